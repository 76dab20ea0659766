//! Split mode from the function's augmented pair (`augment::split_pair`):
//! the augmented primal `@augment_<f>` calls `@<f>.aug` and returns its
//! tape; the reverse `@reverse_<f>` calls `@<f>.rev` with it. The tape
//! holds:
//! - the forward values the reverse sweep reads, and the packed words of
//!   the function and its callees (one buffer, allocated by the augmented
//!   primal);
//! - a copy of each memref argument the reverse reads in place, taken
//!   when `@<f>.aug` returns (memory the caller may change before the
//!   reverse runs): the reverse reads the copy. A copy is as large as the
//!   argument, where recording each load would grow with the work (a
//!   matmul reads each element n times). Arguments that cannot be copied
//!   (pointers, memrefs with a layout) have their loads recorded instead;
//! - references to the shadows (and arguments) the reverse takes.
//!
//! The primal runs once; the reverse runs only the reverse sweep, and
//! frees the tape's buffers.

use super::augment::{split_pair, tape_buffer_type};
use super::split::{ModifiedBetween, SplitPair, TapeSlot};
use super::ReverseCache;
use crate::ad::activity::{is_memory, signature};
use crate::ir::{Activity, Attribute, Builder, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// An operand of the pair's reverse, before the unused ones are dropped.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Natural {
    Arg(usize),
    Shadow(usize),
    /// The seed of the j-th active result.
    Seed(usize),
    Tape(usize),
    Buffer,
    Offset,
}

