"""CUDA's directed-rounding arithmetic as the runtime defines it (runtime/headers/rounding.h: __fadd_rd,
__fmul_ru, __dsqrt_rz, __fma_rd... the 42 of them), built by hipcc and run on the CPU, against exact
rational arithmetic rounded in each direction: every result on subnormals, cancellations, results
that overflow, and random operands of every scale."""

from __future__ import annotations

import math
import random
import struct
from fractions import Fraction
from pathlib import Path

import pytest

from cass_lsp import runtime
from tests.lanes import hip_lane, run_host_program

OPS = {  # name -> (arity, the exact operation)
    "add": (2, lambda a, b, c: a + b),
    "sub": (2, lambda a, b, c: a - b),
    "mul": (2, lambda a, b, c: a * b),
    "div": (2, lambda a, b, c: a / b),
    "rcp": (1, lambda a, b, c: 1 / a),
    "sqrt": (1, None),
    "fma": (3, lambda a, b, c: a * b + c),
}
FORMATS = {"f": (24, -126, 128, "I", "f"), "d": (53, -1022, 1024, "Q", "d")}  # precision, emin, overflow, bits
MODES = ("rz", "rd", "ru")


def name(fmt: str, op: str, mode: str) -> str:
    if fmt == "f":
        return f"__f{'maf' if op == 'fma' else op}_{mode}"
    return f"__{'fma' if op == 'fma' else 'd' + op}_{mode}"


def _bits(x: float, fmt: str) -> int:
    return struct.unpack(FORMATS[fmt][3], struct.pack(FORMATS[fmt][4], x))[0]


def _value(bits: int, fmt: str) -> float:
    return struct.unpack(FORMATS[fmt][4], struct.pack(FORMATS[fmt][3], bits))[0]


def round_exact(v: Fraction, fmt: str, mode: str) -> float:
    """The representable value nearest v in the mode's direction (v nonzero)."""
    precision, emin, overflow, _, _ = FORMATS[fmt]
    sign = -1 if v < 0 else 1
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)
    quantum = Fraction(2) ** (e - precision + 1)
    m = a / quantum
    toward_zero = mode == "rz" or (mode == "rd" and sign > 0) or (mode == "ru" and sign < 0)
    n = math.floor(m) if toward_zero else math.ceil(m)
    result = n * quantum
    largest = (2 - Fraction(2) ** (1 - precision)) * Fraction(2) ** (overflow - 1)
    if result > largest:
        return sign * (float(largest) if toward_zero else math.inf)
    return sign * float(result)


def round_sqrt(x: Fraction, fmt: str, mode: str) -> float:
    """The square root of x > 0 rounded in the mode's direction (always positive: rz is rd)."""
    precision, emin, _, _, _ = FORMATS[fmt]
    e = (x.numerator.bit_length() - x.denominator.bit_length()) // 2
    while Fraction(2) ** (2 * e) > x:
        e -= 1
    while Fraction(2) ** (2 * (e + 1)) <= x:
        e += 1
    quantum = Fraction(2) ** (max(e, emin) - precision + 1)
    scaled = x / (quantum * quantum)
    n = math.isqrt(math.floor(scaled))
    exact = n * n == scaled
    return float((n + (0 if exact or mode != "ru" else 1)) * quantum)


def expected(fmt: str, op: str, mode: str, a: float, b: float, c: float) -> float:
    if op == "sqrt":
        return math.nan if a < 0 else a if a == 0 else round_sqrt(Fraction(a), fmt, mode)
    fa, fb, fc = Fraction(a), Fraction(b), Fraction(c)
    if op in ("div", "rcp") and (b == 0 if op == "div" else a == 0):
        pytest.fail("no division by zero in the inputs")
    v = OPS[op][1](fa, fb, fc)
    if v != 0:
        return round_exact(v, fmt, mode)
    # an exact zero: its sign (IEEE 754)
    if op == "mul" or op == "div":
        return -0.0 if (math.copysign(1, a) * math.copysign(1, b)) < 0 else 0.0
    terms = {"add": (a, b), "sub": (a, -b), "fma": (a * b if a * b != 0 else math.copysign(0.0, a) * b, c)}[op]
    x, y = terms
    if x == 0 and y == 0 and math.copysign(1, x) == math.copysign(1, y):
        return x
    return -0.0 if mode == "rd" else 0.0


