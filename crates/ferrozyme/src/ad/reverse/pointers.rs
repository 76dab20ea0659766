//! `!llvm.ptr` memory in reverse mode: shadows of `llvm.alloca` (zeroed
//! with `llvm.intr.memset`), the adjoints of `llvm.load` / `llvm.store`
//! through the shadow pointer, and the byte-level helpers the call
//! snapshots use for pointer memory whose extent is known (an
//! `llvm.alloca` of `n` elements of a sized type, an `llvm.mlir.global`,
//! or an argument marked with its size, `EXTENT`),
//! and heap buffers for those that grow (`heap_bytes`, `release`).

use super::err;
use super::sweep::Rev;
use crate::ad::activity::is_float;
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

fn i64_of(m: &mut Module, ip: InsertPoint, v: Value) -> Value {
    let t = m.value_type(v).clone();
    if t == Type::i64() {
        v
    } else if t.is_index() {
        Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[v]).result(Type::i64()))
    } else {
        Builder::new(m, ip).value(OpSpec::new("arith.extsi").operands(&[v]).result(Type::i64()))
    }
}

/// The `llvm.alloca` that `v` is (directly), if any.
fn alloca_of(m: &Module, v: Value) -> Option<OpId> {
    m.defining_op(v).filter(|&d| m.is(d, "llvm.alloca"))
}

/// The bytes of the `llvm.mlir.global` whose address `v` is (an
/// `llvm.mlir.addressof` of a global of a sized type), if it is one.
fn global_bytes(m: &Module, v: Value) -> Option<u64> {
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.mlir.addressof"))?;
    named_global_bytes(m, m.attr(d, "global_name").and_then(Attribute::as_flat_symbol)?)
}

/// The bytes of `llvm.mlir.global` `name` (of a sized type).
pub(super) fn named_global_bytes(m: &Module, name: &str) -> Option<u64> {
    let g = m.lookup_symbol(name).filter(|&g| m.is(g, "llvm.mlir.global"))?;
    let t = m.attr(g, "global_type").and_then(Attribute::as_type)?;
    crate::exec::layout::size_align(t).map(|(s, _)| s)
}

/// Marks a pointer argument of a generated function (a checkpointed
/// loop's range function, an outlined loop, their derivatives) with the
/// bytes of the memory every call passes there (`arg_attrs`, an integer).
pub(crate) const EXTENT: &str = "ferrozyme.extent";

/// Marks a pointer argument of a generated function with the float type
/// of the elements of the stack array every call passes there (a type):
/// what `llvm.intr.memcpy` into it copies (`float_elem`).
pub(crate) const ELEM_TYPE: &str = "ferrozyme.elem_type";

/// Marks a pointer argument of a generated function whose memory has a
/// run-time size, with a tag (an integer): the i64 argument marked with
/// `BYTES_TAG` and the same tag holds its bytes. (A tag, not an index:
/// derived functions insert shadow arguments.)
pub(crate) const EXTENT_TAG: &str = "ferrozyme.extent_tag";

/// Marks the i64 argument of a generated function holding the bytes of
/// the pointer argument with the same `EXTENT_TAG`.
pub(crate) const BYTES_TAG: &str = "ferrozyme.bytes_tag";

/// (Function, index) when `v` is an argument of a function.
fn function_arg(m: &Module, v: Value) -> Option<(OpId, usize)> {
    let crate::ir::ValueDef::BlockArg { block, index } = m.value_def(v) else { return None };
    let f = m.block_parent_op(block).filter(|&f| m.is(f, "func.func"))?;
    (m.entry_block(m.region(f, 0)) == Some(block)).then_some((f, index as usize))
}

/// The bytes behind `v` when it is an argument of a function marked with
/// `EXTENT`.
fn arg_bytes(m: &Module, v: Value) -> Option<u64> {
    let (f, i) = function_arg(m, v)?;
    arg_extent(m, f, i)
}

/// The bytes behind `v` when it is an argument of a function marked with
/// `EXTENT_TAG`: the argument with that `BYTES_TAG`.
fn arg_run_time_bytes(m: &Module, v: Value) -> Option<Value> {
    let (f, i) = function_arg(m, v)?;
    let tag = arg_mark(m, f, i, EXTENT_TAG)?.clone();
    let entry = m.entry_block(m.region(f, 0))?;
    let j = (0..m.block_args(entry).len()).find(|&j| arg_mark(m, f, j, BYTES_TAG) == Some(&tag))?;
    Some(m.block_arg(entry, j))
}

/// For the pointer captures among `caps` (the values a region uses from
/// outside, to become the arguments of a function made from it) whose
/// memory has a run-time size: that size computed before `at` and added
/// to `caps`. Returns (pointer, bytes) positions in `caps`, for
/// `mark_capture_extents`.
pub(crate) fn add_extent_captures(m: &mut Module, at: OpId, caps: &mut Vec<Value>) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for j in 0..caps.len() {
        let c = caps[j];
        if !matches!(m.value_type(c), Type::LlvmPtr { .. }) || static_bytes(m, c).is_some() || !has_extent(m, c) {
            continue;
        }
        if let Some(b) = ptr_bytes(m, InsertPoint::Before(at), c) {
            caps.push(b);
            pairs.push((j, caps.len() - 1));
        }
    }
    pairs
}

/// Mark `key` of argument `i` of function `f`, if set.
fn arg_mark<'a>(m: &'a Module, f: OpId, i: usize, key: &str) -> Option<&'a Attribute> {
    let attrs = m.attr(f, "arg_attrs").and_then(Attribute::as_array)?;
    attrs.get(i).and_then(Attribute::as_dict)?.get(key)
}

