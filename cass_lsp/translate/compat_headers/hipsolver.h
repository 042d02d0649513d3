// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuSOLVER calls hipSOLVER 6.4 lacks, written on what it has.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/translate/compat.py reads this file): each starts at its `@cass-compat` line
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
