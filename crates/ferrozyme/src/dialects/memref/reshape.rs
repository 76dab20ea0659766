//! The `memref` views that regroup or reorder dimensions:
//! `collapse_shape` (groups of dimensions merged into one), `expand_shape`
//! (one dimension split into several) and `transpose` (dimensions
//! permuted). Their syntax and verification, and the layout arithmetic
//! both engines use (`collapse`, `expand`): a view keeps its source's
//! allocation and offset, only sizes and strides change.
//!
//! Attributes, as MLIR's generic form shows them: `reassociation` (an
//! array of arrays of i64: the source dimensions of each group, or the
//! result dimensions of each source dimension), `static_output_shape`
//! (`array<i64: ...>`, `i64::MIN` for an entry taken from the operands),
//! `permutation` (an `affine_map<(d0, d1) -> (d1, d0)>`).

use super::views::{dense_i64, parse_dynamic_index_list, print_dynamic_index_list, static_list, to_opt};
use super::{resolve_indices, DYNAMIC};
use crate::dialects::common::{rty, ty};
use crate::ir::{Attribute, Dim, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

/// The `reassociation` groups of `op`.
pub fn reassociation(m: &Module, op: OpId) -> Option<Vec<Vec<usize>>> {
    let Attribute::Array(groups) = m.attr(op, "reassociation")? else { return None };
    groups
        .iter()
        .map(|g| match g {
            Attribute::Array(ds) => ds.iter().map(|d| d.as_int().and_then(|x| usize::try_from(x).ok())).collect(),
            _ => None,
        })
        .collect()
}

/// The `permutation` of a `memref.transpose`: result dimension `k` is
/// source dimension `perm[k]`.
pub fn permutation(m: &Module, op: OpId) -> Option<Vec<usize>> {
    let Attribute::Raw(text) = m.attr(op, "permutation")? else { return None };
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (dims, results) = body.split_once("->")?;
    let names = |s: &str| -> Vec<String> {
        s.trim().trim_start_matches('(').trim_end_matches(')').split(',').map(|x| x.trim().to_string()).collect()
    };
    let (dims, results) = (names(dims), names(results));
    let perm: Option<Vec<usize>> = results.iter().map(|r| dims.iter().position(|d| d == r)).collect();
    let perm = perm?;
    let mut seen = vec![false; dims.len()];
    for &p in &perm {
        if std::mem::replace(&mut seen[p], true) {
            return None;
        }
    }
    (perm.len() == dims.len()).then_some(perm)
}

/// Sizes and strides of a `collapse_shape` of a view with `sizes` and
/// `strides`: each group becomes one dimension, as long as the product of
/// its sizes, with the stride of its last dimension. A group must be
/// contiguous (each dimension's stride is the next one's times its size,
/// dimensions of size 1 aside).
pub fn collapse(sizes: &[i64], strides: &[i64], groups: &[Vec<usize>]) -> Result<(Vec<i64>, Vec<i64>), String> {
    let (mut out_sizes, mut out_strides) = (Vec::new(), Vec::new());
    for (g, dims) in groups.iter().enumerate() {
        let Some(&last) = dims.last() else { return Err(format!("group {g} is empty")) };
        let mut size = 1i64;
        for w in dims.windows(2) {
            let (a, b) = (w[0], w[1]);
            if sizes[a] != 1 && sizes[b] != 1 && strides[a] != strides[b] * sizes[b] {
                return Err(format!(
                    "dimensions {a} and {b} of group {g} are not contiguous (strides {} and {}, size {})",
                    strides[a], strides[b], sizes[b]
                ));
            }
        }
        for &d in dims {
            size = size.checked_mul(sizes[d]).ok_or("the collapsed size overflows")?;
        }
        out_sizes.push(size);
        out_strides.push(strides[last]);
    }
    Ok((out_sizes, out_strides))
}

/// Strides of an `expand_shape` of a view with `strides` into `sizes`: the
/// last dimension of each group keeps its source dimension's stride, each
/// one before it steps over the next one's size.
pub fn expand(strides: &[i64], sizes: &[i64], groups: &[Vec<usize>]) -> Vec<i64> {
    let mut out = vec![0i64; sizes.len()];
    for (d, dims) in groups.iter().enumerate() {
        let mut s = strides[d];
        for &k in dims.iter().rev() {
            out[k] = s;
            s = s.wrapping_mul(sizes[k]);
        }
    }
    out
}

/// `[[0, 1], [2]]`
fn parse_groups(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.here();
    let a = p.parse_attribute()?;
    let ok = matches!(&a, Attribute::Array(gs) if gs.iter().all(|g| matches!(g, Attribute::Array(ds) if ds.iter().all(|d| d.as_int().is_some()))));
    if !ok {
        return Err(p.error_at(at, "expected a reassociation: a list of lists of dimensions"));
    }
    // (Integers as i64, as MLIR stores them.)
    let Attribute::Array(gs) = a else { unreachable!("checked") };
    let groups = gs
        .into_iter()
        .map(|g| match g {
            Attribute::Array(ds) => Attribute::Array(
                ds.iter().map(|d| Attribute::Integer { value: d.as_int().unwrap_or(0), ty: Type::i64() }).collect(),
            ),
            other => other,
        })
        .collect();
    Ok(Attribute::Array(groups))
}

fn print_groups(p: &mut Printer<'_>, op: OpId) {
    let groups = reassociation(p.m, op).unwrap_or_default();
    let text: Vec<String> = groups
        .iter()
        .map(|g| format!("[{}]", g.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")))
        .collect();
    p.w(&format!("[{}]", text.join(", ")));
}

/// `memref.collapse_shape %src [[0, 1]] {attrs} : t1 into t2`
pub(super) fn parse_collapse_shape(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let groups = parse_groups(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&src, &from)?);
    st.attrs.set("reassociation", groups);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_collapse_shape(p: &mut Printer<'_>, op: OpId) {
    if reassociation(p.m, op).is_none() || p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.collapse_shape ");
    p.operand(p.m.operand(op, 0));
    p.w(" ");
    print_groups(p, op);
    p.attr_dict(op, &["reassociation"]);
    print_into(p, op);
}

/// `memref.expand_shape %src [[0, 1]] output_shape [%n, 2] {attrs} : t1 into t2`
pub(super) fn parse_expand_shape(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let groups = parse_groups(p)?;
    p.expect_keyword("output_shape")?;
    let at = p.here();
    let (dynamic, statics) = parse_dynamic_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&src, &from)?);
    st.operands.extend(resolve_indices(p, &dynamic, at)?);
    st.attrs.set("reassociation", groups);
    st.attrs.set("static_output_shape", dense_i64(&statics));
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_expand_shape(p: &mut Printer<'_>, op: OpId) {
    let statics = static_list(p.m, op, "static_output_shape").ok();
    let Some(statics) = statics.filter(|_| reassociation(p.m, op).is_some() && p.m.results(op).len() == 1) else {
        return p.generic_op(op);
    };
    p.w("memref.expand_shape ");
    p.operand(p.m.operand(op, 0));
    p.w(" ");
    print_groups(p, op);
    p.w(" output_shape ");
    let dynamic = p.m.operands(op)[1..].to_vec();
    print_dynamic_index_list(p, &dynamic, &statics);
    p.attr_dict(op, &["reassociation", "static_output_shape"]);
    print_into(p, op);
}

/// ` : source-type into result-type`
fn print_into(p: &mut Printer<'_>, op: OpId) {
    p.w(" : ");
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    p.ty(&a);
    p.w(" into ");
    p.ty(&b);
}

/// `memref.transpose %src (d0, d1) -> (d1, d0) {attrs} : t1 to t2`
pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let at = p.here();
    let names = |p: &mut Parser<'_>| -> PResult<Vec<String>> {
        p.expect_punct("(")?;
        let mut out = Vec::new();
        p.comma_list(")", |p| {
            out.push(p.parse_keyword("dimension name")?.to_string());
            Ok(())
        })?;
        Ok(out)
    };
    let dims = names(p)?;
    p.expect_punct("->")?;
    let results = names(p)?;
    // (Kept with MLIR's own names, d0, d1...: the map, not its spelling.)
    let canonical = |n: &String| dims.iter().position(|d| d == n).map_or_else(|| n.clone(), |k| format!("d{k}"));
    let (d, r): (Vec<String>, Vec<String>) =
        (dims.iter().map(canonical).collect(), results.iter().map(canonical).collect());
    let text = format!("affine_map<({}) -> ({})>", d.join(", "), r.join(", "));
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&src, &from)?);
    st.attrs.set("permutation", Attribute::Raw(text));
    st.result_types.push(to);
    if permutation_of(st).is_none() {
        return Err(p.error_at(at, "expected a permutation of the dimensions"));
    }
    Ok(())
}

