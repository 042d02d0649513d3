// Every fetch of texture_driver.py's grid, three ways: CUDA's hardware textures, cass-lsp's software
// textures (cass_lsp/runtime/headers/textures.h, the core a translation carries: "cass_textures_core.h"
// beside this file, written by the script that prepares the run) on the GPU, and the same definitions
// on the CPU.
//
//   nvcc -O2 -arch=sm_90 texture_driver.cu -o texture_driver && ./texture_driver grid.bin HW REPORT
//       HW: the hardware's results, config after config; REPORT (JSON lines, one a config, written as
//       it goes): results compared, unequal between hardware and software on the GPU, unequal
//       between the GPU's and the CPU's software, the largest difference, the hashes of the three
//       results, the first results that differ)
//   hipcc -DCASS_TEXTURE_DRIVER_CPU ... (on a machine without a GPU): the CPU's results, a hash a config
//       (and every result, given a second file name).
#if defined(CASS_TEXTURE_DRIVER_CPU)
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cass_textures_core.h"

struct ConfigRecord {
  int shape, format, linear, address, normalized, comp, w, h, d, coord_set, data_set, count;
  float border[4];
};
struct Point {
  float x, y, z;
  int layer;
};
struct Grid {
  std::vector<ConfigRecord> configs;
  std::vector<std::vector<Point>> coords;
  std::vector<std::vector<unsigned char>> data;
};
enum { k1D = 1, k2D, k3D, k1DLayered, k2DLayered, kCubemap, kCubemapLayered, kFetch, kPitch2D, kGather };
// format -> bytes a texel, channels, kind (0 signed, 1 unsigned, 2 float), bits, normalised read
static const int kFormats[7][5] = {{4, 1, 2, 32, 0}, {2, 1, 2, 16, 0}, {4, 4, 1, 8, 1}, {4, 4, 1, 8, 0},
                                   {2, 1, 1, 16, 1}, {2, 1, 1, 16, 0}, {1, 1, 0, 8, 1}};

static void fail(const char* what) {
  fprintf(stderr, "texture_driver: %s\n", what);
  exit(2);
}

static Grid read_grid(const char* path) {
  FILE* f = fopen(path, "rb");
  if (!f) fail("cannot open the grid");
  char magic[8];
  int counts[3];
  if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "CASSTEX1", 8) != 0 || fread(counts, 4, 3, f) != 3) fail("not a grid");
  Grid g;
  g.configs.resize(counts[0]);
  if (fread(g.configs.data(), sizeof(ConfigRecord), counts[0], f) != (size_t)counts[0]) fail("short grid");
  for (int k = 0; k < counts[1]; ++k) {
    int n = 0;
    if (fread(&n, 4, 1, f) != 1) fail("short grid");
    g.coords.emplace_back(n);
    if (fread(g.coords.back().data(), sizeof(Point), n, f) != (size_t)n) fail("short grid");
  }
  for (int k = 0; k < counts[2]; ++k) {
    int n = 0;
    if (fread(&n, 4, 1, f) != 1) fail("short grid");
    g.data.emplace_back(n);
    if (fread(g.data.back().data(), 1, n, f) != (size_t)n) fail("short grid");
  }
  fclose(f);
  return g;
}

static int rows(const ConfigRecord& c) { return c.shape == k1D || c.shape == k1DLayered || c.shape == kFetch ? 1 : c.h; }

// The software descriptor of a config over texels at `data` (rows `pitch` bytes apart).
static cass_tex::Texture describe(const ConfigRecord& c, unsigned char* data, size_t pitch) {
  cass_tex::Texture t;
  memset(&t, 0, sizeof(t));
  static const int shapes[] = {0, cass_tex::k1D, cass_tex::k2D, cass_tex::k3D, cass_tex::k1DLayered,
                               cass_tex::k2DLayered, cass_tex::kCubemap, cass_tex::kCubemapLayered,
                               cass_tex::kLinear, cass_tex::k2D, cass_tex::k2D};
  t.data = data;
  t.pitch = pitch;
  t.slice = pitch * rows(c);
  t.width = c.w;
  t.height = rows(c);
  t.depth = c.shape == k3D ? c.d : 1;
  t.layers = c.shape == k1DLayered || c.shape == k2DLayered || c.shape == kCubemap || c.shape == kCubemapLayered ? c.d : 1;
  t.shape = shapes[c.shape];
  t.channels = kFormats[c.format][1];
  t.kind = kFormats[c.format][2];
  t.bits = kFormats[c.format][3];
  t.normalized_read = kFormats[c.format][4];
  t.linear_filter = c.linear;
  t.normalized_coords = c.normalized;
  for (int a = 0; a < 3; ++a) t.address[a] = c.address;
  for (int k = 0; k < 4; ++k) t.border[k] = c.border[k];
  return t;
}

