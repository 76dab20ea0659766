//! Split mode, checked by numbers: the augmented primal and the reverse
//! function against combined mode.
//!
//! - Every `// rev` program: its split pair, with the tape kept while the
//!   argument memory is overwritten, gives combined mode's gradients,
//!   shadows and primal memory; and so does the pair made for a caller
//!   that changes nothing in between (JIT and interpreter).
//! - The pairs come from the function's augmented pair wherever one can be
//!   cut: their reverse runs no function of the input (the primal does not
//!   run again), and keeps a copy of an argument only when it may change.
//! - `enzyme.autodiff_split_mode.*` requests and `--enzyme-wrap` split
//!   modes, lowered and run, leak nothing.

mod shared;

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::ad::lower::AdOptions;
use ferrozyme::ad::{split_derivative_with, ModifiedBetween, ReverseCache};
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::{Activity, Attribute, Module};
use ferrozyme_jit::{Engine, JitOptions};

use shared::{check_programs, directives, load, to_reverse, RevRun};

/// The files whose `// rev` programs split mode runs.
const FILES: [&str; 59] = [
    "ad_reverse/branch_allocs.mlir",
    "ad_reverse/loop_temps.mlir",
    "ad_reverse/checkpoint_calls.mlir",
    "ad_reverse/specialize.mlir",
    "ad_reverse/view_offsets.mlir",
    "ad_reverse/ptr_offsets.mlir",
    "ad_reverse/reshape.mlir",
    "ad_reverse/recursion.mlir",
    "ad_reverse/scalar_sites.mlir",
    "ad_reverse/iterated_tapes.mlir",
    "ad_reverse/while_pointers.mlir",
    "ad_reverse/dynamic_nests.mlir",
    "ad_reverse/branch_nests.mlir",
    "ad_reverse/split_views.mlir",
    "ad_reverse/loops.mlir",
    "ad_reverse/memory.mlir",
    "ad_reverse/calls.mlir",
    "ad_reverse/calls_write.mlir",
    "ad_reverse/calls_ptr.mlir",
    "ad_reverse/calls_alias.mlir",
    "ad_reverse/calls_chain.mlir",
    "ad_reverse/calls_read.mlir",
    "ad_reverse/if_loops.mlir",
    "ad_reverse/while_calls.mlir",
    "ad_reverse/while_nests.mlir",
    "ad_reverse/while_memory.mlir",
    "ad_reverse/call_views.mlir",
    "ad_reverse/stream_calls.mlir",
    "ad_reverse/structured.mlir",
    "ad_reverse/cfg.mlir",
    "ad_reverse/block_order.mlir",
    "ad_reverse/rust_sdot.mlir",
    "ad_reverse/rust_dotx.mlir",
    "ad_reverse/rust_word_copies.mlir",
    "ad_reverse/rust_held.mlir",
    "ad_reverse/rust_swap.mlir",
    "ad_reverse/rust_sort.mlir",
    "ad_reverse/rust_total_cmp.mlir",
    "ad_reverse/rust_heap.mlir",
    "ad_reverse/rust_alloc_shim.mlir",
    "ad_reverse/held_pointers.mlir",
    "ad_reverse/word_copies.mlir",
    "ad_reverse/indirect_calls.mlir",
    "ad_reverse/checkpoint.mlir",
    "ad_reverse/split_edges.mlir",
    "ad_reverse/c_heap.mlir",
    "ad_reverse/int_addresses.mlir",
    "ad_reverse/forall.mlir",
    "ad_reverse/fresh_buffers.mlir",
    "ad_reverse/fresh_buffers_cf.mlir",
    "ad_reverse/dealloc_pipeline.mlir",
    "ad_reverse/cfg_allocs.mlir",
    "ad_reverse/cfg_branch_allocs.mlir",
    "ad_reverse/affine.mlir",
    "ad_reverse/vector.mlir",
    "ad_reverse/partial_lowering.mlir",
    "ad_reverse/returned_memory.mlir",
    "ad_reverse/varargs.mlir",
    "ad_forward/libm.mlir",
];

