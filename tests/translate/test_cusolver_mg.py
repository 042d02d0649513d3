"""cuSOLVER's multi-GPU API (cusolverMg), which hipSOLVER lacks: the tables rename it to cass-lsp's
stand-ins (cass_lsp/runtime/headers/hipsolver_mg.h), which gather the distributed matrix onto the first device
the program selected, run the single-device hipSOLVER routine and scatter the result back. The
translations compile and link against the HIP 6.4 root; the checks made before any HIP call, and
the block-cyclic layout the gather and scatter walk, run here (no AMD GPU: the copies and the
hipSOLVER calls cannot)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import Severity, TranslateOptions
from cass_lsp.translate.mapping import load
from tests.lanes import hip_lane, run_host_program
from tests.translate.strict import translate

# The calls CUDALibrarySamples' MgGetrf, MgPotrf and MgSyevd make, and the types they name.
COMPUTING = ("Getrf", "Getrs", "Potrf", "Potrs", "Potri", "Syevd")
NAMES = (
    *(f"cusolverMg{op}" for op in ("Create", "Destroy", "DeviceSelect", "CreateDeviceGrid", "DestroyGrid")),
    *(f"cusolverMg{op}" for op in ("CreateMatrixDesc", "DestroyMatrixDesc")),
    *(f"cusolverMg{op}{suffix}" for op in COMPUTING for suffix in ("", "_bufferSize")),
    *("cusolverMgHandle_t", "cudaLibMgGrid_t", "cudaLibMgMatrixDesc_t", "cusolverMgGridMapping_t"),
    *("CUDALIBMG_GRID_MAPPING_ROW_MAJOR", "CUDALIBMG_GRID_MAPPING_COL_MAJOR"),
)
PREAMBLE = "".join(f"#include <{h}>\n" for h in ("cuda_runtime.h", "cusolverMg.h", "cstdio", "cstdint", "vector"))
# As the samples make them (Step 1 to 9 of MgGetrf, trimmed).
CALLS = """
void solve(int nbGpus, int* deviceList, double** array_d_A, double** array_d_B, int** array_d_IPIV,
           double** array_d_work, int N) {
  cusolverMgHandle_t handle = NULL;
  cudaLibMgMatrixDesc_t descrA;
  cudaLibMgGrid_t gridA;
  cusolverMgGridMapping_t mapping = CUDALIBMG_GRID_MAPPING_COL_MAJOR;
  int64_t lwork = 0;
  int info = 0;
  cusolverMgCreate(&handle);
  cusolverMgDeviceSelect(handle, nbGpus, deviceList);
  cusolverMgCreateDeviceGrid(&gridA, 1, nbGpus, deviceList, mapping);
  cusolverMgCreateMatrixDesc(&descrA, N, N, N, 256, CUDA_R_64F, gridA);
  cusolverMgGetrf_bufferSize(handle, N, N, reinterpret_cast<void **>(array_d_A), 1, 1, descrA, array_d_IPIV,
                             CUDA_R_64F, &lwork);
  cusolverMgGetrf(handle, N, N, reinterpret_cast<void **>(array_d_A), 1, 1, descrA, array_d_IPIV, CUDA_R_64F,
                  reinterpret_cast<void **>(array_d_work), lwork, &info);
  cusolverMgGetrs(handle, CUBLAS_OP_N, N, 1, reinterpret_cast<void **>(array_d_A), 1, 1, descrA, array_d_IPIV,
                  reinterpret_cast<void **>(array_d_B), 1, 1, descrA, CUDA_R_64F,
                  reinterpret_cast<void **>(array_d_work), lwork, &info);
  cusolverMgDestroyMatrixDesc(descrA);
  cusolverMgDestroyGrid(gridA);
  cusolverMgDestroy(handle);
}
"""


def findings(result, code: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.message for f in result.findings if f.code == code]


def test_every_name_the_samples_use_has_a_stand_in() -> None:
    data = load()
    for cuda in NAMES:
        hip = data.apis[cuda].hip
        assert hip.lower().startswith("cass_hip") and hip in runtime.STAND_INS, cuda
        assert runtime.HELPERS[hip].header == "hipsolver_mg.h", cuda
    # the calls that compute (and the device selection) warn; the rest are plain stand-ins
    warned = {c for c in NAMES if data.stand_ins.get(c)}
    assert warned == {f"cusolverMg{op}" for op in (*COMPUTING, "DeviceSelect")}
    assert data.headers["cusolverMg.h"] == "hipsolver/hipsolver.h"


def test_roc_and_hip_5_keep_the_findings() -> None:
    roc = load(roc=True)
    assert not roc.apis["cusolverMgGetrf"].supported and not roc.apis["cusolverMgGetrf"].alt
    for options in (TranslateOptions(roc=True), TranslateOptions(hip_version="5.2.3")):
        result = translate(PREAMBLE + CALLS, options)
        assert "cass_" not in result.text
        # reported as missing (solve, which another unit may call, stays: the errors stand)
        assert any("cusolverMgHandle_t" in f.message and "equivalent" in f.message for f in result.findings)


def test_the_calls_are_renamed_defined_and_warned() -> None:
    result = translate(PREAMBLE + CALLS)
    text = result.text
    assert "#include <hipsolver/hipsolver.h>" in text and "cusolverMg.h" not in text
    body = text[text.index("void solve(") :]
    assert "cusolverMg" not in body and "CUDALIBMG" not in body
    assert "cass_hipsolverMgHandle_t handle = NULL;" in text
    assert "cass_hipsolverMgGridMapping_t mapping = CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR;" in text
    assert "cass_hipsolverMgGetrs(handle, HIPBLAS_OP_N, N, 1," in text and "HIP_R_64F, &lwork)" in text
    # the shared part (types, gather and scatter) once, before the functions that use it
    assert text.count("struct cass_hipsolverMgContext {") == 1
    assert text.index("#define CASS_HIP_COMPAT_cass_hipsolverMg\n") < text.index(
        "#define CASS_HIP_COMPAT_cass_hipsolverMgGetrf\n"
    )
    warnings = findings(result, "library-substitute")
    assert len(warnings) == 3, warnings  # DeviceSelect, Getrf, Getrs
    assert all("no multi-GPU speed-up" in w for w in warnings)
    assert all(f.severity == Severity.WARNING for f in result.findings if f.code == "library-substitute")
    assert not [f.message for f in result.findings if f.severity == Severity.ERROR]


# -- compiled with the HIP 6.4 lane ------------------------------------------------------------

# main runs what needs no GPU: the checks before any HIP call, and the layout the gather walks,
# against the samples' own distribution (cusolverMg_utils.h's memcpyH2D, on host arrays).
PROGRAM = (
    PREAMBLE
    + CALLS
    + r"""
