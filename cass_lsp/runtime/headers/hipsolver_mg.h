// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuSOLVER's multi-GPU API (cusolverMg), which
// hipSOLVER and rocSOLVER lack entirely, written on the single-device hipSOLVER.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs=` the definitions it uses, then what it computes)
// and sits in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc,
// which has cusolverMg itself, it defines nothing.
//
// cusolverMg distributes a matrix over the devices of a 1 x G grid in 1-D column-block-cyclic
// layout: global column block b (colBlockSize columns) lives on device b % G of the grid, as local
// block b / G, the local blocks one after the other with the leading dimension rowBlockSize. The
// stand-ins gather the part the call works on into one column-major matrix in the workspace of the
// first device the handle selected (array_d_work[0]), run the typed single-device hipSOLVER routine
// there, and scatter what it wrote back (the matrix, getrf's pivots with A's column layout and a
// leading dimension of 1). The results are cuSOLVER's; the speed is one device's, and the first
// device must hold the gathered matrices (lwork counts them, per device, in elements of the compute
// type, as cuSOLVER's does). Handles, grids and matrix descriptors are host structures.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cass_hipsolverMg
#define CASS_HIP_COMPAT_cass_hipsolverMgContext
#define CASS_HIP_COMPAT_cass_hipsolverMgHandle_t
#define CASS_HIP_COMPAT_cass_hipLibMgGrid_t
#define CASS_HIP_COMPAT_cass_hipLibMgMatrixDesc_t
#define CASS_HIP_COMPAT_cass_hipsolverMgGridMapping_t
#define CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR
#define CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR
#define CASS_HIP_COMPAT_cass_hipsolverMgCreate
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroy
#define CASS_HIP_COMPAT_cass_hipsolverMgDeviceSelect
#define CASS_HIP_COMPAT_cass_hipsolverMgCreateDeviceGrid
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroyGrid
#define CASS_HIP_COMPAT_cass_hipsolverMgCreateMatrixDesc
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroyMatrixDesc
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrf_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrf
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrs_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrs
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrf_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrf
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrs_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrs
#define CASS_HIP_COMPAT_cass_hipsolverMgPotri_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotri
#define CASS_HIP_COMPAT_cass_hipsolverMgSyevd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgSyevd
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_hipsolverMg since=6.0 -- what the cusolverMg stand-ins share: the handle, grid and matrix descriptor (host structures), the gather and scatter of a 1-D column-block-cyclic matrix, and the typed hipSOLVER routines by element type
#ifndef CASS_HIP_COMPAT_cass_hipsolverMg
#define CASS_HIP_COMPAT_cass_hipsolverMg
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
#include <hipsolver/hipsolver.h>
#include <cstddef>
#include <cstdint>
#include <vector>
// cusolverMg's values (CUDALIBMG_GRID_MAPPING_ROW_MAJOR = 1, COL_MAJOR = 0).
typedef enum {
  CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR = 1,
  CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR = 0
} cass_hipsolverMgGridMapping_t;
// The devices the program selected: the first one computes, through its hipSOLVER handle.
struct cass_hipsolverMgContext {
  std::vector<int> devices;
  hipsolverHandle_t solver = nullptr;
};
typedef cass_hipsolverMgContext* cass_hipsolverMgHandle_t;
struct cass_hipLibMgGridInfo {
  std::vector<int> devices;  // the grid's columns of devices, in order
};
typedef cass_hipLibMgGridInfo* cass_hipLibMgGrid_t;
struct cass_hipLibMgMatrixInfo {
  int64_t rows, cols, rowBlock, colBlock;  // rowBlock: the local leading dimension (1-D layout)
  hipDataType type;
  std::vector<int> devices;  // the grid's, copied (a grid may be destroyed before its descriptors)
};
typedef cass_hipLibMgMatrixInfo* cass_hipLibMgMatrixDesc_t;

