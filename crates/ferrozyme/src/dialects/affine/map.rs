//! Affine expressions, maps and integer sets: the contents of the
//! `affine_map<(d0)[s0] -> (d0 + s0)>` and `affine_set<(d0) : (d0 - 1 >= 0)>`
//! attributes, and the subscripts of `affine.load %A[%i + 1]`. One grammar
//! (`+ - * floordiv ceildiv mod`, unary minus, parentheses, integers, dims
//! and symbols) over one token list, whether the leaves are named in the
//! map's own `(d0, d1)[s0]` lists or are SSA values. Printing follows MLIR's
//! (`d0 - 1`, `-d0`, `(d0 floordiv 3) * 5`), so that what is printed parses
//! back to the same expression.

use std::fmt::Write;

/// An affine expression over `dims` and `syms` (by position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    FloorDiv(Box<Expr>, Box<Expr>),
    CeilDiv(Box<Expr>, Box<Expr>),
    Mod(Box<Expr>, Box<Expr>),
}

/// The binary operators that bind tighter than `+`, with their spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strong {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl Strong {
    fn spelling(self) -> &'static str {
        match self {
            Strong::Mul => " * ",
            Strong::FloorDiv => " floordiv ",
            Strong::CeilDiv => " ceildiv ",
            Strong::Mod => " mod ",
        }
    }
    fn build(self, a: Expr, b: Expr) -> Expr {
        let (a, b) = (Box::new(a), Box::new(b));
        match self {
            Strong::Mul => Expr::Mul(a, b),
            Strong::FloorDiv => Expr::FloorDiv(a, b),
            Strong::CeilDiv => Expr::CeilDiv(a, b),
            Strong::Mod => Expr::Mod(a, b),
        }
    }
}

impl Expr {
    /// `self * -1`, folded for constants (so `d0 - 5` is `d0 + -5`, as in MLIR).
    fn negated(self) -> Expr {
        match self {
            Expr::Const(c) => Expr::Const(c.wrapping_neg()),
            e => Expr::Mul(Box::new(e), Box::new(Expr::Const(-1))),
        }
    }

    /// The tightly binding operator and operands of a non-`+` binary expression.
    pub fn strong(&self) -> Option<(Strong, &Expr, &Expr)> {
        match self {
            Expr::Mul(a, b) => Some((Strong::Mul, a, b)),
            Expr::FloorDiv(a, b) => Some((Strong::FloorDiv, a, b)),
            Expr::CeilDiv(a, b) => Some((Strong::CeilDiv, a, b)),
            Expr::Mod(a, b) => Some((Strong::Mod, a, b)),
            _ => None,
        }
    }

    /// Print with leaves named by `leaf` (`d0`, `%arg3`, `symbol(%n)`).
    pub fn print(&self, out: &mut String, leaf: &dyn Fn(&Expr) -> String) {
        self.print_in(out, false, leaf);
    }

    /// MLIR's printer: `strong` is set when the enclosing operator binds
    /// tighter than `+`, and then any binary expression gets parentheses.
    fn print_in(&self, out: &mut String, strong: bool, leaf: &dyn Fn(&Expr) -> String) {
        let open = |out: &mut String| {
            if strong {
                out.push('(');
            }
        };
        let close = |out: &mut String| {
            if strong {
                out.push(')');
            }
        };
        match self {
            Expr::Dim(_) | Expr::Sym(_) => out.push_str(&leaf(self)),
            Expr::Const(c) => {
                let _ = write!(out, "{c}");
            }
            Expr::Add(a, b) => {
                open(out);
                a.print_in(out, false, leaf);
                match &**b {
                    Expr::Mul(x, c) if **c == Expr::Const(-1) => {
                        out.push_str(" - ");
                        x.print_in(out, matches!(**x, Expr::Add(..)), leaf);
                    }
                    Expr::Mul(x, c) if matches!(**c, Expr::Const(k) if k < -1) => {
                        let Expr::Const(k) = **c else { unreachable!() };
                        out.push_str(" - ");
                        x.print_in(out, true, leaf);
                        let _ = write!(out, " * {}", k.unsigned_abs());
                    }
                    Expr::Const(k) if *k < 0 => {
                        let _ = write!(out, " - {}", k.unsigned_abs());
                    }
                    // (MLIR prints a `+` operand weakly; the parentheses
                    // keep `a + (b + c)` the same expression when read back.)
                    b => {
                        out.push_str(" + ");
                        b.print_in(out, matches!(b, Expr::Add(..)), leaf);
                    }
                }
                close(out);
            }
            e => {
                let (op, a, b) = e.strong().expect("a binary expression");
                open(out);
                if op == Strong::Mul && *b == Expr::Const(-1) {
                    out.push('-');
                    a.print_in(out, true, leaf);
                } else {
                    a.print_in(out, true, leaf);
                    out.push_str(op.spelling());
                    b.print_in(out, true, leaf);
                }
                close(out);
            }
        }
    }