/// The `EXTENT` of argument `i` of function `f`, if marked.
pub(crate) fn arg_extent(m: &Module, f: OpId, i: usize) -> Option<u64> {
    arg_mark(m, f, i, EXTENT).and_then(Attribute::as_int).and_then(|b| u64::try_from(b).ok())
}

/// Set mark `key` of argument `i` of function `f` (of `n` arguments).
fn set_arg_mark(m: &mut Module, f: OpId, n: usize, i: usize, key: &str, value: Attribute) {
    let mut attrs = m.attr(f, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec).unwrap_or_default();
    attrs.resize(n.max(attrs.len()), Attribute::Dict(Default::default()));
    let mut d = attrs[i].as_dict().cloned().unwrap_or_default();
    d.set(key, value);
    attrs[i] = Attribute::Dict(d);
    m.set_attr(f, "arg_attrs", Attribute::Array(attrs));
}

/// Copy the `EXTENT` and `ELEM_TYPE` marks of argument `i` of `f` to
/// argument `k` of `g` (of `n` arguments).
pub(crate) fn copy_arg_marks(m: &mut Module, (f, i): (OpId, usize), (g, n, k): (OpId, usize, usize)) {
    for key in [EXTENT, ELEM_TYPE, EXTENT_TAG, BYTES_TAG] {
        if let Some(a) = arg_mark(m, f, i, key).cloned() {
            set_arg_mark(m, g, n, k, key, a);
        }
    }
}

/// Mark argument `i` of function `f` (of `n` arguments) with `ELEM_TYPE`.
pub(crate) fn set_arg_elem(m: &mut Module, f: OpId, n: usize, i: usize, t: Type) {
    set_arg_mark(m, f, n, i, ELEM_TYPE, Attribute::Type(t));
}

/// Mark argument `i` of function `f` (of `n` arguments) with `EXTENT`.
pub(crate) fn set_arg_extent(m: &mut Module, f: OpId, n: usize, i: usize, bytes: u64) {
    set_arg_mark(m, f, n, i, EXTENT, Attribute::Integer { value: i128::from(bytes), ty: Type::i64() });
}

/// Mark the arguments of `f` from `first` on, which receive `caps`, with
/// the constant bytes of the pointer memory they receive (`static_bytes`)
/// and the float type of its elements (`float_elem`): `f` is made from a
/// region of another function, and called only with those values (or,
/// recursively, with its own arguments).
pub(crate) fn mark_capture_extents(m: &mut Module, f: OpId, first: usize, caps: &[Value], run_time: &[(usize, usize)]) {
    let n = m.entry_block(m.region(f, 0)).map_or(0, |b| m.block_args(b).len());
    for (tag, &(p, b)) in run_time.iter().enumerate() {
        let tag = Attribute::Integer { value: tag as i128, ty: Type::i64() };
        set_arg_mark(m, f, n, first + p, EXTENT_TAG, tag.clone());
        set_arg_mark(m, f, n, first + b, BYTES_TAG, tag);
    }
    for (j, &c) in caps.iter().enumerate() {
        if matches!(m.value_type(c), Type::LlvmPtr { .. }) {
            if let Some(b) = static_bytes(m, c) {
                set_arg_extent(m, f, n, first + j, b);
            }
            if let Some(t) = float_elem(m, c) {
                set_arg_elem(m, f, n, first + j, t);
            }
        }
    }
}

/// The bytes behind `v` when it is picked (by an `scf.if`, an
/// `arith.select` or an `llvm.select`) between pointers to memory of one constant size (stack
/// arrays each branch allocates, made before the branch by `hoist`).
fn picked_bytes(m: &Module, v: Value) -> Option<u64> {
    let crate::ir::ValueDef::Result { op: d, index } = m.value_def(v) else { return None };
    let sources: Vec<Value> = if m.is(d, "arith.select") || m.is(d, "llvm.select") {
        vec![m.operand(d, 1), m.operand(d, 2)]
    } else if m.is(d, "scf.if") && m.regions(d).len() == 2 {
        let yields: Option<Vec<OpId>> =
            m.regions(d).iter().map(|&r| m.entry_block(r).and_then(|b| m.last_op(b))).collect();
        yields?.into_iter().map(|y| m.operands(y).get(index as usize).copied()).collect::<Option<Vec<Value>>>()?
    } else {
        return None;
    };
    let sizes: Option<Vec<u64>> = sources.iter().map(|&s| static_bytes(m, s)).collect();
    let sizes = sizes?;
    let first = *sizes.first()?;
    sizes.iter().all(|&b| b == first).then_some(first)
}

/// Is the extent of the memory behind pointer `v` known (see `ptr_bytes`)?
pub(super) fn has_extent(m: &Module, v: Value) -> bool {
    global_bytes(m, v).is_some()
        || arg_bytes(m, v).is_some()
        || arg_run_time_bytes(m, v).is_some()
        || picked_bytes(m, v).is_some()
        || malloc_of(m, v).is_some()
        || alloca_of(m, v).is_some_and(|d| {
            m.attr(d, "elem_type")
                .and_then(Attribute::as_type)
                .is_some_and(|t| crate::exec::layout::size_align(t).is_some())
        })
}

/// The pointer whose memory of known extent `v` points into: `v` itself,
/// or the base of the `llvm.getelementptr`s that made `v` (an element of
/// a stack array, `&a[i]`). Call snapshots save and put back the whole
/// base: a callee may reach any of it from `v`.
pub(crate) fn extent_base(m: &Module, v: Value) -> Option<Value> {
    if has_extent(m, v) {
        return Some(v);
    }
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.getelementptr"))?;
    extent_base(m, m.operand(d, 0))
}

