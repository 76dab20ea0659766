//! The `vector` dialect ops ferrozyme understands, on fixed-size vectors:
//! construction and element access (`broadcast`, `splat`, `from_elements`,
//! `extract`, `insert`, `extractelement`, `insertelement`, `shuffle`,
//! `step`, masks), reshaping (`shape_cast`, `transpose`, strided slices),
//! arithmetic (`fma`, `reduction`, `outerproduct`), `print`, and memory
//! access (`memory.rs`). Their custom forms are MLIR 19's. The engines and
//! both AD modes run them by splitting vectors into scalars
//! (`rewrite::aggregates::vector`); `vector.contract`, scalable vectors and
//! the rest of the dialect are refused there by name.

pub mod memory;

use super::common::{expect_counts, rty, ty};
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, Module, OpId, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, UnresolvedOperand};

const P: Traits = Traits::PURE;

pub static OPS: &[OpDef] = &[
    OpDef::new("vector.broadcast", P, parse_to_cast, print_to_cast, verify_broadcast),
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
    OpDef::new("vector.shape_cast", P, parse_to_cast, print_to_cast, verify_shape_cast),
    OpDef::new("vector.transpose", P, parse_transpose, print_transpose, verify_transpose),
    OpDef::new("vector.extract_strided_slice", P, parse_to_cast, print_to_cast, verify_extract_strided),
    OpDef::new("vector.insert_strided_slice", P, parse_insert_strided, print_insert_strided, verify_insert_strided),
    OpDef::new("vector.fma", P, parse_fma, print_fma, verify_fma),
    OpDef::new("vector.reduction", P, parse_reduction, print_reduction, verify_reduction),
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
            | "vector.fma"
            | "vector.maskedload"
            | "vector.maskedstore"
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

fn parse_to_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&u, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_to_cast(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    let name = p.m.name(op).as_str().to_string();
    p.w(&format!("{name} "));
    p.operand(p.m.operand(op, 0));
    let (from, to) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &[], &from);
    p.w(" to ");
    p.ty(&to);
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

// ----- extract / insert -----

/// `[1, %i]`: the static positions (DYNAMIC for operands) and the operands.
fn parse_position(p: &mut Parser<'_>) -> PResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
    p.expect_punct("[")?;
    let (mut stat, mut dynamic) = (Vec::new(), Vec::new());
    if p.eat_punct("]")? {
        return Ok((stat, dynamic));
    }
    loop {
        if p.at_operand() {
            dynamic.push(p.parse_operand()?);
            stat.push(DYNAMIC);
        } else {
            let at = p.here();
            let v = p.parse_int("position")?;
            stat.push(
                i64::try_from(v)
                    .ok()
                    .filter(|&v| v != DYNAMIC)
                    .ok_or_else(|| p.error_at(at, "position out of range"))?,
            );
        }
        if !p.eat_punct(",")? {
            break;
        }
    }
    p.expect_punct("]")?;
    Ok((stat, dynamic))
}

fn print_position(p: &mut Printer<'_>, op: OpId, first_dynamic: usize) {
    let stat = int_list(p.m, op, "static_position").unwrap_or_default();
    let dynamic = p.m.operands(op)[first_dynamic..].to_vec();
    let mut k = 0;
    p.w("[");
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = dynamic.get(k) {
                p.operand(v);
            }
            k += 1;
        } else {
            p.w(&s.to_string());
        }
    }
    p.w("]");
}

/// `%e = vector.extract %v[1, %i] : f64 from vector<2x4xf64>`
fn parse_extract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let (stat, dynamic) = parse_position(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("static_position", i64_array(&stat));
    let r = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let t = p.parse_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    for d in &dynamic {
        st.operands.push(p.resolve(d, &Type::Index)?);
    }
    st.result_types.push(r);
    Ok(())
}

fn print_extract(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.results(op).len() != 1 || p.m.attr(op, "static_position").is_none() {
        return p.generic_op(op);
    }
    p.w("vector.extract ");
    p.operand(p.m.operand(op, 0));
    print_position(p, op, 1);
    let (r, t) = (rty(p.m, op, 0).clone(), ty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["static_position"], &r);
    p.w(" from ");
    p.ty(&t);
}

