//! `builtin.unrealized_conversion_cast` between `index` and `i64`, as
//! partial lowerings leave them (e.g. `--convert-arith-to-llvm` without
//! `--convert-func-to-llvm`: `llvm.add` on `i64` counters feeding
//! `memref.load` indices): the same 64-bit integer, rewritten as the
//! `arith.index_cast` it is, so the engines run it and the AD
//! transformations take it (integers carry no derivative); vectors of them
//! too. A cast of a value to its own type is that value (casts of several
//! values are taken pair by pair). Every other cast (e.g. a memref to its
//! LLVM descriptor struct) stays, and is refused by name.

use crate::ir::{Module, OpId, OpSpec, Type};

/// What casting `from` to `to` is: `Some(None)` for the identity,
/// `Some(Some(name))` for the op it is, `None` when it is not one of those
/// rewritten here. (Vectors of them too: --convert-vector-to-llvm leaves
/// `vector<4xi64>` to `vector<4xindex>`.)
fn meaning(from: &Type, to: &Type) -> Option<Option<&'static str>> {
    let int_index = |a: &Type, b: &Type| *a == Type::Index && *b == Type::i64();
    match (from, to) {
        _ if from == to => Some(None),
        (a, b) if int_index(a, b) || int_index(b, a) => Some(Some("arith.index_cast")),
        (Type::Vector { shape: s1, scalable: k1, elem: a }, Type::Vector { shape: s2, scalable: k2, elem: b })
            if s1 == s2 && k1 == k2 && (int_index(a, b) || int_index(b, a)) =>
        {
            Some(Some("arith.index_cast"))
        }
        _ => None,
    }
}

/// Is `o` a cast rewritten here: as many results as operands, each pair
/// identical or between `index` and `i64`?
fn rewritten(m: &Module, o: OpId) -> bool {
    m.is(o, "builtin.unrealized_conversion_cast")
        && !m.results(o).is_empty()
        && m.operands(o).len() == m.results(o).len()
        && m.operands(o).iter().zip(m.results(o)).all(|(&a, &r)| meaning(m.value_type(a), m.value_type(r)).is_some())
}

/// The casts of `m` rewritten here.
fn casts(m: &Module) -> Vec<OpId> {
    super::ops_where(m, rewritten)
}

/// Does `m` hold a cast rewritten here?
pub fn has_any(m: &Module) -> bool {
    !casts(m).is_empty()
}

/// Rewrite the casts between `index` and `i64` as `arith.index_cast`, and
/// drop those between identical types (pair by pair).
pub fn rewrite(m: &mut Module) {
    for o in casts(m) {
        let mut with = Vec::new();
        for (x, r) in m.operands(o).to_vec().into_iter().zip(m.results(o).to_vec()) {
            let ty = m.value_type(r).clone();
            match meaning(m.value_type(x), &ty) {
                Some(Some(name)) => {
                    let op = m.create_op(OpSpec::new(name).operands(&[x]).result(ty));
                    m.op_mut(op).pos = m.op(o).pos;
                    m.insert_op_before(o, op);
                    with.push(m.result(op, 0));
                }
                _ => with.push(x),
            }
        }
        m.replace_op(o, &with);
    }
}

/// Why `op`, an `builtin.unrealized_conversion_cast` left after
/// `normalize`, cannot run or be differentiated (the message follows the
/// op's name).
pub fn refusal(m: &Module, op: OpId) -> String {
    let list =
        |vs: &[crate::ir::Value]| vs.iter().map(|&v| format!("'{}'", m.value_type(v))).collect::<Vec<_>>().join(", ");
    format!(
        "from {} to {} is not supported: only casts between identical types and between 'index' and 'i64' are. \
         A partial lowering leaves such casts where converted and unconverted code meet: lower the rest too \
         (e.g. --convert-func-to-llvm for function signatures) and run --reconcile-unrealized-casts",
        list(m.operands(op)),
        list(m.results(op))
    )
}
