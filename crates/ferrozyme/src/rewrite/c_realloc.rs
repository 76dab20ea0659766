//! C's `realloc(p, n)` as what it does, in the C heap functions the
//! engines run and the AD transformations give shadows: a new block of `n`
//! bytes (`malloc`), the bytes the old and new sizes share copied
//! (`llvm.intr.memcpy`), the old block freed, with no branches (where the
//! allocation fails nothing is copied and the old block is kept, as C
//! says). The rewrite of Rust's `__rust_realloc` (`rust_alloc`) is the
//! same.
//!
//! C does not pass the old size: it is taken from where `p` comes from,
//! an SSA value at the call. A `malloc(s)`, `aligned_alloc(a, s)` or
//! `realloc(q, s)` made `s` bytes, a `calloc(k, s)` `k * s`, a null
//! pointer none. A block argument (a buffer grown in a loop, `p =
//! realloc(p, 2 * cap)`) gets a companion `i64` argument carrying the size
//! of what each edge passes it, when every edge passes one of these. A
//! `realloc` of anything else (a pointer loaded from memory, an argument,
//! an offset into a block) is left as it is: the engines and the AD
//! transformations refuse it by name (a call without a body).

use crate::ad::c_memory::external;
use crate::hash::HashMap;
use crate::ir::{Attribute, Builder, Module, OpId, OpSpec, Type, Value, ValueDef};

/// Is `o` a `realloc(ptr, i64) -> ptr` call?
fn is_realloc(m: &Module, o: OpId) -> bool {
    external(m, o) == Some("realloc")
        && m.operands(o).len() == 2
        && m.results(o).len() == 1
        && *m.value_type(m.operand(o, 1)) == Type::i64()
}

fn calls(m: &Module) -> Vec<OpId> {
    super::ops_where(m, is_realloc)
}

/// Does `m` call C's `realloc`?
pub fn has_any(m: &Module) -> bool {
    !calls(m).is_empty()
}

/// How the size of a block's memory is found: known where it is made, or
/// to be carried by a companion block argument.
enum Size {
    Value(Value),
    Product(Value, Value),
    Zero,
    Carried(Value),
}

/// Where the size of the memory `p` points to comes from (see the module
/// comment), `seen` holding the block arguments being looked at.
fn size_source(m: &Module, p: Value, seen: &mut Vec<Value>) -> Option<Size> {
    match m.value_def(p) {
        ValueDef::BlockArg { block, index } => {
            if seen.contains(&p) {
                return Some(Size::Carried(p));
            }
            let r = m.block_parent(block)?;
            if m.entry_block(r) == Some(block) {
                return None;
            }
            seen.push(p);
            for t in m.blocks(r).iter().filter_map(|&b| m.last_op(b)) {
                for (i, s) in m.successors(t).iter().enumerate() {
                    if s.block == block {
                        size_source(m, m.successor_args(t, i)[index as usize], seen)?;
                    }
                }
            }
            Some(Size::Carried(p))
        }
        ValueDef::Result { op, .. } => {
            if m.is(op, "llvm.mlir.zero") {
                return Some(Size::Zero);
            }
            let xs = m.operands(op);
            match external(m, op)? {
                "malloc" if xs.len() == 1 => Some(Size::Value(xs[0])),
                "aligned_alloc" | "realloc" if xs.len() == 2 => Some(Size::Value(xs[1])),
                "calloc" if xs.len() == 2 => Some(Size::Product(xs[0], xs[1])),
                _ => None,
            }
            .filter(|s| match s {
                Size::Value(v) | Size::Product(v, _) => *m.value_type(*v) == Type::i64(),
                _ => true,
            })
        }
        ValueDef::Undefined => None,
    }
}

/// The size of `p`'s memory as a value before `at` (made where needed:
/// a companion block argument per pointer argument, in `carried`).
fn size_at(m: &mut Module, p: Value, at: OpId, carried: &mut HashMap<Value, Value>) -> Value {
    let pos = m.op(at).pos;
    let made = |m: &mut Module, spec: OpSpec| {
        let mut spec = spec.result(Type::i64());
        spec.pos = pos;
        Builder::before(m, at).value(spec)
    };
    match size_source(m, p, &mut Vec::new()) {
        Some(Size::Value(v)) => v,
        Some(Size::Product(a, b)) => made(m, OpSpec::new("llvm.mul").operands(&[a, b])),
        Some(Size::Carried(a)) => carried_size(m, a, carried),
        _ => made(m, OpSpec::new("llvm.mlir.constant").attr("value", Attribute::int(0, Type::i64()))),
    }
}

/// The companion size argument of pointer block argument `a`, made with
/// the sizes every edge into its block passes (see `size_source`).
fn carried_size(m: &mut Module, a: Value, carried: &mut HashMap<Value, Value>) -> Value {
    if let Some(&s) = carried.get(&a) {
        return s;
    }
    let ValueDef::BlockArg { block, index } = m.value_def(a) else { unreachable!("a block argument") };
    let s = m.add_block_arg(block, Type::i64());
    carried.insert(a, s);
    let r = m.block_parent(block).expect("a block in a region");
    let blocks = m.blocks(r).to_vec();
    let edges = crate::ad::fresh_buffers::edges_into(m, &blocks, block);
    for (t, i) in edges {
        let x = m.successor_args(t, i)[index as usize];
        let n = size_at(m, x, t, carried);
        let mut args = m.successor_args(t, i).to_vec();
        args.push(n);
        m.set_successor_args(t, i, &args);
    }
    s
}

/// Rewrite each `realloc` whose old size is known (see the module comment).
pub fn rewrite(m: &mut Module) {
    let found = calls(m);
    if found.is_empty() {
        return;
    }
    let ptr = Type::LlvmPtr { addr_space: 0 };
    let declared = super::declare_external(m, "malloc", ptr.clone(), &[Type::i64()])
        && super::declare_external(m, "free", Type::LlvmVoid, std::slice::from_ref(&ptr));
    if !declared {
        return;
    }
    // (Sizes are looked up before any call changes: a later `realloc` of
    // an earlier one's result reads its size operand.)
    let known: Vec<OpId> =
        found.into_iter().filter(|&o| size_source(m, m.operand(o, 0), &mut Vec::new()).is_some()).collect();
    let mut carried = HashMap::default();
    let mut replaced = Vec::new();
    for &o in &known {
        let (old_p, new_n) = (m.operand(o, 0), m.operand(o, 1));
        let old_n = size_at(m, old_p, o, &mut carried);
        let pos = m.op(o).pos;
        let mut b = Builder::before(m, o);
        let sixteen = super::rust_alloc::constant(&mut b, pos, 16, Type::i64());
        let p = super::rust_alloc::reallocate(&mut b, pos, &[old_p, old_n, sixteen, new_n]);
        replaced.push((o, p));
    }
    for (o, p) in replaced {
        m.replace_op(o, &[p]);
    }
}
