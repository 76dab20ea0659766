//! A JIT session: one module, its primal functions compiled to native code
//! once, and derivative *thunks* handed out per (function, activities,
//! mode, options), each compiled once and cached.
//!
//! Compiling a thunk is four explicit steps, each timed:
//! 1. *analysis*: the native-callee filter (`analysis::native`) decides,
//!    with a reason per function, which callees never carry derivatives.
//!    With native callees on it runs once per session (with the effects
//!    summaries); off, every thunk analyses the whole module again.
//! 2. *AD*: the derivative is generated in a copy of the module; native
//!    callees are never analysed for activity, cloned or differentiated.
//! 3. *emit*: the thunk module keeps what the derivative reaches. On:
//!    every primal function it calls becomes a body-less declaration
//!    carrying its effects summary (`ferrozyme.memory_effects`), bound to
//!    the session's native code. Off: their bodies are emitted again.
//! 4. *codegen*: Cranelift compiles the thunk; globals are the session's
//!    memory in both modes.
//!
//! Enzyme requests in the module are lowered when the session starts, so a
//! thunk may differentiate a derivative again (forward over reverse...):
//! native callees stay declarations all the way.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::time::{Duration, Instant};

use ferrozyme::ad::{forward_derivative, reverse_derivative, ForwardCache, ReverseCache};
use ferrozyme::analysis::effects::EffectsTable;
use ferrozyme::analysis::native::{effects_attribute, NativeCallees};
use ferrozyme::exec::{ExecError, Value};
use ferrozyme::ir::{Activity, Attribute, Module, OpId};

use crate::{JitModule, JitOptions};

/// Options of a session (every one changes thunk code, so they are part of the key).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SessionOptions {
    /// Call the primal native code of derivative-free callees (default on).
    pub native_callees: bool,
    /// JIT checked mode (bounds and liveness checks).
    pub checked: bool,
    /// Functions with an inactive rule (besides `enzyme.inactive` attributes).
    pub inactive: Vec<String>,
    /// Reverse mode: checkpoint every top-level `scf.for` (see
    /// `ferrozyme::ad::reverse::checkpoint`).
    pub checkpoint: Option<ferrozyme::ad::reverse::checkpoint::Scheme>,
    /// Reverse mode: replay callees instead of running their augmented
    /// pairs (`--calls=replay`).
    pub replay_calls: bool,
    /// Reverse mode: never fuse a loop's reverse into its forward loop
    /// (`--loop-fusion=off`).
    pub no_loop_fusion: bool,
    /// Reverse mode: record every load of memory a loop nest only reads
    /// (`--read-snapshots=off`).
    pub no_read_snapshots: bool,
    /// Reverse mode: an adjoint of zero contributes zero whatever the
    /// partial (`--strong-zero`).
    pub strong_zero: bool,
}

impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions {
            native_callees: true,
            checked: false,
            inactive: Vec::new(),
            checkpoint: None,
            replay_calls: false,
            no_loop_fusion: false,
            no_read_snapshots: false,
            strong_zero: false,
        }
    }
}

/// The derivative a thunk computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Forward mode with `width` tangents.
    Forward { width: usize },
    /// Combined reverse mode.
    Reverse,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    func: String,
    args: Vec<Activity>,
    rets: Vec<Activity>,
    mode: Mode,
    /// Every option that changes code (native callees, checked mode, rules).
    opts: SessionOptions,
}

/// What compiling one thunk cost.
#[derive(Clone, Debug, Default)]
pub struct ThunkStats {
    pub analysis: Duration,
    pub ad: Duration,
    pub emit: Duration,
    pub codegen: Duration,
    /// MLIR ops in the thunk module (what codegen compiles).
    pub ops: usize,
    /// Functions compiled for the thunk.
    pub functions: usize,
    /// Callees bound to the session's native code.
    pub native_calls: usize,
}

impl ThunkStats {
    pub fn total(&self) -> Duration {
        self.analysis + self.ad + self.emit + self.codegen
    }
}

/// A compiled derivative.
pub struct Thunk {
    /// The derivative function's name in the thunk module.
    pub name: String,
    pub stats: ThunkStats,
    /// Why each callee was or was not made native (for remarks).
    pub remarks: Vec<String>,
    jit: JitModule,
    /// The thunk calls into the session's code: keep it alive.
    _primal: Rc<JitModule>,
    /// The arguments' activities (each `dup` memref's shadow follows it),
    /// where one shadow follows each `dup` argument (width 1).
    activities: Vec<Activity>,
}

