//! Execution support shared by both engines (the reference interpreter here,
//! the Cranelift JIT in `ferrozyme-jit`): runtime values and memref buffers
//! laid out like MLIR's C interface, the math library both engines call (so
//! they agree bit for bit), runtime errors, and text I/O of values.

pub mod error;
pub mod interp;
pub mod layout;
pub mod libm;
pub mod memref;
pub mod runner_utils;
pub mod shaped;
pub mod text;
pub mod value;

pub use error::ExecError;
pub use interp::Interpreter;
pub use memref::{Buffer, MemRef};
pub use shaped::ShapedAbi;
pub use value::{ScalarType, Value};
