//! The `llvm` dialect (the subset ferrozyme reads and writes): functions and
//! globals, calls, memory (`alloca`, `load`, `store`, `getelementptr`,
//! `memcpy`/`memset`), aggregates, constants, integer and float arithmetic,
//! comparisons, casts, branches and the float math intrinsics.
//!
//! Attributes are stored the way MLIR's generic form shows them: enums of the
//! dialect as opaque `#llvm.*<...>` attributes (`linkage`, `CConv`,
//! `fastmathFlags`, `overflowFlags`...), `function_type` as an
//! `!llvm.func<...>` type attribute. The defaults MLIR adds in its generic
//! form (`ordering = 0`, `fastmathFlags = #llvm.fastmath<none>`, `CConv =
//! #llvm.cconv<ccc>`, ...) are accepted and elided by the custom printers, so
//! both spellings print the same. Custom syntax follows MLIR 19, except that
//! MLIR's stray double spaces are not reproduced and `llvm.mlir.global`
//! prints `unnamed_addr` before `thread_local` (the order MLIR 19 parses).

mod arith;
mod attrs;
mod control;
mod intrinsics;
mod memory;
mod symbols;
mod vectors;

use arith::*;
use attrs::*;
use control::*;
use intrinsics::*;
pub use memory::GEP_DYNAMIC;
use memory::*;
pub use symbols::variadic_fixed_params;
use symbols::*;
use vectors::*;
pub use vectors::{reduce_kind, shuffle_mask};

use super::cf;
use super::func::print_terminator_like;
use super::{OpDef, Traits};
use crate::dialects::common::{
    elem, expect_counts, merge, parse_cast, parse_signature, print_signature, set_arg_res_attrs,
};
use crate::ir::{Attribute, DenseElem, LlvmFuncType, Module, OpId, Type};
use crate::syntax::lexer::Tok;
use crate::syntax::{OpState, PResult, Parser, Printer};

const P: Traits = Traits::PURE;
const BRANCH: Traits = Traits::PURE.or(Traits::TERMINATOR);

macro_rules! defs {
    ($parse:ident, $print:ident, $verify:ident, $traits:expr; $($n:literal),* $(,)?) => {
        [$(OpDef::new($n, $traits, $parse, $print, $verify)),*]
    };
}

const FLOAT_BIN: [OpDef; 5] =
    defs!(parse_bin, print_bin, v_float_bin, P; "llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem");
const INT_BIN_OVF: [OpDef; 4] =
    defs!(parse_bin_ovf, print_bin, v_int_bin, P; "llvm.add", "llvm.sub", "llvm.mul", "llvm.shl");
const INT_BIN: [OpDef; 9] = defs!(parse_bin, print_bin, v_int_bin, P;
    "llvm.udiv", "llvm.sdiv", "llvm.urem", "llvm.srem", "llvm.and", "llvm.or", "llvm.xor", "llvm.lshr", "llvm.ashr");
const CASTS: [OpDef; 13] = defs!(parse_cast, print_cast_op, v_cast, P;
    "llvm.bitcast", "llvm.addrspacecast", "llvm.sext", "llvm.zext", "llvm.trunc", "llvm.sitofp", "llvm.uitofp",
    "llvm.fptosi", "llvm.fptoui", "llvm.fpext", "llvm.fptrunc", "llvm.ptrtoint", "llvm.inttoptr");
const INTRINSICS: [OpDef; 24] = defs!(parse_intrinsic, print_intrinsic, v_intrinsic, P;
    "llvm.intr.sqrt", "llvm.intr.sin", "llvm.intr.cos", "llvm.intr.exp", "llvm.intr.exp2", "llvm.intr.log",
    "llvm.intr.log2", "llvm.intr.log10", "llvm.intr.fabs", "llvm.intr.floor", "llvm.intr.ceil", "llvm.intr.trunc",
    "llvm.intr.round", "llvm.intr.roundeven", "llvm.intr.rint", "llvm.intr.nearbyint",
    "llvm.intr.pow", "llvm.intr.maxnum", "llvm.intr.minnum", "llvm.intr.maximum", "llvm.intr.minimum",
    "llvm.intr.copysign", "llvm.intr.fma", "llvm.intr.fmuladd");

