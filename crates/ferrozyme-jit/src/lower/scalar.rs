//! Scalar ops: `arith`, `math`, and the LLVM dialect's arithmetic, casts,
//! comparisons and constants (which share the same machine code). The
//! bit counts, float classifications and two-result extended ops of
//! `arith`/`math` are in `bits`. Integers
//! of any width up to 64 live in the next larger machine integer, kept
//! sign-extended from their width (`i1` as 0/1), like the interpreter.

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Type as ClType, Value as ClValue};
use ferrozyme::dialects::arith::{CMPF_PREDICATES, CMPI_PREDICATES};
use ferrozyme::ir::{Attribute, OpId, Type};

use super::{FnLower, LResult, SiteKind};
use crate::abi::int_container;

/// The scalar kinds the JIT computes with.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Scal {
    Int(u32),
    F16,
    BF16,
    F32,
    F64,
}

impl Scal {
    pub fn of(t: &Type) -> Option<Scal> {
        Some(match t {
            Type::Int { width, .. } if *width <= 64 => Scal::Int(*width),
            Type::Index => Scal::Int(64),
            Type::LlvmPtr { .. } => Scal::Int(64),
            Type::F16 => Scal::F16,
            Type::BF16 => Scal::BF16,
            Type::F32 => Scal::F32,
            Type::F64 => Scal::F64,
            _ => return None,
        })
    }
    pub fn cl(self) -> ClType {
        match self {
            Scal::Int(w) => int_container(w),
            Scal::F16 | Scal::BF16 => types::I16,
            Scal::F32 => types::F32,
            Scal::F64 => types::F64,
        }
    }
}

/// Integer binary operations shared by `arith` and `llvm`.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    MaxS,
    MaxU,
    MinS,
    MinU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
}

/// Float binary operations shared by `arith`, `math` and `llvm`.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Maximum,
    Minimum,
    MaxNum,
    MinNum,
    Pow,
    Atan2,
    CopySign,
}

impl FnLower<'_, '_> {
    /// The scalar kind of result 0 (or of operand 0 when there is no result).
    pub(super) fn scal(&self, op: OpId, t: &Type) -> LResult<Scal> {
        Scal::of(t).ok_or_else(|| self.err(op, format!("values of type '{t}' are not supported by the JIT")))
    }

