//! Memory: `memref` ops on MLIR descriptors (allocated pointer, aligned
//! pointer, offset, sizes, strides); the LLVM dialect's pointer ops are in
//! `llvm_memory.rs`, element addresses in `addressing.rs`. In checked mode
//! every access is checked against freed and known allocations.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Type as ClType, Value as ClValue};
use cranelift_module::Module as _;
use ferrozyme::exec::layout::{size_align, struct_layout};
use ferrozyme::exec::ScalarType;
use ferrozyme::ir::{Attribute, Dim, Layout, MemRefType, OpId, Type, Value};

use super::addressing::Base;
use super::scalar::{FloatOp, IntOp, Scal};
use super::{flags, CastPart, Exit, FnLower, LResult, SiteKind};
use crate::abi::flat_types;

/// A memref descriptor as machine values.
#[derive(Clone, Debug)]
pub struct Desc {
    pub alloc: ClValue,
    pub aligned: ClValue,
    pub offset: ClValue,
    pub sizes: Vec<ClValue>,
    pub strides: Vec<ClValue>,
    /// The type has the identity layout: offset 0, row-major strides.
    pub identity: bool,
    /// How element addresses are formed, computed once in the entry block
    /// for the function's memref arguments (`argument_bases`).
    pub base: Option<Base>,
}

impl Desc {
    pub fn values(&self) -> Vec<ClValue> {
        let mut v = vec![self.alloc, self.aligned, self.offset];
        v.extend(&self.sizes);
        v.extend(&self.strides);
        v
    }
}

/// Marks a dynamic entry of `static_offsets`/`static_sizes`/`static_strides`.
const DYNAMIC: i128 = i64::MIN as i128;

impl FnLower<'_, '_> {
    fn memref_type(&self, op: OpId, v: Value) -> LResult<MemRefType> {
        match self.m().value_type(v) {
            Type::MemRef(mt) => Ok((**mt).clone()),
            t => Err(self.err(op, format!("expects a ranked memref, got '{t}'"))),
        }
    }

    fn elem_info(&self, op: OpId, mt: &MemRefType) -> LResult<(ScalarType, Scal)> {
        match (ScalarType::of(&mt.elem), Scal::of(&mt.elem)) {
            (Some(e), Some(s)) => Ok((e, s)),
            _ => Err(self.err(op, format!("memrefs of '{}' are not supported by the JIT", mt.elem))),
        }
    }

    /// Bytes of one element of `mt`: a scalar, or a descriptor (a memref
    /// of memrefs: `3 + 2·rank` words, as `memref.load`/`store` move them).
    fn elem_size(&self, op: OpId, mt: &MemRefType) -> LResult<i64> {
        match ScalarType::element(&mt.elem) {
            Some(e) => Ok(e.size() as i64),
            None => Err(self.err(op, format!("memrefs of '{}' are not supported by the JIT", mt.elem))),
        }
    }

    /// The words of a descriptor element of `mt` (a memref of memrefs), if
    /// its elements are descriptors.
    fn desc_words(mt: &MemRefType) -> Option<usize> {
        match ScalarType::element(&mt.elem) {
            Some(ScalarType::Desc(rank)) => Some(3 + 2 * rank as usize),
            _ => None,
        }
    }

    pub fn desc(&self, op: OpId, v: Value) -> LResult<Desc> {
        let xs = self.get(v);
        let mt = self.memref_type(op, v)?;
        let rank = mt.shape.len();
        if xs.len() != 3 + 2 * rank {
            return Err(self.err(op, "internal: malformed memref descriptor"));
        }
        Ok(Desc {
            alloc: xs[0],
            aligned: xs[1],
            offset: xs[2],
            sizes: xs[3..3 + rank].to_vec(),
            strides: xs[3 + rank..].to_vec(),
            identity: mt.layout == Layout::Identity,
            base: self.bases.get(&v).cloned(),
        })
    }

    pub(super) fn iconst(&mut self, v: i64) -> ClValue {
        self.b.ins().iconst(types::I64, v)
    }

    /// Sizes of a new memref of type `mt`: static dims as constants, dynamic
    /// ones from `dynamic` in order.
    fn sizes_of(&mut self, mt: &MemRefType, dynamic: &[ClValue]) -> Vec<ClValue> {
        let mut dynamic = dynamic.iter();
        mt.shape
            .iter()
            .map(|d| match d {
                Dim::Static(n) => self.iconst(*n),
                Dim::Dynamic => dynamic.next().copied().unwrap_or_else(|| self.b.ins().iconst(types::I64, 0)),
            })
            .collect()
    }

