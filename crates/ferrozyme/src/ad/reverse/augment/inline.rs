//! Small augmented primals and reverses are inlined into the derivative
//! that calls them: a call costs about as much as a small callee's body
//! (its memref operands are passed field by field), and Cranelift does not
//! inline. The functions stay while other code calls them; when a request
//! is done, the ones nobody calls go.

use crate::ad::reverse::ReverseCache;
use crate::ir::{Attribute, IrMap, Module, OpId, OpName, WalkControl};

/// Bodies of at most this many ops (nested ones included) are inlined.
const MAX_INLINED_OPS: usize = 48;

/// Inline, in function `g`, the calls of the pairs' functions whose body
/// is one small block without stack allocations.
pub(in crate::ad::reverse) fn inline_small_pairs(m: &mut Module, cache: &ReverseCache, g: OpId) {
    let calls: Vec<OpId> = m
        .collect_ops(g)
        .into_iter()
        .filter(|&o| {
            m.is(o, "func.call")
                && m.attr(o, "callee")
                    .and_then(Attribute::as_flat_symbol)
                    .is_some_and(|n| cache.aug_functions.contains_key(n))
        })
        .collect();
    for call in calls {
        let Some(callee) = m.attr(call, "callee").and_then(Attribute::as_flat_symbol).map(str::to_string) else {
            continue;
        };
        let Some(f) = m.lookup_symbol(&callee).filter(|&f| f != g && m.is(f, "func.func")) else { continue };
        let region = m.region(f, 0);
        let [body] = m.blocks(region) else { continue };
        let body = *body;
        let ops = m.collect_ops(f);
        let small = ops.len() <= MAX_INLINED_OPS + 1
            && !ops
                .iter()
                .any(|&o| m.is(o, "memref.alloca") || m.is(o, "llvm.alloca") || m.is(o, "memref.alloca_scope"));
        let Some(ret) = m.last_op(body).filter(|&r| m.is(r, "func.return")) else { continue };
        if !small || m.operands(call).len() != m.block_args(body).len() {
            continue;
        }
        let mut map = IrMap::new();
        for (&a, &v) in m.block_args(body).to_vec().iter().zip(m.operands(call).to_vec().iter()) {
            map.map_value(a, v);
        }
        for o in m.block_ops(body).collect::<Vec<_>>() {
            if o == ret {
                break;
            }
            let c = m.clone_op(o, &mut map);
            m.insert_op_before(call, c);
        }
        let outs: Vec<_> = m.operands(ret).iter().map(|&v| map.lookup(v)).collect();
        m.replace_op(call, &outs);
    }
}

/// Erase the pairs' functions nothing calls any more (and forget their
/// pairs, so that a later request makes them again).
pub(in crate::ad::reverse) fn drop_unused_pairs(m: &mut Module, cache: &mut ReverseCache) {
    if cache.aug_functions.is_empty() {
        return;
    }
    // (Only calls name the pairs' functions: one walk of the module, no
    // attribute look-ups on other ops.)
    let call = OpName::new("func.call");
    let mut called = crate::hash::HashSet::default();
    m.walk_pre(m.top, &mut |o| {
        if m.name(o) == call {
            if let Some(n) = m.attr(o, "callee").and_then(Attribute::as_flat_symbol) {
                called.insert(n);
            }
        }
        WalkControl::Continue
    });
    let unused: Vec<String> = cache.aug_functions.keys().filter(|n| !called.contains(n.as_str())).cloned().collect();
    for n in &unused {
        if let Some(f) = m.lookup_symbol(n) {
            m.erase_op(f);
        }
    }
    let gone = |p: &super::AugPair| unused.contains(&p.aug) || unused.contains(&p.rev);
    cache.augmented.retain(|_, r| !r.as_ref().is_ok_and(gone));
    cache.aug_functions.retain(|_, p| !gone(p));
}
