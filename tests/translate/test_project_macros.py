"""Projects' own wrappers (issue 32, item 9): macros that paste CUDA names together (token_paste.py)
and a project's own CUDA-to-HIP shim (porting_layer.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.result import Severity
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.project import with_project
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

PASTING = """#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define cuda(x) check_cuda(cuda##x, #x, __FILE__, __LINE__)
#define cublas(x) check_cublas(cublas##x, #x)
#define CUDA_CALL(fn, ...) check_cuda(cuda##fn(__VA_ARGS__), #fn, __FILE__, __LINE__)

static void check_cuda(cudaError_t e, const char* what, const char* file, int line) {
  if (e != cudaSuccess) printf("%s:%d %s: %s\\n", file, line, what, cudaGetErrorString(e));
}
static void check_cublas(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS) printf("%s failed\\n", what);
}

int main() {
  float* p;
  float* host;
  cublasHandle_t h;
  cuda(Malloc(&p, 64));
  cuda(MallocHost(&host, 64));
  CUDA_CALL(DeviceSynchronize);
  CUDA_CALL(Memcpy, host, p, 64, cudaMemcpyDeviceToHost);
  cublas(Create(&h));
  cublas(Destroy(h));
  cuda(Free(p));
  cuda(FreeHost(host));
  return 0;
}
"""


def test_pasted_prefixes_become_hips_and_uses_follow_hips_names() -> None:
    result = translate(PASTING)
    text = result.text
    assert "#define cuda(x) check_cuda(hip##x, #x, __FILE__, __LINE__)" in text
    assert "#define cublas(x) check_cublas(hipblas##x, #x)" in text
    assert "check_cuda(hip##fn(__VA_ARGS__)" in text
    assert "cuda(Malloc(&p, 64));" in text  # hipMalloc: the convention holds
    assert "cuda(HostMalloc(&host, 64, hipHostMallocDefault));" in text  # hipHostMalloc, its flags as in C
    assert "cuda(HostFree(host));" in text  # cudaFreeHost is hipHostFree
    assert "cublas(Create(&h));" in text
    assert result.findings == ()


@pytest.mark.slow
def test_the_pasting_translation_compiles(tmp_path: Path) -> None:
    """Before: "use of undeclared identifier 'cudaMalloc'" at each use."""
    (tmp_path / "main.hip").write_text(translate(PASTING).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


def test_uses_that_cannot_follow_and_macros_used_elsewhere_are_reported() -> None:
    source = """#define cuda(x) (cuda##x)
