//! Integer copies of float memory, made float copies before
//! differentiation (both modes; the module is changed in place, as
//! `int_addresses` does). LLVM moves values it does not compute with as
//! integers of their width: rustc's `slice::swap`, `reverse`, `rotate`,
//! copies of structs holding `f64`s load an `i64` and store it elsewhere.
//! The bits are the same, but integers carry no derivative: the float
//! loaded back from the copy would lose it (`punning` refuses that).
//!
//! A *word* is an integer (or a vector of integers) `llvm.load`ed, or moved
//! from words without computing (`llvm.shufflevector` of words, a select
//! between two words). Words that reach an `llvm.store` (as the value
//! stored) become floats of the same width (`f64` for `i64`, `f32` for
//! `i32`, vectors of them for vectors) when every load they come from reads
//! float memory: the pointer it goes through (after `getelementptr`s) is
//! also read or written as floats of that width, or offset in them
//! (`getelementptr p[1] : f64`), never read or written as pointers or
//! aggregates, in the same function; or the word copies and `memcpy`s tie
//! it to such memory. Their stores then store floats; any other use (a
//! sign test or a hash of the bits is no punning) gets the integer back by
//! `llvm.bitcast`. The derivative code then moves the shadow as it moves
//! the value.
//!
//! Memory that nothing shows to hold floats (an `i64` array, a pointer
//! stored as an integer) keeps its integer copies: a float loaded back from
//! one is refused by `punning`.

use crate::hash::{HashMap, HashSet};
use crate::ir::{Module, OpId, OpSpec, Type, Value};

/// The words `rewrite` makes floats, each with its float type, in the
/// order they are defined.
fn candidates(m: &Module) -> Vec<(Value, Type)> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        out.extend(in_function(m, f));
    }
    out
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

/// Is use `u` of a word one that keeps it a word: the value an
/// `llvm.store` stores, or an operand a move takes along?
fn keeps_word(m: &Module, words: &HashMap<Value, Vec<Value>>, u: crate::ir::Use) -> bool {
    (m.is(u.op, "llvm.store") && u.index == 0)
        || (moved(m, u.op).is_some_and(|xs| xs.contains(&m.operand(u.op, u.index as usize)))
            && m.results(u.op).first().is_some_and(|r| words.contains_key(r)))
}

fn in_function(m: &Module, f: OpId) -> Vec<(Value, Type)> {
    let ops = m.collect_ops(f);
    // Per root: the widths of the floats read or written there; roots
    // holding pointers (or anything but floats and integers).
    let mut floats: HashMap<Value, HashSet<u32>> = HashMap::default();
    let mut pointers: HashSet<Value> = HashSet::default();
    // Word copies and memcpys: pairs of roots holding the same data.
    let mut ties: Vec<(Value, Value)> = Vec::new();
    // Words: the roots of the loads each comes from.
    let mut words: HashMap<Value, Vec<Value>> = HashMap::default();
    for &o in &ops {
        let (p, t) = match m.name(o).as_str() {
            "llvm.load" => (m.operand(o, 0), m.value_type(m.result(o, 0)).clone()),
            "llvm.store" => (m.operand(o, 1), m.value_type(m.operand(o, 0)).clone()),
            "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                ties.push((root(m, m.operand(o, 0)), root(m, m.operand(o, 1))));
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
            _ => {
                // (Ops come defined before used: `block_order`.)
                let r = m.results(o).first().copied();
                if let (Some(r), Some(xs)) = (r, moved(m, o)) {
                    let same = xs.iter().all(|x| m.value_type(*x) == m.value_type(r));
                    if same && xs.iter().all(|x| words.contains_key(x)) {
                        let from: Vec<Value> = xs.iter().flat_map(|x| words[x].clone()).collect();
                        words.insert(r, from);
                    }
                }
                continue;
            }
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
    // Words stored: their loads' roots are tied to the store's.
    let mut stored: Vec<Value> = Vec::new();
    for &o in &ops {
        if m.is(o, "llvm.store") {
            if let Some(from) = words.get(&m.operand(o, 0)) {
                let to = root(m, m.operand(o, 1));
                ties.extend(from.iter().map(|&r| (r, to)));
                stored.push(m.operand(o, 0));
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
        !pointers.contains(&r) && !tied_to_pointers && floats.get(&r).is_some_and(|s| s.contains(&w))
    };
    let is_float_word = |v: &Value| {
        let ft = float_of(m.value_type(*v));
        let w = ft.as_ref().and_then(|t| scalar(t).float_width());
        w.is_some_and(|w| words[v].iter().all(|&r| float_root(r, w)))
    };
    // The float words that reach a store, and the float words moved into
    // those (a move's operands change with it).
    let mut chosen: HashSet<Value> = stored.into_iter().filter(|v| is_float_word(v)).collect();
    loop {
        let mut more = Vec::new();
        for &v in &chosen {
            let Some(d) = m.defining_op(v) else { continue };
            for x in moved(m, d).unwrap_or_default() {
                if !chosen.contains(x) && words.contains_key(x) {
                    more.push(*x);
                }
            }
        }
        if more.is_empty() {
            break;
        }
        chosen.extend(more);
    }
    // (A move whose operands are not all float words stays a word move.)
    let chosen: HashSet<Value> = chosen
        .iter()
        .copied()
        .filter(|&v| is_float_word(&v))
        .filter(|&v| m.defining_op(v).and_then(|d| moved(m, d)).is_none_or(|xs| xs.iter().all(&is_float_word)))
        .collect();
    let mut out: Vec<(Value, Type)> = Vec::new();
    for &o in &ops {
        for &r in m.results(o) {
            if chosen.contains(&r) {
                out.extend(float_of(m.value_type(r)).map(|t| (r, t)));
            }
        }
    }
    out
}

/// Does `m` hold an integer copy of float memory that `rewrite` changes?
pub(crate) fn has_any(m: &Module) -> bool {
    !candidates(m).is_empty()
}

/// Make each word copy of float memory a float copy: the words become
/// floats, their stores store floats, other uses get the bits by a bitcast.
pub(crate) fn rewrite(m: &mut Module) {
    let found = candidates(m);
    let words: HashMap<Value, Vec<Value>> = found.iter().map(|(v, _)| (*v, Vec::new())).collect();
    // (Which uses change is decided before any type does.)
    let others: Vec<(Value, Vec<crate::ir::Use>)> = found
        .iter()
        .map(|(v, _)| (*v, m.uses(*v).iter().copied().filter(|&u| !keeps_word(m, &words, u)).collect()))
        .collect();
    for ((v, ft), (_, others)) in found.into_iter().zip(others) {
        let it = m.value_type(v).clone();
        m.set_value_type(v, ft);
        if others.is_empty() {
            continue;
        }
        let d = m.defining_op(v).expect("a word is an op's result");
        let mut spec = OpSpec::new("llvm.bitcast").operands(&[v]).result(it);
        spec.pos = m.op(d).pos;
        let b = m.create_op(spec);
        m.insert_op_after(d, b);
        let bits = m.result(b, 0);
        for u in others {
            m.set_operand(u.op, u.index as usize, bits);
        }
    }
}