    fn row_major(&mut self, sizes: &[ClValue]) -> Vec<ClValue> {
        let mut strides = vec![self.iconst(1); sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            strides[i] = self.b.ins().imul(strides[i + 1], sizes[i + 1]);
        }
        strides
    }

    /// A view `d` given the type of `r`: a memref of a type with the
    /// identity layout has row-major strides (its offset is its own), which
    /// `elem_addr` relies on. Checked mode stops with an error when the
    /// view's are not (as the interpreter does); unchecked, they are taken
    /// to be.
    fn identity_view(&mut self, op: OpId, r: Value, d: Desc) -> LResult<Desc> {
        let mt = self.memref_type(op, r)?;
        if mt.layout != Layout::Identity || !self.cx.checked {
            return Ok(d);
        }
        let mut bad = self.b.ins().iconst(types::I8, 0);
        let mut want = self.iconst(1);
        for (&n, &s) in d.sizes.iter().zip(&d.strides).rev() {
            // Strides of unit dimensions do not matter.
            let wrong = self.b.ins().icmp(IntCC::NotEqual, s, want);
            let big = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, n, 1);
            let both = self.b.ins().band(wrong, big);
            bad = self.b.ins().bor(bad, both);
            want = self.b.ins().imul(want, n);
        }
        let zero = self.iconst(0);
        self.check(op, bad, SiteKind::NotContiguous, &[zero])?;
        Ok(d)
    }

    /// Checked mode: the access `[addr, addr+len)` is not in freed memory and
    /// does not run past a known allocation.
    pub(super) fn check_access(&mut self, op: OpId, addr: ClValue, len: i64) -> LResult<()> {
        let l = self.iconst(len);
        self.check_range(op, addr, l, false)
    }

    /// Checked mode: `[addr, addr+len)` is not in a constant global.
    pub(super) fn check_write(&mut self, op: OpId, addr: ClValue, len: i64) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        let l = self.iconst(len);
        self.constant_write_check(op, addr, l, None)
    }

    /// The constant-global check of a write of `len` bytes at `addr`, made
    /// only where `gate` holds (if given).
    fn constant_write_check(&mut self, op: OpId, addr: ClValue, len: ClValue, gate: Option<ClValue>) -> LResult<()> {
        let k = self.call_helper("fz_check_write", &[types::I64, types::I64], &[types::I64], &[addr, len])?[0];
        let hit = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThanOrEqual, k, 0);
        let fail = match gate {
            Some(g) => self.b.ins().band(hit, g),
            None => hit,
        };
        self.check(op, fail, SiteKind::ConstantWrite, &[k])
    }

    /// Checked mode: an access of `len` bytes (a run-time value) at `addr`,
    /// as `check_access`, and not into a constant global if `write`;
    /// nothing is checked when `len` is 0 (memcpy / memset of nothing).
    pub(super) fn check_range(&mut self, op: OpId, addr: ClValue, len: ClValue, write: bool) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        let some = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, len, 0);
        let code = self.call_helper("fz_check_access", &[types::I64, types::I64], &[types::I64], &[addr, len])?[0];
        for (c, kind) in [(1, SiteKind::UseAfterFree), (2, SiteKind::OutsideAllocation), (3, SiteKind::UseAfterReturn)]
        {
            let is = self.b.ins().icmp_imm_s(IntCC::Equal, code, c);
            let fail = self.b.ins().band(is, some);
            self.check(op, fail, kind, &[addr, len])?;
        }
        if write {
            self.constant_write_check(op, addr, len, Some(some))?;
        }
        Ok(())
    }

    /// The address of an element `op` writes: checked like any access, and
    /// not in a constant global.
    fn write_addr(&mut self, op: OpId, d: &Desc, idx: &[ClValue], esize: i64) -> LResult<ClValue> {
        let addr = self.elem_addr(op, d, idx, esize)?;
        self.check_write(op, addr, esize)?;
        Ok(addr)
    }

    /// Checked mode: the result of `fz_free` (1: not a live allocation, 2: stack memory).
    pub fn check_free(&mut self, op: OpId, code: ClValue, ptr: ClValue) -> LResult<()> {
        let double = self.b.ins().icmp_imm_s(IntCC::Equal, code, 1);
        self.check(op, double, SiteKind::DoubleFree, &[ptr])?;
        let stack = self.b.ins().icmp_imm_s(IntCC::Equal, code, 2);
        self.check(op, stack, SiteKind::StackFree, &[ptr])
    }

    pub(super) fn alloc_call(&mut self, op: OpId, bytes: ClValue, stack: bool) -> LResult<ClValue> {
        if let Some(&(size, align_shift)) = self.stack_slots.get(&op) {
            return Ok(self.stack_slot(size, align_shift));
        }
        let f = if stack { "fz_alloca" } else { "fz_alloc" };
        let p = if super::cold::in_branch_of_loop(self.cx.m, op) {
            self.call_helper_cold(f, &[types::I64], &[types::I64], &[bytes])?[0]
        } else {
            self.call_helper(f, &[types::I64], &[types::I64], &[bytes])?[0]
        };
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, p, 0);
        self.check(op, failed, SiteKind::AllocFailed, &[bytes, bytes])?;
        Ok(p)
    }

    /// A zeroed stack slot of `size` bytes (`stack::slots`); its address.
    fn stack_slot(&mut self, size: u32, align_shift: u8) -> ClValue {
        let data = StackSlotData::new(StackSlotKind::ExplicitSlot, size, align_shift);
        let ss = self.b.create_sized_stack_slot(data);
        let p = self.b.ins().stack_addr(types::I64, ss, 0);
        let config = self.jm.target_config();
        if size <= 256 {
            // (The alignment it writes with: at most the size's and 8.)
            let step = (size & size.wrapping_neg()).min(8).min(1 << align_shift) as u8;
            self.b.emit_small_memset(config, p, 0, u64::from(size), step, flags());
        } else {
            let len = self.iconst(i64::from(size));
            let zero = self.b.ins().iconst(types::I8, 0);
            self.b.call_memset(config, p, zero, len);
        }
        p
    }

    pub(super) fn static_list(&self, op: OpId, name: &str) -> LResult<Vec<i128>> {
        self.m()
            .attr(op, name)
            .and_then(Attribute::as_dense_ints)
            .ok_or_else(|| self.err(op, format!("lacks '{name}'")))
    }

    /// Mixed static/dynamic list: statics with `DYNAMIC` taken from `dynamic` in order.
    pub(super) fn mixed(&mut self, statics: &[i128], dynamic: &mut std::slice::Iter<'_, Value>) -> Vec<ClValue> {
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    dynamic
                        .next()
                        .and_then(|&v| self.get(v).first().copied())
                        .unwrap_or_else(|| self.b.ins().iconst(types::I64, 0))
                } else {
                    self.b.ins().iconst(types::I64, s as i64)
                }
            })
            .collect()
    }

    pub fn lower_memref(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let name = m.name(op).as_str();
        match name {
            "memref.alloc" | "memref.alloca" => {
                let r = m.result(op, 0);
                let mt = self.memref_type(op, r)?;
                if mt.layout != Layout::Identity {
                    return Err(
                        self.err(op, "allocating a memref with a non-identity layout is not supported by the JIT")
                    );
                }
                let esize = self.elem_size(op, &mt)?;
                let n_dyn = mt.shape.iter().filter(|d| d.is_dynamic()).count();
                let dynamic: Vec<ClValue> =
                    m.operands(op)[..n_dyn.min(m.operands(op).len())].iter().map(|&v| self.get(v)[0]).collect();
                let sizes = self.sizes_of(&mt, &dynamic);
                if self.cx.checked {
                    for (dim, &s) in sizes.iter().enumerate() {
                        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, s, 0);
                        self.check(op, neg, SiteKind::NegativeSize { dim }, &[s])?;
                    }
                }
                let strides = self.row_major(&sizes);
                // (A byte count past 64 bits is an allocation that fails,
                // as in the interpreter, not a small one: review-35.)
                let mut bytes = self.iconst(esize);
                let mut over: Option<ClValue> = None;
                for &s in &sizes {
                    let (p, o) = self.b.ins().umul_overflow(bytes, s);
                    bytes = p;
                    over = Some(match over {
                        None => o,
                        Some(x) => self.b.ins().bor(x, o),
                    });
                }
                if let Some(o) = over {
                    self.check(op, o, SiteKind::AllocOverflow, &[])?;
                    let all = self.iconst(-1);
                    bytes = self.b.ins().select(o, all, bytes);
                }
                let p = self.alloc_call(op, bytes, name == "memref.alloca")?;
                let zero = self.iconst(0);
                let d = Desc { alloc: p, aligned: p, offset: zero, sizes, strides, identity: false, base: None };
                self.set(r, d.values());
            }
            "memref.dealloc" => {
                let d = self.desc(op, m.operand(op, 0))?;
                let bad = if super::cold::in_branch_of_loop(m, op) {
                    self.call_helper_cold("fz_free", &[types::I64], &[types::I64], &[d.alloc])?[0]
                } else {
                    self.call_helper("fz_free", &[types::I64], &[types::I64], &[d.alloc])?[0]
                };
                self.check_free(op, bad, d.alloc)?;
            }
            "memref.load" => {
                let src = m.operand(op, 0);
                let mt = self.memref_type(op, src)?;
                if let Some(words) = Self::desc_words(&mt) {
                    let d = self.desc(op, src)?;
                    let idx = self.get_all(&m.operands(op)[1..]);
                    let addr = self.elem_addr(op, &d, &idx, 8 * words as i64)?;
                    let vals: Vec<ClValue> =
                        (0..words).map(|k| self.b.ins().load(types::I64, flags(), addr, 8 * k as i32)).collect();
                    self.set(m.result(op, 0), vals);
                    return Ok(());
                }
                let (e, s) = self.elem_info(op, &mt)?;
                let d = self.desc(op, src)?;
                let idx = self.get_all(&m.operands(op)[1..]);
                let addr = self.elem_addr(op, &d, &idx, e.size() as i64)?;
                let v = self.b.ins().load(s.cl(), flags(), addr, 0);
                self.set_result(op, v);
            }
            "memref.store" => {
                let dst = m.operand(op, 1);
                let mt = self.memref_type(op, dst)?;
                if let Some(words) = Self::desc_words(&mt) {
                    let d = self.desc(op, dst)?;
                    let idx = self.get_all(&m.operands(op)[2..]);
                    let addr = self.write_addr(op, &d, &idx, 8 * words as i64)?;
                    for (k, v) in self.get(m.operand(op, 0)).into_iter().enumerate() {
                        self.b.ins().store(flags(), v, addr, 8 * k as i32);
                    }
                    return Ok(());
                }
                let (e, _) = self.elem_info(op, &mt)?;
                let d = self.desc(op, dst)?;
                let idx = self.get_all(&m.operands(op)[2..]);
                let addr = self.write_addr(op, &d, &idx, e.size() as i64)?;
                let v = self.operand(op, 0)?;
                self.b.ins().store(flags(), v, addr, 0);
            }
            "memref.dim" if m.value_type(m.operand(op, 0)).as_memref().is_none() => {
                // sizes[i] of the descriptor an unranked memref points to.
                let u = self.get(m.operand(op, 0));
                let (rank, p) = (u[0], u[1]);
                let i = self.operand(op, 1)?;
                let oob = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, rank);
                self.check(op, oob, SiteKind::OutOfBounds { dim: 0 }, &[i, rank])?;
                let off = self.b.ins().iadd_imm_s(i, 3);
                let off = self.b.ins().imul_imm_s(off, 8);
                let addr = self.b.ins().iadd(p, off);
                let r = self.b.ins().load(types::I64, flags(), addr, 0);
                self.set_result(op, r);
            }
            "memref.dim" => {
                let d = self.desc(op, m.operand(op, 0))?;
                let i = self.operand(op, 1)?;
                let mut r = self.iconst(0);
                for (k, &s) in d.sizes.iter().enumerate() {
                    let is_k = self.b.ins().icmp_imm_s(IntCC::Equal, i, k as i64);
                    r = self.b.ins().select(is_k, s, r);
                }
                let oob = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, i, d.sizes.len() as i64);
                let rank = self.iconst(d.sizes.len() as i64);
                self.check(op, oob, SiteKind::OutOfBounds { dim: 0 }, &[i, rank])?;
                self.set_result(op, r);
            }
            "memref.extract_strided_metadata" => {
                // The base buffer (both pointers, offset 0), then the
                // offset, sizes and strides: the descriptor's own words.
                let src = self.get(m.operand(op, 0));
                let zero = self.iconst(0);
                let rs = m.results(op);
                if src.len() != 1 + rs.len() {
                    return Err(self.err(op, "has a descriptor of another rank than its results"));
                }
                self.set(rs[0], vec![src[0], src[1], zero]);
                for (&r, &w) in rs[1..].iter().zip(&src[2..]) {
                    self.set(r, vec![w]);
                }
            }
            "memref.extract_aligned_pointer_as_index" => {
                let src = self.get(m.operand(op, 0));
                let p = if m.value_type(m.operand(op, 0)).as_memref().is_some() {
                    src[1]
                } else {
                    // Unranked: [rank, address of the descriptor].
                    self.b.ins().load(types::I64, flags(), src[1], 8)
                };
                self.set_result(op, p);
            }
            "memref.rank" if m.value_type(m.operand(op, 0)).as_memref().is_none() => {
                let rank = self.get(m.operand(op, 0))[0];
                self.set_result(op, rank);
            }
            "memref.cast" if m.value_type(m.result(op, 0)).as_memref().is_none() => {
                // To unranked: the descriptor's words in a stack slot of
                // this function (an unranked memref is not returned, see
                // `func.return`), with the rank.
                let src = m.operand(op, 0);
                let words = self.get(src);
                let unranked = match m.value_type(src).as_memref() {
                    Some(mt) => {
                        let p = self.stack_slot(8 * words.len() as u32, 3);
                        for (k, &w) in words.iter().enumerate() {
                            self.b.ins().store(flags(), w, p, 8 * k as i32);
                        }
                        vec![self.iconst(mt.shape.len() as i64), p]
                    }
                    // (Unranked to unranked: the same pair.)
                    None => words,
                };
                self.set(m.result(op, 0), unranked);
            }
            "memref.cast" if m.value_type(m.operand(op, 0)).as_memref().is_none() => {
                // From unranked: the descriptor's words, of the rank the
                // result type says (checked mode: the rank it has).
                let (src, r) = (m.operand(op, 0), m.result(op, 0));
                let u = self.get(src);
                let n = self.memref_type(op, r)?.shape.len();
                let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, u[0], n as i64);
                let to = m.value_type(r).to_string();
                self.check(op, bad, SiteKind::RankMismatch { to }, &[u[0]])?;
                let words =
                    (0..3 + 2 * n).map(|k| self.b.ins().load(types::I64, flags(), u[1], 8 * k as i32)).collect();
                self.set(r, words);
                if self.cx.checked {
                    self.check_cast(op, r, r)?;
                }
            }
            "memref.rank" => {
                let rank = self.memref_type(op, m.operand(op, 0))?.shape.len();
                let r = self.iconst(rank as i64);
                self.set_result(op, r);
            }
            "memref.cast" => {
                let (src, r) = (m.operand(op, 0), m.result(op, 0));
                if self.cx.checked {
                    self.check_cast(op, src, r)?;
                }
                if self.memref_type(op, r)?.layout == Layout::Identity
                    && self.memref_type(op, src)?.layout != Layout::Identity
                {
                    let d = self.desc(op, src)?;
                    let d = self.identity_view(op, r, d)?;
                    self.set(r, d.values());
                } else {
                    let v = self.get(src);
                    self.set(r, v);
                }
            }
            "memref.subview" => {
                let src = self.desc(op, m.operand(op, 0))?;
                let mut dynamic = m.operands(op)[1..].iter();
                let offs = self.static_list(op, "static_offsets")?;
                let sizes = self.static_list(op, "static_sizes")?;
                let strides = self.static_list(op, "static_strides")?;
                let offs = self.mixed(&offs, &mut dynamic);
                let sizes_v = self.mixed(&sizes, &mut dynamic);
                let strides_v = self.mixed(&strides, &mut dynamic);
                if self.cx.checked {
                    // offset ≥ 0, size ≥ 0, and offset + (size-1)·stride < n when size > 0.
                    for k in 0..offs.len().min(src.sizes.len()) {
                        let (o, s, st, n) = (offs[k], sizes_v[k], strides_v[k], src.sizes[k]);
                        let neg_o = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, o, 0);
                        let neg_s = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, s, 0);
                        let sm1 = self.b.ins().iadd_imm_s(s, -1);
                        let span = self.b.ins().imul(sm1, st);
                        let last = self.b.ins().iadd(o, span);
                        let nonempty = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, s, 0);
                        let past = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, last, n);
                        let past_first = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, o, n);
                        let bad_last = self.b.ins().bor(past, past_first);
                        let bad_nonempty = self.b.ins().band(nonempty, bad_last);
                        let neg = self.b.ins().bor(neg_o, neg_s);
                        let bad = self.b.ins().bor(neg, bad_nonempty);
                        self.check(op, bad, SiteKind::SubviewOutOfBounds { dim: k }, &[n, o, s, st])?;
                    }
                }
                let mut offset = src.offset;
                let mut new_strides = Vec::new();
                for i in 0..offs.len().min(src.strides.len()) {
                    let p = self.b.ins().imul(offs[i], src.strides[i]);
                    offset = self.b.ins().iadd(offset, p);
                    new_strides.push(self.b.ins().imul(strides_v[i], src.strides[i]));
                }
                // Rank-reducing subviews drop unit dimensions.
                let res_rank = self.memref_type(op, m.result(op, 0))?.shape.len();
                let mut to_drop = sizes_v.len().saturating_sub(res_rank);
                let mut keep_sizes = Vec::new();
                let mut keep_strides = Vec::new();
                for (i, (&sz, &st)) in sizes_v.iter().zip(&new_strides).enumerate() {
                    if to_drop > 0 && sizes[i] == 1 {
                        to_drop -= 1;
                        continue;
                    }
                    keep_sizes.push(sz);
                    keep_strides.push(st);
                }
                let d = Desc {
                    alloc: src.alloc,
                    aligned: src.aligned,
                    offset,
                    sizes: keep_sizes,
                    strides: keep_strides,
                    identity: false,
                    base: None,
                };
                let d = self.identity_view(op, m.result(op, 0), d)?;
                self.set(m.result(op, 0), d.values());
            }
            "memref.collapse_shape" | "memref.expand_shape" | "memref.transpose" => {
                let d = self.reshape(op)?;
                let d = self.identity_view(op, m.result(op, 0), d)?;
                self.set(m.result(op, 0), d.values());
            }
            "memref.reinterpret_cast" => {
                let src = self.get(m.operand(op, 0));
                let mut dynamic = m.operands(op)[1..].iter();
                let offs = self.static_list(op, "static_offsets")?;
                let sizes = self.static_list(op, "static_sizes")?;
                let strides = self.static_list(op, "static_strides")?;
                let offs = self.mixed(&offs, &mut dynamic);
                let sizes = self.mixed(&sizes, &mut dynamic);
                let strides = self.mixed(&strides, &mut dynamic);
                let d = Desc {
                    alloc: src[0],
                    aligned: src[1],
                    offset: offs[0],
                    sizes,
                    strides,
                    identity: false,
                    base: None,
                };
                if self.cx.checked {
                    let rt = self.memref_type(op, m.result(op, 0))?;
                    let (e, _) = self.elem_info(op, &rt)?;
                    for (dim, &s) in d.sizes.iter().enumerate() {
                        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, s, 0);
                        self.check(op, neg, SiteKind::NegativeSize { dim }, &[s])?;
                    }
                    // Where the view reaches is checked when it is accessed.
                    let _ = e;
                }
                let d = self.identity_view(op, m.result(op, 0), d)?;
                self.set(m.result(op, 0), d.values());
            }
            "memref.copy" => {
                let (s, t) = (m.operand(op, 0), m.operand(op, 1));
                let mt = self.memref_type(op, s)?;
                // (Descriptors are copied as words.)
                let (esize, words, sc) = match Self::desc_words(&mt) {
                    Some(w) => (8 * w as i64, w, Scal::Int(64)),
                    None => {
                        let (e, sc) = self.elem_info(op, &mt)?;
                        (e.size() as i64, 1, sc)
                    }
                };
                let (ds, dt) = (self.desc(op, s)?, self.desc(op, t)?);
                if self.cx.checked {
                    for (i, (&a, &b)) in ds.sizes.iter().zip(&dt.sizes).enumerate() {
                        let ne = self.b.ins().icmp(IntCC::NotEqual, a, b);
                        self.check(op, ne, SiteKind::CopyShape { dim: i }, &[a, b])?;
                    }
                }
                let sizes = ds.sizes.clone();
                // Two contiguous memrefs (identity layouts): one memcpy.
                // (Checked mode checks each element's access instead.)
                let tt = self.memref_type(op, t)?;
                let identity = |t: &ferrozyme::ir::MemRefType| t.layout == ferrozyme::ir::Layout::Identity;
                if identity(&mt) && identity(&tt) && !self.cx.checked {
                    let mut n = self.iconst(esize);
                    for &s in &sizes {
                        n = self.b.ins().imul(n, s);
                    }
                    let base = |l: &mut Self, d: &Desc| {
                        let off = l.b.ins().imul_imm_s(d.offset, esize);
                        l.b.ins().iadd(d.aligned, off)
                    };
                    let (from, to) = (base(self, &ds), base(self, &dt));
                    let cfg = self.jm.target_config();
                    self.b.call_memcpy(cfg, to, from, n);
                    return Ok(());
                }
                self.loop_nest(&sizes, &mut |l, idx| {
                    let from = l.elem_addr(op, &ds, idx, esize)?;
                    let to = l.write_addr(op, &dt, idx, esize)?;
                    for k in 0..words as i32 {
                        let v = l.b.ins().load(sc.cl(), flags(), from, 8 * k);
                        l.b.ins().store(flags(), v, to, 8 * k);
                    }
                    Ok(())
                })?;
            }
            "memref.get_global" => {
                let r = m.result(op, 0);
                let mt = self.memref_type(op, r)?;
                let sym = m.attr(op, "name").and_then(Attribute::as_flat_symbol).unwrap_or("").to_string();
                let id = *self
                    .cx
                    .globals
                    .get(&sym)
                    .ok_or_else(|| self.err(op, format!("global @{sym} was not compiled")))?;
                let gv = self.jm.declare_data_in_func(id, self.b.func);
                let p = self.b.ins().symbol_value(types::I64, gv);
                let sizes = self.sizes_of(&mt, &[]);
                let strides = self.row_major(&sizes);
                let zero = self.iconst(0);
                let d = Desc { alloc: p, aligned: p, offset: zero, sizes, strides, identity: false, base: None };
                self.set(r, d.values());
            }
            "memref.atomic_rmw" => {
                let dst = m.operand(op, 1);
                let mt = self.memref_type(op, dst)?;
                let (e, s) = self.elem_info(op, &mt)?;
                let d = self.desc(op, dst)?;
                let idx = self.get_all(&m.operands(op)[2..]);
                let addr = self.write_addr(op, &d, &idx, e.size() as i64)?;
                let old = self.b.ins().load(s.cl(), flags(), addr, 0);
                let val = self.operand(op, 0)?;
                let kind = m.attr(op, "kind").and_then(Attribute::as_int).unwrap_or(-1);
                let kinds = ferrozyme::dialects::memref::ATOMIC_KINDS;
                let k = kinds.get(kind as usize).copied().ok_or_else(|| self.err(op, "has an invalid kind"))?;
                let w = if let Scal::Int(w) = s { w } else { 0 };
                let new = match k {
                    "assign" => val,
                    "addf" => self.float_binop(op, FloatOp::Add, old, val, s)?,
                    "mulf" => self.float_binop(op, FloatOp::Mul, old, val, s)?,
                    "maximumf" => self.float_binop(op, FloatOp::Maximum, old, val, s)?,
                    "minimumf" => self.float_binop(op, FloatOp::Minimum, old, val, s)?,
                    "maxnumf" => self.float_binop(op, FloatOp::MaxNum, old, val, s)?,
                    "minnumf" => self.float_binop(op, FloatOp::MinNum, old, val, s)?,
                    "addi" => self.int_binop(op, IntOp::Add, old, val, w)?,
                    "muli" => self.int_binop(op, IntOp::Mul, old, val, w)?,
                    "maxs" => self.int_binop(op, IntOp::MaxS, old, val, w)?,
                    "maxu" => self.int_binop(op, IntOp::MaxU, old, val, w)?,
                    "mins" => self.int_binop(op, IntOp::MinS, old, val, w)?,
                    "minu" => self.int_binop(op, IntOp::MinU, old, val, w)?,
                    "ori" => self.int_binop(op, IntOp::Or, old, val, w)?,
                    "andi" => self.int_binop(op, IntOp::And, old, val, w)?,
                    _ => return Err(self.err(op, format!("kind '{k}' is not supported by the JIT"))),
                };
                self.b.ins().store(flags(), new, addr, 0);
                self.set_result(op, old);
            }
            "memref.generic_atomic_rmw" => {
                let dst = m.operand(op, 0);
                let mt = self.memref_type(op, dst)?;
                let (e, s) = self.elem_info(op, &mt)?;
                let d = self.desc(op, dst)?;
                let idx = self.get_all(&m.operands(op)[1..]);
                let addr = self.write_addr(op, &d, &idx, e.size() as i64)?;
                let old = self.b.ins().load(s.cl(), flags(), addr, 0);
                self.lower_region(m.region(op, 0), &[old], &Exit::Capture)?;
                let new = *self.captured.first().ok_or_else(|| self.err(op, "body yields no value"))?;
                self.b.ins().store(flags(), new, addr, 0);
                self.set_result(op, old);
            }
            "memref.alloca_scope" => {
                let rts: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
                let tys = crate::abi::flat_all(&rts).map_err(|e| self.err(op, e))?;
                let merge = self.block_with_params(&tys);
                // The scope's allocations are released when it ends (as the
                // interpreter does): a scope per loop iteration runs in the
                // memory of one.
                let allocates = m.collect_ops(op).iter().any(|&o| m.is(o, "memref.alloca") || m.is(o, "llvm.alloca"));
                let mark = if allocates {
                    Some(self.call_helper("fz_frame_enter", &[], &[types::I64], &[])?[0])
                } else {
                    None
                };
                self.lower_region(m.region(op, 0), &[], &Exit::Jump(merge))?;
                self.b.switch_to_block(merge);
                if let Some(mark) = mark {
                    self.call_helper("fz_frame_leave", &[types::I64], &[], &[mark])?;
                }
                let params = self.b.block_params(merge).to_vec();
                self.bind(m.results(op), &params)?;
            }
            _ => return Err(self.err(op, "is not supported by the JIT")),
        }
        Ok(())
    }

    /// Emit loops over `sizes` (outermost first) calling `body` with the indices.
    pub fn loop_nest(
        &mut self,
        sizes: &[ClValue],
        body: &mut dyn FnMut(&mut Self, &[ClValue]) -> LResult<()>,
    ) -> LResult<()> {
        let mut idx = Vec::new();
        self.loop_level(sizes, &mut idx, body)
    }

    fn loop_level(
        &mut self,
        sizes: &[ClValue],
        idx: &mut Vec<ClValue>,
        body: &mut dyn FnMut(&mut Self, &[ClValue]) -> LResult<()>,
    ) -> LResult<()> {
        let Some((&n, rest)) = sizes.split_first() else {
            return body(self, idx);
        };
        let header = self.block_with_params(&[types::I64]);
        let inner = self.b.create_block();
        let exit = self.b.create_block();
        let zero = self.iconst(0);
        self.jump(header, &[zero]);
        self.b.switch_to_block(header);
        let i = self.b.block_params(header)[0];
        let go = self.b.ins().icmp(IntCC::SignedLessThan, i, n);
        self.loop_test(go, inner, &[], exit, &[]);
        self.b.switch_to_block(inner);
        idx.push(i);
        self.loop_level(rest, idx, body)?;
        idx.pop();
        let next = self.b.ins().iadd_imm_s(i, 1);
        self.jump(header, &[next]);
        self.b.switch_to_block(exit);
        Ok(())
    }

    // ----- LLVM pointers -----

    /// (byte offset, machine type) of each flattened part of an LLVM value type.
    pub fn flat_layout(&self, op: OpId, t: &Type) -> LResult<Vec<(i64, ClType)>> {
        fn walk(t: &Type, base: i64, out: &mut Vec<(i64, ClType)>) -> Option<()> {
            match t {
                Type::LlvmStruct(s) => {
                    let l = struct_layout(s)?;
                    for (f, off) in s.body.as_ref()?.iter().zip(&l.offsets) {
                        walk(f, base + *off as i64, out)?;
                    }
                }
                Type::LlvmArray { len, elem } => {
                    let (sz, al) = size_align(elem)?;
                    let stride = sz.div_ceil(al) * al;
                    for i in 0..*len {
                        walk(elem, base + (i * stride) as i64, out)?;
                    }
                }
                _ => out.push((base, *flat_types(t).ok()?.first()?)),
            }
            Some(())
        }
        let mut out = Vec::new();
        walk(t, 0, &mut out)
            .ok_or_else(|| self.err(op, format!("values of type '{t}' cannot be loaded or stored by the JIT")))?;
        Ok(out)
    }
}