// Sets a device for the call and restores the caller's device when it ends.
struct cass_hipsolverMgOnDevice {
  int previous = 0;
  explicit cass_hipsolverMgOnDevice(int device) {
    (void)hipGetDevice(&previous);
    (void)hipSetDevice(device);
  }
  ~cass_hipsolverMgOnDevice() { (void)hipSetDevice(previous); }
};
// A size query's matrix: the caller's first local array (hipSOLVER reads no element of it).
template <typename T>
static inline T* cass_hipsolverMgFirst(void* const* arrays) {
  return arrays != nullptr ? static_cast<T*>(arrays[0]) : nullptr;
}
// One piece of a column block that a gather or scatter of A(row0 : row0 + m, col0 : col0 + n)
// (0-based) copies: `width` columns of m rows, at `local` elements into the local array of grid
// device `device`, and at `packed` elements into the packed m x n matrix.
struct cass_hipsolverMgPiece {
  int device;
  int64_t local, packed, width;
};
// Calls copy(piece) for the column blocks that meet the columns, in global column order.
template <typename Copy>
static inline void cass_hipsolverMgForEachPiece(int nbDevices, int64_t lld, int64_t colBlock, int64_t row0,
                                                int64_t col0, int64_t m, int64_t n, Copy copy) {
  if (m <= 0 || n <= 0) return;
  for (int64_t block = col0 / colBlock; block * colBlock < col0 + n; ++block) {
    const int64_t first = block * colBlock > col0 ? block * colBlock : col0;
    const int64_t end = (block + 1) * colBlock < col0 + n ? (block + 1) * colBlock : col0 + n;
    const int64_t localColumn = (block / nbDevices) * colBlock + (first - block * colBlock);
    copy(cass_hipsolverMgPiece{(int)(block % nbDevices), localColumn * lld + row0, (first - col0) * m, end - first});
  }
}
// Gathers (toPacked) or scatters a part of a distributed matrix of `size`-byte elements between
// the local arrays and `packed` (m x n, leading dimension m) on device `home`. Peer copies: each
// piece in one hipMemcpyPeer where its columns are contiguous on both sides, else column by column.
static inline hipError_t cass_hipsolverMgCopy(const std::vector<int>& devices, void* const* arrays, size_t size,
                                              int64_t lld, int64_t colBlock, int64_t row0, int64_t col0, int64_t m,
                                              int64_t n, void* packed, int home, bool toPacked) {
  hipError_t error = hipSuccess;
  cass_hipsolverMgForEachPiece(
      (int)devices.size(), lld, colBlock, row0, col0, m, n, [&](const cass_hipsolverMgPiece& piece) {
        if (error != hipSuccess) return;
        char* local = static_cast<char*>(arrays[piece.device]) + piece.local * size;
        char* dense = static_cast<char*>(packed) + piece.packed * size;
        const int device = devices[piece.device];
        const bool contiguous = lld == m || piece.width == 1;
        const int64_t columns = contiguous ? 1 : piece.width;
        const size_t bytes = (size_t)(contiguous ? m * piece.width : m) * size;
        for (int64_t j = 0; j < columns && error == hipSuccess; ++j) {
          char* l = local + (size_t)(j * lld) * size;
          char* d = dense + (size_t)(j * m) * size;
          error = toPacked ? hipMemcpyPeer(d, home, l, device, bytes) : hipMemcpyPeer(l, device, d, home, bytes);
        }
      });
  // cusolverMg returns with the results in place: the devices written to are synchronized
  for (size_t p = 0; !toPacked && error == hipSuccess && p < devices.size(); ++p) {
    cass_hipsolverMgOnDevice on(devices[p]);
    error = hipDeviceSynchronize();
  }
  return error;
}
// The part of a distributed matrix a call names (IA, JA 1-based): checked against its descriptor.
static inline bool cass_hipsolverMgFits(const cass_hipLibMgMatrixInfo* desc, int64_t ia, int64_t ja, int64_t m,
                                        int64_t n) {
  return desc != nullptr && ia >= 1 && ja >= 1 && m >= 0 && n >= 0 && ia - 1 + m <= desc->rows &&
         ja - 1 + n <= desc->cols;
}
// The size of an element of type `type` (0: a type cusolverMg does not compute in).
static inline size_t cass_hipsolverMgElementSize(hipDataType type) {
  switch (type) {
    case HIP_R_32F:
      return 4;
    case HIP_R_64F:
    case HIP_C_32F:
      return 8;
    case HIP_C_64F:
      return 16;
    default:
      return 0;
  }
}
// The workspace on the first device, carved in order: aligned slots of the given byte sizes.
static inline size_t cass_hipsolverMgAlign(size_t bytes) { return (bytes + 255) / 256 * 256; }
static inline int64_t cass_hipsolverMgElements(size_t bytes, size_t size) {
  return (int64_t)((bytes + size - 1) / size);
}
static inline bool cass_hipsolverMgReady(const cass_hipsolverMgContext* handle) {
  return handle != nullptr && handle->solver != nullptr && !handle->devices.empty();
}
// The typed hipSOLVER routines of one element type T (Real: its eigenvalues' type).
template <typename T>
struct cass_hipsolverMgTyped;
#define CASS_HIPSOLVER_MG_TYPED(T, R, X, EV)                                                                         \
  template <>                                                                                                       \
  struct cass_hipsolverMgTyped<T> {                                                                                 \
    typedef R Real;                                                                                                 \
    static hipsolverStatus_t getrfSize(hipsolverHandle_t h, int m, int n, T* A, int lda, int* lw) {                 \
      return hipsolverDn##X##getrf_bufferSize(h, m, n, A, lda, lw);                                                 \
    }                                                                                                               \
    static hipsolverStatus_t getrf(hipsolverHandle_t h, int m, int n, T* A, int lda, T* work, int* ipiv, int* i) { \
      return hipsolverDn##X##getrf(h, m, n, A, lda, work, ipiv, i);                                                 \
    }                                                                                                               \
    static hipsolverStatus_t getrs(hipsolverHandle_t h, hipblasOperation_t op, int n, int nrhs, const T* A, int lda, \
                                   const int* ipiv, T* B, int ldb, int* info) {                                     \
      return hipsolverDn##X##getrs(h, op, n, nrhs, A, lda, ipiv, B, ldb, info);                                     \
    }                                                                                                               \
    static hipsolverStatus_t potrfSize(hipsolverHandle_t h, hipblasFillMode_t uplo, int n, T* A, int lda, int* lw) {\
      return hipsolverDn##X##potrf_bufferSize(h, uplo, n, A, lda, lw);                                              \
    }                                                                                                               \
    static hipsolverStatus_t potrf(hipsolverHandle_t h, hipblasFillMode_t uplo, int n, T* A, int lda, T* work,      \
                                   int lwork, int* info) {                                                          \
      return hipsolverDn##X##potrf(h, uplo, n, A, lda, work, lwork, info);                                          \
    }                                                                                                               \
    static hipsolverStatus_t potrs(hipsolverHandle_t h, hipblasFillMode_t uplo, int n, int nrhs, const T* A,        \
                                   int lda, T* B, int ldb, int* info) {                                             \
      return hipsolverDn##X##potrs(h, uplo, n, nrhs, A, lda, B, ldb, info);                                         \
    }                                                                                                               \
    static hipsolverStatus_t potriSize(hipsolverHandle_t h, hipblasFillMode_t uplo, int n, T* A, int lda, int* lw) {\
      return hipsolverDn##X##potri_bufferSize(h, uplo, n, A, lda, lw);                                              \
    }                                                                                                               \
    static hipsolverStatus_t potri(hipsolverHandle_t h, hipblasFillMode_t uplo, int n, T* A, int lda, T* work,      \
                                   int lwork, int* info) {                                                          \
      return hipsolverDn##X##potri(h, uplo, n, A, lda, work, lwork, info);                                          \
    }                                                                                                               \
    static hipsolverStatus_t syevdSize(hipsolverHandle_t h, hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int n, \
                                       T* A, int lda, R* W, int* lw) {                                              \
      return hipsolverDn##X##EV##_bufferSize(h, jobz, uplo, n, A, lda, W, lw);                                      \
    }                                                                                                               \
    static hipsolverStatus_t syevd(hipsolverHandle_t h, hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int n,     \
                                   T* A, int lda, R* W, T* work, int lwork, int* info) {                            \
      return hipsolverDn##X##EV(h, jobz, uplo, n, A, lda, W, work, lwork, info);                                    \
    }                                                                                                               \
  };
