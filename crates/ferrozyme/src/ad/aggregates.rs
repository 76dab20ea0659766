//! Derivatives of functions using tensors, vectors or LLVM structs. The
//! function is differentiated as its flattened copy (`rewrite::aggregates`:
//! every aggregate split into scalar leaves, each leaf with the activity of
//! its aggregate when its type can carry a derivative, `enzyme_const`
//! otherwise). When the signature itself has aggregates, the derivative is
//! an adapter with the aggregate signature (the one a scalar function would
//! get: shadows, seeds and gradients have the primal's type): it splits its
//! arguments into leaves (`tensor.extract`, `llvm.extractvalue`), calls the
//! derivative of the copy, and rebuilds the results (`tensor.from_elements`,
//! `llvm.insertvalue`); leaves without a derivative (integers, pointers in
//! reverse mode) get zero shadows and gradients.

use crate::hash::HashMap;

use super::activity::{is_float, is_float_memory, signature};
use crate::ir::{
    Activity, Attribute, Builder, DenseElem, Dim, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value,
};
use crate::rewrite::aggregates::Kinds;
use crate::syntax::Diagnostic;

/// Which derivative the adapter calls.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mode {
    Forward { width: usize },
    Reverse,
}

/// One operand or result of a derivative: which argument (`ret: false`) or
/// result (`ret: true`) of the primal it belongs to, and its role (0: the
/// primal value; forward: lane `k` shadow is `k`; reverse: 1 is the shadow,
/// seed or gradient).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Slot {
    ret: bool,
    index: usize,
    role: usize,
}

/// Operands and results of the derivative of a function with these activities.
fn layout(mode: Mode, args: &[Activity], rets: &[Activity]) -> (Vec<Slot>, Vec<Slot>) {
    let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
    let active = |a: &Activity| matches!(a, Activity::Active | Activity::ActiveNoNeed);
    let (mut ins, mut outs) = (Vec::new(), Vec::new());
    match mode {
        Mode::Forward { width } => {
            for (i, a) in args.iter().enumerate() {
                ins.push(Slot { ret: false, index: i, role: 0 });
                if dup(a) {
                    ins.extend((1..=width).map(|k| Slot { ret: false, index: i, role: k }));
                }
            }
            for (i, a) in rets.iter().enumerate() {
                if matches!(a, Activity::Dup | Activity::Const) {
                    outs.push(Slot { ret: true, index: i, role: 0 });
                }
                if dup(a) {
                    outs.extend((1..=width).map(|k| Slot { ret: true, index: i, role: k }));
                }
            }
        }
        Mode::Reverse => {
            for (i, a) in args.iter().enumerate() {
                ins.push(Slot { ret: false, index: i, role: 0 });
                if dup(a) {
                    ins.push(Slot { ret: false, index: i, role: 1 });
                }
            }
            for (i, a) in rets.iter().enumerate() {
                if active(a) {
                    ins.push(Slot { ret: true, index: i, role: 1 });
                }
                if matches!(a, Activity::Active | Activity::Const) {
                    outs.push(Slot { ret: true, index: i, role: 0 });
                }
            }
            for (i, a) in args.iter().enumerate() {
                if *a == Activity::Active {
                    outs.push(Slot { ret: false, index: i, role: 1 });
                }
            }
        }
    }
    (ins, outs)
}

/// The activity of one leaf of a value with activity `a`.
fn leaf_activity(a: Activity, t: &Type) -> Activity {
    let carries = match a {
        Activity::Dup | Activity::DupNoNeed => is_float(t) || is_float_memory(t) || t.is_memref_like(),
        Activity::Active | Activity::ActiveNoNeed => is_float(t),
        _ => false,
    };
    if carries {
        a
    } else {
        Activity::Const
    }
}

/// Where each leaf of a list of aggregates comes from: `(aggregate, position)`.
struct Leaves {
    types: Vec<Vec<Type>>,
    owner: Vec<(usize, usize)>,
}

impl Leaves {
    fn new(m: &Module, f: OpId, ts: &[Type]) -> Result<Leaves, Diagnostic> {
        let mut types = Vec::new();
        let mut owner = Vec::new();
        for (i, t) in ts.iter().enumerate() {
            let ls = Kinds::ALL.leaves(t).map_err(|e| Diagnostic::for_op(m, f, e))?;
            owner.extend((0..ls.len()).map(|p| (i, p)));
            types.push(ls);
        }
        Ok(Leaves { types, owner })
    }

    fn activities(&self, acts: &[Activity]) -> Vec<Activity> {
        self.owner.iter().map(|&(i, p)| leaf_activity(acts[i], &self.types[i][p])).collect()
    }
}

