// In the style of NVIDIA's samples' Common/helper_cuda.h
#ifndef COMMON_HELPER_CUDA_H_
#define COMMON_HELPER_CUDA_H_

#include <stdio.h>
#include <stdlib.h>

#ifdef __DRIVER_TYPES_H__
static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
#endif

#ifdef CUBLAS_API_H_
static const char *_cudaGetErrorEnum(cublasStatus_t error) {
  switch (error) {
    case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
    default: return "<unknown>";
  }
}
#endif

#ifdef _CUFFT_H_
static const char *_cudaGetErrorEnum(cufftResult error) {
  return error == CUFFT_SUCCESS ? "CUFFT_SUCCESS" : "<unknown>";
}
#endif

#ifdef CUSPARSEAPI
static const char *_cudaGetErrorEnum(cusparseStatus_t error) {
  return error == CUSPARSE_STATUS_SUCCESS ? "CUSPARSE_STATUS_SUCCESS" : "<unknown>";
}
#endif

#ifdef CUSOLVER_COMMON_H_
static const char *_cudaGetErrorEnum(cusolverStatus_t error) {
  return error == CUSOLVER_STATUS_SUCCESS ? "CUSOLVER_STATUS_SUCCESS" : "<unknown>";
}
#endif

#ifdef CURAND_H_
static const char *_cudaGetErrorEnum(curandStatus_t error) {
  return error == CURAND_STATUS_SUCCESS ? "CURAND_STATUS_SUCCESS" : "<unknown>";
}
#endif

#if defined(NV_NVRTC_H_)
static const char *_cudaGetErrorEnum(nvrtcResult error) { return nvrtcGetErrorString(error); }
#endif

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
  if (result) {
    fprintf(stderr, "error at %s:%d code=%d(%s) \"%s\" \n", file, line, static_cast<unsigned int>(result),
            _cudaGetErrorEnum(result), func);
    exit(EXIT_FAILURE);
  }
}

#ifdef __DRIVER_TYPES_H__
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
inline void __getLastCudaError(const char *errorMessage, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line, errorMessage,
            static_cast<int>(err), cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}
#endif

#ifdef __CUDA_RUNTIME_H__
inline int findCudaDevice(int argc, const char **argv) {
  int devID = 0;
  checkCudaErrors(cudaSetDevice(devID));
  return devID;
}
#endif

#endif  // COMMON_HELPER_CUDA_H_
