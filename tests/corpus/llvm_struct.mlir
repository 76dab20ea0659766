// Literal, named and packed LLVM structs with insertvalue/extractvalue and struct GEPs.
// entry: @main
!pair = !llvm.struct<(i32, f64)>
module {
  llvm.func @make_pair(%a: i32, %b: f64) -> !pair {
    %u = llvm.mlir.undef : !pair
    %s0 = llvm.insertvalue %a, %u[0] : !pair
    %s1 = llvm.insertvalue %b, %s0[1] : !pair
    llvm.return %s1 : !pair
  }

  llvm.func @pair_sum(%p: !pair) -> f64 {
    %a = llvm.extractvalue %p[0] : !pair
    %b = llvm.extractvalue %p[1] : !pair
    %af = llvm.sitofp %a : i32 to f64
    %s = llvm.fadd %af, %b : f64
    llvm.return %s : f64
  }

  llvm.func @point_norm2(%p: !llvm.ptr) -> f64 {
    %px = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"Point", (f64, f64)>
    %py = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"Point", (f64, f64)>
    %x = llvm.load %px : !llvm.ptr -> f64
    %y = llvm.load %py : !llvm.ptr -> f64
    %xx = llvm.fmul %x, %x : f64
    %yy = llvm.fmul %y, %y : f64
    %r = llvm.fadd %xx, %yy : f64
    llvm.return %r : f64
  }

  llvm.func @packed(%v: !llvm.struct<packed (i8, i32)>) -> i32 {
    %x = llvm.extractvalue %v[1] : !llvm.struct<packed (i8, i32)>
    llvm.return %x : i32
  }

  llvm.func @nested(%v: !llvm.struct<(f32, struct<(i64, array<2 x f32>)>)>) -> f32 {
    %e = llvm.extractvalue %v[1, 1, 0] : !llvm.struct<(f32, struct<(i64, array<2 x f32>)>)>
    llvm.return %e : f32
  }

  llvm.func @opaque_decl(!llvm.ptr) -> !llvm.struct<"Opaque", opaque>

  llvm.func @main() -> f64 {
    %a = llvm.mlir.constant(2 : i32) : i32
    %b = llvm.mlir.constant(0.5 : f64) : f64
    %p = llvm.call @make_pair(%a, %b) : (i32, f64) -> !pair
    %s = llvm.call @pair_sum(%p) : (!pair) -> f64
    llvm.return %s : f64
  }
}
