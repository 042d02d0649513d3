"""Build files in the editor: the build-file engine's findings on CMake files and Makefiles as
diagnostics, their quick fixes (complete: a Makefile's fix brings the HIPCC/GPU_TARGETS block
it uses), a CMake file that cannot be read, and CUDA documents left to the translation. In
process (VS Code), with Neovim 0.7 for the edits (no documentChanges), and once through the
server process."""

from __future__ import annotations

import pytest
from lsprotocol import types

from cass_lsp.buildfiles import port_build_file
from cass_lsp.buildfiles.fixes import build_findings
from cass_lsp.session import build_options
from cass_lsp.session.build_files import build_system
from cass_lsp.toolchain.model import Toolchain
from tests.lsp.conftest import CLIENTS, VSCODE_PROCESS, open_document, wait_for_diagnostics
from tests.lsp.inprocess import FAKE_TOOLCHAIN
from tests.lsp.test_translation import actions_at, apply_text_edits, edits_for

CMAKE = """\
cmake_minimum_required(VERSION 3.18)
project(demo LANGUAGES CXX CUDA)
find_package(CUDAToolkit REQUIRED)
set(CMAKE_CUDA_ARCHITECTURES 80)
add_executable(demo main.cu)
target_compile_options(demo PRIVATE --use_fast_math -maxrregcount=32)
target_link_libraries(demo PRIVATE CUDA::cublas CUDA::nvml)
"""

MAKEFILE = """\
# Build the demo
CC = nvcc
CFLAGS = -O3 -arch=sm_80 -Xcompiler -fopenmp --use_fast_math -maxrregcount=32
LDFLAGS = -lcublas -lnvml

main: main.cu
\t$(CC) $(CFLAGS) -o $@ $< $(LDFLAGS)
"""

CUDA = """\
__global__ void lanes(int* out) {
  out[threadIdx.x] = threadIdx.x & 31;
}
"""


def placed(diagnostics) -> list[tuple[int, int, str]]:
    """(line, first column, code) of each diagnostic, in order."""
    return sorted((d.range.start.line, d.range.start.character, str(d.code)) for d in diagnostics)


def build_diagnostics(expected_codes: set[str]):
    return lambda ds: {str(d.code) for d in ds} == expected_codes


# ---- the pure functions -----------------------------------------------------------------------


def _system_name(uri: str) -> str | None:
    system = build_system(uri)
    return system.name if system is not None else None


def test_build_system_by_file_name() -> None:
    for name in ("CMakeLists.txt", "FindFoo.cmake", "cuda_flags.cmake"):
        assert _system_name(f"file:///p/{name}") == "cmake", name
    for name in ("Makefile", "makefile", "GNUmakefile", "rules.mk"):
        assert _system_name(f"file:///p/{name}") == "make", name
    assert _system_name("file:///p/configure.ac") == "autotools" and _system_name("file:///p/meson.build") == "meson"
    for name in ("main.cu", "CMakeLists.txt.bak", "Makefile.am", "notes.txt"):
        assert _system_name(f"file:///p/{name}") is None, name
    assert _system_name("file:///p/My%20Project/CMakeLists.txt") == "cmake"


def test_build_options_are_the_toolchains_hipcc_and_targets() -> None:
    options = build_options(FAKE_TOOLCHAIN)
    assert options.hipcc == "/nonexistent/hipcc" and options.gpu_targets == ("gfx1100", "gfx90a")
    no_hip = build_options(Toolchain(hipcc=None, targets=()))
    assert no_hip.hipcc == "hipcc" and no_hip.gpu_targets == ("gfx942",)
    assert build_options(None).hipcc == "hipcc"


def _apply(text: str, edits) -> str:  # type: ignore[no-untyped-def]
    data = text.encode()
    for e in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
        data = data[: e.start] + e.text.encode() + data[e.end :]
    return data.decode()


def test_a_makefile_arch_fix_brings_the_block_that_defines_its_variables() -> None:
    findings = {f.code: f for f in build_findings(MAKEFILE, "make", build_options(FAKE_TOOLCHAIN))}
    assert set(findings) == {"build-arch", "build-fast-math", "build-maxrregcount", "build-library-missing"}
    assert not findings["build-library-missing"].fix  # HIP lacks NVML: nothing to fix mechanically
    fixed = _apply(MAKEFILE, findings["build-arch"].fix)
    assert "CFLAGS = -O3 $(HIP_ARCH_FLAGS) -Xcompiler" in fixed
    # HIPCC is the building machine's (issue 34 item 13), the targets the toolchain's.
    assert "HIPCC ?= $(HIP_INSTALL_DIR)/bin/hipcc\nGPU_TARGETS ?= gfx1100 gfx90a\nHIP_ARCH_FLAGS = " in fixed
    assert "/nonexistent" not in fixed
    assert fixed.startswith("# Build the demo\n# cass-lsp: the HIP compiler")  # a leading comment stays first
    # Fixes that do not use those variables stay one edit; once the block is there, none adds it again.
    assert len(findings["build-fast-math"].fix) == 1
    again = {f.code: f for f in build_findings(fixed, "make", build_options(FAKE_TOOLCHAIN))}
    assert "build-arch" not in again and len(again["build-fast-math"].fix) == 1


