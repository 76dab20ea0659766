//! Compiling a whole module with Cranelift, once, and calling its functions.
//!
//! Every `func.func`/`llvm.func` with a body is compiled; globals become data
//! objects; body-less functions named like MLIR's runner utilities
//! (`printF64`, ...) bind to the runtime. Each function gets a trampoline
//! `fn(*const u64, *mut u64)` so Rust can call any signature through one
//! entry point, with memrefs passed as MLIR's expanded descriptors.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cranelift_codegen::ir::{types, AbiParam, InstBuilder, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, DataDescription, Linkage, Module as _};
use ferrozyme::exec::memref::{decode_scalar, encode_scalar};
use ferrozyme::exec::ShapedAbi;
use ferrozyme::exec::{Buffer, ExecError, MemRef, ScalarType, Value};
use ferrozyme::ir::{Attribute, DenseData, DenseElem, Module, OpId, Type};

use crate::abi::{flat_all, flat_types, signature};
use crate::lower::{flags, CastPart, Exit, FnLower, ModuleCtx, SiteKind};
use crate::runtime;

/// Options that change the generated code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct JitOptions {
    /// Insert bounds, liveness, null, alignment and division checks.
    pub checked: bool,
}

/// Figures about one compilation.
#[derive(Clone, Copy, Debug, Default)]
pub struct CompileStats {
    pub functions: usize,
    pub ops: usize,
    pub time: Duration,
}

struct Entry {
    tramp: *const u8,
    inputs: Vec<Type>,
    results: Vec<Type>,
}

struct SiteInfo {
    op: String,
    location: Option<String>,
    kind: SiteKind,
}

/// A module compiled to native code.
pub struct JitModule {
    /// Tensors and vectors are compiled split into scalars (`exec::shaped`).
    shaped: ShapedAbi,
    _jm: JITModule,
    entries: HashMap<String, Entry>,
    /// Why each function could not be compiled (calling it reports this).
    skipped: HashMap<String, ExecError>,
    sites: Vec<SiteInfo>,
    checked: bool,
    /// Address ranges of the module's global data (checked mode registers them).
    globals: Vec<(usize, usize)>,
    /// Checked mode: constant globals (start, length, name); stores to them
    /// are errors.
    const_globals: Vec<(usize, usize, String)>,
    /// Native code of every compiled function, by symbol (for modules that import them).
    natives: HashMap<String, usize>,
    /// Global data by symbol: (address, bytes).
    data: HashMap<String, (usize, usize)>,
    pub stats: CompileStats,
}

/// Define function `id` (of signature `sig`) as a body reporting `e` when
/// called: a function the JIT could not compile, or one without a body.
#[allow(clippy::too_many_arguments)]
fn define_failing(
    jm: &mut JITModule,
    cx: &mut ModuleCtx<'_>,
    ctx: &mut cranelift_codegen::Context,
    fctx: &mut FunctionBuilderContext,
    op: OpId,
    id: cranelift_module::FuncId,
    sig: &cranelift_codegen::ir::Signature,
    e: ExecError,
) -> Result<(), ExecError> {
    ctx.func.signature = sig.clone();
    let ret_types: Vec<_> = sig.returns.iter().map(|p| p.value_type).collect();
    let b = FunctionBuilder::new(&mut ctx.func, fctx);
    let mut fl = FnLower::new(cx, jm, b, ret_types);
    let bl = fl.b.create_block();
    fl.b.append_block_params_for_function_params(bl);
    fl.b.switch_to_block(bl);
    fl.fail_and_return(op, SiteKind::NotCompiled(Box::new(e)))?;
    fl.b.seal_all_blocks();
    let config = fl.jm.target_config();
    fl.b.finalize(config);
    jm.define_function(id, ctx).map_err(jit_error)
}

fn jit_error(e: impl std::fmt::Display) -> ExecError {
    ExecError::new(format!("JIT: {e}"))
}

/// Does a value of type `t` hold a pointer?
fn holds_pointer(t: &Type) -> bool {
    match t {
        Type::LlvmPtr { .. } => true,
        Type::LlvmArray { elem, .. } => holds_pointer(elem),
        Type::LlvmStruct(st) => st.body.iter().flatten().any(holds_pointer),
        _ => false,
    }
}

/// A pointer in a global's bytes: its offset, the global it points into,
/// and the offset into that one.
type Reloc = (u32, String, i64);

/// The prefix of a `Reloc` target that is a function, not a global.
const FUNCTION_RELOC: &str = "\u{1}fn:";

/// Byte offsets of the pointers held in memory of type `t` (LLVM's layout).
fn pointer_offsets(t: &Type) -> Option<Vec<u64>> {
    use ferrozyme::exec::layout::{size_align, struct_layout};
    Some(match t {
        Type::LlvmPtr { .. } => vec![0],
        Type::LlvmStruct(st) => {
            let lay = struct_layout(st)?;
            let mut out = Vec::new();
            for (f, off) in st.body.as_ref()?.iter().zip(lay.offsets) {
                out.extend(pointer_offsets(f)?.into_iter().map(|x| x + off));
            }
            out
        }
        Type::LlvmArray { len, elem } => {
            let (size, _) = size_align(elem)?;
            let inner = pointer_offsets(elem)?;
            (0..*len).flat_map(|k| inner.iter().map(move |x| x + k * size)).collect()
        }
        _ => Vec::new(),
    })
}

