// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuda_fp8.h's C conversion API (NVIDIA's OCP E4M3 and E5M2 encodings), in software.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `needs` for the definitions its own uses, then what it
// computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// Why software: HIP 6.2+'s hip/hip_fp8.h computes NVIDIA's encodings only where the target does
// (device code for gfx942, MI300, accepts only the FNUZ encodings, whose range and NaN differ:
// amd_hip_fp8.h's __is_interpret_supported asserts at run time). These are integer code, the
// same on every AMD target and on the host, bit for bit CUDA's: round to nearest even; with
// __NV_SATFINITE an overflow (infinity included) gives the largest finite value, with __NV_NOSAT
// it gives NaN (0x7F) in E4M3, which has no infinity, and infinity in E5M2; a float or half NaN
// gives 0x7F whatever its sign (a double's keeps its sign, and in E5M2 two bits of its payload);
// the sign of zero is kept. Checked against every result of
// tests/runtime/reference/fp8_driver.cu on an NVIDIA H100 (tests/translate/test_fp8.py).
// The C++ classes (__nv_fp8_e4m3, ...) are not defined here.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___cass_fp8_from_double
#define CASS_HIP_COMPAT___cass_fp8_to_half_bits
#define CASS_HIP_COMPAT___cass_half_bits_to_double
#define CASS_HIP_COMPAT___nv_fp8_storage_t
#define CASS_HIP_COMPAT___nv_fp8x2_storage_t
#define CASS_HIP_COMPAT___nv_fp8x4_storage_t
#define CASS_HIP_COMPAT___nv_fp8_interpretation_t
#define CASS_HIP_COMPAT___nv_saturation_t
#define CASS_HIP_COMPAT___nv_cvt_double_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_float_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_double2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_float2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_halfraw_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_halfraw2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_fp8_to_halfraw
#define CASS_HIP_COMPAT___nv_cvt_fp8x2_to_halfraw2
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __cass_fp8_from_double -- a double to an fp8 code (E4M3 or E5M2), rounded to nearest even as cuda_fp8.h does
#ifndef CASS_HIP_COMPAT___cass_fp8_from_double
#define CASS_HIP_COMPAT___cass_fp8_from_double
// as_double: the NaN a double gives __nv_cvt_double_to_fp8 (E5M2: 0x7E with the top two bits of
// its payload, and its sign), where the float, half and bfloat16 conversions give 0x7F.
static inline __host__ __device__ unsigned char __cass_fp8_from_double(const double x, const bool satfinite, const bool e5m2, const bool as_double = false) {
  unsigned long long bits;
  __builtin_memcpy(&bits, &x, sizeof bits);
  const unsigned char sign = (unsigned char)((bits >> 56) & 0x80u);
  const unsigned long long magnitude = bits & 0x7FFFFFFFFFFFFFFFull;
  if (magnitude > 0x7FF0000000000000ull) {  // NaN
    if (!as_double) return 0x7Fu;  // whatever the sign and encoding
    return (unsigned char)(sign | (e5m2 ? 0x7Eu | ((bits >> 50) & 3u) : 0x7Fu));
  }
  const int mantissa_bits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  const unsigned largest = e5m2 ? 0x7Bu : 0x7Eu;  // the largest finite code
  const unsigned overflow = satfinite ? largest : (e5m2 ? 0x7Cu : 0x7Fu);  // NOSAT: E5M2's infinity, E4M3's NaN
  const int exponent = (int)(magnitude >> 52) - 1023;  // double denormals lie far below fp8's range
  if (exponent > 16) return (unsigned char)(sign | overflow);  // infinity too
  const int field = exponent + bias;  // the fp8 exponent field of a normal result
  if (field < -mantissa_bits) return sign;  // below half the smallest denormal: a zero of x's sign
  const unsigned long long significand = (magnitude & 0xFFFFFFFFFFFFFull) | (1ull << 52);
  // The bits dropped: those below the fp8 mantissa, more for a denormal (field 0 scales as field 1).
  const int shift = 52 - mantissa_bits + (field < 1 ? 1 - field : 0);
  unsigned long long kept = significand >> shift;
  const unsigned long long rest = significand & ((1ull << shift) - 1ull), half = 1ull << (shift - 1);
  if (rest > half || (rest == half && (kept & 1ull))) ++kept;  // to nearest, ties to even
  // A carry out of the mantissa moves into the exponent field, as the code's order has it.
  const unsigned code = field < 1 ? (unsigned)kept : ((unsigned)field << mantissa_bits) + (unsigned)kept - (1u << mantissa_bits);
  return (unsigned char)(sign | (code > largest ? overflow : code));
}
#endif  // CASS_HIP_COMPAT___cass_fp8_from_double

