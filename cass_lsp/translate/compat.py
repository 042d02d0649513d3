"""What HIP lacks, defined: which of cass-lsp's runtime definitions (cass_lsp/runtime) a
translation carries, and where.

CUDA's SIMD video intrinsics (`__vadd4`, `__vmaxs2`, `__vabsdiffu4`, ... and the DPX functions of
CUDA 12, `__vimax3_s32`, `__viaddmax_s16x2_relu`, `__vibmax_u32`, ...), its integer dot products
(`__dp4a`, `__dp2a_lo`, `__dp2a_hi`) and `__fmaf_ieee_rn` have no HIP counterpart in any HIP
checked (HeCBench's dp4a program calls `__dp4a`; its HIP twin writes one with AMD builtins).
A call of one no longer leaves an undeclared name: the translation carries a definition with
CUDA's semantics (per-lane loops the compiler unrolls; checked against results recorded on an
NVIDIA GPU and against a reference written from NVIDIA's documentation: tests/runtime/).

Where the definitions go (``TranslateOptions.compat_header``):

- None (one file: `cass-lsp translate`, the editor's conversions): inline, right after the HIP
  runtime include, so that the file builds alone (the editor's background build compiles the one
  translated file in a scratch folder, where a sibling header would not be found);
- a path (`cass-lsp port`): `#include "<path>"` instead, and the port writes one header,
  ``cass_hip_compat.h`` at the root of its output, with the union of what its files need.

Every definition sits in its own `#ifndef CASS_HIP_COMPAT_<name>` guard, so inline copies and
the header can meet in one translation unit (a translated .cu including a translated .cuh).
Definitions are `static inline __host__ __device__`: no ODR clash between files, and the host
side lets them be tested on a machine without a GPU. This module decides which a file needs;
their text is the runtime package's.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.runtime import HELPERS, MACROS, NAMES, STAND_INS, inline_block, needed_by
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule

# -- the pass ----------------------------------------------------------------------------------


def use(ctx: Context, start: int, end: int, name: str, node: Node | None, cuda: str = "") -> bool:
    """A use of ``name`` at [start, end) (``node``: its identifier, None in a #define body; ``cuda``:
    the CUDA name a stand-in replaces): the definition goes into the output. False when the HIP
    targeted has it, or the file defines its own ``name`` (unless the definition yields to the
    file's)."""
    helper = HELPERS[name]
    if not helper.wanted(ctx.options.hip) or (name in ctx.facts.defined_functions and not helper.yields):
        return False
    # A declaration of the name, or a member of that name: nothing to define.
    parent_type = node.parent.type if node is not None and node.parent is not None else ""
    if parent_type in ("function_declarator", "field_expression") and call_of_callee(node) is None:  # type: ignore[arg-type]
        return False
    for needed in needed_by(name):
        ctx.need("compat", needed)
    where = (
        f'#include "{ctx.options.compat_header}"'
        if ctx.options.compat_header
        else "inline after the HIP runtime include"
    )
    missing = name
    if name in STAND_INS:
        missing, lacking, added = cuda or name, "HIP", f"{name}, defined on what HIP has, stands in"
    elif helper.before:
        lacking = f"HIP {ctx.options.hip_version or '.'.join(map(str, ctx.options.hip))}"
        added = "a definition for older HIP is added"
    else:
        lacking, added = "HIP", "a portable definition with CUDA's semantics is added"
    ctx.report_once(
        f"hip-compat:{name}",
        "hip-compat",
        f"{lacking} has no {missing} ({helper.summary}): {added} ({where})",
        start,
        end,
    )
    return True


def after_runtime(ctx: Context) -> str:
    """What the file needs right after its HIP runtime include: the definitions, or their header."""
    if not ctx.needs.compat:
        return ""
    if ctx.options.compat_header:
        return f'#include "{ctx.options.compat_header}"\n'
    return inline_block(ctx.needs.compat)


# -- the rule ----------------------------------------------------------------------------------


def _token(ctx: Context, start: int, end: int, name: str) -> bool:
    return use(ctx, start, end, name, None)


def _keyword(ctx: Context, start: int, end: int, name: str) -> None:
    if name in MACROS:  # __grid_constant__, a keyword of the grammar
        use(ctx, start, end, name, None)


@rule(
    "compat",
    macro=_token,
    keyword=_keyword,
    names=NAMES,
    priority=20,  # before bf16-conversions: __float2bfloat16_rn is defined for HIP 6.2+
    codes={"hip-compat"},
    produces={"compat"},
    doc="Portable definitions of CUDA device functions HIP lacks",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool:
    """A call of a device function HIP lacks: defined in the output; else the next rule's."""
    return node.type == "identifier" and use(ctx, node.start_byte, node.end_byte, name, node)
