"""cuda_fp8.h: its C conversion API defined in software, its C++ classes reported.

HIP 6.2+'s hip/hip_fp8.h computes NVIDIA's (OCP) E4M3/E5M2 only where the target does: device
code for gfx942 (MI300) accepts only the FNUZ encodings, whose range and NaN differ (a run-time
assert in amd_hip_fp8.h), and HIP 5.x has no fp8 at all. So the C API keeps CUDA's names and
gets definitions in integer code, the same on every AMD target and bit for bit CUDA's
(runtime/headers/fp8.h, checked against an H100's results): a use of a type, an enumerator or a
conversion pulls its definition (compat.use), and `#include <cuda_fp8.h>` becomes the HIP runtime
include (the tables). The classes (`__nv_fp8_e4m3`, `__nv_fp8x2_e5m2`, ...) and the bfloat16
conversions (HIP names CUDA's `__nv_bfloat16_raw` otherwise) keep an error finding.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp import runtime
from cass_lsp.core.hip_releases import since
from cass_lsp.translate import compat
from cass_lsp.translate.context import Context
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import rule

ENUMERATORS = {
    "__NV_E4M3": "__nv_fp8_interpretation_t",
    "__NV_E5M2": "__nv_fp8_interpretation_t",
    "__NV_NOSAT": "__nv_saturation_t",
    "__NV_SATFINITE": "__nv_saturation_t",
}
# What a name of the API pulls: the definitions of runtime/headers/fp8.h under CUDA's names, and
# the enums through their enumerators.
FP8_SINCE = since("hip_fp8_header").short  # as messages name it
DEFINED = {name: name for name in runtime.FP8 if name.startswith("__nv")} | ENUMERATORS


def is_fp8(name: str) -> bool:
    """cuda_fp8.h's names: the __nv_fp8* types, the __nv_cvt_*fp8* conversions and the enums."""
    return (
        name.startswith("__nv_fp8")
        or (name.startswith("__nv_cvt_") and "fp8" in name)
        or name in ENUMERATORS
        or name == "__nv_saturation_t"
    )


def _names(mapping: MappingData) -> frozenset[str]:
    return frozenset(name for name in mapping.apis if is_fp8(name)) | frozenset(DEFINED)


def handle(ctx: Context, start: int, end: int, name: str, node: Node | None) -> bool:
    helper = DEFINED.get(name)
    if helper is not None:
        compat.use(ctx, start, end, helper, node)  # False: the file declares or defines it itself
        return True
    ctx.report("fp8", _message(ctx, name), start, end)
    return True


def _message(ctx: Context, name: str) -> str:
    covered = "cuda_fp8.h's C conversions (__nv_cvt_float_to_fp8, __nv_cvt_fp8_to_halfraw, ...) are defined in software"
    if "bfloat16" in name:
        return f"{name} is not translated ({covered}, but not the bfloat16 ones): convert through float"
    if ctx.options.release.hip_fp8_header:
        hip = (
            f"; HIP {FP8_SINCE}+'s hip/hip_fp8.h has classes (__hip_fp8_e4m3 in NVIDIA's encodings), but gfx942 (MI300)"
            " device code supports only the FNUZ ones (__hip_fp8_e4m3_fnuz), whose range and NaN differ"
        )
    else:
        hip = f"; HIP before {FP8_SINCE} has no fp8 type"
    return (
        f"{name} (cuda_fp8.h's C++ classes) is not translated: {covered} with NVIDIA's encodings on every AMD"
        f" target; rewrite with __nv_fp8_storage_t and those{hip}"
    )


def _token(ctx: Context, start: int, end: int, name: str) -> bool:
    return handle(ctx, start, end, name, None)


@rule(
    "fp8",
    macro=_token,
    names=_names,
    codes={"fp8", "hip-compat"},
    produces={"compat"},
    doc="cuda_fp8.h's C conversions defined in software (runtime/headers/fp8.h); its classes reported",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool:
    return handle(ctx, node.start_byte, node.end_byte, name, node)
