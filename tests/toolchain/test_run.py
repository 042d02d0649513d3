"""Run-and-compare: the comparison and the limits for real; GPU runs where a GPU exists."""

from __future__ import annotations

import asyncio
import dataclasses
import shutil
import sys
import time
from pathlib import Path

import pytest

from cass_lsp.toolchain import run
from cass_lsp.toolchain.discovery import AmdGpu, NvidiaGpu, Toolchain, discover
from cass_lsp.toolchain.process import ProcessResult
from cass_lsp.toolchain.run import RunLimits, compare_outputs, run_program
from tests.nvidia_lane import FakeGpu, with_fake_h200

from .helpers import processes_mentioning


def test_compare_equal_and_line_endings():
    assert compare_outputs("a\nb\n", "a\nb\n").equal
    assert compare_outputs("a\r\nb\r\n", "a\nb").equal  # CRLF and a missing final newline forgiven
    assert compare_outputs("", "").equal


def test_compare_first_difference():
    c = compare_outputs("sum = 100\nok\n", "sum = 1o0\nok\n")
    assert (c.line, c.column) == (1, 8)
    assert "line 1, column 8" in c.describe() and "'sum = 100'" in c.describe()
    short = compare_outputs("a\nb\nc\n", "a\nb\n")
    assert (short.line, short.actual_line, short.expected_line) == (3, None, "c")
    assert "ends at line 3" in short.describe()
    extra = compare_outputs("a\n", "a\nwarp 32\n")
    assert extra.line == 2 and "extra output" in extra.describe()
    prefix = compare_outputs("abc\n", "abcdef\n")
    assert (prefix.line, prefix.column) == (1, 4)


def test_expected_output_file_name(data):
    assert run.expected_output_path(data / "hello.cu") == data / "hello.cu.expected"


def _limits(**kw) -> RunLimits:
    return RunLimits(**{"timeout": 5.0, **kw})


@pytest.mark.slow
async def test_program_runs_with_clean_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("CASS_SECRET_TOKEN", "should-not-leak")
    monkeypatch.setenv("HIP_VISIBLE_DEVICES", "0")
    env = run.clean_environment(dict(__import__("os").environ), tmp_path)
    result = await run_program(
        [sys.executable, "-c", "import os; print(sorted(os.environ))"], cwd=tmp_path, limits=_limits(), env=env
    )
    assert result.ok
    names = eval(result.stdout)
    assert "CASS_SECRET_TOKEN" not in names and "HIP_VISIBLE_DEVICES" in names and "HOME" in names


@pytest.mark.slow
async def test_timeout_and_process_group(tmp_path):
    marker = f"cass-run-test-{time.monotonic_ns()}"
    script = f"sleep 30 & sleep 30; echo {marker}"
    result = await run_program(
        ["sh", "-c", script], cwd=tmp_path, limits=_limits(timeout=0.5), env=run.clean_environment({}, tmp_path)
    )
    assert result.timed_out and marker not in result.stdout  # killed before the first sleep ended
    await asyncio.sleep(0.1)
    assert processes_mentioning(marker) == []


@pytest.mark.slow
async def test_cpu_and_output_limits(tmp_path):
    busy = await run_program(
        [sys.executable, "-c", "while True: pass"],
        cwd=tmp_path,
        limits=_limits(timeout=20, cpu_seconds=1),
        env=run.clean_environment({}, tmp_path),
    )
    assert not busy.ok and not busy.timed_out and busy.returncode < 0  # SIGXCPU/SIGKILL from RLIMIT_CPU
    chatty = await run_program(
        [sys.executable, "-c", "print('x' * 100000)"],
        cwd=tmp_path,
        limits=_limits(output_bytes=4096),
        env=run.clean_environment({}, tmp_path),
    )
    assert chatty.truncated and len(chatty.stdout) == 4096


@pytest.mark.slow
async def test_file_size_limit(tmp_path):
    code = "open('big', 'wb').write(b'x' * 5_000_000)"
    result = await run_program(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        limits=_limits(file_bytes=1_000_000),
        env=run.clean_environment({}, tmp_path),
    )
    assert not result.ok  # SIGXFSZ or an OSError
    assert (tmp_path / "big").stat().st_size <= 1_000_000


