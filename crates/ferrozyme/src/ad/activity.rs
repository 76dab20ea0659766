//! Activity analysis: which values and which memory carry derivatives.
//!
//! Forward propagation from the active arguments of a function: a float
//! result of a differentiable op is *varied* when one of its float operands
//! is; a load from active memory is varied; storing a varied value makes the
//! memory it writes active. Memory is tracked per *origin* (the argument,
//! allocation or global a memref or pointer is a view of), so a subview or a
//! `getelementptr` of active memory is active too. Loops, branches and block
//! arguments are handled by iterating to a fixed point; calls by analysing
//! the callee for the activity of that call site (recursion included).
//! Integer, index and boolean values are never active.
//!
//! The result over-approximates: a value marked varied may turn out to have
//! a zero derivative, never the reverse, so a transformation that gives a
//! tangent (or shadow) to exactly the varied values is correct.

use crate::hash::{HashMap, HashSet};

use crate::ir::{Attribute, Module, OpId, RegionId, Type, Value, ValueDef, WalkControl};

pub(crate) use super::origins::{compute_origins, merge_flows};
pub use super::origins::{is_memory, memory_origins};

/// Where a memref or pointer points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    /// Argument `i` of the function being analysed.
    Arg(usize),
    /// An allocation (`memref.alloc`, `memref.alloca`, `llvm.alloca`, a call result...).
    Alloc(OpId),
    /// A global (`memref.global` / `llvm.mlir.global`).
    Global(OpId),
    /// Anything the analysis cannot follow (a block argument, a loaded pointer...).
    Unknown,
}

/// Ops whose result is a view of their first operand (same memory).
pub const VIEW_OPS: &[&str] = &[
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.transpose",
    "memref.view",
    "llvm.getelementptr",
];

/// Can a value of this type carry a derivative (a float, or memory that may hold floats)?
pub fn is_float(t: &Type) -> bool {
    matches!(t, Type::F16 | Type::BF16 | Type::F32 | Type::F64)
}

/// Is this a memref or pointer type whose memory may hold floats?
pub fn is_float_memory(t: &Type) -> bool {
    match t {
        Type::MemRef(m) => is_float(&m.elem),
        Type::UnrankedMemRef { elem, .. } => is_float(elem),
        Type::LlvmPtr { .. } => true,
        _ => false,
    }
}

/// What a call does to its caller, for given argument activities.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Summary {
    /// Results that may be varied.
    pub results: Vec<bool>,
    /// Pointer/memref arguments whose memory may receive varied values.
    pub writes_active: Vec<bool>,
}

/// Activity of one function for one set of argument activities.
#[derive(Clone, Debug, Default)]
pub struct FunctionActivity {
    pub varied: HashSet<Value>,
    pub active_origins: HashSet<Origin>,
    pub origins: HashMap<Value, Origin>,
}

impl FunctionActivity {
    /// Does `v` carry a tangent (a varied float) or a shadow (active memory)?
    pub fn is_active(&self, m: &Module, v: Value) -> bool {
        let t = m.value_type(v);
        if is_float(t) {
            self.varied.contains(&v)
        } else if is_float_memory(t) {
            self.origins.get(&v).is_some_and(|o| self.active_origins.contains(o))
        } else {
            false
        }
    }
}

/// Interprocedural analysis state (summaries are cached per call-site activity).
#[derive(Default)]
pub struct Analyzer {
    memo: HashMap<(OpId, Vec<bool>), Summary>,
    in_progress: HashSet<(OpId, Vec<bool>)>,
    /// Globals holding derivatives (an active value is stored into them
    /// somewhere in the analysed call tree): module-wide, since any
    /// function may read them.
    pub active_globals: HashSet<OpId>,
    /// Derivative-free callees (native callees): calls to them carry no
    /// derivatives and their bodies are never analysed.
    pub native: HashSet<OpId>,
}

/// The function called by a call op, if it is a direct call to a definition.
pub fn callee_of(m: &Module, call: OpId) -> Option<OpId> {
    let name = m.attr(call, "callee").and_then(Attribute::as_flat_symbol)?;
    m.lookup_symbol(name)
}

