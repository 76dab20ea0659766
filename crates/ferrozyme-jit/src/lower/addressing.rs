//! Element addresses of memrefs: `aligned + (offset + Σ index·stride) ·
//! size` in general; for a function's memref arguments (outside checked
//! mode) `ptr + Σ index·stride_bytes` from a base pointer and byte strides
//! computed once in the entry block (`Base`, `argument_bases`). Checked
//! mode compares every index with its dimension and checks the access.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value as ClValue};
use ferrozyme::exec::ScalarType;
use ferrozyme::ir::{Layout, OpId, Type};

use super::memory::Desc;
use super::{FnLower, LResult, SiteKind};
use crate::abi::flat_types;

/// The addressing of a memref argument, computed in the entry block: its
/// first element's address and each dimension's stride in bytes (`None`:
/// the element size, a constant). An element's address is then
/// `ptr + i0·s0 + i1·s1 + …`, summed outer index first, so that the part
/// fixed in an inner loop is hoisted out of it and the innermost term folds
/// into the load's addressing mode.
#[derive(Clone, Debug)]
pub struct Base {
    pub ptr: ClValue,
    pub steps: Vec<Option<ClValue>>,
}

impl FnLower<'_, '_> {
    /// In the entry block: the addressing (`Base`) of each memref argument
    /// of the function whose body is `region` (bound to `params`): the
    /// first element's address `aligned + offset·size` and the strides in
    /// bytes, row-major from the sizes for the identity layout, else from
    /// the descriptor's strides. Computed once, a loop keeps one base
    /// pointer per argument live instead of its pointer and offset, and no
    /// stride product is redone in a loop (Cranelift would not hoist them
    /// out of more than one loop).
    pub fn argument_bases(&mut self, region: ferrozyme::ir::RegionId, params: &[ClValue]) -> LResult<()> {
        let m = self.m();
        let Some(entry) = m.entry_block(region) else { return Ok(()) };
        let mut at = 0;
        for &a in m.block_args(entry) {
            let t = m.value_type(a);
            let n = flat_types(t).map_err(ferrozyme::exec::ExecError::new)?.len();
            if let Type::MemRef(mt) = t {
                let rank = mt.shape.len();
                if let (Some(e), Some(desc)) = (ScalarType::element(&mt.elem), params.get(at..at + n)) {
                    if n == 3 + 2 * rank {
                        let size = e.size() as i64;
                        let off = self.b.ins().imul_imm_s(desc[2], size);
                        let ptr = self.b.ins().iadd(desc[1], off);
                        let (sizes, strides) = (&desc[3..3 + rank], &desc[3 + rank..]);
                        let steps = if mt.layout == Layout::Identity {
                            let mut steps = vec![None; rank];
                            let mut step = None;
                            for k in (0..rank.saturating_sub(1)).rev() {
                                let s = match step {
                                    None => self.b.ins().imul_imm_s(sizes[k + 1], size),
                                    Some(s) => self.b.ins().imul(s, sizes[k + 1]),
                                };
                                step = Some(s);
                                steps[k] = step;
                            }
                            steps
                        } else {
                            strides.iter().map(|&s| Some(self.b.ins().imul_imm_s(s, size))).collect()
                        };
                        self.bases.insert(a, Base { ptr, steps });
                    }
                }
            }
            at += n;
        }
        Ok(())
    }

    /// Address of element `idx` of `d` (checked mode: bounds and liveness).
    pub(super) fn elem_addr(&mut self, op: OpId, d: &Desc, idx: &[ClValue], esize: i64) -> LResult<ClValue> {
        if let (Some(base), false) = (&d.base, self.cx.checked) {
            if base.steps.len() == idx.len() {
                let mut addr = base.ptr;
                for (&x, step) in idx.iter().zip(&base.steps) {
                    let bytes = match step {
                        Some(s) => self.b.ins().imul(x, *s),
                        None => self.b.ins().imul_imm_s(x, esize),
                    };
                    addr = self.b.ins().iadd(addr, bytes);
                }
                return Ok(addr);
            }
        }
        if d.identity && !self.cx.checked && !idx.is_empty() {
            // Row-major strides, as the type says: Horner's rule over the
            // sizes, no multiplication for the last index.
            let mut lin = idx[0];
            for (&x, &n) in idx[1..].iter().zip(&d.sizes[1..]) {
                let p = self.b.ins().imul(lin, n);
                lin = self.b.ins().iadd(p, x);
            }
            let lin = self.b.ins().iadd(lin, d.offset);
            let bytes = self.b.ins().imul_imm_s(lin, esize);
            return Ok(self.b.ins().iadd(d.aligned, bytes));
        }
        let mut lin = d.offset;
        for (i, (&x, &s)) in idx.iter().zip(&d.strides).enumerate() {
            if self.cx.checked {
                let oob = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, x, d.sizes[i]);
                self.check(op, oob, SiteKind::OutOfBounds { dim: i }, &[x, d.sizes[i]])?;
            }
            let p = self.b.ins().imul(x, s);
            lin = self.b.ins().iadd(lin, p);
        }
        let bytes = self.b.ins().imul_imm_s(lin, esize);
        let addr = self.b.ins().iadd(d.aligned, bytes);
        self.check_access(op, addr, esize)?;
        Ok(addr)
    }
}
