//! The direct-call graph of a module as the JIT compiles it: which
//! functions are recursive (they check the native stack on entry, and
//! their callers check for a pending error), and an order of function
//! bodies that compiles each function's callees before it (so a caller
//! knows which callees may fail).

use std::collections::HashMap;

use ferrozyme::ir::{Attribute, Module, OpId};

/// `bodies` (function op first) ordered so that each function's direct
/// callees come before it (depth-first postorder; the members of a cycle
/// in any order).
pub(crate) fn callees_first<T, S>(m: &Module, bodies: Vec<(OpId, String, T, S)>) -> Vec<(OpId, String, T, S)> {
    let index: HashMap<String, usize> = bodies.iter().enumerate().map(|(i, b)| (b.1.clone(), i)).collect();
    let callees: Vec<Vec<usize>> = bodies
        .iter()
        .map(|b| {
            m.collect_ops(b.0)
                .into_iter()
                .filter(|&o| m.is(o, "func.call") || m.is(o, "llvm.call"))
                .filter_map(|o| m.attr(o, "callee").and_then(Attribute::as_flat_symbol))
                .filter_map(|c| index.get(c).copied())
                .collect()
        })
        .collect();
    let mut order = Vec::with_capacity(bodies.len());
    let mut seen = vec![false; bodies.len()];
    for root in 0..bodies.len() {
        // (Iterative: a deep call chain must not overflow this stack.)
        let mut stack = vec![(root, 0usize)];
        if std::mem::replace(&mut seen[root], true) {
            continue;
        }
        while let Some((f, k)) = stack.pop() {
            if let Some(&g) = callees[f].get(k) {
                stack.push((f, k + 1));
                if !std::mem::replace(&mut seen[g], true) {
                    stack.push((g, 0));
                }
            } else {
                order.push(f);
            }
        }
    }
    let mut slots: Vec<Option<(OpId, String, T, S)>> = bodies.into_iter().map(Some).collect();
    order.into_iter().filter_map(|i| slots[i].take()).collect()
}

/// The functions of `m` on a cycle of the direct-call graph (recursion).
pub(crate) fn recursive_functions(m: &Module) -> std::collections::HashSet<String> {
    let mut calls: HashMap<String, Vec<String>> = HashMap::new();
    for op in m.collect_ops(m.top) {
        if !(m.is(op, "func.func") || m.is(op, "llvm.func")) {
            continue;
        }
        let Some(name) = m.symbol_name(op) else { continue };
        let mut out = Vec::new();
        for o in m.collect_ops(op) {
            if m.is(o, "func.call") || m.is(o, "llvm.call") {
                if let Some(c) = m.attr(o, "callee").and_then(Attribute::as_flat_symbol) {
                    out.push(c.to_string());
                }
            }
        }
        calls.insert(name.to_string(), out);
    }
    // f is recursive when f is reachable from one of its callees.
    let mut rec = std::collections::HashSet::new();
    for f in calls.keys() {
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<&String> = calls[f].iter().collect();
        while let Some(g) = stack.pop() {
            if g == f {
                rec.insert(f.clone());
                break;
            }
            if seen.insert(g) {
                if let Some(next) = calls.get(g) {
                    stack.extend(next.iter());
                }
            }
        }
    }
    rec
}
