//! The `affine` ops as the `arith`, `scf` and `memref` ops they mean, as
//! `mlir-opt --lower-affine` lowers them, so that the engines run them and
//! the AD transformations differentiate them with no affine-specific code:
//! a map's results are `arith` arithmetic on `index` values (`floordiv`,
//! `ceildiv` and `mod` by MLIR's formulas: a signed division or remainder
//! and selects), `affine.min`/`max` as `arith.minsi`/`maxsi` chains,
//! `affine.load`/`store` as `memref.load`/`store`, `affine.for` as `scf.for`
//! from the largest lower bound to the smallest upper bound, `affine.if` as
//! `scf.if` on the conjunction of its constraints. The new ops keep the
//! location of the op they replace. Ops whose attributes do not read (a
//! module that was not verified) are left alone.

use crate::dialects::affine::map::{Expr, Map, Strong};
use crate::dialects::affine::{condition, for_parts, map_attr};
use crate::ir::{Attribute, Module, OpId, OpSpec, Type, Value};

/// The affine ops of `m`, inner ones first.
fn affine_ops(m: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        m.walk_post(f, &mut |o| {
            if m.name(o).as_str().starts_with("affine.") && !m.is(o, "affine.yield") {
                out.push(o);
            }
        });
    }
    out
}

/// Does `m` hold an affine op?
pub fn has_any(m: &Module) -> bool {
    !affine_ops(m).is_empty()
}

/// Replace every `affine` op of `m` by what it computes.
pub fn rewrite(m: &mut Module) {
    for op in affine_ops(m) {
        let name = m.name(op);
        let _ = match name.as_str() {
            "affine.apply" | "affine.min" | "affine.max" => lower_apply(m, op),
            "affine.load" | "affine.store" => lower_access(m, op),
            "affine.for" => lower_for(m, op),
            "affine.if" => lower_if(m, op),
            _ => None,
        };
    }
}

/// Creates ops before `at`, with its location.
struct At<'m> {
    m: &'m mut Module,
    at: OpId,
}

impl At<'_> {
    fn create(&mut self, mut spec: OpSpec) -> OpId {
        spec.pos = self.m.op(self.at).pos;
        spec.loc = self.m.op(self.at).loc.clone();
        let o = self.m.create_op(spec);
        self.m.insert_op_before(self.at, o);
        o
    }
    fn value(&mut self, spec: OpSpec) -> Value {
        let o = self.create(spec);
        self.m.result(o, 0)
    }
    fn constant(&mut self, c: i64) -> Value {
        self.value(
            OpSpec::new("arith.constant").attr("value", Attribute::int(c as i128, Type::Index)).result(Type::Index),
        )
    }
    fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        self.value(OpSpec::new(name).operands(&[a, b]).result(Type::Index))
    }
    fn cmpi(&mut self, predicate: i128, a: Value, b: Value) -> Value {
        self.value(
            OpSpec::new("arith.cmpi")
                .operands(&[a, b])
                .attr("predicate", Attribute::Integer { value: predicate, ty: Type::i64() })
                .result(Type::i1()),
        )
    }

    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.value(OpSpec::new("arith.select").operands(&[c, a, b]).result(Type::Index))
    }

    /// `e` over `ops` (the map's dims, then its symbols).
    fn expr(&mut self, e: &Expr, ops: &[Value], dims: usize) -> Value {
        match e {
            Expr::Dim(i) => ops[*i],
            Expr::Sym(i) => ops[dims + *i],
            Expr::Const(c) => self.constant(*c),
            Expr::Add(a, b) => {
                let x = self.expr(a, ops, dims);
                // `a - b` (MLIR's `a + b * -1`) as a subtraction.
                if let Expr::Mul(y, c) = &**b {
                    if **c == Expr::Const(-1) {
                        let y = self.expr(y, ops, dims);
                        return self.binary("arith.subi", x, y);
                    }
                }
                let y = self.expr(b, ops, dims);
                self.binary("arith.addi", x, y)
            }
            e => {
                let (op, a, b) = e.strong().expect("a binary expression");
                let (x, y) = (self.expr(a, ops, dims), self.expr(b, ops, dims));
                // MLIR's formulas (which assume a positive divisor; with a
                // negative symbol they are what --lower-affine computes).
                match op {
                    Strong::Mul => self.binary("arith.muli", x, y),
                    Strong::FloorDiv => {
                        // x < 0 ? -1 - (-1 - x) / y : x / y
                        let (zero, m1) = (self.constant(0), self.constant(-1));
                        let neg = self.cmpi(2, x, zero);
                        let flipped = self.binary("arith.subi", m1, x);
                        let num = self.select(neg, flipped, x);
                        let q = self.binary("arith.divsi", num, y);
                        let fq = self.binary("arith.subi", m1, q);
                        self.select(neg, fq, q)
                    }
                    Strong::CeilDiv => {
                        // x <= 0 ? -(-x / y) : (x - 1) / y + 1
                        let (zero, one) = (self.constant(0), self.constant(1));
                        let nonpos = self.cmpi(3, x, zero);
                        let negx = self.binary("arith.subi", zero, x);
                        let dec = self.binary("arith.subi", x, one);
                        let num = self.select(nonpos, negx, dec);
                        let q = self.binary("arith.divsi", num, y);
                        let nq = self.binary("arith.subi", zero, q);
                        let iq = self.binary("arith.addi", q, one);
                        self.select(nonpos, nq, iq)
                    }
                    Strong::Mod => {
                        // The remainder of floordiv: r + y where r < 0.
                        let r = self.binary("arith.remsi", x, y);
                        let zero = self.constant(0);
                        let neg = self.cmpi(2, r, zero);
                        let up = self.binary("arith.addi", r, y);
                        self.select(neg, up, r)
                    }
                }
            }
        }
    }

    /// Every result of `map` over `ops`.
    fn results(&mut self, map: &Map, ops: &[Value]) -> Vec<Value> {
        map.results.iter().map(|e| self.expr(e, ops, map.dims)).collect()
    }

    /// The results of `map` over `ops` folded with `fold` (`arith.maxsi`...).
    fn folded(&mut self, map: &Map, ops: &[Value], fold: &str) -> Option<Value> {
        let vs = self.results(map, ops);
        let (&first, rest) = vs.split_first()?;
        Some(rest.iter().fold(first, |acc, &v| self.binary(fold, acc, v)))
    }
}

