//! Stack tapes: the pairs of recursive callees (and of callees that reach
//! recursion) keep their tapes on one growing stack of 64-bit words that
//! the derivative at the top of the call tree allocates, instead of
//! returning them.
//!
//! A recursive callee's tape cannot have a fixed size (its own recursive
//! call's tape would be part of it), so its augmented primal, after its
//! forward sweep (inner calls included, which push theirs), *pushes* its
//! own scalars; its reverse *pops* them first, before its reverse sweep
//! calls the inner reverses, which pop theirs. The reverse sweep visits
//! adjoints in the exact reverse order of the forward sweep (a fused
//! loop's reverse runs right after its iteration, which pushed and pops
//! the same words), so every pop finds what the matching push left: one
//! stack serves every call of a derivative. Without it a recursive callee
//! is replayed, which runs the rest of the recursion again at every level
//! (quadratic in the depth of a linear recursion).
//!
//! The stack is a box, `memref<1xmemref<?xf64>>`, holding the buffer
//! (word 0 is the top, as an index stored bit for bit): a push that does
//! not fit moves the words to a buffer twice the size and stores it in the
//! box, so the pairs pass the box, whose descriptor never changes.

use super::pack;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// `%box = ferrozyme.tape_stack`: the stack of the derivative being made
/// to be cut into a stack pair (its augmented primal's and reverse's last
/// argument once it is cut).
pub(in crate::ad::reverse) const TAPE_STACK: &str = "ferrozyme.tape_stack";

/// Words a fresh stack holds before it grows.
const INITIAL_WORDS: i64 = 64;

/// The type of a stack: a box holding the word buffer.
pub(in crate::ad::reverse) fn box_type() -> Type {
    Type::memref(vec![Dim::Static(1)], pack::buffer_type())
}

/// The placeholder of the stack in a derivative being made to be cut, at
/// the start of `entry`.
pub(super) fn placeholder(m: &mut Module, entry: crate::ir::BlockId) -> Value {
    let spec = OpSpec::new(TAPE_STACK).result(box_type());
    Builder::new(m, InsertPoint::Start(entry)).value(spec)
}

/// A fresh, empty stack, at the start of `entry` (for a derivative that
/// is not cut: `release` frees it at its end).
pub(super) fn allocate(m: &mut Module, entry: crate::ir::BlockId) -> Value {
    let mut b = Builder::new(m, InsertPoint::Start(entry));
    let n = b.const_index(INITIAL_WORDS);
    let buf = b.value(
        OpSpec::new("memref.alloc")
            .operands(&[n])
            .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[1, 0]))
            .result(pack::buffer_type()),
    );
    let bx = b.value(
        OpSpec::new("memref.alloc")
            .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[0, 0]))
            .result(box_type()),
    );
    let zero = b.const_index(0);
    let one = b.const_index(1);
    let top = pack::pack(&mut b, one, &Type::Index);
    b.create(OpSpec::new("memref.store").operands(&[top, buf, zero]));
    b.create(OpSpec::new("memref.store").operands(&[buf, bx, zero]));
    bx
}

/// Free stack `bx` (its buffer, then the box) at `ip`.
pub(in crate::ad::reverse) fn release(m: &mut Module, ip: InsertPoint, bx: Value) {
    let mut b = Builder::new(m, ip);
    let zero = b.const_index(0);
    let buf = b.value(OpSpec::new("memref.load").operands(&[bx, zero]).result(pack::buffer_type()));
    b.create(OpSpec::new("memref.dealloc").operands(&[buf]));
    b.create(OpSpec::new("memref.dealloc").operands(&[bx]));
}

/// The buffer of `bx` and its top, at `ip`.
fn buffer_and_top(m: &mut Module, ip: InsertPoint, bx: Value) -> (Value, Value) {
    let mut b = Builder::new(m, ip);
    let zero = b.const_index(0);
    let buf = b.value(OpSpec::new("memref.load").operands(&[bx, zero]).result(pack::buffer_type()));
    let w = b.value(OpSpec::new("memref.load").operands(&[buf, zero]).result(Type::F64));
    let top = pack::unpack(&mut b, w, &Type::Index);
    (buf, top)
}

/// Can a value of type `t` go on a stack: a scalar (one word), or a
/// buffer of scalars (`stack_buffer`: its words, then its length)?
pub(super) fn stackable(t: &Type) -> bool {
    pack::packable(t) || stack_buffer(t).is_some()
}

/// The element type of a one-dimensional buffer of `pack::packable`
/// scalars with the identity layout (a loop's record).
fn stack_buffer(t: &Type) -> Option<Type> {
    let mt = t.as_memref()?;
    let ok = mt.shape.len() == 1
        && mt.layout == crate::ir::Layout::Identity
        && mt.memory_space.is_none()
        && pack::packable(&mt.elem);
    ok.then(|| mt.elem.clone())
}