/// Bytes of a memref global's initial value.
fn global_bytes(m: &Module, op: OpId, ty: &Type, init: Option<&Attribute>) -> Result<Vec<u8>, ExecError> {
    let (elem, n) = match ty {
        Type::MemRef(mt) => {
            let e = ScalarType::of(&mt.elem)
                .ok_or_else(|| ExecError::at(m, op, format!("globals of '{}' are not supported", mt.elem)))?;
            (e, ty.static_num_elements().ok_or_else(|| ExecError::at(m, op, "needs a static shape"))?)
        }
        Type::LlvmArray { .. } => {
            // Arrays (of arrays) of one scalar type, laid out flat.
            let (mut leaf, mut n) = (ty, 1i64);
            while let Type::LlvmArray { len, elem } = leaf {
                n = n.saturating_mul(i64::try_from(*len).unwrap_or(i64::MAX));
                leaf = elem;
            }
            let e = ScalarType::of(leaf)
                .ok_or_else(|| ExecError::at(m, op, format!("globals of '{ty}' are not supported by the JIT")))?;
            (e, n)
        }
        t => {
            let e = ScalarType::of(t)
                .ok_or_else(|| ExecError::at(m, op, format!("globals of '{t}' are not supported by the JIT")))?;
            (e, 1)
        }
    };
    let mut out = vec![0u8; (n as usize) * elem.size()];
    let elem_value = |e: &DenseElem| -> Option<Value> {
        Some(match e {
            DenseElem::Int(i) => {
                if elem.is_float() {
                    Value::F64(*i as f64)
                } else {
                    Value::i64(*i as i64)
                }
            }
            DenseElem::Float(f) => Value::F64(f.get()),
            DenseElem::Bool(b) => Value::i64(*b as i64),
            _ => return None,
        })
    };
    let put = |out: &mut Vec<u8>, i: usize, v: &Value| -> Option<()> {
        let bytes = encode_scalar(elem, v)?;
        out.get_mut(i * elem.size()..(i + 1) * elem.size())?.copy_from_slice(&bytes);
        Some(())
    };
    let bad = || ExecError::at(m, op, "has an initial value the JIT cannot encode");
    match init {
        None | Some(Attribute::Unit) => {}
        Some(Attribute::Dense { data: DenseData::Splat(e), .. }) => {
            let v = elem_value(e).ok_or_else(bad)?;
            for i in 0..n as usize {
                put(&mut out, i, &v).ok_or_else(bad)?;
            }
        }
        Some(Attribute::Dense { data: DenseData::Elements(es), .. }) => {
            for (i, e) in es.iter().enumerate() {
                put(&mut out, i, &elem_value(e).ok_or_else(bad)?).ok_or_else(bad)?;
            }
        }
        Some(Attribute::Integer { value, .. }) => put(&mut out, 0, &Value::i64(*value as i64)).ok_or_else(bad)?,
        Some(Attribute::Float { value, .. }) => put(&mut out, 0, &Value::F64(value.get())).ok_or_else(bad)?,
        Some(Attribute::Bool(b)) => put(&mut out, 0, &Value::i64(*b as i64)).ok_or_else(bad)?,
        Some(Attribute::String(s)) => {
            out = s
                .chars()
                .map(|c| c as u32)
                .map(|c| if (0xF780..=0xF7FF).contains(&c) { (c - 0xF700) as u8 } else { c as u8 })
                .collect();
        }
        Some(_) => return Err(bad()),
    }
    Ok(out)
}

impl JitModule {
    /// Compile every function and global of `m`.
    pub fn compile(m: &Module, opts: JitOptions) -> Result<JitModule, ExecError> {
        Self::compile_with_imports(m, opts, None)
    }

