//! Loop checkpointing in reverse mode (`ferrozyme::ad::reverse::checkpoint`).

mod shared;

use ferrozyme::ad::lower::AdOptions;
use ferrozyme::ad::reverse::checkpoint::Scheme;
use ferrozyme::ir::Module;
use ferrozyme_jit::check::{check_reverse, check_split, CheckOptions, CheckReport};

use shared::{check_programs, RevRun};

/// Every `// rev` program of the reverse-mode test files, with every
/// top-level loop checkpointed (2 snapshots, so chunks of several
/// iterations): the dot-product test against finite differences still
/// passes, under the JIT and the interpreter.
#[test]
fn every_reverse_program_checkpointed() {
    let files = [
        "ad_reverse/loops.mlir",
        "ad_reverse/dynamic_nests.mlir",
        "ad_reverse/branch_nests.mlir",
        "ad_reverse/memory.mlir",
        "ad_reverse/calls.mlir",
        "ad_reverse/calls_write.mlir",
        "ad_reverse/calls_alias.mlir",
        "ad_reverse/calls_chain.mlir",
        "ad_reverse/calls_read.mlir",
        "ad_reverse/if_loops.mlir",
        "ad_reverse/while_calls.mlir",
        "ad_reverse/while_nests.mlir",
        "ad_reverse/while_memory.mlir",
        "ad_reverse/call_views.mlir",
        "ad_reverse/stream_calls.mlir",
        "ad_reverse/iterated_tapes.mlir",
        "ad_reverse/recursion.mlir",
        "ad_reverse/scalar_sites.mlir",
        "ad_reverse/calls_nested.mlir",
        "ad_reverse/tape.mlir",
        "ad_reverse/pointers.mlir",
        "ad_reverse/ptr_offsets.mlir",
        "ad_reverse/specialize.mlir",
        "ad_reverse/loop_temps.mlir",
        "ad_reverse/branch_allocs.mlir",
        "ad_reverse/reshape.mlir",
        "ad_reverse/structured.mlir",
        "ad_reverse/cfg.mlir",
        "ad_reverse/c_heap.mlir",
        "ad_reverse/forall.mlir",
        "ad_reverse/fresh_buffers.mlir",
        "ad_reverse/callee_frees.mlir",
    ];
    let ad = AdOptions { checkpoint: Some(Scheme::Periodic(2)), ..AdOptions::default() };
    check_programs(&files, "rev", &RevRun { seeds: &[5], ad, check: check_reverse });
    // Binomial: 6 snapshots (2 levels), so ranges are split recursively.
    let ad = AdOptions { checkpoint: Some(Scheme::Binomial(6)), ..AdOptions::default() };
    check_programs(&files, "rev", &RevRun { seeds: &[5], ad, check: same_as_unchecked });
}

/// A checkpointed loop writing memory of unknown extent (a pointer
/// argument) would need a copy of it at each checkpoint: refused with the
/// location of the loop and the reason, not differentiated wrongly. Called
/// from a function where that memory is an llvm.alloca, the loop's
/// function is inlined there (its derivative failed on its own) and the
/// copy can be made: the gradient matches the one without checkpoints.
#[test]
fn checkpoints_of_memory_of_unknown_extent_are_refused() {
    use ferrozyme::ir::Activity::{Active, Const, Dup};
    let (m, _) = shared::load("ad_reverse/calls_ptr.mlir");
    let f = m.lookup_symbol("kick_ptr_loop").expect("function");
    let mut dm = m.clone();
    let mut cache = ferrozyme::ad::ReverseCache::default();
    cache.checkpoint = Some(Scheme::Periodic(2));
    let e = ferrozyme::ad::reverse_derivative(&mut dm, &mut cache, f, &[Dup, Active, Const], &[])
        .expect_err("a copy of memory of unknown extent");
    assert!(e.message.contains("memory of unknown extent cannot be saved"), "{}", e.message);
    assert_eq!((e.line, e.col), (28, 3), "{e:?}");
    for at in [["0.7", "0.9", "6"], ["-0.4", "1.3", "3"]] {
        let args: Vec<String> = at.iter().map(|s| s.to_string()).collect();
        for interp in [false, true] {
            let o = CheckOptions {
                func: "kick_ptr_main".into(),
                activities: vec![Active, Active, Const],
                args: shared::parse_args(&m, "kick_ptr_main", &args),
                interp,
                ad: AdOptions { checkpoint: Some(Scheme::Periodic(2)), ..AdOptions::default() },
                ..CheckOptions::default()
            };
            let r = same_as_unchecked(&m, &o).unwrap_or_else(|e| panic!("@kick_ptr_main at {at:?}: {e}"));
            assert!(r.ok, "@kick_ptr_main at {at:?}: {}", r.derivative);
        }
    }
}

