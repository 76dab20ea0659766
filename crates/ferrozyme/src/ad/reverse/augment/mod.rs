//! Augmented pairs for calls: a callee's combined derivative cut in two at
//! the end of its forward sweep.
//!
//! - The *augmented primal* `@<f>.aug` takes the arguments (and shadows),
//!   runs the primal with its loop records, and returns the primal results
//!   followed by the *tape*: every value of its forward sweep that its
//!   reverse sweep uses (loaded values, intermediates such as a `sin`, loop
//!   records and the other buffers it allocated).
//! - The *reverse* `@<f>.rev` takes the arguments, the seeds of the active
//!   results and the tape, returns the gradients of the active arguments,
//!   and frees the tape's buffers.
//!
//! A caller's forward sweep calls the augmented primal where the call was;
//! its reverse sweep calls the reverse with the tape values, which are
//! ordinary forward values to it (kept per iteration in loops, like any
//! recorded call result). The callee then runs once, not twice, and no
//! argument memory is snapshotted: memory the caller may change between the
//! call and its adjoint (the overwritten-arguments analysis says which)
//! counts as written inside the callee (`Variant::written_after`), so the
//! callee's loads from it are recorded on the tape.
//!
//! Where the site allows it (`TapeKind`), a tape's scalars are *packed*
//! (`pack`): written into a buffer the outermost derivative allocates
//! (for every iteration of a top-level loop, at a site in one), the
//! callee's own callees writing theirs after them; the pair then takes
//! the buffer and an offset instead of returning them, so tapes do not
//! pile up in the callers of a chain of calls.
//!
//! The cut is checked, not assumed: the reverse half may read primal memory
//! only where the caller leaves it as the call left it, may write only
//! shadows and memory it owns, may call only functions that touch no
//! memory, and may not use stack memory of the augmented primal. When any
//! of that fails (e.g. the callee calls functions that touch memory), the
//! call is replayed instead (`calls`).
//!
//! Here: the pairs and their cache; `cut` checks and makes a cut (`roots`:
//! where the memory it touches comes from), `pack`
//! packs a tape's scalars in a buffer, `sites` rewrites the calls of a
//! caller, `inline` inlines the small pairs.

mod cut;
mod heap;
mod inline;
mod pack;
mod roots;
mod sites;
mod split;
mod stack;

pub(super) use heap::calls_malloc;
pub(super) use inline::{drop_unused_pairs, inline_small_pairs};
pub(super) use pack::{buffer_type as tape_buffer_type, TAPE_SLOT};
pub(super) use roots::{carried_sources, slot_stores};
pub(super) use split::split_pair;
pub(super) use stack::{reaches_recursion, release as release_stack, TAPE_STACK};

use super::{derive_with, ReverseCache, Variant};
use crate::ad::activity::callee_of;
use crate::analysis::overwritten::CallPlan;
use crate::ir::{Activity, Module, OpId, Type, Value};
use cut::{Cut, Shape};
use heap::{promote_stack_memory, sink_shadow_views, strip_heap_marks};

/// A callee's augmented primal and reverse.
#[derive(Clone, Debug)]
pub(super) struct AugPair {
    pub aug: String,
    pub rev: String,
    /// Types of the tape values (after the primal results of `aug`).
    pub tape: Vec<Type>,
    /// A packed tape (`pack`): the words of the tape buffer that `aug` and
    /// `rev` take last, with an offset, for it and its callees.
    pub words: Option<u64>,
    /// Which of the reverse's natural operands (arguments with shadows,
    /// seeds, tape) it takes: the unused ones are dropped.
    pub rev_takes: Vec<bool>,
    /// What each operand the reverse takes is.
    pub rev_operands: Vec<RevOperand>,
    /// Arguments (by index) the reverse does not read in place (their
    /// loads are on the tape).
    pub after: Vec<usize>,
    /// Its tape goes on a stack (`stack`) both functions take last: the
    /// scalars and the buffers each call pushes (`None` while the pair is
    /// being made).
    pub stack: Option<Option<(u64, usize)>>,
    /// The arguments (by index) whose shadows `aug` takes, after the
    /// primal arguments and the tape buffer or stack: its forward half
    /// uses them (it loads shadow pointers from a shadow struct, say).
    pub shadows: Vec<usize>,
}

/// An operand of a reverse function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RevOperand {
    Primal(usize),
    Shadow,
    Seed,
    Tape,
}