/// The type at `rank` positions into vector type `t` (its element at full rank).
fn type_at(t: &Type, rank: usize) -> Option<Type> {
    let (shape, e) = fixed(t)?;
    if rank > shape.len() {
        return None;
    }
    Some(if rank == shape.len() { e.clone() } else { vector_type(&shape[rank..], e) })
}

fn check_position(m: &Module, op: OpId, vector: &Type, dynamic: &[Value]) -> Result<usize, String> {
    let stat = int_list(m, op, "static_position").ok_or("expects a 'static_position' attribute")?;
    let (shape, _) = fixed(vector).ok_or_else(|| format!("expects a fixed-size vector, but got '{vector}'"))?;
    if stat.len() > shape.len() {
        return Err(format!("expected position attribute of rank no greater than vector rank {}", shape.len()));
    }
    if stat.iter().filter(|&&s| s == DYNAMIC).count() != dynamic.len() {
        return Err("the dynamic positions do not match the operands".into());
    }
    if let Some(&v) = dynamic.iter().find(|&&v| !m.value_type(v).is_index()) {
        return Err(format!("dynamic positions must be of type 'index', but got '{}'", m.value_type(v)));
    }
    for (i, (s, d)) in stat.iter().zip(shape).enumerate() {
        if *s != DYNAMIC && (*s < 0 || s >= d) {
            return Err(format!(
                "expected position attribute #{} ({s}) to be a non-negative integer smaller than the corresponding vector dimension ({d})",
                i + 1
            ));
        }
    }
    Ok(stat.len())
}

fn verify_extract(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 {
        return Err("expects a vector, its dynamic positions and one result".into());
    }
    let vt = ty(m, op, 0).clone();
    let rank = check_position(m, op, &vt, &m.operands(op)[1..])?;
    let want = type_at(&vt, rank);
    if want.as_ref() != Some(rty(m, op, 0)) {
        return Err(format!("result type '{}' does not match the position into '{vt}'", rty(m, op, 0)));
    }
    Ok(())
}

/// `%r = vector.insert %s, %v [1] : f64 into vector<4xf64>`
fn parse_insert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.expect_punct(",")?;
    let u = p.parse_operand()?;
    let (stat, dynamic) = parse_position(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("static_position", i64_array(&stat));
    let st_ty = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let t = p.parse_type()?;
    st.operands.push(p.resolve(&s, &st_ty)?);
    st.operands.push(p.resolve(&u, &t)?);
    for d in &dynamic {
        st.operands.push(p.resolve(d, &Type::Index)?);
    }
    st.result_types.push(t);
    Ok(())
}

fn print_insert(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 || p.m.results(op).len() != 1 || p.m.attr(op, "static_position").is_none() {
        return p.generic_op(op);
    }
    p.w("vector.insert ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    p.w(" ");
    print_position(p, op, 2);
    let (s, t) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["static_position"], &s);
    p.w(" into ");
    p.ty(&t);
}

fn verify_insert(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.results(op).len() != 1 {
        return Err("expects a value, a vector, its dynamic positions and one result".into());
    }
    let vt = ty(m, op, 1).clone();
    if *rty(m, op, 0) != vt {
        return Err("result type must match the destination vector type".into());
    }
    let rank = check_position(m, op, &vt, &m.operands(op)[2..])?;
    if type_at(&vt, rank).as_ref() != Some(ty(m, op, 0)) {
        return Err(format!("value type '{}' does not match the position into '{vt}'", ty(m, op, 0)));
    }
    Ok(())
}

/// `%e = vector.extractelement %v[%i : index] : vector<4xf64>` (`%v[]` for rank 0)
fn parse_extractelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let idx = parse_element_index(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    if let Some((i, it)) = idx {
        st.operands.push(p.resolve(&i, &it)?);
    }
    st.result_types.push(elem_of(&t).clone());
    Ok(())
}

fn parse_element_index(p: &mut Parser<'_>) -> PResult<Option<(UnresolvedOperand, Type)>> {
    p.expect_punct("[")?;
    if p.eat_punct("]")? {
        return Ok(None);
    }
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect_punct("]")?;
    Ok(Some((i, it)))
}

fn print_element_index(p: &mut Printer<'_>, idx: Option<Value>) {
    p.w("[");
    if let Some(i) = idx {
        p.operand(i);
        p.w(" : ");
        let t = p.m.value_type(i).clone();
        p.ty(&t);
    }
    p.w("]");
}