def test_cmake_fixes_bring_what_port_writes_around_their_command() -> None:
    text = (
        "add_library(a a.cu)\n"
        "set_target_properties(a PROPERTIES CUDA_SEPARABLE_COMPILATION ON)\n"
        "target_link_libraries(a CUDA::cublasLt CUDA::cublas)\n"
    )
    findings = {f.code: f for f in build_findings(text, "cmake")}
    rdc = _apply(text, findings["build-rdc"].fix)
    # No property left: the command goes (cmake stops on an empty set_target_properties).
    assert "# cass-lsp: CUDA_SEPARABLE_COMPILATION ON removed for HIP\ntarget_compile_options(a PRIVATE" in rdc
    assert "target_link_options(a PRIVATE -fgpu-rdc)" in rdc
    optional = _apply(text, findings["build-library-optional"].fix)
    # Its own find_package, not those of the libraries the fix leaves alone (CUDA::cublas).
    assert (
        "find_package(hipblaslt CONFIG QUIET)\ntarget_link_libraries(a $<TARGET_NAME_IF_EXISTS:roc::hipblaslt>"
        in optional
    )
    assert "hipblas REQUIRED" not in optional and "CUDA::cublas)" in optional


def test_the_findings_are_the_engines() -> None:
    """What the editor shows is what `cass-lsp port` reports: same codes, offsets and messages."""
    for text, kind in ((CMAKE, "cmake"), (MAKEFILE, "make")):
        engine = port_build_file(text, kind)
        ours = build_findings(text, kind)
        assert [(f.code, f.start, f.end, f.message) for f in ours] == [
            (f.code, f.start, f.end, f.message) for f in engine.findings
        ]


def test_an_unreadable_cmake_file_is_one_error_on_its_line() -> None:
    text = "cmake_minimum_required(VERSION 3.18)\nproject(demo LANGUAGES CUDA\nadd_executable(demo main.cu)\n"
    (finding,) = build_findings(text, "cmake")
    assert finding.code == "build-unreadable" and "never closed" in finding.message
    assert text.encode()[finding.start : finding.end] == b"project(demo LANGUAGES CUDA"
    (last,) = build_findings("project(x", "cmake")  # no newline at the end
    assert (last.start, last.end) == (0, 9)


# ---- through the server -----------------------------------------------------------------------


