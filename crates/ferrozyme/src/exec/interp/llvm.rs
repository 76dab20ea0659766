//! The `llvm` dialect's values and calls: integer and float arithmetic,
//! casts (pointer ↔ integer included), `icmp`/`fcmp`/`select`, constants,
//! `zero`/`undef`/`poison` (all zero), `addressof`, aggregates
//! (`insertvalue`/`extractvalue`), `llvm.call` (direct, through a function
//! pointer; functions without a body are in `externals`), and the float
//! math intrinsics. Memory ops are in `llvm_mem`.

use std::rc::Rc;

use super::arith::float_binop;
use super::engine::{Exec, Frame, R};
use super::llvm_mem;
use super::rv::{mk_int, zero_of, Ptr, RV};
use super::scalar::{self, IntOp};
use crate::ir::{Attribute, OpId, Type};

fn int_op(name: &str) -> Option<IntOp> {
    Some(match name {
        "add" => IntOp::Add,
        "sub" => IntOp::Sub,
        "mul" => IntOp::Mul,
        "shl" => IntOp::Shl,
        "udiv" => IntOp::DivU,
        "sdiv" => IntOp::DivS,
        "urem" => IntOp::RemU,
        "srem" => IntOp::RemS,
        "and" => IntOp::And,
        "or" => IntOp::Or,
        "xor" => IntOp::Xor,
        "lshr" => IntOp::ShrU,
        "ashr" => IntOp::ShrS,
        _ => return None,
    })
}

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    let m = ex.m;
    let rt = m.results(op).first().map(|&r| m.value_type(r).clone()).unwrap_or(Type::LlvmVoid);
    if matches!(rt, Type::Vector { .. })
        || m.operands(op).iter().any(|&v| matches!(m.value_type(v), Type::Vector { .. }))
    {
        return Err(ex.err(op, "on vector values is not supported by the interpreter"));
    }
    let bad = |ex: &Exec| ex.err(op, "got operands of an unexpected kind");
    if let Some(iop) = int_op(name) {
        let (a, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| bad(ex))?;
        let (b, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| bad(ex))?;
        let r = scalar::int_binop(iop, a, b, w).map_err(|e| ex.err(op, e))?;
        return ex.out(f, op, 0, mk_int(&rt, r));
    }
    if let Some(arith_name) = match name {
        "fadd" => Some("addf"),
        "fsub" => Some("subf"),
        "fmul" => Some("mulf"),
        "fdiv" => Some("divf"),
        "frem" => Some("remf"),
        _ => None,
    } {
        let v = float_binop(arith_name, &ex.arg(f, op, 0)?, &ex.arg(f, op, 1)?).ok_or_else(|| bad(ex))?;
        return ex.out(f, op, 0, v);
    }
    if let Some(intr) = name.strip_prefix("intr.") {
        return intrinsic(ex, f, op, intr, &rt);
    }
    let v = match name {
        "fneg" => scalar::fneg(&ex.arg(f, op, 0)?).ok_or_else(|| bad(ex))?,
        // (Values here are never poison: freeze is the identity.)
        "freeze" => ex.arg(f, op, 0)?,
        "icmp" => {
            let p = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1) as i64;
            let (a, b) = (ex.arg(f, op, 0)?, ex.arg(f, op, 1)?);
            let (a, b, w) = match (&a, &b) {
                (RV::Ptr(x), RV::Ptr(y)) => (ex.ptr_addr(*x) as i64, ex.ptr_addr(*y) as i64, 64),
                _ => {
                    let (x, w) = a.int().ok_or_else(|| bad(ex))?;
                    (x, b.int().ok_or_else(|| bad(ex))?.0, w)
                }
            };
            RV::Int(scalar::int_cmp(p, a, b, w).ok_or_else(|| ex.err(op, "has an invalid predicate"))? as i64, 1)
        }
        "fcmp" => {
            let p = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1) as i64;
            let a = ex.arg(f, op, 0)?.float().ok_or_else(|| bad(ex))?;
            let b = ex.arg(f, op, 1)?.float().ok_or_else(|| bad(ex))?;
            RV::Int(scalar::float_cmp(p, a, b).ok_or_else(|| ex.err(op, "has an invalid predicate"))? as i64, 1)
        }
        "select" => {
            let c = ex.arg(f, op, 0)?.bool().ok_or_else(|| bad(ex))?;
            ex.arg(f, op, if c { 1 } else { 2 })?
        }
        "mlir.constant" => {
            let a = m.attr(op, "value").ok_or_else(|| ex.err(op, "has no value"))?;
            constant(a, &rt).ok_or_else(|| ex.err(op, format!("constant {a} is not supported by the interpreter")))?
        }
        "mlir.zero" | "mlir.undef" | "mlir.poison" => zero_of(&rt)
            .ok_or_else(|| ex.err(op, format!("values of type '{rt}' are not supported by the interpreter")))?,
        "mlir.addressof" => {
            let g = *ex.info.targets.get(&op).ok_or_else(|| ex.err(op, "names an unknown symbol"))?;
            match ex.global_alloc(g) {
                Some(alloc) => RV::Ptr(Ptr::Mem { alloc, off: 0 }),
                None if matches!(ex.info.names[g], "llvm.func" | "func.func") => RV::Ptr(Ptr::Func(g)),
                None => return Err(ex.err(op, "names a symbol that is neither a global nor a function")),
            }
        }
        "insertvalue" => {
            let agg = ex.arg(f, op, 0)?;
            let v = ex.arg(f, op, 1)?;
            let pos = m.attr(op, "position").and_then(Attribute::as_dense_ints).unwrap_or_default();
            insert(agg, &pos, v).ok_or_else(|| ex.err(op, "position is out of range"))?
        }
        "extractvalue" => {
            let mut cur = ex.arg(f, op, 0)?;
            for p in m.attr(op, "position").and_then(Attribute::as_dense_ints).unwrap_or_default() {
                let RV::Agg(fields) = cur else { return Err(ex.err(op, "position is out of range")) };
                cur = usize::try_from(p)
                    .ok()
                    .and_then(|i| fields.get(i))
                    .cloned()
                    .ok_or_else(|| ex.err(op, "position is out of range"))?;
            }
            cur
        }
        "ptrtoint" => match ex.arg(f, op, 0)? {
            RV::Ptr(p) => mk_int(&rt, ex.ptr_addr(p) as i64),
            _ => return Err(bad(ex)),
        },
        "inttoptr" => {
            let (v, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| bad(ex))?;
            RV::Ptr(ex.ptr_from_addr(super::rv::zext(v, w)))
        }
        "bitcast" | "addrspacecast" => {
            let a = ex.arg(f, op, 0)?;
            match a {
                RV::Ptr(_) => a,
                _ => scalar::bitcast(&a, &rt).ok_or_else(|| bad(ex))?,
            }
        }
        "sext" => scalar::int_resize(&ex.arg(f, op, 0)?, &rt, true).ok_or_else(|| bad(ex))?,
        "zext" | "trunc" => scalar::int_resize(&ex.arg(f, op, 0)?, &rt, false).ok_or_else(|| bad(ex))?,
        "sitofp" => scalar::itofp(&ex.arg(f, op, 0)?, &rt, true).ok_or_else(|| bad(ex))?,
        "uitofp" => scalar::itofp(&ex.arg(f, op, 0)?, &rt, false).ok_or_else(|| bad(ex))?,
        "fptosi" => scalar::fptoi(&ex.arg(f, op, 0)?, &rt, true).ok_or_else(|| bad(ex))?,
        "fptoui" => scalar::fptoi(&ex.arg(f, op, 0)?, &rt, false).ok_or_else(|| bad(ex))?,
        "fpext" | "fptrunc" => scalar::fconv(&ex.arg(f, op, 0)?, &rt).ok_or_else(|| bad(ex))?,
        _ => return llvm_mem::exec(ex, f, op, name),
    };
    ex.out(f, op, 0, v)
}

