"""Where the HIP runtime include the translation adds goes (issue 39 items 11 and 24): before any
of the user's code, their own `#define T int` included, but after a leading comment and the
defines that configure the system's headers; and with C++ linkage in a C header that another
file may include inside `extern "C" { }`."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.toolchain.model import in_prefix
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.includes import HOST_COMPILER_NOINLINE
from tests.lanes import compile_on_lane, hip_lane
from tests.translate.strict import translate

RUNTIME = '#include "hip/hip_runtime.h"\n'

# The user's own object-like macros before the first include: HIP's headers would read them.
USER_DEFINES = """// Copyright the authors. Licensed under the MIT licence.
#define _GNU_SOURCE
#define T int
#define N 64
#include <stdio.h>
__global__ void fill(T* x) { x[threadIdx.x] = N; }
int main() { T* x; cudaMalloc(&x, N * sizeof(T)); fill<<<1, N>>>(x); printf("done\\n"); return 0; }
"""


def test_the_runtime_include_goes_before_the_users_defines() -> None:
    """Before: after `#define T int`, where HIP's `template <typename T>` became `template <typename int>`."""
    text = translate(USER_DEFINES).text
    assert text.startswith(
        "// Copyright the authors. Licensed under the MIT licence.\n#define _GNU_SOURCE\n" + RUNTIME + "#define T int\n"
    )


