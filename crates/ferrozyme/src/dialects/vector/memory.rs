//! The `vector` ops that read and write memrefs: `load`/`store` (a vector
//! at consecutive elements of the innermost dimensions), `maskedload` /
//! `maskedstore` (only where a mask bit is set), and `transfer_read` /
//! `transfer_write` (with a padding value for elements out of bounds, an
//! optional mask, `in_bounds` and `permutation_map`).

use super::{fixed, print_attrs_type, vec_of};
use crate::dialects::common::{rty, ty};
use crate::dialects::memref::{all_index, memref_of, segment_sizes_attr, segments};
use crate::ir::{Attribute, Module, OpId, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, UnresolvedOperand};

pub(super) fn parse_indexed(p: &mut Parser<'_>) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let m = p.parse_operand()?;
    p.expect_punct("[")?;
    let idx = p.parse_operand_list()?;
    p.expect_punct("]")?;
    Ok((m, idx))
}

pub(super) fn resolve_indexed(
    p: &mut Parser<'_>,
    st: &mut OpState,
    (m, idx): &(UnresolvedOperand, Vec<UnresolvedOperand>),
    mt: &Type,
) -> PResult<()> {
    st.operands.push(p.resolve(m, mt)?);
    for i in idx {
        st.operands.push(p.resolve(i, &Type::Index)?);
    }
    Ok(())
}

pub(super) fn print_indexed(p: &mut Printer<'_>, mem: Value, idx: &[Value]) {
    p.operand(mem);
    p.w("[");
    p.operands(idx);
    p.w("]");
}

/// A memref (or tensor, for the transfer ops), its indices and the vector
/// type accessed: element types agree, the vector's rank is at most the
/// source's, and there is one index per source dimension.
fn check_access(m: &Module, src: Value, idx: &[Value], vt: &Type, tensors: bool) -> Result<(), String> {
    let st = m.value_type(src);
    let (rank, elem) = match st {
        Type::MemRef(mt) => (mt.shape.len(), &mt.elem),
        Type::Tensor { shape, elem, .. } if tensors => (shape.len(), &**elem),
        _ => return Err(format!("the source must be a ranked memref, but got '{st}'")),
    };
    let (vshape, velem) = fixed(vt).ok_or_else(|| format!("expects a fixed-size vector, but got '{vt}'"))?;
    if velem != elem {
        return Err(format!("base and result element types should match ('{st}' and '{vt}')"));
    }
    if idx.len() != rank {
        return Err(format!("requires {rank} indices"));
    }
    if vshape.len() > rank && !tensors {
        return Err("the vector rank must be at most the memref rank".into());
    }
    all_index(m, idx, "indices")
}

// ----- load / store -----

/// `%v = vector.load %m[%i, %j] : memref<?x?xf64>, vector<4xf64>`
pub(super) fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let acc = parse_indexed(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let mt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let vt = p.parse_type()?;
    resolve_indexed(p, st, &acc, &mt)?;
    st.result_types.push(vt);
    Ok(())
}

pub(super) fn print_load(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.load ");
    let ops = p.m.operands(op).to_vec();
    print_indexed(p, ops[0], &ops[1..]);
    let (mt, vt) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &[], &mt);
    p.w(", ");
    p.ty(&vt);
}

pub(super) fn verify_load(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 {
        return Err("expects a memref, its indices and one result".into());
    }
    unit_stride(m, m.operand(op, 0))?;
    check_access(m, m.operand(op, 0), &m.operands(op)[1..], rty(m, op, 0), false)
}

/// MLIR's rule for `vector.load`/`store`: the innermost dimension is contiguous.
fn unit_stride(m: &Module, mem: Value) -> Result<(), String> {
    let mt = memref_of(m, mem)?;
    match crate::dialects::memref::strides_and_offset(mt) {
        Some((st, _)) if st.last().is_none_or(|&s| s == Some(1)) => Ok(()),
        _ => Err("most minor memref dim must have unit stride".into()),
    }
}

/// Masked loads and stores take 1-D vectors.
fn one_d(vt: &Type) -> Result<(), String> {
    match fixed(vt) {
        Some((s, _)) if s.len() == 1 => Ok(()),
        _ => Err(format!("expects a 1-D vector, but got '{vt}'")),
    }
}

/// `vector.store %v, %m[%i] : memref<?xf64>, vector<4xf64>`
pub(super) fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let acc = parse_indexed(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let mt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    resolve_indexed(p, st, &acc, &mt)
}

