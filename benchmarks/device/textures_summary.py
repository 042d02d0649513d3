"""What textures_run.sh brought back from the NVIDIA GPU, as tables and as the tests' reference.

    python3 benchmarks/device/textures_summary.py OUT
    .venv/bin/python benchmarks/device/textures_summary.py OUT --cpu

OUT is the folder the run wrote (textures_log.txt, texture_check.jsonl, texture_hw.bin.gz,
texture_bench.json, texture_tour.txt). The software textures are compared with CUDA's hardware
textures as the run compared them on the GPU (texture_check.jsonl), or with ``--cpu`` as they are
now: the core built here for the CPU (texture_driver.cu, HIP 6.4 lane) against every hardware
result recorded in OUT (texture_hw.bin.gz). It writes:

- benchmarks/RESULTS.md, the section between its textures markers: the comparison by shape,
  texel format and filter (fetches unequal between CUDA's hardware and cass-lsp's software, the
  largest difference, what is known where they differ), the speed table, the tour's verdict;
- benchmarks/results/textures_nvidia.md: the same, every one of the 703 textures on its own row;
- tests/runtime/reference/texture_hardware.txt: per texture, the hash of the hardware's results and
  whether the software matched them (tests/runtime/test_textures.py).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "tests" / "runtime" / "reference"))

import texture_driver as driver  # noqa: E402

RESULTS = REPO / "benchmarks" / "RESULTS.md"
DETAIL = REPO / "benchmarks" / "results" / "textures_nvidia.md"
HARDWARE = REPO / "tests" / "runtime" / "reference" / "texture_hardware.txt"
WARP_REDUCE = REPO / "tests" / "runtime" / "reference" / "warp_reduce_reference.txt"
BEGIN, END = "<!-- textures:begin -->", "<!-- textures:end -->"
# What is known where the software still differs from the hardware (texture_driver.py has the rules
# it follows), by texel format and filter; a class of 3D textures has its own.
NOTES = {
    ("char-norm", "linear"): "signed 8-bit blend: CUDA returns 16-bit codes (code / 32767); no value per texel rounded"
    " once reproduces them (the software: v (258 + 1/128), one code off)",
    ("float", "linear", "3D"): "3D blend: each z slice summed on its own scale, the smaller's low bits dropped where"
    " not pinned (one ulp off)",
    ("half", "linear", "3D"): "3D blend: each z slice summed on its own scale, the smaller's low bits dropped where"
    " not pinned (one ulp off)",
}


def note(shape: str, fmt: str, filt: str) -> str:
    return NOTES.get((fmt, filt, shape), NOTES.get((fmt, filt), "not known"))


def load(out: Path) -> tuple[dict, list[dict]]:
    lines = [json.loads(line) for line in (out / "texture_check.jsonl").read_text().splitlines() if line.strip()]
    if not lines:
        raise SystemExit(
            f"textures_summary: {out / 'texture_check.jsonl'} is empty: the grid did not run (see the log)"
        )
    return lines[0], lines[1:]


def hardware_results(out: Path, g: driver.Grid, count: int) -> list[bytes]:
    """Each config's hardware results (the first ``count`` configs: a run cut short has fewer)."""
    path = out / "texture_hw.bin.gz"
    if not path.is_file():
        return []
    raw = gzip.decompress(path.read_bytes())
    chunks, at = [], 0
    for size in driver.result_sizes(g)[:count]:
        chunks.append(raw[at : at + size])
        at += size
    return chunks


def _ordered(f: float) -> int:  # floats in order as integers: their distance counts ulps
    i = struct.unpack("<i", struct.pack("<f", f))[0]
    return -(2**31) - i if i < 0 else i


