// cuda_fp8.h's C conversion API on a deterministic sweep: CUDA's results (nvcc, on the GPU and on
// the host), or cass-lsp's definitions (cass_lsp/runtime/headers/fp8.h, host code) when CASS_FP8_HOST_ONLY
// is defined and the definitions precede this file (tests/translate/test_fp8.py).
//
// Output: `digest NAME FNV-1a-64 COUNT` for every table, then `table NAME` and the bytes of the
// two full tables (float->fp8 in four modes, fp8->half), 64 bytes a line in hex.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#ifndef CASS_FP8_HOST_ONLY
#include <cuda_fp8.h>
#endif
#if !defined(CASS_FP8_HOST_ONLY) && !defined(CASS_FP8_CPU)
#define CASS_FP8_GPU  // CASS_FP8_CPU: CUDA's host code alone, on a machine without a GPU
#endif

static uint32_t g_state = 0x2545F491u;
static uint32_t xorshift32() {
  g_state ^= g_state << 13;
  g_state ^= g_state >> 17;
  g_state ^= g_state << 5;
  return g_state;
}

static float from_bits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

// IEEE binary16 bits to float, exactly (no library: the same on every compiler).
static float half_bits_to_float(uint16_t h) {
  const uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1Fu, m = h & 0x3FFu;
  if (e == 0x1F) return from_bits(sign | 0x7F800000u | (m << 13));
  if (e != 0) return from_bits(sign | ((e + 112u) << 23) | (m << 13));
  float v = (float)m * from_bits(0x33800000u);  // m * 2^-24, exact
  return sign ? -v : v;
}

// The float inputs: every half value widened, special values, seeded random floats.
static std::vector<float> float_inputs() {
  std::vector<float> in;
  for (uint32_t h = 0; h < 65536; ++h) in.push_back(half_bits_to_float((uint16_t)h));
  const uint32_t special[] = {
      0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u, 0x7F800001u,
      0xFF800001u, 0x7FFFFFFFu, 0xFFFFFFFFu, 0x7FA00000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x00800000u,
      0x80800000u, 0x00000001u, 0x80000001u, 0x007FFFFFu, 0x43E00000u, 0x43E00001u, 0x43DFFFFFu,
      0x43E80000u, 0x43E7FFFFu, 0x43E80001u, 0x43F00000u, 0x43F80000u, 0xC3E80000u, 0xC3E80001u,
      0x47600000u, 0x47700000u, 0x476FFFFFu, 0x47700001u, 0x47800000u, 0xC7700000u, 0xC7700001u,
      0x3A800000u, 0x3A000000u, 0x3A000001u, 0x39FFFFFFu, 0x3AC00000u, 0x3B200000u, 0x37800000u,
      0x37000000u, 0x37000001u, 0x36FFFFFFu, 0x37C00000u, 0x3C800000u, 0x3C7FFFFFu, 0x38800000u,
      0x387FFFFFu, 0x4F000000u, 0x5F800000u, 0x3F800000u, 0xBF800000u, 0x3F880000u, 0x3F980000u};
  for (uint32_t s : special) in.push_back(from_bits(s));
  for (int i = 0; i < 2048; ++i) in.push_back(from_bits(xorshift32()));  // any bits: huge, tiny, NaN
  for (int i = 0; i < 6144; ++i) {  // exponents from 2^-30 to 2^20, both signs
    const uint32_t r = xorshift32(), e = (xorshift32() % 51u) + 97u;
    in.push_back(from_bits((r & 0x80000000u) | (e << 23) | (r & 0x7FFFFFu)));
  }
  return in;
}

static uint64_t fnv1a(const uint8_t* p, size_t n) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static void digest(const char* name, const std::vector<uint8_t>& bytes) {
  printf("digest %s %016llx %zu\n", name, (unsigned long long)fnv1a(bytes.data(), bytes.size()), bytes.size());
}

static void table(const char* name, const std::vector<uint8_t>& bytes) {
  printf("table %s\n", name);
  for (size_t i = 0; i < bytes.size(); ++i) printf("%02x%s", bytes[i], (i % 64 == 63 || i + 1 == bytes.size()) ? "\n" : "");
}

static const char* MODE[4] = {"E4M3_NOSAT", "E4M3_SATFINITE", "E5M2_NOSAT", "E5M2_SATFINITE"};

