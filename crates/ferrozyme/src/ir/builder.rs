//! The builder: an insertion point plus helpers to create operations there.
//! This is how Rust code (and the AD passes) builds IR without text:
//!
//! ```
//! use ferrozyme::ir::{Builder, Module, OpSpec, Type, Attribute};
//! let mut m = Module::new();
//! let mut b = Builder::at_end(&mut m, Module::new().body());
//! # let _ = &mut b;
//! ```

use super::{Attribute, BlockId, Module, OpId, OpSpec, RegionId, Type, Value};

/// Where new operations go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Before an operation.
    Before(OpId),
    /// At the start of a block.
    Start(BlockId),
}

/// Creates operations at an insertion point of a module.
pub struct Builder<'m> {
    pub m: &'m mut Module,
    pub ip: InsertPoint,
}

impl<'m> Builder<'m> {
    pub fn new(m: &'m mut Module, ip: InsertPoint) -> Self {
        Builder { m, ip }
    }
    pub fn at_end(m: &'m mut Module, block: BlockId) -> Self {
        Builder { m, ip: InsertPoint::End(block) }
    }
    pub fn before(m: &'m mut Module, op: OpId) -> Self {
        Builder { m, ip: InsertPoint::Before(op) }
    }
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = ip;
    }

    /// Insert an already created (detached) operation at the insertion point.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.ip {
            InsertPoint::End(b) => self.m.append_op(b, op),
            InsertPoint::Before(a) => self.m.insert_op_before(a, op),
            InsertPoint::Start(b) => {
                self.m.prepend_op(b, op);
                // Later operations go after this one, keeping program order.
                self.ip = match self.m.next_op(op) {
                    Some(n) => InsertPoint::Before(n),
                    None => InsertPoint::End(b),
                };
            }
        }
        op
    }

    /// Create and insert an operation.
    pub fn create(&mut self, spec: OpSpec) -> OpId {
        let op = self.m.create_op(spec);
        self.insert(op)
    }

    /// Create and insert a single-result operation and return its result.
    pub fn value(&mut self, spec: OpSpec) -> Value {
        let op = self.create(spec);
        self.m.result(op, 0)
    }

    /// `arith.constant` of a float.
    pub fn const_float(&mut self, v: f64, ty: Type) -> Value {
        self.value(OpSpec::new("arith.constant").attr("value", Attribute::float(v, ty.clone())).result(ty))
    }
    /// `arith.constant` of an integer or index.
    pub fn const_int(&mut self, v: i128, ty: Type) -> Value {
        self.value(OpSpec::new("arith.constant").attr("value", Attribute::int(v, ty.clone())).result(ty))
    }
    pub fn const_index(&mut self, v: i64) -> Value {
        self.const_int(v as i128, Type::Index)
    }

    /// A new block at the end of `region` with the given argument types.
    pub fn add_block(&mut self, region: RegionId, arg_types: &[Type]) -> BlockId {
        let b = self.m.create_block(arg_types);
        self.m.append_block(region, b);
        b
    }
}
