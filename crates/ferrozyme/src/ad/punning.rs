//! Type punning of values carrying derivatives, refused: a float that
//! carries a derivative, reinterpreted as integer bits (`arith.bitcast`,
//! `llvm.bitcast`, or an integer load of memory holding such floats) and
//! turned back into a float (a bitcast to a float type, or a float load of
//! memory those bits were stored in), would come back without its
//! derivative: integers carry none. (C code copying doubles as `int64_t`
//! words, or a union.) Integer bits that stay integers (a sign test, a
//! hash) lose nothing and are not refused.

use crate::ad::activity::{is_float, FunctionActivity, Origin};
use crate::hash::HashMap;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

/// Refuse, with the op and where the bits came from, a float made from
/// integer bits of a value carrying derivatives in function `f`.
pub(crate) fn check(m: &Module, f: OpId, act: &FunctionActivity, mode: &str) -> Result<(), Diagnostic> {
    let ops = m.collect_ops(f);
    let origin = |v: Value| act.origins.get(&v).copied().unwrap_or(Origin::Unknown);
    // Integer values holding such bits, and memory they are stored in
    // (each with the op where the bits left the float).
    let mut bits: HashMap<Value, OpId> = HashMap::default();
    let mut memory: HashMap<Origin, OpId> = HashMap::default();
    let int = |m: &Module, v: Value| m.value_type(v).int_width().is_some();
    loop {
        let before = (bits.len(), memory.len());
        for &o in &ops {
            let name = m.name(o).as_str();
            match name {
                "arith.bitcast" | "llvm.bitcast" => {
                    let x = m.operand(o, 0);
                    let r = m.result(o, 0);
                    if int(m, r) && is_float(m.value_type(x)) && act.varied.contains(&x) {
                        bits.entry(r).or_insert(o);
                    }
                }
                "memref.load" | "llvm.load" => {
                    let r = m.result(o, 0);
                    let mem = origin(m.operand(o, 0));
                    if int(m, r) {
                        if let Some(&s) = memory.get(&mem) {
                            bits.entry(r).or_insert(s);
                        } else if name == "llvm.load" && act.active_origins.contains(&mem) {
                            bits.entry(r).or_insert(o);
                        }
                    }
                }
                "memref.store" | "llvm.store" => {
                    if let Some(&s) = bits.get(&m.operand(o, 0)) {
                        memory.entry(origin(m.operand(o, 1))).or_insert(s);
                    }
                }
                _ => {
                    // Integer arithmetic on the bits keeps them.
                    let from = m.operands(o).iter().find_map(|v| bits.get(v).copied());
                    if let (Some(s), true) = (from, m.regions(o).is_empty()) {
                        for &r in m.results(o) {
                            if int(m, r) {
                                bits.entry(r).or_insert(s);
                            }
                        }
                    }
                }
            }
        }
        if (bits.len(), memory.len()) == before {
            break;
        }
    }
    for &o in &ops {
        let name = m.name(o).as_str();
        let source = match name {
            "arith.bitcast" | "llvm.bitcast" if is_float(m.value_type(m.result(o, 0))) => {
                bits.get(&m.operand(o, 0)).copied()
            }
            "memref.load" | "llvm.load" if is_float(m.value_type(m.result(o, 0))) => {
                memory.get(&origin(m.operand(o, 0))).copied()
            }
            _ => None,
        };
        if let Some(s) = source {
            let at = m.op(s).pos.map_or(String::new(), |p| {
                let d = Diagnostic::at_module_pos(m, p, "");
                format!(" at {}:{}:{}", d.file, d.line, d.col)
            });
            return Err(Diagnostic::for_op(
                m,
                o,
                format!(
                    "{mode}: this float is made from the integer bits of a value carrying derivatives ('{}'{at}); type punning would lose the derivative and is not supported",
                    m.name(s)
                ),
            ));
        }
    }
    Ok(())
}
