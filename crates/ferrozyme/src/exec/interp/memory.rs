//! The interpreter's memory: a table of every allocation a run has seen
//! (heap, stack, globals, and memory the caller passed in), each a shared
//! [`Buffer`] with a state. Memrefs and pointers name an entry of the table
//! by index, never a raw address, so every access is checked: the entry must
//! be live (not freed, not a stack slot whose scope has returned) and the
//! bytes must lie inside it. Entries are never reused, so a stale reference
//! is always detected. Raw addresses only appear where a program asks for
//! them (`ptrtoint`, pointers stored in memory, pointer arguments); they are
//! mapped back to entries through an address index of the live allocations.
//!
//! This module owns liveness and bounds; it knows nothing of types or ops.

use crate::hash::HashMap;
use std::collections::BTreeMap;
use std::sync::{Arc, Weak};

use crate::exec::memref::Buffer;

/// Index of an allocation in the table.
pub(crate) type AllocId = u32;

/// Where an allocation comes from.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Kind {
    /// `memref.alloc`.
    Heap,
    /// `malloc`/`calloc` called from `llvm.call`.
    Malloc,
    /// `memref.alloca`, `llvm.alloca`: released when its scope returns.
    Stack,
    /// `memref.global` / `llvm.mlir.global`.
    Global { name: String, constant: bool },
    /// A buffer the caller of [`Interpreter::call`](super::Interpreter::call) passed in.
    Caller,
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum State {
    Live,
    Freed,
    /// A stack allocation whose function or `alloca_scope` returned.
    Popped,
    /// Caller memory of an earlier call (the interpreter no longer holds it).
    Released,
}

struct Alloc {
    /// `None` once freed (the memory goes back unless someone else holds it).
    buf: Option<Arc<Buffer>>,
    /// The buffer even after it is freed, while the caller still holds it.
    weak: Weak<Buffer>,
    base: u64,
    len: usize,
    kind: Kind,
    state: State,
}

/// The allocation table.
#[derive(Default)]
pub(crate) struct Memory {
    allocs: Vec<Alloc>,
    /// Base address → allocation, for the live ones.
    by_addr: BTreeMap<u64, AllocId>,
    /// Base address → heap allocation the program freed (to recognise it if
    /// the caller, who may still hold the buffer, passes it in again).
    freed: HashMap<u64, AllocId>,
    live_heap: usize,
}

/// The largest single allocation a program may ask for (1 TiB): beyond it
/// the request is certainly a bug (a negative size wrapped, say).
const MAX_ALLOC: u64 = 1 << 40;

impl Memory {
    fn push(&mut self, buf: Arc<Buffer>, kind: Kind) -> Result<AllocId, String> {
        let id = AllocId::try_from(self.allocs.len()).map_err(|_| "too many allocations".to_string())?;
        let base = buf.as_ptr() as u64;
        if matches!(kind, Kind::Heap | Kind::Malloc) {
            self.live_heap += 1;
        }
        self.allocs.push(Alloc {
            len: buf.len(),
            weak: Arc::downgrade(&buf),
            buf: Some(buf),
            base,
            kind,
            state: State::Live,
        });
        self.by_addr.insert(base, id);
        Ok(id)
    }

    /// A new zero-filled allocation of `len` bytes.
    pub fn alloc(&mut self, len: i128, kind: Kind) -> Result<AllocId, String> {
        if len < 0 {
            return Err(format!("cannot allocate a negative number of bytes ({len})"));
        }
        if len as u128 > MAX_ALLOC as u128 {
            return Err(format!("cannot allocate {len} bytes (the interpreter's limit is {MAX_ALLOC})"));
        }
        let buf = Buffer::zeroed(len as usize).ok_or_else(|| format!("cannot allocate {len} bytes"))?;
        self.push(buf, kind)
    }

    /// The entry of a buffer the caller passes in: the allocation that
    /// already stands for this very buffer (one an earlier call returned,
    /// live or freed since), or a new `Caller` entry.
    pub fn adopt(&mut self, buf: &Arc<Buffer>) -> Result<AllocId, String> {
        let base = buf.as_ptr() as u64;
        for id in [self.by_addr.get(&base), self.freed.get(&base)].into_iter().flatten() {
            let a = &self.allocs[*id as usize];
            if a.weak.upgrade().is_some_and(|b| Arc::ptr_eq(&b, buf)) {
                return Ok(*id);
            }
        }
        self.push(buf.clone(), Kind::Caller)
    }

    /// Forget the caller's buffers at the end of a call.
    pub fn release_caller(&mut self) {
        for id in 0..self.allocs.len() {
            if self.allocs[id].kind == Kind::Caller && self.allocs[id].state == State::Live {
                self.kill(id as AllocId, State::Released);
            }
        }
    }

