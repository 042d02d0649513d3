// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuBLAS calls hipBLAS 6.4 lacks, written on what it has.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs=` the definitions it uses, then what it computes)
// and sits in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc,
// which has cuBLAS itself, it defines nothing.
//
// The mapping tables rename the CUDA name (cublasCherkEx) to the name here (cass_hipblasCherkEx):
// a name of cass-lsp's own, so that a hipBLAS that adds the function cannot clash with it. Each
// is what a porting engineer writes: the typed hipBLAS call the CUDA one dispatches to (HIP 6.0+:
// the _v2 functions take hipComplex and hipDataType, as the translation's other calls do; hipBLAS 3
// names them without the suffix: cass_hipblasV2), the grouped GEMMs as a loop over groups of
// batched GEMMs, the packed-format conversions as a kernel, and CUDA 13's emulation settings as
// no-ops (hipBLAS computes in native precision, which is what emulation approximates).
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cass_hipblasV2
#define CASS_HIP_COMPAT_cass_hipblasCherkEx
#define CASS_HIP_COMPAT_cass_hipblasCsyrkEx
#define CASS_HIP_COMPAT_cass_hipblasGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasSgemmGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasDgemmGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasGemmGroupedBatchedEx
#define CASS_HIP_COMPAT_cass_hipblasPacked
#define CASS_HIP_COMPAT_cass_hipblasStpttr
#define CASS_HIP_COMPAT_cass_hipblasDtpttr
#define CASS_HIP_COMPAT_cass_hipblasCtpttr
#define CASS_HIP_COMPAT_cass_hipblasZtpttr
#define CASS_HIP_COMPAT_cass_hipblasStrttp
#define CASS_HIP_COMPAT_cass_hipblasDtrttp
#define CASS_HIP_COMPAT_cass_hipblasCtrttp
#define CASS_HIP_COMPAT_cass_hipblasZtrttp
#define CASS_HIP_COMPAT_cass_hipblasSetWorkspace
#define CASS_HIP_COMPAT_cass_hipblasEmulationStrategy_t
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_EAGER
#define CASS_HIP_COMPAT_cass_hipEmulationMantissaControl_t
#define CASS_HIP_COMPAT_cass_hipEmulationMantissaControl
#define CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC
#define CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED
#define CASS_HIP_COMPAT_cass_hipblasSetEmulationStrategy
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaControl
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMaxMantissaBitCount
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaBitOffset
#define CASS_HIP_COMPAT_cass_hipblasComputeType
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_hipblasV2 since=6.0 -- CASS_HIPBLAS_V2(hipblasCherk): the hipBLAS function that takes hipComplex and hipDataType, hipblasCherk_v2 in hipBLAS 2 (ROCm 6), hipblasCherk in hipBLAS 3 (ROCm 7.0 dropped the suffix)
#ifndef CASS_HIP_COMPAT_cass_hipblasV2
#define CASS_HIP_COMPAT_cass_hipblasV2
#include <hipblas/hipblas.h>
#if hipblasVersionMajor >= 3
#define CASS_HIPBLAS_V2(name) name
#else
#define CASS_HIPBLAS_V2(name) name##_v2
#endif
#endif  // CASS_HIP_COMPAT_cass_hipblasV2

