"""What HIP 6.4 has is translated, what it lacks gets a finding that says what to do (issue 19):
each case checked against the HIP 6.4.3 root's headers, and the translated cases compiled there."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

HIP_52 = TranslateOptions(hip_version="5.2.3")


def _main(body: str) -> str:
    return f"int main() {{\n{body}\nreturn 0;\n}}\n"  # main is never kept for CUDA only


# (CUDA, text the HIP 6.4 translation holds, or None)
TRANSLATED = {
    "cufft-xt-plan": (
        _main("cufftHandle p; long long n[1] = {8}; size_t ws[1];\n"
              "cufftXtMakePlanMany(p, 1, n, nullptr, 1, 1, CUDA_C_32F, nullptr, 1, 1, CUDA_C_32F, 1, ws, CUDA_C_32F);"),
        "hipfftXtMakePlanMany(p, 1, n, nullptr, 1, 1, HIP_C_32F",
    ),
    "cufft-xt-descriptor": (
        _main("cufftHandle p; cudaLibXtDesc* d; cufftXtMalloc(p, &d, CUFFT_XT_FORMAT_INPLACE); cufftXtFree(d);"),
        "hipLibXtDesc* d; hipfftXtMalloc(p, &d, HIPFFT_XT_FORMAT_INPLACE); hipfftXtFree(d);",
    ),
    "stream-attr-value": (
        _main("cudaStreamAttrValue v; v.accessPolicyWindow.num_bytes = 0;"),
        "hipLaunchAttributeValue v;",
    ),
    "builtin-types": ("#include <builtin_types.h>\nfloat4 f;\n", "#include <hip/hip_runtime.h>\n"),
    "atomic-block": (
        "__global__ void k(int* q, unsigned* p) { atomicAdd_block(q, 1); atomicCAS_block(q, 0, 1);"
        " atomicInc_block(p, 3u); atomicAdd_system(q, 1); }\n" + _main("k<<<1, 1>>>(nullptr, nullptr);"),
        "atomicAdd(q, 1); atomicCAS(q, 0, 1); atomicInc(p, 3u); atomicAdd_system(q, 1);",
    ),
    "graphics-resource": (
        _main("cudaGraphicsResource_t r = nullptr; struct cudaGraphicsResource* g = r;\n"
              "cudaGraphicsUnmapResources(1, &g);"),
        "hipGraphicsResource_t r = nullptr; struct _hipGraphicsResource* g = r;\nhipGraphicsUnmapResources(1, &g);",
    ),
    "cublas-ilp64": (
        "#include <cublas_v2.h>\n"
        + _main("cublasHandle_t h; cublasSgeam_64(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, nullptr, nullptr, 1, nullptr,"
                " nullptr, 1, nullptr, 1);"),
        "hipblasSgeam_64(h, HIPBLAS_OP_N",
    ),
}  # fmt: skip

# (CUDA, options, finding code, a word of its message)
REPORTED = {
    "cufft-xt-on-hip-5": (_main("cufftHandle p; cufftXtSetGPUs(p, 0, nullptr);"), HIP_52, "hip-version", "6.4"),
    "stream-set-attribute": (
        _main("cudaStream_t s; cudaStreamAttrValue v;\n"
              "cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v);"),
        None,
        "unsupported-api",
        "stream attributes",
    ),
    "graph-conditional-handle": (
        _main("cudaGraph_t g; cudaGraphConditionalHandle h; cudaGraphConditionalHandleCreate(&h, g, 0, 0);"),
        None,
        "unsupported-api",
        "conditional graph nodes",
    ),
    "graph-conditional-node-type": (
        _main("cudaGraphNodeParams p; p.type = cudaGraphNodeTypeConditional;"),
        None,
        "unsupported-api",
        "conditional graph nodes",
    ),
    "cuda-barrier": ("#include <cuda/barrier>\n", None, "unsupported-header", "__syncthreads"),
    "cuda-pipeline": ("#include <cuda/pipeline>\n", None, "unsupported-header", "memcpy_async"),
    "mma": ("#include <mma.h>\n", None, "unsupported-header", "rocWMMA"),
    "cuda-std": ("#include <cuda/std/atomic>\n", None, "unsupported-header", "libhipcxx"),
    # a definition at system scope now (runtime/headers/other.h): said so, not an error
    "atomic-inc-system": (
        "__global__ void k(unsigned* p) { atomicInc_system(p, 3u); }\n" + _main("k<<<1, 1>>>(nullptr);"),
        None,
        "hip-compat",
        "system scope",
    ),
    # HIP lacks __trap (an unsupported-api error before): defined on __builtin_trap, as HIP's assert is
    "trap": (
        "__global__ void k(int* p) { if (!p) __trap(); }\n" + _main("k<<<1, 1>>>(nullptr);"),
        None,
        "hip-compat",
        "HIP has no __trap",
    ),
    "texture-reference": (
        "texture<float, cudaTextureType1D, cudaReadModeElementType> t;\n"
        "__global__ void k(float* o) { o[0] = tex1Dfetch(t, 0); }\n" + _main("k<<<1, 1>>>(nullptr);"),
        None,
        "texture-reference",
        "deprecated in HIP",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(TRANSLATED))
def test_what_hip_64_has_is_translated(case: str) -> None:
    cuda, hip = TRANSLATED[case]
    result = translate(cuda)
    assert hip in result.text
    assert [f for f in result.findings if f.severity.name == "ERROR"] == []


@pytest.mark.parametrize("case", sorted(REPORTED))
def test_what_hip_lacks_is_reported_precisely(case: str) -> None:
    cuda, options, code, word = REPORTED[case]
    messages = [f.message for f in translate(cuda, options).findings if f.code == code]
    assert messages and any(word in m for m in messages), messages


def test_texture_references_keep_hips_template() -> None:
    """HIP 6.4 still has texture<T, dim, mode> (hip_texture_types.h), deprecated: kept, arguments renamed."""
    text = translate(REPORTED["texture-reference"][0]).text
    assert "texture<float, hipTextureType1D, hipReadModeElementType> t;" in text


@pytest.mark.slow
def test_the_translations_compile_with_hip_64(tmp_path: Path) -> None:
    """The renames name what HIP 6.4 declares, with CUDA's arguments (one hipcc run for all)."""
    headers = "#include <cufftXt.h>\n#include <cublas_v2.h>\n#include <cuda_runtime.h>\n"
    bodies = []
    for case, (cuda, _hip) in sorted(TRANSLATED.items()):
        body = "\n".join(line for line in cuda.splitlines() if not line.startswith("#include"))
        bodies.append(f"namespace case_{case.replace('-', '_')} {{\n{body.replace('int main()', 'int run()')}\n}}\n")
    source = translate(headers + "".join(bodies)).text
    (tmp_path / "main.hip").write_text(source, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


def test_a_projects_own_cuda_folder_is_not_libcudacxx() -> None:
    """HeCBench warpsort includes "cuda/CudaUtils.cuh" of its own: libcu++'s headers have no extension."""
    result = translate('#include "cuda/CudaUtils.cuh"\n#include <cuda/annotated_ptr>\n')
    assert [(f.code, "annotated_ptr" in f.message) for f in result.findings] == [("unsupported-header", True)]
