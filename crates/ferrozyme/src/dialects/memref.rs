//! The `memref` dialect: allocation (`alloc`, `alloca`, `alloca_scope`,
//! `dealloc`), access (`load`, `store`, `atomic_rmw`, `generic_atomic_rmw`),
//! shape queries (`dim`, `rank`), views and casts (`cast`, `subview`,
//! `reinterpret_cast`), `copy`, and globals (`global`, `get_global`).
//!
//! Inherent attributes are stored under their MLIR names, as MLIR's generic
//! form shows them: `operandSegmentSizes` (`array<i32: ...>`) for ops with
//! several variadic operand groups, `static_offsets`/`static_sizes`/
//! `static_strides` (`array<i64: ...>`, `i64::MIN` marking a dynamic entry
//! taken from the operands) for views, `kind` (an `i64` enum value) for
//! `atomic_rmw`. Also holds a few helpers shared with `scf` (implicit
//! terminators, `attr-dict (operands : types)?` terminators, segment sizes).

use super::common::{expect_counts, merge, parse_cast, print_cast, rty, ty};
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, Dim, Layout, MemRefType, Module, OpId, OpSpec, RegionId, Type, Value};
use crate::syntax::lexer::Tok;
use crate::syntax::{DenseBody, OpState, PResult, Parser, Printer, UnresolvedOperand};

/// Marks a dynamic entry in `static_offsets`/`static_sizes`/`static_strides`
/// (MLIR's `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// `atomic_rmw` kinds in the order of their integer values (MLIR's `AtomicRMWKind`).
pub const ATOMIC_KINDS: [&str; 15] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli", "ori", "andi",
    "maxnumf", "minnumf",
];

const TERM: Traits = Traits::TERMINATOR.or(Traits::RETURN_LIKE).or(Traits::PURE);
const RW: Traits = Traits::MEM_READ.or(Traits::MEM_WRITE);

pub static OPS: &[OpDef] = &[
    OpDef::new("memref.alloc", Traits::MEM_ALLOC, parse_alloc, print_alloc, verify_alloc),
    OpDef::new("memref.alloca", Traits::MEM_ALLOC, parse_alloc, print_alloc, verify_alloc),
    OpDef::new(
        "memref.alloca_scope",
        Traits::RECURSIVE_EFFECTS.or(Traits::SINGLE_BLOCK),
        parse_alloca_scope,
        print_alloca_scope,
        verify_alloca_scope,
    ),
    OpDef::new(
        "memref.alloca_scope.return",
        TERM,
        parse_attr_first_terminator,
        print_attr_first_terminator,
        verify_alloca_scope_return,
    ),
    OpDef::new("memref.dealloc", Traits::MEM_FREE, parse_dealloc, print_dealloc, verify_dealloc),
    OpDef::new("memref.load", Traits::MEM_READ, parse_load, print_load, verify_load),
    OpDef::new("memref.store", Traits::MEM_WRITE, parse_store, print_store, verify_store),
    OpDef::new("memref.dim", Traits::PURE, parse_dim, print_dim, verify_dim),
    OpDef::new("memref.rank", Traits::PURE, parse_rank, print_rank, verify_rank),
    OpDef::new("memref.copy", RW, parse_copy, print_copy, verify_copy),
    OpDef::new("memref.cast", Traits::PURE, parse_cast, print_memref_cast, verify_cast),
    OpDef::new("memref.subview", Traits::PURE, parse_subview, print_subview, verify_subview),
    OpDef::new(
        "memref.reinterpret_cast",
        Traits::PURE,
        parse_reinterpret_cast,
        print_reinterpret_cast,
        verify_reinterpret_cast,
    ),
    OpDef::new("memref.global", Traits::SYMBOL, parse_global, print_global, verify_global),
    OpDef::new("memref.get_global", Traits::PURE, parse_get_global, print_get_global, verify_get_global),
    OpDef::new("memref.atomic_rmw", RW, parse_atomic_rmw, print_atomic_rmw, verify_atomic_rmw),
    OpDef::new(
        "memref.generic_atomic_rmw",
        RW.or(Traits::SINGLE_BLOCK),
        parse_generic_atomic_rmw,
        print_generic_atomic_rmw,
        verify_generic_atomic_rmw,
    ),
    OpDef::new("memref.atomic_yield", TERM, parse_atomic_yield, print_atomic_yield, verify_atomic_yield),
];

