"""What the project's other files declare, in the editor as in ``port``: a name a header of the
project declares (``cudaVendorAlloc``, ``cudaScratch``, ``cudaPlanInfo``) is the user's, never an
``unknown-cuda-api`` error. The editor translated each document alone, so these three were errors
in the editor while ``port`` and ``translate`` over the same tree were clean (issue 32 item 11,
issue 36). In process, with a fixed toolchain: the index is the session's."""

from __future__ import annotations

import logging
from pathlib import Path

from cass_lsp.session import Session
from cass_lsp.session import project_index as index_module
from cass_lsp.session.project_index import project_root
from cass_lsp.translate.project import with_project
from tests.session.test_session import CountingDiscovery, open_cuda

HEADER = """#pragma once
struct State { int cudaVars; float* cudaBuffer; };
int CUDA_devices();
int cudaVendorAlloc(void** p, int n);
extern float* cudaScratch;
typedef struct { int n; } cudaPlanInfo;
"""
MAIN = """#include <cuda_runtime.h>
#include "../include/state.h"
__global__ void k(float* x) { x[threadIdx.x] = 0; }
int main() {
  State s;
  s.cudaVars = CUDA_devices();
  cudaPlanInfo info;
  cudaVendorAlloc((void**)&s.cudaBuffer, 64);
  k<<<1, 64>>>(cudaScratch);
  return 0;
}
"""
DECLARED = {"cudaVars", "cudaBuffer", "CUDA_devices", "cudaVendorAlloc", "cudaScratch", "cudaPlanInfo"}
UNKNOWN = ["cudaPlanInfo", "cudaVendorAlloc", "cudaScratch"]  # what the .cu alone reports


def _project(root: Path) -> tuple[Path, Path]:
    (root / "include").mkdir(parents=True)
    (root / "src").mkdir()
    (root / "include" / "state.h").write_text(HEADER)
    (root / "src" / "main.cu").write_text(MAIN)
    return root / "include" / "state.h", root / "src" / "main.cu"


def _unknown(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.message.split()[0] for f in result.findings if f.code == "unknown-cuda-api"]


async def test_a_name_a_header_of_the_workspace_declares_is_no_unknown_api(tmp_path: Path) -> None:
    header, main = _project(tmp_path / "ws")
    session = Session(discover_toolchain=CountingDiscovery())
    session.workspace_folders = (tmp_path / "ws",)
    doc = open_cuda(session, main, MAIN)
    assert _unknown(await session.translation(doc)) == UNKNOWN  # before the index is read: as before
    await session.project_index.ready(main, session.workspace_folders)
    options = session.translate_options(doc)
    assert set(options.project_names) >= DECLARED
    result = await session.translation(doc)
    assert _unknown(result) == [] and not any(f.code == "unknown-cuda-api" for f in result.findings)
    # the same names as port's pre-pass over the same files (one implementation)
    ported = with_project(session.translate_options(), [header.read_bytes(), main.read_bytes()])
    assert (options.project_names, options.asm_functions) == (ported.project_names, ported.asm_functions)
    await session.aclose()


async def test_the_index_is_read_again_on_save_and_counts_the_open_documents_text(tmp_path: Path) -> None:
    header, main = _project(tmp_path / "ws")
    session = Session(discover_toolchain=CountingDiscovery())
    session.workspace_folders = (tmp_path / "ws",)
    heard: list[Path] = []
    session.on_project_index(heard.append)
    doc = open_cuda(session, main, MAIN.replace("return 0;", "return cudaLaterName(2);"))
    await session.project_index.ready(main, session.workspace_folders)
    assert heard == [tmp_path / "ws"]
    assert "cudaLaterName" in _unknown(await session.translation(doc))
    # the header is opened and edited (unsaved): its text in the editor is what counts, once saved
    opened = open_cuda(session, header, HEADER + "int cudaLaterName(int);\n")
    header.write_text(HEADER + "int cudaLaterName(int);\n")
    session.document_saved(opened)
    await session.project_index.ready(main, session.workspace_folders)
    assert heard == [tmp_path / "ws"] * 2
    assert "cudaLaterName" in session.translate_options(doc).project_names
    assert _unknown(await session.translation(doc)) == []
    # a save that changes nothing the index knows tells no one
    session.document_saved(opened)
    await session.project_index.ready(main, session.workspace_folders)
    assert heard == [tmp_path / "ws"] * 2
    await session.aclose()


async def test_an_open_documents_unsaved_text_counts_for_its_file(tmp_path: Path) -> None:
    header, main = _project(tmp_path / "ws")
    session = Session(discover_toolchain=CountingDiscovery())
    session.workspace_folders = (tmp_path / "ws",)
    open_cuda(session, header, HEADER + "int cudaOnlyInTheEditor(int);\n")  # not on disk
    await session.project_index.ready(main, session.workspace_folders)
    assert "cudaOnlyInTheEditor" in session.translate_options(main).project_names
    await session.aclose()


def test_a_documents_project_is_its_rule_files_folder_else_its_workspace_folder_else_its_folder(
    tmp_path: Path,
) -> None:
    _header, main = _project(tmp_path / "ws")
    assert project_root(main) == main.parent
    assert project_root(main, (tmp_path, tmp_path / "ws")) == tmp_path / "ws"  # the innermost folder
    (tmp_path / "ws" / "src" / "cass-lsp.toml").write_text("")
    assert project_root(main, (tmp_path / "ws",)) == tmp_path / "ws" / "src"


async def test_a_project_past_the_cap_reads_the_documents_folder_and_the_open_documents(
    tmp_path: Path, monkeypatch, caplog
) -> None:  # type: ignore[no-untyped-def]
    header, main = _project(tmp_path / "ws")
    (tmp_path / "ws" / "src" / "local.h").write_text("int cudaBesideMain(int);\n")
    (tmp_path / "ws" / "other").mkdir()
    (tmp_path / "ws" / "other" / "far.h").write_text("int cudaFarAway(int);\n")
    monkeypatch.setattr(index_module, "MAX_FILES", 2)  # four files: past the cap
    session = Session(discover_toolchain=CountingDiscovery())
    session.workspace_folders = (tmp_path / "ws",)
    open_cuda(session, header, HEADER)
    with caplog.at_level(logging.INFO, logger="cass_lsp.session.project_index"):
        facts = await session.project_index.ready(main, session.workspace_folders)
    assert "cudaBesideMain" in facts.names and "cudaVendorAlloc" in facts.names  # its folder, the open header
    assert "cudaFarAway" not in facts.names
    said = [r.getMessage() for r in caplog.records if "more than 2 source" in r.getMessage()]
    assert len(said) == 1 and str(tmp_path / "ws") in said[0]
    await session.aclose()
