//! Reverse mode, checked by numbers.
//!
//! - Every `// rev @F ACTS [step=H] [tol=T] : ARGS | ARGS ...` line of
//!   `tests/ad_reverse/*.mlir` gets the dot-product test of `check_reverse`
//!   (<J·v, w> by central finite differences against <v, Jᵀ·w> from the
//!   reverse derivative) for three random (v, w), under the JIT and under
//!   the interpreter.
//! - The forward-mode programs of the elementwise ops
//!   (`tests/ad_forward/{arith,math,edges,mlir20_math}.mlir`) get the same test, their
//!   `// fwd` lines read with scalar `dup` arguments made `active`.
//! - Forward against reverse: every `// fwd` line of `tests/ad_forward`
//!   that reverse mode supports passes <J·v, w> (forward tangents) =
//!   <v, Jᵀ·w> (reverse gradients); the ones it refuses are listed below
//!   with their exact message.
//! - A few gradients are compared with hand-derived closed forms (stores
//!   of constants zeroing adjoints, recursion, Horner, a 2-D reduction,
//!   `enzyme.ignore_derivatives`); the JIT and the interpreter give the
//!   same gradients bit for bit; unsupported programs
//!   (`tests/ad_reverse/refused.mlir`) are refused with located errors.

mod shared;

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::ad::{forward_derivative, reverse_derivative, ForwardCache, ReverseCache};
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::{Activity, Module, Type};
use ferrozyme_jit::check::parse_activities;
use ferrozyme_jit::{Engine, JitOptions};

const SEEDS: [u64; 3] = [1, 2, 3];

use shared::{check_programs, check_reverse_file as check_file, directives, load, parse_args, to_reverse, RevRun};

#[test]
fn arith_ops() {
    check_file("ad_forward/arith.mlir", "fwd");
}

#[test]
fn math_ops() {
    check_file("ad_forward/math.mlir", "fwd");
}

#[test]
fn edge_points() {
    check_file("ad_forward/edges.mlir", "fwd");
}

/// `math.erfc` and the float classifications as guards (MLIR 20 ops).
#[test]
fn mlir20_math_ops() {
    check_file("ad_forward/mlir20_math.mlir", "fwd");
}

#[test]
fn loops() {
    check_file("ad_reverse/loops.mlir", "rev");
}

/// Loops and branches carrying windows of a memref (their offsets
/// carried instead: `ad/view_offsets.rs`).
#[test]
fn windows_carried_as_offsets() {
    check_file("ad_reverse/view_offsets.mlir", "rev");
}

/// Views that regroup or permute dimensions over memory with derivatives
/// (`memref.collapse_shape`, `expand_shape`, `transpose`).
#[test]
fn reshaping_views() {
    check_file("ad_reverse/reshape.mlir", "rev");
}

/// Loops and branches carrying pointers stepped through memory (their
/// byte offsets carried instead: `ad/ptr_offsets.rs`), the C form included.
#[test]
fn pointers_carried_as_offsets() {
    check_file("ad_reverse/ptr_offsets.mlir", "rev");
}

/// Recursive callees taking raw pointers, specialized to the extent of
/// the memory their caller passes (`ad/specialize.rs`).
#[test]
fn recursive_pointer_callees_specialized() {
    check_file("ad_reverse/specialize.mlir", "rev");
}

/// Temporaries of run-time size made per iteration or in a branch.
#[test]
fn temporaries_of_run_time_size() {
    check_file("ad_reverse/loop_temps.mlir", "rev");
}

/// The C heap (`malloc`, `calloc`, `free`) in a differentiated function.
#[test]
fn c_heap() {
    check_file("ad_reverse/c_heap.mlir", "rev");
}

/// A fresh buffer per iteration of an `scf.for`, the carried one freed
/// (bufferized code): swapped buffers instead.
#[test]
fn fresh_buffers() {
    check_file("ad_reverse/fresh_buffers.mlir", "rev");
}

/// The same programs lowered to unstructured loops by
/// `mlir-opt-19 --convert-scf-to-cf`.
#[test]
fn fresh_buffers_cf() {
    check_file("ad_reverse/fresh_buffers_cf.mlir", "rev");
}

/// Programs as mlir-opt-19's buffer deallocation pipeline writes them:
/// frees through base buffers behind ownership flags, views rebuilt from
/// base buffers, aliasing decided at run time by `@dealloc_helper`.
#[test]
fn dealloc_pipeline() {
    check_file("ad_reverse/dealloc_pipeline.mlir", "rev");
}

/// Allocations after the first loop of a function `--convert-scf-to-cf`
/// lowered (made in the entry block).
#[test]
fn cfg_allocs() {
    check_file("ad_reverse/cfg_allocs.mlir", "rev");
}

/// Allocations in branches and loops of functions with several blocks
/// (made in the entry block, freed before every return).
#[test]
fn cfg_branch_allocs() {
    check_file("ad_reverse/cfg_branch_allocs.mlir", "rev");
}

/// The affine dialect (linalg's affine-loop lowering of convolution and
/// pooling, max/min bounds, sets, symbols, negative steps' subscripts).
#[test]
fn affine() {
    check_file("ad_reverse/affine.mlir", "rev");
}

/// The vector dialect (vectorized dot product with a padded tail, masked
/// axpy, outer-product matvec with transposes, shuffles and dynamic
/// positions).
#[test]
fn vector() {
    check_file("ad_reverse/vector.mlir", "rev");
}

/// Partial lowerings: `llvm` counters cast to `index` for `memref` ops
/// (`builtin.unrealized_conversion_cast` between index and i64).
#[test]
fn partial_lowering() {
    check_file("ad_reverse/partial_lowering.mlir", "rev");
}

/// Lowered calls returning memory: fresh (the caller frees it) or a view
/// of the argument (the caller writes through it).
#[test]
fn returned_memory() {
    check_file("ad_reverse/returned_memory.mlir", "rev");
}

/// Calls of a variadic function with a body, its variadic operands dropped.
#[test]
fn varargs() {
    check_file("ad_reverse/varargs.mlir", "rev");
}

/// `scf.forall` over memory: nests, run-time bounds, time loops, calls,
/// atomics.
#[test]
fn forall() {
    check_file("ad_reverse/forall.mlir", "rev");
}

/// Address arithmetic on integers (`llvm.inttoptr` of `llvm.ptrtoint`
/// plus offsets), as offsets of the pointer.
#[test]
fn integer_addresses() {
    check_file("ad_reverse/int_addresses.mlir", "rev");
}

/// Calls of the C math library (`llvm.call @sin`), as `math` ops.
#[test]
fn libm_calls() {
    check_file("ad_forward/libm.mlir", "rev");
}

/// Callees freeing memory they are given, after loads of it and after
/// checkpointed loops (their frees moved to the caller, postponed past the
/// reverse sweep; replayed in `calls_replayed`, checkpointed in
/// checkpoint.rs).
#[test]
fn callees_freeing_their_memory() {
    check_file("ad_reverse/callee_frees.mlir", "rev");
}

/// Buffers branch ops allocate: casts to one dynamic type, nested picks.
#[test]
fn branch_allocations() {
    check_file("ad_reverse/branch_allocs.mlir", "rev");
}

/// Loops calling pointer callees (run checkpointed by checkpoint.rs).
#[test]
fn loops_calling_pointer_callees() {
    check_file("ad_reverse/checkpoint_calls.mlir", "rev");
}

#[test]
fn dynamic_nests() {
    check_file("ad_reverse/dynamic_nests.mlir", "rev");
}

/// Loops in the branches of an scf.if in a loop, reading written memory.
#[test]
fn loops_in_branches_of_loops() {
    check_file("ad_reverse/branch_nests.mlir", "rev");
}

#[test]
fn nested_loop_results() {
    check_file("ad_reverse/nest_results.mlir", "rev");
}

#[test]
fn memory() {
    check_file("ad_reverse/memory.mlir", "rev");
}

#[test]
fn calls_that_write_memory() {
    check_file("ad_reverse/calls_write.mlir", "rev");
    check_file("ad_reverse/calls_ptr.mlir", "rev");
    check_file("ad_reverse/calls_alias.mlir", "rev");
}

/// The same programs with every call replayed (`--calls=replay`): the
/// snapshots and access logs that augmented pairs make unneeded where they
/// can be made.
#[test]
fn calls_replayed() {
    let ad = ferrozyme::ad::lower::AdOptions { replay_calls: true, ..Default::default() };
    let run = RevRun { seeds: &[1, 2], ad, check: ferrozyme_jit::check::check_reverse };
    let files = [
        "ad_reverse/calls_write.mlir",
        "ad_reverse/calls_ptr.mlir",
        "ad_reverse/calls_alias.mlir",
        "ad_reverse/calls.mlir",
        "ad_reverse/nested_ptr.mlir",
        "ad_reverse/calls_chain.mlir",
        "ad_reverse/calls_read.mlir",
        "ad_reverse/if_loops.mlir",
        "ad_reverse/while_calls.mlir",
        "ad_reverse/while_nests.mlir",
        "ad_reverse/while_memory.mlir",
        "ad_reverse/call_views.mlir",
        "ad_reverse/stream_calls.mlir",
        "ad_reverse/while_pointers.mlir",
        "ad_reverse/iterated_tapes.mlir",
        "ad_reverse/recursion.mlir",
        "ad_reverse/scalar_sites.mlir",
        "ad_reverse/read_snapshots.mlir",
        "ad_reverse/view_offsets.mlir",
        "ad_reverse/ptr_offsets.mlir",
        "ad_reverse/pointers.mlir",
        "ad_reverse/specialize.mlir",
        "ad_reverse/loop_temps.mlir",
        "ad_reverse/branch_allocs.mlir",
        "ad_reverse/c_heap.mlir",
        "ad_reverse/callee_frees.mlir",
    ];
    assert!(check_programs(&files, "rev", &run) > 60);
}

/// Chains of calls whose pairs pack their tapes into one buffer.
#[test]
fn call_chains_with_packed_tapes() {
    check_file("ad_reverse/calls_chain.mlir", "rev");
}

#[test]
fn native_callee_programs() {
    check_file("native/lookup.mlir", "rev");
}

#[test]
fn calls_and_recursion() {
    check_file("ad_reverse/calls.mlir", "rev");
}

