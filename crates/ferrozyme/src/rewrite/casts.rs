//! `builtin.unrealized_conversion_cast` between `index` and `i64`, as
//! partial lowerings leave them (e.g. `--convert-arith-to-llvm` without
//! `--convert-func-to-llvm`: `llvm.add` on `i64` counters feeding
//! `memref.load` indices): the same 64-bit integer, rewritten as the
//! `arith.index_cast` it is, so the engines run it and the AD
//! transformations take it (integers carry no derivative). A cast between
//! identical types is its operand. Every other cast (e.g. a memref to its
//! LLVM descriptor struct) stays, and is refused by name.

use crate::ir::{Module, OpId, OpSpec, Type};

/// What a one-to-one cast from `from` to `to` is: `Some(None)` for the
/// identity, `Some(Some(name))` for the op it is, `None` when it is not
/// one of those rewritten here.
fn meaning(from: &Type, to: &Type) -> Option<Option<&'static str>> {
    let i64 = Type::i64();
    match (from, to) {
        _ if from == to => Some(None),
        (Type::Index, t) | (t, Type::Index) if *t == i64 => Some(Some("arith.index_cast")),
        _ => None,
    }
}

/// The casts of `m` rewritten here.
fn casts(m: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        m.walk_post(f, &mut |o| {
            if m.is(o, "builtin.unrealized_conversion_cast")
                && m.operands(o).len() == 1
                && m.results(o).len() == 1
                && meaning(m.value_type(m.operand(o, 0)), m.value_type(m.result(o, 0))).is_some()
            {
                out.push(o);
            }
        });
    }
    out
}

/// Does `m` hold a cast rewritten here?
pub fn has_any(m: &Module) -> bool {
    !casts(m).is_empty()
}

/// Rewrite the casts between `index` and `i64` as `arith.index_cast`, and
/// drop those between identical types.
pub fn rewrite(m: &mut Module) {
    for o in casts(m) {
        let x = m.operand(o, 0);
        let ty = m.value_type(m.result(o, 0)).clone();
        match meaning(m.value_type(x), &ty) {
            Some(Some(name)) => {
                let op = m.create_op(OpSpec::new(name).operands(&[x]).result(ty));
                m.op_mut(op).pos = m.op(o).pos;
                m.insert_op_before(o, op);
                let r = m.result(op, 0);
                m.replace_op(o, &[r]);
            }
            Some(None) => m.replace_op(o, &[x]),
            None => {}
        }
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
