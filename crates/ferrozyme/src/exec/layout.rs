//! Data layout of types in memory (x86-64 / AArch64 C layout, as LLVM's
//! default data layout gives): sizes, alignments and struct field offsets,
//! shared by the interpreter and the JIT so both address memory alike.

use crate::ir::{LlvmStructType, Type};

fn round_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// `(size, alignment)` in bytes of a type stored in memory.
pub fn size_align(t: &Type) -> Option<(u64, u64)> {
    Some(match t {
        Type::Int { width, .. } => {
            let b = (*width as u64).div_ceil(8).next_power_of_two();
            (b, b.min(16))
        }
        Type::Index | Type::F64 | Type::LlvmPtr { .. } => (8, 8),
        Type::F32 => (4, 4),
        Type::F16 | Type::BF16 => (2, 2),
        Type::LlvmArray { len, elem } => {
            let (s, a) = size_align(elem)?;
            (len.checked_mul(round_up(s, a))?, a)
        }
        Type::LlvmStruct(st) => {
            let offsets = struct_layout(st)?;
            (offsets.size, offsets.align)
        }
        Type::Vector { shape, elem, .. } => {
            let (s, _) = size_align(elem)?;
            let n: i64 = shape.iter().product();
            let total = (n as u64).checked_mul(s)?;
            (total.next_power_of_two().max(1), total.next_power_of_two().clamp(1, 64))
        }
        _ => return None,
    })
}

/// Field offsets, total size and alignment of an LLVM struct.
pub struct StructLayout {
    pub offsets: Vec<u64>,
    pub size: u64,
    pub align: u64,
}

pub fn struct_layout(st: &LlvmStructType) -> Option<StructLayout> {
    let body = st.body.as_ref()?;
    let mut off = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(body.len());
    for f in body {
        let (s, a) = size_align(f)?;
        let a = if st.packed { 1 } else { a };
        off = round_up(off, a);
        offsets.push(off);
        off = off.checked_add(s)?;
        align = align.max(a);
    }
    Some(StructLayout { offsets, size: round_up(off, align), align })
}
