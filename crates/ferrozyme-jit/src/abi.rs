//! How IR types become machine values: each IR value is a list of Cranelift
//! values (a scalar is one; a memref is MLIR's expanded descriptor — allocated
//! pointer, aligned pointer, offset, sizes, strides; an LLVM struct or array
//! is its fields, flattened). Function signatures use the same expansion, as
//! MLIR's LLVM lowering does, and every exported function gets a trampoline
//! `fn(args: *const u64, results: *mut u64)` with one 8-byte slot per value.

use cranelift_codegen::ir::{types, AbiParam, Signature, Type as ClType};
use cranelift_codegen::isa::CallConv;
use ferrozyme::ir::Type;

/// The Cranelift type holding an integer of `width` bits.
pub fn int_container(width: u32) -> ClType {
    match width {
        0..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        _ => types::I64,
    }
}

/// The flattened machine values of an IR type.
pub fn flat_types(t: &Type) -> Result<Vec<ClType>, String> {
    Ok(match t {
        Type::Int { width, .. } if *width <= 64 => vec![int_container(*width)],
        Type::Index => vec![types::I64],
        Type::F32 => vec![types::F32],
        Type::F64 => vec![types::F64],
        Type::F16 | Type::BF16 => vec![types::I16],
        Type::MemRef(m) => vec![types::I64; 3 + 2 * m.shape.len()],
        // The rank and the address of a ranked descriptor, as MLIR lowers it.
        Type::UnrankedMemRef { .. } => vec![types::I64; 2],
        Type::LlvmPtr { .. } | Type::Function(_) => vec![types::I64],
        Type::LlvmStruct(s) => {
            let mut v = Vec::new();
            for f in s.body.as_deref().unwrap_or(&[]) {
                v.extend(flat_types(f)?);
            }
            v
        }
        Type::LlvmArray { len, elem } if *len <= 256 => {
            let e = flat_types(elem)?;
            e.iter().cycle().take(e.len() * *len as usize).copied().collect()
        }
        _ => return Err(format!("values of type '{t}' are not supported by the JIT")),
    })
}

/// Flattened machine types of several IR types.
pub fn flat_all(ts: &[Type]) -> Result<Vec<ClType>, String> {
    let mut v = Vec::new();
    for t in ts {
        v.extend(flat_types(t)?);
    }
    Ok(v)
}

/// The machine signature of a function with these IR inputs and results.
pub fn signature(inputs: &[Type], results: &[Type], cc: CallConv) -> Result<Signature, String> {
    let mut sig = Signature::new(cc);
    for t in flat_all(inputs)? {
        sig.params.push(AbiParam::new(t));
    }
    for t in flat_all(results)? {
        sig.returns.push(AbiParam::new(t));
    }
    Ok(sig)
}

/// Signature of a runtime helper.
pub fn helper_signature(params: &[ClType], returns: &[ClType], cc: CallConv) -> Signature {
    let mut sig = Signature::new(cc);
    sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
    sig.returns.extend(returns.iter().map(|&t| AbiParam::new(t)));
    sig
}
