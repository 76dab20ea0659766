//! Copies, casts, views and descriptor parts: `copy`, `cast`, `subview`,
//! `reinterpret_cast`, `extract_strided_metadata`, `extract_aligned_pointer_as_index`.

use super::*;

// ----- copy, cast -----

/// `memref.copy %a, %b {attrs} : t1 to t2`
pub(super) fn parse_copy(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect_punct(",")?;
    let b = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let ta = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let tb = p.parse_type()?;
    st.operands.push(p.resolve(&a, &ta)?);
    st.operands.push(p.resolve(&b, &tb)?);
    Ok(())
}

pub(super) fn print_copy(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 2 {
        return p.generic_op(op);
    }
    p.w("memref.copy ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let (a, b) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone());
    p.ty(&a);
    p.w(" to ");
    p.ty(&b);
}

/// `memref.cast %a {attrs} : t1 to t2`
pub(super) fn print_memref_cast(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    print_cast(p, op)
}

pub(super) fn shapes_compatible(a: &Type, b: &Type) -> bool {
    match (a.as_memref(), b.as_memref()) {
        (Some(x), Some(y)) => {
            x.shape.len() == y.shape.len()
                && x.shape.iter().zip(&y.shape).all(|(p, q)| {
                    matches!((p, q), (Dim::Static(i), Dim::Static(j)) if i == j) || p.is_dynamic() || q.is_dynamic()
                })
        }
        _ => true,
    }
}

pub(super) fn verify_copy(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 0)?;
    let (a, b) = (ty(m, op, 0), ty(m, op, 1));
    let (Some((ea, _)), Some((eb, _))) = (elem_and_space(a), elem_and_space(b)) else {
        return Err(format!("operands must be memrefs, but got '{a}' and '{b}'"));
    };
    if ea != eb {
        return Err("requires the same element type for all operands".into());
    }
    if !shapes_compatible(a, b) {
        return Err("requires the same shape for all operands".into());
    }
    Ok(())
}

pub(super) fn compatible(a: Option<i64>, b: Option<i64>) -> bool {
    a.is_none() || b.is_none() || a == b
}

/// MLIR's `CastOp::areCastCompatible` for memrefs.
pub(super) fn cast_compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::MemRef(x), Type::MemRef(y)) => {
            if x.elem != y.elem || x.memory_space != y.memory_space || !shapes_compatible(a, b) {
                return false;
            }
            if x.layout == y.layout {
                return true;
            }
            match (strides_and_offset(x), strides_and_offset(y)) {
                (Some((sx, ox)), Some((sy, oy))) => {
                    sx.len() == sy.len() && compatible(ox, oy) && sx.iter().zip(&sy).all(|(&p, &q)| compatible(p, q))
                }
                _ => false,
            }
        }
        (Type::MemRef(x), Type::UnrankedMemRef { elem, memory_space })
        | (Type::UnrankedMemRef { elem, memory_space }, Type::MemRef(x)) => {
            x.elem == **elem && x.memory_space == *memory_space
        }
        _ => false,
    }
}

pub(super) fn verify_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (ty(m, op, 0), rty(m, op, 0));
    if !cast_compatible(a, b) {
        return Err(format!("operand type '{a}' and result type '{b}' are cast incompatible"));
    }
    Ok(())
}

// ----- subview, reinterpret_cast -----

/// `[%a, 4, %b]`: mixed dynamic (SSA) and static (integer) entries.
pub(super) fn parse_dynamic_index_list(p: &mut Parser<'_>) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    parse_dynamic_index_list_in(p, ("[", "]"))
}

