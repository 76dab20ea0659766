//! The "inactive-heavy" benchmark: differentiable kernels (a small
//! contraction) that call large integer-only bookkeeping code (sector
//! sizes, hashing of index tuples, sorting, an LRU-style cache lookup,
//! iteration over index tuples) — most of the IR — compiled into many
//! thunks (activity patterns × element types × shapes, each kernel its own
//! function), with native callees on and off, at two sizes of bookkeeping.
//!
//! `cargo bench -p ferrozyme-jit --bench native`

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Mode, Session, SessionOptions, ThunkStats};

/// Integer-only helpers, `copies` variants of each (different constants),
/// all reachable from `@plan`.
fn bookkeeping(copies: usize) -> String {
    let mut s = String::new();
    for c in 0..copies {
        let k = 7 + 2 * c;
        write!(
            s,
            r#"
func.func private @hash_tuple_{c}(%a: index, %b: index, %d: index) -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant {p} : index
  %h0 = arith.constant 2166136261 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (index) {{
    %x1 = arith.xori %h, %a : index
    %m1 = arith.muli %x1, %p : index
    %x2 = arith.xori %m1, %b : index
    %m2 = arith.muli %x2, %p : index
    %x3 = arith.xori %m2, %d : index
    %m3 = arith.muli %x3, %p : index
    %s = arith.shrui %m3, %c4 : index
    %y = arith.xori %m3, %s : index
    %yi = arith.addi %y, %i : index
    scf.yield %yi : index
  }}
  return %r : index
}}
func.func private @sort_{c}(%buf: memref<?xindex>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %buf, %c0 : memref<?xindex>
  scf.for %i = %c1 to %n step %c1 {{
    scf.for %j0 = %c0 to %i step %c1 {{
      %j = arith.subi %i, %j0 : index
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %buf[%jm] : memref<?xindex>
      %b = memref.load %buf[%j] : memref<?xindex>
      %gt = arith.cmpi ugt, %a, %b : index
      scf.if %gt {{
        memref.store %b, %buf[%jm] : memref<?xindex>
        memref.store %a, %buf[%j] : memref<?xindex>
      }}
    }}
  }}
  return
}}
func.func private @lru_{c}(%keys: memref<16xindex>, %stamp: memref<16xindex>, %clock: memref<1xindex>, %key: index) -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %big = arith.constant 1000000000 : index
  %t = memref.load %clock[%c0] : memref<1xindex>
  %t1 = arith.addi %t, %c1 : index
  memref.store %t1, %clock[%c0] : memref<1xindex>
  %none = arith.constant 16 : index
  %hit, %old, %oldest = scf.for %i = %c0 to %c16 step %c1 iter_args(%h = %none, %o = %c0, %os = %big) -> (index, index, index) {{
    %k = memref.load %keys[%i] : memref<16xindex>
    %s = memref.load %stamp[%i] : memref<16xindex>
    %eq = arith.cmpi eq, %k, %key : index
    %h2 = arith.select %eq, %i, %h : index
    %lt = arith.cmpi ult, %s, %os : index
    %o2 = arith.select %lt, %i, %o : index
    %os2 = arith.minui %s, %os : index
    scf.yield %h2, %o2, %os2 : index, index, index
  }}
  %miss = arith.cmpi eq, %hit, %none : index
  %slot = arith.select %miss, %old, %hit : index
  memref.store %key, %keys[%slot] : memref<16xindex>
  memref.store %t1, %stamp[%slot] : memref<16xindex>
  return %slot : index
}}
func.func private @sector_{c}(%dims: memref<?xindex>, %q: index) -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %dims, %c0 : memref<?xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c1) -> (index) {{
    %d = memref.load %dims[%i] : memref<?xindex>
    %m = arith.remui %q, %d : index
    %m1 = arith.addi %m, %c1 : index
    %a = arith.muli %acc, %m1 : index
    %k = arith.constant {k} : index
    %w = arith.remui %a, %k : index
    %w1 = arith.addi %w, %c1 : index
    scf.yield %w1 : index
  }}
  return %r : index
}}
func.func private @tuples_{c}(%dims: memref<?xindex>, %lin: index) -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %dims, %c0 : memref<?xindex>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%rest = %lin, %acc = %c0) -> (index, index) {{
    %d = memref.load %dims[%i] : memref<?xindex>
    %digit = arith.remui %rest, %d : index
    %next = arith.divui %rest, %d : index
    %h = func.call @hash_tuple_{c}(%digit, %i, %acc) : (index, index, index) -> index
    scf.yield %next, %h : index, index
  }}
  return %r#1 : index
}}
func.func private @plan_{c}(%j: index, %keys: memref<16xindex>, %stamp: memref<16xindex>, %clock: memref<1xindex>, %dims: memref<?xindex>) -> index {{
  %s = func.call @sector_{c}(%dims, %j) : (memref<?xindex>, index) -> index
  %t = func.call @tuples_{c}(%dims, %s) : (memref<?xindex>, index) -> index
  %slot = func.call @lru_{c}(%keys, %stamp, %clock, %t) : (memref<16xindex>, memref<16xindex>, memref<1xindex>, index) -> index
  %r = arith.addi %t, %slot : index
  return %r : index
}}
"#,
            p = 16777619 + c,
        )
        .expect("write");
    }
    // @plan folds every variant; @prepare sorts a scratch buffer with each.
    s.push_str("func.func private @plan(%j: index, %keys: memref<16xindex>, %stamp: memref<16xindex>, %clock: memref<1xindex>, %dims: memref<?xindex>) -> index {\n  %acc0 = arith.constant 0 : index\n");
    for c in 0..copies {
        writeln!(s, "  %p{c} = func.call @plan_{c}(%j, %keys, %stamp, %clock, %dims) : (index, memref<16xindex>, memref<16xindex>, memref<1xindex>, memref<?xindex>) -> index\n  %acc{n} = arith.xori %acc{c}, %p{c} : index", n = c + 1).expect("write");
    }
    writeln!(s, "  return %acc{copies} : index\n}}").expect("write");
    s.push_str("func.func private @prepare(%buf: memref<?xindex>) {\n");
    for c in 0..copies {
        writeln!(s, "  func.call @sort_{c}(%buf) : (memref<?xindex>) -> ()").expect("write");
    }
    s.push_str("  return\n}\n");
    s
}