pub(super) fn print_store(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 || !p.m.results(op).is_empty() {
        return p.generic_op(op);
    }
    p.w("vector.store ");
    let ops = p.m.operands(op).to_vec();
    p.operand(ops[0]);
    p.w(", ");
    print_indexed(p, ops[1], &ops[2..]);
    let (mt, vt) = (ty(p.m, op, 1).clone(), ty(p.m, op, 0).clone());
    print_attrs_type(p, op, &[], &mt);
    p.w(", ");
    p.ty(&vt);
}

pub(super) fn verify_store(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || !m.results(op).is_empty() {
        return Err("expects a vector, a memref and its indices".into());
    }
    unit_stride(m, m.operand(op, 1))?;
    check_access(m, m.operand(op, 1), &m.operands(op)[2..], ty(m, op, 0), false)
}

// ----- maskedload / maskedstore (and expandload / compressstore) -----

/// (`vector.expandload` and `vector.compressstore` are written alike: they
/// read or write the set lanes at consecutive elements from the indices.)
/// `%v = vector.maskedload %m[%i], %mask, %pass : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>`
pub(super) fn parse_maskedload(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let acc = parse_indexed(p)?;
    p.expect_punct(",")?;
    let mask = p.parse_operand()?;
    p.expect_punct(",")?;
    let pass = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let mt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let kt = p.parse_type()?;
    p.expect_punct(",")?;
    let pt = p.parse_type()?;
    p.expect_keyword("into")?;
    let vt = p.parse_type()?;
    resolve_indexed(p, st, &acc, &mt)?;
    st.operands.push(p.resolve(&mask, &kt)?);
    st.operands.push(p.resolve(&pass, &pt)?);
    st.result_types.push(vt);
    Ok(())
}

pub(super) fn print_maskedload(p: &mut Printer<'_>, op: OpId) {
    let n = p.m.operands(op).len();
    if n < 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    print_indexed(p, ops[0], &ops[1..n - 2]);
    p.w(", ");
    p.operands(&ops[n - 2..]);
    let ts: Vec<Type> = [ops[0], ops[n - 2], ops[n - 1]].iter().map(|&v| p.m.value_type(v).clone()).collect();
    print_attrs_type(p, op, &[], &ts[0]);
    p.w(", ");
    p.types(&ts[1..]);
    p.w(" into ");
    let r = rty(p.m, op, 0).clone();
    p.ty(&r);
}

pub(super) fn check_mask(m: &Module, mask: Value, vt: &Type) -> Result<(), String> {
    let (shape, _) = fixed(vt).ok_or_else(|| format!("expects a fixed-size vector, but got '{vt}'"))?;
    match fixed(m.value_type(mask)) {
        Some((ks, ke)) if ks == shape && *ke == Type::int(1) => Ok(()),
        _ => Err(format!("the mask must be a vector of i1 of the shape of '{vt}', but got '{}'", m.value_type(mask))),
    }
}

pub(super) fn verify_maskedload(m: &Module, op: OpId) -> Result<(), String> {
    let n = m.operands(op).len();
    if n < 3 || m.results(op).len() != 1 {
        return Err("expects a memref, its indices, a mask, a pass-through vector and one result".into());
    }
    let vt = rty(m, op, 0);
    memref_of(m, m.operand(op, 0))?;
    one_d(vt)?;
    check_access(m, m.operand(op, 0), &m.operands(op)[1..n - 2], vt, false)?;
    check_mask(m, m.operand(op, n - 2), vt)?;
    if ty(m, op, n - 1) != vt {
        return Err("the pass-through vector must have the result type".into());
    }
    Ok(())
}

/// `vector.maskedstore %m[%i], %mask, %v : memref<?xf64>, vector<4xi1>, vector<4xf64>`
pub(super) fn parse_maskedstore(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let acc = parse_indexed(p)?;
    p.expect_punct(",")?;
    let mask = p.parse_operand()?;
    p.expect_punct(",")?;
    let v = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let mt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let kt = p.parse_type()?;
    p.expect_punct(",")?;
    let vt = p.parse_type()?;
    resolve_indexed(p, st, &acc, &mt)?;
    st.operands.push(p.resolve(&mask, &kt)?);
    st.operands.push(p.resolve(&v, &vt)?);
    Ok(())
}

pub(super) fn print_maskedstore(p: &mut Printer<'_>, op: OpId) {
    let n = p.m.operands(op).len();
    if n < 3 || !p.m.results(op).is_empty() {
        return p.generic_op(op);
    }
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    print_indexed(p, ops[0], &ops[1..n - 2]);
    p.w(", ");
    p.operands(&ops[n - 2..]);
    let ts: Vec<Type> = [ops[0], ops[n - 2], ops[n - 1]].iter().map(|&v| p.m.value_type(v).clone()).collect();
    print_attrs_type(p, op, &[], &ts[0]);
    p.w(", ");
    p.types(&ts[1..]);
}

