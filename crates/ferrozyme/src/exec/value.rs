//! Runtime values as the Rust API sees them: scalars, memrefs and raw
//! pointers, plus the scalar element types a memref can hold.

use std::fmt;

use super::MemRef;
use crate::ir::{Signedness, Type};

/// Element type of a memref buffer (what one element is, in memory).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ScalarType {
    /// Signless integer of this many bits (1..=64); stored in 1, 2, 4 or 8 bytes.
    Int(u32),
    Index,
    F16,
    BF16,
    F32,
    F64,
    /// `!llvm.ptr` (8 bytes).
    Ptr,
    /// A memref descriptor of this rank, as an element of a memref of
    /// memrefs (a tape keeping a buffer per loop iteration): allocated
    /// pointer, aligned pointer, offset, sizes, strides, 8 bytes each, as
    /// MLIR lowers it. Read and written only whole, by `memref.load` and
    /// `memref.store` (which know the memref type) and by copies.
    Desc(u8),
}

impl ScalarType {
    /// The runtime element type of an IR type, if it is a scalar ferrozyme can run.
    pub fn of(t: &Type) -> Option<ScalarType> {
        Some(match t {
            Type::Int { width, signedness: Signedness::Signless } if (1..=64).contains(width) => {
                ScalarType::Int(*width)
            }
            Type::Index => ScalarType::Index,
            Type::F16 => ScalarType::F16,
            Type::BF16 => ScalarType::BF16,
            Type::F32 => ScalarType::F32,
            Type::F64 => ScalarType::F64,
            Type::LlvmPtr { .. } => ScalarType::Ptr,
            _ => return None,
        })
    }

    /// The runtime element type of a memref's element type `t`: a scalar,
    /// or a descriptor for a memref of memrefs (of scalars or of memrefs,
    /// any layout).
    pub fn element(t: &Type) -> Option<ScalarType> {
        match t {
            Type::MemRef(mt) if ScalarType::element(&mt.elem).is_some() && mt.shape.len() <= 16 => {
                Some(ScalarType::Desc(mt.shape.len() as u8))
            }
            _ => ScalarType::of(t),
        }
    }

    /// Bytes one element takes in memory.
    pub fn size(self) -> usize {
        match self {
            ScalarType::Int(w) => (w as usize).div_ceil(8).next_power_of_two(),
            ScalarType::Index | ScalarType::F64 | ScalarType::Ptr => 8,
            ScalarType::F32 => 4,
            ScalarType::F16 | ScalarType::BF16 => 2,
            ScalarType::Desc(rank) => 8 * (3 + 2 * rank as usize),
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F16 | ScalarType::BF16 | ScalarType::F32 | ScalarType::F64)
    }

    pub fn to_type(self) -> Type {
        match self {
            ScalarType::Int(w) => Type::int(w),
            ScalarType::Index => Type::Index,
            ScalarType::F16 => Type::F16,
            ScalarType::BF16 => Type::BF16,
            ScalarType::F32 => Type::F32,
            ScalarType::F64 => Type::F64,
            ScalarType::Ptr => Type::LlvmPtr { addr_space: 0 },
            // (Only messages name it: `memref<?xnone>`, a descriptor.)
            ScalarType::Desc(rank) => Type::memref(vec![crate::ir::Dim::Dynamic; rank as usize], Type::None),
        }
    }
}

/// A value passed to or returned from a function.
#[derive(Clone, Debug)]
pub enum Value {
    /// A signless integer of `width` bits: sign-extended from its width into
    /// `value`, except `i1`, which is 0 or 1 (see [`normalize_int`]).
    Int {
        value: i64,
        width: u32,
    },
    Index(i64),
    F16(half::f16),
    BF16(half::bf16),
    F32(f32),
    F64(f64),
    MemRef(MemRef),
    /// A raw `!llvm.ptr` address (0 is null).
    Ptr(u64),
}

impl Value {
    pub fn bool(b: bool) -> Value {
        Value::Int { value: b as i64, width: 1 }
    }
    pub fn i32(v: i32) -> Value {
        Value::Int { value: v as i64, width: 32 }
    }
    pub fn i64(v: i64) -> Value {
        Value::Int { value: v, width: 64 }
    }
    /// An integer of `width` bits from any `i64`, normalized: `i1` is 0 or 1,
    /// wider types are sign-extended from their width.
    pub fn int(value: i64, width: u32) -> Value {
        Value::Int { value: normalize_int(value, width), width }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::F64(x) => Some(*x),
            Value::F32(x) => Some(*x as f64),
            Value::F16(x) => Some(x.to_f64()),
            Value::BF16(x) => Some(x.to_f64()),
            _ => None,
        }
    }
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int { value, .. } | Value::Index(value) => Some(*value),
            _ => None,
        }
    }
    pub fn as_memref(&self) -> Option<&MemRef> {
        match self {
            Value::MemRef(m) => Some(m),
            _ => None,
        }
    }

    /// The IR type this value has (memrefs: identity or strided layout).
    pub fn type_name(&self) -> String {
        match self {
            Value::Int { width, .. } => format!("i{width}"),
            Value::Index(_) => "index".into(),
            Value::F16(_) => "f16".into(),
            Value::BF16(_) => "bf16".into(),
            Value::F32(_) => "f32".into(),
            Value::F64(_) => "f64".into(),
            Value::MemRef(m) => m.type_string(),
            Value::Ptr(_) => "!llvm.ptr".into(),
        }
    }

    /// Bitwise equality (floats by bits; memrefs by shape and contents).
    pub fn same(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::F64(a), Value::F64(b)) => a.to_bits() == b.to_bits(),
            (Value::F32(a), Value::F32(b)) => a.to_bits() == b.to_bits(),
            (Value::F16(a), Value::F16(b)) => a.to_bits() == b.to_bits(),
            (Value::BF16(a), Value::BF16(b)) => a.to_bits() == b.to_bits(),
            (Value::Int { value: a, width: w }, Value::Int { value: b, width: v }) => a == b && w == v,
            (Value::Index(a), Value::Index(b)) => a == b,
            (Value::Ptr(a), Value::Ptr(b)) => a == b,
            (Value::MemRef(a), Value::MemRef(b)) => a.same_contents(b),
            _ => false,
        }
    }
}

