//! Loops and branches in reverse mode (the re-execution of an iteration
//! lives in `recompute`).
//!
//! A loop that carries derivatives is *instrumented* where it runs forward:
//! before it, its trip count `n` is computed and one buffer of `n` entries
//! is allocated per loop-carried value and per load of written memory at the
//! top level of its body; each iteration stores them at its index. Loads of
//! written memory in loops nested at any depth get one buffer entry per
//! iteration of the whole nest (`record_nested`). The
//! reverse loop runs `n` times backwards: it reloads those records,
//! re-executes the rest of the iteration's pure ops (loads of memory nobody
//! writes are simply redone), instruments and records any inner loop as it
//! re-executes it, and then runs the iteration's adjoint. Adjoints of
//! values defined outside the loop travel as loop-carried values.
//! `scf.if` re-executes the taken branch's pure ops in a reverse `scf.if` on
//! the same condition.

use crate::hash::HashMap;

use super::recompute::recompute;
use super::sweep::Rev;
use super::{err, zero};
use crate::ad::activity::is_float;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// What an instrumented loop recorded.
#[derive(Clone, Debug)]
pub(super) struct LoopCache {
    pub n: Value,
    pub lb: Value,
    pub step: Value,
    /// Index type of the loop (index or an integer type).
    pub iv_ty: Type,
    /// One buffer per loop-carried value (all of them, floats and integers).
    pub iters: Vec<Value>,
    /// Buffers of recorded loads, by primal load op.
    pub loads: HashMap<OpId, Value>,
    /// Recorded results, by op: of calls that write memory (not
    /// re-executed), and of inner loops (re-executed only when their own
    /// adjoint needs records; their results come from here).
    pub call_results: HashMap<OpId, Vec<Value>>,
    /// Every buffer allocated for the records (freed after the reverse loop).
    pub buffers: Vec<Value>,
    /// The stream of records of nested loops whose trip counts are known
    /// only when they start (`nest_stream`; closed after the reverse loop).
    pub stream: Option<Value>,
    /// The loop instrumented, and the iteration index its records are stored at.
    pub fwd: OpId,
    pub k: Value,
}

pub(super) fn op(m: &mut Module, ip: InsertPoint, name: &str, args: &[Value], ty: Type) -> Value {
    Builder::new(m, ip).value(OpSpec::new(name).operands(args).result(ty))
}

pub(super) fn cidx(m: &mut Module, ip: InsertPoint, v: i64) -> Value {
    Builder::new(m, ip).const_index(v)
}

/// `v` as an index (from an integer loop bound).
fn to_index(m: &mut Module, ip: InsertPoint, v: Value) -> Value {
    if m.value_type(v).is_index() {
        v
    } else {
        op(m, ip, "arith.index_cast", &[v], Type::Index)
    }
}

/// The trip count of `scf.for` `lp` at `ip`: max(0, ceildiv(ub - lb, step)), as an index.
pub(super) fn trip_count(m: &mut Module, ip: InsertPoint, lp: OpId) -> Value {
    let (lb, ub, step) = (m.operand(lp, 0), m.operand(lp, 1), m.operand(lp, 2));
    super::nest_bounds::trip_from(m, ip, lb, ub, step)
}

/// A record buffer of `n` entries of type `ty`, allocated at `at` (a
/// pointer is recorded as an `i64`: a memref cannot hold pointers).
pub(super) fn record_buffer(m: &mut Module, at: InsertPoint, n: Value, ty: Type) -> Value {
    let ty = if ty.is_llvm_ptr() { Type::i64() } else { ty };
    Builder::new(m, at).value(
        OpSpec::new("memref.alloc")
            .operands(&[n])
            .attr("operandSegmentSizes", seg(&[1, 0]))
            .result(Type::memref(vec![Dim::Dynamic], ty)),
    )
}

/// Store `v` into record `buf` at `idx` (a pointer as its address).
pub(super) fn store_record(m: &mut Module, ip: InsertPoint, v: Value, buf: Value, idx: &[Value]) -> OpId {
    let v = match m.value_type(v).is_llvm_ptr() {
        true => Builder::new(m, ip).value(OpSpec::new("llvm.ptrtoint").operands(&[v]).result(Type::i64())),
        false => v,
    };
    Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[v, buf]).operands(idx))
}

