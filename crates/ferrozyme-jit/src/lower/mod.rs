//! Lowering one function body from MLIR to Cranelift IR. `FnLower` maps each
//! MLIR value to its flattened machine values (see `abi`), each MLIR block to
//! a Cranelift block, and lowers ops one by one: scalar ops in `scalar` and
//! `bits`, memory in `memory`, control flow and calls in `control`. Structured
//! control flow (`scf`) becomes explicit blocks; a region's terminator is
//! handled by the [`Exit`] its parent op chose.
//!
//! Checked mode adds bounds, liveness, null, alignment and division checks;
//! a failed check records an error site in the runtime and returns from the
//! function at once (every call is followed by a pending-error test), so the
//! error surfaces in Rust without unwinding.

mod addressing;
mod bits;
mod cold;
mod control;
mod llvm_memory;
mod memory;
mod reshape;
mod scalar;
pub mod stack;

use std::collections::HashMap;

use cranelift_codegen::ir::{
    types, Block, BlockArg, FuncRef, InstBuilder, MemFlagsData, Type as ClType, Value as ClValue,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::FunctionBuilder;
use cranelift_jit::JITModule;
use cranelift_module::{DataId, FuncId, Linkage, Module as _};
use ferrozyme::exec::ExecError;
use ferrozyme::ir::{BlockId, Module, OpId, RegionId, Type, Value};

use crate::abi::{flat_all, flat_types, helper_signature};

/// Why a checked-mode check failed (with up to four runtime details `a`..`d`).
#[derive(Clone, Debug)]
pub enum SiteKind {
    /// Index `a` outside dimension `dim` of size `b`.
    OutOfBounds {
        dim: usize,
    },
    /// `memref.copy` between different shapes (sizes `a` and `b` of dimension `dim`).
    CopyShape {
        dim: usize,
    },
    /// A negative size `a` for dimension `dim`.
    NegativeSize {
        dim: usize,
    },
    /// Subview dimension `dim` (size `a`): offset `b`, size `c`, stride `d` reach outside.
    SubviewOutOfBounds {
        dim: usize,
    },
    /// A view cast to a type with the identity layout is not row-major
    /// from offset 0.
    NotContiguous,
    /// Dimensions `a_dim` and `b_dim` of group `group` of a
    /// `collapse_shape` are not contiguous (`a`, `b`: their strides, `c`:
    /// the size of `b_dim`).
    /// Dimension `group` (of size `a`) of an `expand_shape`'s source is
    /// not the product `b` of its group's sizes.
    ExpandSizes {
        group: usize,
    },
    CollapseNotContiguous {
        group: usize,
        a_dim: usize,
        b_dim: usize,
    },
    /// `memref.dealloc` (or `free`) of stack memory.
    StackFree,
    /// Access to stack memory of a function that has returned.
    UseAfterReturn,
    /// A call reached a function the JIT could not compile (its error).
    NotCompiled(Box<ExecError>),
    /// `llvm.intr.trap`.
    Trap,
    /// A recursive function entered with the native stack budget spent
    /// (`a`: bytes used since the call from Rust).
    StackExhausted,
    /// Integer division (or remainder, `rem`) by zero.
    DivByZero {
        rem: bool,
    },
    /// `MIN / -1` in `width` bits (`a` is the dividend).
    DivOverflow {
        width: u32,
    },
    /// A `memref.cast` whose result type requires `b` where the source
    /// has `a`.
    CastMismatch {
        what: CastPart,
    },
    /// A loop step `a` that is not positive.
    NonPositiveStep,
    /// A loop whose induction variable `a` plus its step `b` wraps around in
    /// the type `ty` (`width` bits, compared `unsigned` or not).
    IvOverflow {
        ty: String,
        width: u32,
        unsigned: bool,
    },
    /// An unranked memref of rank `a` cast to a ranked type `to` of another rank.
    RankMismatch {
        to: String,
    },
    /// A store into a constant global (detail: its index in the module's list).
    ConstantWrite,
    /// `math.ipowi` of zero to a negative power.
    ZeroToNegativePower,
    /// Shift amount `a` not below the bit width.
    ShiftTooLarge {
        width: u32,
    },
    UseAfterFree,
    /// Access of `b` bytes at address `a` runs past the end of its allocation.
    OutsideAllocation,
    /// Load (or store, when `store`) through a null pointer.
    NullPointer {
        store: bool,
    },
    /// Address `a` is not a multiple of alignment `b`.
    Misaligned,
    DoubleFree,
    AllocFailed,
    /// An allocation whose byte count does not fit 64 bits.
    AllocOverflow,
    AssertFailed(String),
    Unreachable,
}

/// What a `memref.cast` check compares.
#[derive(Clone, Copy, Debug)]
pub enum CastPart {
    Size(usize),
    Offset,
    Stride(usize),
}

/// A place in the program where a checked-mode error can be raised.
#[derive(Clone, Debug)]
pub struct Site {
    pub op: OpId,
    pub kind: SiteKind,
}

/// Module-wide facts every function lowering needs.
pub struct ModuleCtx<'m> {
    pub m: &'m Module,
    pub checked: bool,
    pub cc: CallConv,
    /// Functions by symbol: id, IR inputs, IR results.
    pub funcs: HashMap<String, (FuncId, Vec<Type>, Vec<Type>)>,
    /// Globals (memref.global, llvm.mlir.global) by symbol.
    pub globals: HashMap<String, DataId>,
    /// Runtime helpers already declared in the JIT module.
    pub helpers: HashMap<String, FuncId>,
    pub sites: Vec<Site>,
    /// Functions on a cycle of the call graph: they check the native stack
    /// on entry, and their callers return at once when that fails.
    pub recursive: std::collections::HashSet<String>,
    /// Functions compiled so far that may return with an error pending (a
    /// trap, a body that could not be compiled, a failed stack check, or a
    /// call of such a function): their callers return at once after the
    /// call, in unchecked mode too, instead of going on with zeros.
    pub may_fail: std::collections::HashSet<String>,
    /// Declared functions without a body and without a runtime
    /// implementation: their `funcs` entry is a stub that reports the error
    /// when called (through its address); direct calls report it at the call.
    pub bodiless: std::collections::HashSet<String>,
}

