// What HIP lacks, defined by cass-lsp with CUDA's semantics: textures and surfaces on the AMD targets
// without image instructions (CDNA3 and later: gfx940-gfx942, gfx950), where HIP marks every texture
// and surface function unavailable and its runtime refuses arrays, texture and surface objects.
//
// There the texture is computed in software, as CUDA's programming guide specifies a fetch
// (appendix "Texture Fetching"): the object is a descriptor in device memory (cass_tex::Texture)
// over linear memory; a fetch reads the texels with plain loads and filters them. Arrays are
// linear memory, rows packed. Elsewhere (RDNA, gfx90a, NVIDIA) every function here is HIP's own.
// Which path a kernel takes is decided per target at compile time (the targets HIP marks); the
// host functions decide per device at run time (hipDeviceAttributeImageSupport), so both agree.
// Defining CASS_TEXTURES_IN_SOFTWARE takes the software path everywhere (how it is checked
// against hardware textures on NVIDIA GPUs: benchmarks/device/textures_prepare.py).
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line and sits
// in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc alone (no
// HIP) only the core, which is plain C++, is compiled.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__) && !defined(__HIP_PLATFORM_NVIDIA__)
#define CASS_HIP_COMPAT_cass_texture_objects
#define CASS_HIP_COMPAT___cass_texture_fetches
#define CASS_HIP_COMPAT___cass_surface_functions
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_textures_core -- CUDA's texture fetches computed from a descriptor in memory (cass_tex::Texture): point and linear filtering as NVIDIA's texture unit computes them, the four address modes, normalised coordinates and reads, 1D, 2D, 3D, layered and cubemap textures, tex2Dgather, surface reads and writes; plain C++ for the host and the device
#ifndef CASS_HIP_COMPAT_cass_textures_core
#define CASS_HIP_COMPAT_cass_textures_core
// The targets where textures are software: those HIP marks (HIP 6: gfx940-942; HIP 7: gfx94x, gfx950).
#if defined(CASS_TEXTURES_IN_SOFTWARE) ||                                                   \
    (defined(__HIP_DEVICE_COMPILE__) && (defined(__gfx940__) || defined(__gfx941__) ||     \
                                         defined(__gfx942__) ||                            \
                                         (defined(__HIP_NO_IMAGE_SUPPORT) && __HIP_NO_IMAGE_SUPPORT)))
#define CASS_TEX_SOFTWARE 1
#else
#define CASS_TEX_SOFTWARE 0
#endif
namespace cass_tex {
enum Shape { k1D = 1, k2D, k3D, k1DLayered, k2DLayered, kCubemap, kCubemapLayered, kLinear };
enum Kind { kSigned = 0, kUnsigned = 1, kFloat = 2 };              // cudaChannelFormatKind's values
enum Address { kWrap = 0, kClamp = 1, kMirror = 2, kBorder = 3 };  // cudaTextureAddressMode's values

struct Texture {
  unsigned char* data;       // texel (0, 0) of slice 0
  unsigned long long pitch;  // bytes from a row to the next
  unsigned long long slice;  // bytes from a depth slice, a layer or a cube face to the next
  int width, height, depth;  // texels; 1 where the shape has no such dimension
  int layers;                // slices that are layers or faces (6 a cubemap layer); 1 otherwise
  int shape;
  int kind, channels, bits;  // the channel format: Kind, 1, 2 or 4 channels of 8, 16 or 32 bits
  int linear_filter, normalized_read, normalized_coords;
  int address[3];
  float border[4];
};

// Each operation rounded on its own: no fused multiply-add, so that every compiler and processor
// computes the same bits.
static __host__ __device__ inline float mul(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fmul_rn(a, b);
#else
#if defined(__clang__)
#pragma clang fp contract(off)
#endif
  return a * b;
#endif
}
static __host__ __device__ inline float add(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fadd_rn(a, b);
#else
#if defined(__clang__)
#pragma clang fp contract(off)
#endif
  return a + b;
#endif
}
static __host__ __device__ inline float div(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fdiv_rn(a, b);
#else
  return a / b;
#endif
}

static __host__ __device__ inline float bits_float(unsigned int u) {
  float f;
  __builtin_memcpy(&f, &u, sizeof(f));
  return f;
}
static __host__ __device__ inline unsigned int float_bits(float f) {
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof(u));
  return u;
}
static __host__ __device__ inline float half_float(unsigned int h) {
  unsigned int sign = (h & 0x8000u) << 16, exponent = (h >> 10) & 0x1fu, mantissa = h & 0x3ffu;
  if (exponent == 0x1fu) return bits_float(sign | 0x7f800000u | (mantissa << 13));
  if (exponent != 0) return bits_float(sign | ((exponent + 112u) << 23) | (mantissa << 13));
  if (mantissa == 0) return bits_float(sign);
  unsigned int e = 113;  // a subnormal half is a normal float
  while (!(mantissa & 0x400u)) {
    mantissa <<= 1;
    --e;
  }
  return bits_float(sign | (e << 23) | ((mantissa & 0x3ffu) << 13));
}
static __host__ __device__ inline int bit_length(unsigned long long x) {
#if defined(__CUDA_ARCH__)
  return 64 - __clzll((long long)x);
#else
  return x ? 64 - __builtin_clzll(x) : 0;
#endif
}
// floor(a / 2^s), for either sign
static __host__ __device__ inline long long floor_shift(long long a, int s) { return a >= 0 ? a >> s : ~(~a >> s); }

static __host__ __device__ inline int texel_bytes(const Texture& t) { return t.channels * t.bits / 8; }

// Channel c of the texel at p: the integer (sign-extended) or the float's bits.
static __host__ __device__ inline unsigned int raw(const Texture& t, const unsigned char* p, int c) {
  if (t.bits == 8) return t.kind == kSigned ? (unsigned int)(int)(signed char)p[c] : p[c];
  if (t.bits == 16) {
    unsigned short v = ((const unsigned short*)p)[c];
    return t.kind == kSigned ? (unsigned int)(int)(short)v : v;
  }
  return ((const unsigned int*)p)[c];
}

// The largest code of a normalised integer format: 2^bits - 1, or 2^(bits - 1) - 1 signed.
static __host__ __device__ inline float code_scale(const Texture& t) {
  if (t.kind == kUnsigned) return t.bits == 8 ? 255.0f : t.bits == 16 ? 65535.0f : 4294967295.0f;
  return t.bits == 8 ? 127.0f : t.bits == 16 ? 32767.0f : 2147483647.0f;
}
// The border colour's channel c as a texel of a normalised integer format: CUDA converts it to the
// format (clamped, to the nearest code, ties to even).
static __host__ __device__ inline int border_code(const Texture& t, int c) {
  const float b = t.border[c], lo = t.kind == kUnsigned ? 0.0f : -1.0f;
  return (int)rintf(mul(b < lo ? lo : b > 1.0f ? 1.0f : b, code_scale(t)));
}