#include <cstring>
#define CHECK(c) do { if (!(c)) { std::printf("FAIL %d: %s\n", __LINE__, #c); ++fails; } } while (0)

// cusolverMg_utils.h's memcpyH2D, with memcpy for cudaMemcpy2D: B (M x N, ldb) into
// A(IA:IA+M-1, JA:JA+N-1) of the matrix distributed over `devices` local arrays.
static void distribute(int devices, int M, int N, const double* B, int ldb, int N_A, int T_A, int LLD_A,
                       std::vector<std::vector<double>>& local, int IA, int JA) {
  const int num_blks = (N_A + T_A - 1) / T_A;
  std::vector<double*> unpacked(num_blks);
  for (int p = 0; p < devices; p++) {
    int nz = 0;
    for (int b = p; b < num_blks; b += devices) unpacked[b] = local[p].data() + (size_t)LLD_A * T_A * nz++;
  }
  const int N_hat = (JA - 1) + N;
  for (int p = 0; p < devices; p++)
    for (int b = p; b <= (N_hat - 1) / T_A; b += devices) {
      if (b < (JA - 1) / T_A) continue;
      const int IBX_A = 1 + b * T_A, start_col = JA > IBX_A ? JA : IBX_A;
      const int bdd = N_hat < IBX_A + T_A - 1 ? N_hat : IBX_A + T_A - 1;
      const int IT_A = T_A < bdd - start_col + 1 ? T_A : bdd - start_col + 1;
      for (int j = 0; j < IT_A; j++)
        std::memcpy(unpacked[b] + (size_t)(start_col - IBX_A + j) * LLD_A + (IA - 1),
                    B + (size_t)(start_col - JA + j) * ldb, sizeof(double) * M);
    }
}

// The part A(row0+1 : row0+m, col0+1 : col0+n) gathered by cass_hipsolverMgForEachPiece's pieces.
static std::vector<double> gather(int devices, int64_t lld, int64_t nb, int64_t row0, int64_t col0, int64_t m,
                                  int64_t n, const std::vector<std::vector<double>>& local) {
  std::vector<double> packed(m * n, -1.0);
  cass_hipsolverMgForEachPiece(devices, lld, nb, row0, col0, m, n, [&](const cass_hipsolverMgPiece& piece) {
    for (int64_t j = 0; j < piece.width; j++)
      std::memcpy(&packed[piece.packed + j * m], &local[piece.device][piece.local + j * lld], sizeof(double) * m);
  });
  return packed;
}

