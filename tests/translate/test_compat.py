"""What HIP lacks, defined (issue 11, item 7): the portable definitions of CUDA's SIMD intrinsics
that translations carry (cass_lsp/translate/compat.py), checked against CUDA's semantics.

Three references, none of them the code under test:
- hashes of CUDA's own results recorded on an NVIDIA H100 (compat_reference/, README there);
- a reference written here in Python from NVIDIA's documentation, compared result by result;
- the HIP toolchains: the definitions compile as device code for every target of both lanes,
  and as host code with hipcc, where they are run too.
Then the engine's use of them: inline in a single file, one header in a port, never twice.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.toolchain import roots
from cass_lsp.translate import TranslateOptions, compat
from tests.lanes import LANE_TARGETS, compile_on_lane, hip_lane, run_host_program
from tests.translate.strict import translate, translate_kernel

REFERENCE = Path(__file__).parent / "compat_reference"
sys.path.insert(0, str(REFERENCE))
import simd_driver  # noqa: E402

SCRIPT = Path(sys.executable).with_name("cass-lsp")
SIMD = compat.NAMES - compat.NOT_SIMD  # what simd_driver checks


def _gxx() -> str:
    found = shutil.which("g++") or shutil.which("c++")
    if found is None:
        pytest.skip("no C++ compiler on this machine")
    return found


@cache
def _host_run(dump: bool) -> str:
    """The driver built for the CPU with cass-lsp's definitions, its output."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "driver.cpp"
        src.write_text(simd_driver.host_source(compat.definitions(SIMD), dump=dump), encoding="utf-8")
        exe = Path(tmp) / "driver"
        subprocess.run([_gxx(), "-O2", "-std=c++17", "-Wall", "-Werror", str(src), "-o", str(exe)], check=True)
        return subprocess.run([str(exe)], check=True, capture_output=True, text=True, timeout=300).stdout


def _fields(text: str) -> dict[str, list[str]]:
    """The `name value...` lines of a reference file or a driver's output (comments skipped)."""
    return {line.split()[0]: line.split()[1:] for line in text.splitlines() if line and not line.startswith("#")}


def _reference(name: str) -> dict[str, list[str]]:
    return _fields((REFERENCE / name).read_text(encoding="utf-8"))


def _hashes(text: str) -> dict[str, str]:
    return {name: values[0] for name, values in _fields(text).items() if len(values) == 1}


# -- coverage ----------------------------------------------------------------------------------


def test_every_cuda_simd_intrinsic_has_a_definition() -> None:
    assert len(simd_driver.CLASSIC) == 82 and len(simd_driver.DPX) == 36
    names = {simd_driver.function_name(key) for key in simd_driver.FUNCTIONS}
    assert names == compat.NAMES - compat.NOT_SIMD  # every definition is checked below, and nothing is missing
    # And the tables that mark them unsupported say HIP has none (so the definitions are needed).
    from cass_lsp.translate.mapping import load

    apis = load().apis
    assert all(not apis[n].supported for n in names if n in apis)


def test_cub_debug_exit_is_defined_with_hipcubs_check() -> None:
    src = "#include <cub/cub.cuh>\nint main() { CubDebugExit(cudaDeviceSynchronize()); return 0; }\n"
    text = translate(src).text
    assert "#define CubDebugExit(e) if (HipcubDebug(e)) { exit(1); }" in text
    assert text.index("#define CubDebugExit") < text.index("int main")


@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_hip_headers_declare_none_of_them(lane: str) -> None:
    """The reason for the definitions: neither HIP release's headers have these names."""
    root = roots.cache_dir() / "rocm-6.4/usr/include/hip" if lane == "6.4" else Path("/usr/include/hip")
    if not root.is_dir():
        pytest.skip(f"HIP {lane} headers not at {root}")
    text = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in root.rglob("*.h"))
    # one pass over the headers for every name (longest first, so a name is not cut at a shorter one)
    called = re.compile(r"\b(" + "|".join(map(re.escape, sorted(compat.NAMES, key=len, reverse=True))) + r")\s*\(")
    assert all(called.findall(f"int {name} (int);") == [name] for name in compat.NAMES)  # each one is found
    assert {"__shfl_down", "__popc"} <= set(re.findall(r"\b(__shfl_down|__popc)\s*\(", text))  # the search finds
    declared = set(called.findall(text))
    assert declared == set()


