//! The `Module`: owner of every table of the IR (operations, blocks, regions,
//! values) and the mutation API that transformations use: creating and
//! inserting operations and blocks, rewiring operands, replacing all uses,
//! detaching, moving and erasing.
//!
//! Structure mirrors MLIR: an operation owns regions, a region owns an ordered
//! list of blocks, a block owns block arguments and a doubly linked list of
//! operations (O(1) insertion and removal anywhere). Successor operands of a
//! branch are stored at the end of the operand list; each successor records its
//! range, so an operand is always `(op, index)` and use lists stay uniform.
//!
//! The top-level `builtin.module` operation is `Module::top`. Rows of erased
//! entities stay in the tables (indices are never reused).

use cranelift_entity::PrimaryMap;
use std::rc::Rc;

use super::{AttrDict, Attribute, BlockId, Location, OpId, OpName, RegionId, SrcPos, Type, Value};

/// A successor of a terminator: the target block and where its arguments sit
/// in the operand list.
#[derive(Clone, Debug, PartialEq)]
pub struct Successor {
    pub block: BlockId,
    pub args_start: u32,
    pub args_len: u32,
}

/// One operation.
#[derive(Clone, Debug)]
pub struct OpData {
    pub name: OpName,
    pub(super) operands: Vec<Value>,
    pub(super) results: Vec<Value>,
    /// Attributes (inherent and discardable together, sorted by name).
    pub attrs: AttrDict,
    /// `<{...}>` properties of an operation not known to ferrozyme, kept as written.
    pub properties: Option<Box<Attribute>>,
    pub(super) regions: Vec<RegionId>,
    pub(super) successors: Vec<Successor>,
    /// The `loc(...)` given in the text or by the builder.
    pub loc: Location,
    /// Where the parser found this operation (for diagnostics).
    pub pos: Option<SrcPos>,
    pub(super) parent: Option<BlockId>,
    pub(super) prev: Option<OpId>,
    pub(super) next: Option<OpId>,
    pub(super) erased: bool,
}

/// One block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(super) args: Vec<Value>,
    pub(super) parent: Option<RegionId>,
    pub(super) first: Option<OpId>,
    pub(super) last: Option<OpId>,
    pub pos: Option<SrcPos>,
}

/// One region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub(super) blocks: Vec<BlockId>,
    pub(super) parent: Option<OpId>,
}

/// Where an SSA value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result {
        op: OpId,
        index: u32,
    },
    BlockArg {
        block: BlockId,
        index: u32,
    },
    /// Not yet defined (a parser forward reference) or detached.
    Undefined,
}

/// A use of a value: operand `index` of `op` (successor arguments included).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

#[derive(Clone, Debug)]
pub(super) struct ValueData {
    pub(super) ty: Type,
    pub(super) def: ValueDef,
    pub(super) uses: Vec<Use>,
}

/// The text a module was parsed from, kept for diagnostics.
#[derive(Debug)]
pub struct Source {
    pub name: String,
    pub text: String,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpSpec {
    pub name: OpName,
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    pub attrs: AttrDict,
    pub num_regions: usize,
    pub successors: Vec<(BlockId, Vec<Value>)>,
    pub loc: Location,
    pub pos: Option<SrcPos>,
}

impl OpSpec {
    pub fn new(name: &str) -> Self {
        OpSpec {
            name: OpName::new(name),
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: AttrDict::new(),
            num_regions: 0,
            successors: Vec::new(),
            loc: Location::Unknown,
            pos: None,
        }
    }
    pub fn operands(mut self, vs: &[Value]) -> Self {
        self.operands.extend_from_slice(vs);
        self
    }
    pub fn results(mut self, ts: &[Type]) -> Self {
        self.result_types.extend_from_slice(ts);
        self
    }
    pub fn result(mut self, t: Type) -> Self {
        self.result_types.push(t);
        self
    }
    pub fn attr(mut self, name: &str, a: Attribute) -> Self {
        self.attrs.set(name, a);
        self
    }
    pub fn regions(mut self, n: usize) -> Self {
        self.num_regions = n;
        self
    }
    pub fn successor(mut self, block: BlockId, args: &[Value]) -> Self {
        self.successors.push((block, args.to_vec()));
        self
    }
    pub fn loc(mut self, loc: Location) -> Self {
        self.loc = loc;
        self
    }
}

/// An MLIR module and all the IR it contains.
#[derive(Clone, Debug)]
pub struct Module {
    pub(super) ops: PrimaryMap<OpId, OpData>,
    pub(super) blocks: PrimaryMap<BlockId, BlockData>,
    pub(super) regions: PrimaryMap<RegionId, RegionData>,
    pub(super) values: PrimaryMap<Value, ValueData>,
    /// The `builtin.module` operation at the top.
    pub top: OpId,
    /// The text this module was parsed from, if any.
    pub source: Option<Rc<Source>>,
    /// Index of the top-level symbols, kept by `link` and `detach_op`
    /// (`symbols.rs`).
    pub(super) symbols: std::cell::RefCell<super::symbols::SymbolIndex>,
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// An empty `builtin.module` with one empty body block.
    pub fn new() -> Module {
        let mut m = Module {
            ops: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
            top: OpId::from_u32(0),
            source: None,
            symbols: Default::default(),
        };
        let top = m.create_op(OpSpec::new("builtin.module").regions(1));
        let body = m.create_block(&[]);
        m.append_block(m.op(top).regions[0], body);
        m.top = top;
        m
    }

