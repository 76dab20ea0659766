//! Module rewrites shared by the AD transformations and the execution
//! engines (not derivative-specific).

pub mod affine;
pub mod aggregates;
pub mod block_order;
pub mod casts;
pub mod dead_aggregates;
pub mod forall;
pub mod int_intrinsics;
pub mod libm;
pub mod realloc;
pub mod varargs;

use crate::ir::Module;

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
/// (`realloc`), blocks in an order where definitions come before uses
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
    dead_aggregates::rewrite(m);
}