async def test_without_amd_gpu_running_is_skipped_with_reason(data):
    tc = discover()
    if tc.amd_gpus:
        pytest.skip("an AMD GPU is present: the skip path does not apply")
    outcome = await run.run_and_compare(tc, data / "hello.cu", data / "hello.cu", mode="auto")
    assert outcome.status == "skipped"
    assert "no AMD GPU" in outcome.message and tc.amd_gpu_note in outcome.message
    never = await run.run_and_compare(tc, data / "hello.cu", data / "hello.cu", mode="never")
    assert never.status == "skipped" and "never" in never.message


async def test_reference_from_expected_file(data, tmp_path):
    tc = discover()
    if tc.nvidia_gpus:
        pytest.skip("an NVIDIA GPU is present: the reference is a real run (test_nvidia_reference_run)")
    ref = await run.reference_output(tc, data / "hello.cu", workdir=tmp_path, limits=_limits())
    assert ref.text == (data / "hello.cu.expected").read_text() and ref.origin == "hello.cu.expected"
    lone = tmp_path / "lone.cu"
    lone.write_text("int main() { return 0; }\n")
    none = await run.reference_output(tc, lone, workdir=tmp_path, limits=_limits())
    assert none.text is None and "lone.cu.expected" in none.origin


def _nvidia_gpu_reason() -> str | None:
    tc = discover()
    if not tc.nvidia_gpus:
        return f"needs an NVIDIA GPU: {tc.nvidia_gpu_note}"
    if tc.nvcc is None:
        return "needs nvcc"
    return None


@pytest.mark.nvidia_gpu
@pytest.mark.skipif(_nvidia_gpu_reason() is not None, reason=_nvidia_gpu_reason() or "")
def test_nvidia_reference_run(data, tmp_path):
    """The CUDA reference run on a real NVIDIA GPU, compared with the expected file.

    Synchronous (asyncio.run), so it also runs under a bare pytest on the GPU machine:
    ``python -m pytest -c /dev/null --rootdir=. -m nvidia_gpu tests/toolchain/test_run.py``.
    """
    tc = discover()
    src = tmp_path / "hello.cu"
    shutil.copy(data / "hello.cu", src)  # no .expected beside it: the output must come from the GPU
    ref = asyncio.run(run.reference_output(tc, src, workdir=tmp_path, limits=_limits(timeout=60)))
    assert ref.text is not None, f"{ref.origin}: {ref.process.stderr if ref.process else ''}"
    assert ref.origin.startswith("nvcc run on ")
    comparison = compare_outputs((data / "hello.cu.expected").read_text(), ref.text)
    assert comparison.equal, comparison.describe()
    wrong = compare_outputs(ref.text, ref.text.replace("49", "48"))
    assert not wrong.equal and wrong.line == 8


def _amd_gpu_reason() -> str | None:
    tc = discover()
    if not tc.amd_gpus:
        return f"needs an AMD GPU: {tc.amd_gpu_note}"
    return None


@pytest.mark.amd_gpu
@pytest.mark.skipif(_amd_gpu_reason() is not None, reason=_amd_gpu_reason() or "")
def test_amd_run_and_compare(data, tmp_path):
    """Build the translated program with hipcc for the detected GPU, run it, compare."""
    from cass_lsp.translate import translate

    tc = discover()
    hip_src = tmp_path / "hello.hip"
    hip_src.write_text(translate((data / "hello.cu").read_text()).text)
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_src, mode="auto", limits=_limits(timeout=60)))
    assert outcome.status == "equal", outcome.message


def test_rocm_library_path_only_for_separate_rocm(tmp_path):
    tc = discover()
    assert run._rocm_library_path(tc) == ({} if tc.rocm_path in (None, Path("/usr")) else run._rocm_library_path(tc))


# ---- one engine for both GPUs: the NVIDIA platform, with a fake GPU runner --------------------------
# The builds are real (nvcc here compiles and links for sm_90 without a GPU); only the process that runs
# a built program is a test double, since no GPU is here (test_run_nvidia.py runs it for real there).

SQUARES = "".join(f"{i}: {i * i}\n" for i in range(8))


def _on_nvidia() -> Toolchain:
    tc = discover(lane="host")
    if tc.nvcc is None:
        pytest.skip("needs nvcc")
    return with_fake_h200(tc)


def _hip_of(data: Path, folder: Path, version: str, *, broken: bool = False) -> Path:
    from cass_lsp.translate import TranslateOptions, translate

    text = translate((data / "hello.cu").read_text(), TranslateOptions(hip_version=version)).text
    if broken:
        text = text.replace("cudaFree", "hipFree").replace("hipFree(d);", "hipFree(d) + undeclared_name;")
    (folder / "hello.hip").write_text(text)
    return folder / "hello.hip"


