//! Memref buffers and descriptors. A [`MemRef`] is MLIR's descriptor
//! (allocated pointer, aligned pointer, offset, sizes, strides) over a shared,
//! 64-byte aligned, zero-initialized [`Buffer`]; both engines read and write
//! the caller's buffer in place, so results are visible after a call.

use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::fmt;
use std::ptr::NonNull;
use std::sync::Arc;

use super::value::{normalize_int, ScalarType, Value};

/// Alignment of every buffer (a cache line; enough for any scalar or vector).
pub const BUFFER_ALIGN: usize = 64;

/// A heap allocation. Engines access it through raw pointers; the `Arc` in
/// [`MemRef`] keeps it alive while any descriptor refers to it.
pub struct Buffer {
    ptr: NonNull<u8>,
    len: usize,
}

// SAFETY: a Buffer is plain memory; synchronisation is the user's concern, as
// for any memref shared between threads in MLIR.
unsafe impl Send for Buffer {}
unsafe impl Sync for Buffer {}

impl Buffer {
    /// `len` zero bytes. Returns `None` if the allocation fails or is absurdly large.
    pub fn zeroed(len: usize) -> Option<Arc<Buffer>> {
        let layout = Layout::from_size_align(len.max(1), BUFFER_ALIGN).ok()?;
        // SAFETY: the layout has non-zero size.
        let ptr = NonNull::new(unsafe { alloc_zeroed(layout) })?;
        Some(Arc::new(Buffer { ptr, len }))
    }
    pub fn as_ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Copy `out.len()` bytes at `offset` (bounds-checked).
    pub fn read(&self, offset: usize, out: &mut [u8]) -> bool {
        if offset.checked_add(out.len()).is_none_or(|end| end > self.len) {
            return false;
        }
        // SAFETY: the range is inside the allocation.
        unsafe { std::ptr::copy_nonoverlapping(self.as_ptr().add(offset), out.as_mut_ptr(), out.len()) };
        true
    }
    /// Write `data` at `offset` (bounds-checked).
    pub fn write(&self, offset: usize, data: &[u8]) -> bool {
        if offset.checked_add(data.len()).is_none_or(|end| end > self.len) {
            return false;
        }
        // SAFETY: the range is inside the allocation.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), self.as_ptr().add(offset), data.len()) };
        true
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        if let Ok(layout) = Layout::from_size_align(self.len.max(1), BUFFER_ALIGN) {
            // SAFETY: allocated in `zeroed` with this layout.
            unsafe { dealloc(self.ptr.as_ptr(), layout) };
        }
    }
}

impl fmt::Debug for Buffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Buffer({:p}, {} bytes)", self.ptr, self.len)
    }
}

/// Encode a scalar value as `elem` into little-endian bytes.
pub fn encode_scalar(elem: ScalarType, v: &Value) -> Option<Vec<u8>> {
    Some(match (elem, v) {
        (ScalarType::F64, _) => v.as_f64()?.to_le_bytes().to_vec(),
        (ScalarType::F32, _) => (v.as_f64()? as f32).to_le_bytes().to_vec(),
        (ScalarType::F16, _) => super::value::f16_of(v.as_f64()?).to_bits().to_le_bytes().to_vec(),
        (ScalarType::BF16, _) => super::value::bf16_of(v.as_f64()?).to_bits().to_le_bytes().to_vec(),
        (ScalarType::Index, _) => v.as_i64()?.to_le_bytes().to_vec(),
        (ScalarType::Ptr, Value::Ptr(p)) => p.to_le_bytes().to_vec(),
        (ScalarType::Int(_), _) => v.as_i64()?.to_le_bytes()[..elem.size()].to_vec(),
        _ => return None,
    })
}

/// Decode `elem` from little-endian bytes (at least `elem.size()` of them).
pub fn decode_scalar(elem: ScalarType, b: &[u8]) -> Value {
    let mut w = [0u8; 8];
    let n = elem.size().min(8);
    w[..n].copy_from_slice(&b[..n]);
    let raw = u64::from_le_bytes(w);
    match elem {
        ScalarType::F64 => Value::F64(f64::from_bits(raw)),
        ScalarType::F32 => Value::F32(f32::from_bits(raw as u32)),
        ScalarType::F16 => Value::F16(half::f16::from_bits(raw as u16)),
        ScalarType::BF16 => Value::BF16(half::bf16::from_bits(raw as u16)),
        ScalarType::Index => Value::Index(raw as i64),
        ScalarType::Ptr => Value::Ptr(raw),
        ScalarType::Int(width) => Value::Int { value: normalize_int(raw as i64, width), width },
        // (A memref of memrefs never crosses the API: its allocated pointer.)
        ScalarType::Desc(_) => Value::Ptr(raw),
    }
}

