//! The known dialects. Each op is defined once, in its dialect's file, by an
//! [`OpDef`]: its name, traits (pure, terminator, memory effects, ...), its
//! custom assembly format (parse and print functions) and its verifier. The
//! registry maps interned op names to their definitions; ops without a
//! definition still parse and print in the generic form.

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod enzyme;
pub mod func;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod scf_forall;
pub mod tensor;
pub mod vector;

use crate::hash::HashMap;
use std::sync::OnceLock;

use crate::ir::{AttrDict, Attribute, Module, OpId, OpName};
use crate::syntax::{OpState, PResult, Parser, Printer};

/// Parse an op's custom form (after its name) into `OpState`.
pub type ParseFn = fn(&mut Parser<'_>, &mut OpState) -> PResult<()>;
/// Print an op's custom form (results are already printed).
pub type PrintFn = fn(&mut Printer<'_>, OpId);
/// Check an op's operands, results, attributes and regions.
pub type VerifyFn = fn(&Module, OpId) -> Result<(), String>;
/// In the generic form, split the flat operand list of a branch into
/// (plain operand count, argument count per successor), removing the
/// segment attributes that described it.
pub type SplitFn = fn(&mut AttrDict, usize, usize) -> Result<(usize, Vec<usize>), String>;
/// Attributes the generic form shows that ferrozyme derives from structure
/// (e.g. `operandSegmentSizes` of a conditional branch).
pub type GenericAttrsFn = fn(&Module, OpId) -> Vec<(String, Attribute)>;

/// Op traits, as bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    pub const NONE: Traits = Traits(0);
    /// No side effects: may be removed when unused, moved, CSE'd.
    pub const PURE: Traits = Traits(1);
    pub const TERMINATOR: Traits = Traits(1 << 1);
    /// Returns from the enclosing function or region (func.return, scf.yield...).
    pub const RETURN_LIKE: Traits = Traits(1 << 2);
    /// Regions cannot see values defined outside.
    pub const ISOLATED: Traits = Traits(1 << 3);
    /// Blocks of its regions need no terminator (builtin.module).
    pub const NO_TERMINATOR: Traits = Traits(1 << 4);
    /// Defines a symbol (`sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// Its region holds symbols.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 6);
    pub const MEM_READ: Traits = Traits(1 << 7);
    pub const MEM_WRITE: Traits = Traits(1 << 8);
    pub const MEM_ALLOC: Traits = Traits(1 << 9);
    pub const MEM_FREE: Traits = Traits(1 << 10);
    /// Its effects are those of the ops in its regions (scf.for, scf.if...).
    pub const RECURSIVE_EFFECTS: Traits = Traits(1 << 11);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 12);
    /// Calls a symbol or function value.
    pub const CALL: Traits = Traits(1 << 13);
    /// A function definition (func.func, llvm.func).
    pub const FUNCTION: Traits = Traits(1 << 14);

    pub const fn or(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
    pub fn has(self, o: Traits) -> bool {
        self.0 & o.0 == o.0
    }
    pub fn is_pure(self) -> bool {
        self.has(Self::PURE)
    }
    pub fn is_terminator(self) -> bool {
        self.has(Self::TERMINATOR)
    }
    pub fn isolated_from_above(self) -> bool {
        self.has(Self::ISOLATED)
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
}

/// The definition of one op.
#[derive(Clone, Copy)]
pub struct OpDef {
    pub name: &'static str,
    pub traits: Traits,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub verify: Option<VerifyFn>,
    pub split_successor_operands: Option<SplitFn>,
    pub generic_attrs: Option<GenericAttrsFn>,
}

impl OpDef {
    /// An op with a custom format and a verifier.
    pub const fn new(name: &'static str, traits: Traits, parse: ParseFn, print: PrintFn, verify: VerifyFn) -> OpDef {
        OpDef {
            name,
            traits,
            parse: Some(parse),
            print: Some(print),
            verify: Some(verify),
            split_successor_operands: None,
            generic_attrs: None,
        }
    }
    pub const fn with_successor_split(mut self, split: SplitFn, attrs: GenericAttrsFn) -> OpDef {
        self.split_successor_operands = Some(split);
        self.generic_attrs = Some(attrs);
        self
    }
}

fn registry() -> &'static HashMap<OpName, &'static OpDef> {
    static R: OnceLock<HashMap<OpName, &'static OpDef>> = OnceLock::new();
    R.get_or_init(|| {
        let mut map = HashMap::default();
        let mut all: Vec<&'static [OpDef]> = vec![
            builtin::OPS,
            affine::OPS,
            func::OPS,
            memref::OPS,
            scf::OPS,
            scf_forall::OPS,
            cf::OPS,
            llvm::OPS,
            enzyme::OPS,
            tensor::OPS,
            vector::OPS,
        ];
        all.extend(arith::GROUPS);
        all.extend(math::GROUPS);
        for defs in all {
            for d in defs {
                map.insert(OpName::new(d.name), d);
            }
        }
        map
    })
}

/// The definition of a known op.
pub fn lookup(name: OpName) -> Option<&'static OpDef> {
    registry().get(&name).copied()
}