// ----- helpers shared with `scf` -----

/// `array<i32: a, b, ...>`, the form of `operandSegmentSizes`.
pub fn segment_sizes_attr(sizes: &[usize]) -> Attribute {
    Attribute::DenseArray { elem: Type::i32(), values: sizes.iter().map(|&n| DenseElem::Int(n as i128)).collect() }
}

/// The `operandSegmentSizes` of `op`, checked: `n` groups adding up to the operand count.
pub fn segments(m: &Module, op: OpId, n: usize) -> Result<Vec<usize>, String> {
    let sizes = match m.attr(op, "operandSegmentSizes") {
        Some(a @ Attribute::DenseArray { elem, .. }) if *elem == Type::i32() => a.as_dense_ints().unwrap_or_default(),
        Some(_) => return Err("'operandSegmentSizes' must be an array<i32: ...> attribute".into()),
        None => return Err("requires attribute 'operandSegmentSizes'".into()),
    };
    if sizes.len() != n {
        return Err(format!(
            "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
            sizes.len()
        ));
    }
    if sizes.iter().any(|&s| s < 0) {
        return Err("'operandSegmentSizes' attribute cannot have negative elements".into());
    }
    let total = sizes.iter().try_fold(0i128, |a, &s| a.checked_add(s));
    if total != Some(m.operands(op).len() as i128) {
        let total = total.map_or("?".to_string(), |t| t.to_string());
        return Err(format!(
            "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            m.operands(op).len()
        ));
    }
    Ok(sizes.into_iter().map(|s| s as usize).collect())
}

/// Split the operands of `op` by its `operandSegmentSizes` (`None` if invalid).
pub fn operand_groups(m: &Module, op: OpId, n: usize) -> Option<Vec<Vec<Value>>> {
    let sizes = segments(m, op, n).ok()?;
    let mut next = 0;
    let ops = m.operands(op);
    Some(
        sizes
            .into_iter()
            .map(|s| {
                let g = ops[next..next + s].to_vec();
                next += s;
                g
            })
            .collect(),
    )
}

/// Give region `r` a terminator named `name` (no operands) when its last
/// block does not end with a terminator, creating the block if the region is
/// empty, like MLIR's `SingleBlockImplicitTerminator` parsers.
pub fn ensure_terminator(p: &mut Parser<'_>, r: RegionId, name: &str) {
    let b = match p.m.blocks(r).last() {
        Some(&b) => b,
        None => {
            let b = p.m.create_block(&[]);
            p.m.append_block(r, b);
            b
        }
    };
    let has_terminator = p.m.last_op(b).is_some_and(|op| super::traits(&p.m, op).is_terminator());
    if !has_terminator {
        let t = p.m.create_op(OpSpec::new(name));
        p.m.append_op(b, t);
    }
}

/// Is the single block of `r` ended by an elidable implicit terminator
/// `name` (no operands, results or attributes)?
pub fn has_elidable_terminator(m: &Module, r: RegionId, name: &str) -> bool {
    let [b] = m.blocks(r) else { return false };
    m.last_op(*b).is_some_and(|t| {
        m.is(t, name)
            && m.operands(t).is_empty()
            && m.results(t).is_empty()
            && m.op(t).attrs.is_empty()
            && m.regions(t).is_empty()
    })
}

