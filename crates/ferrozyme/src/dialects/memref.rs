//! The `memref` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
