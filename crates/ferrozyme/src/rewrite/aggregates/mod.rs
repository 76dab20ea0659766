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

use crate::hash::{HashMap, HashSet};

use crate::dialects::tensor::static_count;
use crate::ir::{Attribute, BlockId, Builder, FunctionType, Module, OpId, OpSpec, RegionId, Type, Value, WalkControl};
use crate::syntax::Diagnostic;

mod bitcast;
mod llvm_vectors;
mod rules;
mod vector;
mod vector_mask;
mod vector_memory;
pub(crate) use rules::zero;

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
            // (Structs and arrays holding vectors too: what
            // --convert-vector-to-llvm makes of n-D vectors.)
            Type::LlvmStruct(_) | Type::LlvmArray { .. } => self.llvm || (self.shaped && holds_shaped(t)),
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

/// Whether an LLVM struct or array type holds a vector or tensor.
fn holds_shaped(t: &Type) -> bool {
    match t {
        Type::Tensor { .. } | Type::UnrankedTensor { .. } | Type::Vector { .. } => true,
        Type::LlvmStruct(st) => st.body.as_ref().is_some_and(|b| b.iter().any(holds_shaped)),
        Type::LlvmArray { elem, .. } => holds_shaped(elem),
        _ => false,
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
        // (`vector.print` of a scalar too: the rules make it calls.)
        if kinds.shaped && m.name(o).as_str().starts_with("vector.") {
            found = true;
            return WalkControl::Stop;
        }
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

/// Whether `f` holds an aggregate or calls (transitively) a function with a
/// body that does: what `flat_copy` makes a copy of. (A copy made so
/// needs none.)
pub fn needs_flat_copy(m: &Module, f: OpId) -> bool {
    needing(m, Kinds::ALL).contains(&f)
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

/// The name of function `f` as the user wrote it: that of the function a
/// flattened copy was made from, else its own.
pub fn source_name(m: &Module, f: OpId) -> String {
    match m.attr(f, FLAT_OF).and_then(Attribute::as_str) {
        Some(n) => n.to_string(),
        None => m.symbol_name(f).unwrap_or("f").to_string(),
    }
}

/// Remove the marks of the flattened copies of `m` (at the end of a request
/// whose output keeps some of them: a later request makes its own copies).
pub fn unmark_flat_copies(m: &mut Module) {
    for o in m.block_ops(m.body()).collect::<Vec<_>>() {
        m.remove_attr(o, FLAT_OF);
    }
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
    let mut sigs = HashMap::default();
    let mut failed = HashMap::default();
    // Find the functions that can be rewritten, on scratch copies.
    loop {
        if need.is_empty() {
            return (sigs, failed);
        }
        let mut scratch = m.clone();
        let mut fl = Flattener::new(Kinds::SHAPED, need.clone());
        fl.why = failed.clone();
        match fl.flatten_all(&mut scratch, &need) {
            Ok(()) => break,
            Err((f, why)) => {
                need.remove(&f);
                failed.insert(m.symbol_name(f).unwrap_or_default().to_string(), why);
            }
        }
    }
    let mut fl = Flattener::new(Kinds::SHAPED, need.clone());
    fl.why = failed.clone();
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
    /// Functions found not to split, by name, and why.
    why: HashMap<String, Diagnostic>,
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
            done: HashMap::default(),
            todo: Vec::new(),
            vals: HashMap::default(),
            blocks: HashMap::default(),
            why: HashMap::default(),
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
            _ if !has_agg && !name.starts_with("vector.") => return self.generic(m, o, nb),
            "scf.yield" | "scf.condition" | "scf.for" | "scf.while" | "scf.if" | "scf.execute_region"
            | "scf.index_switch" | "cf.br" | "cf.cond_br" | "cf.switch" | "llvm.br" | "llvm.cond_br"
            | "llvm.switch" => return self.generic(m, o, nb),
            "func.call" | "llvm.call" => {
                // (A callee that could not be split itself: its reason.)
                if let Some(d) = callee_of(m, o).and_then(|c| self.why.get(c)) {
                    return Err(d.clone());
                }
                let what = callee_of(m, o).map(|c| format!("@{c}")).unwrap_or_else(|| "an indirect callee".into());
                return Err(err(
                    m,
                    o,
                    format!("'{name}' passes tensor, vector or struct values to {what}, which has no body here to split them into scalars"),
                ));
            }
            _ => {}
        }
        // The rules below index operands and results: check their shape first.
        if let Some(verify) = crate::dialects::lookup(m.name(o)).and_then(|d| d.verify) {
            verify(m, o).map_err(|e| err(m, o, format!("'{name}' {e}")))?;
        }
        let last = m.last_op(nb);
        let outs = self.rules(m, o, nb, &name)?;
        // The ops made for `o` carry its location (for later diagnostics).
        let mut next = match last {
            Some(l) => m.next_op(l),
            None => m.first_op(nb),
        };
        while let Some(x) = next {
            if m.op(x).pos.is_none() {
                m.op_mut(x).pos = m.op(o).pos;
                m.op_mut(x).loc = m.op(o).loc.clone();
            }
            next = m.next_op(x);
        }
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
}

/// Whether any function of `m` holds a value of an aggregate type of these
/// kinds (when not, nothing needs rebuilding).
pub fn module_has_aggregates(m: &Module, kinds: Kinds) -> bool {
    m.block_ops(m.body()).any(|f| is_function(m, f) && uses_aggregates(m, f, kinds))
}
