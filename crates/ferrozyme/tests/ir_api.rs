//! The IR mutation API a transformation uses: building functions without
//! text, cloning through a value map, replacing uses, moving and erasing ops,
//! walks and fresh symbol names. Each test checks the result by verifying and
//! printing it.

use ferrozyme::dialects::func::create_func;
use ferrozyme::ir::{Builder, FunctionType, InsertPoint, IrMap, Module, OpSpec, Type, WalkControl};
use ferrozyme::syntax::{parse_module, print_module, PrintOptions};
use ferrozyme::verify::verify;

fn print(m: &Module) -> String {
    print_module(m, &PrintOptions::default())
}

/// f(x, y) = x * y + 2.0, built with the builder.
fn build_muladd(m: &mut Module) -> ferrozyme::OpId {
    let ty = FunctionType { inputs: vec![Type::F64, Type::F64], results: vec![Type::F64] };
    let (f, entry) = create_func(m, "muladd", ty, false);
    let (x, y) = (m.block_arg(entry, 0), m.block_arg(entry, 1));
    let mut b = Builder::at_end(m, entry);
    let p = b.value(OpSpec::new("arith.mulf").operands(&[x, y]).result(Type::F64));
    let two = b.const_float(2.0, Type::F64);
    let s = b.value(OpSpec::new("arith.addf").operands(&[p, two]).result(Type::F64));
    b.create(OpSpec::new("func.return").operands(&[s]));
    f
}

#[test]
fn builder_makes_a_verified_function_that_round_trips() {
    let mut m = Module::new();
    build_muladd(&mut m);
    verify(&m).expect("built function verifies");
    let text = print(&m);
    assert!(text.contains("func.func @muladd(%arg0: f64, %arg1: f64) -> f64"), "{text}");
    assert!(text.contains("arith.constant 2.000000e+00 : f64"), "{text}");
    let m2 = parse_module("built", text.as_bytes()).expect("printed text parses");
    assert_eq!(print(&m2), text);
}

#[test]
fn clone_function_through_value_map_and_rename() {
    let mut m = Module::new();
    let f = build_muladd(&mut m);
    let mut map = IrMap::new();
    let g = m.clone_op(f, &mut map);
    let name = m.fresh_symbol_name("muladd");
    assert_eq!(name, "muladd_1");
    m.set_attr(g, "sym_name", ferrozyme::Attribute::String(name));
    let body = m.body();
    m.append_op(body, g);
    verify(&m).expect("clone verifies");
    // Every value of the original has a distinct image in the clone.
    let orig_entry = m.entry_block(m.region(f, 0)).unwrap();
    for &a in m.block_args(orig_entry) {
        let image = map.get(a).expect("argument mapped");
        assert_ne!(image, a);
    }
    let text = print(&m);
    assert_eq!(text.matches("arith.mulf").count(), 2, "{text}");
    assert!(text.contains("@muladd_1"));
}

#[test]
fn replace_all_uses_move_and_erase() {
    let mut m = Module::new();
    let f = build_muladd(&mut m);
    let entry = m.entry_block(m.region(f, 0)).unwrap();
    let ops: Vec<_> = m.block_ops(entry).collect();
    let (mul, cst, add) = (ops[0], ops[1], ops[2]);
    // Hoist the constant above the multiply, then replace x*y by y.
    m.move_op_before(cst, mul);
    let y = m.block_arg(entry, 1);
    let prod = m.result(mul, 0);
    m.replace_all_uses(prod, y);
    assert!(!m.has_uses(prod));
    m.erase_op(mul);
    assert!(m.is_erased(mul));
    verify(&m).expect("still valid");
    let order: Vec<_> = m.block_ops(entry).map(|o| m.name(o).as_str()).collect();
    assert_eq!(order, ["arith.constant", "arith.addf", "func.return"]);
    assert_eq!(m.operand(add, 0), y);
}

#[test]
fn walks_visit_in_pre_and_post_order_and_can_stop() {
    let text = "func.func @a() { return }\nfunc.func @b() { return }";
    let m = parse_module("w", text.as_bytes()).unwrap();
    let mut pre = Vec::new();
    m.walk_pre(m.top, &mut |op| {
        pre.push(m.name(op).as_str());
        WalkControl::Continue
    });
    assert_eq!(pre, ["builtin.module", "func.func", "func.return", "func.func", "func.return"]);
    let mut post = Vec::new();
    m.walk_post(m.top, &mut |op| post.push(m.name(op).as_str()));
    assert_eq!(post, ["func.return", "func.func", "func.return", "func.func", "builtin.module"]);
    let mut n = 0;
    m.walk_pre(m.top, &mut |_| {
        n += 1;
        if n == 2 {
            WalkControl::Stop
        } else {
            WalkControl::Continue
        }
    });
    assert_eq!(n, 2);
    assert!(m.lookup_symbol("b").is_some());
    assert!(m.lookup_symbol("c").is_none());
}

#[test]
fn insert_at_block_start_keeps_program_order() {
    let mut m = Module::new();
    let f = build_muladd(&mut m);
    let entry = m.entry_block(m.region(f, 0)).unwrap();
    let mut b = Builder::new(&mut m, InsertPoint::Start(entry));
    b.const_index(1);
    b.const_index(2);
    let names: Vec<_> = m.block_ops(entry).map(|o| m.attr(o, "value").map(|a| a.to_string())).collect();
    assert_eq!(names[0].as_deref(), Some("1 : index"));
    assert_eq!(names[1].as_deref(), Some("2 : index"));
    verify(&m).expect("valid");
}

#[test]
fn verifier_rejects_a_use_outside_its_scope_built_by_hand() {
    // Build @f and @g; make @g use a value of @f: isolated-from-above violation.
    let mut m = Module::new();
    let f = build_muladd(&mut m);
    let f_entry = m.entry_block(m.region(f, 0)).unwrap();
    let x = m.block_arg(f_entry, 0);
    let (_, g_entry) = create_func(&mut m, "g", FunctionType { inputs: vec![], results: vec![Type::F64] }, false);
    Builder::at_end(&mut m, g_entry).create(OpSpec::new("func.return").operands(&[x]));
    let err = verify(&m).expect_err("must be rejected");
    assert!(err.message.contains("isolated-from-above"), "{}", err.message);
}
