"""__reduce_add_sync and its family (issue 43 item 3, issue 41 item 8): HIP before 7 has none, and a
translation carries exact definitions (runtime/headers/warp_reduce.h: shuffles over the lanes of the
calling lane's 32-lane half that the mask names); HIP 7.0 and 7.2 declare them
(amd_warp_sync_functions.h), so there the calls are HIP's with a 64-bit mask, and no error."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate
from tests.translate.test_hip_7 import hip_7_include

REFERENCE = Path(__file__).resolve().parents[1] / "runtime" / "reference"
sys.path.insert(0, str(REFERENCE))
import warp_reduce_driver  # noqa: E402

SOURCE = """__global__ void reduce(unsigned* x, int* y) {
  unsigned m = 0xffu;
  x[0] = __reduce_add_sync(0xffffffff, x[threadIdx.x]);
  y[0] = __reduce_max_sync(0xffffffff, y[threadIdx.x]) + __reduce_min_sync(m, y[1]) + __reduce_add_sync(m, y[2]);
  x[1] = __reduce_or_sync(0xff, x[2]) ^ __reduce_and_sync(0xffffffff, x[3]) ^ __reduce_xor_sync(0xffffffff, x[4]);
  x[2] = __reduce_min_sync(0xffffffffu, x[5]) + __reduce_max_sync(1u, x[6]);
}
"""
FAMILY = [f"__reduce_{op}_sync" for op in ("add", "min", "max", "and", "or", "xor")]


@pytest.mark.parametrize("hip_version", ["5.2.3", "6.4.3"])
def test_before_hip_7_the_translation_carries_exact_reductions(hip_version: str) -> None:
    result = translate(SOURCE, TranslateOptions(hip_version=hip_version, targets=("gfx942", "gfx1100")))
    assert "x[0] = __reduce_add_sync(0xffffffff, x[threadIdx.x]);" in result.text  # CUDA's call, CUDA's mask
    for name in FAMILY:
        assert f"#define CASS_HIP_COMPAT_{name}\n" in result.text
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []
    notes = {f.message.split(" (")[0] for f in result.findings if f.code == "hip-compat"}
    assert notes == {f"HIP {hip_version} has no {name}" for name in FAMILY}


@pytest.mark.parametrize("hip_version", ["7.0.0", "7.2.4"])
def test_hip_7_has_them(hip_version: str) -> None:
    """Issue 41 item 8: errors for HIP 7.0 and 7.2 before, whose headers define them."""
    result = translate(SOURCE, TranslateOptions(hip_version=hip_version))
    assert "CASS_HIP_COMPAT___reduce" not in result.text
    assert "x[0] = __reduce_add_sync(0xffffffffffffffffull, x[threadIdx.x]);" in result.text
    assert "__reduce_max_sync(static_cast<unsigned long long>(1u), x[6])" in result.text
    assert [f.code for f in result.findings if f.code == "warp-sync-missing"] == []
    include, _ = hip_7_include()
    declared = (include / "hip" / "amd_detail" / "amd_warp_sync_functions.h").read_text()
    for name in FAMILY:
        assert re.search(rf"\b{name}\(MaskT mask, unsigned int val\)", declared), name


@pytest.mark.slow
def test_the_reductions_compile_for_every_target(tmp_path: Path) -> None:
    """Before: "use of undeclared identifier '__reduce_add_sync'" on every lane."""
    translate_tree(tmp_path / "64", {"r.cu": SOURCE}, TranslateOptions(hip_version="6.4.3"))
    compile_tree("6.4", tmp_path / "64", ["r.cu"], includes=())
    translate_tree(tmp_path / "52", {"r.cu": SOURCE}, TranslateOptions(hip_version="5.2.3"))
    compile_tree("5.2", tmp_path / "52", ["r.cu"], includes=())


def test_the_reductions_match_cudas_on_an_nvidia_gpu() -> None:
    """The definitions against CUDA's own, lane by lane (reference/warp_reduce_driver.py, recorded by
    benchmarks/device/textures_run.sh): no lane differs, and the definitions are those checked."""
    recorded = REFERENCE / "warp_reduce_reference.txt"
    if not recorded.is_file():
        pytest.skip("warp_reduce_reference.txt is not recorded yet: benchmarks/device/textures_run.sh (README there)")
    lines = recorded.read_text().splitlines()
    rows = [line.split() for line in lines if " differ " in line]
    assert len(rows) == 9 and all(int(r[-1]) == 0 and int(r[-3]) > 0 for r in rows), lines
    checked = warp_reduce_driver.source(runtime.definitions(runtime.WARP_REDUCE))
    digest = re.search(r'DEFINITIONS_SHA256 "(\w+)"', checked)
    assert digest is not None and f"definitions {digest.group(1)}" in lines
