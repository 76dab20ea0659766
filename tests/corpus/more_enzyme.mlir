module {
  func.func @square(%x: f64) -> f64 {
    %y = arith.mulf %x, %x : f64
    %z = enzyme.ignore_derivatives %y : f64 -> f64
    return %z : f64
  }
  func.func @mul(%a: f32, %b: f32) -> f32 {
    %0 = arith.mulf %a, %b : f32
    return %0 : f32
  }
  func.func @fwd(%x: f64, %dx: f64) -> f64 {
    %r = enzyme.fwddiff @square(%x, %dx) { activity=[#enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_dupnoneed>] } : (f64, f64) -> (f64)
    %s = enzyme.fwddiff @square(%x, %dx) <{activity=[#enzyme.activity<enzyme_dup>], ret_activity=[#enzyme.activity<enzyme_dupnoneed>], width=1}> : (f64, f64) -> f64
    %t:2 = enzyme.fwddiff @square(%x, %dx) <activity=[#enzyme<activity<enzyme_dup>>], ret_activity=[#enzyme.activity<enzyme_dup>]> {foo = 1 : i32} : (f64, f64) -> (f64, f64)
    %u = enzyme.fwddiff @square(%x) <activity = [#enzyme.activity<enzyme_const>], ret_activity = [#enzyme.activity<enzyme_const>]> : (f64) -> f64
    return %r : f64
  }
  func.func @rev(%x: f64, %dr: f64) -> (f64, f64) {
    %r:2 = enzyme.autodiff @square(%x, %dr) {activity = [#enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_active>]} : (f64, f64) -> (f64, f64)
    %d = enzyme.autodiff @square(%x, %dr) <{activity = [#enzyme.activity<enzyme_active>], ret_activity = [#enzyme.activity<enzyme_activenoneed>]}> : (f64, f64) -> f64
    return %r#0, %d : f64, f64
  }
  func.func @split(%a: f32, %b: f32) -> (f32, f32, f32) {
    %r, %tape = enzyme.autodiff_split_mode.primal @mul(%a, %b) {
      activity=[#enzyme.activity<enzyme_active>, #enzyme.activity<enzyme_active>],
      ret_activity=[#enzyme.activity<enzyme_active>]
    } : (f32, f32) -> (f32, !enzyme.Tape)
    %dres = arith.constant 1.0 : f32
    %da, %db = enzyme.autodiff_split_mode.reverse @mul(%dres, %tape) {
      activity=[#enzyme.activity<enzyme_active>, #enzyme.activity<enzyme_active>],
      ret_activity=[#enzyme.activity<enzyme_active>]
    } : (f32, !enzyme.Tape) -> (f32, f32)
    return %r, %da, %db : f32, f32, f32
  }
  func.func @internal(%v: f64) -> f64 {
    %c = "enzyme.init"() : () -> !enzyme.Cache<f64>
    %g = "enzyme.init"() : () -> !enzyme.Gradient<f64>
    "enzyme.push"(%c, %v) : (!enzyme.Cache<f64>, f64) -> ()
    %p = "enzyme.pop"(%c) : (!enzyme.Cache<f64>) -> f64
    "enzyme.set"(%g, %p) : (!enzyme.Gradient<f64>, f64) -> ()
    %q = "enzyme.get"(%g) : (!enzyme.Gradient<f64>) -> f64
    "enzyme.clear"(%c) : (!enzyme.Cache<f64>) -> ()
    %h = "enzyme.placeholder"() : () -> f64
    return %q : f64
  }
}