/// A memref descriptor over a shared buffer.
#[derive(Clone, Debug)]
pub struct MemRef {
    pub elem: ScalarType,
    pub buffer: Arc<Buffer>,
    /// Offset of element (0, ..., 0), in elements.
    pub offset: i64,
    pub sizes: Vec<i64>,
    /// Strides, in elements.
    pub strides: Vec<i64>,
}

/// Why the elements `mr` views with `strides` do not all lie in its buffer
/// (a negative size, or an offset and extent reaching outside it), or
/// `None` when they do. Compiled code trusts a descriptor it is given, so
/// the JIT checks the caller's memrefs with this before a call (reader-25:
/// a 1-element buffer with sizes [100000] crashed the process).
pub fn extent_error(mr: &MemRef, strides: &[i64]) -> Option<String> {
    if let Some(s) = mr.sizes.iter().find(|&&s| s < 0) {
        return Some(format!("a negative size {s}"));
    }
    if mr.sizes.len() != strides.len() {
        return Some(format!("{} sizes but {} strides", mr.sizes.len(), strides.len()));
    }
    if mr.sizes.contains(&0) {
        return None;
    }
    let (mut lo, mut hi) = (mr.offset as i128, mr.offset as i128);
    for (&n, &st) in mr.sizes.iter().zip(strides) {
        let reach = (n as i128 - 1) * st as i128;
        if reach < 0 {
            lo += reach;
        } else {
            hi += reach;
        }
    }
    let elem = mr.elem.size() as i128;
    let len = mr.buffer.len() as i128;
    (lo < 0 || (hi + 1) * elem > len).then(|| {
        format!(
            "a view (offset {}, sizes {:?}, strides {strides:?}) reaching elements {lo}..={hi} of a buffer of {} elements",
            mr.offset,
            mr.sizes,
            len / elem.max(1)
        )
    })
}

/// Why `mr` cannot be a memref of a type with the identity layout
/// (row-major strides: what compiled code assumes of such a type, as MLIR
/// does), or `None` when it can. A view starting at an offset is fine (the
/// offset is the memref's own); strides of dimensions of size 1 (or of an
/// empty memref) do not matter: both engines take them to be row-major.
pub fn not_row_major(mr: &MemRef) -> Option<String> {
    if mr.sizes.contains(&0) {
        return None;
    }
    let want = row_major_strides(&mr.sizes);
    let ok = mr.sizes.iter().zip(&mr.strides).zip(&want).all(|((&n, &s), &w)| n == 1 || s == w);
    (!ok).then(|| {
        format!(
            "a view with strides {:?}, where the type's identity layout needs row-major strides {want:?}",
            mr.strides
        )
    })
}

/// Row-major strides for `sizes`.
pub fn row_major_strides(sizes: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * sizes[i + 1].max(1);
    }
    strides
}

impl MemRef {
    /// A zero-filled, contiguous memref. `None` if the size is negative or too large.
    pub fn zeros(elem: ScalarType, sizes: &[i64]) -> Option<MemRef> {
        let n = sizes.iter().try_fold(1i64, |a, &s| if s < 0 { None } else { a.checked_mul(s) })?;
        let bytes = usize::try_from(n).ok()?.checked_mul(elem.size())?;
        Some(MemRef {
            elem,
            buffer: Buffer::zeroed(bytes)?,
            offset: 0,
            sizes: sizes.to_vec(),
            strides: row_major_strides(sizes),
        })
    }

    /// A contiguous memref holding `data` (row-major) of shape `sizes`.
    pub fn from_values(elem: ScalarType, data: &[Value], sizes: &[i64]) -> Option<MemRef> {
        let m = MemRef::zeros(elem, sizes)?;
        if data.len() as i64 != m.num_elements() {
            return None;
        }
        for (i, v) in data.iter().enumerate() {
            m.buffer.write(i * elem.size(), &encode_scalar(elem, v)?);
        }
        Some(m)
    }

    pub fn from_f64(data: &[f64], sizes: &[i64]) -> Option<MemRef> {
        let vals: Vec<Value> = data.iter().map(|&x| Value::F64(x)).collect();
        MemRef::from_values(ScalarType::F64, &vals, sizes)
    }
    pub fn from_f32(data: &[f32], sizes: &[i64]) -> Option<MemRef> {
        let vals: Vec<Value> = data.iter().map(|&x| Value::F32(x)).collect();
        MemRef::from_values(ScalarType::F32, &vals, sizes)
    }

