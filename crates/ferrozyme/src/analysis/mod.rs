//! Analyses that the transformations share: interprocedural memory-effects
//! summaries (`effects`) and, per call site of a function being
//! differentiated in reverse mode, which memory the callee reads may be
//! overwritten before the call's adjoint runs (`overwritten`), and which
//! callees never carry derivatives and can run as native code (`native`).
//!
//! Activity analysis lives with AD (`ad::activity`), whose origins of
//! memory values these analyses reuse.

pub mod effects;
pub mod native;
pub mod overwritten;
