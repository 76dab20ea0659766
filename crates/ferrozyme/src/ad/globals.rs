//! Shadow globals, shared by forward and reverse mode.
//!
//! A `memref.global` or `llvm.mlir.global` (of floats) that holds
//! derivatives (an active value is stored into it somewhere in the
//! differentiated call tree; activity analysis tracks globals module-wide)
//! gets a *shadow global* of the same type, zero at
//! start, created on first use: `@<name>_shadow` (reverse mode: adjoints;
//! forward mode: the tangent of lane 0; lane `l > 0` of a batched
//! derivative uses `@<name>_shadow<l>`).
//!
//! What one derivative run leaves in a shadow global would leak into the
//! next run, so a derivative requested from outside that uses shadow
//! globals is an entry function that zeroes every shadow global, then calls
//! the derivative proper (`@<derivative>_entry`).

use crate::hash::HashMap;

use crate::ir::{Attribute, Builder, DenseData, DenseElem, FunctionType, InsertPoint, Module, OpSpec, Type, Value};

/// The shadow global `key` of `@name` (`key` is `name` for the first
/// shadow, `name#l` for lane `l`), created on first use; `None` when `@name`
/// is not a float `memref.global`.
pub(crate) fn shadow_global(
    m: &mut Module,
    shadows: &mut HashMap<String, String>,
    name: &str,
    lane: usize,
) -> Option<String> {
    let key = if lane == 0 { name.to_string() } else { format!("{name}#{lane}") };
    if let Some(s) = shadows.get(&key) {
        return Some(s.clone());
    }
    let g = m.lookup_symbol(name).filter(|&g| m.is(g, "memref.global") || m.is(g, "llvm.mlir.global"))?;
    let base = if lane == 0 { format!("{name}_shadow") } else { format!("{name}_shadow{lane}") };
    if m.is(g, "llvm.mlir.global") {
        let sname = llvm_shadow(m, g, &base)?;
        shadows.insert(key, sname.clone());
        return Some(sname);
    }
    let Some(Type::MemRef(mt)) = m.attr(g, "type").and_then(Attribute::as_type).cloned() else { return None };
    let zero = match Attribute::float(0.0, mt.elem.clone()) {
        Attribute::Float { value, .. } => DenseElem::Float(value),
        _ => return None,
    };
    let sname = m.fresh_symbol_name(&base);
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
    shadows.insert(key, sname.clone());
    Some(sname)
}

/// A private zero `llvm.mlir.global` named like `base` next to `g` (an
/// `llvm.mlir.global` of a float, an integer, or nested arrays of them):
/// its name.
fn llvm_shadow(m: &mut Module, g: crate::ir::OpId, base: &str) -> Option<String> {
    let ty = m.attr(g, "global_type").and_then(Attribute::as_type)?.clone();
    let (mut leaf, mut shape) = (&ty, Vec::new());
    while let Type::LlvmArray { len, elem } = leaf {
        shape.push(crate::ir::Dim::Static(i64::try_from(*len).ok()?));
        leaf = elem;
    }
    // (Zero of the leaf type: floats, or the bytes of memory that holds
    // floats through pointers, as Rust's `static mut [f64; 4]` is an
    // `!llvm.array<32 x i8>`; reader-44: an i8 global got a float zero.)
    let (scalar, elem) = match leaf {
        t if t.is_float() => {
            let Attribute::Float { value, .. } = Attribute::float(0.0, t.clone()) else { return None };
            (Attribute::Float { value, ty: t.clone() }, DenseElem::Float(value))
        }
        t if t.is_signless_int() => (Attribute::int(0, t.clone()), DenseElem::Int(0)),
        _ => return None,
    };
    let value = if shape.is_empty() {
        scalar
    } else {
        Attribute::Dense {
            ty: Type::Tensor { shape, elem: Box::new(leaf.clone()), encoding: None },
            data: DenseData::Splat(elem),
        }
    };
    let sname = m.fresh_symbol_name(base);
    let mut spec = OpSpec::new("llvm.mlir.global").regions(1);
    spec.attrs.set("sym_name", Attribute::String(sname.clone()));
    spec.attrs.set("global_type", Attribute::Type(ty));
    spec.attrs.set("linkage", Attribute::Opaque { dialect: "llvm".into(), text: "llvm.linkage<private>".into() });
    spec.attrs.set("addr_space", Attribute::int(0, Type::i32()));
    spec.attrs.set("value", value);
    let s = m.create_op(spec);
    m.insert_op_after(g, s);
    Some(sname)
}