int main() {
  int fails = 0;
  // the layout: every (devices, tile, lld) the samples could pick, whole and in part
  const int N = 23, LLD = 29;
  std::vector<double> A(LLD * N);
  for (int i = 0; i < LLD * N; i++) A[i] = i;
  for (int devices = 1; devices <= 4; devices++)
    for (int T = 1; T <= 9; T += 4) {
      const int blocks = (N + T - 1) / T, per_device = (blocks + devices - 1) / devices;
      std::vector<std::vector<double>> local(devices, std::vector<double>((size_t)LLD * T * per_device, 0.0));
      distribute(devices, LLD, N, A.data(), LLD, N, T, LLD, local, 1, 1);
      std::vector<double> all = gather(devices, LLD, T, 0, 0, LLD, N, local);
      CHECK(all == A);
      const int IA = 3, JA = 5, m = 7, n = 11;  // A(3:9, 5:15)
      std::vector<double> part = gather(devices, LLD, T, IA - 1, JA - 1, m, n, local);
      for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) CHECK(part[i + j * m] == A[(IA - 1 + i) + (size_t)(JA - 1 + j) * LLD]);
    }
  // the checks before any HIP call
  cusolverMgHandle_t handle = NULL;
  CHECK(cusolverMgCreate(&handle) == CUSOLVER_STATUS_SUCCESS && handle != NULL);
  int devices[2] = {0, 1};
  cudaLibMgGrid_t grid = NULL;
  CHECK(cusolverMgCreateDeviceGrid(&grid, 2, 1, devices, CUDALIBMG_GRID_MAPPING_COL_MAJOR)
        == CUSOLVER_STATUS_NOT_SUPPORTED);  // cusolverMg has 1-D column layouts only
  CHECK(cusolverMgCreateDeviceGrid(&grid, 1, 0, devices, CUDALIBMG_GRID_MAPPING_COL_MAJOR)
        == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverMgCreateDeviceGrid(&grid, 1, 2, devices, CUDALIBMG_GRID_MAPPING_COL_MAJOR) == CUSOLVER_STATUS_SUCCESS);
  cudaLibMgMatrixDesc_t desc = NULL;
  CHECK(cusolverMgCreateMatrixDesc(&desc, 8, 8, 4, 2, CUDA_R_64F, grid) == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(cusolverMgCreateMatrixDesc(&desc, 8, 8, 8, 2, CUDA_R_16F, grid) == CUSOLVER_STATUS_NOT_SUPPORTED);
  CHECK(cusolverMgCreateMatrixDesc(&desc, 8, 8, 8, 0, CUDA_R_64F, grid) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverMgCreateMatrixDesc(&desc, 8, 8, 8, 2, CUDA_R_64F, grid) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverMgDestroyGrid(grid) == CUSOLVER_STATUS_SUCCESS);  // the descriptor keeps the devices
  int64_t lwork = 0;
  int info = 0;
  void* none[2] = {NULL, NULL};
  // no device selected yet: cuSOLVER's "not initialized"
  CHECK(cusolverMgPotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, 8, none, 1, 1, desc, CUDA_R_64F, &lwork)
        == CUSOLVER_STATUS_NOT_INITIALIZED);
  CHECK(cusolverMgSyevd(handle, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 8, none, 1, 1, desc, &info,
                        CUDA_R_64F, CUDA_R_64F, none, 0, &info) == CUSOLVER_STATUS_NOT_INITIALIZED);
  CHECK(cusolverMgDeviceSelect(handle, 0, devices) == CUSOLVER_STATUS_INVALID_VALUE);
  CHECK(cusolverMgDestroyMatrixDesc(desc) == CUSOLVER_STATUS_SUCCESS);
  CHECK(cusolverMgDestroy(handle) == CUSOLVER_STATUS_SUCCESS);
  std::printf("%d failed\n", fails);
  return fails != 0;
}
"""
)


@pytest.mark.slow
def test_translation_compiles_as_cxx11_links_and_checks_on_the_host(tmp_path: Path) -> None:
    result = translate(PROGRAM)
    assert not [f.message for f in result.findings if f.severity == Severity.ERROR]
    tc = hip_lane("6.4")
    source = tmp_path / "mg.hip"
    source.write_text(result.text, encoding="utf-8")
    # CUDALibrarySamples build as C++11 (CMAKE_CXX_STANDARD 11): the stand-ins must too
    run = run_host_program(tc, source, ["-std=c++11", "-lhipsolver"])
    assert run.returncode == 0 and run.stdout.strip() == "0 failed", run.stdout + run.stderr


def test_the_stand_ins_on_gpus() -> None:
    pytest.skip(
        "no AMD GPU here: the gather, the hipSOLVER calls and the scatter are checked by CUDALibrarySamples'"
        " MgGetrf, MgPotrf and MgSyevd (benchmarks/bench_projects.py --corpus cls --only Mg builds them) on a GPU"
    )
