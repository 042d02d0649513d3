"""With ``--roc``, the ROCm libraries take their own complex types; the CUDA complex types stay hipComplex.

cuBLAS and cuSOLVER take ``cuComplex``/``cuDoubleComplex``, which become ``hipComplex`` and
``hipDoubleComplex`` (float2-like structs the rest of the file uses as such: ``.x``, ``.y``,
``hipCaddf``...). rocBLAS's own complex types are C++ classes, so ``rocblas_cscal(h, n, alpha, x,
1)`` with ``hipComplex*`` arguments does not compile ("no matching function"). HIPIFY renames the
variables' types to ``rocblas_float_complex`` instead, which then breaks every use of them as
hipComplex. rocBLAS offers the switch for exactly this: with ``ROCM_MATHLIBS_API_USE_HIP_COMPLEX``
defined before its header, ``rocblas_float_complex`` *is* ``hipFloatComplex`` (rocSOLVER takes
rocBLAS's types). So a file that includes cuBLAS or cuSOLVER headers and names a CUDA complex
type gets the define, guarded, before its first include.

rocSPARSE has no such switch: under hipcc its ``rocsparse_float_complex`` is a class of its own.
Its layout is two floats, as hipComplex's is, so a call whose rocSPARSE declaration differs
from the CUDA shape only in complex pointer types gets casts of those arguments
(``data/roc_complex_casts.json``, from the 6.4 headers by scripts/gen_roc_complex_casts.py);
the other calls whose arguments differ stay ``library-call-manual`` findings.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.syntax.cuda import includes
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tree import call_arguments

MACRO = "ROCM_MATHLIBS_API_USE_HIP_COMPLEX"
DEFINITION = f"#ifndef {MACRO}  // rocBLAS takes hipComplex (--roc)\n#define {MACRO}\n#endif\n"
_ROCBLAS_HEADERS = re.compile(r"^(?:cublas[\w]*|cusolver[\w]*)\.h$")
_COMPLEX = re.compile(rb"\bcu(?:Float|Double)?Complex\b")


@rule("roc-complex", phase="range", pattern=b"#include", when={"roc": True})
def define_hip_complex(ctx: Context, start: int, end: int) -> None:
    found = includes(ctx.includes_root)
    if not found or not any(_ROCBLAS_HEADERS.match(inc.path.rsplit("/", 1)[-1]) for inc in found):
        return
    if MACRO.encode() in ctx.data or not _COMPLEX.search(ctx.data):
        return  # the file decides itself, or passes no complex numbers
    first = found[0].node.start_byte
    if start <= first < end:
        ctx.replace(first, first, DEFINITION)


def _cast_names(mapping: MappingData) -> frozenset[str]:
    return frozenset(mapping.complex_casts)


@rule("roc-sparse-complex", names=_cast_names, priority=5, when={"roc": True})
def cast_complex_arguments(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is None:
        return False
    args = call_arguments(call)
    casts = ctx.mapping.complex_casts[name]
    if len(args) <= max(i for i, _ in casts):
        return False  # not the call rocSPARSE declares: the compiler says what is wrong
    for i, type_name in casts:
        cast = f"({type_name})"
        if not ctx.text(args[i]).startswith(cast):
            ctx.replace(args[i].start_byte, args[i].start_byte, cast + "(")
            ctx.replace(args[i].end_byte, args[i].end_byte, ")")
    return False  # the tables rename the function