def _values(fmt: str, rng: random.Random) -> list[float]:
    precision, emin, overflow, _, _ = FORMATS[fmt]
    tiny = 2.0 ** (emin - precision + 1)
    base = [1.0, 3.0, 1 / 3, 0.1, 1e-3, 2.0 ** (emin + 2), tiny, 3 * tiny, 2.0**emin, 2.0 ** (overflow - 1)]
    base += [2.0 ** (overflow - 1) * 1.75, 1.0 + 2.0 ** (1 - precision), 2.0 ** (precision // 2), 0.0]
    for _ in range(24):
        base.append(rng.uniform(1, 2) * 2.0 ** rng.randint(emin - precision + 2, overflow - 1))
    out = sorted({round_exact(Fraction(x), fmt, "rz") if x else 0.0 for x in base})
    return [*out, *(-x for x in out if x)]


def cases() -> dict[str, list[tuple[float, float, float]]]:
    rng = random.Random(7)
    out: dict[str, list[tuple[float, float, float]]] = {}
    for fmt in FORMATS:
        values = _values(fmt, rng)
        pairs = [(a, b, 0.0) for a in values for b in values]
        triples = [(a, b, c) for a in values[::3] for b in values[::3] for c in values[::2]]
        for op, (arity, _) in OPS.items():
            chosen = {1: [(a, 0.0, 0.0) for a in values], 2: pairs, 3: triples}[arity]
            if op in ("div", "rcp"):
                chosen = [t for t in chosen if (t[1] if op == "div" else t[0]) != 0]
            out[f"{fmt}:{op}"] = chosen
    return out


def program(all_cases: dict[str, list[tuple[float, float, float]]]) -> str:
    lines = ["#include <hip/hip_runtime.h>\n#include <cstdio>\n#include <cstring>\n"]
    lines.append(runtime.definitions(runtime.ROUNDING))
    lines.append(
        "template <class T> static unsigned long long bits(T x) {\n"
        "  unsigned long long u = 0;\n  memcpy(&u, &x, sizeof(T));\n  return u;\n}\n"
    )
    lines.append(
        "template <class T> static T value(unsigned long long u) { T x; memcpy(&x, &u, sizeof(T)); return x; }\n"
    )
    body = []
    for key, triples in all_cases.items():
        fmt, op = key.split(":")
        ctype = "float" if fmt == "f" else "double"
        arity = OPS[op][0]
        data = ", ".join(f"{_bits(v, fmt)}ull" for t in triples for v in t)
        body.append(f"  {{ static const unsigned long long in[] = {{{data}}};\n")
        body.append(f"    for (unsigned i = 0; i < {len(triples)}; ++i) {{\n")
        body.append(
            f"      {ctype} a = value<{ctype}>(in[3 * i]), b = value<{ctype}>(in[3 * i + 1]),"
            f" c = value<{ctype}>(in[3 * i + 2]); (void)b; (void)c;\n"
        )
        args = ", ".join("abc"[:arity])
        for mode in MODES:
            fn = name(fmt, op, mode)
            body.append(f'      printf("{fn} %llx\\n", bits({fn}({args})));\n')
        body.append("    }\n  }\n")
    lines.append("int main() {\n" + "".join(body) + "  return 0;\n}\n")
    return "".join(lines)


def test_every_function_has_a_definition_and_the_tables_no_hip_name() -> None:
    names = {name(fmt, op, mode) for fmt in FORMATS for op in OPS for mode in MODES}
    assert len(names) == 42 and names <= runtime.ROUNDING and names <= runtime.NAMES


def test_reference_rounds_like_the_hardware_in_round_to_nearest_neighbours() -> None:
    """The reference itself: rd and ru bracket Python's round-to-nearest result, one ulp apart or equal."""
    a, b = 1.0, 3.0
    down, up = round_exact(Fraction(a) / Fraction(b), "d", "rd"), round_exact(Fraction(a) / Fraction(b), "d", "ru")
    assert down <= a / b <= up and math.nextafter(down, 2.0) == up
    assert round_exact(Fraction(2) ** 1030, "d", "rz") == 1.7976931348623157e308
    assert round_exact(Fraction(2) ** 1030, "d", "ru") == math.inf


@pytest.mark.slow
def test_definitions_round_as_ieee_754_says(tmp_path: Path) -> None:
    tc = hip_lane("5.2")
    all_cases = cases()
    source = tmp_path / "rounding.hip"
    source.write_text(program(all_cases), encoding="utf-8")
    run = run_host_program(tc, source)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = iter(run.stdout.splitlines())
    wrong: dict[str, list[str]] = {}
    count = 0
    for key, triples in all_cases.items():
        fmt, op = key.split(":")
        for a, b, c in triples:
            for mode in MODES:
                fn, got = next(lines).split()
                assert fn == name(fmt, op, mode)
                value = _value(int(got, 16), fmt)
                want = expected(fmt, op, mode, a, b, c)
                count += 1
                same = (math.isnan(want) and math.isnan(value)) or (
                    value == want and math.copysign(1, value) == math.copysign(1, want)
                )
                if not same and len(wrong.setdefault(fn, [])) < 3:
                    wrong[fn].append(f"({a!r}, {b!r}, {c!r}) -> {value!r}, exact rounding {want!r}")
    assert count > 40000
    assert not {k: v for k, v in wrong.items() if v}


@pytest.mark.slow
def test_integer_min_and_max_run_on_the_host(tmp_path: Path) -> None:
    """umin, umax, llmin, llmax, ullmin, ullmax (other.h), as CUDA's math API defines them."""
    tc = hip_lane("5.2")
    names = ("umin", "umax", "llmin", "llmax", "ullmin", "ullmax")
    values = [0, 1, 2**31, 2**32 - 1, 2**63 - 1, 2**63, 2**64 - 1]
    pairs = [(a, b) for a in values for b in values]

    def call(a: int, b: int) -> str:
        u32 = f"{a & 0xFFFFFFFF}u, {b & 0xFFFFFFFF}u"
        s64 = f"(long long){a}ull, (long long){b}ull"
        parts = [f"umin({u32})", f"umax({u32})", f"llmin({s64})", f"llmax({s64})", f"ullmin({a}ull, {b}ull)"]
        parts.append(f"ullmax({a}ull, {b}ull)")
        return (
            '  printf("%llx %llx %llx %llx %llx %llx\\n", '
            + ", ".join(f"(unsigned long long){p}" for p in parts)
            + ");\n"
        )

    calls = "".join(call(a, b) for a, b in pairs)
    source = tmp_path / "minmax.hip"
    source.write_text(
        "#include <hip/hip_runtime.h>\n#include <cstdio>\n"
        + runtime.definitions(set(names))
        + "int main() {\n"
        + calls
        + "  return 0;\n}\n",
        encoding="utf-8",
    )
    run = run_host_program(tc, source)
    assert run.returncode == 0, run.stderr[-3000:]

    def signed(v: int) -> int:
        return v - 2**64 if v >= 2**63 else v

    for (a, b), line in zip(pairs, run.stdout.splitlines(), strict=True):
        ua, ub = a & 0xFFFFFFFF, b & 0xFFFFFFFF
        want = [min(ua, ub), max(ua, ub), min(signed(a), signed(b)) % 2**64, max(signed(a), signed(b)) % 2**64]
        want += [min(a, b), max(a, b)]
        assert [int(x, 16) for x in line.split()] == want, (a, b)