/// Split mode on every `// rev` program: the augmented primal's tape, kept
/// while the argument memory is overwritten, gives the reverse function
/// the gradients and shadows of combined mode (JIT and interpreter).
#[test]
fn split_mode_matches_combined() {
    let run = RevRun { seeds: &[7], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    check_programs(&FILES, "rev", &run);
    // Structs and tensors: inside scalar-interface functions, and as
    // arguments and results.
    check_programs(&["ad_forward/aggregates.mlir"], "fwd", &run);
    check_programs(&["ad_forward/aggregates.mlir"], "rev", &run);
}

/// Split mode with calls replayed (the function's pair replays it): a
/// constant global is not restored, a strided argument's scratch copy is
/// cast to its layout (JIT and interpreter).
#[test]
fn split_mode_replayed_matches_combined() {
    let ad = AdOptions { replay_calls: true, ..AdOptions::default() };
    let run = RevRun { seeds: &[7], ad, check: ferrozyme_jit::check::check_split };
    check_programs(&["ad_reverse/split_edges.mlir", "ad_reverse/calls_write.mlir"], "rev", &run);
}

/// `enzyme.autodiff_split_mode.primal` / `.reverse` lowered and run: the
/// same results, gradients, shadows and final memory as `enzyme.autodiff`.
#[test]
fn split_mode_requests() {
    let (mut m, _) = load("ad_reverse/split.mlir");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let text = ferrozyme::print_module(&m, &ferrozyme::PrintOptions::default());
    assert!(!text.contains("enzyme."), "requests left after lowering:\n{text}");
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) }.expect("engine");
        let a = e.call("split_mul", &[Value::F32(0.7), Value::F32(-1.3)]).expect("split");
        let b = e.call("combined_mul", &[Value::F32(0.7), Value::F32(-1.3)]).expect("combined");
        let nums = |v: &[Value]| v.iter().map(|x| x.as_f64().expect("float")).collect::<Vec<f64>>();
        assert_eq!(nums(&a), nums(&b), "interp={interp}");
        // d/da = b·e^(ab), d/db = 1 + a·e^(ab).
        let ex = (0.7f32 * -1.3f32).exp();
        assert!((a[1].as_f64().unwrap() - f64::from(-1.3 * ex)).abs() < 1e-5, "{a:?}");
        assert!((a[2].as_f64().unwrap() - f64::from(1.0 + 0.7 * ex)).abs() < 1e-5, "{a:?}");
        let run = |e: &mut Engine, f: &str| {
            let m0 = MemRef::from_f64(&[0.4, -1.2], &[2]).expect("memref");
            let d0 = MemRef::from_f64(&[0.25, 0.5], &[2]).expect("memref");
            let r = e.call(f, &[Value::MemRef(m0.clone()), Value::MemRef(d0.clone()), Value::F64(0.9)]).expect(f);
            (r, m0.to_f64_vec(), d0.to_f64_vec())
        };
        let (rs, ms, ds) = run(&mut e, "split_update");
        let (rc, mc, dc) = run(&mut e, "combined_update");
        assert_eq!((nums(&rs), &ms, &ds), (nums(&rc), &mc, &dc), "interp={interp}");
        assert_eq!(ms[0], 100.0);
        // A reverse reading its argument in place: a copy when the caller
        // stores between the requests, none when nothing is between.
        let run3 = |e: &mut Engine, f: &str| {
            let m0 = MemRef::from_f64(&[0.4, -1.2, 0.7], &[3]).expect("memref");
            let d0 = MemRef::from_f64(&[0.25, 0.5, -0.5], &[3]).expect("memref");
            let r = e.call(f, &[Value::MemRef(m0.clone()), Value::MemRef(d0.clone()), Value::F64(0.9)]).expect(f);
            (nums(&r), m0.to_f64_vec(), d0.to_f64_vec())
        };
        let combined = run3(&mut e, "combined_sin_dot");
        // d/dx of Σ sin(m_i·x) = Σ cos(m_i·x)·m_i.
        let want: f64 = [0.4f64, -1.2, 0.7].iter().map(|a| (a * 0.9).cos() * a).sum();
        assert!((combined.0[1] - want).abs() < 1e-12, "{combined:?}");
        for f in ["split_sin_dot", "split_sin_dot_adjacent"] {
            let split = run3(&mut e, f);
            assert_eq!(split.0, combined.0, "interp={interp}: @{f}");
            assert_eq!(split.2, combined.2, "interp={interp}: @{f}: shadows");
        }
        if !interp {
            assert_eq!(ferrozyme_jit::runtime::live_allocations(), 0, "the tapes are freed");
        }
    }
    let allocs_of_augment = |caller: &str| {
        let f = m.lookup_symbol(caller).expect("caller");
        let callee = |o| m.attr(o, "callee").and_then(Attribute::as_flat_symbol);
        let call = m
            .collect_ops(f)
            .into_iter()
            .find(|&o| callee(o).is_some_and(|c| c.starts_with("augment_")))
            .expect("a call of the split primal");
        let g = m.lookup_symbol(callee(call).expect("callee")).expect("split primal");
        // (A copy of the argument has its type; tape buffers are dynamic.)
        let arg_type = m.value_type(m.operand(call, 0)).clone();
        let allocs = m.collect_ops(g).into_iter().filter(|&o| m.is(o, "memref.alloc"));
        allocs.filter(|&o| *m.value_type(m.result(o, 0)) == arg_type).count()
    };
    assert_eq!(allocs_of_augment("split_sin_dot"), 1, "a copy of the argument");
    assert_eq!(allocs_of_augment("split_sin_dot_adjacent"), 0, "nothing to copy");
}

