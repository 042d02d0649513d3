// What a texture fetch costs on an NVIDIA GPU three ways: CUDA's hardware textures, cass-lsp's
// software textures (the core a translation carries for targets without image instructions:
// "cass_textures_core.h", written by textures_prepare.py from cass_lsp/runtime/headers/textures.h),
// and plain loads of the same data (a point fetch is a load; a linear one four loads and a lerp).
//
//   nvcc -O3 -arch=sm_90 texture_bench.cu -o texture_bench && ./texture_bench > bench.json
//
// One 4096 x 4096 texture (64 MB of float, or of uchar4 read as normalised floats), every texel
// fetched once a launch by one thread, at two patterns: shifted (the thread's own texel, offset by a
// fraction: neighbours read neighbours) and rotated (the sample's transform: a rotation by 0.5 rad
// about the centre, normalised coordinates, wrap). Each figure is the median of 15 timed launches.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cass_textures_core.h"

#define CHECK(call)                                                                          \
  do {                                                                                       \
    cudaError_t e_ = (call);                                                                 \
    if (e_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      exit(3);                                                                               \
    }                                                                                        \
  } while (0)

const int W = 4096, H = 4096;

struct Where {  // the coordinates of thread (x, y)'s fetch
  int rotated;
  __device__ void at(int x, int y, float* u, float* v) const {
    if (!rotated) {
      *u = x + 0.5f + 0.3f, *v = y + 0.5f + 0.7f;
      return;
    }
    const float cx = x - W / 2.0f, cy = y - H / 2.0f, c = 0.87758256f, s = 0.47942554f;
    *u = (cx * c - cy * s) / W + 0.5f, *v = (cy * c + cx * s) / H + 0.5f;
  }
};

template <class T>
__global__ void hardware(cudaTextureObject_t tex, Where where, T* out) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float u, v;
  where.at(x, y, &u, &v);
  out[y * W + x] = tex2D<T>(tex, u, v);
}
template <class T>
__global__ void software(const cass_tex::Texture* tex, Where where, T* out) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float u, v;
  where.at(x, y, &u, &v);
  out[y * W + x] = cass_tex::tex2D<T>(tex, u, v);
}
// Plain loads: the texel under the coordinate (point), or the four around it blended in float
// (linear, no 8-bit weights), clamped, wrapped for normalised coordinates as the textures do.
__global__ void plain(const float* in, Where where, int linear, float* out) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  float u, v;
  where.at(x, y, &u, &v);
  if (where.rotated) u = (u - floorf(u)) * W, v = (v - floorf(v)) * H;
  if (!linear) {
    const int i = min(max((int)floorf(u), 0), W - 1), j = min(max((int)floorf(v), 0), H - 1);
    out[y * W + x] = __ldg(in + j * W + i);
    return;
  }
  const float fu = u - 0.5f, fv = v - 0.5f, a = fu - floorf(fu), b = fv - floorf(fv);
  const int i0 = min(max((int)floorf(fu), 0), W - 1), j0 = min(max((int)floorf(fv), 0), H - 1);
  const int i1 = min(i0 + 1, W - 1), j1 = min(j0 + 1, H - 1);
  const float t00 = __ldg(in + j0 * W + i0), t10 = __ldg(in + j0 * W + i1);
  const float t01 = __ldg(in + j1 * W + i0), t11 = __ldg(in + j1 * W + i1);
  out[y * W + x] = (1 - b) * ((1 - a) * t00 + a * t10) + b * ((1 - a) * t01 + a * t11);
}

template <class Launch>
static float median_ms(Launch launch) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  launch();  // warm-up
  CHECK(cudaDeviceSynchronize());
  std::vector<float> times;
  for (int k = 0; k < 15; ++k) {
    CHECK(cudaEventRecord(start));
    launch();
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms);
  }
  CHECK(cudaGetLastError());
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

