//! Reverse mode, combined: `@diffe<f>` runs the primal (the forward sweep)
//! and then the adjoint of every op in reverse order (the reverse sweep).
//! Conventions are Enzyme-MLIR's: arguments are the primal ones (a `dup`
//! memref followed by its shadow, into which gradients are accumulated),
//! then one seed per `active`/`activenoneed` result; results are the primal
//! results whose activity is `active` or `const`, then one gradient per
//! `active` argument.
//!
//! What the reverse sweep needs is, at the top level of the function, the
//! forward SSA values themselves. Inside a loop, the forward loop records
//! per iteration its loop-carried values and the loads whose memory the
//! function also writes (`loops`); the reverse loop then re-executes the
//! pure part of each iteration from those records (recompute what is cheap,
//! cache what may be overwritten) and runs its adjoint (`sweep`).
//!
//! A call runs its callee's augmented primal in the forward sweep and its
//! reverse in the reverse sweep when the callee's derivative can be cut in
//! two (`augment`); otherwise it is replayed (`calls`).
//!
//! Control flow, split mode (`split`), checkpointing (`checkpoint`) and
//! the other pieces live in the submodules; what is not supported is
//! refused by name at the op's location (`tests/ad_reverse/refused.mlir`).

mod access_log;
mod array_snaps;
mod atomics;
mod augment;
mod batched;
mod binomial;
mod c_heap;
mod call_buffers;
mod call_frees;
mod calls;
pub mod checkpoint;
mod cleanup;
mod fuse;
mod globals;
mod hoist_reads;
mod loop_allocs;
mod loop_pointers;
mod loops;
mod tape_remarks;
pub(crate) use loops::seg;
mod nest_bounds;
mod nest_records;
mod nest_stream;
pub(crate) mod pointers;
mod prepare;
mod reads;
mod recompute;
mod remake;
mod replay;
mod snapshots;
mod split;
mod split_cut;
mod split_replay;
mod sweep;
mod twins;
mod while_snapshots;
mod whiles;

pub use batched::batched_reverse_derivative;
pub(crate) use loops::zero_fill;
pub use split::{split_derivative, split_derivative_with, ModifiedBetween, SplitPair, TapeSlot};

use crate::hash::{HashMap, HashSet};
use crate::rewrite::aggregates::Kinds;

use super::activity::{is_float, is_float_memory, prune_useless, signature, Analyzer, FunctionActivity, Origin};
use super::restructure;
use crate::ir::{
    Activity, Attribute, Builder, FunctionType, InsertPoint, IrMap, Module, OpId, OpSpec, SrcPos, Type, Value,
};
use crate::syntax::Diagnostic;

/// (function, argument activities, result activities, aliased arguments).
type AliasedKey = (OpId, Vec<Activity>, Vec<Activity>, Vec<usize>, Vec<String>);