fn permutation_of(st: &OpState) -> Option<()> {
    let Some(Attribute::Raw(t)) = st.attrs.get("permutation") else { return None };
    let body = t.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (d, r) = body.split_once("->")?;
    let count = |s: &str| s.split(',').count();
    (count(d) == count(r)).then_some(())
}

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) {
    let Some(perm) = permutation(p.m, op).filter(|_| p.m.results(op).len() == 1) else {
        return p.generic_op(op);
    };
    p.w("memref.transpose ");
    p.operand(p.m.operand(op, 0));
    let dims: Vec<String> = (0..perm.len()).map(|k| format!("d{k}")).collect();
    let results: Vec<String> = perm.iter().map(|&k| format!("d{k}")).collect();
    p.w(&format!(" ({}) -> ({})", dims.join(", "), results.join(", ")));
    p.attr_dict(op, &["permutation"]);
    super::views::print_from_to(p, op);
}

fn shape(t: &Type) -> Option<&[Dim]> {
    match t {
        Type::MemRef(mt) => Some(&mt.shape),
        _ => None,
    }
}

fn static_dim(d: &Dim) -> Option<i64> {
    match d {
        Dim::Static(n) => Some(*n),
        Dim::Dynamic => None,
    }
}

/// The groups cover dimensions `0..rank` in order, none empty (a rank-0
/// side aside).
fn check_groups(groups: &[Vec<usize>], rank: usize) -> Result<(), String> {
    let flat: Vec<usize> = groups.iter().flatten().copied().collect();
    if flat != (0..rank).collect::<Vec<_>>() || groups.iter().any(Vec::is_empty) {
        return Err(format!("reassociation {groups:?} does not group dimensions 0..{rank} in order"));
    }
    Ok(())
}

