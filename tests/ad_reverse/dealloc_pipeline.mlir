// Programs as mlir-opt-19's buffer deallocation pipeline writes them
// (`--one-shot-bufferize=... --convert-linalg-to-loops
// --buffer-deallocation-pipeline --canonicalize`, format: see loops.mlir):
// buffers are freed through their base (`memref.extract_strided_metadata`)
// behind ownership flags, and a function whose buffers may alias asks
// `@dealloc_helper` at run time, comparing
// `memref.extract_aligned_pointer_as_index` values. Refused before ("custom
// op 'memref.extract_strided_metadata' is unknown", reader-27); see
// ad/descriptor_parts.rs and ad/owned_loops.rs.

// An explicit Euler loop on a tensor<?xf64>: each step's buffer is fresh,
// the first one is the argument (not owned: flag false).
// rev @euler_owned dup,active,const : [0.1,0.2,-0.3,1.4]; 0.7; 4 | [0.1,0.2,-0.3,1.4]; 0.7; 0 | [0.5,-1.2]; 1.3; 1
// fwd @euler_owned dup,dup,const : [0.1,0.2,-0.3,1.4]; 0.7; 4
func.func @euler_owned(%arg0: memref<?xf64>, %arg1: f64, %arg2: i64) -> f64 {
  %false = arith.constant false
  %true = arith.constant true
  %cst = arith.constant 0.000000e+00 : f64
  %cst_0 = arith.constant 1.000000e-01 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.index_cast %arg2 : i64 to index
  %1:2 = scf.for %arg3 = %c0 to %0 step %c1 iter_args(%arg4 = %arg0, %arg5 = %false) -> (memref<?xf64>, i1) {
    %dim_1 = memref.dim %arg4, %c0 : memref<?xf64>
    %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf64>
    scf.for %arg6 = %c0 to %dim_1 step %c1 {
      %3 = memref.load %arg4[%arg6] : memref<?xf64>
      %4 = math.sin %3 : f64
      %5 = arith.mulf %arg1, %4 : f64
      %6 = arith.mulf %5, %cst_0 : f64
      %7 = arith.subf %3, %6 : f64
      memref.store %7, %alloc_2[%arg6] : memref<?xf64>
    }
    %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %arg4 : memref<?xf64> -> memref<f64>, index, index, index
    scf.if %arg5 {
      memref.dealloc %base_buffer_3 : memref<f64>
    }
    scf.yield %alloc_2, %true : memref<?xf64>, i1
  }
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<f64>
  memref.store %cst, %alloc[] : memref<f64>
  %dim = memref.dim %1#0, %c0 : memref<?xf64>
  scf.for %arg3 = %c0 to %dim step %c1 {
    %3 = memref.load %1#0[%arg3] : memref<?xf64>
    %4 = memref.load %alloc[] : memref<f64>
    %5 = arith.mulf %3, %3 : f64
    %6 = arith.addf %5, %4 : f64
    memref.store %6, %alloc[] : memref<f64>
  }
  %2 = memref.load %alloc[] : memref<f64>
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<?xf64> -> memref<f64>, index, index, index
  scf.if %1#1 {
    memref.dealloc %base_buffer : memref<f64>
  }
  memref.dealloc %alloc : memref<f64>
  return %2 : f64
}

