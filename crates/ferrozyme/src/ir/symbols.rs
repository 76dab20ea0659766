//! Symbols: operations named by a `sym_name` attribute inside a symbol table
//! (the module), looked up by name, and fresh names for new functions.
//!
//! Lookups in the top-level module go through an index (name → operation)
//! built on first use and kept by the mutators: an operation linked into the
//! module's body is added, one detached is removed, a `set_attr` of a
//! top-level `sym_name` drops the index. (A transformation adding a function
//! per callee looks names up all the time: a scan of the module each time
//! made it quadratic in the number of functions.) Debug builds check every
//! indexed answer against a scan.

use crate::hash::HashMap;

use super::{Attribute, BlockId, Module, OpId};

/// The top-level symbols of a module, by name.
#[derive(Clone, Debug, Default)]
pub(crate) struct SymbolIndex {
    /// The block indexed (the module's body when the index was built);
    /// `None` until the first lookup and after anything that spoils it.
    block: Option<BlockId>,
    names: HashMap<String, OpId>,
    /// Two operations of the block share a name (invalid IR, or one about
    /// to go): the index is rebuilt whenever one leaves.
    duplicates: bool,
}

impl SymbolIndex {
    /// Is `block` the indexed one (so that changes to it must be told)?
    pub(super) fn indexes(&self, block: BlockId) -> bool {
        self.block == Some(block)
    }

    /// An operation in `parent` changes its name: drop the index if it
    /// covers that block.
    pub(super) fn renamed(&mut self, parent: Option<BlockId>) {
        if parent.is_some() && parent == self.block {
            self.block = None;
        }
    }
}

impl Module {
    /// The `sym_name` of an operation, if it defines a symbol.
    pub fn symbol_name(&self, op: OpId) -> Option<&str> {
        self.attr(op, "sym_name").and_then(Attribute::as_str)
    }

    /// Find the symbol `name` directly inside the symbol-table operation `table`.
    pub fn lookup_symbol_in(&self, table: OpId, name: &str) -> Option<OpId> {
        for &r in self.regions(table) {
            for &b in self.blocks(r) {
                for op in self.block_ops(b) {
                    if self.symbol_name(op) == Some(name) {
                        return Some(op);
                    }
                }
            }
        }
        None
    }

    /// Find a top-level symbol of the module.
    pub fn lookup_symbol(&self, name: &str) -> Option<OpId> {
        // (A module body of several blocks, invalid IR, is scanned.)
        if self.regions(self.top).len() != 1 || self.blocks(self.region(self.top, 0)).len() != 1 {
            return self.lookup_symbol_in(self.top, name);
        }
        let body = self.body();
        let mut index = self.symbols.borrow_mut();
        if index.block != Some(body) {
            index.names.clear();
            index.duplicates = false;
            // (The first of two operations with one name wins, as in a scan.)
            for op in self.block_ops(body) {
                if let Some(n) = self.symbol_name(op) {
                    if index.names.contains_key(n) {
                        index.duplicates = true;
                    } else {
                        index.names.insert(n.to_string(), op);
                    }
                }
            }
            index.block = Some(body);
        }
        let found = index.names.get(name).copied();
        debug_assert_eq!(found, self.lookup_symbol_in(self.top, name), "symbol index out of date for @{name}");
        found
    }

    /// `op` was linked into the indexed block: add its name.
    pub(super) fn index_symbol(&mut self, op: OpId) {
        let Some(name) = self.ops[op].attrs.get("sym_name").and_then(Attribute::as_str) else { return };
        let index = self.symbols.get_mut();
        match index.names.get(name) {
            // A second operation of that name (invalid IR, or one about to
            // go): which comes first depends on positions, so rebuild.
            Some(_) => index.block = None,
            None => {
                index.names.insert(name.to_string(), op);
            }
        }
    }

    /// `op` is about to leave the indexed block: remove its name.
    pub(super) fn unindex_symbol(&mut self, op: OpId) {
        let Some(name) = self.ops[op].attrs.get("sym_name").and_then(Attribute::as_str) else { return };
        let index = self.symbols.get_mut();
        match index.names.get(name) {
            Some(&o) if o == op && !index.duplicates => {
                index.names.remove(name);
            }
            _ => index.block = None,
        }
    }

    /// Resolve `@a::@b` starting from the module.
    pub fn resolve_symbol_ref(&self, root: &str, nested: &[String]) -> Option<OpId> {
        let mut op = self.lookup_symbol(root)?;
        for n in nested {
            op = self.lookup_symbol_in(op, n)?;
        }
        Some(op)
    }

    /// A top-level symbol name starting with `base` that is not taken yet.
    pub fn fresh_symbol_name(&self, base: &str) -> String {
        if self.lookup_symbol(base).is_none() {
            return base.to_string();
        }
        (1..).map(|i| format!("{base}_{i}")).find(|n| self.lookup_symbol(n).is_none()).unwrap_or_default()
    }

    /// Top-level operations of the module, in order.
    pub fn top_level_ops(&self) -> Vec<OpId> {
        self.block_ops(self.body()).collect()
    }
}
