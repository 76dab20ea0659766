//! Control flow and calls: `scf` structured ops become explicit loops and
//! diamonds, `cf`/`llvm` branches become jumps between the blocks of the
//! function, `func.call`/`llvm.call` direct or indirect calls (checked mode
//! tests for a pending error after each), returns. Also dispatches the rest
//! of the LLVM dialect.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value as ClValue};
use ferrozyme::ir::{Attribute, DenseData, DenseElem, OpId, Type};

use super::scalar::{FloatOp, IntOp, Scal};
use super::{Exit, FnLower, LResult, SiteKind};
use crate::abi::{flat_all, signature};

impl FnLower<'_, '_> {
    fn result_types(&self, op: OpId) -> Vec<Type> {
        let m = self.m();
        m.results(op).iter().map(|&r| m.value_type(r).clone()).collect()
    }

    fn flat_results(&self, op: OpId) -> LResult<Vec<cranelift_codegen::ir::Type>> {
        flat_all(&self.result_types(op)).map_err(|e| self.err(op, e))
    }

    /// Switch to `merge` and bind the op's results to its parameters.
    fn bind_merge(&mut self, op: OpId, merge: cranelift_codegen::ir::Block) -> LResult<()> {
        self.b.switch_to_block(merge);
        let params = self.b.block_params(merge).to_vec();
        self.bind(self.m().results(op), &params)
    }

