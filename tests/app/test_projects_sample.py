"""A seeded sample of both project corpora, ported and built on the HIP 6.4 lane for gfx942
(benchmarks/bench_projects.py does the work; results are cached there by content, so a rerun
with nothing changed takes seconds).

Fails when a project that should build does not: a HeCBench program whose hand-written twin
builds, or a CUDALibrarySamples project whose port reported no error finding.
"""

from __future__ import annotations

import importlib.util
import random
import shutil
import sys
from pathlib import Path

import pytest

from tests.lanes import hip_lane

REPO = Path(__file__).resolve().parents[2]
SEED = 20
TARGET = "gfx942"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_projects", REPO / "benchmarks" / "bench_projects.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_projects"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    module = _bench()
    for corpus in (module.HECBENCH, module.CLS):
        if not corpus.is_dir():
            pytest.skip(f"no corpus at {corpus}")
    return module


@pytest.mark.slow
def test_hecbench_sample_builds_after_port_where_the_twin_builds(bench) -> None:  # type: ignore[no-untyped-def]
    tc = hip_lane("6.4")
    names = sorted(random.Random(SEED).sample(bench.hecbench_programs(), 3))
    results = [r for name in names for r in bench.hecbench_one(tc, name, [TARGET])]
    wrong = [f"{r['name']}: {r['ours']['error']}" for r in results if r["twin"]["ok"] and not r["ours"]["ok"]]
    assert any(r["twin"]["ok"] for r in results), results  # the sample tests something
    assert wrong == []


@pytest.mark.slow
def test_library_samples_build_after_port_or_say_why(bench) -> None:  # type: ignore[no-untyped-def]
    tc = hip_lane("6.4")
    projects = bench.cls_projects()
    by_library: dict[str, list] = {}
    for p in projects:
        by_library.setdefault(p.library, []).append(p)
    sample = [random.Random(SEED).choice(sorted(ps, key=str)) for _, ps in sorted(by_library.items())]
    results = [bench.cls_one(tc, p, TARGET) for p in sample]
    silent = [f"{r['library']}/{r['project']}: {r['error']}" for r in results if not r["ok"] and not r["findings"]]
    assert silent == []
    assert any(r["ok"] for r in results), results


# ---- whole real projects (../shared/corpus/projects) ---------------------------------------------

# What `port` of each project gives on the HIP 6.4 lane for gfx942 with the project's own build
# commands (bench_projects.py --corpus projects, the table in benchmarks/RESULTS.md): GPU
# translation units compiled (a .hip no other includes), and whether it linked. A project doing
# less than this has stopped building. darknet (70 C files as well), cudpp (81 units) and GooFit
# (110 Thrust units) cost too much on 2 cores for the sample; the rest stop at configure (a library,
# a compiler or the network this machine lacks) or before any GPU unit compiles, and are measured
# by the benchmark.
PROJECTS_AFTER_PORT: dict[str, tuple[int, bool]] = {
    "darknet": (10, True),  # 1 unit its Makefile never names (deconvolutional_kernels)
    "AutoDock-GPU": (1, False),  # its one unit compiles; the link needs host files the corpus lacks
    "warp-ctc": (3, True),
    "FastEddy": (4, True),  # MPI and netCDF from the lane's root, nvcc -dlink as hipcc's device link
    "xmrig-cuda": (3, False),  # inline PTX with no exact translation (rcp.approx...): error findings
    "cudpp": (20, True),  # the library and its apps; its default build names no other unit
    "GooFit": (96, True),  # MCBooster and Eigen vendored; its default build names no other unit
    "sage": (0, True),  # mlp and mlp_protected, compiled and linked in one step (no objects)
}
AFFORDABLE = ("AutoDock-GPU", "warp-ctc", "FastEddy", "xmrig-cuda", "sage")


@pytest.mark.slow
def test_a_sample_of_real_projects_builds_after_port_as_far_as_it_did(bench) -> None:  # type: ignore[no-untyped-def]
    """Every affordable project that linked, and one seeded pick of the others that compiled GPU
    code, built with their own commands after port (results cached by what port wrote)."""
    if not bench.PROJECTS.is_dir():
        pytest.skip(f"no corpus at {bench.PROJECTS}")
    tc = hip_lane("6.4")
    recipes = {r.name: r for r in bench.RECIPES}
    linked = [n for n in AFFORDABLE if PROJECTS_AFTER_PORT[n][1]]
    others = sorted(n for n in AFFORDABLE if not PROJECTS_AFTER_PORT[n][1] and PROJECTS_AFTER_PORT[n][0])
    sample = [*linked, *random.Random(SEED).sample(others, min(1, len(others)))]
    assert linked, "the sample must hold a project that links"
    for name in sample:
        row = bench.project_one(tc, recipes[name], TARGET, sides=("port",))["port"]
        units, links = PROJECTS_AFTER_PORT[name]
        assert row["units"] >= units, f"{name}: {row['units']} GPU units compiled, {units} before: {row['error']}"
        assert row["link"] or not links, f"{name} linked before, not now: {row['error']}"
