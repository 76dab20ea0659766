//! The rules that split one op holding aggregates into ops on leaves:
//! elementwise `arith`/`math`, dense constants, `tensor.*`, LLVM
//! `insertvalue`/`extractvalue`/`undef`/`poison`/`zero`, and loads and
//! stores of aggregates (one per leaf, at its layout offset).

use super::{err, Flattener};
use crate::ir::{
    Attribute, BlockId, Builder, DenseData, DenseElem, Dim, InsertPoint, Module, OpId, OpSpec, Type, Value,
};
use crate::syntax::Diagnostic;

impl Flattener {
    /// The leaves computed by an op holding aggregates (not a call or a
    /// control-flow op), one list per result.
    pub(super) fn rules(
        &mut self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        name: &str,
    ) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let ip = InsertPoint::End(nb);
        let rtypes: Vec<Type> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
        let operands = m.operands(o).to_vec();
        let dialect = name.split('.').next().unwrap_or("");
        if dialect == "llvm" {
            if let Some(r) = self.llvm_vector_rules(m, o, nb, name) {
                return r;
            }
        }
        match name {
            "arith.constant" | "llvm.mlir.constant" => {
                let t = &rtypes[0];
                let leaves = self.leaves_at(m, o, t)?;
                let elems = match m.attr(o, "value") {
                    Some(Attribute::Dense { data: DenseData::Splat(e), .. }) => vec![e.clone(); leaves.len()],
                    Some(Attribute::Dense { data: DenseData::Elements(es), .. }) if es.len() == leaves.len() => {
                        es.clone()
                    }
                    _ => return Err(err(m, o, format!("this constant of type '{t}' cannot be split into scalars"))),
                };
                let loc = m.op(o).loc.clone();
                let mut out = Vec::new();
                for (e, lt) in elems.iter().zip(&leaves) {
                    let a = match e {
                        DenseElem::Float(b) => Attribute::float(b.get(), lt.clone()),
                        DenseElem::Int(i) => Attribute::int(*i, lt.clone()),
                        DenseElem::Bool(b) => Attribute::int(*b as i128, lt.clone()),
                        _ => {
                            return Err(err(m, o, format!("this constant of type '{t}' cannot be split into scalars")))
                        }
                    };
                    out.push(
                        Builder::new(m, ip)
                            .value(OpSpec::new("arith.constant").attr("value", a).result(lt.clone()).loc(loc.clone())),
                    );
                }
                Ok(vec![out])
            }
            _ if (dialect == "arith" || dialect == "math") && !rtypes.is_empty() => self.elementwise(m, o, nb),
            _ if dialect == "vector" => self.vector_rules(m, o, nb, name),
            _ if super::llvm_vectors::is_elementwise(name) && rtypes.len() == 1 => self.elementwise(m, o, nb),
            "tensor.extract" => {
                let t = m.value_type(operands[0]).clone();
                let src = self.get(m, o, operands[0])?;
                let lin = self.linear_index(m, o, nb, &t, &operands[1..])?;
                Ok(vec![vec![self.pick(m, o, nb, &src, lin)?]])
            }
            "tensor.insert" => {
                let t = m.value_type(operands[1]).clone();
                let v = self.one(m, o, operands[0])?;
                let mut dst = self.get(m, o, operands[1])?;
                match self.linear_index(m, o, nb, &t, &operands[2..])? {
                    Lin::Const(k) => {
                        if let Some(slot) = dst.get_mut(k) {
                            *slot = v;
                        }
                    }
                    Lin::Dyn(lin) => {
                        for (k, slot) in dst.iter_mut().enumerate() {
                            let mut b = Builder::new(m, ip);
                            let kc = b.const_index(k as i64);
                            let eq = cmp_eq(&mut b, lin, kc);
                            *slot =
                                b.value(OpSpec::new("arith.select").operands(&[eq, v, *slot]).result(m_type(b.m, v)));
                        }
                    }
                }
                Ok(vec![dst])
            }
            "tensor.from_elements" => Ok(vec![self.flat_operands(m, o, &operands)?]),
            "tensor.splat" => {
                let v = self.one(m, o, operands[0])?;
                let n = self.leaves_at(m, o, &rtypes[0])?.len();
                Ok(vec![vec![v; n]])
            }
            "tensor.empty" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
                let leaves = self.leaves_at(m, o, &rtypes[0])?;
                Ok(vec![leaves.iter().map(|t| zero(m, ip, t)).collect()])
            }
            "tensor.cast" => {
                self.leaves_at(m, o, &rtypes[0])?;
                Ok(vec![self.get(m, o, operands[0])?])
            }
            "tensor.dim" => {
                let t = m.value_type(operands[0]).clone();
                let Some((shape, _)) = crate::dialects::tensor::ranked(&t) else {
                    return Err(err(m, o, format!("tensor.dim of '{t}' cannot be split into scalars")));
                };
                let dims: Vec<i64> = shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { 0 }).collect();
                let i = self.one(m, o, operands[1])?;
                let mut b = Builder::new(m, ip);
                let leaves: Vec<Value> = dims.iter().map(|&d| b.const_index(d)).collect();
                Ok(vec![vec![self.pick(m, o, nb, &leaves, Lin::Dyn(i))?]])
            }
            "llvm.load" => {
                let t = rtypes[0].clone();
                let offs = self.offsets(m, o, &t)?;
                let leaves = self.leaves_at(m, o, &t)?;
                let p = self.one(m, o, operands[0])?;
                let mut out = Vec::new();
                for (off, lt) in offs.into_iter().zip(leaves) {
                    let at = byte_offset(m, ip, p, off);
                    out.push(Builder::new(m, ip).value(OpSpec::new("llvm.load").operands(&[at]).result(lt)));
                }
                Ok(vec![out])
            }
            "llvm.store" => {
                let t = m.value_type(operands[0]).clone();
                let offs = self.offsets(m, o, &t)?;
                let vals = self.get(m, o, operands[0])?;
                let p = self.one(m, o, operands[1])?;
                for (off, v) in offs.into_iter().zip(vals) {
                    let at = byte_offset(m, ip, p, off);
                    Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, at]));
                }
                Ok(vec![])
            }
            "llvm.extractvalue" => {
                let t = m.value_type(operands[0]).clone();
                let src = self.get(m, o, operands[0])?;
                let (start, len) = self.position(m, o, &t)?;
                Ok(vec![src[start..start + len].to_vec()])
            }
            "llvm.insertvalue" => {
                let t = m.value_type(operands[0]).clone();
                let mut dst = self.get(m, o, operands[0])?;
                let v = self.get(m, o, operands[1])?;
                let (start, len) = self.position(m, o, &t)?;
                if v.len() != len {
                    return Err(err(m, o, "inserted value does not match the position's type"));
                }
                dst.splice(start..start + len, v);
                Ok(vec![dst])
            }
            "builtin.unrealized_conversion_cast" => {
                Err(err(m, o, format!("'{name}' {}", crate::rewrite::casts::refusal(m, o))))
            }
            _ => {
                let t = operands
                    .iter()
                    .chain(m.results(o))
                    .map(|&v| m.value_type(v))
                    .find(|t| self.kinds.splits(t))
                    .map(|t| t.to_string())
                    .unwrap_or_default();
                Err(err(
                    m,
                    o,
                    format!(
                        "'{name}' on '{t}' values is not supported: ferrozyme runs and differentiates tensors, vectors \
                         and LLVM structs by splitting them into scalars, and has no rule to split this op"
                    ),
                ))
            }
        }
    }

    /// One op per element for an elementwise `arith`/`math` op (with
    /// several results, as `arith.mulsi_extended`: one list per result).
    fn elementwise(&mut self, m: &mut Module, o: OpId, nb: BlockId) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let rts: Vec<Type> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
        let all: Vec<Vec<Type>> = rts.iter().map(|t| self.leaves_at(m, o, t)).collect::<Result<_, _>>()?;
        let leaves = all[0].clone();
        let ops: Vec<Vec<Value>> =
            m.operands(o).to_vec().iter().map(|&v| self.get(m, o, v)).collect::<Result<_, _>>()?;
        if ops.iter().any(|vs| vs.len() != 1 && vs.len() != leaves.len()) {
            let name = m.name(o).as_str().to_string();
            return Err(err(
                m,
                o,
                format!("'{name}' with operand and result shapes that differ cannot be split elementwise"),
            ));
        }
        let d = m.op(o).clone();
        let mut out = vec![Vec::new(); all.len()];
        for e in 0..leaves.len() {
            let args: Vec<Value> = ops.iter().map(|vs| if vs.len() == 1 { vs[0] } else { vs[e] }).collect();
            let lts: Vec<Type> = all.iter().map(|l| l[e].clone()).collect();
            let mut spec = OpSpec::new(d.name.as_str()).operands(&args).results(&lts);
            spec.attrs = d.attrs.clone();
            spec.loc = d.loc.clone();
            spec.pos = d.pos;
            let x = Builder::at_end(m, nb).create(spec);
            for (k, list) in out.iter_mut().enumerate() {
                list.push(m.result(x, k));
            }
        }
        Ok(out)
    }

    /// The byte offset of every leaf of `t` in memory (LLVM's layout).
    fn offsets(&self, m: &Module, o: OpId, t: &Type) -> Result<Vec<u64>, Diagnostic> {
        leaf_offsets(t).ok_or_else(|| err(m, o, format!("the memory layout of '{t}' is unknown")))
    }

    /// The leaf range `(start, len)` named by `position` in an LLVM aggregate of type `t`.
    fn position(&self, m: &Module, o: OpId, t: &Type) -> Result<(usize, usize), Diagnostic> {
        let path = m.attr(o, "position").and_then(Attribute::as_dense_ints).unwrap_or_default();
        let mut t = t.clone();
        let mut start = 0;
        for &i in &path {
            let i = usize::try_from(i).map_err(|_| err(m, o, "negative position"))?;
            let (skip, inner): (Vec<Type>, Type) = match &t {
                Type::LlvmStruct(st) => match st.body.as_deref() {
                    Some(body) if i < body.len() => (body[..i].to_vec(), body[i].clone()),
                    _ => return Err(err(m, o, format!("position {i} is out of '{t}'"))),
                },
                Type::LlvmArray { len, elem } if (i as u64) < *len => (vec![(**elem).clone(); i], (**elem).clone()),
                _ => return Err(err(m, o, format!("position {i} is out of '{t}'"))),
            };
            start += self.kinds.all_leaves(&skip).map_err(|e| err(m, o, e))?.len();
            t = inner;
        }
        Ok((start, self.leaves_at(m, o, &t)?.len()))
    }

    /// Row-major linear index of `indices` into tensor type `t`: a constant
    /// when every index is an `arith.constant`.
    fn linear_index(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        t: &Type,
        indices: &[Value],
    ) -> Result<Lin, Diagnostic> {
        let Some((shape, _)) = crate::dialects::tensor::ranked(t) else {
            return Err(err(m, o, format!("'{t}' cannot be indexed here")));
        };
        let dims: Vec<i64> = shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { 0 }).collect();
        let consts: Option<Vec<i64>> = indices.iter().map(|&v| const_int(m, v)).collect();
        if let Some(cs) = consts {
            let mut lin = 0i64;
            for (c, d) in cs.iter().zip(&dims) {
                if *c < 0 || c >= d {
                    return Err(err(m, o, format!("index {c} is out of bounds for '{t}'")));
                }
                lin = lin * d + c;
            }
            return Ok(Lin::Const(lin as usize));
        }
        let idx: Vec<Value> = indices.iter().map(|&v| self.one(m, o, v)).collect::<Result<_, _>>()?;
        let mut b = Builder::at_end(m, nb);
        if self.kinds == super::Kinds::SHAPED {
            // Run-time indices out of bounds stop the run with the op's
            // location, as memref accesses do (derivative code, which has no
            // cf.assert side effects to plan around, relies on the primal's).
            let mut ok = None;
            for (v, d) in idx.iter().zip(&dims) {
                let dc = b.const_index(*d);
                let lt = b.value(
                    OpSpec::new("arith.cmpi")
                        .operands(&[*v, dc])
                        .attr("predicate", Attribute::int(6, Type::i64()))
                        .result(Type::int(1)),
                );
                ok = Some(match ok {
                    None => lt,
                    Some(p) => b.value(OpSpec::new("arith.andi").operands(&[p, lt]).result(Type::int(1))),
                });
            }
            if let Some(ok) = ok {
                let msg = format!("'{}' index out of bounds for '{t}'", b.m.name(o).as_str());
                b.create(OpSpec::new("cf.assert").operands(&[ok]).attr("msg", Attribute::String(msg)));
            }
        }
        let mut lin = b.const_index(0);
        for (v, d) in idx.iter().zip(&dims) {
            let dc = b.const_index(*d);
            let scaled = b.value(OpSpec::new("arith.muli").operands(&[lin, dc]).result(Type::Index));
            lin = b.value(OpSpec::new("arith.addi").operands(&[scaled, *v]).result(Type::Index));
        }
        Ok(Lin::Dyn(lin))
    }

    /// The leaf at a linear index (a chain of selects when it is dynamic).
    pub(super) fn pick(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        leaves: &[Value],
        lin: Lin,
    ) -> Result<Value, Diagnostic> {
        let Some(&last) = leaves.last() else {
            return Err(err(m, o, "an element of an empty tensor is read"));
        };
        Ok(match lin {
            Lin::Const(k) => leaves.get(k).copied().unwrap_or(last),
            Lin::Dyn(lin) => {
                let mut b = Builder::at_end(m, nb);
                let mut acc = leaves[0];
                for (k, &l) in leaves.iter().enumerate().skip(1) {
                    let kc = b.const_index(k as i64);
                    let eq = cmp_eq(&mut b, lin, kc);
                    acc = b.value(OpSpec::new("arith.select").operands(&[eq, l, acc]).result(m_type(b.m, l)));
                }
                acc
            }
        })
    }
}

