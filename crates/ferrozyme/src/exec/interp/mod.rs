//! The reference interpreter: runs a module's functions exactly as MLIR
//! defines them, slowly and with every check on. It is the oracle the JIT is
//! tested against, so it favours being obviously right over being fast.
//!
//! - Semantics: integers of any width 1..=64 wrap around, IEEE floats
//!   (f16/bf16 computed in f32 and rounded), transcendental functions through
//!   `exec::libm` like the JIT.
//! - Checks: what MLIR leaves undefined is a located runtime error naming
//!   the op, never a crash: out-of-bounds indices, accesses outside an
//!   allocation, use after free or after a stack frame returned, double
//!   free, null and misaligned pointer accesses, integer division by zero,
//!   signed division overflow, over-wide shifts. Unsupported ops and
//!   `enzyme.*` ops (to be lowered first) are refused the same way.
//! - Limits: call depth (see `engine::MAX_CALL_DEPTH`) and an optional
//!   step limit, so a runaway program ends with an error.
//!
//! Files: `engine` (frames, regions, calls, dispatch), `prepare` (tables
//! computed once), `memory` (allocation table), `access` (typed loads and
//! stores), `rv` (runtime values), `scalar` (integer/float semantics), one
//! file per dialect (`arith`, `math`, `control` for func/scf/cf, `memref`
//! with `views` and `globals`, `llvm` with `llvm_mem`), and `externals`
//! (body-less functions the interpreter provides). This file holds the
//! public API and the conversion of arguments and results.

mod access;
mod arith;
mod control;
mod engine;
mod externals;
mod globals;
mod llvm;
mod llvm_mem;
mod math;
mod memory;
mod memref;
mod prepare;
mod rv;
mod scalar;
mod views;

use std::rc::Rc;

pub use engine::{MAX_CALL_DEPTH, MAX_REGION_DEPTH};

use engine::{Exec, State};
use prepare::Info;
use rv::{MemDesc, RV};

use crate::exec::memref::MemRef;
use crate::exec::value::{normalize_int, ScalarType, Value};
use crate::exec::ExecError;
use crate::ir::{Dim, Module, Type};

/// Runs the functions of a module. Globals are created once, by [`new`]
/// (`Interpreter::new`), and keep their contents from one call to the next.
pub struct Interpreter {
    m: Module,
    info: Info,
    st: State,
    /// Tensors and vectors are run split into scalars (`exec::shaped`).
    shaped: crate::exec::ShapedAbi,
}

impl Interpreter {
    /// Prepare to run `m` (a copy is kept): verify it, then create and
    /// initialize its globals.
    pub fn new(m: &Module) -> Result<Interpreter, ExecError> {
        crate::verify::verify(m).map_err(ExecError::from)?;
        let (flat, shaped) = crate::exec::ShapedAbi::prepare(m)?;
        let m = flat.unwrap_or_else(|| m.clone());
        let mut info = Info::new(&m);
        for (name, &f) in &info.top_funcs {
            if let Some(e) = shaped.failure(name) {
                info.unsplit.insert(f, e);
            }
        }
        let mut it = Interpreter { m, info, st: State::default(), shaped };
        it.exec().init_globals().map_err(|e| *e)?;
        Ok(it)
    }

