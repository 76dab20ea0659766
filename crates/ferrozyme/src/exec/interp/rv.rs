//! The interpreter's own runtime values ([`RV`]): what an SSA value holds
//! while a program runs. Richer than the public [`Value`](crate::exec::Value):
//! memrefs and pointers refer to entries of the allocation table (so every
//! access can be checked for bounds and liveness), function values name the
//! function op, and LLVM structs/arrays are aggregates. Also the conversions
//! between scalar runtime values and their bytes in memory, and the zero
//! value of a type.
//!
//! Integers are kept normalized exactly as [`normalize_int`] defines: `i1`
//! is 0 or 1, wider types are sign-extended from their width into an `i64`.

use std::rc::Rc;

use half::{bf16, f16};

use super::memory::AllocId;
use crate::exec::value::{normalize_int, ScalarType};
use crate::ir::{OpId, Type};

/// A value inside the interpreter.
#[derive(Clone, Debug)]
pub(crate) enum RV {
    /// A normalized integer and its width in bits (1..=64).
    Int(i64, u32),
    Index(i64),
    F16(f16),
    BF16(bf16),
    F32(f32),
    F64(f64),
    MemRef(Rc<MemDesc>),
    Ptr(Ptr),
    /// A function value (`func.constant`): the `func.func`/`llvm.func` op.
    Func(OpId),
    /// An `!llvm.struct` or `!llvm.array` value, field by field.
    Agg(Rc<Vec<RV>>),
    /// A slot that was never written (cannot be read in verified IR).
    Unset,
}

/// An `!llvm.ptr`: an address inside an allocation of the table, a function,
/// or a raw address that points into nothing the interpreter knows (null is
/// `Raw(0)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ptr {
    Raw(u64),
    Mem { alloc: AllocId, off: i64 },
    Func(OpId),
}

/// Fake addresses of functions (`ptrtoint` of an `llvm.mlir.addressof @f`):
/// far above any user-space heap address.
pub(crate) const FUNC_ADDR_TAG: u64 = 0xFEED_0000_0000_0000;

/// A memref descriptor: an allocation and the strided view into it (in elements).
#[derive(Clone, Debug)]
pub(crate) struct MemDesc {
    pub alloc: AllocId,
    pub elem: ScalarType,
    pub offset: i64,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

impl MemDesc {
    /// The element offset of `idx`, after checking each index against its dimension.
    pub fn elem_offset(&self, idx: &[i64]) -> Result<i64, String> {
        if idx.len() != self.sizes.len() {
            return Err(format!(
                "expected {} indices for a rank-{} memref, got {}",
                self.sizes.len(),
                self.sizes.len(),
                idx.len()
            ));
        }
        let mut e = self.offset as i128;
        for (d, ((&i, &s), &st)) in idx.iter().zip(&self.sizes).zip(&self.strides).enumerate() {
            if i < 0 || i >= s {
                return Err(format!("index {i} is out of bounds for dimension {d} of size {s}"));
            }
            e += i as i128 * st as i128;
        }
        i64::try_from(e).map_err(|_| "element offset overflows".to_string())
    }

    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }
}

impl RV {
    /// Integer or index payload and width (index is 64 bits).
    pub fn int(&self) -> Option<(i64, u32)> {
        match self {
            RV::Int(v, w) => Some((*v, *w)),
            RV::Index(v) => Some((*v, 64)),
            _ => None,
        }
    }
    /// Any float, exactly, as `f64`.
    pub fn float(&self) -> Option<f64> {
        match self {
            RV::F64(x) => Some(*x),
            RV::F32(x) => Some(*x as f64),
            RV::F16(x) => Some(x.to_f64()),
            RV::BF16(x) => Some(x.to_f64()),
            _ => None,
        }
    }
    pub fn bool(&self) -> Option<bool> {
        self.int().map(|(v, _)| v != 0)
    }
    pub fn what(&self) -> &'static str {
        match self {
            RV::Int(..) => "an integer",
            RV::Index(_) => "an index",
            RV::F16(_) | RV::BF16(_) | RV::F32(_) | RV::F64(_) => "a float",
            RV::MemRef(_) => "a memref",
            RV::Ptr(_) => "a pointer",
            RV::Func(_) => "a function",
            RV::Agg(_) => "an aggregate",
            RV::Unset => "an undefined value",
        }
    }
}

