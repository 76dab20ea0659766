//! Attributes: the compile-time constants attached to operations (builtin
//! integers, floats, strings, arrays, dictionaries, `dense<...>` elements,
//! symbol references, types), plus the few dialect attributes ferrozyme reasons
//! about (`#arith.fastmath`, Enzyme activities). Attributes of unknown dialects
//! are kept as their source text so they print back unchanged.
//!
//! Floats are stored as the bits of an `f64` so that attributes compare
//! structurally (NaN payloads included) and round-trip exactly.

use super::{Location, Type};

/// A float constant, stored as `f64` bits (every f16/bf16/f32 value is exact in f64).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FloatBits(pub u64);

impl FloatBits {
    pub fn new(v: f64) -> Self {
        FloatBits(v.to_bits())
    }
    pub fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

/// One element of a `dense<...>` or `array<...>` attribute.
#[derive(Clone, PartialEq, Debug)]
pub enum DenseElem {
    Int(i128),
    Float(FloatBits),
    Bool(bool),
    /// A string element (`dense<["a", "b"]>` of a dialect string type).
    Str(String),
    /// `(re, im)` for complex element types.
    Complex(Box<DenseElem>, Box<DenseElem>),
}

/// The payload of `dense<...>`.
#[derive(Clone, PartialEq, Debug)]
pub enum DenseData {
    /// `dense<1.0>`: one value for every element.
    Splat(DenseElem),
    /// `dense<[[1, 2], [3, 4]]>` flattened in row-major order.
    Elements(Vec<DenseElem>),
    /// `dense<"0xDEADBEEF">`: raw little-endian bytes as written.
    Hex(String),
}

/// Enzyme activity of an argument or result.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Activity {
    Const,
    ConstNoNeed,
    Dup,
    DupNoNeed,
    Active,
    ActiveNoNeed,
}

impl Activity {
    pub const ALL: [Activity; 6] = [
        Activity::Const,
        Activity::ConstNoNeed,
        Activity::Dup,
        Activity::DupNoNeed,
        Activity::Active,
        Activity::ActiveNoNeed,
    ];
    pub fn keyword(self) -> &'static str {
        match self {
            Activity::Const => "enzyme_const",
            Activity::ConstNoNeed => "enzyme_constnoneed",
            Activity::Dup => "enzyme_dup",
            Activity::DupNoNeed => "enzyme_dupnoneed",
            Activity::Active => "enzyme_active",
            Activity::ActiveNoNeed => "enzyme_activenoneed",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Activity> {
        Activity::ALL.into_iter().find(|a| a.keyword() == s)
    }
}

/// `#arith.fastmath<...>` flags, one bit each.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    pub const NAMES: [&'static str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    pub const FAST: u8 = 0x7f;
    pub fn none() -> Self {
        FastMath(0)
    }
    pub fn is_none(self) -> bool {
        self.0 == 0
    }
    /// Parse one keyword (`fast`, `none` or a flag name) into bits.
    pub fn keyword_bits(s: &str) -> Option<u8> {
        match s {
            "none" => Some(0),
            "fast" => Some(Self::FAST),
            _ => Self::NAMES.iter().position(|n| *n == s).map(|i| 1 << i),
        }
    }
    /// The keywords MLIR prints: `fast` for all flags, else each set flag.
    pub fn keywords(self) -> Vec<&'static str> {
        if self.0 == 0 {
            return vec!["none"];
        }
        if self.0 == Self::FAST {
            return vec!["fast"];
        }
        Self::NAMES.iter().enumerate().filter(|(i, _)| self.0 & (1 << i) != 0).map(|(_, n)| *n).collect()
    }
}

