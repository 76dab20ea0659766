//! The CSR kernel of the reverse-mode benchmarks and tape tests: nonlinear
//! diffusion on a sparse graph whose row loop's bounds are loaded from
//! `rowptr` (records in a growing stream), and the same with the bounds
//! computed (records sized before the loop), and its inputs.

use ferrozyme::exec::{MemRef, ScalarType, Value};

/// Nonlinear diffusion on a sparse (CSR) graph: u = x, then `steps` times
/// y = tanh(A u), u += 0.1·y; returns Σ u². The row loop's bounds are loaded
/// from rowptr (known only when it starts) and u[col[k]] is read from memory
/// the steps overwrite: its records go into a growing stream.
pub const CSR_DIFFUSE: &str = r#"func.func @csr_diffuse(%x: memref<?xf64>, %a: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %u: memref<?xf64>, %y: memref<?xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf64>
    memref.store %xi, %u[%i] : memref<?xf64>
  }
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip1 = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip1] : memref<?xindex>
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

/// How `CSR_DIFFUSE` finds a row's bounds.
const FROM_ROWPTR: &str = "%lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip1 = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip1] : memref<?xindex>";

/// `CSR_DIFFUSE` with rows of `per_row` entries computed (`i·w .. i·w + w`)
/// instead of loaded, named `@csr_rect`.
pub fn fixed_rows(per_row: usize) -> String {
    let computed = format!(
        "%cw = arith.constant {per_row} : index
      %lo = arith.muli %i, %cw : index
      %hi = arith.addi %lo, %cw : index"
    );
    assert!(CSR_DIFFUSE.contains(FROM_ROWPTR), "the kernel's row bounds changed");
    CSR_DIFFUSE.replace("@csr_diffuse(", "@csr_rect(").replace(FROM_ROWPTR, &computed)
}

/// Arguments of `@csr_diffuse` / `@csr_rect`: `rows` rows of `per_row`
/// entries (columns i - w/2 .. i + w/2, wrapped), `steps` steps.
pub fn inputs(rows: usize, per_row: usize, steps: i64) -> Vec<Value> {
    let f64s = |v: Vec<f64>| Value::MemRef(MemRef::from_f64(&v, &[v.len() as i64]).expect("memref"));
    let idx = |v: Vec<i64>| {
        let vals: Vec<Value> = v.iter().map(|&i| Value::Index(i)).collect();
        Value::MemRef(MemRef::from_values(ScalarType::Index, &vals, &[v.len() as i64]).expect("index memref"))
    };
    let (n, w) = (rows, per_row);
    vec![
        f64s((0..n).map(|i| (i as f64 * 0.013).sin()).collect()),
        f64s((0..n * w).map(|k| 0.3 * (k as f64 * 0.7).cos()).collect()),
        idx((0..=n).map(|i| (i * w) as i64).collect()),
        idx((0..n * w).map(|k| ((k / w + n + k % w - w / 2) % n) as i64).collect()),
        f64s(vec![0.0; n]),
        f64s(vec![0.0; n]),
        Value::Index(steps),
    ]
}
