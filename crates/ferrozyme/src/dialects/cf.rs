//! The `cf` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
