"""On an NVIDIA GPU (issue 42 item 4): the editor's run verdict for real. The server runs in process with
the toolchain discovery finds (on the GPU machine: an H200, nvcc, the prepared NVIDIA layer, no AMD
hipcc), runs on; a .cu file with main is opened, its translation built for HIP's NVIDIA platform and run
beside its CUDA original on the GPU: "run-equal"; then the user's own port beside it (`squares.hip`, the
translation with one operator changed) is opened: "run-different" on its main, with the first differing
line. (Changing the operator in the .cu changes the original too: equal, rightly.) Each verdict is
printed as the client received it (the device log
keeps it). Skipped elsewhere, with the reason.

With no conftest (the GPU machine runs it as .devcarry/nvlane/run.sh does, beside test_run_nvidia.py):

    python3 -m pytest -c pyproject.toml --noconftest -s -m nvidia_gpu tests/lsp/test_run_verdict_nvidia.py
"""

from __future__ import annotations

import json
from pathlib import Path

from lsprotocol import types
from pygls.protocol import default_converter

from cass_lsp.session import Session
from cass_lsp.toolchain.discovery import discover
from cass_lsp.translate import TranslateOptions, translate
from tests.lsp.conftest import VSCODE, initialize_params, open_document, prepare_client, wait_for_diagnostics
from tests.lsp.inprocess import connect
from tests.nvidia_lane import SQUARES, on_nvidia_gpu

pytestmark = on_nvidia_gpu()

PROGRAM = SQUARES
SETTINGS = {"compile": {"enabled": True, "debounceMs": 50}, "run": {"mode": "auto"}}


def _verdict(diagnostics) -> list[types.Diagnostic]:  # type: ignore[no-untyped-def]
    return [d for d in diagnostics if str(d.code or "").startswith("run-")]


def _received(diagnostic: types.Diagnostic) -> str:
    return json.dumps(default_converter().unstructure(diagnostic), indent=1)


async def test_the_verdict_on_a_file_is_equal_then_different_after_one_operator_changes(tmp_path: Path) -> None:
    client = connect(Session(discover_toolchain=discover))
    prepare_client(client)
    await client.initialize_session(initialize_params(VSCODE.name, tmp_path, SETTINGS))
    try:
        uri = open_document(client, tmp_path / "squares.cu", PROGRAM)
        diagnostics = await wait_for_diagnostics(client, uri, lambda ds: bool(_verdict(ds)), timeout=240)
        [equal] = _verdict(diagnostics)
        print("the verdict as ported:", _received(equal))
        assert equal.code == "run-equal", equal.message
        assert equal.data["platform"] == "nvidia"

        # The port made deliberately wrong: the user's own HIP file beside the CUDA original, one
        # operator changed; it runs as written, against the original (an edit of the .cu changes both).
        wrong = translate(PROGRAM, TranslateOptions(hip_version="5.2.3")).text.replace(
            "threadIdx.x * threadIdx.x", "threadIdx.x + threadIdx.x"
        )
        hip_uri = open_document(client, tmp_path / "squares.hip", wrong)
        diagnostics = await wait_for_diagnostics(client, hip_uri, lambda ds: bool(_verdict(ds)), timeout=240)
        [different] = _verdict(diagnostics)
        print("the verdict with one operator changed:", _received(different))
        assert different.code == "run-different", different.message
        assert different.severity == types.DiagnosticSeverity.Warning
        assert different.range.start.line == wrong.splitlines().index("int main() {")
        assert "expected '1: 1', got '1: 2'" in different.message
    finally:
        await client.shutdown_session()