    /// The single block of the top-level module.
    pub fn body(&self) -> BlockId {
        self.regions[self.ops[self.top].regions[0]].blocks[0]
    }

    // ----- creation -----

    /// Create a detached operation with fresh result values and empty regions.
    pub fn create_op(&mut self, spec: OpSpec) -> OpId {
        let mut operands = spec.operands;
        let mut successors = Vec::with_capacity(spec.successors.len());
        for (block, args) in spec.successors {
            successors.push(Successor { block, args_start: operands.len() as u32, args_len: args.len() as u32 });
            operands.extend(args);
        }
        let op = self.ops.push(OpData {
            name: spec.name,
            operands: Vec::new(),
            results: Vec::with_capacity(spec.result_types.len()),
            attrs: spec.attrs,
            properties: None,
            regions: Vec::with_capacity(spec.num_regions),
            successors,
            loc: spec.loc,
            pos: spec.pos,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        for (i, &v) in operands.iter().enumerate() {
            self.values[v].uses.push(Use { op, index: i as u32 });
        }
        self.ops[op].operands = operands;
        for (i, ty) in spec.result_types.into_iter().enumerate() {
            let v = self.values.push(ValueData { ty, def: ValueDef::Result { op, index: i as u32 }, uses: Vec::new() });
            self.ops[op].results.push(v);
        }
        for _ in 0..spec.num_regions {
            let r = self.regions.push(RegionData { blocks: Vec::new(), parent: Some(op) });
            self.ops[op].regions.push(r);
        }
        op
    }

    /// Create a detached block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: &[Type]) -> BlockId {
        let b = self.blocks.push(BlockData::default());
        for ty in arg_types {
            self.add_block_arg(b, ty.clone());
        }
        b
    }

    /// A value with no definition yet (used by the parser for forward references).
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.values.push(ValueData { ty, def: ValueDef::Undefined, uses: Vec::new() })
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData { ty, def: ValueDef::BlockArg { block, index }, uses: Vec::new() });
        self.blocks[block].args.push(v);
        v
    }

