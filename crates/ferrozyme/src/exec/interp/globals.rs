//! Globals: every `memref.global` and `llvm.mlir.global` gets an allocation
//! when the interpreter is created, filled from its initial value (`dense`
//! splat, elements or hex bytes; scalars; strings; or an `llvm.mlir.global`
//! initializer region, which is run like a function body). All globals are
//! allocated before any is initialized, so initializers may take addresses.
//! Constant globals become read-only once initialized.

use crate::hash::HashMap;

use super::engine::{Exec, Frame, R};
use super::memory::{AllocId, Kind};
use super::memref::extent_bytes;
use super::rv::{mk_float, mk_int, RV};
use super::views::offsets;
use crate::exec::layout::size_align;
use crate::exec::value::ScalarType;
use crate::ir::{Attribute, DenseData, DenseElem, OpId, Type};
use crate::syntax::lexer::RAW_BYTE_BASE;

impl Exec<'_> {
    /// The allocation of a global op.
    pub fn global_alloc(&self, g: OpId) -> Option<AllocId> {
        self.st.globals.get(&g).copied()
    }

    /// Allocate and initialize every global of the module.
    pub fn init_globals(&mut self) -> R<()> {
        let mut allocs = HashMap::default();
        for &g in &self.info.globals {
            let name = self.m.symbol_name(g).unwrap_or("?").to_string();
            let bytes = global_size(self, g).map_err(|e| self.err(g, e))?;
            let id = self.st.mem.alloc(bytes, Kind::Global { name, constant: false }).map_err(|e| self.err(g, e))?;
            allocs.insert(g, id);
        }
        self.st.globals = allocs;
        for &g in &self.info.globals {
            let id = self.st.globals[&g];
            if self.info.names[g] == "memref.global" {
                init_memref_global(self, g, id).map_err(|e| self.err(g, e))?;
            } else {
                init_llvm_global(self, g, id)?;
            }
            if self.m.attr(g, "constant").is_some() {
                self.st.mem.set_constant(id);
            }
        }
        Ok(())
    }
}

fn global_size(ex: &Exec, g: OpId) -> Result<i128, String> {
    let m = ex.m;
    if ex.info.names[g] == "memref.global" {
        let t = m.attr(g, "type").and_then(Attribute::as_type).ok_or("has no type")?;
        let d = super::memref::static_desc(0, t)?;
        extent_bytes(d.elem, &d.sizes, &d.strides, d.offset)
    } else {
        let t = m.attr(g, "global_type").and_then(Attribute::as_type).ok_or("has no type")?;
        let (s, _) =
            size_align(t).ok_or_else(|| format!("globals of type '{t}' are not supported by the interpreter"))?;
        Ok(s as i128)
    }
}

/// A `dense` element as a scalar of `elem`.
fn dense_elem(e: &DenseElem, elem: ScalarType) -> Result<RV, String> {
    let t = elem.to_type();
    match e {
        DenseElem::Int(i) if t.is_float() => mk_float(&t, *i as f64),
        DenseElem::Int(i) => Some(mk_int(&t, *i as i64)),
        DenseElem::Bool(b) => Some(mk_int(&t, *b as i64)),
        DenseElem::Float(x) if t.is_float() => mk_float(&t, x.get()),
        _ => None,
    }
    .ok_or_else(|| format!("cannot use the element {e:?} as '{t}'"))
}

/// Bytes of a `dense<"0x...">` hex blob.
fn hex_bytes(s: &str) -> Result<Vec<u8>, String> {
    let h = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")).ok_or("hex data must start with 0x")?;
    if h.len() % 2 != 0 {
        return Err("hex data has an odd number of digits".into());
    }
    (0..h.len() / 2)
        .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).map_err(|_| "invalid hex data".to_string()))
        .collect()
}

