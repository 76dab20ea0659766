//! Automatic differentiation: activity analysis (`activity`), the derivative
//! rules of elementwise ops (`rules`), forward mode (`forward`), and the
//! lowering of Enzyme's requests (`enzyme.fwddiff`, `--enzyme-wrap`) into
//! calls of generated derivative functions (`lower`).

pub mod activity;
pub(crate) mod address_ints;
pub(crate) mod address_phis;
pub(crate) mod aggregates;
pub(crate) mod branch_allocs;
pub(crate) mod c_memory;
pub(crate) mod callee_frees;
pub(crate) mod cfg;
pub(crate) mod copy_elision;
pub(crate) mod descriptor_parts;
pub(crate) mod devirtualize;
pub(crate) mod entry_loads;
pub mod forward;
pub(crate) mod fresh_buffers;
pub(crate) mod globals;
pub(crate) mod hoist;
pub(crate) mod if_once;
pub(crate) mod inline_cfg;
pub(crate) mod int_addresses;
pub(crate) mod invariant_shapes;
pub(crate) mod loop_calls;
pub mod lower;
pub(crate) mod memref_positions;
pub(crate) mod nested_frees;
pub(crate) mod once_allocs;
pub(crate) mod origins;
pub(crate) mod outline;
pub(crate) mod owned_loops;
pub(crate) mod permuted_frees;
pub(crate) mod ptr_offsets;
pub(crate) mod punning;
pub(crate) mod request_args;
pub(crate) mod restructure;
pub mod reverse;
pub mod rules;
pub(crate) mod specialize;
pub(crate) mod speculate;
pub(crate) mod switches;
pub(crate) mod view_offsets;
pub(crate) mod while_calls;
pub(crate) mod while_loads;
pub(crate) mod word_copies;

pub use forward::{forward_derivative, ForwardCache};

/// Does `m` hold anything `prepare` rewrites?
pub(crate) fn needs_preparing(m: &crate::ir::Module) -> bool {
    crate::rewrite::needs_normalizing(m)
        || address_phis::has_any(m)
        || int_addresses::has_any(m)
        || word_copies::has_any(m)
        || devirtualize::has_any(m)
}

/// The module as the AD transformations take it, at each request from
/// outside: the engines' forms (`rewrite::normalize`: calls of the C math
/// library as `math` ops, scf.forall as scf.parallel, ...), addresses
/// carried between blocks as integers as pointers (`address_phis`),
/// address arithmetic on integers as offsets of pointers (`int_addresses`),
/// indirect calls of known functions as direct calls (`devirtualize`),
/// integer copies of float memory as float copies (`word_copies`).
pub(crate) fn prepare(m: &mut crate::ir::Module) {
    crate::rewrite::normalize(m);
    address_phis::rewrite(m);
    int_addresses::rewrite(m);
    devirtualize::rewrite(m);
    word_copies::rewrite(m);
}
pub use reverse::{
    reverse_derivative, split_derivative, split_derivative_with, ModifiedBetween, ReverseCache, SplitPair, TapeSlot,
};
