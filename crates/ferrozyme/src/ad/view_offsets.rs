//! Views passed through a region op as offsets (reverse mode, on the
//! private copy `restructure` makes): an `scf.for`, `scf.while` or
//! `scf.if` carrying (or yielding) memrefs that are always windows of one
//! memref defined before it — `memref.subview`s of that base with the same
//! sizes and strides, whose offsets differ in one dimension (a window
//! moved per iteration: `%w = memref.subview %m[%i] [2] [1]`) — carries,
//! instead of each window, its offset in that dimension. The window is
//! made again (one `memref.subview` of the base) where the op's region
//! arguments and results are used, and reverse mode follows a view of
//! memory defined before the loop, as it does everywhere. The slots that
//! feed each other (a loop's argument yielded by an `scf.if` inside it, an
//! `arith.select` between windows) change together.
//!
//! A loop carrying a memref cannot be recorded per iteration (the records
//! hold numbers), so such loops were refused; an `scf.if` yielding a view
//! made in its branches could not be put in a loop of one iteration
//! (`crate::ad::if_once`) for the same reason. Memrefs that are always one
//! of some memrefs defined before the op (buffers swapped between
//! iterations) are handled by `crate::ad::memref_positions` instead.

use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value, ValueDef};

/// The dynamic-entry marker of `static_offsets` (`ShapedType::kDynamic`).
const DYNAMIC: i128 = i64::MIN as i128;

/// An offset of a window in one dimension.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Off {
    Static(i128),
    Dyn(Value),
}

/// A `memref.subview` with static sizes and strides.
#[derive(Clone, Debug)]
struct Window {
    base: Value,
    offs: Vec<Off>,
    sizes: Attribute,
    strides: Attribute,
    ty: Type,
}

/// `v` as a window, if a `memref.subview` with no dynamic size or stride
/// made it.
fn window(m: &Module, v: Value) -> Option<Window> {
    let ValueDef::Result { op, .. } = m.value_def(v) else { return None };
    if !m.is(op, "memref.subview") {
        return None;
    }
    let segs = m.attr(op, "operandSegmentSizes")?.as_dense_ints()?;
    if segs.len() != 4 || segs[0] != 1 || segs[2] != 0 || segs[3] != 0 {
        return None;
    }
    let statics = m.attr(op, "static_offsets")?.as_dense_ints()?;
    let mut dynamic = m.operands(op)[1..].iter().copied();
    // (A constant operand is the same offset as the static number.)
    let constant = |v: Value| {
        m.defining_op(v)
            .filter(|&d| m.is(d, "arith.constant"))
            .and_then(|d| m.attr(d, "value"))
            .and_then(|a| a.as_int())
            .map_or(Off::Dyn(v), Off::Static)
    };
    let offs = statics.iter().map(|&s| if s == DYNAMIC { dynamic.next().map(constant) } else { Some(Off::Static(s)) });
    Some(Window {
        base: m.operand(op, 0),
        offs: offs.collect::<Option<Vec<Off>>>()?,
        sizes: m.attr(op, "static_sizes")?.clone(),
        strides: m.attr(op, "static_strides")?.clone(),
        ty: m.value_type(v).clone(),
    })
}

/// One memref (or pointer) position of a region op: the operands entering
/// it (op, operand index), its region arguments and its results.
#[derive(Clone, Default)]
pub(crate) struct Slot {
    pub(crate) inputs: Vec<(OpId, usize)>,
    pub(crate) args: Vec<Value>,
    pub(crate) results: Vec<Value>,
}

/// The memref slots of `op` (an `scf.for`, `scf.while` or `scf.if` with
/// single-block regions; none for other ops).
fn slots(m: &Module, op: OpId) -> Vec<Slot> {
    slots_where(m, op, Type::is_memref_like)
}

/// The slots of `op` whose type passes `want`.
pub(crate) fn slots_where(m: &Module, op: OpId, want: fn(&Type) -> bool) -> Vec<Slot> {
    slots_of(m, op, want).unwrap_or_default()
}

fn slots_of(m: &Module, op: OpId, want: fn(&Type) -> bool) -> Option<Vec<Slot>> {
    if m.regions(op).iter().any(|&r| m.blocks(r).len() != 1) {
        return None;
    }
    let block = |i: usize| m.blocks(m.region(op, i))[0];
    let is_mem = |v: Value| want(m.value_type(v));
    let mut out = Vec::new();
    match m.name(op).as_str() {
        "scf.for" => {
            let body = block(0);
            let yld = m.last_op(body)?;
            for (j, &r) in m.results(op).iter().enumerate() {
                if is_mem(r) {
                    let (args, results) = (vec![m.block_arg(body, j + 1)], vec![r]);
                    out.push(Slot { inputs: vec![(op, 3 + j), (yld, j)], args, results });
                }
            }
        }
        "scf.while" => {
            let (before, after) = (block(0), block(1));
            let (cond, yld) = (m.last_op(before)?, m.last_op(after)?);
            for (j, &a) in m.block_args(before).iter().enumerate() {
                if is_mem(a) {
                    out.push(Slot { inputs: vec![(op, j), (yld, j)], args: vec![a], results: vec![] });
                }
            }
            for (i, &a) in m.block_args(after).iter().enumerate() {
                if is_mem(a) {
                    let results = vec![*m.results(op).get(i)?];
                    out.push(Slot { inputs: vec![(cond, i + 1)], args: vec![a], results });
                }
            }
        }
        "scf.if" if m.regions(op).len() == 2 => {
            let ylds = [m.last_op(block(0))?, m.last_op(block(1))?];
            for (k, &r) in m.results(op).iter().enumerate() {
                if is_mem(r) {
                    out.push(Slot { inputs: ylds.iter().map(|&y| (y, k)).collect(), args: vec![], results: vec![r] });
                }
            }
        }
        _ => {}
    }
    Some(out)
}