/// Calls in loops nested in a top-level loop and in branches in them run
/// augmented pairs, their results and tapes recorded with the nest.
#[test]
fn calls_in_nested_loops() {
    check_file("ad_reverse/calls_nested.mlir", "rev");
    // Split mode too (the split tests also replay calls, which these
    // programs' loops with trip counts known only as they start refuse).
    let run = RevRun { seeds: &[6], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    assert!(check_programs(&["ad_reverse/calls_nested.mlir"], "rev", &run) >= 8);
}

/// Read-only callees whose memory the loop around the call writes later:
/// their results are recorded, not computed again on changed memory.
#[test]
fn calls_reading_written_memory() {
    check_file("ad_reverse/calls_read.mlir", "rev");
}

/// Loops, nested scf.ifs, calls and scf.whiles in the branches of a
/// top-level scf.if (wrapped in a loop of one iteration, `ad::if_once`).
#[test]
fn loops_in_top_level_branches() {
    check_file("ad_reverse/if_loops.mlir", "rev");
}

/// scf.while loops in loops reading memory the loops write later
/// (outlined into calls, `ad::while_calls`).
#[test]
fn whiles_in_loops_reading_written_memory() {
    check_file("ad_reverse/while_calls.mlir", "rev");
}

/// Pointers to active memory stored, loaded and carried inside loops and
/// branches (`ad::reverse::loop_pointers`): an array of pointers filled in
/// a loop, C's `double **` rows, linked lists walked by a loop (built at
/// the top level, or by a loop in the caller). Split mode where its
/// reverse need not load the pointers again.
#[test]
fn pointers_inside_loops() {
    check_file("ad_reverse/loop_pointers.mlir", "rev");
    check_file("ad_reverse/lists.mlir", "rev");
    let run = RevRun { seeds: &[4], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    assert_eq!(check_programs(&["ad_reverse/loop_pointers.mlir"], "split", &run), 4);
}

/// C allocations of active memory in loops and branches that outlive an
/// iteration (`ad::reverse::loop_allocs`): a buffer made each iteration
/// and the one before freed, buffers made in a branch and swapped, a
/// buffer grown by `realloc`, a malloc'd linked list (lists.mlir); the
/// checks also count the heap allocations left (none more than the
/// primal's: reader-51). Split mode replays two of them from a tape of
/// the inputs.
#[test]
fn allocations_in_loops() {
    check_file("ad_reverse/loop_allocs.mlir", "rev");
    let run = RevRun { seeds: &[5], ad: Default::default(), check: ferrozyme_jit::check::check_split };
    assert_eq!(check_programs(&["ad_reverse/loop_allocs.mlir"], "split", &run), 16);
}

/// Pointer memory (an llvm.alloca) saved per run of an scf.while, in
/// heap rows (C-style adaptive loops).
#[test]
fn pointer_memory_saved_per_run() {
    check_file("ad_reverse/while_pointers.mlir", "rev");
}

/// scf.while loops in scf.while loops (directly, in their loops, in their
/// branches, in the before region), re-executed per reverse run.
#[test]
fn whiles_in_whiles() {
    check_file("ad_reverse/while_nests.mlir", "rev");
}

/// Calls and whiles reading memory in a top-level scf.while: the calls'
/// memory saved per run, the results of calls that write memory recorded.
#[test]
fn calls_and_memory_whiles_in_whiles() {
    check_file("ad_reverse/while_memory.mlir", "rev");
}

/// Calls in loops and whiles reading views made in the body (casts,
/// windows at the iteration's offset, globals fetched there).
#[test]
fn calls_on_views_made_in_loops() {
    check_file("ad_reverse/call_views.mlir", "rev");
}

/// Calls whose memory is saved per iteration, in loops whose trip counts
/// are known only when they start (outlined on the reverse sweep's demand).
#[test]
fn calls_in_stream_loops() {
    check_file("ad_reverse/stream_calls.mlir", "rev");
}

/// Calls in top-level loops (their branches, loops nested in them with
/// bounds fixed before them, top-level whiles)
/// whose pairs' tapes hold buffers (records of the callee's loops, its
/// temporaries, its callees' tapes): kept per iteration as descriptors in
/// a memref of memrefs, freed by the reverse.
#[test]
fn calls_whose_tapes_hold_buffers_in_loops() {
    check_file("ad_reverse/iterated_tapes.mlir", "rev");
    use Activity::*;
    for (func, acts, site, callee) in [
        ("euler", &[Active, Dup, Const][..], "33:5", "euler_step"),
        ("smooth", &[Dup, Const, Active], "75:10", "smooth_step"),
        ("halving", &[Active, Dup, Const], "115:10", "halve"),
        ("chain", &[Active, Dup, Const], "204:10", "outer_step"),
        ("rows", &[Dup, Active, Const], "173:5", "sweep"),
        ("rows", &[Dup, Active, Const], "162:5", "row_step"),
        ("ifloop", &[Active, Dup, Const], "222:7", "euler_step"),
        ("ifloop", &[Active, Dup, Const], "227:7", "euler_step"),
        ("smooth_while", &[Dup, Const, Active], "251:10", "smooth_step"),
        ("halving_while", &[Active, Dup, Const], "274:10", "halve"),
        ("substeps", &[Active, Dup, Const, Const], "297:7", "euler_step"),
        ("substeps", &[Active, Dup, Const, Const], "301:14", "smooth_like"),
        ("i32_loop", &[Dup, Active, Const, Const, Const], "344:10", "smooth_like"),
    ] {
        let r = remarks_with("iterated_tapes.mlir", func, acts, false);
        let at = format!("iterated_tapes.mlir:{site}: remark: call to @{callee}: augmented primal");
        let rem = r.iter().find(|x| x.starts_with(&at)).unwrap_or_else(|| panic!("{func}: {r:#?}"));
        assert!(rem.contains("some of them buffers per iteration"), "{rem}");
    }
}

/// Tensors and structs: scalar-interface functions (`fwd` lines, made
/// active) and tensor-interface ones (`rev` lines, tensors enzyme_active).
#[test]
fn aggregates() {
    check_file("ad_forward/aggregates.mlir", "fwd");
    check_file("ad_forward/aggregates.mlir", "rev");
}

/// Every differentiable float op of `arith` and `math` appears in a file
/// checked above.
#[test]
fn every_differentiable_op_is_covered() {
    let ops = shared::DIFFERENTIABLE_OPS;
    let checked: Vec<(Module, String)> =
        ["ad_forward/arith.mlir", "ad_forward/math.mlir", "ad_forward/edges.mlir", "ad_forward/mlir20_math.mlir"]
            .iter()
            .map(|f| load(f))
            .collect();
    for &op in ops {
        // The op is in a function that some `// fwd` line checks.
        let found = checked.iter().any(|(m, text)| {
            directives("", text, "fwd").iter().any(|d| {
                let f = m.lookup_symbol(&d.func).expect("function");
                m.collect_ops(f).iter().any(|&o| m.name(o).as_str() == op)
            })
        });
        assert!(found, "{op} has no reverse-mode test");
    }
}

// ---------------------------------------------------------------------------
// Forward against reverse.

fn copy(v: &Value) -> Value {
    match v {
        Value::MemRef(mr) => Value::MemRef(MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy")),
        v => v.clone(),
    }
}

/// Deterministic pseudo-random numbers in [-1, 1).
struct Rng(u64);
impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }
}

fn float_like(like: &Value, x: f64) -> Value {
    match like {
        Value::F32(_) => Value::F32(x as f32),
        _ => Value::F64(x),
    }
}

fn float_of_type(t: &Type, x: f64) -> Value {
    match t {
        Type::F32 => Value::F32(x as f32),
        _ => Value::F64(x),
    }
}

fn random_like(rng: &mut Rng, a: &Value) -> Value {
    match a {
        Value::MemRef(mr) => {
            let vals: Vec<Value> = mr.values().iter().map(|p| float_like(p, rng.next())).collect();
            Value::MemRef(MemRef::from_values(mr.elem, &vals, &mr.sizes).expect("memref"))
        }
        v => float_like(v, rng.next()),
    }
}

fn flat(v: &Value) -> Vec<f64> {
    match v {
        Value::MemRef(mr) => mr.to_f64_vec(),
        v => vec![v.as_f64().unwrap_or(0.0)],
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// <J·v, w> from the forward derivative and <v, Jᵀ·w> from the reverse
/// derivative of `func` at `args` (`acts` in forward-mode terms), for one
/// engine. Errors are the derivation's diagnostics.
fn fwd_rev(
    m: &Module,
    func: &str,
    acts: &[Activity],
    args: &[Value],
    seed: u64,
    interp: bool,
) -> Result<(f64, f64), String> {
    let f = m.lookup_symbol(func).ok_or("no function")?;
    let (_, outs) = signature(m, f);
    let racts = to_reverse(m, func, acts);
    let mut dm = m.clone();
    let fwd_rets: Vec<Activity> =
        outs.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
    let rev_rets: Vec<Activity> =
        outs.iter().map(|t| if is_float(t) { Activity::ActiveNoNeed } else { Activity::ConstNoNeed }).collect();
    let rname =
        reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &racts, &rev_rets).map_err(|d| d.to_string())?;
    let fname = forward_derivative(&mut dm, &mut ForwardCache::default(), f, acts, &fwd_rets, 1)
        .map_err(|d| format!("forward: {d}"))?;
    ferrozyme::verify::verify(&dm).map_err(|d| format!("the derivatives do not verify: {d}"))?;
    let mut e = if interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }
        .map_err(|e| e.to_string())?;

    // v over the active inputs, w over the float outputs and dup memory.
    let mut rng = Rng::new(seed);
    let on = |a: &Activity| *a != Activity::Const;
    let v: Vec<Option<Value>> =
        args.iter().zip(acts).map(|(a, act)| on(act).then(|| random_like(&mut rng, a))).collect();
    let w_mem: Vec<Option<Value>> = args
        .iter()
        .zip(acts)
        .map(|(a, act)| (on(act) && matches!(a, Value::MemRef(_))).then(|| random_like(&mut rng, a)))
        .collect();
    let w_res: Vec<f64> = outs.iter().map(|t| if is_float(t) { rng.next() } else { 0.0 }).collect();

    // Forward: tangents v in, J·v out (results and shadow memory).
    let mut call = Vec::new();
    let mut shadows = Vec::new();
    for (a, d) in args.iter().zip(&v) {
        call.push(copy(a));
        if let Some(d) = d {
            let s = copy(d);
            call.push(s.clone());
            shadows.push(Some(s));
        } else {
            shadows.push(None);
        }
    }
    let r = e.call(&fname, &call).map_err(|e| format!("{fname}: {e}"))?;
    let mut lhs = 0.0;
    let mut k = 0;
    for (a, w) in fwd_rets.iter().zip(&w_res) {
        k += 1;
        if *a == Activity::Dup {
            lhs += r[k].as_f64().ok_or("float tangent")? * w;
            k += 1;
        }
    }
    for (s, w) in shadows.iter().zip(&w_mem) {
        if let (Some(s), Some(w)) = (s, w) {
            lhs += dot(&flat(s), &flat(w));
        }
    }

    // Reverse: seeds w in, Jᵀ·w out (gradients and shadow memory).
    let mut call = Vec::new();
    let mut shadows = Vec::new();
    for ((a, act), w) in args.iter().zip(&racts).zip(&w_mem) {
        call.push(copy(a));
        if matches!(act, Activity::Dup | Activity::DupNoNeed) {
            let s = copy(w.as_ref().expect("memory seed"));
            call.push(s.clone());
            shadows.push(Some(s));
        } else {
            shadows.push(None);
        }
    }
    for ((a, w), t) in rev_rets.iter().zip(&w_res).zip(&outs) {
        if *a == Activity::ActiveNoNeed {
            call.push(float_of_type(t, *w));
        }
    }
    let g = e.call(&rname, &call).map_err(|e| format!("{rname}: {e}"))?;
    let mut rhs = 0.0;
    let mut gi = g.iter();
    for ((act, d), s) in racts.iter().zip(&v).zip(&shadows) {
        match act {
            Activity::Active => {
                let gv = gi.next().and_then(Value::as_f64).ok_or("missing gradient")?;
                rhs += gv * d.as_ref().and_then(Value::as_f64).unwrap_or(0.0);
            }
            Activity::Dup | Activity::DupNoNeed => {
                if let (Some(s), Some(d)) = (s, d) {
                    rhs += dot(&flat(s), &flat(d));
                }
            }
            _ => {}
        }
    }
    Ok((lhs, rhs))
}

/// What reverse mode refuses among the forward-mode test programs: file,
/// function, activities and the message (after `FILE:LINE:COL: error: `;
/// the location is the refused op, or the function). None any more: every
/// forward-mode test program passes the dot-product test; a new refusal
/// fails the test below.
const REFUSED: &[(&str, &str, &str, &str)] = &[];

#[test]
fn forward_against_reverse() {
    let files = [
        "arith.mlir",
        "math.mlir",
        "edges.mlir",
        "control.mlir",
        "memory.mlir",
        "calls.mlir",
        "llvm.mlir",
        "aggregates.mlir",
        "libm.mlir",
        "lowered_llvm.mlir",
    ];
    let mut failures = Vec::new();
    let mut refused = Vec::new();
    let mut count = 0;
    for file in files {
        let path = format!("ad_forward/{file}");
        let (m, text) = load(&path);
        for d in directives(&path, &text, "fwd") {
            let acts_text =
                d.acts.iter().map(|a| a.keyword().trim_start_matches("enzyme_")).collect::<Vec<_>>().join(",");
            let mut refusal = None;
            for p in &d.points {
                let args = parse_args(&m, &d.func, p);
                for interp in [false, true] {
                    for seed in SEEDS {
                        match fwd_rev(&m, &d.func, &d.acts, &args, seed, interp) {
                            Ok((lhs, rhs)) => {
                                count += 1;
                                let tol = if d.tol > 1e-5 { d.tol } else { 1e-9 };
                                let bad = (lhs - rhs).abs() > tol * (1.0 + lhs.abs().max(rhs.abs()));
                                if bad || lhs.is_nan() || rhs.is_nan() {
                                    failures.push(format!(
                                        "{file}:{}: @{} {acts_text} at {p:?} (seed {seed}, {}): <J·v, w> = {lhs:e} (forward), <v, Jᵀ·w> = {rhs:e} (reverse)",
                                        d.line,
                                        d.func,
                                        if interp { "interp" } else { "jit" }
                                    ));
                                }
                            }
                            Err(e) => refusal = Some(e),
                        }
                    }
                }
            }
            if let Some(e) = refusal {
                let first = e.lines().next().unwrap_or_default();
                let msg = first.split_once(": error: ").map_or(first, |(_, m)| m).to_string();
                refused.push((file.to_string(), d.func.clone(), acts_text, msg));
            }
        }
    }
    let listed: Vec<String> = refused.iter().map(|(f, n, a, e)| format!("{f} @{n} {a}: {e}")).collect();
    let expected: Vec<String> = REFUSED.iter().map(|(f, n, a, e)| format!("{f} @{n} {a}: {e}")).collect();
    assert!(failures.is_empty(), "{} of {count} comparisons failed:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(
        listed,
        expected,
        "the refusals changed (update REFUSED: what is now supported is checked above):\n{}",
        listed.join("\n")
    );
}

// ---------------------------------------------------------------------------
// Direct calls of reverse derivatives.

/// What one call of a reverse derivative gives: the gradients of the
/// active arguments, and the contents of each `dup` shadow after the call.
#[derive(Debug, PartialEq)]
struct Rev {
    grads: Vec<f64>,
    shadows: Vec<Vec<f64>>,
}

/// Derive `func` (float results `activenoneed`) and call it with the seeds
/// `dr` of its float results and `shadow` as the initial shadow contents of
/// each `dup` argument, under the JIT and the interpreter.
fn run_rev(m: &Module, func: &str, acts: &str, args: &[Value], shadow: &[Vec<f64>], dr: &[f64]) -> Vec<Rev> {
    let mut dm = m.clone();
    let f = dm.lookup_symbol(func).expect("function");
    let (_, outs) = signature(&dm, f);
    let acts = parse_activities(acts).expect("activities");
    let rets: Vec<Activity> =
        outs.iter().map(|t| if is_float(t) { Activity::ActiveNoNeed } else { Activity::ConstNoNeed }).collect();
    let name =
        reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &acts, &rets).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&dm).unwrap_or_else(|d| panic!("derivative does not verify: {d}"));
    let engines = [Engine::jit(&dm, JitOptions { checked: true }).expect("jit"), Engine::interp(&dm).expect("interp")];
    let mut out = Vec::new();
    for mut e in engines {
        let mut call = Vec::new();
        let mut shadows = Vec::new();
        let mut next_shadow = shadow.iter();
        for (a, act) in args.iter().zip(&acts) {
            call.push(copy(a));
            if matches!(act, Activity::Dup | Activity::DupNoNeed) {
                let Value::MemRef(mr) = a else { panic!("dup of a non-memref") };
                let s = Value::MemRef(
                    MemRef::from_f64(next_shadow.next().expect("a shadow per dup argument"), &mr.sizes)
                        .expect("shadow"),
                );
                call.push(s.clone());
                shadows.push(s);
            }
        }
        call.extend(dr.iter().map(|&d| Value::F64(d)));
        let g = e.call(&name, &call).unwrap_or_else(|err| panic!("{name}: {err}"));
        out.push(Rev {
            grads: g.iter().map(|v| v.as_f64().expect("float gradient")).collect(),
            shadows: shadows.iter().map(flat).collect(),
        });
    }
    out
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

