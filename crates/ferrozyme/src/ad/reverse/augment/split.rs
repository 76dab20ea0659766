//! The augmented pair of a function requested in split mode
//! (`enzyme.autodiff_split_mode.*`, `ReverseModePrimal` / `Gradient`): its
//! tape outlives the call, for as long as its holder likes.
//!
//! - All the memory the function reaches through its arguments and
//!   globals counts as changed before the reverse runs (the caller may do
//!   anything with it in between), so every load the reverse needs is
//!   recorded on the tape, never redone.
//! - Its reverse frees the tape's buffers, as any pair's does: a tape
//!   serves one reverse call.

use super::{pair, AugKey, AugPair, TapeKind};
use crate::ad::activity::{is_memory, signature};
use crate::ad::reverse::ReverseCache;
use crate::ir::{Activity, Module, OpId};

/// The split-mode pair of `f` (`globals`: the globals it touches), or why
/// there is none.
pub(in crate::ad::reverse) fn split_pair(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    globals: Vec<String>,
) -> Result<AugPair, String> {
    let (inputs, results) = signature(m, f);
    if let Some(t) = results.iter().find(|t| !crate::ad::reverse::loops::is_scalar(t)) {
        return Err(format!("it returns a '{t}' (pairs return scalars only)"));
    }
    // (A pair returns every primal result; the split primal drops the
    // ones not needed.)
    let mut pair_rets = Vec::new();
    for a in rets {
        pair_rets.push(match a {
            Activity::Active | Activity::ActiveNoNeed => Activity::Active,
            Activity::Const | Activity::ConstNoNeed => Activity::Const,
            other => return Err(format!("a result is {}, which pairs do not take", other.keyword())),
        });
    }
    let after = (0..inputs.len()).filter(|&i| is_memory(&inputs[i])).collect();
    let key = AugKey {
        callee: f,
        args: args.to_vec(),
        rets: pair_rets,
        after,
        globals_after: globals,
        tape: TapeKind::Split,
    };
    pair(m, cache, key)
}
