"""What HIP 6.4 lacks (issue 43 item 3): a use of each name either translates to code that compiles
(an exact definition or HIP's counterpart) or has an error finding that names it, before the compile.
Probes found four that reached the compiler with none: the driver's linker and JIT log options
(hipRTC's names, without hipRTC's header), cuSOLVER's low-level sparse header, driver_functions.h."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

# name -> a minimal use, in main (a helper that uses what HIP lacks is kept for CUDA only instead)
USES = {
    "cuda/barrier": (
        "#include <cuda/barrier>\n__global__ void k() { __shared__ cuda::barrier<cuda::thread_scope_block> b; }\n"
    ),
    "cuda/pipeline": "#include <cuda/pipeline>\n__global__ void k() { auto p = cuda::make_pipeline(); }\n",
    "cuda/std/atomic": "#include <cuda/std/atomic>\n__global__ void k(int* x) { cuda::std::atomic_ref<int> a(*x); }\n",
    "cooperative_groups/memcpy_async.h": (
        "#include <cooperative_groups.h>\n#include <cooperative_groups/memcpy_async.h>\n"
        "namespace cg = cooperative_groups;\n__global__ void k(int* x) { __shared__ int s[32];"
        " auto b = cg::this_thread_block(); cg::memcpy_async(b, s, x, sizeof(s)); cg::wait(b); }\n"
    ),
    "mma.h": (
        "#include <mma.h>\nusing namespace nvcuda;\n"
        "__global__ void k() { wmma::fragment<wmma::accumulator, 16, 16, 16, float> c; }\n"
    ),
    "cg::labeled_partition": (
        "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n__global__ void k(int* x) {"
        " auto t = cg::tiled_partition<32>(cg::this_thread_block()); x[0] = cg::labeled_partition(t, x[1]).size(); }\n"
    ),
    "cudaStreamSetAttribute": (
        "#include <cuda_runtime.h>\nint main() { cudaStream_t s = 0; cudaStreamAttrValue v = {};"
        " cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v); }\n"
    ),
    "cudaGraphConditionalHandle": (
        "#include <cuda_runtime.h>\nint main() { cudaGraph_t g; cudaGraphConditionalHandle h;"
        " cudaGraphConditionalHandleCreate(&h, g, 0, 0); }\n"
    ),
    "cudaGraphicsResourceSetMapFlags": (
        "#include <cuda_runtime.h>\nint main() { cudaGraphicsResource_t r = 0;"
        " cudaGraphicsResourceSetMapFlags(r, cudaGraphicsMapFlagsReadOnly); }\n"
    ),
    "cudaDevAttrMemoryPoolSupportedHandleTypes": (
        "#include <cuda_runtime.h>\nint main() { int v;"
        " cudaDeviceGetAttribute(&v, cudaDevAttrMemoryPoolSupportedHandleTypes, 0); }\n"
    ),
    "cudaMemLocationTypeHost": (
        "#include <cuda_runtime.h>\nint main() { void* p = 0; cudaMemLocation l = {}; l.type = cudaMemLocationTypeHost;"
        " cudaMemPrefetchAsync(p, 64, l, 0); }\n"
    ),
    "cuLinkCreate": (
        "#include <cuda.h>\nint main() { CUlinkState s; CUjit_option o[2] = {CU_JIT_INFO_LOG_BUFFER,"
        " CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES}; void* v[2]; cuLinkCreate(2, o, v, &s); cuLinkDestroy(s); }\n"
    ),
    "CU_JIT_INFO_LOG_BUFFER": (
        "#include <cuda.h>\nint main() { CUmodule m; char log[64]; CUjit_option o[2] = {CU_JIT_INFO_LOG_BUFFER,"
        " CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES}; void* v[2] = {log, (void*)64}; cuModuleLoadDataEx(&m, 0, 2, o, v); }\n"
    ),
    "cusolverRf": "#include <cusolverRf.h>\nint main() { cusolverRfHandle_t h; cusolverRfCreate(&h); }\n",
    "cusolverSp low-level": (
        "#include <cusolverSp.h>\n#include <cusolverSp_LOWLEVEL_PREVIEW.h>\nint main() { csrqrInfo_t info;"
        " cusolverSpCreateCsrqrInfo(&info); }\n"
    ),
    "cusolverSp *Host": (
        "#include <cusolverSp.h>\nint main() { cusolverSpHandle_t h; cusparseMatDescr_t d; float x[4]; int s;"
        " cusolverSpScsrlsvqrHost(h, 4, 4, d, x, 0, 0, x, 1e-6f, 0, x, &s); }\n"
    ),
    "cublasXt": "#include <cublasXt.h>\nint main() { cublasXtHandle_t h; cublasXtCreate(&h); }\n",
    "EGL": (
        "#include <cuda_runtime.h>\n#include <cudaEGL.h>\nint main() { cudaEglStreamConnection c; EGLStreamKHR s;"
        " cudaEGLStreamConsumerConnect(&c, s); }\n"
    ),
    "NVTX 3": '#include <nvtx3/nvToolsExt.h>\nint main() { nvtxRangePushA("x"); nvtxRangePop(); }\n',
    "driver_functions.h": (
        "#include <driver_functions.h>\n#include <cuda_runtime.h>\n"
        "int main() { cudaPitchedPtr p = make_cudaPitchedPtr(0, 0, 0, 0); }\n"
    ),
    "__reduce_add_sync": "__global__ void k(unsigned* x) { x[0] = __reduce_add_sync(0xffffffff, x[threadIdx.x]); }\n",
}  # fmt: skip
# What compiles with HIP 6.4 (the rest stops at an error finding): HIP's counterpart, or a definition.
COMPILES = ("cuLinkCreate", "CU_JIT_INFO_LOG_BUFFER", "driver_functions.h", "__reduce_add_sync")
OPTIONS = TranslateOptions(hip_version="6.4.3", targets=("gfx942", "gfx1100"))


@pytest.mark.parametrize("name", sorted(USES))
def test_what_hip_lacks_is_said_before_the_compile(name: str) -> None:
    result = translate(USES[name], OPTIONS)
    errors = [f for f in result.findings if f.severity == Severity.ERROR]
    if name in COMPILES:
        assert errors == [], [f.message for f in errors]
    else:
        assert errors, f"{name}: no error finding"


@pytest.mark.slow
def test_what_has_a_counterpart_compiles(tmp_path: Path) -> None:
    """Before: "unknown type name 'hiprtcLinkState'", "use of undeclared identifier
    'HIPRTC_JIT_INFO_LOG_BUFFER'", "'driver_functions.h' file not found", "use of undeclared identifier
    '__reduce_add_sync'", with no finding."""
    files = {f"p{k}.cu": USES[name] for k, name in enumerate(COMPILES)}
    translate_tree(tmp_path, files, OPTIONS)
    compile_tree("6.4", tmp_path, sorted(files), includes=(), targets=("gfx942", "gfx1100"))


def test_the_driver_linker_brings_hiprtc_header() -> None:
    text = translate(USES["cuLinkCreate"], OPTIONS).text
    assert text.index("#include <hip/hiprtc.h>") < text.index("#include <hip/hip_runtime.h>")
    assert "hiprtcLinkCreate(2, o, v, &s)" in text and "HIPRTC_JIT_INFO_LOG_BUFFER" in text
    assert "#include <hip/hip_runtime_api.h>" in translate(USES["driver_functions.h"], OPTIONS).text


def test_fns_is_said_to_be_missing_before_the_hip_that_has_it() -> None:
    """HIP 6.4.3 declares __fns; 5.2.3 does not (its __fns32 works on 64 bits): the call reached the
    compiler with no finding."""
    src = "__global__ void k(unsigned* o, unsigned m) { o[0] = __fns(m, 0, 1); }\n"
    old = translate(src, TranslateOptions(hip_version="5.2.3"))
    [finding] = [f for f in old.findings if f.code == "hip-version"]
    assert finding.message.startswith("__fns appeared in HIP 6.4.0; HIP 5.2.3 lacks it")
    assert not [f for f in translate(src).findings if f.code == "hip-version"]
