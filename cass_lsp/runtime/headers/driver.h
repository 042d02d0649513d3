// What HIP lacks, defined by cass-lsp with CUDA's semantics: device queries, limits and contexts as
// CUDA 12 and 13 write them (NVIDIA's samples), written on what HIP has.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs=` the definitions it uses, then what it computes)
// and sits in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc,
// which has the driver API itself, it defines nothing.
//
// hipDeviceGetAttribute answers CUDA's attributes that have a hipDeviceAttribute_t; those HIP
// answers only through hipDeviceProp_t (the layer counts of layered textures and surfaces) or not
// at all (generic compression: AMD GPUs have none) are constants of values no enumerator of HIP
// has (its CUDA-compatible ones end at 9999), which cass_hipDeviceGetAttribute answers: an
// object-like macro after it sends the file's own calls, already translated to HIP's name, there.
// It forwards every other attribute to HIP's function.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cass_hipDeviceGetAttribute
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_COMPAT_cass_hipCtxCreateParams
#define CASS_HIP_COMPAT_cass_hipDeviceLimits
#define CASS_HIP_COMPAT_CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE
#define CASS_HIP_COMPAT_cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_hipDeviceGetAttribute since=6.0 -- hipDeviceGetAttribute, also for the attributes below (from hipDeviceProp_t, after checking the device as HIP does)
#ifndef CASS_HIP_COMPAT_cass_hipDeviceGetAttribute
#define CASS_HIP_COMPAT_cass_hipDeviceGetAttribute
#include <hip/hip_runtime_api.h>
__attribute__((unused))
static inline hipError_t cass_hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  int which = (int)attr;
  if (which < 9992 || which > 9998) return hipDeviceGetAttribute(value, attr, device);
  hipError_t status = hipDeviceGetAttribute(value, hipDeviceAttributeMaxThreadsPerBlock, device);  // the same checks
  hipDeviceProp_t prop;
  if (status == hipSuccess && which != 9998) status = hipGetDeviceProperties(&prop, device);
  if (status != hipSuccess) return status;
  switch (which) {
    case 9998: *value = 0; break;  // generic compression: AMD GPUs have none
    case 9997: *value = prop.maxTexture1DLayered[1]; break;
    case 9996: *value = prop.maxTexture2DLayered[2]; break;
    case 9995: *value = prop.maxTextureCubemapLayered[1]; break;
    case 9994: *value = prop.maxSurface1DLayered[1]; break;
    case 9993: *value = prop.maxSurface2DLayered[2]; break;
    default: *value = prop.maxSurfaceCubemapLayered[1]; break;
  }
  return hipSuccess;
}
#define hipDeviceGetAttribute cass_hipDeviceGetAttribute
#endif  // CASS_HIP_COMPAT_cass_hipDeviceGetAttribute

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED since=6.0 needs=cass_hipDeviceGetAttribute -- the attribute CUDA's driver asks for generic (L2) compression: AMD GPUs have none, so hipDeviceGetAttribute answers 0 for it
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED
#define CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED ((hipDeviceAttribute_t)9998)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a 1D layered texture, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxTexture1DLayered[1]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS ((hipDeviceAttribute_t)9997)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a 2D layered texture, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxTexture2DLayered[2]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS ((hipDeviceAttribute_t)9996)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a layered cubemap texture, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxTextureCubemapLayered[1]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS ((hipDeviceAttribute_t)9995)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURECUBEMAP_LAYERED_LAYERS

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a 1D layered surface, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxSurface1DLayered[1]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS ((hipDeviceAttribute_t)9994)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE1D_LAYERED_LAYERS

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a 2D layered surface, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxSurface2DLayered[2]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS ((hipDeviceAttribute_t)9993)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACE2D_LAYERED_LAYERS

// @cass-compat CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS since=6.0 needs=cass_hipDeviceGetAttribute -- the most layers of a layered cubemap surface, which hipDeviceGetAttribute answers from hipDeviceProp_t::maxSurfaceCubemapLayered[1]
#ifndef CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS
#define CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS ((hipDeviceAttribute_t)9992)
#endif  // CASS_HIP_COMPAT_CASS_HIP_DEVICE_ATTRIBUTE_MAX_SURFACECUBEMAP_LAYERED_LAYERS

// @cass-compat cass_hipCtxCreateParams -- CUDA 12.5's context-creation parameters (execution affinity, a CIG context): HIP has neither, so cuCtxCreate's pointer to them is dropped from hipCtxCreate's arguments; the struct is kept, with CUDA's members, for the code that fills it
#ifndef CASS_HIP_COMPAT_cass_hipCtxCreateParams
#define CASS_HIP_COMPAT_cass_hipCtxCreateParams
typedef struct cass_hipCtxCreateParams {
  void* execAffinityParams;  // CUexecAffinityParam*: HIP has no execution affinity
  int numExecAffinityParams;
  void* cigParams;  // CUctxCigParam*: HIP has no CUDA-in-graphics contexts
} cass_hipCtxCreateParams;
#endif  // CASS_HIP_COMPAT_cass_hipCtxCreateParams

