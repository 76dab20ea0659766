//! Runtime errors: what went wrong, in which op, and where it is in the source.

use std::fmt;

use crate::ir::{Module, OpId};

/// An error raised while running a program (out-of-bounds access, use after
/// free, division by zero, ...) or while preparing to run it (unsupported op,
/// bad arguments).
#[derive(Clone, Debug, PartialEq)]
pub struct ExecError {
    pub message: String,
    /// The op that failed, e.g. `memref.load`.
    pub op: Option<String>,
    /// `file:line:col` of that op, when known.
    pub location: Option<String>,
}

impl ExecError {
    pub fn new(message: impl Into<String>) -> Self {
        ExecError { message: message.into(), op: None, location: None }
    }

    /// An error located at `op` of module `m`.
    pub fn at(m: &Module, op: OpId, message: impl Into<String>) -> Self {
        ExecError { message: message.into(), op: Some(m.name(op).as_str().to_string()), location: op_location(m, op) }
    }
}

/// `file:line:col` of an operation (from the parser's position).
pub fn op_location(m: &Module, op: OpId) -> Option<String> {
    let pos = m.op(op).pos?;
    let file = m.source.as_ref().map_or("<built>", |s| s.name.as_str());
    Some(format!("{file}:{}:{}", pos.line, pos.col))
}

impl fmt::Display for ExecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(loc) = &self.location {
            write!(f, "{loc}: ")?;
        }
        f.write_str("error: ")?;
        if let Some(op) = &self.op {
            write!(f, "'{op}' ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for ExecError {}

/// A located diagnostic (a verifier or AD error found before running) as
/// an execution error at the same place.
impl From<crate::syntax::Diagnostic> for ExecError {
    fn from(d: crate::syntax::Diagnostic) -> Self {
        ExecError { message: d.message, op: None, location: Some(format!("{}:{}:{}", d.file, d.line, d.col)) }
    }
}