// A channel as a float: the value (cudaReadModeElementType), or an integer mapped to [0, 1] or
// [-1, 1] (cudaReadModeNormalizedFloat).
static __host__ __device__ inline float value(const Texture& t, unsigned int v) {
  if (t.kind == kFloat) return t.bits == 16 ? half_float(v) : bits_float(v);
  if (!t.normalized_read) return t.kind == kSigned ? (float)(int)v : (float)v;
  const float r = div(t.kind == kSigned ? (float)(int)v : (float)v, code_scale(t));
  return r < -1.0f ? -1.0f : r;
}

static __host__ __device__ inline const unsigned char* at(const Texture& t, int i, int j, int k) {
  return t.data + (unsigned long long)k * t.slice + (unsigned long long)j * t.pitch +
         (unsigned long long)i * texel_bytes(t);
}

// A texel's channels (0 where it has fewer), as floats or as integers; the border colour where an
// index is -1 (outside, cudaAddressModeBorder), converted to the format where that is a normalised one.
static __host__ __device__ inline void texel(const Texture& t, int i, int j, int k, float v[4]) {
  if (i < 0 || j < 0 || k < 0) {
    for (int c = 0; c < 4; ++c)
      v[c] = t.normalized_read && t.bits < 32 ? div((float)border_code(t, c), code_scale(t)) : t.border[c];
    return;
  }
  const unsigned char* p = at(t, i, j, k);
  for (int c = 0; c < 4; ++c) v[c] = c < t.channels ? value(t, raw(t, p, c)) : 0.0f;
}
static __host__ __device__ inline void texel(const Texture& t, int i, int j, int k, unsigned int v[4]) {
  for (int c = 0; c < 4; ++c) v[c] = (unsigned int)(int)t.border[c];
  if (i < 0 || j < 0 || k < 0) return;
  const unsigned char* p = at(t, i, j, k);
  for (int c = 0; c < 4; ++c) v[c] = c < t.channels ? raw(t, p, c) : 0u;
}

