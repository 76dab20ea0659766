//! Cloning operations, regions and whole functions through a value map.
//!
//! The map records old → new for every value and block met while cloning, so
//! a caller can both pre-seed it (e.g. map a function's arguments to other
//! values) and read it afterwards (the AD passes keep primal → clone maps this
//! way). Operands not in the map are kept unchanged: they are defined outside
//! what is being cloned.

use crate::hash::HashMap;

use super::{BlockId, Module, OpId, OpSpec, RegionId, Value};

/// Old → new values and blocks.
#[derive(Default, Debug, Clone)]
pub struct IrMap {
    pub values: HashMap<Value, Value>,
    pub blocks: HashMap<BlockId, BlockId>,
}

impl IrMap {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// The image of `v`, or `v` itself when it is not mapped.
    pub fn lookup(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn get(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

impl Module {
    /// Deep-clone `op` (detached), mapping operands through `map` and
    /// recording its results and nested values in `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMap) -> OpId {
        let d = self.op(op).clone();
        // Blocks of nested regions are created first so that successor
        // references inside them (forward branches) resolve.
        let mut spec = OpSpec::new(d.name.as_str());
        spec.name = d.name;
        spec.attrs = d.attrs.clone();
        spec.loc = d.loc.clone();
        spec.pos = d.pos;
        spec.num_regions = d.regions.len();
        spec.result_types = d.results.iter().map(|&r| self.value_type(r).clone()).collect();
        let n_plain = self.plain_operands(op).len();
        spec.operands = d.operands[..n_plain].iter().map(|&v| map.lookup(v)).collect();
        for (i, s) in d.successors.iter().enumerate() {
            let args = self.successor_args(op, i).iter().map(|&v| map.lookup(v)).collect();
            spec.successors.push((map.lookup_block(s.block), args));
        }
        let new = self.create_op(spec);
        self.op_mut(new).properties = d.properties.clone();
        for (&old_r, &new_r) in d.results.iter().zip(self.results(new).to_vec().iter()) {
            map.map_value(old_r, new_r);
        }
        for (i, &r) in d.regions.iter().enumerate() {
            let dst = self.region(new, i);
            self.clone_region_into(r, dst, map);
        }
        new
    }

    /// Clone the blocks of `src` to the end of `dst`.
    pub fn clone_region_into(&mut self, src: RegionId, dst: RegionId, map: &mut IrMap) {
        let blocks = self.blocks(src).to_vec();
        // First create all blocks and map their arguments (forward references).
        for &b in &blocks {
            let types: Vec<_> = self.block_args(b).iter().map(|&a| self.value_type(a).clone()).collect();
            let nb = self.create_block(&types);
            self.blocks[nb].pos = self.blocks[b].pos;
            for (i, &a) in self.block_args(b).to_vec().iter().enumerate() {
                let na = self.block_arg(nb, i);
                map.map_value(a, na);
            }
            map.blocks.insert(b, nb);
            self.append_block(dst, nb);
        }
        // Then the operations; uses of values defined later in the region
        // (possible across blocks) are patched afterwards.
        let mut cloned = Vec::new();
        for &b in &blocks {
            let nb = map.blocks[&b];
            for op in self.block_ops(b).collect::<Vec<_>>() {
                let n = self.clone_op(op, map);
                self.append_op(nb, n);
                cloned.push(n);
            }
        }
        for n in cloned {
            self.remap_operands_deep(n, map);
        }
    }

    /// Re-map operands of `op` (and nested ops) that were cloned before their
    /// definition was.
    fn remap_operands_deep(&mut self, op: OpId, map: &IrMap) {
        for i in 0..self.operands(op).len() {
            let v = self.operand(op, i);
            if let Some(nv) = map.get(v) {
                if nv != v {
                    self.set_operand(op, i, nv);
                }
            }
        }
        for r in self.regions(op).to_vec() {
            for b in self.blocks(r).to_vec() {
                for o in self.block_ops(b).collect::<Vec<_>>() {
                    self.remap_operands_deep(o, map);
                }
            }
        }
    }
}

impl Module {
    /// A copy holding only live operations (erased ones leave rows in the
    /// arenas; a module that had large bodies stripped stays as costly to
    /// clone until compacted). Source text and positions are kept.
    pub fn compacted(&self) -> Module {
        let mut out = Module::new();
        out.source = self.source.clone();
        let top = out.top;
        out.ops[top].attrs = self.op(self.top).attrs.clone();
        out.ops[top].loc = self.op(self.top).loc.clone();
        out.ops[top].pos = self.op(self.top).pos;
        let body = out.body();
        let mut map = IrMap::new();
        for op in self.block_ops(self.body()).collect::<Vec<_>>() {
            let n = out.copy_op_from(self, op, &mut map);
            out.append_op(body, n);
        }
        out
    }

    /// The image of `src`'s value `v` here (a placeholder until its definition is copied).
    fn copied_value(&mut self, src: &Module, v: Value, map: &mut IrMap) -> Value {
        if let Some(n) = map.get(v) {
            return n;
        }
        let p = self.create_placeholder(src.value_type(v).clone());
        map.map_value(v, p);
        p
    }

    fn define_copied(&mut self, old: Value, new: Value, map: &mut IrMap) {
        if let Some(p) = map.get(old) {
            if p != new {
                self.replace_all_uses(p, new);
            }
        }
        map.map_value(old, new);
    }

    /// Deep-copy `op` of module `src` into this module (detached).
    fn copy_op_from(&mut self, src: &Module, op: OpId, map: &mut IrMap) -> OpId {
        let d = src.op(op);
        let mut spec = OpSpec::new(d.name.as_str());
        spec.name = d.name;
        spec.attrs = d.attrs.clone();
        spec.loc = d.loc.clone();
        spec.pos = d.pos;
        spec.num_regions = d.regions.len();
        spec.result_types = d.results.iter().map(|&r| src.value_type(r).clone()).collect();
        let plain: Vec<Value> = src.plain_operands(op).to_vec();
        spec.operands = plain.iter().map(|&v| self.copied_value(src, v, map)).collect();
        for (i, s) in d.successors.iter().enumerate() {
            let args: Vec<Value> = src.successor_args(op, i).iter().map(|&v| self.copied_value(src, v, map)).collect();
            spec.successors.push((map.lookup_block(s.block), args));
        }
        let new = self.create_op(spec);
        self.op_mut(new).properties = d.properties.clone();
        for (&old_r, &new_r) in d.results.iter().zip(self.results(new).to_vec().iter()) {
            self.define_copied(old_r, new_r, map);
        }
        for (i, &r) in d.regions.iter().enumerate() {
            let dst = self.region(new, i);
            let blocks = src.blocks(r).to_vec();
            for &b in &blocks {
                let types: Vec<_> = src.block_args(b).iter().map(|&a| src.value_type(a).clone()).collect();
                let nb = self.create_block(&types);
                self.blocks[nb].pos = src.blocks[b].pos;
                for (k, &a) in src.block_args(b).iter().enumerate() {
                    let na = self.block_arg(nb, k);
                    self.define_copied(a, na, map);
                }
                map.blocks.insert(b, nb);
                self.append_block(dst, nb);
            }
            for &b in &blocks {
                let nb = map.blocks[&b];
                for o in src.block_ops(b).collect::<Vec<_>>() {
                    let n = self.copy_op_from(src, o, map);
                    self.append_op(nb, n);
                }
            }
        }
        new
    }
}