/// A store of a constant zeroes the adjoint of the overwritten element:
/// `m[1] = m[0]²; m[0] = m[2] = 3; return m[0]·m[1]` gives the result
/// 3·a² (a = m[0] on entry) and the memory [3, a², 3, m3]; so with seeds
/// dr and w, the shadow after the call is [6a·dr + 2a·w1, 0, 0, w3].
#[test]
fn storing_a_constant_zeroes_the_adjoint() {
    let (m, _) = load("ad_reverse/memory.mlir");
    let a = 0.7;
    let w = [0.5, -1.5, 2.0, 4.0];
    let dr = 1.25;
    for r in run_rev(&m, "store_const", "dup", &[vec1(&[a, -1.0, 2.0, 4.0])], &[w.to_vec()], &[dr]) {
        let want = [6.0 * a * dr + 2.0 * a * w[1], 0.0, 0.0, w[3]];
        assert!(r.shadows[0].iter().zip(&want).all(|(x, y)| close(*x, *y)), "{:?} vs {want:?}", r.shadows[0]);
        assert!(r.grads.is_empty());
    }
    // In a loop: every element is read and then set to 1; the result is
    // x·Π m[i], and no memory adjoint survives the call.
    let ms = [0.5, -1.0, 2.0, 4.0, 1.5];
    let x = 0.3;
    let prod: f64 = ms.iter().product();
    for r in run_rev(&m, "store_const_loop", "dup,active", &[vec1(&ms), f(x)], &[vec![9.0; 5]], &[1.0]) {
        assert!(close(r.grads[0], prod), "d/dx: {} vs {prod}", r.grads[0]);
        for (i, &mi) in ms.iter().enumerate() {
            let want = x * prod / mi;
            assert!(close(r.shadows[0][i], want), "d/dm[{i}]: {} vs {want}", r.shadows[0][i]);
        }
    }
}

/// Recursion: d/dx x^n = n·x^(n−1), with the result's seed scaling it.
#[test]
fn recursive_power() {
    let (m, _) = load("ad_reverse/calls.mlir");
    for n in [0i64, 1, 2, 7, 20] {
        let x: f64 = -1.05;
        let want = if n == 0 { 0.0 } else { 0.5 * n as f64 * x.powi(n as i32 - 1) };
        for r in run_rev(&m, "rpow", "active,const", &[f(x), Value::i64(n)], &[], &[0.5]) {
            assert!(close(r.grads[0], want), "rpow n={n}: {} vs {want}", r.grads[0]);
        }
    }
    // The repeated-squaring version of the forward tests.
    let (c, _) = load("ad_forward/calls.mlir");
    for n in [0i64, 1, 2, 7, 10] {
        let x: f64 = 1.3;
        let want = if n == 0 { 0.0 } else { n as f64 * x.powi(n as i32 - 1) };
        for r in run_rev(&c, "rpow", "active,const", &[f(x), Value::i64(n)], &[], &[1.0]) {
            assert!(close(r.grads[0], want), "rpow (squaring) n={n}: {} vs {want}", r.grads[0]);
        }
    }
}

/// pow where its base or exponent is 0: exact partials (finite differences
/// cannot check them), not NaN.
#[test]
fn pow_at_zero() {
    let (m, _) = load("ad_reverse/pow_edges.mlir");
    let ln2 = 2f64.ln();
    let cases = [
        ((0.0, 2.0), (0.0, 0.0)),
        ((0.0, 3.5), (0.0, 0.0)),
        ((0.0, 0.0), (0.0, 0.0)),
        ((2.0, 0.0), (0.0, ln2)),
        ((3.0, 2.0), (6.0, 9.0 * 3f64.ln())),
    ];
    for func in ["pow_xy", "pow_llvm"] {
        for ((x, y), (dx, dy)) in cases {
            for r in run_rev(&m, func, "active,active", &[f(x), f(y)], &[], &[1.0]) {
                assert!(close(r.grads[0], dx) && close(r.grads[1], dy), "@{func} at ({x}, {y}): {:?}", r.grads);
            }
        }
    }
}

/// fpowi at n = 0: ∂x = 0 (x^0 is constant), also at x = 0; n · x^(n-1)
/// elsewhere.
#[test]
fn fpowi_at_zero() {
    let (m, _) = load("ad_reverse/pow_edges.mlir");
    let cases =
        [((0.0, 0), 0.0), ((2.5, 0), 0.0), ((0.0, 1), 1.0), ((0.0, 3), 0.0), ((2.0, 3), 12.0), ((2.0, -1), -0.25)];
    for ((x, n), dx) in cases {
        for r in run_rev(&m, "fpowi_xn", "active,const", &[f(x), Value::Int { value: n, width: 32 }], &[], &[1.0]) {
            assert!(close(r.grads[0], dx), "fpowi({x}, {n}): {:?}, want {dx}", r.grads);
        }
    }
}

/// maxnum / minnum with one NaN operand return the other, and pass the
/// adjoint to it; both NaN: the result is NaN, and no number gets it.
#[test]
fn maxnum_with_a_nan() {
    let (m, _) = load("ad_reverse/pow_edges.mlir");
    let nan = f64::NAN;
    for func in ["maxnum_xy", "minnum_xy", "maxnum_llvm"] {
        for ((x, y), (dx, dy)) in [((1.0, nan), (1.0, 0.0)), ((nan, 2.0), (0.0, 1.0)), ((1.0, 2.0), (0.0, 1.0))] {
            let (dx, dy) = if func == "minnum_xy" && !x.is_nan() && !y.is_nan() { (1.0, 0.0) } else { (dx, dy) };
            for r in run_rev(&m, func, "active,active", &[f(x), f(y)], &[], &[1.0]) {
                assert_eq!((r.grads[0], r.grads[1]), (dx, dy), "@{func}({x}, {y})");
            }
        }
    }
}

/// Closed forms through loops: Horner's rule and a 2-D reduction.
#[test]
fn closed_forms() {
    // p(x) = Σ c[i] x^(n−1−i): dp/dx = Σ (n−1−i) c[i] x^(n−2−i), dp/dc[i] = x^(n−1−i).
    let (c, _) = load("ad_forward/control.mlir");
    let coef = [1.0, -2.0, 0.5, 3.0];
    let x: f64 = 0.7;
    let n = coef.len() as i32;
    let mut want_x = 0.0;
    for (i, &ci) in coef.iter().enumerate() {
        let p = n - 1 - i as i32;
        want_x += p as f64 * ci * x.powi(p - 1);
    }
    for r in run_rev(&c, "horner", "dup,active", &[vec1(&coef), f(x)], &[vec![0.0; 4]], &[1.0]) {
        assert!(close(r.grads[0], want_x), "horner d/dx: {} vs {want_x}", r.grads[0]);
        for i in 0..coef.len() {
            let want = x.powi(n - 1 - i as i32);
            assert!(close(r.shadows[0][i], want), "horner d/dc[{i}]: {} vs {want}", r.shadows[0][i]);
        }
    }
    // Σ_ij w_j A_ij²: d/dA_ij = 2 w_j A_ij, d/dw_j = Σ_i A_ij².
    let (mm, _) = load("ad_reverse/memory.mlir");
    let a = [1.0, 2.0, -0.5, 0.25, -1.5, 3.0];
    let w = [0.5, -1.0, 2.0];
    let am = Value::MemRef(MemRef::from_f64(&a, &[2, 3]).expect("A"));
    for r in run_rev(&mm, "reduce2d", "dup,dup", &[am, vec1(&w)], &[vec![0.0; 6], vec![0.0; 3]], &[1.0]) {
        for i in 0..2 {
            for j in 0..3 {
                let want = 2.0 * w[j] * a[3 * i + j];
                assert!(close(r.shadows[0][3 * i + j], want), "d/dA[{i},{j}]");
            }
        }
        for j in 0..3 {
            let want = a[j] * a[j] + a[3 + j] * a[3 + j];
            assert!(close(r.shadows[1][j], want), "d/dw[{j}]");
        }
    }
}

/// The interpreter is the oracle of the JIT: the same gradients, to the
/// last bits, on the loop, memory and call programs.
#[test]
fn jit_matches_interpreter() {
    let cases: &[(&str, &str, &str, &[&str], usize)] = &[
        (
            "ad_reverse/memory.mlir",
            "euler",
            "dup,active,active,const",
            &["[0.3, -0.2, 0.0, 0.1]", "1.5", "0.05", "1000"],
            1,
        ),
        ("ad_reverse/memory.mlir", "update2d", "dup,active", &["[[1.0, 2.0, -0.5], [0.25, -1.5, 3.0]]", "0.8"], 0),
        ("ad_reverse/loops.mlir", "nested3", "active,active,const", &["0.3", "0.7", "4"], 1),
        ("ad_reverse/loops.mlir", "branchy", "active,active,const", &["0.5", "0.8", "12"], 2),
        ("ad_reverse/calls.mlir", "calls_in_loops", "active,dup,const", &["0.3", "[0.5, -0.25, 1.0]", "5"], 1),
    ];
    for (file, func, acts, texts, nres) in cases {
        let (m, _) = load(file);
        let texts: Vec<String> = texts.iter().map(|s| s.to_string()).collect();
        let args = parse_args(&m, func, &texts);
        let shadows: Vec<Vec<f64>> = args
            .iter()
            .zip(parse_activities(acts).expect("activities"))
            .filter(|(_, a)| *a == Activity::Dup)
            .map(|(a, _)| (0..flat(a).len()).map(|i| 0.25 * i as f64 - 0.5).collect())
            .collect();
        let dr: Vec<f64> = (0..*nres).map(|i| 1.0 - 0.75 * i as f64).collect();
        let r = run_rev(&m, func, acts, &args, &shadows, &dr);
        assert_eq!(r[0], r[1], "@{func}: JIT and interpreter disagree");
    }
}

