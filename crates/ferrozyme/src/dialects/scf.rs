//! The `scf` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
