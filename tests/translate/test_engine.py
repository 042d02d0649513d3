"""Unit tests of the rule engine on small sources (real tree-sitter, real mapping data)."""

from __future__ import annotations

import pytest

from cass_lsp.translate import Edit, Severity, TranslateOptions, apply_edits
from cass_lsp.translate.engine import normalize
from tests.translate.strict import translate, translate_kernel


def codes(result) -> list[str]:
    return [f.code for f in result.findings]


def covered(source: str, finding) -> str:
    return source.encode()[finding.start : finding.end].decode()


def test_edits_are_sorted_non_overlapping_and_rebuild_the_text() -> None:
    src = "#include <cuda_runtime.h>\nint main() { cudaStream_t s; cudaStreamCreate(&s); return 0; }\n"
    r = translate(src)
    assert list(r.edits) == sorted(r.edits)
    assert all(a.end <= b.start for a, b in zip(r.edits, r.edits[1:], strict=False))
    assert apply_edits(src, r.edits) == r.text
    assert "hipStream_t s; hipStreamCreate(&s);" in r.text
    assert r.engine == "rules"


def test_strings_comments_and_char_literals_keep_their_text() -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "void f() {\n"
        '  printf("CUDA cudaMalloc %d\\n", 1); // cudaFree here\n'
        "  /* cudaMemcpy */ const char* s = \"cudaStream_t\"; char c = 'c';\n"
        "  cudaDeviceSynchronize();\n"
        "}\n"
    )
    r = translate(src)
    assert 'printf("CUDA cudaMalloc %d\\n", 1); // cudaFree here' in r.text
    assert '/* cudaMemcpy */ const char* s = "cudaStream_t";' in r.text
    assert "hipDeviceSynchronize();" in r.text


def test_macro_bodies_are_lexed_strings_and_comments_in_them_kept() -> None:
    src = '#define CALL(x) cudaMemcpy(x, x, 4, cudaMemcpyDeviceToDevice) /* cudaMemcpy */ "cudaFree"\n'
    r = translate(src)
    assert '#define CALL(x) hipMemcpy(x, x, 4, hipMemcpyDeviceToDevice) /* cudaMemcpy */ "cudaFree"\n' in r.text


def test_identifiers_in_templates_namespaces_and_using_declarations() -> None:
    src = (
        "namespace a { using ::cudaStream_t; using E = cudaError_t; typedef cudaEvent_t Ev; }\n"
        "template <typename T = cudaStream_t> struct S { T t; };\n"
        "S<cudaEvent_t> s;\n"
        "namespace c2 = cub;\n"
        "void g() { cub::DeviceScan::InclusiveSum(nullptr, *(size_t*)0, (int*)0, (int*)0, 1); }\n"
    )
    r = translate(src)
    assert "using ::hipStream_t; using E = hipError_t; typedef hipEvent_t Ev;" in r.text
    assert "template <typename T = hipStream_t>" in r.text
    assert "S<hipEvent_t> s;" in r.text
    assert "namespace c2 = hipcub;" in r.text
    assert "hipcub::DeviceScan::InclusiveSum" in r.text


def test_user_identifiers_that_merely_contain_cuda_are_untouched() -> None:
    src = "int my_cudaMalloc = 0; int cudaMallocCount(int);\nstruct X { int cudaStream_t; };\nint y = x.cudaMalloc;\n"
    r = translate(src)
    assert r.text == src


def test_includes_rewritten_never_duplicated_and_runtime_added_once() -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "#include <cuda.h>\n"
        "#include <cuda_runtime_api.h>\n"
        '#include "cublas_v2.h"\n'
        "#include <device_launch_parameters.h>\n"
        "__global__ void k() {}\n"
    )
    r = translate(src)
    assert r.text.count("hip/hip_runtime.h") == 1
    assert "#include <hip/hip_runtime_api.h>\n" in r.text
    assert '#include "hipblas/hipblas.h"\n' in r.text  # the include keeps its quotes, as HIPIFY's
    assert "device_launch_parameters" not in r.text


