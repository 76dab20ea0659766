//! Functions a program may declare and call without defining them, which
//! the interpreter provides itself: the C allocation functions (`malloc`,
//! `calloc`, `aligned_alloc`, `free`, as MLIR's memref lowering emits them)
//! and the output functions of MLIR's runner utilities (`printF64`,
//! `printNewline`...), shared with the JIT through `exec::runner_utils`.
//! Any other body-less callee is refused.

use super::engine::{Exec, R};
use super::memory::Kind;
use super::rv::{sext, zext, Ptr, RV};
use crate::exec::runner_utils::{self, RunnerFn};
use crate::ir::OpId;

/// A call of a function without a body, by name.
pub(crate) fn call(ex: &mut Exec, site: OpId, name: &str, args: Vec<RV>) -> R<Vec<RV>> {
    if let Some(f) = runner_utils::lookup(name) {
        return runner(ex, site, name, f, &args);
    }
    let int = |i: usize| args.get(i).and_then(RV::int).map(|(v, w)| zext(v, w) as i128);
    match (name, args.len()) {
        ("malloc", 1) | ("calloc", 2) | ("aligned_alloc", 2) => {
            let n = match name {
                "calloc" => int(0).zip(int(1)).map(|(a, b)| a * b),
                "aligned_alloc" => int(1),
                _ => int(0),
            }
            .ok_or_else(|| ex.err(site, "expects integer sizes"))?;
            let id = ex.st.mem.alloc(n, Kind::Malloc).map_err(|e| ex.err(site, e))?;
            Ok(vec![RV::Ptr(Ptr::Mem { alloc: id, off: 0 })])
        }
        ("free", 1) => {
            match args[0] {
                RV::Ptr(Ptr::Raw(0)) => {}
                RV::Ptr(p) => {
                    let (alloc, off) = ex.deref(p, "free of").map_err(|e| ex.err(site, e))?;
                    if off != 0 {
                        return Err(ex.err(site, format!("free of a pointer {off} bytes into its allocation")));
                    }
                    if matches!(ex.st.mem.kind(alloc), Kind::Heap) {
                        return Err(ex.err(site, "free of memory from memref.alloc (use memref.dealloc)"));
                    }
                    ex.st.mem.free(alloc).map_err(|e| ex.err(site, e))?;
                }
                _ => return Err(ex.err(site, "expects a pointer")),
            }
            Ok(Vec::new())
        }
        _ => Err(ex.err(site, format!("calls @{name}, which has no body (external functions cannot be run)"))),
    }
}

/// Call a runner-utility output function.
fn runner(ex: &Exec, site: OpId, name: &str, f: RunnerFn, args: &[RV]) -> R<Vec<RV>> {
    match (f, args) {
        (RunnerFn::F64(f), [RV::F64(x)]) => f(*x),
        (RunnerFn::F32(f), [RV::F32(x)]) => f(*x),
        (RunnerFn::I64(f), [x]) if x.int().is_some() => {
            let (v, w) = x.int().unwrap_or((0, 64));
            f(sext(v, w))
        }
        (RunnerFn::Unit(f), []) => f(),
        (RunnerFn::Memref(elem, _), [RV::MemRef(d)]) if d.elem == elem => {
            let base = ex.st.mem.base(d.alloc);
            let mut get = |e: i64| -> Result<String, String> {
                let v = super::memref::read_at(ex, d, e)?;
                Ok(match v {
                    RV::F64(x) => crate::exec::text::format_runner_float(x),
                    RV::F32(x) => crate::exec::text::format_runner_float(x as f64),
                    RV::Int(x, w) => sext(x, w).to_string(),
                    RV::Index(x) => x.to_string(),
                    _ => return Err("cannot print this element".into()),
                })
            };
            let text = runner_utils::format_memref(base, d.offset, &d.sizes, &d.strides, &mut get)
                .map_err(|e| ex.err(site, e))?;
            runner_utils::emit_text(&text);
        }
        _ => return Err(ex.err(site, format!("calls @{name} with arguments it does not take"))),
    }
    Ok(Vec::new())
}