/// The attributes that ask for checkpoints.
const CHECKPOINT_ATTRS: [&str; 5] = [
    "enzyme.enable_checkpointing",
    "enzyme.binomial_checkpointing",
    "enzyme.checkpoint_period",
    "ferrozyme.checkpoints",
    "ferrozyme.checkpoint_scheme",
];

/// `check_reverse`, and the same check without any checkpointing (options
/// and attributes removed): the directional derivatives must agree to
/// 1e-12 relative.
fn same_as_unchecked(m: &Module, o: &CheckOptions) -> Result<CheckReport, String> {
    let mut report = check_reverse(m, o)?;
    let mut plain = m.clone();
    for op in plain.top_level_ops().into_iter().flat_map(|f| plain.collect_ops(f)).collect::<Vec<_>>() {
        for a in CHECKPOINT_ATTRS {
            plain.remove_attr(op, a);
        }
    }
    let mut po = o.clone();
    po.ad.checkpoint = None;
    let reference = check_reverse(&plain, &po)?;
    assert_eq!(report.rows.len(), reference.rows.len());
    for (a, b) in report.rows.iter().zip(&reference.rows) {
        if (a.ad - b.ad).abs() > 1e-12 * (1.0 + b.ad.abs()) {
            report.ok = false;
            report.derivative.push_str(&format!("\n{}: {} checkpointed vs {} without", a.output, a.ad, b.ad));
        }
    }
    Ok(report)
}

/// The loops of `tests/ad_reverse/checkpoint.mlir`, which ask for
/// checkpoints by attribute, against finite differences.
#[test]
fn checkpointed_loops_by_attribute() {
    let run = RevRun { seeds: &[1, 2], ad: AdOptions::default(), check: same_as_unchecked };
    check_programs(&["ad_reverse/checkpoint.mlir"], "rev", &run);
}

/// Split mode with every top-level loop checkpointed binomially: the
/// augmented primal and reverse function give combined mode's gradients.
#[test]
fn binomial_split_mode() {
    let ad = AdOptions { checkpoint: Some(Scheme::Binomial(3)), ..AdOptions::default() };
    let files = [
        "ad_reverse/loops.mlir",
        "ad_reverse/dynamic_nests.mlir",
        "ad_reverse/calls_write.mlir",
        "ad_reverse/checkpoint.mlir",
    ];
    check_programs(&files, "rev", &RevRun { seeds: &[3], ad, check: check_split });
}

const EULER: &str = r#"
func.func @euler(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %dt = arith.constant 0.001 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %a = memref.load %u[%i] : memref<4xf64>
      %b = memref.load %u[%j] : memref<4xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<4xf64>
    }
  }
  %r = memref.load %u[%c3] : memref<4xf64>
  return %r : f64
}
"#;

/// Counts the runs of `math.sin` (once per element per Euler step, in the
/// primal and in every forward run the derivative makes of the loop).
const SIN_COUNTER: &str = r#"
memref.global "private" @fz_sins : memref<1xi64> = dense<0>
func.func @fz_sins_read() -> i64 {
  %g = memref.get_global @fz_sins : memref<1xi64>
  %c0 = arith.constant 0 : index
  %n = memref.load %g[%c0] : memref<1xi64>
  return %n : i64
}
"#;

/// After differentiation: add one to `@fz_sins` after every `math.sin`.
fn count_sins(m: &mut Module) {
    use ferrozyme::ir::{Attribute, Builder, Dim, InsertPoint, OpSpec, Type};
    let ty = Type::memref(vec![Dim::Static(1)], Type::i64());
    let sins: Vec<_> = m.collect_ops(m.top).into_iter().filter(|&o| m.is(o, "math.sin")).collect();
    for op in sins {
        let Some(at) = m.next_op(op) else { continue };
        let mut b = Builder::new(m, InsertPoint::Before(at));
        let g = b.value(OpSpec::new("memref.get_global").attr("name", Attribute::symbol("fz_sins")).result(ty.clone()));
        let c0 = b.const_index(0);
        let one = b.const_int(1, Type::i64());
        let n = b.value(OpSpec::new("memref.load").operands(&[g, c0]).result(Type::i64()));
        let n1 = b.value(OpSpec::new("arith.addi").operands(&[n, one]).result(Type::i64()));
        b.create(OpSpec::new("memref.store").operands(&[n1, g, c0]));
    }
}

