//! Tangents through control flow. Structured ops carry the tangents of
//! their active values as extra operands, results, region arguments and
//! yielded values (appended after the primal ones, one per batch lane);
//! branches pass the tangents of their successor operands to the tangent
//! block arguments added up front (`FwdFn::add_block_tangent_args`).

use super::FwdFn;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

impl FwdFn<'_> {
    /// Append tangent operands to terminator `t` for the yielded values at
    /// `positions` (offset into the terminator's operands by `skip`).
    fn extend_terminator(&mut self, m: &mut Module, t: OpId, skip: usize, positions: &[usize]) {
        let vals = m.operands(t).to_vec();
        let mut extra = Vec::new();
        for &i in positions {
            let v = vals[skip + i];
            extra.extend(self.tangents_or_zero(m, v, t));
        }
        let mut all = vals;
        all.extend(extra);
        m.set_plain_operands(t, &all);
    }

    /// Add tangent results for the results at `positions`.
    fn extend_results(&mut self, m: &mut Module, op: OpId, positions: &[usize]) {
        for &i in positions {
            let r = m.result(op, i);
            let ty = m.value_type(r).clone();
            let lanes = (0..self.width).map(|_| m.push_result(op, ty.clone())).collect();
            self.tan.insert(r, lanes);
        }
    }

    /// Add tangent block arguments for the arguments at `positions` (offset by `skip`).
    fn extend_block_args(&mut self, m: &mut Module, b: crate::ir::BlockId, skip: usize, positions: &[usize]) {
        for &i in positions {
            let a = m.block_arg(b, skip + i);
            let ty = m.value_type(a).clone();
            let lanes = (0..self.width).map(|_| m.add_block_arg(b, ty.clone())).collect();
            self.tan.insert(a, lanes);
        }
    }

    /// Terminators (yield-like) of `op`'s regions whose parent is `op`.
    fn yields_of(m: &Module, op: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        for &r in m.regions(op) {
            for &b in m.blocks(r) {
                if let Some(t) = m.last_op(b) {
                    if matches!(m.name(t).as_str(), "scf.yield" | "memref.alloca_scope.return") {
                        v.push(t);
                    }
                }
            }
        }
        v
    }

    pub fn control(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let name = m.name(op).as_str();
        let results = m.results(op).to_vec();
        let active: Vec<usize> = (0..results.len()).filter(|&i| self.active(m, results[i])).collect();
        match name {
            "scf.for" => {
                let body = m.entry_block(m.region(op, 0)).ok_or_else(|| Self::error(m, op, "has no body"))?;
                // Tangent inits before the loop.
                let inits: Vec<Value> = m.operands(op)[3..].to_vec();
                let mut extra = Vec::new();
                for &i in &active {
                    extra.extend(self.tangents_or_zero(m, inits[i], op));
                }
                for v in extra {
                    m.push_operand(op, v);
                }
                self.extend_block_args(m, body, 1, &active);
                self.extend_results(m, op, &active);
                self.region(m, m.region(op, 0))?;
                if let Some(t) = m.last_op(body) {
                    self.extend_terminator(m, t, 0, &active);
                }
            }
            "scf.if" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope" => {
                self.extend_results(m, op, &active);
                for r in m.regions(op).to_vec() {
                    self.region(m, r)?;
                }
                for t in Self::yields_of(m, op) {
                    self.extend_terminator(m, t, 0, &active);
                }
            }
            "scf.while" => {
                let before =
                    m.entry_block(m.region(op, 0)).ok_or_else(|| Self::error(m, op, "has no before region"))?;
                let after = m.entry_block(m.region(op, 1)).ok_or_else(|| Self::error(m, op, "has no after region"))?;
                let n_before = m.block_args(before).len();
                let before_active: Vec<usize> =
                    (0..n_before).filter(|&i| self.active(m, m.block_arg(before, i))).collect();
                let inits: Vec<Value> = m.operands(op).to_vec();
                let mut extra = Vec::new();
                for &i in &before_active {
                    extra.extend(self.tangents_or_zero(m, inits[i], op));
                }
                for v in extra {
                    m.push_operand(op, v);
                }
                self.extend_block_args(m, before, 0, &before_active);
                // After-region arguments and results share positions.
                let n_after = m.block_args(after).len();
                let after_active: Vec<usize> =
                    (0..n_after).filter(|&i| self.active(m, m.block_arg(after, i)) || active.contains(&i)).collect();
                self.extend_block_args(m, after, 0, &after_active);
                self.extend_results(m, op, &after_active);
                self.region(m, m.region(op, 0))?;
                self.region(m, m.region(op, 1))?;
                if let Some(c) = m.last_op(before) {
                    self.extend_terminator(m, c, 1, &after_active);
                }
                if let Some(y) = m.last_op(after) {
                    self.extend_terminator(m, y, 0, &before_active);
                }
            }
            "scf.parallel" => {
                if !active.is_empty() {
                    return Err(Self::error(
                        m,
                        op,
                        "forward mode of scf.parallel with active reductions is not supported yet",
                    ));
                }
                self.region(m, m.region(op, 0))?;
            }
            _ => return Err(Self::error(m, op, "is not supported in forward mode")),
        }
        Ok(())
    }

    /// Pass tangents to the tangent block arguments of each successor.
    pub fn branch(&mut self, m: &mut Module, op: OpId) {
        for i in 0..m.successors(op).len() {
            let target = m.successors(op)[i].block;
            let args = m.successor_args(op, i).to_vec();
            let mut extra = Vec::new();
            for (k, &a) in args.iter().enumerate() {
                let param = m.block_arg(target, k);
                if self.tan.contains_key(&param) {
                    extra.extend(self.tangents_or_zero(m, a, op));
                }
            }
            if !extra.is_empty() {
                let mut all = args;
                all.extend(extra);
                m.set_successor_args(op, i, &all);
            }
        }
    }
}
