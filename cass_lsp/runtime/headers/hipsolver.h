// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuSOLVER calls hipSOLVER 6.4 lacks, written on what it has.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs=` the definitions it uses, then what it computes)
// and sits in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc,
// which has cuSOLVER itself, it defines nothing.
//
// cuSOLVER's 64-bit generic API (cusolverDnX...) takes the matrix types at run time and int64_t
// sizes; hipSOLVER 6.4 has only getrf, getrs, geqrf, potrf and potrs of it. The others are
// written here on the typed 32-bit hipSOLVER functions, as a porting engineer writes them: the
// types select the function (HIPSOLVER_STATUS_NOT_SUPPORTED for a combination cuSOLVER has and
// hipSOLVER lacks), a size that does not fit in an int is HIPSOLVER_STATUS_INVALID_VALUE before
// anything runs, and the workspace is device memory only (no host workspace is asked for).
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cass_hipsolverDnX
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevd
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvd
#define CASS_HIP_COMPAT_cass_hipsolverDnXDense
#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp
#define CASS_HIP_COMPAT_cass_hipsolverPrecType_t
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8I
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8U
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_64F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_32F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16BF
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_TF32
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_AP
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8I
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8U
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_64F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_32F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16BF
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_TF32
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_AP
#define CASS_HIP_COMPAT_cass_hipsolverIRSRefinement_t
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NOT_SET
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NONE
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_DD
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SS
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SHT
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParams_t
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParams
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos_t
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsCreate
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDestroy
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetRefinementSolver
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverMainPrecision
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverLowestPrecision
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTol
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTolInner
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxItersInner
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverPrecisions
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsGetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsEnableFallback
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDisableFallback
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosCreate
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosDestroy
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetNiters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetOuterNiters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSPlan
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_hipsolverDnX since=6.0 -- the typed hipSOLVER function a 64-bit generic call's types select, and the check that its sizes fit in an int
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnX
#define CASS_HIP_COMPAT_cass_hipsolverDnX
#include <climits>
#include <cstdint>
#include <hipsolver/hipsolver.h>
// The precision of a (matrix, real values, compute) type triple, as cuSOLVER accepts them: S, D,
// C (single complex, real eigen- or singular values) and Z; 0 for any other.
static inline char cass_hipsolverDnXPrecision(hipDataType matrix, hipDataType values, hipDataType compute) {
  if (matrix != compute) return 0;
  if (matrix == HIP_R_32F && values == HIP_R_32F) return 'S';
  if (matrix == HIP_R_64F && values == HIP_R_64F) return 'D';
  if (matrix == HIP_C_32F && values == HIP_R_32F) return 'C';
  if (matrix == HIP_C_64F && values == HIP_R_64F) return 'Z';
  return 0;
}
static inline size_t cass_hipsolverDnXElementSize(char precision) {
  return precision == 'S' ? 4 : precision == 'Z' ? 16 : 8;
}
static inline bool cass_hipsolverDnXFitsInt(int64_t value) { return value >= INT_MIN && value <= INT_MAX; }
// A workspace of `bytes` as the element count the typed function takes (at most INT_MAX).
static inline int cass_hipsolverDnXCount(size_t bytes, char precision) {
  const size_t count = bytes / cass_hipsolverDnXElementSize(precision);
  return count > (size_t)INT_MAX ? INT_MAX : (int)count;
}
// The typed gesvd's work array comes first, then its real one, aligned for the real type.
static inline size_t cass_hipsolverDnXgesvdRworkOffset(int lwork, char precision) {
  const size_t bytes = (size_t)lwork * cass_hipsolverDnXElementSize(precision);
  return (bytes + 15) / 16 * 16;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnX

// @cass-compat cass_hipsolverDnXsyevd_bufferSize since=6.0 needs=cass_hipsolverDnX -- the workspace of cass_hipsolverDnXsyevd: the typed hipSOLVER syevd/heevd's, in bytes on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXsyevd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevd_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXsyevd_bufferSize(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int64_t n,
    hipDataType dataTypeA, const void* A, int64_t lda, hipDataType dataTypeW, const void* W, hipDataType computeType,
    size_t* workspaceInBytesOnDevice, size_t* workspaceInBytesOnHost) {
  (void)params;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (!cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda)) return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXPrecision(dataTypeA, dataTypeW, computeType);
  int lwork = 0;
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S':
      status = hipsolverDnSsyevd_bufferSize(handle, jobz, uplo, (int)n, static_cast<const float*>(A), (int)lda,
                                            static_cast<const float*>(W), &lwork);
      break;
    case 'D':
      status = hipsolverDnDsyevd_bufferSize(handle, jobz, uplo, (int)n, static_cast<const double*>(A), (int)lda,
                                            static_cast<const double*>(W), &lwork);
      break;
    case 'C':
      status = hipsolverDnCheevd_bufferSize(handle, jobz, uplo, (int)n, static_cast<const hipFloatComplex*>(A),
                                            (int)lda, static_cast<const float*>(W), &lwork);
      break;
    case 'Z':
      status = hipsolverDnZheevd_bufferSize(handle, jobz, uplo, (int)n, static_cast<const hipDoubleComplex*>(A),
                                            (int)lda, static_cast<const double*>(W), &lwork);
      break;
  }
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  *workspaceInBytesOnDevice = (size_t)lwork * cass_hipsolverDnXElementSize(precision);
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXsyevd_bufferSize

// @cass-compat cass_hipsolverDnXsyevd since=6.0 needs=cass_hipsolverDnX -- the eigenvalues (and vectors) of a symmetric or Hermitian matrix, by the typed hipSOLVER syevd/heevd the types select
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXsyevd
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevd
static inline hipsolverStatus_t cass_hipsolverDnXsyevd(hipsolverDnHandle_t handle, hipsolverDnParams_t params,
                                                       hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int64_t n,
                                                       hipDataType dataTypeA, void* A, int64_t lda,
                                                       hipDataType dataTypeW, void* W, hipDataType computeType,
                                                       void* bufferOnDevice, size_t workspaceInBytesOnDevice,
                                                       void* bufferOnHost, size_t workspaceInBytesOnHost, int* info) {
  (void)params;
  (void)bufferOnHost;
  (void)workspaceInBytesOnHost;
  if (!cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda)) return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXPrecision(dataTypeA, dataTypeW, computeType);
  const int lwork = cass_hipsolverDnXCount(workspaceInBytesOnDevice, precision);
  switch (precision) {
    case 'S':
      return hipsolverDnSsyevd(handle, jobz, uplo, (int)n, static_cast<float*>(A), (int)lda, static_cast<float*>(W),
                               static_cast<float*>(bufferOnDevice), lwork, info);
    case 'D':
      return hipsolverDnDsyevd(handle, jobz, uplo, (int)n, static_cast<double*>(A), (int)lda, static_cast<double*>(W),
                               static_cast<double*>(bufferOnDevice), lwork, info);
    case 'C':
      return hipsolverDnCheevd(handle, jobz, uplo, (int)n, static_cast<hipFloatComplex*>(A), (int)lda,
                               static_cast<float*>(W), static_cast<hipFloatComplex*>(bufferOnDevice), lwork, info);
    case 'Z':
      return hipsolverDnZheevd(handle, jobz, uplo, (int)n, static_cast<hipDoubleComplex*>(A), (int)lda,
                               static_cast<double*>(W), static_cast<hipDoubleComplex*>(bufferOnDevice), lwork, info);
  }
  return HIPSOLVER_STATUS_NOT_SUPPORTED;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXsyevd

// @cass-compat cass_hipsolverDnXsyevdx_bufferSize since=6.0 needs=cass_hipsolverDnX -- the workspace of cass_hipsolverDnXsyevdx: the typed hipSOLVER syevdx/heevdx's, in bytes on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXsyevdx_bufferSize(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, hipsolverEigMode_t jobz, hipsolverEigRange_t range,
    hipblasFillMode_t uplo, int64_t n, hipDataType dataTypeA, const void* A, int64_t lda, void* vl, void* vu,
    int64_t il, int64_t iu, int64_t* h_meig, hipDataType dataTypeW, const void* W, hipDataType computeType,
    size_t* workspaceInBytesOnDevice, size_t* workspaceInBytesOnHost) {
  (void)params;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr || vl == nullptr || vu == nullptr)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (!cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda) || !cass_hipsolverDnXFitsInt(il) ||
      !cass_hipsolverDnXFitsInt(iu))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXPrecision(dataTypeA, dataTypeW, computeType);
  int lwork = 0, meig = 0;
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S':
      status = hipsolverDnSsyevdx_bufferSize(handle, jobz, range, uplo, (int)n, static_cast<const float*>(A), (int)lda,
                                             *static_cast<float*>(vl), *static_cast<float*>(vu), (int)il, (int)iu,
                                             &meig, static_cast<const float*>(W), &lwork);
      break;
    case 'D':
      status = hipsolverDnDsyevdx_bufferSize(handle, jobz, range, uplo, (int)n, static_cast<const double*>(A),
                                             (int)lda, *static_cast<double*>(vl), *static_cast<double*>(vu), (int)il,
                                             (int)iu, &meig, static_cast<const double*>(W), &lwork);
      break;
    case 'C':
      status = hipsolverDnCheevdx_bufferSize(handle, jobz, range, uplo, (int)n, static_cast<const hipFloatComplex*>(A),
                                             (int)lda, *static_cast<float*>(vl), *static_cast<float*>(vu), (int)il,
                                             (int)iu, &meig, static_cast<const float*>(W), &lwork);
      break;
    case 'Z':
      status = hipsolverDnZheevdx_bufferSize(handle, jobz, range, uplo, (int)n,
                                             static_cast<const hipDoubleComplex*>(A), (int)lda,
                                             *static_cast<double*>(vl), *static_cast<double*>(vu), (int)il, (int)iu,
                                             &meig, static_cast<const double*>(W), &lwork);
      break;
  }
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (h_meig != nullptr) *h_meig = meig;
  *workspaceInBytesOnDevice = (size_t)lwork * cass_hipsolverDnXElementSize(precision);
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx_bufferSize