# -- against CUDA ------------------------------------------------------------------------------


def test_definitions_match_results_recorded_on_an_nvidia_gpu() -> None:
    recorded = _hashes((REFERENCE / "cuda_reference.txt").read_text(encoding="utf-8"))
    assert set(recorded) == set(simd_driver.FUNCTIONS)
    ours = _hashes(_host_run(dump=False))
    differ = sorted(name for name in recorded if ours.get(name) != recorded[name])
    assert not differ, (
        f"differ from CUDA on the H100: {differ} (test_definitions_match_the_documented_semantics says where)"
    )


# -- against NVIDIA's documentation, written in Python -----------------------------------------


def _lanes(v: int, bits: int, signed: bool) -> list[int]:
    out = []
    for i in range(32 // bits):
        x = (v >> (bits * i)) & ((1 << bits) - 1)
        if signed and x >= 1 << (bits - 1):
            x -= 1 << bits
        out.append(x)
    return out


def _pack(values: list[int], bits: int) -> int:
    return sum((x & ((1 << bits) - 1)) << (bits * i) for i, x in enumerate(values))


def _clamp(x: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, x))


def _s32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


def _avg_signed(s: int) -> int:
    """`__vavgs`: the signed average, rounded half away from zero."""
    half = (abs(s) + 1) // 2
    return half if s >= 0 else -half


