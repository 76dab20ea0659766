//! Batched reverse mode (`width` W > 1): W seeds per active result give W
//! gradients per active argument and W shadows per `dup` argument, in one
//! call. The derivative runs the width-1 derivative once per lane (lane k
//! takes the k-th seeds and shadows); the primal results are those of
//! lane 0. This is only correct when re-running the primal changes
//! nothing, so a function whose primal writes or frees memory visible to
//! its caller (argument memory, globals, unknown memory) is refused by name.
//!
//! Signature (ferrozyme's per-lane convention, as in forward mode): each
//! argument, then its W shadows if `dup`; W seeds per active result; then
//! the primal results kept (active and const ones), then W gradients per
//! active argument. Requests may pack lanes in `tensor<W x T>`
//! (`ad::lower` unpacks them).

use super::{err, reverse_derivative, ReverseCache};
use crate::ad::activity::signature;
use crate::ir::{Activity, Attribute, Builder, FunctionType, InsertPoint, Module, OpId, OpSpec, Value};
use crate::syntax::Diagnostic;

/// Generate the batched reverse derivative of `f` with `width` lanes.
pub fn batched_reverse_derivative(
    m: &mut Module,
    cache: &mut ReverseCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    width: usize,
) -> Result<String, Diagnostic> {
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m)).get(m, f);
    let visible = |a: &crate::analysis::effects::Access| a.write || a.free;
    if let Some(i) = effects.args.iter().position(visible) {
        return Err(err(
            m,
            f,
            format!("reverse mode with width {width}: @{fname} writes the memory of argument #{i}; batched reverse mode re-runs the primal once per lane and is only supported for functions that do not write memory their caller sees"),
        ));
    }
    if let Some((g, _)) = effects.globals.iter().find(|(_, a)| visible(a)) {
        return Err(err(
            m,
            f,
            format!("reverse mode with width {width}: @{fname} writes global @{g}; batched reverse mode re-runs the primal once per lane and is only supported for functions that do not write memory their caller sees"),
        ));
    }
    if visible(&effects.other) {
        return Err(err(
            m,
            f,
            format!("reverse mode with width {width}: @{fname} writes memory the analysis cannot attribute; batched reverse mode re-runs the primal once per lane"),
        ));
    }
    let lane_fn = reverse_derivative(m, cache, f, args, rets)?;
    let g1 = m.lookup_symbol(&lane_fn).ok_or_else(|| err(m, f, format!("derivative @{lane_fn} is missing")))?;
    let (lane_ins, lane_outs) = signature(m, g1);
    let (inputs, results) = signature(m, f);
    let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
    let active_ret = |a: &Activity| matches!(a, Activity::Active | Activity::ActiveNoNeed);

    // Signature of the batched derivative.
    let mut ins = Vec::new();
    for (a, t) in args.iter().zip(&inputs) {
        ins.push(t.clone());
        if dup(a) {
            ins.extend(std::iter::repeat_n(t.clone(), width));
        }
    }
    for (a, t) in rets.iter().zip(&results) {
        if active_ret(a) {
            ins.extend(std::iter::repeat_n(t.clone(), width));
        }
    }
    let kept: Vec<usize> = (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::Const)).collect();
    let mut outs: Vec<_> = kept.iter().map(|&i| results[i].clone()).collect();
    for (a, t) in args.iter().zip(&inputs) {
        if *a == Activity::Active {
            outs.extend(std::iter::repeat_n(t.clone(), width));
        }
    }
    let name = m.fresh_symbol_name(&format!("diffe{width}{fname}"));
    let (g, entry) = crate::dialects::func::create_func(m, &name, FunctionType { inputs: ins, results: outs }, true);
    m.op_mut(g).pos = m.op(f).pos;
    m.op_mut(g).loc = m.op(f).loc.clone();

    // Where each operand is: per argument its primal and lane shadows, per
    // active result its lane seeds.
    let a = m.block_args(entry).to_vec();
    let mut k = 0;
    let mut primal = Vec::new();
    let mut shadows: Vec<Vec<Value>> = Vec::new();
    for act in args {
        primal.push(a[k]);
        k += 1;
        if dup(act) {
            shadows.push(a[k..k + width].to_vec());
            k += width;
        } else {
            shadows.push(vec![]);
        }
    }
    let mut seeds: Vec<Vec<Value>> = Vec::new();
    for act in rets {
        if active_ret(act) {
            seeds.push(a[k..k + width].to_vec());
            k += width;
        }
    }
    let ip = InsertPoint::End(entry);
    let n_active = args.iter().filter(|a| **a == Activity::Active).count();
    let mut kept_vals = Vec::new();
    let mut grads: Vec<Vec<Value>> = vec![Vec::new(); n_active];
    for lane in 0..width {
        let mut ops = Vec::new();
        for (i, act) in args.iter().enumerate() {
            ops.push(primal[i]);
            if dup(act) {
                ops.push(shadows[i][lane]);
            }
        }
        ops.extend(seeds.iter().map(|s| s[lane]));
        if ops.len() != lane_ins.len() {
            return Err(err(m, f, "internal: the per-lane derivative's operands do not match"));
        }
        let call = Builder::new(m, ip).create(
            OpSpec::new("func.call")
                .operands(&ops)
                .results(&lane_outs)
                .attr("callee", Attribute::symbol(lane_fn.clone())),
        );
        let r = m.results(call).to_vec();
        if lane == 0 {
            kept_vals = r[..kept.len()].to_vec();
        }
        for (j, &v) in r[kept.len()..].iter().enumerate() {
            grads[j].push(v);
        }
    }
    let mut outs = kept_vals;
    for g in grads {
        outs.extend(g);
    }
    Builder::new(m, ip).create(OpSpec::new("func.return").operands(&outs));
    Ok(name)
}