impl Thunk {
    /// Call the derivative (arguments as for `enzyme.fwddiff` / `enzyme.autodiff`).
    pub fn call(&self, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        // A shadow has its primal's sizes: compiled code indexes both alike
        // (reader-25: a smaller shadow corrupted the heap).
        let mut i = 0;
        for (k, a) in self.activities.iter().enumerate() {
            let (Some(p), true) = (args.get(i), matches!(a, Activity::Dup | Activity::DupNoNeed)) else {
                i += 1;
                continue;
            };
            if let (Value::MemRef(p), Some(Value::MemRef(s))) = (p, args.get(i + 1)) {
                if p.sizes != s.sizes {
                    return Err(ExecError::new(format!(
                        "argument #{k}: its shadow has sizes {:?}, the primal {:?}",
                        s.sizes, p.sizes
                    )));
                }
            }
            i += 2;
        }
        self.jit.call(&self.name, args)
    }
}

/// One module, compiled once; thunks on demand.
pub struct Session {
    module: Module,
    /// What each thunk starts from: the module, with native callees'
    /// bodies replaced by declarations carrying their effects (native
    /// callees on), so a thunk's cost does not grow with their size.
    base: Module,
    opts: SessionOptions,
    primal: Rc<JitModule>,
    /// With native callees on: computed once.
    effects: Option<EffectsTable>,
    native: Option<NativeCallees>,
    thunks: HashMap<Key, Rc<Thunk>>,
}

impl Session {
    /// Lower the module's Enzyme requests (so derivatives it already asks
    /// for are part of the primal code, and can be differentiated again),
    /// then compile every function once.
    pub fn new(mut module: Module, opts: SessionOptions) -> Result<Session, ExecError> {
        let ad = ferrozyme::ad::lower::AdOptions {
            native_callees: opts.native_callees,
            inactive: opts.inactive.iter().cloned().collect(),
            checkpoint: opts.checkpoint,
            replay_calls: opts.replay_calls,
            no_loop_fusion: opts.no_loop_fusion,
            no_read_snapshots: opts.no_read_snapshots,
            strong_zero: opts.strong_zero,
            // (Nobody reads the remarks here.)
            remarks: false,
        };
        // (Calls of the C math library run, and differentiate, as `math`
        // ops; scf.forall as scf.parallel.)
        ferrozyme::rewrite::normalize(&mut module);
        if let Some(name) = opts.inactive.iter().find(|n| !ferrozyme::analysis::native::names_function(&module, n)) {
            return Err(ExecError::new(format!("inactive rule for @{name}, which is not a function of the module")));
        }
        ferrozyme::ad::lower::lower_enzyme_ops_with(&mut module, &ad).map_err(ExecError::from)?;
        let primal = Rc::new(JitModule::compile(&module, JitOptions { checked: opts.checked })?);
        let base = module.clone();
        let mut s = Session { module, base, opts, primal, effects: None, native: None, thunks: HashMap::new() };
        if s.opts.native_callees {
            let effects = EffectsTable::compute(&s.module);
            let rules: ferrozyme::hash::HashSet<String> = s.opts.inactive.iter().cloned().collect();
            let native = NativeCallees::find(&s.module, &effects, &rules);
            for f in native.ops(&s.base) {
                strip_body(&mut s.base, f);
                let summary = effects.get(&s.module, f);
                s.base.set_attr(f, "ferrozyme.memory_effects", effects_attribute(&summary));
            }
            // Without the stripped bodies' rows; the summaries of the
            // declarations come from their attributes (the same as the bodies').
            s.base = s.base.compacted();
            s.effects = Some(EffectsTable::compute(&s.base));
            s.native = Some(native);
        }
        Ok(s)
    }

    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The native-callee decisions (with native callees on).
    pub fn native_callees(&self) -> Option<&NativeCallees> {
        self.native.as_ref()
    }

    /// Call a primal function (its native code).
    pub fn call(&self, func: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        self.primal.call(func, args)
    }

    /// The thunk computing `mode`'s derivative of `func` for these
    /// activities, compiled on first request.
    pub fn thunk(&mut self, func: &str, args: &[Activity], rets: &[Activity], mode: Mode) -> Result<Rc<Thunk>, String> {
        let key =
            Key { func: func.to_string(), args: args.to_vec(), rets: rets.to_vec(), mode, opts: self.opts.clone() };
        if let Some(t) = self.thunks.get(&key) {
            return Ok(t.clone());
        }
        let t = Rc::new(self.compile(&key)?);
        self.thunks.insert(key, t.clone());
        Ok(t)
    }