    pub fn lower_control(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        match m.name(op).as_str() {
            "scf.for" => {
                let (lb, ub, step) = (self.operand(op, 0)?, self.operand(op, 1)?, self.operand(op, 2)?);
                let inits = self.get_all(&m.operands(op)[3..]);
                let iv_ty = self.b.func.dfg.value_type(lb);
                let unsigned = m.attr(op, "unsignedCmp").is_some();
                let t = m.value_type(m.operand(op, 0));
                let width = t.int_width().unwrap_or(64);
                self.check_step(op, step, unsigned, width)?;
                let carried = self.flat_results(op)?;
                let mut header_tys = vec![iv_ty];
                header_tys.extend(&carried);
                let header = self.block_with_params(&header_tys);
                let body = self.b.create_block();
                let latch = self.block_with_params(&carried);
                let exit = self.block_with_params(&carried);
                let mut args = vec![lb];
                args.extend(&inits);
                self.jump(header, &args);
                self.b.switch_to_block(header);
                let hp = self.b.block_params(header).to_vec();
                let go = self.iv_less(hp[0], ub, width, unsigned);
                self.loop_test(go, body, &[], exit, &hp[1..]);
                self.b.switch_to_block(body);
                self.lower_region(m.region(op, 0), &hp, &Exit::Jump(latch))?;
                self.b.switch_to_block(latch);
                let ys = self.b.block_params(latch).to_vec();
                let sum = self.b.ins().iadd(hp[0], step);
                let next = self.norm(sum, width);
                self.check_iv(op, hp[0], next, step, t, unsigned)?;
                let mut back = vec![next];
                back.extend(ys);
                self.jump(header, &back);
                self.bind_merge(op, exit)?;
            }
            "scf.if" => {
                let c = self.operand(op, 0)?;
                let merge = self.block_with_params(&self.flat_results(op)?);
                let then_b = self.b.create_block();
                let else_b = self.b.create_block();
                self.brif(c, then_b, &[], else_b, &[]);
                self.b.switch_to_block(then_b);
                self.lower_region(m.region(op, 0), &[], &Exit::Jump(merge))?;
                self.b.switch_to_block(else_b);
                let else_region = m.region(op, 1);
                if m.blocks(else_region).is_empty() {
                    self.jump(merge, &[]);
                } else {
                    self.lower_region(else_region, &[], &Exit::Jump(merge))?;
                }
                self.bind_merge(op, merge)?;
            }
            "scf.while" => {
                let inits = self.get_all(m.operands(op));
                let before_tys = flat_all(&m.operands(op).iter().map(|&v| m.value_type(v).clone()).collect::<Vec<_>>())
                    .map_err(|e| self.err(op, e))?;
                let results = self.flat_results(op)?;
                let before = self.block_with_params(&before_tys);
                let after = self.block_with_params(&results);
                let exit = self.block_with_params(&results);
                self.jump(before, &inits);
                self.b.switch_to_block(before);
                let bp = self.b.block_params(before).to_vec();
                self.lower_region(m.region(op, 0), &bp, &Exit::While { after, exit })?;
                self.b.switch_to_block(after);
                let ap = self.b.block_params(after).to_vec();
                self.lower_region(m.region(op, 1), &ap, &Exit::Jump(before))?;
                self.bind_merge(op, exit)?;
            }
            "scf.execute_region" => {
                let merge = self.block_with_params(&self.flat_results(op)?);
                self.lower_region(m.region(op, 0), &[], &Exit::Jump(merge))?;
                self.bind_merge(op, merge)?;
            }
            "scf.index_switch" => {
                let arg = self.operand(op, 0)?;
                let merge = self.block_with_params(&self.flat_results(op)?);
                let cases = m.attr(op, "cases").and_then(Attribute::as_dense_ints).unwrap_or_default();
                let regions = m.regions(op).to_vec();
                // regions[0] is the default; regions[1..] the cases in order.
                for (k, &case) in cases.iter().enumerate() {
                    let hit = self.b.ins().icmp_imm_s(IntCC::Equal, arg, case as i64);
                    let case_b = self.b.create_block();
                    let next = self.b.create_block();
                    self.brif(hit, case_b, &[], next, &[]);
                    self.b.switch_to_block(case_b);
                    self.lower_region(regions[k + 1], &[], &Exit::Jump(merge))?;
                    self.b.switch_to_block(next);
                }
                self.lower_region(regions[0], &[], &Exit::Jump(merge))?;
                self.bind_merge(op, merge)?;
            }
            "scf.parallel" => self.lower_parallel(op)?,
            "cf.br" | "cf.cond_br" | "cf.switch" => self.lower_branch(op)?,
            "cf.assert" => {
                let c = self.operand(op, 0)?;
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                let msg = m.attr(op, "msg").and_then(Attribute::as_str).unwrap_or("").to_string();
                let zero = self.b.ins().iconst(types::I64, 0);
                self.check_always(op, fail, SiteKind::AssertFailed(msg), &[zero, zero])?;
            }
            "func.return" => {
                // (Its descriptor is in this function's stack frame.)
                if m.operands(op).iter().any(|&v| matches!(m.value_type(v), Type::UnrankedMemRef { .. })) {
                    return Err(self.err(op, "returning an unranked memref is not supported by the JIT"));
                }
                self.release_frame()?;
                let vals = self.get_all(m.operands(op));
                self.b.ins().return_(&vals);
            }
            "func.call" => {
                let callee = m.attr(op, "callee").and_then(Attribute::as_flat_symbol).unwrap_or("").to_string();
                self.direct_call(op, &callee, m.operands(op))?;
            }
            "func.call_indirect" => {
                let f = self.operand(op, 0)?;
                self.indirect_call(op, f, &m.operands(op)[1..])?;
            }
            "func.constant" => {
                let sym = m.attr(op, "value").and_then(Attribute::as_flat_symbol).unwrap_or("").to_string();
                let (id, _, _) = self
                    .cx
                    .funcs
                    .get(&sym)
                    .cloned()
                    .ok_or_else(|| self.err(op, format!("@{sym} is not a compiled function")))?;
                let fr = self.func_ref(id);
                let p = self.b.ins().func_addr(types::I64, fr);
                self.set_result(op, p);
            }
            _ => return Err(self.err(op, "is not supported by the JIT")),
        }
        Ok(())
    }