/// The Euler loop's gradient for `steps` steps under `checkpoint`: (peak
/// bytes of the derivative's allocations, shadow of the state, d/dk, runs
/// of the step's `math.sin` while computing it).
fn euler_gradient(steps: i64, checkpoint: Option<Scheme>) -> (i64, Vec<f64>, f64, i64) {
    use ferrozyme::exec::{MemRef, Value};
    use ferrozyme::ir::Activity::{Active, Const, Dup};
    use ferrozyme_jit::meter;
    let text = format!("{EULER}{}{SIN_COUNTER}", meter::METER_MLIR);
    let mut m = ferrozyme::parse_module("euler.mlir", text.as_bytes()).expect("parses");
    let f = m.lookup_symbol("euler").expect("@euler");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    cache.checkpoint = checkpoint;
    let d = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &[Dup, Active, Const], &[Active])
        .unwrap_or_else(|e| panic!("{e}"));
    meter::instrument(&mut m, meter::is_generated);
    count_sins(&mut m);
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let mut e = ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT");
    let u = MemRef::from_f64(&[0.1, 0.5, -0.2, 0.3], &[4]).expect("u");
    let du = MemRef::from_f64(&[0.0; 4], &[4]).expect("du");
    e.call("fz_bytes_reset", &[]).expect("reset");
    let out = e
        .call(&d, &[Value::MemRef(u), Value::MemRef(du.clone()), Value::F64(1.3), Value::Index(steps), Value::F64(1.0)])
        .expect("gradient");
    let peak = e.call("fz_bytes_read", &[]).expect("read")[1].as_i64().expect("i64");
    let sins = e.call("fz_sins_read", &[]).expect("read")[0].as_i64().expect("i64");
    (peak, du.to_f64_vec(), out.last().and_then(Value::as_f64).expect("dk"), sins)
}

fn assert_same_gradients(a: &(i64, Vec<f64>, f64, i64), b: &(i64, Vec<f64>, f64, i64)) {
    let close = |x: f64, y: f64| (x - y).abs() <= 1e-12 * (1.0 + x.abs());
    assert!(close(a.2, b.2), "{} vs {}", a.2, b.2);
    assert!(a.1.iter().zip(&b.1).all(|(&x, &y)| close(x, y)), "{:?} vs {:?}", a.1, b.1);
    assert!(a.1.iter().any(|&x| x != 0.0) && a.2 != 0.0);
}

/// A 10,000-step Euler loop over a 4-element state: each step records its
/// 8 loads of written memory and its 4 results of `math.sin` (96 bytes;
/// the forward loop runs anyway, and a record costs less than a libm
/// call), so without checkpointing the derivative's records peak at
/// 10,000 · 96 bytes. With `periodic:100` they stay under the stated bound
/// — 100 snapshots of the state (32 bytes each) plus one chunk's records
/// (100 steps · 96 bytes) plus 1 KiB — and the gradients and shadows are
/// the same.
#[test]
fn checkpointed_tape_stays_under_the_bound() {
    const STEPS: i64 = 10_000;
    const SNAPSHOTS: i64 = 100;
    let plain = euler_gradient(STEPS, None);
    let ck = euler_gradient(STEPS, Some(Scheme::Periodic(SNAPSHOTS as u64)));
    let per_step = 12 * 8;
    let bound = SNAPSHOTS * 32 + (STEPS / SNAPSHOTS) * per_step + 1024;
    assert!(plain.0 >= STEPS * per_step, "without checkpointing: {} bytes", plain.0);
    assert!(ck.0 <= bound, "checkpointed: {} bytes, bound {bound}", ck.0);
    assert_same_gradients(&plain, &ck);
    println!("10,000 steps: {} bytes → {} bytes with 100 snapshots (bound {bound})", plain.0, ck.0);
}

/// The smallest `r` with `C(s + r, s) ≥ t` (revolve's recomputation sweeps).
fn sweeps(t: i64, s: i64) -> i64 {
    let (mut r, mut beta) = (0, 1);
    while beta < t {
        r += 1;
        beta = beta * (s + r) / r;
    }
    r
}

/// The wide schedule for `t` blocks and a budget of `n` copies, if any:
/// the fewest sweeps `r ≤ 64` with `C(s + r, r) ≥ t` for `s = min((n -
/// 2) / r - 2, t) ≥ 1` (a path of frames holds about `r·(s + 2) + 2`
/// copies).
fn wide(t: i64, n: i64) -> Option<(i64, i64)> {
    (1..=64).find_map(|r| {
        let s = ((n - 2) / r - 2).min(t);
        let beta = (1..=r).fold(1_i64, |b, i| if b >= t { b } else { b * (s + i) / i });
        (s >= 1 && beta >= t).then_some((s, r))
    })
}