/// `scf.for %j = 0 to n`, its body made by `body(m, ip, j)`.
fn for_each(m: &mut Module, ip: InsertPoint, n: Value, body: impl FnOnce(&mut Module, InsertPoint, Value)) {
    let (inner, ivs) = crate::ad::reverse::loops::index_nest(m, ip, &[n]);
    body(m, inner, ivs[0]);
}

fn add(b: &mut Builder, x: Value, y: Value) -> Value {
    b.value(OpSpec::new("arith.addi").operands(&[x, y]).result(Type::Index))
}

fn sub(b: &mut Builder, x: Value, y: Value) -> Value {
    b.value(OpSpec::new("arith.subi").operands(&[x, y]).result(Type::Index))
}

/// Push `values` (`stackable`) onto stack `bx`, before `at`: the scalars,
/// then each buffer's words and length (the buffer is then freed: the
/// reverse pops a copy, which it frees as it freed the buffer).
pub(super) fn push(m: &mut Module, at: OpId, bx: Value, values: &[Value]) {
    if values.is_empty() {
        return;
    }
    let (scalars, buffers): (Vec<Value>, Vec<Value>) = values.iter().partition(|&&v| pack::packable(m.value_type(v)));
    let ip = InsertPoint::Before(at);
    let (old, top) = buffer_and_top(m, ip, bx);
    let mut b = Builder::new(m, ip);
    let zero = b.const_index(0);
    let one = b.const_index(1);
    let k = b.const_index(scalars.len() as i64);
    let mut need = add(&mut b, top, k);
    let mut lens = Vec::new();
    for &v in &buffers {
        let n = b.value(OpSpec::new("memref.dim").operands(&[v, zero]).result(Type::Index));
        let w = add(&mut b, need, n);
        need = add(&mut b, w, one);
        lens.push(n);
    }
    let cap = b.value(OpSpec::new("memref.dim").operands(&[old, zero]).result(Type::Index));
    let full = b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[need, cap])
            .attr("predicate", Attribute::Integer { value: 8, ty: Type::i64() })
            .result(Type::i1()),
    );
    let buf = grown(m, ip, full, old, (cap, need), bx);
    let mut b = Builder::new(m, ip);
    let mut slot = top;
    for &v in &scalars {
        let t = b.m.value_type(v).clone();
        let w = pack::pack(&mut b, v, &t);
        b.create(OpSpec::new("memref.store").operands(&[w, buf, slot]));
        slot = add(&mut b, slot, one);
    }
    for (&v, &n) in buffers.iter().zip(&lens) {
        let Some(t) = stack_buffer(m.value_type(v)) else { continue };
        let base = slot;
        for_each(m, ip, n, |m, ip, j| {
            let mut b = Builder::new(m, ip);
            let x = b.value(OpSpec::new("memref.load").operands(&[v, j]).result(t.clone()));
            let w = pack::pack(&mut b, x, &t);
            let at = add(&mut b, base, j);
            b.create(OpSpec::new("memref.store").operands(&[w, buf, at]));
        });
        let mut b = Builder::new(m, ip);
        let end = add(&mut b, base, n);
        let w = pack::pack(&mut b, n, &Type::Index);
        b.create(OpSpec::new("memref.store").operands(&[w, buf, end]));
        b.create(OpSpec::new("memref.dealloc").operands(&[v]));
        slot = add(&mut b, end, one);
    }
    let mut b = Builder::new(m, ip);
    let w = pack::pack(&mut b, need, &Type::Index);
    b.create(OpSpec::new("memref.store").operands(&[w, buf, zero]));
}

/// `scf.if %full`: a buffer of `2 * need` words holding `old`'s first
/// `cap` (stored in `bx`; `old` freed), else `old`; the result.
fn grown(m: &mut Module, ip: InsertPoint, full: Value, old: Value, (cap, need): (Value, Value), bx: Value) -> Value {
    let bt = pack::buffer_type();
    let iff = Builder::new(m, ip)
        .create(OpSpec::new("scf.if").operands(&[full]).results(std::slice::from_ref(&bt)).regions(2));
    let tb = m.create_block(&[]);
    let r0 = m.region(iff, 0);
    m.append_block(r0, tb);
    let ty = m.create_op(OpSpec::new("scf.yield"));
    m.append_op(tb, ty);
    let tip = InsertPoint::Before(ty);
    let mut b = Builder::new(m, tip);
    let two = b.const_index(2);
    let ncap = b.value(OpSpec::new("arith.muli").operands(&[need, two]).result(Type::Index));
    let big = b.value(
        OpSpec::new("memref.alloc")
            .operands(&[ncap])
            .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[1, 0]))
            .result(bt.clone()),
    );
    let zero = b.const_index(0);
    for_each(m, tip, cap, |m, ip, j| {
        let mut b = Builder::new(m, ip);
        let v = b.value(OpSpec::new("memref.load").operands(&[old, j]).result(Type::F64));
        b.create(OpSpec::new("memref.store").operands(&[v, big, j]));
    });
    let mut b = Builder::new(m, tip);
    b.create(OpSpec::new("memref.dealloc").operands(&[old]));
    b.create(OpSpec::new("memref.store").operands(&[big, bx, zero]));
    m.set_plain_operands(ty, &[big]);
    let eb = m.create_block(&[]);
    let r1 = m.region(iff, 1);
    m.append_block(r1, eb);
    let ey = m.create_op(OpSpec::new("scf.yield").operands(&[old]));
    m.append_op(eb, ey);
    m.result(iff, 0)
}

