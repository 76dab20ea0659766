//! Type punning of values carrying derivatives, refused: a float that
//! carries a derivative, reinterpreted as integer bits (`arith.bitcast`,
//! `llvm.bitcast`, or an integer load of memory holding such floats) and
//! turned back into a float (a bitcast to a float type, or a float load of
//! memory those bits were stored in), would come back without its
//! derivative: integers carry none. (C code copying doubles as `int64_t`
//! words, or a union.) Integer bits that stay integers (a sign test, a
//! hash) lose nothing and are not refused.
//!
//! The bits are followed through integer arithmetic, memory (stores,
//! `memcpy`, `memref.copy`), region ops (conservatively: bits entering or
//! yielded in a region op reach all its integer results and region
//! arguments) and calls (into the callee, with its own activity, and back
//! through its results and the memory it is given).

use crate::ad::activity::{callee_of, is_float, is_memory, Analyzer, FunctionActivity, Origin};
use crate::hash::HashMap;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

/// Refuse, with the op and where the bits came from, a float made from
/// integer bits of a value carrying derivatives in function `f` (with
/// activity `act`) or in the functions it calls.
pub(crate) fn check(
    m: &Module,
    f: OpId,
    act: &FunctionActivity,
    analyzer: &mut Analyzer,
    mode: &str,
) -> Result<(), Diagnostic> {
    let mut cx = Cx { mode, memo: HashMap::default(), analyzer };
    cx.function(m, f, act, &Flow::default()).map(|_| ())
}

/// Bits per argument or result (`Some(op where they left the float)`),
/// and per memory argument whether its memory holds such bits.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
struct Flow {
    values: Vec<Option<OpId>>,
    memory: Vec<Option<OpId>>,
}

struct Cx<'a> {
    mode: &'a str,
    /// Callees checked (or being checked), by (callee, varied arguments,
    /// bits entering): the bits leaving.
    memo: HashMap<(OpId, Vec<bool>, Flow), Flow>,
    /// The callees' activity (the derivation's analyzer: its call
    /// summaries serve both).
    analyzer: &'a mut Analyzer,
}

