"""cuDNN to MIOpen, and --roc (cuBLAS, cuRAND, cuSPARSE, cuSOLVER straight to the ROCm libraries):
the mapping choices and call rewrites, and real compiles of the corpus programs with the HIP 6.4
lane (the root scripts/rocm_root.sh makes; skipped with the reason where it is missing)."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from cass_lsp.translate.mapping import load
from tests.lanes import hip_lane, run_compile
from tests.translate.strict import translate

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
ROC = TranslateOptions(roc=True)


def codes(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.code for f in result.findings if f.severity <= Severity.WARNING]


def errors(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.message for f in result.findings if f.severity == Severity.ERROR]


# -- cuDNN -> MIOpen ---------------------------------------------------------------------------


def test_cudnn_header_and_types_become_miopen() -> None:
    result = translate("#include <cudnn.h>\ncudnnHandle_t h;\ncudnnTensorDescriptor_t t;\ncudnnStatus_t s;\n")
    assert result.text == (
        "#include <miopen/miopen.h>\nmiopenHandle_t h;\nmiopenTensorDescriptor_t t;\nmiopenStatus_t s;\n"
    )
    assert not errors(result)


def test_tensor_4d_descriptor_loses_its_format_or_gets_nhwc_strides() -> None:
    src = (
        "void f(cudnnTensorDescriptor_t d, int n, int c, int h, int w, cudnnTensorFormat_t fmt) {\n"
        "  cudnnSetTensor4dDescriptor(d, /*format=*/CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, w);\n"
        "  cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NHWC, CUDNN_DATA_HALF, n, c, h, w);\n"
        "  cudnnSetTensor4dDescriptor(d, fmt, CUDNN_DATA_FLOAT, n, c, h, w);\n"
        "}\n"
    )
    result = translate(src)
    lines = result.text.splitlines()
    assert lines[1] == "  miopenSet4dTensorDescriptor(d, miopenFloat, n, c, h, w);"
    assert lines[2] == "  miopenSet4dTensorDescriptorEx(d, miopenHalf, n, c, h, w, c * h * w, 1, w * c, c);"
    assert "miopenSet4dTensorDescriptor(d, fmt," in lines[3]  # renamed only: no rewrite applies
    (message,) = errors(result)
    assert "NCHW" in message and "miopenSet4dTensorDescriptorEx" in message


def test_filter_descriptors_are_tensor_descriptors() -> None:
    src = (
        "cudnnFilterDescriptor_t w;\nvoid f() {\n  cudnnCreateFilterDescriptor(&w);\n"
        "  cudnnSetFilter4dDescriptor(w, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 8, 3, 3, 3);\n"
        "  cudnnDestroyFilterDescriptor(w);\n}\n"
    )
    text = translate(src).text
    assert "miopenTensorDescriptor_t w;" in text
    assert "miopenCreateTensorDescriptor(&w);" in text
    assert "miopenSet4dTensorDescriptor(w, miopenFloat, 8, 3, 3, 3);" in text
    assert "miopenDestroyTensorDescriptor(w);" in text


def test_convolution_calls_get_miopens_argument_order() -> None:
    src = (
        "void f() {\n"
        "  cudnnSetConvolution2dDescriptor(conv, 1, 1, 2, 2, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT);\n"
        "  cudnnGetConvolutionForwardWorkspaceSize(h, x, w, conv, y, algo, &bytes);\n"
        "  cudnnConvolutionForward(h, &a, x, dx, w, dw, conv, algo, ws, bytes, &b, y, dy);\n"
        "  cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &a, x, dx, &b, y, dy);\n"
        "  cudnnPoolingForward(h, pool, &a, x, dx, &b, y, dy);\n"
        "}\n"
    )
    result = translate(src)
    lines = result.text.splitlines()
    assert lines[1] == "  miopenInitConvolutionDescriptor(conv, miopenConvolution, 1, 1, 2, 2, 1, 1);"
    assert lines[2] == "  miopenConvolutionForwardGetWorkSpaceSize(h, w, x, conv, y, &bytes);"
    assert lines[3] == "  miopenConvolutionForward(h, &a, x, dx, w, dw, conv, algo, &b, y, dy, ws, bytes);"
    assert lines[4] == (
        "  miopenSoftmaxForward_V2(h, &a, x, dx, &b, y, dy, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);"
    )
    assert lines[5] == "  miopenPoolingForward(h, pool, &a, x, dx, &b, y, dy, false, nullptr, 0);"
    assert not errors(result)
    notes = [f for f in result.findings if f.code == "library-call-rewritten"]
    assert any("miopenFindConvolutionForwardAlgorithm" in f.message for f in notes)


def test_activation_parameters_follow_the_mode() -> None:
    src = (
        "void f(cudnnActivationMode_t m) {\n"
        "  cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);\n"
        "  cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_TANH, CUDNN_PROPAGATE_NAN, 0.0);\n"
        "  cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_CLIPPED_RELU, CUDNN_PROPAGATE_NAN, 6.0);\n"
        "  cudnnSetActivationDescriptor(a, m, CUDNN_PROPAGATE_NAN, 0.0);\n"
        "}\n"
    )
    result = translate(src)
    lines = result.text.splitlines()
    assert lines[1] == "  miopenSetActivationDescriptor(a, miopenActivationRELU, 0.0, 0.0, 0.0);"
    assert lines[2] == "  miopenSetActivationDescriptor(a, miopenActivationTANH, 1.0, 1.0, 0.0);"
    assert lines[3] == "  miopenSetActivationDescriptor(a, miopenActivationCLIPPEDRELU, 6.0, 0.0, 0.0);"
    (message,) = errors(result)
    assert "TANH: 1, 1, 0" in message


def test_algorithm_search_without_buffers_says_what_to_add() -> None:
    src = "void f() { cudnnFindConvolutionForwardAlgorithm(h, x, w, c, y, 4, &n, perf); }\n"
    result = translate(src)
    manual = [f for f in result.findings if f.severity == Severity.ERROR]
    assert [f.code for f in manual] == ["library-call-manual"]  # not also "no MIOpen equivalent"
    assert "x, w and y device buffers and a workspace" in manual[0].message


def test_perf_result_fields() -> None:
    src = (
        "void f() {\n  cudnnConvolutionFwdAlgoPerf_t perf[4];\n  cudnnConvolutionFwdAlgo_t a = perf[0].algo;\n"
        "  int s = perf[0].status;\n  other.algo = 1;\n}\n"
    )
    result = translate(src)
    assert "miopenConvFwdAlgorithm_t a = perf[0].fwd_algo;" in result.text
    assert "other.algo = 1;" in result.text
    (message,) = errors(result)
    assert ".status" in message


def test_true_convolution_mode_is_an_error() -> None:
    result = translate("cudnnConvolutionMode_t m = CUDNN_CONVOLUTION;\n")
    assert "miopenConvolution" in result.text
    (message,) = errors(result)
    assert "cross-correlation" in message


def test_hipblas_half_functions_take_hips_half() -> None:
    src = (
        "#include <cublas_v2.h>\n#include <cuda_fp16.h>\n"
        "void f(__half* a) { cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, a, a, 1, a, 1, a, a, 1); }\n"
        "void g(__half* a) { cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, a, a, 1, a, 1, a, a, 1); }\n"
    )
    text = translate(src).text
    assert text.startswith("#ifndef HIPBLAS_USE_HIP_HALF\n#define HIPBLAS_USE_HIP_HALF\n#endif\n")
    assert text.count("HIPBLAS_USE_HIP_HALF") == 2
    assert "HIPBLAS_USE_HIP_HALF" not in translate(src, ROC).text


def test_sparse_triangular_solve_gets_the_analysis_buffer() -> None:
    src = (
        "void f() {\n  cusparseSpSM_analysis(h, op, op, &a, A, B, C, CUDA_R_32F, alg, d, buf);\n"
        "  cusparseSpSM_solve(h, op, op, &a, A, B, C, CUDA_R_32F, alg, d);\n"
        "  cusparseSpSM_solve(h, op, op, &a, A, B, C, CUDA_R_32F, alg, other);\n}\n"
    )
    result = translate(src)
    lines = result.text.splitlines()
    assert lines[2] == "  hipsparseSpSM_solve(h, op, op, &a, A, B, C, HIP_R_32F, alg, d, buf);"
    (message,) = errors(result)
    assert "buffer given to hipsparseSpSM_analysis" in message


# -- --roc --------------------------------------------------------------------------------------


def test_roc_headers_and_names() -> None:
    src = (
        "#include <cublas_v2.h>\n#include <curand_kernel.h>\n#include <cusolverDn.h>\n"
        "cublasHandle_t h; cublasStatus_t s = CUBLAS_STATUS_SUCCESS; curandState st; cusolverDnHandle_t d;\n"
        "void f() { cublasCreate(&h); cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1); }\n"
    )
    roc = translate(src, ROC).text
    assert "#include <rocblas/rocblas.h>" in roc and "#include <rocrand/rocrand_kernel.h>" in roc
    assert "#include <rocsolver/rocsolver.h>" in roc
    assert "rocblas_handle h; rocblas_status s = rocblas_status_success; rocrand_state_xorwow st;" in roc
    assert "rocblas_handle d;" in roc
    assert "rocblas_create_handle(&h); rocblas_sgemm(h, rocblas_operation_none, rocblas_operation_transpose" in roc
    hip = translate(src).text
    assert "hipblas/hipblas.h" in hip and "hipblasSgemm" in hip and "hiprandState" in hip


def test_roc_data_types_follow_the_library_called() -> None:
    src = (
        "void f() {\n  cusparseCreateDnVec(&v, n, p, CUDA_R_32F);\n"
        "  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &a, A, CUDA_R_16F, m, B, CUDA_R_16F, k, &b, C,"
        " CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);\n}\n"
    )
    lines = translate(src, ROC).text.splitlines()
    assert lines[1] == "  rocsparse_create_dnvec_descr(&v, n, p, rocsparse_datatype_f32_r);"
    assert lines[2] == (
        "  rocblas_gemm_ex(h, rocblas_operation_none, rocblas_operation_none, m, n, k, &a, A, rocblas_datatype_f16_r,"
        " m, B, rocblas_datatype_f16_r, k, &b, C, rocblas_datatype_f32_r, m, C, rocblas_datatype_f32_r, m,"
        " rocblas_datatype_f32_r, rocblas_gemm_algo_standard, 0, 0);"
    )


def test_roc_sparse_stages_and_buffer_size_temporaries() -> None:
    src = (
        "void f() {\n"
        "  cusparseSpMV_bufferSize(h, op, &a, A, x, &b, y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &size);\n"
        "    cusparseSpMV(h, op, &a, A, x, &b, y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf);\n"
        "  if (ok) { cusparseSpMV(h, op, &a, A, x, &b, y, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, buf); }\n"
        "}\n"
    )
    lines = translate(src, ROC).text.splitlines()
    assert lines[1].endswith("rocsparse_spmv_alg_default, rocsparse_spmv_stage_buffer_size, &size, nullptr);")
    assert lines[2] == "    size_t cass_size0 = 0;"
    assert lines[3].endswith("rocsparse_spmv_stage_compute, &cass_size0, buf);")
    assert "{ size_t cass_size1 = 0; rocsparse_spmv(" in lines[4]


def test_roc_solver_drops_workspaces() -> None:
    src = (
        "void f() {\n  cusolverDnDgetrf_bufferSize(h, m, n, A, m, &lwork);\n"
        "  cusolverDnDgetrf(h, m, n, A, m, work, ipiv, info);\n  cusolverDnDgetrf(h, m, n, A, m, work, NULL, info);\n"
        "  cusolverDnDgetrs(h, CUBLAS_OP_N, n, 1, A, m, ipiv, B, m, info);\n}\n"
    )
    result = translate(src, ROC)
    lines = result.text.splitlines()
    assert lines[1] == "  (*(&lwork) = 0, rocblas_status_success);"
    assert lines[2] == "  rocsolver_dgetrf(h, m, n, A, m, ipiv, info);"
    assert lines[3] == "  rocsolver_dgetrf_npvt(h, m, n, A, m, info);"
    assert lines[4] == "  rocsolver_dgetrs(h, rocblas_operation_none, n, 1, A, m, ipiv, B, m);"
    assert not errors(result)
    assert any("devInfo" in f.message for f in result.findings)


def test_roc_batched_lu_and_least_squares_go_to_rocsolver() -> None:
    src = (
        "#include <cublas_v2.h>\nvoid f() {\n  cublasSgetrfBatched(h, n, A, lda, P, info, b);\n"
        "  cublasDgetrfBatched(h, n, A, lda, NULL, info, b);\n"
        "  cublasSgelsBatched(h, CUBLAS_OP_N, m, n, r, A, lda, B, ldb, &info, dinfo, b);\n"
        "  cublasSgelsBatched(h, CUBLAS_OP_N, m, n, r, A, lda, B, ldb, &info, NULL, b);\n}\n"
    )
    result = translate(src, ROC)
    lines = result.text.splitlines()
    assert lines[:2] == ["#include <rocsolver/rocsolver.h>", "#include <rocblas/rocblas.h>"]
    assert lines[3] == "  rocsolver_sgetrf_batched(h, n, n, A, lda, P, n, info, b);"
    assert lines[4] == "  rocsolver_dgetrf_npvt_batched(h, n, n, A, lda, info, b);"
    assert lines[5] == "  rocsolver_sgels_batched(h, rocblas_operation_none, m, n, r, A, lda, B, ldb, dinfo, b);"
    (message,) = errors(result)
    assert "device array" in message


def test_roc_half_gemm_casts_to_rocblas_half() -> None:
    src = "void f(__half* a) { cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, m, k, &al, a, n, a, k, &be, a, n); }\n"
    text = translate(src, ROC).text
    assert "(const rocblas_half*)(&al), (const rocblas_half*)a, n, (const rocblas_half*)a, k," in text
    assert "(const rocblas_half*)(&be), (rocblas_half*)a, n);" in text


def test_roc_triangular_solves_take_stages_not_descriptors() -> None:
    src = (
        "void f() {\n  cusparseSpSVDescr_t dl, du;\n  cusparseSpSV_createDescr(&dl);\n"
        "  cusparseSpSV_bufferSize(h, op, &a, A, x, y, CUDA_R_64F, alg, dl, &size);\n"
        "  cusparseSpSV_analysis(h, op, &a, A, x, y, CUDA_R_64F, alg, dl, buf);\n"
        "  cusparseSpSV_solve(h, op, &a, A, x, y, CUDA_R_64F, alg, dl);\n  cusparseSpSV_destroyDescr(dl);\n}\n"
    )
    result = translate(src, ROC)
    lines = result.text.splitlines()
    assert lines[1:3] == ["  rocsparse_mat_info dl, du;", "  rocsparse_status_success;"]
    assert lines[3].endswith("alg, rocsparse_spsv_stage_buffer_size, &size, nullptr);")
    assert lines[5].endswith("alg, rocsparse_spsv_stage_preprocess, &cass_size0, buf);")
    assert lines[7].endswith("alg, rocsparse_spsv_stage_compute, &cass_size1, buf);")
    assert lines[8] == "  rocsparse_status_success;"
    assert not errors(result)


def test_roc_missing_names_point_to_the_hip_layer() -> None:
    result = translate("void f() { cusolverDnSgesvd(h, 'A', 'A', m, n, A, m, S, U, m, V, n, w, l, r, i); }\n", ROC)
    (message,) = errors(result)
    assert "rocSOLVER" in message and "hipsolverDnSgesvd" in message and "without --roc" in message
    assert not errors(translate("void f() { cusolverDnSgesvd(h); }\n"))


def test_roc_calls_with_other_signatures_are_errors() -> None:
    result = translate("void f() { cusparseScsrmv(h, op, m, n, nnz, &a, d, v, r, c, x, &b, y); }\n", ROC)
    (message,) = errors(result)
    assert "rocsparse_scsrmv" in message and "rocSPARSE" in message


def test_roc_overlay_covers_the_rocm_families_only() -> None:
    roc, hip = load(roc=True), load()
    assert roc.roc and not hip.roc
    assert roc.apis["cudaMalloc"] == hip.apis["cudaMalloc"]
    assert roc.apis["cufftExecC2C"] == hip.apis["cufftExecC2C"]
    assert roc.apis["cudnnCreate"].hip == hip.apis["cudnnCreate"].hip == "miopenCreate"
    assert roc.apis["cusparseSpMV"].hip == "rocsparse_spmv"
    assert roc.library("cusparse") == "rocSPARSE" and hip.library("cusparse") == "HIP"


@pytest.mark.slow
def test_cli_roc_flag(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("cass-lsp")
    if not script.exists():
        pytest.skip(f"console script not installed at {script}")
    src = tmp_path / "b.cu"
    src.write_text("#include <cublas_v2.h>\ncublasHandle_t h;\n")
    out = subprocess.run([str(script), "translate", "--roc", str(src)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "#include <rocblas/rocblas.h>\nrocblas_handle h;\n"
    port = subprocess.run(
        [str(script), "port", "--roc", str(tmp_path), "--out-dir", str(tmp_path / "out"), "--progress", "never"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert port.returncode == 0, port.stderr
    assert (tmp_path / "out" / "b.hip").read_text() == out.stdout


# -- real compiles with the HIP 6.4 lane --------------------------------------------------------

ROC_PROGRAMS = ["cublas_sgemm.cu", "cusparse_spmv.cu", "curand_montecarlo.cu", "cusolver_potrf.cu", "cudnn_conv.cu"]
CASES = [("cudnn_conv.cu", False, ("gfx942", "gfx1100", "gfx1200"))] + [(p, True, ("gfx942",)) for p in ROC_PROGRAMS]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, bool], subprocess.CompletedProcess[str]]:
    tc = hip_lane("6.4")
    out = tmp_path_factory.mktemp("libraries")
    header = (CORPUS / "common.cuh").read_text(encoding="utf-8")
    for folder in (out / "roc", out / "hip"):  # each compile's header, written before any starts
        folder.mkdir()
        (folder / "common.cuh").write_text(translate(header).text, encoding="utf-8")

    def build(case: tuple[str, bool, tuple[str, ...]]) -> subprocess.CompletedProcess[str]:
        name, roc, targets = case
        folder = out / ("roc" if roc else "hip")
        source = (CORPUS / name).read_text(encoding="utf-8")
        hip = folder / (Path(name).stem + ".hip")
        hip.write_text(translate(source, TranslateOptions(roc=roc)).text, encoding="utf-8")
        extra = [f"--offload-arch={t}" for t in targets[1:]]
        argv = tc.hip_compile_argv(targets[0], hip, hip.with_suffix(".o"), extra=extra)
        inputs = [hip, folder / "common.cuh"]
        return run_compile(tc, argv, root=out, inputs=inputs, env=tc.hip_env(), timeout=600)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return {(n, r): p for (n, r, _), p in zip(CASES, pool.map(build, CASES), strict=True)}


@pytest.mark.slow
@pytest.mark.parametrize(("name", "roc"), [(n, r) for n, r, _ in CASES])
def test_translation_compiles_with_hip_6_4(name: str, roc: bool, compiled) -> None:  # type: ignore[no-untyped-def]
    proc = compiled[(name, roc)]
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