/// A mixed list between the delimiters `open` and `close` (`[ ]`, or
/// `( )` for `scf.forall`'s bounds); static entries are returned in the
/// second list, `DYNAMIC` marking those taken from the first.
pub(crate) fn parse_dynamic_index_list_in(
    p: &mut Parser<'_>,
    (open, close): (&str, &str),
) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    p.expect_punct(open)?;
    let mut ops = Vec::new();
    let mut statics = Vec::new();
    p.comma_list(close, |p| {
        if p.at_operand() {
            ops.push(p.parse_operand()?);
            statics.push(DYNAMIC);
        } else {
            let at = p.here();
            let v = p.parse_int("SSA value or integer")?;
            match i64::try_from(v) {
                Ok(v) if v != DYNAMIC => statics.push(v),
                _ => return Err(p.error_at(at, "integer value out of range")),
            }
        }
        Ok(())
    })?;
    Ok((ops, statics))
}

pub(super) fn print_dynamic_index_list(p: &mut Printer<'_>, values: &[Value], statics: &[i128]) {
    print_dynamic_index_list_in(p, values, statics, ("[", "]"));
}

/// A mixed list between the delimiters `open` and `close`.
pub(crate) fn print_dynamic_index_list_in(
    p: &mut Printer<'_>,
    values: &[Value],
    statics: &[i128],
    (open, close): (&str, &str),
) {
    p.w(open);
    let mut next = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if s == DYNAMIC as i128 {
            if let Some(&v) = values.get(next) {
                p.operand(v);
            }
            next += 1;
        } else {
            p.w(&s.to_string());
        }
    }
    p.w(close);
}

pub(crate) fn dense_i64(values: &[i64]) -> Attribute {
    Attribute::DenseArray { elem: Type::i64(), values: values.iter().map(|&v| DenseElem::Int(v as i128)).collect() }
}

pub(crate) fn static_list(m: &Module, op: OpId, name: &str) -> Result<Vec<i128>, String> {
    match m.attr(op, name) {
        Some(a @ Attribute::DenseArray { elem, .. }) if *elem == Type::i64() => {
            Ok(a.as_dense_ints().unwrap_or_default())
        }
        Some(_) => Err(format!("attribute '{name}' must be an array<i64: ...> attribute")),
        None => Err(format!("requires attribute '{name}'")),
    }
}

/// The three mixed lists of a view op: (dynamic values, static values) for
/// offsets, sizes, strides (`None` when the attributes do not fit the operands).
#[allow(clippy::type_complexity)]
pub(super) fn view_lists(m: &Module, op: OpId) -> Option<[(Vec<Value>, Vec<i128>); 3]> {
    let groups = operand_groups(m, op, 4)?;
    if groups[0].len() != 1 {
        return None;
    }
    let mut lists = Vec::new();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"].into_iter().enumerate() {
        let s = static_list(m, op, name).ok()?;
        if s.iter().filter(|&&v| v == DYNAMIC as i128).count() != groups[k + 1].len() {
            return None;
        }
        lists.push((groups[k + 1].clone(), s));
    }
    lists.try_into().ok()
}

/// Check segments and the static lists; returns them with `max_ranks` entries.
#[allow(clippy::type_complexity)]
pub(super) fn verify_view_lists(
    m: &Module,
    op: OpId,
    max_ranks: [usize; 3],
) -> Result<[(Vec<Value>, Vec<i128>); 3], String> {
    let segs = segments(m, op, 4)?;
    if segs[0] != 1 {
        return Err("expects exactly one source operand".into());
    }
    all_index(m, &m.operands(op)[1..], "offsets, sizes and strides")?;
    for (k, (name, what)) in
        [("static_offsets", "offset"), ("static_sizes", "size"), ("static_strides", "stride")].into_iter().enumerate()
    {
        let s = static_list(m, op, name)?;
        if s.len() != max_ranks[k] {
            return Err(format!("expected {} {what} values, got {}", max_ranks[k], s.len()));
        }
        let n_dyn = s.iter().filter(|&&v| v == DYNAMIC as i128).count();
        if n_dyn != segs[k + 1] {
            return Err(format!("expected {n_dyn} dynamic {what} values, got {}", segs[k + 1]));
        }
    }
    view_lists(m, op).ok_or_else(|| "invalid offsets, sizes or strides".to_string())
}

