// cass-lsp, HIP's NVIDIA platform only: rocThrust's <thrust/system/hip/execution_policy.h> on CUDA's
// Thrust: thrust::hip::par and the rest are thrust::cuda's.
#pragma once
#include <thrust/system/cuda/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace hip = cuda;
THRUST_NAMESPACE_END