    fn compile(&self, key: &Key) -> Result<Thunk, String> {
        let mut stats = ThunkStats::default();
        // 1. Analysis.
        let t0 = Instant::now();
        let (effects, native) = match (&self.effects, &self.native) {
            (Some(e), Some(n)) => (e.clone(), n.clone()),
            // Off: no native callees; every thunk pays for the analysis again.
            _ => (EffectsTable::compute(&self.base), NativeCallees::default()),
        };
        let mut dm = self.base.clone();
        let native_ops = native.ops(&dm);
        stats.analysis = t0.elapsed();

        // 2. AD.
        let t1 = Instant::now();
        let f = dm.lookup_symbol(&key.func).ok_or_else(|| format!("error: no function named @{}", key.func))?;
        let originals: HashSet<String> =
            dm.top_level_ops().into_iter().filter_map(|o| dm.symbol_name(o).map(str::to_string)).collect();
        let name = match key.mode {
            Mode::Forward { width } => {
                let mut cache = ForwardCache::with_native(native_ops.clone());
                cache.strong_zero = self.opts.strong_zero;
                forward_derivative(&mut dm, &mut cache, f, &key.args, &key.rets, width).map_err(|d| d.to_string())?
            }
            Mode::Reverse => {
                let mut cache = ReverseCache::default();
                cache.quiet = true;
                cache.native = native_ops.clone();
                cache.effects = Some(effects.clone());
                cache.checkpoint = self.opts.checkpoint;
                cache.replay_calls = self.opts.replay_calls;
                cache.no_loop_fusion = self.opts.no_loop_fusion;
                cache.no_read_snapshots = self.opts.no_read_snapshots;
                cache.strong_zero = self.opts.strong_zero;
                reverse_derivative(&mut dm, &mut cache, f, &key.args, &key.rets).map_err(|d| d.to_string())?
            }
        };
        stats.ad = t1.elapsed();

        // 3. Emit: what the derivative reaches.
        let t2 = Instant::now();
        let reached = reachable(&dm, &name);
        let mut remarks = Vec::new();
        for op in dm.top_level_ops() {
            let Some(sym) = dm.symbol_name(op).map(str::to_string) else { continue };
            if !reached.contains(&sym) {
                dm.erase_op(op);
                continue;
            }
            let is_fn = dm.is(op, "func.func") || dm.is(op, "llvm.func");
            if !is_fn || !originals.contains(&sym) {
                continue;
            }
            if let Some(why) = native.native.get(&sym) {
                remarks.push(format!("@{sym}: native ({why})"));
                stats.native_calls += 1;
                continue;
            }
            if ferrozyme::ad::activity::body(&dm, op).is_none() {
                continue;
            }
            // A primal function the derivative calls as it is.
            if self.opts.native_callees {
                // Not derivative-free, but called here as it is: its native code too.
                strip_body(&mut dm, op);
                let summary = effects.get(&self.base, self.base.lookup_symbol(&sym).expect("original"));
                dm.set_attr(op, "ferrozyme.memory_effects", effects_attribute(&summary));
                remarks.push(format!("@{sym}: native primal (called as it is)"));
                stats.native_calls += 1;
            } else if let Some(why) = native.rejected.get(&sym) {
                remarks.push(format!("@{sym}: emitted ({why})"));
            }
        }
        ferrozyme::verify::verify(&dm).map_err(|d| format!("internal error: the thunk does not verify: {d}"))?;
        stats.ops = dm.top_level_ops().iter().map(|&o| dm.collect_ops(o).len()).sum();
        stats.emit = t2.elapsed();

        // 4. Codegen.
        let t3 = Instant::now();
        let jit = JitModule::compile_with_imports(&dm, JitOptions { checked: self.opts.checked }, Some(&self.primal))
            .map_err(|e| e.to_string())?;
        stats.codegen = t3.elapsed();
        stats.functions = jit.stats.functions;
        Ok(Thunk {
            name,
            stats,
            remarks,
            jit,
            _primal: self.primal.clone(),
            activities: match key.mode {
                Mode::Forward { width } if width > 1 => Vec::new(),
                _ => key.args.clone(),
            },
        })
    }
}

/// Symbols reachable from function `root` (calls, globals, any symbol reference).
fn reachable(m: &Module, root: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    let mut todo = vec![root.to_string()];
    while let Some(s) = todo.pop() {
        if !seen.insert(s.clone()) {
            continue;
        }
        let Some(op) = m.lookup_symbol(&s) else { continue };
        for o in m.collect_ops(op) {
            for (_, a) in m.op(o).attrs.iter() {
                collect_symbols(a, &mut todo);
            }
        }
    }
    seen
}

fn collect_symbols(a: &Attribute, out: &mut Vec<String>) {
    match a {
        Attribute::SymbolRef { root, .. } => out.push(root.clone()),
        Attribute::Array(xs) => xs.iter().for_each(|x| collect_symbols(x, out)),
        Attribute::Dict(d) => d.iter().for_each(|(_, x)| collect_symbols(x, out)),
        _ => {}
    }
}

/// Make `f` a body-less private declaration.
fn strip_body(m: &mut Module, f: OpId) {
    let r = m.region(f, 0);
    for b in m.blocks(r).to_vec() {
        m.erase_block_contents(b);
        m.detach_block(b);
    }
    if m.is(f, "func.func") {
        m.set_attr(f, "sym_visibility", Attribute::String("private".into()));
    }
}
