//! Memref views that regroup or permute dimensions (`collapse_shape`,
//! `expand_shape`, `transpose`): the source's descriptor with its sizes and
//! strides regrouped or permuted, checked (in checked mode) as the
//! interpreter checks them.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::InstBuilder;
use ferrozyme::ir::OpId;

use super::memory::Desc;
use super::{FnLower, LResult, SiteKind};

impl FnLower<'_, '_> {
    /// `memref.collapse_shape`, `expand_shape`, `transpose`: the source's
    /// descriptor with sizes and strides regrouped or permuted (as
    /// `ferrozyme::dialects::memref::{collapse, expand}` compute them;
    /// checked, collapsed groups must be contiguous).
    pub(super) fn reshape(&mut self, op: OpId) -> LResult<Desc> {
        use ferrozyme::dialects::memref::{permutation, reassociation};
        let m = self.m();
        let src = self.desc(op, m.operand(op, 0))?;
        let malformed = |l: &Self| l.err(op, "has malformed attributes");
        let (sizes, strides) = match m.name(op).as_str() {
            "memref.collapse_shape" => {
                let groups = reassociation(m, op).ok_or_else(|| malformed(self))?;
                let (mut sizes, mut strides) = (Vec::new(), Vec::new());
                let checked = self.cx.checked;
                for (group, dims) in groups.iter().enumerate() {
                    // (Checked: each group is contiguous, sizes of 1 aside.)
                    for w in dims.windows(2).filter(|_| checked) {
                        let (a, b) = (w[0], w[1]);
                        let (sa, sb, nb) = (src.strides[a], src.strides[b], src.sizes[b]);
                        let span = self.b.ins().imul(sb, nb);
                        let apart = self.b.ins().icmp(IntCC::NotEqual, sa, span);
                        let a1 = self.b.ins().icmp_imm_s(IntCC::NotEqual, src.sizes[a], 1);
                        let b1 = self.b.ins().icmp_imm_s(IntCC::NotEqual, nb, 1);
                        let both = self.b.ins().band(a1, b1);
                        let bad = self.b.ins().band(apart, both);
                        let kind = SiteKind::CollapseNotContiguous { group, a_dim: a, b_dim: b };
                        self.check(op, bad, kind, &[sa, sb, nb])?;
                    }
                    let mut n = self.iconst(1);
                    for &k in dims {
                        n = self.b.ins().imul(n, src.sizes[k]);
                    }
                    sizes.push(n);
                    strides.push(src.strides[*dims.last().ok_or_else(|| malformed(self))?]);
                }
                (sizes, strides)
            }
            "memref.expand_shape" => {
                let groups = reassociation(m, op).ok_or_else(|| malformed(self))?;
                let statics = self.static_list(op, "static_output_shape")?;
                let dynamic = m.operands(op)[1..].to_vec();
                let sizes = self.mixed(&statics, &mut dynamic.iter());
                if self.cx.checked {
                    for (group, dims) in groups.iter().enumerate() {
                        let mut n = self.iconst(1);
                        for &k in dims {
                            n = self.b.ins().imul(n, sizes[k]);
                        }
                        let bad = self.b.ins().icmp(IntCC::NotEqual, n, src.sizes[group]);
                        self.check(op, bad, SiteKind::ExpandSizes { group }, &[src.sizes[group], n])?;
                    }
                }
                let mut strides = vec![src.offset; sizes.len()];
                for (g, dims) in groups.iter().enumerate() {
                    let mut st = src.strides[g];
                    for &k in dims.iter().rev() {
                        strides[k] = st;
                        st = self.b.ins().imul(st, sizes[k]);
                    }
                }
                (sizes, strides)
            }
            _ => {
                let perm = permutation(m, op).ok_or_else(|| malformed(self))?;
                (perm.iter().map(|&k| src.sizes[k]).collect(), perm.iter().map(|&k| src.strides[k]).collect())
            }
        };
        Ok(Desc {
            alloc: src.alloc,
            aligned: src.aligned,
            offset: src.offset,
            sizes,
            strides,
            identity: false,
            base: None,
        })
    }
}
