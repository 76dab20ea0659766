//! Indirect calls whose callee is known, made direct calls before
//! differentiation (both modes; the module is changed in place, as
//! `int_addresses` does): the derivative code then differentiates the
//! callee as for any call.
//!
//! A callee is known when the function pointer is
//! - `func.constant @f` (`func.call_indirect`) or `llvm.mlir.addressof @f`;
//! - loaded, at a constant offset, from a constant global whose initializer
//!   holds function addresses (a Rust vtable, a table of `fn` pointers):
//!   its bytes as the interpreter makes them name the function;
//! - a callee's argument, at a call passing such a constant (a function, or
//!   the address of a constant global: a vtable given with a `&dyn Trait`):
//!   the call then calls a private copy of the callee with that argument
//!   made the constant (`@<callee>.devirt`), where its indirect calls are
//!   known.
//!
//! A call given a `select` between two such constants (rustc's `if odd
//! { cube } else { sq }`) becomes an `scf.if` of two calls, one with each.
//! Function pointers picked otherwise at run time (a table indexed by a
//! variable, a pointer stored in memory) stay indirect calls, refused where
//! they carry derivatives.

use crate::exec::interp::Interpreter;
use crate::hash::HashMap;
use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Value};

/// The constant global tables' bytes, read once per rewrite.
struct Tables {
    interp: Option<Option<Interpreter>>,
    bytes: HashMap<String, Option<Vec<u8>>>,
}

impl Tables {
    fn new() -> Self {
        Tables { interp: None, bytes: HashMap::default() }
    }

    /// The function whose address constant global `g` holds at byte `off`.
    fn function_at(&mut self, m: &Module, g: &str, off: i64) -> Option<String> {
        let it = self.interp.get_or_insert_with(|| Interpreter::new(m).ok()).as_ref()?;
        let bytes = self.bytes.entry(g.to_string()).or_insert_with(|| it.global_bytes(g)).as_ref()?;
        let at = usize::try_from(off).ok()?;
        let word = bytes.get(at..at + 8)?;
        it.function_at(u64::from_le_bytes(word.try_into().ok()?)).map(str::to_string)
    }
}

/// The symbol `v` is the address of (`llvm.mlir.addressof`,
/// `func.constant`).
fn address_of(m: &Module, v: Value) -> Option<(String, OpId)> {
    let d = m.defining_op(v)?;
    let name = match m.name(d).as_str() {
        "llvm.mlir.addressof" => m.attr(d, "global_name"),
        "func.constant" => m.attr(d, "value"),
        _ => None,
    }?;
    let name = name.as_flat_symbol()?;
    Some((name.to_string(), m.lookup_symbol(name)?))
}

fn is_function(m: &Module, op: OpId) -> bool {
    m.is(op, "llvm.func") || m.is(op, "func.func")
}

/// Is `op` a constant `llvm.mlir.global` with an initializer region?
fn is_constant_table(m: &Module, op: OpId) -> bool {
    m.is(op, "llvm.mlir.global")
        && m.attr(op, "constant").is_some()
        && m.regions(op).first().is_some_and(|&r| !m.blocks(r).is_empty())
}

/// `p` as (base, constant byte offset), with no dynamic index.
fn base_and_offset(m: &Module, p: Value) -> Option<(Value, i64)> {
    crate::ad::ptr_offsets::byte_offset(m, p).filter(|&(_, _, period)| period == 0).map(|(b, off, _)| (b, off))
}

/// The function `v` (a function pointer) is known to be.
fn known_function(m: &Module, tables: &mut Tables, v: Value) -> Option<String> {
    if let Some((name, op)) = address_of(m, v) {
        return is_function(m, op).then_some(name);
    }
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.load"))?;
    let (base, off) = base_and_offset(m, m.operand(d, 0))?;
    let (g, op) = address_of(m, base)?;
    if !is_constant_table(m, op) {
        return None;
    }
    tables.function_at(m, &g, off)
}

/// Does indirect call `o` pass and take the types function `f` has?
fn signature_matches(m: &Module, o: OpId, f: &str) -> bool {
    let Some(fop) = m.lookup_symbol(f) else { return false };
    let (params, results) = match m.attr(fop, "function_type").and_then(Attribute::as_type) {
        Some(crate::ir::Type::Function(ft)) => (ft.inputs.clone(), ft.results.clone()),
        Some(crate::ir::Type::LlvmFunc(ft)) if !ft.vararg => {
            let ret = if ft.ret == crate::ir::Type::LlvmVoid { vec![] } else { vec![ft.ret.clone()] };
            (ft.params.clone(), ret)
        }
        _ => return false,
    };
    let args: Vec<_> = m.operands(o)[1..].iter().map(|&v| m.value_type(v).clone()).collect();
    let rets: Vec<_> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
    args == params && rets == results
}

