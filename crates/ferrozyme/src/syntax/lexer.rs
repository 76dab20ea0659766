//! The lexer: turns MLIR text into tokens on demand (the parser pulls one token
//! at a time and may also scan raw text, e.g. for shape lists like `4x?xf32`
//! or the bodies of unknown dialect attributes). Never panics on any input:
//! invalid UTF-8, stray bytes and unterminated strings become error tokens.

/// A token kind. Text is taken from the source by span, except for decoded strings.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `foo`, `arith.addf`, `f32`, `x`.
    Bare,
    /// `%name` (text excludes `%`).
    Percent,
    /// `^bb0`.
    Caret,
    /// `@name` or `@"quoted"`; the decoded name.
    At(String),
    /// `#name` or `#dialect.name`.
    Hash,
    /// `!name` or `!dialect.name`.
    Bang,
    Int,
    Float,
    /// A string literal, decoded.
    Str(String),
    Punct(&'static str),
    Eof,
    /// Lexing failed with this message.
    Error(String),
}

/// A token with its byte span.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub start: usize,
    pub end: usize,
}

pub fn is_bare_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
pub fn is_bare_cont(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_cont(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// Skip white space and `//` comments from `pos`; returns the new position.
pub fn skip_trivia(src: &[u8], mut pos: usize) -> usize {
    loop {
        while pos < src.len() && matches!(src[pos], b' ' | b'\t' | b'\n' | b'\r') {
            pos += 1;
        }
        if src[pos..].starts_with(b"//") {
            while pos < src.len() && src[pos] != b'\n' {
                pos += 1;
            }
            continue;
        }
        return pos;
    }
}

/// Lex one token starting at `pos` (trivia already skipped).
pub fn lex(src: &[u8], pos: usize) -> Token {
    let tok = |tok, end| Token { tok, start: pos, end };
    let Some(&c) = src.get(pos) else {
        return tok(Tok::Eof, pos);
    };
    let rest = &src[pos..];
    match c {
        b'(' | b')' | b'{' | b'}' | b'[' | b']' | b'<' | b'>' | b',' | b'=' | b'?' | b'*' | b'+' | b'|' => {
            let p: &'static str = match c {
                b'(' => "(",
                b')' => ")",
                b'{' => "{",
                b'}' => "}",
                b'[' => "[",
                b']' => "]",
                b'<' => "<",
                b'>' => ">",
                b',' => ",",
                b'=' => "=",
                b'?' => "?",
                b'*' => "*",
                b'+' => "+",
                _ => "|",
            };
            tok(Tok::Punct(p), pos + 1)
        }
        b':' if rest.starts_with(b"::") => tok(Tok::Punct("::"), pos + 2),
        b':' => tok(Tok::Punct(":"), pos + 1),
        b'-' if rest.starts_with(b"->") => tok(Tok::Punct("->"), pos + 2),
        b'-' => tok(Tok::Punct("-"), pos + 1),
        b'.' if rest.starts_with(b"...") => tok(Tok::Punct("..."), pos + 3),
        b'"' => lex_string(src, pos),
        b'%' | b'^' | b'#' | b'!' => {
            let kind = match c {
                b'%' => Tok::Percent,
                b'^' => Tok::Caret,
                b'#' => Tok::Hash,
                _ => Tok::Bang,
            };
            let mut end = pos + 1;
            while end < src.len() && is_suffix_cont(src[end]) {
                end += 1;
            }
            if end == pos + 1 {
                return tok(Tok::Error(format!("expected an identifier after '{}'", c as char)), end);
            }
            // `%name#3` names one result of a group.
            if c == b'%' && src.get(end) == Some(&b'#') && src.get(end + 1).is_some_and(|d| d.is_ascii_digit()) {
                end += 1;
                while end < src.len() && src[end].is_ascii_digit() {
                    end += 1;
                }
            }
            tok(kind, end)
        }
        b'@' => {
            if src.get(pos + 1) == Some(&b'"') {
                let t = lex_string(src, pos + 1);
                return match t.tok {
                    Tok::Str(s) => tok(Tok::At(s), t.end),
                    other => Token { tok: other, start: pos, end: t.end },
                };
            }
            let mut end = pos + 1;
            if end < src.len() && (is_bare_start(src[end]) || src[end] == b'$' || src[end] == b'.') {
                while end < src.len() && (is_bare_cont(src[end]) || src[end] == b'-') {
                    end += 1;
                }
                let name = String::from_utf8_lossy(&src[pos + 1..end]).into_owned();
                tok(Tok::At(name), end)
            } else {
                tok(Tok::Error("expected a symbol name after '@'".into()), pos + 1)
            }
        }
        b'0'..=b'9' => lex_number(src, pos),
        _ if is_bare_start(c) => {
            let mut end = pos + 1;
            while end < src.len() && is_bare_cont(src[end]) {
                end += 1;
            }
            tok(Tok::Bare, end)
        }
        _ => {
            let len = utf8_len(rest);
            let shown = std::str::from_utf8(&rest[..len])
                .map(|s| format!("'{s}'"))
                .unwrap_or_else(|_| format!("byte 0x{c:02x}"));
            tok(Tok::Error(format!("unexpected character {shown}")), pos + len)
        }
    }
}

fn utf8_len(s: &[u8]) -> usize {
    let n = match s.first() {
        Some(c) if *c >= 0xf0 => 4,
        Some(c) if *c >= 0xe0 => 3,
        Some(c) if *c >= 0xc0 => 2,
        _ => 1,
    };
    n.min(s.len()).max(1)
}

fn lex_number(src: &[u8], pos: usize) -> Token {
    let mut end = pos;
    if src[pos..].starts_with(b"0x") && src.get(pos + 2).is_some_and(|c| c.is_ascii_hexdigit()) {
        end = pos + 2;
        while end < src.len() && src[end].is_ascii_hexdigit() {
            end += 1;
        }
        return Token { tok: Tok::Int, start: pos, end };
    }
    while end < src.len() && src[end].is_ascii_digit() {
        end += 1;
    }
    if src.get(end) != Some(&b'.') {
        return Token { tok: Tok::Int, start: pos, end };
    }
    end += 1;
    while end < src.len() && src[end].is_ascii_digit() {
        end += 1;
    }
    if matches!(src.get(end), Some(b'e' | b'E')) {
        let mut e = end + 1;
        if matches!(src.get(e), Some(b'+' | b'-')) {
            e += 1;
        }
        if src.get(e).is_some_and(|c| c.is_ascii_digit()) {
            while e < src.len() && src[e].is_ascii_digit() {
                e += 1;
            }
            end = e;
        } else if !src.get(e).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_') {
            // (`1.0e`, `1.0e+`: an exponent without digits.)
            return Token { tok: Tok::Error("expected digits in the exponent of a float".into()), start: pos, end: e };
        }
    }
    Token { tok: Tok::Float, start: pos, end }
}

