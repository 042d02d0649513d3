// What HIP lacks, defined by cass-lsp with CUDA's semantics: texture fetches on targets whose HIP marks
// them unavailable.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line and sits
// in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc, whose CUDA
// has tex1Dfetch, it defines nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___cass_tex1Dfetch
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __cass_tex1Dfetch -- tex1Dfetch of a texture object over linear memory: HIP's own where the target has image instructions; on those HIP marks unavailable (gfx940-942: __HIP_NO_IMAGE_SUPPORT), the same element read through the object's buffer descriptor with a buffer load, which every AMD target has (out of range: 0, as CUDA's)
#ifndef CASS_HIP_COMPAT___cass_tex1Dfetch
#define CASS_HIP_COMPAT___cass_tex1Dfetch
template <class T>
static __device__ T __cass_tex1Dfetch(hipTextureObject_t textureObject, int x) {
#if defined(__HIP_NO_IMAGE_SUPPORT) && __HIP_NO_IMAGE_SUPPORT
  // what HIP's tex1Dfetch does, without its "unavailable" mark: __ockl_image_load_1Db is a
  // buffer_load_format of the descriptor, not an image instruction
  TEXTURE_OBJECT_PARAMETERS_INIT
  (void)s;
  return __hipMapFrom<T>(__ockl_image_load_1Db(i, x));
#else
  return tex1Dfetch<T>(textureObject, x);
#endif
}
#endif  // CASS_HIP_COMPAT___cass_tex1Dfetch
