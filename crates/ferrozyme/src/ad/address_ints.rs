//! Addresses of memory carrying derivatives made integers
//! (`llvm.ptrtoint`) that leave the function's integer arithmetic: refused
//! in both modes (reader-47).
//!
//! A pointer's shadow follows it through GEPs, loads and stores of
//! pointers, calls and selects; it cannot follow an integer. An address
//! stored into memory as an integer (a holder re-pointed by an `i64`
//! store, Rust's `p as usize` kept in a struct), passed to a function
//! without a body or returned, carried by a loop or branch, or made a
//! pointer again (followed into the callees it is passed to; an
//! `llvm.inttoptr` `int_addresses` could not rewrite as an offset from a
//! pointer) would be read through without its shadow: the derivative of
//! what is read there would be lost, or go to the old pointer's shadow.
//! Compared (`p == end`), or subtracted and scaled into a length or an
//! index, the integer is only a number: that stays allowed.

use crate::ad::activity::FunctionActivity;
use crate::ad::origins::is_memory;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

/// The first `llvm.ptrtoint` of function `f` whose pointer carries
/// derivatives (`act`) and whose integer leaves its arithmetic, refused
/// naming where it goes.
pub(crate) fn check(m: &Module, f: OpId, act: &FunctionActivity, mode: &str) -> Result<(), Diagnostic> {
    for o in m.collect_ops(f) {
        if !m.is(o, "llvm.ptrtoint") || !act.is_active(m, m.operand(o, 0)) || sizeof(m, m.operand(o, 0)) {
            continue;
        }
        if let Some((to, what)) = escape(m, m.result(o, 0)) {
            let at = crate::exec::error::op_location(m, to).map_or_else(String::new, |l| format!(" at {l}"));
            return Err(Diagnostic::for_op(
                m,
                o,
                format!(
                    "{mode}: the address of memory carrying derivatives is made an integer here and {what} ('{}'{at}); its shadow cannot follow an integer (keep it a pointer)",
                    m.name(to).as_str()
                ),
            ));
        }
    }
    Ok(())
}

/// The block argument of `call`'s callee that its operand `k` becomes,
/// when the callee has a body.
fn callee_argument(m: &Module, call: OpId, k: usize) -> Option<Value> {
    let callee = crate::ad::activity::callee_of(m, call)?;
    let body = crate::ad::activity::body(m, callee)?;
    let entry = m.blocks(body).first().copied()?;
    m.block_args(entry).get(k).copied()
}

/// Is `p` an offset from the null pointer (`gep null[n]`: the size of `n`
/// elements, as the memref lowering computes allocation sizes)?
fn sizeof(m: &Module, mut p: Value) -> bool {
    while let Some(d) = m.defining_op(p).filter(|&d| m.is(d, "llvm.getelementptr")) {
        p = m.operand(d, 0);
    }
    m.defining_op(p).is_some_and(|d| m.is(d, "llvm.mlir.zero"))
}

/// Where integer `v` (and what pure integer ops make of it) leaves the
/// arithmetic: the op, and what happens there.
fn escape(m: &Module, v: Value) -> Option<(OpId, &'static str)> {
    let mut todo = vec![v];
    let mut seen = crate::hash::HashSet::default();
    while let Some(x) = todo.pop() {
        if !seen.insert(x) {
            continue;
        }
        for u in m.uses(x) {
            let name = m.name(u.op);
            let name = name.as_str();
            let what = match name {
                // (An offset of a GEP moves the GEP's own pointer.)
                "llvm.icmp" | "arith.cmpi" => continue,
                "llvm.getelementptr" if u.index > 0 => continue,
                "llvm.store" | "memref.store" if u.index == 0 => "stored into memory",
                "llvm.store" | "memref.store" => continue,
                "llvm.inttoptr" => "made a pointer again",
                // (Into a callee with a body: where its argument goes.)
                "func.call" | "llvm.call" => match callee_argument(m, u.op, u.index as usize) {
                    Some(a) => {
                        todo.push(a);
                        continue;
                    }
                    None => "passed to a call",
                },
                "func.call_indirect" | "llvm.invoke" => "passed to a call",
                "func.return" | "llvm.return" => "returned",
                "scf.yield" | "scf.condition" | "cf.br" | "cf.cond_br" | "cf.switch" | "llvm.br" | "llvm.cond_br"
                | "llvm.switch" => "carried by a loop or branch",
                _ if m.regions(u.op).is_empty() && crate::dialects::traits(m, u.op).is_pure() => {
                    todo.extend(m.results(u.op).iter().copied().filter(|&r| !is_memory(m.value_type(r))));
                    continue;
                }
                _ => "used by an op the derivative cannot follow it through",
            };
            return Some((u.op, what));
        }
    }
    None
}
