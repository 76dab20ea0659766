//! Split mode: an *augmented primal* that runs the primal and returns a
//! tape, and a *reverse* function that takes the adjoint seeds and the tape
//! and returns the gradients — usable long after the primal ran, whatever
//! happened to memory in between.
//!
//! Two ways to make them, the first that applies:
//! - `split_cut`: the function's augmented pair, cut from its combined
//!   derivative (`augment`), with a tape of the forward values its reverse
//!   sweep reads (every load from memory included, since memory may
//!   change before the reverse runs). The primal runs once.
//! - `split_replay`: a tape that is a copy of the inputs, from which the
//!   reverse replays the whole combined derivative.
//!
//! After lowering, a `!enzyme.Tape` is the list of tape values (as
//! Enzyme-MLIR flattens it): extra results of the augmented primal, extra
//! operands of the reverse. The reverse frees the buffers the tape owns
//! (as Enzyme's frees its tape): a tape serves one reverse call. (From
//! Rust, a tape is returned values like any other: passing them to the
//! reverse hands them back.) A primal request whose tape no reverse takes
//! is lowered to a call of the function itself.

use super::ReverseCache;
use crate::ad::activity::signature;
use crate::ir::{Activity, Module, OpId, Type};
use crate::syntax::Diagnostic;

/// One value of a tape.
#[derive(Clone, Debug)]
pub struct TapeSlot {
    pub ty: Type,
    /// A buffer the tape owns (the reverse frees it).
    pub owned: bool,
    /// What it holds, for `--print-tape` and messages.
    pub what: String,
}

/// A split-mode derivative.
#[derive(Clone, Debug)]
pub struct SplitPair {
    /// `(primal args with shadows) -> (active/const primal results, tape...)`.
    pub primal: String,
    /// `(seeds, tape...) -> (gradients of active args)`.
    pub reverse: String,
    pub tape: Vec<TapeSlot>,
    /// Why the reverse replays the combined derivative from a copy of the
    /// inputs (`split_replay`); `None`: it runs the reverse half of the
    /// function's augmented pair from its tape (`split_cut`).
    pub replay: Option<String>,
}

impl SplitPair {
    /// Bytes of the owned tape buffers with static shapes (`None`: some are dynamic).
    pub fn static_bytes(&self) -> Option<u64> {
        self.tape.iter().filter(|s| s.owned).try_fold(0u64, |acc, s| {
            match &s.ty {
                Type::MemRef(mt) => mt.shape.iter().try_fold(super::calls::elem_bytes(&mt.elem), |a, d| match d {
                    crate::ir::Dim::Static(n) => Some(a * *n as u64),
                    crate::ir::Dim::Dynamic => None,
                }),
                _ => None,
            }
            .map(|b| acc + b)
        })
    }
}

/// What memory the caller may change between the split primal and the
/// reverse (Enzyme.jl's `ModifiedBetween`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum ModifiedBetween {
    /// Any memory (the default): the tape keeps, or copies, everything
    /// the reverse reads.
    #[default]
    All,
    /// Only the memory of these arguments (by index), and no global: the
    /// reverse reads the other arguments and the globals in place.
    Args(Vec<usize>),
}

impl ModifiedBetween {
    /// May argument `i`'s memory change?
    pub fn arg(&self, i: usize) -> bool {
        match self {
            ModifiedBetween::All => true,
            ModifiedBetween::Args(v) => v.contains(&i),
        }
    }

    /// May globals change?
    pub fn globals(&self) -> bool {
        *self == ModifiedBetween::All
    }
}

/// Generate (or reuse) the split-mode pair of `f` for these activities,
/// for a caller that may change any memory between the two calls.
pub fn split_derivative(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
) -> Result<SplitPair, Diagnostic> {
    split_derivative_with(m, cache, f, args, rets, &ModifiedBetween::All)
}