def test_runtime_include_added_to_device_code_without_includes() -> None:
    src = "// header comment\n#pragma once\n__global__ void k(int* x) { x[threadIdx.x] = 0; }\n"
    r = translate(src)
    assert r.text == '// header comment\n#pragma once\n#include "hip/hip_runtime.h"\n' + src.split("\n", 2)[2]
    # Already present: nothing added.
    again = translate(r.text)
    assert again.text.count('#include "hip/hip_runtime.h"') == 1


def test_runtime_include_goes_inside_an_include_guard() -> None:
    src = "#ifndef K_H\n#define K_H\n__device__ int twice(int x) { return 2 * x; }\n#endif\n"
    r = translate(src)
    assert r.text.startswith('#ifndef K_H\n#define K_H\n#include "hip/hip_runtime.h"\n__device__')


def test_host_only_file_gets_no_runtime_include() -> None:
    src = '#include <cstdio>\nint main() { printf("hi\\n"); }\n'
    assert translate(src).text == src


def test_hip_headers_that_need_the_runtime_come_after_it() -> None:
    src = "#include <cooperative_groups.h>\n#include <cuda_runtime.h>\n__global__ void k() {}\n"
    r = translate(src)
    assert r.text.startswith('#include "hip/hip_runtime.h"\n#include <hip/hip_cooperative_groups.h>\n')
    assert r.text.count("hip_runtime.h") == 1


def test_launch_chevrons_kept_by_default() -> None:
    src = "__global__ void k(int a) {}\nvoid h(cudaStream_t s) { k<<<2, 64, 0, s>>>(1); }\n"
    assert "k<<<2, 64, 0, s>>>(1);" in translate(src).text


def test_hip_launch_kernel_ggl_with_templates_sizeof_and_defaults() -> None:
    src = (
        "template <typename T, int N> __global__ void k(T* p, int n) {}\n"
        "void h(float* p, cudaStream_t s) {\n"
        "  k<float, sizeof(float)><<<dim3(4, 2), 128, 2 * sizeof(float), s>>>(p, 3);\n"
        "  k<int, 1><<<1, 1>>>(nullptr, 0);\n"
        "  k<int, 2><<<dim3{2, 2}, dim3(8) , S<1, 2>::bytes>>>(nullptr, 0);\n"
        "}\n"
    )
    r = translate(src, TranslateOptions(launch_style="hipLaunchKernelGGL"))
    # As HIPIFY writes it: a dim3(...) is not wrapped again, shared memory and stream as they are.
    assert (
        "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<float, sizeof(float)>), dim3(4, 2), dim3(128),"
        " 2 * sizeof(float), s, p, 3);" in r.text
    )
    assert "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<int, 1>), dim3(1), dim3(1), 0, 0, nullptr, 0);" in r.text
    # Commas that parentheses do not hold together (braces, template arguments) are wrapped.
    assert (
        "hipLaunchKernelGGL(HIP_KERNEL_NAME(k<int, 2>), dim3(dim3{2, 2}), dim3(8), (S<1, 2>::bytes), 0, nullptr, 0);"
        in r.text
    )


def test_typed_allocation_is_cast_only_where_hip_lacks_the_typed_overload() -> None:
    src = (
        "void f(void* h) { float* p; size_t q; cudaMalloc(&p, 4); cudaMalloc((void**)&p, 4); cudaHostAlloc(&p, 4, 0);"
        " cudaMallocPitch(&p, &q, 4, 4); cudaHostGetDevicePointer(&p, h, 0); }\n"
    )
    newest = translate(src).text
    assert "hipMalloc(&p, 4); hipMalloc((void**)&p, 4); hipHostMalloc(&p, 4, 0);" in newest
    assert "hipMallocPitch(&p, &q, 4, 4); hipHostGetDevicePointer((void**)&p, h, 0);" in newest
    old = translate(src, TranslateOptions(hip_version="5.2.3")).text  # no hipMallocPitch<T> in 5.2
    assert "hipMallocPitch((void**)&p, &q, 4, 4); hipHostGetDevicePointer((void**)&p, h, 0);" in old
    assert "hipMalloc(&p, 4); hipMalloc((void**)&p, 4); hipHostMalloc(&p, 4, 0);" in old


