// Every way a CUDA program makes and reads a texture or a surface, each result printed as a hash of
// its bytes: 2D arrays (cudaMallocArray, cudaMemcpy2DToArray, cudaMemcpyToArray), 3D, layered and
// cubemap arrays (cudaMalloc3DArray, cudaMemcpy3D), pitched and linear memory, point and linear
// filtering, the four address modes, normalised coordinates and reads, tex2Dgather, surface writes
// and reads, and the copies back from arrays. Its translation prints the same lines on every GPU:
// with hardware textures, and with cass-lsp's software textures (CASS_TEXTURES_IN_SOFTWARE).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                                       \
  do {                                                                                    \
    cudaError_t status = (call);                                                          \
    if (status != cudaSuccess) {                                                          \
      printf("%s:%d %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(status));    \
      return 1;                                                                           \
    }                                                                                     \
  } while (0)

static unsigned hash(const void* data, size_t size) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < size; ++i) h = (h ^ ((const unsigned char*)data)[i]) * 16777619u;
  return h;
}

const int W = 24, H = 16, D = 6, N = 64;

__global__ void sample2d(cudaTextureObject_t tex, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  float x = (i % N) * 0.4375f - 3.3f, y = (i / N) * 0.3125f - 2.1f;
  out[i] = tex2D<float>(tex, x, y);
}
__global__ void sample2d_normalized(cudaTextureObject_t tex, float4* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  float u = (i % N) / 29.0f - 0.6f, v = (i / N) / 23.0f - 0.7f;
  out[i] = tex2D<float4>(tex, u, v);
}
__global__ void sample3d(cudaTextureObject_t tex, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  float x = (i % N) / 40.0f - 0.3f, y = (i / N) / 50.0f - 0.2f, z = ((i * 7) % 97) / 60.0f - 0.4f;
  out[i] = tex3D<float>(tex, x, y, z);
}
__global__ void sample_layered(cudaTextureObject_t tex, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  out[i] = tex2DLayered<float>(tex, (i % N) * 0.5f - 4.0f, (i / N) * 0.3f - 1.0f, i % 3);
}
__global__ void sample_cube(cudaTextureObject_t tex, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  float x = (i % 9) - 4.0f, y = ((i / 9) % 9) - 4.0f, z = ((i / 81) % 9) - 4.0f + 0.5f;
  out[i] = texCubemap<float>(tex, x, y, z);
}
__global__ void sample_pitched(cudaTextureObject_t tex, unsigned short* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N * N) return;
  out[i] = tex2D<unsigned short>(tex, (i % N) - 5.0f, (i / N) * 0.5f - 3.0f);
}
__global__ void fetch_linear(cudaTextureObject_t tex, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N * N) out[i] = tex1Dfetch<int>(tex, i % 300 - 20);
}
__global__ void gather(cudaTextureObject_t tex, uchar4* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N * N) out[i] = tex2Dgather<uchar4>(tex, (i % N) * 0.4f - 2.0f, (i / N) * 0.3f - 1.0f, i % 4);
}
__global__ void surface_write(cudaSurfaceObject_t surf) {
  int x = threadIdx.x, y = blockIdx.x;
  surf2Dwrite(make_float2(x * 1.5f, y - 0.25f), surf, x * (int)sizeof(float2), y);
}
__global__ void surface_read(cudaSurfaceObject_t surf, float2* out) {
  int x = threadIdx.x, y = blockIdx.x;
  float2 v;
  surf2Dread(&v, surf, (W - 1 - x) * (int)sizeof(float2), y);
  out[y * W + x] = v;
}

template <class T>
static int report(const char* what, const T* device, size_t count) {
  T* host = new T[count];
  CHECK(cudaMemcpy(host, device, count * sizeof(T), cudaMemcpyDeviceToHost));
  printf("%-16s %08x\n", what, hash(host, count * sizeof(T)));
  delete[] host;
  return 0;
}

static cudaTextureDesc sampler(cudaTextureAddressMode mode, cudaTextureFilterMode filter, int normalized,
                               cudaTextureReadMode read = cudaReadModeElementType) {
  cudaTextureDesc desc;
  memset(&desc, 0, sizeof(desc));
  desc.addressMode[0] = desc.addressMode[1] = desc.addressMode[2] = mode;
  desc.filterMode = filter;
  desc.normalizedCoords = normalized;
  desc.readMode = read;
  return desc;
}

