//! The MLIR kernels the execution benchmarks run: dot product, matmul,
//! a scalar math loop, and the reverse-mode kernels (matmul sum, math loop
//! with an active step, GMM objective, LSTM step; the CSR kernels are in
//! `csr`), and their inputs.

use super::csr;
use ferrozyme::exec::{MemRef, Value};

pub const KERNELS: &str = r#"
func.func @dot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %p = arith.mulf %x, %y : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %acc2 = arith.addf %acc, %p : f64
        scf.yield %acc2 : f64
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @mathloop(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 1.0e-3 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %x = arith.mulf %f, %h : f64
    %sn = math.sin %x : f64
    %nx = arith.negf %x : f64
    %e = math.exp %nx : f64
    %p = arith.mulf %sn, %e : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}
"#;

/// Kernels of the reverse-mode table (beside `@dot` above).
pub const REVERSE_KERNELS: &str = r#"

// The dot product vectorized by 4 (vector.transfer_read with zero padding
// for a tail, fma into a vector accumulator, one reduction): vector code
// is split into scalars before differentiation.
func.func @vdot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %zv = vector.broadcast %z : f64 to vector<4xf64>
  %acc = scf.for %i = %c0 to %n step %c4 iter_args(%s = %zv) -> vector<4xf64> {
    %va = vector.transfer_read %a[%i], %z : memref<?xf64>, vector<4xf64>
    %vb = vector.transfer_read %b[%i], %z : memref<?xf64>, vector<4xf64>
    %s2 = vector.fma %va, %vb, %s : vector<4xf64>
    scf.yield %s2 : vector<4xf64>
  }
  %r = vector.reduction <add>, %acc : vector<4xf64> into f64
  return %r : f64
}

// Σ_i p(x_i)², p evaluated by Horner's rule: an inner loop per element,
// whose records its reverse needs right after it (reader-28).
func.func @horner(%c: memref<?xf64>, %x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %d = memref.dim %c, %c0 : memref<?xf64>
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %xi = memref.load %x[%i] : memref<?xf64>
    %p = scf.for %j = %c0 to %d step %c1 iter_args(%q = %z) -> f64 {
      %cj = memref.load %c[%j] : memref<?xf64>
      %qx = arith.mulf %q, %xi : f64
      %q2 = arith.addf %qx, %cj : f64
      scf.yield %q2 : f64
    }
    %pp = arith.mulf %p, %p : f64
    %acc2 = arith.addf %acc, %pp : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// Σ_i sqrt(x_i² + 1) by Newton's method: a while loop per element, its
// trip count data-dependent (reader-28).
func.func @newton_each(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %half = arith.constant 0.5 : f64
  %tol = arith.constant 1.0e-12 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %xi = memref.load %x[%i] : memref<?xf64>
    %x2 = arith.mulf %xi, %xi : f64
    %a = arith.addf %x2, %one : f64
    %res:2 = scf.while (%y = %a, %dy = %a) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %dy : f64
      %cond = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%cond) %y, %dy : f64, f64
    } do {
    ^bb0(%y1: f64, %dy1: f64):
      %q = arith.divf %a, %y1 : f64
      %s = arith.addf %y1, %q : f64
      %y2 = arith.mulf %s, %half : f64
      %d = arith.subf %y2, %y1 : f64
      scf.yield %y2, %d : f64, f64
    }
    %acc2 = arith.addf %acc, %res#0 : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// C = A·B and the scalar loss Σ C (C is never stored).
func.func @matmul_sum(%a: memref<?x?xf64>, %b: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (f64) {
    %ri = scf.for %j = %c0 to %n step %c1 iter_args(%u = %t) -> (f64) {
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %acc2 = arith.addf %acc, %p : f64
        scf.yield %acc2 : f64
      }
      %u2 = arith.addf %u, %s : f64
      scf.yield %u2 : f64
    }
    scf.yield %ri : f64
  }
  return %r : f64
}