#define CUDA_VALUE(x) CUDA_##x
int main() {  // (main is never kept for CUDA only: its errors stand)
  cudaStream_t s;
  cudaStreamAttrValue v;
  cuda(StreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  cuda(BrandNewCall(s));
  cuda(OwnHelper(s));
}
cudaError_t cudaOwnHelper(cudaStream_t s);
"""
    result = translate(source)
    assert "#define CUDA_VALUE(x) HIP_##x" in result.text
    found = [(f.code, f.severity, source.encode()[f.start : f.end].decode()) for f in result.findings]
    assert ("unsupported-api", Severity.ERROR, "StreamSetAttribute") in found  # HIP has none
    assert ("token-paste", Severity.INFO, "CUDA_") in found  # no use here
    # A pasted name is judged as the name written whole: no table knows cudaBrandNewCall (the HIP
    # build calls hipBrandNewCall, which nothing declares); cudaOwnHelper is the file's own.
    unknown = [f for f in result.findings if f.code == "unknown-cuda-api"]
    assert [source.encode()[f.start : f.end].decode() for f in unknown] == ["BrandNewCall"]
    assert unknown[0].message.startswith("cudaBrandNewCall (pasted by cuda(BrandNewCall...)) is a CUDA API")
    # Under --roc cuBLAS's names are rocBLAS's snake case: no prefix makes them.
    roc = translate("#define cublas(x) cublas##x\nvoid g(cublasHandle_t* h) { cublas(Create(h)); }\n",
                    TranslateOptions(roc=True))  # fmt: skip
    assert [(f.code, f.severity) for f in roc.findings] == [("token-paste", Severity.ERROR)]
    assert "rocblas_create_handle" in roc.findings[0].message


def test_a_pasted_name_is_reported_as_the_tables_report_it() -> None:
    """A HIP too old for the name, a CUDA that deprecated it: what the name written whole brings."""
    source = (
        "#define cuda(f, ...) cuda##f(__VA_ARGS__)\n"
        "int main(void** p) { cuda(MallocAsync(p, 4, 0)); cuda(ThreadSynchronize()); }\n"
    )
    result = translate(source, TranslateOptions(hip_version="5.1.0"))
    assert "cuda(DeviceSynchronize())" in result.text  # cudaThreadSynchronize is hipDeviceSynchronize
    assert [(f.code, f.severity) for f in result.findings] == [
        ("hip-version", Severity.ERROR),
        ("deprecated-in-cuda", Severity.HINT),
    ]
    assert "hipMallocAsync (for cudaMallocAsync) appeared in HIP 5.2.0" in result.findings[0].message
    assert '#include "hip/hip_runtime.h"' in result.text  # a runtime name is used: HIP's header


def test_uses_in_other_macros_bodies_and_a_macro_defined_twice() -> None:
    source = """#ifdef DEBUG
#define cuda(f, ...) check(cuda##f(__VA_ARGS__), #f)
#else
#define cuda(f, ...) cuda##f(__VA_ARGS__)
#endif
#define ALLOC_PINNED(p, n) cuda(MallocHost(&(p), (n)))
#define CALL(F, ...) cuda(F(__VA_ARGS__))
void g(float* p) { ALLOC_PINNED(p, 4); CALL(FreeHost, p); cuda(ThreadSynchronize()); }
"""
    result = translate(source)
    assert result.text.count("hip##f(__VA_ARGS__)") == 2
    assert "#define ALLOC_PINNED(p, n) cuda(HostMalloc(&(p), (n)))" in result.text
    assert "#define CALL(F, ...) cuda(F(__VA_ARGS__))" in result.text  # F is pasted where CALL is used
    deprecated = [f for f in result.findings if f.code == "deprecated-in-cuda"]
    assert len(deprecated) == 1  # the uses are checked once, not once per definition


SHIM = """#pragma once
// The project's own porting layer.
#ifdef USE_HIP
#include <hip/hip_runtime.h>
#define cudaDeviceMapHost hipDeviceMapHost
#define cudaMalloc hipMalloc
#define cudaError_t hipError_t
#define cudaSuccess hipSuccess
#define cudaGetErrorString(e) hipGetErrorString(e)
#define cublasCreate rocblas_create_handle
#else
#include <cuda_runtime.h>
#endif
#define ALLOC(p, n) cudaMalloc((void**)&(p), (n))
"""


def test_a_projects_own_shim_is_left_as_it_is() -> None:
    text = translate(SHIM).text
    for line in SHIM.splitlines()[3:10]:
        assert line + "\n" in text  # before: `#define hipDeviceMapHost hipDeviceMapHost`
    assert "#else\n#include <hip/hip_runtime.h>\n#endif\n" in text  # the other branch keeps its include
    assert "#define ALLOC(p, n) hipMalloc((void**)&(p), (n))" in text  # a CUDA macro like any other


@pytest.mark.slow
def test_the_shim_compiles_and_keeps_hips_constant(tmp_path: Path) -> None:
    use = '#include "shim.h"\nint main() { static_assert(cudaDeviceMapHost == 0x8, ""); return cudaDeviceMapHost; }\n'
    (tmp_path / "shim.h").write_text(translate(SHIM.replace("#define cublasCreate rocblas_create_handle\n", "")).text,
                                     encoding="utf-8")  # fmt: skip
    (tmp_path / "main.hip").write_text("#define USE_HIP\n" + use, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


# The runtime's C++ overloads called through pasting macros (issue 39 item 14): HIP declares them
# under other names, or without the typed overload, so the pasted part follows the call's form.
OVERLOADS = """#include <cuda_runtime.h>
#define cuda(x) cuda##x
#define CUDA_CALL(fn, ...) cuda##fn(__VA_ARGS__)

__global__ void fill(float* p) { p[threadIdx.x] = 1.0f; }

int main() {
  float* host;
  int* dev;
  cudaEvent_t e;
  cudaStream_t s;
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cuda(MallocHost(&host, 64 * sizeof(float), cudaHostAllocMapped));
  cuda(MallocHost(&host, 64 * sizeof(float)));
  cuda(HostGetDevicePointer(&dev, host, 0));
  CUDA_CALL(HostGetDevicePointer, &dev, host, 0);
  cuda(EventCreate(&e, cudaEventDisableTiming));
  CUDA_CALL(EventCreate, &e, cudaEventBlockingSync);
  cuda(EventCreate(&e));
  cuda(StreamCreate(&s));
  cuda(StreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  fill<<<1, 64, 0, s>>>(host);
  cuda(StreamEndCapture(s, &graph));
  cuda(GraphInstantiate(&exec, graph, 0));
  cuda(GraphInstantiate(&exec, graph));
  return 0;
}
"""


def test_overloads_through_pasting_macros_become_hips_functions() -> None:
    """Before: cuda(EventCreate(&e, flags)) made hipEventCreate with two arguments ("no matching function")."""
    result = translate(OVERLOADS)
    text = result.text
    assert "cuda(HostMalloc(&host, 64 * sizeof(float), hipHostMallocMapped));" in text
    assert "cuda(HostMalloc(&host, 64 * sizeof(float), hipHostMallocDefault));" in text
    assert "cuda(HostGetDevicePointer((void**)&dev, host, 0));" in text
    assert "CUDA_CALL(HostGetDevicePointer, (void**)&dev, host, 0);" in text
    assert "cuda(EventCreateWithFlags(&e, hipEventDisableTiming));" in text
    assert "CUDA_CALL(EventCreateWithFlags, &e, hipEventBlockingSync);" in text
    assert "cuda(EventCreate(&e));" in text
    assert "cuda(GraphInstantiateWithFlags(&exec, graph, 0));" in text
    assert "cuda(GraphInstantiate(&exec, graph, nullptr, nullptr, 0));" in text
    assert result.findings == ()


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_overloads_through_pasting_macros_compile(lane: str, tmp_path: Path) -> None:
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(OVERLOADS, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


# A project's error-checking header defines the pasting macros; its sources use them (issue 39
# item 15): what the project's files define is followed into every file, with no rule file.
CHECKS = """#pragma once
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#define cuda(x) do { cudaError_t e_ = cuda##x; if (e_ != cudaSuccess) printf("%s\\n", #x); } while (0)
#define cublas(x) do { if (cublas##x != CUBLAS_STATUS_SUCCESS) printf("%s\\n", #x); } while (0)
"""
USES = """#include "checks.h"
int main() {
  cublasHandle_t h;
  float* host;
  cudaEvent_t e;
  cublas(Create(&h));
  cuda(MallocHost(&host, 64, cudaHostAllocPortable));
  cuda(EventCreate(&e, cudaEventDisableTiming));
  cuda(FreeHost(host));
  cublas(Destroy(h));
  return 0;
}
"""


def test_pasting_macros_of_another_file_are_followed_without_a_rule_file() -> None:
    """Before: cuda(EventCreate(&e, flags)) and cuda(FreeHost(host)) were left for hipEventCreate and
    hipFreeHost, neither of which takes these arguments (or exists, in HIP 7)."""
    options = with_project(TranslateOptions(), [CHECKS.encode(), USES.encode()])
    result = translate(USES, options)
    assert "cuda(EventCreateWithFlags(&e, hipEventDisableTiming));" in result.text
    assert "cuda(HostFree(host));" in result.text and "cublas(Create(&h));" in result.text
    assert result.findings == ()
    # The header's own translation no longer says that its macros' uses elsewhere go unchecked.
    assert [f.code for f in translate(CHECKS, options).findings] == []
    assert [f.code for f in translate(CHECKS).findings] == ["token-paste", "token-paste"]


@pytest.mark.slow
def test_pasting_macros_of_another_file_compile(tmp_path: Path) -> None:
    """On the 6.4 lane: Debian 12's HIP 5.2 has no hipBLAS."""
    options = with_project(TranslateOptions(), [CHECKS.encode(), USES.encode()])
    (tmp_path / "checks.h").write_text(translate(CHECKS, options).text, encoding="utf-8")
    (tmp_path / "main.hip").write_text(translate(USES, options).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")
