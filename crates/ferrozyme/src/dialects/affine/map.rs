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

    /// The largest dim and symbol positions used, plus one.
    fn extent(&self, dims: &mut usize, syms: &mut usize) {
        match self {
            Expr::Dim(i) => *dims = (*dims).max(i + 1),
            Expr::Sym(i) => *syms = (*syms).max(i + 1),
            Expr::Const(_) => {}
            Expr::Add(a, b) => {
                a.extent(dims, syms);
                b.extent(dims, syms);
            }
            e => {
                let (_, a, b) = e.strong().expect("a binary expression");
                a.extent(dims, syms);
                b.extent(dims, syms);
            }
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
    /// overflow). `floordiv`, `ceildiv` round down and up; `mod` is the
    /// remainder of `floordiv` (non-negative for a positive divisor).
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
                    Strong::CeilDiv => {
                        let q = floor_div(x, y)?;
                        if q.checked_mul(y)? == x {
                            q
                        } else {
                            q.checked_add(1)?
                        }
                    }
                    Strong::Mod => x.checked_sub(floor_div(x, y)?.checked_mul(y)?)?,
                }
            }
        })
    }
}

fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if (x % y != 0) && ((x < 0) != (y < 0)) { q - 1 } else { q })
}

/// An affine map: `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub dims: usize,
    pub syms: usize,
    pub results: Vec<Expr>,
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
    pub fn parse(text: &str) -> Result<Map, String> {
        let body = strip(text, "affine_map")?;
        let toks = tokenize(body)?;
        let mut c = Cursor { toks: &toks, at: 0 };
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
    /// `a == b` are all taken (as MLIR does) and kept as `e >= 0` / `e == 0`.
    pub fn parse(text: &str) -> Result<Set, String> {
        let body = strip(text, "affine_set")?;
        let toks = tokenize(body)?;
        let mut c = Cursor { toks: &toks, at: 0 };
        let (dims, syms) = c.header()?;
        c.expect(":")?;
        c.expect("(")?;
        let mut constraints = Vec::new();
        loop {
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
            if c.eat(")") {
                break;
            }
            c.expect(",")?;
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

/// The `<...>` body of `kind<...>`.
fn strip<'a>(text: &'a str, kind: &str) -> Result<&'a str, String> {
    text.trim()
        .strip_prefix(kind)
        .and_then(|t| t.trim_start().strip_prefix('<'))
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| format!("expected an '{kind}<...>' attribute, got '{text}'"))
}

/// A token of affine syntax.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Num(i64),
    /// A name: a dim or symbol of the map's lists, or `floordiv`, `ceildiv`, `mod`.
    Id(String),
    /// A leaf already resolved (subscripts naming SSA values).
    Leaf(Expr),
    Punct(&'static str),
}

const PUNCT: [&str; 13] = ["->", ">=", "<=", "==", "(", ")", "[", "]", ",", "+", "-", "*", ":"];

fn tokenize(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = text[s..i].parse().map_err(|_| format!("integer '{}' is out of range", &text[s..i]))?;
            out.push(Tok::Num(n));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'$' | b'.')) {
                i += 1;
            }
            out.push(Tok::Id(text[s..i].to_string()));
        } else if let Some(p) = PUNCT.iter().find(|p| text[i..].starts_with(**p)) {
            out.push(Tok::Punct(p));
            i += p.len();
        } else {
            return Err(format!(
                "unexpected character '{}' in affine expression",
                &text[i..].chars().next().unwrap_or(' ')
            ));
        }
    }
    Ok(out)
}