// A buffer picked by an scf.if (fresh, or the argument) and freed after
// behind the same condition.
// rev @branch_owned dup,dup,active : [0.1,0.2,-0.3,1.4]; [[1,2,3],[4,5,6]]; 0.7 | [0.1,0.2,-0.3,1.4]; [[1,2,3],[4,5,6]]; -0.7
// fwd @branch_owned dup,dup,dup : [0.1,0.2,-0.3,1.4]; [[1,2,3],[4,5,6]]; 0.7
func.func @branch_owned(%arg0: memref<4xf64>, %arg1: memref<2x3xf64>, %arg2: f64) -> f64 {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f64
  %cst_0 = arith.constant -1.000000e+300 : f64
  %0 = arith.cmpf ogt, %arg2, %cst : f64
  %1 = scf.if %0 -> (memref<4xf64>) {
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
    scf.for %arg3 = %c0 to %c4 step %c1 {
      %4 = memref.load %arg0[%arg3] : memref<4xf64>
      %5 = arith.mulf %4, %arg2 : f64
      memref.store %5, %alloc_7[%arg3] : memref<4xf64>
    }
    scf.yield %alloc_7 : memref<4xf64>
  } else {
    scf.yield %arg0 : memref<4xf64>
  }
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
  scf.for %arg3 = %c0 to %c4 step %c1 {
    %4 = arith.index_cast %arg3 : index to i64
    %5 = arith.sitofp %4 : i64 to f64
    %6 = memref.load %1[%arg3] : memref<4xf64>
    %7 = arith.mulf %6, %5 : f64
    memref.store %7, %alloc[%arg3] : memref<4xf64>
  }
  %2 = memref.load %arg0[%c0] : memref<4xf64>
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2xf64>
  memref.store %2, %alloc_1[%c0] : memref<2xf64>
  memref.store %arg2, %alloc_1[%c1] : memref<2xf64>
  %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<6xf64>
  %subview = memref.subview %alloc_2[0] [4] [1] : memref<6xf64> to memref<4xf64, strided<[1]>>
  memref.copy %alloc, %subview : memref<4xf64> to memref<4xf64, strided<[1]>>
  %subview_3 = memref.subview %alloc_2[4] [2] [1] : memref<6xf64> to memref<2xf64, strided<[1], offset: 4>>
  memref.copy %alloc_1, %subview_3 : memref<2xf64> to memref<2xf64, strided<[1], offset: 4>>
  %expand_shape = memref.expand_shape %alloc_2 [[0, 1]] output_shape [2, 3] : memref<6xf64> into memref<2x3xf64>
  %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2xf64>
  %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2xf64>
  scf.for %arg3 = %c0 to %c2 step %c1 {
    memref.store %cst_0, %alloc_5[%arg3] : memref<2xf64>
  }
  scf.for %arg3 = %c0 to %c2 step %c1 {
    memref.store %cst, %alloc_4[%arg3] : memref<2xf64>
  }
  scf.for %arg3 = %c0 to %c2 step %c1 {
    scf.for %arg4 = %c0 to %c3 step %c1 {
      %4 = memref.load %expand_shape[%arg3, %arg4] : memref<2x3xf64>
      %5 = memref.load %arg1[%arg3, %arg4] : memref<2x3xf64>
      %6 = memref.load %alloc_5[%arg3] : memref<2xf64>
      %7 = memref.load %alloc_4[%arg3] : memref<2xf64>
      %8 = arith.mulf %4, %5 : f64
      %9 = arith.maximumf %6, %8 : f64
      %10 = math.exp %8 : f64
      %11 = arith.addf %7, %10 : f64
      memref.store %9, %alloc_5[%arg3] : memref<2xf64>
      memref.store %11, %alloc_4[%arg3] : memref<2xf64>
    }
  }
  %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<f64>
  memref.store %cst, %alloc_6[] : memref<f64>
  scf.for %arg3 = %c0 to %c2 step %c1 {
    %4 = memref.load %alloc_5[%arg3] : memref<2xf64>
    %5 = memref.load %alloc_4[%arg3] : memref<2xf64>
    %6 = memref.load %alloc_6[] : memref<f64>
    %7 = math.log %5 : f64
    %8 = arith.mulf %4, %7 : f64
    %9 = arith.addf %8, %6 : f64
    memref.store %9, %alloc_6[] : memref<f64>
  }
  %3 = memref.load %alloc_6[] : memref<f64>
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<4xf64> -> memref<f64>, index, index, index
  scf.if %0 {
    memref.dealloc %base_buffer : memref<f64>
  }
  memref.dealloc %alloc : memref<4xf64>
  memref.dealloc %alloc_1 : memref<2xf64>
  memref.dealloc %alloc_2 : memref<6xf64>
  memref.dealloc %alloc_4 : memref<2xf64>
  memref.dealloc %alloc_5 : memref<2xf64>
  memref.dealloc %alloc_6 : memref<f64>
  return %3 : f64
}

