//! External check: the text we print (custom and generic forms) for every
//! corpus file is accepted by the real `mlir-opt-19`, and mlir-opt's own
//! generic output parses back to the same IR (except the `mlir20_*` files,
//! ops mlir-opt-19 does not know). Runs in CI (which installs
//! `mlir-19-tools`); skipped locally when the tool is missing.

mod common;
use common::*;
use std::io::Write;
use std::process::{Command, Stdio};

fn run_mlir_opt(tool: &str, text: &str, extra: &[&str]) -> Result<String, String> {
    let mut child = Command::new(tool)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child.stdin.take().expect("stdin").write_all(text.as_bytes()).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Corpus files of ops newer than MLIR 19 (`mlir20_*`: `math.erfc`,
/// `math.isnan`...), which mlir-opt-19 does not know.
fn newer_than_mlir19(path: &std::path::Path) -> bool {
    path.file_name().is_some_and(|n| n.to_string_lossy().starts_with("mlir20_"))
}

/// `enzyme.*` ops and the `unregistered_*` corpus files need `--allow-unregistered-dialect`.
fn needs_unregistered(path: &std::path::Path, text: &str) -> bool {
    text.contains("enzyme.") || path.file_name().is_some_and(|n| n.to_string_lossy().starts_with("unregistered_"))
}

#[test]
fn printed_corpus_is_accepted_by_mlir_opt() {
    let Some(tool) = mlir_opt() else { return };
    let mut failures = Vec::new();
    let files = mlir_files("tests/corpus");
    for f in files.iter().filter(|f| !newer_than_mlir19(f)) {
        let name = f.display().to_string();
        let src = std::fs::read(f).expect("read");
        let m = match parse_verified(&name, &src) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: does not parse: {e}"));
                continue;
            }
        };
        let unreg = needs_unregistered(f, &String::from_utf8_lossy(&src));
        let flags: &[&str] = if unreg { &["--allow-unregistered-dialect"] } else { &[] };
        for (form, text) in [("custom", custom(&m)), ("generic", generic(&m))] {
            // mlir-opt cannot read the custom form of ops of unregistered dialects.
            if form == "custom" && String::from_utf8_lossy(&src).contains("enzyme.") {
                continue;
            }
            if let Err(e) = run_mlir_opt(tool, &text, flags) {
                failures.push(format!("{name} ({form} form) rejected by mlir-opt-19:\n{e}\n{text}"));
            }
        }
        // mlir-opt's generic output of our text must parse back to our IR.
        let mut gflags = flags.to_vec();
        gflags.extend(["--mlir-print-op-generic", "--mlir-print-debuginfo"]);
        match run_mlir_opt(tool, &generic(&m), &gflags) {
            Ok(theirs) => match parse_verified("mlir-opt output", theirs.as_bytes()) {
                Ok(m2) => {
                    let ours = ferrozyme::print_module(&m, &Default::default());
                    let back = ferrozyme::print_module(&m2, &Default::default());
                    if ours != back {
                        failures.push(format!(
                            "{name}: mlir-opt's generic output parses to different IR:\n{ours}\n---\n{back}"
                        ));
                    }
                }
                Err(e) => failures.push(format!("{name}: cannot parse mlir-opt's generic output: {e}\n{theirs}")),
            },
            Err(e) => failures.push(format!("{name}: mlir-opt-19 failed: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} problems in {} files:\n{}", failures.len(), files.len(), failures.join("\n\n"));
}
