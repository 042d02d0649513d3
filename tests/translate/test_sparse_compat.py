"""cuSPARSE's sliced-ELL format and CUDA's L2-compression query, which HIP 6.4 lacks, ported on what
it has (cass_lsp/runtime/headers/hipsparse.h): the tables rename them to cass-lsp's definitions with a
library-substitute warning; the --roc and HIP 5.x translations keep reporting them missing. The
translations compile as C (CUDALibrarySamples' SELL samples are .c files, compiled as C after the
port too) and as HIP, link against the HIP 6.4 root's hipSPARSE, and the conversion to CSR and the
checks made before any HIP call run here (no AMD GPU: the copies and the library calls cannot)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.toolchain.model import in_prefix
from cass_lsp.translate import Severity, TranslateOptions
from cass_lsp.translate.mapping import load
from tests.lanes import build_and_run, hip_lane, run_host_program
from tests.translate.strict import translate

SELL = ("cusparseCreateSlicedEll", "cusparseCreateConstSlicedEll")
PREAMBLE = "#include <cuda_runtime_api.h>\n#include <cusparse.h>\n#include <stdio.h>\n#include <stdint.h>\n"


def findings(result, code: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.message for f in result.findings if f.code == code]


# -- the data and the translation ----------------------------------------------------------------


def test_the_tables_rename_to_the_definitions() -> None:
    data = load()
    for cuda in (*SELL, "CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED", "CU_MEM_ALLOCATION_COMP_GENERIC"):
        assert data.apis[cuda].hip in runtime.STAND_INS, cuda
        # the attribute is answered where the driver API's others are (driver.h)
        header = "driver.h" if "ATTRIBUTE" in cuda else "hipsparse.h"
        assert runtime.HELPERS[data.apis[cuda].hip].header == header, cuda
    # the older spelling of the VMM attribute, which the compression sample asks next
    vmm = data.apis["CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED"]
    assert vmm.hip == "hipDeviceAttributeVirtualMemoryManagementSupported" and vmm.hip_added == "5.3.0"


def test_a_sliced_ell_matrix_is_a_csr_copy_with_a_warning() -> None:
    result = translate(
        PREAMBLE
        + "void f(cusparseSpMatDescr_t* m, void* o, void* c, void* v) {\n"
        + "  cusparseCreateSlicedEll(m, 4, 4, 9, 12, 2, o, c, v, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,"
        + " CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);\n  cusparseDestroySpMat(*m);\n}\n"
    )
    assert "cass_hipsparseCreateSlicedEll(m, 4, 4, 9, 12, 2, o, c, v, HIPSPARSE_INDEX_32I" in result.text
    # the conversion and registry it needs come first; the destroy call reaches the registry
    text = result.text
    assert text.index("#define CASS_HIP_COMPAT_cass_hipsparseSlicedEll\n") < text.index(
        "#define CASS_HIP_COMPAT_cass_hipsparseCreateSlicedEll\n"
    )
    assert "#define hipsparseDestroySpMat cass_hipsparseDestroySpMat" in text and "hipsparseDestroySpMat(*m)" in text
    (warning,) = findings(result, "library-substitute")
    assert "HIP has no cusparseCreateSlicedEll" in warning and "CSR" in warning and "do not reach the copy" in warning
    assert not findings(result, "unsupported-api")


def test_the_compression_query_answers_no() -> None:
    result = translate(
        "#include <cuda.h>\nint f(CUmemAllocationProp* p, CUdevice d) { int s = 0;\n"
        "  p->allocFlags.compressionType = CU_MEM_ALLOCATION_COMP_GENERIC;\n"
        "  cuDeviceGetAttribute(&s, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, d); return s; }\n"
    )
    text = result.text
    assert "hipDeviceGetAttribute(&s, CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, d)" in text
    assert "#define hipDeviceGetAttribute cass_hipDeviceGetAttribute" in text
    assert "= CASS_HIP_MEM_ALLOCATION_COMP_GENERIC;" in text
    (warning,) = findings(result, "library-substitute")  # the flag only; the query is exact (0)
    assert "CU_MEM_ALLOCATION_COMP_GENERIC" in warning and "never uses it" in warning
    assert not [f for f in result.findings if f.severity == Severity.ERROR]


@pytest.mark.parametrize("options", [TranslateOptions(roc=True), TranslateOptions(hip_version="5.2.3")])
def test_roc_and_hip_5_keep_the_finding(options: TranslateOptions) -> None:
    result = translate(PREAMBLE + "void f(cusparseSpMatDescr_t* m) { cusparseCreateSlicedEll(m); }\n", options)
    assert "cass_" not in result.text and "cusparseCreateSlicedEll(m)" in result.text
    # reported as missing (f, which another unit may call, stays: the error stands), with no stand-in named
    messages = [f.message for f in result.findings]
    assert any("cusparseCreateSlicedEll" in m for m in messages) and not any("cass_" in m for m in messages)


# -- compiled with the HIP 6.4 lane ----------------------------------------------------------------

# CUDALibrarySamples' spmv_sell matrix (4 x 4, slices of 2 rows, -1 padding), converted on the host;
# then the same in 1-based 64-bit form with a row whose entries are out of column order; then the
# checks the stand-ins make before any HIP call. C99, as the samples are.
PROGRAM = (
    PREAMBLE
    + "#include <cuda.h>\n"
    + r"""
static int fails = 0;
#define CHECK(c) do { if (!(c)) { printf("FAIL %d: %s\n", __LINE__, #c); ++fails; } } while (0)

