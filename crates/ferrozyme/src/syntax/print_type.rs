//! Text form of types, attributes and locations (`Display` impls), matching
//! what MLIR 19 prints and what our parser reads back exactly (floats use the
//! shortest text that parses back to the same bits, or hex for inf/NaN).

use std::fmt::{self, Display, Formatter, Write};

use super::parse_type::is_bare_identifier;
use crate::ir::{Attribute, DenseData, DenseElem, Dim, Layout, Location, Signedness, Type};

/// A float literal for a value of type `ty` that MLIR parses back exactly.
pub fn format_float(v: f64, ty: &Type) -> String {
    if !v.is_finite() {
        return match ty {
            Type::F32 => format!("0x{:08X}", crate::exec::value::f32_of(v).to_bits()),
            Type::F16 => format!("0x{:04X}", crate::exec::value::f16_of(v).to_bits()),
            Type::BF16 => format!("0x{:04X}", crate::exec::value::bf16_of(v).to_bits()),
            _ => format!("0x{:016X}", v.to_bits()),
        };
    }
    let round_trips = |s: &str| -> bool {
        let Ok(p) = s.parse::<f64>() else { return false };
        match ty {
            Type::F32 => (p as f32).to_bits() == (v as f32).to_bits(),
            Type::F16 => crate::exec::value::f16_of(p).to_bits() == crate::exec::value::f16_of(v).to_bits(),
            Type::BF16 => crate::exec::value::bf16_of(p).to_bits() == crate::exec::value::bf16_of(v).to_bits(),
            _ => p.to_bits() == v.to_bits(),
        }
    };
    // MLIR's usual six-digit scientific form when it is exact enough.
    let six = mlir_exponent(&format!("{v:.6e}"));
    if round_trips(&six) {
        return six;
    }
    let shortest = match ty {
        Type::F32 => format!("{:e}", v as f32),
        _ => format!("{v:e}"),
    };
    let s = mlir_exponent(&shortest);
    if round_trips(&s) {
        s
    } else {
        mlir_exponent(&format!("{v:.17e}"))
    }
}

/// Rust's `1.5e0` → MLIR's `1.5e+00` (always with a `.` in the mantissa).
fn mlir_exponent(s: &str) -> String {
    let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
    let mant = if mant.contains('.') { mant.to_string() } else { format!("{mant}.0") };
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    format!("{mant}e{sign}{digits:0>2}")
}

/// Print a string literal with MLIR escapes.
pub fn write_string(f: &mut impl Write, s: &str) -> fmt::Result {
    use super::lexer::RAW_BYTE_BASE;
    f.write_char('"')?;
    for c in s.chars() {
        let raw = c as u32;
        if (RAW_BYTE_BASE + 0x80..=RAW_BYTE_BASE + 0xff).contains(&raw) {
            write!(f, "\\{:02X}", raw - RAW_BYTE_BASE)?;
            continue;
        }
        let mut buf = [0u8; 4];
        for &b in c.encode_utf8(&mut buf).as_bytes() {
            match b {
                b'"' => f.write_str("\\\"")?,
                b'\\' => f.write_str("\\\\")?,
                0x20..=0x7e => f.write_char(b as char)?,
                _ => write!(f, "\\{b:02X}")?,
            }
        }
    }
    f.write_char('"')
}

/// `@name` or `@"not an identifier"`.
pub fn write_symbol(f: &mut impl Write, s: &str) -> fmt::Result {
    f.write_char('@')?;
    if is_bare_identifier(s)
        || (!s.is_empty()
            && s.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'))
            && !s.as_bytes()[0].is_ascii_digit())
    {
        f.write_str(s)
    } else {
        write_string(f, s)
    }
}

fn write_list<T: Display>(f: &mut Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{it}")?;
    }
    Ok(())
}

fn write_dims(f: &mut Formatter<'_>, dims: &[Dim]) -> fmt::Result {
    for d in dims {
        match d {
            Dim::Static(n) => write!(f, "{n}x")?,
            Dim::Dynamic => f.write_str("?x")?,
        }
    }
    Ok(())
}

fn q(v: Option<i64>) -> String {
    v.map_or("?".to_string(), |n| n.to_string())
}

