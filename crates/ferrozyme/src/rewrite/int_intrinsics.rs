//! The LLVM integer intrinsics that code imported from C or Rust carries
//! (`mlir-translate --import-llvm`: overflow checks, byte swaps, rotates,
//! saturating arithmetic), rewritten as the `arith` ops they are, so both
//! engines run them and the AD transformations take them (integers carry no
//! derivative): `bswap`, `bitreverse`, `fshl`/`fshr` (funnel shifts, the
//! shift amount taken modulo the width), `{u,s}{add,sub}.sat` and
//! `{s,u}{add,sub,mul}.with.overflow` (a `{result, overflowed}` struct built
//! with `llvm.insertvalue`). Also the hints and conversions such code
//! holds: `expect` (its value), `is.constant` (false, always a valid
//! answer), `prefetch`, `assume` (a promise, not checked), noalias scope
//! declarations and
//! `threadlocal.address` (nothing to do in one thread), `lround`/`llround` (`math.round`), `lrint`/`llrint`
//! (`math.roundeven`, the default rounding mode) and the saturating
//! `fptosi.sat`/`fptoui.sat` (NaN to 0, out-of-range values to the bounds).
//! Scalars and vectors alike: constants are splats of the operand's type.

use crate::ir::{Attribute, Builder, DenseData, DenseElem, LlvmStructType, Module, OpId, OpSpec, Type, Value};

/// The intrinsics rewritten here (names after `llvm.intr.`).
fn handled(name: &str) -> bool {
    matches!(
        name.strip_prefix("llvm.intr."),
        Some(
            "bswap"
                | "bitreverse"
                | "fshl"
                | "fshr"
                | "uadd.sat"
                | "usub.sat"
                | "sadd.sat"
                | "ssub.sat"
                | "sadd.with.overflow"
                | "uadd.with.overflow"
                | "ssub.with.overflow"
                | "usub.with.overflow"
                | "smul.with.overflow"
                | "umul.with.overflow"
                | "expect"
                | "expect.with.probability"
                | "is.constant"
                | "prefetch"
                | "assume"
                | "experimental.noalias.scope.decl"
                | "threadlocal.address"
                | "lround"
                | "llround"
                | "lrint"
                | "llrint"
                | "fptosi.sat"
                | "fptoui.sat"
        )
    )
}

fn found(m: &Module) -> Vec<OpId> {
    super::ops_where(m, |m, o| handled(m.name(o).as_str()))
}

/// Does `m` hold an intrinsic rewritten here?
pub fn has_any(m: &Module) -> bool {
    !found(m).is_empty()
}

/// Rewrite every intrinsic of `m` handled here as `arith` ops.
pub fn rewrite(m: &mut Module) {
    for o in found(m) {
        let name = m.name(o).as_str().trim_start_matches("llvm.intr.").to_string();
        let xs = m.operands(o).to_vec();
        match name.as_str() {
            "expect" | "expect.with.probability" | "threadlocal.address" => {
                m.replace_op(o, &[xs[0]]);
                continue;
            }
            "prefetch" | "assume" | "experimental.noalias.scope.decl" => {
                m.erase_op(o);
                continue;
            }
            "is.constant" => {
                let mut spec = OpSpec::new("arith.constant").attr("value", Attribute::Bool(false)).result(Type::int(1));
                spec.pos = m.op(o).pos;
                let c = Builder::before(m, o).value(spec);
                m.replace_op(o, &[c]);
                continue;
            }
            "lround" | "llround" | "lrint" | "llrint" | "fptosi.sat" | "fptoui.sat" => {
                let rt = m.value_type(m.result(o, 0)).clone();
                let Some(w) = elem(&rt).int_width().filter(|&w| w <= 64) else { continue };
                let pos = m.op(o).pos;
                let mut e = Emit { b: Builder::before(m, o), t: rt, w, pos };
                let r = e.float_to_int(&name, xs[0]);
                m.replace_op(o, &[r]);
                continue;
            }
            _ => {}
        }
        let t = m.value_type(xs[0]).clone();
        // (Wider integers are refused by name where they run.)
        let Some(w) = elem(&t).int_width().filter(|&w| w <= 64) else { continue };
        let pos = m.op(o).pos;
        let mut e = Emit { b: Builder::before(m, o), t: t.clone(), w, pos };
        let with = match name.as_str() {
            "bswap" => e.bswap(xs[0]),
            "bitreverse" => e.bitreverse(xs[0]),
            "fshl" | "fshr" => e.funnel(xs[0], xs[1], xs[2], name == "fshl"),
            "uadd.sat" | "usub.sat" | "sadd.sat" | "ssub.sat" => e.saturating(&name[..4], xs[0], xs[1]),
            _ => {
                let (r, bit) = e.with_overflow(&name[..4], xs[0], xs[1]);
                e.pair(r, bit)
            }
        };
        m.replace_op(o, &[with]);
    }
}