impl AugPair {
    /// Bytes of the tape values that are scalars (`None`: some are not).
    pub fn scalar_bytes(&self) -> Option<u64> {
        self.tape.iter().try_fold(0, |acc, t| super::loops::is_scalar(t).then(|| acc + super::calls::elem_bytes(t)))
    }
}

/// A call of an augmented primal in a caller's forward sweep.
#[derive(Clone, Debug)]
pub(super) struct AugCall {
    pub pair: AugPair,
    /// The primal operands of the call, in order.
    pub args: Vec<Value>,
    pub arg_acts: Vec<Activity>,
    /// `Active` or `Const`, per primal result.
    pub ret_acts: Vec<Activity>,
    /// The overwritten-arguments analysis of the call (for remarks).
    pub plan: Option<CallPlan>,
    /// Its part of a tape buffer (`pack`): buffer and offset.
    pub buffer: Option<(Value, Value)>,
    /// The stack it pushes its tape on (`stack`).
    pub stack: Option<Value>,
    /// The buffer, when this derivative allocated it (freed after the reverse).
    pub owned: Option<Value>,
}

/// The most values a tape may pass as values. The tapes of a callee's own
/// augmented calls pass through it: where they cannot be packed (in loops,
/// or buffers) they add up down a chain of calls, so the list is bounded
/// (past it, the call is replayed).
const MAX_TAPE_VALUES: usize = 16;

/// What tape a call site can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum TapeKind {
    /// Scalar values only: a site in a loop or a branch (its tape is kept
    /// per iteration, or leaves the branch, like any scalar).
    Scalars,
    /// Values, buffers included (a site at the top of a function whose
    /// own tape cannot be packed).
    Values,
    /// Values, or a packed tape (`pack`).
    Packed,
    /// Scalar values, or a packed tape: a site in a top-level branch of a
    /// derivative that is not cut, which allocates words before it.
    PackedScalars,
    /// Values, buffers included, or a packed tape: a site in the body of a
    /// top-level `scf.for` of a derivative that is not cut. The loop
    /// records the tape's values per iteration like any call result, a
    /// buffer as its descriptor (in a memref of memrefs), so a callee whose
    /// tape holds the records of its own loops runs once, not twice; its
    /// reverse frees them iteration by iteration. Words for a packed tape
    /// are allocated for every iteration before the loop.
    PackedIterated,
    /// Values, buffers included, kept per iteration by a top-level
    /// `scf.for` of a derivative being cut (whose own tape words are
    /// fixed, so nothing is packed per iteration): its records, buffers of
    /// descriptors among them, go on its tape.
    Iterated,
    /// Values or a packed tape, kept by the caller of a split-mode
    /// derivative (`split`) for as long as it likes: every load from
    /// memory is recorded. Never shared with call sites, and a failure
    /// makes no callee replayed.
    Split,
    /// Nothing passes: the tape's scalars go on a stack (`stack`), for a
    /// callee that reaches recursion. Any site can take it.
    Stack,
}

impl TapeKind {
    /// Only scalars may pass as values.
    fn scalar_only(self) -> bool {
        matches!(self, TapeKind::Scalars | TapeKind::PackedScalars)
    }
    /// A loop keeps the tape's values per iteration, buffers included.
    fn iterated(self) -> bool {
        matches!(self, TapeKind::PackedIterated | TapeKind::Iterated)
    }
    /// The tape may be packed.
    fn packs(self) -> bool {
        matches!(self, TapeKind::Packed | TapeKind::PackedScalars | TapeKind::PackedIterated | TapeKind::Split)
    }
}

/// Key of a pair: callee, activities, memory written after the call
/// (arguments, globals), the tape its sites can take.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct AugKey {
    pub callee: OpId,
    pub args: Vec<Activity>,
    pub rets: Vec<Activity>,
    pub after: Vec<usize>,
    pub globals_after: Vec<String>,
    pub tape: TapeKind,
}