/// For pointer `v` returned by a C allocation (`super::c_heap`): its
/// size in bytes (the operands to multiply).
fn malloc_of(m: &Module, v: Value) -> Option<Vec<Value>> {
    let d = m.defining_op(v).filter(|&d| super::c_heap::is_alloc(m, d))?;
    let callee = m.attr(d, "callee").and_then(Attribute::as_flat_symbol)?;
    Some(match callee {
        "malloc" => vec![m.operand(d, 0)],
        "aligned_alloc" => vec![m.operand(d, 1)],
        _ => vec![m.operand(d, 0), m.operand(d, 1)],
    })
}

/// Bytes of the memory behind pointer `v` when the count is a constant.
pub(crate) fn static_bytes(m: &Module, v: Value) -> Option<u64> {
    if let Some(b) = global_bytes(m, v).or_else(|| arg_bytes(m, v)).or_else(|| picked_bytes(m, v)) {
        return Some(b);
    }
    if let Some(sizes) = malloc_of(m, v) {
        let constant = |x: Value| {
            let c = m.defining_op(x).filter(|&c| m.is(c, "llvm.mlir.constant") || m.is(c, "arith.constant"))?;
            m.attr(c, "value").and_then(Attribute::as_int).and_then(|n| u64::try_from(n).ok())
        };
        return sizes.into_iter().map(constant).try_fold(1u64, |a, b| b.and_then(|b| a.checked_mul(b)));
    }
    let d = alloca_of(m, v)?;
    let et = m.attr(d, "elem_type").and_then(Attribute::as_type)?;
    let (size, _) = crate::exec::layout::size_align(et)?;
    let c = m.defining_op(m.operand(d, 0))?;
    let n = m.attr(c, "value").and_then(Attribute::as_int)?;
    u64::try_from(n).ok().map(|n| n * size)
}

/// Bytes of the memory behind pointer `v` (an `llvm.alloca`), as an i64 at `ip`.
pub(super) fn ptr_bytes(m: &mut Module, ip: InsertPoint, v: Value) -> Option<Value> {
    if let Some(b) = global_bytes(m, v).or_else(|| arg_bytes(m, v)).or_else(|| picked_bytes(m, v)) {
        return Some(Builder::new(m, ip).const_int(i128::from(b), Type::i64()));
    }
    if let Some(b) = arg_run_time_bytes(m, v) {
        return Some(b);
    }
    if let Some(sizes) = malloc_of(m, v) {
        let mut bytes = i64_of(m, ip, sizes[0]);
        for &x in &sizes[1..] {
            let x = i64_of(m, ip, x);
            bytes = Builder::new(m, ip).value(OpSpec::new("arith.muli").operands(&[bytes, x]).result(Type::i64()));
        }
        return Some(bytes);
    }
    let d = alloca_of(m, v)?;
    let et = m.attr(d, "elem_type").and_then(Attribute::as_type)?.clone();
    let (size, _) = crate::exec::layout::size_align(&et)?;
    let n = m.operand(d, 0);
    let n = i64_of(m, ip, n);
    let mut b = Builder::new(m, ip);
    let s = b.const_int(i128::from(size), Type::i64());
    Some(b.value(OpSpec::new("arith.muli").operands(&[n, s]).result(Type::i64())))
}

/// A copy of allocation `op` (an `llvm.alloca`, a C `malloc`) made just
/// after it, zeroed (`ptr_bytes` of it): the shadow of its memory. `why`:
/// the error when its size is not known.
pub(super) fn zeroed_copy(m: &mut Module, op: OpId, why: &str) -> Result<Value, Diagnostic> {
    let c = m.clone_op(op, &mut IrMap::new());
    m.insert_op_after(op, c);
    let s = m.result(c, 0);
    let ip = match m.next_op(c) {
        Some(x) => InsertPoint::Before(x),
        None => InsertPoint::End(m.op_parent(c).ok_or_else(|| err(m, op, "is not in a block"))?),
    };
    let bytes = ptr_bytes(m, ip, s).ok_or_else(|| err(m, op, why))?;
    fill_zero(m, ip, s, bytes);
    Ok(s)
}

/// Zero `bytes` (an i64) bytes from pointer `p`.
pub(super) fn fill_zero(m: &mut Module, ip: InsertPoint, p: Value, bytes: Value) {
    let mut b = Builder::new(m, ip);
    let z = b.const_int(0, Type::int(8));
    b.create(OpSpec::new("llvm.intr.memset").operands(&[p, z, bytes]).attr("isVolatile", Attribute::Bool(false)));
}

/// A stack buffer of `bytes` (i64) bytes.
pub(super) fn alloca_bytes(m: &mut Module, ip: InsertPoint, bytes: Value) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("llvm.alloca")
            .operands(&[bytes])
            .attr("elem_type", Attribute::Type(Type::int(8)))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}

/// `p + k · bytes` (k an index), as a pointer.
pub(super) fn offset(m: &mut Module, ip: InsertPoint, p: Value, k: Option<Value>, bytes: Value) -> Value {
    let Some(k) = k else { return p };
    let k = i64_of(m, ip, k);
    let mut b = Builder::new(m, ip);
    let off = b.value(OpSpec::new("arith.muli").operands(&[k, bytes]).result(Type::i64()));
    element(m, ip, p, off, &Type::int(8))
}