/// The function body region of a `func.func` / `llvm.func`.
pub fn body(m: &Module, f: OpId) -> Option<RegionId> {
    let r = *m.regions(f).first()?;
    (!m.blocks(r).is_empty()).then_some(r)
}

impl Analyzer {
    /// An analyzer for which calls to `native` callees carry no derivatives.
    pub fn with_native(native: HashSet<OpId>) -> Analyzer {
        Analyzer { native, ..Analyzer::default() }
    }

    /// Analyse function `f` whose argument `i` is active when `args[i]`.
    /// At the top level (not from a call summary) the analysis is repeated
    /// until the set of active globals is stable (summaries depend on it).
    pub fn analyze(&mut self, m: &Module, f: OpId, args: &[bool]) -> FunctionActivity {
        if !self.in_progress.is_empty() {
            return self.analyze_once(m, f, args);
        }
        // Cached summaries stay valid while the set of active globals does
        // not grow; when it grows they are recomputed.
        loop {
            let before = self.active_globals.len();
            let fa = self.analyze_once(m, f, args);
            if self.active_globals.len() == before {
                return fa;
            }
            self.memo.clear();
        }
    }

    /// Drop the cached call summaries (the module changed); the active
    /// globals found so far are kept.
    pub fn forget_summaries(&mut self) {
        self.memo.clear();
    }

    fn analyze_once(&mut self, m: &Module, f: OpId, args: &[bool]) -> FunctionActivity {
        let mut fa = FunctionActivity::default();
        fa.active_origins.extend(self.active_globals.iter().map(|&g| Origin::Global(g)));
        let Some(region) = body(m, f) else { return fa };
        let Some(entry) = m.entry_block(region) else { return fa };
        for (i, &a) in m.block_args(entry).iter().enumerate() {
            let t = m.value_type(a);
            if is_float_memory(t) {
                fa.origins.insert(a, Origin::Arg(i));
                if args.get(i).copied().unwrap_or(false) {
                    fa.active_origins.insert(Origin::Arg(i));
                }
            } else if is_float(t) && args.get(i).copied().unwrap_or(false) {
                fa.varied.insert(a);
            }
        }
        let ops = m.collect_ops(f);
        let merged = compute_origins(m, &ops, &mut fa.origins);
        loop {
            let before = (fa.varied.len(), fa.active_origins.len());
            for &op in &ops {
                self.transfer(m, op, &mut fa);
            }
            // Memory reached through a merge of different origins is `Unknown`
            // and may be any of them: they are active together.
            if !merged.is_empty() && merged.iter().chain([&Origin::Unknown]).any(|o| fa.active_origins.contains(o)) {
                fa.active_origins.insert(Origin::Unknown);
                fa.active_origins.extend(merged.iter().copied());
            }
            for o in &fa.active_origins {
                if let Origin::Global(g) = o {
                    self.active_globals.insert(*g);
                }
            }
            if (fa.varied.len(), fa.active_origins.len()) == before {
                return fa;
            }
        }
    }

    /// The summary of calling `f` with argument activities `args`.
    pub fn summary(&mut self, m: &Module, f: OpId, args: &[bool]) -> Summary {
        let key = (f, args.to_vec());
        if self.in_progress.contains(&key) {
            // Recursive call: the current guess (refined by the loop below).
            return self.memo.get(&key).cloned().unwrap_or_else(|| self.guess(m, f, args));
        }
        if let Some(s) = self.memo.get(&key) {
            return s.clone();
        }
        self.in_progress.insert(key.clone());
        let mut guess = self.guess(m, f, args);
        self.memo.insert(key.clone(), guess.clone());
        let result = loop {
            let fa = self.analyze(m, f, args);
            let s = summarize(m, f, &fa);
            if s == guess {
                break s;
            }
            guess = s.clone();
            self.memo.insert(key.clone(), s);
        };
        self.in_progress.remove(&key);
        self.memo.insert(key, result.clone());
        result
    }

    /// Starting guess for a recursive function: float results are varied
    /// when any argument is active; no memory written.
    fn guess(&self, m: &Module, f: OpId, args: &[bool]) -> Summary {
        let any = args.iter().any(|&a| a);
        let (ins, outs) = signature(m, f);
        Summary { results: outs.iter().map(|t| any && is_float(t)).collect(), writes_active: vec![false; ins.len()] }
    }