/// Derived reverse functions: (function, activities) → name.
#[derive(Default)]
pub struct ReverseCache {
    done: HashMap<(OpId, Vec<Activity>, Vec<Activity>), String>,
    /// Memory-effects summaries of the module's functions (computed at
    /// first need, from the functions as they were before differentiation).
    pub effects: Option<crate::analysis::effects::EffectsTable>,
    /// One remark per active call site: overwritten memory, what is cached and why.
    pub remarks: Vec<String>,
    /// Make no remarks (`AdOptions::remarks` off): their text is not built.
    pub quiet: bool,
    /// Split-mode pairs: (function, activities) → pair.
    split: HashMap<(OpId, Vec<Activity>, Vec<Activity>, ModifiedBetween), SplitPair>,
    /// Shadow globals: primal global → its shadow.
    shadow_globals: HashMap<String, String>,
    /// Entry functions zeroing the shadow globals, by derivative.
    entries: HashMap<String, String>,
    /// Loops to outline before a function is differentiated again
    /// (`restructure::stream_loops`), by function: asked for by the reverse
    /// sweep (`pending_stream_outlines`) where their calls need memory saved
    /// per iteration of a loop recorded in a stream.
    /// And calls to inline (`restructure::Asks::inlines`), asked for where a
    /// callee's derivative failed (`pending_inlines`).
    stream_outlines: HashMap<OpId, restructure::Asks>,
    /// The loops the derivation under way asked for.
    pub(super) pending_stream_outlines: Vec<SrcPos>,
    /// The calls the derivation under way asked to inline.
    pub(super) pending_inlines: Vec<SrcPos>,
    /// Nesting of `reverse_derivative` (0: a request from outside).
    depth: usize,
    /// Derivative-free callees: never analysed, differentiated or replayed.
    pub native: HashSet<OpId>,
    /// The activity analysis, shared by the derivations of one request
    /// (its call summaries are reused by every callee derived for it; its
    /// active globals, found so far, persist across requests).
    analyzer: Analyzer,
    /// Checkpoint every `scf.for` at the top level of differentiated functions
    /// (`--checkpoint=…`); loops can also ask for it by attribute.
    pub checkpoint: Option<checkpoint::Scheme>,
    /// Replay every call in the reverse sweep instead of using augmented
    /// pairs (`augment`) where they can be made.
    pub replay_calls: bool,
    /// Keep every loop's reverse in a loop of its own, after the forward
    /// sweep (`--loop-fusion=off`), instead of fusing it into the forward
    /// loop where that is sound (`fuse`).
    pub no_loop_fusion: bool,
    /// Record every load of memory a loop nest only reads, instead of
    /// copying that memory once per run of the nest where its loads are
    /// many (`--read-snapshots=off`; `array_snaps`).
    pub no_read_snapshots: bool,
    /// An adjoint of zero contributes zero whatever the partial
    /// (`--strong-zero`; `sweep`).
    pub strong_zero: bool,
    /// Whether the module held tensors, vectors or structs when the current
    /// request started (functions using them are derived as flat copies).
    aggregates: bool,
    /// Replays without stores into write-only memory (`replay`):
    /// (derivative, primal argument indices) → the copy, if it could be made.
    nowrite: HashMap<(String, Vec<usize>), Option<String>>,
    /// Copies of callees logging their accesses to memory arguments
    /// (`access_log`): (callee, arguments) → the copy.
    logged: HashMap<(OpId, Vec<usize>), String>,
    /// Derivatives for calls with possibly aliased memory arguments
    /// (`derivative_for_aliased`): (function, activities, arguments) → name.
    aliased: HashMap<AliasedKey, String>,
    /// Augmented pairs of callees (`augment`), `None` where no cut is possible.
    augmented: HashMap<augment::AugKey, Result<augment::AugPair, String>>,
    /// Callees some call of which could not get a pair (replayed).
    replayed: HashSet<OpId>,
    /// The pairs made, by the name of either function.
    aug_functions: HashMap<String, augment::AugPair>,
    /// Stack pairs being made (`augment::stack`).
    stack_builds: usize,
    /// Whether a call of each function reaches recursion (computed at
    /// first need: the primal functions' calls do not change).
    recursion: std::cell::RefCell<HashMap<OpId, bool>>,
}

fn err(m: &Module, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut msg = msg.into();
    // (A call the user did not write: say what it runs.)
    if let Some(callee) = crate::ad::activity::callee_of(m, op) {
        if let Some(what) = crate::ad::outline::outlined_from(m, callee) {
            msg.push_str(&format!(" (this {what} runs as a call of @{})", m.symbol_name(callee).unwrap_or("?")));
        } else if m.attr(callee, checkpoint::CHUNK).is_some() {
            // (Said first: the rest names a function and operands the user
            // never wrote, reader-20.)
            let name = m.symbol_name(callee).unwrap_or("?");
            let rest = msg.strip_prefix("reverse mode: ").unwrap_or(&msg).to_string();
            msg = format!(
                "reverse mode: this loop is checkpointed (its iterations run as calls of @{name}), which is not supported here; differentiate it without checkpointing. Why: {rest}"
            );
        }
    }
    Diagnostic::for_op(m, op, msg)
}

/// Generate (or reuse) the combined reverse-mode derivative of `f`.
pub fn reverse_derivative(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
) -> Result<String, Diagnostic> {
    begin_request(m, cache);
    cache.depth += 1;
    let r = derive(m, cache, f, args, rets);
    cache.depth -= 1;
    let name = r?;
    if cache.depth == 0 {
        augment::drop_unused_pairs(m, cache);
    }
    // A request from outside, with globals holding derivatives: the entry
    // zeroes their shadows first.
    if cache.depth == 0 && !cache.shadow_globals.is_empty() {
        if let Some(e) = cache.entries.get(&name) {
            return Ok(e.clone());
        }
        let e = crate::ad::globals::entry_zeroing_shadows(m, &cache.shadow_globals, &name)
            .ok_or_else(|| err(m, f, format!("derivative @{name} vanished")))?;
        cache.entries.insert(name, e.clone());
        return Ok(e);
    }
    Ok(name)
}

