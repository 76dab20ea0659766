//! The tape of a loop nest whose inner trip counts are known only when the
//! inner loops start (a CSR matrix's rows, `rowptr[i] .. rowptr[i+1]`):
//! its records go into a heap buffer that grows as they run
//! (`ad/reverse/nest_stream.rs`). Measured with the allocation meter
//! against the same computation with the rows' bounds computed (records
//! sized before the loop, exactly): the gradients are the same, the stream
//! holds at least its records (the meter sees the heap buffer), and its
//! peak stays within 1.5× of the exact tape (the growth estimate: about
//! one growth after the first step, an eighth of slack). Those records are
//! of loads of `u`, which the row loop only reads: by default the forward
//! sweep copies `u` once per step instead (`ad/reverse/array_snaps.rs`),
//! so the streams are measured with that turned off, and the copies
//! against them.

use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::Activity::{Active, Const, Dup};
use ferrozyme_jit::meter;

#[allow(dead_code)]
#[path = "../benches/common/csr.rs"]
mod csr;
#[allow(dead_code)]
#[path = "../benches/common/kernels.rs"]
mod kernels;

const ROWS: usize = 500;
const PER_ROW: usize = 5;
const STEPS: i64 = 40;

/// (peak bytes of the derivative's allocations, gradient of x, gradient of
/// a) for `@name` in `text`, with copies of read-only memory (`snapshots`)
/// or records of every load.
fn gradient(text: &str, name: &str, snapshots: bool) -> (i64, Vec<f64>, Vec<f64>) {
    let text = format!("{text}{}", meter::METER_MLIR);
    let mut m = ferrozyme::parse_module("csr.mlir", text.as_bytes()).expect("parses");
    let f = m.lookup_symbol(name).expect("kernel");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    cache.no_read_snapshots = !snapshots;
    let acts = [Dup, Dup, Const, Const, Dup, Dup, Const];
    let d =
        ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &acts, &[Active]).unwrap_or_else(|e| panic!("{e}"));
    meter::instrument(&mut m, meter::is_generated);
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let mut e = ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT");
    // Shadows (zeros) after the dup arguments, the seed last.
    let mut args = Vec::new();
    let mut shadows = Vec::new();
    for (v, act) in csr::inputs(ROWS, PER_ROW, STEPS).into_iter().zip(acts) {
        args.push(v.clone());
        if act == Dup {
            let mr = v.as_memref().expect("memref");
            let z = MemRef::zeros(ScalarType::F64, &mr.sizes).expect("zeros");
            shadows.push(z.clone());
            args.push(Value::MemRef(z));
        }
    }
    args.push(Value::F64(1.0));
    e.call("fz_bytes_reset", &[]).expect("reset");
    e.call(&d, &args).expect("gradient");
    let counters = e.call("fz_bytes_read", &[]).expect("read");
    assert_eq!(counters[0].as_i64(), Some(0), "the derivative frees all it allocates");
    (counters[1].as_i64().expect("i64"), shadows[0].to_f64_vec(), shadows[1].to_f64_vec())
}

#[test]
fn stream_tape_stays_near_the_exact_records() {
    let (stream_peak, sdx, sda) = gradient(csr::CSR_DIFFUSE, "csr_diffuse", false);
    let (exact_peak, edx, eda) = gradient(&csr::fixed_rows(PER_ROW), "csr_rect", false);
    let close = |p: f64, q: f64| (p - q).abs() <= 1e-12 * (1.0 + p.abs());
    assert!(sdx.iter().zip(&edx).all(|(&p, &q)| close(p, q)), "d/dx differs");
    assert!(sda.iter().zip(&eda).all(|(&p, &q)| close(p, q)), "d/da differs");
    assert!(sdx.iter().any(|&v| v != 0.0) && sda.iter().any(|&v| v != 0.0));
    // One recorded load per inner iteration: the stream holds at least that.
    let records = STEPS * (ROWS * PER_ROW) as i64 * 8;
    assert!(stream_peak >= records, "stream peak {stream_peak} bytes, below its {records} bytes of records");
    assert!(
        2 * stream_peak <= 3 * exact_peak,
        "stream peak {stream_peak} bytes, more than 1.5× the exact tape's {exact_peak} bytes"
    );
    println!("tape peak: {stream_peak} bytes (stream) vs {exact_peak} bytes (rows computed)");
}

#[test]
fn copies_of_read_only_memory_replace_the_records_of_its_loads() {
    let (records_peak, rdx, rda) = gradient(csr::CSR_DIFFUSE, "csr_diffuse", false);
    let (copies_peak, cdx, cda) = gradient(csr::CSR_DIFFUSE, "csr_diffuse", true);
    let close = |p: f64, q: f64| (p - q).abs() <= 1e-12 * (1.0 + p.abs());
    assert!(cdx.iter().zip(&rdx).all(|(&p, &q)| close(p, q)), "d/dx differs");
    assert!(cda.iter().zip(&rda).all(|(&p, &q)| close(p, q)), "d/da differs");
    // One copy of u (ROWS words) per step, not one word per nonzero, and
    // no stream: below the records of the loads alone.
    let copies = STEPS * ROWS as i64 * 8;
    let records = STEPS * (ROWS * PER_ROW) as i64 * 8;
    assert!(copies_peak >= copies, "peak {copies_peak} bytes, below its {copies} bytes of copies");
    assert!(copies_peak < records, "peak {copies_peak} bytes, not below the {records} bytes of per-load records");
    println!("tape peak: {copies_peak} bytes (copies of u) vs {records_peak} bytes (records of its loads)");
}

