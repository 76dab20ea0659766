//! Lowering Enzyme's requests: each `enzyme.fwddiff @f(...)` becomes a
//! `func.call` of the generated derivative (`ferrozyme opt --enzyme`, and
//! `ferrozyme run` before running), and `--enzyme-wrap` generates a
//! derivative function by name.

use super::forward::{forward_derivative, ForwardCache};
use super::reverse::{reverse_derivative, ReverseCache};
use crate::dialects::enzyme;
use crate::ir::{Activity, Attribute, Module, OpId, OpSpec, WalkControl};
use crate::syntax::Diagnostic;

/// Replace every `enzyme.fwddiff` / `enzyme.autodiff` in the module by a
/// call of its derivative. Returns the remarks of reverse mode (one per
/// active call site: overwritten memory and what is cached).
pub fn lower_enzyme_ops(m: &mut Module) -> Result<Vec<String>, Diagnostic> {
    let mut cache = ForwardCache::default();
    let mut rcache = ReverseCache::default();
    let mut requests = Vec::new();
    m.walk_pre(m.top, &mut |op| {
        if m.name(op).as_str().starts_with("enzyme.") {
            requests.push(op);
        }
        WalkControl::Continue
    });
    // Requests first: the functions they differentiate still hold their
    // `enzyme.ignore_derivatives` markers.
    for &op in &requests {
        match m.name(op).as_str() {
            "enzyme.fwddiff" => lower_fwddiff(m, &mut cache, op)?,
            "enzyme.autodiff" => lower_autodiff(m, &mut rcache, op)?,
            "enzyme.ignore_derivatives" => {}
            name => {
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    format!("'{name}' cannot be lowered yet (split mode and custom rules are not implemented)"),
                ))
            }
        }
    }
    // Then the markers, in the primal functions and in the derivatives.
    let mut markers = Vec::new();
    m.walk_pre(m.top, &mut |op| {
        if m.is(op, "enzyme.ignore_derivatives") {
            markers.push(op);
        }
        WalkControl::Continue
    });
    for op in markers {
        let v = m.operand(op, 0);
        m.replace_op(op, &[v]);
    }
    Ok(rcache.remarks)
}

fn lower_fwddiff(m: &mut Module, cache: &mut ForwardCache, op: OpId) -> Result<(), Diagnostic> {
    let fname = enzyme::callee(m, op).unwrap_or("").to_string();
    let Some(f) = m.lookup_symbol(&fname) else {
        return Err(Diagnostic::for_op(m, op, format!("@{fname} is not a function of this module")));
    };
    let args = enzyme::activities(m, op, "activity").unwrap_or_default();
    let rets = enzyme::activities(m, op, "ret_activity").unwrap_or_default();
    let width = usize::try_from(enzyme::width(m, op)).unwrap_or(1).max(1);
    let name = forward_derivative(m, cache, f, &args, &rets, width).map_err(|mut d| {
        let site = Diagnostic::for_op(m, op, "");
        d.message = format!("{} (requested by enzyme.fwddiff at {}:{}:{})", d.message, site.file, site.line, site.col);
        d
    })?;
    let results: Vec<_> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    check_request_types(m, op, &name, &results, width)?;
    replace_with_call(m, op, &name);
    Ok(())
}

/// The operands and results of a request must be those of the derivative
/// (else the call would not verify). Enzyme-MLIR passes the `width` shadows
/// of a batched request packed in one `tensor<width x T>`; ferrozyme takes
/// them as `width` separate operands and has no tensors.
fn check_request_types(
    m: &Module,
    op: OpId,
    name: &str,
    results: &[crate::ir::Type],
    width: usize,
) -> Result<(), Diagnostic> {
    let g = m.lookup_symbol(name).expect("derivative just created");
    let (ins, outs) = super::activity::signature(m, g);
    let operands: Vec<_> = m.operands(op).iter().map(|&v| m.value_type(v).clone()).collect();
    if operands == ins && results == outs {
        return Ok(());
    }
    let list = |ts: &[crate::ir::Type]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
    let mut msg = format!(
        "the operand and result types of this request, ({}) -> ({}), do not match the derivative @{name}: ({}) -> ({})",
        list(&operands),
        list(results),
        list(&ins),
        list(&outs)
    );
    if width > 1 && operands.iter().chain(results).any(|t| matches!(t, crate::ir::Type::Tensor { .. })) {
        msg.push_str(&format!(
            "; with width {width} ferrozyme passes {width} separate shadows, not one tensor (tensors are not supported)"
        ));
    }
    Err(Diagnostic::for_op(m, op, msg))
}