/// Integer intrinsics (what `arith.maxsi` & co and `math.ctpop` become):
/// the custom form of the float ones.
const INT_INTRINSICS: [OpDef; 13] = defs!(parse_intrinsic, print_intrinsic, v_int_intrinsic, P;
    "llvm.intr.smax", "llvm.intr.smin", "llvm.intr.umax", "llvm.intr.umin", "llvm.intr.ctpop",
    "llvm.intr.bswap", "llvm.intr.bitreverse", "llvm.intr.fshl", "llvm.intr.fshr",
    "llvm.intr.uadd.sat", "llvm.intr.usub.sat", "llvm.intr.sadd.sat", "llvm.intr.ssub.sat");

/// What code imported from C or Rust carries besides: branch hints
/// (`expect`), float-to-integer roundings (`lround`...), saturating
/// conversions and `is.constant` (generic-only in MLIR 19), `prefetch`,
/// the noalias scope declarations of inlined calls.
const HINTS: [OpDef; 12] = [
    OpDef::new("llvm.intr.expect", P, parse_bin, print_bin, v_int_bin),
    OpDef::new("llvm.intr.expect.with.probability", P, parse_expect_prob, print_expect_prob, verify_expect_prob),
    OpDef::new("llvm.intr.lround", P, parse_intrinsic, print_intrinsic, verify_float_to_int),
    OpDef::new("llvm.intr.llround", P, parse_intrinsic, print_intrinsic, verify_float_to_int),
    OpDef::new("llvm.intr.lrint", P, parse_intrinsic, print_intrinsic, verify_float_to_int),
    OpDef::new("llvm.intr.llrint", P, parse_intrinsic, print_intrinsic, verify_float_to_int),
    OpDef::new("llvm.intr.fptosi.sat", P, parse_generic_only, print_generic_props, verify_float_to_int),
    OpDef::new("llvm.intr.fptoui.sat", P, parse_generic_only, print_generic_props, verify_float_to_int),
    OpDef::new("llvm.intr.is.constant", P, parse_generic_only, print_generic_props, verify_is_constant),
    OpDef::new("llvm.intr.prefetch", Traits::MEM_WRITE, parse_generic_only, print_generic_props, verify_prefetch),
    OpDef::new("llvm.intr.threadlocal.address", P, parse_generic_only, print_generic_props, verify_tls_address),
    OpDef::new(
        "llvm.intr.experimental.noalias.scope.decl",
        Traits::NONE,
        parse_scope_decl,
        print_scope_decl,
        verify_scope_decl,
    ),
];

/// Arithmetic with an overflow bit (`{result, overflowed}`): generic-only in MLIR 19.
const WITH_OVERFLOW: [OpDef; 6] = defs!(parse_generic_only, print_generic_props, verify_with_overflow, P;
    "llvm.intr.sadd.with.overflow", "llvm.intr.uadd.with.overflow", "llvm.intr.ssub.with.overflow",
    "llvm.intr.usub.with.overflow", "llvm.intr.smul.with.overflow", "llvm.intr.umul.with.overflow");

/// `vector.reduce.*` intrinsics: the float min/max ones have the intrinsic
/// custom form; the integer ones and `fadd`/`fmul` (with a start value)
/// are generic-only in MLIR 19.
const REDUCTIONS: [OpDef; 4] = defs!(parse_intrinsic, print_intrinsic, verify_reduce, P;
    "llvm.intr.vector.reduce.fmax", "llvm.intr.vector.reduce.fmin", "llvm.intr.vector.reduce.fmaximum",
    "llvm.intr.vector.reduce.fminimum");
const GENERIC_REDUCTIONS: [OpDef; 11] = defs!(parse_generic_only, print_generic_props, verify_reduce, P;
    "llvm.intr.vector.reduce.add", "llvm.intr.vector.reduce.mul", "llvm.intr.vector.reduce.and",
    "llvm.intr.vector.reduce.or", "llvm.intr.vector.reduce.xor", "llvm.intr.vector.reduce.smax",
    "llvm.intr.vector.reduce.smin", "llvm.intr.vector.reduce.umax", "llvm.intr.vector.reduce.umin",
    "llvm.intr.vector.reduce.fadd", "llvm.intr.vector.reduce.fmul");

