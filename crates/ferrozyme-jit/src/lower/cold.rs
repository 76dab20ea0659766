//! Runtime calls on rarely taken paths inside loops (a record buffer's
//! growth in a while loop the reverse sweep instruments: `memref.alloc` and
//! `memref.dealloc` in an `scf.if` branch of a loop body), made through a
//! trampoline with Cranelift's `preserve_all` convention. A call in the
//! usual convention clobbers every float register (x86-64 keeps none across
//! calls), so the register allocator keeps the loop's float values on the
//! stack for every iteration, taken or not: Newton's while in reverse mode
//! ran its forward sweep twice as slowly for a branch it almost never took.
//! The trampoline (`__fz_cold_<helper>`, made once per module) saves what
//! the helper may clobber itself, and hands the helper's result back
//! through a stack slot (`preserve_all` calls return nothing).

use cranelift_codegen::ir::{
    types, AbiParam, InstBuilder, Signature, StackSlotData, StackSlotKind, Type as ClType, Value as ClValue,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{Linkage, Module as _};
use ferrozyme::exec::ExecError;
use ferrozyme::ir::{Module, OpId};

use super::{flags, FnLower, LResult};

/// Is `op` in a branch of an `scf.if` inside a loop (a path the loop may
/// take rarely)?
pub fn in_branch_of_loop(m: &Module, op: OpId) -> bool {
    let mut in_branch = false;
    let mut p = m.parent_op(op);
    while let Some(o) = p {
        match m.name(o).as_str() {
            "scf.if" | "scf.index_switch" => in_branch = true,
            "scf.for" | "scf.while" | "scf.parallel" if in_branch => return true,
            "func.func" | "llvm.func" => return false,
            _ => {}
        }
        p = m.parent_op(o);
    }
    false
}

impl FnLower<'_, '_> {
    /// `call_helper` through a `preserve_all` trampoline (at most one result).
    pub fn call_helper_cold(
        &mut self,
        name: &str,
        params: &[ClType],
        rets: &[ClType],
        args: &[ClValue],
    ) -> LResult<Vec<ClValue>> {
        if rets.len() > 1 {
            return self.call_helper(name, params, rets, args);
        }
        let tname = format!("__fz_cold_{name}");
        let tid = match self.cx.helpers.get(&tname) {
            Some(&id) => id,
            None => {
                let target = self.helper_id(name, params, rets)?;
                let mut tsig = Signature::new(CallConv::PreserveAll);
                tsig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
                if !rets.is_empty() {
                    tsig.params.push(AbiParam::new(types::I64));
                }
                let fail =
                    |e: &dyn std::fmt::Display| ExecError::new(format!("cannot make the trampoline {tname}: {e}"));
                let tid = self.jm.declare_function(&tname, Linkage::Local, &tsig).map_err(|e| fail(&e))?;
                let mut ctx = self.jm.make_context();
                ctx.func.signature = tsig;
                let mut fctx = FunctionBuilderContext::new();
                {
                    let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
                    let entry = b.create_block();
                    b.append_block_params_for_function_params(entry);
                    b.switch_to_block(entry);
                    b.seal_block(entry);
                    let ps = b.block_params(entry).to_vec();
                    let fr = self.jm.declare_func_in_func(target, b.func);
                    let call = b.ins().call(fr, &ps[..params.len()]);
                    if let Some(&r) = b.inst_results(call).to_vec().first() {
                        b.ins().store(flags(), r, ps[params.len()], 0);
                    }
                    b.ins().return_(&[]);
                    b.finalize(self.jm.target_config());
                }
                self.jm.define_function(tid, &mut ctx).map_err(|e| fail(&e))?;
                self.jm.clear_context(&mut ctx);
                self.cx.helpers.insert(tname, tid);
                tid
            }
        };
        let fr = self.func_ref(tid);
        let mut call_args = args.to_vec();
        let Some(&rt) = rets.first() else {
            self.b.ins().call(fr, &call_args);
            return Ok(Vec::new());
        };
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        let at = self.b.ins().stack_addr(types::I64, slot, 0);
        call_args.push(at);
        self.b.ins().call(fr, &call_args);
        Ok(vec![self.b.ins().load(rt, flags(), at, 0)])
    }
}