template <class T>
__host__ __device__ T emulate(const cass_tex::Texture* t, int shape, Point p, int comp) {
  switch (shape) {
    case k1D: return cass_tex::tex1D<T>(t, p.x);
    case k2D: case kPitch2D: return cass_tex::tex2D<T>(t, p.x, p.y);
    case k3D: return cass_tex::tex3D<T>(t, p.x, p.y, p.z);
    case k1DLayered: return cass_tex::tex1DLayered<T>(t, p.x, p.layer);
    case k2DLayered: return cass_tex::tex2DLayered<T>(t, p.x, p.y, p.layer);
    case kCubemap: return cass_tex::texCubemap<T>(t, p.x, p.y, p.z);
    case kCubemapLayered: return cass_tex::texCubemapLayered<T>(t, p.x, p.y, p.z, p.layer);
    case kFetch: return cass_tex::fetch<T>(t, (int)p.x);
    default: return cass_tex::tex2Dgather<T>(t, p.x, p.y, comp);
  }
}

template <class T>
static void emulate_on_cpu(const ConfigRecord& c, const Grid& g, std::vector<unsigned char>& out) {
  std::vector<unsigned char> texels = g.data[c.data_set];
  const size_t pitch = (size_t)c.w * kFormats[c.format][0];
  const cass_tex::Texture t = describe(c, texels.data(), pitch);
  out.resize(c.count * sizeof(T));
  for (int k = 0; k < c.count; ++k) {
    const T v = emulate<T>(&t, c.shape, g.coords[c.coord_set][k], c.comp);
    memcpy(out.data() + k * sizeof(T), &v, sizeof(T));
  }
}

static size_t result_bytes(const ConfigRecord& c) {
  if (c.shape == kGather) return c.format == 0 ? 16 : 4;
  static const size_t bytes[7] = {4, 4, 16, 4, 4, 2, 4};
  return bytes[c.format];
}

static void on_cpu(const ConfigRecord& c, const Grid& g, std::vector<unsigned char>& out) {
  if (c.shape == kGather) {
    if (c.format == 0) emulate_on_cpu<float4>(c, g, out); else emulate_on_cpu<uchar4>(c, g, out);
    return;
  }
  switch (c.format) {
    case 2: emulate_on_cpu<float4>(c, g, out); break;
    case 3: emulate_on_cpu<uchar4>(c, g, out); break;
    case 5: emulate_on_cpu<unsigned short>(c, g, out); break;
    default: emulate_on_cpu<float>(c, g, out);
  }
}