def _classic(name: str) -> Callable[..., int]:
    bits = 16 if name.endswith("2") else 8
    lo, hi, top = -(1 << (bits - 1)), (1 << (bits - 1)) - 1, (1 << bits) - 1
    stem = name[3:-1]

    def per_lane(fn: Callable[[int, int], int], signed: bool) -> Callable[[int, int], int]:
        return lambda a, b: _pack(
            [fn(x, y) for x, y in zip(_lanes(a, bits, signed), _lanes(b, bits, signed), strict=True)], bits
        )

    unary = {
        "abs": lambda x: abs(x),
        "absss": lambda x: min(abs(x), hi),
        "neg": lambda x: -x,
        "negss": lambda x: _clamp(-x, lo, hi),
    }
    if stem in unary:
        fn = unary[stem]
        return lambda a: _pack([fn(x) for x in _lanes(a, bits, True)], bits)
    if stem in ("sads", "sadu"):
        signed = stem == "sads"
        return lambda a, b: sum(
            abs(x - y) for x, y in zip(_lanes(a, bits, signed), _lanes(b, bits, signed), strict=True)
        )
    binary: dict[str, tuple[Callable[[int, int], int], bool]] = {
        "add": (lambda x, y: x + y, False),
        "sub": (lambda x, y: x - y, False),
        "addss": (lambda x, y: _clamp(x + y, lo, hi), True),
        "subss": (lambda x, y: _clamp(x - y, lo, hi), True),
        "addus": (lambda x, y: min(x + y, top), False),
        "subus": (lambda x, y: max(x - y, 0), False),
        "avgs": (lambda x, y: _avg_signed(x + y), True),
        "avgu": (lambda x, y: (x + y + 1) // 2, False),
        "haddu": (lambda x, y: (x + y) // 2, False),
        "absdiffs": (lambda x, y: abs(x - y), True),
        "absdiffu": (lambda x, y: abs(x - y), False),
        "maxs": (max, True),
        "maxu": (max, False),
        "mins": (min, True),
        "minu": (min, False),
    }
    if stem in binary:
        fn, signed = binary[stem]
        return per_lane(fn, signed)
    tests = {
        "eq": (lambda x, y: x == y, False),
        "ne": (lambda x, y: x != y, False),
        "ges": (lambda x, y: x >= y, True),
        "geu": (lambda x, y: x >= y, False),
        "gts": (lambda x, y: x > y, True),
        "gtu": (lambda x, y: x > y, False),
        "les": (lambda x, y: x <= y, True),
        "leu": (lambda x, y: x <= y, False),
        "lts": (lambda x, y: x < y, True),
        "ltu": (lambda x, y: x < y, False),
    }
    kind, test = stem[:3], stem[3:]
    cond, signed = tests[test]
    true = top if kind == "cmp" else 1
    return per_lane(lambda x, y: true if cond(x, y) else 0, signed)


def _dpx(name: str) -> Callable[..., int]:
    op = max if "max" in name else min
    relu = name.endswith("_relu")
    base = name.removesuffix("_relu")
    kind = base.rsplit("_", 1)[1]  # s32, u32, s16x2, u16x2

    def finish(x: int) -> int:
        return max(x, 0) if relu else x

    if kind in ("s32", "u32"):
        conv = _s32 if kind == "s32" else (lambda v: v & 0xFFFFFFFF)
        if base.startswith(("__vibmax", "__vibmin")):
            test = (lambda x, y: x >= y) if op is max else (lambda x, y: x <= y)
            return lambda a, b: (op(conv(a), conv(b)) & 0xFFFFFFFF) | (int(test(conv(a), conv(b))) << 32)
        if base.startswith(("__viaddmax", "__viaddmin")):
            return lambda a, b, c: finish(op(conv(conv(a) + conv(b)), conv(c))) & 0xFFFFFFFF
        if base.startswith(("__vimax3", "__vimin3")):
            return lambda a, b, c: finish(op(conv(a), conv(b), conv(c))) & 0xFFFFFFFF
        return lambda a, b: finish(op(conv(a), conv(b))) & 0xFFFFFFFF  # __vimax_s32_relu
    signed = kind == "s16x2"

    def wrap16(x: int) -> int:
        x &= 0xFFFF
        return x - 0x10000 if signed and x >= 0x8000 else x

    if base.startswith(("__vibmax", "__vibmin")):
        test = (lambda x, y: x >= y) if op is max else (lambda x, y: x <= y)

        def bmax(a: int, b: int) -> int:
            xs, ys = _lanes(a, 16, signed), _lanes(b, 16, signed)
            lo_pred, hi_pred = (int(test(x, y)) for x, y in zip(xs, ys, strict=True))
            return _pack([op(x, y) for x, y in zip(xs, ys, strict=True)], 16) | hi_pred << 32 | lo_pred << 33

        return bmax
    if base.startswith(("__viaddmax", "__viaddmin")):
        return lambda a, b, c: _pack(
            [
                finish(op(wrap16(x + y), z))
                for x, y, z in zip(_lanes(a, 16, signed), _lanes(b, 16, signed), _lanes(c, 16, signed), strict=True)
            ],
            16,
        )
    if base.startswith(("__vimax3", "__vimin3")):
        return lambda a, b, c: _pack(
            [
                finish(op(x, y, z))
                for x, y, z in zip(_lanes(a, 16, signed), _lanes(b, 16, signed), _lanes(c, 16, signed), strict=True)
            ],
            16,
        )
    return lambda a, b: _pack(
        [finish(op(x, y)) for x, y in zip(_lanes(a, 16, signed), _lanes(b, 16, signed), strict=True)], 16
    )


def _dot(key: str) -> Callable[..., int]:
    signed = key.endswith("@s3")
    name = simd_driver.function_name(key)

    def dot(a: int, b: int, c: int) -> int:
        if name == "__dp4a":
            xs, ys = _lanes(a, 8, signed), _lanes(b, 8, signed)
        else:  # two halfwords of a with two bytes of b: the low two bytes, or the high two
            xs = _lanes(a, 16, signed)
            ys = _lanes(b, 8, signed)[:2] if name == "__dp2a_lo" else _lanes(b, 8, signed)[2:]
        return (c + sum(x * y for x, y in zip(xs, ys, strict=True))) & 0xFFFFFFFF

    return dot


def _fma(a: int, b: int, c: int) -> int:
    """fmaf on the driver's k/128 inputs: a * b + c is exact in a double, so one rounding to
    float gives the correctly rounded fused result."""
    import struct

    def to_float(v: int) -> float:
        return ((v % 20001) - 10000) * 0.0078125

    exact = to_float(a) * to_float(b) + to_float(c)
    return struct.unpack("<I", struct.pack("<f", exact))[0]


def reference(name: str) -> Callable[[int, int, int], int]:
    if name in simd_driver.OTHER:
        return _fma if name == "__fmaf_ieee_rn" else _dot(name)
    fn = _classic(name) if name in simd_driver.CLASSIC else _dpx(name)
    arity = {"u1": 1, "u2": 2, "s2": 2, "ps": 2, "pu": 2, "p2": 2}.get(simd_driver.FUNCTIONS[name], 3)
    return lambda a, b, c: fn(*(a, b, c)[:arity])


def test_definitions_match_the_documented_semantics() -> None:
    """Every function, on the edge pairs and 1,024 random inputs: the result, and the predicates."""
    wrong: dict[str, list[str]] = {}
    refs = {name: reference(name) for name in simd_driver.FUNCTIONS}
    count = 0
    for line in _host_run(dump=True).splitlines():
        parts = line.split()
        if len(parts) != 5:
            continue
        name, a, b, c, got = parts[0], *(int(p, 16) for p in parts[1:])
        want = refs[name](a, b, c)
        count += 1
        if got != want and len(wrong.setdefault(name, [])) < 3:
            wrong[name].append(f"({a:#010x}, {b:#010x}, {c:#010x}) -> {got:#x}, documented {want:#x}")
    assert count == len(simd_driver.FUNCTIONS) * simd_driver.DUMP
    assert not {k: v for k, v in wrong.items() if v}


def test_python_reference_agrees_with_the_recorded_cuda_results() -> None:
    """The documentation's reading above is itself checked against the GPU: hash its results on
    all 8,768 inputs the way the driver does and compare with the H100's hashes."""
    recorded = _hashes((REFERENCE / "cuda_reference.txt").read_text(encoding="utf-8"))
    inputs = _driver_inputs()
    differ = []
    for name in simd_driver.FUNCTIONS:
        ref = reference(name)
        h = 1469598103934665603
        for a, b, c in inputs:
            h = ((h ^ ref(a, b, c)) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
        if f"{h:016x}" != recorded[name]:
            differ.append(name)
    assert not differ


def _driver_inputs() -> list[tuple[int, int, int]]:
    edges = simd_driver.EDGES
    n = len(edges)
    out = [(edges[i], edges[j], edges[(i * 7 + j) % n]) for i in range(n) for j in range(n)]
    s = 2463534242
    for _ in range(simd_driver.RANDOM):
        triple = []
        for _ in range(3):
            s ^= (s << 13) & 0xFFFFFFFF
            s ^= s >> 17
            s ^= (s << 5) & 0xFFFFFFFF
            triple.append(s)
        out.append((triple[0], triple[1], triple[2]))
    return out


# -- with the HIP toolchains -------------------------------------------------------------------


def test_definitions_run_as_host_code_built_by_hipcc(tmp_path: Path) -> None:
    """hipcc (HIP 5.2, its own __host__ __device__) builds the driver; its hashes are CUDA's."""
    tc = hip_lane("5.2")
    src = tmp_path / "driver.hip"
    src.write_text(simd_driver.host_source(compat.definitions(SIMD), hip=True), encoding="utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    recorded = _hashes((REFERENCE / "cuda_reference.txt").read_text(encoding="utf-8"))
    assert _hashes(run.stdout) == recorded


# A CUDA program that uses the intrinsics in kernels, in a #define body and in a header.
PROGRAM = """\
#include <cstdio>
#include "simd.cuh"
#define AVG(a, b) __vavgu4(a, b)

__global__ void simd(const unsigned* a, const unsigned* b, unsigned* out, int* s, bool* p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __vadd4(a[i], b[i]) ^ __vsubss2(a[i], b[i]) ^ __vmaxs4(a[i], b[i]) ^ AVG(a[i], b[i]);
  out[i] ^= __vcmpgtu2(a[i], b[i]) + __vsetles4(a[i], b[i]) + __vsads2(a[i], b[i]) + __vabsss4(a[i]);
  s[i] = __vimax3_s32((int)a[i], (int)b[i], 0) + __viaddmin_s32_relu((int)a[i], (int)b[i], 7);
  out[i] += __vibmax_u16x2(a[i], b[i], &p[2 * i], &p[2 * i + 1]) + mix(a[i], b[i]);
  s[i] += __dp4a((int)a[i], (int)b[i], 0) + (int)__dp2a_hi(a[i], b[i], 1u);
  s[i] += __dp4a(make_char4(1, -2, 3, -4), make_char4(5, 6, 7, 8), s[i]);
}

int main() {
  unsigned *a, *b, *out; int* s; bool* p;
  cudaMalloc(&a, 256 * 4); cudaMalloc(&b, 256 * 4); cudaMalloc(&out, 256 * 4);
  cudaMalloc(&s, 256 * 4); cudaMalloc(&p, 512);
  simd<<<1, 256>>>(a, b, out, s, p);
  return cudaDeviceSynchronize() != cudaSuccess;
}
"""
HEADER = (
    "#pragma once\n__device__ inline unsigned mix(unsigned a, unsigned b) { return __vabsdiffu4(a, b) | __vneg2(a); }\n"
)


@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_translated_files_with_inline_definitions_compile(lane: str, tmp_path: Path) -> None:
    """`cass-lsp translate` of each file: definitions inline, guarded, so the .hip that includes
    the translated header gets each once."""
    tc = hip_lane(lane)
    options = TranslateOptions(hip_version=tc.hip_version)
    main = translate(PROGRAM, options)
    header = translate(HEADER, options)
    assert "__vabsdiffu4" in header.compat and "__vabsdiffu4" not in main.compat
    assert main.compat == (
        "__dp2a_hi", "__dp4a", "__vabsss4", "__vadd4", "__vavgu4", "__vcmpgtu2", "__viaddmin_s32_relu",
        "__vibmax_u16x2", "__vimax3_s32", "__vmaxs4", "__vsads2", "__vsetles4", "__vsubss2",
    )  # fmt: skip
    assert not [f for f in main.findings if f.code == "unsupported-api"]
    assert [f.code for f in main.findings].count("hip-compat") == len(main.compat)
    (tmp_path / "main.hip").write_text(main.text, encoding="utf-8")
    (tmp_path / "simd.cuh").write_text(header.text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


def test_definitions_sit_after_the_runtime_include_and_are_guarded() -> None:
    text = translate(PROGRAM).text
    lines = text.splitlines()
    runtime = lines.index('#include "hip/hip_runtime.h"')
    assert lines[runtime + 1].startswith("// What HIP lacks")
    assert text.index("#ifndef CASS_HIP_COMPAT___vadd4") < text.index("#include <cstdio>")
    assert text.count("static inline __host__ __device__ unsigned int __vadd4(") == 1
    # Translating the translation adds nothing: the names are defined in the file now.
    assert translate(text).text == text


def test_a_users_own_definition_wins() -> None:
    src = (
        "__device__ unsigned __vadd4(unsigned a, unsigned b) { return a + b; }\n"
        "__global__ void k(unsigned* x) { x[0] = __vadd4(x[1], x[2]); }\n"
    )
    r = translate(src)
    assert r.compat == () and "CASS_HIP_COMPAT" not in r.text
    assert "hip-compat" not in [f.code for f in r.findings]


def test_kernel_conversion_brings_the_definitions_it_needs() -> None:
    src = (
        '#include "hip/hip_runtime.h"\n#include <cstdio>\n'
        "__global__ void k(unsigned* x) { x[0] = __vminu2(x[1], x[2]); }\n"
    )
    k = translate_kernel(src, "k")
    assert len(k.include_edits) == 1
    edit = k.include_edits[0]
    assert edit.start == len('#include "hip/hip_runtime.h"\n')  # after the runtime include
    assert "__vminu2(unsigned int a, unsigned int b)" in edit.text


@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_port_writes_one_header_and_includes_it(lane: str, tmp_path: Path) -> None:
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed at {SCRIPT}")
    tc = hip_lane(lane)
    src = tmp_path / "proj"
    (src / "inc").mkdir(parents=True)
    (src / "main.cu").write_text(PROGRAM.replace('"simd.cuh"', '"inc/simd.cuh"'), encoding="utf-8")
    (src / "inc" / "simd.cuh").write_text(HEADER, encoding="utf-8")
    out = tmp_path / "out"
    r = subprocess.run(
        [
            str(SCRIPT),
            "port",
            str(src),
            "--out-dir",
            str(out),
            "--hip-version",
            tc.hip_version or "",
            "--progress",
            "never",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    header = (out / compat.HEADER_NAME).read_text(encoding="utf-8")
    main, sub = (out / "main.hip").read_text(encoding="utf-8"), (out / "inc" / "simd.cuh").read_text(encoding="utf-8")
    assert '#include "cass_hip_compat.h"\n' in main and '#include "../cass_hip_compat.h"\n' in sub
    assert "CASS_HIP_COMPAT" not in main and "CASS_HIP_COMPAT" not in sub
    assert header.count("#ifndef CASS_HIP_COMPAT_") == 15  # the union of both files' needs
    compile_on_lane(lane, out / "main.hip")


# -- cooperative_groups::reduce ----------------------------------------------------------------

CG_PROGRAM = """\
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
struct SumMax { float sum, max; };
__device__ SumMax sum_max(SumMax a, SumMax b) { return {a.sum + b.sum, fmaxf(a.max, b.max)}; }
__global__ void k(const float* x, float* out, SumMax* sm) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = x[threadIdx.x];
  out[threadIdx.x] = cg::reduce(warp, v, cg::plus<float>{}) + cg::reduce(warp, v, cg::greater<float>());
  sm[threadIdx.x] = cg::reduce(warp, SumMax{v, v}, sum_max);
  auto quad = cg::tiled_partition<4>(cg::this_thread_block());
  out[threadIdx.x] += cg::reduce(quad, (int)v, cg::bit_xor<int>());
}
"""


def test_cg_reduce_definition_is_the_one_checked_on_an_nvidia_gpu() -> None:
    """cg_reduce_driver.py ran this definition beside CUDA's cg::reduce on an H100: no mismatch.
    A changed definition must be checked there again (the README of compat_reference says how)."""
    import cg_reduce_driver

    recorded = {name: values[0] for name, values in _reference("cg_reduce_reference.txt").items()}
    assert recorded["mismatches"] == "0" and int(recorded["threads"]) > 10_000
    assert cg_reduce_driver.definition_hash() == recorded["definition"]
    assert "cass::reduce" in cg_reduce_driver.source() and "cg::reduce" in cg_reduce_driver.source()


@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_cg_reduce_translations_compile_on_every_target(lane: str, tmp_path: Path) -> None:
    result = translate(CG_PROGRAM, TranslateOptions(hip_version=lane))
    assert "cooperative_groups/reduce.h" not in result.text
    assert [f.code for f in result.findings if f.severity.name == "ERROR"] == []
    assert "hip-compat" in {f.code for f in result.findings}
    main = tmp_path / "cg.hip"
    main.write_text(result.text, encoding="utf-8")
    compile_on_lane(lane, main)


# -- what an older HIP lacks: backports --------------------------------------------------------

SPARSE_STATUS_PROGRAM = """\
#include <cstdio>
#include <cusparse.h>
int main() {
  for (int s = 0; s <= 12; ++s) printf("%d %s\\n", s, cusparseGetErrorString((cusparseStatus_t)s));
  return 0;
}
"""


def _hipsparse_status_names() -> dict[int, str]:
    """hipSPARSE 5.2's status enumerators, read from its header (the reference for the backport)."""
    header = Path("/usr/include/hipsparse/hipsparse.h")
    if not header.is_file():
        pytest.skip(f"HIP 5.2's hipSPARSE header is not at {header}")
    body = header.read_text(encoding="utf-8").split("typedef enum", 1)[1].split("hipsparseStatus_t", 1)[0]
    return {int(v): f"HIPSPARSE_STATUS_{n}" for n, v in re.findall(r"HIPSPARSE_STATUS_(\w+)\s*=\s*(\d+)", body)}


def test_hipsparse_error_string_is_defined_for_hip_5_only() -> None:
    old = translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="5.2.3"))
    assert old.compat == ("hipsparseGetErrorString",)
    assert {f.code for f in old.findings} == {"hip-compat"}  # no hip-version error any more
    assert "HIP 5.2.3 has no hipsparseGetErrorString" in old.findings[0].message
    new = translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="6.4.3"))
    assert new.compat == () and "CASS_HIP_COMPAT" not in new.text and not new.findings
    assert "hipsparseGetErrorString((hipsparseStatus_t)s)" in new.text


def test_hipsparse_error_string_backport_runs_on_hip_5(tmp_path: Path) -> None:
    """Built by HIP 5.2's hipcc and run on the CPU: every status's name, as hipSPARSE's header spells it."""
    tc = hip_lane("5.2")
    src = tmp_path / "status.hip"
    src.write_text(translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version=tc.hip_version)).text, "utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    printed = dict(line.split(" ", 1) for line in run.stdout.splitlines())
    names = _hipsparse_status_names()
    assert len(names) == 12
    assert {int(k): v for k, v in printed.items() if int(k) in names} == names
    assert printed["12"] == "Unrecognized status code"


def test_hipsparse_error_string_backport_yields_to_hip_6s_own(tmp_path: Path) -> None:
    """The output for HIP 5 still compiles when it meets HIP 6, whose hipSPARSE declares the name."""
    hip_lane("6.4")
    main = tmp_path / "status.hip"
    main.write_text(translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="5.2.3")).text, "utf-8")
    compile_on_lane("6.4", main)