/// What a region's terminator does.
#[derive(Clone, Debug)]
pub enum Exit {
    /// `scf.yield` & co: jump to this block with the yielded values.
    Jump(Block),
    /// `scf.condition`: to `after` when true, `exit` otherwise, with its values.
    While { after: Block, exit: Block },
    /// Single-block region whose yielded values are collected in `FnLower::captured`.
    Capture,
    /// `func.return` / `llvm.return` only (function bodies).
    Return,
}

pub type LResult<T> = Result<T, ExecError>;

pub struct FnLower<'a, 'm> {
    pub cx: &'a mut ModuleCtx<'m>,
    pub jm: &'a mut JITModule,
    pub b: FunctionBuilder<'a>,
    pub vals: HashMap<Value, Vec<ClValue>>,
    pub blocks: HashMap<BlockId, Block>,
    /// Machine types this function returns (for the checked-mode abort path).
    pub ret_types: Vec<ClType>,
    abort: Option<Block>,
    /// May this function return with an error pending (`Cx::may_fail`)?
    pub fails: bool,
    func_refs: HashMap<FuncId, FuncRef>,
    /// Values yielded to an `Exit::Capture`.
    pub captured: Vec<ClValue>,
    /// Mark of this call's stack allocations (functions with `alloca`s release them on return).
    pub frame_mark: Option<ClValue>,
    /// Allocations lowered to stack slots (`stack::slots`): bytes, log2 alignment.
    pub stack_slots: HashMap<OpId, (u32, u8)>,
    /// Base addresses of the function's memref arguments (`argument_bases`).
    pub bases: HashMap<Value, addressing::Base>,
}

/// Is `f` a function declaration (no body)?
pub fn has_no_body(m: &Module, f: OpId) -> bool {
    m.regions(f).first().is_none_or(|&r| m.blocks(r).is_empty())
}

pub fn flags() -> MemFlagsData {
    MemFlagsData::trusted()
}

impl<'a, 'm> FnLower<'a, 'm> {
    pub fn new(
        cx: &'a mut ModuleCtx<'m>,
        jm: &'a mut JITModule,
        b: FunctionBuilder<'a>,
        ret_types: Vec<ClType>,
    ) -> Self {
        FnLower {
            cx,
            jm,
            b,
            vals: HashMap::new(),
            blocks: HashMap::new(),
            ret_types,
            abort: None,
            fails: false,
            func_refs: HashMap::new(),
            captured: Vec::new(),
            frame_mark: None,
            stack_slots: HashMap::new(),
            bases: HashMap::new(),
        }
    }