static unsigned long long fnv64(const unsigned char* p, size_t n) {
  unsigned long long h = 14695981039346656037ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

#if defined(CASS_TEXTURE_DRIVER_CPU)
// On the CPU: one line per config, its index and the FNV-1a-64 hash of its results; with RESULTS,
// every result too, config after config (the layout of the hardware's file).
int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) fail("usage: texture_driver GRID [RESULTS]");
  const Grid g = read_grid(argv[1]);
  FILE* results = argc == 3 ? fopen(argv[2], "wb") : nullptr;
  if (argc == 3 && !results) fail("cannot write the results");
  std::vector<unsigned char> out;
  for (size_t index = 0; index < g.configs.size(); ++index) {
    on_cpu(g.configs[index], g, out);
    printf("%zu %016llx\n", index, fnv64(out.data(), out.size()));
    if (results) fwrite(out.data(), 1, out.size(), results);
  }
  if (results) fclose(results);
  return 0;
}
#else
#include <stdexcept>
// A failed call ends the texture's check, not the run: the texture is reported with the error, its
// results written as zeros (the file keeps its layout), the device reset.
#define CHECK(call)                                                                                     \
  do {                                                                                                  \
    cudaError_t e_ = (call);                                                                            \
    if (e_ != cudaSuccess) throw std::runtime_error(std::string(#call) + ": " + cudaGetErrorString(e_)); \
  } while (0)

template <class T>
__device__ T hardware(cudaTextureObject_t o, int shape, Point p) {
  switch (shape) {
    case k1D: return tex1D<T>(o, p.x);
    case k2D: case kPitch2D: return tex2D<T>(o, p.x, p.y);
    case k3D: return tex3D<T>(o, p.x, p.y, p.z);
    case k1DLayered: return tex1DLayered<T>(o, p.x, p.layer);
    case k2DLayered: return tex2DLayered<T>(o, p.x, p.y, p.layer);
    case kCubemap: return texCubemap<T>(o, p.x, p.y, p.z);
    case kCubemapLayered: return texCubemapLayered<T>(o, p.x, p.y, p.z, p.layer);
    default: return tex1Dfetch<T>(o, (int)p.x);
  }
}

template <class T>
__global__ void run(cudaTextureObject_t o, const cass_tex::Texture* t, int shape, int comp, const Point* p, int n,
                    T* hw, T* sw) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  hw[i] = shape == kGather ? T() : hardware<T>(o, shape, p[i]);
  sw[i] = emulate<T>(t, shape, p[i], comp);
}
template <class T>
__global__ void run_gather(cudaTextureObject_t o, const cass_tex::Texture* t, int comp, const Point* p, int n, T* hw,
                           T* sw) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  hw[i] = tex2Dgather<T>(o, p[i].x, p[i].y, comp);
  sw[i] = emulate<T>(t, kGather, p[i], comp);
}

static cudaChannelFormatDesc channel(int format) {
  switch (format) {
    case 0: return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    case 1: return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
    case 2: case 3: return cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    case 4: case 5: return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindUnsigned);
    default: return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindSigned);
  }
}

struct Resources {  // what one config's texture is made of
  cudaArray_t array = nullptr;
  void* linear = nullptr;   // the hardware's linear or pitched memory, which the software reads too
  void* copy = nullptr;     // the software's copy of an array's texels, rows packed
  cass_tex::Texture* descriptor = nullptr;
  cudaTextureObject_t object = 0;
};

static Resources make(const ConfigRecord& c, const Grid& g) {
  Resources r;
  const std::vector<unsigned char>& host = g.data[c.data_set];
  const size_t e = kFormats[c.format][0], row = c.w * e;
  const cudaChannelFormatDesc desc = channel(c.format);
  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  size_t pitch = row;
  if (c.shape == kFetch) {
    CHECK(cudaMalloc(&r.linear, host.size()));
    CHECK(cudaMemcpy(r.linear, host.data(), host.size(), cudaMemcpyHostToDevice));
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = r.linear;
    res.res.linear.desc = desc;
    res.res.linear.sizeInBytes = host.size();
  } else if (c.shape == kPitch2D) {
    CHECK(cudaMallocPitch(&r.linear, &pitch, row, c.h));
    CHECK(cudaMemcpy2D(r.linear, pitch, host.data(), row, row, c.h, cudaMemcpyHostToDevice));
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = r.linear;
    res.res.pitch2D.desc = desc;
    res.res.pitch2D.width = c.w;
    res.res.pitch2D.height = c.h;
    res.res.pitch2D.pitchInBytes = pitch;
  } else {
    if (c.shape == k1D || c.shape == k2D || c.shape == kGather) {
      CHECK(cudaMallocArray(&r.array, &desc, c.w, c.shape == k1D ? 0 : c.h, c.shape == kGather ? cudaArrayTextureGather : 0));
      CHECK(cudaMemcpy2DToArray(r.array, 0, 0, host.data(), row, row, rows(c), cudaMemcpyHostToDevice));
    } else {
      unsigned flags = c.shape == k1DLayered || c.shape == k2DLayered ? cudaArrayLayered
                       : c.shape == kCubemap                          ? cudaArrayCubemap
                       : c.shape == kCubemapLayered                   ? cudaArrayCubemap | cudaArrayLayered
                                                                      : 0;
      CHECK(cudaMalloc3DArray(&r.array, &desc, make_cudaExtent(c.w, c.shape == k1DLayered ? 0 : c.h, c.d), flags));
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof(p));
      p.srcPtr = make_cudaPitchedPtr((void*)host.data(), row, c.w, rows(c));
      p.dstArray = r.array;
      p.extent = make_cudaExtent(c.w, rows(c), c.d);
      p.kind = cudaMemcpyHostToDevice;
      CHECK(cudaMemcpy3D(&p));
    }
    res.resType = cudaResourceTypeArray;
    res.res.array.array = r.array;
    CHECK(cudaMalloc(&r.copy, host.size()));
    CHECK(cudaMemcpy(r.copy, host.data(), host.size(), cudaMemcpyHostToDevice));
  }
  cudaTextureDesc tex;
  memset(&tex, 0, sizeof(tex));
  for (int a = 0; a < 3; ++a) tex.addressMode[a] = (cudaTextureAddressMode)c.address;
  tex.filterMode = c.linear ? cudaFilterModeLinear : cudaFilterModePoint;
  tex.readMode = kFormats[c.format][4] ? cudaReadModeNormalizedFloat : cudaReadModeElementType;
  tex.normalizedCoords = c.normalized;
  for (int k = 0; k < 4; ++k) tex.borderColor[k] = c.border[k];
  CHECK(cudaCreateTextureObject(&r.object, &res, &tex, nullptr));
  const cass_tex::Texture t = describe(c, (unsigned char*)(r.copy ? r.copy : r.linear), pitch);
  CHECK(cudaMalloc(&r.descriptor, sizeof(t)));
  CHECK(cudaMemcpy(r.descriptor, &t, sizeof(t), cudaMemcpyHostToDevice));
  return r;
}

