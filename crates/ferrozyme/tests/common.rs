//! Shared helpers of the integration tests: locating the corpus, parsing with
//! verification, and the structural comparison used by round-trip tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use ferrozyme::syntax::{parse_module, print_module, PrintOptions};
use ferrozyme::Module;

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repo root")
}

/// All `.mlir` files of a repository folder, sorted.
pub fn mlir_files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(repo_root().join(dir))
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "mlir")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Parse and verify; the error is the diagnostic's `line:col: message`.
pub fn parse_verified(name: &str, text: &[u8]) -> Result<Module, String> {
    let m = parse_module(name, text).map_err(|d| d.short())?;
    ferrozyme::verify::verify(&m).map_err(|d| d.short())?;
    Ok(m)
}

pub fn custom(m: &Module) -> String {
    print_module(m, &PrintOptions { generic: false, debug_info: true })
}

/// The generic form with locations: equal text means equal IR (names aside).
pub fn generic(m: &Module) -> String {
    print_module(m, &PrintOptions { generic: true, debug_info: true })
}

/// Is `mlir-opt-19` usable? Missing is fatal under CI, a skip locally.
pub fn mlir_opt() -> Option<&'static str> {
    let ok = std::process::Command::new("mlir-opt-19").arg("--version").output().is_ok_and(|o| o.status.success());
    if ok {
        return Some("mlir-opt-19");
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but mlir-opt-19 is not installed (install the Debian package mlir-19-tools)");
    }
    eprintln!("note: mlir-opt-19 not found; skipping the external check");
    None
}
