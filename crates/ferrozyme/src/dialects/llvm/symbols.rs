//! Symbols: `llvm.func`, `llvm.mlir.global`, `llvm.mlir.addressof`, comdats.

use super::*;

// ----- functions -----

/// The `!llvm.func<...>` type of an `llvm.func`.
pub fn function_type(m: &Module, op: OpId) -> Option<&LlvmFuncType> {
    match m.attr(op, "function_type")? {
        Attribute::Type(Type::LlvmFunc(f)) => Some(f),
        _ => None,
    }
}

/// The number of fixed parameters of a variadic `llvm.func` (`None`: not
/// variadic). A call passes its variadic operands after them; a body that
/// never reads them (it cannot: `llvm.intr.vastart` is not supported) runs
/// with the fixed ones only.
pub fn variadic_fixed_params(m: &Module, op: OpId) -> Option<usize> {
    function_type(m, op).filter(|f| f.vararg).map(|f| f.params.len())
}

/// `linkage`, `visibility_` and `unnamed_addr` keywords before a symbol name
/// (`thread_local` too for globals, which MLIR reads after `unnamed_addr`).
pub(super) fn parse_global_keywords(p: &mut Parser<'_>, st: &mut OpState, thread_local: bool) -> PResult<()> {
    if let Some(l) = peek_keyword(p, &LINKAGES) {
        p.bump()?;
        st.attrs.set("linkage", llvm_attr("linkage", &l));
    }
    if let Some(v) = peek_keyword(p, &VISIBILITIES[1..]) {
        p.bump()?;
        set_int(st, "visibility_", VISIBILITIES.iter().position(|x| *x == v).unwrap_or(0));
    }
    if thread_local && p.eat_keyword("thread_local")? {
        st.attrs.set("thread_local_", Attribute::Unit);
    }
    if let Some(u) = peek_keyword(p, &UNNAMED_ADDR[1..]) {
        p.bump()?;
        set_int(st, "unnamed_addr", UNNAMED_ADDR.iter().position(|x| *x == u).unwrap_or(0));
    }
    if thread_local && p.eat_keyword("thread_local")? {
        st.attrs.set("thread_local_", Attribute::Unit);
    }
    Ok(())
}

pub(super) fn print_visibility_unnamed(p: &mut Printer<'_>, op: OpId) {
    let get = |a: Option<&Attribute>, names: &[&'static str]| {
        a.and_then(Attribute::as_int)
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| names.get(i).copied())
            .unwrap_or("")
    };
    let v = get(p.m.attr(op, "visibility_"), &VISIBILITIES);
    if !v.is_empty() {
        p.w(v);
        p.w(" ");
    }
    let u = get(p.m.attr(op, "unnamed_addr"), &UNNAMED_ADDR);
    if !u.is_empty() {
        p.w(u);
        p.w(" ");
    }
    if p.m.attr(op, "thread_local_").is_some() {
        p.w("thread_local ");
    }
}

/// ` comdat(@table::@selector)` (optional).
pub(super) fn parse_comdat_ref(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("comdat")? {
        p.expect_punct("(")?;
        let a = p.parse_attribute()?;
        if !matches!(a, Attribute::SymbolRef { .. }) {
            return Err(p.error("expected a symbol reference"));
        }
        p.expect_punct(")")?;
        st.attrs.set("comdat", a);
    }
    Ok(())
}

pub(super) fn print_comdat_ref(p: &mut Printer<'_>, op: OpId) {
    if let Some(c) = p.m.attr(op, "comdat").cloned() {
        p.w(" comdat(");
        p.attr(&c);
        p.w(")");
    }
}

/// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @f(%a: t {attrs}, ...) -> r
///  [comdat(..)] [attributes {..}] [{ body }]`
pub(super) fn parse_func(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_global_keywords(p, st, false)?;
    if let Some(cc) = peek_cconv(p) {
        p.bump()?;
        st.attrs.set("CConv", llvm_attr("cconv", &cc));
    }
    let npos = p.here();
    let name = p.parse_symbol_name()?;
    st.attrs.set("sym_name", Attribute::String(name));
    let spos = p.here();
    let sig = parse_signature(p, true)?;
    if sig.result_types.len() > 1 {
        return Err(p.error_at(spos, "an llvm.func returns at most one value (use a struct)"));
    }
    for (types, what) in [(&sig.arg_types, "arguments"), (&sig.result_types, "results")] {
        if let Some(t) = types.iter().find(|t| !t.is_llvm_compatible()) {
            let msg = format!("failed to construct function type: expected LLVM type for function {what}, not '{t}'");
            return Err(p.error_at(npos, msg));
        }
    }
    let ret = sig.result_types.first().cloned().unwrap_or(Type::LlvmVoid);
    let ft = LlvmFuncType { ret, params: sig.arg_types.clone(), vararg: sig.vararg };
    st.attrs.set("function_type", Attribute::Type(Type::LlvmFunc(Box::new(ft))));
    set_arg_res_attrs(st, sig.arg_attrs, sig.res_attrs);
    parse_comdat_ref(p, st)?;
    if p.eat_keyword("attributes")? {
        let extra = p.parse_attr_dict()?;
        st.attrs = merge(std::mem::take(&mut st.attrs), extra);
    }
    if p.at_punct("{") {
        if sig.args.len() != sig.arg_types.len() {
            return Err(p.error("expected named arguments (%name: type) in a function with a body"));
        }
        let r = p.parse_region(&sig.args, true)?;
        st.regions.push(r);
    } else {
        if !sig.args.is_empty() {
            return Err(p.error("expected '{' to begin the body of a function with named arguments"));
        }
        let r = p.empty_region();
        st.regions.push(r);
    }
    Ok(())
}

