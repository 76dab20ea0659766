// expected-error: 3:31: scf.forall with shared_outs (tensor outputs) is not supported: ferrozyme runs and differentiates scf.forall over memory
func.func @f(%t: tensor<4xf64>) -> tensor<4xf64> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf64>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf64>
}