    /// Compile `m`, whose body-less functions and globals that `imports`
    /// defines are that module's: calls go to its native code, and globals
    /// are its memory (not copies).
    pub fn compile_with_imports(
        m: &Module,
        opts: JitOptions,
        imports: Option<&JitModule>,
    ) -> Result<JitModule, ExecError> {
        let start = Instant::now();
        let (flat, shaped) = ShapedAbi::prepare(m)?;
        let m = flat.as_ref().unwrap_or(m);
        let mut fb = settings::builder();
        // Cranelift's IR verifier is for catching lowering bugs: on in debug
        // builds and in checked mode, off otherwise (it costs ~15% of compile time).
        let verify = if cfg!(debug_assertions) || opts.checked { "true" } else { "false" };
        for (k, v) in [
            ("opt_level", "speed"),
            ("is_pic", "false"),
            ("enable_multi_ret_implicit_sret", "true"),
            ("enable_verifier", verify),
        ] {
            fb.set(k, v).map_err(jit_error)?;
        }
        let isa =
            cranelift_native::builder().map_err(jit_error)?.finish(settings::Flags::new(fb)).map_err(jit_error)?;
        let cc = isa.default_call_conv();
        let mut jb = JITBuilder::with_isa(isa, default_libcall_names());
        for (name, ptr) in runtime::symbols() {
            jb.symbol(name, ptr);
        }
        if let Some(im) = imports {
            for (name, &ptr) in &im.natives {
                jb.symbol(format!("__fz_import_{name}"), ptr as *const u8);
            }
            for (name, &(ptr, _)) in &im.data {
                jb.symbol(format!("__fz_global_{name}"), ptr as *const u8);
            }
        }
        let mut jm = JITModule::new(jb);
        let mut cx = ModuleCtx {
            m,
            checked: opts.checked,
            cc,
            funcs: HashMap::new(),
            globals: HashMap::new(),
            helpers: HashMap::new(),
            sites: Vec::new(),
            recursive: crate::call_graph::recursive_functions(m),
            may_fail: Default::default(),
            bodiless: Default::default(),
        };

        // Every function and global of the module, nested modules included
        // (the first definition of a name wins, as the interpreter resolves
        // it). Other symbols (e.g. `llvm.comdat_selector @f`) name no code.
        let mut top: Vec<OpId> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for op in m.collect_ops(m.top) {
            let code_or_data =
                matches!(m.name(op).as_str(), "func.func" | "llvm.func" | "memref.global" | "llvm.mlir.global");
            if code_or_data && m.symbol_name(op).is_some_and(|n| seen.insert(n.to_string())) {
                top.push(op);
            }
        }

        // Globals.
        let mut data_ids = Vec::new();
        let mut imported_data = Vec::new();
        let mut constant = std::collections::HashSet::new();
        // (Made when a global has an initializer region.)
        let mut interp = None;
        // Globals holding addresses of globals, with their relocations.
        let mut pending_relocs: Vec<(String, Vec<Reloc>)> = Vec::new();
        let mut pending_data: HashMap<String, DataDescription> = HashMap::new();
        for &op in &top {
            let name = m.name(op).as_str();
            if name != "memref.global" && name != "llvm.mlir.global" {
                continue;
            }
            let sym = m.symbol_name(op).unwrap_or("").to_string();
            if m.attr(op, "constant").is_some() {
                constant.insert(sym.clone());
            }
            let (ty, init) = if name == "memref.global" {
                (m.attr(op, "type").and_then(Attribute::as_type).cloned(), m.attr(op, "initial_value"))
            } else {
                (m.attr(op, "global_type").and_then(Attribute::as_type).cloned(), m.attr(op, "value"))
            };
            let ty = ty.ok_or_else(|| ExecError::at(m, op, "lacks its type"))?;
            let region = name == "llvm.mlir.global" && m.regions(op).first().is_some_and(|&r| !m.blocks(r).is_empty());
            let bytes = match (&ty, init) {
                // An initializer region runs once, in the interpreter; its
                // bytes become the global's (pointers would be the
                // interpreter's, so those are refused).
                _ if region => {
                    // Addresses would be the interpreter's (also once made
                    // integers): only null pointers are taken, as made by
                    // `llvm.mlir.zero` and carried in aggregates.
                    let null_only = [
                        "llvm.mlir.zero",
                        "llvm.mlir.undef",
                        "llvm.mlir.poison",
                        "llvm.insertvalue",
                        "llvm.extractvalue",
                    ];
                    let makes_pointer = m.collect_ops(op).into_iter().any(|o| {
                        m.is(o, "llvm.ptrtoint")
                            || (m.results(o).iter().any(|&r| holds_pointer(m.value_type(r)))
                                && !null_only.iter().any(|n| m.is(o, n)))
                    });
                    if interp.is_none() {
                        interp = Some(ferrozyme::exec::interp::Interpreter::new(m)?);
                    }
                    let it = interp.as_ref().expect("made above");
                    let mut bytes = it
                        .global_bytes(&sym)
                        .ok_or_else(|| ExecError::at(m, op, "the interpreter did not initialize this global"))?;
                    if makes_pointer {
                        // (Addresses of other globals, as Rust's panic
                        // locations hold: the interpreter's become
                        // relocations to the JIT's copies of them.)
                        let refuse = || {
                            ExecError::at(
                                m,
                                op,
                                "globals whose initializer region takes addresses other than of globals and functions are not supported by the JIT",
                            )
                        };
                        let mut relocs = Vec::new();
                        for off in pointer_offsets(&ty).ok_or_else(refuse)? {
                            let at = off as usize;
                            let Some(word) = bytes.get(at..at + 8) else { return Err(refuse()) };
                            let addr = u64::from_le_bytes(word.try_into().expect("8 bytes"));
                            if addr == 0 {
                                continue;
                            }
                            // (A function's address: a relocation to its code,
                            // a vtable or a table of function pointers.)
                            if let Some(f) = it.function_at(addr) {
                                bytes[at..at + 8].fill(0);
                                relocs.push((off as u32, format!("{FUNCTION_RELOC}{f}"), 0));
                                continue;
                            }
                            let target = top.iter().filter_map(|&g| m.symbol_name(g)).find_map(|g| {
                                let (base, len) = it.global_address(g)?;
                                (addr >= base && addr <= base + len as u64).then(|| (g.to_string(), addr - base))
                            });
                            let (g, addend) = target.ok_or_else(refuse)?;
                            bytes[at..at + 8].fill(0);
                            relocs.push((off as u32, g, addend as i64));
                        }
                        pending_relocs.push((sym.clone(), relocs));
                    }
                    bytes
                }
                (Type::LlvmArray { .. }, Some(Attribute::String(_))) | (Type::LlvmArray { .. }, None) => {
                    let (size, _) = ferrozyme::exec::layout::size_align(&ty)
                        .ok_or_else(|| ExecError::at(m, op, "has an unsized type"))?;
                    let mut b = global_bytes(m, op, &Type::int(8), init).unwrap_or_default();
                    if matches!(init, Some(Attribute::String(_))) {
                        b = global_bytes(m, op, &Type::int(8), init)?;
                    }
                    b.resize(size as usize, 0);
                    b
                }
                _ => global_bytes(m, op, &ty, init)?,
            };
            if let Some(&(ptr, len)) = imports.and_then(|im| im.data.get(&sym)) {
                // The importing module's own memory.
                let id =
                    jm.declare_data(&format!("__fz_global_{sym}"), Linkage::Import, true, false).map_err(jit_error)?;
                cx.globals.insert(sym.clone(), id);
                imported_data.push((sym, ptr, len));
                continue;
            }
            let id = jm.declare_data(&format!("__fz_global_{sym}"), Linkage::Local, true, false).map_err(jit_error)?;
            let mut desc = DataDescription::new();
            desc.define(bytes.into_boxed_slice());
            desc.set_align(64);
            if pending_relocs.last().is_some_and(|(g, _)| *g == sym) {
                // (Defined once every global it points to is declared.)
                pending_data.insert(sym.clone(), desc);
            } else {
                jm.define_data(id, &desc).map_err(jit_error)?;
            }
            cx.globals.insert(sym.clone(), id);
            data_ids.push((sym, id));
        }

        // Function declarations.
        let runner: HashMap<&str, *const u8> =
            runtime::runner_utils().into_iter().chain(runtime::c_allocation_functions()).collect();
        let mut bodies = Vec::new();
        let mut stubs = Vec::new();
        let mut skipped = HashMap::new();
        for &op in &top {
            let is_func = m.is(op, "func.func");
            if !is_func && !m.is(op, "llvm.func") {
                continue;
            }
            let sym = m.symbol_name(op).unwrap_or("").to_string();
            let (inputs, results) = match m.attr(op, "function_type").and_then(Attribute::as_type) {
                Some(Type::Function(f)) => (f.inputs.clone(), f.results.clone()),
                Some(Type::LlvmFunc(f)) => {
                    // (A variadic function with a body is compiled with its
                    // fixed parameters: calls pass only those.)
                    if f.vararg && m.blocks(m.region(op, 0)).is_empty() {
                        skipped.insert(
                            sym,
                            ExecError::at(m, op, "variadic functions without a body are not supported by the JIT"),
                        );
                        continue;
                    }
                    (f.params.clone(), if f.ret == Type::LlvmVoid { vec![] } else { vec![f.ret.clone()] })
                }
                _ => continue,
            };
            let has_body = !m.blocks(m.region(op, 0)).is_empty();
            let sig = match signature(&inputs, &results, cc) {
                Ok(s) => s,
                Err(e) => {
                    skipped.insert(sym, ExecError::at(m, op, e));
                    continue;
                }
            };
            let id = if has_body {
                jm.declare_function(&format!("__fz_fn_{sym}"), Linkage::Local, &sig).map_err(jit_error)?
            } else if imports.is_some_and(|im| im.natives.contains_key(&sym)) {
                jm.declare_function(&format!("__fz_import_{sym}"), Linkage::Import, &sig).map_err(jit_error)?
            } else if runner.contains_key(sym.as_str()) {
                // (A C allocation function declared with another arity
                // would be called with garbage.)
                if let Some((n_in, n_out)) = runtime::c_arity(&sym) {
                    if inputs.len() != n_in || results.len() != n_out {
                        let e = format!(
                            "@{sym} is declared with {} argument(s) and {} result(s), but the C function takes {n_in} and returns {n_out}",
                            inputs.len(),
                            results.len()
                        );
                        skipped.insert(sym, ExecError::at(m, op, e));
                        continue;
                    }
                }
                // (printMemref* reads the descriptor its argument points to.)
                if let Some(ferrozyme::exec::runner_utils::RunnerFn::Memref(elem, _)) =
                    ferrozyme::exec::runner_utils::lookup(&sym)
                {
                    let takes =
                        |t: &Type| matches!(t, Type::UnrankedMemRef { elem: e, .. } if ScalarType::of(e) == Some(elem));
                    if !(inputs.len() == 1 && takes(&inputs[0]) && results.is_empty()) {
                        let e = format!("@{sym} must be declared as taking one unranked memref of its element type");
                        skipped.insert(sym, ExecError::at(m, op, e));
                        continue;
                    }
                }
                jm.declare_function(&sym, Linkage::Import, &sig).map_err(jit_error)?
            } else {
                // (No body and no runtime implementation, as a panic hook
                // of imported Rust code: a stub that fails when called, so
                // its address can be taken; reader-44.)
                let id = jm.declare_function(&format!("__fz_nobody_{sym}"), Linkage::Local, &sig).map_err(jit_error)?;
                cx.bodiless.insert(sym.clone());
                stubs.push((op, sym.clone(), id, sig.clone()));
                id
            };
            cx.funcs.insert(sym.clone(), (id, inputs.clone(), results.clone()));
            if has_body {
                bodies.push((op, sym, id, sig));
            }
        }

        // Globals holding addresses of globals or functions, now that both
        // are declared.
        for (sym, relocs) in pending_relocs {
            let (Some(mut desc), Some(&id)) = (pending_data.remove(&sym), cx.globals.get(&sym)) else { continue };
            for (off, target, addend) in relocs {
                if let Some(f) = target.strip_prefix(FUNCTION_RELOC) {
                    let Some(&(fid, _, _)) = cx.funcs.get(f) else {
                        let why = skipped.get(f).map_or(String::new(), |e: &ExecError| format!(": {e}"));
                        return Err(ExecError::new(format!(
                            "@{sym} holds the address of @{f}, which the JIT cannot compile{why}"
                        )));
                    };
                    let fr = jm.declare_func_in_data(fid, &mut desc);
                    desc.write_function_addr(off, fr);
                    continue;
                }
                let Some(&tid) = cx.globals.get(&target) else {
                    return Err(ExecError::new(format!("@{sym} points to @{target}, which the JIT has no memory for")));
                };
                let gv = jm.declare_data_in_data(tid, &mut desc);
                desc.write_data_addr(off, gv, addend);
            }
            jm.define_data(id, &desc).map_err(jit_error)?;
        }

        // The stubs of functions without a body: an error when called.
        {
            let mut ctx = jm.make_context();
            let mut fctx = FunctionBuilderContext::new();
            for (op, sym, id, sig) in stubs {
                let e = ExecError::at(m, op, format!("@{sym} has no body (external functions cannot be run)"));
                define_failing(&mut jm, &mut cx, &mut ctx, &mut fctx, op, id, &sig, e)?;
                jm.clear_context(&mut ctx);
                cx.may_fail.insert(sym);
            }
        }

        // Function bodies, callees first: a caller then knows whether a
        // callee may fail (`Cx::may_fail`).
        let bodies = crate::call_graph::callees_first(m, bodies);
        let mut ctx = jm.make_context();
        let mut fctx = FunctionBuilderContext::new();
        let mut entries_todo = Vec::new();
        let mut compiled = Vec::new();
        let mut nops = 0;
        for (op, sym, id, sig) in bodies {
            ctx.func.signature = sig.clone();
            ctx.func.name = UserFuncName::user(0, id.as_u32());
            let ret_types: Vec<_> = sig.returns.iter().map(|p| p.value_type).collect();
            let b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            let mut fl = FnLower::new(&mut cx, &mut jm, b, ret_types);
            let entry = fl.b.create_block();
            fl.b.append_block_params_for_function_params(entry);
            fl.b.switch_to_block(entry);
            let params = fl.b.block_params(entry).to_vec();
            fl.stack_slots = crate::lower::stack::slots(m, op, fl.cx.checked);
            let has_alloca = m.collect_ops(op).iter().any(|&o| {
                let alloca = m.is(o, "memref.alloca") || m.is(o, "llvm.alloca");
                (alloca && !fl.stack_slots.contains_key(&o)) || m.is(o, "llvm.intr.stackrestore")
            });
            let result = if has_alloca {
                fl.call_helper("fz_frame_enter", &[], &[types::I64], &[]).map(|r| fl.frame_mark = r.first().copied())
            } else {
                Ok(())
            };
            // Recursive functions: fail cleanly before the native stack runs out.
            let result = result.and_then(|()| {
                if !fl.cx.recursive.contains(&sym) {
                    return Ok(());
                }
                let site = fl.cx.sites.len() as i64;
                fl.cx.sites.push(crate::lower::Site { op, kind: crate::lower::SiteKind::StackExhausted });
                let s = fl.b.ins().iconst(types::I64, site);
                let fail = fl.call_helper("fz_stack_check", &[types::I64], &[types::I8], &[s])?[0];
                let ab = fl.abort_block();
                let cont = fl.b.create_block();
                fl.brif(fail, ab, &[], cont, &[]);
                fl.b.switch_to_block(cont);
                Ok(())
            });
            let result = result.and_then(|()| fl.argument_bases(m.region(op, 0), &params));
            let result = result.and_then(|()| fl.lower_region(m.region(op, 0), &params, &Exit::Return));
            if fl.fails || result.is_err() {
                fl.cx.may_fail.insert(sym.clone());
            }
            match result {
                Ok(()) => {
                    fl.finish_abort();
                    fl.b.seal_all_blocks();
                    let config = fl.jm.target_config();
                    fl.b.finalize(config);
                    jm.define_function(id, &mut ctx).map_err(|e| ExecError::at(m, op, format!("JIT: {e:?}")))?;
                    nops += m.collect_ops(op).len();
                    let (_, inputs, results) = cx.funcs[&sym].clone();
                    compiled.push((sym.clone(), id));
                    entries_todo.push((sym, id, sig, inputs, results));
                }
                Err(e) => {
                    drop(fl);
                    fctx = FunctionBuilderContext::new();
                    // (A function holding vectors or tensors that could not be
                    // split into scalars: say why, not which op the JIT lacks.)
                    let e = shaped.failure(&sym).unwrap_or(e);
                    // Its body reports the compile error when called (from
                    // Rust or from another function).
                    skipped.insert(sym.clone(), e.clone());
                    ctx.func.clear();
                    define_failing(&mut jm, &mut cx, &mut ctx, &mut fctx, op, id, &sig, e)?;
                }
            }
            jm.clear_context(&mut ctx);
        }

        // Trampolines: fn(args: *const u64, results: *mut u64).
        let mut tramps = Vec::new();
        for (sym, id, sig, inputs, results) in entries_todo {
            let mut tsig = jm.make_signature();
            tsig.params.push(AbiParam::new(types::I64));
            tsig.params.push(AbiParam::new(types::I64));
            let tid = jm.declare_function(&format!("__fz_tramp_{sym}"), Linkage::Local, &tsig).map_err(jit_error)?;
            ctx.func.signature = tsig;
            ctx.func.name = UserFuncName::user(1, tid.as_u32());
            let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            let bl = b.create_block();
            b.append_block_params_for_function_params(bl);
            b.switch_to_block(bl);
            let (argp, retp) = (b.block_params(bl)[0], b.block_params(bl)[1]);
            let args: Vec<_> = sig
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| b.ins().load(p.value_type, flags(), argp, (8 * i) as i32))
                .collect();
            let fr = jm.declare_func_in_func(id, b.func);
            let call = b.ins().call(fr, &args);
            let rs = b.inst_results(call).to_vec();
            for (i, r) in rs.into_iter().enumerate() {
                b.ins().store(flags(), r, retp, (8 * i) as i32);
            }
            b.ins().return_(&[]);
            b.seal_all_blocks();
            b.finalize(jm.target_config());
            jm.define_function(tid, &mut ctx).map_err(jit_error)?;
            jm.clear_context(&mut ctx);
            tramps.push((sym, tid, inputs, results));
        }
        jm.finalize_definitions().map_err(jit_error)?;
        let mut entries = HashMap::new();
        for (sym, tid, inputs, results) in tramps {
            entries.insert(sym, Entry { tramp: jm.get_finalized_function(tid), inputs, results });
        }
        let sites = cx
            .sites
            .iter()
            .map(|s| SiteInfo {
                op: ferrozyme::exec::error::written_name(m, s.op),
                location: ferrozyme::exec::error::op_location(m, s.op),
                kind: s.kind.clone(),
            })
            .collect();
        let functions = entries.len();
        let natives = compiled.into_iter().map(|(s, id)| (s, jm.get_finalized_function(id) as usize)).collect();
        let mut data = HashMap::new();
        for (sym, id) in data_ids {
            let (p, n) = jm.get_finalized_data(id);
            data.insert(sym, (p as usize, n));
        }
        let mut globals: Vec<(usize, usize)> = data.values().copied().collect();
        globals.extend(imported_data.iter().map(|&(_, p, n)| (p, n)));
        let all_data =
            data.iter().map(|(s, &(p, n))| (s, p, n)).chain(imported_data.iter().map(|(s, p, n)| (s, *p, *n)));
        let const_globals =
            all_data.filter(|(s, _, _)| constant.contains(*s)).map(|(s, p, n)| (p, n, s.clone())).collect();
        Ok(JitModule {
            shaped,
            _jm: jm,
            entries,
            skipped,
            sites,
            checked: opts.checked,
            globals,
            const_globals,
            natives,
            data,
            stats: CompileStats { functions, ops: nops, time: start.elapsed() },
        })
    }

    /// Does the module have a callable function `name`?
    pub fn has_function(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    /// The IR signature of a compiled function.
    pub fn signature(&self, name: &str) -> Option<(&[Type], &[Type])> {
        self.entries.get(name).map(|e| (e.inputs.as_slice(), e.results.as_slice()))
    }

    /// Call function `name`. Memref arguments are used in place.
    pub fn call(&self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        let args = &self.shaped.args(name, args)?;
        let out = self.call_flat(name, args)?;
        self.shaped.results(name, out)
    }

    fn call_flat(&self, name: &str, args: &[Value]) -> Result<Vec<Value>, ExecError> {
        let Some(e) = self.entries.get(name) else {
            return Err(match self.skipped.get(name) {
                Some(err) => err.clone(),
                None => ExecError::new(format!("no function named @{name} with a body")),
            });
        };
        if args.len() != e.inputs.len() {
            return Err(ExecError::new(format!("@{name} takes {} arguments, {} given", e.inputs.len(), args.len())));
        }
        let mut slots: Vec<u64> = Vec::new();
        let mut caller_bufs = Vec::new();
        let mut arg_bufs: Vec<Arc<Buffer>> = Vec::new();
        for (i, (a, t)) in args.iter().zip(&e.inputs).enumerate() {
            pack(a, t, &mut slots, &mut caller_bufs, &mut arg_bufs)
                .map_err(|msg| ExecError::new(format!("argument {i} of @{name}: {msg}")))?;
        }
        let nres = flat_all(&e.results).map_err(ExecError::new)?.len();
        let mut rets = vec![0u64; nres.max(1)];
        let guard =
            runtime::CallGuard::enter(self.checked, &caller_bufs, &arg_bufs, &self.globals, &self.const_globals);
        // SAFETY: the trampoline was generated for exactly this slot layout;
        // memref arguments point into live buffers held by `args`.
        let f: extern "C" fn(*const u64, *mut u64) = unsafe { std::mem::transmute(e.tramp) };
        f(slots.as_ptr(), rets.as_mut_ptr());
        if let Some((site, details)) = guard.error() {
            return Err(self.site_error(site, details));
        }
        drop(guard);
        let mut out = Vec::new();
        let mut pos = 0;
        for t in &e.results {
            out.push(unpack(t, &rets, &mut pos, &mut arg_bufs).map_err(ExecError::new)?);
        }
        Ok(out)
    }

    fn site_error(&self, site: u32, details: [i64; 4]) -> ExecError {
        let [a, b, c, d] = details;
        let Some(s) = self.sites.get(site as usize) else { return ExecError::new("unknown runtime error") };
        if let SiteKind::NotCompiled(e) = &s.kind {
            return (**e).clone();
        }
        let message = match &s.kind {
            // Worded as the interpreter words them, so both engines agree.
            SiteKind::OutOfBounds { dim } => format!("index {a} is out of bounds for dimension {dim} of size {b}"),
            SiteKind::CopyShape { dim } => {
                format!("source shape differs from target shape in dimension {dim} ({a} vs {b})")
            }
            SiteKind::NegativeSize { dim } => format!("negative size {a} for dimension {dim}"),
            SiteKind::SubviewOutOfBounds { dim } => {
                format!("subview is out of bounds in dimension {dim} (size {a}): offset {b}, size {c}, stride {d}")
            }
            SiteKind::ExpandSizes { group } => {
                format!("dimension {group} of size {a} is not the product of its group's sizes ({b})")
            }
            SiteKind::CollapseNotContiguous { group, a_dim, b_dim } => format!(
                "dimensions {a_dim} and {b_dim} of group {group} are not contiguous (strides {a} and {b}, size {c})"
            ),
            SiteKind::NotContiguous => "the view is not contiguous, but the result type has the identity layout".to_string(),
            SiteKind::DivByZero { rem: false } => "integer division by zero".to_string(),
            SiteKind::DivByZero { rem: true } => "integer remainder by zero".to_string(),
            SiteKind::DivOverflow { width } => format!("signed division overflow ({a} / -1 in i{width})"),
            // (Unsigned, as the interpreter prints it: an i64 amount of -1 is 2^64-1.)
            SiteKind::ShiftTooLarge { width } => format!("shift amount {} >= bit width {width}", a as u64),
            SiteKind::ConstantWrite => match self.const_globals.get(a as usize) {
                Some((_, _, name)) => format!("write to constant global @{name}"),
                None => "write to a constant global".to_string(),
            },
            SiteKind::RankMismatch { to } => format!("a rank-{a} memref cannot be cast to '{to}'"),
            SiteKind::ZeroToNegativePower => "integer division by zero (zero to a negative power)".to_string(),
            SiteKind::NonPositiveStep => format!("step must be positive, got {a}"),
            SiteKind::IvOverflow { ty, width, unsigned } => {
                // The interpreter's views of the two values: unsigned, or
                // signed (an i1 is kept as 0/1 here).
                let view = |v: i64| -> i128 {
                    if *unsigned {
                        let mask = if *width >= 64 { u64::MAX } else { (1u64 << *width) - 1 };
                        ((v as u64) & mask).into()
                    } else if *width == 1 {
                        (-(v & 1)).into()
                    } else {
                        v.into()
                    }
                };
                format!(
                    "the induction variable overflows {ty}: {} + {} (the loop would go on from a wrapped value)",
                    view(a),
                    view(b)
                )
            }
            SiteKind::CastMismatch { what } => match what {
                CastPart::Size(k) => format!("dimension {k} has size {a}, but the result type requires {b}"),
                CastPart::Offset => format!("the offset is {a}, but the result type requires {b}"),
                CastPart::Stride(k) => format!("stride {k} is {a}, but the result type requires {b}"),
            },
            SiteKind::UseAfterFree => "use of memory after it was freed".to_string(),
            SiteKind::OutsideAllocation => format!("access of {b} bytes at 0x{a:x} is outside every live allocation"),
            SiteKind::NullPointer { store: false } => "load from a null pointer".to_string(),
            SiteKind::NullPointer { store: true } => "store to a null pointer".to_string(),
            SiteKind::Misaligned => format!("misaligned access: address 0x{a:x} is not a multiple of {b}"),
            SiteKind::DoubleFree => "double free".to_string(),
            SiteKind::UseAfterReturn => "use of stack memory after its scope returned".to_string(),
            SiteKind::StackFree => "deallocation of stack memory (it is released when its scope returns)".to_string(),
            SiteKind::AllocFailed => format!("allocation of {} bytes failed", a as u64),
            SiteKind::AllocOverflow => "cannot allocate: the size in bytes does not fit 64 bits".to_string(),
            SiteKind::AssertFailed(msg) => format!("assertion failed: {msg}"),
            SiteKind::Unreachable => "reached unreachable code".to_string(),
            SiteKind::Trap => "trap".to_string(),
            SiteKind::StackExhausted => format!(
                "recursion too deep: {a} bytes of native stack used (budget {} bytes; see ferrozyme_jit::runtime::set_stack_budget)",
                crate::runtime::stack_budget()
            ),
            SiteKind::NotCompiled(e) => e.to_string(),
        };
        ExecError { message, op: Some(s.op.clone()), location: s.location.clone() }
    }
}