/// Generate (or reuse) the augmented pair of `callee`; `Err(why)` when
/// the cut is not possible (see the module doc).
fn pair(m: &mut Module, cache: &mut ReverseCache, key: AugKey) -> Result<AugPair, String> {
    if let Some(p) = cache.augmented.get(&key) {
        return p.clone();
    }
    if key.tape == TapeKind::Stack {
        return stack_pair(m, cache, key);
    }
    // A pair made for another kind of site serves when its tape fits.
    let fits = |p: &AugPair| {
        (key.tape.packs() || p.words.is_none())
            && (!key.tape.scalar_only() || p.scalar_bytes().is_some())
            && (!key.tape.iterated() || p.tape.iter().all(iterable))
    };
    let kinds = [
        TapeKind::Scalars,
        TapeKind::Values,
        TapeKind::Packed,
        TapeKind::PackedScalars,
        TapeKind::PackedIterated,
        TapeKind::Iterated,
    ];
    for tape in kinds {
        let other = AugKey { tape, ..key.clone() };
        let found = cache.augmented.get(&other).filter(|_| tape != key.tape && key.tape != TapeKind::Split);
        if let Some(Ok(p)) = found {
            if fits(p) {
                return Ok(p.clone());
            }
        }
    }
    // (Recursion: a callee reaching itself is replayed.)
    cache.augmented.insert(key.clone(), Err("the callee calls itself".into()));
    let r = build(m, cache, &key);
    // (A failure where the tape must be scalars, or must pass as values,
    // may be only the tape's buffers or length: only a failure where it
    // may pack makes the callee replayed for every site.)
    if r.is_err() && key.tape == TapeKind::Packed {
        cache.replayed.insert(key.callee);
    }
    cache.augmented.insert(key, r.clone());
    r
}

/// A tape value a top-level loop can record per iteration (`PackedIterated`).
fn iterable(t: &Type) -> bool {
    super::loops::is_scalar(t) || super::loops::is_tape_buffer(t)
}

/// The stack pair of `key.callee` (see `stack`): its functions are
/// declared first, for the recursive calls its derivation meets; if it
/// cannot be made, the stack pairs made meanwhile (which may call it) go too.
fn stack_pair(m: &mut Module, cache: &mut ReverseCache, key: AugKey) -> Result<AugPair, String> {
    let fname = m.symbol_name(key.callee).unwrap_or("f").to_string();
    let (inputs, results) = crate::ad::activity::signature(m, key.callee);
    let bx = stack::box_type();
    let mut rev_inputs = Vec::new();
    let mut rev_operands = Vec::new();
    for (i, (t, a)) in inputs.iter().zip(&key.args).enumerate() {
        rev_inputs.push(t.clone());
        rev_operands.push(RevOperand::Primal(i));
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            rev_inputs.push(t.clone());
            rev_operands.push(RevOperand::Shadow);
        }
    }
    for (t, a) in results.iter().zip(&key.rets) {
        if matches!(a, Activity::Active | Activity::ActiveNoNeed) {
            rev_inputs.push(t.clone());
            rev_operands.push(RevOperand::Seed);
        }
    }
    rev_inputs.push(bx.clone());
    rev_operands.push(RevOperand::Tape);
    let grads: Vec<Type> =
        inputs.iter().zip(&key.args).filter(|(_, a)| **a == Activity::Active).map(|(t, _)| t.clone()).collect();
    let aug_ty = crate::ir::FunctionType { inputs: [inputs.clone(), vec![bx]].concat(), results };
    let rev_ty = crate::ir::FunctionType { inputs: rev_inputs, results: grads };
    let aug = stack::declare(m, &format!("{fname}.aug"), aug_ty);
    let rev = stack::declare(m, &format!("{fname}.rev"), rev_ty);
    let pending = AugPair {
        aug: aug.clone(),
        rev: rev.clone(),
        tape: Vec::new(),
        words: None,
        rev_takes: vec![true; rev_operands.len()],
        rev_operands,
        after: key.after.clone(),
        stack: Some(None),
        shadows: Vec::new(),
    };
    let before: std::collections::HashSet<AugKey> = cache.augmented.keys().cloned().collect();
    cache.augmented.insert(key.clone(), Ok(pending.clone()));
    cache.aug_functions.insert(aug.clone(), pending.clone());
    cache.aug_functions.insert(rev.clone(), pending);
    cache.stack_builds += 1;
    let r = build(m, cache, &key);
    cache.stack_builds -= 1;
    if let Err(why) = &r {
        // (The declarations, and the stack pairs made meanwhile.)
        for n in [&aug, &rev] {
            cache.aug_functions.remove(n);
            if let Some(f) = m.lookup_symbol(n) {
                m.erase_op(f);
            }
        }
        let made: Vec<AugKey> = cache
            .augmented
            .iter()
            .filter(|(k, p)| !before.contains(*k) && p.as_ref().is_ok_and(|p| p.stack.is_some()))
            .map(|(k, _)| k.clone())
            .collect();
        for k in made {
            if let Some(Ok(p)) = cache.augmented.get(&k).cloned() {
                for n in [&p.aug, &p.rev] {
                    cache.aug_functions.remove(n);
                    if let Some(f) = m.lookup_symbol(n) {
                        m.erase_op(f);
                    }
                }
            }
            let msg = format!("it is part of a recursion through @{fname}, whose pair cannot be made: {why}");
            cache.augmented.insert(k, Err(msg));
        }
    }
    cache.augmented.insert(key, r.clone());
    r
}

