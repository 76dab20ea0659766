//! The memory arguments of a reverse-mode request (`enzyme.autodiff`,
//! split mode): a derivative takes distinct memory arguments to be
//! distinct memory. One buffer (and one shadow) given as two arguments is
//! joined into one argument of a copy of the function (so is one value
//! passed twice to a callee in differentiated code); other memory given
//! twice (views of one buffer) that the function writes is refused at the
//! request.

use crate::dialects::enzyme;
use crate::ir::{Activity, Attribute, Module, OpId, Type, Value};
use crate::syntax::Diagnostic;

/// A reverse-mode request (`op`, for `f` with activities `args`) passing
/// the same memory (or views of it) as two arguments, one of which `f`
/// writes: refused, as for a call in differentiated code (the derivative
/// takes distinct memory arguments to be distinct: reader-15, a wrong
/// gradient before).
pub(super) fn check_distinct_memory(m: &Module, op: OpId, f: OpId, args: &[Activity]) -> Result<(), Diagnostic> {
    let Some(caller) = super::lower::enclosing_function(m, op) else { return Ok(()) };
    // The primal operand of each argument (its shadow follows a dup one).
    let mut primals = Vec::new();
    let mut k = 0;
    for a in args {
        primals.push(m.operands(op).get(k).copied());
        k += if matches!(a, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 };
    }
    // (The analyses below cover the whole caller and module: only worth it
    // with two memory arguments.)
    let memory = primals
        .iter()
        .flatten()
        .filter(|&&v| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr())
        .count();
    if memory < 2 {
        return Ok(());
    }
    let (origins, _) = super::activity::memory_origins(m, caller);
    let mut effects = None;
    let origin = |v: Value| origins.get(&v).copied().filter(|&o| o != super::activity::Origin::Unknown);
    for (i, v) in primals.iter().enumerate() {
        let Some(oi) = v.and_then(origin) else { continue };
        for (j, w) in primals.iter().enumerate().skip(i + 1) {
            if w.and_then(origin) != Some(oi) {
                continue;
            }
            let e = effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m).get(m, f));
            let writes = |i: usize| e.args.get(i).is_some_and(|a| a.write || a.free);
            let touches = |i: usize| e.args.get(i).is_some_and(|a| a.read || a.write || a.write_on_error || a.free);
            if (writes(i) || writes(j)) && touches(i) && touches(j) {
                let name = m.symbol_name(f).unwrap_or("?");
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    format!(
                        "reverse mode: arguments #{i} and #{j} of @{name} are the same memory (or views of it) and @{name} writes it; its derivative takes distinct memory arguments to be distinct (pass one buffer, or copy one of them)"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Run-time checks before a reverse-mode request `op` for `f` (or, with
/// `entry`, at the start of a derivative called from outside, whose
/// arguments are the request's operands): two memref arguments that the
/// caller cannot show to be distinct, one of which `f` writes and both of
/// which it touches, must not overlap in memory, nor their shadows (the
/// static check refuses the same memory passed twice where it sees it;
/// reader-41: views of one buffer passed through a wrapper gave a wrong
/// gradient with loop fusion and read snapshots). A failed check is a
/// run-time error at the request, worded as the static refusal.
pub(super) fn emit_overlap_checks(m: &mut Module, op: OpId, f: OpId, args: &[Activity], entry: Option<&[Value]>) {
    let operands: Vec<Value> = match entry {
        Some(vs) => vs.to_vec(),
        None => m.operands(op).to_vec(),
    };
    // (Primal and shadow operands of each argument.)
    let mut at = Vec::new();
    let mut k = 0;
    for a in args {
        let dup = matches!(a, Activity::Dup | Activity::DupNoNeed);
        at.push((operands.get(k).copied(), if dup { operands.get(k + 1).copied() } else { None }));
        k += if dup { 2 } else { 1 };
    }
    let ranked = |v: &Value| {
        m.value_type(*v).as_memref().is_some_and(|mt| crate::dialects::memref::strides_and_offset(mt).is_some())
    };
    if at.iter().filter(|(p, _)| p.as_ref().is_some_and(ranked)).count() < 2 {
        return;
    }
    let origins = match (entry, super::lower::enclosing_function(m, op)) {
        (None, Some(caller)) => super::activity::memory_origins(m, caller).0,
        _ => Default::default(),
    };
    // (Distinct when both origins are known, differ, and one is the
    // caller's own allocation or a global; the same origin is the static
    // check's.)
    let maybe_overlap = |a: Value, b: Value| {
        use super::activity::Origin;
        match (origins.get(&a), origins.get(&b)) {
            (Some(x), Some(y)) if x == y && *x != Origin::Unknown => false,
            (Some(Origin::Arg(_)), Some(Origin::Arg(_))) => true,
            (Some(x), Some(y)) => *x == Origin::Unknown || *y == Origin::Unknown,
            _ => true,
        }
    };
    let e = crate::analysis::effects::EffectsTable::compute(m).get(m, f);
    let writes = |i: usize| e.args.get(i).is_some_and(|a| a.write || a.free);
    let touches = |i: usize| e.args.get(i).is_some_and(|a| a.read || a.write || a.write_on_error || a.free);
    let name = crate::rewrite::aggregates::source_name(m, f);
    let ip = crate::ir::InsertPoint::Before(op);
    let mut checks: Vec<(Value, Value, String)> = Vec::new();
    for i in 0..at.len() {
        for j in i + 1..at.len() {
            if !((writes(i) || writes(j)) && touches(i) && touches(j)) {
                continue;
            }
            let pairs = [(at[i].0, at[j].0, ""), (at[i].1, at[j].1, "the shadows of ")];
            for (a, b, what) in pairs {
                let (Some(a), Some(b)) = (a, b) else { continue };
                if ranked(&a) && ranked(&b) && a != b && maybe_overlap(a, b) {
                    checks.push((
                        a,
                        b,
                        format!(
                            "reverse mode: {what}arguments #{i} and #{j} of @{name} overlap in memory and @{name} writes them; its derivative takes distinct memory arguments to be distinct (pass one buffer, or copy one of them)"
                        ),
                    ));
                }
            }
        }
    }
    // (At a derivative's entry: located at the derivative.)
    let at = if entry.is_some() { super::lower::enclosing_function(m, op).unwrap_or(op) } else { op };
    let pos = m.op(at).pos;
    for (a, b, msg) in checks {
        let mut x = Emit { b: crate::ir::Builder::new(m, ip), pos };
        let (lo_a, hi_a, empty_a) = x.byte_extent(a);
        let (lo_b, hi_b, empty_b) = x.byte_extent(b);
        // (Overlap: each starts below the other's end, neither empty.)
        let below = x.cmp(2, lo_a, hi_b);
        let above = x.cmp(2, lo_b, hi_a);
        let meet = x.op("arith.andi", &[below, above], Type::int(1));
        let empty = x.op("arith.ori", &[empty_a, empty_b], Type::int(1));
        let t = x.b.const_int(1, Type::int(1));
        let apart = x.op("arith.xori", &[meet, t], Type::int(1));
        let ok = x.op("arith.ori", &[apart, empty], Type::int(1));
        let mut spec = crate::ir::OpSpec::new("cf.assert").operands(&[ok]).attr("msg", Attribute::String(msg));
        spec.pos = pos;
        x.b.create(spec);
    }
}

/// Ops of the overlap checks, at the request's position.
struct Emit<'m> {
    b: crate::ir::Builder<'m>,
    pos: Option<crate::ir::SrcPos>,
}

impl Emit<'_> {
    fn op(&mut self, name: &str, xs: &[Value], t: Type) -> Value {
        let mut spec = crate::ir::OpSpec::new(name).operands(xs).result(t);
        spec.pos = self.pos;
        self.b.value(spec)
    }

    /// `arith.cmpi` with MLIR's predicate number (0 eq, 2 slt).
    fn cmp(&mut self, pred: i128, x: Value, y: Value) -> Value {
        let mut spec = crate::ir::OpSpec::new("arith.cmpi")
            .operands(&[x, y])
            .attr("predicate", Attribute::int(pred, Type::i64()))
            .result(Type::int(1));
        spec.pos = self.pos;
        self.b.value(spec)
    }

    /// The bytes memref `v` spans, `[lo, hi)` (addresses as `index`), and
    /// whether it is empty (a size 0): from its aligned pointer, offset,
    /// sizes and strides (negative strides reach below the offset).
    fn byte_extent(&mut self, v: Value) -> (Value, Value, Value) {
        let Some(mt) = self.b.m.value_type(v).as_memref().cloned() else {
            let f = self.b.const_int(0, Type::int(1));
            let z = self.b.const_index(0);
            return (z, z, f);
        };
        let r = mt.shape.len();
        let bytes = crate::exec::layout::size_align(&mt.elem).map_or(8, |(s, _)| s as i64);
        let base = Type::MemRef(Box::new(crate::ir::MemRefType {
            shape: Vec::new(),
            elem: mt.elem.clone(),
            layout: crate::ir::Layout::Identity,
            memory_space: mt.memory_space.clone(),
        }));
        let mut types = vec![base];
        types.resize(2 + 2 * r, Type::Index);
        let mut spec = crate::ir::OpSpec::new("memref.extract_strided_metadata").operands(&[v]).results(&types);
        spec.pos = self.pos;
        let md = self.b.create(spec);
        let res: Vec<Value> = self.b.m.results(md).to_vec();
        let p = self.op("memref.extract_aligned_pointer_as_index", &[v], Type::Index);
        let z = self.b.const_index(0);
        let one = self.b.const_index(1);
        let (mut lo, mut hi) = (res[1], res[1]);
        let mut empty = self.b.const_int(0, Type::int(1));
        for k in 0..r {
            let (size, stride) = (res[2 + k], res[2 + r + k]);
            let last = self.op("arith.subi", &[size, one], Type::Index);
            let ext = self.op("arith.muli", &[last, stride], Type::Index);
            let down = self.op("arith.minsi", &[ext, z], Type::Index);
            let up = self.op("arith.maxsi", &[ext, z], Type::Index);
            lo = self.op("arith.addi", &[lo, down], Type::Index);
            hi = self.op("arith.addi", &[hi, up], Type::Index);
            let none = self.cmp(0, size, z);
            empty = self.op("arith.ori", &[empty, none], Type::int(1));
        }
        let e = self.b.const_index(bytes);
        let hi1 = self.op("arith.addi", &[hi, one], Type::Index);
        let lo_b = self.op("arith.muli", &[lo, e], Type::Index);
        let hi_b = self.op("arith.muli", &[hi1, e], Type::Index);
        let lo_b = self.op("arith.addi", &[p, lo_b], Type::Index);
        let hi_b = self.op("arith.addi", &[p, hi_b], Type::Index);
        (lo_b, hi_b, empty)
    }
}

/// A reverse-mode request `op` for `f` passing one memref or pointer value (with one
/// shadow) as two arguments `i` < `j`: it is made a request for a copy of
/// `f` taking it once (argument `j`'s uses are argument `i`'s), the
/// memory being one (`join_aliased_arguments` does this for every such
/// pair). `partners` (split mode: the reverse requests of a primal
/// request, whose operands are seeds and the tape) name the copy too, with
/// its activities. Returns the function the requests now name.
pub(super) fn join_aliased_arguments(m: &mut Module, op: OpId, mut f: OpId, partners: &[OpId]) -> OpId {
    loop {
        let args = enzyme::activities(m, op, "activity").unwrap_or_default();
        let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
        let mut at = Vec::new();
        let mut k = 0;
        for a in &args {
            at.push(k);
            k += if dup(a) { 2 } else { 1 };
        }
        let operands = m.operands(op).to_vec();
        let same = |i: usize, j: usize| {
            let (a, b) = (&args[i], &args[j]);
            let v = operands.get(at[i]).copied();
            let memory = v.is_some_and(|v| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr());
            memory
                && a == b
                && v == operands.get(at[j]).copied()
                && (!dup(a) || operands.get(at[i] + 1) == operands.get(at[j] + 1))
        };
        let pair = (0..args.len()).flat_map(|i| (i + 1..args.len()).map(move |j| (i, j))).find(|&(i, j)| same(i, j));
        let Some((i, j)) = pair else { return f };
        let Some(copy) = joined_copy(m, f, i, j) else { return f };
        // The requests: argument j's operands (and activity) go.
        let n = if dup(&args[j]) { 2 } else { 1 };
        let acts: Vec<Attribute> =
            args.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &a)| Attribute::Activity(a)).collect();
        let name = m.symbol_name(copy).unwrap_or_default().to_string();
        let kept: Vec<Value> =
            operands.iter().enumerate().filter(|&(x, _)| x < at[j] || x >= at[j] + n).map(|(_, &v)| v).collect();
        m.set_plain_operands(op, &kept);
        for &r in std::iter::once(&op).chain(partners) {
            m.set_attr(r, "activity", Attribute::Array(acts.clone()));
            m.set_attr(r, "fn", Attribute::symbol(name.clone()));
        }
        f = copy;
    }
}

