// expected-error: 5:3: custom op 'affine.parallel' is unknown (ops ferrozyme does not know must be written in the generic form "affine.parallel"(...)); lower it first with mlir-opt --lower-affine
// ferrozyme takes affine.apply/min/max/load/store/for/if; the error for the
// affine ops it does not take says which pass lowers them (reader-27 #6).
func.func @f(%A: memref<10xf64>) {
  affine.parallel (%i) = (0) to (10) {
    %v = affine.load %A[%i] : memref<10xf64>
  }
  return
}
