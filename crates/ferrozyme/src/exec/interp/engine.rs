//! The execution engine: call frames, running a region block by block
//! (branches between blocks, the terminator that leaves the region), calling
//! functions, the step and depth limits, and dispatching each op to the file
//! of its dialect. Ops are interpreted straight from the IR; values live in
//! a per-call frame indexed by the slots `prepare` computed.
//!
//! Nothing here knows what an individual op computes (that lives in
//! `arith`, `math`, `memref`, `control`, `llvm`...), only how control moves.

use super::memory::{AllocId, Memory};
use super::prepare::Info;
use super::rv::RV;
use super::{arith, control, externals, llvm, math, memref};
use crate::dialects::{self, Traits};
use crate::exec::ExecError;
use crate::ir::{BlockId, Module, OpId, RegionId, Value};

/// Results inside the interpreter. The error is boxed so that results, which
/// every op handler returns, stay one word and frames stay small.
pub(crate) type R<T> = Result<T, Box<ExecError>>;

/// Most nested function calls a program may make. The interpreter recurses
/// on the Rust stack: each active region costs ~0.4-1.1 KiB of it (measured
/// with the dev profile's opt-level 1), each call ~0.5 KiB more. With these
/// two bounds the interpreter needs at most ~1.4 MiB of stack, so it runs
/// even on a 2 MiB thread (Rust's default for spawned threads and tests).
pub const MAX_CALL_DEPTH: u32 = 500;
/// Most nested regions (function bodies and the regions of loops, ifs...
/// inside them) active at once.
pub const MAX_REGION_DEPTH: u32 = 1000;

/// Mutable state of the interpreter, kept between calls.
#[derive(Default)]
pub(crate) struct State {
    pub mem: Memory,
    /// The allocation of each global op.
    pub globals: crate::hash::HashMap<OpId, AllocId>,
    pub steps: u64,
    pub step_limit: Option<u64>,
    pub calls: u32,
    pub depth: u32,
}

/// The values of one function activation and the stack memory it allocated.
pub(crate) struct Frame {
    vals: Vec<RV>,
    pub stack: Vec<AllocId>,
}

impl Frame {
    pub fn new(n: usize) -> Frame {
        Frame { vals: vec![RV::Unset; n], stack: Vec::new() }
    }
}

/// What ends a region's run: its terminator and the values it passes on.
pub(crate) type Exit = (OpId, Vec<RV>);

/// The interpreter at work: the module, its tables, and the mutable state.
pub(crate) struct Exec<'a> {
    pub m: &'a Module,
    pub info: &'a Info,
    pub st: &'a mut State,
}

