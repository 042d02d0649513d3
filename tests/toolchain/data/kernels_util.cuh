#pragma once
__device__ __forceinline__ int global_index() { return blockIdx.x * blockDim.x + threadIdx.x; }