def test_full_mask_shuffles_become_non_sync_partial_masks_are_errors() -> None:
    src = (
        "#define FULL 0xffffffff\n"
        "__device__ float f(float v, unsigned m) {\n"
        "  v += __shfl_xor_sync(FULL, v, 1);\n"
        "  v += __shfl_sync(0xFFFFFFFFu, v, 0, 16);\n"
        "  v += __shfl_down_sync(m, v, 1);\n"
        "  return v;\n"
        "}\n"
    )
    r = translate(src, TranslateOptions(hip_version="5.2.3"))  # HIP 6.2+: tests/translate/test_warp.py
    assert "v += __shfl_xor(v, 1);" in r.text
    assert "v += __shfl(v, 0, 16);" in r.text
    assert "v += __shfl_down_sync(m, v, 1);" in r.text
    errors = [f for f in r.findings if f.severity == Severity.ERROR]
    assert [f.code for f in errors] == ["warp-sync-mask"]
    assert covered(src, errors[0]) == "__shfl_down_sync(m, v, 1)"


def test_named_constant_masks_count_as_full_masks() -> None:
    src = (
        "constexpr unsigned kFull = 0xffffffff;\n"
        "static const unsigned int kAll = ~0u;\n"
        "const unsigned kHalf = 0x0000ffff;\n"
        "__device__ float f(float v) {\n"
        "  v += __shfl_down_sync(kFull, v, 1);\n"
        "  v += __shfl_xor_sync(kAll, v, 2);\n"
        "  v += __shfl_sync(kHalf, v, 0);\n"
        "  return v;\n"
        "}\n"
    )
    r = translate(src, TranslateOptions(hip_version="5.2.3"))
    assert "v += __shfl_down(v, 1);" in r.text
    assert "v += __shfl_xor(v, 2);" in r.text
    assert "v += __shfl_sync(kHalf, v, 0);" in r.text  # a partial mask is never dropped
    assert [f.code for f in r.findings if f.severity == Severity.ERROR] == ["warp-sync-mask"]


def test_warp_size_hazards_have_exact_ranges_and_fixes() -> None:
    src = "__global__ void k(int* o) { int lane = threadIdx.x & 31; o[lane] = threadIdx.x >> 5; }\n"
    r = translate(src)
    found = [f for f in r.findings if f.code == "warp-size-literal"]
    assert [covered(src, f) for f in found] == ["threadIdx.x & 31", "threadIdx.x >> 5"]
    fixed = apply_edits(src, [e for f in found for e in f.fix])
    assert "threadIdx.x & (warpSize - 1)" in fixed and "threadIdx.x / warpSize" in fixed
    assert all(f.fix_title == "Use warpSize" and f.url.startswith("https://rocm.docs.amd.com/") for f in found)


def test_plain_32_is_not_a_hazard() -> None:
    src = "__global__ void k(float* o) { __shared__ float s[32]; int n = 32 * 4; o[0] = s[n % 32]; }\n"
    assert "warp-size-literal" not in codes(translate(src))


def test_ballot_in_32_bit_integer_offers_widening() -> None:
    src = "__global__ void k(int* o) { unsigned m = __ballot_sync(0xffffffff, o[0] > 0); o[1] = __popc(m); }\n"
    r = translate(src, TranslateOptions(hip_version="5.2.3"))
    ballot = next(f for f in r.findings if f.code == "ballot-32bit")
    assert apply_edits(src, list(ballot.fix)).count("unsigned long long m = __ballot_sync") == 1
    assert "unsigned m = __ballot(o[0] > 0);" in r.text


