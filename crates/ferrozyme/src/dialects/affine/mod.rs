//! The `affine` dialect, as MLIR 19 writes it: `affine.apply`, `affine.min`,
//! `affine.max`, `affine.load`, `affine.store`, `affine.for`, `affine.if` and
//! their terminator `affine.yield`. Maps and sets are kept as the attribute
//! text (`map`, `lowerBoundMap`, `upperBoundMap`, `condition`) and read by
//! `map.rs`. Neither engine nor AD transformation works on these ops: they
//! run and differentiate as the `arith`/`scf`/`memref` ops
//! `rewrite::affine` lowers them to, as `mlir-opt --lower-affine` would.
//!
//! MLIR's restrictions on which values may be symbols (defined at the top
//! of a function, constants, ...) are not checked: they do not change what
//! the ops compute.

pub mod map;

use super::memref::{
    all_index, ensure_terminator, memref_of, parse_memref_type, print_region_eliding, segment_sizes_attr, segments,
    types_of,
};
use super::scf::{
    check_yields_of, entry_args, parse_assignment_list, parse_optional_arrow_types, parse_then_else,
    print_assignment_list, print_optional_arrow_types, print_then_else, region_args,
};
use super::{OpDef, Traits};
use crate::ir::{Attribute, Module, OpId, Type, Value};
use crate::syntax::lexer::Tok;
use crate::syntax::{OpState, PResult, Parser, Printer, RegionArg, UnresolvedOperand};
use map::{Expr, Map, Set};

const LOOP: Traits = Traits::RECURSIVE_EFFECTS.or(Traits::SINGLE_BLOCK);

pub static OPS: &[OpDef] = &[
    OpDef::new("affine.apply", Traits::PURE, parse_apply, print_apply, verify_apply),
    OpDef::new("affine.min", Traits::PURE, parse_apply, print_apply, verify_apply),
    OpDef::new("affine.max", Traits::PURE, parse_apply, print_apply, verify_apply),
    OpDef::new("affine.load", Traits::MEM_READ, parse_load, print_load, verify_load),
    OpDef::new("affine.store", Traits::MEM_WRITE, parse_store, print_store, verify_store),
    OpDef::new("affine.for", LOOP, parse_for, print_for, verify_for),
    OpDef::new("affine.if", LOOP, parse_if, print_if, verify_if),
    OpDef::new(
        "affine.yield",
        Traits::TERMINATOR.or(Traits::RETURN_LIKE).or(Traits::PURE),
        super::memref::parse_attr_first_terminator,
        super::memref::print_attr_first_terminator,
        verify_yield,
    ),
];

/// Refuse a constant divisor of `floordiv`, `ceildiv` or `mod` that is not
/// positive, as `mlir-opt --lower-affine` does (what it would compute is
/// not defined).
fn check_divisors<'e>(what: &str, exprs: impl IntoIterator<Item = &'e Expr>) -> Result<(), String> {
    match exprs.into_iter().find_map(Expr::non_positive_divisor) {
        Some(c) => Err(format!("{what}: division by non-positive value ({c}) is not supported")),
        None => Ok(()),
    }
}

/// The map in attribute `name` of `op`.
pub fn map_attr(m: &Module, op: OpId, name: &str) -> Result<Map, String> {
    match m.attr(op, name) {
        Some(Attribute::Raw(t)) if t.starts_with("affine_map") => Map::parse(t).map_err(|e| format!("'{name}': {e}")),
        Some(a) => Err(format!("'{name}' must be an affine map, but got '{a}'")),
        None => Err(format!("requires attribute '{name}'")),
    }
}

/// The integer set of `affine.if` `op`.
pub fn condition(m: &Module, op: OpId) -> Result<Set, String> {
    match m.attr(op, "condition") {
        Some(Attribute::Raw(t)) if t.starts_with("affine_set") => {
            Set::parse(t).map_err(|e| format!("'condition': {e}"))
        }
        Some(a) => Err(format!("'condition' must be an integer set, but got '{a}'")),
        None => Err("requires attribute 'condition'".into()),
    }
}

// ----- maps applied to operands: `#map(%d0, %d1)[%s0]` -----

/// A map or set attribute (`kind` is `affine_map` or `affine_set`), by
/// value or alias, and its text.
fn parse_map_attr(p: &mut Parser<'_>, kind: &str) -> PResult<(String, usize)> {
    let at = p.here();
    match p.parse_attribute()? {
        Attribute::Raw(t) if t.starts_with(kind) => Ok((t, at)),
        a => Err(p.error_at(at, format!("expected an {kind} attribute, but got '{a}'"))),
    }
}

