//! `vector.gather` / `vector.scatter`: a vector of elements read from (or
//! written to) a memref at offsets an index vector gives, only where a mask
//! bit is set (MLIR 19's custom forms):
//!
//! ```text
//! %r = vector.gather %m[%i, %j][%idx], %mask, %pass : memref<?x?xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
//! vector.scatter %m[%i, %j][%idx], %mask, %v : memref<?x?xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64>
//! ```
//!
//! Lane `l` is the element at `[%i, %j + %idx[l]]`: the offsets move along
//! the innermost dimension. Operands: the memref, its indices, the index
//! vector, the mask, then the pass-through vector (gather) or the value
//! (scatter).

use super::fixed;
use super::memory::{check_mask, parse_indexed, print_indexed, resolve_indexed};
use crate::dialects::common::rty;
use crate::dialects::memref::all_index;
use crate::ir::{Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

/// Both forms: `%m[...][%idx], %mask, %last {attrs} : mt, it, kt, vt`
/// (then `into rt` for a gather).
fn parse(p: &mut Parser<'_>, st: &mut OpState, gather: bool) -> PResult<()> {
    let acc = parse_indexed(p)?;
    p.expect_punct("[")?;
    let idx = p.parse_operand()?;
    p.expect_punct("]")?;
    p.expect_punct(",")?;
    let mask = p.parse_operand()?;
    p.expect_punct(",")?;
    let last = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let mt = p.parse_colon_type()?;
    let mut ts = Vec::new();
    for _ in 0..3 {
        p.expect_punct(",")?;
        ts.push(p.parse_type()?);
    }
    resolve_indexed(p, st, &acc, &mt)?;
    st.operands.push(p.resolve(&idx, &ts[0])?);
    st.operands.push(p.resolve(&mask, &ts[1])?);
    st.operands.push(p.resolve(&last, &ts[2])?);
    if gather {
        p.expect_keyword("into")?;
        st.result_types.push(p.parse_type()?);
    }
    Ok(())
}

pub(super) fn parse_gather(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse(p, st, true)
}

pub(super) fn parse_scatter(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse(p, st, false)
}

fn print(p: &mut Printer<'_>, op: OpId, gather: bool) {
    let n = p.m.operands(op).len();
    if n < 4 || p.m.results(op).len() != usize::from(gather) {
        return p.generic_op(op);
    }
    p.w(if gather { "vector.gather " } else { "vector.scatter " });
    let ops = p.m.operands(op).to_vec();
    print_indexed(p, ops[0], &ops[1..n - 3]);
    p.w(" [");
    p.operand(ops[n - 3]);
    p.w("], ");
    p.operands(&ops[n - 2..]);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ts: Vec<Type> =
        [ops[0], ops[n - 3], ops[n - 2], ops[n - 1]].iter().map(|&v| p.m.value_type(v).clone()).collect();
    p.types(&ts);
    if gather {
        p.w(" into ");
        let r = rty(p.m, op, 0).clone();
        p.ty(&r);
    }
}

pub(super) fn print_gather(p: &mut Printer<'_>, op: OpId) {
    print(p, op, true)
}

pub(super) fn print_scatter(p: &mut Printer<'_>, op: OpId) {
    print(p, op, false)
}

/// MLIR's checks: a base of the vector's element type with one index per
/// dimension, and an index vector (of integers or indices), a mask (of
/// `i1`) and a pass-through vector or value of the vector's shape.
fn verify(m: &Module, op: OpId, gather: bool) -> Result<(), String> {
    let n = m.operands(op).len();
    if n < 4 || m.results(op).len() != usize::from(gather) {
        return Err(if gather {
            "expects a base, its indices, an index vector, a mask, a pass-through vector and one result".into()
        } else {
            "expects a base, its indices, an index vector, a mask and a value to store, and no result".into()
        });
    }
    let ops = m.operands(op);
    let vt = if gather { m.value_type(m.result(op, 0)) } else { m.value_type(ops[n - 1]) };
    let (shape, elem) = fixed(vt).ok_or_else(|| format!("expects a fixed-size vector, but got '{vt}'"))?;
    // (MLIR 19 scatters 1-D vectors only; it gathers n-D ones.)
    if !gather && shape.len() != 1 {
        return Err(format!("expects a 1-D vector to scatter, but got '{vt}'"));
    }
    let bt = m.value_type(ops[0]);
    let (rank, belem) = match bt {
        Type::MemRef(mt) => (mt.shape.len(), &mt.elem),
        Type::Tensor { shape, elem, .. } if gather => (shape.len(), &**elem),
        _ => return Err(format!("the base must be a ranked memref, but got '{bt}'")),
    };
    if belem != elem {
        return Err("base and result element type should match".into());
    }
    if n - 4 != rank {
        return Err(format!("requires {rank} indices"));
    }
    all_index(m, &ops[1..n - 3], "indices")?;
    let it = m.value_type(ops[n - 3]);
    match fixed(it) {
        Some((s, e)) if s == shape && (e.is_index() || e.int_width().is_some()) => {}
        _ => {
            return Err(format!(
                "the index vector must be a vector of integers or indices of the shape of '{vt}', but got '{it}'"
            ))
        }
    }
    check_mask(m, ops[n - 2], vt)?;
    if gather && m.value_type(ops[n - 1]) != vt {
        return Err("the pass-through vector must have the result type".into());
    }
    Ok(())
}

pub(super) fn verify_gather(m: &Module, op: OpId) -> Result<(), String> {
    verify(m, op, true)
}

pub(super) fn verify_scatter(m: &Module, op: OpId) -> Result<(), String> {
    verify(m, op, false)
}