pub(super) fn print_func(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.func ");
    let l = linkage(p.m, op);
    if l != "external" {
        p.w(l);
        p.w(" ");
    }
    print_visibility_unnamed(p, op);
    if let Some(cc) = llvm_attr_body(p.m.attr(op, "CConv"), "cconv").filter(|c| *c != "ccc") {
        p.w(cc);
        p.w(" ");
    }
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    let ft =
        function_type(p.m, op).cloned().unwrap_or(LlvmFuncType { ret: Type::LlvmVoid, params: vec![], vararg: false });
    let results = if ft.ret == Type::LlvmVoid { vec![] } else { vec![ft.ret.clone()] };
    print_signature(p, op, &ft.params, &results, ft.vararg);
    print_comdat_ref(p, op);
    let m = p.m;
    let mut skip = vec![
        "sym_name",
        "function_type",
        "arg_attrs",
        "res_attrs",
        "linkage",
        "CConv",
        "visibility_",
        "unnamed_addr",
        "comdat",
    ];
    skip.extend(m.op(op).attrs.iter().filter(|(k, v)| is_default(k, v)).map(|(k, _)| k));
    p.attr_dict_with_keyword(op, &skip, true);
    if let Some(&r) = m.regions(op).first() {
        if !m.blocks(r).is_empty() {
            p.w(" ");
            p.region(r, false);
        }
    }
}

pub(super) fn verify_func(m: &Module, op: OpId) -> Result<(), String> {
    let Some(ft) = function_type(m, op) else {
        return Err("requires a 'function_type' attribute of type !llvm.func<...>".into());
    };
    if m.symbol_name(op).is_none() {
        return Err("requires a 'sym_name' string attribute".into());
    }
    if let Some(a) = m.attr(op, "linkage") {
        if !llvm_attr_body(Some(a), "linkage").is_some_and(|l| LINKAGES.contains(&l)) {
            return Err(format!("invalid linkage '{a}'"));
        }
    }
    if m.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    match m.entry_block(m.region(op, 0)) {
        None => {
            if !matches!(linkage(m, op), "external" | "extern_weak") {
                return Err("external functions must have 'external' or 'extern_weak' linkage".into());
            }
        }
        Some(b) => {
            let args: Vec<&Type> = m.block_args(b).iter().map(|&a| m.value_type(a)).collect();
            if args.len() != ft.params.len() || args.iter().zip(&ft.params).any(|(a, b)| *a != b) {
                return Err("entry block argument types must match the function signature".into());
            }
            // (The custom form is refused when parsed, with MLIR's message;
            // this is the generic form's check, as MLIR's.)
            if let Some(i) = args.iter().position(|t| !t.is_llvm_compatible()) {
                return Err(format!("entry block argument #{i} is not of LLVM type"));
            }
        }
    }
    Ok(())
}

// ----- globals -----