    /// The value at `dims`, `syms` (`None` on a division by zero or an
    /// overflow), as `mlir-opt --lower-affine` computes it: `floordiv` and
    /// `ceildiv` round down and up and `mod` is non-negative for a positive
    /// divisor (for a negative one, MLIR's formulas, which assume a positive
    /// divisor, give what they give: [`floor_div`], [`ceil_div`], [`modulo`]).
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        Some(match self {
            Expr::Dim(i) => *dims.get(*i)?,
            Expr::Sym(i) => *syms.get(*i)?,
            Expr::Const(c) => *c,
            Expr::Add(a, b) => a.eval(dims, syms)?.checked_add(b.eval(dims, syms)?)?,
            e => {
                let (op, a, b) = e.strong().expect("a binary expression");
                let (x, y) = (a.eval(dims, syms)?, b.eval(dims, syms)?);
                match op {
                    Strong::Mul => x.checked_mul(y)?,
                    Strong::FloorDiv => floor_div(x, y)?,
                    Strong::CeilDiv => ceil_div(x, y)?,
                    Strong::Mod => modulo(x, y)?,
                }
            }
        })
    }

    /// Does `self` use no dimension (a constant or symbolic expression)?
    pub fn is_symbolic(&self) -> bool {
        match self {
            Expr::Dim(_) => false,
            Expr::Sym(_) | Expr::Const(_) => true,
            Expr::Add(a, b) => a.is_symbolic() && b.is_symbolic(),
            e => {
                let (_, a, b) = e.strong().expect("a binary expression");
                a.is_symbolic() && b.is_symbolic()
            }
        }
    }

    /// A constant divisor of `floordiv`, `ceildiv` or `mod` that is not
    /// positive (`--lower-affine` refuses those).
    pub fn non_positive_divisor(&self) -> Option<i64> {
        match self {
            Expr::Dim(_) | Expr::Sym(_) | Expr::Const(_) => None,
            Expr::Add(a, b) => a.non_positive_divisor().or_else(|| b.non_positive_divisor()),
            e => {
                let (op, a, b) = e.strong().expect("a binary expression");
                match (op, b) {
                    (Strong::Mul, _) => None,
                    (_, Expr::Const(c)) if *c <= 0 => Some(*c),
                    _ => None,
                }
                .or_else(|| a.non_positive_divisor())
                .or_else(|| b.non_positive_divisor())
            }
        }
    }
}

/// `x floordiv y` as lowered by MLIR: `x < 0 ? -1 - (-1 - x) / y : x / y`.
pub fn floor_div(x: i64, y: i64) -> Option<i64> {
    Some(if x < 0 { (-1i64).checked_sub((-1i64).checked_sub(x)?.checked_div(y)?)? } else { x.checked_div(y)? })
}

/// `x ceildiv y` as lowered by MLIR: `x <= 0 ? -(-x / y) : 1 + (x - 1) / y`.
pub fn ceil_div(x: i64, y: i64) -> Option<i64> {
    Some(if x <= 0 {
        x.checked_neg()?.checked_div(y)?.checked_neg()?
    } else {
        (x - 1).checked_div(y)?.checked_add(1)?
    })
}

/// `x mod y` as lowered by MLIR: the remainder, plus `y` where negative.
pub fn modulo(x: i64, y: i64) -> Option<i64> {
    let r = x.checked_rem(y)?;
    if r < 0 {
        r.checked_add(y)
    } else {
        Some(r)
    }
}

/// An affine map: `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub dims: usize,
    pub syms: usize,
    pub results: Vec<Expr>,
}

/// A syntax error at a byte offset of the text read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub msg: String,
    pub offset: usize,
}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg)
    }
}