    pub fn lower_scalar(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let name = m.name(op).as_str();
        let rt = m.results(op).first().map(|&r| m.value_type(r).clone());
        let int_op = match name {
            "arith.addi" => Some(IntOp::Add),
            "arith.subi" => Some(IntOp::Sub),
            "arith.muli" => Some(IntOp::Mul),
            "arith.divsi" => Some(IntOp::DivS),
            "arith.divui" => Some(IntOp::DivU),
            "arith.remsi" => Some(IntOp::RemS),
            "arith.remui" => Some(IntOp::RemU),
            "arith.ceildivsi" => Some(IntOp::CeilDivS),
            "arith.ceildivui" => Some(IntOp::CeilDivU),
            "arith.floordivsi" => Some(IntOp::FloorDivS),
            "arith.maxsi" => Some(IntOp::MaxS),
            "arith.maxui" => Some(IntOp::MaxU),
            "arith.minsi" => Some(IntOp::MinS),
            "arith.minui" => Some(IntOp::MinU),
            "arith.andi" => Some(IntOp::And),
            "arith.ori" => Some(IntOp::Or),
            "arith.xori" => Some(IntOp::Xor),
            "arith.shli" => Some(IntOp::Shl),
            "arith.shrsi" => Some(IntOp::ShrS),
            "arith.shrui" => Some(IntOp::ShrU),
            _ => None,
        };
        if let Some(k) = int_op {
            let t = rt.unwrap_or(Type::Index);
            let Scal::Int(w) = self.scal(op, &t)? else { return Err(self.err(op, "expects integer operands")) };
            let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
            let r = self.int_binop(op, k, a, b, w)?;
            self.set_result(op, r);
            return Ok(());
        }
        let float_op = match name {
            "arith.addf" => Some(FloatOp::Add),
            "arith.subf" => Some(FloatOp::Sub),
            "arith.mulf" => Some(FloatOp::Mul),
            "arith.divf" => Some(FloatOp::Div),
            "arith.remf" => Some(FloatOp::Rem),
            "arith.maximumf" => Some(FloatOp::Maximum),
            "arith.minimumf" => Some(FloatOp::Minimum),
            "arith.maxnumf" => Some(FloatOp::MaxNum),
            "arith.minnumf" => Some(FloatOp::MinNum),
            "math.powf" => Some(FloatOp::Pow),
            "math.atan2" => Some(FloatOp::Atan2),
            "math.copysign" => Some(FloatOp::CopySign),
            _ => None,
        };
        if let Some(k) = float_op {
            let s = self.scal(op, rt.as_ref().unwrap_or(&Type::F64))?;
            let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
            let r = self.float_binop(op, k, a, b, s)?;
            self.set_result(op, r);
            return Ok(());
        }
        match name {
            "arith.constant" => {
                let t = rt.unwrap_or(Type::None);
                let v = self.constant(op, m.attr(op, "value"), &t)?;
                self.set_result(op, v);
            }
            "arith.negf" => {
                let s = self.scal(op, rt.as_ref().unwrap_or(&Type::F64))?;
                let a = self.operand(op, 0)?;
                let r = self.float_unary(op, s, |l, x| Ok(l.b.ins().fneg(x)), a)?;
                self.set_result(op, r);
            }
            "arith.cmpf" | "arith.cmpi" => {
                let idx = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1);
                let pred = if name == "arith.cmpf" {
                    CMPF_PREDICATES.get(idx as usize)
                } else {
                    CMPI_PREDICATES.get(idx as usize)
                };
                let pred = pred.copied().ok_or_else(|| self.err(op, "has an invalid predicate"))?;
                let t = m.value_type(m.operand(op, 0)).clone();
                let s = self.scal(op, &t)?;
                let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
                let r = self.compare(op, pred, a, b, s)?;
                self.set_result(op, r);
            }
            "arith.addui_extended" | "arith.mulsi_extended" | "arith.mului_extended" => {
                return self.lower_extended(op);
            }
            "arith.select" => {
                let c = self.operand(op, 0)?;
                let (a, b) = (self.get(m.operand(op, 1)), self.get(m.operand(op, 2)));
                let r: Vec<ClValue> = a.iter().zip(&b).map(|(&x, &y)| self.b.ins().select(c, x, y)).collect();
                self.set(m.result(op, 0), r);
            }
            _ if name.starts_with("arith.") => {
                let from = m.value_type(m.operand(op, 0)).clone();
                let to = rt.unwrap_or(Type::None);
                let kind = &name["arith.".len()..];
                let a = self.operand(op, 0)?;
                let r = self.cast(op, kind, a, &from, &to)?;
                self.set_result(op, r);
            }
            _ => return self.lower_math(op),
        }
        Ok(())
    }

    fn lower_math(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let name = m.name(op).as_str();
        let rt = m.value_type(m.result(op, 0)).clone();
        let s = self.scal(op, &rt)?;
        let a = self.operand(op, 0)?;
        let r = match name {
            "math.ctlz" | "math.cttz" | "math.ctpop" => {
                let Scal::Int(w) = s else { return Err(self.err(op, "expects an integer")) };
                self.bit_count(&name["math.".len()..], a, w)
            }
            "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => {
                let t = m.value_type(m.operand(op, 0)).clone();
                let fs = self.scal(op, &t)?;
                self.classify(op, &name["math.".len()..], a, fs)?
            }
            "math.absi" => {
                let Scal::Int(w) = s else { return Err(self.err(op, "expects an integer")) };
                let r = self.b.ins().iabs(a);
                self.norm(r, w)
            }
            "math.ipowi" => {
                let Scal::Int(w) = s else { return Err(self.err(op, "expects an integer")) };
                let b = self.operand(op, 1)?;
                let (a64, b64) = (self.to_i64(a), self.to_i64(b));
                if self.cx.checked {
                    // (i1 is 0/1 here; the helper reads it signed.)
                    let (sa, sb) = (self.sext_val(a, w), self.sext_val(b, w));
                    let zero = self.b.ins().icmp_imm_s(IntCC::Equal, sa, 0);
                    let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, sb, 0);
                    let fail = self.b.ins().band(zero, negative);
                    self.check(op, fail, SiteKind::ZeroToNegativePower, &[])?;
                }
                let wv = self.b.ins().iconst(types::I64, w as i64);
                let r = self.call_helper("fz_ipowi", &[types::I64; 3], &[types::I64], &[a64, b64, wv])?[0];
                let c = int_container(w);
                let r = if c == types::I64 { r } else { self.b.ins().ireduce(c, r) };
                self.norm(r, w)
            }
            "math.fpowi" => {
                let n = self.operand(op, 1)?;
                let n64 = self.to_i64(n);
                self.float_unary(
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
                )?
            }
            "math.fma" => {
                let (b, c) = (self.operand(op, 1)?, self.operand(op, 2)?);
                let (ea, eb, ec) = (self.fext(a, s)?, self.fext(b, s)?, self.fext(c, s)?);
                let r = self.b.ins().fma(ea, eb, ec);
                self.ftrunc(r, s)?
            }
            _ => {
                let kind = &name["math.".len()..];
                self.float_unary(op, s, |l, x| l.math_unary(op, kind, x), a)?
            }
        };
        self.set_result(op, r);
        Ok(())
    }

    /// A unary float function on an f32/f64 value.
    pub fn math_unary(&mut self, op: OpId, kind: &str, x: ClValue) -> LResult<ClValue> {
        let t = self.b.func.dfg.value_type(x);
        Ok(match kind {
            "sqrt" => self.b.ins().sqrt(x),
            "absf" | "fabs" => self.b.ins().fabs(x),
            "floor" => self.b.ins().floor(x),
            "ceil" => self.b.ins().ceil(x),
            "trunc" => self.b.ins().trunc(x),
            "roundeven" | "rint" | "nearbyint" => self.b.ins().nearest(x),
            "rsqrt" => {
                let s = self.b.ins().sqrt(x);
                let one = if t == types::F32 { self.b.ins().f32const(1.0) } else { self.b.ins().f64const(1.0) };
                self.b.ins().fdiv(one, s)
            }
            _ => {
                let Some(sym) = ferrozyme::exec::libm::UNARY.iter().find(|u| u.0 == format!("math.{kind}")) else {
                    return Err(self.err(op, "is not supported by the JIT"));
                };
                let f = if t == types::F32 { sym.3 } else { sym.1 };
                self.call_helper(f, &[t], &[t], &[x])?[0]
            }
        })
    }

    /// Apply `f` to `x` computed in f32/f64 (f16/bf16 go through f32).
    pub fn float_unary(
        &mut self,
        _op: OpId,
        s: Scal,
        f: impl FnOnce(&mut Self, ClValue) -> LResult<ClValue>,
        x: ClValue,
    ) -> LResult<ClValue> {
        let e = self.fext(x, s)?;
        let r = f(self, e)?;
        self.ftrunc(r, s)
    }

    /// f16/bf16 bits → f32; f32/f64 unchanged.
    pub fn fext(&mut self, x: ClValue, s: Scal) -> LResult<ClValue> {
        Ok(match s {
            Scal::F16 => self.call_helper("fz_f16_to_f32", &[types::I16], &[types::F32], &[x])?[0],
            Scal::BF16 => {
                let w = self.b.ins().uextend(types::I32, x);
                let sh = self.b.ins().ishl_imm_s(w, 16);
                self.b.ins().bitcast(types::F32, MemFlagsData::new(), sh)
            }
            _ => x,
        })
    }

    /// f32 → f16/bf16 bits (round to nearest even); f32/f64 unchanged.
    pub fn ftrunc(&mut self, x: ClValue, s: Scal) -> LResult<ClValue> {
        Ok(match s {
            Scal::F16 => self.call_helper("fz_f32_to_f16", &[types::F32], &[types::I16], &[x])?[0],
            Scal::BF16 => self.call_helper("fz_f32_to_bf16", &[types::F32], &[types::I16], &[x])?[0],
            _ => x,
        })
    }

    /// Re-normalize an integer of `w` bits in its container.
    pub fn norm(&mut self, v: ClValue, w: u32) -> ClValue {
        let bits = int_container(w).bits();
        if w == 1 {
            self.b.ins().band_imm_s(v, 1)
        } else if w == bits {
            v
        } else {
            let s = (bits - w) as i64;
            let x = self.b.ins().ishl_imm_s(v, s);
            self.b.ins().sshr_imm_s(x, s)
        }
    }

    /// The unsigned value of a `w`-bit integer in its container.
    pub fn zext_val(&mut self, v: ClValue, w: u32) -> ClValue {
        let bits = int_container(w).bits();
        if w == bits || w == 1 {
            v
        } else {
            self.b.ins().band_imm_s(v, ((1u64 << w) - 1) as i64)
        }
    }

    /// The signed value of a `w`-bit integer in its container: an `i1`,
    /// kept as 0/1, is 0 or -1 (the other widths are kept sign-extended).
    pub fn sext_val(&mut self, v: ClValue, w: u32) -> ClValue {
        if w == 1 {
            self.b.ins().ineg(v)
        } else {
            v
        }
    }

    pub fn int_binop(&mut self, op: OpId, k: IntOp, a: ClValue, b: ClValue, w: u32) -> LResult<ClValue> {
        let c = int_container(w);
        let (a, b) = match k {
            IntOp::MaxS | IntOp::MinS | IntOp::ShrS => (self.sext_val(a, w), self.sext_val(b, w)),
            _ => (a, b),
        };
        let r = match k {
            IntOp::Add => self.b.ins().iadd(a, b),
            IntOp::Sub => self.b.ins().isub(a, b),
            IntOp::Mul => self.b.ins().imul(a, b),
            IntOp::And => self.b.ins().band(a, b),
            IntOp::Or => self.b.ins().bor(a, b),
            IntOp::Xor => self.b.ins().bxor(a, b),
            IntOp::MaxS => self.b.ins().smax(a, b),
            IntOp::MinS => self.b.ins().smin(a, b),
            IntOp::MaxU | IntOp::MinU => {
                let (ua, ub) = (self.zext_val(a, w), self.zext_val(b, w));
                let lt = self.b.ins().icmp(IntCC::UnsignedLessThan, ua, ub);
                if k == IntOp::MaxU {
                    self.b.ins().select(lt, b, a)
                } else {
                    self.b.ins().select(lt, a, b)
                }
            }
            IntOp::Shl | IntOp::ShrS | IntOp::ShrU => {
                let ub = self.zext_val(b, w);
                let too_big = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, ub, w as i64);
                let zero = self.b.ins().iconst(c, 0);
                let amount = self.to_u64(b, w);
                let _ = zero;
                self.check(op, too_big, SiteKind::ShiftTooLarge { width: w }, &[amount])?;
                match k {
                    IntOp::Shl => self.b.ins().ishl(a, ub),
                    IntOp::ShrS => self.b.ins().sshr(a, ub),
                    _ => {
                        let ua = self.zext_val(a, w);
                        self.b.ins().ushr(ua, ub)
                    }
                }
            }
            _ => return self.int_division(op, k, a, b, w),
        };
        Ok(self.norm(r, w))
    }

    /// A comparison result (an `i8` 0/1) as an integer of type `c`.
    fn bool_as(&mut self, c: types::Type, flag: ClValue) -> ClValue {
        if c == types::I8 {
            flag
        } else {
            self.b.ins().uextend(c, flag)
        }
    }

    /// Division and remainder, guarded: a zero divisor or `MIN / -1` is an
    /// error in checked mode and never traps the machine otherwise.
    fn int_division(&mut self, op: OpId, k: IntOp, a: ClValue, b: ClValue, w: u32) -> LResult<ClValue> {
        let c = int_container(w);
        let signed = matches!(k, IntOp::DivS | IntOp::RemS | IntOp::CeilDivS | IntOp::FloorDivS);
        let (a, b) = if signed {
            (self.sext_val(a, w), self.sext_val(b, w))
        } else {
            (self.zext_val(a, w), self.zext_val(b, w))
        };
        // A constant divisor other than 0 (and -1, signed) needs no guard;
        // dividing by 1 is no division.
        let divisor = self.iconst_of(b).map(|x| if signed { x << (64 - w) >> (64 - w) } else { x });
        let safe_b = match divisor {
            Some(1)
                if matches!(k, IntOp::DivS | IntOp::DivU | IntOp::CeilDivS | IntOp::FloorDivS | IntOp::CeilDivU) =>
            {
                return Ok(self.norm(a, w));
            }
            Some(x) if x != 0 && !(signed && x == -1) => b,
            _ => self.guarded_divisor(op, k, a, b, w)?,
        };
        let q = if signed { self.b.ins().sdiv(a, safe_b) } else { self.b.ins().udiv(a, safe_b) };
        let r = match k {
            IntOp::DivS | IntOp::DivU => q,
            IntOp::RemS => self.b.ins().srem(a, safe_b),
            IntOp::RemU => self.b.ins().urem(a, safe_b),
            IntOp::CeilDivU => {
                let rem = self.b.ins().urem(a, safe_b);
                let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, rem, 0);
                let inc = self.bool_as(c, nz);
                self.b.ins().iadd(q, inc)
            }
            IntOp::CeilDivS | IntOp::FloorDivS => {
                let rem = self.b.ins().srem(a, safe_b);
                let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, rem, 0);
                let a_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, a, 0);
                let b_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
                let same = self.b.ins().icmp(IntCC::Equal, a_neg, b_neg);
                if k == IntOp::CeilDivS {
                    let adj = self.b.ins().band(nz, same);
                    let inc = self.bool_as(c, adj);
                    self.b.ins().iadd(q, inc)
                } else {
                    let diff = self.b.ins().bxor_imm_s(same, 1);
                    let adj = self.b.ins().band(nz, diff);
                    let dec = self.bool_as(c, adj);
                    self.b.ins().isub(q, dec)
                }
            }
            _ => q,
        };
        Ok(self.norm(r, w))
    }

    /// Divisor `b` of `a`, replaced by 1 where it is 0 (or -1 with `a` the
    /// smallest signed value): checked mode reports those, and neither
    /// traps the machine.
    fn guarded_divisor(&mut self, op: OpId, k: IntOp, a: ClValue, b: ClValue, w: u32) -> LResult<ClValue> {
        let c = int_container(w);
        let signed = matches!(k, IntOp::DivS | IntOp::RemS | IntOp::CeilDivS | IntOp::FloorDivS);
        let is_zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
        let rem = matches!(k, IntOp::RemS | IntOp::RemU);
        self.check(op, is_zero, SiteKind::DivByZero { rem }, &[a, b])?;
        let one = self.b.ins().iconst(c, 1);
        let mut safe_b = self.b.ins().select(is_zero, one, b);
        if signed {
            let min = i64::MIN >> (64 - w.max(1));
            let a_min = self.b.ins().icmp_imm_s(IntCC::Equal, a, min);
            let b_m1 = self.b.ins().icmp_imm_s(IntCC::Equal, b, -1);
            let ovf = self.b.ins().band(a_min, b_m1);
            if matches!(k, IntOp::DivS | IntOp::CeilDivS | IntOp::FloorDivS) {
                self.check(op, ovf, SiteKind::DivOverflow { width: w }, &[a, b])?;
            }
            safe_b = self.b.ins().select(ovf, one, safe_b);
        }
        Ok(safe_b)
    }

    /// The immediate of `v` when an `iconst` defines it.
    fn iconst_of(&self, v: ClValue) -> Option<i64> {
        let dfg = &self.b.func.dfg;
        let cranelift_codegen::ir::ValueDef::Result(inst, _) = dfg.value_def(v) else { return None };
        match dfg.insts[inst] {
            cranelift_codegen::ir::InstructionData::UnaryImm { opcode: cranelift_codegen::ir::Opcode::Iconst, imm } => {
                Some(imm.bits())
            }
            _ => None,
        }
    }

    pub fn float_binop(&mut self, op: OpId, k: FloatOp, a: ClValue, b: ClValue, s: Scal) -> LResult<ClValue> {
        let (a, b) = (self.fext(a, s)?, self.fext(b, s)?);
        let t = self.b.func.dfg.value_type(a);
        let r = match k {
            FloatOp::Add => self.b.ins().fadd(a, b),
            FloatOp::Sub => self.b.ins().fsub(a, b),
            FloatOp::Mul => self.b.ins().fmul(a, b),
            FloatOp::Div => self.b.ins().fdiv(a, b),
            FloatOp::Maximum => self.b.ins().fmax(a, b),
            FloatOp::Minimum => self.b.ins().fmin(a, b),
            FloatOp::CopySign => self.b.ins().fcopysign(a, b),
            FloatOp::MaxNum | FloatOp::MinNum => {
                // NaN-ignoring: the other operand when one is NaN; otherwise
                // like maximumf/minimumf (so -0 < +0, as in the interpreter).
                let m = if k == FloatOp::MaxNum { self.b.ins().fmax(a, b) } else { self.b.ins().fmin(a, b) };
                let a_nan = self.b.ins().fcmp(FloatCC::Unordered, a, a);
                let b_nan = self.b.ins().fcmp(FloatCC::Unordered, b, b);
                let x = self.b.ins().select(b_nan, a, m);
                self.b.ins().select(a_nan, b, x)
            }
            FloatOp::Rem | FloatOp::Pow | FloatOp::Atan2 => {
                let key = match k {
                    FloatOp::Rem => "arith.remf",
                    FloatOp::Pow => "math.powf",
                    _ => "math.atan2",
                };
                let sym = ferrozyme::exec::libm::BINARY
                    .iter()
                    .find(|u| u.0 == key)
                    .ok_or_else(|| self.err(op, "has no runtime function"))?;
                let f = if t == types::F32 { sym.3 } else { sym.1 };
                self.call_helper(f, &[t, t], &[t], &[a, b])?[0]
            }
        };
        self.ftrunc(r, s)
    }

    /// `cmpf`/`cmpi`/`fcmp`/`icmp` by predicate name; an i8 0/1.
    pub fn compare(&mut self, op: OpId, pred: &str, a: ClValue, b: ClValue, s: Scal) -> LResult<ClValue> {
        if let Scal::Int(w) = s {
            let (cc, unsigned) = match pred {
                "eq" => (IntCC::Equal, false),
                "ne" => (IntCC::NotEqual, false),
                "slt" => (IntCC::SignedLessThan, false),
                "sle" => (IntCC::SignedLessThanOrEqual, false),
                "sgt" => (IntCC::SignedGreaterThan, false),
                "sge" => (IntCC::SignedGreaterThanOrEqual, false),
                "ult" => (IntCC::UnsignedLessThan, true),
                "ule" => (IntCC::UnsignedLessThanOrEqual, true),
                "ugt" => (IntCC::UnsignedGreaterThan, true),
                "uge" => (IntCC::UnsignedGreaterThanOrEqual, true),
                _ => return Err(self.err(op, format!("has unknown predicate '{pred}'"))),
            };
            let (a, b) = if unsigned {
                (self.zext_val(a, w), self.zext_val(b, w))
            } else {
                (self.sext_val(a, w), self.sext_val(b, w))
            };
            return Ok(self.b.ins().icmp(cc, a, b));
        }
        let (a, b) = (self.fext(a, s)?, self.fext(b, s)?);
        let cc = match pred.trim_start_matches('_') {
            "false" => return Ok(self.b.ins().iconst(types::I8, 0)),
            "true" => return Ok(self.b.ins().iconst(types::I8, 1)),
            "oeq" => FloatCC::Equal,
            "ogt" => FloatCC::GreaterThan,
            "oge" => FloatCC::GreaterThanOrEqual,
            "olt" => FloatCC::LessThan,
            "ole" => FloatCC::LessThanOrEqual,
            "one" => FloatCC::OrderedNotEqual,
            "ord" => FloatCC::Ordered,
            "ueq" => FloatCC::UnorderedOrEqual,
            "ugt" => FloatCC::UnorderedOrGreaterThan,
            "uge" => FloatCC::UnorderedOrGreaterThanOrEqual,
            "ult" => FloatCC::UnorderedOrLessThan,
            "ule" => FloatCC::UnorderedOrLessThanOrEqual,
            "une" => FloatCC::NotEqual,
            "uno" => FloatCC::Unordered,
            _ => return Err(self.err(op, format!("has unknown predicate '{pred}'"))),
        };
        Ok(self.b.ins().fcmp(cc, a, b))
    }

    /// A scalar constant of type `t` from an attribute.
    pub fn constant(&mut self, op: OpId, a: Option<&Attribute>, t: &Type) -> LResult<ClValue> {
        let s = self.scal(op, t)?;
        Ok(match (s, a) {
            (Scal::Int(w), Some(Attribute::Integer { value, .. })) => {
                let v = ferrozyme::exec::value::normalize_int(*value as i64, w);
                self.b.ins().iconst(int_container(w), v)
            }
            (Scal::Int(w), Some(Attribute::Bool(b))) => self.b.ins().iconst(int_container(w), *b as i64),
            (Scal::F64, Some(Attribute::Float { value, .. })) => self.b.ins().f64const(value.get()),
            (Scal::F32, Some(Attribute::Float { value, .. })) => {
                self.b.ins().f32const(ferrozyme::exec::value::f32_of(value.get()))
            }
            (Scal::F16, Some(Attribute::Float { value, .. })) => {
                self.b.ins().iconst(types::I16, ferrozyme::exec::value::f16_of(value.get()).to_bits() as i64)
            }
            (Scal::BF16, Some(Attribute::Float { value, .. })) => {
                self.b.ins().iconst(types::I16, ferrozyme::exec::value::bf16_of(value.get()).to_bits() as i64)
            }
            (Scal::F64 | Scal::F32, Some(Attribute::Integer { value, .. })) => {
                if s == Scal::F64 {
                    self.b.ins().f64const(*value as f64)
                } else {
                    self.b.ins().f32const(*value as f32)
                }
            }
            (_, Some(Attribute::Dense { .. })) => {
                return Err(self.err(op, "vector and tensor constants are not supported by the JIT"))
            }
            _ => return Err(self.err(op, format!("has a constant the JIT cannot materialize as '{t}'"))),
        })
    }

    /// The `arith` casts (and LLVM's, mapped to the same names).
    pub fn cast(&mut self, op: OpId, kind: &str, a: ClValue, from: &Type, to: &Type) -> LResult<ClValue> {
        let (sf, st) = (self.scal(op, from)?, self.scal(op, to)?);
        let conv_int = |l: &mut Self, v: ClValue, fw: u32, tw: u32, signed: bool| -> ClValue {
            let (fc, tc) = (int_container(fw), int_container(tw));
            let v = if signed { l.sext_val(v, fw) } else { l.zext_val(v, fw) };
            let v = if tc.bits() > fc.bits() {
                if signed {
                    l.b.ins().sextend(tc, v)
                } else {
                    l.b.ins().uextend(tc, v)
                }
            } else if tc.bits() < fc.bits() {
                l.b.ins().ireduce(tc, v)
            } else {
                v
            };
            l.norm(v, tw)
        };
        Ok(match (kind, sf, st) {
            (
                "index_cast" | "extsi" | "trunci" | "sext" | "trunc" | "ptrtoint" | "inttoptr",
                Scal::Int(fw),
                Scal::Int(tw),
            ) => conv_int(self, a, fw, tw, true),
            ("index_castui" | "extui" | "zext", Scal::Int(fw), Scal::Int(tw)) => conv_int(self, a, fw, tw, false),
            ("sitofp", Scal::Int(fw), _) => {
                let ft = if st == Scal::F64 { types::F64 } else { types::F32 };
                let sa = self.sext_val(a, fw);
                let r = self.b.ins().fcvt_from_sint(ft, sa);
                self.ftrunc(r, st)?
            }
            ("uitofp", Scal::Int(fw), _) => {
                let ua = self.zext_val(a, fw);
                let ft = if st == Scal::F64 { types::F64 } else { types::F32 };
                let r = self.b.ins().fcvt_from_uint(ft, ua);
                self.ftrunc(r, st)?
            }
            ("fptosi" | "fptoui", _, Scal::Int(tw)) => {
                let x = self.fext(a, sf)?;
                let r = if kind == "fptosi" {
                    self.b.ins().fcvt_to_sint_sat(types::I64, x)
                } else {
                    self.b.ins().fcvt_to_uint_sat(types::I64, x)
                };
                // Saturated at the target type's bounds, as the
                // interpreter does (not at i64's, then wrapped).
                let r = match tw {
                    w if w >= 64 => r,
                    w if kind == "fptosi" => {
                        let (lo, hi) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
                        let lo = self.b.ins().iconst(types::I64, lo);
                        let hi = self.b.ins().iconst(types::I64, hi);
                        let r = self.b.ins().smax(r, lo);
                        self.b.ins().smin(r, hi)
                    }
                    w => {
                        let hi = self.b.ins().iconst(types::I64, ((1u64 << w) - 1) as i64);
                        self.b.ins().umin(r, hi)
                    }
                };
                conv_int(self, r, 64, tw, true)
            }
            ("extf" | "truncf" | "fpext" | "fptrunc", _, _) => {
                let x = self.fext(a, sf)?;
                let xt = self.b.func.dfg.value_type(x);
                let want = if st == Scal::F64 { types::F64 } else { types::F32 };
                let y = if xt == want {
                    x
                } else if want == types::F64 {
                    self.b.ins().fpromote(types::F64, x)
                } else {
                    self.b.ins().fdemote(types::F32, x)
                };
                self.ftrunc(y, st)?
            }
            ("bitcast", _, _) => {
                let (fc, tc) = (sf.cl(), st.cl());
                if fc == tc {
                    a
                } else {
                    self.b.ins().bitcast(tc, MemFlagsData::new(), a)
                }
            }
            _ => return Err(self.err(op, format!("cast from '{from}' to '{to}' is not supported by the JIT"))),
        })
    }
}
