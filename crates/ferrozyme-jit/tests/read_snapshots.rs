//! Copies of memory a loop nest only reads (`ad/reverse/array_snaps.rs`):
//! the programs of `tests/ad_reverse/read_snapshots.mlir` pass the
//! dot-product test with the copies and with every load recorded
//! (`--read-snapshots=off`), in combined and split mode and checkpointed
//! (`reverse.rs` also runs them with calls replayed); both ways give
//! the same gradients; the tape remarks say which nests are copied (and
//! not the nests that write the memory, or read little of a large one);
//! the copies take less tape than the records of the loads they replace.

mod shared;

use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::Activity::{self, Active, Const, Dup};
use ferrozyme_jit::meter;
use shared::{check_programs, RevRun};

const FILE: &str = "ad_reverse/read_snapshots.mlir";

#[test]
fn copies_and_records_pass_the_dot_product_test() {
    for no_read_snapshots in [false, true] {
        let ad = ferrozyme::ad::lower::AdOptions { no_read_snapshots, ..Default::default() };
        let run = RevRun { seeds: &[1, 2], ad: ad.clone(), check: ferrozyme_jit::check::check_reverse };
        assert!(check_programs(&[FILE], "rev", &run) >= 36);
        let split = RevRun { seeds: &[1], ad: ad.clone(), check: ferrozyme_jit::check::check_split };
        assert!(check_programs(&[FILE], "rev", &split) >= 18);
        let checkpoint = Some(ferrozyme::ad::reverse::checkpoint::Scheme::parse("periodic:2").expect("scheme"));
        let ad = ferrozyme::ad::lower::AdOptions { checkpoint, ..ad };
        let run = RevRun { seeds: &[1], ad, check: ferrozyme_jit::check::check_reverse };
        assert!(check_programs(&[FILE], "rev", &run) >= 18);
    }
}

/// The tape remarks of `func`, with or without copies.
fn remarks(func: &str, acts: &[Activity], copies: bool) -> Vec<String> {
    all_remarks(func, acts, copies).into_iter().filter(|r| r.contains("remark: tape of")).collect()
}

/// The remarks of `func`'s derivative (all of them), with or without copies.
fn all_remarks(func: &str, acts: &[Activity], copies: bool) -> Vec<String> {
    let mut cache = ferrozyme::ad::ReverseCache::default();
    cache.no_read_snapshots = !copies;
    shared::derive_reverse(FILE, func, acts, &mut cache);
    cache.remarks
}

/// A callee whose copies are on its tape still gets its pair: a stack
/// pair for the recursion (the copies are a flat record it pushes), a
/// pair for the stencil called twice.
#[test]
fn copies_keep_the_pairs() {
    for (func, acts, callee) in [("top", [Dup, Dup, Active], "@rstep"), ("caller", [Dup, Dup, Active], "@heat_fn")] {
        for copies in [true, false] {
            let rs = all_remarks(func, &acts, copies);
            let calls: Vec<&String> = rs.iter().filter(|r| r.contains(&format!("remark: call to {callee}"))).collect();
            assert!(!calls.is_empty(), "@{func}: {rs:#?}");
            for r in calls {
                assert!(r.contains("augmented primal") && !r.contains("replayed"), "@{func} (copies: {copies}): {r}");
            }
        }
    }
}

