//! The printer: writes a module as MLIR text, each known op in its custom
//! assembly format (through the dialect's `print` function) unless the generic
//! form is asked for, and every other op in the generic form.
//!
//! SSA names are assigned in a pre-pass, per isolated-from-above operation
//! (functions restart at `%0` / `%arg0`), so a use printed before its
//! definition (a value defined in a later block) still has its final name.

use crate::hash::HashMap;
use std::fmt::Write;

use super::print_type::{format_float, write_attr_entry, write_string, write_symbol};
use crate::dialects;
use crate::ir::{Attribute, BlockId, Module, OpId, RegionId, Type, Value, ValueDef};

/// Printing options.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form.
    pub generic: bool,
    /// Print `loc(...)` after every operation.
    pub debug_info: bool,
}

/// Writes IR to a string. Custom printers call its methods.
pub struct Printer<'m> {
    pub m: &'m Module,
    pub out: String,
    pub opts: PrintOptions,
    indent: usize,
    names: HashMap<Value, String>,
    block_names: HashMap<BlockId, String>,
}

struct Counters {
    value: u32,
    arg: u32,
}

impl<'m> Printer<'m> {
    pub fn new(m: &'m Module, opts: PrintOptions) -> Self {
        let mut p = Printer {
            m,
            out: String::new(),
            opts,
            indent: 0,
            names: HashMap::default(),
            block_names: HashMap::default(),
        };
        p.assign_names(m.top, &mut Counters { value: 0, arg: 0 });
        p
    }

    fn assign_names(&mut self, op: OpId, c: &mut Counters) {
        let isolated = dialects::lookup(self.m.name(op)).is_some_and(|d| d.traits.isolated_from_above());
        let mut fresh = Counters { value: 0, arg: 0 };
        let c = if isolated { &mut fresh } else { c };
        for &r in self.m.regions(op) {
            for (i, &b) in self.m.blocks(r).iter().enumerate() {
                self.block_names.insert(b, format!("bb{i}"));
                for &a in self.m.block_args(b) {
                    self.names.insert(a, format!("arg{}", c.arg));
                    c.arg += 1;
                }
                for o in self.m.block_ops(b) {
                    let results = self.m.results(o);
                    if results.len() == 1 {
                        self.names.insert(results[0], format!("{}", c.value));
                    } else {
                        for (k, &v) in results.iter().enumerate() {
                            self.names.insert(v, format!("{}#{k}", c.value));
                        }
                    }
                    if !results.is_empty() {
                        c.value += 1;
                    }
                    self.assign_names(o, c);
                }
            }
        }
    }

    pub fn finish(self) -> String {
        self.out
    }