/// The address of element `k` (an integer or an index) of type `ty` from `p`.
pub(crate) fn element(m: &mut Module, ip: InsertPoint, p: Value, k: Value, ty: &Type) -> Value {
    let k = i64_of(m, ip, k);
    Builder::new(m, ip).value(
        OpSpec::new("llvm.getelementptr")
            .operands(&[p, k])
            .attr("rawConstantIndices", dense_i32(&[i32::MIN]))
            .attr("elem_type", Attribute::Type(ty.clone()))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}

fn dense_i32(v: &[i32]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::i32(),
        values: v.iter().map(|&x| crate::ir::DenseElem::Int(i128::from(x))).collect(),
    }
}

/// Declare the C `malloc` and `free` for `heap_bytes` / `release` (false:
/// the module has other symbols of those names).
pub(super) fn declare_heap(m: &mut Module) -> bool {
    let ptr = Type::LlvmPtr { addr_space: 0 };
    crate::rewrite::declare_external(m, "malloc", ptr.clone(), &[Type::i64()])
        && crate::rewrite::declare_external(m, "free", Type::LlvmVoid, &[ptr])
}

/// `malloc(bytes)` (`bytes` an i64; declared by `declare_heap`).
pub(super) fn heap_bytes(m: &mut Module, ip: InsertPoint, bytes: Value) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("llvm.call")
            .operands(&[bytes])
            .attr("callee", Attribute::symbol("malloc".to_string()))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}

/// Release a buffer the sweeps made: `memref.dealloc` of a memref, `free`
/// of a pointer (heap memory from `heap_bytes`).
pub(super) fn release(m: &mut Module, ip: InsertPoint, b: Value) {
    let spec = if matches!(m.value_type(b), Type::LlvmPtr { .. }) {
        OpSpec::new("llvm.call").operands(&[b]).attr("callee", Attribute::symbol("free".to_string()))
    } else {
        OpSpec::new("memref.dealloc").operands(&[b])
    };
    Builder::new(m, ip).create(spec);
}

/// `memcpy(dst, src, bytes)`.
pub(super) fn copy_bytes(m: &mut Module, ip: InsertPoint, dst: Value, src: Value, bytes: Value) -> OpId {
    Builder::new(m, ip)
        .create(OpSpec::new("llvm.intr.memcpy").operands(&[dst, src, bytes]).attr("isVolatile", Attribute::Bool(false)))
}

/// The float element type of the `llvm.alloca` behind `v` (or of the
/// argument marked with `ELEM_TYPE`), directly or through
/// `llvm.getelementptr`s over that same element type (so `v` points at a
/// whole element), if any.
pub(crate) fn float_elem(m: &Module, v: Value) -> Option<Type> {
    elem_through_geps(m, v, |m, p| {
        if let Some(d) = alloca_of(m, p) {
            return Some(m.attr(d, "elem_type").and_then(Attribute::as_type).cloned());
        }
        function_arg(m, p).map(|(f, i)| arg_mark(m, f, i, ELEM_TYPE).and_then(Attribute::as_type).cloned())
    })
}

/// The float type the function loads and stores through the memory
/// behind `v` (`accessed_as` of the pointer `v` is a
/// `llvm.getelementptr` chain over that type from), when `float_elem` knows
/// none: a `malloc` result, an unmarked argument.
fn accessed_elem(m: &Module, v: Value) -> Option<Type> {
    elem_through_geps(m, v, |m, p| {
        let root = m.defining_op(p).is_none_or(|g| !m.is(g, "llvm.getelementptr"));
        root.then(|| accessed_as(m, p))
    })
}

/// Is `v` a whole number of `t`s into memory that is only copied to and
/// from (`memcpy`, `memmove`, `memset`: no load, store or call sees it),
/// a staging buffer whose elements are what the copies bring (rustc's
/// `rotate_left` through a byte array on the stack)?
fn staging(m: &Module, v: Value, t: &Type) -> bool {
    let only_copied = |p: Value| {
        let mut work = vec![p];
        let mut seen = crate::hash::HashSet::default();
        while let Some(p) = work.pop() {
            if !seen.insert(p) || seen.len() > 4096 {
                return false;
            }
            for u in m.uses(p) {
                match m.name(u.op).as_str() {
                    "llvm.getelementptr" if u.index == 0 => work.push(m.result(u.op, 0)),
                    "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" if u.index < 2 => {}
                    "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => {}
                    _ => return false,
                }
            }
        }
        true
    };
    let root = |m: &Module, p: Value| {
        m.defining_op(p).is_none_or(|g| !m.is(g, "llvm.getelementptr")).then(|| only_copied(p).then(|| t.clone()))
    };
    elem_through_geps(m, v, root).is_some()
}

/// Follow `llvm.getelementptr`s down from `v` until `root` gives the
/// element type at a pointer (`Some`); that type, when it is a float and
/// every step was a whole number of them (`whole_step`).
fn elem_through_geps(m: &Module, v: Value, root: impl Fn(&Module, Value) -> Option<Option<Type>>) -> Option<Type> {
    let mut geps = Vec::new();
    let mut p = v;
    let t = loop {
        if let Some(t) = root(m, p) {
            break t;
        }
        let g = m.defining_op(p).filter(|&g| m.is(g, "llvm.getelementptr"))?;
        geps.push(g);
        p = m.operand(g, 0);
    };
    let t = t.filter(is_float)?;
    geps.iter().all(|&g| whole_step(m, g, &t)).then_some(t)
}

/// Does `llvm.getelementptr` `g` move by a whole number of `t`s: over `t`
/// itself, or by one index over an element whose size times the index is a
/// multiple of `t`'s (rustc's byte offsets: `gep i8, p[8 * k]`)?
fn whole_step(m: &Module, g: OpId, t: &Type) -> bool {
    if m.attr(g, "elem_type").and_then(Attribute::as_type) == Some(t) {
        return true;
    }
    let (Some((size, _)), Some(s)) =
        (crate::exec::layout::size_align(t), crate::ad::ptr_offsets::step(m, m.result(g, 0)))
    else {
        return false;
    };
    let (size, step) = (size as i128, s.size as i128);
    match s.index {
        Err(c) => (c * step) % size == 0,
        Ok(v) => step % size == 0 || (step > 0 && size % step == 0 && whole_elements(m, v, size / step, 0)),
    }
}