    fn transfer(&mut self, m: &Module, op: OpId, fa: &mut FunctionActivity) {
        let name = m.name(op).as_str();
        let var = |fa: &FunctionActivity, v: Value| fa.is_active(m, v);
        let mark = |fa: &mut FunctionActivity, v: Value| {
            if is_float(m.value_type(v)) {
                fa.varied.insert(v);
            }
        };
        let activate = |fa: &mut FunctionActivity, mem: Value| {
            let o = fa.origins.get(&mem).copied().unwrap_or(Origin::Unknown);
            fa.active_origins.insert(o);
        };
        match name {
            "memref.load" | "llvm.load" | "memref.atomic_rmw" | "memref.generic_atomic_rmw" => {
                let mem = if name == "memref.atomic_rmw" { m.operand(op, 1) } else { m.operand(op, 0) };
                if name == "memref.atomic_rmw" && var(fa, m.operand(op, 0)) {
                    activate(fa, mem);
                }
                if var(fa, mem) {
                    for &r in m.results(op) {
                        mark(fa, r);
                        // A pointer kept in active memory points to memory
                        // that may hold derivatives.
                        if is_float_memory(m.value_type(r)) {
                            activate(fa, r);
                        }
                    }
                }
            }
            "memref.store" | "llvm.store" => {
                if var(fa, m.operand(op, 0)) {
                    activate(fa, m.operand(op, 1));
                }
            }
            "memref.copy" => {
                if var(fa, m.operand(op, 0)) {
                    activate(fa, m.operand(op, 1));
                }
            }
            "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                if var(fa, m.operand(op, 1)) {
                    activate(fa, m.operand(op, 0));
                }
            }
            "func.call" | "llvm.call" | "func.call_indirect" => {
                let Some(callee) = callee_of(m, op) else {
                    // Indirect or external: results varied, and memory it is
                    // given active, when any argument is (then refused).
                    let any = m.operands(op).iter().any(|&v| var(fa, v));
                    if any {
                        for &r in m.results(op) {
                            mark(fa, r);
                        }
                        for &v in m.operands(op) {
                            if is_float_memory(m.value_type(v)) {
                                activate(fa, v);
                            }
                        }
                    }
                    return;
                };
                if self.native.contains(&callee) {
                    return;
                }
                if body(m, callee).is_none() {
                    // External: results varied when any argument is (then
                    // refused, never taken as constant).
                    if m.operands(op).iter().any(|&v| var(fa, v)) {
                        for &r in m.results(op) {
                            mark(fa, r);
                        }
                    }
                    return;
                }
                let args: Vec<bool> = m.operands(op).iter().map(|&v| var(fa, v)).collect();
                let s = self.summary(m, callee, &args);
                for (i, &r) in m.results(op).iter().enumerate() {
                    if s.results.get(i).copied().unwrap_or(false) {
                        mark(fa, r);
                        // Returned memory holding derivatives.
                        if is_float_memory(m.value_type(r)) {
                            activate(fa, r);
                        }
                    }
                }
                for (i, &v) in m.operands(op).iter().enumerate() {
                    if s.writes_active.get(i).copied().unwrap_or(false) {
                        activate(fa, v);
                    }
                }
            }
            "scf.yield"
            | "scf.condition"
            | "scf.reduce"
            | "scf.reduce.return"
            | "memref.alloca_scope.return"
            | "memref.atomic_yield" => self.transfer_yield(m, op, fa),
            "scf.for" => {
                // iter_arg i (block arg i+1) and result i follow init i.
                let body = m.entry_block(m.region(op, 0));
                for (i, &init) in m.operands(op)[3..].iter().enumerate() {
                    if var(fa, init) {
                        mark(fa, m.result(op, i));
                        if let Some(b) = body {
                            mark(fa, m.block_arg(b, i + 1));
                        }
                    }
                }
            }
            "scf.while" => {
                let before = m.entry_block(m.region(op, 0));
                for (i, &init) in m.operands(op).iter().enumerate() {
                    if var(fa, init) {
                        if let Some(b) = before {
                            mark(fa, m.block_arg(b, i));
                        }
                    }
                }
            }
            "scf.parallel" => {
                let n = m.entry_block(m.region(op, 0)).map_or(0, |b| m.block_args(b).len());
                for (i, &init) in m.operands(op)[3 * n..].iter().enumerate() {
                    if var(fa, init) {
                        mark(fa, m.result(op, i));
                    }
                }
            }
            "arith.select" | "llvm.select" => {
                if var(fa, m.operand(op, 1)) || var(fa, m.operand(op, 2)) {
                    mark(fa, m.result(op, 0));
                }
            }
            _ => {
                // Branches: successor operands flow into block arguments.
                for (i, s) in m.successors(op).iter().enumerate() {
                    for (k, &a) in m.successor_args(op, i).iter().enumerate() {
                        if var(fa, a) {
                            mark(fa, m.block_arg(s.block, k));
                        }
                    }
                }
                // Elementwise ops: varied float operands make float results
                // varied; so do opaque ops (which the transformations refuse).
                let varied_float_operand = || m.operands(op).iter().any(|&v| is_float(m.value_type(v)) && var(fa, v));
                if (super::rules::rule(name).is_some() && m.operands(op).iter().any(|&v| var(fa, v)))
                    || (is_opaque(name) && varied_float_operand())
                {
                    for &r in m.results(op) {
                        mark(fa, r);
                    }
                }
            }
        }
    }

    /// Yield-like terminators: values flow to the parent's results and to
    /// loop-carried block arguments.
    fn transfer_yield(&mut self, m: &Module, op: OpId, fa: &mut FunctionActivity) {
        let Some(parent) = m.parent_op(op) else { return };
        let pname = m.name(parent).as_str();
        let region_index = m
            .op_parent(op)
            .and_then(|b| m.block_parent(b))
            .and_then(|r| m.regions(parent).iter().position(|&x| x == r));
        let vals: Vec<Value> = m.operands(op).to_vec();
        let mut marks: Vec<Value> = Vec::new();
        match (pname, m.name(op).as_str()) {
            ("scf.while", "scf.condition") => {
                let after = m.entry_block(m.region(parent, 1));
                for (i, &v) in vals[1..].iter().enumerate() {
                    if fa.is_active(m, v) {
                        marks.push(m.result(parent, i));
                        if let Some(b) = after {
                            marks.push(m.block_arg(b, i));
                        }
                    }
                }
            }
            ("scf.while", _) => {
                let before = m.entry_block(m.region(parent, 0));
                for (i, &v) in vals.iter().enumerate() {
                    if fa.is_active(m, v) {
                        if let Some(b) = before {
                            marks.push(m.block_arg(b, i));
                        }
                    }
                }
            }
            ("scf.for", _) => {
                let body = m.entry_block(m.region(parent, 0));
                for (i, &v) in vals.iter().enumerate() {
                    if fa.is_active(m, v) {
                        marks.push(m.result(parent, i));
                        if let Some(b) = body {
                            marks.push(m.block_arg(b, i + 1));
                        }
                    }
                }
            }
            ("scf.parallel", "scf.reduce") => {
                for (i, &v) in vals.iter().enumerate() {
                    if fa.is_active(m, v) {
                        marks.push(m.result(parent, i));
                    }
                }
            }
            ("scf.reduce", _) => {
                let _ = region_index;
            }
            _ => {
                for (i, &v) in vals.iter().enumerate() {
                    if fa.is_active(m, v) && i < m.results(parent).len() {
                        marks.push(m.result(parent, i));
                    }
                }
            }
        }
        for v in marks {
            if is_float(m.value_type(v)) {
                fa.varied.insert(v);
            }
        }
    }
}