fn scalar_bits(v: &Value, elem: ScalarType) -> Option<u64> {
    let bytes = encode_scalar(elem, v)?;
    let mut w = [0u8; 8];
    w[..bytes.len()].copy_from_slice(&bytes);
    Some(u64::from_le_bytes(w))
}

/// Append the slots of argument `v` of IR type `t`.
fn pack(
    v: &Value,
    t: &Type,
    slots: &mut Vec<u64>,
    caller: &mut Vec<(usize, usize)>,
    bufs: &mut Vec<Arc<Buffer>>,
) -> Result<(), String> {
    if let Some(elem) = ScalarType::of(t) {
        let ok = matches!(
            (v, elem),
            (Value::F64(_), ScalarType::F64)
                | (Value::F32(_), ScalarType::F32)
                | (Value::F16(_), ScalarType::F16)
                | (Value::BF16(_), ScalarType::BF16)
                | (Value::Index(_), ScalarType::Index)
                | (Value::Ptr(_), ScalarType::Ptr)
        ) || matches!((v, elem), (Value::Int { width, .. }, ScalarType::Int(w)) if *width == w);
        if !ok {
            return Err(format!("expected a value of type '{t}', got {} of type '{}'", v, v.type_name()));
        }
        slots.push(scalar_bits(v, elem).ok_or("cannot encode the value")?);
        return Ok(());
    }
    if let (Type::UnrankedMemRef { elem, .. }, Value::MemRef(mr)) = (t, v) {
        // A rank and the address of a descriptor made here, alive during
        // the call (with the caller's buffers).
        if Some(mr.elem) != ScalarType::element(elem) {
            return Err(format!("expected '{t}', got '{}'", mr.type_string()));
        }
        if let Some(why) = ferrozyme::exec::memref::extent_error(mr, &mr.strides) {
            return Err(format!("expected '{t}', got {why}"));
        }
        let base = mr.buffer.as_ptr() as u64;
        let mut words = vec![base, base, mr.offset as u64];
        words.extend(mr.sizes.iter().chain(&mr.strides).map(|&x| x as u64));
        let desc = Buffer::zeroed(8 * words.len()).ok_or("cannot allocate a descriptor")?;
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        desc.write(0, &bytes);
        slots.extend([mr.rank() as u64, desc.as_ptr() as u64]);
        caller.push((base as usize, mr.buffer.len()));
        bufs.extend([mr.buffer.clone(), desc]);
        return Ok(());
    }
    let (Type::MemRef(mt), Value::MemRef(mr)) = (t, v) else {
        return Err(format!("expected a value of type '{t}', got '{}'", v.type_name()));
    };
    if Some(mr.elem) != ScalarType::element(&mt.elem) || mr.rank() != mt.shape.len() {
        return Err(format!("expected '{t}', got '{}'", mr.type_string()));
    }
    for (i, (d, &s)) in mt.shape.iter().zip(&mr.sizes).enumerate() {
        if d.static_size().is_some_and(|n| n != s) {
            return Err(format!(
                "dimension {i} has size {s}, but the type '{t}' says {}",
                d.static_size().unwrap_or(0)
            ));
        }
    }
    let strides = if mt.layout == ferrozyme::ir::Layout::Identity {
        // Compiled code takes such a memref to have row-major strides
        // (those of unit dimensions, which address nothing, are made so).
        if let Some(why) = ferrozyme::exec::memref::not_row_major(mr) {
            return Err(format!("expected '{t}', got {why}"));
        }
        ferrozyme::exec::memref::row_major_strides(&mr.sizes)
    } else {
        mr.strides.clone()
    };
    if let Some(why) = ferrozyme::exec::memref::extent_error(mr, &strides) {
        return Err(format!("expected '{t}', got {why}"));
    }
    let base = mr.buffer.as_ptr() as u64;
    slots.extend([base, base, mr.offset as u64]);
    slots.extend(mr.sizes.iter().map(|&s| s as u64));
    slots.extend(strides.iter().map(|&s| s as u64));
    caller.push((base as usize, mr.buffer.len()));
    bufs.push(mr.buffer.clone());
    Ok(())
}

