//! The `vector` dialect ops ferrozyme understands, on fixed-size vectors:
//! construction and element access (`broadcast`, `splat`, `from_elements`,
//! `extract`, `insert`, `extractelement`, `insertelement`, `shuffle`,
//! `step`, masks), reshaping (`shape_cast`, `transpose`, strided slices),
//! arithmetic (`fma`, `reduction`, `multi_reduction`, `outerproduct`), `print`, and memory
//! access (`memory.rs`, `gather.rs`), masking (`mask.rs`). Their custom forms are MLIR 19's. The engines and
//! both AD modes run them by splitting vectors into scalars
//! (`rewrite::aggregates::vector`); `vector.contract`, scalable vectors and
//! the rest of the dialect are refused there by name.

mod compute;
mod contract;
mod gather;
mod mask;
pub mod memory;
mod positions;

use compute::*;
pub use compute::{kind, punctuation, KINDS};
pub use contract::Contraction;
use positions::*;

use super::common::{expect_counts, rty, ty};
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, Module, OpId, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, UnresolvedOperand};

const P: Traits = Traits::PURE;

pub static OPS: &[OpDef] = &[
    OpDef::new("vector.broadcast", P, super::common::parse_cast, print_to_cast, verify_broadcast),
    OpDef::new("vector.splat", P, parse_splat, print_splat, verify_splat),
    OpDef::new("vector.from_elements", P, parse_from_elements, print_from_elements, verify_from_elements),
    OpDef::new("vector.extract", P, parse_extract, print_extract, verify_extract),
    OpDef::new("vector.insert", P, parse_insert, print_insert, verify_insert),
    OpDef::new("vector.extractelement", P, parse_extractelement, print_extractelement, verify_extractelement),
    OpDef::new("vector.insertelement", P, parse_insertelement, print_insertelement, verify_insertelement),
    OpDef::new("vector.shuffle", P, parse_shuffle, print_shuffle, verify_shuffle),
    OpDef::new("vector.step", P, parse_type_only, print_type_only, verify_step),
    OpDef::new("vector.constant_mask", P, parse_constant_mask, print_constant_mask, verify_constant_mask),
    OpDef::new("vector.create_mask", P, parse_create_mask, print_create_mask, verify_create_mask),
    OpDef::new("vector.shape_cast", P, super::common::parse_cast, print_to_cast, verify_shape_cast),
    OpDef::new("vector.bitcast", P, super::common::parse_cast, print_to_cast, verify_bitcast),
    OpDef::new("vector.transpose", P, parse_transpose, print_transpose, verify_transpose),
    OpDef::new("vector.extract_strided_slice", P, super::common::parse_cast, print_to_cast, verify_extract_strided),
    OpDef::new("vector.insert_strided_slice", P, parse_insert_strided, print_insert_strided, verify_insert_strided),
    OpDef::new("vector.fma", P, parse_fma, print_fma, verify_fma),
    OpDef::new("vector.contract", P, contract::parse_contract, contract::print_contract, contract::verify_contract),
    OpDef::new("vector.reduction", P, parse_reduction, print_reduction, verify_reduction),
    OpDef::new("vector.multi_reduction", P, parse_multi_reduction, print_multi_reduction, verify_multi_reduction),
    OpDef::new("vector.outerproduct", P, parse_outerproduct, print_outerproduct, verify_outerproduct),
    OpDef::new("vector.print", Traits::MEM_WRITE, parse_print, print_print, verify_print),
    OpDef::new("vector.load", Traits::MEM_READ, memory::parse_load, memory::print_load, memory::verify_load),
    OpDef::new("vector.store", Traits::MEM_WRITE, memory::parse_store, memory::print_store, memory::verify_store),
    OpDef::new(
        "vector.maskedload",
        Traits::MEM_READ,
        memory::parse_maskedload,
        memory::print_maskedload,
        memory::verify_maskedload,
    ),
    OpDef::new(
        "vector.maskedstore",
        Traits::MEM_WRITE,
        memory::parse_maskedstore,
        memory::print_maskedstore,
        memory::verify_maskedstore,
    ),
    OpDef::new(
        "vector.expandload",
        Traits::MEM_READ,
        memory::parse_maskedload,
        memory::print_maskedload,
        memory::verify_maskedload,
    ),
    OpDef::new(
        "vector.compressstore",
        Traits::MEM_WRITE,
        memory::parse_maskedstore,
        memory::print_maskedstore,
        memory::verify_maskedstore,
    ),
    OpDef::new("vector.mask", Traits::NONE, mask::parse_mask, mask::print_mask, mask::verify_mask),
    OpDef::new(
        "vector.yield",
        Traits::TERMINATOR.or(Traits::RETURN_LIKE).or(P),
        crate::dialects::memref::parse_attr_first_terminator,
        crate::dialects::memref::print_attr_first_terminator,
        mask::verify_yield,
    ),
    OpDef::new("vector.gather", Traits::MEM_READ, gather::parse_gather, gather::print_gather, gather::verify_gather),
    OpDef::new(
        "vector.scatter",
        Traits::MEM_WRITE,
        gather::parse_scatter,
        gather::print_scatter,
        gather::verify_scatter,
    ),
    OpDef::new(
        "vector.transfer_read",
        Traits::MEM_READ,
        memory::parse_transfer_read,
        memory::print_transfer_read,
        memory::verify_transfer_read,
    ),
    OpDef::new(
        "vector.transfer_write",
        Traits::MEM_WRITE,
        memory::parse_transfer_write,
        memory::print_transfer_write,
        memory::verify_transfer_write,
    ),
];

