// What HIP lacks, defined by cass-lsp with CUDA's semantics: the loads and stores with a cache hint.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// CUDA's __ldca, __ldcg, __ldcs, __ldlu, __ldcv and __stwb, __stcg, __stcs, __stwt (sm_32_intrinsics.h)
// are the PTX loads and stores with a cache operator (ld.ca, ld.cg, ... st.wt). PTX treats cache
// operators as performance hints only: they do not change the memory consistency behavior of the
// program. So each is exactly the plain load or store. HIP up to 6.4 has none but __ldca, __ldcg and
// __ldcs for __half and __half2 (hip_fp16.h), which these templates leave to it: a non-template
// overload wins. CUDA declares them for the integer, floating-point and vector types; the templates
// take any type. A store converts its value to the pointee's type, as CUDA's overloads do.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___ldca
#define CASS_HIP_COMPAT___ldcg
#define CASS_HIP_COMPAT___ldcs
#define CASS_HIP_COMPAT___ldlu
#define CASS_HIP_COMPAT___ldcv
#define CASS_HIP_COMPAT___stwb
#define CASS_HIP_COMPAT___stcg
#define CASS_HIP_COMPAT___stcs
#define CASS_HIP_COMPAT___stwt
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __ldca -- ld.ca, the load cached at all levels; the plain load on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___ldca
#define CASS_HIP_COMPAT___ldca
template <typename T>
static inline __host__ __device__ T __ldca(const T* ptr) { return *ptr; }
#endif  // CASS_HIP_COMPAT___ldca

// @cass-compat __ldcg -- ld.cg, the load cached in L2 only; the plain load on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___ldcg
#define CASS_HIP_COMPAT___ldcg
template <typename T>
static inline __host__ __device__ T __ldcg(const T* ptr) { return *ptr; }
#endif  // CASS_HIP_COMPAT___ldcg

// @cass-compat __ldcs -- ld.cs, the evict-first streaming load; the plain load on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___ldcs
#define CASS_HIP_COMPAT___ldcs
template <typename T>
static inline __host__ __device__ T __ldcs(const T* ptr) { return *ptr; }
#endif  // CASS_HIP_COMPAT___ldcs

// @cass-compat __ldlu -- ld.lu, the last-use load; the plain load on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___ldlu
#define CASS_HIP_COMPAT___ldlu
template <typename T>
static inline __host__ __device__ T __ldlu(const T* ptr) { return *ptr; }
#endif  // CASS_HIP_COMPAT___ldlu

// @cass-compat __ldcv -- ld.cv, the load that fetches again; the plain load on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___ldcv
#define CASS_HIP_COMPAT___ldcv
template <typename T>
static inline __host__ __device__ T __ldcv(const T* ptr) { return *ptr; }
#endif  // CASS_HIP_COMPAT___ldcv

// @cass-compat __stwb -- st.wb, the write-back store; the plain store on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___stwb
#define CASS_HIP_COMPAT___stwb
template <typename T, typename V>
static inline __host__ __device__ void __stwb(T* ptr, V value) { *ptr = value; }
#endif  // CASS_HIP_COMPAT___stwb

// @cass-compat __stcg -- st.cg, the store cached in L2 only; the plain store on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___stcg
#define CASS_HIP_COMPAT___stcg
template <typename T, typename V>
static inline __host__ __device__ void __stcg(T* ptr, V value) { *ptr = value; }
#endif  // CASS_HIP_COMPAT___stcg

// @cass-compat __stcs -- st.cs, the evict-first streaming store; the plain store on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___stcs
#define CASS_HIP_COMPAT___stcs
template <typename T, typename V>
static inline __host__ __device__ void __stcs(T* ptr, V value) { *ptr = value; }
#endif  // CASS_HIP_COMPAT___stcs

// @cass-compat __stwt -- st.wt, the write-through store; the plain store on AMD, as PTX's cache hints change no memory ordering
#ifndef CASS_HIP_COMPAT___stwt
#define CASS_HIP_COMPAT___stwt
template <typename T, typename V>
static inline __host__ __device__ void __stwt(T* ptr, V value) { *ptr = value; }
#endif  // CASS_HIP_COMPAT___stwt
