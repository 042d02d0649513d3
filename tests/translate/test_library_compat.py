"""cuBLAS and cuSOLVER calls hipBLAS and hipSOLVER 6.4 lack, ported on what they have: the tables
rename them to cass-lsp's definitions (cass_lsp/runtime/headers/hipblas.h, hipsolver.h) or to a near HIP
equivalent with a warning; the --roc and HIP 5.x translations keep reporting them missing. The
translations compile and link against the HIP 6.4 root's hipBLAS and hipSOLVER, and the checks a
definition makes before it calls the library run here (no AMD GPU: the library calls themselves
cannot)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import Severity, TranslateOptions, driver_api, hipblas_ex
from cass_lsp.translate.mapping import load
from tests.lanes import hip_lane, run_host_program
from tests.translate.strict import translate

HEADERS = Path(runtime.__file__).resolve().parent / runtime.HEADERS
PREAMBLE = "#include <cublas_v2.h>\n#include <cusolverDn.h>\n#include <cstdio>\n#include <cstdint>\n"


def findings(result, code: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.message for f in result.findings if f.code == code]


# -- the data ----------------------------------------------------------------------------------


def test_every_stand_in_is_defined_or_a_hip_name() -> None:
    data = load()
    assert data.stand_ins, "no stand-ins in the mapping data"
    for cuda in data.stand_ins:
        hip = data.apis[cuda].hip
        if hip.lower().startswith("cass_"):
            assert hip in runtime.STAND_INS, cuda
        else:
            assert hip.startswith(("hip", "HIP")), cuda


def test_every_definition_is_reached_from_a_cuda_name() -> None:
    data = load()
    reached = {data.apis[c].hip for c in data.stand_ins}
    reached |= {n for name in reached if name in runtime.HELPERS for n in runtime.HELPERS[name].needs}
    reached.add(hipblas_ex.COMPUTE_OF)  # from a rule: a data type passed as a GEMM's compute type
    reached.add(driver_api.OCCUPANCY_STAND_IN)  # from a rule: a call that passes a function of the block size
    assert reached >= runtime.STAND_INS, sorted(runtime.STAND_INS - reached)


def test_roc_keeps_the_findings() -> None:
    roc = load(roc=True)
    for cuda in ("cublasCherkEx", "cublasDgemmGroupedBatched", "cusolverDnXsyevd", "cublasSetEmulationStrategy"):
        assert not roc.apis[cuda].supported and not roc.apis[cuda].alt, cuda
    result = translate(
        "#include <cublas_v2.h>\nvoid f(cublasHandle_t h) { cublasCherkEx(h); }\n", TranslateOptions(roc=True)
    )
    assert "cass_" not in result.text
    # reported as missing (f, which another unit may call, stays: the error stands), with no stand-in named
    messages = [f.message for f in result.findings]
    assert any("cublasCherkEx" in m for m in messages), messages
    assert not any("hip* layer" in m or "cass_" in m for m in messages), messages


# -- the translation ---------------------------------------------------------------------------


def test_a_stand_in_is_renamed_and_defined() -> None:
    result = translate(
        PREAMBLE + "void f(cublasHandle_t h, void* p) { cublasDtpttr(h, CUBLAS_FILL_MODE_LOWER, 3, 0, 0, 3); }\n"
    )
    assert "cass_hipblasDtpttr(h, HIPBLAS_FILL_MODE_LOWER" in result.text
    # the kernel and index it uses come first, once
    assert result.text.index("#define CASS_HIP_COMPAT_cass_hipblasPacked\n") < result.text.index(
        "#define CASS_HIP_COMPAT_cass_hipblasDtpttr\n"
    )
    assert result.text.count("cass_hipblasPackedIndex(bool lower") == 1
    (message,) = findings(result, "hip-compat")
    assert message.startswith("HIP has no cublasDtpttr (") and "cass_hipblasDtpttr" in message
    assert not findings(result, "unsupported-api") and not findings(result, "library-substitute")


def test_a_port_puts_the_definitions_in_its_header() -> None:
    options = TranslateOptions(compat_header="cass_hip_compat.h")
    result = translate(PREAMBLE + "void f(cusolverDnHandle_t h) { cusolverDnXgesvd(h); }\n", options)
    assert '#include "cass_hip_compat.h"' in result.text and "cass_hipsolverDnXgesvd(h)" in result.text
    header = runtime.header_text({"cass_hipsolverDnXgesvd", "cass_hipsolverDnX"})
    assert header.index("CASS_HIP_COMPAT_cass_hipsolverDnX\n") < header.index(
        "CASS_HIP_COMPAT_cass_hipsolverDnXgesvd\n"
    )


def test_a_near_equivalent_is_a_warning() -> None:
    result = translate(
        PREAMBLE + "void f(cublasHandle_t h) { cublasCgemm3m(h); cublasGemmEx(h, CUBLAS_GEMM_AUTOTUNE); }\n"
    )
    assert "hipblasCgemm_v2(h)" in result.text and "HIPBLAS_GEMM_DEFAULT" in result.text
    warnings = findings(result, "library-substitute")
    assert len(warnings) == 2 and all(
        f"HIP has no {n}" in " ".join(warnings) for n in ("cublasCgemm3m", "CUBLAS_GEMM_AUTOTUNE")
    )
    assert all(f.severity == Severity.WARNING for f in result.findings if f.code == "library-substitute")


def test_mixed_precision_solvers_compute_in_full_precision() -> None:
    source = PREAMBLE + "void f(cusolverDnHandle_t h) { cusolverDnDHgesv_bufferSize(h); cusolverDnZCgels(h); }\n"
    result = translate(source)
    assert "hipsolverDnDDgesv_bufferSize(h)" in result.text and "hipsolverDnZZgels(h)" in result.text
    warnings = findings(result, "library-substitute")
    assert len(warnings) == 2 and all("same-precision form" in w for w in warnings)


def test_randomized_polar_and_irs_solvers_say_what_they_compute_instead() -> None:
    source = PREAMBLE + (
        "void f(cusolverDnHandle_t h, cusolverDnIRSParams_t p) {\n"
        "  cusolverDnXgesvdr_bufferSize(h); cusolverDnXgesvdr(h); cusolverDnXgesvdp(h); cusolverDnXtrtri(h);\n"
        "  cusolverDnIRSParamsSetSolverPrecisions(p, CUSOLVER_R_64F, CUSOLVER_R_16F); cusolverDnIRSXgesv(h, p);\n"
        "}\n"
    )
    result = translate(source)
    for name in ("Xgesvdr_bufferSize(h)", "Xgesvdr(h)", "Xgesvdp(h)", "Xtrtri(h)"):
        assert f"cass_hipsolverDn{name}" in result.text, name
    assert "cass_hipsolverDnIRSParamsSetSolverPrecisions(p, CASS_HIPSOLVER_R_64F, CASS_HIPSOLVER_R_16F)" in result.text
    # the parameters' type is defined before the functions that take it
    assert result.text.index("typedef cass_hipsolverDnIRSParams* cass_hipsolverDnIRSParams_t;") < result.text.index(
        "cass_hipsolverDnIRSXgesv(hipsolverDnHandle_t"
    )
    warnings = findings(result, "library-substitute")
    assert len(warnings) == 3, warnings
    assert any("cusolverDnXgesvdr" in w and "exact SVD" in w for w in warnings)
    assert any("cusolverDnXgesvdp" in w and "h_err_sigma to 0" in w for w in warnings)
    assert any("cusolverDnIRSXgesv" in w and "main precision" in w and "niters -1" in w for w in warnings)
    # trtri computes what cuSOLVER's does: a hip-compat note only
    assert any("cusolverDnXtrtri" in m for m in findings(result, "hip-compat"))
    assert not findings(result, "unsupported-api") and not findings(result, "unknown-cuda-api")


def test_the_emulation_settings_are_defined_and_say_native_precision() -> None:
    source = PREAMBLE + (
        "void f(cublasHandle_t h) {\n"
        "  cudaEmulationMantissaControl_t c = CUDA_EMULATION_MANTISSA_CONTROL_FIXED;\n"
        "  cublasSetMathMode(h, CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH);\n"
        "  cublasSetEmulationStrategy(h, CUBLAS_EMULATION_STRATEGY_EAGER);\n"
        "  cublasSetFixedPointEmulationMantissaControl(h, c);\n"
        "}\n"
    )
    result = translate(source)
    assert "HIPBLAS_DEFAULT_MATH" in result.text and "CASS_HIPBLAS_EMULATION_STRATEGY_EAGER);" in result.text
    assert result.text.count("typedef enum cass_hipEmulationMantissaControl_t {") == 1
    # the types are defined before the functions that take them
    assert result.text.index("} cass_hipblasEmulationStrategy_t;") < result.text.index(
        "cass_hipblasSetEmulationStrategy(hipblasHandle_t"
    )
    assert all("native precision" in m for m in findings(result, "library-substitute"))
    assert not findings(result, "unsupported-api") and not findings(result, "unknown-cuda-api")


def test_hip_5_keeps_the_finding() -> None:
    result = translate(
        PREAMBLE + "void f(cublasHandle_t h) { cublasCherkEx(h); }\n", TranslateOptions(hip_version="5.2.3")
    )
    assert "cass_" not in result.text and "cublasCherkEx(h)" in result.text
    # reported as missing (f, which another unit may call, stays: the error stands)
    assert any("cublasCherkEx" in f.message and "no HIP equivalent" in f.message for f in result.findings)


# -- compiled with the HIP 6.4 lane ------------------------------------------------------------

# Every stand-in, called as CUDALibrarySamples call them; main runs the checks a definition makes
# before it calls the library (a null handle, a size beyond int, a type hipBLAS/hipSOLVER lack).
PROGRAM = (
    PREAMBLE
    + r"""
