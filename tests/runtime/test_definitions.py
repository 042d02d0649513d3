"""The runtime's definitions of what HIP lacks (cass_lsp/runtime), checked against CUDA's semantics.

Three references, none of them the code under test:
- hashes of CUDA's own results recorded on an NVIDIA H100 (reference/, README there);
- a reference written here in Python from NVIDIA's documentation, compared result by result;
- the HIP toolchains: the definitions build as host code with hipcc, where they are run too.
The translator's use of them (inline in a single file, one header in a port, never twice) is
tests/translate/test_runtime.py's.
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

from cass_lsp import runtime
from cass_lsp.toolchain import roots
from tests.lanes import hip_lane, run_host_program

REFERENCE = Path(__file__).parent / "reference"
sys.path.insert(0, str(REFERENCE))
import simd_driver  # noqa: E402

SIMD = runtime.NAMES - runtime.NOT_SIMD  # what simd_driver checks


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
        src.write_text(simd_driver.host_source(runtime.definitions(SIMD), dump=dump), encoding="utf-8")
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
    assert names == runtime.NAMES - runtime.NOT_SIMD  # every definition is checked below, and nothing is missing
    # And the tables that mark them unsupported say HIP has none (so the definitions are needed).
    from cass_lsp.translate.mapping import load

    apis = load().apis
    assert all(not apis[n].supported for n in names if n in apis)


@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_hip_headers_declare_none_of_them(lane: str) -> None:
    """The reason for the definitions: neither HIP release's headers have these names."""
    root = roots.cache_dir() / "rocm-6.4/usr/include/hip" if lane == "6.4" else Path("/usr/include/hip")
    if not root.is_dir():
        pytest.skip(f"HIP {lane} headers not at {root}")
    text = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in root.rglob("*.h"))
    # HIP 5.2 declares the directed-rounding functions only where a build defines this macro, whose
    # __ocml_*_rtn functions no device library defines (HIP 6.4's clang headers do the same): out
    text = re.sub(r"#if defined OCML_BASIC_ROUNDED_OPERATIONS\b.*?#(?:else|endif)", "", text, flags=re.DOTALL)
    # one pass over the headers for every name (longest first, so a name is not cut at a shorter one)
    called = re.compile(r"\b(" + "|".join(map(re.escape, sorted(runtime.NAMES, key=len, reverse=True))) + r")\s*\(")
    assert all(called.findall(f"int {name} (int);") == [name] for name in runtime.NAMES)  # each one is found
    assert {"__shfl_down", "__popc"} <= set(re.findall(r"\b(__shfl_down|__popc)\s*\(", text))  # the search finds
    declared = set(called.findall(text))
    assert declared == {"__ldca", "__ldcg", "__ldcs"}  # for __half and __half2 alone (test_cache_hints.py)


# -- against CUDA ------------------------------------------------------------------------------


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
def test_definitions_run_as_host_code_built_by_hipcc(tmp_path: Path) -> None:
    """hipcc (HIP 5.2, its own __host__ __device__) builds the driver; its hashes are CUDA's."""
    tc = hip_lane("5.2")
    src = tmp_path / "driver.hip"
    src.write_text(simd_driver.host_source(runtime.definitions(SIMD), hip=True), encoding="utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    recorded = _hashes((REFERENCE / "cuda_reference.txt").read_text(encoding="utf-8"))
    assert _hashes(run.stdout) == recorded


def test_cg_reduce_definition_is_the_one_checked_on_an_nvidia_gpu() -> None:
    """cg_reduce_driver.py ran this definition beside CUDA's cg::reduce on an H100: no mismatch.
    A changed definition must be checked there again (the README of reference/ says how)."""
    import cg_reduce_driver

    recorded = {name: values[0] for name, values in _reference("cg_reduce_reference.txt").items()}
    assert recorded["mismatches"] == "0" and int(recorded["threads"]) > 10_000
    assert cg_reduce_driver.definition_hash() == recorded["definition"]
    assert "cass::reduce" in cg_reduce_driver.source() and "cg::reduce" in cg_reduce_driver.source()


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


@pytest.mark.slow
def test_half_tanh_and_bf16_bits_run_as_host_code_built_by_hipcc(tmp_path: Path) -> None:
    """hipcc (HIP 5.2) builds the definitions for the CPU (device-only as CUDA's: made host and
    device here): every half value gives the correctly rounded tanh, and every bfloat16 bit
    pattern the float whose top half it is."""
    tc = hip_lane("5.2")
    names = {*half_tanh_driver.NAMES, "__internal_bfloat162float"}
    code = runtime.definitions(names).replace("static inline __device__", "static inline __host__ __device__")
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
