"""What HIP already defines (vector-type operators as in NVIDIA's helper_math.h, atomicMax and
atomicMin on float/double) is kept for CUDA only, so the HIP build is neither ambiguous nor a
redefinition; checked with the real hipcc of both lanes."""

from __future__ import annotations

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import LANE_TARGETS, hip_lane, run_compile
from tests.translate.strict import translate

SOURCE = """\
#include <cuda_runtime.h>

inline __host__ __device__ float4 operator+(float4 a, float4 b) {
  return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
inline __host__ __device__ void operator+=(float4 &a, float4 b) { a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w; }
inline __host__ __device__ float2 operator*(float s, float2 a) { return make_float2(s * a.x, s * a.y); }

// not HIP's: stays for both
inline __host__ __device__ float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__device__ __forceinline__ float atomicMax(float *address, float val) {
  int *p = (int *)address;
  int old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void accumulate(float4 *acc, const float4 *x, float *best, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    acc[i] += x[i];
    float2 h = 2.0f * make_float2(x[i].x, x[i].y);
    atomicMax(best, dot(acc[i], x[i]) + h.x);
  }
}
"""


def test_definitions_are_guarded_once_per_run_of_adjacent_ones() -> None:
    result = translate(SOURCE)
    text = result.text
    assert text.count("#ifndef __HIP_PLATFORM_AMD__") == 2  # the three operators share one guard
    ops_guard = text.index("#ifndef __HIP_PLATFORM_AMD__")
    assert ops_guard < text.index("operator+(float4") < text.index("#endif", ops_guard) < text.index("float dot(")
    atomic = text.index("float atomicMax(")
    assert text.rindex("#ifndef __HIP_PLATFORM_AMD__", 0, atomic) > text.index("float dot(")
    notes = [f for f in result.findings if f.code == "hip-defines-it"]
    assert len(notes) == 1 and "operator+ on float4" in notes[0].message


def test_register_is_dropped_with_one_note() -> None:
    src = (
        "__device__ float f(float v) {\n  register float a = v;\n"
        "  register int i = 0, registered = 1;\n  return a + i + registered;\n}\n"
    )
    result = translate(src)
    assert "register " not in result.text and "registered = 1" in result.text
    assert "  float a = v;" in result.text
    assert [f.code for f in result.findings].count("register-keyword") == 1


def test_code_that_defines_nothing_of_hips_is_untouched() -> None:
    plain = "__device__ float twice(float x) { return 2 * x; }\n"
    assert "__HIP_PLATFORM_AMD__" not in translate(plain).text


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_translation_compiles(lane: str, tmp_path) -> None:
    tc = hip_lane(lane)
    hip = tmp_path / "ops.hip"
    hip.write_text(translate(SOURCE, TranslateOptions(hip_version=tc.hip_version)).text)
    first, *others = LANE_TARGETS[lane]
    argv = tc.hip_compile_argv(first, hip, tmp_path / "ops.o", extra=[f"--offload-arch={t}" for t in others])
    res = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    assert res.returncode == 0, res.stderr[-3000:]
    # Without the guards, the same file does not build: the test would notice a change in HIP.
    bare = tmp_path / "bare.hip"
    bare.write_text(SOURCE.replace("#include <cuda_runtime.h>", "#include <hip/hip_runtime.h>"))
    argv = tc.hip_compile_argv(first, bare, tmp_path / "bare.o")
    res = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    assert res.returncode != 0 and ("ambiguous" in res.stderr or "redefinition" in res.stderr)


DEPENDENT = """\
template <typename A, typename B> struct vec_cast { template <int N> __device__ static void cast(A* d, const B* s) {} };
template <typename S, typename T, int V>
__device__ void impl(T* d, const S* s) {
  vec_cast<T, S>::cast<V>(d, s);
  vec_cast<T, S>::template cast<V>(d, s);
  vec_cast<float, int>::cast<V>(nullptr, nullptr);
}
__global__ void k(float* d, const int* s) { impl<int, float, 4>(d, s); }
"""


def test_member_templates_of_dependent_types_get_template() -> None:
    result = translate(DEPENDENT)
    lines = result.text.splitlines()
    assert "  vec_cast<T, S>::template cast<V>(d, s);" == lines[4] == lines[5]
    assert "  vec_cast<float, int>::cast<V>(nullptr, nullptr);" in lines  # not dependent: as it was
    assert [f.code for f in result.findings] == ["dependent-template"]


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_member_template_translation_compiles(lane: str, tmp_path) -> None:
    """clang rejects the original (nvcc accepts it); the translation compiles."""
    tc = hip_lane(lane)
    for name, text in (("before", DEPENDENT), ("after", translate(DEPENDENT).text)):
        hip = tmp_path / f"{name}.hip"
        hip.write_text('#include "hip/hip_runtime.h"\n' + text)
        argv = tc.hip_compile_argv(LANE_TARGETS[lane][0], hip, tmp_path / f"{name}.o")
        proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
        assert (proc.returncode == 0) == (name == "after"), proc.stderr[-2000:]


def test_a_type_after_an_unknown_macro_is_still_translated() -> None:
    """`INL cudaError_t f()` parses as `cudaError_t` + a MISSING `::`: the names are still renamed."""
    src = (
        "#define INL inline __device__\n#include <cuda_bf16.h>\n"
        "INL cudaError_t f(cudaStream_t s) { return cudaSuccess; }\n"
        "INL __nv_bfloat162 g(const __nv_bfloat16 x) { return __nv_bfloat162(x, x); }\n"
    )
    text = translate(src, TranslateOptions(hip_version="6.4.3")).text
    assert "INL hipError_t f(hipStream_t s) { return hipSuccess; }" in text
    assert "INL __hip_bfloat162 g(const __hip_bfloat16 x) { return __hip_bfloat162(x, x); }" in text


def test_a_comparison_that_parses_like_a_member_template_call_is_left_alone() -> None:
    """`A<T>::x < n && m > (2)` parses as a call of `x<n && m>`; no function template `x` is
    declared in the file, so nothing is added."""
    src = "template <class T> struct A { static const int x = 1; };\n"
    src += "template <class T> bool f(int n, int m) { return A<T>::x < n && m > (2); }\n"
    result = translate(src)
    assert result.text == src and not result.findings
