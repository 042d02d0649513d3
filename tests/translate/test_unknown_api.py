"""unknown_api.py: a CUDA API name in no table is an error finding; the project's own names are not."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from cass_lsp.translate.unknown_api import CODE
from tests.translate.strict import translate, translate_kernel

CORPUS = Path(__file__).resolve().parents[1] / "corpus"

# As CUDALibrarySamples' cuBLAS/utils/cublas_utils.h uses CUDA 13's emulation API (the parts of it no
# table knows: the mantissa control and cublasSetWorkspace it uses now have stand-ins,
# test_library_compat.py); main calls the helper, so its errors stand (cuda_only_helpers.py guards
# only helpers the file never uses).
CUBLAS_UTILS = """#include <cublas_v2.h>
#include <library_types.h>
size_t workspace(cublasHandle_t h, cudaEmulationSpecialValuesSupport support) {
  if (support == CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE) return 0;
  cublasGetEmulationSpecialValuesSupport(h, &support);
  return 1;
}
int main() { cublasHandle_t h; cublasCreate(&h); return (int)workspace(h, CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN); }
"""


def _unknown(source: str, options: TranslateOptions | None = None) -> list[str]:
    data = source.encode()
    return [data[f.start : f.end].decode() for f in translate(source, options).findings if f.code == CODE]


def test_names_in_no_table_are_errors_that_say_what_to_do() -> None:
    for options in (TranslateOptions(), TranslateOptions(hip_version="5.2.3")):
        result = translate(CUBLAS_UTILS, options)
        unknown = [f for f in result.findings if f.code == CODE]
        data = CUBLAS_UTILS.encode()
        assert [data[f.start : f.end].decode() for f in unknown] == [
            "cudaEmulationSpecialValuesSupport",
            "CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NONE",
            "cublasGetEmulationSpecialValuesSupport",
            "CUDA_EMULATION_SPECIAL_VALUES_SUPPORT_NAN",
        ]
        assert all(f.severity == Severity.ERROR for f in unknown)
        assert unknown[0].message == (
            "cudaEmulationSpecialValuesSupport is a CUDA API cass-lsp does not know (newer than HIPIFY's tables?):"
            " HIP likely lacks it; rewrite it by hand or guard it with #ifndef __HIP_PLATFORM_AMD__"
        )
        assert "hipblasCreate(&h)" in result.text  # the known names around them are translated


@pytest.mark.parametrize(
    "source",
    [
        # the project's error-checking macros, defined here or in a header of its own
        "#define CUDA_CHECK(x) x\nvoid f() { CUDA_CHECK(cudaDeviceSynchronize()); }\n",
        '#include "common.h"\nvoid f() { CUDA_RT_CALL(cudaDeviceSynchronize()); CUFFT_CALL(g()); }\n',
        '#include "common.h"\nvoid f() { cudaCheck(cudaDeviceSynchronize()); cublasCheck(s); }\n',
        # functions, variables, types and enumerators the file declares
        "static int cudaHelperCount(int n) { return n; }\nint g() { return cudaHelperCount(2); }\n",
        "int cudaPrototypeOnly(int);\nint g() { return cudaPrototypeOnly(1); }\n",
        "struct cudaBuffer { int n; };\nvoid f(cudaBuffer* b) {}\n",
        "typedef int cudaMyInt_t;\ncudaMyInt_t x;\n",
        "enum Mode { CUDA_MODE_FAST, CUDA_MODE_SLOW };\nint m = CUDA_MODE_FAST;\n",
        "using cudaAlias = float;\ncudaAlias v;\n",
        "void f() { int cudaLocalCount = 0; cudaLocalCount++; }\n",
        "#define CUDA_BLOCKS 128\nint n = CUDA_BLOCKS;\n",
        # members, scoped enumerators, build flags, comments and strings
        "struct S { int cudaField; };\nint f(S s) { return s.cudaField; }\n",
        "int a = GemmAlgorithm::CUDA_NATIVE_GEMM;\n",
        "#ifdef CUDA_USE_FAST_PATH\nint x;\n#endif\n#if defined(CUDA_OTHER_FLAG)\nint y;\n#endif\n",
        '#define INCLUDE_PATH "-I" STRINGIZE(CUDA_PATH) "/include"\n',
        '// cudaSomethingNew in a comment\nconst char* s = "cudaSomethingElse";\n',
        # the project's variables named after a library (CUDA's C API is camelCase)
        "void f() { cublasHandle_t cublas_handle; curandGenerator_t curand_gen; }\n",
        # names the tables know
        "void f(float* p) { cudaMalloc(&p, 4); cudaFree(p); }\n",
    ],
)
def test_the_projects_own_names_are_not_reported(source: str) -> None:
    assert _unknown(source) == []


def test_a_macro_body_is_checked_less_its_own_variables() -> None:
    source = (
        "#define SET(h) do { cudaEmulationSpecialValuesSupport_t cudaLocal = CUDA_NEW_VALUE; cudaNewCall(h); }"
        " while (0)\n"
    )
    assert _unknown(source) == ["cudaEmulationSpecialValuesSupport_t", "CUDA_NEW_VALUE", "cudaNewCall"]


def test_one_kernel_reports_only_what_it_holds() -> None:
    source = (
        "__global__ void k(int* p) { p[0] = cudaNewDeviceQuery(); }\n"
        "void host() { cudaNewHostCall(); k<<<1, 1>>>(nullptr); }\n"
    )
    data = source.encode()
    kernel = translate_kernel(source, "k")
    assert [data[f.start : f.end].decode() for f in kernel.findings if f.code == CODE] == ["cudaNewDeviceQuery"]


def test_the_test_corpus_uses_no_name_outside_the_tables() -> None:
    """Every CUDA name of tests/corpus is in a table or the file's own: a finding here is a false one."""
    for path in sorted(CORPUS.glob("*.cu")) + sorted(CORPUS.glob("*.cuh")):
        found = [f.message.split()[0] for f in translate(path.read_bytes()).findings if f.code == CODE]
        assert found == [], path.name


def test_a_call_another_rule_rebuilds_keeps_its_rules_word() -> None:
    """Under --roc, cublasGemmEx's arguments are rebuilt for rocblas_gemm_ex (libcalls): an unknown name
    inside them is that rewrite's, and strict mode allows no finding under another rule's edit."""
    source = (
        "#include <cublas_v2.h>\n"
        "int main() { cublasHandle_t h; float a, b; float *A, *B, *C;\n"
        "cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &a, A, CUDA_R_32F, 2, B, CUDA_R_32F, 2, &b, C, CUDA_R_32F,"
        " 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_NEXT_ALGO); }\n"
    )
    # (CUBLAS_GEMM_AUTOTUNE, the name in CUDALibrarySamples, has a HIP stand-in now: a name no table knows)
    assert _unknown(source) == ["CUBLAS_GEMM_NEXT_ALGO"]
    translate(source, TranslateOptions(roc=True))  # raised RuleError before
