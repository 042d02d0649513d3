"""SASS and AMD GPU assembly documents through the server: outline, folding, opcode hovers (known
and unknown), syntax errors. In process; the SASS outline also through the server process."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from tests.lsp.conftest import VSCODE, VSCODE_PROCESS, open_document, wait_for_diagnostics

FIXTURES = Path(__file__).resolve().parents[1] / "grammars" / "fixtures"
SASS = (FIXTURES / "sass" / "multi_arch.cuobjdump.sass").read_text()
RDNA = (FIXTURES / "rdna" / "saxpy_gfx1100.s").read_text()


def position_of(text: str, needle: str, delta: int = 1) -> types.Position:
    index = text.index(needle)
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1) + delta)


async def hover(client, uri: str, text: str, needle: str) -> str | None:
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, needle))
    )
    return None if result is None else result.contents.value


@pytest.mark.parametrize("client", [VSCODE, VSCODE_PROCESS], indirect=True, ids=str)
async def test_sass_outline_folding_and_hover(client):
    uri = open_document(client, client.workspace_root / "saxpy.cuobjdump", SASS, language_id="sass-asm")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["code for sm_75", "code for sm_86", "code for sm_90"]
    assert symbols[0].kind == types.SymbolKind.Module
    assert [(c.name, c.detail) for c in symbols[0].children] == [("_Z5saxpyifPKfPf", "saxpy")]
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert len(folds) >= 3
    text = await hover(client, uri, SASS, "ISETP.GE.AND")
    assert text is not None and text.startswith("### `ISETP.GE.AND`")
    assert "- `.GE`:" in text and "- `.AND`:" in text


async def test_rdna_outline_and_hovers(client):
    uri = open_document(client, client.workspace_root / "saxpy.gfx1100.s", RDNA, language_id="amdgpu-asm")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    kernels = [s for s in symbols if s.kind == types.SymbolKind.Event]
    assert [(k.name, k.detail) for k in kernels] == [
        ("_Z5saxpyifPKfPf", "saxpy"),
        ("_Z13reduce_sharedPKfPfi", "reduce_shared"),
    ]
    assert [c.name for c in kernels[0].children] == [".LBB0_2"]
    text = await hover(client, uri, RDNA, "s_load_b32")
    assert text is not None and text.startswith("### `s_load_b32`")


async def test_unknown_opcode_is_said_plainly_and_syntax_errors_are_diagnostics(client):
    broken = SASS.replace("ISETP.GE.AND P0, PT, R4, c[0x0][0x160], PT ;", "FROBNICATE.NOW P0, ]]] ;", 1)
    uri = open_document(client, client.workspace_root / "broken.cuobjdump", broken, language_id="sass-asm")
    text = await hover(client, uri, broken, "FROBNICATE")
    assert text == "### `FROBNICATE.NOW`\n\n---\n`FROBNICATE.NOW` is not in cass-lsp's NVIDIA SASS instruction table."
    diagnostics = await wait_for_diagnostics(client, uri, lambda d: any(x.code == "syntax-error" for x in d))
    errors = [d for d in diagnostics if d.code == "syntax-error"]
    assert errors and all(d.source == "cass-lsp" for d in errors)
    assert {d.range.start.line for d in errors} == {position_of(broken, "FROBNICATE").line}
    # the edit that repairs it clears the error
    line = position_of(broken, "FROBNICATE").line
    old_line = broken.splitlines()[line]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=line, character=0),
                        end=types.Position(line=line, character=len(old_line)),
                    ),
                    text=old_line.replace("FROBNICATE.NOW P0, ]]] ;", "ISETP.GE.AND P0, PT, R4, c[0x0][0x160], PT ;"),
                )
            ],
        )
    )
    await wait_for_diagnostics(client, uri, lambda d: not any(x.code == "syntax-error" for x in d))
