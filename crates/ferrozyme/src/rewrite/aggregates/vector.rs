//! The rules that split `vector` dialect ops into ops on scalars (vector
//! leaves are row-major): construction, element access and reshaping
//! become picks and lists of leaves (selects for dynamic positions);
//! `fma`, `reduction` and `outerproduct` become scalar `math`/`arith` ops
//! in MLIR's order of evaluation; `print` becomes the runner utilities'
//! calls (`printOpen`, `printF64`, `printComma`, ...); `contract` the
//! products summed in order into the accumulator; memory ops are in
//! `vector_memory.rs`. The other ops are refused by name.

use super::rules::{cmp_eq, Lin};
use super::{err, Flattener};
use crate::dialects::vector::{self as vd, fixed, int_list, DYNAMIC};
use crate::ir::{Attribute, BlockId, Builder, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Row-major strides of `shape`.
fn strides(shape: &[i64]) -> Vec<i64> {
    let mut s = vec![1; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The multi-index of linear index `lin` in `shape`.
pub(super) fn unravel(mut lin: i64, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for i in (0..shape.len()).rev() {
        let d = shape[i].max(1);
        idx[i] = lin % d;
        lin /= d;
    }
    idx
}

fn ravel(idx: &[i64], shape: &[i64]) -> usize {
    idx.iter().zip(strides(shape)).map(|(i, s)| i * s).sum::<i64>() as usize
}

pub(super) fn count(shape: &[i64]) -> i64 {
    shape.iter().product()
}

pub(super) fn shape_of(t: &Type) -> Vec<i64> {
    fixed(t).map(|(s, _)| s.to_vec()).unwrap_or_default()
}

fn elem_of(t: &Type) -> Type {
    fixed(t).map(|(_, e)| e.clone()).unwrap_or_else(|| t.clone())
}

pub(super) fn is_true(m: &Module, v: Value) -> Option<bool> {
    m.int_constant(v).map(|c| c != 0)
}

impl Flattener {
    /// The leaves computed by a `vector` op, one list per result.
    pub(super) fn vector_rules(
        &mut self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        name: &str,
    ) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let operands = m.operands(o).to_vec();
        let rt = m.results(o).first().map(|&r| m.value_type(r).clone());
        let rshape = rt.as_ref().map(shape_of).unwrap_or_default();
        if let Some(t) = operands
            .iter()
            .chain(m.results(o))
            .map(|&v| m.value_type(v))
            .find(|t| matches!(t, Type::Vector { scalable, .. } if scalable.iter().any(|&s| s)))
        {
            return Err(err(m, o, format!("'{name}' on the scalable vector '{t}' is not supported")));
        }
        // (At most MAX_LEAVES leaves per value, checked before any rule loops over them.)
        for &v in operands.iter().chain(m.results(o)) {
            self.leaves_at(m, o, m.value_type(v))?;
        }
        let one = |s: Vec<Value>| Ok(vec![s]);
        match name {
            "vector.broadcast" => {
                let src = self.get(m, o, operands[0])?;
                let sshape = shape_of(m.value_type(operands[0]));
                let lead = rshape.len() - sshape.len();
                let out = (0..count(&rshape))
                    .map(|k| {
                        let r = unravel(k, &rshape);
                        let s: Vec<i64> =
                            sshape.iter().enumerate().map(|(i, &d)| if d == 1 { 0 } else { r[lead + i] }).collect();
                        src[ravel(&s, &sshape)]
                    })
                    .collect();
                one(out)
            }
            "vector.splat" => {
                let v = self.one(m, o, operands[0])?;
                one(vec![v; count(&rshape) as usize])
            }
            "vector.from_elements" | "vector.shape_cast" => one(self.flat_operands(m, o, &operands)?),
            "vector.extract" => {
                let src = self.get(m, o, operands[0])?;
                let shape = shape_of(m.value_type(operands[0]));
                self.extract(m, o, nb, &src, &shape, &operands[1..]).map(|v| vec![v])
            }
            "vector.insert" => {
                let val = self.get(m, o, operands[0])?;
                let dst = self.get(m, o, operands[1])?;
                let shape = shape_of(m.value_type(operands[1]));
                self.insert(m, o, nb, val, dst, &shape, &operands[2..]).map(|v| vec![v])
            }
            "vector.extractelement" => {
                let src = self.get(m, o, operands[0])?;
                let lin = match operands.get(1) {
                    Some(&i) => Lin::Dyn(self.as_index(m, o, nb, i)?),
                    None => Lin::Const(0),
                };
                one(vec![self.pick(m, o, nb, &src, lin)?])
            }
            "vector.insertelement" => {
                let v = self.one(m, o, operands[0])?;
                let mut dst = self.get(m, o, operands[1])?;
                match operands.get(2) {
                    None => dst[0] = v,
                    Some(&i) => {
                        let lin = self.as_index(m, o, nb, i)?;
                        for (k, slot) in dst.iter_mut().enumerate() {
                            *slot = select_at(m, nb, lin, k, v, *slot);
                        }
                    }
                }
                one(dst)
            }
            "vector.shuffle" => {
                let a = self.get(m, o, operands[0])?;
                let b = self.get(m, o, operands[1])?;
                let mut ashape = shape_of(m.value_type(operands[0]));
                if ashape.is_empty() {
                    // (0-D operands: one element each.)
                    ashape = vec![1];
                }
                let inner = count(&ashape[1..]) as usize;
                let mask = int_list(m, o, "mask").unwrap_or_default();
                let mut out = Vec::new();
                for k in mask {
                    let (src, at) = if k < ashape[0] { (&a, k) } else { (&b, k - ashape[0]) };
                    let at = at as usize * inner;
                    out.extend_from_slice(&src[at..at + inner]);
                }
                one(out)
            }
            "vector.step" => {
                let mut b = Builder::at_end(m, nb);
                one((0..count(&rshape)).map(|k| b.const_index(k)).collect())
            }
            "vector.constant_mask" => {
                let sizes = int_list(m, o, "mask_dim_sizes").unwrap_or_default();
                let mut b = Builder::at_end(m, nb);
                one((0..count(&rshape))
                    .map(|k| {
                        let on = match rshape.is_empty() {
                            true => sizes.first().is_some_and(|&s| s > 0),
                            false => unravel(k, &rshape).iter().zip(&sizes).all(|(i, s)| i < s),
                        };
                        b.const_int(on as i128, Type::int(1))
                    })
                    .collect())
            }
            "vector.create_mask" => {
                let bounds: Vec<Value> = operands.iter().map(|&v| self.one(m, o, v)).collect::<Result<_, _>>()?;
                let mut b = Builder::at_end(m, nb);
                let mut out = Vec::new();
                for k in 0..count(&rshape) {
                    let mut all: Option<Value> = None;
                    // (A 0-D mask is set when its one bound is positive.)
                    let at = if rshape.is_empty() { vec![0] } else { unravel(k, &rshape) };
                    for (i, &bound) in at.iter().zip(&bounds) {
                        let ic = b.const_index(*i);
                        let lt = cmpi(&mut b, 2, ic, bound);
                        all = Some(match all {
                            None => lt,
                            Some(p) => b.value(OpSpec::new("arith.andi").operands(&[p, lt]).result(Type::int(1))),
                        });
                    }
                    out.push(all.unwrap_or_else(|| b.const_int(1, Type::int(1))));
                }
                one(out)
            }
            "vector.transpose" => {
                let src = self.get(m, o, operands[0])?;
                let sshape = shape_of(m.value_type(operands[0]));
                let perm = int_list(m, o, "permutation").unwrap_or_default();
                let out = (0..count(&rshape))
                    .map(|k| {
                        let r = unravel(k, &rshape);
                        let mut s = vec![0; sshape.len()];
                        for (i, &p) in perm.iter().enumerate() {
                            s[p as usize] = r[i];
                        }
                        src[ravel(&s, &sshape)]
                    })
                    .collect();
                one(out)
            }
            "vector.extract_strided_slice" => {
                let src = self.get(m, o, operands[0])?;
                let sshape = shape_of(m.value_type(operands[0]));
                let (offsets, ..) = vd::strided_attrs(m, o, true).map_err(|e| err(m, o, e))?;
                let out = (0..count(&rshape))
                    .map(|k| {
                        let mut s = unravel(k, &rshape);
                        for (x, off) in s.iter_mut().zip(&offsets) {
                            *x += off;
                        }
                        src[ravel(&s, &sshape)]
                    })
                    .collect();
                one(out)
            }
            "vector.insert_strided_slice" => {
                let src = self.get(m, o, operands[0])?;
                let mut dst = self.get(m, o, operands[1])?;
                let ashape = shape_of(m.value_type(operands[0]));
                let (offsets, ..) = vd::strided_attrs(m, o, false).map_err(|e| err(m, o, e))?;
                let lead = rshape.len() - ashape.len();
                for (k, &v) in src.iter().enumerate() {
                    let a = unravel(k as i64, &ashape);
                    let d: Vec<i64> = offsets
                        .iter()
                        .enumerate()
                        .map(|(i, off)| off + if i >= lead { a[i - lead] } else { 0 })
                        .collect();
                    dst[ravel(&d, &rshape)] = v;
                }
                one(dst)
            }
            "vector.fma" => {
                let ops: Vec<Vec<Value>> = operands.iter().map(|&v| self.get(m, o, v)).collect::<Result<_, _>>()?;
                let t = elem_of(rt.as_ref().unwrap_or(&Type::F64));
                let mut b = Builder::at_end(m, nb);
                one((0..ops[0].len())
                    .map(|k| {
                        b.value(OpSpec::new("math.fma").operands(&[ops[0][k], ops[1][k], ops[2][k]]).result(t.clone()))
                    })
                    .collect())
            }
            "vector.reduction" => {
                let src = self.get(m, o, operands[0])?;
                let kind = vd::kind(m, o).unwrap_or("add").to_string();
                let fm = m.attr(o, "fastmath").cloned();
                let mut acc = match operands.get(1) {
                    Some(&a) => Some(self.one(m, o, a)?),
                    // (MLIR's lowering starts a float sum at +0.0: the sum
                    // of -0.0s is +0.0.)
                    None if kind == "add" && elem_of(m.value_type(operands[0])).is_float() => {
                        let t = elem_of(m.value_type(operands[0]));
                        Some(Builder::at_end(m, nb).const_float(0.0, t))
                    }
                    None => None,
                };
                for &v in &src {
                    acc = Some(match acc {
                        None => v,
                        Some(a) => combine(m, nb, &kind, a, v, fm.clone()),
                    });
                }
                match acc {
                    Some(a) => one(vec![a]),
                    None => Err(err(m, o, "reduction of an empty vector")),
                }
            }
            "vector.multi_reduction" => {
                // Each kept element: its accumulator combined with the
                // source elements reduced into it, in order.
                let src = self.get(m, o, operands[0])?;
                let acc = self.get(m, o, operands[1])?;
                let sshape = shape_of(m.value_type(operands[0]));
                let dims = vd::int_list(m, o, "reduction_dims").unwrap_or_default();
                let kind = vd::kind(m, o).unwrap_or("add").to_string();
                let mut out = acc.clone();
                for (k, &v) in src.iter().enumerate() {
                    let at = unravel(k as i64, &sshape);
                    let kept: Vec<i64> =
                        at.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &x)| x).collect();
                    let kept_shape: Vec<i64> = sshape
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| !dims.contains(&(*i as i64)))
                        .map(|(_, &x)| x)
                        .collect();
                    let j = kept.iter().zip(&kept_shape).fold(0i64, |lin, (&x, &n)| lin * n + x) as usize;
                    let Some(slot) = out.get_mut(j) else {
                        return Err(err(m, o, "internal: multi_reduction accumulator of the wrong size"));
                    };
                    *slot = combine(m, nb, &kind, *slot, v, None);
                }
                one(out)
            }
            "vector.outerproduct" => self.outerproduct(m, o, nb, &operands, &rshape).map(|v| vec![v]),
            "vector.contract" => self.contract(m, o, nb, &operands).map(|v| vec![v]),
            "vector.print" => self.print(m, o, nb, operands.first().copied()).map(|()| vec![]),
            "vector.load"
            | "vector.store"
            | "vector.maskedload"
            | "vector.maskedstore"
            | "vector.expandload"
            | "vector.compressstore"
            | "vector.transfer_read"
            | "vector.transfer_write" => self.vector_memory(m, o, nb, name, None),
            "vector.mask" => self.vector_mask(m, o, nb),
            "vector.gather" | "vector.scatter" => self.gather_scatter(m, o, nb, name),
            "vector.bitcast" => self.bit_reshape(m, o, nb),
            _ => Err(err(
                m,
                o,
                format!(
                    "'{name}' is not supported: ferrozyme runs and differentiates vectors by splitting them into \
                     scalars, and has no rule for this op (mlir-opt-19 --convert-vector-to-llvm lowers it to LLVM \
                     vector ops, which ferrozyme takes)"
                ),
            )),
        }
    }

    /// An integer operand as an `index` value.
    fn as_index(&self, m: &mut Module, o: OpId, nb: BlockId, v: Value) -> Result<Value, Diagnostic> {
        let x = self.one(m, o, v)?;
        if m.value_type(x).is_index() {
            return Ok(x);
        }
        Ok(Builder::at_end(m, nb).value(OpSpec::new("arith.index_cast").operands(&[x]).result(Type::Index)))
    }

    /// The prefix position of `vector.extract`/`insert` as a linear index
    /// over the outer `k` dimensions, and the size of what it selects.
    fn vector_position(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        shape: &[i64],
        dynamic: &[Value],
    ) -> Result<(Lin, usize), Diagnostic> {
        let stat = int_list(m, o, "static_position").unwrap_or_default();
        let k = stat.len();
        let inner = count(&shape[k..]) as usize;
        if !stat.contains(&DYNAMIC) {
            return Ok((Lin::Const(ravel(&stat, &shape[..k])), inner));
        }
        let mut dyns = dynamic.iter();
        let mut b = Builder::at_end(m, nb);
        let mut lin = b.const_index(0);
        for (i, &s) in stat.iter().enumerate() {
            let p = match s {
                DYNAMIC => match dyns.next() {
                    Some(&d) => self.one(b.m, o, d)?,
                    None => return Err(err(b.m, o, "internal: missing dynamic position")),
                },
                s => b.const_index(s),
            };
            let d = b.const_index(shape[i]);
            let scaled = b.value(OpSpec::new("arith.muli").operands(&[lin, d]).result(Type::Index));
            lin = b.value(OpSpec::new("arith.addi").operands(&[scaled, p]).result(Type::Index));
        }
        Ok((Lin::Dyn(lin), inner))
    }

    fn extract(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        src: &[Value],
        shape: &[i64],
        dynamic: &[Value],
    ) -> Result<Vec<Value>, Diagnostic> {
        let (lin, inner) = self.vector_position(m, o, nb, shape, dynamic)?;
        match lin {
            Lin::Const(q) => Ok(src[q * inner..(q + 1) * inner].to_vec()),
            Lin::Dyn(_) => {
                let outer = src.len() / inner.max(1);
                (0..inner)
                    .map(|j| {
                        let cands: Vec<Value> = (0..outer).map(|q| src[q * inner + j]).collect();
                        self.pick(m, o, nb, &cands, lin)
                    })
                    .collect()
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn insert(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        val: Vec<Value>,
        mut dst: Vec<Value>,
        shape: &[i64],
        dynamic: &[Value],
    ) -> Result<Vec<Value>, Diagnostic> {
        let (lin, inner) = self.vector_position(m, o, nb, shape, dynamic)?;
        match lin {
            Lin::Const(q) => dst.splice(q * inner..(q + 1) * inner, val).for_each(drop),
            Lin::Dyn(lin) => {
                for (k, slot) in dst.iter_mut().enumerate() {
                    *slot = select_at(m, nb, lin, k / inner.max(1), val[k % inner.max(1)], *slot);
                }
            }
        }
        Ok(dst)
    }

    fn outerproduct(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        operands: &[Value],
        rshape: &[i64],
    ) -> Result<Vec<Value>, Diagnostic> {
        let a = self.get(m, o, operands[0])?;
        let b = self.get(m, o, operands[1])?;
        let acc = match operands.get(2) {
            Some(&c) => Some(self.get(m, o, c)?),
            None => None,
        };
        let kind = vd::kind(m, o).unwrap_or("add").to_string();
        let t = m.value_type(a[0]).clone();
        let mut out = Vec::new();
        for k in 0..count(rshape) as usize {
            let (x, y) = if rshape.len() == 2 { (a[k / b.len()], b[k % b.len()]) } else { (a[k], b[0]) };
            let acc_k = acc.as_ref().map(|c| c[k]);
            let mut bl = Builder::at_end(m, nb);
            let v = match acc_k {
                // (MLIR lowers a float outer product with an accumulator to fma.)
                Some(c) if kind == "add" && t.is_float() => {
                    bl.value(OpSpec::new("math.fma").operands(&[x, y, c]).result(t.clone()))
                }
                _ => {
                    let mul = if t.is_float() { "arith.mulf" } else { "arith.muli" };
                    let p = bl.value(OpSpec::new(mul).operands(&[x, y]).result(t.clone()));
                    match acc_k {
                        Some(c) => combine(m, nb, &kind, c, p, None),
                        None => p,
                    }
                }
            };
            out.push(v);
        }
        Ok(out)
    }

    /// `vector.contract` of kind `add`: per accumulator element, the
    /// products over the reduction dimensions (row-major) added in order
    /// to the accumulator (MLIR's default "dot" lowering: a multiply, then
    /// an ordered reduction from the accumulator).
    fn contract(&self, m: &mut Module, o: OpId, nb: BlockId, operands: &[Value]) -> Result<Vec<Value>, Diagnostic> {
        let c = vd::Contraction::of(m, o).map_err(|e| err(m, o, e))?;
        if !c.is_plain() {
            return Err(err(
                m,
                o,
                "'vector.contract' whose accumulator is not indexed by exactly the parallel dimensions is not supported",
            ));
        }
        if vd::kind(m, o) != Some("add") {
            return Err(err(m, o, "'vector.contract' of a kind other than 'add' is not supported"));
        }
        let types: Vec<Type> = operands.iter().map(|&v| m.value_type(v).clone()).collect();
        let e = elem_of(&types[2]);
        if elem_of(&types[0]) != e || elem_of(&types[1]) != e {
            return Err(err(m, o, "'vector.contract' of operands of different element types is not supported"));
        }
        let (lhs, rhs, acc) =
            (self.get(m, o, operands[0])?, self.get(m, o, operands[1])?, self.get(m, o, operands[2])?);
        let (lshape, rshape) = (shape_of(&types[0]), shape_of(&types[1]));
        let n = c.sizes.len();
        let red: Vec<usize> = (0..n).filter(|&d| c.reduction[d]).collect();
        let red_sizes: Vec<i64> = red.iter().map(|&d| c.sizes[d]).collect();
        let acc_sizes: Vec<i64> = c.acc.iter().map(|&d| c.sizes[d]).collect();
        let (mul, add) = if e.is_float() { ("arith.mulf", "arith.addf") } else { ("arith.muli", "arith.addi") };
        let mut out = Vec::new();
        let mut point = vec![0i64; n];
        for k in 0..count(&acc_sizes) {
            for (i, &d) in c.acc.iter().enumerate() {
                point[d] = unravel(k, &acc_sizes)[i];
            }
            let mut v = acc[k as usize];
            for r in 0..count(&red_sizes) {
                for (i, &d) in red.iter().enumerate() {
                    point[d] = unravel(r, &red_sizes)[i];
                }
                let li: Vec<i64> = c.lhs.iter().map(|&d| point[d]).collect();
                let ri: Vec<i64> = c.rhs.iter().map(|&d| point[d]).collect();
                let (x, y) = (lhs[ravel(&li, &lshape)], rhs[ravel(&ri, &rshape)]);
                let mut b = Builder::at_end(m, nb);
                let p = b.value(OpSpec::new(mul).operands(&[x, y]).result(e.clone()));
                v = b.value(OpSpec::new(add).operands(&[v, p]).result(e.clone()));
            }
            out.push(v);
        }
        Ok(out)
    }

    /// `vector.print`: the runner utilities' calls MLIR lowers it to.
    fn print(&self, m: &mut Module, o: OpId, nb: BlockId, v: Option<Value>) -> Result<(), Diagnostic> {
        let mut calls = Vec::new();
        let mut fname = "printF64";
        let mut arg = Type::F64;
        let mut e = Type::F64;
        if let Some(v) = v {
            (fname, arg, e) = self.print_value(m, o, v, &mut calls)?;
        }
        match vd::punctuation(m, o) {
            Some("newline") => calls.push(Print::Call("printNewline")),
            Some("comma") => calls.push(Print::Call("printComma")),
            Some("open") => calls.push(Print::Call("printOpen")),
            Some("close") => calls.push(Print::Call("printClose")),
            _ => {}
        }
        self.emit_prints(m, o, nb, calls, fname, &arg, &e)
    }

    /// The calls printing `v`, and the function printing its elements,
    /// that function's argument type and the element type.
    fn print_value(
        &self,
        m: &mut Module,
        o: OpId,
        v: Value,
        calls: &mut Vec<Print>,
    ) -> Result<(&'static str, Type, Type), Diagnostic> {
        let t = m.value_type(v).clone();
        let shape = shape_of(&t);
        let e = elem_of(&t);
        let (fname, arg) = match &e {
            Type::F64 => ("printF64", Type::F64),
            Type::F32 => ("printF32", Type::F32),
            Type::Index => ("printU64", Type::i64()),
            Type::Int { width: 1, .. } => ("printU64", Type::i64()),
            Type::Int { width, .. } if *width <= 64 => ("printI64", Type::i64()),
            _ => return Err(err(m, o, format!("'vector.print' of '{e}' values is not supported"))),
        };
        let leaves = self.get(m, o, v)?;
        let is_vector = matches!(t, Type::Vector { .. });
        emit_nested(&shape, &leaves, is_vector, calls);
        Ok((fname, arg, e))
    }

    #[allow(clippy::too_many_arguments)]
    fn emit_prints(
        &self,
        m: &mut Module,
        o: OpId,
        nb: BlockId,
        calls: Vec<Print>,
        fname: &'static str,
        arg: &Type,
        e: &Type,
    ) -> Result<(), Diagnostic> {
        for c in calls {
            let (callee, args) = match c {
                Print::Call(n) => (n, vec![]),
                Print::Value(x) => {
                    let mut b = Builder::at_end(m, nb);
                    let xt = b.m.value_type(x).clone();
                    let y = match (&xt, e.int_width()) {
                        (Type::Index, _) => b.value(OpSpec::new("arith.index_cast").operands(&[x]).result(Type::i64())),
                        (_, Some(1)) => b.value(OpSpec::new("arith.extui").operands(&[x]).result(Type::i64())),
                        (_, Some(w)) if w < 64 => {
                            b.value(OpSpec::new("arith.extsi").operands(&[x]).result(Type::i64()))
                        }
                        _ => x,
                    };
                    (fname, vec![y])
                }
            };
            let params: Vec<Type> = if args.is_empty() { vec![] } else { vec![arg.clone()] };
            declare_runner(m, o, callee, &params)?;
            let spec = OpSpec::new("func.call").operands(&args).attr("callee", Attribute::symbol(callee));
            Builder::at_end(m, nb).create(spec);
        }
        Ok(())
    }
}

enum Print {
    Call(&'static str),
    Value(Value),
}

/// `( ( a, b ), ( c, d ) )` for a 2x2 vector; the bare value for a scalar.
fn emit_nested(shape: &[i64], leaves: &[Value], is_vector: bool, out: &mut Vec<Print>) {
    if !is_vector {
        out.push(Print::Value(leaves[0]));
        return;
    }
    if shape.is_empty() {
        out.push(Print::Call("printOpen"));
        out.push(Print::Value(leaves[0]));
        out.push(Print::Call("printClose"));
        return;
    }
    let inner = count(&shape[1..]) as usize;
    out.push(Print::Call("printOpen"));
    for i in 0..shape[0] as usize {
        if i > 0 {
            out.push(Print::Call("printComma"));
        }
        let part = &leaves[i * inner..(i + 1) * inner];
        if shape.len() == 1 {
            out.push(Print::Value(part[0]));
        } else {
            emit_nested(&shape[1..], part, true, out);
        }
    }
    out.push(Print::Call("printClose"));
}

/// Declare the runner utility `name(params)` unless the module has it.
fn declare_runner(m: &mut Module, o: OpId, name: &str, params: &[Type]) -> Result<(), Diagnostic> {
    if let Some(f) = m.lookup_symbol(name) {
        let (ins, outs) = crate::ad::activity::signature(m, f);
        if ins != params || !outs.is_empty() {
            return Err(err(
                m,
                o,
                format!("'vector.print' calls @{name}, but the module defines it with another type"),
            ));
        }
        return Ok(());
    }
    let ft = crate::ir::FunctionType { inputs: params.to_vec(), results: vec![] };
    let mut spec = OpSpec::new("func.func").regions(1);
    spec.attrs.set("sym_name", Attribute::String(name.to_string()));
    spec.attrs.set("function_type", Attribute::Type(Type::Function(Box::new(ft))));
    spec.attrs.set("sym_visibility", Attribute::String("private".into()));
    let f = m.create_op(spec);
    let body = m.body();
    m.append_op(body, f);
    Ok(())
}

pub(super) fn cmpi(b: &mut Builder<'_>, predicate: i128, x: Value, y: Value) -> Value {
    b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[x, y])
            .attr("predicate", Attribute::int(predicate, Type::i64()))
            .result(Type::int(1)),
    )
}

/// `lin == k ? v : old`.
pub(super) fn select_at(m: &mut Module, nb: BlockId, lin: Value, k: usize, v: Value, old: Value) -> Value {
    let mut b = Builder::at_end(m, nb);
    let kc = b.const_index(k as i64);
    let eq = cmp_eq(&mut b, lin, kc);
    let t = b.m.value_type(v).clone();
    b.value(OpSpec::new("arith.select").operands(&[eq, v, old]).result(t))
}

/// `acc <kind> v` as one scalar op (`fastmath` on float add and mul).
pub(super) fn combine(m: &mut Module, nb: BlockId, kind: &str, acc: Value, v: Value, fm: Option<Attribute>) -> Value {
    let t = m.value_type(v).clone();
    let float = t.is_float();
    let name = match (kind, float) {
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("maximumf", _) => "arith.maximumf",
        ("minimumf", _) => "arith.minimumf",
        ("maxnumf", _) => "arith.maxnumf",
        ("minnumf", _) => "arith.minnumf",
        ("minsi", _) => "arith.minsi",
        ("maxsi", _) => "arith.maxsi",
        ("minui", _) => "arith.minui",
        ("maxui", _) => "arith.maxui",
        ("and", _) => "arith.andi",
        ("or", _) => "arith.ori",
        _ => "arith.xori",
    };
    let mut spec = OpSpec::new(name).operands(&[acc, v]).result(t);
    if let (Some(f), true) = (fm, float && matches!(kind, "add" | "mul")) {
        spec = spec.attr("fastmath", f);
    }
    Builder::at_end(m, nb).value(spec)
}
