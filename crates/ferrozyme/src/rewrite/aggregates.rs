//! Splitting aggregate values into scalars ("leaves"): static tensors and
//! vectors become their elements (row-major), LLVM structs and arrays their
//! fields (depth first). A function using such values is rebuilt with every
//! aggregate SSA value replaced by its leaves: signatures, block arguments,
//! loop-carried values, calls and returns carry the leaves; elementwise
//! `arith`/`math` ops become one op per element; `tensor.*`,
//! `llvm.insertvalue`/`extractvalue`, `llvm.mlir.undef`/`poison`/`zero`
//! become picks and lists of leaves.
//!
//! Two users: automatic differentiation (`Kinds::ALL`, on private copies
//! named `<f>.flat`, so the derivative code never sees an aggregate) and the
//! execution engines (`Kinds::SHAPED`, the module rewritten in place, so the
//! interpreter and the JIT run tensor and vector programs; LLVM structs they
//! run natively). Anything else touching an aggregate (dynamic shapes, more
//! than `MAX_LEAVES` elements, memory of aggregates, `vector.*` ops, calls
//! to functions without a body) is refused by name with its location.

use std::collections::{HashMap, HashSet};

use crate::dialects::tensor::static_count;
use crate::ir::{
    Attribute, BlockId, Builder, DenseData, DenseElem, Dim, FunctionType, InsertPoint, Module, OpId, OpSpec, RegionId,
    Type, Value, WalkControl,
};
use crate::syntax::Diagnostic;

/// At most this many leaves per value (every leaf is one SSA value).
pub const MAX_LEAVES: u64 = 4096;

/// A function's inputs and results.
pub type Signature = (Vec<Type>, Vec<Type>);

/// Marks a flattened copy: the name of the function it was made from.
const FLAT_OF: &str = "ferrozyme.flattened_from";

/// Which aggregate types are split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kinds {
    /// Tensors and vectors.
    pub shaped: bool,
    /// `!llvm.struct` and `!llvm.array`.
    pub llvm: bool,
}

impl Kinds {
    pub const ALL: Kinds = Kinds { shaped: true, llvm: true };
    pub const SHAPED: Kinds = Kinds { shaped: true, llvm: false };

    /// Whether `t` is an aggregate split by these kinds.
    pub fn splits(self, t: &Type) -> bool {
        match t {
            Type::Tensor { .. } | Type::UnrankedTensor { .. } | Type::Vector { .. } => self.shaped,
            Type::LlvmStruct(_) | Type::LlvmArray { .. } => self.llvm,
            _ => false,
        }
    }

    /// The leaves of `t` (itself when it is not split).
    pub fn leaves(self, t: &Type) -> Result<Vec<Type>, String> {
        let mut out = Vec::new();
        self.push_leaves(t, &mut out)?;
        if out.len() as u64 > MAX_LEAVES {
            return Err(format!(
                "'{t}' has {} elements; ferrozyme splits aggregates into scalars, at most {MAX_LEAVES} per value",
                out.len()
            ));
        }
        Ok(out)
    }

    fn push_leaves(self, t: &Type, out: &mut Vec<Type>) -> Result<(), String> {
        if !self.splits(t) {
            out.push(t.clone());
            return Ok(());
        }
        let (n, elem): (u64, &Type) = match t {
            Type::Tensor { shape, elem, .. } => match static_count(shape) {
                Some(n) => (n, elem),
                None => {
                    return Err(format!("'{t}' has a dynamic shape; only static tensors can be split into scalars"))
                }
            },
            Type::Vector { shape, scalable, elem } => {
                if scalable.iter().any(|&s| s) {
                    return Err(format!("'{t}' is a scalable vector; only fixed vectors can be split into scalars"));
                }
                (shape.iter().map(|&d| d.max(0) as u64).product(), elem)
            }
            Type::UnrankedTensor { .. } => {
                return Err(format!("'{t}' is unranked; only static tensors can be split into scalars"))
            }
            Type::LlvmStruct(st) => {
                let Some(body) = &st.body else {
                    return Err(format!("'{t}' is an opaque struct; its fields are unknown"));
                };
                for f in body {
                    self.push_leaves(f, out)?;
                }
                return Ok(());
            }
            Type::LlvmArray { len, elem } => (*len, elem),
            _ => unreachable_type(t)?,
        };
        if n > MAX_LEAVES {
            return Err(format!(
                "'{t}' has {n} elements; ferrozyme splits aggregates into scalars, at most {MAX_LEAVES} per value"
            ));
        }
        if self.splits(elem) || matches!(t, Type::LlvmArray { .. }) {
            for _ in 0..n {
                self.push_leaves(elem, out)?;
            }
        } else {
            out.extend(std::iter::repeat_n(elem.clone(), n as usize));
        }
        Ok(())
    }

