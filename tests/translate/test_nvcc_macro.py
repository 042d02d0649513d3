"""`__NVCC__`, nvcc's own macro (issue 39 item 25; nvcc_macro.py): where the branch nvcc takes is the
CUDA path, AMD takes it too (`__HIPCC__`), with a note; a branch of nvcc's pragmas alone stays out."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.result import Severity
from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

# As StringZilla's types.h picks its CUDA backend, and a header that stubs CUDA's qualifiers for
# other compilers.
BACKEND = """#include <cuda_runtime.h>
#if defined(__NVCC__)
#define USE_CUDA (1)
#else
#define USE_CUDA (0)
#endif
#ifndef __NVCC__
#define __device__
#endif
#ifdef __NVCC__
#pragma nv_diag_suppress 177
#endif
#if USE_CUDA
__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }
void run(float* x) { scale<<<1, 32>>>(x, 2.0f); }
#else
#error "the CUDA backend is off"
#endif
"""


def test_a_test_of_nvcc_takes_the_cuda_path_on_amd() -> None:
    """Before: `#if defined(__NVCC__)` kept with a warning: USE_CUDA was 0 on AMD."""
    result = translate(BACKEND)
    text = result.text
    assert "#if defined(__HIPCC__)\n#define USE_CUDA (1)" in text
    assert "#ifndef __HIPCC__\n#define __device__" in text
    # nvcc's own pragma: of nvcc alone, it stays out
    assert "#ifdef __NVCC__\n#pragma nv_diag_suppress 177" in text
    found = [(f.code, f.severity, BACKEND.encode()[f.start : f.end].decode()) for f in result.findings]
    assert found == [
        ("nvcc-macro-decided", Severity.INFO, "__NVCC__"),
        ("nvcc-macro-decided", Severity.INFO, "__NVCC__"),
        ("version-macro", Severity.WARNING, "__NVCC__"),
    ]
    assert "of nvcc alone" in result.findings[2].message


def test_inline_asm_beside_a_portable_branch_and_uses_outside_directives_stay() -> None:
    source = """#ifdef __NVCC__
__device__ int lane() { int l; asm("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
#else
__device__ int lane() { return threadIdx.x % warpSize; }
#endif
#define COMPILER __NVCC__
"""
    result = translate(source)
    assert "#ifdef __NVCC__\n__device__ int lane()" in result.text and "#define COMPILER __NVCC__" in result.text
    assert [f.code for f in result.findings if f.code.endswith("macro")] == ["version-macro", "version-macro"]


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_cuda_path_compiles(lane: str, tmp_path: Path) -> None:
    """Before: `#error "the CUDA backend is off"`."""
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(BACKEND, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")