/// Whether an aggregate of type `t` may take activity `a` in reverse mode:
/// `enzyme_active` needs a float leaf; `enzyme_dup` needs memory leaves and
/// no float leaf (floats passed by value are `enzyme_active`).
pub(crate) fn reverse_accepts(a: Activity, t: &Type) -> bool {
    let Ok(leaves) = Kinds::ALL.leaves(t) else { return false };
    match a {
        Activity::Active | Activity::ActiveNoNeed => leaves.iter().any(is_float),
        Activity::Dup | Activity::DupNoNeed => leaves.iter().any(is_float_memory) && !leaves.iter().any(is_float),
        _ => true,
    }
}

/// The derivative of `f` (its flattened copy is `flat`) through an adapter
/// named `name`; `derive_flat` derives the copy with the leaves' activities.
pub(crate) fn derive_through_copy(
    m: &mut Module,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    mode: Mode,
    name: &str,
    derive_flat: impl FnOnce(&mut Module, &[Activity], &[Activity]) -> Result<String, Diagnostic>,
) -> Result<(), Diagnostic> {
    let (ins, outs) = signature(m, f);
    // (Vectors are split and packed at the top level only.)
    let nested = |t: &&Type| matches!(t, Type::LlvmStruct(_) | Type::LlvmArray { .. }) && has_vector(t);
    if let Some(t) = ins.iter().chain(&outs).find(nested) {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!(
                "derivatives of functions taking or returning '{t}' (an LLVM aggregate holding vectors) are not \
                 supported (vectors inside the body are)"
            ),
        ));
    }
    let arg_leaves = Leaves::new(m, f, &ins)?;
    let ret_leaves = Leaves::new(m, f, &outs)?;
    let inner = derive_flat(m, &arg_leaves.activities(args), &ret_leaves.activities(rets)).map_err(|mut d| {
        // (The copy's arguments are leaves: name the argument they belong to.)
        d.message = renumber_arguments(&d.message, &arg_leaves.owner);
        d
    })?;
    let leaf_args = arg_leaves.activities(args);
    let leaf_rets = ret_leaves.activities(rets);

    let ty_of = |s: &Slot| if s.ret { outs[s.index].clone() } else { ins[s.index].clone() };
    let (outer_in, outer_out) = layout(mode, args, rets);
    let ft =
        FunctionType { inputs: outer_in.iter().map(ty_of).collect(), results: outer_out.iter().map(ty_of).collect() };
    let (g, entry) = crate::dialects::func::create_func(m, name, ft, true);
    m.op_mut(g).pos = m.op(f).pos;
    m.op_mut(g).loc = m.op(f).loc.clone();
    let ip = InsertPoint::End(entry);

    // Split every operand into leaves.
    let mut given: HashMap<Slot, Vec<Value>> = HashMap::default();
    for (k, s) in outer_in.iter().enumerate() {
        let v = m.block_arg(entry, k);
        given.insert(*s, split(m, ip, v));
    }
    // Operands of the inner derivative, leaf by leaf.
    let (inner_in, inner_out) = layout(mode, &leaf_args, &leaf_rets);
    let mut operands = Vec::new();
    for s in &inner_in {
        let (i, p) = if s.ret { ret_leaves.owner[s.index] } else { arg_leaves.owner[s.index] };
        let v = given.get(&Slot { ret: s.ret, index: i, role: s.role }).and_then(|vs| vs.get(p).copied());
        let Some(v) = v else {
            return Err(Diagnostic::for_op(m, f, "internal: a leaf of the derivative has no operand"));
        };
        operands.push(v);
    }
    let inner_f =
        m.lookup_symbol(&inner).ok_or_else(|| Diagnostic::for_op(m, f, format!("derivative @{inner} is missing")))?;
    let result_types = signature(m, inner_f).1;
    let call = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(&operands).results(&result_types).attr("callee", Attribute::symbol(inner)),
    );
    let mut got: HashMap<(Slot, usize), Value> = HashMap::default();
    for (s, &v) in inner_out.iter().zip(m.results(call).to_vec().iter()) {
        let (i, p) = if s.ret { ret_leaves.owner[s.index] } else { arg_leaves.owner[s.index] };
        got.insert((Slot { ret: s.ret, index: i, role: s.role }, p), v);
    }
    // Rebuild the results (zero for leaves without a derivative).
    let mut results = Vec::new();
    for s in &outer_out {
        let t = ty_of(s);
        let lts = if s.ret { &ret_leaves.types[s.index] } else { &arg_leaves.types[s.index] };
        let mut vs = Vec::new();
        for (p, lt) in lts.iter().enumerate() {
            vs.push(match got.get(&(*s, p)) {
                Some(&v) => v,
                None => crate::rewrite::aggregates::zero(m, ip, lt),
            });
        }
        results.push(pack(m, ip, &t, &vs));
    }
    Builder::new(m, ip).create(OpSpec::new("func.return").operands(&results));
    Ok(())
}