def test_inline_ptx_flagged_in_device_code_only() -> None:
    src = (
        '__device__ float inv(float x) { float r; asm("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x)); return r; }\n'
        'int host_nop() { asm volatile("nop"); return 0; }\n'
    )
    found = [f for f in translate(src).findings if f.code == "inline-ptx"]
    assert len(found) == 1 and covered(src, found[0]).startswith('asm("rcp.approx')


def test_texture_references_and_removed_device_prop_fields() -> None:
    src = (
        "texture<float, 2> tex;\n"
        "int f() { cudaDeviceProp p; cudaGetDeviceProperties(&p, 0); return p.clockRate + p.mpsEnabled + p.major; }\n"
        "struct Mine { int clockRate; }; int g(Mine m) { return m.clockRate; }\n"
    )
    r = translate(src)
    assert [(f.code, covered(src, f)) for f in r.findings] == [
        ("texture-reference", "texture<float, 2>"),
        ("device-prop-removed", "clockRate"),
        ("device-prop-missing", "mpsEnabled"),
    ]


def test_unsupported_deprecated_removed_apis_cite_cuda_versions() -> None:
    src = "void f() { cudaThreadSynchronize(); cudaDeviceFlushGPUDirectRDMAWrites(x, y); cudaBindTexture(0, t, p); }\n"
    r = translate(src)
    by_code = {f.code: f for f in r.findings}
    assert "deprecated since CUDA 10.0" in by_code["deprecated-in-cuda"].message
    assert "added in CUDA 11.3" in by_code["unsupported-api"].message
    assert "removed in CUDA 12.0" in by_code["removed-in-cuda"].message
    assert "hipDeviceSynchronize();" in r.text


def test_hip_version_findings_name_the_version_needed() -> None:
    src = "void f() { cudaDeviceSetLimit(cudaLimitStackSize, 1024); }\n"
    assert "hip-version" not in codes(translate(src))
    r = translate(src, TranslateOptions(hip_version="5.2.3"))
    f = next(f for f in r.findings if f.code == "hip-version")
    assert "5.3.0" in f.message and covered(src, f) == "cudaDeviceSetLimit"
    assert "hip-version" not in codes(translate(src, TranslateOptions(hip_version="6.2.0")))


def test_cuda13_prefetch_with_location_becomes_a_device_id() -> None:
    src = (
        "void f(float* p, cudaStream_t s, int dev) {\n"
        "  cudaMemLocation loc; loc.type = cudaMemLocationTypeDevice; loc.id = dev;\n"
        "  cudaMemPrefetchAsync(p, 64, loc, 0, s);\n"
        "  cudaMemPrefetchAsync(p, 64, dev, s);\n"
        "  cudaMemAdvise(p, 64, cudaMemAdviseSetReadMostly, loc);\n"
        "}\n"
    )
    r = translate(src)
    assert "hipMemPrefetchAsync(p, 64, loc.id, s);" in r.text
    assert "hipMemPrefetchAsync(p, 64, dev, s);" in r.text
    assert "hipMemAdvise(p, 64, hipMemAdviseSetReadMostly, loc.id);" in r.text
    assert codes(r).count("cuda13-signature") == 2


def test_version_and_arch_macros() -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "#ifdef __CUDA_ARCH__\nint a;\n#endif\n#if __CUDA_ARCH__ >= 700 || CUDART_VERSION > 11000\nint b;\n#endif\n"
    )
    r = translate(src)
    assert r.text.startswith("#include <hip/hip_runtime.h>\n#ifdef __HIP_DEVICE_COMPILE__\n")
    # cuda_arch.py; CUDART_VERSION defined before its first use for the CUDA HIP 6.4 covers (cuda_version.py),
    # where CUDA's runtime header was there
    defined = "#ifndef CUDART_VERSION\n#define CUDART_VERSION 12030\n#endif\n"
    assert defined + "#if defined(__HIP_DEVICE_COMPILE__) || CUDART_VERSION > 11000\n" in r.text
    assert codes(r) == ["cuda-arch-decided", "cuda-version-defined"]