int main(void) {
    int off[] = {0, 6, 12};
    int cols[] = {0, 1, 2, -1, 3, -1, 0, 1, 2, 3, 3, -1};
    float vals[] = {1, 4, 2, 0, 3, 0, 5, 8, 6, 9, 7, 0};
    int rp[5], ci[9];
    float v[9];
    int want_rp[] = {0, 3, 4, 7, 9}, want_ci[] = {0, 2, 3, 1, 0, 2, 3, 1, 3};
    float want_v[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    CHECK(cass_hipsparseSellToCsr(4, 4, 9, 12, 2, off, 4, cols, 4, vals, 4, 0, rp, ci, v) == 0);
    for (int i = 0; i < 5; ++i) CHECK(rp[i] == want_rp[i]);
    for (int i = 0; i < 9; ++i) CHECK(ci[i] == want_ci[i] && v[i] == want_v[i]);
    // a wrong nnz, a column beyond the matrix, a slice that is not whole columns: refused
    CHECK(cass_hipsparseSellToCsr(4, 4, 8, 12, 2, off, 4, cols, 4, vals, 4, 0, rp, ci, v) == -1);
    CHECK(cass_hipsparseSellToCsr(4, 3, 9, 12, 2, off, 4, cols, 4, vals, 4, 0, rp, ci, v) == -1);
    int odd[] = {0, 5, 12};
    CHECK(cass_hipsparseSellToCsr(4, 4, 9, 12, 2, odd, 4, cols, 4, vals, 4, 0, rp, ci, v) == -1);

    // 3 x 3, one slice of 4 rows (the last padded), 1-based, 64-bit indices, double values:
    // row 1 holds columns 3 then 1 (sorted in the CSR), row 2 none, row 3 column 2
    int64_t off64[] = {1, 9};
    int64_t cols64[] = {3, -1, 2, -1, 1, -1, -1, -1};
    double vals64[] = {30, 0, 32, 0, 10, 0, 0, 0};
    int64_t rp64[4], ci64[3];
    double v64[3];
    CHECK(cass_hipsparseSellToCsr(3, 3, 3, 8, 4, off64, 8, cols64, 8, vals64, 8, 1, rp64, ci64, v64) == 0);
    CHECK(rp64[0] == 1 && rp64[1] == 3 && rp64[2] == 3 && rp64[3] == 4);
    CHECK(ci64[0] == 1 && v64[0] == 10 && ci64[1] == 3 && v64[1] == 30 && ci64[2] == 2 && v64[2] == 32);

    // before any HIP call: a null descriptor, no slice size, a 16-bit index, an unknown value type
    cusparseSpMatDescr_t m;
    cusparseConstSpMatDescr_t cm;
    CHECK(cusparseCreateSlicedEll(NULL, 4, 4, 9, 12, 2, off, cols, vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                  CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseCreateSlicedEll(&m, 4, 4, 9, 12, 0, off, cols, vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                  CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F) == CUSPARSE_STATUS_INVALID_VALUE);
    CHECK(cusparseCreateConstSlicedEll(&cm, 4, 4, 9, 12, 2, off, cols, vals, CUSPARSE_INDEX_16U,
                                       CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F)
          == CUSPARSE_STATUS_NOT_SUPPORTED);
    CHECK(cusparseCreateConstSlicedEll(&cm, 4, 4, 13, 12, 2, off, cols, vals, CUSPARSE_INDEX_32I,
                                       CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F)
          == CUSPARSE_STATUS_INVALID_VALUE);

    // the compression query takes the device checks of any other attribute (no GPU here: both fail alike)
    int a = 7, b = 7;
    CUresult q = cuDeviceGetAttribute(&a, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, 0);
    CUresult r = cuDeviceGetAttribute(&b, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 0);
    CHECK(q == r && (q != CUDA_SUCCESS || a == 0));
    CHECK(CU_MEM_ALLOCATION_COMP_GENERIC == 1);
    printf("%d failed\n", fails);
    return fails != 0;
}
"""
)


def _build_and_run(tmp_path: Path, suffix: str) -> subprocess.CompletedProcess[str]:
    tc = hip_lane("6.4")
    result = translate(PROGRAM)
    assert not [f.message for f in result.findings if f.severity == Severity.ERROR]
    source = tmp_path / f"sell{suffix}"
    source.write_text(result.text, encoding="utf-8")
    exe = tmp_path / "sell"
    if suffix == ".c":  # as the ported CMake builds a .c file: the root's clang in C mode, hip::host
        clang = str(tc.clang).replace("clang++", "clang")
        argv = [clang, "-std=c99", "-Wall", "-Werror", "-D__HIP_PLATFORM_AMD__", str(source), "-o", str(exe)]
        argv = in_prefix(tc.hipcc_prefix, [*argv, "-lhipsparse", "-lamdhip64"])
        build, run = build_and_run(tc, argv, in_prefix(tc.hipcc_prefix, [exe]), root=tmp_path)
        assert build.returncode == 0 and run is not None, build.stderr[-4000:]
        return run
    return run_host_program(tc, source, ["-lhipsparse"])


@pytest.mark.slow
@pytest.mark.parametrize("suffix", [".c", ".hip"])
def test_translation_compiles_links_and_converts_on_the_host(tmp_path: Path, suffix: str) -> None:
    run = _build_and_run(tmp_path, suffix)
    assert run.returncode == 0 and run.stdout.strip().endswith("0 failed"), run.stdout + run.stderr


def test_spmv_and_spsv_on_a_gpu() -> None:
    pytest.skip(
        "no AMD GPU here: the copies, hipsparseSpMV/SpSV on the CSR copy and the destroy that frees it are checked"
        " by CUDALibrarySamples' spmv_sell and spsv_sell (benchmarks/bench_projects.py --corpus cls builds them)"
        " on a GPU"
    )