fn lex_string(src: &[u8], pos: usize) -> Token {
    let mut out: Vec<u8> = Vec::new();
    let mut i = pos + 1;
    loop {
        match src.get(i) {
            None | Some(b'\n') => {
                return Token { tok: Tok::Error("expected '\"' in string literal".into()), start: pos, end: i };
            }
            Some(b'"') => {
                return Token { tok: Tok::Str(decode_bytes(&out)), start: pos, end: i + 1 };
            }
            Some(b'\\') => {
                let a = src.get(i + 1).copied();
                match a {
                    Some(b'n') => out.push(b'\n'),
                    Some(b't') => out.push(b'\t'),
                    Some(b'\\') => out.push(b'\\'),
                    Some(b'"') => out.push(b'"'),
                    Some(h1) if h1.is_ascii_hexdigit() && src.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit()) => {
                        let h2 = src[i + 2];
                        let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                        out.push(hex(h1) * 16 + hex(h2));
                        i += 3;
                        continue;
                    }
                    _ => {
                        return Token {
                            tok: Tok::Error("unknown escape in string literal".into()),
                            start: i,
                            end: i + 2,
                        }
                    }
                }
                i += 2;
            }
            Some(&c) => {
                out.push(c);
                i += 1;
            }
        }
    }
}

/// First code point of the private-use range whose upper half stands for raw bytes.
pub const RAW_BYTE_BASE: u32 = 0xF700;

/// Decode the bytes of a string literal. MLIR strings are byte strings: bytes
/// that are not valid UTF-8 become the private-use characters
/// `U+F780..=U+F7FF`, which the printer writes back as the same `\XX` escapes.
pub fn decode_bytes(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        s.push_str(chunk.valid());
        for &b in chunk.invalid() {
            s.push(char::from_u32(RAW_BYTE_BASE + b as u32).unwrap_or('\u{FFFD}'));
        }
    }
    s
}
