//! Blocks in an order where every value is defined before the blocks that
//! use it: MLIR only asks that a definition dominate its uses, so a block
//! may use a value of a block written after it (`mlir-translate
//! --import-llvm` keeps LLVM's block order, which does this routinely;
//! reader-43). The engines and the AD transformations walk a region's
//! blocks in order, so regions are put in reverse post-order from their
//! entry block (any such order lists a block after the blocks dominating
//! it); blocks no branch reaches keep their order, at the end.

use crate::ir::{BlockId, Module, OpId, RegionId};

/// The regions (of any op, at any depth) whose blocks are not in a
/// dominance order, with the order they get.
fn found(m: &Module) -> Vec<(RegionId, Vec<BlockId>)> {
    let mut out = Vec::new();
    let tops: Vec<OpId> = m.block_ops(m.body()).collect();
    for f in tops {
        for op in m.collect_ops(f) {
            for &r in m.regions(op) {
                if m.blocks(r).len() < 2 {
                    continue;
                }
                let order = reverse_post_order(m, r);
                if order != m.blocks(r) {
                    out.push((r, order));
                }
            }
        }
    }
    out
}

/// The blocks of `r` in reverse post-order of a depth-first walk from its
/// entry block along branch successors, unreached blocks after them.
fn reverse_post_order(m: &Module, r: RegionId) -> Vec<BlockId> {
    let blocks = m.blocks(r);
    let succs = |b: BlockId| -> Vec<BlockId> {
        m.last_op(b).map(|t| m.successors(t).iter().map(|s| s.block).collect()).unwrap_or_default()
    };
    let mut seen = crate::hash::HashSet::default();
    let mut post = Vec::new();
    // (Iterative: a stack of (block, next successor to visit).)
    let mut stack: Vec<(BlockId, usize)> = vec![(blocks[0], 0)];
    seen.insert(blocks[0]);
    while let Some((b, k)) = stack.pop() {
        let ss = succs(b);
        if let Some(&s) = ss.get(k) {
            stack.push((b, k + 1));
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post.extend(blocks.iter().copied().filter(|b| !seen.contains(b)));
    post
}

/// Does `m` have a region whose blocks are out of dominance order?
pub fn has_any(m: &Module) -> bool {
    !found(m).is_empty()
}

/// Put every region's blocks in a dominance order.
pub fn rewrite(m: &mut Module) {
    for (r, order) in found(m) {
        for &b in &order {
            m.detach_block(b);
        }
        for b in order {
            m.append_block(r, b);
        }
    }
}
