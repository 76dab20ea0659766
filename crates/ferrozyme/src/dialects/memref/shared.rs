//! Helpers shared by `memref` and `scf`: segment sizes, implicit
//! terminators, the `attr-dict (operands : types)?` terminator format, and
//! memref type and layout queries.

use super::*;

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
    let has_terminator = p.m.last_op(b).is_some_and(|op| crate::dialects::traits(&p.m, op).is_terminator());
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
pub(super) fn resolve_indices(p: &mut Parser<'_>, us: &[UnresolvedOperand], at: usize) -> PResult<Vec<Value>> {
    p.resolve_all(us, &vec![Type::Index; us.len()], at)
}

/// `[%a, %b]` (possibly empty).
pub(super) fn parse_index_list(p: &mut Parser<'_>) -> PResult<Vec<UnresolvedOperand>> {
    p.expect_punct("[")?;
    let ops = p.parse_operand_list()?;
    p.expect_punct("]")?;
    Ok(ops)
}

pub(super) fn print_index_list(p: &mut Printer<'_>, vs: &[Value]) {
    p.w("[");
    p.operands(vs);
    p.w("]");
}

pub(crate) fn all_index(m: &Module, vs: &[Value], what: &str) -> Result<(), String> {
    match vs.iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        Some(t) => Err(format!("{what} must be of type 'index', but got '{t}'")),
        None => Ok(()),
    }
}

pub(crate) fn memref_of(m: &Module, v: Value) -> Result<&MemRefType, String> {
    let t = m.value_type(v);
    t.as_memref().ok_or_else(|| format!("operand must be a ranked memref, but got '{t}'"))
}

pub(crate) fn parse_memref_type(p: &mut Parser<'_>) -> PResult<(Type, MemRefType)> {
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

pub(super) fn elem_and_space(t: &Type) -> Option<(&Type, Option<&Attribute>)> {
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
pub(super) fn layout_symbols(mt: &MemRefType) -> Option<usize> {
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