    /// Leaves of several types, concatenated.
    pub fn all_leaves(self, ts: &[Type]) -> Result<Vec<Type>, String> {
        let mut out = Vec::new();
        for t in ts {
            out.extend(self.leaves(t)?);
        }
        Ok(out)
    }
}

fn unreachable_type(t: &Type) -> Result<(u64, &Type), String> {
    Err(format!("'{t}' is not an aggregate"))
}

/// Whether function `f` (its signature or any value in its body) holds an
/// aggregate of these kinds.
fn uses_aggregates(m: &Module, f: OpId, kinds: Kinds) -> bool {
    let (ins, outs) = crate::ad::activity::signature(m, f);
    if ins.iter().chain(&outs).any(|t| kinds.splits(t)) {
        return true;
    }
    let mut found = false;
    m.walk_pre(f, &mut |o| {
        let vals = m.results(o).iter().chain(m.operands(o));
        let blocks = m.regions(o).iter().flat_map(|&r| m.blocks(r).iter().flat_map(|&b| m.block_args(b)));
        if vals.chain(blocks).any(|&v| kinds.splits(m.value_type(v))) {
            found = true;
            return WalkControl::Stop;
        }
        WalkControl::Continue
    });
    found
}

fn is_function(m: &Module, op: OpId) -> bool {
    m.is(op, "func.func") || m.is(op, "llvm.func")
}

/// Direct callee of a call op.
fn callee_of(m: &Module, op: OpId) -> Option<&str> {
    if !(m.is(op, "func.call") || m.is(op, "llvm.call")) {
        return None;
    }
    m.attr(op, "callee").and_then(Attribute::as_flat_symbol)
}

