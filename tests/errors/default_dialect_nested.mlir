// expected-error: 7:5: custom op 'call' is unknown here: the default dialect 'func' applies only directly in a func.func's body (write 'func.call')
// As in MLIR, `call` means func.call only directly in a func.func's body:
// scf.if (in custom form) has no default dialect.
func.func private @g()
func.func @f(%c: i1) {
  scf.if %c {
    call @g() : () -> ()
  }
  return
}