/// Unsupported programs are refused with a located error, never a panic or
/// a wrong derivative.
#[test]
fn refusals() {
    let (m, _) = load("ad_reverse/refused.mlir");
    let cases = [
        ("select_const_mem", "dup,const,active", "refused.mlir:9:8: error: reverse mode: a select between active memory and memory without a shadow is not supported yet"),
        ("if_heap", "active,const,const", "refused.mlir:21:8: error: reverse mode: an scf.if yielding active memory is supported only when it picks between memrefs defined before it, each with a shadow (memory its branches allocate is made before it when its sizes are known there)"),
        ("through_const", "const,active", "refused.mlir:39:8: error: reverse mode: 'memref.load' accesses active memory without a shadow: argument #0 is enzyme_const (it has no shadow), but its memory holds active values here (make it enzyme_dup)"),
        ("fill_aliased", "dup,active,const", "refused.mlir:66:3: error: reverse mode: operands #0 and #1 of this call to @fill_from2 are the same memory (or views of it) and @fill_from2 writes it; the callee's derivative assumes distinct memory arguments (pass one buffer, or copy one of them)"),
        ("tmp_kept", "active,const", "refused.mlir:90:12: error: reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"),
        ("reserved_slot", "active", "refused.mlir:103:10: error: 'ferrozyme.tape_slot' is reserved for ferrozyme's own use (while differentiating the call at refused.mlir:108:8)"),
        ("wide_record", "dup,const,active", "refused.mlir:129:13: error: reverse mode: recording a 'i128' (wider than 8 bytes) in a loop whose trip count is known only when it starts is not supported yet"),
        ("reserved_stack", "active,const", "refused.mlir:148:8: error: 'ferrozyme.tape_stack' is reserved for ferrozyme's own use (while differentiating the call at refused.mlir:161:8)"),
        ("grow_temp", "active,const", "refused.mlir:223:10: error: reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"),
        ("pun_llvm", "active,active", "refused.mlir:288:8: error: reverse mode: this float is made from the integer bits of a value carrying derivatives ('llvm.load' at refused.mlir:285:8); type punning would lose the derivative and is not supported"),
        ("external_call", "active", "refused.mlir:296:1: error: cannot differentiate @mystery: it has no body (while differentiating the call at refused.mlir:298:8)"),
        ("atomic_first", "dup,active", "refused.mlir:312:10: error: reverse mode supports only 'addf' atomic updates of active memory whose old value is unused"),
        ("pointer_difference", "active,const", "refused.mlir:330:9: error: reverse mode: the address of memory carrying derivatives is made an integer here and made a pointer again ('llvm.inttoptr' at refused.mlir:339:8); its shadow cannot follow an integer (keep it a pointer)"),
        ("memcpy_via_callee", "active", "refused.mlir:363:3: error: reverse mode: llvm.intr.memcpy into active memory needs the element type (an llvm.alloca of floats behind either pointer, memory the function loads and stores floats of one type through and passes to no call, or both addresses computed by getelementptrs over one float type that the accesses and the length agree with)"),
        ("address_as_argument", "active", "refused.mlir:387:9: error: reverse mode: the address of memory carrying derivatives is made an integer here and made a pointer again ('llvm.inttoptr' at refused.mlir:378:8); its shadow cannot follow an integer (keep it a pointer)"),
        ("int_from_callee", "active", "refused.mlir:411:8: error: reverse mode: 'llvm.load' accesses active memory without a shadow: memory chosen by control flow or returned by a call is not supported yet"),
        ("checkpoint_in_while", "dup,active", "refused.mlir:431:10: error: reverse mode: this loop is checkpointed (its iterations run as calls of @checkpoint_in_while.chunk), which is not supported here; differentiate it without checkpointing. Why: the call to @checkpoint_in_while.chunk reads operand #4, which may be overwritten before its adjoint (written by @checkpoint_in_while.chunk itself; written in a later iteration of the loop at refused.mlir:431:10, at refused.mlir:431:10 ('loop, run as a call of its checkpointed range'); written in a later iteration of the loop at refused.mlir:426:8, at refused.mlir:431:10 ('loop, run as a call of its checkpointed range')); saving it is supported at the top level of the function and of its scf.if branches, in loops nested in a top-level loop (and their scf.if branches), and in the regions of a top-level scf.while (and their scf.if branches), not here"),
        ("outside", "dup,active,const,const", "refused.mlir:477:12: error: reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"),
        ("owned_written", "dup,active,const", "refused.mlir:510:12: error: reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"),
        ("owned_global", "dup,active", "refused.mlir:550:12: error: reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"),
        ("alloc_sized_in_loop", "dup", "refused.mlir:587:8: error: reverse mode: allocating active memory in a block that may run several times or not at all (in a loop or a branch of a function with several blocks) is not supported yet, unless its sizes can be computed in the entry block (without divisions) and the memory stays the function's own (not returned or stored, passed to other blocks only along with other such allocations and constant addresses, and not freed through a view)"),
        ("loadsize", "dup,const", "refused.mlir:602:1: error: reverse mode of a function with several blocks: a block argument of type 'memref<?xf64>' needs a value of that type in the entry block to start from (memory allocated outside the entry block, or picked between blocks, is not; an allocation in a branch or loop is supported when its sizes can be computed in the entry block (without divisions) and the memory stays the function's own: not returned or stored, passed to other blocks only along with other such allocations and constant addresses, and not freed through a view)"),
        ("pun_memcpy_len", "active,active", "refused.mlir:665:3: error: reverse mode: llvm.intr.memcpy of 12 bytes into active memory of 'f64' elements: not a whole number of elements"),
        ("vbody", "dup,dup", "refused.mlir:678:1: error: argument #0 of @vbody has type 'f64', which cannot be enzyme_dup"),
        ("struct_cast", "dup", "refused.mlir:691:8: error: 'builtin.unrealized_conversion_cast' from 'memref<?xf64>' to '!llvm.struct<(!llvm.ptr, !llvm.ptr, i64, !llvm.array<1 x i64>, !llvm.array<1 x i64>)>' is not supported: only casts between identical types and between 'index' and 'i64' are. A partial lowering leaves such casts where converted and unconverted code meet: lower the rest too (e.g. --convert-func-to-llvm for function signatures) and run --reconcile-unrealized-casts"),
        ("global_int_from_callee", "active,active", "refused.mlir:724:8: error: reverse mode: 'llvm.load' accesses active memory without a shadow: memory chosen by control flow or returned by a call is not supported yet"),
        ("global_int_stashed", "active,active", "refused.mlir:741:8: error: reverse mode: 'llvm.load' accesses active memory without a shadow: memory chosen by control flow or returned by a call is not supported yet"),
        ("const_to_writer", "const,active", "refused.mlir:815:8: error: reverse mode: operand #0 of this call is active memory without a shadow (argument #0 is enzyme_const (it has no shadow), but the callee's active values reach its memory (make it enzyme_dup))"),
        ("held_array", "active,active,const", "refused.mlir:848:5: error: reverse mode: @scale_held reads memory it reaches through pointers the caller cannot follow (loaded from memory, say), which may be written before its adjoint (written by @scale_held itself); its replay in the reverse sweep would read it changed, and it cannot be saved (it is replayed: its tape holds a value of type '!llvm.ptr', which a loop cannot keep per iteration)"),
        ("held_swap_ints", "active,active", "refused.mlir:877:9: error: reverse mode: this float is made from the integer bits of a value carrying derivatives ('llvm.load' at refused.mlir:874:9); type punning would lose the derivative and is not supported"),
        ("stored_fn", "active", "refused.mlir:895:8: error: reverse mode: the address of function @pf_sq goes where derivatives do (a function pointer chosen at run time, stored in memory, or called with other types than its own): the calls through it are not known before the run, and indirect calls are not supported"),
        ("f64_halves", "active,active", "refused.mlir:922:8: error: reverse mode: this float is made from the integer bits of a value carrying derivatives ('llvm.load' at refused.mlir:917:9); type punning would lose the derivative and is not supported"),
        ("pun_held", "active", "refused.mlir:950:8: error: reverse mode: this float is made from the integer bits of a value carrying derivatives ('llvm.load' at refused.mlir:936:8); type punning would lose the derivative and is not supported"),
        ("int_repoint", "active,active", "refused.mlir:967:9: error: reverse mode: the address of memory carrying derivatives is made an integer here and stored into memory ('llvm.store' at refused.mlir:968:3); its shadow cannot follow an integer (keep it a pointer)"),
        ("addr_as_int", "active,active", "refused.mlir:985:8: error: reverse mode: the address of memory carrying derivatives is made an integer here and made a pointer again ('llvm.inttoptr' at refused.mlir:975:8); its shadow cannot follow an integer (keep it a pointer)"),
        ("pun_via_field", "active,active", "refused.mlir:1006:8: error: reverse mode: this float is made from bits moved as a pointer, loaded from memory carrying derivatives where floats may be ('llvm.load' at refused.mlir:1004:11); type punning would lose the derivative and is not supported"),
        ("ckpt_ptr_store", "active", "refused.mlir:1022:3: error: cannot checkpoint this loop: it stores or loads pointers, whose shadows its checkpointed runs would not follow (remove its checkpoint attribute)"),
        ("pun_ptr_array_esc", "active,active", "refused.mlir:1095:8: error: reverse mode: this float is made from bits moved as a pointer, loaded from memory carrying derivatives where floats may be ('llvm.load' at refused.mlir:1093:11); type punning would lose the derivative and is not supported"),
        ("rw_top", "active,active", "refused.mlir:190:5: error: reverse mode: the call to @rw needs operand #0 (of type '!llvm.ptr') saved (written by @rw itself), but memory of unknown extent cannot be saved (while differentiating the call at refused.mlir:199:3)"),
    ];
    for (func, acts, want) in cases {
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).expect("function");
        let acts = parse_activities(acts).expect("activities");
        let e = reverse_derivative(
            &mut dm,
            &mut ReverseCache::default(),
            f,
            &acts,
            &[Activity::ActiveNoNeed; 1][..signature(&m, f).1.len()],
        )
        .expect_err("must be refused")
        .to_string();
        assert_eq!(e.lines().next(), Some(want), "@{func}:\n{e}");
    }
}

/// A replayed call of a callee that frees memory it is passed would free
/// it again in the reverse sweep (refused before); the free is now the
/// caller's (`ad::callee_frees`), postponed past the reverse sweep: the
/// gradient, cos(x[0]), is the same replayed and augmented, under both
/// engines, and the derivative leaves no memory behind (checked by
/// `check_reverse`).
#[test]
fn replayed_callee_frees_are_the_callers() {
    let text = r#"
func.func private @release(%m: memref<4xf64>) {
  memref.dealloc %m : memref<4xf64>
  return
}
func.func @f(%x: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %s = memref.alloc() : memref<4xf64>
  %v = memref.load %x[%c0] : memref<4xf64>
  %e = math.sin %v : f64
  memref.store %e, %s[%c0] : memref<4xf64>
  %w = memref.load %s[%c0] : memref<4xf64>
  func.call @release(%s) : (memref<4xf64>) -> ()
  return %w : f64
}
"#;
    let m = ferrozyme::parse_module("free.mlir", text.as_bytes()).expect("parses");
    let x = [0.3, -1.2, 0.5, 2.0];
    for replay_calls in [false, true] {
        for interp in [false, true] {
            let o = ferrozyme_jit::check::CheckOptions {
                func: "f".into(),
                activities: vec![Activity::Dup],
                args: vec![vec1(&x)],
                interp,
                ad: ferrozyme::ad::lower::AdOptions { replay_calls, ..Default::default() },
                ..Default::default()
            };
            let r = ferrozyme_jit::check::check_reverse(&m, &o).expect("differentiated");
            assert!(r.ok, "replay {replay_calls}, interp {interp}: {r}");
        }
        // The closed form: d/dx[0] sin(x[0]) = cos(x[0]), nothing else.
        let mut dm = m.clone();
        let func = dm.lookup_symbol("f").expect("@f");
        let mut cache = ReverseCache::default();
        cache.replay_calls = replay_calls;
        let g = reverse_derivative(&mut dm, &mut cache, func, &[Activity::Dup], &[Activity::Active]).expect("derived");
        let mut engine = Engine::jit(&dm, JitOptions { checked: true }).expect("jit");
        let shadow = vec1(&[0.0; 4]);
        engine.call(&g, &[vec1(&x), shadow.clone(), f(1.0)]).expect("runs");
        let d = shadow.as_memref().expect("memref").to_f64_vec();
        assert_eq!(d, vec![x[0].cos(), 0.0, 0.0, 0.0], "replay {replay_calls}");
    }
}

/// A call given active memory that has no shadow (a pointer an scf.if
/// picks in a loop, one branch loading it from a table) is refused,
/// augmented or replayed; replayed, such a call was taken as constant
/// before (a wrong gradient, reader-10). (Replayed, the pointer the loop
/// loads, which the replayed call may have stored without its shadow, is
/// refused first.)
#[test]
fn calls_on_memory_without_shadow_are_refused() {
    let (m, _) = load("ad_reverse/refused.mlir");
    for replay_calls in [false, true] {
        let mut dm = m.clone();
        let f = dm.lookup_symbol("ifload_loop").expect("@ifload_loop");
        let mut cache = ReverseCache::default();
        cache.replay_calls = replay_calls;
        let acts = [Activity::Active, Activity::Active, Activity::Const];
        let e = reverse_derivative(&mut dm, &mut cache, f, &acts, &[Activity::ActiveNoNeed])
            .expect_err("no shadow")
            .to_string();
        let expected = if replay_calls {
            "refused.mlir:267:13: error: reverse mode: this pointer may have been stored by the call at refused.mlir:270:5 (its shadow is not), which is not supported yet"
        } else {
            "refused.mlir:270:5: error: reverse mode: operand #0 of this call is active memory without a shadow (result #0 of 'scf.if': memory chosen by control flow reverse mode does not follow yet)"
        };
        assert!(e.lines().next().is_some_and(|l| l.starts_with(expected)), "replay={replay_calls}: {e}");
    }
}

/// A replayed call storing pointers that the caller's loop loads: refused
/// (its replay stores no shadows of them; reader-50 read a shadow outside
/// every allocation). Augmented, the same program differentiates.
#[test]
fn replayed_pointer_stores_are_refused() {
    let (m, _) = load("ad_reverse/refused.mlir");
    let mut dm = m.clone();
    let f = dm.lookup_symbol("linked_walk").expect("@linked_walk");
    let mut cache = ReverseCache::default();
    cache.replay_calls = true;
    let e = reverse_derivative(&mut dm, &mut cache, f, &[Activity::Active; 2], &[Activity::ActiveNoNeed])
        .expect_err("replayed")
        .to_string();
    let want = "refused.mlir:1063:3: error: reverse mode: this call stores pointers into active memory and is run as the primal (replayed, or a checkpointed range of a loop), which stores no shadows of them; not supported yet (without checkpointing, or with the call augmented, it is)";
    assert_eq!(e.lines().next(), Some(want), "{e}");
    let mut dm = m.clone();
    let f = dm.lookup_symbol("linked_walk").expect("@linked_walk");
    reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Activity::Active; 2], &[Activity::ActiveNoNeed])
        .expect("augmented");
}

/// `enzyme.ignore_derivatives` stops the adjoint.
#[test]
fn ignored_derivatives() {
    let (m, _) = load("ad_reverse/enzyme.mlir");
    for x in [0.3f64, -1.2] {
        for r in run_rev(&m, "dropped", "active", &[f(x)], &[], &[1.0]) {
            assert!(close(r.grads[0], x * x + x.cos()), "@dropped at {x}: {}", r.grads[0]);
        }
        for r in run_rev(&m, "all_dropped", "active", &[f(x)], &[], &[1.0]) {
            assert_eq!(r.grads[0], 0.0, "@all_dropped at {x}");
        }
    }
}

/// The types of the buffers function `g` allocates on the heap.
fn alloc_types(dm: &Module, g: ferrozyme::ir::OpId) -> Vec<String> {
    dm.collect_ops(g)
        .into_iter()
        .filter(|&o| dm.is(o, "memref.alloc"))
        .map(|o| format!("{}", dm.value_type(dm.result(o, 0))))
        .collect()
}

/// The remarks of reverse-differentiating `func` of `calls_write.mlir`.
fn call_remarks(func: &str, acts: &[Activity]) -> Vec<String> {
    call_remarks_in("calls_write.mlir", func, acts)
}

/// The remarks of reverse-differentiating `func` of `tests/ad_reverse/<file>`.
fn call_remarks_in(file: &str, func: &str, acts: &[Activity]) -> Vec<String> {
    remarks_with(file, func, acts, true)
}

