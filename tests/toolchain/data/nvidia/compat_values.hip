// compat_values.cu's lines through HIP (HIP 5.2's API), built for HIP's NVIDIA platform: the legacy
// votes, hipLaunchHostFunc, the typed hipMallocAsync, the hipDeviceProp_t fields the NVIDIA layer
// leaves unset and the attributes it does not map come from cass-lsp's compat header there.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void votes(int* out) {
  int t = threadIdx.x;
  out[0] = __any(t == 3);
  out[1] = __all(t < 64);
  out[2] = (int)__ballot(t & 1);
  out[3] = atomicAdd(out + 4, 1) >= 0;
}

static void host_fn(void* p) { *(int*)p = 42; }

int main() {
  hipDeviceProp_t prop;
  prop.pageableMemoryAccess = -7;  // what the layer left here before: the caller's bytes
  prop.concurrentManagedAccess = -7;
  prop.managedMemory = -7;
  hipGetDeviceProperties(&prop, 0);
  int native = -1, optin = -1, smem = -1;
  hipDeviceGetAttribute(&native, hipDeviceAttributeHostNativeAtomicSupported, 0);
  hipDeviceGetAttribute(&optin, hipDeviceAttributeSharedMemPerBlockOptin, 0);
  hipDeviceGetAttribute(&smem, hipDeviceAttributeSharedMemPerMultiprocessor, 0);
  printf("pageableMemoryAccess %d\n", prop.pageableMemoryAccess);
  printf("concurrentManagedAccess %d\n", prop.concurrentManagedAccess);
  printf("managedMemory %d\n", prop.managedMemory);
  printf("hostNativeAtomicSupported %d\n", native);
  printf("sharedMemPerBlockOptin %d\n", optin);
  printf("sharedMemPerMultiprocessor %d\n", smem);
  hipStream_t s;
  hipStreamCreate(&s);
  int* out = nullptr;
  hipMallocAsync(&out, 8 * sizeof(int), s);
  hipMemsetAsync(out, 0, 8 * sizeof(int), s);
  votes<<<1, 32, 0, s>>>(out);
  int flag = 0;
  hipLaunchHostFunc(s, host_fn, &flag);
  int h[5];
  hipMemcpyAsync(h, out, sizeof(h), hipMemcpyDeviceToHost, s);
  hipStreamSynchronize(s);
  printf("votes %d %d %08x %d %d\n", h[0], h[1], (unsigned)h[2], h[3], h[4]);
  printf("host function %d\n", flag);
  hipFreeAsync(out, s);
  hipStreamSynchronize(s);
  return 0;
}