/// `message` with each "argument #N" (N a leaf of the flattened copy)
/// naming the argument of the original function that leaf belongs to.
fn renumber_arguments(message: &str, owner: &[(usize, usize)]) -> String {
    const KEY: &str = "argument #";
    let mut out = String::new();
    let mut rest = message;
    while let Some(at) = rest.find(KEY) {
        out.push_str(&rest[..at + KEY.len()]);
        rest = &rest[at + KEY.len()..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        match rest[..digits].parse::<usize>().ok().and_then(|n| owner.get(n)) {
            Some(&(i, _)) => out.push_str(&i.to_string()),
            None => out.push_str(&rest[..digits]),
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

/// Whether an LLVM struct or array type holds a vector.
fn has_vector(t: &Type) -> bool {
    match t {
        Type::Vector { .. } => true,
        Type::LlvmStruct(st) => st.body.as_ref().is_some_and(|b| b.iter().any(has_vector)),
        Type::LlvmArray { elem, .. } => has_vector(elem),
        _ => false,
    }
}

/// Every leaf path of an aggregate type: tensor and vector multi-indices,
/// or LLVM positions (nested structs and arrays).
fn paths(t: &Type) -> Vec<Vec<i64>> {
    match t {
        Type::Tensor { .. } | Type::Vector { .. } => {
            let dims: Vec<i64> = match t {
                Type::Tensor { shape, .. } => {
                    shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { 0 }).collect()
                }
                Type::Vector { shape, .. } => shape.clone(),
                _ => vec![],
            };
            let mut out = vec![vec![]];
            for d in dims {
                out = out.into_iter().flat_map(|p| (0..d).map(move |k| [p.clone(), vec![k]].concat())).collect();
            }
            out
        }
        Type::LlvmStruct(st) => {
            let body = st.body.clone().unwrap_or_default();
            body.iter().enumerate().flat_map(|(i, f)| prefixed(i as i64, f)).collect()
        }
        Type::LlvmArray { len, elem } => (0..*len as i64).flat_map(|i| prefixed(i, elem)).collect(),
        _ => vec![vec![]],
    }
}

fn prefixed(i: i64, t: &Type) -> Vec<Vec<i64>> {
    if Kinds::ALL.splits(t) {
        paths(t).into_iter().map(|p| [vec![i], p].concat()).collect()
    } else {
        vec![vec![i]]
    }
}

fn position(path: &[i64]) -> Attribute {
    Attribute::DenseArray { elem: Type::i64(), values: path.iter().map(|&i| DenseElem::Int(i as i128)).collect() }
}

/// The leaves of value `v` (itself when it is not an aggregate).
pub(crate) fn split(m: &mut Module, ip: InsertPoint, v: Value) -> Vec<Value> {
    let t = m.value_type(v).clone();
    if !Kinds::ALL.splits(&t) {
        return vec![v];
    }
    let leaves = Kinds::ALL.leaves(&t).unwrap_or_default();
    let mut out = Vec::new();
    for (path, lt) in paths(&t).iter().zip(leaves) {
        let mut b = Builder::new(m, ip);
        out.push(if matches!(t, Type::Tensor { .. }) {
            let idx: Vec<Value> = path.iter().map(|&i| b.const_index(i)).collect();
            b.value(OpSpec::new("tensor.extract").operands(&[&[v][..], &idx].concat()).result(lt))
        } else if matches!(t, Type::Vector { .. }) {
            let pos = crate::dialects::vector::i64_array(path);
            b.value(OpSpec::new("vector.extract").operands(&[v]).attr("static_position", pos).result(lt))
        } else {
            b.value(OpSpec::new("llvm.extractvalue").operands(&[v]).attr("position", position(path)).result(lt))
        });
    }
    out
}

/// A value of aggregate type `t` made of `leaves` (the leaf itself when `t`
/// is not an aggregate).
pub(crate) fn pack(m: &mut Module, ip: InsertPoint, t: &Type, leaves: &[Value]) -> Value {
    if !Kinds::ALL.splits(t) {
        return leaves[0];
    }
    let mut b = Builder::new(m, ip);
    if matches!(t, Type::Tensor { .. }) {
        return b.value(OpSpec::new("tensor.from_elements").operands(leaves).result(t.clone()));
    }
    if matches!(t, Type::Vector { .. }) {
        return b.value(OpSpec::new("vector.from_elements").operands(leaves).result(t.clone()));
    }
    let mut agg = b.value(OpSpec::new("llvm.mlir.undef").result(t.clone()));
    for (path, &l) in paths(t).iter().zip(leaves) {
        agg = b.value(
            OpSpec::new("llvm.insertvalue").operands(&[agg, l]).attr("position", position(path)).result(t.clone()),
        );
    }
    agg
}