impl Display for Type {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{p}{width}")
            }
            Type::Index => f.write_str("index"),
            Type::F16 => f.write_str("f16"),
            Type::BF16 => f.write_str("bf16"),
            Type::F32 => f.write_str("f32"),
            Type::F64 => f.write_str("f64"),
            Type::OtherFloat(n) => f.write_str(n),
            Type::None => f.write_str("none"),
            Type::Function(ft) => {
                f.write_char('(')?;
                write_list(f, &ft.inputs)?;
                f.write_str(") -> ")?;
                if ft.results.len() == 1 && !matches!(ft.results[0], Type::Function(_)) {
                    write!(f, "{}", ft.results[0])
                } else {
                    f.write_char('(')?;
                    write_list(f, &ft.results)?;
                    f.write_char(')')
                }
            }
            Type::Tuple(ts) => {
                f.write_str("tuple<")?;
                write_list(f, ts)?;
                f.write_char('>')
            }
            Type::MemRef(m) => {
                f.write_str("memref<")?;
                write_dims(f, &m.shape)?;
                write!(f, "{}", m.elem)?;
                match &m.layout {
                    Layout::Identity => {}
                    Layout::Strided { strides, offset } => {
                        f.write_str(", strided<[")?;
                        let s: Vec<String> = strides.iter().map(|&x| q(x)).collect();
                        f.write_str(&s.join(", "))?;
                        f.write_char(']')?;
                        if *offset != Some(0) {
                            write!(f, ", offset: {}", q(*offset))?;
                        }
                        f.write_char('>')?;
                    }
                    Layout::Other(a) => write!(f, ", {a}")?,
                }
                if let Some(ms) = &m.memory_space {
                    write!(f, ", {}", MemorySpace(ms))?;
                }
                f.write_char('>')
            }
            Type::UnrankedMemRef { elem, memory_space } => {
                write!(f, "memref<*x{elem}")?;
                if let Some(ms) = memory_space {
                    write!(f, ", {}", MemorySpace(ms))?;
                }
                f.write_char('>')
            }
            Type::Tensor { shape, elem, encoding } => {
                f.write_str("tensor<")?;
                write_dims(f, shape)?;
                write!(f, "{elem}")?;
                if let Some(e) = encoding {
                    write!(f, ", {e}")?;
                }
                f.write_char('>')
            }
            Type::UnrankedTensor { elem } => write!(f, "tensor<*x{elem}>"),
            // (Vectors of pointers: `!llvm.vec<4 x ptr>`.)
            Type::Vector { shape, scalable, elem } if elem.is_llvm_ptr() => {
                f.write_str("!llvm.vec<")?;
                if scalable.first() == Some(&true) {
                    f.write_str("? x ")?;
                }
                let n = shape.first().copied().unwrap_or(1);
                match **elem {
                    Type::LlvmPtr { addr_space: 0 } => write!(f, "{n} x ptr>"),
                    Type::LlvmPtr { addr_space } => write!(f, "{n} x ptr<{addr_space}>>"),
                    _ => write!(f, "{n} x {elem}>"),
                }
            }
            Type::Vector { shape, scalable, elem } => {
                f.write_str("vector<")?;
                for (n, s) in shape.iter().zip(scalable) {
                    if *s {
                        write!(f, "[{n}]x")?;
                    } else {
                        write!(f, "{n}x")?;
                    }
                }
                write!(f, "{elem}>")
            }
            Type::Complex(e) => write!(f, "complex<{e}>"),
            Type::LlvmPtr { addr_space: 0 } => f.write_str("!llvm.ptr"),
            Type::LlvmPtr { addr_space } => write!(f, "!llvm.ptr<{addr_space}>"),
            Type::LlvmStruct(s) => {
                f.write_str("!llvm.struct<")?;
                if let Some(n) = &s.name {
                    write_string(f, n)?;
                    match &s.body {
                        None => return f.write_str(", opaque>"),
                        Some(_) => f.write_str(", ")?,
                    }
                }
                if s.packed {
                    f.write_str("packed ")?;
                }
                f.write_char('(')?;
                write_list(f, s.body.as_deref().unwrap_or(&[]))?;
                f.write_str(")>")
            }
            Type::LlvmArray { len, elem } => write!(f, "!llvm.array<{len} x {elem}>"),
            Type::LlvmVoid => f.write_str("!llvm.void"),
            Type::LlvmFunc(ft) => {
                write!(f, "!llvm.func<{} (", ft.ret)?;
                write_list(f, &ft.params)?;
                if ft.vararg {
                    f.write_str(if ft.params.is_empty() { "..." } else { ", ..." })?;
                }
                f.write_str(")>")
            }
            Type::EnzymeTape => f.write_str("!enzyme.Tape"),
            Type::Opaque { text, .. } => write!(f, "!{text}"),
        }
    }
}

fn write_dense_elem(f: &mut Formatter<'_>, e: &DenseElem, elem_ty: &Type) -> fmt::Result {
    match e {
        DenseElem::Int(i) => write!(f, "{i}"),
        DenseElem::Bool(b) => write!(f, "{b}"),
        DenseElem::Str(s) => write_string(f, s),
        DenseElem::Float(x) => f.write_str(&format_float(x.get(), elem_ty)),
        DenseElem::Complex(re, im) => {
            let inner = match elem_ty {
                Type::Complex(t) => t.as_ref(),
                t => t,
            };
            f.write_char('(')?;
            write_dense_elem(f, re, inner)?;
            f.write_str(", ")?;
            write_dense_elem(f, im, inner)?;
            f.write_char(')')
        }
    }
}