/// Entry `idx` of record `buf`, as a `ty` (a pointer from its address).
pub(super) fn load_record(m: &mut Module, ip: InsertPoint, buf: Value, idx: &[Value], ty: &Type) -> Value {
    let rt = if ty.is_llvm_ptr() { Type::i64() } else { ty.clone() };
    let v = Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[buf]).operands(idx).result(rt));
    match ty.is_llvm_ptr() {
        true => Builder::new(m, ip).value(OpSpec::new("llvm.inttoptr").operands(&[v]).result(ty.clone())),
        false => v,
    }
}

/// Record the (single) result of `o` per iteration: a buffer of `n`
/// entries allocated at `before`, entry `k` stored right after `o`.
pub(super) fn record_result(
    m: &mut Module,
    before: InsertPoint,
    n: Value,
    o: OpId,
    k: Value,
    why: String,
) -> Result<Value, Diagnostic> {
    let r = m.result(o, 0);
    let ty = m.value_type(r).clone();
    let buf = record_buffer(m, before, n, ty);
    let after = match m.next_op(o) {
        Some(x) => InsertPoint::Before(x),
        None => InsertPoint::End(m.op_parent(o).ok_or_else(|| err(m, o, "a detached op"))?),
    };
    store_record(m, after, r, buf, &[k]);
    tag(m, buf, why);
    Ok(buf)
}

/// Fill a memref with zeros (shadow memory starts at zero).
pub(crate) fn zero_fill(m: &mut Module, ip: InsertPoint, mem: Value) -> Result<(), Diagnostic> {
    let Type::MemRef(mt) = m.value_type(mem).clone() else { return Ok(()) };
    let mut sizes = Vec::new();
    for (i, d) in mt.shape.iter().enumerate() {
        sizes.push(match d {
            Dim::Static(n) => cidx(m, ip, *n),
            Dim::Dynamic => {
                let c = cidx(m, ip, i as i64);
                op(m, ip, "memref.dim", &[mem, c], Type::Index)
            }
        });
    }
    let z = zero(m, ip, &mt.elem);
    let (cur, ivs) = index_nest(m, ip, &sizes);
    Builder::new(m, cur).create(OpSpec::new("memref.store").operands(&[z, mem]).operands(&ivs));
    Ok(())
}

/// A nest of `scf.for` loops from 0 to each of `sizes` at `ip`: the
/// insertion point inside the innermost body and the induction variables.
pub(super) fn index_nest(m: &mut Module, ip: InsertPoint, sizes: &[Value]) -> (InsertPoint, Vec<Value>) {
    let mut cur = ip;
    let mut ivs = Vec::new();
    for &s in sizes {
        let (c0, c1) = (cidx(m, cur, 0), cidx(m, cur, 1));
        let l = Builder::new(m, cur).create(OpSpec::new("scf.for").operands(&[c0, s, c1]).regions(1));
        let b = m.create_block(&[Type::Index]);
        let r = m.region(l, 0);
        m.append_block(r, b);
        let y = m.create_op(OpSpec::new("scf.yield"));
        m.append_op(b, y);
        ivs.push(m.block_arg(b, 0));
        cur = InsertPoint::Before(y);
    }
    (cur, ivs)
}

