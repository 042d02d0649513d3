// What HIP lacks, defined by cass-lsp with CUDA's semantics: HIP library functions newer than the HIP targeted.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// HIP library functions newer than the HIP targeted, keyed by their HIP name: the tables map the
// CUDA name as usual (tables.apply), and the definition stands in where HIP lacks it.
// hipsparseGetErrorString appeared in HIP 6.0; HeCBench's five generic-API hipSPARSE programs call
// cusparseGetErrorString in their error macro, and nothing else keeps them from HIP 5.x. Status
// values are hipSPARSE's (the same in 5.2.3 and 6.4.3), taken as int so that the definition needs
// no hipsparse.h before it; the #if leaves HIP 6's own when the output meets a newer HIP.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_hipsparseGetErrorString
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat hipsparseGetErrorString before=6.0 -- the name of a hipSPARSE status, which hipSPARSE has from HIP 6.0
#ifndef CASS_HIP_COMPAT_hipsparseGetErrorString
#define CASS_HIP_COMPAT_hipsparseGetErrorString
#include <hip/hip_version.h>
#if HIP_VERSION_MAJOR < 6
static inline const char* hipsparseGetErrorString(int status) {
  switch (status) {
    case 0: return "HIPSPARSE_STATUS_SUCCESS";
    case 1: return "HIPSPARSE_STATUS_NOT_INITIALIZED";
    case 2: return "HIPSPARSE_STATUS_ALLOC_FAILED";
    case 3: return "HIPSPARSE_STATUS_INVALID_VALUE";
    case 4: return "HIPSPARSE_STATUS_ARCH_MISMATCH";
    case 5: return "HIPSPARSE_STATUS_MAPPING_ERROR";
    case 6: return "HIPSPARSE_STATUS_EXECUTION_FAILED";
    case 7: return "HIPSPARSE_STATUS_INTERNAL_ERROR";
    case 8: return "HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case 9: return "HIPSPARSE_STATUS_ZERO_PIVOT";
    case 10: return "HIPSPARSE_STATUS_NOT_SUPPORTED";
    case 11: return "HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES";
    default: return "Unrecognized status code";
  }
}
#endif
#endif  // CASS_HIP_COMPAT_hipsparseGetErrorString
