//! Structured and functional control flow: `func` (calls, indirect calls,
//! function constants), `scf` (for, if, while, parallel run sequentially
//! with its reductions, execute_region, index_switch) and `cf.assert`.
//! Branches between blocks (`cf.br`, `cf.cond_br`, `cf.switch`) and the
//! terminators that leave a region are handled by the engine.

use super::engine::{Exec, Frame, R};
use super::rv::{mk_int, sext, zext, RV};
use crate::dialects::memref::operand_groups;
use crate::ir::{Attribute, OpId};

pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    // Each op in its own function: most of them recurse into regions or
    // calls, and small frames keep the interpreter's stack shallow.
    match name {
        "func.call" | "func.call_indirect" => call(ex, f, op, name == "func.call"),
        "func.constant" => {
            let target = *ex.info.targets.get(&op).ok_or_else(|| ex.err(op, "names an unknown function"))?;
            ex.out(f, op, 0, RV::Func(target))
        }
        "cf.assert" => assert(ex, f, op),
        "scf.for" => scf_for(ex, f, op),
        "scf.if" => scf_if(ex, f, op),
        "scf.while" => scf_while(ex, f, op),
        "scf.execute_region" => execute_region(ex, f, op),
        "scf.index_switch" => index_switch(ex, f, op),
        "scf.parallel" => scf_parallel(ex, f, op),
        _ => Err(ex.unsupported(op)),
    }
}

#[inline(never)]
fn call(ex: &mut Exec, f: &mut Frame, op: OpId, direct: bool) -> R<()> {
    let mut args = ex.args(f, op);
    let target = if direct {
        *ex.info.targets.get(&op).ok_or_else(|| ex.err(op, "calls an unknown function"))?
    } else {
        match args.first() {
            Some(RV::Func(t)) => {
                let t = *t;
                args.remove(0);
                t
            }
            _ => return Err(ex.err(op, "callee is not a function value")),
        }
    };
    let vals = ex.call_func(Some(op), target, args)?;
    ex.outs(f, op, vals)
}

#[inline(never)]
fn assert(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    if ex.arg(f, op, 0)?.bool() == Some(true) {
        return Ok(());
    }
    let msg = ex.m.attr(op, "msg").and_then(Attribute::as_str).unwrap_or("");
    Err(ex.err(op, format!("assertion failed: {msg}")))
}

#[inline(never)]
fn scf_if(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let c = ex.arg(f, op, 0)?.bool().ok_or_else(|| ex.err(op, "condition is not an i1"))?;
    let r = ex.m.region(op, if c { 0 } else { 1 });
    if ex.m.blocks(r).is_empty() {
        return ex.outs(f, op, Vec::new());
    }
    let (_, vals) = ex.run_region(f, r, Vec::new())?;
    ex.outs(f, op, vals)
}

#[inline(never)]
fn execute_region(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let (_, vals) = ex.run_region(f, ex.m.region(op, 0), Vec::new())?;
    ex.outs(f, op, vals)
}

#[inline(never)]
fn index_switch(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let i = ex.int_arg(f, op, 0)?;
    let cases = ex.m.attr(op, "cases").and_then(Attribute::as_dense_ints).unwrap_or_default();
    let k = cases.iter().position(|&c| c == i as i128).map_or(0, |k| k + 1);
    let r = *ex.m.regions(op).get(k).ok_or_else(|| ex.err(op, "has no region for this case"))?;
    let (_, vals) = ex.run_region(f, r, Vec::new())?;
    ex.outs(f, op, vals)
}

