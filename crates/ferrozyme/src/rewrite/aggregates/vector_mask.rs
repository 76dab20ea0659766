//! The rule that splits `vector.mask` into scalars: its op runs with the
//! mask (a transfer as if the mask were its own; a reduction combining the
//! lanes whose bit is set, from its accumulator or the kind's neutral
//! element), and masked-off lanes of the results take the pass-through
//! vector's, when one is given. Other ops under a mask are refused by name.

use super::vector::{combine, is_true};
use super::{err, Flattener};
use crate::ir::{BlockId, Builder, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

impl Flattener {
    /// `vector.mask %k[, %pass] { op; vector.yield }`.
    pub(super) fn vector_mask(&mut self, m: &mut Module, o: OpId, nb: BlockId) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let mask = self.get(m, o, m.operand(o, 0))?;
        let pass = match m.operands(o).get(1) {
            Some(&p) => Some(self.get(m, o, p)?),
            None => None,
        };
        let body = m.entry_block(m.region(o, 0)).ok_or_else(|| err(m, o, "'vector.mask' without a body"))?;
        let ops: Vec<OpId> = m.block_ops(body).collect();
        let (inner, y) = match ops.as_slice() {
            [y] => (None, *y),
            [inner, y] => (Some(*inner), *y),
            _ => return Err(err(m, o, "'vector.mask' expects only one operation to mask")),
        };
        if let Some(i) = inner {
            let name = m.name(i).as_str().to_string();
            let outs = match name.as_str() {
                "vector.transfer_read" | "vector.transfer_write" => self.vector_memory(m, i, nb, &name, Some(&mask))?,
                "vector.reduction" => vec![vec![self.masked_reduction(m, i, nb, &mask)?]],
                _ => {
                    return Err(err(
                        m,
                        i,
                        format!("'{name}' under vector.mask is not supported (only vector.transfer_read, vector.transfer_write and vector.reduction are)"),
                    ))
                }
            };
            for (&r, vs) in m.results(i).to_vec().iter().zip(outs) {
                self.vals.insert(r, vs);
            }
        }
        let mut results = Vec::new();
        for &v in m.operands(y).to_vec().iter() {
            let mut leaves = self.get(m, o, v)?;
            if let Some(p) = &pass {
                if leaves.len() != mask.len() || p.len() != mask.len() {
                    return Err(err(m, o, "'vector.mask' with a pass-through value of another shape than its mask"));
                }
                for (k, leaf) in leaves.iter_mut().enumerate() {
                    *leaf = match is_true(m, mask[k]) {
                        Some(true) => *leaf,
                        Some(false) => p[k],
                        None => {
                            let t = m.value_type(*leaf).clone();
                            let spec = OpSpec::new("arith.select").operands(&[mask[k], *leaf, p[k]]).result(t);
                            Builder::at_end(m, nb).value(spec)
                        }
                    };
                }
            }
            results.push(leaves);
        }
        Ok(results)
    }

    /// `vector.reduction` under `mask`: the lanes whose bit is set combined
    /// in order, from the accumulator or the neutral element of the kind.
    fn masked_reduction(&mut self, m: &mut Module, o: OpId, nb: BlockId, mask: &[Value]) -> Result<Value, Diagnostic> {
        let src = self.get(m, o, m.operand(o, 0))?;
        if src.len() != mask.len() {
            return Err(err(m, o, "'vector.reduction' under a mask of another shape"));
        }
        let kind = crate::dialects::vector::kind(m, o).unwrap_or("add").to_string();
        let fm = m.attr(o, "fastmath").cloned();
        let t = m.value_type(m.result(o, 0)).clone();
        let mut acc = match m.operands(o).get(1) {
            Some(&a) => self.one(m, o, a)?,
            None => neutral(m, o, nb, &kind, &t)?,
        };
        for (&v, &bit) in src.iter().zip(mask) {
            acc = match is_true(m, bit) {
                Some(false) => acc,
                Some(true) => combine(m, nb, &kind, acc, v, fm.clone()),
                None => {
                    let c = combine(m, nb, &kind, acc, v, fm.clone());
                    let spec = OpSpec::new("arith.select").operands(&[bit, c, acc]).result(t.clone());
                    Builder::at_end(m, nb).value(spec)
                }
            };
        }
        Ok(acc)
    }
}

/// The neutral element of reduction `kind` on `t` (a sum starts at +0.0,
/// as the unmasked reduction's lowering does).
fn neutral(m: &mut Module, o: OpId, nb: BlockId, kind: &str, t: &Type) -> Result<Value, Diagnostic> {
    let mut b = Builder::at_end(m, nb);
    if t.is_float() {
        let x = match kind {
            "add" => 0.0,
            "mul" => 1.0,
            "maximumf" | "maxnumf" => f64::NEG_INFINITY,
            "minimumf" | "minnumf" => f64::INFINITY,
            _ => return Err(err(b.m, o, format!("a masked '{kind}' reduction of floats is not supported"))),
        };
        return Ok(b.const_float(x, t.clone()));
    }
    let Some(w) = t.int_width().filter(|&w| (1..=64).contains(&w)) else {
        return Err(err(b.m, o, format!("a masked reduction of '{t}' is not supported")));
    };
    let ones: i128 = if w == 64 { -1 } else { (1i128 << w) - 1 };
    let smax = (1i128 << (w - 1)) - 1;
    let x = match kind {
        "add" | "or" | "xor" | "maxui" => 0,
        "mul" => 1,
        "and" | "minui" => ones,
        "minsi" => smax,
        "maxsi" => -smax - 1,
        _ => return Err(err(b.m, o, format!("a masked '{kind}' reduction is not supported"))),
    };
    Ok(b.const_int(x, t.clone()))
}
