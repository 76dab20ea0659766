//! The dialect-agnostic IR: entity tables, types, attributes, locations, the
//! module with its mutation API, the builder, cloning, walks and symbols.
//! Nothing here knows any particular operation; per-op knowledge lives in
//! `dialects`.

mod attrs;
mod builder;
mod clone;
mod entity;
mod location;
mod module;
mod name;
mod symbols;
mod types;
mod walk;

pub use attrs::{Activity, AttrDict, Attribute, DenseData, DenseElem, FastMath, FloatBits};
pub use builder::{Builder, InsertPoint};
pub use clone::IrMap;
pub use entity::{BlockId, OpId, RegionId, Value};
pub use location::{Location, SrcPos};
pub use module::{BlockData, BlockOps, Module, OpData, OpSpec, RegionData, Source, Successor, Use, ValueDef};
pub use name::OpName;
pub use types::{Dim, FunctionType, Layout, LlvmFuncType, LlvmStructType, MemRefType, Signedness, Type};
pub use walk::WalkControl;