def compare(index: int, c: driver.Config, points: list, hw: bytes, sw: bytes) -> dict:
    """A texture's row of texture_check.jsonl, computed here: the software's results ``sw`` against
    the hardware's ``hw`` (texture_driver.cu's check, for results made elsewhere)."""
    size = driver.RESULT_BYTES[c.result]
    floats = c.result in driver.FLOAT_RESULTS
    fmt = {"float": "<f", "float4": "<4f", "uchar4": "<4B", "ushort": "<H"}[c.result]
    unequal, max_diff, max_ulps, first = 0, 0.0, 0, []
    for k, point in enumerate(points):
        a, b = hw[k * size : (k + 1) * size], sw[k * size : (k + 1) * size]
        if a == b:
            continue
        unequal += 1
        x, y = struct.unpack(fmt, a), struct.unpack(fmt, b)
        for u, v in zip(x, y, strict=True):
            diff = math.inf if math.isnan(u) or math.isnan(v) else abs(u - v)
            max_diff = max(max_diff, diff)
            if floats:
                max_ulps = max(max_ulps, abs(_ordered(u) - _ordered(v)))
        if len(first) < 4:
            first.append({"k": k, "at": list(point), "hw": x[0], "sw": y[0]})
    return {
        "config": index, "results": len(points), "unequal": unequal, "unequal_gpu_cpu": 0, "max_diff": max_diff,
        "max_ulps": max_ulps, "hw": driver.fnv64(hw), "first": first,
    }  # fmt: skip


def cpu_results(g: driver.Grid) -> bytes:
    """Every result of the grid as the software textures compute them on this machine's CPU: the core
    a translation carries, built into texture_driver.cu by the HIP 6.4 lane's hipcc."""
    sys.path.insert(0, str(REPO))
    from cass_lsp import runtime
    from cass_lsp.toolchain.model import in_prefix
    from tests.lanes import _lane

    tc = _lane("6.4")
    if isinstance(tc, str):
        raise SystemExit(f"textures_summary: --cpu needs the HIP 6.4 lane: {tc}")
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        core = "#pragma once\n" + runtime.definitions(runtime.needed_by("cass_textures_core"))
        (tmp / "cass_textures_core.h").write_text(core, encoding="utf-8")
        shutil.copy(REPO / "tests" / "runtime" / "reference" / "texture_driver.cu", tmp / "texture_driver.cu")
        (tmp / "grid.bin").write_bytes(driver.pack(g))
        exe = tmp / "texture_driver"
        extra = ["-O2", "-DCASS_TEXTURE_DRIVER_CPU", "-x", "hip"]
        build = tc.hip_build_argv(tc.targets[0], tmp / "texture_driver.cu", exe, extra=extra)
        built = subprocess.run(build, capture_output=True, text=True, cwd=tmp, env=tc.hip_env(), check=False)
        if built.returncode != 0:
            raise SystemExit(f"textures_summary: the CPU driver did not build:\n{built.stderr[-3000:]}")
        run = in_prefix(tc.hipcc_prefix, [str(exe), str(tmp / "grid.bin"), str(tmp / "results.bin")])
        ran = subprocess.run(run, capture_output=True, text=True, cwd=tmp, env=tc.hip_env(), check=False)
        if ran.returncode != 0:
            raise SystemExit(f"textures_summary: the CPU driver failed:\n{ran.stderr[-3000:]}")
        return (tmp / "results.bin").read_bytes()


def emulation_rows(g: driver.Grid, hw: list[bytes]) -> list[dict]:
    """texture_check.jsonl's rows for the software as it is now, on the CPU, against ``hw``."""
    raw, rows, at = cpu_results(g), [], 0
    for index, (c, size) in enumerate(zip(g.configs, driver.result_sizes(g), strict=True)):
        rows.append(compare(index, c, g.coords[(c.shape, c.normalized)], hw[index], raw[at : at + size]))
        at += size
    return rows


def group_key(c: driver.Config) -> tuple[str, str, str]:
    return c.shape, c.format, "linear" if c.linear else "point"


def comparison_table(g: driver.Grid, rows: list[dict], before: dict[int, int] | None = None) -> list[str]:
    """By shape, texel format and filter; ``before``: each texture's unequal fetches in the recorded
    run (the software as it was then), a column of its own."""
    groups: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[group_key(g.configs[row["config"]])].append(row)
    was = " recorded run's software |" if before is not None else ""
    lines = [
        f"| shape | texels (read) | filter | textures | fetches |{was} unequal | max abs diff | max ulps |"
        " where they differ |",
        "|---|---|---|---|---|---|---|---|---|" + ("---|" if before is not None else ""),
    ]
    for (shape, fmt, filt), group in groups.items():
        unequal = sum(r["unequal"] for r in group)
        known = note(shape, fmt, filt) if unequal else ""
        if any(r["unequal_gpu_cpu"] for r in group):
            known = (known + "; " if known else "") + "the GPU's software differs from the CPU's"
        earlier = f" {sum(before[r['config']] for r in group):,} |" if before is not None else ""
        lines.append(
            f"| {shape} | {fmt} | {filt} | {len(group)} | {sum(r['results'] for r in group):,} |{earlier} {unequal:,} |"
            f" {max(r['max_diff'] for r in group):.3g} | {max(r['max_ulps'] for r in group)} | {known} |"
        )
    return lines


