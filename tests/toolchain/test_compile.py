"""Compiling with the real hipcc and nvcc, timeouts and cancellation (no process left behind)."""

from __future__ import annotations

import asyncio
import dataclasses
import shutil
import time

import pytest

from cass_lsp.toolchain import hip, nvidia
from cass_lsp.toolchain.process import run_async

from .helpers import processes_mentioning

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


@pytest.mark.parametrize("target_kind", ["rdna", "cdna"])
async def test_device_asm_per_target(hip_toolchain, data, tmp_path, target_kind):
    target = "gfx1100" if target_kind == "rdna" else hip_toolchain.cdna_target
    result = await hip.compile_device_asm(hip_toolchain, data / "saxpy.hip", target, output=tmp_path / "out.s")
    assert result.ok, result.process.stderr
    assert result.process.duration > 0
    assert f'"amdgcn-amd-amdhsa--{target}"' in result.asm_text
    assert "unused-command-line-argument" not in result.process.stderr
    assert ".loc" in result.asm_text  # line tables for the source map


async def test_a_program_build_leaves_nothing_in_tmpdir(hip_toolchain, tmp_path):
    # Debian's clang 15 (HIP 5.2) leaves two empty <source>-<hex> folders in TMPDIR for each build:
    # the run-and-compare builds one each time a document is checked on an AMD GPU.
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    tc = dataclasses.replace(hip_toolchain, environ={**hip_toolchain.environ, "TMPDIR": str(tmpdir)})
    source = tmp_path / "main.hip"
    source.write_text("#include <hip/hip_runtime.h>\n__global__ void k(int* p) { *p = 1; }\nint main() { return 0; }\n")
    result = await hip.build_executable(tc, source, "gfx1100", tmp_path / "main")
    assert result.ok, result.stderr
    assert (tmp_path / "main").is_file()
    assert sorted(p.name for p in tmpdir.iterdir()) == []


async def test_cu_file_compiles_as_hip(hip_toolchain, data, tmp_path):
    # A .cu suffix must still be compiled as HIP (-x hip), not as CUDA.
    src = tmp_path / "saxpy.cu"
    shutil.copy(data / "saxpy.hip", src)
    result = await hip.compile_device_asm(hip_toolchain, src, "gfx90a")
    assert result.ok, result.process.stderr


async def test_failed_compile_has_diagnostics(hip_toolchain, data, tmp_path):
    result = await hip.compile_device_asm(hip_toolchain, data / "diag_errors.hip", "gfx90a", output=tmp_path / "x.s")
    assert not result.ok and result.asm_text is None
    assert [d.severity for d in result.diagnostics()] == ["error"] * 5


async def test_cancelled_compile_leaves_no_process(hip_toolchain, data, tmp_path):
    src = tmp_path / "slow_cancel.hip"
    shutil.copy(data / "slow.hip", src)
    task = asyncio.create_task(hip.compile_device_asm(hip_toolchain, src, "gfx90a"))
    deadline = time.monotonic() + 20
    while not any("clang" in _cmd(p) for p in processes_mentioning(str(src))):
        assert time.monotonic() < deadline, "clang never started"
        await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.sleep(0.2)
    assert processes_mentioning(str(src)) == []


async def test_timeout_kills_the_group(hip_toolchain, data, tmp_path):
    src = tmp_path / "slow_timeout.hip"
    shutil.copy(data / "slow.hip", src)
    result = await hip.compile_device_asm(hip_toolchain, src, "gfx90a", timeout=1.0)
    assert result.process.timed_out and not result.ok
    await asyncio.sleep(0.2)
    assert processes_mentioning(str(src)) == []


async def test_run_async_output_cap():
    result = await run_async(["sh", "-c", "head -c 100000 /dev/zero"], max_output=1000)
    assert result.ok and len(result.stdout) == 1000 and result.truncated


async def test_sass_of_cuda_file(cuda_toolchain, data, tmp_path):
    result = await nvidia.sass_of(cuda_toolchain, data / "kernels.cu", "sm_89", output=tmp_path / "k.cubin")
    assert result.ok, result.compile.stderr
    assert result.listing.arch == "sm_89"
    assert {f.name for f in result.listing.functions} == {"staged", "fill"}


async def test_nvcc_errors_are_reported(cuda_toolchain, tmp_path):
    src = tmp_path / "bad.cu"
    src.write_text("__global__ void k() { undeclared(); }\n")
    result = await nvidia.sass_of(cuda_toolchain, src, "sm_80")
    assert not result.ok and "undeclared" in result.compile.stderr


def _cmd(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode()
    except OSError:
        return ""