/// Generate (or reuse) the split-mode pair of `f` for these activities,
/// for a caller that changes only the memory `modified` says between the
/// two calls.
pub fn split_derivative_with(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    modified: &ModifiedBetween,
) -> Result<SplitPair, Diagnostic> {
    let key = (f, args.to_vec(), rets.to_vec(), modified.clone());
    if let Some(p) = cache.split.get(&key) {
        return Ok(p.clone());
    }
    // (Calls of the C math library become `math` ops first: their
    // declarations' memory effects are unknown.)
    if crate::ad::needs_preparing(m) {
        crate::ad::prepare(m);
        cache.effects = None;
    }
    // An argument the function frees (in its one block), which the caller may change before
    // the reverse (so the tape keeps a copy of it): the derivative's
    // postponed free would free the copy, the tape's release again, and the
    // argument never (reader-16: a double free).
    let frees = crate::ad::callee_frees::arg_frees(m, f).unwrap_or_default();
    if let Some(&(i, _)) = frees.iter().find(|&&(i, _)| modified.arg(i)) {
        let fname = crate::rewrite::aggregates::source_name(m, f);
        return Err(super::err(
            m,
            f,
            format!("split mode of @{fname}: it frees argument #{i}, which the caller may change before the reverse; keeping it on the tape is not supported yet (split mode with memory unchanged between the calls is)"),
        ));
    }
    // Aggregates only in the body: the pair of the flattened copy. (With
    // aggregates in the signature, the tape holds them as values and the
    // reverse replays the adapter `reverse_derivative` makes.)
    let (inputs, results) = signature(m, f);
    let in_signature = inputs.iter().chain(&results).any(|t| crate::rewrite::aggregates::Kinds::ALL.splits(t));
    let flat = if in_signature { None } else { crate::rewrite::aggregates::flat_copy(m, f)? };
    if let Some(flat) = flat {
        cache.effects = None;
        let pair = split_derivative_with(m, cache, flat, args, rets, modified)?;
        cache.split.insert(key, pair.clone());
        if cache.depth == 0 {
            // (The pair calls the flat copy: it stays, unmarked.)
            crate::rewrite::aggregates::unmark_flat_copies(m);
        }
        return Ok(pair);
    }
    let fname = crate::rewrite::aggregates::source_name(m, f);
    let site = crate::exec::error::op_location(m, f).unwrap_or_else(|| "?".into());
    let pair = match super::split_cut::split_by_cut(m, cache, f, args, rets, modified) {
        Ok((pair, what)) => {
            cache.remarks.push(format!(
                "{site}: remark: tape of @{fname} in split mode: @{} returns the tape of its augmented primal, @{} runs its reverse from it (the primal does not run again): {what}",
                pair.primal, pair.reverse
            ));
            pair
        }
        Err(why) => {
            let pair = super::split_replay::split_by_replay(m, cache, f, args, rets, why.clone())?;
            cache.remarks.push(format!(
                "{site}: remark: tape of @{fname} in split mode: a copy of the inputs it reads, from which @{} replays its combined derivative (no augmented pair: {why})",
                pair.reverse
            ));
            pair
        }
    };
    if cache.depth == 0 {
        super::augment::drop_unused_pairs(m, cache);
        // (A replayed adapter of aggregates in the signature calls flat
        // copies: they stay, unmarked.)
        crate::rewrite::aggregates::unmark_flat_copies(m);
    }
    cache.split.insert(key, pair.clone());
    Ok(pair)
}

/// A new function `@<prefix>_<f>` of type `ty`, placed where `f` is, whose
/// entry block holds only a `func.return`: its name, entry and return.
pub(super) fn new_function(
    m: &mut Module,
    f: OpId,
    prefix: &str,
    ty: crate::ir::FunctionType,
) -> (String, crate::ir::BlockId, OpId) {
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    let name = m.fresh_symbol_name(&format!("{prefix}_{fname}"));
    let (op, entry) = crate::dialects::func::create_func(m, &name, ty, true);
    m.op_mut(op).pos = m.op(f).pos;
    let ret = m.create_op(crate::ir::OpSpec::new("func.return"));
    m.append_op(entry, ret);
    (name, entry, ret)
}
