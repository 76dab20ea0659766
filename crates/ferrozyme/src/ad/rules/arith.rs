//! Partial derivatives of `arith` (and the matching `llvm`) float ops.

use super::{Emit, Partial, RuleFn};
use crate::ir::Value;
use Partial::*;

fn addf(_: &mut Emit<'_, '_>, _: &[Value], _: Value) -> Vec<Partial> {
    vec![One, One]
}
fn subf(_: &mut Emit<'_, '_>, _: &[Value], _: Value) -> Vec<Partial> {
    vec![One, MinusOne]
}
fn mulf(_: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(x[1]), Of(x[0])]
}
/// d(a/b) = da/b - db·(a/b)/b
fn divf(e: &mut Emit<'_, '_>, x: &[Value], r: Value) -> Vec<Partial> {
    let inv = e.recip(x[1]);
    let q = e.mul(r, inv);
    let nq = e.neg(q);
    vec![Of(inv), Of(nq)]
}
/// d(a rem b) = da - trunc(a/b)·db
fn remf(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let q = e.div(x[0], x[1]);
    let t = e.op("math.trunc", &[q]);
    let nt = e.neg(t);
    vec![One, Of(nt)]
}
fn negf(_: &mut Emit<'_, '_>, _: &[Value], _: Value) -> Vec<Partial> {
    vec![MinusOne]
}
/// max/min: the derivative follows the operand that was picked (the first
/// where `x[0] pred x[1]`); on a tie the first operand (as Enzyme does).
/// maxnum/minnum (`number`) pick the number when the other operand is a
/// NaN: the first operand when it is a number and compares `pred`
/// (`uge`/`ule`: true when unordered) with the second.
fn pick(e: &mut Emit<'_, '_>, x: &[Value], pred: &str, number: bool) -> Vec<Partial> {
    let first = e.cmpf(pred, x[0], x[1]);
    let (one, zero) = (e.c(1.0), e.c(0.0));
    let mut p0 = e.select(first, one, zero);
    let mut p1 = e.select(first, zero, one);
    if number {
        let is_number = e.cmpf("ord", x[0], x[0]);
        p0 = e.select(is_number, p0, zero);
        p1 = e.select(is_number, p1, one);
    }
    vec![Of(p0), Of(p1)]
}
fn maxf(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    pick(e, x, "oge", false)
}
fn minf(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    pick(e, x, "ole", false)
}
fn maxnum(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    pick(e, x, "uge", true)
}
fn minnum(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    pick(e, x, "ule", true)
}
fn identity(_: &mut Emit<'_, '_>, _: &[Value], _: Value) -> Vec<Partial> {
    vec![One]
}

pub fn rule(name: &str) -> Option<RuleFn> {
    Some(match name {
        "arith.addf" | "llvm.fadd" => addf,
        "arith.subf" | "llvm.fsub" => subf,
        "arith.mulf" | "llvm.fmul" => mulf,
        "arith.divf" | "llvm.fdiv" => divf,
        "arith.remf" | "llvm.frem" => remf,
        "arith.negf" | "llvm.fneg" => negf,
        "arith.maximumf" | "llvm.intr.maximum" => maxf,
        "arith.minimumf" | "llvm.intr.minimum" => minf,
        "arith.maxnumf" | "llvm.intr.maxnum" => maxnum,
        "arith.minnumf" | "llvm.intr.minnum" => minnum,
        // Float-to-float conversions carry the tangent through (converted by the caller).
        "arith.extf" | "arith.truncf" | "llvm.fpext" | "llvm.fptrunc" | "llvm.freeze" => identity,
        _ => return None,
    })
}

pub fn is_non_differentiable(name: &str) -> bool {
    matches!(
        name,
        "arith.cmpf"
            | "arith.cmpi"
            | "arith.fptosi"
            | "arith.fptoui"
            | "arith.sitofp"
            | "arith.uitofp"
            | "arith.index_cast"
            | "arith.index_castui"
            | "arith.extsi"
            | "arith.extui"
            | "arith.trunci"
            | "arith.addi"
            | "arith.subi"
            | "arith.muli"
            | "arith.divsi"
            | "arith.divui"
            | "arith.remsi"
            | "arith.remui"
            | "arith.ceildivsi"
            | "arith.ceildivui"
            | "arith.floordivsi"
            | "arith.maxsi"
            | "arith.maxui"
            | "arith.minsi"
            | "arith.minui"
            | "arith.andi"
            | "arith.ori"
            | "arith.xori"
            | "arith.shli"
            | "arith.shrsi"
            | "arith.shrui"
            | "arith.addui_extended"
            | "arith.mulsi_extended"
            | "arith.mului_extended"
            | "arith.constant"
            | "llvm.fcmp"
            | "llvm.icmp"
            | "llvm.fptosi"
            | "llvm.fptoui"
            | "llvm.sitofp"
            | "llvm.uitofp"
            | "llvm.mlir.constant"
    )
}
