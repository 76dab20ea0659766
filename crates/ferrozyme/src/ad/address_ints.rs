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
//! index, the integer is only a number: that stays allowed (the addresses
//! of GEPs of one pointer all count as its address: `end - p` is a
//! length; of another pointer, it is not).

use crate::ad::activity::FunctionActivity;
use crate::ad::origins::is_memory;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

/// The first `llvm.ptrtoint` of function `f` whose pointer carries
/// derivatives (`act`) and whose integer leaves its arithmetic, refused
/// naming where it goes.
pub(crate) fn check(m: &Module, f: OpId, act: &FunctionActivity, mode: &str) -> Result<(), Diagnostic> {
    let ints: Vec<OpId> = m.collect_ops(f).into_iter().filter(|&o| m.is(o, "llvm.ptrtoint")).collect();
    for &o in &ints {
        if !act.is_active(m, m.operand(o, 0)) || sizeof(m, m.operand(o, 0)) {
            continue;
        }
        // (Every address of the same memory, GEPs of one pointer, counts
        // as the address: the difference of two of them is a number.)
        let base = gep_base(m, m.operand(o, 0));
        let same: Vec<Value> =
            ints.iter().filter(|&&i| gep_base(m, m.operand(i, 0)) == base).map(|&i| m.result(i, 0)).collect();
        if let Some((to, what)) = escape_from(m, &same, 1, &mut Default::default()) {
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

/// How much of the address an integer holds: `Some(k)`, k times it plus
/// a number (`ptrtoint p` is 1, `end - p` of another pointer is -1,
/// `(p + 63) urem 64` is 0: an offset); `None`: not known.
type Coef = Option<i64>;

/// The coefficient of op `o`'s result from its operands' (`of`; values
/// not made from the address are 0).
fn coefficient(m: &Module, o: OpId, of: &dyn Fn(Value) -> Coef) -> Coef {
    let ops = m.operands(o);
    let c = |i: usize| ops.get(i).map_or(Some(0), |&v| of(v));
    let konst = |i: usize| ops.get(i).and_then(|&v| m.int_constant(v));
    match m.name(o).as_str() {
        "llvm.add" | "arith.addi" => c(0)?.checked_add(c(1)?),
        "llvm.sub" | "arith.subi" => c(0)?.checked_sub(c(1)?),
        "llvm.mul" | "arith.muli" => match (konst(0), konst(1)) {
            (_, Some(k)) => c(0)?.checked_mul(i64::try_from(k).ok()?),
            (Some(k), _) => c(1)?.checked_mul(i64::try_from(k).ok()?),
            _ if c(0)? == 0 && c(1)? == 0 => Some(0),
            _ => None,
        },
        // (A remainder by a constant is a number below it.)
        "llvm.urem" | "arith.remui" | "llvm.srem" | "arith.remsi" if konst(1).is_some() => Some(0),
        // (Masked: by a small one, an offset; by an alignment, the address.)
        "llvm.and" | "arith.andi" => match konst(1).or(konst(0)) {
            Some(k) if (0..1 << 20).contains(&k) => Some(0),
            Some(k) if k < 0 && (c(0)? == 0 || c(1)? == 0) => Some(c(0)? + c(1)?),
            _ if c(0)? == 0 && c(1)? == 0 => Some(0),
            _ => None,
        },
        "llvm.zext" | "llvm.sext" | "llvm.trunc" | "arith.extui" | "arith.extsi" | "arith.trunci"
        | "arith.index_cast" | "arith.index_castui" | "llvm.bitcast" | "llvm.freeze" => c(0),
        "llvm.select" | "arith.select" => match (c(1)?, c(2)?) {
            (a, b) if a == b => Some(a),
            _ => None,
        },
        _ if (0..ops.len()).all(|i| c(i) == Some(0)) => Some(0),
        _ => None,
    }
}

/// The pointer `p` is `llvm.getelementptr`s of (`p` itself if none).
fn gep_base(m: &Module, mut p: Value) -> Value {
    while let Some(d) = m.defining_op(p).filter(|&d| m.is(d, "llvm.getelementptr")) {
        p = m.operand(d, 0);
    }
    p
}

/// Where integer `v` (holding `k` times the address: `coefficient`), and
/// what pure integer ops make of it, leaves the arithmetic while it still
/// holds the address: the op, and what happens there. An offset (0 times
/// it) may go anywhere; `seen`: the callee arguments followed (at most 64).
fn escape(m: &Module, v: Value, k: i64, seen: &mut crate::hash::HashSet<(Value, i64)>) -> Option<(OpId, &'static str)> {
    escape_from(m, &[v], k, seen)
}

/// `escape` of integers `starts` of one function, each holding `k` times
/// the same address (plus a number).
fn escape_from(
    m: &Module,
    starts: &[Value],
    k: i64,
    seen: &mut crate::hash::HashSet<(Value, i64)>,
) -> Option<(OpId, &'static str)> {
    let v = *starts.first()?;
    // The integers made from `starts`, in an order where each comes after
    // its operands (pre-order: SSA definitions come before their uses; the
    // values a region carries stop at its terminator).
    let mut slice = crate::hash::HashSet::default();
    slice.extend(starts.iter().copied());
    let mut todo = starts.to_vec();
    let mut users = Vec::new();
    while let Some(x) = todo.pop() {
        for u in m.uses(x) {
            let pure = m.regions(u.op).is_empty() && crate::dialects::traits(m, u.op).is_pure();
            let stops = ["llvm.inttoptr", "llvm.icmp", "arith.cmpi"].iter().any(|n| m.is(u.op, n))
                || (m.is(u.op, "llvm.getelementptr") && u.index > 0);
            let followed = pure && !stops;
            if followed {
                for &r in m.results(u.op) {
                    if !is_memory(m.value_type(r)) && slice.insert(r) {
                        todo.push(r);
                    }
                }
            } else {
                users.push((u.op, u.index as usize, x));
            }
        }
    }
    let start = match m.value_def(v) {
        crate::ir::ValueDef::Result { op, .. } => Some(op),
        crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
        crate::ir::ValueDef::Undefined => None,
    };
    let f =
        std::iter::successors(start, |&p| m.parent_op(p)).find(|&p| m.is(p, "func.func") || m.is(p, "llvm.func"))?;
    let mut coef: crate::hash::HashMap<Value, Coef> = crate::hash::HashMap::default();
    coef.extend(starts.iter().map(|&s| (s, Some(k))));
    for o in m.collect_ops(f) {
        if m.results(o).iter().any(|r| slice.contains(r)) && !coef.contains_key(&m.result(o, 0)) {
            let c = coefficient(m, o, &|x| coef.get(&x).copied().unwrap_or(Some(0)));
            for &r in m.results(o) {
                coef.insert(r, c);
            }
        }
    }
    for (op, index, x) in users {
        let c = coef.get(&x).copied().unwrap_or(None);
        if c == Some(0) {
            continue;
        }
        let what = match m.name(op).as_str() {
            "llvm.icmp" | "arith.cmpi" => continue,
            // (An offset of a GEP moves the GEP's own pointer.)
            "llvm.getelementptr" if index > 0 => continue,
            "llvm.store" | "memref.store" if index == 0 => "stored into memory",
            "llvm.store" | "memref.store" => continue,
            "llvm.inttoptr" => "made a pointer again",
            // (Into a callee with a body: where its argument goes.)
            "func.call" | "llvm.call" => match (callee_argument(m, op, index), c) {
                // (A recursive callee passing it on again adds nothing.)
                (Some(a), Some(c)) if !seen.insert((a, c)) => continue,
                (Some(a), Some(c)) if seen.len() < 64 => match escape(m, a, c, seen) {
                    Some(e) => return Some(e),
                    None => continue,
                },
                _ => "passed to a call",
            },
            "func.call_indirect" | "llvm.invoke" => "passed to a call",
            "func.return" | "llvm.return" => "returned",
            "scf.yield" | "scf.condition" | "cf.br" | "cf.cond_br" | "cf.switch" | "llvm.br" | "llvm.cond_br"
            | "llvm.switch" => "carried by a loop or branch",
            _ => "used by an op the derivative cannot follow it through",
        };
        return Some((op, what));
    }
    None
}