/// `enzyme.autodiff @f(...)` → `func.call @diffef(...)` (combined reverse mode).
fn lower_autodiff(m: &mut Module, cache: &mut ReverseCache, op: OpId) -> Result<(), Diagnostic> {
    let fname = enzyme::callee(m, op).unwrap_or("").to_string();
    let Some(f) = m.lookup_symbol(&fname) else {
        return Err(Diagnostic::for_op(m, op, format!("@{fname} is not a function of this module")));
    };
    let args = enzyme::activities(m, op, "activity").unwrap_or_default();
    let rets = enzyme::activities(m, op, "ret_activity").unwrap_or_default();
    if enzyme::width(m, op) != 1 {
        return Err(Diagnostic::for_op(m, op, "reverse mode with width > 1 is not supported yet"));
    }
    let name = reverse_derivative(m, cache, f, &args, &rets).map_err(|mut d| {
        let site = Diagnostic::for_op(m, op, "");
        d.message = format!("{} (requested by enzyme.autodiff at {}:{}:{})", d.message, site.file, site.line, site.col);
        d
    })?;
    let results: Vec<_> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    check_request_types(m, op, &name, &results, 1)?;
    replace_with_call(m, op, &name);
    Ok(())
}

fn replace_with_call(m: &mut Module, op: OpId, name: &str) {
    let results: Vec<_> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    let mut spec =
        OpSpec::new("func.call").operands(m.operands(op)).results(&results).attr("callee", Attribute::symbol(name));
    spec.pos = m.op(op).pos;
    spec.loc = m.op(op).loc.clone();
    let call = m.create_op(spec);
    m.insert_op_before(op, call);
    let new: Vec<_> = m.results(call).to_vec();
    m.replace_op(op, &new);
}

/// `--enzyme-wrap="infn=F outfn=G argTys=... retTys=... mode=..."`.
#[derive(Clone, Debug, Default)]
pub struct WrapOptions {
    pub infn: String,
    pub outfn: String,
    pub args: Vec<Activity>,
    pub rets: Vec<Activity>,
    pub mode: String,
    pub width: usize,
}

impl WrapOptions {
    /// Parse Enzyme-MLIR's option string.
    pub fn parse(s: &str) -> Result<WrapOptions, String> {
        let mut o = WrapOptions { width: 1, ..Default::default() };
        let acts = |v: &str| -> Result<Vec<Activity>, String> {
            v.split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| Activity::from_keyword(x.trim()).ok_or_else(|| format!("unknown activity '{x}'")))
                .collect()
        };
        for part in s.split_whitespace() {
            let (k, v) = part.split_once('=').ok_or_else(|| format!("expected key=value, got '{part}'"))?;
            match k {
                "infn" => o.infn = v.to_string(),
                "outfn" => o.outfn = v.to_string(),
                "argTys" => o.args = acts(v)?,
                "retTys" | "retTy" => o.rets = acts(v)?,
                "mode" => o.mode = v.to_string(),
                "width" => o.width = v.parse().map_err(|_| format!("bad width '{v}'"))?,
                _ => return Err(format!("unknown enzyme-wrap option '{k}'")),
            }
        }
        if o.infn.is_empty() {
            return Err("enzyme-wrap needs infn=<function>".into());
        }
        Ok(o)
    }
}

/// Generate the derivative `o.outfn` of `o.infn` (in place when `outfn` is
/// empty). Returns the remarks of reverse mode.
pub fn enzyme_wrap(m: &mut Module, o: &WrapOptions) -> Result<Vec<String>, Diagnostic> {
    let Some(f) = m.lookup_symbol(&o.infn) else {
        return Err(Diagnostic {
            file: "<enzyme-wrap>".into(),
            line: 0,
            col: 0,
            message: format!("no function named @{}", o.infn),
            source_line: None,
        });
    };
    let mut rcache = ReverseCache::default();
    let name = match o.mode.as_str() {
        "ForwardMode" => forward_derivative(m, &mut ForwardCache::default(), f, &o.args, &o.rets, o.width.max(1))?,
        "ReverseModeCombined" => reverse_derivative(m, &mut rcache, f, &o.args, &o.rets)?,
        other => {
            return Err(Diagnostic::for_op(
                m,
                f,
                format!("enzyme-wrap mode '{other}' is not supported yet (ForwardMode and ReverseModeCombined are)"),
            ))
        }
    };
    let g = m.lookup_symbol(&name).expect("derivative just created");
    if o.outfn.is_empty() {
        m.erase_op(f);
        m.set_attr(g, "sym_name", Attribute::String(o.infn.clone()));
        m.remove_attr(g, "sym_visibility");
    } else {
        if m.lookup_symbol(&o.outfn).is_some() {
            return Err(Diagnostic::for_op(m, f, format!("@{} already exists", o.outfn)));
        }
        m.set_attr(g, "sym_name", Attribute::String(o.outfn.clone()));
    }
    Ok(rcache.remarks)
}