// @cass-compat cass_hipsolverDnXsyevdx since=6.0 needs=cass_hipsolverDnX -- selected eigenvalues (and vectors) of a symmetric or Hermitian matrix, by the typed hipSOLVER syevdx/heevdx the types select; the count found goes to the int64_t
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx
#define CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx
static inline hipsolverStatus_t cass_hipsolverDnXsyevdx(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, hipsolverEigMode_t jobz, hipsolverEigRange_t range,
    hipblasFillMode_t uplo, int64_t n, hipDataType dataTypeA, void* A, int64_t lda, void* vl, void* vu, int64_t il,
    int64_t iu, int64_t* meig64, hipDataType dataTypeW, void* W, hipDataType computeType, void* bufferOnDevice,
    size_t workspaceInBytesOnDevice, void* bufferOnHost, size_t workspaceInBytesOnHost, int* info) {
  (void)params;
  (void)bufferOnHost;
  (void)workspaceInBytesOnHost;
  if (vl == nullptr || vu == nullptr || meig64 == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (!cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda) || !cass_hipsolverDnXFitsInt(il) ||
      !cass_hipsolverDnXFitsInt(iu))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXPrecision(dataTypeA, dataTypeW, computeType);
  const int lwork = cass_hipsolverDnXCount(workspaceInBytesOnDevice, precision);
  int meig = 0;
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S':
      status = hipsolverDnSsyevdx(handle, jobz, range, uplo, (int)n, static_cast<float*>(A), (int)lda,
                                  *static_cast<float*>(vl), *static_cast<float*>(vu), (int)il, (int)iu, &meig,
                                  static_cast<float*>(W), static_cast<float*>(bufferOnDevice), lwork, info);
      break;
    case 'D':
      status = hipsolverDnDsyevdx(handle, jobz, range, uplo, (int)n, static_cast<double*>(A), (int)lda,
                                  *static_cast<double*>(vl), *static_cast<double*>(vu), (int)il, (int)iu, &meig,
                                  static_cast<double*>(W), static_cast<double*>(bufferOnDevice), lwork, info);
      break;
    case 'C':
      status = hipsolverDnCheevdx(handle, jobz, range, uplo, (int)n, static_cast<hipFloatComplex*>(A), (int)lda,
                                  *static_cast<float*>(vl), *static_cast<float*>(vu), (int)il, (int)iu, &meig,
                                  static_cast<float*>(W), static_cast<hipFloatComplex*>(bufferOnDevice), lwork, info);
      break;
    case 'Z':
      status = hipsolverDnZheevdx(handle, jobz, range, uplo, (int)n, static_cast<hipDoubleComplex*>(A), (int)lda,
                                  *static_cast<double*>(vl), *static_cast<double*>(vu), (int)il, (int)iu, &meig,
                                  static_cast<double*>(W), static_cast<hipDoubleComplex*>(bufferOnDevice), lwork,
                                  info);
      break;
  }
  if (status == HIPSOLVER_STATUS_SUCCESS) *meig64 = meig;
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXsyevdx

// @cass-compat cass_hipsolverDnXgesvd_bufferSize since=6.0 needs=cass_hipsolverDnX -- the workspace of cass_hipsolverDnXgesvd: the typed hipSOLVER gesvd's plus its real work array (min(m,n) values), in bytes on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvd_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXgesvd_bufferSize(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n,
    hipDataType dataTypeA, const void* A, int64_t lda, hipDataType dataTypeS, const void* S, hipDataType dataTypeU,
    const void* U, int64_t ldu, hipDataType dataTypeVT, const void* VT, int64_t ldvt, hipDataType computeType,
    size_t* workspaceInBytesOnDevice, size_t* workspaceInBytesOnHost) {
  (void)params, (void)jobu, (void)jobvt, (void)A, (void)S, (void)U, (void)VT;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (!cass_hipsolverDnXFitsInt(m) || !cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda) ||
      !cass_hipsolverDnXFitsInt(ldu) || !cass_hipsolverDnXFitsInt(ldvt))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = dataTypeU == dataTypeA && dataTypeVT == dataTypeA
                             ? cass_hipsolverDnXPrecision(dataTypeA, dataTypeS, computeType)
                             : 0;
  int lwork = 0;
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S': status = hipsolverDnSgesvd_bufferSize(handle, (int)m, (int)n, &lwork); break;
    case 'D': status = hipsolverDnDgesvd_bufferSize(handle, (int)m, (int)n, &lwork); break;
    case 'C': status = hipsolverDnCgesvd_bufferSize(handle, (int)m, (int)n, &lwork); break;
    case 'Z': status = hipsolverDnZgesvd_bufferSize(handle, (int)m, (int)n, &lwork); break;
  }
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const size_t real = precision == 'S' || precision == 'C' ? 4 : 8;
  const size_t values = (size_t)(m < n ? m : n);
  *workspaceInBytesOnDevice = cass_hipsolverDnXgesvdRworkOffset(lwork, precision) + (values + 1) * real;
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvd_bufferSize

