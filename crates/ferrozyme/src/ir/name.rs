//! Operation names (`arith.addf`, `func.func`, or any `dialect.op`), interned
//! once per process so that an operation stores a `u32` and name comparisons
//! and registry look-ups are integer operations.

use crate::hash::HashMap;
use std::fmt;
use std::sync::{OnceLock, RwLock};

/// An interned operation name.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpName(u32);

struct Interner {
    ids: HashMap<&'static str, u32>,
    names: Vec<&'static str>,
}

fn interner() -> &'static RwLock<Interner> {
    static I: OnceLock<RwLock<Interner>> = OnceLock::new();
    I.get_or_init(|| RwLock::new(Interner { ids: HashMap::default(), names: Vec::new() }))
}

/// The first names, readable without taking the interner's lock (`as_str`
/// runs for every name comparison of every pass).
const FAST: usize = 4096;
static FAST_NAMES: [OnceLock<&'static str>; FAST] = [const { OnceLock::new() }; FAST];

impl OpName {
    /// Intern `name` (the string is stored once for the life of the process).
    pub fn new(name: &str) -> OpName {
        if let Some(&id) = interner().read().unwrap_or_else(|e| e.into_inner()).ids.get(name) {
            return OpName(id);
        }
        let mut w = interner().write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = w.ids.get(name) {
            return OpName(id);
        }
        let s: &'static str = Box::leak(name.to_owned().into_boxed_str());
        let id = w.names.len() as u32;
        w.names.push(s);
        w.ids.insert(s, id);
        if let Some(slot) = FAST_NAMES.get(id as usize) {
            // (Set once, under the write lock, before the id is handed out.)
            let _ = slot.set(s);
        }
        OpName(id)
    }
    pub fn as_str(self) -> &'static str {
        if let Some(s) = FAST_NAMES.get(self.0 as usize).and_then(OnceLock::get) {
            return s;
        }
        interner().read().unwrap_or_else(|e| e.into_inner()).names[self.0 as usize]
    }
    /// The dialect prefix (`arith` for `arith.addf`).
    pub fn dialect(self) -> &'static str {
        let s = self.as_str();
        s.split_once('.').map_or(s, |(d, _)| d)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}