#[test]
fn remarks_name_the_copied_nests() {
    let cases: [(&str, &[Activity], usize); 13] = [
        ("heat", &[Dup, Dup, Active, Const], 1),
        ("matvec_steps", &[Dup, Dup, Dup, Const], 1),
        ("grid", &[Dup, Dup, Active], 1),
        // (The second nest's values are only needed through exp, whose
        // results are recorded: its copy is cleaned up, unread.)
        ("before_and_after", &[Dup, Dup, Active, Const], 1),
        // The nest writes the memory it reads.
        ("in_place", &[Dup, Active, Const], 0),
        // 8 loads of a memref of 64 elements per run.
        ("small_window", &[Dup, Dup, Const], 0),
        // Through a stack pair (the recursion) and a pair (two calls).
        ("top", &[Dup, Dup, Active], 1),
        ("caller", &[Dup, Dup, Active], 1),
        // One copy per run of the while, in its stream.
        ("relax", &[Dup, Dup, Active], 1),
        ("tri", &[Dup, Active], 1),
        // Static trip counts, memory of dynamic size.
        ("win", &[Dup, Dup, Active, Const], 0),
        // Nests two and three loops deep: a copy per stage.
        ("substeps", &[Dup, Dup, Dup, Active, Const], 1),
        ("stages", &[Dup, Dup, Active, Const, Const], 1),
    ];
    for (func, acts, copies) in cases {
        let on = remarks(func, acts, true);
        let copied = |rs: &[String]| {
            rs.iter()
                .filter(|r| r.contains("a copy of the memory that") || r.contains("where the copy of memory"))
                .count()
        };
        assert_eq!(copied(&on), copies, "@{func}: {on:#?}");
        let off = remarks(func, acts, false);
        assert_eq!(copied(&off), 0, "@{func} with the copies off: {off:#?}");
        // Each copy replaces records of loads.
        let records = |rs: &[String]| {
            rs.iter().filter(|r| r.contains(": load at") || r.contains("where the records of a loop's run")).count()
        };
        if copies > 0 {
            assert!(records(&on) < records(&off), "@{func}: {on:#?} against {off:#?}");
        } else {
            assert_eq!(records(&on), records(&off), "@{func}");
        }
    }
}

/// (peak bytes the derivative allocates, gradients of u and k) of `@heat`
/// on `n` points for `steps` steps.
fn heat_gradient(n: usize, steps: i64, copies: bool) -> (i64, Vec<f64>, f64) {
    let (_, text) = shared::load(FILE);
    let text = format!("{text}{}", meter::METER_MLIR);
    let mut m = ferrozyme::parse_module("heat.mlir", text.as_bytes()).expect("parses");
    let f = m.lookup_symbol("heat").expect("kernel");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    cache.no_read_snapshots = !copies;
    let d = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &[Dup, Dup, Active, Const], &[Active])
        .unwrap_or_else(|e| panic!("{e}"));
    meter::instrument(&mut m, meter::is_generated);
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let mut e = ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT");
    let u: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
    let mem = |v: &[f64]| MemRef::from_f64(v, &[v.len() as i64]).expect("memref");
    let du = MemRef::zeros(ScalarType::F64, &[n as i64]).expect("zeros");
    let args = [
        Value::MemRef(mem(&u)),
        Value::MemRef(du.clone()),
        Value::MemRef(mem(&vec![0.0; n])),
        Value::MemRef(MemRef::zeros(ScalarType::F64, &[n as i64]).expect("zeros")),
        Value::F64(0.3),
        Value::Index(steps),
        Value::F64(1.0),
    ];
    e.call("fz_bytes_reset", &[]).expect("reset");
    let out = e.call(&d, &args).expect("gradient");
    let counters = e.call("fz_bytes_read", &[]).expect("read");
    assert_eq!(counters[0].as_i64(), Some(0), "the derivative frees all it allocates");
    let dk = out.last().and_then(Value::as_f64).expect("d/dk");
    (counters[1].as_i64().expect("i64"), du.to_f64_vec(), dk)
}

#[test]
fn a_stencil_copy_takes_half_the_records() {
    let (n, steps) = (200, 30);
    let (records, ru, rk) = heat_gradient(n, steps, false);
    let (copies, cu, ck) = heat_gradient(n, steps, true);
    let close = |p: f64, q: f64| (p - q).abs() <= 1e-12 * (1.0 + p.abs());
    assert!(cu.iter().zip(&ru).all(|(&p, &q)| close(p, q)) && close(ck, rk), "gradients differ");
    assert!(cu.iter().any(|&v| v != 0.0) && ck != 0.0);
    // Three loads of n - 2 points per step recorded, against one copy of
    // n points per step; both with the sines of the n - 2 points (the
    // forward loop runs anyway: `loops::EXPENSIVE`).
    let sines = (n as i64 - 2) * steps * 8;
    let loads = 3 * (n as i64 - 2) * steps * 8;
    let copy = n as i64 * steps * 8;
    assert!(records >= loads + sines, "records: {records} bytes, below the {} bytes of loads and sines", loads + sines);
    assert!(
        copies >= copy + sines && 5 * copies < 3 * records,
        "copies: {copies} bytes (the copies and sines alone: {}), records: {records} bytes",
        copy + sines
    );
    println!("tape peak of @heat: {copies} bytes (copies) vs {records} bytes (records)");
}
