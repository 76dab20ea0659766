//! `scf.forall` over memory as the `scf.parallel` it is: the execution
//! engines run it, and the AD transformations differentiate it, with the
//! `scf.parallel` code (iterations independent, no results). Constant
//! bounds and steps become `arith.constant`s before the loop; the body
//! moves over, its `scf.forall.in_parallel` replaced by an empty
//! `scf.reduce`; `mapping` (a GPU mapping) is dropped.

use crate::dialects::memref::segment_sizes_attr;
use crate::dialects::scf_forall::{bounds, Bound};
use crate::ir::Builder;
use crate::ir::{Module, OpId, OpSpec, Value};

/// The `scf.forall` ops of `m`, inner ones first.
fn foralls(m: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        m.walk_post(f, &mut |o| {
            if m.is(o, "scf.forall") {
                out.push(o);
            }
        });
    }
    out
}

/// Does `m` hold an `scf.forall`?
pub fn has_any(m: &Module) -> bool {
    !foralls(m).is_empty()
}

/// Replace every `scf.forall` of `m` by an `scf.parallel` (ops the verifier
/// accepted: no outputs, an empty `scf.forall.in_parallel`).
pub fn rewrite(m: &mut Module) {
    for op in foralls(m) {
        let Some(lists) = bounds(m, op) else { continue };
        let mut b = Builder::before(m, op);
        let mut operands: Vec<Value> = Vec::new();
        for list in &lists {
            for &x in list {
                operands.push(match x {
                    Bound::Value(v) => v,
                    Bound::Const(c) => b.const_index(c),
                });
            }
        }
        let n = lists[0].len();
        let mut spec = OpSpec::new("scf.parallel")
            .operands(&operands)
            .attr("operandSegmentSizes", segment_sizes_attr(&[n, n, n, 0]))
            .regions(1);
        spec.pos = m.op(op).pos;
        spec.loc = m.op(op).loc.clone();
        let par = m.create_op(spec);
        m.insert_op_before(op, par);
        let (from, to) = (m.region(op, 0), m.region(par, 0));
        m.take_region_blocks(from, to);
        if let Some(&body) = m.blocks(to).first() {
            if let Some(t) = m.last_op(body).filter(|&t| m.is(t, "scf.forall.in_parallel")) {
                m.erase_op(t);
            }
            let reduce = m.create_op(OpSpec::new("scf.reduce"));
            m.append_op(body, reduce);
        }
        m.erase_op(op);
    }
}
