"""Names the user chose: a declarator that reuses a name of the tables (a variable, a parameter, a
member, a function the file defines) is the user's name, and it and its uses stay as written;
the types and API calls around them are translated as usual (issue 19, item 2)."""

from __future__ import annotations

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane, hip_lane
from tests.translate.strict import translate

PROGRAM = """\
#include <cuda_runtime.h>
#include <cstdio>
// CUDA 12 removed it: kept for old callers
inline cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }
struct Device {
  cudaDeviceProp cudaDeviceProp;
  int count() const { return cudaDeviceProp.multiProcessorCount; }
};
static const char *describe(cudaError_t cudaError) { return cudaGetErrorString(cudaError); }
#define CHECK(call) do { cudaError_t cudaError = (call); \\
  if (cudaError != cudaSuccess) printf("%s\\n", cudaGetErrorString(cudaError)); } while (0)
__global__ void fill(float *p, cudaMemcpyKind cudaMemcpyKind) { p[threadIdx.x] = (float)cudaMemcpyKind; }
int main() {
  Device d;
  CHECK(cudaGetDeviceProperties(&d.cudaDeviceProp, 0));
  cudaError_t cudaError = cudaThreadSynchronize();
  float *p;
  CHECK(cudaMalloc(&p, 64 * sizeof(float)));
  fill<<<1, 64>>>(p, cudaMemcpyDeviceToHost);
  printf("%s %d\\n", describe(cudaError), d.count());
  cudaFree(p);
  return 0;
}
"""


def test_the_users_names_and_their_uses_stay() -> None:
    text = translate(PROGRAM).text
    for line in (
        "inline hipError_t cudaThreadSynchronize() { return hipDeviceSynchronize(); }",  # a function of the user's
        "  hipDeviceProp_t cudaDeviceProp;",  # a member
        "  int count() const { return cudaDeviceProp.multiProcessorCount; }",
        "static const char *describe(hipError_t cudaError) { return hipGetErrorString(cudaError); }",  # a parameter
        "#define CHECK(call) do { hipError_t cudaError = (call); \\",  # a variable of a macro's
        '  if (cudaError != hipSuccess) printf("%s\\n", hipGetErrorString(cudaError)); } while (0)',
        "__global__ void fill(float *p, hipMemcpyKind cudaMemcpyKind) { p[threadIdx.x] = (float)cudaMemcpyKind; }",
        "  CHECK(hipGetDeviceProperties(&d.cudaDeviceProp, 0));",
        "  hipError_t cudaError = cudaThreadSynchronize();",  # a variable, and a call of the user's function
        '  printf("%s %d\\n", describe(cudaError), d.count());',
        "  CHECK(hipMalloc(&p, 64 * sizeof(float)));",
    ):
        assert line in text.splitlines(), line
    # what the tables say of CUDA's cudaThreadSynchronize is not said of the user's
    assert not [f for f in translate(PROGRAM).findings if f.code in ("removed-in-cuda", "deprecated-in-cuda")]


def test_a_library_status_variable() -> None:
    source = """#include <cublas_v2.h>
void check(cublasStatus_t cublasStatus, int line);
int main() {
  cublasHandle_t handle;
  cublasStatus_t cublasStatus = cublasCreate(&handle);
  check(cublasStatus, __LINE__);
  return cublasStatus == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
"""
    hip = [
        "void check(hipblasStatus_t cublasStatus, int line);",
        "  hipblasStatus_t cublasStatus = hipblasCreate(&handle);",
        "  check(cublasStatus, __LINE__);",
        "  return cublasStatus == HIPBLAS_STATUS_SUCCESS ? 0 : 1;",
    ]
    roc = [
        "void check(rocblas_status cublasStatus, int line);",
        "  rocblas_status cublasStatus = rocblas_create_handle(&handle);",
        "  check(cublasStatus, __LINE__);",
        "  return cublasStatus == rocblas_status_success ? 0 : 1;",
    ]
    for options, expected in ((TranslateOptions(), hip), (TranslateOptions(roc=True), roc)):
        lines = translate(source, options).text.splitlines()
        assert [lines[1], *lines[4:7]] == expected


def test_a_name_only_used_is_still_the_api() -> None:
    """Without a declaration of the user's, the same names are CUDA's."""
    text = translate("int f() { cudaDeviceProp p; cudaError e = cudaGetLastError(); return (int)e; }\n").text
    assert "hipDeviceProp_t p; hipError_t e = hipGetLastError();" in text


def test_a_function_defined_only_in_some_builds_leaves_the_api_to_the_others() -> None:
    """A shim for some CUDA releases (here, CUDA 12+, which removed the API) is not defined on HIP,
    where CUDART_VERSION is not defined: the calls are HIP's."""
    source = """#include <cuda_runtime.h>
#if CUDART_VERSION >= 12000
inline cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }
#endif
int main() { return (int)cudaThreadSynchronize(); }
"""
    assert "int main() { return (int)hipDeviceSynchronize(); }" in translate(source).text


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_translation_compiles(lane: str, tmp_path) -> None:
    tc = hip_lane(lane)
    hip = tmp_path / "names.hip"
    hip.write_text(translate(PROGRAM, TranslateOptions(hip_version=tc.hip_version)).text)
    compile_on_lane(lane, hip)
