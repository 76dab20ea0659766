//! Parsing attributes (builtin literals, arrays, dictionaries, `dense<...>`,
//! `array<...>`, symbol references, types as attributes, the `arith` fastmath
//! and Enzyme activity attributes, opaque dialect attributes, aliases) and
//! locations.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::ir::{Activity, AttrDict, Attribute, DenseData, DenseElem, FastMath, FloatBits, Location, Type};

/// A literal inside `dense<...>` before its element type is known.
enum DenseLit {
    Int(i128, usize),
    Float(f64, usize),
    Bool(bool),
    Hex(u128, usize),
    List(Vec<DenseLit>),
    /// `dense<"0x...">`.
    HexString(String),
    /// A string element.
    Str(String),
    Complex(Box<DenseLit>, Box<DenseLit>),
}

/// Decimal or `0x` hexadecimal integer text.
pub fn parse_int_text(s: &str) -> Option<i128> {
    if let Some(h) = s.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok().and_then(|v| i128::try_from(v).ok())
    } else {
        s.parse::<i128>().ok()
    }
}

/// An integer literal with its sign, as 128-bit two's complement: magnitudes
/// up to 2^127 when negative (i128's minimum), up to 2^128 - 1 when not
/// (i128's all-ones, which MLIR accepts and prints as -1). Narrower types
/// check the range afterwards.
fn signed_int_literal(text: &str, neg: bool) -> Option<i128> {
    let mag = match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok()?,
        None => text.parse::<u128>().ok()?,
    };
    if neg {
        (mag <= 1u128 << 127).then(|| (mag as i128).wrapping_neg())
    } else {
        Some(mag as i128)
    }
}

/// Reinterpret the bits of a hex literal as a float of type `ty`.
pub fn float_from_bits(bits: u128, ty: &Type) -> Option<f64> {
    Some(match ty {
        Type::F64 => f64::from_bits(u64::try_from(bits).ok()?),
        Type::F32 => crate::exec::value::widen_float_bits(u32::try_from(bits).ok()? as u64, 23, 8),
        Type::F16 => crate::exec::value::widen_float_bits(u16::try_from(bits).ok()? as u64, 10, 5),
        Type::BF16 => crate::exec::value::widen_float_bits(u16::try_from(bits).ok()? as u64, 7, 8),
        _ => return None,
    })
}