// Result ``i`` of function ``which`` in ``mode`` (bit 1: E5M2, bit 0: SATFINITE); ``f`` are the
// float inputs, ``d`` the double ones, the half and fp8 inputs are the index's bits.
__host__ __device__ static void compute_one(int which, int mode, uint32_t i, const float* f, const double* d,
                                            uint8_t* out) {
  const __nv_fp8_interpretation_t kind = (mode & 2) ? __NV_E5M2 : __NV_E4M3;
  const __nv_saturation_t sat = (mode & 1) ? __NV_SATFINITE : __NV_NOSAT;
  if (which == 0) {
    out[0] = __nv_cvt_float_to_fp8(f[i], sat, kind);
  } else if (which == 1) {
    out[0] = __nv_cvt_double_to_fp8(d[i], sat, kind);
  } else if (which == 2) {
    float2 pair;
    pair.x = f[i];
    pair.y = f[i + 1];
    const __nv_fp8x2_storage_t s = __nv_cvt_float2_to_fp8x2(pair, sat, kind);
    out[0] = (uint8_t)(s & 0xFF);
    out[1] = (uint8_t)(s >> 8);
  } else if (which == 3) {
    __half_raw h;
    h.x = (unsigned short)i;
    out[0] = __nv_cvt_halfraw_to_fp8(h, sat, kind);
  } else if (which == 4) {
    const __half_raw h = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(i & 0xFF), (mode & 2) ? __NV_E5M2 : __NV_E4M3);
    out[0] = (uint8_t)(h.x & 0xFF);
    out[1] = (uint8_t)(h.x >> 8);
  } else {
    // Its bytes (x first): HIP's __half2_raw holds two __half_raw where CUDA's holds two shorts.
    const __half2_raw h = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(i & 0xFFFF), (mode & 2) ? __NV_E5M2 : __NV_E4M3);
    memcpy(out, &h, 4);
  }
}

static const uint32_t COUNT_FIXED[6] = {0, 0, 0, 65536, 256, 65536};
// Bytes a result takes.
__host__ __device__ static uint32_t width(int which) { return which == 5 ? 4 : (which == 2 || which == 4) ? 2 : 1; }
static const char* WHICH[6] = {"float_to_fp8", "double_to_fp8", "float2_to_fp8x2", "halfraw_to_fp8",
                               "fp8_to_halfraw", "fp8x2_to_halfraw2"};

#ifdef CASS_FP8_GPU
__global__ void compute_kernel(int which, int mode, uint32_t n, const float* f, const double* d, uint8_t* out) {
  const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) compute_one(which, mode, i, f, d, out + (size_t)i * width(which));
}
#endif

int main() {
  const std::vector<float> f = float_inputs();
  std::vector<double> d(f.size());
  for (size_t i = 0; i < f.size(); ++i) {
    // Sticky bits below a float's precision: a float tie pushed up or down by 2^-40 relative.
    const double x = (double)f[i];
    d[i] = (i % 3 == 0) ? x : x + x * ((i % 3 == 1) ? 0x1p-40 : -0x1p-40);
  }
  const uint32_t nf = (uint32_t)f.size();
  std::vector<uint8_t> results[6][4];
  long long host_device_mismatch = 0;
#ifdef CASS_FP8_GPU
  float* df;
  double* dd;
  uint8_t* dout;
  cudaMalloc(&df, f.size() * sizeof(float));
  cudaMalloc(&dd, d.size() * sizeof(double));
  cudaMalloc(&dout, (size_t)65536 * 4 + f.size() * 4);
  cudaMemcpy(df, f.data(), f.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dd, d.data(), d.size() * sizeof(double), cudaMemcpyHostToDevice);
#endif
  for (int which = 0; which < 6; ++which) {
    const uint32_t n = COUNT_FIXED[which] ? COUNT_FIXED[which] : (which == 2 ? nf - 1 : nf);
    const int modes = which >= 4 ? 2 : 4;
    for (int m = 0; m < modes; ++m) {
      const int mode = which >= 4 ? m * 2 : m;
      std::vector<uint8_t> host((size_t)n * width(which));
      for (uint32_t i = 0; i < n; ++i) compute_one(which, mode, i, f.data(), d.data(), &host[(size_t)i * width(which)]);
#ifdef CASS_FP8_GPU
      std::vector<uint8_t> dev(host.size());
      // One thread per input; each writes width(which) bytes at its own offset.
      compute_kernel<<<(n + 255) / 256, 256>>>(which, mode, n, df, dd, dout);
      cudaError_t err = cudaDeviceSynchronize();
      if (err != cudaSuccess) {
        fprintf(stderr, "CUDA error: %s\n", cudaGetErrorString(err));
        return 1;
      }
      cudaMemcpy(dev.data(), dout, dev.size(), cudaMemcpyDeviceToHost);
      for (size_t k = 0; k < dev.size(); ++k) host_device_mismatch += dev[k] != host[k];
      results[which][m] = dev;  // the GPU's results are the reference
#else
      results[which][m] = host;
#endif
    }
  }
  printf("# cuda_fp8.h conversions: %u float inputs; host/device byte mismatches: %lld\n", nf, host_device_mismatch);
  for (int which = 0; which < 6; ++which) {
    const int modes = which >= 4 ? 2 : 4;
    for (int m = 0; m < modes; ++m) {
      char name[64];
      snprintf(name, sizeof name, "%s_%s", WHICH[which], which >= 4 ? (m ? "E5M2" : "E4M3") : MODE[m]);
      digest(name, results[which][m]);
    }
  }
  for (int m = 0; m < 4; ++m) {
    char name[64];
    snprintf(name, sizeof name, "float_to_fp8_%s", MODE[m]);
    table(name, results[0][m]);
  }
  table("fp8_to_halfraw_E4M3", results[4][0]);
  table("fp8_to_halfraw_E5M2", results[4][1]);
  return 0;
}
