//! Calls of the C math library (`llvm.func @sin(f64) -> f64` declared,
//! `llvm.call @sin(%x)`, as C compiled to MLIR calls it) as `math` ops:
//! the execution engines then run them, and the AD transformations
//! differentiate them with the `math` rules. Only a body-less declaration
//! with a libm name and the libm signature (every argument and the result
//! of one float type: `f64` for `sin`, `f32` for `sinf`) is replaced.
//! `hypot` (MLIR has no `math` op for it; Rust's `hypot`, `asinh` and
//! `acosh` call it) becomes the `math` and `arith` ops computing it
//! (`hypot_ops`): no overflow or underflow where `x² + y²` would, within
//! an ulp of the C library, and its derivative is then `x / hypot(x, y)`.

use crate::ir::{Attribute, Builder, Module, OpId, OpSpec, Type, Value};

/// The name `math_op` gives `hypot`, which `rewrite` expands.
const HYPOT: &str = "hypot";

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
        "hypot" => (HYPOT, 2),
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
        if name == HYPOT {
            let pos = m.op(o).pos;
            let r = hypot_ops(&mut Builder::before(m, o), pos, ty, operands[0], operands[1]);
            m.replace_op(o, &[r]);
            continue;
        }
        let op = m.create_op(OpSpec::new(name).operands(&operands).result(ty));
        m.op_mut(op).pos = m.op(o).pos;
        m.insert_op_before(o, op);
        let r = m.result(op, 0);
        m.replace_op(o, &[r]);
    }
}

/// `hypot(x, y)` = `√(x² + y²)` of type `t` (`f64` or `f32`), as ops before
/// the builder's point. `f64`: `|x|` and `|y|` scaled by a power of two
/// (exact) when the larger is above 2⁵⁰⁰ or below 2⁻⁵⁰⁰, so the squares
/// neither overflow nor underflow, `√fma(x, x, y·y)`, scaled back. `f32`:
/// the same in `f64` (the squares are exact there), rounded once. An
/// infinite operand gives +∞ even when the other is NaN, as in C.
fn hypot_ops(b: &mut Builder<'_>, pos: Option<crate::ir::SrcPos>, t: Type, x: Value, y: Value) -> Value {
    let op = |b: &mut Builder<'_>, name: &str, xs: &[Value], rt: &Type| {
        let mut spec = OpSpec::new(name).operands(xs).result(rt.clone());
        spec.pos = pos;
        b.value(spec)
    };
    let c = |b: &mut Builder<'_>, v: f64, rt: &Type| {
        let mut spec = OpSpec::new("arith.constant").attr("value", Attribute::float(v, rt.clone())).result(rt.clone());
        spec.pos = pos;
        b.value(spec)
    };
    // (MLIR's cmpf predicates: 1 oeq, 2 ogt, 4 olt.)
    let cmp = |b: &mut Builder<'_>, pred: i128, x: Value, y: Value| {
        let mut spec = OpSpec::new("arith.cmpf")
            .operands(&[x, y])
            .attr("predicate", Attribute::int(pred, Type::i64()))
            .result(Type::int(1));
        spec.pos = pos;
        b.value(spec)
    };
    let f64t = Type::F64;
    let ax = op(b, "math.absf", &[x], &t);
    let ay = op(b, "math.absf", &[y], &t);
    let root = if t == f64t {
        let m = op(b, "arith.maximumf", &[ax, ay], &t);
        let (hi, lo) = (c(b, 2f64.powi(500), &t), c(b, 2f64.powi(-500), &t));
        let (down, up, one) = (c(b, 2f64.powi(-600), &t), c(b, 2f64.powi(600), &t), c(b, 1.0, &t));
        let big = cmp(b, 2, m, hi);
        let small = cmp(b, 4, m, lo);
        let s = op(b, "arith.select", &[small, up, one], &t);
        let scale = op(b, "arith.select", &[big, down, s], &t);
        let xs = op(b, "arith.mulf", &[ax, scale], &t);
        let ys = op(b, "arith.mulf", &[ay, scale], &t);
        let yy = op(b, "arith.mulf", &[ys, ys], &t);
        let ss = op(b, "math.fma", &[xs, xs, yy], &t);
        let r = op(b, "math.sqrt", &[ss], &t);
        op(b, "arith.divf", &[r, scale], &t)
    } else {
        let xd = op(b, "arith.extf", &[ax], &f64t);
        let yd = op(b, "arith.extf", &[ay], &f64t);
        let yy = op(b, "arith.mulf", &[yd, yd], &f64t);
        let ss = op(b, "math.fma", &[xd, xd, yy], &f64t);
        let r = op(b, "math.sqrt", &[ss], &f64t);
        op(b, "arith.truncf", &[r], &t)
    };
    let inf = c(b, f64::INFINITY, &t);
    let xi = cmp(b, 1, ax, inf);
    let yi = cmp(b, 1, ay, inf);
    let either = op(b, "arith.ori", &[xi, yi], &Type::int(1));
    op(b, "arith.select", &[either, inf, root], &t)
}
