"""A full disk (issue 41 item 3): port says what failed (a write), keeps the last good report and
exits 1. A real full file system: a small tmpfs, mounted in a mount namespace of the test's own
(``unshare -m``, as root), so nothing outside the test sees it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

# Run inside the namespace: mount the tmpfs, port once, fill the disk but for 24 KB, change the
# source so that its translation and the report no longer fit, port again.
DRIVER = r"""
import json, os, subprocess, sys
disk, src, *cli = sys.argv[1:]
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", disk], check=True)
out = os.path.join(disk, "out")
report = os.path.join(out, "cass-port-report.json")

def port():
    r = subprocess.run([*cli, "port", src, "--out-dir", out, "--progress", "never", "--hip-version", "6.4.3"],
                       capture_output=True, text=True)
    return {"rc": r.returncode, "stdout": r.stdout, "stderr": r.stderr}

first = port()
before = open(report).read()
st = os.statvfs(disk)
with open(os.path.join(disk, "filler"), "wb") as f:
    f.write(b"\0" * (st.f_bavail * st.f_frsize - 24 * 1024))
with open(os.path.join(src, "big.cu"), "a") as f:
    f.write("// " + "x" * 60000 + "\n")
second = port()
print(json.dumps({"first": first, "second": second, "before": before, "after": open(report).read()}))
"""


def _namespaces() -> bool:
    if shutil.which("unshare") is None or os.geteuid() != 0:
        return False
    return subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _namespaces(), reason="needs root and `unshare -m` to mount a small tmpfs privately")
def test_a_full_disk_says_what_failed_keeps_the_last_report_and_exits_1(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    # Many findings: a report larger than what is left on the disk.
    body = "\n".join(f"  o[threadIdx.x & 31] = {n};" for n in range(300))
    (src / "big.cu").write_text(f"__global__ void k(int* o) {{\n{body}\n}}\n")
    disk = tmp_path / "disk"
    disk.mkdir()
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": os.pathsep.join(sys.path)}
    run = subprocess.run(
        ["unshare", "-m", sys.executable, "-c", DRIVER, str(disk), str(src), sys.executable, "-m", "cass_lsp"],
        capture_output=True, text=True, env=env, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout)
    assert result["first"]["rc"] == 0, result["first"]["stderr"]
    second = result["second"]
    assert second["rc"] == 1, second
    assert "big.cu: skipped: cannot write big.hip: No space left on device" in second["stderr"]
    assert "cannot read" not in second["stderr"]  # it said "cannot read: No space left on device"
    assert "cass-port-report.json: No space left on device; the disk is full: free some space" in second["stderr"]
    assert result["after"] == result["before"] and len(result["after"]) > 24 * 1024  # not 0 bytes
    assert "every finding is in" not in second["stderr"] and "report: not written" in second["stdout"]
