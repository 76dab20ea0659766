//! The hash maps and sets of the crate: std's tables with the Fx hasher.
//!
//! Keys here are entity indices (`OpId`, `Value`, …) and symbol names, hashed
//! millions of times per transform; SipHash (std's default, built to resist
//! collision attacks on servers) cost ~10% of the AD transform's time.

pub use rustc_hash::FxBuildHasher;

/// `std::collections::HashMap` with the Fx hasher (make one with `default()`).
pub type HashMap<K, V> = std::collections::HashMap<K, V, FxBuildHasher>;
/// `std::collections::HashSet` with the Fx hasher (make one with `default()`).
pub type HashSet<K> = std::collections::HashSet<K, FxBuildHasher>;
