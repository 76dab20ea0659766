//! Native callees and JIT sessions.
//!
//! - Every `// rev` program of `tests/ad_reverse` and `tests/native` and
//!   every `// fwd` program of `tests/ad_forward` gives bit-identical
//!   results, gradients and shadows through a session with native callees
//!   on and one with them off.
//! - The native-callee filter: integer-only callees and `enzyme.inactive`
//!   ones qualify; a callee with integer arguments that writes a float global
//!   does not (with the reason), and the gradient through it is right.
//! - Effects are not lost: the declaration standing for a native callee in a
//!   thunk carries its summary, so a loop calling a bounds-checked lookup
//!   (writes only on the error path) around loads of an active buffer records
//!   nothing per iteration — as with the lookup inlined, and unlike a bare
//!   declaration.
//! - Thunks are compiled once per key.

mod shared;

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::{Activity, Module};
use ferrozyme_jit::{Mode, Session, SessionOptions};
use shared::{directives, load, parse_args, root};

fn copy(v: &Value) -> Value {
    match v {
        Value::MemRef(mr) => Value::MemRef(MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy")),
        v => v.clone(),
    }
}

/// A value like `v` with numbers from `k` (deterministic).
fn like(v: &Value, k: &mut f64) -> Value {
    let mut next = || {
        *k += 0.37;
        (*k * 1.7).sin()
    };
    match v {
        Value::MemRef(mr) => {
            let vals: Vec<Value> = mr.values().iter().map(|_| Value::F64(next())).collect();
            let vals: Vec<Value> = vals
                .iter()
                .zip(mr.values())
                .map(|(x, p)| match p {
                    Value::F32(_) => Value::F32(x.as_f64().unwrap_or(0.0) as f32),
                    _ => x.clone(),
                })
                .collect();
            Value::MemRef(MemRef::from_values(mr.elem, &vals, &mr.sizes).expect("memref"))
        }
        Value::F32(_) => Value::F32(next() as f32),
        _ => Value::F64(next()),
    }
}

/// Everything a call leaves: results, then the memref arguments' contents.
fn outcome(results: &[Value], args: &[Value]) -> Vec<u64> {
    let mut out = Vec::new();
    for r in results {
        out.extend(r.as_f64().map(f64::to_bits));
    }
    for a in args {
        if let Value::MemRef(mr) = a {
            out.extend(mr.to_f64_vec().into_iter().map(f64::to_bits));
        }
    }
    out
}

/// Run every directive of `path` through thunks of both sessions.
fn compare_file(path: &str, marker: &str) -> usize {
    let (m, text) = load(path);
    let mut on = Session::new(m.clone(), SessionOptions::default()).expect("session on");
    let mut off =
        Session::new(m.clone(), SessionOptions { native_callees: false, ..SessionOptions::default() }).expect("off");
    let mut count = 0;
    let mut failures = Vec::new();
    for d in directives(path, &text, marker) {
        let f = m.lookup_symbol(&d.func).expect("function");
        let (ins, outs) = signature(&m, f);
        let (acts, rets, mode): (Vec<Activity>, Vec<Activity>, Mode) = if marker == "rev" {
            let rets = outs.iter().map(|t| if is_float(t) { Activity::Active } else { Activity::Const }).collect();
            (d.acts.clone(), rets, Mode::Reverse)
        } else {
            let rets = outs.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
            (d.acts.clone(), rets, Mode::Forward { width: 1 })
        };
        let (t_on, t_off) = match (on.thunk(&d.func, &acts, &rets, mode), off.thunk(&d.func, &acts, &rets, mode)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(a), Err(b)) => {
                assert_eq!(a, b, "{path}:{}: refused differently on and off", d.line);
                continue;
            }
            (a, b) => panic!("{path}:{}: on {:?} vs off {:?}", d.line, a.err(), b.err()),
        };
        for p in &d.points {
            let args = parse_args(&m, &d.func, p);
            let mut k = d.line as f64;
            let mut call = Vec::new();
            for ((a, act), t) in args.iter().zip(&acts).zip(&ins) {
                call.push(copy(a));
                let shadowed = matches!(act, Activity::Dup | Activity::DupNoNeed);
                if shadowed && (marker == "fwd" || !is_float(t)) {
                    call.push(like(a, &mut k));
                }
            }
            if marker == "rev" {
                for (r, t) in rets.iter().zip(&outs) {
                    if *r == Activity::Active {
                        call.push(like(
                            &if *t == ferrozyme::ir::Type::F32 { Value::F32(0.0) } else { Value::F64(0.0) },
                            &mut k,
                        ));
                    }
                }
            }
            let call_off: Vec<Value> = call.iter().map(copy).collect();
            count += 1;
            match (t_on.call(&call), t_off.call(&call_off)) {
                (Ok(a), Ok(b)) => {
                    if outcome(&a, &call) != outcome(&b, &call_off) {
                        failures.push(format!("{path}:{}: @{} at {p:?}: on and off differ", d.line, d.func));
                    }
                }
                (a, b) => failures.push(format!("{path}:{}: @{}: on {:?}, off {:?}", d.line, d.func, a.err(), b.err())),
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count}:\n{}", failures.len(), failures.join("\n"));
    count
}

#[test]
fn reverse_programs_identical_on_and_off() {
    let mut n = 0;
    for f in [
        "ad_reverse/loops.mlir",
        "ad_reverse/dynamic_nests.mlir",
        "ad_reverse/memory.mlir",
        "ad_reverse/calls.mlir",
        "ad_reverse/calls_write.mlir",
        "native/lookup.mlir",
    ] {
        n += compare_file(f, "rev");
    }
    eprintln!("reverse: {n} points compared on vs off");
    assert!(n > 50, "only {n} programs compared");
}

#[test]
fn forward_programs_identical_on_and_off() {
    let mut n = 0;
    for f in std::fs::read_dir(root().join("ad_forward")).expect("ad_forward") {
        let p = f.expect("entry").path();
        if p.extension().is_some_and(|e| e == "mlir") {
            let name = format!("ad_forward/{}", p.file_name().and_then(|n| n.to_str()).expect("name"));
            n += compare_file(&name, "fwd");
        }
    }
    eprintln!("forward: {n} points compared on vs off");
    assert!(n > 100, "only {n} programs compared");
}

#[test]
fn the_filter_and_its_reasons() {
    let (m, _) = load("native/lookup.mlir");
    let s = Session::new(m, SessionOptions::default()).expect("session");
    let n = s.native_callees().expect("on");
    assert!(n.native["lookup"].contains("constant-typed"), "{n:?}");
    assert!(n.native["hash"].contains("enzyme.inactive"), "{n:?}");
    assert!(n.rejected["shuffle"].contains("writes global @dst"), "{n:?}");
    assert!(n.rejected["through_globals"].contains("f64"), "{n:?}");
    // A rules file makes a function native by name.
    let (m, _) = load("native/lookup.mlir");
    let rules = ferrozyme::analysis::native::parse_rules("// rules\ninactive @through_globals\n").expect("rules");
    let s = Session::new(m, SessionOptions { inactive: rules.into_iter().collect(), ..SessionOptions::default() })
        .expect("session");
    assert!(s.native_callees().expect("on").native["through_globals"].contains("rules"));
    assert!(ferrozyme::analysis::native::parse_rules("active @f").is_err());
}

/// A rule naming no function of the module is an error at its line and
/// column (it was silently ignored, leaving the function active).
#[test]
fn rules_must_name_functions() {
    use ferrozyme::analysis::native::{check_rules, parse_rule_lines};
    let (m, _) = load("native/lookup.mlir");
    let rules = parse_rule_lines("// rules\ninactive @hash\n  inactive  @hahs // typo\n").expect("rules");
    assert_eq!(rules.iter().map(|r| (r.line, r.col)).collect::<Vec<_>>(), [(2, 10), (3, 13)]);
    let e = check_rules(&m, &rules, "my.rules").expect_err("a typo");
    assert_eq!(e, "my.rules:3:13: error: inactive rule for @hahs, which is not a function of the module");
    check_rules(&m, &rules[..1], "my.rules").expect("@hash is a function");
    // A global is not a function.
    let text = "memref.global @g : memref<f64> = dense<0.0>\n";
    let m = ferrozyme::parse_module("g.mlir", text.as_bytes()).expect("parses");
    assert!(check_rules(&m, &parse_rule_lines("inactive @g").expect("rules"), "r").is_err());
    // The session checks its rules too.
    let (m, _) = load("native/lookup.mlir");
    let opts = SessionOptions { inactive: vec!["hahs".into()], ..SessionOptions::default() };
    let e = Session::new(m, opts).err().expect("a typo");
    assert!(e.message.contains("inactive rule for @hahs"), "{e}");
}

/// The callee with integer arguments that writes a float global is not
/// native: the gradient through it matches finite differences.
#[test]
fn global_writer_is_differentiated() {
    let (m, _) = load("native/lookup.mlir");
    let mut s = Session::new(m, SessionOptions::default()).expect("session");
    let t = s
        .thunk("through_globals", &[Activity::Active, Activity::Const], &[Activity::Active], Mode::Reverse)
        .expect("thunk");
    // Its primal runs as native code in the forward sweep; its derivative is generated.
    assert!(s.native_callees().expect("on").rejected.contains_key("shuffle"));
    for (x, i) in [(0.7, 1), (-1.3, 0)] {
        let g = t.call(&[Value::F64(x), Value::Index(i), Value::F64(1.0)]).expect("gradient");
        let g = g.last().and_then(Value::as_f64).expect("gradient");
        let h = 1e-6;
        let f =
            |x: f64| s.call("through_globals", &[Value::F64(x), Value::Index(i)]).expect("primal")[0].as_f64().unwrap();
        let fd = (f(x + h) - f(x - h)) / (2.0 * h);
        assert!((g - fd).abs() < 1e-6 * (1.0 + fd.abs()), "x={x} i={i}: {g} vs {fd}");
    }
}

/// Record buffers sized by a loop's trip count in the derivative of `func`.
fn per_iteration_records(m: &Module, func: &str) -> usize {
    let mut dm = m.clone();
    let f = dm.lookup_symbol(func).expect("function");
    use Activity::{Const, Dup};
    let mut cache = ferrozyme::ad::ReverseCache::default();
    let name = ferrozyme::ad::reverse_derivative(&mut dm, &mut cache, f, &[Dup, Dup, Const, Const], &[])
        .unwrap_or_else(|d| panic!("{d}"));
    let g = dm.lookup_symbol(&name).expect("derivative");
    dm.collect_ops(g).into_iter().filter(|&o| dm.is(o, "memref.alloc") && !dm.operands(o).is_empty()).count()
}

#[test]
fn effects_survive_native_declarations() {
    let (m, _) = load("native/lookup.mlir");
    let with_body = per_iteration_records(&m, "gather_loop");
    let inlined = per_iteration_records(&m, "gather_inlined");
    assert_eq!(with_body, inlined, "the callee with its body records as much as inlined code");
    assert_eq!(with_body, 0, "nothing the adjoint needs is overwritten");
    // The declaration a thunk has: body stripped, summary attached.
    let effects = ferrozyme::analysis::effects::EffectsTable::compute(&m);
    let lookup = m.lookup_symbol("lookup").expect("lookup");
    let summary = effects.get(&m, lookup);
    let mut decl = m.clone();
    let l = decl.lookup_symbol("lookup").expect("lookup");
    let r = decl.region(l, 0);
    for b in decl.blocks(r).to_vec() {
        decl.erase_block_contents(b);
        decl.detach_block(b);
    }
    let mut bare = decl.clone();
    decl.set_attr(l, "ferrozyme.memory_effects", ferrozyme::analysis::native::effects_attribute(&summary));
    let again = ferrozyme::analysis::effects::EffectsTable::compute(&decl);
    assert_eq!(again.get(&decl, l).args, summary.args);
    assert_eq!(again.get(&decl, l).globals, summary.globals);
    assert_eq!(per_iteration_records(&decl, "gather_loop"), 0, "the summary keeps the tape flat");
    // Without it the call may write anything: every load is recorded per iteration.
    let bl = bare.lookup_symbol("lookup").expect("lookup");
    bare.set_attr(bl, "sym_visibility", ferrozyme::Attribute::String("private".into()));
    assert!(per_iteration_records(&bare, "gather_loop") > 0, "a bare declaration loses the effects");
}

#[test]
fn thunks_are_compiled_once_and_smaller_with_native_callees() {
    let (m, _) = load("native/lookup.mlir");
    let acts = [Activity::Dup, Activity::Dup, Activity::Const, Activity::Const];
    let mut on = Session::new(m.clone(), SessionOptions::default()).expect("on");
    let a = on.thunk("gather_loop", &acts, &[], Mode::Reverse).expect("thunk");
    let b = on.thunk("gather_loop", &acts, &[], Mode::Reverse).expect("thunk");
    assert!(std::rc::Rc::ptr_eq(&a, &b), "the second request reuses the thunk");
    assert_eq!(a.stats.native_calls, 1, "{:?}", a.remarks);
    let mut off = Session::new(m, SessionOptions { native_callees: false, ..SessionOptions::default() }).expect("off");
    let c = off.thunk("gather_loop", &acts, &[], Mode::Reverse).expect("thunk");
    assert!(a.stats.ops < c.stats.ops, "on {} ops, off {} ops", a.stats.ops, c.stats.ops);
    assert_eq!(c.stats.native_calls, 0);
}

/// Forward mode over a reverse-mode derivative (the module's own
/// `enzyme.autodiff`, lowered when the session starts): the second
/// derivative is right, and the lookup stays native code in the thunk.
#[test]
fn derivative_of_a_derivative_keeps_native_callees() {
    let (m, _) = load("native/higher.mlir");
    let (x, y) = (0.7f64, 1.3f64);
    let q = x * x * y;
    let want = [
        4.0 * q.sin(),
        4.0 * q.cos() * 2.0 * x * y,
        4.0 * q.cos() * 2.0 * x * y,
        4.0 * (-q.sin() * (2.0 * x * y).powi(2) + q.cos() * 2.0 * y),
    ];
    let mut got = Vec::new();
    for native in [true, false] {
        let mut s = Session::new(m.clone(), SessionOptions { native_callees: native, ..SessionOptions::default() })
            .expect("session");
        let t = s
            .thunk("df", &[Activity::Dup, Activity::Const], &[Activity::Dup, Activity::Dup], Mode::Forward { width: 1 })
            .expect("thunk");
        if native {
            assert!(t.remarks.iter().any(|r| r.starts_with("@lookup: native")), "{:?}", t.remarks);
        }
        let r = t.call(&[Value::F64(x), Value::F64(1.0), Value::F64(y)]).expect("run");
        let r: Vec<f64> = r.iter().map(|v| v.as_f64().expect("f64")).collect();
        // (f, ∂f/∂x·dx, ∂f/∂x, ∂²f/∂x²·dx)
        for (g, w) in r.iter().zip(want) {
            assert!((g - w).abs() < 1e-12 * (1.0 + w.abs()), "native={native}: {r:?} vs {want:?}");
        }
        got.push(r);
    }
    assert_eq!(got[0], got[1]);
}
