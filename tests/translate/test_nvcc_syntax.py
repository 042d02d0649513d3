"""What nvcc accepts and clang does not parse (issue 32, item 8): launches written `k << <g, b >> >
(args)` (Visual Studio's formatter; xmrig-cuda), and CUDA headers included inside `extern "C" { }`
(C projects compiled as C++; "templates must have C++ linkage")."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane, hip_lane, run_compile
from tests.translate.strict import translate

SPACED = """#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float* p, float a, int n) { int i = threadIdx.x; if (i < n) p[i] *= a; }
template <int N> __global__ void twice(float* p) { p[threadIdx.x] *= N; }
#define RUN(k, p) k << <1, 32 >> > (p, 1.0f, 32)
#define CHECK_KERNEL(id, ...) __VA_ARGS__; check(id, cudaGetLastError())
static void check(int id, cudaError_t e) { if (e != cudaSuccess) printf("%d: %s\\n", id, cudaGetErrorString(e)); }

void run(float* p, int n) {
  dim3 grid(1), block(256);
  scale << <grid, block >> > (p, 2.0f, n);
  scale<< <grid, block>> >(p, 2.0f, n);
  CHECK_KERNEL(0, twice<4> << <n / 32, 32 >> > (p));
  RUN(scale, p);
  int shifted = n << 2;
  printf("%d << <not a launch>> >\\n", shifted);
}
"""

GGL = TranslateOptions(launch_style="hipLaunchKernelGGL")


def test_spaced_chevrons_are_written_as_clang_reads_them() -> None:
    text = translate(SPACED).text
    assert "scale <<<grid, block >>> (p, 2.0f, n);" in text
    assert "scale<<<grid, block>>>(p, 2.0f, n);" in text
    assert "twice<4> <<<n / 32, 32 >>> (p)" in text
    assert "#define RUN(k, p) k <<<1, 32 >>> (p, 1.0f, 32)" in text
    assert "int shifted = n << 2;" in text and '"%d << <not a launch>> >\\n"' in text
    assert translate(SPACED).findings == ()
    ggl = translate(SPACED, GGL).text
    assert ggl.count("hipLaunchKernelGGL(scale, dim3(grid), dim3(block), 0, 0, p, 2.0f, n);") == 2
    assert "hipLaunchKernelGGL(twice<4>, dim3(n / 32), dim3(32), 0, 0, p)" in ggl
    assert "#define RUN(k, p) k <<<1, 32 >>> (p, 1.0f, 32)" in ggl


@pytest.mark.slow
@pytest.mark.parametrize("style", ["chevrons", "hipLaunchKernelGGL"])
def test_spaced_launches_compile(style: str, tmp_path: Path) -> None:
    """Before: "expected expression" at each launch."""
    options = GGL if style == "hipLaunchKernelGGL" else None
    (tmp_path / "main.hip").write_text(translate(SPACED, options).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


# darknet-style C header and a C++ file that wraps its includes.
GUARDED = """#include <stdio.h>
#ifdef __cplusplus
extern "C" {
#endif
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
int gpu_count(void);
#ifdef __cplusplus
}
#endif
int gpu_count(void) { int n = 0; cudaGetDeviceCount(&n); return n; }
"""
PLAIN = """extern "C" {
#include "cuda_runtime.h"
}
#include <cstdio>
void sync_all() { cudaDeviceSynchronize(); }
"""


def test_includes_inside_extern_c_get_cpp_linkage() -> None:
    text = translate(GUARDED).text
    assert (
        '#ifdef __cplusplus\nextern "C++" {\n#endif\n#include <hip/hip_runtime.h>\n#ifdef __cplusplus\n}\n#endif\n'
        in text
    )
    assert 'extern "C++" {\n#endif\n#include <hip/hip_runtime_api.h>\n#ifdef __cplusplus\n}\n' in text
    assert text.count("#include") == 3
    # (tree-sitter reads the unbalanced #ifdef idiom as a syntax error: an info, nothing more.)
    assert {f.code for f in translate(GUARDED).findings} <= {"syntax-error"}
    assert 'extern "C" {\nextern "C++" {\n#include "hip/hip_runtime.h"\n}\n}\n' in translate(PLAIN).text
    # Outside such a block nothing changes.
    outside = '#include <cuda_runtime.h>\nextern "C" { int f(void); }\n'
    assert translate(outside).text == '#include <hip/hip_runtime.h>\nextern "C" { int f(void); }\n'


@pytest.mark.slow
@pytest.mark.parametrize(("name", "language"), [("gpu.cpp", "c++"), ("gpu.c", "c"), ("sync.cpp", "c++")])
def test_wrapped_includes_compile_as_c_and_cpp(name: str, language: str, tmp_path: Path) -> None:
    """Before: "templates must have C++ linkage" in the HIP runtime's headers (C++)."""
    source = tmp_path / name
    source.write_text(translate(PLAIN if name == "sync.cpp" else GUARDED).text, encoding="utf-8")
    tc = hip_lane("6.4")
    argv = [*tc.hipcc_argv(), "-x", language, "-D__HIP_PLATFORM_AMD__", "-c", str(source), "-o", str(tmp_path / "o.o")]
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env())
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