/// An op without a derivative rule that the analysis and the
/// transformations do not otherwise understand: a derivative cannot flow
/// through it (its varied float operands are kept, and it is refused).
pub fn is_opaque(name: &str) -> bool {
    super::rules::rule(name).is_none()
        && !super::rules::is_non_differentiable(name)
        && !name.starts_with("scf.")
        && !name.starts_with("cf.")
        && !matches!(
            name,
            "arith.select"
                | "llvm.select"
                | "enzyme.ignore_derivatives"
                | "func.return"
                | "llvm.return"
                | "func.call"
                | "llvm.call"
                | "llvm.br"
                | "llvm.cond_br"
                | "llvm.switch"
                | "memref.store"
                | "llvm.store"
                | "memref.atomic_rmw"
                | "memref.alloca_scope"
                | "memref.alloca_scope.return"
        )
}

/// Inputs and results of a function op.
pub fn signature(m: &Module, f: OpId) -> (Vec<Type>, Vec<Type>) {
    match m.attr(f, "function_type").and_then(Attribute::as_type) {
        Some(Type::Function(ft)) => (ft.inputs.clone(), ft.results.clone()),
        Some(Type::LlvmFunc(ft)) => {
            (ft.params.clone(), if ft.ret == Type::LlvmVoid { vec![] } else { vec![ft.ret.clone()] })
        }
        _ => (Vec::new(), Vec::new()),
    }
}