/// `(%d0, %d1)[%s0]` (the brackets optional): dim operands, then symbols.
fn parse_dims_and_syms(p: &mut Parser<'_>) -> PResult<(Vec<UnresolvedOperand>, usize)> {
    p.expect_punct("(")?;
    let mut ops = Vec::new();
    p.comma_list(")", |p| {
        ops.push(p.parse_operand()?);
        Ok(())
    })?;
    let dims = ops.len();
    if p.eat_punct("[")? {
        p.comma_list("]", |p| {
            ops.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    Ok((ops, dims))
}

/// Check that `(dims)[syms]` as written fit the map or set's counts.
fn check_counts(p: &Parser<'_>, at: usize, dims: usize, total: usize, want: (usize, usize)) -> PResult<()> {
    if (dims, total - dims) != want {
        return Err(p.error_at(
            at,
            format!(
                "expected {} dimension and {} symbol operands, but found {} and {}",
                want.0,
                want.1,
                dims,
                total - dims
            ),
        ));
    }
    Ok(())
}

/// Where in the source syntax error `e` of the attribute text `text`
/// read at `at` is: at the token when the text was written there, else
/// (an alias) at the attribute.
fn syntax_error(p: &Parser<'_>, at: usize, text: &str, e: map::SyntaxError) -> crate::syntax::Diagnostic {
    let inline = p.src.get(at..).is_some_and(|s| s.starts_with(text.as_bytes()));
    p.error_at(if inline { at + e.offset } else { at }, e.msg)
}

/// A map and the operands it is applied to: `#map(%a)[%n]`.
fn parse_applied_map(p: &mut Parser<'_>) -> PResult<(Map, String, Vec<UnresolvedOperand>)> {
    let (text, at) = parse_map_attr(p, "affine_map")?;
    let map = Map::parse(&text).map_err(|e| syntax_error(p, at, &text, e))?;
    let (ops, dims) = parse_dims_and_syms(p)?;
    check_counts(p, at, dims, ops.len(), (map.dims, map.syms))?;
    Ok((map, text, ops))
}

fn print_applied(p: &mut Printer<'_>, text: &str, dims: usize, ops: &[Value]) {
    p.w(text);
    p.w("(");
    p.operands(&ops[..dims.min(ops.len())]);
    p.w(")");
    if ops.len() > dims {
        p.w("[");
        p.operands(&ops[dims..]);
        p.w("]");
    }
}

fn raw_text(m: &Module, op: OpId, name: &str) -> Option<String> {
    match m.attr(op, name) {
        Some(Attribute::Raw(t)) => Some(t.clone()),
        _ => None,
    }
}

// ----- apply, min, max -----

/// `affine.apply #map(%i)[%n]` (also `affine.min` and `affine.max`).
fn parse_apply(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let (_, text, ops) = parse_applied_map(p)?;
    st.operands = p.resolve_all(&ops, &vec![Type::Index; ops.len()], at)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("map", Attribute::Raw(text));
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_apply(p: &mut Printer<'_>, op: OpId) {
    let (Some(text), Ok(map)) = (raw_text(p.m, op, "map"), map_attr(p.m, op, "map")) else { return p.generic_op(op) };
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    print_applied(p, &text, map.dims, &ops);
    p.attr_dict(op, &["map"]);
}

fn verify_apply(m: &Module, op: OpId) -> Result<(), String> {
    let map = map_attr(m, op, "map")?;
    check_divisors("'map'", &map.results)?;
    let ops = m.operands(op);
    if ops.len() != map.operands() {
        return Err(format!("operand count and affine map dimension and symbol count must match ({} operands, map of {} dimensions and {} symbols)", ops.len(), map.dims, map.syms));
    }
    all_index(m, ops, "operands")?;
    if m.results(op).len() != 1 || !m.value_type(m.result(op, 0)).is_index() {
        return Err("expects one result of type 'index'".into());
    }
    match (m.is(op, "affine.apply"), map.results.len()) {
        (true, 1) | (false, 1..) => Ok(()),
        (true, _) => Err("mapping must produce one value".into()),
        (false, _) => Err("affine map expects at least one result".into()),
    }
}

// ----- load, store -----

/// `[%i + 1, symbol(%n) - %j]`: the subscripts as one map over the SSA
/// values they name (bare values are dims, `symbol(%x)` symbols), and those
/// values, dims first.
fn parse_subscripts(p: &mut Parser<'_>) -> PResult<(Map, Vec<UnresolvedOperand>)> {
    p.expect_punct("[")?;
    let (mut dims, mut syms): (Vec<UnresolvedOperand>, Vec<UnresolvedOperand>) = (Vec::new(), Vec::new());
    fn slot(list: &mut Vec<UnresolvedOperand>, u: UnresolvedOperand) -> usize {
        match list.iter().position(|x| x.name == u.name && x.number == u.number) {
            Some(i) => i,
            None => {
                list.push(u);
                list.len() - 1
            }
        }
    }
    let mut results = Vec::new();
    if !p.eat_punct("]")? {
        loop {
            let mut toks: Vec<(map::Tok, usize)> = Vec::new();
            let mut depth = 0usize;
            loop {
                let t = p.peek().clone();
                let tok = match t.tok {
                    Tok::Punct("," | "]") if depth == 0 => break,
                    Tok::Punct(q @ ("(" | ")" | "+" | "-" | "*")) => {
                        match q {
                            "(" => depth += 1,
                            ")" => depth = depth.saturating_sub(1),
                            _ => {}
                        }
                        p.bump()?;
                        map::Tok::Punct(q)
                    }
                    Tok::Percent => {
                        let u = p.parse_operand()?;
                        map::Tok::Leaf(Expr::Dim(slot(&mut dims, u)))
                    }
                    Tok::Bare if p.text(&t) == "symbol" => {
                        p.bump()?;
                        p.expect_punct("(")?;
                        let u = p.parse_operand()?;
                        p.expect_punct(")")?;
                        map::Tok::Leaf(Expr::Sym(slot(&mut syms, u)))
                    }
                    Tok::Bare => {
                        p.bump()?;
                        map::Tok::Id(p.text(&t).to_string())
                    }
                    Tok::Int => {
                        let text = p.text(&t);
                        let (neg, digits) = match text.strip_prefix('-') {
                            Some(d) => (true, d),
                            None => (false, text),
                        };
                        let n = crate::syntax::parse_int_text(digits).ok_or_else(|| {
                            p.error_at(t.start, format!("invalid affine subscript constant '{text}'"))
                        })?;
                        if neg {
                            toks.push((map::Tok::Punct("-"), t.start));
                        }
                        p.bump()?;
                        map::Tok::Num(n)
                    }
                    _ => {
                        return Err(
                            p.error("expected an affine subscript (SSA values, integers, + - * floordiv ceildiv mod)")
                        )
                    }
                };
                toks.push((tok, t.start));
            }
            let end = p.here();
            let e = map::Cursor::of_tokens(&toks, end).expr_of_leaves().map_err(|e| p.error_at(e.offset, e.msg))?;
            results.push(e);
            if p.eat_punct("]")? {
                break;
            }
            p.expect_punct(",")?;
        }
    }
    let nd = dims.len();
    let map = Map { dims: nd, syms: syms.len(), results };
    dims.extend(syms);
    Ok((map, dims))
}

/// `[%i + 1, symbol(%n)]`: `map` over `ops` (dims, then symbols).
fn print_subscripts(p: &mut Printer<'_>, map: &Map, ops: &[Value]) {
    let names: Vec<String> = ops.iter().map(|&v| format!("%{}", p.value_name(v))).collect();
    let leaf = |e: &Expr| match e {
        Expr::Dim(i) => names.get(*i).cloned().unwrap_or_default(),
        Expr::Sym(i) => format!("symbol({})", names.get(map.dims + *i).cloned().unwrap_or_default()),
        _ => String::new(),
    };
    let mut out = String::from("[");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        e.print(&mut out, &leaf);
    }
    out.push(']');
    p.w(&out);
}

/// `affine.load %A[%i + 1] {attrs} : memref<...>`
fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let at = p.here();
    let (map, ops) = parse_subscripts(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(p.resolve_all(&ops, &vec![Type::Index; ops.len()], at)?);
    st.attrs.set("map", Attribute::Raw(map.text()));
    st.result_types.push(mt.elem);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) {
    let (Ok(map), [mem, ops @ ..]) = (map_attr(p.m, op, "map"), p.m.operands(op)) else { return p.generic_op(op) };
    let (mem, ops) = (*mem, ops.to_vec());
    p.w("affine.load ");
    p.operand(mem);
    print_subscripts(p, &map, &ops);
    p.attr_dict(op, &["map"]);
    p.w(" : ");
    p.ty(&p.m.value_type(mem).clone());
}

/// The map of an access through `mem`, checked against its operands.
fn check_access(m: &Module, op: OpId, mem: Value, ops: &[Value]) -> Result<Type, String> {
    let map = map_attr(m, op, "map")?;
    check_divisors("'map'", &map.results)?;
    let mt = memref_of(m, mem)?;
    if map.results.len() != mt.shape.len() {
        return Err(format!(
            "affine map has {} results, but the memref has rank {}",
            map.results.len(),
            mt.shape.len()
        ));
    }
    if ops.len() != map.operands() {
        return Err(format!(
            "expects as many subscript operands ({}) as the map has dimensions and symbols ({})",
            ops.len(),
            map.operands()
        ));
    }
    all_index(m, ops, "subscript operands")?;
    Ok(mt.elem.clone())
}

fn verify_load(m: &Module, op: OpId) -> Result<(), String> {
    let ([mem, ops @ ..], [r]) = (m.operands(op), m.results(op)) else {
        return Err("expects a memref operand, its subscripts and one result".into());
    };
    let elem = check_access(m, op, *mem, ops)?;
    if *m.value_type(*r) != elem {
        return Err(format!("result type '{}' must match element type '{elem}' of the memref", m.value_type(*r)));
    }
    Ok(())
}

/// `affine.store %v, %A[%i + 1] {attrs} : memref<...>`
fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let u = p.parse_operand()?;
    let at = p.here();
    let (map, ops) = parse_subscripts(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&v, &mt.elem)?);
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(p.resolve_all(&ops, &vec![Type::Index; ops.len()], at)?);
    st.attrs.set("map", Attribute::Raw(map.text()));
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) {
    let (Ok(map), [v, mem, ops @ ..]) = (map_attr(p.m, op, "map"), p.m.operands(op)) else {
        return p.generic_op(op);
    };
    let (v, mem, ops) = (*v, *mem, ops.to_vec());
    p.w("affine.store ");
    p.operand(v);
    p.w(", ");
    p.operand(mem);
    print_subscripts(p, &map, &ops);
    p.attr_dict(op, &["map"]);
    p.w(" : ");
    p.ty(&p.m.value_type(mem).clone());
}

fn verify_store(m: &Module, op: OpId) -> Result<(), String> {
    let [v, mem, ops @ ..] = m.operands(op) else {
        return Err("expects a value, a memref and its subscripts".into());
    };
    let elem = check_access(m, op, *mem, ops)?;
    if *m.value_type(*v) != elem {
        return Err(format!("value type '{}' must match element type '{elem}' of the memref", m.value_type(*v)));
    }
    if !m.results(op).is_empty() {
        return Err("expects no results".into());
    }
    Ok(())
}

// ----- for -----

/// One bound of `affine.for`: `0`, `%n` (a symbol), `#map(%i)[%n]`, or
/// `max`/`min` (`prefix`) before a map of several results.
fn parse_bound(p: &mut Parser<'_>, prefix: &str) -> PResult<(Map, Vec<UnresolvedOperand>)> {
    if matches!(p.peek().tok, Tok::Int | Tok::Punct("-")) {
        let at = p.here();
        let c = p.parse_int("a loop bound")?;
        let c = i64::try_from(c).map_err(|_| p.error_at(at, "loop bound out of range"))?;
        return Ok((Map::constant(c), Vec::new()));
    }
    if p.at_operand() {
        return Ok((Map::symbol(), vec![p.parse_operand()?]));
    }
    let prefixed = p.eat_keyword(prefix)?;
    let at = p.here();
    let (map, _, ops) = parse_applied_map(p)?;
    if map.results.len() > 1 && !prefixed {
        let which = if prefix == "max" { "lower" } else { "upper" };
        return Err(
            p.error_at(at, format!("{which} loop bound affine map with multiple results requires '{prefix}' prefix"))
        );
    }
    if map.results.is_empty() {
        return Err(p.error_at(at, "loop bound affine map needs at least one result"));
    }
    Ok((map, ops))
}

fn print_bound(p: &mut Printer<'_>, map: &Map, ops: &[Value], prefix: &str) {
    if let Some(c) = map.as_constant() {
        p.w(&c.to_string());
    } else if map.is_symbol() && ops.len() == 1 {
        p.operand(ops[0]);
    } else {
        if map.results.len() > 1 {
            p.w(prefix);
            p.w(" ");
        }
        print_applied(p, &map.text(), map.dims, ops);
    }
}

const FOR_ATTRS: [&str; 4] = ["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"];

/// `affine.for %i = lb to ub [step c] [iter_args(%a = %x) -> (t)] { body } [{attrs}]`
fn parse_for(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let iv = p.parse_operand()?;
    p.expect_punct("=")?;
    let at = p.here();
    let (lb, lb_ops) = parse_bound(p, "max")?;
    p.expect_keyword("to")?;
    let (ub, ub_ops) = parse_bound(p, "min")?;
    let step = if p.eat_keyword("step")? {
        let s_at = p.here();
        let s = p.parse_int("a step")?;
        if s <= 0 {
            return Err(p.error_at(s_at, "expected step to be representable as a positive signed integer"));
        }
        s
    } else {
        1
    };
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    let iter_at = p.here();
    if p.eat_keyword("iter_args")? {
        (args, inits) = parse_assignment_list(p)?;
        p.expect_punct("->")?;
        st.result_types = p.parse_function_result_types()?;
    }
    if args.len() != st.result_types.len() {
        return Err(p.error_at(iter_at, "mismatch in number of loop-carried values and defined values"));
    }
    st.operands = p.resolve_all(&lb_ops, &vec![Type::Index; lb_ops.len()], at)?;
    st.operands.extend(p.resolve_all(&ub_ops, &vec![Type::Index; ub_ops.len()], at)?);
    st.operands.extend(p.resolve_all(&inits, &st.result_types, iter_at)?);
    let mut rargs = vec![RegionArg { name: iv, ty: Type::Index }];
    rargs.extend(region_args(args, &st.result_types));
    let r = p.parse_region(&rargs, false)?;
    ensure_terminator(p, r, "affine.yield");
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("lowerBoundMap", Attribute::Raw(lb.text()));
    st.attrs.set("upperBoundMap", Attribute::Raw(ub.text()));
    st.attrs.set("step", Attribute::int(step, Type::Index));
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&[lb_ops.len(), ub_ops.len(), inits.len()]));
    Ok(())
}

