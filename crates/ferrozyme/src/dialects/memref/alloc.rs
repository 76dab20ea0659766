//! Allocation and access: `alloc`, `alloca`, `alloca_scope`, `dealloc`,
//! `load`, `store`, `dim`, `rank`.

use super::*;

// ----- alloc / alloca -----

/// `memref.alloc(%d0)[%s0] {attrs} : memref<?xf32>`
pub(super) fn parse_alloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let at = p.here();
    let dynamic = p.parse_operand_list()?;
    p.expect_punct(")")?;
    let sat = p.here();
    let symbols = if p.at_punct("[") { parse_index_list(p)? } else { Vec::new() };
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands = resolve_indices(p, &dynamic, at)?;
    st.operands.extend(resolve_indices(p, &symbols, sat)?);
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&[dynamic.len(), symbols.len()]));
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_alloc(p: &mut Printer<'_>, op: OpId) {
    let Some(groups) = operand_groups(p.m, op, 2).filter(|_| p.m.results(op).len() == 1) else {
        return p.generic_op(op);
    };
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w("(");
    p.operands(&groups[0]);
    p.w(")");
    if !groups[1].is_empty() {
        print_index_list(p, &groups[1]);
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

pub(super) fn verify_alloc(m: &Module, op: OpId) -> Result<(), String> {
    let segs = segments(m, op, 2)?;
    if m.results(op).len() != 1 {
        return Err(format!("expected 1 result, but found {}", m.results(op).len()));
    }
    let t = rty(m, op, 0);
    let mt = t.as_memref().ok_or_else(|| format!("result must be a ranked memref, but got '{t}'"))?;
    all_index(m, m.operands(op), "dynamic sizes and symbol operands")?;
    let n_dyn = mt.shape.iter().filter(|d| d.is_dynamic()).count();
    if segs[0] != n_dyn {
        return Err("dimension operand count does not equal memref dynamic dimension count".into());
    }
    if let Some(n_sym) = layout_symbols(mt) {
        if segs[1] != n_sym {
            return Err(format!(
                "symbol operand count does not equal memref symbol count: expected {n_sym}, got {}",
                segs[1]
            ));
        }
    }
    if let Some(a) = m.attr(op, "alignment") {
        match a {
            Attribute::Integer { value, ty } if *ty == Type::i64() && *value >= 0 => {}
            _ => return Err("attribute 'alignment' must be a non-negative 64-bit integer".into()),
        }
    }
    Ok(())
}

// ----- alloca_scope -----

/// `memref.alloca_scope [-> (types)] { body } [{attrs}]`
pub(super) fn parse_alloca_scope(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_punct("->")? {
        st.result_types = p.parse_function_result_types()?;
    }
    let r = p.parse_region(&[], false)?;
    ensure_terminator(p, r, "memref.alloca_scope.return");
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

pub(super) fn print_alloca_scope(p: &mut Printer<'_>, op: OpId) {
    if p.m.regions(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.alloca_scope");
    let rs = p.m.results(op).to_vec();
    if !rs.is_empty() {
        p.w(" -> (");
        p.value_types(&rs);
        p.w(")");
    }
    p.w(" ");
    let r = p.m.region(op, 0);
    if rs.is_empty() {
        print_region_eliding(p, r, false, "memref.alloca_scope.return");
    } else {
        p.region(r, false);
    }
    p.attr_dict(op, &[]);
}

pub(super) fn verify_alloca_scope(m: &Module, op: OpId) -> Result<(), String> {
    if !m.operands(op).is_empty() || m.regions(op).len() != 1 {
        return Err("expects no operands and one region".into());
    }
    let r = m.region(op, 0);
    if m.entry_block(r).is_some_and(|b| !m.block_args(b).is_empty()) {
        return Err("region cannot have any arguments".into());
    }
    if let Some(t) = single_block_terminator(m, r).filter(|&t| m.is(t, "memref.alloca_scope.return")) {
        let (got, want) = (types_of(m, m.operands(t)), types_of(m, m.results(op)));
        if got != want {
            return Err(format!("returns {} but the op's results are {}", type_list(&got), type_list(&want)));
        }
    }
    Ok(())
}

pub(super) fn verify_alloca_scope_return(m: &Module, op: OpId) -> Result<(), String> {
    match m.parent_op(op) {
        Some(p) if m.is(p, "memref.alloca_scope") => Ok(()),
        _ => Err("expects parent op 'memref.alloca_scope'".into()),
    }
}

// ----- dealloc, load, store, dim, rank -----

/// `memref.dealloc %m {attrs} : memref<...>`
pub(super) fn parse_dealloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

/// `name %m {attrs} : type` for one-operand ops.
pub(super) fn print_single_operand(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 {
        return p.generic_op(op);
    }
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

pub(super) fn print_dealloc(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

pub(super) fn verify_dealloc(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand must be a memref, but got '{}'", ty(m, op, 0)));
    }
    Ok(())
}

/// `memref.load %m[%i, %j] {attrs} : memref<4x4xf32>`
pub(super) fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let at = p.here();
    let idx = parse_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(resolve_indices(p, &idx, at)?);
    st.result_types.push(mt.elem);
    Ok(())
}

/// The attributes to leave out: `nontemporal = false` is the default.
pub(super) fn nontemporal_elide(m: &Module, op: OpId) -> &'static [&'static str] {
    if m.attr(op, "nontemporal") == Some(&Attribute::Bool(false)) {
        &["nontemporal"]
    } else {
        &[]
    }
}

pub(super) fn print_load(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() {
        return p.generic_op(op);
    }
    p.w("memref.load ");
    p.operand(p.m.operand(op, 0));
    let idx = p.m.operands(op)[1..].to_vec();
    print_index_list(p, &idx);
    p.attr_dict(op, nontemporal_elide(p.m, op));
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

/// Index count and types for an access to `mem` with `indices`.
pub(super) fn check_access(m: &Module, mem: Value, indices: &[Value], op_name: &str) -> Result<MemRefType, String> {
    let mt = memref_of(m, mem)?.clone();
    if indices.len() != mt.shape.len() {
        return Err(format!(
            "incorrect number of indices for {op_name}, expected {} but got {}",
            mt.shape.len(),
            indices.len()
        ));
    }
    all_index(m, indices, "indices")?;
    Ok(mt)
}

pub(super) fn check_nontemporal(m: &Module, op: OpId) -> Result<(), String> {
    match m.attr(op, "nontemporal") {
        None | Some(Attribute::Bool(_)) => Ok(()),
        Some(_) => Err("attribute 'nontemporal' must be a boolean".into()),
    }
}

pub(super) fn verify_load(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 {
        return Err("expects a memref operand, its indices and one result".into());
    }
    let mt = check_access(m, m.operand(op, 0), &m.operands(op)[1..], "load")?;
    if *rty(m, op, 0) != mt.elem {
        return Err(format!("result type '{}' must match element type '{}' of the memref", rty(m, op, 0), mt.elem));
    }
    check_nontemporal(m, op)
}

/// `memref.store %v, %m[%i] {attrs} : memref<4xf32>`
pub(super) fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let u = p.parse_operand()?;
    let at = p.here();
    let idx = parse_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&v, &mt.elem)?);
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(resolve_indices(p, &idx, at)?);
    Ok(())
}

pub(super) fn print_store(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 {
        return p.generic_op(op);
    }
    p.w("memref.store ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    let idx = p.m.operands(op)[2..].to_vec();
    print_index_list(p, &idx);
    p.attr_dict(op, nontemporal_elide(p.m, op));
    p.w(" : ");
    let t = ty(p.m, op, 1).clone();
    p.ty(&t);
}

pub(super) fn verify_store(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || !m.results(op).is_empty() {
        return Err("expects a value, a memref operand, its indices and no results".into());
    }
    let mt = check_access(m, m.operand(op, 1), &m.operands(op)[2..], "store")?;
    if *ty(m, op, 0) != mt.elem {
        return Err(format!("value type '{}' must match element type '{}' of the memref", ty(m, op, 0), mt.elem));
    }
    check_nontemporal(m, op)
}

pub(super) fn verify_dim(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand #0 must be a memref, but got '{}'", ty(m, op, 0)));
    }
    if !ty(m, op, 1).is_index() || !rty(m, op, 0).is_index() {
        return Err("index operand and result must be of type 'index'".into());
    }
    Ok(())
}

/// `memref.rank %m {attrs} : memref<*xf32>`
pub(super) fn parse_rank(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_dealloc(p, st)?;
    st.result_types.push(Type::Index);
    Ok(())
}

pub(super) fn print_rank(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

pub(super) fn verify_rank(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand must be a memref, but got '{}'", ty(m, op, 0)));
    }
    if !rty(m, op, 0).is_index() {
        return Err("result must be of type 'index'".into());
    }
    Ok(())
}
