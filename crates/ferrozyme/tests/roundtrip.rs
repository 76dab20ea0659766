//! Round trip: for every example and corpus file, parse → print → parse gives
//! the same IR (compared through the generic form, locations included), the
//! custom form is stable, the generic form parses back to the same IR, and a
//! compacted copy of the module is the same IR.

mod common;
use common::*;

fn check_file(path: &std::path::Path) -> Result<(), String> {
    let name = path.display().to_string();
    let text = std::fs::read(path).map_err(|e| e.to_string())?;
    let m1 = parse_verified(&name, &text)?;
    let (c1, g1) = (custom(&m1), generic(&m1));
    let m2 =
        parse_verified("custom-printed", c1.as_bytes()).map_err(|e| format!("reparse of custom form: {e}\n{c1}"))?;
    if generic(&m2) != g1 {
        return Err(format!(
            "custom form does not parse back to the same IR:\n--- first\n{g1}\n--- second\n{}",
            generic(&m2)
        ));
    }
    if custom(&m2) != c1 {
        return Err(format!("custom form is not stable:\n--- first\n{c1}\n--- second\n{}", custom(&m2)));
    }
    let m3 =
        parse_verified("generic-printed", g1.as_bytes()).map_err(|e| format!("reparse of generic form: {e}\n{g1}"))?;
    if generic(&m3) != g1 {
        return Err(format!(
            "generic form does not parse back to the same IR:\n--- first\n{g1}\n--- second\n{}",
            generic(&m3)
        ));
    }
    // A compacted copy is the same IR, and verifies.
    let mc = m1.compacted();
    ferrozyme::verify::verify(&mc).map_err(|d| format!("compacted copy does not verify: {d}"))?;
    if generic(&mc) != g1 {
        return Err(format!("compacted copy differs:\n--- first\n{g1}\n--- second\n{}", generic(&mc)));
    }
    Ok(())
}

#[test]
fn corpus_and_examples_round_trip() {
    let files: Vec<_> = mlir_files("tests/corpus").into_iter().chain(mlir_files("examples")).collect();
    assert!(files.len() >= 40, "expected at least 40 corpus files, found {}", files.len());
    let failures: Vec<String> =
        files.iter().filter_map(|f| check_file(f).err().map(|e| format!("{}: {e}", f.display()))).collect();
    assert!(failures.is_empty(), "{} of {} files failed:\n{}", failures.len(), files.len(), failures.join("\n\n"));
}

#[test]
fn every_known_op_appears_in_the_corpus() {
    let mut text = String::new();
    for f in mlir_files("tests/corpus") {
        text.push_str(&std::fs::read_to_string(f).unwrap_or_default());
    }
    let ops = ferrozyme::dialects::known_ops();
    // An op counts as used when its name appears as a whole word.
    let used = |name: &str| {
        text.match_indices(name).any(|(i, _)| {
            let next = text[i + name.len()..].chars().next().unwrap_or(' ');
            let prev = text[..i].chars().last().unwrap_or(' ');
            !(next.is_alphanumeric() || next == '_' || next == '.' || prev.is_alphanumeric() || prev == '.')
        })
    };
    let missing: Vec<_> =
        ops.iter().filter(|op| !(used(op) || op.starts_with("builtin.") && used(&op["builtin.".len()..]))).collect();
    assert!(missing.is_empty(), "ops without a corpus example: {missing:?}");
}
