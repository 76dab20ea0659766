//! Memory-effects summaries: every function of
//! `tests/analysis/effects.mlir` preceded by a line
//! `// effects @F: arg0=… arg1=… @global=… other=…` must get exactly that
//! summary (accesses: read, write, write-on-error-path, free, joined by `+`;
//! `none` when untouched).

use std::path::Path;

use ferrozyme::analysis::effects::EffectsTable;

fn render(m: &ferrozyme::Module, t: &EffectsTable, f: ferrozyme::OpId) -> String {
    let e = t.get(m, f);
    let mut parts: Vec<String> = e.args.iter().enumerate().map(|(i, a)| format!("arg{i}={}", a.describe())).collect();
    for (g, a) in &e.globals {
        if a.touches() {
            parts.push(format!("@{g}={}", a.describe()));
        }
    }
    parts.push(format!("other={}", e.other.describe()));
    parts.join(" ")
}

#[test]
fn effects_summaries() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/analysis/effects.mlir");
    let text = std::fs::read_to_string(&path).expect("effects.mlir");
    let m = ferrozyme::parse_module("effects.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let t = EffectsTable::compute(&m);
    let mut checked = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.strip_prefix("// effects @") else { continue };
        let (name, want) = rest.split_once(':').expect("// effects @F: ...");
        let f = m.lookup_symbol(name).unwrap_or_else(|| panic!("line {}: no @{name}", n + 1));
        let got = render(&m, &t, f);
        if got != want.trim() {
            failures.push(format!("effects.mlir:{}: @{name}\n  want {}\n  got  {got}", n + 1, want.trim()));
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} summaries checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
