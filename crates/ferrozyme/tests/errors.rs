//! The malformed-input corpus: each file in `tests/errors/` starts with
//! `// expected-error: LINE:COL: MESSAGE` and must fail with exactly that
//! diagnostic (from the parser or the verifier), never a panic.

mod common;
use common::*;

#[test]
fn malformed_files_give_their_exact_error() {
    let files = mlir_files("tests/errors");
    assert!(files.len() >= 30, "expected at least 30 malformed files, found {}", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read(f).expect("read");
        let first = String::from_utf8_lossy(text.split(|&c| c == b'\n').next().unwrap_or_default()).into_owned();
        let Some(want) = first.strip_prefix("// expected-error: ") else {
            failures.push(format!("{}: first line must be '// expected-error: L:C: message'", f.display()));
            continue;
        };
        match parse_verified(&f.display().to_string(), &text) {
            Ok(_) => failures.push(format!("{}: parsed and verified, expected error '{want}'", f.display())),
            Err(got) if got != want.trim() => {
                failures.push(format!("{}:\n  expected: {want}\n  got:      {got}", f.display()))
            }
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
