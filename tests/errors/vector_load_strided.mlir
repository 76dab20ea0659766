// expected-error: 3:8: 'vector.load' op most minor memref dim must have unit stride
func.func @f(%m: memref<6xf64, strided<[6], offset: 2>>, %i: index) -> vector<3xf64> {
  %l = vector.load %m[%i] : memref<6xf64, strided<[6], offset: 2>>, vector<3xf64>
  return %l : vector<3xf64>
}