CASS_HIPSOLVER_MG_TYPED(float, float, S, syevd)
CASS_HIPSOLVER_MG_TYPED(double, double, D, syevd)
CASS_HIPSOLVER_MG_TYPED(hipFloatComplex, float, C, heevd)
CASS_HIPSOLVER_MG_TYPED(hipDoubleComplex, double, Z, heevd)
#undef CASS_HIPSOLVER_MG_TYPED
// Returns FN<T>(args...) for the element type `type` names; NOT_SUPPORTED for any other (a macro, not a
// generic lambda: CUDALibrarySamples build as C++11).
#define CASS_HIPSOLVER_MG_DISPATCH(type, FN, ...)       \
  switch (type) {                                       \
    case HIP_R_32F:                                     \
      return FN<float>(__VA_ARGS__);                    \
    case HIP_R_64F:                                     \
      return FN<double>(__VA_ARGS__);                   \
    case HIP_C_32F:                                     \
      return FN<hipFloatComplex>(__VA_ARGS__);          \
    case HIP_C_64F:                                     \
      return FN<hipDoubleComplex>(__VA_ARGS__);         \
    default:                                            \
      return HIPSOLVER_STATUS_NOT_SUPPORTED;            \
  }
// After the typed routine: its device info to the caller's host int, and the status of the copies.
static inline hipsolverStatus_t cass_hipsolverMgFinish(hipsolverStatus_t status, const int* devInfo, int* info) {
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (hipMemcpy(info, devInfo, sizeof(int),
      hipMemcpyDeviceToHost) != hipSuccess) return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMg

// @cass-compat cass_hipsolverMgContext since=6.0 needs=cass_hipsolverMg -- a multi-GPU solver's state (a host structure: the devices selected and the first one's hipSOLVER handle)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgContext
#define CASS_HIP_COMPAT_cass_hipsolverMgContext
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgContext

// @cass-compat cass_hipsolverMgHandle_t since=6.0 needs=cass_hipsolverMg -- a multi-GPU solver handle (a pointer to cass_hipsolverMgContext)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgHandle_t
#define CASS_HIP_COMPAT_cass_hipsolverMgHandle_t
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgHandle_t

// @cass-compat cass_hipLibMgGrid_t since=6.0 needs=cass_hipsolverMg -- a grid of devices (a host structure: the devices of its one row)
#ifndef CASS_HIP_COMPAT_cass_hipLibMgGrid_t
#define CASS_HIP_COMPAT_cass_hipLibMgGrid_t
#endif  // CASS_HIP_COMPAT_cass_hipLibMgGrid_t

// @cass-compat cass_hipLibMgMatrixDesc_t since=6.0 needs=cass_hipsolverMg -- a distributed matrix's descriptor (a host structure: its sizes, tile sizes, type and devices)
#ifndef CASS_HIP_COMPAT_cass_hipLibMgMatrixDesc_t
#define CASS_HIP_COMPAT_cass_hipLibMgMatrixDesc_t
#endif  // CASS_HIP_COMPAT_cass_hipLibMgMatrixDesc_t

// @cass-compat cass_hipsolverMgGridMapping_t since=6.0 needs=cass_hipsolverMg -- how a grid's devices are ordered, with cusolverMg's values
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgGridMapping_t
#define CASS_HIP_COMPAT_cass_hipsolverMgGridMapping_t
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgGridMapping_t

// @cass-compat CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR since=6.0 needs=cass_hipsolverMg -- a grid mapping (an enumerator of cass_hipsolverMgGridMapping_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR
#define CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR
#endif  // CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR

// @cass-compat CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR since=6.0 needs=cass_hipsolverMg -- a grid mapping (an enumerator of cass_hipsolverMgGridMapping_t)
#ifndef CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR
#define CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR
#endif  // CASS_HIP_COMPAT_CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR

// @cass-compat cass_hipsolverMgCreate since=6.0 needs=cass_hipsolverMg -- a multi-GPU solver handle with no devices yet
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgCreate
#define CASS_HIP_COMPAT_cass_hipsolverMgCreate
static inline hipsolverStatus_t cass_hipsolverMgCreate(cass_hipsolverMgHandle_t* handle) {
  if (handle == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  *handle = new cass_hipsolverMgContext();
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgCreate

// @cass-compat cass_hipsolverMgDestroy since=6.0 needs=cass_hipsolverMg -- frees a multi-GPU solver handle and the first device's hipSOLVER handle
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgDestroy
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroy
static inline hipsolverStatus_t cass_hipsolverMgDestroy(cass_hipsolverMgHandle_t handle) {
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  hipsolverStatus_t status = HIPSOLVER_STATUS_SUCCESS;
  if (handle->solver != nullptr) {
    cass_hipsolverMgOnDevice on(handle->devices[0]);
    status = hipsolverDestroy(handle->solver);
  }
  delete handle;
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgDestroy

// @cass-compat cass_hipsolverMgDeviceSelect since=6.0 needs=cass_hipsolverMg -- the devices the handle works with; the first one computes (a hipSOLVER handle is created on it)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgDeviceSelect
#define CASS_HIP_COMPAT_cass_hipsolverMgDeviceSelect
static inline hipsolverStatus_t cass_hipsolverMgDeviceSelect(cass_hipsolverMgHandle_t handle, int nbDevices,
                                                             int deviceId[]) {
  if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (nbDevices < 1 || deviceId == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (handle->solver != nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;  // cuSOLVER: devices are selected once
  handle->devices.assign(deviceId, deviceId + nbDevices);
  cass_hipsolverMgOnDevice on(handle->devices[0]);
  return hipsolverCreate(&handle->solver);
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgDeviceSelect

// @cass-compat cass_hipsolverMgCreateDeviceGrid since=6.0 needs=cass_hipsolverMg -- a 1 x G grid of devices (cusolverMg supports no other shape)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgCreateDeviceGrid
#define CASS_HIP_COMPAT_cass_hipsolverMgCreateDeviceGrid
static inline hipsolverStatus_t cass_hipsolverMgCreateDeviceGrid(cass_hipLibMgGrid_t* grid, int32_t numRowDevices,
                                                                 int32_t numColDevices, const int32_t deviceId[],
                                                                 cass_hipsolverMgGridMapping_t mapping) {
  if (grid == nullptr || deviceId == nullptr || numColDevices < 1) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (mapping != CASS_HIPLIBMG_GRID_MAPPING_ROW_MAJOR && mapping != CASS_HIPLIBMG_GRID_MAPPING_COL_MAJOR)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (numRowDevices != 1) return HIPSOLVER_STATUS_NOT_SUPPORTED;  // as cusolverMg: 1-D column layout only
  *grid = new cass_hipLibMgGridInfo{std::vector<int>(deviceId, deviceId + numColDevices)};
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgCreateDeviceGrid

// @cass-compat cass_hipsolverMgDestroyGrid since=6.0 needs=cass_hipsolverMg -- frees a grid of devices
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgDestroyGrid
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroyGrid
static inline hipsolverStatus_t cass_hipsolverMgDestroyGrid(cass_hipLibMgGrid_t grid) {
  if (grid == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  delete grid;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgDestroyGrid

// @cass-compat cass_hipsolverMgCreateMatrixDesc since=6.0 needs=cass_hipsolverMg -- a distributed matrix's descriptor: 1-D column-block-cyclic over the grid, the local leading dimension rowBlockSize (at least numRows)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgCreateMatrixDesc
#define CASS_HIP_COMPAT_cass_hipsolverMgCreateMatrixDesc
static inline hipsolverStatus_t cass_hipsolverMgCreateMatrixDesc(cass_hipLibMgMatrixDesc_t* desc, int64_t numRows,
                                                                 int64_t numCols, int64_t rowBlockSize,
                                                                 int64_t colBlockSize, hipDataType dataType,
                                                                 const cass_hipLibMgGrid_t grid) {
  if (desc == nullptr || grid == nullptr || numRows < 0 || numCols < 0 || rowBlockSize < 1 || colBlockSize < 1)
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (rowBlockSize < numRows) return HIPSOLVER_STATUS_NOT_SUPPORTED;  // row blocks: 2-D layouts, which cusolverMg lacks
  if (cass_hipsolverMgElementSize(dataType) == 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  *desc = new cass_hipLibMgMatrixInfo{numRows, numCols, rowBlockSize, colBlockSize, dataType, grid->devices};
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgCreateMatrixDesc

// @cass-compat cass_hipsolverMgDestroyMatrixDesc since=6.0 needs=cass_hipsolverMg -- frees a distributed matrix's descriptor
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgDestroyMatrixDesc
#define CASS_HIP_COMPAT_cass_hipsolverMgDestroyMatrixDesc
static inline hipsolverStatus_t cass_hipsolverMgDestroyMatrixDesc(cass_hipLibMgMatrixDesc_t desc) {
  if (desc == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
  delete desc;
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgDestroyMatrixDesc

// @cass-compat cass_hipsolverMgGetrf_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgGetrf, in elements of the compute type per device: the gathered matrix, its pivots and info, and the typed hipSOLVER getrf's
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgGetrf_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrf_bufferSize
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgGetrf_bufferSizeAs(cass_hipsolverMgHandle_t handle, int M, int N,
                                                                 void* array_d_A[], int IA, int JA,
                                                                 cass_hipLibMgMatrixDesc_t descrA,
                                                                 int* array_d_IPIV[], hipDataType computeType,
                                                                 int64_t* lwork) {
  cass_hipsolverMgOnDevice on(handle->devices[0]);
  const int lda = M > 1 ? M : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::getrfSize(handle->solver, M, N,
      cass_hipsolverMgFirst<T>(array_d_A), lda, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const size_t bytes = cass_hipsolverMgAlign(sizeof(T) * (size_t)lda * N) +
                       cass_hipsolverMgAlign(sizeof(int) * (size_t)(M < N ? M : N)) +
                       cass_hipsolverMgAlign(sizeof(int)) +
                       sizeof(T) * (size_t)lw;
  *lwork = cass_hipsolverMgElements(bytes, sizeof(T));
  return HIPSOLVER_STATUS_SUCCESS;
}
static inline hipsolverStatus_t cass_hipsolverMgGetrf_bufferSize(cass_hipsolverMgHandle_t handle, int M, int N,
                                                                 void* array_d_A[], int IA, int JA,
                                                                 cass_hipLibMgMatrixDesc_t descrA,
                                                                 int* array_d_IPIV[], hipDataType computeType,
                                                                 int64_t* lwork) {
  (void)array_d_A;
  (void)array_d_IPIV;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, M, N)) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgGetrf_bufferSizeAs, handle, M, N, array_d_A, IA, JA, descrA,
      array_d_IPIV, computeType, lwork)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgGetrf_bufferSize

// @cass-compat cass_hipsolverMgGetrf since=6.0 needs=cass_hipsolverMg -- the LU factorization with partial pivoting of a distributed matrix, by the typed hipSOLVER getrf on the first device (A and the distributed pivots written back; info on the host)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgGetrf
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrf
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgGetrfAs(cass_hipsolverMgHandle_t handle, int M, int N,
    void* array_d_A[],
                                                      int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                      int* array_d_IPIV[], hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* info) {
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int lda = M > 1 ? M : 1;
  const int k = M < N ? M : N;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::getrfSize(handle->solver, M, N,
      static_cast<T*>(array_d_work[0]), lda, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  int* ipiv = reinterpret_cast<int*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)lda * N));
  int* devInfo = reinterpret_cast<int*>(reinterpret_cast<char*>(ipiv) + cass_hipsolverMgAlign(sizeof(int) * (size_t)k));
  T* work = reinterpret_cast<T*>(reinterpret_cast<char*>(devInfo) + cass_hipsolverMgAlign(sizeof(int)));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(work + lw) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const std::vector<int>& devices = descrA->devices;
  if (cass_hipsolverMgCopy(devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1, M, N,
                           A, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  status = cass_hipsolverMgTyped<T>::getrf(handle->solver, M, N, A, lda, work, ipiv, devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  // the pivots (1-based rows of the part factored) lie in A's column layout, leading dimension 1
  if (cass_hipsolverMgCopy(devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1, M, N,
                           A, home, false) != hipSuccess ||
      cass_hipsolverMgCopy(devices, reinterpret_cast<void* const*>(array_d_IPIV), sizeof(int), 1, descrA->colBlock,
                           0, JA - 1, 1, k, ipiv, home, false) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, info);
}
static inline hipsolverStatus_t cass_hipsolverMgGetrf(cass_hipsolverMgHandle_t handle, int M, int N, void* array_d_A[],
                                                      int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                      int* array_d_IPIV[], hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || array_d_IPIV == nullptr || array_d_work == nullptr || info == nullptr ||
      !cass_hipsolverMgFits(descrA, IA, JA, M, N))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgGetrfAs, handle, M, N, array_d_A, IA, JA, descrA,
      array_d_IPIV, computeType, array_d_work, lwork, info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgGetrf

// @cass-compat cass_hipsolverMgGetrs_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgGetrs, in elements of the compute type per device: the gathered factors, pivots, right-hand sides and info
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgGetrs_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrs_bufferSize
static inline hipsolverStatus_t cass_hipsolverMgGetrs_bufferSize(
    cass_hipsolverMgHandle_t handle, hipblasOperation_t TRANS, int N, int NRHS, void* array_d_A[], int IA, int JA,
    cass_hipLibMgMatrixDesc_t descrA, int* array_d_IPIV[], void* array_d_B[], int IB, int JB,
    cass_hipLibMgMatrixDesc_t descrB, hipDataType computeType, int64_t* lwork) {
  (void)TRANS;
  (void)array_d_A;
  (void)array_d_IPIV;
  (void)array_d_B;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N, N) || !cass_hipsolverMgFits(descrB, IB, JB, N, NRHS))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const size_t size = cass_hipsolverMgElementSize(computeType);
  if (size == 0 || computeType != descrA->type || computeType != descrB->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  const size_t ld = N > 1 ? N : 1;
  const size_t bytes = cass_hipsolverMgAlign(size * ld * N) + cass_hipsolverMgAlign(sizeof(int) * (size_t)N) +
                       cass_hipsolverMgAlign(size * ld * NRHS) + sizeof(int);
  *lwork = cass_hipsolverMgElements(bytes, size);
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgGetrs_bufferSize

// @cass-compat cass_hipsolverMgGetrs since=6.0 needs=cass_hipsolverMg -- solves op(A) X = B with getrf's distributed factors and pivots, by the typed hipSOLVER getrs on the first device (X written over the distributed B; info on the host)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgGetrs
#define CASS_HIP_COMPAT_cass_hipsolverMgGetrs
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgGetrsAs(cass_hipsolverMgHandle_t handle, hipblasOperation_t TRANS,
    int N,
                                                      int NRHS, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, int* array_d_IPIV[],
                                                      void* array_d_B[], int IB, int JB,
                                                      cass_hipLibMgMatrixDesc_t descrB, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* info) {
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int ld = N > 1 ? N : 1;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  int* ipiv = reinterpret_cast<int*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N));
  T* B = reinterpret_cast<T*>(reinterpret_cast<char*>(ipiv) + cass_hipsolverMgAlign(sizeof(int) * (size_t)N));
  int* devInfo = reinterpret_cast<int*>(reinterpret_cast<char*>(B) +
      cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * NRHS));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(devInfo + 1) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, true) != hipSuccess ||
      cass_hipsolverMgCopy(descrA->devices, reinterpret_cast<void* const*>(array_d_IPIV), sizeof(int), 1,
                           descrA->colBlock, 0, JA - 1, 1, N, ipiv, home, true) != hipSuccess ||
      cass_hipsolverMgCopy(descrB->devices, array_d_B, sizeof(T), descrB->rowBlock, descrB->colBlock, IB - 1, JB - 1,
                           N, NRHS, B, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::getrs(handle->solver, TRANS, N, NRHS, A, ld, ipiv, B, ld,
      devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (cass_hipsolverMgCopy(descrB->devices, array_d_B, sizeof(T), descrB->rowBlock, descrB->colBlock, IB - 1, JB - 1,
                           N, NRHS, B, home, false) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, info);
}
static inline hipsolverStatus_t cass_hipsolverMgGetrs(cass_hipsolverMgHandle_t handle, hipblasOperation_t TRANS, int N,
                                                      int NRHS, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, int* array_d_IPIV[],
                                                      void* array_d_B[], int IB, int JB,
                                                      cass_hipLibMgMatrixDesc_t descrB, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || array_d_IPIV == nullptr || array_d_B == nullptr || array_d_work == nullptr ||
      info == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N, N) || !cass_hipsolverMgFits(descrB, IB, JB, N, NRHS))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type || computeType != descrB->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgGetrsAs, handle, TRANS, N, NRHS, array_d_A, IA, JA, descrA,
      array_d_IPIV, array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgGetrs

// @cass-compat cass_hipsolverMgPotrf_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgPotrf, in elements of the compute type per device: the gathered matrix, info and the typed hipSOLVER potrf's
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotrf_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrf_bufferSize
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgPotrf_bufferSizeAs(cass_hipsolverMgHandle_t handle,
                                                                 hipblasFillMode_t uplo, int N, void* array_d_A[],
                                                                 int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                                 hipDataType computeType, int64_t* lwork) {
  cass_hipsolverMgOnDevice on(handle->devices[0]);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::potrfSize(handle->solver, uplo, N,
      cass_hipsolverMgFirst<T>(array_d_A), ld, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const size_t bytes =
      cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N) + cass_hipsolverMgAlign(sizeof(int)) + sizeof(T) * (size_t)lw;
  *lwork = cass_hipsolverMgElements(bytes, sizeof(T));
  return HIPSOLVER_STATUS_SUCCESS;
}
static inline hipsolverStatus_t cass_hipsolverMgPotrf_bufferSize(cass_hipsolverMgHandle_t handle,
                                                                 hipblasFillMode_t uplo, int N, void* array_d_A[],
                                                                 int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                                 hipDataType computeType, int64_t* lwork) {
  (void)array_d_A;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N, N)) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgPotrf_bufferSizeAs, handle, uplo, N, array_d_A, IA, JA,
      descrA, computeType, lwork)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotrf_bufferSize

// @cass-compat cass_hipsolverMgPotrf since=6.0 needs=cass_hipsolverMg -- the Cholesky factorization of a distributed Hermitian positive-definite matrix, by the typed hipSOLVER potrf on the first device (the factor written back; info on the host)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotrf
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrf
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgPotrfAs(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int N,
                                                      void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::potrfSize(handle->solver, uplo, N,
      static_cast<T*>(array_d_work[0]), ld, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  int* devInfo = reinterpret_cast<int*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N));
  T* work = reinterpret_cast<T*>(reinterpret_cast<char*>(devInfo) + cass_hipsolverMgAlign(sizeof(int)));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(work + lw) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  status = cass_hipsolverMgTyped<T>::potrf(handle->solver, uplo, N, A, ld, work, lw, devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, false) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, h_info);
}
static inline hipsolverStatus_t cass_hipsolverMgPotrf(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int N,
                                                      void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || array_d_work == nullptr || h_info == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N,
      N))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgPotrfAs, handle, uplo, N, array_d_A, IA, JA, descrA,
      computeType, array_d_work, lwork, h_info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotrf

// @cass-compat cass_hipsolverMgPotrs_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgPotrs, in elements of the compute type per device: the gathered factor, right-hand sides and info
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotrs_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrs_bufferSize
static inline hipsolverStatus_t cass_hipsolverMgPotrs_bufferSize(cass_hipsolverMgHandle_t handle,
                                                                 hipblasFillMode_t uplo, int n, int nrhs,
                                                                 void* array_d_A[], int IA, int JA,
                                                                 cass_hipLibMgMatrixDesc_t descrA, void* array_d_B[],
                                                                 int IB, int JB, cass_hipLibMgMatrixDesc_t descrB,
                                                                 hipDataType computeType, int64_t* lwork) {
  (void)uplo;
  (void)array_d_A;
  (void)array_d_B;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, n, n) || !cass_hipsolverMgFits(descrB, IB, JB, n, nrhs))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  const size_t size = cass_hipsolverMgElementSize(computeType);
  if (size == 0 || computeType != descrA->type || computeType != descrB->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  const size_t ld = n > 1 ? n : 1;
  const size_t bytes = cass_hipsolverMgAlign(size * ld * n) + cass_hipsolverMgAlign(size * ld * nrhs) + sizeof(int);
  *lwork = cass_hipsolverMgElements(bytes, size);
  return HIPSOLVER_STATUS_SUCCESS;
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotrs_bufferSize

// @cass-compat cass_hipsolverMgPotrs since=6.0 needs=cass_hipsolverMg -- solves A X = B with potrf's distributed factor, by the typed hipSOLVER potrs on the first device (X written over the distributed B; info on the host)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotrs
#define CASS_HIP_COMPAT_cass_hipsolverMgPotrs
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgPotrsAs(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int n,
                                                      int nrhs, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, void* array_d_B[], int IB,
                                                      int JB, cass_hipLibMgMatrixDesc_t descrB, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int ld = n > 1 ? n : 1;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  T* B = reinterpret_cast<T*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * n));
  int* devInfo = reinterpret_cast<int*>(reinterpret_cast<char*>(B) +
      cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * nrhs));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(devInfo + 1) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           n, n, A, home, true) != hipSuccess ||
      cass_hipsolverMgCopy(descrB->devices, array_d_B, sizeof(T), descrB->rowBlock, descrB->colBlock, IB - 1, JB - 1,
                           n, nrhs, B, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::potrs(handle->solver, uplo, n, nrhs, A, ld, B, ld, devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (cass_hipsolverMgCopy(descrB->devices, array_d_B, sizeof(T), descrB->rowBlock, descrB->colBlock, IB - 1, JB - 1,
                           n, nrhs, B, home, false) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, h_info);
}
static inline hipsolverStatus_t cass_hipsolverMgPotrs(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int n,
                                                      int nrhs, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, void* array_d_B[], int IB,
                                                      int JB, cass_hipLibMgMatrixDesc_t descrB, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || array_d_B == nullptr || array_d_work == nullptr || h_info == nullptr ||
      !cass_hipsolverMgFits(descrA, IA, JA, n, n) || !cass_hipsolverMgFits(descrB, IB, JB, n, nrhs))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type || computeType != descrB->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgPotrsAs, handle, uplo, n, nrhs, array_d_A, IA, JA, descrA,
      array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, h_info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotrs

// @cass-compat cass_hipsolverMgPotri_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgPotri, in elements of the compute type per device: the gathered factor, info and the typed hipSOLVER potri's
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotri_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgPotri_bufferSize
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgPotri_bufferSizeAs(cass_hipsolverMgHandle_t handle,
                                                                 hipblasFillMode_t uplo, int N, void* array_d_A[],
                                                                 int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                                 hipDataType computeType, int64_t* lwork) {
  cass_hipsolverMgOnDevice on(handle->devices[0]);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::potriSize(handle->solver, uplo, N,
      cass_hipsolverMgFirst<T>(array_d_A), ld, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const size_t bytes =
      cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N) + cass_hipsolverMgAlign(sizeof(int)) + sizeof(T) * (size_t)lw;
  *lwork = cass_hipsolverMgElements(bytes, sizeof(T));
  return HIPSOLVER_STATUS_SUCCESS;
}
static inline hipsolverStatus_t cass_hipsolverMgPotri_bufferSize(cass_hipsolverMgHandle_t handle,
                                                                 hipblasFillMode_t uplo, int N, void* array_d_A[],
                                                                 int IA, int JA, cass_hipLibMgMatrixDesc_t descrA,
                                                                 hipDataType computeType, int64_t* lwork) {
  (void)array_d_A;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N, N)) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgPotri_bufferSizeAs, handle, uplo, N, array_d_A, IA, JA,
      descrA, computeType, lwork)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotri_bufferSize

// @cass-compat cass_hipsolverMgPotri since=6.0 needs=cass_hipsolverMg -- the inverse of a distributed Hermitian positive-definite matrix from potrf's factor, by the typed hipSOLVER potri on the first device (uplo's triangle written back; info on the host)
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgPotri
#define CASS_HIP_COMPAT_cass_hipsolverMgPotri
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgPotriAs(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int N,
                                                      void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::potriSize(handle->solver, uplo, N,
      static_cast<T*>(array_d_work[0]), ld, &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  int* devInfo = reinterpret_cast<int*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N));
  T* work = reinterpret_cast<T*>(reinterpret_cast<char*>(devInfo) + cass_hipsolverMgAlign(sizeof(int)));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(work + lw) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  status = cass_hipsolverMgTyped<T>::potri(handle->solver, uplo, N, A, ld, work, lw, devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, false) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, h_info);
}
static inline hipsolverStatus_t cass_hipsolverMgPotri(cass_hipsolverMgHandle_t handle, hipblasFillMode_t uplo, int N,
                                                      void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, hipDataType computeType,
                                                      void* array_d_work[], int64_t lwork, int* h_info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || array_d_work == nullptr || h_info == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N,
      N))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgPotriAs, handle, uplo, N, array_d_A, IA, JA, descrA,
      computeType, array_d_work, lwork, h_info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgPotri

// @cass-compat cass_hipsolverMgSyevd_bufferSize since=6.0 needs=cass_hipsolverMg -- the workspace of cass_hipsolverMgSyevd, in elements of the compute type per device: the gathered matrix, the eigenvalues, info and the typed hipSOLVER syevd/heevd's
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgSyevd_bufferSize
#define CASS_HIP_COMPAT_cass_hipsolverMgSyevd_bufferSize
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgSyevd_bufferSizeAs(cass_hipsolverMgHandle_t handle,
                                                                 hipsolverEigMode_t jobz, hipblasFillMode_t uplo,
                                                                 int N, void* array_d_A[], int IA, int JA,
                                                                 cass_hipLibMgMatrixDesc_t descrA, void* W,
                                                                 hipDataType dataTypeW, hipDataType computeType,
                                                                 int64_t* lwork) {
  using R = typename cass_hipsolverMgTyped<T>::Real;
  if (cass_hipsolverMgElementSize(dataTypeW) != sizeof(R) || (dataTypeW != HIP_R_32F && dataTypeW != HIP_R_64F))
    return HIPSOLVER_STATUS_NOT_SUPPORTED;
  cass_hipsolverMgOnDevice on(handle->devices[0]);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::syevdSize(handle->solver, jobz, uplo, N,
      cass_hipsolverMgFirst<T>(array_d_A), ld,
                                                                 static_cast<R*>(W), &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  const size_t bytes = cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N) +
      cass_hipsolverMgAlign(sizeof(R) * (size_t)N) +
                       cass_hipsolverMgAlign(sizeof(int)) + sizeof(T) * (size_t)lw;
  *lwork = cass_hipsolverMgElements(bytes, sizeof(T));
  return HIPSOLVER_STATUS_SUCCESS;
}
static inline hipsolverStatus_t cass_hipsolverMgSyevd_bufferSize(cass_hipsolverMgHandle_t handle,
                                                                 hipsolverEigMode_t jobz, hipblasFillMode_t uplo,
                                                                 int N, void* array_d_A[], int IA, int JA,
                                                                 cass_hipLibMgMatrixDesc_t descrA, void* W,
                                                                 hipDataType dataTypeW, hipDataType computeType,
                                                                 int64_t* lwork) {
  (void)array_d_A;
  (void)W;
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (lwork == nullptr || !cass_hipsolverMgFits(descrA, IA, JA, N, N)) return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgSyevd_bufferSizeAs, handle, jobz, uplo, N, array_d_A, IA,
      JA, descrA, W, dataTypeW, computeType, lwork)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgSyevd_bufferSize