/// The split-mode pair of `f` made from its augmented pair, with a
/// description of its tape; `Err(why)` when no pair can be cut.
pub(super) fn split_by_cut(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    modified: &ModifiedBetween,
) -> Result<(SplitPair, String), String> {
    if cache.replay_calls {
        return Err("pairs are off (--calls=replay)".into());
    }
    // (Memory the analysis cannot attribute to an argument or a global,
    // reached through pointers loaded from memory, is fine: a cut
    // derivative records every load of it, and its reverse half may read
    // and write only memory it can attribute, or shadows: `cut`.)
    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m)).get(m, f);
    let touched: Vec<String> =
        effects.globals.iter().filter(|(_, a)| a.read || a.write).map(|(g, _)| g.clone()).collect();
    let globals: Vec<String> = if modified.globals() { touched.clone() } else { Vec::new() };
    super::begin_request(m, cache);
    let (inputs, results) = signature(m, f);
    // Memref arguments that may change before the reverse and that the
    // split primal can copy (identity layout).
    let copyable: Vec<bool> = (0..inputs.len())
        .map(|i| {
            let t = &inputs[i];
            modified.arg(i) && matches!(t, Type::MemRef(_)) && super::split_replay::snapshot_type(t) == *t
        })
        .collect();
    let after = (0..inputs.len()).filter(|&i| is_memory(&inputs[i]) && modified.arg(i) && !copyable[i]).collect();
    let p = split_pair(m, cache, f, args, rets, after, globals.clone())?;
    // (The combined derivative zeroes shadow globals when it starts; the
    // pair does not.)
    if let Some(g) = touched.iter().find(|g| cache.shadow_globals.contains_key(*g)) {
        return Err(format!("it touches global @{g}, whose derivative is kept in a shadow global"));
    }
    // A buffer on the tape must be the tape's own: a view of an argument
    // (or of a global) there would be read in place, not from a copy.
    if *modified != ModifiedBetween::Args(Vec::new()) {
        for k in 0..p.tape.len() {
            if is_memory(&p.tape[k]) && !own_buffer(m, &cache.aug_functions, &p.aug, results.len() + k, 0) {
                return Err(format!("value {k} of its tape is memory it did not allocate (a view of an argument?)"));
            }
        }
    }
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
    let seeds: Vec<usize> =
        (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::ActiveNoNeed)).collect();
    let mut natural = Vec::new();
    for (i, a) in args.iter().enumerate() {
        natural.push(Natural::Arg(i));
        if dup(a) {
            natural.push(Natural::Shadow(i));
        }
    }
    natural.extend((0..seeds.len()).map(Natural::Seed));
    natural.extend((0..p.tape.len()).map(Natural::Tape));
    if p.words.is_some() {
        natural.extend([Natural::Buffer, Natural::Offset]);
    }
    if natural.len() != p.rev_takes.len() {
        return Err(format!("internal: @{} takes {} operands, not {}", p.rev, p.rev_takes.len(), natural.len()));
    }

    // Arguments whose memory the reverse reads (it may read the rest's
    // sizes only).
    let rev_fn = m.lookup_symbol(&p.rev).ok_or("its reverse function is missing")?;
    let rev_entry = m.entry_block(m.region(rev_fn, 0)).ok_or("its reverse function has no body")?;
    let mut read = vec![false; args.len()];
    for (n, nat) in natural.iter().enumerate() {
        if let (Natural::Arg(i), true) = (*nat, p.rev_takes[n]) {
            let k = p.rev_takes[..n].iter().filter(|&&t| t).count();
            let a = m.block_arg(rev_entry, k);
            read[i] = is_memory(&inputs[i]) && m.uses(a).iter().any(|u| !m.is(u.op, "memref.dim"));
        }
    }
    let copied: Vec<bool> = (0..args.len()).map(|i| read[i] && copyable[i]).collect();

    // The tape: what the reverse takes besides the seeds and the offset
    // (and the buffer, which it frees whether it reads it or not).
    let mut tape: Vec<(Natural, TapeSlot)> = Vec::new();
    for (&n, _) in natural.iter().zip(&p.rev_takes).filter(|(n, &k)| k || matches!(n, Natural::Buffer)) {
        let slot = |ty: &Type, owned: bool, what: String| TapeSlot { ty: ty.clone(), owned, what };
        let s = match n {
            Natural::Arg(i) if copied[i] => {
                slot(&inputs[i], true, format!("argument #{i}: a copy of its memory as @{fname} left it"))
            }
            Natural::Arg(i) if is_memory(&inputs[i]) => slot(&inputs[i], false, format!("argument #{i} (reference)")),
            Natural::Arg(i) => slot(&inputs[i], false, format!("argument #{i}")),
            Natural::Shadow(i) => slot(&inputs[i], false, format!("argument #{i}: shadow (reference)")),
            Natural::Tape(j) => {
                let owned = heap_buffer(m, &p.aug, results.len() + j);
                slot(&p.tape[j], owned, format!("value {j} of the tape of @{}", p.aug))
            }
            Natural::Buffer => {
                let w = p.words.unwrap_or(0);
                slot(&tape_buffer_type(), true, format!("tape buffer of @{}: {w} words ({} bytes)", p.aug, w * 8))
            }
            Natural::Seed(_) | Natural::Offset => continue,
        };
        tape.push((n, s));
    }

    // The augmented primal: the call of `aug`, its kept results, the tape.
    let mut aug_inputs = Vec::new();
    for (a, t) in args.iter().zip(&inputs) {
        aug_inputs.push(t.clone());
        if dup(a) {
            aug_inputs.push(t.clone());
        }
    }
    let kept: Vec<usize> = (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::Const)).collect();
    let mut aug_results: Vec<Type> = kept.iter().map(|&i| results[i].clone()).collect();
    aug_results.extend(tape.iter().map(|(_, s)| s.ty.clone()));
    let (aug_name, entry, ret) =
        super::split::new_function(m, f, "augment", FunctionType { inputs: aug_inputs, results: aug_results });
    let ip = InsertPoint::Before(ret);
    let (mut primal, mut shadow) = (Vec::new(), vec![None; args.len()]);
    let mut k = 0;
    for (i, a) in args.iter().enumerate() {
        primal.push(m.block_arg(entry, k));
        k += 1;
        if dup(a) {
            shadow[i] = Some(m.block_arg(entry, k));
            k += 1;
        }
    }
    let buffer = p.words.map(|w| {
        let mut b = Builder::new(m, ip);
        let n = b.const_index(w as i64);
        let buf = b.value(
            OpSpec::new("memref.alloc")
                .operands(&[n])
                .attr("operandSegmentSizes", super::loops::seg(&[1, 0]))
                .result(tape_buffer_type()),
        );
        (buf, b.const_index(0))
    });
    let mut operands = primal.clone();
    operands.extend(buffer.iter().flat_map(|&(b, o)| [b, o]));
    for &i in &p.shadows {
        operands.push(shadow[i].ok_or("internal: a shadow the primal was not given")?);
    }
    let mut call_results: Vec<Type> = results.clone();
    call_results.extend(p.tape.iter().cloned());
    let call = Builder::new(m, ip).create(
        OpSpec::new("func.call")
            .operands(&operands)
            .results(&call_results)
            .attr("callee", Attribute::symbol(p.aug.clone())),
    );
    let mut outs: Vec<Value> = kept.iter().map(|&i| m.result(call, i)).collect();
    for (n, _) in &tape {
        outs.push(match *n {
            Natural::Arg(i) if copied[i] => {
                // (Identity layouts: the JIT copies with one memcpy.)
                let buf = super::calls::alloc_like(m, ip, primal[i], &[]);
                Builder::new(m, ip).create(OpSpec::new("memref.copy").operands(&[primal[i], buf]));
                buf
            }
            Natural::Arg(i) => primal[i],
            Natural::Shadow(i) => shadow[i].ok_or("internal: a shadow the primal was not given")?,
            Natural::Tape(j) => m.result(call, results.len() + j),
            Natural::Buffer => buffer.ok_or("internal: a tape buffer without words")?.0,
            Natural::Seed(_) | Natural::Offset => return Err("internal: a seed on the tape".into()),
        });
    }
    m.set_plain_operands(ret, &outs);

    // The reverse: the call of `rev` with the seeds and the tape.
    let mut rev_inputs: Vec<Type> = seeds.iter().map(|&i| results[i].clone()).collect();
    rev_inputs.extend(tape.iter().map(|(_, s)| s.ty.clone()));
    let grads: Vec<Type> =
        args.iter().zip(&inputs).filter(|(a, _)| **a == Activity::Active).map(|(_, t)| t.clone()).collect();
    let (rev_name, rentry, rret) =
        super::split::new_function(m, f, "reverse", FunctionType { inputs: rev_inputs, results: grads.clone() });
    let ip = InsertPoint::Before(rret);
    let mut rops = Vec::new();
    for (&n, _) in natural.iter().zip(&p.rev_takes).filter(|(_, &k)| k) {
        rops.push(match n {
            Natural::Seed(j) => m.block_arg(rentry, j),
            Natural::Offset => Builder::new(m, ip).const_index(0),
            n => {
                let at = tape.iter().position(|(t, _)| *t == n).ok_or("internal: an operand not on the tape")?;
                m.block_arg(rentry, seeds.len() + at)
            }
        });
    }
    let rcall = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(&rops).results(&grads).attr("callee", Attribute::symbol(p.rev.clone())),
    );
    let gvals = m.results(rcall).to_vec();
    m.set_plain_operands(rret, &gvals);
    // (`rev` frees the buffers of its own tape; the copies and the tape
    // buffer are this function's.)
    for (at, (n, s)) in tape.iter().enumerate() {
        if s.owned && matches!(n, Natural::Arg(_) | Natural::Buffer) {
            let buf = m.block_arg(rentry, seeds.len() + at);
            Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[buf]));
        }
    }

    let values = tape.iter().filter(|(n, _)| matches!(n, Natural::Tape(_))).count();
    let owned = tape.iter().filter(|(n, s)| s.owned && matches!(n, Natural::Tape(_))).count();
    let mut what = format!("{values} forward value(s) of @{}", p.aug);
    let copies: Vec<String> = (0..args.len()).filter(|&i| copied[i]).map(|i| format!("#{i}")).collect();
    if !copies.is_empty() {
        what.push_str(&format!(", a copy of argument(s) {} (read in place by the reverse)", copies.join(", ")));
    }
    if let ModifiedBetween::Args(changed) = modified {
        let which = match changed.is_empty() {
            true => "nothing".to_string(),
            false => format!("only argument(s) {changed:?}"),
        };
        what.push_str(&format!("; {which} may change between the two calls"));
    }
    if owned > 0 {
        what.push_str(&format!(" ({owned} of them heap buffers)"));
    }
    if let Some(w) = p.words {
        what.push_str(&format!(", and a tape buffer of {w} word(s) ({} bytes) for it and its callees", w * 8));
    }
    let tape = tape.into_iter().map(|(_, s)| s).collect();
    Ok((SplitPair { primal: aug_name, reverse: rev_name, tape, replay: None }, what))
}