/// The remarks of reverse-differentiating `func` of `tests/ad_reverse/<file>`,
/// calls replayed (`--calls=replay`) or not.
fn remarks_with(file: &str, func: &str, acts: &[Activity], replay_calls: bool) -> Vec<String> {
    let mut cache = ReverseCache::default();
    cache.replay_calls = replay_calls;
    shared::derive_reverse(&format!("ad_reverse/{file}"), func, acts, &mut cache);
    cache.remarks
}

fn remark_at<'a>(remarks: &'a [String], site: &str) -> &'a str {
    remarks
        .iter()
        .find(|r| r.starts_with(&format!("calls_write.mlir:{site}: remark")))
        .unwrap_or_else(|| panic!("no remark at {site} in {remarks:#?}"))
}

/// Tape sizes of calls: nothing when nothing is overwritten; the
/// overwritten memory only (one scalar for a one-element buffer), per
/// iteration in a loop.
#[test]
fn call_tapes_hold_only_overwritten_memory() {
    use Activity::*;
    let r = call_remarks("overwrite_after", &[Dup, Active]);
    let first = remark_at(&r, "74:8");
    // Two of its three elements are stored to after the call: those two are cached.
    assert!(first.contains("tape: 16 bytes") && first.contains("written after the call"), "{first}");
    let r1 = call_remarks("overwrite_one", &[Dup, Active]);
    let one =
        r1.iter().find(|x| x.contains("call to @sum_sin") && x.contains("overwritten at 1 element")).expect("remark");
    assert!(one.ends_with("tape: 8 bytes"), "{one}");
    let second = remark_at(&r, "78:8");
    assert!(second.contains("not overwritten — nothing cached") && second.ends_with("tape: 0 bytes"), "{second}");
    let r = call_remarks("call_write", &[Dup, Active]);
    assert!(remark_at(&r, "10:8").ends_with("tape: 8 bytes"), "{r:#?}");
    // A callee writing one element of an 8-element buffer in a loop: one scalar per iteration.
    let r = call_remarks("one_elem_loop", &[Dup, Active, Const]);
    assert!(remark_at(&r, "380:5").ends_with("tape: 8 bytes per iteration"), "{r:#?}");
    let r = call_remarks("scale_loop", &[Dup, Active, Const]);
    assert!(remark_at(&r, "61:5").ends_with("tape: 16 bytes per iteration"), "{r:#?}");
    // An llvm.mlir.global the caller overwrites after the call: its 8 bytes.
    let r = call_remarks("global_between", &[Active, Active]);
    let g = remark_at(&r, "719:3");
    assert!(g.contains("global @gscale (!llvm.ptr, read): overwritten — cached: a copy of 8 bytes"), "{g}");
    // A read-only callee whose memory nobody overwrites: no snapshot at all.
    let (m, _) = load("ad_reverse/calls.mlir");
    let f = m.lookup_symbol("calls_in_loops").expect("function");
    let mut dm = m.clone();
    let mut cache = ReverseCache::default();
    cache.replay_calls = true;
    let acts = [Active, Dup, Const];
    let (ins, _) = signature(&m, f);
    assert_eq!(ins.len(), acts.len(), "@calls_in_loops signature changed");
    let name = reverse_derivative(&mut dm, &mut cache, f, &acts, &[Active]).unwrap_or_else(|d| panic!("{d}"));
    let calls: Vec<&String> = cache.remarks.iter().filter(|r| r.contains("remark: call to")).collect();
    assert!(!calls.is_empty() && calls.iter().all(|r| r.ends_with("tape: 0 bytes")), "{:#?}", cache.remarks);
    let g = dm.lookup_symbol(&name).expect("derivative");
    let allocs = dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "memref.alloc")).count();
    let loops = dm.collect_ops(f).into_iter().filter(|&o| dm.is(o, "scf.for")).count();
    assert!(allocs <= 2 * loops, "{allocs} allocations for {loops} loops: snapshots were taken");
}

/// A callee reading and writing memory at a run-time index (or pointer
/// offset): the call logs its accesses (value and place each) instead of
/// copying the buffer; the gradients are checked by `calls_that_write_memory`.
#[test]
fn run_time_index_calls_log_their_accesses() {
    use Activity::*;
    let r = call_remarks("bump_loop", &[Dup, Active, Const]);
    let site = remark_at(&r, "536:5");
    assert!(
        site.contains("a log of 1 element access(es) of the callee (value and indices each), 16 bytes per iteration (a copy would be 128 bytes)"),
        "{site}"
    );
    assert!(site.ends_with("tape: 16 bytes per iteration"), "{site}");
    let r = call_remarks("bump_branches", &[Dup, Active, Const]);
    assert!(
        remark_at(&r, "560:3").contains(
            "2 element access(es) of the callee (value and indices each), 32 bytes (a copy would be of dynamic size)"
        ),
        "{r:#?}"
    );
    // A loop with constant bounds in the callee, a branch in its body: six entries.
    let r = call_remarks("smooth_loop", &[Dup, Active, Const]);
    assert!(remark_at(&r, "654:5").contains("a log of 6 element access(es) of the callee (value and indices each), 96 bytes per iteration (a copy would be 128 bytes)"), "{r:#?}");
    // Pointers of unknown extent (an argument; an interior pointer), which
    // cannot be copied: logged (these calls used to be refused).
    let r = call_remarks_in("calls_ptr.mlir", "kick_ptr_main", &[Active, Active, Const]);
    for (site, per) in [("32:5", " per iteration"), ("55:3", ""), ("56:3", "")] {
        let prefix = format!("calls_ptr.mlir:{site}: remark");
        let text = r.iter().find(|x| x.starts_with(&prefix)).unwrap_or_else(|| panic!("no remark at {site}: {r:#?}"));
        let want = format!("a log of 1 element access(es) of the callee (value and address each), 16 bytes{per} (memory of unknown extent: no copy possible)");
        assert!(text.contains(&want), "{text}");
    }
    // The derivative calls the logging copy, and copies no whole buffer.
    let (m, _) = load("ad_reverse/calls_write.mlir");
    let f = m.lookup_symbol("bump_loop").expect("function");
    let mut dm = m.clone();
    let mut cache = ReverseCache::default();
    cache.replay_calls = true;
    let name =
        reverse_derivative(&mut dm, &mut cache, f, &[Dup, Active, Const], &[Active]).unwrap_or_else(|d| panic!("{d}"));
    let g = dm.lookup_symbol(&name).expect("derivative");
    let callees: Vec<String> = dm
        .collect_ops(g)
        .into_iter()
        .filter(|&o| dm.is(o, "func.call"))
        .filter_map(|o| dm.attr(o, "callee").map(|a| format!("{a}")))
        .collect();
    assert!(callees.iter().any(|c| c.contains("@bump.log0")), "{callees:?}");
    let allocs = alloc_types(&dm, g);
    assert!(allocs.iter().all(|t| !t.contains("x16xf64")), "a buffer copy per iteration: {allocs:?}");
}

/// The callees called directly in (the top-level loops of) a function, by
/// default, run as augmented pairs: the forward sweep calls `@<f>.aug`,
/// which returns the values its reverse needs (here the element it read
/// and its sine: 16 bytes per iteration); the reverse sweep calls
/// `@<f>.rev` with them. The callee is not replayed, nothing is logged or
/// copied; a call that cannot be cut says why it is replayed.
#[test]
fn augmented_pairs_run_each_callee_once() {
    use Activity::*;
    let r = remarks_with("calls_write.mlir", "bump_loop", &[Dup, Active, Const], false);
    let site = remark_at(&r, "536:5");
    assert!(site.contains("augmented primal @bump.aug and reverse @bump.rev"), "{site}");
    // (Its two forward values `v` and `v · h`: the product is made again
    // from the taped `v` and the argument `h`.)
    assert!(site.ends_with("tape: 1 value(s), 8 bytes per iteration"), "{site}");
    // In a branch of a top-level scf.if: the tape values leave the branch
    // as results of the scf.if.
    let r = remarks_with("calls_write.mlir", "call_in_if", &[Dup, Active, Const], false);
    assert!(remark_at(&r, "216:5").ends_with("tape: 1 value(s), 8 bytes"), "{r:#?}");
    // One element overwritten after a reduction over the buffer: replaying
    // saves that element; the pair would record every load.
    let r = remarks_with("calls_write.mlir", "overwrite_one", &[Dup, Active], false);
    assert!(remark_at(&r, "324:8").contains("a replay saves only the elements that change"), "{r:#?}");
    assert!(remark_at(&r, "324:8").ends_with("tape: 8 bytes"), "{r:#?}");
    // A callee with a loop of its own, in a top-level loop: its tape holds
    // the record of that loop, a buffer, which the caller keeps per
    // iteration (a memref of memrefs); in a nested loop, still replayed.
    let r = remarks_with("calls_write.mlir", "scale_loop", &[Dup, Active, Const], false);
    let site = remark_at(&r, "61:5");
    assert!(site.contains("augmented primal @scale.aug"), "{site}");
    assert!(site.ends_with("tape: 1 value(s), some of them buffers per iteration"), "{site}");
    assert!(r.iter().any(|x| x.contains("@scale.aug") && x.contains("(memref<?xf64>)")), "{r:#?}");
    let (m, _) = load("ad_reverse/calls_write.mlir");
    let f = m.lookup_symbol("bump_loop").expect("function");
    let mut dm = m.clone();
    let name = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Dup, Active, Const], &[Active])
        .unwrap_or_else(|d| panic!("{d}"));
    let g = dm.lookup_symbol(&name).expect("derivative");
    let called = |dm: &Module, f: ferrozyme::ir::OpId| -> Vec<String> {
        dm.collect_ops(f)
            .into_iter()
            .filter(|&o| dm.is(o, "func.call"))
            .filter_map(|o| dm.attr(o, "callee").map(|a| format!("{a}")))
            .collect()
    };
    // Both halves are small: inlined into the derivative, which calls
    // nothing (and the functions, called by nobody, are gone).
    let callees = called(&dm, g);
    assert!(callees.is_empty(), "{callees:?}");
    assert!(dm.lookup_symbol("bump.aug").is_none() && dm.lookup_symbol("bump.rev").is_none());
    // Neither half runs the other's work again: the callee's `sin` runs
    // once (forward), its `cos` once (reverse).
    let ops: Vec<String> = dm.collect_ops(g).into_iter().map(|o| dm.name(o).as_str().to_string()).collect();
    let count = |n: &str| ops.iter().filter(|o| *o == n).count();
    assert_eq!((count("math.sin"), count("math.cos")), (1, 1), "{ops:?}");
    // The tape: the call's one f64 value per iteration; no copy of the
    // buffer. (The summing loop's loads of the overwritten buffer need no
    // record: its reverse runs fused into it, where the loads are at hand.)
    let allocs = alloc_types(&dm, g);
    assert_eq!(allocs, ["memref<?xf64>"], "{allocs:?}");
    ferrozyme::verify::verify(&dm).unwrap_or_else(|d| panic!("{d}"));
}