/// Ops of this dialect without properties (every attribute is discardable).
pub fn has_no_properties(op: &str) -> bool {
    matches!(
        op,
        "vector.broadcast"
            | "vector.splat"
            | "vector.from_elements"
            | "vector.extractelement"
            | "vector.insertelement"
            | "vector.step"
            | "vector.create_mask"
            | "vector.shape_cast"
            | "vector.bitcast"
            | "vector.fma"
            | "vector.maskedload"
            | "vector.maskedstore"
            | "vector.expandload"
            | "vector.compressstore"
            | "vector.gather"
            | "vector.scatter"
            | "vector.mask"
            | "vector.yield"
    )
}

/// Position entries of `vector.extract`/`insert` that are operands.
pub const DYNAMIC: i64 = i64::MIN;

/// Shape and element type of a fixed vector type.
pub fn fixed(t: &Type) -> Option<(&[i64], &Type)> {
    match t {
        Type::Vector { shape, scalable, elem } if !scalable.iter().any(|&s| s) => Some((shape, elem)),
        _ => None,
    }
}

/// `vector<shape x elem>` (a scalar when `shape` is empty and `zero_d` is false).
pub fn vector_type(shape: &[i64], elem: &Type) -> Type {
    Type::Vector { shape: shape.to_vec(), scalable: vec![false; shape.len()], elem: Box::new(elem.clone()) }
}

fn vec_of<'m>(m: &'m Module, v: Value, what: &str) -> Result<(&'m [i64], &'m Type), String> {
    let t = m.value_type(v);
    fixed(t).ok_or_else(|| format!("{what} must be a fixed-size vector, but got '{t}'"))
}

/// Shape of a vector type, or `[]` for a scalar (vectors of rank 0 too).
fn shape_of(t: &Type) -> Vec<i64> {
    fixed(t).map(|(s, _)| s.to_vec()).unwrap_or_default()
}

fn elem_of(t: &Type) -> &Type {
    fixed(t).map(|(_, e)| e).unwrap_or(t)
}

pub(crate) fn i64_array(vals: &[i64]) -> Attribute {
    Attribute::DenseArray { elem: Type::i64(), values: vals.iter().map(|&v| DenseElem::Int(v as i128)).collect() }
}

/// An integer list attribute (`array<i64: ...>` or `[1, 2]`).
pub fn int_list(m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    match m.attr(op, name)? {
        Attribute::Array(a) => a.iter().map(|x| x.as_int().and_then(|i| i64::try_from(i).ok())).collect(),
        a => a.as_dense_ints()?.into_iter().map(|i| i64::try_from(i).ok()).collect(),
    }
}

fn i64_list_attr(vals: &[i64]) -> Attribute {
    Attribute::Array(vals.iter().map(|&v| Attribute::i64(v)).collect())
}

fn print_ints(p: &mut Printer<'_>, vals: &[i64]) {
    let s = vals.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    p.w(&format!("[{s}]"));
}

fn parse_int_list(p: &mut Parser<'_>) -> PResult<Vec<i64>> {
    p.expect_punct("[")?;
    let mut out = Vec::new();
    if p.eat_punct("]")? {
        return Ok(out);
    }
    loop {
        let at = p.here();
        let v = p.parse_int("integer")?;
        out.push(i64::try_from(v).map_err(|_| p.error_at(at, "integer does not fit in 64 bits"))?);
        if !p.eat_punct(",")? {
            break;
        }
    }
    p.expect_punct("]")?;
    Ok(out)
}

fn print_attrs_type(p: &mut Printer<'_>, op: OpId, elide: &[&str], t: &Type) {
    p.attr_dict(op, elide);
    p.w(" : ");
    p.ty(t);
}

// ----- `%x : a to b` forms: broadcast, shape_cast, extract_strided_slice -----

/// `common::print_cast`, for well-formed ops only (one operand, one result).
fn print_to_cast(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    super::common::print_cast(p, op);
}