/// The float words a derivative of `func` (of `tests/ad_reverse/<file>`)
/// stores into its record streams.
fn stream_float_stores(file: &str, func: &str, acts: &[ferrozyme::ir::Activity]) -> usize {
    let path = format!("{}/../../tests/ad_reverse/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("test program");
    let mut m = ferrozyme::parse_module(file, text.as_bytes()).expect("parses");
    let f = m.lookup_symbol(func).expect("function");
    let (_, res) = ferrozyme::ad::activity::signature(&m, f);
    let rets = vec![Active; res.len()];
    let mut cache = ferrozyme::ad::ReverseCache::default();
    let d = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, acts, &rets).unwrap_or_else(|e| panic!("{e}"));
    let g = m.lookup_symbol(&d).expect("derivative");
    m.collect_ops(g).into_iter().filter(|&o| m.is(o, "llvm.store") && m.value_type(m.operand(o, 0)).is_float()).count()
}

/// Stream rows hold only what the reverse reads (stream words the reverse
/// does not read are never cleaned up): a transcendental result takes a
/// word only where an adjoint reads it, so `@deep_inplace`'s rows hold its
/// one recorded load (its `sin` is only summed); loads whose values only
/// move (`x[i] + h · y[i]` stored back) take none, so `@updw`'s hold the
/// first loop's load and its `sin` (which `d/dk` of `sin · k` reads).
#[test]
fn stream_rows_hold_only_what_the_reverse_reads() {
    assert_eq!(stream_float_stores("dynamic_nests.mlir", "deep_inplace", &[Dup, Active]), 1);
    assert_eq!(stream_float_stores("read_snapshots.mlir", "updw", &[Dup, Dup, Active, Const]), 2);
}

/// (peak bytes of the derivative's allocations, gradient of x, gradient of
/// k) of `@stencil_while` (the bench's stencil with its time loop an
/// `scf.while`) on `n` points over `steps` runs, in `engine`: `Jit` or
/// the interpreter.
fn stencil_while_gradient(n: usize, steps: i64, jit: bool) -> (i64, Vec<f64>, f64) {
    let text = format!("{}{}", kernels::stencil_while(), meter::METER_MLIR);
    let mut m = ferrozyme::parse_module("stencil.mlir", text.as_bytes()).expect("parses");
    let f = m.lookup_symbol("stencil_while").expect("kernel");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    let acts = [Dup, Dup, Dup, Active, Const];
    let d =
        ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &acts, &[Active]).unwrap_or_else(|e| panic!("{e}"));
    meter::instrument(&mut m, meter::is_generated);
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let mut e = if jit {
        ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT")
    } else {
        ferrozyme_jit::Engine::interp(&m).expect("interpreter")
    };
    let x: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
    let vec = |v: &[f64]| MemRef::from_f64(v, &[v.len() as i64]).expect("memref");
    let dx = vec(&vec![0.0; n]);
    let zeros = || Value::MemRef(vec(&vec![0.0; n]));
    let args = [
        Value::MemRef(vec(&x)),
        Value::MemRef(dx.clone()),
        zeros(),
        zeros(),
        zeros(),
        zeros(),
        Value::F64(0.05),
        Value::Index(steps),
        Value::F64(1.0),
    ];
    e.call("fz_bytes_reset", &[]).expect("reset");
    let r = e.call(&d, &args).expect("gradient");
    let counters = e.call("fz_bytes_read", &[]).expect("read");
    assert_eq!(counters[0].as_i64(), Some(0), "the derivative frees all it allocates");
    (counters[1].as_i64().expect("i64"), dx.to_f64_vec(), r[1].as_f64().expect("d/dk"))
}

/// An `scf.while` cannot size its records before it runs: they go into a
/// stream of heap chunks (`nest_stream`). On the stencil, a run records a
/// copy of `u` and the `sin` of each point the reverse reads; the chunks
/// hold those words with at most a quarter more (no buffer copied and
/// doubled), and the interpreter, which checks every access, agrees with
/// the JIT on a stream of several chunks.
#[test]
fn a_while_stream_takes_chunks_near_its_words() {
    let (n, steps) = (20_000, 25);
    let (peak, _, _) = stencil_while_gradient(n, steps, true);
    let words = steps * (n as i64 + (n as i64 - 2)) * 8;
    assert!(peak >= words, "peak {peak} bytes, below the {words} bytes of copies and sin results");
    assert!(4 * peak <= 5 * words + 64 * 1024, "peak {peak} bytes, more than 1.25× the {words} bytes recorded");
    println!("while stream: peak {peak} bytes for {words} bytes of records");
    // Several chunks (the first holds 256 words): JIT and interpreter.
    let (n, steps) = (40, 30);
    let (jpeak, jdx, jdk) = stencil_while_gradient(n, steps, true);
    let (ipeak, idx, idk) = stencil_while_gradient(n, steps, false);
    assert!(jpeak >= 3 * 257 * 8, "peak {jpeak} bytes: the stream took fewer than 3 chunks");
    assert_eq!(jpeak, ipeak, "the same allocations in both engines");
    let close = |p: f64, q: f64| (p - q).abs() <= 1e-12 * (1.0 + p.abs());
    assert!(close(jdk, idk), "d/dk: JIT {jdk}, interpreter {idk}");
    assert!(jdx.iter().zip(&idx).all(|(&p, &q)| close(p, q)), "d/dx differs between JIT and interpreter");
    assert!(jdx.iter().any(|&v| v != 0.0) && jdk != 0.0);
}