def test_bf16_conversions_become_cass_bfloat16_for_hip_5() -> None:
    """HIP 5's hip_bfloat16, with CUDA's implicit conversions (runtime/headers/bf16_hip5.h)."""
    src = "__global__ void k(__nv_bfloat16* x) { x[0] = __float2bfloat16(__bfloat162float(x[0]) * 2.0f); }\n"
    r = translate(src, TranslateOptions(hip_version="5.2"))
    assert "cass_bfloat16* x" in r.text
    assert "x[0] = hip_bfloat16(static_cast<float>(x[0]) * 2.0f);" in r.text
    assert codes(r) == ["bfloat16"]
    # HIP 6.2+ (the default: the newest HIP) has CUDA's intrinsics on __hip_bfloat16 (test_bf16.py).
    assert "__hip_bfloat16* x) { x[0] = __float2bfloat16(__bfloat162float(x[0]) * 2.0f); }" in translate(src).text


def test_cooperative_groups_features_hip_lacks() -> None:
    src = (
        "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
        "__global__ void k(int* o) { auto t = cg::tiled_partition<32>(cg::this_thread_block());\n"
        "  o[t.meta_group_rank()] = cg::reduce(t, 1, cg::plus<int>()); int reduce = 0; (void)reduce; }\n"
    )
    hip5 = translate(src, TranslateOptions(hip_version="5.2.3"))
    found = [covered(src, f) for f in hip5.findings if f.code == "cooperative-groups"]
    assert found == ["meta_group_rank()"]
    assert not [f for f in translate(src).findings if f.code == "cooperative-groups"]  # HIP 6.2+ has it
    # cg::reduce: no HIP has it; the translation defines it (compat.py, test_compat.py).
    for result in (hip5, translate(src)):
        defined = [covered(src, f) for f in result.findings if f.code == "hip-compat"]
        assert defined == ["cg::reduce(t, 1, cg::plus<int>())"]
        assert "namespace cooperative_groups {" in result.text


def test_source_map_points_hip_lines_at_cuda_lines() -> None:
    src = "__global__ void k() {}\nint main() {\n  cudaDeviceSynchronize();\n  return 0;\n}\n"
    r = translate(src)
    assert r.text.splitlines()[0] == '#include "hip/hip_runtime.h"'
    assert r.cuda_lines(0) == (0, 0)  # the inserted include maps to the line it was inserted at
    assert r.cuda_lines(3) == (2, 2)  # hipDeviceSynchronize
    assert len(r.source_map) == r.text.count("\n") + 1


def test_syntax_errors_do_not_stop_the_translation() -> None:
    src = "void f( { cudaMalloc(&p, 4); ]] }\n"
    r = translate(src)
    assert "hipMalloc" in r.text
    assert "syntax-error" in codes(r)


def test_utf8_offsets_are_bytes() -> None:
    src = "// ünïcödé\nvoid f() { cudaDeviceReset(); }\n"
    r = translate(src)
    assert "hipDeviceReset();" in r.text
    assert all(src.encode()[e.start : e.end].decode() == "cudaDeviceReset" for e in r.edits if e.end > e.start)


def test_normalize_keeps_insertions_and_drops_enclosed_edits() -> None:
    edits = [Edit(5, 10, "X"), Edit(6, 7, "y"), Edit(5, 5, "<"), Edit(10, 10, ">"), Edit(8, 12, "z")]
    assert normalize(edits) == (Edit(5, 5, "<"), Edit(5, 10, "X"), Edit(10, 10, ">"))