#include <cuComplex.h>
#define CHECK(c) do { if (!(c)) { std::printf("FAIL %d: %s\n", __LINE__, #c); ++fails; } } while (0)

void blas(cublasHandle_t h, cuComplex* A, cuComplex* C, double* d, double** ptrs, float** fptrs, void** vptrs) {
  const float one = 1.0f;
  const cuComplex cone = make_cuComplex(1.0f, 0.0f);
  cublasCherkEx(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &one, A, CUDA_C_32F, 2, &one, C, CUDA_C_32F, 2);
  cublasCherk3mEx(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &one, A, CUDA_C_32F, 2, &one, C, CUDA_C_32F, 2);
  cublasCsyrkEx(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &cone, A, CUDA_C_32F, 2, &cone, C, CUDA_C_32F, 2);
  cublasCsyrk3mEx(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &cone, A, CUDA_C_32F, 2, &cone, C, CUDA_C_32F, 2);
  cublasCgemm3m(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &cone, A, 2, A, 2, &cone, C, 2);
  cuDoubleComplex* Z = reinterpret_cast<cuDoubleComplex*>(d);
  const cuDoubleComplex zone = make_cuDoubleComplex(1.0, 0.0);
  cublasZgemm3m(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &zone, Z, 1, Z, 1, &zone, Z, 1);
  cublasOperation_t ops[2] = {CUBLAS_OP_N, CUBLAS_OP_T};
  int sizes[2] = {2, 3}, groups[2] = {2, 1};
  double alphas[2] = {1.0, 2.0}, betas[2] = {0.0, 1.0};
  float falphas[2] = {1.0f, 2.0f}, fbetas[2] = {0.0f, 1.0f};
  cublasDgemmGroupedBatched(h, ops, ops, sizes, sizes, sizes, alphas, ptrs, sizes, ptrs, sizes, betas, ptrs, sizes,
                            2, groups);
  cublasSgemmGroupedBatched(h, ops, ops, sizes, sizes, sizes, falphas, fptrs, sizes, fptrs, sizes, fbetas, fptrs,
                            sizes, 2, groups);
  cublasGemmGroupedBatchedEx(h, ops, ops, sizes, sizes, sizes, falphas, vptrs, CUDA_R_32F, sizes, vptrs, CUDA_R_32F,
                             sizes, fbetas, vptrs, CUDA_R_32F, sizes, 2, groups, CUBLAS_COMPUTE_32F);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, A, CUDA_R_32F, 2, A, CUDA_R_32F, 2, &one, C, CUDA_R_32F, 2,
               CUBLAS_COMPUTE_32F_EMULATED_16BFX9, CUBLAS_GEMM_AUTOTUNE);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, d, d, CUDA_R_64F, 2, d, CUDA_R_64F, 2, d, d, CUDA_R_64F, 2,
               CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT, CUBLAS_GEMM_DEFAULT);
  float* f = reinterpret_cast<float*>(A);
  cublasStpttr(h, CUBLAS_FILL_MODE_LOWER, 3, f, f, 3);
  cublasDtpttr(h, CUBLAS_FILL_MODE_LOWER, 3, d, d, 3);
  cublasCtpttr(h, CUBLAS_FILL_MODE_UPPER, 3, A, C, 3);
  cublasZtpttr(h, CUBLAS_FILL_MODE_UPPER, 3, Z, Z, 3);
  cublasStrttp(h, CUBLAS_FILL_MODE_LOWER, 3, f, 3, f);
  cublasDtrttp(h, CUBLAS_FILL_MODE_LOWER, 3, d, 3, d);
  cublasCtrttp(h, CUBLAS_FILL_MODE_UPPER, 3, A, 3, C);
  cublasZtrttp(h, CUBLAS_FILL_MODE_UPPER, 3, Z, 3, Z);
  cublasSetMathMode(h, CUBLAS_FP32_EMULATED_BF16X9_MATH);
}