// @cass-compat cass_hipblasCherkEx since=6.0 needs=cass_hipblasV2 -- C = alpha*A*A^H + beta*C with the types given at run time: hipblasCherk for single-precision complex A and C (the only types HIP has), else HIPBLAS_STATUS_NOT_SUPPORTED; cublasCherk3mEx's Gauss algorithm is a speed choice, not another result
#ifndef CASS_HIP_COMPAT_cass_hipblasCherkEx
#define CASS_HIP_COMPAT_cass_hipblasCherkEx
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasCherkEx(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t trans,
                                                  int n, int k, const float* alpha, const void* A, hipDataType Atype,
                                                  int lda, const float* beta, void* C, hipDataType Ctype, int ldc) {
  if (Atype != HIP_C_32F || Ctype != HIP_C_32F) return HIPBLAS_STATUS_NOT_SUPPORTED;
  return CASS_HIPBLAS_V2(hipblasCherk)(handle, uplo, trans, n, k, alpha, static_cast<const hipComplex*>(A), lda,
                                       beta, static_cast<hipComplex*>(C), ldc);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasCherkEx

// @cass-compat cass_hipblasCsyrkEx since=6.0 needs=cass_hipblasV2 -- C = alpha*A*A^T + beta*C with the types given at run time: hipblasCsyrk for single-precision complex A and C (the only types HIP has), else HIPBLAS_STATUS_NOT_SUPPORTED; cublasCsyrk3mEx's Gauss algorithm is a speed choice, not another result
#ifndef CASS_HIP_COMPAT_cass_hipblasCsyrkEx
#define CASS_HIP_COMPAT_cass_hipblasCsyrkEx
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasCsyrkEx(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t trans,
                                                  int n, int k, const hipComplex* alpha, const void* A, hipDataType Atype,
                                                  int lda, const hipComplex* beta, void* C, hipDataType Ctype, int ldc) {
  if (Atype != HIP_C_32F || Ctype != HIP_C_32F) return HIPBLAS_STATUS_NOT_SUPPORTED;
  return CASS_HIPBLAS_V2(hipblasCsyrk)(handle, uplo, trans, n, k, alpha, static_cast<const hipComplex*>(A), lda,
                                       beta, static_cast<hipComplex*>(C), ldc);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasCsyrkEx

// @cass-compat cass_hipblasGroupedBatched since=6.0 -- the checks cuBLAS makes of a grouped batched GEMM's group arguments
#ifndef CASS_HIP_COMPAT_cass_hipblasGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasGroupedBatched
#include <hipblas/hipblas.h>
// cuBLAS's grouped GEMMs take one host array entry per group (operations, sizes, leading
// dimensions, alpha and beta) and device arrays of pointers with one entry per problem, the
// problems of group 0 first: group g is a batched GEMM of group_size[g] problems whose pointer
// arrays start after the problems of the groups before it.
static inline hipblasStatus_t cass_hipblasGroupedBatchedCheck(hipblasHandle_t handle, int group_count,
                                                              const int group_size[]) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (group_count < 0 || (group_count > 0 && group_size == nullptr)) return HIPBLAS_STATUS_INVALID_VALUE;
  for (int g = 0; g < group_count; ++g)
    if (group_size[g] < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  return HIPBLAS_STATUS_SUCCESS;
}
// alpha_array and beta_array are host arrays whatever the handle's pointer mode: host mode for the
// calls, the caller's mode back after them (saved in *mode).
static inline hipblasStatus_t cass_hipblasGroupedBatchedHostScalars(hipblasHandle_t handle, hipblasPointerMode_t* mode) {
  hipblasStatus_t status = hipblasGetPointerMode(handle, mode);
  if (status == HIPBLAS_STATUS_SUCCESS && *mode != HIPBLAS_POINTER_MODE_HOST)
    status = hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST);
  return status;
}
static inline hipblasStatus_t cass_hipblasGroupedBatchedRestore(hipblasHandle_t handle, hipblasPointerMode_t mode,
                                                                hipblasStatus_t status) {
  if (mode != HIPBLAS_POINTER_MODE_HOST) {
    const hipblasStatus_t restored = hipblasSetPointerMode(handle, mode);
    if (status == HIPBLAS_STATUS_SUCCESS) status = restored;
  }
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasGroupedBatched

// @cass-compat cass_hipblasSgemmGroupedBatched since=6.0 needs=cass_hipblasGroupedBatched -- grouped batched single-precision GEMMs: one hipblasSgemmBatched per group, its device pointer arrays offset past the groups before it, alpha and beta from the host arrays
#ifndef CASS_HIP_COMPAT_cass_hipblasSgemmGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasSgemmGroupedBatched
static inline hipblasStatus_t cass_hipblasSgemmGroupedBatched(
    hipblasHandle_t handle, const hipblasOperation_t transa_array[], const hipblasOperation_t transb_array[],
    const int m_array[], const int n_array[], const int k_array[], const float alpha_array[],
    const float* const Aarray[], const int lda_array[], const float* const Barray[], const int ldb_array[],
    const float beta_array[], float* const Carray[], const int ldc_array[], int group_count, const int group_size[]) {
  hipblasStatus_t status = cass_hipblasGroupedBatchedCheck(handle, group_count, group_size);
  if (status != HIPBLAS_STATUS_SUCCESS) return status;
  hipblasPointerMode_t mode = HIPBLAS_POINTER_MODE_HOST;
  status = cass_hipblasGroupedBatchedHostScalars(handle, &mode);
  for (long long g = 0, first = 0; status == HIPBLAS_STATUS_SUCCESS && g < group_count; first += group_size[g++]) {
    if (group_size[g] == 0) continue;
    status = hipblasSgemmBatched(handle, transa_array[g], transb_array[g], m_array[g], n_array[g], k_array[g],
                                 &alpha_array[g], Aarray + first, lda_array[g], Barray + first, ldb_array[g],
                                 &beta_array[g], Carray + first, ldc_array[g], group_size[g]);
  }
  return cass_hipblasGroupedBatchedRestore(handle, mode, status);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSgemmGroupedBatched

// @cass-compat cass_hipblasDgemmGroupedBatched since=6.0 needs=cass_hipblasGroupedBatched -- grouped batched double-precision GEMMs: one hipblasDgemmBatched per group, its device pointer arrays offset past the groups before it, alpha and beta from the host arrays
#ifndef CASS_HIP_COMPAT_cass_hipblasDgemmGroupedBatched
#define CASS_HIP_COMPAT_cass_hipblasDgemmGroupedBatched
static inline hipblasStatus_t cass_hipblasDgemmGroupedBatched(
    hipblasHandle_t handle, const hipblasOperation_t transa_array[], const hipblasOperation_t transb_array[],
    const int m_array[], const int n_array[], const int k_array[], const double alpha_array[],
    const double* const Aarray[], const int lda_array[], const double* const Barray[], const int ldb_array[],
    const double beta_array[], double* const Carray[], const int ldc_array[], int group_count,
    const int group_size[]) {
  hipblasStatus_t status = cass_hipblasGroupedBatchedCheck(handle, group_count, group_size);
  if (status != HIPBLAS_STATUS_SUCCESS) return status;
  hipblasPointerMode_t mode = HIPBLAS_POINTER_MODE_HOST;
  status = cass_hipblasGroupedBatchedHostScalars(handle, &mode);
  for (long long g = 0, first = 0; status == HIPBLAS_STATUS_SUCCESS && g < group_count; first += group_size[g++]) {
    if (group_size[g] == 0) continue;
    status = hipblasDgemmBatched(handle, transa_array[g], transb_array[g], m_array[g], n_array[g], k_array[g],
                                 &alpha_array[g], Aarray + first, lda_array[g], Barray + first, ldb_array[g],
                                 &beta_array[g], Carray + first, ldc_array[g], group_size[g]);
  }
  return cass_hipblasGroupedBatchedRestore(handle, mode, status);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasDgemmGroupedBatched

// @cass-compat cass_hipblasGemmGroupedBatchedEx since=6.0 needs=cass_hipblasGroupedBatched+cass_hipblasV2 -- grouped batched GEMMs of the types given at run time: one hipblasGemmBatchedEx per group, alpha and beta read from the host arrays at the compute type's scalar size
#ifndef CASS_HIP_COMPAT_cass_hipblasGemmGroupedBatchedEx
#define CASS_HIP_COMPAT_cass_hipblasGemmGroupedBatchedEx
// The size of one alpha or beta: half for 16-bit compute, double for 64-bit, else float (or int32).
static inline size_t cass_hipblasComputeScalarSize(hipblasComputeType_t computeType) {
  switch (computeType) {
    case HIPBLAS_COMPUTE_16F:
    case HIPBLAS_COMPUTE_16F_PEDANTIC: return 2;
    case HIPBLAS_COMPUTE_64F:
    case HIPBLAS_COMPUTE_64F_PEDANTIC: return 8;
    default: return 4;
  }
}
static inline hipblasStatus_t cass_hipblasGemmGroupedBatchedEx(
    hipblasHandle_t handle, const hipblasOperation_t transa_array[], const hipblasOperation_t transb_array[],
    const int m_array[], const int n_array[], const int k_array[], const void* alpha_array,
    const void* const Aarray[], hipDataType Atype, const int lda_array[], const void* const Barray[],
    hipDataType Btype, const int ldb_array[], const void* beta_array, void* const Carray[], hipDataType Ctype,
    const int ldc_array[], int group_count, const int group_size[], hipblasComputeType_t computeType) {
  const size_t scalar = cass_hipblasComputeScalarSize(computeType);
  const char* alphas = static_cast<const char*>(alpha_array);
  const char* betas = static_cast<const char*>(beta_array);
  hipblasStatus_t status = cass_hipblasGroupedBatchedCheck(handle, group_count, group_size);
  if (status != HIPBLAS_STATUS_SUCCESS) return status;
  hipblasPointerMode_t mode = HIPBLAS_POINTER_MODE_HOST;
  status = cass_hipblasGroupedBatchedHostScalars(handle, &mode);
  for (long long g = 0, first = 0; status == HIPBLAS_STATUS_SUCCESS && g < group_count; first += group_size[g++]) {
    if (group_size[g] == 0) continue;
    status = CASS_HIPBLAS_V2(hipblasGemmBatchedEx)(
        handle, transa_array[g], transb_array[g], m_array[g], n_array[g], k_array[g], alphas + g * scalar,
        const_cast<const void**>(Aarray + first), Atype, lda_array[g], const_cast<const void**>(Barray + first), Btype,
        ldb_array[g], betas + g * scalar, const_cast<void**>(Carray + first), Ctype, ldc_array[g], group_size[g],
        computeType, HIPBLAS_GEMM_DEFAULT);
  }
  return cass_hipblasGroupedBatchedRestore(handle, mode, status);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasGemmGroupedBatchedEx

// @cass-compat cass_hipblasPacked since=6.0 -- the conversions between a triangle stored in full (column-major, leading dimension lda) and packed by columns, as LAPACK's tpttr and trttp
#ifndef CASS_HIP_COMPAT_cass_hipblasPacked
#define CASS_HIP_COMPAT_cass_hipblasPacked
#include <hip/hip_runtime.h>  // a kernel: the file may have no HIP runtime include of its own
#include <hipblas/hipblas.h>
// Where element (i, j) of the triangle lies in the packed array (0-based; i <= j for the upper
// triangle, i >= j for the lower one).
static inline __host__ __device__ long long cass_hipblasPackedIndex(bool lower, long long n, long long i,
                                                                    long long j) {
  return lower ? i + j * (2 * n - j - 1) / 2 : i + j * (j + 1) / 2;
}
// One thread per element of the n x n square; those of the triangle are copied, the others left alone.
template <typename T>
__global__ void cass_hipblasPackedCopy(bool lower, bool to_full, int n, T* packed, T* full, int lda) {
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long j = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  if (i >= n || j >= n || (lower ? i < j : i > j)) return;
  T* element = full + i + j * (long long)lda;
  T* slot = packed + cass_hipblasPackedIndex(lower, n, i, j);
  if (to_full)
    *element = *slot;
  else
    *slot = *element;
}
template <typename T>
static inline hipblasStatus_t cass_hipblasPackedConvert(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                        T* packed, T* full, int lda, bool to_full) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if ((uplo != HIPBLAS_FILL_MODE_LOWER && uplo != HIPBLAS_FILL_MODE_UPPER) || n < 0 || lda < (n > 1 ? n : 1))
    return HIPBLAS_STATUS_INVALID_VALUE;
  if (n == 0) return HIPBLAS_STATUS_SUCCESS;
  hipStream_t stream = nullptr;
  hipblasStatus_t status = hipblasGetStream(handle, &stream);
  if (status != HIPBLAS_STATUS_SUCCESS) return status;
  const dim3 block(16, 16);
  const dim3 grid((n + 15) / 16, (n + 15) / 16);
  cass_hipblasPackedCopy<T><<<grid, block, 0, stream>>>(uplo == HIPBLAS_FILL_MODE_LOWER, to_full, n, packed, full, lda);
  return hipGetLastError() == hipSuccess ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_EXECUTION_FAILED;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasPacked

// @cass-compat cass_hipblasStpttr since=6.0 needs=cass_hipblasPacked -- the triangle of a packed single-precision matrix written into the full one (the other triangle left alone)
#ifndef CASS_HIP_COMPAT_cass_hipblasStpttr
#define CASS_HIP_COMPAT_cass_hipblasStpttr
static inline hipblasStatus_t cass_hipblasStpttr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const float* AP, float* A, int lda) {
  return cass_hipblasPackedConvert(handle, uplo, n, const_cast<float*>(AP), A, lda, true);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasStpttr

// @cass-compat cass_hipblasDtpttr since=6.0 needs=cass_hipblasPacked -- the triangle of a packed double-precision matrix written into the full one (the other triangle left alone)
#ifndef CASS_HIP_COMPAT_cass_hipblasDtpttr
#define CASS_HIP_COMPAT_cass_hipblasDtpttr
static inline hipblasStatus_t cass_hipblasDtpttr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const double* AP, double* A, int lda) {
  return cass_hipblasPackedConvert(handle, uplo, n, const_cast<double*>(AP), A, lda, true);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasDtpttr

// @cass-compat cass_hipblasCtpttr since=6.0 needs=cass_hipblasPacked -- the triangle of a packed single-precision complex matrix written into the full one (the other triangle left alone)
#ifndef CASS_HIP_COMPAT_cass_hipblasCtpttr
#define CASS_HIP_COMPAT_cass_hipblasCtpttr
static inline hipblasStatus_t cass_hipblasCtpttr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const hipComplex* AP, hipComplex* A, int lda) {
  return cass_hipblasPackedConvert(handle, uplo, n, const_cast<hipComplex*>(AP), A, lda, true);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasCtpttr

// @cass-compat cass_hipblasZtpttr since=6.0 needs=cass_hipblasPacked -- the triangle of a packed double-precision complex matrix written into the full one (the other triangle left alone)
#ifndef CASS_HIP_COMPAT_cass_hipblasZtpttr
#define CASS_HIP_COMPAT_cass_hipblasZtpttr
static inline hipblasStatus_t cass_hipblasZtpttr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const hipDoubleComplex* AP, hipDoubleComplex* A, int lda) {
  return cass_hipblasPackedConvert(handle, uplo, n, const_cast<hipDoubleComplex*>(AP), A, lda, true);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasZtpttr

// @cass-compat cass_hipblasStrttp since=6.0 needs=cass_hipblasPacked -- the triangle of a full single-precision matrix packed by columns
#ifndef CASS_HIP_COMPAT_cass_hipblasStrttp
#define CASS_HIP_COMPAT_cass_hipblasStrttp
static inline hipblasStatus_t cass_hipblasStrttp(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const float* A,
                                                 int lda, float* AP) {
  return cass_hipblasPackedConvert(handle, uplo, n, AP, const_cast<float*>(A), lda, false);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasStrttp

// @cass-compat cass_hipblasDtrttp since=6.0 needs=cass_hipblasPacked -- the triangle of a full double-precision matrix packed by columns
#ifndef CASS_HIP_COMPAT_cass_hipblasDtrttp
#define CASS_HIP_COMPAT_cass_hipblasDtrttp
static inline hipblasStatus_t cass_hipblasDtrttp(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const double* A, int lda, double* AP) {
  return cass_hipblasPackedConvert(handle, uplo, n, AP, const_cast<double*>(A), lda, false);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasDtrttp

// @cass-compat cass_hipblasCtrttp since=6.0 needs=cass_hipblasPacked -- the triangle of a full single-precision complex matrix packed by columns
#ifndef CASS_HIP_COMPAT_cass_hipblasCtrttp
#define CASS_HIP_COMPAT_cass_hipblasCtrttp
static inline hipblasStatus_t cass_hipblasCtrttp(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const hipComplex* A, int lda, hipComplex* AP) {
  return cass_hipblasPackedConvert(handle, uplo, n, AP, const_cast<hipComplex*>(A), lda, false);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasCtrttp

// @cass-compat cass_hipblasZtrttp since=6.0 needs=cass_hipblasPacked -- the triangle of a full double-precision complex matrix packed by columns
#ifndef CASS_HIP_COMPAT_cass_hipblasZtrttp
#define CASS_HIP_COMPAT_cass_hipblasZtrttp
static inline hipblasStatus_t cass_hipblasZtrttp(hipblasHandle_t handle, hipblasFillMode_t uplo, int n,
                                                 const hipDoubleComplex* A, int lda, hipDoubleComplex* AP) {
  return cass_hipblasPackedConvert(handle, uplo, n, AP, const_cast<hipDoubleComplex*>(A), lda, false);
}
#endif  // CASS_HIP_COMPAT_cass_hipblasZtrttp

// @cass-compat cass_hipblasSetWorkspace since=6.0 -- a user workspace for the handle: hipBLAS allocates its own, so the memory is left to the caller, unused
#ifndef CASS_HIP_COMPAT_cass_hipblasSetWorkspace
#define CASS_HIP_COMPAT_cass_hipblasSetWorkspace
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasSetWorkspace(hipblasHandle_t handle, void* workspace, size_t workspaceSizeInBytes) {
  (void)workspace;
  (void)workspaceSizeInBytes;
  return handle == nullptr ? HIPBLAS_STATUS_NOT_INITIALIZED : HIPBLAS_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSetWorkspace

// @cass-compat cass_hipblasEmulationStrategy_t -- CUDA 13's emulation strategies, with cuBLAS's values (settings hipBLAS ignores: it computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipblasEmulationStrategy_t
#define CASS_HIP_COMPAT_cass_hipblasEmulationStrategy_t
typedef enum {
  CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT = 0,
  CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT = 1,
  CASS_HIPBLAS_EMULATION_STRATEGY_EAGER = 2
} cass_hipblasEmulationStrategy_t;
#endif  // CASS_HIP_COMPAT_cass_hipblasEmulationStrategy_t

// @cass-compat CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT needs=cass_hipblasEmulationStrategy_t -- an emulation strategy (an enumerator of cass_hipblasEmulationStrategy_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT
#endif  // CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT

// @cass-compat CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT needs=cass_hipblasEmulationStrategy_t -- an emulation strategy (an enumerator of cass_hipblasEmulationStrategy_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT
#endif  // CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_PERFORMANT

// @cass-compat CASS_HIPBLAS_EMULATION_STRATEGY_EAGER needs=cass_hipblasEmulationStrategy_t -- an emulation strategy (an enumerator of cass_hipblasEmulationStrategy_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_EAGER
#define CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_EAGER
#endif  // CASS_HIP_COMPAT_CASS_HIPBLAS_EMULATION_STRATEGY_EAGER

// @cass-compat cass_hipEmulationMantissaControl_t -- CUDA 13's mantissa controls of emulated arithmetic, with CUDA's values (settings hipBLAS ignores: it computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipEmulationMantissaControl_t
#define CASS_HIP_COMPAT_cass_hipEmulationMantissaControl_t
typedef enum cass_hipEmulationMantissaControl_t {
  CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC = 0,
  CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED = 1
} cass_hipEmulationMantissaControl;
#endif  // CASS_HIP_COMPAT_cass_hipEmulationMantissaControl_t

// @cass-compat cass_hipEmulationMantissaControl needs=cass_hipEmulationMantissaControl_t -- CUDA 13's mantissa controls of emulated arithmetic (the typedef of cass_hipEmulationMantissaControl_t)
#ifndef CASS_HIP_COMPAT_cass_hipEmulationMantissaControl
#define CASS_HIP_COMPAT_cass_hipEmulationMantissaControl
#endif  // CASS_HIP_COMPAT_cass_hipEmulationMantissaControl

// @cass-compat CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC needs=cass_hipEmulationMantissaControl_t -- a mantissa control (an enumerator of cass_hipEmulationMantissaControl_t)
#ifndef CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC
#define CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC
#endif  // CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC

// @cass-compat CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED needs=cass_hipEmulationMantissaControl_t -- a mantissa control (an enumerator of cass_hipEmulationMantissaControl_t)
#ifndef CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED
#define CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED
#endif  // CASS_HIP_COMPAT_CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED

// @cass-compat cass_hipblasSetEmulationStrategy since=6.0 needs=cass_hipblasEmulationStrategy_t -- the emulation strategy of the handle: accepted and ignored (hipBLAS computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipblasSetEmulationStrategy
#define CASS_HIP_COMPAT_cass_hipblasSetEmulationStrategy
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasSetEmulationStrategy(hipblasHandle_t handle,
                                                               cass_hipblasEmulationStrategy_t strategy) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  return strategy >= CASS_HIPBLAS_EMULATION_STRATEGY_DEFAULT && strategy <= CASS_HIPBLAS_EMULATION_STRATEGY_EAGER
             ? HIPBLAS_STATUS_SUCCESS
             : HIPBLAS_STATUS_INVALID_VALUE;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSetEmulationStrategy

// @cass-compat cass_hipblasSetFixedPointEmulationMantissaControl since=6.0 needs=cass_hipEmulationMantissaControl_t -- how fixed-point emulation picks its mantissa bits: accepted and ignored (hipBLAS computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaControl
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaControl
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasSetFixedPointEmulationMantissaControl(
    hipblasHandle_t handle, cass_hipEmulationMantissaControl_t mantissaControl) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  return mantissaControl == CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC ||
                 mantissaControl == CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED
             ? HIPBLAS_STATUS_SUCCESS
             : HIPBLAS_STATUS_INVALID_VALUE;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaControl

// @cass-compat cass_hipblasSetFixedPointEmulationMaxMantissaBitCount since=6.0 -- the most mantissa bits fixed-point emulation keeps: accepted and ignored (hipBLAS computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMaxMantissaBitCount
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMaxMantissaBitCount
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasSetFixedPointEmulationMaxMantissaBitCount(hipblasHandle_t handle,
                                                                                    int maxMantissaBitCount) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  return maxMantissaBitCount >= 0 ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_INVALID_VALUE;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMaxMantissaBitCount

// @cass-compat cass_hipblasSetFixedPointEmulationMantissaBitOffset since=6.0 -- the offset fixed-point emulation adds to the mantissa bits it computes: accepted and ignored (hipBLAS computes in native precision)
#ifndef CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaBitOffset
#define CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaBitOffset
#include <hipblas/hipblas.h>
static inline hipblasStatus_t cass_hipblasSetFixedPointEmulationMantissaBitOffset(hipblasHandle_t handle,
                                                                                  int mantissaBitOffset) {
  (void)mantissaBitOffset;
  return handle == nullptr ? HIPBLAS_STATUS_NOT_INITIALIZED : HIPBLAS_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipblasSetFixedPointEmulationMantissaBitOffset

// @cass-compat cass_hipblasComputeType since=6.0 -- the compute type of a GEMM given as a data type (CUDA 10's form, which cuBLAS still takes and maps: 16F, 32F, 64F, 32I; complex types by their precision), or given as a compute type (kept)
#ifndef CASS_HIP_COMPAT_cass_hipblasComputeType
#define CASS_HIP_COMPAT_cass_hipblasComputeType
#include <hipblas/hipblas.h>
static inline hipblasComputeType_t cass_hipblasComputeType(hipblasComputeType_t compute) { return compute; }
static inline hipblasComputeType_t cass_hipblasComputeType(hipDataType type) {
  switch (type) {
    case HIP_R_16F: return HIPBLAS_COMPUTE_16F;
    case HIP_R_32F: case HIP_C_32F: return HIPBLAS_COMPUTE_32F;
    case HIP_R_64F: case HIP_C_64F: return HIPBLAS_COMPUTE_64F;
    case HIP_R_32I: return HIPBLAS_COMPUTE_32I;
    default: return static_cast<hipblasComputeType_t>(-1);  // no compute type: hipBLAS says NOT_SUPPORTED
  }
}
#endif  // CASS_HIP_COMPAT_cass_hipblasComputeType
