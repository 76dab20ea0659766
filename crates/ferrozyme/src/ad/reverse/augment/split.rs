//! The augmented pair of a function requested in split mode
//! (`enzyme.autodiff_split_mode.*`, `ReverseModePrimal` / `Gradient`): its
//! tape outlives the call, for as long as its holder likes.
//!
//! - Memory the caller may change before the reverse runs (`after`: the
//!   arguments whose memory the split primal cannot copy, and every
//!   global) counts as changed: every load of it the reverse needs is
//!   recorded on the tape, never redone. The reverse reads the other
//!   arguments in place, from the copy of them the split primal keeps.
//! - Its reverse frees the tape's buffers, as any pair's does: a tape
//!   serves one reverse call.

use super::{pair, AugKey, AugPair, TapeKind};
use crate::ad::activity::signature;
use crate::ad::reverse::ReverseCache;
use crate::ir::{Activity, Module, OpId};

/// The split-mode pair of `f` (`after`: the arguments its reverse may not
/// read in place; `globals`: the globals it touches), or why there is none.
pub(in crate::ad::reverse) fn split_pair(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    after: Vec<usize>,
    globals: Vec<String>,
) -> Result<AugPair, String> {
    let (_, results) = signature(m, f);
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
