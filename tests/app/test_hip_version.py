"""One HIP version, decided once (issue 19 item 9): `translate`, `port` and `port --check` write
for the HIP of the toolchain in use, the newest found unless one is chosen. On this machine the
6.4 root and Debian's 5.2 are both found; `translate` wrote for 6.4 while `port --check` (and the
editor) wrote for 5.2, and `port --hipcc-command` without --check was ignored."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli import cli_in_process
from tests.lanes import hip_lane

# __ballot_sync/__shfl_sync: HIP 6.4 has them, on 5.2 they become __ballot/__shfl.
WARP = """#include <cuda_runtime.h>
__global__ void k(float *x) {
  unsigned m = __ballot_sync(0xffffffff, x[threadIdx.x] > 0);
  if (m) x[0] = __shfl_sync(0xffffffff, x[1], 0);
}
"""


def cass(*args: str) -> subprocess.CompletedProcess[str]:
    return cli_in_process(args)


def _tree(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text(WARP)
    return src


def _port(src: Path, out: Path, *args: str) -> tuple[str, dict, str]:
    r = cass("port", str(src), "--out-dir", str(out), "--progress", "never", *args)
    assert r.returncode == 0, r.stderr[-3000:]
    report = json.loads((out / "cass-port-report.json").read_text())
    return (out / "k.hip").read_text(), report["summary"], r.stdout  # the summary and --check's report


@pytest.mark.slow
def test_translate_port_and_port_check_write_for_the_newest_hip_found(tmp_path: Path) -> None:
    newest = hip_lane("6.4")
    hip_lane("5.2")  # both found: the newest must win
    src = _tree(tmp_path)
    translated = cass("translate", str(src / "k.cu"), "-q")
    assert translated.returncode == 0, translated.stderr
    ported, summary, _ = _port(src, tmp_path / "out")
    checked, check_summary, check_err = _port(src, tmp_path / "checked", "--check", "--targets", "gfx1100")
    assert translated.stdout == ported == checked
    assert "__ballot_sync(" in checked
    assert summary["hip_version"] == check_summary["hip_version"] == newest.hip_version
    assert f"hipcc check (HIP {newest.hip_version}" in check_err and "k.cu  ok" in check_err


@pytest.mark.slow
def test_a_chosen_toolchain_decides_the_hip_with_or_without_check(tmp_path: Path) -> None:
    host = hip_lane("5.2")
    hip_lane("6.4")
    src = _tree(tmp_path)
    chosen = ("--hipcc-command", str(host.hipcc))
    translated = cass("translate", str(src / "k.cu"), "-q", *chosen)
    ported, summary, _ = _port(src, tmp_path / "out", *chosen)
    assert translated.stdout == ported and "__ballot(" in ported and "__ballot_sync" not in ported
    assert summary["hip_version"] == host.hip_version
    # --hip-version is for the translation alone: it wins over the toolchain's HIP.
    pinned, summary, _ = _port(src, tmp_path / "pinned", *chosen, "--hip-version", "6.4.3")
    assert "__ballot_sync(" in pinned and summary["hip_version"] == "6.4.3"


def test_a_hip_version_that_is_not_a_release_is_a_usage_error(tmp_path: Path) -> None:
    """Any text was taken as an unknown, very old HIP (`abc` gave HIP 5.0-era output)."""
    src = _tree(tmp_path)
    for argv in (["translate", str(src / "k.cu")], ["port", str(src), "--out-dir", str(tmp_path / "out")]):
        r = cass(*argv, "--hip-version", "abc")
        assert r.returncode == 2 and "Traceback" not in r.stderr
        assert "'abc' is not a HIP release" in r.stderr.strip().splitlines()[-1]
    assert not (tmp_path / "out").exists()


def test_help_says_what_the_default_hip_is() -> None:
    for command in ("translate", "port"):
        text = " ".join(cass(command, "--help").stdout.split())
        assert "default: the HIP of the toolchain in use" in text and "6.4.3" in text, command


@pytest.mark.slow
def test_the_hip_version_is_the_headers_not_a_package_databases(tmp_path: Path) -> None:
    """Issue 32 item 14. A keep-CUDA Makefile build runs cass-lsp where make runs, in the HIP 6.4
    root, with --hipcc-command /usr/bin/hipcc: the hipcc package there is 7.0.2, and the HIP was
    taken for 7.0.2 (the sources translated for it). hip_version.h says 6.4."""
    import os
    import sys

    tc = hip_lane("6.4")
    code = (
        "from cass_lsp.settings import ToolchainSettings\n"
        "from cass_lsp.toolchain.discovery import discover\n"
        "print(discover(ToolchainSettings(hipcc_command=['/usr/bin/hipcc'], targets=['gfx942'])).hip_version)\n"
    )
    repo = str(Path(__file__).resolve().parents[2])
    env = {**os.environ, "PYTHONPATH": repo, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    inside = subprocess.run(
        [*tc.hipcc_prefix, sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert inside.returncode == 0, inside.stderr[-2000:]
    assert inside.stdout.strip().startswith("6.4"), inside.stdout