def bench_table(out: Path) -> list[str]:
    path = out / "texture_bench.json"
    try:
        bench = json.loads(path.read_text())
    except (OSError, ValueError):
        return [f"(no benchmark: {path.name} is missing or cut short; see the log)"]
    by = defaultdict(dict)
    for r in bench["rows"]:
        by[(r["texel"], r["pattern"], r["filter"])][r["how"]] = r
    lines = [
        f"{bench['device']}, a {bench['width']} x {bench['height']} texture, every texel fetched once a launch"
        " (median of 15 launches); GB/s counts the texel and the result of each fetch.",
        "",
        "| texels | pattern | filter | hardware ns/fetch (GB/s) | software ns/fetch (GB/s) |"
        " plain loads ns/fetch (GB/s) | software / hardware |",
        "|---|---|---|---|---|---|---|",
    ]
    for (texel, pattern, filt), hows in by.items():
        cells = [
            f"{hows[h]['ns_per_fetch']:.4f} ({hows[h]['gb_per_s']:.0f})" if h in hows else "-"
            for h in ("hardware", "software", "plain loads")
        ]
        ratio = hows["software"]["ms"] / hows["hardware"]["ms"] if {"software", "hardware"} <= hows.keys() else 0
        lines.append(f"| {texel} | {pattern} | {filt} | {' | '.join(cells)} | {ratio:.2f}x |")
    return lines


def tour_verdict(out: Path) -> str:
    path = out / "texture_tour.txt"
    if not path.is_file():
        return "The tour did not run."
    runs: dict[str, list[str]] = {}
    status: dict[str, str] = {}
    current = None
    for line in path.read_text().splitlines():
        if m := re.fullmatch(r"== (\w+) status (\d+)", line):
            status[m.group(1)] = m.group(2)
        elif m := re.fullmatch(r"== (\w+)", line):
            current = m.group(1)
            runs[current] = []
        elif current:
            runs[current].append(line)
    cuda, hw, sw = (runs.get(n, []) for n in ("tour_cuda", "tour_hw", "tour_sw"))
    lines = len(cuda)
    if cuda and cuda == hw == sw and cuda[-1] == "done":
        said = (
            f"The tour (`texture_tour.cu`, {lines} lines): CUDA, its translation with hardware textures and with the"
            " software textures printed the same."
        )
    else:
        differ = [f"{n}: {sum(a != b for a, b in zip(cuda, other, strict=False))} of {lines} lines differ from CUDA's"
                  for n, other in (("hardware", hw), ("software", sw))]  # fmt: skip
        said = f"The tour (`texture_tour.cu`): {'; '.join(differ)} (results/textures_nvidia.md has the outputs)."
    samples = sorted({name.rsplit("_", 1)[0] for name in status if not name.startswith("tour_")})
    if samples:
        verdicts = []
        for sample in samples:
            ran = [f"{how} {'passed' if status.get(f'{sample}_{how}') == '0' else 'failed'}"
                   for how in ("cuda", "hw", "sw") if f"{sample}_{how}" in status]  # fmt: skip
            verdicts.append(f"{sample}: {', '.join(ran)}")
        said += (
            " NVIDIA's samples, which check their own results (CUDA; the translation with the hardware's textures, hw;"
            " with the software's, sw): " + "; ".join(verdicts) + "."
        )
    return said


