"""Branches no compiler reads: `#if 0` (GooFit's ThrustOverride.h is one whole file under it), `#elif
0`, and the `#elif`s and `#else` after `#if 1`.

nvcc skips them as hipcc will: what they use that HIP lacks (libcu++, inline PTX, an API with no
counterpart) does not matter, yet the rules translate and report inside them like anywhere else
(they read names, not the preprocessor's decisions). Where errors of that kind sit in one, a
``never-compiled`` note on its directive speaks for them and they are dropped (the scope of the note,
as cuda_version.py and cuda_arch.py do for the branches their decisions remove).
"""

from __future__ import annotations

from cass_lsp.translate.context import Context
from cass_lsp.translate.cuda_arch import MOOT_IN_DEAD_BRANCH
from cass_lsp.translate.directives import never_compiled
from cass_lsp.translate.rules import rule

CODE = "never-compiled"
MOOT = MOOT_IN_DEAD_BRANCH | {"libcudacxx", "unsupported-header"}


@rule(
    "never-compiled",
    phase="review",
    after={"unknown-cuda-api"},  # its errors in such a branch are moot too
    codes={CODE},
    refines={CODE: MOOT},
    doc="Errors about what HIP lacks inside `#if 0` (and the #else of `#if 1`) dropped, a note speaking for them",
)
def review(ctx: Context, start: int, end: int) -> None:
    if ctx.chunks is not None and (start, end) != ctx.chunks[-1]:
        return  # decided at the last chunk, every finding known
    moot = [r.finding for r in ctx.record.findings if r.finding.code in MOOT]
    if not moot:
        return
    for directive, lo, hi in never_compiled(ctx.data):
        if hi <= start or lo >= end or not any(lo <= f.start and f.end <= hi for f in moot):
            continue
        line = ctx.data[directive:lo].decode("utf-8", "replace").strip()
        ctx.report(
            CODE,
            f"`{line}`: no compiler reads this branch (nvcc neither), so what it uses that HIP lacks does not matter",
            directive,
            lo,
            scope=(lo, hi),
        )
