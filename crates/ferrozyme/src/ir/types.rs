//! Types of the IR: builtin scalar, shaped and function types, the `llvm`
//! dialect's pointer/struct/array types, Enzyme's tape, and opaque types of
//! unknown dialects (kept as their source text so they print back unchanged).
//!
//! Types are plain values (cheap to clone for scalars, boxed for compound ones)
//! compared structurally. Their text form lives in `syntax`.

use super::Attribute;

/// Signedness of an integer type: `i32` (signless), `si32`, `ui32`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// One dimension of a shaped type: a static size or `?`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dim {
    Static(i64),
    Dynamic,
}

impl Dim {
    pub fn is_dynamic(self) -> bool {
        matches!(self, Dim::Dynamic)
    }
    pub fn static_size(self) -> Option<i64> {
        match self {
            Dim::Static(n) => Some(n),
            Dim::Dynamic => None,
        }
    }
}

/// The layout of a memref.
#[derive(Clone, PartialEq, Debug)]
pub enum Layout {
    /// Row-major, contiguous (no layout written).
    Identity,
    /// `strided<[s0, s1, ...], offset: o>`; `None` is `?`.
    Strided { strides: Vec<Option<i64>>, offset: Option<i64> },
    /// Any other layout attribute (e.g. an `affine_map<...>`), kept as written.
    Other(Box<Attribute>),
}

/// `memref<shape x elem, layout, memory_space>`.
#[derive(Clone, PartialEq, Debug)]
pub struct MemRefType {
    pub shape: Vec<Dim>,
    pub elem: Type,
    pub layout: Layout,
    pub memory_space: Option<Box<Attribute>>,
}

/// `(inputs) -> results`.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct FunctionType {
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
}

/// `!llvm.struct<"name", packed (body)>`; `body` is `None` for an opaque named struct.
#[derive(Clone, PartialEq, Debug)]
pub struct LlvmStructType {
    pub name: Option<String>,
    pub packed: bool,
    pub body: Option<Vec<Type>>,
}

/// `!llvm.func<ret (params, ...)>`.
#[derive(Clone, PartialEq, Debug)]
pub struct LlvmFuncType {
    pub ret: Type,
    pub params: Vec<Type>,
    pub vararg: bool,
}

/// An IR type.
#[derive(Clone, PartialEq, Debug)]
pub enum Type {
    Int {
        width: u32,
        signedness: Signedness,
    },
    Index,
    F16,
    BF16,
    F32,
    F64,
    /// `f80`, `f128`, `tf32`, the f8 family: parsed and printed, not computed with.
    OtherFloat(&'static str),
    None,
    Function(Box<FunctionType>),
    Tuple(Vec<Type>),
    MemRef(Box<MemRefType>),
    /// `memref<*xf32>`.
    UnrankedMemRef {
        elem: Box<Type>,
        memory_space: Option<Box<Attribute>>,
    },
    /// `tensor<4x?xf32>` (only needed for `dense<...>` attribute types).
    Tensor {
        shape: Vec<Dim>,
        elem: Box<Type>,
        encoding: Option<Box<Attribute>>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        elem: Box<Type>,
    },
    /// `vector<4x[8]xf32>`; `scalable[i]` marks `[n]` dimensions.
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Box<Type>,
    },
    Complex(Box<Type>),
    /// `!llvm.ptr` / `!llvm.ptr<3>`.
    LlvmPtr {
        addr_space: u32,
    },
    LlvmStruct(Box<LlvmStructType>),
    LlvmArray {
        len: u64,
        elem: Box<Type>,
    },
    LlvmVoid,
    LlvmFunc(Box<LlvmFuncType>),
    /// `!enzyme.Tape`: the opaque tape of split-mode reverse differentiation.
    EnzymeTape,
    /// Any other `!dialect.body` or `!dialect<body>` type, kept as written
    /// (`text` is everything after the `!`).
    Opaque {
        dialect: String,
        text: String,
    },
}

