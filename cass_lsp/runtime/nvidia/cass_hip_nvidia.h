// cass-lsp: what HIP's NVIDIA layer (the nvidia_detail headers) lacks against the HIP release its
// headers declare, so that a valid HIP translation builds and runs with nvcc as it does with hipcc.
//
// For HIP's NVIDIA platform only: cass-lsp force-includes it (nvcc -include) where it builds HIP
// code for an NVIDIA GPU (toolchain/nvidia_layer.py: the run engine, `cass-lsp verify`, the hipcc
// of a prepared layer). Translations never carry it: HIP code stays HIP. Each part is checked
// by tests/toolchain/test_nvidia_layer.py with nvcc (and, on an NVIDIA GPU, against CUDA's values).
#ifndef CASS_HIP_NVIDIA_H
#define CASS_HIP_NVIDIA_H

// First of all: hip_common.h defines __HIPCC__ under nvcc, which hip_bfloat16.h tests before it
// includes anything; a file that includes hip_bfloat16.h first would otherwise get its C struct
// (no constructors, no arithmetic) instead of the C++ type.
#include <hip/hip_common.h>

#if defined(__HIP_PLATFORM_NVIDIA__) && defined(__cplusplus)

// libcu++'s `struct __any` (cuda/std/__functional/invoke.h, which Thrust and CUB include) has a
// constructor `__any(...)`: read it before __any becomes a macro below; its guard keeps it read once.
#if __cplusplus >= 201703L && __has_include(<cuda/std/__functional/invoke.h>)
#include <cuda/std/__functional/invoke.h>
#endif

#include <hip/hip_runtime.h>

// ---- device assert: CUDA's, as on the platform's own compiler ------------------------------------
// nvidia_hip_runtime.h redefines assert for device code as `if (!COND) trap;`: unparenthesised
// (`assert(gid < n)` tests `(!gid) < n`), blind to NDEBUG, and a trap is a launch failure where CUDA
// reports cudaErrorAssert (hipErrorAssert through the layer). Its header is read once (above), so
// <assert.h> read again gives assert its standard meaning for the rest of the file, in device code
// CUDA's __assertfail.
#undef assert
#include <assert.h>

// rocThrust's execution policies are thrust::hip's (thrust::hip::par, par_nosync); CUDA's Thrust, which
// serves HIP code on NVIDIA, calls them thrust::cuda's. Reading Thrust costs a compile about 7 s, so
// only for a source that names thrust::hip (CASS_HIP_NVIDIA_THRUST: cass-lsp's builds define it
// then). Read before the votes become macros.
#if defined(CASS_HIP_NVIDIA_THRUST) && __cplusplus >= 201703L && __has_include(<thrust/execution_policy.h>)
#include <thrust/execution_policy.h>
THRUST_NAMESPACE_BEGIN
namespace hip = cuda;
THRUST_NAMESPACE_END
#endif

// rocThrust's device system, named where a translation tests which one Thrust uses (THRUST_DEVICE_SYSTEM ==
// THRUST_DEVICE_SYSTEM_HIP): on NVIDIA the GPU's system is CUDA's. Headers for thrust/system/hip/*.h are
// beside this one (include/thrust/system/hip/).
#define THRUST_DEVICE_SYSTEM_HIP THRUST_DEVICE_SYSTEM_CUDA

// ---- HIP's legacy warp votes: CUDA's __any/__all/__ballot are rejected by ptxas from sm_70 on ----
#ifdef __CUDACC__
#define __any(p) __any_sync(0xffffffffu, (p))
#define __all(p) __all_sync(0xffffffffu, (p))
#define __ballot(p) __ballot_sync(0xffffffffu, (p))

