//! Dominance: block dominator trees per region (Cooper–Harvey–Kennedy
//! iterative algorithm over the region's CFG) and the SSA rule that every use
//! is dominated by its definition, across nested regions: a value defined
//! outside a region is visible inside it unless an isolated-from-above op
//! (a function) lies in between. Uses in unreachable blocks are accepted, as
//! in MLIR.

use crate::hash::HashMap;

use crate::dialects;
use crate::ir::{BlockId, Module, OpId, RegionId, Value, ValueDef, WalkControl};
use crate::syntax::Diagnostic;

/// Immediate dominators of the blocks of one region.
pub struct DomTree {
    /// Reverse post-order index of each reachable block.
    rpo: HashMap<BlockId, usize>,
    /// Immediate dominator (by RPO index) of each RPO index; the entry maps to itself.
    idom: Vec<usize>,
}

impl DomTree {
    pub fn new(m: &Module, region: RegionId) -> DomTree {
        let mut order = Vec::new();
        let mut rpo = HashMap::default();
        if let Some(entry) = m.entry_block(region) {
            // Iterative DFS for post-order.
            let mut seen = crate::hash::HashSet::default();
            let mut stack = vec![(entry, 0usize)];
            seen.insert(entry);
            while let Some((b, i)) = stack.pop() {
                let succs = block_successors(m, b);
                if i < succs.len() {
                    stack.push((b, i + 1));
                    let s = succs[i];
                    if seen.insert(s) {
                        stack.push((s, 0));
                    }
                } else {
                    order.push(b);
                }
            }
            order.reverse();
            for (i, &b) in order.iter().enumerate() {
                rpo.insert(b, i);
            }
        }
        let n = order.len();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, &b) in order.iter().enumerate() {
            for s in block_successors(m, b) {
                if let Some(&j) = rpo.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF { p } else { intersect(&idom, p, new) };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        DomTree { rpo, idom }
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo.contains_key(&b)
    }

    /// Does block `a` dominate block `b`? (Unreachable `b`: true.)
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let Some(&bi) = self.rpo.get(&b) else { return true };
        let Some(&ai) = self.rpo.get(&a) else { return false };
        let mut x = bi;
        loop {
            if x == ai {
                return true;
            }
            if x == 0 || self.idom[x] == usize::MAX {
                return false;
            }
            x = self.idom[x];
        }
    }
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

/// Successor blocks of `b` (through its terminator).
pub fn block_successors(m: &Module, b: BlockId) -> Vec<BlockId> {
    match m.last_op(b) {
        Some(t) => m.successors(t).iter().map(|s| s.block).collect(),
        None => Vec::new(),
    }
}

struct Checker<'m> {
    m: &'m Module,
    doms: HashMap<RegionId, DomTree>,
    order: HashMap<OpId, usize>,
}

impl Checker<'_> {
    fn dom(&mut self, r: RegionId) -> &DomTree {
        let m = self.m;
        self.doms.entry(r).or_insert_with(|| DomTree::new(m, r))
    }

    fn check_use(&mut self, user: OpId, v: Value) -> Result<(), String> {
        let m = self.m;
        let (def_block, def_op) = match m.value_def(v) {
            ValueDef::Result { op, .. } => match m.op_parent(op) {
                Some(b) => (b, Some(op)),
                None => return Err("is defined by an operation that is not in any block".into()),
            },
            ValueDef::BlockArg { block, .. } => (block, None),
            ValueDef::Undefined => return Err("uses a value that is not defined (erased or never bound)".into()),
        };
        let Some(def_region) = m.block_parent(def_block) else {
            return Err("is defined in a block that is not in any region".into());
        };
        // Walk the user up to the op that sits in the defining region.
        let mut u = user;
        loop {
            let Some(ub) = m.op_parent(u) else {
                return Err("does not dominate this use".into());
            };
            let ur = m.block_parent(ub);
            if ur == Some(def_region) {
                break;
            }
            let Some(parent) = m.block_parent_op(ub) else {
                return Err("does not dominate this use".into());
            };
            if dialects::traits(m, parent).isolated_from_above() {
                return Err("using a value defined outside of an isolated-from-above region".into());
            }
            u = parent;
        }
        let ub = m.op_parent(u).expect("checked above");
        if ub == def_block {
            match def_op {
                None => Ok(()),
                Some(d) if d == u => Err("is a result of the operation that uses it".into()),
                Some(d) => {
                    if self.order[&d] < self.order[&u] || !self.dom(def_region).is_reachable(ub) {
                        Ok(())
                    } else {
                        Err("does not dominate this use (it is defined later in the block)".into())
                    }
                }
            }
        } else if self.dom(def_region).dominates(def_block, ub) {
            Ok(())
        } else {
            Err("does not dominate this use".into())
        }
    }
}

pub fn verify_dominance(m: &Module) -> Result<(), Diagnostic> {
    let mut order = HashMap::default();
    m.walk_pre(m.top, &mut |op| {
        for &r in m.regions(op) {
            for &b in m.blocks(r) {
                for (i, o) in m.block_ops(b).enumerate() {
                    order.insert(o, i);
                }
            }
        }
        WalkControl::Continue
    });
    let mut c = Checker { m, doms: HashMap::default(), order };
    let mut err = None;
    m.walk_pre(m.top, &mut |op| {
        for (i, &v) in m.operands(op).iter().enumerate() {
            if let Err(msg) = c.check_use(op, v) {
                err = Some(Diagnostic::for_op(m, op, format!("'{}' op operand #{i} {msg}", m.name(op))));
                return WalkControl::Stop;
            }
        }
        WalkControl::Continue
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
