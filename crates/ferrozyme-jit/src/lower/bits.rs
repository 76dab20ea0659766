//! Integer bit counts (`math.ctlz`, `math.cttz`, `math.ctpop`), float
//! classifications (`math.isnan`, `isinf`, `isfinite`, `isnormal`) and the
//! two-result extended ops of `arith` (`addui_extended`, `mulsi_extended`,
//! `mului_extended`), with the interpreter's semantics: integers of `w` bits
//! are computed on their unsigned or signed value widened to 64 bits, and
//! results are re-normalized in their container.

use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value as ClValue};
use ferrozyme::ir::OpId;

use super::scalar::Scal;
use super::{FnLower, LResult};
use crate::abi::int_container;

impl FnLower<'_, '_> {
    /// An i64 as an integer of `w` bits in its container, normalized.
    fn narrow(&mut self, v: ClValue, w: u32) -> ClValue {
        let c = int_container(w);
        let r = if c == types::I64 { v } else { self.b.ins().ireduce(c, v) };
        self.norm(r, w)
    }

    /// The signed value of a `w`-bit integer as an i64 (`i1` 1 is -1).
    fn signed_i64(&mut self, v: ClValue, w: u32) -> ClValue {
        if w == 1 {
            let u = self.to_u64(v, 1);
            self.b.ins().ineg(u)
        } else {
            self.to_i64(v)
        }
    }

    /// `ctlz`, `cttz` or `ctpop` of the `w`-bit integer `a` (read unsigned);
    /// a count of zero bits of 0 is `w`.
    pub(super) fn bit_count(&mut self, kind: &str, a: ClValue, w: u32) -> ClValue {
        let u = self.to_u64(a, w);
        let r = match kind {
            "ctlz" => {
                let z = self.b.ins().clz(u);
                self.b.ins().iadd_imm_s(z, -(64 - w as i64))
            }
            "cttz" => {
                // A set bit just above the value stops the count at `w`.
                let stop = if w < 64 { self.b.ins().bor_imm_s(u, 1i64 << w) } else { u };
                self.b.ins().ctz(stop)
            }
            _ => self.b.ins().popcnt(u),
        };
        self.narrow(r, w)
    }

    /// `isnan`, `isinf`, `isfinite` or `isnormal` of `a` (a float of kind
    /// `s`), as an `i1` (0/1 in an i8). f16/bf16 are widened exactly and
    /// compared with their own least normal value.
    pub(super) fn classify(&mut self, op: OpId, kind: &str, a: ClValue, s: Scal) -> LResult<ClValue> {
        let x = self.fext(a, s)?;
        let wide = self.b.func.dfg.value_type(x);
        let konst = |l: &mut Self, v: f64| {
            if wide == types::F32 {
                l.b.ins().f32const(v as f32)
            } else {
                l.b.ins().f64const(v)
            }
        };
        let ax = self.b.ins().fabs(x);
        let inf = konst(self, f64::INFINITY);
        Ok(match kind {
            "isnan" => self.b.ins().fcmp(FloatCC::Unordered, x, x),
            "isinf" => self.b.ins().fcmp(FloatCC::Equal, ax, inf),
            "isfinite" => self.b.ins().fcmp(FloatCC::LessThan, ax, inf),
            "isnormal" => {
                let least = match s {
                    Scal::F16 => half::f16::MIN_POSITIVE.to_f64(),
                    Scal::BF16 => half::bf16::MIN_POSITIVE.to_f64(),
                    Scal::F32 => f32::MIN_POSITIVE as f64,
                    _ => f64::MIN_POSITIVE,
                };
                let least = konst(self, least);
                let big = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, ax, least);
                let finite = self.b.ins().fcmp(FloatCC::LessThan, ax, inf);
                self.b.ins().band(big, finite)
            }
            _ => return Err(self.err(op, "is not supported by the JIT")),
        })
    }

    /// `addui_extended` (sum, unsigned overflow bit), `mulsi_extended` and
    /// `mului_extended` (low and high halves of the double-width product).
    pub(super) fn lower_extended(&mut self, op: OpId) -> LResult<()> {
        let m = self.m();
        let name = m.name(op).as_str();
        let t = m.value_type(m.result(op, 0)).clone();
        let Scal::Int(w) = self.scal(op, &t)? else { return Err(self.err(op, "expects integer operands")) };
        let (a, b) = (self.operand(op, 0)?, self.operand(op, 1)?);
        let (first, second) = if name == "arith.addui_extended" {
            let sum = self.b.ins().iadd(a, b);
            let sum = self.norm(sum, w);
            // Unsigned overflow: the wrapped sum is below an operand.
            let (us, ua) = (self.to_u64(sum, w), self.to_u64(a, w));
            let ovf = self.b.ins().icmp(IntCC::UnsignedLessThan, us, ua);
            (sum, ovf)
        } else {
            let signed = name == "arith.mulsi_extended";
            let (x, y) = if signed {
                (self.signed_i64(a, w), self.signed_i64(b, w))
            } else {
                (self.to_u64(a, w), self.to_u64(b, w))
            };
            let lo = self.b.ins().imul(x, y);
            let hi = if signed { self.b.ins().smulhi(x, y) } else { self.b.ins().umulhi(x, y) };
            // Bits w..2w of the 128-bit product hi:lo.
            let high = if w == 64 {
                hi
            } else {
                let l = self.b.ins().ushr_imm_s(lo, w as i64);
                let h = self.b.ins().ishl_imm_s(hi, 64 - w as i64);
                self.b.ins().bor(l, h)
            };
            (self.narrow(lo, w), self.narrow(high, w))
        };
        self.set(m.result(op, 0), vec![first]);
        self.set(m.result(op, 1), vec![second]);
        Ok(())
    }
}