/// The parts of `affine.for` `op`: lower and upper bound maps with their
/// operands, the step, and the initial values of its iter_args.
pub struct ForParts {
    pub lb: (Map, Vec<Value>),
    pub ub: (Map, Vec<Value>),
    pub step: i64,
    pub inits: Vec<Value>,
}

pub fn for_parts(m: &Module, op: OpId) -> Result<ForParts, String> {
    let segs = segments(m, op, 3)?;
    let ops = m.operands(op);
    if segs.iter().sum::<usize>() != ops.len() {
        return Err("'operandSegmentSizes' does not match the operands".into());
    }
    let (lb_ops, rest) = ops.split_at(segs[0]);
    let (ub_ops, inits) = rest.split_at(segs[1]);
    let step = match m.attr(op, "step").and_then(Attribute::as_int) {
        Some(s) if s > 0 => i64::try_from(s).map_err(|_| "step out of range".to_string())?,
        Some(_) => return Err("expected step to be representable as a positive signed integer".into()),
        None => return Err("requires an integer attribute 'step'".into()),
    };
    Ok(ForParts {
        lb: (map_attr(m, op, "lowerBoundMap")?, lb_ops.to_vec()),
        ub: (map_attr(m, op, "upperBoundMap")?, ub_ops.to_vec()),
        step,
        inits: inits.to_vec(),
    })
}

