// i1 as a signed number: `true` is -1 (extsi, sitofp, signed compares,
// maxsi/minsi, divsi), 1 unsigned (extui, uitofp, unsigned compares). The
// values are loaded from memory so that nothing is folded.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @flag(%x: i1) {
  %e = arith.extui %x : i1 to i64
  func.call @show(%e) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = arith.constant true
  %f0 = arith.constant false
  %m = memref.alloca() : memref<2xi1>
  memref.store %t0, %m[%c0] : memref<2xi1>
  memref.store %f0, %m[%c1] : memref<2xi1>
  %t = memref.load %m[%c0] : memref<2xi1>
  %f = memref.load %m[%c1] : memref<2xi1>
  %s = arith.extsi %t : i1 to i64
  %u = arith.extui %t : i1 to i64
  %s8 = arith.extsi %t : i1 to i8
  %s8w = arith.extsi %s8 : i8 to i64
  func.call @show(%s) : (i64) -> ()
  func.call @show(%u) : (i64) -> ()
  func.call @show(%s8w) : (i64) -> ()
  %sf = arith.sitofp %t : i1 to f64
  %uf = arith.uitofp %t : i1 to f64
  func.call @printF64(%sf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%uf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %slt = arith.cmpi slt, %t, %f : i1
  %sgt = arith.cmpi sgt, %t, %f : i1
  %sle = arith.cmpi sle, %t, %f : i1
  %ult = arith.cmpi ult, %t, %f : i1
  %ugt = arith.cmpi ugt, %t, %f : i1
  func.call @flag(%slt) : (i1) -> ()
  func.call @flag(%sgt) : (i1) -> ()
  func.call @flag(%sle) : (i1) -> ()
  func.call @flag(%ult) : (i1) -> ()
  func.call @flag(%ugt) : (i1) -> ()
  %mx = arith.maxsi %t, %f : i1
  %mn = arith.minsi %t, %f : i1
  %mxu = arith.maxui %t, %f : i1
  %mnu = arith.minui %t, %f : i1
  func.call @flag(%mx) : (i1) -> ()
  func.call @flag(%mn) : (i1) -> ()
  func.call @flag(%mxu) : (i1) -> ()
  func.call @flag(%mnu) : (i1) -> ()
  return
}
