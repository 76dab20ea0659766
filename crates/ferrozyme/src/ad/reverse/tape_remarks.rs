//! The `--remarks=tape` lines of a finished derivative: one per buffer
//! left on its tape, with why it is there (the note its instrumentation
//! left on it) and its bytes.

use super::ReverseCache;
use crate::ir::{Attribute, Module, OpId, Type};

/// One remark per buffer left on the tape of derivative `g` (after the
/// cleanup), from the notes its instrumentation left; the notes go.
pub(super) fn tape_remarks(m: &mut Module, cache: &mut ReverseCache, f: OpId, g: OpId) {
    let quiet = cache.quiet;
    let site = if quiet { String::new() } else { crate::exec::error::op_location(m, f).unwrap_or_else(|| "?".into()) };
    let fname = m.symbol_name(f).unwrap_or("?").to_string();
    for o in m.collect_ops(g) {
        let Some(Attribute::String(why)) = m.remove_attr(o, super::loops::TAPE_NOTE) else { continue };
        if quiet {
            continue;
        }
        let Some(&r) = m.results(o).first() else { continue };
        let size = match m.value_type(r) {
            Type::MemRef(mt) => {
                let eb = super::calls::elem_bytes(&mt.elem);
                let stat: u64 = mt
                    .shape
                    .iter()
                    .filter_map(|d| if let crate::ir::Dim::Static(n) = d { Some(*n as u64) } else { None })
                    .product();
                let dynamic = mt.shape.contains(&crate::ir::Dim::Dynamic);
                if dynamic {
                    format!("{} bytes × run-time size", eb * stat)
                } else {
                    format!("{} bytes", eb * stat)
                }
            }
            t => format!("'{t}'"),
        };
        cache.remarks.push(format!("{site}: remark: tape of @{fname}: {why}: {size}"));
    }
}
