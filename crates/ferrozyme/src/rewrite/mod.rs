//! Module rewrites shared by the AD transformations and the execution
//! engines (not derivative-specific).

pub mod aggregates;
pub mod libm;
