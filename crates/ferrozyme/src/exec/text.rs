//! Text form of runtime values: floats printed as C++ streams print them
//! (what MLIR's runner utilities show, `%g` with 6 significant digits), and
//! command-line arguments parsed from text (`1.5`, `-3`, `[[1,2],[3,4]]`)
//! given the parameter's type.

use super::memref::MemRef;
use super::value::{ScalarType, Value};
use crate::ir::{Dim, Type};

/// `x` as `std::cout << x` prints a double (6 significant digits, `%g`).
pub fn format_runner_float(x: f64) -> String {
    if x.is_nan() {
        // (As C's printf: the sign bit shows, e.g. x86's default NaN of 0/0.)
        return if x.is_sign_negative() { "-nan".into() } else { "nan".into() };
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0".into() } else { "0".into() };
    }
    let sci = format!("{x:.5e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let mant = strip_zeros(mant);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{mant}e{sign}{:02}", exp.abs());
    }
    let decimals = (5 - exp).max(0) as usize;
    strip_zeros(&format!("{x:.decimals$}"))
}

fn strip_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

/// Split `TEXT:TYPE` (the type part is optional; `:` inside brackets does not count).
pub fn split_typed(arg: &str) -> (&str, Option<&str>) {
    let mut depth = 0i32;
    for (i, c) in arg.char_indices() {
        match c {
            '[' | '(' | '<' => depth += 1,
            ']' | ')' | '>' => depth -= 1,
            ':' if depth == 0 => return (arg[..i].trim(), Some(arg[i + 1..].trim())),
            _ => {}
        }
    }
    (arg.trim(), None)
}

/// Parse a scalar of element type `elem` from text.
pub fn parse_scalar(text: &str, elem: ScalarType) -> Result<Value, String> {
    let t = text.trim();
    let bad = || format!("'{t}' is not a valid {} value", elem.to_type());
    Ok(match elem {
        ScalarType::F64 => Value::F64(parse_float(t).ok_or_else(bad)?),
        ScalarType::F32 => Value::F32(parse_float(t).ok_or_else(bad)? as f32),
        ScalarType::F16 => Value::F16(super::value::f16_of(parse_float(t).ok_or_else(bad)?)),
        ScalarType::BF16 => Value::BF16(super::value::bf16_of(parse_float(t).ok_or_else(bad)?)),
        ScalarType::Index => Value::Index(t.parse().map_err(|_| bad())?),
        ScalarType::Int(1) => Value::bool(match t {
            "true" | "1" => true,
            "false" | "0" => false,
            _ => return Err(bad()),
        }),
        ScalarType::Int(w) => {
            let v: i128 = t.parse().map_err(|_| bad())?;
            let (min, max) =
                if w >= 64 { (i64::MIN as i128, u64::MAX as i128) } else { (-(1i128 << (w - 1)), (1i128 << w) - 1) };
            if v < min || v > max {
                return Err(format!("{v} does not fit in i{w}"));
            }
            Value::int(v as i64, w)
        }
        ScalarType::Ptr => Value::Ptr(t.parse().map_err(|_| bad())?),
        ScalarType::Desc(_) => return Err(format!("'{t}': memrefs of memrefs cannot be given as text")),
    })
}

fn parse_float(t: &str) -> Option<f64> {
    match t {
        "inf" | "+inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        "nan" => Some(f64::NAN),
        "-nan" => Some(-f64::NAN),
        _ => t.parse().ok(),
    }
}

/// Parse an argument of type `ty` from text: a number, or for a memref a
/// nested list whose shape must match the type's static dimensions
/// (dynamic ones take the list's length).
pub fn parse_value(text: &str, ty: &Type) -> Result<Value, String> {
    if let Some(elem) = ScalarType::of(ty) {
        return parse_scalar(text, elem);
    }
    // Tensors and vectors are passed as memrefs of their shape (`exec::shaped`).
    let as_memref = match ty {
        Type::Tensor { shape, elem, .. } => Some(Type::memref(shape.clone(), (**elem).clone())),
        Type::Vector { shape, elem, .. } => {
            Some(Type::memref(shape.iter().map(|&k| Dim::Static(k)).collect(), (**elem).clone()))
        }
        _ => None,
    };
    if let Some(mt) = as_memref {
        // (Messages name the type the user wrote.)
        return parse_value(text, &mt).map_err(|e| e.replace(&format!("'{mt}'"), &format!("'{ty}'")));
    }
    let Type::MemRef(mt) = ty else {
        return Err(format!("arguments of type '{ty}' cannot be given on the command line"));
    };
    let elem = ScalarType::of(&mt.elem).ok_or_else(|| format!("memrefs of '{}' are not supported", mt.elem))?;
    let mut flat = Vec::new();
    let mut shape: Vec<i64> = Vec::new();
    let mut chars = text.trim().chars().peekable();
    let mut leaf_depth = None;
    parse_nested(&mut chars, 0, &mut shape, &mut flat, &mut leaf_depth)?;
    if leaf_depth.is_some_and(|d| d != shape.len()) || shape.iter().product::<i64>() != flat.len() as i64 {
        return Err(format!("'{text}' is not a rectangular list"));
    }
    if chars.any(|c| !c.is_whitespace()) {
        return Err(format!("trailing text after the list in '{text}'"));
    }
    if mt.shape.is_empty() {
        // rank 0: `[x]` or `x`
        shape.clear();
    }
    if shape.len() != mt.shape.len() {
        return Err(format!("'{text}' has rank {} but the type '{ty}' has rank {}", shape.len(), mt.shape.len()));
    }
    for (i, (have, want)) in shape.iter().zip(&mt.shape).enumerate() {
        if let Dim::Static(n) = want {
            if n != have {
                return Err(format!("dimension {i} of '{text}' has size {have}, but the type '{ty}' says {n}"));
            }
        }
    }
    let vals: Vec<Value> = flat.iter().map(|s| parse_scalar(s, elem)).collect::<Result<_, _>>()?;
    MemRef::from_values(elem, &vals, &shape)
        .map(Value::MemRef)
        .ok_or_else(|| format!("'{text}' is not a rectangular list"))
}

fn parse_nested(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    depth: usize,
    shape: &mut Vec<i64>,
    flat: &mut Vec<String>,
    leaf_depth: &mut Option<usize>,
) -> Result<(), String> {
    while chars.peek().is_some_and(|c| c.is_whitespace()) {
        chars.next();
    }
    if chars.peek() != Some(&'[') {
        let mut s = String::new();
        while let Some(&c) = chars.peek() {
            if c == ',' || c == ']' {
                break;
            }
            s.push(c);
            chars.next();
        }
        if s.trim().is_empty() {
            return Err("expected a number in the list".into());
        }
        if *leaf_depth.get_or_insert(depth) != depth {
            return Err("the list is not rectangular".into());
        }
        flat.push(s.trim().to_string());
        return Ok(());
    }
    chars.next();
    if depth > 32 {
        return Err("list nesting is too deep".into());
    }
    let mut n = 0;
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek() == Some(&']') && n == 0 {
            chars.next();
            break;
        }
        parse_nested(chars, depth + 1, shape, flat, leaf_depth)?;
        n += 1;
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        match chars.next() {
            Some(',') => continue,
            Some(']') => break,
            _ => return Err("expected ',' or ']' in the list".into()),
        }
    }
    if shape.len() <= depth {
        shape.resize(depth + 1, -1);
    }
    if shape[depth] == -1 {
        shape[depth] = n;
    } else if shape[depth] != n {
        return Err("the list is not rectangular".into());
    }
    Ok(())
}
