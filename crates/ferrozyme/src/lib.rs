//! ferrozyme core: the MLIR IR (`ir`), its text form (`syntax`), the known
//! dialects (`dialects`) and the verifier (`verify`).
//!
//! Data flows one way: text → IR → analyses → transformed IR → text. This crate
//! holds no code generator; the JIT lives in its own crate so the core stays light.

pub mod ad;
pub mod analysis;
pub mod dialects;
pub mod exec;
pub mod hash;
pub mod ir;
pub mod rewrite;
pub mod syntax;
pub mod verify;

pub use ir::{Attribute, BlockId, Module, OpId, OpName, RegionId, Type, Value};
pub use syntax::{parse_module, print_module, Diagnostic, PrintOptions};