impl Exec<'_> {
    /// A runtime error located at `op`.
    #[cold]
    pub fn err(&self, op: OpId, msg: impl Into<String>) -> Box<ExecError> {
        Box::new(ExecError::at(self.m, op, msg))
    }

    pub fn get<'f>(&self, f: &'f Frame, v: Value) -> &'f RV {
        let s = self.info.slot[v];
        f.vals.get(s as usize).unwrap_or(&RV::Unset)
    }
    pub fn set(&self, f: &mut Frame, v: Value, x: RV) {
        let s = self.info.slot[v] as usize;
        if let Some(slot) = f.vals.get_mut(s) {
            *slot = x;
        }
    }
    /// Operand `i` of `op` (cloned).
    pub fn arg(&self, f: &Frame, op: OpId, i: usize) -> R<RV> {
        match self.m.operands(op).get(i) {
            Some(&v) => Ok(self.get(f, v).clone()),
            None => Err(self.err(op, format!("missing operand #{i}"))),
        }
    }
    /// All operands of `op` that are not successor arguments.
    pub fn args(&self, f: &Frame, op: OpId) -> Vec<RV> {
        self.m.plain_operands(op).iter().map(|&v| self.get(f, v).clone()).collect()
    }
    pub fn values(&self, f: &Frame, vs: &[Value]) -> Vec<RV> {
        vs.iter().map(|&v| self.get(f, v).clone()).collect()
    }
    /// Set result `i` of `op`.
    pub fn out(&self, f: &mut Frame, op: OpId, i: usize, x: RV) -> R<()> {
        match self.m.results(op).get(i) {
            Some(&r) => {
                self.set(f, r, x);
                Ok(())
            }
            None => Err(self.err(op, format!("missing result #{i}"))),
        }
    }
    /// Set all results of `op`.
    pub fn outs(&self, f: &mut Frame, op: OpId, xs: Vec<RV>) -> R<()> {
        let rs = self.m.results(op);
        if rs.len() != xs.len() {
            return Err(self.err(op, format!("produced {} values for {} results", xs.len(), rs.len())));
        }
        for (&r, x) in rs.iter().zip(xs) {
            self.set(f, r, x);
        }
        Ok(())
    }
    /// Operand `i` as an integer payload (index or any integer).
    pub fn int_arg(&self, f: &Frame, op: OpId, i: usize) -> R<i64> {
        match self.arg(f, op, i)? {
            RV::Int(v, w) => Ok(super::rv::sext(v, w)),
            RV::Index(v) => Ok(v),
            x => Err(self.err(op, format!("expected an integer operand #{i}, got {}", x.what()))),
        }
    }

    fn tick(&mut self, op: OpId) -> R<()> {
        self.st.steps += 1;
        match self.st.step_limit {
            Some(l) if self.st.steps > l => Err(self.err(op, "step limit exceeded")),
            _ => Ok(()),
        }
    }

    /// Run region `r` of the current frame from its entry block with `args`
    /// until a terminator leaves it.
    pub fn run_region(&mut self, f: &mut Frame, r: RegionId, args: Vec<RV>) -> R<Exit> {
        let owner = self.m.region_parent(r).unwrap_or(self.m.top);
        let Some(entry) = self.m.entry_block(r) else {
            return Err(self.err(owner, "cannot run an empty region"));
        };
        if self.st.depth >= MAX_REGION_DEPTH {
            return Err(self.err(owner, format!("nesting depth limit ({MAX_REGION_DEPTH} active regions) exceeded")));
        }
        self.st.depth += 1;
        let res = self.run_blocks(f, owner, entry, args);
        self.st.depth -= 1;
        res
    }

    fn run_blocks(&mut self, f: &mut Frame, owner: OpId, entry: BlockId, args: Vec<RV>) -> R<Exit> {
        let mut block = entry;
        let mut args = args;
        loop {
            let params = self.m.block_args(block);
            if params.len() != args.len() {
                return Err(self.err(owner, format!("block expects {} arguments, got {}", params.len(), args.len())));
            }
            for (&p, a) in params.iter().zip(args) {
                self.set(f, p, a);
            }
            let mut cur = self.m.first_op(block);
            loop {
                let Some(op) = cur else {
                    return Err(self.err(owner, "a block ends without a terminator"));
                };
                self.tick(op)?;
                let next = self.m.next_op(op);
                if next.is_none() {
                    match self.terminator(f, op)? {
                        Some(Flow::Jump(b, a)) => {
                            block = b;
                            args = a;
                            break;
                        }
                        Some(Flow::Exit(vals)) => return Ok((op, vals)),
                        None => {
                            self.exec_op(f, op)?;
                            return Err(self.err(op, "is the last op of its block but not a terminator"));
                        }
                    }
                }
                self.exec_op(f, op)?;
                cur = next;
            }
        }
    }

    #[inline(never)]
    /// Where a block's last op sends control (`None`: it is not a terminator).
    fn terminator(&mut self, f: &mut Frame, op: OpId) -> R<Option<Flow>> {
        let name = self.info.names[op];
        let succ = |ex: &Self, i: usize| -> R<Flow> {
            let s = ex.m.successors(op).get(i).ok_or_else(|| ex.err(op, format!("missing successor #{i}")))?;
            Ok(Flow::Jump(s.block, ex.values(f, ex.m.successor_args(op, i))))
        };
        Ok(Some(match name {
            "cf.br" | "llvm.br" => succ(self, 0)?,
            "cf.cond_br" | "llvm.cond_br" => {
                let c = self.arg(f, op, 0)?.bool().ok_or_else(|| self.err(op, "condition is not an i1"))?;
                succ(self, if c { 0 } else { 1 })?
            }
            "cf.switch" | "llvm.switch" => {
                let (v, w) = self.arg(f, op, 0)?.int().ok_or_else(|| self.err(op, "flag is not an integer"))?;
                let cases =
                    dialects::cf::case_values(self.m, op).ok_or_else(|| self.err(op, "has malformed case values"))?;
                let hit = cases.iter().position(|&c| crate::exec::value::normalize_int(c as i64, w) == v);
                succ(self, hit.map_or(0, |i| i + 1))?
            }
            "llvm.unreachable" => return Err(self.err(op, "reached unreachable code")),
            _ if dialects::traits(self.m, op).has(Traits::TERMINATOR) && !name.starts_with("enzyme.") => {
                Flow::Exit(self.args(f, op))
            }
            _ => return Ok(None),
        }))
    }

    /// Call a function op with `args`; `site` is the calling op (for errors).
    pub fn call_func(&mut self, site: Option<OpId>, func: OpId, args: Vec<RV>) -> R<Vec<RV>> {
        let body = self.m.regions(func).first().copied().filter(|&r| !self.m.blocks(r).is_empty());
        let Some(body) = body else { return self.call_without_body(site, func, args) };
        // (A variadic function with a body runs with its fixed arguments.)
        let mut args = args;
        if let Some(n) = crate::dialects::llvm::variadic_fixed_params(self.m, func) {
            args.truncate(n);
        }
        if self.st.calls >= MAX_CALL_DEPTH {
            let msg = format!("call depth limit ({MAX_CALL_DEPTH}) exceeded");
            return Err(match site {
                Some(s) => self.err(s, msg),
                None => Box::new(ExecError::new(msg)),
            });
        }
        if let Some(e) = self.info.unsplit.get(&func) {
            return Err(Box::new(e.clone()));
        }
        if let Some(&op) = self.info.too_wide.get(&func) {
            return Err(self.err(op, "integers wider than 64 bits are not supported by the interpreter"));
        }
        let n = self.info.nslots.get(&func).copied().unwrap_or(0);
        let mut frame = Frame::new(n);
        self.st.calls += 1;
        let res = self.run_region(&mut frame, body, args);
        self.st.calls -= 1;
        self.st.mem.pop(&frame.stack);
        let (_, vals) = res?;
        Ok(vals)
    }

    #[inline(never)]
    fn call_without_body(&mut self, site: Option<OpId>, func: OpId, args: Vec<RV>) -> R<Vec<RV>> {
        let name = self.m.symbol_name(func).unwrap_or("?").to_string();
        match site {
            Some(s) => externals::call(self, s, &name, args),
            None => Err(Box::new(ExecError::new(format!("@{name} is a declaration without a body")))),
        }
    }

    /// Run one op that is not a terminator handled by `terminator`.
    fn exec_op(&mut self, f: &mut Frame, op: OpId) -> R<()> {
        let name = self.info.names[op];
        let (dialect, rest) = name.split_once('.').unwrap_or((name, ""));
        match dialect {
            "arith" => arith::exec(self, f, op, rest),
            "math" => math::exec(self, f, op, rest),
            "memref" if matches!(rest, "alloca_scope" | "generic_atomic_rmw") => memref::region_op(self, f, op, rest),
            "memref" => memref::exec(self, f, op, rest),
            "func" | "scf" | "cf" => control::exec(self, f, op, name),
            "llvm" if rest == "call" => llvm::call(self, f, op),
            "llvm" => llvm::exec(self, f, op, rest),
            "enzyme" => Err(self.err(op, "must be lowered (ferrozyme opt --enzyme) before running")),
            "builtin" if rest == "unrealized_conversion_cast" => self.unrealized_cast(f, op),
            _ => Err(self.unsupported(op)),
        }
    }

    #[cold]
    pub fn unsupported(&self, op: OpId) -> Box<ExecError> {
        self.err(op, "is not supported by the interpreter")
    }

    /// `builtin.unrealized_conversion_cast`: only the identity is runnable.
    fn unrealized_cast(&mut self, f: &mut Frame, op: OpId) -> R<()> {
        let (ins, outs) = (self.m.operands(op), self.m.results(op));
        if ins.len() != outs.len() || ins.iter().zip(outs).any(|(&a, &b)| self.m.value_type(a) != self.m.value_type(b))
        {
            return Err(self.err(op, crate::rewrite::casts::refusal(self.m, op)));
        }
        let vals = self.args(f, op);
        self.outs(f, op, vals)
    }
}

enum Flow {
    Jump(BlockId, Vec<RV>),
    Exit(Vec<RV>),
}