/// Instrument `lp` (a loop in the function, forward or re-executed) with
/// records. `orig_of_value` maps values of `lp` back to the primal loop's
/// values when `lp` is a re-executed copy (empty when `lp` is the primal).
pub(super) fn instrument_loop(
    rev: &mut Rev<'_>,
    m: &mut Module,
    lp: OpId,
    orig: &HashMap<Value, Value>,
) -> Result<LoopCache, Diagnostic> {
    let before = InsertPoint::Before(lp);
    // (Before any record is added: see the transcendental records below.)
    // Loops re-executed inside a reverse loop (`orig` not empty) would
    // allocate their records once per outer iteration: not worth it.
    let runs_anyway = orig.is_empty()
        && (rev.returns_primal
            || m.collect_ops(lp).into_iter().any(|o| {
                o != lp
                    && m.regions(o).is_empty()
                    && !m.is(o, "scf.yield")
                    && !m.is(o, "memref.load")
                    && !m.is(o, "llvm.load")
                    && !crate::dialects::traits(m, o).is_pure()
            }));
    let (lb, step) = (m.operand(lp, 0), m.operand(lp, 2));
    let iv_ty = m.value_type(lb).clone();
    let n = trip_count(m, before, lp);
    let body = m.entry_block(m.region(lp, 0)).ok_or_else(|| err(m, lp, "has no body"))?;
    let first = m.first_op(body).ok_or_else(|| err(m, lp, "has an empty body"))?;
    let at_start = InsertPoint::Before(first);
    let k = iteration_number(m, at_start, lp);
    let mut buffers = Vec::new();
    let mut iters = Vec::new();
    let carried: Vec<Value> = m.block_args(body)[1..].to_vec();
    for (ci, a) in carried.into_iter().enumerate() {
        let ty = m.value_type(a).clone();
        // (Pointers too, as integers; their shadows are carried along,
        // `loop_pointers`.)
        if !matches!(ty, Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::Index | Type::LlvmPtr { .. })
            && !ty.is_signless_int()
        {
            return Err(err(m, lp, format!("reverse mode: loop-carried values of type '{ty}' are not supported yet")));
        }
        let buf = record_buffer(m, before, n, ty);
        store_record(m, at_start, a, buf, &[k]);
        let why = format!("loop-carried value #{ci} of the loop at {}, one entry per iteration", at(m, lp));
        tag(m, buf, why);
        buffers.push(buf);
        iters.push(buf);
    }
    let mut loads = HashMap::default();
    // Loads at the top level of the body, and in its scf.if branches.
    let candidates = ops_through_branches(m, body);
    for o in candidates {
        let reads = ["memref.load", "llvm.load", "func.call", "llvm.call"];
        if !reads.contains(&m.name(o).as_str()) || m.results(o).len() != 1 {
            continue;
        }
        let r = m.result(o, 0);
        let or = orig.get(&r).copied().unwrap_or(r);
        let Some(orig_op) = m.defining_op(or) else { continue };
        // (A copy's read of a record stands for the primal op it records:
        // only loads, and calls reading memory, of the primal are recorded.)
        if !rev.records_read(m, orig_op) {
            continue;
        }
        // (A copy's loads recorded for the whole nest are read from there.)
        if !orig.is_empty() && rev.nested_records.contains_key(&orig_op) {
            continue;
        }
        let why = format!(
            "{} at {} of memory the function writes (it may change before the adjoint), one entry per iteration of the loop at {}",
            recorded_what(m, orig_op),
            at(m, orig_op),
            at(m, lp)
        );
        let buf = record_result(m, before, n, o, k, why)?;
        buffers.push(buf);
        loads.insert(orig_op, buf);
    }
    // Transcendental functions of values that change per iteration: recorded
    // rather than recomputed by the reverse loop (a store and a load cost
    // far less than a libm call); records the adjoint never reads are
    // erased by `cleanup`. Only when the forward loop runs anyway (the
    // derivative returns primal results, or the loop has side effects): a
    // loop kept only for its records would cost more than it saves.
    for o in m.block_ops(body).collect::<Vec<_>>() {
        if !runs_anyway {
            break;
        }
        if !EXPENSIVE.contains(&m.name(o).as_str()) || m.results(o).len() != 1 {
            continue;
        }
        let r = m.result(o, 0);
        let varies = m.operands(o).iter().any(|&v| defined_in(m, lp, v));
        let or = orig.get(&r).copied().unwrap_or(r);
        let Some(orig_op) = m.defining_op(or) else { continue };
        if !varies || !is_scalar(m.value_type(r)) || loads.contains_key(&orig_op) {
            continue;
        }
        let why = format!(
            "result of '{}' at {} (cheaper to record than to recompute), one entry per iteration of the loop at {}",
            m.name(o).as_str(),
            at(m, orig_op),
            at(m, lp)
        );
        let buf = record_result(m, before, n, o, k, why)?;
        buffers.push(buf);
        loads.insert(orig_op, buf);
    }
    // Calls that write memory (augmented primals included) are not
    // re-executed: their results are recorded (in the body and its
    // branches).
    let mut call_results = HashMap::default();
    for o in ops_through_branches(m, body) {
        if !rev.recorded_call(m, o) {
            continue;
        }
        let after = match m.next_op(o) {
            Some(x) => InsertPoint::Before(x),
            None => InsertPoint::End(m.op_parent(o).ok_or_else(|| err(m, o, "a detached call"))?),
        };
        let mut bufs = Vec::new();
        for r in m.results(o).to_vec() {
            let ty = m.value_type(r).clone();
            // (The buffers on an augmented primal's tape: their descriptors.)
            let buffer = rev.augmented.contains_key(&o) && is_tape_buffer(&ty);
            if !(is_float(&ty) || ty.is_index() || ty.is_signless_int() || buffer) {
                return Err(err(
                    m,
                    o,
                    format!(
                        "reverse mode: a call in a loop that writes memory and returns '{ty}' is not supported yet"
                    ),
                ));
            }
            let buf = record_buffer(m, before, n, ty);
            Builder::new(m, after).create(OpSpec::new("memref.store").operands(&[r, buf, k]));
            let why = format!(
                "result of the call at {} (it writes memory, so it is not re-executed), one entry per iteration",
                at(m, o)
            );
            tag(m, buf, why);
            buffers.push(buf);
            bufs.push(buf);
        }
        let key = orig.get(&m.result(o, 0)).and_then(|&v| m.defining_op(v)).unwrap_or(o);
        call_results.insert(key, bufs);
    }
    // Inner loops' float results: recorded, so that the reverse of an
    // iteration need not run an inner loop again just for its results.
    for o in m.block_ops(body).collect::<Vec<_>>() {
        if !m.is(o, "scf.for") || is_snapshot_copy(m, o) || m.results(o).is_empty() {
            continue;
        }
        let rs = m.results(o).to_vec();
        let primal = |v: Value| orig.get(&v).copied().unwrap_or(v);
        if !rs.iter().all(|&r| is_scalar(m.value_type(r))) || !rs.iter().any(|&r| rev.act.varied.contains(&primal(r))) {
            continue;
        }
        // (Recorded for the whole nest by `record_nested`: read from there.)
        if m.defining_op(primal(rs[0])).is_some_and(|p| rev.nested_results.contains_key(&p)) {
            continue;
        }
        let after = match m.next_op(o) {
            Some(x) => InsertPoint::Before(x),
            None => InsertPoint::End(body),
        };
        let mut bufs = Vec::new();
        for (i, &r) in rs.iter().enumerate() {
            let ty = m.value_type(r).clone();
            let buf = record_buffer(m, before, n, ty);
            Builder::new(m, after).create(OpSpec::new("memref.store").operands(&[r, buf, k]));
            let why = format!(
                "result #{i} of the inner loop at {}, one entry per iteration of the loop at {}",
                at(m, o),
                at(m, lp)
            );
            tag(m, buf, why);
            buffers.push(buf);
            bufs.push(buf);
        }
        let key = m.defining_op(primal(rs[0])).unwrap_or(o);
        call_results.insert(key, bufs);
    }
    // Primal instrumentation only: calls get per-iteration snapshots; in
    // nested loops, so do loads of written memory (`record_nested`).
    let mut stream = None;
    if orig.is_empty() {
        buffers.extend(rev.snapshot_calls_in_loop(m, lp, n, k, None)?);
        // Memory its nested loops only read: copied per iteration (before
        // their loads are recorded, which these copies replace).
        rev.snapshot_read_memory(m, lp, body, n, k, &mut buffers)?;
        // Loads of written memory and calls needing snapshots in nested
        // loops, at any depth.
        stream = super::nest_records::record_loop_nest(rev, m, lp, body, (k, n), &mut buffers, runs_anyway)?;
    }
    Ok(LoopCache { n, lb, step, iv_ty, iters, loads, call_results, buffers, stream, fwd: lp, k })
}