/// Write `data` (a `dense` payload) as `n` elements of `elem` at the byte
/// offsets `offs` (element offsets times the element size).
fn write_dense(ex: &Exec, id: AllocId, elem: ScalarType, data: &DenseData, offs: &[i64]) -> Result<(), String> {
    let size = elem.size() as i64;
    let put = |e: i64, v: &RV| -> Result<(), String> {
        let addr = 0;
        let b = super::rv::scalar_bytes(elem, v, addr).ok_or("bad initial value")?;
        ex.st.mem.write_init(id, e * size, &b[..elem.size()])
    };
    match data {
        DenseData::Splat(e) => {
            let v = dense_elem(e, elem)?;
            offs.iter().try_for_each(|&o| put(o, &v))
        }
        DenseData::Elements(es) => {
            if es.len() != offs.len() {
                return Err(format!("has {} initial elements for {} elements", es.len(), offs.len()));
            }
            for (e, &o) in es.iter().zip(offs) {
                put(o, &dense_elem(e, elem)?)?;
            }
            Ok(())
        }
        DenseData::Hex(s) => {
            let bytes = hex_bytes(s)?;
            let n = elem.size();
            let chunk = |i: usize| if bytes.len() == n { &bytes[..] } else { &bytes[i * n..(i + 1) * n] };
            if bytes.len() != n && bytes.len() != n * offs.len() {
                return Err(format!("hex data has {} bytes for {} elements of {n} bytes", bytes.len(), offs.len()));
            }
            for (i, &o) in offs.iter().enumerate() {
                ex.st.mem.write_init(id, o * size, chunk(i))?;
            }
            Ok(())
        }
    }
}

fn init_memref_global(ex: &Exec, g: OpId, id: AllocId) -> Result<(), String> {
    let t = ex.m.attr(g, "type").and_then(Attribute::as_type).ok_or("has no type")?;
    let mut d = super::memref::static_desc(id, t)?;
    d.alloc = id;
    match ex.m.attr(g, "initial_value") {
        None | Some(Attribute::Unit) => Ok(()),
        Some(Attribute::Dense { data, .. }) => write_dense(ex, id, d.elem, data, &offsets(&d)),
        Some(a) => Err(format!("the initial value {a} is not supported by the interpreter")),
    }
}

/// The bytes of a string attribute (raw bytes kept by the lexer included).
pub(crate) fn string_bytes(s: &str) -> Vec<u8> {
    let mut out = Vec::new();
    for c in s.chars() {
        let u = c as u32;
        if (RAW_BYTE_BASE + 0x80..=RAW_BYTE_BASE + 0xff).contains(&u) {
            out.push((u - RAW_BYTE_BASE) as u8);
        } else {
            let mut b = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
        }
    }
    out
}

/// The scalar leaf type and element count of a (nested) LLVM array.
fn array_leaf(t: &Type) -> Option<(ScalarType, u64)> {
    match t {
        Type::LlvmArray { len, elem } => {
            let (e, n) = array_leaf(elem)?;
            Some((e, n * len))
        }
        _ => Some((ScalarType::of(t)?, 1)),
    }
}

fn init_llvm_global(ex: &mut Exec, g: OpId, id: AllocId) -> R<()> {
    let m = ex.m;
    let t = m.attr(g, "global_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::LlvmVoid);
    if let Some(&r) = m.regions(g).first() {
        if !m.blocks(r).is_empty() {
            if let Some(&op) = ex.info.too_wide.get(&g) {
                return Err(ex.err(op, "integers wider than 64 bits are not supported by the interpreter"));
            }
            let mut f = Frame::new(ex.info.nslots.get(&g).copied().unwrap_or(0));
            let (term, vals) = ex.run_region(&mut f, r, Vec::new())?;
            ex.st.mem.pop(&f.stack);
            let v = vals.first().ok_or_else(|| ex.err(term, "initializer returns no value"))?;
            return ex.store_typed(id, 0, &t, v, true).map_err(|e| ex.err(term, e));
        }
    }
    let res = match m.attr(g, "value") {
        None => Ok(()),
        Some(Attribute::String(s)) => ex.st.mem.write_init(id, 0, &string_bytes(s)),
        Some(Attribute::Dense { data, .. }) => match array_leaf(&t) {
            Some((e, n)) => write_dense(ex, id, e, data, &(0..n as i64).collect::<Vec<_>>()),
            None => Err(format!("a dense initializer of type '{t}' is not supported by the interpreter")),
        },
        Some(a) => match super::arith::constant(a, &t) {
            Some(v) => ex.store_typed(id, 0, &t, &v, true),
            None => Err(format!("the initial value {a} is not supported by the interpreter")),
        },
    };
    res.map_err(|e| ex.err(g, e))
}