/// An attribute value.
#[derive(Clone, PartialEq, Debug)]
pub enum Attribute {
    Unit,
    Bool(bool),
    /// `42 : i64`; the type is an integer type or `index`.
    Integer {
        value: i128,
        ty: Type,
    },
    Float {
        value: FloatBits,
        ty: Type,
    },
    String(String),
    Type(Type),
    Array(Vec<Attribute>),
    /// `array<i32: 1, 2>`.
    DenseArray {
        elem: Type,
        values: Vec<DenseElem>,
    },
    Dict(AttrDict),
    /// `@root::@nested::@leaf`.
    SymbolRef {
        root: String,
        nested: Vec<String>,
    },
    /// `dense<...> : type`.
    Dense {
        ty: Type,
        data: DenseData,
    },
    FastMath(FastMath),
    Activity(Activity),
    Location(Box<Location>),
    /// A builtin attribute kept verbatim, e.g. `affine_map<(d0) -> (d0)>` or
    /// `strided<[1], offset: ?>` outside of a memref type.
    Raw(String),
    /// An attribute of another dialect, kept as written after `#`
    /// (`llvm.linkage<internal>`, `foo<"bar">`).
    Opaque {
        dialect: String,
        text: String,
    },
}

impl Attribute {
    pub fn int(value: i128, ty: Type) -> Attribute {
        Attribute::Integer { value, ty }
    }
    pub fn i64(value: i64) -> Attribute {
        Attribute::Integer { value: value as i128, ty: Type::i64() }
    }
    pub fn index(value: i64) -> Attribute {
        Attribute::Integer { value: value as i128, ty: Type::Index }
    }
    /// A float attribute of type `ty`, its value rounded to the type (as
    /// MLIR's parser does: `2049.0 : f16` is 2048).
    pub fn float(value: f64, ty: Type) -> Attribute {
        let value = crate::exec::value::round_to_type(value, &ty);
        Attribute::Float { value: FloatBits::new(value), ty }
    }
    pub fn string(s: impl Into<String>) -> Attribute {
        Attribute::String(s.into())
    }
    pub fn symbol(name: impl Into<String>) -> Attribute {
        Attribute::SymbolRef { root: name.into(), nested: Vec::new() }
    }
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attribute::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    pub fn as_float(&self) -> Option<f64> {
        match self {
            Attribute::Float { value, .. } => Some(value.get()),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_type(&self) -> Option<&Type> {
        match self {
            Attribute::Type(t) => Some(t),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&[Attribute]> {
        match self {
            Attribute::Array(a) => Some(a),
            _ => None,
        }
    }
    pub fn as_dict(&self) -> Option<&AttrDict> {
        match self {
            Attribute::Dict(d) => Some(d),
            _ => None,
        }
    }
    /// The leaf name of a flat symbol reference `@name`.
    pub fn as_flat_symbol(&self) -> Option<&str> {
        match self {
            Attribute::SymbolRef { root, nested } if nested.is_empty() => Some(root),
            _ => None,
        }
    }
    /// Integer values of an `array<i64: ...>` / `array<i32: ...>` attribute.
    pub fn as_dense_ints(&self) -> Option<Vec<i128>> {
        match self {
            Attribute::DenseArray { values, .. } => values
                .iter()
                .map(|v| match v {
                    DenseElem::Int(i) => Some(*i),
                    DenseElem::Bool(b) => Some(*b as i128),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
}

/// An ordered (by name) list of named attributes, like MLIR's `DictionaryAttr`.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct AttrDict(Vec<(String, Attribute)>);

impl AttrDict {
    pub fn new() -> Self {
        AttrDict(Vec::new())
    }
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        self.0.binary_search_by(|(n, _)| n.as_str().cmp(name)).ok().map(|i| &self.0[i].1)
    }
    /// Insert or replace; returns the previous value.
    pub fn set(&mut self, name: impl Into<String>, value: Attribute) -> Option<Attribute> {
        let name = name.into();
        match self.0.binary_search_by(|(n, _)| n.as_str().cmp(&name)) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                self.0.insert(i, (name, value));
                None
            }
        }
    }
    pub fn remove(&mut self, name: &str) -> Option<Attribute> {
        match self.0.binary_search_by(|(n, _)| n.as_str().cmp(name)) {
            Ok(i) => Some(self.0.remove(i).1),
            Err(_) => None,
        }
    }
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Attribute)> {
        self.0.iter().map(|(n, a)| (n.as_str(), a))
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl FromIterator<(String, Attribute)> for AttrDict {
    fn from_iter<I: IntoIterator<Item = (String, Attribute)>>(iter: I) -> Self {
        let mut d = AttrDict::new();
        for (n, a) in iter {
            d.set(n, a);
        }
        d
    }
}
