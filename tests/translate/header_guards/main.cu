#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include "helper_cuda.h"

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main(int argc, char **argv) {
  int dev = findCudaDevice(argc, (const char **)argv);
  float *x;
  checkCudaErrors(cudaMalloc(&x, 256 * sizeof(float)));
  scale<<<1, 256>>>(x, 2.0f, 256);
  getLastCudaError("scale failed");
  cublasHandle_t blas; checkCudaErrors(cublasCreate(&blas));
  cufftHandle plan; checkCudaErrors(cufftPlan1d(&plan, 256, CUFFT_R2C, 1));
  curandGenerator_t gen; checkCudaErrors(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  cusparseHandle_t sparse; checkCudaErrors(cusparseCreate(&sparse));
  cusolverDnHandle_t solver; checkCudaErrors(cusolverDnCreate(&solver));
  checkCudaErrors(cudaFree(x));
  return dev;
}