/// Is `v` defined inside loop `lp` (by an op in it, or a block argument of it)?
pub(super) fn defined_in(m: &Module, lp: OpId, v: Value) -> bool {
    match m.value_def(v) {
        crate::ir::ValueDef::Result { op, .. } => m.is_ancestor(lp, op),
        crate::ir::ValueDef::BlockArg { block, .. } => {
            m.block_parent_op(block).is_some_and(|p| p == lp || m.is_ancestor(lp, p))
        }
        crate::ir::ValueDef::Undefined => false,
    }
}

/// The ops of `block` and, for each `scf.if` in it, the ops of its
/// branches reached through `scf.if`s only (not the `scf.if`s themselves):
/// what runs in an iteration of a loop whose body is `block`.
pub(super) fn ops_through_branches(m: &Module, block: crate::ir::BlockId) -> Vec<OpId> {
    let mut out = Vec::new();
    for o in m.block_ops(block) {
        if m.is(o, "scf.if") {
            out.extend(m.collect_ops(o).into_iter().filter(|&x| x != o && in_if_chain(m, x, o)));
        } else {
            out.push(o);
        }
    }
    out
}

/// Is `o` nested in `top` (an `scf.if`) through `scf.if` branches only?
pub(super) fn in_if_chain(m: &Module, o: OpId, top: OpId) -> bool {
    let mut p = m.parent_op(o);
    while let Some(x) = p {
        if !m.is(x, "scf.if") {
            return false;
        }
        if x == top {
            return true;
        }
        p = m.parent_op(x);
    }
    false
}

