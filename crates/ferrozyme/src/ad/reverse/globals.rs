//! Globals that hold derivatives in reverse mode.
//!
//! A `memref.global` into which an active value is stored (anywhere in the
//! differentiated call tree: activity analysis tracks globals module-wide)
//! gets a *shadow global* of the same type, `@<name>_shadow`, zero at
//! start; `memref.get_global` of it gives the shadow of the primal
//! `memref.get_global`, and loads and stores through it accumulate and
//! clear adjoints as for any shadow memory.
//!
//! Adjoints left in a shadow global by one derivative run (those of the
//! global's contents before the run) would leak into the next run, so the
//! derivative requested by the user is an entry function that zeroes every
//! shadow global and then calls the derivative proper (`@<diffe>_entry`).

use super::sweep::Rev;
use super::{err, ReverseCache};
use crate::ad::activity::Origin;
use crate::ir::{
    Attribute, Builder, DenseData, DenseElem, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value,
};
use crate::syntax::Diagnostic;

impl Rev<'_> {
    /// Forward sweep: the shadow of an active `memref.get_global`.
    pub fn shadow_get_global(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        if !m.is(op, "memref.get_global") {
            return Err(err(
                m,
                op,
                "reverse mode through active llvm.mlir.global memory is not supported yet (memref.global is)",
            ));
        }
        let name = m.attr(op, "name").and_then(Attribute::as_flat_symbol).unwrap_or("").to_string();
        let shadow =
            shadow_global(m, self.cache, &name).ok_or_else(|| err(m, op, format!("@{name} is not a memref.global")))?;
        let ty = m.value_type(r).clone();
        let g = m.create_op(OpSpec::new("memref.get_global").attr("name", Attribute::symbol(shadow)).result(ty));
        m.insert_op_after(op, g);
        self.shadow.insert(r, m.result(g, 0));
        Ok(())
    }

    /// Does this call touch (read or write) a global that holds derivatives?
    pub fn call_touches_active_global(&self, m: &Module, call: OpId) -> bool {
        let Some(eff) = self.cache.effects.as_ref() else { return true };
        let e = eff.of_call(m, call);
        e.globals.iter().any(|(g, a)| {
            a.touches() && m.lookup_symbol(g).is_some_and(|o| self.act.active_origins.contains(&Origin::Global(o)))
        })
    }
}

/// The shadow global of `@name` (created on first use).
fn shadow_global(m: &mut Module, cache: &mut ReverseCache, name: &str) -> Option<String> {
    if let Some(s) = cache.shadow_globals.get(name) {
        return Some(s.clone());
    }
    let g = m.lookup_symbol(name).filter(|&g| m.is(g, "memref.global"))?;
    let Some(Type::MemRef(mt)) = m.attr(g, "type").and_then(Attribute::as_type).cloned() else { return None };
    let zero = match Attribute::float(0.0, mt.elem.clone()) {
        Attribute::Float { value, .. } => DenseElem::Float(value),
        _ => return None,
    };
    let sname = m.fresh_symbol_name(&format!("{name}_shadow"));
    let mut spec = OpSpec::new("memref.global");
    spec.attrs.set("sym_name", Attribute::String(sname.clone()));
    spec.attrs.set("sym_visibility", Attribute::String("private".into()));
    spec.attrs.set("type", Attribute::Type(Type::MemRef(mt.clone())));
    spec.attrs.set(
        "initial_value",
        Attribute::Dense {
            ty: Type::Tensor { shape: mt.shape.clone(), elem: Box::new(mt.elem.clone()), encoding: None },
            data: DenseData::Splat(zero),
        },
    );
    let s = m.create_op(spec);
    m.insert_op_after(g, s);
    cache.shadow_globals.insert(name.to_string(), sname.clone());
    Some(sname)
}

/// The entry of a derivative that uses shadow globals: zero them all, then
/// call the derivative `inner` (same signature).
pub(super) fn entry_zeroing_shadows(m: &mut Module, cache: &ReverseCache, inner: &str) -> String {
    let f = m.lookup_symbol(inner).expect("derivative exists");
    let (ins, outs) = crate::ad::activity::signature(m, f);
    let name = m.fresh_symbol_name(&format!("{inner}_entry"));
    let (g, entry) =
        crate::dialects::func::create_func(m, &name, FunctionType { inputs: ins, results: outs.clone() }, true);
    m.op_mut(g).pos = m.op(f).pos;
    let ret = m.create_op(OpSpec::new("func.return"));
    m.append_op(entry, ret);
    let ip = InsertPoint::Before(ret);
    let mut shadows: Vec<&String> = cache.shadow_globals.values().collect();
    shadows.sort();
    for s in shadows {
        let so = m.lookup_symbol(s).expect("shadow global");
        let ty = m.attr(so, "type").and_then(Attribute::as_type).cloned().expect("typed global");
        let v = Builder::new(m, ip)
            .value(OpSpec::new("memref.get_global").attr("name", Attribute::symbol(s.clone())).result(ty));
        super::loops::zero_fill(m, ip, v).expect("zeroing a memref");
    }
    let args: Vec<Value> = m.block_args(entry).to_vec();
    let call = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(&args).results(&outs).attr("callee", Attribute::symbol(inner.to_string())),
    );
    let rs = m.results(call).to_vec();
    m.set_plain_operands(ret, &rs);
    name
}
