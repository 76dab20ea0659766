//! C allocations of active memory inside a top-level loop that outlive
//! their iteration (list nodes, a buffer grown by `realloc`, which
//! `rewrite::c_realloc` makes a `malloc`, a copy and a `free`), in a
//! combined reverse derivative.
//!
//! Forward sweep: each such `malloc` (`calloc`, `aligned_alloc`) gets a
//! zeroed shadow allocated next to it, and both addresses are recorded per
//! iteration, as loaded pointers are (`loop_pointers`): the reverse sweep
//! reads them back instead of allocating again. The shadow's address goes
//! into a free log (a heap array of addresses that doubles when full). A
//! `free` of active memory there is not done: its address goes into the
//! log too. After the reverse sweep, which may still read the memory,
//! everything in the log is freed: the shadows of all the loops'
//! allocations (as a top-level allocation's shadow is freed, whether the
//! function frees the memory or not) and what the function freed.
//!
//! Not in a pair cut for split mode (its reverse runs later, from a tape):
//! refused there as before.

use super::loop_pointers::Made;
use super::sweep::Rev;
use super::{c_heap, calls::SNAPSHOT_COPY, err};
use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Entries a free log holds before it first grows.
const FIRST_CAPACITY: i64 = 16;

fn ptr() -> Type {
    Type::LlvmPtr { addr_space: 0 }
}

fn i64c(m: &mut Module, ip: InsertPoint, v: i64) -> Value {
    Builder::new(m, ip).const_int(i128::from(v), Type::i64())
}

fn val(m: &mut Module, ip: InsertPoint, name: &str, args: &[Value], ty: Type) -> Value {
    Builder::new(m, ip).value(OpSpec::new(name).operands(args).result(ty))
}

/// Word `i` of the log's cell (buffer address, count, capacity).
fn word(m: &mut Module, ip: InsertPoint, cell: Value, i: i64) -> Value {
    let k = i64c(m, ip, i);
    super::pointers::element(m, ip, cell, k, &Type::i64())
}

fn load_word(m: &mut Module, ip: InsertPoint, cell: Value, i: i64) -> Value {
    let at = word(m, ip, cell, i);
    let l = Builder::new(m, ip).create(OpSpec::new("llvm.load").operands(&[at]).result(Type::i64()));
    // (The reverse sweep never reads the log: nothing to record.)
    m.set_attr(l, super::loop_pointers::RELOADED, Attribute::Unit);
    m.result(l, 0)
}

fn store_word(m: &mut Module, ip: InsertPoint, cell: Value, i: i64, v: Value) {
    let at = word(m, ip, cell, i);
    Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, at]));
}

/// The ops of `block` made since `before` (instrumentation): marked.
fn mark_new(m: &mut Module, block: crate::ir::BlockId, before: &crate::hash::HashSet<OpId>) {
    for o in m.block_ops(block).collect::<Vec<_>>() {
        if !before.contains(&o) {
            for x in m.collect_ops(o) {
                m.set_attr(x, SNAPSHOT_COPY, Attribute::Unit);
            }
        }
    }
}