impl Parser<'_> {
    /// Parse any attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner();
        self.leave();
        r
    }

    /// `{name = attr, unit_name, "quoted" = attr}`.
    pub fn parse_attr_dict(&mut self) -> PResult<AttrDict> {
        self.expect_punct("{")?;
        let mut d = AttrDict::new();
        self.comma_list("}", |p| {
            let t = p.peek().clone();
            let name = match &t.tok {
                Tok::Bare => {
                    p.bump()?;
                    p.text(&t).to_string()
                }
                Tok::Str(s) => {
                    let s = s.clone();
                    p.bump()?;
                    s
                }
                _ => return Err(p.error("expected attribute name")),
            };
            if name.is_empty() {
                return Err(p.error_at(t.start, "expected valid attribute name"));
            }
            let value = if p.eat_punct("=")? { p.parse_attribute()? } else { Attribute::Unit };
            if d.set(name.clone(), value).is_some() {
                return Err(p.error_at(t.start, format!("duplicate key '{name}' in dictionary attribute")));
            }
            Ok(())
        })?;
        Ok(d)
    }

    fn parse_attribute_inner(&mut self) -> PResult<Attribute> {
        let t = self.peek().clone();
        match &t.tok {
            Tok::Punct("-") | Tok::Int | Tok::Float => self.parse_number_attr(),
            Tok::Str(s) => {
                let s = s.clone();
                self.bump()?;
                if self.at_punct(":") {
                    // A typed string (`"abc" : i32`): kept as written, type
                    // included (reader-21: the type was dropped).
                    self.bump()?;
                    let ty = self.parse_type()?;
                    let mut text = String::new();
                    let _ = super::print_type::write_string(&mut text, &s);
                    return Ok(Attribute::Raw(format!("{text} : {ty}")));
                }
                Ok(Attribute::String(s))
            }
            Tok::Punct("[") => {
                self.bump()?;
                let mut v = Vec::new();
                self.comma_list("]", |p| {
                    v.push(p.parse_attribute()?);
                    Ok(())
                })?;
                Ok(Attribute::Array(v))
            }
            Tok::Punct("{") => Ok(Attribute::Dict(self.parse_attr_dict()?)),
            Tok::At(_) => self.parse_symbol_ref(),
            Tok::Hash => self.parse_hash_attr(),
            Tok::Bare => {
                let s = self.text(&t);
                match s {
                    "unit" => {
                        self.bump()?;
                        Ok(Attribute::Unit)
                    }
                    "true" | "false" => {
                        self.bump()?;
                        Ok(Attribute::Bool(s == "true"))
                    }
                    "dense" => {
                        self.bump()?;
                        self.parse_dense_attr()
                    }
                    "array" => {
                        self.bump()?;
                        self.parse_dense_array()
                    }
                    "loc" => {
                        self.bump()?;
                        self.expect_punct("(")?;
                        let l = self.parse_location_or_alias()?;
                        self.expect_punct(")")?;
                        Ok(Attribute::Location(Box::new(l)))
                    }
                    "affine_map" | "affine_set" | "strided" | "dense_resource" | "sparse" | "distinct" => {
                        self.bump()?;
                        let lt = self.peek().clone();
                        let body = match (&lt.tok, s) {
                            (Tok::Punct("["), "distinct") => {
                                return Err(self.error_at(t.start, "'distinct' attributes are not supported"))
                            }
                            (Tok::Punct("<"), _) => self.capture_balanced(lt.start)?,
                            _ => return Err(self.error(format!("expected '<' after '{s}'"))),
                        };
                        let mut text = format!("{s}{body}");
                        // (Maps and sets are checked where they are written,
                        // aliases included, as MLIR does: reader-42.)
                        let checked = match s {
                            "affine_map" => crate::dialects::affine::map::Map::parse(&text).err(),
                            "affine_set" => crate::dialects::affine::map::Set::parse(&text).err(),
                            _ => None,
                        };
                        if let Some(e) = checked {
                            let at =
                                if e.offset < s.len() { t.start + e.offset } else { lt.start + e.offset - s.len() };
                            return Err(self.error_at(at, e.msg));
                        }
                        if matches!(s, "dense_resource" | "sparse") {
                            self.expect_punct(":")?;
                            let ty = self.parse_type()?;
                            text = format!("{text} : {ty}");
                        }
                        Ok(Attribute::Raw(text))
                    }
                    _ if self.at_type() => Ok(Attribute::Type(self.parse_type()?)),
                    _ => Err(self.error("expected attribute value")),
                }
            }
            _ if self.at_type() => Ok(Attribute::Type(self.parse_type()?)),
            _ => Err(self.error("expected attribute value")),
        }
    }

    /// `42`, `-1 : i8`, `1.5 : f32`, `0x7FF00000 : f32`, `true`.
    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        let start = self.here();
        let neg = self.eat_punct("-")?;
        let t = self.peek().clone();
        let text = self.text(&t);
        match t.tok {
            Tok::Int => {
                self.bump()?;
                let ty = if self.eat_punct(":")? { self.parse_type()? } else { Type::i64() };
                if ty.is_float() {
                    if let Some(hex) = text.strip_prefix("0x") {
                        let bits = u128::from_str_radix(hex, 16)
                            .map_err(|_| self.error_at(t.start, "hexadecimal float literal is too large"))?;
                        if neg {
                            return Err(
                                self.error_at(start, "hexadecimal float literal should not have a leading minus")
                            );
                        }
                        let v = float_from_bits(bits, &ty).ok_or_else(|| {
                            self.error_at(t.start, format!("hexadecimal float constant does not fit in type '{ty}'"))
                        })?;
                        return Ok(Attribute::float(v, ty));
                    }
                    return Err(self.error_at(t.start, "unexpected decimal integer literal for a floating point value"));
                }
                if neg && matches!(ty, Type::Int { signedness: crate::ir::Signedness::Unsigned, .. }) {
                    return Err(self.error_at(t.start, "negative integer literal not valid for unsigned integer type"));
                }
                let v = signed_int_literal(text, neg)
                    .ok_or_else(|| self.error_at(t.start, "integer constant out of range"))?;
                self.check_int_fits(v, &ty, start)?;
                if ty == Type::i1() {
                    // MLIR's BoolAttr is the i1 integer attribute; keep one spelling.
                    return Ok(Attribute::Bool(v != 0));
                }
                Ok(Attribute::Integer { value: v, ty })
            }
            Tok::Float => {
                self.bump()?;
                let ty = if self.eat_punct(":")? { self.parse_type()? } else { Type::F64 };
                if !ty.is_float() {
                    return Err(
                        self.error_at(t.start, format!("floating point value not valid for specified type '{ty}'"))
                    );
                }
                let v: f64 = text.parse().map_err(|_| self.error_at(t.start, "invalid float literal"))?;
                Ok(Attribute::float(if neg { -v } else { v }, ty))
            }
            _ => Err(self.error("expected integer or float literal")),
        }
    }

    fn check_int_fits(&self, v: i128, ty: &Type, at: usize) -> PResult<()> {
        let width = match ty {
            Type::Index => 64,
            Type::Int { width, .. } => *width,
            _ => return Err(self.error_at(at, format!("integer literal not valid for specified type '{ty}'"))),
        };
        if width < 128 {
            let min = -(1i128 << (width.max(1) - 1)) - if width == 1 { 1 } else { 0 };
            let max = (1i128 << width) - 1;
            if v < min || v > max {
                return Err(self.error_at(at, format!("integer constant out of range for type '{ty}'")));
            }
        }
        Ok(())
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.parse_symbol_name()?;
        let mut nested = Vec::new();
        while self.at_punct("::") {
            self.bump()?;
            nested.push(self.parse_symbol_name()?);
        }
        Ok(Attribute::SymbolRef { root, nested })
    }

    fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        let t = self.bump()?;
        let full = self.text(&t)[1..].to_string();
        let has_body = self.src.get(t.end) == Some(&b'<');
        if !full.contains('.') && !has_body {
            return match self.attr_aliases.get(&full) {
                Some(a) => Ok(a.clone()),
                None => Err(self.error_at(t.start, format!("undefined attribute alias '#{full}'"))),
            };
        }
        match full.as_str() {
            "arith.fastmath" => {
                self.expect_punct("<")?;
                let mut bits = 0u8;
                loop {
                    let at = self.here();
                    let kw = self.parse_keyword("fastmath flag")?;
                    bits |= FastMath::keyword_bits(kw)
                        .ok_or_else(|| self.error_at(at, format!("unknown fastmath flag '{kw}'")))?;
                    if !self.eat_punct(",")? {
                        break;
                    }
                }
                self.expect_punct(">")?;
                return Ok(Attribute::FastMath(FastMath(bits)));
            }
            "enzyme.activity" => {
                self.expect_punct("<")?;
                let a = self.parse_activity_keyword()?;
                self.expect_punct(">")?;
                return Ok(Attribute::Activity(a));
            }
            "enzyme" if has_body => {
                // `#enzyme<activity enzyme_dup>` or `#enzyme<activity<enzyme_dup>>`.
                let save = self.pos;
                self.expect_punct("<")?;
                if self.eat_keyword("activity")? {
                    let angled = self.eat_punct("<")?;
                    let a = self.parse_activity_keyword()?;
                    if angled {
                        self.expect_punct(">")?;
                    }
                    self.expect_punct(">")?;
                    return Ok(Attribute::Activity(a));
                }
                self.reset_to(save);
            }
            _ => {}
        }
        let dialect = full.split('.').next().unwrap_or(&full).to_string();
        let mut text = full.clone();
        if has_body {
            text.push_str(&self.capture_balanced(t.end)?);
        }
        Ok(Attribute::Opaque { dialect, text })
    }

    fn parse_activity_keyword(&mut self) -> PResult<Activity> {
        let at = self.here();
        let kw = self.parse_keyword("activity (enzyme_const, enzyme_dup, enzyme_active, ...)")?;
        Activity::from_keyword(kw).ok_or_else(|| self.error_at(at, format!("unknown activity '{kw}'")))
    }

    /// `array<i32: 1, 2>` (after the keyword).
    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.expect_punct("<")?;
        let elem = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat_punct(":")? {
            loop {
                let lit = self.parse_dense_literal()?;
                values.push(self.convert_dense_elem(lit, &elem)?);
                if !self.eat_punct(",")? {
                    break;
                }
            }
        }
        self.expect_punct(">")?;
        Ok(Attribute::DenseArray { elem, values })
    }

    /// `dense<...> : type` (after the keyword).
    fn parse_dense_attr(&mut self) -> PResult<Attribute> {
        let (lit, at) = self.parse_dense_body()?;
        self.expect_punct(":")?;
        let ty = self.parse_type()?;
        self.build_dense(lit, ty, at)
    }

    /// The `<...>` of `dense<...>`, without its type (used where the type is
    /// implied, e.g. `memref.global`).
    pub fn parse_dense_without_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.expect_keyword("dense")?;
        let (lit, at) = self.parse_dense_body()?;
        self.build_dense(lit, ty, at)
    }

    fn parse_dense_body(&mut self) -> PResult<(Option<DenseLit>, usize)> {
        self.expect_punct("<")?;
        let at = self.here();
        if self.eat_punct(">")? {
            return Ok((None, at));
        }
        if let Tok::Str(s) = self.peek().tok.clone() {
            self.bump()?;
            self.expect_punct(">")?;
            if !s.starts_with("0x") {
                return Err(self.error_at(at, "expected a hexadecimal string in dense<\"0x...\">"));
            }
            return Ok((Some(DenseLit::HexString(s)), at));
        }
        let lit = self.parse_dense_literal()?;
        self.expect_punct(">")?;
        Ok((Some(lit), at))
    }

    fn parse_dense_literal(&mut self) -> PResult<DenseLit> {
        self.enter()?;
        let r = self.parse_dense_literal_inner();
        self.leave();
        r
    }

    fn parse_dense_literal_inner(&mut self) -> PResult<DenseLit> {
        let at = self.here();
        if self.eat_punct("[")? {
            let mut v = Vec::new();
            self.comma_list("]", |p| {
                v.push(p.parse_dense_literal()?);
                Ok(())
            })?;
            return Ok(DenseLit::List(v));
        }
        if self.eat_punct("(")? {
            let re = self.parse_dense_literal()?;
            self.expect_punct(",")?;
            let im = self.parse_dense_literal()?;
            self.expect_punct(")")?;
            return Ok(DenseLit::Complex(Box::new(re), Box::new(im)));
        }
        if let Tok::Str(s) = self.peek().tok.clone() {
            self.bump()?;
            return Ok(DenseLit::Str(s));
        }
        if self.eat_keyword("true")? {
            return Ok(DenseLit::Bool(true));
        }
        if self.eat_keyword("false")? {
            return Ok(DenseLit::Bool(false));
        }
        let neg = self.eat_punct("-")?;
        let t = self.peek().clone();
        let text = self.text(&t);
        match t.tok {
            Tok::Int => {
                self.bump()?;
                if let Some(h) = text.strip_prefix("0x") {
                    if neg {
                        return Err(self.error_at(at, "hexadecimal literal should not have a leading minus"));
                    }
                    let bits = u128::from_str_radix(h, 16)
                        .map_err(|_| self.error_at(t.start, "hexadecimal literal is too large"))?;
                    return Ok(DenseLit::Hex(bits, t.start));
                }
                let v = signed_int_literal(text, neg)
                    .ok_or_else(|| self.error_at(t.start, "integer constant out of range"))?;
                Ok(DenseLit::Int(v, t.start))
            }
            Tok::Float => {
                self.bump()?;
                let v: f64 = text.parse().map_err(|_| self.error_at(t.start, "invalid float literal"))?;
                Ok(DenseLit::Float(if neg { -v } else { v }, t.start))
            }
            _ => Err(self.error("expected element literal of primitive type")),
        }
    }

    fn convert_dense_elem(&self, lit: DenseLit, elem: &Type) -> PResult<DenseElem> {
        Ok(match lit {
            DenseLit::Str(s) => DenseElem::Str(s),
            DenseLit::Bool(b) => {
                if *elem != Type::i1() {
                    return Err(self
                        .error_at(self.pos, format!("expected i1 type for 'true' or 'false' values, found '{elem}'")));
                }
                DenseElem::Bool(b)
            }
            DenseLit::Int(v, at) => {
                if elem.is_float() {
                    return Err(self.error_at(at, "expected floating-point elements, but parsed integer"));
                } else if elem.is_integer() || elem.is_index() {
                    self.check_int_fits(v, elem, at)?;
                    if *elem == Type::i1() {
                        DenseElem::Bool(v != 0)
                    } else {
                        DenseElem::Int(v)
                    }
                } else {
                    return Err(self.error_at(at, format!("integer literal not valid for element type '{elem}'")));
                }
            }
            DenseLit::Float(v, at) => {
                if !elem.is_float() {
                    return Err(self.error_at(
                        at,
                        format!("expected integer elements, but parsed floating-point for type '{elem}'"),
                    ));
                }
                DenseElem::Float(FloatBits::new(v))
            }
            DenseLit::Hex(bits, at) => {
                if elem.is_float() {
                    let v = float_from_bits(bits, elem)
                        .ok_or_else(|| self.error_at(at, format!("hexadecimal literal does not fit '{elem}'")))?;
                    DenseElem::Float(FloatBits::new(v))
                } else {
                    let v = i128::try_from(bits).map_err(|_| self.error_at(at, "hexadecimal literal is too large"))?;
                    DenseElem::Int(v)
                }
            }
            DenseLit::Complex(re, im) => {
                let Type::Complex(inner) = elem else {
                    return Err(
                        self.error_at(self.pos, format!("complex literal for non-complex element type '{elem}'"))
                    );
                };
                DenseElem::Complex(
                    Box::new(self.convert_dense_elem(*re, inner)?),
                    Box::new(self.convert_dense_elem(*im, inner)?),
                )
            }
            DenseLit::List(_) | DenseLit::HexString(_) => {
                return Err(self.error_at(self.pos, "unexpected nested list in dense element"))
            }
        })
    }

    fn build_dense(&mut self, lit: Option<DenseLit>, ty: Type, at: usize) -> PResult<Attribute> {
        if let Some(DenseLit::HexString(hex)) = lit {
            let data = decode_hex_dense(&hex, &ty).unwrap_or(DenseData::Hex(hex));
            return Ok(Attribute::Dense { ty, data });
        }
        let Some(elem) = ty.element_type().cloned() else {
            return Err(self.error_at(at, format!("elements literal type must be a shaped type, got '{ty}'")));
        };
        let Some(shape) = ty.shape() else {
            return Err(self.error_at(at, format!("elements literal type must have a static shape, got '{ty}'")));
        };
        let Some(lit) = lit else {
            if ty.static_num_elements() == Some(0) {
                return Ok(Attribute::Dense { ty, data: DenseData::Elements(Vec::new()) });
            }
            return Err(self.error_at(at, format!("empty dense literal for type '{ty}' with elements")));
        };
        if !matches!(lit, DenseLit::List(_)) {
            let e = self.convert_dense_elem(lit, &elem)?;
            return Ok(Attribute::Dense { ty, data: DenseData::Splat(e) });
        }
        let mut dims = Vec::new();
        for d in &shape {
            match d.static_size() {
                Some(n) => dims.push(n),
                None => {
                    return Err(self.error_at(at, format!("dense literal type must have a static shape, got '{ty}'")))
                }
            }
        }
        let mut out = Vec::new();
        self.flatten_dense(lit, &dims, &elem, at, &mut out)?;
        Ok(Attribute::Dense { ty, data: DenseData::Elements(out) })
    }

    fn flatten_dense(
        &self,
        lit: DenseLit,
        dims: &[i64],
        elem: &Type,
        at: usize,
        out: &mut Vec<DenseElem>,
    ) -> PResult<()> {
        match (lit, dims.split_first()) {
            (DenseLit::List(items), Some((&n, rest))) => {
                if items.len() as i64 != n {
                    return Err(self.error_at(
                        at,
                        format!("dense literal has {} elements in a dimension of size {n}", items.len()),
                    ));
                }
                for it in items {
                    self.flatten_dense(it, rest, elem, at, out)?;
                }
                Ok(())
            }
            (DenseLit::List(_), None) => Err(self.error_at(at, "dense literal is nested deeper than its type's rank")),
            (lit, None) => {
                out.push(self.convert_dense_elem(lit, elem)?);
                Ok(())
            }
            (_, Some(_)) => Err(self.error_at(at, "dense literal is not as deeply nested as its type's rank")),
        }
    }

    // ----- locations -----

    /// Inside `loc(...)`: a location or `#alias` (which must be defined already).
    pub fn parse_location_or_alias(&mut self) -> PResult<Location> {
        let t = self.peek().clone();
        if t.tok == Tok::Hash {
            self.bump()?;
            let alias = &self.text(&t)[1..];
            return match self.attr_aliases.get(alias) {
                Some(Attribute::Location(l)) => Ok((**l).clone()),
                _ => Err(self.error_at(t.start, format!("undefined location alias '#{alias}'"))),
            };
        }
        self.parse_location_body()
    }

    /// The body of `loc(...)`.
    pub fn parse_location_body(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_inner();
        self.leave();
        r
    }

    fn parse_location_inner(&mut self) -> PResult<Location> {
        let t = self.peek().clone();
        match &t.tok {
            Tok::Str(s) => {
                let s = s.clone();
                self.bump()?;
                if self.eat_punct(":")? {
                    let line = self.parse_int("line number")?;
                    self.expect_punct(":")?;
                    let col = self.parse_int("column number")?;
                    let (Ok(line), Ok(col)) = (u32::try_from(line), u32::try_from(col)) else {
                        return Err(self.error_at(t.start, "line or column number out of range"));
                    };
                    return Ok(Location::FileLineCol { file: s, line, col });
                }
                let mut child = None;
                if self.eat_punct("(")? {
                    child = Some(Box::new(self.parse_location_or_alias()?));
                    self.expect_punct(")")?;
                }
                Ok(Location::Name { name: s, child })
            }
            Tok::Bare => match self.text(&t) {
                "unknown" => {
                    self.bump()?;
                    Ok(Location::Unknown)
                }
                "callsite" => {
                    self.bump()?;
                    self.expect_punct("(")?;
                    let callee = self.parse_location_or_alias()?;
                    self.expect_keyword("at")?;
                    let caller = self.parse_location_or_alias()?;
                    self.expect_punct(")")?;
                    Ok(Location::CallSite { callee: Box::new(callee), caller: Box::new(caller) })
                }
                "fused" => {
                    self.bump()?;
                    let mut metadata = None;
                    if self.eat_punct("<")? {
                        metadata = Some(Box::new(self.parse_attribute()?));
                        self.expect_punct(">")?;
                    }
                    self.expect_punct("[")?;
                    let mut locs = Vec::new();
                    self.comma_list("]", |p| {
                        locs.push(p.parse_location_or_alias()?);
                        Ok(())
                    })?;
                    Ok(Location::Fused { locs, metadata })
                }
                _ => Err(self.error("expected location")),
            },
            _ => Err(self.error("expected location")),
        }
    }
}

