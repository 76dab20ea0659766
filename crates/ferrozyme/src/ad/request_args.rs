//! The memory arguments of a reverse-mode request (`enzyme.autodiff`,
//! split mode): a derivative takes distinct memory arguments to be
//! distinct memory. One buffer (and one shadow) given as two arguments is
//! joined into one argument of a copy of the function (so is one value
//! passed twice to a callee in differentiated code); other memory given
//! twice (views of one buffer) that the function writes is refused at the
//! request.

use crate::dialects::enzyme;
use crate::ir::{Activity, Attribute, Module, OpId, Type, Value};
use crate::syntax::Diagnostic;

/// A reverse-mode request (`op`, for `f` with activities `args`) passing
/// the same memory (or views of it) as two arguments, one of which `f`
/// writes: refused, as for a call in differentiated code (the derivative
/// takes distinct memory arguments to be distinct: reader-15, a wrong
/// gradient before).
pub(super) fn check_distinct_memory(m: &Module, op: OpId, f: OpId, args: &[Activity]) -> Result<(), Diagnostic> {
    let Some(caller) = super::lower::enclosing_function(m, op) else { return Ok(()) };
    // The primal operand of each argument (its shadow follows a dup one).
    let mut primals = Vec::new();
    let mut k = 0;
    for a in args {
        primals.push(m.operands(op).get(k).copied());
        k += if matches!(a, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 };
    }
    // (The analyses below cover the whole caller and module: only worth it
    // with two memory arguments.)
    let memory = primals
        .iter()
        .flatten()
        .filter(|&&v| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr())
        .count();
    if memory < 2 {
        return Ok(());
    }
    let (origins, _) = super::activity::memory_origins(m, caller);
    let mut effects = None;
    let origin = |v: Value| origins.get(&v).copied().filter(|&o| o != super::activity::Origin::Unknown);
    for (i, v) in primals.iter().enumerate() {
        let Some(oi) = v.and_then(origin) else { continue };
        for (j, w) in primals.iter().enumerate().skip(i + 1) {
            if w.and_then(origin) != Some(oi) {
                continue;
            }
            let e = effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m).get(m, f));
            let writes = |i: usize| e.args.get(i).is_some_and(|a| a.write || a.free);
            let touches = |i: usize| e.args.get(i).is_some_and(|a| a.read || a.write || a.write_on_error || a.free);
            if (writes(i) || writes(j)) && touches(i) && touches(j) {
                let name = m.symbol_name(f).unwrap_or("?");
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    format!(
                        "reverse mode: arguments #{i} and #{j} of @{name} are the same memory (or views of it) and @{name} writes it; its derivative takes distinct memory arguments to be distinct (pass one buffer, or copy one of them)"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// A reverse-mode request `op` for `f` passing one memref or pointer value (with one
/// shadow) as two arguments `i` < `j`: it is made a request for a copy of
/// `f` taking it once (argument `j`'s uses are argument `i`'s), the
/// memory being one (`join_aliased_arguments` does this for every such
/// pair). `partners` (split mode: the reverse requests of a primal
/// request, whose operands are seeds and the tape) name the copy too, with
/// its activities. Returns the function the requests now name.
pub(super) fn join_aliased_arguments(m: &mut Module, op: OpId, mut f: OpId, partners: &[OpId]) -> OpId {
    loop {
        let args = enzyme::activities(m, op, "activity").unwrap_or_default();
        let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
        let mut at = Vec::new();
        let mut k = 0;
        for a in &args {
            at.push(k);
            k += if dup(a) { 2 } else { 1 };
        }
        let operands = m.operands(op).to_vec();
        let same = |i: usize, j: usize| {
            let (a, b) = (&args[i], &args[j]);
            let v = operands.get(at[i]).copied();
            let memory = v.is_some_and(|v| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr());
            memory
                && a == b
                && v == operands.get(at[j]).copied()
                && (!dup(a) || operands.get(at[i] + 1) == operands.get(at[j] + 1))
        };
        let pair = (0..args.len()).flat_map(|i| (i + 1..args.len()).map(move |j| (i, j))).find(|&(i, j)| same(i, j));
        let Some((i, j)) = pair else { return f };
        let Some(copy) = joined_copy(m, f, i, j) else { return f };
        // The requests: argument j's operands (and activity) go.
        let n = if dup(&args[j]) { 2 } else { 1 };
        let acts: Vec<Attribute> =
            args.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &a)| Attribute::Activity(a)).collect();
        let name = m.symbol_name(copy).unwrap_or_default().to_string();
        let kept: Vec<Value> =
            operands.iter().enumerate().filter(|&(x, _)| x < at[j] || x >= at[j] + n).map(|(_, &v)| v).collect();
        m.set_plain_operands(op, &kept);
        for &r in std::iter::once(&op).chain(partners) {
            m.set_attr(r, "activity", Attribute::Array(acts.clone()));
            m.set_attr(r, "fn", Attribute::symbol(name.clone()));
        }
        f = copy;
    }
}

/// Marks a copy `joined_copy` made: `"<f>:<i>:<j>"` (not copied by
/// `restructure::private_copy`: a copy of it is another function).
pub(crate) const JOINED: &str = "ferrozyme.joined";

/// A private copy of `func.func` or `llvm.func` `f` taking its arguments
/// `i` < `j` as one (argument `j`'s uses are argument `i`'s), if `f` has a
/// body; made once per module (a recursive `f` calls itself with one value
/// twice in the copy, which is then made a call of the same copy).
fn joined_copy(m: &mut Module, f: OpId, i: usize, j: usize) -> Option<OpId> {
    let ty = match m.attr(f, "function_type").and_then(Attribute::as_type)? {
        Type::Function(ft) if m.is(f, "func.func") && j < ft.inputs.len() => {
            let mut ft = (**ft).clone();
            ft.inputs.remove(j);
            Type::Function(Box::new(ft))
        }
        // (A lowered memref's allocated and aligned pointers, one buffer.)
        Type::LlvmFunc(ft) if m.is(f, "llvm.func") && j < ft.params.len() && !ft.vararg => {
            let mut ft = (**ft).clone();
            ft.params.remove(j);
            Type::LlvmFunc(Box::new(ft))
        }
        _ => return None,
    };
    body_block(m, f)?;
    let key = format!("{}:{i}:{j}", m.symbol_name(f).unwrap_or("?"));
    let made = m.block_ops(m.body()).find(|&o| m.attr(o, JOINED).and_then(Attribute::as_str) == Some(key.as_str()));
    if made.is_some() {
        return made;
    }
    let copy = super::restructure::private_copy(m, f, "joined");
    m.set_attr(copy, JOINED, Attribute::String(key));
    let entry = body_block(m, copy)?;
    let (ai, aj) = (m.block_arg(entry, i), m.block_arg(entry, j));
    m.replace_all_uses(aj, ai);
    m.erase_block_arg(entry, j);
    m.set_attr(copy, "function_type", Attribute::Type(ty));
    // (The joined argument is both: neither's attributes hold for it, e.g.
    // `llvm.writeonly` on one and `llvm.readonly` on the other.)
    if let Some(mut attrs) = m.attr(copy, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec) {
        if j < attrs.len() {
            attrs.remove(j);
        }
        if let Some(a) = attrs.get_mut(i) {
            *a = Attribute::Dict(Default::default());
        }
        m.set_attr(copy, "arg_attrs", Attribute::Array(attrs));
    }
    Some(copy)
}

/// The calls of `f` (to callees with a body, not native) passing one
/// memref or pointer value as two arguments call a copy of the callee
/// taking it once (`joined_copy`): the callee's derivative takes distinct
/// memory arguments to be distinct memory (reader-17: the allocated and
/// aligned pointers of a lowered memref, one buffer, were refused).
pub(crate) fn join_call_arguments(m: &mut Module, f: OpId, native: &crate::hash::HashSet<OpId>) {
    let mut copies: crate::hash::HashMap<(OpId, usize, usize), OpId> = Default::default();
    for call in m.collect_ops(f) {
        while let Some((callee, i, j)) = joinable(m, call, native) {
            let ops = m.operands(call).to_vec();
            let copy = match copies.get(&(callee, i, j)) {
                Some(&c) => c,
                None => match joined_copy(m, callee, i, j) {
                    Some(c) => *copies.entry((callee, i, j)).or_insert(c),
                    None => break,
                },
            };
            let kept: Vec<Value> = ops.iter().enumerate().filter(|&(x, _)| x != j).map(|(_, &v)| v).collect();
            m.set_plain_operands(call, &kept);
            let name = m.symbol_name(copy).unwrap_or_default().to_string();
            m.set_attr(call, "callee", Attribute::symbol(name));
        }
    }
}

/// Call `call`'s callee and two of its operands `i` < `j` that are one
/// memref or pointer value (not for native callees).
fn joinable(m: &Module, call: OpId, native: &crate::hash::HashSet<OpId>) -> Option<(OpId, usize, usize)> {
    // (A direct llvm.call whose operands are its callee's arguments.)
    let direct_llvm = m.is(call, "llvm.call")
        && m.attr(call, "callee").is_some()
        && ["var_callee_type", "operandSegmentSizes", "op_bundle_sizes"].iter().all(|a| m.attr(call, a).is_none());
    if !m.is(call, "func.call") && !direct_llvm {
        return None;
    }
    let callee = super::activity::callee_of(m, call).filter(|c| !native.contains(c))?;
    let ops = m.operands(call);
    let memory = |v: Value| m.value_type(v).is_memref_like() || m.value_type(v).is_llvm_ptr();
    let (i, j) = (0..ops.len())
        .flat_map(|i| (i + 1..ops.len()).map(move |j| (i, j)))
        .find(|&(i, j)| ops[i] == ops[j] && memory(ops[i]))?;
    Some((callee, i, j))
}

/// Does `f` hold calls `join_call_arguments` changes?
pub(crate) fn has_joinable_calls(m: &Module, f: OpId, native: &crate::hash::HashSet<OpId>) -> bool {
    m.collect_ops(f).into_iter().any(|o| joinable(m, o, native).is_some())
}

/// The entry block of function `f`, if it has a body.
fn body_block(m: &Module, f: OpId) -> Option<crate::ir::BlockId> {
    super::activity::body(m, f).and_then(|r| m.entry_block(r))
}