impl Type {
    pub fn int(width: u32) -> Type {
        Type::Int { width, signedness: Signedness::Signless }
    }
    pub fn i1() -> Type {
        Type::int(1)
    }
    pub fn i32() -> Type {
        Type::int(32)
    }
    pub fn i64() -> Type {
        Type::int(64)
    }
    pub fn function(inputs: Vec<Type>, results: Vec<Type>) -> Type {
        Type::Function(Box::new(FunctionType { inputs, results }))
    }
    pub fn memref(shape: Vec<Dim>, elem: Type) -> Type {
        Type::MemRef(Box::new(MemRefType { shape, elem, layout: Layout::Identity, memory_space: None }))
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::OtherFloat(_))
    }
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int { .. })
    }
    pub fn is_signless_int(&self) -> bool {
        matches!(self, Type::Int { signedness: Signedness::Signless, .. })
    }
    pub fn is_index(&self) -> bool {
        matches!(self, Type::Index)
    }
    /// Signless integer or index: what `arith` integer ops accept.
    pub fn is_int_or_index(&self) -> bool {
        self.is_signless_int() || self.is_index()
    }
    /// Width in bits of a float type.
    pub fn float_width(&self) -> Option<u32> {
        match self {
            Type::F16 | Type::BF16 => Some(16),
            Type::F32 => Some(32),
            Type::F64 => Some(64),
            Type::OtherFloat(name) => match *name {
                "f80" => Some(80),
                "f128" => Some(128),
                "tf32" => Some(19),
                _ => Some(8),
            },
            _ => None,
        }
    }
    pub fn int_width(&self) -> Option<u32> {
        match self {
            Type::Int { width, .. } => Some(*width),
            _ => None,
        }
    }
    pub fn as_memref(&self) -> Option<&MemRefType> {
        match self {
            Type::MemRef(m) => Some(m),
            _ => None,
        }
    }
    pub fn as_function(&self) -> Option<&FunctionType> {
        match self {
            Type::Function(f) => Some(f),
            _ => None,
        }
    }
    pub fn is_memref_like(&self) -> bool {
        matches!(self, Type::MemRef(_) | Type::UnrankedMemRef { .. })
    }
    pub fn is_llvm_ptr(&self) -> bool {
        matches!(self, Type::LlvmPtr { .. })
    }
    /// Can the LLVM dialect use this type (as MLIR's `LLVM::isCompatibleType`)?
    /// Signless integers, the floats LLVM has, 1-D vectors of those, and the
    /// `!llvm.*` types with compatible elements; not `index`, memrefs, tuples.
    pub fn is_llvm_compatible(&self) -> bool {
        let scalar = |t: &Type| match t {
            Type::Int { signedness, .. } => *signedness == Signedness::Signless,
            Type::F16 | Type::BF16 | Type::F32 | Type::F64 => true,
            Type::OtherFloat(name) => matches!(*name, "f80" | "f128"),
            _ => false,
        };
        match self {
            Type::Vector { shape, elem, .. } => shape.len() == 1 && (scalar(elem) || elem.is_llvm_ptr()),
            Type::LlvmPtr { .. } | Type::LlvmVoid => true,
            Type::LlvmFunc(ft) => ft.ret.is_llvm_compatible() && ft.params.iter().all(Type::is_llvm_compatible),
            Type::LlvmStruct(st) => st.body.iter().flatten().all(Type::is_llvm_compatible),
            Type::LlvmArray { elem, .. } => elem.is_llvm_compatible(),
            Type::Opaque { dialect, .. } => dialect == "llvm",
            t => scalar(t),
        }
    }
    /// The element type of a shaped type (memref, tensor, vector).
    pub fn element_type(&self) -> Option<&Type> {
        match self {
            Type::MemRef(m) => Some(&m.elem),
            Type::UnrankedMemRef { elem, .. }
            | Type::Tensor { elem, .. }
            | Type::UnrankedTensor { elem }
            | Type::Vector { elem, .. } => Some(elem),
            _ => None,
        }
    }
    /// The static shape of a ranked shaped type.
    pub fn shape(&self) -> Option<Vec<Dim>> {
        match self {
            Type::MemRef(m) => Some(m.shape.clone()),
            Type::Tensor { shape, .. } => Some(shape.clone()),
            Type::Vector { shape, .. } => Some(shape.iter().map(|&n| Dim::Static(n)).collect()),
            _ => None,
        }
    }
    /// Number of elements of a statically shaped type.
    pub fn static_num_elements(&self) -> Option<i64> {
        let mut n: i64 = 1;
        for d in self.shape()? {
            n = n.checked_mul(d.static_size()?)?;
        }
        Some(n)
    }
}
