"""The two HIP toolchain lanes for tests: Debian 12's HIP 5.2 on the host, and HIP 6.4 in the
root that scripts/rocm_root.sh makes (run through bubblewrap).

``hip_lane("6.4")`` returns that lane's Toolchain, or skips the test with the reason the lane is
missing (for the root: the reason the script recorded, e.g. no route to the Debian mirror).
"""

from __future__ import annotations

import dataclasses
import subprocess
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.discovery import Toolchain, discover

# Targets each lane compiles for in the tests: the 5.2 lane's clang-15 has no gfx942/gfx1200
# (gfx90a is its wave64 target); the 6.4 lane's clang 21 has all of them.
LANE_TARGETS = {"5.2": ("gfx1100", "gfx90a"), "6.4": ("gfx942", "gfx1100", "gfx1200")}


@cache
def _lane(name: str) -> Toolchain | str:
    settings = ToolchainSettings(targets=list(LANE_TARGETS[name]))
    if name == "5.2":
        tc = discover(dataclasses.replace(settings, hipcc_command=[]))
    else:
        root = next((r for r in roots.find_roots() if r.name == f"rocm-{name}"), None)
        bwrap = roots.bwrap_path()
        if root is None or bwrap is None:
            why = roots.failure(f"rocm-{name}") or "not made yet (run scripts/rocm_root.sh)"
            return f"the HIP {name} lane's root is missing: {why}"
        tc = discover(dataclasses.replace(settings, hipcc_command=root.hipcc_command(bwrap)))
    if tc.hipcc is None:
        return f"HIP {name} lane: hipcc not found"
    if not (tc.hip_version or "").startswith(name):
        return f"HIP {name} lane: found HIP {tc.hip_version} instead"
    return tc


def hip_lane(name: str) -> Toolchain:
    """The Toolchain of lane ``name`` ("5.2" or "6.4"); skips the calling test when it is missing."""
    found = _lane(name)
    if isinstance(found, str):
        pytest.skip(found)
    return found


def compile_on_lane(lane: str, source: Path) -> None:
    """Compile ``source`` (host and device, ``-c``) for every target of ``lane`` in one hipcc run,
    with its folder on the include path; the test fails with hipcc's errors."""
    tc = hip_lane(lane)
    targets = LANE_TARGETS[lane]
    folder = source.parent
    argv = tc.hip_compile_argv(
        targets[0], source, folder / "main.o", extra=[*(f"--offload-arch={t}" for t in targets[1:]), f"-I{folder}"]
    )
    proc = subprocess.run(argv, capture_output=True, text=True, env=tc.hip_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