/// Traits of an op (none for unknown ops).
pub fn traits(m: &Module, op: OpId) -> Traits {
    lookup(m.name(op)).map_or(Traits::NONE, |d| d.traits)
}

/// May pure op `op`, evaluated where the program would not have run it
/// (moved out of a guard or a loop that may not run), trap: a division or
/// remainder by anything but a positive constant or the `maxsi` of
/// something with one (as checkpointing's chunk sizes are).
pub fn may_trap(m: &Module, op: OpId) -> bool {
    if !arith::DIVISIONS.iter().any(|d| m.is(op, d.name)) {
        return false;
    }
    fn positive(m: &Module, v: crate::ir::Value) -> bool {
        match m.defining_op(v) {
            Some(d) if m.is(d, "arith.constant") => {
                m.attr(d, "value").and_then(crate::ir::Attribute::as_int).is_some_and(|x| x > 0)
            }
            Some(d) if m.is(d, "arith.maxsi") => m.operands(d).iter().any(|&x| positive(m, x)),
            Some(d) if m.is(d, "arith.index_cast") || m.is(d, "arith.extsi") => positive(m, m.operand(d, 0)),
            _ => false,
        }
    }
    !positive(m, m.operand(op, 1))
}

/// Every known op name, sorted (for documentation and tests).
pub fn known_ops() -> Vec<&'static str> {
    let mut v: Vec<_> = registry().values().map(|d| d.name).collect();
    v.sort();
    v
}

/// Inherent attributes whose value is the default are not stored, so that an
/// op reads the same whether its text spelled the default out (MLIR's generic
/// form always does) or left it implicit (the custom form).
pub fn drop_default_attrs(attrs: &mut AttrDict) {
    let defaults: Vec<String> = attrs
        .iter()
        .filter(|(k, v)| match (*k, v) {
            ("fastmath", Attribute::FastMath(f)) => f.is_none(),
            ("nontemporal", Attribute::Bool(false)) => true,
            ("overflowFlags", Attribute::Opaque { text, .. }) => text == "arith.overflow<none>",
            ("fastmathFlags", Attribute::Opaque { text, .. }) => text == "llvm.fastmath<none>",
            _ => false,
        })
        .map(|(k, _)| k.to_string())
        .collect();
    for k in defaults {
        attrs.remove(&k);
    }
}

/// Is `attr` an inherent attribute of the known op `op` (a property in MLIR
/// 19, printed in `<{...}>` in the generic form)? Discardable attributes
/// conventionally carry a dialect prefix (`llvm.noalias`, `test.x`); ops
/// whose users often add unprefixed attributes list theirs exactly.
pub fn is_inherent(op: &str, attr: &str) -> bool {
    match op {
        "builtin.module" => matches!(attr, "sym_name" | "sym_visibility"),
        "func.func" => matches!(attr, "sym_name" | "sym_visibility" | "function_type" | "arg_attrs" | "res_attrs"),
        "func.call" => attr == "callee",
        "func.constant" => attr == "value",
        "func.return" | "func.call_indirect" | "builtin.unrealized_conversion_cast" => false,
        // Ops without properties: every attribute is discardable.
        "arith.addui_extended" | "arith.mulsi_extended" | "arith.mului_extended" => false,
        "math.ctlz" | "math.cttz" | "math.ctpop" => false,
        "memref.extract_strided_metadata" | "memref.extract_aligned_pointer_as_index" => false,
        "llvm.intr.stacksave" | "llvm.intr.stackrestore" => false,
        "affine.if" | "affine.yield" => false,
        _ if vector::has_no_properties(op) => false,
        "scf.forall" => {
            matches!(attr, "operandSegmentSizes" | "staticLowerBound" | "staticUpperBound" | "staticStep" | "mapping")
        }
        _ if op.starts_with("scf.") => matches!(attr, "operandSegmentSizes" | "cases"),
        "cf.br" => false,
        "cf.cond_br" => attr == "operandSegmentSizes",
        "cf.switch" => matches!(attr, "operandSegmentSizes" | "case_values" | "case_operand_segments"),
        "cf.assert" => attr == "msg",
        _ => !attr.contains('.'),
    }
}
