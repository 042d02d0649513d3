"""The background hipcc check through the server, with the real toolchain: in process (VS Code's
capabilities; related information off in its own test), the first test also through the server
process, and the missing toolchain through a process whose PATH has no hipcc."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from cass_lsp.toolchain.discovery import discover
from tests.lanes import hip_lane
from tests.lsp.compile_fixtures import (
    COMPILE_SETTINGS,
    compiled_versions,
    compiling_client,
    hipcc_diagnostics,
    wait_for_log,
)
from tests.lsp.conftest import (
    VSCODE,
    VSCODE_PROCESS,
    SharedBuilds,
    initialize_params,
    open_client,
    open_document,
    wait_for_diagnostics,
)
from tests.toolchain.helpers import processes_mentioning

pytestmark = pytest.mark.slow

MISSING = """\
#include <cstdio>

__global__ void reduce_warp(int* out) {
    int v = threadIdx.x;
    int s = v; __nanosleep(100);
    out[threadIdx.x] = s;
}

int main() {
    int* d;
    cudaMalloc(&d, 32 * sizeof(int));
    reduce_warp<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    printf("%d\\n", 1);
    return 0;
}
"""


@pytest.fixture(params=[VSCODE], ids=str)
async def client(request, shared_builds: SharedBuilds):
    # The host's hipcc (Debian's HIP 5.2), whose diagnostics these tests expect, pinned: with
    # nothing chosen the newest HIP found (the 6.4 root) is in use. MISSING, the first version of
    # three tests' documents, is compiled once; what each compiles after it is new text. One target:
    # nothing here depends on a second (merging across targets: tests/toolchain/test_pipeline.py).
    # No SASS in process either: these are hipcc's diagnostics (SASS: test_kernel_hover.py).
    toolchain = {"hipccCommand": [str(hip_lane("5.2").hipcc)], "targets": ["gfx1100"]}
    settings = {**COMPILE_SETTINGS, "toolchain": toolchain}
    async with compiling_client(request.param, shared_builds.workspace, settings, shared_builds.cache, sass=False) as c:
        yield c


@pytest.mark.parametrize("client", [VSCODE, VSCODE_PROCESS], indirect=True, ids=str)
async def test_missing_hip_construct_is_an_error_on_its_cuda_line(client: LanguageClient):
    path = client.workspace_root / "missing.cu"
    uri = open_document(client, path, MISSING)
    diags = await wait_for_diagnostics(client, uri, lambda ds: any(d.source == "hipcc" for d in ds), timeout=90)
    errors = [d for d in diags if d.source == "hipcc"]
    assert len(errors) == 1
    error = errors[0]
    assert error.severity == types.DiagnosticSeverity.Error
    assert error.range.start.line == 4 and error.code == "undeclared_var_use"
    assert "__nanosleep" in error.message
    assert error.range.start.character == MISSING.splitlines()[4].index("__nanosleep")
    assert "__nanosleep" in error.data["output"] and error.data["rendered"]
    assert error.data["targets"] == ["gfx1100"]
    # The program has main(); without an AMD GPU one information message says running was skipped.
    if not discover().amd_gpus:
        deadline = asyncio.get_running_loop().time() + 10
        while not [m for m in client.messages if "running the HIP program was skipped" in m.message]:
            assert asyncio.get_running_loop().time() < deadline, [m.message for m in client.messages]
            await asyncio.sleep(0.02)
        notices = [m for m in client.messages if "running the HIP program was skipped" in m.message]
        assert len(notices) == 1 and notices[0].type == types.MessageType.Info
        assert "no AMD GPU" in notices[0].message


async def test_fixed_text_clears_stale_diagnostics(client: LanguageClient):
    path = client.workspace_root / "fixme.cu"
    uri = open_document(client, path, MISSING)
    await wait_for_diagnostics(client, uri, lambda ds: any(d.source == "hipcc" for d in ds), timeout=90)
    fixed = MISSING.replace(" __nanosleep(100);", "")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await wait_for_log(client, "hipcc: fixme.cu v2:", timeout=90)
    await asyncio.sleep(0.1)
    assert hipcc_diagnostics(client, uri) == []


async def test_header_error_moves_to_the_include(client: LanguageClient):
    root = client.workspace_root
    (root / "helpers.cuh").write_text("#pragma once\n__device__ int helper() { return undefined_in_header; }\n")
    uri = open_document(
        client, root / "uses_header.cu", '#include "helpers.cuh"\n__global__ void k(int* p) { p[0] = helper(); }\n'
    )
    diags = await wait_for_diagnostics(client, uri, lambda ds: any(d.source == "hipcc" for d in ds), timeout=90)
    d = next(d for d in diags if d.source == "hipcc")
    assert d.range.start.line == 0 and d.message.startswith("in included file:")
    if client.client_name == "visual-studio-code":
        assert d.related_information and d.related_information[0].location.uri.endswith("helpers.cuh")
        assert d.related_information[0].location.range.start.line == 1


async def test_hip_document_is_compiled_as_is(client: LanguageClient):
    text = "#include <hip/hip_runtime.h>\n__global__ void k(float* p) {\n  p[0] = not_here;\n}\n"
    uri = open_document(client, client.workspace_root / "plain.hip", text, language_id="hip")
    diags = await wait_for_diagnostics(client, uri, lambda ds: any(d.source == "hipcc" for d in ds), timeout=90)
    d = next(d for d in diags if d.source == "hipcc")
    assert (d.range.start.line, d.range.start.character) == (2, 9)


async def test_rapid_edits_leave_one_compile_per_target_and_final_diagnostics(client: LanguageClient):
    root = client.workspace_root
    name = "rapid_edits_doc.cu"
    uri = open_document(client, root / name, MISSING)
    seen: set[str] = set()
    stop = asyncio.Event()

    async def watch() -> None:
        # Sample the live compiler processes of this document. One compile is one process group
        # (hipcc, the hipcc.pl it starts, clang and its -cc1): never two groups for one target.
        while not stop.is_set():
            groups: dict[str, set[int]] = {}
            for pid in processes_mentioning(name.replace(".cu", ".hip")):
                try:
                    argv = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
                    pgid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[2])
                except (OSError, ValueError, IndexError):
                    continue
                target = next((w.split("=", 1)[1] for w in argv if w.startswith("--offload-arch=")), None)
                if target is not None:
                    groups.setdefault(target, set()).add(pgid)
            for target, pgids in groups.items():
                assert len(pgids) <= 1, f"{len(pgids)} compiles of {name} for {target} at once"
                seen.add(target)
            await asyncio.sleep(0.01)

    watcher = asyncio.create_task(watch())
    text = MISSING
    for version in range(2, 8):
        await asyncio.sleep(0.15 if version % 2 else 0.4)  # some edits land while compiling
        text = text.replace("int v = threadIdx.x;", f"int v = threadIdx.x + {version};")
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )
    final = text.replace(" __nanosleep(100);", " s += undefined_final;")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=8),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=final)],
        )
    )
    await wait_for_log(client, f"hipcc: {name} v8:", timeout=120)
    stop.set()
    await watcher
    assert seen  # the watcher did see compiles running
    diags = hipcc_diagnostics(client, uri)
    assert [(d.range.start.line, "undefined_final" in d.message) for d in diags] == [(4, True)]
    # Outdated versions were thrown away, not published.
    assert all(" v8:" in m or " v1:" in m for m in compiled_versions(client, name))


@pytest.fixture
async def client_without_hipcc(tmp_path_factory):
    """A server process with no hipcc on its PATH (its own environment: not in process)."""
    root = tmp_path_factory.mktemp("ws")
    async with open_client(VSCODE_PROCESS, root, env={"PATH": "/nonexistent"}) as c:
        await c.initialize_session(initialize_params(VSCODE_PROCESS.name, root, COMPILE_SETTINGS))
        yield c
        await c.shutdown_session()


@pytest.mark.skipif(Path("/opt/rocm/bin/hipcc").exists(), reason="/opt/rocm holds a hipcc that PATH cannot hide")
async def test_missing_toolchain_gives_a_clear_message(client_without_hipcc: LanguageClient):
    client = client_without_hipcc
    uri = open_document(client, client.workspace_root / "any.cu", MISSING)
    deadline = asyncio.get_running_loop().time() + 30
    while not any("hipcc not found" in m.message for m in client.messages):
        assert asyncio.get_running_loop().time() < deadline, [m.message for m in client.messages]
        await asyncio.sleep(0.05)
    message = next(m for m in client.messages if "hipcc not found" in m.message)
    assert "apt-get install hipcc" in message.message
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=18)
        )
    )
    assert hover is not None and "hipcc was not found" in hover.contents.value
    assert hipcc_diagnostics(client, uri) == []
    assert sys.executable  # the server is still answering: shutdown in the fixture succeeds


@pytest.fixture
async def client_without_related_information(tmp_path_factory):
    root = tmp_path_factory.mktemp("ws")
    async with open_client(VSCODE, root, real_toolchain=True) as c:
        params = initialize_params(
            "visual-studio-code", root, {"compile": {"enabled": True, "debounceMs": 50, "extraArgs": ["-Wall"]}}
        )
        params.capabilities.text_document.publish_diagnostics.related_information = False
        params.capabilities.workspace.configuration = False  # keep the initializationOptions settings
        await c.initialize_session(params)
        yield c
        await c.shutdown_session()


async def test_notes_fold_into_the_message_without_related_information(
    client_without_related_information: LanguageClient,
):
    client = client_without_related_information
    text = (
        "__device__ void takes_one(int a) {}\n"
        "__global__ void warns() {\n"
        "    int unused_here = 1;\n"
        "}\n"
        "__global__ void k(int* p) { takes_one(1, 2); }\n"
    )
    uri = open_document(client, client.workspace_root / "notes.cu", text)
    diags = await wait_for_diagnostics(client, uri, lambda ds: sum(d.source == "hipcc" for d in ds) >= 2, timeout=90)
    error = next(d for d in diags if d.source == "hipcc" and d.severity == types.DiagnosticSeverity.Error)
    assert error.range.start.line == 4 and error.related_information is None
    assert "\nhere:1:" in error.message and "candidate function not viable" in error.message
    warning = next(d for d in diags if d.source == "hipcc" and d.code == "-Wunused-variable")
    assert warning.range.start.line == 2
    assert warning.code_description.href.endswith("#wunused-variable")


UNCHECKED = """\
#include <cuda_runtime.h>
__global__ void fill(float* x) { x[threadIdx.x] = 1.0f; }
int main() {
    float* d;
    cudaMalloc(&d, 64 * sizeof(float));
    fill<<<1, 64>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
"""


async def test_ignored_errors_are_one_warning_with_a_quick_fix_that_checks_them(shared_builds: SharedBuilds):
    """HIP 6.4 declares hipError_t nodiscard: one warning per file, not one per call."""
    tc = hip_lane("6.4")
    toolchain = {"hipccCommand": [*tc.hipcc_prefix, str(tc.hipcc)], "targets": ["gfx942"]}
    settings = {**COMPILE_SETTINGS, "toolchain": toolchain}
    async with compiling_client(VSCODE, shared_builds.workspace, settings, shared_builds.cache, sass=False) as client:
        uri = open_document(client, client.workspace_root / "unchecked.cu", UNCHECKED)
        diags = await wait_for_diagnostics(client, uri, lambda ds: any(d.source == "hipcc" for d in ds), timeout=120)
        (warning,) = [d for d in diags if d.source == "hipcc"]
        assert warning.range.start.line == 4 and warning.message.startswith("3 calls ignore the hipError_t")
        assert [r.location.range.start.line for r in warning.related_information] == [4, 6, 7]
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=warning.range,
                context=types.CodeActionContext(diagnostics=[warning], only=[types.CodeActionKind.QuickFix]),
            )
        )
        (fix,) = [a for a in actions if a.title == "Check the error of the 3 calls that ignore it"]
        edits = fix.edit.document_changes[0].edits
        inserted = [e.new_text for e in edits]
        assert inserted.count("CASS_CHECK(") == 3 and inserted.count(")") == 3
        assert any("#define CASS_CHECK(call)" in text for text in inserted)
