//! Calls of the C math library (`llvm.func @sin(f64) -> f64` declared,
//! `llvm.call @sin(%x)`, as C compiled to MLIR calls it) as `math` ops:
//! the execution engines then run them, and the AD transformations
//! differentiate them with the `math` rules. Only a body-less declaration
//! with a libm name and the libm signature (every argument and the result
//! of one float type: `f64` for `sin`, `f32` for `sinf`) is replaced.

use crate::ir::{Attribute, Module, OpId, OpSpec, Type};

/// The `math` op computing libm function `name` (without its `f` suffix
/// for `f32`), and its arity.
fn math_op(name: &str) -> Option<(&'static str, usize)> {
    Some(match name {
        "sin" => ("math.sin", 1),
        "cos" => ("math.cos", 1),
        "tan" => ("math.tan", 1),
        "asin" => ("math.asin", 1),
        "acos" => ("math.acos", 1),
        "atan" => ("math.atan", 1),
        "atan2" => ("math.atan2", 2),
        "sinh" => ("math.sinh", 1),
        "cosh" => ("math.cosh", 1),
        "tanh" => ("math.tanh", 1),
        "asinh" => ("math.asinh", 1),
        "acosh" => ("math.acosh", 1),
        "atanh" => ("math.atanh", 1),
        "exp" => ("math.exp", 1),
        "exp2" => ("math.exp2", 1),
        "expm1" => ("math.expm1", 1),
        "log" => ("math.log", 1),
        "log2" => ("math.log2", 1),
        "log10" => ("math.log10", 1),
        "log1p" => ("math.log1p", 1),
        "sqrt" => ("math.sqrt", 1),
        "cbrt" => ("math.cbrt", 1),
        "pow" => ("math.powf", 2),
        "fabs" => ("math.absf", 1),
        "erf" => ("math.erf", 1),
        "erfc" => ("math.erfc", 1),
        "copysign" => ("math.copysign", 2),
        "fma" => ("math.fma", 3),
        "floor" => ("math.floor", 1),
        "ceil" => ("math.ceil", 1),
        "trunc" => ("math.trunc", 1),
        "round" => ("math.round", 1),
        _ => return None,
    })
}

/// The `math` op for a call of `f` (a body-less declaration), if `f` is a
/// libm function with its signature.
fn replacement(m: &Module, f: OpId) -> Option<&'static str> {
    if !(m.is(f, "llvm.func") || m.is(f, "func.func")) || m.regions(f).first().is_some_and(|&r| !m.blocks(r).is_empty())
    {
        return None;
    }
    let name = m.symbol_name(f)?;
    let (params, ret) = match m.attr(f, "function_type").and_then(Attribute::as_type)? {
        Type::LlvmFunc(ft) if !ft.vararg => (ft.params.clone(), ft.ret.clone()),
        Type::Function(ft) if ft.results.len() == 1 => (ft.inputs.clone(), ft.results[0].clone()),
        _ => return None,
    };
    let (op, arity) = match (math_op(name), name.strip_suffix('f').and_then(math_op)) {
        (Some(x), _) if ret == Type::F64 => x,
        (_, Some(x)) if ret == Type::F32 => x,
        _ => return None,
    };
    (params.len() == arity && params.iter().all(|t| *t == ret)).then_some(op)
}

/// The calls of `m` that `rewrite` replaces, each with its `math` op.
fn calls(m: &Module) -> Vec<(OpId, &'static str)> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        for o in m.collect_ops(f) {
            if !(m.is(o, "llvm.call") || m.is(o, "func.call")) || m.results(o).len() != 1 {
                continue;
            }
            let callee = m.attr(o, "callee").and_then(Attribute::as_flat_symbol).and_then(|n| m.lookup_symbol(n));
            if let Some(op) = callee.and_then(|c| replacement(m, c)) {
                out.push((o, op));
            }
        }
    }
    out
}

/// Does `m` call libm functions that `rewrite` would replace?
pub fn has_calls(m: &Module) -> bool {
    !calls(m).is_empty()
}

/// Replace every call of a libm function in `m` by its `math` op (the
/// declarations stay).
pub fn rewrite(m: &mut Module) {
    for (o, name) in calls(m) {
        let ty = m.value_type(m.result(o, 0)).clone();
        let operands = m.operands(o).to_vec();
        let op = m.create_op(OpSpec::new(name).operands(&operands).result(ty));
        m.op_mut(op).pos = m.op(o).pos;
        m.insert_op_before(o, op);
        let r = m.result(op, 0);
        m.replace_op(o, &[r]);
    }
}
