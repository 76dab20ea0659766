//! Integer copies of float memory, made float copies before
//! differentiation (both modes; the module is changed in place, as
//! `int_addresses` does). LLVM moves values it does not compute with as
//! integers of their width: rustc's `slice::swap`, `reverse`, `rotate`,
//! `sort_by`, copies of structs holding `f64`s load an `i64` and store it
//! elsewhere (or bitcast it to the `f64` it is). The bits are the same, but
//! integers carry no derivative: the float loaded back from the copy would
//! lose it (`punning` refuses that).
//!
//! A *word* is an integer (or a vector of integers) `llvm.load`ed, a
//! float's bits (`llvm.bitcast` of an `f64` to `i64`: a sort by
//! `total_cmp` carries the bits it compares and stores them), or moved
//! from words without computing: `llvm.shufflevector` of words (and
//! poison), a select between two words, a block argument every branch to
//! its block passes a word. Words that reach an `llvm.store` (as the value
//! stored) or a bitcast to the float type of their width become floats of
//! that type (`f64` for `i64`, `f32` for `i32`, vectors of them for
//! vectors) when every load they come from reads float memory: the pointer
//! it goes through (after `getelementptr`s) is also read or written as
//! floats of that width and no other, offset in them (`getelementptr p[1] : f64`), or
//! its word bitcast to them; never read or written as pointers or
//! aggregates; or the word copies, `memcpy`s and calls (a caller's memory
//! and the callee's argument) tie it to such memory. Their stores then
//! store floats, their casts are the floats; any other use (a sign test,
//! `total_cmp`'s integer key, a hash of the bits: no punning) gets the
//! integer back by `llvm.bitcast`. The derivative code then moves the
//! shadow as it moves the value.
//!
//! Memory that nothing shows to hold floats (an `i64` array, a pointer
//! stored as an integer) keeps its integer copies: a float loaded back from
//! one is refused by `punning`.

use crate::hash::{HashMap, HashSet};
use crate::ir::{Builder, InsertPoint, Module, OpId, OpSpec, Type, Value, ValueDef};

/// The words `rewrite` makes floats, each with its float type.
fn candidates(m: &Module) -> Vec<(Value, Type)> {
    let ops: Vec<OpId> = m.block_ops(m.body()).flat_map(|f| m.collect_ops(f)).collect();
    analyze(m, &ops)
}

/// The pointer `p` is an offset of (through `llvm.getelementptr`).
fn root(m: &Module, mut p: Value) -> Value {
    while let Some(d) = m.defining_op(p) {
        if !m.is(d, "llvm.getelementptr") {
            break;
        }
        p = m.operand(d, 0);
    }
    p
}

/// The float type of an integer type's width with the same lanes.
fn float_of(t: &Type) -> Option<Type> {
    match t {
        Type::Int { width: 64, .. } => Some(Type::F64),
        Type::Int { width: 32, .. } => Some(Type::F32),
        Type::Vector { shape, scalable, elem } if shape.len() == 1 => {
            Some(Type::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: Box::new(float_of(elem)?) })
        }
        _ => None,
    }
}

/// The scalar element of a (vector) type.
fn scalar(t: &Type) -> &Type {
    match t {
        Type::Vector { elem, .. } => elem,
        t => t,
    }
}

/// Is `v` a poison or undefined value (a shuffle's unused operand)?
fn is_poison(m: &Module, v: Value) -> bool {
    m.defining_op(v).is_some_and(|d| m.is(d, "llvm.mlir.poison") || m.is(d, "llvm.mlir.undef"))
}

/// The operands of `o` a word result moves, when `o` only moves words of
/// its result's type: a shuffle of two vectors, a select's two values.
fn moved(m: &Module, o: OpId) -> Option<&[Value]> {
    let xs = m.operands(o);
    match m.name(o).as_str() {
        "llvm.shufflevector" => Some(xs),
        "llvm.select" | "arith.select" if xs.len() == 3 && !m.value_type(xs[1]).is_llvm_ptr() => Some(&xs[1..]),
        _ => None,
    }
}

