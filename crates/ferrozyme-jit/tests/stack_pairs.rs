//! Stack pairs: augmented pairs whose tapes go on a stack.
//!
//! - Recursive callees (`tests/ad_reverse/recursion.mlir`): gradients by
//!   the dot-product test under the JIT and the interpreter, and the pairs
//!   that make them: a recursive callee runs its augmented primal once per
//!   call, its tape on a stack, and is not replayed; where its pair cannot
//!   be made, it is replayed, and says why.
//! - Callees whose tapes hold buffers, at sites that keep only scalars
//!   (`tests/ad_reverse/scalar_sites.mlir`: a triangular nest, CSR rows,
//!   a branch): replayed, the remark says why (a stack pair would do, but
//!   measured slower than the replay).

mod shared;

use ferrozyme::ad::ReverseCache;
use ferrozyme::ir::{Activity, Module};

use shared::{check_programs, check_reverse_file as check_file, load, RevRun};

const FILE: &str = "ad_reverse/recursion.mlir";
const PTR_FILE: &str = "ad_reverse/recursion_ptr.mlir";
const SCALAR_SITES: &str = "ad_reverse/scalar_sites.mlir";

/// The derivative of `func` of `FILE` (active float results) and the remarks.
fn derive(func: &str, acts: &[Activity]) -> (Module, String, Vec<String>) {
    derive_in(FILE, func, acts)
}

fn derive_in(file: &str, func: &str, acts: &[Activity]) -> (Module, String, Vec<String>) {
    let mut cache = ReverseCache::default();
    let (dm, name) = shared::derive_reverse(file, func, acts, &mut cache);
    (dm, name, cache.remarks)
}

fn remark_at<'a>(remarks: &'a [String], site: &str) -> &'a str {
    remark_in(remarks, "recursion.mlir", site)
}

fn remark_in<'a>(remarks: &'a [String], file: &str, site: &str) -> &'a str {
    remarks
        .iter()
        .find(|r| r.starts_with(&format!("{file}:{site}: remark: call to")))
        .unwrap_or_else(|| panic!("no remark at {site} in {remarks:#?}"))
}

/// Every function the derivative `name` reaches through calls (itself first).
fn reached(m: &Module, name: &str) -> Vec<String> {
    let mut seen = vec![name.to_string()];
    let mut k = 0;
    while let Some(n) = seen.get(k).cloned() {
        k += 1;
        let Some(f) = m.lookup_symbol(&n) else { continue };
        for o in m.collect_ops(f) {
            if let Some(c) = m.attr(o, "callee").and_then(|a| a.as_flat_symbol()) {
                if !seen.iter().any(|s| s == c) {
                    seen.push(c.to_string());
                }
            }
        }
    }
    seen
}

#[test]
fn recursive_programs() {
    assert!(check_file(FILE, "rev") >= 20);
    assert!(check_file(PTR_FILE, "rev") >= 2);
}

