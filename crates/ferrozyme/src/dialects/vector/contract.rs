//! `vector.contract`: a generalized matrix product over an iteration space
//! whose dimensions are `parallel` (kept in the result) or `reduction`
//! (summed), with an indexing map per operand. Parsed, printed (the custom
//! form writes iterator types as strings, the generic form as
//! `#vector.iterator_type<...>`) and verified here; `Contraction` gives
//! the iteration space for the rule that splits it into scalars.

use super::*;
use crate::dialects::affine::map::{Expr, Map};

/// The iteration space of a contraction: each dimension's size and
/// whether it is reduced, and which dimensions index each operand.
#[derive(Clone, Debug)]
pub struct Contraction {
    pub sizes: Vec<i64>,
    pub reduction: Vec<bool>,
    /// Iteration dimension of each dimension of lhs, rhs and acc.
    pub lhs: Vec<usize>,
    pub rhs: Vec<usize>,
    pub acc: Vec<usize>,
}

fn iterator_kinds(m: &Module, op: OpId) -> Result<Vec<bool>, String> {
    let Some(Attribute::Array(its)) = m.attr(op, "iterator_types") else {
        return Err("expects an 'iterator_types' array".into());
    };
    its.iter()
        .map(|a| match a {
            Attribute::Opaque { text, .. } if text == "vector.iterator_type<reduction>" => Ok(true),
            Attribute::Opaque { text, .. } if text == "vector.iterator_type<parallel>" => Ok(false),
            a => Err(format!("unknown iterator type {a}")),
        })
        .collect()
}

/// The dims a map's results name (each must be a plain dimension).
fn dims_of(map: &Map, n: usize) -> Result<Vec<usize>, String> {
    if map.dims != n || map.syms != 0 {
        return Err(format!("expected indexing maps over {n} dimensions and no symbols"));
    }
    map.results
        .iter()
        .map(|e| match e {
            Expr::Dim(d) => Ok(*d),
            _ => Err("expected indexing maps whose results are dimensions".into()),
        })
        .collect()
}

impl Contraction {
    pub fn of(m: &Module, op: OpId) -> Result<Contraction, String> {
        let reduction = iterator_kinds(m, op)?;
        let n = reduction.len();
        let Some(Attribute::Array(maps)) = m.attr(op, "indexing_maps") else {
            return Err("expects an 'indexing_maps' array".into());
        };
        if maps.len() != 3 {
            return Err("expected an indexing map for each vector operand".into());
        }
        if !reduction.contains(&true) {
            return Err("expected at least one contracting dimension pair".into());
        }
        let mut idx = Vec::new();
        for a in maps {
            let Attribute::Raw(text) = a else { return Err("expected affine maps in 'indexing_maps'".into()) };
            let map = Map::parse(text).map_err(|e| format!("invalid indexing map: {e}"))?;
            idx.push(dims_of(&map, n)?);
        }
        let mut sizes = vec![-1i64; n];
        for (k, dims) in idx.iter().enumerate() {
            let t = m.value_type(m.operand(op, k));
            let shape = fixed(t).map(|(s, _)| s.to_vec()).unwrap_or_default();
            if shape.len() != dims.len() {
                return Err(format!("expected indexing map {k} to have {} results for '{t}'", shape.len()));
            }
            for (&d, &s) in dims.iter().zip(&shape) {
                if sizes[d] != -1 && sizes[d] != s {
                    return Err(format!("dimension {d} has sizes {} and {s} in different operands", sizes[d]));
                }
                sizes[d] = s;
            }
        }
        if let Some(d) = sizes.iter().position(|&s| s < 0) {
            return Err(format!("iteration dimension {d} indexes no operand"));
        }
        let acc = idx.pop().unwrap_or_default();
        let rhs = idx.pop().unwrap_or_default();
        let lhs = idx.pop().unwrap_or_default();
        Ok(Contraction { sizes, reduction, lhs, rhs, acc })
    }

    /// Is the accumulator indexed by exactly the parallel dimensions (the
    /// contractions ferrozyme runs)?
    pub fn is_plain(&self) -> bool {
        let n = self.sizes.len();
        !self.acc.iter().any(|&d| self.reduction[d]) && (0..n).all(|d| self.reduction[d] || self.acc.contains(&d))
    }
}

/// `%r = vector.contract {indexing_maps = [...], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf64>, vector<4x3xf64> into vector<2x3xf64>`
pub(super) fn parse_contract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let mut attrs = p.parse_attr_dict()?;
    if let Some(Attribute::Array(its)) = attrs.get("iterator_types") {
        let mut kinds = Vec::new();
        for a in its {
            match a {
                Attribute::String(s) if s == "parallel" || s == "reduction" => kinds
                    .push(Attribute::Opaque { dialect: "vector".into(), text: format!("vector.iterator_type<{s}>") }),
                a @ Attribute::Opaque { .. } => kinds.push(a.clone()),
                a => return Err(p.error_at(at, format!("unknown iterator type {a}"))),
            }
        }
        attrs.set("iterator_types", Attribute::Array(kinds));
    }
    if !attrs.contains("kind") {
        attrs.set("kind", Attribute::Opaque { dialect: "vector".into(), text: "vector.kind<add>".into() });
    }
    st.attrs = attrs;
    let ops = p.parse_operand_list()?;
    p.expect_punct(":")?;
    let ta = p.parse_type()?;
    p.expect_punct(",")?;
    let tb = p.parse_type()?;
    p.expect_keyword("into")?;
    let tc = p.parse_type()?;
    if ops.len() != 3 {
        return Err(p.error_at(at, "vector.contract with masks is not supported (ops: lhs, rhs, acc)"));
    }
    st.operands.push(p.resolve(&ops[0], &ta)?);
    st.operands.push(p.resolve(&ops[1], &tb)?);
    st.operands.push(p.resolve(&ops[2], &tc)?);
    st.result_types.push(tc);
    Ok(())
}

pub(super) fn print_contract(p: &mut Printer<'_>, op: OpId) {
    let Ok(kinds) = iterator_kinds(p.m, op) else { return p.generic_op(op) };
    if p.m.operands(op).len() != 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.contract {");
    let mut first = true;
    for (k, v) in p.m.op(op).attrs.clone().iter() {
        if !first {
            p.w(", ");
        }
        first = false;
        p.w(k);
        p.w(" = ");
        if k == "iterator_types" {
            let s: Vec<String> =
                kinds.iter().map(|&r| format!("\"{}\"", if r { "reduction" } else { "parallel" })).collect();
            p.w(&format!("[{}]", s.join(", ")));
        } else {
            p.attr(v);
        }
    }
    p.w("} ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.w(" : ");
    let ts: Vec<Type> = ops.iter().map(|&v| p.m.value_type(v).clone()).collect();
    p.ty(&ts[0]);
    p.w(", ");
    p.ty(&ts[1]);
    p.w(" into ");
    p.ty(&ts[2]);
}

pub(super) fn verify_contract(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    vec_of(m, m.operand(op, 0), "lhs")?;
    vec_of(m, m.operand(op, 1), "rhs")?;
    Contraction::of(m, op)?;
    if rty(m, op, 0) != ty(m, op, 2) {
        return Err("the result must have the accumulator's type".into());
    }
    match kind(m, op) {
        Some(k) if KINDS.contains(&k) => Ok(()),
        _ => Err("expects a combining 'kind' attribute".into()),
    }
}
