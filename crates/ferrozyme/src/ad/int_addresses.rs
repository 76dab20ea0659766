//! Address arithmetic on integers, as C compiled to MLIR may do it
//! (`llvm.ptrtoint`, integer adds and subtractions, `llvm.inttoptr`), made
//! `llvm.getelementptr` by bytes from the pointer it started from, before
//! differentiation (both modes; the module is changed in place, as the
//! C math library rewrite does). The address is the same; the derivative
//! code then knows the memory it points into (its shadow is the same
//! offset from the shadow of that pointer), which it cannot through an
//! integer.
//!
//! Only `inttoptr(ptrtoint(p) ± k ± …)` with 64-bit integers is rewritten,
//! where no term `k` may be made from a pointer (`from_pointer`: a
//! difference of two pointers is no offset between memory and its
//! shadow), and `inttoptr(v)` of any `v` computed from `p` and constants
//! alone (aligning it: `(ptrtoint(p) + 63) & -64`), as `p` plus
//! `v − ptrtoint(p)` bytes.
//! Other `inttoptr`s stay and are refused where their memory carries
//! derivatives.

use crate::ir::{Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// Signed terms of a sum (true: added).
type Terms = Vec<(bool, Value)>;

/// May `v` be made from a pointer: a `llvm.ptrtoint` among the ops
/// computing it (looking `depth` ops deep; beyond that, taken to be), or
/// a value the ops do not show: loaded from memory, the result of a call
/// or of an op with regions, a loop-carried value (reader-16: a pointer
/// difference yielded by an `scf.if` was taken as a plain offset). The
/// function's own arguments and an `scf.for` induction variable (from its
/// bounds) are followed.
fn from_pointer(m: &Module, v: Value, depth: usize) -> bool {
    if depth == 0 {
        return true;
    }
    let Some(d) = m.defining_op(v) else {
        let crate::ir::ValueDef::BlockArg { block, index } = m.value_def(v) else { return true };
        let Some(p) = m.block_parent_op(block) else { return true };
        if m.is(p, "func.func") || m.is(p, "llvm.func") {
            return false;
        }
        return !(m.is(p, "scf.for") && index == 0)
            || m.operands(p)[..3].iter().any(|&x| from_pointer(m, x, depth - 1));
    };
    if m.is(d, "llvm.ptrtoint") || !m.regions(d).is_empty() || !crate::dialects::traits(m, d).is_pure() {
        return true;
    }
    m.operands(d).iter().any(|&x| from_pointer(m, x, depth - 1))
}

/// `v` as `ptrtoint(p) + Σ ±k`: the pointer and the signed terms.
fn decompose(m: &Module, v: Value) -> Option<(Value, Terms)> {
    let d = m.defining_op(v)?;
    let name = m.name(d).as_str();
    match name {
        "llvm.ptrtoint" => Some((m.operand(d, 0), Vec::new())),
        "llvm.add" | "arith.addi" => {
            let (a, b) = (m.operand(d, 0), m.operand(d, 1));
            let (base, other) = if from_pointer(m, a, 8) { (a, b) } else { (b, a) };
            if from_pointer(m, other, 8) {
                return None;
            }
            let (p, mut terms) = decompose(m, base)?;
            terms.push((true, other));
            Some((p, terms))
        }
        "llvm.sub" | "arith.subi" => {
            let (a, b) = (m.operand(d, 0), m.operand(d, 1));
            if from_pointer(m, b, 8) {
                return None;
            }
            let (p, mut terms) = decompose(m, a)?;
            terms.push((false, b));
            Some((p, terms))
        }
        _ => None,
    }
}

/// Is `v` computed from one pointer (`found`) and constants alone, through
/// pure integer ops (each `llvm.ptrtoint` among them of that pointer), as
/// alignment does (`(ptrtoint(p) + 63) & -64`, or with `urem`)? Not when
/// several pointers take part, or any other value (an argument, a load, a
/// loop-carried value: reader-18, an integer argument that was another
/// pointer's address), looking `depth` ops deep.
fn single_source(m: &Module, v: Value, depth: usize, found: &mut Option<Value>) -> bool {
    if depth == 0 {
        return false;
    }
    let Some(d) = m.defining_op(v) else { return false };
    if m.is(d, "llvm.ptrtoint") {
        let p = m.operand(d, 0);
        return *found.get_or_insert(p) == p;
    }
    if !m.regions(d).is_empty() || !crate::dialects::traits(m, d).is_pure() {
        return false;
    }
    m.operands(d).iter().all(|&x| single_source(m, x, depth - 1, found))
}

/// How `rewrite` makes an address an offset of its pointer.
enum Offset {
    /// `ptrtoint(p) + Σ ±k`.
    Terms(Terms),
    /// Any integer computed from `p` alone: `v − ptrtoint(p)`.
    Difference(Value),
}

/// The `llvm.inttoptr` ops of `m` that `rewrite` changes, with their
/// pointer and offset.
fn candidates(m: &Module) -> Vec<(OpId, Value, Offset)> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        for o in m.collect_ops(f) {
            if !m.is(o, "llvm.inttoptr") || *m.value_type(m.operand(o, 0)) != Type::i64() {
                continue;
            }
            let v = m.operand(o, 0);
            let found = match decompose(m, v) {
                Some((p, terms)) => Some((p, Offset::Terms(terms))),
                None => {
                    let mut p = None;
                    single_source(m, v, 16, &mut p).then_some(p).flatten().map(|p| (p, Offset::Difference(v)))
                }
            };
            if let Some((p, off)) = found.filter(|(p, _)| m.value_type(*p) == m.value_type(m.result(o, 0))) {
                out.push((o, p, off));
            }
        }
    }
    out
}

/// Does `m` hold address arithmetic `rewrite` changes?
pub(crate) fn has_any(m: &Module) -> bool {
    !candidates(m).is_empty()
}

/// Replace each `inttoptr(ptrtoint(p) ± k …)` by `getelementptr i8,
/// p[Σ ±k]`, and each other `inttoptr(v)` of a `v` computed from `p` alone
/// by `getelementptr i8, p[v − ptrtoint(p)]`.
pub(crate) fn rewrite(m: &mut Module) {
    for (o, p, off) in candidates(m) {
        let ip = InsertPoint::Before(o);
        let terms = match off {
            Offset::Terms(terms) => terms,
            Offset::Difference(v) => {
                let mut b = Builder::new(m, ip);
                let base = b.value(OpSpec::new("llvm.ptrtoint").operands(&[p]).result(Type::i64()));
                let k = b.value(OpSpec::new("llvm.sub").operands(&[v, base]).result(Type::i64()));
                vec![(true, k)]
            }
        };
        let mut off: Option<Value> = None;
        for (plus, k) in terms {
            let mut b = Builder::new(m, ip);
            off = Some(match (off, plus) {
                (None, true) => k,
                (None, false) => {
                    let z = b.const_int(0, Type::i64());
                    b.value(OpSpec::new("llvm.sub").operands(&[z, k]).result(Type::i64()))
                }
                (Some(a), true) => b.value(OpSpec::new("llvm.add").operands(&[a, k]).result(Type::i64())),
                (Some(a), false) => b.value(OpSpec::new("llvm.sub").operands(&[a, k]).result(Type::i64())),
            });
        }
        let q = match off {
            Some(off) => crate::ad::reverse::pointers::element(m, ip, p, off, &Type::int(8)),
            None => p,
        };
        m.replace_op(o, &[q]);
    }
}