// Texel index i of an axis of n texels under an address mode; -1: outside (the border colour).
static __host__ __device__ inline int resolve(int i, int n, int mode) {
  if (mode == kWrap) {
    i %= n;
    return i < 0 ? i + n : i;
  }
  if (mode == kMirror) {
    int period = 2 * n;
    i %= period;
    if (i < 0) i += period;
    return i < n ? i : period - 1 - i;
  }
  if (mode == kBorder) return i < 0 || i >= n ? -1 : i;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

// What follows is CUDA's texture unit as an NVIDIA GPU (H200) computes it, bit for bit on the grid of
// tests/runtime/reference/texture_driver.py (benchmarks/results/textures_nvidia.md), where the
// programming guide leaves room.
//
// Where a fetch lands on an axis of n texels: floor(X * 512), X the texel coordinate. A normalised
// coordinate u becomes fixed point with 21 fractional bits, truncated, scaled by n exactly:
// X = floor(u * 2^21) * n / 2^21 (neither u * n in float nor u exactly: near a texel boundary the
// hardware picks the texel below). Wrap and mirror repeat every 2^21 and 2^22 steps of u, so u is
// reduced first; clamp and border see nothing beyond [-2, 2]. Texel coordinates are taken as they
// are, within +-2^22 (the same texels beyond).
static __host__ __device__ inline long long position(float c, int n, int mode, bool normalized) {
  if (c != c) c = 0.0f;  // NaN
  if (!normalized) {
    c = c < -4194304.0f ? -4194304.0f : c > 4194304.0f ? 4194304.0f : c;
    return (long long)floorf(c * 512.0f);  // exact: a power of two, then an integer
  }
  // beyond 2^40, u * 2^21 is a multiple of 2^38: of every period
  c = c < -1099511627776.0f ? -1099511627776.0f : c > 1099511627776.0f ? 1099511627776.0f : c;
  long long u = (long long)floorf(c * 2097152.0f);
  if (mode == kWrap) {
    u &= (1LL << 21) - 1;
  } else if (mode == kMirror) {
    u &= (1LL << 22) - 1;
  } else {
    u = u < -(1LL << 22) ? -(1LL << 22) : u > (1LL << 22) ? (1LL << 22) : u;
  }
  return floor_shift(u * n, 12);
}
// The two texels (i0, i1) a linear filter (or tex2Dgather) takes along an axis and the weight of i1,
// *a / 256: X - 0.5 rounded to 8 fractional bits, half up. A filter in clamp mode first clamps X to
// the end texels' centres [0.5, n - 0.5]: the same texels, but a 3D filter's rounded weights differ.
static __host__ __device__ inline void pair(long long p, int n, int mode, bool filter, int* i0, int* i1, int* a) {
  if (filter && mode == kClamp) p = p < 256 ? 256 : p > 512LL * n - 256 ? 512LL * n - 256 : p;
  const long long q = floor_shift(p + 1, 1) - 128;
  const int i = (int)floor_shift(q, 8);
  *i0 = resolve(i, n, mode);
  *i1 = resolve(i + 1, n, mode);
  *a = (int)(q & 255);
}

// A linear filter's weights in 256ths, corner k taking i1 on the axes whose bit is set in k (x = 1,
// y = 2, z = 4), from the axes' a, b, c: the whole is split between the z slices exactly (256 - c,
// c); a slice s between x1 and x0 by rounding x1 = s a / 256 (half up); each column between y1 and
// y0 by rounding the corner nearer (x1, y1) or (x0, y0): y1 in the x1 column, y0 in the x0 column.
// In 2D that is (1-a)(1-b), a(1-b), (1-a)b, ab rounded so that the weights of each axis sum to a and
// b exactly; in 1D, 256 - a and a.
static __host__ __device__ inline void weights(int a, int b, int c, int w[8]) {
  for (int z = 0; z < 2; ++z) {
    const int s = z ? c : 256 - c, x1 = (s * a + 128) >> 8, x0 = s - x1;
    const int y11 = (x1 * b + 128) >> 8, y00 = (x0 * (256 - b) + 128) >> 8;
    w[4 * z] = y00;
    w[4 * z + 1] = x1 - y11;
    w[4 * z + 2] = x0 - y00;
    w[4 * z + 3] = y11;
  }
}

// Float texels are blended as fixed-point mantissas of a common scale (NVIDIA's floating-point
// filter), per z slice: the texels a weight counts are aligned to the largest one's mantissa of
// `bits` bits (24 float, 11 half) plus 4 guard bits, the bits below dropped (towards zero), and
// summed exactly with their weights. Returns the sum in units of 2^(*unit - 8); *unit is kNone where
// nothing counts.
enum { kNone = -100000 };
static __host__ __device__ inline long long accumulate(const float* v, const int* w, int bits, int min_lsb,
                                                       int* unit) {
  long long m[4];  // v = m 2^lsb[k], m signed
  int lsb[4], top = kNone;
  for (int k = 0; k < 4; ++k) {
    const unsigned int u = float_bits(v[k]), e = (u >> 23) & 0xffu, mantissa = e ? (u & 0x7fffffu) | 0x800000u : u & 0x7fffffu;
    m[k] = w[k] == 0 ? 0 : u >> 31 ? -(long long)mantissa : (long long)mantissa;
    lsb[k] = (e ? (int)e : 1) - 150;
    if (m[k] == 0) continue;  // a texel without weight, or 0, does not count
    const int lead = lsb[k] + bit_length(mantissa) - 1, mine = lead - (bits - 1) < min_lsb ? min_lsb : lead - (bits - 1);
    top = mine > top ? mine : top;
  }
  *unit = top == kNone ? kNone : top - 4;
  long long sum = 0;
  for (int k = 0; k < 4; ++k) {
    const int shift = lsb[k] - *unit;  // at most 4; below 0 the bits dropped towards zero
    const long long aligned = shift >= 0 ? m[k] * (1LL << shift)
                                         : -shift > 40 ? 0 : m[k] < 0 ? -(-m[k] >> -shift) : m[k] >> -shift;
    sum += aligned * w[k];
  }
  return top == kNone ? 0 : sum;
}
// x 2^e (x an integer) rounded to `bits` significant bits, none below 2^min_lsb, ties away from zero
// (the filter's rounding), as a float (half's values are floats); infinite from 2^max_exp.
static __host__ __device__ inline float round_away(long long x, int e, int bits, int min_lsb, int max_exp) {
  const unsigned int sign = x < 0 ? 0x80000000u : 0u;
  unsigned long long n = x < 0 ? 0ull - (unsigned long long)x : (unsigned long long)x;
  const int length = bit_length(n);
  const int lsb = e + length - bits < min_lsb ? min_lsb : e + length - bits, shift = lsb - e;
  if (shift > 63) {
    n = 0;
  } else if (shift > 0) {
    const unsigned long long rest = n & ((1ull << shift) - 1);
    n = (n >> shift) + (rest >= (1ull << (shift - 1)) ? 1 : 0);
  } else {
    n <<= -shift;
  }
  if (n == 0) return bits_float(sign);
  const int top = lsb + bit_length(n) - 1;  // the result is n 2^lsb, n < 2^25
  if (top >= max_exp) return bits_float(sign | 0x7f800000u);
  if (top < -126) return bits_float(sign | (unsigned int)(n << (lsb + 149)));  // subnormal
  const unsigned int mantissa = (unsigned int)(top - lsb > 23 ? n >> (top - lsb - 23) : n << (23 - (top - lsb)));
  return bits_float(sign | (unsigned int)(top + 127) << 23 | (mantissa & 0x7fffffu));
}
// The blend of one channel of the corners' floats: each slice's sum (one slice below 3D), the
// smaller slice's dropped (floor) below 2^-9 of the larger's unit, added, rounded once.
template <bool slices>
static __host__ __device__ inline float blend(const float v[8], const int w[8], bool half) {
  const int bits = half ? 11 : 24, min_lsb = half ? -24 : -149, max_exp = half ? 16 : 128;
  int unit0, unit1 = kNone;
  const long long sum0 = accumulate(v, w, bits, min_lsb, &unit0);
  if (!slices) return unit0 == kNone || sum0 == 0 ? 0.0f : round_away(sum0, unit0 - 8, bits, min_lsb, max_exp);
  const long long sum1 = accumulate(v + 4, w + 4, bits, min_lsb, &unit1);
  const int top = unit0 > unit1 ? unit0 : unit1;
  if (top == kNone) return 0.0f;
  long long total = 0;
  const long long sums[2] = {sum0, sum1};
  const int units[2] = {unit0, unit1};
  for (int s = 0; s < 2; ++s) {
    if (units[s] == kNone) continue;
    const int shift = units[s] - top + 1;  // from 2^(unit - 8) to 2^(top - 9)
    total += shift >= 0 ? sums[s] << shift : floor_shift(sums[s], -shift > 62 ? 62 : -shift);
  }
  return total == 0 ? 0.0f : round_away(total, top - 9, bits, min_lsb, max_exp);
}
// Normalised integer texels are blended as 16-bit codes in fixed point: unsigned ones (an 8-bit v as
// v * 257) rounded half up to a code and read as code / 65535. Signed 8-bit ones do not clamp -128
// to -1 before the blend, and read as code / 32767 (then clamped); the scale of an 8-bit v found
// closest to the hardware is v * (258 + 1/128): on the grid a blend of signed 8-bit texels can still
// differ from CUDA's by one 16-bit code (benchmarks/results/textures_nvidia.md).
static __host__ __device__ inline long long code16(const Texture& t, int v) {
  if (t.kind == kUnsigned) return t.bits == 8 ? v * 257LL : v;
  return t.bits == 8 ? v * 33025LL : v * 128LL;  // signed: in 1/128ths of a code
}
static __host__ __device__ inline float blend_codes(const Texture& t, const long long v[8], const int w[8]) {
  long long sum = 0;
  for (int k = 0; k < 8; ++k) sum += v[k] * w[k];
  if (t.kind == kUnsigned) return div((float)((sum + 128) >> 8), 65535.0f);
  const float r = div((float)floor_shift(sum + (1LL << 14), 15), 32767.0f);
  return r < -1.0f ? -1.0f : r;
}

template <class T>
struct Traits;
#define CASS_TEX_TRAITS(T, S, N, F) \
  template <>                       \
  struct Traits<T> {                \
    typedef S Scalar;               \
    enum { kCount = N, kFloat = F }; \
  };
CASS_TEX_TRAITS(char, char, 1, 0)
CASS_TEX_TRAITS(signed char, signed char, 1, 0)
CASS_TEX_TRAITS(unsigned char, unsigned char, 1, 0)
CASS_TEX_TRAITS(short, short, 1, 0)
CASS_TEX_TRAITS(unsigned short, unsigned short, 1, 0)
CASS_TEX_TRAITS(int, int, 1, 0)
CASS_TEX_TRAITS(unsigned int, unsigned int, 1, 0)
CASS_TEX_TRAITS(float, float, 1, 1)
CASS_TEX_TRAITS(char1, signed char, 1, 0)
CASS_TEX_TRAITS(char2, signed char, 2, 0)
CASS_TEX_TRAITS(char4, signed char, 4, 0)
CASS_TEX_TRAITS(uchar1, unsigned char, 1, 0)
CASS_TEX_TRAITS(uchar2, unsigned char, 2, 0)
CASS_TEX_TRAITS(uchar4, unsigned char, 4, 0)
CASS_TEX_TRAITS(short1, short, 1, 0)
CASS_TEX_TRAITS(short2, short, 2, 0)
CASS_TEX_TRAITS(short4, short, 4, 0)
CASS_TEX_TRAITS(ushort1, unsigned short, 1, 0)
CASS_TEX_TRAITS(ushort2, unsigned short, 2, 0)
CASS_TEX_TRAITS(ushort4, unsigned short, 4, 0)
CASS_TEX_TRAITS(int1, int, 1, 0)
CASS_TEX_TRAITS(int2, int, 2, 0)
CASS_TEX_TRAITS(int4, int, 4, 0)
CASS_TEX_TRAITS(uint1, unsigned int, 1, 0)
CASS_TEX_TRAITS(uint2, unsigned int, 2, 0)
CASS_TEX_TRAITS(uint4, unsigned int, 4, 0)
CASS_TEX_TRAITS(float1, float, 1, 1)
CASS_TEX_TRAITS(float2, float, 2, 1)
CASS_TEX_TRAITS(float4, float, 4, 1)
#undef CASS_TEX_TRAITS

template <class T, class V>
static __host__ __device__ inline T make(const V v[4]) {
  typedef typename Traits<T>::Scalar S;
  S s[4];
  for (int c = 0; c < 4; ++c) s[c] = (S)v[c];
  T r;
  __builtin_memcpy(&r, s, sizeof(T));
  return r;
}

// The fetch of a dims-dimensional texture at (x, y, z) in slice `slice` (a layer or a face). A 1D
// array is a 2D texture of one row fetched at y = 0 (a linear filter in border mode blends half the
// border colour in: the rows -1 and 0); a 1D layered array is not.
template <class T, int dims>
static __host__ __device__ inline T sample(const Texture& t, float x, float y, float z, int slice, bool cube) {
  const bool floats = Traits<T>::kFloat, linear = t.linear_filter && floats;
  const bool normalized = cube || t.normalized_coords;
  const int axes = dims == 1 && t.shape == k1D && linear ? 2 : dims;
  const float c[3] = {x, dims > 1 ? y : 0.0f, z};
  const int n[3] = {t.width, t.height, t.depth};
  int i0[3] = {0, 0, slice}, i1[3] = {0, 0, slice}, f[3] = {0, 0, 0};
  // Fixed bounds and indices everywhere below, so that a GPU keeps these arrays in registers.
  for (int a = 0; a < 3; ++a) {
    if (a >= axes) break;
    int mode = cube ? (int)kClamp : t.address[a];
    if (!normalized && (mode == kWrap || mode == kMirror)) mode = kClamp;  // CUDA's: for normalised ones only
    const long long p = position(c[a], n[a], mode, normalized);
    if (linear) {
      pair(p, n[a], mode, true, &i0[a], &i1[a], &f[a]);
    } else {
      i0[a] = resolve((int)floor_shift(p, 9), n[a], mode);
    }
  }
  if (!floats) {
    unsigned int v[4];
    texel(t, i0[0], i0[1], i0[2], v);
    return make<T>(v);
  }
  float out[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  if (!linear) {
    texel(t, i0[0], i0[1], i0[2], out);
    return make<T>(out);
  }
  int w[8];
  weights(f[0], f[1], f[2], w);
  enum { kCorners = dims == 3 ? 8 : 4 };  // 1D's too: a 1D array is filtered as one row of a 2D texture
  const unsigned char* corner[8];         // 0: outside, the border colour
  for (int k = 0; k < kCorners; ++k) {
    const int i = k & 1 ? i1[0] : i0[0], j = k & 2 ? i1[1] : i0[1], l = k & 4 ? i1[2] : i0[2];
    corner[k] = i < 0 || j < 0 || l < 0 ? 0 : at(t, i, j, l);
  }
  const bool codes = t.normalized_read && t.kind != kFloat && t.bits < 32;
  for (int ch = 0; ch < Traits<T>::kCount; ++ch) {  // a corner without weight is not read
    if (codes) {
      if (ch >= t.channels) break;  // 0
      long long v[8] = {0, 0, 0, 0, 0, 0, 0, 0};
      for (int k = 0; k < kCorners; ++k) {
        if (w[k]) v[k] = code16(t, corner[k] ? (int)raw(t, corner[k], ch) : border_code(t, ch));
      }
      out[ch] = blend_codes(t, v, w);
    } else {
      float v[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
      for (int k = 0; k < kCorners; ++k) {
        if (w[k]) v[k] = !corner[k] ? t.border[ch] : ch < t.channels ? value(t, raw(t, corner[k], ch)) : 0.0f;
      }
      out[ch] = blend<dims == 3>(v, w, t.bits == 16);
    }
  }
  return make<T>(out);
}

// A layer index out of range reads the last layer (CUDA compares it as unsigned: -1 too).
static __host__ __device__ inline int layer(int l, int layers) { return (unsigned int)l >= (unsigned int)layers ? layers - 1 : l; }

// The face of a cubemap direction and the face's normalised coordinates, by the guide's table; where
// axes tie, z is the major axis, then y.
static __host__ __device__ inline int face(float x, float y, float z, float* s, float* u) {
  const float ax = fabsf(x), ay = fabsf(y), az = fabsf(z);
  float m, sc, tc;
  int f;
  if (az >= ax && az >= ay) {
    f = z >= 0.0f ? 4 : 5, m = az, sc = z >= 0.0f ? x : -x, tc = -y;
  } else if (ay >= ax) {
    f = y >= 0.0f ? 2 : 3, m = ay, sc = x, tc = y >= 0.0f ? z : -z;
  } else {
    f = x >= 0.0f ? 0 : 1, m = ax, sc = x >= 0.0f ? -z : z, tc = -y;
  }
  *s = mul(add(div(sc, m), 1.0f), 0.5f);
  *u = mul(add(div(tc, m), 1.0f), 0.5f);
  return f;
}

template <class T>
static __host__ __device__ inline T fetch(const Texture* t, int i) {  // tex1Dfetch: no filter, 0 outside
  typedef typename Traits<T>::Scalar S;
  S zero[4] = {0, 0, 0, 0};
  const bool floats = Traits<T>::kFloat;
  if (i < 0 || i >= t->width) return make<T>(zero);
  if (!floats) {
    unsigned int v[4];
    texel(*t, i, 0, 0, v);
    return make<T>(v);
  }
  float v[4];
  texel(*t, i, 0, 0, v);
  return make<T>(v);
}
template <class T>
static __host__ __device__ inline T tex1D(const Texture* t, float x) { return sample<T, 1>(*t, x, 0, 0, 0, false); }
template <class T>
static __host__ __device__ inline T tex2D(const Texture* t, float x, float y) { return sample<T, 2>(*t, x, y, 0, 0, false); }
template <class T>
static __host__ __device__ inline T tex3D(const Texture* t, float x, float y, float z) {
  return sample<T, 3>(*t, x, y, z, 0, false);
}
template <class T>
static __host__ __device__ inline T tex1DLayered(const Texture* t, float x, int l) {
  return sample<T, 1>(*t, x, 0, 0, layer(l, t->layers), false);
}
template <class T>
static __host__ __device__ inline T tex2DLayered(const Texture* t, float x, float y, int l) {
  return sample<T, 2>(*t, x, y, 0, layer(l, t->layers), false);
}
template <class T>
static __host__ __device__ inline T texCubemapLayered(const Texture* t, float x, float y, float z, int l) {
  float s, u;
  const int f = face(x, y, z, &s, &u);
  return sample<T, 2>(*t, s, u, 0, 6 * layer(l, t->layers / 6) + f, true);
}
template <class T>
static __host__ __device__ inline T texCubemap(const Texture* t, float x, float y, float z) {
  return texCubemapLayered<T>(t, x, y, z, 0);
}
// Component comp of the four texels a linear filter would blend (the pair of each axis, without the
// filter's clamp of the position), in the order (i, j+1), (i+1, j+1), (i+1, j), (i, j).
template <class T, class V>
static __host__ __device__ inline T gather(const Texture& t, const int xs[4], const int ys[4], int comp) {
  V out[4], v[4];
  for (int k = 0; k < 4; ++k) {
    texel(t, xs[k], ys[k], 0, v);
    out[k] = v[comp & 3];
  }
  return make<T>(out);
}
template <class T>
static __host__ __device__ inline T tex2Dgather(const Texture* t, float x, float y, int comp) {
  int i0[2], i1[2], a[2];
  const float c[2] = {x, y};
  const int n[2] = {t->width, t->height};
  for (int k = 0; k < 2; ++k) {
    int mode = t->address[k];
    if (!t->normalized_coords && (mode == kWrap || mode == kMirror)) mode = kClamp;
    pair(position(c[k], n[k], mode, t->normalized_coords), n[k], mode, false, &i0[k], &i1[k], &a[k]);
  }
  const int xs[4] = {i0[0], i1[0], i1[0], i0[0]}, ys[4] = {i1[1], i1[1], i0[1], i0[1]};
  return Traits<T>::kFloat ? gather<T, float>(*t, xs, ys, comp) : gather<T, unsigned int>(*t, xs, ys, comp);
}

// Surfaces: x in bytes, as CUDA's; an access outside reads 0 and writes nothing (HIP's behaviour,
// CUDA's cudaBoundaryModeZero).
template <class T>
static __host__ __device__ inline unsigned char* surface_at(const Texture* t, int x, int y, int k) {
  const long long row = (long long)t->width * texel_bytes(*t);
  if (x < 0 || (long long)x + (long long)sizeof(T) > row || y < 0 || y >= t->height || k < 0 ||
      k >= (t->shape == k3D ? t->depth : t->layers))
    return 0;
  return t->data + (unsigned long long)k * t->slice + (unsigned long long)y * t->pitch + (unsigned long long)x;
}
template <class T>
static __host__ __device__ inline T surf_read(const Texture* t, int x, int y, int k) {
  T v;
  __builtin_memset(&v, 0, sizeof(T));
  if (const unsigned char* p = surface_at<T>(t, x, y, k)) __builtin_memcpy(&v, p, sizeof(T));
  return v;
}
template <class T>
static __host__ __device__ inline void surf_write(const T& v, const Texture* t, int x, int y, int k) {
  if (unsigned char* p = surface_at<T>(t, x, y, k)) __builtin_memcpy(p, &v, sizeof(T));
}
}  // namespace cass_tex
#endif  // CASS_HIP_COMPAT_cass_textures_core

// @cass-compat __cass_texture_fetches needs=cass_textures_core -- tex1Dfetch, tex1D, tex2D, tex3D and their layered, cubemap, gather, Lod and Grad forms: HIP's own where the target has image instructions, the fetch from the object's descriptor (cass_tex) where it has none (the Lod and Grad forms read level 0 there: mipmapped arrays are not emulated)
#ifndef CASS_HIP_COMPAT___cass_texture_fetches
#define CASS_HIP_COMPAT___cass_texture_fetches
#if CASS_TEX_SOFTWARE
#define CASS_TEX_PICK(hardware, software) software
#else
#define CASS_TEX_PICK(hardware, software) hardware
#endif
#define CASS_TEX_OBJECT ((const cass_tex::Texture*)(unsigned long long)o)
// Each function in CUDA's two forms: the value returned, and written through a pointer.
#define CASS_TEX_FETCH(name, params, args, software)                                          \
  template <class T>                                                                          \
  static __device__ T __cass_##name(hipTextureObject_t o, params) {                           \
    return CASS_TEX_PICK(name<T>(o, args), software);                                         \
  }                                                                                           \
  template <class T>                                                                          \
  static __device__ void __cass_##name(T* r, hipTextureObject_t o, params) { *r = __cass_##name<T>(o, args); }
#define CASS_TEX_ARGS(...) __VA_ARGS__
CASS_TEX_FETCH(tex1Dfetch, int x, x, cass_tex::fetch<T>(CASS_TEX_OBJECT, x))
CASS_TEX_FETCH(tex1D, float x, x, cass_tex::tex1D<T>(CASS_TEX_OBJECT, x))
CASS_TEX_FETCH(tex2D, CASS_TEX_ARGS(float x, float y), CASS_TEX_ARGS(x, y), cass_tex::tex2D<T>(CASS_TEX_OBJECT, x, y))
CASS_TEX_FETCH(tex3D, CASS_TEX_ARGS(float x, float y, float z), CASS_TEX_ARGS(x, y, z),
               cass_tex::tex3D<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(tex1DLayered, CASS_TEX_ARGS(float x, int layer), CASS_TEX_ARGS(x, layer),
               cass_tex::tex1DLayered<T>(CASS_TEX_OBJECT, x, layer))
CASS_TEX_FETCH(tex2DLayered, CASS_TEX_ARGS(float x, float y, int layer), CASS_TEX_ARGS(x, y, layer),
               cass_tex::tex2DLayered<T>(CASS_TEX_OBJECT, x, y, layer))
CASS_TEX_FETCH(texCubemap, CASS_TEX_ARGS(float x, float y, float z), CASS_TEX_ARGS(x, y, z),
               cass_tex::texCubemap<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(texCubemapLayered, CASS_TEX_ARGS(float x, float y, float z, int layer), CASS_TEX_ARGS(x, y, z, layer),
               cass_tex::texCubemapLayered<T>(CASS_TEX_OBJECT, x, y, z, layer))
CASS_TEX_FETCH(tex2Dgather, CASS_TEX_ARGS(float x, float y, int comp = 0), CASS_TEX_ARGS(x, y, comp),
               cass_tex::tex2Dgather<T>(CASS_TEX_OBJECT, x, y, comp))
CASS_TEX_FETCH(tex1DLod, CASS_TEX_ARGS(float x, float level), CASS_TEX_ARGS(x, level),
               cass_tex::tex1D<T>(CASS_TEX_OBJECT, x))
CASS_TEX_FETCH(tex2DLod, CASS_TEX_ARGS(float x, float y, float level), CASS_TEX_ARGS(x, y, level),
               cass_tex::tex2D<T>(CASS_TEX_OBJECT, x, y))
CASS_TEX_FETCH(tex3DLod, CASS_TEX_ARGS(float x, float y, float z, float level), CASS_TEX_ARGS(x, y, z, level),
               cass_tex::tex3D<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(tex1DLayeredLod, CASS_TEX_ARGS(float x, int layer, float level), CASS_TEX_ARGS(x, layer, level),
               cass_tex::tex1DLayered<T>(CASS_TEX_OBJECT, x, layer))
CASS_TEX_FETCH(tex2DLayeredLod, CASS_TEX_ARGS(float x, float y, int layer, float level),
               CASS_TEX_ARGS(x, y, layer, level), cass_tex::tex2DLayered<T>(CASS_TEX_OBJECT, x, y, layer))
CASS_TEX_FETCH(texCubemapLod, CASS_TEX_ARGS(float x, float y, float z, float level), CASS_TEX_ARGS(x, y, z, level),
               cass_tex::texCubemap<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(texCubemapLayeredLod, CASS_TEX_ARGS(float x, float y, float z, int layer, float level),
               CASS_TEX_ARGS(x, y, z, layer, level), cass_tex::texCubemapLayered<T>(CASS_TEX_OBJECT, x, y, z, layer))
CASS_TEX_FETCH(tex1DGrad, CASS_TEX_ARGS(float x, float dx, float dy), CASS_TEX_ARGS(x, dx, dy),
               cass_tex::tex1D<T>(CASS_TEX_OBJECT, x))
CASS_TEX_FETCH(tex2DGrad, CASS_TEX_ARGS(float x, float y, float2 dx, float2 dy), CASS_TEX_ARGS(x, y, dx, dy),
               cass_tex::tex2D<T>(CASS_TEX_OBJECT, x, y))
CASS_TEX_FETCH(tex3DGrad, CASS_TEX_ARGS(float x, float y, float z, float4 dx, float4 dy),
               CASS_TEX_ARGS(x, y, z, dx, dy), cass_tex::tex3D<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(tex1DLayeredGrad, CASS_TEX_ARGS(float x, int layer, float dx, float dy),
               CASS_TEX_ARGS(x, layer, dx, dy), cass_tex::tex1DLayered<T>(CASS_TEX_OBJECT, x, layer))
CASS_TEX_FETCH(tex2DLayeredGrad, CASS_TEX_ARGS(float x, float y, int layer, float2 dx, float2 dy),
               CASS_TEX_ARGS(x, y, layer, dx, dy), cass_tex::tex2DLayered<T>(CASS_TEX_OBJECT, x, y, layer))
CASS_TEX_FETCH(texCubemapGrad, CASS_TEX_ARGS(float x, float y, float z, float4 dx, float4 dy),
               CASS_TEX_ARGS(x, y, z, dx, dy), cass_tex::texCubemap<T>(CASS_TEX_OBJECT, x, y, z))
CASS_TEX_FETCH(texCubemapLayeredGrad, CASS_TEX_ARGS(float x, float y, float z, int layer, float4 dx, float4 dy),
               CASS_TEX_ARGS(x, y, z, layer, dx, dy), cass_tex::texCubemapLayered<T>(CASS_TEX_OBJECT, x, y, z, layer))
#undef CASS_TEX_FETCH
#undef CASS_TEX_ARGS
#undef CASS_TEX_OBJECT
#undef CASS_TEX_PICK
#endif  // CASS_HIP_COMPAT___cass_texture_fetches

// @cass-compat __cass_surface_functions needs=cass_textures_core -- surf1Dread ... surfCubemapLayeredwrite (x in bytes): HIP's own where the target has image instructions, reads and writes of the surface's linear memory where it has none (outside: reads 0, writes nothing, as HIP's)
#ifndef CASS_HIP_COMPAT___cass_surface_functions
#define CASS_HIP_COMPAT___cass_surface_functions
#define CASS_SURF_OBJECT ((const cass_tex::Texture*)(unsigned long long)o)
#if CASS_TEX_SOFTWARE
#define CASS_SURF(name, params, hardware_read, hardware_write, x, y, k)                                  \
  template <class T>                                                                                     \
  static __device__ void __cass_##name##read(T* r, hipSurfaceObject_t o, params) {                       \
    *r = cass_tex::surf_read<T>(CASS_SURF_OBJECT, x, y, k);                                              \
  }                                                                                                      \
  template <class T>                                                                                     \
  static __device__ void __cass_##name##write(T v, hipSurfaceObject_t o, params) {                       \
    cass_tex::surf_write<T>(v, CASS_SURF_OBJECT, x, y, k);                                               \
  }
#else
#define CASS_SURF(name, params, hardware_read, hardware_write, x, y, k)                                  \
  template <class T>                                                                                     \
  static __device__ void __cass_##name##read(T* r, hipSurfaceObject_t o, params) { hardware_read; }      \
  template <class T>                                                                                     \
  static __device__ void __cass_##name##write(T v, hipSurfaceObject_t o, params) { hardware_write; }
#endif
#define CASS_SURF_ARGS(...) __VA_ARGS__
CASS_SURF(surf1D, int x, surf1Dread(r, o, x), surf1Dwrite(v, o, x), x, 0, 0)
CASS_SURF(surf2D, CASS_SURF_ARGS(int x, int y), surf2Dread(r, o, x, y), surf2Dwrite(v, o, x, y), x, y, 0)
CASS_SURF(surf3D, CASS_SURF_ARGS(int x, int y, int z), surf3Dread(r, o, x, y, z), surf3Dwrite(v, o, x, y, z), x, y, z)
CASS_SURF(surf1DLayered, CASS_SURF_ARGS(int x, int layer), surf1DLayeredread(r, o, x, layer),
          surf1DLayeredwrite(v, o, x, layer), x, 0, layer)
CASS_SURF(surf2DLayered, CASS_SURF_ARGS(int x, int y, int layer), surf2DLayeredread(r, o, x, y, layer),
          surf2DLayeredwrite(v, o, x, y, layer), x, y, layer)
CASS_SURF(surfCubemap, CASS_SURF_ARGS(int x, int y, int face), surfCubemapread(r, o, x, y, face),
          surfCubemapwrite(v, o, x, y, face), x, y, face)
CASS_SURF(surfCubemapLayered, CASS_SURF_ARGS(int x, int y, int layer_face),
          surfCubemapLayeredread(r, o, x, y, layer_face % 6, layer_face / 6),
          surfCubemapLayeredwrite(&v, o, x, y, layer_face % 6, layer_face / 6), x, y, layer_face)
#undef CASS_SURF
#undef CASS_SURF_ARGS
#undef CASS_SURF_OBJECT
// CUDA's reads that return the value.
#define CASS_SURF_VALUE(name, params, args)                                                    \
  template <class T>                                                                           \
  static __device__ T __cass_##name##read(hipSurfaceObject_t o, params) {                      \
    T v;                                                                                       \
    __cass_##name##read(&v, o, args);                                                          \
    return v;                                                                                  \
  }
#define CASS_SURF_ARGS(...) __VA_ARGS__
CASS_SURF_VALUE(surf1D, int x, x)
CASS_SURF_VALUE(surf2D, CASS_SURF_ARGS(int x, int y), CASS_SURF_ARGS(x, y))
CASS_SURF_VALUE(surf3D, CASS_SURF_ARGS(int x, int y, int z), CASS_SURF_ARGS(x, y, z))
CASS_SURF_VALUE(surf1DLayered, CASS_SURF_ARGS(int x, int layer), CASS_SURF_ARGS(x, layer))
CASS_SURF_VALUE(surf2DLayered, CASS_SURF_ARGS(int x, int y, int layer), CASS_SURF_ARGS(x, y, layer))
CASS_SURF_VALUE(surfCubemap, CASS_SURF_ARGS(int x, int y, int face), CASS_SURF_ARGS(x, y, face))
CASS_SURF_VALUE(surfCubemapLayered, CASS_SURF_ARGS(int x, int y, int layer_face), CASS_SURF_ARGS(x, y, layer_face))
#undef CASS_SURF_VALUE
#undef CASS_SURF_ARGS
#endif  // CASS_HIP_COMPAT___cass_surface_functions

// @cass-compat cass_texture_objects needs=cass_textures_core -- cudaMallocArray, cudaMalloc3DArray, cudaFreeArray, cudaGetChannelDesc, the copies to and from arrays (cudaMemcpy2DToArray, cudaMemcpyToArray, cudaMemcpy3D...) and texture and surface objects: HIP's own on a device with image instructions; on one without (hipDeviceAttributeImageSupport 0), arrays of linear memory with packed rows and objects whose handle is a cass_tex::Texture in device memory
#ifndef CASS_HIP_COMPAT_cass_texture_objects
#define CASS_HIP_COMPAT_cass_texture_objects
namespace cass_tex {
struct Array {  // a CUDA array in software: linear memory, rows packed
  hipChannelFormatDesc desc;
  hipExtent extent;  // as CUDA's: 0 where the array has no such dimension
  unsigned int flags;
  unsigned char* data;
};
struct Object {  // what a software texture or surface handle points to, in device memory
  Texture texture;
  hipResourceDesc resource;
};

static inline bool in_software() {  // the current device has no image instructions
#if defined(CASS_TEXTURES_IN_SOFTWARE)
  return true;
#elif defined(__HIP_PLATFORM_NVIDIA__)
  return false;
#else
  int device = 0, images = 1;
  if (hipGetDevice(&device) != hipSuccess) return false;
  return hipDeviceGetAttribute(&images, hipDeviceAttributeImageSupport, device) == hipSuccess && images == 0;
#endif
}
static inline size_t element_bytes(const hipChannelFormatDesc& d) { return (size_t)(d.x + d.y + d.z + d.w) / 8; }
static inline size_t row_bytes(const Array* a) { return a->extent.width * element_bytes(a->desc); }
static inline size_t rows(const Array* a) { return a->extent.height ? a->extent.height : 1; }
static inline size_t slices(const Array* a) { return a->extent.depth ? a->extent.depth : 1; }
static inline Array* array(hipArray_const_t a) { return (Array*)a; }

// The descriptor of a resource (and for a texture, of its sampling: tex null for a surface).
static inline hipError_t describe(Texture* t, const hipResourceDesc* res, const hipTextureDesc* tex) {
  __builtin_memset(t, 0, sizeof(*t));
  t->height = t->depth = t->layers = 1;
  hipChannelFormatDesc d;
  if (res->resType == hipResourceTypeArray) {
    const Array* a = array(res->res.array.array);
    if (a == 0) return hipErrorInvalidValue;
    d = a->desc;
    t->data = a->data;
    t->width = (int)a->extent.width;
    t->height = (int)rows(a);
    t->pitch = row_bytes(a);
    t->slice = row_bytes(a) * rows(a);
    const bool layered = (a->flags & hipArrayLayered) != 0;
    if (a->flags & hipArrayCubemap) {
      t->shape = layered ? kCubemapLayered : kCubemap;
    } else if (layered) {
      t->shape = a->extent.height ? k2DLayered : k1DLayered;
    } else {
      t->shape = a->extent.depth ? k3D : a->extent.height ? k2D : k1D;
    }
    (t->shape == k3D ? t->depth : t->layers) = (int)slices(a);
  } else if (res->resType == hipResourceTypeLinear) {
    d = res->res.linear.desc;
    t->data = (unsigned char*)res->res.linear.devPtr;
    t->shape = kLinear;
    t->width = element_bytes(d) ? (int)(res->res.linear.sizeInBytes / element_bytes(d)) : 0;
  } else if (res->resType == hipResourceTypePitch2D) {
    d = res->res.pitch2D.desc;
    t->data = (unsigned char*)res->res.pitch2D.devPtr;
    t->shape = k2D;
    t->width = (int)res->res.pitch2D.width;
    t->height = (int)res->res.pitch2D.height;
    t->pitch = res->res.pitch2D.pitchInBytes;
  } else {
    return hipErrorNotSupported;  // mipmapped arrays
  }
  t->channels = (d.x > 0) + (d.y > 0) + (d.z > 0) + (d.w > 0);
  t->bits = d.x;
  t->kind = (int)d.f;
  const bool same = (d.y == 0 || d.y == d.x) && (d.z == 0 || d.z == d.x) && (d.w == 0 || d.w == d.x);
  if (!same || t->channels == 3 || (t->bits != 8 && t->bits != 16 && t->bits != 32) || t->kind > kFloat ||
      (t->kind == kFloat && t->bits == 8))
    return hipErrorInvalidValue;
  if (tex != 0) {
    for (int k = 0; k < 3; ++k) t->address[k] = (int)tex->addressMode[k];
    for (int k = 0; k < 4; ++k) t->border[k] = tex->borderColor[k];
    t->linear_filter = tex->filterMode == hipFilterModeLinear;
    t->normalized_read = tex->readMode == hipReadModeNormalizedFloat && t->kind != kFloat;
    t->normalized_coords = tex->normalizedCoords != 0;
  }
  return hipSuccess;
}
static inline hipError_t store(unsigned long long* handle, const hipResourceDesc* res, const hipTextureDesc* tex) {
  Object object;
  hipError_t status = describe(&object.texture, res, tex);
  object.resource = *res;
  void* p = 0;
  if (status == hipSuccess) status = hipMalloc(&p, sizeof(object));
  if (status == hipSuccess) status = hipMemcpy(p, &object, sizeof(object), hipMemcpyHostToDevice);
  *handle = (unsigned long long)p;
  return status;
}
// A 3D copy with software arrays: each array side becomes its linear memory, positions and the
// extent in bytes (CUDA gives them in elements where an array takes part).
static inline hipMemcpy3DParms unarray(const hipMemcpy3DParms* p) {
  hipMemcpy3DParms q = *p;
  const Array* a = array(p->srcArray ? p->srcArray : p->dstArray);
  const size_t e = element_bytes(a->desc);
  q.extent.width *= e;
  if (p->srcArray) {
    q.srcPtr = make_hipPitchedPtr(array(p->srcArray)->data, row_bytes(array(p->srcArray)), row_bytes(array(p->srcArray)), rows(array(p->srcArray)));
    q.srcPos.x *= e;
    q.srcArray = 0;
  }
  if (p->dstArray) {
    q.dstPtr = make_hipPitchedPtr(array(p->dstArray)->data, row_bytes(array(p->dstArray)), row_bytes(array(p->dstArray)), rows(array(p->dstArray)));
    q.dstPos.x *= e;
    q.dstArray = 0;
  }
  return q;
}
}  // namespace cass_tex

static inline hipError_t cass_hipMalloc3DArray(hipArray_t* array, const hipChannelFormatDesc* desc, hipExtent extent,
                                               unsigned int flags = 0) {
  if (!cass_tex::in_software()) return hipMalloc3DArray(array, desc, extent, flags);
  if (array == 0 || desc == 0 || extent.width == 0) return hipErrorInvalidValue;
  cass_tex::Array* a = new cass_tex::Array;
  a->desc = *desc;
  a->extent = extent;
  a->flags = flags;
  a->data = 0;
  hipError_t status = hipMalloc((void**)&a->data, cass_tex::row_bytes(a) * cass_tex::rows(a) * cass_tex::slices(a));
  if (status != hipSuccess) {
    delete a;
    return status;
  }
  *array = (hipArray_t)a;
  return hipSuccess;
}
static inline hipError_t cass_hipMallocArray(hipArray_t* array, const hipChannelFormatDesc* desc, size_t width,
                                             size_t height = 0, unsigned int flags = 0) {
  if (!cass_tex::in_software()) return hipMallocArray(array, desc, width, height, flags);
  return cass_hipMalloc3DArray(array, desc, make_hipExtent(width, height, 0), flags);
}
static inline hipError_t cass_hipFreeArray(hipArray_t array) {
  if (!cass_tex::in_software()) return hipFreeArray(array);
  if (array == 0) return hipSuccess;
  hipError_t status = hipFree(cass_tex::array(array)->data);
  delete cass_tex::array(array);
  return status;
}
static inline hipError_t cass_hipGetChannelDesc(hipChannelFormatDesc* desc, hipArray_const_t array) {
  if (!cass_tex::in_software()) return hipGetChannelDesc(desc, (hipArray_t)array);
  *desc = cass_tex::array(array)->desc;
  return hipSuccess;
}
static inline hipError_t cass_hipMemcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void* src,
                                                 size_t spitch, size_t width, size_t height, hipMemcpyKind kind) {
  if (!cass_tex::in_software()) return hipMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(dst));
  return hipMemcpy2D(cass_tex::array(dst)->data + hOffset * pitch + wOffset, pitch, src, spitch, width, height, kind);
}
static inline hipError_t cass_hipMemcpy2DToArrayAsync(hipArray_t dst, size_t wOffset, size_t hOffset, const void* src,
                                                      size_t spitch, size_t width, size_t height, hipMemcpyKind kind,
                                                      hipStream_t stream = 0) {
  if (!cass_tex::in_software())
    return hipMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(dst));
  return hipMemcpy2DAsync(cass_tex::array(dst)->data + hOffset * pitch + wOffset, pitch, src, spitch, width, height,
                          kind, stream);
}
// HIP's forms of the deprecated copies are deprecated too: what the file calls, it already warned of.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline hipError_t cass_hipMemcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void* src,
                                               size_t count, hipMemcpyKind kind) {
  if (!cass_tex::in_software()) return hipMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(dst));  // rows packed: one run of bytes
  return hipMemcpy(cass_tex::array(dst)->data + hOffset * pitch + wOffset, src, count, kind);
}
static inline hipError_t cass_hipMemcpy2DFromArray(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                                   size_t hOffset, size_t width, size_t height, hipMemcpyKind kind) {
  if (!cass_tex::in_software())
    return hipMemcpy2DFromArray(dst, dpitch, (hipArray_t)src, wOffset, hOffset, width, height, kind);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(src));
  return hipMemcpy2D(dst, dpitch, cass_tex::array(src)->data + hOffset * pitch + wOffset, pitch, width, height, kind);
}
static inline hipError_t cass_hipMemcpy2DFromArrayAsync(void* dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                                        size_t hOffset, size_t width, size_t height, hipMemcpyKind kind,
                                                        hipStream_t stream = 0) {
  if (!cass_tex::in_software())
    return hipMemcpy2DFromArrayAsync(dst, dpitch, (hipArray_t)src, wOffset, hOffset, width, height, kind, stream);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(src));
  return hipMemcpy2DAsync(dst, dpitch, cass_tex::array(src)->data + hOffset * pitch + wOffset, pitch, width, height,
                          kind, stream);
}
static inline hipError_t cass_hipMemcpyFromArray(void* dst, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                                 size_t count, hipMemcpyKind kind) {
  if (!cass_tex::in_software()) return hipMemcpyFromArray(dst, (hipArray_t)src, wOffset, hOffset, count, kind);
  const size_t pitch = cass_tex::row_bytes(cass_tex::array(src));
  return hipMemcpy(dst, cass_tex::array(src)->data + hOffset * pitch + wOffset, count, kind);
}
#pragma GCC diagnostic pop
static inline hipError_t cass_hipMemcpy3D(const hipMemcpy3DParms* p) {
  if (!cass_tex::in_software() || p == 0 || (p->srcArray == 0 && p->dstArray == 0)) return hipMemcpy3D(p);
  const hipMemcpy3DParms q = cass_tex::unarray(p);
  return hipMemcpy3D(&q);
}
static inline hipError_t cass_hipMemcpy3DAsync(const hipMemcpy3DParms* p, hipStream_t stream = 0) {
  if (!cass_tex::in_software() || p == 0 || (p->srcArray == 0 && p->dstArray == 0)) return hipMemcpy3DAsync(p, stream);
  const hipMemcpy3DParms q = cass_tex::unarray(p);
  return hipMemcpy3DAsync(&q, stream);
}
static inline hipError_t cass_hipCreateTextureObject(hipTextureObject_t* object, const hipResourceDesc* res,
                                                     const hipTextureDesc* tex, const hipResourceViewDesc* view) {
  if (!cass_tex::in_software()) return hipCreateTextureObject(object, res, tex, view);
  if (object == 0 || res == 0 || tex == 0) return hipErrorInvalidValue;
  if (view != 0) return hipErrorNotSupported;  // resource views are not emulated
  unsigned long long handle = 0;
  const hipError_t status = cass_tex::store(&handle, res, tex);
  *object = (hipTextureObject_t)handle;
  return status;
}
static inline hipError_t cass_hipDestroyTextureObject(hipTextureObject_t object) {
  if (!cass_tex::in_software()) return hipDestroyTextureObject(object);
  return hipFree((void*)(unsigned long long)object);
}
static inline hipError_t cass_hipGetTextureObjectResourceDesc(hipResourceDesc* res, hipTextureObject_t object) {
  if (!cass_tex::in_software()) return hipGetTextureObjectResourceDesc(res, object);
  const cass_tex::Object* stored = (const cass_tex::Object*)(unsigned long long)object;
  return hipMemcpy(res, &stored->resource, sizeof(*res), hipMemcpyDeviceToHost);
}
static inline hipError_t cass_hipCreateSurfaceObject(hipSurfaceObject_t* object, const hipResourceDesc* res) {
  if (!cass_tex::in_software()) return hipCreateSurfaceObject(object, res);
  if (object == 0 || res == 0 || res->resType != hipResourceTypeArray) return hipErrorInvalidValue;
  unsigned long long handle = 0;
  const hipError_t status = cass_tex::store(&handle, res, 0);
  *object = (hipSurfaceObject_t)handle;
  return status;
}
static inline hipError_t cass_hipDestroySurfaceObject(hipSurfaceObject_t object) {
  if (!cass_tex::in_software()) return hipDestroySurfaceObject(object);
  return hipFree((void*)(unsigned long long)object);
}
#endif  // CASS_HIP_COMPAT_cass_texture_objects