// The layer writes the legacy shuffles as macros (`#define __shfl_down(...) __shfl_down_sync(...)`), so a
// translation that declares its own overload, as HIP on AMD allows, is mangled: functions instead.
#undef __shfl
#undef __shfl_up
#undef __shfl_down
#undef __shfl_xor
template <class T>
static inline __device__ T __shfl(T var, int src_lane, int width = warpSize) {
  return __shfl_sync(0xffffffffu, var, src_lane, width);
}
template <class T>
static inline __device__ T __shfl_up(T var, unsigned int delta, int width = warpSize) {
  return __shfl_up_sync(0xffffffffu, var, delta, width);
}
template <class T>
static inline __device__ T __shfl_down(T var, unsigned int delta, int width = warpSize) {
  return __shfl_down_sync(0xffffffffu, var, delta, width);
}
template <class T>
static inline __device__ T __shfl_xor(T var, int lane_mask, int width = warpSize) {
  return __shfl_xor_sync(0xffffffffu, var, lane_mask, width);
}
#endif

// ---- enumerators hip_runtime_api.h defines for AMD only ----------------------------------------
#define hipMemLocationTypeInvalid cudaMemLocationTypeInvalid
#define hipMemLocationTypeDevice cudaMemLocationTypeDevice
#define hipMemPoolReuseFollowEventDependencies cudaMemPoolReuseFollowEventDependencies
#define hipMemPoolReuseAllowOpportunistic cudaMemPoolReuseAllowOpportunistic
#define hipMemPoolReuseAllowInternalDependencies cudaMemPoolReuseAllowInternalDependencies
#define hipMemPoolAttrReleaseThreshold cudaMemPoolAttrReleaseThreshold
#define hipMemPoolAttrReservedMemCurrent cudaMemPoolAttrReservedMemCurrent
#define hipMemPoolAttrReservedMemHigh cudaMemPoolAttrReservedMemHigh
#define hipMemPoolAttrUsedMemCurrent cudaMemPoolAttrUsedMemCurrent
#define hipMemPoolAttrUsedMemHigh cudaMemPoolAttrUsedMemHigh

// ---- the handles' structs: a translation forward-declares HIP on AMD's (`typedef struct ihipStream_t*
// GPUstream;` where its original wrote CUDA's `struct CUstream_st*`); on NVIDIA the handles are CUDA's.
#define ihipStream_t CUstream_st
#define ihipEvent_t CUevent_st
#define ihipModule_t CUmod_st
#define ihipModuleSymbol_t CUfunc_st

// ---- calls the layer lacks ---------------------------------------------------------------------
static inline hipError_t cass_hipnv_LaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* user_data) {
  return hipCUDAErrorTohipError(cudaLaunchHostFunc(stream, fn, user_data));
}
#define hipLaunchHostFunc cass_hipnv_LaunchHostFunc

// The typed overloads hip_runtime_api.h declares for AMD only.
template <class T>
static inline hipError_t hipMallocAsync(T** dev_ptr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void**>(dev_ptr), size, stream);
}
template <class T>
static inline hipError_t hipMallocFromPoolAsync(T** dev_ptr, size_t size, hipMemPool_t pool, hipStream_t stream) {
  return hipMallocFromPoolAsync(reinterpret_cast<void**>(dev_ptr), size, pool, stream);
}

// ---- answers the layer leaves unset or refuses ----------------------------------------------------
// hipGetDeviceProperties copies most of cudaDeviceProp but leaves these fields as the caller's
// memory had them: a program that reads pageableMemoryAccess then takes the wrong path.
static inline hipError_t cass_hipnv_GetDeviceProperties(hipDeviceProp_t* prop, int device) {
  hipError_t status = hipGetDeviceProperties(prop, device);
  if (status != hipSuccess) return status;
  int value = 0;
  const struct {
    int* field;
    cudaDeviceAttr attr;
  } unset[] = {
      {&prop->pageableMemoryAccess, cudaDevAttrPageableMemoryAccess},
      {&prop->pageableMemoryAccessUsesHostPageTables, cudaDevAttrPageableMemoryAccessUsesHostPageTables},
      {&prop->concurrentManagedAccess, cudaDevAttrConcurrentManagedAccess},
      {&prop->directManagedMemAccessFromHost, cudaDevAttrDirectManagedMemAccessFromHost},
      {&prop->managedMemory, cudaDevAttrManagedMemory},
      {&prop->maxTexture1DLinear, cudaDevAttrMaxTexture1DLinearWidth},
  };
  for (const auto& entry : unset) {
    *entry.field = cudaDeviceGetAttribute(&value, entry.attr, device) == cudaSuccess ? value : 0;
  }
  prop->isLargeBar = 0;  // AMD-only facts: none on NVIDIA
  prop->asicRevision = 0;
  prop->gcnArchName[0] = '\0';
  return hipSuccess;
}
#define hipGetDeviceProperties cass_hipnv_GetDeviceProperties

