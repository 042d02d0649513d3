"""cuda_arch.py: each `__CUDA_ARCH__` test decided for AMD as a person would (issue 32, item 6): an
AMD GPU counts as NVIDIA's newest architecture in device code, host code has no __CUDA_ARCH__.
The reproductions are written in the style of the real projects that have them (GooFit's rsqrt,
xmrig-cuda's cuda_extra.h, warp-ctc's moderngpu, shoc's scan kernels)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.result import Severity
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.cuda_arch import asm_functions
from tests.cli import cli_in_process
from tests.lanes import compile_on_lane
from tests.translate.strict import translate, translate_kernel

# The fallback that projects written for sm_50 carry: HIP has atomicAdd(double*, double), so
# taking this branch in AMD device code is a redefinition.
ATOMIC_FALLBACK = """#include <cstdio>
#include <cuda_runtime.h>

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double* address, double val) {
  unsigned long long int* address_as_ull = (unsigned long long int*)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

// Add rsqrt for everyone (GooFit's GlobalCudaDefines.h)
#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ < 350)
template <typename T>
__host__ __device__ T my_rsqrt(T val) { return 1.0 / sqrt(val); }
#endif

#if __CUDA_ARCH__ >= 350
#define LOAD(p) __ldg(p)
#else
#define LOAD(p) (*(p))
#endif

__global__ void accumulate(double* sum, const double* in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(sum, LOAD(in + i));
#if (__CUDA_ARCH__ == 750)
  if (i == 0) printf("tuned for Turing\\n");
#endif
}

__global__ void report_arch(int* out) { out[0] = __CUDA_ARCH__; }

int main() {
  double* d = nullptr;
  cudaMalloc(&d, 2 * sizeof(double));
  accumulate<<<1, 64>>>(d, d + 1, 1);
  report_arch<<<1, 1>>>(reinterpret_cast<int*>(d));
  cudaFree(d);
  return 0;
}
"""


def _at(source: str, finding) -> str:  # type: ignore[no-untyped-def]
    return source.encode()[finding.start : finding.end].decode()


def test_each_test_is_decided_for_amd() -> None:
    result = translate(ATOMIC_FALLBACK)
    text = result.text
    assert "#if 0\n__device__ double atomicAdd" in text  # HIP's own atomicAdd(double) stands
    assert "#if !defined(__HIP_DEVICE_COMPILE__)\ntemplate <typename T>" in text  # host only, as on NVIDIA
    assert "#if defined(__HIP_DEVICE_COMPILE__)\n#define LOAD(p) __ldg(p)" in text  # the fast path
    assert "#if 0\n  if (i == 0) printf" in text
    assert "out[0] = 1210;" in text
    assert "__CUDA_ARCH__" not in text
    found = [(f.code, f.severity, _at(ATOMIC_FALLBACK, f)) for f in result.findings]
    assert found == [
        ("cuda-arch-decided", Severity.INFO, "defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600"),
        ("cuda-arch-decided", Severity.INFO, "!defined(__CUDA_ARCH__) || (__CUDA_ARCH__ < 350)"),
        ("cuda-arch-decided", Severity.INFO, "__CUDA_ARCH__ >= 350"),
        ("cuda-arch-macro", Severity.WARNING, "(__CUDA_ARCH__ == 750)"),
        ("cuda-arch-macro", Severity.WARNING, "__CUDA_ARCH__"),
    ]
    messages = [f.message for f in result.findings]
    assert "false in host and device code" in messages[0]
    assert "false in device code, true in host code" in messages[1]
    assert "true in device code, false in host code" in messages[2]
    assert "sm_75" in messages[3]
    assert not any("always takes its false branch" in m for m in messages)


@pytest.mark.slow
def test_the_reproduction_compiles_on_the_6_4_lane(tmp_path: Path) -> None:
    """Before: `atomicAdd` redefined in device code, `__CUDA_ARCH__` undeclared."""
    (tmp_path / "main.hip").write_text(translate(ATOMIC_FALLBACK).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


@pytest.mark.parametrize(
    ("condition", "written", "code"),
    [
        ("defined(__CUDA_ARCH__)", "defined(__HIP_DEVICE_COMPILE__)", None),
        ("defined __CUDA_ARCH__", "defined __HIP_DEVICE_COMPILE__", None),
        ("__CUDA_ARCH__", "defined(__HIP_DEVICE_COMPILE__)", "cuda-arch-decided"),
        ("__CUDA_ARCH__ <= 130", "!defined(__HIP_DEVICE_COMPILE__)", "cuda-arch-decided"),
        ("__CUDA_ARCH__ >= 320 && __CUDA_ARCH__ < 400", "0", "cuda-arch-decided"),
        ("!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 350", "1", "cuda-arch-decided"),
        ("__CUDA_ARCH__ != 750", "1", "cuda-arch-macro"),  # 0 != 750 in host code too, as with nvcc
        # mixed with other macros: the parts on __CUDA_ARCH__ alone
        ("defined(LARGEGRID) && (__CUDA_ARCH__ >= 300)", "defined(LARGEGRID) && defined(__HIP_DEVICE_COMPILE__)",
         "cuda-arch-decided"),
        ("(__CUDA_ARCH__ >= 200) || (PTX_VERSION == 0)", "defined(__HIP_DEVICE_COMPILE__) || (PTX_VERSION == 0)",
         "cuda-arch-decided"),
        ("defined(__CUDA_ARCH__) && defined(FAST)", "defined(__HIP_DEVICE_COMPILE__) && defined(FAST)", None),
        ("__CUDA_ARCH__ >= MIN_ARCH", "(defined(__HIP_DEVICE_COMPILE__) ? 1210 : 0) >= MIN_ARCH", "cuda-arch-macro"),
    ],
)  # fmt: skip
def test_conditions(condition: str, written: str, code: str | None) -> None:
    for directive in ("#if", "#elif"):
        opening = "#if 0\n" if directive == "#elif" else ""
        source = f"{opening}{directive} {condition}\nint a;\n#endif\n"
        result = translate(source)
        assert f"{directive} {written}\n" in result.text
        assert [f.code for f in result.findings] == ([code] if code else [])


def test_a_branch_of_inline_ptx_gives_way_to_its_portable_alternative() -> None:
    """xmrig-cuda's cuda_extra.h: the sm_35+ rotation is PTX; its #else is C++ that runs anywhere."""
    source = """#include <cstdint>
#if __CUDA_ARCH__ >= 350
__forceinline__ __device__ uint32_t rotl32(uint32_t x, int n) {
  uint32_t r;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "r"(n));
  return r;
}
#else
__forceinline__ __device__ uint32_t rotl32(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
#endif
__global__ void hash(uint32_t* p) { p[0] = rotl32(p[0], 3); }
"""
    result = translate(source)
    assert "#if 0\n__forceinline__" in result.text
    # The PTX is in a branch AMD never compiles: the warning speaks for it, no inline-ptx error.
    assert [(f.code, _at(source, f)) for f in result.findings] == [("cuda-arch-macro", "__CUDA_ARCH__ >= 350")]
    assert "inline PTX" in result.findings[0].message
    # Where the portable code is the branch taken anyway, nothing is a judgement.
    kept = source.replace("#if __CUDA_ARCH__ >= 350", "#if __CUDA_ARCH__ < 350")
    result = translate(kept)
    assert "#if !defined(__HIP_DEVICE_COMPILE__)\n" in result.text
    assert [f.code for f in result.findings] == ["cuda-arch-decided", "inline-ptx-translated"]


def test_a_feature_macro_that_enables_inline_ptx_is_not_defined_for_amd_device_code() -> None:
    """flashinfer's cp_async.cuh (HeCBench's attention programs): sm_80+ defines a macro that turns on
    cp.async PTX; without it the functions are portable no-ops."""
    source = """#if (!defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 800))
#define CP_ASYNC_ENABLED
#endif
__device__ __forceinline__ void commit_group() {
#ifdef CP_ASYNC_ENABLED
  asm volatile("cp.async.commit_group;\\n" ::);
#endif
}
"""
    result = translate(source)
    # Not in host code either: clang's host pass reads device functions (nvcc's strips them).
    assert "\n#if 0\n#define CP_ASYNC_ENABLED\n" in result.text
    assert result.findings[0].code == "cuda-arch-macro"
    # A macro that enables nothing of the kind is defined as the decision says.
    plain = source.replace('asm volatile("cp.async.commit_group;\\n" ::);', "__syncthreads();")
    assert "\n#if 1\n#define CP_ASYNC_ENABLED\n" in translate(plain).text


# moderngpu (vendored by warp-ctc): a shuffle-add written in PTX in one header, and sm_30+
# specializations of the block reduction that call it in another, beside the portable primary
# template. AMD takes the primary template: the specializations' branch calls PTX, and nothing is
# lost without it. Main's port built warp-ctc (3 units, linked) because HIP read `__CUDA_ARCH__`
# as 0; deciding it as sm_121 compiled the specializations, and the PTX stopped the build.
INTRINSICS = """#pragma once
namespace mgpu {
__device__ __forceinline__ int shfl_add(int x, int offset, int width = 32) {
  int result = 0;
#if __CUDA_ARCH__ >= 300
  int mask = (32 - width) << 8;
  asm("{.reg .s32 r0;"
      ".reg .pred p;"
      "shfl.up.sync.b32 r0|p, %1, %2, %3, 0xFFFFFFFF;"
      "@p add.s32 r0, r0, %4;"
      "mov.s32 %0, r0; }"
      : "=r"(result) : "r"(x), "r"(offset), "r"(mask), "r"(x));
#endif
  return result;
}
}  // namespace mgpu
"""
CTASCAN = """#pragma once
#include "intrinsics.cuh"
namespace mgpu {
template <int NT, typename T>
struct CTAReduce {
  __device__ static T Reduce(int tid, T x, T* shared) {
    shared[tid] = x;
    __syncthreads();
    for (int n = NT / 2; n > 0; n /= 2) {
      if (tid < n) shared[tid] += shared[tid + n];
      __syncthreads();
    }
    return shared[0];
  }
};

#if __CUDA_ARCH__ >= 300
template <int NT>
struct CTAReduce<NT, int> {
  __device__ static int Reduce(int tid, int x, int* shared) {
    for (int offset = 1; offset < 32; offset *= 2) x = shfl_add(x, offset);
    if ((tid & 31) == 31) shared[tid / 32] = x;
    __syncthreads();
    return shared[NT / 32 - 1];
  }
};
#endif  // __CUDA_ARCH__ >= 300
}  // namespace mgpu
"""
KERNEL = """#include <cuda_runtime.h>
#include "ctascan.cuh"
__global__ void total(const int* in, int* out) {
  __shared__ int shared[128];
  int sum = mgpu::CTAReduce<128, int>::Reduce(threadIdx.x, in[threadIdx.x], shared);
  if (threadIdx.x == 0) *out = sum;
}
"""


def test_functions_written_in_inline_asm_are_found_by_their_braces() -> None:
    assert asm_functions([INTRINSICS.encode()]) == ("shfl_add",)
    at_file_scope = b'asm(".globl x");\nvoid f() { if (g(1)) { asm volatile("nop"); } }\nint h() { return 1; }\n'
    assert asm_functions([at_file_scope], known=("other",)) == ("f", "other")


def test_a_branch_that_calls_an_asm_function_of_another_file_gives_way_to_the_primary_template() -> None:
    alone = translate(CTASCAN)  # without the other file nothing says shfl_add is PTX
    assert "#if defined(__HIP_DEVICE_COMPILE__)\ntemplate <int NT>\nstruct CTAReduce<NT, int>" in alone.text
    result = translate(CTASCAN, TranslateOptions(asm_functions=asm_functions([INTRINSICS.encode()])))
    assert "#if 0\ntemplate <int NT>\nstruct CTAReduce<NT, int>" in result.text
    decided = [f for f in result.findings if f.code.startswith("cuda-arch")]
    assert [(f.code, _at(CTASCAN, f)) for f in decided] == [("cuda-arch-macro", "__CUDA_ARCH__ >= 300")]
    assert "without it the code is portable" in decided[0].message
    # A branch of specializations that calls no PTX is the feature AMD has: taken in device code.
    portable = CTASCAN.replace("x = shfl_add(x, offset)", "x += __shfl_up_sync(0xffffffff, x, offset)")
    assert "#if defined(__HIP_DEVICE_COMPILE__)\ntemplate" in translate(portable).text


@pytest.mark.slow
def test_port_and_translate_read_the_asm_functions_of_every_file_and_the_reduction_compiles(tmp_path: Path) -> None:
    """Before: "error: unknown directive" (the PTX of shfl_add, called by the specialization)."""
    tree = tmp_path / "src"
    tree.mkdir()
    for name, text in (("intrinsics.cuh", INTRINSICS), ("ctascan.cuh", CTASCAN), ("total.cu", KERNEL)):
        (tree / name).write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(tree), "--out-dir", str(out), "--hip-version", "6.4.3", "--progress", "never"])
    assert proc.returncode == 0, proc.stderr
    assert "#if 0\ntemplate <int NT>" in (out / "ctascan.cuh").read_text(encoding="utf-8")
    compile_on_lane("6.4", out / "total.hip")
    given = tmp_path / "given"
    proc = cli_in_process(
        ["translate", str(tree / "intrinsics.cuh"), str(tree / "ctascan.cuh"), "--out-dir", str(given)]
    )
    assert proc.returncode == 0, proc.stderr
    assert "#if 0\ntemplate <int NT>" in (given / "ctascan.cuh").read_text(encoding="utf-8")