/// Print a region, leaving out its implicit terminator `name` when it carries
/// nothing (MLIR's `printBlockTerminators = false`).
pub fn print_region_eliding(p: &mut Printer<'_>, r: RegionId, entry_args: bool, name: &str) {
    let elide = has_elidable_terminator(p.m, r, name);
    let start = p.out.len();
    p.region(r, entry_args);
    if !elide {
        return;
    }
    // The printed region ends with "\n<indent>scf.yield[ loc(..)]\n<indent>}":
    // drop the terminator's line.
    let Some(close) = p.out.rfind('\n').filter(|&c| c > start) else { return };
    let Some(prev) = p.out[..close].rfind('\n').filter(|&c| c >= start) else { return };
    if p.out[prev + 1..close].trim_start().starts_with(name) {
        p.out.replace_range(prev..close, "");
    }
}

/// `{attrs} %a, %b : t1, t2` (all optional): the format of `scf.yield` and
/// `memref.alloca_scope.return`.
pub fn parse_attr_first_terminator(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if !ops.is_empty() {
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_all(&ops, &tys, at)?;
    }
    Ok(())
}

pub fn print_attr_first_terminator(p: &mut Printer<'_>, op: OpId) {
    let name = p.m.name(op).as_str();
    p.w(name);
    p.attr_dict(op, &[]);
    let ops = p.m.operands(op).to_vec();
    if !ops.is_empty() {
        p.w(" ");
        p.operands(&ops);
        p.w(" : ");
        p.value_types(&ops);
    }
}

/// The types of a list of values.
pub fn types_of(m: &Module, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| m.value_type(v).clone()).collect()
}

/// `(t1, t2)` for messages.
pub fn type_list(ts: &[Type]) -> String {
    let v: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
    format!("({})", v.join(", "))
}

/// The terminator of the single block of `r`, if any.
pub fn single_block_terminator(m: &Module, r: RegionId) -> Option<OpId> {
    let &b = m.blocks(r).first()?;
    m.last_op(b)
}

/// `(`/`)`-free comma-separated operands resolved as `index`.
fn resolve_indices(p: &mut Parser<'_>, us: &[UnresolvedOperand], at: usize) -> PResult<Vec<Value>> {
    p.resolve_all(us, &vec![Type::Index; us.len()], at)
}

/// `[%a, %b]` (possibly empty).
fn parse_index_list(p: &mut Parser<'_>) -> PResult<Vec<UnresolvedOperand>> {
    p.expect_punct("[")?;
    let ops = p.parse_operand_list()?;
    p.expect_punct("]")?;
    Ok(ops)
}

fn print_index_list(p: &mut Printer<'_>, vs: &[Value]) {
    p.w("[");
    p.operands(vs);
    p.w("]");
}

fn all_index(m: &Module, vs: &[Value], what: &str) -> Result<(), String> {
    match vs.iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        Some(t) => Err(format!("{what} must be of type 'index', but got '{t}'")),
        None => Ok(()),
    }
}

fn memref_of(m: &Module, v: Value) -> Result<&MemRefType, String> {
    let t = m.value_type(v);
    t.as_memref().ok_or_else(|| format!("operand must be a ranked memref, but got '{t}'"))
}

fn parse_memref_type(p: &mut Parser<'_>) -> PResult<(Type, MemRefType)> {
    let at = p.here();
    let t = p.parse_colon_type()?;
    match t.as_memref() {
        Some(mt) => {
            let mt = mt.clone();
            Ok((t, mt))
        }
        None => Err(p.error_at(at, format!("expected a ranked memref type, but got '{t}'"))),
    }
}

fn elem_and_space(t: &Type) -> Option<(&Type, Option<&Attribute>)> {
    match t {
        Type::MemRef(m) => Some((&m.elem, m.memory_space.as_deref())),
        Type::UnrankedMemRef { elem, memory_space } => Some((elem, memory_space.as_deref())),
        _ => None,
    }
}

