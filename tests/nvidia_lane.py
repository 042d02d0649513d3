"""HIP's NVIDIA platform for tests: the layer cass-lsp prepares (toolchain/nvidia_layer.py), made once
per test process in a folder of its own from Debian's HIP headers, and nvcc compiles through it
(compile only: these machines have no GPU). Skips with the reason where the headers, ``patch`` or
nvcc are missing."""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.toolchain import nvidia_layer
from cass_lsp.toolchain.gpus import NvidiaGpu
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.toolchain.nvidia_layer import NvidiaLayer
from cass_lsp.toolchain.process import ProcessResult
from cass_lsp.toolchain.run import RunLimits

ARCH = "sm_90"  # the GPU machine's (H100, H200)
# The program the run tests compare: eight squares, printed (tests/toolchain/data/hello.cu).
SQUARES = (Path(__file__).parent / "toolchain" / "data" / "hello.cu").read_text(encoding="utf-8")


def why_no_nvidia_run() -> str | None:
    """Why a HIP program cannot run on an NVIDIA GPU here (None where it can), read once."""
    from cass_lsp.toolchain.discovery import discover

    tc = discover(environ=dict(os.environ))
    if not tc.nvidia_gpus:
        return f"needs an NVIDIA GPU: {tc.nvidia_gpu_note}"
    if tc.nvcc is None:
        return "needs nvcc"
    if tc.nvidia_layer is None:
        return f"needs HIP's NVIDIA layer: {tc.nvidia_layer_note}"
    if tc.amd_gpus:
        return "an AMD GPU is present: runs use it"
    return None


def on_nvidia_gpu() -> list[pytest.MarkDecorator]:
    """The marks of a module of GPU tests: nvidia_gpu, slow, and skipped here with the reason."""
    why = why_no_nvidia_run()
    return [pytest.mark.nvidia_gpu, pytest.mark.slow, pytest.mark.skipif(why is not None, reason=why or "")]


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


H200 = NvidiaGpu("NVIDIA H200", "9.0")


def with_fake_h200(tc: Toolchain) -> Toolchain:
    """``tc`` as on the GPU machine: an H200 and no AMD GPU, with the prepared layer. Builds are real
    (nvcc compiles and links for sm_90 without a GPU); running needs a ``FakeGpu``."""
    return dataclasses.replace(tc, amd_gpus=(), nvidia_gpus=(H200,), nvidia_layer=layer(), nvidia_layer_note="")


class FakeGpu:
    """A ``run.Runner`` that runs nothing: each run of a built program gets the next scripted answer of
    its side (``cuda``: the original, ``hip``: the translation; a string is a clean exit with that
    stdout; a (stdout, trace) pair also writes the trace where trace mode asks for it), and what it
    was asked is recorded: (program, arguments, the files of its folder, env)."""

    def __init__(self, cuda: Sequence[ProcessResult | str | tuple[str, str]],
                 hip: Sequence[ProcessResult | str | tuple[str, str]]) -> None:  # fmt: skip
        self.scripts = {"cuda_reference": list(cuda), "hip_program": list(hip)}
        self.calls: list[tuple[str, list[str], list[str], dict[str, str]]] = []

    async def __call__(
        self, argv: Sequence[str], cwd: Path, limits: RunLimits, env: Mapping[str, str]
    ) -> ProcessResult:
        exe = Path(argv[0])
        assert exe.is_file() and os.access(exe, os.X_OK), "the program was built"
        self.calls.append((exe.name, list(argv[1:]), sorted(p.name for p in cwd.iterdir()), dict(env)))
        answer = self.scripts[exe.name].pop(0)
        if isinstance(answer, tuple):
            Path(env["CASS_TRACE_FILE"]).write_text(answer[1])
            answer = answer[0]
        if isinstance(answer, str):
            return ProcessResult(tuple(argv), 0, answer, "", 0.01)
        return answer
