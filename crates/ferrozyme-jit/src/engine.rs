//! One API over both engines: `Engine::jit(&module, opts)` compiles with
//! Cranelift, `Engine::interp(&module)` uses the reference interpreter; both
//! are called as `engine.call("f", &[Value])` and return `Vec<Value>`.

use std::time::Duration;

use ferrozyme::exec::interp::Interpreter;
use ferrozyme::exec::{ExecError, Value};
use ferrozyme::ir::Module;

use crate::{JitModule, JitOptions};

/// A way to run a module's functions.
pub enum Engine {
    Interp(Box<Interpreter>),
    Jit(Box<JitModule>),
}

impl Engine {
    /// Compile `m` to native code.
    pub fn jit(m: &Module, opts: JitOptions) -> Result<Engine, ExecError> {
        let m = normalized(m);
        Ok(Engine::Jit(Box::new(JitModule::compile(&m, opts)?)))
    }

    /// Run `m` in the reference interpreter (exact, always checked, slow).
    pub fn interp(m: &Module) -> Result<Engine, ExecError> {
        let m = normalized(m);
        Ok(Engine::Interp(Box::new(Interpreter::new(&m)?)))
    }

    /// Call function `name` with `args`.
    pub fn call(&mut self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        match self {
            Engine::Interp(i) => i.call(name, args),
            Engine::Jit(j) => j.call(name, args),
        }
    }

    /// Heap allocations the program made and has not freed (buffers it
    /// returned to the caller excluded, for the JIT: they are the caller's).
    pub fn live_allocations(&self) -> usize {
        match self {
            Engine::Interp(i) => i.live_allocations(),
            Engine::Jit(_) => crate::runtime::live_allocations(),
        }
    }

    /// Heap allocations (and their bytes) the program made and has not
    /// freed, but the memory of `returned` (what a call gave back to the
    /// caller).
    pub fn live_heap_except(&self, returned: &[Value]) -> (usize, usize) {
        match self {
            Engine::Interp(i) => i.live_heap_except(returned),
            Engine::Jit(_) => crate::runtime::live_except(&returned_addresses(returned)),
        }
    }

    /// Time spent compiling (zero for the interpreter).
    pub fn compile_time(&self) -> Duration {
        match self {
            Engine::Interp(_) => Duration::ZERO,
            Engine::Jit(j) => j.stats.time,
        }
    }
}

/// `m`, with its calls of the C math library as `math` ops and its
/// `scf.forall` as `scf.parallel` (`ferrozyme::rewrite::normalize`) when
/// it has any.
fn normalized(m: &Module) -> std::borrow::Cow<'_, Module> {
    if ferrozyme::rewrite::needs_normalizing(m) {
        let mut c = m.clone();
        ferrozyme::rewrite::normalize(&mut c);
        std::borrow::Cow::Owned(c)
    } else {
        std::borrow::Cow::Borrowed(m)
    }
}

/// The addresses of the pointers among `values` (memory a call returned).
pub fn returned_addresses(values: &[Value]) -> Vec<usize> {
    values.iter().filter_map(|r| if let Value::Ptr(p) = r { Some(*p as usize) } else { None }).collect()
}