    /// Checked mode: a loop's `step` must be positive (a step of 0 would
    /// loop forever, a negative one run no iteration), as the interpreter
    /// requires.
    /// Checked mode: `next = iv + step` must not have wrapped around in the
    /// IV's type `t` (the step is positive, so it wrapped iff it is below `iv`).
    fn check_iv(
        &mut self,
        op: OpId,
        iv: ClValue,
        next: ClValue,
        step: ClValue,
        t: &Type,
        unsigned: bool,
    ) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        let width = t.int_width().unwrap_or(64);
        let wrapped = self.iv_less(next, iv, width, unsigned);
        let kind = SiteKind::IvOverflow { ty: t.to_string(), width, unsigned };
        self.check(op, wrapped, kind, &[iv, step])
    }

    /// `a < b` for induction variables of `width` bits, compared as MLIR's
    /// lowering does (signed unless `unsignedCmp`: an `i1` true is -1).
    fn iv_less(&mut self, a: ClValue, b: ClValue, width: u32, unsigned: bool) -> ClValue {
        if unsigned {
            let (a, b) = (self.zext_val(a, width), self.zext_val(b, width));
            self.b.ins().icmp(IntCC::UnsignedLessThan, a, b)
        } else {
            let (a, b) = (self.sext_val(a, width), self.sext_val(b, width));
            self.b.ins().icmp(IntCC::SignedLessThan, a, b)
        }
    }

    fn check_step(&mut self, op: OpId, step: ClValue, unsigned: bool, width: u32) -> LResult<()> {
        let (cc, step) =
            if unsigned { (IntCC::Equal, step) } else { (IntCC::SignedLessThanOrEqual, self.sext_val(step, width)) };
        let bad = self.b.ins().icmp_imm_s(cc, step, 0);
        let detail = self.to_i64(step);
        self.check(op, bad, SiteKind::NonPositiveStep, &[detail])
    }

    /// `scf.parallel` as a sequential loop nest; `scf.reduce` combines into
    /// the loop-carried accumulators.
    fn lower_parallel(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let n = m.region(op, 0);
        let entry = m.entry_block(n).ok_or_else(|| self.err(op, "has an empty body"))?;
        let dims = m.block_args(entry).len();
        let ops = m.operands(op);
        let (lbs, ubs, steps) =
            (self.get_all(&ops[..dims]), self.get_all(&ops[dims..2 * dims]), self.get_all(&ops[2 * dims..3 * dims]));
        let inits = self.get_all(&ops[3 * dims..]);
        for &s in &steps {
            self.check_step(op, s, false, 64)?;
        }
        let acc_tys = self.flat_results(op)?;
        let exit = self.block_with_params(&acc_tys);
        let mut ivs = Vec::new();
        let final_accs = self.parallel_level(op, 0, &lbs, &ubs, &steps, &mut ivs, inits)?;
        self.jump(exit, &final_accs);
        self.bind_merge(op, exit)
    }

    /// One loop of the nest; returns the accumulators after it (in the
    /// block after the loop).
    #[allow(clippy::too_many_arguments)]
    fn parallel_level(
        &mut self,
        op: OpId,
        d: usize,
        lbs: &[ClValue],
        ubs: &[ClValue],
        steps: &[ClValue],
        ivs: &mut Vec<ClValue>,
        accs: Vec<ClValue>,
    ) -> LResult<Vec<ClValue>> {
        let m = self.m();
        let acc_tys: Vec<_> = accs.iter().map(|&a| self.b.func.dfg.value_type(a)).collect();
        if d == lbs.len() {
            // Innermost body: run it, then combine its scf.reduce operands.
            let body = m.region(op, 0);
            let entry = m.entry_block(body).ok_or_else(|| self.err(op, "has an empty body"))?;
            let all_ops: Vec<OpId> = m.block_ops(entry).collect();
            let (last, rest) = all_ops.split_last().ok_or_else(|| self.err(op, "has an empty body"))?;
            self.bind(m.block_args(entry), ivs)?;
            for &o in rest {
                self.lower_op(o, &Exit::Return)?;
            }
            let mut new_accs = Vec::new();
            let mut pos = 0;
            for (i, &operand) in m.operands(*last).iter().enumerate() {
                let vals = self.get(operand);
                let acc = accs[pos..pos + vals.len()].to_vec();
                pos += vals.len();
                let mut args = acc.clone();
                args.extend(&vals);
                self.lower_region(m.region(*last, i), &args, &Exit::Capture)?;
                new_accs.extend(self.captured.clone());
            }
            return Ok(new_accs);
        }
        let mut htys = vec![types::I64];
        htys.extend(&acc_tys);
        let header = self.block_with_params(&htys);
        let body = self.b.create_block();
        let exit = self.block_with_params(&acc_tys);
        let mut args = vec![lbs[d]];
        args.extend(&accs);
        self.jump(header, &args);
        self.b.switch_to_block(header);
        let hp = self.b.block_params(header).to_vec();
        let go = self.b.ins().icmp(IntCC::SignedLessThan, hp[0], ubs[d]);
        self.loop_test(go, body, &[], exit, &hp[1..]);
        self.b.switch_to_block(body);
        ivs.push(hp[0]);
        let inner = self.parallel_level(op, d + 1, lbs, ubs, steps, ivs, hp[1..].to_vec())?;
        ivs.pop();
        let next = self.b.ins().iadd(hp[0], steps[d]);
        self.check_iv(op, hp[0], next, steps[d], &Type::Index, false)?;
        let mut back = vec![next];
        back.extend(inner);
        self.jump(header, &back);
        self.b.switch_to_block(exit);
        Ok(self.b.block_params(exit).to_vec())
    }

    /// `cf.br`, `cf.cond_br`, `cf.switch` and their LLVM twins.
    fn lower_branch(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let target = |l: &Self, i: usize| -> LResult<(cranelift_codegen::ir::Block, Vec<ClValue>)> {
            let s = &m.successors(op)[i];
            let b = *l.blocks.get(&s.block).ok_or_else(|| l.err(op, "branches to a block outside its region"))?;
            Ok((b, l.get_all(m.successor_args(op, i))))
        };
        match m.name(op).as_str() {
            "cf.br" | "llvm.br" => {
                let (b, a) = target(self, 0)?;
                self.jump(b, &a);
            }
            "cf.cond_br" | "llvm.cond_br" => {
                let c = self.operand(op, 0)?;
                let (t, ta) = target(self, 0)?;
                let (e, ea) = target(self, 1)?;
                self.brif(c, t, &ta, e, &ea);
            }
            _ => {
                // switch: successor 0 is the default, then one per case value.
                let flag = self.operand(op, 0)?;
                let cases: Vec<i128> = match m.attr(op, "case_values") {
                    Some(Attribute::Dense { data: DenseData::Elements(es), .. }) => {
                        es.iter().map(|e| if let DenseElem::Int(i) = e { *i } else { 0 }).collect()
                    }
                    Some(Attribute::Dense { data: DenseData::Splat(DenseElem::Int(i)), .. }) => {
                        vec![*i; m.successors(op).len() - 1]
                    }
                    Some(a) => a.as_dense_ints().unwrap_or_default(),
                    None => Vec::new(),
                };
                for (k, &cv) in cases.iter().enumerate() {
                    let (b, a) = target(self, k + 1)?;
                    let hit = self.b.ins().icmp_imm_s(IntCC::Equal, flag, cv as i64);
                    let next = self.b.create_block();
                    self.brif(hit, b, &a, next, &[]);
                    self.b.switch_to_block(next);
                }
                let (d, da) = target(self, 0)?;
                self.jump(d, &da);
            }
        }
        Ok(())
    }

    fn direct_call(&mut self, op: OpId, callee: &str, args: &[ferrozyme::ir::Value]) -> LResult<()> {
        // C `free` of a program allocation: checked like memref.dealloc.
        let declared_only =
            self.m().lookup_symbol(callee).is_some_and(|f| super::super::lower::has_no_body(self.m(), f));
        // (On a rarely taken path of a loop body, through a trampoline
        // that clobbers no register: `cold`.)
        let cold = declared_only && super::cold::in_branch_of_loop(self.m(), op);
        // C allocation functions take size_t: sizes declared narrower
        // (`malloc(i32)`) are zero-extended, as the interpreter reads them
        // (passed as declared, their upper bits were junk: review-35).
        let helper = match (callee, args.len()) {
            ("malloc", 1) => Some("fz_alloc"),
            ("calloc", 2) => Some("fz_c_calloc"),
            ("aligned_alloc", 2) => Some("fz_c_aligned_alloc"),
            _ => None,
        };
        let int_sizes = args.iter().all(|&a| self.m().value_type(a).int_width().is_some_and(|w| w <= 64));
        if let Some(helper) = helper.filter(|_| declared_only && int_sizes && self.m().results(op).len() == 1) {
            let mut sizes = Vec::new();
            for &a in args {
                let v = self.get1(op, a)?;
                let t = self.b.func.dfg.value_type(v);
                sizes.push(if t.bits() < 64 { self.b.ins().uextend(types::I64, v) } else { v });
            }
            let params = vec![types::I64; sizes.len()];
            let p = if cold {
                self.call_helper_cold(helper, &params, &[types::I64], &sizes)?[0]
            } else {
                self.call_helper(helper, &params, &[types::I64], &sizes)?[0]
            };
            return self.bind(self.m().results(op), &[p]);
        }
        if callee == "free" && declared_only && args.len() == 1 {
            let p = self.get1(op, args[0])?;
            let code = if cold {
                self.call_helper_cold("fz_free", &[types::I64], &[types::I64], &[p])?[0]
            } else {
                self.call_helper("fz_free", &[types::I64], &[types::I64], &[p])?[0]
            };
            let zero = self.b.ins().iconst(types::I64, 0);
            let is_null = self.b.ins().icmp_imm_s(IntCC::Equal, p, 0);
            let code = self.b.ins().select(is_null, zero, code);
            return self.check_free(op, code, p);
        }
        let found = self.cx.funcs.get(callee).cloned().filter(|_| !self.cx.bodiless.contains(callee));
        let Some((id, _, _)) = found else {
            // (A declared function without a body, as a panic handler of
            // imported Rust or C code: an error when the call runs, worded
            // as the interpreter words it, not when the caller compiles.)
            let e = self.err(op, format!("calls @{callee}, which has no body (external functions cannot be run)"));
            self.fail_and_return(op, SiteKind::NotCompiled(Box::new(e)))?;
            let dead = self.b.create_block();
            self.b.switch_to_block(dead);
            let mut zs = Vec::new();
            for &r in self.m().results(op) {
                for t in super::flat_types(self.m().value_type(r)).map_err(ferrozyme::exec::ExecError::new)? {
                    zs.push(self.zero(t));
                }
            }
            return self.bind(self.m().results(op), &zs);
        };
        let fr = self.func_ref(id);
        // (The variadic operands of a call to a variadic function with a
        // body, which it does not read, are not passed.)
        let fixed =
            self.m().lookup_symbol(callee).and_then(|f| ferrozyme::dialects::llvm::variadic_fixed_params(self.m(), f));
        let a = self.get_all(&args[..fixed.unwrap_or(args.len()).min(args.len())]);
        let call = self.b.ins().call(fr, &a);
        let rs = self.b.inst_results(call).to_vec();
        self.bind(self.m().results(op), &rs)?;
        if self.cx.recursive.contains(callee) || self.cx.may_fail.contains(callee) {
            self.return_if_pending()
        } else {
            self.check_pending()
        }
    }

    fn indirect_call(&mut self, op: OpId, f: ClValue, args: &[ferrozyme::ir::Value]) -> LResult<()> {
        let m = self.m();
        let ins: Vec<Type> = args.iter().map(|&v| m.value_type(v).clone()).collect();
        let sig = signature(&ins, &self.result_types(op), self.cx.cc).map_err(|e| self.err(op, e))?;
        let sr = self.b.import_signature(sig);
        let a = self.get_all(args);
        let call = self.b.ins().call_indirect(sr, f, &a);
        let rs = self.b.inst_results(call).to_vec();
        self.bind(m.results(op), &rs)?;
        // (Any function may be called here, one that fails too.)
        self.return_if_pending()
    }

    pub fn lower_llvm(&mut self, op: OpId) -> LResult<()> {
        if self.lower_llvm_memory(op)? {
            return Ok(());
        }
        let m = self.m();
        let name = m.name(op).as_str();
        let short = &name["llvm.".len()..];
        let int_op = match short {
            "add" => Some(IntOp::Add),
            "sub" => Some(IntOp::Sub),
            "mul" => Some(IntOp::Mul),
            "sdiv" => Some(IntOp::DivS),
            "udiv" => Some(IntOp::DivU),
            "srem" => Some(IntOp::RemS),
            "urem" => Some(IntOp::RemU),
            "and" => Some(IntOp::And),
            "or" => Some(IntOp::Or),
            "xor" => Some(IntOp::Xor),
            "shl" => Some(IntOp::Shl),
            "ashr" => Some(IntOp::ShrS),
            "lshr" => Some(IntOp::ShrU),
            _ => None,
        };
        let rt = m.results(op).first().map(|&r| m.value_type(r).clone());
        if let Some(k) = int_op {
            let Some(Scal::Int(w)) = rt.as_ref().and_then(Scal::of) else {
                return Err(self.err(op, "expects scalar integers"));
            };
            let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
            let r = self.int_binop(op, k, a, b, w)?;
            self.set_result(op, r);
            return Ok(());
        }
        let float_op = match short {
            "fadd" => Some(FloatOp::Add),
            "fsub" => Some(FloatOp::Sub),
            "fmul" => Some(FloatOp::Mul),
            "fdiv" => Some(FloatOp::Div),
            "frem" => Some(FloatOp::Rem),
            "intr.maxnum" => Some(FloatOp::MaxNum),
            "intr.minnum" => Some(FloatOp::MinNum),
            "intr.maximum" => Some(FloatOp::Maximum),
            "intr.minimum" => Some(FloatOp::Minimum),
            "intr.pow" => Some(FloatOp::Pow),
            "intr.copysign" => Some(FloatOp::CopySign),
            _ => None,
        };
        if let Some(k) = float_op {
            let s = rt.as_ref().and_then(Scal::of).ok_or_else(|| self.err(op, "expects scalar floats"))?;
            let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
            let r = self.float_binop(op, k, a, b, s)?;
            self.set_result(op, r);
            return Ok(());
        }
        match short {
            // (Values here are never poison: freeze is the identity.)
            "freeze" => {
                let a = self.operand(op, 0)?;
                self.set_result(op, a);
            }
            "fneg" => {
                let s = rt.as_ref().and_then(Scal::of).ok_or_else(|| self.err(op, "expects a float"))?;
                let a = self.operand(op, 0)?;
                let r = self.float_unary(op, s, |l, x| Ok(l.b.ins().fneg(x)), a)?;
                self.set_result(op, r);
            }
            "icmp" | "fcmp" => {
                let idx = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1) as usize;
                let preds: &[&str] = if short == "icmp" {
                    &ferrozyme::dialects::arith::CMPI_PREDICATES
                } else {
                    &ferrozyme::dialects::arith::CMPF_PREDICATES
                };
                let pred = *preds.get(idx).ok_or_else(|| self.err(op, "has an invalid predicate"))?;
                let t = m.value_type(m.operand(op, 0)).clone();
                let s = Scal::of(&t).ok_or_else(|| self.err(op, format!("cannot compare '{t}'")))?;
                let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let r = self.compare(op, pred, a, b, s)?;
                self.set_result(op, r);
            }
            "select" => {
                let c = self.operand(op, 0)?;
                let (a, b) = (self.get(m.operand(op, 1)), self.get(m.operand(op, 2)));
                let r: Vec<ClValue> = a.iter().zip(&b).map(|(&x, &y)| self.b.ins().select(c, x, y)).collect();
                self.set(m.result(op, 0), r);
            }
            "bitcast" | "sitofp" | "uitofp" | "fptosi" | "fptoui" | "fpext" | "fptrunc" | "sext" | "zext" | "trunc"
            | "ptrtoint" | "inttoptr" => {
                let from = m.value_type(m.operand(op, 0)).clone();
                let to = rt.unwrap_or(Type::None);
                let a = self.operand(op, 0)?;
                let r = self.cast(op, short, a, &from, &to)?;
                self.set_result(op, r);
            }
            "mlir.constant" => {
                let t = rt.unwrap_or(Type::None);
                let v = self.constant(op, m.attr(op, "value"), &t)?;
                self.set_result(op, v);
            }
            "mlir.zero" | "mlir.undef" | "mlir.poison" => {
                let tys = self.flat_results(op)?;
                let zs: Vec<ClValue> = tys.into_iter().map(|t| self.zero(t)).collect();
                self.set(m.result(op, 0), zs);
            }
            "extractvalue" | "insertvalue" => {
                // Operands: (container) or (container, value).
                let agg = m.operand(op, 0);
                let at = m.value_type(agg).clone();
                let pos = m.attr(op, "position").and_then(Attribute::as_dense_ints).unwrap_or_default();
                let (start, len) =
                    flat_range(&at, &pos).ok_or_else(|| self.err(op, "has a position outside the aggregate"))?;
                let mut vals = self.get(agg);
                if short == "extractvalue" {
                    self.set(m.result(op, 0), vals[start..start + len].to_vec());
                } else {
                    let new = self.get(m.operand(op, 1));
                    vals.splice(start..start + len, new);
                    self.set(m.result(op, 0), vals);
                }
            }
            "br" | "cond_br" | "switch" => self.lower_branch(op)?,
            "return" => {
                self.release_frame()?;
                let vals = self.get_all(m.operands(op));
                self.b.ins().return_(&vals);
            }
            "unreachable" => self.fail_and_return(op, SiteKind::Unreachable)?,
            "intr.trap" | "intr.ubsantrap" => {
                // Ops after the trap in this block never run: continue in a dead block.
                self.fail_and_return(op, SiteKind::Trap)?;
                let dead = self.b.create_block();
                self.b.switch_to_block(dead);
            }
            "call" => match m.attr(op, "callee").and_then(Attribute::as_flat_symbol) {
                Some(c) => {
                    let c = c.to_string();
                    self.direct_call(op, &c, m.operands(op))?;
                }
                None => {
                    let f = self.operand(op, 0)?;
                    self.indirect_call(op, f, &m.operands(op)[1..])?;
                }
            },
            // Debug info and lifetime markers: no code (as in the interpreter).
            "intr.dbg.value" | "intr.dbg.declare" | "intr.dbg.label" | "intr.lifetime.start" | "intr.lifetime.end" => {}
            // The saved position: the call's count of stack allocations (as
            // an address); a restore releases those made since, as the
            // function's return does (`fz_frame_leave`).
            "intr.stacksave" => {
                let mark = self.call_helper("fz_frame_enter", &[], &[types::I64], &[])?[0];
                self.set_result(op, mark);
            }
            "intr.stackrestore" => {
                // (Never below this call's own frame: a position from
                // elsewhere, null included, must not release the callers'.)
                let mut mark = self.operand(op, 0)?;
                if let Some(fm) = self.frame_mark {
                    mark = self.b.ins().smax(mark, fm);
                }
                self.call_helper("fz_frame_leave", &[types::I64], &[], &[mark])?;
            }
            // Integer intrinsics, as the arith and math ops they come from.
            "intr.smax" | "intr.smin" | "intr.umax" | "intr.umin" | "intr.abs" | "intr.ctlz" | "intr.cttz"
            | "intr.ctpop" => {
                let Some(Scal::Int(w)) = rt.as_ref().and_then(Scal::of) else {
                    return Err(self.err(op, "expects integers"));
                };
                let a = self.operand(op, 0)?;
                let r = match short {
                    "intr.abs" => {
                        let x = self.b.ins().iabs(a);
                        self.norm(x, w)
                    }
                    "intr.ctlz" | "intr.cttz" | "intr.ctpop" => self.bit_count(&short["intr.".len()..], a, w),
                    _ => {
                        let k = match short {
                            "intr.smax" => IntOp::MaxS,
                            "intr.smin" => IntOp::MinS,
                            "intr.umax" => IntOp::MaxU,
                            _ => IntOp::MinU,
                        };
                        let b = self.operand(op, 1)?;
                        self.int_binop(op, k, a, b, w)?
                    }
                };
                self.set_result(op, r);
            }
            "intr.fma" | "intr.fmuladd" => {
                let s = rt.as_ref().and_then(Scal::of).ok_or_else(|| self.err(op, "expects floats"))?;
                let (a, b, c) = (self.operand(op, 0)?, self.operand(op, 1)?, self.operand(op, 2)?);
                let (a, b, c) = (self.fext(a, s)?, self.fext(b, s)?, self.fext(c, s)?);
                let r = self.b.ins().fma(a, b, c);
                let r = self.ftrunc(r, s)?;
                self.set_result(op, r);
            }
            "intr.powi" => {
                let s = rt.as_ref().and_then(Scal::of).ok_or_else(|| self.err(op, "expects floats"))?;
                let (a, n) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let n64 = self.to_i64(n);
                let r = self.float_unary(
                    op,
                    s,
                    |l, x| {
                        let (f, t) = if l.b.func.dfg.value_type(x) == types::F32 {
                            ("fz_powif", types::F32)
                        } else {
                            ("fz_powi", types::F64)
                        };
                        Ok(l.call_helper(f, &[t, types::I64], &[t], &[x, n64])?[0])
                    },
                    a,
                )?;
                self.set_result(op, r);
            }
            "intr.vastart" | "intr.vaend" | "intr.vacopy" => {
                return Err(self.err(op, "reading variadic arguments is not supported by the JIT"));
            }
            _ if short.starts_with("intr.") && m.operands(op).len() == 1 => {
                let s = rt.as_ref().and_then(Scal::of).ok_or_else(|| self.err(op, "expects floats"))?;
                let kind = &short["intr.".len()..];
                let a = self.operand(op, 0)?;
                let r = self.float_unary(op, s, |l, x| l.math_unary(op, kind, x), a)?;
                self.set_result(op, r);
            }
            _ => return Err(self.err(op, "is not supported by the JIT")),
        }
        Ok(())
    }
}

/// The flattened range of `position` inside an aggregate of type `t`.
pub fn flat_range(t: &Type, pos: &[i128]) -> Option<(usize, usize)> {
    let Some((&first, rest)) = pos.split_first() else {
        return Some((0, crate::abi::flat_types(t).ok()?.len()));
    };
    let i = usize::try_from(first).ok()?;
    match t {
        Type::LlvmStruct(s) => {
            let body = s.body.as_ref()?;
            let before: usize =
                body[..i.min(body.len())].iter().map(|f| crate::abi::flat_types(f).map(|v| v.len()).unwrap_or(0)).sum();
            let (s2, l) = flat_range(body.get(i)?, rest)?;
            Some((before + s2, l))
        }
        Type::LlvmArray { len, elem } => {
            if i as u64 >= *len {
                return None;
            }
            let n = crate::abi::flat_types(elem).ok()?.len();
            let (s2, l) = flat_range(elem, rest)?;
            Some((i * n + s2, l))
        }
        _ => None,
    }
}
