use ferrozyme::exec::{MemRef, Value};
use ferrozyme_jit::{JitModule, JitOptions};

fn jit(text: &str, checked: bool) -> JitModule {
    let m = ferrozyme::parse_module("t.mlir", text.as_bytes()).expect("parse");
    ferrozyme::verify::verify(&m).expect("verify");
    JitModule::compile(&m, JitOptions { checked }).expect("compile")
}

#[test]
fn smoke() {
    let src = r#"
func.func @sum(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %e = math.exp %v : f64
    %a2 = arith.addf %a, %e : f64
    scf.yield %a2 : f64
  }
  return %s : f64
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @oob(%x: memref<4xf64>, %i: index) -> f64 {
  %v = memref.load %x[%i] : memref<4xf64>
  return %v : f64
}
func.func @mk(%n: index) -> memref<?xf64> {
  %m = memref.alloc(%n) : memref<?xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %f = arith.index_cast %i : index to i64
    %g = arith.sitofp %f : i64 to f64
    memref.store %g, %m[%i] : memref<?xf64>
  }
  return %m : memref<?xf64>
}
"#;
    let j = jit(src, false);
    let x = MemRef::from_f64(&[0.0, 1.0, 2.0], &[3]).unwrap();
    let r = j.call("sum", &[Value::MemRef(x)]).unwrap();
    let want = 1.0 + 1f64.exp() + 2f64.exp();
    assert_eq!(r[0].as_f64().unwrap(), want);
    let r = j.call("fact", &[Value::i64(10)]).unwrap();
    assert_eq!(r[0].as_i64(), Some(3628800));
    let r = j.call("mk", &[Value::Index(4)]).unwrap();
    assert_eq!(r[0].as_memref().unwrap().to_f64_vec(), vec![0.0, 1.0, 2.0, 3.0]);
    let jc = jit(src, true);
    let x = MemRef::from_f64(&[0.0; 4], &[4]).unwrap();
    let e = jc.call("oob", &[Value::MemRef(x), Value::Index(7)]).unwrap_err();
    assert_eq!(e.to_string(), "t.mlir:29:8: error: 'memref.load' index 7 is out of bounds for dimension 0 of size 4");
}

/// Debug-info and lifetime intrinsics compile to nothing (they used to stop the JIT).
#[test]
fn debug_intrinsics_are_no_ops() {
    let text = r#"
#di_file = #llvm.di_file<"example.c" in "/tmp">
#di_cu = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", emissionKind = Full>
#di_sp = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = #di_cu, scope = #di_file, name = "square", file = #di_file, line = 5, subprogramFlags = Definition>
#di_var = #llvm.di_local_variable<scope = #di_sp, name = "x", file = #di_file, line = 5, arg = 1>
llvm.func @square(%x: f64) -> f64 {
  llvm.intr.dbg.value #di_var = %x : f64
  %r = arith.mulf %x, %x : f64
  llvm.return %r : f64
}
"#;
    let m = ferrozyme::parse_module("dbg.mlir", text.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    let j = ferrozyme_jit::JitModule::compile(&m, ferrozyme_jit::JitOptions::default()).expect("compiles");
    let r = j.call("square", &[ferrozyme::exec::Value::F64(3.0)]).expect("runs");
    assert_eq!(r[0].as_f64(), Some(9.0));
}

/// A `llvm.comdat_selector` named like a function does not hide the
/// function from calls (it names no code).
#[test]
fn comdat_selector_does_not_hide_a_function() {
    let src = r#"
llvm.comdat @__llvm_global_comdat {
  llvm.comdat_selector @f any
}
llvm.func @f(%x: f64) -> f64 {
  %s = arith.mulf %x, %x : f64
  llvm.return %s : f64
}
func.func @main(%x: f64) -> f64 {
  %r = llvm.call @f(%x) : (f64) -> f64
  return %r : f64
}
"#;
    let j = jit(src, false);
    let r = j.call("main", &[Value::F64(0.7)]).expect("call");
    assert_eq!(r[0].as_f64(), Some(0.7 * 0.7));
}

/// `memref.copy` between identity-layout memrefs is one memcpy (unchecked
/// JIT); with a strided source it copies element by element. Both give
/// the interpreter's result, a source with a nonzero offset included.
#[test]
fn memref_copy_contiguous_and_strided() {
    let src = r#"
func.func @copy2d(%a: memref<?x3xf32>, %b: memref<?x3xf32>) {
  memref.copy %a, %b : memref<?x3xf32> to memref<?x3xf32>
  return
}
func.func @copy_col(%a: memref<4x3xf64>, %b: memref<4xf64>) {
  %col = memref.subview %a[0, 1] [4, 1] [1, 1] : memref<4x3xf64> to memref<4xf64, strided<[3], offset: 1>>
  memref.copy %col, %b : memref<4xf64, strided<[3], offset: 1>> to memref<4xf64>
  return
}
"#;
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).expect("parse");
    let vals: Vec<f64> = (0..12).map(|i| i as f64 * 0.5 - 2.0).collect();
    let run = |e: &mut ferrozyme_jit::Engine| {
        let a = MemRef::from_values(
            ferrozyme::exec::ScalarType::F32,
            &vals.iter().map(|&v| Value::F32(v as f32)).collect::<Vec<_>>(),
            &[4, 3],
        )
        .expect("a");
        // A view starting at row 1 (offset 3): rows 1..4.
        let a1 = MemRef { offset: 3, sizes: vec![3, 3], ..a.clone() };
        let b = MemRef::zeros(ferrozyme::exec::ScalarType::F32, &[3, 3]).expect("b");
        e.call("copy2d", &[Value::MemRef(a1), Value::MemRef(b.clone())]).expect("copy2d");
        let a64 = MemRef::from_f64(&vals, &[4, 3]).expect("a64");
        let col = MemRef::zeros(ferrozyme::exec::ScalarType::F64, &[4]).expect("col");
        e.call("copy_col", &[Value::MemRef(a64), Value::MemRef(col.clone())]).expect("copy_col");
        (b.to_f64_vec(), col.to_f64_vec())
    };
    let want = run(&mut ferrozyme_jit::Engine::interp(&m).expect("interp"));
    assert_eq!(want.0, vals[3..].to_vec());
    assert_eq!(want.1, vec![vals[1], vals[4], vals[7], vals[10]]);
    for checked in [false, true] {
        let got = run(&mut ferrozyme_jit::Engine::jit(&m, JitOptions { checked }).expect("jit"));
        assert_eq!(got, want, "checked={checked}");
    }
}

