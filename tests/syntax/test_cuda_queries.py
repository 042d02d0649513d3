"""The CUDA/HIP queries of the syntax layer, on tree-sitter-cuda trees."""

from __future__ import annotations

from cass_lsp.syntax import cuda
from cass_lsp.syntax.languages import parse

SOURCE = b"""\
#include <cuda_runtime.h>
#include "util.cuh"
namespace blas {
template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK) axpy(int n, T a, const T* x, T* y) {
  int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  y[threadIdx.x] += a * x[threadIdx.x];
}
__device__ __forceinline__ float square(float v) { return v * v; }
__host__ __device__ int both(int v) { return v; }
struct Pair { float a, b; };
}  // namespace blas
class Runner {
 public:
  void run(float* p) { blas::axpy<float, 128><<<dim3(4), 128, 0, stream_>>>(4, 1.0f, p, p); }
  cudaStream_t stream_;
};
using Real = float;
typedef struct { int v; } Box;
enum Mode { kFast };
__global__ void plain() {}
int main() {
  float* p;
  cudaMalloc(&p, 16);
  plain<<<1, 1>>>();
  cublasCreate(nullptr);
  printf("cudaMalloc is not a call here\\n");
  return 0;
}
"""
TREE = parse("cuda", SOURCE)


def test_functions_kinds_and_qualified_names():
    found = {(f.qualified_name, f.kind) for f in cuda.functions(TREE)}
    assert found == {
        ("blas::axpy", "kernel"),
        ("blas::square", "device"),
        ("blas::both", "host_device"),
        ("Runner::run", "host"),
        ("plain", "kernel"),
        ("main", "host"),
    }
    assert [k.name for k in cuda.kernels(TREE)] == ["axpy", "plain"]


def test_a_templated_kernel_spans_its_template_header():
    axpy = next(k for k in cuda.kernels(TREE) if k.name == "axpy")
    assert axpy.is_template
    assert axpy.outer.type == "template_declaration"
    assert axpy.outer.start_point[0] == 3 and axpy.node.start_point[0] == 4
    assert cuda.text(axpy.name_node) == "axpy"


def test_kernel_at_finds_the_kernel_from_name_signature_body_or_template_line():
    for needle in (b"axpy(int", b"int n, T a", b"y[threadIdx.x]", b"template <typename"):
        kernel = cuda.kernel_at(TREE, SOURCE.index(needle) + 1)
        assert kernel is not None and kernel.name == "axpy", needle
    assert cuda.kernel_at(TREE, SOURCE.index(b"return v * v")) is None  # a __device__ function
    assert cuda.function_at(TREE, SOURCE.index(b"return v * v")).name == "square"  # type: ignore[union-attr]


def test_launches_with_templates_namespaces_and_four_config_arguments():
    launches = cuda.launches(TREE)
    assert [launch.kernel_name for launch in launches] == ["axpy", "plain"]
    config = launches[0].config
    assert cuda.text(config) == "<<<dim3(4), 128, 0, stream_>>>"
    assert len(config.named_children) == 4
    assert cuda.text(launches[0].callee) == "blas::axpy<float, 128>"


def test_api_calls_are_calls_of_cuda_names_only():
    names = [cuda.text(call.child_by_field_name("function")) for call in cuda.api_calls(TREE)]  # type: ignore[arg-type]
    assert names == ["cudaMalloc", "cublasCreate"]  # the string mentioning cudaMalloc is no call


def test_includes_and_inline_asm():
    assert [(i.path, i.system) for i in cuda.includes(TREE)] == [("cuda_runtime.h", True), ("util.cuh", False)]
    (asm,) = cuda.inline_asm(TREE)
    assert b"%%laneid" in (asm.text or b"")


def test_type_definitions():
    found = {(t.name, t.kind) for t in cuda.type_definitions(TREE)}
    assert found == {("Pair", "struct"), ("Runner", "class"), ("Real", "using"), ("Box", "typedef"), ("Mode", "enum")}
