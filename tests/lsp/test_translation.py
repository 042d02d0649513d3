"""Translation through the server: findings as diagnostics, quick fixes, "Convert kernel to HIP"
and "Convert file to HIP". In process (VS Code), with Neovim 0.7 where the answer depends on a
capability (code descriptions, documentChanges/CreateFile, configuration pull or push); the
sibling-file conversion also through the server process."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from cass_lsp.syntax.document import Document
from cass_lsp.translate import TranslateOptions, translate, translate_kernel
from tests.lsp.conftest import CLIENTS, VSCODE_PROCESS, open_document, server_hip_version, wait_for_diagnostics

CUDA = """\
#include <cstdio>
#include <cuda_runtime.h>

__global__ void lanes(int* out) {
  int lane = threadIdx.x & 31;
  out[threadIdx.x] = __shfl_down_sync(0xffffffff, lane, 1);
}

template <typename T>
__global__ void scale(T* x, T a) { x[threadIdx.x] *= a; }

int main() {
  int* d;
  cudaMalloc(&d, 64 * sizeof(int));
  lanes<<<1, 64>>>(d);
  cudaThreadSynchronize();
  printf("cudaMalloc done\\n");
  return 0;
}
"""


def apply_text_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Apply LSP edits (UTF-16 positions; ASCII here) the way an editor does."""
    doc = Document.open("file:///x", None, 0, text)
    data = bytearray(doc.source)
    spans = [
        (
            doc.offset_at(e.range.start.line, e.range.start.character),
            doc.offset_at(e.range.end.line, e.range.end.character),
            e.new_text,
        )
        for e in edits
    ]
    for start, end, new in sorted(spans, reverse=True):
        data[start:end] = new.encode()
    return data.decode()


def edits_for(edit: types.WorkspaceEdit, uri: str) -> list[types.TextEdit]:
    if edit.document_changes:
        return [
            e
            for c in edit.document_changes
            if isinstance(c, types.TextDocumentEdit) and c.text_document.uri == uri
            for e in c.edits
        ]
    return list((edit.changes or {}).get(uri, []))


def server_options(client) -> TranslateOptions:
    """What the server translates for: the HIP of its toolchain (the fake one in process, the
    one a server process discovers otherwise); with no HIP, the newest we know."""
    return TranslateOptions(hip_version=server_hip_version(client))


async def settled(client, uri: str, text: str) -> None:
    """Wait until the server's findings are those for its toolchain's HIP version: it learns the
    version in the background, and translates for the newest HIP until then."""
    expected = sorted((f.code, f.message) for f in translate(text, server_options(client)).findings)
    await wait_for_diagnostics(
        client, uri, lambda ds: sorted((d.code, d.message) for d in ds if d.source == "cass-lsp") == expected
    )


async def actions_at(client, uri: str, line: int, character: int, only=None) -> list[types.CodeAction]:
    pos = types.Position(line=line, character=character)
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=pos, end=pos),
            context=types.CodeActionContext(diagnostics=[], only=only),
        )
    )
    return [a for a in result or [] if isinstance(a, types.CodeAction)]


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_findings_are_published_as_diagnostics(client):
    uri = open_document(client, client.workspace_root / "lanes.cu", CUDA)
    diagnostics = await wait_for_diagnostics(
        client, uri, lambda ds: any(d.source == "cass-lsp" and d.code == "warp-size-literal" for d in ds)
    )
    ours = {d.code: d for d in diagnostics if d.source == "cass-lsp"}
    assert {"warp-size-literal", "warp-sync-rewritten", "deprecated-in-cuda"} <= set(ours)
    warp = ours["warp-size-literal"]
    assert warp.range == types.Range(
        start=types.Position(line=4, character=13), end=types.Position(line=4, character=29)
    )
    assert warp.severity == types.DiagnosticSeverity.Warning
    if client.client_name == "visual-studio-code":
        assert warp.code_description.href.startswith("https://rocm.docs.amd.com/")
    else:  # Neovim 0.7 does not announce codeDescription support
        assert warp.code_description is None
    assert list(ours["deprecated-in-cuda"].tags) == [types.DiagnosticTag.Deprecated]
    # Nothing in the string or the include line.
    assert all(d.range.start.line not in (0, 16) for d in ours.values())


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_quick_fix_rewrites_the_warp_size(client):
    uri = open_document(client, client.workspace_root / "fix.cu", CUDA)
    await wait_for_diagnostics(client, uri, lambda ds: any(d.code == "warp-size-literal" for d in ds))
    actions = await actions_at(client, uri, 4, 25, only=[types.CodeActionKind.QuickFix])
    assert [a.title for a in actions] == ["Use warpSize"]
    fixed = apply_text_edits(CUDA, edits_for(actions[0].edit, uri))
    assert "int lane = threadIdx.x & (warpSize - 1);" in fixed
    assert actions[0].diagnostics[0].code == "warp-size-literal"