fn print_extractelement(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.operands(op).len() > 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.extractelement ");
    p.operand(p.m.operand(op, 0));
    print_element_index(p, p.m.operands(op).get(1).copied());
    let t = ty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn check_element_index(m: &Module, shape: &[i64], idx: Option<Value>) -> Result<(), String> {
    match (shape.len(), idx) {
        (0, None) => Ok(()),
        (1, Some(i)) if m.value_type(i).is_int_or_index() => Ok(()),
        (1, Some(i)) => Err(format!("the position must be an integer or index, but got '{}'", m.value_type(i))),
        (0, Some(_)) => Err("expected position to be empty with 0-D vector".into()),
        (1, None) => Err("expected position for 1-D vector".into()),
        _ => Err("unexpected >1 vector rank".into()),
    }
}

fn verify_extractelement(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.operands(op).len() > 2 || m.results(op).len() != 1 {
        return Err("expects a vector, at most one position and one result".into());
    }
    let (shape, e) = vec_of(m, m.operand(op, 0), "source")?;
    check_element_index(m, shape, m.operands(op).get(1).copied())?;
    if rty(m, op, 0) != e {
        return Err(format!("result type '{}' must be the element type '{e}'", rty(m, op, 0)));
    }
    Ok(())
}

/// `%r = vector.insertelement %x, %v[%i : index] : vector<4xf64>`
fn parse_insertelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.expect_punct(",")?;
    let u = p.parse_operand()?;
    let idx = parse_element_index(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&s, elem_of(&t))?);
    st.operands.push(p.resolve(&u, &t)?);
    if let Some((i, it)) = idx {
        st.operands.push(p.resolve(&i, &it)?);
    }
    st.result_types.push(t);
    Ok(())
}

fn print_insertelement(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 || p.m.operands(op).len() > 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.insertelement ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    print_element_index(p, p.m.operands(op).get(2).copied());
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_insertelement(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.operands(op).len() > 3 || m.results(op).len() != 1 {
        return Err("expects a value, a vector, at most one position and one result".into());
    }
    let (shape, e) = vec_of(m, m.operand(op, 1), "destination")?;
    check_element_index(m, shape, m.operands(op).get(2).copied())?;
    if ty(m, op, 0) != e || rty(m, op, 0) != ty(m, op, 1) {
        return Err("the value must be the element type and the result the destination type".into());
    }
    Ok(())
}

// ----- shuffle, transpose, strided insert -----

/// `%r = vector.shuffle %a, %b [0, 5] : vector<4xf64>, vector<4xf64>`
fn parse_shuffle(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect_punct(",")?;
    let b = p.parse_operand()?;
    let mask = parse_int_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("mask", i64_list_attr(&mask));
    p.expect_punct(":")?;
    let at = p.here();
    let ta = p.parse_type()?;
    p.expect_punct(",")?;
    let tb = p.parse_type()?;
    let (shape, e) = fixed(&ta).ok_or_else(|| p.error_at(at, "vector.shuffle expects vector operands"))?;
    let mut rs = vec![mask.len() as i64];
    rs.extend_from_slice(shape.get(1..).unwrap_or(&[]));
    st.result_types.push(vector_type(&rs, e));
    st.operands.push(p.resolve(&a, &ta)?);
    st.operands.push(p.resolve(&b, &tb)?);
    Ok(())
}

fn print_shuffle(p: &mut Printer<'_>, op: OpId) {
    let Some(mask) = int_list(p.m, op, "mask") else { return p.generic_op(op) };
    if p.m.operands(op).len() != 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.shuffle ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    p.w(" ");
    print_ints(p, &mask);
    let (a, b) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone());
    print_attrs_type(p, op, &["mask"], &a);
    p.w(", ");
    p.ty(&b);
}

