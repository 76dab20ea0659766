//! Split mode by replay, where no augmented pair can be cut
//! (`split_cut` says why): the tape is a checkpoint of the function's
//! inputs, a copy of every piece of argument or global memory the
//! function reads (the effects summary says which), plus the scalar
//! arguments and references to the argument memrefs and their shadows.
//! The reverse function replays the combined derivative (`@diffe<f>`) on
//! scratch copies of the argument memory restored from the tape (globals
//! are swapped in and back out), so the primal's memory is never touched
//! and the shadows accumulate as in combined mode. This trades one extra
//! run of the primal for a tape as large as the inputs the function reads.
//! The reverse frees the snapshot buffers.

use super::calls::{alloc_like, copy_all};
use super::split::{SplitPair, TapeSlot};
use super::{err, reverse_derivative, ReverseCache};
use crate::ad::activity::{is_memory, signature};
use crate::ir::{Activity, Attribute, Builder, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// What the tape records for one argument.
enum ArgSlot {
    /// A scalar, passed as it is.
    Scalar(usize),
    /// A memref: its reference (slot), its snapshot (slot) when read, its
    /// shadow (slot) when dup; whether the function frees it (every run).
    Memory { reference: usize, snapshot: Option<usize>, shadow: Option<usize>, freed: bool },
}
/// The split-mode pair of `f` that replays its combined derivative from
/// a checkpoint of its inputs; `why`: why no pair could be cut.
pub(super) fn split_by_replay(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    why: String,
) -> Result<SplitPair, Diagnostic> {
    let diffe = reverse_derivative(m, cache, f, args, rets)?;
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    // (Messages name the function the user wrote, not its flattened copy.)
    let shown = crate::rewrite::aggregates::source_name(m, f);
    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m)).get(m, f);
    let (inputs, results) = signature(m, f);
    if effects.other.read || effects.other.write {
        return Err(err(
            m,
            f,
            format!("split mode of @{shown}: it touches memory the analysis cannot attribute to an argument or a global, which a tape of its inputs cannot save (and its augmented pair cannot be made: {why})"),
        ));
    }

    // Tape layout.
    let mut tape: Vec<TapeSlot> = Vec::new();
    let mut slots = Vec::new();
    for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
        let dup = matches!(a, Activity::Dup | Activity::DupNoNeed);
        if is_memory(t) {
            let access = effects.args.get(i).copied().unwrap_or_default();
            if !matches!(t, Type::MemRef(_)) && access.touches() {
                return Err(err(
                    m,
                    f,
                    format!("split mode of @{shown}: argument #{i} has type '{t}', whose memory has no known extent and cannot be saved on the tape"),
                ));
            }
            let reference = tape.len();
            tape.push(TapeSlot { ty: t.clone(), owned: false, what: format!("argument #{i} (reference)") });
            let snapshot = access.read.then(|| {
                let s = tape.len();
                tape.push(TapeSlot {
                    ty: snapshot_type(t),
                    owned: true,
                    what: format!("argument #{i}: copy of the memory @{shown} reads"),
                });
                s
            });
            let shadow = dup.then(|| {
                let s = tape.len();
                tape.push(TapeSlot { ty: t.clone(), owned: false, what: format!("argument #{i}: shadow (reference)") });
                s
            });
            // (Freed in every run: `callee_frees::arg_frees`.)
            let freed = crate::ad::callee_frees::arg_frees(m, f).is_some_and(|fr| fr.iter().any(|&(j, _)| j == i));
            slots.push(ArgSlot::Memory { reference, snapshot, shadow, freed });
        } else {
            slots.push(ArgSlot::Scalar(tape.len()));
            tape.push(TapeSlot { ty: t.clone(), owned: false, what: format!("argument #{i}") });
        }
    }
    let mut globals = Vec::new();
    for (g, a) in &effects.globals {
        // (A constant global cannot change: nothing to save or restore.)
        let constant = m.lookup_symbol(g).is_some_and(|op| m.attr(op, "constant").is_some());
        if !(a.read || a.write) || constant {
            continue;
        }
        let Some(saved) = SavedGlobal::of(m, g) else {
            return Err(err(
                m,
                f,
                format!("split mode of @{shown}: it touches global @{g}, which is neither a memref.global nor an llvm.mlir.global of a scalar or an array of scalars, and cannot be saved on the tape"),
            ));
        };
        let snap = a.read.then(|| {
            let s = tape.len();
            tape.push(TapeSlot { ty: saved.buffer_type(), owned: true, what: format!("copy of global @{g}") });
            s
        });
        globals.push((saved, snap));
    }

    // The augmented primal.
    let mut aug_inputs = Vec::new();
    for (a, t) in args.iter().zip(&inputs) {
        aug_inputs.push(t.clone());
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            aug_inputs.push(t.clone());
        }
    }
    let kept: Vec<usize> = (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::Const)).collect();
    let mut aug_results: Vec<Type> = kept.iter().map(|&i| results[i].clone()).collect();
    aug_results.extend(tape.iter().map(|s| s.ty.clone()));
    let (aug_name, entry, ret) =
        super::split::new_function(m, f, "augment", FunctionType { inputs: aug_inputs, results: aug_results });
    let ip = InsertPoint::Before(ret);
    let mut tape_vals: Vec<Option<Value>> = vec![None; tape.len()];
    let mut primal_args = Vec::new();
    let mut k = 0;
    for (a, slot) in args.iter().zip(&slots) {
        let v = m.block_arg(entry, k);
        k += 1;
        primal_args.push(v);
        match slot {
            ArgSlot::Scalar(s) => tape_vals[*s] = Some(v),
            ArgSlot::Memory { reference, snapshot, shadow, .. } => {
                tape_vals[*reference] = Some(v);
                if let Some(s) = snapshot {
                    let buf = alloc_like(m, ip, v, &[]);
                    copy_all(m, ip, v, (v, &[]), (buf, &[]));
                    tape_vals[*s] = Some(buf);
                }
                if let Some(s) = shadow {
                    tape_vals[*s] = Some(m.block_arg(entry, k));
                }
            }
        }
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            k += 1;
        }
    }
    for (g, snap) in &globals {
        if let Some(s) = snap {
            tape_vals[*s] = Some(g.save(m, ip));
        }
    }
    let call_op = if m.is(f, "llvm.func") { "llvm.call" } else { "func.call" };
    let call = Builder::new(m, ip).create(
        OpSpec::new(call_op).operands(&primal_args).results(&results).attr("callee", Attribute::symbol(fname.clone())),
    );
    let mut outs: Vec<Value> = kept.iter().map(|&i| m.result(call, i)).collect();
    outs.extend(tape_vals.iter().map(|v| v.expect("every tape slot is filled")));
    m.set_plain_operands(ret, &outs);

    // The reverse function.
    let seeds: Vec<usize> =
        (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::ActiveNoNeed)).collect();
    let mut rev_inputs: Vec<Type> = seeds.iter().map(|&i| results[i].clone()).collect();
    rev_inputs.extend(tape.iter().map(|s| s.ty.clone()));
    let grads: Vec<Type> =
        args.iter().zip(&inputs).filter(|(a, _)| **a == Activity::Active).map(|(_, t)| t.clone()).collect();
    let (rev_name, rentry, rret) =
        super::split::new_function(m, f, "reverse", FunctionType { inputs: rev_inputs, results: grads.clone() });
    let ip = InsertPoint::Before(rret);
    let tape_arg = |m: &Module, s: usize| m.block_arg(rentry, seeds.len() + s);
    // Globals: save their current state, put the snapshot in.
    let mut restores = Vec::new();
    for (g, snap) in &globals {
        let tmp = g.save(m, ip);
        if let Some(s) = snap {
            let sv = tape_arg(m, *s);
            g.put(m, ip, sv);
        }
        restores.push((g, tmp));
    }
    let mut dargs = Vec::new();
    let mut scratch = Vec::new();
    for slot in &slots {
        match slot {
            ArgSlot::Scalar(s) => dargs.push(tape_arg(m, *s)),
            ArgSlot::Memory { reference, snapshot, shadow, freed } => {
                // The replay runs on scratch memory (the primal's memory
                // may have changed since, and must not change now).
                let r = tape_arg(m, *reference);
                let buf = alloc_like(m, ip, r, &[]);
                if let Some(s) = snapshot {
                    let sv = tape_arg(m, *s);
                    copy_all(m, ip, r, (sv, &[]), (buf, &[]));
                }
                // (The replay frees it itself when the function frees its
                // argument: reader-16, a double free.)
                if !freed {
                    scratch.push(buf);
                }
                // (A memref argument with a layout gets the scratch buffer,
                // of the identity layout, cast to its type.)
                let ty = m.value_type(r).clone();
                if *m.value_type(buf) != ty && matches!(ty, Type::MemRef(_)) {
                    let spec = OpSpec::new("memref.cast").operands(&[buf]).result(ty);
                    dargs.push(Builder::new(m, ip).value(spec));
                } else {
                    dargs.push(buf);
                }
                if let Some(s) = shadow {
                    dargs.push(tape_arg(m, *s));
                }
            }
        }
    }
    for j in 0..seeds.len() {
        dargs.push(m.block_arg(rentry, j));
    }
    let mut dres: Vec<Type> = kept.iter().map(|&i| results[i].clone()).collect();
    dres.extend(grads.iter().cloned());
    let dcall = Builder::new(m, ip)
        .create(OpSpec::new("func.call").operands(&dargs).results(&dres).attr("callee", Attribute::symbol(diffe)));
    for b in scratch {
        Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[b]));
    }
    // Memory the replay returns that the function allocated: freed (the
    // split primal returned the caller its own).
    for (k, &i) in kept.iter().enumerate() {
        if fresh_result(m, f, i) {
            let r = m.result(dcall, k);
            Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[r]));
        }
    }
    for (g, tmp) in restores {
        g.put(m, ip, tmp);
        Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[tmp]));
    }
    // The reverse frees what the tape owns.
    for (s, slot) in tape.iter().enumerate() {
        if slot.owned {
            let b = tape_arg(m, s);
            Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[b]));
        }
    }
    let gvals: Vec<Value> = m.results(dcall)[kept.len()..].to_vec();
    m.set_plain_operands(rret, &gvals);
    // (The copies' loops were marked for the loop machinery, which does
    // not see these wrappers.)
    for name in [&aug_name, &rev_name] {
        if let Some(w) = m.lookup_symbol(name) {
            for o in m.collect_ops(w) {
                if m.attr(o, super::calls::SNAPSHOT_COPY).is_some() {
                    m.remove_attr(o, super::calls::SNAPSHOT_COPY);
                }
            }
        }
    }
    Ok(SplitPair { primal: aug_name, reverse: rev_name, tape, replay: Some(why) })
}

