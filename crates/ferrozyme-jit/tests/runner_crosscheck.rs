//! Cross-check against the real MLIR runner: every program in `tests/runner/`
//! is lowered by `mlir-opt-19` to the LLVM dialect and run by
//! `mlir-cpu-runner-19`; what it prints must equal what ferrozyme's JIT (and
//! interpreter) print for the same program. Runs in CI (which installs
//! `mlir-19-tools` and `libmlir-19`); skipped locally when they are missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ferrozyme::exec::runner_utils::{capture_output, take_output};
use ferrozyme_jit::{Engine, JitOptions};

const PIPELINE: &[&str] = &[
    // (memref.realloc as alloc, copy, dealloc)
    "--expand-realloc",
    // (transfers under vector.mask take the mask as their own)
    "--lower-vector-mask",
    "--lower-vector-multi-reduction",
    // (vector transfers and prints become loops; the rest after scf-to-cf)
    "--convert-vector-to-scf",
    // (math.fpowi/ipowi become functions; the rest calls libm.)
    "--convert-math-to-funcs",
    "--convert-math-to-libm",
    // (before scf-to-cf: affine.for becomes scf.for)
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--reconcile-unrealized-casts",
];
const RUNNER_LIB: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1";
/// `printMemref*` lives in the C++ runner utilities.
const RUNNER_CXX_LIB: &str = "/usr/lib/llvm-19/lib/libmlir_runner_utils.so.19.1";

fn programs() -> Vec<PathBuf> {
    programs_in("")
}

fn programs_in(sub: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/runner").join(sub);
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir).expect("tests/runner").map(|e| e.expect("entry").path()).collect();
    v.retain(|p| p.extension().is_some_and(|x| x == "mlir"));
    v.sort();
    v
}

fn tools_available() -> bool {
    let ok = Command::new("mlir-cpu-runner-19").arg("--version").output().is_ok_and(|o| o.status.success())
        && Path::new(RUNNER_LIB).exists()
        && Path::new(RUNNER_CXX_LIB).exists();
    if !ok && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but mlir-cpu-runner-19 or {RUNNER_LIB} is missing (Debian packages mlir-19-tools, libmlir-19)");
    }
    ok
}

fn mlir_runner_output(path: &Path) -> Result<String, String> {
    let lowered = Command::new("mlir-opt-19").arg(path).args(PIPELINE).output().map_err(|e| e.to_string())?;
    if !lowered.status.success() {
        return Err(format!("mlir-opt-19 failed: {}", String::from_utf8_lossy(&lowered.stderr)));
    }
    let mut child = Command::new("mlir-cpu-runner-19")
        .args(["-e", "main", "-entry-point-result=void", &format!("-shared-libs={RUNNER_LIB},{RUNNER_CXX_LIB}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), &lowered.stdout).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("mlir-cpu-runner-19 failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(ferrozyme::exec::runner_utils::mask_addresses(&String::from_utf8_lossy(&out.stdout)))
}

fn ferrozyme_output(path: &Path, interp: bool) -> Result<String, String> {
    run_ferrozyme(path, if interp { Exec::Interp } else { Exec::Checked })
}

#[derive(Clone, Copy, Debug)]
enum Exec {
    Interp,
    Checked,
    Unchecked,
}

fn run_ferrozyme(path: &Path, how: Exec) -> Result<String, String> {
    let text = std::fs::read(path).map_err(|e| e.to_string())?;
    let m = ferrozyme::parse_module(&path.display().to_string(), &text).map_err(|d| d.to_string())?;
    ferrozyme::verify::verify(&m).map_err(|d| d.to_string())?;
    let mut e = match how {
        Exec::Interp => Engine::interp(&m),
        Exec::Checked => Engine::jit(&m, JitOptions { checked: true }),
        Exec::Unchecked => Engine::jit(&m, JitOptions { checked: false }),
    }
    .map_err(|e| e.to_string())?;
    capture_output();
    let r = e.call("main", &[]);
    let out = take_output();
    r.map_err(|e| e.to_string())?;
    Ok(ferrozyme::exec::runner_utils::mask_addresses(&out))
}

#[test]
fn runner_programs_print_what_mlir_cpu_runner_prints() {
    let files = programs();
    assert!(files.len() >= 10, "need at least 10 runner programs, found {}", files.len());
    let check_external = tools_available();
    let mut failures = Vec::new();
    for f in &files {
        let jit = ferrozyme_output(f, false);
        let interp = ferrozyme_output(f, true);
        match (&jit, &interp) {
            (Ok(a), Ok(b)) if a == b => {}
            _ => failures.push(format!("{}: JIT {jit:?} vs interpreter {interp:?}", f.display())),
        }
        if check_external {
            match mlir_runner_output(f) {
                Ok(theirs) if Ok(&theirs) == jit.as_ref() => {}
                Ok(theirs) => {
                    failures.push(format!("{}: mlir-cpu-runner printed {theirs:?}, ferrozyme {jit:?}", f.display()))
                }
                Err(e) => failures.push(format!("{}: {e}", f.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Programs in `tests/runner/wrapping/` rely on integer wrap-around that the
/// checked engines report as an error (a loop's induction variable passing
/// its type's maximum): the unchecked JIT must print what mlir-cpu-runner
/// prints, and the interpreter and the checked JIT must both refuse them.
#[test]
fn wrapping_programs_match_mlir_unchecked_and_fail_checked() {
    let files = programs_in("wrapping");
    assert!(!files.is_empty(), "no programs in tests/runner/wrapping");
    let check_external = tools_available();
    let mut failures = Vec::new();
    for f in &files {
        for how in [Exec::Interp, Exec::Checked] {
            if let Ok(out) = run_ferrozyme(f, how) {
                failures.push(format!("{}: {how:?} ran to the end and printed {out:?}", f.display()));
            }
        }
        let unchecked = run_ferrozyme(f, Exec::Unchecked);
        if unchecked.as_ref().map_or(true, |o| o.is_empty()) {
            failures.push(format!("{}: the unchecked JIT gave {unchecked:?}", f.display()));
        }
        if check_external {
            match mlir_runner_output(f) {
                Ok(theirs) if Ok(&theirs) == unchecked.as_ref() => {}
                Ok(theirs) => failures.push(format!(
                    "{}: mlir-cpu-runner printed {theirs:?}, the unchecked JIT {unchecked:?}",
                    f.display()
                )),
                Err(e) => failures.push(format!("{}: {e}", f.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