/// A chain of calls: every callee runs an augmented pair (none is
/// replayed), each packing its tape into the one buffer the derivative
/// allocates, after its own words the words of its callees; a function
/// calling several pairs gives each its own words.
#[test]
fn packed_tapes_keep_call_chains_flat() {
    use Activity::*;
    let r = remarks_with("calls_chain.mlir", "chain", &[Active, Active], false);
    let words = |callee: &str| -> u64 {
        let rem = r
            .iter()
            .find(|x| x.contains(&format!("call to @{callee}:")))
            .unwrap_or_else(|| panic!("no remark for @{callee} in {r:#?}"));
        assert!(rem.contains("augmented primal"), "{rem}");
        let w = rem.split("tape: ").nth(1).and_then(|t| t.split(' ').next()).and_then(|n| n.parse().ok());
        w.unwrap_or_else(|| panic!("no packed tape in {rem}"))
    };
    // Each level's words hold its own tape and all of its callee's (the
    // last callee's tape is a few values, which its caller packs).
    let chain: Vec<u64> = ["c1", "c2", "c3", "c4"].iter().map(|c| words(c)).collect();
    for k in 0..3 {
        assert!(chain[k] > chain[k + 1], "{chain:?}");
    }
    assert!(!r.iter().any(|x| x.contains("replayed")), "{r:#?}");
    // The tape remarks list every word: @c2's own three values (its two
    // products are made again from them), then the words of its call of
    // @c3 (line 35).
    let c2 = r.iter().find(|x| x.contains("remark: tape of @c2.aug")).expect("tape remark");
    for k in 0..3 {
        assert!(c2.contains(&format!("word {k}: result of '")), "{c2}");
    }
    assert!(c2.ends_with(&format!("words 3..{}: the tape of the call at calls_chain.mlir:35:8", chain[1])), "{c2}");
    let (m, _) = load("ad_reverse/calls_chain.mlir");
    let mut dm = m.clone();
    let f = m.lookup_symbol("chain").expect("function");
    let name = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Active, Active], &[Active])
        .unwrap_or_else(|d| panic!("{d}"));
    let g = dm.lookup_symbol(&name).expect("derivative");
    // One buffer for the whole chain; no combined derivative of a callee
    // (nothing is replayed).
    assert_eq!(alloc_types(&dm, g), ["memref<?xf64>"]);
    let body = dm.body();
    let names: Vec<String> = dm.block_ops(body).filter_map(|o| dm.symbol_name(o).map(str::to_string)).collect();
    let replayed = |n: &String| n.strip_prefix("diffec").is_some_and(|k| k.starts_with(|c: char| c.is_ascii_digit()));
    assert!(!names.iter().any(replayed), "{names:?}");
    // The derivative and the pairs never call a primal callee (which a
    // replay would run again).
    for n in names.iter().filter(|n| *n == &name || n.ends_with(".aug") || n.ends_with(".rev")) {
        let fop = dm.lookup_symbol(n).expect("function");
        for o in dm.collect_ops(fop).into_iter().filter(|&o| dm.is(o, "func.call")) {
            let callee = dm.attr(o, "callee").map(|a| format!("{a}")).unwrap_or_default();
            assert!(callee.ends_with(".aug") || callee.ends_with(".rev"), "@{n} calls {callee}");
        }
    }
    ferrozyme::verify::verify(&dm).unwrap_or_else(|d| panic!("{d}"));
    // In a top-level loop: words per iteration, for a chain and for a
    // callee whose tape has more scalars than a list of values may hold.
    let r = remarks_with("calls_chain.mlir", "loop_chain", &[Active, Active, Const], false);
    for callee in ["c2", "many"] {
        let rem = r.iter().find(|x| x.contains(&format!("call to @{callee}:"))).expect("remark");
        assert!(rem.contains("augmented primal") && rem.contains("bytes) per iteration of a tape buffer"), "{rem}");
    }
    // In the branches of a top-level scf.if: words allocated before it.
    let r = remarks_with("calls_chain.mlir", "branch_chain", &[Active, Active], false);
    for callee in ["c2", "many"] {
        let rem = r.iter().find(|x| x.contains(&format!("call to @{callee}:"))).expect("remark");
        assert!(rem.contains("augmented primal") && rem.contains("word(s)"), "{rem}");
    }
    // Whichever site is met first (a top-level loop, whose pair keeps the
    // tape's buffers per iteration; a loop in a callee, whose pair fails),
    // the top-level call packs.
    for (func, line) in [("top_first", 236), ("loop_first", 253), ("nested_first", 271)] {
        let r = remarks_with("calls_chain.mlir", func, &[Active, Active], false);
        let top = r.iter().find(|x| x.starts_with(&format!("calls_chain.mlir:{line}:"))).expect("remark");
        assert!(top.contains("call to @ord_top: augmented primal") && top.contains("word(s)"), "{func}: {top}");
    }
    // Two pairs and the same pair twice in one function: separate words.
    let r = remarks_with("calls_chain.mlir", "fan", &[Active, Active], false);
    let mid = r.iter().find(|x| x.contains("call to @fan_mid:")).expect("remark");
    let c2 = r.iter().find(|x| x.contains("call to @c2:")).expect("remark");
    let c3 = r.iter().find(|x| x.contains("call to @c3:")).expect("remark");
    let w = |rem: &str| -> u64 {
        rem.split("tape: ").nth(1).and_then(|t| t.split(' ').next()).and_then(|n| n.parse().ok()).expect("words")
    };
    assert!(w(mid) > w(c2) + 2 * w(c3), "{mid}\n{c2}\n{c3}");
}

/// A callee freeing its argument: the free moves to the caller
/// (`ad::callee_frees`), which postpones it past the reverse sweep; the
/// gradient is checked augmented and replayed (a replay was refused
/// before: it would have run the callee again on freed memory).
#[test]
fn callee_freeing_its_argument() {
    let src = r#"
func.func private @use_and_free(%b: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.load %b[%c0] : memref<2xf64>
  %v = memref.load %b[%c1] : memref<2xf64>
  %p = arith.mulf %u, %v : f64
  %q = arith.mulf %p, %s : f64
  memref.dealloc %b : memref<2xf64>
  return %q : f64
}
func.func @frees(%x: f64, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<2xf64>
  %e = math.sin %x : f64
  memref.store %x, %b[%c0] : memref<2xf64>
  memref.store %e, %b[%c1] : memref<2xf64>
  %w = memref.load %b[%c0] : memref<2xf64>
  %r = func.call @use_and_free(%b, %s) : (memref<2xf64>, f64) -> f64
  %o = arith.mulf %r, %w : f64
  return %o : f64
}
"#;
    let m = ferrozyme::parse_module("frees.mlir", src.as_bytes()).expect("parse");
    for replay_calls in [false, true] {
        for interp in [false, true] {
            let o = ferrozyme_jit::check::CheckOptions {
                func: "frees".into(),
                activities: parse_activities("active,active").expect("activities"),
                args: vec![Value::F64(0.5), Value::F64(0.7)],
                interp,
                ad: ferrozyme::ad::lower::AdOptions { replay_calls, ..Default::default() },
                ..Default::default()
            };
            let rep = ferrozyme_jit::check::check_reverse(&m, &o)
                .unwrap_or_else(|e| panic!("replay={replay_calls}, interp={interp}: {e}"));
            assert!(rep.ok, "replay={replay_calls}, interp={interp}: {rep}");
        }
    }
}

/// A callee writing a (const) global counter: the replays in the reverse
/// sweep leave the counter as the primal leaves it.
#[test]
fn replays_leave_globals_as_the_primal() {
    let (m, _) = load("ad_reverse/calls_write.mlir");
    let f = m.lookup_symbol("count_calls").expect("function");
    let mut dm = m.clone();
    let name = reverse_derivative(
        &mut dm,
        &mut ReverseCache::default(),
        f,
        &[Activity::Dup, Activity::Active],
        &[Activity::Active],
    )
    .unwrap_or_else(|d| panic!("{d}"));
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }.expect("engine");
        let x = Value::MemRef(MemRef::from_f64(&[0.5, -1.0], &[2]).expect("memref"));
        let dx = Value::MemRef(MemRef::from_f64(&[0.0, 0.0], &[2]).expect("memref"));
        e.call(&name, &[x, dx, Value::F64(0.3), Value::F64(1.0)]).expect("derivative");
        let n = e.call("read_counter", &[]).expect("counter")[0].as_i64();
        assert_eq!(n, Some(2), "interp={interp}: the counter counts the two primal calls only");
    }
}

/// Shadow globals start every run of a derivative at zero: a function that
/// reads what its previous run stored has d/dx = the previous x, run after run.
#[test]
fn shadow_globals_are_zeroed_per_run() {
    let (m, _) = load("ad_reverse/calls_write.mlir");
    let f = m.lookup_symbol("read_previous").expect("function");
    let mut dm = m.clone();
    let name = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Activity::Active], &[Activity::Active])
        .unwrap_or_else(|d| panic!("{d}"));
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }.expect("engine");
        let mut prev = 0.0;
        for x in [0.5, -1.25, 2.0, 0.75] {
            let g = e.call(&name, &[Value::F64(x), Value::F64(1.0)]).expect("derivative");
            let d = g.last().and_then(Value::as_f64).expect("gradient");
            assert_eq!(d, prev, "interp={interp}: x={x}");
            prev = x;
        }
    }
}

/// Loop fusion (`fuse`): the loops of `fused.mlir` whose reverse may run
/// at the end of each forward iteration fuse, the others do not (their
/// reverse iterations depend on later ones, on memory changed after the
/// loop, or on the loop's result); a fused loop leaves no records. Every
/// program's gradient is checked (fused and not) against finite
/// differences, and the corpus of loop programs passes with fusion off.
#[test]
fn fusion_only_where_order_does_not_matter() {
    use Activity::*;
    check_file("ad_reverse/fused.mlir", "rev");
    let off = ferrozyme::ad::lower::AdOptions { no_loop_fusion: true, ..Default::default() };
    let n = check_programs(
        &["ad_reverse/fused.mlir", "ad_reverse/loops.mlir", "ad_reverse/tape.mlir", "ad_reverse/memory.mlir"],
        "rev",
        &RevRun { seeds: &[1], ad: off, check: ferrozyme_jit::check::check_reverse },
    );
    assert!(n > 40, "{n}");
    let (m, _) = load("ad_reverse/fused.mlir");
    // (function, activities, forward loops fused (line of each), records
    // left, why the loop that does not fuse does not)
    let (order, after, result) =
        ("where the order of its iterations matters", "code after the loop", "from its results");
    type Case<'a> = (&'a str, &'a [Activity], &'a [usize], bool, Option<&'a str>);
    let cases: &[Case<'_>] = &[
        ("scalar_sum", &[Const, Active], &[14], false, None),
        ("map_private", &[Dup, Dup, Active], &[34], false, None),
        ("overwrite_one", &[Dup, Active, Const], &[], true, Some(order)),
        ("recurrence", &[Dup, Active], &[], true, Some(order)),
        ("store_after", &[Dup], &[], true, Some(after)),
        ("squared_after", &[Dup], &[], true, Some(result)),
        ("matvec_sum", &[Dup, Dup], &[122, 123], false, None),
        ("matvec_tanh", &[Dup, Dup], &[145], false, Some(result)),
        ("branchy", &[Dup, Active], &[167], false, None),
        ("two_loops", &[Dup, Dup, Dup], &[193, 200], false, None),
        ("i32_loop", &[Const, Active], &[218], false, None),
        ("row_products", &[Dup], &[241], true, Some("depends on the later iterations")),
        ("view_recurrence", &[Dup, Active], &[], true, Some(order)),
        ("cast_recurrence", &[Dup, Active], &[], true, Some(order)),
        ("row_products_inner_bound", &[Dup], &[297], true, Some("depends on the later iterations")),
        // Views whose distinct indices may be one element (reader-14).
        ("zero_stride", &[Dup, Active, Const], &[], true, Some(order)),
        ("overlapping_rows", &[Dup, Active], &[], true, Some(order)),
        ("run_time_rows", &[Dup, Active, Const], &[], true, Some(order)),
        ("view_per_iteration", &[Dup, Active], &[], true, Some(order)),
        ("every_other", &[Dup, Active], &[396], false, None),
        ("transposed_rows", &[Dup, Active], &[413, 414], false, None),
        ("newton_each", &[Dup], &[437], true, None),
    ];
    for &(func, acts, lines, records, why) in cases {
        let r = remarks_with("fused.mlir", func, acts, false);
        let mut fused: Vec<usize> = r
            .iter()
            .filter(|x| x.contains("none for this loop: its reverse runs at the end of each of its iterations"))
            .map(|x| x.split(':').nth(1).and_then(|l| l.parse().ok()).expect("line"))
            .collect();
        fused.sort();
        assert_eq!(fused, lines, "@{func}: {r:#?}");
        let not_fused: Vec<&String> = r.iter().filter(|x| x.contains("not fused into the loop: ")).collect();
        match why {
            Some(w) => assert!(not_fused.len() == 1 && not_fused[0].contains(w), "@{func}: {r:#?}"),
            None => assert!(not_fused.is_empty(), "@{func}: {r:#?}"),
        }
        let f = m.lookup_symbol(func).expect("function");
        let (_, res) = signature(&m, f);
        let rets: Vec<Activity> = res.iter().map(|_| Active).collect();
        assert_eq!(record_buffers(&m, func, acts, &rets) > 0, records, "@{func}");
    }
    // @row_products: the outer loop, the inner loop (the recording copy,
    // which replaced the forward one) and its reverse; 4 loops when the
    // twin is kept.
    for func in ["row_products", "row_products_inner_bound"] {
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).expect("function");
        let name = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Dup], &[Active])
            .unwrap_or_else(|d| panic!("{d}"));
        let g = dm.lookup_symbol(&name).expect("derivative");
        let loops = dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "scf.for")).count();
        assert_eq!(loops, 3, "@{func}");
    }
    // @newton_each, @two_whiles: the recording copy of each while replaced
    // the forward one in the fused loop.
    for (func, want) in [("newton_each", 1), ("two_whiles", 2)] {
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).expect("function");
        let name = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &[Dup], &[Active])
            .unwrap_or_else(|d| panic!("{d}"));
        let g = dm.lookup_symbol(&name).expect("derivative");
        let whiles = dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "scf.while")).count();
        assert_eq!(whiles, want, "@{func}");
    }
    // @newton_each: the while records the value its reverse reads (y), not
    // the one it only tests (dy): one buffer (its allocation and its
    // regrowth), no longer a second one carried and grown for nothing.
    assert_eq!(record_buffers(&m, "newton_each", &[Dup], &[Active]), 2);
}

/// Record buffers (allocations sized at run time) in the derivative of `func`.
fn record_buffers(m: &Module, func: &str, acts: &[Activity], rets: &[Activity]) -> usize {
    let mut dm = m.clone();
    let f = dm.lookup_symbol(func).expect("function");
    let name =
        reverse_derivative(&mut dm, &mut ReverseCache::default(), f, acts, rets).unwrap_or_else(|d| panic!("{d}"));
    let g = dm.lookup_symbol(&name).expect("derivative");
    dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "memref.alloc") && !dm.operands(o).is_empty()).count()
}