pub(super) fn verify_maskedstore(m: &Module, op: OpId) -> Result<(), String> {
    let n = m.operands(op).len();
    if n < 3 || !m.results(op).is_empty() {
        return Err("expects a memref, its indices, a mask and a vector".into());
    }
    let vt = ty(m, op, n - 1);
    memref_of(m, m.operand(op, 0))?;
    one_d(vt)?;
    check_access(m, m.operand(op, 0), &m.operands(op)[1..n - 2], vt, false)?;
    check_mask(m, m.operand(op, n - 2), vt)
}

// ----- transfer_read / transfer_write -----

/// `affine_map<(d0, d1, d2) -> (d1, d2)>`: the last `vrank` of `rank` dimensions.
pub fn minor_identity(rank: usize, vrank: usize) -> String {
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let res = dims[rank.saturating_sub(vrank)..].join(", ");
    format!("affine_map<({}) -> ({res})>", dims.join(", "))
}

/// Whether the transfer op's `permutation_map` is the minor identity
/// (or absent, which means it).
pub fn is_minor_identity(m: &Module, op: OpId, rank: usize, vrank: usize) -> bool {
    match m.attr(op, "permutation_map") {
        None => true,
        Some(Attribute::Raw(s)) => *s == minor_identity(rank, vrank),
        Some(_) => false,
    }
}

/// The `in_bounds` flags of a transfer op (all false when absent).
pub fn in_bounds(m: &Module, op: OpId, vrank: usize) -> Option<Vec<bool>> {
    match m.attr(op, "in_bounds") {
        None => Some(vec![false; vrank]),
        Some(Attribute::Array(a)) => {
            a.iter().map(|x| if let Attribute::Bool(b) = x { Some(*b) } else { None }).collect()
        }
        Some(_) => None,
    }
}