impl Cx<'_> {
    /// Check `f` whose arguments bring `entry`; the bits it returns (its
    /// results, and the memory of its arguments).
    fn function(&mut self, m: &Module, f: OpId, act: &FunctionActivity, entry: &Flow) -> Result<Flow, Diagnostic> {
        let ops = m.collect_ops(f);
        let params: Vec<Value> = crate::ad::activity::body(m, f)
            .and_then(|r| m.blocks(r).first().copied())
            .map(|b| m.block_args(b).to_vec())
            .unwrap_or_default();
        let origin = |v: Value| act.origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let int = |v: Value| m.value_type(v).int_width().is_some();
        let mut bits: HashMap<Value, OpId> = HashMap::default();
        let mut memory: HashMap<Origin, OpId> = HashMap::default();
        for (i, &p) in params.iter().enumerate() {
            if let Some(Some(s)) = entry.values.get(i) {
                bits.insert(p, *s);
            }
            if let Some(Some(s)) = entry.memory.get(i) {
                memory.insert(Origin::Arg(i), *s);
            }
        }
        let mut exit = Flow { values: Vec::new(), memory: vec![None; params.len()] };
        loop {
            let before = (bits.len(), memory.len());
            for &o in &ops {
                let name = m.name(o).as_str();
                match name {
                    "arith.bitcast" | "llvm.bitcast" => {
                        let (x, r) = (m.operand(o, 0), m.result(o, 0));
                        if int(r) && is_float(m.value_type(x)) && act.varied.contains(&x) {
                            bits.entry(r).or_insert(o);
                        }
                    }
                    "memref.load" | "llvm.load" => {
                        let r = m.result(o, 0);
                        let mem = origin(m.operand(o, 0));
                        if int(r) {
                            if let Some(&s) = memory.get(&mem) {
                                bits.entry(r).or_insert(s);
                            } else if name == "llvm.load" && act.active_origins.contains(&mem) {
                                bits.entry(r).or_insert(o);
                            }
                        }
                    }
                    "memref.store" | "llvm.store" => {
                        if let Some(&s) = bits.get(&m.operand(o, 0)) {
                            memory.entry(origin(m.operand(o, 1))).or_insert(s);
                        }
                    }
                    "memref.copy" | "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                        let (src, dst) = if name == "memref.copy" { (0, 1) } else { (1, 0) };
                        if let Some(&s) = memory.get(&origin(m.operand(o, src))) {
                            memory.entry(origin(m.operand(o, dst))).or_insert(s);
                        }
                    }
                    "func.call" | "llvm.call" => {
                        let Some(callee) = callee_of(m, o).filter(|&c| crate::ad::activity::body(m, c).is_some())
                        else {
                            // (An external: integer results of bits are bits.)
                            let from = m.operands(o).iter().find_map(|v| bits.get(v).copied());
                            for &r in m.results(o).iter().filter(|&&r| int(r)) {
                                if let Some(s) = from {
                                    bits.entry(r).or_insert(s);
                                }
                            }
                            continue;
                        };
                        let operands = m.operands(o);
                        let into = Flow {
                            values: operands.iter().map(|v| bits.get(v).copied()).collect(),
                            memory: operands
                                .iter()
                                .map(|&v| is_memory(m.value_type(v)).then(|| memory.get(&origin(v)).copied()).flatten())
                                .collect(),
                        };
                        let varied: Vec<bool> = operands.iter().map(|&v| act.is_active(m, v)).collect();
                        let carries = into.values.iter().chain(&into.memory).any(Option::is_some);
                        if !varied.contains(&true) && !carries {
                            continue;
                        }
                        let out = self.callee(m, callee, varied, into)?;
                        for (k, &r) in m.results(o).iter().enumerate() {
                            if let Some(Some(s)) = out.values.get(k) {
                                bits.entry(r).or_insert(*s);
                            }
                        }
                        for (j, &v) in operands.iter().enumerate() {
                            if let Some(Some(s)) = out.memory.get(j) {
                                memory.entry(origin(v)).or_insert(*s);
                            }
                        }
                    }
                    "func.return" | "llvm.return" if m.parent_op(o) == Some(f) => {
                        exit.values = m.operands(o).iter().map(|v| bits.get(v).copied()).collect();
                    }
                    _ if !m.regions(o).is_empty() => {
                        // Bits entering, or yielded inside: every integer
                        // result and region argument may hold them.
                        let yielded = m.regions(o).iter().flat_map(|&r| m.blocks(r).to_vec()).find_map(|b| {
                            let t = m.last_op(b)?;
                            m.operands(t).iter().find_map(|v| bits.get(v).copied())
                        });
                        let from = m.operands(o).iter().find_map(|v| bits.get(v).copied()).or(yielded);
                        if let Some(s) = from {
                            let args: Vec<Value> = m
                                .regions(o)
                                .iter()
                                .flat_map(|&r| m.blocks(r).to_vec())
                                .flat_map(|b| m.block_args(b).to_vec())
                                .collect();
                            for v in m.results(o).iter().copied().chain(args) {
                                if int(v) {
                                    bits.entry(v).or_insert(s);
                                }
                            }
                        }
                    }
                    _ => {
                        // Integer arithmetic on the bits keeps them.
                        if let Some(s) = m.operands(o).iter().find_map(|v| bits.get(v).copied()) {
                            for &r in m.results(o) {
                                if int(r) {
                                    bits.entry(r).or_insert(s);
                                }
                            }
                        }
                    }
                }
            }
            if (bits.len(), memory.len()) == before {
                break;
            }
        }
        for &o in &ops {
            let name = m.name(o).as_str();
            let source = match name {
                "arith.bitcast" | "llvm.bitcast" if is_float(m.value_type(m.result(o, 0))) => {
                    bits.get(&m.operand(o, 0)).copied()
                }
                // (Memory the origins cannot follow may be any memory:
                // bits stored there may be read back anywhere, and a load
                // from there may read bits stored anywhere.)
                "memref.load" | "llvm.load" if is_float(m.value_type(m.result(o, 0))) => {
                    match origin(m.operand(o, 0)) {
                        Origin::Unknown => memory.values().next().copied(),
                        at => memory.get(&at).or_else(|| memory.get(&Origin::Unknown)).copied(),
                    }
                }
                _ => None,
            };
            if let Some(s) = source {
                return Err(self.error(m, o, s));
            }
        }
        for (i, slot) in exit.memory.iter_mut().enumerate() {
            *slot = memory.get(&Origin::Arg(i)).copied();
        }
        Ok(exit)
    }

    /// Check `callee` given `varied` arguments and the bits `into` it.
    fn callee(&mut self, m: &Module, callee: OpId, varied: Vec<bool>, into: Flow) -> Result<Flow, Diagnostic> {
        let key = (callee, varied.clone(), into.clone());
        if let Some(out) = self.memo.get(&key) {
            return Ok(out.clone());
        }
        // (Recursion: the call being checked leaves nothing meanwhile.)
        self.memo.insert(key.clone(), Flow::default());
        let act = self.analyzer.analyze(m, callee, &varied);
        let out = self.function(m, callee, &act, &into)?;
        self.memo.insert(key, out.clone());
        Ok(out)
    }

    fn error(&self, m: &Module, o: OpId, s: OpId) -> Diagnostic {
        let at = m.op(s).pos.map_or(String::new(), |p| {
            let d = Diagnostic::at_module_pos(m, p, "");
            format!(" at {}:{}:{}", d.file, d.line, d.col)
        });
        Diagnostic::for_op(
            m,
            o,
            format!(
                "{}: this float is made from the integer bits of a value carrying derivatives ('{}'{at}); type punning would lose the derivative and is not supported",
                self.mode,
                m.name(s)
            ),
        )
    }
}