/// Is `o` a bitcast of a float (vector) to the integer type of its width
/// and lanes (a word that is a float already)?
fn is_cast_from_float(m: &Module, o: OpId) -> bool {
    (m.is(o, "llvm.bitcast") || m.is(o, "arith.bitcast"))
        && m.results(o).len() == 1
        && float_of(m.value_type(m.result(o, 0))).as_ref() == Some(m.value_type(m.operand(o, 0)))
}

/// Is `o` a bitcast of an integer (vector) to the float type of its width
/// and lanes?
fn is_cast_to_float(m: &Module, o: OpId) -> bool {
    (m.is(o, "llvm.bitcast") || m.is(o, "arith.bitcast"))
        && float_of(m.value_type(m.operand(o, 0))).as_ref() == Some(m.value_type(m.result(o, 0)))
}

/// The block argument operand `k` of branch `o` passes, if it passes one.
fn branch_target(m: &Module, o: OpId, k: usize) -> Option<Value> {
    m.successors(o).iter().find_map(|s| {
        let (start, len) = (s.args_start as usize, s.args_len as usize);
        (start..start + len).contains(&k).then(|| m.block_arg(s.block, k - start))
    })
}

/// Is use `u` of a word one that keeps it a word (among `chosen`): the
/// value an `llvm.store` stores, an operand a chosen move takes along, a
/// value a branch passes to a chosen block argument?
fn keeps_word(m: &Module, chosen: &HashSet<Value>, u: crate::ir::Use) -> bool {
    let k = u.index as usize;
    (m.is(u.op, "llvm.store") && k == 0)
        || (moved(m, u.op).is_some_and(|xs| xs.contains(&m.operand(u.op, k)))
            && m.results(u.op).first().is_some_and(|r| chosen.contains(r)))
        || branch_target(m, u.op, k).is_some_and(|a| chosen.contains(&a))
}