/// A position in a token list.
struct Cursor<'t> {
    toks: &'t [Tok],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }
    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn unexpected(&self, want: &str) -> String {
        match self.peek() {
            None => format!("expected {want} in affine expression, but it ends"),
            Some(t) => format!("expected {want} in affine expression, found {}", describe(t)),
        }
    }
    fn expect(&mut self, p: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("'{p}'")))
        }
    }
    fn end(&self) -> Result<(), String> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(format!("unexpected {} after affine expression", describe(t))),
        }
    }

    /// `(d0, d1)[s0]` (the brackets optional): the dim and symbol names.
    fn header(&mut self) -> Result<(Vec<String>, Vec<String>), String> {
        let names = |c: &mut Self, close: &str| -> Result<Vec<String>, String> {
            let mut out = Vec::new();
            if c.eat(close) {
                return Ok(out);
            }
            loop {
                match c.peek() {
                    Some(Tok::Id(n)) => {
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
    fn expr_named(&mut self, dims: &[String], syms: &[String]) -> Result<Expr, String> {
        let leaf = |n: &str| {
            if let Some(i) = dims.iter().position(|d| d == n) {
                Some(Expr::Dim(i))
            } else {
                syms.iter().position(|s| s == n).map(Expr::Sym)
            }
        };
        self.sum(&leaf)
    }

    fn sum(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<Expr, String> {
        let mut e = self.product(leaf)?;
        loop {
            if self.eat("+") {
                e = Expr::Add(Box::new(e), Box::new(self.product(leaf)?));
            } else if self.eat("-") {
                e = Expr::Add(Box::new(e), Box::new(self.product(leaf)?.negated()));
            } else {
                return Ok(e);
            }
        }
    }

    fn product(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<Expr, String> {
        let mut e = self.unary(leaf)?;
        loop {
            let op = match self.peek() {
                Some(Tok::Punct("*")) => Strong::Mul,
                Some(Tok::Id(k)) if k == "floordiv" => Strong::FloorDiv,
                Some(Tok::Id(k)) if k == "ceildiv" => Strong::CeilDiv,
                Some(Tok::Id(k)) if k == "mod" => Strong::Mod,
                _ => return Ok(e),
            };
            self.at += 1;
            e = op.build(e, self.unary(leaf)?);
        }
    }

    fn unary(&mut self, leaf: &dyn Fn(&str) -> Option<Expr>) -> Result<Expr, String> {
        if self.eat("-") {
            return Ok(self.unary(leaf)?.negated());
        }
        if self.eat("(") {
            let e = self.sum(leaf)?;
            self.expect(")")?;
            return Ok(e);
        }
        let e = match self.peek() {
            Some(Tok::Num(n)) => Expr::Const(*n),
            Some(Tok::Leaf(e)) => e.clone(),
            Some(Tok::Id(n)) => match leaf(n) {
                Some(e) => e,
                None => return Err(format!("use of undeclared identifier '{n}' in affine expression")),
            },
            _ => return Err(self.unexpected("an integer, a dimension, a symbol or '('")),
        };
        self.at += 1;
        Ok(e)
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

/// Parse one expression from tokens whose leaves are already resolved
/// (`Tok::Leaf`), all of them.
pub fn parse_leaves(toks: &[Tok]) -> Result<Expr, String> {
    let mut c = Cursor { toks, at: 0 };
    let e = c.sum(&|_| None)?;
    c.end()?;
    Ok(e)
}

/// The map of results `results` over as many dims and symbols as they use.
pub fn map_of(results: Vec<Expr>, dims: usize, syms: usize) -> Map {
    let (mut d, mut s) = (dims, syms);
    for e in &results {
        e.extent(&mut d, &mut s);
    }
    Map { dims: d, syms: s, results }
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
            "affine_map<()[s0] -> (s0)>",
            "affine_map<(d0) -> ()>",
        ] {
            assert_eq!(reprint(t), t);
            assert_eq!(reprint(&reprint(t)), t);
        }
        assert_eq!(reprint("affine_map<(i, j)[N] -> (i+N, j*2)>"), "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>");
    }

    #[test]
    fn evaluates_like_mlir() {
        let m = Map::parse("affine_map<(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0, -d0 + 2 * s0)>").unwrap();
        let at = |x, s| m.results.iter().map(|e| e.eval(&[x], &[s])).collect::<Vec<_>>();
        assert_eq!(at(7, 2), [Some(3), Some(4), Some(1), Some(-3)]);
        assert_eq!(at(-7, 2), [Some(-4), Some(-3), Some(1), Some(11)]);
        assert_eq!(at(6, 3), [Some(2), Some(2), Some(0), Some(0)]);
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
        assert!(Map::parse("affine_map<(d0) -> (d1)>").unwrap_err().contains("undeclared identifier 'd1'"));
        assert!(Map::parse("affine_map<(d0) -> (d0 +)>").unwrap_err().contains("found ')'"));
        assert!(Map::parse("affine_map<(d0) -> (d0 % 2)>").unwrap_err().contains("unexpected character '%'"));
    }
}
