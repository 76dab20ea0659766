//! Control flow and calls: `br`, `cond_br`, `switch`, `return`,
//! `unreachable`, `call`.

use super::*;

// ----- control flow -----

/// `llvm.return [%v : t] {attrs}` (MLIR accepts the dictionary first too).
pub(super) fn parse_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    if p.at_operand() {
        let v = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        st.operands.push(p.resolve(&v, &t)?);
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    Ok(())
}

pub(super) fn print_return(p: &mut Printer<'_>, op: OpId) {
    if p.m.op(op).attrs.is_empty() {
        print_terminator_like(p, op, "llvm.return");
        return;
    }
    // MLIR's format is `attr-dict ($arg : type)?`.
    p.w("llvm.return");
    p.attr_dict(op, &[]);
    if let Some(&v) = p.m.operands(op).first() {
        p.w(" ");
        p.operand(v);
        p.w(" : ");
        let t = p.m.value_type(v).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_return(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() > 1 || !m.results(op).is_empty() {
        return Err("expects at most one operand and no results".into());
    }
    let got = m.operands(op).first().map(|&v| m.value_type(v));
    let Some(parent) = m.parent_op(op) else {
        return Err("expects parent op 'llvm.func' or 'llvm.mlir.global'".into());
    };
    let want = if m.is(parent, "llvm.func") {
        match function_type(m, parent) {
            Some(ft) if ft.ret != Type::LlvmVoid => Some(ft.ret.clone()),
            Some(_) => None,
            None => return Ok(()),
        }
    } else if m.is(parent, "llvm.mlir.global") {
        match m.attr(parent, "global_type").and_then(Attribute::as_type) {
            Some(t) => Some(t.clone()),
            None => return Ok(()),
        }
    } else {
        return Err("expects parent op 'llvm.func' or 'llvm.mlir.global'".into());
    };
    match (got, want) {
        (None, None) => Ok(()),
        (Some(g), Some(w)) if *g == w => Ok(()),
        (Some(g), Some(w)) => {
            Err(format!("type of the return operand ('{g}') doesn't match the expected type ('{w}')"))
        }
        (None, Some(w)) => Err(format!("expected a return value of type '{w}'")),
        (Some(_), None) => Err("does not expect a return value in a function returning void".into()),
    }
}

pub(super) fn parse_unreachable(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}
pub(super) fn print_unreachable(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.unreachable");
    p.attr_dict(op, &[]);
}
pub(super) fn verify_unreachable(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)
}

/// `llvm.br ^bb1(%a : i32) {attrs}`
pub(super) fn parse_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_successor()?;
    st.successors.push(s);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}
pub(super) fn print_br(p: &mut Printer<'_>, op: OpId) {
    cf::print_br_named(p, op, "llvm.br");
}

/// `llvm.cond_br %c [weights([90, 10])], ^bb1(%a : i32), ^bb2 {attrs}`
pub(super) fn parse_cond_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve(&c, &Type::i1())?);
    if p.eat_keyword("weights")? {
        p.expect_punct("(")?;
        p.expect_punct("[")?;
        let mut w = Vec::new();
        p.comma_list("]", |p| {
            let at = p.here();
            let v = p.parse_int("branch weight")?;
            if !(i32::MIN as i128..=u32::MAX as i128).contains(&v) {
                return Err(p.error_at(at, "branch weight does not fit in i32"));
            }
            w.push(DenseElem::Int(v));
            Ok(())
        })?;
        p.expect_punct(")")?;
        st.attrs.set("branch_weights", Attribute::DenseArray { elem: Type::i32(), values: w });
    }
    p.expect_punct(",")?;
    let t = p.parse_successor()?;
    p.expect_punct(",")?;
    let f = p.parse_successor()?;
    st.successors.push(t);
    st.successors.push(f);
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    Ok(())
}

pub(super) fn print_cond_br(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.cond_br ");
    if let Some(&c) = p.m.plain_operands(op).first() {
        p.operand(c);
    }
    let w = p.m.attr(op, "branch_weights").and_then(Attribute::as_dense_ints);
    if let Some(w) = &w {
        let s: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.w(&format!(" weights([{}])", s.join(", ")));
    }
    for i in 0..p.m.successors(op).len() {
        p.w(", ");
        p.successor(op, i);
    }
    attrs(p, op, if w.is_some() { &["branch_weights"] } else { &[] });
}

pub(super) fn verify_cond_br(m: &Module, op: OpId) -> Result<(), String> {
    cf::verify_cond_br(m, op)
}

/// `llvm.switch %v : i32, ^default(%a : i32) [ 0: ^bb1, 1: ^bb2(%b : i32) ] {attrs}`
pub(super) fn parse_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let f = p.parse_operand()?;
    let tpos = p.here();
    let ty = p.parse_colon_type()?;
    let Some(width) = ty.int_width() else {
        return Err(p.error_at(tpos, format!("switch value must be an integer, but got '{ty}'")));
    };
    st.operands.push(p.resolve(&f, &ty)?);
    p.expect_punct(",")?;
    let d = p.parse_successor()?;
    st.successors.push(d);
    let mut values = Vec::new();
    p.expect_punct("[")?;
    p.comma_list("]", |p| {
        values.push(cf::parse_case_value(p, width)?);
        p.expect_punct(":")?;
        let s = p.parse_successor()?;
        st.successors.push(s);
        Ok(())
    })?;
    st.attrs = p.parse_optional_attr_dict()?;
    if let Some(a) = cf::case_values_attr(values, &ty) {
        st.attrs.set("case_values", a);
    }
    Ok(())
}