// hipDeviceGetAttribute answers only the attributes its switch names (invalid value for the rest):
// these have a CUDA attribute of the same meaning.
static inline hipError_t cass_hipnv_DeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  cudaDeviceAttr cuda;
  switch (attr) {
    case hipDeviceAttributeHostNativeAtomicSupported: cuda = cudaDevAttrHostNativeAtomicSupported; break;
    case hipDeviceAttributeAsyncEngineCount: cuda = cudaDevAttrAsyncEngineCount; break;
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem:
      cuda = cudaDevAttrCanUseHostPointerForRegisteredMem;
      break;
    case hipDeviceAttributeComputePreemptionSupported: cuda = cudaDevAttrComputePreemptionSupported; break;
    case hipDeviceAttributeDeviceOverlap: cuda = cudaDevAttrGpuOverlap; break;
    case hipDeviceAttributeGlobalL1CacheSupported: cuda = cudaDevAttrGlobalL1CacheSupported; break;
    case hipDeviceAttributeLocalL1CacheSupported: cuda = cudaDevAttrLocalL1CacheSupported; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: cuda = cudaDevAttrMaxBlocksPerMultiprocessor; break;
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: cuda = cudaDevAttrMaxRegistersPerMultiprocessor; break;
    case hipDeviceAttributeMaxTexture1DLinear: cuda = cudaDevAttrMaxTexture1DLinearWidth; break;
    case hipDeviceAttributeMultiGpuBoardGroupID: cuda = cudaDevAttrMultiGpuBoardGroupID; break;
    case hipDeviceAttributePciDomainID: cuda = cudaDevAttrPciDomainId; break;
    case hipDeviceAttributePersistingL2CacheMaxSize: cuda = cudaDevAttrMaxPersistingL2CacheSize; break;
    case hipDeviceAttributeAccessPolicyMaxWindowSize: cuda = cudaDevAttrMaxAccessPolicyWindowSize; break;
    case hipDeviceAttributeReservedSharedMemPerBlock: cuda = cudaDevAttrReservedSharedMemoryPerBlock; break;
    case hipDeviceAttributeSharedMemPerBlockOptin: cuda = cudaDevAttrMaxSharedMemoryPerBlockOptin; break;
    case hipDeviceAttributeSharedMemPerMultiprocessor: cuda = cudaDevAttrMaxSharedMemoryPerMultiprocessor; break;
    case hipDeviceAttributeSingleToDoublePrecisionPerfRatio:
      cuda = cudaDevAttrSingleToDoublePrecisionPerfRatio;
      break;
    case hipDeviceAttributeStreamPrioritiesSupported: cuda = cudaDevAttrStreamPrioritiesSupported; break;
    case hipDeviceAttributeSurfaceAlignment: cuda = cudaDevAttrSurfaceAlignment; break;
    case hipDeviceAttributeTccDriver: cuda = cudaDevAttrTccDriver; break;
    case hipDeviceAttributeUnifiedAddressing: cuda = cudaDevAttrUnifiedAddressing; break;
    case hipDeviceAttributePhysicalMultiProcessorCount: cuda = cudaDevAttrMultiProcessorCount; break;
    default: return hipDeviceGetAttribute(value, attr, device);
  }
  return hipCUDAErrorTohipError(cudaDeviceGetAttribute(value, cuda, device));
}
#define hipDeviceGetAttribute cass_hipnv_DeviceGetAttribute