/// `--enzyme-wrap` with `mode=ReverseModePrimal` and `mode=ReverseModeGradient`:
/// the augmented primal returns the primal result and the tape values; the
/// gradient function takes the seed and the tape and returns the gradients.
#[test]
fn enzyme_wrap_split_modes() {
    use ferrozyme::ad::lower::{enzyme_wrap, WrapOptions};
    let (mut m, _) = load("ad_reverse/split.mlir");
    for (mode, out) in [("ReverseModePrimal", "aug"), ("ReverseModeGradient", "grad")] {
        let spec = format!("infn=mul outfn={out} argTys=enzyme_active,enzyme_active retTys=enzyme_active mode={mode}");
        enzyme_wrap(&mut m, &WrapOptions::parse(&spec).expect("options")).unwrap_or_else(|d| panic!("{d}"));
    }
    let bad =
        WrapOptions::parse("infn=mul argTys=enzyme_active,enzyme_active retTys=enzyme_active mode=ReverseModePrimal")
            .expect("options");
    let e = enzyme_wrap(&mut m.clone(), &bad).expect_err("needs outfn");
    assert!(e.message.contains("needs outfn"), "{e}");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) }.expect("engine");
        let p = e.call("aug", &[Value::F32(0.7), Value::F32(-1.3)]).expect("aug");
        let mut args = vec![Value::F32(1.0)];
        args.extend(p[1..].iter().cloned());
        let g = e.call("grad", &args).expect("grad");
        let c = e.call("combined_mul", &[Value::F32(0.7), Value::F32(-1.3)]).expect("combined");
        assert_eq!(p[0].as_f64(), c[0].as_f64());
        assert_eq!((g[0].as_f64(), g[1].as_f64()), (c[1].as_f64(), c[2].as_f64()), "interp={interp}");
    }
}

/// The split pair for a caller that changes no memory between the two
/// calls (nothing copied, the reverse reads the arguments in place), run
/// back to back, on every `// rev` program: combined mode's numbers.
#[test]
fn split_mode_in_place_matches_combined() {
    let run = RevRun { seeds: &[5], ad: Default::default(), check: ferrozyme_jit::check::check_split_in_place };
    check_programs(&FILES, "rev", &run);
}

/// The functions `f` reaches by calls, transitively.
fn reachable(m: &Module, f: &str) -> Vec<String> {
    let mut seen = vec![f.to_string()];
    let mut at = 0;
    while at < seen.len() {
        if let Some(g) = m.lookup_symbol(&seen[at]) {
            for o in m.collect_ops(g) {
                if let Some(c) = m.attr(o, "callee").and_then(Attribute::as_flat_symbol) {
                    if !seen.iter().any(|s| s == c) {
                        seen.push(c.to_string());
                    }
                }
            }
        }
        at += 1;
    }
    seen
}

/// Files whose programs reach memory through pointers held in memory:
/// split mode needs their pairs (none by replay).
const HELD: [&str; 2] = ["ad_reverse/held_pointers.mlir", "ad_reverse/rust_held.mlir"];