fn verify_shuffle(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, ae) = vec_of(m, m.operand(op, 0), "first operand")?;
    let (b, be) = vec_of(m, m.operand(op, 1), "second operand")?;
    let (r, re) = vec_of(m, m.result(op, 0), "result")?;
    // (0-D operands are one element each.)
    let (a, b): (&[i64], &[i64]) = if a.is_empty() && b.is_empty() { (&[1], &[1]) } else { (a, b) };
    if a.is_empty() || b.is_empty() || ae != be || ae != re || a[1..] != b[1..] {
        return Err("operands must be vectors of one element type and the same trailing dimensions".into());
    }
    let mask = int_list(m, op, "mask").ok_or("expects an integer list attribute 'mask'")?;
    if mask.is_empty() {
        return Err("invalid mask length".into());
    }
    let total = a[0] + b[0];
    if let Some(i) = mask.iter().position(|&k| k < 0 || k >= total) {
        return Err(format!("mask index #{} ({}) out of range", i + 1, mask[i]));
    }
    if r.is_empty() || r[0] != mask.len() as i64 || r[1..] != a[1..] {
        return Err("result shape must be the mask length and the operands' trailing dimensions".into());
    }
    Ok(())
}

/// `%t = vector.transpose %v, [1, 0] : vector<2x4xf64> to vector<4x2xf64>`
fn parse_transpose(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    p.expect_punct(",")?;
    let perm = parse_int_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("permutation", i64_array(&perm));
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&u, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_transpose(p: &mut Printer<'_>, op: OpId) {
    let Some(perm) = int_list(p.m, op, "permutation") else { return p.generic_op(op) };
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.transpose ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    print_ints(p, &perm);
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["permutation"], &a);
    p.w(" to ");
    p.ty(&b);
}

fn verify_transpose(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, ae) = vec_of(m, m.operand(op, 0), "source")?;
    let (r, re) = vec_of(m, m.result(op, 0), "result")?;
    let perm = int_list(m, op, "permutation").ok_or("expects an integer list attribute 'permutation'")?;
    let mut seen = vec![false; a.len()];
    if perm.len() != a.len() {
        return Err("transposition length mismatch".into());
    }
    for &k in &perm {
        match seen.get_mut(k as usize) {
            Some(s) if k >= 0 && !*s => *s = true,
            Some(_) if k >= 0 => return Err(format!("duplicate position index: {k}")),
            _ => return Err(format!("transposition index out of range: {k}")),
        }
    }
    let want: Vec<i64> = perm.iter().map(|&k| a[k as usize]).collect();
    if perm.len() != a.len() || ae != re || want != r {
        return Err(format!("expected result type '{}'", vector_type(&want, ae)));
    }
    Ok(())
}

/// `%r = vector.insert_strided_slice %a, %b {offsets = [..], strides = [..]} : vector<2xf64> into vector<4xf64>`
fn parse_insert_strided(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect_punct(",")?;
    let b = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let ta = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let tb = p.parse_type()?;
    st.operands.push(p.resolve(&a, &ta)?);
    st.operands.push(p.resolve(&b, &tb)?);
    st.result_types.push(tb);
    Ok(())
}

fn print_insert_strided(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.insert_strided_slice ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &[], &a);
    p.w(" into ");
    p.ty(&b);
}

fn verify_insert_strided(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, ae) = vec_of(m, m.operand(op, 0), "source")?;
    let (b, be) = vec_of(m, m.operand(op, 1), "destination")?;
    let (offsets, _, strides) = strided_attrs(m, op, false)?;
    if ae != be || rty(m, op, 0) != ty(m, op, 1) {
        return Err("source, destination and result must have one element type; the result is the destination".into());
    }
    if offsets.len() != b.len() || strides.len() != a.len() || a.len() > b.len() {
        return Err("expected offsets of the destination rank and strides of the source rank".into());
    }
    let lead = b.len() - a.len();
    for (i, &o) in offsets.iter().enumerate() {
        let size = if i < lead { 1 } else { a[i - lead] };
        if o < 0 || o + size > b[i] {
            return Err(format!("offset {o} with size {size} is out of the destination dimension {}", b[i]));
        }
    }
    Ok(())
}

// ----- arithmetic -----

/// `%r = vector.fma %a, %b, %c : vector<4xf64>`
fn parse_fma(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    for u in &us {
        st.operands.push(p.resolve(u, &t)?);
    }
    st.result_types.push(t);
    Ok(())
}

fn print_fma(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.fma ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

fn verify_fma(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let (_, e) = vec_of(m, m.result(op, 0), "result")?;
    if !e.is_float() {
        return Err(format!("expects vectors of floats, but got '{}'", rty(m, op, 0)));
    }
    if (0..3).any(|i| ty(m, op, i) != rty(m, op, 0)) {
        return Err("all operands must have the result type".into());
    }
    Ok(())
}

/// Combining kinds (`#vector.kind<add>`).
pub const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf",
];