/// The float element type of the `llvm.getelementptr` computing `v`.
fn gep_float_elem(m: &Module, v: Value) -> Option<Type> {
    let g = m.defining_op(v).filter(|&g| m.is(g, "llvm.getelementptr"))?;
    m.attr(g, "elem_type").and_then(Attribute::as_type).filter(|t| is_float(t)).cloned()
}

/// The float type `t` both addresses of a copy of `len` bytes are
/// computed over (`gep base[offset] : t`, as memref.copy is lowered), when
/// nothing contradicts it (review-34: f32 data copied through f64
/// addresses): every float the function loads or stores through either
/// buffer (from its base, through getelementptrs) is a `t`, and `len` is a
/// whole number of `t`s (a constant multiple of its size, or a product
/// with one: `n * sizeof(t)`).
fn addressed_elem(m: &Module, dst: Value, src: Value, len: Value) -> Option<Type> {
    let t = gep_float_elem(m, dst)?;
    if gep_float_elem(m, src)? != t {
        return None;
    }
    let (size, _) = crate::exec::layout::size_align(&t)?;
    let agrees = |p: Value| {
        let mut base = p;
        while let Some(g) = m.defining_op(base).filter(|&g| m.is(g, "llvm.getelementptr")) {
            base = m.operand(g, 0);
        }
        float_accesses(m, base).0.iter().all(|a| *a == t)
    };
    (agrees(dst) && agrees(src) && whole_elements(m, len, size as i128, 0)).then_some(t)
}

/// Is byte count `v` a whole number of elements of `size` bytes?
fn whole_elements(m: &Module, v: Value, size: i128, depth: usize) -> bool {
    if let Some(c) = m.int_constant(v) {
        return c >= 0 && c % size == 0;
    }
    let Some(d) = m.defining_op(v) else { return false };
    match m.name(d).as_str() {
        "llvm.mul" | "arith.muli" if depth < 8 => m.operands(d).iter().any(|&x| whole_elements(m, x, size, depth + 1)),
        // (`k << s`: a multiple of 2^s.)
        "llvm.shl" | "arith.shli" => {
            m.int_constant(m.operand(d, 1)).is_some_and(|s| (0..63).contains(&s) && (1i128 << s) % size == 0)
        }
        "arith.index_cast" | "llvm.zext" | "llvm.sext" if depth < 8 => {
            whole_elements(m, m.operand(d, 0), size, depth + 1)
        }
        // `ptrtoint (gep null[1] : T)`: the size of a T (a multiple of `size`).
        "llvm.ptrtoint" => m.defining_op(m.operand(d, 0)).is_some_and(|g| {
            m.is(g, "llvm.getelementptr")
                && m.defining_op(m.operand(g, 0)).is_some_and(|z| m.is(z, "llvm.mlir.zero"))
                && m.attr(g, "elem_type")
                    .and_then(Attribute::as_type)
                    .and_then(crate::exec::layout::size_align)
                    .is_some_and(|(n, _)| n as i128 % size == 0)
        }),
        _ => false,
    }
}

/// The float type of every float `llvm.load` and `llvm.store` through
/// pointer `root` or `llvm.getelementptr`s of it, when there is one such
/// type (reader-17: a `memcpy` between `malloc`ed buffers of `f64`s). Ints
/// may share the memory: their shadows stay zero. `None` when the pointer
/// goes anywhere else (a callee, stored as a value, an integer, a select:
/// reader-18, a callee reading `f32`s where the function reads an `f64`)
/// than loads, stores, copies and `free`.
fn accessed_as(m: &Module, root: Value) -> Option<Type> {
    let (types, elsewhere) = float_accesses(m, root);
    match types.split_first() {
        _ if elsewhere => None,
        Some((t, rest)) if rest.iter().all(|r| r == t) => Some(t.clone()),
        _ => None,
    }
}

/// The float types of the `llvm.load`s and `llvm.store`s through pointer
/// `root` and `llvm.getelementptr`s of it (and in the callees it is
/// passed to), and whether the pointer goes anywhere else than loads,
/// stores, copies, lifetime markers, comparisons, `free` and callees with
/// a body (an external callee, stored as a value, an integer).
/// Does the integer `v` (an address) only reach comparisons, through pure
/// integer ops (`addr & 7 == 0`)?
fn only_inspected(m: &Module, v: Value, depth: u32) -> bool {
    depth < 8
        && m.uses(v).iter().all(|u| {
            let o = u.op;
            m.is(o, "llvm.icmp")
                || m.regions(o).is_empty()
                    && m.successors(o).is_empty()
                    && crate::dialects::traits(m, o).is_pure()
                    && m.results(o).len() == 1
                    && m.value_type(m.result(o, 0)).is_integer()
                    && !m.is(o, "llvm.inttoptr")
                    && only_inspected(m, m.result(o, 0), depth + 1)
        })
}