int main() {
  float planes[W * H * D];
  for (int i = 0; i < W * H * D; ++i) planes[i] = (float)((i * 37) % 101) * 0.75f - 20.0f;
  uchar4 pixels[W * H];
  for (int i = 0; i < W * H; ++i) pixels[i] = make_uchar4(i * 7, 255 - i, i * 13, (i * 29) % 256);
  void* scratch;
  CHECK(cudaMalloc(&scratch, N * N * sizeof(float4)));
  const int blocks = (N * N + 127) / 128;

  // 2D float array: linear filtering, border, texel coordinates
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t a2d;
  CHECK(cudaMallocArray(&a2d, &fdesc, W, H));
  CHECK(cudaMemcpy2DToArray(a2d, 0, 0, planes, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeArray;
  res.res.array.array = a2d;
  for (cudaTextureAddressMode mode : {cudaAddressModeClamp, cudaAddressModeBorder}) {
    for (cudaTextureFilterMode filter : {cudaFilterModePoint, cudaFilterModeLinear}) {
      cudaTextureDesc desc = sampler(mode, filter, 0);
      cudaTextureObject_t tex;
      CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
      sample2d<<<blocks, 128>>>(tex, (float*)scratch);
      CHECK(cudaGetLastError());
      char what[32];
      snprintf(what, sizeof(what), "2d m%d f%d", (int)mode, (int)filter);
      if (report(what, (float*)scratch, N * N)) return 1;
      CHECK(cudaDestroyTextureObject(tex));
    }
  }
  // 2D uchar4 array, normalised reads and coordinates, every address mode (cudaMemcpyToArray)
  cudaChannelFormatDesc udesc = cudaCreateChannelDesc<uchar4>();
  cudaArray_t apix;
  CHECK(cudaMallocArray(&apix, &udesc, W, H, cudaArrayTextureGather));
  CHECK(cudaMemcpyToArray(apix, 0, 0, pixels, sizeof(pixels), cudaMemcpyHostToDevice));
  res.res.array.array = apix;
  for (cudaTextureAddressMode mode :
       {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror, cudaAddressModeBorder}) {
    cudaTextureDesc desc = sampler(mode, cudaFilterModeLinear, 1, cudaReadModeNormalizedFloat);
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
    sample2d_normalized<<<blocks, 128>>>(tex, (float4*)scratch);
    CHECK(cudaGetLastError());
    char what[32];
    snprintf(what, sizeof(what), "rgba m%d", (int)mode);
    if (report(what, (float4*)scratch, N * N)) return 1;
    CHECK(cudaDestroyTextureObject(tex));
  }
  {
    cudaTextureDesc desc = sampler(cudaAddressModeClamp, cudaFilterModePoint, 0);
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
    gather<<<blocks, 128>>>(tex, (uchar4*)scratch);
    CHECK(cudaGetLastError());
    if (report("gather", (uchar4*)scratch, N * N)) return 1;
    CHECK(cudaDestroyTextureObject(tex));
  }
  // 3D, layered and cubemap arrays through cudaMemcpy3D
  struct Volume {
    const char* name;
    cudaExtent extent;
    unsigned flags;
  } volumes[] = {{"3d", make_cudaExtent(W, H, D), 0},
                 {"layered", make_cudaExtent(W, H, 3), cudaArrayLayered},
                 {"cubemap", make_cudaExtent(H, H, 6), cudaArrayCubemap}};
  for (const Volume& v : volumes) {
    cudaArray_t array;
    CHECK(cudaMalloc3DArray(&array, &fdesc, v.extent, v.flags));
    cudaMemcpy3DParms copy;
    memset(&copy, 0, sizeof(copy));
    copy.srcPtr = make_cudaPitchedPtr(planes, v.extent.width * sizeof(float), v.extent.width, v.extent.height);
    copy.dstArray = array;
    copy.extent = v.extent;
    copy.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&copy));
    res.res.array.array = array;
    cudaTextureDesc desc = sampler(cudaAddressModeWrap, cudaFilterModeLinear, v.flags == 0);
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
    if (v.flags == 0) sample3d<<<blocks, 128>>>(tex, (float*)scratch);
    if (v.flags == cudaArrayLayered) sample_layered<<<blocks, 128>>>(tex, (float*)scratch);
    if (v.flags == cudaArrayCubemap) sample_cube<<<blocks, 128>>>(tex, (float*)scratch);
    CHECK(cudaGetLastError());
    if (report(v.name, (float*)scratch, N * N)) return 1;
    // and back: the array's texels
    float back[W * H * D];
    memset(&copy, 0, sizeof(copy));
    copy.srcArray = array;
    copy.dstPtr = make_cudaPitchedPtr(back, v.extent.width * sizeof(float), v.extent.width, v.extent.height);
    copy.extent = v.extent;
    copy.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&copy));
    printf("%-16s %08x\n", "copied back", hash(back, v.extent.width * v.extent.height * v.extent.depth * sizeof(float)));
    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaFreeArray(array));
  }
  // pitched memory, unsigned short texels read as they are
  unsigned short shorts[W * H];
  for (int i = 0; i < W * H; ++i) shorts[i] = (unsigned short)(i * 2654435761u >> 16);
  void* pitched;
  size_t pitch;
  CHECK(cudaMallocPitch(&pitched, &pitch, W * sizeof(unsigned short), H));
  CHECK(cudaMemcpy2D(pitched, pitch, shorts, W * sizeof(unsigned short), W * sizeof(unsigned short), H,
                     cudaMemcpyHostToDevice));
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = pitched;
  res.res.pitch2D.desc = cudaCreateChannelDesc<unsigned short>();
  res.res.pitch2D.width = W;
  res.res.pitch2D.height = H;
  res.res.pitch2D.pitchInBytes = pitch;
  {
    cudaTextureDesc desc = sampler(cudaAddressModeClamp, cudaFilterModePoint, 0);
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
    sample_pitched<<<blocks, 128>>>(tex, (unsigned short*)scratch);
    CHECK(cudaGetLastError());
    if (report("pitched", (unsigned short*)scratch, N * N)) return 1;
    CHECK(cudaDestroyTextureObject(tex));
  }
  // linear memory, tex1Dfetch (0 outside)
  int ints[256];
  for (int i = 0; i < 256; ++i) ints[i] = i * i - 1000;
  int* linear;
  CHECK(cudaMalloc((void**)&linear, sizeof(ints)));
  CHECK(cudaMemcpy(linear, ints, sizeof(ints), cudaMemcpyHostToDevice));
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = linear;
  res.res.linear.desc = cudaCreateChannelDesc<int>();
  res.res.linear.sizeInBytes = sizeof(ints);
  {
    cudaTextureDesc desc = sampler(cudaAddressModeClamp, cudaFilterModePoint, 0);
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &desc, nullptr));
    fetch_linear<<<blocks, 128>>>(tex, (int*)scratch);
    CHECK(cudaGetLastError());
    if (report("fetch", (int*)scratch, N * N)) return 1;
    cudaResourceDesc back;
    CHECK(cudaGetTextureObjectResourceDesc(&back, tex));
    printf("%-16s %d\n", "resource kept", back.res.linear.devPtr == (void*)linear && back.res.linear.sizeInBytes == sizeof(ints));
    CHECK(cudaDestroyTextureObject(tex));
  }
  // a surface: written, read mirrored, copied back
  cudaChannelFormatDesc f2desc = cudaCreateChannelDesc<float2>();
  cudaArray_t asurf;
  CHECK(cudaMallocArray(&asurf, &f2desc, W, H, cudaArraySurfaceLoadStore));
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeArray;
  res.res.array.array = asurf;
  cudaSurfaceObject_t surf;
  CHECK(cudaCreateSurfaceObject(&surf, &res));
  surface_write<<<H, W>>>(surf);
  surface_read<<<H, W>>>(surf, (float2*)scratch);
  CHECK(cudaGetLastError());
  if (report("surface", (float2*)scratch, W * H)) return 1;
  float2 copied[W * H];
  CHECK(cudaMemcpy2DFromArray(copied, W * sizeof(float2), asurf, 0, 0, W * sizeof(float2), H, cudaMemcpyDeviceToHost));
  printf("%-16s %08x\n", "surface array", hash(copied, sizeof(copied)));
  cudaChannelFormatDesc got;
  CHECK(cudaGetChannelDesc(&got, asurf));
  printf("%-16s %d %d %d\n", "channel desc", got.x, got.y, (int)got.f);
  CHECK(cudaDestroySurfaceObject(surf));
  CHECK(cudaFreeArray(asurf));
  CHECK(cudaFreeArray(a2d));
  CHECK(cudaFreeArray(apix));
  CHECK(cudaFree(pitched));
  CHECK(cudaFree(linear));
  CHECK(cudaFree(scratch));
  printf("done\n");
  return 0;
}