def test_nothing_enclosing_is_entered() -> None:
    source = """#ifdef __cplusplus
extern "C" {
#endif
#define T float
#include <stdio.h>
void scale(T* x, int n);
#ifdef __cplusplus
}
#endif
__global__ void k(T* x) { x[0] = 1; }
"""
    text = translate(source).text
    assert text.startswith(RUNTIME + "#ifdef __cplusplus\nextern")
    guarded = "#ifndef UTIL_H\n#define UTIL_H\n#define T int\n__device__ T twice(T x) { return 2 * x; }\n#endif\n"
    assert translate(guarded).text.startswith("#ifndef UTIL_H\n#define UTIL_H\n" + RUNTIME + "#define T int\n")


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_users_defines_compile(lane: str, tmp_path: Path) -> None:
    """Before: "declaration of anonymous class must be a definition" in HIP's host_defines.h."""
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(USER_DEFINES, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


# A C library's header of launch wrappers (it names the runtime's types) that its C++ callers
# include inside extern "C" (issue 39 item 11).
C_HEADER = """#ifndef LAUNCH_H
#define LAUNCH_H
#include <stddef.h>
void launch_scale(float* x, size_t n, cudaStream_t stream);
#endif
"""
CPP_CALLER = """extern "C" {
#include "launch.h"
}
void run(float* x, size_t n) { launch_scale(x, n, 0); }
"""


def test_a_c_header_gives_the_runtime_cxx_linkage() -> None:
    text = translate(C_HEADER).text
    assert (
        '#define LAUNCH_H\n#ifdef __cplusplus\nextern "C++" {\n#endif\n'
        + RUNTIME
        + HOST_COMPILER_NOINLINE
        + "#ifdef __cplusplus\n}\n#endif\n"
    ) in text
    # A header with C++ of its own is no C header: nobody includes it inside extern "C"
    cxx = translate(C_HEADER.replace("void launch", "template <class T> void other(T);\nvoid launch")).text
    assert "extern" not in cxx


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_a_c_header_included_inside_extern_c_compiles(lane: str, tmp_path: Path) -> None:
    """Before: "templates must have C++ linkage" in HIP's headers."""
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "launch.h").write_text(translate(C_HEADER, options).text, encoding="utf-8")
    (tmp_path / "main.hip").write_text(translate(CPP_CALLER, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


def test_cudas_cooperative_groups_internals_header_is_hips_public_one() -> None:
    """sage's mlp.h includes cooperative_groups/details/helpers.h (its details:: only in comments):
    the include was kept with no finding, and the compile stopped at 'file not found'."""
    src = (
        "#include <cooperative_groups.h>\n#include <cooperative_groups/details/helpers.h>\n"
        "// cooperative_groups::details::grid::sync(&barrier);\n__global__ void k() {}\n"
    )
    r = translate(src)
    assert "details/helpers.h" not in r.text and r.text.count("#include <hip/hip_cooperative_groups.h>") == 1
    assert not [f for f in r.findings if f.code == "unsupported-header"]
    used = translate(src.replace("// cooperative", "__device__ void f(unsigned* b) { cooperative") + "}\n")
    assert [f.code for f in used.findings if f.code == "unsupported-header"] == ["unsupported-header"]


def test_an_added_runtime_include_in_host_cxx_takes_back_the_empty_noinline_a_host_compiler_gets() -> None:
    """StringZilla's types.h got the runtime include; its C++20 benchmarks, compiled by the host
    compiler, then read libstdc++'s [[__gnu__::__noinline__]] as [[__gnu__::]] in <format>."""
    text = translate("#include <stdio.h>\nvoid f(float* p) { cudaFree(p); }\n").text
    assert text.startswith('#include "hip/hip_runtime.h"\n' + HOST_COMPILER_NOINLINE)
    device = translate("__global__ void k(float* p) { p[0] = 1; }\n").text
    assert "__noinline__" not in device  # hipcc compiles device code: clang knows the keyword
    c_file = translate("void f(float* p) { cudaFree(p); }\n", TranslateOptions(language="c")).text
    assert "__noinline__" not in c_file


# Device code a host compiler never reads: under a device-pass test, in an #if or an #elif.
DEVICE_PASS_ONLY = (
    "#include <stdio.h>\n#if DEBUG && defined(__CUDA_ARCH__)\n"
    "__device__ __noinline__ void fail() { __trap(); }\n#endif\nvoid f(float* p) { cudaFree(p); }\n"
)


@pytest.mark.parametrize(
    ("cuda", "guarded"),
    [
        (DEVICE_PASS_ONLY, True),
        (DEVICE_PASS_ONLY.replace("#if DEBUG && defined(__CUDA_ARCH__)", "#ifdef __CUDA_ARCH__"), True),
        (DEVICE_PASS_ONLY.replace("#if DEBUG && defined(__CUDA_ARCH__)", "#if __CUDA_ARCH__ >= 700"), True),
        ("#if X\n#elif defined(__CUDA_ARCH__)\n__device__ int g;\n#endif\n" + DEVICE_PASS_ONLY[19:], True),
        # a host compiler reads these: the guard would take __noinline__ from them
        (DEVICE_PASS_ONLY.replace("&&", "||"), False),
        (DEVICE_PASS_ONLY.replace("#if DEBUG && defined(__CUDA_ARCH__)", "#ifndef __CUDA_ARCH__"), False),
        (DEVICE_PASS_ONLY.replace("#if DEBUG && defined(__CUDA_ARCH__)", "#if 1\n#else"), False),
        ("__host__ __device__ __noinline__ int g(int x) { return x; }\nvoid f(float* p) { cudaFree(p); }\n", False),
    ],
)
def test_device_code_only_a_device_pass_reads_keeps_the_file_host_cxx(cuda: str, guarded: bool) -> None:
    """StringZilla's types.h has `__device__ __noinline__` under `#elif SZ_DEBUG && defined(__CUDA_ARCH__)`:
    its C++20 host files still got the empty __noinline__ (and broke in <format>)."""
    assert (HOST_COMPILER_NOINLINE in translate(cuda).text) is guarded


@pytest.mark.slow
@pytest.mark.parametrize("cuda", ["#include <cstdio>\nvoid f(float* p) { cudaFree(p); }\n", DEVICE_PASS_ONLY])
def test_a_host_compiler_reads_format_after_the_added_include(cuda: str, tmp_path: Path) -> None:
    """With the HIP 6.4 root's own g++ (libstdc++ 16), as a project's C++20 host files build."""
    tc = hip_lane("6.4")
    source = tmp_path / "host.cpp"
    source.write_text(translate(cuda).text + "#include <format>\n")
    argv = ["g++", "-std=c++20", "-D__HIP_PLATFORM_AMD__", "-fsyntax-only", str(source)]  # the root's /usr/include
    result = subprocess.run(in_prefix(tc.hipcc_prefix, argv), capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]


@pytest.mark.slow
@pytest.mark.parametrize(("compiler", "name"), [("g++", "host.cpp"), ("gcc", "host.c")])
def test_host_compilers_read_the_definitions_of_device_code(compiler: str, name: str, tmp_path: Path) -> None:
    """StringZilla's C and C++ programs include types.h, which carries the port's cass_hip_compat.h once
    it needs __trap: g++ said "there are no arguments to '__lane_id' that depend on a template
    parameter" (__reduce_add_sync's), gcc "expected '=', ',', ';', 'asm' or '__attribute__' before '<'"."""
    tc = hip_lane("6.4")
    (tmp_path / runtime.HEADER_NAME).write_text(runtime.header_text({"__trap", "__reduce_add_sync", "__vadd4"}))
    source = tmp_path / name
    source.write_text(f'#include "{runtime.HEADER_NAME}"\nint main(void) {{ return (int)__vadd4(1u, 2u); }}\n')
    argv = [compiler, "-D__HIP_PLATFORM_AMD__", "-fsyntax-only", f"-I{tmp_path}", str(source)]
    result = subprocess.run(in_prefix(tc.hipcc_prefix, argv), capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
