//! Module rewrites shared by the AD transformations and the execution
//! engines (not derivative-specific).

pub mod affine;
pub mod aggregates;
pub mod block_order;
pub mod c_realloc;
pub mod casts;
pub mod dead_aggregates;
pub mod forall;
pub mod int_intrinsics;
pub mod libm;
pub mod realloc;
pub mod rust_alloc;
pub mod varargs;

use crate::ir::{Attribute, Module, OpSpec, Type};

/// The ops (at any depth, innermost first) of `m`'s top-level ops for
/// which `pred` holds: what a rewrite here changes.
pub(crate) fn ops_where(m: &Module, pred: impl Fn(&Module, crate::ir::OpId) -> bool) -> Vec<crate::ir::OpId> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        m.walk_post(f, &mut |o| {
            if pred(m, o) {
                out.push(o);
            }
        });
    }
    out
}

/// Does `m` hold anything `normalize` rewrites?
pub fn needs_normalizing(m: &Module) -> bool {
    libm::has_calls(m)
        || forall::has_any(m)
        || affine::has_any(m)
        || casts::has_any(m)
        || varargs::has_any(m)
        || int_intrinsics::has_any(m)
        || realloc::has_any(m)
        || rust_alloc::has_any(m)
        || c_realloc::has_any(m)
        || block_order::has_any(m)
        || dead_aggregates::has_any(m)
}

/// The forms the engines run and the AD transformations differentiate:
/// calls of the C math library as `math` ops (`libm`), `scf.forall` as
/// `scf.parallel` (`forall`), `affine` ops as `arith`/`scf`/`memref` ops
/// (`affine`), casts between `index` and `i64` as `arith.index_cast`
/// (`casts`), calls of variadic functions with a body without the variadic
/// operands their body cannot read (`varargs`), LLVM's integer intrinsics
/// (overflow checks, byte swaps, funnel shifts, saturation) as `arith` ops
/// (`int_intrinsics`), `memref.realloc` as alloc, copy and dealloc
/// (`realloc`), Rust's allocator functions as the C heap functions
/// (`rust_alloc`), C's `realloc` as `malloc`, copy and `free` where the
/// old size is known (`c_realloc`), blocks in an order where definitions come before uses
/// (`block_order`), unused struct and array constants of imported code
/// dropped (`dead_aggregates`).
pub fn normalize(m: &mut Module) {
    block_order::rewrite(m);
    affine::rewrite(m);
    libm::rewrite(m);
    forall::rewrite(m);
    casts::rewrite(m);
    varargs::rewrite(m);
    int_intrinsics::rewrite(m);
    realloc::rewrite(m);
    rust_alloc::rewrite(m);
    c_realloc::rewrite(m);
    dead_aggregates::rewrite(m);
}

/// Make sure the module declares external function `name` of type
/// `(params) -> ret` (an `llvm.func` without a body), adding the
/// declaration if it has no symbol of that name; false if it has another
/// symbol of that name (a definition, or another type).
pub(crate) fn declare_external(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> bool {
    let want = Type::LlvmFunc(Box::new(crate::ir::LlvmFuncType { ret, params: params.to_vec(), vararg: false }));
    match m.lookup_symbol(name) {
        Some(f) => {
            m.is(f, "llvm.func")
                && m.regions(f).first().is_none_or(|&r| m.blocks(r).is_empty())
                && m.attr(f, "function_type").and_then(Attribute::as_type) == Some(&want)
        }
        None => {
            let mut spec = OpSpec::new("llvm.func").regions(1);
            spec.attrs.set("sym_name", Attribute::String(name.to_string()));
            spec.attrs.set("function_type", Attribute::Type(want));
            let f = m.create_op(spec);
            let body = m.body();
            m.append_op(body, f);
            true
        }
    }
}