impl Map {
    /// `() -> (c)`.
    pub fn constant(c: i64) -> Map {
        Map { dims: 0, syms: 0, results: vec![Expr::Const(c)] }
    }
    /// `()[s0] -> (s0)`.
    pub fn symbol() -> Map {
        Map { dims: 0, syms: 1, results: vec![Expr::Sym(0)] }
    }
    /// The constant of `() -> (c)`.
    pub fn as_constant(&self) -> Option<i64> {
        match (self.dims, self.syms, self.results.as_slice()) {
            (0, 0, [Expr::Const(c)]) => Some(*c),
            _ => None,
        }
    }
    pub fn is_symbol(&self) -> bool {
        *self == Map::symbol()
    }
    pub fn operands(&self) -> usize {
        self.dims + self.syms
    }

    /// The attribute text, `affine_map<(d0)[s0] -> (d0 + s0)>`.
    pub fn text(&self) -> String {
        let mut out = String::from("affine_map<");
        out.push_str(&header(self.dims, self.syms));
        out.push_str(" -> (");
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            e.print(&mut out, &default_names);
        }
        out.push_str(")>");
        out
    }

    /// Parse an `affine_map<...>` attribute's text.
    pub fn parse(text: &str) -> Result<Map, SyntaxError> {
        let mut c = Cursor::of_text(text, "affine_map")?;
        let (dims, syms) = c.header()?;
        c.expect("->")?;
        c.expect("(")?;
        let mut results = Vec::new();
        if !c.eat(")") {
            loop {
                results.push(c.expr_named(&dims, &syms)?);
                if c.eat(")") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.end()?;
        Ok(Map { dims: dims.len(), syms: syms.len(), results })
    }
}

/// One constraint of an integer set: `expr == 0` (`eq`) or `expr >= 0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    pub expr: Expr,
    pub eq: bool,
}

/// An integer set: `(d0, ...)[s0, ...] : (constraints)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set {
    pub dims: usize,
    pub syms: usize,
    pub constraints: Vec<Constraint>,
}

impl Set {
    /// Parse an `affine_set<...>` attribute's text. `a >= b`, `a <= b` and
    /// `a == b` are all taken (as MLIR does) and kept as `e >= 0` / `e == 0`;
    /// an empty list holds everywhere.
    pub fn parse(text: &str) -> Result<Set, SyntaxError> {
        let mut c = Cursor::of_text(text, "affine_set")?;
        let (dims, syms) = c.header()?;
        c.expect(":")?;
        c.expect("(")?;
        let mut constraints = Vec::new();
        while !c.eat(")") {
            if !constraints.is_empty() {
                c.expect(",")?;
            }
            let a = c.expr_named(&dims, &syms)?;
            let (eq, flip) = if c.eat(">=") {
                (false, false)
            } else if c.eat("<=") {
                (false, true)
            } else if c.eat("==") {
                (true, false)
            } else {
                return Err(c.unexpected("'>=', '<=' or '=='"));
            };
            let b = c.expr_named(&dims, &syms)?;
            let expr = match (flip, b) {
                (false, Expr::Const(0)) => a,
                (true, b) => Expr::Add(Box::new(b), Box::new(a.negated())),
                (false, b) => Expr::Add(Box::new(a), Box::new(b.negated())),
            };
            constraints.push(Constraint { expr, eq });
        }
        c.end()?;
        Ok(Set { dims: dims.len(), syms: syms.len(), constraints })
    }
}

/// `(d0, d1)[s0]`.
fn header(dims: usize, syms: usize) -> String {
    let names = |p: &str, n: usize| (0..n).map(|i| format!("{p}{i}")).collect::<Vec<_>>().join(", ");
    let mut out = format!("({})", names("d", dims));
    if syms > 0 {
        let _ = write!(out, "[{}]", names("s", syms));
    }
    out
}

/// `d0`, `s1`: the names of a map's own text.
pub fn default_names(e: &Expr) -> String {
    match e {
        Expr::Dim(i) => format!("d{i}"),
        Expr::Sym(i) => format!("s{i}"),
        _ => String::new(),
    }
}

/// A token of affine syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An integer literal (its magnitude: a sign is a `-` token).
    Num(i128),
    /// A name: a dim or symbol of the map's lists, or `floordiv`, `ceildiv`, `mod`.
    Id(String),
    /// A leaf already resolved (subscripts naming SSA values).
    Leaf(Expr),
    Punct(&'static str),
}

