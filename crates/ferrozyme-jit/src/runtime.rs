//! The runtime the JIT-compiled code calls: heap allocation (through
//! [`Buffer`]s kept in a per-thread registry, so a memref returned to Rust
//! keeps its memory alive and leaks can be counted), checked-mode error
//! reporting, liveness checks for freed memory, and the output functions of
//! MLIR's runner utilities (from `ferrozyme::exec::runner_utils`).
//!
//! Every function here is `extern "C"` and registered by name with the JIT.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::sync::Arc;

use ferrozyme::exec::Buffer;

thread_local! {
    /// Live heap allocations made by compiled code: start address → buffer.
    static HEAP: RefCell<BTreeMap<usize, Arc<Buffer>>> = const { RefCell::new(BTreeMap::new()) };
    /// Checked mode: allocations freed by the program (kept alive, quarantined,
    /// so a later access is reported instead of reading reused memory).
    static FREED: RefCell<BTreeMap<usize, Arc<Buffer>>> = const { RefCell::new(BTreeMap::new()) };
    /// The quarantined allocations in the order they were freed, and their
    /// bytes: past [`QUARANTINE_BYTES`] the oldest are released (forgotten:
    /// an access to one is no longer reported).
    static FREED_ORDER: RefCell<(std::collections::VecDeque<usize>, usize)> =
        const { RefCell::new((std::collections::VecDeque::new(), 0)) };
    /// Buffers the caller passed in (its values hold them): the program may
    /// free them, which hands them back to it (as a reverse function frees
    /// the tape it is given); they stay alive while the caller holds them.
    static LENT: RefCell<BTreeMap<usize, Arc<Buffer>>> = const { RefCell::new(BTreeMap::new()) };
    /// Checked mode: memory owned by the caller (argument buffers): start → length.
    static CALLER: RefCell<BTreeMap<usize, usize>> = const { RefCell::new(BTreeMap::new()) };
    /// Whether `fz_free` quarantines (checked mode) or releases.
    static QUARANTINE: Cell<bool> = const { Cell::new(false) };
    /// First error raised by checked code: (site, two detail values).
    static ERROR: Cell<Option<(u32, [i64; 4])>> = const { Cell::new(None) };
    /// Checked mode: global data of the module: start → length.
    static GLOBALS: RefCell<BTreeMap<usize, usize>> = const { RefCell::new(BTreeMap::new()) };
    /// Checked mode: constant globals: start → (length, index in the module's list).
    static CONST_GLOBALS: RefCell<BTreeMap<usize, (usize, i64)>> = const { RefCell::new(BTreeMap::new()) };
    /// Checked mode: stack allocations of functions that have returned.
    static DEAD_STACK: RefCell<std::collections::HashSet<usize>> = RefCell::new(std::collections::HashSet::new());
    /// Allocations made by `alloca` (stack memory; `dealloc` of them is an error).
    static STACK: RefCell<std::collections::HashSet<usize>> = RefCell::new(std::collections::HashSet::new());
    /// Heap allocations of the current call made by `alloca` with a dynamic size.
    static FRAME: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Allocate `size` zeroed bytes, 64-byte aligned. Returns 0 on failure.
pub extern "C" fn fz_alloc(size: i64) -> i64 {
    let Ok(n) = usize::try_from(size) else { return 0 };
    match Buffer::zeroed(n) {
        Some(b) => {
            let p = b.as_ptr() as usize;
            HEAP.with(|h| h.borrow_mut().insert(p, b));
            p as i64
        }
        None => 0,
    }
}

/// Free an allocation made by `fz_alloc`, or a buffer the caller passed
/// in. Returns 0, or 1 if `ptr` is neither (double free or foreign pointer).
pub extern "C" fn fz_free(ptr: i64) -> i64 {
    let p = ptr as usize;
    if STACK.with(|s| s.borrow().contains(&p)) {
        return 2;
    }
    let heap = HEAP.with(|h| h.borrow_mut().remove(&p));
    match heap.or_else(|| LENT.with(|l| l.borrow_mut().remove(&p))) {
        Some(b) => {
            if QUARANTINE.with(Cell::get) {
                quarantine(p, b);
            }
            0
        }
        None => 1,
    }
}

/// Checked mode keeps at most this many bytes of freed memory alive, the
/// most recently freed (as AddressSanitizer's quarantine does): a program
/// that allocates and frees in a loop (an `alloca_scope` per iteration)
/// runs in bounded memory, and a use soon after a free is still reported.
pub const QUARANTINE_BYTES: usize = 256 << 20;

/// Keep freed buffer `b` (at `p`) alive so that an access is reported,
/// releasing the oldest quarantined buffers past [`QUARANTINE_BYTES`].
fn quarantine(p: usize, b: Arc<Buffer>) {
    let len = b.len();
    FREED.with(|f| f.borrow_mut().insert(p, b));
    let evicted: Vec<usize> = FREED_ORDER.with(|o| {
        let (order, bytes) = &mut *o.borrow_mut();
        order.push_back(p);
        *bytes += len;
        let mut out = Vec::new();
        while *bytes > QUARANTINE_BYTES && order.len() > 1 {
            let Some(old) = order.pop_front() else { break };
            out.push(old);
            let n = FREED.with(|f| f.borrow().get(&old).map_or(0, |b| b.len()));
            *bytes -= n.min(*bytes);
        }
        out
    });
    for old in evicted {
        FREED.with(|f| f.borrow_mut().remove(&old));
        DEAD_STACK.with(|d| d.borrow_mut().remove(&old));
    }
}

/// Bytes of freed memory checked mode keeps alive now.
pub fn quarantined_bytes() -> usize {
    FREED_ORDER.with(|o| o.borrow().1)
}

/// C `free`: like `fz_free`, without a result.
pub extern "C" fn fz_c_free(ptr: i64) {
    if ptr != 0 {
        fz_free(ptr);
    }
}

/// C `calloc`.
pub extern "C" fn fz_c_calloc(n: i64, size: i64) -> i64 {
    n.checked_mul(size).map_or(0, |b| fz_alloc(b))
}

/// C `aligned_alloc` (buffers are 64-byte aligned; larger alignments fail).
pub extern "C" fn fz_c_aligned_alloc(align: i64, size: i64) -> i64 {
    if align > 64 {
        0
    } else {
        fz_alloc(size)
    }
}

/// The number of arguments and results of the C memory function `name`.
pub fn c_arity(name: &str) -> Option<(usize, usize)> {
    Some(match name {
        "malloc" => (1, 1),
        "free" => (1, 0),
        "calloc" | "aligned_alloc" => (2, 1),
        _ => return None,
    })
}

/// C memory functions programs declare (`llvm.func @malloc(i64) -> !llvm.ptr`, ...).
pub fn c_allocation_functions() -> Vec<(&'static str, *const u8)> {
    vec![
        ("malloc", fz_alloc as *const u8),
        ("free", fz_c_free as *const u8),
        ("calloc", fz_c_calloc as *const u8),
        ("aligned_alloc", fz_c_aligned_alloc as *const u8),
    ]
}

/// Checked mode: is `[addr, addr+len)` accessible? 0 = yes (or unknown
/// memory, e.g. the stack or a global), 1 = it lies in freed memory,
/// 2 = it starts in a known allocation but runs past its end.
pub extern "C" fn fz_check_access(addr: i64, len: i64) -> i64 {
    let a = addr as usize;
    let end = a.saturating_add(len.max(0) as usize);
    let freed =
        FREED.with(|f| f.borrow().range(..=a).next_back().filter(|(&s, b)| a < s + b.len().max(1)).map(|(&s, _)| s));
    if let Some(start) = freed {
        return if DEAD_STACK.with(|d| d.borrow().contains(&start)) { 3 } else { 1 };
    }
    let heap = HEAP.with(|h| h.borrow().range(..=a).next_back().map(|(&s, b)| (s, b.len())));
    let caller = CALLER.with(|c| c.borrow().range(..=a).next_back().map(|(&s, &l)| (s, l)));
    let global = GLOBALS.with(|g| g.borrow().range(..=a).next_back().map(|(&s, &l)| (s, l)));
    let mut inside = false;
    for (s, l) in [heap, caller, global].into_iter().flatten() {
        if a < s + l.max(1) {
            if end > s + l {
                return 2;
            }
            inside = true;
        }
    }
    // In checked mode every valid byte is in a known region.
    if inside || !QUARANTINE.with(Cell::get) {
        0
    } else {
        2
    }
}

/// Checked mode: the index of the constant global `[addr, addr+len)`
/// writes to, or -1.
pub extern "C" fn fz_check_write(addr: i64, len: i64) -> i64 {
    let a = addr as usize;
    let end = a.saturating_add(len.max(0) as usize);
    // The last constant global starting before the write's end: it is hit
    // if it reaches past the write's start.
    let hit = CONST_GLOBALS.with(|g| g.borrow().range(..end).next_back().map(|(&s, &(l, k))| (s, l, k)));
    match hit {
        Some((s, l, k)) if a < s + l && len > 0 => k,
        _ => -1,
    }
}

/// Checked mode: record the first error (site id and two details).
pub extern "C" fn fz_fail(site: i64, a: i64, b: i64, c: i64, d: i64) {
    ERROR.with(|e| {
        if e.get().is_none() {
            e.set(Some((site as u32, [a, b, c, d])));
        }
    });
}

thread_local! {
    /// Address near the top of the native stack when Rust called in.
    static STACK_BASE: Cell<usize> = const { Cell::new(0) };
    /// Native stack compiled code may use below `STACK_BASE`.
    static STACK_BUDGET: Cell<usize> = const { Cell::new(DEFAULT_STACK_BUDGET) };
}

/// Native stack recursive compiled code may use per call from Rust, by
/// default: safe on a 2 MiB thread stack (Rust's default for spawned threads).
pub const DEFAULT_STACK_BUDGET: usize = 1 << 20;

/// Set this thread's budget of native stack for compiled code (e.g. most of
/// a large stack the thread was created with).
pub fn set_stack_budget(bytes: usize) {
    STACK_BUDGET.with(|b| b.set(bytes));
}

/// This thread's budget of native stack for compiled code.
pub fn stack_budget() -> usize {
    STACK_BUDGET.with(|b| b.get())
}

/// Entry of a recursive function: 1 (and the error recorded at `site`)
/// when the stack used since the call from Rust exceeds the budget.
pub extern "C" fn fz_stack_check(site: i64) -> i8 {
    let marker = 0u8;
    let here = std::hint::black_box(&marker) as *const u8 as usize;
    let base = STACK_BASE.with(|b| b.get());
    let used = base.saturating_sub(here);
    if base != 0 && used > stack_budget() {
        fz_fail(site, used as i64, 0, 0, 0);
        return 1;
    }
    0
}

/// Checked mode: 1 if an error is pending (callers return at once).
pub extern "C" fn fz_error_pending() -> i8 {
    ERROR.with(|e| e.get().is_some()) as i8
}

/// `alloca`: heap memory released when the function that made it returns
/// (`fz_frame_leave`), or at the latest when the call returns to Rust.
pub extern "C" fn fz_alloca(size: i64) -> i64 {
    let p = fz_alloc(size);
    if p != 0 {
        FRAME.with(|f| f.borrow_mut().push(p as usize));
        STACK.with(|s| s.borrow_mut().insert(p as usize));
    }
    p
}

/// Entry of a function with `alloca`s: the mark to release to.
pub extern "C" fn fz_frame_enter() -> i64 {
    FRAME.with(|f| f.borrow().len() as i64)
}

/// Return from a function with `alloca`s: release what it allocated
/// (quarantined in checked mode, so a later access is reported).
pub extern "C" fn fz_frame_leave(mark: i64) {
    let ptrs: Vec<usize> = FRAME.with(|f| {
        let mut f = f.borrow_mut();
        let k = (mark.max(0) as usize).min(f.len());
        f.split_off(k)
    });
    for p in ptrs {
        STACK.with(|s| s.borrow_mut().remove(&p));
        fz_free(p as i64);
        if QUARANTINE.with(Cell::get) {
            DEAD_STACK.with(|d| d.borrow_mut().insert(p));
        }
    }
}

/// `math.ipowi`: wrapping integer power of `w`-bit integers, as the
/// interpreter computes it (zero to a negative power, refused there and by
/// the checked JIT before the call, gives 0).
pub extern "C" fn fz_ipowi(base: i64, exp: i64, w: i64) -> i64 {
    ferrozyme::exec::libm::ipowi(base, exp, w.clamp(1, 64) as u32).unwrap_or(0)
}

pub extern "C" fn fz_f16_to_f32(bits: i16) -> f32 {
    half::f16::from_bits(bits as u16).to_f32()
}
pub extern "C" fn fz_f32_to_f16(x: f32) -> i16 {
    half::f16::from_f32(x).to_bits() as i16
}
pub extern "C" fn fz_f32_to_bf16(x: f32) -> i16 {
    half::bf16::from_f32(x).to_bits() as i16
}

/// Runner-utility names (as MLIR programs call them) → runtime function.
pub fn runner_utils() -> Vec<(&'static str, *const u8)> {
    ferrozyme::exec::runner_utils::RUNNER_UTILS.iter().map(|(n, f)| (*n, f.address())).collect()
}

pub use ferrozyme::exec::runner_utils::{capture_output, take_output};

/// State of one call from Rust into compiled code.
pub struct CallGuard {
    checked: bool,
}

impl CallGuard {
    /// Prepare for a call: clear errors; in checked mode quarantine frees and
    /// register the caller's buffers.
    pub fn enter(
        checked: bool,
        caller_buffers: &[(usize, usize)],
        lent: &[Arc<Buffer>],
        globals: &[(usize, usize)],
        const_globals: &[(usize, usize, String)],
    ) -> CallGuard {
        LENT.with(|l| l.borrow_mut().extend(lent.iter().map(|b| (b.as_ptr() as usize, b.clone()))));
        ERROR.with(|e| e.set(None));
        let marker = 0u8;
        STACK_BASE.with(|b| b.set(std::hint::black_box(&marker) as *const u8 as usize));
        QUARANTINE.with(|q| q.set(checked));
        if checked {
            CALLER.with(|c| c.borrow_mut().extend(caller_buffers.iter().copied()));
            GLOBALS.with(|g| g.borrow_mut().extend(globals.iter().copied()));
            let consts = const_globals.iter().enumerate().map(|(k, (p, n, _))| (*p, (*n, k as i64)));
            CONST_GLOBALS.with(|g| g.borrow_mut().extend(consts));
        }
        CallGuard { checked }
    }

    /// The error recorded during the call, if any.
    pub fn error(&self) -> Option<(u32, [i64; 4])> {
        ERROR.with(|e| e.get())
    }
}

impl Drop for CallGuard {
    fn drop(&mut self) {
        fz_frame_leave(0);
        if self.checked {
            CALLER.with(|c| c.borrow_mut().clear());
            GLOBALS.with(|g| g.borrow_mut().clear());
            CONST_GLOBALS.with(|g| g.borrow_mut().clear());
            DEAD_STACK.with(|d| d.borrow_mut().clear());
        }
        FREED.with(|f| f.borrow_mut().clear());
        FREED_ORDER.with(|o| *o.borrow_mut() = Default::default());
        LENT.with(|l| l.borrow_mut().clear());
    }
}

/// Take ownership of a heap allocation the program returned to Rust (it is
/// no longer tracked as a program allocation).
pub fn take_heap_buffer(ptr: usize) -> Option<Arc<Buffer>> {
    HEAP.with(|h| h.borrow_mut().remove(&ptr))
}

/// Heap allocations made by compiled code and not yet freed (on this thread).
pub fn live_allocations() -> usize {
    HEAP.with(|h| h.borrow().len())
}

/// Those allocations (count, bytes) that hold none of `addresses` (pointers
/// a call returned: memory the caller now owns).
pub fn live_except(addresses: &[usize]) -> (usize, usize) {
    HEAP.with(|h| {
        let h = h.borrow();
        let kept = h.iter().filter(|(&s, b)| !addresses.iter().any(|&a| s <= a && a < s + b.len().max(1)));
        kept.fold((0, 0), |(n, bytes), (_, b)| (n + 1, bytes + b.len()))
    })
}

/// Every runtime symbol the compiled code may import.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut v: Vec<(&'static str, *const u8)> = vec![
        ("fz_alloc", fz_alloc as *const u8),
        ("fz_free", fz_free as *const u8),
        ("fz_alloca", fz_alloca as *const u8),
        ("fz_c_calloc", fz_c_calloc as *const u8),
        ("fz_c_aligned_alloc", fz_c_aligned_alloc as *const u8),
        ("fz_frame_enter", fz_frame_enter as *const u8),
        ("fz_frame_leave", fz_frame_leave as *const u8),
        ("fz_check_access", fz_check_access as *const u8),
        ("fz_check_write", fz_check_write as *const u8),
        ("fz_fail", fz_fail as *const u8),
        ("fz_error_pending", fz_error_pending as *const u8),
        ("fz_stack_check", fz_stack_check as *const u8),
        ("fz_powi", ferrozyme::exec::libm::fz_powi as *const u8),
        ("fz_powif", ferrozyme::exec::libm::fz_powif as *const u8),
        ("fz_ipowi", fz_ipowi as *const u8),
        ("fz_f16_to_f32", fz_f16_to_f32 as *const u8),
        ("fz_f32_to_f16", fz_f32_to_f16 as *const u8),
        ("fz_f32_to_bf16", fz_f32_to_bf16 as *const u8),
    ];
    for u in ferrozyme::exec::libm::UNARY {
        v.push((u.1, u.2 as *const u8));
        v.push((u.3, u.4 as *const u8));
    }
    for u in ferrozyme::exec::libm::BINARY {
        v.push((u.1, u.2 as *const u8));
        v.push((u.3, u.4 as *const u8));
    }
    v.extend(runner_utils());
    v.extend(c_allocation_functions());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checked mode quarantines freed memory up to a bound: the most
    /// recent frees are still reported, the oldest are forgotten, and the
    /// memory kept stays under the bound however much is freed.
    #[test]
    fn quarantine_is_bounded() {
        let guard = CallGuard::enter(true, &[], &[], &[], &[]);
        let chunk = 16 << 20;
        let mut ptrs = Vec::new();
        for _ in 0..40 {
            let p = fz_alloc(chunk as i64);
            assert_ne!(p, 0);
            assert_eq!(fz_free(p), 0);
            ptrs.push(p);
            assert!(quarantined_bytes() <= QUARANTINE_BYTES, "{} bytes kept", quarantined_bytes());
        }
        assert_eq!(fz_check_access(*ptrs.last().unwrap(), 8), 1, "the latest free is reported");
        let kept = ptrs.iter().filter(|&&p| FREED.with(|f| f.borrow().contains_key(&(p as usize)))).count();
        assert_eq!(kept, QUARANTINE_BYTES / chunk);
        drop(guard);
        assert_eq!(quarantined_bytes(), 0);
    }
}
