//! Tensors in split mode: `enzyme.autodiff_split_mode.primal` / `.reverse`
//! on a function taking and returning a tensor give the primal and the
//! gradient of `enzyme.autodiff` (and the closed form), JIT and interpreter.

use ferrozyme::exec::{MemRef, Value};
use ferrozyme_jit::{Engine, JitOptions};

const SRC: &str = r#"
func.func @tmap(%t: tensor<3xf64>) -> tensor<3xf64> {
  %s = math.sin %t : tensor<3xf64>
  %p = arith.mulf %s, %t : tensor<3xf64>
  return %p : tensor<3xf64>
}
func.func @split(%t: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
  %r, %tape = enzyme.autodiff_split_mode.primal @tmap(%t) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (tensor<3xf64>) -> (tensor<3xf64>, !enzyme.Tape)
  %g = enzyme.autodiff_split_mode.reverse @tmap(%w, %tape) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (tensor<3xf64>, !enzyme.Tape) -> tensor<3xf64>
  return %r, %g : tensor<3xf64>, tensor<3xf64>
}
func.func @comb(%t: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
  %r, %g = enzyme.autodiff @tmap(%t, %w) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (tensor<3xf64>, tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>)
  return %r, %g : tensor<3xf64>, tensor<3xf64>
}
"#;

fn tensor(xs: &[f64]) -> Value {
    Value::MemRef(MemRef::from_f64(xs, &[xs.len() as i64]).unwrap())
}

fn numbers(v: &Value) -> Vec<f64> {
    v.as_memref().expect("a tensor result").to_f64_vec()
}

#[test]
fn split_mode_on_tensors_matches_combined() {
    let mut m = ferrozyme::parse_module("t.mlir", SRC.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let t = [0.5, -1.0, 2.0];
    let w = [1.0, 2.0, -1.0];
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        let s = e.call("split", &[tensor(&t), tensor(&w)]).expect("split");
        let c = e.call("comb", &[tensor(&t), tensor(&w)]).expect("combined");
        assert_eq!(numbers(&s[0]), numbers(&c[0]), "primal");
        assert_eq!(numbers(&s[1]), numbers(&c[1]), "gradient");
        for i in 0..3 {
            let want = w[i] * (t[i].cos() * t[i] + t[i].sin());
            assert!((numbers(&s[1])[i] - want).abs() < 1e-14, "element {i}");
            assert!((numbers(&s[0])[i] - t[i].sin() * t[i]).abs() < 1e-14, "primal {i}");
        }
    }
}

/// Run-time tensor indices out of bounds stop the run with the op's
/// location (interpreter and checked JIT), as memref accesses do.
#[test]
fn tensor_indices_out_of_bounds_are_located_errors() {
    let src = r#"
func.func @oob(%t: tensor<4xf64>, %i: index) -> f64 {
  %a = tensor.extract %t[%i] : tensor<4xf64>
  return %a : f64
}
func.func @oobw(%t: tensor<4xf64>, %i: index, %x: f64) -> tensor<4xf64> {
  %a = tensor.insert %x into %t[%i] : tensor<4xf64>
  return %a : tensor<4xf64>
}
"#;
    let m = ferrozyme::parse_module("oob.mlir", src.as_bytes()).expect("parse");
    let t = || tensor(&[0.5, -1.0, 2.0, 1.5]);
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        let ok = e.call("oob", &[t(), Value::Index(3)]).expect("in bounds");
        assert_eq!(ok[0].as_f64(), Some(1.5));
        let err = e.call("oob", &[t(), Value::Index(4)]).expect_err("out of bounds").to_string();
        assert_eq!(err, "oob.mlir:3:8: error: 'cf.assert' assertion failed: 'tensor.extract' index out of bounds for 'tensor<4xf64>'");
        let err = e.call("oobw", &[t(), Value::Index(9), Value::F64(1.0)]).expect_err("out of bounds").to_string();
        assert!(
            err.starts_with("oob.mlir:7:8: error:") && err.contains("'tensor.insert' index out of bounds"),
            "{err}"
        );
    }
}

