// What HIP lacks, defined by cass-lsp with PTX's semantics: the instructions of the inline-PTX idioms
// the translator rewrites (translate/ptx), each computing what the PTX ISA says the instruction
// computes, operand widths and signedness included.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, `needs=` the definitions it uses, then what it computes) and sits in its own
// CASS_HIP_COMPAT_ guard. The bit operations are __host__ __device__, so that tests run them on
// the CPU against the ISA's definitions (tests/runtime/test_ptx.py); the lane and warp ones are
// device code. PTX's warp is 32 lanes: on a wave64 target each half of the wavefront is one such
// warp (lane ids 0..31, 32-bit masks and ballots, shuffles within the half), so the translated
// statement computes what it computed on NVIDIA's. With nvcc these names are never used (the
// PTX stays PTX there): the file defines nothing. A translation built for HIP's NVIDIA platform
// (nvcc with __HIP_PLATFORM_NVIDIA__) carries them too: there the lane, vote, shuffle and timer
// definitions read PTX's own registers and CUDA's warp functions, __lane_id() being AMD's.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___cass_ptx_bfe
#define CASS_HIP_COMPAT___cass_ptx_bfi
#define CASS_HIP_COMPAT___cass_ptx_prmt
#define CASS_HIP_COMPAT___cass_ptx_lop3
#define CASS_HIP_COMPAT___cass_ptx_shf
#define CASS_HIP_COMPAT___cass_ptx_bfind
#define CASS_HIP_COMPAT___cass_ptx_bits
#define CASS_HIP_COMPAT___cass_ptx_lanes
#define CASS_HIP_COMPAT___cass_ptx_shfl
#define CASS_HIP_COMPAT___cass_ptx_timers
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __cass_ptx_bfe -- bfe.{u32,s32,u64,s64}: the bit field of c & 0xff bits at b & 0xff, zero- or sign-extended (PTX's sbit)
#ifndef CASS_HIP_COMPAT___cass_ptx_bfe
#define CASS_HIP_COMPAT___cass_ptx_bfe
static inline __host__ __device__ unsigned long long __cass_ptx_bfe(unsigned long long a, unsigned int b,
                                                                    unsigned int c, int bits, bool is_signed) {
  unsigned int msb = (unsigned int)bits - 1u, pos = b & 0xffu, len = c & 0xffu;
  unsigned long long all = bits == 64 ? ~0ull : (1ull << bits) - 1ull;
  a &= all;
  if (len == 0) return 0;
  unsigned int top = pos + len - 1u < msb ? pos + len - 1u : msb;
  bool sbit = is_signed && ((a >> top) & 1ull);
  unsigned int n = pos > msb ? 0u : (len < bits - pos ? len : bits - pos);  // bits taken from a
  unsigned long long keep = n >= 64 ? ~0ull : (1ull << n) - 1ull;
  unsigned long long v = pos > msb ? 0ull : (a >> pos) & keep;
  return (sbit ? v | ~keep : v) & all;
}
static inline __host__ __device__ unsigned int __cass_ptx_bfe_u32(unsigned int a, unsigned int b, unsigned int c) {
  return (unsigned int)__cass_ptx_bfe(a, b, c, 32, false);
}
static inline __host__ __device__ int __cass_ptx_bfe_s32(int a, unsigned int b, unsigned int c) {
  return (int)(unsigned int)__cass_ptx_bfe((unsigned int)a, b, c, 32, true);
}
static inline __host__ __device__ unsigned long long __cass_ptx_bfe_u64(unsigned long long a, unsigned int b,
                                                                        unsigned int c) {
  return __cass_ptx_bfe(a, b, c, 64, false);
}
static inline __host__ __device__ long long __cass_ptx_bfe_s64(long long a, unsigned int b, unsigned int c) {
  return (long long)__cass_ptx_bfe((unsigned long long)a, b, c, 64, true);
}
#endif  // CASS_HIP_COMPAT___cass_ptx_bfe

// @cass-compat __cass_ptx_bfi -- bfi.{b32,b64}: b with its d & 0xff bits at c & 0xff replaced by a's low bits
#ifndef CASS_HIP_COMPAT___cass_ptx_bfi
#define CASS_HIP_COMPAT___cass_ptx_bfi
static inline __host__ __device__ unsigned long long __cass_ptx_bfi(unsigned long long a, unsigned long long b,
                                                                    unsigned int c, unsigned int d, int bits) {
  unsigned int pos = c & 0xffu, len = d & 0xffu;
  if (len == 0 || pos >= (unsigned int)bits) return b;
  unsigned int n = len < bits - pos ? len : bits - pos;
  unsigned long long mask = (n >= 64 ? ~0ull : (1ull << n) - 1ull) << pos;
  unsigned long long all = bits == 64 ? ~0ull : (1ull << bits) - 1ull;
  return ((b & ~mask) | ((a << pos) & mask)) & all;
}
static inline __host__ __device__ unsigned int __cass_ptx_bfi_b32(unsigned int a, unsigned int b, unsigned int c,
                                                                  unsigned int d) {
  return (unsigned int)__cass_ptx_bfi(a, b, c, d, 32);
}
static inline __host__ __device__ unsigned long long __cass_ptx_bfi_b64(unsigned long long a, unsigned long long b,
                                                                        unsigned int c, unsigned int d) {
  return __cass_ptx_bfi(a, b, c, d, 64);
}
#endif  // CASS_HIP_COMPAT___cass_ptx_bfi

// @cass-compat __cass_ptx_prmt -- prmt.b32 (the default mode): each byte of the result picked from the 8 bytes of b:a by a selector nibble of c, its sign replicated where the nibble's bit 3 is set
#ifndef CASS_HIP_COMPAT___cass_ptx_prmt
#define CASS_HIP_COMPAT___cass_ptx_prmt
static inline __host__ __device__ unsigned int __cass_ptx_prmt(unsigned int a, unsigned int b, unsigned int c) {
  unsigned long long bytes = ((unsigned long long)b << 32) | a;
  unsigned int d = 0;
  for (int n = 0; n < 4; ++n) {
    unsigned int sel = (c >> (4 * n)) & 0xfu;
    unsigned int byte = (unsigned int)(bytes >> (8 * (sel & 7u))) & 0xffu;
    if (sel & 8u) byte = (byte & 0x80u) ? 0xffu : 0u;
    d |= byte << (8 * n);
  }
  return d;
}
#endif  // CASS_HIP_COMPAT___cass_ptx_prmt

// @cass-compat __cass_ptx_lop3 -- lop3.b32: the logical function of three inputs whose truth table is lut (F(0xF0, 0xCC, 0xAA)), bit by bit
#ifndef CASS_HIP_COMPAT___cass_ptx_lop3
#define CASS_HIP_COMPAT___cass_ptx_lop3
static inline __host__ __device__ unsigned int __cass_ptx_lop3(unsigned int a, unsigned int b, unsigned int c,
                                                               unsigned int lut) {
  unsigned int d = 0;
  for (int k = 0; k < 8; ++k) {
    if ((lut >> k) & 1u) d |= ((k & 4) ? a : ~a) & ((k & 2) ? b : ~b) & ((k & 1) ? c : ~c);
  }
  return d;
}
#endif  // CASS_HIP_COMPAT___cass_ptx_lop3

// @cass-compat __cass_ptx_shf -- shf.{l,r}.{wrap,clamp}.b32: the funnel shift of b:a by c (modulo 32, or at most 32), the high word (left) or the low word (right)
#ifndef CASS_HIP_COMPAT___cass_ptx_shf
#define CASS_HIP_COMPAT___cass_ptx_shf
static inline __host__ __device__ unsigned int __cass_ptx_shf(unsigned int a, unsigned int b, unsigned int c,
                                                              bool left, bool clamp) {
  unsigned int n = clamp ? (c < 32u ? c : 32u) : (c & 31u);
  unsigned long long both = ((unsigned long long)b << 32) | a;
  return left ? (unsigned int)((both << n) >> 32) : (unsigned int)(both >> n);
}
static inline __host__ __device__ unsigned int __cass_ptx_shf_l_wrap(unsigned int a, unsigned int b, unsigned int c) {
  return __cass_ptx_shf(a, b, c, true, false);
}
static inline __host__ __device__ unsigned int __cass_ptx_shf_l_clamp(unsigned int a, unsigned int b, unsigned int c) {
  return __cass_ptx_shf(a, b, c, true, true);
}
static inline __host__ __device__ unsigned int __cass_ptx_shf_r_wrap(unsigned int a, unsigned int b, unsigned int c) {
  return __cass_ptx_shf(a, b, c, false, false);
}
static inline __host__ __device__ unsigned int __cass_ptx_shf_r_clamp(unsigned int a, unsigned int b, unsigned int c) {
  return __cass_ptx_shf(a, b, c, false, true);
}
#endif  // CASS_HIP_COMPAT___cass_ptx_shf

// @cass-compat __cass_ptx_bfind -- bfind[.shiftamt].{u32,s32,u64,s64}: the position of the most significant non-sign bit (or its distance from the top), 0xffffffff where there is none
#ifndef CASS_HIP_COMPAT___cass_ptx_bfind
#define CASS_HIP_COMPAT___cass_ptx_bfind
static inline __host__ __device__ unsigned int __cass_ptx_bfind(unsigned long long a, int bits, bool is_signed,
                                                                bool shiftamt) {
  unsigned long long all = bits == 64 ? ~0ull : (1ull << bits) - 1ull;
  a &= all;
  if (is_signed && ((a >> (bits - 1)) & 1ull)) a = ~a & all;  // a negative value: its most significant 0
  if (a == 0) return 0xffffffffu;
  int pos = 63 - __builtin_clzll(a);
  return shiftamt ? (unsigned int)(bits - 1 - pos) : (unsigned int)pos;
}
#endif  // CASS_HIP_COMPAT___cass_ptx_bfind

// @cass-compat __cass_ptx_bits -- clz, popc and brev of 32- and 64-bit values, and the high half of products (mul.hi), as PTX defines them for every input (clz of 0 is the width)
#ifndef CASS_HIP_COMPAT___cass_ptx_bits
#define CASS_HIP_COMPAT___cass_ptx_bits
static inline __host__ __device__ unsigned int __cass_ptx_clz(unsigned long long a, int bits) {
  unsigned long long all = bits == 64 ? ~0ull : (1ull << bits) - 1ull;
  a &= all;
  return a == 0 ? (unsigned int)bits : (unsigned int)(__builtin_clzll(a) - (64 - bits));
}
static inline __host__ __device__ unsigned int __cass_ptx_popc(unsigned long long a) {
  return (unsigned int)__builtin_popcountll(a);
}
#if defined(__HIP_PLATFORM_NVIDIA__)  // HIP on NVIDIA: nvcc and gcc have no __builtin_bitreverse
static inline __host__ __device__ unsigned long long __cass_ptx_brev_bits(unsigned long long a, int bits) {
  unsigned long long r = 0;
  for (int i = 0; i < bits; ++i) r |= ((a >> i) & 1ull) << (bits - 1 - i);
  return r;
}
static inline __host__ __device__ unsigned int __cass_ptx_brev32(unsigned int a) {
  return (unsigned int)__cass_ptx_brev_bits(a, 32);
}
static inline __host__ __device__ unsigned long long __cass_ptx_brev64(unsigned long long a) {
  return __cass_ptx_brev_bits(a, 64);
}
#else
static inline __host__ __device__ unsigned int __cass_ptx_brev32(unsigned int a) { return __builtin_bitreverse32(a); }
static inline __host__ __device__ unsigned long long __cass_ptx_brev64(unsigned long long a) {
  return __builtin_bitreverse64(a);
}
#endif
static inline __host__ __device__ unsigned long long __cass_ptx_mulhi_u64(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
static inline __host__ __device__ long long __cass_ptx_mulhi_s64(long long a, long long b) {
  return (long long)(((__int128)a * b) >> 64);
}
#endif  // CASS_HIP_COMPAT___cass_ptx_bits

// @cass-compat __cass_ptx_lanes -- %laneid, %lanemask_lt/le/gt/ge, %warpid and vote.ballot of a 32-lane PTX warp (a half of a wave64 wavefront)
#ifndef CASS_HIP_COMPAT___cass_ptx_lanes
#define CASS_HIP_COMPAT___cass_ptx_lanes
#if defined(__HIP_PLATFORM_NVIDIA__)  // HIP on NVIDIA: a warp is PTX's, and __lane_id() is AMD's
static inline __device__ unsigned int __cass_ptx_laneid() {
  unsigned int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
#else
static inline __device__ unsigned int __cass_ptx_laneid() { return __lane_id() & 31u; }
#endif
static inline __device__ unsigned int __cass_ptx_lanemask_lt() { return (1u << __cass_ptx_laneid()) - 1u; }
static inline __device__ unsigned int __cass_ptx_lanemask_le() { return (2u << __cass_ptx_laneid()) - 1u; }
static inline __device__ unsigned int __cass_ptx_lanemask_gt() { return ~__cass_ptx_lanemask_le(); }
static inline __device__ unsigned int __cass_ptx_lanemask_ge() { return ~__cass_ptx_lanemask_lt(); }
static inline __device__ unsigned int __cass_ptx_warpid() {
  // the warp's index in the block (PTX's %warpid is the hardware slot, which may change; this is the logical one)
  return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) >> 5;
}
static inline __device__ unsigned int __cass_ptx_ballot(bool p) {
#if defined(__HIP_PLATFORM_NVIDIA__)
  return __ballot_sync(__activemask(), p);
#else
  return (unsigned int)(__ballot(p) >> (__lane_id() & 32u));
#endif
}
#endif  // CASS_HIP_COMPAT___cass_ptx_lanes

// @cass-compat __cass_ptx_shfl -- shfl[.sync].{up,down,bfly,idx}.b32: the lane PTX reads from (b the lane or offset, c the clamp and segment mask) and the value there, with PTX's predicate
#ifndef CASS_HIP_COMPAT___cass_ptx_shfl
#define CASS_HIP_COMPAT___cass_ptx_shfl
enum { CASS_PTX_SHFL_UP = 0, CASS_PTX_SHFL_DOWN = 1, CASS_PTX_SHFL_BFLY = 2, CASS_PTX_SHFL_IDX = 3 };
static inline __host__ __device__ unsigned int __cass_ptx_shfl_lane(int mode, unsigned int lane, unsigned int b,
                                                                    unsigned int c, bool* valid) {
  int l = (int)(lane & 31u), bval = (int)(b & 31u), cval = (int)(c & 31u), segmask = (int)((c >> 8) & 31u);
  int max_lane = (l & segmask) | (cval & ~segmask), min_lane = l & segmask, j;
  bool p;
  switch (mode) {
    case CASS_PTX_SHFL_UP: j = l - bval; p = j >= max_lane; break;
    case CASS_PTX_SHFL_DOWN: j = l + bval; p = j <= max_lane; break;
    case CASS_PTX_SHFL_BFLY: j = l ^ bval; p = j <= max_lane; break;
    default: j = min_lane | (bval & ~segmask); p = j <= max_lane; break;
  }
  if (valid) *valid = p;
  return (unsigned int)(p ? j : l);
}
static inline __device__ unsigned int __cass_ptx_shfl(int mode, unsigned int a, unsigned int b, unsigned int c,
                                                      bool* valid = nullptr) {
#if defined(__HIP_PLATFORM_NVIDIA__)
  unsigned int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return (unsigned int)__shfl_sync(__activemask(), (int)a, (int)__cass_ptx_shfl_lane(mode, lane, b, c, valid), 32);
#else
  unsigned int lane = __lane_id();
  unsigned int source = (lane & ~31u) | __cass_ptx_shfl_lane(mode, lane, b, c, valid);
  return (unsigned int)__shfl((int)a, (int)source, warpSize);
#endif
}
#endif  // CASS_HIP_COMPAT___cass_ptx_shfl

// @cass-compat __cass_ptx_timers -- %clock64 and %globaltimer: the shader clock (clock64) and the constant-rate wall clock (wall_clock64), which HIP 5.x declares for the device pass only
#ifndef CASS_HIP_COMPAT___cass_ptx_timers
#define CASS_HIP_COMPAT___cass_ptx_timers
static inline __device__ unsigned long long __cass_ptx_clock64() {
#ifdef __HIP_DEVICE_COMPILE__
  return (unsigned long long)clock64();
#else
  return 0;  // the host pass: never run
#endif
}
static inline __device__ unsigned long long __cass_ptx_globaltimer() {
#if defined(__HIP_PLATFORM_NVIDIA__) && defined(__CUDA_ARCH__)
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
#elif defined(__HIP_DEVICE_COMPILE__)
  return (unsigned long long)wall_clock64();
#else
  return 0;  // the host pass: never run
#endif
}
#endif  // CASS_HIP_COMPAT___cass_ptx_timers