impl Rev<'_> {
    /// Can allocations in loop `top` outlive their iteration here?
    fn loop_allocs_supported(&self, m: &Module, top: OpId) -> bool {
        !self.cutting && self.written_after.is_empty() && (m.is(top, "scf.for") || m.is(top, "scf.while"))
    }

    /// Forward sweep, top-level loop `top`: its allocations of active
    /// memory that outlive an iteration get zeroed shadows (in `made`) and
    /// are recorded with them per iteration.
    pub(super) fn shadow_loop_allocs(&mut self, m: &mut Module, top: OpId, made: &mut Made) -> Result<(), Diagnostic> {
        if !self.loop_allocs_supported(m, top) {
            return Ok(());
        }
        for o in m.collect_ops(top) {
            if o == top || !c_heap::is_alloc(m, o) || c_heap::block_temp(m, o) || !self.active(m, m.result(o, 0)) {
                continue;
            }
            let block = m.op_parent(o).ok_or_else(|| err(m, o, "a detached allocation"))?;
            let before: crate::hash::HashSet<OpId> = m.block_ops(block).collect();
            let next = m.next_op(o);
            let s = c_heap::zeroed_shadow(m, o)?;
            // (The shadow is freed after the reverse sweep, whether the
            // function frees the memory or not: logged now.)
            let cell = self.free_log(m, top);
            let ip = match next {
                Some(x) => InsertPoint::Before(x),
                None => InsertPoint::End(block),
            };
            append(m, ip, cell, s);
            // (The zeroing and the logging are instrumentation: not done
            // again; the shadow allocation is recorded like the allocation.)
            let copy = m.defining_op(s);
            for x in m.block_ops(block).collect::<Vec<_>>() {
                if !before.contains(&x) && Some(x) != copy {
                    for y in m.collect_ops(x) {
                        m.set_attr(y, SNAPSHOT_COPY, Attribute::Unit);
                    }
                }
            }
            let r = m.result(o, 0);
            made.values.insert(r, s);
            let sc = m.defining_op(s).ok_or_else(|| err(m, o, "a shadow allocation without an op"))?;
            self.recorded_pointers.insert(o, None);
            self.recorded_pointers.insert(sc, Some(r));
        }
        Ok(())
    }

    /// Forward sweep, top-level loop `top`: its frees of active memory
    /// (not of a temporary of an iteration) are not done; the address goes
    /// into the free log, emptied after the reverse sweep. (Its shadow is
    /// freed by whoever made it: logged when a loop allocated it, at the
    /// end for a top-level allocation, the caller's for an argument's.)
    pub(super) fn log_loop_frees(&mut self, m: &mut Module, top: OpId) -> Result<(), Diagnostic> {
        if !self.loop_allocs_supported(m, top) {
            return Ok(());
        }
        for o in m.collect_ops(top) {
            if o == top || !c_heap::is_free(m, o) || c_heap::block_temp(m, o) || !self.active(m, m.operand(o, 0)) {
                continue;
            }
            let p = m.operand(o, 0);
            let cell = self.free_log(m, top);
            let block = m.op_parent(o).ok_or_else(|| err(m, o, "a detached free"))?;
            let before: crate::hash::HashSet<OpId> = m.block_ops(block).filter(|&x| x != o).collect();
            append(m, InsertPoint::Before(o), cell, p);
            m.erase_op(o);
            mark_new(m, block, &before);
        }
        Ok(())
    }

    /// The function's free log (made before `top` the first time): an
    /// `llvm.alloca` of three words (buffer address, count, capacity).
    fn free_log(&mut self, m: &mut Module, top: OpId) -> Value {
        if let Some(c) = self.free_log {
            return c;
        }
        super::pointers::declare_heap(m);
        let ip = InsertPoint::Before(top);
        let three = i64c(m, ip, 3);
        let cell = Builder::new(m, ip).value(
            OpSpec::new("llvm.alloca").operands(&[three]).attr("elem_type", Attribute::Type(Type::i64())).result(ptr()),
        );
        let bytes = i64c(m, ip, 8 * FIRST_CAPACITY);
        let buf = super::pointers::heap_bytes(m, ip, bytes);
        let addr = val(m, ip, "llvm.ptrtoint", &[buf], Type::i64());
        store_word(m, ip, cell, 0, addr);
        let zero = i64c(m, ip, 0);
        store_word(m, ip, cell, 1, zero);
        let cap = i64c(m, ip, FIRST_CAPACITY);
        store_word(m, ip, cell, 2, cap);
        self.free_log = Some(cell);
        cell
    }
}

