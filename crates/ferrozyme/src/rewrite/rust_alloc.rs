//! Rust's global allocator, as rustc's code calls it (`__rust_alloc`,
//! `__rust_alloc_zeroed`, `__rust_dealloc`, `__rust_realloc`: body-less
//! declarations the Rust standard library's allocator shim would define,
//! mangled as `_RNv..7___rustc12___rust_alloc` by current rustc), as the
//! C heap functions the execution engines provide and the AD
//! transformations give shadows (`Vec`, `Box` and every other heap
//! allocation of Rust code).
//!
//! - `__rust_alloc(size, align)`: `malloc(size)` where `align` is a
//!   constant of at most 16 (what `malloc` guarantees), else
//!   `aligned_alloc(align, size)`.
//! - `__rust_alloc_zeroed(size, align)`: `calloc(1, size)`, or
//!   `aligned_alloc` and a `memset` to zero.
//! - `__rust_dealloc(ptr, size, align)`: `free(ptr)`.
//! - `__rust_realloc(ptr, old, align, new)`: a new allocation as
//!   `__rust_alloc(new, align)`, the `min(old, new)` bytes the two share
//!   copied (`llvm.intr.memcpy`), `free(ptr)`: what `realloc` does (the
//!   address may change, as Rust allows). A failed allocation (null) keeps
//!   the old block, as Rust's contract says: the copy and free are skipped.
//! - `__rust_no_alloc_shim_is_unstable()` (and `_v2`), a marker call that
//!   does nothing: dropped.
//!
//! The declarations stay (nothing calls them any more).

use crate::ir::{Attribute, Builder, Module, OpId, OpSpec, Type, Value};

/// Which allocator function `name` is, if any: its unmangled name.
fn shim(name: &str) -> Option<&'static str> {
    const NAMES: [&str; 6] = [
        "__rust_alloc",
        "__rust_alloc_zeroed",
        "__rust_dealloc",
        "__rust_realloc",
        "__rust_no_alloc_shim_is_unstable",
        "__rust_no_alloc_shim_is_unstable_v2",
    ];
    NAMES.into_iter().find(|n| {
        // (v0 mangling: the path `__rustc::NAME`, the last identifier
        // written as its length, a `_` since it starts with one, and its
        // text.)
        name == *n || name.starts_with("_R") && name.contains("___rustc") && name.ends_with(&format!("{}_{n}", n.len()))
    })
}

/// The calls of allocator functions in `m` (without a body), with what
/// each calls.
fn calls(m: &Module) -> Vec<(OpId, &'static str)> {
    super::ops_where(m, |m, o| m.is(o, "llvm.call") && target(m, o).is_some())
        .into_iter()
        .filter_map(|o| target(m, o).map(|n| (o, n)))
        .collect()
}

fn target(m: &Module, call: OpId) -> Option<&'static str> {
    let name = m.attr(call, "callee").and_then(Attribute::as_flat_symbol)?;
    let f = m.lookup_symbol(name)?;
    let bodyless = m.regions(f).first().is_none_or(|&r| m.blocks(r).is_empty());
    let n = shim(name).filter(|_| bodyless)?;
    let (args, results) = match n {
        "__rust_alloc" | "__rust_alloc_zeroed" => (2, 1),
        "__rust_dealloc" => (3, 0),
        "__rust_realloc" => (4, 1),
        _ => (0, 0),
    };
    (m.operands(call).len() == args && m.results(call).len() == results).then_some(n)
}

/// Does `m` call Rust's allocator functions?
pub fn has_any(m: &Module) -> bool {
    !calls(m).is_empty()
}

/// Rewrite them as said above. Calls whose sizes are not `i64` (a 32-bit
/// target) are left alone.
pub fn rewrite(m: &mut Module) {
    let ptr = Type::LlvmPtr { addr_space: 0 };
    let i64t = Type::i64();
    let declared = super::declare_external(m, "malloc", ptr.clone(), std::slice::from_ref(&i64t))
        && super::declare_external(m, "calloc", ptr.clone(), &[i64t.clone(), i64t.clone()])
        && super::declare_external(m, "aligned_alloc", ptr.clone(), &[i64t.clone(), i64t.clone()])
        && super::declare_external(m, "free", Type::LlvmVoid, std::slice::from_ref(&ptr));
    if !declared {
        // (The module defines its own `malloc`...: leave the calls.)
        return;
    }
    for (o, name) in calls(m) {
        let args = m.operands(o).to_vec();
        let sizes_ok = match name {
            "__rust_alloc" | "__rust_alloc_zeroed" => args.iter().all(|&a| *m.value_type(a) == i64t),
            "__rust_dealloc" | "__rust_realloc" => args[1..].iter().all(|&a| *m.value_type(a) == i64t),
            _ => true,
        };
        if !sizes_ok {
            continue;
        }
        let pos = m.op(o).pos;
        let mut b = Builder::before(m, o);
        let r = match name {
            "__rust_alloc" => Some(allocate(&mut b, pos, args[0], args[1], false)),
            "__rust_alloc_zeroed" => Some(allocate(&mut b, pos, args[0], args[1], true)),
            "__rust_dealloc" => {
                call(&mut b, pos, "free", &[args[0]], None);
                None
            }
            "__rust_realloc" => Some(reallocate(&mut b, pos, &args)),
            _ => None,
        };
        match r {
            Some(r) => m.replace_op(o, &[r]),
            None => m.erase_op(o),
        }
    }
}

