//! The rules that split `llvm` ops on vectors (what `--convert-vector-to-llvm`
//! emits) into ops on scalars: elementwise arithmetic, comparisons, casts,
//! selects and math intrinsics become one op per lane; `extractelement` /
//! `insertelement` picks and selects; `shufflevector` a list of lanes
//! (poison lanes zero); `vector.reduce.*` an in-order chain from the start
//! value; masked loads, stores, gathers, scatters, expandloads and
//! compressstores one guarded access per lane; `getelementptr` on vectors
//! of pointers or indices one per lane.

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
                // (At a constant position: that lane replaced, no selects,
                // which pointers into memory without a shadow would need.)
                let at = m.int_constant(operands[2]).and_then(|k| usize::try_from(k).ok());
                if let Some(slot) = at.and_then(|k| dst.get_mut(k)) {
                    *slot = v;
                    return Ok(vec![dst]);
                }
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
            "llvm.intr.masked.load"
            | "llvm.intr.masked.store"
            | "llvm.intr.masked.gather"
            | "llvm.intr.masked.scatter"
            | "llvm.intr.masked.expandload"
            | "llvm.intr.masked.compressstore" => self.masked_ptr(m, o, nb, name),
            "llvm.getelementptr" => self.vector_gep(m, o, nb),
            "llvm.bitcast" if self.reshapes(m, o) => self.bit_reshape(m, o, nb),
            _ => return None,
        })
    }

    /// Whether the cast `o` changes the number of leaves (`vector<2xi32>` to `i64`).
    fn reshapes(&self, m: &Module, o: OpId) -> bool {
        let (a, r) = (m.value_type(m.operand(o, 0)), m.value_type(m.result(o, 0)));
        self.kinds.leaves(a).map(|l| l.len()).ok() != self.kinds.leaves(r).map(|l| l.len()).ok()
    }

    /// An integer position as an `index` value.
    fn index_of(&self, m: &mut Module, o: OpId, nb: BlockId, v: Value) -> Result<Value, Diagnostic> {
        let x = self.one(m, o, v)?;
        Ok(Builder::at_end(m, nb).value(OpSpec::new("arith.index_cast").operands(&[x]).result(Type::Index)))
    }

    /// `llvm.getelementptr` with a vector of pointers or of indices: one per
    /// lane, scalar operands shared by every lane.
    fn vector_gep(&self, m: &mut Module, o: OpId, nb: BlockId) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ops = m.operands(o).to_vec();
        let lanes = self.leaves_at(m, o, &m.value_type(m.result(o, 0)).clone())?.len();
        let leaves: Vec<Vec<Value>> = ops.iter().map(|&v| self.get(m, o, v)).collect::<Result<_, _>>()?;
        let attrs = m.op(o).attrs.clone();
        let rt = m.value_type(m.result(o, 0)).clone();
        let elem = crate::dialects::vector::fixed(&rt).map_or(rt.clone(), |(_, e)| e.clone());
        let mut out = Vec::new();
        for k in 0..lanes {
            let lane: Vec<Value> = leaves.iter().map(|l| if l.len() == 1 { l[0] } else { l[k] }).collect();
            let mut spec = OpSpec::new("llvm.getelementptr").operands(&lane).result(elem.clone());
            spec.attrs = attrs.clone();
            out.push(Builder::at_end(m, nb).value(spec));
        }
        Ok(vec![out])
    }

    /// The masked intrinsics: lane k accessed only where its mask bit is
    /// set, at `p + k * size` (`load`/`store`), at its own pointer
    /// (`gather`/`scatter`), or at the next element after those of the set
    /// lanes before it (`expandload`/`compressstore`). Lanes not read take
    /// the pass-through value; a scatter's later lane wins.
    fn masked_ptr(&self, m: &mut Module, o: OpId, nb: BlockId, name: &str) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ops = m.operands(o).to_vec();
        let load = matches!(name, "llvm.intr.masked.load" | "llvm.intr.masked.gather" | "llvm.intr.masked.expandload");
        let (addr, mask, data) = if load {
            let pass = match ops.get(2) {
                Some(&x) => Some(self.get(m, o, x)?),
                None => None,
            };
            (self.get(m, o, ops[0])?, self.get(m, o, ops[1])?, pass)
        } else {
            (self.get(m, o, ops[1])?, self.get(m, o, ops[2])?, Some(self.get(m, o, ops[0])?))
        };
        let per_lane = name.ends_with("gather") || name.ends_with("scatter");
        let packed = name.ends_with("expandload") || name.ends_with("compressstore");
        let vt = if load { m.value_type(m.result(o, 0)).clone() } else { m.value_type(ops[0]).clone() };
        let elem = crate::dialects::vector::fixed(&vt).map(|(_, e)| e.clone()).unwrap_or(Type::F64);
        let Some((size, _)) = crate::exec::layout::size_align(&elem) else {
            return Err(err(m, o, format!("the memory layout of '{elem}' is unknown")));
        };
        let mut out = Vec::new();
        // (Packed: the set lanes before this one, when not known statically.)
        let mut next = 0u64;
        let mut run: Option<Value> = None;
        for (k, &bit) in mask.iter().enumerate() {
            let on = m.int_constant(bit).map(|c| c != 0);
            let other = match (&data, load) {
                (Some(d), true) => d[k],
                _ => zero(m, crate::ir::InsertPoint::End(nb), &elem),
            };
            let ip = crate::ir::InsertPoint::End(nb);
            let at = if per_lane {
                addr[k]
            } else if !packed {
                byte_offset(m, ip, addr[0], k as u64 * size)
            } else {
                let at = byte_offset(m, ip, addr[0], next * size);
                let at = match run {
                    None => at,
                    Some(r) => Builder::at_end(m, nb).value(
                        OpSpec::new("llvm.getelementptr")
                            .operands(&[at, r])
                            .attr(
                                "rawConstantIndices",
                                crate::ir::Attribute::DenseArray {
                                    elem: Type::i32(),
                                    values: vec![crate::ir::DenseElem::Int(crate::dialects::llvm::GEP_DYNAMIC)],
                                },
                            )
                            .attr("elem_type", crate::ir::Attribute::Type(elem.clone()))
                            .result(Type::LlvmPtr { addr_space: 0 }),
                    ),
                };
                match on {
                    Some(true) => next += 1,
                    Some(false) => {}
                    None => {
                        let mut b = Builder::at_end(m, nb);
                        let one = b.value(OpSpec::new("llvm.zext").operands(&[bit]).result(Type::int(64)));
                        run = Some(match run {
                            None => one,
                            Some(r) => b.value(OpSpec::new("llvm.add").operands(&[r, one]).result(Type::int(64))),
                        });
                    }
                }
                at
            };
            if on == Some(false) {
                if load {
                    out.push(other);
                }
                continue;
            }
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