// @cass-compat cass_hipsolverMgSyevd since=6.0 needs=cass_hipsolverMg -- the eigenvalues (into W, on the host) and eigenvectors (over the distributed A) of a symmetric or Hermitian matrix, by the typed hipSOLVER syevd/heevd on the first device
#ifndef CASS_HIP_COMPAT_cass_hipsolverMgSyevd
#define CASS_HIP_COMPAT_cass_hipsolverMgSyevd
template <typename T>
static inline hipsolverStatus_t cass_hipsolverMgSyevdAs(cass_hipsolverMgHandle_t handle, hipsolverEigMode_t jobz,
                                                      hipblasFillMode_t uplo, int N, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, void* W, hipDataType dataTypeW,
                                                      hipDataType computeType, void* array_d_work[], int64_t lwork,
                                                      int* info) {
  using R = typename cass_hipsolverMgTyped<T>::Real;
  if (cass_hipsolverMgElementSize(dataTypeW) != sizeof(R) || (dataTypeW != HIP_R_32F && dataTypeW != HIP_R_64F))
    return HIPSOLVER_STATUS_NOT_SUPPORTED;
  const int home = handle->devices[0];
  cass_hipsolverMgOnDevice on(home);
  const int ld = N > 1 ? N : 1;
  int lw = 0;
  hipsolverStatus_t status = cass_hipsolverMgTyped<T>::syevdSize(
      handle->solver, jobz, uplo, N, static_cast<T*>(array_d_work[0]), ld,
      reinterpret_cast<R*>(static_cast<char*>(array_d_work[0]) + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N)),
          &lw);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  char* base = static_cast<char*>(array_d_work[0]);
  T* A = reinterpret_cast<T*>(base);
  R* values = reinterpret_cast<R*>(base + cass_hipsolverMgAlign(sizeof(T) * (size_t)ld * N));
  int* devInfo = reinterpret_cast<int*>(reinterpret_cast<char*>(values) + cass_hipsolverMgAlign(sizeof(R) * (size_t)N));
  T* work = reinterpret_cast<T*>(reinterpret_cast<char*>(devInfo) + cass_hipsolverMgAlign(sizeof(int)));
  if ((size_t)lwork * sizeof(T) < (size_t)(reinterpret_cast<char*>(work + lw) - base))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1, JA - 1,
                           N, N, A, home, true) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  status = cass_hipsolverMgTyped<T>::syevd(handle->solver, jobz, uplo, N, A, ld, values, work, lw, devInfo);
  if (status != HIPSOLVER_STATUS_SUCCESS) return status;
  // the eigenvectors (jobz vector) over A, as cusolverMg leaves them; the eigenvalues to the host W
  if ((jobz == HIPSOLVER_EIG_MODE_VECTOR &&
       cass_hipsolverMgCopy(descrA->devices, array_d_A, sizeof(T), descrA->rowBlock, descrA->colBlock, IA - 1,
                            JA - 1, N, N, A, home, false) != hipSuccess) ||
      hipMemcpy(W, values, sizeof(R) * (size_t)N, hipMemcpyDeviceToHost) != hipSuccess)
    return HIPSOLVER_STATUS_INTERNAL_ERROR;
  return cass_hipsolverMgFinish(status, devInfo, info);
}
static inline hipsolverStatus_t cass_hipsolverMgSyevd(cass_hipsolverMgHandle_t handle, hipsolverEigMode_t jobz,
                                                      hipblasFillMode_t uplo, int N, void* array_d_A[], int IA, int JA,
                                                      cass_hipLibMgMatrixDesc_t descrA, void* W, hipDataType dataTypeW,
                                                      hipDataType computeType, void* array_d_work[], int64_t lwork,
                                                      int* info) {
  if (!cass_hipsolverMgReady(handle)) return HIPSOLVER_STATUS_NOT_INITIALIZED;
  if (array_d_A == nullptr || W == nullptr || array_d_work == nullptr || info == nullptr ||
      !cass_hipsolverMgFits(descrA, IA, JA, N, N))
    return HIPSOLVER_STATUS_INVALID_VALUE;
  if (computeType != descrA->type) return HIPSOLVER_STATUS_NOT_SUPPORTED;
  CASS_HIPSOLVER_MG_DISPATCH(computeType, cass_hipsolverMgSyevdAs, handle, jobz, uplo, N, array_d_A, IA, JA, descrA,
      W, dataTypeW, computeType, array_d_work, lwork, info)
}
#endif  // CASS_HIP_COMPAT_cass_hipsolverMgSyevd
