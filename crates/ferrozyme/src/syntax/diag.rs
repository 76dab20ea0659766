//! Diagnostics: an error message at `file:line:col`, shown with the source
//! line and a caret under the column, like MLIR and rustc do.

use std::fmt;

use crate::ir::{Module, OpId, SrcPos};

/// A located error (or note) about the input.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
    /// The source line the error points into, if known.
    pub source_line: Option<String>,
}

impl Diagnostic {
    /// A diagnostic at `pos` in `text` (the whole source).
    pub fn at(file: &str, text: &str, pos: SrcPos, message: impl Into<String>) -> Diagnostic {
        let source_line = text.lines().nth(pos.line.saturating_sub(1) as usize).map(str::to_string);
        Diagnostic { file: file.to_string(), line: pos.line, col: pos.col, message: message.into(), source_line }
    }

    /// A diagnostic about an operation of `m`, located where the parser found it.
    pub fn for_op(m: &Module, op: OpId, message: impl Into<String>) -> Diagnostic {
        let pos = m.op(op).pos.or_else(|| m.parent_op(op).and_then(|p| m.op(p).pos)).unwrap_or_default();
        Self::at_module_pos(m, pos, message)
    }

    pub fn at_module_pos(m: &Module, pos: SrcPos, message: impl Into<String>) -> Diagnostic {
        match &m.source {
            Some(src) => Diagnostic::at(&src.name, &src.text, pos, message),
            None => Diagnostic {
                file: "<built>".into(),
                line: pos.line,
                col: pos.col,
                message: message.into(),
                source_line: None,
            },
        }
    }

    /// `line:col: message` (what the malformed-input corpus checks).
    pub fn short(&self) -> String {
        format!("{}:{}: {}", self.line, self.col, self.message)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: error: {}", self.file, self.line, self.col, self.message)?;
        if let Some(line) = &self.source_line {
            let line = line.replace('\t', " ");
            // (The column counts bytes: the caret goes under the character
            // starting there.)
            let caret_col = (self.col.max(1) - 1) as usize;
            let before = line.get(..caret_col.min(line.len())).map_or(caret_col, |b| b.chars().count());
            let pad: String = " ".repeat(before);
            write!(f, "\n{line}\n{pad}^")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}