// @cass-compat cass_hipsolverDnXgesvd since=6.0 needs=cass_hipsolverDnX -- the singular value decomposition of a matrix, by the typed hipSOLVER gesvd the types select (its work arrays carved from the device workspace)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvd
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvd
static inline hipsolverStatus_t cass_hipsolverDnXgesvd(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n,
    hipDataType dataTypeA, void* A, int64_t lda, hipDataType dataTypeS, void* S, hipDataType dataTypeU, void* U,
    int64_t ldu, hipDataType dataTypeVT, void* VT, int64_t ldvt, hipDataType computeType, void* bufferOnDevice,
    size_t workspaceInBytesOnDevice, void* bufferOnHost, size_t workspaceInBytesOnHost, int* info) {
  (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
  if (!cass_hipsolverDnXFitsInt(m) || !cass_hipsolverDnXFitsInt(n) || !cass_hipsolverDnXFitsInt(lda) ||
      !cass_hipsolverDnXFitsInt(ldu) || !cass_hipsolverDnXFitsInt(ldvt))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = dataTypeU == dataTypeA && dataTypeVT == dataTypeA
                             ? cass_hipsolverDnXPrecision(dataTypeA, dataTypeS, computeType)
                             : 0;
  if (precision == 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  // The workspace holds the typed work array, then the real one: split it as the size query did.
  const size_t real = precision == 'S' || precision == 'C' ? 4 : 8;
  const size_t values = (size_t)(m < n ? m : n);
  const size_t rwork_bytes = (values + 1) * real;
  if (workspaceInBytesOnDevice < rwork_bytes) return HIPSOLVER_STATUS_INVALID_VALUE;
  int lwork = cass_hipsolverDnXCount(workspaceInBytesOnDevice - rwork_bytes, precision);
  while (lwork > 0 && cass_hipsolverDnXgesvdRworkOffset(lwork, precision) + rwork_bytes > workspaceInBytesOnDevice)
    --lwork;
  void* rwork = static_cast<char*>(bufferOnDevice) + cass_hipsolverDnXgesvdRworkOffset(lwork, precision);
  switch (precision) {
    case 'S':
      return hipsolverDnSgesvd(handle, jobu, jobvt, (int)m, (int)n, static_cast<float*>(A), (int)lda,
                               static_cast<float*>(S), static_cast<float*>(U), (int)ldu, static_cast<float*>(VT),
                               (int)ldvt, static_cast<float*>(bufferOnDevice), lwork, static_cast<float*>(rwork), info);
    case 'D':
      return hipsolverDnDgesvd(handle, jobu, jobvt, (int)m, (int)n, static_cast<double*>(A), (int)lda,
                               static_cast<double*>(S), static_cast<double*>(U), (int)ldu, static_cast<double*>(VT),
                               (int)ldvt, static_cast<double*>(bufferOnDevice), lwork, static_cast<double*>(rwork),
                               info);
    case 'C':
      return hipsolverDnCgesvd(handle, jobu, jobvt, (int)m, (int)n, static_cast<hipFloatComplex*>(A), (int)lda,
                               static_cast<float*>(S), static_cast<hipFloatComplex*>(U), (int)ldu,
                               static_cast<hipFloatComplex*>(VT), (int)ldvt,
                               static_cast<hipFloatComplex*>(bufferOnDevice), lwork, static_cast<float*>(rwork), info);
    default:
      return hipsolverDnZgesvd(handle, jobu, jobvt, (int)m, (int)n, static_cast<hipDoubleComplex*>(A), (int)lda,
                               static_cast<double*>(S), static_cast<hipDoubleComplex*>(U), (int)ldu,
                               static_cast<hipDoubleComplex*>(VT), (int)ldvt,
                               static_cast<hipDoubleComplex*>(bufferOnDevice), lwork, static_cast<double*>(rwork),
                               info);
  }
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvd

// @cass-compat cass_hipsolverDnXDense since=6.0 needs=cass_hipblasV2 -- what the dense stand-ins below share: the typed hipSOLVER/hipBLAS calls by element type, and the kernels that copy, transpose and test matrices on the device
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXDense
#define CASS_HIP_COMPAT_cass_hipsolverDnXDense
#include <hip/hip_runtime.h>  // kernels: the file may have no HIP runtime include of its own
#include <hip/hip_complex.h>
#include <hipblas/hipblas.h>
#include <hipsolver/hipsolver.h>
#include <climits>
#include <cstdint>
// The typed hipSOLVER functions of one element type T (Real: its singular values' type).
template <typename T>
struct cass_hipsolverDnXTyped;
#define CASS_HIPSOLVER_DNX_TYPED(T, R, X, BLAS_T)                                                                     \
  template <>                                                                                                        \
  struct cass_hipsolverDnXTyped<T> {                                                                                 \
    typedef R Real;                                                                                                  \
    static __host__ __device__ T one() { return T(1); }                                                              \
    static __host__ __device__ bool isZero(T v) { return v == T(0); }                                                \
    static __host__ __device__ T conj(T v) { return v; }                                                             \
    static hipsolverStatus_t gesvdSize(hipsolverHandle_t h, signed char ju, signed char jv, int m, int n, int* lw) { \
      return hipsolver##X##gesvd_bufferSize(h, ju, jv, m, n, lw);                                                    \
    }                                                                                                                \
    static hipsolverStatus_t gesvd(hipsolverHandle_t h, signed char ju, signed char jv, int m, int n, T* A, int lda, \
                                   R* S, T* U, int ldu, T* VT, int ldvt, T* work, int lwork, R* rwork, int* info) {  \
      return hipsolver##X##gesvd(h, ju, jv, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);            \
    }                                                                                                                \
    static hipsolverStatus_t getrfSize(hipsolverHandle_t h, int n, T* A, int lda, int* lw) {                         \
      return hipsolverDn##X##getrf_bufferSize(h, n, n, A, lda, lw);                                                  \
    }                                                                                                                \
    static hipsolverStatus_t getrf(hipsolverHandle_t h, int n, T* A, int lda, T* work, int* ipiv, int* info) {       \
      return hipsolverDn##X##getrf(h, n, n, A, lda, work, ipiv, info);                                               \
    }                                                                                                                \
    static hipsolverStatus_t getrs(hipsolverHandle_t h, int n, int nrhs, const T* A, int lda, const int* ipiv, T* B, \
                                   int ldb, int* info) {                                                             \
      return hipsolverDn##X##getrs(h, HIPBLAS_OP_N, n, nrhs, A, lda, ipiv, B, ldb, info);                            \
    }                                                                                                                \
    static hipblasStatus_t trsm(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasDiagType_t diag, int n,           \
                                const T* A, int lda, T* B, int ldb) {                                                \
      const T alpha = one();                                                                                         \
      return hipblas##X##trsm##BLAS_T(h, HIPBLAS_SIDE_LEFT, uplo, HIPBLAS_OP_N, diag, n, n, &alpha, A, lda, B, ldb); \
    }                                                                                                                \
  };
CASS_HIPSOLVER_DNX_TYPED(float, float, S, )
CASS_HIPSOLVER_DNX_TYPED(double, double, D, )
#undef CASS_HIPSOLVER_DNX_TYPED
#define CASS_HIPSOLVER_DNX_TYPED(T, R, X, MAKE)                                                                       \
  template <>                                                                                                        \
  struct cass_hipsolverDnXTyped<T> {                                                                                 \
    typedef R Real;                                                                                                  \
    static __host__ __device__ T one() { return MAKE(1, 0); }                                                        \
    static __host__ __device__ bool isZero(T v) { return v.x == 0 && v.y == 0; }                                     \
    static __host__ __device__ T conj(T v) { return MAKE(v.x, -v.y); }                                               \
    static hipsolverStatus_t gesvdSize(hipsolverHandle_t h, signed char ju, signed char jv, int m, int n, int* lw) { \
      return hipsolver##X##gesvd_bufferSize(h, ju, jv, m, n, lw);                                                    \
    }                                                                                                                \
    static hipsolverStatus_t gesvd(hipsolverHandle_t h, signed char ju, signed char jv, int m, int n, T* A, int lda, \
                                   R* S, T* U, int ldu, T* VT, int ldvt, T* work, int lwork, R* rwork, int* info) {  \
      return hipsolver##X##gesvd(h, ju, jv, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);            \
    }                                                                                                                \
    static hipsolverStatus_t getrfSize(hipsolverHandle_t h, int n, T* A, int lda, int* lw) {                         \
      return hipsolverDn##X##getrf_bufferSize(h, n, n, A, lda, lw);                                                  \
    }                                                                                                                \
    static hipsolverStatus_t getrf(hipsolverHandle_t h, int n, T* A, int lda, T* work, int* ipiv, int* info) {       \
      return hipsolverDn##X##getrf(h, n, n, A, lda, work, ipiv, info);                                               \
    }                                                                                                                \
    static hipsolverStatus_t getrs(hipsolverHandle_t h, int n, int nrhs, const T* A, int lda, const int* ipiv, T* B, \
                                   int ldb, int* info) {                                                             \
      return hipsolverDn##X##getrs(h, HIPBLAS_OP_N, n, nrhs, A, lda, ipiv, B, ldb, info);                            \
    }                                                                                                                \
    static hipblasStatus_t trsm(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasDiagType_t diag, int n,           \
                                const T* A, int lda, T* B, int ldb) {                                                \
      const T alpha = one();                                                                                         \
      return CASS_HIPBLAS_V2(hipblas##X##trsm)(h, HIPBLAS_SIDE_LEFT, uplo, HIPBLAS_OP_N, diag, n, n, &alpha, A, lda, B, \
                                                 ldb);                                                               \
    }                                                                                                                \
  };
CASS_HIPSOLVER_DNX_TYPED(hipFloatComplex, float, C, make_hipFloatComplex)
CASS_HIPSOLVER_DNX_TYPED(hipDoubleComplex, double, Z, make_hipDoubleComplex)
#undef CASS_HIPSOLVER_DNX_TYPED
// The element type of a hipDataType as S, D, C or Z; 0 for any other.
static inline char cass_hipsolverDnXTypeLetter(hipDataType type) {
  return type == HIP_R_32F ? 'S' : type == HIP_R_64F ? 'D' : type == HIP_C_32F ? 'C' : type == HIP_C_64F ? 'Z' : 0;
}
// Bytes rounded up so that the next array in a workspace starts aligned for any element type.
static inline size_t cass_hipsolverDnXAligned(size_t bytes) { return (bytes + 255) / 256 * 256; }
// dst(i, j) = src(i, j) for the rows x cols block; with `conjugateTranspose`, dst(i, j) = conj(src(j, i)).
template <typename T>
__global__ void cass_hipsolverDnXCopyBlock(int rows, int cols, const T* src, long long lds, T* dst, long long ldd,
                                           bool conjugateTranspose) {
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long j = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  if (i >= rows || j >= cols) return;
  dst[i + j * ldd] = conjugateTranspose ? cass_hipsolverDnXTyped<T>::conj(src[j + i * lds]) : src[i + j * lds];
}
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXCopy(hipStream_t stream, int rows, int cols, const T* src,
                                                      long long lds, T* dst, long long ldd,
                                                      bool conjugateTranspose = false) {
  if (rows <= 0 || cols <= 0) return HIPSOLVER_STATUS_SUCCESS;
  const dim3 block(16, 16);
  const dim3 grid((rows + 15) / 16, (cols + 15) / 16);
  cass_hipsolverDnXCopyBlock<T><<<grid, block, 0, stream>>>(rows, cols, src, lds, dst, ldd, conjugateTranspose);
  return hipGetLastError() == hipSuccess ? HIPSOLVER_STATUS_SUCCESS : HIPSOLVER_STATUS_EXECUTION_FAILED;
}
// Where the arrays of an SVD's device workspace start (bytes, each aligned): a copy of A (m x n,
// gesvd overwrites it), the singular values, U (m x uCols), VT (vtRows x n), gesvd's work and real
// work arrays; `total`: the bytes of it all.
struct cass_hipsolverDnXSvdLayout {
  size_t a, s, u, vt, work, rwork, total;
  int lwork;
};
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXSvdPlan(hipsolverDnHandle_t handle, signed char jobu,
                                                         signed char jobvt, int m, int n, int values, int uCols,
                                                         int vtRows, cass_hipsolverDnXSvdLayout* plan) {
  typedef typename cass_hipsolverDnXTyped<T>::Real Real;
  int lwork = 0;
  const hipsolverStatus_t status = cass_hipsolverDnXTyped<T>::gesvdSize(handle, jobu, jobvt, m, n, &lwork);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const int minmn = m < n ? m : n;
  plan->lwork = lwork;
  plan->a = 0;
  plan->s = plan->a + cass_hipsolverDnXAligned((size_t)m * n * sizeof(T));
  plan->u = plan->s + cass_hipsolverDnXAligned((size_t)values * sizeof(Real));
  plan->vt = plan->u + cass_hipsolverDnXAligned((size_t)m * uCols * sizeof(T));
  plan->work = plan->vt + cass_hipsolverDnXAligned((size_t)vtRows * n * sizeof(T));
  plan->rwork = plan->work + cass_hipsolverDnXAligned((size_t)lwork * sizeof(T));
  plan->total = plan->rwork + (size_t)(minmn + 1) * sizeof(Real);
  return HIPSOLVER_STATUS_SUCCESS;
}
// The element type of an SVD's matrices (S, D, C, Z) with real singular values of its precision; 0 for others.
static inline char cass_hipsolverDnXSvdPrecision(hipDataType a, hipDataType s, hipDataType u, hipDataType v,
                                                 hipDataType compute) {
  const char letter = cass_hipsolverDnXTypeLetter(a);
  const hipDataType real = letter == 'S' || letter == 'C' ? HIP_R_32F : HIP_R_64F;
  return letter != 0 && u == a && v == a && compute == a && s == real ? letter : 0;
}
// The checks of a rank-k SVD's arguments (k + p <= min(m, n); U is m x k, V is n x k) and the
// precision its types select ('?' for arguments cuSOLVER refuses, 0 for types hipSOLVER lacks).
static inline char cass_hipsolverDnXgesvdrCheck(signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k,
                                                int64_t p, int64_t niters, hipDataType dataTypeA, int64_t lda,
                                                hipDataType dataTypeS, hipDataType dataTypeU, int64_t ldu,
                                                hipDataType dataTypeV, int64_t ldv, hipDataType computeType) {
  const bool wantU = jobu == 'S' || jobu == 's', wantV = jobv == 'S' || jobv == 's';
  if ((!wantU && jobu != 'N' && jobu != 'n') || (!wantV && jobv != 'N' && jobv != 'n')) return '?';
  if (m < 0 || n < 0 || m > INT_MAX || n > INT_MAX || lda < (m > 1 ? m : 1) || lda > INT_MAX || ldu > INT_MAX ||
      ldv > INT_MAX || k < 1 || p < 0 || niters < 0 || k + p > (m < n ? m : n) || (wantU && ldu < m) ||
      (wantV && ldv < n) || ldu < 1 || ldv < 1)
    return '?';
  return cass_hipsolverDnXSvdPrecision(dataTypeA, dataTypeS, dataTypeU, dataTypeV, computeType);
}
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXgesvdrPlan(hipsolverDnHandle_t handle, signed char jobu,
                                                            signed char jobv, int m, int n,
                                                            cass_hipsolverDnXSvdLayout* plan) {
  const bool wantU = jobu == 'S' || jobu == 's', wantV = jobv == 'S' || jobv == 's';
  const int minmn = m < n ? m : n;
  return cass_hipsolverDnXSvdPlan<T>(handle, wantU ? 'S' : 'N', wantV ? 'S' : 'N', m, n, minmn, wantU ? minmn : 0,
                                     wantV ? minmn : 0, plan);
}
// The checks of an SVD-by-polar-decomposition's arguments (with vectors: U is m x m, V n x n, or
// m x min(m, n) and n x min(m, n) with `econ`) and the precision its types select ('?' for
// arguments cuSOLVER refuses, 0 for types hipSOLVER lacks).
static inline char cass_hipsolverDnXgesvdpCheck(hipsolverEigMode_t jobz, int econ, int64_t m, int64_t n,
                                                hipDataType dataTypeA, int64_t lda, hipDataType dataTypeS,
                                                hipDataType dataTypeU, int64_t ldu, hipDataType dataTypeV,
                                                int64_t ldv, hipDataType computeType) {
  const bool vectors = jobz == HIPSOLVER_EIG_MODE_VECTOR;
  if ((!vectors && jobz != HIPSOLVER_EIG_MODE_NOVECTOR) || (econ != 0 && econ != 1)) return '?';
  if (m < 0 || n < 0 || m > INT_MAX || n > INT_MAX || lda < (m > 1 ? m : 1) || lda > INT_MAX || ldu > INT_MAX ||
      ldv > INT_MAX || (vectors && (ldu < (m > 1 ? m : 1) || ldv < (n > 1 ? n : 1))))
    return '?';
  return cass_hipsolverDnXSvdPrecision(dataTypeA, dataTypeS, dataTypeU, dataTypeV, computeType);
}
// gesvd's jobs for it ('A' full, 'S' economy, 'N' none) and the rows of the V^H it computes.
static inline signed char cass_hipsolverDnXgesvdpJob(hipsolverEigMode_t jobz, int econ) {
  return jobz != HIPSOLVER_EIG_MODE_VECTOR ? 'N' : econ ? 'S' : 'A';
}
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXgesvdpPlan(hipsolverDnHandle_t handle, hipsolverEigMode_t jobz,
                                                            int econ, int m, int n,
                                                            cass_hipsolverDnXSvdLayout* plan) {
  const signed char job = cass_hipsolverDnXgesvdpJob(jobz, econ);
  const int vtRows = job == 'N' ? 0 : job == 'S' ? (m < n ? m : n) : n;
  // U and S are written by gesvd where the caller has them; V^H goes to the workspace, to be transposed.
  return cass_hipsolverDnXSvdPlan<T>(handle, job, job, m, n, 0, 0, vtRows, plan);
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXDense

// @cass-compat cass_hipsolverDnXtrtri_bufferSize since=6.0 needs=cass_hipsolverDnXDense -- the workspace of cass_hipsolverDnXtrtri: an n x n matrix of A's type on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXtrtri_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXtrtri_bufferSize(hipsolverDnHandle_t handle, hipblasFillMode_t uplo,
                                                                  hipblasDiagType_t diag, int64_t n,
                                                                  hipDataType dataTypeA, void* A, int64_t lda,
                                                                  size_t* workspaceInBytesOnDevice,
                                                                  size_t* workspaceInBytesOnHost) {
  (void)handle, (void)uplo, (void)diag, (void)A;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (n < 0 || n > INT_MAX || lda < (n > 1 ? n : 1) || lda > INT_MAX) return HIPSOLVER_STATUS_INVALID_VALUE;
  const char letter = cass_hipsolverDnXTypeLetter(dataTypeA);
  if (letter == 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  const size_t element = letter == 'S' ? 4 : letter == 'Z' ? 16 : 8;
  *workspaceInBytesOnDevice = (size_t)n * (size_t)n * element;
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXtrtri_bufferSize

// @cass-compat cass_hipsolverDnXtrtri since=6.0 needs=cass_hipsolverDnXDense -- the inverse of a triangular matrix in place: hipBLAS's trsm solves A X = I into the workspace and a kernel copies X's triangle into A (the other triangle left alone); a zero on a non-unit diagonal sets info to its 1-based index and leaves A as it was
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXtrtri
#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri
// info = the first zero on the diagonal (1-based; 0 for none or a unit diagonal); the workspace = I.
template <typename T>
__global__ void cass_hipsolverDnXtrtriPrepare(int n, const T* A, long long lda, bool unit, T* W, int* info) {
  __shared__ int firstZero;
  if (blockIdx.x == 0 && blockIdx.y == 0) {
    if (threadIdx.x == 0 && threadIdx.y == 0) firstZero = INT_MAX;
    __syncthreads();
    const int thread = threadIdx.x + threadIdx.y * blockDim.x, threads = blockDim.x * blockDim.y;
    for (int i = thread; i < n && !unit; i += threads)
      if (cass_hipsolverDnXTyped<T>::isZero(A[i + i * lda])) atomicMin(&firstZero, i + 1);
    __syncthreads();
    if (thread == 0) *info = firstZero == INT_MAX ? 0 : firstZero;
  }
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long j = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  if (i < n && j < n) W[i + j * n] = i == j ? cass_hipsolverDnXTyped<T>::one() : T();
}
// A's triangle = the inverse's (its diagonal too, unless it is a unit one), unless A is singular.
template <typename T>
__global__ void cass_hipsolverDnXtrtriStore(int n, const T* W, T* A, long long lda, bool lower, bool unit,
                                            const int* info) {
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long j = blockIdx.y * (long long)blockDim.y + threadIdx.y;
  if (*info != 0 || i >= n || j >= n || (lower ? i < j : i > j) || (unit && i == j)) return;
  A[i + j * lda] = W[i + j * n];
}
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXtrtriTyped(hipsolverDnHandle_t handle, hipblasFillMode_t uplo,
                                                            hipblasDiagType_t diag, int n, T* A, int lda, T* W,
                                                            int* info) {
  hipStream_t stream = nullptr;
  hipsolverStatus_t status = hipsolverGetStream(handle, &stream);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (n == 0)
    return hipMemsetAsync(info, 0, sizeof(int), stream) == hipSuccess ? HIPSOLVER_STATUS_SUCCESS
                                                                       : HIPSOLVER_STATUS_EXECUTION_FAILED;
  const bool unit = diag == HIPBLAS_DIAG_UNIT, lower = uplo == HIPBLAS_FILL_MODE_LOWER;
  const dim3 block(16, 16);
  const dim3 grid((n + 15) / 16, (n + 15) / 16);
  cass_hipsolverDnXtrtriPrepare<T><<<grid, block, 0, stream>>>(n, A, lda, unit, W, info);
  if (hipGetLastError() != hipSuccess) return HIPSOLVER_STATUS_EXECUTION_FAILED;
  // A hipBLAS handle per call, on the solver's stream: simple, and costs a handle's creation per
  // inverse. The stream is synchronized before the handle is destroyed, so that nothing queued
  // still uses what the handle owns. (A singular A makes trsm write inf/NaN into the workspace
  // only: the store below is skipped.)
  hipblasHandle_t blas = nullptr;
  if (hipblasCreate(&blas) != HIPBLAS_STATUS_SUCCESS) return HIPSOLVER_STATUS_ALLOC_FAILED;
  hipblasStatus_t solved = hipblasSetStream(blas, stream);
  if (solved == HIPBLAS_STATUS_SUCCESS) solved = cass_hipsolverDnXTyped<T>::trsm(blas, uplo, diag, n, A, lda, W, n);
  const bool synchronized = hipStreamSynchronize(stream) == hipSuccess;
  hipblasDestroy(blas);
  if (solved != HIPBLAS_STATUS_SUCCESS || !synchronized) return HIPSOLVER_STATUS_EXECUTION_FAILED;
  cass_hipsolverDnXtrtriStore<T><<<grid, block, 0, stream>>>(n, W, A, lda, lower, unit, info);
  return hipGetLastError() == hipSuccess ? HIPSOLVER_STATUS_SUCCESS : HIPSOLVER_STATUS_EXECUTION_FAILED;
}
static inline hipsolverStatus_t cass_hipsolverDnXtrtri(hipsolverDnHandle_t handle, hipblasFillMode_t uplo,
                                                       hipblasDiagType_t diag, int64_t n, hipDataType dataTypeA,
                                                       void* A, int64_t lda, void* bufferOnDevice,
                                                       size_t workspaceInBytesOnDevice, void* bufferOnHost,
                                                       size_t workspaceInBytesOnHost, int* info) {
  (void)bufferOnHost, (void)workspaceInBytesOnHost;
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if ((uplo != HIPBLAS_FILL_MODE_LOWER && uplo != HIPBLAS_FILL_MODE_UPPER) ||
      (diag != HIPBLAS_DIAG_UNIT && diag != HIPBLAS_DIAG_NON_UNIT) || n < 0 || n > INT_MAX ||
      lda < (n > 1 ? n : 1) || lda > INT_MAX || info == nullptr)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char letter = cass_hipsolverDnXTypeLetter(dataTypeA);
  if (letter == 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  const size_t element = letter == 'S' ? 4 : letter == 'Z' ? 16 : 8;
  if (workspaceInBytesOnDevice < (size_t)n * (size_t)n * element) return HIPSOLVER_STATUS_INVALID_VALUE;
  switch (letter) {
    case 'S':
      return cass_hipsolverDnXtrtriTyped(handle, uplo, diag, (int)n, static_cast<float*>(A), (int)lda,
                                         static_cast<float*>(bufferOnDevice), info);
    case 'D':
      return cass_hipsolverDnXtrtriTyped(handle, uplo, diag, (int)n, static_cast<double*>(A), (int)lda,
                                         static_cast<double*>(bufferOnDevice), info);
    case 'C':
      return cass_hipsolverDnXtrtriTyped(handle, uplo, diag, (int)n, static_cast<hipFloatComplex*>(A), (int)lda,
                                         static_cast<hipFloatComplex*>(bufferOnDevice), info);
    default:
      return cass_hipsolverDnXtrtriTyped(handle, uplo, diag, (int)n, static_cast<hipDoubleComplex*>(A), (int)lda,
                                         static_cast<hipDoubleComplex*>(bufferOnDevice), info);
  }
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXtrtri

// @cass-compat cass_hipsolverDnXgesvdr_bufferSize since=6.0 needs=cass_hipsolverDnXDense -- the workspace of cass_hipsolverDnXgesvdr: a copy of A, the full SVD's factors and the typed hipSOLVER gesvd's work arrays, in bytes on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXgesvdr_bufferSize(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n,
    int64_t k, int64_t p, int64_t niters, hipDataType dataTypeA, const void* A, int64_t lda, hipDataType dataTypeSrand,
    const void* Srand, hipDataType dataTypeUrand, const void* Urand, int64_t ldUrand, hipDataType dataTypeVrand,
    const void* Vrand, int64_t ldVrand, hipDataType computeType, size_t* workspaceInBytesOnDevice,
    size_t* workspaceInBytesOnHost) {
  (void)params, (void)A, (void)Srand, (void)Urand, (void)Vrand;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXgesvdrCheck(jobu, jobv, m, n, k, p, niters, dataTypeA, lda, dataTypeSrand,
                                                      dataTypeUrand, ldUrand, dataTypeVrand, ldVrand, computeType);
  if (precision == '?') return HIPSOLVER_STATUS_INVALID_VALUE;
  cass_hipsolverDnXSvdLayout plan = {};
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S': status = cass_hipsolverDnXgesvdrPlan<float>(handle, jobu, jobv, (int)m, (int)n, &plan); break;
    case 'D': status = cass_hipsolverDnXgesvdrPlan<double>(handle, jobu, jobv, (int)m, (int)n, &plan); break;
    case 'C': status = cass_hipsolverDnXgesvdrPlan<hipFloatComplex>(handle, jobu, jobv, (int)m, (int)n, &plan); break;
    case 'Z': status = cass_hipsolverDnXgesvdrPlan<hipDoubleComplex>(handle, jobu, jobv, (int)m, (int)n, &plan); break;
  }
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  *workspaceInBytesOnDevice = plan.total;
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr_bufferSize

// @cass-compat cass_hipsolverDnXgesvdr since=6.0 needs=cass_hipsolverDnXDense -- the k leading singular values (and vectors) of a matrix, taken from its exact SVD by the typed hipSOLVER gesvd (for cuSOLVER's randomized one: as accurate or more, with more work; p and niters unused)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXgesvdrTyped(hipsolverDnHandle_t handle, signed char jobu,
                                                             signed char jobv, int m, int n, int k, const T* A,
                                                             int lda, void* S, T* U, int ldu, T* V, int ldv,
                                                             void* buffer, size_t bytes, int* info) {
  typedef typename cass_hipsolverDnXTyped<T>::Real Real;
  cass_hipsolverDnXSvdLayout plan = {};
  hipsolverStatus_t status = cass_hipsolverDnXgesvdrPlan<T>(handle, jobu, jobv, m, n, &plan);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (bytes < plan.total || buffer == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  hipStream_t stream = nullptr;
  status = hipsolverGetStream(handle, &stream);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const bool wantU = jobu == 'S' || jobu == 's', wantV = jobv == 'S' || jobv == 's';
  const int minmn = m < n ? m : n;
  char* base = static_cast<char*>(buffer);
  T* a = reinterpret_cast<T*>(base + plan.a);
  Real* s = reinterpret_cast<Real*>(base + plan.s);
  T* u = reinterpret_cast<T*>(base + plan.u);
  T* vt = reinterpret_cast<T*>(base + plan.vt);
  // gesvd overwrites its A: it factors a copy, so that the caller's A is left as it was.
  status = cass_hipsolverDnXCopy(stream, m, n, A, lda, a, m);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  status = cass_hipsolverDnXTyped<T>::gesvd(handle, wantU ? 'S' : 'N', wantV ? 'S' : 'N', m, n, a, m > 1 ? m : 1, s,
                                            u, m > 1 ? m : 1, vt, minmn > 1 ? minmn : 1,
                                            reinterpret_cast<T*>(base + plan.work), plan.lwork,
                                            reinterpret_cast<Real*>(base + plan.rwork), info);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  // The k leading values and vectors; V (not V^H) as cuSOLVER's gesvdr returns it.
  if (hipMemcpyAsync(S, s, (size_t)k * sizeof(Real), hipMemcpyDeviceToDevice, stream) != hipSuccess)
    return HIPSOLVER_STATUS_EXECUTION_FAILED;
  if (wantU && (status = cass_hipsolverDnXCopy(stream, m, k, u, m, U, ldu)) != HIPSOLVER_STATUS_SUCCESS) return status;
  if (wantV) status = cass_hipsolverDnXCopy(stream, n, k, vt, minmn, V, ldv, true);
  return status;
}
static inline hipsolverStatus_t cass_hipsolverDnXgesvdr(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n,
    int64_t k, int64_t p, int64_t niters, hipDataType dataTypeA, void* A, int64_t lda, hipDataType dataTypeSrand,
    void* Srand, hipDataType dataTypeUrand, void* Urand, int64_t ldUrand, hipDataType dataTypeVrand, void* Vrand,
    int64_t ldVrand, hipDataType computeType, void* bufferOnDevice, size_t workspaceInBytesOnDevice,
    void* bufferOnHost, size_t workspaceInBytesOnHost, int* info) {
  (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  const char precision = cass_hipsolverDnXgesvdrCheck(jobu, jobv, m, n, k, p, niters, dataTypeA, lda, dataTypeSrand,
                                                      dataTypeUrand, ldUrand, dataTypeVrand, ldVrand, computeType);
  if (precision == '?') return HIPSOLVER_STATUS_INVALID_VALUE;
  switch (precision) {
    case 'S':
      return cass_hipsolverDnXgesvdrTyped(handle, jobu, jobv, (int)m, (int)n, (int)k, static_cast<float*>(A), (int)lda,
                                          Srand, static_cast<float*>(Urand), (int)ldUrand, static_cast<float*>(Vrand),
                                          (int)ldVrand, bufferOnDevice, workspaceInBytesOnDevice, info);
    case 'D':
      return cass_hipsolverDnXgesvdrTyped(handle, jobu, jobv, (int)m, (int)n, (int)k, static_cast<double*>(A),
                                          (int)lda, Srand, static_cast<double*>(Urand), (int)ldUrand,
                                          static_cast<double*>(Vrand), (int)ldVrand, bufferOnDevice,
                                          workspaceInBytesOnDevice, info);
    case 'C':
      return cass_hipsolverDnXgesvdrTyped(handle, jobu, jobv, (int)m, (int)n, (int)k, static_cast<hipFloatComplex*>(A),
                                          (int)lda, Srand, static_cast<hipFloatComplex*>(Urand), (int)ldUrand,
                                          static_cast<hipFloatComplex*>(Vrand), (int)ldVrand, bufferOnDevice,
                                          workspaceInBytesOnDevice, info);
    case 'Z':
      return cass_hipsolverDnXgesvdrTyped(handle, jobu, jobv, (int)m, (int)n, (int)k,
                                          static_cast<hipDoubleComplex*>(A), (int)lda, Srand,
                                          static_cast<hipDoubleComplex*>(Urand), (int)ldUrand,
                                          static_cast<hipDoubleComplex*>(Vrand), (int)ldVrand, bufferOnDevice,
                                          workspaceInBytesOnDevice, info);
  }
  return HIPSOLVER_STATUS_NOT_SUPPORTED;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvdr

// @cass-compat cass_hipsolverDnXgesvdp_bufferSize since=6.0 needs=cass_hipsolverDnXDense -- the workspace of cass_hipsolverDnXgesvdp: a copy of A, V^H and the typed hipSOLVER gesvd's work arrays, in bytes on the device, none on the host
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnXgesvdp_bufferSize(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, hipsolverEigMode_t jobz, int econ, int64_t m, int64_t n,
    hipDataType dataTypeA, const void* A, int64_t lda, hipDataType dataTypeS, const void* S, hipDataType dataTypeU,
    const void* U, int64_t ldu, hipDataType dataTypeV, const void* V, int64_t ldv, hipDataType computeType,
    size_t* workspaceInBytesOnDevice, size_t* workspaceInBytesOnHost) {
  (void)params, (void)A, (void)S, (void)U, (void)V;
  if (workspaceInBytesOnDevice == nullptr || workspaceInBytesOnHost == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  const char precision = cass_hipsolverDnXgesvdpCheck(jobz, econ, m, n, dataTypeA, lda, dataTypeS, dataTypeU, ldu,
                                                      dataTypeV, ldv, computeType);
  if (precision == '?') return HIPSOLVER_STATUS_INVALID_VALUE;
  cass_hipsolverDnXSvdLayout plan = {};
  hipsolverStatus_t status = HIPSOLVER_STATUS_NOT_SUPPORTED;
  switch (precision) {
    case 'S': status = cass_hipsolverDnXgesvdpPlan<float>(handle, jobz, econ, (int)m, (int)n, &plan); break;
    case 'D': status = cass_hipsolverDnXgesvdpPlan<double>(handle, jobz, econ, (int)m, (int)n, &plan); break;
    case 'C': status = cass_hipsolverDnXgesvdpPlan<hipFloatComplex>(handle, jobz, econ, (int)m, (int)n, &plan); break;
    case 'Z': status = cass_hipsolverDnXgesvdpPlan<hipDoubleComplex>(handle, jobz, econ, (int)m, (int)n, &plan); break;
  }
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  *workspaceInBytesOnDevice = plan.total;
  *workspaceInBytesOnHost = 0;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp_bufferSize

// @cass-compat cass_hipsolverDnXgesvdp since=6.0 needs=cass_hipsolverDnXDense -- the singular value decomposition A = U S V^H (V itself returned, full or economy size), by the typed hipSOLVER gesvd instead of cuSOLVER's polar decomposition; h_err_sigma is 0
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp
#define CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnXgesvdpTyped(hipsolverDnHandle_t handle, hipsolverEigMode_t jobz,
                                                             int econ, int m, int n, const T* A, int lda, void* S,
                                                             T* U, int ldu, T* V, int ldv, void* buffer, size_t bytes,
                                                             int* info) {
  typedef typename cass_hipsolverDnXTyped<T>::Real Real;
  cass_hipsolverDnXSvdLayout plan = {};
  hipsolverStatus_t status = cass_hipsolverDnXgesvdpPlan<T>(handle, jobz, econ, m, n, &plan);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (bytes < plan.total || buffer == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  hipStream_t stream = nullptr;
  status = hipsolverGetStream(handle, &stream);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const signed char job = cass_hipsolverDnXgesvdpJob(jobz, econ);
  const int vtRows = job == 'N' ? 0 : job == 'S' ? (m < n ? m : n) : n;
  char* base = static_cast<char*>(buffer);
  T* a = reinterpret_cast<T*>(base + plan.a);
  T* vt = reinterpret_cast<T*>(base + plan.vt);
  // gesvd overwrites its A: it factors a copy, so that the caller's A is left as it was.
  status = cass_hipsolverDnXCopy(stream, m, n, A, lda, a, m);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  status = cass_hipsolverDnXTyped<T>::gesvd(handle, job, job, m, n, a, m > 1 ? m : 1, static_cast<Real*>(S), U,
                                            job == 'N' ? 1 : ldu, vt, vtRows > 1 ? vtRows : 1,
                                            reinterpret_cast<T*>(base + plan.work), plan.lwork,
                                            reinterpret_cast<Real*>(base + plan.rwork), info);
  if (status != HIPSOLVER_STATUS_SUCCESS || job == 'N') return status;
  // cuSOLVER's gesvdp returns V (n x vtRows), not V^H.
  return cass_hipsolverDnXCopy(stream, n, vtRows, vt, vtRows, V, ldv, true);
}
static inline hipsolverStatus_t cass_hipsolverDnXgesvdp(
    hipsolverDnHandle_t handle, hipsolverDnParams_t params, hipsolverEigMode_t jobz, int econ, int64_t m, int64_t n,
    hipDataType dataTypeA, void* A, int64_t lda, hipDataType dataTypeS, void* S, hipDataType dataTypeU, void* U,
    int64_t ldu, hipDataType dataTypeV, void* V, int64_t ldv, hipDataType computeType, void* bufferOnDevice,
    size_t workspaceInBytesOnDevice, void* bufferOnHost, size_t workspaceInBytesOnHost, int* d_info,
    double* h_err_sigma) {
  (void)params, (void)bufferOnHost, (void)workspaceInBytesOnHost;
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  const char precision = cass_hipsolverDnXgesvdpCheck(jobz, econ, m, n, dataTypeA, lda, dataTypeS, dataTypeU, ldu,
                                                      dataTypeV, ldv, computeType);
  if (precision == '?' || h_err_sigma == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  // The perturbation gesvdp reports for its polar decomposition: gesvd has none to report.
  *h_err_sigma = 0.0;
  switch (precision) {
    case 'S':
      return cass_hipsolverDnXgesvdpTyped(handle, jobz, econ, (int)m, (int)n, static_cast<float*>(A), (int)lda, S,
                                          static_cast<float*>(U), (int)ldu, static_cast<float*>(V), (int)ldv,
                                          bufferOnDevice, workspaceInBytesOnDevice, d_info);
    case 'D':
      return cass_hipsolverDnXgesvdpTyped(handle, jobz, econ, (int)m, (int)n, static_cast<double*>(A), (int)lda, S,
                                          static_cast<double*>(U), (int)ldu, static_cast<double*>(V), (int)ldv,
                                          bufferOnDevice, workspaceInBytesOnDevice, d_info);
    case 'C':
      return cass_hipsolverDnXgesvdpTyped(handle, jobz, econ, (int)m, (int)n, static_cast<hipFloatComplex*>(A),
                                          (int)lda, S, static_cast<hipFloatComplex*>(U), (int)ldu,
                                          static_cast<hipFloatComplex*>(V), (int)ldv, bufferOnDevice,
                                          workspaceInBytesOnDevice, d_info);
    case 'Z':
      return cass_hipsolverDnXgesvdpTyped(handle, jobz, econ, (int)m, (int)n, static_cast<hipDoubleComplex*>(A),
                                          (int)lda, S, static_cast<hipDoubleComplex*>(U), (int)ldu,
                                          static_cast<hipDoubleComplex*>(V), (int)ldv, bufferOnDevice,
                                          workspaceInBytesOnDevice, d_info);
  }
  return HIPSOLVER_STATUS_NOT_SUPPORTED;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnXgesvdp

// @cass-compat cass_hipsolverPrecType_t since=6.0 -- cuSOLVER's precisions of the IRS solvers' parameters (real and complex, 8-bit to 64-bit)
#ifndef CASS_HIP_COMPAT_cass_hipsolverPrecType_t
#define CASS_HIP_COMPAT_cass_hipsolverPrecType_t
typedef enum {
  CASS_HIPSOLVER_R_8I = 1201,
  CASS_HIPSOLVER_R_8U = 1202,
  CASS_HIPSOLVER_R_64F = 1203,
  CASS_HIPSOLVER_R_32F = 1204,
  CASS_HIPSOLVER_R_16F = 1205,
  CASS_HIPSOLVER_R_16BF = 1206,
  CASS_HIPSOLVER_R_TF32 = 1207,
  CASS_HIPSOLVER_R_AP = 1208,
  CASS_HIPSOLVER_C_8I = 1211,
  CASS_HIPSOLVER_C_8U = 1212,
  CASS_HIPSOLVER_C_64F = 1213,
  CASS_HIPSOLVER_C_32F = 1214,
  CASS_HIPSOLVER_C_16F = 1215,
  CASS_HIPSOLVER_C_16BF = 1216,
  CASS_HIPSOLVER_C_TF32 = 1217,
  CASS_HIPSOLVER_C_AP = 1218
} cass_hipsolverPrecType_t;
#endif  // CASS_HIP_COMPAT_cass_hipsolverPrecType_t

// @cass-compat CASS_HIPSOLVER_R_8I since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8I
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8I
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8I

// @cass-compat CASS_HIPSOLVER_R_8U since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8U
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8U
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_8U

// @cass-compat CASS_HIPSOLVER_R_64F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_64F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_64F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_64F

// @cass-compat CASS_HIPSOLVER_R_32F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_32F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_32F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_32F

// @cass-compat CASS_HIPSOLVER_R_16F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16F

// @cass-compat CASS_HIPSOLVER_R_16BF since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16BF
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16BF
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_16BF

// @cass-compat CASS_HIPSOLVER_R_TF32 since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_TF32
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_TF32
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_TF32

// @cass-compat CASS_HIPSOLVER_R_AP since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_R_AP
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_R_AP
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_R_AP

// @cass-compat CASS_HIPSOLVER_C_8I since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8I
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8I
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8I

// @cass-compat CASS_HIPSOLVER_C_8U since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8U
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8U
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_8U

// @cass-compat CASS_HIPSOLVER_C_64F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_64F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_64F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_64F

// @cass-compat CASS_HIPSOLVER_C_32F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_32F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_32F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_32F

// @cass-compat CASS_HIPSOLVER_C_16F since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16F
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16F
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16F

// @cass-compat CASS_HIPSOLVER_C_16BF since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16BF
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16BF
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_16BF

// @cass-compat CASS_HIPSOLVER_C_TF32 since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_TF32
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_TF32
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_TF32

// @cass-compat CASS_HIPSOLVER_C_AP since=6.0 needs=cass_hipsolverPrecType_t -- a precision (an enumerator of cass_hipsolverPrecType_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_C_AP
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_C_AP
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_C_AP

// @cass-compat cass_hipsolverIRSRefinement_t since=6.0 -- cuSOLVER's refinement solvers of the IRS solvers (a setting the stand-ins accept and ignore: they factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverIRSRefinement_t
#define CASS_HIP_COMPAT_cass_hipsolverIRSRefinement_t
typedef enum {
  CASS_HIPSOLVER_IRS_REFINE_NOT_SET = 1100,
  CASS_HIPSOLVER_IRS_REFINE_NONE = 1101,
  CASS_HIPSOLVER_IRS_REFINE_CLASSICAL = 1102,
  CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES = 1103,
  CASS_HIPSOLVER_IRS_REFINE_GMRES = 1104,
  CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES = 1105,
  CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND = 1106,
  CASS_HIPSOLVER_PREC_DD = 1150,
  CASS_HIPSOLVER_PREC_SS = 1151,
  CASS_HIPSOLVER_PREC_SHT = 1152
} cass_hipsolverIRSRefinement_t;
#endif  // CASS_HIP_COMPAT_cass_hipsolverIRSRefinement_t

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_NOT_SET since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NOT_SET
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NOT_SET
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NOT_SET

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_NONE since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NONE
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NONE
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_NONE

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_CLASSICAL since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_CLASSICAL_GMRES

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_GMRES since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_GMRES

// @cass-compat CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement solver (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_IRS_REFINE_GMRES_NOPCOND

// @cass-compat CASS_HIPSOLVER_PREC_DD since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement setting (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_DD
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_DD
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_DD

// @cass-compat CASS_HIPSOLVER_PREC_SS since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement setting (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SS
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SS
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SS

// @cass-compat CASS_HIPSOLVER_PREC_SHT since=6.0 needs=cass_hipsolverIRSRefinement_t -- a refinement setting (an enumerator of cass_hipsolverIRSRefinement_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SHT
#define CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SHT
#endif  // CASS_HIP_COMPAT_CASS_HIPSOLVER_PREC_SHT

// @cass-compat cass_hipsolverDnIRSParams_t since=6.0 -- the parameters of the IRS solvers (a pointer to cass_hipsolverDnIRSParams)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParams_t
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParams_t
#include <hipsolver/hipsolver.h>
// What cuSOLVER's IRS parameters hold; only the main precision selects anything here (the
// stand-ins factor in it), the others are kept for the getters. Fallback, tolerances and
// refinement solver as cuSOLVER's defaults, and 0 for a precision not set.
struct cass_hipsolverDnIRSParams {
  int mainPrecision = 0, lowestPrecision = 0, refinementSolver = 1100, maxIters = 50, maxItersInner = 50;
  double tol = 0.0, tolInner = 0.0;
  bool fallback = true;
};
typedef cass_hipsolverDnIRSParams* cass_hipsolverDnIRSParams_t;
// CUDA 10.2's IRS calls take the precisions as cudaDataType: their code here (-1 for a type with none).
static inline int cass_hipsolverDnIRSPrecisionOf(hipDataType type) {
  switch (type) {
    case HIP_R_64F: return 1203;
    case HIP_R_32F: return 1204;
    case HIP_R_16F: return 1205;
    case HIP_R_16BF: return 1206;
    case HIP_C_64F: return 1213;
    case HIP_C_32F: return 1214;
    case HIP_C_16F: return 1215;
    case HIP_C_16BF: return 1216;
    default: return -1;
  }
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParams_t

// @cass-compat cass_hipsolverDnIRSParams since=6.0 needs=cass_hipsolverDnIRSParams_t -- the parameters of the IRS solvers (what cass_hipsolverDnIRSParams_t points to)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParams
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParams
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParams

// @cass-compat cass_hipsolverDnIRSInfos_t since=6.0 -- what an IRS solve reports (a pointer to cass_hipsolverDnIRSInfos)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos_t
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos_t
#include <hipsolver/hipsolver.h>
// What an IRS solve reports: the stand-ins factor in the main precision, so no refinement runs.
struct cass_hipsolverDnIRSInfos {
  int niters = 0, outerNiters = 0, maxIters = 0;
};
typedef cass_hipsolverDnIRSInfos* cass_hipsolverDnIRSInfos_t;
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos_t

// @cass-compat cass_hipsolverDnIRSInfos since=6.0 needs=cass_hipsolverDnIRSInfos_t -- what an IRS solve reports (what cass_hipsolverDnIRSInfos_t points to)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfos

// @cass-compat cass_hipsolverDnIRSParamsCreate since=6.0 needs=cass_hipsolverDnIRSParams_t -- new IRS parameters, cuSOLVER's defaults
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsCreate
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsCreate
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsCreate(cass_hipsolverDnIRSParams_t* params) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *params = new cass_hipsolverDnIRSParams();
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsCreate

// @cass-compat cass_hipsolverDnIRSParamsDestroy since=6.0 needs=cass_hipsolverDnIRSParams_t -- IRS parameters freed
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDestroy
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDestroy
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsDestroy(cass_hipsolverDnIRSParams_t params) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  delete params;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDestroy

// @cass-compat cass_hipsolverDnIRSParamsSetRefinementSolver since=6.0 needs=cass_hipsolverDnIRSParams_t+cass_hipsolverIRSRefinement_t -- an IRS parameter set (refinementSolver; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetRefinementSolver
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetRefinementSolver
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetRefinementSolver(cass_hipsolverDnIRSParams_t params,
                                                                             cass_hipsolverIRSRefinement_t value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->refinementSolver = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetRefinementSolver

// @cass-compat cass_hipsolverDnIRSParamsSetSolverMainPrecision since=6.0 needs=cass_hipsolverDnIRSParams_t+cass_hipsolverPrecType_t -- an IRS parameter set (mainPrecision; kept, it selects the precision factored in)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverMainPrecision
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverMainPrecision
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverMainPrecision(cass_hipsolverDnIRSParams_t params,
                                                                                cass_hipsolverPrecType_t value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->mainPrecision = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
// CUDA 10.2's form
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverMainPrecision(cass_hipsolverDnIRSParams_t params,
                                                                                hipDataType value) {
  return cass_hipsolverDnIRSParamsSetSolverMainPrecision(
      params, (cass_hipsolverPrecType_t)cass_hipsolverDnIRSPrecisionOf(value));
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverMainPrecision

// @cass-compat cass_hipsolverDnIRSParamsSetSolverLowestPrecision since=6.0 needs=cass_hipsolverDnIRSParams_t+cass_hipsolverPrecType_t -- an IRS parameter set (lowestPrecision; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverLowestPrecision
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverLowestPrecision
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverLowestPrecision(cass_hipsolverDnIRSParams_t params,
                                                                                  cass_hipsolverPrecType_t value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->lowestPrecision = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
// CUDA 10.2's form
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverLowestPrecision(cass_hipsolverDnIRSParams_t params,
                                                                                  hipDataType value) {
  return cass_hipsolverDnIRSParamsSetSolverLowestPrecision(
      params, (cass_hipsolverPrecType_t)cass_hipsolverDnIRSPrecisionOf(value));
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverLowestPrecision

// @cass-compat cass_hipsolverDnIRSParamsSetTol since=6.0 needs=cass_hipsolverDnIRSParams_t -- an IRS parameter set (tol; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTol
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTol
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetTol(cass_hipsolverDnIRSParams_t params, double value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->tol = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTol

// @cass-compat cass_hipsolverDnIRSParamsSetTolInner since=6.0 needs=cass_hipsolverDnIRSParams_t -- an IRS parameter set (tolInner; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTolInner
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTolInner
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetTolInner(cass_hipsolverDnIRSParams_t params, double value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->tolInner = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetTolInner

// @cass-compat cass_hipsolverDnIRSParamsSetMaxIters since=6.0 needs=cass_hipsolverDnIRSParams_t -- an IRS parameter set (maxIters; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxIters
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetMaxIters(cass_hipsolverDnIRSParams_t params, int value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->maxIters = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxIters

// @cass-compat cass_hipsolverDnIRSParamsSetMaxItersInner since=6.0 needs=cass_hipsolverDnIRSParams_t -- an IRS parameter set (maxItersInner; kept, unused: the stand-ins factor in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxItersInner
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxItersInner
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetMaxItersInner(cass_hipsolverDnIRSParams_t params,
                                                                          int value) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->maxItersInner = value;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetMaxItersInner

// @cass-compat cass_hipsolverDnIRSParamsSetSolverPrecisions since=6.0 needs=cass_hipsolverDnIRSParams_t+cass_hipsolverPrecType_t -- the main (factored in) and lowest (unused) precisions of the IRS parameters
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverPrecisions
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverPrecisions
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverPrecisions(cass_hipsolverDnIRSParams_t params,
                                                                             cass_hipsolverPrecType_t mainPrecision,
                                                                             cass_hipsolverPrecType_t lowestPrecision) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->mainPrecision = mainPrecision;
  params->lowestPrecision = lowestPrecision;
  return HIPSOLVER_STATUS_SUCCESS;
}
// CUDA 10.2's form
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsSetSolverPrecisions(cass_hipsolverDnIRSParams_t params,
                                                                             hipDataType mainPrecision,
                                                                             hipDataType lowestPrecision) {
  return cass_hipsolverDnIRSParamsSetSolverPrecisions(
      params, (cass_hipsolverPrecType_t)cass_hipsolverDnIRSPrecisionOf(mainPrecision),
      (cass_hipsolverPrecType_t)cass_hipsolverDnIRSPrecisionOf(lowestPrecision));
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsSetSolverPrecisions

// @cass-compat cass_hipsolverDnIRSParamsGetMaxIters since=6.0 needs=cass_hipsolverDnIRSParams_t -- the iteration limit set in the IRS parameters
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsGetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsGetMaxIters
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsGetMaxIters(cass_hipsolverDnIRSParams_t params,
                                                                     int* maxiters) {
  if (params == nullptr || maxiters == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *maxiters = params->maxIters;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsGetMaxIters

// @cass-compat cass_hipsolverDnIRSParamsEnableFallback since=6.0 needs=cass_hipsolverDnIRSParams_t -- the IRS parameters' fallback to the main precision (kept; the stand-ins always factor in it)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsEnableFallback
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsEnableFallback
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsEnableFallback(cass_hipsolverDnIRSParams_t params) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->fallback = true;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsEnableFallback

// @cass-compat cass_hipsolverDnIRSParamsDisableFallback since=6.0 needs=cass_hipsolverDnIRSParams_t -- the IRS parameters' fallback to the main precision (kept; the stand-ins always factor in it)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDisableFallback
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDisableFallback
static inline hipsolverStatus_t cass_hipsolverDnIRSParamsDisableFallback(cass_hipsolverDnIRSParams_t params) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  params->fallback = false;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSParamsDisableFallback

// @cass-compat cass_hipsolverDnIRSInfosCreate since=6.0 needs=cass_hipsolverDnIRSInfos_t+cass_hipsolverDnIRSParams_t -- a new report of IRS solves
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosCreate
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosCreate
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosCreate(cass_hipsolverDnIRSInfos_t* infos) {
  if (infos == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *infos = new cass_hipsolverDnIRSInfos();
  return HIPSOLVER_STATUS_SUCCESS;
}
// CUDA 10.2's form, which took the parameters too
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosCreate(cass_hipsolverDnIRSParams_t params,
                                                               cass_hipsolverDnIRSInfos_t* infos) {
  if (params == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  return cass_hipsolverDnIRSInfosCreate(infos);
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosCreate

// @cass-compat cass_hipsolverDnIRSInfosDestroy since=6.0 needs=cass_hipsolverDnIRSInfos_t -- a report of IRS solves freed
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosDestroy
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosDestroy
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosDestroy(cass_hipsolverDnIRSInfos_t infos) {
  if (infos == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  delete infos;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosDestroy

// @cass-compat cass_hipsolverDnIRSInfosGetNiters since=6.0 needs=cass_hipsolverDnIRSInfos_t -- the iterations of the last solve (-1: it factored in the main precision)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetNiters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetNiters
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosGetNiters(cass_hipsolverDnIRSInfos_t infos, int* value) {
  if (infos == nullptr || value == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *value = infos->niters;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetNiters

// @cass-compat cass_hipsolverDnIRSInfosGetOuterNiters since=6.0 needs=cass_hipsolverDnIRSInfos_t -- the outer iterations of the last solve (0: no refinement ran)
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetOuterNiters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetOuterNiters
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosGetOuterNiters(cass_hipsolverDnIRSInfos_t infos, int* value) {
  if (infos == nullptr || value == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *value = infos->outerNiters;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetOuterNiters

// @cass-compat cass_hipsolverDnIRSInfosGetMaxIters since=6.0 needs=cass_hipsolverDnIRSInfos_t -- the iteration limit the last solve had
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetMaxIters
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetMaxIters
static inline hipsolverStatus_t cass_hipsolverDnIRSInfosGetMaxIters(cass_hipsolverDnIRSInfos_t infos, int* value) {
  if (infos == nullptr || value == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *value = infos->maxIters;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSInfosGetMaxIters

// @cass-compat cass_hipsolverDnIRSPlan since=6.0 needs=cass_hipsolverDnXDense+cass_hipsolverDnIRSParams_t -- what the IRS stand-ins share: the precision their parameters select and their workspace's layout
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSPlan
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSPlan
// The main precision's letter (S, D, C, Z; 0 for none or another) and the device workspace of a
// solve in it: the pivots, getrs's info (getrf's goes to the caller's), then getrf's work.
static inline char cass_hipsolverDnIRSLetter(const cass_hipsolverDnIRSParams* params) {
  if (params == nullptr) return 0;
  switch (params->mainPrecision) {
    case 1204: return 'S';  // CASS_HIPSOLVER_R_32F
    case 1203: return 'D';  // CASS_HIPSOLVER_R_64F
    case 1214: return 'C';  // CASS_HIPSOLVER_C_32F
    case 1213: return 'Z';  // CASS_HIPSOLVER_C_64F
  }
  return 0;
}
static inline size_t cass_hipsolverDnIRSInfoOffset(int n) { return cass_hipsolverDnXAligned((size_t)n * sizeof(int)); }
static inline size_t cass_hipsolverDnIRSWorkOffset(int n) {
  return cass_hipsolverDnIRSInfoOffset(n) + cass_hipsolverDnXAligned(sizeof(int));
}
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnIRSBytes(hipsolverDnHandle_t handle, int n, T* A, int lda,
                                                         size_t* bytes) {
  int lwork = 0;
  const hipsolverStatus_t status = cass_hipsolverDnXTyped<T>::getrfSize(handle, n, A, lda, &lwork);
  if (status == HIPSOLVER_STATUS_SUCCESS) *bytes = cass_hipsolverDnIRSWorkOffset(n) + (size_t)lwork * sizeof(T);
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSPlan

// @cass-compat cass_hipsolverDnIRSXgesv_bufferSize since=6.0 needs=cass_hipsolverDnXDense+cass_hipsolverDnIRSParams_t+cass_hipsolverDnIRSInfos_t+cass_hipsolverDnIRSPlan -- the workspace of cass_hipsolverDnIRSXgesv: the pivots and the typed hipSOLVER getrf's work, in bytes on the device
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv_bufferSize
static inline hipsolverStatus_t cass_hipsolverDnIRSXgesv_bufferSize(hipsolverDnHandle_t handle,
                                                                    cass_hipsolverDnIRSParams_t params, int n, int nrhs,
                                                                    size_t* lwork_bytes) {
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork_bytes == nullptr || n < 0 || nrhs < 0) return HIPSOLVER_STATUS_INVALID_VALUE;
  const int lda = n > 1 ? n : 1;
  switch (cass_hipsolverDnIRSLetter(params)) {
    case 'S': return cass_hipsolverDnIRSBytes<float>(handle, n, nullptr, lda, lwork_bytes);
    case 'D': return cass_hipsolverDnIRSBytes<double>(handle, n, nullptr, lda, lwork_bytes);
    case 'C': return cass_hipsolverDnIRSBytes<hipFloatComplex>(handle, n, nullptr, lda, lwork_bytes);
    case 'Z': return cass_hipsolverDnIRSBytes<hipDoubleComplex>(handle, n, nullptr, lda, lwork_bytes);
  }
  return HIPSOLVER_STATUS_INVALID_VALUE;  // cuSOLVER: CUSOLVER_STATUS_IRS_PARAMS_INVALID
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv_bufferSize

// @cass-compat cass_hipsolverDnIRSXgesv since=6.0 needs=cass_hipsolverDnXDense+cass_hipsolverDnIRSParams_t+cass_hipsolverDnIRSInfos_t+cass_hipsolverDnIRSPlan -- the solution of A X = B by LU in the main precision (the typed hipSOLVER getrf and getrs) instead of cuSOLVER's lower-precision factorization and refinement: niters -1 (cuSOLVER's 'factored in the main precision'), A overwritten by its LU factors, B left as it was
#ifndef CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv
#define CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv
template <typename T>
static inline hipsolverStatus_t cass_hipsolverDnIRSXgesvTyped(hipsolverDnHandle_t handle, int n, int nrhs, T* A,
                                                              int lda, const T* B, int ldb, T* X, int ldx,
                                                              void* work, size_t bytes, int* info, int* pivots) {
  size_t needed = 0;
  hipsolverStatus_t status = cass_hipsolverDnIRSBytes<T>(handle, n, A, lda, &needed);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (bytes < needed || work == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  hipStream_t stream = nullptr;
  status = hipsolverGetStream(handle, &stream);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  char* base = static_cast<char*>(work);
  int* ipiv = pivots != nullptr ? pivots : reinterpret_cast<int*>(base);  // CUDA 10.2's form gave its own
  int* getrsInfo = reinterpret_cast<int*>(base + cass_hipsolverDnIRSInfoOffset(n));
  T* getrfWork = reinterpret_cast<T*>(base + cass_hipsolverDnIRSWorkOffset(n));
  status = cass_hipsolverDnXTyped<T>::getrf(handle, n, A, lda, getrfWork, ipiv, info);  // info > 0: A is singular
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  status = cass_hipsolverDnXCopy(stream, n, nrhs, B, ldb, X, ldx);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  return cass_hipsolverDnXTyped<T>::getrs(handle, n, nrhs, A, lda, ipiv, X, ldx, getrsInfo);
}
static inline hipsolverStatus_t cass_hipsolverDnIRSXgesvSolve(hipsolverDnHandle_t handle,
                                                              cass_hipsolverDnIRSParams_t gesv_irs_params,
                                                              cass_hipsolverDnIRSInfos_t gesv_irs_infos, int n,
                                                              int nrhs, void* dA, int ldda, int* pivots, void* dB,
                                                              int lddb, void* dX, int lddx, void* dWorkspace,
                                                              size_t lwork_bytes, int* niters, int* d_info) {
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  const int minimum = n > 1 ? n : 1;
  if (n < 0 || nrhs < 0 || ldda < minimum || lddb < minimum || lddx < minimum || niters == nullptr ||
      d_info == nullptr)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const char letter = cass_hipsolverDnIRSLetter(gesv_irs_params);
  if (letter == 0) return HIPSOLVER_STATUS_INVALID_VALUE;  // cuSOLVER: CUSOLVER_STATUS_IRS_PARAMS_INVALID
  // cuSOLVER's report of a solve that factored in the main precision: niters -1, A holding the LU factors.
  *niters = -1;
  if (gesv_irs_infos != nullptr) {
    gesv_irs_infos->niters = -1;
    gesv_irs_infos->outerNiters = 0;
    gesv_irs_infos->maxIters = gesv_irs_params->maxIters;
  }
  if (n == 0 || nrhs == 0) {
    hipStream_t stream = nullptr;
    const hipsolverStatus_t status = hipsolverGetStream(handle, &stream);
    if (status != HIPSOLVER_STATUS_SUCCESS) return status;
    return hipMemsetAsync(d_info, 0, sizeof(int), stream) == hipSuccess ? HIPSOLVER_STATUS_SUCCESS
                                                                         : HIPSOLVER_STATUS_EXECUTION_FAILED;
  }
  switch (letter) {
    case 'S':
      return cass_hipsolverDnIRSXgesvTyped(handle, n, nrhs, static_cast<float*>(dA), ldda, static_cast<float*>(dB),
                                           lddb, static_cast<float*>(dX), lddx, dWorkspace, lwork_bytes, d_info,
                                           pivots);
    case 'D':
      return cass_hipsolverDnIRSXgesvTyped(handle, n, nrhs, static_cast<double*>(dA), ldda, static_cast<double*>(dB),
                                           lddb, static_cast<double*>(dX), lddx, dWorkspace, lwork_bytes, d_info,
                                           pivots);
    case 'C':
      return cass_hipsolverDnIRSXgesvTyped(handle, n, nrhs, static_cast<hipFloatComplex*>(dA), ldda,
                                           static_cast<hipFloatComplex*>(dB), lddb, static_cast<hipFloatComplex*>(dX),
                                           lddx, dWorkspace, lwork_bytes, d_info,
                                           pivots);
    default:
      return cass_hipsolverDnIRSXgesvTyped(handle, n, nrhs, static_cast<hipDoubleComplex*>(dA), ldda,
                                           static_cast<hipDoubleComplex*>(dB), lddb,
                                           static_cast<hipDoubleComplex*>(dX), lddx, dWorkspace, lwork_bytes, d_info,
                                           pivots);
  }
}
static inline hipsolverStatus_t cass_hipsolverDnIRSXgesv(hipsolverDnHandle_t handle,
                                                         cass_hipsolverDnIRSParams_t gesv_irs_params,
                                                         cass_hipsolverDnIRSInfos_t gesv_irs_infos, int n, int nrhs,
                                                         void* dA, int ldda, void* dB, int lddb, void* dX, int lddx,
                                                         void* dWorkspace, size_t lwork_bytes, int* niters,
                                                         int* d_info) {
  return cass_hipsolverDnIRSXgesvSolve(handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, nullptr, dB, lddb,
                                       dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}
// CUDA 10.2's form: the data's type given (it must be the main precision) and the pivots' array.
static inline hipsolverStatus_t cass_hipsolverDnIRSXgesv(hipsolverDnHandle_t handle,
                                                         cass_hipsolverDnIRSParams_t gesv_irs_params,
                                                         cass_hipsolverDnIRSInfos_t gesv_irs_infos,
                                                         hipDataType inout_data_type, int n, int nrhs, void* dA,
                                                         int ldda, int* dipiv, void* dB, int lddb, void* dX, int lddx,
                                                         void* dWorkspace, size_t lwork_bytes, int* niters,
                                                         int* d_info) {
  if (gesv_irs_params == nullptr ||
      cass_hipsolverDnIRSPrecisionOf(inout_data_type) != gesv_irs_params->mainPrecision || dipiv == nullptr)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  return cass_hipsolverDnIRSXgesvSolve(handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dipiv, dB, lddb,
                                       dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverDnIRSXgesv
