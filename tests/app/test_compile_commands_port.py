"""`port --compile-commands`: the project's compile database gives each file its include paths and
macros, for the translation (a macro the build defines is the project's) and for ``--check``."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp.toolchain.compile_commands import flags_for
from cass_lsp.toolchain.pipeline import request_flags
from tests.cli import cli_in_process
from tests.lanes import hip_lane

MAIN = """#include "helper.cuh"
__global__ void k(float* x) { x[threadIdx.x] = SCALE * helper(x[0]); }
int main() {
  float* p;
  cudaMalloc(&p, 4 * BLOCK);
  k<<<1, BLOCK>>>(p);
  sync_all(0);
  return CUDA_NUM_THREADS > 0 ? 0 : 1;
}
"""
HELPER = """#pragma once
__device__ inline float helper(float v) { return v + 1.0f; }
inline void sync_all(cudaStream_t s) { cudaStreamSynchronize(s); }
"""


def _tree(root: Path) -> Path:
    (root / "src").mkdir(parents=True)
    (root / "include").mkdir()
    (root / "src" / "main.cu").write_text(MAIN)
    (root / "include" / "helper.cuh").write_text(HELPER)
    return root


def _database(folder: Path, tree: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    entry = {
        "directory": str(folder),
        "file": str(tree / "src" / "main.cu"),
        "arguments": ["nvcc", f"-I{tree / 'include'}", "-DBLOCK=64", "-DSCALE=2.0f", "-DCUDA_NUM_THREADS=256", "-c",
                      str(tree / "src" / "main.cu")],
    }  # fmt: skip
    path = folder / "compile_commands.json"
    path.write_text(json.dumps([entry]))
    return path


def _unknown(report: Path) -> list[str]:
    data = json.loads(report.read_text())
    return [f["message"].split()[0] for e in data["files"] for f in e["findings"] if f["code"] == "unknown-cuda-api"]


def test_a_macro_the_build_defines_is_the_projects_not_an_unknown_api(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "proj")
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "plain"), "--progress", "never"])
    assert r.returncode == 0 and _unknown(tmp_path / "plain" / "cass-port-report.json") == ["CUDA_NUM_THREADS"]
    _database(tree / "build", tree)  # found in the tree's build folder
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "found"), "--progress", "never"])
    assert r.returncode == 0, r.stderr
    report = tmp_path / "found" / "cass-port-report.json"
    assert _unknown(report) == []
    assert json.loads(report.read_text())["summary"]["compile_commands"] == {
        "path": str(tree / "build" / "compile_commands.json"),
        "exact": 1,
    }
    assert "return CUDA_NUM_THREADS > 0" in (tmp_path / "found" / "src" / "main.hip").read_text()


def test_a_database_given_outside_the_tree(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "proj")
    db = _database(tmp_path / "elsewhere", tree)
    for given in (db, db.parent):
        out = tmp_path / f"out-{given.name}"
        r = cli_in_process(["port", str(tree), "--out-dir", str(out), "--compile-commands", str(given), "--progress",
                            "never"])  # fmt: skip
        assert r.returncode == 0 and _unknown(out / "cass-port-report.json") == [], r.stderr


@pytest.mark.parametrize(
    ("content", "says"),
    [(None, "holds no compile_commands.json"), ("{", "is not JSON"), ('{"a": 1}', "is not a compile database")],
)
def test_a_bad_database_is_one_line(tmp_path: Path, content: str | None, says: str) -> None:
    tree = _tree(tmp_path / "proj")
    given = tmp_path / "db"
    given.mkdir()
    if content is not None:
        given = given / "compile_commands.json"
        given.write_text(content)
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "out"), "--compile-commands", str(given)])
    assert r.returncode == 2 and says in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON" in r.stderr


@pytest.mark.slow
def test_the_database_drives_check(tmp_path: Path) -> None:
    """The lone source builds with the database's -I (its copy in the written tree, whose header was
    translated) and -D; without the database the header is not found."""
    tc = hip_lane("5.2")
    tree = _tree(tmp_path / "proj")
    db = _database(tmp_path / "elsewhere", tree)
    common = ["--check", "--targets", tc.targets[0], "--hipcc-command", str(tc.hipcc), "--progress", "never"]
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "without"), *common])
    assert r.returncode == 1 and "'helper.cuh' file not found" in r.stdout, r.stdout[-3000:]  # the check's report
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "with"), "--compile-commands", str(db), *common])
    assert r.returncode == 0, r.stderr[-3000:]
    assert "src/main.cu  ok" in r.stdout, r.stdout[-3000:]


# The build of the tree, kept beside it (port --check builds a tree by its own build files where
# it has some: here by the database, file by file).
CMAKE_PROJECT = """cmake_minimum_required(VERSION 3.18)
project(p LANGUAGES CXX CUDA)
add_executable(app {tree}/src/main.cu)
target_include_directories(app PRIVATE {tree}/include)
target_compile_definitions(app PRIVATE BLOCK=64 SCALE=2.0f CUDA_NUM_THREADS=256)
"""


@pytest.mark.slow
def test_a_database_cmake_writes_puts_includes_in_a_response_file(tmp_path: Path) -> None:
    """CMake gives nvcc a .cu file's -I flags through `--options-file CMakeFiles/app.dir/includes_CUDA.rsp`:
    read, the editor's flags and port --check find the header as with the flags inline."""
    cmake, nvcc = shutil.which("cmake"), shutil.which("nvcc") or "/usr/local/bin/nvcc"
    if cmake is None or not Path(nvcc).exists():
        pytest.skip("a real compile database needs cmake and nvcc (CMake's CUDA language tests nvcc)")
    tree = _tree(tmp_path / "proj")
    (tmp_path / "cmake").mkdir()
    (tmp_path / "cmake" / "CMakeLists.txt").write_text(CMAKE_PROJECT.format(tree=tree))
    build = tmp_path / "build"
    configure = [cmake, "-S", str(tmp_path / "cmake"), "-B", str(build), "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
                 f"-DCMAKE_CUDA_COMPILER={nvcc}", "-DCMAKE_CUDA_ARCHITECTURES=80"]  # fmt: skip
    done = subprocess.run(configure, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    database = build / "compile_commands.json"
    assert "--options-file" in database.read_text()  # what CMake writes, as the user's build has it
    flags = flags_for(tree / "src" / "main.cu", database)
    assert flags is not None and str(tree / "include") in flags.include_dirs
    # The editor's background build finds it as clangd would, in a build folder above the file.
    dirs, defines, _std = request_flags(tree / "src" / "main.cu", workspace_folders=[tmp_path])
    assert str(tree / "include") in dirs and "BLOCK=64" in defines
    tc = hip_lane("5.2")
    common = ["--check", "--targets", tc.targets[0], "--hipcc-command", str(tc.hipcc), "--progress", "never"]
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "out"), "--compile-commands", str(build),
                        *common])  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    assert "src/main.cu  ok" in r.stdout and "file not found" not in r.stdout  # the check's report
