//! Tensors and vectors in both engines. Before a module runs, its functions
//! using static tensors or vectors are rewritten with every such value split
//! into scalars (`rewrite::aggregates::flatten_shaped`); neither engine
//! computes on shaped values itself. At the API boundary a tensor or vector
//! argument or result is a `Value::MemRef` of the same shape and element
//! type (row-major contents): arguments are read element by element, results
//! are returned in fresh buffers.

use crate::hash::HashMap;

use super::{ExecError, MemRef, ScalarType, Value};
use crate::ir::{Dim, Module, Type};
use crate::rewrite::aggregates::{flatten_shaped, module_has_aggregates, Kinds, Signature};
use crate::syntax::Diagnostic;

/// The original signatures of the functions rewritten for execution.
#[derive(Clone, Debug, Default)]
pub struct ShapedAbi {
    sigs: HashMap<String, Signature>,
    /// Functions left as they were, and why.
    failed: HashMap<String, Diagnostic>,
}

fn shape_of(t: &Type) -> Option<(Vec<i64>, ScalarType)> {
    let (shape, elem): (Vec<i64>, &Type) = match t {
        Type::Tensor { shape, elem, .. } => {
            (shape.iter().map(|d| if let Dim::Static(k) = d { *k } else { -1 }).collect(), elem)
        }
        Type::Vector { shape, elem, .. } => (shape.clone(), elem),
        _ => return None,
    };
    Some((shape, ScalarType::of(elem)?))
}

impl ShapedAbi {
    /// `m` ready to run: unchanged when it holds no tensor or vector (no
    /// copy is made then), else a rewritten copy.
    pub fn prepare(m: &Module) -> Result<(Option<Module>, ShapedAbi), ExecError> {
        if !module_has_aggregates(m, Kinds::SHAPED) {
            return Ok((None, ShapedAbi::default()));
        }
        let mut copy = m.clone();
        let (sigs, failed) = flatten_shaped(&mut copy);
        Ok((Some(copy), ShapedAbi { sigs, failed }))
    }

    /// The original signature of `name` when it was rewritten.
    pub fn signature(&self, name: &str) -> Option<&Signature> {
        self.sigs.get(name.strip_prefix('@').unwrap_or(name))
    }

    /// Why `name` (which holds tensors or vectors) could not be rewritten
    /// to run, if it could not.
    pub fn failure(&self, name: &str) -> Option<ExecError> {
        let d = self.failed.get(name.strip_prefix('@').unwrap_or(name))?;
        Some(ExecError {
            message: d.message.clone(),
            op: None,
            location: Some(format!("{}:{}:{}", d.file, d.line, d.col)),
        })
    }

    /// The arguments of the rewritten `name`: tensor and vector arguments
    /// (memrefs) split into their elements.
    pub fn args(&self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        if let Some(e) = self.failure(name) {
            return Err(e);
        }
        let Some((ins, _)) = self.signature(name) else { return Ok(args.to_vec()) };
        if ins.len() != args.len() {
            return Err(ExecError::new(format!(
                "@{name} takes {} arguments, but {} were given",
                ins.len(),
                args.len()
            )));
        }
        let mut out = Vec::new();
        for (i, (a, t)) in args.iter().zip(ins).enumerate() {
            let Some((shape, elem)) = shape_of(t) else {
                out.push(a.clone());
                continue;
            };
            let bad =
                || ExecError::new(format!("argument #{i} of @{name} has type '{t}': pass a memref of that shape"));
            let Value::MemRef(mr) = a else { return Err(bad()) };
            if mr.elem != elem || mr.sizes != shape {
                return Err(bad());
            }
            out.extend(mr.values());
        }
        Ok(out)
    }

    /// The results of `name` with the elements of its tensor and vector
    /// results gathered into memrefs.
    pub fn results(&self, name: &str, vals: Vec<Value>) -> Result<Vec<Value>, ExecError> {
        let Some((_, outs)) = self.signature(name) else { return Ok(vals) };
        let mut out = Vec::new();
        let mut it = vals.into_iter();
        for t in outs {
            let Some((shape, elem)) = shape_of(t) else {
                out.push(it.next().ok_or_else(|| ExecError::new("missing result"))?);
                continue;
            };
            let n = shape.iter().product::<i64>().max(0) as usize;
            let elems: Vec<Value> = it.by_ref().take(n).collect();
            let mr = MemRef::from_values(elem, &elems, &shape)
                .ok_or_else(|| ExecError::new(format!("result of type '{t}' could not be gathered")))?;
            out.push(Value::MemRef(mr));
        }
        Ok(out)
    }
}