const VECTORS: [OpDef; 9] = [
    OpDef::new("llvm.extractelement", P, parse_extractelement, print_extractelement, verify_extractelement),
    OpDef::new("llvm.insertelement", P, parse_insertelement, print_insertelement, verify_insertelement),
    OpDef::new("llvm.shufflevector", P, parse_shufflevector, print_shufflevector, verify_shufflevector),
    OpDef::new("llvm.intr.masked.load", Traits::MEM_READ, parse_masked_load, print_masked_load, verify_masked_load),
    OpDef::new(
        "llvm.intr.masked.store",
        Traits::MEM_WRITE,
        parse_masked_store,
        print_masked_store,
        verify_masked_store,
    ),
    OpDef::new("llvm.intr.masked.gather", Traits::MEM_READ, parse_masked_load, print_masked_load, verify_masked_load),
    OpDef::new(
        "llvm.intr.masked.scatter",
        Traits::MEM_WRITE,
        parse_masked_store,
        print_masked_store,
        verify_masked_store,
    ),
    OpDef::new(
        "llvm.intr.masked.expandload",
        Traits::MEM_READ,
        parse_generic_only,
        print_generic_props,
        verify_masked_load,
    ),
    OpDef::new(
        "llvm.intr.masked.compressstore",
        Traits::MEM_WRITE,
        parse_generic_only,
        print_generic_props,
        verify_masked_store,
    ),
];

