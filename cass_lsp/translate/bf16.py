"""bfloat16 for the HIP targeted.

HIP 5.x has only ``hip_bfloat16`` (hip/hip_bfloat16.h): a storage type whose arithmetic goes
through float, with no bf16x2 vector and none of cuda_bf16.h's intrinsics; the tables' mapping
(``__nv_bfloat16`` -> ``hip_bfloat16``) and the conversion rewrites in calls.py serve it.

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
