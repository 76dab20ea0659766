//! The parser core: token cursor, SSA name scopes (with forward references),
//! block labels, regions, and operations in the generic form. Custom assembly
//! formats are parsed by each dialect's `parse` function (see
//! `dialects::OpDef`), which drives this parser through the small API at the
//! end of this file (operands, types, regions, successors), like MLIR's
//! `OpAsmParser`.
//!
//! Every error is a [`Diagnostic`] at the offending token. Recursion depth is
//! bounded, so deeply nested input gives an error instead of a stack overflow.

use crate::hash::HashMap;
use std::rc::Rc;

use super::lexer::{lex, skip_trivia, Tok, Token};
use super::Diagnostic;
use crate::dialects;
use crate::ir::{
    AttrDict, Attribute, BlockId, Location, Module, OpId, OpName, OpSpec, RegionId, Source, SrcPos, Type, Value,
};

pub type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of types and attributes accepted (each level of their
/// recursive descent takes a few KiB of stack in a debug build).
pub const MAX_DEPTH: u32 = 100;

/// Deepest nesting of regions accepted. Derivatives of branchy functions,
/// whose blocks become nested `scf.if`s, nest deeper than hand-written IR,
/// and what ferrozyme prints must read back. A level of region takes up to
/// about 3.5 KiB of stack in a debug build: 400 levels fit a 2 MiB thread
/// (a test thread; the CLI runs on 256 MiB).
pub const MAX_REGION_DEPTH: u32 = 400;

/// An SSA use not yet resolved to a value (its type is known later).
#[derive(Clone, Debug)]
pub struct UnresolvedOperand {
    pub name: String,
    pub number: u32,
    pub pos: usize,
}

/// A region argument declared in an op's custom syntax, e.g. `%arg0: f32`.
#[derive(Clone, Debug)]
pub struct RegionArg {
    pub name: UnresolvedOperand,
    pub ty: Type,
}

/// What a custom parser fills in; the core turns it into an operation.
#[derive(Debug)]
pub struct OpState {
    pub name: OpName,
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    pub attrs: AttrDict,
    pub properties: Option<Attribute>,
    pub regions: Vec<RegionId>,
    pub successors: Vec<(BlockId, Vec<Value>)>,
    /// Byte offset of the op name (for errors).
    pub pos: usize,
}

struct Scope {
    names: HashMap<String, Vec<Value>>,
    isolated: bool,
    /// Forward references (only used on isolated scopes): name#number → placeholder, use position.
    forward: HashMap<(String, u32), (Value, usize)>,
}

struct BlockTable {
    blocks: HashMap<String, (BlockId, Option<usize>, usize)>, // id, definition pos, first use pos
}

/// The MLIR text parser. Create with [`Parser::new`], run with [`Parser::parse_module`].
pub struct Parser<'a> {
    pub(crate) src: &'a [u8],
    pub(crate) pos: usize,
    peeked: Option<Token>,
    line_starts: Vec<usize>,
    file: String,
    text: Rc<Source>,
    pub m: Module,
    scopes: Vec<Scope>,
    block_tables: Vec<BlockTable>,
    pub(crate) type_aliases: HashMap<String, Type>,
    pub(crate) attr_aliases: HashMap<String, Attribute>,
    /// `loc(#alias)` on operations whose alias is defined later in the file.
    pub(crate) deferred_locs: Vec<(OpId, String, usize)>,
    pub(crate) depth: u32,
    region_depth: u32,
    /// Names of the enclosing operations being parsed, each with whether it
    /// is written in its custom form (only those set the default dialect).
    op_stack: Vec<(OpName, bool)>,
}

impl<'a> Parser<'a> {
    pub fn new(file: &str, src: &'a [u8]) -> Parser<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(src.iter().enumerate().filter(|(_, &c)| c == b'\n').map(|(i, _)| i + 1));
        let text = Rc::new(Source { name: file.to_string(), text: String::from_utf8_lossy(src).into_owned() });
        Parser {
            src,
            pos: 0,
            peeked: None,
            line_starts,
            file: file.to_string(),
            text,
            m: Module::new(),
            scopes: Vec::new(),
            block_tables: Vec::new(),
            type_aliases: HashMap::default(),
            attr_aliases: HashMap::default(),
            deferred_locs: Vec::new(),
            depth: 0,
            region_depth: 0,
            op_stack: Vec::new(),
        }
    }

