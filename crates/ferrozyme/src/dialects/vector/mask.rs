//! `vector.mask`: one maskable op in a region, run under a mask (MLIR 19's
//! custom form, the region's `vector.yield` of the op's results implicit):
//!
//! ```text
//! %r = vector.mask %k { vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
//! %r = vector.mask %k, %pass { vector.transfer_read ... } : vector<4xi1> -> vector<4xf64>
//! vector.mask %k { vector.transfer_write %v, %m[%i] : vector<4xf64>, memref<?xf64> } : vector<4xi1>
//! ```
//!
//! Masked-off lanes of a result take the pass-through vector's, when one
//! is given. The engines and both AD modes take transfers and reductions
//! under a mask (`rewrite::aggregates::vector_mask`).

use crate::dialects::memref::{single_block_terminator, type_list, types_of};
use crate::ir::{Module, OpId, OpSpec};
use crate::syntax::{OpState, PResult, Parser, Printer};

/// `vector.mask %k[, %pass] { op } {attrs} : mask-type [-> types]`.
pub(super) fn parse_mask(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let pass = if p.eat_punct(",")? { Some(p.parse_operand()?) } else { None };
    let r = p.parse_region(&[], false)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let kt = p.parse_colon_type()?;
    if p.eat_punct("->")? {
        st.result_types = p.parse_function_result_types()?;
    }
    st.operands.push(p.resolve(&mask, &kt)?);
    if let Some(pass) = pass {
        let Some(t) = st.result_types.first().cloned() else {
            return Err(p.error("a pass-through value needs a result type"));
        };
        st.operands.push(p.resolve(&pass, &t)?);
    }
    // The implicit terminator: a `vector.yield` of the masked op's results.
    let b = match p.m.blocks(r).last() {
        Some(&b) => b,
        None => {
            let b = p.m.create_block(&[]);
            p.m.append_block(r, b);
            b
        }
    };
    let last = p.m.last_op(b);
    if !last.is_some_and(|o| p.m.is(o, "vector.yield")) {
        let results = last.map(|o| p.m.results(o).to_vec()).unwrap_or_default();
        let y = p.m.create_op(OpSpec::new("vector.yield").operands(&results));
        p.m.append_op(b, y);
    }
    st.regions.push(r);
    Ok(())
}

pub(super) fn print_mask(p: &mut Printer<'_>, op: OpId) {
    let ops = p.m.operands(op).to_vec();
    if ops.is_empty() || ops.len() > 2 || p.m.regions(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.mask ");
    p.operands(&ops);
    p.w(" ");
    p.region(p.m.region(op, 0), false);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let kt = p.m.value_type(ops[0]).clone();
    p.ty(&kt);
    let rs = p.m.results(op).to_vec();
    if !rs.is_empty() {
        p.w(" -> ");
        if rs.len() > 1 {
            p.w("(");
        }
        p.value_types(&rs);
        if rs.len() > 1 {
            p.w(")");
        }
    }
}

/// A mask of `i1`s, a pass-through value of the result's type, and one
/// block holding at most one op and the `vector.yield` of the results.
pub(super) fn verify_mask(m: &Module, op: OpId) -> Result<(), String> {
    let ops = m.operands(op);
    if ops.is_empty() || ops.len() > 2 || m.regions(op).len() != 1 {
        return Err("expects a mask, an optional pass-through value and one region".into());
    }
    match m.value_type(ops[0]) {
        crate::ir::Type::Vector { elem, .. } if **elem == crate::ir::Type::int(1) => {}
        t => return Err(format!("the mask must be a vector of i1, but got '{t}'")),
    }
    if ops.len() == 2 {
        match m.results(op).first() {
            Some(&r) if m.value_type(r) == m.value_type(ops[1]) => {}
            _ => return Err("expects result type to match pass-through type".into()),
        }
    }
    let r = m.region(op, 0);
    let [b] = m.blocks(r) else { return Err("expects one block in its region".into()) };
    let n = m.block_ops(*b).count();
    if n > 2 {
        return Err("expects only one operation to mask".into());
    }
    if let Some(t) = single_block_terminator(m, r).filter(|&t| m.is(t, "vector.yield")) {
        let (got, want) = (types_of(m, m.operands(t)), types_of(m, m.results(op)));
        if got != want {
            return Err(format!("yields {} but the op's results are {}", type_list(&got), type_list(&want)));
        }
    } else {
        return Err("expects its region to end with vector.yield".into());
    }
    Ok(())
}

pub(super) fn verify_yield(m: &Module, op: OpId) -> Result<(), String> {
    match m.parent_op(op) {
        Some(p) if m.is(p, "vector.mask") => Ok(()),
        _ => Err("expects parent op 'vector.mask'".into()),
    }
}