    // ----- primitives for custom printers -----

    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
    /// The name of a value, without `%`.
    pub fn value_name(&self, v: Value) -> String {
        match self.names.get(&v) {
            Some(n) => n.clone(),
            None => match self.m.value_def(v) {
                ValueDef::Undefined => format!("<<undefined {v}>>"),
                _ => format!("<<out of scope {v}>>"),
            },
        }
    }
    pub fn operand(&mut self, v: Value) {
        let n = self.value_name(v);
        self.out.push('%');
        self.out.push_str(&n);
    }
    pub fn operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.operand(v);
        }
    }
    pub fn ty(&mut self, t: &Type) {
        let _ = write!(self.out, "{t}");
    }
    pub fn types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.ty(t);
        }
    }
    pub fn value_types(&mut self, vs: &[Value]) {
        let ts: Vec<Type> = vs.iter().map(|&v| self.m.value_type(v).clone()).collect();
        self.types(&ts);
    }
    pub fn attr(&mut self, a: &Attribute) {
        let _ = write!(self.out, "{a}");
    }
    pub fn string(&mut self, s: &str) {
        let _ = write_string(&mut self.out, s);
    }
    pub fn symbol(&mut self, s: &str) {
        let _ = write_symbol(&mut self.out, s);
    }
    pub fn float(&mut self, v: f64, ty: &Type) {
        self.out.push_str(&format_float(v, ty));
    }
    /// `%arg0: f32`.
    pub fn arg_decl(&mut self, v: Value) {
        self.operand(v);
        self.w(": ");
        let t = self.m.value_type(v).clone();
        self.ty(&t);
    }

    /// ` {attrs}` for the attributes of `op` not in `elide` (nothing if none).
    pub fn attr_dict(&mut self, op: OpId, elide: &[&str]) {
        self.attr_dict_with_keyword(op, elide, false);
    }

    /// Like `attr_dict`, with the `attributes` keyword (`func.func`, `module`).
    pub fn attr_dict_with_keyword(&mut self, op: OpId, elide: &[&str], keyword: bool) {
        let attrs: Vec<(&str, &Attribute)> = self
            .m
            .op(op)
            .attrs
            .iter()
            .filter(|(k, _)| !elide.contains(k) && *k != "operandSegmentSizes" && *k != "resultSegmentSizes")
            .collect();
        if attrs.is_empty() {
            return;
        }
        self.w(if keyword { " attributes {" } else { " {" });
        for (i, (k, v)) in attrs.into_iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let _ = write_attr_entry(&mut self.out, k, v);
        }
        self.w("}");
    }

    /// `{a = 1, b}`.
    fn attr_entries(&mut self, entries: &[(&str, &Attribute)]) {
        self.w("{");
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            let _ = write_attr_entry(&mut self.out, k, v);
        }
        self.w("}");
    }

    /// `^bb1(%a, %b : i32, f32)` or `^bb1` for successor `i` of `op`.
    pub fn successor(&mut self, op: OpId, i: usize) {
        let b = self.m.successors(op)[i].block;
        self.block_ref(b);
        let args = self.m.successor_args(op, i).to_vec();
        if !args.is_empty() {
            self.w("(");
            self.operands(&args);
            self.w(" : ");
            self.value_types(&args);
            self.w(")");
        }
    }

    pub fn block_ref(&mut self, b: BlockId) {
        let n = self.block_names.get(&b).cloned().unwrap_or_else(|| format!("<<unknown block {b}>>"));
        self.out.push('^');
        self.out.push_str(&n);
    }

    /// Print a region. `entry_args`: print the entry block's label and
    /// arguments (false when the op's custom syntax already showed them).
    pub fn region(&mut self, r: RegionId, entry_args: bool) {
        self.region_except(r, entry_args, None);
    }

    /// Print a region leaving out op `skip` (an implicit terminator the
    /// op's custom syntax elides).
    pub fn region_except(&mut self, r: RegionId, entry_args: bool, skip: Option<OpId>) {
        self.region_impl(r, entry_args, skip, false);
    }

    /// `empty_label`: print the label of an empty entry block (the generic
    /// form does, as MLIR's, so that `{ ^bb0: }` does not read back as a
    /// region without blocks).
    fn region_impl(&mut self, r: RegionId, entry_args: bool, skip: Option<OpId>, empty_label: bool) {
        let blocks = self.m.blocks(r).to_vec();
        self.w("{");
        self.indent += 1;
        for (i, &b) in blocks.iter().enumerate() {
            let has_args = !self.m.block_args(b).is_empty();
            let empty = empty_label && self.m.first_op(b).is_none();
            if i > 0 || (entry_args && has_args) || empty {
                self.indent -= 1;
                self.newline();
                self.block_ref(b);
                let args = self.m.block_args(b).to_vec();
                if !args.is_empty() {
                    self.w("(");
                    for (k, &a) in args.iter().enumerate() {
                        if k > 0 {
                            self.w(", ");
                        }
                        self.arg_decl(a);
                    }
                    self.w(")");
                }
                self.w(":");
                self.indent += 1;
            }
            for op in self.m.block_ops(b).filter(|&o| Some(o) != skip).collect::<Vec<_>>() {
                self.newline();
                self.op(op);
            }
        }
        self.indent -= 1;
        self.newline();
        self.w("}");
    }

    // ----- operations -----

    /// Print one operation (results, body, location).
    pub fn op(&mut self, op: OpId) {
        let results = self.m.results(op).to_vec();
        if !results.is_empty() {
            let first = self.value_name(results[0]);
            let group = first.split('#').next().unwrap_or(&first).to_string();
            self.out.push('%');
            self.out.push_str(&group);
            if results.len() > 1 {
                let _ = write!(self.out, ":{}", results.len());
            }
            self.w(" = ");
        }
        // The custom form assumes a well-formed op; an op that fails its own
        // verifier (built by hand, or parsed generically) prints generically.
        let custom = match dialects::lookup(self.m.name(op)) {
            Some(d) if !self.opts.generic && d.verify.is_none_or(|v| v(self.m, op).is_ok()) => d.print,
            _ => None,
        };
        match custom {
            Some(print) => print(self, op),
            None => self.generic_op(op),
        }
        if self.opts.debug_info {
            let loc = self.m.op(op).loc.clone();
            let _ = write!(self.out, " loc({loc})");
        }
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
    pub fn generic_op(&mut self, op: OpId) {
        let d = self.m.op(op);
        let name = d.name;
        self.string(name.as_str());
        self.w("(");
        let operands = self.m.operands(op).to_vec();
        self.operands(&operands);
        self.w(")");
        let n_succ = self.m.successors(op).len();
        if n_succ > 0 {
            self.w("[");
            for i in 0..n_succ {
                if i > 0 {
                    self.w(", ");
                }
                let b = self.m.successors(op)[i].block;
                self.block_ref(b);
            }
            self.w("]");
        }
        // Known ops: inherent attributes go in `<{...}>` (MLIR 19's properties),
        // the others in `{...}`; unknown ops keep what they were written with.
        let mut attrs = self.m.op(op).attrs.clone();
        let known = dialects::lookup(name);
        if let Some(extra) = known.and_then(|d| d.generic_attrs) {
            for (k, v) in extra(self.m, op) {
                attrs.set(k, v);
            }
        }
        let (props, discardable): (Vec<_>, Vec<_>) =
            attrs.iter().partition(|(k, _)| known.is_some() && dialects::is_inherent(name.as_str(), k));
        if let Some(p) = self.m.op(op).properties.as_deref().cloned() {
            self.w(" <");
            self.attr(&p);
            self.w(">");
        } else if !props.is_empty() {
            self.w(" <");
            self.attr_entries(&props);
            self.w(">");
        }
        let regions = self.m.regions(op).to_vec();
        if !regions.is_empty() {
            self.w(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region_impl(r, true, None, true);
            }
            self.w(")");
        }
        if !discardable.is_empty() {
            self.w(" ");
            self.attr_entries(&discardable);
        }
        self.w(" : (");
        self.value_types(&operands);
        self.w(") -> ");
        let results = self.m.results(op).to_vec();
        let rt: Vec<Type> = results.iter().map(|&v| self.m.value_type(v).clone()).collect();
        let fty = Type::function(Vec::new(), rt);
        let s = fty.to_string();
        self.w(s.trim_start_matches("() -> "));
    }
}

/// Print a whole module.
pub fn print_module(m: &Module, opts: &PrintOptions) -> String {
    let mut p = Printer::new(m, opts.clone());
    p.op(m.top);
    p.out.push('\n');
    p.finish()
}

/// Print one operation (with its nested regions) in isolation, for messages.
pub fn print_op(m: &Module, op: OpId) -> String {
    let mut p = Printer::new(m, PrintOptions::default());
    p.op(op);
    p.finish()
}
