//! The `llvm` dialect (the subset ferrozyme reads and writes): functions and
//! globals, calls, memory (`alloca`, `load`, `store`, `getelementptr`,
//! `memcpy`/`memset`), aggregates, constants, integer and float arithmetic,
//! comparisons, casts, branches and the float math intrinsics.
//!
//! Attributes are stored the way MLIR's generic form shows them: enums of the
//! dialect as opaque `#llvm.*<...>` attributes (`linkage`, `CConv`,
//! `fastmathFlags`, `overflowFlags`...), `function_type` as an
//! `!llvm.func<...>` type attribute. The defaults MLIR adds in its generic
//! form (`ordering = 0`, `fastmathFlags = #llvm.fastmath<none>`, `CConv =
//! #llvm.cconv<ccc>`, ...) are accepted and elided by the custom printers, so
//! both spellings print the same. Custom syntax follows MLIR 19, except that
//! MLIR's stray double spaces are not reproduced and `llvm.mlir.global`
//! prints `unnamed_addr` before `thread_local` (the order MLIR 19 parses).

use super::cf;
use super::common::{elem, expect_counts, merge, parse_cast, parse_signature, print_signature, set_arg_res_attrs};
use super::func::print_terminator_like;
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, LlvmFuncType, Module, OpId, Type};
use crate::syntax::lexer::Tok;
use crate::syntax::{OpState, PResult, Parser, Printer};

const P: Traits = Traits::PURE;
const BRANCH: Traits = Traits::PURE.or(Traits::TERMINATOR);

macro_rules! defs {
    ($parse:ident, $print:ident, $verify:ident, $traits:expr; $($n:literal),* $(,)?) => {
        [$(OpDef::new($n, $traits, $parse, $print, $verify)),*]
    };
}

const FLOAT_BIN: [OpDef; 5] =
    defs!(parse_bin, print_bin, v_float_bin, P; "llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem");
const INT_BIN_OVF: [OpDef; 4] =
    defs!(parse_bin_ovf, print_bin, v_int_bin, P; "llvm.add", "llvm.sub", "llvm.mul", "llvm.shl");
const INT_BIN: [OpDef; 9] = defs!(parse_bin, print_bin, v_int_bin, P;
    "llvm.udiv", "llvm.sdiv", "llvm.urem", "llvm.srem", "llvm.and", "llvm.or", "llvm.xor", "llvm.lshr", "llvm.ashr");
const CASTS: [OpDef; 13] = defs!(parse_cast, print_cast_op, v_cast, P;
    "llvm.bitcast", "llvm.addrspacecast", "llvm.sext", "llvm.zext", "llvm.trunc", "llvm.sitofp", "llvm.uitofp",
    "llvm.fptosi", "llvm.fptoui", "llvm.fpext", "llvm.fptrunc", "llvm.ptrtoint", "llvm.inttoptr");
const INTRINSICS: [OpDef; 24] = defs!(parse_intrinsic, print_intrinsic, v_intrinsic, P;
    "llvm.intr.sqrt", "llvm.intr.sin", "llvm.intr.cos", "llvm.intr.exp", "llvm.intr.exp2", "llvm.intr.log",
    "llvm.intr.log2", "llvm.intr.log10", "llvm.intr.fabs", "llvm.intr.floor", "llvm.intr.ceil", "llvm.intr.trunc",
    "llvm.intr.round", "llvm.intr.roundeven", "llvm.intr.rint", "llvm.intr.nearbyint",
    "llvm.intr.pow", "llvm.intr.maxnum", "llvm.intr.minnum", "llvm.intr.maximum", "llvm.intr.minimum",
    "llvm.intr.copysign", "llvm.intr.fma", "llvm.intr.fmuladd");