/// A function holding vectors that cannot be split into scalars (an op
/// without a rule) fails to run with the splitter's reason, located at that
/// op, in both engines, when it is called: not with "'vector.load' is not
/// supported" at the first vector op the engine met.
#[test]
fn unsplittable_vector_functions_say_why() {
    let src = r#"
func.func @inner(%m: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xf64>, vector<4xf64>
  %r = "vector.fold"(%v) : (vector<4xf64>) -> f64
  return %r : f64
}
func.func @outer(%m: memref<4xf64>) -> f64 {
  %r = func.call @inner(%m) : (memref<4xf64>) -> f64
  return %r : f64
}
"#;
    let m = ferrozyme::parse_module("why.mlir", src.as_bytes()).expect("parse");
    let want = "why.mlir:5:8: error: 'vector.fold' is not supported: ferrozyme runs and differentiates vectors by \
                splitting them into scalars, and has no rule for this op (mlir-opt-19 --convert-vector-to-llvm \
                lowers it to LLVM vector ops, which ferrozyme takes)";
    for mut e in [Engine::jit(&m, JitOptions::default()).expect("jit"), Engine::interp(&m).expect("interp")] {
        let arg = Value::MemRef(MemRef::from_f64(&[1.0, 2.0, 3.0, 4.0], &[4]).expect("memref"));
        let err = e.call("outer", &[arg]).expect_err("cannot run").to_string();
        assert_eq!(err, want);
    }
    // A caller passing vectors to such a function gets the callee's reason
    // too (not "@inner2 has no body here to split them", reader-37).
    let src = r#"
func.func @inner2(%v: vector<4xf64>) -> f64 {
  %r = "vector.fold"(%v) : (vector<4xf64>) -> f64
  return %r : f64
}
func.func @outer2(%m: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xf64>, vector<4xf64>
  %r = func.call @inner2(%v) : (vector<4xf64>) -> f64
  return %r : f64
}
"#;
    let m = ferrozyme::parse_module("why2.mlir", src.as_bytes()).expect("parse");
    let want = want.replace("why.mlir:5:8", "why2.mlir:3:8");
    for mut e in [Engine::jit(&m, JitOptions::default()).expect("jit"), Engine::interp(&m).expect("interp")] {
        let arg = Value::MemRef(MemRef::from_f64(&[1.0, 2.0, 3.0, 4.0], &[4]).expect("memref"));
        let err = e.call("outer2", &[arg]).expect_err("cannot run").to_string();
        assert_eq!(err, want);
    }
}

/// `enzyme.autodiff` and `enzyme.fwddiff` of a function taking a vector:
/// the vector gradient and the tangent against closed forms (f(v, s) =
/// s·Σv², ∇v = 2sv, ∂s = Σv²), JIT and interpreter.
#[test]
fn enzyme_ops_on_vector_signatures() {
    let src = r#"
func.func @f(%v: vector<4xf64>, %s: f64) -> f64 {
  %b = vector.broadcast %s : f64 to vector<4xf64>
  %p = arith.mulf %v, %b : vector<4xf64>
  %q = arith.mulf %p, %v : vector<4xf64>
  %r = vector.reduction <add>, %q : vector<4xf64> into f64
  return %r : f64
}
func.func @grad(%v: vector<4xf64>, %s: f64) -> (vector<4xf64>, f64) {
  %one = arith.constant 1.0 : f64
  %dv, %ds = enzyme.autodiff @f(%v, %s, %one) {activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>], ret_activity=[#enzyme<activity enzyme_activenoneed>]} : (vector<4xf64>, f64, f64) -> (vector<4xf64>, f64)
  return %dv, %ds : vector<4xf64>, f64
}
func.func @tangent(%v: vector<4xf64>, %tv: vector<4xf64>, %s: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %r, %dr = enzyme.fwddiff @f(%v, %tv, %s, %z) {activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_dup>]} : (vector<4xf64>, vector<4xf64>, f64, f64) -> (f64, f64)
  return %dr : f64
}
"#;
    let mut m = ferrozyme::parse_module("vsig.mlir", src.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let v = [0.5, -1.0, 2.0, 0.25];
    let s = 0.7;
    let vec4 = |xs: &[f64]| Value::MemRef(MemRef::from_f64(xs, &[4]).expect("memref"));
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        let r = e.call("grad", &[vec4(&v), Value::F64(s)]).expect("grad");
        let want: Vec<f64> = v.iter().map(|x| 2.0 * s * x).collect();
        assert_eq!(numbers(&r[0]), want);
        assert_eq!(r[1].as_f64(), Some(v.iter().map(|x| x * x).sum()));
        let t = [0.3, 1.0, -0.5, 2.0];
        let r = e.call("tangent", &[vec4(&v), vec4(&t), Value::F64(s)]).expect("tangent");
        let want: f64 = v.iter().zip(&t).map(|(x, d)| 2.0 * s * x * d).sum();
        assert!((r[0].as_f64().expect("f64") - want).abs() < 1e-14, "{r:?} vs {want}");
    }
}

/// Reverse-mode errors about a function with vectors in its signature name
/// its arguments, not the leaves of its flattened copy (reader-37: a memref
/// after a vector<4xf64> was "argument #4").
#[test]
fn errors_number_arguments_not_leaves() {
    let src = r#"
func.func @s(%p: vector<4xf64>, %m: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %e = vector.extract %p[0] : f64 from vector<4xf64>
  memref.store %e, %m[%c0] : memref<2xf64>
  %l = memref.load %m[%c0] : memref<2xf64>
  return %l : f64
}
"#;
    use ferrozyme::ir::Activity::{Active, Const};
    let mut m = ferrozyme::parse_module("argnum.mlir", src.as_bytes()).expect("parse");
    let f = m.lookup_symbol("s").expect("s");
    let mut cache = ferrozyme::ad::ReverseCache::default();
    let err = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &[Active, Const], &[Active])
        .expect_err("the memref has no shadow");
    assert!(err.message.contains("argument #1 is enzyme_const"), "{}", err.message);
}

