//! The output functions of MLIR's runner utilities (`printF64`, `printI64`,
//! `printNewline`, `printMemrefF64`, ...) that programs declare and call,
//! implemented once for both engines with the runner's formatting (`%g` for
//! floats, `printMemref*`'s nesting). Output goes
//! to stdout, or to a per-thread buffer while captured (tests).

use std::cell::RefCell;

use super::value::ScalarType;

thread_local! {
    static OUTPUT: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn emit(s: &str) {
    OUTPUT.with(|o| match o.borrow_mut().as_mut() {
        Some(buf) => buf.push_str(s),
        None => {
            // (Not `print!`: it panics when stdout is closed, e.g. piped
            // into `head`, and this runs inside `extern "C"` functions.)
            use std::io::Write;
            let _ = std::io::stdout().write_all(s.as_bytes());
        }
    });
}

/// Print `s` as the runner utilities do (to stdout, or captured).
pub fn emit_text(s: &str) {
    emit(s);
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

/// `printMemref*` of the JIT: the unranked memref `(rank, descriptor)`,
/// read from the descriptor's words (allocated, aligned pointer, offset,
/// sizes, strides) in memory.
fn print_memref_at(elem: ScalarType, rank: i64, desc: i64) {
    let r = usize::try_from(rank).unwrap_or(0);
    // SAFETY: compiled code passes the address of a descriptor of `rank`
    // (`memref.cast` to unranked), whose buffer holds the viewed elements.
    let word = |k: usize| unsafe { *(desc as *const i64).add(k) };
    let (aligned, offset) = (word(1), word(2));
    let sizes: Vec<i64> = (0..r).map(|k| word(3 + k)).collect();
    let strides: Vec<i64> = (0..r).map(|k| word(3 + r + k)).collect();
    let text = format_memref(aligned as u64, offset, &sizes, &strides, &mut |e| {
        let mut b = [0u8; 8];
        let n = elem.size();
        // SAFETY: as above; `e` is an element of the view.
        unsafe { std::ptr::copy_nonoverlapping((aligned as *const u8).add((e as usize) * n), b.as_mut_ptr(), n) };
        Ok(format_element(elem, u64::from_le_bytes(b)))
    });
    emit(&text.unwrap_or_default());
}

/// An element of `elem` given by its bits, as the runner prints it.
fn format_element(elem: ScalarType, bits: u64) -> String {
    match elem {
        ScalarType::F64 => super::text::format_runner_float(f64::from_bits(bits)),
        ScalarType::F32 => super::text::format_runner_float(f32::from_bits(bits as u32) as f64),
        ScalarType::Int(w) => super::value::normalize_int(bits as i64, w).to_string(),
        _ => (bits as i64).to_string(),
    }
}

/// A memref as MLIR's `printMemref*` prints it: a line of metadata, then
/// the elements nested by dimension (`get` formats the element at an
/// element offset of the buffer).
pub fn format_memref(
    base: u64,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    get: &mut dyn FnMut(i64) -> Result<String, String>,
) -> Result<String, String> {
    let mut out = format!(
        "Unranked Memref base@ = 0x{base:x} rank = {} offset = {offset} sizes = {sizes:?} strides = {strides:?} data = \n",
        sizes.len()
    );
    if sizes.is_empty() {
        out.push('[');
        out.push_str(&get(offset)?);
        out.push(']');
    } else {
        nested(&mut out, sizes.len(), offset, sizes, strides, get)?;
    }
    out.push('\n');
    Ok(out)
}

/// The elements of dimensions `sizes` (the last `sizes.len()` of `rank`),
/// as MLIR's `MemRefDataPrinter`: ", " between elements, a new line between
/// rows, each following row indented by its depth.
fn nested(
    out: &mut String,
    rank: usize,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
    get: &mut dyn FnMut(i64) -> Result<String, String>,
) -> Result<(), String> {
    let Some((&n, rest)) = sizes.split_first() else {
        out.push_str(&get(offset)?);
        return Ok(());
    };
    let dim = sizes.len();
    out.push('[');
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
            out.push_str(&" ".repeat(rank - dim + 1));
        }
        nested(out, rank, offset + i * strides[0], rest, &strides[1..], get)?;
    }
    out.push(']');
    Ok(())
}

/// `text` with the addresses `printMemref*` prints (`base@ = 0x…`)
/// replaced by `…`: what two runs (or two engines) print alike.
pub fn mask_addresses(text: &str) -> String {
    const KEY: &str = "base@ = 0x";
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(KEY) {
        out.push_str(&rest[..i + KEY.len()]);
        rest = rest[i + KEY.len()..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
        out.push('…');
    }
    out.push_str(rest);
    out
}

/// What one runner-utility function takes.
#[derive(Copy, Clone, Debug)]
pub enum RunnerFn {
    F64(extern "C" fn(f64)),
    F32(extern "C" fn(f32)),
    I64(extern "C" fn(i64)),
    Unit(extern "C" fn()),
    /// `printMemref*`: an unranked memref of these elements (the JIT passes
    /// its rank and the address of its descriptor).
    Memref(ScalarType, extern "C" fn(i64, i64)),
}

impl RunnerFn {
    pub fn address(self) -> *const u8 {
        match self {
            RunnerFn::F64(f) => f as *const u8,
            RunnerFn::F32(f) => f as *const u8,
            RunnerFn::I64(f) => f as *const u8,
            RunnerFn::Unit(f) => f as *const u8,
            RunnerFn::Memref(_, f) => f as *const u8,
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
    ("printMemrefF64", RunnerFn::Memref(ScalarType::F64, fz_print_memref_f64)),
    ("printMemrefF32", RunnerFn::Memref(ScalarType::F32, fz_print_memref_f32)),
    ("printMemrefI64", RunnerFn::Memref(ScalarType::Int(64), fz_print_memref_i64)),
    ("printMemrefI32", RunnerFn::Memref(ScalarType::Int(32), fz_print_memref_i32)),
    ("printMemrefInd", RunnerFn::Memref(ScalarType::Index, fz_print_memref_ind)),
];

pub extern "C" fn fz_print_memref_f64(rank: i64, desc: i64) {
    print_memref_at(ScalarType::F64, rank, desc);
}
pub extern "C" fn fz_print_memref_f32(rank: i64, desc: i64) {
    print_memref_at(ScalarType::F32, rank, desc);
}
pub extern "C" fn fz_print_memref_i64(rank: i64, desc: i64) {
    print_memref_at(ScalarType::Int(64), rank, desc);
}
pub extern "C" fn fz_print_memref_i32(rank: i64, desc: i64) {
    print_memref_at(ScalarType::Int(32), rank, desc);
}
pub extern "C" fn fz_print_memref_ind(rank: i64, desc: i64) {
    print_memref_at(ScalarType::Index, rank, desc);
}

/// The runner-utility function called `name`, if any.
pub fn lookup(name: &str) -> Option<RunnerFn> {
    RUNNER_UTILS.iter().find(|(n, _)| *n == name).map(|(_, f)| *f)
}
