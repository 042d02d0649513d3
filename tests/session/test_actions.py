"""Code actions as values, without the protocol: what ``Session.actions`` offers at a place and
the change ``Session.apply`` makes, used as the command line would (a document opened in the
session, the changes applied with ``core.result.apply_edits``). The server's side of the same
actions (code actions, resolve, workspace edits) is tested in tests/lsp."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.result import apply_edits
from cass_lsp.session import Session
from cass_lsp.session.actions import ActionGone, DocumentEdit, FileWrite
from cass_lsp.syntax.parse_service import TextChange
from cass_lsp.translate import translate, translate_kernel
from tests.session.test_session import CountingDiscovery, open_cuda, settings

CUDA = """#include <cuda_runtime.h>

__global__ void lanes(int* out) {
  int lane = threadIdx.x & 31;
  out[threadIdx.x] = lane;
}

void sync() { cudaThreadSynchronize(); }
"""
LANE = CUDA.index("threadIdx.x & 31") + len("threadIdx.x & ")  # on the warp-size literal
KERNEL_NAME = CUDA.index("lanes")


async def _session() -> Session:
    session = Session(discover_toolchain=CountingDiscovery())
    session.apply_settings(settings())
    await session.toolchain()
    return session


async def test_actions_at_a_kernel_and_the_changes_they_make(tmp_path: Path) -> None:
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cu", CUDA)
    await session.translation(doc)  # the quick fixes are those of the findings shown
    found = await session.actions(doc, LANE, LANE)
    assert [(a.title, a.kind, a.what) for a in found] == [
        ("Use warpSize", "quickfix", "fix"),
        ("Convert kernel lanes to HIP", "refactor.rewrite", "kernel"),
        ("Convert file to HIP", "source.convertToHip", "file"),
    ]
    fix, kernel, whole = found
    assert fix.preferred and fix.finding is not None and fix.finding.code == "warp-size-literal"

    change = await session.apply(fix)
    assert isinstance(change, DocumentEdit) and change.uri == doc.uri
    assert "threadIdx.x & (warpSize - 1)" in apply_edits(CUDA, change.edits)

    change = await session.apply(kernel)
    options = session.translate_options(doc)
    assert isinstance(change, DocumentEdit)
    assert apply_edits(CUDA, change.edits) == apply_edits(CUDA, translate_kernel(CUDA, "lanes", options).all_edits)

    change = await session.apply(whole)
    assert change == FileWrite(tmp_path / "k.hip", translate(CUDA, options).text)
    session.apply_settings(settings(translate={"output": "replace"}))
    change = await session.apply(whole)
    assert isinstance(change, DocumentEdit) and apply_edits(CUDA, change.edits) == translate(CUDA, options).text


async def test_only_the_kinds_asked_for(tmp_path: Path) -> None:
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cu", CUDA)
    await session.translation(doc)
    assert [a.what for a in await session.actions(doc, LANE, LANE, only=["quickfix"])] == ["fix"]
    assert [a.what for a in await session.actions(doc, 0, 0, only=["source"])] == ["file"]


async def test_no_quick_fix_before_the_findings_are_known(tmp_path: Path) -> None:
    """The request never waits for a whole-file translation: nothing is shown to fix yet."""
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cu", CUDA)
    assert [a.what for a in await session.actions(doc, LANE, LANE)] == ["kernel", "file"]


async def test_a_kernel_is_found_again_by_name_after_an_edit_or_said_to_be_gone(tmp_path: Path) -> None:
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cu", CUDA)
    kernel = next(a for a in await session.actions(doc, KERNEL_NAME, KERNEL_NAME) if a.what == "kernel")
    moved = "// a comment that moves every offset\n" + CUDA
    session.documents.change(doc.uri, 2, [TextChange(moved)])
    change = await session.apply(kernel)
    expected = translate_kernel(moved, "lanes", session.translate_options(doc)).all_edits
    assert isinstance(change, DocumentEdit) and change.edits == tuple(expected) and expected
    session.documents.change(doc.uri, 3, [TextChange(CUDA.replace("lanes", "renamed"))])
    with pytest.raises(ActionGone, match="kernel lanes is no longer in the document"):
        await session.apply(kernel)


async def test_a_build_files_fixes_are_actions_too(tmp_path: Path) -> None:
    session = await _session()
    text = "CC = nvcc\nCFLAGS = -O3 --use_fast_math\nmain: main.cu\n\t$(CC) $(CFLAGS) -o $@ $<\n"
    doc = session.documents.open((tmp_path / "Makefile").as_uri(), text, 1, "makefile")
    assert await session.actions(doc, 0, len(text)) == []  # before its findings are computed
    findings = await session.build_files.findings(doc)
    assert findings
    found = await session.actions(doc, 0, len(text))
    assert found and {a.what for a in found} == {"fix"} and not any(a.preferred for a in found)
    change = await session.apply(found[0])
    assert isinstance(change, DocumentEdit) and apply_edits(text, change.edits) != text


async def test_convert_file_never_lands_on_an_existing_hip_file(tmp_path: Path) -> None:
    """k.hip exists: the conversion writes k-2.hip, and replacing k.hip is an action of its own."""
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cu", CUDA)
    (tmp_path / "k.hip").write_text("// my hand port\n")
    found = await session.actions(doc, 0, 0, only=["source.convertToHip"])
    assert [(a.title, a.kind) for a in found] == [
        ("Convert file to HIP as k-2.hip", "source.convertToHip"),
        ("Replace existing k.hip with the translation", "source.convertToHip.replace"),
    ]
    new, replace = found
    text = translate(CUDA, session.translate_options(doc)).text
    assert await session.apply(new) == FileWrite(tmp_path / "k-2.hip", text)
    assert await session.apply(replace) == FileWrite(tmp_path / "k.hip", text, replace=True)
    assert [a.kind for a in await session.actions(doc, 0, 0, only=["source.convertToHip.replace"])] == [
        "source.convertToHip.replace"
    ]


async def test_an_unsaved_hip_document_counts_as_taken_and_a_name_taken_meanwhile_is_refused(tmp_path: Path) -> None:
    session = await _session()
    doc = open_cuda(session, tmp_path / "k.cuh", CUDA)
    session.documents.open((tmp_path / "k.hip.cuh").as_uri(), "// unsaved\n", 1, "cuda")
    (tmp_path / "k-2.hip.cuh").symlink_to("nowhere")  # a dangling link is something of the user's too
    new, _replace = await session.actions(doc, 0, 0, only=["source.convertToHip"])
    assert new.title == "Convert file to HIP as k-3.hip.cuh"
    (tmp_path / "k-3.hip.cuh").write_text("// written meanwhile\n")
    with pytest.raises(ActionGone, match=r"k-3\.hip\.cuh exists now"):
        await session.apply(new)