const OTHER: [OpDef; 34] = [
    OpDef::new(
        "llvm.func",
        Traits::ISOLATED.or(Traits::SYMBOL).or(Traits::FUNCTION),
        parse_func,
        print_func,
        verify_func,
    ),
    OpDef::new(
        "llvm.mlir.global",
        Traits::ISOLATED.or(Traits::SYMBOL).or(Traits::SINGLE_BLOCK),
        parse_global,
        print_global,
        verify_global,
    ),
    OpDef::new(
        "llvm.comdat",
        Traits::SYMBOL.or(Traits::SYMBOL_TABLE).or(Traits::NO_TERMINATOR).or(Traits::SINGLE_BLOCK).or(Traits::ISOLATED),
        parse_comdat,
        print_comdat,
        verify_comdat,
    ),
    OpDef::new(
        "llvm.comdat_selector",
        Traits::SYMBOL,
        parse_comdat_selector,
        print_comdat_selector,
        verify_comdat_selector,
    ),
    OpDef::new("llvm.return", BRANCH.or(Traits::RETURN_LIKE), parse_return, print_return, verify_return),
    OpDef::new("llvm.unreachable", Traits::TERMINATOR, parse_unreachable, print_unreachable, verify_unreachable),
    OpDef::new("llvm.br", BRANCH, parse_br, print_br, cf::verify_br)
        .with_successor_split(cf::split_br, cf::no_generic_attrs),
    OpDef::new("llvm.cond_br", BRANCH, parse_cond_br, print_cond_br, verify_cond_br)
        .with_successor_split(cf::split_cond_br, cf::cond_br_generic_attrs),
    OpDef::new("llvm.switch", BRANCH, parse_switch, print_switch, verify_switch)
        .with_successor_split(cf::split_switch, cf::switch_generic_attrs),
    OpDef::new("llvm.call", Traits::CALL, parse_call, print_call, verify_call),
    OpDef::new("llvm.load", Traits::MEM_READ, parse_load, print_load, verify_load),
    OpDef::new("llvm.store", Traits::MEM_WRITE, parse_store, print_store, verify_store),
    OpDef::new("llvm.alloca", Traits::MEM_ALLOC, parse_alloca, print_alloca, verify_alloca),
    OpDef::new("llvm.getelementptr", P, parse_gep, print_gep, verify_gep),
    OpDef::new("llvm.insertvalue", P, parse_insertvalue, print_insertvalue, verify_insertvalue),
    OpDef::new("llvm.extractvalue", P, parse_extractvalue, print_extractvalue, verify_extractvalue),
    OpDef::new("llvm.mlir.constant", P, parse_constant, print_constant, verify_constant),
    OpDef::new("llvm.mlir.zero", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.undef", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.poison", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.addressof", P, parse_addressof, print_addressof, verify_addressof),
    OpDef::new("llvm.fneg", P, parse_unary, print_bin, v_float_un),
    OpDef::new("llvm.icmp", P, parse_icmp, print_cmp, verify_icmp),
    OpDef::new("llvm.fcmp", P, parse_fcmp, print_cmp, verify_fcmp),
    OpDef::new("llvm.select", P, parse_select, print_select, verify_select),
    OpDef::new(
        "llvm.intr.memcpy",
        Traits::MEM_READ.or(Traits::MEM_WRITE),
        parse_generic_only,
        print_generic_props,
        verify_mem_transfer,
    ),
    OpDef::new(
        "llvm.intr.memmove",
        Traits::MEM_READ.or(Traits::MEM_WRITE),
        parse_generic_only,
        print_generic_props,
        verify_mem_transfer,
    ),
    OpDef::new("llvm.intr.memset", Traits::MEM_WRITE, parse_generic_only, print_generic_props, verify_memset),
    OpDef::new("llvm.intr.trap", Traits::MEM_WRITE, parse_trap, print_generic_props, verify_no_operands),
    OpDef::new("llvm.intr.lifetime.start", Traits::MEM_WRITE, parse_lifetime, print_lifetime, verify_lifetime),
    OpDef::new("llvm.intr.lifetime.end", Traits::MEM_WRITE, parse_lifetime, print_lifetime, verify_lifetime),
    OpDef::new("llvm.intr.powi", P, parse_intrinsic, print_intrinsic, verify_powi),
    OpDef::new("llvm.intr.dbg.value", Traits::NONE, parse_dbg, print_dbg, verify_dbg),
    OpDef::new("llvm.intr.dbg.declare", Traits::NONE, parse_dbg, print_dbg, verify_dbg),
];

/// All `llvm` ops in one table (what `dialects::registry` reads).
pub static OPS: &[OpDef] = &ALL;

const ALL: [OpDef; 89] = concat_defs();

const fn concat_defs() -> [OpDef; 89] {
    let groups: [&[OpDef]; 6] = [&FLOAT_BIN, &INT_BIN_OVF, &INT_BIN, &CASTS, &INTRINSICS, &OTHER];
    let mut out = [FLOAT_BIN[0]; 89];
    let mut k = 0;
    let mut g = 0;
    while g < groups.len() {
        let mut i = 0;
        while i < groups[g].len() {
            out[k] = groups[g][i];
            k += 1;
            i += 1;
        }
        g += 1;
    }
    assert!(k == 89, "the llvm op table size is wrong");
    out
}

// ----- enums stored as opaque `#llvm.*<...>` attributes -----

pub const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
/// `visibility_` values 1 and 2 (0 is the default).
const VISIBILITIES: [&str; 3] = ["", "hidden", "protected"];
/// `unnamed_addr` values 1 and 2 (0 is none).
const UNNAMED_ADDR: [&str; 3] = ["", "local_unnamed_addr", "unnamed_addr"];
const TAIL_KINDS: [&str; 3] = ["tail", "musttail", "notail"];
/// `comdat_selector` kinds in the order of their values.
const COMDAT_KINDS: [&str; 5] = ["any", "exactmatch", "largest", "nodeduplicate", "samesize"];
/// Atomic orderings by value (gaps are unused values).
const ORDERINGS: [&str; 8] = ["not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"];
/// `icmp` predicates in the order of their values.
pub const ICMP_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `fcmp` predicates in the order of their values.
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];

/// `#llvm.<kind><body>`, e.g. `llvm_attr("linkage", "internal")` is `#llvm.linkage<internal>`.
pub fn llvm_attr(kind: &str, body: &str) -> Attribute {
    Attribute::Opaque { dialect: "llvm".into(), text: format!("llvm.{kind}<{body}>") }
}

/// The body of an `#llvm.<kind><...>` attribute, without white space at its ends.
pub fn llvm_attr_body<'a>(a: Option<&'a Attribute>, kind: &str) -> Option<&'a str> {
    let Some(Attribute::Opaque { text, .. }) = a else { return None };
    let rest = text.strip_prefix("llvm.")?.strip_prefix(kind)?;
    Some(rest.strip_prefix('<')?.strip_suffix('>')?.trim())
}

/// The linkage keyword of a function or global (`external` when absent).
pub fn linkage(m: &Module, op: OpId) -> &str {
    llvm_attr_body(m.attr(op, "linkage"), "linkage").unwrap_or("external")
}

/// Does this attribute hold the value MLIR's generic form adds by default?
fn is_default(name: &str, a: &Attribute) -> bool {
    let body = |kind| llvm_attr_body(Some(a), kind);
    match name {
        "fastmathFlags" => body("fastmath") == Some("none") || matches!(a, Attribute::FastMath(f) if f.is_none()),
        "overflowFlags" => body("overflow") == Some("none"),
        "CConv" => body("cconv") == Some("ccc"),
        "TailCallKind" => body("tailcallkind") == Some("none"),
        "ordering" | "unnamed_addr" | "visibility_" => a.as_int() == Some(0),
        _ => false,
    }
}

/// ` {attrs}` without `elide` and without attributes at their default value.
fn attrs(p: &mut Printer<'_>, op: OpId, elide: &[&str]) {
    let m = p.m;
    let mut skip: Vec<&str> = elide.to_vec();
    skip.extend(m.op(op).attrs.iter().filter(|(k, v)| is_default(k, v)).map(|(k, _)| k));
    p.attr_dict(op, &skip);
}

/// The current token if it is one of `words` (not consumed).
fn peek_keyword(p: &mut Parser<'_>, words: &[&str]) -> Option<String> {
    let t = p.peek().clone();
    if t.tok != Tok::Bare {
        return None;
    }
    let s = p.text(&t);
    words.contains(&s).then(|| s.to_string())
}

