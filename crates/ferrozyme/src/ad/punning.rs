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
//! `memcpy`, `memref.copy`; by byte range where the addresses are constant
//! offsets of the memory's base, so an integer field next to a float one
//! is not taken for it: reader-45, rustc's `clone` of a struct with a
//! `u32` and `f64`s), region ops (conservatively: bits entering or
//! yielded in a region op reach all its integer results and region
//! arguments) and calls (into the callee, with its own activity, and back
//! through its results and the memory it is given).

use crate::ad::activity::{callee_of, is_float, is_memory, Analyzer, FunctionActivity, Origin};
use crate::ad::ptr_offsets::gcd;
use crate::hash::HashMap;
use crate::ir::{Attribute, Module, OpId, Value};
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
    let mut cx = Cx { mode, memo: HashMap::default(), active: Default::default(), analyzer };
    cx.function(m, f, act, &Flow::default()).map(|_| ())
}

/// Bits per argument or result (`Some(op where they left the float)`),
/// and per memory argument where its memory holds such bits.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
struct Flow {
    values: Vec<Option<OpId>>,
    memory: Vec<Held>,
    /// Bits in memory that is no argument's (reached through pointers
    /// loaded from memory, globals): anywhere, for the other side.
    other: Option<OpId>,
}

/// Bytes `[lo, hi)` from the base of a piece of memory, give or take a
/// multiple of the period (a dynamic index over an array of structs; 0:
/// exactly there); `None`: anywhere.
type Span = Option<(i64, i64, i64)>;

/// Where a piece of memory holds bits, each with the op they left the
/// float at.
type Held = Vec<(Span, OpId)>;

/// Do two spans share a byte (for some multiple of their periods)?
fn overlap(a: Span, b: Span) -> bool {
    let (Some((a0, a1, pa)), Some((b0, b1, pb))) = (a, b) else { return true };
    let g = gcd(pa, pb);
    if g == 0 {
        return a0 < b1 && b0 < a1;
    }
    if a1 - a0 >= g || b1 - b0 >= g {
        return true;
    }
    (b0 - a0).rem_euclid(g) < a1 - a0 || (a0 - b0).rem_euclid(g) < b1 - b0
}

/// `held` moved by offset `by` (unknown: anywhere).
fn shifted(held: &Held, by: Option<(i64, i64)>) -> Held {
    held.iter().map(|&(sp, s)| (sp.zip(by).map(|((lo, hi, p), (d, q))| (lo + d, hi + d, gcd(p, q))), s)).collect()
}

/// Bits in memory no argument names (`Unknown`, globals), if any.
fn elsewhere(memory: &HashMap<Origin, Held>) -> Option<OpId> {
    memory
        .iter()
        .filter(|(o, _)| matches!(o, Origin::Unknown | Origin::Global(_)))
        .find_map(|(_, h)| h.first().map(|&(_, s)| s))
}

/// Add `(span, s)` to `held` unless it holds that span already; whether it
/// changed.
fn add(held: &mut Held, span: Span, s: OpId) -> bool {
    let new = !held.iter().any(|&(sp, _)| sp == span);
    if new {
        held.push((span, s));
    }
    new
}

/// The byte offset of pointer `p` from the base of its memory (an
/// argument of `f`'s entry block, or an allocation): a constant and the
/// period dynamic indices add multiples of (`ptr_offsets::byte_offset`);
/// `None` when it is not known.
fn offset(m: &Module, f: OpId, p: Value) -> Option<(i64, i64)> {
    let (base, off, period) = crate::ad::ptr_offsets::byte_offset(m, p)?;
    let known = match m.defining_op(base) {
        Some(d) => m.is(d, "llvm.alloca") || crate::ad::c_memory::is_alloc(m, d),
        None => {
            let entry = crate::ad::activity::body(m, f).and_then(|r| m.entry_block(r));
            matches!(m.value_def(base), crate::ir::ValueDef::BlockArg { block, .. } if Some(block) == entry)
        }
    };
    known.then_some((off, period))
}