fn elem(t: &Type) -> &Type {
    match t {
        Type::Vector { elem, .. } => elem,
        t => t,
    }
}

/// Ops inserted before the intrinsic, on values of its operand type `t`
/// (lanes of `w` bits).
struct Emit<'m> {
    b: Builder<'m>,
    t: Type,
    w: u32,
    pos: Option<crate::ir::SrcPos>,
}

impl Emit<'_> {
    fn op(&mut self, name: &str, xs: &[Value], rt: Type) -> Value {
        let mut spec = OpSpec::new(name).operands(xs).result(rt);
        spec.pos = self.pos;
        self.b.value(spec)
    }
    /// The type of `t` with `i1` lanes.
    fn bits(&self) -> Type {
        match &self.t {
            Type::Vector { shape, scalable, .. } => {
                Type::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: Box::new(Type::int(1)) }
            }
            _ => Type::int(1),
        }
    }
    /// The constant `v` (wrapped to the width) of the operand type.
    fn c(&mut self, v: i128) -> Value {
        let v = crate::exec::value::normalize_int(v as i64, self.w) as i128;
        let a = match &self.t {
            Type::Vector { .. } => Attribute::Dense { ty: self.t.clone(), data: DenseData::Splat(DenseElem::Int(v)) },
            t => Attribute::int(v, t.clone()),
        };
        let mut spec = OpSpec::new("arith.constant").attr("value", a).result(self.t.clone());
        spec.pos = self.pos;
        self.b.value(spec)
    }
    fn bin(&mut self, name: &str, x: Value, y: Value) -> Value {
        let t = self.t.clone();
        self.op(name, &[x, y], t)
    }
    /// `arith.cmpi` with MLIR's predicate number (2 slt, 6 ult, 1 ne, 0 eq).
    fn cmp(&mut self, pred: i128, x: Value, y: Value) -> Value {
        self.compare("arith.cmpi", pred, x, y)
    }
    /// `name` (`arith.cmpi` or `arith.cmpf`) with predicate number `pred`,
    /// lane by lane on vectors.
    fn compare(&mut self, name: &str, pred: i128, x: Value, y: Value) -> Value {
        let bits = self.bits();
        let mut spec =
            OpSpec::new(name).operands(&[x, y]).attr("predicate", Attribute::int(pred, Type::i64())).result(bits);
        spec.pos = self.pos;
        self.b.value(spec)
    }
    fn select(&mut self, c: Value, x: Value, y: Value) -> Value {
        let t = self.t.clone();
        self.op("arith.select", &[c, x, y], t)
    }
    /// `(x >> s) & mask` with constant shift and mask.
    fn field(&mut self, x: Value, s: u32, mask: i128) -> Value {
        let x = if s > 0 {
            let k = self.c(s as i128);
            self.bin("arith.shrui", x, k)
        } else {
            x
        };
        let k = self.c(mask);
        self.bin("arith.andi", x, k)
    }
    fn shl(&mut self, x: Value, s: u32) -> Value {
        if s == 0 {
            return x;
        }
        let k = self.c(s as i128);
        self.bin("arith.shli", x, k)
    }

    /// The bytes in reverse order.
    fn bswap(&mut self, x: Value) -> Value {
        let n = self.w / 8;
        let mut acc: Option<Value> = None;
        for k in 0..n {
            let byte = self.field(x, 8 * k, 0xff);
            let moved = self.shl(byte, 8 * (n - 1 - k));
            acc = Some(match acc {
                None => moved,
                Some(a) => self.bin("arith.ori", a, moved),
            });
        }
        acc.unwrap_or(x)
    }

    /// The bits in reverse order: adjacent runs of 1, 2, 4, ... bits
    /// swapped (in the next power-of-two width, then shifted down).
    fn bitreverse(&mut self, x: Value) -> Value {
        let w = self.w;
        let p = w.next_power_of_two();
        let full = |bits: u32| if bits >= 128 { -1i128 } else { (1i128 << bits) - 1 };
        // (Work in `p` bits when the width is not a power of two: i7 in i8.)
        let (orig_t, orig_w) = (self.t.clone(), w);
        let mut v = x;
        if p != w {
            self.t = with_width(&orig_t, p);
            self.w = p;
            v = self.op("arith.extui", &[x], self.t.clone());
        }
        let mut run = 1;
        while run < p {
            // (Mask of the low halves of every 2·run-bit group.)
            let mut mask = 0i128;
            let mut k = 0;
            while k < p {
                mask |= full(run) << k;
                k += 2 * run;
            }
            let lo = self.field(v, 0, mask);
            let lo = self.shl(lo, run);
            let hi = self.field(v, run, mask);
            v = self.bin("arith.ori", lo, hi);
            run *= 2;
        }
        if p != orig_w {
            let down = self.c((p - orig_w) as i128);
            v = self.bin("arith.shrui", v, down);
            self.t = orig_t;
            self.w = orig_w;
            v = self.op("arith.trunci", &[v], self.t.clone());
        }
        v
    }

    /// `fshl`: the high `w` bits of `a:b` shifted left by `s mod w`;
    /// `fshr`: the low `w` bits of `a:b` shifted right by it. Every shift
    /// amount stays below `w`; an amount of 0 selects the operand.
    fn funnel(&mut self, a: Value, b: Value, s: Value, left: bool) -> Value {
        let wc = self.c(self.w as i128);
        let s = self.bin("arith.remui", s, wc);
        let zero = self.c(0);
        let wc2 = self.c(self.w as i128);
        let back = self.bin("arith.subi", wc2, s);
        // (`back` is w when s is 0: taken modulo w, and the select picks the operand.)
        let wc3 = self.c(self.w as i128);
        let back = self.bin("arith.remui", back, wc3);
        let is0 = self.cmp(0, s, zero);
        let (hi, lo) = if left {
            (self.bin("arith.shli", a, s), self.bin("arith.shrui", b, back))
        } else {
            (self.bin("arith.shli", a, back), self.bin("arith.shrui", b, s))
        };
        let both = self.bin("arith.ori", hi, lo);
        self.select(is0, if left { a } else { b }, both)
    }

    /// The wrapped result and whether it overflowed, for `kind` in
    /// `sadd`, `uadd`, `ssub`, `usub`, `smul`, `umul`.
    fn with_overflow(&mut self, kind: &str, x: Value, y: Value) -> (Value, Value) {
        let zero = self.c(0);
        match kind {
            "uadd" => {
                let r = self.bin("arith.addi", x, y);
                (r, self.cmp(6, r, x))
            }
            "usub" => (self.bin("arith.subi", x, y), self.cmp(6, x, y)),
            "sadd" | "ssub" => {
                let add = kind == "sadd";
                let r = self.bin(if add { "arith.addi" } else { "arith.subi" }, x, y);
                // (Overflow: the sign of r differs from x's, and for an
                // addition also from y's, for a subtraction agrees with y's.)
                let xr = self.bin("arith.xori", x, r);
                let other = if add { self.bin("arith.xori", y, r) } else { self.bin("arith.xori", x, y) };
                let both = self.bin("arith.andi", xr, other);
                (r, self.cmp(2, both, zero))
            }
            _ => {
                let signed = kind == "smul";
                let t = self.t.clone();
                let mut spec = OpSpec::new(if signed { "arith.mulsi_extended" } else { "arith.mului_extended" })
                    .operands(&[x, y])
                    .results(&[t.clone(), t]);
                spec.pos = self.pos;
                let op = self.b.create(spec);
                let (lo, hi) = (self.b.m.result(op, 0), self.b.m.result(op, 1));
                // (The high half must be the low half's sign (signed) or 0.)
                let want = if signed {
                    let k = self.c((self.w - 1) as i128);
                    self.bin("arith.shrsi", lo, k)
                } else {
                    zero
                };
                (lo, self.cmp(1, hi, want))
            }
        }
    }

    /// `{u,s}{add,sub}.sat`: the wrapped result, or the bound it passed.
    fn saturating(&mut self, kind: &str, x: Value, y: Value) -> Value {
        let (r, over) = self.with_overflow(kind, x, y);
        let w = self.w;
        let bound = match kind {
            "uadd" => self.c(-1),
            "usub" => self.c(0),
            _ => {
                // (Past the top when x is not negative, else past the bottom.)
                let max = self.c((1i128 << (w - 1)) - 1);
                let min = self.c(-(1i128 << (w - 1)));
                let zero = self.c(0);
                let neg = self.cmp(2, x, zero);
                self.select(neg, min, max)
            }
        };
        self.select(over, bound, r)
    }

    /// A float to an integer of the type `t`: rounded (`lround`, `lrint`),
    /// or truncated with saturation (`fptosi.sat`, `fptoui.sat`: NaN is 0,
    /// values past a bound are that bound; only in-range values reach the
    /// conversion).
    fn float_to_int(&mut self, name: &str, x: Value) -> Value {
        let ft = self.b.m.value_type(x).clone();
        let fop = |e: &mut Self, name: &str, xs: &[Value], t: &Type| e.op(name, xs, t.clone());
        let it = self.t.clone();
        let signed = name != "fptoui.sat";
        let conv = if signed { "arith.fptosi" } else { "arith.fptoui" };
        if !name.ends_with(".sat") {
            let round = if name.contains("round") { "math.round" } else { "math.roundeven" };
            let r = fop(self, round, &[x], &ft);
            return fop(self, conv, &[r], &it);
        }
        let fc = |e: &mut Self, v: f64| {
            let fe = elem(&ft).clone();
            let a = match &ft {
                Type::Vector { .. } => Attribute::Dense {
                    ty: ft.clone(),
                    data: DenseData::Splat(DenseElem::Float(crate::ir::FloatBits::new(v))),
                },
                _ => Attribute::float(v, fe),
            };
            let mut spec = OpSpec::new("arith.constant").attr("value", a).result(ft.clone());
            spec.pos = e.pos;
            e.b.value(spec)
        };
        let fcmp = |e: &mut Self, pred: i128, a: Value, b: Value| e.compare("arith.cmpf", pred, a, b);
        let w = self.w;
        // (The bounds as floats are powers of two: exact, or infinite in a
        // narrow float type, which still compares right.)
        let (lo, hi) =
            if signed { (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1)) } else { (0.0, 2f64.powi(w as i32)) };
        let (flo, fhi, zero) = (fc(self, lo), fc(self, hi), fc(self, 0.0));
        // (Predicates of arith.cmpf: 3 oge, 4 olt, 14 uno.)
        let above = fcmp(self, 3, x, fhi);
        let below = if signed { fcmp(self, 4, x, flo) } else { fcmp(self, 4, x, zero) };
        let nan = fcmp(self, 14, x, x);
        let out1 = self.bin_bits("arith.ori", above, below);
        let out = self.bin_bits("arith.ori", out1, nan);
        let safe = self.op("arith.select", &[out, zero, x], ft.clone());
        let r = fop(self, conv, &[safe], &it);
        let (max, min) = if signed {
            (self.c((1i128 << (w - 1)) - 1), self.c(-(1i128 << (w - 1))))
        } else {
            (self.c(-1), self.c(0))
        };
        let z = self.c(0);
        let r = self.select(below, min, r);
        let r = self.select(above, max, r);
        self.select(nan, z, r)
    }

    fn bin_bits(&mut self, name: &str, a: Value, b: Value) -> Value {
        let t = self.bits();
        self.op(name, &[a, b], t)
    }

    /// `{r, bit}` as the intrinsic's struct.
    fn pair(&mut self, r: Value, bit: Value) -> Value {
        let st = Type::LlvmStruct(Box::new(LlvmStructType {
            name: None,
            packed: false,
            body: Some(vec![self.t.clone(), self.bits()]),
        }));
        let u = self.op("llvm.mlir.undef", &[], st.clone());
        let pos = |k: i128| Attribute::DenseArray { elem: Type::i64(), values: vec![DenseElem::Int(k)] };
        let mut spec = OpSpec::new("llvm.insertvalue").operands(&[u, r]).attr("position", pos(0)).result(st.clone());
        spec.pos = self.pos;
        let s = self.b.value(spec);
        let mut spec = OpSpec::new("llvm.insertvalue").operands(&[s, bit]).attr("position", pos(1)).result(st);
        spec.pos = self.pos;
        self.b.value(spec)
    }
}

/// `t` with lanes of `w` bits.
fn with_width(t: &Type, w: u32) -> Type {
    match t {
        Type::Vector { shape, scalable, .. } => {
            Type::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: Box::new(Type::int(w)) }
        }
        _ => Type::int(w),
    }
}
