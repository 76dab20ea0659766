//! The rules that split the `vector` dialect's memory ops into scalar
//! `memref.load`/`memref.store`: `load`/`store` per element, `maskedload`/
//! `maskedstore` where a mask bit is set, `transfer_read`/`transfer_write`
//! with bounds checks on the dimensions not marked in bounds (padding where
//! a read falls outside, no write), `expandload`/`compressstore` where a
//! mask bit is set, at the next element (a running count of the set bits
//! before the lane), `gather`/`scatter` per lane at its
//! offset along the innermost dimension where its mask bit is set. Guards
//! are `scf.if`s (the masked LLVM intrinsics use them too: `guarded`).

use super::vector::{cmpi, count, is_true, shape_of, unravel};
use super::{err, Flattener};
use crate::ir::{BlockId, Builder, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

impl Flattener {
    /// `vector.load`/`store`/`maskedload`/`maskedstore`/`transfer_read`/`transfer_write`
    /// (under `vector.mask`: with `outer_mask`).
    pub(super) fn vector_memory(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        name: &str,
        outer_mask: Option<&[Value]>,
    ) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let Access { mem, idx, vt, store, mut mask, pad } = self.access(m, o, name)?;
        // (Under vector.mask: its mask, the op having none of its own.)
        if let Some(k) = outer_mask {
            if mask.is_some() {
                return Err(err(m, o, format!("'{name}' with a mask of its own under vector.mask is not supported")));
            }
            mask = Some(k.to_vec());
        }
        let Some(mt) = m.value_type(mem).as_memref().cloned() else {
            return Err(err(
                m,
                o,
                format!("'{name}' of a tensor is not supported (bufferize first: mlir-opt --one-shot-bufferize)"),
            ));
        };
        let mem = self.one(m, o, mem)?;
        let vshape = shape_of(&vt);
        let rank = mt.shape.len();
        let vrank = vshape.len();
        if vrank > rank {
            return Err(err(m, o, format!("'{name}' of a vector of higher rank than its memref is not supported")));
        }
        let contiguous = crate::dialects::memref::strides_and_offset(&mt)
            .is_some_and(|(st, _)| st.last().is_none_or(|&s| s == Some(1)));
        let packed = matches!(name, "vector.expandload" | "vector.compressstore");
        if (name.starts_with("vector.masked") || packed) && !contiguous {
            // (MLIR lowers it as contiguous memory whatever the layout says.)
            return Err(err(m, o, format!("'{name}' of a memref whose innermost stride is not 1 is not supported")));
        }
        // Transfers check bounds on the dimensions not marked in bounds.
        let mut checked = vec![false; vrank];
        if name.starts_with("vector.transfer") {
            if !crate::dialects::vector::memory::is_minor_identity(m, o, rank, vrank) {
                return Err(err(
                    m,
                    o,
                    format!("'{name}' with a permutation_map other than the minor identity is not supported"),
                ));
            }
            let ib = crate::dialects::vector::memory::in_bounds(m, o, vrank).unwrap_or_default();
            checked = ib.iter().map(|&b| !b).collect();
        }
        let base: Vec<Value> = idx.iter().map(|&v| self.one(m, o, v)).collect::<Result<_, _>>()?;
        let mut dims: Vec<Option<Value>> = vec![None; vrank];
        for (j, d) in dims.iter_mut().enumerate() {
            if checked[j] {
                let mut b = Builder::at_end(m, nb);
                let di = b.const_index((rank - vrank + j) as i64);
                *d = Some(b.value(OpSpec::new("memref.dim").operands(&[mem, di]).result(Type::Index)));
            }
        }
        let plan = Plan { mem, base, dims, vshape, rank, elem: mt.elem.clone(), store, mask, pad, packed };
        // A transfer without a mask whose last element is in bounds has all
        // its elements in bounds: then plain accesses, else guarded ones.
        let last_in = plan.mask.is_none() && plan.dims.iter().any(Option::is_some);
        let out = if last_in {
            let mut b = Builder::at_end(m, nb);
            let mut all: Option<Value> = None;
            for (j, d) in plan.dims.iter().enumerate() {
                if let Some(d) = *d {
                    let slot = rank - vrank + j;
                    let c = b.const_index(plan.vshape[j] - 1);
                    let end = b.value(OpSpec::new("arith.addi").operands(&[plan.base[slot], c]).result(Type::Index));
                    let lt = cmpi(&mut b, 2, end, d);
                    all = Some(and(&mut b, all, lt));
                }
            }
            let results: Vec<Type> = match plan.store {
                Some(_) => vec![],
                None => vec![plan.elem.clone(); count(&plan.vshape) as usize],
            };
            let cond = all.unwrap_or_else(|| b.const_int(1, Type::int(1)));
            let iff = b.create(OpSpec::new("scf.if").operands(&[cond]).results(&results).regions(2));
            let (then_r, else_r) = (m.region(iff, 0), m.region(iff, 1));
            let tb = Builder::at_end(m, nb).add_block(then_r, &[]);
            let eb = Builder::at_end(m, nb).add_block(else_r, &[]);
            let fast = self.elements(m, tb, &plan, false);
            Builder::at_end(m, tb).create(OpSpec::new("scf.yield").operands(&fast));
            let slow = self.elements(m, eb, &plan, true);
            Builder::at_end(m, eb).create(OpSpec::new("scf.yield").operands(&slow));
            m.results(iff).to_vec()
        } else {
            self.elements(m, nb, &plan, true)
        };
        let store = plan.store.is_some();
        Ok(if store { vec![] } else { vec![out] })
    }

    /// `vector.gather` / `vector.scatter`: lane `l` at the base indices with
    /// `index_vec[l]` (sign-extended) added to the innermost one, read or
    /// written where its mask bit is set (lanes in order: a later lane's
    /// store to the same element wins, as LLVM's masked scatter does).
    pub(super) fn gather_scatter(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        name: &str,
    ) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ops = m.operands(o).to_vec();
        let n = ops.len();
        let gather = name == "vector.gather";
        let Some(mt) = m.value_type(ops[0]).as_memref().cloned() else {
            return Err(err(
                m,
                o,
                format!("'{name}' of a tensor is not supported (bufferize first: mlir-opt --one-shot-bufferize)"),
            ));
        };
        if mt.shape.is_empty() {
            return Err(err(m, o, format!("'{name}' on a memref of rank 0 is not supported")));
        }
        let mem = self.one(m, o, ops[0])?;
        let base: Vec<Value> = ops[1..n - 3].iter().map(|&v| self.one(m, o, v)).collect::<Result<_, _>>()?;
        let offsets = self.get(m, o, ops[n - 3])?;
        let mask = self.get(m, o, ops[n - 2])?;
        let last = self.get(m, o, ops[n - 1])?;
        let inner = base.len() - 1;
        let mut out = Vec::new();
        for (k, (&off, &bit)) in offsets.iter().zip(&mask).enumerate() {
            let always = is_true(m, bit);
            if always == Some(false) {
                if gather {
                    out.push(last[k]);
                }
                continue;
            }
            let mut b = Builder::at_end(m, nb);
            let off = if b.m.value_type(off).is_index() {
                off
            } else {
                b.value(OpSpec::new("arith.index_cast").operands(&[off]).result(Type::Index))
            };
            let mut at = base.clone();
            at[inner] = b.value(OpSpec::new("arith.addi").operands(&[base[inner], off]).result(Type::Index));
            let cond = if always == Some(true) { None } else { Some(bit) };
            let access = if gather {
                OpSpec::new("memref.load").operands(&[mem]).operands(&at).result(mt.elem.clone())
            } else {
                OpSpec::new("memref.store").operands(&[last[k], mem]).operands(&at)
            };
            let other = gather.then_some(last[k]);
            if let Some(v) = guarded(m, nb, cond, access, other) {
                out.push(v);
            }
        }
        Ok(if gather { vec![out] } else { vec![] })
    }

    /// The accesses of every element, at the end of `blk`, each guarded by
    /// its bounds checks (when `check`) and mask bit; the values read.
    fn elements(&self, m: &mut Module, blk: BlockId, plan: &Plan, check: bool) -> Vec<Value> {
        let Plan { mem, base, dims, vshape, rank, elem, store, mask, pad, packed } = plan;
        let (mem, rank, vrank) = (*mem, *rank, vshape.len());
        let mut out = Vec::new();
        // (Packed accesses: how many set lanes come before this one, when
        // that is not known statically; else `next`.)
        let mut next = 0i64;
        let mut run: Option<Value> = None;
        for k in 0..count(vshape) as usize {
            let vi = unravel(k as i64, vshape);
            let mut b = Builder::at_end(m, blk);
            let mut at = base.clone();
            let mut cond: Option<Value> = None;
            for (j, &off) in vi.iter().enumerate() {
                let slot = rank - vrank + j;
                let off = if *packed { next } else { off };
                if let (Some(mut r), true) = (run, *packed) {
                    if off != 0 {
                        let c = b.const_index(off);
                        r = b.value(OpSpec::new("arith.addi").operands(&[r, c]).result(Type::Index));
                    }
                    at[slot] = b.value(OpSpec::new("arith.addi").operands(&[base[slot], r]).result(Type::Index));
                } else if off != 0 {
                    let c = b.const_index(off);
                    at[slot] = b.value(OpSpec::new("arith.addi").operands(&[base[slot], c]).result(Type::Index));
                }
                if let (Some(d), true) = (dims[j], check) {
                    let lt = cmpi(&mut b, 2, at[slot], d);
                    cond = Some(and(&mut b, cond, lt));
                }
            }
            let bit = mask.as_ref().map(|mk| mk[k]);
            let always = bit.and_then(|x| is_true(b.m, x));
            if *packed {
                match (bit, always) {
                    (Some(x), None) => {
                        let one = b.value(OpSpec::new("arith.extui").operands(&[x]).result(Type::int(64)));
                        let one = b.value(OpSpec::new("arith.index_cast").operands(&[one]).result(Type::Index));
                        run = Some(match run {
                            None => one,
                            Some(r) => b.value(OpSpec::new("arith.addi").operands(&[r, one]).result(Type::Index)),
                        });
                    }
                    (_, Some(true)) => next += 1,
                    _ => {}
                }
            }
            if always == Some(false) {
                if let Some(p) = pad {
                    out.push(p[k]);
                }
                continue;
            }
            if let (Some(x), None) = (bit, always) {
                cond = Some(and(&mut b, cond, x));
            }
            let mut access = OpSpec::new(if store.is_some() { "memref.store" } else { "memref.load" });
            let mut operands = vec![mem];
            if let Some(s) = store {
                operands.insert(0, s[k]);
            } else {
                access = access.result(elem.clone());
            }
            operands.extend(&at);
            let other = pad.as_ref().map(|p| p[k]).filter(|_| store.is_none());
            if let Some(v) = guarded(m, blk, cond, access.operands(&operands), other) {
                out.push(v);
            }
        }
        out
    }
}