const OTHER: [OpDef; 40] = [
    OpDef::new(
        "llvm.func",
        Traits::ISOLATED.or(Traits::SYMBOL).or(Traits::FUNCTION),
        parse_func,
        print_func,
        verify_func,
    ),
    OpDef::new(
        "llvm.mlir.global",
        Traits::ISOLATED.or(Traits::SYMBOL).or(Traits::SINGLE_BLOCK),
        parse_global,
        print_global,
        verify_global,
    ),
    OpDef::new(
        "llvm.comdat",
        Traits::SYMBOL.or(Traits::SYMBOL_TABLE).or(Traits::NO_TERMINATOR).or(Traits::SINGLE_BLOCK).or(Traits::ISOLATED),
        parse_comdat,
        print_comdat,
        verify_comdat,
    ),
    OpDef::new(
        "llvm.comdat_selector",
        Traits::SYMBOL,
        parse_comdat_selector,
        print_comdat_selector,
        verify_comdat_selector,
    ),
    OpDef::new("llvm.return", BRANCH.or(Traits::RETURN_LIKE), parse_return, print_return, verify_return),
    OpDef::new("llvm.unreachable", Traits::TERMINATOR, parse_unreachable, print_unreachable, verify_unreachable),
    OpDef::new("llvm.br", BRANCH, parse_br, print_br, cf::verify_br)
        .with_successor_split(cf::split_br, cf::no_generic_attrs),
    OpDef::new("llvm.cond_br", BRANCH, parse_cond_br, print_cond_br, verify_cond_br)
        .with_successor_split(cf::split_cond_br, cf::cond_br_generic_attrs),
    OpDef::new("llvm.switch", BRANCH, parse_switch, print_switch, verify_switch)
        .with_successor_split(cf::split_switch, cf::switch_generic_attrs),
    OpDef::new("llvm.call", Traits::CALL, parse_call, print_call, verify_call),
    OpDef::new("llvm.load", Traits::MEM_READ, parse_load, print_load, verify_load),
    OpDef::new("llvm.store", Traits::MEM_WRITE, parse_store, print_store, verify_store),
    OpDef::new("llvm.alloca", Traits::MEM_ALLOC, parse_alloca, print_alloca, verify_alloca),
    OpDef::new("llvm.getelementptr", P, parse_gep, print_gep, verify_gep),
    OpDef::new("llvm.insertvalue", P, parse_insertvalue, print_insertvalue, verify_insertvalue),
    OpDef::new("llvm.extractvalue", P, parse_extractvalue, print_extractvalue, verify_extractvalue),
    OpDef::new("llvm.mlir.constant", P, parse_constant, print_constant, verify_constant),
    OpDef::new("llvm.mlir.zero", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.undef", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.poison", P, parse_type_only, print_type_only, verify_type_only),
    OpDef::new("llvm.mlir.addressof", P, parse_addressof, print_addressof, verify_addressof),
    OpDef::new("llvm.fneg", P, parse_unary, print_bin, v_float_un),
    // `freeze`: a poison or undef operand becomes some fixed value; any
    // other value is itself.
    OpDef::new("llvm.freeze", P, parse_unary, print_bin, v_freeze),
    OpDef::new("llvm.icmp", P, parse_icmp, print_cmp, verify_icmp),
    OpDef::new("llvm.fcmp", P, parse_fcmp, print_cmp, verify_fcmp),
    OpDef::new("llvm.select", P, parse_select, print_select, verify_select),
    OpDef::new(
        "llvm.intr.memcpy",
        Traits::MEM_READ.or(Traits::MEM_WRITE),
        parse_generic_only,
        print_generic_props,
        verify_mem_transfer,
    ),
    OpDef::new(
        "llvm.intr.memmove",
        Traits::MEM_READ.or(Traits::MEM_WRITE),
        parse_generic_only,
        print_generic_props,
        verify_mem_transfer,
    ),
    OpDef::new("llvm.intr.memset", Traits::MEM_WRITE, parse_generic_only, print_generic_props, verify_memset),
    OpDef::new("llvm.intr.trap", Traits::MEM_WRITE, parse_trap, print_generic_props, verify_no_operands),
    OpDef::new("llvm.intr.lifetime.start", Traits::MEM_WRITE, parse_lifetime, print_lifetime, verify_lifetime),
    OpDef::new("llvm.intr.lifetime.end", Traits::MEM_WRITE, parse_lifetime, print_lifetime, verify_lifetime),
    OpDef::new("llvm.intr.stacksave", Traits::MEM_WRITE, parse_stacksave, print_stacksave, verify_stacksave),
    OpDef::new(
        "llvm.intr.stackrestore",
        Traits::MEM_WRITE,
        parse_stackrestore,
        print_stackrestore,
        verify_stackrestore,
    ),
    OpDef::new("llvm.intr.powi", P, parse_intrinsic, print_intrinsic, verify_powi),
    // (Generic form only in MLIR 19, with their poison flag as a property.)
    OpDef::new("llvm.intr.abs", P, parse_generic_only, print_generic_props, v_int_intrinsic),
    OpDef::new("llvm.intr.ctlz", P, parse_generic_only, print_generic_props, v_int_intrinsic),
    OpDef::new("llvm.intr.cttz", P, parse_generic_only, print_generic_props, v_int_intrinsic),
    OpDef::new("llvm.intr.dbg.value", Traits::NONE, parse_dbg, print_dbg, verify_dbg),
    OpDef::new("llvm.intr.dbg.declare", Traits::NONE, parse_dbg, print_dbg, verify_dbg),
];

/// All `llvm` ops in one table (what `dialects::registry` reads).
pub static OPS: &[OpDef] = &ALL;

/// How many `llvm` ops there are (the groups' sizes summed).
const COUNT: usize = 150;

const ALL: [OpDef; COUNT] = concat_defs();

const fn concat_defs() -> [OpDef; COUNT] {
    let groups: [&[OpDef]; 12] = [
        &FLOAT_BIN,
        &INT_BIN_OVF,
        &INT_BIN,
        &CASTS,
        &INTRINSICS,
        &INT_INTRINSICS,
        &WITH_OVERFLOW,
        &HINTS,
        &REDUCTIONS,
        &GENERIC_REDUCTIONS,
        &VECTORS,
        &OTHER,
    ];
    let mut out = [FLOAT_BIN[0]; COUNT];
    let mut k = 0;
    let mut g = 0;
    while g < groups.len() {
        let mut i = 0;
        while i < groups[g].len() {
            out[k] = groups[g][i];
            k += 1;
            i += 1;
        }
        g += 1;
    }
    assert!(k == COUNT, "the llvm op table size is wrong");
    out
}