fn verify_broadcast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (rshape, relem) = vec_of(m, m.result(op, 0), "result")?;
    let src = ty(m, op, 0);
    if elem_of(src) != relem {
        return Err(format!("source element type '{}' does not match the result's '{relem}'", elem_of(src)));
    }
    let sshape = shape_of(src);
    if sshape.len() > rshape.len() {
        return Err(format!("source rank is higher than destination rank ('{src}' to '{}')", rty(m, op, 0)));
    }
    let lead = rshape.len() - sshape.len();
    for (i, &d) in sshape.iter().enumerate() {
        if d != 1 && d != rshape[lead + i] {
            return Err(format!(
                "dimension mismatch ({d} vs. {}): '{src}' cannot be broadcast to '{}'",
                rshape[lead + i],
                rty(m, op, 0)
            ));
        }
    }
    Ok(())
}

fn verify_shape_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, ae) = vec_of(m, m.operand(op, 0), "source")?;
    let (b, be) = vec_of(m, m.result(op, 0), "result")?;
    if ae != be {
        return Err("source and result element types differ".into());
    }
    if a.iter().product::<i64>() != b.iter().product::<i64>() {
        return Err(format!("'{}' and '{}' have different numbers of elements", ty(m, op, 0), rty(m, op, 0)));
    }
    let ok = match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Greater => collapses(b, a),
        std::cmp::Ordering::Less => collapses(a, b),
        std::cmp::Ordering::Equal => true,
    };
    if !ok {
        return Err("invalid shape cast".into());
    }
    Ok(())
}

/// `vector.bitcast`: the same shape but for the innermost dimension, whose
/// bits are the same (MLIR 19's messages).
fn verify_bitcast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, ae) = vec_of(m, m.operand(op, 0), "source")?;
    let (b, be) = vec_of(m, m.result(op, 0), "result")?;
    if a.len() != b.len() {
        return Err("failed to verify that all of {source, result} have same rank".into());
    }
    if let Some(k) = (0..a.len().saturating_sub(1)).find(|&k| a[k] != b[k]) {
        return Err(format!("dimension size mismatch at: {k}"));
    }
    let width = |t: &Type| t.int_width().or(t.float_width()).map(i64::from);
    let (Some(wa), Some(wb)) = (width(ae), width(be)) else {
        return Err("expects integer or float elements".into());
    };
    let (la, lb) = (a.last().copied().unwrap_or(1), b.last().copied().unwrap_or(1));
    if la * wa != lb * wb {
        return Err("source/result bitwidth of the minor 1-D vectors must be equal".into());
    }
    Ok(())
}

/// Whether every dimension of `short` is the product of a run of
/// consecutive dimensions of `long` (MLIR 19's rule for shape_cast; unit
/// dimensions at the end are free).
fn collapses(short: &[i64], long: &[i64]) -> bool {
    if short.is_empty() {
        return long.iter().all(|&d| d == 1);
    }
    let (mut i, mut j) = (0, 0);
    while i < short.len() && j < long.len() {
        let want = short[i];
        let mut got = 1;
        while got < want && j < long.len() {
            got *= long[j];
            j += 1;
        }
        if got != want {
            break;
        }
        i += 1;
        if short[i..].iter().all(|&d| d == 1) {
            i = short.len();
        }
        if long[j..].iter().all(|&d| d == 1) {
            j = long.len();
        }
    }
    i == short.len() && j == long.len()
}

/// `offsets`, `sizes` (extract only) and `strides` of a strided slice op.
pub type Strided = (Vec<i64>, Vec<i64>, Vec<i64>);

/// The `offsets`, `sizes` (when `sizes`) and `strides` of a strided slice op.
pub fn strided_attrs(m: &Module, op: OpId, sizes: bool) -> Result<Strided, String> {
    let get = |n: &str| int_list(m, op, n).ok_or_else(|| format!("expects an integer list attribute '{n}'"));
    let offsets = get("offsets")?;
    let strides = get("strides")?;
    let sz = if sizes { get("sizes")? } else { Vec::new() };
    if strides.iter().any(|&s| s != 1) {
        return Err("expected strides of 1".into());
    }
    Ok((offsets, sz, strides))
}

fn verify_extract_strided(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (src, se) = vec_of(m, m.operand(op, 0), "source")?;
    let (res, re) = vec_of(m, m.result(op, 0), "result")?;
    let (offsets, sizes, strides) = strided_attrs(m, op, true)?;
    if offsets.len() != sizes.len() || sizes.len() != strides.len() || offsets.len() > src.len() {
        return Err("offsets, sizes and strides must have the same length, at most the source rank".into());
    }
    let mut want: Vec<i64> = sizes.clone();
    want.extend_from_slice(&src[sizes.len()..]);
    if se != re || want != res {
        return Err(format!("expected result type '{}'", vector_type(&want, se)));
    }
    for ((o, s), d) in offsets.iter().zip(&sizes).zip(src) {
        if *o < 0 || *s < 0 || o + s > *d {
            return Err(format!("offset {o} plus size {s} is out of the source dimension {d}"));
        }
    }
    Ok(())
}

