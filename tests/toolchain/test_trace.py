"""Trace mode (issue 42 item 5): each launch's buffers checksummed on both sides, the first kernel whose
results differ named. The trace files' comparison, the sources' instrumentation, the header built for
CUDA, HIP on NVIDIA and HIP on AMD, and the engine's wiring with a fake GPU; the GPU machine runs it for
real (test_run_nvidia.py)."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from cass_lsp.app.trace import instrument
from cass_lsp.core.hip_releases import HIP_5_2
from cass_lsp.toolchain import run, trace
from cass_lsp.toolchain.discovery import discover
from cass_lsp.translate import TranslateOptions, translate

DATA = Path(__file__).parent / "data" / "nvidia"
CUDA_TRACE = "0 fill 19 0 4096 aaaa\n0 fill 19 end\n1 scale 20 0 4096 aaaa\n1 scale 20 1 4096 bbbb\n1 scale 20 end\n"


def test_the_first_kernel_whose_buffers_differ() -> None:
    cuda = trace.parse(CUDA_TRACE)
    assert [(launch.kernel, launch.buffers) for launch in cuda] == [
        ("fill", {0: (4096, "aaaa")}),
        ("scale", {0: (4096, "aaaa"), 1: (4096, "bbbb")}),
    ]
    assert trace.first_difference(cuda, trace.parse(CUDA_TRACE)) is None
    hip = trace.parse(CUDA_TRACE.replace("1 4096 bbbb", "1 4096 cccc").replace(" 20 ", " 21 "))
    found = trace.first_difference(cuda, hip)
    assert found is not None and (found.launch, found.argument) == (1, 1)
    assert found.describe() == (
        "the first kernel whose results differ: scale (launch 2, CUDA line 20, HIP line 21): the buffer of"
        " argument 1 differs"
    )
    shorter = trace.first_difference(cuda, cuda[:1])
    assert shorter is not None and "only the CUDA original launched scale" in shorter.describe()
    other = trace.parse(CUDA_TRACE.replace("scale", "saxpy"))
    assert (
        "the CUDA original launched scale (line 20), the HIP program saxpy"
        in trace.first_difference(cuda, other).describe()
    )  # type: ignore[union-attr]
    assert trace.parse("garbage\n0 fill 19 end\n1 scale 20 0 40") == [trace.Launch(0, "fill", 19)]  # cut short


def test_each_launch_statement_is_followed_by_the_trace_call() -> None:
    text, count = instrument(
        "__global__ void k(float* p, int n);\nvoid f(float* p) {\n  k<<<1, 32>>>(p, 4);\n"
        "  if (p) k<<<2, 64, 0, 0>>>(p /* out */, 8);\n  auto g = [&] { k<<<1, 1>>>(p, 1); };\n}\n"
    )
    assert count == 3
    assert '  k<<<1, 32>>>(p, 4); cass_trace::after("k", 3, p, 4);\n' in text
    assert '  if (p) k<<<2, 64, 0, 0>>>(p /* out */, 8); cass_trace::after("k", 4, p, 8);\n' in text
    assert 'k<<<1, 1>>>(p, 1); cass_trace::after("k", 5, p, 1); };' in text


def test_the_traced_sources_the_gpu_test_runs_are_todays() -> None:
    """test_run_nvidia.py runs these on the GPU machine, which cannot translate or instrument."""
    source = (DATA / "two_kernels.cu").read_text()
    assert (DATA / "two_kernels.traced.cu").read_text() == instrument(source)[0]
    hip = translate(source, TranslateOptions(hip_version=HIP_5_2.version)).text
    assert (DATA / "two_kernels.traced.hip").read_text() == instrument(hip)[0]


@pytest.mark.slow
def test_the_header_builds_for_cuda_hip_on_nvidia_and_hip_on_amd(tmp_path: Path) -> None:
    from tests.lanes import compile_on_lane
    from tests.nvidia_lane import compile_on_nvidia

    cuda = subprocess.run(
        ["nvcc", "-arch=sm_90", "-include", str(trace.HEADER), str(DATA / "two_kernels.traced.cu"), "-o",
         str(tmp_path / "cuda")], capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert cuda.returncode == 0, cuda.stderr
    hip = tmp_path / "two_kernels.hip"
    hip.write_text((DATA / "two_kernels.traced.hip").read_text())
    compile_on_nvidia(hip, link=True, extra=["-include", str(trace.HEADER)])
    amd = tmp_path / "amd" / "two_kernels.hip"  # as -include reads it: first of all
    amd.parent.mkdir()
    amd.write_text(f'#include "{trace.HEADER}"\n' + hip.read_text())
    compile_on_lane("5.2", amd)


@pytest.mark.slow
def test_the_engine_names_the_kernel_from_both_runs_traces(tmp_path: Path) -> None:
    from tests.nvidia_lane import FakeGpu, with_fake_h200

    tc = with_fake_h200(discover(lane="host"))
    hip = tmp_path / "two_kernels.hip"
    hip.write_text((DATA / "two_kernels.traced.hip").read_text())
    out = "y[100..103] = 151.0 152.5 154.0 155.5\n"
    wrong = CUDA_TRACE.replace("1 4096 bbbb", "1 4096 cccc")
    gpu = FakeGpu(cuda=[(out, CUDA_TRACE), out], hip=[(out.replace("151.0", "149.0"), wrong)])
    spec = run.RunSpec(trace=True)
    outcome = asyncio.run(
        run.run_and_compare(tc, DATA / "two_kernels.traced.cu", hip, spec=spec, runner=gpu, workdir=tmp_path / "w")
    )
    assert outcome.status == "different" and outcome.traced, outcome.message
    assert outcome.trace is not None and outcome.trace.cuda is not None and outcome.trace.cuda.kernel == "scale"
    assert "Trace: the first kernel whose results differ: scale (launch 2" in outcome.message
    assert all(env["CASS_TRACE_FILE"].endswith("cass-trace.txt") for *_, env in gpu.calls)