/// Attribute naming why a buffer is on the tape (read back for `--remarks=tape`).
pub(super) const TAPE_NOTE: &str = "ferrozyme.tape";

/// Note on the allocation of `buf` why it is on the tape.
pub(super) fn tag(m: &mut Module, buf: Value, why: String) {
    if let Some(d) = m.defining_op(buf) {
        m.set_attr(d, TAPE_NOTE, Attribute::String(why));
    }
}

pub(super) fn at(m: &Module, op: OpId) -> String {
    crate::exec::error::op_location(m, op).unwrap_or_else(|| "?".into())
}

/// A loop copying call memory to or from a snapshot (see `calls`).
pub(super) fn is_snapshot_copy(m: &Module, op: OpId) -> bool {
    m.attr(op, super::calls::SNAPSHOT_COPY).is_some()
}

/// Ops whose results a loop records instead of recomputing them in the
/// reverse loop: calls into libm.
pub(super) const EXPENSIVE: &[&str] = &[
    "math.sin",
    "math.cos",
    "math.tan",
    "math.asin",
    "math.acos",
    "math.atan",
    "math.atan2",
    "math.sinh",
    "math.cosh",
    "math.tanh",
    "math.asinh",
    "math.acosh",
    "math.atanh",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.powf",
    "math.erf",
    "math.erfc",
    "math.cbrt",
];

/// How a remark names a recorded op that reads written memory.
pub(super) fn recorded_what(m: &Module, o: OpId) -> &'static str {
    if m.is(o, "memref.load") || m.is(o, "llvm.load") {
        "load"
    } else {
        "result of the call"
    }
}

/// A buffer on a pair's tape that a loop can keep per iteration, as an
/// element of a memref of memrefs: a ranked memref of scalars.
pub(super) fn is_tape_buffer(t: &Type) -> bool {
    matches!(crate::exec::ScalarType::element(t), Some(crate::exec::ScalarType::Desc(_)))
}

/// Types recorded per iteration: floats, integers, `index`.
pub(super) fn is_scalar(t: &Type) -> bool {
    is_float(t) || t.is_index() || t.is_signless_int()
}

/// The iteration number `(iv - lb) / step` of loop `lp`, at `at` in its
/// body (`iv` itself for a loop from 0 by 1: a division per iteration is
/// no small cost in an inner loop).
pub(super) fn iteration_number(m: &mut Module, at: InsertPoint, lp: OpId) -> Value {
    let Some(ib) = m.entry_block(m.region(lp, 0)) else { return cidx(m, at, 0) };
    let iv = m.block_arg(ib, 0);
    let (lb, step) = (m.operand(lp, 0), m.operand(lp, 2));
    let mut off = to_index(m, at, iv);
    if m.int_constant(lb) != Some(0) {
        let lbi = to_index(m, at, lb);
        off = op(m, at, "arith.subi", &[off, lbi], Type::Index);
    }
    if m.int_constant(step) == Some(1) {
        return off;
    }
    let sti = to_index(m, at, step);
    op(m, at, "arith.divsi", &[off, sti], Type::Index)
}