void solver(cusolverDnHandle_t h, cusolverDnParams_t params, double* A, double* W, int* info) {
  size_t dev = 0, host = 0;
  double vl = 0.0, vu = 1.0;
  int64_t found = 0;
  cusolverDnXsyevd_bufferSize(h, params, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, CUDA_R_64F, A, 3,
                              CUDA_R_64F, W, CUDA_R_64F, &dev, &host);
  cusolverDnXsyevd(h, params, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, CUDA_R_64F, A, 3, CUDA_R_64F, W,
                   CUDA_R_64F, A, dev, nullptr, host, info);
  cusolverDnXsyevdx_bufferSize(h, params, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_ALL, CUBLAS_FILL_MODE_LOWER, 3,
                               CUDA_R_64F, A, 3, &vl, &vu, 1, 3, &found, CUDA_R_64F, W, CUDA_R_64F, &dev, &host);
  cusolverDnXsyevdx(h, params, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_ALL, CUBLAS_FILL_MODE_LOWER, 3,
                    CUDA_R_64F, A, 3, &vl, &vu, 1, 3, &found, CUDA_R_64F, W, CUDA_R_64F, A, dev, nullptr, host, info);
  cusolverDnXgesvd_bufferSize(h, params, 'A', 'A', 3, 3, CUDA_R_64F, A, 3, CUDA_R_64F, W, CUDA_R_64F, A, 3,
                              CUDA_R_64F, A, 3, CUDA_R_64F, &dev, &host);
  cusolverDnXgesvd(h, params, 'A', 'A', 3, 3, CUDA_R_64F, A, 3, CUDA_R_64F, W, CUDA_R_64F, A, 3, CUDA_R_64F, A, 3,
                   CUDA_R_64F, A, dev, nullptr, host, info);
  int pivots[3], iterations = 0;
  cusolverDnDHgesv_bufferSize(h, 3, 1, A, 3, pivots, W, 3, W, 3, nullptr, &dev);
  cusolverDnDHgesv(h, 3, 1, A, 3, pivots, W, 3, W, 3, A, dev, &iterations, info);
  // CUDALibrarySamples' Xtrtri, Xgesvdr, Xgesvdp and gesv (IRS expert) calls
  cusolverDnXtrtri_bufferSize(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_64F, A, 3, &dev, &host);
  cusolverDnXtrtri(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_64F, A, 3, W, dev, nullptr, host, info);
  const int64_t m = 5, n = 5, rank = 2, p = 2, iters = 2;
  signed char jobu = 'S', jobv = 'S';
  cusolverDnXgesvdr_bufferSize(h, params, jobu, jobv, m, n, rank, p, iters, CUDA_R_64F, A, m, CUDA_R_64F, W,
                               CUDA_R_64F, A, m, CUDA_R_64F, A, n, CUDA_R_64F, &dev, &host);
  cusolverDnXgesvdr(h, params, jobu, jobv, m, n, rank, p, iters, CUDA_R_64F, A, m, CUDA_R_64F, W, CUDA_R_64F, A, m,
                    CUDA_R_64F, A, n, CUDA_R_64F, W, dev, nullptr, host, info);
  double h_err_sigma = 0.0;
  cusolverEigMode_t jobz = CUSOLVER_EIG_MODE_VECTOR;
  cusolverDnXgesvdp_bufferSize(h, params, jobz, 1, 3, 2, CUDA_R_64F, A, 3, CUDA_R_64F, W, CUDA_R_64F, A, 3,
                               CUDA_R_64F, A, 2, CUDA_R_64F, &dev, &host);
  cusolverDnXgesvdp(h, params, jobz, 1, 3, 2, CUDA_R_64F, A, 3, CUDA_R_64F, W, CUDA_R_64F, A, 3, CUDA_R_64F, A, 2,
                    CUDA_R_64F, W, dev, nullptr, host, info, &h_err_sigma);
  cusolverDnIRSParams_t gesv_params;
  cusolverDnIRSInfos_t gesv_info;
  const cusolverPrecType_t matrix_precision = CUSOLVER_R_64F, lower_precision = CUSOLVER_R_16F;
  const cusolverIRSRefinement_t refinement_solver = CUSOLVER_IRS_REFINE_GMRES;
  cusolverDnIRSParamsCreate(&gesv_params);
  cusolverDnIRSParamsSetSolverPrecisions(gesv_params, matrix_precision, lower_precision);
  cusolverDnIRSParamsSetRefinementSolver(gesv_params, refinement_solver);
  cusolverDnIRSInfosCreate(&gesv_info);
  cusolver_int_t iter = 0;
  cusolverDnIRSXgesv_bufferSize(h, gesv_params, 3, 1, &dev);
  cusolverDnIRSXgesv(h, gesv_params, gesv_info, 3, 1, A, 3, W, 3, W, 3, A, dev, &iter, info);
  cusolverDnIRSInfosGetNiters(gesv_info, &iter);
  cusolverDnIRSInfosDestroy(gesv_info);
  // CUDA 10.2's forms: precisions as cudaDataType, infos made from the parameters, the pivots given
  cusolverDnIRSParamsSetSolverPrecisions(gesv_params, CUDA_R_64F, CUDA_R_16F);
  cusolverDnIRSInfosCreate(gesv_params, &gesv_info);
  cusolverDnIRSXgesv(h, gesv_params, gesv_info, CUDA_R_64F, 3, 1, A, 3, pivots, W, 3, W, 3, A, dev, &iter, info);
  cusolverDnIRSInfosDestroy(gesv_info);
  cusolverDnIRSParamsDestroy(gesv_params);
}