fn float_accesses(m: &Module, root: Value) -> (Vec<Type>, bool) {
    let mut seen = crate::hash::HashSet::default();
    // (Pointers, and whether they are in a callee: returning one there
    // hands it to the call's result, which is followed.)
    let mut work = vec![(root, false)];
    let mut types: Vec<Type> = Vec::new();
    let mut elsewhere = false;
    while let Some((p, in_callee)) = work.pop() {
        if !seen.insert(p) || seen.len() > 4096 {
            continue;
        }
        for u in m.uses(p) {
            let o = u.op;
            let accessed = match m.name(o).as_str() {
                "llvm.getelementptr" if u.index == 0 => {
                    work.push((m.result(o, 0), in_callee));
                    None
                }
                // (Either pointer: accesses through the result count.)
                "llvm.select" | "arith.select" if u.index > 0 => {
                    work.push((m.result(o, 0), in_callee));
                    None
                }
                "llvm.load" => Some(m.value_type(m.result(o, 0)).clone()),
                "llvm.store" if u.index == 1 => Some(m.value_type(m.operand(o, 0)).clone()),
                "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" if u.index < 2 => None,
                "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => None,
                "llvm.call" if crate::ad::c_memory::is_free(m, o) => None,
                // (A comparison reads no memory: a null test of an
                // allocation, as Rust's `realloc` rewritten makes.)
                "llvm.icmp" => None,
                // (Nor does an address only inspected: an alignment test.)
                "llvm.ptrtoint" if only_inspected(m, m.result(o, 0), 0) => None,
                // (A callee with a body: its accesses through that
                // argument, and through pointers it returns, count too.)
                "llvm.call" | "func.call" if callee_arg(m, o, u.index as usize).is_some() => {
                    work.extend(callee_arg(m, o, u.index as usize).map(|a| (a, true)));
                    let ptrs = m.results(o).iter().copied().filter(|&r| m.value_type(r).is_llvm_ptr());
                    work.extend(ptrs.map(|r| (r, in_callee)));
                    None
                }
                "llvm.return" | "func.return" if in_callee => None,
                // (Recorded by the instrumentation: no access.)
                "llvm.ptrtoint" if m.attr(o, super::calls::SNAPSHOT_COPY).is_some() => None,
                // (Passed on by structured control flow: what receives it.)
                "scf.yield" | "scf.condition" | "scf.while" => {
                    let to = carried_to(m, o, u.index as usize);
                    elsewhere |= to.is_empty();
                    work.extend(to.into_iter().map(|v| (v, in_callee)));
                    None
                }
                _ => {
                    elsewhere = true;
                    None
                }
            };
            if let Some(t) = accessed.filter(is_float) {
                if !types.contains(&t) {
                    types.push(t);
                }
            }
        }
    }
    (types, elsewhere)
}

/// The values operand `k` of `o` (an `scf.yield`, `scf.condition` or
/// `scf.while`) becomes: the results and region arguments it flows into.
fn carried_to(m: &Module, o: OpId, k: usize) -> Vec<Value> {
    let arg = |b: Option<crate::ir::BlockId>, i: usize| b.and_then(|b| m.block_args(b).get(i).copied());
    let entry = |op: OpId, r: usize| m.regions(op).get(r).and_then(|&rg| m.entry_block(rg));
    let Some(p) = m.parent_op(o) else { return Vec::new() };
    let out: Vec<Option<Value>> = match (m.name(o).as_str(), m.name(p).as_str()) {
        ("scf.while", _) => vec![arg(entry(o, 0), k)],
        ("scf.yield", "scf.if") => vec![m.results(p).get(k).copied()],
        ("scf.yield", "scf.for") => vec![m.results(p).get(k).copied(), arg(entry(p, 0), k + 1)],
        ("scf.yield", "scf.while") => vec![arg(entry(p, 0), k)],
        ("scf.condition", "scf.while") if k > 0 => vec![m.results(p).get(k - 1).copied(), arg(entry(p, 1), k - 1)],
        _ => vec![None],
    };
    out.into_iter().collect::<Option<Vec<Value>>>().unwrap_or_default()
}

/// The entry block argument of a direct call `o`'s callee (one with a
/// body) that operand `k` becomes.
fn callee_arg(m: &Module, o: OpId, k: usize) -> Option<Value> {
    let c = crate::ad::activity::callee_of(m, o)?;
    let entry = *m.blocks(crate::ad::activity::body(m, c)?).first()?;
    m.block_args(entry).get(k).copied()
}