/// Split mode runs the function's augmented pair wherever one can be cut:
/// the reverse function then reaches no function of the input module (the
/// primal does not run again). A memref argument the reverse reads is
/// copied by the split primal when it may change in between, and read in
/// place when nothing changes; the pairs of these programs must be cut.
#[test]
fn split_mode_runs_augmented_pairs() {
    let must_cut = [
        "euler",
        "scale_after",
        "two_logs",
        "kick_ptr_main",
        "llvm_overwritten",
        "global_between",
        "early",
        "kinds",
        "chain",
        "heat",
        "reduce2d",
        "bump_loop",
        "two_calls",
        "nested3",
        "par_2d",
        "copy_scale",
        "powloop",
        // Lowered LLVM code (its descriptors are structs): the pair of the
        // flattened copy, whose reverse frees the heap copy of the stack.
        "stk2_drv",
    ];
    let (mut cut, mut replayed) = (Vec::new(), Vec::new());
    for file in FILES {
        let (m, text) = load(file);
        let originals: Vec<String> = m
            .block_ops(m.body())
            .filter(|&o| m.is(o, "func.func") || m.is(o, "llvm.func"))
            .filter_map(|o| m.symbol_name(o).map(str::to_string))
            .collect();
        for d in directives(file, &text, "rev") {
            let acts = to_reverse(&m, &d.func, &d.acts);
            let f = m.lookup_symbol(&d.func).expect("function");
            let (_, results) = signature(&m, f);
            let rets: Vec<Activity> =
                results.iter().map(|t| if is_float(t) { Activity::Active } else { Activity::Const }).collect();
            // Calls replayed too: no internal mark is left in the output.
            // (Memory reached through pointers held in memory needs the
            // pair: a tape of the inputs cannot save it.)
            let mut dm = m.clone();
            let mut cache = ReverseCache::default();
            cache.replay_calls = true;
            let r = split_derivative_with(&mut dm, &mut cache, f, &acts, &rets, &ModifiedBetween::All);
            if HELD.contains(&file) {
                let e = r.err().unwrap_or_else(|| panic!("{file}: @{}: split by replay", d.func));
                let why = [
                    "which a tape of its inputs cannot save",
                    "its replay in the reverse sweep would read it changed",
                    "this pointer may have been stored by the call",
                    "this call stores pointers into active memory and is run as the primal",
                ];
                assert!(why.iter().any(|w| e.message.contains(w)), "{file}: @{}: {e}", d.func);
            } else {
                r.unwrap_or_else(|e| panic!("{file}: @{}: {e}", d.func));
                assert_no_marks(&dm, &format!("{file}: @{} (calls replayed)", d.func));
            }
            for modified in [ModifiedBetween::All, ModifiedBetween::Args(Vec::new())] {
                let mut dm = m.clone();
                let mut cache = ReverseCache::default();
                let pair = split_derivative_with(&mut dm, &mut cache, f, &acts, &rets, &modified)
                    .unwrap_or_else(|e| panic!("{file}: @{}: {e}", d.func));
                assert_no_marks(&dm, &format!("{file}: @{}", d.func));
                if let Some(why) = &pair.replay {
                    replayed.push(format!("{file}: @{}: {why}", d.func));
                    continue;
                }
                // (C's free may run: the reverse frees what the tape owns,
                // e.g. the heap copy of a stack buffer.)
                let runs: Vec<String> = reachable(&dm, &pair.reverse)
                    .into_iter()
                    .filter(|g| originals.contains(g) && g != "free")
                    .collect();
                assert!(runs.is_empty(), "{file}: @{}: the split reverse runs {runs:?}", d.func);
                let copies = pair.tape.iter().filter(|s| s.what.contains("a copy of its memory")).count();
                if modified == ModifiedBetween::All {
                    cut.push(d.func.clone());
                } else {
                    assert_eq!(copies, 0, "{file}: @{}: nothing changes, yet the tape copies memory", d.func);
                }
            }
        }
    }
    for f in must_cut {
        assert!(cut.iter().any(|c| c == f), "@{f} is not cut in split mode:\n{}", replayed.join("\n"));
    }
    println!("{} split pairs cut; replayed:\n{}", cut.len(), replayed.join("\n"));
}

