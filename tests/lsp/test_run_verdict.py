"""The run verdict in the editor (issue 42 item 4), in process: a file with main is compiled in the
background, then built for the GPU there is (an NVIDIA GPU here, through HIP's NVIDIA platform,
for which the document is translated again for the HIP that layer declares) and run beside its CUDA
original; the verdict is a diagnostic on the file and the status item's. The compilers are real
(hipcc for the background build, nvcc for both programs); only the GPU that runs them is a
``FakeGpu``, since this machine has none."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from cass_lsp.session import Session
from cass_lsp.toolchain.discovery import discover
from cass_lsp.translate import TranslateOptions, translate
from tests.lanes import hip_lane
from tests.lsp.compile_fixtures import COMPILE_SETTINGS
from tests.lsp.conftest import VSCODE, initialize_params, open_document, prepare_client, wait_for_diagnostics
from tests.lsp.inprocess import connect
from tests.nvidia_lane import SQUARES, FakeGpu, with_fake_h200

pytestmark = pytest.mark.slow

PROGRAM = SQUARES
SQUARES = "".join(f"{i}: {i * i}\n" for i in range(8))


async def _client(root: Path, lane: str, gpu: FakeGpu, run: dict | None = None) -> LanguageClient:
    hipcc = hip_lane(lane)

    def discovered(settings):  # type: ignore[no-untyped-def]
        return with_fake_h200(discover(settings))

    session = Session(discover_toolchain=discovered)
    session.builds.runner = gpu
    client = connect(session)
    prepare_client(client)
    client.workspace_root = root  # type: ignore[attr-defined]
    toolchain = {"hipccCommand": [*hipcc.hipcc_prefix, str(hipcc.hipcc)], "targets": [hipcc.targets[0]]}
    settings = {**COMPILE_SETTINGS, "toolchain": toolchain, "run": {"mode": "auto", **(run or {})}}
    await client.initialize_session(initialize_params(VSCODE.name, root, settings))
    return client


async def status_of(client: LanguageClient) -> dict:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command="cass.status"))


def _verdict(diagnostics: list[types.Diagnostic]) -> list[types.Diagnostic]:
    return [d for d in diagnostics if str(d.code or "").startswith("run-")]


async def test_a_different_output_is_a_warning_on_main_with_the_first_differing_line(tmp_path: Path) -> None:
    gpu = FakeGpu(cuda=[SQUARES, SQUARES], hip=[SQUARES.replace("5: 25", "5: 24")])
    client = await _client(tmp_path, "5.2", gpu)
    try:
        uri = open_document(client, tmp_path / "squares.cu", PROGRAM)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=300)
        [verdict] = _verdict(diagnostics)
        assert verdict.code == "run-different" and verdict.severity == types.DiagnosticSeverity.Warning
        assert verdict.range.start.line == PROGRAM.splitlines().index("int main() {")
        assert "HIP output on NVIDIA H200 (sm_90, HIP's NVIDIA platform) differs from the CUDA original" in (
            verdict.message
        )
        assert "expected '5: 25', got '5: 24'" in verdict.message and "- 5: 25\n+ 5: 24" in verdict.message
        assert verdict.data["platform"] == "nvidia"
        assert [c[0] for c in gpu.calls] == ["cuda_reference", "hip_program", "cuda_reference"]
        status = await status_of(client)
        assert status["run"]["platform"] == "nvidia" and status["run"]["gpu"] == "NVIDIA H200 (sm_90)"
        assert status["run"]["latest"]["verdict"] == "different" and status["run"]["latest"]["file"] == "squares.cu"
    finally:
        await client.shutdown_session()


async def test_equal_once_timing_is_masked_is_information(tmp_path: Path) -> None:
    gpu = FakeGpu(cuda=[SQUARES + "kernel: 0.11 ms\n"], hip=[SQUARES + "kernel: 0.19 ms\n"])
    client = await _client(tmp_path, "5.2", gpu, {"args": ["8"]})
    try:
        uri = open_document(client, tmp_path / "squares.cu", PROGRAM)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=300)
        [verdict] = _verdict(diagnostics)
        assert verdict.code == "run-equal-masked" and verdict.severity == types.DiagnosticSeverity.Information
        assert "2 line(s) masked" in verdict.message
        assert [c[1] for c in gpu.calls] == [["8"], ["8"]]  # the same arguments on both sides
    finally:
        await client.shutdown_session()


async def test_a_build_that_fails_on_nvidia_is_on_the_cuda_line(tmp_path: Path) -> None:
    """The background build is HIP 6.4's, which has hipLimitStackSize; the run translates for the NVIDIA
    layer's HIP 5.2, which has not: nvcc's first error lands on the CUDA line that asked for it."""
    source = PROGRAM.replace(
        "  int* d = nullptr;\n", "  int* d = nullptr;\n  cudaDeviceSetLimit(cudaLimitStackSize, 4096);\n"
    )
    gpu = FakeGpu(cuda=[SQUARES], hip=[])
    client = await _client(tmp_path, "6.4", gpu)
    try:
        uri = open_document(client, tmp_path / "limits.cu", source)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=300)
        [verdict] = _verdict(diagnostics)
        assert verdict.code == "run-build-failed", verdict.message
        assert verdict.range.start.line == source.splitlines().index("  cudaDeviceSetLimit(cudaLimitStackSize, 4096);")
        assert "hipLimitStackSize" in verdict.message and "hipLimitStackSize" in verdict.data["error"]["message"]
    finally:
        await client.shutdown_session()


async def test_without_an_amd_hipcc_the_program_still_runs_on_the_nvidia_gpu(tmp_path: Path) -> None:
    """A machine with an NVIDIA GPU and no ROCm: nothing compiles for AMD (the user is told once), but
    the translation is still built for HIP's NVIDIA platform and run beside its original."""
    gpu = FakeGpu(cuda=[SQUARES], hip=[SQUARES])

    def discovered(settings):  # type: ignore[no-untyped-def]
        tc = discover(settings)
        return with_fake_h200(dataclasses.replace(tc, hipcc=None, hipcc_prefix=(), hip_version=None, lane=""))

    session = Session(discover_toolchain=discovered)
    session.builds.runner = gpu
    client = connect(session)
    prepare_client(client)
    await client.initialize_session(initialize_params(VSCODE.name, tmp_path, COMPILE_SETTINGS))
    try:
        uri = open_document(client, tmp_path / "squares.cu", PROGRAM)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=300)
        [verdict] = _verdict(diagnostics)
        assert verdict.code == "run-equal", verdict.message
        assert verdict.data["platform"] == "nvidia"
        assert [c[0] for c in gpu.calls] == ["cuda_reference", "hip_program"]
        assert any("background HIP compile is off" in m.message for m in client.messages)
    finally:
        await client.shutdown_session()


async def test_the_users_own_hip_port_beside_its_cuda_original_is_run_against_it(tmp_path: Path) -> None:
    """A `.hip` with main beside its `.cu` (the user's port, edited by hand): it runs as written against
    the CUDA original, and the verdict is on the HIP file. Before: HIP documents were never run."""
    (tmp_path / "squares.cu").write_text(PROGRAM)
    port = translate(PROGRAM, TranslateOptions(hip_version="5.2.3")).text.replace(
        "threadIdx.x * threadIdx.x", "threadIdx.x + threadIdx.x"
    )
    gpu = FakeGpu(cuda=[SQUARES, SQUARES], hip=[SQUARES.replace("2: 4", "2: 5")])
    client = await _client(tmp_path, "5.2", gpu)
    try:
        uri = open_document(client, tmp_path / "squares.hip", port)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=300)
        [verdict] = _verdict(diagnostics)
        assert verdict.code == "run-different", verdict.message
        assert verdict.range.start.line == port.splitlines().index("int main() {")
        assert [c[0] for c in gpu.calls][:2] == ["cuda_reference", "hip_program"]
    finally:
        await client.shutdown_session()