/// Two results viewing one heap buffer come back to Rust sharing it (the
/// second used to be copied out, losing the aliasing a split-mode tape
/// relies on).
#[test]
fn results_viewing_one_buffer_share_it() {
    let src = r#"
func.func @two_views() -> (memref<4xf64>, memref<2xf64, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<4xf64>
  %c = arith.constant 1.5 : f64
  %i = arith.constant 2 : index
  memref.store %c, %a[%i] : memref<4xf64>
  %v = memref.subview %a[2] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: 2>>
  return %a, %v : memref<4xf64>, memref<2xf64, strided<[1], offset: 2>>
}
"#;
    for checked in [false, true] {
        let r = jit(src, checked).call("two_views", &[]).expect("call");
        let (Value::MemRef(a), Value::MemRef(v)) = (&r[0], &r[1]) else { panic!("memrefs expected: {r:?}") };
        assert!(std::sync::Arc::ptr_eq(&a.buffer, &v.buffer), "checked={checked}: one buffer");
        assert_eq!(v.to_f64_vec(), vec![1.5, 0.0], "checked={checked}");
        assert_eq!(ferrozyme_jit::runtime::live_allocations(), 0, "checked={checked}: the buffer is Rust's");
    }
}

/// A memref type with the identity layout has row-major strides
/// (compiled code addresses it so; its offset is its own): a view passed
/// for it may start at an offset, strides of unit dimensions are made
/// row-major, other strides that are not are refused by both engines with
/// an error. A view at an offset cast to such a type keeps its offset; a
/// `reinterpret_cast` counts its offset from the buffer's start, whatever
/// the source's offset. The interpreter and the JIT (both modes) agree.
#[test]
fn identity_layout_views() {
    let src = r#"
func.func @sum2(%a: memref<?x2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x2xf64>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i, %c0] : memref<?x2xf64>
    %y = memref.load %a[%i, %c1] : memref<?x2xf64>
    %w = arith.mulf %y, %y : f64
    %p = arith.addf %x, %w : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}