/// `collapse_shape` (`expand` false) or `expand_shape`: the groups match
/// the ranks, and static sizes agree.
fn verify_reshape(m: &Module, op: OpId, expand: bool) -> Result<(), String> {
    if m.results(op).len() != 1 || m.operands(op).is_empty() {
        return Err("expects a source operand and one result".into());
    }
    let groups = reassociation(m, op).ok_or("needs a 'reassociation' attribute (a list of lists of dimensions)")?;
    let (src, res) = (ty(m, op, 0), rty(m, op, 0));
    let (Some(s), Some(r)) = (shape(src), shape(res)) else { return Err("expects memref operand and result".into()) };
    if let (Type::MemRef(a), Type::MemRef(b)) = (src, res) {
        if a.elem != b.elem {
            return Err(format!("element types differ: '{}' and '{}'", a.elem, b.elem));
        }
    }
    let (small, big) = if expand { (s, r) } else { (r, s) };
    if groups.len() != small.len() && !(small.is_empty() && groups.is_empty()) {
        return Err(format!("{} groups for a rank-{} memref", groups.len(), small.len()));
    }
    check_groups(&groups, big.len())?;
    for (g, dims) in groups.iter().enumerate() {
        let parts: Option<i64> = dims.iter().map(|&d| static_dim(&big[d])).product();
        if let (Some(n), Some(p)) = (static_dim(&small[g]), parts) {
            if n != p {
                return Err(format!("dimension {g} of size {n} is not the product of its group's sizes ({p})"));
            }
        }
    }
    if expand {
        let statics = static_list(m, op, "static_output_shape")?;
        if statics.len() != r.len() {
            return Err(format!("output_shape has {} entries for a rank-{} result", statics.len(), r.len()));
        }
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC as i128).count();
        if dynamic != m.operands(op).len() - 1 {
            return Err(format!(
                "output_shape has {dynamic} dynamic entries and {} operands",
                m.operands(op).len() - 1
            ));
        }
        for (k, (&v, d)) in statics.iter().zip(r).enumerate() {
            if let (Some(a), Some(b)) = (to_opt(v), static_dim(d)) {
                if a != b {
                    return Err(format!("output_shape entry {k} is {a}, the result's size is {b}"));
                }
            }
        }
    } else if m.operands(op).len() != 1 {
        return Err("expects one operand".into());
    }
    Ok(())
}

pub(super) fn verify_collapse_shape(m: &Module, op: OpId) -> Result<(), String> {
    verify_reshape(m, op, false)
}

pub(super) fn verify_expand_shape(m: &Module, op: OpId) -> Result<(), String> {
    verify_reshape(m, op, true)
}

pub(super) fn verify_transpose(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 || m.operands(op).len() != 1 {
        return Err("expects one operand and one result".into());
    }
    let perm = permutation(m, op).ok_or("needs a 'permutation' attribute (an affine map permuting dimensions)")?;
    let (Some(s), Some(r)) = (shape(ty(m, op, 0)), shape(rty(m, op, 0))) else {
        return Err("expects memref operand and result".into());
    };
    if perm.len() != s.len() || r.len() != s.len() {
        return Err(format!("permutation of {} dimensions for a rank-{} memref", perm.len(), s.len()));
    }
    for (k, &p) in perm.iter().enumerate() {
        if let (Some(a), Some(b)) = (static_dim(&r[k]), static_dim(&s[p])) {
            if a != b {
                return Err(format!("result dimension {k} has size {a}, source dimension {p} has {b}"));
            }
        }
    }
    // The result's layout is the source's, permuted (reader-21: a wrong
    // static stride was accepted, and loads went to the wrong element).
    let (Some(st), Some(rt)) = (ty(m, op, 0).as_memref(), rty(m, op, 0).as_memref()) else { return Ok(()) };
    let (Some((ss, so)), Some((rs, ro))) =
        (super::shared::strides_and_offset(st), super::shared::strides_and_offset(rt))
    else {
        return Ok(());
    };
    let mismatch = |a: Option<i64>, b: Option<i64>| matches!((a, b), (Some(x), Some(y)) if x != y);
    let bad_stride = perm.iter().enumerate().any(|(k, &p)| mismatch(rs[k], ss[p]));
    if bad_stride || mismatch(ro, so) {
        let want: Vec<String> = perm.iter().map(|&p| ss[p].map_or("?".into(), |x| x.to_string())).collect();
        return Err(format!(
            "result type '{}' is not the transposed source type: its strides must be [{}] and its offset {}",
            rty(m, op, 0),
            want.join(", "),
            so.map_or("?".into(), |x| x.to_string())
        ));
    }
    Ok(())
}
