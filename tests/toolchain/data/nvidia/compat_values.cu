// What the compat header for HIP's NVIDIA platform answers, as CUDA answers it (compat_values.hip
// prints the same lines through HIP; tests/toolchain/test_run_nvidia.py runs both on the GPU).
#include <cstdio>

__global__ void votes(int* out) {
  int t = threadIdx.x;
  out[0] = __any_sync(0xffffffffu, t == 3);
  out[1] = __all_sync(0xffffffffu, t < 64);
  out[2] = (int)__ballot_sync(0xffffffffu, t & 1);
  out[3] = atomicAdd(out + 4, 1) >= 0;
}

static void host_fn(void* p) { *(int*)p = 42; }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int native = -1, optin = -1, smem = -1;
  cudaDeviceGetAttribute(&native, cudaDevAttrHostNativeAtomicSupported, 0);
  cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
  cudaDeviceGetAttribute(&smem, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0);
  printf("pageableMemoryAccess %d\n", prop.pageableMemoryAccess);
  printf("concurrentManagedAccess %d\n", prop.concurrentManagedAccess);
  printf("managedMemory %d\n", prop.managedMemory);
  printf("hostNativeAtomicSupported %d\n", native);
  printf("sharedMemPerBlockOptin %d\n", optin);
  printf("sharedMemPerMultiprocessor %d\n", smem);
  cudaStream_t s;
  cudaStreamCreate(&s);
  int* out = nullptr;
  cudaMallocAsync((void**)&out, 8 * sizeof(int), s);
  cudaMemsetAsync(out, 0, 8 * sizeof(int), s);
  votes<<<1, 32, 0, s>>>(out);
  int flag = 0;
  cudaLaunchHostFunc(s, host_fn, &flag);
  int h[5];
  cudaMemcpyAsync(h, out, sizeof(h), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  printf("votes %d %d %08x %d %d\n", h[0], h[1], (unsigned)h[2], h[3], h[4]);
  printf("host function %d\n", flag);
  cudaFreeAsync(out, s);
  cudaStreamSynchronize(s);
  return 0;
}
