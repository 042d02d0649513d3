"""bfloat16 for the HIP targeted.

HIP 5.x has only ``hip_bfloat16`` (hip/hip_bfloat16.h): a storage type whose arithmetic goes
through float, with no bf16x2 vector and none of cuda_bf16.h's intrinsics, and whose constructor
from float is explicit, where ``__nv_bfloat16`` converts implicitly from float, double and the
integers (``T x = 0;`` with T a bfloat16 does not build with it). For that HIP the type becomes
``cass_bfloat16``, defined in the output (runtime/headers/bf16_hip5.h): hip_bfloat16 with those
conversions, rounded as CUDA's. The conversion rewrites in calls.py serve the intrinsics.

HIP 6.2 and later have hip/hip_bf16.h (checked against HIP 6.4.3's amd_hip_bf16.h; ROCm 6.2 is
the oldest this rule writes for, the first release whose bf16 header we rely on): ``__hip_bfloat16``
and ``__hip_bfloat162`` with CUDA's intrinsics under CUDA's own names, as the hand-written HIP
ports of HeCBench's bf16 programs use them. For that HIP the types are renamed, the header is
hip_bf16.h, the intrinsics it declares keep their names, and the round-to-nearest conversions it
lacks (``__float2bfloat16_rn``, ``__floats2bfloat162_rn``, ``__float2bfloat162_rn``) are defined
by compat.py.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.hip_releases import since
from cass_lsp.runtime import needed_by
from cass_lsp.syntax.cuda import function_at
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import NOT_IN_CODE

HEADER = "hip/hip_bf16.h"
BF16_SINCE = since("hip_bf16_header").short  # as messages name it

TYPES = {
    "__nv_bfloat16": "__hip_bfloat16",
    "nv_bfloat16": "__hip_bfloat16",
    "__nv_bfloat162": "__hip_bfloat162",
    "nv_bfloat162": "__hip_bfloat162",
    "__nv_bfloat16_raw": "__hip_bfloat16_raw",
    "__nv_bfloat162_raw": "__hip_bfloat162_raw",
}

# cuda_bf16.h's functions that HIP 6.4.3's hip_bf16.h declares under the same name (the names of
# the tables' bf16 entries found in amd_hip_bf16.h; arithmetic such as __hadd is shared with fp16).
KEPT = frozenset(
    {
        "__bfloat1622float2",
        "__bfloat162bfloat162",
        "__bfloat162float",
        "__bfloat16_as_short",
        "__bfloat16_as_ushort",
        "__double2bfloat16",
        "__float22bfloat162_rn",
        "__float2bfloat16",
        "__halves2bfloat162",
        "__high2bfloat16",
        "__high2bfloat162",
        "__highs2bfloat162",
        "__low2bfloat16",
        "__low2bfloat162",
        "__lows2bfloat162",
        "__short_as_bfloat16",
        "__ushort_as_bfloat16",
    }
)

NAMES = frozenset(TYPES) | KEPT
BF16_TYPES = frozenset({"__nv_bfloat16", "nv_bfloat16"})
HIP5_TYPE = "cass_bfloat16"  # the runtime's, for HIP without hip_bf16.h


def native(ctx: Context) -> bool:
    """Does the HIP targeted have hip_bf16.h's __hip_bfloat16?"""
    return ctx.options.release.hip_bf16_header


def rename(ctx: Context, start: int, end: int, name: str) -> bool:
    """The HIP 6.2+ spelling of ``name`` at [start, end); False for HIP 5.x (the tables apply)."""
    if not native(ctx) or name not in NAMES:
        return False
    if name in TYPES:
        ctx.replace(start, end, TYPES[name])
    return True


def header(ctx: Context, path: str) -> str | None:
    """cuda_bf16.h's counterpart for the HIP targeted; None: the tables'."""
    return HEADER if path == "cuda_bf16.h" and native(ctx) else None


@rule(
    "bf16-native",
    macro=rename,
    names=NAMES,
    priority=20,  # before bf16-types and bf16-conversions, which write HIP 5.x's hip_bfloat16
    doc=f"bfloat16 names for HIP {BF16_SINCE}+'s hip_bf16.h",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool:
    """For HIP 6.2+, hip_bf16.h's spelling; else the next rule (hip_bfloat16 through the tables)."""
    if node.type in NOT_IN_CODE:
        return True
    return rename(ctx, node.start_byte, node.end_byte, name)


def hip5_type(ctx: Context, start: int, end: int) -> bool:
    """``cass_bfloat16`` for the bfloat16 type at [start, end) (HIP 5.x), its definition in the output."""
    ctx.replace(start, end, HIP5_TYPE)
    for needed in needed_by(HIP5_TYPE):
        ctx.need("compat", needed)
    return True


@rule(
    "bf16-types",
    macro=lambda ctx, start, end, name: hip5_type(ctx, start, end),
    names=BF16_TYPES,
    priority=10,  # below bf16-native, which takes these names for HIP 6.2+
    codes={"bfloat16"},
    produces={"compat"},
    doc="__nv_bfloat16 as cass_bfloat16 for HIP 5.x: hip_bfloat16 with CUDA's implicit conversions",
)
def _hip5_in_code(ctx: Context, node: Node, name: str) -> bool:
    if node.type in NOT_IN_CODE:
        return True
    hip5_type(ctx, node.start_byte, node.end_byte)
    # Once per function (not per use): the note is about the type, and kernel-scope conversion
    # then reports what whole-file conversion reports inside the kernel.
    fn = function_at(ctx.root, node.start_byte)
    ctx.report_once(
        f"bf16:{fn.outer.start_byte if fn is not None else -1}",
        "bfloat16",
        f"{name} becomes {HIP5_TYPE}, defined in the output: hip/hip_bfloat16.h's hip_bfloat16 (a storage type"
        f" whose arithmetic goes through float) with {name}'s implicit conversions from float, double and"
        " integers; __nv_bfloat16 intrinsics (__hadd, __hmul on bf16, bf16x2 vectors) have no counterpart for it"
        f" in HIP 5.x (HIP {BF16_SINCE}+'s hip/hip_bf16.h has __hip_bfloat16 with them: translate for that HIP)",
        node.start_byte,
        node.end_byte,
    )
    return True