/// The tape holds what the adjoint reads: no records for a dot product, none
/// for a loop-invariant value, one for a carried product, one for a load of
/// memory the loop overwrites and one for the libm call on it (and the
/// programs' gradients are checked).
#[test]
fn tape_holds_what_the_adjoint_reads() {
    use Activity::*;
    check_file("ad_reverse/tape.mlir", "rev");
    let (m, _) = load("ad_reverse/tape.mlir");
    assert_eq!(record_buffers(&m, "dot", &[Dup, Dup], &[Active]), 0);
    assert_eq!(record_buffers(&m, "invariant", &[Active, Active, Const], &[Active]), 1);
    assert_eq!(record_buffers(&m, "inplace", &[Dup, Active, Const], &[]), 2);
    // The tape remarks name each record and why.
    let tape = |func: &str, acts: &[Activity], rets: &[Activity]| -> Vec<String> {
        let mut dm = m.clone();
        let f = dm.lookup_symbol(func).expect("function");
        let mut cache = ReverseCache::default();
        reverse_derivative(&mut dm, &mut cache, f, acts, rets).unwrap_or_else(|d| panic!("{d}"));
        let text = ferrozyme::print_module(&dm, &ferrozyme::PrintOptions::default());
        assert!(!text.contains("ferrozyme.tape"), "notes left in the derivative");
        cache.remarks.into_iter().filter(|r| r.contains("remark: tape of @")).collect()
    };
    // The dot product's reverse runs fused into its loop: no record, and
    // the remark says so.
    let r = tape("dot", &[Dup, Dup], &[Active]);
    assert!(
        r.len() == 1 && r[0].contains("none for this loop: its reverse runs at the end of each of its iterations"),
        "{r:?}"
    );
    // (Each also says why its loop's reverse is not fused.)
    let records =
        |r: Vec<String>| -> Vec<String> { r.into_iter().filter(|x| !x.contains("not fused into the loop")).collect() };
    let r = records(tape("invariant", &[Active, Active, Const], &[Active]));
    assert!(
        r.len() == 1 && r[0].contains("loop-carried value #0") && r[0].ends_with("8 bytes × run-time size"),
        "{r:?}"
    );
    let r = records(tape("inplace", &[Dup, Active, Const], &[]));
    assert!(r.len() == 2, "{r:?}");
    assert!(r.iter().any(|x| x.contains("load at tape.mlir:45:10 of memory the function writes")), "{r:?}");
    assert!(r.iter().any(|x| x.contains("result of 'math.sin' at tape.mlir:46:10")), "{r:?}");
    // A libm call is recorded only when the forward loop runs anyway: not
    // for a gradient that does not return the primal of a pure loop. (Here
    // the loop's reverse runs fused into it: no record either way; with
    // fusion off the record is there.)
    assert_eq!(record_buffers(&m, "exps", &[Active, Const], &[Active]), 0);
    assert_eq!(record_buffers(&m, "exps", &[Active, Const], &[ActiveNoNeed]), 0);
    let unfused = |rets: &[Activity]| {
        let mut dm = m.clone();
        let f = dm.lookup_symbol("exps").expect("function");
        let mut cache = ReverseCache::default();
        cache.no_loop_fusion = true;
        let name = reverse_derivative(&mut dm, &mut cache, f, &[Active, Const], rets).unwrap_or_else(|d| panic!("{d}"));
        let g = dm.lookup_symbol(&name).expect("derivative");
        dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "memref.alloc") && !dm.operands(o).is_empty()).count()
    };
    assert_eq!((unfused(&[Active]), unfused(&[ActiveNoNeed])), (1, 0));
    // Memory written before it is read and never after: its loads are read
    // again, not recorded; the load of the argument stored to after the
    // loops is recorded (the only record).
    let r = records(tape("written_first", &[Dup, Dup, Active], &[Active]));
    assert!(r.len() == 1 && r[0].contains("load at tape.mlir:84:10 of memory the function writes"), "{r:?}");
    assert_eq!(record_buffers(&m, "written_first", &[Dup, Dup, Active], &[Active]), 1);
}

/// Pointers kept in dup memory: reverse and forward mode follow them into
/// the memory they point to (d (**pp)² / d(**pp) = 2x), JIT and interpreter;
/// and the file's `// rev` programs (memcpy / memset adjoints).
#[test]
fn pointers_in_memory() {
    check_file("ad_reverse/pointers.mlir", "rev");
    check_file("ad_reverse/nested_ptr.mlir", "rev");
    let (mut m, _) = load("ad_reverse/pointers.mlir");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    for interp in [false, true] {
        let mut e =
            if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) }.expect("engine");
        for x in [0.7, -1.5] {
            for f in ["main_reverse", "main_forward"] {
                let r = e.call(f, &[Value::F64(x)]).expect("run")[0].as_f64().expect("f64");
                assert!((r - 2.0 * x).abs() < 1e-12, "{f} interp={interp}: {r} vs {}", 2.0 * x);
            }
        }
    }
}

/// scf.parallel (with reductions, several dimensions, nested in loops and
/// branches), scf.index_switch and scf.execute_region in reverse mode.
#[test]
fn structured_control_flow() {
    check_file("ad_reverse/structured.mlir", "rev");
}

/// Functions with several blocks: early returns, nested loops in
/// unstructured form, cf.switch in a loop, llvm.func branches.
#[test]
fn unstructured_control_flow() {
    check_file("ad_reverse/cfg.mlir", "rev");
}

/// Blocks written after the blocks using their values (dominance, not text
/// order: imported LLVM code).
#[test]
fn blocks_after_their_uses() {
    check_file("ad_reverse/block_order.mlir", "rev");
}

/// Real rustc output imported with mlir-translate --import-llvm: overflow
/// and saturating intrinsics, bounds-check panics, panic-location globals,
/// floats moved as integer words (slice::swap, reverse, rotate_left).
#[test]
fn imported_rust() {
    check_file("ad_reverse/rust_sdot.mlir", "rev");
    check_file("ad_reverse/rust_dotx.mlir", "rev");
    check_file("ad_reverse/rust_word_copies.mlir", "rev");
    check_file("ad_reverse/rust_held.mlir", "rev");
    check_file("ad_reverse/rust_swap.mlir", "rev");
    check_file("ad_reverse/rust_sort.mlir", "rev");
    check_file("ad_reverse/rust_heap.mlir", "rev");
    check_file("ad_reverse/rust_alloc_shim.mlir", "rev");
    check_file("ad_reverse/rust_vec.mlir", "rev");
    check_file("ad_reverse/rust_vec_swap.mlir", "rev");
    check_file("ad_reverse/rust_total_cmp.mlir", "rev");
}

/// C's `realloc`, as `malloc`, copy and `free` with the old size from where
/// the pointer comes from (rewrite/c_realloc.rs).
#[test]
fn c_realloc() {
    check_file("ad_reverse/c_realloc.mlir", "rev");
}

/// Memory picked between the blocks of a multi-block function: stack slots
/// picked by branches, and a buffer allocated in a branch (or the dangling
/// address of an empty one) passed on as an integer, the way rustc makes a
/// `Vec`.
#[test]
fn picked_memory() {
    check_file("ad_reverse/picked_memory.mlir", "rev");
}

/// Integer copies of float memory (doubles copied as 64-bit words, a word
/// also tested, vectors of words shuffled) become float copies.
#[test]
fn integer_copies_of_floats() {
    check_file("ad_reverse/word_copies.mlir", "rev");
}

/// Memory reached through pointers loaded from memory (structs holding
/// slices): swapped as words, and read and written by callees whose
/// augmented primals take the shadows they load shadow pointers from.
#[test]
fn held_pointers() {
    check_file("ad_reverse/held_pointers.mlir", "rev");
    check_file("ad_reverse/held_deep.mlir", "rev");
}

/// Indirect calls of functions known before the run (a function constant or
/// address, a constant table of functions, a function or table given to a
/// callee) are made direct and differentiated.
#[test]
fn known_indirect_calls() {
    check_file("ad_reverse/indirect_calls.mlir", "rev");
}

/// A callee that only writes its output: the adjoint replays its derivative
/// without those stores (`@…nowrite`), and the caller saves nothing around
/// the replay (no buffer the size of the output is allocated).
#[test]
fn write_only_callees_replay_without_stores() {
    let (m, _) = load("ad_reverse/calls_write.mlir");
    let mut dm = m.clone();
    let f = dm.lookup_symbol("fill_loop").expect("function");
    let acts = parse_activities("dup,dup,active,const").expect("activities");
    // (By default the call runs a pair: its tape, the records of the
    // callee's loop, is kept per iteration.)
    let mut cache = ReverseCache::default();
    cache.replay_calls = true;
    let name = reverse_derivative(&mut dm, &mut cache, f, &acts, &[Activity::Active]).unwrap_or_else(|d| panic!("{d}"));
    let text = ferrozyme::print_module(&dm, &ferrozyme::PrintOptions::default());
    assert!(text.contains(".nowrite("), "no write-free replay:\n{text}");
    let g = dm.lookup_symbol(&name).expect("derivative");
    let allocs: Vec<String> = dm
        .collect_ops(g)
        .into_iter()
        .filter(|&o| dm.is(o, "memref.alloc") || dm.is(o, "memref.alloca"))
        .map(|o| ferrozyme::syntax::print_op(&dm, o))
        .collect();
    assert!(allocs.iter().all(|a| !a.contains("memref<3xf64>")), "a save of the output: {allocs:?}");
}

/// `--enzyme-wrap` on a recursive function: the derivative calls itself
/// under its generated name, and those calls must follow the rename to
/// `outfn` (or to `infn` when the derivative replaces the function, which
/// then stays as a private `@<infn>.primal` for the code still calling it).
/// Forward and reverse mode, JIT and interpreter, against d/dx sinⁿ(x).
#[test]
fn enzyme_wrap_renames_recursive_derivatives() {
    use ferrozyme::ad::lower::{enzyme_wrap, WrapOptions};
    const REC: &str = r#"
func.func @rp(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> f64 {
    scf.yield %x : f64
  } else {
    %s = math.sin %x : f64
    %m = arith.subi %n, %c1 : index
    %y = func.call @rp(%s, %m) : (f64, index) -> f64
    scf.yield %y : f64
  }
  return %r : f64
}
"#;
    let (x, n) = (0.8_f64, 3_i64);
    let (mut y, mut dy) = (x, 1.0);
    for _ in 0..n {
        dy *= y.cos();
        y = y.sin();
    }
    for (mode, acts) in [
        ("ForwardMode", "argTys=enzyme_dup,enzyme_const retTys=enzyme_dup"),
        ("ReverseModeCombined", "argTys=enzyme_active,enzyme_const retTys=enzyme_active"),
    ] {
        for outfn in ["g", ""] {
            let mut m = ferrozyme::syntax::parse_module("rec.mlir", REC.as_bytes()).expect("parses");
            let spec = format!("infn=rp outfn={outfn} {acts} mode={mode}");
            enzyme_wrap(&mut m, &WrapOptions::parse(&spec).expect("options")).unwrap_or_else(|d| panic!("{spec}: {d}"));
            ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{spec}: {d}"));
            let name = if outfn.is_empty() { "rp" } else { outfn };
            let args = if mode == "ForwardMode" {
                vec![Value::F64(x), Value::F64(1.0), Value::Index(n)]
            } else {
                vec![Value::F64(x), Value::Index(n), Value::F64(1.0)]
            };
            for interp in [false, true] {
                let mut e = if interp { Engine::interp(&m) } else { Engine::jit(&m, JitOptions { checked: true }) }
                    .expect("engine");
                let r = e.call(name, &args).unwrap_or_else(|err| panic!("{spec}: {err}"));
                let (got_y, got_d) = (r[0].as_f64().expect("f64"), r[1].as_f64().expect("f64"));
                assert!(
                    (got_y - y).abs() < 1e-14 && (got_d - dy).abs() < 1e-14,
                    "{spec} interp={interp}: {r:?} vs ({y}, {dy})"
                );
            }
        }
    }
}

/// A check that would compare nothing is refused, not reported OK
/// (reader-14: a function returning new memory passed every check with
/// error 0): a memref result is compared in forward mode; reverse and
/// split mode cannot seed it, and say so; all-const arguments vary nothing.
#[test]
fn checks_refuse_to_compare_nothing() {
    use ferrozyme_jit::check::{check_forward, check_reverse, check_split, CheckOptions};
    let text = "func.func @mk(%a: f64) -> memref<1xf64> {\n  %c0 = arith.constant 0 : index\n  %m = memref.alloc() : memref<1xf64>\n  %s = math.sin %a : f64\n  memref.store %s, %m[%c0] : memref<1xf64>\n  return %m : memref<1xf64>\n}\n";
    let m = ferrozyme::parse_module("mk.mlir", text.as_bytes()).expect("parses");
    let opts = |act: Activity| CheckOptions {
        func: "mk".into(),
        activities: vec![act],
        args: parse_args(&m, "mk", &["0.8".to_string()]),
        ..CheckOptions::default()
    };
    for interp in [false, true] {
        let r = check_forward(&m, &CheckOptions { interp, ..opts(Activity::Dup) }).expect("forward check");
        assert!(r.ok && r.rows.len() == 1 && r.rows[0].output == "result #0", "{:?}", r.rows);
        // cos(0.8) · v for a random v ≠ 0, by the derivative and by finite
        // differences.
        let (ad, fd) = (r.rows[0].ad, r.rows[0].fd);
        assert!(ad.abs() > 1e-6 && (ad - fd).abs() < 1e-8, "{:?}", r.rows);
    }
    for check in [check_reverse, check_split] {
        let e = check(&m, &opts(Activity::Active)).expect_err("nothing to compare");
        assert!(e.contains("nothing to check: @mk has no float result") && e.contains("--mode forward"), "{e}");
    }
    let e = check_forward(&m, &opts(Activity::Const)).expect_err("nothing varies");
    assert!(e.contains("every argument of @mk is const"), "{e}");
}

