"""A seeded sample of both project corpora in keep-CUDA mode (benchmarks/bench_keep_cuda.py does
the work; results cached by content): `port --keep-cuda`, then the project's own build with
GPU_BACKEND=hip on the HIP 6.4 lane for gfx942. Fails when a project whose plain `port` builds
does not build in keep-CUDA mode, or when the NVIDIA build of the kept tree fails where the
untouched project's builds."""

from __future__ import annotations

import importlib.util
import random
import shutil
import sys
from pathlib import Path

import pytest

from tests.lanes import hip_lane

REPO = Path(__file__).resolve().parents[2]
SEED = 17
TARGETS = ["gfx942"]


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    sys.path.insert(0, str(REPO / "benchmarks"))
    spec = importlib.util.spec_from_file_location("bench_keep_cuda", REPO / "benchmarks" / "bench_keep_cuda.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_keep_cuda"] = module
    spec.loader.exec_module(module)
    for corpus in (module.bp.HECBENCH, module.bp.CLS):
        if not corpus.is_dir():
            pytest.skip(f"no corpus at {corpus}")
    if not module.CASS_LSP.exists():
        pytest.skip(f"no cass-lsp console script at {module.CASS_LSP}")
    return module


def _nvidia_ok(r: dict) -> bool:  # type: ignore[type-arg]
    return "nvidia" not in r or r["nvidia"] or not r["nvidia_original"]


@pytest.mark.slow
def test_hecbench_sample_builds_kept_where_the_plain_port_builds(bench) -> None:  # type: ignore[no-untyped-def]
    tc = hip_lane("6.4")
    names = sorted(random.Random(SEED).sample(bench.bp.hecbench_programs(), 2))
    plain = {n: bench.bp.hecbench_one(tc, n, [TARGETS[0]])[0]["ours"]["ok"] for n in names}
    kept = [bench.hecbench_one(tc, n, TARGETS, False) for n in names]
    assert [r["name"] for r in kept if plain[r["name"]] and not r["amd"]] == [], kept
    assert [r["name"] for r in kept if not _nvidia_ok(r)] == [], kept
    assert any(r["amd"] for r in kept), kept  # the sample tests something


@pytest.mark.slow
def test_library_samples_build_kept_where_the_plain_port_builds(bench) -> None:  # type: ignore[no-untyped-def]
    tc = hip_lane("6.4")
    projects = sorted(random.Random(SEED).sample(bench.bp.cls_projects(), 2), key=str)
    plain = {p: bench.bp.cls_one(tc, p, TARGETS[0])["ok"] for p in projects}
    kept = {p: bench.cls_one(tc, p, TARGETS, False) for p in projects}
    assert [str(p) for p in projects if plain[p] and not kept[p]["amd"]] == [], kept
    assert any(r["amd"] for r in kept.values()), kept