fn lower_apply(m: &mut Module, op: OpId) -> Option<()> {
    let map = map_attr(m, op, "map").ok()?;
    let ops = m.operands(op).to_vec();
    let fold = if m.is(op, "affine.max") { "arith.maxsi" } else { "arith.minsi" };
    let v = At { m, at: op }.folded(&map, &ops, fold)?;
    m.replace_op(op, &[v]);
    Some(())
}

fn lower_access(m: &mut Module, op: OpId) -> Option<()> {
    let map = map_attr(m, op, "map").ok()?;
    let store = m.is(op, "affine.store");
    let all = m.operands(op).to_vec();
    let (head, ops) = all.split_at(if store { 2 } else { 1 });
    let mut at = At { m, at: op };
    let mut operands = head.to_vec();
    operands.extend(at.results(&map, ops));
    let mut spec = OpSpec::new(if store { "memref.store" } else { "memref.load" }).operands(&operands);
    spec.attrs = at.m.op(op).attrs.clone();
    spec.attrs.remove("map");
    if !store {
        spec = spec.result(at.m.value_type(at.m.result(op, 0)).clone());
    }
    let new = at.create(spec);
    let results = m.results(new).to_vec();
    m.replace_op(op, &results);
    Some(())
}

/// Replace the `affine.yield` ending each block of `op`'s regions by an
/// `scf.yield` of the same values.
fn yields_to_scf(m: &mut Module, op: OpId) {
    for r in m.regions(op).to_vec() {
        for b in m.blocks(r).to_vec() {
            if let Some(t) = m.last_op(b).filter(|&t| m.is(t, "affine.yield")) {
                let spec = OpSpec::new("scf.yield").operands(m.operands(t));
                At { m, at: t }.create(spec);
                m.erase_op(t);
            }
        }
    }
}

/// Move the regions of `from` into the new op `to` (same count) and
/// replace `from` by it.
fn replace_with_regions(m: &mut Module, from: OpId, to: OpId) {
    for i in 0..m.regions(from).len() {
        let (a, b) = (m.region(from, i), m.region(to, i));
        m.take_region_blocks(a, b);
    }
    let results = m.results(to).to_vec();
    m.replace_op(from, &results);
}

fn lower_for(m: &mut Module, op: OpId) -> Option<()> {
    let parts = for_parts(m, op).ok()?;
    let mut at = At { m, at: op };
    let lb = at.folded(&parts.lb.0, &parts.lb.1, "arith.maxsi")?;
    let ub = at.folded(&parts.ub.0, &parts.ub.1, "arith.minsi")?;
    let step = at.constant(parts.step);
    let mut operands = vec![lb, ub, step];
    operands.extend(&parts.inits);
    let types: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    let mut spec = OpSpec::new("scf.for").operands(&operands).results(&types).regions(1);
    spec.attrs = m.op(op).attrs.clone();
    for a in ["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"] {
        spec.attrs.remove(a);
    }
    let new = At { m, at: op }.create(spec);
    yields_to_scf(m, op);
    replace_with_regions(m, op, new);
    Some(())
}

fn lower_if(m: &mut Module, op: OpId) -> Option<()> {
    let set = condition(m, op).ok()?;
    let ops = m.operands(op).to_vec();
    let mut at = At { m, at: op };
    let mut cond: Option<Value> = None;
    for c in &set.constraints {
        let v = at.expr(&c.expr, &ops, set.dims);
        let zero = at.constant(0);
        // eq, or sge.
        let holds = at.cmpi(if c.eq { 0 } else { 5 }, v, zero);
        cond = Some(match cond {
            None => holds,
            Some(all) => at.value(OpSpec::new("arith.andi").operands(&[all, holds]).result(Type::i1())),
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => at.value(OpSpec::new("arith.constant").attr("value", Attribute::int(1, Type::i1())).result(Type::i1())),
    };
    let types: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    let mut spec = OpSpec::new("scf.if").operands(&[cond]).results(&types).regions(2);
    spec.attrs = m.op(op).attrs.clone();
    spec.attrs.remove("condition");
    let new = At { m, at: op }.create(spec);
    yields_to_scf(m, op);
    replace_with_regions(m, op, new);
    Some(())
}