// @cass-compat __cass_fp8_to_half_bits -- an fp8 code (E4M3 or E5M2) to the bits of the half of the same value, exactly
#ifndef CASS_HIP_COMPAT___cass_fp8_to_half_bits
#define CASS_HIP_COMPAT___cass_fp8_to_half_bits
static inline __host__ __device__ unsigned short __cass_fp8_to_half_bits(const unsigned char code, const bool e5m2) {
  const unsigned sign = (code & 0x80u) << 8, magnitude = code & 0x7Fu;
  if (e5m2) return magnitude > 0x7Cu ? (unsigned short)0x7FFFu : (unsigned short)(code << 8);  // a half's top byte
  if (magnitude == 0x7Fu) return 0x7FFFu;  // E4M3's NaN gives CUDA's canonical half NaN
  unsigned field = magnitude >> 3, mantissa = magnitude & 7u;
  if (field == 0) {  // a denormal, mantissa * 2^-9, is a normal half
    if (mantissa == 0) return (unsigned short)sign;
    field = 1;
    while (!(mantissa & 8u)) {
      mantissa <<= 1;
      --field;
    }
    mantissa &= 7u;
  }
  return (unsigned short)(sign | ((field + 8u) << 10) | (mantissa << 7));
}
#endif  // CASS_HIP_COMPAT___cass_fp8_to_half_bits

// @cass-compat __cass_half_bits_to_double -- the double of a half's bits, exactly
#ifndef CASS_HIP_COMPAT___cass_half_bits_to_double
#define CASS_HIP_COMPAT___cass_half_bits_to_double
static inline __host__ __device__ double __cass_half_bits_to_double(const unsigned short bits) {
  const unsigned field = (bits >> 10) & 0x1Fu, mantissa = bits & 0x3FFu;
  unsigned long long wide;
  if (field == 0x1Fu) {
    wide = mantissa ? 0x7FF8000000000000ull : 0x7FF0000000000000ull;
  } else if (field != 0) {
    wide = ((unsigned long long)(field + 1008u) << 52) | ((unsigned long long)mantissa << 42);
  } else {
    const double denormal = (double)mantissa * 0x1p-24;
    __builtin_memcpy(&wide, &denormal, sizeof wide);
  }
  wide |= (unsigned long long)(bits & 0x8000u) << 48;
  double value;
  __builtin_memcpy(&value, &wide, sizeof value);
  return value;
}
#endif  // CASS_HIP_COMPAT___cass_half_bits_to_double

// @cass-compat __nv_fp8_storage_t -- an fp8 value's storage (unsigned char)
#ifndef CASS_HIP_COMPAT___nv_fp8_storage_t
#define CASS_HIP_COMPAT___nv_fp8_storage_t
typedef unsigned char __nv_fp8_storage_t;
#endif  // CASS_HIP_COMPAT___nv_fp8_storage_t

// @cass-compat __nv_fp8x2_storage_t -- two fp8 values' storage (unsigned short, the first in the low byte)
#ifndef CASS_HIP_COMPAT___nv_fp8x2_storage_t
#define CASS_HIP_COMPAT___nv_fp8x2_storage_t
typedef unsigned short int __nv_fp8x2_storage_t;
#endif  // CASS_HIP_COMPAT___nv_fp8x2_storage_t

// @cass-compat __nv_fp8x4_storage_t -- four fp8 values' storage (unsigned int)
#ifndef CASS_HIP_COMPAT___nv_fp8x4_storage_t
#define CASS_HIP_COMPAT___nv_fp8x4_storage_t
typedef unsigned int __nv_fp8x4_storage_t;
#endif  // CASS_HIP_COMPAT___nv_fp8x4_storage_t

// @cass-compat __nv_fp8_interpretation_t -- the fp8 encodings, __NV_E4M3 and __NV_E5M2 (NVIDIA's, OCP's)
#ifndef CASS_HIP_COMPAT___nv_fp8_interpretation_t
#define CASS_HIP_COMPAT___nv_fp8_interpretation_t
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
#endif  // CASS_HIP_COMPAT___nv_fp8_interpretation_t

// @cass-compat __nv_saturation_t -- what an overflow gives, __NV_NOSAT (NaN or infinity) or __NV_SATFINITE (the largest finite value)
#ifndef CASS_HIP_COMPAT___nv_saturation_t
#define CASS_HIP_COMPAT___nv_saturation_t
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
#endif  // CASS_HIP_COMPAT___nv_saturation_t

// @cass-compat __nv_cvt_double_to_fp8 needs=__cass_fp8_from_double+__nv_fp8_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- a double to fp8, rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_double_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_double_to_fp8
static inline __host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  return __cass_fp8_from_double(x, saturate == __NV_SATFINITE, fp8_interpretation == __NV_E5M2, true);
}
#endif  // CASS_HIP_COMPAT___nv_cvt_double_to_fp8

// @cass-compat __nv_cvt_float_to_fp8 needs=__cass_fp8_from_double+__nv_fp8_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- a float to fp8, rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_float_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_float_to_fp8
static inline __host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  return __cass_fp8_from_double((double)x, saturate == __NV_SATFINITE, fp8_interpretation == __NV_E5M2);  // exact widening
}
#endif  // CASS_HIP_COMPAT___nv_cvt_float_to_fp8

