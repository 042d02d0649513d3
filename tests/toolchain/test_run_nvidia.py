"""On an NVIDIA GPU (issue 42): the run engine builds the HIP translation for HIP's NVIDIA platform and
runs it beside its CUDA original for real, and the compat header's answers are CUDA's. Skipped
elsewhere, with the reason.

Self-contained (no fixture of a conftest, no translator: the GPU machine has neither pygls nor
tree-sitter), so that the GPU machine runs it with a bare pytest from a copy of the package and
the tests (.devcarry/nvlane/run.sh):

    python3 -m pytest --noconftest -p no:cacheprovider -m nvidia_gpu tests/toolchain/test_run_nvidia.py
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from cass_lsp.toolchain import run
from cass_lsp.toolchain.discovery import discover
from tests.nvidia_lane import on_nvidia_gpu

DATA = Path(__file__).parent / "data"


pytestmark = on_nvidia_gpu()


def _compare(cuda: Path, hip: Path, work: Path) -> run.RunOutcome:
    tc = discover(environ=dict(os.environ))
    spec = run.RunSpec(limits=run.RunLimits(timeout=60))
    return asyncio.run(run.run_and_compare(tc, cuda, hip, spec=spec, workdir=work))


def test_the_translation_prints_what_the_original_prints(tmp_path: Path) -> None:
    outcome = _compare(DATA / "hello.cu", DATA / "nvidia" / "hello.hip", tmp_path)
    assert outcome.status == "equal" and outcome.platform == "nvidia", outcome.message
    assert outcome.reference is not None and outcome.reference.origin.startswith("the CUDA original run on ")


def test_a_changed_operator_is_different(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.hip"
    text = (DATA / "nvidia" / "hello.hip").read_text()
    wrong.write_text(text.replace("threadIdx.x * threadIdx.x", "threadIdx.x + threadIdx.x"))
    outcome = _compare(DATA / "hello.cu", wrong, tmp_path / "w")
    assert outcome.status == "different", outcome.message
    assert outcome.comparison is not None
    assert (outcome.comparison.line, outcome.comparison.expected_line, outcome.comparison.actual_line) == (
        2,
        "1: 1",
        "1: 2",
    )


def test_the_compat_headers_answers_are_cudas(tmp_path: Path) -> None:
    """hipGetDeviceProperties' fields the layer leaves unset, attributes it does not map, the legacy votes,
    hipLaunchHostFunc and the typed hipMallocAsync, against CUDA's own answers on the same GPU."""
    outcome = _compare(DATA / "nvidia" / "compat_values.cu", DATA / "nvidia" / "compat_values.hip", tmp_path)
    assert outcome.status == "equal", f"{outcome.message}\n{outcome.comparison and outcome.comparison.context_text()}"
    assert outcome.run is not None and "host function 42" in outcome.run.stdout
    print(outcome.run.stdout)  # recorded in the device log


def test_a_timeout_is_timed_out(tmp_path: Path) -> None:
    spin = tmp_path / "spin.hip"
    spin.write_text(
        "#include <hip/hip_runtime.h>\n__global__ void spin(volatile int* f) { while (*f == 0) {} }\n"
        "int main() { int* f; hipMalloc(&f, 4); hipMemset(f, 0, 4); spin<<<1, 1>>>(f); hipDeviceSynchronize();"
        " return 0; }\n"
    )
    tc = discover(environ=dict(os.environ))
    spec = run.RunSpec(limits=run.RunLimits(timeout=5))
    outcome = asyncio.run(run.run_and_compare(tc, DATA / "hello.cu", spin, spec=spec, workdir=tmp_path / "w"))
    assert outcome.status == "timed-out", outcome.message


def test_trace_mode_names_the_kernel_that_computes_something_else(tmp_path: Path) -> None:
    """Both traced programs (two_kernels.traced.*, made by cass-lsp trace's instrumentation): every launch
    agrees; with the second kernel's + made -, the trace names that kernel and its output argument."""
    tc = discover(environ=dict(os.environ))
    spec = run.RunSpec(limits=run.RunLimits(timeout=60), trace=True)
    cuda, hip = DATA / "nvidia" / "two_kernels.traced.cu", DATA / "nvidia" / "two_kernels.traced.hip"
    same = asyncio.run(run.run_and_compare(tc, cuda, hip, spec=spec, workdir=tmp_path / "same"))
    assert same.status == "equal" and same.traced and same.trace is None, same.message
    assert "Trace: all 2 kernel launches agree." in same.message
    wrong = tmp_path / "wrong.hip"
    wrong.write_text(hip.read_text().replace("a * x[i] + 1.0f", "a * x[i] - 1.0f"))
    differs = asyncio.run(run.run_and_compare(tc, cuda, wrong, spec=spec, workdir=tmp_path / "wrong"))
    assert differs.status == "different" and differs.trace is not None, differs.message
    assert differs.trace.cuda is not None and differs.trace.cuda.kernel == "scale" and differs.trace.argument == 1