/// A calling convention keyword (`fastcc`, `cc_10`, `x86_stdcallcc`...).
fn peek_cconv(p: &mut Parser<'_>) -> Option<String> {
    let t = p.peek().clone();
    if t.tok != Tok::Bare {
        return None;
    }
    let s = p.text(&t);
    let ok = (s.ends_with("cc") && s.len() > 2 && !s.contains('.'))
        || s.strip_prefix("cc_").is_some_and(|n| n.parse::<u32>().is_ok());
    ok.then(|| s.to_string())
}

fn set_int(st: &mut OpState, name: &str, v: usize) {
    st.attrs.set(name, Attribute::i64(v as i64));
}

/// The byte length of a string attribute as MLIR counts it.
pub fn string_byte_len(s: &str) -> usize {
    let base = crate::syntax::lexer::RAW_BYTE_BASE;
    s.chars().map(|c| if (base + 0x80..=base + 0xff).contains(&(c as u32)) { 1 } else { c.len_utf8() }).sum()
}

// ----- type helpers -----

fn int_like(t: &Type) -> bool {
    elem(t).is_signless_int()
}
fn float_like(t: &Type) -> bool {
    elem(t).is_float()
}
fn ptr_like(t: &Type) -> bool {
    elem(t).is_llvm_ptr()
}

/// The type at `pos` inside an aggregate (struct or array) type.
pub fn aggregate_elem(t: &Type, pos: &[i128]) -> Option<Type> {
    let mut cur = t.clone();
    for &i in pos {
        let i = usize::try_from(i).ok()?;
        cur = match &cur {
            Type::LlvmStruct(s) => s.body.as_ref()?.get(i)?.clone(),
            Type::LlvmArray { len, elem } if (i as u64) < *len => (**elem).clone(),
            _ => return None,
        };
    }
    Some(cur)
}

fn vals(m: &Module, vs: &[crate::ir::Value]) -> Vec<Type> {
    vs.iter().map(|&v| m.value_type(v).clone()).collect()
}

// ----- arithmetic -----

/// `%a, %b {attrs} : t` (fast-math flags live in the attribute dictionary).
fn parse_bin(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 2, false)
}
/// `%a, %b overflow<nsw> {attrs} : t`.
fn parse_bin_ovf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 2, true)
}
fn parse_unary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 1, false)
}

fn parse_same(p: &mut Parser<'_>, st: &mut OpState, n: usize, overflow: bool) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if ops.len() != n {
        return Err(p.error_at(at, format!("expected {n} operands, found {}", ops.len())));
    }
    if overflow && p.eat_keyword("overflow")? {
        let start = p.here();
        if !p.at_punct("<") {
            return Err(p.error("expected '<' after 'overflow'"));
        }
        let body = p.capture_balanced_at(start)?;
        st.attrs
            .set("overflowFlags", Attribute::Opaque { dialect: "llvm".into(), text: format!("llvm.overflow{body}") });
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &vec![t.clone(); n], at)?;
    st.result_types.push(t);
    Ok(())
}

fn print_bin(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    let mut elide = vec![];
    if let Some(body) = llvm_attr_body(p.m.attr(op, "overflowFlags"), "overflow") {
        elide.push("overflowFlags");
        if body != "none" {
            p.w(&format!(" overflow<{body}>"));
        }
    }
    attrs(p, op, &elide);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_same(m: &Module, op: OpId, n: usize, ok: fn(&Type) -> bool, what: &str) -> Result<(), String> {
    expect_counts(m, op, n, 1)?;
    let t = m.value_type(m.result(op, 0));
    if !ok(t) {
        return Err(format!("result must be {what}, but got '{t}'"));
    }
    for &v in m.operands(op) {
        if m.value_type(v) != t {
            return Err(format!(
                "requires the same type for all operands and results ('{}' vs '{t}')",
                m.value_type(v)
            ));
        }
    }
    Ok(())
}
fn v_float_bin(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 2, float_like, "floating point or a vector of floating point")
}
fn v_float_un(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 1, float_like, "floating point or a vector of floating point")
}
fn v_int_bin(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 2, int_like, "a signless integer or a vector of signless integers")
}

// ----- casts -----

/// `name %a {attrs} : t1 to t2` (safe on malformed generic input).
fn print_cast_op(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    p.w(" : ");
    p.types(&vals(p.m, &ops));
    p.w(" to ");
    p.types(&vals(p.m, p.m.results(op)));
}

fn v_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (m.value_type(m.operand(op, 0)), m.value_type(m.result(op, 0)));
    let shape = |t: &Type| match t {
        Type::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    if m.is(op, "llvm.bitcast") {
        let bits = |t: &Type| -> Option<u64> {
            let e = elem(t);
            let w = u64::from(e.int_width().or(e.float_width())?);
            match t {
                Type::Vector { shape, .. } => {
                    shape.iter().try_fold(w, |acc, &n| acc.checked_mul(u64::try_from(n).ok()?))
                }
                _ => Some(w),
            }
        };
        let ptrs = ptr_like(a) && ptr_like(b) && shape(a) == shape(b);
        if !ptrs && (bits(a).is_none() || bits(a) != bits(b)) {
            return Err(format!("invalid cast from '{a}' to '{b}' (bit widths differ)"));
        }
        return Ok(());
    }
    if shape(a) != shape(b) {
        return Err(format!("operand '{a}' and result '{b}' must both be scalars or vectors of the same shape"));
    }
    let (x, y) = (elem(a), elem(b));
    let iw = |t: &Type| t.int_width();
    let fw = |t: &Type| t.float_width();
    let ok = match m.name(op).as_str() {
        "llvm.sext" | "llvm.zext" => x.is_signless_int() && y.is_signless_int() && iw(x) < iw(y),
        "llvm.trunc" => x.is_signless_int() && y.is_signless_int() && iw(x) > iw(y),
        "llvm.sitofp" | "llvm.uitofp" => x.is_signless_int() && y.is_float(),
        "llvm.fptosi" | "llvm.fptoui" => x.is_float() && y.is_signless_int(),
        "llvm.fpext" => x.is_float() && y.is_float() && fw(x) < fw(y),
        "llvm.fptrunc" => x.is_float() && y.is_float() && fw(x) > fw(y),
        "llvm.ptrtoint" => x.is_llvm_ptr() && y.is_signless_int(),
        "llvm.inttoptr" => x.is_signless_int() && y.is_llvm_ptr(),
        "llvm.addrspacecast" => x.is_llvm_ptr() && y.is_llvm_ptr(),
        _ => false,
    };
    if !ok {
        return Err(format!("invalid cast from '{a}' to '{b}'"));
    }
    Ok(())
}