    pub fn m(&self) -> &'m Module {
        self.cx.m
    }

    pub fn err(&self, op: OpId, msg: impl Into<String>) -> ExecError {
        ExecError::at(self.cx.m, op, msg)
    }

    /// The flattened machine types of an IR type, or a located error.
    pub fn flat(&self, op: OpId, t: &Type) -> LResult<Vec<ClType>> {
        flat_types(t).map_err(|e| self.err(op, e))
    }

    // ----- value map -----

    pub fn get(&self, v: Value) -> Vec<ClValue> {
        self.vals.get(&v).cloned().unwrap_or_default()
    }
    pub fn get1(&self, op: OpId, v: Value) -> LResult<ClValue> {
        self.vals
            .get(&v)
            .and_then(|x| x.first().copied())
            .ok_or_else(|| self.err(op, "internal: operand was not lowered"))
    }
    pub fn operand(&self, op: OpId, i: usize) -> LResult<ClValue> {
        self.get1(op, self.m().operand(op, i))
    }
    pub fn set(&mut self, v: Value, xs: Vec<ClValue>) {
        self.vals.insert(v, xs);
    }
    pub fn set_result(&mut self, op: OpId, x: ClValue) {
        let r = self.m().result(op, 0);
        self.vals.insert(r, vec![x]);
    }
    /// Flattened values of several IR values.
    pub fn get_all(&self, vs: &[Value]) -> Vec<ClValue> {
        vs.iter().flat_map(|&v| self.get(v)).collect()
    }
    /// Bind IR values to consecutive machine values (flattened).
    pub fn bind(&mut self, vs: &[Value], xs: &[ClValue]) -> LResult<()> {
        let mut i = 0;
        for &v in vs {
            let n = flat_types(self.m().value_type(v)).map_err(ExecError::new)?.len();
            let part =
                xs.get(i..i + n).ok_or_else(|| ExecError::new("internal: value count mismatch while binding"))?;
            self.vals.insert(v, part.to_vec());
            i += n;
        }
        Ok(())
    }

    // ----- blocks -----

    /// A new block with parameters of the given machine types.
    pub fn block_with_params(&mut self, tys: &[ClType]) -> Block {
        let bl = self.b.create_block();
        for &t in tys {
            self.b.append_block_param(bl, t);
        }
        bl
    }

    pub fn jump(&mut self, to: Block, args: &[ClValue]) {
        let a: Vec<BlockArg> = args.iter().map(|&v| BlockArg::Value(v)).collect();
        self.b.ins().jump(to, &a);
    }

    /// The test at the head of a loop: to `body` while `go` holds, else to
    /// `exit`. Emitted as `brif !go, exit, body`: Cranelift (0.135) then
    /// orders the dominator tree's children body first, and its
    /// loop-invariant code motion, which loses track of the loop when the
    /// exit is visited first, hoists out of the body what does not change
    /// in it (base pointers, offsets scaled by element sizes, ...).
    pub fn loop_test(&mut self, go: ClValue, body: Block, bargs: &[ClValue], exit: Block, eargs: &[ClValue]) {
        let stop = self.b.ins().icmp_imm_s(cranelift_codegen::ir::condcodes::IntCC::Equal, go, 0);
        self.brif(stop, exit, eargs, body, bargs);
    }

    pub fn brif(&mut self, c: ClValue, t: Block, targs: &[ClValue], e: Block, eargs: &[ClValue]) {
        let ta: Vec<BlockArg> = targs.iter().map(|&v| BlockArg::Value(v)).collect();
        let ea: Vec<BlockArg> = eargs.iter().map(|&v| BlockArg::Value(v)).collect();
        self.b.ins().brif(c, t, &ta, e, &ea);
    }

    /// Lower the blocks of `region`: the entry block's arguments are bound to
    /// `entry_args` and its ops go into the current Cranelift block; other
    /// blocks get their own. Terminators follow `exit`.
    pub fn lower_region(&mut self, region: RegionId, entry_args: &[ClValue], exit: &Exit) -> LResult<()> {
        let m = self.m();
        let blocks = m.blocks(region).to_vec();
        for &bl in blocks.iter().skip(1) {
            let tys = flat_all(&m.block_args(bl).iter().map(|&a| m.value_type(a).clone()).collect::<Vec<_>>())
                .map_err(ExecError::new)?;
            let cb = self.block_with_params(&tys);
            self.blocks.insert(bl, cb);
        }
        for (i, &bl) in blocks.iter().enumerate() {
            if i == 0 {
                self.bind(m.block_args(bl), entry_args)?;
            } else {
                let cb = self.blocks[&bl];
                self.b.switch_to_block(cb);
                let params = self.b.block_params(cb).to_vec();
                self.bind(m.block_args(bl), &params)?;
            }
            for op in m.block_ops(bl) {
                self.lower_op(op, exit)?;
            }
        }
        Ok(())
    }

    /// Handle a region terminator according to `exit`.
    pub fn lower_exit(&mut self, op: OpId, exit: &Exit) -> LResult<()> {
        let m = self.m();
        match exit {
            Exit::Jump(to) => {
                let vals = self.get_all(m.operands(op));
                self.jump(*to, &vals);
            }
            Exit::Capture => self.captured = self.get_all(m.operands(op)),
            Exit::While { after, exit } => {
                let c = self.operand(op, 0)?;
                let vals = self.get_all(&m.operands(op)[1..]);
                self.loop_test(c, *after, &vals, *exit, &vals);
            }
            Exit::Return => return Err(self.err(op, "is not valid as the terminator of a function body")),
        }
        Ok(())
    }

    /// Lower one op.
    pub fn lower_op(&mut self, op: OpId, exit: &Exit) -> LResult<()> {
        let name = self.m().name(op).as_str();
        match name {
            "scf.yield"
            | "scf.condition"
            | "scf.reduce.return"
            | "memref.alloca_scope.return"
            | "memref.atomic_yield" => self.lower_exit(op, exit),
            _ if name.starts_with("arith.") || name.starts_with("math.") => self.lower_scalar(op),
            _ if name.starts_with("memref.") => self.lower_memref(op),
            _ if name.starts_with("scf.") || name.starts_with("cf.") || name.starts_with("func.") => {
                self.lower_control(op)
            }
            _ if name.starts_with("llvm.") => self.lower_llvm(op),
            _ if name.starts_with("enzyme.") => {
                Err(self.err(op, "must be lowered first (ferrozyme opt --enzyme) before it can run"))
            }
            "builtin.unrealized_conversion_cast" => {
                Err(self.err(op, ferrozyme::rewrite::casts::refusal(self.cx.m, op)))
            }
            _ => Err(self.err(op, "is not supported by the JIT")),
        }
    }

    // ----- runtime helpers and calls -----

    /// A reference to function `id` usable in this function.
    pub fn func_ref(&mut self, id: FuncId) -> FuncRef {
        if let Some(&r) = self.func_refs.get(&id) {
            return r;
        }
        let r = self.jm.declare_func_in_func(id, self.b.func);
        self.func_refs.insert(id, r);
        r
    }

    /// Call runtime helper `name` (declared on first use).
    /// The runtime function `name`, declared once.
    fn helper_id(&mut self, name: &str, params: &[ClType], rets: &[ClType]) -> LResult<FuncId> {
        if let Some(&id) = self.cx.helpers.get(name) {
            return Ok(id);
        }
        let sig = helper_signature(params, rets, self.cx.cc);
        let id = self
            .jm
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| ExecError::new(format!("cannot declare runtime function {name}: {e}")))?;
        self.cx.helpers.insert(name.to_string(), id);
        Ok(id)
    }

    pub fn call_helper(
        &mut self,
        name: &str,
        params: &[ClType],
        rets: &[ClType],
        args: &[ClValue],
    ) -> LResult<Vec<ClValue>> {
        let id = self.helper_id(name, params, rets)?;
        let fr = self.func_ref(id);
        let call = self.b.ins().call(fr, args);
        Ok(self.b.inst_results(call).to_vec())
    }

    // ----- checked mode -----

    pub fn abort_block(&mut self) -> Block {
        self.fails = true;
        if let Some(b) = self.abort {
            return b;
        }
        let b = self.b.create_block();
        self.abort = Some(b);
        b
    }

    /// Emit the abort block (return zeros) if anything used it.
    pub fn finish_abort(&mut self) {
        if let Some(ab) = self.abort {
            self.b.switch_to_block(ab);
            let zeros: Vec<ClValue> = self.ret_types.clone().into_iter().map(|t| self.zero(t)).collect();
            self.b.ins().return_(&zeros);
        }
    }

    pub fn zero(&mut self, t: ClType) -> ClValue {
        match t {
            types::F32 => self.b.ins().f32const(0.0),
            types::F64 => self.b.ins().f64const(0.0),
            t => self.b.ins().iconst(t, 0),
        }
    }

    /// Checked mode: when `fail` (an i8 0/1) is set, record `kind` at `op`
    /// with details `a`, `b` and return from the function.
    pub fn check(&mut self, op: OpId, fail: ClValue, kind: SiteKind, details: &[ClValue]) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        self.check_always(op, fail, kind, details)
    }

    /// `check` in unchecked mode too (`cf.assert`, which MLIR's lowering
    /// always keeps, and the overlap checks of reverse-mode requests).
    pub fn check_always(&mut self, op: OpId, fail: ClValue, kind: SiteKind, details: &[ClValue]) -> LResult<()> {
        let site = self.cx.sites.len() as i64;
        self.cx.sites.push(Site { op, kind });
        let fail_bl = self.b.create_block();
        let cont = self.b.create_block();
        self.brif(fail, fail_bl, &[], cont, &[]);
        self.b.switch_to_block(fail_bl);
        let s = self.b.ins().iconst(types::I64, site);
        let mut args = vec![s];
        for k in 0..4 {
            let d = match details.get(k) {
                Some(&v) => self.to_i64(v),
                None => self.b.ins().iconst(types::I64, 0),
            };
            args.push(d);
        }
        self.call_helper("fz_fail", &[types::I64; 5], &[], &args)?;
        let ab = self.abort_block();
        self.jump(ab, &[]);
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// Before a function-level return: release the stack allocations of this call.
    pub fn release_frame(&mut self) -> LResult<()> {
        if let Some(mark) = self.frame_mark {
            self.call_helper("fz_frame_leave", &[types::I64], &[], &[mark])?;
        }
        Ok(())
    }

    /// Record an error unconditionally (a trap, `unreachable`, a function
    /// that could not be compiled), then return zeros from the function.
    pub fn fail_and_return(&mut self, op: OpId, kind: SiteKind) -> LResult<()> {
        self.fails = true;
        let site = self.cx.sites.len() as i64;
        self.cx.sites.push(Site { op, kind });
        let mut args = vec![self.b.ins().iconst(types::I64, site)];
        for _ in 0..4 {
            args.push(self.b.ins().iconst(types::I64, 0));
        }
        self.call_helper("fz_fail", &[types::I64; 5], &[], &args)?;
        let zs: Vec<ClValue> = self.ret_types.clone().into_iter().map(|t| self.zero(t)).collect();
        self.b.ins().return_(&zs);
        Ok(())
    }

    /// Checked mode: after a call, return at once if the callee failed.
    pub fn check_pending(&mut self) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        self.return_if_pending()
    }

    /// After a call that may fail (checked mode, or a recursive callee):
    /// return at once if an error is pending.
    pub fn return_if_pending(&mut self) -> LResult<()> {
        let p = self.call_helper("fz_error_pending", &[], &[types::I8], &[])?[0];
        let ab = self.abort_block();
        let cont = self.b.create_block();
        self.brif(p, ab, &[], cont, &[]);
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// An unsigned integer of `w` bits as an i64 detail value.
    pub fn to_u64(&mut self, v: ClValue, w: u32) -> ClValue {
        let t = self.b.func.dfg.value_type(v);
        let x = if t == types::I64 { v } else { self.b.ins().uextend(types::I64, v) };
        if w >= 64 {
            x
        } else {
            self.b.ins().band_imm_s(x, ((1u64 << w) - 1) as i64)
        }
    }

    /// Any integer (or float bits) as an i64 detail value.
    pub fn to_i64(&mut self, v: ClValue) -> ClValue {
        let t = self.b.func.dfg.value_type(v);
        match t {
            types::I64 => v,
            types::I8 | types::I16 | types::I32 => self.b.ins().sextend(types::I64, v),
            types::F64 => self.b.ins().bitcast(types::I64, MemFlagsData::new(), v),
            types::F32 => {
                let i = self.b.ins().bitcast(types::I32, MemFlagsData::new(), v);
                self.b.ins().uextend(types::I64, i)
            }
            _ => self.b.ins().iconst(types::I64, 0),
        }
    }
}