/// The same loop under `binomial:N` (10,000 steps, in blocks of `L =
/// clamp(10,000 / N, 1, 32)` steps). Where the budget allows, the wide
/// schedule (`wide`): `r` sweeps, each frame of the recursion cutting its
/// range into at most `s + 1` parts; a frame holds a snapshot of the
/// state (32 bytes) and 16 bytes of schedule per part, plus the state it
/// restores when it returns, frames nest at most `r` deep (the top
/// frame's parts are the function's own loop), and a leaf records one
/// block (`L` steps of 96 bytes): the bound is `r·((s + 1)·48 + 32) +
/// 2·32 + L·96` bytes plus 1 KiB. Else (N = 30) the narrow one: at most
/// `s = ⌊N / 3⌋` levels; with `s` levels, the fewest sweeps `r` with
/// `C(s + r, s) ≥ blocks` — the schedule may take a shallower one, never
/// a deeper one. A frame holds three copies of the state (its two calls'
/// snapshots and the state it restores), frames nest at most `s + r + 1`
/// deep, and a leaf records one block: the bound is
/// `(3·(s + r + 1) + 1) · 32 + L · 96` bytes plus 1 KiB. Both are under
/// periodic's `N · 32 + (T / N) · 96` for the same `N`, and the gradients
/// equal those without checkpointing.
#[test]
fn binomial_tape_stays_under_the_bound() {
    const STEPS: i64 = 10_000;
    let plain = euler_gradient(STEPS, None);
    for n in [30_i64, 60, 100, 300, 1000] {
        let ck = euler_gradient(STEPS, Some(Scheme::Binomial(n as u64)));
        let periodic = euler_gradient(STEPS, Some(Scheme::Periodic(n as u64)));
        let leaf = (STEPS / n).clamp(1, 32);
        let blocks = (STEPS + leaf - 1) / leaf;
        let (kind, s, r, bound) = match wide(blocks, n) {
            Some((s, r)) => ("wide", s, r, r * ((s + 1) * 48 + 32) + 2 * 32 + leaf * 96 + 1024),
            None => {
                let s = n / 3;
                let r = sweeps(blocks, s);
                ("narrow", s, r, (3 * (s + r + 1) + 1) * 32 + leaf * 96 + 1024)
            }
        };
        assert_eq!((n, kind), (n, if n == 30 { "narrow" } else { "wide" }));
        // Each step runs forward in the primal run (the top frame's parts),
        // once per frame below the top containing it, and in a leaf's
        // recording run: at most r + 1 times (wide), s + r + 1 (narrow).
        // Its reverse reads sin from the records (the adjoint of k needs
        // it): without checkpointing, 1 run per step.
        let runs = if kind == "wide" { r + 1 } else { s + r + 1 };
        assert_eq!(plain.3, STEPS * 4, "sin runs without checkpointing");
        assert!(ck.3 <= runs * STEPS * 4, "binomial:{n}: {} runs of sin, at most {runs} per step expected", ck.3);
        assert!(ck.0 <= bound, "binomial:{n}: {} bytes, bound {bound} ({kind}, s = {s}, r = {r})", ck.0);
        assert!(ck.0 < periodic.0, "binomial:{n}: {} bytes, periodic:{n}: {} bytes", ck.0, periodic.0);
        assert_same_gradients(&plain, &ck);
        println!(
            "10,000 steps, N = {n}: binomial {} bytes, {:.2} runs per step ({kind}, s = {s}, r = {r}, bound {bound}), periodic {} bytes, none {} bytes",
            ck.0, ck.3 as f64 / (STEPS * 4) as f64, periodic.0, plain.0
        );
    }
}

/// Short and empty loops under a binomial budget larger than the trip
/// count: the gradients equal those without checkpointing.
#[test]
fn binomial_short_loops() {
    for steps in [0, 1, 2, 3, 7, 64] {
        let plain = euler_gradient(steps, None);
        let ck = euler_gradient(steps, Some(Scheme::Binomial(30)));
        if steps == 0 {
            assert_eq!((plain.1.clone(), plain.2), (ck.1.clone(), ck.2));
        } else {
            assert_same_gradients(&plain, &ck);
        }
    }
}