pub(crate) fn seg(sizes: &[i32]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i32(),
        values: sizes.iter().map(|&s| crate::ir::DenseElem::Int(s as i128)).collect(),
    }
}

/// Float values defined outside `region_op` and used (at any depth) inside it
/// that carry derivatives: their adjoints cross the reverse region.
pub(super) fn outer_active_values(rev: &Rev<'_>, m: &Module, region_op: OpId) -> Vec<Value> {
    let mut seen = crate::hash::HashSet::default();
    let mut out = Vec::new();
    for o in m.collect_ops(region_op) {
        if o == region_op {
            continue;
        }
        for &v in m.operands(o) {
            let inside = match m.value_def(v) {
                crate::ir::ValueDef::Result { op, .. } => m.is_ancestor(region_op, op),
                crate::ir::ValueDef::BlockArg { block, .. } => {
                    m.block_parent_op(block).is_some_and(|p| p == region_op || m.is_ancestor(region_op, p))
                }
                _ => false,
            };
            if !inside && is_float(m.value_type(v)) && rev.act.varied.contains(&v) && seen.insert(v) {
                out.push(v);
            }
        }
    }
    out
}

/// The reverse of loop `lp` (primal), given its records.
pub(super) fn reverse_loop(
    rev: &mut Rev<'_>,
    m: &mut Module,
    ip: InsertPoint,
    lp: OpId,
    c: LoopCache,
    vmap: &IrMap,
) -> Result<(), Diagnostic> {
    let body = m.entry_block(m.region(lp, 0)).ok_or_else(|| err(m, lp, "has no body"))?;
    let n_iter = m.results(lp).len();
    let carried_iters: Vec<usize> = (0..n_iter)
        .filter(|&i| rev.act.varied.contains(&m.block_arg(body, i + 1)) || rev.act.varied.contains(&m.result(lp, i)))
        .collect();
    let outer = outer_active_values(rev, m, lp);
    // Initial carried adjoints.
    let mut init = Vec::new();
    let mut tys = Vec::new();
    for &i in &carried_iters {
        let r = m.result(lp, i);
        let ty = m.value_type(r).clone();
        init.push(match rev.adj.get(&r) {
            Some(&a) => a,
            None => zero(m, ip, &ty),
        });
        tys.push(ty);
    }
    for &o in &outer {
        let ty = m.value_type(o).clone();
        init.push(match rev.adj.get(&o) {
            Some(&a) => a,
            None => zero(m, ip, &ty),
        });
        tys.push(ty);
    }
    let (c0, c1) = (cidx(m, ip, 0), cidx(m, ip, 1));
    let rl = Builder::new(m, ip)
        .create(OpSpec::new("scf.for").operands(&[c0, c.n, c1]).operands(&init).results(&tys).regions(1));
    let mut block_tys = vec![Type::Index];
    block_tys.extend(tys.iter().cloned());
    let rb = m.create_block(&block_tys);
    let rr = m.region(rl, 0);
    m.append_block(rr, rb);
    let yield_op = m.create_op(OpSpec::new("scf.yield"));
    m.append_op(rb, yield_op);
    let bip = InsertPoint::Before(yield_op);
    // k = n - 1 - j; iv = lb + k * step
    let j = m.block_arg(rb, 0);
    let nm1 = op(m, bip, "arith.subi", &[c.n, c1], Type::Index);
    let k = op(m, bip, "arith.subi", &[nm1, j], Type::Index);
    let lbi = to_index(m, bip, c.lb);
    let sti = to_index(m, bip, c.step);
    let ks = op(m, bip, "arith.muli", &[k, sti], Type::Index);
    let ivi = op(m, bip, "arith.addi", &[lbi, ks], Type::Index);
    let iv = if c.iv_ty.is_index() { ivi } else { op(m, bip, "arith.index_cast", &[ivi], c.iv_ty.clone()) };
    let fwd_ops = m.operands(c.fwd);
    rev.loop_pairs.push(super::fuse::LoopPair {
        primal: lp,
        fwd: c.fwd,
        fwd_k: c.k,
        rev: rl,
        bounds: [fwd_ops[0], fwd_ops[1], fwd_ops[2]],
        j,
        k,
        iv,
    });
    let mut bmap = vmap.clone();
    bmap.map_value(m.block_arg(body, 0), iv);
    for (i, &buf) in c.iters.iter().enumerate() {
        let a = m.block_arg(body, i + 1);
        let ty = m.value_type(a).clone();
        let v = load_record(m, bip, buf, &[k], &ty);
        bmap.map_value(a, v);
    }
    // (The shadows carried next to pointers are theirs.)
    for (i, si) in rev.carried_shadows.get(&lp).map(|c| c.before.clone()).unwrap_or_default() {
        let s = bmap.lookup(m.block_arg(body, si));
        rev.shadow.insert(m.block_arg(body, i), s);
    }
    rev.record_ctx.push((c.loads.clone(), k));
    rev.call_record_ctx.push((c.call_results.clone(), k));
    rev.iteration_frees.push(Vec::new());
    // The linear index of this iteration in its loop nest (for the records
    // of loads in nested loops), from the enclosing loop's.
    let nested_index = match rev.nest_steps.get(&lp).copied() {
        Some(step) => {
            let parent = std::iter::successors(m.parent_op(lp), |&p| m.parent_op(p)).find(|&p| m.is(p, "scf.for"));
            let outer = parent.and_then(|p| rev.nested_index.get(&p).copied());
            step.index(m, bip, outer, k, &bmap)
        }
        None => Some(k),
    };
    if let Some(x) = nested_index {
        rev.nested_index.insert(lp, x);
    }
    rev.iter_index.insert(lp, k);
    recompute(rev, m, bip, body, &mut bmap, &c.loads, &c.call_results, Some(k))?;
    // Adjoints: saved outer ones, then the carried ones enter the body.
    let saved = rev.adj.clone();
    let term = m.last_op(body).ok_or_else(|| err(m, lp, "has no terminator"))?;
    let yields = m.operands(term).to_vec();
    // Outer adjoints first: a yield may pass an outer value through.
    for (slot, &o) in outer.iter().enumerate() {
        rev.adj.insert(o, m.block_arg(rb, 1 + carried_iters.len() + slot));
    }
    for &i in &carried_iters {
        rev.adj.remove(&m.block_arg(body, i + 1));
    }
    for (slot, &i) in carried_iters.iter().enumerate() {
        let a = m.block_arg(rb, 1 + slot);
        if rev.act.varied.contains(&yields[i]) {
            rev.accumulate(m, bip, yields[i], a);
        }
    }
    let body_ops: Vec<OpId> = m.block_ops(body).collect();
    rev.reverse_ops(m, bip, &body_ops[..body_ops.len() - 1], &bmap)?;
    rev.iter_index.remove(&lp);
    rev.nested_index.remove(&lp);
    rev.record_ctx.pop();
    rev.call_record_ctx.pop();
    for t in rev.iteration_frees.pop().unwrap_or_default() {
        super::pointers::release(m, bip, t);
    }
    let mut outs = Vec::new();
    for &i in &carried_iters {
        let a = m.block_arg(body, i + 1);
        let ty = m.value_type(a).clone();
        outs.push(match rev.adj.get(&a) {
            Some(&x) => x,
            None => zero(m, bip, &ty),
        });
    }
    for &o in &outer {
        let ty = m.value_type(o).clone();
        outs.push(match rev.adj.get(&o) {
            Some(&x) => x,
            None => zero(m, bip, &ty),
        });
    }
    m.set_plain_operands(yield_op, &outs);
    // Back outside: the records are done with; body adjoints are gone;
    // carried results flow out.
    for &b in &c.buffers {
        Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[b]));
    }
    if let Some(cell) = c.stream {
        super::nest_stream::close(m, ip, cell);
    }
    rev.adj = saved;
    // Outer values' adjoints come out whole (they went in as initial
    // values); an initial carried value may be one of them, so its
    // adjoint is added on top, not overwritten.
    for (slot, &o) in outer.iter().enumerate() {
        let r = m.result(rl, carried_iters.len() + slot);
        rev.adj.insert(o, r);
    }
    for (slot, &i) in carried_iters.iter().enumerate() {
        let init_v = m.operand(lp, 3 + i);
        let r = m.result(rl, slot);
        if rev.act.varied.contains(&init_v) {
            rev.accumulate(m, ip, init_v, r);
        }
    }
    Ok(())
}