/// Marks a copy `joined_copy` made: `"<f>:<i>:<j>"` (not copied by
/// `restructure::private_copy`: a copy of it is another function).
pub(crate) const JOINED: &str = "ferrozyme.joined";

/// A private copy of `func.func` or `llvm.func` `f` taking its arguments
/// `i` < `j` as one (argument `j`'s uses are argument `i`'s), if `f` has a
/// body; made once per module (a recursive `f` calls itself with one value
/// twice in the copy, which is then made a call of the same copy).
fn joined_copy(m: &mut Module, f: OpId, i: usize, j: usize) -> Option<OpId> {
    let ty = match m.attr(f, "function_type").and_then(Attribute::as_type)? {
        Type::Function(ft) if m.is(f, "func.func") && j < ft.inputs.len() => {
            let mut ft = (**ft).clone();
            ft.inputs.remove(j);
            Type::Function(Box::new(ft))
        }
        // (A lowered memref's allocated and aligned pointers, one buffer.)
        Type::LlvmFunc(ft) if m.is(f, "llvm.func") && j < ft.params.len() && !ft.vararg => {
            let mut ft = (**ft).clone();
            ft.params.remove(j);
            Type::LlvmFunc(Box::new(ft))
        }
        _ => return None,
    };
    body_block(m, f)?;
    let key = format!("{}:{i}:{j}", m.symbol_name(f).unwrap_or("?"));
    let made = m.block_ops(m.body()).find(|&o| m.attr(o, JOINED).and_then(Attribute::as_str) == Some(key.as_str()));
    if made.is_some() {
        return made;
    }
    let copy = super::restructure::private_copy(m, f, "joined");
    m.set_attr(copy, JOINED, Attribute::String(key));
    let entry = body_block(m, copy)?;
    let (ai, aj) = (m.block_arg(entry, i), m.block_arg(entry, j));
    m.replace_all_uses(aj, ai);
    m.erase_block_arg(entry, j);
    m.set_attr(copy, "function_type", Attribute::Type(ty));
    // (The joined argument is both: neither's attributes hold for it, e.g.
    // `llvm.writeonly` on one and `llvm.readonly` on the other.)
    if let Some(mut attrs) = m.attr(copy, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec) {
        if j < attrs.len() {
            attrs.remove(j);
        }
        if let Some(a) = attrs.get_mut(i) {
            *a = Attribute::Dict(Default::default());
        }
        m.set_attr(copy, "arg_attrs", Attribute::Array(attrs));
    }
    Some(copy)
}