/// `--checkpoint=` values and checkpointing attributes that make no sense
/// get a clear error (located, for attributes), never a panic.
#[test]
fn bad_checkpoint_requests() {
    assert_eq!(Scheme::parse("binomial:7"), Ok(Scheme::Binomial(7)));
    for (text, msg) in [
        ("binomial:0", "binomial:N needs an integer N ≥ 1, got '0'"),
        ("binomial:", "binomial:N needs an integer N ≥ 1, got ''"),
        ("binomial:-3", "got '-3'"),
        ("binomial:x", "got 'x'"),
        ("binomial", "unknown checkpointing scheme 'binomial'"),
        ("revolve:4", "unknown checkpointing scheme 'revolve:4' (expected sqrt, periodic:N or binomial:N)"),
        ("", "unknown checkpointing scheme ''"),
    ] {
        let e = Scheme::parse(text).expect_err(text);
        assert!(e.contains(msg), "{text}: {e}");
    }
    let program = |attrs: &str| {
        format!(
            r#"func.func @f(%x: f64, %n: index) -> f64 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {{
    %s = math.sin %a : f64
    scf.yield %s : f64
  }} {{{attrs}}}
  return %r : f64
}}"#
        )
    };
    for (attrs, msg) in [
        (
            "enzyme.enable_checkpointing = true, enzyme.binomial_checkpointing",
            "bad.mlir:4:8: error: binomial checkpointing needs the number of snapshots: enzyme.checkpoint_period = N",
        ),
        (
            "enzyme.enable_checkpointing = true, enzyme.checkpoint_period = 0 : i64",
            "enzyme.checkpoint_period must be an integer of at least 1",
        ),
        (
            "ferrozyme.checkpoint_scheme = \"binomial\"",
            "ferrozyme.checkpoint_scheme = \"binomial\" needs the number of snapshots: ferrozyme.checkpoints = N",
        ),
        (
            "ferrozyme.checkpoints = 4, ferrozyme.checkpoint_scheme = \"revolve\"",
            "ferrozyme.checkpoint_scheme = \"revolve\": expected \"periodic\" or \"binomial\"",
        ),
        (
            "ferrozyme.checkpoints = 0, ferrozyme.checkpoint_scheme = \"binomial\"",
            "ferrozyme.checkpoints = 0: the number of snapshots must be an integer of at least 1",
        ),
        // Without a scheme too (reader-23: 0 and -1 ran as 1).
        ("ferrozyme.checkpoints = 0", "bad.mlir:4:8: error: ferrozyme.checkpoints = 0: the number of snapshots"),
        ("ferrozyme.checkpoints = -1", "ferrozyme.checkpoints = -1: the number of snapshots must be an integer"),
        ("ferrozyme.checkpoints = 2.5", "ferrozyme.checkpoints = 2.5"),
    ] {
        let text = program(attrs);
        let mut m = ferrozyme::parse_module("bad.mlir", text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        let f = m.lookup_symbol("f").expect("@f");
        let mut cache = ferrozyme::ad::ReverseCache::default();
        use ferrozyme::ir::Activity::{Active, Const};
        let e = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &[Active, Const], &[Active])
            .expect_err(attrs)
            .to_string();
        assert!(e.contains(msg), "{attrs}:\n{e}");
    }
}

/// Loops calling callees that write pointer memory (a recursive callee
/// specialized to the extent it is passed, a callee walking an array
/// picked per iteration) under every scheme, calls augmented and
/// replayed: binomial's range functions call themselves, and a callee
/// failing there is inlined or specialized on the retry.
#[test]
fn loops_calling_pointer_callees_under_every_scheme() {
    let files = ["ad_reverse/checkpoint_calls.mlir"];
    for checkpoint in [Scheme::Periodic(2), Scheme::Binomial(2), Scheme::Binomial(6)] {
        for replay_calls in [false, true] {
            let ad = AdOptions { checkpoint: Some(checkpoint), replay_calls, ..AdOptions::default() };
            check_programs(&files, "rev", &RevRun { seeds: &[5], ad, check: check_reverse });
        }
    }
}

/// The nest records (whole-nest records, record streams, inner loops'
/// results) under every option, combined and split: checkpointing
/// (periodic and binomial), loop fusion off, calls replayed.
#[test]
fn nest_records_under_every_option() {
    let files = ["ad_reverse/nest_results.mlir", "ad_reverse/dynamic_nests.mlir", "ad_reverse/branch_nests.mlir"];
    for ad in [
        AdOptions { checkpoint: Some(Scheme::Periodic(2)), ..AdOptions::default() },
        AdOptions { checkpoint: Some(Scheme::Binomial(3)), ..AdOptions::default() },
        AdOptions { no_loop_fusion: true, ..AdOptions::default() },
        AdOptions { replay_calls: true, ..AdOptions::default() },
    ] {
        check_programs(&files, "rev", &RevRun { seeds: &[5], ad: ad.clone(), check: check_reverse });
        check_programs(&files, "rev", &RevRun { seeds: &[6], ad, check: check_split });
    }
}