pub(super) fn to_opt(v: i128) -> Option<i64> {
    if v == DYNAMIC as i128 {
        None
    } else {
        i64::try_from(v).ok()
    }
}

/// `memref.subview %src[offsets] [sizes] [strides] {attrs} : t1 to t2`
pub(super) fn parse_subview(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let at = p.here();
    let (offs, s_offs) = parse_dynamic_index_list(p)?;
    let (sizes, s_sizes) = parse_dynamic_index_list(p)?;
    let (strides, s_strides) = parse_dynamic_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&src, &from)?);
    for list in [&offs, &sizes, &strides] {
        st.operands.extend(resolve_indices(p, list, at)?);
    }
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&[1, offs.len(), sizes.len(), strides.len()]));
    st.attrs.set("static_offsets", dense_i64(&s_offs));
    st.attrs.set("static_sizes", dense_i64(&s_sizes));
    st.attrs.set("static_strides", dense_i64(&s_strides));
    st.result_types.push(to);
    Ok(())
}

pub(super) const VIEW_ATTRS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

pub(super) fn print_subview(p: &mut Printer<'_>, op: OpId) {
    let Some([(o, so), (s, ss), (t, st)]) = view_lists(p.m, op).filter(|_| p.m.results(op).len() == 1) else {
        return p.generic_op(op);
    };
    p.w("memref.subview ");
    p.operand(p.m.operand(op, 0));
    print_dynamic_index_list(p, &o, &so);
    p.w(" ");
    print_dynamic_index_list(p, &s, &ss);
    p.w(" ");
    print_dynamic_index_list(p, &t, &st);
    p.attr_dict(op, &VIEW_ATTRS);
    print_from_to(p, op);
}

/// ` : source-type to result-type`
pub(super) fn print_from_to(p: &mut Printer<'_>, op: OpId) {
    p.w(" : ");
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    p.ty(&a);
    p.w(" to ");
    p.ty(&b);
}

pub(super) fn verify_subview(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 || m.operands(op).is_empty() {
        return Err("expects a source operand and one result".into());
    }
    let src = memref_of(m, m.operand(op, 0))?.clone();
    let res_t = rty(m, op, 0);
    let res = res_t.as_memref().ok_or_else(|| format!("result must be a ranked memref, but got '{res_t}'"))?;
    let rank = src.shape.len();
    let [(_, offs), (_, sizes), (_, strides)] = verify_view_lists(m, op, [rank, rank, rank])?;
    if src.elem != res.elem {
        return Err("expected result element type to be the source element type".into());
    }
    if src.memory_space != res.memory_space {
        return Err("expected result memory space to be the source memory space".into());
    }
    // Shape: the sizes, with some unit dimensions dropped (rank reduction).
    let sizes: Vec<Option<i64>> = sizes.iter().map(|&v| to_opt(v)).collect();
    let kept = rank_reduction(&sizes, &res.shape).ok_or_else(|| {
        let want: Vec<String> = sizes.iter().map(|s| s.map_or("?".into(), |n| n.to_string())).collect();
        format!(
            "expected result type to be of shape [{}] or a rank-reduced version (mismatch of result sizes)",
            want.join(", ")
        )
    })?;
    // Layout: offset and strides follow from the source layout.
    if let (Some((src_strides, src_off)), Some((res_strides, res_off))) =
        (strides_and_offset(&src), strides_and_offset(res))
    {
        let mut off = src_off;
        for (o, s) in offs.iter().zip(&src_strides) {
            off = sat_add(off, sat_mul(to_opt(*o), *s));
        }
        let inferred: Vec<Option<i64>> =
            strides.iter().zip(&src_strides).map(|(&a, &b)| sat_mul(to_opt(a), b)).collect();
        let kept_strides: Vec<Option<i64>> = kept.iter().map(|&i| inferred[i]).collect();
        // A size-1 dimension's stride does not matter.
        let strides_ok =
            kept_strides.iter().zip(&res_strides).zip(&res.shape).all(|((a, b), d)| a == b || *d == Dim::Static(1));
        if off != res_off || !strides_ok {
            return Err("expected result type to have the layout implied by the source, offsets and strides (mismatch of result layout)".into());
        }
    }
    Ok(())
}