func.func @tail(%a: memref<6xf64>, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.subview %a[%k] [2] [1] : memref<6xf64> to memref<2xf64, strided<[1], offset: ?>>
  %w = memref.cast %v : memref<2xf64, strided<[1], offset: ?>> to memref<2xf64>
  %x = memref.load %w[%c0] : memref<2xf64>
  %y = memref.load %w[%c1] : memref<2xf64>
  %r = arith.subf %x, %y : f64
  return %r : f64
}
func.func @reint(%a: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.reinterpret_cast %a to offset: [1], sizes: [2], strides: [1] : memref<2xf64> to memref<2xf64, strided<[1], offset: 1>>
  %x = memref.load %b[%c0] : memref<2xf64, strided<[1], offset: 1>>
  %y = memref.load %a[%c1] : memref<2xf64>
  %r = arith.subf %x, %y : f64
  return %r : f64
}
func.func @unit_row(%a: memref<1x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %b = memref.cast %a : memref<1x3xf64> to memref<1x3xf64, strided<[3, 1], offset: ?>>
  %x = memref.load %b[%c0, %c2] : memref<1x3xf64, strided<[3, 1], offset: ?>>
  return %x : f64
}
"#;
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).expect("parse");
    let vals: Vec<f64> = (0..6).map(|i| i as f64 * 1.5 - 2.0).collect();
    let a = MemRef::from_f64(&vals, &[3, 2]).expect("a");
    // Rows 1..3 (offset 2), row-major: fine.
    let rows = MemRef { offset: 2, sizes: vec![2, 2], ..a.clone() };
    // Column-major strides for a 2×3 reading of the same data: refused.
    let transposed = MemRef { sizes: vec![3, 2], strides: vec![1, 3], ..a.clone() };
    let flat = MemRef::from_f64(&vals, &[6]).expect("flat");
    // Elements 3 and 4 (offset 3); one row of 3 at offset 2 with a stride
    // of 100 for its unit dimension.
    let pair = MemRef { offset: 3, sizes: vec![2], strides: vec![1], ..flat.clone() };
    let row = MemRef { offset: 2, sizes: vec![1, 3], strides: vec![100, 1], ..flat.clone() };
    let want_rows = vals[2] + vals[3] * vals[3] + vals[4] + vals[5] * vals[5];
    let mut engines: Vec<(String, ferrozyme_jit::Engine)> =
        vec![("interp".into(), ferrozyme_jit::Engine::interp(&m).expect("interp"))];
    for checked in [false, true] {
        engines.push((
            format!("jit checked={checked}"),
            ferrozyme_jit::Engine::jit(&m, JitOptions { checked }).expect("jit"),
        ));
    }
    for (name, e) in &mut engines {
        let r = e.call("sum2", &[Value::MemRef(rows.clone())]).expect("rows");
        assert_eq!(r[0].as_f64(), Some(want_rows), "{name}");
        let err = e.call("sum2", &[Value::MemRef(transposed.clone())]).expect_err("strided view refused");
        assert!(err.to_string().contains("needs row-major strides"), "{name}: {err}");
        let r = e.call("tail", &[Value::MemRef(flat.clone()), Value::Index(3)]).expect("tail");
        assert_eq!(r[0].as_f64(), Some(vals[3] - vals[4]), "{name}");
        // reinterpret_cast: element 1 of the buffer; %a[1]: element 4.
        let r = e.call("reint", &[Value::MemRef(pair.clone())]).expect("reint");
        assert_eq!(r[0].as_f64(), Some(vals[1] - vals[4]), "{name}");
        let r = e.call("unit_row", &[Value::MemRef(row.clone())]).expect("unit_row");
        assert_eq!(r[0].as_f64(), Some(vals[4]), "{name}");
    }
}

