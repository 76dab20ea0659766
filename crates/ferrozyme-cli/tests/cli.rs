//! The command-line tool's own behaviour, run as a process: exit codes and
//! messages of what only the CLI decides (leak reports of `run --checked`,
//! the `--inactive-rules` file, arguments of unranked parameters).

use std::path::PathBuf;
use std::process::{Command, Output};

fn ferrozyme(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferrozyme")).args(args).output().expect("runs")
}

/// A file under the target directory's temporary folder, with `text`.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p
}

const LEAKY: &str = "func.func @main() -> f64 {
  %a = memref.alloc() : memref<4xf64>
  %b = memref.alloc() : memref<2xf64>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.5 : f64
  memref.store %x, %a[%c0] : memref<4xf64>
  %y = memref.load %a[%c0] : memref<4xf64>
  memref.dealloc %b : memref<2xf64>
  return %y : f64
}
func.func @returned() -> memref<4xf64> {
  %a = memref.alloc() : memref<4xf64>
  return %a : memref<4xf64>
}
llvm.func @malloc(i64) -> !llvm.ptr
func.func @pointer() -> !llvm.ptr {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  return %p : !llvm.ptr
}
";

/// `run --checked` reports a leak (reader-22: it did not), with the JIT and
/// with the interpreter (`--interp --checked` did not); a buffer the
/// function returns is the caller's, not a leak; unchecked runs say nothing.
#[test]
fn checked_run_reports_leaks() {
    let p = temp_file("leaky.mlir", LEAKY);
    let p = p.to_str().expect("utf-8 path");
    for interp in [&[][..], &["--interp"][..]] {
        let out = ferrozyme(&[&["run", "--checked", p][..], interp].concat());
        assert_eq!(out.status.code(), Some(1), "{interp:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "1.5\n");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("@main leaked 1 heap allocation(s) (32 bytes)"), "{interp:?}: {err}");
        // (A returned pointer to malloc'd memory too: review.)
        for entry in ["returned", "pointer"] {
            let out = ferrozyme(&[&["run", "--checked", "--entry", entry, p][..], interp].concat());
            assert!(out.status.success(), "{entry} {interp:?}: {}", String::from_utf8_lossy(&out.stderr));
        }
        let out = ferrozyme(&[&["run", p][..], interp].concat());
        assert!(out.status.success() && out.stderr.is_empty(), "{interp:?}");
    }
}

/// A rules file naming a function the module lacks is an error at the
/// rule's line and column.
#[test]
fn inactive_rules_name_functions() {
    let p = temp_file(
        "rules_module.mlir",
        "func.func @sq(%x: f64) -> f64 {\n  %y = arith.mulf %x, %x : f64\n  return %y : f64\n}\n",
    );
    let good = temp_file("good.rules", "inactive @sq\n");
    let bad = temp_file("bad.rules", "// typo below\n  inactive @qs\n");
    let (p, good, bad) = (p.to_str().unwrap(), good.to_str().unwrap(), bad.to_str().unwrap());
    let out = ferrozyme(&["run", "--entry", "sq", "--arg", "3", "--inactive-rules", good, p]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "9\n");
    let out = ferrozyme(&["run", "--entry", "sq", "--arg", "3", "--inactive-rules", bad, p]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim(), format!("{bad}:2:12: error: inactive rule for @qs, which is not a function of the module"));
}

/// An unranked parameter takes a memref written with its ranked type.
#[test]
fn unranked_parameters_take_typed_memrefs() {
    let p = temp_file(
        "unranked.mlir",
        "func.func @rank(%u: memref<*xf64>) -> index {\n  %r = memref.rank %u : memref<*xf64>\n  return %r : index\n}\n",
    );
    let p = p.to_str().expect("utf-8 path");
    for engine in [&[][..], &["--interp"][..], &["--checked"][..]] {
        let mut args = vec!["run", "--entry", "rank", "--arg", "[[1,2],[3,4]]:memref<2x2xf64>"];
        args.extend_from_slice(engine);
        args.push(p);
        let out = ferrozyme(&args);
        assert_eq!(String::from_utf8_lossy(&out.stdout), "2\n", "{engine:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let out = ferrozyme(&["run", "--entry", "rank", "--arg", "[1,2]", p]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is unranked: give the memref's type"));
}

const FAILING_CALLEES: &str = "func.func private @printF64(f64)
func.func private @printNewline()
func.func @unknown_op(%x: f64) -> f64 {
  %y = \"foo.bar\"(%x) : (f64) -> f64
  return %y : f64
}
llvm.func @traps(%x: f64) -> f64 {
  llvm.intr.trap
  llvm.return %x : f64
}
func.func @middle(%x: f64) -> f64 {
  %y = func.call @unknown_op(%x) : (f64) -> f64
  func.call @printF64(%y) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return %y : f64
}
func.func @main() {
  %a = arith.constant 1.0 : f64
  func.call @printF64(%a) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %v = func.call @middle(%a) : (f64) -> f64
  func.call @printF64(%v) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main_trap() {
  %a = arith.constant 2.0 : f64
  func.call @printF64(%a) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %v = llvm.call @traps(%a) : (f64) -> f64
  func.call @printF64(%v) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
";

/// A call of a function that fails (a body the JIT cannot compile, a trap),
/// directly or through another call, stops its callers in the unchecked JIT
/// too: nothing after it runs or prints (reader-32: the callers went on
/// with zeros, printed them, and could crash on a zero pointer), as in the
/// interpreter.
#[test]
fn failing_callees_stop_their_callers() {
    let p = temp_file("failing_callees.mlir", FAILING_CALLEES);
    let p = p.to_str().expect("utf-8 path");
    for (entry, printed, error) in [("main", "1\n", "'foo.bar' is not supported by the"), ("main_trap", "2\n", "trap")]
    {
        for flags in [&[][..], &["--checked"][..], &["--interp"][..]] {
            let mut args = vec!["run", "--entry", entry];
            args.extend_from_slice(flags);
            args.push(p);
            let out = ferrozyme(&args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{entry} {flags:?}: {err}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), printed, "{entry} {flags:?}: {err}");
            assert!(err.contains(error), "{entry} {flags:?}: {err}");
        }
    }
}

/// `--strong-zero` (Enzyme's strong zero): a select discarding a branch whose
/// partial derivative is NaN (sqrt of a negative value) gives a NaN gradient
/// by default (0 * NaN, as JAX and Enzyme do), the derivative of the branch
/// taken with the option: reverse mode against forward mode in `check`, and
/// an `enzyme.autodiff` request run with both engines (reader-44: rustc's
/// `if s.is_nan()` guards).
#[test]
fn strong_zero_keeps_discarded_branches_out() {
    let src = "llvm.func @f(%x: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %n = llvm.fneg %x : f64
  %c = llvm.fcmp \"ult\" %n, %z : f64
  %s = llvm.intr.sqrt(%n) : (f64) -> f64
  %sq = llvm.fmul %x, %x : f64
  %r = llvm.select %c, %sq, %s : i1, f64
  llvm.return %r : f64
}
func.func @main() -> f64 {
  %x = arith.constant 0.3 : f64
  %one = arith.constant 1.0 : f64
  %d = enzyme.autodiff @f(%x, %one) {activity = [#enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (f64, f64) -> f64
  return %d : f64
}
func.func @main_strong() -> f64 {
  %x = arith.constant 0.3 : f64
  %one = arith.constant 1.0 : f64
  %d = enzyme.autodiff @f(%x, %one) {activity = [#enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>], strong_zero = true} : (f64, f64) -> f64
  return %d : f64
}
";
    let p = temp_file("strong_zero.mlir", src);
    let p = p.to_str().expect("utf-8 path");
    nan_unless_strong_zero(&["--mode", "reverse", "--fn", "f", "--activity", "active", "--at", "0.3", p]);
    for interp in [&[][..], &["--interp"][..]] {
        let out = ferrozyme(&[&["run", "--strong-zero", p][..], interp].concat());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let d: f64 = String::from_utf8_lossy(&out.stdout).trim().parse().expect("a number");
        assert!((d - 0.6).abs() < 1e-12, "{interp:?}: {d}");
        let out = ferrozyme(&[&["run", p][..], interp].concat());
        let d: f64 = String::from_utf8_lossy(&out.stdout).trim().parse().expect("a number");
        assert!(d.is_nan(), "{interp:?}: {d}");
        // (A request asking for it itself, without the option.)
        let out = ferrozyme(&[&["run", "--entry", "main_strong", p][..], interp].concat());
        let d: f64 = String::from_utf8_lossy(&out.stdout).trim().parse().expect("a number");
        assert!((d - 0.6).abs() < 1e-12, "{interp:?}: {d}");
    }
}

/// Strong zero asked by the request itself (`strong_zero = true`, as
/// Enzyme-MLIR's ops take it; it was accepted and ignored), and in forward
/// mode: a tangent of exactly zero (of `x * 0.0`) times the infinite
/// partial of `sqrt` at 0 gives 0, not NaN. (Reverse mode checks the
/// adjoint, which is not zero there: strong zero is Enzyme's, not
/// symmetric; a reverse request asking for it is in
/// `strong_zero_keeps_discarded_branches_out`.)
#[test]
fn strong_zero_by_request_and_in_forward_mode() {
    let src = "func.func @g(%x: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %x2 = arith.mulf %x, %x : f64
  %y = arith.mulf %x, %z : f64
  %s = math.sqrt %y : f64
  %r = arith.addf %x2, %s : f64
  return %r : f64
}
func.func @fwd_strong() -> f64 {
  %x = arith.constant 0.3 : f64
  %one = arith.constant 1.0 : f64
  %d = enzyme.fwddiff @g(%x, %one) {activity = [#enzyme<activity enzyme_dup>], ret_activity = [#enzyme<activity enzyme_dupnoneed>], strong_zero = true} : (f64, f64) -> f64
  return %d : f64
}
func.func @fwd_weak() -> f64 {
  %x = arith.constant 0.3 : f64
  %one = arith.constant 1.0 : f64
  %d = enzyme.fwddiff @g(%x, %one) {activity = [#enzyme<activity enzyme_dup>], ret_activity = [#enzyme<activity enzyme_dupnoneed>]} : (f64, f64) -> f64
  return %d : f64
}
";
    let p = temp_file("strong_zero_requests.mlir", src);
    let p = p.to_str().expect("utf-8 path");
    let number = |entry: &str, interp: &[&str]| {
        let out = ferrozyme(&[&["run", "--entry", entry, p][..], interp].concat());
        assert!(out.status.success(), "{entry}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).trim().parse::<f64>().expect("a number")
    };
    for interp in [&[][..], &["--interp"][..]] {
        assert!((number("fwd_strong", interp) - 0.6).abs() < 1e-12, "{interp:?}");
        assert!(number("fwd_weak", interp).is_nan(), "{interp:?}");
    }
    nan_unless_strong_zero(&["--mode", "forward", "--fn", "g", "--activity", "dup", "--at", "0.3", p]);
}

/// `ferrozyme check ARGS` fails with a NaN derivative, and passes with
/// `--strong-zero`.
fn nan_unless_strong_zero(args: &[&str]) {
    let out = ferrozyme(&[&["check"][..], args].concat());
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("NaN"), "{}", String::from_utf8_lossy(&out.stdout));
    let out = ferrozyme(&[&["check", "--strong-zero"][..], args].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
}