// ---- device builtins of HIP on AMD that translations write (clang's, AMD's), as CUDA computes them -------
#ifdef __CUDACC__
// __syncwarp, which HIP lacks, is written as the wavefront barrier: on NVIDIA, the whole warp's __syncwarp.
#define __builtin_amdgcn_wave_barrier() __syncwarp()

// The streaming multiprocessor a thread runs on (PTX's %smid), as HIP's __smid() gives AMD's compute unit.
static inline __device__ unsigned int __smid() {
  unsigned int id;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
  return id;
}

// clang's scoped atomics (HIP's __hip_atomic_*), on CUDA's atomics: an acquiring order fences after the
// access, a releasing one before it, at the scope's reach (block, device, system).
#define __HIP_MEMORY_SCOPE_SINGLETHREAD 1
#define __HIP_MEMORY_SCOPE_WAVEFRONT 2
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
#define __HIP_MEMORY_SCOPE_AGENT 4
#define __HIP_MEMORY_SCOPE_SYSTEM 5
static inline __device__ void cass_hipnv_fence(int scope) {
  if (scope <= __HIP_MEMORY_SCOPE_WORKGROUP) {
    __threadfence_block();
  } else if (scope == __HIP_MEMORY_SCOPE_AGENT) {
    __threadfence();
  } else {
    __threadfence_system();
  }
}
static inline __device__ void cass_hipnv_before(int order, int scope) {
  if (order == __ATOMIC_RELEASE || order == __ATOMIC_ACQ_REL || order == __ATOMIC_SEQ_CST) cass_hipnv_fence(scope);
}
static inline __device__ void cass_hipnv_after(int order, int scope) {
  if (order == __ATOMIC_ACQUIRE || order == __ATOMIC_CONSUME || order == __ATOMIC_ACQ_REL ||
      order == __ATOMIC_SEQ_CST) {
    cass_hipnv_fence(scope);
  }
}
template <class T>
static inline __device__ T __hip_atomic_load(const T* p, int order, int scope) {
  cass_hipnv_before(order == __ATOMIC_SEQ_CST ? order : __ATOMIC_RELAXED, scope);
  T value = *(const volatile T*)p;
  cass_hipnv_after(order, scope);
  return value;
}
template <class T, class U>
static inline __device__ void __hip_atomic_store(T* p, U value, int order, int scope) {
  cass_hipnv_before(order, scope);
  *(volatile T*)p = (T)value;
  if (order == __ATOMIC_SEQ_CST) cass_hipnv_fence(scope);
}
#define CASS_HIPNV_RMW(name, cuda)                                              \
  template <class T, class U>                                                   \
  static inline __device__ T name(T* p, U value, int order, int scope) {        \
    cass_hipnv_before(order, scope);                                            \
    T old = cuda(p, (T)value);                                                  \
    cass_hipnv_after(order, scope);                                             \
    return old;                                                                 \
  }
CASS_HIPNV_RMW(__hip_atomic_fetch_add, atomicAdd)
CASS_HIPNV_RMW(__hip_atomic_fetch_min, atomicMin)
CASS_HIPNV_RMW(__hip_atomic_fetch_max, atomicMax)
CASS_HIPNV_RMW(__hip_atomic_fetch_and, atomicAnd)
CASS_HIPNV_RMW(__hip_atomic_fetch_or, atomicOr)
CASS_HIPNV_RMW(__hip_atomic_fetch_xor, atomicXor)
CASS_HIPNV_RMW(__hip_atomic_exchange, atomicExch)
#undef CASS_HIPNV_RMW
template <class T, class U>
static inline __device__ bool __hip_atomic_compare_exchange_strong(T* p, T* expected, U desired, int success,
                                                                   int failure, int scope) {
  cass_hipnv_before(success, scope);
  T old = atomicCAS(p, *expected, (T)desired);
  bool exchanged = old == *expected;
  cass_hipnv_after(exchanged ? success : failure, scope);
  if (!exchanged) *expected = old;
  return exchanged;
}
#endif  // __CUDACC__

#endif  // __HIP_PLATFORM_NVIDIA__ && __cplusplus
#endif  // CASS_HIP_NVIDIA_H