/// Is result `k` of function `aug` a heap buffer it allocates (or one on
/// the tape of an augmented call in it)? The reverse frees those.
fn heap_buffer(m: &Module, aug: &str, k: usize) -> bool {
    let Some(f) = m.lookup_symbol(aug) else { return false };
    let ret = m.entry_block(m.region(f, 0)).and_then(|b| m.last_op(b));
    let Some(&v) = ret.and_then(|r| m.operands(r).get(k)) else { return false };
    matches!(m.value_type(v), Type::MemRef(_) | Type::LlvmPtr { .. })
        && m.defining_op(v)
            .is_some_and(|d| m.is(d, "memref.alloc") || m.is(d, "func.call") || super::augment::calls_malloc(m, d))
}

/// Is result `k` of augmented primal `aug` memory it allocates (through selects,
/// views, and the values loops carry and branches yield), or a buffer of
/// the tape of one of its own augmented calls that is (`pairs`: the
/// pairs, by function name)?
fn own_buffer(
    m: &Module,
    pairs: &crate::hash::HashMap<String, super::augment::AugPair>,
    aug: &str,
    k: usize,
    depth: usize,
) -> bool {
    let Some(f) = m.lookup_symbol(aug).filter(|_| depth < 64) else { return false };
    let ret = m.entry_block(m.region(f, 0)).and_then(|b| m.last_op(b));
    let Some(&v) = ret.and_then(|r| m.operands(r).get(k)) else { return false };
    let mut todo = vec![v];
    let mut seen = crate::hash::HashSet::default();
    while let Some(mut v) = todo.pop() {
        if !seen.insert(v) {
            continue;
        }
        if let Some(sources) = super::augment::carried_sources(m, v) {
            for s in sources {
                match s {
                    Some(s) => todo.push(s),
                    None => return false,
                }
            }
            continue;
        }
        let Some(d) = m.defining_op(v) else { return false };
        if crate::ad::activity::VIEW_OPS.contains(&m.name(d).as_str()) || m.is(d, "llvm.getelementptr") {
            v = m.operand(d, 0);
            todo.push(v);
            continue;
        }
        if m.is(d, "memref.alloc") || crate::ad::c_memory::is_alloc(m, d) {
            continue;
        }
        // (Picked between allocations: each of them; a constant address,
        // an empty `Vec`'s, reaches nothing.)
        if m.is(d, "arith.select") || m.is(d, "llvm.select") {
            let picked = [m.operand(d, 1), m.operand(d, 2)];
            todo.extend(picked.into_iter().filter(|&p| !crate::ad::address_phis::constant_address(m, p)));
            continue;
        }
        // A pointer read from a stack slot of its own: what is stored there.
        if m.is(d, "llvm.load") || m.is(d, "memref.load") {
            let mut base = m.operand(d, 0);
            while let Some(b) = m.defining_op(base).filter(|&b| {
                m.is(b, "llvm.getelementptr") || crate::ad::activity::VIEW_OPS.contains(&m.name(b).as_str())
            }) {
                base = m.operand(b, 0);
            }
            let slot = m
                .defining_op(base)
                .filter(|&a| m.is(a, "llvm.alloca") || m.is(a, "memref.alloca") || super::augment::calls_malloc(m, a));
            match slot.and_then(|a| super::augment::slot_stores(m, a, true)) {
                Some(stored) => todo.extend(stored),
                None => return false,
            }
            continue;
        }
        let callee = m.attr(d, "callee").and_then(Attribute::as_flat_symbol);
        let inner = callee.and_then(|c| pairs.get(c)).filter(|p| Some(p.aug.as_str()) == callee);
        let at = m.results(d).iter().position(|&r| r == v);
        match (inner, at) {
            (Some(p), Some(at)) if own_buffer(m, pairs, &p.aug, at, depth + 1) => {}
            _ => return false,
        }
    }
    true
}