// @cass-compat __nv_cvt_double2_to_fp8x2 needs=__cass_fp8_from_double+__nv_fp8x2_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- two doubles to two fp8 values (x in the low byte), rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_double2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_double2_to_fp8x2
static inline __host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  const bool sat = saturate == __NV_SATFINITE, e5m2 = fp8_interpretation == __NV_E5M2;
  return (__nv_fp8x2_storage_t)(__cass_fp8_from_double(x.x, sat, e5m2, true) | (__cass_fp8_from_double(x.y, sat, e5m2, true) << 8));
}
#endif  // CASS_HIP_COMPAT___nv_cvt_double2_to_fp8x2

// @cass-compat __nv_cvt_float2_to_fp8x2 needs=__cass_fp8_from_double+__nv_fp8x2_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- two floats to two fp8 values (x in the low byte), rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_float2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_float2_to_fp8x2
static inline __host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  const bool sat = saturate == __NV_SATFINITE, e5m2 = fp8_interpretation == __NV_E5M2;
  return (__nv_fp8x2_storage_t)(__cass_fp8_from_double((double)x.x, sat, e5m2) | (__cass_fp8_from_double((double)x.y, sat, e5m2) << 8));
}
#endif  // CASS_HIP_COMPAT___nv_cvt_float2_to_fp8x2

// @cass-compat __nv_cvt_halfraw_to_fp8 needs=__cass_half_bits_to_double+__cass_fp8_from_double+__nv_fp8_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- a half's bits to fp8, rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_halfraw_to_fp8
#define CASS_HIP_COMPAT___nv_cvt_halfraw_to_fp8
#include <hip/hip_fp16.h>
static inline __host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  return __cass_fp8_from_double(__cass_half_bits_to_double(x.x), saturate == __NV_SATFINITE, fp8_interpretation == __NV_E5M2);
}
#endif  // CASS_HIP_COMPAT___nv_cvt_halfraw_to_fp8

// @cass-compat __nv_cvt_halfraw2_to_fp8x2 needs=__cass_half_bits_to_double+__cass_fp8_from_double+__nv_fp8x2_storage_t+__nv_saturation_t+__nv_fp8_interpretation_t -- two halves' bits to two fp8 values (x in the low byte), rounded to nearest even
#ifndef CASS_HIP_COMPAT___nv_cvt_halfraw2_to_fp8x2
#define CASS_HIP_COMPAT___nv_cvt_halfraw2_to_fp8x2
#include <hip/hip_fp16.h>
static inline __host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  unsigned int both;  // HIP's __half2_raw holds two unsigned shorts or two __half_raw: the same bytes
  __builtin_memcpy(&both, &x, sizeof both);
  const bool sat = saturate == __NV_SATFINITE, e5m2 = fp8_interpretation == __NV_E5M2;
  const unsigned lo = __cass_fp8_from_double(__cass_half_bits_to_double((unsigned short)(both & 0xFFFFu)), sat, e5m2);
  const unsigned hi = __cass_fp8_from_double(__cass_half_bits_to_double((unsigned short)(both >> 16)), sat, e5m2);
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}
#endif  // CASS_HIP_COMPAT___nv_cvt_halfraw2_to_fp8x2

// @cass-compat __nv_cvt_fp8_to_halfraw needs=__cass_fp8_to_half_bits+__nv_fp8_storage_t+__nv_fp8_interpretation_t -- fp8 to a half's bits, exactly (NaN: 0x7FFF)
#ifndef CASS_HIP_COMPAT___nv_cvt_fp8_to_halfraw
#define CASS_HIP_COMPAT___nv_cvt_fp8_to_halfraw
#include <hip/hip_fp16.h>
static inline __host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation) {
  __half_raw result;
  result.x = __cass_fp8_to_half_bits(x, fp8_interpretation == __NV_E5M2);
  return result;
}
#endif  // CASS_HIP_COMPAT___nv_cvt_fp8_to_halfraw

// @cass-compat __nv_cvt_fp8x2_to_halfraw2 needs=__cass_fp8_to_half_bits+__nv_fp8x2_storage_t+__nv_fp8_interpretation_t -- two fp8 values to two halves' bits (the low byte to x), exactly
#ifndef CASS_HIP_COMPAT___nv_cvt_fp8x2_to_halfraw2
#define CASS_HIP_COMPAT___nv_cvt_fp8x2_to_halfraw2
#include <hip/hip_fp16.h>
static inline __host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation) {
  const bool e5m2 = fp8_interpretation == __NV_E5M2;
  const unsigned int both = __cass_fp8_to_half_bits((unsigned char)(x & 0xFFu), e5m2) | ((unsigned int)__cass_fp8_to_half_bits((unsigned char)(x >> 8), e5m2) << 16);
  __half2_raw result;  // its bytes, whichever of HIP's two layouts it has
  __builtin_memcpy(&result, &both, sizeof both);
  return result;
}
#endif  // CASS_HIP_COMPAT___nv_cvt_fp8x2_to_halfraw2
