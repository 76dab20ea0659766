// scf.if with and without results and else branches.
// entry: @main
module {
  func.func @relu(%x: f64) -> f64 {
    %z = arith.constant 0.0 : f64
    %pos = arith.cmpf ogt, %x, %z : f64
    %r = scf.if %pos -> (f64) {
      scf.yield %x : f64
    } else {
      scf.yield %z : f64
    }
    return %r : f64
  }

  func.func @sort2(%a: i32, %b: i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %a, %b : i32
    %r:2 = scf.if %lt -> (i32, i32) {
      scf.yield %a, %b : i32, i32
    } else {
      scf.yield %b, %a : i32, i32
    }
    return %r#0, %r#1 : i32, i32
  }

  func.func @maybe_store(%flag: i1, %m: memref<f64>, %v: f64) {
    scf.if %flag {
      memref.store %v, %m[] : memref<f64>
    }
    return
  }

  // sign function using nested ifs
  func.func @sign(%x: f64) -> f64 {
    %z = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %mone = arith.constant -1.0 : f64
    %gt = arith.cmpf ogt, %x, %z : f64
    %r = scf.if %gt -> (f64) {
      scf.yield %one : f64
    } else {
      %lt = arith.cmpf olt, %x, %z : f64
      %inner = scf.if %lt -> (f64) {
        scf.yield %mone : f64
      } else {
        scf.yield %z : f64
      }
      scf.yield %inner : f64
    }
    return %r : f64
  }

  func.func @main() -> f64 {
    %x = arith.constant -4.0 : f64
    %a = call @relu(%x) : (f64) -> f64
    %b = call @sign(%x) : (f64) -> f64
    %r = arith.addf %a, %b : f64
    return %r : f64
  }
}
