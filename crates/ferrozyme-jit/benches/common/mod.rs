//! What the JIT benchmarks share: best-of-N timing and byte counts for tables.
#![allow(dead_code)]

pub mod csr;
pub mod kernels;

use std::time::{Duration, Instant};

/// The best time of `runs` calls of `f`, and the last result.
pub fn best<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        out = Some(r);
    }
    (best, out.expect("at least one run"))
}

/// `b` bytes as B, KiB or MiB.
pub fn human_bytes(b: i64) -> String {
    let b = b as f64;
    if b >= 1024.0 * 1024.0 {
        format!("{:.1} MiB", b / (1024.0 * 1024.0))
    } else if b >= 1024.0 {
        format!("{:.1} KiB", b / 1024.0)
    } else {
        format!("{b} B")
    }
}