// @cass-compat cass_hipDeviceLimits -- hipDeviceSetLimit and hipDeviceGetLimit, also for CUDA's persisting-L2 limit, which AMD GPUs have no use for: set, it is accepted (the device checked as HIP checks it); read, it is 0
#ifndef CASS_HIP_COMPAT_cass_hipDeviceLimits
#define CASS_HIP_COMPAT_cass_hipDeviceLimits
#include <hip/hip_runtime_api.h>
#if defined(__HIP_PLATFORM_NVIDIA__)
typedef hipLimit_t cass_hipLimit_t;  // HIP's NVIDIA layer: a typedef of CUDA's enum cudaLimit
#else
typedef enum hipLimit_t cass_hipLimit_t;  // AMD: an enum (a typedef only in newer HIP)
#endif
__attribute__((unused))
static inline hipError_t cass_hipDeviceSetLimit(cass_hipLimit_t limit, size_t value) {
  if ((int)limit != 0x1006) return hipDeviceSetLimit(limit, value);
  size_t heap;
  return hipDeviceGetLimit(&heap, hipLimitMallocHeapSize);  // the same device checks (every HIP has this limit)
}
__attribute__((unused))
static inline hipError_t cass_hipDeviceGetLimit(size_t* value, cass_hipLimit_t limit) {
  if ((int)limit != 0x1006) return hipDeviceGetLimit(value, limit);
  hipError_t status = hipDeviceGetLimit(value, hipLimitMallocHeapSize);
  if (status == hipSuccess) *value = 0;
  return status;
}
#define hipDeviceSetLimit cass_hipDeviceSetLimit
#define hipDeviceGetLimit cass_hipDeviceGetLimit
#endif  // CASS_HIP_COMPAT_cass_hipDeviceLimits

// @cass-compat CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE needs=cass_hipDeviceLimits -- CUDA's persisting-L2 limit (cudaLimitPersistingL2CacheSize, 0x06 of CUDA's; here a value no hipLimit_t has), which hipDeviceSetLimit accepts and hipDeviceGetLimit answers 0 for
#ifndef CASS_HIP_COMPAT_CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE
#define CASS_HIP_COMPAT_CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE
#define CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE ((cass_hipLimit_t)0x1006)
#endif  // CASS_HIP_COMPAT_CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE

// @cass-compat cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem -- cuOccupancyMaxPotentialBlockSize given a function of the block size for the dynamic shared memory (HIP's takes one number): each block size is tried with its own amount, the largest first in steps of the warp, and the one that keeps the most threads on a multiprocessor wins, as CUDA's does
#ifndef CASS_HIP_COMPAT_cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem
#define CASS_HIP_COMPAT_cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem
__attribute__((unused))
static inline hipError_t cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem(
    int* minGridSize, int* blockSize, hipFunction_t f, size_t (*blockSizeToDynamicSMemSize)(int),
    size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags = 0) {
  if (blockSizeToDynamicSMemSize == nullptr) {
    return hipModuleOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, f, dynamicSMemSize, blockSizeLimit, flags);
  }
  int device = 0, multiprocessors = 0, threadsPerMultiprocessor = 0, warp = 0, deviceLimit = 0, functionLimit = 0;
  hipError_t status = hipGetDevice(&device);
  if (status == hipSuccess) status = hipDeviceGetAttribute(&multiprocessors, hipDeviceAttributeMultiprocessorCount, device);
  if (status == hipSuccess) status = hipDeviceGetAttribute(&threadsPerMultiprocessor, hipDeviceAttributeMaxThreadsPerMultiProcessor, device);
  if (status == hipSuccess) status = hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, device);
  if (status == hipSuccess) status = hipDeviceGetAttribute(&deviceLimit, hipDeviceAttributeMaxThreadsPerBlock, device);
  if (status == hipSuccess) status = hipFuncGetAttribute(&functionLimit, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
  if (status != hipSuccess) return status;
  int limit = functionLimit > 0 && functionLimit < deviceLimit ? functionLimit : deviceLimit;
  if (blockSizeLimit > 0 && blockSizeLimit < limit) limit = blockSizeLimit;
  int best = 0, bestBlocks = 0, bestThreads = 0;
  for (int aligned = (limit + warp - 1) / warp * warp; aligned > 0; aligned -= warp) {
    int size = aligned < limit ? aligned : limit;
    int blocks = 0;
    status = hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, f, size, blockSizeToDynamicSMemSize(size), flags);
    if (status != hipSuccess) return status;
    if (size * blocks > bestThreads) {
      best = size;
      bestBlocks = blocks;
      bestThreads = size * blocks;
    }
    if (bestThreads == threadsPerMultiprocessor) break;
  }
  *minGridSize = bestBlocks * multiprocessors;
  *blockSize = best;
  return hipSuccess;
}
#endif  // CASS_HIP_COMPAT_cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem
