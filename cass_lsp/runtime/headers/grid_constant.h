// What HIP lacks, defined by cass-lsp with CUDA's semantics: CUDA 11.7's __grid_constant__, which means nothing on HIP.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// CUDA 11.7's __grid_constant__ lets a kernel take the address of a const parameter in place;
// HIP's kernel arguments are in the read-only kernarg segment already, and HIP has no such
// annotation up to 6.4: it means nothing there.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___grid_constant__
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __grid_constant__ -- CUDA's annotation for const kernel parameters used in place; HIP's are in the kernarg segment
#ifndef CASS_HIP_COMPAT___grid_constant__
#define CASS_HIP_COMPAT___grid_constant__
#define __grid_constant__
#endif  // CASS_HIP_COMPAT___grid_constant__