/// Signed view of a normalized integer of `w` bits.
pub(crate) fn sext(v: i64, w: u32) -> i64 {
    if w == 1 {
        -(v & 1)
    } else {
        v
    }
}

/// Unsigned view of a normalized integer of `w` bits.
pub(crate) fn zext(v: i64, w: u32) -> u64 {
    if w >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << w) - 1)
    }
}

/// An integer of type `t` (an integer type or index) holding `v` (truncated).
pub(crate) fn mk_int(t: &Type, v: i64) -> RV {
    match t {
        Type::Index => RV::Index(v),
        Type::Int { width, .. } => RV::Int(normalize_int(v, *width), *width),
        _ => RV::Int(v, 64),
    }
}

pub(crate) use crate::exec::value::{bf16_of, f16_of};

/// A float of type `t` from an `f64` (rounded to the type).
pub(crate) fn mk_float(t: &Type, x: f64) -> Option<RV> {
    Some(match t {
        Type::F64 => RV::F64(x),
        Type::F32 => RV::F32(crate::exec::value::f32_of(x)),
        Type::F16 => RV::F16(f16_of(x)),
        Type::BF16 => RV::BF16(bf16_of(x)),
        _ => return None,
    })
}

/// The zero value of a type (also what `undef`/`poison` become).
pub(crate) fn zero_of(t: &Type) -> Option<RV> {
    Some(match t {
        Type::Int { width, .. } if (1..=64).contains(width) => RV::Int(0, *width),
        Type::Index => RV::Index(0),
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 => mk_float(t, 0.0)?,
        Type::LlvmPtr { .. } => RV::Ptr(Ptr::Raw(0)),
        Type::LlvmStruct(st) => {
            let body = st.body.as_ref()?;
            RV::Agg(Rc::new(body.iter().map(zero_of).collect::<Option<Vec<_>>>()?))
        }
        Type::LlvmArray { len, elem } => {
            let z = zero_of(elem)?;
            RV::Agg(Rc::new(vec![z; usize::try_from(*len).ok().filter(|&n| n <= 1 << 24)?]))
        }
        _ => return None,
    })
}

/// Bytes of a scalar (little-endian, `elem.size()` of the 8 are meaningful).
/// Pointers must already be turned into addresses (`addr`).
pub(crate) fn scalar_bytes(elem: ScalarType, v: &RV, addr: u64) -> Option<[u8; 8]> {
    let raw: u64 = match (elem, v) {
        (ScalarType::F64, RV::F64(x)) => x.to_bits(),
        (ScalarType::F32, RV::F32(x)) => x.to_bits() as u64,
        (ScalarType::F16, RV::F16(x)) => x.to_bits() as u64,
        (ScalarType::BF16, RV::BF16(x)) => x.to_bits() as u64,
        (ScalarType::Index, RV::Index(i)) => *i as u64,
        (ScalarType::Int(w), RV::Int(i, vw)) if w == *vw => *i as u64,
        (ScalarType::Ptr, RV::Ptr(_)) => addr,
        _ => return None,
    };
    Some(raw.to_le_bytes())
}

/// A scalar from its bytes; pointers come back as their raw address, which
/// the caller resolves.
pub(crate) fn scalar_from_bytes(elem: ScalarType, b: &[u8]) -> RV {
    let mut w = [0u8; 8];
    let n = elem.size().min(b.len());
    w[..n].copy_from_slice(&b[..n]);
    let raw = u64::from_le_bytes(w);
    match elem {
        ScalarType::F64 => RV::F64(f64::from_bits(raw)),
        ScalarType::F32 => RV::F32(f32::from_bits(raw as u32)),
        ScalarType::F16 => RV::F16(f16::from_bits(raw as u16)),
        ScalarType::BF16 => RV::BF16(bf16::from_bits(raw as u16)),
        ScalarType::Index => RV::Index(raw as i64),
        ScalarType::Ptr => RV::Ptr(Ptr::Raw(raw)),
        ScalarType::Int(width) => RV::Int(normalize_int(raw as i64, width), width),
        // (Descriptors are read whole, knowing their type: `Exec::load_desc`.)
        ScalarType::Desc(_) => RV::Unset,
    }
}
