//! Native callees: which functions of a module never carry derivatives, so
//! that derivative code can call their primal native code instead of
//! re-analysing, re-emitting and re-compiling them in every thunk.
//!
//! This is the one place that decides it, with a reason per function:
//! - an *inactive rule*: the `enzyme.inactive` unit attribute on the
//!   function, or its name in the session's rules (`inactive @name` lines);
//! - or *constant types*: every argument and result is an integer, `index`,
//!   `i1`, or a memref of those — and, by its effects summary, it writes no
//!   float global (active code may read it as active data) and no memory the
//!   summary cannot attribute.
//!
//! A function that qualifies on neither count is rejected with the reason
//! (for remarks). Body-less declarations are external code already: they
//! are neither listed nor re-emitted.

use crate::hash::HashSet;
use std::collections::BTreeMap;

use super::effects::{Access, Effects, EffectsTable};
use crate::ad::activity::{body, is_float, signature};
use crate::ir::{AttrDict, Attribute, Module, OpId, Type};

/// The decision for every function with a body.
#[derive(Clone, Debug, Default)]
pub struct NativeCallees {
    /// Qualifying functions by name, with the reason.
    pub native: BTreeMap<String, String>,
    /// Functions that do not qualify, with the reason.
    pub rejected: BTreeMap<String, String>,
}

/// Can a value of this type only hold derivative-free data?
pub fn is_constant_type(t: &Type) -> bool {
    match t {
        Type::Int { .. } | Type::Index => true,
        Type::MemRef(mt) => matches!(mt.elem, Type::Int { .. } | Type::Index),
        Type::UnrankedMemRef { elem, .. } => matches!(**elem, Type::Int { .. } | Type::Index),
        _ => false,
    }
}

/// One `inactive @name` line of a rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The function's name, without `@`.
    pub name: String,
    /// 1-based line and column of `@name` in the rules text.
    pub line: usize,
    pub col: usize,
}

/// Parse the rules text: one `inactive @name` per line (`//` comments).
pub fn parse_rules(text: &str) -> Result<HashSet<String>, String> {
    Ok(parse_rule_lines(text)?.into_iter().map(|r| r.name).collect())
}

/// Parse the rules text, keeping where each rule is (for [`check_rules`]).
pub fn parse_rule_lines(text: &str) -> Result<Vec<Rule>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let l = line.split("//").next().unwrap_or("").trim();
        if l.is_empty() {
            continue;
        }
        match l.split_whitespace().collect::<Vec<_>>()[..] {
            ["inactive", name] if name.starts_with('@') && name.len() > 1 => {
                let col = line.find(name).map_or(1, |c| c + 1);
                out.push(Rule { name: name[1..].to_string(), line: n + 1, col });
            }
            _ => return Err(format!("rules:{}:1: error: expected 'inactive @name', got '{l}'", n + 1)),
        }
    }
    Ok(out)
}

/// Is `name` a function of `m` (`func.func` or `llvm.func`)?
pub fn names_function(m: &Module, name: &str) -> bool {
    m.lookup_symbol(name).is_some_and(|f| m.is(f, "func.func") || m.is(f, "llvm.func"))
}

/// Every rule must name a function of `m` (`func.func` or `llvm.func`,
/// with or without a body): a misspelt name would otherwise leave the
/// function active without a word. `path` names the rules file in errors.
pub fn check_rules(m: &Module, rules: &[Rule], path: &str) -> Result<(), String> {
    for r in rules {
        if !names_function(m, &r.name) {
            return Err(format!(
                "{path}:{}:{}: error: inactive rule for @{}, which is not a function of the module",
                r.line, r.col, r.name
            ));
        }
    }
    Ok(())
}

impl NativeCallees {
    /// Decide for every function of `m` with a body.
    pub fn find(m: &Module, effects: &EffectsTable, rules: &HashSet<String>) -> NativeCallees {
        let mut out = NativeCallees::default();
        for f in m.top_level_ops() {
            if !(m.is(f, "func.func") || m.is(f, "llvm.func")) || body(m, f).is_none() {
                continue;
            }
            let name = m.symbol_name(f).unwrap_or("").to_string();
            match Self::decide(m, effects, rules, f, &name) {
                Ok(why) => out.native.insert(name, why),
                Err(why) => out.rejected.insert(name, why),
            };
        }
        out
    }

    fn decide(
        m: &Module,
        effects: &EffectsTable,
        rules: &HashSet<String>,
        f: OpId,
        name: &str,
    ) -> Result<String, String> {
        if m.attr(f, "enzyme.inactive").is_some() {
            return Ok("inactive rule (enzyme.inactive)".into());
        }
        if rules.contains(name) {
            return Ok("inactive rule (rules file)".into());
        }
        let (ins, outs) = signature(m, f);
        if let Some(t) = ins.iter().chain(&outs).find(|t| !is_constant_type(t)) {
            return Err(format!("has an argument or result of type '{t}', which may carry derivatives"));
        }
        let e = effects.get(m, f);
        for (g, a) in &e.globals {
            let float = m
                .lookup_symbol(g)
                .and_then(|o| {
                    m.attr(o, "type").or_else(|| m.attr(o, "global_type")).and_then(Attribute::as_type).cloned()
                })
                .is_none_or(|t| match t {
                    Type::MemRef(mt) => is_float(&mt.elem),
                    t => !is_constant_type(&t),
                });
            if a.write && float {
                return Err(format!("writes global @{g}, whose data active code may read as active"));
            }
        }
        if e.other.write {
            return Err("writes memory its effects summary cannot attribute".into());
        }
        Ok("constant-typed arguments and results; writes no memory holding floats".into())
    }

    /// The native callees as ops of `m`.
    pub fn ops(&self, m: &Module) -> HashSet<OpId> {
        self.native.keys().filter_map(|n| m.lookup_symbol(n)).collect()
    }
}

/// The effects summary as a dictionary attribute (`ferrozyme.memory_effects`),
/// attached to the declaration that stands for a native callee in a thunk:
/// `{arg0 = "read", arg1 = "write-on-error-path", "@table" = "read", other = "none"}`.
pub fn effects_attribute(e: &Effects) -> Attribute {
    let mut d = AttrDict::new();
    for (i, a) in e.args.iter().enumerate() {
        d.set(format!("arg{i}"), Attribute::String(a.describe()));
    }
    for (g, a) in &e.globals {
        d.set(format!("@{g}"), Attribute::String(a.describe()));
    }
    d.set("other", Attribute::String(e.other.describe()));
    Attribute::Dict(d)
}

/// The summary written by `effects_attribute` (`None` if malformed).
pub fn parse_effects_attribute(a: &Attribute, n_args: usize) -> Option<Effects> {
    let d = a.as_dict()?;
    let access = |s: &str| -> Option<Access> {
        let mut x = Access::NONE;
        for p in s.split('+') {
            match p {
                "none" => {}
                "read" => x.read = true,
                "write" => x.write = true,
                "write-on-error-path" => x.write_on_error = true,
                "free" => x.free = true,
                _ => return None,
            }
        }
        Some(x)
    };
    let mut e = Effects { args: vec![Access::NONE; n_args], source: "attributes", ..Default::default() };
    for (k, v) in d.iter() {
        let acc = access(v.as_str()?)?;
        if let Some(i) = k.strip_prefix("arg") {
            *e.args.get_mut(i.parse::<usize>().ok()?)? = acc;
        } else if let Some(g) = k.strip_prefix('@') {
            e.globals.insert(g.to_string(), acc);
        } else if k == "other" {
            e.other = acc;
        } else {
            return None;
        }
    }
    Some(e)
}