def test_translate_kernel_by_name_and_offset() -> None:
    src = (
        "#include <cstdio>\n"
        "template <int N>\n__global__ void a(float* x) { x[0] = __shfl_down_sync(0xffffffff, x[0], 1); }\n"
        "__global__ void b(cudaStream_t* s) {}\n"
        "int main() { cudaDeviceSynchronize(); }\n"
    )
    k = translate_kernel(src, "a", TranslateOptions(hip_version="5.2.3"))
    assert k.text.startswith("template <int N>\n__global__ void a")
    assert "__shfl_down(x[0], 1)" in k.text
    assert [e.text for e in k.include_edits] == ['#include "hip/hip_runtime.h"\n']
    by_offset = translate_kernel(src, src.index("cudaStream_t"))
    assert by_offset.name == "b" and "hipStream_t" in by_offset.text
    with pytest.raises(LookupError):
        translate_kernel(src, "main")
    whole = translate(src, TranslateOptions(hip_version="5.2.3"))
    assert set(k.edits) <= set(whole.edits)


def test_kernel_conversion_adds_the_library_headers_its_kernel_needs() -> None:
    src = (
        "#include <curand_kernel.h>\n#include <cuComplex.h>\n"
        "__global__ void init(curandState* s) { curand_init(1, threadIdx.x, 0, &s[threadIdx.x]); }\n"
        "__global__ void plain(int* x) { x[0] = 1; }\n"
    )
    assert [e.text for e in translate_kernel(src, "init").include_edits] == [
        '#include "hip/hip_runtime.h"\n#include <hiprand/hiprand_kernel.h>\n'
    ]
    assert [e.text for e in translate_kernel(src, "plain").include_edits] == ['#include "hip/hip_runtime.h"\n']


def test_thrusts_cuda_system_becomes_rocthrusts_hip_system() -> None:
    src = (
        "#include <thrust/system/cuda/execution_policy.h>\n"
        "void f(int* p, cudaStream_t s) { thrust::sort(thrust::cuda::par_nosync.on(s), p, p + 4);"
        " auto q = thrust::cuda::par.on(s); cuda::std::atomic<int> a; }\n"
    )
    r = translate(src)
    assert "#include <thrust/system/hip/execution_policy.h>" in r.text
    assert "thrust::hip::par_nosync.on(s)" in r.text and "thrust::hip::par.on(s)" in r.text
    assert [covered(src, f) for f in r.findings if f.code == "libcudacxx"] == ["cuda::std::atomic<int>"]


def test_empty_braces_on_a_half_name_the_type() -> None:
    src = (
        "#include <cuda_fp16.h>\n__global__ void k(half2* o, float* f) {\n"
        "  half2 r; __half h = __float2half(1.f); float x;\n  r = {}; h = {}; x = {};\n  o[0] = r; f[0] = x;\n}\n"
    )
    r = translate(src)
    assert "  r = half2{}; h = __half{}; x = {};\n" in r.text
    assert [covered(src, f) for f in r.findings if f.code == "half-empty-braces"] == ["{}", "{}"]


def test_thrusts_cuda_device_system_in_conditions_is_rocthrusts_hip_system() -> None:
    # rocThrust's device system is THRUST_DEVICE_SYSTEM_HIP (5), not _CUDA (1): left as it was, a
    # project's `#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_CUDA` takes its CPU-backend branch
    # (GooFit declares its own cudaDeviceSynchronize there) in a HIP build.
    src = (
        "#include <thrust/device_vector.h>\n"
        "#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_CUDA\n#define cpu_backend 1\n#endif\n"
        "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP\n#endif\n"
        "int system_of_build = THRUST_DEVICE_SYSTEM_CUDA;\n"
    )
    r = translate(src)
    assert "#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_HIP\n" in r.text
    assert "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP\n" in r.text
    assert "int system_of_build = THRUST_DEVICE_SYSTEM_HIP;" in r.text
    assert not [f for f in r.findings if f.severity <= Severity.WARNING]