/// An `llvm.mlir.constant` value of type `t`: scalars, strings (arrays of
/// i8) and `dense` arrays.
fn constant(a: &Attribute, t: &Type) -> Option<RV> {
    if let Some(v) = super::arith::constant(a, t) {
        return Some(v);
    }
    match (a, t) {
        (Attribute::String(s), Type::LlvmArray { .. }) => {
            let bytes = super::globals::string_bytes(s).into_iter().map(|b| RV::Int(b as i8 as i64, 8));
            Some(RV::Agg(Rc::new(bytes.collect())))
        }
        (Attribute::Dense { data: crate::ir::DenseData::Splat(e), .. }, Type::LlvmArray { len, elem }) => {
            let v = dense_scalar(e, elem)?;
            Some(RV::Agg(Rc::new(vec![v; usize::try_from(*len).ok()?])))
        }
        (Attribute::Dense { data: crate::ir::DenseData::Elements(es), .. }, Type::LlvmArray { len, elem }) => {
            if es.len() as u64 != *len {
                return None;
            }
            Some(RV::Agg(Rc::new(es.iter().map(|e| dense_scalar(e, elem)).collect::<Option<Vec<_>>>()?)))
        }
        _ => None,
    }
}

fn dense_scalar(e: &crate::ir::DenseElem, t: &Type) -> Option<RV> {
    use crate::ir::DenseElem;
    match e {
        DenseElem::Int(i) if t.is_float() => super::rv::mk_float(t, *i as f64),
        DenseElem::Int(i) => Some(mk_int(t, *i as i64)),
        DenseElem::Bool(b) => Some(mk_int(t, *b as i64)),
        DenseElem::Float(x) => super::rv::mk_float(t, x.get()),
        _ => None,
    }
}

