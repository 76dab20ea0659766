// Function visibility, argument/result attributes and function-level attributes.
// entry: @main
module {
  func.func private @decl_with_attrs(f64 {llvm.noundef}, memref<?xf32> {llvm.noalias}) -> (f64 {llvm.noundef})

  func.func nested @nested_vis() {
    return
  }

  func.func @scale(%buf: memref<?xf64> {llvm.noalias, llvm.nocapture}, %k: f64 {my.note = "scale factor", my.idx = 1 : i32}) -> (f64 {my.result = unit}, index) attributes {llvm.emit_c_interface, my.tag = "kernel"} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %buf, %c0 : memref<?xf64>
    %z = arith.constant 0.0 : f64
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %v = memref.load %buf[%i] : memref<?xf64>
      %w = arith.mulf %v, %k : f64
      memref.store %w, %buf[%i] : memref<?xf64>
      %a = arith.addf %acc, %w : f64
      scf.yield %a : f64
    }
    return %s, %n : f64, index
  }

  func.func private @helper(%x: i32) -> i32 attributes {no_inline} {
    return %x : i32
  }

  func.func @main() -> f64 {
    %c4 = arith.constant 4 : index
    %m = memref.alloc(%c4) : memref<?xf64>
    %k = arith.constant 2.0 : f64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 1.25 : f64
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %v, %m[%i] : memref<?xf64>
    }
    %s, %n = call @scale(%m, %k) : (memref<?xf64>, f64) -> (f64, index)
    memref.dealloc %m : memref<?xf64>
    return %s : f64
  }
}
