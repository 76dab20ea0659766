//! The LLVM dialect's memory ops: `llvm.load`/`store` of scalars, structs
//! and arrays, `alloca`, `getelementptr`, `addressof`, and the memcpy /
//! memmove / memset intrinsics. In checked mode every pointer access is
//! checked for null, alignment and liveness.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value as ClValue};
use cranelift_module::Module as _;
use ferrozyme::exec::layout::{size_align, struct_layout};
use ferrozyme::ir::{Attribute, OpId, Type};

use super::{flags, FnLower, LResult, SiteKind};

use ferrozyme::dialects::llvm::GEP_DYNAMIC;

impl FnLower<'_, '_> {
    /// Checked mode: non-null, aligned, live pointer access.
    fn check_ptr(&mut self, op: OpId, addr: ClValue, t: &Type, store: bool) -> LResult<()> {
        if !self.cx.checked {
            return Ok(());
        }
        let (size, align) = size_align(t).unwrap_or((1, 1));
        let null = self.b.ins().icmp_imm_s(IntCC::Equal, addr, 0);
        self.check(op, null, SiteKind::NullPointer { store }, &[addr])?;
        if align > 1 {
            let low = self.b.ins().band_imm_s(addr, align as i64 - 1);
            let mis = self.b.ins().icmp_imm_s(IntCC::NotEqual, low, 0);
            let a = self.iconst(align as i64);
            self.check(op, mis, SiteKind::Misaligned, &[addr, a])?;
        }
        self.check_access(op, addr, size as i64)?;
        if store {
            self.check_write(op, addr, size as i64)?;
        }
        Ok(())
    }

    pub fn lower_llvm_memory(&mut self, op: OpId) -> LResult<bool> {
        let m = self.m();
        match m.name(op).as_str() {
            "llvm.load" => {
                let t = m.value_type(m.result(op, 0)).clone();
                let addr = self.operand(op, 0)?;
                self.check_ptr(op, addr, &t, false)?;
                let parts = self.flat_layout(op, &t)?;
                let vals: Vec<ClValue> =
                    parts.iter().map(|&(off, ty)| self.b.ins().load(ty, flags(), addr, off as i32)).collect();
                self.set(m.result(op, 0), vals);
            }
            "llvm.store" => {
                let t = m.value_type(m.operand(op, 0)).clone();
                let addr = self.operand(op, 1)?;
                self.check_ptr(op, addr, &t, true)?;
                let parts = self.flat_layout(op, &t)?;
                let vals = self.get(m.operand(op, 0));
                for (&(off, _), &v) in parts.iter().zip(&vals) {
                    self.b.ins().store(flags(), v, addr, off as i32);
                }
            }
            "llvm.alloca" => {
                let et = m.attr(op, "elem_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::int(8));
                let (size, _) = size_align(&et).ok_or_else(|| self.err(op, format!("cannot allocate '{et}'")))?;
                let n = self.operand(op, 0)?;
                let n = self.to_i64(n);
                let bytes = self.b.ins().imul_imm_s(n, size as i64);
                let p = self.alloc_call(op, bytes, true)?;
                self.set_result(op, p);
            }
            "llvm.getelementptr" => {
                let base = self.operand(op, 0)?;
                let raw = self.static_list(op, "rawConstantIndices")?;
                let mut ty = m.attr(op, "elem_type").and_then(Attribute::as_type).cloned().unwrap_or(Type::int(8));
                let mut dynamic = m.operands(op)[1..].iter();
                let mut addr = base;
                for (k, &r) in raw.iter().enumerate() {
                    let (idx_val, idx_const) = if r == GEP_DYNAMIC {
                        let v = dynamic
                            .next()
                            .map(|&v| self.get(v)[0])
                            .ok_or_else(|| self.err(op, "lacks a dynamic index"))?;
                        (Some(self.to_i64(v)), None)
                    } else {
                        (None, Some(r as i64))
                    };
                    let scale_of = |t: &Type| size_align(t).map(|(s, a)| (s.div_ceil(a) * a) as i64);
                    let step = if k == 0 {
                        scale_of(&ty).ok_or_else(|| self.err(op, format!("cannot index '{ty}'")))?
                    } else {
                        match ty.clone() {
                            Type::LlvmStruct(s) => {
                                let f = idx_const.ok_or_else(|| self.err(op, "struct fields need constant indices"))?;
                                let l = struct_layout(&s).ok_or_else(|| self.err(op, "has an opaque struct"))?;
                                let off = *l
                                    .offsets
                                    .get(f as usize)
                                    .ok_or_else(|| self.err(op, "has a field index out of range"))?;
                                addr = self.b.ins().iadd_imm_s(addr, off as i64);
                                ty = s.body.as_ref().and_then(|b| b.get(f as usize)).cloned().unwrap_or(Type::int(8));
                                continue;
                            }
                            Type::LlvmArray { elem, .. } => {
                                ty = *elem;
                                scale_of(&ty).ok_or_else(|| self.err(op, format!("cannot index '{ty}'")))?
                            }
                            t => return Err(self.err(op, format!("cannot index into '{t}'"))),
                        }
                    };
                    addr = match (idx_val, idx_const) {
                        (Some(v), _) => {
                            let off = self.b.ins().imul_imm_s(v, step);
                            self.b.ins().iadd(addr, off)
                        }
                        (None, Some(c)) => self.b.ins().iadd_imm_s(addr, c * step),
                        _ => addr,
                    };
                }
                self.set_result(op, addr);
            }
            "llvm.mlir.addressof" => {
                let sym = m.attr(op, "global_name").and_then(Attribute::as_flat_symbol).unwrap_or("").to_string();
                let p = if let Some(&id) = self.cx.globals.get(&sym) {
                    let gv = self.jm.declare_data_in_func(id, self.b.func);
                    self.b.ins().symbol_value(types::I64, gv)
                } else if let Some((id, _, _)) = self.cx.funcs.get(&sym).cloned() {
                    let fr = self.func_ref(id);
                    self.b.ins().func_addr(types::I64, fr)
                } else {
                    return Err(self.err(op, format!("@{sym} is not a compiled global or function")));
                };
                self.set_result(op, p);
            }
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => {
                let (d, s, n) = (self.operand(op, 0)?, self.operand(op, 1)?, self.operand(op, 2)?);
                let n = self.to_i64(n);
                // (Checked mode: both ranges live, the target writable.)
                self.check_range(op, d, n, true)?;
                if m.name(op).as_str() != "llvm.intr.memset" {
                    self.check_range(op, s, n, false)?;
                }
                let cfg = self.jm.target_config();
                match m.name(op).as_str() {
                    "llvm.intr.memcpy" => self.b.call_memcpy(cfg, d, s, n),
                    "llvm.intr.memmove" => self.b.call_memmove(cfg, d, s, n),
                    _ => {
                        let st = self.b.func.dfg.value_type(s);
                        // call_memset widens the byte itself.
                        let byte = if st.bits() == 8 { s } else { self.b.ins().ireduce(types::I8, s) };
                        self.b.call_memset(cfg, d, byte, n)
                    }
                }
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
