//! Walking nested IR in pre-order or post-order.

use super::{Module, OpId};

/// What a walk callback asks for next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkControl {
    Continue,
    /// Do not visit the operations nested in this one (pre-order only).
    Skip,
    Stop,
}

impl Module {
    /// Visit `root` and everything nested in it, parents before children.
    pub fn walk_pre(&self, root: OpId, f: &mut dyn FnMut(OpId) -> WalkControl) -> WalkControl {
        match f(root) {
            WalkControl::Stop => return WalkControl::Stop,
            WalkControl::Skip => return WalkControl::Continue,
            WalkControl::Continue => {}
        }
        for &r in self.regions(root) {
            for &b in self.blocks(r) {
                for op in self.block_ops(b) {
                    if self.walk_pre(op, f) == WalkControl::Stop {
                        return WalkControl::Stop;
                    }
                }
            }
        }
        WalkControl::Continue
    }

    /// Visit everything nested in `root`, then `root`: children before parents.
    pub fn walk_post(&self, root: OpId, f: &mut dyn FnMut(OpId)) {
        for &r in self.regions(root) {
            for &b in self.blocks(r) {
                for op in self.block_ops(b) {
                    self.walk_post(op, f);
                }
            }
        }
        f(root);
    }

    /// All operations nested in `root` (inclusive), pre-order.
    pub fn collect_ops(&self, root: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk_pre(root, &mut |op| {
            v.push(op);
            WalkControl::Continue
        });
        v
    }
}
