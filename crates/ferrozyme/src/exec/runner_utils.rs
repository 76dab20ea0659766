//! The output functions of MLIR's runner utilities (`printF64`, `printI64`,
//! `printNewline`, ...) that programs declare and call, implemented once for
//! both engines with the runner's formatting (`%g` for floats). Output goes
//! to stdout, or to a per-thread buffer while captured (tests).

use std::cell::RefCell;

thread_local! {
    static OUTPUT: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn emit(s: &str) {
    OUTPUT.with(|o| match o.borrow_mut().as_mut() {
        Some(buf) => buf.push_str(s),
        None => print!("{s}"),
    });
}

/// Capture what programs print on this thread until [`take_output`].
pub fn capture_output() {
    OUTPUT.with(|o| *o.borrow_mut() = Some(String::new()));
}

/// Stop capturing and return what was printed.
pub fn take_output() -> String {
    OUTPUT.with(|o| o.borrow_mut().take()).unwrap_or_default()
}

pub extern "C" fn fz_print_f64(x: f64) {
    emit(&super::text::format_runner_float(x));
}
pub extern "C" fn fz_print_f32(x: f32) {
    emit(&super::text::format_runner_float(x as f64));
}
pub extern "C" fn fz_print_i64(x: i64) {
    emit(&x.to_string());
}
pub extern "C" fn fz_print_u64(x: i64) {
    emit(&(x as u64).to_string());
}
pub extern "C" fn fz_print_newline() {
    emit("\n");
}
pub extern "C" fn fz_print_comma() {
    emit(", ");
}
pub extern "C" fn fz_print_open() {
    emit("( ");
}
pub extern "C" fn fz_print_close() {
    emit(" )");
}

/// What one runner-utility function takes.
#[derive(Copy, Clone, Debug)]
pub enum RunnerFn {
    F64(extern "C" fn(f64)),
    F32(extern "C" fn(f32)),
    I64(extern "C" fn(i64)),
    Unit(extern "C" fn()),
}

impl RunnerFn {
    pub fn address(self) -> *const u8 {
        match self {
            RunnerFn::F64(f) => f as *const u8,
            RunnerFn::F32(f) => f as *const u8,
            RunnerFn::I64(f) => f as *const u8,
            RunnerFn::Unit(f) => f as *const u8,
        }
    }
}

/// Runner-utility functions by the name MLIR programs call them.
pub const RUNNER_UTILS: &[(&str, RunnerFn)] = &[
    ("printF64", RunnerFn::F64(fz_print_f64)),
    ("printF32", RunnerFn::F32(fz_print_f32)),
    ("printI64", RunnerFn::I64(fz_print_i64)),
    ("printU64", RunnerFn::I64(fz_print_u64)),
    ("printNewline", RunnerFn::Unit(fz_print_newline)),
    ("printComma", RunnerFn::Unit(fz_print_comma)),
    ("printOpen", RunnerFn::Unit(fz_print_open)),
    ("printClose", RunnerFn::Unit(fz_print_close)),
];

/// The runner-utility function called `name`, if any.
pub fn lookup(name: &str) -> Option<RunnerFn> {
    RUNNER_UTILS.iter().find(|(n, _)| *n == name).map(|(_, f)| *f)
}