/// Allocations at the top of a function get stack slots in unchecked mode
/// (`lower::stack`), zeroed like the runtime's buffers; those in loops, of
/// dynamic size or too large keep the runtime call. Every kind gives what
/// the interpreter and the checked JIT give, over repeated calls (a slot
/// is zeroed anew each call) and in recursion (one slot per frame).
#[test]
fn stack_slots_match_the_interpreter() {
    let src = r#"
func.func @slots(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %small = memref.alloca() : memref<3xf64>
  %aligned = memref.alloca() {alignment = 64 : i64} : memref<2x2xf32>
  %big = memref.alloca() : memref<512xf64>
  %huge = memref.alloca() : memref<4096xf64>
  %one = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %dyn = memref.alloca(%n) : memref<?xf64>
  %u = memref.load %small[%c1] : memref<3xf64>
  %v = memref.load %big[%c2] : memref<512xf64>
  %h = memref.load %huge[%c2] : memref<4096xf64>
  %w = llvm.load %p : !llvm.ptr -> f64
  %s0 = arith.addf %u, %v : f64
  %s1 = arith.addf %s0, %w : f64
  memref.store %x, %small[%c1] : memref<3xf64>
  memref.store %x, %big[%c2] : memref<512xf64>
  memref.store %h, %huge[%c1] : memref<4096xf64>
  llvm.store %x, %p : f64, !llvm.ptr
  %f = arith.truncf %x : f64 to f32
  memref.store %f, %aligned[%c1, %c1] : memref<2x2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s1) -> f64 {
    %t = memref.alloca() : memref<1xf64>
    %t0 = memref.load %t[%c0] : memref<1xf64>
    %xi = memref.load %small[%c1] : memref<3xf64>
    memref.store %xi, %dyn[%i] : memref<?xf64>
    %b = arith.addf %a, %t0 : f64
    %b2 = arith.addf %b, %xi : f64
    memref.store %b2, %t[%c0] : memref<1xf64>
    scf.yield %b2 : f64
  }
  %g = memref.load %aligned[%c1, %c1] : memref<2x2xf32>
  %ge = arith.extf %g : f32 to f64
  %q = llvm.load %p : !llvm.ptr -> f64
  %s2 = arith.addf %r, %ge : f64
  %s3 = arith.addf %s2, %q : f64
  return %s3 : f64
}
func.func @peek(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %cell = memref.alloca() : memref<2xf64>
  %old = memref.load %cell[%c0] : memref<2xf64>
  memref.store %x, %cell[%c0] : memref<2xf64>
  %seen = memref.load %cell[%c0] : memref<2xf64>
  %r = arith.addf %old, %seen : f64
  return %r : f64
}
func.func @peekbig(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %cell = memref.alloca() : memref<64xf64>
  %old = memref.load %cell[%c0] : memref<64xf64>
  memref.store %x, %cell[%c0] : memref<64xf64>
  %seen = memref.load %cell[%c0] : memref<64xf64>
  %r = arith.addf %old, %seen : f64
  return %r : f64
}
func.func @twice(%a: f64, %b: f64) -> f64 {
  %p = func.call @peek(%a) : (f64) -> f64
  %q = func.call @peek(%b) : (f64) -> f64
  %u = func.call @peekbig(%a) : (f64) -> f64
  %v = func.call @peekbig(%b) : (f64) -> f64
  %pq = arith.addf %p, %q : f64
  %uv = arith.addf %u, %v : f64
  %r = arith.addf %pq, %uv : f64
  return %r : f64
}
func.func @depth(%k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cell = memref.alloca() : memref<1xf64>
  %kf = arith.index_cast %k : index to i64
  %kd = arith.sitofp %kf : i64 to f64
  memref.store %kd, %cell[%c0] : memref<1xf64>
  %z = arith.cmpi eq, %k, %c0 : index
  %r = scf.if %z -> f64 {
    %zero = arith.constant 0.0 : f64
    scf.yield %zero : f64
  } else {
    %k1 = arith.subi %k, %c1 : index
    %d = func.call @depth(%k1) : (index) -> f64
    %mine = memref.load %cell[%c0] : memref<1xf64>
    %s = arith.addf %d, %mine : f64
    scf.yield %s : f64
  }
  return %r : f64
}
"#;
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).expect("parse");
    ferrozyme::verify::verify(&m).expect("verify");
    let mut interp = ferrozyme_jit::Engine::interp(&m).expect("interp");
    let fast = jit(src, false);
    let checked = jit(src, true);
    let points = [(1.5, 3), (-0.25, 0), (2.0, 5), (1.5, 3)];
    // (Back to back: a slot not zeroed would hold the previous call's x.)
    let got: Vec<Option<f64>> = points
        .iter()
        .map(|&(x, n)| fast.call("slots", &[Value::F64(x), Value::Index(n)]).expect("fast")[0].as_f64())
        .collect();
    for (&(x, n), got) in points.iter().zip(got) {
        let args = [Value::F64(x), Value::Index(n)];
        let want = interp.call("slots", &args).expect("interp")[0].as_f64().unwrap();
        assert_eq!(want, x * (n as f64) + x + x);
        assert_eq!(got, Some(want));
        assert_eq!(checked.call("slots", &args).expect("checked")[0].as_f64(), Some(want));
    }
    // (Two calls at one depth: the second's slot is where the first's was.)
    let args = [Value::F64(3.0), Value::F64(5.0)];
    assert_eq!(interp.call("twice", &args).expect("interp")[0].as_f64(), Some(16.0));
    assert_eq!(fast.call("twice", &args).expect("fast")[0].as_f64(), Some(16.0));
    let want = interp.call("depth", &[Value::Index(40)]).expect("interp")[0].as_f64().unwrap();
    assert_eq!(want, 820.0);
    assert_eq!(fast.call("depth", &[Value::Index(40)]).expect("fast")[0].as_f64(), Some(want));
    // Too deep: the recursion guard still stops it cleanly.
    let e = fast.call("depth", &[Value::Index(10_000_000)]).expect_err("too deep");
    assert!(e.to_string().contains("recursion too deep"), "{e}");
}

