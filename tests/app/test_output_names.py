"""A tree that already ships foo.hip beside foo.cu (issue 32, item 12): the project's own foo.hip is
copied as it is, the translation of foo.cu takes a name nothing else has (foo.cu.hip), a warning
names both, and the build files, includes and links name the translation (app/output_names.py)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from cass_lsp.core.output_names import OutputNames
from tests.cli import cli_in_process
from tests.lanes import hip_lane, run_compile

P = Path


def test_names_collide_with_nothing() -> None:
    names = OutputNames.of([P("a.cu"), P("a.hip"), P("a.cu.hip"), P("b.cu"), P("sub/c.cu"), P("sub/c.hip"), P("x.h")])
    assert names(P("a.cu")) == P("a.cu.2.hip")  # a.hip and a.cu.hip are the tree's
    assert names(P("b.cu")) == P("b.hip")
    assert names(P("sub/c.cu")) == P("sub/c.cu.hip")
    assert names(P("a.hip")) == P("a.hip") and names(P("x.h")) == P("x.h")
    assert names.note(P("b.cu")) is None
    assert "sub/c.cu is written as sub/c.cu.hip: the tree has its own sub/c.hip" in (names.note(P("sub/c.cu")) or "")


def test_build_files_name_the_moved_sources() -> None:
    names = OutputNames.of([P("src/k.cu"), P("src/k.hip"), P("src/other.cu")])
    top = "add_executable(app src/k.cu src/other.cu src/mk.cu)\nset(S ${CMAKE_CURRENT_SOURCE_DIR}/src/k.cu)\n"
    assert names.in_build_file(top, P("CMakeLists.txt")) == (
        "add_executable(app src/k.cu.hip src/other.cu src/mk.cu)\nset(S ${CMAKE_CURRENT_SOURCE_DIR}/src/k.cu.hip)\n"
    )
    assert names.in_build_file("k: k.cu\n\tnvcc -c k.cu\n", P("src/Makefile")) == "k: k.cu.hip\n\tnvcc -c k.cu.hip\n"
    assert names.in_build_file("k: k.cu\n", P("elsewhere/Makefile")) == "k: k.cu\n"  # not its folder's k.cu


def test_an_included_cmake_file_names_the_moved_sources_in_its_includers_paths(tmp_path: Path) -> None:
    """Issue 39 item 5: cmake/sources.cmake, include()d by the top CMakeLists.txt, lists src/foo.cu;
    its .cu became .hip, so the project's own src/foo.hip was built instead of the translation."""
    proj = tmp_path / "proj"
    (proj / "src").mkdir(parents=True)
    (proj / "cmake").mkdir()
    (proj / "src" / "foo.cu").write_text("__global__ void k() {}\n")
    (proj / "src" / "foo.hip").write_text("// the project's own HIP version\n")
    (proj / "cmake" / "sources.cmake").write_text("set(SOURCES src/foo.cu)\n")
    (proj / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.21)\nproject(p LANGUAGES CXX CUDA)\ninclude(cmake/sources.cmake)\n"
        "add_executable(app ${SOURCES})\n"
    )
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never", "--hip-version", "6.4.3"])
    assert proc.returncode == 0, proc.stderr
    assert (out / "cmake" / "sources.cmake").read_text() == "set(SOURCES src/foo.cu.hip)\n"
    assert (out / "src" / "foo.cu.hip").is_file()


def _tree(root: Path) -> Path:
    proj = root / "proj"
    proj.mkdir()
    (proj / "foo.cu").write_text(
        "#include <cuda_runtime.h>\n__global__ void scale(float* p, float a) { p[threadIdx.x] *= a; }\n"
        "void run_scale(float* p, float a) { scale<<<1, 64>>>(p, a); cudaDeviceSynchronize(); }\n",
        encoding="utf-8",
    )
    (proj / "foo.hip").write_text(
        "// The project's own HIP version, kept by hand.\n#include <hip/hip_runtime.h>\n"
        "__global__ void scale(float* p, float a) { p[threadIdx.x] *= a; }\n"
        "void run_scale(float* p, float a) { scale<<<1, 64>>>(p, a); (void)hipDeviceSynchronize(); }\n",
        encoding="utf-8",
    )
    (proj / "main.cpp").write_text(
        "void run_scale(float* p, float a);\nint main() { run_scale(nullptr, 2.0f); return 0; }\n", encoding="utf-8"
    )
    (proj / "all.cu").write_text('#include "foo.cu"\n', encoding="utf-8")
    (proj / "Makefile").write_text("app: foo.cu main.cpp\n\tnvcc -o app foo.cu main.cpp\n", encoding="utf-8")
    (proj / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.21)\nproject(p LANGUAGES CXX CUDA)\nadd_executable(app foo.cu main.cpp)\n",
        encoding="utf-8",
    )
    (proj / "alias.cu").symlink_to("foo.cu")
    return proj