/// Split mode on the pointer recursions (not in split.rs's files, whose
/// test also replays every call, which these refuse).
#[test]
fn pointer_recursion_split() {
    let run = RevRun { seeds: &[1, 2], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    assert!(check_programs(&[PTR_FILE], "rev", &run) >= 4);
}

/// Pointer recursions in cf form (llvm dialect) run their stack pairs:
/// called once, and once per step of a time loop (which a replay refused:
/// pointer memory of unknown extent cannot be copied per run).
#[test]
fn pointer_recursion_runs_once() {
    use Activity::*;
    for (func, site, callee) in [("ptr_top", "44:8", "lrec"), ("c_rdrive", "88:3", "c_rstep")] {
        let (dm, name, r) = derive_in(PTR_FILE, func, &[Active, Active, Const]);
        let rem = remark_in(&r, "recursion_ptr.mlir", site);
        assert!(rem.contains(&format!("augmented primal @{callee}.aug and reverse @{callee}.rev")), "{rem}");
        let diffe = format!("diffe{callee}");
        assert!(!reached(&dm, &name).iter().skip(1).any(|c| *c == callee || c.starts_with(&diffe)), "{r:#?}");
    }
}

/// A program, its activities, its call sites (line:col, callee) and the
/// recursive functions it reaches.
type Case = (&'static str, &'static [Activity], &'static [(&'static str, &'static str)], &'static [&'static str]);

/// Recursive callees run stack pairs: linear, tree and mutual recursion,
/// in loops and whiles of the caller, reading memory the caller then
/// overwrites, writing memory. The derivative never reaches the primal
/// recursive function or a combined derivative of it: nothing is replayed.
#[test]
fn recursive_callees_run_once() {
    use Activity::*;
    let cases: &[Case] = &[
        ("deep_top", &[Active, Const], &[("26:8", "deep")], &["deep"]),
        ("integral", &[Active, Active, Active, Const], &[("74:8", "quad")], &["quad"]),
        ("overwritten_after", &[Dup, Active], &[("102:8", "rdot")], &["rdot"]),
        ("scale_sum", &[Dup, Active], &[("137:3", "rscale")], &["rscale"]),
        ("loop_and_while", &[Active, Active, Const], &[("186:10", "ping"), ("195:10", "ping")], &["ping", "pong"]),
        ("rloop_top", &[Active, Const], &[("226:8", "rloop")], &["rloop"]),
        // (A pure recursive helper the reverse makes again; a function
        // calling itself with two activity patterns, one of whose calls
        // has only constant arguments: the primal @fa runs there.)
        ("helper_and_patterns", &[Active, Active, Const], &[("365:8", "deep_h"), ("366:8", "fa")], &["deep_h"]),
        // (Recursive calls deeper in the recursive function: in the
        // scf.while that cf branches become, in a loop in a branch.)
        ("cf_top", &[Dup, Active], &[("394:8", "cf_rec")], &["cf_rec"]),
        ("branch_loop_top", &[Active, Const], &[("421:8", "branch_loop")], &["branch_loop"]),
    ];
    for (func, acts, sites, recursive) in cases {
        let (dm, name, r) = derive(func, acts);
        for (site, callee) in *sites {
            let rem = remark_at(&r, site);
            assert!(rem.contains(&format!("augmented primal @{callee}.aug and reverse @{callee}.rev")), "{rem}");
            assert!(rem.contains("per call pushed on a stack that grows"), "{rem}");
        }
        let calls = reached(&dm, &name);
        for f in *recursive {
            let diffe = format!("diffe{f}");
            let replayed = calls.iter().skip(1).find(|c| {
                *c == f || **c == diffe || c.starts_with(&format!("{diffe}_")) || c.starts_with(&format!("{diffe}."))
            });
            assert!(replayed.is_none(), "{func}: {replayed:?} in {calls:?}");
        }
        // (Each recursive callee's pair is made once: one stack for all.)
        for f in *recursive {
            let augs = calls.iter().filter(|c| c.starts_with(&format!("{f}.aug"))).count();
            assert!(augs <= 1, "{func}: {calls:?}");
        }
    }
}

/// A recursive callee whose tape holds buffers (the records of a loop
/// updating memory in place) pushes their words and lengths; one whose
/// pair cannot be cut is replayed, and the remark names the reason.
#[test]
fn recursive_callees_with_buffer_tapes() {
    let (dm, name, r) = derive("sweeps", &[Activity::Dup, Activity::Const]);
    let rem = remark_at(&r, "257:3");
    assert!(rem.contains("augmented primal @rsweep.aug"), "{rem}");
    // (Two loads and a sine recorded per iteration of its loop.)
    assert!(rem.contains("and 3 buffer(s) of its loops (their words and lengths) per call pushed on a stack"), "{rem}");
    assert!(!reached(&dm, &name).iter().any(|c| c == "rsweep"), "{r:#?}");
    let (_, _, r) = derive("relaxed", &[Activity::Dup, Activity::Active, Activity::Const]);
    let rem = remark_at(&r, "301:3");
    assert!(
        rem.contains("replayed in the reverse sweep, not an augmented pair: its reverse sweep reads memory"),
        "{rem}"
    );
}

#[test]
fn buffer_tapes_at_scalar_sites() {
    assert!(check_file(SCALAR_SITES, "rev") >= 6);
}

/// A callee whose tape holds buffers, in a triangular nest, in CSR rows
/// and in a branch: replayed, and the remark says why.
#[test]
fn buffer_tapes_at_scalar_sites_are_replayed() {
    use Activity::*;
    for (func, acts, site) in [("triangle", &[Dup, Active, Const][..], "37:12"), ("branch", &[Dup, Active], "81:10")] {
        let (_, _, r) = derive_in(SCALAR_SITES, func, acts);
        let rem = remark_in(&r, "scalar_sites.mlir", site);
        assert!(rem.contains("replayed in the reverse sweep, not an augmented pair: its tape holds buffers"), "{rem}");
    }
}

/// The derivatives that return the primal result (`check` builds the
/// ones that do not) free every stack and copy they make: under the
/// interpreter and the checked JIT, no heap allocation is left.
#[test]
fn stacks_are_freed() {
    use ferrozyme::exec::{MemRef, Value};
    use Activity::*;
    let vec = |v: &[f64]| Value::MemRef(MemRef::from_f64(v, &[v.len() as i64]).expect("memref"));
    let cases: Vec<(&str, Vec<Activity>, Vec<Value>)> = vec![
        ("deep_top", vec![Active, Const], vec![Value::F64(0.7), Value::Int { value: 200, width: 64 }]),
        (
            "integral",
            vec![Active, Active, Active, Const],
            vec![1.3, 0.1, 2.0].into_iter().map(Value::F64).chain([Value::Int { value: 5, width: 64 }]).collect(),
        ),
        ("scale_sum", vec![Dup, Active], vec![vec(&[0.5, -0.25, 1.0, 2.0]), vec(&[0.0; 4]), Value::F64(1.1)]),
        ("sweeps", vec![Dup, Const], vec![vec(&[0.5, -0.25, 1.0, 2.0]), vec(&[0.0; 4]), Value::Index(3)]),
        ("loop_and_while", vec![Active, Active, Const], vec![Value::F64(0.4), Value::F64(0.7), Value::Index(3)]),
    ];
    for (func, acts, mut args) in cases {
        let (dm, name, _) = derive(func, &acts);
        args.push(Value::F64(1.0));
        for interp in [true, false] {
            let mut engine = match interp {
                true => ferrozyme_jit::Engine::interp(&dm),
                false => ferrozyme_jit::Engine::jit(&dm, ferrozyme_jit::JitOptions { checked: true }),
            }
            .expect("engine");
            let before = engine.live_allocations();
            let out = engine.call(&name, &args).unwrap_or_else(|e| panic!("{func}: {e}"));
            assert!(!out.is_empty(), "{func}");
            assert_eq!(engine.live_allocations(), before, "{func} (interp: {interp})");
        }
    }
}

/// Split mode on a function calling recursion: its own pair, whose tape
/// holds the stack (allocated by the split primal, freed by the split
/// reverse), not a copy of the inputs and a replay; the gradients equal
/// combined mode's, and nothing is left allocated (`check_split`).
#[test]
fn split_mode_keeps_the_stack_on_its_tape() {
    use ferrozyme::ad::{split_derivative_with, ModifiedBetween};
    use Activity::*;
    for (func, acts) in [("deep_top", &[Active, Const][..]), ("integral", &[Active, Active, Active, Const])] {
        let (m, _) = load(FILE);
        let f = m.lookup_symbol(func).expect("function");
        let mut dm = m.clone();
        let mut cache = ReverseCache::default();
        split_derivative_with(&mut dm, &mut cache, f, acts, &[Active], &ModifiedBetween::All)
            .unwrap_or_else(|d| panic!("{d}"));
        let rem = cache.remarks.iter().find(|r| r.contains(&format!("tape of @{func} in split mode"))).expect("remark");
        assert!(rem.contains("(the primal does not run again)"), "{rem}");
    }
    let run = RevRun { seeds: &[1, 2], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    assert!(check_programs(&[FILE], "rev", &run) >= 20);
}