/// Memrefs of memrefs (how a loop keeps a buffer per iteration): strided
/// views stored as descriptors, copied, loaded back and read through, with
/// a size per element; the JIT (fast and checked) against the interpreter.
/// An element never stored is caught by the interpreter and checked mode.
/// One returned to Rust and passed back in (a split-mode tape) still
/// reaches the buffers it holds.
#[test]
fn memrefs_of_memrefs_match_the_interpreter() {
    let src = r#"
func.func @views(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f64
  %big = memref.alloc(%n) : memref<?x4xf64>
  %r = memref.alloc(%n) : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  scf.for %i = %c0 to %n step %c1 {
    %fi = arith.index_cast %i : index to i64
    %f = arith.sitofp %fi : i64 to f64
    scf.for %j = %c0 to %c4 step %c1 {
      %fj = arith.index_cast %j : index to i64
      %g = arith.sitofp %fj : i64 to f64
      %a = arith.mulf %f, %x : f64
      %b = arith.addf %a, %g : f64
      memref.store %b, %big[%i, %j] : memref<?x4xf64>
    }
    %rows = arith.subi %n, %i : index
    %c3 = arith.constant 3 : index
    %col = arith.remui %i, %c3 : index
    %v = memref.subview %big[%i, %col] [%rows, 2] [1, 1] : memref<?x4xf64> to memref<?x2xf64, strided<[4, 1], offset: ?>>
    %w = memref.cast %v : memref<?x2xf64, strided<[4, 1], offset: ?>> to memref<?x2xf64, strided<[?, 1], offset: ?>>
    memref.store %w, %r[%i] : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  }
  %r2 = memref.alloc(%n) : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  memref.copy %r, %r2 : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>> to memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f64 {
    %l = memref.load %r2[%i] : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
    %rows = memref.dim %l, %c0 : memref<?x2xf64, strided<[?, 1], offset: ?>>
    %fr = arith.index_cast %rows : index to i64
    %frf = arith.sitofp %fr : i64 to f64
    %e = memref.load %l[%c0, %c1] : memref<?x2xf64, strided<[?, 1], offset: ?>>
    %p = arith.mulf %e, %frf : f64
    %t = arith.addf %acc, %p : f64
    scf.yield %t : f64
  }
  memref.dealloc %r : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  memref.dealloc %r2 : memref<?xmemref<?x2xf64, strided<[?, 1], offset: ?>>>
  memref.dealloc %big : memref<?x4xf64>
  return %s : f64
}
func.func @unset(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc(%n) : memref<?xmemref<?xf64>>
  %l = memref.load %r[%c0] : memref<?xmemref<?xf64>>
  %a = memref.load %l[%c0] : memref<?xf64>
  return %a : f64
}
func.func @out(%x: f64) -> memref<?xmemref<?xf64>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = memref.alloc(%c2) : memref<?xmemref<?xf64>>
  %b = memref.alloc(%c2) : memref<?xf64>
  memref.store %x, %b[%c1] : memref<?xf64>
  memref.store %b, %r[%c1] : memref<?xmemref<?xf64>>
  return %r : memref<?xmemref<?xf64>>
}
func.func @back(%r: memref<?xmemref<?xf64>>) -> f64 {
  %c1 = arith.constant 1 : index
  %b = memref.load %r[%c1] : memref<?xmemref<?xf64>>
  %x = memref.load %b[%c1] : memref<?xf64>
  memref.dealloc %b : memref<?xf64>
  return %x : f64
}
"#;
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).expect("parse");
    ferrozyme::verify::verify(&m).expect("verify");
    let mut interp = ferrozyme_jit::Engine::interp(&m).expect("interp");
    let (fast, checked) = (jit(src, false), jit(src, true));
    for (x, n) in [(0.5, 3), (-1.25, 4), (2.0, 1), (1.0, 0)] {
        let args = [Value::F64(x), Value::Index(n)];
        // Σ_i (n − i) · (i·x + i mod 3 + 1): element [i, i mod 3 + 1], in
        // a view of rows i.. .
        let want: f64 = (0..n).map(|i| (n - i) as f64 * (i as f64 * x + (i % 3) as f64 + 1.0)).sum();
        assert_eq!(interp.call("views", &args).expect("interp")[0].as_f64(), Some(want));
        assert_eq!(fast.call("views", &args).expect("fast")[0].as_f64(), Some(want));
        assert_eq!(checked.call("views", &args).expect("checked")[0].as_f64(), Some(want));
    }
    let e = interp.call("unset", &[Value::Index(2)]).expect_err("never stored");
    assert!(e.to_string().contains("undefined"), "{e}");
    assert!(checked.call("unset", &[Value::Index(2)]).is_err());
    let r = interp.call("out", &[Value::F64(2.5)]).expect("interp");
    assert_eq!(interp.call("back", &r).expect("interp")[0].as_f64(), Some(2.5));
    for e in [&fast, &checked] {
        let r = e.call("out", &[Value::F64(-1.5)]).expect("jit");
        assert_eq!(e.call("back", &r).expect("jit")[0].as_f64(), Some(-1.5));
    }
}

