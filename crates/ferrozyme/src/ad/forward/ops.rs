//! Tangents of individual ops: elementwise ops through the partials tables,
//! `select`, memory (loads and stores mirrored on shadow memory, shadow
//! allocations and views), calls (through a derived callee) and returns.

use super::{forward_derivative, FwdFn};
use crate::ad::activity::{callee_of, is_float, signature};
use crate::ad::c_memory;
use crate::ad::rules::{self, Emit};
use crate::ir::{Activity, Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Value};
use crate::syntax::Diagnostic;

/// Where ops emitted "after `op`" go.
pub fn after(m: &Module, op: OpId) -> InsertPoint {
    match m.next_op(op) {
        Some(n) => InsertPoint::Before(n),
        None => InsertPoint::End(m.op_parent(op).expect("op in a block")),
    }
}

use crate::ad::activity::VIEW_OPS as VIEWS;

impl FwdFn<'_> {
    /// Emit the tangent of one op (recursing into regions of control ops).
    pub fn op(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let name = m.name(op).as_str();
        if let Some(rule) = rules::rule(name) {
            return self.elementwise(m, op, rule);
        }
        match name {
            "arith.select" | "llvm.select" => self.select(m, op),
            "memref.load" | "llvm.load" => self.load(m, op),
            "memref.store" | "llvm.store" => self.store(m, op),
            // A fresh buffer's shadow is another; a null pointer's is null,
            // a zero's tangent zero (and an undefined value's undefined).
            "memref.alloc" | "memref.alloca" | "llvm.alloca" | "llvm.mlir.zero" | "llvm.mlir.undef"
            | "llvm.mlir.poison" => {
                self.clone_for_shadow(m, op, |_, _| None);
                Ok(())
            }
            // So is C heap memory's (a calloc's starts zeroed, as its tangent must).
            "llvm.call" if c_memory::is_alloc(m, op) => {
                self.clone_for_shadow(m, op, |_, _| None);
                Ok(())
            }
            "memref.dealloc" => {
                if let Some(sh) = self.tangents(m.operand(op, 0)) {
                    for s in sh {
                        let d = m.create_op(OpSpec::new("memref.dealloc").operands(&[s]));
                        m.insert_op_after(op, d);
                    }
                }
                Ok(())
            }
            "llvm.call" if c_memory::is_free(m, op) => {
                if let Some(sh) = self.tangents(m.operand(op, 0)) {
                    for s in sh {
                        let mut map = crate::ir::IrMap::new();
                        map.map_value(m.operand(op, 0), s);
                        let d = m.clone_op(op, &mut map);
                        m.insert_op_after(op, d);
                    }
                }
                Ok(())
            }
            // (A base buffer is a view of its memref's allocation.)
            _ if VIEWS.contains(&name) || name == "memref.extract_strided_metadata" => {
                if let Some(sh) = self.tangents(m.operand(op, 0)) {
                    self.clone_for_shadow(m, op, |lane, i| (i == 0).then(|| sh[lane]));
                }
                Ok(())
            }
            "memref.copy" | "llvm.intr.memcpy" | "llvm.intr.memmove" => self.copy(m, op),
            "llvm.intr.memset" => self.memset(m, op),
            // Markers with no effect on values (a stack position holds no
            // derivative; shadow allocas made since are released with the
            // primal ones, as they should be).
            "llvm.intr.lifetime.start"
            | "llvm.intr.stacksave"
            | "llvm.intr.stackrestore"
            | "llvm.intr.lifetime.end"
            | "llvm.intr.invariant.start"
            | "llvm.intr.invariant.end"
            | "llvm.intr.assume" => Ok(()),
            "memref.atomic_rmw" => self.atomic_rmw(m, op),
            "memref.get_global" | "llvm.mlir.addressof" => self.shadow_get_global(m, op),
            // An address made from a constant (the `0xdeadbeef` the LLVM
            // lowering of memref.get_global puts in a descriptor's
            // allocated-pointer field, never dereferenced; reader-32): its
            // shadow is null, so a use as active memory faults instead of
            // reaching the primal's memory.
            "llvm.inttoptr"
                if self.active(m, m.result(op, 0))
                    && m.defining_op(m.operand(op, 0))
                        .is_some_and(|d| m.is(d, "llvm.mlir.constant") || m.is(d, "arith.constant")) =>
            {
                let ty = m.value_type(m.result(op, 0)).clone();
                let mut b = Builder::new(m, after(m, op));
                let lanes =
                    (0..self.width).map(|_| b.value(OpSpec::new("llvm.mlir.zero").result(ty.clone()))).collect();
                self.tan.insert(m.result(op, 0), lanes);
                Ok(())
            }
            "func.call" | "llvm.call" | "func.call_indirect" => self.call(m, op),
            "func.return" => self.ret(m, op),
            "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.parallel"
            | "memref.alloca_scope" => self.control(m, op),
            "cf.br" | "cf.cond_br" | "cf.switch" | "llvm.br" | "llvm.cond_br" | "llvm.switch" => {
                self.branch(m, op);
                Ok(())
            }
            // Terminators of structured regions: their parent appends the tangents.
            "scf.yield" | "scf.condition" | "scf.reduce" | "scf.reduce.return" | "memref.alloca_scope.return" => Ok(()),
            "enzyme.ignore_derivatives" => Ok(()),
            _ => {
                // Fine when nothing it produces needs a tangent and it does
                // not write active memory behind the analysis' back.
                let result_active = m.results(op).iter().any(|&v| self.active(m, v));
                let writes = crate::dialects::traits(m, op).has(crate::dialects::Traits::MEM_WRITE)
                    && m.operands(op).iter().any(|&v| self.active(m, v));
                // A varied float turned into something that is not an
                // integer (a struct, a vector...): its derivative would be lost.
                let consumes = m.results(op).iter().any(|&r| !m.value_type(r).is_int_or_index())
                    && m.operands(op).iter().any(|&v| is_float(m.value_type(v)) && self.active(m, v));
                if rules::is_non_differentiable(name) || (!result_active && !writes && !consumes) {
                    return Ok(());
                }
                Err(Self::error(
                    m,
                    op,
                    format!("cannot differentiate '{name}' in forward mode: no derivative rule for this op"),
                ))
            }
        }
    }

    fn elementwise(&mut self, m: &mut Module, op: OpId, rule: rules::RuleFn) -> Result<(), Diagnostic> {
        let Some(&r) = m.results(op).first() else { return Ok(()) };
        if !self.active(m, r) {
            return Ok(());
        }
        let operands = m.operands(op).to_vec();
        let ty = m.value_type(r).clone();
        let name = m.name(op).as_str();
        let ip = after(m, op);
        // Float-to-float casts convert the tangent the same way.
        if matches!(name, "arith.extf" | "arith.truncf" | "llvm.fpext" | "llvm.fptrunc") {
            let t = self.tangents_or_zero(m, operands[0], op);
            let mut b = Builder::new(m, ip);
            let lanes = t.iter().map(|&x| b.value(OpSpec::new(name).operands(&[x]).result(ty.clone()))).collect();
            self.tan.insert(r, lanes);
            return Ok(());
        }
        let lane_tangents: Vec<Option<Vec<Value>>> = operands.iter().map(|&v| self.tangents(v)).collect();
        let mut b = Builder::new(m, ip);
        let mut e = Emit { b: &mut b, ty: ty.clone() };
        let partials = rule(&mut e, &operands, r);
        let mut lanes = Vec::with_capacity(self.width);
        for l in 0..self.width {
            let ts: Vec<Option<Value>> = lane_tangents.iter().map(|t| t.as_ref().map(|v| v[l])).collect();
            let t = match e.tangent(&partials, &ts, self.cache.strong_zero) {
                Some(t) => t,
                None => e.c(0.0),
            };
            lanes.push(t);
        }
        self.tan.insert(r, lanes);
        Ok(())
    }

    fn select(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let (c, a, b) = (m.operand(op, 0), m.operand(op, 1), m.operand(op, 2));
        let ta = self.tangents_or_zero(m, a, op);
        let tb = self.tangents_or_zero(m, b, op);
        let ty = m.value_type(r).clone();
        let name = m.name(op).as_str();
        let mut bl = Builder::new(m, after(m, op));
        let lanes = (0..self.width)
            .map(|l| bl.value(OpSpec::new(name).operands(&[c, ta[l], tb[l]]).result(ty.clone())))
            .collect();
        self.tan.insert(r, lanes);
        Ok(())
    }

    /// Re-create `op` once per lane with operands substituted by `subst(lane,
    /// operand index)`, mapping its results to the copies (shadow memory).
    /// The tangents of an active `memref.get_global` or
    /// `llvm.mlir.addressof`: one shadow global per lane.
    fn shadow_get_global(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let mut lanes = Vec::new();
        let mut anchor = op;
        for l in 0..self.width {
            let Some(g) = crate::ad::globals::shadow_access(m, &mut self.cache.shadow_globals, op, l) else {
                let why = crate::ad::devirtualize::refusal(m, op, "forward mode").unwrap_or_else(|| {
                    "forward mode through an active global that does not hold floats (or arrays of them) is not supported"
                        .into()
                });
                return Err(Self::error(m, op, why));
            };
            m.insert_op_after(anchor, g);
            anchor = g;
            lanes.push(m.result(g, 0));
        }
        self.tan.insert(r, lanes);
        Ok(())
    }

    fn clone_for_shadow(&mut self, m: &mut Module, op: OpId, subst: impl Fn(usize, usize) -> Option<Value>) {
        let results = m.results(op).to_vec();
        if !results.iter().any(|&r| self.active(m, r)) {
            return;
        }
        let mut lanes: Vec<Vec<Value>> = vec![Vec::new(); results.len()];
        let mut anchor = op;
        for l in 0..self.width {
            let mut map = crate::ir::IrMap::new();
            for (i, &v) in m.operands(op).to_vec().iter().enumerate() {
                if let Some(s) = subst(l, i) {
                    map.map_value(v, s);
                }
            }
            let c = m.clone_op(op, &mut map);
            m.insert_op_after(anchor, c);
            anchor = c;
            for (i, &r) in m.results(c).to_vec().iter().enumerate() {
                lanes[i].push(r);
            }
        }
        for (r, l) in results.into_iter().zip(lanes) {
            self.tan.insert(r, l);
        }
    }

    fn load(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let Some(sh) = self.tangents(m.operand(op, 0)) else {
            return Err(self.no_shadow(m, op, m.operand(op, 0)));
        };
        self.clone_for_shadow(m, op, |l, i| (i == 0).then(|| sh[l]));
        Ok(())
    }

    /// The shadow store goes before the primal one; storing a value without
    /// a tangent into active memory stores zeros (the old derivative must not
    /// survive the overwrite).
    fn store(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let (v, mem) = (m.operand(op, 0), m.operand(op, 1));
        if !self.active(m, mem) {
            return Ok(());
        }
        let Some(sh) = self.tangents(mem) else {
            return Err(self.no_shadow(m, op, mem));
        };
        // Store `op` again per lane, of `tv` into the shadow.
        let shadow_stores = |m: &mut Module, tv: &[Value]| {
            for (&t, &s) in tv.iter().zip(&sh) {
                let mut map = crate::ir::IrMap::new();
                map.map_value(v, t);
                map.map_value(mem, s);
                let c = m.clone_op(op, &mut map);
                m.insert_op_before(op, c);
            }
        };
        if !is_float(m.value_type(v)) {
            // A pointer stored into memory with a shadow: its shadow goes
            // to the same place of the shadow memory (as Enzyme does), so
            // a load of it there gives the shadow back. (One without a
            // shadow points to memory without derivatives: nothing.)
            if m.value_type(v).is_llvm_ptr() && m.is(op, "llvm.store") {
                match self.tangents(v) {
                    Some(tv) => shadow_stores(m, &tv),
                    None if self.active(m, v) => return Err(self.no_shadow(m, op, v)),
                    None => {}
                }
                return Ok(());
            }
            if m.value_type(v).is_llvm_ptr() || m.value_type(v).is_memref_like() {
                return Err(Self::error(
                    m,
                    op,
                    "storing pointers into active memory is not supported in forward mode yet",
                ));
            }
            return Ok(());
        }
        let tv = self.tangents_or_zero(m, v, op);
        shadow_stores(m, &tv);
        Ok(())
    }

    fn copy(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let (src, dst) = if m.is(op, "memref.copy") {
            (m.operand(op, 0), m.operand(op, 1))
        } else {
            (m.operand(op, 1), m.operand(op, 0))
        };
        if !self.active(m, dst) {
            return Ok(());
        }
        let Some(ds) = self.tangents(dst) else { return Err(self.no_shadow(m, op, dst)) };
        let Some(ss) = self.tangents(src) else {
            // Constant data copied in: the copied part's tangent is zero.
            for &d in &ds {
                self.zero_like_copy(m, op, d)?;
            }
            return Ok(());
        };
        for l in 0..self.width {
            let mut map = crate::ir::IrMap::new();
            map.map_value(src, ss[l]);
            map.map_value(dst, ds[l]);
            let c = m.clone_op(op, &mut map);
            m.insert_op_before(op, c);
        }
        Ok(())
    }

    /// Zero the part of shadow `d` that copy `op` (of constant data) writes.
    fn zero_like_copy(&mut self, m: &mut Module, op: OpId, d: Value) -> Result<(), Diagnostic> {
        let ip = InsertPoint::Before(op);
        if m.is(op, "memref.copy") {
            return crate::ad::reverse::zero_fill(m, ip, d);
        }
        let len = m.operand(op, 2);
        let mut b = Builder::new(m, ip);
        let z = b.const_int(0, crate::ir::Type::int(8));
        b.create(OpSpec::new("llvm.intr.memset").operands(&[d, z, len]).attr("isVolatile", Attribute::Bool(false)));
        Ok(())
    }

    /// `memset` of active memory: the set bytes hold constants, so the
    /// same bytes of each shadow become zero.
    fn memset(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let dst = m.operand(op, 0);
        if !self.active(m, dst) {
            return Ok(());
        }
        let Some(ds) = self.tangents(dst) else { return Err(self.no_shadow(m, op, dst)) };
        for d in ds {
            self.zero_like_copy(m, op, d)?;
        }
        Ok(())
    }

    fn atomic_rmw(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let mem = m.operand(op, 1);
        if !self.active(m, mem) && !self.active(m, m.result(op, 0)) {
            return Ok(());
        }
        let kind = m.attr(op, "kind").and_then(Attribute::as_int).unwrap_or(-1);
        if kind != 0 {
            return Err(Self::error(m, op, "forward mode supports only 'addf' atomic updates of active memory"));
        }
        let Some(sh) = self.tangents(mem) else {
            return Err(self.no_shadow(m, op, mem));
        };
        let v = m.operand(op, 0);
        let tv = self.tangents_or_zero(m, v, op);
        let mut lanes = Vec::new();
        let mut anchor = op;
        for l in 0..self.width {
            let mut map = crate::ir::IrMap::new();
            map.map_value(v, tv[l]);
            map.map_value(mem, sh[l]);
            let c = m.clone_op(op, &mut map);
            m.insert_op_after(anchor, c);
            anchor = c;
            lanes.push(m.result(c, 0));
        }
        self.tan.insert(m.result(op, 0), lanes);
        Ok(())
    }

    /// Active memory reached through a pointer whose shadow is not known.
    fn no_shadow(&self, m: &Module, op: OpId, mem: Value) -> Diagnostic {
        Self::error(
            m,
            op,
            format!(
                "cannot differentiate this access in forward mode: the memory may hold derivatives, but the \
                 shadow of its address ({}) is not known",
                crate::ad::activity::describe(m, mem)
            ),
        )
    }

    /// A call: derive the callee for this call site (`dup` for arguments
    /// with a tangent or shadow, `dup` for varied results) and call it.
    /// Does function `f`, or a function it calls, name a global that holds
    /// derivatives? (`seen`: functions already looked at.)
    fn touches_active_global(&self, m: &Module, f: OpId, seen: &mut crate::hash::HashSet<OpId>) -> bool {
        if !seen.insert(f) || super::super::activity::body(m, f).is_none() || self.cache.is_native(f) {
            return false;
        }
        m.collect_ops(f).into_iter().any(|o| match m.name(o).as_str() {
            "memref.get_global" | "llvm.mlir.addressof" => {
                let attr = if m.is(o, "memref.get_global") { "name" } else { "global_name" };
                m.attr(o, attr)
                    .and_then(crate::ir::Attribute::as_flat_symbol)
                    .and_then(|s| m.lookup_symbol(s))
                    .is_some_and(|g| self.cache.analyzer.active_globals.contains(&g))
            }
            "func.call" | "llvm.call" => callee_of(m, o).is_some_and(|c| self.touches_active_global(m, c, seen)),
            _ => false,
        })
    }

    fn call(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        if callee_of(m, op).is_some_and(|c| self.cache.is_native(c)) {
            return Ok(());
        }
        let operands = m.operands(op).to_vec();
        let results = m.results(op).to_vec();
        let arg_active: Vec<bool> = operands.iter().map(|&v| self.tan.contains_key(&v)).collect();
        let res_active: Vec<bool> = results.iter().map(|&r| self.active(m, r)).collect();
        // (A callee storing into a global that holds derivatives changes its
        // tangents even with no active operand: reader-29.)
        let globals = callee_of(m, op).is_some_and(|c| self.touches_active_global(m, c, &mut Default::default()));
        if !arg_active.iter().any(|&a| a) && !res_active.iter().any(|&a| a) && !globals {
            return Ok(());
        }
        let Some(callee) = callee_of(m, op) else {
            return Err(Self::error(
                m,
                op,
                "cannot differentiate an indirect call or a call to an unknown function in forward mode",
            ));
        };
        if super::super::activity::body(m, callee).is_none() {
            return Err(Self::error(
                m,
                op,
                format!("cannot differentiate a call to @{}: it has no body", m.symbol_name(callee).unwrap_or("?")),
            ));
        }
        let args: Vec<Activity> = arg_active.iter().map(|&a| if a { Activity::Dup } else { Activity::Const }).collect();
        let rets: Vec<Activity> = res_active.iter().map(|&a| if a { Activity::Dup } else { Activity::Const }).collect();
        let name = forward_derivative(m, self.cache, callee, &args, &rets, self.width).map_err(|mut d| {
            let site = Diagnostic::for_op(m, op, "");
            d.message =
                format!("{} (while differentiating the call at {}:{}:{})", d.message, site.file, site.line, site.col);
            d
        })?;
        let mut new_args = Vec::new();
        for (&v, &a) in operands.iter().zip(&arg_active) {
            new_args.push(v);
            if a {
                new_args.extend(self.tan[&v].clone());
            }
        }
        let (_, outs) = signature(m, callee);
        let mut new_types = Vec::new();
        for (t, &a) in outs.iter().zip(&res_active) {
            new_types.push(t.clone());
            if a {
                new_types.extend(std::iter::repeat_n(t.clone(), self.width));
            }
        }
        // Derivatives are func.func (of llvm.func callees too): called with func.call.
        let opname = "func.call";
        let mut spec =
            OpSpec::new(opname).operands(&new_args).results(&new_types).attr("callee", Attribute::symbol(name));
        spec.pos = m.op(op).pos;
        spec.loc = m.op(op).loc.clone();
        let new = m.create_op(spec);
        m.insert_op_before(op, new);
        let mut k = 0;
        for (&r, &a) in results.iter().zip(&res_active) {
            let nr = m.result(new, k);
            m.replace_all_uses(r, nr);
            k += 1;
            if a {
                let lanes = (0..self.width).map(|l| m.result(new, k + l)).collect();
                self.tan.insert(nr, lanes);
                k += self.width;
            }
            // The analysis knew the old result; the new one inherits it.
            if self.act.varied.contains(&r) {
                self.act.varied.insert(nr);
            }
            if let Some(o) = self.act.origins.get(&r).copied() {
                self.act.origins.insert(nr, o);
            }
        }
        m.erase_op(op);
        Ok(())
    }

    /// `func.return` of the derivative: primal and tangents per result activity.
    fn ret(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        if m.parent_op(op) != Some(self.func) {
            return Ok(());
        }
        let vals = m.operands(op).to_vec();
        let mut out = Vec::new();
        for (i, &v) in vals.iter().enumerate() {
            let a = self.rets.get(i).copied().unwrap_or(Activity::Const);
            // Returned memory: its shadow, which only active memory has.
            if a != Activity::Const && !is_float(m.value_type(v)) && !self.tan.contains_key(&v) {
                return Err(Self::error(
                    m,
                    op,
                    format!(
                        "cannot return a shadow for result #{i}: this memory carries no derivative here and is \
                         not an allocation of this function (returning a const argument's memory, or memory of \
                         unknown origin, that only the caller makes active is not supported yet)"
                    ),
                ));
            }
            match a {
                Activity::Dup => {
                    out.push(v);
                    out.extend(self.tangents_or_zero(m, v, op));
                }
                Activity::DupNoNeed => out.extend(self.tangents_or_zero(m, v, op)),
                Activity::Const => out.push(v),
                _ => {}
            }
        }
        m.set_plain_operands(op, &out);
        Ok(())
    }
}