/// The words of `ops` (every function's, in order) to make floats.
fn analyze(m: &Module, ops: &[OpId]) -> Vec<(Value, Type)> {
    // Per root: the widths of the floats read or written there; roots
    // holding pointers (or anything but floats and integers).
    let mut floats: HashMap<Value, HashSet<u32>> = HashMap::default();
    let mut pointers: HashSet<Value> = HashSet::default();
    // Word copies, memcpys and calls: pairs of roots holding the same data.
    let mut ties: Vec<(Value, Value)> = Vec::new();
    // Words: the roots of the loads each comes from; the words each moved
    // word is made from.
    let mut words: HashMap<Value, Vec<Value>> = HashMap::default();
    let mut inputs: HashMap<Value, Vec<Value>> = HashMap::default();
    // Block arguments: the values branches pass them.
    let mut incoming: HashMap<Value, Vec<Value>> = HashMap::default();
    for &o in ops {
        for (i, s) in m.successors(o).iter().enumerate() {
            for (j, &x) in m.successor_args(o, i).iter().enumerate() {
                incoming.entry(m.block_arg(s.block, j)).or_default().push(x);
            }
        }
        // (A float's bits: a word from no memory.)
        if is_cast_from_float(m, o) {
            words.insert(m.result(o, 0), Vec::new());
            continue;
        }
        let (p, t) = match m.name(o).as_str() {
            "llvm.load" => (m.operand(o, 0), m.value_type(m.result(o, 0)).clone()),
            "llvm.store" => (m.operand(o, 1), m.value_type(m.operand(o, 0)).clone()),
            "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                ties.push((root(m, m.operand(o, 0)), root(m, m.operand(o, 1))));
                continue;
            }
            // (A callee's argument holds what the caller's memory does.)
            "llvm.call" | "func.call" => {
                let entry = crate::ad::activity::callee_of(m, o)
                    .and_then(|c| crate::ad::activity::body(m, c))
                    .and_then(|r| m.entry_block(r));
                if let Some(entry) = entry {
                    for (&x, &a) in m.operands(o).iter().zip(m.block_args(entry)) {
                        if m.value_type(x).is_llvm_ptr() {
                            ties.push((root(m, x), a));
                        }
                    }
                }
                continue;
            }
            // (An offset counted in floats: `gep p[1] : f64`.)
            "llvm.getelementptr" => {
                let t = m.attr(o, "elem_type").and_then(crate::ir::Attribute::as_type);
                if let Some(w) = t.and_then(Type::float_width) {
                    floats.entry(root(m, m.operand(o, 0))).or_default().insert(w);
                }
                continue;
            }
            _ => continue,
        };
        let r = root(m, p);
        let s = scalar(&t);
        if let Some(w) = s.float_width() {
            floats.entry(r).or_default().insert(w);
        } else if !s.is_integer() {
            pointers.insert(r);
        } else if m.is(o, "llvm.load") && float_of(&t).is_some() {
            words.insert(m.result(o, 0), vec![r]);
        }
    }
    // Moved words, to a fixed point (block arguments may come first).
    let mut derived: Vec<(Value, Vec<Value>)> = Vec::new();
    for &o in ops {
        if let (Some(&r), Some(xs)) = (m.results(o).first(), moved(m, o)) {
            let xs: Vec<Value> = xs.iter().copied().filter(|&x| !is_poison(m, x)).collect();
            if !xs.is_empty() && xs.iter().all(|x| m.value_type(*x) == m.value_type(r)) {
                derived.push((r, xs));
            }
        }
    }
    for (a, xs) in &incoming {
        if float_of(m.value_type(*a)).is_some() && xs.iter().all(|x| m.value_type(*x) == m.value_type(*a)) {
            derived.push((*a, xs.clone()));
        }
    }
    loop {
        let mut changed = false;
        for (r, xs) in &derived {
            if !words.contains_key(r) && xs.iter().all(|x| words.contains_key(x)) {
                let from: Vec<Value> = xs.iter().flat_map(|x| words[x].clone()).collect();
                words.insert(*r, from);
                inputs.insert(*r, xs.clone());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Words stored (their loads' roots are tied to the store's), and words
    // cast to their float type (their memory holds floats).
    let mut reach: Vec<Value> = Vec::new();
    for &o in ops {
        if m.is(o, "llvm.store") {
            if let Some(from) = words.get(&m.operand(o, 0)) {
                let to = root(m, m.operand(o, 1));
                ties.extend(from.iter().map(|&r| (r, to)));
                reach.push(m.operand(o, 0));
            }
        } else if is_cast_to_float(m, o) {
            if let Some(from) = words.get(&m.operand(o, 0)) {
                let w = scalar(m.value_type(m.result(o, 0))).float_width().unwrap_or(0);
                for &r in from {
                    floats.entry(r).or_default().insert(w);
                }
                reach.push(m.operand(o, 0));
            }
        }
    }
    // The float widths reach every root tied to one holding them.
    loop {
        let mut changed = false;
        for &(a, b) in &ties {
            for (x, y) in [(a, b), (b, a)] {
                let from: Vec<u32> = floats.get(&x).map(|s| s.iter().copied().collect()).unwrap_or_default();
                let to = floats.entry(y).or_default();
                for w in from {
                    changed |= to.insert(w);
                }
            }
        }
        if !changed {
            break;
        }
    }
    let float_root = |r: Value, w: u32| {
        let tied_to_pointers =
            ties.iter().any(|&(a, b)| (a == r && pointers.contains(&b)) || (b == r && pointers.contains(&a)));
        // (Floats of one width only: an allocation holding f64s and f32s
        // does not say which a word of either width is; reader-46: i32
        // halves of an f64 taken for f32s.)
        let one_width = floats.get(&r).is_some_and(|s| s.len() == 1 && s.contains(&w));
        !pointers.contains(&r) && !tied_to_pointers && one_width
    };
    let is_float_word = |v: &Value| {
        let ft = float_of(m.value_type(*v));
        let w = ft.as_ref().and_then(|t| scalar(t).float_width());
        w.is_some_and(|w| words[v].iter().all(|&r| float_root(r, w)))
    };
    // The float words that reach a store or a cast, and the words they are
    // moved from (which change with them: a word's roots are its inputs'
    // roots, so those are float words too).
    let mut chosen: HashSet<Value> = reach.into_iter().filter(|v| is_float_word(v)).collect();
    let mut work: Vec<Value> = chosen.iter().copied().collect();
    while let Some(v) = work.pop() {
        for &x in inputs.get(&v).into_iter().flatten() {
            if chosen.insert(x) {
                work.push(x);
            }
        }
    }
    let mut out: Vec<(Value, Type)> =
        chosen.iter().filter_map(|&v| float_of(m.value_type(v)).map(|t| (v, t))).collect();
    out.sort_by_key(|(v, _)| *v);
    out
}

/// Does `m` hold an integer copy of float memory that `rewrite` changes?
pub(crate) fn has_any(m: &Module) -> bool {
    !candidates(m).is_empty()
}

/// Make each word copy of float memory a float copy: the words become
/// floats, their stores store floats, their casts to floats are the
/// floats, other uses get the bits by a bitcast.
pub(crate) fn rewrite(m: &mut Module) {
    let found = candidates(m);
    let chosen: HashSet<Value> = found.iter().map(|(v, _)| *v).collect();
    // (Which uses change is decided before any type does.)
    let others: Vec<Vec<crate::ir::Use>> = found
        .iter()
        .map(|(v, _)| m.uses(*v).iter().copied().filter(|&u| !keeps_word(m, &chosen, u)).collect())
        .collect();
    for ((v, ft), others) in found.into_iter().zip(others) {
        // A float's bits: the uses keeping it a word take the float, casts
        // back to it are it; other uses keep the bits.
        if let Some(d) = m.defining_op(v).filter(|&d| is_cast_from_float(m, d)) {
            let f = m.operand(d, 0);
            for u in m.uses(v).to_vec() {
                if keeps_word(m, &chosen, u) {
                    m.set_operand(u.op, u.index as usize, f);
                } else if is_cast_to_float(m, u.op) {
                    m.replace_op(u.op, &[f]);
                }
            }
            continue;
        }
        let it = m.value_type(v).clone();
        m.set_value_type(v, ft.clone());
        // A shuffle's poison operand: a float poison.
        if let Some(d) = m.defining_op(v).filter(|&d| m.is(d, "llvm.shufflevector")) {
            for k in 0..m.operands(d).len() {
                if is_poison(m, m.operand(d, k)) {
                    let p = Builder::new(m, InsertPoint::Before(d))
                        .value(OpSpec::new("llvm.mlir.poison").result(ft.clone()));
                    m.set_operand(d, k, p);
                }
            }
        }
        // (A cast to the float it now is: that float.)
        let (casts, others): (Vec<_>, Vec<_>) = others.into_iter().partition(|u| {
            (m.is(u.op, "llvm.bitcast") || m.is(u.op, "arith.bitcast")) && m.value_type(m.result(u.op, 0)) == &ft
        });
        for u in casts {
            m.replace_op(u.op, &[v]);
        }
        if others.is_empty() {
            continue;
        }
        let (ip, pos) = match m.value_def(v) {
            ValueDef::BlockArg { block, .. } => (InsertPoint::Start(block), None),
            _ => {
                let d = m.defining_op(v).expect("a word is an op's result or a block argument");
                (
                    m.next_op(d).map_or(InsertPoint::End(m.op_parent(d).expect("in a block")), InsertPoint::Before),
                    m.op(d).pos,
                )
            }
        };
        let mut spec = OpSpec::new("llvm.bitcast").operands(&[v]).result(it);
        spec.pos = pos;
        let bits = Builder::new(m, ip).value(spec);
        for u in others {
            m.set_operand(u.op, u.index as usize, bits);
        }
    }
}