/// The call-site view of a function's activity.
fn summarize(m: &Module, f: OpId, fa: &FunctionActivity) -> Summary {
    let (ins, outs) = signature(m, f);
    let mut results = vec![false; outs.len()];
    m.walk_pre(f, &mut |op| {
        if (m.is(op, "func.return") || m.is(op, "llvm.return")) && m.parent_op(op) == Some(f) {
            for (i, &v) in m.operands(op).iter().enumerate() {
                if fa.is_active(m, v) {
                    if let Some(r) = results.get_mut(i) {
                        *r = true;
                    }
                }
            }
        }
        WalkControl::Continue
    });
    let writes_active = (0..ins.len()).map(|i| fa.active_origins.contains(&Origin::Arg(i))).collect();
    Summary { results, writes_active }
}

/// Where a value comes from, for messages.
pub fn describe(m: &Module, v: Value) -> String {
    match m.value_def(v) {
        ValueDef::Result { op, index } => format!("result #{index} of '{}'", m.name(op)),
        ValueDef::BlockArg { index, .. } => format!("block argument #{index}"),
        ValueDef::Undefined => "an undefined value".into(),
    }
}

/// Annotate function `f` for display: every op with an active result gets
/// a unit attribute `fz.active`, every op writing active memory
/// `fz.active_memory`; returns a header describing the arguments.
pub fn annotate(m: &mut Module, f: OpId, args: &[bool]) -> String {
    let fa = Analyzer::default().analyze(m, f, args);
    let mut header = format!("// activity of @{}:", m.symbol_name(f).unwrap_or("?"));
    if let Some(b) = body(m, f).and_then(|r| m.entry_block(r)) {
        for (i, &a) in m.block_args(b).iter().enumerate() {
            header.push_str(&format!(" arg{i}={}", if fa.is_active(m, a) { "active" } else { "const" }));
        }
    }
    for op in m.collect_ops(f) {
        if op == f {
            continue;
        }
        if m.results(op).iter().any(|&r| fa.is_active(m, r)) {
            m.set_attr(op, "fz.active", Attribute::Unit);
        }
        let writes = crate::dialects::traits(m, op).has(crate::dialects::Traits::MEM_WRITE);
        if writes && m.operands(op).iter().any(|&v| is_float_memory(m.value_type(v)) && fa.is_active(m, v)) {
            m.set_attr(op, "fz.active_memory", Attribute::Unit);
        }
    }
    header
}