#[inline(never)]
fn scf_for(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let m = ex.m;
    let t = m.value_type(m.operand(op, 0)).clone();
    let unsigned = m.attr(op, "unsignedCmp").is_some();
    let bound = |ex: &Exec, i: usize| -> R<i128> {
        let (v, w) = ex.arg(f, op, i)?.int().ok_or_else(|| ex.err(op, "bounds must be integers"))?;
        Ok(if unsigned { zext(v, w) as i128 } else { sext(v, w) as i128 })
    };
    let (lb, ub, step) = (bound(ex, 0)?, bound(ex, 1)?, bound(ex, 2)?);
    if step <= 0 {
        return Err(ex.err(op, format!("step must be positive, got {step}")));
    }
    let width = t.int_width().unwrap_or(64);
    let max: i128 = if unsigned { (1i128 << width) - 1 } else { (1i128 << (width - 1)) - 1 };
    let mut iters: Vec<RV> = ex.values(f, &m.operands(op)[3..]);
    let body = m.region(op, 0);
    let mut iv = lb;
    while iv < ub {
        let mut args = Vec::with_capacity(iters.len() + 1);
        args.push(mk_int(&t, iv as i64));
        args.append(&mut iters);
        let (_, vals) = ex.run_region(f, body, args)?;
        iters = vals;
        if iv + step > max {
            return Err(ex.err(op, iv_overflow(&t, iv, step)));
        }
        iv += step;
    }
    ex.outs(f, op, iters)
}

/// The error of a loop whose induction variable would wrap: MLIR's lowering
/// computes `iv + step` modulo 2^width and goes on looping from there.
pub(crate) fn iv_overflow(t: &crate::ir::Type, iv: i128, step: i128) -> String {
    format!("the induction variable overflows {t}: {iv} + {step} (the loop would go on from a wrapped value)")
}

#[inline(never)]
fn scf_while(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let (before, after) = (ex.m.region(op, 0), ex.m.region(op, 1));
    let mut args = ex.args(f, op);
    loop {
        let (term, mut vals) = ex.run_region(f, before, args)?;
        if vals.is_empty() || !ex.m.is(term, "scf.condition") {
            return Err(ex.err(term, "must be an 'scf.condition' ending the 'before' region"));
        }
        let c = vals.remove(0).bool().ok_or_else(|| ex.err(term, "condition is not an i1"))?;
        if !c {
            return ex.outs(f, op, vals);
        }
        let (_, next) = ex.run_region(f, after, vals)?;
        args = next;
    }
}

#[inline(never)]
fn scf_parallel(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let m = ex.m;
    let g = operand_groups(m, op, 4).ok_or_else(|| ex.err(op, "has malformed operand segments"))?;
    let ints = |ex: &Exec, vs: &[crate::ir::Value]| -> R<Vec<i64>> {
        vs.iter()
            .map(|&v| ex.get(f, v).int().map(|(x, _)| x).ok_or_else(|| ex.err(op, "bounds must be indices")))
            .collect()
    };
    let (lbs, ubs, steps) = (ints(ex, &g[0])?, ints(ex, &g[1])?, ints(ex, &g[2])?);
    if let Some(s) = steps.iter().find(|&&s| s <= 0) {
        return Err(ex.err(op, format!("step must be positive, got {s}")));
    }
    let mut acc = ex.values(f, &g[3]);
    let body = m.region(op, 0);
    let n = lbs.len();
    if (0..n).any(|d| lbs[d] >= ubs[d]) {
        return ex.outs(f, op, acc);
    }
    let mut iv = lbs.clone();
    loop {
        let args = iv.iter().map(|&i| RV::Index(i)).collect();
        let (term, vals) = ex.run_region(f, body, args)?;
        if !acc.is_empty() {
            let regions = m.regions(term).to_vec();
            if regions.len() != acc.len() || vals.len() != acc.len() {
                return Err(ex.err(term, "does not reduce every result of its 'scf.parallel'"));
            }
            for (k, r) in regions.into_iter().enumerate() {
                let (_, mut out) = ex.run_region(f, r, vec![acc[k].clone(), vals[k].clone()])?;
                acc[k] = out.pop().ok_or_else(|| ex.err(term, "reduction returned no value"))?;
            }
        }
        // Next multi-index, last dimension fastest.
        let mut d = n;
        loop {
            if d == 0 {
                return ex.outs(f, op, acc);
            }
            d -= 1;
            iv[d] = match iv[d].checked_add(steps[d]) {
                Some(next) => next,
                None => return Err(ex.err(op, iv_overflow(&crate::ir::Type::Index, iv[d].into(), steps[d].into()))),
            };
            if iv[d] < ubs[d] {
                break;
            }
            iv[d] = lbs[d];
        }
    }
}