// ----- intrinsics -----

/// `llvm.intr.sqrt(%x) {attrs} : (f64) -> f64`
fn parse_intrinsic(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    p.expect_punct(")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    st.operands = p.resolve_all(&ops, &ft.inputs, at)?;
    st.result_types = ft.results.clone();
    Ok(())
}

fn print_intrinsic(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w("(");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.w(")");
    attrs(p, op, &[]);
    p.w(" : ");
    let ft = Type::function(vals(p.m, &ops), vals(p.m, p.m.results(op)));
    p.ty(&ft);
}

fn intrinsic_arity(name: &str) -> usize {
    match name.trim_start_matches("llvm.intr.") {
        "pow" | "maxnum" | "minnum" | "maximum" | "minimum" | "copysign" => 2,
        "fma" | "fmuladd" => 3,
        _ => 1,
    }
}

fn v_intrinsic(m: &Module, op: OpId) -> Result<(), String> {
    let n = intrinsic_arity(m.name(op).as_str());
    verify_same(m, op, n, float_like, "floating point or a vector of floating point")
}
fn verify_powi(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, e, r) = (m.value_type(m.operand(op, 0)), m.value_type(m.operand(op, 1)), m.value_type(m.result(op, 0)));
    if !float_like(a) || a != r || !e.is_signless_int() {
        return Err(format!("expects (float, integer) -> float of the same type, got ({a}, {e}) -> {r}"));
    }
    Ok(())
}

/// Ops MLIR 19 only writes in the generic form (memcpy, memset, trap...).
fn parse_generic_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    Err(p.error_at(
        st.pos,
        format!("custom op '{}' has no custom assembly form; write it as \"{}\"(...)", st.name, st.name),
    ))
}

/// `llvm.intr.trap {attrs}` (the custom form of newer MLIR; printed generic for MLIR 19).
fn parse_trap(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

/// Inherent attributes of the generic-only ops, printed as `<{...}>` like MLIR.
fn inherent_names(name: &str) -> &'static [&'static str] {
    match name {
        "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => {
            &["isVolatile", "access_groups", "alias_scopes", "noalias_scopes", "tbaa"]
        }
        _ => &[],
    }
}

/// `"name"(%a, %b) <{inherent}> {other} : (types) -> results`
fn print_generic_props(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    let name = m.name(op).as_str();
    let inherent = inherent_names(name);
    p.string(name);
    p.w("(");
    p.operands(m.operands(op));
    p.w(")");
    let props: Vec<(&str, &Attribute)> = m.op(op).attrs.iter().filter(|(k, _)| inherent.contains(k)).collect();
    if !props.is_empty() {
        let d: crate::ir::AttrDict = props.iter().map(|(k, v)| (k.to_string(), (*v).clone())).collect();
        p.w(" <");
        p.attr(&Attribute::Dict(d));
        p.w(">");
    }
    p.attr_dict(op, inherent);
    p.w(" : ");
    let ft = Type::function(vals(m, m.operands(op)), vals(m, m.results(op)));
    p.ty(&ft);
}

fn check_volatile(m: &Module, op: OpId) -> Result<(), String> {
    match m.attr(op, "isVolatile") {
        Some(Attribute::Bool(_)) => Ok(()),
        Some(Attribute::Integer { ty, .. }) if *ty == Type::i1() => Ok(()),
        _ => Err("requires attribute 'isVolatile' (true or false)".into()),
    }
}

fn verify_mem_transfer(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 0)?;
    let t = vals(m, m.operands(op));
    if !t[0].is_llvm_ptr() || !t[1].is_llvm_ptr() || !t[2].is_signless_int() {
        return Err(format!("expects (!llvm.ptr, !llvm.ptr, integer) operands, got ({}, {}, {})", t[0], t[1], t[2]));
    }
    check_volatile(m, op)
}

fn verify_memset(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 0)?;
    let t = vals(m, m.operands(op));
    if !t[0].is_llvm_ptr() || t[1] != Type::int(8) || !t[2].is_signless_int() {
        return Err(format!("expects (!llvm.ptr, i8, integer) operands, got ({}, {}, {})", t[0], t[1], t[2]));
    }
    check_volatile(m, op)
}

fn verify_no_operands(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)
}
/// `llvm.intr.lifetime.start 8, %p {attrs} : !llvm.ptr` (MLIR 19), or without
/// the size (newer MLIR).
fn parse_lifetime(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if !p.at_operand() {
        let at = p.here();
        let n = p.parse_int("size")?;
        let n = i64::try_from(n).map_err(|_| p.error_at(at, "size does not fit in i64"))?;
        st.attrs.set("size", Attribute::i64(n));
        p.expect_punct(",")?;
    }
    let v = p.parse_operand()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    Ok(())
}

fn print_lifetime(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    if let Some(n) = m.attr(op, "size").and_then(Attribute::as_int) {
        p.w(&format!("{n}, "));
    }
    p.operands(m.operands(op));
    attrs(p, op, &["size"]);
    p.w(" : ");
    p.types(&vals(m, m.operands(op)));
}

fn verify_lifetime(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("operand must be a pointer".into());
    }
    if m.attr(op, "size").is_some_and(|s| s.as_int().is_none()) {
        return Err("'size' must be an integer attribute".into());
    }
    Ok(())
}

