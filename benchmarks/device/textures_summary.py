"""What textures_run.sh brought back from the NVIDIA GPU, as tables and as the tests' reference.

    python3 benchmarks/device/textures_summary.py OUT [--no-fit]

OUT is the folder the run wrote (textures_log.txt, texture_check.jsonl, texture_hw.bin.gz,
texture_bench.json, texture_tour.txt). It writes:

- benchmarks/RESULTS.md, the section between its textures markers: the comparison by shape,
  texel format and filter (fetches unequal between CUDA's hardware and cass-lsp's software, the
  largest difference), the speed table, the tour's verdict;
- benchmarks/results/textures_nvidia.md: the same, every one of the 703 textures on its own row,
  and where the hardware differs, which of the choices the guide leaves open fits it (``--no-fit``:
  not that; the fit runs the Python model on at most 96 fetches a texture, a few minutes);
- tests/runtime/reference/texture_hardware.txt: per texture, the hash of the hardware's results and
  whether the software matched them (tests/runtime/test_textures.py).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
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
# The guide fixes the filter's weights (9 bits, 8 fractional) but not the arithmetic of the blend,
# nor how the bits below 1/256 are dropped: where a linear filter differs, that is where the room is.
ROOM = "linear filter: the guide fixes 9-bit weights, not the blend's rounding"
# The choices the fit tries (texture_driver.Rules), one at a time from the runtime's and a few together.
CHOICES = [
    driver.Rules(),
    driver.Rules(weights="up"),
    driver.Rules(weights="down"),
    driver.Rules(blend="lerp"),
    driver.Rules(blend="exact"),
    driver.Rules(blend="exact", convert="last"),
    driver.Rules(point="fixed"),
    driver.Rules(texel_wrap="normalized"),
    driver.Rules(weights="up", blend="exact"),
    driver.Rules(weights="down", blend="exact"),
    driver.Rules(weights="up", blend="exact", convert="last"),
    driver.Rules(weights="down", blend="exact", convert="last"),
    driver.Rules(weights="up", blend="lerp"),
    driver.Rules(weights="down", blend="lerp"),
]


def describe(rules: driver.Rules) -> str:
    changed = [f"{k}={v}" for k, v in vars(rules).items() if v != getattr(driver.GUIDE, k)]
    return ", ".join(changed) or "the runtime's"


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


def fit(g: driver.Grid, rows: list[dict], hw: list[bytes]) -> dict[int, list[tuple[str, int, int]]]:
    """Per differing config: each choice's matches on up to 48 differing and 48 equal fetches."""
    fits = {}
    for row in rows:
        index = row["config"]
        if row["unequal"] == 0 or index >= len(hw):
            continue
        c = g.configs[index]
        points, data = g.coords[(c.shape, c.normalized)], g.data[(c.shape, c.format)]
        size = driver.RESULT_BYTES[c.result]
        guide = [driver.fetch(c, data, p) for p in points]
        results = [hw[index][k * size : (k + 1) * size] for k in range(len(points))]
        differ = [k for k in range(len(points)) if guide[k] != results[k]][:48]
        equal = [k for k in range(len(points)) if guide[k] == results[k]][:48]
        chosen = differ + equal
        fits[index] = [
            (describe(r), sum(driver.fetch(c, data, points[k], r) == results[k] for k in chosen), len(chosen))
            for r in CHOICES
        ]
    return fits


def group_key(c: driver.Config) -> tuple[str, str, str]:
    return c.shape, c.format, "linear" if c.linear else "point"


def comparison_table(g: driver.Grid, rows: list[dict]) -> list[str]:
    groups: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[group_key(g.configs[row["config"]])].append(row)
    lines = [
        "| shape | texels (read) | filter | textures | fetches | unequal | max abs diff | max ulps | note |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for (shape, fmt, filt), group in groups.items():
        unequal = sum(r["unequal"] for r in group)
        note = ROOM if filt == "linear" and unequal else ""
        if any(r["unequal_gpu_cpu"] for r in group):
            note = (note + "; " if note else "") + "the GPU's software differs from the CPU's"
        lines.append(
            f"| {shape} | {fmt} | {filt} | {len(group)} | {sum(r['results'] for r in group):,} | {unequal:,} |"
            f" {max(r['max_diff'] for r in group):.3g} | {max(r['max_ulps'] for r in group)} | {note} |"
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
    parser.add_argument("--no-fit", action="store_true")
    args = parser.parse_args(argv)
    header, everything = load(args.out)
    rows = [r for r in everything if "error" not in r]
    failed = [r for r in everything if "error" in r]
    g = driver.grid()
    hw = hardware_results(args.out, g, len(everything))
    total = sum(r["results"] for r in rows)
    unequal = sum(r["unequal"] for r in rows)
    equal_configs = sum(r["unequal"] == 0 for r in rows)
    summary = (
        f"{header['device']}: {len(everything)} of {len(g.configs)} textures, {total:,} fetches; {unequal:,} unequal"
        f" between CUDA's hardware and the software textures; {equal_configs} textures equal bit for bit."
    )
    if failed:
        summary += f" {len(failed)} textures could not be checked: " + "; ".join(
            f"{g.configs[r['config']].name}: {r['error']}" for r in failed[:3]
        )
    section = [
        BEGIN,
        summary,
        "",
        *comparison_table(g, rows),
        "",
        *bench_table(args.out),
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
    fits = {} if args.no_fit else fit(g, rows, hw)
    detail = ["# Software textures against CUDA's hardware textures", "", summary, "", "## Every texture", ""]
    detail += [
        "| # | texture | fetches | unequal | max abs diff | max ulps | first that differ |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        first = "; ".join(f"at {f['at']}: hw {f['hw']:.9g}, sw {f['sw']:.9g}" for f in r["first"][:2])
        detail.append(
            f"| {r['config']} | {g.configs[r['config']].name} | {r['results']} | {r['unequal']} | {r['max_diff']:.3g} |"
            f" {r['max_ulps']} | {first} |"
        )
    if fits:
        detail += ["", "## Which choice fits where the hardware differs", ""]
        detail += ["Matches of each choice (texture_driver.Rules) on up to 48 differing and 48 equal fetches.", ""]
        for index, scores in fits.items():
            best = max(scores, key=lambda s: s[1])
            detail.append(f"- {g.configs[index].name}: best {best[0]} ({best[1]}/{best[2]}); "
                          + ", ".join(f"{name} {n}" for name, n, _ in scores))  # fmt: skip
    detail += ["", "## Speed", "", *bench_table(args.out), "", "## Tour", "", tour_verdict(args.out), ""]
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