// The math loop with its step as an argument (a float input to differentiate).
func.func @mathloop_hr(%n: index, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %x = arith.mulf %f, %h : f64
    %sn = math.sin %x : f64
    %nx = arith.negf %x : f64
    %e = math.exp %nx : f64
    %p = arith.mulf %sn, %e : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

// GMM objective (diagonal covariances, as in ADBench's GMM without the
// Wishart prior): Σ_i logsumexp_k(α_k + Σ_d q_kd − ½ Σ_d (e^{q_kd}(x_id − μ_kd))²)
// − N·logsumexp(α), both logsumexps computed online (running max).
func.func @gmm(%alpha: memref<?xf64>, %mu: memref<?x?xf64>, %q: memref<?x?xf64>, %x: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %lo = arith.constant -1.0e300 : f64
  %n = memref.dim %x, %c0 : memref<?x?xf64>
  %d = memref.dim %x, %c1 : memref<?x?xf64>
  %k = memref.dim %alpha, %c0 : memref<?xf64>
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ms:2 = scf.for %j = %c0 to %k step %c1 iter_args(%m = %lo, %s = %z) -> (f64, f64) {
      %aj = memref.load %alpha[%j] : memref<?xf64>
      %sq:2 = scf.for %e = %c0 to %d step %c1 iter_args(%sq = %z, %sumq = %z) -> (f64, f64) {
        %qd = memref.load %q[%j, %e] : memref<?x?xf64>
        %xd = memref.load %x[%i, %e] : memref<?x?xf64>
        %md = memref.load %mu[%j, %e] : memref<?x?xf64>
        %ex = math.exp %qd : f64
        %df = arith.subf %xd, %md : f64
        %zz = arith.mulf %ex, %df : f64
        %z2 = arith.mulf %zz, %zz : f64
        %sq2 = arith.addf %sq, %z2 : f64
        %sumq2 = arith.addf %sumq, %qd : f64
        scf.yield %sq2, %sumq2 : f64, f64
      }
      %v0 = arith.addf %aj, %sq#1 : f64
      %hs = arith.mulf %half, %sq#0 : f64
      %v = arith.subf %v0, %hs : f64
      %m2 = arith.maximumf %m, %v : f64
      %dm = arith.subf %m, %m2 : f64
      %em = math.exp %dm : f64
      %sc = arith.mulf %s, %em : f64
      %dv = arith.subf %v, %m2 : f64
      %ev = math.exp %dv : f64
      %s2 = arith.addf %sc, %ev : f64
      scf.yield %m2, %s2 : f64, f64
    }
    %ls = math.log %ms#1 : f64
    %lse = arith.addf %ms#0, %ls : f64
    %acc2 = arith.addf %acc, %lse : f64
    scf.yield %acc2 : f64
  }
  %am:2 = scf.for %j = %c0 to %k step %c1 iter_args(%m = %lo, %s = %z) -> (f64, f64) {
    %v = memref.load %alpha[%j] : memref<?xf64>
    %m2 = arith.maximumf %m, %v : f64
    %dm = arith.subf %m, %m2 : f64
    %em = math.exp %dm : f64
    %sc = arith.mulf %s, %em : f64
    %dv = arith.subf %v, %m2 : f64
    %ev = math.exp %dv : f64
    %s2 = arith.addf %sc, %ev : f64
    scf.yield %m2, %s2 : f64, f64
  }
  %la = math.log %am#1 : f64
  %lsea = arith.addf %am#0, %la : f64
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %pen = arith.mulf %nf, %lsea : f64
  %r = arith.subf %total, %pen : f64
  return %r : f64
}