/// Split requests around code that changes memory (`split_between.mlir`,
/// found by a second reader): a call between them that frees the argument,
/// one that writes it through an `enzyme.autodiff` not lowered yet, a
/// function whose derivative lives in a shadow global split twice; stores
/// between them into memory of the caller's own and another argument (no
/// copy), and into a view of the argument and through a call (a copy). The
/// gradients are the closed form / combined mode's, with no use after free
/// (checked JIT and interpreter).
#[test]
fn split_requests_around_memory_changes() {
    let (mut m, _) = load("ad_reverse/split_between.mlir");
    let remarks = ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    // What may change between the requests decides the copies: the pair
    // for @main_scratch copies nothing, @main_release's and
    // @main_overwrite's (one pair) copy %m, @main_helper's (a call that
    // reaches another request) and @scratch_plain's (a write into an
    // argument that may be %m) assume anything may change.
    let calls = |f: &str| {
        let f = m.lookup_symbol(f).expect("function");
        let names = m.collect_ops(f).into_iter().filter_map(|o| m.attr(o, "callee").map(|a| a.to_string()));
        names.filter(|n| n.starts_with("@augment_") || n.starts_with("@reverse_")).collect::<Vec<_>>()
    };
    let split: Vec<&String> = remarks.iter().filter(|r| r.contains("tape of @sin_dot in split mode")).collect();
    assert_eq!(split.len(), 3, "{split:#?}");
    assert_eq!(calls("main_helper"), calls("scratch_plain"));
    assert!(split.iter().any(|r| r.contains("nothing may change between the two calls") && !r.contains("a copy")));
    assert!(split
        .iter()
        .any(|r| r.contains("a copy of argument(s) #0") && r.contains("only argument(s) [0] may change")));
    assert_eq!(calls("main_release"), calls("main_overwrite"));
    assert_ne!(calls("main_release"), calls("main_scratch"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let x = 0.9f64;
    let vals = [0.7f64, -0.3, 0.2];
    let want: f64 = vals.iter().map(|a| (a * x).cos() * a).sum();
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) }.expect("engine");
        let r = e.call("main_release", &[Value::F64(x)]).unwrap_or_else(|err| panic!("interp={interp}: {err}"));
        assert!((r[1].as_f64().expect("dx") - want).abs() < 1e-12, "interp={interp}: @main_release {r:?}");
        let mem = |v: &[f64]| Value::MemRef(MemRef::from_f64(v, &[3]).expect("memref"));
        let args = [mem(&vals), Value::F64(x), mem(&[50.0, 0.0, 0.0])];
        let r = e.call("main_helper", &args).unwrap_or_else(|err| panic!("interp={interp}: {err}"));
        assert!((r[1].as_f64().expect("dx") - want).abs() < 1e-12, "interp={interp}: @main_helper {r:?}");
        // (Fresh memory: @main_helper's request wrote %m.)
        let args = [mem(&vals), Value::F64(x), mem(&[50.0, 0.0, 0.0])];
        let r = e.call("main_scratch", &args).unwrap_or_else(|err| panic!("interp={interp}: {err}"));
        assert!((r[1].as_f64().expect("dx") - want).abs() < 1e-12, "interp={interp}: @main_scratch {r:?}");
        let args = [mem(&vals), Value::F64(x)];
        let r = e.call("alias_twice", &args).unwrap_or_else(|err| panic!("interp={interp}: {err}"));
        assert!((r[1].as_f64().expect("dx") - want).abs() < 1e-12, "interp={interp}: @alias_twice {r:?}");
        let args = [mem(&vals), Value::F64(x)];
        let r = e.call("main_overwrite", &args).unwrap_or_else(|err| panic!("interp={interp}: {err}"));
        assert!((r[1].as_f64().expect("dx") - want).abs() < 1e-12, "interp={interp}: @main_overwrite {r:?}");
        // (Each from the global's initial value: fresh engines.)
        let fresh = || if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) };
        let s = fresh().expect("engine").call("split_global2", &[Value::F64(x)]).expect("split");
        let c = fresh().expect("engine").call("comb_global2", &[Value::F64(x)]).expect("combined");
        let nums = |v: &[Value]| v.iter().map(|x| x.as_f64().expect("float")).collect::<Vec<f64>>();
        assert_eq!(nums(&s), nums(&c), "interp={interp}: the shadow global starts at zero in each split");
    }
}