/// The backward half of the analysis: keep only the varied values from
/// which a derivative output can be reached — a returned result whose
/// activity asks for a tangent (`rets[i]`), a value stored into active
/// memory, or an argument of a call that carries derivatives. A varied value
/// nothing useful depends on needs no tangent.
pub fn prune_useless(m: &Module, f: OpId, fa: &mut FunctionActivity, rets: &[bool]) {
    let mut useful: HashSet<Value> = HashSet::default();
    let ops = m.collect_ops(f);
    let float = |v: Value| is_float(m.value_type(v));
    // Seeds.
    for &op in &ops {
        let name = m.name(op).as_str();
        match name {
            "func.return" | "llvm.return" if m.parent_op(op) == Some(f) => {
                for (i, &v) in m.operands(op).iter().enumerate() {
                    if rets.get(i).copied().unwrap_or(true) && float(v) {
                        useful.insert(v);
                    }
                }
            }
            "memref.store" | "llvm.store" | "memref.atomic_rmw" => {
                let mem = m.operand(op, 1);
                if fa.is_active(m, mem) && float(m.operand(op, 0)) {
                    useful.insert(m.operand(op, 0));
                }
            }
            "func.call" | "llvm.call" | "func.call_indirect"
                if m.operands(op).iter().chain(m.results(op)).any(|&v| fa.is_active(m, v)) =>
            {
                useful.extend(m.operands(op).iter().copied().filter(|&v| float(v)));
            }
            // What an opaque op does with a varied value is unknown: keep it
            // (the transformation then refuses the op).
            _ if is_opaque(name) => useful.extend(m.operands(op).iter().copied().filter(|&v| float(v))),
            _ => {}
        }
    }
    // Backward propagation to a fixed point.
    loop {
        let before = useful.len();
        for &op in ops.iter().rev() {
            let name = m.name(op).as_str();
            if super::rules::rule(name).is_some() || matches!(name, "arith.select" | "llvm.select") {
                if m.results(op).iter().any(|r| useful.contains(r)) {
                    useful.extend(m.operands(op).iter().copied().filter(|&v| float(v)));
                }
                continue;
            }
            // Loop-carried groups and yields.
            match name {
                "scf.for" => {
                    let Some(body) = m.entry_block(m.region(op, 0)) else { continue };
                    let y = m.last_op(body);
                    for i in 0..m.results(op).len() {
                        let (r, a) = (m.result(op, i), m.block_arg(body, i + 1));
                        if useful.contains(&r) || useful.contains(&a) {
                            let mut group = vec![r, a, m.operand(op, 3 + i)];
                            if let Some(y) = y {
                                group.push(m.operand(y, i));
                            }
                            useful.extend(group.into_iter().filter(|&v| float(v)));
                        }
                    }
                }
                "scf.while" => {
                    let (Some(before_b), Some(after_b)) =
                        (m.entry_block(m.region(op, 0)), m.entry_block(m.region(op, 1)))
                    else {
                        continue;
                    };
                    let cond = m.last_op(before_b);
                    let yld = m.last_op(after_b);
                    for i in 0..m.block_args(before_b).len() {
                        if useful.contains(&m.block_arg(before_b, i)) {
                            let mut g = vec![m.operand(op, i)];
                            if let Some(y) = yld {
                                g.push(m.operand(y, i));
                            }
                            useful.extend(g.into_iter().filter(|&v| float(v)));
                        }
                    }
                    for i in 0..m.block_args(after_b).len() {
                        let hit = useful.contains(&m.block_arg(after_b, i))
                            || m.results(op).get(i).is_some_and(|r| useful.contains(r));
                        if hit {
                            if let Some(c) = cond {
                                let v = m.operand(c, i + 1);
                                if float(v) {
                                    useful.insert(v);
                                }
                            }
                        }
                    }
                }
                "scf.if" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope" | "scf.parallel" => {
                    for &rg in m.regions(op) {
                        for &b in m.blocks(rg) {
                            let Some(t) = m.last_op(b) else { continue };
                            if !matches!(m.name(t).as_str(), "scf.yield" | "memref.alloca_scope.return" | "scf.reduce")
                            {
                                continue;
                            }
                            for (i, &v) in m.operands(t).iter().enumerate() {
                                if m.results(op).get(i).is_some_and(|r| useful.contains(r)) && float(v) {
                                    useful.insert(v);
                                }
                            }
                        }
                    }
                    if name == "scf.parallel" {
                        // Reduction inits.
                        let n = m.entry_block(m.region(op, 0)).map_or(0, |b| m.block_args(b).len());
                        for (i, &init) in m.operands(op)[3 * n..].iter().enumerate() {
                            if useful.contains(&m.result(op, i)) && float(init) {
                                useful.insert(init);
                            }
                        }
                    }
                }
                _ => {}
            }
            // Branches: useful block arguments make their incoming values useful.
            for (i, s) in m.successors(op).iter().enumerate() {
                for (k, &a) in m.successor_args(op, i).iter().enumerate() {
                    if useful.contains(&m.block_arg(s.block, k)) && float(a) {
                        useful.insert(a);
                    }
                }
            }
        }
        if useful.len() == before {
            break;
        }
    }
    fa.varied.retain(|v| useful.contains(v));
}
