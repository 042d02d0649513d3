#include <cstdio>
__global__ void saxpy(int n, float a, const float* x, float* y) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = x[i];
  __syncthreads();
  if (i < n) y[i] = a * tile[threadIdx.x] + y[i];
}
template <typename T> __global__ void scale(T* p, T s) { p[threadIdx.x] *= s; }
template __global__ void scale<float>(float*, float);
int main() { printf("hi\n"); return 0; }