// ----- splat, from_elements, step: `... : vector<...>` -----

fn parse_splat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let e = elem_of(&t).clone();
    st.operands.push(p.resolve(&u, &e)?);
    st.result_types.push(t);
    Ok(())
}

fn print_splat(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.splat ");
    p.operand(p.m.operand(op, 0));
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_splat(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (_, e) = vec_of(m, m.result(op, 0), "result")?;
    if ty(m, op, 0) != e {
        return Err(format!("operand type '{}' must be the element type '{e}'", ty(m, op, 0)));
    }
    Ok(())
}

fn parse_from_elements(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let e = elem_of(&t).clone();
    for u in &us {
        st.operands.push(p.resolve(u, &e)?);
    }
    st.result_types.push(t);
    Ok(())
}

fn print_from_elements(p: &mut Printer<'_>, op: OpId) {
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.from_elements ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_from_elements(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 {
        return Err("expects one result".into());
    }
    let (shape, e) = vec_of(m, m.result(op, 0), "result")?;
    let n: i64 = shape.iter().product();
    if m.operands(op).len() as i64 != n {
        return Err(format!("expects {n} elements, but got {}", m.operands(op).len()));
    }
    if let Some(&v) = m.operands(op).iter().find(|&&v| m.value_type(v) != e) {
        return Err(format!("element of type '{}' does not match '{e}'", m.value_type(v)));
    }
    Ok(())
}

fn parse_type_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_type_only(p: &mut Printer<'_>, op: OpId) {
    if !p.m.operands(op).is_empty() || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    let name = p.m.name(op).as_str().to_string();
    p.w(&name);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_step(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    match vec_of(m, m.result(op, 0), "result")? {
        (s, Type::Index) if s.len() == 1 => Ok(()),
        _ => Err(format!("result must be a 1-D vector of index, but got '{}'", rty(m, op, 0))),
    }
}

// ----- masks -----

fn parse_constant_mask(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let sizes = parse_int_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("mask_dim_sizes", i64_list_attr(&sizes));
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_constant_mask(p: &mut Printer<'_>, op: OpId) {
    let Some(sizes) = int_list(p.m, op, "mask_dim_sizes") else { return p.generic_op(op) };
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.constant_mask ");
    print_ints(p, &sizes);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &["mask_dim_sizes"], &t);
}

fn mask_result(m: &Module, op: OpId) -> Result<&[i64], String> {
    match vec_of(m, m.result(op, 0), "result")? {
        (s, e) if *e == Type::int(1) => Ok(s),
        _ => Err(format!("result must be a vector of i1, but got '{}'", rty(m, op, 0))),
    }
}

fn verify_constant_mask(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let shape = mask_result(m, op)?;
    let sizes = int_list(m, op, "mask_dim_sizes").ok_or("expects an integer list attribute 'mask_dim_sizes'")?;
    if shape.is_empty() {
        // (A 0-D mask is [0] or [1].)
        return match sizes.as_slice() {
            [0] | [1] => Ok(()),
            [_] => Err("the mask dim size of a 0-D vector must be 0 or 1".into()),
            _ => Err("array attr must have length 1 for 0-D vectors".into()),
        };
    }
    if sizes.len() != shape.len() {
        return Err("must specify array attr of size equal vector result rank".into());
    }
    if sizes.iter().zip(shape).any(|(s, d)| *s < 0 || s > d) {
        return Err("array attr of size out of bounds of vector result dimension size".into());
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim".into());
    }
    Ok(())
}

fn parse_create_mask(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(p.parse_colon_type()?);
    for u in &us {
        st.operands.push(p.resolve(u, &Type::Index)?);
    }
    Ok(())
}

fn print_create_mask(p: &mut Printer<'_>, op: OpId) {
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.create_mask ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_create_mask(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 {
        return Err("expects one result".into());
    }
    let shape = mask_result(m, op)?;
    if shape.is_empty() && m.operands(op).len() != 1 {
        return Err("must specify exactly one operand for 0-D create_mask".into());
    }
    if !shape.is_empty() && m.operands(op).len() != shape.len() {
        return Err("must specify an operand for each result vector dimension".into());
    }
    match m.operands(op).iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        Some(t) => Err(format!("operands must be of type 'index', but got '{t}'")),
        None => Ok(()),
    }
}