def test_port_keeps_the_projects_hip_file_and_says_so(tmp_path: Path) -> None:
    proj = _tree(tmp_path)
    own = (proj / "foo.hip").read_bytes()
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never"])
    assert proc.returncode == 0, proc.stderr
    assert (out / "foo.hip").read_bytes() == own
    assert "hipDeviceSynchronize();" in (out / "foo.cu.hip").read_text(encoding="utf-8")
    assert "app: foo.cu.hip main.cpp" in (out / "Makefile").read_text(encoding="utf-8")
    assert "add_executable(app foo.cu.hip main.cpp)" in (out / "CMakeLists.txt").read_text(encoding="utf-8")
    assert (out / "all.hip").read_text(encoding="utf-8") == '#include "foo.cu.hip"\n'
    assert (out / "alias.hip").readlink() == Path("foo.cu.hip")
    assert "foo.cu is written as foo.cu.hip: the tree has its own foo.hip" in proc.stdout  # the summary's list
    report = json.loads((out / "cass-port-report.json").read_text(encoding="utf-8"))
    entry = next(e for e in report["files"] if e["source"] == "foo.cu")
    assert entry["output"] == "foo.cu.hip"
    assert [(f["code"], f["severity"]) for f in entry["findings"]] == [("output-name-taken", "warning")]


def test_the_name_taken_finding_is_decided_as_any_other(tmp_path: Path) -> None:
    """``output-name-taken`` was no catalogued code: --ignore refused it, and nothing could decide it."""
    proj = _tree(tmp_path)
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never", "--ignore",
                           "output-name-taken"])  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "cass-port-report.json").read_text(encoding="utf-8"))
    entry = next(e for e in report["files"] if e["source"] == "foo.cu")
    assert entry["output"] == "foo.cu.hip" and entry["findings"] == []
    assert [(s["code"], s["by"]) for s in entry["suppressed"]] == [("output-name-taken", "--ignore")]


def test_port_in_place_never_overwrites_the_projects_hip_file(tmp_path: Path) -> None:
    """Before: the translation of foo.cu was written over the project's foo.hip."""
    proj = _tree(tmp_path)
    own = (proj / "foo.hip").read_bytes()
    proc = cli_in_process(["port", str(proj), "--in-place", "--progress", "never"])
    assert proc.returncode == 0, proc.stderr
    assert (proj / "foo.hip").read_bytes() == own
    assert (proj / "foo.cu.hip").is_file() and not (proj / "foo.cu").exists()


@pytest.mark.slow
def test_the_ported_makefile_builds_the_translation(tmp_path: Path) -> None:
    tc = hip_lane("6.4")
    proj = _tree(tmp_path)
    (proj / "foo.hip").write_text("#error the project's own file is not what the Makefile builds\n", encoding="utf-8")
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never"])
    assert proc.returncode == 0, proc.stderr
    hipcc = shlex.join(tc.hipcc_argv())
    argv = ["make", "-C", str(out), f"HIPCC={hipcc}", "GPU_TARGETS=gfx942"]
    built = run_compile(tc, argv, root=out, env=tc.hip_env(), outputs=())
    assert built.returncode == 0, built.stdout + built.stderr[-4000:]


def test_the_editor_finds_the_file_a_keep_cuda_build_generated(tmp_path: Path) -> None:
    """toolchain/compile_commands.py names the generated file as port does (the same function)."""
    from cass_lsp.toolchain.compile_commands import _generated

    (tmp_path / "k.cu").write_text("", encoding="utf-8")
    (tmp_path / "k.hip").write_text("", encoding="utf-8")
    (tmp_path / "other.cu").write_text("", encoding="utf-8")
    mirror = tmp_path / "build" / "cass-hip" / "proj"
    assert _generated(tmp_path / "k.cu", tmp_path, mirror) == mirror / "k.cu.hip"
    assert _generated(tmp_path / "other.cu", tmp_path, mirror) == mirror / "other.hip"
