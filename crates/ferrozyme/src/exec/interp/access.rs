//! Typed access to the allocation table: scalars (pointers stored as their
//! addresses), LLVM structs and arrays laid out by `exec::layout`, and the
//! mapping between pointers and raw addresses (`ptrtoint`, pointers in
//! memory, pointer arguments). Everything checks liveness and bounds
//! through `memory`.

use std::rc::Rc;

use super::engine::Exec;
use super::memory::AllocId;
use super::rv::{scalar_bytes, scalar_from_bytes, Ptr, FUNC_ADDR_TAG, RV};
use crate::exec::layout::{size_align, struct_layout};
use crate::exec::value::ScalarType;
use crate::ir::{OpId, Type};

const TAG_MASK: u64 = 0xFFFF_0000_0000_0000;

impl Exec<'_> {
    /// The address a pointer stands for.
    pub fn ptr_addr(&self, p: Ptr) -> u64 {
        match p {
            Ptr::Raw(a) => a,
            Ptr::Mem { alloc, off } => self.st.mem.base(alloc).wrapping_add(off as u64),
            Ptr::Func(op) => FUNC_ADDR_TAG | op.as_u32() as u64,
        }
    }

    /// The pointer an address stands for: inside a live allocation, a
    /// function, or raw (null, or pointing at nothing known).
    pub fn ptr_from_addr(&self, a: u64) -> Ptr {
        if a == 0 {
            return Ptr::Raw(0);
        }
        if a & TAG_MASK == FUNC_ADDR_TAG {
            let i = (a & !TAG_MASK) as usize;
            if i < self.m.num_op_rows() {
                let op = OpId::from_u32(i as u32);
                if matches!(self.info.names[op], "func.func" | "llvm.func") {
                    return Ptr::Func(op);
                }
            }
        }
        match self.st.mem.find(a) {
            Some((alloc, off)) => Ptr::Mem { alloc, off },
            None => Ptr::Raw(a),
        }
    }

    /// The allocation and offset a pointer may be dereferenced at.
    pub fn deref(&self, p: Ptr, what: &str) -> Result<(AllocId, i64), String> {
        match p {
            Ptr::Mem { alloc, off } => Ok((alloc, off)),
            Ptr::Raw(0) => Err(format!("{what} a null pointer")),
            Ptr::Raw(a) => match self.st.mem.find(a) {
                Some(x) => Ok(x),
                None => Err(format!("{what} an invalid pointer (0x{a:x} points into no live allocation)")),
            },
            Ptr::Func(_) => Err(format!("{what} a function pointer")),
        }
    }

    pub fn load_scalar(&self, alloc: AllocId, off: i64, elem: ScalarType) -> Result<RV, String> {
        let mut b = [0u8; 8];
        self.st.mem.read(alloc, off, &mut b[..elem.size()])?;
        Ok(match scalar_from_bytes(elem, &b) {
            RV::Ptr(Ptr::Raw(a)) => RV::Ptr(self.ptr_from_addr(a)),
            v => v,
        })
    }

    pub fn store_scalar(&self, alloc: AllocId, off: i64, elem: ScalarType, v: &RV) -> Result<(), String> {
        let addr = if let RV::Ptr(p) = v { self.ptr_addr(*p) } else { 0 };
        let b =
            scalar_bytes(elem, v, addr).ok_or_else(|| format!("cannot store {} as '{}'", v.what(), elem.to_type()))?;
        self.st.mem.write(alloc, off, &b[..elem.size()])
    }

    /// Load the memref descriptor of type `t` stored at `off` (an element
    /// of a memref of memrefs). Its aligned pointer must point into a live
    /// allocation; an element never written (all zero) is undefined.
    pub fn load_desc(&self, alloc: AllocId, off: i64, t: &Type) -> Result<RV, String> {
        let mt = t.as_memref().ok_or_else(|| format!("'{t}' is not a ranked memref type"))?;
        let elem =
            ScalarType::element(&mt.elem).ok_or_else(|| format!("memrefs of '{}' are not supported", mt.elem))?;
        let rank = mt.shape.len();
        let mut b = vec![0u8; 8 * (3 + 2 * rank)];
        self.st.mem.read(alloc, off, &mut b)?;
        let w: Vec<i64> = b.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect();
        if w.iter().all(|&x| x == 0) {
            return Ok(RV::Unset);
        }
        let (id, byte_off) = self
            .st
            .mem
            .find(w[1] as u64)
            .ok_or_else(|| format!("a '{t}' read from memory points into no live allocation"))?;
        let esize = elem.size() as i64;
        if byte_off % esize != 0 {
            return Err(format!("a '{t}' read from memory is not aligned to its elements"));
        }
        let offset = byte_off / esize + w[2];
        let (sizes, strides) = (w[3..3 + rank].to_vec(), w[3 + rank..].to_vec());
        Ok(RV::MemRef(Rc::new(super::rv::MemDesc { alloc: id, elem, offset, sizes, strides })))
    }

    /// Store memref `v` as a descriptor at `off` (see `load_desc`). An
    /// undefined one (an element never written, copied) stays undefined.
    pub fn store_desc(&self, alloc: AllocId, off: i64, rank: u8, v: &RV) -> Result<(), String> {
        if let RV::Unset = v {
            return self.st.mem.write(alloc, off, &vec![0u8; 8 * (3 + 2 * rank as usize)]);
        }
        let RV::MemRef(d) = v else { return Err(format!("cannot store {} as a memref", v.what())) };
        let base = self.st.mem.base(d.alloc) as i64;
        let words = [base, base, d.offset].into_iter().chain(d.sizes.iter().copied()).chain(d.strides.iter().copied());
        let b: Vec<u8> = words.flat_map(i64::to_le_bytes).collect();
        self.st.mem.write(alloc, off, &b)
    }

    /// Load a value of LLVM type `t` (scalar, struct or array).
    pub fn load_typed(&self, alloc: AllocId, off: i64, t: &Type) -> Result<RV, String> {
        if let Some(e) = ScalarType::of(t) {
            return self.load_scalar(alloc, off, e);
        }
        match t {
            Type::LlvmStruct(st) => {
                let l = struct_layout(st).ok_or_else(|| format!("cannot load the opaque type '{t}'"))?;
                let body = st.body.as_deref().unwrap_or(&[]);
                let mut vals = Vec::with_capacity(body.len());
                for (ft, &fo) in body.iter().zip(&l.offsets) {
                    vals.push(self.load_typed(alloc, off + fo as i64, ft)?);
                }
                Ok(RV::Agg(Rc::new(vals)))
            }
            Type::LlvmArray { len, elem } => {
                let stride = elem_stride(elem).ok_or_else(|| format!("cannot load '{t}'"))?;
                let mut vals = Vec::new();
                for i in 0..*len {
                    vals.push(self.load_typed(alloc, off + (i * stride) as i64, elem)?);
                }
                Ok(RV::Agg(Rc::new(vals)))
            }
            _ => Err(format!("loading a value of type '{t}' is not supported by the interpreter")),
        }
    }

    /// Store a value of LLVM type `t`.
    pub fn store_typed(&self, alloc: AllocId, off: i64, t: &Type, v: &RV, init: bool) -> Result<(), String> {
        if let Some(e) = ScalarType::of(t) {
            if init {
                let addr = if let RV::Ptr(p) = v { self.ptr_addr(*p) } else { 0 };
                let b = scalar_bytes(e, v, addr).ok_or_else(|| format!("cannot store {} as '{t}'", v.what()))?;
                return self.st.mem.write_init(alloc, off, &b[..e.size()]);
            }
            return self.store_scalar(alloc, off, e, v);
        }
        let RV::Agg(vals) = v else {
            return Err(format!("storing a value of type '{t}' is not supported by the interpreter"));
        };
        match t {
            Type::LlvmStruct(st) => {
                let l = struct_layout(st).ok_or_else(|| format!("cannot store the opaque type '{t}'"))?;
                let body = st.body.as_deref().unwrap_or(&[]);
                for ((ft, &fo), fv) in body.iter().zip(&l.offsets).zip(vals.iter()) {
                    self.store_typed(alloc, off + fo as i64, ft, fv, init)?;
                }
                Ok(())
            }
            Type::LlvmArray { elem, .. } => {
                let stride = elem_stride(elem).ok_or_else(|| format!("cannot store '{t}'"))?;
                for (i, ev) in vals.iter().enumerate() {
                    self.store_typed(alloc, off + (i as u64 * stride) as i64, elem, ev, init)?;
                }
                Ok(())
            }
            _ => Err(format!("storing a value of type '{t}' is not supported by the interpreter")),
        }
    }
}

/// Distance between consecutive array elements of type `t`.
pub(crate) fn elem_stride(t: &Type) -> Option<u64> {
    let (s, a) = size_align(t)?;
    Some(s.div_ceil(a) * a)
}