/// The marks reverse mode puts on ops while it builds a derivative are
/// gone from what it returns. (Outlined checkpoint chunks keep theirs: it
/// tells a later request for them what they are.)
fn assert_no_marks(m: &Module, what: &str) {
    const MARKS: [&str; 7] = [
        "ferrozyme.snapshot_copy",
        "ferrozyme.stream_pointer",
        "ferrozyme.heap_from_stack",
        "ferrozyme.made_from",
        "ferrozyme.tape_cut",
        "ferrozyme.tape =",
        "ferrozyme.flattened_from",
    ];
    let text = ferrozyme::print_module(m, &ferrozyme::PrintOptions::default());
    for (i, line) in text.lines().enumerate() {
        if let Some(mark) = MARKS.iter().find(|k| line.contains(*k)) {
            panic!("{what}: '{mark}' is left at line {}:\n{line}", i + 1);
        }
    }
}

/// A function freeing its argument: split mode with the argument unchanged
/// between the calls gives combined mode's gradient; with the argument on
/// the tape (the caller may change it) it is refused (reader-16: the
/// tape's copy was freed twice, the argument never).
#[test]
fn split_mode_of_a_function_freeing_its_argument() {
    let text = "func.func @argfree(%A: memref<4xf64>, %x: f64) -> f64 {\n  %c1 = arith.constant 1 : index\n  %a = memref.load %A[%c1] : memref<4xf64>\n  %m = arith.mulf %a, %x : f64\n  memref.dealloc %A : memref<4xf64>\n  return %m : f64\n}\n";
    let m = ferrozyme::parse_module("argfree.mlir", text.as_bytes()).expect("parses");
    let o = |interp: bool| ferrozyme_jit::check::CheckOptions {
        func: "argfree".into(),
        activities: vec![ferrozyme::ir::Activity::Dup, ferrozyme::ir::Activity::Active],
        args: shared::parse_args(&m, "argfree", &["[1.0, 2.0, 3.0, 4.0]".to_string(), "0.5".to_string()]),
        interp,
        ..Default::default()
    };
    for interp in [false, true] {
        let r = ferrozyme_jit::check::check_split_in_place(&m, &o(interp)).expect("in place");
        assert!(r.ok, "{r}");
        let e = ferrozyme_jit::check::check_split(&m, &o(interp)).expect_err("refused");
        assert!(e.contains("argfree.mlir:1:1: error: split mode of @argfree: it frees argument #0"), "{e}");
    }
}

/// A callee refused while it is restructured: split mode of its caller
/// reports that refusal, not a derivative calling a function that was
/// never made (reader-32 W2).
#[test]
fn split_mode_reports_a_refused_callee() {
    let (m, _) = shared::load("ad_reverse/split_refused_callee.mlir");
    let o = ferrozyme_jit::check::CheckOptions {
        func: "calls_pick".into(),
        activities: vec![ferrozyme::ir::Activity::Active],
        args: shared::parse_args(&m, "calls_pick", &["0.7".to_string()]),
        ..Default::default()
    };
    let e = ferrozyme_jit::check::check_split(&m, &o).expect_err("refused");
    assert!(
        e.contains("split_refused_callee.mlir:7:1: error: reverse mode of a function with several blocks: a block argument of type 'memref<6xf64>' needs a value"),
        "{e}"
    );
}

/// Split mode of a function whose callee reaches an array through a holder
/// of a holder: the cut does not follow a slot whose address is stored in
/// another slot, and the tape of inputs cannot save memory reached through
/// pointers; refused with both reasons (combined mode differentiates it:
/// reverse.rs `held_pointers`).
#[test]
fn split_refusals() {
    let (m, _) = shared::load("ad_reverse/held_deep.mlir");
    let o = ferrozyme_jit::check::CheckOptions {
        func: "held_deep".into(),
        activities: vec![ferrozyme::ir::Activity::Active; 2],
        args: shared::parse_args(&m, "held_deep", &["0.7".to_string(), "1.3".to_string()]),
        ..Default::default()
    };
    let e = ferrozyme_jit::check::check_split(&m, &o).expect_err("refused");
    assert!(
        e.contains("held_deep.mlir:32:1: error: split mode of @held_deep: it touches memory the analysis cannot attribute to an argument or a global, which a tape of its inputs cannot save (and its augmented pair cannot be made: its reverse sweep reads memory the caller may change ('llvm.load'))"),
        "{e}"
    );
}