/// Append address `v` to the log in `cell` (doubling its buffer when full).
fn append(m: &mut Module, ip: InsertPoint, cell: Value, v: Value) {
    let count = load_word(m, ip, cell, 1);
    let cap = load_word(m, ip, cell, 2);
    let full = Builder::new(m, ip).value(
        OpSpec::new("llvm.icmp")
            .operands(&[count, cap])
            .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
            .result(Type::i1()),
    );
    let tip = when(m, ip, full);
    let old = load_word(m, tip, cell, 0);
    let old = val(m, tip, "llvm.inttoptr", &[old], ptr());
    let two = i64c(m, tip, 2);
    let ncap = val(m, tip, "llvm.mul", &[cap, two], Type::i64());
    let eight = i64c(m, tip, 8);
    let nbytes = val(m, tip, "llvm.mul", &[ncap, eight], Type::i64());
    let big = super::pointers::heap_bytes(m, tip, nbytes);
    let obytes = val(m, tip, "llvm.mul", &[cap, eight], Type::i64());
    super::pointers::copy_bytes(m, tip, big, old, obytes);
    super::pointers::release(m, tip, old);
    let addr = val(m, tip, "llvm.ptrtoint", &[big], Type::i64());
    store_word(m, tip, cell, 0, addr);
    store_word(m, tip, cell, 2, ncap);
    let buf = load_word(m, ip, cell, 0);
    let buf = val(m, ip, "llvm.inttoptr", &[buf], ptr());
    let slot = super::pointers::element(m, ip, buf, count, &Type::i64());
    let a = val(m, ip, "llvm.ptrtoint", &[v], Type::i64());
    Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[a, slot]));
    let one = i64c(m, ip, 1);
    let n1 = val(m, ip, "llvm.add", &[count, one], Type::i64());
    store_word(m, ip, cell, 1, n1);
}

/// After the reverse sweep (at `ip`, the end of the entry block): free
/// every address in the log in `cell` but those in `freed` (freed there
/// anyway: the shadow of an allocation at the top level, which a loop may
/// free; or the caller's: the shadow of an argument), then the log's
/// buffer.
pub(super) fn empty_free_log(m: &mut Module, ip: InsertPoint, cell: Value, freed: &[Value]) {
    let count = load_word(m, ip, cell, 1);
    let buf = load_word(m, ip, cell, 0);
    let buf = val(m, ip, "llvm.inttoptr", &[buf], ptr());
    let n = val(m, ip, "arith.index_cast", &[count], Type::Index);
    let (inner, ivs) = super::loops::index_nest(m, ip, &[n]);
    let i = val(m, inner, "arith.index_cast", &[ivs[0]], Type::i64());
    let slot = super::pointers::element(m, inner, buf, i, &Type::i64());
    let a = Builder::new(m, inner).value(OpSpec::new("llvm.load").operands(&[slot]).result(Type::i64()));
    let p = val(m, inner, "llvm.inttoptr", &[a], ptr());
    free_unless_among(m, inner, p, freed);
    super::pointers::release(m, ip, buf);
}

/// `free(p)` at `ip`, unless `p` is one of the pointers among `freed`
/// (freed anyway).
pub(super) fn free_unless_among(m: &mut Module, ip: InsertPoint, p: Value, freed: &[Value]) {
    let mut keep = None;
    let pointers: Vec<Value> = freed.iter().copied().filter(|&f| f != p && m.value_type(f).is_llvm_ptr()).collect();
    for f in pointers {
        let other = Builder::new(m, ip).value(
            OpSpec::new("llvm.icmp")
                .operands(&[p, f])
                .attr("predicate", Attribute::Integer { value: 1, ty: Type::i64() })
                .result(Type::i1()),
        );
        keep = Some(match keep {
            Some(k) => val(m, ip, "arith.andi", &[k, other], Type::i1()),
            None => other,
        });
    }
    let Some(k) = keep else { return super::pointers::release(m, ip, p) };
    let then = when(m, ip, k);
    super::pointers::release(m, then, p);
}

/// `scf.if %cond` with an empty `else` at `ip`: where its `then` branch
/// takes ops.
fn when(m: &mut Module, ip: InsertPoint, cond: Value) -> InsertPoint {
    let iff = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[cond]).regions(2));
    let mut then = None;
    for r in 0..2 {
        let b = m.create_block(&[]);
        let rg = m.region(iff, r);
        m.append_block(rg, b);
        let y = Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield"));
        then = then.or(Some(InsertPoint::Before(y)));
    }
    then.unwrap_or(ip)
}