/// Strides and offset of a memref with an identity or strided layout
/// (`None` entries are dynamic).
#[allow(clippy::type_complexity)]
pub fn strides_and_offset(mt: &MemRefType) -> Option<(Vec<Option<i64>>, Option<i64>)> {
    if matches!(mt.memory_space.as_deref(), Some(Attribute::Raw(text)) if text.starts_with("affine_map")) {
        return None;
    }
    match &mt.layout {
        Layout::Identity => {
            let mut strides = vec![Some(1i64); mt.shape.len()];
            let mut acc = Some(1i64);
            for i in (0..mt.shape.len()).rev() {
                strides[i] = acc;
                acc = match (acc, mt.shape[i]) {
                    (Some(a), Dim::Static(n)) => a.checked_mul(n),
                    _ => None,
                };
            }
            Some((strides, Some(0)))
        }
        Layout::Strided { strides, offset } => Some((strides.clone(), *offset)),
        Layout::Other(_) => None,
    }
}

/// Number of symbols of the layout map of a memref type (`None` when unknown).
fn layout_symbols(mt: &MemRefType) -> Option<usize> {
    // `memref<4xf32, #map>` may reach us with the map in the memory space slot.
    let misplaced = match mt.memory_space.as_deref() {
        Some(a @ Attribute::Raw(text)) if text.starts_with("affine_map") => Some(a),
        _ => None,
    };
    let layout = match (&mt.layout, misplaced) {
        (Layout::Identity, Some(a)) => Layout::Other(Box::new(a.clone())),
        (l, _) => l.clone(),
    };
    match &layout {
        Layout::Identity => Some(0),
        Layout::Strided { strides, offset } => {
            Some(strides.iter().filter(|s| s.is_none()).count() + offset.is_none() as usize)
        }
        Layout::Other(a) => match a.as_ref() {
            // `affine_map<(d0)[s0, s1] -> ...>`: count the symbols in the brackets.
            Attribute::Raw(text) => {
                let arrow = text.find("->")?;
                let head = &text[..arrow];
                let open = head.find('[')?;
                let close = head[open..].find(']')? + open;
                let inner = head[open + 1..close].trim();
                Some(if inner.is_empty() { 0 } else { inner.split(',').count() })
            }
            _ => None,
        },
    }
}

// ----- alloc / alloca -----