/// `agg` with the field at `pos` replaced by `v`.
fn insert(agg: RV, pos: &[i128], v: RV) -> Option<RV> {
    let Some((&first, rest)) = pos.split_first() else { return Some(v) };
    let RV::Agg(mut fields) = agg else { return None };
    let i = usize::try_from(first).ok()?;
    let inner = fields.get(i)?.clone();
    let new = insert(inner, rest, v)?;
    Rc::make_mut(&mut fields)[i] = new;
    Some(RV::Agg(fields))
}

/// `llvm.call` (on the recursion path: kept apart so its frame stays small).
#[inline(never)]
pub(crate) fn call(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let mut args = ex.args(f, op);
    let target = match ex.info.targets.get(&op) {
        Some(&t) => t,
        None if ex.m.attr(op, "callee").is_none() && !args.is_empty() => match args.remove(0) {
            RV::Ptr(Ptr::Func(t)) => t,
            _ => return Err(ex.err(op, "calls through a pointer that is not a function")),
        },
        None => return Err(ex.err(op, "calls an unknown function")),
    };
    let vals = ex.call_func(Some(op), target, args)?;
    ex.outs(f, op, vals)
}

#[inline(never)]
fn intrinsic(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str, rt: &Type) -> R<()> {
    let bad = |ex: &Exec| ex.err(op, "got operands of an unexpected kind");
    let a = || ex.arg(f, op, 0);
    let b = || ex.arg(f, op, 1);
    let v = match name {
        "sqrt" | "sin" | "cos" | "exp" | "exp2" | "log" | "log2" | "log10" | "floor" | "ceil" | "trunc" | "round"
        | "roundeven" => super::math::unary(name, &a()?),
        "fabs" => super::math::unary("absf", &a()?),
        "rint" | "nearbyint" => super::math::unary("roundeven", &a()?),
        "pow" => super::math::binary("powf", &a()?, &b()?),
        "copysign" => super::math::binary("copysign", &a()?, &b()?),
        "maxnum" => float_binop("maxnumf", &a()?, &b()?),
        "minnum" => float_binop("minnumf", &a()?, &b()?),
        "maximum" => float_binop("maximumf", &a()?, &b()?),
        "minimum" => float_binop("minimumf", &a()?, &b()?),
        "fma" | "fmuladd" => super::math::fma(&a()?, &b()?, &ex.arg(f, op, 2)?),
        "powi" => super::math::fpowi(&a()?, &b()?),
        // The saved position: how many stack allocations the frame holds
        // (as a raw address; `stackrestore` releases those made since).
        "stacksave" => Some(RV::Ptr(Ptr::Raw(f.stack.len() as u64))),
        // Integer intrinsics, as the arith and math ops they come from.
        "smax" | "smin" | "umax" | "umin" => {
            let k = match name {
                "smax" => IntOp::MaxS,
                "smin" => IntOp::MinS,
                "umax" => IntOp::MaxU,
                _ => IntOp::MinU,
            };
            let ((x, w), (y, _)) = (a()?.int().ok_or_else(|| bad(ex))?, b()?.int().ok_or_else(|| bad(ex))?);
            Some(mk_int(rt, scalar::int_binop(k, x, y, w).map_err(|e| ex.err(op, e))?))
        }
        "abs" => {
            let (x, w) = a()?.int().ok_or_else(|| bad(ex))?;
            Some(mk_int(rt, crate::exec::interp::rv::sext(x, w).wrapping_abs()))
        }
        "ctlz" | "cttz" | "ctpop" => {
            let (x, w) = a()?.int().ok_or_else(|| bad(ex))?;
            super::math::bit_count(name, x, w).map(|c| mk_int(rt, c))
        }
        _ => return llvm_mem::intrinsic(ex, f, op, name),
    };
    let v = v.ok_or_else(|| bad(ex))?;
    let _ = rt;
    ex.out(f, op, 0, v)
}