/// Products of possibly dynamic (`None`) values, MLIR's `SaturatedInteger`:
/// anything times a static 0 is 0.
pub(super) fn sat_mul(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(x), Some(y)) => x.checked_mul(y),
        _ => None,
    }
}

pub(super) fn sat_add(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    a?.checked_add(b?)
}

/// Which dimensions of `sizes` remain in `result` when unit dimensions may be
/// dropped (greedily, like MLIR), or `None` if `result` does not fit.
pub(super) fn rank_reduction(sizes: &[Option<i64>], result: &[Dim]) -> Option<Vec<usize>> {
    let fits = |s: Option<i64>, d: Dim| match (s, d) {
        (Some(a), Dim::Static(b)) => a == b,
        (None, Dim::Dynamic) => true,
        _ => false,
    };
    let mut kept = Vec::new();
    let mut j = 0;
    for (i, &s) in sizes.iter().enumerate() {
        if j < result.len() && fits(s, result[j]) {
            kept.push(i);
            j += 1;
        } else if s != Some(1) {
            return None;
        }
    }
    (j == result.len()).then_some(kept)
}

/// `memref.reinterpret_cast %src to offset: [o], sizes: [..], strides: [..] {attrs} : t1 to t2`
pub(super) fn parse_reinterpret_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect_keyword("to")?;
    let at = p.here();
    p.expect_keyword("offset")?;
    p.expect_punct(":")?;
    let (offs, s_offs) = parse_dynamic_index_list(p)?;
    p.expect_punct(",")?;
    p.expect_keyword("sizes")?;
    p.expect_punct(":")?;
    let (sizes, s_sizes) = parse_dynamic_index_list(p)?;
    p.expect_punct(",")?;
    p.expect_keyword("strides")?;
    p.expect_punct(":")?;
    let (strides, s_strides) = parse_dynamic_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&src, &from)?);
    for list in [&offs, &sizes, &strides] {
        st.operands.extend(resolve_indices(p, list, at)?);
    }
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&[1, offs.len(), sizes.len(), strides.len()]));
    st.attrs.set("static_offsets", dense_i64(&s_offs));
    st.attrs.set("static_sizes", dense_i64(&s_sizes));
    st.attrs.set("static_strides", dense_i64(&s_strides));
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_reinterpret_cast(p: &mut Printer<'_>, op: OpId) {
    let Some([(o, so), (s, ss), (t, st)]) = view_lists(p.m, op).filter(|_| p.m.results(op).len() == 1) else {
        return p.generic_op(op);
    };
    p.w("memref.reinterpret_cast ");
    p.operand(p.m.operand(op, 0));
    p.w(" to offset: ");
    print_dynamic_index_list(p, &o, &so);
    p.w(", sizes: ");
    print_dynamic_index_list(p, &s, &ss);
    p.w(", strides: ");
    print_dynamic_index_list(p, &t, &st);
    p.attr_dict(op, &VIEW_ATTRS);
    print_from_to(p, op);
}