// A window of an argument at a run-time row, after --expand-strided-metadata
// --lower-affine: the subview becomes a reinterpret_cast of the base buffer.
// rev @window dup,active,const : [[1,2,3,4],[5,6,7,8],[9,10,11,12]]; 0.3; 1 | [[1,2,3,4],[5,6,7,8],[9,10,11,12]]; -0.8; 0
// fwd @window dup,dup,const : [[1,2,3,4],[5,6,7,8],[9,10,11,12]]; 0.3; 1
func.func @window(%arg0: memref<?x4xf64>, %arg1: f64, %arg2: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.000000e+00 : f64
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf64> -> memref<f64>, index, index, index, index, index
  %c4 = arith.constant 4 : index
  %0 = arith.muli %arg2, %c4 : index
  %c1_0 = arith.constant 1 : index
  %1 = arith.addi %0, %c1_0 : index
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 2], strides: [4, 1] : memref<f64> to memref<2x2xf64, strided<[4, 1], offset: ?>>
  %2 = scf.for %arg3 = %c0 to %c2 step %c1 iter_args(%arg4 = %cst) -> (f64) {
    %3 = scf.for %arg5 = %c0 to %c2 step %c1 iter_args(%arg6 = %arg4) -> (f64) {
      %4 = memref.load %reinterpret_cast[%arg3, %arg5] : memref<2x2xf64, strided<[4, 1], offset: ?>>
      %5 = arith.mulf %4, %arg1 : f64
      %6 = math.sin %5 : f64
      %7 = arith.mulf %6, %4 : f64
      memref.store %7, %reinterpret_cast[%arg3, %arg5] : memref<2x2xf64, strided<[4, 1], offset: ?>>
      %8 = arith.addf %arg6, %7 : f64
      scf.yield %8 : f64
    }
    scf.yield %3 : f64
  }
  return %2 : f64
}

// Two layers returning their buffers: which of them the function may free
// is decided at run time by @dealloc_helper (addresses compared).
// rev @mlp dup,dup,dup : [0.1,0.2,-0.3]; [[1,2,3],[4,5,6],[7,8,9]]; [[0.5,-1,2],[0.25,0.5,-0.75],[1,0,1]]
// fwd @mlp dup,dup,dup : [0.1,0.2,-0.3]; [[1,2,3],[4,5,6],[7,8,9]]; [[0.5,-1,2],[0.25,0.5,-0.75],[1,0,1]]
func.func @layer(%arg0: memref<3xf64>, %arg1: memref<3x3xf64>) -> memref<3xf64> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f64
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
  scf.for %arg2 = %c0 to %c3 step %c1 {
    memref.store %cst, %alloc[%arg2] : memref<3xf64>
  }
  scf.for %arg2 = %c0 to %c3 step %c1 {
    scf.for %arg3 = %c0 to %c3 step %c1 {
      %0 = memref.load %arg1[%arg2, %arg3] : memref<3x3xf64>
      %1 = memref.load %arg0[%arg3] : memref<3xf64>
      %2 = memref.load %alloc[%arg2] : memref<3xf64>
      %3 = arith.mulf %0, %1 : f64
      %4 = arith.addf %2, %3 : f64
      memref.store %4, %alloc[%arg2] : memref<3xf64>
    }
  }
  scf.for %arg2 = %c0 to %c3 step %c1 {
    %0 = memref.load %alloc[%arg2] : memref<3xf64>
    %1 = math.tanh %0 : f64
    memref.store %1, %alloc[%arg2] : memref<3xf64>
  }
  return %alloc : memref<3xf64>
}
func.func @mlp(%arg0: memref<3xf64>, %arg1: memref<3x3xf64>, %arg2: memref<3x3xf64>) -> f64 {
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f64
  %0 = call @layer(%arg0, %arg1) : (memref<3xf64>, memref<3x3xf64>) -> memref<3xf64>
  %1 = call @layer(%0, %arg2) : (memref<3xf64>, memref<3x3xf64>) -> memref<3xf64>
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<f64>
  memref.store %cst, %alloc[] : memref<f64>
  scf.for %arg3 = %c0 to %c3 step %c1 {
    %6 = memref.load %1[%arg3] : memref<3xf64>
    %7 = memref.load %0[%arg3] : memref<3xf64>
    %8 = memref.load %alloc[] : memref<f64>
    %9 = arith.mulf %6, %7 : f64
    %10 = arith.addf %8, %9 : f64
    memref.store %10, %alloc[] : memref<f64>
  }
  %2 = memref.load %alloc[] : memref<f64>
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<3xf64> -> memref<f64>, index, index, index
  %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<3xf64> -> memref<f64>, index, index, index
  %alloc_4 = memref.alloc() : memref<3xindex>
  %alloc_5 = memref.alloc() : memref<3xi1>
  %alloc_6 = memref.alloc() : memref<0xindex>
  %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f64> -> index
  memref.store %intptr, %alloc_4[%c0] : memref<3xindex>
  %intptr_7 = memref.extract_aligned_pointer_as_index %base_buffer_0 : memref<f64> -> index
  memref.store %intptr_7, %alloc_4[%c1] : memref<3xindex>
  %intptr_8 = memref.extract_aligned_pointer_as_index %alloc : memref<f64> -> index
  memref.store %intptr_8, %alloc_4[%c2] : memref<3xindex>
  memref.store %true, %alloc_5[%c0] : memref<3xi1>
  memref.store %true, %alloc_5[%c1] : memref<3xi1>
  memref.store %true, %alloc_5[%c2] : memref<3xi1>
  %cast = memref.cast %alloc_4 : memref<3xindex> to memref<?xindex>
  %cast_9 = memref.cast %alloc_5 : memref<3xi1> to memref<?xi1>
  %cast_10 = memref.cast %alloc_6 : memref<0xindex> to memref<?xindex>
  %alloc_11 = memref.alloc() : memref<3xi1>
  %alloc_12 = memref.alloc() : memref<0xi1>
  %cast_13 = memref.cast %alloc_11 : memref<3xi1> to memref<?xi1>
  %cast_14 = memref.cast %alloc_12 : memref<0xi1> to memref<?xi1>
  call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %3 = memref.load %alloc_11[%c0] : memref<3xi1>
  scf.if %3 {
    memref.dealloc %base_buffer : memref<f64>
  }
  %4 = memref.load %alloc_11[%c1] : memref<3xi1>
  scf.if %4 {
    memref.dealloc %base_buffer_0 : memref<f64>
  }
  %5 = memref.load %alloc_11[%c2] : memref<3xi1>
  scf.if %5 {
    memref.dealloc %alloc : memref<f64>
  }
  memref.dealloc %alloc_4 : memref<3xindex>
  memref.dealloc %alloc_6 : memref<0xindex>
  memref.dealloc %alloc_5 : memref<3xi1>
  memref.dealloc %alloc_11 : memref<3xi1>
  memref.dealloc %alloc_12 : memref<0xi1>
  return %2 : f64
}
func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %dim = memref.dim %arg0, %c0 : memref<?xindex>
  %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
  scf.for %arg5 = %c0 to %dim_0 step %c1 {
    memref.store %false, %arg4[%arg5] : memref<?xi1>
  }
  scf.for %arg5 = %c0 to %dim step %c1 {
    %0 = memref.load %arg0[%arg5] : memref<?xindex>
    %1 = memref.load %arg2[%arg5] : memref<?xi1>
    %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
      %5 = memref.load %arg1[%arg6] : memref<?xindex>
      %6 = arith.cmpi eq, %5, %0 : index
      scf.if %6 {
        %9 = memref.load %arg4[%arg6] : memref<?xi1>
        %10 = arith.ori %9, %1 : i1
        memref.store %10, %arg4[%arg6] : memref<?xi1>
      }
      %7 = arith.cmpi ne, %5, %0 : index
      %8 = arith.andi %arg7, %7 : i1
      scf.yield %8 : i1
    }
    %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
      %5 = memref.load %arg0[%arg6] : memref<?xindex>
      %6 = arith.cmpi ne, %5, %0 : index
      %7 = arith.andi %arg7, %6 : i1
      scf.yield %7 : i1
    }
    %4 = arith.andi %3, %1 : i1
    memref.store %4, %arg3[%arg5] : memref<?xi1>
  }
  return
}