/// The access of lane `lane`'s shadow global for global access `op` (a
/// `memref.get_global` or an `llvm.mlir.addressof`), made but not placed;
/// `None` when the global has no shadow (not of floats).
pub(crate) fn shadow_access(
    m: &mut Module,
    shadows: &mut HashMap<String, String>,
    op: crate::ir::OpId,
    lane: usize,
) -> Option<crate::ir::OpId> {
    let attr = if m.is(op, "memref.get_global") { "name" } else { "global_name" };
    let global = m.attr(op, attr).and_then(Attribute::as_flat_symbol)?.to_string();
    let shadow = shadow_global(m, shadows, &global, lane)?;
    let ty = m.value_type(m.result(op, 0)).clone();
    let spec = OpSpec::new(m.name(op).as_str()).attr(attr, Attribute::symbol(shadow)).result(ty);
    Some(m.create_op(spec))
}

/// The entry of derivative `inner`: zero every shadow global of `shadows`,
/// then call `inner` (same signature). `None` if `inner` does not exist.
pub(crate) fn entry_zeroing_shadows(m: &mut Module, shadows: &HashMap<String, String>, inner: &str) -> Option<String> {
    let f = m.lookup_symbol(inner)?;
    let (ins, outs) = crate::ad::activity::signature(m, f);
    let name = m.fresh_symbol_name(&format!("{inner}_entry"));
    let (g, entry) =
        crate::dialects::func::create_func(m, &name, FunctionType { inputs: ins, results: outs.clone() }, true);
    m.op_mut(g).pos = m.op(f).pos;
    let ret = m.create_op(OpSpec::new("func.return"));
    m.append_op(entry, ret);
    let ip = InsertPoint::Before(ret);
    let mut names: Vec<&String> = shadows.values().collect();
    names.sort();
    for s in names {
        if let Some(g) = m.lookup_symbol(s).filter(|&g| m.is(g, "llvm.mlir.global")) {
            let ty = m.attr(g, "global_type").and_then(Attribute::as_type)?.clone();
            let bytes = crate::exec::layout::size_align(&ty)?.0;
            let mut b = Builder::new(m, ip);
            let p = b.value(
                OpSpec::new("llvm.mlir.addressof")
                    .attr("global_name", Attribute::symbol(s.clone()))
                    .result(Type::LlvmPtr { addr_space: 0 }),
            );
            let zero = b.const_int(0, Type::int(8));
            let n = b.const_int(i128::from(bytes), Type::i64());
            b.create(
                OpSpec::new("llvm.intr.memset").operands(&[p, zero, n]).attr("isVolatile", Attribute::Bool(false)),
            );
            continue;
        }
        let Some(ty) = m.lookup_symbol(s).and_then(|so| m.attr(so, "type")).and_then(Attribute::as_type).cloned()
        else {
            continue;
        };
        let v = Builder::new(m, ip)
            .value(OpSpec::new("memref.get_global").attr("name", Attribute::symbol(s.clone())).result(ty));
        crate::ad::reverse::zero_fill(m, ip, v).ok()?;
    }
    let args: Vec<Value> = m.block_args(entry).to_vec();
    let call = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(&args).results(&outs).attr("callee", Attribute::symbol(inner.to_string())),
    );
    let rs = m.results(call).to_vec();
    m.set_plain_operands(ret, &rs);
    Some(name)
}
