//! The `llvm` ops on vectors that `--convert-vector-to-llvm` emits:
//! `extractelement`, `insertelement`, `shufflevector`, the masked load,
//! store, gather, scatter, expandload and compressstore intrinsics (gathers
//! and scatters take a vector of pointers, `!llvm.vec<4 x ptr>`; expandload
//! and compressstore are generic-only in MLIR 19) and the `vector.reduce.*`
//! intrinsics (`fadd`/`fmul`,
//! which take a start value, are generic-only in MLIR 19). Elementwise
//! arithmetic on vectors is verified by the scalar ops' own verifiers.

use super::*;

fn fixed(t: &Type) -> Option<(&[i64], &Type)> {
    crate::dialects::vector::fixed(t)
}

/// `%e = llvm.extractelement %v[%i : i64] : vector<4xf64>`
pub(super) fn parse_extractelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct("[")?;
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect_punct("]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let vt = p.parse_colon_type()?;
    let e = fixed(&vt).map(|(_, e)| e.clone()).ok_or_else(|| p.error("llvm.extractelement expects a vector type"))?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&i, &it)?);
    st.result_types.push(e);
    Ok(())
}

pub(super) fn print_extractelement(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("llvm.extractelement ");
    p.operand(p.m.operand(op, 0));
    index(p, p.m.operand(op, 1));
    let t = p.m.value_type(p.m.operand(op, 0)).clone();
    attrs(p, op, &[]);
    p.w(" : ");
    p.ty(&t);
}

fn index(p: &mut Printer<'_>, i: crate::ir::Value) {
    p.w("[");
    p.operand(i);
    p.w(" : ");
    let t = p.m.value_type(i).clone();
    p.ty(&t);
    p.w("]");
}

pub(super) fn verify_extractelement(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let vt = m.value_type(m.operand(op, 0));
    let (_, e) = fixed(vt).ok_or_else(|| format!("expects a fixed vector, but got '{vt}'"))?;
    if !m.value_type(m.operand(op, 1)).is_signless_int() {
        return Err("the position must be a signless integer".into());
    }
    if m.value_type(m.result(op, 0)) != e {
        return Err(format!("the result must be the element type '{e}'"));
    }
    Ok(())
}

/// `%r = llvm.insertelement %x, %v[%i : i32] : vector<4xf64>`
pub(super) fn parse_insertelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect_punct(",")?;
    let v = p.parse_operand()?;
    p.expect_punct("[")?;
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect_punct("]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let vt = p.parse_colon_type()?;
    let e = fixed(&vt).map(|(_, e)| e.clone()).ok_or_else(|| p.error("llvm.insertelement expects a vector type"))?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&x, &e)?);
    st.operands.push(p.resolve(&i, &it)?);
    st.result_types.push(vt);
    Ok(())
}

pub(super) fn print_insertelement(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("llvm.insertelement ");
    p.operand(p.m.operand(op, 1));
    p.w(", ");
    p.operand(p.m.operand(op, 0));
    index(p, p.m.operand(op, 2));
    let t = p.m.value_type(p.m.operand(op, 0)).clone();
    attrs(p, op, &[]);
    p.w(" : ");
    p.ty(&t);
}

/// Operands: the vector, the value, the position (MLIR's order).
pub(super) fn verify_insertelement(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let vt = m.value_type(m.operand(op, 0));
    let (_, e) = fixed(vt).ok_or_else(|| format!("expects a fixed vector, but got '{vt}'"))?;
    if m.value_type(m.operand(op, 1)) != e || m.value_type(m.result(op, 0)) != vt {
        return Err(format!("the value must be the element type '{e}' and the result the vector type"));
    }
    if !m.value_type(m.operand(op, 2)).is_signless_int() {
        return Err("the position must be a signless integer".into());
    }
    Ok(())
}

/// The mask of `llvm.shufflevector` (-1: a poison lane).
pub fn shuffle_mask(m: &Module, op: OpId) -> Option<Vec<i64>> {
    m.attr(op, "mask")?.as_dense_ints()?.into_iter().map(|x| i64::try_from(x).ok()).collect()
}