// The base buffer read directly, and a view rebuilt from a dynamic offset
// and stride (the op stays for them).
// rev @base_load dup : [1.5,2,3,4]
// fwd @base_load dup : [1.5,2,3,4]
func.func @base_load(%x: memref<4xf64>) -> f64 {
  %b, %o, %s, %t = memref.extract_strided_metadata %x : memref<4xf64> -> memref<f64>, index, index, index
  %v = memref.load %b[] : memref<f64>
  %w = arith.mulf %v, %v : f64
  %c3 = arith.constant 3 : index
  %u = memref.load %x[%c3] : memref<4xf64>
  %r = arith.mulf %w, %u : f64
  return %r : f64
}

// rev @dynamic_layout dup : [1,2,3,4]
// fwd @dynamic_layout dup : [1,2,3,4]
func.func @dynamic_layout(%y: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %y, %c0 : memref<?xf64>
  %h = arith.divui %n, %c2 : index
  %x = memref.subview %y[%c1] [%h] [%c2] : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  %b, %o, %s, %t = memref.extract_strided_metadata %x : memref<?xf64, strided<[?], offset: ?>> -> memref<f64>, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s], strides: [%t] : memref<f64> to memref<?xf64, strided<[?], offset: ?>>
  %v = memref.load %r[%c1] : memref<?xf64, strided<[?], offset: ?>>
  %w = math.sin %v : f64
  %u = arith.mulf %w, %v : f64
  memref.store %u, %r[%c0] : memref<?xf64, strided<[?], offset: ?>>
  %e = memref.load %y[%c1] : memref<?xf64>
  %z = arith.mulf %e, %u : f64
  return %z : f64
}