/// At a request from outside (depth 0): the module may have changed since
/// the last one.
fn begin_request(m: &mut Module, cache: &mut ReverseCache) {
    if cache.depth == 0 {
        crate::ad::prepare(m);
        cache.analyzer.forget_summaries();
        cache.aggregates = crate::rewrite::aggregates::module_has_aggregates(m, Kinds::ALL);
    }
}

/// The combined derivative of `f` for a call whose memory arguments
/// `aliased` (and globals `globals`) may be, at run time, memory the callee
/// writes through another argument or a global: loads from them count as
/// loads of written memory (recorded, not redone), which the plain
/// derivative, taking its memory as distinct, does not do.
pub(super) fn derivative_for_aliased(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    (aliased, globals): (Vec<usize>, Vec<String>),
) -> Result<String, Diagnostic> {
    if aliased.is_empty() && globals.is_empty() {
        return reverse_derivative(m, cache, f, args, rets);
    }
    let key = (f, args.to_vec(), rets.to_vec(), aliased.clone(), globals.clone());
    if let Some(n) = cache.aliased.get(&key) {
        return Ok(n.clone());
    }
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    let name = m.fresh_symbol_name(&format!("diffe{fname}.aliased"));
    cache.aliased.insert(key.clone(), name.clone());
    let variant =
        Variant { written_after: aliased, globals_after: globals, name: Some(name.clone()), ..Variant::default() };
    cache.depth += 1;
    let d = derive_with(m, cache, f, args, rets, &variant);
    cache.depth -= 1;
    if d.is_err() {
        cache.aliased.remove(&key);
    }
    d.map(|d| d.name)
}

fn derive(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
) -> Result<String, Diagnostic> {
    derive_with(m, cache, f, args, rets, &Variant::default()).map(|d| d.name)
}

/// What a derivation is for, beyond (function, activities).
#[derive(Clone, Debug, Default)]
pub(super) struct Variant {
    /// To be cut into an augmented primal and a reverse function
    /// (`augment`): the forward sweep ends at a `TAPE_CUT` marker, the
    /// derivative returns every primal result, and it is not shared.
    pub cut: bool,
    /// A cut derivative that may take a tape buffer (`augment::pack`): its
    /// callees' pairs may pack their tapes into it.
    pub packed: bool,
    /// Arguments (by index) whose memory may change after the function
    /// returns, before its adjoint: loads from them count as loads of
    /// written memory (recorded, never redone in the reverse sweep).
    pub written_after: Vec<usize>,
    /// The same for globals, by symbol.
    pub globals_after: Vec<String>,
    /// The derivative's name, reserved by the caller (recursion reaches
    /// it before it is built).
    pub name: Option<String>,
    /// A cut derivative whose tape goes on a stack (`augment::stack`)
    /// its pair takes last, as the pairs of its recursive callees do.
    pub stack: bool,
    /// A cut derivative whose pair's tape may hold a stack of its own for
    /// its recursive callees (allocated by its augmented primal, freed by
    /// its reverse): a split-mode pair.
    pub own_stack: bool,
}

/// A derivative just built.
pub(super) struct Derived {
    pub name: String,
    pub func: OpId,
    /// The `TAPE_CUT` marker (`Variant::cut` only).
    pub marker: Option<OpId>,
}

/// The op marking the end of the forward sweep in a derivative to be cut.
pub(super) const TAPE_CUT: &str = "ferrozyme.tape_cut";