/// A vector memory op ready to split: the memref, the base indices, the
/// sizes of the dimensions checked for bounds, the vector shape, the
/// memref rank and element type, and the leaves stored, masking and
/// standing in for elements not read.
struct Plan {
    mem: Value,
    base: Vec<Value>,
    dims: Vec<Option<Value>>,
    vshape: Vec<i64>,
    rank: usize,
    elem: Type,
    store: Option<Vec<Value>>,
    mask: Option<Vec<Value>>,
    pad: Option<Vec<Value>>,
    /// `expandload` / `compressstore`: lane k at the count of set lanes before it.
    packed: bool,
}

/// `access` (a load when `other` is given, which is its value where `cond`
/// fails; else a store), in an `scf.if` on `cond` when there is one.
pub(super) fn guarded(
    m: &mut Module,
    nb: BlockId,
    cond: Option<Value>,
    access: OpSpec,
    other: Option<Value>,
) -> Option<Value> {
    let Some(c) = cond else {
        let x = Builder::at_end(m, nb).create(access);
        return m.results(x).first().copied();
    };
    let results: Vec<Type> = other.iter().map(|&v| m.value_type(v).clone()).collect();
    let iff = Builder::at_end(m, nb).create(OpSpec::new("scf.if").operands(&[c]).results(&results).regions(2));
    let (then_r, else_r) = (m.region(iff, 0), m.region(iff, 1));
    let mut b = Builder::at_end(m, nb);
    let tb = b.add_block(then_r, &[]);
    let eb = b.add_block(else_r, &[]);
    let x = Builder::at_end(m, tb).create(access);
    let yielded: Vec<Value> = m.results(x).to_vec();
    Builder::at_end(m, tb).create(OpSpec::new("scf.yield").operands(&yielded));
    let els: Vec<Value> = other.into_iter().collect();
    Builder::at_end(m, eb).create(OpSpec::new("scf.yield").operands(&els));
    m.results(iff).first().copied()
}

