// What HIP lacks, defined by cass-lsp with CUDA's semantics: CUB's error-checking macros that hipCUB does not carry.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// CUB's error-checking macros that hipCUB does not carry (it has HipcubDebug, the counterpart of
// CubDebug, in hipcub/config.hpp); CUB's own definition with HIP's names.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_CubDebugExit
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat CubDebugExit -- CUB's check-and-exit macro; hipCUB has HipcubDebug only
#ifndef CASS_HIP_COMPAT_CubDebugExit
#define CASS_HIP_COMPAT_CubDebugExit
#define CubDebugExit(e) if (HipcubDebug(e)) { exit(1); }
#endif  // CASS_HIP_COMPAT_CubDebugExit