/// Derive the combined derivative of `f` for these activities, as
/// `variant` asks (the plain one is cached and shared; variants are not).
pub(super) fn derive_with(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    variant: &Variant,
) -> Result<Derived, Diagnostic> {
    let key = (f, args.to_vec(), rets.to_vec());
    // The plain derivative of (f, activities) is shared; variants are not.
    let shared = !variant.cut && variant.written_after.is_empty() && variant.globals_after.is_empty();
    if shared {
        if let Some(n) = cache.done.get(&key) {
            let func = m.lookup_symbol(n).unwrap_or(f);
            return Ok(Derived { name: n.clone(), func, marker: None });
        }
    }
    if !m.is(f, "func.func") && !m.is(f, "llvm.func") {
        return Err(err(m, f, format!("reverse mode of '{}' ops is not supported (not a function)", m.name(f))));
    }
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    // (Errors name the function the user wrote, not its flattened copy.)
    let shown = crate::rewrite::aggregates::source_name(m, f);
    let Some(src) = super::activity::body(m, f) else {
        return Err(err(m, f, format!("cannot differentiate @{shown}: it has no body")));
    };
    // (The op that holds a callee's tape words while a pair is made is
    // ferrozyme's own: one written in the input would be taken for it.)
    let reserved = [augment::TAPE_SLOT, augment::TAPE_STACK];
    if let Some(o) = m.collect_ops(f).into_iter().find(|&o| reserved.iter().any(|r| m.is(o, r))) {
        return Err(err(m, o, format!("'{}' is reserved for ferrozyme's own use", m.name(o).as_str())));
    }
    let (inputs, results) = signature(m, f);
    if args.len() != inputs.len() || rets.len() != results.len() {
        return Err(err(
            m,
            f,
            format!(
                "@{shown} has {} arguments and {} results, but {} and {} activities were given",
                inputs.len(),
                results.len(),
                args.len(),
                rets.len()
            ),
        ));
    }
    for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
        let ok = match a {
            _ if Kinds::ALL.splits(t) => *a != Activity::ActiveNoNeed && crate::ad::aggregates::reverse_accepts(*a, t),
            Activity::Active => is_float(t),
            Activity::Dup | Activity::DupNoNeed => is_float_memory(t),
            Activity::Const => true,
            _ => false,
        };
        if !ok {
            return Err(err(
                m,
                f,
                format!("argument #{i} of @{shown} has type '{t}', which cannot be {}", a.keyword()),
            ));
        }
    }
    for (i, (a, t)) in rets.iter().zip(&results).enumerate() {
        let float_like = is_float(t) || (Kinds::ALL.splits(t) && crate::ad::aggregates::reverse_accepts(*a, t));
        if matches!(a, Activity::Active | Activity::ActiveNoNeed) && !float_like {
            return Err(err(m, f, format!("result #{i} of @{shown} has type '{t}', which cannot be {}", a.keyword())));
        }
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            return Err(err(
                m,
                f,
                format!("result #{i} of @{shown}: {} results are not supported in reverse mode", a.keyword()),
            ));
        }
    }
    // Tensors, vectors, structs: derive the flattened copy.
    if cache.aggregates {
        // (Only for functions that need flattening: their flat copies get
        // pairs, and a vector function elsewhere in the module does not
        // stop the others'.)
        if variant.cut && crate::rewrite::aggregates::needs_flat_copy(m, f) {
            return Err(err(m, f, "no augmented pair of functions with tensors, vectors or structs"));
        }
        if let Some(flat) = crate::rewrite::aggregates::flat_copy(m, f)? {
            cache.effects = None;
            cache.analyzer.forget_summaries();
            if !inputs.iter().chain(&results).any(|t| Kinds::ALL.splits(t)) {
                let n = derive_with(m, cache, flat, args, rets, variant)?.name;
                if shared {
                    cache.done.insert(key, n.clone());
                }
                let func = m.lookup_symbol(&n).unwrap_or(f);
                return Ok(Derived { name: n, func, marker: None });
            }
            let name = variant.name.clone().unwrap_or_else(|| m.fresh_symbol_name(&format!("diffe{fname}")));
            if shared {
                cache.done.insert(key.clone(), name.clone());
            }
            let mode = crate::ad::aggregates::Mode::Reverse;
            // (The flat copy's arguments are numbered differently: all its
            // memory counts as written when some of the function's does.)
            let (flat_inputs, _) = signature(m, flat);
            let written_after = if variant.written_after.is_empty() {
                vec![]
            } else {
                (0..flat_inputs.len()).filter(|&i| crate::ad::activity::is_memory(&flat_inputs[i])).collect()
            };
            let inner = Variant { name: None, written_after, ..variant.clone() };
            let r = crate::ad::aggregates::derive_through_copy(m, f, args, rets, mode, &name, |m, a, r| {
                derive_with(m, cache, flat, a, r, &inner).map(|d| d.name)
            });
            if r.is_err() && shared {
                cache.done.remove(&key);
            }
            r?;
            let func = m.lookup_symbol(&name).unwrap_or(f);
            return Ok(Derived { name, func, marker: None });
        }
    }
    let suffix = if variant.cut {
        ".cut"
    } else if shared {
        ""
    } else {
        ".aliased"
    };
    let name = variant.name.clone().unwrap_or_else(|| m.fresh_symbol_name(&format!("diffe{fname}{suffix}")));

    // scf.parallel / index_switch, checkpointed loops: differentiate a
    // private copy with them rewritten (scf.for nests, scf.if chains,
    // outlined chunks); new functions need effects summaries.
    let primal = f;
    let mut outlined = Vec::new();
    let asks = cache.stream_outlines.get(&f).cloned().unwrap_or_default();
    let ckpt = if restructure::needed(m, f, &cache.native, &asks) || checkpoint::wanted(m, f, cache.checkpoint) {
        let copy = restructure::private_copy(m, f, "rewritten");
        let rewritten = restructure::apply(m, copy, f, &cache.native, &asks)
            .and_then(|o| checkpoint::apply(m, copy, &fname, cache.checkpoint).map(|()| o));
        match rewritten {
            Ok(o) => outlined = o,
            Err(d) => {
                // (Nothing of this attempt stays: a later request of the
                // same derivative must not find its name, reserved below.)
                m.erase_op(copy);
                return Err(d);
            }
        }
        cache.effects = None;
        cache.analyzer.forget_summaries();
        Some(copy)
    } else {
        None
    };
    // (Reserved once the function is sure to be made or cleaned up.)
    if shared {
        cache.done.insert(key.clone(), name.clone());
    }
    let f = ckpt.unwrap_or(f);
    let src = super::activity::body(m, f).unwrap_or(src);

    // Signature.
    let mut new_inputs = Vec::new();
    for (a, t) in args.iter().zip(&inputs) {
        new_inputs.push(t.clone());
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            new_inputs.push(t.clone());
        }
    }
    let seeds: Vec<usize> =
        (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::ActiveNoNeed)).collect();
    for &i in &seeds {
        new_inputs.push(results[i].clone());
    }
    let mut new_results = Vec::new();
    for (a, t) in rets.iter().zip(&results) {
        if matches!(a, Activity::Active | Activity::Const) {
            new_results.push(t.clone());
        }
    }
    for (a, t) in args.iter().zip(&inputs) {
        if *a == Activity::Active {
            new_results.push(t.clone());
        }
    }
    let (g, entry) =
        crate::dialects::func::create_func(m, &name, FunctionType { inputs: new_inputs, results: new_results }, true);
    m.op_mut(g).pos = m.op(f).pos;
    let header = Header { primal, f, src, args, rets, seeds: &seeds, g, entry, variant };
    let pending = std::mem::take(&mut cache.pending_stream_outlines);
    let pending_inlines = std::mem::take(&mut cache.pending_inlines);
    let r = fill(m, cache, header);
    let asked = std::mem::replace(&mut cache.pending_stream_outlines, pending);
    let asked_inlines = std::mem::replace(&mut cache.pending_inlines, pending_inlines);
    if let Some(copy) = ckpt {
        m.erase_op(copy);
    }
    // Functions outlined from the copy stay (derivatives call them), their
    // rewrites' marks (for error messages) go.
    let marked: Vec<OpId> = outlined.iter().flat_map(|&w| m.collect_ops(w)).collect();
    for o in marked {
        m.remove_attr(o, crate::ad::cfg::MADE_FROM);
    }
    match r {
        Ok(marker) => Ok(Derived { name, func: g, marker }),
        Err(d) => {
            // Nothing half-built stays behind (a caller may try another way).
            m.erase_op(g);
            if shared {
                cache.done.remove(&key);
            }
            // Loops the reverse sweep asked to have outlined: again, with them.
            // Functions outlined for this attempt go with it.
            for w in outlined {
                if !m.is_erased(w) && !function_is_used(m, w) {
                    m.erase_op(w);
                }
            }
            // Calls whose callees failed: again, with them inlined. (What
            // this attempt was not made with counts, even when another
            // derivation of `primal` — a recursive call's variant — asked
            // for it meanwhile.)
            let new: Vec<SrcPos> = asked.into_iter().filter(|p| !asks.streams.contains(p)).collect();
            let new_inlines: Vec<SrcPos> = asked_inlines.into_iter().filter(|p| !asks.inlines.contains(p)).collect();
            if new.is_empty() && new_inlines.is_empty() {
                return Err(d);
            }
            let only_inlines = new.is_empty();
            let known = cache.stream_outlines.entry(primal).or_default();
            for p in new {
                if !known.streams.contains(&p) {
                    known.streams.push(p);
                }
            }
            for p in new_inlines {
                if !known.inlines.contains(&p) {
                    known.inlines.push(p);
                }
            }
            match derive_with(m, cache, primal, args, rets, variant) {
                // (Inlining was a guess: if it does not help, the callee's
                // error, which names the call, is the one to report.)
                Err(_) if only_inlines => Err(d),
                r => r,
            }
        }
    }
}

