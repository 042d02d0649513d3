"""benchmarks/device/textures_summary.py on what textures_run.sh writes (made here from the Python model of
CUDA's rules, one result altered as a hardware difference would be): the RESULTS.md section, the detail
page, and the tests' reference, which only a whole run writes; with --cpu, the software built here for
the CPU against those results."""

from __future__ import annotations

import gzip
import importlib.util
import json
import struct
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "runtime" / "reference"))
import texture_driver as driver  # noqa: E402


def _summary():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("textures_summary", REPO / "benchmarks/device/textures_summary.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(out: Path, g: driver.Grid, count: int, altered: int) -> None:
    """What textures_run.sh writes for the first ``count`` textures, the hardware's results being the
    model's except texture ``altered``'s first fetch (its first byte flipped)."""
    rows, blobs = [{"device": "NVIDIA H200", "configs": len(g.configs)}], []
    for index, c in enumerate(g.configs[:count]):
        data, points = g.data[(c.shape, c.format)], g.coords[(c.shape, c.normalized)]
        results = b"".join(driver.fetch(c, data, p) for p in points)
        hw = bytes([results[0] ^ 1]) + results[1:] if index == altered else results
        blobs.append(hw)
        rows.append(
            {"config": index, "results": len(points), "unequal": int(index == altered), "unequal_gpu_cpu": 0,
             "max_diff": 1.0 if index == altered else 0.0, "max_ulps": 1 if index == altered else 0,
             "hw": driver.fnv64(hw), "sw": driver.fnv64(results), "cpu": driver.fnv64(results),
             "first": [{"k": 0, "at": list(points[0]), "hw": 1.0, "sw": 2.0}] if index == altered else []}
        )  # fmt: skip
    (out / "texture_check.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    (out / "texture_hw.bin.gz").write_bytes(gzip.compress(b"".join(blobs)))
    timed = (("hardware", 0.1), ("software", 0.25), ("plain loads", 0.08))
    bench = {"device": "NVIDIA H200", "width": 4096, "height": 4096, "rows": [
        {"texel": "float", "pattern": "shifted", "filter": "linear", "how": how, "ms": ms, "ns_per_fetch": ms / 16.8,
         "gb_per_s": 800 / ms} for how, ms in timed]}  # fmt: skip
    (out / "texture_bench.json").write_text(json.dumps(bench))
    tour = "== tour_cuda\nfetch 1234abcd\ndone\n== tour_cuda status 0\n"
    sample = "== simpleCubemapTexture_cuda\nok\n== simpleCubemapTexture_cuda status 0\n"
    (out / "texture_tour.txt").write_text(
        tour
        + tour.replace("cuda", "hw")
        + tour.replace("cuda", "sw")
        + sample
        + sample.replace("cuda", "sw")
        + sample.replace("_cuda", "_hw").replace("status 0", "status 1")
    )
    (out / "warp_reduce.txt").write_text(
        "__reduce_add_sync int trials 200000 compared 3400000 differ 0\n"
        "__reduce_xor_sync unsigned trials 200000 compared 3400000 differ 2\ndefinitions abc\n"
    )


@pytest.fixture
def summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    module = _summary()
    results = tmp_path / "RESULTS.md"
    results.write_text(f"# x\n\n{module.BEGIN}\nNot run yet.\n{module.END}\n\nafter\n")
    paths = {"RESULTS": results, "DETAIL": tmp_path / "detail.md", "HARDWARE": tmp_path / "hw.txt",
             "WARP_REDUCE": tmp_path / "warp.txt"}  # fmt: skip
    for name, path in paths.items():
        monkeypatch.setattr(module, name, path)
    return module


def test_a_partial_run_gives_the_tables_but_no_reference(tmp_path: Path, summary) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "out"
    out.mkdir()
    g = driver.grid()
    _run(out, g, 12, altered=9)
    assert summary.main([str(out)]) == 0
    section = summary.RESULTS.read_text()
    assert (
        section.startswith("# x\n\n<!-- textures:begin -->\nNVIDIA H200: 12 of 703 textures") and "\nafter\n" in section
    )
    assert "| 1D | float | point | 8 |" in section and "11 textures equal bit for bit" in section
    assert "| float | shifted | linear | 0.0060 (8000) | 0.0149 (3200) | 0.0048 (10000) | 2.50x |" in section
    assert "printed the same" in section
    assert "simpleCubemapTexture: cuda passed, hw failed, sw passed." in section
    assert "against CUDA's own: 2 of 6,800,000 lanes differ (2 functions and types)." in section
    assert summary.WARP_REDUCE.read_text().endswith("definitions abc\n")
    detail = summary.DETAIL.read_text()
    assert f"| 9 | {g.configs[9].name} | 2048 | 1 | 1 | 1 | at " in detail
    assert "| 1D | float | linear | 4 | 8,192 | 1 | 1 | 1 | not known |" in detail  # no rule known to differ there
    assert not summary.HARDWARE.exists()


def test_a_whole_run_records_the_reference_and_says_what_is_missing(tmp_path: Path, summary) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "out"
    out.mkdir()
    g = driver.grid(stride=512)  # the names and the count are the grid's; the results are not read here
    rows = [{"device": "NVIDIA H200"}] + [
        {"config": i, "results": 2048, "unequal": i % 2, "unequal_gpu_cpu": 0, "max_diff": 0.0, "max_ulps": 0,
         "hw": f"{i:016x}", "sw": "0", "cpu": "0", "first": []} for i in range(len(g.configs))
    ]  # fmt: skip
    (out / "texture_check.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert summary.main([str(out)]) == 0
    lines = summary.HARDWARE.read_text().splitlines()
    assert lines[0].startswith("# NVIDIA H200") and len(lines) == 1 + 703
    assert lines[1] == f"0 {0:016x} equal {g.configs[0].name}" and lines[2].split()[2] == "differs"
    section = summary.RESULTS.read_text()
    assert "no benchmark: texture_bench.json is missing" in section and "The tour did not run." in section


def test_a_texture_that_failed_is_said_and_recorded_as_such(tmp_path: Path, summary) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "out"
    out.mkdir()
    g = driver.grid(stride=512)
    rows = [{"device": "NVIDIA H200"}, {"config": 0, "results": 2048, "error": "cudaMemcpy3D(&p): invalid argument"}]
    rows += [{"config": i, "results": 2048, "unequal": 0, "unequal_gpu_cpu": 0, "max_diff": 0.0, "max_ulps": 0,
              "hw": f"{i:016x}", "sw": "0", "cpu": "0", "first": []} for i in range(1, len(g.configs))]  # fmt: skip
    (out / "texture_check.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert summary.main([str(out)]) == 0
    said = "1 textures could not be checked: 1D float point wrap texels: cudaMemcpy3D(&p)"
    assert said in summary.RESULTS.read_text()
    assert summary.HARDWARE.read_text().splitlines()[1] == f"0 - error {g.configs[0].name}"


def test_compare_counts_what_differs() -> None:
    module = _summary()
    g = driver.grid(stride=512)
    c = g.configs[9]
    points = g.coords[(c.shape, c.normalized)]
    sw = b"".join(driver.fetch(c, g.data[(c.shape, c.format)], p) for p in points)
    hw = sw[:4] + struct.pack("<f", struct.unpack("<f", sw[4:8])[0] * 2) + sw[8:]
    row = module.compare(9, c, points, hw, sw)
    value = struct.unpack("<f", sw[4:8])[0]
    assert (row["unequal"], row["max_diff"], row["hw"]) == (1, abs(value), driver.fnv64(hw))
    assert row["first"] == [{"k": 1, "at": list(points[1]), "hw": 2 * value, "sw": value}]
    assert module.compare(9, c, points, sw, sw)["unequal"] == 0


@pytest.mark.slow
def test_the_software_on_the_cpu_against_a_run(tmp_path: Path, summary) -> None:  # type: ignore[no-untyped-def]
    """--cpu: texture_driver.cu built here for the CPU against every recorded result (here the model's,
    which the software equals, one result altered)."""
    out = tmp_path / "out"
    out.mkdir()
    g = driver.grid()
    _run(out, g, len(g.configs), altered=9)
    assert summary.main([str(out), "--cpu"]) == 0
    section = summary.RESULTS.read_text()
    assert "1 unequal between CUDA's hardware and the software textures run on the CPU here; 702 textures" in section
    assert "(The recorded run's software: 1 unequal, 702 textures equal.)" in section
    lines = summary.HARDWARE.read_text().splitlines()
    assert lines[10].split()[2] == "differs" and {line.split()[2] for line in lines[1:] if line != lines[10]} == {
        "equal"
    }
