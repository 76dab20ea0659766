//! Tables computed once per module before anything runs, so the hot loop
//! does no string or symbol work: a frame slot for every SSA value (numbered
//! per function, or per global initializer region), the name of every op as
//! a `&'static str`, and the target of every symbol reference an op makes
//! (callee, global, function constant), resolved through the nearest
//! enclosing module's symbol table like MLIR does.

use crate::hash::HashMap;

use cranelift_entity::SecondaryMap;

use crate::ir::{Attribute, Module, OpId, Value, WalkControl};

/// What the interpreter precomputes about a module.
pub(crate) struct Info {
    /// Frame slot of each value (`u32::MAX`: not inside anything runnable).
    pub slot: SecondaryMap<Value, u32>,
    /// Number of slots of each container (function or global with a region).
    pub nslots: HashMap<OpId, usize>,
    pub names: SecondaryMap<OpId, &'static str>,
    /// Symbol-using op → the op its symbol names.
    pub targets: HashMap<OpId, OpId>,
    /// Functions by name: those of the top-level module, then those of
    /// nested modules whose name is not taken yet (a file of several
    /// modules is parsed as one module around them).
    pub top_funcs: HashMap<String, OpId>,
    /// `memref.global` and `llvm.mlir.global` ops, in module order.
    pub globals: Vec<OpId>,
    /// Containers holding an integer wider than 64 bits (which the
    /// interpreter's 64-bit integers cannot hold): the first op making one.
    pub too_wide: HashMap<OpId, OpId>,
    /// Functions holding tensors or vectors that could not be split into
    /// scalars: why (`exec::shaped`), reported when one is called.
    pub unsplit: HashMap<OpId, crate::exec::ExecError>,
}

/// Is `t` an integer type wider than 64 bits?
fn too_wide(t: &crate::ir::Type) -> bool {
    matches!(t, crate::ir::Type::Int { width, .. } if *width > 64)
}

fn is_container(name: &str) -> bool {
    matches!(name, "func.func" | "llvm.func" | "llvm.mlir.global")
}

fn is_function(name: &str) -> bool {
    matches!(name, "func.func" | "llvm.func")
}

impl Info {
    pub fn new(m: &Module) -> Info {
        let mut info = Info {
            slot: SecondaryMap::with_default(u32::MAX),
            nslots: HashMap::default(),
            names: SecondaryMap::new(),
            targets: HashMap::default(),
            top_funcs: HashMap::default(),
            globals: Vec::new(),
            too_wide: HashMap::default(),
            unsplit: HashMap::default(),
        };
        m.walk_pre(m.top, &mut |op| {
            info.names[op] = m.name(op).as_str();
            WalkControl::Continue
        });
        // Symbol tables of every module op.
        let mut tables: HashMap<OpId, HashMap<String, OpId>> = HashMap::default();
        let mut modules = std::collections::VecDeque::from([m.top]);
        while let Some(md) = modules.pop_front() {
            let mut t = HashMap::default();
            for &r in m.regions(md) {
                for &b in m.blocks(r) {
                    for op in m.block_ops(b) {
                        let name = info.names[op];
                        if let Some(s) = m.symbol_name(op) {
                            t.entry(s.to_string()).or_insert(op);
                        }
                        if name == "builtin.module" {
                            modules.push_back(op);
                        } else if is_container(name) {
                            info.number(m, op);
                        }
                        if matches!(name, "memref.global" | "llvm.mlir.global") {
                            info.globals.push(op);
                        }
                        if is_function(name) {
                            if let Some(s) = m.symbol_name(op) {
                                info.top_funcs.entry(s.to_string()).or_insert(op);
                            }
                        }
                    }
                }
            }
            tables.insert(md, t);
        }
        info.globals.sort();
        // Symbol uses.
        let mut uses = Vec::new();
        m.walk_pre(m.top, &mut |op| {
            let key = match info.names[op] {
                "func.call" | "llvm.call" => "callee",
                "func.constant" => "value",
                "memref.get_global" => "name",
                "llvm.mlir.addressof" => "global_name",
                _ => return WalkControl::Continue,
            };
            if let Some(Attribute::SymbolRef { root, nested }) = m.attr(op, key) {
                uses.push((op, root.clone(), nested.clone()));
            }
            WalkControl::Continue
        });
        for (op, root, nested) in uses {
            if let Some(t) = resolve(m, &tables, op, &root, &nested) {
                info.targets.insert(op, t);
            }
        }
        info
    }

    /// Give every value defined inside `container` a slot of its frame.
    fn number(&mut self, m: &Module, container: OpId) {
        let mut n = 0u32;
        let slot = &mut self.slot;
        let visit_regions = |op: OpId, slot: &mut SecondaryMap<Value, u32>, n: &mut u32| {
            for &r in m.regions(op) {
                for &b in m.blocks(r) {
                    for &a in m.block_args(b) {
                        slot[a] = *n;
                        *n += 1;
                    }
                }
            }
        };
        visit_regions(container, slot, &mut n);
        for &r in m.regions(container) {
            for &b in m.blocks(r) {
                for op in m.block_ops(b) {
                    m.walk_pre(op, &mut |inner| {
                        for &v in m.results(inner) {
                            slot[v] = n;
                            n += 1;
                        }
                        let wide = m.results(inner).iter().chain(m.operands(inner)).any(|&v| too_wide(m.value_type(v)));
                        if wide {
                            self.too_wide.entry(container).or_insert(inner);
                        }
                        visit_regions(inner, slot, &mut n);
                        WalkControl::Continue
                    });
                }
            }
        }
        self.nslots.insert(container, n as usize);
    }
}

/// Resolve `@root::@nested...` as seen from `op`: the nearest enclosing
/// module that defines `root`, then nested tables.
fn resolve(
    m: &Module,
    tables: &HashMap<OpId, HashMap<String, OpId>>,
    op: OpId,
    root: &str,
    nested: &[String],
) -> Option<OpId> {
    let mut scope = m.parent_op(op);
    while let Some(s) = scope {
        if let Some(&found) = tables.get(&s).and_then(|t| t.get(root)) {
            let mut cur = found;
            for n in nested {
                cur = *tables.get(&cur)?.get(n)?;
            }
            return Some(cur);
        }
        scope = m.parent_op(s);
    }
    None
}