#[derive(Clone, Copy)]
pub(super) enum Lin {
    Const(usize),
    Dyn(Value),
}

fn m_type(m: &Module, v: Value) -> Type {
    m.value_type(v).clone()
}

pub(super) fn cmp_eq(b: &mut Builder<'_>, x: Value, y: Value) -> Value {
    b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[x, y])
            .attr("predicate", Attribute::int(0, Type::i64()))
            .result(Type::int(1)),
    )
}

/// A zero of a leaf type (the value of undefined and poison leaves too).
pub(crate) fn zero(m: &mut Module, ip: InsertPoint, t: &Type) -> Value {
    let mut b = Builder::new(m, ip);
    match t {
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 => b.const_float(0.0, t.clone()),
        Type::Int { .. } | Type::Index => b.const_int(0, t.clone()),
        _ => b.value(OpSpec::new("llvm.mlir.zero").result(t.clone())),
    }
}

/// The value of an integer `arith.constant` / `llvm.mlir.constant`.
fn const_int(m: &Module, v: Value) -> Option<i64> {
    m.int_constant(v).and_then(|i| i64::try_from(i).ok())
}

/// Byte offsets of the leaves of `t` stored in memory.
fn leaf_offsets(t: &Type) -> Option<Vec<u64>> {
    use crate::exec::layout::{size_align, struct_layout};
    Some(match t {
        Type::LlvmStruct(st) => {
            let lay = struct_layout(st)?;
            let mut out = Vec::new();
            for (f, off) in st.body.as_ref()?.iter().zip(lay.offsets) {
                out.extend(leaf_offsets(f)?.into_iter().map(|x| x + off));
            }
            out
        }
        Type::LlvmArray { len, elem } => {
            let (s, a) = size_align(elem)?;
            let stride = s.div_ceil(a) * a;
            let inner = leaf_offsets(elem)?;
            (0..*len).flat_map(|k| inner.iter().map(move |x| x + k * stride)).collect()
        }
        Type::Vector { shape, elem, .. } => {
            let (s, _) = size_align(elem)?;
            let n: i64 = shape.iter().product();
            (0..n.max(0) as u64).map(|k| k * s).collect()
        }
        Type::Tensor { .. } | Type::UnrankedTensor { .. } => return None,
        _ => vec![0],
    })
}

/// `p + off` bytes, as a pointer (`p` itself at offset 0).
pub(super) fn byte_offset(m: &mut Module, ip: InsertPoint, p: Value, off: u64) -> Value {
    if off == 0 {
        return p;
    }
    let idx = Attribute::DenseArray { elem: Type::i32(), values: vec![DenseElem::Int(off as i128)] };
    Builder::new(m, ip).value(
        OpSpec::new("llvm.getelementptr")
            .operands(&[p])
            .attr("rawConstantIndices", idx)
            .attr("elem_type", Attribute::Type(Type::int(8)))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}
