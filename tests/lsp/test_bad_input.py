"""Bad input through the server: one clear answer, nothing lost, the server keeps serving. In
process; the 50 MB document also through the server process (one message of 50 MB through its
stdin reader), and positions with both clients' capabilities."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types

from tests.lsp.conftest import CLIENTS, VSCODE, VSCODE_PROCESS, open_document, wait_for_diagnostics

KERNEL = "__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }\n"


def symbols_of(client, uri: str):
    return client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


def change(client, uri: str, version: int, start: tuple[int, int], end: tuple[int, int], text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=start[0], character=start[1]),
                        end=types.Position(line=end[0], character=end[1]),
                    ),
                    text=text,
                )
            ],
        )
    )


async def test_empty_file(client):
    uri = open_document(client, client.workspace_root / "empty.cu", "")
    assert await symbols_of(client, uri) == []
    change(client, uri, 2, (0, 0), (0, 0), KERNEL)
    assert [s.name for s in await symbols_of(client, uri)] == ["k"]


@pytest.mark.parametrize("client", [VSCODE, VSCODE_PROCESS], indirect=True, ids=str)
async def test_huge_file_gets_a_notice_and_the_other_files_are_still_served(client):
    huge = ("// " + "x" * 97 + "\n") * (50 * 2**20 // 100)  # 50 MB
    uri = open_document(client, client.workspace_root / "huge.cu", huge)
    other = open_document(client, client.workspace_root / "small.cu", KERNEL)
    assert [s.name for s in await symbols_of(client, other)] == ["k"]
    diagnostics = await wait_for_diagnostics(client, uri, lambda d: len(d) == 1)
    assert "over the 20 MB limit" in diagnostics[0].message
    assert await symbols_of(client, uri) == []
    # edits to the huge document are still applied (nothing lost) without reparsing it
    change(client, uri, 2, (0, 0), (0, 0), KERNEL)
    assert await symbols_of(client, uri) == []


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_lone_surrogates_and_astral_characters_keep_positions_right(client):
    text = (
        "// \ud800 and 😀 before\n"
        "__global__ void after(int* p) { p[0] = 1; }\n"
        'const char* s = "😀😀"; __global__ void tail() {}\n'
    )
    uri = open_document(client, client.workspace_root / "unicode.cu", text)
    result = await symbols_of(client, uri)
    by_name = {s.name: s for s in result}
    assert by_name["after"].selection_range.start.line == 1
    # "tail" sits after two astral characters: UTF-16 counts each as 2 units, UTF-8 as 4 bytes
    line = text.splitlines()[2]
    col = line.index("tail")
    expected = {
        "visual-studio-code": len(line[:col].encode("utf-16-le")) // 2,
        "neovim@v0.7": len(line[:col].encode("utf-16-le")) // 2,
    }[client.client_name]
    assert by_name["tail"].selection_range.start == types.Position(line=2, character=expected)


async def test_deeply_nested_code_does_not_crash(client):
    depth = 20000
    text = (
        "void f(int x) {"
        + "if (x) {" * depth
        + "}" * depth
        + "}\n"
        + KERNEL
        + "int g() { return "
        + "(" * depth
        + "1"
        + ")" * depth
        + "; }\n"
    )
    uri = open_document(client, client.workspace_root / "deep.cu", text)
    names = [s.name for s in await symbols_of(client, uri)]
    assert names == ["f", "k", "g"]
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert list(folds) == []  # every function sits on one line


async def test_sass_extension_on_a_stylesheet_is_left_alone(client):
    stylesheet = "$primary: #333\nbody\n  color: $primary\n  font: 100% Helvetica\n"
    uri = open_document(client, client.workspace_root / "theme.sass", stylesheet, language_id="sass")
    diagnostics = await wait_for_diagnostics(client, uri, lambda d: len(d) > 0)
    assert len(diagnostics) == 1
    assert "does not look like NVIDIA SASS" in diagnostics[0].message
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=1)
        )
    )
    assert hover is None


async def test_many_rapid_edits_end_in_the_right_tree(client):
    uri = open_document(client, client.workspace_root / "typing.cu", "")
    name = "kernel_being_typed"
    text = f"__global__ void {name}() {{}}\n"
    for version, ch in enumerate(text, start=2):
        line = text[: version - 2].count("\n")
        col = len(text[: version - 2].split("\n")[-1])
        change(client, uri, version, (line, col), (line, col), ch)
    await asyncio.sleep(0)
    assert [s.name for s in await symbols_of(client, uri)] == [name]
