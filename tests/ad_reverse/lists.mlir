// Linked lists in reverse and forward mode: a loop walking the list
// carries the node's address (loaded from the `next` field) until it is
// null, and its shadow next to it (crates/ferrozyme/src/ad/reverse/
// loop_pointers.rs). Refused before: "scf.while ... carrying values of
// type '!llvm.ptr' is not supported yet", and the load of the `next`
// field was taken for float bits moved as a pointer (ad/punning.rs: a
// load of the type of the struct field it addresses is that field).
// Format: see loops.mlir.

// A linked list of four nodes (a struct of a value and the next node's
// address, the last one null) built at the top level, walked by a loop
// that carries the node's address (loaded from the `next` field) until
// it is null. (The loop ends through a branch, so the function becomes
// one scf.while dispatching between its blocks, picking the next address
// in an scf.if, which yields the shadow too.) Nothing writes a pointer
// once the walk has started: the reverse sweep loads the addresses again.
// Split mode is refused: the nodes are memory the analysis cannot
// attribute (split.rs `split_refuses_pointers_loaded_in_loops`).
// rev @list_walk active : 0.7 | -1.2
// fwd @list_walk dup : 0.7
llvm.func @list_walk(%x: f64) -> f64 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %null = llvm.mlir.zero : !llvm.ptr
  %nodes = llvm.alloca %c4 x !llvm.struct<(f64, ptr)> : (i64) -> !llvm.ptr
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %f0 = llvm.mlir.constant(1.5 : f64) : f64
  %v0 = llvm.fmul %x, %f0 : f64
  %vp0 = llvm.getelementptr %nodes[%k0, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %v0, %vp0 : f64, !llvm.ptr
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %f1 = llvm.mlir.constant(2.5 : f64) : f64
  %v1 = llvm.fmul %x, %f1 : f64
  %vp1 = llvm.getelementptr %nodes[%k1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %v1, %vp1 : f64, !llvm.ptr
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %f2 = llvm.mlir.constant(3.5 : f64) : f64
  %v2 = llvm.fmul %x, %f2 : f64
  %vp2 = llvm.getelementptr %nodes[%k2, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %v2, %vp2 : f64, !llvm.ptr
  %k3 = llvm.mlir.constant(3 : i64) : i64
  %f3 = llvm.mlir.constant(4.5 : f64) : f64
  %v3 = llvm.fmul %x, %f3 : f64
  %vp3 = llvm.getelementptr %nodes[%k3, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %v3, %vp3 : f64, !llvm.ptr
  %n1 = llvm.getelementptr %nodes[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %n2 = llvm.getelementptr %nodes[%k2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %n3 = llvm.getelementptr %nodes[%k3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %np0 = llvm.getelementptr %nodes[%k0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %n1, %np0 : !llvm.ptr, !llvm.ptr
  %np1 = llvm.getelementptr %nodes[%k1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %n2, %np1 : !llvm.ptr, !llvm.ptr
  %np2 = llvm.getelementptr %nodes[%k2, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %n3, %np2 : !llvm.ptr, !llvm.ptr
  %np3 = llvm.getelementptr %nodes[%k3, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %null, %np3 : !llvm.ptr, !llvm.ptr
  llvm.br ^h(%nodes, %z : !llvm.ptr, f64)
^h(%p: !llvm.ptr, %s: f64):
  %isnull = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %isnull, ^exit, ^body
^body:
  %wvp = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %wv = llvm.load %wvp : !llvm.ptr -> f64
  %sv = llvm.intr.sin(%wv) : (f64) -> f64
  %sq = llvm.fmul %sv, %wv : f64
  %s2 = llvm.fadd %s, %sq : f64
  %nx2p = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %nx2 = llvm.load %nx2p : !llvm.ptr -> !llvm.ptr
  llvm.br ^h(%nx2, %s2 : !llvm.ptr, f64)
^exit:
  llvm.return %s : f64
}

// The walk in a callee, on a list a loop builds in the caller: the loop
// stores each node's address and its shadow's; the callee's pair walks
// both lists.
llvm.func @list_sum(%head: !llvm.ptr, %y: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.br ^h(%head, %z : !llvm.ptr, f64)
^h(%p: !llvm.ptr, %s: f64):
  %isnull = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %isnull, ^exit, ^body
^body:
  %vp = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %v = llvm.load %vp : !llvm.ptr -> f64
  %t = llvm.fmul %v, %y : f64
  %e = llvm.intr.exp(%t) : (f64) -> f64
  %s2 = llvm.fadd %s, %e : f64
  %np = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %n = llvm.load %np : !llvm.ptr -> !llvm.ptr
  llvm.br ^h(%n, %s2 : !llvm.ptr, f64)
^exit:
  llvm.return %s : f64
}
// rev @list_arg active,active : 0.3; 0.5 | -0.8; 1.1
// fwd @list_arg dup,dup : 0.3; 0.5
func.func @list_arg(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %i1 = llvm.mlir.constant(1 : i64) : i64
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %i5 = llvm.mlir.constant(5 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %nodes = llvm.alloca %i5 x !llvm.struct<(f64, ptr)> : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %ip1 = llvm.add %ii, %i1 : i64
    %fi = llvm.sitofp %ip1 : i64 to f64
    %v = llvm.fmul %x, %fi : f64
    %w = math.cos %v : f64
    %vp = llvm.getelementptr %nodes[%ii, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
    llvm.store %w, %vp : f64, !llvm.ptr
    %last = llvm.icmp "eq" %ii, %i4 : i64
    %nxt = llvm.getelementptr %nodes[%ip1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
    %np = llvm.select %last, %null, %nxt : i1, !llvm.ptr
    %npp = llvm.getelementptr %nodes[%ii, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
    llvm.store %np, %npp : !llvm.ptr, !llvm.ptr
  }
  %r = llvm.call @list_sum(%nodes, %y) : (!llvm.ptr, f64) -> f64
  return %r : f64
}

// A list built by a loop and walked by another in one function: both
// loops are one scf.while dispatching between the blocks, so a store of a
// pointer may follow the walk's loads of the `next` field; those loads,
// and the loads of their shadows, are recorded per run.
// rev @list_built active : 0.5 | -0.3
// fwd @list_built dup : 0.5
llvm.func @list_built(%x: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %null = llvm.mlir.zero : !llvm.ptr
  %nodes = llvm.alloca %c4 x !llvm.struct<(f64, ptr)> : (i64) -> !llvm.ptr
  llvm.br ^build(%c0 : i64)
^build(%i: i64):
  %go = llvm.icmp "slt" %i, %c4 : i64
  llvm.cond_br %go, ^bbody, ^walk0
^bbody:
  %ip1 = llvm.add %i, %c1 : i64
  %fi = llvm.sitofp %ip1 : i64 to f64
  %v = llvm.fmul %x, %fi : f64
  %vp = llvm.getelementptr %nodes[%i, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %v, %vp : f64, !llvm.ptr
  %last = llvm.icmp "eq" %i, %c3 : i64
  %nxt = llvm.getelementptr %nodes[%ip1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %np = llvm.select %last, %null, %nxt : i1, !llvm.ptr
  %npp = llvm.getelementptr %nodes[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %np, %npp : !llvm.ptr, !llvm.ptr
  llvm.br ^build(%ip1 : i64)
^walk0:
  llvm.br ^h(%nodes, %z : !llvm.ptr, f64)
^h(%p: !llvm.ptr, %s: f64):
  %isnull = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %isnull, ^exit, ^body
^body:
  %v2p = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %v2 = llvm.load %v2p : !llvm.ptr -> f64
  %sv = llvm.intr.sin(%v2) : (f64) -> f64
  %s2 = llvm.fadd %s, %sv : f64
  %nx2p = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %nx2 = llvm.load %nx2p : !llvm.ptr -> !llvm.ptr
  llvm.br ^h(%nx2, %s2 : !llvm.ptr, f64)
^exit:
  llvm.return %s : f64
}

// C's linked list: n nodes malloc'd in a loop (each prepended), walked,
// then freed in a loop (ad/reverse/loop_allocs.rs): each node gets a
// zeroed shadow node, both addresses recorded per run; the frees are
// logged (both addresses) and done after the reverse sweep. n = 40 grows
// the free log (16 entries first) twice. Refused before: "storing a
// pointer to active memory whose shadow is not known here".
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
// rev @list_malloc active,const : 0.7; 5 | -0.4; 1 | 0.3; 0 | 0.2; 40
// fwd @list_malloc dup,const : 0.7; 5
llvm.func @list_malloc(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.br ^build(%c0, %null : i64, !llvm.ptr)
^build(%i: i64, %head: !llvm.ptr):
  %go = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %go, ^bbody, ^walk0
^bbody:
  %node = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %ip1 = llvm.add %i, %c1 : i64
  %fi = llvm.sitofp %ip1 : i64 to f64
  %v = llvm.fmul %x, %fi : f64
  %w = llvm.intr.sin(%v) : (f64) -> f64
  %vp = llvm.getelementptr %node[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %w, %vp : f64, !llvm.ptr
  %npp = llvm.getelementptr %node[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %head, %npp : !llvm.ptr, !llvm.ptr
  llvm.br ^build(%ip1, %node : i64, !llvm.ptr)
^walk0:
  llvm.br ^h(%head, %z : !llvm.ptr, f64)
^h(%p: !llvm.ptr, %s: f64):
  %isnull = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %isnull, ^free0, ^body
^body:
  %v2p = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %v2 = llvm.load %v2p : !llvm.ptr -> f64
  %t = llvm.fmul %v2, %v2 : f64
  %s2 = llvm.fadd %s, %t : f64
  %nx2p = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %nx2 = llvm.load %nx2p : !llvm.ptr -> !llvm.ptr
  llvm.br ^h(%nx2, %s2 : !llvm.ptr, f64)
^free0:
  llvm.br ^fl(%head : !llvm.ptr)
^fl(%q: !llvm.ptr):
  %qnull = llvm.icmp "eq" %q, %null : !llvm.ptr
  llvm.cond_br %qnull, ^exit, ^fbody
^fbody:
  %nq = llvm.getelementptr %q[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %nqv = llvm.load %nq : !llvm.ptr -> !llvm.ptr
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.br ^fl(%nqv : !llvm.ptr)
^exit:
  llvm.return %s : f64
}