/// A request whose types do not match its derivative's names the function
/// it asks for, not the derivative of its flattened copy (a vector loop
/// kernel asking for a result that `enzyme_activenoneed` does not return).
#[test]
fn request_type_mismatch_names_the_function() {
    let src = r#"
func.func @vsum(%a: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %v = vector.transfer_read %a[%c0], %z : memref<?xf64>, vector<4xf64>
  %r = vector.reduction <add>, %v : vector<4xf64> into f64
  return %r : f64
}
func.func @d(%a: memref<?xf64>, %da: memref<?xf64>) -> f64 {
  %one = arith.constant 1.0 : f64
  %r = enzyme.autodiff @vsum(%a, %da, %one) {activity = [#enzyme<activity enzyme_dup>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (memref<?xf64>, memref<?xf64>, f64) -> f64
  return %r : f64
}
"#;
    let mut m = ferrozyme::parse_module("mismatch.mlir", src.as_bytes()).expect("parse");
    let e = ferrozyme::ad::lower::lower_enzyme_ops(&mut m)
        .expect_err("the request returns a value the derivative does not");
    assert_eq!((e.line, e.col), (11, 8), "{e}");
    assert!(
        e.message.contains("do not match those of the derivative of @vsum with these activities: (memref<?xf64>, memref<?xf64>, f64) -> ()"),
        "{e}"
    );
    assert!(!e.message.contains(".flat"), "{e}");
}

/// `vector.mask` where mlir-opt-19 does not lower it (so no runner
/// cross-check): a pass-through vector for the masked-off lanes of a read,
/// masked `maximumf` and `mul` reductions, with and without accumulator;
/// JIT and interpreter against the values worked out by hand.
#[test]
fn vector_mask_pass_through_and_reductions() {
    let src = r#"
func.func @f(%m: memref<6xf64>, %n: index) -> (vector<4xf64>, f64, f64, f64) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -7.0 : f64
  %k = vector.create_mask %n : vector<4xi1>
  %pt = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf64>
  %b = vector.mask %k, %pt { vector.transfer_read %m[%c3], %pad : memref<6xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  %a = vector.mask %k { vector.transfer_read %m[%c1], %pad : memref<6xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  %acc = arith.constant 5.0 : f64
  %x = vector.mask %k { vector.reduction <maximumf>, %a, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %y = vector.mask %k { vector.reduction <maximumf>, %b : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %p = vector.mask %k { vector.reduction <mul>, %b : vector<4xf64> into f64 } : vector<4xi1> -> f64
  return %b, %x, %y, %p : vector<4xf64>, f64, f64, f64
}
"#;
    let m = ferrozyme::parse_module("vmask.mlir", src.as_bytes()).expect("parse");
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let data = [0.0, 2.0, 4.0, 6.0, 8.0, 10.0];
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        for (n, b, x, y, p) in [
            (3, [6.0, 8.0, 10.0, 40.0], 6.0, 10.0, 480.0),
            (0, [10.0, 20.0, 30.0, 40.0], 5.0, f64::NEG_INFINITY, 1.0),
            (4, [6.0, 8.0, 10.0, -7.0], 8.0, 10.0, -3360.0),
        ] {
            let mr = Value::MemRef(MemRef::from_f64(&data, &[6]).expect("memref"));
            let r = e.call("f", &[mr, Value::Index(n)]).expect("run");
            assert_eq!(numbers(&r[0]), b, "n = {n}");
            let f = |i: usize| r[i].as_f64().expect("f64");
            assert_eq!((f(1), f(2), f(3)), (x, y, p), "n = {n}");
        }
    }
}

/// Forward-mode refusals about a function with vectors name the function
/// written, not its flattened copy (reader-40: "@f.flat").
#[test]
fn forward_errors_name_the_function() {
    let src = r#"
func.func @f(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[1, 0]> : vector<2xi32>
  %mk = arith.constant dense<true> : vector<2xi1>
  %sv = vector.broadcast %s : f64 to vector<2xf64>
  vector.scatter %x[%c0][%idx], %mk, %sv : memref<?xf64>, vector<2xi32>, vector<2xi1>, vector<2xf64>
  %g = vector.gather %x[%c0][%idx], %mk, %sv : memref<?xf64>, vector<2xi32>, vector<2xi1>, vector<2xf64> into vector<2xf64>
  %r = vector.reduction <mul>, %g : vector<2xf64> into f64
  return %r : f64
}
"#;
    use ferrozyme::ir::Activity::{Const, Dup};
    let mut m = ferrozyme::parse_module("fwdname.mlir", src.as_bytes()).expect("parse");
    let f = m.lookup_symbol("f").expect("f");
    let mut cache = ferrozyme::ad::ForwardCache::default();
    let err = ferrozyme::ad::forward_derivative(&mut m, &mut cache, f, &[Const, Dup], &[Dup], 1)
        .expect_err("the const memref receives derivatives");
    assert!(err.message.starts_with("argument #0 of @f is enzyme_const"), "{}", err.message);
}