/// Refuse active memory allocated directly in `region` (a branch at the
/// top level of the function) that is not a temporary of the branch
/// (`sweep::stays_in_iteration`): its reverse would make it again.
fn branch_temps_only(rev: &Rev<'_>, m: &Module, region: crate::ir::RegionId) -> Result<(), Diagnostic> {
    let Some(b) = m.entry_block(region) else { return Ok(()) };
    for o in m.block_ops(b) {
        if (m.is(o, "memref.alloc") || m.is(o, "memref.alloca"))
            && rev.active(m, m.result(o, 0))
            && !super::sweep::stays_in_iteration(m, m.result(o, 0))
        {
            return Err(err(m, o, "reverse mode: allocating active memory inside a branch is not supported yet (only a temporary of the branch: loaded, stored or viewed, and freed there)"));
        }
    }
    Ok(())
}

/// The reverse of `scf.if`: a reverse `scf.if` on the same condition that
/// re-executes the branch's pure ops and runs their adjoint; adjoints of
/// outer values come out as its results.
pub(super) fn reverse_if(
    rev: &mut Rev<'_>,
    m: &mut Module,
    ip: InsertPoint,
    iff: OpId,
    vmap: &IrMap,
) -> Result<(), Diagnostic> {
    let touches = m
        .collect_ops(iff)
        .iter()
        .any(|&o| m.operands(o).iter().chain(m.results(o)).any(|&v| rev.active(m, v) || rev.shadow.contains_key(&v)));
    if !touches {
        return Ok(());
    }
    let outer = outer_active_values(rev, m, iff);
    let tys: Vec<Type> = outer.iter().map(|&o| m.value_type(o).clone()).collect();
    let cond = vmap.lookup(m.operand(iff, 0));
    let ri = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[cond]).results(&tys).regions(2));
    let saved = rev.adj.clone();
    let results: Vec<Value> = m.results(iff).to_vec();
    for region_index in 0..2 {
        let src = m.region(iff, region_index);
        let dst = m.region(ri, region_index);
        let b = m.create_block(&[]);
        m.append_block(dst, b);
        let y = m.create_op(OpSpec::new("scf.yield"));
        m.append_op(b, y);
        let bip = InsertPoint::Before(y);
        rev.adj = saved.clone();
        let mut bmap = vmap.clone();
        for (&v, &r) in &rev.if_records {
            if m.defining_op(v).and_then(|d| m.parent_op(d)) == Some(iff) {
                bmap.map_value(v, vmap.lookup(r));
            }
        }
        // What the branch re-creates (records of an scf.while in a loop's
        // reverse iteration, temporaries) is freed at the end of the branch.
        // (At the top level, only temporaries of the branch are made again:
        // other memory allocated there would need its forward shadow.)
        if rev.iteration_frees.is_empty() {
            branch_temps_only(rev, m, src)?;
        }
        rev.iteration_frees.push(Vec::new());
        if let Some(sb) = m.entry_block(src) {
            recompute(rev, m, bip, sb, &mut bmap, &HashMap::default(), &HashMap::default(), None)?;
            let term = m.last_op(sb).ok_or_else(|| err(m, iff, "has a branch without terminator"))?;
            let yields = m.operands(term).to_vec();
            for (i, &r) in results.iter().enumerate() {
                if let Some(&a) = saved.get(&r) {
                    if rev.act.varied.contains(&yields[i]) {
                        rev.accumulate(m, bip, yields[i], a);
                    }
                }
            }
            let ops: Vec<OpId> = m.block_ops(sb).collect();
            rev.reverse_ops(m, bip, &ops[..ops.len() - 1], &bmap)?;
        }
        for t in rev.iteration_frees.pop().unwrap_or_default() {
            super::pointers::release(m, bip, t);
        }
        let mut outs = Vec::new();
        for &o in &outer {
            let ty = m.value_type(o).clone();
            outs.push(match rev.adj.get(&o) {
                Some(&x) => x,
                None => zero(m, bip, &ty),
            });
        }
        m.set_plain_operands(y, &outs);
    }
    rev.adj = saved;
    for (slot, &o) in outer.iter().enumerate() {
        rev.adj.insert(o, m.result(ri, slot));
    }
    Ok(())
}
