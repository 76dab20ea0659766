//! ferrozyme's execution engines behind one API: the Cranelift JIT
//! (`jit`, `lower`, `abi`, `runtime`) and, through the same [`Engine`]
//! type, the reference interpreter of the core crate; and JIT sessions
//! (`session`) that compile a module once and hand out derivative thunks.

pub mod abi;
mod call_graph;
pub mod check;
pub mod engine;
pub mod jit;
pub mod lower;
pub mod meter;
pub mod runtime;
pub mod session;

pub use engine::Engine;
pub use jit::{CompileStats, JitModule, JitOptions};
pub use session::{Mode, Session, SessionOptions, Thunk, ThunkStats};