fn call(b: &mut Builder<'_>, pos: Option<crate::ir::SrcPos>, callee: &str, args: &[Value], ret: Option<Type>) -> OpId {
    let mut spec = OpSpec::new("llvm.call").operands(args).attr("callee", Attribute::symbol(callee.to_string()));
    if let Some(t) = ret {
        spec = spec.result(t);
    }
    spec.pos = pos;
    b.create(spec)
}

pub(super) fn constant(b: &mut Builder<'_>, pos: Option<crate::ir::SrcPos>, v: i64, t: Type) -> Value {
    let mut spec = OpSpec::new("llvm.mlir.constant").attr("value", Attribute::int(v.into(), t.clone())).result(t);
    spec.pos = pos;
    b.value(spec)
}

/// The constant `v` is, if any.
fn const_int(m: &Module, v: Value) -> Option<i128> {
    let d = m.defining_op(v)?;
    (m.is(d, "llvm.mlir.constant") || m.is(d, "arith.constant")).then_some(())?;
    m.attr(d, "value").and_then(Attribute::as_int)
}

/// `size` bytes aligned to `align` (zeroed when `zeroed`).
fn allocate(b: &mut Builder<'_>, pos: Option<crate::ir::SrcPos>, size: Value, align: Value, zeroed: bool) -> Value {
    let ptr = Type::LlvmPtr { addr_space: 0 };
    let small = const_int(b.m, align).is_some_and(|a| (1..=16).contains(&a));
    if small && zeroed {
        let one = constant(b, pos, 1, Type::i64());
        let c = call(b, pos, "calloc", &[one, size], Some(ptr));
        return b.m.result(c, 0);
    }
    let c = if small {
        call(b, pos, "malloc", &[size], Some(ptr))
    } else {
        call(b, pos, "aligned_alloc", &[align, size], Some(ptr))
    };
    let p = b.m.result(c, 0);
    if zeroed {
        let zero = constant(b, pos, 0, Type::int(8));
        let mut spec =
            OpSpec::new("llvm.intr.memset").operands(&[p, zero, size]).attr("isVolatile", Attribute::Bool(false));
        spec.pos = pos;
        b.create(spec);
    }
    p
}

/// `__rust_realloc(ptr, old, align, new)` (see the module comment),
/// without branches: where the allocation failed, nothing is copied
/// (`min(old, new)` made 0) and `free(null)` does nothing.
pub(super) fn reallocate(b: &mut Builder<'_>, pos: Option<crate::ir::SrcPos>, args: &[Value]) -> Value {
    let (old_p, old_n, align, new_n) = (args[0], args[1], args[2], args[3]);
    let p = allocate(b, pos, new_n, align, false);
    let value = |b: &mut Builder<'_>, spec: OpSpec| {
        let mut spec = spec;
        spec.pos = pos;
        b.value(spec)
    };
    let ptr = Type::LlvmPtr { addr_space: 0 };
    let null = value(b, OpSpec::new("llvm.mlir.zero").result(ptr.clone()));
    // (llvm.icmp predicate 1: ne.)
    let ok = value(
        b,
        OpSpec::new("llvm.icmp")
            .operands(&[p, null])
            .attr("predicate", Attribute::int(1, Type::i64()))
            .result(Type::int(1)),
    );
    let shared = value(b, OpSpec::new("arith.minui").operands(&[old_n, new_n]).result(Type::i64()));
    let zero = constant(b, pos, 0, Type::i64());
    let n = value(b, OpSpec::new("arith.select").operands(&[ok, shared, zero]).result(Type::i64()));
    let mut copy = OpSpec::new("llvm.intr.memcpy").operands(&[p, old_p, n]).attr("isVolatile", Attribute::Bool(false));
    copy.pos = pos;
    b.create(copy);
    let freed = value(b, OpSpec::new("arith.select").operands(&[ok, old_p, null]).result(ptr));
    call(b, pos, "free", &[freed], None);
    p
}