# -- half tangents, bf16 helpers, __grid_constant__ ---------------------------------------------

import half_tanh_driver  # noqa: E402


def test_half_tanh_definitions_are_the_ones_checked_on_an_nvidia_gpu() -> None:
    """On an H100, every half value: ours are the correctly rounded tanh, as CUDA's htanh/h2tanh are
    (bit for bit), and within 1 ulp of CUDA's approximations (which are 1 ulp off in places)."""
    recorded = _reference("half_tanh_reference.txt")
    assert recorded["definitions"] == [half_tanh_driver.definition_hash()]
    for name in half_tanh_driver.NAMES:
        cuda_err, ours_err, apart, differing, _ = recorded[name]
        assert ours_err == "0" and int(apart) <= 1
        assert (cuda_err, differing) == (("0", "0") if "approx" not in name else ("1", differing))


def test_the_exact_reference_is_cudas_htanh() -> None:
    """The correctly rounded tanh computed here hashes to what CUDA's htanh gave on the H100."""
    exact = [half_tanh_driver.exact_bits(b) for b in range(65536)]
    digest = hashlib.sha256(struct.pack("<65536H", *exact)).hexdigest()[:16]
    assert digest == _reference("half_tanh_reference.txt")["htanh"][4]


HOST_CHECK = """\
#include <cstdio>
#include <cstring>
int main() {
  for (unsigned i = 0; i < 65536; ++i) {
    __half a; unsigned short bits = (unsigned short)i; memcpy(&a, &bits, 2);
    __half t = htanh(a), ta = htanh_approx(a);
    __half2 t2 = h2tanh(__halves2half2(a, a));
    unsigned short r[3]; memcpy(&r[0], &t, 2); memcpy(&r[1], &ta, 2);
    __half lo = __low2half(t2); memcpy(&r[2], &lo, 2);
    const float f = __internal_bfloat162float(bits);
    unsigned int u; memcpy(&u, &f, 4);
    printf("%u %u %u %u\\n", r[0], r[1], r[2], u);
  }
}
"""


