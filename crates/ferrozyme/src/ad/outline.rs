//! Moving a region-holding op (a loop to checkpoint, an `scf.while` or
//! `scf.for` to outline) into a new function: what it uses from outside
//! (the values to pass as arguments, the constant-like ops and views to
//! re-create inside instead), and the move itself for ops called in place.

use crate::hash::HashSet;
use crate::ir::{Attribute, Builder, FunctionType, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value, ValueDef};

/// Marks the functions made by `outline`: what they were (for messages).
const OUTLINED: &str = "ferrozyme.outlined";

/// What `f` was, if `outline` made it (e.g. "scf.while, in a loop,").
pub(crate) fn outlined_from(m: &Module, f: OpId) -> Option<&str> {
    match m.attr(f, OUTLINED) {
        Some(Attribute::String(s)) => Some(s.as_str()),
        _ => None,
    }
}

/// Was `f` made from a region of the function differentiated (by
/// `outline`, or a checkpointed loop's chunk)?
pub(crate) fn outlined(m: &Module, f: OpId) -> bool {
    m.attr(f, OUTLINED).is_some() || m.attr(f, crate::ad::reverse::checkpoint::CHUNK).is_some()
}

/// Is `v` defined inside `l` (by an op nested in it, or as an argument of
/// one of its blocks or of a block nested in it)?
pub(crate) fn defined_inside(m: &Module, l: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op, .. } => op == l || m.is_ancestor(l, op),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p == l || m.is_ancestor(l, p)),
        ValueDef::Undefined => false,
    }
}

/// Ops without operands that the new function re-creates instead of taking their
/// result as an argument (constants keep trip counts and indices known).
const REMATERIALIZED: [&str; 5] =
    ["arith.constant", "llvm.mlir.constant", "llvm.mlir.zero", "memref.get_global", "llvm.mlir.addressof"];

/// Is `d` re-created in the new function rather than passed to it: a constant-like
/// op, or a view (`VIEW_OPS`, `llvm.getelementptr`) of memory defined
/// outside the op (a view and its base passed as two arguments would look
/// like aliased arguments to the function's derivative, which refuses
/// those; and the base's extent is known where an interior pointer's is
/// not).
fn rematerialized(m: &Module, d: OpId) -> bool {
    REMATERIALIZED.iter().any(|n| m.is(d, n)) && m.operands(d).is_empty()
        || crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(d, n)) && m.regions(d).is_empty()
        || m.is(d, "llvm.getelementptr")
}

/// The values the regions of `l` (and, with `own`, `l` itself) use from
/// outside it, in first-use order: (the ops the new function re-creates,
/// operands before users; the values passed to it).
pub(crate) fn captures(m: &Module, l: OpId, own: bool) -> (Vec<OpId>, Vec<Value>) {
    fn take(m: &Module, v: Value, seen: &mut HashSet<Value>, remat: &mut Vec<OpId>, out: &mut Vec<Value>) {
        if !seen.insert(v) {
            return;
        }
        match m.defining_op(v).filter(|&d| rematerialized(m, d)) {
            Some(d) => {
                for &x in m.operands(d) {
                    take(m, x, seen, remat, out);
                }
                if !remat.contains(&d) {
                    remat.push(d);
                }
            }
            None => out.push(v),
        }
    }
    let mut seen = HashSet::default();
    let (mut remat, mut out) = (Vec::new(), Vec::new());
    for op in m.collect_ops(l) {
        if op == l && !own {
            continue;
        }
        for &v in m.operands(op) {
            if !defined_inside(m, l, v) {
                take(m, v, &mut seen, &mut remat, &mut out);
            }
        }
    }
    (remat, out)
}

/// Can `w` be moved into a function of its own (`outline`): one block per
/// region, results that are not memory, no captured function values?
pub(crate) fn outlinable(m: &Module, w: OpId) -> bool {
    let single = m.regions(w).iter().all(|&r| m.blocks(r).len() == 1);
    let plain_results = m.results(w).iter().all(|&r| !crate::ad::activity::is_memory(m.value_type(r)));
    let (_, caps) = captures(m, w, true);
    let passable = caps.iter().all(|&v| !matches!(m.value_type(v), Type::Function(_)));
    single && plain_results && passable
}

/// Move `w` (an op with regions and results that are not memory) into a
/// new private function named after `base` (made unique), called in its
/// place with the values it captures; `what` says what it was. The new
/// function.
pub(crate) fn outline(m: &mut Module, w: OpId, base: &str, what: &str) -> OpId {
    let (remat, mut caps) = crate::ad::outline::captures(m, w, true);
    // (Pointer memory of run-time size: its bytes are passed too.)
    let run_time = crate::ad::reverse::pointers::add_extent_captures(m, w, &mut caps);
    let results: Vec<Type> = m.results(w).iter().map(|&r| m.value_type(r).clone()).collect();
    let inputs: Vec<Type> = caps.iter().map(|&v| m.value_type(v).clone()).collect();
    let name = m.fresh_symbol_name(base);
    let (func, entry) =
        crate::dialects::func::create_func(m, &name, FunctionType { inputs, results: results.clone() }, true);
    let pos = m.op(w).pos;
    m.op_mut(func).pos = pos;
    m.set_attr(func, OUTLINED, Attribute::String(what.to_string()));
    crate::ad::reverse::pointers::mark_capture_extents(m, func, 0, &caps, &run_time);

    // The call, in place of the op.
    let call = Builder::new(m, InsertPoint::Before(w))
        .create(OpSpec::new("func.call").operands(&caps).results(&results).attr("callee", Attribute::symbol(name)));
    m.op_mut(call).pos = pos;
    for (r, c) in m.results(w).to_vec().into_iter().zip(m.results(call).to_vec()) {
        m.replace_all_uses(r, c);
    }

    // The op, in the function: captured values are its arguments,
    // constants and views re-created before it.
    m.detach_op(w);
    m.append_op(entry, w);
    let args: Vec<Value> = m.block_args(entry).to_vec();
    let mut map = IrMap::new();
    for (&c, &a) in caps.iter().zip(&args) {
        m.replace_uses_where(c, a, |m, op| op == w || m.is_ancestor(w, op));
        map.map_value(c, a);
    }
    for &d in &remat {
        let copy = m.clone_op(d, &mut map);
        m.insert_op_before(w, copy);
        for r in m.results(d).to_vec() {
            let c = map.lookup(r);
            m.replace_uses_where(r, c, |m, op| op == w || m.is_ancestor(w, op));
        }
    }
    let outs = m.results(w).to_vec();
    Builder::new(m, InsertPoint::End(entry)).create(OpSpec::new("func.return").operands(&outs));
    func
}
