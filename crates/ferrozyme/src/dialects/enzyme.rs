//! The `enzyme` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