pub(super) fn print_switch(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.switch ");
    if let Some(&f) = p.m.plain_operands(op).first() {
        p.operand(f);
        p.w(" : ");
        let t = p.m.value_type(f).clone();
        p.ty(&t);
    }
    if !p.m.successors(op).is_empty() {
        p.w(", ");
        p.successor(op, 0);
    }
    p.w(" [");
    cf::print_switch_cases(p, op, false);
    p.newline();
    p.w("]");
    attrs(p, op, &["case_values", "case_operand_segments"]);
}

pub(super) fn verify_switch(m: &Module, op: OpId) -> Result<(), String> {
    cf::verify_switch(m, op)?;
    if let Some(w) = m.attr(op, "branch_weights") {
        if w.as_dense_ints().map(|v| v.len()) != Some(m.successors(op).len()) {
            return Err("expects one branch weight per destination".into());
        }
    }
    Ok(())
}

// ----- calls -----

/// `llvm.call [cconv] [tail] @f(%a) [vararg(!llvm.func<...>)] {attrs} : (t) -> r`
/// or `llvm.call %fptr(%a) ... : !llvm.ptr, (t) -> r`
pub(super) fn parse_call(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if let Some(cc) = peek_cconv(p) {
        p.bump()?;
        st.attrs.set("CConv", llvm_attr("cconv", &cc));
    }
    if let Some(tk) = peek_keyword(p, &TAIL_KINDS) {
        p.bump()?;
        st.attrs.set("TailCallKind", llvm_attr("tailcallkind", &tk));
    }
    let callee = if p.at_operand() {
        Some(p.parse_operand()?)
    } else {
        let name = p.parse_symbol_name()?;
        st.attrs.set("callee", Attribute::symbol(name));
        None
    };
    p.expect_punct("(")?;
    let at = p.here();
    let args = p.parse_operand_list()?;
    p.expect_punct(")")?;
    if p.eat_keyword("vararg")? {
        p.expect_punct("(")?;
        let vpos = p.here();
        let vt = p.parse_type()?;
        if !matches!(&vt, Type::LlvmFunc(f) if f.vararg) {
            return Err(p.error_at(vpos, "expected a variadic !llvm.func<...> type"));
        }
        p.expect_punct(")")?;
        st.attrs.set("var_callee_type", Attribute::Type(vt));
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    p.expect_punct(":")?;
    if let Some(c) = &callee {
        let ct = p.parse_type()?;
        st.operands.push(p.resolve(c, &ct)?);
        p.expect_punct(",")?;
    }
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    if ft.results.len() > 1 {
        return Err(p.error_at(fpos, "expected at most one result type"));
    }
    let args = p.resolve_all(&args, &ft.inputs, at)?;
    st.operands.extend(args);
    st.result_types = ft.results.iter().filter(|t| **t != Type::LlvmVoid).cloned().collect();
    Ok(())
}

pub(super) fn print_call(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.call ");
    if let Some(cc) = llvm_attr_body(p.m.attr(op, "CConv"), "cconv").filter(|c| *c != "ccc") {
        p.w(cc);
        p.w(" ");
    }
    if let Some(tk) = llvm_attr_body(p.m.attr(op, "TailCallKind"), "tailcallkind").filter(|c| *c != "none") {
        p.w(tk);
        p.w(" ");
    }
    let ops = p.m.operands(op).to_vec();
    let direct = p.m.attr(op, "callee").cloned();
    let args = match &direct {
        Some(c) => {
            p.attr(c);
            &ops[..]
        }
        None => {
            if let Some(&f) = ops.first() {
                p.operand(f);
            }
            ops.get(1..).unwrap_or(&[])
        }
    };
    p.w("(");
    p.operands(args);
    p.w(")");
    if let Some(vt) = p.m.attr(op, "var_callee_type").and_then(Attribute::as_type) {
        let vt = vt.clone();
        p.w(" vararg(");
        p.ty(&vt);
        p.w(")");
    }
    attrs(p, op, &["callee", "CConv", "TailCallKind", "var_callee_type", "operandSegmentSizes", "op_bundle_sizes"]);
    p.w(" : ");
    if direct.is_none() {
        if let Some(&f) = ops.first() {
            let t = p.m.value_type(f).clone();
            p.ty(&t);
            p.w(", ");
        }
    }
    let ft = Type::function(vals(p.m, args), vals(p.m, p.m.results(op)));
    p.ty(&ft);
}

pub(super) fn verify_call(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() > 1 {
        return Err("expects at most one result".into());
    }
    match m.attr(op, "callee") {
        Some(Attribute::SymbolRef { .. }) => {}
        Some(_) => return Err("'callee' must be a symbol reference".into()),
        None => match m.operands(op).first() {
            Some(&f) if m.value_type(f).is_llvm_ptr() => {}
            _ => return Err("an indirect call expects a pointer as its first operand".into()),
        },
    }
    if let Some(a) = m.attr(op, "var_callee_type") {
        if !matches!(a.as_type(), Some(Type::LlvmFunc(f)) if f.vararg) {
            return Err("'var_callee_type' must be a variadic !llvm.func type".into());
        }
    }
    Ok(())
}