/// A point where the primal is not finite (the log of a negative number)
/// is refused by every check with a message saying so, not reported as a
/// derivative that differs from NaN finite differences; a point inside
/// the domain passes.
#[test]
fn checks_refuse_points_where_the_primal_is_not_finite() {
    use ferrozyme_jit::check::{check_forward, check_reverse, check_split, CheckOptions};
    let text = "func.func @f(%u: memref<1xf64>) {\n  %c0 = arith.constant 0 : index\n  %v = memref.load %u[%c0] : memref<1xf64>\n  %e = math.log %v : f64\n  memref.store %e, %u[%c0] : memref<1xf64>\n  return\n}\n";
    let m = ferrozyme::parse_module("log.mlir", text.as_bytes()).expect("parses");
    type Check = fn(&Module, &CheckOptions) -> Result<ferrozyme_jit::check::CheckReport, String>;
    let checks: [(&str, Check); 3] = [("forward", check_forward), ("reverse", check_reverse), ("split", check_split)];
    for (what, check) in checks {
        for (at, finite) in [("[-0.5]", false), ("[0.5]", true)] {
            let o = CheckOptions {
                func: "f".into(),
                activities: vec![Activity::Dup],
                args: parse_args(&m, "f", &[at.to_string()]),
                ..CheckOptions::default()
            };
            match check(&m, &o) {
                Ok(r) => assert!(finite && r.ok, "{what} at {at}: {}", r.derivative),
                Err(e) => {
                    assert!(!finite, "{what} at {at}: {e}");
                    assert!(e.contains("@f is not finite at this point"), "{what} at {at}: {e}");
                }
            }
        }
    }
}

/// `ferrozyme check` of a function computed in `f32`: the step and the
/// tolerance suited to `f64` (1e-6, 1e-5) fail it, since central
/// differences in `f32` lose about eps/step of their digits; the
/// defaults `precision_defaults` gives for `f32` pass it, in reverse and
/// forward mode (reader-17).
#[test]
fn checks_of_single_precision() {
    let text = r#"
func.func @g32(%x: f32, %y: f32) -> f32 {
  %p = arith.mulf %x, %y : f32
  %t = math.tanh %p : f32
  %e = math.exp %t : f32
  %r = arith.mulf %e, %x : f32
  return %r : f32
}
"#;
    let m = ferrozyme::parse_module("f32.mlir", text.as_bytes()).expect("parses");
    let (step, tolerance) = ferrozyme_jit::check::precision_defaults(&m, "g32");
    assert_eq!((step, tolerance), (1e-3, 1e-3));
    let o = |step, tolerance, activities: Vec<Activity>| ferrozyme_jit::check::CheckOptions {
        func: "g32".into(),
        activities,
        args: vec![Value::F32(0.7), Value::F32(-1.3)],
        step,
        tolerance,
        ..Default::default()
    };
    let active = vec![Activity::Active, Activity::Active];
    let tight = ferrozyme_jit::check::check_reverse(&m, &o(1e-6, 1e-5, active.clone())).expect("differentiated");
    assert!(!tight.ok, "f64 settings should not fit f32: {tight}");
    let r = ferrozyme_jit::check::check_reverse(&m, &o(step, tolerance, active)).expect("differentiated");
    assert!(r.ok, "{r}");
    let f = ferrozyme_jit::check::check_forward(&m, &o(step, tolerance, vec![Activity::Dup, Activity::Dup]))
        .expect("differentiated");
    assert!(f.ok, "{f}");
    // An f64 signature computing in f32 through a callee gets f32's
    // defaults too (reader-22: the f64 step failed it).
    let text = format!(
        "{text}\nfunc.func @wide(%x: f64, %y: f64) -> f64 {{\n  %a = arith.truncf %x : f64 to f32\n  %b = arith.truncf %y : f64 to f32\n  %r = func.call @g32(%a, %b) : (f32, f32) -> f32\n  %w = arith.extf %r : f32 to f64\n  return %w : f64\n}}\n"
    );
    let m = ferrozyme::parse_module("f32.mlir", text.as_bytes()).expect("parses");
    assert_eq!(ferrozyme_jit::check::precision_defaults(&m, "wide"), (1e-3, 1e-3));
    let o = ferrozyme_jit::check::CheckOptions {
        func: "wide".into(),
        activities: vec![Activity::Active, Activity::Active],
        args: vec![Value::F64(0.7), Value::F64(-1.3)],
        step: 1e-3,
        tolerance: 1e-3,
        ..Default::default()
    };
    let r = ferrozyme_jit::check::check_reverse(&m, &o).expect("differentiated");
    assert!(r.ok, "{r}");
    let tight = ferrozyme_jit::check::CheckOptions { step: 1e-6, tolerance: 1e-5, ..o };
    assert!(!ferrozyme_jit::check::check_reverse(&m, &tight).expect("differentiated").ok);
}

/// A request on a function holding a request of its own (forward over
/// reverse), written before that function in the file: the inner request
/// is lowered first, wherever it is (reader-19: "cannot differentiate
/// 'enzyme.autodiff' in forward mode" in this order). f = sin(x²y); the
/// Hessian column ∂/∂x ∇f against its closed form, JIT and interpreter.
#[test]
fn nested_requests_in_any_order() {
    let text = r#"
func.func @hfr(%x: f64, %y: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %zero = arith.constant 0.0 : f64
  %r:2 = enzyme.fwddiff @g(%x, %one, %y, %zero) {activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_dupnoneed>, #enzyme<activity enzyme_dupnoneed>]} : (f64, f64, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
func.func @g(%x: f64, %y: f64) -> (f64, f64) {
  %r:2 = func.call @grad(%x, %y) : (f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
func.func @grad(%x: f64, %y: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %r:2 = enzyme.autodiff @f(%x, %y, %one) {activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>], ret_activity=[#enzyme<activity enzyme_activenoneed>]} : (f64, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
func.func @f(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %y : f64
  %b = arith.mulf %a, %x : f64
  %s = math.sin %b : f64
  return %s : f64
}
"#;
    let mut m = ferrozyme::parse_module("order.mlir", text.as_bytes()).expect("parses");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        for (x, y) in [(0.5, 2.0), (-1.1, 0.3)] {
            let r = e.call("hfr", &[f(x), f(y)]).expect("runs");
            let b: f64 = x * x * y;
            let want =
                [2.0 * y * b.cos() - 4.0 * x * x * y * y * b.sin(), 2.0 * x * b.cos() - 2.0 * x * x * x * y * b.sin()];
            for (k, w) in want.iter().enumerate() {
                let got = r[k].as_f64().expect("f64");
                assert!((got - w).abs() < 1e-12, "({x}, {y}) #{k}: {got} vs {w}");
            }
        }
    }
}

/// A batched request of an absurd width is refused at the request, not
/// built (reader-19: 24 GB and a kill for width 10⁹); split-mode
/// enzyme-wrap refuses a width it cannot honour instead of ignoring it.
#[test]
fn request_widths_are_bounded() {
    let text = r#"
func.func @sq(%x: f64) -> f64 {
  %y = arith.mulf %x, %x : f64
  return %y : f64
}
func.func @main(%x: f64, %dx: f64) -> f64 {
  %r = enzyme.fwddiff @sq(%x, %dx) {activity=[#enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_dupnoneed>], width = 1000000000 : i64} : (f64, f64) -> f64
  return %r : f64
}
"#;
    let mut m = ferrozyme::parse_module("w.mlir", text.as_bytes()).expect("parses");
    let e = ferrozyme::ad::lower::lower_enzyme_ops(&mut m).expect_err("refused").to_string();
    assert!(e.starts_with("w.mlir:7:8: error: width must be at most 4096, not 1000000000"), "{e}");
    let mut m = ferrozyme::parse_module("w.mlir", text.as_bytes()).expect("parses");
    let o = ferrozyme::ad::lower::WrapOptions::parse(
        "infn=sq outfn=g argTys=enzyme_active retTys=enzyme_active mode=ReverseModePrimal width=2",
    )
    .expect("options");
    let e = ferrozyme::ad::lower::enzyme_wrap(&mut m, &o).expect_err("refused").to_string();
    assert!(e.contains("split mode with width > 1 is not supported yet"), "{e}");
}

/// A function of many blocks (as `--convert-scf-to-cf` makes of long
/// code): its derivative grows linearly. The blocks became cases of one
/// dispatch loop whose tuple held a slot per argument of every block, and
/// whose cases were a chain of nested `scf.if`s that reverse mode copies
/// level by level (reader-21: 69 s and 1.3 GB at 200 blocks, 23 GB at
/// 20,000). Checked against central differences of the primal.
#[test]
fn many_blocks_derive_linearly() {
    let program = |n: usize| {
        let mut s = String::from("func.func @g(%x: f64) -> f64 {\n  cf.br ^b0(%x : f64)\n");
        for i in 0..n {
            let _ = std::fmt::Write::write_fmt(
                &mut s,
                format_args!(
                    "^b{i}(%a{i}: f64):\n  %s{i} = math.sin %a{i} : f64\n  %k{i} = arith.constant 0.01 : f64\n  %w{i} = arith.mulf %s{i}, %k{i} : f64\n  %t{i} = arith.addf %w{i}, %a{i} : f64\n"
                ),
            );
            if i % 7 == 3 {
                // A branch every few blocks: both ways rejoin.
                let _ = std::fmt::Write::write_fmt(
                    &mut s,
                    format_args!(
                        "  %z{i} = arith.constant 0.5 : f64\n  %c{i} = arith.cmpf ogt, %t{i}, %z{i} : f64\n  cf.cond_br %c{i}, ^b{}(%t{i} : f64), ^n{i}\n^n{i}:\n  %q{i} = arith.mulf %t{i}, %t{i} : f64\n  %v{i} = arith.mulf %q{i}, %k{i} : f64\n  %u{i} = arith.addf %v{i}, %t{i} : f64\n  cf.br ^b{}(%u{i} : f64)\n",
                        i + 1,
                        i + 1
                    ),
                );
            } else {
                let _ = std::fmt::Write::write_fmt(&mut s, format_args!("  cf.br ^b{}(%t{i} : f64)\n", i + 1));
            }
        }
        let _ = std::fmt::Write::write_fmt(&mut s, format_args!("^b{n}(%r: f64):\n  return %r : f64\n}}\n"));
        s
    };
    let opts = ferrozyme::ad::lower::WrapOptions::parse(
        "infn=g outfn=dg argTys=enzyme_active retTys=enzyme_active mode=ReverseModeCombined",
    )
    .expect("options");
    let mut sizes = Vec::new();
    for n in [100, 400] {
        let text = program(n);
        let mut m = ferrozyme::parse_module("blocks.mlir", text.as_bytes()).expect("parses");
        ferrozyme::ad::lower::enzyme_wrap(&mut m, &opts).unwrap_or_else(|d| panic!("{d}"));
        let dg = m.lookup_symbol("dg").expect("derivative");
        sizes.push(m.collect_ops(dg).len());
        let primal = ferrozyme::parse_module("blocks.mlir", text.as_bytes()).expect("parses");
        let mut p = Engine::jit(&primal, JitOptions { checked: true }).expect("jit");
        let mut d = Engine::jit(&m, JitOptions { checked: true }).expect("jit");
        for x in [0.3, -0.7] {
            let h = 1e-6;
            let at = |e: &mut Engine, x: f64| e.call("g", &[f(x)]).expect("runs")[0].as_f64().expect("f64");
            let fd = (at(&mut p, x + h) - at(&mut p, x - h)) / (2.0 * h);
            let r = d.call("dg", &[f(x), f(1.0)]).expect("runs");
            let got = r.last().and_then(|v| v.as_f64()).expect("f64");
            assert!((got - fd).abs() <= 1e-5 * fd.abs().max(1.0), "{n} blocks at {x}: {got} vs {fd}");
        }
    }
    // Four times the blocks, about four times the ops (quadratic: 16).
    assert!(sizes[1] < 5 * sizes[0], "ops of the derivative: {sizes:?}");
}

/// `--enzyme-wrap` options: a zero width and a key given twice are refused
/// (reader-21: width=0 ran as 1, the second outfn won); functions may be
/// named with their `@`, as in the IR (`outfn=@df` made `@"@df"`).
#[test]
fn enzyme_wrap_options_are_checked() {
    use ferrozyme::ad::lower::WrapOptions;
    let base = "argTys=enzyme_active retTys=enzyme_active mode=ReverseModeCombined";
    let e = WrapOptions::parse(&format!("infn=sq outfn=g {base} width=0")).expect_err("width 0");
    assert_eq!(e, "width must be a positive integer, not '0'");
    let e = WrapOptions::parse(&format!("infn=sq outfn=g outfn=h {base}")).expect_err("twice");
    assert_eq!(e, "option 'outfn' is given twice");
    let text = "func.func @sq(%x: f64) -> f64 {\n  %y = arith.mulf %x, %x : f64\n  return %y : f64\n}\n";
    let mut m = ferrozyme::parse_module("w.mlir", text.as_bytes()).expect("parses");
    let o = WrapOptions::parse(&format!("infn=@sq outfn=@g {base}")).expect("options");
    ferrozyme::ad::lower::enzyme_wrap(&mut m, &o).unwrap_or_else(|d| panic!("{d}"));
    let mut e = Engine::jit(&m, JitOptions { checked: true }).expect("jit");
    let r = e.call("g", &[f(1.5), f(1.0)]).expect("runs");
    let got = r.last().and_then(|v| v.as_f64()).expect("f64");
    assert!((got - 3.0).abs() < 1e-15, "{got}");
}

/// A fresh buffer per iteration whose last one the function returns is
/// refused (reader-22: swapped, one of the two buffers leaked where the
/// derivative does not return the result).
#[test]
fn returned_fresh_buffers_are_refused() {
    let (m, _) = load("ad_reverse/refused.mlir");
    let mut dm = m.clone();
    let f = dm.lookup_symbol("fresh_returned").expect("function");
    let acts = parse_activities("dup,active,const").expect("activities");
    let e = reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &acts, &[Activity::ConstNoNeed])
        .expect_err("must be refused")
        .to_string();
    assert!(e.starts_with("refused.mlir:456:12: error: reverse mode: allocating active memory inside a loop"), "{e}");
}