def warp_reduce(out: Path) -> str:
    """The __reduce_*_sync check's verdict; a whole run's output becomes the tests' reference."""
    path = out / "warp_reduce.txt"
    lines = path.read_text().splitlines() if path.is_file() else []
    rows = [line.split() for line in lines if " differ " in line]
    if not rows or not any(line.startswith("definitions ") for line in lines):
        return "The __reduce_*_sync check did not run to its end (see the log)."
    WARP_REDUCE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    differ = sum(int(r[-1]) for r in rows)
    compared = sum(int(r[-3]) for r in rows)
    return (
        f"__reduce_*_sync as the runtime defines them for HIP before 7, against CUDA's own: {differ} of {compared:,}"
        f" lanes differ ({len(rows)} functions and types)."
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--cpu", action="store_true", help="compare the software as it is now, run on the CPU")
    args = parser.parse_args(argv)
    header, everything = load(args.out)
    g = driver.grid()
    hw = hardware_results(args.out, g, len(everything))
    before = None
    if args.cpu:
        sizes = driver.result_sizes(g)
        if len(hw) != len(g.configs) or any(len(chunk) != size for chunk, size in zip(hw, sizes, strict=True)):
            raise SystemExit(f"textures_summary: --cpu needs every hardware result ({args.out / 'texture_hw.bin.gz'})")
        before = {r["config"]: r.get("unequal", 0) for r in everything}
        everything = emulation_rows(g, hw)
    rows = [r for r in everything if "error" not in r]
    failed = [r for r in everything if "error" in r]
    total = sum(r["results"] for r in rows)
    unequal = sum(r["unequal"] for r in rows)
    equal_configs = sum(r["unequal"] == 0 for r in rows)
    how = "the software textures run on the CPU here" if args.cpu else "the software textures"
    summary = (
        f"{header['device']}: {len(everything)} of {len(g.configs)} textures, {total:,} fetches; {unequal:,} unequal"
        f" between CUDA's hardware and {how}; {equal_configs} textures equal bit for bit."
    )
    if before is not None:
        summary += (
            f" (The recorded run's software: {sum(before.values()):,} unequal,"
            f" {sum(v == 0 for v in before.values())} textures equal.)"
        )
    if failed:
        summary += f" {len(failed)} textures could not be checked: " + "; ".join(
            f"{g.configs[r['config']].name}: {r['error']}" for r in failed[:3]
        )
    speed = bench_table(args.out)
    if args.cpu:  # the speed is the recorded run's: the software then
        speed = ["The speed as the recorded run measured it, the software as it was then:", "", *speed]
    section = [
        BEGIN,
        summary,
        "",
        *comparison_table(g, rows, before),
        "",
        *speed,
        "",
        tour_verdict(args.out),
        "",
        warp_reduce(args.out),
        END,
    ]
    text = RESULTS.read_text(encoding="utf-8")
    if BEGIN in text and END in text:
        text = text[: text.index(BEGIN)] + "\n".join(section) + text[text.index(END) + len(END) :]
        RESULTS.write_text(text, encoding="utf-8")
    detail = ["# Software textures against CUDA's hardware textures", "", summary, ""]
    detail += [
        "The rules the software follows, found from the hardware's results, are texture_driver.py's model",
        "(tests/runtime/reference) and runtime/headers/textures.h's comments.",
        "",
        "## By shape, texel format and filter",
        "",
        *comparison_table(g, rows, before),
        "",
        "## Every texture",
        "",
        "| # | texture | fetches | unequal | max abs diff | max ulps | first that differ |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        first = "; ".join(f"at {f['at']}: hw {f['hw']:.9g}, sw {f['sw']:.9g}" for f in r["first"][:2])
        detail.append(
            f"| {r['config']} | {g.configs[r['config']].name} | {r['results']} | {r['unequal']} | {r['max_diff']:.3g} |"
            f" {r['max_ulps']} | {first} |"
        )
    detail += ["", "## Speed", "", *speed, "", "## Tour", "", tour_verdict(args.out), ""]
    tour = args.out / "texture_tour.txt"
    if tour.is_file():
        detail += ["```", tour.read_text().rstrip(), "```", ""]
    DETAIL.write_text("\n".join(detail), encoding="utf-8")
    if len(everything) == len(g.configs):
        reference = [f"# {header['device']}: per texture of texture_driver.grid(), the FNV-1a-64 of CUDA's results,"
                     " whether the software textures matched them bit for bit, and the texture"]  # fmt: skip
        for r in everything:
            verdict = "error" if "error" in r else "equal" if r["unequal"] == 0 else "differs"
            reference.append(f"{r['config']} {r.get('hw', '-')} {verdict} {g.configs[r['config']].name}")
        HARDWARE.write_text("\n".join(reference) + "\n", encoding="utf-8")
    print(summary)
    print(
        f"wrote {RESULTS}, {DETAIL}"
        + (f", {HARDWARE}" if len(everything) == len(g.configs) else " (a partial run: no reference)")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