const PUNCT: [&str; 13] = ["->", ">=", "<=", "==", "(", ")", "[", "]", ",", "+", "-", "*", ":"];

/// Expressions nesting deeper than this are refused (every pass over them
/// recurses).
pub const MAX_DEPTH: usize = 256;

/// The tokens of `text` with their byte offsets (plus `base`).
fn tokenize(text: &str, base: usize) -> Result<Vec<(Tok, usize)>, SyntaxError> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let at = base + i;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let s = i;
            i += if text[i..].starts_with("0x") { 2 } else { 0 };
            while i < b.len() && b[i].is_ascii_hexdigit() {
                i += 1;
            }
            let n = crate::syntax::parse_int_text(&text[s..i])
                .ok_or_else(|| SyntaxError { msg: format!("invalid integer '{}'", &text[s..i]), offset: at })?;
            out.push((Tok::Num(n), at));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.')) {
                i += 1;
            }
            out.push((Tok::Id(text[s..i].to_string()), at));
        } else if let Some(p) = PUNCT.iter().find(|p| text[i..].starts_with(**p)) {
            out.push((Tok::Punct(p), at));
            i += p.len();
        } else {
            let ch = text[i..].chars().next().unwrap_or(' ');
            return Err(SyntaxError { msg: format!("unexpected character '{ch}' in affine expression"), offset: at });
        }
    }
    Ok(out)
}

/// A position in a token list.
pub struct Cursor<'t> {
    toks: std::borrow::Cow<'t, [(Tok, usize)]>,
    at: usize,
    /// The offset reported at the end of the tokens.
    end: usize,
    /// Parentheses and unary minuses open around the current token.
    nest: usize,
}