    fn exec(&mut self) -> Exec<'_> {
        Exec { m: &self.m, info: &self.info, st: &mut self.st }
    }

    /// Call the top-level function `name` (with or without the `@`).
    /// Memrefs passed in are read and written in place; memrefs returned
    /// share their buffer with the program.
    pub fn call(&mut self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        let name = name.strip_prefix('@').unwrap_or(name);
        let args = &self.shaped.args(name, args)?;
        let out = self.call_flat(name, args)?;
        self.shaped.results(name, out)
    }

    fn call_flat(&mut self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        let func =
            *self.info.top_funcs.get(name).ok_or_else(|| ExecError::new(format!("no function named @{name}")))?;
        let entry = self.m.regions(func).first().and_then(|&r| self.m.entry_block(r));
        let Some(entry) = entry else {
            return Err(ExecError::new(format!("@{name} is a declaration without a body")));
        };
        let params: Vec<Type> = self.m.block_args(entry).iter().map(|&a| self.m.value_type(a).clone()).collect();
        if params.len() != args.len() {
            return Err(ExecError::new(format!(
                "@{name} takes {} arguments, but {} were given",
                params.len(),
                args.len()
            )));
        }
        self.st.steps = 0;
        self.st.calls = 0;
        self.st.depth = 0;
        let mut rvs = Vec::with_capacity(args.len());
        for (i, (v, t)) in args.iter().zip(&params).enumerate() {
            match self.arg_value(v, t) {
                Ok(x) => rvs.push(x),
                Err(e) => {
                    self.st.mem.release_caller();
                    return Err(ExecError::new(format!("argument #{i} of @{name}: {e}")));
                }
            }
        }
        let res = self.exec().call_func(None, func, rvs).map_err(|e| *e);
        let out = res.and_then(|vals| {
            vals.iter()
                .enumerate()
                .map(|(i, v)| self.result_value(v).map_err(|e| ExecError::new(format!("result #{i} of @{name}: {e}"))))
                .collect()
        });
        self.st.mem.release_caller();
        out
    }

    /// The bytes of global `name` as its initializer left them (the JIT
    /// takes the contents of globals with initializer regions from here).
    pub fn global_bytes(&self, name: &str) -> Option<Vec<u8>> {
        let (_, &id) = self.st.globals.iter().find(|(&g, _)| self.m.symbol_name(g) == Some(name))?;
        let b = self.st.mem.buffer(id).ok()?;
        let mut out = vec![0u8; b.len()];
        b.read(0, &mut out).then_some(out)
    }

    /// The address and size of global `name`'s memory (pointers the
    /// interpreter stored into globals are such addresses).
    pub fn global_address(&self, name: &str) -> Option<(u64, usize)> {
        let (_, &id) = self.st.globals.iter().find(|(&g, _)| self.m.symbol_name(g) == Some(name))?;
        let b = self.st.mem.buffer(id).ok()?;
        Some((b.as_ptr() as u64, b.len()))
    }

    /// The function whose address the interpreter writes as `addr` (a
    /// function pointer it stored into memory: its fake address).
    pub fn function_at(&self, addr: u64) -> Option<&str> {
        if addr & 0xFFFF_0000_0000_0000 != rv::FUNC_ADDR_TAG {
            return None;
        }
        let i = (addr & 0xFFFF_FFFF) as usize;
        let op = (i < self.m.num_op_rows()).then(|| crate::ir::OpId::from_u32(i as u32))?;
        (self.m.is(op, "func.func") || self.m.is(op, "llvm.func")).then(|| self.m.symbol_name(op)).flatten()
    }

    /// Stop a call with the error "step limit exceeded" after this many ops
    /// (`None`: no limit). Counted per call.
    pub fn set_step_limit(&mut self, steps: Option<u64>) {
        self.st.step_limit = steps;
    }

    /// Heap allocations (`memref.alloc`, `malloc`) made by the program and
    /// not freed yet.
    pub fn live_allocations(&self) -> usize {
        self.st.mem.live_heap()
    }

    /// Heap allocations (and their bytes) made by the program and not
    /// freed, but the memory of `returned` (values a call returned, which
    /// are the caller's).
    pub fn live_heap_except(&self, returned: &[Value]) -> (usize, usize) {
        let addresses: Vec<u64> = returned
            .iter()
            .filter_map(|v| match v {
                Value::MemRef(mr) => Some(mr.buffer.as_ptr() as u64),
                Value::Ptr(p) => Some(*p),
                _ => None,
            })
            .collect();
        self.st.mem.live_heap_except(&addresses)
    }

    /// A caller's value as a runtime value for a parameter of type `t`.
    fn arg_value(&mut self, v: &Value, t: &Type) -> Result<RV, String> {
        let mismatch = || format!("expected '{t}', got '{}'", v.type_name());
        Ok(match (v, t) {
            (Value::Int { value, width }, Type::Int { width: w, .. }) if width == w => {
                RV::Int(normalize_int(*value, *w), *w)
            }
            (Value::Index(i), Type::Index) => RV::Index(*i),
            (Value::F16(x), Type::F16) => RV::F16(*x),
            (Value::BF16(x), Type::BF16) => RV::BF16(*x),
            (Value::F32(x), Type::F32) => RV::F32(*x),
            (Value::F64(x), Type::F64) => RV::F64(*x),
            (Value::Ptr(a), Type::LlvmPtr { .. }) => RV::Ptr(self.exec().ptr_from_addr(*a)),
            (Value::MemRef(mr), Type::MemRef(mt)) => {
                if ScalarType::element(&mt.elem) != Some(mr.elem) || mt.shape.len() != mr.rank() {
                    return Err(mismatch());
                }
                for (k, (d, &s)) in mt.shape.iter().zip(&mr.sizes).enumerate() {
                    if let Dim::Static(n) = d {
                        if *n != s {
                            return Err(format!("{}: dimension {k} has size {s}, not {n}", mismatch()));
                        }
                    }
                }
                if mt.layout == crate::ir::Layout::Identity {
                    if let Some(why) = crate::exec::memref::not_row_major(mr) {
                        return Err(format!("expected '{t}', got {why}"));
                    }
                    let strides = crate::exec::memref::row_major_strides(&mr.sizes);
                    self.adopt(&MemRef { strides, ..mr.clone() })?
                } else {
                    self.adopt(mr)?
                }
            }
            (Value::MemRef(mr), Type::UnrankedMemRef { elem, .. }) if ScalarType::of(elem) == Some(mr.elem) => {
                self.adopt(mr)?
            }
            _ => return Err(mismatch()),
        })
    }

    fn adopt(&mut self, mr: &MemRef) -> Result<RV, String> {
        if mr.sizes.len() != mr.strides.len() {
            return Err("the memref has different numbers of sizes and strides".into());
        }
        let alloc = self.st.mem.adopt(&mr.buffer)?;
        Ok(RV::MemRef(Rc::new(MemDesc {
            alloc,
            elem: mr.elem,
            offset: mr.offset,
            sizes: mr.sizes.clone(),
            strides: mr.strides.clone(),
        })))
    }

    /// A runtime value returned to the caller.
    fn result_value(&mut self, v: &RV) -> Result<Value, String> {
        Ok(match v {
            RV::Int(x, w) => Value::Int { value: *x, width: *w },
            RV::Index(x) => Value::Index(*x),
            RV::F16(x) => Value::F16(*x),
            RV::BF16(x) => Value::BF16(*x),
            RV::F32(x) => Value::F32(*x),
            RV::F64(x) => Value::F64(*x),
            RV::Ptr(p) => Value::Ptr(self.exec().ptr_addr(*p)),
            RV::MemRef(d) => Value::MemRef(MemRef {
                elem: d.elem,
                buffer: self.st.mem.buffer(d.alloc)?.clone(),
                offset: d.offset,
                sizes: d.sizes.clone(),
                strides: d.strides.clone(),
            }),
            RV::Func(_) => return Err("function values cannot be returned to the caller".into()),
            RV::Agg(_) => return Err("LLVM aggregates cannot be returned to the caller".into()),
            RV::Unset => return Err("the value is undefined".into()),
        })
    }
}