/// `C[i] = Σ_j A[i,j] · B[perm(j)]`, `perm` from the bookkeeping, for one
/// element type and size; returns Σ_i C[i]².
fn kernel(ty: &str, n: usize) -> String {
    format!(
        r#"
func.func @contract_{ty}_{n}(%a: memref<{n}x{n}x{ty}>, %b: memref<{n}x{ty}>, %keys: memref<16xindex>, %stamp: memref<16xindex>, %clock: memref<1xindex>, %dims: memref<?xindex>, %scratch: memref<?xindex>) -> {ty} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {n} : index
  %z = arith.constant 0.0 : {ty}
  func.call @prepare(%scratch) : (memref<?xindex>) -> ()
  %perm = memref.alloca() : memref<{n}xindex>
  scf.for %j = %c0 to %cn step %c1 {{
    %p = func.call @plan(%j, %keys, %stamp, %clock, %dims) : (index, memref<16xindex>, memref<16xindex>, memref<1xindex>, memref<?xindex>) -> index
    %k = arith.remui %p, %cn : index
    memref.store %k, %perm[%j] : memref<{n}xindex>
  }}
  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%tot = %z) -> ({ty}) {{
    %ci = scf.for %j = %c0 to %cn step %c1 iter_args(%acc = %z) -> ({ty}) {{
      %k = memref.load %perm[%j] : memref<{n}xindex>
      %x = memref.load %a[%i, %j] : memref<{n}x{n}x{ty}>
      %y = memref.load %b[%k] : memref<{n}x{ty}>
      %m = arith.mulf %x, %y : {ty}
      %s = arith.addf %acc, %m : {ty}
      scf.yield %s : {ty}
    }}
    %sq = arith.mulf %ci, %ci : {ty}
    %t = arith.addf %tot, %sq : {ty}
    scf.yield %t : {ty}
  }}
  return %r : {ty}
}}
"#
    )
}

const TYPES: [&str; 2] = ["f32", "f64"];
const SIZES: [usize; 3] = [4, 8, 16];

fn program(copies: usize) -> String {
    let mut s = bookkeeping(copies);
    for ty in TYPES {
        for n in SIZES {
            s.push_str(&kernel(ty, n));
        }
    }
    s
}

fn args(ty: &str, n: usize) -> Vec<Value> {
    let elem = if ty == "f32" { ScalarType::F32 } else { ScalarType::F64 };
    let fill = |len: usize, sizes: &[i64]| {
        let vals: Vec<Value> = (0..len)
            .map(|i| {
                let x = ((i as f64) * 0.37).sin();
                if ty == "f32" {
                    Value::F32(x as f32)
                } else {
                    Value::F64(x)
                }
            })
            .collect();
        Value::MemRef(MemRef::from_values(elem, &vals, sizes).expect("memref"))
    };
    let idx = |v: &[i64]| {
        let vals: Vec<Value> = v.iter().map(|&x| Value::Index(x)).collect();
        Value::MemRef(MemRef::from_values(ScalarType::Index, &vals, &[v.len() as i64]).expect("memref"))
    };
    vec![
        fill(n * n, &[n as i64, n as i64]),
        fill(n, &[n as i64]),
        idx(&[0; 16]),
        idx(&[0; 16]),
        idx(&[0]),
        idx(&[3, 5, 2]),
        idx(&[5, 3, 9, 1, 7, 2, 8, 4]),
    ]
}

