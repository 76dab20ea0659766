//! No input makes the parser or verifier panic: random bytes, mutations of
//! the corpus (byte flips, truncations, splices), very deep nesting, huge
//! numbers and invalid UTF-8 all end in `Ok` or a located error.

mod common;
use common::*;
use proptest::prelude::*;

fn corpus_texts() -> Vec<Vec<u8>> {
    mlir_files("tests/corpus").into_iter().map(|p| std::fs::read(p).expect("read")).collect()
}

fn check_no_panic(bytes: &[u8]) {
    if let Ok(m) = ferrozyme::parse_module("fuzz.mlir", bytes) {
        let _ = ferrozyme::verify::verify(&m);
        // Printing whatever parsed must not panic either.
        let _ = custom(&m);
        let _ = generic(&m);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, .. ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        check_no_panic(&bytes);
    }

    #[test]
    fn random_mlir_like_tokens(toks in proptest::collection::vec(proptest::sample::select(vec!["%0", "%a#1", "=", "(", ")", "{", "}", "[", "]",
        "<", ">", ":", ",", "->", "f32", "i64", "memref<?x4xf32>",
        "func.func", "@f", "arith.addf", "scf.for", "^bb1", "\"x.y\"",
        "dense<[1.0, 2.0]>", "loc(\"a\":1:2)", "#enzyme<activity enzyme_dup>", "0x7FF0000000000000",
        "-", "1.5e300", "99999999999999999999999999999999999999999", "!llvm.ptr", "\n",]), 0..60)) {
        check_no_panic(toks.join(" ").as_bytes());
    }

    #[test]
    fn mutated_corpus(file_seed in any::<usize>(), edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0u8..4), 1..6)) {
        let texts = corpus_texts();
        prop_assume!(!texts.is_empty());
        let mut t = texts[file_seed % texts.len()].clone();
        for (pos, byte, kind) in edits {
            if t.is_empty() { break; }
            let p = pos % t.len();
            match kind {
                0 => t[p] = byte,
                1 => t.truncate(p),
                2 => { t.remove(p); }
                _ => { let chunk: Vec<u8> = t[p..(p + 16).min(t.len())].to_vec(); t.splice(p..p, chunk); }
            }
        }
        check_no_panic(&t);
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for (open, close) in [("[", "]"), ("(", ")")] {
        let text = format!("\"t.x\"() {{a = {}1{}}} : () -> ()", open.repeat(100_000), close.repeat(100_000));
        assert!(ferrozyme::parse_module("deep.mlir", text.as_bytes()).is_err());
    }
    let mut text = String::from("func.func @f() {\n");
    for _ in 0..10_000 {
        text.push_str("scf.execute_region {\n");
    }
    assert!(ferrozyme::parse_module("deep.mlir", text.as_bytes()).is_err());
    let types = format!("func.func private @f({}f32{})", "tuple<".repeat(50_000), ">".repeat(50_000));
    assert!(ferrozyme::parse_module("deep.mlir", types.as_bytes()).is_err());
}

#[test]
fn huge_numbers_and_invalid_utf8() {
    for text in [
        &b"%0 = arith.constant 340282366920938463463374607431768211457 : i64"[..],
        b"%0 = arith.constant 1.0e999999 : f32",
        b"func.func private @f(memref<99999999999999999999999xf32>)",
        b"func.func private @f(i99999999999)",
        b"func.func @\xff\xfe() { return }",
        b"\"x\xc3(\"() : () -> ()",
        b"%0 = \"a.b\"() {s = \"\xff\"} : () -> i32",
    ] {
        let r = ferrozyme::parse_module("bad.mlir", text);
        if let Ok(m) = r {
            // Accepted inputs must at least print.
            let _ = generic(&m);
        }
    }
}

#[test]
fn every_corpus_prefix_fails_cleanly() {
    // Truncating a valid file at every line boundary never panics.
    for t in corpus_texts().iter().take(20) {
        for (i, _) in t.iter().enumerate().filter(|(_, &c)| c == b'\n') {
            check_no_panic(&t[..i]);
        }
    }
}

/// `d` `scf.if`s nested in each other, each yielding the next one's result.
fn nested_ifs(d: usize) -> String {
    let mut s = String::from("func.func @f(%c: i1, %x: f64) -> f64 {\n");
    for i in 0..d {
        s += &format!("%r{i} = scf.if %c -> (f64) {{\n");
    }
    s += "scf.yield %x : f64\n";
    for i in (0..d).rev() {
        s += "} else {\nscf.yield %x : f64\n}\n";
        if i > 0 {
            s += &format!("scf.yield %r{i} : f64\n");
        }
    }
    s + "return %r0 : f64\n}\n"
}

/// Derivatives of big branchy functions nest `scf.if`s hundreds deep; what
/// the printer writes must parse back, on a 2 MiB thread (the test default),
/// and one level past the limit is an error, not a crash.
#[test]
fn deep_regions_parse_and_print_back() {
    use ferrozyme::syntax::{print_module, MAX_REGION_DEPTH};
    let legal = nested_ifs(MAX_REGION_DEPTH as usize - 1);
    let printed = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let m =
                ferrozyme::parse_module("deep.mlir", legal.as_bytes()).expect("nested regions up to the limit parse");
            let once = print_module(&m, &Default::default());
            let again = ferrozyme::parse_module("printed.mlir", once.as_bytes()).expect("the printed form parses");
            assert_eq!(print_module(&again, &Default::default()), once);
            once.len()
        })
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert!(printed > 0);
    let too_deep = nested_ifs(MAX_REGION_DEPTH as usize);
    let err = ferrozyme::parse_module("deep.mlir", too_deep.as_bytes()).unwrap_err().to_string();
    assert!(err.contains(&format!("regions nest deeper than {MAX_REGION_DEPTH} levels")), "{err}");
    // Line 1 opens the function's body; line k + 1 opens the k-th if's.
    assert!(err.starts_with(&format!("deep.mlir:{}:", MAX_REGION_DEPTH + 1)), "{err}");
}