@pytest.mark.slow
def test_the_platform_is_the_gpu_there_is() -> None:
    tc = discover(lane="host")
    base = dataclasses.replace(tc, amd_gpus=(), nvidia_gpus=(), nvidia_layer=None)
    assert run.choose_platform(base, "auto")[0] is None
    assert "no NVIDIA GPU" in run.choose_platform(base, "auto")[1]
    nvidia = dataclasses.replace(base, nvidia_gpus=(NvidiaGpu("NVIDIA H200", "9.0"),), nvidia_layer_note="not ready")
    platform, reason = run.choose_platform(nvidia, "auto")
    assert platform is None and "not ready" in reason
    assert run.choose_platform(nvidia, "never")[0] is None
    if tc.has_hip:
        both = dataclasses.replace(nvidia, amd_gpus=(AmdGpu("gfx942"),))
        assert run.choose_platform(both, "auto") == ("amd", "")  # an AMD GPU first


@pytest.mark.slow
def test_on_nvidia_both_run_with_the_same_arguments_and_inputs(data, tmp_path):
    tc = _on_nvidia()
    hip_source = _hip_of(data, tmp_path, tc.nvidia_layer.hip_version)
    (tmp_path / "input.txt").write_text("8\n")
    gpu = FakeGpu(cuda=[SQUARES + "time 1.2 ms\n"], hip=[SQUARES + "time 1.9 ms\n"])
    spec = run.RunSpec(args=("--n", "8"), inputs=(tmp_path / "input.txt",), limits=_limits(timeout=30))
    outcome = asyncio.run(
        run.run_and_compare(tc, data / "hello.cu", hip_source, spec=spec, runner=gpu, workdir=tmp_path / "w")
    )
    assert outcome.status == "equal-masked" and outcome.platform == "nvidia", outcome.message
    assert "matches the CUDA original run on NVIDIA H200 (sm_90) once masked" in outcome.message
    assert [(name, args, files) for name, args, files, _ in gpu.calls] == [
        ("cuda_reference", ["--n", "8"], ["input.txt"]),
        ("hip_program", ["--n", "8"], ["input.txt"]),
    ]
    assert all("CASS_SECRET" not in env and env["HOME"] for *_, env in gpu.calls)


@pytest.mark.slow
def test_on_nvidia_a_difference_and_a_nondeterministic_original(data, tmp_path):
    tc = _on_nvidia()
    hip_source = _hip_of(data, tmp_path, tc.nvidia_layer.hip_version)
    wrong = SQUARES.replace("3: 9", "3: 8")
    gpu = FakeGpu(cuda=[SQUARES, SQUARES], hip=[wrong])
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_source, runner=gpu, workdir=tmp_path / "a"))
    assert outcome.status == "different", outcome.message
    assert (outcome.comparison.line, outcome.comparison.actual_line) == (4, "3: 8")
    assert [c[0] for c in gpu.calls] == ["cuda_reference", "hip_program", "cuda_reference"]  # the original again
    noisy = FakeGpu(cuda=[SQUARES, SQUARES.replace("7: 49", "7: 50")], hip=[wrong])
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_source, runner=noisy, workdir=tmp_path / "b"))
    assert outcome.status == "nondeterministic" and "printed differently when run again" in outcome.message
    slow = FakeGpu(cuda=[SQUARES], hip=[ProcessResult(("x",), -9, "", "", 10.0, timed_out=True)])
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_source, runner=slow, workdir=tmp_path / "c"))
    assert outcome.status == "timed-out"
    crash = FakeGpu(cuda=[SQUARES], hip=[ProcessResult(("x",), 134, "", "an illegal memory access", 0.1)])
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_source, runner=crash, workdir=tmp_path / "d"))
    assert outcome.status == "failed" and "an illegal memory access" in outcome.message


@pytest.mark.slow
def test_on_nvidia_a_translation_that_does_not_build(data, tmp_path):
    tc = _on_nvidia()
    hip_source = _hip_of(data, tmp_path, tc.nvidia_layer.hip_version, broken=True)
    gpu = FakeGpu(cuda=[SQUARES], hip=[])
    outcome = asyncio.run(run.run_and_compare(tc, data / "hello.cu", hip_source, runner=gpu, workdir=tmp_path / "w"))
    assert outcome.status == "build-failed" and outcome.error is not None, outcome.message
    assert outcome.error.file.endswith("hello.hip") and "undeclared_name" in outcome.error.message
    line = hip_source.read_text().splitlines()[outcome.error.line - 1]
    assert "undeclared_name" in line
