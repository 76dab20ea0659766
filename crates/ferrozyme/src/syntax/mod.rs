//! MLIR text: lexer, parser and printer, for the generic form of every op and
//! the custom assembly format of each known op (the latter implemented in the
//! dialect modules through `Parser`'s and `Printer`'s small APIs).

mod diag;
pub mod lexer;
mod parse_attr;
mod parse_type;
mod parser;
mod print_type;
mod printer;

pub use diag::Diagnostic;
pub use parse_attr::{float_from_bits, parse_int_text};
pub use parse_type::is_bare_identifier;
pub use parser::{OpState, PResult, Parser, RegionArg, UnresolvedOperand, MAX_DEPTH, MAX_REGION_DEPTH};
pub use print_type::{format_float, write_string, DenseBody};
pub use printer::{print_module, print_op, PrintOptions, Printer};

use crate::ir::Module;

/// Parse MLIR text (`file` names it in diagnostics). Bytes need not be UTF-8:
/// invalid input gives a located error.
pub fn parse_module(file: &str, src: &[u8]) -> Result<Module, Diagnostic> {
    Parser::new(file, src).parse_module()
}

/// Parse a type written alone (e.g. a command-line `memref<2x2xf64>`).
pub fn parse_type_text(text: &str) -> Result<crate::ir::Type, Diagnostic> {
    let mut p = Parser::new("<type>", text.as_bytes());
    let t = p.parse_type()?;
    if !p.at_eof() {
        return Err(p.error("unexpected text after the type"));
    }
    Ok(t)
}