/// `memref.alloc(%d0)[%s0] {attrs} : memref<?xf32>`
fn parse_alloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_alloc(p: &mut Printer<'_>, op: OpId) {
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

fn verify_alloc(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_alloca_scope(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_punct("->")? {
        st.result_types = p.parse_function_result_types()?;
    }
    let r = p.parse_region(&[], false)?;
    ensure_terminator(p, r, "memref.alloca_scope.return");
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_alloca_scope(p: &mut Printer<'_>, op: OpId) {
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

fn verify_alloca_scope(m: &Module, op: OpId) -> Result<(), String> {
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

fn verify_alloca_scope_return(m: &Module, op: OpId) -> Result<(), String> {
    match m.parent_op(op) {
        Some(p) if m.is(p, "memref.alloca_scope") => Ok(()),
        _ => Err("expects parent op 'memref.alloca_scope'".into()),
    }
}

// ----- dealloc, load, store, dim, rank -----

/// `memref.dealloc %m {attrs} : memref<...>`
fn parse_dealloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

/// `name %m {attrs} : type` for one-operand ops.
fn print_single_operand(p: &mut Printer<'_>, op: OpId) {
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

fn print_dealloc(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

fn verify_dealloc(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand must be a memref, but got '{}'", ty(m, op, 0)));
    }
    Ok(())
}

/// `memref.load %m[%i, %j] {attrs} : memref<4x4xf32>`
fn parse_load(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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
fn nontemporal_elide(m: &Module, op: OpId) -> &'static [&'static str] {
    if m.attr(op, "nontemporal") == Some(&Attribute::Bool(false)) {
        &["nontemporal"]
    } else {
        &[]
    }
}

fn print_load(p: &mut Printer<'_>, op: OpId) {
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
fn check_access(m: &Module, mem: Value, indices: &[Value], op_name: &str) -> Result<MemRefType, String> {
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

fn check_nontemporal(m: &Module, op: OpId) -> Result<(), String> {
    match m.attr(op, "nontemporal") {
        None | Some(Attribute::Bool(_)) => Ok(()),
        Some(_) => Err("attribute 'nontemporal' must be a boolean".into()),
    }
}

fn verify_load(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_store(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_store(p: &mut Printer<'_>, op: OpId) {
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

fn verify_store(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || !m.results(op).is_empty() {
        return Err("expects a value, a memref operand, its indices and no results".into());
    }
    let mt = check_access(m, m.operand(op, 1), &m.operands(op)[2..], "store")?;
    if *ty(m, op, 0) != mt.elem {
        return Err(format!("value type '{}' must match element type '{}' of the memref", ty(m, op, 0), mt.elem));
    }
    check_nontemporal(m, op)
}

/// `memref.dim {attrs} %m, %i : memref<?xf32>`
fn parse_dim(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let u = p.parse_operand()?;
    p.expect_punct(",")?;
    let i = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.push(p.resolve(&i, &Type::Index)?);
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 2 {
        return p.generic_op(op);
    }
    p.w("memref.dim");
    p.attr_dict(op, &[]);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_dim(m: &Module, op: OpId) -> Result<(), String> {
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
fn parse_rank(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_dealloc(p, st)?;
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_rank(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

fn verify_rank(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !ty(m, op, 0).is_memref_like() {
        return Err(format!("operand must be a memref, but got '{}'", ty(m, op, 0)));
    }
    if !rty(m, op, 0).is_index() {
        return Err("result must be of type 'index'".into());
    }
    Ok(())
}

// ----- copy, cast -----

/// `memref.copy %a, %b {attrs} : t1 to t2`
fn parse_copy(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_copy(p: &mut Printer<'_>, op: OpId) {
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
fn print_memref_cast(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    print_cast(p, op)
}

fn shapes_compatible(a: &Type, b: &Type) -> bool {
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

fn verify_copy(m: &Module, op: OpId) -> Result<(), String> {
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

fn compatible(a: Option<i64>, b: Option<i64>) -> bool {
    a.is_none() || b.is_none() || a == b
}

/// MLIR's `CastOp::areCastCompatible` for memrefs.
fn cast_compatible(a: &Type, b: &Type) -> bool {
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

fn verify_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (ty(m, op, 0), rty(m, op, 0));
    if !cast_compatible(a, b) {
        return Err(format!("operand type '{a}' and result type '{b}' are cast incompatible"));
    }
    Ok(())
}

// ----- subview, reinterpret_cast -----

/// `[%a, 4, %b]`: mixed dynamic (SSA) and static (integer) entries.
fn parse_dynamic_index_list(p: &mut Parser<'_>) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    p.expect_punct("[")?;
    let mut ops = Vec::new();
    let mut statics = Vec::new();
    p.comma_list("]", |p| {
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

fn print_dynamic_index_list(p: &mut Printer<'_>, values: &[Value], statics: &[i128]) {
    p.w("[");
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
    p.w("]");
}

fn dense_i64(values: &[i64]) -> Attribute {
    Attribute::DenseArray { elem: Type::i64(), values: values.iter().map(|&v| DenseElem::Int(v as i128)).collect() }
}

fn static_list(m: &Module, op: OpId, name: &str) -> Result<Vec<i128>, String> {
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
fn view_lists(m: &Module, op: OpId) -> Option<[(Vec<Value>, Vec<i128>); 3]> {
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
fn verify_view_lists(m: &Module, op: OpId, max_ranks: [usize; 3]) -> Result<[(Vec<Value>, Vec<i128>); 3], String> {
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

fn to_opt(v: i128) -> Option<i64> {
    if v == DYNAMIC as i128 {
        None
    } else {
        i64::try_from(v).ok()
    }
}

/// `memref.subview %src[offsets] [sizes] [strides] {attrs} : t1 to t2`
fn parse_subview(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

const VIEW_ATTRS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

fn print_subview(p: &mut Printer<'_>, op: OpId) {
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
fn print_from_to(p: &mut Printer<'_>, op: OpId) {
    p.w(" : ");
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    p.ty(&a);
    p.w(" to ");
    p.ty(&b);
}

fn verify_subview(m: &Module, op: OpId) -> Result<(), String> {
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
fn sat_mul(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(x), Some(y)) => x.checked_mul(y),
        _ => None,
    }
}

fn sat_add(a: Option<i64>, b: Option<i64>) -> Option<i64> {
    a?.checked_add(b?)
}

/// Which dimensions of `sizes` remain in `result` when unit dimensions may be
/// dropped (greedily, like MLIR), or `None` if `result` does not fit.
fn rank_reduction(sizes: &[Option<i64>], result: &[Dim]) -> Option<Vec<usize>> {
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
fn parse_reinterpret_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
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

fn print_reinterpret_cast(p: &mut Printer<'_>, op: OpId) {
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

fn verify_reinterpret_cast(m: &Module, op: OpId) -> Result<(), String> {
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

// ----- global, get_global -----

/// `memref.global ["private"] [constant] @name : memref<..> [= dense<..> | = uninitialized] [{attrs}]`
fn parse_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if let Tok::Str(vis) = p.peek().tok.clone() {
        p.bump()?;
        st.attrs.set("sym_visibility", Attribute::String(vis));
    }
    if p.eat_keyword("constant")? {
        st.attrs.set("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    st.attrs.set("sym_name", Attribute::String(name));
    let at = p.here();
    let t = p.parse_colon_type()?;
    let Some(mt) = t.as_memref().filter(|mt| mt.shape.iter().all(|d| !d.is_dynamic())).cloned() else {
        return Err(p.error_at(at, format!("type should be static shaped memref, but got '{t}'")));
    };
    st.attrs.set("type", Attribute::Type(t));
    if p.eat_punct("=")? {
        let init = if p.eat_keyword("uninitialized")? {
            Attribute::Unit
        } else if p.at_keyword("dense") {
            p.parse_dense_without_type(Type::Tensor {
                shape: mt.shape.clone(),
                elem: Box::new(mt.elem.clone()),
                encoding: None,
            })?
        } else {
            let at = p.here();
            let a = p.parse_attribute()?;
            if !matches!(a, Attribute::Dense { .. } | Attribute::Raw(_)) {
                return Err(p.error_at(at, "initial value should be a unit or elements attribute"));
            }
            a
        };
        st.attrs.set("initial_value", init);
    }
    let extra = p.parse_optional_attr_dict()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), extra);
    Ok(())
}

fn print_global(p: &mut Printer<'_>, op: OpId) {
    let (Some(name), Some(t)) = (p.m.symbol_name(op), p.m.attr(op, "type").and_then(Attribute::as_type)) else {
        return p.generic_op(op);
    };
    let (name, t) = (name.to_string(), t.clone());
    if p.m.attr(op, "sym_visibility").is_some_and(|v| v.as_str().is_none())
        || p.m.attr(op, "constant").is_some_and(|c| *c != Attribute::Unit)
    {
        return p.generic_op(op);
    }
    p.w("memref.global ");
    if let Some(v) = p.m.attr(op, "sym_visibility").and_then(Attribute::as_str) {
        let v = v.to_string();
        p.string(&v);
        p.w(" ");
    }
    if p.m.attr(op, "constant").is_some() {
        p.w("constant ");
    }
    p.symbol(&name);
    p.w(" : ");
    p.ty(&t);
    if let Some(init) = p.m.attr(op, "initial_value").cloned() {
        p.w(" = ");
        match &init {
            Attribute::Unit => p.w("uninitialized"),
            Attribute::Dense { .. } => {
                let s = DenseBody(&init).to_string();
                p.w(&s);
            }
            a => p.attr(a),
        }
    }
    p.attr_dict(op, &["sym_visibility", "constant", "sym_name", "type", "initial_value"]);
}

fn verify_global(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)?;
    if m.symbol_name(op).is_none() {
        return Err("requires a 'sym_name' string attribute".into());
    }
    let Some(t) = m.attr(op, "type").and_then(Attribute::as_type) else {
        return Err("requires a 'type' attribute".into());
    };
    let Some(mt) = t.as_memref().filter(|mt| mt.shape.iter().all(|d| !d.is_dynamic())) else {
        return Err(format!("type should be static shaped memref, but got '{t}'"));
    };
    match m.attr(op, "initial_value") {
        None | Some(Attribute::Unit) | Some(Attribute::Raw(_)) => {}
        Some(Attribute::Dense { ty, .. }) => {
            let want = Type::Tensor { shape: mt.shape.clone(), elem: Box::new(mt.elem.clone()), encoding: None };
            if *ty != want {
                return Err(format!("initial value expected to be of type '{want}', but was of type '{ty}'"));
            }
        }
        Some(_) => return Err("initial value should be a unit or elements attribute".into()),
    }
    if let Some(a) = m.attr(op, "alignment") {
        match a.as_int() {
            Some(v) if v > 0 && (v & (v - 1)) == 0 => {}
            _ => return Err(format!("alignment attribute value {a} is not a power of 2")),
        }
    }
    if m.attr(op, "sym_visibility").is_some_and(|v| v.as_str().is_none()) {
        return Err("attribute 'sym_visibility' must be a string".into());
    }
    if m.attr(op, "constant").is_some_and(|c| *c != Attribute::Unit) {
        return Err("attribute 'constant' must be a unit attribute".into());
    }
    Ok(())
}

/// `memref.get_global @name : memref<..> [{attrs}]`
fn parse_get_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let t = p.parse_colon_type()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("name", Attribute::symbol(name));
    st.result_types.push(t);
    Ok(())
}

fn print_get_global(p: &mut Printer<'_>, op: OpId) {
    let Some(name) = p.m.attr(op, "name").and_then(Attribute::as_flat_symbol).map(str::to_string) else {
        return p.generic_op(op);
    };
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.get_global ");
    p.symbol(&name);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
    p.attr_dict(op, &["name"]);
}

fn verify_get_global(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let Some(name) = m.attr(op, "name").and_then(Attribute::as_flat_symbol) else {
        return Err("requires a 'name' flat symbol reference attribute".into());
    };
    let t = rty(m, op, 0);
    if !t.as_memref().is_some_and(|mt| mt.shape.iter().all(|d| !d.is_dynamic())) {
        return Err(format!("result must be a statically shaped memref, but got '{t}'"));
    }
    // The nearest enclosing symbol table holds the global.
    let mut table = m.parent_op(op);
    while let Some(t) = table {
        if super::traits(m, t).has(Traits::SYMBOL_TABLE) {
            break;
        }
        table = m.parent_op(t);
    }
    let Some(table) = table else { return Ok(()) };
    let global = m.lookup_symbol_in(table, name).filter(|&g| m.is(g, "memref.global"));
    let Some(g) = global else {
        return Err(format!("'@{name}' does not reference a valid global memref"));
    };
    if let Some(gt) = m.attr(g, "type").and_then(Attribute::as_type) {
        if gt != t {
            return Err(format!("result type '{t}' does not match type '{gt}' of the global memref @{name}"));
        }
    }
    Ok(())
}

// ----- atomics -----

/// `memref.atomic_rmw addf %v, %m[%i] {attrs} : (f32, memref<10xf32>) -> f32`
fn parse_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let kw = p.parse_keyword("atomic kind")?;
    let Some(kind) = ATOMIC_KINDS.iter().position(|k| *k == kw) else {
        return Err(p.error_at(at, format!("invalid kind '{kw}' (expected one of {})", ATOMIC_KINDS.join(", "))));
    };
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let mem = p.parse_operand()?;
    let iat = p.here();
    let idx = parse_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    p.expect_punct("(")?;
    let vt = p.parse_type()?;
    p.expect_punct(",")?;
    let mt = p.parse_type()?;
    p.expect_punct(")")?;
    p.expect_punct("->")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&mem, &mt)?);
    st.operands.extend(resolve_indices(p, &idx, iat)?);
    st.attrs.set("kind", Attribute::i64(kind as i64));
    st.result_types.push(rt);
    Ok(())
}

fn atomic_kind(m: &Module, op: OpId) -> Option<&'static str> {
    let k = m.attr(op, "kind")?.as_int()?;
    ATOMIC_KINDS.get(usize::try_from(k).ok()?).copied()
}

fn print_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    let Some(kind) = atomic_kind(p.m, op) else { return p.generic_op(op) };
    if p.m.operands(op).len() < 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.atomic_rmw ");
    p.w(kind);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    let idx = p.m.operands(op)[2..].to_vec();
    print_index_list(p, &idx);
    p.attr_dict(op, &["kind"]);
    let (vt, mt, rt) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone(), rty(p.m, op, 0).clone());
    p.w(" : (");
    p.ty(&vt);
    p.w(", ");
    p.ty(&mt);
    p.w(") -> ");
    p.ty(&rt);
}

fn verify_atomic_rmw(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.results(op).len() != 1 {
        return Err("expects a value, a memref, its indices and one result".into());
    }
    let Some(kind) = atomic_kind(m, op) else {
        return Err("requires a valid 'kind' attribute".into());
    };
    let mt = memref_of(m, m.operand(op, 1))?;
    if m.operands(op).len() - 2 != mt.shape.len() {
        return Err("expects the number of subscripts to be equal to memref rank".into());
    }
    all_index(m, &m.operands(op)[2..], "indices")?;
    let vt = ty(m, op, 0);
    if *vt != mt.elem || rty(m, op, 0) != vt {
        return Err(format!(
            "value, result and memref element types must match ('{vt}', '{}', '{}')",
            rty(m, op, 0),
            mt.elem
        ));
    }
    match kind {
        "addf" | "maximumf" | "minimumf" | "mulf" | "maxnumf" | "minnumf" if !vt.is_float() => {
            Err(format!("with kind '{kind}' expects a floating-point type"))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" if !vt.is_signless_int() => {
            Err(format!("with kind '{kind}' expects an integer type"))
        }
        _ => Ok(()),
    }
}

/// `memref.generic_atomic_rmw %m[%i] : memref<..> { ^bb0(%old: f32): ... } [{attrs}]`
fn parse_generic_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mem = p.parse_operand()?;
    let at = p.here();
    let idx = parse_index_list(p)?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&mem, &t)?);
    st.operands.extend(resolve_indices(p, &idx, at)?);
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(mt.elem);
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.regions(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.generic_atomic_rmw ");
    p.operand(p.m.operand(op, 0));
    let idx = p.m.operands(op)[1..].to_vec();
    print_index_list(p, &idx);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
    p.w(" ");
    let r = p.m.region(op, 0);
    p.region(r, true);
    p.attr_dict(op, &[]);
}

fn verify_generic_atomic_rmw(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 || m.regions(op).len() != 1 {
        return Err("expects a memref, its indices, one result and one region".into());
    }
    let mt = check_access(m, m.operand(op, 0), &m.operands(op)[1..], "generic_atomic_rmw")?;
    if *rty(m, op, 0) != mt.elem {
        return Err("result type must match the memref element type".into());
    }
    let r = m.region(op, 0);
    let Some(b) = m.entry_block(r) else { return Err("expects a non-empty region".into()) };
    if m.block_args(b).len() != 1 {
        return Err("expected single number of entry block arguments".into());
    }
    if *m.value_type(m.block_arg(b, 0)) != mt.elem {
        return Err("expected block argument of the same type result type".into());
    }
    Ok(())
}

/// `memref.atomic_yield %v {attrs} : f32`
fn parse_atomic_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

fn print_atomic_yield(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

fn verify_atomic_yield(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    let Some(parent) = m.parent_op(op).filter(|&p| m.is(p, "memref.generic_atomic_rmw")) else {
        return Err("expects parent op 'memref.generic_atomic_rmw'".into());
    };
    if m.results(parent).len() == 1 && ty(m, op, 0) != rty(m, parent, 0) {
        return Err(format!(
            "types mismatch between yield op: '{}' and its parent: '{}'",
            ty(m, op, 0),
            rty(m, parent, 0)
        ));
    }
    Ok(())
}