PARTIAL_MASK = """\
__global__ void half(float* x, unsigned m) {
  float v = x[threadIdx.x];
  if (threadIdx.x < 16) v += __shfl_down_sync(m, v, 1);
  x[threadIdx.x] = v;
}
"""


async def test_quick_fix_replaces_a_mask_hip_cannot_drop_with_activemask(client):
    uri = open_document(client, client.workspace_root / "mask.cu", PARTIAL_MASK)
    await settled(client, uri, PARTIAL_MASK)
    mask = next(d for d in client.diagnostics[uri] if d.code == "warp-sync-mask")
    assert mask.severity == types.DiagnosticSeverity.Error
    assert mask.range.start == types.Position(line=2, character=29)
    actions = await actions_at(client, uri, 2, 40, only=[types.CodeActionKind.QuickFix])
    assert [a.title for a in actions] == ["Use __activemask() as the mask (the lanes that run this call)"]
    assert actions[0].diagnostics[0].code == "warp-sync-mask"
    edits = edits_for(actions[0].edit, uri)
    assert [(e.range.start.character, e.range.end.character, e.new_text) for e in edits] == [(46, 47, "__activemask()")]
    fixed = apply_text_edits(PARTIAL_MASK, edits)
    assert "v += __shfl_down_sync(__activemask(), v, 1);" in fixed  # still CUDA
    # The fixed file translates without the error: HIP 5.x drops the mask, HIP 6.2+ keeps it.
    for version, line in (("5.2.3", "v += __shfl_down(v, 1);"), ("6.4.3", "__shfl_down_sync(__activemask(), v, 1)")):
        result = translate(fixed, TranslateOptions(hip_version=version))
        assert line in result.text and not [f for f in result.findings if f.code == "warp-sync-mask"]


async def test_convert_kernel_is_offered_on_name_signature_and_body_and_resolved_lazily(client):
    uri = open_document(client, client.workspace_root / "kernel.cu", CUDA)
    await settled(client, uri, CUDA)
    for line, character in ((3, 17), (3, 30), (5, 10), (8, 3)):
        titles = [a.title for a in await actions_at(client, uri, line, character)]
        expected = "Convert kernel scale to HIP" if line == 8 else "Convert kernel lanes to HIP"
        assert expected in titles, (line, character, titles)
    outside = await actions_at(client, uri, 12, 4)
    assert not any(a.kind == types.CodeActionKind.RefactorRewrite for a in outside)

    action = next(a for a in await actions_at(client, uri, 3, 17) if a.kind == types.CodeActionKind.RefactorRewrite)
    assert action.edit is None  # resolved lazily
    resolved = await client.code_action_resolve_async(action)
    converted = apply_text_edits(CUDA, edits_for(resolved.edit, uri))
    expected = translate_kernel(CUDA, "lanes", server_options(client))
    assert expected.text in converted
    assert '#include "hip/hip_runtime.h"\n' in converted  # HIPIFY's form
    assert "cudaMalloc(&d" in converted  # the rest of the file is untouched
    assert converted.count("__global__ void lanes") == 1