/// The address of a declared function without a body (a panic path's
/// formatting hook in imported Rust code, its address taken before the
/// branch): the JIT compiles the function and runs it while the hook is not
/// called; called through the address, it is an error naming the function,
/// as a direct call is one at the call (reader-44: the JIT refused to
/// compile the function at all).
#[test]
fn address_of_a_function_without_a_body() {
    let src = r#"
llvm.func @fmt_hook(f64) -> f64
llvm.func @f(%x: f64) -> f64 {
  %h = llvm.mlir.addressof @fmt_hook : !llvm.ptr
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %neg = llvm.fcmp "olt" %x, %z : f64
  llvm.cond_br %neg, ^panic, ^ok
^panic:
  %r = llvm.call %h(%x) : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
^ok:
  %s = llvm.fmul %x, %x : f64
  llvm.return %s : f64
}
"#;
    for checked in [false, true] {
        let j = jit(src, checked);
        let r = j.call("f", &[Value::F64(1.5)]).expect("the hook is not called");
        assert_eq!(r[0].as_f64(), Some(2.25));
        let e = j.call("f", &[Value::F64(-1.5)]).expect_err("the hook is called").to_string();
        assert!(
            e.starts_with("t.mlir:2:1: error: 'llvm.func' @fmt_hook has no body (external functions cannot be run)"),
            "{e}"
        );
    }
}

/// A constant table of function addresses (a Rust vtable, `[fn(f64) ->
/// f64; 2]`), made by a global's initializer region and called through:
/// the JIT writes relocations to its compiled functions (reader-45: it
/// refused every module holding such a table), and agrees with the
/// interpreter.
#[test]
fn tables_of_function_addresses() {
    let src = r#"
llvm.func @sq(%x: f64) -> f64 {
  %r = llvm.fmul %x, %x : f64
  llvm.return %r : f64
}
llvm.func @cube(%x: f64) -> f64 {
  %s = llvm.fmul %x, %x : f64
  %r = llvm.fmul %s, %x : f64
  llvm.return %r : f64
}
llvm.mlir.global internal constant @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @sq : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @cube : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.func @f(%x: f64, %k: i64) -> f64 {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %p = llvm.getelementptr %t[%k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  %fp = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %r = llvm.call %fp(%x) : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
}
"#;
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).expect("parses");
    let mut i = ferrozyme_jit::Engine::interp(&m).expect("interpreter");
    for checked in [false, true] {
        let j = jit(src, checked);
        for (k, want) in [(0, 2.25), (1, 3.375)] {
            let args = [Value::F64(1.5), Value::i64(k)];
            assert_eq!(j.call("f", &args).expect("jit")[0].as_f64(), Some(want), "k={k} checked={checked}");
            assert_eq!(i.call("f", &args).expect("interp")[0].as_f64(), Some(want), "k={k}");
        }
    }
}