/// The function pointer of indirect call `o`, if `o` is one.
fn callee_pointer(m: &Module, o: OpId) -> Option<Value> {
    match m.name(o).as_str() {
        "func.call_indirect" => m.operands(o).first().copied(),
        "llvm.call" if m.attr(o, "callee").is_none() => m.operands(o).first().copied(),
        _ => None,
    }
}

/// Does function pointer `v` come from entry argument `a` (the argument
/// itself, or loaded at a constant offset from it)?
fn from_argument(m: &Module, v: Value, a: Value) -> bool {
    if v == a {
        return true;
    }
    let Some(d) = m.defining_op(v).filter(|&d| m.is(d, "llvm.load")) else { return false };
    base_and_offset(m, m.operand(d, 0)).is_some_and(|(b, _)| b == a)
}

/// One change: an indirect call made direct, or a call made to call a
/// copy of its callee with a constant argument.
enum Change {
    Direct(OpId, String),
    Specialize {
        call: OpId,
        arg: usize,
        symbol: String,
    },
    /// Operand `arg` of `call` is a select between two constants.
    Branch {
        call: OpId,
        arg: usize,
    },
}

/// Is `v` a select between two addresses of functions or constant tables?
fn select_of_constants(m: &Module, v: Value) -> bool {
    let Some(d) = m.defining_op(v).filter(|&d| m.is(d, "llvm.select") || m.is(d, "arith.select")) else {
        return false;
    };
    m.operands(d)[1..]
        .iter()
        .all(|&x| address_of(m, x).is_some_and(|(_, t)| is_function(m, t) || is_constant_table(m, t)))
}

fn next_change(m: &Module, tables: &mut Tables) -> Option<Change> {
    let ops: Vec<OpId> = m.block_ops(m.body()).filter(|&f| is_function(m, f)).flat_map(|f| m.collect_ops(f)).collect();
    for &o in &ops {
        if let Some(p) = callee_pointer(m, o) {
            // (A call whose types are not the function's stays indirect:
            // reader-46, a panic making it direct.)
            if let Some(f) = known_function(m, tables, p).filter(|f| signature_matches(m, o, f)) {
                return Some(Change::Direct(o, f));
            }
            if select_of_constants(m, p) {
                return Some(Change::Branch { call: o, arg: 0 });
            }
        }
    }
    for &o in &ops {
        if !(m.is(o, "llvm.call") || m.is(o, "func.call")) {
            continue;
        }
        let Some(callee) = crate::ad::activity::callee_of(m, o) else { continue };
        let Some(entry) = crate::ad::activity::body(m, callee).and_then(|r| m.entry_block(r)) else { continue };
        let inner: Vec<Value> = m.collect_ops(callee).into_iter().filter_map(|c| callee_pointer(m, c)).collect();
        for (k, &x) in m.operands(o).iter().enumerate() {
            let Some(&a) = m.block_args(entry).get(k) else { continue };
            if !inner.iter().any(|&p| from_argument(m, p, a)) {
                continue;
            }
            if select_of_constants(m, x) {
                return Some(Change::Branch { call: o, arg: k });
            }
            let Some((symbol, target)) = address_of(m, x) else { continue };
            if is_function(m, target) || is_constant_table(m, target) {
                return Some(Change::Specialize { call: o, arg: k, symbol });
            }
        }
    }
    None
}