/// Is result `i` of `f` a memref `f` allocates (`memref.alloc`) on every
/// return?
fn fresh_result(m: &Module, f: OpId, i: usize) -> bool {
    let (origins, _) = crate::ad::activity::memory_origins(m, f);
    let returns: Vec<OpId> =
        m.collect_ops(f).into_iter().filter(|&o| m.is(o, "func.return") && m.parent_op(o) == Some(f)).collect();
    !returns.is_empty()
        && returns.iter().all(|&r| {
            m.operands(r).get(i).is_some_and(|&v| {
            matches!(m.value_type(v), Type::MemRef(_))
                && matches!(origins.get(&v), Some(crate::ad::activity::Origin::Alloc(a)) if m.is(*a, "memref.alloc"))
        })
        })
}

pub(super) fn snapshot_type(t: &Type) -> Type {
    match t {
        Type::MemRef(mt) => Type::memref(mt.shape.clone(), mt.elem.clone()),
        t => t.clone(),
    }
}

/// A global the split pair saves on the tape: a `memref.global` (copied
/// as a memref), or an `llvm.mlir.global` of a scalar or an array of
/// scalars (copied element by element into a memref of them).
enum SavedGlobal {
    MemRef { name: String, ty: Type },
    Llvm { name: String, elem: Type, len: u64 },
}