/// The region op and slot `v` is an argument or result of, if any; or
/// the `arith.select` between memrefs that made it (a slot of its own,
/// fed by its two choices).
fn phi(m: &Module, v: Value) -> Option<(OpId, Slot)> {
    phi_where(m, v, Type::is_memref_like)
}

/// `phi` for the slots whose type passes `want`.
pub(crate) fn phi_where(m: &Module, v: Value, want: fn(&Type) -> bool) -> Option<(OpId, Slot)> {
    let op = match m.value_def(v) {
        ValueDef::Result { op, .. } => op,
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block)?,
        ValueDef::Undefined => return None,
    };
    if m.is(op, "arith.select") {
        return Some((op, Slot { inputs: vec![(op, 1), (op, 2)], args: vec![], results: vec![v] }));
    }
    let slot = slots_where(m, op, want).into_iter().find(|s| s.args.contains(&v) || s.results.contains(&v))?;
    Some((op, slot))
}

/// Is `v` defined outside `op` (not by it, nor inside its regions)?
pub(crate) fn outside(m: &Module, op: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op: d, .. } => d != op && !m.is_ancestor(op, d),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p != op && !m.is_ancestor(op, p)),
        ValueDef::Undefined => false,
    }
}

/// How a component's windows are made: the base, the offsets of the
/// other dimensions, sizes, strides and type, and the dimension carried.
#[derive(Clone, Debug)]
struct Shape {
    template: Window,
    dim: usize,
}

/// Slots whose values flow into each other (through their inputs), and
/// how the windows entering them from elsewhere are made.
struct Component {
    /// (op, slot).
    slots: Vec<(OpId, Slot)>,
    shape: Shape,
}

/// The slots reached from slot `first` of `op` through their inputs, if
/// every other memref entering them is a window of one base defined
/// before all of their ops, with the same sizes, strides and type,
/// offsets differing in at most one dimension (whose offset in the type is
/// dynamic); offsets in the other dimensions defined before all the ops.
fn component(m: &Module, op: OpId, first: Slot) -> Option<Component> {
    let mut slots: Vec<(OpId, Slot)> = vec![(op, first)];
    let mut wins: Vec<Window> = Vec::new();
    let mut i = 0;
    while i < slots.len() {
        let inputs = slots[i].1.inputs.clone();
        i += 1;
        for (o, k) in inputs {
            let v = *m.operands(o).get(k)?;
            if let Some((p, s)) = phi(m, v) {
                if !slots.iter().any(|(q, t)| *q == p && t.inputs == s.inputs) {
                    slots.push((p, s));
                }
                continue;
            }
            wins.push(window(m, v)?);
        }
    }
    let first = wins.first().cloned()?;
    let ops: Vec<OpId> = slots.iter().map(|(o, _)| *o).collect();
    let before_all = |v: Value| ops.iter().all(|&o| outside(m, o, v));
    let same = |w: &Window| {
        w.base == first.base
            && w.sizes == first.sizes
            && w.strides == first.strides
            && w.ty == first.ty
            && w.offs.len() == first.offs.len()
    };
    if !wins.iter().all(same) || !before_all(first.base) || first.offs.is_empty() || !dynamic_offset(&first.ty) {
        return None;
    }
    // The dimensions whose offsets differ, or are made inside the ops.
    let varying: Vec<usize> = (0..first.offs.len())
        .filter(|&d| {
            wins.iter().any(|w| w.offs[d] != first.offs[d])
                || wins.iter().any(|w| matches!(w.offs[d], Off::Dyn(x) if !before_all(x)))
        })
        .collect();
    let dim = match varying.as_slice() {
        [] => 0,
        [d] => *d,
        _ => return None,
    };
    // Every slot's values must have the windows' type.
    let typed = slots.iter().all(|(_, s)| s.args.iter().chain(&s.results).all(|&v| *m.value_type(v) == first.ty));
    typed.then_some(Component { slots, shape: Shape { template: first, dim } })
}

/// The first component of the slots of `op`, if one can carry offsets.
fn plan(m: &Module, op: OpId) -> Option<Component> {
    slots(m, op).into_iter().find_map(|s| component(m, op, s))
}

