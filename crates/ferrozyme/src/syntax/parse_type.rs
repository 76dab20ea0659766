//! Parsing types: builtin scalars, function and tuple types, shaped types
//! (`memref`, `tensor`, `vector`) with their dimension lists and layouts,
//! the `llvm` types, `!enzyme.Tape`, aliases and opaque dialect types.

use super::lexer::{is_bare_cont, skip_trivia, Tok};
use super::parser::{PResult, Parser};
use crate::ir::{Dim, Layout, LlvmFuncType, LlvmStructType, MemRefType, Signedness, Type};

impl Parser<'_> {
    /// Parse any type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// Is the current token the start of a type?
    pub fn at_type(&mut self) -> bool {
        let t = self.peek().clone();
        match t.tok {
            Tok::Bang => true,
            Tok::Punct("(") => true,
            Tok::Bare => {
                let s = self.text(&t);
                builtin_scalar(s).is_some()
                    || matches!(s, "memref" | "tensor" | "vector" | "tuple" | "complex" | "none" | "index")
                    || int_type(s).is_some()
            }
            _ => false,
        }
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.peek().clone();
        match &t.tok {
            Tok::Punct("(") => self.parse_function_type(),
            Tok::Bang => self.parse_bang_type(),
            Tok::Bare => {
                let s = self.text(&t);
                if let Some(ty) = builtin_scalar(s) {
                    self.bump()?;
                    return Ok(ty);
                }
                if let Some(r) = int_type(s) {
                    let (width, signedness) = r.map_err(|m| self.error_at(t.start, m))?;
                    self.bump()?;
                    return Ok(Type::Int { width, signedness });
                }
                match s {
                    "memref" => {
                        self.bump()?;
                        self.parse_memref_body()
                    }
                    "tensor" => {
                        self.bump()?;
                        self.expect_punct("<")?;
                        if self.raw_eat(b'*') {
                            self.raw_expect_x()?;
                            let elem = self.parse_type()?;
                            self.expect_punct(">")?;
                            return Ok(Type::UnrankedTensor { elem: Box::new(elem) });
                        }
                        let shape = self.parse_dims()?;
                        let elem = self.parse_type()?;
                        let mut encoding = None;
                        if self.eat_punct(",")? {
                            encoding = Some(Box::new(self.parse_attribute()?));
                        }
                        self.expect_punct(">")?;
                        Ok(Type::Tensor { shape, elem: Box::new(elem), encoding })
                    }
                    "vector" => {
                        self.bump()?;
                        self.parse_vector_body()
                    }
                    "tuple" => {
                        self.bump()?;
                        self.expect_punct("<")?;
                        let mut v = Vec::new();
                        self.comma_list(">", |p| {
                            v.push(p.parse_type()?);
                            Ok(())
                        })?;
                        Ok(Type::Tuple(v))
                    }
                    "complex" => {
                        self.bump()?;
                        self.expect_punct("<")?;
                        let e = self.parse_type()?;
                        self.expect_punct(">")?;
                        Ok(Type::Complex(Box::new(e)))
                    }
                    // Inside LLVM types, nested LLVM types drop the `!llvm.` prefix.
                    "ptr" | "struct" | "array" | "void" | "func" | "vec" => {
                        self.bump()?;
                        self.parse_llvm_type_body(s, t.end)
                    }
                    _ => Err(self.error("expected type")),
                }
            }
            _ => Err(self.error("expected type")),
        }
    }

    /// `(a, b) -> c` or `(a) -> (b, c)`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect_punct("(")?;
        let mut inputs = Vec::new();
        self.comma_list(")", |p| {
            inputs.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect_punct("->")?;
        let results = self.parse_function_result_types()?;
        Ok(Type::function(inputs, results))
    }

    /// The result side of a function type: one type, or `(types)`.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at_punct("(") {
            // `(i32) -> (f32)`, but `((i32) -> i32)` is a function type result in parens.
            self.bump()?;
            let mut v = Vec::new();
            self.comma_list(")", |p| {
                v.push(p.parse_type()?);
                Ok(())
            })?;
            Ok(v)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    // ----- raw scanning for dimension lists -----

    fn raw_skip(&mut self) -> usize {
        let p = skip_trivia(self.src, self.pos);
        self.reset_to(p);
        p
    }

    /// Move the cursor to byte `p` (dropping any peeked token).
    pub(crate) fn reset_to(&mut self, p: usize) {
        self.pos = p;
        self.drop_peek();
    }

    fn raw_eat(&mut self, c: u8) -> bool {
        let p = self.raw_skip();
        if self.src.get(p) == Some(&c) {
            self.reset_to(p + 1);
            true
        } else {
            false
        }
    }

    fn raw_expect_x(&mut self) -> PResult<()> {
        let p = self.pos;
        if self.src.get(p) == Some(&b'x') {
            self.reset_to(p + 1);
            Ok(())
        } else {
            Err(self.error_at(p, "expected 'x' in dimension list"))
        }
    }

    /// `4x?x` … (each dimension followed by `x`), stopping at the element type.
    fn parse_dims(&mut self) -> PResult<Vec<Dim>> {
        let mut dims = Vec::new();
        loop {
            let p = self.raw_skip();
            match self.src.get(p) {
                Some(b'?') => {
                    self.reset_to(p + 1);
                    self.raw_expect_x()?;
                    dims.push(Dim::Dynamic);
                }
                Some(c) if c.is_ascii_digit() => {
                    let mut e = p;
                    while e < self.src.len() && self.src[e].is_ascii_digit() {
                        e += 1;
                    }
                    let text = std::str::from_utf8(&self.src[p..e]).unwrap_or("");
                    let n: i64 = text.parse().map_err(|_| self.error_at(p, "dimension size is too large"))?;
                    self.reset_to(e);
                    self.raw_expect_x()?;
                    dims.push(Dim::Static(n));
                }
                _ => return Ok(dims),
            }
        }
    }

    fn parse_memref_body(&mut self) -> PResult<Type> {
        self.expect_punct("<")?;
        if self.raw_eat(b'*') {
            self.raw_expect_x()?;
            let elem = self.parse_type()?;
            let mut memory_space = None;
            if self.eat_punct(",")? {
                memory_space = Some(Box::new(self.parse_attribute()?));
            }
            self.expect_punct(">")?;
            return Ok(Type::UnrankedMemRef { elem: Box::new(elem), memory_space });
        }
        let shape = self.parse_dims()?;
        let elem = self.parse_type()?;
        let mut layout = Layout::Identity;
        let mut memory_space = None;
        if self.eat_punct(",")? {
            if self.at_keyword("strided") {
                layout = self.parse_layout(shape.len())?;
                if self.eat_punct(",")? {
                    memory_space = Some(Box::new(self.parse_attribute()?));
                }
            } else {
                // An affine map (possibly through an alias) is the layout;
                // anything else is the memory space.
                let a = self.parse_attribute()?;
                if matches!(&a, crate::ir::Attribute::Raw(s) if s.starts_with("affine_map<")) {
                    layout = Layout::Other(Box::new(a));
                    if self.eat_punct(",")? {
                        memory_space = Some(Box::new(self.parse_attribute()?));
                    }
                } else {
                    memory_space = Some(Box::new(a));
                }
            }
        }
        self.expect_punct(">")?;
        Ok(Type::MemRef(Box::new(MemRefType { shape, elem, layout, memory_space })))
    }

    fn parse_layout(&mut self, rank: usize) -> PResult<Layout> {
        if self.at_keyword("strided") {
            let at = self.here();
            self.bump()?;
            self.expect_punct("<")?;
            self.expect_punct("[")?;
            let mut strides = Vec::new();
            self.comma_list("]", |p| {
                let here = p.here();
                let s = p.parse_int_or_question("stride")?;
                // (As MLIR: a zero stride is only known at run time.)
                if s == Some(0) {
                    return Err(p.error_at(here, "strides must not be zero"));
                }
                strides.push(s);
                Ok(())
            })?;
            let mut offset = Some(0);
            if self.eat_punct(",")? {
                self.expect_keyword("offset")?;
                self.expect_punct(":")?;
                offset = self.parse_int_or_question("offset")?;
            }
            self.expect_punct(">")?;
            if strides.len() != rank {
                return Err(
                    self.error_at(at, format!("expected {rank} strides in strided layout, found {}", strides.len()))
                );
            }
            return Ok(Layout::Strided { strides, offset });
        }
        Ok(Layout::Other(Box::new(self.parse_attribute()?)))
    }

    /// An integer or `?` (dynamic).
    pub fn parse_int_or_question(&mut self, what: &str) -> PResult<Option<i64>> {
        if self.eat_punct("?")? {
            return Ok(None);
        }
        let at = self.here();
        let v = self.parse_int(what)?;
        i64::try_from(v).map(Some).map_err(|_| self.error_at(at, format!("{what} is too large")))
    }

    fn parse_vector_body(&mut self) -> PResult<Type> {
        self.expect_punct("<")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let p = self.raw_skip();
            let (is_scalable, start) = if self.src.get(p) == Some(&b'[') { (true, p + 1) } else { (false, p) };
            if !self.src.get(start).is_some_and(|c| c.is_ascii_digit()) {
                break;
            }
            let mut e = start;
            while e < self.src.len() && self.src[e].is_ascii_digit() {
                e += 1;
            }
            let n: i64 = std::str::from_utf8(&self.src[start..e])
                .unwrap_or("")
                .parse()
                .map_err(|_| self.error_at(start, "dimension size is too large"))?;
            if is_scalable {
                if self.src.get(e) != Some(&b']') {
                    return Err(self.error_at(e, "expected ']' in scalable dimension"));
                }
                e += 1;
            }
            if n == 0 {
                return Err(self.error_at(start, "vector types must have positive constant sizes but got 0"));
            }
            self.reset_to(e);
            self.raw_expect_x()?;
            shape.push(n);
            scalable.push(is_scalable);
        }
        let at = self.here();
        let elem = self.parse_type()?;
        if !(elem.is_integer() || elem.is_index() || elem.is_float()) {
            return Err(self.error_at(at, format!("vector elements must be int/index/float type but got '{elem}'")));
        }
        self.expect_punct(">")?;
        Ok(Type::Vector { shape, scalable, elem: Box::new(elem) })
    }

    // ----- `!` types -----

    fn parse_bang_type(&mut self) -> PResult<Type> {
        let t = self.bump()?;
        let full = &self.text(&t)[1..];
        if !full.contains('.') && self.src.get(t.end) != Some(&b'<') {
            return match self.type_aliases.get(full) {
                Some(ty) => Ok(ty.clone()),
                None => Err(self.error_at(t.start, format!("undefined type alias '!{full}'"))),
            };
        }
        match full.strip_prefix("llvm.") {
            Some(kind @ ("ptr" | "void" | "struct" | "array" | "func" | "vec")) => {
                self.parse_llvm_type_body(kind, t.end)
            }
            _ => self.parse_other_bang_type(full, t.end),
        }
    }

    /// An LLVM type after its keyword (`ptr`, `struct`, ...), which ended at byte `end`.
    fn parse_llvm_type_body(&mut self, kind: &str, end: usize) -> PResult<Type> {
        match kind {
            "ptr" => {
                let mut addr_space = 0;
                if self.src.get(end) == Some(&b'<') {
                    self.expect_punct("<")?;
                    let at = self.here();
                    addr_space = u32::try_from(self.parse_int("address space")?)
                        .map_err(|_| self.error_at(at, "address space is too large"))?;
                    self.expect_punct(">")?;
                }
                Ok(Type::LlvmPtr { addr_space })
            }
            "void" => Ok(Type::LlvmVoid),
            "struct" => self.parse_llvm_struct(),
            "vec" => self.parse_llvm_vec(),
            "array" => {
                self.expect_punct("<")?;
                let at = self.here();
                let len = u64::try_from(self.parse_int("array length")?)
                    .map_err(|_| self.error_at(at, "array length out of range"))?;
                self.expect_keyword("x")?;
                let elem = self.parse_type()?;
                self.expect_punct(">")?;
                Ok(Type::LlvmArray { len, elem: Box::new(elem) })
            }
            _ => {
                self.expect_punct("<")?;
                let ret = self.parse_type()?;
                self.expect_punct("(")?;
                let mut params = Vec::new();
                let mut vararg = false;
                self.comma_list(")", |p| {
                    if p.eat_punct("...")? {
                        vararg = true;
                    } else {
                        params.push(p.parse_type()?);
                    }
                    Ok(())
                })?;
                self.expect_punct(">")?;
                Ok(Type::LlvmFunc(Box::new(LlvmFuncType { ret, params, vararg })))
            }
        }
    }

    /// `!enzyme.Tape` or an opaque `!dialect.name<...>` type.
    fn parse_other_bang_type(&mut self, full: &str, end: usize) -> PResult<Type> {
        match full {
            "enzyme.Tape" => Ok(Type::EnzymeTape),
            _ => {
                let dialect = full.split('.').next().unwrap_or(full).to_string();
                let mut text = full.to_string();
                if self.src.get(end) == Some(&b'<') {
                    text.push_str(&self.capture_balanced(end)?);
                }
                Ok(Type::Opaque { dialect, text })
            }
        }
    }

    /// `vec<4 x ptr>` or `vec<? x 4 x ptr>` (scalable): a vector of pointers,
    /// which builtin vectors cannot hold. It is a `Type::Vector` of
    /// `!llvm.ptr` (printed back in this form).
    fn parse_llvm_vec(&mut self) -> PResult<Type> {
        self.expect_punct("<")?;
        let scalable = self.eat_punct("?")?;
        if scalable {
            self.expect_keyword("x")?;
        }
        let at = self.here();
        let len = i64::try_from(self.parse_int("vector length")?)
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| self.error_at(at, "vector length must be positive"))?;
        self.expect_keyword("x")?;
        let eat = self.here();
        let elem = self.parse_type()?;
        if !elem.is_llvm_ptr() {
            return Err(self.error_at(eat, "cannot use !llvm.vec for built-in primitives, use 'vector' instead"));
        }
        self.expect_punct(">")?;
        Ok(Type::Vector { shape: vec![len], scalable: vec![scalable], elem: Box::new(elem) })
    }

    fn parse_llvm_struct(&mut self) -> PResult<Type> {
        self.expect_punct("<")?;
        let mut name = None;
        if let Tok::Str(s) = self.peek().tok.clone() {
            self.bump()?;
            name = Some(s);
            if self.eat_punct(">")? {
                return Ok(Type::LlvmStruct(Box::new(LlvmStructType { name, packed: false, body: None })));
            }
            self.expect_punct(",")?;
            if self.eat_keyword("opaque")? {
                self.expect_punct(">")?;
                return Ok(Type::LlvmStruct(Box::new(LlvmStructType { name, packed: false, body: None })));
            }
        }
        let packed = self.eat_keyword("packed")?;
        self.expect_punct("(")?;
        let mut body = Vec::new();
        self.comma_list(")", |p| {
            body.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect_punct(">")?;
        Ok(Type::LlvmStruct(Box::new(LlvmStructType { name, packed, body: Some(body) })))
    }

    /// Replace the `#alias` / `!alias` references inside a verbatim body by
    /// what they stand for, so the body stays valid once printed without the
    /// alias definitions.
    fn expand_aliases(&self, text: &str) -> String {
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let mut i = 0;
        let mut copied = 0;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
                c @ (b'#' | b'!') if i + 1 < b.len() && (b[i + 1].is_ascii_alphanumeric() || b[i + 1] == b'_') => {
                    let mut j = i + 1;
                    while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'$' | b'.' | b'-')) {
                        j += 1;
                    }
                    let name = &text[i + 1..j];
                    let expansion = if name.contains('.') || b.get(j) == Some(&b'<') {
                        None
                    } else if c == b'#' {
                        self.attr_aliases.get(name).map(|a| a.to_string())
                    } else {
                        self.type_aliases.get(name).map(|t| t.to_string())
                    };
                    if let Some(e) = expansion {
                        out.push_str(&text[copied..i]);
                        out.push_str(&e);
                        copied = j;
                    }
                    i = j;
                }
                _ => i += 1,
            }
        }
        out.push_str(&text[copied.min(text.len())..]);
        out
    }

    /// Capture `<...>` starting at byte `start` (which holds `<`) verbatim,
    /// balancing brackets and skipping string literals; moves the cursor past it.
    pub(crate) fn capture_balanced(&mut self, start: usize) -> PResult<String> {
        let src = self.src;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < src.len() {
            let c = src[i];
            match c {
                // (`<=` in an integer set is no opening bracket.)
                b'<' if src.get(i + 1) == Some(&b'=') => {}
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` and `>=` inside a body are not closing brackets.
                    if c == b'>' && ((i > 0 && src[i - 1] == b'-') || src.get(i + 1) == Some(&b'=')) {
                        i += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.pop() != Some(open) {
                        return Err(
                            self.error_at(i, format!("unbalanced '{}' in dialect attribute or type body", c as char))
                        );
                    }
                    if stack.is_empty() {
                        let text = String::from_utf8_lossy(&src[start..=i]).into_owned();
                        self.reset_to(i + 1);
                        return Ok(self.expand_aliases(&text));
                    }
                }
                b'"' => {
                    i += 1;
                    while i < src.len() && src[i] != b'"' {
                        if src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Err(self.error_at(start, "unterminated '<' in dialect attribute or type body"))
    }
}

fn builtin_scalar(s: &str) -> Option<Type> {
    Some(match s {
        "f16" => Type::F16,
        "bf16" => Type::BF16,
        "f32" => Type::F32,
        "f64" => Type::F64,
        "index" => Type::Index,
        "none" => Type::None,
        "f80" => Type::OtherFloat("f80"),
        "f128" => Type::OtherFloat("f128"),
        "tf32" => Type::OtherFloat("tf32"),
        "f8E4M3FN" => Type::OtherFloat("f8E4M3FN"),
        "f8E5M2" => Type::OtherFloat("f8E5M2"),
        "f8E4M3FNUZ" => Type::OtherFloat("f8E4M3FNUZ"),
        "f8E5M2FNUZ" => Type::OtherFloat("f8E5M2FNUZ"),
        "f8E4M3B11FNUZ" => Type::OtherFloat("f8E4M3B11FNUZ"),
        _ => return None,
    })
}

/// `i32`, `si8`, `ui64`: `Some(Ok(..))`; `Some(Err)` for a bad width; `None` if not an integer type.
fn int_type(s: &str) -> Option<Result<(u32, Signedness), String>> {
    let (sign, digits) = if let Some(d) = s.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = s.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = s.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    match digits.parse::<u32>() {
        Ok(w) if (1..=16_777_215).contains(&w) => Some(Ok((w, sign))),
        Ok(0) => Some(Err(format!("integer types of width 0 are not supported: '{s}'"))),
        _ => Some(Err(format!("integer bitwidth is limited to 16777215 bits: '{s}'"))),
    }
}

/// Is `s` a plain identifier (printable without quotes)?
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && (b[0].is_ascii_alphabetic() || b[0] == b'_') && b.iter().all(|&c| is_bare_cont(c))
}
