// cass-lsp, HIP's NVIDIA platform only: rocThrust's <thrust/system/hip/error.h> on CUDA's Thrust, which
// serves HIP code there. A translation names the HIP system (thrust::hip_category, thrust::hip::errc)
// where its original named CUDA's; on NVIDIA they are CUDA's own.
#pragma once
#include <thrust/system/cuda/error.h>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip = cuda;
inline const error_category& hip_category() { return cuda_category(); }
}  // namespace system
namespace hip = cuda;
using system::hip_category;
THRUST_NAMESPACE_END