/// `llvm.intr.dbg.value #var [#expr] = %v : t {attrs}`
fn parse_dbg(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let var = p.parse_attribute()?;
    st.attrs.set("varInfo", var);
    if !p.at_punct("=") {
        let e = p.parse_attribute()?;
        st.attrs.set("locationExpr", e);
    }
    p.expect_punct("=")?;
    let v = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_dbg(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    match m.attr(op, "varInfo") {
        Some(a) => p.attr(a),
        None => p.w("<<missing varInfo>>"),
    }
    let elide = ["varInfo", "locationExpr"];
    match m.attr(op, "locationExpr") {
        Some(e) if llvm_attr_body(Some(e), "di_expression") != Some("") => {
            p.w(" ");
            p.attr(e);
        }
        _ => {}
    }
    p.w(" = ");
    p.operands(m.operands(op));
    p.w(" : ");
    p.types(&vals(m, m.operands(op)));
    p.attr_dict(op, &elide);
}

fn verify_dbg(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if m.attr(op, "varInfo").is_none() {
        return Err("requires attribute 'varInfo'".into());
    }
    if m.is(op, "llvm.intr.dbg.declare") && !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("expects a pointer operand".into());
    }
    Ok(())
}

// ----- comparisons and select -----

fn parse_cmp(p: &mut Parser<'_>, st: &mut OpState, preds: &[&str]) -> PResult<()> {
    let at = p.here();
    let s = p.parse_string("comparison predicate string")?;
    let Some(i) = preds.iter().position(|x| *x == s) else {
        return Err(p.error_at(at, format!("unknown comparison predicate \"{s}\"")));
    };
    st.attrs.set("predicate", Attribute::i64(i as i64));
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &[t.clone(), t.clone()], at)?;
    st.result_types.push(super::common::with_elem(&t, Type::i1()));
    Ok(())
}
fn parse_icmp(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &ICMP_PREDICATES)
}
fn parse_fcmp(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &FCMP_PREDICATES)
}

/// The predicate name of an `llvm.icmp`/`llvm.fcmp`.
pub fn predicate_name(m: &Module, op: OpId) -> Option<&'static str> {
    let i = usize::try_from(m.attr(op, "predicate")?.as_int()?).ok()?;
    if m.is(op, "llvm.fcmp") {
        FCMP_PREDICATES.get(i).copied()
    } else {
        ICMP_PREDICATES.get(i).copied()
    }
}

fn print_cmp(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    p.string(predicate_name(p.m, op).unwrap_or("<<invalid predicate>>"));
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &["predicate"]);
    p.w(" : ");
    if let Some(&a) = ops.first() {
        let t = p.m.value_type(a).clone();
        p.ty(&t);
    }
}

fn verify_cmp(m: &Module, op: OpId, ok: fn(&Type) -> bool, n: usize) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, b) = (m.value_type(m.operand(op, 0)), m.value_type(m.operand(op, 1)));
    if a != b || !ok(a) {
        return Err(format!("operands must have the same valid type, got '{a}' and '{b}'"));
    }
    if *m.value_type(m.result(op, 0)) != super::common::with_elem(a, Type::i1()) {
        return Err("result must be i1 (or a vector of i1 like the operands)".into());
    }
    match m.attr(op, "predicate").and_then(Attribute::as_int) {
        Some(i) if (0..n as i128).contains(&i) => Ok(()),
        _ => Err("requires a valid 'predicate' attribute".into()),
    }
}
fn verify_icmp(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, |t| int_like(t) || ptr_like(t), ICMP_PREDICATES.len())
}
fn verify_fcmp(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, float_like, FCMP_PREDICATES.len())
}