impl SavedGlobal {
    fn of(m: &Module, name: &str) -> Option<SavedGlobal> {
        let g = m.lookup_symbol(name)?;
        let scalar = |t: &Type| crate::ad::activity::is_float(t) || t.is_signless_int();
        if m.is(g, "memref.global") {
            let ty = m.attr(g, "type").and_then(Attribute::as_type).filter(|t| matches!(t, Type::MemRef(_)))?;
            return Some(SavedGlobal::MemRef { name: name.to_string(), ty: ty.clone() });
        }
        match m.attr(g, "global_type").and_then(Attribute::as_type).filter(|_| m.is(g, "llvm.mlir.global"))? {
            t if scalar(t) => Some(SavedGlobal::Llvm { name: name.to_string(), elem: t.clone(), len: 1 }),
            Type::LlvmArray { len, elem } if scalar(elem) && *len <= 1 << 20 => {
                Some(SavedGlobal::Llvm { name: name.to_string(), elem: (**elem).clone(), len: *len })
            }
            _ => None,
        }
    }

    /// The memref type of a copy.
    fn buffer_type(&self) -> Type {
        match self {
            SavedGlobal::MemRef { ty, .. } => snapshot_type(ty),
            SavedGlobal::Llvm { elem, len, .. } => {
                Type::memref(vec![crate::ir::Dim::Static(*len as i64)], elem.clone())
            }
        }
    }