/// `llvm.mlir.global [linkage] [visibility] [unnamed_addr] [thread_local] [constant]
///  @g(value?) [comdat(..)] {attrs} [: t] [{ initializer }]`
pub(super) fn parse_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_global_keywords(p, st, true)?;
    if !st.attrs.contains("linkage") {
        st.attrs.set("linkage", llvm_attr("linkage", "external"));
    }
    if p.eat_keyword("constant")? {
        st.attrs.set("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    p.expect_punct("(")?;
    let value = if p.at_punct(")") { None } else { Some(p.parse_attribute()?) };
    p.expect_punct(")")?;
    parse_comdat_ref(p, st)?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    st.attrs.set("sym_name", Attribute::String(name));
    if !st.attrs.contains("addr_space") {
        st.attrs.set("addr_space", Attribute::int(0, Type::i32()));
    }
    let ty = if p.eat_punct(":")? {
        p.parse_type()?
    } else {
        match &value {
            Some(Attribute::String(s)) => {
                Type::LlvmArray { len: string_byte_len(s) as u64, elem: Box::new(Type::int(8)) }
            }
            _ => return Err(p.error("expected ':' and the type of the global")),
        }
    };
    st.attrs.set("global_type", Attribute::Type(ty));
    if let Some(v) = value {
        st.attrs.set("value", v);
    }
    let r = if p.at_punct("{") { p.parse_region(&[], true)? } else { p.empty_region() };
    st.regions.push(r);
    Ok(())
}

pub(super) fn print_global(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.mlir.global ");
    p.w(linkage(p.m, op));
    p.w(" ");
    print_visibility_unnamed(p, op);
    if p.m.attr(op, "constant").is_some() {
        p.w("constant ");
    }
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    p.w("(");
    let value = p.m.attr(op, "value").cloned();
    if let Some(v) = &value {
        p.attr(v);
    }
    p.w(")");
    print_comdat_ref(p, op);
    attrs(
        p,
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    let ty = p.m.attr(op, "global_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::int(8));
    let implied = match &value {
        Some(Attribute::String(s)) => {
            ty == Type::LlvmArray { len: string_byte_len(s) as u64, elem: Box::new(Type::int(8)) }
        }
        _ => false,
    };
    if !implied {
        p.w(" : ");
        p.ty(&ty);
    }
    if let Some(&r) = p.m.regions(op).first() {
        if !p.m.blocks(r).is_empty() {
            p.w(" ");
            p.region(r, false);
        }
    }
}

pub(super) fn verify_global(m: &Module, op: OpId) -> Result<(), String> {
    if m.symbol_name(op).is_none() {
        return Err("requires a 'sym_name' string attribute".into());
    }
    let Some(ty) = m.attr(op, "global_type").and_then(Attribute::as_type) else {
        return Err("requires a type attribute 'global_type'".into());
    };
    match llvm_attr_body(m.attr(op, "linkage"), "linkage") {
        Some(l) if LINKAGES.contains(&l) => {}
        _ => return Err("requires attribute 'linkage'".into()),
    }
    if !m.operands(op).is_empty() || !m.results(op).is_empty() {
        return Err("expects no operands and no results".into());
    }
    let has_init = m.regions(op).first().is_some_and(|&r| !m.blocks(r).is_empty());
    if has_init && m.attr(op, "value").is_some() {
        return Err("cannot have both a value and an initializer region".into());
    }
    if let Some(Attribute::String(s)) = m.attr(op, "value") {
        let want = Type::LlvmArray { len: string_byte_len(s) as u64, elem: Box::new(Type::int(8)) };
        let ok = *ty == want;
        if !ok {
            return Err("requires an i8 array type of the length of the string value".into());
        }
    }
    Ok(())
}

// ----- comdats -----

/// `llvm.comdat @name { llvm.comdat_selector @f any ... }`
pub(super) fn parse_comdat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    st.attrs = parse_optional_attributes_keyword(p)?;
    st.attrs.set("sym_name", Attribute::String(name));
    let r = p.parse_region(&[], true)?;
    st.regions.push(r);
    Ok(())
}

pub(super) fn print_comdat(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.comdat ");
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    p.attr_dict_with_keyword(op, &["sym_name"], true);
    p.w(" ");
    if let Some(&r) = p.m.regions(op).first() {
        p.region(r, false);
    }
}

pub(super) fn verify_comdat(m: &Module, op: OpId) -> Result<(), String> {
    if m.symbol_name(op).is_none() || m.regions(op).len() != 1 {
        return Err("requires a 'sym_name' and one region".into());
    }
    for &b in m.blocks(m.region(op, 0)) {
        if let Some(o) = m.block_ops(b).find(|&o| !m.is(o, "llvm.comdat_selector")) {
            return Err(format!("may only contain 'llvm.comdat_selector' ops, found '{}'", m.name(o)));
        }
    }
    Ok(())
}

/// `llvm.comdat_selector @f any`
pub(super) fn parse_comdat_selector(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let at = p.here();
    let kw = p.parse_keyword("comdat selection kind")?;
    let Some(i) = COMDAT_KINDS.iter().position(|k| *k == kw) else {
        return Err(p.error_at(at, format!("unknown comdat selection kind '{kw}'")));
    };
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("sym_name", Attribute::String(name));
    set_int(st, "comdat", i);
    Ok(())
}

pub(super) fn print_comdat_selector(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.comdat_selector ");
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    p.w(" ");
    let k = p.m.attr(op, "comdat").and_then(Attribute::as_int).and_then(|i| usize::try_from(i).ok());
    p.w(k.and_then(|i| COMDAT_KINDS.get(i)).copied().unwrap_or("<<invalid>>"));
    p.attr_dict(op, &["sym_name", "comdat"]);
}

pub(super) fn verify_comdat_selector(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)?;
    let k = m.attr(op, "comdat").and_then(Attribute::as_int).and_then(|i| usize::try_from(i).ok());
    if m.symbol_name(op).is_none() || k.is_none_or(|i| i >= COMDAT_KINDS.len()) {
        return Err("requires a 'sym_name' and a valid 'comdat' selection kind".into());
    }
    Ok(())
}

/// An optional `attributes {...}` dictionary.
pub(super) fn parse_optional_attributes_keyword(p: &mut Parser<'_>) -> PResult<crate::ir::AttrDict> {
    if p.eat_keyword("attributes")? {
        p.parse_attr_dict()
    } else {
        Ok(crate::ir::AttrDict::new())
    }
}
