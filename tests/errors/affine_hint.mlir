// expected-error: 5:8: custom op 'affine.apply' is unknown (ops ferrozyme does not know must be written in the generic form "affine.apply"(...)); lower it first with mlir-opt --lower-affine
// --convert-linalg-to-loops leaves affine.apply in convolutions (reader-27 #6):
// the error says which pass lowers it.
func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return %0 : index
}