    /// A fresh copy of the global's contents.
    fn save(&self, m: &mut Module, ip: InsertPoint) -> Value {
        match self {
            SavedGlobal::MemRef { name, ty } => {
                let gv = memref_global(m, ip, name, ty);
                let buf = alloc_like(m, ip, gv, &[]);
                copy_all(m, ip, gv, (gv, &[]), (buf, &[]));
                buf
            }
            SavedGlobal::Llvm { .. } => {
                let buf = Builder::new(m, ip).value(
                    OpSpec::new("memref.alloc")
                        .attr("operandSegmentSizes", super::loops::seg(&[0, 0]))
                        .result(self.buffer_type()),
                );
                self.copy_elements(m, ip, buf, false);
                buf
            }
        }
    }

    /// Put the contents of copy `buf` in the global.
    fn put(&self, m: &mut Module, ip: InsertPoint, buf: Value) {
        match self {
            SavedGlobal::MemRef { name, ty } => {
                let gv = memref_global(m, ip, name, ty);
                copy_all(m, ip, gv, (buf, &[]), (gv, &[]));
            }
            SavedGlobal::Llvm { .. } => self.copy_elements(m, ip, buf, true),
        }
    }

    /// Copy an `llvm.mlir.global`'s elements into `buf`, or (`into_global`) back.
    fn copy_elements(&self, m: &mut Module, ip: InsertPoint, buf: Value, into_global: bool) {
        let SavedGlobal::Llvm { name, elem, len } = self else { return };
        let addr = Builder::new(m, ip).value(
            OpSpec::new("llvm.mlir.addressof")
                .attr("global_name", Attribute::symbol(name.clone()))
                .result(Type::LlvmPtr { addr_space: 0 }),
        );
        let n = Builder::new(m, ip).const_index(*len as i64);
        let (inner, ivs) = super::loops::index_nest(m, ip, &[n]);
        let i = ivs[0];
        let p = super::pointers::element(m, inner, addr, i, elem);
        let mut b = Builder::new(m, inner);
        if into_global {
            let v = b.value(OpSpec::new("memref.load").operands(&[buf, i]).result(elem.clone()));
            b.create(OpSpec::new("llvm.store").operands(&[v, p]));
        } else {
            let v = b.value(OpSpec::new("llvm.load").operands(&[p]).result(elem.clone()));
            b.create(OpSpec::new("memref.store").operands(&[v, buf, i]));
        }
    }
}

fn memref_global(m: &mut Module, ip: InsertPoint, g: &str, ty: &Type) -> Value {
    Builder::new(m, ip)
        .value(OpSpec::new("memref.get_global").attr("name", Attribute::symbol(g.to_string())).result(ty.clone()))
}
