"""Kernel hovers and cass.showAssembly from the background compile's cache, with the real
toolchain: in process (VS Code), the hover length setting pulled (VS Code) and pushed (Neovim 0.7),
the first test also through the server process."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from cass_lsp.toolchain.discovery import discover
from tests.lanes import hip_lane
from tests.lsp.compile_fixtures import SAXPY, compiled_versions, compiling_client, wait_for_log
from tests.lsp.conftest import CLIENTS, VSCODE, VSCODE_PROCESS, SharedBuilds, open_document

pytestmark = pytest.mark.slow


@pytest.fixture(params=[VSCODE], ids=str)
async def client(request, shared_builds: SharedBuilds):
    # SAXPY is compiled for real once per toolchain and target, not once per test.
    async with compiling_client(request.param, shared_builds.workspace, build_cache=shared_builds.cache) as c:
        yield c


def _position(text: str, needle: str, nth: int = 0) -> types.Position:
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


async def _hover(client: LanguageClient, uri: str, position: types.Position) -> types.Hover | None:
    return await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )


@pytest.mark.parametrize("client", [VSCODE, VSCODE_PROCESS], indirect=True, ids=str)
async def test_hover_before_and_after_the_compile(client: LanguageClient):
    uri = open_document(client, client.workspace_root / "saxpy.cu", SAXPY)
    # At once: compilation is under way (the hover does not wait for it).
    early = await _hover(client, uri, _position(SAXPY, "saxpy"))
    assert early is not None and "Compiling" in early.contents.value
    await wait_for_log(client, "hipcc: saxpy.cu v1:", timeout=90)
    tc = discover()
    for position in (_position(SAXPY, "saxpy"), _position(SAXPY, "saxpy", nth=1)):  # definition, launch
        hover = await _hover(client, uri, position)
        text = hover.contents.value
        assert hover.contents.kind == types.MarkupKind.Markdown
        assert "### saxpy — gfx1100 (RDNA3, wave32)" in text
        assert f"### saxpy — {tc.cdna_target} (CDNA" in text
        assert "```asm" in text and "s_delay_alu" in text  # real GFX11 code
        assert "VGPRs" in text and "SGPRs" in text and "LDS 0 B" in text and "wave32" in text and "wave64" in text
        assert "waves per SIMD" in text
        if tc.has_sass_tools:
            assert "### saxpy — NVIDIA sm_89" in text and "```sass" in text and "REG " in text
        assert "command:cass.showAssembly" in text
    # Not a kernel (the host function's name): no machine code in the answer.
    other = await _hover(client, uri, _position(SAXPY, "launch"))
    assert other is None or "gfx1100" not in other.contents.value


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_hover_length_is_a_setting(client: LanguageClient):
    settings = {"compile": {"enabled": True, "debounceMs": 50}, "hover": {"asmLines": 3}}
    # VS Code answers workspace/configuration pulls; Neovim 0.7 pushes the settings.
    client.set_configuration(settings, section="cass")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"cass": settings}))
    uri = open_document(client, client.workspace_root / "short.cu", SAXPY)
    await wait_for_log(client, "hipcc: short.cu v1:", timeout=90)
    text = (await _hover(client, uri, _position(SAXPY, "saxpy"))).contents.value
    shown = text.split("```asm\n", 1)[1].split("```", 1)[0].splitlines()
    assert len(shown) == 4 and "more lines" in shown[-1]


async def test_show_assembly_command(client: LanguageClient):
    uri = open_document(client, client.workspace_root / "listing.cu", SAXPY)
    pending = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="cass.showAssembly", arguments=[{"uri": uri, "kernel": "saxpy"}])
    )
    assert pending.get("pending") is True or "text" in pending
    await wait_for_log(client, "hipcc: listing.cu v1:", timeout=90)
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="cass.showAssembly",
            arguments=[{"uri": uri, "position": {"line": 2, "character": 18}, "target": "gfx1100"}],
        )
    )
    assert result["kernel"] == "saxpy" and result["languageId"] == "amdgpu-asm" and result["target"] == "gfx1100"
    lines = result["text"].splitlines()
    assert lines[0].startswith("; saxpy (_Z5saxpyifPKfPf) — gfx1100") and "s_endpgm" in result["text"]
    by_line = {entry["sourceLine"]: entry["ranges"] for entry in result["sourceMap"]}
    body_line = _position(SAXPY, "if (i < n)").line  # CUDA line (the translation adds one on top)
    assert body_line in by_line
    first, last = by_line[body_line][0]
    assert 0 <= first <= last < len(lines)
    assert all(not lines[i].startswith(";") or lines[i].startswith("; %bb") for i in range(first, last + 1))
    if discover().has_sass_tools:
        sass = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(
                command="cass.showAssembly", arguments=[{"uri": uri, "kernel": "saxpy", "target": "sass"}]
            )
        )
        assert sass["languageId"] == "sass-asm" and "EXIT" in sass["text"]
        sass_lines = {entry["sourceLine"] for entry in sass["sourceMap"]}
        assert body_line in sass_lines


async def test_hovers_are_served_from_the_cache(client: LanguageClient):
    """Hovering again answers from the finished build: the same text, and no compile is started."""
    uri = open_document(client, client.workspace_root / "cached.cu", SAXPY)
    await wait_for_log(client, "hipcc: cached.cu v1:", timeout=90)
    position = _position(SAXPY, "saxpy")
    first = await _hover(client, uri, position)
    assert first is not None and "### saxpy — gfx1100" in first.contents.value
    for _ in range(5):
        again = await _hover(client, uri, position)
        assert again is not None and again.contents.value == first.contents.value
    await asyncio.sleep(0.3)  # past the debounce: a hover that scheduled a compile would show by now
    assert len(compiled_versions(client, "cached.cu")) == 1


async def test_hover_on_the_hip_6_4_lane(client: LanguageClient):
    """hipccCommand runs the ROCm 6.4 root's hipcc: the hover shows MI300 (gfx942, wave64) and
    RDNA4 (gfx1200) assembly with occupancy from each target's own register file."""
    tc = hip_lane("6.4")
    settings = {
        "compile": {"enabled": True, "debounceMs": 50},
        "toolchain": {"hipccCommand": [*tc.hipcc_prefix, str(tc.hipcc)], "targets": ["gfx942", "gfx1200"]},
    }
    client.set_configuration(settings, section="cass")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"cass": settings}))
    uri = open_document(client, client.workspace_root / "lane64.cu", SAXPY)
    await wait_for_log(client, "hipcc: lane64.cu v1:", timeout=180)
    text = (await _hover(client, uri, _position(SAXPY, "saxpy"))).contents.value
    assert "### saxpy — gfx942 (CDNA3, wave64)" in text
    assert "### saxpy — gfx1200 (RDNA4, wave32)" in text
    assert "gfx90a" not in text  # no fallback: this clang knows gfx942
    assert text.count("waves per SIMD") >= 2 and "occupancy 8/8" in text and "16/16" in text
    listing = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="cass.showAssembly", arguments=[{"uri": uri, "kernel": "saxpy", "target": "gfx1200"}]
        )
    )
    assert (
        '.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"' in listing["text"] or "gfx1200" in listing["text"].splitlines()[0]
    )