impl<'t> Cursor<'t> {
    /// Over the body of `kind<...>`; offsets count from the start of `text`.
    fn of_text(text: &str, kind: &str) -> Result<Cursor<'t>, SyntaxError> {
        let bad = || SyntaxError { msg: format!("expected an '{kind}<...>' attribute, got '{text}'"), offset: 0 };
        let open = text.find('<').filter(|&i| text[..i].trim() == kind).ok_or_else(bad)?;
        let body = text[open + 1..].trim_end().strip_suffix('>').ok_or_else(bad)?;
        let toks = tokenize(body, open + 1)?;
        Ok(Cursor { toks: toks.into(), at: 0, end: open + 1 + body.len(), nest: 0 })
    }

    /// Over tokens already made (subscripts), `end` the offset after them.
    pub fn of_tokens(toks: &'t [(Tok, usize)], end: usize) -> Cursor<'t> {
        Cursor { toks: toks.into(), at: 0, end, nest: 0 }
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|(t, _)| t)
    }
    fn here(&self) -> usize {
        self.toks.get(self.at).map_or(self.end, |&(_, o)| o)
    }
    fn error(&self, msg: String) -> SyntaxError {
        SyntaxError { msg, offset: self.here() }
    }
    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn unexpected(&self, want: &str) -> SyntaxError {
        match self.peek() {
            None => self.error(format!("expected {want} in affine expression, but it ends")),
            Some(t) => self.error(format!("expected {want} in affine expression, found {}", describe(t))),
        }
    }
    fn expect(&mut self, p: &str) -> Result<(), SyntaxError> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("'{p}'")))
        }
    }
    fn end(&self) -> Result<(), SyntaxError> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(self.error(format!("unexpected {} after affine expression", describe(t)))),
        }
    }

    /// `(d0, d1)[s0]` (the brackets optional): the dim and symbol names.
    fn header(&mut self) -> Result<(Vec<String>, Vec<String>), SyntaxError> {
        let mut seen: Vec<String> = Vec::new();
        let mut names = |c: &mut Self, close: &str| -> Result<Vec<String>, SyntaxError> {
            let mut out = Vec::new();
            if c.eat(close) {
                return Ok(out);
            }
            loop {
                match c.peek() {
                    Some(Tok::Id(n)) if seen.contains(n) => {
                        return Err(c.error(format!("redefinition of identifier '{n}'")));
                    }
                    Some(Tok::Id(n)) => {
                        seen.push(n.clone());
                        out.push(n.clone());
                        c.at += 1;
                    }
                    _ => return Err(c.unexpected("a dimension or symbol name")),
                }
                if c.eat(close) {
                    return Ok(out);
                }
                c.expect(",")?;
            }
        };
        self.expect("(")?;
        let dims = names(self, ")")?;
        let syms = if self.eat("[") { names(self, "]")? } else { Vec::new() };
        Ok((dims, syms))
    }

    /// An expression whose names are those of `dims` and `syms`.
    fn expr_named(&mut self, dims: &[String], syms: &[String]) -> Result<Expr, SyntaxError> {
        let leaf = |n: &str| {
            if let Some(i) = dims.iter().position(|d| d == n) {
                Some(Expr::Dim(i))
            } else {
                syms.iter().position(|s| s == n).map(Expr::Sym)
            }
        };
        Ok(self.sum(&leaf)?.0)
    }

    /// An expression whose leaves are all resolved (`Tok::Leaf`), to the end.
    pub fn expr_of_leaves(&mut self) -> Result<Expr, SyntaxError> {
        let e = self.sum(&|_| None)?.0;
        self.end()?;
        Ok(e)
    }

    /// Each parsing step returns its expression and that expression's depth.
    fn deeper(&self, depth: usize) -> Result<usize, SyntaxError> {
        if depth > MAX_DEPTH {
            return Err(self.error(format!("affine expression nests deeper than {MAX_DEPTH} levels")));
        }
        Ok(depth)
    }

    fn sum(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<(Expr, usize), SyntaxError> {
        let (mut e, mut d) = self.product(leaf)?;
        loop {
            let neg = if self.eat("+") {
                false
            } else if self.eat("-") {
                true
            } else {
                return Ok((e, d));
            };
            let (mut b, db) = self.product(leaf)?;
            if neg {
                b = b.negated();
            }
            d = self.deeper(d.max(db + usize::from(neg)) + 1)?;
            e = Expr::Add(Box::new(e), Box::new(b));
        }
    }

    fn product(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<(Expr, usize), SyntaxError> {
        let (mut e, mut d) = self.unary(leaf)?;
        loop {
            let op = match self.peek() {
                Some(Tok::Punct("*")) => Strong::Mul,
                Some(Tok::Id(k)) if k == "floordiv" => Strong::FloorDiv,
                Some(Tok::Id(k)) if k == "ceildiv" => Strong::CeilDiv,
                Some(Tok::Id(k)) if k == "mod" => Strong::Mod,
                _ => return Ok((e, d)),
            };
            let at = self.here();
            self.at += 1;
            let (b, db) = self.unary(leaf)?;
            let affine = match op {
                Strong::Mul => e.is_symbolic() || b.is_symbolic(),
                _ => b.is_symbolic(),
            };
            if !affine {
                let msg = match op {
                    Strong::Mul => {
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".to_string()
                    }
                    _ => format!(
                        "non-affine expression: right operand of {} has to be either a constant or symbolic",
                        op.spelling().trim()
                    ),
                };
                return Err(SyntaxError { msg, offset: at });
            }
            d = self.deeper(d.max(db) + 1)?;
            e = op.build(e, b);
        }
    }

    fn unary(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<(Expr, usize), SyntaxError> {
        if self.eat("-") {
            // `-9223372036854775808` is a constant, not the negation of one.
            if let Some(&(Tok::Num(n), _)) = self.toks.get(self.at) {
                if n == 1i128 << 63 && !matches!(self.toks.get(self.at + 1), Some((Tok::Punct("*"), _))) {
                    self.at += 1;
                    return Ok((Expr::Const(i64::MIN), 1));
                }
            }
            self.nest += 1;
            self.deeper(self.nest)?;
            let (e, d) = self.unary(leaf)?;
            self.nest -= 1;
            return Ok((e.negated(), self.deeper(d + 1)?));
        }
        if self.eat("(") {
            self.nest += 1;
            self.deeper(self.nest)?;
            let r = self.sum(leaf)?;
            self.expect(")")?;
            self.nest -= 1;
            return Ok(r);
        }
        let e = match self.peek() {
            Some(Tok::Num(n)) => match i64::try_from(*n) {
                Ok(c) => Expr::Const(c),
                Err(_) => return Err(self.error(format!("integer '{n}' is out of range"))),
            },
            Some(Tok::Leaf(e)) => e.clone(),
            Some(Tok::Id(n)) => match leaf(n) {
                Some(e) => e,
                None => return Err(self.error(format!("use of undeclared identifier '{n}' in affine expression"))),
            },
            _ => return Err(self.unexpected("an integer, a dimension, a symbol or '('")),
        };
        self.at += 1;
        Ok((e, 1))
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Num(n) => format!("'{n}'"),
        Tok::Id(n) => format!("'{n}'"),
        Tok::Leaf(e) => format!("'{}'", {
            let mut s = String::new();
            e.print(&mut s, &default_names);
            s
        }),
        Tok::Punct(p) => format!("'{p}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reprint(text: &str) -> String {
        Map::parse(text).unwrap().text()
    }

    #[test]
    fn prints_what_it_parses() {
        for t in [
            "affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0, d0 floordiv 3)>",
            "affine_map<(d0) -> (-d0, d0 - 1, d0 * -3 + 4, (d0 floordiv 3) * 5, d0 mod 4, d0 ceildiv 2)>",
            "affine_map<(d0, d1) -> (d0 - (d1 + 2), d0 + (d1 + 2), d0 - d1 * 2)>",
            "affine_map<() -> (0)>",
            "affine_map<() -> (-9223372036854775808)>",
            "affine_map<()[s0] -> (s0)>",
            "affine_map<(d0) -> ()>",
        ] {
            assert_eq!(reprint(t), t);
            assert_eq!(reprint(&reprint(t)), t);
        }
        assert_eq!(
            reprint("affine_map<(i, j)[N] -> (i+N, j*2, 0x10)>"),
            "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, 16)>"
        );
    }

    #[test]
    fn evaluates_like_mlir() {
        let m = Map::parse("affine_map<(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, -d0 + 2 * s0)>").unwrap();
        let at = |x, s| m.results.iter().map(|e| e.eval(&[x], &[s])).collect::<Vec<_>>();
        assert_eq!(at(7, 2), [Some(3), Some(4), Some(1), Some(-3)]);
        assert_eq!(at(-7, 2), [Some(-4), Some(-3), Some(1), Some(11)]);
        assert_eq!(at(6, 3), [Some(2), Some(2), Some(0), Some(0)]);
        // (What mlir-cpu-runner-19 prints after --lower-affine.)
        assert_eq!(at(-7, -2)[..3], [Some(2), Some(3), Some(-3)]);
        assert_eq!(at(7, -2)[..3], [Some(-3), Some(-2), Some(1)]);
        assert_eq!(at(1, 0)[0], None);
    }

    #[test]
    fn sets_and_errors() {
        let s = Set::parse("affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 <= d0, d0 == 3)>").unwrap();
        let holds = |x| {
            s.constraints.iter().all(|c| {
                let v = c.expr.eval(&[x], &[2]).unwrap();
                if c.eq {
                    v == 0
                } else {
                    v >= 0
                }
            })
        };
        assert!(holds(3));
        assert!(!holds(1) && !holds(4));
        assert!(Set::parse("affine_set<(d0) : ()>").unwrap().constraints.is_empty());
        let err = |t: &str| Map::parse(t).unwrap_err();
        assert_eq!(
            err("affine_map<(d0) -> (d1)>"),
            SyntaxError { msg: "use of undeclared identifier 'd1' in affine expression".into(), offset: 20 }
        );
        assert!(err("affine_map<(d0) -> (d0 +)>").msg.contains("found ')'"));
        assert_eq!(err("affine_map<(d0) -> (d0 % 2)>").offset, 23);
        assert!(err("affine_map<(d0, d1) -> (d0 * d1)>").msg.starts_with("non-affine expression: at least one"));
        assert!(err("affine_map<(d0, d1) -> (d0 mod d1)>").msg.contains("right operand of mod"));
        assert!(Map::parse("affine_map<(d0)[s0] -> (d0 * s0, d0 floordiv s0)>").is_ok());
        assert_eq!(err("affine_map<(d0, d0) -> (d0)>").msg, "redefinition of identifier 'd0'");
        let deep = format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(100_000), ")".repeat(100_000));
        assert!(err(&deep).msg.contains("deeper than"));
        let long = format!("affine_map<(d0) -> (d0{})>", " + d0".repeat(100_000));
        assert!(err(&long).msg.contains("deeper than"));
    }
}