/// The functions of `m` that must be rebuilt: those holding aggregates, and
/// (transitively) those calling a function with a body that must be.
fn needing(m: &Module, kinds: Kinds) -> HashSet<OpId> {
    let funcs: Vec<OpId> = m.block_ops(m.body()).filter(|&o| is_function(m, o)).collect();
    let mut set: HashSet<OpId> = funcs
        .iter()
        .copied()
        .filter(|&f| crate::ad::activity::body(m, f).is_some() && uses_aggregates(m, f, kinds))
        .collect();
    loop {
        let before = set.len();
        for &f in &funcs {
            if set.contains(&f) || crate::ad::activity::body(m, f).is_none() {
                continue;
            }
            let calls = m
                .collect_ops(f)
                .into_iter()
                .any(|o| callee_of(m, o).and_then(|c| m.lookup_symbol(c)).is_some_and(|g| set.contains(&g)));
            if calls {
                set.insert(f);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

/// The flattened private copy of `f` (made once per module and reused),
/// with the copies of the callees it needs; `None` when `f` holds no
/// aggregate and calls no function that does.
pub fn flat_copy(m: &mut Module, f: OpId) -> Result<Option<OpId>, Diagnostic> {
    let need = needing(m, Kinds::ALL);
    if !need.contains(&f) {
        return Ok(None);
    }
    let mut fl = Flattener::new(Kinds::ALL, need);
    fl.rename_calls = true;
    let copy = fl.copy_of(m, f)?;
    fl.finish(m)?;
    Ok(Some(copy))
}

/// Rewrite every function of `m` using tensors or vectors in place (their
/// names kept); returns the original signatures of the rewritten functions,
/// by name, so that callers can split and rebuild the values they pass.
///
/// A function this cannot rewrite (say, one using a `vector.*` op) is left
/// as it is, with its callers that pass it shaped values; the second map
/// says why, by function name (calling it is then refused with that error).
pub fn flatten_shaped(m: &mut Module) -> (HashMap<String, Signature>, HashMap<String, Diagnostic>) {
    let mut need = needing(m, Kinds::SHAPED);
    let mut sigs = HashMap::new();
    let mut failed = HashMap::new();
    // Find the functions that can be rewritten, on scratch copies.
    loop {
        if need.is_empty() {
            return (sigs, failed);
        }
        let mut scratch = m.clone();
        let mut fl = Flattener::new(Kinds::SHAPED, need.clone());
        match fl.flatten_all(&mut scratch, &need) {
            Ok(()) => break,
            Err((f, why)) => {
                need.remove(&f);
                failed.insert(m.symbol_name(f).unwrap_or_default().to_string(), why);
            }
        }
    }
    let mut fl = Flattener::new(Kinds::SHAPED, need.clone());
    let mut order: Vec<OpId> = need.iter().copied().collect();
    order.sort();
    if let Err((f, why)) = fl.flatten_all(m, &need) {
        failed.insert(m.symbol_name(f).unwrap_or_default().to_string(), why);
        return (sigs, failed);
    }
    for f in order {
        let name = m.symbol_name(f).unwrap_or_default().to_string();
        sigs.insert(name.clone(), crate::ad::activity::signature(m, f));
        let copy = fl.done[&f];
        let vis = m.attr(f, "sym_visibility").cloned();
        m.erase_op(f);
        m.set_attr(copy, "sym_name", Attribute::String(name));
        m.remove_attr(copy, FLAT_OF);
        match vis {
            Some(v) => m.set_attr(copy, "sym_visibility", v),
            None => {
                m.remove_attr(copy, "sym_visibility");
            }
        }
    }
    (sigs, failed)
}

struct Flattener {
    kinds: Kinds,
    need: HashSet<OpId>,
    /// Calls to rebuilt functions name the copy (`true`) or keep the
    /// original name (in-place rewriting).
    rename_calls: bool,
    /// Original function → its copy (created, maybe not filled yet).
    done: HashMap<OpId, OpId>,
    todo: Vec<(OpId, OpId)>,
    /// Source value → its leaves in the copy being built.
    vals: HashMap<Value, Vec<Value>>,
    blocks: HashMap<BlockId, BlockId>,
}

fn err(m: &Module, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::for_op(m, op, msg)
}

impl Flattener {
    fn new(kinds: Kinds, need: HashSet<OpId>) -> Self {
        Flattener {
            kinds,
            need,
            rename_calls: false,
            done: HashMap::new(),
            todo: Vec::new(),
            vals: HashMap::new(),
            blocks: HashMap::new(),
        }
    }

    fn leaves_at(&self, m: &Module, op: OpId, t: &Type) -> Result<Vec<Type>, Diagnostic> {
        self.kinds.leaves(t).map_err(|e| err(m, op, e))
    }

    /// The copy of `f` (declared now, filled by `finish`).
    fn copy_of(&mut self, m: &mut Module, f: OpId) -> Result<OpId, Diagnostic> {
        if let Some(&c) = self.done.get(&f) {
            return Ok(c);
        }
        let name = m.symbol_name(f).unwrap_or("f").to_string();
        if self.rename_calls {
            let existing = m
                .block_ops(m.body())
                .find(|&o| m.attr(o, FLAT_OF).and_then(Attribute::as_str) == Some(name.as_str()) && is_function(m, o));
            if let Some(c) = existing {
                self.done.insert(f, c);
                return Ok(c);
            }
        }
        let (ins, outs) = crate::ad::activity::signature(m, f);
        let ft = FunctionType {
            inputs: self.kinds.all_leaves(&ins).map_err(|e| err(m, f, e))?,
            results: self.kinds.all_leaves(&outs).map_err(|e| err(m, f, e))?,
        };
        let fresh = m.fresh_symbol_name(&format!("{name}.flat"));
        let (copy, _) = crate::dialects::func::create_func(m, &fresh, ft, true);
        m.op_mut(copy).pos = m.op(f).pos;
        m.op_mut(copy).loc = m.op(f).loc.clone();
        m.set_attr(copy, FLAT_OF, Attribute::String(name));
        if let Some(a) = self.arg_attrs(m, f, &ins) {
            m.set_attr(copy, "arg_attrs", a);
        }
        self.done.insert(f, copy);
        self.todo.push((f, copy));
        Ok(copy)
    }

    /// Argument attributes of the copy: kept for arguments that stay one value.
    fn arg_attrs(&self, m: &Module, f: OpId, ins: &[Type]) -> Option<Attribute> {
        let old = m.attr(f, "arg_attrs")?.as_array()?;
        let mut new = Vec::new();
        for (i, t) in ins.iter().enumerate() {
            let n = self.kinds.leaves(t).ok()?.len();
            let keep = if self.kinds.splits(t) { None } else { old.get(i).cloned() };
            for _ in 0..n {
                new.push(keep.clone().unwrap_or(Attribute::Dict(Default::default())));
            }
        }
        Some(Attribute::Array(new))
    }

    /// Copy every function of `funcs`; on failure, the function whose
    /// body could not be rewritten.
    fn flatten_all(&mut self, m: &mut Module, funcs: &HashSet<OpId>) -> Result<(), (OpId, Diagnostic)> {
        let mut order: Vec<OpId> = funcs.iter().copied().collect();
        order.sort();
        for &f in &order {
            self.copy_of(m, f).map_err(|d| (f, d))?;
        }
        while let Some((f, copy)) = self.todo.pop() {
            self.fill(m, f, copy).map_err(|d| (f, d))?;
        }
        Ok(())
    }

    /// Fill every declared copy (copies may declare more while filling).
    fn finish(&mut self, m: &mut Module) -> Result<(), Diagnostic> {
        while let Some((f, copy)) = self.todo.pop() {
            self.fill(m, f, copy)?;
        }
        Ok(())
    }

    fn fill(&mut self, m: &mut Module, f: OpId, copy: OpId) -> Result<(), Diagnostic> {
        self.vals.clear();
        self.blocks.clear();
        let (Some(src), Some(dst)) = (crate::ad::activity::body(m, f), m.regions(copy).first().copied()) else {
            return Err(err(m, f, "cannot split the values of a function without a body"));
        };
        // create_func made an entry block; the region is rebuilt whole.
        for b in m.blocks(dst).to_vec() {
            m.detach_block(b);
        }
        self.region(m, src, dst)
    }

    fn region(&mut self, m: &mut Module, src: RegionId, dst: RegionId) -> Result<(), Diagnostic> {
        let blocks = m.blocks(src).to_vec();
        for &b in &blocks {
            let mut types = Vec::new();
            let args = m.block_args(b).to_vec();
            for &a in &args {
                let t = m.value_type(a).clone();
                let owner = m.block_parent_op(b).unwrap_or(m.top);
                types.extend(self.leaves_at(m, owner, &t)?);
            }
            let nb = m.create_block(&types);
            m.append_block(dst, nb);
            let new_args = m.block_args(nb).to_vec();
            let mut k = 0;
            for &a in &args {
                let t = m.value_type(a).clone();
                let n = self.kinds.leaves(&t).map(|l| l.len()).unwrap_or(1);
                self.vals.insert(a, new_args[k..k + n].to_vec());
                k += n;
            }
            self.blocks.insert(b, nb);
        }
        for &b in &blocks {
            let nb = self.blocks[&b];
            for o in m.block_ops(b).collect::<Vec<_>>() {
                self.op(m, o, nb)?;
            }
        }
        Ok(())
    }

    fn get(&self, m: &Module, op: OpId, v: Value) -> Result<Vec<Value>, Diagnostic> {
        self.vals.get(&v).cloned().ok_or_else(|| err(m, op, "internal: operand defined after its use"))
    }

    fn one(&self, m: &Module, op: OpId, v: Value) -> Result<Value, Diagnostic> {
        match self.get(m, op, v)?.as_slice() {
            [x] => Ok(*x),
            _ => Err(err(m, op, "internal: expected a scalar operand")),
        }
    }

    fn flat_operands(&self, m: &Module, op: OpId, vs: &[Value]) -> Result<Vec<Value>, Diagnostic> {
        let mut out = Vec::new();
        for &v in vs {
            out.extend(self.get(m, op, v)?);
        }
        Ok(out)
    }

    fn op(&mut self, m: &mut Module, o: OpId, nb: BlockId) -> Result<(), Diagnostic> {
        let name = m.name(o).as_str().to_string();
        let has_agg = m.operands(o).iter().chain(m.results(o)).any(|&v| self.kinds.splits(m.value_type(v)));
        let callee = callee_of(m, o).and_then(|c| m.lookup_symbol(c)).filter(|g| self.need.contains(g));
        if let Some(g) = callee {
            return self.call(m, o, g, nb);
        }
        match name.as_str() {
            "func.return" | "llvm.return" => {
                let vs = self.flat_operands(m, o, m.operands(o))?;
                let mut spec = OpSpec::new("func.return").operands(&vs);
                spec.pos = m.op(o).pos;
                spec.loc = m.op(o).loc.clone();
                Builder::at_end(m, nb).create(spec);
                return Ok(());
            }
            _ if !has_agg => return self.generic(m, o, nb),
            "scf.yield" | "scf.condition" | "scf.for" | "scf.while" | "scf.if" | "scf.execute_region"
            | "scf.index_switch" | "cf.br" | "cf.cond_br" => return self.generic(m, o, nb),
            "func.call" | "llvm.call" => {
                let what = callee_of(m, o).map(|c| format!("@{c}")).unwrap_or_else(|| "an indirect callee".into());
                return Err(err(
                    m,
                    o,
                    format!("'{name}' passes tensor, vector or struct values to {what}, which has no body here to split them into scalars"),
                ));
            }
            _ => {}
        }
        let outs = self.rules(m, o, nb, &name)?;
        for (&r, vs) in m.results(o).to_vec().iter().zip(outs) {
            self.vals.insert(r, vs);
        }
        Ok(())
    }

    /// A call of a rebuilt function: a `func.call` of its copy.
    fn call(&mut self, m: &mut Module, o: OpId, g: OpId, nb: BlockId) -> Result<(), Diagnostic> {
        if m.attr(o, "op_bundle_sizes").and_then(Attribute::as_dense_ints).is_some_and(|v| !v.is_empty()) {
            return Err(err(m, o, "calls with operand bundles cannot be split into scalars"));
        }
        let copy = self.copy_of(m, g)?;
        let callee = if self.rename_calls {
            m.symbol_name(copy).unwrap_or_default().to_string()
        } else {
            m.symbol_name(g).unwrap_or_default().to_string()
        };
        let args = self.flat_operands(m, o, m.operands(o))?;
        let results = crate::ad::activity::signature(m, copy).1;
        let mut spec =
            OpSpec::new("func.call").operands(&args).results(&results).attr("callee", Attribute::symbol(callee));
        spec.pos = m.op(o).pos;
        spec.loc = m.op(o).loc.clone();
        let c = Builder::at_end(m, nb).create(spec);
        self.bind_results(m, o, c)
    }

    /// Map the results of `o` to the (flattened) results of `new`.
    fn bind_results(&mut self, m: &Module, o: OpId, new: OpId) -> Result<(), Diagnostic> {
        let outs = m.results(new).to_vec();
        let mut k = 0;
        for &r in m.results(o) {
            let n = self.leaves_at(m, o, m.value_type(r))?.len();
            let Some(vs) = outs.get(k..k + n) else {
                return Err(err(m, o, "internal: result count mismatch while splitting aggregates"));
            };
            self.vals.insert(r, vs.to_vec());
            k += n;
        }
        Ok(())
    }

    /// Clone `o` with aggregate operands, results, block arguments and
    /// successor arguments replaced by their leaves.
    fn generic(&mut self, m: &mut Module, o: OpId, nb: BlockId) -> Result<(), Diagnostic> {
        let d = m.op(o).clone();
        let regions = m.regions(o).to_vec();
        let succs: Vec<BlockId> = m.successors(o).iter().map(|s| s.block).collect();
        let mut spec = OpSpec::new(d.name.as_str());
        spec.name = d.name;
        spec.attrs = d.attrs.clone();
        spec.loc = d.loc.clone();
        spec.pos = d.pos;
        spec.num_regions = regions.len();
        let plain = m.plain_operands(o).to_vec();
        spec.operands = self.flat_operands(m, o, &plain)?;
        let mut results = Vec::new();
        for &r in m.results(o) {
            results.extend(self.leaves_at(m, o, m.value_type(r))?);
        }
        spec.result_types = results;
        // Successor blocks are created with their region (before any op of
        // it), so forward branches resolve.
        for (i, sb) in succs.iter().enumerate() {
            let args = self.flat_operands(m, o, m.successor_args(o, i))?;
            let Some(&b) = self.blocks.get(sb) else {
                return Err(err(m, o, "internal: branch to a block outside its region"));
            };
            spec.successors.push((b, args));
        }
        let new = Builder::at_end(m, nb).create(spec);
        m.op_mut(new).properties = d.properties.clone();
        self.bind_results(m, o, new)?;
        for (i, &r) in regions.iter().enumerate() {
            let dst = m.region(new, i);
            self.region(m, r, dst)?;
        }
        Ok(())
    }

    /// The leaves computed by an op holding aggregates (not a call or a
    /// control-flow op), one list per result.
    fn rules(&mut self, m: &mut Module, o: OpId, nb: BlockId, name: &str) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ip = InsertPoint::End(nb);
        let rtypes: Vec<Type> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
        let operands = m.operands(o).to_vec();
        let dialect = name.split('.').next().unwrap_or("");
        match name {
            "arith.constant" => {
                let t = &rtypes[0];
                let leaves = self.leaves_at(m, o, t)?;
                let elems = match m.attr(o, "value") {
                    Some(Attribute::Dense { data: DenseData::Splat(e), .. }) => vec![e.clone(); leaves.len()],
                    Some(Attribute::Dense { data: DenseData::Elements(es), .. }) if es.len() == leaves.len() => {
                        es.clone()
                    }
                    _ => return Err(err(m, o, format!("this constant of type '{t}' cannot be split into scalars"))),
                };
                let loc = m.op(o).loc.clone();
                let mut out = Vec::new();
                for (e, lt) in elems.iter().zip(&leaves) {
                    let a = match e {
                        DenseElem::Float(b) => Attribute::float(b.get(), lt.clone()),
                        DenseElem::Int(i) => Attribute::int(*i, lt.clone()),
                        DenseElem::Bool(b) => Attribute::int(*b as i128, lt.clone()),
                        _ => {
                            return Err(err(m, o, format!("this constant of type '{t}' cannot be split into scalars")))
                        }
                    };
                    out.push(
                        Builder::new(m, ip)
                            .value(OpSpec::new("arith.constant").attr("value", a).result(lt.clone()).loc(loc.clone())),
                    );
                }
                Ok(vec![out])
            }
            _ if (dialect == "arith" || dialect == "math") && rtypes.len() == 1 => self.elementwise(m, o, nb),
            "tensor.extract" => {
                let t = m.value_type(operands[0]).clone();
                let src = self.get(m, o, operands[0])?;
                let lin = self.linear_index(m, o, nb, &t, &operands[1..])?;
                Ok(vec![vec![self.pick(m, nb, &src, lin)]])
            }
            "tensor.insert" => {
                let t = m.value_type(operands[1]).clone();
                let v = self.one(m, o, operands[0])?;
                let mut dst = self.get(m, o, operands[1])?;
                match self.linear_index(m, o, nb, &t, &operands[2..])? {
                    Lin::Const(k) => {
                        if let Some(slot) = dst.get_mut(k) {
                            *slot = v;
                        }
                    }
                    Lin::Dyn(lin) => {
                        for (k, slot) in dst.iter_mut().enumerate() {
                            let mut b = Builder::new(m, ip);
                            let kc = b.const_index(k as i64);
                            let eq = cmp_eq(&mut b, lin, kc);
                            *slot =
                                b.value(OpSpec::new("arith.select").operands(&[eq, v, *slot]).result(m_type(b.m, v)));
                        }
                    }
                }
                Ok(vec![dst])
            }
            "tensor.from_elements" => Ok(vec![self.flat_operands(m, o, &operands)?]),
            "tensor.splat" => {
                let v = self.one(m, o, operands[0])?;
                let n = self.leaves_at(m, o, &rtypes[0])?.len();
                Ok(vec![vec![v; n]])
            }
            "tensor.empty" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                let leaves = self.leaves_at(m, o, &rtypes[0])?;
                Ok(vec![leaves.iter().map(|t| zero(m, ip, t)).collect()])
            }
            "tensor.cast" => {
                self.leaves_at(m, o, &rtypes[0])?;
                Ok(vec![self.get(m, o, operands[0])?])
            }
            "tensor.dim" => {
                let t = m.value_type(operands[0]).clone();
                let Some((shape, _)) = crate::dialects::tensor::ranked(&t) else {
                    return Err(err(m, o, format!("tensor.dim of '{t}' cannot be split into scalars")));
                };
                let dims: Vec<i64> = shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { 0 }).collect();
                let i = self.one(m, o, operands[1])?;
                let mut b = Builder::new(m, ip);
                let leaves: Vec<Value> = dims.iter().map(|&d| b.const_index(d)).collect();
                Ok(vec![vec![self.pick(m, nb, &leaves, Lin::Dyn(i))]])
            }
            "llvm.load" => {
                let t = rtypes[0].clone();
                let offs = self.offsets(m, o, &t)?;
                let leaves = self.leaves_at(m, o, &t)?;
                let p = self.one(m, o, operands[0])?;
                let mut out = Vec::new();
                for (off, lt) in offs.into_iter().zip(leaves) {
                    let at = byte_offset(m, ip, p, off);
                    out.push(Builder::new(m, ip).value(OpSpec::new("llvm.load").operands(&[at]).result(lt)));
                }
                Ok(vec![out])
            }
            "llvm.store" => {
                let t = m.value_type(operands[0]).clone();
                let offs = self.offsets(m, o, &t)?;
                let vals = self.get(m, o, operands[0])?;
                let p = self.one(m, o, operands[1])?;
                for (off, v) in offs.into_iter().zip(vals) {
                    let at = byte_offset(m, ip, p, off);
                    Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, at]));
                }
                Ok(vec![])
            }
            "llvm.extractvalue" => {
                let t = m.value_type(operands[0]).clone();
                let src = self.get(m, o, operands[0])?;
                let (start, len) = self.position(m, o, &t)?;
                Ok(vec![src[start..start + len].to_vec()])
            }
            "llvm.insertvalue" => {
                let t = m.value_type(operands[0]).clone();
                let mut dst = self.get(m, o, operands[0])?;
                let v = self.get(m, o, operands[1])?;
                let (start, len) = self.position(m, o, &t)?;
                if v.len() != len {
                    return Err(err(m, o, "inserted value does not match the position's type"));
                }
                dst.splice(start..start + len, v);
                Ok(vec![dst])
            }
            _ => {
                let t = operands
                    .iter()
                    .chain(m.results(o))
                    .map(|&v| m.value_type(v))
                    .find(|t| self.kinds.splits(t))
                    .map(|t| t.to_string())
                    .unwrap_or_default();
                Err(err(
                    m,
                    o,
                    format!(
                        "'{name}' on '{t}' values is not supported: ferrozyme runs and differentiates tensors, vectors \
                         and LLVM structs by splitting them into scalars, and has no rule to split this op"
                    ),
                ))
            }
        }
    }

    /// One op per element for an elementwise `arith`/`math` op.
    fn elementwise(&mut self, m: &mut Module, o: OpId, nb: BlockId) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let rt = m.value_type(m.result(o, 0)).clone();
        let leaves = self.leaves_at(m, o, &rt)?;
        let ops: Vec<Vec<Value>> =
            m.operands(o).to_vec().iter().map(|&v| self.get(m, o, v)).collect::<Result<_, _>>()?;
        if ops.iter().any(|vs| vs.len() != 1 && vs.len() != leaves.len()) {
            return Err(err(m, o, "operand and result shapes differ; this op cannot be split elementwise"));
        }
        let d = m.op(o).clone();
        let mut out = Vec::new();
        for (e, lt) in leaves.iter().enumerate() {
            let args: Vec<Value> = ops.iter().map(|vs| if vs.len() == 1 { vs[0] } else { vs[e] }).collect();
            let mut spec = OpSpec::new(d.name.as_str()).operands(&args).result(lt.clone());
            spec.attrs = d.attrs.clone();
            spec.loc = d.loc.clone();
            spec.pos = d.pos;
            out.push(Builder::at_end(m, nb).value(spec));
        }
        Ok(vec![out])
    }

    /// The byte offset of every leaf of `t` in memory (LLVM's layout).
    fn offsets(&self, m: &Module, o: OpId, t: &Type) -> Result<Vec<u64>, Diagnostic> {
        leaf_offsets(t).ok_or_else(|| err(m, o, format!("the memory layout of '{t}' is unknown")))
    }

    /// The leaf range `(start, len)` named by `position` in an LLVM aggregate of type `t`.
    fn position(&self, m: &Module, o: OpId, t: &Type) -> Result<(usize, usize), Diagnostic> {
        let path = m.attr(o, "position").and_then(Attribute::as_dense_ints).unwrap_or_default();
        let mut t = t.clone();
        let mut start = 0;
        for &i in &path {
            let i = usize::try_from(i).map_err(|_| err(m, o, "negative position"))?;
            let (skip, inner): (Vec<Type>, Type) = match &t {
                Type::LlvmStruct(st) => match st.body.as_deref() {
                    Some(body) if i < body.len() => (body[..i].to_vec(), body[i].clone()),
                    _ => return Err(err(m, o, format!("position {i} is out of '{t}'"))),
                },
                Type::LlvmArray { len, elem } if (i as u64) < *len => (vec![(**elem).clone(); i], (**elem).clone()),
                _ => return Err(err(m, o, format!("position {i} is out of '{t}'"))),
            };
            start += self.kinds.all_leaves(&skip).map_err(|e| err(m, o, e))?.len();
            t = inner;
        }
        Ok((start, self.leaves_at(m, o, &t)?.len()))
    }

    /// Row-major linear index of `indices` into tensor type `t`: a constant
    /// when every index is an `arith.constant`.
    fn linear_index(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        t: &Type,
        indices: &[Value],
    ) -> Result<Lin, Diagnostic> {
        let Some((shape, _)) = crate::dialects::tensor::ranked(t) else {
            return Err(err(m, o, format!("'{t}' cannot be indexed here")));
        };
        let dims: Vec<i64> = shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { 0 }).collect();
        let consts: Option<Vec<i64>> = indices.iter().map(|&v| const_int(m, v)).collect();
        if let Some(cs) = consts {
            let mut lin = 0i64;
            for (c, d) in cs.iter().zip(&dims) {
                if *c < 0 || c >= d {
                    return Err(err(m, o, format!("index {c} is out of bounds for '{t}'")));
                }
                lin = lin * d + c;
            }
            return Ok(Lin::Const(lin as usize));
        }
        let idx: Vec<Value> = indices.iter().map(|&v| self.one(m, o, v)).collect::<Result<_, _>>()?;
        let mut b = Builder::at_end(m, nb);
        let mut lin = b.const_index(0);
        for (v, d) in idx.iter().zip(&dims) {
            let dc = b.const_index(*d);
            let scaled = b.value(OpSpec::new("arith.muli").operands(&[lin, dc]).result(Type::Index));
            lin = b.value(OpSpec::new("arith.addi").operands(&[scaled, *v]).result(Type::Index));
        }
        Ok(Lin::Dyn(lin))
    }

    /// The leaf at a linear index (a chain of selects when it is dynamic).
    fn pick(&self, m: &mut Module, nb: BlockId, leaves: &[Value], lin: Lin) -> Value {
        match lin {
            Lin::Const(k) => leaves[k.min(leaves.len() - 1)],
            Lin::Dyn(lin) => {
                let mut b = Builder::at_end(m, nb);
                let mut acc = leaves[0];
                for (k, &l) in leaves.iter().enumerate().skip(1) {
                    let kc = b.const_index(k as i64);
                    let eq = cmp_eq(&mut b, lin, kc);
                    acc = b.value(OpSpec::new("arith.select").operands(&[eq, l, acc]).result(m_type(b.m, l)));
                }
                acc
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Lin {
    Const(usize),
    Dyn(Value),
}

fn m_type(m: &Module, v: Value) -> Type {
    m.value_type(v).clone()
}

fn cmp_eq(b: &mut Builder<'_>, x: Value, y: Value) -> Value {
    b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[x, y])
            .attr("predicate", Attribute::int(0, Type::i64()))
            .result(Type::int(1)),
    )
}

/// A zero of a leaf type (the value of undefined and poison leaves too).
fn zero(m: &mut Module, ip: InsertPoint, t: &Type) -> Value {
    let mut b = Builder::new(m, ip);
    match t {
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 => b.const_float(0.0, t.clone()),
        Type::Int { .. } | Type::Index => b.const_int(0, t.clone()),
        _ => b.value(OpSpec::new("llvm.mlir.zero").result(t.clone())),
    }
}

/// The value of an integer `arith.constant` / `llvm.mlir.constant`.
fn const_int(m: &Module, v: Value) -> Option<i64> {
    let op = m.defining_op(v)?;
    if !(m.is(op, "arith.constant") || m.is(op, "llvm.mlir.constant")) {
        return None;
    }
    m.attr(op, "value")?.as_int().and_then(|i| i64::try_from(i).ok())
}

/// Whether any function of `m` holds a value of an aggregate type of these
/// kinds (when not, nothing needs rebuilding).
pub fn module_has_aggregates(m: &Module, kinds: Kinds) -> bool {
    m.block_ops(m.body()).any(|f| is_function(m, f) && uses_aggregates(m, f, kinds))
}

/// Byte offsets of the leaves of `t` stored in memory.
fn leaf_offsets(t: &Type) -> Option<Vec<u64>> {
    use crate::exec::layout::{size_align, struct_layout};
    Some(match t {
        Type::LlvmStruct(st) => {
            let lay = struct_layout(st)?;
            let mut out = Vec::new();
            for (f, off) in st.body.as_ref()?.iter().zip(lay.offsets) {
                out.extend(leaf_offsets(f)?.into_iter().map(|x| x + off));
            }
            out
        }
        Type::LlvmArray { len, elem } => {
            let (s, a) = size_align(elem)?;
            let stride = s.div_ceil(a) * a;
            let inner = leaf_offsets(elem)?;
            (0..*len).flat_map(|k| inner.iter().map(move |x| x + k * stride)).collect()
        }
        Type::Vector { shape, elem, .. } => {
            let (s, _) = size_align(elem)?;
            let n: i64 = shape.iter().product();
            (0..n.max(0) as u64).map(|k| k * s).collect()
        }
        Type::Tensor { .. } | Type::UnrankedTensor { .. } => return None,
        _ => vec![0],
    })
}

/// `p + off` bytes, as a pointer (`p` itself at offset 0).
fn byte_offset(m: &mut Module, ip: InsertPoint, p: Value, off: u64) -> Value {
    if off == 0 {
        return p;
    }
    let idx = Attribute::DenseArray { elem: Type::i32(), values: vec![DenseElem::Int(off as i128)] };
    Builder::new(m, ip).value(
        OpSpec::new("llvm.getelementptr")
            .operands(&[p])
            .attr("rawConstantIndices", idx)
            .attr("elem_type", Attribute::Type(Type::int(8)))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}