/// `%r = llvm.shufflevector %a, %b [0, 5, -1] : vector<4xf64>`
pub(super) fn parse_shufflevector(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect_punct(",")?;
    let b = p.parse_operand()?;
    p.expect_punct("[")?;
    let mut mask = Vec::new();
    if !p.eat_punct("]")? {
        loop {
            mask.push(DenseElem::Int(p.parse_int("mask index")?));
            if !p.eat_punct(",")? {
                break;
            }
        }
        p.expect_punct("]")?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    let n = mask.len() as i64;
    st.attrs.set("mask", Attribute::DenseArray { elem: Type::i32(), values: mask });
    let vt = p.parse_colon_type()?;
    let e = fixed(&vt).map(|(_, e)| e.clone()).ok_or_else(|| p.error("llvm.shufflevector expects a vector type"))?;
    st.operands.push(p.resolve(&a, &vt)?);
    st.operands.push(p.resolve(&b, &vt)?);
    st.result_types.push(crate::dialects::vector::vector_type(&[n], &e));
    Ok(())
}

pub(super) fn print_shufflevector(p: &mut Printer<'_>, op: OpId) {
    let Some(mask) = shuffle_mask(p.m, op) else { return p.generic_op(op) };
    if p.m.operands(op).len() != 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("llvm.shufflevector ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    let s = mask.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(", ");
    p.w(&format!(" [{s}]"));
    attrs(p, op, &["mask"]);
    p.w(" : ");
    let t = p.m.value_type(ops[0]).clone();
    p.ty(&t);
}

pub(super) fn verify_shufflevector(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let vt = m.value_type(m.operand(op, 0));
    let (shape, e) = fixed(vt).ok_or_else(|| format!("expects a fixed 1-D vector, but got '{vt}'"))?;
    if shape.len() != 1 || m.value_type(m.operand(op, 1)) != vt {
        return Err("expects two 1-D vectors of one type".into());
    }
    let mask = shuffle_mask(m, op).ok_or("expects a 'mask' array<i32: ...> attribute")?;
    if let Some(k) = mask.iter().find(|&&k| k < -1 || k >= 2 * shape[0]) {
        return Err(format!("mask index {k} is out of range"));
    }
    let want = crate::dialects::vector::vector_type(&[mask.len() as i64], e);
    if *m.value_type(m.result(op, 0)) != want {
        return Err(format!("expected result type '{want}'"));
    }
    Ok(())
}

/// `%v = llvm.intr.masked.load %p, %mask, %pass {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>`
pub(super) fn parse_masked_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_operands_typed(p, st, false)
}

pub(super) fn print_masked_load(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    p.w(" : ");
    let ft = Type::function(vals(p.m, &ops), vals(p.m, p.m.results(op)));
    p.ty(&ft);
}

fn check_mask(m: &Module, mask: crate::ir::Value, vt: &Type) -> Result<(), String> {
    let (shape, _) = fixed(vt).ok_or_else(|| format!("expects a fixed vector, but got '{vt}'"))?;
    match fixed(m.value_type(mask)) {
        Some((s, e)) if s == shape && *e == Type::int(1) => Ok(()),
        _ => Err("the mask must be a vector of i1 of the data's shape".into()),
    }
}

/// The address of a masked access of `vt`: one pointer, or for a gather or
/// scatter one pointer per lane.
fn check_address(m: &Module, op: OpId, a: crate::ir::Value, vt: &Type) -> Result<(), String> {
    let at = m.value_type(a);
    if m.name(op).as_str().ends_with("gather") || m.name(op).as_str().ends_with("scatter") {
        let lanes = fixed(vt).map(|(s, _)| s);
        match fixed(at) {
            Some((s, e)) if Some(s) == lanes && e.is_llvm_ptr() => Ok(()),
            _ => Err(format!("expects a vector of pointers with one per lane of '{vt}', but got '{at}'")),
        }
    } else if at.is_llvm_ptr() {
        Ok(())
    } else {
        Err("the address must be a pointer".into())
    }
}

pub(super) fn verify_masked_load(m: &Module, op: OpId) -> Result<(), String> {
    if !(2..=3).contains(&m.operands(op).len()) || m.results(op).len() != 1 {
        return Err("expects a pointer, a mask, an optional pass-through vector and one result".into());
    }
    let vt = m.value_type(m.result(op, 0));
    check_address(m, op, m.operand(op, 0), vt)?;
    check_mask(m, m.operand(op, 1), vt)?;
    if m.operands(op).get(2).is_some_and(|&x| m.value_type(x) != vt) {
        return Err("the pass-through vector must have the result type".into());
    }
    Ok(())
}

/// `llvm.intr.masked.store %v, %p, %mask {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.ptr`
pub(super) fn parse_masked_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let ptr = p.parse_operand()?;
    p.expect_punct(",")?;
    let mask = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let vt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let mt = p.parse_type()?;
    p.expect_keyword("into")?;
    let pt = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&ptr, &pt)?);
    st.operands.push(p.resolve(&mask, &mt)?);
    Ok(())
}

pub(super) fn print_masked_store(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 3 {
        return p.generic_op(op);
    }
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    let ts = vals(p.m, &ops);
    p.w(" : ");
    p.ty(&ts[0]);
    p.w(", ");
    p.ty(&ts[2]);
    p.w(" into ");
    p.ty(&ts[1]);
}

pub(super) fn verify_masked_store(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 0)?;
    check_address(m, op, m.operand(op, 1), m.value_type(m.operand(op, 0)))?;
    check_mask(m, m.operand(op, 2), m.value_type(m.operand(op, 0)))
}

/// The reduction of `llvm.intr.vector.reduce.<kind>` and whether it takes a start value.
pub fn reduce_kind(name: &str) -> Option<(&str, bool)> {
    let k = name.strip_prefix("llvm.intr.vector.reduce.")?;
    Some((k, matches!(k, "fadd" | "fmul")))
}

pub(super) fn verify_reduce(m: &Module, op: OpId) -> Result<(), String> {
    let Some((k, start)) = reduce_kind(m.name(op).as_str()) else { return Err("unknown reduction".into()) };
    expect_counts(m, op, 1 + start as usize, 1)?;
    let vt = m.value_type(m.operand(op, start as usize));
    let (shape, e) = fixed(vt).ok_or_else(|| format!("expects a fixed vector, but got '{vt}'"))?;
    if shape.len() != 1 {
        return Err("expects a 1-D vector".into());
    }
    let float = matches!(k, "fadd" | "fmul" | "fmax" | "fmin" | "fmaximum" | "fminimum");
    if float != e.is_float() || (!float && !e.is_signless_int()) {
        return Err(format!("'{vt}' cannot be reduced by '{k}'"));
    }
    if m.value_type(m.result(op, 0)) != e || (start && m.value_type(m.operand(op, 0)) != e) {
        return Err(format!("the result and start value must be the element type '{e}'"));
    }
    Ok(())
}