fn and(b: &mut Builder<'_>, all: Option<Value>, x: Value) -> Value {
    match all {
        None => x,
        Some(p) => b.value(OpSpec::new("arith.andi").operands(&[p, x]).result(Type::int(1))),
    }
}

/// What a vector memory op accesses: the memref, the indices, the vector
/// type, the leaves stored (stores), the mask leaves, and the leaves taken
/// where nothing is read (padding or pass-through).
struct Access {
    mem: Value,
    idx: Vec<Value>,
    vt: Type,
    store: Option<Vec<Value>>,
    mask: Option<Vec<Value>>,
    pad: Option<Vec<Value>>,
}

impl Flattener {
    fn access(&self, m: &Module, o: OpId, name: &str) -> Result<Access, Diagnostic> {
        let ops = m.operands(o).to_vec();
        let n = ops.len();
        let (mem, idx, vt, store, mask, pad) = match name {
            "vector.load" => (ops[0], ops[1..].to_vec(), m.value_type(m.result(o, 0)).clone(), None, None, None),
            "vector.store" => {
                (ops[1], ops[2..].to_vec(), m.value_type(ops[0]).clone(), Some(self.get(m, o, ops[0])?), None, None)
            }
            "vector.maskedload" | "vector.expandload" => (
                ops[0],
                ops[1..n - 2].to_vec(),
                m.value_type(m.result(o, 0)).clone(),
                None,
                Some(self.get(m, o, ops[n - 2])?),
                Some(self.get(m, o, ops[n - 1])?),
            ),
            "vector.maskedstore" | "vector.compressstore" => (
                ops[0],
                ops[1..n - 2].to_vec(),
                m.value_type(ops[n - 1]).clone(),
                Some(self.get(m, o, ops[n - 1])?),
                Some(self.get(m, o, ops[n - 2])?),
                None,
            ),
            "vector.transfer_read" => {
                let segs = crate::dialects::memref::segments(m, o, 4).map_err(|e| err(m, o, e))?;
                let vt = m.value_type(m.result(o, 0)).clone();
                let pad = self.one(m, o, ops[1 + segs[1]])?;
                let mask = if segs[3] == 1 { Some(self.get(m, o, ops[2 + segs[1]])?) } else { None };
                let count = count(&shape_of(&vt)) as usize;
                (ops[0], ops[1..1 + segs[1]].to_vec(), vt, None, mask, Some(vec![pad; count]))
            }
            _ => {
                let segs = crate::dialects::memref::segments(m, o, 4).map_err(|e| err(m, o, e))?;
                let vt = m.value_type(ops[0]).clone();
                let mask = if segs[3] == 1 { Some(self.get(m, o, ops[2 + segs[2]])?) } else { None };
                (ops[1], ops[2..2 + segs[2]].to_vec(), vt, Some(self.get(m, o, ops[0])?), mask, None)
            }
        };
        Ok(Access { mem, idx, vt, store, mask, pad })
    }
}