fn kind_attr(k: &str) -> Attribute {
    Attribute::Opaque { dialect: "vector".into(), text: format!("vector.kind<{k}>") }
}

/// The combining kind of a reduction or outer product.
pub fn kind(m: &Module, op: OpId) -> Option<&str> {
    match m.attr(op, "kind")? {
        Attribute::Opaque { text, .. } => text.strip_prefix("vector.kind<")?.strip_suffix('>'),
        _ => None,
    }
}

fn parse_kind(p: &mut Parser<'_>) -> PResult<Attribute> {
    p.expect_punct("<")?;
    let at = p.here();
    let k = p.parse_keyword("combining kind")?;
    if !KINDS.contains(&k) {
        return Err(p.error_at(at, format!("unknown combining kind '{k}'")));
    }
    p.expect_punct(">")?;
    Ok(kind_attr(k))
}

/// `%r = vector.reduction <add>, %v (, %acc)? (fastmath<..>)? : vector<4xf64> into f64`
fn parse_reduction(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p)?;
    p.expect_punct(",")?;
    let v = p.parse_operand()?;
    let acc = if p.eat_punct(",")? { Some(p.parse_operand()?) } else { None };
    super::common::parse_fastmath(p, st)?;
    let attrs = p.parse_optional_attr_dict()?;
    st.attrs = super::common::merge(std::mem::take(&mut st.attrs), attrs);
    st.attrs.set("kind", k);
    let t = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    if let Some(a) = acc {
        st.operands.push(p.resolve(&a, &r)?);
    }
    st.result_types.push(r);
    Ok(())
}

fn print_reduction(p: &mut Printer<'_>, op: OpId) {
    let Some(k) = kind(p.m, op).map(str::to_string) else { return p.generic_op(op) };
    if p.m.operands(op).is_empty() || p.m.operands(op).len() > 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w(&format!("vector.reduction <{k}>, "));
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    super::common::print_fastmath(p, op);
    let (t, r) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["kind", "fastmath"], &t);
    p.w(" into ");
    p.ty(&r);
}

/// Whether combining kind `k` applies to element type `e`.
fn kind_fits(k: &str, e: &Type) -> bool {
    match k {
        "add" | "mul" => e.is_float() || e.is_int_or_index(),
        "minnumf" | "maxnumf" | "maximumf" | "minimumf" => e.is_float(),
        _ => e.is_int_or_index(),
    }
}

fn verify_reduction(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.operands(op).len() > 2 || m.results(op).len() != 1 {
        return Err("expects a vector, an optional accumulator and one result".into());
    }
    let (shape, e) = vec_of(m, m.operand(op, 0), "source")?;
    if shape.len() > 1 {
        return Err(format!("unsupported reduction rank: {}", shape.len()));
    }
    let k = kind(m, op).ok_or("expects a combining 'kind' attribute")?;
    if !kind_fits(k, e) {
        return Err(format!("unsupported reduction type '{e}' for kind '{k}'"));
    }
    if rty(m, op, 0) != e || m.operands(op).get(1).is_some_and(|&a| m.value_type(a) != e) {
        return Err(format!("the result and accumulator must be the element type '{e}'"));
    }
    Ok(())
}

/// `%r = vector.outerproduct %a, %b (, %acc)? {kind = ...}? : vector<4xf64>, vector<2xf64>`
fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    if !st.attrs.contains("kind") {
        st.attrs.set("kind", kind_attr("add"));
    }
    let ta = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let tb = p.parse_type()?;
    let (a, e) = fixed(&ta).ok_or_else(|| p.error("vector.outerproduct expects a vector first operand"))?;
    let r = match fixed(&tb) {
        Some((b, _)) => vector_type(&[a.first().copied().unwrap_or(0), b.first().copied().unwrap_or(0)], e),
        None => ta.clone(),
    };
    if us.len() < 2 || us.len() > 3 {
        return Err(p.error("vector.outerproduct expects two operands and an optional accumulator"));
    }
    st.operands.push(p.resolve(&us[0], &ta)?);
    st.operands.push(p.resolve(&us[1], &tb)?);
    if let Some(acc) = us.get(2) {
        st.operands.push(p.resolve(acc, &r)?);
    }
    st.result_types.push(r);
    Ok(())
}