    /// Remove block argument `index`; it must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block].args.remove(index);
        debug_assert!(self.values[v].uses.is_empty(), "erasing a block argument that is still used");
        self.values[v].def = ValueDef::Undefined;
        for (i, &a) in self.blocks[block].args.iter().enumerate() {
            self.values[a].def = ValueDef::BlockArg { block, index: i as u32 };
        }
    }

    /// Create a region not owned by any operation (e.g. to build a body before
    /// attaching it with [`Module::take_region_blocks`]).
    pub fn create_region(&mut self) -> RegionId {
        self.regions.push(RegionData::default())
    }

    // ----- accessors -----

    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op]
    }
    /// The operation's data, to change in place. (A symbol's name is
    /// changed with `set_attr`, which keeps the symbol index.)
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op]
    }
    pub fn name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }
    pub fn is(&self, op: OpId, name: &str) -> bool {
        self.ops[op].name.as_str() == name
    }
    /// All operands, successor arguments included.
    pub fn operands(&self, op: OpId) -> &[Value] {
        &self.ops[op].operands
    }
    /// Operands that are not successor arguments.
    pub fn plain_operands(&self, op: OpId) -> &[Value] {
        let d = &self.ops[op];
        let end = d.successors.first().map_or(d.operands.len(), |s| s.args_start as usize);
        &d.operands[..end]
    }
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.ops[op].operands[i]
    }
    pub fn results(&self, op: OpId) -> &[Value] {
        &self.ops[op].results
    }
    pub fn result(&self, op: OpId, i: usize) -> Value {
        self.ops[op].results[i]
    }
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.ops[op].regions
    }
    pub fn region(&self, op: OpId, i: usize) -> RegionId {
        self.ops[op].regions[i]
    }
    pub fn successors(&self, op: OpId) -> &[Successor] {
        &self.ops[op].successors
    }
    pub fn successor_args(&self, op: OpId, i: usize) -> &[Value] {
        let s = &self.ops[op].successors[i];
        &self.ops[op].operands[s.args_start as usize..(s.args_start + s.args_len) as usize]
    }
    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attribute> {
        self.ops[op].attrs.get(name)
    }
    pub fn set_attr(&mut self, op: OpId, name: &str, a: Attribute) {
        if name == "sym_name" {
            self.symbols.get_mut().renamed(self.ops[op].parent);
        }
        self.ops[op].attrs.set(name, a);
    }
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        if name == "sym_name" {
            self.symbols.get_mut().renamed(self.ops[op].parent);
        }
        self.ops[op].attrs.remove(name)
    }
    pub fn value_type(&self, v: Value) -> &Type {
        &self.values[v].ty
    }
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }
    /// The operation defining `v`, if it is an operation result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }
    /// The value of `v` when an integer `arith.constant` or
    /// `llvm.mlir.constant` defines it.
    pub fn int_constant(&self, v: Value) -> Option<i128> {
        let d = self.defining_op(v).filter(|&d| self.is(d, "arith.constant") || self.is(d, "llvm.mlir.constant"))?;
        self.attr(d, "value").and_then(Attribute::as_int)
    }
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v].uses
    }
    pub fn has_uses(&self, v: Value) -> bool {
        !self.values[v].uses.is_empty()
    }
    pub fn blocks(&self, r: RegionId) -> &[BlockId] {
        &self.regions[r].blocks
    }
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].blocks.first().copied()
    }
    pub fn region_parent(&self, r: RegionId) -> Option<OpId> {
        self.regions[r].parent
    }
    pub fn block_args(&self, b: BlockId) -> &[Value] {
        &self.blocks[b].args
    }
    pub fn block_arg(&self, b: BlockId, i: usize) -> Value {
        self.blocks[b].args[i]
    }
    pub fn block_parent(&self, b: BlockId) -> Option<RegionId> {
        self.blocks[b].parent
    }
    pub fn set_block_pos(&mut self, b: BlockId, pos: Option<SrcPos>) {
        self.blocks[b].pos = pos;
    }
    pub fn block_data(&self, b: BlockId) -> &BlockData {
        &self.blocks[b]
    }
    /// The operation owning the region that holds `b`.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].parent.and_then(|r| self.regions[r].parent)
    }
    pub fn op_parent(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }
    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].parent.and_then(|b| self.block_parent_op(b))
    }
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].first
    }
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b].last
    }
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op].erased
    }
    /// The operations of a block, in order.
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps { m: self, next: self.blocks[b].first }
    }
    /// Number of operation rows ever created (erased ones included).
    pub fn num_op_rows(&self) -> usize {
        self.ops.len()
    }
    /// Make room for `times` as many rows as the tables hold now (one
    /// allocation instead of doubling a table several times: a transform
    /// that creates several times the module's ops spent a fifth of its
    /// time copying tables and faulting in their fresh pages).
    pub fn reserve_rows(&mut self, times: usize) {
        self.ops.reserve(self.ops.len() * times);
        self.values.reserve(self.values.len() * times);
        self.blocks.reserve(self.blocks.len() * times);
        self.regions.reserve(self.regions.len() * times);
    }
    /// Does `a` come before `b` in the same block?
    pub fn is_before(&self, a: OpId, b: OpId) -> bool {
        let mut cur = self.next_op(a);
        while let Some(x) = cur {
            if x == b {
                return true;
            }
            cur = self.next_op(x);
        }
        false
    }
    /// Is `op` nested (at any depth) inside `ancestor`?
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        while let Some(p) = self.parent_op(op) {
            if p == ancestor {
                return true;
            }
            op = p;
        }
        false
    }

    // ----- insertion and removal -----

    fn link(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        debug_assert!(self.ops[op].parent.is_none(), "inserting an operation that is already in a block");
        self.ops[op].parent = Some(block);
        self.ops[op].prev = prev;
        self.ops[op].next = next;
        if self.symbols.get_mut().indexes(block) {
            self.index_symbol(op);
        }
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
    }

    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block].last;
        self.link(op, block, last, None);
    }
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.blocks[block].first;
        self.link(op, block, None, first);
    }
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let block = self.ops[anchor].parent.expect("anchor operation is not in a block");
        let prev = self.ops[anchor].prev;
        self.link(op, block, prev, Some(anchor));
    }
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let block = self.ops[anchor].parent.expect("anchor operation is not in a block");
        let next = self.ops[anchor].next;
        self.link(op, block, Some(anchor), next);
    }

    /// Unlink `op` from its block (it keeps its operands, results and regions).
    pub fn detach_op(&mut self, op: OpId) {
        if self.ops[op].parent.is_some_and(|b| self.symbols.get_mut().indexes(b)) {
            self.unindex_symbol(op);
        }
        let Some(block) = self.ops[op].parent.take() else { return };
        let (prev, next) = (self.ops[op].prev.take(), self.ops[op].next.take());
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
    }

    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_after(anchor, op);
    }

    /// Detach and erase `op` and everything nested in it. Its results must be
    /// unused outside of it.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        // Nested uses go first: blocks of a region may use each other's
        // values in any order (branches, loops in `cf` form).
        if !self.ops[op].regions.is_empty() {
            for o in self.collect_ops(op) {
                if o == op {
                    continue;
                }
                let operands = std::mem::take(&mut self.ops[o].operands);
                for (i, v) in operands.into_iter().enumerate() {
                    self.remove_use(v, Use { op: o, index: i as u32 });
                }
            }
        }
        self.drop_op_refs(op);
    }

    fn drop_op_refs(&mut self, op: OpId) {
        for r in self.ops[op].regions.clone() {
            for b in self.regions[r].blocks.clone() {
                self.erase_block_contents(b);
            }
        }
        let operands = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in operands.into_iter().enumerate() {
            self.remove_use(v, Use { op, index: i as u32 });
        }
        self.ops[op].successors.clear();
        for &r in &self.ops[op].results {
            debug_assert!(
                self.values[r].uses.iter().all(|u| self.ops[u.op].erased),
                "erasing an operation whose result is still used"
            );
            self.values[r].def = ValueDef::Undefined;
        }
        self.ops[op].erased = true;
    }

    /// Erase every operation of block `b` (in reverse order, so uses go first).
    pub fn erase_block_contents(&mut self, b: BlockId) {
        while let Some(op) = self.blocks[b].last {
            self.detach_op(op);
            self.drop_op_refs(op);
        }
    }

    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert!(self.blocks[block].parent.is_none());
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.push(block);
    }
    pub fn insert_block(&mut self, region: RegionId, index: usize, block: BlockId) {
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.insert(index, block);
    }
    /// Remove a block from its region (its operations stay inside it).
    pub fn detach_block(&mut self, block: BlockId) {
        if let Some(r) = self.blocks[block].parent.take() {
            self.regions[r].blocks.retain(|&b| b != block);
        }
    }
    /// Move every block of `from` to the end of `to`.
    pub fn take_region_blocks(&mut self, from: RegionId, to: RegionId) {
        for b in std::mem::take(&mut self.regions[from].blocks) {
            self.blocks[b].parent = Some(to);
            self.regions[to].blocks.push(b);
        }
    }

    // ----- operands and uses -----

    fn remove_use(&mut self, v: Value, u: Use) {
        let uses = &mut self.values[v].uses;
        if let Some(i) = uses.iter().position(|x| *x == u) {
            uses.swap_remove(i);
        }
    }

    pub fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let old = self.ops[op].operands[index];
        if old == v {
            return;
        }
        let u = Use { op, index: index as u32 };
        self.remove_use(old, u);
        self.ops[op].operands[index] = v;
        self.values[v].uses.push(u);
    }

    /// Append a plain (non-successor) operand.
    pub fn push_operand(&mut self, op: OpId, v: Value) {
        let mut plain = self.plain_operands(op).to_vec();
        plain.push(v);
        self.set_plain_operands(op, &plain);
    }

    /// Append a result of type `ty` to `op`; existing results keep their values.
    pub fn push_result(&mut self, op: OpId, ty: Type) -> Value {
        let index = self.ops[op].results.len() as u32;
        let v = self.values.push(ValueData { ty, def: ValueDef::Result { op, index }, uses: Vec::new() });
        self.ops[op].results.push(v);
        v
    }

    /// Remove result `index` of `op`; it must have no uses. The later
    /// results are renumbered.
    pub fn erase_result(&mut self, op: OpId, index: usize) {
        let v = self.ops[op].results.remove(index);
        debug_assert!(self.values[v].uses.is_empty(), "erasing a result that is still used");
        self.values[v].def = ValueDef::Undefined;
        for (i, &r) in self.ops[op].results.iter().enumerate() {
            self.values[r].def = ValueDef::Result { op, index: i as u32 };
        }
    }

    /// Remove plain (non-successor) operand `index` of `op`.
    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        let mut plain = self.plain_operands(op).to_vec();
        plain.remove(index);
        self.set_plain_operands(op, &plain);
    }

    /// Replace the non-successor operands of `op` with `vs`.
    pub fn set_plain_operands(&mut self, op: OpId, vs: &[Value]) {
        let n_plain = self.plain_operands(op).len();
        let mut all = vs.to_vec();
        all.extend_from_slice(&self.ops[op].operands[n_plain..]);
        let delta = vs.len() as i64 - n_plain as i64;
        for s in &mut self.ops[op].successors {
            s.args_start = (s.args_start as i64 + delta) as u32;
        }
        self.set_all_operands(op, all);
    }

    fn set_all_operands(&mut self, op: OpId, vs: Vec<Value>) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in old.into_iter().enumerate() {
            self.remove_use(v, Use { op, index: i as u32 });
        }
        for (i, &v) in vs.iter().enumerate() {
            self.values[v].uses.push(Use { op, index: i as u32 });
        }
        self.ops[op].operands = vs;
    }

    /// Replace the arguments passed to successor `i` of `op`.
    pub fn set_successor_args(&mut self, op: OpId, i: usize, args: &[Value]) {
        let mut all = self.plain_operands(op).to_vec();
        let succs = self.ops[op].successors.clone();
        let mut new_succs = Vec::with_capacity(succs.len());
        for (j, s) in succs.iter().enumerate() {
            let start = all.len() as u32;
            if i == j {
                all.extend_from_slice(args);
            } else {
                all.extend_from_slice(
                    &self.ops[op].operands[s.args_start as usize..(s.args_start + s.args_len) as usize],
                );
            }
            new_succs.push(Successor { block: s.block, args_start: start, args_len: all.len() as u32 - start });
        }
        self.ops[op].successors = new_succs;
        self.set_all_operands(op, all);
    }

    pub fn set_successor_block(&mut self, op: OpId, i: usize, block: BlockId) {
        self.ops[op].successors[i].block = block;
    }

    /// Replace every use of `from` by `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = to;
        }
        self.values[to].uses.extend(uses);
    }

    /// Replace the uses of `from` for which `keep(user)` is true.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Module, OpId) -> bool) {
        let uses = self.values[from].uses.clone();
        for u in uses {
            if pred(self, u.op) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Replace the results of `op` by `with`, one for one, then erase `op`.
    pub fn replace_op(&mut self, op: OpId, with: &[Value]) {
        let results = self.ops[op].results.clone();
        assert_eq!(results.len(), with.len(), "replace_op: result count mismatch");
        for (r, &w) in results.into_iter().zip(with) {
            self.replace_all_uses(r, w);
        }
        self.erase_op(op);
    }
}

/// Iterator over the operations of a block. Reads the next link before
/// yielding, so the yielded operation may be detached or erased by the caller.
pub struct BlockOps<'a> {
    m: &'a Module,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        self.next = self.m.ops[op].next;
        Some(op)
    }
}