def test_in_code_and_define_bodies_the_number_of_the_newest_architecture() -> None:
    source = """#ifdef __CUDA_ARCH__
#define PTX_ARCH __CUDA_ARCH__
#else
#define PTX_ARCH 0
#endif
__device__ int arch() { return __CUDA_ARCH__ >= 700 ? 2 : 1; }
"""
    result = translate(source)
    assert "#ifdef __HIP_DEVICE_COMPILE__\n#define PTX_ARCH 1210\n" in result.text
    assert "return 1210 >= 700 ? 2 : 1;" in result.text
    assert [(f.code, f.severity) for f in result.findings] == [("cuda-arch-macro", Severity.WARNING)] * 2


def test_a_files_own_definition_of_the_macro_is_left() -> None:
    """xmrig-cuda defines __CUDA_ARCH__ for an editor's IntelliSense, and #undef is not a use."""
    source = "#ifdef __INTELLISENSE__\n#define __CUDA_ARCH__ 520\n#endif\n#undef __CUDA_ARCH__\n"
    result = translate(source)
    assert result.text == source
    assert result.findings == ()


def test_one_kernel_decides_its_own_tests() -> None:
    kernel = translate_kernel(ATOMIC_FALLBACK, "accumulate")
    assert "#if 0\n  if (i == 0)" in kernel.text
    assert [f.code for f in kernel.findings] == ["cuda-arch-macro"]