/// Is `r`, loaded from `p`, the value of a struct field of its type (a
/// linked list's `next`), not float bits? `p` must be a getelementptr
/// addressing a field of `r`'s type, and none of `ops` may access memory
/// the load may read (of its origin; any, when that is `Unknown`) as
/// floats except through float fields of getelementptrs over the same
/// struct type. (Type-based, as C's strict aliasing; float bits stored as
/// integers are followed apart, `Held`. reader-50: floats stored into an
/// array, then loaded through a struct's pointer field, lost their
/// derivative when the field type alone was trusted.)
fn declared(m: &Module, ops: &[OpId], origin: &dyn Fn(Value) -> Origin, p: Value, r: Value) -> bool {
    let mem = origin(p);
    let (st, field) = match m.defining_op(p).filter(|&d| m.is(d, "llvm.getelementptr")) {
        Some(d) => (m.attr(d, "elem_type"), crate::ad::ptr_offsets::field_type(m, d)),
        None => (None, None),
    };
    // (Or an element of an array of that type that nothing outside the
    // function can reach: `p = ptrs[i]` of an `llvm.alloca` of pointers.)
    let local =
        hidden_alloca(m, mem).filter(|&a| m.attr(a, "elem_type").and_then(Attribute::as_type) == Some(m.value_type(r)));
    let element = local.is_some() && (field.is_none() || field.as_ref() == Some(m.value_type(r)));
    if !element && field.as_ref() != Some(m.value_type(r)) {
        return false;
    }
    let may_read = |a: Value| {
        let o = origin(a);
        mem == Origin::Unknown || o == mem || o == Origin::Unknown && local.is_none()
    };
    let float_field = |a: Value| {
        m.defining_op(a)
            .filter(|&g| m.is(g, "llvm.getelementptr") && m.attr(g, "elem_type") == st)
            .is_some_and(|g| crate::ad::ptr_offsets::field_type(m, g).is_some_and(|t| is_float(&t)))
    };
    ops.iter().all(|&o| {
        let addrs: Vec<Value> = match m.name(o).as_str() {
            "llvm.store" if is_float(m.value_type(m.operand(o, 0))) => vec![m.operand(o, 1)],
            "llvm.load" if is_float(m.value_type(m.result(o, 0))) => vec![m.operand(o, 0)],
            "llvm.intr.memcpy" | "llvm.intr.memmove" => vec![m.operand(o, 0), m.operand(o, 1)],
            _ => return true,
        };
        let bulk = m.name(o).as_str().starts_with("llvm.intr.");
        addrs.into_iter().all(|a| !may_read(a) || !bulk && float_field(a))
    })
}

/// The `llvm.alloca` of memory `mem`, if its address never leaves the
/// function's loads, stores (as the address) and getelementptrs: no
/// pointer of unknown origin can point into it.
fn hidden_alloca(m: &Module, mem: Origin) -> Option<OpId> {
    let Origin::Alloc(a) = mem else { return None };
    if !m.is(a, "llvm.alloca") {
        return None;
    }
    let mut work = vec![m.result(a, 0)];
    let mut seen = 0;
    while let Some(v) = work.pop() {
        seen += 1;
        if seen > 4096 {
            return None;
        }
        for u in m.uses(v) {
            match m.name(u.op).as_str() {
                "llvm.load" => {}
                "llvm.store" if u.index == 1 => {}
                "llvm.getelementptr" if u.index == 0 => work.push(m.result(u.op, 0)),
                _ => return None,
            }
        }
    }
    Some(a)
}