struct Row {
    thunks: usize,
    stats: ThunkStats,
    run: Duration,
}

/// Every thunk of the program through one session; sums of their stats.
fn run_session(text: &str, native: bool) -> Row {
    let m = ferrozyme::parse_module("native.mlir", text.as_bytes()).expect("parse");
    ferrozyme::verify::verify(&m).expect("verify");
    let mut s =
        Session::new(m, SessionOptions { native_callees: native, ..SessionOptions::default() }).expect("session");
    use Activity::{Active, Const, Dup};
    let k = [Const, Const, Const, Const, Const];
    let patterns: Vec<(Vec<Activity>, Mode)> = vec![
        ([vec![Dup, Dup], k.to_vec()].concat(), Mode::Reverse),
        ([vec![Dup, Const], k.to_vec()].concat(), Mode::Reverse),
        ([vec![Const, Dup], k.to_vec()].concat(), Mode::Reverse),
        ([vec![Dup, Const], k.to_vec()].concat(), Mode::Forward { width: 1 }),
    ];
    let mut total = ThunkStats::default();
    let mut run = Duration::ZERO;
    let mut thunks = 0;
    for ty in TYPES {
        for n in SIZES {
            for (acts, mode) in &patterns {
                let f = format!("contract_{ty}_{n}");
                let rets = if matches!(mode, Mode::Reverse) { vec![Active] } else { vec![Dup] };
                let t = s.thunk(&f, acts, &rets, *mode).expect("thunk");
                total.analysis += t.stats.analysis;
                total.ad += t.stats.ad;
                total.emit += t.stats.emit;
                total.codegen += t.stats.codegen;
                total.ops += t.stats.ops;
                thunks += 1;
                // One run: primal arguments with shadows / tangents, then the seed.
                let mut call = Vec::new();
                for (a, act) in args(ty, n).into_iter().zip(acts) {
                    let shadow = matches!(act, Dup).then(|| match &a {
                        Value::MemRef(mr) => Value::MemRef(MemRef::zeros(mr.elem, &mr.sizes).expect("zeros")),
                        v => v.clone(),
                    });
                    call.push(a);
                    call.extend(shadow);
                }
                if matches!(mode, Mode::Reverse) {
                    call.push(if ty == "f32" { Value::F32(1.0) } else { Value::F64(1.0) });
                }
                let t0 = Instant::now();
                t.call(&call).expect("thunk runs");
                run += t0.elapsed();
            }
        }
    }
    Row { thunks, stats: total, run }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    println!(
        "{:<24} {:>7} {:>10} {:>9} {:>9} {:>9} {:>10} {:>12} {:>10} {:>9}",
        "inactive-heavy",
        "thunks",
        "compile ms",
        "analysis",
        "AD",
        "emit",
        "codegen",
        "ops/thunk",
        "ms/thunk",
        "run ms"
    );
    for copies in [4, 16] {
        let text = program(copies);
        let ops_total = {
            let m = ferrozyme::parse_module("p.mlir", text.as_bytes()).expect("parse");
            m.top_level_ops().iter().map(|&o| m.collect_ops(o).len()).sum::<usize>()
        };
        let mut rows = Vec::new();
        for native in [false, true] {
            let r = run_session(&text, native);
            let label = format!("{} ops, native {}", ops_total, if native { "on" } else { "off" });
            println!(
                "{:<24} {:>7} {:>10.1} {:>9.1} {:>9.1} {:>9.1} {:>10.1} {:>12} {:>10.2} {:>9.2}",
                label,
                r.thunks,
                ms(r.stats.total()),
                ms(r.stats.analysis),
                ms(r.stats.ad),
                ms(r.stats.emit),
                ms(r.stats.codegen),
                r.stats.ops / r.thunks,
                ms(r.stats.total()) / r.thunks as f64,
                ms(r.run),
            );
            rows.push(r);
        }
        let (off, on) = (&rows[0], &rows[1]);
        println!(
            "  on vs off: compile time {:.0}% less, ops per thunk {:.0}% of off",
            100.0 * (1.0 - on.stats.total().as_secs_f64() / off.stats.total().as_secs_f64()),
            100.0 * on.stats.ops as f64 / off.stats.ops as f64
        );
    }
    println!("(per thunk: analysis = native-callee filter + effects, AD = derivative generation, emit = thunk module extraction + verify, codegen = Cranelift; ops = MLIR ops compiled per thunk)");
}
