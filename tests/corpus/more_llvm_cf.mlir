module {
  llvm.func @f(%c: i1, %x: i32, %p: !llvm.ptr) -> i32 {
    %v = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %w = llvm.load %p invariant : !llvm.ptr -> i32
    %u = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %v, %p : i32, !llvm.ptr
    llvm.cond_br %c weights([90, 10]), ^bb1(%x : i32), ^bb2 {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  ^bb1(%a: i32):
    llvm.switch %a : i32, ^bb2 [
    ]
  ^bb2:
    llvm.switch %x : i32, ^bb3(%x : i32) [
      4294967295: ^bb3(%x : i32),
      5: ^bb4
    ] {branch_weights = array<i32: 1, 2, 3>}
  ^bb3(%b: i32):
    llvm.return %b : i32
  ^bb4:
    llvm.br ^bb5
  ^bb5:
    llvm.unreachable
  }
}