struct Cx<'a> {
    mode: &'a str,
    /// Callees checked (or being checked), by (callee, varied arguments,
    /// bits entering): the bits leaving.
    memo: HashMap<(OpId, Vec<bool>, Flow), Flow>,
    /// The callees being checked (recursion).
    active: crate::hash::HashSet<OpId>,
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
        // (Pointers too: float bits loaded as a pointer, or made one by
        // `inttoptr`, are the same bits; reader-46.)
        let int = |v: Value| m.value_type(v).int_width().is_some() || m.value_type(v).is_llvm_ptr();
        // The bytes an access of a `t` through `p` covers.
        let span = |p: Value, t: &crate::ir::Type| -> Span {
            let size = crate::exec::layout::size_align(t)?.0 as i64;
            offset(m, f, p).map(|(o, period)| (o, o + size, period))
        };
        let mut bits: HashMap<Value, OpId> = HashMap::default();
        let mut memory: HashMap<Origin, Held> = HashMap::default();
        for (i, &p) in params.iter().enumerate() {
            if let Some(Some(s)) = entry.values.get(i) {
                bits.insert(p, *s);
            }
            if let Some(held) = entry.memory.get(i).filter(|h| !h.is_empty()) {
                memory.insert(Origin::Arg(i), held.clone());
            }
        }
        let held_count = |memory: &HashMap<Origin, Held>| memory.values().map(Vec::len).sum::<usize>();
        if let Some(s) = entry.other {
            memory.insert(Origin::Unknown, vec![(None, s)]);
        }
        let mut exit = Flow { values: Vec::new(), memory: vec![Vec::new(); params.len()], other: None };
        loop {
            let before = (bits.len(), held_count(&memory));
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
                        let p = m.operand(o, 0);
                        let mem = origin(p);
                        if int(r) {
                            let at = if name == "llvm.load" { span(p, m.value_type(r)) } else { None };
                            let from = memory.get(&mem).and_then(|h| h.iter().find(|&&(sp, _)| overlap(sp, at)));
                            if let Some(&(_, s)) = from {
                                bits.entry(r).or_insert(s);
                            } else if name == "llvm.load"
                                && act.active_origins.contains(&mem)
                                && !declared(m, &ops, &origin, p, r)
                            {
                                bits.entry(r).or_insert(o);
                            }
                        }
                    }
                    "memref.store" | "llvm.store" => {
                        let (v, p) = (m.operand(o, 0), m.operand(o, 1));
                        if let Some(&s) = bits.get(&v) {
                            let at = if name == "llvm.store" { span(p, m.value_type(v)) } else { None };
                            add(memory.entry(origin(p)).or_default(), at, s);
                        }
                    }
                    "memref.copy" | "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                        let (src, dst) = if name == "memref.copy" { (0, 1) } else { (1, 0) };
                        let (src, dst) = (m.operand(o, src), m.operand(o, dst));
                        let len = (name != "memref.copy").then(|| m.int_constant(m.operand(o, 2))).flatten();
                        let range = |p: Value| {
                            let ((o, period), n) = (offset(m, f, p)?, len? as i64);
                            Some((o, o + n, period))
                        };
                        let read =
                            memory.get(&origin(src)).and_then(|h| h.iter().find(|&&(sp, _)| overlap(sp, range(src))));
                        if let Some(&(_, s)) = read {
                            add(memory.entry(origin(dst)).or_default(), range(dst), s);
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
                        // (The callee sees its argument's memory from the
                        // operand's offset.)
                        let held_at = |v: Value| -> Held {
                            let h = memory.get(&origin(v)).cloned().unwrap_or_default();
                            shifted(&h, offset(m, f, v).map(|(d, q)| (-d, q)))
                        };
                        let into = Flow {
                            values: operands.iter().map(|v| bits.get(v).copied()).collect(),
                            memory: operands
                                .iter()
                                .map(|&v| if is_memory(m.value_type(v)) { held_at(v) } else { Vec::new() })
                                .collect(),
                            other: elsewhere(&memory),
                        };
                        let varied: Vec<bool> = operands.iter().map(|&v| act.is_active(m, v)).collect();
                        let carries = into.values.iter().any(Option::is_some)
                            || into.memory.iter().any(|h| !h.is_empty())
                            || into.other.is_some();
                        if !varied.contains(&true) && !carries {
                            continue;
                        }
                        let out = self.callee(m, callee, varied, into)?;
                        for (k, &r) in m.results(o).iter().enumerate() {
                            if let Some(Some(s)) = out.values.get(k) {
                                bits.entry(r).or_insert(*s);
                            }
                        }
                        if let Some(s) = out.other {
                            add(memory.entry(Origin::Unknown).or_default(), None, s);
                        }
                        for (j, &v) in operands.iter().enumerate() {
                            if let Some(h) = out.memory.get(j) {
                                let target = memory.entry(origin(v)).or_default();
                                for (sp, s) in shifted(h, offset(m, f, v)) {
                                    add(target, sp, s);
                                }
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
            if (bits.len(), held_count(&memory)) == before {
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
                    let p = m.operand(o, 0);
                    let at = if name == "llvm.load" { span(p, m.value_type(m.result(o, 0))) } else { None };
                    let within = |h: &Held| h.iter().find(|&&(sp, _)| overlap(sp, at)).map(|&(_, s)| s);
                    match origin(p) {
                        Origin::Unknown => memory.values().find_map(|h| h.first().map(|&(_, s)| s)),
                        mem => memory
                            .get(&mem)
                            .and_then(within)
                            .or_else(|| memory.get(&Origin::Unknown).and_then(|h| h.first().map(|&(_, s)| s))),
                    }
                }
                _ => None,
            };
            if let Some(s) = source {
                return Err(self.error(m, o, s));
            }
        }
        exit.other = elsewhere(&memory);
        for (i, slot) in exit.memory.iter_mut().enumerate() {
            *slot = memory.get(&Origin::Arg(i)).cloned().unwrap_or_default();
        }
        Ok(exit)
    }

    /// Check `callee` given `varied` arguments and the bits `into` it.
    fn callee(&mut self, m: &Module, callee: OpId, varied: Vec<bool>, mut into: Flow) -> Result<Flow, Diagnostic> {
        // (Recursion: the memory's bits anywhere, so that offsets that
        // move at each level make no new key.)
        if self.active.contains(&callee) {
            for h in &mut into.memory {
                if let Some(&(_, s)) = h.first() {
                    *h = vec![(None, s)];
                }
            }
        }
        let key = (callee, varied.clone(), into.clone());
        if let Some(out) = self.memo.get(&key) {
            return Ok(out.clone());
        }
        // (Recursion: the call being checked leaves nothing meanwhile.)
        self.memo.insert(key.clone(), Flow::default());
        let act = self.analyzer.analyze(m, callee, &varied);
        let fresh = self.active.insert(callee);
        let out = self.function(m, callee, &act, &into);
        if fresh {
            self.active.remove(&callee);
        }
        let out = out?;
        self.memo.insert(key, out.clone());
        Ok(out)
    }

    fn error(&self, m: &Module, o: OpId, s: OpId) -> Diagnostic {
        let at = m.op(s).pos.map_or(String::new(), |p| {
            let d = Diagnostic::at_module_pos(m, p, "");
            format!(" at {}:{}:{}", d.file, d.line, d.col)
        });
        // (A pointer loaded from memory holding derivatives may be float
        // bits moved as a pointer, as far as the analysis sees: reader-47
        // found the old message naming integer bits confusing there.)
        let pointer = m.results(s).first().is_some_and(|&r| m.value_type(r).is_llvm_ptr());
        let what = match pointer {
            true => "bits moved as a pointer, loaded from memory carrying derivatives where floats may be",
            false => "the integer bits of a value carrying derivatives",
        };
        Diagnostic::for_op(
            m,
            o,
            format!(
                "{}: this float is made from {what} ('{}'{at}); type punning would lose the derivative and is not supported",
                self.mode,
                m.name(s)
            ),
        )
    }
}