/// Does memref type `t` have a strided layout with a dynamic offset?
fn dynamic_offset(t: &Type) -> bool {
    matches!(t, Type::MemRef(mt) if matches!(mt.layout, crate::ir::Layout::Strided { offset: None, .. }))
}

/// Does `op` carry (or yield) windows it can carry offsets of instead?
pub(crate) fn wanted(m: &Module, op: OpId) -> bool {
    plan(m, op).is_some()
}

/// The offset in dimension `d` of `v` (a window), as an index at `ip`.
fn offset_value(m: &mut Module, ip: InsertPoint, v: Value, d: usize) -> Option<Value> {
    match window(m, v)?.offs.get(d)? {
        Off::Dyn(x) => Some(*x),
        Off::Static(c) => Some(Builder::new(m, ip).const_index(i64::try_from(*c).ok()?)),
    }
}

/// The window of `shape` at offset `at` (in its dimension), made at `ip`.
fn remake(m: &mut Module, ip: InsertPoint, shape: &Shape, at: Value) -> Value {
    let t = &shape.template;
    let mut statics = Vec::new();
    let mut dynamic = Vec::new();
    for (d, o) in t.offs.iter().enumerate() {
        match (d == shape.dim, o) {
            (true, _) => {
                statics.push(DYNAMIC);
                dynamic.push(at);
            }
            (false, Off::Static(c)) => statics.push(*c),
            (false, Off::Dyn(x)) => {
                statics.push(DYNAMIC);
                dynamic.push(*x);
            }
        }
    }
    let dense = |vals: &[i128]| Attribute::DenseArray {
        elem: Type::i64(),
        values: vals.iter().map(|&v| crate::ir::DenseElem::Int(v)).collect(),
    };
    let segs = Attribute::DenseArray {
        elem: Type::int(32),
        values: [1, dynamic.len() as i128, 0, 0].into_iter().map(crate::ir::DenseElem::Int).collect(),
    };
    Builder::new(m, ip).value(
        OpSpec::new("memref.subview")
            .operands(&[t.base])
            .operands(&dynamic)
            .attr("operandSegmentSizes", segs)
            .attr("static_offsets", dense(&statics))
            .attr("static_sizes", t.sizes.clone())
            .attr("static_strides", t.strides.clone())
            .result(t.ty.clone()),
    )
}

/// Carry offsets instead of windows through `op` and the ops whose
/// slots feed its slots (when `wanted`; again while it is).
pub(crate) fn apply(m: &mut Module, op: OpId) {
    for _ in 0..16 {
        let Some(c) = plan(m, op) else { return };
        rewrite(m, c);
    }
}

fn rewrite(m: &mut Module, c: Component) {
    let shape = &c.shape;
    let inputs: Vec<(OpId, usize)> = c.slots.iter().flat_map(|(_, s)| s.inputs.iter().copied()).collect();
    let phis: Vec<Value> = c.slots.iter().flat_map(|(_, s)| s.args.iter().chain(&s.results).copied()).collect();
    // Windows entering the slots: their offsets (phis stay: they become
    // offsets too).
    for &(o, i) in &inputs {
        let v = m.operand(o, i);
        if phis.contains(&v) {
            continue;
        }
        if let Some(k) = offset_value(m, InsertPoint::Before(o), v, shape.dim) {
            m.set_operand(o, i, k);
        }
    }
    // Arguments and results: offsets, whose other uses get the windows
    // made again (at the start of the block, after the op).
    retype_slots(m, &c.slots, Type::Index, &|o, i| inputs.contains(&(o, i)), &mut |m, ip, v| remake(m, ip, shape, v));
}

/// The region arguments and results of `slots` become values of type `ty`
/// (offsets); their other uses (not those `keep` names: operand `i` of op
/// `o`) get what `remake` makes of them, at the start of their block or
/// just after their op.
pub(crate) fn retype_slots(
    m: &mut Module,
    slots: &[(OpId, Slot)],
    ty: Type,
    keep: &dyn Fn(OpId, usize) -> bool,
    remake: &mut dyn FnMut(&mut Module, InsertPoint, Value) -> Value,
) {
    for (op, slot) in slots {
        for &v in slot.args.iter().chain(&slot.results) {
            let ip = match m.value_def(v) {
                ValueDef::BlockArg { block, .. } => match m.first_op(block) {
                    Some(f) => InsertPoint::Before(f),
                    None => continue,
                },
                _ => match m.next_op(*op) {
                    Some(n) => InsertPoint::Before(n),
                    None => continue,
                },
            };
            m.set_value_type(v, ty.clone());
            // (The uses before `remake`: not the ops it makes.)
            let uses: Vec<(OpId, usize)> = m.uses(v).iter().map(|u| (u.op, u.index as usize)).collect();
            let w = remake(m, ip, v);
            for (o, i) in uses {
                if !keep(o, i) {
                    m.set_operand(o, i, w);
                }
            }
        }
    }
}