/// The calls of `f` (to callees with a body, not native) passing one
/// memref or pointer value as two arguments call a copy of the callee
/// taking it once (`joined_copy`): the callee's derivative takes distinct
/// memory arguments to be distinct memory (reader-17: the allocated and
/// aligned pointers of a lowered memref, one buffer, were refused).
pub(crate) fn join_call_arguments(m: &mut Module, f: OpId, native: &crate::hash::HashSet<OpId>) {
    let mut copies: crate::hash::HashMap<(OpId, usize, usize), OpId> = Default::default();
    for call in m.collect_ops(f) {
        while let Some((callee, i, j)) = joinable(m, call, native) {
            let ops = m.operands(call).to_vec();
            let copy = match copies.get(&(callee, i, j)) {
                Some(&c) => c,
                None => match joined_copy(m, callee, i, j) {
                    Some(c) => *copies.entry((callee, i, j)).or_insert(c),
                    None => break,
                },
            };
            let kept: Vec<Value> = ops.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &v)| v).collect();
            m.set_plain_operands(call, &kept);
            let name = m.symbol_name(copy).unwrap_or_default().to_string();
            m.set_attr(call, "callee", Attribute::symbol(name));
        }
    }
}

/// Call `call`'s callee and two of its operands `i` < `j` that are one
/// memref or pointer value (not for native callees).
fn joinable(m: &Module, call: OpId, native: &crate::hash::HashSet<OpId>) -> Option<(OpId, usize, usize)> {
    // (A direct llvm.call whose operands are its callee's arguments.)
    let direct_llvm = m.is(call, "llvm.call")
        && m.attr(call, "callee").is_some()
        && ["var_callee_type", "operandSegmentSizes", "op_bundle_sizes"].iter().all(|a| m.attr(call, a).is_none());
    if !m.is(call, "func.call") && !direct_llvm {
        return None;
    }
    let callee = super::activity::callee_of(m, call).filter(|c| !native.contains(c))?;
    let ops = m.operands(call);
    let memory = |v: Value| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr();
    let (i, j) = (0..ops.len())
        .flat_map(|i| (i + 1..ops.len()).map(move |j| (i, j)))
        .find(|&(i, j)| ops[i] == ops[j] && memory(ops[i]))?;
    Some((callee, i, j))
}

/// Does `f` hold calls `join_call_arguments` changes?
pub(crate) fn has_joinable_calls(m: &Module, f: OpId, native: &crate::hash::HashSet<OpId>) -> bool {
    m.collect_ops(f).into_iter().any(|o| joinable(m, o, native).is_some())
}

/// The entry block of function `f`, if it has a body.
fn body_block(m: &Module, f: OpId) -> Option<crate::ir::BlockId> {
    super::activity::body(m, f).and_then(|r| m.entry_block(r))
}