/// Make every indirect call of `m` whose callee is known a direct call.
pub(crate) fn rewrite(m: &mut Module) {
    let mut tables = Tables::new();
    // Copies made, by (callee, argument, constant).
    let mut copies: HashMap<(OpId, usize, String), String> = HashMap::default();
    // (Each change removes an indirect call or a constant argument's
    // copy to make; bounded all the same.)
    for _ in 0..10_000 {
        match next_change(m, &mut tables) {
            None => return,
            Some(Change::Direct(o, f)) => make_direct(m, o, &f),
            Some(Change::Branch { call, arg }) => branch(m, call, arg),
            Some(Change::Specialize { call, arg, symbol }) => {
                let callee = crate::ad::activity::callee_of(m, call).expect("a direct call");
                let key = (callee, arg, symbol.clone());
                let name = match copies.get(&key) {
                    Some(n) => n.clone(),
                    None => {
                        let copy = crate::ad::restructure::private_copy(m, callee, "devirt");
                        let entry = m.entry_block(m.region(copy, 0)).expect("a body");
                        let a = m.block_arg(entry, arg);
                        let t = m.value_type(a).clone();
                        // (A function-typed argument of a func.func: a
                        // function constant; reader-46.)
                        let spec = if matches!(t, crate::ir::Type::Function(_)) {
                            OpSpec::new("func.constant").attr("value", Attribute::symbol(symbol.clone())).result(t)
                        } else {
                            OpSpec::new("llvm.mlir.addressof")
                                .attr("global_name", Attribute::symbol(symbol.clone()))
                                .result(t)
                        };
                        let c = Builder::new(m, InsertPoint::Start(entry)).value(spec);
                        m.replace_all_uses(a, c);
                        let n = m.symbol_name(copy).expect("named").to_string();
                        copies.insert(key, n.clone());
                        n
                    }
                };
                m.set_attr(call, "callee", Attribute::symbol(name));
            }
        }
    }
}

/// Does `m` hold an indirect call `rewrite` makes direct?
pub(crate) fn has_any(m: &Module) -> bool {
    next_change(m, &mut Tables::new()).is_some()
}

/// Replace `call`, whose operand `arg` is `select(c, a, b)`, by
/// `scf.if c { call with a } else { call with b }`.
fn branch(m: &mut Module, call: OpId, arg: usize) {
    let sel = m.defining_op(m.operand(call, arg)).expect("a select");
    let (c, a, b) = (m.operand(sel, 0), m.operand(sel, 1), m.operand(sel, 2));
    let tys: Vec<crate::ir::Type> = m.results(call).iter().map(|&r| m.value_type(r).clone()).collect();
    let mut spec = OpSpec::new("scf.if").operands(&[c]).results(&tys).regions(2);
    spec.pos = m.op(call).pos;
    let i = Builder::new(m, InsertPoint::Before(call)).create(spec);
    for (r, x) in [(0, a), (1, b)] {
        let region = m.region(i, r);
        let blk = Builder::new(m, InsertPoint::Before(call)).add_block(region, &[]);
        let copy = m.clone_op(call, &mut crate::ir::IrMap::new());
        m.append_op(blk, copy);
        m.set_operand(copy, arg, x);
        let rs = m.results(copy).to_vec();
        Builder::new(m, InsertPoint::End(blk)).create(OpSpec::new("scf.yield").operands(&rs));
    }
    let rs = m.results(i).to_vec();
    m.replace_op(call, &rs);
}

/// Make indirect call `o` a direct call of `f`.
fn make_direct(m: &mut Module, o: OpId, f: &str) {
    if m.is(o, "func.call_indirect") {
        let args = m.operands(o)[1..].to_vec();
        let types: Vec<_> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
        let mut spec = OpSpec::new("func.call").operands(&args).attr("callee", Attribute::symbol(f.to_string()));
        spec.result_types = types;
        spec.pos = m.op(o).pos;
        let c = m.create_op(spec);
        m.insert_op_before(o, c);
        let rs = m.results(c).to_vec();
        m.replace_op(o, &rs);
        return;
    }
    m.erase_operand(o, 0);
    m.set_attr(o, "callee", Attribute::symbol(f.to_string()));
    if let Some(mut seg) = m.attr(o, "operandSegmentSizes").and_then(Attribute::as_dense_ints) {
        if let Some(first) = seg.first_mut() {
            *first -= 1;
        }
        let values = seg.into_iter().map(crate::ir::DenseElem::Int).collect();
        m.set_attr(o, "operandSegmentSizes", Attribute::DenseArray { elem: crate::ir::Type::i32(), values });
    }
}

/// Why `op` (an `llvm.mlir.addressof` found carrying derivatives) is
/// refused, when it takes the address of a function or of a table of them:
/// the indirect calls through it could not be made direct.
pub(crate) fn refusal(m: &Module, op: OpId, mode: &str) -> Option<String> {
    let (name, target) = address_of(m, m.result(op, 0))?;
    if is_function(m, target) {
        return Some(format!(
            "{mode}: the address of function @{name} goes where derivatives do (a function pointer chosen at run time, stored in memory, or called with other types than its own): the calls through it are not known before the run, and indirect calls are not supported"
        ));
    }
    is_constant_table(m, target).then(|| format!(
        "{mode}: constant global @{name} (a vtable or a table of function pointers) goes where derivatives do: the calls through it are not known before the run (chosen by a value or a branch), and indirect calls are not supported"
    ))
}
