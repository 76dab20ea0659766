//! The verifier: region and terminator structure, each known op's own checks
//! (its `OpDef::verify`), SSA dominance (see `dominance`) and symbol uses
//! (see `symbols`). Errors are diagnostics at the offending op, worded like
//! MLIR's: `'func.return' op has 1 operands, but ...`.

mod dominance;
mod symbols;

pub use dominance::DomTree;

use crate::dialects::{self, Traits};
use crate::ir::{Module, OpId, WalkControl};
use crate::syntax::Diagnostic;

/// Verify the whole module; the first problem found is returned.
pub fn verify(m: &Module) -> Result<(), Diagnostic> {
    let mut err = None;
    m.walk_pre(m.top, &mut |op| match verify_op_local(m, op) {
        Ok(()) => WalkControl::Continue,
        Err(e) => {
            err = Some(e);
            WalkControl::Stop
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    symbols::verify_symbols(m)?;
    dominance::verify_dominance(m)
}

fn op_error(m: &Module, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::for_op(m, op, format!("'{}' op {msg}", m.name(op)))
}

/// Checks that only need the op itself and its immediate regions.
fn verify_op_local(m: &Module, op: OpId) -> Result<(), Diagnostic> {
    let def = dialects::lookup(m.name(op));
    let traits = def.map_or(Traits::NONE, |d| d.traits);
    // Successors only on terminators, targeting blocks of the same region
    // with matching arguments.
    if !m.successors(op).is_empty() {
        if def.is_some() && !traits.is_terminator() {
            return Err(op_error(m, op, "has successors but is not a terminator"));
        }
        let region = m.op_parent(op).and_then(|b| m.block_parent(b));
        for (i, s) in m.successors(op).iter().enumerate() {
            if m.block_parent(s.block) != region || region.is_none() {
                return Err(op_error(m, op, format!("successor #{i} is not in the same region")));
            }
            if Some(s.block) == region.and_then(|r| m.entry_block(r)) {
                return Err(op_error(m, op, "cannot branch to the entry block of a region"));
            }
            let args = m.successor_args(op, i);
            let params = m.block_args(s.block);
            if def.is_some() || !args.is_empty() {
                if args.len() != params.len() {
                    return Err(op_error(
                        m,
                        op,
                        format!(
                            "branch has {} operands for successor #{i}, but target block has {}",
                            args.len(),
                            params.len()
                        ),
                    ));
                }
                for (k, (&a, &p)) in args.iter().zip(params).enumerate() {
                    if m.value_type(a) != m.value_type(p) {
                        return Err(op_error(
                            m,
                            op,
                            format!(
                                "type mismatch for successor operand #{k} of successor #{i}: '{}' vs block argument '{}'",
                                m.value_type(a),
                                m.value_type(p)
                            ),
                        ));
                    }
                }
            }
        }
    }
    if let Some(d) = def {
        if traits.has(Traits::SINGLE_BLOCK) {
            for (i, &r) in m.regions(op).iter().enumerate() {
                if m.blocks(r).len() > 1 {
                    return Err(op_error(m, op, format!("expects region #{i} to have 0 or 1 blocks")));
                }
            }
        }
        // Terminators: every block of a known op's region ends with one,
        // unless the op says its blocks need none.
        if !traits.has(Traits::NO_TERMINATOR) {
            for &r in m.regions(op) {
                for &b in m.blocks(r) {
                    let Some(last) = m.last_op(b) else {
                        let pos = m.block_data(b).pos.or(m.op(op).pos).unwrap_or_default();
                        return Err(Diagnostic::at_module_pos(m, pos, "empty block: expect at least a terminator"));
                    };
                    let last_def = dialects::lookup(m.name(last));
                    if last_def.is_some_and(|ld| !ld.traits.is_terminator()) {
                        if let Some(t) = m.block_ops(b).find(|&o| dialects::traits(m, o).is_terminator()) {
                            return Err(op_error(m, t, "must be the last operation in the parent block"));
                        }
                        return Err(op_error(
                            m,
                            last,
                            "is not a terminator, but ends a block (a block must end with a terminator)",
                        ));
                    }
                }
            }
        }
        // A known terminator must end its block.
        if traits.is_terminator() && m.next_op(op).is_some() {
            return Err(op_error(m, op, "must be the last operation in the parent block"));
        }
        if let Some(v) = d.verify {
            v(m, op).map_err(|msg| op_error(m, op, msg))?;
        }
    }
    Ok(())
}