    pub fn rank(&self) -> usize {
        self.sizes.len()
    }
    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// Byte offset of an element in the buffer, if the index is in bounds
    /// and the element lies inside the buffer.
    pub fn byte_offset(&self, idx: &[i64]) -> Option<usize> {
        if idx.len() != self.rank() || idx.iter().zip(&self.sizes).any(|(&i, &s)| i < 0 || i >= s) {
            return None;
        }
        let e = idx.iter().zip(&self.strides).try_fold(self.offset, |a, (&i, &s)| a.checked_add(i.checked_mul(s)?))?;
        let b = usize::try_from(e).ok()?.checked_mul(self.elem.size())?;
        (b + self.elem.size() <= self.buffer.len()).then_some(b)
    }

    pub fn get(&self, idx: &[i64]) -> Option<Value> {
        if let ScalarType::Desc(_) = self.elem {
            return None;
        }
        let off = self.byte_offset(idx)?;
        let mut b = [0u8; 8];
        self.buffer.read(off, &mut b[..self.elem.size()]);
        Some(decode_scalar(self.elem, &b))
    }

    pub fn set(&self, idx: &[i64], v: &Value) -> Option<()> {
        let off = self.byte_offset(idx)?;
        self.buffer.write(off, &encode_scalar(self.elem, v)?).then_some(())
    }

    /// Every element, in row-major logical order.
    pub fn values(&self) -> Vec<Value> {
        let mut out = Vec::with_capacity(self.num_elements().max(0) as usize);
        self.for_each_index(|idx| {
            if let Some(v) = self.get(idx) {
                out.push(v);
            }
        });
        out
    }

    /// Overwrite every element, in row-major logical order, with `vals`
    /// (`None` when a value does not fit the element type or is missing).
    pub fn fill_from(&self, vals: &[Value]) -> Option<()> {
        let mut it = vals.iter();
        let mut ok = true;
        self.for_each_index(|idx| ok &= it.next().and_then(|v| self.set(idx, v)).is_some());
        ok.then_some(())
    }

    /// Call `f` with every index, in row-major order.
    fn for_each_index(&self, mut f: impl FnMut(&[i64])) {
        let mut idx = vec![0i64; self.rank()];
        if self.sizes.contains(&0) {
            return;
        }
        loop {
            f(&idx);
            let mut d = self.rank();
            loop {
                if d == 0 {
                    return;
                }
                d -= 1;
                idx[d] += 1;
                if idx[d] < self.sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }

    pub fn to_f64_vec(&self) -> Vec<f64> {
        self.values().iter().filter_map(Value::as_f64).collect()
    }

    /// Same shape and bitwise-equal elements.
    pub fn same_contents(&self, other: &MemRef) -> bool {
        self.elem == other.elem
            && self.sizes == other.sizes
            && self.values().iter().zip(other.values().iter()).all(|(a, b)| a.same(b))
    }

    pub fn is_row_major(&self) -> bool {
        self.offset == 0 && self.strides == row_major_strides(&self.sizes)
    }

    /// `memref<2x?xf64>`-style type of this descriptor (static sizes, and a
    /// strided layout when it is not contiguous row-major).
    pub fn type_string(&self) -> String {
        let mut s = String::from("memref<");
        for d in &self.sizes {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(&self.elem.to_type().to_string());
        if !self.is_row_major() {
            let st: Vec<String> = self.strides.iter().map(|x| x.to_string()).collect();
            s.push_str(&format!(", strided<[{}], offset: {}>", st.join(", "), self.offset));
        }
        s.push('>');
        s
    }
}

impl fmt::Display for MemRef {
    /// The data part of MLIR's `printMemref*` output: nested, comma-separated lists.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let vals = self.values();
        if self.rank() == 0 {
            return match vals.first() {
                Some(v) => write!(f, "[{v}]"),
                None => f.write_str("[]"),
            };
        }
        let mut i = 0;
        write_nested(f, &vals, &self.sizes, 0, &mut i)
    }
}

fn write_nested(f: &mut fmt::Formatter<'_>, vals: &[Value], sizes: &[i64], depth: usize, i: &mut usize) -> fmt::Result {
    f.write_str("[")?;
    let n = sizes[0];
    for k in 0..n {
        if k > 0 {
            f.write_str(", ")?;
            if sizes.len() > 1 {
                write!(f, "\n{}", " ".repeat(depth + 1))?;
            }
        }
        if sizes.len() == 1 {
            if let Some(v) = vals.get(*i) {
                write!(f, "{v}")?;
            }
            *i += 1;
        } else {
            write_nested(f, vals, &sizes[1..], depth + 1, i)?;
        }
    }
    f.write_str("]")
}
