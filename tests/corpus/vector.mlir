// The vector dialect's custom forms as mlir-opt-19 prints them (every op
// ferrozyme takes), and a function the engines run on memref arguments.
func.func @forms(%m: memref<?xf64>, %m2: memref<4x8xf32>, %x: f64, %i: index, %v: vector<4xf64>, %w: vector<2x4xf64>) -> f64 {
  %b = vector.broadcast %x : f64 to vector<4xf64>
  %b2 = vector.broadcast %v : vector<4xf64> to vector<2x4xf64>
  %s = vector.splat %x : vector<4xf64>
  %e = vector.extract %v[1] : f64 from vector<4xf64>
  %e2 = vector.extract %w[1] : vector<4xf64> from vector<2x4xf64>
  %e3 = vector.extract %w[1, %i] : f64 from vector<2x4xf64>
  %in = vector.insert %x, %v[2] : f64 into vector<4xf64>
  %in2 = vector.insert %v, %w[0] : vector<4xf64> into vector<2x4xf64>
  %ee = vector.extractelement %v[%i : index] : vector<4xf64>
  %ie = vector.insertelement %x, %v[%i : index] : vector<4xf64>
  %r = vector.reduction <add>, %v : vector<4xf64> into f64
  %r2 = vector.reduction <maximumf>, %v, %x : vector<4xf64> into f64
  %fm = vector.fma %v, %b, %s : vector<4xf64>
  %ct = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %x : vector<4xf64>, vector<4xf64> into f64
  %fe = vector.from_elements %x, %e, %r, %x : vector<4xf64>
  %sc = vector.shape_cast %w : vector<2x4xf64> to vector<8xf64>
  %tr = vector.transpose %w, [1, 0] : vector<2x4xf64> to vector<4x2xf64>
  %sh = vector.shuffle %v, %b [0, 5, 2, 7] : vector<4xf64>, vector<4xf64>
  %l = vector.load %m[%i] : memref<?xf64>, vector<4xf64>
  vector.store %l, %m[%i] : memref<?xf64>, vector<4xf64>
  %pad = arith.constant 0.0 : f64
  %tr1 = vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<4xf64>
  %tr2 = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf64>, vector<4xf64>
  vector.transfer_write %tr1, %m[%i] : vector<4xf64>, memref<?xf64>
  vector.print %v : vector<4xf64>
  vector.print %x : f64
  %st = vector.step : vector<4xindex>
  %op = vector.outerproduct %v, %v : vector<4xf64>, vector<4xf64>
  %op2 = vector.outerproduct %v, %x, %v : vector<4xf64>, f64
  %mk = vector.constant_mask [2] : vector<4xi1>
  %cm = vector.create_mask %i : vector<4xi1>
  %ml = vector.maskedload %m[%i], %cm, %v : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.maskedstore %m[%i], %cm, %v : memref<?xf64>, vector<4xi1>, vector<4xf64>
  %bc = vector.bitcast %w : vector<2x4xf64> to vector<2x8xi32>
  %xl = vector.expandload %m[%i], %cm, %v : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.compressstore %m[%i], %cm, %xl : memref<?xf64>, vector<4xi1>, vector<4xf64>
  %gi = arith.constant dense<[3, -1, 0, 2]> : vector<4xi32>
  %ga = vector.gather %m[%i][%gi], %cm, %v : memref<?xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %l4 = vector.load %m2[%i, %i] : memref<4x8xf32>, vector<4xf32>
  %mr = vector.mask %cm { vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  %mp = vector.mask %cm, %v { vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  vector.mask %cm { vector.transfer_write %mr, %m[%i] : vector<4xf64>, memref<?xf64> } : vector<4xi1>
  %ms = vector.mask %cm { vector.reduction <add>, %mp : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %mr1 = vector.multi_reduction <add>, %w, %v [0] : vector<2x4xf64> to vector<4xf64>
  %mr2 = vector.multi_reduction <maximumf>, %w, %x [0, 1] : vector<2x4xf64> to f64
  %me = vector.mask %cm {
    %rd = vector.transfer_read %m[%i], %pad : memref<?xf64>, vector<4xf64>
    vector.yield %rd : vector<4xf64>
  } : vector<4xi1> -> vector<4xf64>
  vector.scatter %m2[%i, %i] [%st], %mk, %l4 {tag} : memref<4x8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %l2 = vector.load %m2[%i, %i] : memref<4x8xf32>, vector<2x4xf32>
  %es = vector.extract_strided_slice %w {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf64> to vector<2x2xf64>
  %mm = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %w, %tr, %es : vector<2x4xf64>, vector<4x2xf64> into vector<2x2xf64>
  %is = vector.insert_strided_slice %es, %w {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf64> into vector<2x4xf64>
  %sel = arith.select %mk, %v, %b : vector<4xi1>, vector<4xf64>
  return %e : f64
}

func.func @tail_sum(%m: memref<?xf64>, %out: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  %zv = vector.splat %z : vector<4xf64>
  %acc = scf.for %i = %c0 to %n step %c4 iter_args(%s = %zv) -> vector<4xf64> {
    %v = vector.transfer_read %m[%i], %z : memref<?xf64>, vector<4xf64>
    %e = math.exp %v : vector<4xf64>
    %s2 = arith.addf %s, %e : vector<4xf64>
    %left = arith.subi %n, %i : index
    %mk = vector.create_mask %left : vector<4xi1>
    vector.transfer_write %s2, %out[%i], %mk : vector<4xf64>, memref<?xf64>
    scf.yield %s2 : vector<4xf64>
  }
  %r = vector.reduction <add>, %acc fastmath<reassoc> : vector<4xf64> into f64
  return %r : f64
}
