// scf.index_switch: select an activation function by index.
// entry: @main
module {
  func.func @activation(%kind: index, %x: f64) -> f64 {
    %r = scf.index_switch %kind -> f64
    case 0 {
      %z = arith.constant 0.0 : f64
      %m = arith.maximumf %x, %z : f64
      scf.yield %m : f64
    }
    case 1 {
      %t = math.tanh %x : f64
      scf.yield %t : f64
    }
    case 5 {
      %one = arith.constant 1.0 : f64
      %n = arith.negf %x : f64
      %e = math.exp %n : f64
      %d = arith.addf %one, %e : f64
      %s = arith.divf %one, %d : f64
      scf.yield %s : f64
    }
    default {
      scf.yield %x : f64
    }
    return %r : f64
  }

  func.func @side_effect(%sel: index, %m: memref<i32>) {
    scf.index_switch %sel
    case 2 {
      %c = arith.constant 2 : i32
      memref.store %c, %m[] : memref<i32>
      scf.yield
    }
    default {
    }
    return
  }

  func.func @main() -> f64 {
    %k = arith.constant 5 : index
    %x = arith.constant 0.0 : f64
    %r = call @activation(%k, %x) : (index, f64) -> f64
    return %r : f64
  }
}