fn source_rank(t: &Type) -> usize {
    match t {
        Type::MemRef(mt) => mt.shape.len(),
        Type::Tensor { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// Fill in the defaults MLIR 19 stores (`in_bounds`, `permutation_map`).
fn transfer_defaults(st: &mut OpState, src: &Type, vt: &Type, segs: &[usize]) {
    let vrank = fixed(vt).map_or(0, |(s, _)| s.len());
    if !st.attrs.contains("in_bounds") {
        st.attrs.set("in_bounds", Attribute::Array(vec![Attribute::Bool(false); vrank]));
    }
    if !st.attrs.contains("permutation_map") {
        st.attrs.set("permutation_map", Attribute::Raw(minor_identity(source_rank(src), vrank)));
    }
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(segs));
}

fn transfer_elided(m: &Module, op: OpId, src: &Type, vt: &Type) -> Vec<&'static str> {
    let vrank = fixed(vt).map_or(0, |(s, _)| s.len());
    let mut e = vec![];
    if is_minor_identity(m, op, source_rank(src), vrank) {
        e.push("permutation_map");
    }
    if in_bounds(m, op, vrank).is_some_and(|b| b.iter().all(|&x| !x)) {
        e.push("in_bounds");
    }
    e
}

/// `%v = vector.transfer_read %m[%i], %pad (, %mask)? {..} : memref<?xf64>, vector<4xf64>`
pub(super) fn parse_transfer_read(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let acc = parse_indexed(p)?;
    p.expect_punct(",")?;
    let pad = p.parse_operand()?;
    let mask = if p.eat_punct(",")? { Some(p.parse_operand()?) } else { None };
    st.attrs = p.parse_optional_attr_dict()?;
    let src = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let vt = p.parse_type()?;
    resolve_indexed(p, st, &acc, &src)?;
    let elem = match &src {
        Type::MemRef(mt) => mt.elem.clone(),
        Type::Tensor { elem, .. } => (**elem).clone(),
        _ => return Err(p.error("vector.transfer_read expects a memref or tensor source")),
    };
    st.operands.push(p.resolve(&pad, &elem)?);
    if let Some(k) = &mask {
        let shape = fixed(&vt).map(|(s, _)| s.to_vec()).unwrap_or_default();
        st.operands.push(p.resolve(k, &super::vector_type(&shape, &Type::int(1)))?);
    }
    transfer_defaults(st, &src, &vt, &[1, acc.1.len(), 1, mask.is_some() as usize]);
    st.result_types.push(vt);
    Ok(())
}

pub(super) fn print_transfer_read(p: &mut Printer<'_>, op: OpId) {
    let Ok(segs) = segments(p.m, op, 4) else { return p.generic_op(op) };
    if p.m.results(op).len() != 1 || segs[0] != 1 || segs[2] != 1 {
        return p.generic_op(op);
    }
    p.w("vector.transfer_read ");
    let ops = p.m.operands(op).to_vec();
    print_indexed(p, ops[0], &ops[1..1 + segs[1]]);
    p.w(", ");
    p.operands(&ops[1 + segs[1]..]);
    let (src, vt) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    let elide = transfer_elided(p.m, op, &src, &vt);
    print_attrs_type(p, op, &elide, &src);
    p.w(", ");
    p.ty(&vt);
}

fn verify_transfer(m: &Module, op: OpId, src: Value, idx: &[Value], vt: &Type) -> Result<(), String> {
    check_access(m, src, idx, vt, true)?;
    let vrank = fixed(vt).map_or(0, |(s, _)| s.len());
    let rank = source_rank(m.value_type(src));
    if vrank > rank && is_minor_identity(m, op, rank, vrank) {
        return Err("requires a permutation_map with result dims of the same rank as the vector type".into());
    }
    match in_bounds(m, op, vrank) {
        Some(b) if b.len() == vrank => {}
        _ => return Err(format!("expects 'in_bounds' to be an array of {vrank} booleans")),
    }
    match m.attr(op, "permutation_map") {
        None | Some(Attribute::Raw(_)) => Ok(()),
        Some(_) => Err("expects 'permutation_map' to be an affine map".into()),
    }
}

pub(super) fn verify_transfer_read(m: &Module, op: OpId) -> Result<(), String> {
    let segs = segments(m, op, 4)?;
    if segs[0] != 1 || segs[2] != 1 || segs[3] > 1 || m.results(op).len() != 1 {
        return Err("expects a source, its indices, a padding value, an optional mask and one result".into());
    }
    let ops = m.operands(op);
    let vt = rty(m, op, 0);
    verify_transfer(m, op, ops[0], &ops[1..1 + segs[1]], vt)?;
    let (_, e) = vec_of(m, m.result(op, 0), "result")?;
    if m.value_type(ops[1 + segs[1]]) != e {
        return Err(format!("the padding value must be of the element type '{e}'"));
    }
    if segs[3] == 1 {
        check_mask(m, ops[2 + segs[1]], vt)?;
    }
    Ok(())
}

/// `vector.transfer_write %v, %m[%i] (, %mask)? {..} : vector<4xf64>, memref<?xf64>`
pub(super) fn parse_transfer_write(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let acc = parse_indexed(p)?;
    let mask = if p.eat_punct(",")? { Some(p.parse_operand()?) } else { None };
    st.attrs = p.parse_optional_attr_dict()?;
    let vt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let dst = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    resolve_indexed(p, st, &acc, &dst)?;
    if let Some(k) = &mask {
        let shape = fixed(&vt).map(|(s, _)| s.to_vec()).unwrap_or_default();
        st.operands.push(p.resolve(k, &super::vector_type(&shape, &Type::int(1)))?);
    }
    transfer_defaults(st, &dst, &vt, &[1, 1, acc.1.len(), mask.is_some() as usize]);
    if matches!(dst, Type::Tensor { .. }) {
        st.result_types.push(dst);
    }
    Ok(())
}

pub(super) fn print_transfer_write(p: &mut Printer<'_>, op: OpId) {
    let Ok(segs) = segments(p.m, op, 4) else { return p.generic_op(op) };
    if segs[0] != 1 || segs[1] != 1 {
        return p.generic_op(op);
    }
    p.w("vector.transfer_write ");
    let ops = p.m.operands(op).to_vec();
    p.operand(ops[0]);
    p.w(", ");
    print_indexed(p, ops[1], &ops[2..2 + segs[2]]);
    if segs[3] == 1 {
        p.w(", ");
        p.operand(ops[2 + segs[2]]);
    }
    let (vt, dst) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone());
    let elide = transfer_elided(p.m, op, &dst, &vt);
    print_attrs_type(p, op, &elide, &vt);
    p.w(", ");
    p.ty(&dst);
}

pub(super) fn verify_transfer_write(m: &Module, op: OpId) -> Result<(), String> {
    let segs = segments(m, op, 4)?;
    if segs[0] != 1 || segs[1] != 1 || segs[3] > 1 {
        return Err("expects a vector, a destination, its indices and an optional mask".into());
    }
    let ops = m.operands(op);
    let vt = m.value_type(ops[0]);
    verify_transfer(m, op, ops[1], &ops[2..2 + segs[2]], vt)?;
    let tensor = matches!(m.value_type(ops[1]), Type::Tensor { .. });
    if m.results(op).len() != tensor as usize || (tensor && rty(m, op, 0) != m.value_type(ops[1])) {
        return Err("writing a tensor gives the new tensor; writing a memref gives nothing".into());
    }
    if segs[3] == 1 {
        check_mask(m, ops[2 + segs[2]], vt)?;
    }
    Ok(())
}
