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
        ExecError { message: message.into(), op: Some(written_name(m, op)), location: op_location(m, op) }
    }
}

/// The name of `op` as the source wrote it: an op ferrozyme rewrote before
/// running it (`scf.forall` runs as `scf.parallel`, `affine.for` as
/// `scf.for`, a `vector.gather` as scalar loads) keeps the position of the
/// op written there, and its errors name that op (as do the checks an
/// `enzyme.*` request is lowered with). Elsewhere, and for ops made without
/// a source position, its own name.
pub fn written_name(m: &Module, op: OpId) -> String {
    let own = m.name(op).as_str();
    let rewritten =
        |w: &str| w == "scf.forall" || w.starts_with("affine.") || w.starts_with("vector.") || w.starts_with("enzyme.");
    match name_at(m, op) {
        Some(w) if w != own && rewritten(&w) => w,
        _ => own.to_string(),
    }
}

/// The op name the source text has at `op`'s position (after its results,
/// `%r = `), custom or generic (`"scf.forall"(...)`) form.
fn name_at(m: &Module, op: OpId) -> Option<String> {
    let pos = m.op(op).pos?;
    let text = &m.source.as_ref()?.text;
    let line = text.lines().nth((pos.line as usize).checked_sub(1)?)?;
    let mut rest: String = line.get((pos.col as usize).checked_sub(1)?..)?.to_string();
    if rest.starts_with('%') {
        rest = rest[rest.find('=')? + 1..].trim_start().to_string();
    }
    let rest = rest.strip_prefix('"').unwrap_or(&rest);
    let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$')).collect();
    name.contains('.').then_some(name)
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
