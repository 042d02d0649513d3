"""Warp intrinsics translated for the HIP the user has, compiled by that HIP.

Each program is translated for each toolchain lane's own HIP version and compiled by that lane
for all its targets in one hipcc run: HIP 5.2 for gfx1100 and gfx90a (wave64), HIP 6.4 for
gfx942 (wave64), gfx1100 and gfx1200 (see tests/lanes.py). At most two compiles at a time; results
are cached by content (tests/lanes.py).
"""

from __future__ import annotations

import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import LANE_TARGETS, hip_lane, run_compile
from tests.translate.strict import translate

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
WARP = Path(__file__).parent / "warp"
CORPUS = ROOT / "tests" / "corpus"
# For both lanes: their masks are all full or provably every active lane.
BOTH = [
    ROOT / "examples" / "warp_reduce.cu",
    CORPUS / "hazards_warp.cu",
    CORPUS / "reduction.cu",
    CORPUS / "cooperative_groups.cu",
    WARP / "all_lanes.cu",
]
# Only for HIP 6.2+: partial masks, __match_*_sync, cooperative-groups votes.
HIP6_ONLY = [WARP / "partial_masks.cu", WARP / "cg_votes.cu"]
PROGRAMS = {"5.2": BOTH, "6.4": BOTH + HIP6_ONLY}


@pytest.fixture(scope="module", params=sorted(PROGRAMS))
def lane_results(request, tmp_path_factory) -> tuple[str, dict[str, subprocess.CompletedProcess[str]]]:
    lane = request.param
    tc = hip_lane(lane)
    options = TranslateOptions(hip_version=tc.hip_version)
    out = tmp_path_factory.mktemp(f"hip{lane}")
    header = out / "common.cuh"
    header.write_text(translate((CORPUS / "common.cuh").read_text(), options).text)
    first, *others = LANE_TARGETS[lane]

    def build(path: Path) -> subprocess.CompletedProcess[str]:
        hip = out / f"{path.stem}.hip"
        hip.write_text(translate(path.read_text(encoding="utf-8"), options).text, encoding="utf-8")
        argv = tc.hip_compile_argv(first, hip, hip.with_suffix(".o"), extra=[f"--offload-arch={t}" for t in others])
        return run_compile(tc, argv, root=out, inputs=[hip, header], env=tc.hip_env(), timeout=300)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(zip((p.name for p in PROGRAMS[lane]), pool.map(build, PROGRAMS[lane]), strict=True))
    return lane, results


def test_translations_compile_for_every_target_of_the_lane(lane_results) -> None:
    lane, results = lane_results
    failed = {name: (r.stdout + r.stderr)[-3000:] for name, r in results.items() if r.returncode != 0}
    assert not failed, f"HIP {lane} ({', '.join(LANE_TARGETS[lane])}): {failed}"


def test_hip5_lane_refuses_what_it_lacks() -> None:
    """The HIP 6.2+ programs do not build with HIP 5.2, and their translations say why in errors."""
    tc = hip_lane("5.2")
    for path in HIP6_ONLY:
        findings = translate(path.read_text(encoding="utf-8"), TranslateOptions(hip_version=tc.hip_version)).findings
        assert any(f.severity == Severity.ERROR for f in findings), path.name


def test_without_the_define_hip_6_4_has_no_sync_intrinsics(tmp_path) -> None:
    """Why the translation writes HIP_ENABLE_WARP_SYNC_BUILTINS: HIP 6.4 hides *_sync without it."""
    tc = hip_lane("6.4")
    text = translate((WARP / "all_lanes.cu").read_text(), TranslateOptions(hip_version=tc.hip_version)).text
    assert text.startswith("// Warp intrinsics") and "#define HIP_ENABLE_WARP_SYNC_BUILTINS\n" in text
    hip = tmp_path / "no_define.hip"
    hip.write_text(text.replace("#define HIP_ENABLE_WARP_SYNC_BUILTINS\n", ""))
    argv = tc.hip_compile_argv("gfx942", hip, tmp_path / "no_define.o")
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=300)
    assert proc.returncode != 0
    assert "__shfl_sync" in proc.stderr