static bool first = true;
static void row(const char* texel, const char* pattern, const char* filter, const char* how, float ms, size_t bytes) {
  const double fetches = (double)W * H;
  printf("%s  {\"texel\": \"%s\", \"pattern\": \"%s\", \"filter\": \"%s\", \"how\": \"%s\", \"ms\": %.4f, "
         "\"ns_per_fetch\": %.5f, \"gb_per_s\": %.1f}",
         first ? "" : ",\n", texel, pattern, filter, how, ms, ms * 1e6 / fetches, fetches * bytes / (ms * 1e6));
  first = false;
  fflush(stdout);
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::vector<float> floats((size_t)W * H);
  std::vector<uchar4> pixels((size_t)W * H);
  for (size_t i = 0; i < floats.size(); ++i) {
    floats[i] = (float)((i * 2654435761u) % 1000) * 0.01f;
    pixels[i] = make_uchar4(i * 7, i * 13, i * 29, 255);
  }
  float *d_floats, *d_out;
  uchar4* d_pixels;
  CHECK(cudaMalloc(&d_floats, floats.size() * sizeof(float)));
  CHECK(cudaMalloc(&d_pixels, pixels.size() * sizeof(uchar4)));
  CHECK(cudaMalloc(&d_out, floats.size() * sizeof(float4)));
  CHECK(cudaMemcpy(d_floats, floats.data(), floats.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_pixels, pixels.data(), pixels.size() * sizeof(uchar4), cudaMemcpyHostToDevice));
  printf("{\"device\": \"%s\", \"width\": %d, \"height\": %d, \"rows\": [\n", prop.name, W, H);
  const dim3 block(16, 16), grid(W / 16, H / 16);
  for (int texel = 0; texel < 2; ++texel) {  // float; uchar4 read as normalised floats
    const cudaChannelFormatDesc desc = texel == 0 ? cudaCreateChannelDesc<float>() : cudaCreateChannelDesc<uchar4>();
    const size_t size = texel == 0 ? sizeof(float) : sizeof(uchar4);
    cudaArray_t array;
    CHECK(cudaMallocArray(&array, &desc, W, H));
    CHECK(cudaMemcpy2DToArray(array, 0, 0, texel == 0 ? (void*)floats.data() : (void*)pixels.data(), W * size, W * size, H,
                              cudaMemcpyHostToDevice));
    for (int rotated = 0; rotated < 2; ++rotated) {
      for (int linear = 0; linear < 2; ++linear) {
        cudaResourceDesc res;
        memset(&res, 0, sizeof(res));
        res.resType = cudaResourceTypeArray;
        res.res.array.array = array;
        cudaTextureDesc td;
        memset(&td, 0, sizeof(td));
        td.addressMode[0] = td.addressMode[1] = rotated ? cudaAddressModeWrap : cudaAddressModeClamp;
        td.filterMode = linear ? cudaFilterModeLinear : cudaFilterModePoint;
        td.readMode = texel == 0 ? cudaReadModeElementType : cudaReadModeNormalizedFloat;
        td.normalizedCoords = rotated;
        cudaTextureObject_t tex;
        CHECK(cudaCreateTextureObject(&tex, &res, &td, nullptr));
        cass_tex::Texture t;
        memset(&t, 0, sizeof(t));
        t.data = (unsigned char*)(texel == 0 ? (void*)d_floats : (void*)d_pixels);
        t.pitch = W * size;
        t.slice = t.pitch * H;
        t.width = W, t.height = H, t.depth = 1, t.layers = 1, t.shape = cass_tex::k2D;
        t.kind = texel == 0 ? cass_tex::kFloat : cass_tex::kUnsigned;
        t.channels = texel == 0 ? 1 : 4;
        t.bits = texel == 0 ? 32 : 8;
        t.linear_filter = linear, t.normalized_read = texel == 1, t.normalized_coords = rotated;
        t.address[0] = t.address[1] = rotated ? cass_tex::kWrap : cass_tex::kClamp;
        cass_tex::Texture* d_t;
        CHECK(cudaMalloc(&d_t, sizeof(t)));
        CHECK(cudaMemcpy(d_t, &t, sizeof(t), cudaMemcpyHostToDevice));
        const Where where = {rotated};
        const char* name = texel == 0 ? "float" : "uchar4 normalised";
        const char* pattern = rotated ? "rotated" : "shifted";
        const char* filter = linear ? "linear" : "point";
        const size_t out = texel == 0 ? sizeof(float) : sizeof(float4), moved = size + out;
        if (texel == 0) {
          row(name, pattern, filter, "hardware", median_ms([&] { hardware<float><<<grid, block>>>(tex, where, d_out); }), moved);
          row(name, pattern, filter, "software",
              median_ms([&] { software<float><<<grid, block>>>(d_t, where, d_out); }), moved);
          row(name, pattern, filter, "plain loads",
              median_ms([&] { plain<<<grid, block>>>(d_floats, where, linear, d_out); }), moved);
        } else {
          row(name, pattern, filter, "hardware",
              median_ms([&] { hardware<float4><<<grid, block>>>(tex, where, (float4*)d_out); }), moved);
          row(name, pattern, filter, "software",
              median_ms([&] { software<float4><<<grid, block>>>(d_t, where, (float4*)d_out); }), moved);
        }
        CHECK(cudaDestroyTextureObject(tex));
        CHECK(cudaFree(d_t));
      }
    }
    CHECK(cudaFreeArray(array));
  }
  printf("\n]}\n");
  return 0;
}