/// Does an op outside function `w` name it (a call, a derivative's call)?
fn function_is_used(m: &Module, w: OpId) -> bool {
    let Some(name) = m.symbol_name(w) else { return true };
    let body = m.body();
    m.block_ops(body)
        .filter(|&g| g != w)
        .flat_map(|g| m.collect_ops(g))
        .any(|o| m.op(o).attrs.iter().any(|(_, a)| a.as_flat_symbol() == Some(name)))
}

/// What `fill` works from.
struct Header<'a> {
    /// The function as the user wrote it (for remarks).
    primal: OpId,
    /// The function differentiated (`primal` or its rewritten copy).
    f: OpId,
    src: crate::ir::RegionId,
    args: &'a [Activity],
    rets: &'a [Activity],
    /// Indices of the results that get a seed.
    seeds: &'a [usize],
    /// The derivative, created empty, and its entry block.
    g: OpId,
    entry: crate::ir::BlockId,
    variant: &'a Variant,
}

/// Build the body of derivative `h.g`: forward sweep, reverse sweep,
/// returns. With `Variant::cut`, returns the marker between the sweeps.
fn fill(m: &mut Module, cache: &mut ReverseCache, h: Header<'_>) -> Result<Option<OpId>, Diagnostic> {
    let Header { primal, f, src, args, rets, seeds, g, entry, variant } = h;
    // Activity of the primal, keyed on the clone below.
    let arg_bools: Vec<bool> =
        args.iter().map(|a| matches!(a, Activity::Active | Activity::Dup | Activity::DupNoNeed)).collect();
    // Globals found active by the caller's analysis stay active in its callees.
    if cache.analyzer.native != cache.native {
        cache.analyzer.native = cache.native.clone();
        cache.analyzer.forget_summaries();
    }
    let mut act = cache.analyzer.analyze(m, f, &arg_bools);
    // (Once per request: the check follows the calls into the callees.)
    if cache.depth == 1 {
        crate::ad::punning::check(m, f, &act, &mut cache.analyzer, "reverse mode")?;
    }
    crate::ad::address_ints::check(m, f, &act, "reverse mode")?;
    let ret_bools: Vec<bool> = rets.iter().map(|a| matches!(a, Activity::Active | Activity::ActiveNoNeed)).collect();
    prune_useless(m, f, &mut act, &ret_bools);
    atomics::check_atomics(m, f, &act)?;

    // Forward sweep: the primal body, arguments mapped to the new ones.
    let mut map = IrMap::new();
    let tmp = m.create_region();
    m.clone_region_into(src, tmp, &mut map);
    let tmp_entry = m.blocks(tmp)[0];
    let plans = calls::plan_calls(m, cache, f, src, tmp);
    let loads_overwritten = calls::loads_overwritten(m, cache, f, src, tmp);
    prepare::inline_alloca_scopes(m, tmp);
    let mut shadow: HashMap<Value, Value> = HashMap::default();
    let mut primal_args = Vec::new();
    let mut k = 0;
    for (i, a) in args.iter().enumerate() {
        let new = m.block_arg(entry, k);
        m.replace_all_uses(m.block_arg(tmp_entry, i), new);
        map.map_value(m.block_arg(m.blocks(src)[0], i), new);
        primal_args.push(new);
        // (Pointer memory of a known size and element type: its shadow too.)
        let n_args = m.block_args(entry).len();
        pointers::copy_arg_marks(m, (f, i), (g, n_args, k));
        k += 1;
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            shadow.insert(new, m.block_arg(entry, k));
            pointers::copy_arg_marks(m, (f, i), (g, n_args, k));
            k += 1;
        }
    }
    let seed_values: Vec<Value> = (0..seeds.len()).map(|j| m.block_arg(entry, k + j)).collect();
    // (The caller's: never freed here.)
    let shadow_args: Vec<Value> = shadow.values().copied().collect();
    for op in m.block_ops(tmp_entry).collect::<Vec<_>>() {
        m.detach_op(op);
        m.append_op(entry, op);
    }
    let act = FunctionActivity {
        varied: act.varied.iter().map(|&v| map.lookup(v)).collect(),
        active_origins: act.active_origins.clone(),
        origins: act.origins.iter().map(|(&v, &o)| (map.lookup(v), o)).collect(),
    };
    let ret_op = m
        .last_op(entry)
        .filter(|&o| m.is(o, "func.return") || m.is(o, "llvm.return"))
        .ok_or_else(|| err(m, f, "function body must end with func.return or llvm.return"))?;
    let ret_vals = m.operands(ret_op).to_vec();
    m.erase_op(ret_op);

    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
    let (mem_origins, _) = super::activity::memory_origins(m, g);
    let mut written = prepare::written_origins(m, effects, &mem_origins, entry);
    // Memory the caller may change after the return (an augmented pair).
    let mut written_after = HashSet::default();
    for &i in &variant.written_after {
        let o = primal_args.get(i).and_then(|a| mem_origins.get(a)).copied().unwrap_or(Origin::Unknown);
        written_after.insert(o);
    }
    for gname in &variant.globals_after {
        written_after.insert(m.lookup_symbol(gname).map_or(Origin::Unknown, Origin::Global));
    }
    written.extend(written_after.iter().copied());
    let mut rev = sweep::Rev {
        act,
        adj: HashMap::default(),
        shadow,
        written,
        cache,
        loop_caches: HashMap::default(),
        cleanup: Vec::new(),
        cleanup_when: Vec::new(),
        plans,
        snapshots: HashMap::default(),
        iter_index: HashMap::default(),
        mem_origins,
        if_records: HashMap::default(),
        func: g,
        while_records: HashMap::default(),
        reverse_start: None,
        final_saves: Vec::new(),
        record_ctx: Vec::new(),
        call_record_ctx: Vec::new(),
        iteration_frees: Vec::new(),
        returns_primal: variant.cut || rets.iter().any(|a| matches!(a, Activity::Active | Activity::Const)),
        noalias_args: prepare::noalias_positions(m, f, args),
        logged_calls: Vec::new(),
        nest_steps: HashMap::default(),
        nested_records: HashMap::default(),
        nested_results: HashMap::default(),
        nested_index: HashMap::default(),
        augmented: HashMap::default(),
        replay_reasons: HashMap::default(),
        written_after,
        loads_overwritten,
        cutting: variant.cut,
        stacking: variant.stack,
        own_stack: variant.own_stack,
        stack: None,
        packing: !variant.cut || variant.packed,
        loop_pairs: Vec::new(),
        array_snaps: HashMap::default(),
        carried_shadows: HashMap::default(),
        shadow_results: HashMap::default(),
        recorded_pointers: HashMap::default(),
        free_log: None,
    };
    rev.augment_calls(m, entry)?;
    let fwd_ops: Vec<OpId> = m.block_ops(entry).collect();
    rev.forward_sweep(m, &fwd_ops)?;
    rev.pass_shadows(m, entry)?;
    for op in m.collect_ops(g).into_iter().filter(|_| !rev.cache.quiet) {
        let in_loop = std::iter::successors(m.parent_op(op), |&p| m.parent_op(p))
            .take_while(|&p| p != g)
            .any(|p| m.is(p, "scf.for") || m.is(p, "scf.while"));
        if let Some(r) = rev.remark(m, op, in_loop) {
            rev.cache.remarks.push(r);
        }
    }

    // Reverse sweep, from the seeds.
    let ip = InsertPoint::End(entry);
    rev.reverse_start = m.last_op(entry);
    let marker = variant.cut.then(|| {
        let c = m.create_op(OpSpec::new(TAPE_CUT));
        m.append_op(entry, c);
        rev.reverse_start = Some(c);
        c
    });
    for (j, &i) in seeds.iter().enumerate() {
        rev.accumulate(m, ip, ret_vals[i], seed_values[j]);
    }
    let identity = IrMap::new();
    rev.reverse_ops(m, ip, &fwd_ops, &identity)?;

    rev.restore_saved(m, ip);
    rev.rewrite_logged_calls(m);
    // Memory the function allocates and returns, when the derivative does
    // not return it (a `noneed` result): nobody else can free it.
    for (i, a) in rets.iter().enumerate() {
        let v = ret_vals[i];
        let fresh = m
            .defining_op(v)
            .is_some_and(|d| m.op_parent(d) == Some(entry) && (m.is(d, "memref.alloc") || c_heap::is_alloc(m, d)));
        let returned_twice = ret_vals.iter().filter(|&&w| w == v).count() > 1;
        if !matches!(a, Activity::Active | Activity::Const) && fresh && !returned_twice {
            rev.cleanup.push(v);
        }
    }
    // Free what the sweeps allocated, then return.
    let kept: Vec<Value> = rev.cleanup.iter().chain(&shadow_args).copied().collect();
    if let Some(cell) = rev.free_log.take() {
        loop_allocs::empty_free_log(m, InsertPoint::End(entry), cell, &kept);
    }

    for c in std::mem::take(&mut rev.cleanup) {
        pointers::release(m, InsertPoint::End(entry), c);
    }
    for (cond, then, other) in std::mem::take(&mut rev.cleanup_when) {
        let iff = Builder::new(m, InsertPoint::End(entry)).create(OpSpec::new("scf.if").operands(&[cond]).regions(2));
        for (k, vs) in [then, other].into_iter().enumerate() {
            let b = m.create_block(&[]);
            let rg = m.region(iff, k);
            m.append_block(rg, b);
            for v in vs {
                pointers::release(m, InsertPoint::End(b), v);
            }
            Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield"));
        }
    }
    if let Some(bx) = rev.stack.filter(|_| !variant.stack) {
        augment::release_stack(m, InsertPoint::End(entry), bx);
    }
    let mut outs = Vec::new();
    for (i, a) in rets.iter().enumerate() {
        if matches!(a, Activity::Active | Activity::Const) {
            outs.push(ret_vals[i]);
        }
    }
    for (i, a) in args.iter().enumerate() {
        if *a == Activity::Active {
            let v = primal_args[i];
            let g = match rev.adj.get(&v) {
                Some(&g) => g,
                None => {
                    let ty = m.value_type(v).clone();
                    Builder::new(m, ip).const_float(0.0, ty)
                }
            };
            outs.push(g);
        }
    }
    let r = m.create_op(OpSpec::new("func.return").operands(&outs));
    m.append_op(entry, r);
    // `enzyme.ignore_derivatives` has done its job (no adjoint went
    // through it): in the derivative it is its operand.
    let loop_pairs = std::mem::take(&mut rev.loop_pairs);
    augment::inline_small_pairs(m, cache, g);
    cleanup::clean(m, g);
    // Memory that may alias other memory (`written_after`) is left alone:
    // the fusion's reordering takes distinct arguments as distinct memory.
    let (fused, unfused) =
        if !cache.no_loop_fusion && variant.written_after.is_empty() && variant.globals_after.is_empty() {
            fuse::fuse_loops(m, g, &loop_pairs)
        } else {
            Default::default()
        };
    if !fused.is_empty() {
        cleanup::clean(m, g);
    }
    hoist_reads::hoist(m, g);
    let fname = m.symbol_name(primal).unwrap_or("?").to_string();
    let (fused, unfused) = if cache.quiet { (Vec::new(), Vec::new()) } else { (fused, unfused) };
    for lp in fused {
        let site = crate::exec::error::op_location(m, lp).unwrap_or_else(|| "?".into());
        cache.remarks.push(format!(
            "{site}: remark: tape of @{fname}: none for this loop: its reverse runs at the end of each of its iterations (fused), where the values it needs are at hand"
        ));
    }
    for (lp, why) in unfused {
        let site = crate::exec::error::op_location(m, lp).unwrap_or_else(|| "?".into());
        cache.remarks.push(format!(
            "{site}: remark: tape of @{fname}: this loop's reverse runs after the forward sweep, not fused into the loop: {why}"
        ));
    }
    tape_remarks::tape_remarks(m, cache, primal, g);
    // (A derivative made to be cut keeps its stream marks for the cut.)
    if !variant.cut {
        nest_stream::strip_marks(m, g);
    }
    for o in m.collect_ops(g) {
        if m.attr(o, calls::SNAPSHOT_COPY).is_some() {
            m.remove_attr(o, calls::SNAPSHOT_COPY);
        }
        if m.attr(o, loop_pointers::RELOADED).is_some() {
            m.remove_attr(o, loop_pointers::RELOADED);
        }
        // (Copies of ops a rewrite made say so, for error messages.)
        if m.attr(o, crate::ad::cfg::MADE_FROM).is_some() {
            m.remove_attr(o, crate::ad::cfg::MADE_FROM);
        }
        if m.is(o, "enzyme.ignore_derivatives") {
            let v = m.operand(o, 0);
            m.replace_op(o, &[v]);
        }
    }
    Ok(marker)
}

/// `0.0` of a float type.
pub(super) fn zero(m: &mut Module, ip: InsertPoint, ty: &Type) -> Value {
    Builder::new(m, ip)
        .value(OpSpec::new("arith.constant").attr("value", Attribute::float(0.0, ty.clone())).result(ty.clone()))
}
