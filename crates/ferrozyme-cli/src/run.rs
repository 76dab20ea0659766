//! `ferrozyme run`: compile (or interpret) a module and call one function
//! with arguments given as text, printing its results like MLIR's runner.

use std::time::Instant;

use ferrozyme::exec::text::{parse_value, split_typed};
use ferrozyme::exec::Value;
use ferrozyme::ir::{Attribute, Module, Type};
use ferrozyme_jit::engine::Engine;
use ferrozyme_jit::{Session, SessionOptions};

pub struct RunArgs {
    pub entry: String,
    pub args: Vec<String>,
    pub interp: bool,
    pub checked: bool,
    pub time: bool,
}

/// The IR inputs of function `name`.
fn entry_inputs(m: &Module, name: &str) -> Result<Vec<Type>, String> {
    let f = m.lookup_symbol(name).ok_or_else(|| format!("error: no function named @{name}"))?;
    match m.attr(f, "function_type").and_then(Attribute::as_type) {
        Some(Type::Function(ft)) => Ok(ft.inputs.clone()),
        Some(Type::LlvmFunc(ft)) => Ok(ft.params.clone()),
        _ => Err(format!("error: @{name} is not a function")),
    }
}

/// Parse command-line arguments against the parameter types of `entry`.
pub fn parse_args(m: &Module, entry: &str, texts: &[String]) -> Result<Vec<Value>, String> {
    let inputs = entry_inputs(m, entry)?;
    if inputs.len() != texts.len() {
        return Err(format!("error: @{entry} takes {} arguments, {} given", inputs.len(), texts.len()));
    }
    let mut out = Vec::new();
    for (i, (text, ty)) in texts.iter().zip(&inputs).enumerate() {
        let (value, written) = split_typed(text);
        let mut ty = ty.clone();
        if let Some(w) = written {
            let wt = ferrozyme::syntax::parse_type_text(w)
                .map_err(|d| format!("error: --arg {}: bad type '{w}': {}", i + 1, d.message))?;
            // (An unranked parameter takes a ranked memref of its elements.)
            let ranked_for_unranked =
                matches!((&ty, &wt), (Type::UnrankedMemRef { elem, .. }, Type::MemRef(mt)) if **elem == mt.elem);
            if wt != ty && !ranked_for_unranked {
                return Err(format!("error: --arg {}: type '{wt}' does not match parameter type '{ty}'", i + 1));
            }
            ty = wt;
        } else if let Type::UnrankedMemRef { elem, .. } = &ty {
            return Err(format!(
                "error: --arg {}: parameter type '{ty}' is unranked: give the memref's type, e.g. '[1,2]:memref<2x{elem}>'",
                i + 1
            ));
        }
        out.push(parse_value(value, &ty).map_err(|e| format!("error: --arg {}: {e}", i + 1))?);
    }
    Ok(out)
}

/// Print a result like MLIR's runner utilities.
fn show(v: &Value) -> String {
    match v {
        Value::MemRef(mr) => format!(
            "Memref rank = {} offset = {} sizes = {:?} strides = {:?} data =\n{}",
            mr.rank(),
            mr.offset,
            mr.sizes,
            mr.strides,
            mr
        ),
        v => v.to_string(),
    }
}

/// Run `a.entry`: with the interpreter after lowering the Enzyme requests,
/// or through a JIT session (which lowers them with the same options and
/// compiles every function once).
pub fn run(m: Module, a: &RunArgs, ad: &ferrozyme::ad::lower::AdOptions) -> Result<(), String> {
    let args = parse_args(&m, &a.entry, &a.args)?;
    let t0 = Instant::now();
    enum Runner {
        Interp(Engine),
        Jit(Box<Session>),
    }
    let mut runner = if a.interp {
        let mut m = m;
        ferrozyme::ad::lower::lower_enzyme_ops_with(&mut m, ad).map_err(|d| d.to_string())?;
        Runner::Interp(Engine::interp(&m).map_err(|e| e.to_string())?)
    } else {
        let opts = SessionOptions {
            native_callees: ad.native_callees,
            checked: a.checked,
            inactive: ad.inactive.iter().cloned().collect(),
            checkpoint: ad.checkpoint,
            replay_calls: ad.replay_calls,
            no_loop_fusion: ad.no_loop_fusion,
            no_read_snapshots: ad.no_read_snapshots,
            strong_zero: ad.strong_zero,
        };
        Runner::Jit(Box::new(Session::new(m, opts).map_err(|e| e.to_string())?))
    };
    let compile = t0.elapsed();
    let t1 = Instant::now();
    let live = match &runner {
        Runner::Interp(e) => e.live_heap_except(&[]),
        Runner::Jit(_) => ferrozyme_jit::runtime::live_except(&[]),
    };
    let results = match &mut runner {
        Runner::Interp(e) => e.call(&a.entry, &args),
        Runner::Jit(s) => s.call(&a.entry, &args),
    }
    .map_err(|e| e.to_string())?;
    let run = t1.elapsed();
    for r in &results {
        crate::write_stdout(&format!("{}\n", show(r)))?;
    }
    // Checked mode reports leaks, as a sanitizer does (reader-22): heap
    // allocations the call made, did not free and did not return.
    if a.checked {
        // (Memory returned is the caller's.)
        let now = match &runner {
            Runner::Interp(e) => e.live_heap_except(&results),
            Runner::Jit(_) => ferrozyme_jit::runtime::live_except(&ferrozyme_jit::engine::returned_addresses(&results)),
        };
        let (left, bytes) = (now.0.saturating_sub(live.0), now.1.saturating_sub(live.1));
        if left > 0 {
            return Err(format!(
                "error: @{} leaked {left} heap allocation(s) ({bytes} bytes): allocated, not freed and not returned",
                a.entry.trim_start_matches('@')
            ));
        }
    }
    if a.time {
        eprintln!(
            "compile: {:.3} ms, run: {:.3} ms ({})",
            compile.as_secs_f64() * 1e3,
            run.as_secs_f64() * 1e3,
            if a.interp { "interpreter" } else { "JIT" }
        );
    }
    Ok(())
}