/// The `<...>` body of a dense attribute, without its type.
pub struct DenseBody<'a>(pub &'a Attribute);

impl Display for DenseBody<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Attribute::Dense { ty, data } = self.0 else { return Ok(()) };
        let elem = ty.element_type().cloned().unwrap_or(Type::F64);
        f.write_str("dense<")?;
        match data {
            DenseData::Splat(e) => write_dense_elem(f, e, &elem)?,
            DenseData::Hex(h) => write_string(f, h)?,
            DenseData::Elements(es) => {
                let dims: Vec<i64> =
                    ty.shape().unwrap_or_default().iter().map(|d| d.static_size().unwrap_or(0)).collect();
                let mut idx = 0;
                write_nested(f, es, &dims, &elem, &mut idx)?;
            }
        }
        f.write_char('>')
    }
}

fn write_nested(f: &mut Formatter<'_>, es: &[DenseElem], dims: &[i64], elem: &Type, idx: &mut usize) -> fmt::Result {
    match dims.split_first() {
        None => {
            if let Some(e) = es.get(*idx) {
                write_dense_elem(f, e, elem)?;
            }
            *idx += 1;
            Ok(())
        }
        Some((&n, rest)) => {
            f.write_char('[')?;
            for i in 0..n {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_nested(f, es, rest, elem, idx)?;
            }
            f.write_char(']')
        }
    }
}

impl Display for Attribute {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Attribute::Unit => f.write_str("unit"),
            Attribute::Bool(b) => write!(f, "{b}"),
            Attribute::Integer { value, ty } => write!(f, "{value} : {ty}"),
            Attribute::Float { value, ty } => write!(f, "{} : {ty}", format_float(value.get(), ty)),
            Attribute::String(s) => write_string(f, s),
            Attribute::Type(t) => write!(f, "{t}"),
            Attribute::Array(a) => {
                f.write_char('[')?;
                write_list(f, a)?;
                f.write_char(']')
            }
            Attribute::DenseArray { elem, values } => {
                write!(f, "array<{elem}")?;
                if !values.is_empty() {
                    f.write_str(": ")?;
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write_dense_elem(f, v, elem)?;
                    }
                }
                f.write_char('>')
            }
            Attribute::Dict(d) => {
                f.write_char('{')?;
                for (i, (k, v)) in d.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_attr_entry(f, k, v)?;
                }
                f.write_char('}')
            }
            Attribute::SymbolRef { root, nested } => {
                write_symbol(f, root)?;
                for n in nested {
                    f.write_str("::")?;
                    write_symbol(f, n)?;
                }
                Ok(())
            }
            Attribute::Dense { ty, .. } => write!(f, "{} : {ty}", DenseBody(self)),
            Attribute::FastMath(fm) => write!(f, "#arith.fastmath<{}>", fm.keywords().join(", ")),
            Attribute::Activity(a) => write!(f, "#enzyme.activity<{}>", a.keyword()),
            Attribute::Location(l) => write!(f, "loc({l})"),
            Attribute::Raw(s) => f.write_str(s),
            Attribute::Opaque { text, .. } => write!(f, "#{text}"),
        }
    }
}

/// `name = value` in a dictionary (`name` alone for unit).
pub fn write_attr_entry(f: &mut impl Write, k: &str, v: &Attribute) -> fmt::Result {
    if is_bare_identifier(k) {
        f.write_str(k)?;
    } else {
        write_string(f, k)?;
    }
    if *v != Attribute::Unit {
        write!(f, " = {v}")?;
    }
    Ok(())
}

impl Display for Location {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("unknown"),
            Location::FileLineCol { file, line, col } => {
                write_string(f, file)?;
                write!(f, ":{line}:{col}")
            }
            Location::Name { name, child } => {
                write_string(f, name)?;
                if let Some(c) = child {
                    write!(f, "({c})")?;
                }
                Ok(())
            }
            Location::CallSite { callee, caller } => write!(f, "callsite({callee} at {caller})"),
            Location::Fused { locs, metadata } => {
                f.write_str("fused")?;
                if let Some(m) = metadata {
                    write!(f, "<{m}>")?;
                }
                f.write_char('[')?;
                write_list(f, locs)?;
                f.write_char(']')
            }
        }
    }
}

/// A memref memory space: MLIR writes an `i64` integer without its type.
struct MemorySpace<'a>(&'a Attribute);

impl Display for MemorySpace<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self.0 {
            Attribute::Integer { value, ty } if *ty == Type::i64() => write!(f, "{value}"),
            a => write!(f, "{a}"),
        }
    }
}