static void release(Resources& r) {
  CHECK(cudaDestroyTextureObject(r.object));
  if (r.array) CHECK(cudaFreeArray(r.array));
  CHECK(cudaFree(r.linear));
  CHECK(cudaFree(r.copy));
  CHECK(cudaFree(r.descriptor));
}

template <class T>
static void launch(const ConfigRecord& c, const Resources& r, const Point* points, void* hw, void* sw) {
  const int threads = 128, blocks = (c.count + threads - 1) / threads;
  if (c.shape == kGather) {
    run_gather<T><<<blocks, threads>>>(r.object, r.descriptor, c.comp, points, c.count, (T*)hw, (T*)sw);
  } else {
    run<T><<<blocks, threads>>>(r.object, r.descriptor, c.shape, c.comp, points, c.count, (T*)hw, (T*)sw);
  }
}

static double component(const unsigned char* p, int k, bool floats, size_t size) {
  if (floats) {
    float f;
    memcpy(&f, p + 4 * k, 4);
    return f;
  }
  return size == 2 ? (double)((const unsigned short*)p)[k] : (double)p[k];
}
static long long ordered(float f) {  // floats in order as integers: their distance counts ulps
  int i;
  memcpy(&i, &f, 4);
  return i < 0 ? (-2147483647LL - 1) - i : i;
}

struct Totals {
  size_t fetches = 0, unequal = 0, failed = 0;
};