impl FnLower<'_, '_> {
    /// Checked mode: the static sizes, offset and strides of a
    /// `memref.cast`'s result type hold for the source's descriptor (as the
    /// interpreter requires; reader-21: a cast of a 3-element buffer to
    /// `memref<4xf64>` read past it).
    fn check_cast(&mut self, op: OpId, src: Value, r: Value) -> LResult<()> {
        let to = self.memref_type(op, r)?;
        let d = self.desc(op, src)?;
        for (k, (dim, &s)) in to.shape.iter().zip(&d.sizes).enumerate() {
            if let Dim::Static(n) = dim {
                let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, s, *n);
                let want = self.iconst(*n);
                self.check(op, bad, SiteKind::CastMismatch { what: CastPart::Size(k) }, &[s, want])?;
            }
        }
        if let Layout::Strided { strides, offset } = &to.layout {
            if let Some(o) = offset {
                let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, d.offset, *o);
                let want = self.iconst(*o);
                self.check(op, bad, SiteKind::CastMismatch { what: CastPart::Offset }, &[d.offset, want])?;
            }
            for (k, (st, &s)) in strides.iter().zip(&d.strides).enumerate() {
                if let Some(x) = st {
                    let bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, s, *x);
                    let want = self.iconst(*x);
                    self.check(op, bad, SiteKind::CastMismatch { what: CastPart::Stride(k) }, &[s, want])?;
                }
            }
        }
        Ok(())
    }
}