# Where tree-sitter cannot parse the code around it, the directive is no preprocessor node of the
# tree: the directive is read from the line (issue 39 item 12).
UNPARSED = """__device__ float g(float x) {
  return x > 0 ? x : (
#ifdef __CUDA_ARCH__
  __expf(x)
#elif defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
  0.0f
#else
  expf(x)
#endif
  );
}
"""


def test_no_number_is_written_into_a_directive_the_tree_did_not_parse() -> None:
    """Before: `#ifdef 1210`, with a warning that said "in code"."""
    text = translate(UNPARSED).text
    assert "#ifdef __HIP_DEVICE_COMPILE__\n" in text
    assert "#elif defined(__HIP_DEVICE_COMPILE__) || (defined(__HIP_DEVICE_COMPILE__) ? 1210 : 0) >= 700\n" in text
    assert "1210\n" not in text and "in code" not in " ".join(f.message for f in translate(UNPARSED).findings)
    define = translate("#define ON_DEVICE (defined(__CUDA_ARCH__) && 1)\n").text
    assert define == "#define ON_DEVICE (defined(__HIP_DEVICE_COMPILE__) && 1)\n"


# `QUAL` is __device__ in nvcc's device pass and nothing in its host pass (issue 39 item 13).
QUALIFIER_IDIOM = """#include <cuda_runtime.h>
#ifdef __CUDA_ARCH__
#define QUAL __device__
#else
#define QUAL
#endif
#if defined(__CUDA_ARCH__)
#define FQUAL __forceinline__ __device__
#else
#define FQUAL inline
#endif
#ifndef __CUDA_ARCH__
#define NQUAL
#else
#define NQUAL __device__
#endif
#ifdef __CUDA_ARCH__
#define VQUAL __device__
#else
#define VQUAL
#endif
QUAL float twice(float x) { return 2.0f * x; }
FQUAL float thrice(float x) { return 3.0f * x; }
NQUAL float four(float x) { return 4.0f * x; }
VQUAL float table[4];
__global__ void k(float* o) { o[threadIdx.x] = twice(o[threadIdx.x]) + thrice(1.0f) + four(1.0f); }
int main() {
  float h = twice(1.0f) + thrice(2.0f) + four(3.0f);
  float* d;
  cudaMalloc(&d, 64);
  k<<<1, 16>>>(d);
  return (int)h;
}
"""