// One texture: its fetches by the hardware and the software, compared; its line of the report.
static void check(size_t index, const Grid& g, FILE* hw_file, FILE* report, Totals& totals) {
  const ConfigRecord& c = g.configs[index];
  const size_t size = result_bytes(c), bytes = size * c.count;
  std::vector<unsigned char> hw(bytes), sw(bytes), cpu;
  Resources r = make(c, g);
  Point* points;
  void *d_hw, *d_sw;
  CHECK(cudaMalloc(&points, c.count * sizeof(Point)));
  CHECK(cudaMemcpy(points, g.coords[c.coord_set].data(), c.count * sizeof(Point), cudaMemcpyHostToDevice));
  CHECK(cudaMalloc(&d_hw, bytes));
  CHECK(cudaMalloc(&d_sw, bytes));
  const bool four = c.shape == kGather ? true : c.format == 2 || c.format == 3;
  const bool floats = c.shape == kGather ? c.format == 0 : c.format != 3 && c.format != 5;
  if (c.shape == kGather) {
    if (c.format == 0) launch<float4>(c, r, points, d_hw, d_sw); else launch<uchar4>(c, r, points, d_hw, d_sw);
  } else if (c.format == 2) {
    launch<float4>(c, r, points, d_hw, d_sw);
  } else if (c.format == 3) {
    launch<uchar4>(c, r, points, d_hw, d_sw);
  } else if (c.format == 5) {
    launch<unsigned short>(c, r, points, d_hw, d_sw);
  } else {
    launch<float>(c, r, points, d_hw, d_sw);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hw.data(), d_hw, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sw.data(), d_sw, bytes, cudaMemcpyDeviceToHost));
  on_cpu(c, g, cpu);
  fwrite(hw.data(), 1, bytes, hw_file);
  const int components = four ? 4 : 1;
  size_t unequal = 0, unequal_cpu = 0;
  double max_diff = 0;
  long long max_ulps = 0;
  std::string first;
  for (int k = 0; k < c.count; ++k) {
    const unsigned char *a = hw.data() + k * size, *b = sw.data() + k * size;
    unequal_cpu += memcmp(b, cpu.data() + k * size, size) != 0;
    if (memcmp(a, b, size) == 0) continue;
    ++unequal;
    for (int m = 0; m < components; ++m) {
      const double x = component(a, m, floats, size / components), y = component(b, m, floats, size / components);
      const double diff = std::isnan(x) || std::isnan(y) ? INFINITY : std::fabs(x - y);
      max_diff = diff > max_diff ? diff : max_diff;
      if (floats) {
        float fx, fy;
        memcpy(&fx, a + 4 * m, 4);
        memcpy(&fy, b + 4 * m, 4);
        const long long u = llabs(ordered(fx) - ordered(fy));
        max_ulps = u > max_ulps ? u : max_ulps;
      }
    }
    if (unequal <= 4) {
      char line[160];
      const Point& p = g.coords[c.coord_set][k];
      snprintf(line, sizeof(line), "%s{\"k\": %d, \"at\": [%.9g, %.9g, %.9g, %d], \"hw\": %.9g, \"sw\": %.9g}",
               first.empty() ? "" : ", ", k, p.x, p.y, p.z, p.layer, component(a, 0, floats, size / components),
               component(b, 0, floats, size / components));
      first += line;
    }
  }
  totals.fetches += c.count;
  totals.unequal += unequal;
  fprintf(report,
          "{\"config\": %zu, \"results\": %d, \"unequal\": %zu, \"unequal_gpu_cpu\": %zu, \"max_diff\": %.9g, "
          "\"max_ulps\": %lld, \"hw\": \"%016llx\", \"sw\": \"%016llx\", \"cpu\": \"%016llx\", \"first\": [%s]}\n",
          index, c.count, unequal, unequal_cpu, max_diff, max_ulps, fnv64(hw.data(), bytes), fnv64(sw.data(), bytes),
          fnv64(cpu.data(), bytes), first.c_str());
  fflush(report);
  CHECK(cudaFree(points));
  CHECK(cudaFree(d_hw));
  CHECK(cudaFree(d_sw));
  release(r);
}

int main(int argc, char** argv) {
  if (argc != 4) fail("usage: texture_driver GRID HW REPORT");
  const Grid g = read_grid(argv[1]);
  FILE* hw_file = fopen(argv[2], "wb");
  FILE* report = fopen(argv[3], "w");
  if (!hw_file || !report) fail("cannot write the results");
  cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) fail("no CUDA device");
  fprintf(report, "{\"device\": \"%s\", \"configs\": %zu}\n", prop.name, g.configs.size());
  Totals totals;
  for (size_t index = 0; index < g.configs.size(); ++index) {
    const long where = ftell(hw_file);
    try {
      check(index, g, hw_file, report, totals);
    } catch (const std::exception& e) {
      ++totals.failed;
      const ConfigRecord& c = g.configs[index];
      fseek(hw_file, where, SEEK_SET);
      std::vector<unsigned char> zeros(result_bytes(c) * c.count);
      fwrite(zeros.data(), 1, zeros.size(), hw_file);
      fprintf(report, "{\"config\": %zu, \"results\": %d, \"error\": \"%s\"}\n", index, c.count, e.what());
      fflush(report);
      fprintf(stderr, "texture %zu: %s\n", index, e.what());
      cudaDeviceReset();
    }
  }
  fclose(hw_file);
  fclose(report);
  printf("%zu configs (%zu failed), %zu fetches, %zu unequal between hardware and software\n", g.configs.size(),
         totals.failed, totals.fetches, totals.unequal);
  return 0;
}
#endif
