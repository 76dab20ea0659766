//! Runtime errors: every program of `tests/runtime_errors/` faults, and its
//! first line says where and how:
//!
//! ```text
//! // expected-error: LINE:COL: 'op.name' MESSAGE
//! ```
//!
//! `@main` (no arguments; its Enzyme requests lowered) must fail under the
//! interpreter and under the JIT
//! with `checked`, both at exactly that `file:line:col` and op. The
//! interpreter's message must be MESSAGE; the JIT's too, except for the
//! programs listed in [`JIT_MESSAGE_NOT_COMPARED`] (faults on raw pointers and
//! a few others that the engines describe in their own words).

use std::path::{Path, PathBuf};

use ferrozyme::exec::ExecError;
use ferrozyme_jit::{Engine, JitOptions};

/// Programs whose JIT message is not compared (location and op still are):
/// null, misaligned and outside-an-allocation accesses, and faults whose
/// wording the engines are not required to share.
const JIT_MESSAGE_NOT_COMPARED: &[&str] = &[
    "llvm_load_null.mlir",
    "llvm_load_misaligned.mlir",
    "llvm_load_past_alloca.mlir",
    "memcpy_past_alloca.mlir",
    "llvm_store_past_alloca.mlir",
    "reinterpret_cast_outside.mlir",
    "memref_copy_mismatch.mlir",
    "subview_oob.mlir",
    "dealloc_alloca.mlir",
    "llvm_unreachable.mlir",
    "int_wider_than_64.mlir",
    "alloc_size_overflow.mlir",
    "vastart.mlir",
];

struct Expected {
    line: u32,
    col: u32,
    op: String,
    message: String,
}

fn parse_expected(file: &str, text: &str) -> Expected {
    let first = text.lines().next().unwrap_or_default();
    let rest = first
        .strip_prefix("// expected-error: ")
        .unwrap_or_else(|| panic!("{file}: the first line must be `// expected-error: LINE:COL: 'op' MESSAGE`"));
    let mut parts = rest.splitn(3, ':');
    let line = parts.next().and_then(|s| s.trim().parse().ok());
    let col = parts.next().and_then(|s| s.trim().parse().ok());
    let tail = parts.next().unwrap_or_default().trim_start();
    let (op, message) = tail
        .strip_prefix('\'')
        .and_then(|t| t.split_once("' "))
        .unwrap_or_else(|| panic!("{file}: cannot read the op and message of `{rest}`"));
    match (line, col) {
        (Some(line), Some(col)) => Expected { line, col, op: op.to_string(), message: message.to_string() },
        _ => panic!("{file}: cannot read LINE:COL of `{rest}`"),
    }
}

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/runtime_errors");
    let mut v: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("tests/runtime_errors").map(|e| e.expect("entry").path()).collect();
    v.retain(|p| p.extension().is_some_and(|x| x == "mlir"));
    v.sort();
    v
}

/// What is wrong with `got` (`None` if it is the expected error).
fn check(file: &str, exp: &Expected, got: Result<String, ExecError>, compare_message: bool) -> Option<String> {
    let e = match got {
        Ok(results) => return Some(format!("did not fail (returned [{results}])")),
        Err(e) => e,
    };
    let want_loc = format!("{file}:{}:{}", exp.line, exp.col);
    let mut wrong = Vec::new();
    if e.location.as_deref() != Some(want_loc.as_str()) {
        wrong.push(format!("location {:?}, expected {want_loc:?}", e.location));
    }
    if e.op.as_deref() != Some(exp.op.as_str()) {
        wrong.push(format!("op {:?}, expected {:?}", e.op, exp.op));
    }
    if compare_message && e.message != exp.message {
        wrong.push(format!("message {:?}, expected {:?}", e.message, exp.message));
    }
    (!wrong.is_empty()).then(|| format!("{} (error: `{e}`)", wrong.join("; ")))
}

fn run_main(engine: Result<Engine, ExecError>) -> Result<String, ExecError> {
    let mut engine = engine?;
    ferrozyme::exec::runner_utils::capture_output();
    let r = engine.call("main", &[]);
    ferrozyme::exec::runner_utils::take_output();
    r.map(|vs| vs.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))
}

#[test]
fn faulting_programs_report_their_located_error_in_both_engines() {
    let files = programs();
    assert!(files.len() >= 15, "only {} programs in tests/runtime_errors", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let file = path.file_name().and_then(|n| n.to_str()).expect("file name").to_string();
        let text = std::fs::read_to_string(path).expect("read");
        let exp = parse_expected(&file, &text);
        let mut m = ferrozyme::parse_module(&file, text.as_bytes()).unwrap_or_else(|d| panic!("{file}: {d}"));
        ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{file}: {d}"));
        // (Faults in derivative code too.)
        ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{file}: {d}"));

        if let Some(w) = check(&file, &exp, run_main(Engine::interp(&m)), true) {
            failures.push(format!("{file}: interpreter: {w}"));
        }
        let compare_message = !JIT_MESSAGE_NOT_COMPARED.contains(&file.as_str());
        if let Some(w) = check(&file, &exp, run_main(Engine::jit(&m, JitOptions { checked: true })), compare_message) {
            failures.push(format!("{file}: checked JIT: {w}"));
        }
    }
    eprintln!("runtime errors: {} programs, {} mismatches", files.len(), failures.len());
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// Unbounded recursion fails with a located error (the native stack budget
/// of compiled recursive code), not a crash; bounded recursion still runs.
#[test]
fn unbounded_recursion_is_an_error() {
    let src = r#"
func.func @forever(%x: f64) -> f64 {
  %y = func.call @forever(%x) : (f64) -> f64
  %z = arith.addf %y, %x : f64
  return %z : f64
}
func.func @depth(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %le -> (i64) {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @depth(%m) : (i64) -> i64
    %p = arith.addi %f, %c1 : i64
    scf.yield %p : i64
  }
  return %r : i64
}
"#;
    let m = ferrozyme::parse_module("rec.mlir", src.as_bytes()).expect("parses");
    for checked in [false, true] {
        let j = ferrozyme_jit::JitModule::compile(&m, ferrozyme_jit::JitOptions { checked }).expect("compiles");
        let e = j.call("forever", &[ferrozyme::exec::Value::F64(1.0)]).expect_err("must fail");
        let text = e.to_string();
        assert!(text.contains("recursion too deep") && text.contains("rec.mlir:2:1"), "{text}");
        let r = j.call("depth", &[ferrozyme::exec::Value::Int { value: 1000, width: 64 }]).expect("bounded recursion");
        assert_eq!(r[0].as_i64(), Some(1000), "checked={checked}");
    }
}
