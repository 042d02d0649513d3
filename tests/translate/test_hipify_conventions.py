"""HIPIFY's conventions where they are not matters of taste (issue 11, item 4): the HIP runtime
include for files that relied on nvcc's implicit one, no (void**) casts where HIP has the typed
overload, HIP_SYMBOL(x) for symbol arguments, kernels cast to const void* where HIP has no
template overload, no dim3(dim3(...)), launches in macro bodies.

The engine's output is checked as text and then compiled with both toolchain lanes (HIP 5.2 and
6.4, every target of each), translated for the lane's HIP version.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import LANE_TARGETS, hip_lane, run_compile
from tests.translate.strict import translate, translate_kernel

GOLDEN = Path(__file__).parent / "golden"
RUNTIME = '#include "hip/hip_runtime.h"\n'


def ggl(source: str, **kwargs) -> str:  # type: ignore[no-untyped-def]
    return translate(source, TranslateOptions(launch_style="hipLaunchKernelGGL", **kwargs)).text


# -- the runtime include -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "source",
    [
        "__global__ void k(int* x) { x[threadIdx.x] = 0; }\n",  # a kernel
        "void launch(float* p);\nvoid run(float* p) { kernel<<<1, 1>>>(p); }\n",  # only a launch
        "int count() { int n = 0; cudaGetDeviceCount(&n); return n; }\n",  # only runtime calls
        "#pragma once\n__device__ inline float twice(float x) { return 2 * x; }\n",  # a device-only header
    ],
)
def test_files_that_relied_on_the_implicit_runtime_get_hipifys_include(source: str) -> None:
    text = translate(source).text
    assert text.count(RUNTIME) == 1
    assert "<hip/hip_runtime.h>" not in text


def test_runtime_include_placement_follows_hipify() -> None:
    # After #pragma once, else after an include guard's #define, else before the first include.
    assert translate("#pragma once\n__device__ int f();\n").text == "#pragma once\n" + RUNTIME + "__device__ int f();\n"
    guarded = "#ifndef A_CUH\n#define A_CUH\n__device__ int f();\n#endif\n"
    assert translate(guarded).text == "#ifndef A_CUH\n#define A_CUH\n" + RUNTIME + "__device__ int f();\n#endif\n"
    first = "// c\n#include <cstdio>\n__global__ void k() {}\n"
    assert translate(first).text == "// c\n" + RUNTIME + "#include <cstdio>\n__global__ void k() {}\n"


def test_cuda_includes_keep_their_brackets_and_hip_includes_count() -> None:
    assert translate('#include "cuda_runtime.h"\n__global__ void k() {}\n').text == (
        '#include "hip/hip_runtime.h"\n__global__ void k() {}\n'
    )
    assert translate("#include <cuda_runtime.h>\n__global__ void k() {}\n").text == (
        "#include <hip/hip_runtime.h>\n__global__ void k() {}\n"
    )
    already = "#include <hip/hip_runtime.h>\n__global__ void k() {}\n"
    assert translate(already).text == already


def test_host_only_code_gets_no_include() -> None:
    src = "#include <vector>\nint f(std::vector<int>& v) { return v.size() << 3; }\n"
    assert translate(src).text == src


def test_kernel_conversion_adds_hipifys_include() -> None:
    src = "#include <cstdio>\n__global__ void k(int* x) { x[0] = 1; }\n"
    assert [e.text for e in translate_kernel(src, "k").include_edits] == [RUNTIME]


# -- allocation casts, HIP_SYMBOL, dim3 --------------------------------------------------------


def test_no_void_pp_cast_where_hip_has_the_typed_overload() -> None:
    src = (
        "void f(void* host) {\n"
        "  float* p; size_t pitch;\n"
        "  cudaMalloc(&p, 4); cudaMallocHost(&p, 4); cudaHostAlloc(&p, 4, cudaHostAllocMapped);\n"
        "  cudaMallocManaged(&p, 4); cudaMallocAsync(&p, 4, 0); cudaMallocPitch(&p, &pitch, 4, 4);\n"
        "  cudaHostGetDevicePointer(&p, host, 0);\n"
        "}\n"
    )
    text = translate(src).text
    assert "hipMalloc(&p, 4); hipHostMalloc(&p, 4, hipHostMallocDefault);" in text  # (flags: C has no default)
    assert "hipHostMalloc(&p, 4, hipHostMallocMapped);" in text
    assert "hipMallocManaged(&p, 4); hipMallocAsync(&p, 4, 0); hipMallocPitch(&p, &pitch, 4, 4);" in text
    assert "hipHostGetDevicePointer((void**)&p, host, 0);" in text  # no template overload in HIP
    # A file that switches HIP's C++ overloads off keeps every cast.
    disabled = translate("#define __HIP_DISABLE_CPP_FUNCTIONS__\n" + src).text
    assert "hipMalloc((void**)&p, 4); hipHostMalloc((void**)&p, 4, hipHostMallocDefault);" in disabled
    old = translate(src, TranslateOptions(hip_version="5.2.3")).text
    assert "hipMallocPitch((void**)&p, &pitch, 4, 4);" in old  # HIP 5.2 has no hipMallocPitch<T>
    assert "hipMalloc(&p, 4);" in old


def test_symbol_arguments_take_hip_symbol() -> None:
    src = (
        "__constant__ float c[4]; __device__ int d; namespace n { __constant__ int e; }\n"
        "void h(float* p, cudaStream_t s, void* a, size_t z) {\n"
        "  cudaMemcpyToSymbol(c, p, 16);\n"
        "  cudaMemcpyToSymbolAsync(n::e, p, 4, 0, cudaMemcpyHostToDevice, s);\n"
        "  cudaMemcpyFromSymbol(p, d, 4);\n"
        "  cudaMemcpyFromSymbolAsync(p, c, 4, 0, cudaMemcpyDeviceToHost, s);\n"
        "  cudaGetSymbolAddress(&a, d);\n"
        "  cudaGetSymbolSize(&z, c);\n"
        "  cudaMemcpyToSymbol(HIP_SYMBOL(c), p, 16);\n"
        "}\n"
    )
    lines = translate(src).text.splitlines()[3:-1]
    assert lines == [
        "  hipMemcpyToSymbol(HIP_SYMBOL(c), p, 16);",
        "  hipMemcpyToSymbolAsync(HIP_SYMBOL(n::e), p, 4, 0, hipMemcpyHostToDevice, s);",
        "  hipMemcpyFromSymbol(p, HIP_SYMBOL(d), 4);",
        "  hipMemcpyFromSymbolAsync(p, HIP_SYMBOL(c), 4, 0, hipMemcpyDeviceToHost, s);",
        "  hipGetSymbolAddress(&a, HIP_SYMBOL(d));",
        "  hipGetSymbolSize(&z, HIP_SYMBOL(c));",
        "  hipMemcpyToSymbol(HIP_SYMBOL(c), p, 16);",  # not wrapped twice
    ]


def test_kernels_passed_as_const_void_pointers_are_cast() -> None:
    src = (
        "template <int N> __global__ void k(float* x) {}\n"
        "void f(cudaStream_t s, void** args) {\n"
        "  cudaFuncSetAttribute(k<4>, cudaFuncAttributeMaxDynamicSharedMemorySize, 1 << 16);\n"
        "  cudaFuncAttributes a; cudaFuncGetAttributes(&a, k<4>);\n"
        "  cudaFuncSetCacheConfig((const void*)k<4>, cudaFuncCachePreferL1);\n"
        "  cudaLaunchKernel(k<4>, dim3(1), dim3(1), args, 0, s);\n"
        "}\n"
    )
    lines = translate(src).text.splitlines()[3:-1]
    assert lines == [
        "  hipFuncSetAttribute(reinterpret_cast<const void*>(k<4>), hipFuncAttributeMaxDynamicSharedMemorySize,"
        " 1 << 16);",
        "  hipFuncAttributes a; hipFuncGetAttributes(&a, reinterpret_cast<const void*>(k<4>));",
        "  hipFuncSetCacheConfig((const void*)k<4>, hipFuncCachePreferL1);",  # already a pointer
        "  hipLaunchKernel(reinterpret_cast<const void*>(k<4>), dim3(1), dim3(1), args, 0, s);",
    ]


def test_dim3_arguments_are_not_wrapped_again() -> None:
    src = "__global__ void k(int a) {}\nvoid h(dim3 g) { k<<<dim3(2, 2), dim3(64)>>>(1); k<<<g, 64>>>(2); }\n"
    text = ggl(src)
    assert "hipLaunchKernelGGL(k, dim3(2, 2), dim3(64), 0, 0, 1);" in text
    assert "hipLaunchKernelGGL(k, dim3(g), dim3(64), 0, 0, 2);" in text
    assert "dim3(dim3" not in text


# -- launches in macro bodies ------------------------------------------------------------------


def test_launches_in_macro_bodies_are_rewritten() -> None:
    src = (
        "#define RUN(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)\n"
        "#define RUN_T(s) fill<float, 2><<<dim3(1, 2), 64, 0, s>>>(p, cudaMemcpyHostToDevice); \\\n"
        "  next<<<1, /* b */ 32>>>()\n"
        '#define TWO(x) a<<<1, 1>>>(x); printf("<<<"); b<<<2, 2, sizeof(S<1, 2>)>>>(x)\n'
    )
    lines = ggl(src).splitlines()
    assert lines[1] == "#define RUN(k, g, b, ...) hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, ##__VA_ARGS__)"
    assert lines[2] == (
        "#define RUN_T(s) hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 2>), dim3(1, 2), dim3(64), 0, s, p,"
        " hipMemcpyHostToDevice); \\"
    )
    assert lines[3] == "  hipLaunchKernelGGL(next, dim3(1), dim3(32), 0, 0)"
    assert lines[4] == (
        '#define TWO(x) hipLaunchKernelGGL(a, dim3(1), dim3(1), 0, 0, x); printf("<<<");'
        " hipLaunchKernelGGL(b, dim3(2), dim3(2), sizeof(S<1, 2>), 0, x)"
    )
    chevrons = translate(src).text  # the default style: launches untouched, names renamed
    assert chevrons == RUNTIME + src.replace("cudaMemcpyHostToDevice", "hipMemcpyHostToDevice")


def test_macro_launches_that_cannot_be_rewritten_say_why() -> None:
    src = "#define CFG <<<1, 1>>>\n#define L(k) k<<<2, 2>>>\n#define M(k) k<<<1>>>(x)\n#define P(p) p->k<<<1, 1>>>()\n"
    r = translate(src, TranslateOptions(launch_style="hipLaunchKernelGGL"))
    assert r.text.endswith(src)  # unchanged after the runtime include
    found = [(f.code, src.encode()[f.start : f.end].decode(), f.message.split(": ", 1)[1]) for f in r.findings]
    assert found == [
        ("macro-launch", "<<<", "the kernel is not named in the macro body (or not by a plain name)"),
        ("macro-launch", "<<<", "its argument list is not in the macro body"),
        ("macro-launch", "<<<", "hipLaunchKernelGGL needs two to four configuration arguments"),
        ("macro-launch", "<<<", "the kernel is not named in the macro body (or not by a plain name)"),
    ]


def test_macro_launches_of_pasted_and_qualified_names() -> None:
    src = "#define C(n) k##n<<<1, 1>>>(x)\n#define D(T) ns::k_##T<float><<<g, b>>>(x, y)\n"
    assert ggl(src).splitlines() == [
        "#define C(n) hipLaunchKernelGGL(k##n, dim3(1), dim3(1), 0, 0, x)",
        "#define D(T) hipLaunchKernelGGL(ns::k_##T<float>, dim3(g), dim3(b), 0, 0, x, y)",
    ]
    assert translate(src).findings == ()  # chevrons style: nothing to say


# -- the translations compile on both lanes ----------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
@pytest.mark.parametrize("style", ["chevrons", "hipLaunchKernelGGL"])
def test_golden_conventions_compile(lane: str, style: str, tmp_path: Path) -> None:
    tc = hip_lane(lane)
    source = (GOLDEN / "hipify_conventions.cu").read_text(encoding="utf-8")
    text = translate(source, TranslateOptions(launch_style=style, hip_version=tc.hip_version)).text  # type: ignore[arg-type]
    assert RUNTIME in text and "(void**)&d, n" in text  # the user's own cast stays
    hip = tmp_path / "conventions.hip"
    hip.write_text(text, encoding="utf-8")
    targets = LANE_TARGETS[lane]
    others = [f"--offload-arch={t}" for t in targets[1:]]
    argv = tc.hip_compile_argv(targets[0], hip, tmp_path / "conventions.o", extra=others)
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
