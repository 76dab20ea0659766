//! The `memref` dialect: allocation (`alloc`, `alloca`, `alloca_scope`,
//! `dealloc`), access (`load`, `store`, `atomic_rmw`, `generic_atomic_rmw`),
//! shape queries (`dim`, `rank`), views and casts (`cast`, `subview`,
//! `reinterpret_cast`, `collapse_shape`, `expand_shape`, `transpose`),
//! descriptor parts (`extract_strided_metadata`,
//! `extract_aligned_pointer_as_index`), `copy`, globals (`global`,
//! `get_global`), `realloc` and `assume_alignment`.
//!
//! Inherent attributes are stored under their MLIR names, as MLIR's generic
//! form shows them: `operandSegmentSizes` (`array<i32: ...>`) for ops with
//! several variadic operand groups, `static_offsets`/`static_sizes`/
//! `static_strides` (`array<i64: ...>`, `i64::MIN` marking a dynamic entry
//! taken from the operands) for views, `kind` (an `i64` enum value) for
//! `atomic_rmw`. Also holds a few helpers shared with `scf` (implicit
//! terminators, `attr-dict (operands : types)?` terminators, segment sizes).

mod alloc;
mod globals;
mod realloc;
mod reshape;
mod shared;
mod views;

use alloc::*;
use globals::*;
use realloc::*;
pub use reshape::{collapse, expand, permutation, reassociation};
use reshape::{
    parse_collapse_shape, parse_expand_shape, parse_transpose, print_collapse_shape, print_expand_shape,
    print_transpose, verify_collapse_shape, verify_expand_shape, verify_transpose,
};
pub use shared::*;
use views::*;
pub(crate) use views::{dense_i64, parse_dynamic_index_list_in, print_dynamic_index_list_in, static_list};

use super::common::{expect_counts, merge, parse_cast, parse_dim_like, print_cast, print_dim_like, rty, ty};
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, Dim, Layout, MemRefType, Module, OpId, OpSpec, RegionId, Type, Value};
use crate::syntax::lexer::Tok;
use crate::syntax::{DenseBody, OpState, PResult, Parser, Printer, UnresolvedOperand};

/// Marks a dynamic entry in `static_offsets`/`static_sizes`/`static_strides`
/// (MLIR's `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// `atomic_rmw` kinds in the order of their integer values (MLIR's `AtomicRMWKind`).
pub const ATOMIC_KINDS: [&str; 15] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli", "ori", "andi",
    "maxnumf", "minnumf",
];

const TERM: Traits = Traits::TERMINATOR.or(Traits::RETURN_LIKE).or(Traits::PURE);
const RW: Traits = Traits::MEM_READ.or(Traits::MEM_WRITE);

pub static OPS: &[OpDef] = &[
    OpDef::new("memref.alloc", Traits::MEM_ALLOC, parse_alloc, print_alloc, verify_alloc),
    OpDef::new("memref.alloca", Traits::MEM_ALLOC, parse_alloc, print_alloc, verify_alloc),
    OpDef::new(
        "memref.alloca_scope",
        Traits::RECURSIVE_EFFECTS.or(Traits::SINGLE_BLOCK),
        parse_alloca_scope,
        print_alloca_scope,
        verify_alloca_scope,
    ),
    OpDef::new(
        "memref.alloca_scope.return",
        TERM,
        parse_attr_first_terminator,
        print_attr_first_terminator,
        verify_alloca_scope_return,
    ),
    OpDef::new("memref.dealloc", Traits::MEM_FREE, parse_dealloc, print_dealloc, verify_dealloc),
    OpDef::new(
        "memref.realloc",
        Traits::MEM_ALLOC.or(Traits::MEM_FREE).or(RW),
        parse_realloc,
        print_realloc,
        verify_realloc,
    ),
    OpDef::new(
        "memref.assume_alignment",
        Traits::MEM_WRITE,
        parse_assume_alignment,
        print_assume_alignment,
        verify_assume_alignment,
    ),
    OpDef::new("memref.load", Traits::MEM_READ, parse_load, print_load, verify_load),
    OpDef::new("memref.store", Traits::MEM_WRITE, parse_store, print_store, verify_store),
    OpDef::new("memref.dim", Traits::PURE, parse_dim_like, print_dim_like, verify_dim),
    OpDef::new("memref.rank", Traits::PURE, parse_rank, print_rank, verify_rank),
    OpDef::new("memref.copy", RW, parse_copy, print_copy, verify_copy),
    OpDef::new("memref.cast", Traits::PURE, parse_cast, print_memref_cast, verify_cast),
    OpDef::new("memref.subview", Traits::PURE, parse_subview, print_subview, verify_subview),
    OpDef::new(
        "memref.reinterpret_cast",
        Traits::PURE,
        parse_reinterpret_cast,
        print_reinterpret_cast,
        verify_reinterpret_cast,
    ),
    OpDef::new(
        "memref.collapse_shape",
        Traits::PURE,
        parse_collapse_shape,
        print_collapse_shape,
        verify_collapse_shape,
    ),
    OpDef::new("memref.expand_shape", Traits::PURE, parse_expand_shape, print_expand_shape, verify_expand_shape),
    OpDef::new("memref.transpose", Traits::PURE, parse_transpose, print_transpose, verify_transpose),
    OpDef::new(
        "memref.extract_strided_metadata",
        Traits::PURE,
        parse_source_arrow,
        print_source_arrow,
        verify_extract_strided_metadata,
    ),
    OpDef::new(
        "memref.extract_aligned_pointer_as_index",
        Traits::PURE,
        parse_source_arrow,
        print_source_arrow,
        verify_extract_aligned_pointer,
    ),
    OpDef::new("memref.global", Traits::SYMBOL, parse_global, print_global, verify_global),
    OpDef::new("memref.get_global", Traits::PURE, parse_get_global, print_get_global, verify_get_global),
    OpDef::new("memref.atomic_rmw", RW, parse_atomic_rmw, print_atomic_rmw, verify_atomic_rmw),
    OpDef::new(
        "memref.generic_atomic_rmw",
        RW.or(Traits::SINGLE_BLOCK),
        parse_generic_atomic_rmw,
        print_generic_atomic_rmw,
        verify_generic_atomic_rmw,
    ),
    OpDef::new("memref.atomic_yield", TERM, parse_atomic_yield, print_atomic_yield, verify_atomic_yield),
];
