"""With ``--roc``, rocBLAS and rocSOLVER take hipComplex: `ROCM_MATHLIBS_API_USE_HIP_COMPLEX`.

cuBLAS and cuSOLVER take ``cuComplex``/``cuDoubleComplex``, which become ``hipComplex`` and
``hipDoubleComplex`` (float2-like structs the rest of the file uses as such: ``.x``, ``.y``,
``hipCaddf``...). rocBLAS's own complex types are C++ classes, so ``rocblas_cscal(h, n, alpha, x,
1)`` with ``hipComplex*`` arguments does not compile ("no matching function"). HIPIFY renames the
variables' types to ``rocblas_float_complex`` instead, which then breaks every use of them as
hipComplex. rocBLAS offers the switch for exactly this: with ``ROCM_MATHLIBS_API_USE_HIP_COMPLEX``
defined before its header, ``rocblas_float_complex`` *is* ``hipFloatComplex`` (rocSOLVER takes
rocBLAS's types). So a file that includes cuBLAS or cuSOLVER headers and names a CUDA complex
type gets the define, guarded, before its first include.
"""

from __future__ import annotations

import re

from cass_lsp.syntax.cuda import includes
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

MACRO = "ROCM_MATHLIBS_API_USE_HIP_COMPLEX"
DEFINITION = f"#ifndef {MACRO}  // rocBLAS takes hipComplex (--roc)\n#define {MACRO}\n#endif\n"
_ROCBLAS_HEADERS = re.compile(r"^(?:cublas[\w]*|cusolver[\w]*)\.h$")
_COMPLEX = re.compile(rb"\bcu(?:Float|Double)?Complex\b")


@rule("roc-complex", phase="range", order=15, pattern=b"#include", when=lambda options: options.roc)
def define_hip_complex(ctx: Context, start: int, end: int) -> None:
    found = includes(ctx.includes_root)
    if not found or not any(_ROCBLAS_HEADERS.match(inc.path.rsplit("/", 1)[-1]) for inc in found):
        return
    if MACRO.encode() in ctx.data or not _COMPLEX.search(ctx.data):
        return  # the file decides itself, or passes no complex numbers
    first = found[0].node.start_byte
    if start <= first < end:
        ctx.replace(first, first, DEFINITION)