/// Pop `values`' words off stack `bx` at `ip` (the start of reverse
/// `rev`), for their uses in `rev`: each buffer's words into a fresh
/// buffer, last first, then the scalars (the reverse of `push`).
pub(super) fn pop(m: &mut Module, rev: OpId, ip: InsertPoint, bx: Value, values: &[Value]) {
    if values.is_empty() {
        return;
    }
    let (scalars, buffers): (Vec<Value>, Vec<Value>) = values.iter().partition(|&&v| pack::packable(m.value_type(v)));
    let (buf, top) = buffer_and_top(m, ip, bx);
    let mut b = Builder::new(m, ip);
    let (zero, one) = (b.const_index(0), b.const_index(1));
    let mut at = top;
    for &v in buffers.iter().rev() {
        let ty = m.value_type(v).clone();
        let Some(t) = stack_buffer(&ty) else { continue };
        let mut b = Builder::new(m, ip);
        let end = sub(&mut b, at, one);
        let w = b.value(OpSpec::new("memref.load").operands(&[buf, end]).result(Type::F64));
        let n = pack::unpack(&mut b, w, &Type::Index);
        let base = sub(&mut b, end, n);
        let dynamic: Vec<Value> =
            ty.as_memref().is_some_and(|mt| mt.shape[0].is_dynamic()).then_some(n).into_iter().collect();
        let copy = b.value(
            OpSpec::new("memref.alloc")
                .operands(&dynamic)
                .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[dynamic.len() as i32, 0]))
                .result(ty.clone()),
        );
        for_each(m, ip, n, |m, ip, j| {
            let mut b = Builder::new(m, ip);
            let from = add(&mut b, base, j);
            let w = b.value(OpSpec::new("memref.load").operands(&[buf, from]).result(Type::F64));
            let x = pack::unpack(&mut b, w, &t);
            b.create(OpSpec::new("memref.store").operands(&[x, copy, j]));
        });
        m.replace_uses_where(v, copy, |m, o| m.is_ancestor(rev, o));
        at = base;
    }
    let mut b = Builder::new(m, ip);
    let k = b.const_index(scalars.len() as i64);
    let base = sub(&mut b, at, k);
    let w = pack::pack(&mut b, base, &Type::Index);
    b.create(OpSpec::new("memref.store").operands(&[w, buf, zero]));
    let mut slot = base;
    for &v in &scalars {
        let mut b = Builder::new(m, ip);
        let t = b.m.value_type(v).clone();
        let w = b.value(OpSpec::new("memref.load").operands(&[buf, slot]).result(Type::F64));
        let x = pack::unpack(&mut b, w, &t);
        slot = add(&mut b, slot, one);
        m.replace_uses_where(v, x, |m, o| m.is_ancestor(rev, o));
    }
}

/// Does a call of `f` reach a recursive function (`f` itself or one it
/// calls, directly or not, that reaches itself)? Its pair then takes a
/// stack.
pub(in crate::ad::reverse) fn reaches_recursion(m: &Module, f: OpId) -> bool {
    let callees = |g: OpId| -> Vec<OpId> {
        m.collect_ops(g).into_iter().filter_map(|o| crate::ad::activity::callee_of(m, o)).collect()
    };
    // The functions reachable from `f` (bodies only), and their calls.
    let mut edges: crate::hash::HashMap<OpId, Vec<OpId>> = crate::hash::HashMap::default();
    let mut todo = vec![f];
    while let Some(g) = todo.pop() {
        if edges.contains_key(&g) || crate::ad::activity::body(m, g).is_none() {
            continue;
        }
        let cs = callees(g);
        todo.extend(cs.iter().copied());
        edges.insert(g, cs);
    }
    // One of them reaches itself.
    edges.keys().any(|&g| {
        let mut seen = crate::hash::HashSet::default();
        let mut todo: Vec<OpId> = edges[&g].clone();
        while let Some(h) = todo.pop() {
            if h == g {
                return true;
            }
            if seen.insert(h) {
                todo.extend(edges.get(&h).into_iter().flatten().copied());
            }
        }
        false
    })
}

/// Declare a private function of type `ty` named after `base` (made
/// unique); its name.
pub(super) fn declare(m: &mut Module, base: &str, ty: crate::ir::FunctionType) -> String {
    let name = m.fresh_symbol_name(base);
    let mut spec = OpSpec::new("func.func").regions(1);
    spec.attrs.set("sym_name", Attribute::String(name.clone()));
    spec.attrs.set("function_type", Attribute::Type(Type::Function(Box::new(ty))));
    spec.attrs.set("sym_visibility", Attribute::String("private".into()));
    let f = m.create_op(spec);
    let body = m.body();
    m.append_op(body, f);
    name
}