/// Memory reached through pointers a loop loads from memory (C's `double
/// **` rows, a linked list's nodes): the analysis cannot tell whose it is,
/// so neither a tape of the inputs nor the augmented pair (whose reverse
/// would read it after the caller went on) can be made; refused with the
/// reasons (combined mode differentiates them: reverse.rs
/// `pointers_inside_loops`).
#[test]
fn split_refuses_pointers_loaded_in_loops() {
    for (file, func, line) in [("loop_pointers.mlir", "rows", 87), ("lists.mlir", "list_walk", 21)] {
        let (m, _) = shared::load(&format!("ad_reverse/{file}"));
        let o = ferrozyme_jit::check::CheckOptions {
            func: func.into(),
            activities: vec![ferrozyme::ir::Activity::Active],
            args: shared::parse_args(&m, func, &["0.4".to_string()]),
            ..Default::default()
        };
        let e = ferrozyme_jit::check::check_split(&m, &o).expect_err("refused");
        let want = format!("{file}:{line}:1: error: split mode of @{func}: it touches memory the analysis cannot attribute to an argument or a global, which a tape of its inputs cannot save (and its augmented pair cannot be made: its reverse sweep reads memory the caller may change ('llvm.load'))");
        assert!(e.contains(&want), "{e}");
    }
}

/// Split mode of functions whose heap memory (the C heap, Rust's `Vec`s)
/// is picked between their blocks: the cut takes a `malloc` (`calloc`)
/// nothing outside the derivative reaches as its own memory, through the picks (a constant
/// address, an empty `Vec`'s, reaching nothing), and frees it in the
/// reverse. The same gradients, shadows and memory as combined mode (JIT
/// and interpreter), also with the tape kept while the arguments change.
#[test]
fn split_heap_picked_between_blocks() {
    let cases: [(&str, &str, &[&str]); 14] = [
        ("ad_reverse/picked_memory.mlir", "vec_like", &["0.7", "5"]),
        ("ad_reverse/picked_memory.mlir", "vec_like", &["0.4", "0"]),
        ("ad_reverse/picked_memory.mlir", "guarded_alloc", &["0.3", "576460752303423488"]),
        ("ad_reverse/rust_vec.mlir", "vsum", &["0.3", "0.7", "1.1", "5"]),
        ("ad_reverse/rust_vec.mlir", "vsum", &["0.3", "0.7", "1.1", "0"]),
        ("ad_reverse/rust_vec.mlir", "two_vecs", &["0.5", "0.1", "11"]),
        ("ad_reverse/rust_vec.mlir", "vec_norm", &["0.3", "0.7", "6"]),
        ("ad_reverse/rust_vec.mlir", "vzeros", &["0.3", "0.7", "6"]),
        ("ad_reverse/rust_vec.mlir", "vzeros", &["-0.2", "0.4", "0"]),
        ("ad_reverse/rust_vec_swap.mlir", "heatbox", &["0.3", "0.7", "3"]),
        ("ad_reverse/rust_vec_swap.mlir", "heatn", &["0.3", "0.7", "7", "4"]),
        ("ad_reverse/rust_vec_swap.mlir", "heatn", &["0.3", "0.7", "0", "2"]),
        ("ad_reverse/picked_memory.mlir", "swap_branch", &["0.7", "3", "4"]),
        ("ad_reverse/rust_vec_swap.mlir", "condswap", &["0.3", "0.7", "5"]),
    ];
    for (file, func, at) in cases {
        let (m, _) = shared::load(file);
        let f = m.lookup_symbol(func).expect("function");
        let (inputs, _) = signature(&m, f);
        let activities: Vec<Activity> =
            inputs.iter().map(|t| if is_float(t) { Activity::Active } else { Activity::Const }).collect();
        let args = shared::parse_args(&m, func, &at.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        for interp in [false, true] {
            let o = ferrozyme_jit::check::CheckOptions {
                func: func.into(),
                activities: activities.clone(),
                args: args.clone(),
                interp,
                ..Default::default()
            };
            for check in [ferrozyme_jit::check::check_split, ferrozyme_jit::check::check_split_in_place] {
                let r = check(&m, &o).unwrap_or_else(|e| panic!("{file}: @{func} at {at:?}: {e}"));
                assert!(r.ok, "{file}: @{func} at {at:?} (interp {interp}):\n{r}");
            }
        }
    }
}
