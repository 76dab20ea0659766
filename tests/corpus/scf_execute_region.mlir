// scf.execute_region: multi-block regions nested in structured control flow.
// entry: @main
module {
  func.func @abs_diff(%a: i32, %b: i32) -> i32 {
    %r = scf.execute_region -> i32 {
      %lt = arith.cmpi slt, %a, %b : i32
      cf.cond_br %lt, ^bb1, ^bb2
    ^bb1:
      %d1 = arith.subi %b, %a : i32
      scf.yield %d1 : i32
    ^bb2:
      %d2 = arith.subi %a, %b : i32
      scf.yield %d2 : i32
    }
    return %r : i32
  }

  func.func @in_loop(%n: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %v = scf.execute_region -> f64 {
        %i64 = arith.index_cast %i : index to i64
        %f = arith.sitofp %i64 : i64 to f64
        cf.br ^bb1(%f : f64)
      ^bb1(%x: f64):
        %y = arith.addf %acc, %x : f64
        scf.yield %y : f64
      }
      scf.yield %v : f64
    }
    return %r : f64
  }

  func.func @no_results(%m: memref<i32>) {
    scf.execute_region {
      %c = arith.constant 3 : i32
      memref.store %c, %m[] : memref<i32>
      scf.yield
    }
    return
  }

  func.func @main() -> i32 {
    %a = arith.constant 3 : i32
    %b = arith.constant 10 : i32
    %r = call @abs_diff(%a, %b) : (i32, i32) -> i32
    return %r : i32
  }
}