// The same Euler loop through the legacy `--buffer-deallocation
// --convert-bufferization-to-memref`: a temporary per step sized from the
// carried buffer (`memref.dim %cur`), copied into the next buffer. The
// sizes are the starting buffer's in every step (ad/invariant_shapes.rs;
// refused before: "allocating active memory inside a loop", reader-27 #5).
// rev @euler_legacy dup,active,const : [0.1,0.2,-0.3,1.4]; 0.7; 4 | [0.1,0.2,-0.3,1.4]; 0.7; 0 | [0.5,-1.2]; 1.3; 1
// fwd @euler_legacy dup,dup,const : [0.1,0.2,-0.3,1.4]; 0.7; 4
func.func @euler_legacy(%arg0: memref<?xf64>, %arg1: f64, %arg2: i64) -> f64 {
  %cst = arith.constant 0.000000e+00 : f64
  %cst_0 = arith.constant 1.000000e-01 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.index_cast %arg2 : i64 to index
  %dim = memref.dim %arg0, %c0 : memref<?xf64>
  %alloc = memref.alloc(%dim) : memref<?xf64>
  memref.copy %arg0, %alloc : memref<?xf64> to memref<?xf64>
  %1 = scf.for %arg3 = %c0 to %0 step %c1 iter_args(%arg4 = %alloc) -> (memref<?xf64>) {
    %dim_3 = memref.dim %arg4, %c0 : memref<?xf64>
    %alloc_4 = memref.alloc(%dim_3) {alignment = 64 : i64} : memref<?xf64>
    %dim_5 = memref.dim %arg4, %c0 : memref<?xf64>
    scf.for %arg5 = %c0 to %dim_5 step %c1 {
      %3 = memref.load %arg4[%arg5] : memref<?xf64>
      %4 = math.sin %3 : f64
      %5 = arith.mulf %arg1, %4 : f64
      %6 = arith.mulf %5, %cst_0 : f64
      %7 = arith.subf %3, %6 : f64
      memref.store %7, %alloc_4[%arg5] : memref<?xf64>
    }
    memref.dealloc %arg4 : memref<?xf64>
    %alloc_6 = memref.alloc(%dim_3) : memref<?xf64>
    memref.copy %alloc_4, %alloc_6 : memref<?xf64> to memref<?xf64>
    memref.dealloc %alloc_4 : memref<?xf64>
    scf.yield %alloc_6 : memref<?xf64>
  }
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<f64>
  memref.store %cst, %alloc_1[] : memref<f64>
  %dim_2 = memref.dim %1, %c0 : memref<?xf64>
  scf.for %arg3 = %c0 to %dim_2 step %c1 {
    %3 = memref.load %1[%arg3] : memref<?xf64>
    %4 = memref.load %alloc_1[] : memref<f64>
    %5 = arith.mulf %3, %3 : f64
    %6 = arith.addf %5, %4 : f64
    memref.store %6, %alloc_1[] : memref<f64>
  }
  memref.dealloc %1 : memref<?xf64>
  %2 = memref.load %alloc_1[] : memref<f64>
  memref.dealloc %alloc_1 : memref<f64>
  return %2 : f64
}

