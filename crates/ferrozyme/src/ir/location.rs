//! Source locations: MLIR's `loc(...)` attributes attached to operations, and
//! the parser's own position of each operation in the text (`SrcPos`), used for
//! diagnostics even when the input carried no `loc(...)`.

use super::Attribute;

/// A position in the parsed text: 1-based line and column.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SrcPos {
    pub line: u32,
    pub col: u32,
}

/// An MLIR location.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Location {
    #[default]
    Unknown,
    /// `loc("file.mlir":3:7)`.
    FileLineCol { file: String, line: u32, col: u32 },
    /// `loc("name")` or `loc("name"(child))`.
    Name { name: String, child: Option<Box<Location>> },
    /// `loc(callsite(callee at caller))`.
    CallSite { callee: Box<Location>, caller: Box<Location> },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`.
    Fused { locs: Vec<Location>, metadata: Option<Box<Attribute>> },
}