fn print_outerproduct(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 || p.m.operands(op).len() > 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.outerproduct ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let elide: &[&str] = if kind(p.m, op) == Some("add") { &["kind"] } else { &[] };
    let (a, b) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone());
    print_attrs_type(p, op, elide, &a);
    p.w(", ");
    p.ty(&b);
}

fn verify_outerproduct(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.operands(op).len() > 3 || m.results(op).len() != 1 {
        return Err("expects two operands, an optional accumulator and one result".into());
    }
    let (a, e) = vec_of(m, m.operand(op, 0), "first operand")?;
    let b = ty(m, op, 1);
    let want = match fixed(b) {
        Some((bs, be)) if bs.len() == 1 && be == e && a.len() == 1 => vector_type(&[a[0], bs[0]], e),
        None if b == e && a.len() == 1 => ty(m, op, 0).clone(),
        _ => return Err("expects a 1-D vector and a 1-D vector or scalar of its element type".into()),
    };
    if *rty(m, op, 0) != want || m.operands(op).get(2).is_some_and(|&c| *m.value_type(c) != want) {
        return Err(format!("expected the result and accumulator type '{want}'"));
    }
    let k = kind(m, op).ok_or("expects a combining 'kind' attribute")?;
    if !kind_fits(k, e) {
        return Err(format!("unsupported combining kind '{k}' for '{e}'"));
    }
    Ok(())
}

// ----- print -----

/// `vector.print %v : vector<4xf64> punctuation <comma>` (`newline` by default)
fn parse_print(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at_keyword("str") {
        return Err(p.error("'vector.print str' (printing a string) is not supported"));
    }
    let value = if p.at_operand() {
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        Some((u, t))
    } else {
        None
    };
    let mut punct = None;
    if p.eat_keyword("punctuation")? {
        p.expect_punct("<")?;
        let at = p.here();
        let k = p.parse_keyword("punctuation")?;
        if !matches!(k, "newline" | "no_punctuation" | "comma" | "open" | "close") {
            return Err(p.error_at(at, format!("unknown punctuation '{k}'")));
        }
        p.expect_punct(">")?;
        punct = Some(punctuation_attr(k));
    }
    st.attrs = p.parse_optional_attr_dict()?;
    if let Some(a) = punct {
        st.attrs.set("punctuation", a);
    }
    if let Some((u, t)) = value {
        st.operands.push(p.resolve(&u, &t)?);
    }
    Ok(())
}

fn punctuation_attr(k: &str) -> Attribute {
    Attribute::Opaque { dialect: "vector".into(), text: format!("vector.punctuation<{k}>") }
}

/// What `vector.print` prints after the value: `newline` (the default),
/// `no_punctuation`, `comma`, `open`, `close`.
pub fn punctuation(m: &Module, op: OpId) -> Option<&str> {
    match m.attr(op, "punctuation") {
        None => Some("newline"),
        Some(Attribute::Opaque { text, .. }) => text.strip_prefix("vector.punctuation<")?.strip_suffix('>'),
        _ => None,
    }
}

fn print_print(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() > 1 || !p.m.results(op).is_empty() {
        return p.generic_op(op);
    }
    p.w("vector.print");
    if let Some(&v) = p.m.operands(op).first() {
        p.w(" ");
        p.operand(v);
        p.w(" : ");
        let t = p.m.value_type(v).clone();
        p.ty(&t);
    }
    match punctuation(p.m, op) {
        Some("newline") | None => {}
        Some(k) => {
            let s = format!(" punctuation <{k}>");
            p.w(&s);
        }
    }
    p.attr_dict(op, &["punctuation"]);
}

fn verify_print(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() > 1 || !m.results(op).is_empty() {
        return Err("expects at most one operand and no result".into());
    }
    if let Some(&v) = m.operands(op).first() {
        let t = m.value_type(v);
        let e = elem_of(t);
        if !(e.is_integer() || e.is_index() || e.is_float()) || matches!(t, Type::Tensor { .. }) {
            return Err(format!(
                "operand #0 must be a printable type (integer, index, float or a vector of them), but got '{t}'"
            ));
        }
    }
    if !matches!(punctuation(m, op), Some("newline" | "no_punctuation" | "comma" | "open" | "close")) {
        return Err("unknown punctuation".into());
    }
    Ok(())
}