@pytest.mark.parametrize("client", [*CLIENTS, VSCODE_PROCESS], indirect=True, ids=str)
async def test_cmake_findings_land_on_their_lines(client):
    uri = open_document(client, client.workspace_root / "CMakeLists.txt", CMAKE, language_id="cmake")
    codes = {"build-cmake-minimum", "build-arch", "build-fast-math", "build-maxrregcount", "build-library-missing"}
    diagnostics = await wait_for_diagnostics(client, uri, build_diagnostics(codes))
    assert placed(diagnostics) == [
        (0, 31, "build-cmake-minimum"),
        (3, 0, "build-arch"),
        (5, 36, "build-fast-math"),
        (5, 52, "build-maxrregcount"),
        (6, 47, "build-library-missing"),
    ]
    assert all(d.source == "cass-lsp" for d in diagnostics)
    by_code = {d.code: d for d in diagnostics}
    assert by_code["build-fast-math"].severity == types.DiagnosticSeverity.Warning
    assert by_code["build-library-missing"].severity == types.DiagnosticSeverity.Error
    assert "NVML" in by_code["build-library-missing"].message
    fast = by_code["build-fast-math"].range
    assert (fast.end.line, fast.end.character) == (5, 51)
    assert by_code["build-arch"].code_description is None  # the build findings carry no link


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_makefile_findings_and_a_quick_fix_that_applies(client):
    path = client.workspace_root / "Makefile"
    uri = open_document(client, path, MAKEFILE, language_id="makefile")
    codes = {"build-arch", "build-fast-math", "build-maxrregcount", "build-library-missing"}
    diagnostics = await wait_for_diagnostics(client, uri, build_diagnostics(codes))
    assert placed(diagnostics) == [
        (2, 13, "build-arch"),
        (2, 45, "build-fast-math"),
        (2, 61, "build-maxrregcount"),
        (3, 19, "build-library-missing"),
    ]  # -lcublas (to -lhipblas) and -Xcompiler -fopenmp are mechanical: no finding

    actions = await actions_at(client, uri, 2, 15, only=[types.CodeActionKind.QuickFix])
    assert [a.title for a in actions] == ["Port to HIP: $(HIP_ARCH_FLAGS)"]
    assert actions[0].kind == types.CodeActionKind.QuickFix
    assert actions[0].diagnostics[0].code == "build-arch"
    fixed = apply_text_edits(MAKEFILE, edits_for(actions[0].edit, uri))
    assert "CFLAGS = -O3 $(HIP_ARCH_FLAGS) -Xcompiler -fopenmp" in fixed
    # The block defining HIP_ARCH_FLAGS, with the server's targets (the settings'), and the hipcc of
    # the machine that builds, not the server's (the fake one in process).
    assert "HIPCC ?= $(HIP_INSTALL_DIR)/bin/hipcc\nGPU_TARGETS ?= gfx1100 gfx942\n" in fixed

    # The fixed text, sent back as the editor would: that finding is gone, the others stay.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await wait_for_diagnostics(client, uri, build_diagnostics(codes - {"build-arch"}))
    line = fixed.splitlines().index(
        "CFLAGS = -O3 $(HIP_ARCH_FLAGS) -Xcompiler -fopenmp --use_fast_math -maxrregcount=32"
    )
    column = fixed.splitlines()[line].index("-maxrregcount")
    actions = await actions_at(client, uri, line, column + 3, only=[types.CodeActionKind.QuickFix])
    assert [a.title for a in actions] == ["Port to HIP: remove"]
    refixed = apply_text_edits(fixed, edits_for(actions[0].edit, uri))
    assert "-ffast-math" not in refixed and "--use_fast_math \n" in refixed  # only its own word
    # Nothing to fix where there is no fixable finding (the NVML link).
    assert await actions_at(client, uri, line + 1, 21, only=[types.CodeActionKind.QuickFix]) == []


async def test_build_findings_are_decided_as_ports_are(client):
    """A build file's `# cass-lsp: ignore[CODE]` line: port honoured it, the editor showed the finding."""
    text = MAKEFILE.replace("-maxrregcount=32", "-maxrregcount=32  # cass-lsp: ignore[build-fast-math]")
    uri = open_document(client, client.workspace_root / "Makefile", text, language_id="makefile")
    codes = {"build-arch", "build-maxrregcount", "build-library-missing"}
    diagnostics = await wait_for_diagnostics(client, uri, build_diagnostics(codes))
    assert "build-fast-math" not in {d.code for d in diagnostics}


async def test_a_broken_cmake_file_is_one_diagnostic_and_the_server_carries_on(client):
    broken = "cmake_minimum_required(VERSION 3.18)\nproject(demo LANGUAGES CUDA\nadd_executable(demo main.cu)\n"
    uri = open_document(client, client.workspace_root / "broken.cmake", broken, language_id="cmake")
    diagnostics = await wait_for_diagnostics(client, uri, lambda ds: len(ds) > 0)
    assert len(diagnostics) == 1
    (d,) = diagnostics
    assert (d.code, d.severity, d.source) == ("build-unreadable", types.DiagnosticSeverity.Error, "cass-lsp")
    assert d.range == types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=27))
    assert await actions_at(client, uri, 1, 3) == []
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=2)
        )
    )
    assert hover is None
    # Fixed by the user: the findings of a readable file replace the error.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=1, character=27), end=types.Position(line=1, character=27)
                    ),
                    text=")",
                )
            ],
        )
    )
    await wait_for_diagnostics(client, uri, build_diagnostics({"build-cmake-minimum"}))


async def test_cuda_and_other_files_get_no_build_findings(client):
    cu = open_document(client, client.workspace_root / "lanes.cu", CUDA)
    diagnostics = await wait_for_diagnostics(client, cu, lambda ds: any(d.code == "warp-size-literal" for d in ds))
    assert not [d for d in diagnostics if str(d.code).startswith("build-")]
    actions = await actions_at(client, cu, 1, 35)
    assert not [a for a in actions if a.title.startswith("Port to HIP")]
    # A build file's findings and a text file's none, in the same workspace, each on its own.
    text = open_document(
        client, client.workspace_root / "notes.txt", "CC = nvcc -arch=sm_80\n", language_id="plaintext"
    )
    mk = open_document(client, client.workspace_root / "rules.mk", "NVFLAGS = -arch=sm_80\n", language_id="makefile")
    await wait_for_diagnostics(client, mk, build_diagnostics({"build-arch"}))
    assert not client.diagnostics.get(text)
    assert {str(d.code) for d in client.diagnostics[cu]} == {str(d.code) for d in diagnostics}