/// Decode `dense<"0x...">` (little-endian element bytes, one element for a
/// splat) into elements, as MLIR does; `None` keeps the hex text.
fn decode_hex_dense(hex: &str, ty: &Type) -> Option<DenseData> {
    let digits = hex.strip_prefix("0x")?;
    if digits.len() % 2 != 0 || !digits.is_ascii() {
        return None;
    }
    let bytes: Vec<u8> =
        (0..digits.len()).step_by(2).map(|i| u8::from_str_radix(&digits[i..i + 2], 16).ok()).collect::<Option<_>>()?;
    let elem = ty.element_type()?;
    let bits = elem.float_width().or(elem.int_width()).or(if elem.is_index() { Some(64) } else { None })?;
    if !matches!(bits, 1 | 8 | 16 | 32 | 64) {
        return None;
    }
    let width = (bits as usize).div_ceil(8);
    let decode = |chunk: &[u8]| -> Option<DenseElem> {
        let mut raw = 0u128;
        for (i, &b) in chunk.iter().enumerate() {
            raw |= (b as u128) << (8 * i);
        }
        Some(if elem.is_float() {
            DenseElem::Float(FloatBits::new(float_from_bits(raw, elem)?))
        } else if bits == 1 {
            DenseElem::Bool(raw & 1 != 0)
        } else {
            // Sign-extend from the element width.
            let shift = 128 - bits;
            DenseElem::Int(((raw << shift) as i128) >> shift)
        })
    };
    let n = ty.static_num_elements()? as usize;
    if bytes.len() == width && n != 1 {
        return Some(DenseData::Splat(decode(&bytes)?));
    }
    if bytes.len() != width * n {
        return None;
    }
    bytes.chunks(width).map(decode).collect::<Option<Vec<_>>>().map(DenseData::Elements)
}
