"""Toolchain lanes: hipcc through a command prefix (the cass.toolchain.hipccCommand setting), the
ROCm roots that scripts/rocm_root.sh makes found by themselves, and doctor showing each lane."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.discovery import LIBRARY_HEADERS, discover, discover_lanes
from tests.lanes import hip_lane

KERNEL = "#include <hip/hip_runtime.h>\n__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }\n"


@pytest.mark.slow
def test_hipcc_through_a_prefix(hip_toolchain, tmp_path: Path) -> None:
    """`env VAR=1` stands in for `docker exec -i NAME`: every probe and compile goes through it."""
    command = ["env", "CASS_THROUGH_PREFIX=1", str(hip_toolchain.hipcc)]
    tc = discover(ToolchainSettings(hipcc_command=command, targets=["gfx90a"]))
    assert tc.lane == "hipccCommand" and tc.hipcc_prefix == ("env", "CASS_THROUGH_PREFIX=1")
    assert tc.hip_version and tc.hip_version.startswith(hip_toolchain.hip_version.rsplit(".", 1)[0])
    assert tc.clang_version == hip_toolchain.clang_version and "gfx90a" in tc.known_targets
    src = tmp_path / "k.hip"
    src.write_text(KERNEL)
    argv = tc.hip_compile_argv("gfx90a", src, tmp_path / "k.s", device_only=True)
    assert argv[:4] == ["env", "CASS_THROUGH_PREFIX=1", "env", "HIP_PLATFORM=amd"]
    res = subprocess.run(argv, capture_output=True, text=True, env=tc.hip_env(), timeout=300)
    assert res.returncode == 0, res.stderr
    assert "amdgcn-amd-amdhsa--gfx90a" in (tmp_path / "k.s").read_text()


@pytest.mark.slow
def test_missing_prefix_program_is_a_clear_problem() -> None:
    tc = discover(ToolchainSettings(hipcc_command=["no-such-container-tool", "exec", "rocm", "hipcc"]))
    assert tc.hipcc is None
    problem = tc.problem("hipcc")
    assert problem is not None and "no-such-container-tool" in problem.message


@pytest.mark.slow
def test_root_is_found_when_the_host_has_no_hipcc(tmp_path: Path) -> None:
    lane = hip_lane("6.4")
    assert lane.lane == "root rocm-6.4"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "bwrap").symlink_to(shutil.which("bwrap"))
    env = {"PATH": str(bin_dir), "HOME": os.environ["HOME"], "XDG_CACHE_HOME": str(roots.cache_dir().parent)}
    tc = discover(ToolchainSettings(targets=["gfx942", "gfx1200"]), environ=env)
    assert tc.lane == "root rocm-6.4" and tc.hip_version == lane.hip_version
    assert tc.targets == ("gfx942", "gfx1200") and tc.cdna_target == "gfx942"
    assert set(tc.libraries) == set(LIBRARY_HEADERS)


@pytest.mark.slow
def test_lanes_list_each_toolchain_once() -> None:
    hip_lane("6.4")
    lanes = discover_lanes(ToolchainSettings())
    names = [lane.lane for lane in lanes]
    assert names[0] == "root rocm-6.4" and "host" in names and len(names) == len(set(names))
    host = lanes[names.index("host")]
    assert "hipblas" not in host.libraries  # Debian 12 has no hipBLAS: the probe really looks


@pytest.mark.slow
def test_the_newest_hip_found_is_in_use_unless_one_is_chosen() -> None:
    """Debian's HIP 5.2 (/usr/bin/hipcc) and the 6.4 root are both here: with nothing chosen the
    6.4 root is in use (the host's was, so translate wrote for 6.4 and port --check built with 5.2)."""
    newest, host = hip_lane("6.4"), hip_lane("5.2")
    tc = discover(ToolchainSettings())
    assert (tc.lane, tc.hip_version) == ("root rocm-6.4", newest.hip_version)
    note = next(n for n in tc.notes if n.startswith("HIP in use:"))
    assert "the newest HIP found" in note and "host (HIP 5.2" in note and "hipccCommand" in note
    # A choice decides: one word is that hipcc, and no newer one stands in for it.
    chosen = discover(ToolchainSettings(hipcc_command=[str(host.hipcc)]))
    assert chosen.hip_version == host.hip_version and chosen.hipcc_prefix == ()
    assert not any(n.startswith("HIP in use:") for n in chosen.notes)


@pytest.mark.slow
def test_doctor_shows_both_lanes() -> None:
    lane = hip_lane("6.4")
    res = subprocess.run([sys.executable, "-m", "cass_lsp", "doctor"], capture_output=True, text=True, timeout=300)
    assert "HIP (AMD), in use: root rocm-6.4" in res.stdout and "HIP (AMD), also found: host" in res.stdout
    assert f"HIP {lane.hip_version}" in res.stdout and f"translates   for HIP {lane.hip_version}" in res.stdout
    assert "gfx1200" in res.stdout and "miopen" in res.stdout
    found = json.loads(
        subprocess.run(
            [sys.executable, "-m", "cass_lsp", "doctor", "--json"], capture_output=True, text=True, timeout=300
        ).stdout
    )
    by_lane = {entry["lane"]: entry for entry in found["lanes"]}
    assert by_lane["root rocm-6.4"]["clangVersion"].startswith("21.")
    assert "gfx942" in by_lane["root rocm-6.4"]["knownTargets"]


@pytest.mark.parametrize("reason", ["debootstrap of Debian sid failed: no route to host"])
def test_failed_root_skips_with_its_reason(tmp_path: Path, reason: str) -> None:
    (tmp_path / "cass-lsp").mkdir()
    (tmp_path / "cass-lsp" / "rocm-6.4.failed").write_text(reason + "\n")
    env = {"XDG_CACHE_HOME": str(tmp_path), "HOME": str(tmp_path)}
    assert roots.find_roots(env) == [] and roots.failure("rocm-6.4", env) == reason


def test_a_roots_recipe_is_part_of_what_its_results_are_kept_for(tmp_path: Path) -> None:
    """A root made again with more packages (revision 5 added MPI and netCDF) compiles what it could
    not: results kept for the older root must not be replayed for it."""
    root = tmp_path / "rocm-6.4"
    (root / "usr").mkdir(parents=True)
    prefix = ["bwrap", "--bind", "/", "/", "--ro-bind", str(root / "usr"), "/usr", "--"]
    assert roots.recipe_stamp(prefix) is None  # no stamp: not a finished root
    (root / roots.STAMP).write_text("4\n")
    assert roots.recipe_stamp(prefix) == "4"
    assert roots.recipe_stamp([]) is None  # the host's toolchain


@pytest.mark.slow
def test_the_lane_root_sees_mpi_and_netcdf_as_a_rocm_install_sees_the_systems() -> None:
    """FastEddy's build runs mpicc and includes netcdf.h; a user's ROCm sees the MPI and netCDF of
    their system, so the root holds Debian's (the release table's recipe)."""
    from cass_lsp.core.hip_releases import find

    recipe = find("6.4").debian
    assert recipe is not None and {"libopenmpi-dev", "openmpi-bin", "libnetcdf-dev"} <= set(recipe.packages)
    lane = hip_lane("6.4")
    if roots.recipe_stamp(lane.hipcc_prefix) != str(recipe.revision):
        pytest.skip(f"the lane's root predates recipe {recipe.revision}: run scripts/rocm_root.sh")
    found = subprocess.run(
        [*lane.hipcc_prefix, "sh", "-c", "command -v mpicc && ls /usr/include/netcdf.h"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert found.returncode == 0 and "mpicc" in found.stdout, found.stdout + found.stderr


@pytest.mark.slow
def test_the_lane_root_has_what_a_rocm_install_has_for_the_rest_of_a_project(tmp_path: Path) -> None:
    """Issue 39 item 20: a project's C, C++ and Fortran files, its OpenMP and hipBLASLt, build in the
    root as on a ROCm install's machine (the check failed there, not in the project)."""
    from cass_lsp.core.hip_releases import find

    recipe = find("6.4").debian
    assert recipe is not None
    lane = hip_lane("6.4")
    if roots.recipe_stamp(lane.hipcc_prefix) != str(recipe.revision):
        pytest.skip(f"the lane's root predates recipe {recipe.revision}: run scripts/rocm_root.sh")
    script = (
        'set -e; for c in gcc g++ gfortran; do command -v $c; done; cd "$0"'
        " && printf '#include <omp.h>\\nint main() { return omp_get_max_threads() < 1; }\\n' > omp.cpp"
        " && g++ -fopenmp omp.cpp -o omp && ./omp"
        " && printf '#include <hipblaslt/hipblaslt.h>\\nint main() { hipblasLtHandle_t h; (void)h; }\\n' > lt.cpp"
        " && hipcc --offload-arch=gfx942 -c lt.cpp -o lt.o"
        " && printf '#include <hip/hip_runtime.h>\\n#include <omp.h>\\n__global__ void k() {}\\n' > homp.hip"
        " && printf 'int main() { return omp_get_max_threads() < 1; }\\n' >> homp.hip"
        " && hipcc --offload-arch=gfx942 -fopenmp homp.hip -o homp && ./homp"
    )
    found = subprocess.run([*lane.hipcc_prefix[:-1], "sh", "-c", script, str(tmp_path)],
                           capture_output=True, text=True, timeout=300)  # fmt: skip
    assert found.returncode == 0, found.stdout + found.stderr
    assert [Path(p).name for p in found.stdout.split()[:3]] == ["gcc", "g++", "gfortran"]
