"""HIP's NVIDIA platform for tests: the layer cass-lsp prepares (toolchain/nvidia_layer.py), made once
per test process in a folder of its own from Debian's HIP headers, and nvcc compiles through it
(compile only: these machines have no GPU). Skips with the reason where the headers, ``patch`` or
nvcc are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.toolchain import nvidia_layer
from cass_lsp.toolchain.nvidia_layer import NvidiaLayer

ARCH = "sm_90"  # the GPU machine's (H100, H200)


@cache
def _layer() -> NvidiaLayer | str:
    if shutil.which("nvcc") is None:
        return "nvcc not found (HIP's NVIDIA platform compiles with it)"
    cache_home = tempfile.mkdtemp(prefix="cass-test-hip-nvidia-")
    try:
        return nvidia_layer.prepare({**os.environ, "XDG_CACHE_HOME": cache_home})
    except nvidia_layer.PrepareError as exc:
        return str(exc)


def layer() -> NvidiaLayer:
    """The prepared layer, or skip with why it cannot be made here."""
    found = _layer()
    if isinstance(found, str):
        pytest.skip(f"HIP's NVIDIA platform: {found}")
    return found


def nvcc_on_nvidia(
    source: Path, *, output: Path | None = None, extra: Sequence[str] = (), link: bool = False
) -> subprocess.CompletedProcess[str]:
    """nvcc of a HIP file for the NVIDIA platform (an object, or with ``link`` an executable)."""
    found = layer()
    out = output or source.with_suffix(".out" if link else ".o")
    argv = ["nvcc", *found.nvcc_flags(ARCH), *extra, *([] if link else ["-c"]), "-x", "cu", str(source), "-o", str(out)]
    return subprocess.run(argv, capture_output=True, text=True, cwd=source.parent, timeout=600)


def compile_on_nvidia(source: Path, **kw) -> None:  # type: ignore[no-untyped-def]
    done = nvcc_on_nvidia(source, **kw)
    assert done.returncode == 0, done.stdout + done.stderr