    fn kill(&mut self, id: AllocId, state: State) {
        let a = &mut self.allocs[id as usize];
        if a.state != State::Live {
            return;
        }
        a.state = state;
        a.buf = None;
        if matches!(a.kind, Kind::Heap | Kind::Malloc) {
            self.live_heap -= 1;
        }
        if self.by_addr.get(&a.base) == Some(&id) {
            self.by_addr.remove(&a.base);
        }
        if state == State::Freed && a.weak.strong_count() > 0 {
            self.freed.insert(a.base, id);
        }
    }

    /// Release stack allocations whose scope returned.
    pub fn pop(&mut self, ids: &[AllocId]) {
        for &id in ids {
            self.kill(id, State::Popped);
        }
    }

    /// `memref.dealloc` / `free`.
    pub fn free(&mut self, id: AllocId) -> Result<(), String> {
        let a = &self.allocs[id as usize];
        match (&a.kind, a.state) {
            (_, State::Freed) => Err("double free".into()),
            (Kind::Stack, _) => Err("deallocation of stack memory (it is released when its scope returns)".into()),
            (Kind::Global { name, .. }, _) => Err(format!("deallocation of global @{name}")),
            (_, State::Released) => Err("deallocation of caller memory from an earlier call".into()),
            (_, State::Popped) => Err("deallocation of stack memory".into()),
            (_, State::Live) => {
                self.kill(id, State::Freed);
                Ok(())
            }
        }
    }

    /// Why an allocation cannot be used, if it cannot.
    fn dead(&self, id: AllocId) -> Option<String> {
        let a = self.allocs.get(id as usize)?;
        match a.state {
            State::Live => None,
            State::Freed => Some("use of memory after it was freed".into()),
            State::Popped => Some("use of stack memory after its scope returned".into()),
            State::Released => Some("use of caller memory from an earlier call".into()),
        }
    }

    /// The live buffer of an allocation.
    pub fn buffer(&self, id: AllocId) -> Result<&Arc<Buffer>, String> {
        if let Some(why) = self.dead(id) {
            return Err(why);
        }
        self.allocs.get(id as usize).and_then(|a| a.buf.as_ref()).ok_or_else(|| "unknown allocation".to_string())
    }

    fn range(&self, id: AllocId, off: i64, n: usize) -> Result<(&Arc<Buffer>, usize), String> {
        let buf = self.buffer(id)?;
        let len = buf.len();
        let end = off as i128 + n as i128;
        if off < 0 || end > len as i128 {
            return Err(format!("out-of-bounds access: bytes {off}..{end} of a {len}-byte allocation"));
        }
        Ok((buf, off as usize))
    }

    /// Check that `n` bytes at `off` may be accessed (before building a copy of them).
    pub fn check(&self, id: AllocId, off: i64, n: usize) -> Result<(), String> {
        self.range(id, off, n).map(|_| ())
    }

    pub fn read(&self, id: AllocId, off: i64, out: &mut [u8]) -> Result<(), String> {
        let (buf, off) = self.range(id, off, out.len())?;
        buf.read(off, out);
        Ok(())
    }

    pub fn write(&self, id: AllocId, off: i64, data: &[u8]) -> Result<(), String> {
        if let Kind::Global { name, constant: true } = &self.allocs[id as usize].kind {
            return Err(format!("write to constant global @{name}"));
        }
        self.write_init(id, off, data)
    }

    /// Write without the constant-global check (initializers).
    pub fn write_init(&self, id: AllocId, off: i64, data: &[u8]) -> Result<(), String> {
        let (buf, off) = self.range(id, off, data.len())?;
        buf.write(off, data);
        Ok(())
    }

    /// Mark a global constant once it is initialized.
    pub fn set_constant(&mut self, id: AllocId) {
        if let Kind::Global { constant, .. } = &mut self.allocs[id as usize].kind {
            *constant = true;
        }
    }

    pub fn kind(&self, id: AllocId) -> &Kind {
        &self.allocs[id as usize].kind
    }

    /// The address the allocation had (kept after it is freed).
    pub fn base(&self, id: AllocId) -> u64 {
        self.allocs[id as usize].base
    }

    /// The live allocation containing `addr` (one past the end included), and the offset.
    pub fn find(&self, addr: u64) -> Option<(AllocId, i64)> {
        let (&base, &id) = self.by_addr.range(..=addr).next_back()?;
        let a = &self.allocs[id as usize];
        (addr - base <= a.len as u64).then_some((id, (addr - base) as i64))
    }

    /// Heap allocations made by the program and not yet freed.
    pub fn live_heap(&self) -> usize {
        self.live_heap
    }

    /// The heap allocations live now, and their bytes, but those holding
    /// one of `addresses` (memory returned to the caller).
    pub fn live_heap_except(&self, addresses: &[u64]) -> (usize, usize) {
        let live = self.allocs.iter().filter(|a| matches!(a.kind, Kind::Heap | Kind::Malloc) && a.state == State::Live);
        let kept = live.filter(|a| !addresses.iter().any(|&x| a.base <= x && x < a.base + (a.len as u64).max(1)));
        kept.fold((0, 0), |(n, bytes), a| (n + 1, bytes + a.len))
    }
}
