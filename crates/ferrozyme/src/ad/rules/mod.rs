//! Derivative rules of elementwise ops, one table per dialect (`arith`,
//! `math`, `llvm`). Each op's rule is a list of partial derivatives, one per
//! operand (like Enzyme-MLIR's `MathDerivatives.td`: `sin x` → `cos x`); the
//! forward mode builds `Σ ∂ᵢ·dxᵢ` from it and the reverse mode `dxᵢ += ∂ᵢ·dr`,
//! so the two can never disagree. Ops that need more than partials (memory,
//! control flow, calls) are handled by the transformations themselves.

mod arith;
mod math;

use crate::ir::{Attribute, Builder, FastMath, OpSpec, Type, Value};

/// One partial derivative ∂result/∂operand.
#[derive(Copy, Clone, Debug)]
pub enum Partial {
    /// The operand does not influence the result (or is not differentiable).
    Zero,
    One,
    MinusOne,
    /// A value computed in the primal program (or next to it).
    Of(Value),
}

/// Builds the IR of partial derivatives for one op of float type `ty`
/// (scalar), with `fastmath<fast>` on what it emits, as Enzyme does.
pub struct Emit<'a, 'm> {
    pub b: &'a mut Builder<'m>,
    pub ty: Type,
}

impl Emit<'_, '_> {
    fn flags(&self) -> Attribute {
        Attribute::FastMath(FastMath(FastMath::FAST))
    }
    /// A unary or binary float op `name` of type `ty`.
    pub fn op(&mut self, name: &str, args: &[Value]) -> Value {
        let spec = OpSpec::new(name).operands(args).result(self.ty.clone());
        let spec = if name.starts_with("arith.") || name.starts_with("math.") {
            spec.attr("fastmath", self.flags())
        } else {
            spec
        };
        self.b.value(spec)
    }
    pub fn c(&mut self, v: f64) -> Value {
        self.b.const_float(v, self.ty.clone())
    }
    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.op("arith.addf", &[a, b])
    }
    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        self.op("arith.subf", &[a, b])
    }
    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.op("arith.mulf", &[a, b])
    }
    pub fn div(&mut self, a: Value, b: Value) -> Value {
        self.op("arith.divf", &[a, b])
    }
    pub fn neg(&mut self, a: Value) -> Value {
        self.op("arith.negf", &[a])
    }
    pub fn recip(&mut self, a: Value) -> Value {
        let one = self.c(1.0);
        self.div(one, a)
    }
    /// `a` when `cond`, else `b`.
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        self.b.value(OpSpec::new("arith.select").operands(&[cond, a, b]).result(self.ty.clone()))
    }
    /// `arith.cmpf` with predicate number `pred`.
    pub fn cmpf(&mut self, pred: &str, a: Value, b: Value) -> Value {
        let idx = crate::dialects::arith::CMPF_PREDICATES.iter().position(|p| *p == pred).unwrap_or(0);
        self.b.value(
            OpSpec::new("arith.cmpf")
                .operands(&[a, b])
                .attr("predicate", Attribute::i64(idx as i64))
                .result(Type::i1()),
        )
    }

    /// `Σ ∂ᵢ·dxᵢ` over the operands that have a tangent (forward mode).
    /// (`strong`: Enzyme's strong zero, a tangent of zero contributes zero
    /// whatever the partial: `0 * inf` and `0 * NaN` give 0.)
    pub fn tangent(&mut self, partials: &[Partial], tangents: &[Option<Value>], strong: bool) -> Option<Value> {
        let mut acc: Option<Value> = None;
        for (p, t) in partials.iter().zip(tangents) {
            let Some(t) = *t else { continue };
            let term = match p {
                Partial::Zero => continue,
                Partial::One => t,
                Partial::MinusOne => self.neg(t),
                Partial::Of(v) if strong => {
                    let prod = self.mul(t, *v);
                    let zero = self.c(0.0);
                    let none = self.cmpf("oeq", t, zero);
                    self.select(none, zero, prod)
                }
                Partial::Of(v) => self.mul(t, *v),
            };
            acc = Some(match acc {
                None => term,
                Some(a) => self.add(a, term),
            });
        }
        acc
    }
}

/// The partials of op `name` with `operands` and `result` (`None`: the op
/// has no partials rule).
pub type RuleFn = fn(&mut Emit<'_, '_>, &[Value], Value) -> Vec<Partial>;

/// The partials rule of an elementwise op, if it has one.
pub fn rule(name: &str) -> Option<RuleFn> {
    arith::rule(name).or_else(|| math::rule(name))
}

/// Ops whose result never carries a derivative (integer, comparison and
/// bookkeeping results) and that need no rule.
pub fn is_non_differentiable(name: &str) -> bool {
    arith::is_non_differentiable(name) || math::is_non_differentiable(name)
}