/// `llvm.select %c, %a, %b {attrs} : i1, t`
fn parse_select(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    let ct = p.parse_type()?;
    p.expect_punct(",")?;
    let t = p.parse_type()?;
    st.operands = p.resolve_all(&ops, &[ct, t.clone(), t.clone()], at)?;
    st.result_types.push(t);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.select ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    p.w(" : ");
    let ts = vals(p.m, &ops);
    if let Some(c) = ts.first() {
        p.ty(c);
    }
    p.w(", ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_select(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let t = m.value_type(m.result(op, 0));
    if m.value_type(m.operand(op, 1)) != t || m.value_type(m.operand(op, 2)) != t {
        return Err("true and false values must have the result type".into());
    }
    let c = m.value_type(m.operand(op, 0));
    if *c != Type::i1() && *c != super::common::with_elem(t, Type::i1()) {
        return Err(format!("condition must be i1 or a vector of i1 matching the result, got '{c}'"));
    }
    Ok(())
}

// ----- constants -----

/// `llvm.mlir.constant(1.0 : f64) {attrs} : f64`
fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let v = p.parse_attribute()?;
    p.expect_punct(")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("value", v);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.mlir.constant(");
    let v = p.m.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.attr(&v);
    p.w(")");
    attrs(p, op, &["value"]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_constant(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let t = m.value_type(m.result(op, 0));
    let ok = match m.attr(op, "value") {
        None => return Err("requires attribute 'value'".into()),
        Some(Attribute::Integer { .. }) => int_like(t) && !matches!(t, Type::Vector { .. }),
        Some(Attribute::Bool(_)) => int_like(t),
        Some(Attribute::Float { ty, .. }) => t.is_float() && t.float_width() == ty.float_width(),
        Some(Attribute::String(s)) => match t {
            Type::LlvmArray { len, elem } => elem.int_width() == Some(8) && *len == string_byte_len(s) as u64,
            _ => false,
        },
        Some(Attribute::Dense { .. } | Attribute::DenseArray { .. } | Attribute::Array(_)) => true,
        Some(_) => true,
    };
    if !ok {
        return Err(format!("value does not fit the result type '{t}'"));
    }
    Ok(())
}

/// `llvm.mlir.zero {attrs} : t` (also `undef`, `poison`).
fn parse_type_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_type_only(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    attrs(p, op, &[]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_type_only(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)
}

/// `llvm.mlir.addressof @g {attrs} : !llvm.ptr`
fn parse_addressof(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_attribute()?;
    if !matches!(a, Attribute::SymbolRef { .. }) {
        return Err(p.error("expected a symbol reference (@name)"));
    }
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("global_name", a);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_addressof(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.mlir.addressof ");
    let g = p.m.attr(op, "global_name").cloned().unwrap_or(Attribute::Unit);
    p.attr(&g);
    attrs(p, op, &["global_name"]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_addressof(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    if !matches!(m.attr(op, "global_name"), Some(Attribute::SymbolRef { .. })) {
        return Err("requires a 'global_name' symbol reference".into());
    }
    if !m.value_type(m.result(op, 0)).is_llvm_ptr() {
        return Err("result must be a pointer".into());
    }
    Ok(())
}

// ----- memory -----

/// ` atomic [syncscope("s")] ordering` (optional) → `ordering`, `syncscope`.
fn parse_atomic(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if !p.eat_keyword("atomic")? {
        return Ok(());
    }
    if p.eat_keyword("syncscope")? {
        p.expect_punct("(")?;
        let s = p.parse_string("sync scope string")?;
        p.expect_punct(")")?;
        st.attrs.set("syncscope", Attribute::String(s));
    }
    let at = p.here();
    let kw = p.parse_keyword("atomic ordering")?;
    match ORDERINGS.iter().position(|o| *o == kw && !o.is_empty()) {
        Some(i) => set_int(st, "ordering", i),
        None => return Err(p.error_at(at, format!("unknown atomic ordering '{kw}'"))),
    }
    Ok(())
}

fn print_atomic(p: &mut Printer<'_>, op: OpId) {
    let ord = p.m.attr(op, "ordering").and_then(Attribute::as_int).unwrap_or(0);
    if ord == 0 {
        return;
    }
    p.w(" atomic");
    if let Some(s) = p.m.attr(op, "syncscope").and_then(Attribute::as_str) {
        let s = s.to_string();
        p.w(" syncscope(");
        p.string(&s);
        p.w(")");
    }
    let name = usize::try_from(ord).ok().and_then(|i| ORDERINGS.get(i)).copied().unwrap_or("<<invalid ordering>>");
    p.w(" ");
    p.w(name);
}

fn verify_ordering(m: &Module, op: OpId) -> Result<(), String> {
    match m.attr(op, "ordering") {
        None => Ok(()),
        Some(a) => match a.as_int().and_then(|i| usize::try_from(i).ok()).and_then(|i| ORDERINGS.get(i)) {
            Some(o) if !o.is_empty() => Ok(()),
            _ => Err("invalid 'ordering' attribute".into()),
        },
    }
}

/// `llvm.load [volatile] %p [atomic ...] [invariant] {attrs} : !llvm.ptr -> t`
fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("volatile")? {
        st.attrs.set("volatile_", Attribute::Unit);
    }
    let a = p.parse_operand()?;
    parse_atomic(p, st)?;
    if p.eat_keyword("invariant")? {
        st.attrs.set("invariant", Attribute::Unit);
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let pt = p.parse_colon_type()?;
    p.expect_punct("->")?;
    let t = p.parse_type()?;
    st.operands.push(p.resolve(&a, &pt)?);
    st.result_types.push(t);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.load ");
    if p.m.attr(op, "volatile_").is_some() {
        p.w("volatile ");
    }
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_atomic(p, op);
    if p.m.attr(op, "invariant").is_some() {
        p.w(" invariant");
    }
    attrs(p, op, &["volatile_", "ordering", "syncscope", "invariant"]);
    p.w(" : ");
    p.types(&vals(p.m, &ops));
    p.w(" -> ");
    p.types(&vals(p.m, p.m.results(op)));
}

fn verify_load(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err(format!("address must be a pointer, but got '{}'", m.value_type(m.operand(op, 0))));
    }
    verify_ordering(m, op)
}

/// `llvm.store [volatile] %v, %p [atomic ...] {attrs} : t, !llvm.ptr`
fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("volatile")? {
        st.attrs.set("volatile_", Attribute::Unit);
    }
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let a = p.parse_operand()?;
    parse_atomic(p, st)?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let vt = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let pt = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&a, &pt)?);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.store ");
    if p.m.attr(op, "volatile_").is_some() {
        p.w("volatile ");
    }
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_atomic(p, op);
    attrs(p, op, &["volatile_", "ordering", "syncscope"]);
    p.w(" : ");
    p.types(&vals(p.m, &ops));
}

fn verify_store(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 0)?;
    if !m.value_type(m.operand(op, 1)).is_llvm_ptr() {
        return Err(format!("address must be a pointer, but got '{}'", m.value_type(m.operand(op, 1))));
    }
    verify_ordering(m, op)
}

/// `llvm.alloca [inalloca] %n x t {attrs} : (i64) -> !llvm.ptr`
fn parse_alloca(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("inalloca")? {
        st.attrs.set("inalloca", Attribute::Unit);
    }
    let n = p.parse_operand()?;
    p.expect_keyword("x")?;
    let et = p.parse_type()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    st.attrs.set("elem_type", Attribute::Type(et));
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    if ft.inputs.len() != 1 || ft.results.len() != 1 {
        return Err(p.error_at(fpos, "expected (array size type) -> pointer type"));
    }
    st.operands.push(p.resolve(&n, &ft.inputs[0])?);
    st.result_types.push(ft.results[0].clone());
    Ok(())
}

fn print_alloca(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.alloca ");
    if p.m.attr(op, "inalloca").is_some() {
        p.w("inalloca ");
    }
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.w(" x ");
    let et = p.m.attr(op, "elem_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::int(8));
    p.ty(&et);
    attrs(p, op, &["elem_type", "inalloca"]);
    p.w(" : ");
    let ft = Type::function(vals(p.m, &ops), vals(p.m, p.m.results(op)));
    p.ty(&ft);
}

fn verify_alloca(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !m.value_type(m.operand(op, 0)).is_signless_int() {
        return Err("array size must be a signless integer".into());
    }
    if !m.value_type(m.result(op, 0)).is_llvm_ptr() {
        return Err("result must be a pointer".into());
    }
    if m.attr(op, "elem_type").and_then(Attribute::as_type).is_none() {
        return Err("requires a type attribute 'elem_type'".into());
    }
    Ok(())
}

/// The marker of a dynamic index in `rawConstantIndices`.
pub const GEP_DYNAMIC: i128 = i32::MIN as i128;

/// `llvm.getelementptr [inbounds] %p[%i, 0] {attrs} : (!llvm.ptr, i64) -> !llvm.ptr, t`
fn parse_gep(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_keyword("inbounds")? {
        st.attrs.set("inbounds", Attribute::Unit);
    }
    let at = p.here();
    let base = p.parse_operand()?;
    let mut dynamic = vec![base];
    let mut raw = Vec::new();
    p.expect_punct("[")?;
    p.comma_list("]", |p| {
        if p.at_operand() {
            dynamic.push(p.parse_operand()?);
            raw.push(DenseElem::Int(GEP_DYNAMIC));
        } else {
            let ipos = p.here();
            let v = p.parse_int("index")?;
            if v <= GEP_DYNAMIC || v > i32::MAX as i128 {
                return Err(p.error_at(ipos, "constant index does not fit in i32"));
            }
            raw.push(DenseElem::Int(v));
        }
        Ok(())
    })?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    st.attrs.set("rawConstantIndices", Attribute::DenseArray { elem: Type::i32(), values: raw });
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    if ft.results.len() != 1 {
        return Err(p.error_at(fpos, "expected one result type"));
    }
    p.expect_punct(",")?;
    let et = p.parse_type()?;
    st.attrs.set("elem_type", Attribute::Type(et));
    st.operands = p.resolve_all(&dynamic, &ft.inputs, at)?;
    st.result_types.push(ft.results[0].clone());
    Ok(())
}

fn print_gep(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.getelementptr ");
    if p.m.attr(op, "inbounds").is_some() {
        p.w("inbounds ");
    }
    let ops = p.m.operands(op).to_vec();
    if let Some(&b) = ops.first() {
        p.operand(b);
    }
    p.w("[");
    let raw = p.m.attr(op, "rawConstantIndices").and_then(Attribute::as_dense_ints).unwrap_or_default();
    let mut next = 1;
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        if r == GEP_DYNAMIC {
            match ops.get(next) {
                Some(&v) => p.operand(v),
                None => p.w("<<missing index>>"),
            }
            next += 1;
        } else {
            p.w(&r.to_string());
        }
    }
    p.w("]");
    attrs(p, op, &["rawConstantIndices", "elem_type", "inbounds"]);
    p.w(" : ");
    let ft = Type::function(vals(p.m, &ops), vals(p.m, p.m.results(op)));
    p.ty(&ft);
    p.w(", ");
    let et = p.m.attr(op, "elem_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::int(8));
    p.ty(&et);
}

fn verify_gep(m: &Module, op: OpId) -> Result<(), String> {
    let ops = m.operands(op);
    if ops.is_empty() || m.results(op).len() != 1 {
        return Err("expects a base pointer and one result".into());
    }
    if !ptr_like(m.value_type(ops[0])) || !ptr_like(m.value_type(m.result(op, 0))) {
        return Err("base and result must be pointers".into());
    }
    let Some(raw) = m.attr(op, "rawConstantIndices").and_then(Attribute::as_dense_ints) else {
        return Err("requires attribute 'rawConstantIndices'".into());
    };
    let n_dyn = raw.iter().filter(|&&r| r == GEP_DYNAMIC).count();
    if n_dyn != ops.len() - 1 {
        return Err(format!("has {} dynamic indices but {} index operands", n_dyn, ops.len() - 1));
    }
    if ops[1..].iter().any(|&v| !int_like(m.value_type(v))) {
        return Err("dynamic indices must be integers".into());
    }
    if m.attr(op, "elem_type").and_then(Attribute::as_type).is_none() {
        return Err("requires a type attribute 'elem_type'".into());
    }
    Ok(())
}

// ----- aggregates -----

/// `[0, 1]` → `position`.
fn parse_position(p: &mut Parser<'_>) -> PResult<Vec<i128>> {
    p.expect_punct("[")?;
    let mut v = Vec::new();
    p.comma_list("]", |p| {
        let at = p.here();
        let i = p.parse_int("position")?;
        if i < 0 || i > i64::MAX as i128 {
            return Err(p.error_at(at, "position must be a non-negative integer"));
        }
        v.push(i);
        Ok(())
    })?;
    Ok(v)
}

fn position_attr(pos: &[i128]) -> Attribute {
    Attribute::DenseArray { elem: Type::i64(), values: pos.iter().map(|&i| DenseElem::Int(i)).collect() }
}

fn position(m: &Module, op: OpId) -> Option<Vec<i128>> {
    m.attr(op, "position").and_then(Attribute::as_dense_ints)
}

fn print_position(p: &mut Printer<'_>, op: OpId) {
    let pos = position(p.m, op).unwrap_or_default();
    let s: Vec<String> = pos.iter().map(|i| i.to_string()).collect();
    p.w(&format!("[{}]", s.join(", ")));
}

/// `llvm.insertvalue %v, %s[0] {attrs} : !llvm.struct<...>`
fn parse_insertvalue(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let s = p.parse_operand()?;
    let ppos = p.here();
    let pos = parse_position(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("position", position_attr(&pos));
    let t = p.parse_colon_type()?;
    let Some(et) = aggregate_elem(&t, &pos) else {
        return Err(p.error_at(ppos, format!("invalid position for aggregate type '{t}'")));
    };
    st.operands.push(p.resolve(&s, &t)?);
    st.operands.push(p.resolve(&v, &et)?);
    st.result_types.push(t);
    Ok(())
}

fn print_insertvalue(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.insertvalue ");
    let ops = p.m.operands(op).to_vec();
    if let [s, v] = ops[..] {
        p.operand(v);
        p.w(", ");
        p.operand(s);
    }
    print_position(p, op);
    attrs(p, op, &["position"]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

fn verify_insertvalue(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let t = m.value_type(m.operand(op, 0));
    if m.value_type(m.result(op, 0)) != t {
        return Err("result must have the container's type".into());
    }
    let pos = position(m, op).ok_or("requires attribute 'position'")?;
    match aggregate_elem(t, &pos) {
        Some(et) if et == *m.value_type(m.operand(op, 1)) => Ok(()),
        Some(et) => Err(format!(
            "type '{}' of the inserted value does not match the element type '{et}'",
            m.value_type(m.operand(op, 1))
        )),
        None => Err(format!("invalid position for aggregate type '{t}'")),
    }
}

/// `llvm.extractvalue %s[0] {attrs} : !llvm.struct<...>`
fn parse_extractvalue(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_operand()?;
    let ppos = p.here();
    let pos = parse_position(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("position", position_attr(&pos));
    let t = p.parse_colon_type()?;
    let Some(et) = aggregate_elem(&t, &pos) else {
        return Err(p.error_at(ppos, format!("invalid position for aggregate type '{t}'")));
    };
    st.operands.push(p.resolve(&s, &t)?);
    st.result_types.push(et);
    Ok(())
}

fn print_extractvalue(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.extractvalue ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_position(p, op);
    attrs(p, op, &["position"]);
    p.w(" : ");
    p.types(&vals(p.m, &ops));
}

fn verify_extractvalue(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let t = m.value_type(m.operand(op, 0));
    let pos = position(m, op).ok_or("requires attribute 'position'")?;
    match aggregate_elem(t, &pos) {
        Some(et) if et == *m.value_type(m.result(op, 0)) => Ok(()),
        Some(et) => {
            Err(format!("result type '{}' does not match the element type '{et}'", m.value_type(m.result(op, 0))))
        }
        None => Err(format!("invalid position for aggregate type '{t}'")),
    }
}

// ----- control flow -----

/// `llvm.return [%v : t] {attrs}` (MLIR accepts the dictionary first too).
fn parse_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    if p.at_operand() {
        let v = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        st.operands.push(p.resolve(&v, &t)?);
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    Ok(())
}

fn print_return(p: &mut Printer<'_>, op: OpId) {
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

fn verify_return(m: &Module, op: OpId) -> Result<(), String> {
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

fn parse_unreachable(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}
fn print_unreachable(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.unreachable");
    p.attr_dict(op, &[]);
}
fn verify_unreachable(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)
}

/// `llvm.br ^bb1(%a : i32) {attrs}`
fn parse_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_successor()?;
    st.successors.push(s);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}
fn print_br(p: &mut Printer<'_>, op: OpId) {
    cf::print_br_named(p, op, "llvm.br");
}

/// `llvm.cond_br %c [weights([90, 10])], ^bb1(%a : i32), ^bb2 {attrs}`
fn parse_cond_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_cond_br(p: &mut Printer<'_>, op: OpId) {
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

fn verify_cond_br(m: &Module, op: OpId) -> Result<(), String> {
    cf::verify_cond_br(m, op)
}

/// `llvm.switch %v : i32, ^default(%a : i32) [ 0: ^bb1, 1: ^bb2(%b : i32) ] {attrs}`
fn parse_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_switch(p: &mut Printer<'_>, op: OpId) {
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

fn verify_switch(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_call(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_call(p: &mut Printer<'_>, op: OpId) {
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

fn verify_call(m: &Module, op: OpId) -> Result<(), String> {
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

// ----- functions -----

/// The `!llvm.func<...>` type of an `llvm.func`.
pub fn function_type(m: &Module, op: OpId) -> Option<&LlvmFuncType> {
    match m.attr(op, "function_type")? {
        Attribute::Type(Type::LlvmFunc(f)) => Some(f),
        _ => None,
    }
}

/// `linkage`, `visibility_` and `unnamed_addr` keywords before a symbol name
/// (`thread_local` too for globals, which MLIR reads after `unnamed_addr`).
fn parse_global_keywords(p: &mut Parser<'_>, st: &mut OpState, thread_local: bool) -> PResult<()> {
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

fn print_visibility_unnamed(p: &mut Printer<'_>, op: OpId) {
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
fn parse_comdat_ref(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_comdat_ref(p: &mut Printer<'_>, op: OpId) {
    if let Some(c) = p.m.attr(op, "comdat").cloned() {
        p.w(" comdat(");
        p.attr(&c);
        p.w(")");
    }
}

/// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @f(%a: t {attrs}, ...) -> r
///  [comdat(..)] [attributes {..}] [{ body }]`
fn parse_func(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_global_keywords(p, st, false)?;
    if let Some(cc) = peek_cconv(p) {
        p.bump()?;
        st.attrs.set("CConv", llvm_attr("cconv", &cc));
    }
    let name = p.parse_symbol_name()?;
    st.attrs.set("sym_name", Attribute::String(name));
    let spos = p.here();
    let sig = parse_signature(p, true)?;
    if sig.result_types.len() > 1 {
        return Err(p.error_at(spos, "an llvm.func returns at most one value (use a struct)"));
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

fn print_func(p: &mut Printer<'_>, op: OpId) {
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

fn verify_func(m: &Module, op: OpId) -> Result<(), String> {
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
        }
    }
    Ok(())
}

// ----- globals -----

/// `llvm.mlir.global [linkage] [visibility] [unnamed_addr] [thread_local] [constant]
///  @g(value?) [comdat(..)] {attrs} [: t] [{ initializer }]`
fn parse_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_global(p: &mut Printer<'_>, op: OpId) {
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

fn verify_global(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_comdat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    st.attrs = parse_optional_attributes_keyword(p)?;
    st.attrs.set("sym_name", Attribute::String(name));
    let r = p.parse_region(&[], true)?;
    st.regions.push(r);
    Ok(())
}

fn print_comdat(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.comdat ");
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    p.attr_dict_with_keyword(op, &["sym_name"], true);
    p.w(" ");
    if let Some(&r) = p.m.regions(op).first() {
        p.region(r, false);
    }
}

fn verify_comdat(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_comdat_selector(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_comdat_selector(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.comdat_selector ");
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    p.w(" ");
    let k = p.m.attr(op, "comdat").and_then(Attribute::as_int).and_then(|i| usize::try_from(i).ok());
    p.w(k.and_then(|i| COMDAT_KINDS.get(i)).copied().unwrap_or("<<invalid>>"));
    p.attr_dict(op, &["sym_name", "comdat"]);
}

fn verify_comdat_selector(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)?;
    let k = m.attr(op, "comdat").and_then(Attribute::as_int).and_then(|i| usize::try_from(i).ok());
    if m.symbol_name(op).is_none() || k.is_none_or(|i| i >= COMDAT_KINDS.len()) {
        return Err("requires a 'sym_name' and a valid 'comdat' selection kind".into());
    }
    Ok(())
}

/// An optional `attributes {...}` dictionary.
fn parse_optional_attributes_keyword(p: &mut Parser<'_>) -> PResult<crate::ir::AttrDict> {
    if p.eat_keyword("attributes")? {
        p.parse_attr_dict()
    } else {
        Ok(crate::ir::AttrDict::new())
    }
}
