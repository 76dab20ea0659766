mod common;
use ferrozyme::exec::Interpreter;
#[test]
fn probe() {
    for p in common::mlir_files("tests/corpus") {
        let text = std::fs::read(&p).unwrap();
        let s = String::from_utf8_lossy(&text);
        if !s.contains("// entry: @main") {
            continue;
        }
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let m = match common::parse_verified(&name, &text) {
            Ok(m) => m,
            Err(e) => {
                println!("{name}: PARSE {e}");
                continue;
            }
        };
        let mut it = match Interpreter::new(&m) {
            Ok(i) => i,
            Err(e) => {
                println!("{name}: NEW {e}");
                continue;
            }
        };
        match it.call("main", &[]) {
            Ok(v) => println!(
                "{name}: {:?} live={}",
                v.iter().map(|x| x.to_string()).collect::<Vec<_>>(),
                it.live_allocations()
            ),
            Err(e) => println!("{name}: ERR {e}"),
        }
    }
}
