//! Symbols: operations named by a `sym_name` attribute inside a symbol table
//! (the module), looked up by name, and fresh names for new functions.

use super::{Attribute, Module, OpId};

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
        self.lookup_symbol_in(self.top, name)
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
