//! The tape of a loop nest whose inner trip counts are known only when the
//! inner loops start (a CSR matrix's rows, `rowptr[i] .. rowptr[i+1]`):
//! its records go into a heap buffer that grows as they run
//! (`ad/reverse/nest_stream.rs`). Measured with the allocation meter
//! against the same computation with the rows' bounds computed (records
//! sized before the loop, exactly): the gradients are the same, the stream
//! holds at least its records (the meter sees the heap buffer), and its
//! peak stays within 1.5× of the exact tape (the growth estimate: about
//! one growth after the first step, an eighth of slack).

use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::Activity::{Active, Const, Dup};
use ferrozyme_jit::meter;

const ROWS: usize = 500;
const PER_ROW: usize = 5;
const STEPS: i64 = 40;

/// `u = x`, then `STEPS` times `y = tanh(A u)`, `u += 0.1·y`; `Σ u²`. `BOUNDS`
/// is replaced by how a row's bounds are found.
const CSR: &str = r#"
func.func @csr(%x: memref<?xf64>, %a: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %u: memref<?xf64>, %y: memref<?xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cw = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf64>
    memref.store %xi, %u[%i] : memref<?xf64>
  }
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      BOUNDS
      %s = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %z) -> (f64) {
        %j = memref.load %col[%k] : memref<?xindex>
        %uj = memref.load %u[%j] : memref<?xf64>
        %ak = memref.load %a[%k] : memref<?xf64>
        %p = arith.mulf %ak, %uj : f64
        %q = arith.addf %acc, %p : f64
        scf.yield %q : f64
      }
      %th = math.tanh %s : f64
      memref.store %th, %y[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %ui = memref.load %u[%i] : memref<?xf64>
      %yi = memref.load %y[%i] : memref<?xf64>
      %d = arith.mulf %h, %yi : f64
      %un = arith.addf %ui, %d : f64
      memref.store %un, %u[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}
"#;

const FROM_ROWPTR: &str = "%lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip1 = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip1] : memref<?xindex>";

const COMPUTED: &str = "%lo = arith.muli %i, %cw : index
      %hi = arith.addi %lo, %cw : index";

/// (peak bytes of the derivative's allocations, gradient of x, gradient of a).
fn gradient(bounds: &str) -> (i64, Vec<f64>, Vec<f64>) {
    let text = format!("{}{}", CSR.replace("BOUNDS", bounds), meter::METER_MLIR);
    let mut m = ferrozyme::parse_module("csr.mlir", text.as_bytes()).expect("parses");
    let f = m.lookup_symbol("csr").expect("@csr");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    let acts = [Dup, Dup, Const, Const, Dup, Dup, Const];
    let d =
        ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &acts, &[Active]).unwrap_or_else(|e| panic!("{e}"));
    meter::instrument(&mut m, meter::is_generated);
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let mut e = ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT");
    let f64s = |v: Vec<f64>| MemRef::from_f64(&v, &[v.len() as i64]).expect("memref");
    let idx = |v: Vec<i64>| {
        let vals: Vec<Value> = v.iter().map(|&i| Value::Index(i)).collect();
        MemRef::from_values(ScalarType::Index, &vals, &[v.len() as i64]).expect("index memref")
    };
    let nnz = ROWS * PER_ROW;
    let x = f64s((0..ROWS).map(|i| (i as f64 * 0.37).sin()).collect());
    let dx = f64s(vec![0.0; ROWS]);
    let a = f64s((0..nnz).map(|k| 0.4 * (k as f64 * 0.7).cos()).collect());
    let da = f64s(vec![0.0; nnz]);
    let rowptr = idx((0..=ROWS).map(|i| (i * PER_ROW) as i64).collect());
    let col = idx((0..nnz).map(|k| ((k / PER_ROW + ROWS + k % PER_ROW - PER_ROW / 2) % ROWS) as i64).collect());
    let zeros = || Value::MemRef(f64s(vec![0.0; ROWS]));
    let args = vec![
        Value::MemRef(x),
        Value::MemRef(dx.clone()),
        Value::MemRef(a),
        Value::MemRef(da.clone()),
        Value::MemRef(rowptr),
        Value::MemRef(col),
        zeros(),
        zeros(),
        zeros(),
        zeros(),
        Value::Index(STEPS),
        Value::F64(1.0),
    ];
    e.call("fz_bytes_reset", &[]).expect("reset");
    e.call(&d, &args).expect("gradient");
    let counters = e.call("fz_bytes_read", &[]).expect("read");
    assert_eq!(counters[0].as_i64(), Some(0), "the derivative frees all it allocates");
    (counters[1].as_i64().expect("i64"), dx.to_f64_vec(), da.to_f64_vec())
}

#[test]
fn stream_tape_stays_near_the_exact_records() {
    let (stream_peak, sdx, sda) = gradient(FROM_ROWPTR);
    let (exact_peak, edx, eda) = gradient(COMPUTED);
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