pub(super) fn verify_reinterpret_cast(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 || m.operands(op).is_empty() {
        return Err("expects a source operand and one result".into());
    }
    let src_t = ty(m, op, 0);
    let Some((src_elem, src_space)) = elem_and_space(src_t) else {
        return Err(format!("source must be a memref, but got '{src_t}'"));
    };
    let res_t = rty(m, op, 0);
    let res = res_t.as_memref().ok_or_else(|| format!("result must be a ranked memref, but got '{res_t}'"))?;
    let rank = res.shape.len();
    let [(_, offs), (_, sizes), (_, strides)] = verify_view_lists(m, op, [1, rank, rank])?;
    if *src_elem != res.elem {
        return Err("different element types specified".into());
    }
    if src_space != res.memory_space.as_deref() {
        return Err("different memory spaces specified".into());
    }
    for (i, (d, &s)) in res.shape.iter().zip(&sizes).enumerate() {
        if let Dim::Static(n) = d {
            if to_opt(s) != Some(*n) {
                let want = to_opt(s).map_or("?".into(), |v| v.to_string());
                return Err(format!("expected result type with size = {want} instead of {n} in dim = {i}"));
            }
        }
    }
    if let Some((res_strides, res_off)) = strides_and_offset(res) {
        if let Some(o) = res_off {
            if to_opt(offs[0]) != Some(o) {
                return Err(format!(
                    "expected result type with offset = {} instead of {o}",
                    to_opt(offs[0]).map_or("?".into(), |v| v.to_string())
                ));
            }
        }
        for (i, (rs, &s)) in res_strides.iter().zip(&strides).enumerate() {
            if let Some(r) = rs {
                if to_opt(s) != Some(*r) {
                    let want = to_opt(s).map_or("?".into(), |v| v.to_string());
                    return Err(format!("expected result type with stride = {want} instead of {r} in dim = {i}"));
                }
            }
        }
    }
    Ok(())
}

// ----- extract_strided_metadata, extract_aligned_pointer_as_index -----

/// `memref.extract_strided_metadata %m : T -> memref<E>, index, ... {attrs}`
/// and `memref.extract_aligned_pointer_as_index %m : T -> index {attrs}`
/// (the attribute dictionary last, as MLIR writes them).
pub(super) fn parse_source_arrow(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    p.expect_punct("->")?;
    st.result_types = p.parse_type_list_no_parens()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

pub(super) fn print_source_arrow(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).is_empty() {
        return p.generic_op(op);
    }
    p.w(p.m.name(op).as_str());
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
    p.w(" -> ");
    let rts: Vec<Type> = p.m.results(op).iter().map(|&r| p.m.value_type(r).clone()).collect();
    for (i, t) in rts.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.ty(t);
    }
    p.attr_dict(op, &[]);
}

/// The base buffer (a rank-0 memref of the element type and memory space),
/// the offset, then the sizes and the strides, all `index`.
pub(super) fn verify_extract_strided_metadata(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() != 1 {
        return Err("expects one operand".into());
    }
    let src_t = ty(m, op, 0);
    let src = match src_t.as_memref() {
        Some(s) if strides_and_offset(s).is_some() => s,
        _ => return Err(format!("operand #0 must be strided memref of any type values, but got '{src_t}'")),
    };
    let base = Type::MemRef(Box::new(MemRefType {
        shape: Vec::new(),
        elem: src.elem.clone(),
        layout: Layout::Identity,
        memory_space: src.memory_space.clone(),
    }));
    let mut want = vec![base];
    want.resize(2 + 2 * src.shape.len(), Type::Index);
    let got: Vec<&Type> = m.results(op).iter().map(|&r| m.value_type(r)).collect();
    if got.len() != want.len() || got.iter().zip(&want).any(|(g, w)| *g != w) {
        let list = |ts: &mut dyn Iterator<Item = &Type>| ts.map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ");
        return Err(format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&mut want.iter()),
            list(&mut got.into_iter())
        ));
    }
    Ok(())
}

pub(super) fn verify_extract_aligned_pointer(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand #0 must be memref of any type values, but got '{}'", ty(m, op, 0)));
    }
    if !rty(m, op, 0).is_index() {
        return Err(format!("result #0 must be index, but got '{}'", rty(m, op, 0)));
    }
    Ok(())
}