@pytest.mark.parametrize("client", [*CLIENTS, VSCODE_PROCESS], indirect=True, ids=str)
async def test_convert_file_creates_a_sibling_hip_file(client):
    path = client.workspace_root / "whole.cu"
    uri = open_document(client, path, CUDA)
    await settled(client, uri, CUDA)
    actions = await actions_at(client, uri, 0, 0, only=["source.convertToHip"])
    assert [a.title for a in actions] == ["Convert file to HIP"]
    resolved = await client.code_action_resolve_async(actions[0])
    sibling = (client.workspace_root / "whole.hip").as_uri()
    edit = resolved.edit
    if client.client_name == "visual-studio-code":
        create = edit.document_changes[0]
        assert isinstance(create, types.CreateFile) and create.uri == sibling
        assert create.options is not None and not create.options.overwrite  # a new file, never a replacement
    else:  # Neovim 0.7: no documentChanges, the new file's text goes in `changes`
        assert edit.document_changes is None and set(edit.changes) == {sibling}
    assert apply_text_edits("", edits_for(edit, sibling)) == translate(CUDA, server_options(client)).text


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_convert_file_beside_an_existing_hip_file_asks_before_replacing_it(client):
    """The user's whole.hip is never the default's target: the conversion goes to whole-2.hip, and
    replacing whole.hip is its own, named action (an editor's command lists both to choose from)."""
    path = client.workspace_root / "mine.cu"
    (client.workspace_root / "mine.hip").write_text("// my hand port\n")
    uri = open_document(client, path, CUDA)
    await settled(client, uri, CUDA)
    actions = await actions_at(client, uri, 0, 0, only=["source.convertToHip"])
    assert [(a.title, a.kind) for a in actions] == [
        ("Convert file to HIP as mine-2.hip", "source.convertToHip"),
        ("Replace existing mine.hip with the translation", "source.convertToHip.replace"),
    ]
    expected = translate(CUDA, server_options(client)).text
    new, mine = (client.workspace_root / "mine-2.hip").as_uri(), (client.workspace_root / "mine.hip").as_uri()
    edit = (await client.code_action_resolve_async(actions[0])).edit
    touched = {c.uri if isinstance(c, types.CreateFile) else c.text_document.uri for c in edit.document_changes or ()}
    assert touched | set(edit.changes or {}) == {new}
    assert apply_text_edits("", edits_for(edit, new)) == expected
    edit = (await client.code_action_resolve_async(actions[1])).edit
    before = "// my hand port\n"
    if client.client_name == "visual-studio-code":  # created anew (empty), then its text inserted
        create = edit.document_changes[0]
        assert isinstance(create, types.CreateFile) and create.uri == mine and create.options.overwrite
        before = ""
    else:  # Neovim 0.7: the file's lines replaced, once the user chose this action
        assert set(edit.changes) == {mine}
    assert apply_text_edits(before, edits_for(edit, mine)) == expected
    assert (client.workspace_root / "mine.hip").read_text() == "// my hand port\n"  # the server writes nothing


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_convert_file_in_place_with_output_replace(client):
    settings = {"translate": {"output": "replace"}, "compile": {"enabled": False}}
    client.set_configuration(settings, section="cass")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"cass": settings}))
    uri = open_document(client, client.workspace_root / "replace.cu", CUDA)
    await settled(client, uri, CUDA)
    for _ in range(50):
        action = (await actions_at(client, uri, 0, 0, only=["source.convertToHip"]))[0]
        resolved = await client.code_action_resolve_async(action)
        edits = edits_for(resolved.edit, uri)
        if edits and len(edits) > 1:
            break
    assert apply_text_edits(CUDA, edits) == translate(CUDA, server_options(client)).text
    assert len(edits) < 15  # minimal edits, not one whole-buffer replacement


async def test_hip_files_get_no_translation_actions(client):
    uri = open_document(
        client,
        client.workspace_root / "done.hip",
        "#include <hip/hip_runtime.h>\n__global__ void k() {}\n",
        language_id="hip",
    )
    actions = await actions_at(client, uri, 1, 18)
    assert not [a for a in actions if a.title.startswith("Convert")]


def test_sibling_names() -> None:
    from cass_lsp.session import sibling_path

    assert sibling_path(Path("/a/k.cu")) == Path("/a/k.hip")
    assert sibling_path(Path("/a/k.cuh")) == Path("/a/k.hip.cuh")


PROJECT_HEADER = """#pragma once
int cudaVendorAlloc(void** p, int n);
extern float* cudaScratch;
typedef struct { int n; } cudaPlanInfo;
"""
PROJECT_MAIN = """#include <cuda_runtime.h>
#include "../include/state.h"
__global__ void k(float* x) { x[threadIdx.x] = 0; }
int main() {
  cudaPlanInfo info;
  float* d;
  cudaVendorAlloc((void**)&d, 64);
  k<<<1, 64>>>(cudaScratch);
  return cudaLaterName(2);
}
"""


def _errors(diagnostics) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(d.message.split()[0] for d in diagnostics if d.severity == types.DiagnosticSeverity.Error)


@pytest.mark.parametrize("client", [CLIENTS[0], VSCODE_PROCESS], indirect=True, ids=str)
async def test_names_the_workspaces_other_files_declare_are_no_errors_once_the_project_is_read(client):
    """Issue 32 item 11 / 36: the editor reported ``cudaVendorAlloc``, ``cudaScratch`` and
    ``cudaPlanInfo``, which a header of the workspace declares, as unknown CUDA APIs, while ``port``
    over the same tree did not. Once the project is read only the name no file declares is left,
    and it goes too when a header that declares it is saved."""
    root: Path = client.workspace_root
    (root / "include").mkdir()
    (root / "src").mkdir()
    header = root / "include" / "state.h"
    header.write_text(PROJECT_HEADER)
    uri = open_document(client, root / "src" / "main.cu", PROJECT_MAIN)
    await wait_for_diagnostics(client, uri, lambda ds: _errors(ds) == ["cudaLaterName"])
    header_uri = open_document(client, header, PROJECT_HEADER + "int cudaLaterName(int);\n")
    header.write_text(PROJECT_HEADER + "int cudaLaterName(int);\n")
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(header_uri))
    )
    await wait_for_diagnostics(client, uri, lambda ds: _errors(ds) == [])  # after the error above: it went