/// Read a result of IR type `t` from the slots at `pos`.
/// (`bufs`: the caller's buffers, and the program's heap buffers taken
/// by earlier results: two results viewing one buffer share it.)
fn unpack(t: &Type, rets: &[u64], pos: &mut usize, bufs: &mut Vec<Arc<Buffer>>) -> Result<Value, String> {
    if let Some(elem) = ScalarType::of(t) {
        let raw = rets.get(*pos).copied().unwrap_or(0);
        *pos += 1;
        return Ok(decode_scalar(elem, &raw.to_le_bytes()));
    }
    let Type::MemRef(mt) = t else { return Err(format!("results of type '{t}' cannot be returned to Rust")) };
    let n = flat_types(t)?.len();
    let s = rets.get(*pos..*pos + n).ok_or("missing result slots")?;
    *pos += n;
    let rank = mt.shape.len();
    let elem = ScalarType::element(&mt.elem).ok_or("unsupported element type")?;
    let (alloc, aligned, offset) = (s[0] as usize, s[1] as usize, s[2] as i64);
    let sizes: Vec<i64> = s[3..3 + rank].iter().map(|&x| x as i64).collect();
    let strides: Vec<i64> = s[3 + rank..].iter().map(|&x| x as i64).collect();
    let esize = elem.size();
    let mut known = bufs.iter().find(|b| b.as_ptr() as usize == alloc).cloned();
    if known.is_none() {
        known = runtime::take_heap_buffer(alloc);
        bufs.extend(known.iter().cloned());
    }
    if let Some(buffer) = known {
        let off = (aligned - alloc) as i64 / esize as i64 + offset;
        return Ok(Value::MemRef(MemRef { elem, buffer, offset: off, sizes, strides }));
    }
    // Memory the caller cannot own (a global, the stack): copy it out.
    if let ScalarType::Desc(_) = elem {
        return Err("a memref of memrefs on the stack or in a global cannot be returned".into());
    }
    let out = MemRef::zeros(elem, &sizes).ok_or("result too large")?;
    let mut idx = vec![0i64; rank];
    if sizes.contains(&0) {
        return Ok(Value::MemRef(out));
    }
    loop {
        let e: i64 = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>();
        // SAFETY: the program handed out this descriptor; its elements are readable.
        let bytes = unsafe { std::slice::from_raw_parts((aligned as *const u8).add(e as usize * esize), esize) };
        out.set(&idx, &decode_scalar(elem, bytes)).ok_or("bad index")?;
        let mut d = rank;
        loop {
            if d == 0 {
                return Ok(Value::MemRef(out));
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}