/// Normalize an integer to `width` bits: `i1` is 0 or 1, wider types are
/// sign-extended from their width.
pub fn normalize_int(value: i64, width: u32) -> i64 {
    match width {
        1 => value & 1,
        w if w >= 64 => value,
        w => (value << (64 - w)) >> (64 - w),
    }
}

impl fmt::Display for Value {
    /// Like MLIR's runner: integers and floats as numbers, memrefs as nested lists.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int { value, .. } | Value::Index(value) => write!(f, "{value}"),
            Value::F16(x) => write!(f, "{}", super::text::format_runner_float(x.to_f64())),
            Value::BF16(x) => write!(f, "{}", super::text::format_runner_float(x.to_f64())),
            Value::F32(x) => write!(f, "{}", super::text::format_runner_float(*x as f64)),
            Value::F64(x) => write!(f, "{}", super::text::format_runner_float(*x)),
            Value::MemRef(m) => write!(f, "{m}"),
            Value::Ptr(p) => write!(f, "0x{p:x}"),
        }
    }
}

/// `f64` → f32 rounded to odd (truncate, then set the last bit if inexact):
/// a second rounding to a format with at least two bits fewer is then
/// correctly rounded, which a plain f64 → f32 → f16 chain is not.
fn f32_round_odd(x: f64) -> f32 {
    let r = x as f32;
    if !x.is_finite() || r.is_infinite() || r as f64 == x {
        return r;
    }
    let mut b = r.to_bits();
    if (r as f64).abs() > x.abs() {
        b -= 1;
    }
    f32::from_bits(b | 1)
}

/// `x` correctly rounded to f16 (`half`'s own f64 conversions round twice).
/// A NaN keeps its sign and payload (see [`f32_of`]).
pub fn f16_of(x: f64) -> half::f16 {
    if x.is_nan() {
        return half::f16::from_bits(narrow_nan(x, 10, 5) as u16);
    }
    half::f16::from_f32(f32_round_odd(x))
}

/// `x` correctly rounded to bf16 (a NaN keeps its sign and payload).
pub fn bf16_of(x: f64) -> half::bf16 {
    if x.is_nan() {
        return half::bf16::from_bits(narrow_nan(x, 7, 8) as u16);
    }
    half::bf16::from_f32(f32_round_odd(x))
}

/// `x` rounded to f32. A NaN keeps its sign and the top bits of its
/// payload, a signalling one stays signalling (the machine's conversion
/// sets the quiet bit: `0x7F800001 : f32` would become `0x7FC00001`).
pub fn f32_of(x: f64) -> f32 {
    if x.is_nan() {
        return f32::from_bits(narrow_nan(x, 23, 8) as u32);
    }
    x as f32
}

/// The bits of NaN `x` in a format of `mant` mantissa and `exp` exponent
/// bits: its sign and the top `mant` bits of its payload (never zero,
/// which would be an infinity).
fn narrow_nan(x: f64, mant: u32, exp: u32) -> u64 {
    let b = x.to_bits();
    let payload = (b & ((1 << 52) - 1)) >> (52 - mant);
    let payload = if payload == 0 { 1 << (mant - 1) } else { payload };
    ((b >> 63) << (mant + exp)) | (((1 << exp) - 1) << mant) | payload
}

/// The f64 of the float `bits` of a format of `mant` mantissa and `exp`
/// exponent bits, exactly: a NaN keeps its sign and payload (in the top
/// bits of f64's), which [`f32_of`], [`f16_of`] and [`bf16_of`] give back.
pub fn widen_float_bits(bits: u64, mant: u32, exp: u32) -> f64 {
    let exp_all = ((1u64 << exp) - 1) << mant;
    let payload = bits & ((1 << mant) - 1);
    if bits & exp_all == exp_all && payload != 0 {
        let sign = (bits >> (mant + exp)) & 1;
        return f64::from_bits((sign << 63) | (0x7FF << 52) | (payload << (52 - mant)));
    }
    match (mant, exp) {
        (23, 8) => f32::from_bits(bits as u32) as f64,
        (10, 5) => half::f16::from_bits(bits as u16).to_f64(),
        (7, 8) => half::bf16::from_bits(bits as u16).to_f64(),
        _ => f64::from_bits(bits),
    }
}

/// `x` rounded to float type `t` (f64 for other types), as an f64.
pub fn round_to_type(x: f64, t: &crate::ir::Type) -> f64 {
    use crate::ir::Type;
    match t {
        Type::F32 => widen_float_bits(f32_of(x).to_bits() as u64, 23, 8),
        Type::F16 => widen_float_bits(f16_of(x).to_bits() as u64, 10, 5),
        Type::BF16 => widen_float_bits(bf16_of(x).to_bits() as u64, 7, 8),
        _ => x,
    }
}