// One LSTM step (ADBench-like): for each hidden unit j, the four gates
// W_g[j,:]·[x; h] + b_g[j]; c'_j = σ(f)c_j + σ(i)tanh(g); h'_j = σ(o)tanh(c'_j).
// W is (4·H)×(I+H) (gate-major rows), b is 4·H. Writes h', c' and returns
// the loss Σ_j (h'_j − y_j)².
func.func @lstm_step(%w: memref<?x?xf64>, %b: memref<?xf64>, %x: memref<?xf64>, %h: memref<?xf64>, %c: memref<?xf64>, %y: memref<?xf64>, %ho: memref<?xf64>, %co: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %nh = memref.dim %h, %c0 : memref<?xf64>
  %ni = memref.dim %x, %c0 : memref<?xf64>
  %loss = scf.for %j = %c0 to %nh step %c1 iter_args(%l = %z) -> (f64) {
    %r1 = arith.addi %j, %nh : index
    %n2 = arith.muli %nh, %c2 : index
    %r2 = arith.addi %j, %n2 : index
    %n3 = arith.muli %nh, %c3 : index
    %r3 = arith.addi %j, %n3 : index
    %gx:4 = scf.for %k = %c0 to %ni step %c1 iter_args(%a0 = %z, %a1 = %z, %a2 = %z, %a3 = %z) -> (f64, f64, f64, f64) {
      %xk = memref.load %x[%k] : memref<?xf64>
      %w0 = memref.load %w[%j, %k] : memref<?x?xf64>
      %w1 = memref.load %w[%r1, %k] : memref<?x?xf64>
      %w2 = memref.load %w[%r2, %k] : memref<?x?xf64>
      %w3 = memref.load %w[%r3, %k] : memref<?x?xf64>
      %p0 = arith.mulf %w0, %xk : f64
      %p1 = arith.mulf %w1, %xk : f64
      %p2 = arith.mulf %w2, %xk : f64
      %p3 = arith.mulf %w3, %xk : f64
      %b0 = arith.addf %a0, %p0 : f64
      %b1 = arith.addf %a1, %p1 : f64
      %b2 = arith.addf %a2, %p2 : f64
      %b3 = arith.addf %a3, %p3 : f64
      scf.yield %b0, %b1, %b2, %b3 : f64, f64, f64, f64
    }
    %g:4 = scf.for %k = %c0 to %nh step %c1 iter_args(%a0 = %gx#0, %a1 = %gx#1, %a2 = %gx#2, %a3 = %gx#3) -> (f64, f64, f64, f64) {
      %hk = memref.load %h[%k] : memref<?xf64>
      %col = arith.addi %k, %ni : index
      %w0 = memref.load %w[%j, %col] : memref<?x?xf64>
      %w1 = memref.load %w[%r1, %col] : memref<?x?xf64>
      %w2 = memref.load %w[%r2, %col] : memref<?x?xf64>
      %w3 = memref.load %w[%r3, %col] : memref<?x?xf64>
      %p0 = arith.mulf %w0, %hk : f64
      %p1 = arith.mulf %w1, %hk : f64
      %p2 = arith.mulf %w2, %hk : f64
      %p3 = arith.mulf %w3, %hk : f64
      %b0 = arith.addf %a0, %p0 : f64
      %b1 = arith.addf %a1, %p1 : f64
      %b2 = arith.addf %a2, %p2 : f64
      %b3 = arith.addf %a3, %p3 : f64
      scf.yield %b0, %b1, %b2, %b3 : f64, f64, f64, f64
    }
    %bi = memref.load %b[%j] : memref<?xf64>
    %bf = memref.load %b[%r1] : memref<?xf64>
    %bo = memref.load %b[%r2] : memref<?xf64>
    %bg = memref.load %b[%r3] : memref<?xf64>
    %ti = arith.addf %g#0, %bi : f64
    %tf = arith.addf %g#1, %bf : f64
    %to = arith.addf %g#2, %bo : f64
    %tg = arith.addf %g#3, %bg : f64
    %ni_ = arith.negf %ti : f64
    %ei = math.exp %ni_ : f64
    %di = arith.addf %one, %ei : f64
    %si = arith.divf %one, %di : f64
    %nf_ = arith.negf %tf : f64
    %ef = math.exp %nf_ : f64
    %df = arith.addf %one, %ef : f64
    %sf = arith.divf %one, %df : f64
    %no_ = arith.negf %to : f64
    %eo = math.exp %no_ : f64
    %do = arith.addf %one, %eo : f64
    %so = arith.divf %one, %do : f64
    %gg = math.tanh %tg : f64
    %cj = memref.load %c[%j] : memref<?xf64>
    %fc = arith.mulf %sf, %cj : f64
    %ig = arith.mulf %si, %gg : f64
    %cn = arith.addf %fc, %ig : f64
    %tc = math.tanh %cn : f64
    %hn = arith.mulf %so, %tc : f64
    memref.store %cn, %co[%j] : memref<?xf64>
    memref.store %hn, %ho[%j] : memref<?xf64>
    %yj = memref.load %y[%j] : memref<?xf64>
    %dd = arith.subf %hn, %yj : f64
    %d2 = arith.mulf %dd, %dd : f64
    %l2 = arith.addf %l, %d2 : f64
    scf.yield %l2 : f64
  }
  return %loss : f64
}
"#;

