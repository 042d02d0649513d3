// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuSPARSE formats hipSPARSE 6.4 lacks, and the
// compression flag of CUDA's allocations, written on what HIP has (the attribute that asks for it: driver.h).
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs=` the definitions it uses, then what it computes)
// and sits in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc,
// which has cuSPARSE itself, it defines nothing.
//
// Everything here is valid C as well as C++: CUDALibrarySamples' sliced-ELL samples are C files,
// which CUDA compiles as C (nvcc hands a .c file to the host compiler) and the port keeps
// compiling as C. C has no kernels, so the sliced-ELL-to-CSR conversion runs on the host, once,
// when the descriptor is created (the arrays are copied back, converted, and the CSR copied up).
//
// One definition extends a HIP call for the file that uses it (an object-like macro after the
// definition, so that the file's own calls, already translated to the HIP name, reach it):
// hipsparseDestroySpMat also frees a sliced-ELL descriptor's CSR copy, and forwards every other use
// to HIP's function.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cass_hipsparseSlicedEll
#define CASS_HIP_COMPAT_cass_hipsparseCreateSlicedEll
#define CASS_HIP_COMPAT_cass_hipsparseCreateConstSlicedEll
#define CASS_HIP_COMPAT_CASS_HIP_MEM_ALLOCATION_COMP_GENERIC
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_hipsparseSlicedEll since=6.0 -- a sliced-ELL matrix converted to CSR on the host (rows sorted by column, -1 padding dropped) and a registry of the CSR copies, which hipsparseDestroySpMat frees
#ifndef CASS_HIP_COMPAT_cass_hipsparseSlicedEll
#define CASS_HIP_COMPAT_cass_hipsparseSlicedEll
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <hip/hip_runtime_api.h>
#include <hipsparse/hipsparse.h>
// hipSPARSE 6.4 has no sliced-ELL format: the descriptor is a CSR one (the same rows, columns,
// nnz, index types, base and value type) over a copy the conversion allocates. The copy is made
// once, from what the arrays hold when the descriptor is created: writing the sliced-ELL arrays
// afterwards (through the original pointers, or cusparseSpMatSetValues, which here sets the CSR
// values pointer to the sliced-ELL array, a different layout) does not reach the copy, and
// cusparseSpMatGetValues returns the copy's values, not the array given. The registry is per
// translation unit and not locked: a descriptor destroyed in another file, or concurrently from
// two threads, keeps (leaks) its copy or races.
typedef struct cass_hipsparseSellCopy {
  const void* mat;  // the CSR descriptor
  void* block;      // its row offsets, column indices and values, one device allocation
  struct cass_hipsparseSellCopy* next;
} cass_hipsparseSellCopy;
static cass_hipsparseSellCopy* cass_hipsparseSellCopies = NULL;

static inline size_t cass_hipsparseIndexSize(hipsparseIndexType_t type) {
  return type == HIPSPARSE_INDEX_32I ? 4 : type == HIPSPARSE_INDEX_64I ? 8 : 0;  // 16U: CUDA's SELL takes none
}

static inline size_t cass_hipsparseValueSize(hipDataType type) {
  switch (type) {
    case HIP_R_8I: case HIP_R_8U: return 1;
    case HIP_R_16F: case HIP_R_16BF: return 2;
    case HIP_R_32F: case HIP_R_32I: case HIP_C_16F: case HIP_C_16BF: return 4;
    case HIP_R_64F: case HIP_C_32F: return 8;
    case HIP_C_64F: return 16;
    default: return 0;
  }
}

static inline int64_t cass_hipsparseIndexAt(const void* array, size_t size, int64_t i) {
  return size == 8 ? ((const int64_t*)array)[i] : (int64_t)((const int32_t*)array)[i];
}

static inline void cass_hipsparseIndexPut(void* array, size_t size, int64_t i, int64_t value) {
  if (size == 8) ((int64_t*)array)[i] = value;
  else ((int32_t*)array)[i] = (int32_t)value;
}

// The conversion, on host arrays: slice s holds rows s*sliceSize.. in column-major order from
// position sliceOffsets[s] - sliceOffsets[0] (so 0- and 1-based offsets both work), and a column
// index of -1 is padding. Writes rows + 1 row offsets (from base), nnz column indices and values,
// each row sorted by column (rocSPARSE's CSR routines require it). Returns 0, or -1 where the
// arrays disagree with the sizes given (an entry outside the matrix, a slice whose length is not a
// whole number of columns, an entry count other than nnz).
static inline int cass_hipsparseSellToCsr(int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize,
                                          int64_t sliceSize, const void* sliceOffsets, size_t offsetSize,
                                          const void* colInd, size_t colSize, const void* values, size_t valueSize,
                                          int64_t base, void* csrRowOffsets, void* csrColInd, void* csrValues) {
  int64_t slices = (rows + sliceSize - 1) / sliceSize, first = cass_hipsparseIndexAt(sliceOffsets, offsetSize, 0);
  int64_t* next = (int64_t*)calloc((size_t)rows + 1, sizeof(int64_t));  // each row's count, then its next slot
  int64_t s, row, k, total = 0;
  int failed = next == NULL;
  for (int pass = 0; pass < 2 && !failed; ++pass) {
    for (s = 0; s < slices && !failed; ++s) {
      int64_t begin = cass_hipsparseIndexAt(sliceOffsets, offsetSize, s) - first;
      int64_t end = cass_hipsparseIndexAt(sliceOffsets, offsetSize, s + 1) - first;
      if (begin < 0 || end < begin || end > sellValuesSize || (end - begin) % sliceSize != 0) {
        failed = 1;
        break;
      }
      for (k = begin; k < end; ++k) {
        int64_t col = cass_hipsparseIndexAt(colInd, colSize, k);
        row = s * sliceSize + (k - begin) % sliceSize;
        if (col == -1) continue;  // padding
        if (row >= rows || col < base || col >= cols + base) {
          failed = 1;
          break;
        }
        if (pass == 0) {
          ++next[row + 1];
        } else {
          int64_t slot = next[row]++;
          if (slot >= nnz) {
            failed = 1;
            break;
          }
          cass_hipsparseIndexPut(csrColInd, colSize, slot, col);
          memcpy((char*)csrValues + slot * valueSize, (const char*)values + k * valueSize, valueSize);
        }
      }
    }
    if (pass == 0 && !failed) {  // the counts become the row offsets
      for (row = 0; row < rows; ++row) next[row + 1] += next[row];
      total = next[rows];
      failed = total != nnz;
      for (row = 0; row <= rows && !failed; ++row) cass_hipsparseIndexPut(csrRowOffsets, offsetSize, row, next[row] + base);
    }
  }
  for (row = 0; row < rows && !failed; ++row) {  // insertion sort of each row by column
    int64_t start = cass_hipsparseIndexAt(csrRowOffsets, offsetSize, row) - base, stop = next[row], i, j;
    char held[16];
    for (i = start + 1; i < stop; ++i) {
      int64_t col = cass_hipsparseIndexAt(csrColInd, colSize, i);
      memcpy(held, (char*)csrValues + i * valueSize, valueSize);
      for (j = i; j > start && cass_hipsparseIndexAt(csrColInd, colSize, j - 1) > col; --j) {
        cass_hipsparseIndexPut(csrColInd, colSize, j, cass_hipsparseIndexAt(csrColInd, colSize, j - 1));
        memcpy((char*)csrValues + j * valueSize, (char*)csrValues + (j - 1) * valueSize, valueSize);
      }
      cass_hipsparseIndexPut(csrColInd, colSize, j, col);
      memcpy((char*)csrValues + j * valueSize, held, valueSize);
    }
  }
  free(next);
  return failed ? -1 : 0;
}

// The device CSR copy of a sliced-ELL matrix: one allocation (*block) holding the row offsets,
// column indices and values (*offsets, *columns, *values). The argument checks come first, before
// any HIP call.
static inline hipsparseStatus_t cass_hipsparseSellCsrCopy(int64_t rows, int64_t cols, int64_t nnz,
                                                          int64_t sellValuesSize, int64_t sliceSize,
                                                          const void* sellSliceOffsets, const void* sellColInd,
                                                          const void* sellValues,
                                                          hipsparseIndexType_t sellSliceOffsetsType,
                                                          hipsparseIndexType_t sellColIndType,
                                                          hipsparseIndexBase_t idxBase, hipDataType valueType,
                                                          void** block, void** offsets, void** columns,
                                                          void** values) {
  size_t offsetSize = cass_hipsparseIndexSize(sellSliceOffsetsType), colSize = cass_hipsparseIndexSize(sellColIndType);
  size_t valueSize = cass_hipsparseValueSize(valueType);
  if (rows < 0 || cols < 0 || nnz < 0 || sliceSize <= 0 || sellValuesSize < nnz || !block)
    return HIPSPARSE_STATUS_INVALID_VALUE;
  if (sellValuesSize > 0 && (!sellSliceOffsets || !sellColInd || !sellValues)) return HIPSPARSE_STATUS_INVALID_VALUE;
  if (!offsetSize || !colSize || !valueSize) return HIPSPARSE_STATUS_NOT_SUPPORTED;
  int64_t slices = (rows + sliceSize - 1) / sliceSize;
  // the device block: row offsets, then column indices, then values, each 256-byte aligned
  size_t offsetBytes = (size_t)(rows + 1) * offsetSize, colBytes = (size_t)nnz * colSize;
  size_t colAt = (offsetBytes + 255) / 256 * 256, valueAt = colAt + (colBytes + 255) / 256 * 256;
  size_t blockBytes = valueAt + (size_t)nnz * valueSize;
  size_t sellOffsetBytes = (size_t)(slices + 1) * offsetSize;
  char* host = (char*)malloc(blockBytes + sellOffsetBytes + (size_t)sellValuesSize * (colSize + valueSize) + 1);
  if (!host) return HIPSPARSE_STATUS_ALLOC_FAILED;
  char* hostSellOffsets = host + blockBytes;
  char* hostSellCols = hostSellOffsets + sellOffsetBytes;
  char* hostSellValues = hostSellCols + (size_t)sellValuesSize * colSize;
  hipsparseStatus_t status = HIPSPARSE_STATUS_SUCCESS;
  *block = NULL;
  if (hipMemcpy(hostSellOffsets, sellSliceOffsets, sellOffsetBytes, hipMemcpyDefault) != hipSuccess ||
      hipMemcpy(hostSellCols, sellColInd, (size_t)sellValuesSize * colSize, hipMemcpyDefault) != hipSuccess ||
      hipMemcpy(hostSellValues, sellValues, (size_t)sellValuesSize * valueSize, hipMemcpyDefault) != hipSuccess)
    status = HIPSPARSE_STATUS_INTERNAL_ERROR;
  else if (cass_hipsparseSellToCsr(rows, cols, nnz, sellValuesSize, sliceSize, hostSellOffsets, offsetSize,
                                   hostSellCols, colSize, hostSellValues, valueSize,
                                   idxBase == HIPSPARSE_INDEX_BASE_ONE ? 1 : 0, host, host + colAt, host + valueAt) != 0)
    status = HIPSPARSE_STATUS_INVALID_VALUE;
  else if (hipMalloc(block, blockBytes) != hipSuccess)
    status = HIPSPARSE_STATUS_ALLOC_FAILED;
  else if (hipMemcpy(*block, host, blockBytes, hipMemcpyHostToDevice) != hipSuccess)
    status = HIPSPARSE_STATUS_INTERNAL_ERROR;
  free(host);
  if (status != HIPSPARSE_STATUS_SUCCESS) {
    if (*block) (void)hipFree(*block);
    *block = NULL;
    return status;
  }
  *offsets = *block;
  *columns = (char*)*block + colAt;
  *values = (char*)*block + valueAt;
  return status;
}

static inline hipsparseStatus_t cass_hipsparseSellRegister(const void* mat, void* block) {
  cass_hipsparseSellCopy* copy = (cass_hipsparseSellCopy*)malloc(sizeof(cass_hipsparseSellCopy));
  if (!copy) return HIPSPARSE_STATUS_ALLOC_FAILED;
  copy->mat = mat;
  copy->block = block;
  copy->next = cass_hipsparseSellCopies;
  cass_hipsparseSellCopies = copy;
  return HIPSPARSE_STATUS_SUCCESS;
}

// hipsparseDestroySpMat, which also frees the CSR copy of a descriptor made from sliced-ELL arrays
// (hipFree waits for the work that may still read it).
__attribute__((unused))  // a file may create and never destroy
static inline hipsparseStatus_t cass_hipsparseDestroySpMat(hipsparseConstSpMatDescr_t spMatDescr) {
  cass_hipsparseSellCopy** link = &cass_hipsparseSellCopies;
  while (*link && (*link)->mat != spMatDescr) link = &(*link)->next;
  hipsparseStatus_t status = hipsparseDestroySpMat(spMatDescr);
  if (*link) {
    cass_hipsparseSellCopy* copy = *link;
    *link = copy->next;
    (void)hipFree(copy->block);
    free(copy);
  }
  return status;
}
#define hipsparseDestroySpMat cass_hipsparseDestroySpMat
#endif  // CASS_HIP_COMPAT_cass_hipsparseSlicedEll

// @cass-compat cass_hipsparseCreateSlicedEll since=6.0 needs=cass_hipsparseSlicedEll -- a CSR descriptor over a copy of the sliced-ELL matrix (converted once, here), which hipsparseDestroySpMat frees
#ifndef CASS_HIP_COMPAT_cass_hipsparseCreateSlicedEll
#define CASS_HIP_COMPAT_cass_hipsparseCreateSlicedEll
static inline hipsparseStatus_t cass_hipsparseCreateSlicedEll(
    hipsparseSpMatDescr_t* spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize,
    int64_t sliceSize, void* sellSliceOffsets, void* sellColInd, void* sellValues,
    hipsparseIndexType_t sellSliceOffsetsType, hipsparseIndexType_t sellColIndType, hipsparseIndexBase_t idxBase,
    hipDataType valueType) {
  void *block = NULL, *offsets = NULL, *columns = NULL, *values = NULL;
  if (!spMatDescr) return HIPSPARSE_STATUS_INVALID_VALUE;
  hipsparseStatus_t status = cass_hipsparseSellCsrCopy(
      rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType,
      sellColIndType, idxBase, valueType, &block, &offsets, &columns, &values);
  if (status != HIPSPARSE_STATUS_SUCCESS) return status;
  status = hipsparseCreateCsr(spMatDescr, rows, cols, nnz, offsets, columns, values, sellSliceOffsetsType,
                              sellColIndType, idxBase, valueType);
  if (status == HIPSPARSE_STATUS_SUCCESS) status = cass_hipsparseSellRegister(*spMatDescr, block);
  if (status != HIPSPARSE_STATUS_SUCCESS) (void)hipFree(block);
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipsparseCreateSlicedEll

// @cass-compat cass_hipsparseCreateConstSlicedEll since=6.0 needs=cass_hipsparseSlicedEll -- a const CSR descriptor over a copy of the sliced-ELL matrix (converted once, here), which hipsparseDestroySpMat frees
#ifndef CASS_HIP_COMPAT_cass_hipsparseCreateConstSlicedEll
#define CASS_HIP_COMPAT_cass_hipsparseCreateConstSlicedEll
static inline hipsparseStatus_t cass_hipsparseCreateConstSlicedEll(
    hipsparseConstSpMatDescr_t* spMatDescr, int64_t rows, int64_t cols, int64_t nnz, int64_t sellValuesSize,
    int64_t sliceSize, const void* sellSliceOffsets, const void* sellColInd, const void* sellValues,
    hipsparseIndexType_t sellSliceOffsetsType, hipsparseIndexType_t sellColIndType, hipsparseIndexBase_t idxBase,
    hipDataType valueType) {
  void *block = NULL, *offsets = NULL, *columns = NULL, *values = NULL;
  if (!spMatDescr) return HIPSPARSE_STATUS_INVALID_VALUE;
  hipsparseStatus_t status = cass_hipsparseSellCsrCopy(
      rows, cols, nnz, sellValuesSize, sliceSize, sellSliceOffsets, sellColInd, sellValues, sellSliceOffsetsType,
      sellColIndType, idxBase, valueType, &block, &offsets, &columns, &values);
  if (status != HIPSPARSE_STATUS_SUCCESS) return status;
  status = hipsparseCreateConstCsr(spMatDescr, rows, cols, nnz, offsets, columns, values, sellSliceOffsetsType,
                                   sellColIndType, idxBase, valueType);
  if (status == HIPSPARSE_STATUS_SUCCESS) status = cass_hipsparseSellRegister(*spMatDescr, block);
  if (status != HIPSPARSE_STATUS_SUCCESS) (void)hipFree(block);
  return status;
}
#endif  // CASS_HIP_COMPAT_cass_hipsparseCreateConstSlicedEll

// @cass-compat CASS_HIP_MEM_ALLOCATION_COMP_GENERIC since=6.0 -- CUDA's generic-compression allocation flag (CU_MEM_ALLOCATION_COMP_GENERIC, 1): HIP has no compressed allocations, and a program that asks first (the attribute answers 0) never sets it
#ifndef CASS_HIP_COMPAT_CASS_HIP_MEM_ALLOCATION_COMP_GENERIC
#define CASS_HIP_COMPAT_CASS_HIP_MEM_ALLOCATION_COMP_GENERIC
// Only so that the program compiles: hipMemCreate has no compression to give it.
#define CASS_HIP_MEM_ALLOCATION_COMP_GENERIC 1
#endif  // CASS_HIP_COMPAT_CASS_HIP_MEM_ALLOCATION_COMP_GENERIC
