//! The rule that splits a bitcast changing the lane count (`llvm.bitcast`
//! from `vector<2xi32>` to `i64`, `vector.bitcast` from `vector<4xf32>` to
//! `vector<2xf64>`): the lanes' bits laid end to end, lane 0 lowest (as on a
//! little-endian target), cut into the result's lanes with integer shifts,
//! extensions and truncations. Lanes of widths where neither divides the
//! other are refused by name.

use super::{err, Flattener};
use crate::ir::{BlockId, Builder, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

impl Flattener {
    /// The result leaves of the bitcast `o` whose operand and result have
    /// different numbers of leaves.
    pub(super) fn bit_reshape(&self, m: &mut Module, o: OpId, nb: BlockId) -> Result<Vec<Vec<Value>>, Diagnostic> {
        let name = m.name(o).as_str().to_string();
        let x = m.operand(o, 0);
        let rt = m.value_type(m.result(o, 0)).clone();
        let input = self.get(m, o, x)?;
        let outs = self.leaves_at(m, o, &rt)?;
        let (ti, to) = (m.value_type(input[0]).clone(), outs[0].clone());
        let width = |t: &Type| t.int_width().or(t.float_width());
        let (Some(wi), Some(wo)) = (width(&ti), width(&to)) else {
            return Err(err(m, o, format!("'{name}' from '{ti}' lanes to '{to}' lanes is not supported")));
        };
        if wi % wo != 0 && wo % wi != 0 {
            return Err(err(
                m,
                o,
                format!("'{name}' between lanes of {wi} and {wo} bits (neither divides the other) is not supported"),
            ));
        }
        let mut b = Builder::at_end(m, nb);
        let (ii, io) = (Type::int(wi), Type::int(wo));
        let cast = |b: &mut Builder<'_>, v: Value, t: &Type| {
            if b.m.value_type(v) == t {
                v
            } else {
                b.value(OpSpec::new("arith.bitcast").operands(&[v]).result(t.clone()))
            }
        };
        let ints: Vec<Value> = input.iter().map(|&v| cast(&mut b, v, &ii)).collect();
        let mut out = Vec::new();
        if wo >= wi {
            // (Several input lanes per output lane: or-ed in at their offsets.)
            for chunk in ints.chunks((wo / wi) as usize) {
                let mut acc: Option<Value> = None;
                for (t, &v) in chunk.iter().enumerate() {
                    let mut w = if wo == wi {
                        v
                    } else {
                        b.value(OpSpec::new("arith.extui").operands(&[v]).result(io.clone()))
                    };
                    if t > 0 {
                        let sh = b.const_int((t as u32 * wi) as i128, io.clone());
                        w = b.value(OpSpec::new("arith.shli").operands(&[w, sh]).result(io.clone()));
                    }
                    acc = Some(match acc {
                        None => w,
                        Some(a) => b.value(OpSpec::new("arith.ori").operands(&[a, w]).result(io.clone())),
                    });
                }
                if let Some(a) = acc {
                    out.push(cast(&mut b, a, &to));
                }
            }
        } else {
            // (Several output lanes per input lane: shifted down and truncated.)
            for &v in &ints {
                for t in 0..wi / wo {
                    let mut w = v;
                    if t > 0 {
                        let sh = b.const_int((t * wo) as i128, ii.clone());
                        w = b.value(OpSpec::new("arith.shrui").operands(&[w, sh]).result(ii.clone()));
                    }
                    let w = b.value(OpSpec::new("arith.trunci").operands(&[w]).result(io.clone()));
                    out.push(cast(&mut b, w, &to));
                }
            }
        }
        if out.len() != outs.len() {
            return Err(err(m, o, format!("'{name}': operand and result sizes differ")));
        }
        Ok(vec![out])
    }
}