fn print_for(p: &mut Printer<'_>, op: OpId) {
    let (Ok(parts), Some(args)) = (for_parts(p.m, op), entry_args(p.m, op, 0)) else { return p.generic_op(op) };
    if args.len() != parts.inits.len() + 1 || p.m.regions(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("affine.for ");
    p.operand(args[0]);
    p.w(" = ");
    print_bound(p, &parts.lb.0, &parts.lb.1, "max");
    p.w(" to ");
    print_bound(p, &parts.ub.0, &parts.ub.1, "min");
    if parts.step != 1 {
        p.w(&format!(" step {}", parts.step));
    }
    let has_iter = !parts.inits.is_empty();
    if has_iter {
        p.w(" iter_args");
        print_assignment_list(p, &args[1..], &parts.inits);
        p.w(" -> (");
        let rs = p.m.results(op).to_vec();
        p.value_types(&rs);
        p.w(")");
    }
    p.w(" ");
    let r = p.m.region(op, 0);
    if has_iter {
        p.region(r, false);
    } else {
        print_region_eliding(p, r, false, "affine.yield");
    }
    p.attr_dict(op, &FOR_ATTRS);
}

fn verify_for(m: &Module, op: OpId) -> Result<(), String> {
    let parts = for_parts(m, op)?;
    for (what, (map, ops)) in [("lower", &parts.lb), ("upper", &parts.ub)] {
        if map.results.is_empty() {
            return Err(format!("{what} bound map needs at least one result"));
        }
        if ops.len() != map.operands() {
            return Err(format!("{what} bound operand count does not equal the map's dimension and symbol count"));
        }
        all_index(m, ops, "bound operands")?;
        check_divisors(&format!("{what} bound map"), &map.results)?;
    }
    if !matches!(m.attr(op, "step"), Some(Attribute::Integer { ty: Type::Index, .. })) {
        return Err("'step' must be an 'index' integer attribute".into());
    }
    let inits = types_of(m, &parts.inits);
    let results = types_of(m, m.results(op));
    if inits != results {
        return Err("expects its iter_args and results to have the same types".into());
    }
    if m.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    let Some(args) = entry_args(m, op, 0) else { return Err("expects a non-empty body region".into()) };
    let mut want = vec![Type::Index];
    want.extend(results.iter().cloned());
    if types_of(m, &args) != want {
        return Err("expects the body's arguments to be the 'index' induction variable and the iter_args".into());
    }
    check_yields_of(m, m.region(op, 0), &results, "the body", "affine.yield")
}

// ----- if -----

/// `affine.if #set(%i)[%n] [-> t] { then } [else { else }] [{attrs}]`
fn parse_if(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (text, at) = parse_map_attr(p, "affine_set")?;
    let set = Set::parse(&text).map_err(|e| syntax_error(p, at, &text, e))?;
    let (ops, dims) = parse_dims_and_syms(p)?;
    check_counts(p, at, dims, ops.len(), (set.dims, set.syms))?;
    st.operands = p.resolve_all(&ops, &vec![Type::Index; ops.len()], at)?;
    st.result_types = parse_optional_arrow_types(p)?;
    st.regions = parse_then_else(p, "affine.yield")?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("condition", Attribute::Raw(text));
    Ok(())
}

fn print_if(p: &mut Printer<'_>, op: OpId) {
    let (Some(text), Ok(set)) = (raw_text(p.m, op, "condition"), condition(p.m, op)) else { return p.generic_op(op) };
    if p.m.regions(op).len() != 2 {
        return p.generic_op(op);
    }
    p.w("affine.if ");
    let ops = p.m.operands(op).to_vec();
    print_applied(p, &text, set.dims, &ops);
    print_optional_arrow_types(p, op);
    print_then_else(p, op, "affine.yield");
    p.attr_dict(op, &["condition"]);
}

fn verify_if(m: &Module, op: OpId) -> Result<(), String> {
    let set = condition(m, op)?;
    check_divisors("'condition'", set.constraints.iter().map(|c| &c.expr))?;
    let ops = m.operands(op);
    if ops.len() != set.dims + set.syms {
        return Err("operand count and condition integer set dimension and symbol count must match".into());
    }
    all_index(m, ops, "operands")?;
    if m.regions(op).len() != 2 {
        return Err("expects two regions".into());
    }
    let results = types_of(m, m.results(op));
    let (then, els) = (m.region(op, 0), m.region(op, 1));
    if m.blocks(then).len() != 1 || m.blocks(els).len() > 1 {
        return Err("expects a 'then' region of one block and an optional 'else' region of one block".into());
    }
    if !results.is_empty() && m.blocks(els).is_empty() {
        return Err("must have an else block if defining values".into());
    }
    check_yields_of(m, then, &results, "the 'then' region", "affine.yield")?;
    check_yields_of(m, els, &results, "the 'else' region", "affine.yield")
}

fn verify_yield(m: &Module, op: OpId) -> Result<(), String> {
    if !m.results(op).is_empty() {
        return Err("expects no results".into());
    }
    match m.parent_op(op) {
        Some(p) if m.is(p, "affine.for") || m.is(p, "affine.if") => Ok(()),
        _ => Err("expects parent op to be one of 'affine.for, affine.if'".into()),
    }
}
