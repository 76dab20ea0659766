//! External check of what reverse mode writes: for every `// rev` program
//! of `tests/ad_reverse`, the module with its combined derivative, and with
//! its split-mode pair (and the file's own `enzyme.*` requests lowered),
//! printed, is accepted by the real `mlir-opt-19`
//! (records, streams, tapes, snapshots and `malloc`/`free` declarations
//! included). Runs in CI (which installs `mlir-19-tools`); skipped locally
//! when the tool is missing.

mod shared;

use std::io::Write;
use std::process::{Command, Stdio};

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::ad::{
    forward_derivative, reverse_derivative, split_derivative_with, ForwardCache, ModifiedBetween, ReverseCache,
};
use ferrozyme::ir::{Activity, Module};

use shared::{directives, load, to_reverse};

/// Is `mlir-opt-19` usable? Missing is fatal under CI, a skip locally.
fn mlir_opt() -> Option<&'static str> {
    let ok = Command::new("mlir-opt-19").arg("--version").output().is_ok_and(|o| o.status.success());
    if ok {
        return Some("mlir-opt-19");
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but mlir-opt-19 is not installed (install the Debian package mlir-19-tools)");
    }
    eprintln!("note: mlir-opt-19 not found; skipping the external check");
    None
}

/// mlir-opt's complaint about `text`, if any.
fn rejected(tool: &str, text: &str) -> Option<String> {
    let mut child = Command::new(tool)
        .arg("--allow-unregistered-dialect")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    (!out.status.success()).then(|| String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Programs some of whose functions split mode refuses (split.rs
/// `split_refuses_pointers_loaded_in_loops`, loop_allocs.mlir's leaks and
/// branches): combined mode only.
const COMBINED_ONLY: [&str; 3] =
    ["ad_reverse/loop_pointers.mlir", "ad_reverse/lists.mlir", "ad_reverse/loop_allocs.mlir"];

const FILES: [&str; 40] = [
    "ad_reverse/branch_allocs.mlir",
    "ad_reverse/loop_temps.mlir",
    "ad_reverse/checkpoint_calls.mlir",
    "ad_reverse/specialize.mlir",
    "ad_reverse/view_offsets.mlir",
    "ad_reverse/ptr_offsets.mlir",
    "ad_reverse/reshape.mlir",
    "ad_reverse/read_snapshots.mlir",
    "ad_reverse/iterated_tapes.mlir",
    "ad_reverse/recursion.mlir",
    "ad_reverse/recursion_ptr.mlir",
    "ad_reverse/scalar_sites.mlir",
    "ad_reverse/while_pointers.mlir",
    "ad_reverse/call_views.mlir",
    "ad_reverse/stream_calls.mlir",
    "ad_reverse/while_calls.mlir",
    "ad_reverse/while_nests.mlir",
    "ad_reverse/while_memory.mlir",
    "ad_reverse/if_loops.mlir",
    "ad_reverse/calls_nested.mlir",
    "ad_reverse/branch_nests.mlir",
    "ad_reverse/calls.mlir",
    "ad_reverse/calls_read.mlir",
    "ad_reverse/calls_alias.mlir",
    "ad_reverse/calls_chain.mlir",
    "ad_reverse/calls_ptr.mlir",
    "ad_reverse/calls_write.mlir",
    "ad_reverse/cfg.mlir",
    "ad_reverse/checkpoint.mlir",
    "ad_reverse/dynamic_nests.mlir",
    "ad_reverse/fused.mlir",
    "ad_reverse/loops.mlir",
    "ad_reverse/memory.mlir",
    "ad_reverse/nest_results.mlir",
    "ad_reverse/nested_ptr.mlir",
    "ad_reverse/pointers.mlir",
    "ad_reverse/split_between.mlir",
    "ad_reverse/split_views.mlir",
    "ad_reverse/structured.mlir",
    "ad_reverse/tape.mlir",
];

#[test]
fn reverse_mode_output_is_accepted_by_mlir_opt() {
    let Some(tool) = mlir_opt() else { return };
    let mut failures = Vec::new();
    let mut checked = 0;
    for file in FILES.into_iter().chain(COMBINED_ONLY) {
        let (m, text) = load(file);
        let mut seen = Vec::new();
        for d in directives(file, &text, "rev") {
            if seen.contains(&d.func) {
                continue;
            }
            seen.push(d.func.clone());
            let acts = to_reverse(&m, &d.func, &d.acts);
            let f = m.lookup_symbol(&d.func).expect("function");
            let (_, results) = signature(&m, f);
            let rets: Vec<Activity> =
                results.iter().map(|t| if is_float(t) { Activity::Active } else { Activity::Const }).collect();
            let mut outputs: Vec<(&str, Module)> = Vec::new();
            let mut dm = m.clone();
            reverse_derivative(&mut dm, &mut ReverseCache::default(), f, &acts, &rets)
                .unwrap_or_else(|e| panic!("{file}: @{}: {e}", d.func));
            outputs.push(("combined", dm));
            if !COMBINED_ONLY.contains(&file) {
                let mut dm = m.clone();
                split_derivative_with(&mut dm, &mut ReverseCache::default(), f, &acts, &rets, &ModifiedBetween::All)
                    .unwrap_or_else(|e| panic!("{file}: @{}: {e}", d.func));
                outputs.push(("split", dm));
            }
            for (mode, mut dm) in outputs {
                // (Other functions' enzyme requests: lowered too.)
                ferrozyme::ad::lower::lower_enzyme_ops(&mut dm).unwrap_or_else(|e| panic!("{file}: {e}"));
                let printed = ferrozyme::print_module(&dm, &ferrozyme::PrintOptions::default());
                if let Some(why) = rejected(tool, &printed) {
                    failures.push(format!("{file}: @{} ({mode}):\n{why}", d.func));
                }
                checked += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} rejected:\n{}", failures.len(), failures.join("\n"));
    eprintln!("{checked} derivative modules accepted by mlir-opt-19");
}

#[test]
fn forward_mode_output_is_accepted_by_mlir_opt() {
    let Some(tool) = mlir_opt() else { return };
    let files = ["arith", "math", "edges", "control", "memory", "calls", "llvm", "aggregates"];
    let mut failures = Vec::new();
    let mut checked = 0;
    for name in files {
        let file = format!("ad_forward/{name}.mlir");
        let (m, text) = load(&file);
        let mut seen = Vec::new();
        for d in directives(&file, &text, "fwd") {
            if seen.contains(&d.func) {
                continue;
            }
            seen.push(d.func.clone());
            let f = m.lookup_symbol(&d.func).expect("function");
            let (_, results) = signature(&m, f);
            let rets: Vec<Activity> =
                results.iter().map(|t| if is_float(t) { Activity::Dup } else { Activity::Const }).collect();
            for width in [1, 2] {
                let mut dm = m.clone();
                forward_derivative(&mut dm, &mut ForwardCache::default(), f, &d.acts, &rets, width)
                    .unwrap_or_else(|e| panic!("{file}: @{}: {e}", d.func));
                ferrozyme::ad::lower::lower_enzyme_ops(&mut dm).unwrap_or_else(|e| panic!("{file}: {e}"));
                let printed = ferrozyme::print_module(&dm, &ferrozyme::PrintOptions::default());
                if let Some(why) = rejected(tool, &printed) {
                    failures.push(format!("{file}: @{} (width {width}):\n{why}", d.func));
                }
                checked += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} rejected:\n{}", failures.len(), failures.join("\n"));
    eprintln!("{checked} forward derivative modules accepted by mlir-opt-19");
}
