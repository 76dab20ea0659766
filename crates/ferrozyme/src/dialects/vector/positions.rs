//! `vector` ops that pick and place elements: `extract`/`insert` (static
//! and dynamic positions), `extractelement`/`insertelement`, `shuffle`,
//! `transpose` and `insert_strided_slice`.

use super::*;

// ----- extract / insert -----

/// `[1, %i]`: the static positions (DYNAMIC for operands) and the operands.
pub(super) fn parse_position(p: &mut Parser<'_>) -> PResult<(Vec<i64>, Vec<UnresolvedOperand>)> {
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

pub(super) fn print_position(p: &mut Printer<'_>, op: OpId, first_dynamic: usize) {
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
pub(super) fn parse_extract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_extract(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_extract(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_insert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_insert(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_insert(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_extractelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn parse_element_index(p: &mut Parser<'_>) -> PResult<Option<(UnresolvedOperand, Type)>> {
    p.expect_punct("[")?;
    if p.eat_punct("]")? {
        return Ok(None);
    }
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect_punct("]")?;
    Ok(Some((i, it)))
}

pub(super) fn print_element_index(p: &mut Printer<'_>, idx: Option<Value>) {
    p.w("[");
    if let Some(i) = idx {
        p.operand(i);
        p.w(" : ");
        let t = p.m.value_type(i).clone();
        p.ty(&t);
    }
    p.w("]");
}

pub(super) fn print_extractelement(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_extractelement(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_insertelement(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_insertelement(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_insertelement(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_shuffle(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_shuffle(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_shuffle(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_transpose(m: &Module, op: OpId) -> Result<(), String> {
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
pub(super) fn parse_insert_strided(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

pub(super) fn print_insert_strided(p: &mut Printer<'_>, op: OpId) {
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

pub(super) fn verify_insert_strided(m: &Module, op: OpId) -> Result<(), String> {
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
