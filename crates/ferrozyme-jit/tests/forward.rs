//! Forward mode, checked by numbers.
//!
//! - Every `// fwd @F ACTS [step=H] [tol=T] : ARGS | ARGS ...` line of
//!   `tests/ad_forward/*.mlir` is run through `check_forward` (central finite
//!   differences) for three random directions, under the JIT and under the
//!   interpreter.
//! - The non-smooth points (absf at 0, min/max ties) are checked against
//!   Enzyme's conventions directly, where finite differences are ill-posed.
//! - A few tangents are compared with hand-derived closed forms.
//! - Vector mode: with width 2 and 3, every lane equals the width-1
//!   derivative in the same direction.

mod shared;

use std::path::{Path, PathBuf};

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::ad::{forward_derivative, ForwardCache};
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::{Activity, Module};
use ferrozyme_jit::check::{check_forward, parse_activities, CheckOptions};
use ferrozyme_jit::{Engine, JitOptions};

const SEEDS: [u64; 3] = [1, 2, 3];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/ad_forward")
}

fn load(file: &str) -> (Module, String) {
    let path = dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let m = ferrozyme::parse_module(file, text.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    (m, text)
}

use shared::parse_args;

/// Run every `// fwd` directive of `file` (all points, seeds, both
/// engines); returns the number of finite-difference comparisons made.
fn check_file(file: &str) -> usize {
    check_tagged(file, "fwd")
}

/// `check_file` for the directives tagged `tag`.
fn check_tagged(file: &str, tag: &str) -> usize {
    let (m, text) = load(file);
    let ds = shared::directives(file, &text, tag);
    assert!(!ds.is_empty(), "{file}: no '// {tag}' lines");
    let mut failures = Vec::new();
    let mut count = 0;
    for d in &ds {
        for p in &d.points {
            let args = parse_args(&m, &d.func, p);
            for interp in [false, true] {
                for seed in SEEDS {
                    let o = CheckOptions {
                        func: d.func.clone(),
                        activities: d.acts.clone(),
                        args: args.clone(),
                        seed,
                        interp,
                        step: d.step,
                        tolerance: d.tol,
                        ad: Default::default(),
                    };
                    count += 1;
                    let engine = if interp { "interp" } else { "jit" };
                    match check_forward(&m, &o) {
                        Ok(r) if r.ok => {}
                        Ok(r) => failures
                            .push(format!("{file}:{}: @{} at {p:?} ({engine}, seed {seed}):\n{r}", d.line, d.func)),
                        Err(e) => failures.push(format!("{file}:{}: @{} at {p:?} ({engine}): {e}", d.line, d.func)),
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count} checks failed:\n{}", failures.len(), failures.join("\n"));
    count
}

#[test]
fn arith_ops() {
    check_file("arith.mlir");
}

#[test]
fn math_ops() {
    check_file("math.mlir");
}

/// Calls of the C math library (`llvm.call @sin`), as `math` ops.
#[test]
fn libm_calls() {
    check_file("libm.mlir");
}

#[test]
fn edge_points() {
    check_file("edges.mlir");
}

/// `math.erfc` and the float classifications as guards (MLIR 20 ops).
#[test]
fn mlir20_math_ops() {
    check_file("mlir20_math.mlir");
}

#[test]
fn control_flow() {
    check_file("control.mlir");
}

#[test]
fn memory() {
    check_file("memory.mlir");
}

#[test]
fn calls_and_recursion() {
    check_file("calls.mlir");
}

#[test]
fn llvm_functions() {
    check_file("llvm.mlir");
}

/// The C heap: `malloc`/`calloc` get shadow allocations, freed with them
/// (shared with the reverse-mode tests).
#[test]
fn c_heap() {
    check_file("../ad_reverse/c_heap.mlir");
}

/// A fresh buffer per iteration of an `scf.for` (bufferized code; shared
/// with the reverse-mode tests).
#[test]
fn fresh_buffers() {
    check_file("../ad_reverse/fresh_buffers.mlir");
}

/// The same lowered to unstructured loops (shared with reverse mode).
#[test]
fn fresh_buffers_cf() {
    check_file("../ad_reverse/fresh_buffers_cf.mlir");
}

/// mlir-opt-19's buffer deallocation output (shared with reverse mode).
#[test]
fn dealloc_pipeline() {
    check_file("../ad_reverse/dealloc_pipeline.mlir");
}

/// Allocations after a lowered function's first loop (shared with reverse mode).
#[test]
fn cfg_allocs() {
    check_file("../ad_reverse/cfg_allocs.mlir");
}

/// Tensor programs lowered fully to LLVM by mlir-opt-19.
#[test]
fn lowered_llvm() {
    check_file("lowered_llvm.mlir");
}

/// Allocations in branches and loops of functions with several blocks.
#[test]
fn cfg_branch_allocs() {
    check_file("../ad_reverse/cfg_branch_allocs.mlir");
}

/// The affine dialect (shared with the reverse-mode tests).
#[test]
fn affine() {
    check_file("../ad_reverse/affine.mlir");
}

/// Blocks written after the blocks using their values (shared with the
/// reverse-mode tests; reader-43: the interpreter took the later value's
/// tangent as 0).
#[test]
fn blocks_after_their_uses() {
    check_file("../ad_reverse/block_order.mlir");
}

/// Integer copies of float memory in real rustc output (slice::swap,
/// reverse, rotate_left, struct copies) carry tangents (ad/word_copies.rs).
#[test]
fn integer_copies_of_floats() {
    check_file("../ad_reverse/rust_word_copies.mlir");
    check_file("../ad_reverse/word_copies.mlir");
}

/// Pointers stored in memory (structs holding slices, in real rustc
/// output too): their shadows are stored in the shadow memory.
#[test]
fn held_pointers() {
    check_file("../ad_reverse/held_pointers.mlir");
    check_file("../ad_reverse/held_deep.mlir");
    check_file("../ad_reverse/rust_held.mlir");
}

/// Pointers stored and loaded inside loops, and linked lists walked by a
/// loop carrying the node's address (the `next` field is no float bits).
#[test]
fn pointers_inside_loops() {
    check_file("../ad_reverse/loop_pointers.mlir");
    check_file("../ad_reverse/lists.mlir");
    check_file("../ad_reverse/loop_allocs.mlir");
}

/// Arrays swapped between the steps of a loop (rustc's `mem::swap` of
/// two slices), and Rust's sorts of small arrays (loops carrying pointers
/// into the array).
#[test]
fn swapped_and_sorted_arrays() {
    check_file("../ad_reverse/rust_swap.mlir");
    check_file("../ad_reverse/rust_sort.mlir");
    check_file("../ad_reverse/rust_total_cmp.mlir");
}

/// Memory from Rust's global allocator (`Vec`, `Box`; `__rust_alloc` and
/// its kin as the C heap functions, rewrite/rust_alloc.rs).
#[test]
fn rust_heap() {
    check_file("../ad_reverse/rust_heap.mlir");
    check_file("../ad_reverse/rust_alloc_shim.mlir");
    check_file("../ad_reverse/rust_vec.mlir");
    check_file("../ad_reverse/rust_vec_swap.mlir");
    check_file("../ad_reverse/picked_memory.mlir");
    check_file("../ad_reverse/c_realloc.mlir");
}

/// Indirect calls of known functions, made direct (ad/devirtualize.rs).
#[test]
fn known_indirect_calls() {
    check_file("../ad_reverse/indirect_calls.mlir");
}

/// The vector dialect (shared with the reverse-mode tests).
#[test]
fn vector() {
    check_file("../ad_reverse/vector.mlir");
}

/// Partial lowerings (shared with the reverse-mode tests).
#[test]
fn partial_lowering() {
    check_file("../ad_reverse/partial_lowering.mlir");
}

/// Lowered calls returning memory (shared with the reverse-mode tests).
#[test]
fn returned_memory() {
    check_file("../ad_reverse/returned_memory.mlir");
}

/// Calls of a variadic function with a body (shared with the reverse-mode tests).
#[test]
fn varargs() {
    check_file("../ad_reverse/varargs.mlir");
}

/// `scf.forall` over memory (shared with the reverse-mode tests).
#[test]
fn forall() {
    check_file("../ad_reverse/forall.mlir");
}

/// Address arithmetic on integers, as offsets of the pointer (shared
/// with the reverse-mode tests).
#[test]
fn integer_addresses() {
    check_file("../ad_reverse/int_addresses.mlir");
}

/// Views that regroup or permute dimensions (`memref.collapse_shape`,
/// `expand_shape`, `transpose`; shared with the reverse-mode tests).
#[test]
fn reshaping_views() {
    check_file("../ad_reverse/reshape.mlir");
}

/// Every differentiable float op of `arith` and `math` appears in a checked file.
#[test]
fn every_differentiable_op_is_covered() {
    let ops = shared::DIFFERENTIABLE_OPS;
    let text: String =
        ["arith.mlir", "math.mlir", "edges.mlir", "mlir20_math.mlir"].iter().map(|f| load(f).1).collect();
    for &op in ops {
        assert!(text.contains(&format!("{op} ")), "{op} has no forward-mode test");
        assert!(op == "arith.select" || ferrozyme::ad::rules::rule(op).is_some(), "{op} has no partials rule");
    }
}

// ---------------------------------------------------------------------------
// Direct calls of derivatives.

fn engines(m: &Module) -> [(&'static str, Engine); 2] {
    [
        ("jit", Engine::jit(m, JitOptions { checked: true }).expect("jit")),
        ("interp", Engine::interp(m).expect("interp")),
    ]
}

fn copy(v: &Value) -> Value {
    match v {
        Value::MemRef(mr) => Value::MemRef(MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy")),
        v => v.clone(),
    }
}

/// What one call of a forward derivative gives: the primal results, the
/// tangent lanes of each float result (`tangents[result][lane]`) and the
/// contents of each shadow after the call (`shadows[dup arg][lane]`).
#[derive(Debug, PartialEq)]
struct Fwd {
    primal: Vec<f64>,
    tangents: Vec<Vec<f64>>,
    shadows: Vec<Vec<Vec<f64>>>,
}

/// Derive `func` with `acts` (float results `dup`) at `width`, and call it
/// with `dirs[lane][arg]` as the tangent seeds of the `dup` arguments.
fn run_fwd(m: &Module, func: &str, acts: &[Activity], width: usize, args: &[Value], dirs: &[Vec<Value>]) -> Vec<Fwd> {
    let mut dm = m.clone();
    let f = dm.lookup_symbol(func).expect("function");
    let (_, outs) = signature(&dm, f);
    let rets: Vec<Activity> = outs.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
    let mut cache = ForwardCache::default();
    let name = forward_derivative(&mut dm, &mut cache, f, acts, &rets, width).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&dm).unwrap_or_else(|d| panic!("derivative does not verify: {d}"));
    let mut out = Vec::new();
    for (_, mut e) in engines(&dm) {
        let mut call = Vec::new();
        let mut shadows = Vec::new();
        for (i, (a, act)) in args.iter().zip(acts).enumerate() {
            call.push(copy(a));
            if *act != Activity::Const {
                let lanes: Vec<Value> = (0..width).map(|l| copy(&dirs[l][i])).collect();
                call.extend(lanes.iter().cloned());
                shadows.push(lanes);
            }
        }
        let r = e.call(&name, &call).unwrap_or_else(|err| panic!("{name}: {err}"));
        let (mut primal, mut tangents, mut k) = (Vec::new(), Vec::new(), 0);
        for a in &rets {
            primal.push(r[k].as_f64().unwrap_or(f64::NAN));
            k += 1;
            if *a == Activity::Dup {
                tangents.push(r[k..k + width].iter().map(|v| v.as_f64().expect("float tangent")).collect());
                k += width;
            }
        }
        let shadows = shadows
            .iter()
            .map(|lanes| lanes.iter().map(|v| v.as_memref().map(|mr| mr.to_f64_vec()).unwrap_or_default()).collect())
            .collect();
        out.push(Fwd { primal, tangents, shadows });
    }
    out
}

/// The tangent of result 0 of `func` (one lane) under both engines.
fn tangent(m: &Module, func: &str, acts: &[Activity], args: &[Value], dir: &[Value]) -> [f64; 2] {
    let r = run_fwd(m, func, acts, 1, args, &[dir.to_vec()]);
    [r[0].tangents[0][0], r[1].tangents[0][0]]
}

fn f(x: f64) -> Value {
    Value::F64(x)
}

fn vec1(xs: &[f64]) -> Value {
    Value::MemRef(MemRef::from_f64(xs, &[xs.len() as i64]).expect("memref"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * (1.0 + a.abs().max(b.abs()))
}

/// absf at ±0: derivative 0 (Enzyme's convention), in both engines.
#[test]
fn absf_at_zero_has_zero_derivative() {
    let (m, _) = load("edges.mlir");
    let dup = [Activity::Dup];
    for x in [0.0, -0.0] {
        assert_eq!(tangent(&m, "absf", &dup, &[f(x)], &[f(1.0)]), [0.0, 0.0], "absf'({x})");
    }
    assert_eq!(tangent(&m, "absf", &dup, &[f(-2.0)], &[f(1.0)]), [-1.0, -1.0]);
    assert_eq!(tangent(&m, "absf", &dup, &[f(3.0)], &[f(0.5)]), [0.5, 0.5]);
}

/// On a tie, min and max take the derivative of their first operand.
#[test]
fn min_max_ties_follow_the_first_operand() {
    let (m, _) = load("edges.mlir");
    let dd = [Activity::Dup, Activity::Dup];
    for func in ["max_tie", "min_tie", "maxnum_tie", "minnum_tie"] {
        for x in [1.5, 0.0, -2.0] {
            let t = tangent(&m, func, &dd, &[f(x), f(x)], &[f(1.0), f(0.0)]);
            assert_eq!(t, [1.0, 1.0], "@{func}({x}, {x}) with dx=1, dy=0");
            let t = tangent(&m, func, &dd, &[f(x), f(x)], &[f(0.0), f(1.0)]);
            assert_eq!(t, [0.0, 0.0], "@{func}({x}, {x}) with dx=0, dy=1");
            let t = tangent(&m, func, &dd, &[f(x), f(x)], &[f(3.0), f(-5.0)]);
            assert_eq!(t, [3.0, 3.0], "@{func}({x}, {x}) with dx=3, dy=-5");
        }
        // Off the tie, the picked operand.
        let max = func.starts_with("max");
        let t = tangent(&m, func, &dd, &[f(1.0), f(2.0)], &[f(3.0), f(-5.0)]);
        assert_eq!(t, if max { [-5.0, -5.0] } else { [3.0, 3.0] }, "@{func}(1, 2)");
        // maxnum / minnum with a NaN operand pick the number (reader-14:
        // the NaN's tangent before).
        if func.contains("num") {
            let t = tangent(&m, func, &dd, &[f(1.0), f(f64::NAN)], &[f(3.0), f(-5.0)]);
            assert_eq!(t, [3.0, 3.0], "@{func}(1, NaN)");
            let t = tangent(&m, func, &dd, &[f(f64::NAN), f(1.0)], &[f(3.0), f(-5.0)]);
            assert_eq!(t, [-5.0, -5.0], "@{func}(NaN, 1)");
        }
    }
}

/// select picks the tangent of the operand it picks, even on the boundary.
#[test]
fn select_follows_the_condition() {
    let (m, _) = load("edges.mlir");
    let dup = [Activity::Dup];
    // x >= 0 picks sin(x): derivative cos(0) = 1 at 0.
    assert_eq!(tangent(&m, "select_edge", &dup, &[f(0.0)], &[f(1.0)]), [1.0, 1.0]);
    // x < 0 picks x²: 2x.
    assert_eq!(tangent(&m, "select_edge", &dup, &[f(-0.25)], &[f(1.0)]), [-0.5, -0.5]);
}

/// Storing values with derivatives into the memory of a const argument is
/// refused (the derivative would be lost), also when a callee does it.
#[test]
fn const_memory_receiving_derivatives_is_refused() {
    let refused = |file: &str, func: &str, acts: &str| {
        let (mut m, _) = load(file);
        let f = m.lookup_symbol(func).expect("function");
        let (_, outs) = signature(&m, f);
        let rets: Vec<Activity> =
            outs.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
        let acts = parse_activities(acts).expect("activities");
        let mut cache = ForwardCache::default();
        let err = forward_derivative(&mut m, &mut cache, f, &acts, &rets, 1).expect_err("must be refused");
        err.to_string()
    };
    let e = refused("memory.mlir", "scale", "const,dup");
    assert!(e.starts_with("memory.mlir:9:1: error: argument #0 of @scale is enzyme_const, but its memory may receive values with a derivative"), "{e}");
    let e = refused("calls.mlir", "mem_calls", "const,const,dup");
    assert!(e.contains("argument #1 of @mem_calls is enzyme_const"), "{e}");
    let e = refused("calls.mlir", "mem_calls", "dup,dup,const");
    assert!(e.contains("argument #2 of @mem_calls is enzyme_const"), "{e}");
    let e = refused("calls.mlir", "mem_calls", "dup,const,const");
    assert!(e.contains("argument #1 of @mem_calls is enzyme_const"), "{e}");
    let e = refused("calls.mlir", "call_in_loop", "const,dup");
    assert!(e.contains("argument #0 of @call_in_loop is enzyme_const"), "{e}");
    // Aliasing a const buffer with an active one through control flow.
    let e = refused("memory.mlir", "swap_buffers", "dup,const,const");
    assert!(e.contains("argument #1 of @swap_buffers is enzyme_const"), "{e}");
    // A global's address escaping from a callee as an integer, made a
    // pointer again (reader-39: a wrong tangent, no error).
    // Addresses made integers and stored, or passed to a callee (reader-47:
    // the shadow was lost, a wrong derivative).
    // (The stashed global's address too, where it is stored.)
    for (f, at) in [("int_repoint", "967:9"), ("addr_as_int", "985:8"), ("global_int_stashed", "710:8")] {
        let e = refused("../ad_reverse/refused.mlir", f, "dup,dup");
        assert!(
            e.contains(&format!("refused.mlir:{at}: error: forward mode: the address of memory carrying derivatives is made an integer here")),
            "{e}"
        );
    }
    // (Refused at the pointer made from the integer; or, when the callee
    // returning it is differentiated first, where it returns it.)
    let e = refused("../ad_reverse/refused.mlir", "global_int_from_callee", "dup,dup");
    assert!(
        e.contains("refused.mlir:722:8: error: cannot differentiate 'llvm.inttoptr' in forward mode")
            || e.contains("refused.mlir:705:8: error: forward mode: the address of memory carrying derivatives is made an integer here and returned"),
        "{e}"
    );
}

/// Every `// refuse @F ACTS : TEXT` of refused.mlir: deriving @F fails
/// with TEXT, located at the op on the line after the directive or later.
#[test]
fn unsupported_programs_are_refused() {
    let (m, text) = load("refused.mlir");
    let mut n = 0;
    for (i, l) in text.lines().enumerate() {
        let Some(rest) = l.trim().strip_prefix("// refuse @") else { continue };
        let (head, want) = rest.split_once(" : ").expect("' : '");
        let (func, acts) = head.split_once(' ').expect("function and activities");
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).unwrap_or_else(|| panic!("no @{func}"));
        let (_, outs) = signature(&dm, f);
        let rets: Vec<Activity> =
            outs.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
        let acts = parse_activities(acts).expect("activities");
        let mut cache = ForwardCache::default();
        let err = match forward_derivative(&mut dm, &mut cache, f, &acts, &rets, 1) {
            Ok(name) => panic!("refused.mlir:{}: @{func} was differentiated (as @{name})", i + 1),
            Err(e) => e,
        };
        assert!(err.message.contains(want), "refused.mlir:{}: @{func}: got '{}'", i + 1, err.message);
        assert!(err.line as usize > i + 1, "refused.mlir:{}: @{func}: error not located below: {err}", i + 1);
        n += 1;
    }
    assert!(n >= 7, "only {n} refusals checked");
    // Not refused: an unknown op that nothing flows through; a const buffer
    // handed to an external function next to merged active buffers.
    for (func, acts) in
        [("opaque_inactive", "dup"), ("external_const_buffer", "dup,dup,const,const"), ("sign_bit", "dup")]
    {
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).expect("function");
        let acts = parse_activities(acts).expect("activities");
        forward_derivative(&mut dm, &mut ForwardCache::default(), f, &acts, &[Activity::Dup], 1)
            .unwrap_or_else(|d| panic!("@{func}: {d}"));
    }
}

/// Tensors and structs: inside scalar functions (`fwd`) and as arguments
/// and results (`tfwd`, tensors given as lists).
#[test]
fn aggregates() {
    check_file("aggregates.mlir");
    check_tagged("aggregates.mlir", "tfwd");
}

/// `enzyme.fwddiff` with width 2 and Enzyme's packed tensor shadows: the
/// lanes are unpacked for the derivative (which takes one operand per lane)
/// and the tangents packed back; the same numbers as two separate lanes.
#[test]
fn batched_request_with_tensor_shadows() {
    let text = r#"
func.func @square(%x: f64) -> f64 {
  %y = arith.mulf %x, %x : f64
  return %y : f64
}
func.func @dsq(%x: f64, %dx: tensor<2xf64>) -> tensor<2xf64> {
  %r = enzyme.fwddiff @square(%x, %dx) <{activity = [#enzyme.activity<enzyme_dup>], ret_activity = [#enzyme.activity<enzyme_dupnoneed>], width = 2 : i64}> : (f64, tensor<2xf64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}
func.func @dsq2(%x: f64, %dx: f64, %dy: f64) -> (f64, f64) {
  %r:2 = enzyme.fwddiff @square(%x, %dx, %dy) <{activity = [#enzyme.activity<enzyme_dup>], ret_activity = [#enzyme.activity<enzyme_dupnoneed>], width = 2 : i64}> : (f64, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
func.func @sq(%t: tensor<3xf64>) -> tensor<3xf64> {
  %y = arith.mulf %t, %t : tensor<3xf64>
  return %y : tensor<3xf64>
}
func.func @dsq3(%t: tensor<3xf64>, %dt: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %r = enzyme.fwddiff @sq(%t, %dt) <{activity = [#enzyme.activity<enzyme_dup>], ret_activity = [#enzyme.activity<enzyme_dupnoneed>], width = 2 : i64}> : (tensor<3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}
"#;
    let mut m = ferrozyme::parse_module("b.mlir", text.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    // The lowered module prints and parses back to the same text.
    let printed = ferrozyme::print_module(&m, &ferrozyme::PrintOptions::default());
    let again = ferrozyme::parse_module("b2.mlir", printed.as_bytes()).unwrap_or_else(|d| panic!("{d}\n{printed}"));
    assert_eq!(ferrozyme::print_module(&again, &ferrozyme::PrintOptions::default()), printed);
    let lanes = Value::MemRef(MemRef::from_f64(&[1.0, -2.0], &[2]).unwrap());
    let t = Value::MemRef(MemRef::from_f64(&[0.5, -1.0, 3.0], &[3]).unwrap());
    let dt = Value::MemRef(MemRef::from_f64(&[1.0, 0.0, 2.0, -1.0, 0.5, 0.25], &[2, 3]).unwrap());
    for (_, mut e) in engines(&m) {
        // d(x²) = 2x·dx per lane.
        let r = e.call("dsq2", &[f(1.5), f(1.0), f(-2.0)]).expect("call");
        assert_eq!((r[0].as_f64(), r[1].as_f64()), (Some(3.0), Some(-6.0)));
        let r = e.call("dsq", &[f(1.5), lanes.clone()]).expect("call");
        assert_eq!(r[0].as_memref().expect("tensor result").to_f64_vec(), vec![3.0, -6.0]);
        let r = e.call("dsq3", &[t.clone(), dt.clone()]).expect("call");
        let want: Vec<f64> = [1.0, 0.0, 2.0, -1.0, 0.5, 0.25]
            .iter()
            .enumerate()
            .map(|(k, d)| 2.0 * [0.5, -1.0, 3.0][k % 3] * d)
            .collect();
        assert_eq!(r[0].as_memref().expect("tensor result").to_f64_vec(), want);
    }
}

/// Hand-derived closed forms.
#[test]
fn closed_forms() {
    let dup = Activity::Dup;
    let cst = Activity::Const;
    // d/dx sin(x)·x = cos(x)·x + sin(x); and friends from math.mlir.
    let (m, _) = load("math.mlir");
    for x in [0.3f64, -1.7, 2.5] {
        let want = x.cos() * x + x.sin();
        for t in tangent(&m, "sin", &[dup], &[f(x)], &[f(1.0)]) {
            assert!(close(t, want), "sin: {t} vs {want}");
        }
        let want = -x.sin() * x + x.cos();
        for t in tangent(&m, "cos", &[dup], &[f(x)], &[f(1.0)]) {
            assert!(close(t, want), "cos: {t} vs {want}");
        }
        let want = 2.0 / std::f64::consts::PI.sqrt() * (-x * x).exp() * x + libm_erf(x);
        for t in tangent(&m, "erf", &[dup], &[f(x)], &[f(1.0)]) {
            assert!((t - want).abs() < 1e-9, "erf: {t} vs {want}");
        }
    }
    // pow(x, y) with both varied: y·x^(y−1)·dx + ln(x)·x^y·dy.
    let (x, y, dx, dy): (f64, f64, f64, f64) = (1.7, 0.3, 0.5, -2.0);
    let want = y * x.powf(y - 1.0) * dx + x.ln() * x.powf(y) * dy;
    for t in tangent(&m, "powf", &[dup, dup], &[f(x), f(y)], &[f(dx), f(dy)]) {
        assert!(close(t, want), "powf: {t} vs {want}");
    }
    // Negative base, integer exponent: 3x² and n·x^(n−1).
    let (e, _) = load("edges.mlir");
    for t in tangent(&e, "pow_cube", &[dup], &[f(-1.5)], &[f(1.0)]) {
        assert!(close(t, 3.0 * 1.5 * 1.5), "pow_cube: {t}");
    }
    for n in [-3, 2, 5] {
        let x: f64 = -1.1;
        let want = n as f64 * x.powi(n - 1);
        for t in tangent(&e, "fpowi", &[dup, cst], &[f(x), Value::i32(n)], &[f(1.0), Value::i32(0)]) {
            assert!(close(t, want), "fpowi n={n}: {t} vs {want}");
        }
    }
    for t in tangent(&e, "pow_const_exp", &[dup, cst], &[f(-2.0), f(-2.0)], &[f(1.0), f(0.0)]) {
        assert!(close(t, -2.0 * (-2.0f64).powi(-3)), "pow_const_exp: {t}");
    }
    // Near 0: sqrt'(1e-8) = 0.5e4, log'(1e-8) = 1e8.
    for t in tangent(&e, "sqrt", &[dup], &[f(1e-8)], &[f(1.0)]) {
        assert!(close(t, 5000.0), "sqrt'(1e-8) = {t}");
    }
    for t in tangent(&e, "log", &[dup], &[f(1e-8)], &[f(1.0)]) {
        assert!(close(t, 1e8), "log'(1e-8) = {t}");
    }

    let (c, _) = load("control.mlir");
    // Horner: p'(x) = Σ (n−1−i)·c[i]·x^(n−2−i), plus Σ x^(n−1−i)·dc[i].
    let coef = [1.0, -2.0, 0.5, 3.0];
    let dc = [0.5, 1.0, -1.0, 2.0];
    let x: f64 = 0.7;
    let n = coef.len() as i32;
    let mut want = 0.0;
    for (i, (&ci, &di)) in coef.iter().zip(&dc).enumerate() {
        let p = n - 1 - i as i32;
        want += p as f64 * ci * x.powi(p - 1) + di * x.powi(p);
    }
    for t in tangent(&c, "horner", &[dup, dup], &[vec1(&coef), f(x)], &[vec1(&dc), f(1.0)]) {
        assert!(close(t, want), "horner: {t} vs {want}");
    }
    // while_grow: x ← 1.5x + a, k times; dx_k = 1.5^k dx0 + (1.5^k − 1)/0.5 · da.
    let (x0, a) = (1.0, 0.3);
    let (mut xv, mut k) = (x0, 0);
    while xv < 100.0 {
        xv = xv * 1.5 + a;
        k += 1;
    }
    let q = 1.5f64.powi(k);
    let want = q * 1.0 + (q - 1.0) / 0.5 * 2.0;
    for t in tangent(&c, "while_grow", &[dup, dup], &[f(x0), f(a)], &[f(1.0), f(2.0)]) {
        assert!(close(t, want), "while_grow: {t} vs {want}");
    }

    // Recursive power: d/dx x^n = n·x^(n−1).
    let (r, _) = load("calls.mlir");
    for n in [0i64, 1, 2, 7, 10] {
        let x: f64 = -1.3;
        let want = if n == 0 { 0.0 } else { n as f64 * x.powi(n as i32 - 1) };
        for t in tangent(&r, "rpow", &[dup, cst], &[f(x), Value::i64(n)], &[f(1.0), Value::i64(0)]) {
            assert!(close(t, want), "rpow n={n}: {t} vs {want}");
        }
    }

    // store_const: m[1] = m[0]², then m[0] = m[2] = 3: result 3·m[0]²,
    // tangent 6·m[0]·dm[0]; the shadow after the call is [0, 2m0·dm0, 0, dm3].
    let (mm, _) = load("memory.mlir");
    let m0 = 0.5;
    let d = [1.0, 2.0, 3.0, 4.0];
    for out in run_fwd(&mm, "store_const", &[dup], 1, &[vec1(&[m0, -1.0, 2.0, 4.0])], &[vec![vec1(&d)]]) {
        assert!(close(out.tangents[0][0], 6.0 * m0 * d[0]), "store_const tangent {:?}", out.tangents);
        assert_eq!(out.shadows[0][0], vec![0.0, 2.0 * m0 * d[0], 0.0, d[3]], "store_const shadow");
    }
    // matvec: dy = (1 − tanh²(Ax))·(dA·x + A·dx).
    let av = [1.0, 2.0, 3.0, -1.0];
    let da = [0.5, -0.25, 1.0, 2.0];
    let (xv, dxv) = ([0.7, -1.1], [1.0, 0.5]);
    let am = Value::MemRef(MemRef::from_f64(&av, &[2, 2]).expect("A"));
    let dam = Value::MemRef(MemRef::from_f64(&da, &[2, 2]).expect("dA"));
    let args = [am, vec1(&xv), vec1(&[0.0, 0.0])];
    let dirs = vec![dam, vec1(&dxv), vec1(&[0.0, 0.0])];
    for out in run_fwd(&mm, "matvec", &[dup, dup, dup], 1, &args, &[dirs]) {
        for i in 0..2 {
            let s = av[2 * i] * xv[0] + av[2 * i + 1] * xv[1];
            let ds = da[2 * i] * xv[0] + da[2 * i + 1] * xv[1] + av[2 * i] * dxv[0] + av[2 * i + 1] * dxv[1];
            let want = (1.0 - s.tanh() * s.tanh()) * ds;
            assert!(close(out.shadows[2][0][i], want), "matvec dy[{i}]: {} vs {want}", out.shadows[2][0][i]);
        }
    }
}

/// erf through the interpreter's reference (the std library has none).
fn libm_erf(x: f64) -> f64 {
    let m = ferrozyme::parse_module(
        "erf.mlir",
        b"func.func @e(%x: f64) -> f64 {\n  %r = math.erf %x : f64\n  return %r : f64\n}\n",
    )
    .expect("parse");
    let mut e = Engine::interp(&m).expect("interp");
    e.call("e", &[f(x)]).expect("erf")[0].as_f64().expect("float")
}

// ---------------------------------------------------------------------------
// Vector mode.

/// Deterministic pseudo-random seeds shaped like `args`.
fn directions(args: &[Value], acts: &[Activity], salt: u64) -> Vec<Value> {
    let mut s = salt.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    args.iter()
        .zip(acts)
        .map(|(a, act)| match (a, act) {
            (_, Activity::Const) => a.clone(),
            (Value::MemRef(mr), _) => {
                let vals: Vec<f64> = (0..mr.num_elements()).map(|_| next()).collect();
                Value::MemRef(MemRef::from_f64(&vals, &mr.sizes).expect("direction"))
            }
            _ => f(next()),
        })
        .collect()
}

/// With width w, lane l equals the width-1 derivative seeded with lane l's direction.
fn check_vector(file: &str, func: &str, acts: &str, args: &[&str]) -> usize {
    let (m, _) = load(file);
    let acts = parse_activities(acts).expect("activities");
    let texts: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let args = parse_args(&m, func, &texts);
    let mut n = 0;
    for width in [2, 3] {
        let dirs: Vec<Vec<Value>> = (0..width).map(|l| directions(&args, &acts, 7 + l as u64)).collect();
        let batched = run_fwd(&m, func, &acts, width, &args, &dirs);
        for lane in 0..width {
            let single = run_fwd(&m, func, &acts, 1, &args, &[dirs[lane].clone()]);
            for (b, s) in batched.iter().zip(&single) {
                assert_eq!(b.primal, s.primal, "@{func} width {width}: primal");
                for (bt, st) in b.tangents.iter().zip(&s.tangents) {
                    assert_eq!(bt[lane], st[0], "@{func} width {width} lane {lane}: tangent");
                }
                for (bs, ss) in b.shadows.iter().zip(&s.shadows) {
                    assert_eq!(bs[lane], ss[0], "@{func} width {width} lane {lane}: shadow memory");
                }
                n += 1;
            }
        }
    }
    n
}

#[test]
fn vector_mode() {
    check_vector("math.mlir", "chain", "dup,dup", &["0.5", "1.25"]);
    check_vector("math.mlir", "fma", "dup,const,dup", &["0.5", "-1.25", "3.0"]);
    check_vector("arith.mlir", "select", "dup,dup", &["0.5", "-1.25"]);
    check_vector("arith.mlir", "truncf_extf", "dup", &["0.5"]);
    check_vector("control.mlir", "rotate", "dup,dup,const", &["0.3", "1.1", "5"]);
    check_vector("control.mlir", "while_count", "dup,const", &["0.7", "6"]);
    check_vector("control.mlir", "cf_loop", "dup,dup,const", &["0.5", "1.5", "5"]);
    check_vector("control.mlir", "piecewise", "dup", &["0.5"]);
    check_vector("memory.mlir", "store_const_loop", "dup,dup", &["[0.5, -1.0, 2.0, 4.0]", "0.3"]);
    check_vector("memory.mlir", "temp", "dup", &["0.5"]);
    check_vector("memory.mlir", "subview_rows", "dup", &["[[1.0, 2.0, 3.0], [0.5, -0.5, 1.5], [4.0, 0.0, -1.0]]"]);
    check_vector("memory.mlir", "matvec", "dup,dup,dup", &["[[1.0, 2.0], [3.0, -1.0]]", "[0.7, -1.1]", "[0.0, 0.0]"]);
    check_vector("calls.mlir", "calls", "dup,dup", &["0.5", "1.5"]);
    check_vector("calls.mlir", "mem_calls", "dup,dup,dup", &["0.7", "[1.0, -2.0, 0.5]", "[0.25, 0.5, 3.0]"]);
    check_vector("calls.mlir", "rpow", "dup,const", &["-1.3", "10"]);
    check_vector("calls.mlir", "ping", "dup,const", &["0.3", "5"]);
    check_vector("memory.mlir", "global_state", "dup,const", &["0.7", "5"]);
    check_vector("memory.mlir", "par_reduce2", "dup,dup", &["[0.9, 1.1, 0.7, 1.3]", "0.4"]);
}

/// Tangents left in a shadow global by one run do not leak into the next:
/// the requested derivative zeroes the shadow globals first. `@read_then_write`
/// returns (old contents) · x and then stores x: its tangent is the old
/// contents, whatever the previous run stored (JIT and interpreter).
#[test]
fn shadow_globals_are_zeroed_per_run() {
    let src = r#"
memref.global "private" @cell : memref<1xf64> = dense<0.25>
func.func @read_then_write(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @cell : memref<1xf64>
  %old = memref.load %g[%c0] : memref<1xf64>
  %r = arith.mulf %old, %x : f64
  memref.store %x, %g[%c0] : memref<1xf64>
  %again = memref.load %g[%c0] : memref<1xf64>
  %s = arith.addf %r, %again : f64
  return %s : f64
}
"#;
    let mut m = ferrozyme::parse_module("cell.mlir", src.as_bytes()).expect("parses");
    let f = m.lookup_symbol("read_then_write").expect("function");
    let d = forward_derivative(&mut m, &mut ForwardCache::default(), f, &[Activity::Dup], &[Activity::Dup], 1)
        .unwrap_or_else(|e| panic!("{e}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    for interp in [false, true] {
        let mut e = if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions::default()) }.expect("engine");
        // d/dx [old·x + x] = old + 1; old is 0.25, then the previous run's x.
        let mut old = 0.25;
        for x in [0.5, 0.8, -1.5] {
            let out = e.call(&d, &[Value::F64(x), Value::F64(1.0)]).expect("derivative");
            assert_eq!(out[0].as_f64(), Some(old * x + x), "primal, interp={interp}");
            assert_eq!(out[1].as_f64(), Some(old + 1.0), "tangent at x={x}, interp={interp}");
            old = x;
        }
    }
}

/// Requests on `llvm.func`s may take the derivative's results packed in one
/// `!llvm.struct` (Enzyme-MLIR's convention there): forward and reverse.
#[test]
fn struct_packed_request_results() {
    let src = r#"
llvm.func @f(%x: f64, %y: f64) -> f64 {
  %0 = arith.mulf %x, %y : f64
  %1 = math.sin %0 : f64
  llvm.return %1 : f64
}
llvm.func @df(%x: f64, %dx: f64, %y: f64, %dy: f64) -> f64 {
  %res = enzyme.fwddiff @f(%x, %dx, %y, %dy) {activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_dup>]} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %t = llvm.extractvalue %res[1] : !llvm.struct<(f64, f64)>
  llvm.return %t : f64
}
llvm.func @gf(%x: f64, %y: f64, %seed: f64) -> f64 {
  %res = enzyme.autodiff @f(%x, %y, %seed) {activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>], ret_activity=[#enzyme<activity enzyme_activenoneed>]} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %gx = llvm.extractvalue %res[0] : !llvm.struct<(f64, f64)>
  %gy = llvm.extractvalue %res[1] : !llvm.struct<(f64, f64)>
  %two = arith.constant 2.0 : f64
  %g2 = arith.mulf %gy, %two : f64
  %s = arith.addf %gx, %g2 : f64
  llvm.return %s : f64
}
"#;
    let mut m = ferrozyme::parse_module("packed.mlir", src.as_bytes()).expect("parses");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|e| panic!("{e}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
    let (x, y) = (0.7f64, -1.3f64);
    let c = (x * y).cos();
    for interp in [false, true] {
        let mut e = if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions::default()) }.expect("engine");
        // Tangent along (dx, dy) = (1, 2): cos(xy)·(y + 2x).
        let t = e.call("df", &[Value::F64(x), Value::F64(1.0), Value::F64(y), Value::F64(2.0)]).expect("df");
        assert!((t[0].as_f64().expect("f64") - c * (y + 2.0 * x)).abs() < 1e-12, "interp={interp}: {t:?}");
        // Gradient (cos(xy)·y, cos(xy)·x), combined as gx + 2·gy.
        let g = e.call("gf", &[Value::F64(x), Value::F64(y), Value::F64(1.0)]).expect("gf");
        assert!((g[0].as_f64().expect("f64") - c * (y + 2.0 * x)).abs() < 1e-12, "interp={interp}: {g:?}");
    }
}
