"""A project's rule file, ignore comments and the ``cass.findings`` settings in the editor, and
the hover on a CUDA name: through the server, in process (VS Code's capabilities) and once
through the real server process."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from cass_lsp.translate.explain import explain
from tests.lsp.conftest import (
    VSCODE,
    VSCODE_PROCESS,
    initialize_params,
    open_client,
    open_document,
    wait_for_diagnostics,
)

CUDA = """\
#include <cuda_runtime.h>
__global__ void k(int* o) {
  int a = threadIdx.x & 31;  // cass-lsp: ignore[warp-size-literal]
  int b = threadIdx.x % 32;
  o[a + b] = 0;
}
int main() {
  void* p;
  cudaMallocAsync(&p, 16, 0);
  cudaVendorAlloc(p);
  cudaThreadSynchronize();
  k<<<1, 64>>>((int*)p);
}
"""
RULES = '[names]\nown = ["cudaVendorAlloc"]\n[findings]\ndeprecated-in-cuda = "off"\n'


def _codes(diagnostics) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return sorted((d.range.start.line, str(d.code)) for d in diagnostics if d.source == "cass-lsp")


def _position(text: str, needle: str) -> types.Position:
    before = text[: text.index(needle)]
    return types.Position(line=before.count("\n"), character=len(before) - before.rfind("\n") - 1)


async def _hover(client: LanguageClient, uri: str, position: types.Position) -> str | None:
    found = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )
    return found.contents.value if found is not None else None  # type: ignore[union-attr]


async def _started(spec, root: Path, settings: dict | None = None):  # type: ignore[no-untyped-def]
    cm = open_client(spec, root)
    client = await cm.__aenter__()
    await client.initialize_session(
        initialize_params(spec.name, root, {"compile": {"enabled": False}, **(settings or {})})
    )
    return cm, client


async def _stop(cm, client) -> None:  # type: ignore[no-untyped-def]
    await client.shutdown_session()
    await cm.__aexit__(None, None, None)


@pytest.mark.parametrize("spec", [VSCODE, VSCODE_PROCESS], ids=str)
async def test_the_rule_file_and_the_comments_decide_the_editors_findings(tmp_path: Path, spec) -> None:  # type: ignore[no-untyped-def]
    without = [(3, "warp-size-literal"), (9, "unknown-cuda-api"), (10, "deprecated-in-cuda")]
    cm, client = await _started(spec, tmp_path)
    try:
        (tmp_path / "plain").mkdir()
        plain = open_document(client, tmp_path / "plain" / "k.cu", CUDA)
        await wait_for_diagnostics(client, plain, lambda ds: _codes(ds) == without)  # the comment decided line 3
        (tmp_path / "proj").mkdir()
        (tmp_path / "proj" / "cass-lsp.toml").write_text(RULES)
        uri = open_document(client, tmp_path / "proj" / "k.cu", CUDA)
        await wait_for_diagnostics(client, uri, lambda ds: _codes(ds) == [(3, "warp-size-literal")])
    finally:
        await _stop(cm, client)


async def test_a_changed_rule_file_is_read_again_and_its_problems_are_diagnostics(tmp_path: Path) -> None:
    cm, client = await _started(VSCODE, tmp_path)
    try:
        deadline = asyncio.get_running_loop().time() + 30  # the server registers its watcher after initialized
        while not [r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]:
            assert asyncio.get_running_loop().time() < deadline, client.registrations
            await asyncio.sleep(0.05)
        [watch] = [r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
        assert [w["globPattern"] for w in watch.register_options["watchers"]] == ["**/cass-lsp.toml"]
        rule_file = tmp_path / "cass-lsp.toml"
        rule_file.write_text(RULES)
        uri = open_document(client, tmp_path / "k.cu", CUDA)
        await wait_for_diagnostics(client, uri, lambda ds: _codes(ds) == [(3, "warp-size-literal")])
        rule_file.write_text(RULES.replace('"off"', '"loud"') + "[findings2]\n")
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=rule_file.as_uri(), type=types.FileChangeType.Changed)]
            )
        )
        await wait_for_diagnostics(client, uri, lambda ds: (10, "deprecated-in-cuda") in _codes(ds))
        problems = await wait_for_diagnostics(client, rule_file.as_uri(), lambda ds: len(ds) == 2)
        assert [(d.range.start.line, d.code, d.severity) for d in problems] == [
            (3, "rule-file", types.DiagnosticSeverity.Error),
            (4, "rule-file", types.DiagnosticSeverity.Error),
        ]
        assert "the level is one of error, warning, info, hint, off" in problems[0].message
        rule_file.unlink()  # gone: its problems go, and its names are CUDA's again
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(
                changes=[types.FileEvent(uri=rule_file.as_uri(), type=types.FileChangeType.Deleted)]
            )
        )
        await wait_for_diagnostics(client, rule_file.as_uri(), lambda ds: not ds)
        await wait_for_diagnostics(client, uri, lambda ds: (9, "unknown-cuda-api") in _codes(ds))
    finally:
        await _stop(cm, client)


async def test_the_findings_settings_decide_in_this_editor(tmp_path: Path) -> None:
    settings = {
        "findings": {"ignore": ["unknown-cuda-api", "warp-size-literl"], "severity": ["warp-size-literal=hint"]}
    }
    cm, client = await _started(VSCODE, tmp_path, settings)
    try:
        uri = open_document(client, tmp_path / "k.cu", CUDA)
        found = await wait_for_diagnostics(
            client, uri, lambda ds: _codes(ds) == [(3, "warp-size-literal"), (10, "deprecated-in-cuda")]
        )
        assert next(d for d in found if d.code == "warp-size-literal").severity == types.DiagnosticSeverity.Hint
        deadline = asyncio.get_running_loop().time() + 30
        while not [m for m in client.messages if "warp-size-literl" in m.message]:
            assert asyncio.get_running_loop().time() < deadline, [m.message for m in client.messages]
            await asyncio.sleep(0.05)
        shown = next(m for m in client.messages if "warp-size-literl" in m.message)
        assert "cass.findings.ignore: 'warp-size-literl' is not a finding code of cass-lsp" in shown.message
    finally:
        await _stop(cm, client)


async def test_hover_on_a_cuda_name_says_what_it_becomes(tmp_path: Path) -> None:
    (tmp_path / "cass-lsp.toml").write_text(RULES)
    cm, client = await _started(VSCODE, tmp_path)
    try:
        uri = open_document(client, tmp_path / "k.cu", CUDA)
        await wait_for_diagnostics(client, uri)
        text = await _hover(client, uri, _position(CUDA, "cudaMallocAsync"))
        assert text is not None and text.startswith("### cudaMallocAsync → hipMallocAsync\n---\n```cpp\n")
        assert "- function, HIP runtime" in text and "- HIP 5.2.3 to 7.0.0: `hipMallocAsync();`" in text
        assert text == explain("cudaMallocAsync").markdown()  # the same function as `cass-lsp explain`
        own = await _hover(client, uri, _position(CUDA, "cudaVendorAlloc"))
        assert own == (
            "### cudaVendorAlloc\n---\n- the project's own name (cass-lsp.toml, [names] own): kept as written,"
            " never unknown-cuda-api"
        )
        deprecated = await _hover(client, uri, _position(CUDA, "cudaThreadSynchronize"))
        assert deprecated is not None and "- `deprecated-in-cuda`: off in cass-lsp.toml" in deprecated
        assert await _hover(client, uri, _position(CUDA, "int* o")) is None  # a keyword: no name of CUDA's
    finally:
        await _stop(cm, client)
