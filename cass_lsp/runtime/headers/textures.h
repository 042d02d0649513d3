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

// @cass-compat cass_textures_core -- CUDA's texture fetches computed from a descriptor in memory (cass_tex::Texture): point and linear filtering with 9-bit weights, the four address modes, normalised coordinates and reads, 1D, 2D, 3D, layered and cubemap textures, tex2Dgather, surface reads and writes; plain C++ for the host and the device
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
static __host__ __device__ inline float sub(float a, float b) { return add(a, -b); }

static __host__ __device__ inline float bits_float(unsigned int u) {
  float f;
  __builtin_memcpy(&f, &u, sizeof(f));
  return f;
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

// A channel as a float: the value (cudaReadModeElementType), or an integer mapped to [0, 1] or
// [-1, 1] (cudaReadModeNormalizedFloat).
static __host__ __device__ inline float value(const Texture& t, unsigned int v) {
  if (t.kind == kFloat) return t.bits == 16 ? half_float(v) : bits_float(v);
  if (!t.normalized_read) return t.kind == kSigned ? (float)(int)v : (float)v;
  if (t.kind == kUnsigned) return (float)v / (t.bits == 8 ? 255.0f : t.bits == 16 ? 65535.0f : 4294967295.0f);
  float r = (float)(int)v / (t.bits == 8 ? 127.0f : t.bits == 16 ? 32767.0f : 2147483647.0f);
  return r < -1.0f ? -1.0f : r;
}

static __host__ __device__ inline const unsigned char* at(const Texture& t, int i, int j, int k) {
  return t.data + (unsigned long long)k * t.slice + (unsigned long long)j * t.pitch +
         (unsigned long long)i * texel_bytes(t);
}

// A texel's channels (0 where it has fewer), as floats or as integers; the border colour where an
// index is -1 (outside, cudaAddressModeBorder).
static __host__ __device__ inline void texel(const Texture& t, int i, int j, int k, float v[4]) {
  for (int c = 0; c < 4; ++c) v[c] = t.border[c];
  if (i < 0 || j < 0 || k < 0) return;
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

// One axis of a fetch at coordinate c: the two texels (i0, i1) a linear filter blends and the
// weight of i1, or the one texel of a point fetch (i1 == i0, weight 0). As the guide writes it:
// normalised coordinates are scaled by the size, after wrap (frac(x)) or mirror (frac(x), or
// 1 - frac(x) where floor(x) is odd); a point fetch reads texel floor(x); a linear one blends
// floor(x - 0.5) and the next with the weight frac(x - 0.5) in fixed point, 8 fractional bits.
// Wrap and mirror need normalised coordinates; with others they act as clamp.
static __host__ __device__ inline void axis(float c, int n, int mode, bool normalized, bool linear, int* i0, int* i1,
                                            float* w) {
  if (!normalized && (mode == kWrap || mode == kMirror)) mode = kClamp;
  if (c != c) c = 0.0f;  // NaN
  if (normalized) {
    if (mode == kWrap || mode == kMirror) {
      float f = floorf(c);
      c = sub(c, f);
      if (mode == kMirror && fmodf(f, 2.0f) != 0.0f) c = sub(1.0f, c);
    }
    c = mul(c, (float)n);
  }
  c = c < -4194304.0f ? -4194304.0f : c > 4194304.0f ? 4194304.0f : c;  // 2^22: the same texels beyond
  if (!linear) {
    *i0 = *i1 = resolve((int)floorf(c), n, mode);
    *w = 0.0f;
    return;
  }
  // x - 0.5 in 1/256ths, to nearest (even): x in 1/256ths is exact, and so is taking 128 from an
  // integer, whose parity it keeps (where x - 0.5 itself would round)
  float q = sub(rintf(mul(c, 256.0f)), 128.0f);
  float f = floorf(mul(q, 0.00390625f));
  *w = mul(sub(q, mul(f, 256.0f)), 0.00390625f);
  *i0 = resolve((int)f, n, mode);
  *i1 = resolve((int)f + 1, n, mode);
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

// The fetch of a dims-dimensional texture at (x, y, z) in slice `slice` (a layer or a face). A
// linear filter sums weight x texel over the corners in the guide's order (x fastest), each
// product and sum rounded; the weights, products of 9-bit values, are exact.
template <class T, int dims>
static __host__ __device__ inline T sample(const Texture& t, float x, float y, float z, int slice, bool cube) {
  const bool floats = Traits<T>::kFloat, linear = t.linear_filter && floats;
  const bool normalized = cube || t.normalized_coords;
  const float c[3] = {x, y, z};
  const int n[3] = {t.width, t.height, t.depth};
  int i0[3] = {0, 0, slice}, i1[3] = {0, 0, slice};
  float w[3] = {0.0f, 0.0f, 0.0f};
  for (int a = 0; a < dims; ++a) {
    axis(c[a], n[a], cube ? (int)kClamp : t.address[a], normalized, linear, &i0[a], &i1[a], &w[a]);
  }
  if (!floats) {
    unsigned int v[4];
    texel(t, i0[0], i0[1], i0[2], v);
    return make<T>(v);
  }
  float out[4];
  texel(t, i0[0], i0[1], i0[2], out);
  if (!linear) return make<T>(out);
  for (int corner = 0; corner < (1 << dims); ++corner) {
    float weight = 1.0f, v[4];
    int at[3] = {0, 0, slice};
    for (int a = 0; a < dims; ++a) {
      const bool second = (corner >> a) & 1;
      weight = mul(weight, second ? w[a] : sub(1.0f, w[a]));
      at[a] = second ? i1[a] : i0[a];
    }
    texel(t, at[0], at[1], at[2], v);
    for (int k = 0; k < 4; ++k) out[k] = corner == 0 ? mul(weight, v[k]) : add(out[k], mul(weight, v[k]));
  }
  return make<T>(out);
}

static __host__ __device__ inline int layer(const Texture& t, int l) { return l < 0 ? 0 : l >= t.layers ? t.layers - 1 : l; }

// The face of a cubemap direction and the face's normalised coordinates, by the guide's table
// (ties go to x, then y).
static __host__ __device__ inline int face(float x, float y, float z, float* s, float* u) {
  const float ax = fabsf(x), ay = fabsf(y), az = fabsf(z);
  float m, sc, tc;
  int f;
  if (ax >= ay && ax >= az) {
    f = x >= 0.0f ? 0 : 1, m = ax, sc = x >= 0.0f ? -z : z, tc = -y;
  } else if (ay >= az) {
    f = y >= 0.0f ? 2 : 3, m = ay, sc = x, tc = y >= 0.0f ? z : -z;
  } else {
    f = z >= 0.0f ? 4 : 5, m = az, sc = z >= 0.0f ? x : -x, tc = -y;
  }
  *s = mul(add(sc / m, 1.0f), 0.5f);
  *u = mul(add(tc / m, 1.0f), 0.5f);
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
  return sample<T, 1>(*t, x, 0, 0, layer(*t, l), false);
}
template <class T>
static __host__ __device__ inline T tex2DLayered(const Texture* t, float x, float y, int l) {
  return sample<T, 2>(*t, x, y, 0, layer(*t, l), false);
}
template <class T>
static __host__ __device__ inline T texCubemapLayered(const Texture* t, float x, float y, float z, int l) {
  float s, u;
  const int f = face(x, y, z, &s, &u);
  const int layers = t->layers / 6, at = l < 0 ? 0 : l >= layers ? layers - 1 : l;
  return sample<T, 2>(*t, s, u, 0, 6 * at + f, true);
}
template <class T>
static __host__ __device__ inline T texCubemap(const Texture* t, float x, float y, float z) {
  return texCubemapLayered<T>(t, x, y, z, 0);
}
// Component comp of the four texels a linear filter would blend, in the order (i, j+1), (i+1, j+1),
// (i+1, j), (i, j).
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
  int i0[2], i1[2];
  float w[2];
  axis(x, t->width, t->address[0], t->normalized_coords, true, &i0[0], &i1[0], &w[0]);
  axis(y, t->height, t->address[1], t->normalized_coords, true, &i0[1], &i1[1], &w[1]);
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
