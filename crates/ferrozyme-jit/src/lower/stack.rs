//! Stack slots for the fixed-size allocations at the top of a function
//! (unchecked mode).
//!
//! An `alloca` lowers to a call of the runtime (`fz_alloca`: a zeroed heap
//! buffer registered in the call's frame, released when the function
//! returns), which checked mode needs to report uses after return. Without
//! checks, an `alloca` of constant size in the function's entry block (run
//! once per call) gets a Cranelift stack slot instead, zeroed like the
//! runtime's buffers: no call, no registry, no frame to release. Allocations
//! in loops or other blocks (which MLIR makes anew each time), of dynamic
//! size, or too large for the native stack keep the runtime call.

use std::collections::HashMap;

use ferrozyme::exec::layout::size_align;
use ferrozyme::exec::ScalarType;
use ferrozyme::ir::{Attribute, Dim, Layout, Module, OpId, Type};

/// Largest allocation given a stack slot, in bytes.
const MAX_SLOT: u64 = 4 * 1024;

/// Most bytes of stack slots per function (small: the recursion guard,
/// `runtime::fz_stack_check`, leaves a margin of native stack that chains
/// of non-recursive calls below the last recursive frame must fit in).
const MAX_FRAME: u64 = 8 * 1024;

/// The allocations of function `f` lowered to stack slots: op → (bytes,
/// log2 of the alignment). Empty in checked mode.
pub fn slots(m: &Module, f: OpId, checked: bool) -> HashMap<OpId, (u32, u8)> {
    let mut out = HashMap::new();
    if checked {
        return out;
    }
    let Some(entry) = m.regions(f).first().and_then(|&r| m.blocks(r).first().copied()) else { return out };
    let mut total = 0;
    for op in m.block_ops(entry) {
        let Some((bytes, align)) = fixed_size(m, op) else { continue };
        if bytes == 0 || bytes > MAX_SLOT || total + bytes > MAX_FRAME {
            continue;
        }
        total += bytes;
        let align = align.clamp(8, 64);
        out.insert(op, (bytes as u32, align.trailing_zeros() as u8));
    }
    out
}

/// Bytes and alignment of `op` when it is an `alloca` of constant size.
fn fixed_size(m: &Module, op: OpId) -> Option<(u64, u64)> {
    if m.is(op, "memref.alloca") {
        let Type::MemRef(mt) = m.value_type(m.result(op, 0)) else { return None };
        if mt.layout != Layout::Identity || !m.operands(op).is_empty() {
            return None;
        }
        let elem = ScalarType::of(&mt.elem)?;
        let mut n = elem.size() as u64;
        for d in &mt.shape {
            let Dim::Static(k) = d else { return None };
            n = n.checked_mul(u64::try_from(*k).ok()?)?;
        }
        let asked = m.attr(op, "alignment").and_then(Attribute::as_int).unwrap_or(0);
        let align = (elem.size() as u64).max(u64::try_from(asked).unwrap_or(0));
        return Some((n, align.next_power_of_two()));
    }
    if m.is(op, "llvm.alloca") {
        let et = m.attr(op, "elem_type").and_then(Attribute::as_type)?;
        let (size, align) = size_align(et)?;
        let count = m.defining_op(m.operand(op, 0)).and_then(|d| {
            let constant = m.is(d, "llvm.mlir.constant") || m.is(d, "arith.constant");
            constant.then(|| m.attr(d, "value").and_then(Attribute::as_int)).flatten()
        })?;
        let n = size.checked_mul(u64::try_from(count).ok()?)?;
        return Some((n, align.max(1).next_power_of_two()));
    }
    None
}