def test_a_qualifier_that_is_device_only_in_nvccs_device_pass_becomes_host_device() -> None:
    result = translate(QUALIFIER_IDIOM)
    text = result.text
    assert (
        "#ifdef __HIP_DEVICE_COMPILE__\n#define QUAL __host__ __device__\n#else\n#define QUAL __host__ __device__\n"
        in text
    )
    assert (
        "#define FQUAL __forceinline__ __host__ __device__\n#else\n#define FQUAL __host__ __device__ inline\n" in text
    )
    assert "#define NQUAL __host__ __device__\n#else\n#define NQUAL __host__ __device__\n" in text
    # A variable's qualifier: __host__ does not apply to it, so it stays as it was
    assert "#define VQUAL __device__\n#else\n#define VQUAL\n" in text
    decided = [f for f in result.findings if "nvcc made a host and a device function" in f.message]
    assert len(decided) == 3


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_qualifier_idiom_compiles(lane: str, tmp_path: Path) -> None:
    """Before: "no matching function for call to 'twice'" (and 'thrice') in the host pass."""
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(QUALIFIER_IDIOM, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


# darknet's im2col_kernels.cu: Tensor Core binary GEMM (nvcuda::wmma, mma.h) for sm_73+, and a
# portable warp-level fallback in #else. HIP has no mma.h (rocWMMA is another API).
WMMA_OR_PORTABLE = """#include <cstdint>
#include <cuda_runtime.h>
#if CUDART_VERSION >= 10000
#include <mma.h>
#endif

__global__ void xor_gemm(const uint32_t* a, const uint32_t* b, int* c) {
#if __CUDA_ARCH__ >= 730
  using namespace nvcuda;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> acc;
  wmma::fill_fragment(acc, 0);  // XOR isn't XNOR
  wmma::store_matrix_sync(c, acc, 8, wmma::mem_row_major);
#else
  // wmma::fill_fragment(acc, 0) done by hand
  c[threadIdx.x] = __popc(a[threadIdx.x] ^ b[threadIdx.x]);
#endif
}
"""


def test_a_branch_using_an_api_hip_lacks_gives_way_to_its_portable_alternative() -> None:
    """Before: `defined(__HIP_DEVICE_COMPILE__)`, so AMD device code compiled the wmma:: branch."""
    result = translate(WMMA_OR_PORTABLE)
    assert "#if 0\n  using namespace nvcuda;" in result.text
    judged = [f for f in result.findings if f.code == "cuda-arch-macro"]
    assert [_at(WMMA_OR_PORTABLE, f) for f in judged] == ["__CUDA_ARCH__ >= 730"]
    assert "nvcuda::wmma (mma.h)" in judged[0].message and "HIP lacks" in judged[0].message
    assert "the other branch is portable C++" in judged[0].message
    # Written the other way round, AMD takes the portable #if branch in both passes.
    swapped = WMMA_OR_PORTABLE.replace("#if __CUDA_ARCH__ >= 730", "#if __CUDA_ARCH__ < 730")
    swapped = swapped.replace("  using namespace nvcuda;", "  c[0] = 0;\n#else\n  using namespace nvcuda;", 1)
    swapped = swapped.replace("#else\n  // wmma", "#endif\n#if 0\n  // wmma", 1)
    assert "#if 1\n  c[0] = 0;\n#else\n  using namespace nvcuda;" in translate(swapped).text


def test_a_branch_calling_a_device_function_hip_lacks_gives_way() -> None:
    """A name the translation reports as one HIP lacks (`unsupported-api`) counts as inline PTX does;
    the error goes with the branch AMD no longer compiles."""
    source = """__global__ void spin(int* flag) {
  while (atomicAdd(flag, 0) == 0) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(100);
#else
    __threadfence();
#endif
  }
}
"""
    result = translate(source)
    assert "#if 0\n    __nanosleep(100);" in result.text
    assert [f.code for f in result.findings] == ["cuda-arch-macro"]
    assert "`__nanosleep`" in result.findings[0].message
    # Both branches lacking something: nothing to prefer, the decision stands with its error.
    both = source.replace("__threadfence();", "__nanosleep(200);")
    result = translate(both)
    assert "#if defined(__HIP_DEVICE_COMPILE__)\n" in result.text
    assert "unsupported-api" in [f.code for f in result.findings]


@pytest.mark.slow
def test_the_wmma_reproduction_compiles_on_the_6_4_lane(tmp_path: Path) -> None:
    """Before: "'mma.h' file not found", then nvcuda undeclared in the device pass."""
    (tmp_path / "main.hip").write_text(translate(WMMA_OR_PORTABLE).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")