impl Rev<'_> {
    /// Adjoint of `memset(dst, byte, len)`: the bytes were set to constants,
    /// so their adjoints go (the shadow bytes become zero).
    pub fn reverse_memset(&mut self, m: &mut Module, ip: InsertPoint, op: OpId, vmap: &IrMap) {
        let Some(&sd) = self.shadow.get(&m.operand(op, 0)) else { return };
        let len = vmap.lookup(m.operand(op, 2));
        let mut b = Builder::new(m, ip);
        let z = b.const_int(0, Type::int(8));
        b.create(OpSpec::new("llvm.intr.memset").operands(&[sd, z, len]).attr("isVolatile", Attribute::Bool(false)));
    }

    /// Adjoint of `memcpy(dst, src, len)` (or `memmove`) over float
    /// elements (the element type of the `llvm.alloca` behind either
    /// pointer): `src`'s shadow gets `dst`'s shadow added, element by
    /// element, and `dst`'s shadow is cleared (those values were
    /// overwritten). Where a `memmove`'s regions overlap, the elements are
    /// taken in the order in which each is read before an add reaches it:
    /// first to last when `dst` is above `src`, else last to first.
    pub fn reverse_memcpy(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        op: OpId,
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        let (dst, src, len) = (m.operand(op, 0), m.operand(op, 1), m.operand(op, 2));
        let overlapping = m.is(op, "llvm.intr.memmove");
        let Some(&sd) = self.shadow.get(&dst) else { return Ok(()) };
        let ss = self.shadow.get(&src).copied();
        // Copied from memory without derivatives (a constant global, as the
        // LLVM lowering of a bufferized constant copies it): `dst`'s shadow
        // is only cleared, bytes whatever their type (reader-32). (Memory
        // the analysis takes as active always has a shadow; review-29:
        // one without would be refused below, not cleared.)
        if ss.is_none() && !self.active(m, src) {
            let len = vmap.lookup(len);
            let len = i64_of(m, ip, len);
            let mut b = Builder::new(m, ip);
            let z = b.const_int(0, Type::int(8));
            b.create(
                OpSpec::new("llvm.intr.memset").operands(&[sd, z, len]).attr("isVolatile", Attribute::Bool(false)),
            );
            return Ok(());
        }
        // (Inferred from the accesses, both sides must agree: reader-18.)
        // (Or one side only: the other a staging buffer, rustc's rotate.)
        let inferred = || match (accessed_elem(m, dst), accessed_elem(m, src)) {
            (Some(a), Some(b)) if a == b => Some(a),
            (Some(a), None) if staging(m, src, &a) => Some(a),
            (None, Some(b)) if staging(m, dst, &b) => Some(b),
            _ => None,
        };
        // (Both addresses computed over one float type, as the LLVM
        // lowering of memref.copy computes them: `gep base[offset] : f64`.)
        let addressed = || addressed_elem(m, dst, src, len);
        let Some(et) = float_elem(m, dst).or_else(|| float_elem(m, src)).or_else(inferred).or_else(addressed) else {
            return Err(err(
                m,
                op,
                format!("reverse mode: {} into active memory needs the element type (an llvm.alloca of floats behind either pointer, memory the function loads and stores floats of one type through and passes to no call, or both addresses computed by getelementptrs over one float type that the accesses and the length agree with)", m.name(op)),
            ));
        };
        let Some((size, _)) = crate::exec::layout::size_align(&et) else {
            return Err(err(m, op, format!("reverse mode: {} of '{et}' elements: unknown size", m.name(op))));
        };
        // (Part of an element copied: its bits mixed with others', no derivative.)
        if let Some(c) = m.int_constant(len).filter(|&c| c % size as i128 != 0) {
            return Err(err(
                m,
                op,
                format!("reverse mode: {} of {c} bytes into active memory of '{et}' elements: not a whole number of elements", m.name(op)),
            ));
        }
        let len = vmap.lookup(len);
        let len = i64_of(m, ip, len);
        let mut b = Builder::new(m, ip);
        let sz = b.const_int(i128::from(size), Type::i64());
        let n = b.value(OpSpec::new("arith.divsi").operands(&[len, sz]).result(Type::i64()));
        // (Overlapping: last to first when `dst` is below `src`.)
        let direction = ss.filter(|_| overlapping).map(|ss| {
            let as_int =
                |b: &mut Builder, p: Value| b.value(OpSpec::new("llvm.ptrtoint").operands(&[p]).result(Type::i64()));
            let (d, s) = (as_int(&mut b, sd), as_int(&mut b, ss));
            let ugt = Attribute::Integer { value: 8, ty: Type::i64() };
            let up = b.value(OpSpec::new("arith.cmpi").operands(&[d, s]).attr("predicate", ugt).result(Type::i1()));
            let one = b.const_int(1, Type::i64());
            let last = b.value(OpSpec::new("arith.subi").operands(&[n, one]).result(Type::i64()));
            (up, last)
        });
        let n = b.value(OpSpec::new("arith.index_cast").operands(&[n]).result(Type::Index));
        let (c0, c1) = (b.const_index(0), b.const_index(1));
        let l = b.create(OpSpec::new("scf.for").operands(&[c0, n, c1]).regions(1));
        let body = m.create_block(&[Type::Index]);
        let r = m.region(l, 0);
        m.append_block(r, body);
        let y = m.create_op(OpSpec::new("scf.yield"));
        m.append_op(body, y);
        let bip = InsertPoint::Before(y);
        let i = m.block_arg(body, 0);
        let i = i64_of(m, bip, i);
        let i = match direction {
            Some((up, last)) => {
                let mut b = Builder::new(m, bip);
                let down = b.value(OpSpec::new("arith.subi").operands(&[last, i]).result(Type::i64()));
                b.value(OpSpec::new("arith.select").operands(&[up, i, down]).result(Type::i64()))
            }
            None => i,
        };
        let ptr = Type::LlvmPtr { addr_space: 0 };
        let at = |m: &mut Module, p: Value| {
            Builder::new(m, bip).value(
                OpSpec::new("llvm.getelementptr")
                    .operands(&[p, i])
                    .attr("rawConstantIndices", dense_i32(&[i32::MIN]))
                    .attr("elem_type", Attribute::Type(et.clone()))
                    .result(ptr.clone()),
            )
        };
        let pd = at(m, sd);
        let v = Builder::new(m, bip).value(OpSpec::new("llvm.load").operands(&[pd]).result(et.clone()));
        let z = Builder::new(m, bip).const_float(0.0, et.clone());
        Builder::new(m, bip).create(OpSpec::new("llvm.store").operands(&[z, pd]));
        if let Some(ss) = ss {
            let ps = at(m, ss);
            let mut b = Builder::new(m, bip);
            let old = b.value(OpSpec::new("llvm.load").operands(&[ps]).result(et.clone()));
            let sum = b.value(OpSpec::new("arith.addf").operands(&[old, v]).result(et.clone()));
            b.create(OpSpec::new("llvm.store").operands(&[sum, ps]));
        }
        Ok(())
    }

    /// Forward sweep: the shadow of an active `llvm.alloca`, zeroed.
    pub fn shadow_alloca(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let s =
            zeroed_copy(m, op, "reverse mode: the shadow of this llvm.alloca cannot be zeroed (unsized element type)")?;
        self.shadow.insert(r, s);
        Ok(())
    }

    /// Forward sweep: a pointer loaded from memory that has a shadow gets
    /// the pointer at the same place in the shadow memory as its shadow.
    pub fn shadow_loaded_pointer(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let addr = m.operand(op, 0);
        self.check_not_stored_by_calls(m, op)?;
        let Some(&sa) = self.shadow.get(&addr) else {
            return Err(super::err(
                m,
                op,
                "reverse mode: a pointer loaded from memory without a shadow may point to active memory; not supported",
            ));
        };
        let mut map = IrMap::new();
        map.map_value(addr, sa);
        let c = m.clone_op(op, &mut map);
        m.insert_op_after(op, c);
        self.shadow.insert(r, m.result(c, 0));
        Ok(())
    }

    /// `op` loads a pointer to active memory: refused if a call the
    /// forward sweep runs as the primal (replayed, or a checkpointed range)
    /// may have stored it, since its shadow is not stored.
    pub(super) fn check_not_stored_by_calls(&self, m: &Module, op: OpId) -> Result<(), Diagnostic> {
        let addr = m.operand(op, 0);
        let origin = self.mem_origins.get(&addr).copied().unwrap_or(crate::ad::activity::Origin::Unknown);
        // (A call that never returns, as Rust's panics, stores nothing a
        // later load reads.)
        let calls: Vec<OpId> =
            self.plans.keys().copied().filter(|&c| !crate::analysis::effects::never_returns(m, c)).collect();
        for c in calls {
            let Some(eff) = self.cache.effects.as_ref() else { break };
            let e = eff.of_call(m, c);
            let writes_here = e.other.write
                || e.args.iter().enumerate().any(|(i, a)| {
                    a.write && {
                        let o = self.mem_origins.get(&m.operand(c, i)).copied();
                        // (A pointer loaded from memory the analysis cannot
                        // name may be in any memory the call writes.)
                        o.is_none_or(|o| {
                            o == origin
                                || o == crate::ad::activity::Origin::Unknown
                                || origin == crate::ad::activity::Origin::Unknown
                        })
                    }
                });
            if writes_here {
                return Err(super::err(
                    m,
                    op,
                    format!(
                        "reverse mode: this pointer may have been stored by the call at {} (its shadow is not), which is not supported yet",
                        crate::exec::error::op_location(m, c).unwrap_or_default()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Forward sweep: storing a pointer that has a shadow into memory that
    /// has one stores the shadow pointer there too (as Enzyme does).
    pub fn shadow_stored_pointer(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let (v, addr) = (m.operand(op, 0), m.operand(op, 1));
        let (sv, sa) = (self.shadow.get(&v).copied(), self.shadow.get(&addr).copied());
        self.store_shadow(m, op, sv, sa).map(|_| ())
    }

    /// Store `op` of a pointer, whose shadow is `sv`, into memory whose
    /// shadow is `sa`: the same store of the shadows right after it (the
    /// copy); refused when the pointer has a shadow to store (active
    /// memory) and the memory has none.
    pub(super) fn store_shadow(
        &self,
        m: &mut Module,
        op: OpId,
        sv: Option<Value>,
        sa: Option<Value>,
    ) -> Result<Option<OpId>, Diagnostic> {
        let (v, addr) = (m.operand(op, 0), m.operand(op, 1));
        match (sv, sa) {
            (Some(sv), Some(sa)) => {
                let mut map = IrMap::new();
                map.map_value(v, sv);
                map.map_value(addr, sa);
                let c = m.clone_op(op, &mut map);
                m.insert_op_after(op, c);
                Ok(Some(c))
            }
            (Some(_), None) if self.active(m, v) => Err(super::err(
                m,
                op,
                "reverse mode: storing a pointer to active memory into memory without a shadow is not supported",
            )),
            _ => Ok(None),
        }
    }

    /// `*shadow += d` for an `llvm.load` of a float.
    pub fn reverse_llvm_load(&mut self, m: &mut Module, ip: InsertPoint, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        let Some(&dr) = self.adj.get(&r) else { return Ok(()) };
        let Some(&sh) = self.shadow.get(&m.operand(op, 0)) else {
            return self.no_shadow(m, op, m.operand(op, 0));
        };
        let ty = m.value_type(r).clone();
        let mut b = Builder::new(m, ip);
        let old = b.value(OpSpec::new("llvm.load").operands(&[sh]).result(ty.clone()));
        let s = b.value(OpSpec::new("arith.addf").operands(&[old, dr]).result(ty));
        b.create(OpSpec::new("llvm.store").operands(&[s, sh]));
        Ok(())
    }

    /// An `llvm.store` of a float: its value's adjoint takes the shadow,
    /// which is cleared.
    pub fn reverse_llvm_store(&mut self, m: &mut Module, ip: InsertPoint, op: OpId) -> Result<(), Diagnostic> {
        let (v, p) = (m.operand(op, 0), m.operand(op, 1));
        let Some(&sh) = self.shadow.get(&p) else { return self.no_shadow(m, op, p) };
        let ty = m.value_type(v).clone();
        if !is_float(&ty) {
            return Ok(());
        }
        let mut b = Builder::new(m, ip);
        let old = b.value(OpSpec::new("llvm.load").operands(&[sh]).result(ty.clone()));
        let z = b.const_float(0.0, ty);
        b.create(OpSpec::new("llvm.store").operands(&[z, sh]));
        if self.act.varied.contains(&v) {
            self.accumulate(m, ip, v, old);
        }
        Ok(())
    }
}
