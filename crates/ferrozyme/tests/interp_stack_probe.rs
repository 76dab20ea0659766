mod common;
use ferrozyme::exec::{Interpreter, Value};
const SRC: &str = r#"
func.func @rec(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c = arith.cmpi sgt, %n, %z : i64
  %r = scf.if %c -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %z) -> (i64) {
      %m = arith.subi %n, %one : i64
      %x = func.call @rec(%m) : (i64) -> i64
      %y = arith.addi %x, %one : i64
      scf.yield %y : i64
    }
    scf.yield %s : i64
  } else {
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @flat(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c = arith.cmpi sgt, %n, %z : i64
  cf.cond_br %c, ^a, ^b
^a:
  %m = arith.subi %n, %one : i64
  %x = func.call @flat(%m) : (i64) -> i64
  %y = arith.addi %x, %one : i64
  return %y : i64
^b:
  return %z : i64
}
"#;
#[test]
fn probe() {
    let f = std::env::var("F").unwrap();
    let f: &'static str = Box::leak(f.into_boxed_str());
    let depth: i64 = 499;
    {
        for kb in [std::env::var("KB").unwrap().parse::<usize>().unwrap()] {
            let r = std::thread::Builder::new()
                .stack_size(kb * 1024)
                .spawn(move || {
                    let m = common::parse_verified("x", SRC.as_bytes()).unwrap();
                    let mut it = Interpreter::new(&m).unwrap();
                    it.call(f, &[Value::i64(depth)]).map(|v| v[0].to_string())
                })
                .unwrap()
                .join();
            println!("{f} depth {depth} stack {kb}K: {:?}", r.map_err(|_| "panic"));
        }
    }
}
