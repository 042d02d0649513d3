"""What HIP lacks, defined: portable definitions of CUDA device functions HIP does not have.

CUDA's SIMD video intrinsics (`__vadd4`, `__vmaxs2`, `__vabsdiffu4`, ... and the DPX functions of
CUDA 12, `__vimax3_s32`, `__viaddmax_s16x2_relu`, `__vibmax_u32`, ...), its integer dot products
(`__dp4a`, `__dp2a_lo`, `__dp2a_hi`) and `__fmaf_ieee_rn` have no HIP counterpart in HIP 5.2.3
or 6.4.3 (HeCBench's dp4a program calls `__dp4a`; its HIP twin writes one with AMD builtins).
A call of one no longer leaves an undeclared name: the translation carries a definition with
CUDA's semantics (per-lane loops the compiler unrolls; checked against results recorded on an
NVIDIA GPU and against a reference written from NVIDIA's documentation).

Where the definitions go (``TranslateOptions.compat_header``):

- None (one file: `cass-lsp translate`, the editor's conversions): inline, right after the HIP
  runtime include, so that the file builds alone (the editor's background build compiles the one
  translated file in a scratch folder, where a sibling header would not be found);
- a path (`cass-lsp port`): `#include "<path>"` instead, and the port writes one header,
  ``cass_hip_compat.h`` at the root of its output, with the union of what its files need.

Every definition sits in its own `#ifndef CASS_HIP_COMPAT_<name>` guard, so inline copies and
the header can meet in one translation unit (a translated .cu including a translated .cuh).
Definitions are `static inline __host__ __device__`: no ODR clash between files, and the host
side lets them be tested on a machine without a GPU.
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import Rule, register

HEADER_NAME = "cass_hip_compat.h"


@dataclass(frozen=True)
class Helper:
    name: str
    code: str  # the definition
    summary: str  # what it computes, for the finding
    since: tuple[int, ...] = ()  # the oldest HIP it is written for (older: the tables' rule applies)
    before: tuple[int, ...] = ()  # the HIP that has it (this one and newer: HIP's own is used)
    yields: bool = False  # a template that loses to any definition of the file's own: always added

    def wanted(self, hip: tuple[int, ...]) -> bool:
        return self.since <= hip and (not self.before or hip < self.before)


# -- SIMD video intrinsics ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Lane:
    bits: int  # 16 (…2: two halfwords) or 8 (…4: four bytes)

    @property
    def mask(self) -> str:
        return "0xffffu" if self.bits == 16 else "0xffu"

    @property
    def min(self) -> str:
        return "-32768" if self.bits == 16 else "-128"

    @property
    def max(self) -> str:
        return "32767" if self.bits == 16 else "127"

    @property
    def umax(self) -> str:
        return "65535" if self.bits == 16 else "255"

    def signed(self, var: str) -> str:
        kind = "short" if self.bits == 16 else "signed char"
        return f"(int)({kind})({var} >> i)"

    def unsigned(self, var: str) -> str:
        return f"(int)(({var} >> i) & {self.mask})"


def _packed(name: str, lane: _Lane, signed: bool, expr: str, unary: bool = False) -> str:
    """A function computing ``expr`` (of lane values x, y as int) in each lane, wrapped to the lane."""
    value = lane.signed if signed else lane.unsigned
    params = "unsigned int a" if unary else "unsigned int a, unsigned int b"
    lanes = f"const int x = {value('a')};" if unary else f"const int x = {value('a')}, y = {value('b')};"
    expr = expr.replace("UMAX", lane.umax).replace("MIN", lane.min).replace("MAX", lane.max).replace("MASK", lane.mask)
    return (
        f"static inline __host__ __device__ unsigned int {name}({params}) {{\n"
        "  unsigned int r = 0;\n"
        f"  for (int i = 0; i < 32; i += {lane.bits}) {{\n"
        f"    {lanes}\n"
        f"    r |= ((unsigned int)({expr}) & {lane.mask}) << i;\n"
        "  }\n"
        "  return r;\n"
        "}\n"
    )


def _sad(name: str, lane: _Lane, signed: bool) -> str:
    value = lane.signed if signed else lane.unsigned
    return (
        f"static inline __host__ __device__ unsigned int {name}(unsigned int a, unsigned int b) {{\n"
        "  unsigned int r = 0;\n"
        f"  for (int i = 0; i < 32; i += {lane.bits}) {{\n"
        f"    const int x = {value('a')}, y = {value('b')};\n"
        "    r += (unsigned int)(x > y ? x - y : y - x);\n"
        "  }\n"
        "  return r;\n"
        "}\n"
    )


# name stem -> (signed lanes, expression of x and y, summary); the lane count (2 or 4) is appended.
_BINARY = {
    "add": (False, "x + y", "per-lane sum, wrapping"),
    "sub": (False, "x - y", "per-lane difference, wrapping"),
    "addss": (True, "x + y > MAX ? MAX : x + y < MIN ? MIN : x + y", "per-lane signed sum, saturated"),
    "subss": (True, "x - y > MAX ? MAX : x - y < MIN ? MIN : x - y", "per-lane signed difference, saturated"),
    "addus": (False, "x + y > UMAX ? UMAX : x + y", "per-lane unsigned sum, saturated"),
    "subus": (False, "x > y ? x - y : 0", "per-lane unsigned difference, saturated at 0"),
    "avgs": (True, "(x + y + (x + y >= 0 ? 1 : 0)) >> 1", "per-lane signed average, rounded away from zero"),
    "avgu": (False, "(x + y + 1) >> 1", "per-lane unsigned average, rounded up"),
    "hadd": (False, "(x + y) >> 1", "per-lane unsigned average, rounded down"),
    "absdiffs": (True, "x > y ? x - y : y - x", "per-lane signed absolute difference"),
    "absdiffu": (False, "x > y ? x - y : y - x", "per-lane unsigned absolute difference"),
    "maxs": (True, "x > y ? x : y", "per-lane signed maximum"),
    "maxu": (False, "x > y ? x : y", "per-lane unsigned maximum"),
    "mins": (True, "x < y ? x : y", "per-lane signed minimum"),
    "minu": (False, "x < y ? x : y", "per-lane unsigned minimum"),
}
_COMPARISONS = {
    "eq": (False, "=="),
    "ne": (False, "!="),
    "ges": (True, ">="),
    "geu": (False, ">="),
    "gts": (True, ">"),
    "gtu": (False, ">"),
    "les": (True, "<="),
    "leu": (False, "<="),
    "lts": (True, "<"),
    "ltu": (False, "<"),
}
_UNARY = {
    "abs": ("x < 0 ? -x : x", "per-lane absolute value, wrapping"),
    "absss": ("x < 0 ? (x == MIN ? MAX : -x) : x", "per-lane absolute value, saturated"),
    "neg": ("-x", "per-lane negation, wrapping"),
    "negss": ("x == MIN ? MAX : -x", "per-lane negation, saturated"),
}


def _simd() -> dict[str, Helper]:
    found: dict[str, Helper] = {}
    for count, lane in ((2, _Lane(16)), (4, _Lane(8))):
        for stem, (signed, expr, summary) in _BINARY.items():
            name = f"__v{'haddu' if stem == 'hadd' else stem}{count}"
            found[name] = Helper(name, _packed(name, lane, signed, expr), summary)
        for stem, (signed, op) in _COMPARISONS.items():
            cmp_name, set_name = f"__vcmp{stem}{count}", f"__vset{stem}{count}"
            found[cmp_name] = Helper(cmp_name, _packed(cmp_name, lane, signed, f"x {op} y ? MASK : 0"), "per-lane mask")
            found[set_name] = Helper(set_name, _packed(set_name, lane, signed, f"x {op} y ? 1 : 0"), "per-lane 0 or 1")
        for stem, (expr, summary) in _UNARY.items():
            name = f"__v{stem}{count}"
            found[name] = Helper(name, _packed(name, lane, True, expr, unary=True), summary)
        for signed in (True, False):
            name = f"__vsad{'s' if signed else 'u'}{count}"
            found[name] = Helper(name, _sad(name, lane, signed), "sum of per-lane absolute differences")
    return found


# -- DPX (CUDA 12: Hopper instructions, emulated by CUDA elsewhere) ----------------------------

_S16 = "(int)(short)({v} >> i)"
_U16 = "(int)(({v} >> i) & 0xffffu)"


def _dpx_scalar(name: str, kind: str, params: str, expr: str) -> str:
    return f"static inline __host__ __device__ {kind} {name}({params}) {{\n  return {expr};\n}}\n"


def _dpx_16x2(name: str, signed: bool, n_args: int, expr: str) -> str:
    lane = _S16 if signed else _U16
    names = "abc"[:n_args]
    params = ", ".join(f"unsigned int {v}" for v in names)
    values = ", ".join(f"{v.upper()} = {lane.format(v=v)}" for v in names)
    return (
        f"static inline __host__ __device__ unsigned int {name}({params}) {{\n"
        "  unsigned int r = 0;\n"
        "  for (int i = 0; i < 32; i += 16) {\n"
        f"    const int {values};\n"
        f"    r |= ((unsigned int)({expr}) & 0xffffu) << i;\n"
        "  }\n"
        "  return r;\n"
        "}\n"
    )


def _dpx() -> dict[str, Helper]:
    found: dict[str, Helper] = {}

    def add(name: str, code: str, summary: str) -> None:
        found[name] = Helper(name, code, summary)

    for op, pick in (("max", ">"), ("min", "<")):
        m2 = f"(A {pick} B ? A : B)"
        m3 = f"({m2} {pick} C ? {m2} : C)"
        # Two operands with ReLU, three operands (plain and ReLU), in 32 bits and per halfword.
        add(
            f"__vi{op}_s32_relu",
            _dpx_scalar(
                f"__vi{op}_s32_relu", "int", "int a, int b", f"(a {pick} b ? a : b) > 0 ? (a {pick} b ? a : b) : 0"
            ),
            f"{op}(a, b), then max with 0",
        )
        add(
            f"__vi{op}_s16x2_relu",
            _dpx_16x2(f"__vi{op}_s16x2_relu", True, 2, f"{m2} > 0 ? {m2} : 0"),
            f"per-halfword {op}(a, b), then max with 0",
        )
        for kind, ctype in (("s32", "int"), ("u32", "unsigned int")):
            expr = m3.replace("A", "a").replace("B", "b").replace("C", "c")
            add(
                f"__vi{op}3_{kind}",
                _dpx_scalar(f"__vi{op}3_{kind}", ctype, f"{ctype} a, {ctype} b, {ctype} c", expr),
                f"{op}(a, b, c)",
            )
        relu3 = m3.replace("A", "a").replace("B", "b").replace("C", "c")
        add(
            f"__vi{op}3_s32_relu",
            _dpx_scalar(f"__vi{op}3_s32_relu", "int", "int a, int b, int c", f"{relu3} > 0 ? {relu3} : 0"),
            f"{op}(a, b, c), then max with 0",
        )
        for signed, kind in ((True, "s16x2"), (False, "u16x2")):
            add(f"__vi{op}3_{kind}", _dpx_16x2(f"__vi{op}3_{kind}", signed, 3, m3), f"per-halfword {op}(a, b, c)")
        add(
            f"__vi{op}3_s16x2_relu",
            _dpx_16x2(f"__vi{op}3_s16x2_relu", True, 3, f"{m3} > 0 ? {m3} : 0"),
            f"per-halfword {op}(a, b, c), then max with 0",
        )
        # Add, then max/min with a third operand; the sum wraps.
        s32_sum = "(int)((unsigned int)a + (unsigned int)b)"
        pair = f"({s32_sum} {pick} c ? {s32_sum} : c)"
        add(
            f"__viadd{op}_s32",
            _dpx_scalar(f"__viadd{op}_s32", "int", "int a, int b, int c", pair),
            f"{op}(a + b, c)",
        )
        add(
            f"__viadd{op}_s32_relu",
            _dpx_scalar(f"__viadd{op}_s32_relu", "int", "int a, int b, int c", f"{pair} > 0 ? {pair} : 0"),
            f"{op}(a + b, c), then max with 0",
        )
        add(
            f"__viadd{op}_u32",
            _dpx_scalar(
                f"__viadd{op}_u32",
                "unsigned int",
                "unsigned int a, unsigned int b, unsigned int c",
                f"(a + b {pick} c ? a + b : c)",
            ),
            f"{op}(a + b, c)",
        )
        s16_sum = "(int)(short)(A + B)"
        half_pair = f"({s16_sum} {pick} C ? {s16_sum} : C)"
        add(
            f"__viadd{op}_s16x2",
            _dpx_16x2(f"__viadd{op}_s16x2", True, 3, half_pair),
            f"per-halfword {op}(a + b, c)",
        )
        add(
            f"__viadd{op}_s16x2_relu",
            _dpx_16x2(f"__viadd{op}_s16x2_relu", True, 3, f"{half_pair} > 0 ? {half_pair} : 0"),
            f"per-halfword {op}(a + b, c), then max with 0",
        )
        u16_sum = "((A + B) & 0xffff)"
        add(
            f"__viadd{op}_u16x2",
            _dpx_16x2(f"__viadd{op}_u16x2", False, 3, f"({u16_sum} {pick} C ? {u16_sum} : C)"),
            f"per-halfword {op}(a + b, c)",
        )
        # max/min with a predicate: a >= b for max, a <= b for min.
        test = ">=" if op == "max" else "<="
        for kind, ctype in (("s32", "int"), ("u32", "unsigned int")):
            name = f"__vib{op}_{kind}"
            add(
                name,
                f"static inline __host__ __device__ {ctype} {name}({ctype} a, {ctype} b, bool* pred) {{\n"
                f"  *pred = a {test} b;\n"
                f"  return a {test} b ? a : b;\n"
                "}\n",
                f"{op}(a, b) and whether a {test} b",
            )
        for signed, kind in ((True, "s16x2"), (False, "u16x2")):
            name = f"__vib{op}_{kind}"
            lane = _S16 if signed else _U16
            add(
                name,
                f"static inline __host__ __device__ unsigned int {name}(unsigned int a, unsigned int b, bool* pred_hi,"
                " bool* pred_lo) {\n"
                "  unsigned int r = 0;\n"
                "  for (int i = 0; i < 32; i += 16) {\n"
                f"    const int A = {lane.format(v='a')}, B = {lane.format(v='b')};\n"
                f"    *(i ? pred_hi : pred_lo) = A {test} B;\n"
                f"    r |= ((unsigned int)(A {test} B ? A : B) & 0xffffu) << i;\n"
                "  }\n"
                "  return r;\n"
                "}\n",
                f"per-halfword {op}(a, b) and whether a {test} b",
            )
    return found


# -- integer dot products and other device functions HIP lacks ---------------------------------

_DOT = {
    "__dp4a": Helper(
        "__dp4a",
        """static inline __host__ __device__ int __dp4a(int a, int b, int c) {
  unsigned int r = (unsigned int)c;  // wraps, as CUDA's does
  for (int i = 0; i < 32; i += 8) r += (unsigned int)((int)(signed char)(a >> i) * (int)(signed char)(b >> i));
  return (int)r;
}
static inline __host__ __device__ unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  for (int i = 0; i < 32; i += 8) c += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);
  return c;
}
static inline __host__ __device__ int __dp4a(char4 a, char4 b, int c) {
  return (int)((unsigned int)c + (unsigned int)(a.x * b.x) + (unsigned int)(a.y * b.y) + (unsigned int)(a.z * b.z)
               + (unsigned int)(a.w * b.w));
}
static inline __host__ __device__ unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) {
  return c + (unsigned int)a.x * b.x + (unsigned int)a.y * b.y + (unsigned int)a.z * b.z + (unsigned int)a.w * b.w;
}
""",
        "four-way byte dot product, accumulated",
    ),
}
for _half, _bytes in (("lo", "0"), ("hi", "16")):
    _name = f"__dp2a_{_half}"
    _DOT[_name] = Helper(
        _name,
        f"""static inline __host__ __device__ int {_name}(int a, int b, int c) {{
  const int lo = (int)(short)a * (int)(signed char)(b >> {_bytes});
  const int hi = (int)(short)(a >> 16) * (int)(signed char)(b >> ({_bytes} + 8));
  return (int)((unsigned int)c + (unsigned int)lo + (unsigned int)hi);
}}
static inline __host__ __device__ unsigned int {_name}(unsigned int a, unsigned int b, unsigned int c) {{
  return c + (a & 0xffffu) * ((b >> {_bytes}) & 0xffu) + (a >> 16) * ((b >> ({_bytes} + 8)) & 0xffu);
}}
""",
        f"two-way dot product of halfwords with the {'low' if _half == 'lo' else 'high'} bytes, accumulated",
    )
_OTHER = {
    "__fmaf_ieee_rn": Helper(
        "__fmaf_ieee_rn",
        "static inline __host__ __device__ float __fmaf_ieee_rn(float a, float b, float c) { return fmaf(a, b, c); }\n",
        "fused multiply-add, rounded to nearest even",
    ),
}

# CUDA 11.7's __grid_constant__ lets a kernel take the address of a const parameter in place;
# HIP's kernel arguments are in the read-only kernarg segment already, and HIP has no such
# annotation up to 6.4: it means nothing there.
_GRID_CONSTANT = {
    "__grid_constant__": Helper(
        "__grid_constant__",
        "#define __grid_constant__\n",
        "CUDA's annotation for const kernel parameters used in place; HIP's are in the kernarg segment",
    ),
}

# CUB's error-checking macros that hipCUB does not carry (it has HipcubDebug, the counterpart of
# CubDebug, in hipcub/config.hpp); CUB's own definition with HIP's names.
_CUB = {
    "CubDebugExit": Helper(
        "CubDebugExit",
        "#define CubDebugExit(e) if (HipcubDebug(e)) { exit(1); }\n",
        "CUB's check-and-exit macro; hipCUB has HipcubDebug only",
    ),
}

# cuda_bf16.h's round-to-nearest conversions that HIP 6.2+'s hip_bf16.h lacks (bf16.py); its
# __float2bfloat16 rounds to nearest even, as CUDA's _rn forms do. Each carries the include it
# needs, since it may be placed before the file's own bf16 include.
_BF16_INCLUDE = "#include <hip/hip_bf16.h>\n"
_BF16 = {
    "__float2bfloat16_rn": Helper(
        "__float2bfloat16_rn",
        _BF16_INCLUDE + "static inline __host__ __device__ __hip_bfloat16 __float2bfloat16_rn(float a) {"
        " return __float2bfloat16(a); }\n",
        "float to bfloat16, rounded to nearest even",
        since=(6, 2),
    ),
    "__floats2bfloat162_rn": Helper(
        "__floats2bfloat162_rn",
        _BF16_INCLUDE + "static inline __host__ __device__ __hip_bfloat162 __floats2bfloat162_rn(float a, float b) {"
        " return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(b)); }\n",
        "two floats to a bfloat16 pair, rounded to nearest even",
        since=(6, 2),
    ),
    "__float2bfloat162_rn": Helper(
        "__float2bfloat162_rn",
        _BF16_INCLUDE + "static inline __host__ __device__ __hip_bfloat162 __float2bfloat162_rn(float a) {"
        " return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(a)); }\n",
        "a float to both halves of a bfloat16 pair, rounded to nearest even",
        since=(6, 2),
    ),
}
# CUDA 12.2's make_bfloat162, which HIP lacks up to 6.4. Code written for older CUDA defines its
# own under a version test (FlashInfer: `#if __CUDACC_VER_MAJOR__... < 120200 && __CUDA_ARCH__ <
# 800`, which on HIP holds in the device pass and not the host one), so this one is a template:
# a non-template definition of the file's wins wherever it is seen, and this one serves elsewhere.
_BF16["make_bfloat162"] = Helper(
    "make_bfloat162",
    _BF16_INCLUDE + "template <class = void> static inline __host__ __device__ __hip_bfloat162"
    " make_bfloat162(const __hip_bfloat16 x, const __hip_bfloat16 y) { return __hip_bfloat162(x, y); }\n",
    "a bfloat16 pair of two bfloat16 values",
    since=(6, 2),
    yields=True,
)
# cuda_bf16.hpp's own raw-bits conversion, which real code calls (FlashInfer's vec_dtypes.cuh, in
# HeCBench's attentionMultiHeadKVCache): bfloat16 is the top half of a float, so it is exact.
_BF16["__internal_bfloat162float"] = Helper(
    "__internal_bfloat162float",
    "static inline __host__ __device__ float __internal_bfloat162float(unsigned short h) {\n"
    "  const unsigned int u = (unsigned int)h << 16;\n"
    "  float f;\n  __builtin_memcpy(&f, &u, sizeof f);\n  return f;\n}\n",
    "the float of a bfloat16's raw bits",
)
BF16 = frozenset(_BF16)

# cuda_fp16.h's hyperbolic tangents (CUDA 12.8+: htanh, h2tanh, and the hardware approximations
# htanh_approx, h2tanh_approx of tanh.approx.f16); HIP has none up to 6.4. All four compute tanhf
# in float and round to half once: htanh's round-to-nearest-even result, and within the
# approximations' error (checked beside CUDA's on an H100 for every half value: half_tanh_driver.py).
# Device-only, as CUDA's are.
_HALF_INCLUDE = "#include <hip/hip_fp16.h>\n"
_HALF_TANH = {
    name: Helper(
        name,
        _HALF_INCLUDE + f"static inline __device__ {kind} {name}({kind} a) {body}\n",
        f"{kind.strip('_')} hyperbolic tangent{', approximate' if name.endswith('approx') else ''}",
    )
    for base, kind, body in (
        ("htanh", "__half", "{ return __float2half(tanhf(__half2float(a))); }"),
        ("h2tanh", "__half2", "{ return __floats2half2_rn(tanhf(__low2float(a)), tanhf(__high2float(a))); }"),
    )
    for name in (base, f"{base}_approx")
}
HALF_TANH = frozenset(_HALF_TANH)

# CUDA 11's cooperative_groups::reduce and its function objects (cooperative_groups/reduce.h);
# HIP's cooperative groups have none up to 6.4. CUDA requires op to be commutative and
# associative, so any order is CUDA's; a tree of shfl_down over any group size (tiles and
# coalesced groups, power of two or not), then rank 0's value to all. Values of any trivially
# copyable type move as 32-bit words (HeCBench's softmax-online reduces a struct).
CG_REDUCE = "cooperative_groups::reduce"
_CG_OPERATORS = {
    "plus": "a + b",
    "less": "b < a ? b : a",
    "greater": "a < b ? b : a",
    "bit_and": "a & b",
    "bit_or": "a | b",
    "bit_xor": "a ^ b",
}
_FUNCTOR = (
    "template <class T> struct {0} {{ __host__ __device__ T operator()(const T& a, const T& b) const"
    " {{ return {1}; }} }};\n"
)
_CG = {
    CG_REDUCE: Helper(
        CG_REDUCE,
        "#include <hip/hip_cooperative_groups.h>\nnamespace cooperative_groups {\n"
        + "".join(_FUNCTOR.format(name, expr) for name, expr in _CG_OPERATORS.items())
        + """namespace cass_detail {
template <class Group, class T> __device__ T shfl_words(const Group& g, T value, unsigned int lane, bool down) {
  int words[(sizeof(T) + sizeof(int) - 1) / sizeof(int)];
  __builtin_memcpy(words, &value, sizeof(T));
  for (unsigned int i = 0; i < sizeof(words) / sizeof(int); ++i)
    words[i] = down ? g.shfl_down(words[i], lane) : g.shfl(words[i], (int)lane);
  __builtin_memcpy(&value, words, sizeof(T));
  return value;
}
}  // namespace cass_detail
template <class Group, class T, class Op> __device__ T reduce(const Group& g, T value, Op op) {
  const unsigned int n = g.size(), rank = g.thread_rank();
  for (unsigned int offset = 1; offset < n; offset *= 2) {
    const T other = cass_detail::shfl_words(g, value, offset, true);
    if (rank % (2 * offset) == 0 && rank + offset < n) value = op(value, other);
  }
  return cass_detail::shfl_words(g, value, 0, false);
}
}  // namespace cooperative_groups
""",
        "the group reduction of cooperative_groups/reduce.h, with its plus, less, greater and bit_* operators",
    ),
}

# HIP library functions newer than the HIP targeted, keyed by their HIP name: the tables map the
# CUDA name as usual (tables.apply), and the definition stands in where HIP lacks it.
# hipsparseGetErrorString appeared in HIP 6.0; HeCBench's five generic-API hipSPARSE programs call
# cusparseGetErrorString in their error macro, and nothing else keeps them from HIP 5.x. Status
# values are hipSPARSE's (the same in 5.2.3 and 6.4.3), taken as int so that the definition needs
# no hipsparse.h before it; the #if leaves HIP 6's own when the output meets a newer HIP.
_HIPSPARSE_STATUSES = [
    "SUCCESS", "NOT_INITIALIZED", "ALLOC_FAILED", "INVALID_VALUE", "ARCH_MISMATCH", "MAPPING_ERROR",
    "EXECUTION_FAILED", "INTERNAL_ERROR", "MATRIX_TYPE_NOT_SUPPORTED", "ZERO_PIVOT", "NOT_SUPPORTED",
    "INSUFFICIENT_RESOURCES",
]  # fmt: skip
_BACKPORTS = {
    "hipsparseGetErrorString": Helper(
        "hipsparseGetErrorString",
        "#include <hip/hip_version.h>\n#if HIP_VERSION_MAJOR < 6\n"
        "static inline const char* hipsparseGetErrorString(int status) {\n"
        "  switch (status) {\n"
        + "".join(f'    case {i}: return "HIPSPARSE_STATUS_{name}";\n' for i, name in enumerate(_HIPSPARSE_STATUSES))
        + '    default: return "Unrecognized status code";\n  }\n}\n#endif\n',
        "the name of a hipSPARSE status, which hipSPARSE has from HIP 6.0",
        before=(6, 0),
    ),
}
BACKPORTS = frozenset(_BACKPORTS)

HELPERS: dict[str, Helper] = {
    **_simd(),
    **_dpx(),
    **_DOT,
    **_OTHER,
    **_CUB,
    **_GRID_CONSTANT,
    **_BF16,
    **_HALF_TANH,
    **_CG,
    **_BACKPORTS,
}
MACROS = frozenset(_CUB) | frozenset(_GRID_CONSTANT)  # definitions that are macros, not functions with values to check
NOT_SIMD = MACROS | BF16 | HALF_TANH | frozenset(_CG) | BACKPORTS  # checked by their own tests, not the SIMD driver
NAMES = frozenset(HELPERS) - BACKPORTS  # CUDA names; a backport is reached through the tables


# -- the pass ----------------------------------------------------------------------------------


def use(ctx: Context, start: int, end: int, name: str, node: Node | None) -> bool:
    """A use of ``name`` at [start, end) (``node``: its identifier, None in a #define body): the
    definition goes into the output. False when the HIP targeted has it, or the file defines its
    own ``name`` (unless the definition yields to the file's)."""
    helper = HELPERS[name]
    if not helper.wanted(ctx.options.hip) or (name in ctx.facts.defined_functions and not helper.yields):
        return False
    # A declaration of the name, or a member of that name: nothing to define.
    parent_type = node.parent.type if node is not None and node.parent is not None else ""
    if parent_type in ("function_declarator", "field_expression") and call_of_callee(node) is None:  # type: ignore[arg-type]
        return False
    ctx.need("compat", name)
    where = (
        f'#include "{ctx.options.compat_header}"'
        if ctx.options.compat_header
        else "inline after the HIP runtime include"
    )
    if helper.before:
        lacking = f"HIP {ctx.options.hip_version or '.'.join(map(str, ctx.options.hip))}"
        added = "a definition for older HIP is added"
    else:
        lacking, added = "HIP", "a portable definition with CUDA's semantics is added"
    ctx.report_once(
        f"hip-compat:{name}", "hip-compat", f"{lacking} has no {name} ({helper.summary}): {added} ({where})", start, end
    )
    return True


def definitions(names: set[str] | frozenset[str]) -> str:
    """The guarded definitions of ``names``, in a stable order."""
    parts = []
    for name in sorted(names):
        guard = f"CASS_HIP_COMPAT_{name.replace('::', '_')}"
        parts.append(f"#ifndef {guard}\n#define {guard}\n{HELPERS[name].code}#endif\n")
    return "".join(parts)


_BANNER = "// What HIP lacks, defined by cass-lsp with CUDA's semantics.\n"


def inline_block(names: set[str] | frozenset[str]) -> str:
    return _BANNER + definitions(names) + "// End of cass-lsp's definitions.\n" if names else ""


def header_text(names: set[str] | frozenset[str]) -> str:
    """The port's ``cass_hip_compat.h``: self-contained (it includes the HIP runtime itself)."""
    return "#pragma once\n" + _BANNER + '#include "hip/hip_runtime.h"\n' + definitions(names)


def after_runtime(ctx: Context) -> str:
    """What the file needs right after its HIP runtime include: the definitions, or their header."""
    if not ctx.needs.compat:
        return ""
    if ctx.options.compat_header:
        return f'#include "{ctx.options.compat_header}"\n'
    return inline_block(ctx.needs.compat)


# -- the rule ----------------------------------------------------------------------------------


def _in_code(ctx: Context, node: Node, name: str) -> bool:
    """A call of a device function HIP lacks: defined in the output; else the next rule's."""
    return node.type == "identifier" and use(ctx, node.start_byte, node.end_byte, name, node)


def _token(ctx: Context, start: int, end: int, name: str) -> bool:
    return use(ctx, start, end, name, None)


def _keyword(ctx: Context, start: int, end: int, name: str) -> None:
    if name in MACROS:  # __grid_constant__, a keyword of the grammar
        use(ctx, start, end, name, None)


register(
    Rule(
        "compat",
        "identifiers",
        run=_in_code,
        macro=_token,
        keyword=_keyword,
        names=NAMES,
        priority=20,  # before bf16-conversions: __float2bfloat16_rn is defined for HIP 6.2+
        codes=frozenset({"hip-compat"}),
        produces=frozenset({"compat"}),
        doc="Portable definitions of CUDA device functions HIP lacks",
    )
)