int main() {
  int fails = 0;
  size_t dev = 7, host = 7;
  double vl = 0.0, vu = 1.0;
  int64_t found = 0;
  const int64_t big = (int64_t)1 << 31;
  // a 64-bit size beyond int: refused before hipSOLVER is called, nothing written
  CHECK(cusolverDnXsyevd_bufferSize(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, big,
                                    CUDA_R_64F, nullptr, big, CUDA_R_64F, nullptr, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(dev == 7 && host == 7);
  CHECK(cusolverDnXsyevd(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, CUDA_R_64F, nullptr,
                         big, CUDA_R_64F, nullptr, CUDA_R_64F, nullptr, 0, nullptr, 0, nullptr)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXsyevdx_bufferSize(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, CUSOLVER_EIG_RANGE_I,
                                     CUBLAS_FILL_MODE_LOWER, 3, CUDA_R_32F, nullptr, 3, &vl, &vu, 1, big, &found,
                                     CUDA_R_32F, nullptr, CUDA_R_32F, &dev, &host) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXgesvd_bufferSize(nullptr, nullptr, 'A', 'A', big, 3, CUDA_R_64F, nullptr, big, CUDA_R_64F, nullptr,
                                    CUDA_R_64F, nullptr, big, CUDA_R_64F, nullptr, 3, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_INVALID_VALUE);
  // type combinations hipSOLVER's typed functions lack: refused as such
  CHECK(cusolverDnXsyevd_bufferSize(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 3, CUDA_R_64F,
                                    nullptr, 3, CUDA_R_32F, nullptr, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(cusolverDnXgesvd(nullptr, nullptr, 'A', 'A', 3, 3, CUDA_C_64F, nullptr, 3, CUDA_R_64F, nullptr, CUDA_C_32F,
                         nullptr, 3, CUDA_C_64F, nullptr, 3, CUDA_C_64F, nullptr, 64, nullptr, 0, nullptr)
        == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(dev == 7 && host == 7);
  // trtri: its workspace is an n x n matrix of A's type, asked for without the handle
  CHECK(cusolverDnXtrtri_bufferSize(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_C_64F, nullptr, 4,
                                    &dev, &host) == CUSOLVER_STATUS_SUCCESS);
  CHECK(dev == 3 * 3 * 16 && host == 0);
  dev = host = 7;
  CHECK(cusolverDnXtrtri_bufferSize(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, big, CUDA_R_64F, nullptr,
                                    big, &dev, &host) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXtrtri_bufferSize(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_16F, nullptr, 3,
                                    &dev, &host) == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(dev == 7 && host == 7);
  int dinfo = 0;
  CHECK(cusolverDnXtrtri(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_64F, nullptr, 3, nullptr,
                         72, nullptr, 0, &dinfo) == CUSOLVER_STATUS_NOT_INITIALIZED);
  cusolverDnHandle_t fakeSolver = reinterpret_cast<cusolverDnHandle_t>(&fails);  // never dereferenced by these
  CHECK(cusolverDnXtrtri(fakeSolver, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_64F, nullptr, 2,
                         nullptr, 72, nullptr, 0, &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXtrtri(fakeSolver, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_64F, nullptr, 3,
                         nullptr, 71, nullptr, 0, &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXtrtri(fakeSolver, CUBLAS_FILL_MODE_UPPER, CUBLAS_DIAG_NON_UNIT, 3, CUDA_R_8I, nullptr, 3, nullptr,
                         72, nullptr, 0, &dinfo) == CUSOLVER_STATUS_NOT_SUPPORTED);
  // gesvdr: k + p beyond min(m, n), a job other than 'S'/'N', V shorter than n, a type hipSOLVER lacks
  CHECK(cusolverDnXgesvdr_bufferSize(nullptr, nullptr, 'S', 'S', 5, 5, 4, 2, 2, CUDA_R_64F, nullptr, 5, CUDA_R_64F,
                                     nullptr, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 5, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXgesvdr_bufferSize(nullptr, nullptr, 'A', 'S', 5, 5, 2, 2, 2, CUDA_R_64F, nullptr, 5, CUDA_R_64F,
                                     nullptr, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 5, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXgesvdr_bufferSize(nullptr, nullptr, 'S', 'S', 5, 6, 2, 2, 2, CUDA_R_64F, nullptr, 5, CUDA_R_64F,
                                     nullptr, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 5, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXgesvdr_bufferSize(nullptr, nullptr, 'S', 'N', 5, 5, 2, 2, 2, CUDA_R_64F, nullptr, 5, CUDA_R_32F,
                                     nullptr, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 5, CUDA_R_64F, &dev, &host)
        == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(cusolverDnXgesvdr(nullptr, nullptr, 'S', 'S', 5, 5, 2, 2, 2, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr,
                          CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 5, CUDA_R_64F, nullptr, 0, nullptr, 0, &dinfo)
        == CUSOLVER_STATUS_NOT_INITIALIZED);
  CHECK(dev == 7 && host == 7);
  // gesvdp: econ is 0 or 1; with vectors U needs m rows and V n; h_err_sigma is 0 (no polar decomposition ran)
  double sigma = 7.0;
  CHECK(cusolverDnXgesvdp_bufferSize(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, 2, 3, 2, CUDA_R_64F, nullptr, 3,
                                     CUDA_R_64F, nullptr, CUDA_R_64F, nullptr, 3, CUDA_R_64F, nullptr, 2, CUDA_R_64F,
                                     &dev, &host) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnXgesvdp_bufferSize(nullptr, nullptr, CUSOLVER_EIG_MODE_VECTOR, 1, 3, 2, CUDA_R_64F, nullptr, 3,
                                     CUDA_R_64F, nullptr, CUDA_R_64F, nullptr, 2, CUDA_R_64F, nullptr, 2, CUDA_R_64F,
                                     &dev, &host) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(dev == 7 && host == 7);
  CHECK(cusolverDnXgesvdp(fakeSolver, nullptr, CUSOLVER_EIG_MODE_VECTOR, 1, 3, 2, CUDA_C_64F, nullptr, 3, CUDA_R_32F,
                          nullptr, CUDA_C_64F, nullptr, 3, CUDA_C_64F, nullptr, 2, CUDA_C_64F, nullptr, 0, nullptr, 0,
                          &dinfo, &sigma) == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(sigma == 0.0);
  // the IRS parameters and infos live on the host; a solve needs a main precision hipSOLVER has
  cusolverDnIRSParams_t params;
  cusolverDnIRSInfos_t infos;
  cusolver_int_t value = 0;
  CHECK(cusolverDnIRSParamsCreate(&params) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSInfosCreate(&infos) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSParamsGetMaxIters(params, &value) == CUSOLVER_STATUS_SUCCESS && value == 50);
  CHECK(cusolverDnIRSParamsSetMaxIters(params, 7) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSParamsGetMaxIters(params, &value) == CUSOLVER_STATUS_SUCCESS && value == 7);
  CHECK(cusolverDnIRSParamsSetRefinementSolver(params, CUSOLVER_IRS_REFINE_CLASSICAL) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSParamsSetTol(params, 1e-10) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSParamsDisableFallback(params) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSInfosGetNiters(infos, &value) == CUSOLVER_STATUS_SUCCESS && value == 0);
  size_t bytes = 7;
  CHECK(cusolverDnIRSXgesv_bufferSize(nullptr, params, 3, 1, &bytes) == CUSOLVER_STATUS_NOT_INITIALIZED);
  CHECK(cusolverDnIRSXgesv_bufferSize(fakeSolver, params, 3, 1, &bytes) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(bytes == 7);
  cusolver_int_t iter = 3;
  CHECK(cusolverDnIRSXgesv(fakeSolver, params, infos, 3, 1, nullptr, 3, nullptr, 3, nullptr, 3, nullptr, 0, &iter,
                           &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnIRSParamsSetSolverPrecisions(params, CUSOLVER_R_16F, CUSOLVER_R_16F) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSXgesv(fakeSolver, params, infos, 3, 1, nullptr, 3, nullptr, 3, nullptr, 3, nullptr, 0, &iter,
                           &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnIRSParamsSetSolverMainPrecision(params, CUSOLVER_C_64F) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSXgesv(fakeSolver, params, infos, 3, 1, nullptr, 2, nullptr, 3, nullptr, 3, nullptr, 0, &iter,
                           &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(iter == 3);
  // CUDA 10.2's solve: the data's type must be the main precision, and the pivots given
  int pivots[3];
  CHECK(cusolverDnIRSParamsSetSolverPrecisions(params, CUDA_R_64F, CUDA_R_16F) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSXgesv(fakeSolver, params, infos, CUDA_R_32F, 3, 1, nullptr, 3, pivots, nullptr, 3, nullptr, 3,
                           nullptr, 0, &iter, &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverDnIRSXgesv(fakeSolver, params, infos, CUDA_R_64F, 3, 1, nullptr, 3, nullptr, nullptr, 3, nullptr, 3,
                           nullptr, 0, &iter, &dinfo) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(iter == 3);
  CHECK(cusolverDnIRSInfosDestroy(infos) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverDnIRSParamsDestroy(params) == CUSOLVER_STATUS_SUCCESS);
  const float one = 1.0f;
  CHECK(cublasCherkEx(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &one, nullptr, CUDA_C_8I, 2, &one, nullptr,
                      CUDA_C_32F, 2) == CUBLAS_STATUS_NOT_SUPPORTED);
  const cuComplex cone = make_cuComplex(1.0f, 0.0f);
  CHECK(cublasCsyrkEx(nullptr, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 2, 2, &cone, nullptr, CUDA_C_32F, 2, &cone,
                      nullptr, CUDA_C_64F, 2) == CUBLAS_STATUS_NOT_SUPPORTED);
  // a null handle, as cuBLAS reports it; a negative group size
  int groups[1] = {-1}, sizes[1] = {2};
  double alphas[1] = {1.0};
  cublasOperation_t ops[1] = {CUBLAS_OP_N};
  CHECK(cublasDgemmGroupedBatched(nullptr, ops, ops, sizes, sizes, sizes, alphas, nullptr, sizes, nullptr, sizes,
                                  alphas, nullptr, sizes, 1, groups) == CUBLAS_STATUS_NOT_INITIALIZED);
  CHECK(cublasDtpttr(nullptr, CUBLAS_FILL_MODE_LOWER, 3, nullptr, nullptr, 3) == CUBLAS_STATUS_NOT_INITIALIZED);
  CHECK(cublasSetEmulationStrategy(nullptr, CUBLAS_EMULATION_STRATEGY_EAGER) == CUBLAS_STATUS_NOT_INITIALIZED);
  CHECK(cublasSetWorkspace(nullptr, nullptr, 0) == CUBLAS_STATUS_NOT_INITIALIZED);
  cublasHandle_t fake = reinterpret_cast<cublasHandle_t>(&fails);  // never dereferenced by these
  CHECK(cublasSetEmulationStrategy(fake, CUBLAS_EMULATION_STRATEGY_EAGER) == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasSetFixedPointEmulationMantissaControl(fake, CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC)
        == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasSetFixedPointEmulationMaxMantissaBitCount(fake, 55) == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasSetFixedPointEmulationMantissaBitOffset(fake, -2) == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasSetWorkspace(fake, nullptr, 0) == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasDgemmGroupedBatched(fake, ops, ops, sizes, sizes, sizes, alphas, nullptr, sizes, nullptr, sizes, alphas,
                                  nullptr, sizes, 1, groups) == CUBLAS_STATUS_INVALID_VALUE);
  CHECK(cublasDtpttr(fake, CUBLAS_FILL_MODE_LOWER, 3, nullptr, nullptr, 2) == CUBLAS_STATUS_INVALID_VALUE);
  std::printf("%d failed\n", fails);
  return fails != 0;
}
"""
)

# The packed layouts, against the order LAPACK packs a triangle in (column by column).
PACKED = r"""
#include <cstdio>
#include "hipblas.h"
int main() {
  int fails = 0;
  for (int n = 1; n < 7; ++n)
    for (int lower = 0; lower < 2; ++lower) {
      long long next = 0;
      for (int j = 0; j < n; ++j)
        for (int i = lower ? j : 0; i <= (lower ? n - 1 : j); ++i, ++next)
          if (cass_hipblasPackedIndex(lower, n, i, j) != next) ++fails;
    }
  std::printf("%d failed\n", fails);
  return fails != 0;
}
"""


def _build_and_run(tmp_path: Path, name: str, text: str, extra: list[str]) -> subprocess.CompletedProcess[str]:
    tc = hip_lane("6.4")
    source = tmp_path / f"{name}.hip"
    source.write_text(text, encoding="utf-8")
    # the checks run before any HIP call: no GPU needed (the root's libraries load under its prefix)
    return run_host_program(tc, source, [*extra, "-lhipblas", "-lhipsolver"])


@pytest.mark.slow
def test_translation_compiles_links_and_checks_on_the_host(tmp_path: Path) -> None:
    result = translate(PROGRAM)
    assert not [f.message for f in result.findings if f.severity == Severity.ERROR]
    run = _build_and_run(tmp_path, "library_compat", result.text, [])
    assert run.returncode == 0 and run.stdout.strip() == "0 failed", run.stdout + run.stderr


@pytest.mark.slow
def test_packed_index_is_lapacks_order(tmp_path: Path) -> None:
    run = _build_and_run(tmp_path, "packed", PACKED, [f"-I{HEADERS}"])
    assert run.returncode == 0 and run.stdout.strip() == "0 failed", run.stdout + run.stderr


def test_the_library_calls_on_a_gpu() -> None:
    pytest.skip(
        "no AMD GPU here: the grouped GEMMs, herk/syrk, packed conversions and the 64-bit solver calls are checked"
        " by CUDALibrarySamples' own programs (benchmarks/bench_projects.py --corpus cls builds them) on a GPU"
    )
