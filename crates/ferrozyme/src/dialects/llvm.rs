//! The `llvm` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