def test_half_tanh_and_bf16_bits_run_as_host_code_built_by_hipcc(tmp_path: Path) -> None:
    """hipcc (HIP 5.2) builds the definitions for the CPU (device-only as CUDA's: made host and
    device here): every half value gives the correctly rounded tanh, and every bfloat16 bit
    pattern the float whose top half it is."""
    tc = hip_lane("5.2")
    names = {*half_tanh_driver.NAMES, "__internal_bfloat162float"}
    code = compat.definitions(names).replace("static inline __device__", "static inline __host__ __device__")
    src = tmp_path / "check.hip"
    src.write_text('#include "hip/hip_runtime.h"\n#include <hip/hip_fp16.h>\n' + code + HOST_CHECK, "utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    rows = [line.split() for line in run.stdout.splitlines()]
    assert len(rows) == 65536
    exact = [half_tanh_driver.exact_bits(b) for b in range(65536)]
    wrong = [i for i, row in enumerate(rows) if any(half_tanh_driver.ulps(int(v), exact[i]) for v in row[:3])]
    assert wrong == []
    assert [i for i, row in enumerate(rows) if int(row[3]) != i << 16] == []  # the same bits, as a float


HALF_PROGRAM = """\
#include <cuda_fp16.h>
struct Params { const __half2* in; __half2* out; __half* one; };
__global__ void k(const __grid_constant__ Params p) {
  const int i = threadIdx.x;
  p.out[i] = h2tanh_approx(p.in[i]) + h2tanh(p.in[i]);
  p.one[i] = htanh_approx(p.one[i]) + htanh(p.one[i]);
}
"""
# FlashInfer's make_bfloat162 for old CUDA: on HIP the test holds in the device pass only.
BF16_PAIR = """\
#include <cuda_bf16.h>
#if (__CUDACC_VER_MAJOR__ * 10000 + __CUDACC_VER_MINOR__ * 100 < 120200) && defined(__CUDA_ARCH__)
__device__ inline __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) {
  __nv_bfloat162 t; t.x = x; t.y = y; return t;
}
#endif
__device__ __nv_bfloat162 pair(__nv_bfloat16 v) { return make_bfloat162(v, v); }
"""


@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_half_tanh_bf16_pair_and_grid_constant_translations_compile(lane: str, tmp_path: Path) -> None:
    """On 6.4, make_bfloat162 is the file's own in the device pass and cass-lsp's in the host pass:
    both passes compile, with no error finding."""
    program = HALF_PROGRAM + (BF16_PAIR if lane == "6.4" else "")
    result = translate(program, TranslateOptions(hip_version=lane))
    assert not [f for f in result.findings if f.severity.name == "ERROR"], result.findings
    expected = {"htanh", "htanh_approx", "h2tanh", "h2tanh_approx", "__grid_constant__"}
    assert expected | ({"make_bfloat162"} if lane == "6.4" else set()) == set(result.compat)
    main = tmp_path / "half.hip"
    main.write_text(result.text, encoding="utf-8")
    compile_on_lane(lane, main)