    // ----- positions and errors -----

    pub fn src_pos(&self, byte: usize) -> SrcPos {
        let line = self.line_starts.partition_point(|&s| s <= byte).max(1);
        let start = self.line_starts[line - 1];
        // (Columns count bytes, as MLIR's do.)
        let col = byte.min(self.src.len()).max(start) - start + 1;
        SrcPos { line: line as u32, col: col as u32 }
    }

    pub fn error_at(&self, byte: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::at(&self.file, &self.text.text, self.src_pos(byte), msg)
    }

    /// An error at the current token.
    pub fn error(&mut self, msg: impl Into<String>) -> Diagnostic {
        let t = self.peek().clone();
        if let Tok::Error(lex_msg) = t.tok {
            return self.error_at(t.start, lex_msg);
        }
        self.error_at(t.start, msg)
    }

    // ----- tokens -----

    pub fn peek(&mut self) -> &Token {
        if self.peeked.is_none() {
            let p = skip_trivia(self.src, self.pos);
            self.peeked = Some(lex(self.src, p));
        }
        self.peeked.as_ref().expect("peeked token just set")
    }

    pub(crate) fn drop_peek(&mut self) {
        self.peeked = None;
    }

    /// Consume the current token.
    pub fn bump(&mut self) -> PResult<Token> {
        let t = self.peek().clone();
        if let Tok::Error(msg) = &t.tok {
            return Err(self.error_at(t.start, msg.clone()));
        }
        self.peeked = None;
        self.pos = t.end;
        Ok(t)
    }