// An scf.while carrying a tensor, through the legacy pipeline: both regions
// move the buffer by a copy into a fresh one and a free (the `before`
// region twice). The copies are the buffers themselves
// (ad/copy_elision.rs), and the `after` region's fresh buffer is swapped
// (refused before: "scf.while carrying values of type 'memref<3xf64>'",
// reader-27 #4).
// rev @while_legacy dup,active : [0.1,0.2,-0.3]; 0.7 | [1.5,-0.5,0.25]; -1.1
// fwd @while_legacy dup,dup : [0.1,0.2,-0.3]; 0.7
func.func @while_legacy(%arg0: memref<3xf64>, %arg1: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cst = arith.constant 1.000000e+00 : f64
  %cst_0 = arith.constant 5.000000e+00 : f64
  %cst_1 = arith.constant 0.000000e+00 : f64
  %alloc = memref.alloc() : memref<3xf64>
  memref.copy %arg0, %alloc : memref<3xf64> to memref<3xf64>
  %0:2 = scf.while (%arg2 = %alloc, %arg3 = %cst_1) : (memref<3xf64>, f64) -> (memref<3xf64>, f64) {
    %2 = arith.cmpf olt, %arg3, %cst_0 : f64
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
    memref.copy %arg2, %alloc_2 : memref<3xf64> to memref<3xf64>
    memref.dealloc %arg2 : memref<3xf64>
    %alloc_3 = memref.alloc() : memref<3xf64>
    memref.copy %alloc_2, %alloc_3 : memref<3xf64> to memref<3xf64>
    memref.dealloc %alloc_2 : memref<3xf64>
    scf.condition(%2) %alloc_3, %arg3 : memref<3xf64>, f64
  } do {
  ^bb0(%arg2: memref<3xf64>, %arg3: f64):
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
    scf.for %arg4 = %c0 to %c3 step %c1 {
      %3 = memref.load %arg2[%arg4] : memref<3xf64>
      %4 = arith.mulf %3, %arg1 : f64
      %5 = math.cos %4 : f64
      %6 = arith.addf %5, %3 : f64
      memref.store %6, %alloc_2[%arg4] : memref<3xf64>
    }
    memref.dealloc %arg2 : memref<3xf64>
    %2 = arith.addf %arg3, %cst : f64
    %alloc_3 = memref.alloc() : memref<3xf64>
    memref.copy %alloc_2, %alloc_3 : memref<3xf64> to memref<3xf64>
    memref.dealloc %alloc_2 : memref<3xf64>
    scf.yield %alloc_3, %2 : memref<3xf64>, f64
  }
  %1 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst_1) -> (f64) {
    %2 = memref.load %0#0[%arg2] : memref<3xf64>
    %3 = arith.mulf %2, %2 : f64
    %4 = arith.addf %arg3, %3 : f64
    scf.yield %4 : f64
  }
  memref.dealloc %0#0 : memref<3xf64>
  return %1 : f64
}

// The same scf.while through --buffer-deallocation-pipeline: an ownership
// flag (false for the argument) guards the `before` region's free; the
// loop starts from an owned copy (ad/owned_loops.rs), then the copies are
// the buffers themselves (ad/copy_elision.rs).
// rev @while_owned dup,active : [0.1,0.2,-0.3]; 0.7 | [1.5,-0.5,0.25]; -1.1
// fwd @while_owned dup,dup : [0.1,0.2,-0.3]; 0.7
func.func @while_owned(%arg0: memref<3xf64>, %arg1: f64) -> f64 {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cst = arith.constant 1.000000e+00 : f64
  %cst_0 = arith.constant 5.000000e+00 : f64
  %cst_1 = arith.constant 0.000000e+00 : f64
  %0:2 = scf.while (%arg2 = %arg0, %arg3 = %cst_1, %arg4 = %false) : (memref<3xf64>, f64, i1) -> (memref<3xf64>, f64) {
    %2 = arith.cmpf olt, %arg3, %cst_0 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
    memref.copy %arg2, %alloc : memref<3xf64> to memref<3xf64>
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg2 : memref<3xf64> -> memref<f64>, index, index, index
    scf.if %arg4 {
      memref.dealloc %base_buffer_2 : memref<f64>
    }
    scf.condition(%2) %alloc, %arg3 : memref<3xf64>, f64
  } do {
  ^bb0(%arg2: memref<3xf64>, %arg3: f64):
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
    scf.for %arg4 = %c0 to %c3 step %c1 {
      %3 = memref.load %arg2[%arg4] : memref<3xf64>
      %4 = arith.mulf %3, %arg1 : f64
      %5 = math.cos %4 : f64
      %6 = arith.addf %5, %3 : f64
      memref.store %6, %alloc[%arg4] : memref<3xf64>
    }
    %2 = arith.addf %arg3, %cst : f64
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg2 : memref<3xf64> -> memref<f64>, index, index, index
    memref.dealloc %base_buffer_2 : memref<f64>
    scf.yield %alloc, %2, %true : memref<3xf64>, f64, i1
  }
  %1 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst_1) -> (f64) {
    %2 = memref.load %0#0[%arg2] : memref<3xf64>
    %3 = arith.mulf %2, %2 : f64
    %4 = arith.addf %arg3, %3 : f64
    scf.yield %4 : f64
  }
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<3xf64> -> memref<f64>, index, index, index
  memref.dealloc %base_buffer : memref<f64>
  return %1 : f64
}
