//! The rules that split `llvm` ops on vectors (what `--convert-vector-to-llvm`
//! emits) into ops on scalars: elementwise arithmetic, comparisons, casts,
//! selects and math intrinsics become one op per lane; `extractelement` /
//! `insertelement` picks and selects; `shufflevector` a list of lanes
//! (poison lanes zero); `vector.reduce.*` an in-order chain from the start
//! value; masked loads and stores one guarded access per lane.

use super::rules::{byte_offset, zero, Lin};
use super::{err, Flattener};
use crate::ir::{BlockId, Builder, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// `llvm` ops computed lane by lane on vectors.
pub(super) fn is_elementwise(name: &str) -> bool {
    let Some(short) = name.strip_prefix("llvm.") else { return false };
    matches!(
        short,
        "fadd"
            | "fsub"
            | "fmul"
            | "fdiv"
            | "frem"
            | "fneg"
            | "add"
            | "sub"
            | "mul"
            | "shl"
            | "udiv"
            | "sdiv"
            | "urem"
            | "srem"
            | "and"
            | "or"
            | "xor"
            | "lshr"
            | "ashr"
            | "sext"
            | "zext"
            | "trunc"
            | "sitofp"
            | "uitofp"
            | "fptosi"
            | "fptoui"
            | "fpext"
            | "fptrunc"
            | "icmp"
            | "fcmp"
            | "select"
            | "freeze"
            // (Lane by lane when the lane counts agree; refused otherwise.)
            | "bitcast"
    ) || (short.starts_with("intr.")
        && !short.starts_with("intr.vector.")
        && !short.starts_with("intr.masked.")
        && !matches!(short, "intr.memcpy" | "intr.memmove" | "intr.memset"))
}

impl Flattener {
    /// The leaves computed by an `llvm` vector op other than an elementwise one.
    pub(super) fn llvm_vector_rules(
        &mut self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        name: &str,
    ) -> Option<Result<Vec<Vec<Value>>, Diagnostic>> {
        let operands = m.operands(o).to_vec();
        for &v in operands.iter().chain(m.results(o)) {
            if let Err(e) = self.leaves_at(m, o, m.value_type(v)) {
                return Some(Err(e));
            }
        }
        Some(match name {
            "llvm.extractelement" => (|| {
                let src = self.get(m, o, operands[0])?;
                let i = self.index_of(m, o, nb, operands[1])?;
                Ok(vec![vec![self.pick(m, o, nb, &src, Lin::Dyn(i))?]])
            })(),
            "llvm.insertelement" => (|| {
                let mut dst = self.get(m, o, operands[0])?;
                let v = self.one(m, o, operands[1])?;
                let i = self.index_of(m, o, nb, operands[2])?;
                for (k, slot) in dst.iter_mut().enumerate() {
                    *slot = super::vector::select_at(m, nb, i, k, v, *slot);
                }
                Ok(vec![dst])
            })(),
            "llvm.shufflevector" => (|| {
                let mut both = self.get(m, o, operands[0])?;
                both.extend(self.get(m, o, operands[1])?);
                let mask = crate::dialects::llvm::shuffle_mask(m, o).unwrap_or_default();
                let elem = m.value_type(both[0]).clone();
                let out = mask
                    .iter()
                    .map(|&k| match both.get(k as usize) {
                        Some(&v) if k >= 0 => v,
                        _ => zero(m, crate::ir::InsertPoint::End(nb), &elem),
                    })
                    .collect();
                Ok(vec![out])
            })(),
            _ if crate::dialects::llvm::reduce_kind(name).is_some() => (|| {
                let (k, start) = crate::dialects::llvm::reduce_kind(name).unwrap_or(("add", false));
                let src = self.get(m, o, operands[start as usize])?;
                let kind = match k {
                    "fadd" => "add",
                    "fmul" => "mul",
                    "fmax" => "maxnumf",
                    "fmin" => "minnumf",
                    "fmaximum" => "maximumf",
                    "fminimum" => "minimumf",
                    "smax" => "maxsi",
                    "smin" => "minsi",
                    "umax" => "maxui",
                    "umin" => "minui",
                    k => k,
                }
                .to_string();
                let fm = match m.attr(o, "fastmathFlags") {
                    Some(crate::ir::Attribute::Opaque { text, .. }) => {
                        let body = text.strip_prefix("llvm.fastmath<").and_then(|t| t.strip_suffix('>'));
                        body.and_then(|b| {
                            let mut bits = 0u8;
                            for w in b.split(',').map(str::trim) {
                                bits |= crate::ir::FastMath::keyword_bits(w)?;
                            }
                            (bits != 0).then_some(crate::ir::Attribute::FastMath(crate::ir::FastMath(bits)))
                        })
                    }
                    _ => None,
                };
                let mut acc = if start { Some(self.one(m, o, operands[0])?) } else { None };
                for &v in &src {
                    acc = Some(match acc {
                        None => v,
                        Some(a) => super::vector::combine(m, nb, &kind, a, v, fm.clone()),
                    });
                }
                acc.map(|a| vec![vec![a]]).ok_or_else(|| err(m, o, "reduction of an empty vector"))
            })(),
            "llvm.intr.masked.load" | "llvm.intr.masked.store" => self.masked_ptr(m, o, nb, name),
            _ => return None,
        })
    }

    /// An integer position as an `index` value.
    fn index_of(&self, m: &mut Module, o: OpId, nb: BlockId, v: Value) -> Result<Value, Diagnostic> {
        let x = self.one(m, o, v)?;
        Ok(Builder::at_end(m, nb).value(OpSpec::new("arith.index_cast").operands(&[x]).result(Type::Index)))
    }

    /// `llvm.intr.masked.load`/`store`: lane k at `p + k * size`, accessed
    /// only where its mask bit is set.
    fn masked_ptr(&self, m: &mut Module, o: OpId, nb: BlockId, name: &str) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ops = m.operands(o).to_vec();
        let load = name == "llvm.intr.masked.load";
        let (p, mask, data) = if load {
            let pass = match ops.get(2) {
                Some(&x) => Some(self.get(m, o, x)?),
                None => None,
            };
            (self.one(m, o, ops[0])?, self.get(m, o, ops[1])?, pass)
        } else {
            (self.one(m, o, ops[1])?, self.get(m, o, ops[2])?, Some(self.get(m, o, ops[0])?))
        };
        let vt = if load { m.value_type(m.result(o, 0)).clone() } else { m.value_type(ops[0]).clone() };
        let elem = crate::dialects::vector::fixed(&vt).map(|(_, e)| e.clone()).unwrap_or(Type::F64);
        let Some((size, _)) = crate::exec::layout::size_align(&elem) else {
            return Err(err(m, o, format!("the memory layout of '{elem}' is unknown")));
        };
        let mut out = Vec::new();
        for (k, &bit) in mask.iter().enumerate() {
            let on = m.int_constant(bit).map(|c| c != 0);
            let other = match (&data, load) {
                (Some(d), true) => d[k],
                _ => zero(m, crate::ir::InsertPoint::End(nb), &elem),
            };
            if on == Some(false) {
                if load {
                    out.push(other);
                }
                continue;
            }
            let at = byte_offset(m, crate::ir::InsertPoint::End(nb), p, k as u64 * size);
            let access = if load {
                OpSpec::new("llvm.load").operands(&[at]).result(elem.clone())
            } else {
                OpSpec::new("llvm.store").operands(&[data.as_ref().map_or(at, |d| d[k]), at])
            };
            let guard = if on == Some(true) { None } else { Some(bit) };
            let v = super::vector_memory::guarded(m, nb, guard, access, load.then_some(other));
            if let Some(v) = v {
                out.push(v);
            }
        }
        Ok(if load { vec![out] } else { vec![] })
    }
}