    /// The source text of a token.
    pub fn text(&self, t: &Token) -> &'a str {
        std::str::from_utf8(&self.src[t.start..t.end]).unwrap_or("")
    }

    /// The current token's start offset.
    pub fn here(&mut self) -> usize {
        self.peek().start
    }

    pub fn at_punct(&mut self, p: &str) -> bool {
        matches!(&self.peek().tok, Tok::Punct(q) if *q == p)
    }
    pub fn eat_punct(&mut self, p: &str) -> PResult<bool> {
        if self.at_punct(p) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }
    pub fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p)? {
            Ok(())
        } else {
            Err(self.error(format!("expected '{p}'")))
        }
    }
    pub fn at_keyword(&mut self, kw: &str) -> bool {
        let t = self.peek().clone();
        t.tok == Tok::Bare && self.text(&t) == kw
    }
    pub fn eat_keyword(&mut self, kw: &str) -> PResult<bool> {
        if self.at_keyword(kw) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw)? {
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }
    /// A bare identifier.
    pub fn parse_keyword(&mut self, what: &str) -> PResult<&'a str> {
        if self.peek().tok == Tok::Bare {
            let t = self.bump()?;
            Ok(self.text(&t))
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }
    pub fn at_bare(&mut self) -> bool {
        self.peek().tok == Tok::Bare
    }
    pub fn at_eof(&mut self) -> bool {
        self.peek().tok == Tok::Eof
    }
    /// A string literal.
    pub fn parse_string(&mut self, what: &str) -> PResult<String> {
        match self.peek().tok.clone() {
            Tok::Str(s) => {
                self.bump()?;
                Ok(s)
            }
            _ => Err(self.error(format!("expected {what}"))),
        }
    }

    /// Run `f` for each element of a comma-separated list ending at `close`
    /// (which is consumed). `open` must already have been consumed.
    pub fn comma_list(&mut self, close: &str, mut f: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        if self.eat_punct(close)? {
            return Ok(());
        }
        loop {
            f(self)?;
            if self.eat_punct(close)? {
                return Ok(());
            }
            if !self.eat_punct(",")? {
                return Err(self.error(format!("expected ',' or '{close}'")));
            }
        }
    }

    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(format!("nesting is deeper than {MAX_DEPTH} levels")));
        }
        Ok(())
    }
    fn enter_region(&mut self) -> PResult<()> {
        self.region_depth += 1;
        // The body of a top-level `module { }` is not counted: a file reads
        // the same with or without it (the printer always writes it).
        let outer_module = self.op_stack.first().is_some_and(|(n, _)| n.as_str() == "builtin.module");
        if self.region_depth > MAX_REGION_DEPTH + u32::from(outer_module) {
            self.region_depth -= 1;
            return Err(self.error(format!("regions nest deeper than {MAX_REGION_DEPTH} levels")));
        }
        Ok(())
    }
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- SSA names -----

    fn push_scope(&mut self, isolated: bool) {
        self.scopes.push(Scope { names: HashMap::default(), isolated, forward: HashMap::default() });
    }

    fn pop_scope(&mut self) -> PResult<()> {
        let s = self.scopes.pop().expect("scope stack underflow");
        if s.isolated {
            if let Some(((name, _), (_, pos))) = s.forward.iter().min_by_key(|(_, (_, p))| *p) {
                return Err(self.error_at(*pos, format!("use of undeclared SSA value name '%{name}'")));
            }
        } else if !s.forward.is_empty() {
            // Forward references of a non-isolated scope belong to the enclosing isolated one.
            let target = self.isolated_scope_index();
            self.scopes[target].forward.extend(s.forward);
        }
        Ok(())
    }

    fn isolated_scope_index(&self) -> usize {
        self.scopes.iter().rposition(|s| s.isolated).unwrap_or(0)
    }

    fn lookup_name(&self, name: &str) -> Option<&Vec<Value>> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.names.get(name) {
                return Some(v);
            }
            if s.isolated {
                break;
            }
        }
        None
    }

    /// Bind `name` (without `%`) to `values` (one per `#n`).
    pub fn define_name(&mut self, name: &str, values: &[Value], pos: usize) -> PResult<()> {
        // (A name of an enclosing isolated scope cannot be used here, but
        // cannot be defined again either, as in MLIR.)
        if self.scopes.iter().any(|s| s.names.contains_key(name)) {
            return Err(self.error_at(pos, format!("redefinition of SSA value '%{name}'")));
        }
        let iso = self.isolated_scope_index();
        for (i, &v) in values.iter().enumerate() {
            if let Some((ph, use_pos)) = self.scopes[iso].forward.remove(&(name.to_string(), i as u32)) {
                let (want, have) = (self.m.value_type(ph).clone(), self.m.value_type(v).clone());
                if want != have {
                    return Err(self.error_at(
                        use_pos,
                        format!("use of value '%{name}' expects type '{want}' but it is defined with type '{have}'"),
                    ));
                }
                self.m.replace_all_uses(ph, v);
            }
        }
        self.scopes.last_mut().expect("no scope").names.insert(name.to_string(), values.to_vec());
        Ok(())
    }

    /// Resolve an operand to a value of type `ty` (a placeholder if it is
    /// defined later).
    pub fn resolve(&mut self, u: &UnresolvedOperand, ty: &Type) -> PResult<Value> {
        if let Some(vs) = self.lookup_name(&u.name) {
            let Some(&v) = vs.get(u.number as usize) else {
                return Err(self.error_at(
                    u.pos,
                    format!("reference to result #{} of '%{}', which has {} results", u.number, u.name, vs.len()),
                ));
            };
            let have = self.m.value_type(v);
            if have != ty {
                let msg = format!("use of value '%{}' expects type '{ty}' but it has type '{have}'", u.name);
                return Err(self.error_at(u.pos, msg));
            }
            return Ok(v);
        }
        let iso = self.isolated_scope_index();
        let key = (u.name.clone(), u.number);
        if let Some(&(ph, _)) = self.scopes[iso].forward.get(&key) {
            let have = self.m.value_type(ph);
            if have != ty {
                let msg = format!("use of value '%{}' expects type '{ty}' but an earlier use expects '{have}'", u.name);
                return Err(self.error_at(u.pos, msg));
            }
            return Ok(ph);
        }
        let ph = self.m.create_placeholder(ty.clone());
        self.scopes[iso].forward.insert(key, (ph, u.pos));
        Ok(ph)
    }

    pub fn resolve_all(&mut self, us: &[UnresolvedOperand], tys: &[Type], at: usize) -> PResult<Vec<Value>> {
        if us.len() != tys.len() {
            return Err(self.error_at(at, format!("{} operands present, but expected {}", us.len(), tys.len())));
        }
        us.iter().zip(tys).map(|(u, t)| self.resolve(u, t)).collect()
    }

    // ----- module -----

    /// Parse a whole file into a module.
    pub fn parse_module(mut self) -> PResult<Module> {
        self.m.source = Some(self.text.clone());
        self.push_scope(true);
        let body = self.m.body();
        let mut top_ops = Vec::new();
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Eof => break,
                Tok::Hash if self.alias_definition_follows(&t) => self.parse_attr_alias_def()?,
                Tok::Bang if self.alias_definition_follows(&t) => self.parse_type_alias_def()?,
                Tok::Punct("{") if self.src[t.end..].starts_with(b"-#") => {
                    return Err(self.error("dialect resource blobs ('{-# ... #-}') are not supported"));
                }
                _ => {
                    self.block_tables.push(BlockTable { blocks: HashMap::default() });
                    let op = self.parse_operation(body)?;
                    self.block_tables.pop();
                    top_ops.push(op);
                }
            }
        }
        self.pop_scope()?;
        self.resolve_deferred_locs()?;
        // A file holding exactly one `builtin.module` is that module.
        if top_ops.len() == 1 && self.m.is(top_ops[0], "builtin.module") {
            let inner = top_ops[0];
            self.m.detach_op(inner);
            let old_top = self.m.top;
            self.m.top = inner;
            self.m.erase_op(old_top);
            if self.m.blocks(self.m.region(inner, 0)).is_empty() {
                let b = self.m.create_block(&[]);
                let r = self.m.region(inner, 0);
                self.m.append_block(r, b);
            }
        }
        Ok(self.m)
    }

    fn alias_definition_follows(&self, t: &Token) -> bool {
        let p = skip_trivia(self.src, t.end);
        self.src.get(p) == Some(&b'=')
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let t = self.bump()?;
        let name = self.text(&t)[1..].to_string();
        self.expect_punct("=")?;
        let a = self.parse_attribute()?;
        if self.attr_aliases.insert(name.clone(), a).is_some() {
            return Err(self.error_at(t.start, format!("redefinition of attribute alias '#{name}'")));
        }
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let t = self.bump()?;
        let name = self.text(&t)[1..].to_string();
        self.expect_punct("=")?;
        let ty = self.parse_type()?;
        if self.type_aliases.insert(name.clone(), ty).is_some() {
            return Err(self.error_at(t.start, format!("redefinition of type alias '!{name}'")));
        }
        Ok(())
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (op, alias, pos) in std::mem::take(&mut self.deferred_locs) {
            match self.attr_aliases.get(&alias) {
                Some(Attribute::Location(l)) => self.m.op_mut(op).loc = (**l).clone(),
                Some(_) => return Err(self.error_at(pos, format!("attribute alias '#{alias}' is not a location"))),
                None => return Err(self.error_at(pos, format!("undefined location alias '#{alias}'"))),
            }
        }
        Ok(())
    }

    // ----- operations -----

    /// Parse one operation and append it to `block`.
    pub fn parse_operation(&mut self, block: BlockId) -> PResult<OpId> {
        let start = self.here();
        // Result list.
        let mut result_names: Vec<(String, u32, usize)> = Vec::new();
        if self.peek().tok == Tok::Percent {
            loop {
                let t = self.peek().clone();
                if t.tok != Tok::Percent {
                    return Err(self.error("expected SSA result name"));
                }
                self.bump()?;
                let name = self.text(&t)[1..].to_string();
                let mut count = 1;
                if self.eat_punct(":")? {
                    count = self.parse_u32("result count")?;
                    if count == 0 {
                        return Err(self.error_at(t.start, "expected a named result group of at least one value"));
                    }
                }
                result_names.push((name, count, t.start));
                if !self.eat_punct(",")? {
                    break;
                }
            }
            self.expect_punct("=")?;
        }
        let name_tok = self.peek().clone();
        let mut state = match &name_tok.tok {
            Tok::Str(name) => {
                let name = name.clone();
                self.bump()?;
                self.parse_generic_op(&name, name_tok.start)?
            }
            Tok::Bare => {
                self.bump()?;
                let name = self.text(&name_tok);
                self.parse_custom_op(name, name_tok.start)?
            }
            _ => return Err(self.error("expected operation name in quotes")),
        };
        let loc = self.parse_optional_trailing_loc()?;
        let total: u32 = result_names.iter().map(|r| r.1).sum();
        if !result_names.is_empty() && total as usize != state.result_types.len() {
            return Err(self.error_at(
                start,
                format!(
                    "operation '{}' defines {} results but {} names were bound",
                    state.name,
                    state.result_types.len(),
                    total
                ),
            ));
        }
        let mut spec = OpSpec::new(state.name.as_str());
        spec.name = state.name;
        spec.operands = std::mem::take(&mut state.operands);
        spec.result_types = std::mem::take(&mut state.result_types);
        spec.attrs = std::mem::take(&mut state.attrs);
        spec.num_regions = state.regions.len();
        spec.successors = std::mem::take(&mut state.successors);
        spec.pos = Some(self.src_pos(name_tok.start));
        let op = self.m.create_op(spec);
        self.m.op_mut(op).properties = state.properties.take().map(Box::new);
        for (i, r) in state.regions.iter().enumerate() {
            let dst = self.m.region(op, i);
            self.m.take_region_blocks(*r, dst);
        }
        match loc {
            Some(Ok(l)) => self.m.op_mut(op).loc = l,
            Some(Err((alias, pos))) => self.deferred_locs.push((op, alias, pos)),
            None => {}
        }
        self.m.append_op(block, op);
        let results = self.m.results(op).to_vec();
        let mut next = 0usize;
        for (name, count, pos) in result_names {
            let vs = results[next..next + count as usize].to_vec();
            next += count as usize;
            self.define_name(&name, &vs, pos)?;
        }
        Ok(op)
    }

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.peek().clone();
        if t.tok != Tok::Int {
            return Err(self.error(format!("expected {what}")));
        }
        self.bump()?;
        self.text(&t).parse::<u32>().map_err(|_| self.error_at(t.start, format!("{what} is too large")))
    }

    fn resolve_op_name(&self, name: &str) -> String {
        if name.contains('.') {
            return name.to_string();
        }
        if name == "module" {
            return "builtin.module".into();
        }
        // The default dialect is the nearest enclosing op written in custom
        // form's: `func` directly in a func.func, none inside scf.for and the
        // like. Ops in generic form do not change it (as in MLIR).
        match self.op_stack.iter().rev().find(|(_, custom)| *custom) {
            Some((parent, _)) if parent.as_str() == "func.func" => format!("func.{name}"),
            _ => name.to_string(),
        }
    }

    fn parse_custom_op(&mut self, written: &str, at: usize) -> PResult<OpState> {
        let full = self.resolve_op_name(written);
        let name = OpName::new(&full);
        let Some(parse) = dialects::lookup(name).and_then(|d| d.parse) else {
            let in_func = self.op_stack.iter().any(|(n, custom)| *custom && n.as_str() == "func.func");
            let func_op = format!("func.{written}");
            if !written.contains('.') && in_func && dialects::lookup(OpName::new(&func_op)).is_some() {
                return Err(self.error_at(
                    at,
                    format!("custom op '{written}' is unknown here: the default dialect 'func' applies only directly in a func.func's body (write '{func_op}')"),
                ));
            }
            return Err(self.error_at(
                at,
                format!("custom op '{written}' is unknown (ops ferrozyme does not know must be written in the generic form \"{written}\"(...)){}", lowering_hint(&full)),
            ));
        };
        let mut st = OpState::new(name, at);
        self.op_stack.push((name, true));
        let r = parse(self, &mut st);
        self.op_stack.pop();
        r?;
        Ok(st)
    }

    fn parse_generic_op(&mut self, name: &str, at: usize) -> PResult<OpState> {
        if name.is_empty() {
            return Err(self.error_at(at, "empty operation name"));
        }
        let opname = OpName::new(name);
        let def = dialects::lookup(opname);
        let mut st = OpState::new(opname, at);
        self.expect_punct("(")?;
        let mut operands = Vec::new();
        self.comma_list(")", |p| {
            operands.push(p.parse_operand()?);
            Ok(())
        })?;
        let mut succ_blocks = Vec::new();
        if self.eat_punct("[")? {
            self.comma_list("]", |p| {
                succ_blocks.push(p.parse_block_ref()?);
                Ok(())
            })?;
        }
        if self.at_punct("<") {
            self.bump()?;
            st.properties = Some(self.parse_attribute()?);
            self.expect_punct(">")?;
        }
        let isolated = def.is_some_and(|d| d.traits.isolated_from_above());
        if self.at_punct("(") {
            self.bump()?;
            self.op_stack.push((opname, false));
            let r = self.comma_list(")", |p| {
                let r = p.parse_region(&[], isolated)?;
                st.regions.push(r);
                Ok(())
            });
            self.op_stack.pop();
            r?;
        }
        if self.at_punct("{") {
            st.attrs = self.parse_attr_dict()?;
        }
        self.expect_punct(":")?;
        let fty_pos = self.here();
        let fty = self.parse_type()?;
        let Type::Function(f) = fty else {
            return Err(self.error_at(fty_pos, "expected a function type after ':' in a generic operation"));
        };
        st.operands = self.resolve_all(&operands, &f.inputs, fty_pos)?;
        st.result_types = f.results.clone();
        // Known ops keep inherent attributes in one dictionary.
        if def.is_some() {
            if let Some(Attribute::Dict(props)) = st.properties.take() {
                for (k, v) in props.iter() {
                    st.attrs.set(k, v.clone());
                }
            }
        }
        if def.is_some() {
            dialects::drop_default_attrs(&mut st.attrs);
        }
        let split = def.and_then(|d| d.split_successor_operands);
        match split {
            Some(split) if !succ_blocks.is_empty() => {
                let (plain, groups) =
                    split(&mut st.attrs, st.operands.len(), succ_blocks.len()).map_err(|msg| self.error_at(at, msg))?;
                let all = std::mem::take(&mut st.operands);
                st.operands = all[..plain].to_vec();
                let mut next = plain;
                for (b, n) in succ_blocks.into_iter().zip(groups) {
                    st.successors.push((b, all[next..next + n].to_vec()));
                    next += n;
                }
            }
            _ => st.successors = succ_blocks.into_iter().map(|b| (b, Vec::new())).collect(),
        }
        Ok(st)
    }

    /// `loc(...)` after an operation: `Ok(loc)`, or `Err(alias)` for an alias
    /// that may be defined later in the file.
    #[allow(clippy::type_complexity)]
    fn parse_optional_trailing_loc(&mut self) -> PResult<Option<Result<Location, (String, usize)>>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump()?;
        self.expect_punct("(")?;
        let t = self.peek().clone();
        if t.tok == Tok::Hash {
            self.bump()?;
            let alias = self.text(&t)[1..].to_string();
            self.expect_punct(")")?;
            return Ok(Some(match self.attr_aliases.get(&alias) {
                Some(Attribute::Location(l)) => Ok((**l).clone()),
                Some(_) => return Err(self.error_at(t.start, format!("attribute alias '#{alias}' is not a location"))),
                None => Err((alias, t.start)),
            }));
        }
        let l = self.parse_location_body()?;
        self.expect_punct(")")?;
        Ok(Some(Ok(l)))
    }

    // ----- regions and blocks -----

    /// `%name` or `%name#3`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        let t = self.peek().clone();
        if t.tok != Tok::Percent {
            return Err(self.error("expected SSA operand"));
        }
        self.bump()?;
        let text = &self.text(&t)[1..];
        let (name, number) = match text.split_once('#') {
            Some((n, k)) => {
                let k = k.parse::<u32>().map_err(|_| self.error_at(t.start, "expected result number after '#'"))?;
                (n.to_string(), k)
            }
            None => (text.to_string(), 0),
        };
        Ok(UnresolvedOperand { name, number, pos: t.start })
    }

    pub fn at_operand(&mut self) -> bool {
        self.peek().tok == Tok::Percent
    }

    /// Comma-separated operands (possibly none) without delimiters.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        if !self.at_operand() {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.eat_punct(",")? {
                return Ok(v);
            }
        }
    }

    /// `^name`, creating the block if this is its first mention.
    pub fn parse_block_ref(&mut self) -> PResult<BlockId> {
        let t = self.peek().clone();
        if t.tok != Tok::Caret {
            return Err(self.error("expected block name"));
        }
        self.bump()?;
        let name = self.text(&t)[1..].to_string();
        let Some(table) = self.block_tables.last_mut() else {
            return Err(self.error_at(t.start, "block reference outside of a region"));
        };
        if let Some(&(b, _, _)) = table.blocks.get(&name) {
            return Ok(b);
        }
        let b = self.m.create_block(&[]);
        self.block_tables.last_mut().expect("block table").blocks.insert(name, (b, None, t.start));
        Ok(b)
    }

    /// A successor with its arguments: `^bb1(%a, %b : i32, f32)` or `^bb1`.
    pub fn parse_successor(&mut self) -> PResult<(BlockId, Vec<Value>)> {
        let b = self.parse_block_ref()?;
        let mut args = Vec::new();
        if self.eat_punct("(")? {
            let at = self.here();
            let ops = self.parse_operand_list()?;
            let mut tys = Vec::new();
            if !ops.is_empty() {
                self.expect_punct(":")?;
                tys = self.parse_type_list_no_parens()?;
            }
            self.expect_punct(")")?;
            args = self.resolve_all(&ops, &tys, at)?;
        }
        Ok((b, args))
    }

    /// `{ blocks }`. `entry_args` are the entry block's arguments declared by
    /// the op's custom syntax; `isolated` hides outer SSA names.
    pub fn parse_region(&mut self, entry_args: &[RegionArg], isolated: bool) -> PResult<RegionId> {
        self.enter_region()?;
        let r = self.parse_region_inner(entry_args, isolated);
        self.region_depth -= 1;
        r
    }

    fn parse_region_inner(&mut self, entry_args: &[RegionArg], isolated: bool) -> PResult<RegionId> {
        let open = self.here();
        self.expect_punct("{")?;
        let region = self.m.create_region();
        self.push_scope(isolated);
        self.block_tables.push(BlockTable { blocks: HashMap::default() });
        let result = self.parse_region_body(region, entry_args, open);
        let table = self.block_tables.pop().expect("block table");
        let scope_result = self.pop_scope();
        result?;
        scope_result?;
        if let Some((name, (_, _, use_pos))) =
            table.blocks.iter().filter(|(_, (_, def, _))| def.is_none()).min_by_key(|(_, (_, _, p))| *p)
        {
            return Err(self.error_at(*use_pos, format!("reference to an undefined block '^{name}'")));
        }
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId, entry_args: &[RegionArg], open: usize) -> PResult<()> {
        if self.eat_punct("}")? {
            if !entry_args.is_empty() {
                let b = self.m.create_block(&[]);
                self.m.append_block(region, b);
                self.define_region_args(b, entry_args)?;
            }
            return Ok(());
        }
        if self.peek().tok == Tok::Caret {
            if !entry_args.is_empty() {
                return Err(self.error("invalid block name in region with named arguments"));
            }
        } else {
            let b = self.m.create_block(&[]);
            self.m.set_block_pos(b, Some(self.src_pos(open)));
            self.m.append_block(region, b);
            self.define_region_args(b, entry_args)?;
            self.parse_block_ops(b)?;
        }
        while self.peek().tok == Tok::Caret {
            let b = self.parse_block_label()?;
            self.m.append_block(region, b);
            self.parse_block_ops(b)?;
        }
        self.expect_punct("}")
    }

    fn define_region_args(&mut self, b: BlockId, args: &[RegionArg]) -> PResult<()> {
        for a in args {
            let v = self.m.add_block_arg(b, a.ty.clone());
            self.define_name(&a.name.name, &[v], a.name.pos)?;
        }
        Ok(())
    }

    fn parse_block_ops(&mut self, b: BlockId) -> PResult<()> {
        loop {
            match &self.peek().tok {
                Tok::Caret | Tok::Punct("}") => return Ok(()),
                Tok::Eof => return Err(self.error("expected '}' to end the region")),
                _ => {
                    self.parse_operation(b)?;
                }
            }
        }
    }

    /// `^bb3(%a: i32, %b: f32):`
    fn parse_block_label(&mut self) -> PResult<BlockId> {
        let t = self.peek().clone();
        let b = self.parse_block_ref()?;
        let name = self.text(&t)[1..].to_string();
        let entry =
            self.block_tables.last_mut().expect("block table").blocks.get_mut(&name).expect("block just referenced");
        if entry.1.is_some() {
            return Err(self.error_at(t.start, format!("redefinition of block '^{name}'")));
        }
        entry.1 = Some(t.start);
        self.m.set_block_pos(b, Some(self.src_pos(t.start)));
        if self.eat_punct("(")? {
            self.comma_list(")", |p| {
                let u = p.parse_operand()?;
                p.expect_punct(":")?;
                let ty = p.parse_type()?;
                if p.at_keyword("loc") {
                    p.bump()?;
                    p.expect_punct("(")?;
                    let _ = p.parse_location_or_alias()?;
                    p.expect_punct(")")?;
                }
                let v = p.m.add_block_arg(b, ty);
                p.define_name(&u.name, &[v], u.pos)
            })?;
        }
        self.expect_punct(":")?;
        Ok(b)
    }

    // ----- helpers for custom parsers -----

    /// `(` types `)` or a single type.
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.eat_punct(",")? {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect_punct(":")?;
        self.parse_type()
    }

    /// An optional `{...}` attribute dictionary.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<AttrDict> {
        if self.at_punct("{") {
            self.parse_attr_dict()
        } else {
            Ok(AttrDict::new())
        }
    }

    /// `@name`.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.peek().tok.clone() {
            Tok::At(s) => {
                self.bump()?;
                Ok(s)
            }
            _ => Err(self.error("expected symbol name (@name)")),
        }
    }

    /// A signed integer literal.
    pub fn parse_int(&mut self, what: &str) -> PResult<i128> {
        let neg = self.eat_punct("-")?;
        let t = self.peek().clone();
        if t.tok != Tok::Int {
            return Err(self.error(format!("expected {what}")));
        }
        self.bump()?;
        let v = super::parse_attr::parse_int_text(self.text(&t))
            .ok_or_else(|| self.error_at(t.start, "integer literal is too large"))?;
        Ok(if neg { -v } else { v })
    }

    /// A float literal without a type (`5.000000e-01`, `-2`, `1`).
    pub fn parse_float(&mut self, what: &str) -> PResult<f64> {
        let neg = self.eat_punct("-")?;
        let t = self.peek().clone();
        if t.tok != Tok::Float && t.tok != Tok::Int {
            return Err(self.error(format!("expected {what}")));
        }
        self.bump()?;
        let v: f64 = self.text(&t).parse().map_err(|_| self.error_at(t.start, format!("invalid {what}")))?;
        Ok(if neg { -v } else { v })
    }

    /// Is the name of an enclosing operation `name`?
    pub fn inside(&self, name: &str) -> bool {
        self.op_stack.iter().any(|(n, _)| n.as_str() == name)
    }

    /// Resolve the results of a region-holding op's terminator later: custom
    /// parsers call this to create a block-less region (e.g. empty `{}`).
    pub fn empty_region(&mut self) -> RegionId {
        self.m.create_region()
    }
}

impl OpState {
    pub fn new(name: OpName, pos: usize) -> OpState {
        OpState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: AttrDict::new(),
            properties: None,
            regions: Vec::new(),
            successors: Vec::new(),
            pos,
        }
    }
}

/// For an op of a dialect ferrozyme does not take, the mlir-opt passes that
/// lower it into the dialects it does.
fn lowering_hint(op: &str) -> &'static str {
    match op.split('.').next().unwrap_or("") {
        "affine" => "; lower it first with mlir-opt --lower-affine",
        "linalg" => "; lower it first with mlir-opt --convert-linalg-to-loops (on buffers: after --one-shot-bufferize)",
        "bufferization" => "; lower it first with mlir-opt --one-shot-bufferize, --buffer-deallocation-pipeline and --convert-bufferization-to-memref",
        "vector" => "; lower it first with mlir-opt --convert-vector-to-scf --convert-vector-to-llvm",
        "index" => "; lower it first with mlir-opt --convert-index-to-llvm",
        _ => "",
    }
}