fn build(m: &mut Module, cache: &mut ReverseCache, key: &AugKey) -> Result<AugPair, String> {
    let AugKey { callee, args, rets, after, globals_after, tape } = key;
    let scalar_only = tape.scalar_only();
    let stacked = *tape == TapeKind::Stack;
    // A callee calling a function already replayed would replay it in its
    // reverse half too: not worth deriving to find out. (A recursive one
    // replayed elsewhere may get a stack pair here.)
    for o in m.collect_ops(*callee).into_iter().filter(|_| !stacked) {
        if let Some(c) = callee_of(m, o).filter(|c| cache.replayed.contains(c)) {
            return Err(format!("it calls @{}, which is replayed", m.symbol_name(c).unwrap_or("?")));
        }
    }
    let variant = Variant {
        cut: true,
        packed: tape.packs(),
        written_after: after.clone(),
        globals_after: globals_after.clone(),
        name: None,
        stack: stacked,
        own_stack: *tape == TapeKind::Split,
    };
    cache.depth += 1;
    let d = derive_with(m, cache, *callee, args, rets, &variant);
    cache.depth -= 1;
    let d = d.map_err(|e| e.message)?;
    let fname = m.symbol_name(*callee).unwrap_or("f").to_string();
    let shape = Shape::of(args, rets);
    // (A stack pair's functions were declared under these names.)
    let names = match cache.augmented.get(key) {
        Some(Ok(p)) if stacked => Some((p.aug.clone(), p.rev.clone())),
        _ => None,
    };
    let r = match d.marker {
        Some(marker) => {
            sink_shadow_views(m, d.func, marker, &shape);
            let marked = promote_stack_memory(m, d.func, marker);
            Cut::plan(m, cache, d.func, marker, &shape, after, globals_after).and_then(|mut c| {
                match stacked {
                    true => c.stack(m, d.func, &shape)?,
                    false => c.pack(m, tape.packs())?,
                }
                // (A split-mode tape does not pass through a caller.)
                if c.listed.len() > MAX_TAPE_VALUES && *tape != TapeKind::Split {
                    return Err(format!(
                        "its tape would hold {} values (more than {MAX_TAPE_VALUES}: the tapes of its own callees pass through it)",
                        c.listed.len()
                    ));
                }
                if scalar_only && !c.listed.iter().all(|&v| super::loops::is_scalar(m.value_type(v))) {
                    return Err(
                        "its tape holds buffers (records of its loops, or its temporaries), which a loop nested in a loop whose trip count is known only when it starts, or a branch, cannot keep per iteration"
                            .into(),
                    );
                }
                let odd = c.listed.iter().find(|&&v| tape.iterated() && !iterable(m.value_type(v)));
                if let Some(&v) = odd {
                    return Err(format!(
                        "its tape holds a value of type '{}', which a loop cannot keep per iteration",
                        m.value_type(v)
                    ));
                }
                let contents = if cache.quiet { Vec::new() } else { c.describe(m) };
                let p = c
                    .apply(m, d.func, marker, &shape, (&fname, names), after)
                    .ok_or_else(|| "the derivative has no entry block".to_string())?;
                let marked_fns = [&p.aug, &p.rev].into_iter().filter_map(|n| m.lookup_symbol(n));
                for f in marked_fns.collect::<Vec<_>>() {
                    if marked {
                        strip_heap_marks(m, f);
                    }
                    super::nest_stream::strip_marks(m, f);
                }
                if !cache.quiet {
                    let site = crate::exec::error::op_location(m, *callee).unwrap_or_else(|| "?".into());
                    let held = if contents.is_empty() { "nothing".to_string() } else { contents.join("; ") };
                    cache.remarks.push(format!(
                        "{site}: remark: tape of @{}: forward values its reverse @{} reads: {held}",
                        p.aug, p.rev
                    ));
                }
                Ok(p)
            })
        }
        None => Err("the derivative has no end of its forward sweep".into()),
    };
    m.erase_op(d.func);
    if let Ok(p) = &r {
        cache.aug_functions.insert(p.aug.clone(), p.clone());
        cache.aug_functions.insert(p.rev.clone(), p.clone());
    }
    r
}
