//! Entity references: the typed `u32` indices that name operations, blocks,
//! regions and SSA values inside a [`Module`](super::Module).
//!
//! As in Cranelift, the IR is a set of tables (`PrimaryMap`s) owned by the module
//! and everything refers to everything else by index, never by Rust reference.
//! This keeps the graph (which is full of cycles: a value knows its users, a user
//! knows its operands) free of `Rc`/`RefCell`, makes cloning a whole function a
//! matter of copying table rows through a remapping, and lets analyses keep
//! side tables (`SecondaryMap`) keyed by the same indices. An index is only
//! meaningful together with the module that created it.

use cranelift_entity::entity_impl;

/// An operation. Created by [`Module::create_op`](super::Module::create_op)
/// (the parser and the builder both go through it).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(u32);
entity_impl!(OpId, "op");

/// A basic block inside a region. Created by [`Module::create_block`](super::Module::create_block).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(u32);
entity_impl!(BlockId, "bb");

/// A region owned by an operation. Created together with its operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(u32);
entity_impl!(RegionId, "region");

/// An SSA value: an operation result or a block argument (see
/// [`ValueDef`](super::ValueDef)).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");