/// A nonlinear 1-D stencil over `steps` steps: u = x, then per step
/// tmp[i] = u[i] + k·sin(u[i])·(u[i-1] - 2u[i] + u[i+1]), u[1..n-1] = tmp;
/// returns Σ u². The stencil reads three neighbours of memory the copy
/// loop overwrites later.
pub const STENCIL: &str = r#"
func.func @stencil(%x: memref<?xf64>, %u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf64>
    memref.store %xi, %u[%i] : memref<?xf64>
  }
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %c = memref.load %u[%ip] : memref<?xf64>
      %s = arith.addf %a, %c : f64
      %d = arith.subf %s, %b : f64
      %e = arith.subf %d, %b : f64
      %sb = math.sin %b : f64
      %f = arith.mulf %e, %sb : f64
      %g = arith.mulf %f, %k : f64
      %h = arith.addf %b, %g : f64
      memref.store %h, %tmp[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %nm1 step %c1 {
      %v = memref.load %tmp[%i] : memref<?xf64>
      memref.store %v, %u[%i] : memref<?xf64>
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

/// The time loop of `STENCIL`, and its end.
const STEP_FOR: (&str, &str) =
    ("  scf.for %t = %c0 to %steps step %c1 {\n", "      memref.store %v, %u[%i] : memref<?xf64>\n    }\n  }\n");

/// `STENCIL` with its time loop an scf.while (`t < steps`), as a loop until
/// convergence would be, named `@stencil_while`: its records (or copies)
/// go into a stream that grows, one run at a time.
pub fn stencil_while() -> String {
    let (head, tail) = STEP_FOR;
    assert!(STENCIL.contains(head) && STENCIL.contains(tail), "the stencil's time loop changed");
    STENCIL
        .replace("@stencil(", "@stencil_while(")
        .replace(
            head,
            "  %tend = scf.while (%t = %c0) : (index) -> index {\n    %go = arith.cmpi ult, %t, %steps : index\n    scf.condition(%go) %t : index\n  } do {\n  ^bb0(%t: index):\n",
        )
        .replace(
            tail,
            "      memref.store %v, %u[%i] : memref<?xf64>\n    }\n    %t1 = arith.addi %t, %c1 : index\n    scf.yield %t1 : index\n  }\n",
        )
}

/// `STENCIL` with each step in two stages (a stencil and a copy back
/// each), named `@stencil_stages`: the nest that only reads `u` is two
/// loops deep, copied once per stage.
pub fn stencil_stages() -> String {
    let (head, tail) = STEP_FOR;
    assert!(STENCIL.contains(head) && STENCIL.contains(tail), "the stencil's time loop changed");
    STENCIL
        .replace("@stencil(", "@stencil_stages(")
        .replace(head, &format!("{head}  %c2 = arith.constant 2 : index\n  scf.for %stage = %c0 to %c2 step %c1 {{\n"))
        .replace(tail, &format!("{tail}  }}\n"))
}

/// The inputs of a reverse-mode kernel: a label, the arguments, how many
/// runs to time.
/// Inputs of `@matmul_sum` for `n × n` matrices.
pub fn matmul_inputs(n: usize) -> (&'static str, Vec<Value>, usize) {
    let label = if n == 256 { "matmul 256 (Σ C)" } else { "matmul 250 (Σ C)" };
    let mat = |f: &dyn Fn(usize) -> f64| {
        Value::MemRef(MemRef::from_f64(&(0..n * n).map(f).collect::<Vec<_>>(), &[n as i64, n as i64]).expect("matrix"))
    };
    (label, vec![mat(&|i| (i % 17) as f64 * 0.25), mat(&|i| (i % 13) as f64 * 0.5)], 5)
}

pub fn reverse_inputs(f: &str) -> (&'static str, Vec<Value>, usize) {
    let vec = |v: &[f64]| Value::MemRef(MemRef::from_f64(v, &[v.len() as i64]).expect("memref"));
    let mat = |r: usize, c: usize, f: &dyn Fn(usize) -> f64| {
        Value::MemRef(MemRef::from_f64(&(0..r * c).map(f).collect::<Vec<_>>(), &[r as i64, c as i64]).expect("matrix"))
    };
    match f {
        "dot" => {
            let n = 1_000_000;
            let a: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
            let b: Vec<f64> = (0..n).map(|i| (i as f64 * 0.11).cos()).collect();
            ("dot 1M", vec![vec(&a), vec(&b)], 10)
        }
        "vdot" => {
            let n = 1_000_000;
            let a: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
            let b: Vec<f64> = (0..n).map(|i| (i as f64 * 0.11).cos()).collect();
            ("dot 1M, vector<4xf64>", vec![vec(&a), vec(&b)], 10)
        }
        "matmul_sum" => matmul_inputs(256),
        "mathloop_hr" => ("math loop 1M", vec![Value::Index(1_000_000), Value::F64(1.0e-3)], 5),
        "horner" => {
            let c: Vec<f64> = (0..30).map(|i| 1.0 / (1.0 + i as f64)).collect();
            let x: Vec<f64> = (0..200_000).map(|i| 0.9 * (i as f64 * 0.01).sin()).collect();
            ("Horner deg 30 × 200k", vec![vec(&c), vec(&x)], 5)
        }
        "newton_each" => {
            let x: Vec<f64> = (0..200_000).map(|i| 3.0 * (i as f64 * 0.003).sin()).collect();
            ("Newton sqrt × 200k (while)", vec![vec(&x)], 5)
        }
        "gmm" => {
            let (n, k, d) = (1000, 25, 10);
            let args = vec![
                vec(&(0..k).map(|i| (i as f64 * 0.7).sin()).collect::<Vec<_>>()),
                mat(k, d, &|i| (i as f64 * 0.31).cos()),
                mat(k, d, &|i| 0.2 * (i as f64 * 0.17).sin()),
                mat(n, d, &|i| (i as f64 * 0.013).sin() * 1.5),
            ];
            ("GMM N=1000 K=25 D=10", args, 5)
        }
        "stencil" | "stencil_while" => {
            // 100,000 points, 20 steps.
            let n = 100_000;
            let x: Vec<f64> = (0..n).map(|i| 0.5 + 0.4 * (i as f64 * 0.013).sin()).collect();
            let args = vec![vec(&x), vec(&vec![0.0; n]), vec(&vec![0.0; n]), Value::F64(0.2), Value::Index(20)];
            let label = if f == "stencil" { "stencil 100k×20" } else { "stencil 100k×20, while" };
            (label, args, 5)
        }
        "stencil_stages" => {
            // 100,000 points, 10 steps of 2 stages.
            let n = 100_000;
            let x: Vec<f64> = (0..n).map(|i| 0.5 + 0.4 * (i as f64 * 0.013).sin()).collect();
            let args = vec![vec(&x), vec(&vec![0.0; n]), vec(&vec![0.0; n]), Value::F64(0.2), Value::Index(10)];
            ("stencil 100k×10×2", args, 5)
        }
        "csr_diffuse" | "csr_rect" => {
            // 20,000 rows, 7 entries each (columns i-3 .. i+3, wrapped), 10 steps.
            let label = if f == "csr_rect" { "CSR 20k×7×10, fixed rows" } else { "CSR 20k×7×10, rowptr" };
            (label, csr::inputs(20_000, 7, 10), 5)
        }
        _ => {
            let (h, i) = (256, 256);
            let args = vec![
                mat(4 * h, i + h, &|t| 0.05 * (t as f64 * 0.37).sin()),
                vec(&(0..4 * h).map(|t| 0.1 * (t as f64 * 0.5).cos()).collect::<Vec<_>>()),
                vec(&(0..i).map(|t| (t as f64 * 0.21).sin()).collect::<Vec<_>>()),
                vec(&(0..h).map(|t| 0.5 * (t as f64 * 0.13).cos()).collect::<Vec<_>>()),
                vec(&(0..h).map(|t| 0.3 * (t as f64 * 0.07).sin()).collect::<Vec<_>>()),
                vec(&(0..h).map(|t| 0.2 * (t as f64 * 0.11).cos()).collect::<Vec<_>>()),
                vec(&vec![0.0; h]),
                vec(&vec![0.0; h]),
            ];
            ("LSTM step H=256 I=256", args, 5)
        }
    }
}
