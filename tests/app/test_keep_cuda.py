"""`cass-lsp port --keep-cuda` on the bundled examples (examples/keep-cuda: a CMake project and a
Makefile project): the CUDA sources stay, the build files gain the switch, the AMD build
(HIP 6.4 lane) generates its sources in the build tree and translates again only what changed,
and the NVIDIA build still compiles with nvcc."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.app.build_tree import input_key
from cass_lsp.app.port_check import check_commands
from cass_lsp.buildfiles import keep_cuda as blocks
from cass_lsp.buildfiles import system_named
from cass_lsp.buildfiles.ci_jobs import ci_jobs
from cass_lsp.buildfiles.systems.cmake import CMAKE_MODULE
from cass_lsp.buildfiles.systems.make import MAKE_MODULE
from cass_lsp.session import build_options
from cass_lsp.toolchain.pipeline import request_flags
from cass_lsp.translate import Rule, TranslateOptions, default_rules
from tests.cli import cli_in_process
from tests.lanes import hip_lane

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "keep-cuda"
CLI = [sys.executable, "-m", "cass_lsp"]
CASS_LSP = Path(sys.executable).parent / "cass-lsp"  # what the AMD build runs (the console script)
NVCC = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if Path("/usr/local/cuda/bin/nvcc").exists() else None)


def keep_cuda(src: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli_in_process(["port", str(src), "--keep-cuda", *extra])


@pytest.fixture
def kept(tmp_path: Path) -> Path:
    out = tmp_path / "keep-cuda"
    res = keep_cuda(EXAMPLES, "--out-dir", str(out), "--progress", "never")
    assert res.returncode == 0, res.stderr
    return out


def _sources(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.suffix in (".cu", ".cuh")}


def test_the_cuda_sources_stay_and_the_build_files_gain_the_switch(kept: Path) -> None:
    assert _sources(kept) == _sources(EXAMPLES)
    cmake = (kept / "saxpy-cmake" / "CMakeLists.txt").read_text()
    assert blocks.BEGIN in cmake
    assert blocks.strip_blocks(cmake) == (EXAMPLES / "saxpy-cmake" / "CMakeLists.txt").read_text()
    make = (kept / "reduce-make" / "Makefile").read_text()
    assert make.startswith(blocks.BEGIN) and "ifeq ($(GPU_BACKEND),hip)" in make
    for name in (CMAKE_MODULE, MAKE_MODULE, blocks.OPTIONS_FILE):
        assert (kept / name).is_file(), name


def test_a_second_run_keeps_a_hand_edit_and_needs_a_place_to_write(kept: Path) -> None:
    makefile = kept / "reduce-make" / "Makefile"
    makefile.write_text(makefile.read_text() + "# mine\n")
    res = keep_cuda(EXAMPLES, "--out-dir", str(kept))
    assert res.returncode == 0 and "reduce-make/Makefile" in res.stdout  # the next steps: the summary's
    assert makefile.read_text().endswith("# mine\n")
    res = keep_cuda(EXAMPLES)
    assert res.returncode == 2 and "--keep-cuda needs --out-dir OUT" in res.stderr.strip().splitlines()[-1]


def test_in_place_changes_the_build_files_only(tmp_path: Path) -> None:
    tree = tmp_path / "keep-cuda"
    shutil.copytree(EXAMPLES, tree)
    res = keep_cuda(tree, "--in-place")
    assert res.returncode == 0, res.stderr
    assert _sources(tree) == _sources(EXAMPLES)
    changed = {p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()} - set(_sources(tree))
    assert blocks.BEGIN in (tree / "saxpy-cmake" / "CMakeLists.txt").read_text()
    assert {CMAKE_MODULE, MAKE_MODULE, blocks.OPTIONS_FILE} <= changed


def _mtimes(folder: Path) -> dict[str, int]:
    return {p.name: p.stat().st_mtime_ns for p in folder.iterdir() if p.suffix in (".hip", ".cuh", ".h")}


def _needs_cass_lsp() -> None:
    if not CASS_LSP.exists():
        pytest.skip(f"no cass-lsp console script beside {sys.executable} (pip install -e .)")


@pytest.mark.slow
def test_the_make_amd_build_translates_again_only_what_changed(kept: Path) -> None:
    _needs_cass_lsp()
    tc = hip_lane("6.4")
    folder = kept / "reduce-make"
    argv = ["make", "-C", str(folder), "GPU_BACKEND=hip", f"CASS_LSP={CASS_LSP}",
            f"HIPCC={build_options(tc).hipcc}", "GPU_TARGETS=gfx942"]  # fmt: skip

    def build() -> str:
        res = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "HIP_PLATFORM": "amd"})
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
        return res.stdout + res.stderr

    build()
    mirror = kept / "build-hip" / "keep-cuda" / "reduce-make"
    assert (mirror / "reduce").is_file() and (mirror / "main.hip").is_file()
    assert not (folder / "main.o").exists()  # nothing generated beside the CUDA sources
    before = _mtimes(mirror)
    assert "is up to date" in build() and _mtimes(mirror) == before
    with (folder / "main.cu").open("a") as f:
        f.write("// edited\n")
    out = build()
    after = _mtimes(mirror)
    assert after["main.hip"] != before["main.hip"] and after["kernels.cuh"] == before["kernels.cuh"]
    assert "1 written" in out


@pytest.mark.slow
def test_a_make_amd_build_given_no_hipcc_translates_for_the_hip_that_compiles(kept: Path) -> None:
    """`make GPU_BACKEND=hip` with no HIPCC: the ported Makefile takes the hipcc on PATH (here
    Debian's HIP 5.2), and cass-lsp translated for the newest HIP it found (the 6.4 lane), so the
    warp shuffles kept their _sync names, which HIP 5.2 lacks ('make demo' failed so). The module
    now chooses hipcc as the ported Makefile does and translates for it."""
    _needs_cass_lsp()
    tc = hip_lane("5.2")
    if tc.hipcc_prefix or shutil.which("hipcc") != str(tc.hipcc):
        pytest.skip("the HIP 5.2 lane's hipcc is not the one on PATH")
    folder = kept / "reduce-make"
    argv = ["make", "-C", str(folder), "GPU_BACKEND=hip", f"CASS_LSP={CASS_LSP}", "GPU_TARGETS=gfx90a"]
    env = {**os.environ, "HIP_PLATFORM": "amd"}
    env.pop("HIPCC", None)
    env.pop("ROCM_PATH", None)
    res = subprocess.run(argv, capture_output=True, text=True, env=env)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    mirror = kept / "build-hip" / "keep-cuda" / "reduce-make"
    kernels = (mirror / "kernels.cuh").read_text()
    assert "__shfl_down(" in kernels and "__shfl_down_sync" not in kernels  # written for HIP 5.2
    assert (mirror / "reduce").is_file()


@pytest.mark.slow
def test_the_cmake_amd_build_translates_again_only_what_changed(kept: Path) -> None:
    """Also what the editor reads of it: the CUDA file gets the generated file's flags from the
    configure's compile_commands.json (``build-hip`` in the project, where the editor looks)."""
    _needs_cass_lsp()
    tc = hip_lane("6.4")
    project = kept / "saxpy-cmake"
    build_dir = project / "build-hip"
    *_ask, configure, build_cmd = check_commands(tc, system_named("cmake"), project, ["gfx942"], build=build_dir)
    configure = [*configure, "-DGPU_BACKEND=hip", f"-DCASS_LSP={CASS_LSP}"]

    def run(argv: list[str]) -> str:
        res = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "HIP_PLATFORM": "amd"})
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
        return res.stdout + res.stderr

    run(configure)
    # C++ by the compiler the project's own configure finds, not the HIP compiler (CMake looked beside
    # it first when HIP was enabled before C++: cudpp's g++-only narrowing then stopped the build)
    lines = (build_dir / "CMakeCache.txt").read_text().splitlines()
    cache = {line.split(":", 1)[0]: line.split("=", 1)[1] for line in lines if "_COMPILER:FILEPATH=" in line}
    assert cache["CMAKE_CXX_COMPILER"] != cache["CMAKE_HIP_COMPILER"], cache
    dirs, defines, std = request_flags(project / "src" / "saxpy.cu", workspace_folders=[kept])
    assert dirs[0] == str(project / "src")  # the mirror's src, mapped back
    assert not any("cass-hip" in d for d in dirs)
    assert "__HIP_ROCclr__=1" in defines and std == "gnu++17"
    run(build_cmd)
    mirror = build_dir / "cass-hip" / "keep-cuda" / "saxpy-cmake" / "src"
    assert (build_dir / "cass-hip-build" / "saxpy").is_file()
    before = _mtimes(mirror)
    out = run(build_cmd)
    assert "Building HIP object" not in out and _mtimes(mirror) == before
    with (kept / "saxpy-cmake" / "src" / "saxpy.cu").open("a") as f:
        f.write("// edited\n")
    out = run(build_cmd)
    after = _mtimes(mirror)
    assert after["saxpy.hip"] != before["saxpy.hip"] and after["main.hip"] == before["main.hip"]
    assert "saxpy.hip.o" in out and "main.hip.o" not in out


@pytest.mark.slow
@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
def test_the_nvidia_build_is_unchanged(kept: Path) -> None:
    """The NVIDIA CI job's commands (``--ci``: the project's own build, unchanged by the port)
    build both projects with nvcc, each below the tree's root as in a repository."""
    path = os.pathsep.join([str(Path(sys.executable).parent), str(Path(NVCC).parent), os.environ["PATH"]])
    env = {**os.environ, "PATH": path}  # cmake from the virtual environment, as the job installs it
    for build_system, project, program in (("make", "reduce-make", "reduce"), ("cmake", "saxpy-cmake", "build/saxpy")):
        output = ""
        for command in ci_jobs(build_system, ("gfx942",), project_dir=project)[0].build:
            res = subprocess.run(["sh", "-c", command], cwd=kept, capture_output=True, text=True, env=env)
            assert res.returncode == 0, f"{command}\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}"
            output += res.stdout
        assert (kept / project / program).is_file(), build_system
        assert build_system == "cmake" or "nvcc" in output


@pytest.mark.slow
def test_ci_jobs_are_written_beside_the_switch(tmp_path: Path) -> None:
    out = tmp_path / "keep-cuda"
    res = keep_cuda(EXAMPLES, "--out-dir", str(out), "--ci", "github,gitlab", "--targets", "gfx942,gfx1100")
    assert res.returncode == 0, res.stderr
    workflow = (out / ".github" / "workflows" / "gpu-backends.yml").read_text()
    assert "GPU_BACKEND=hip" in workflow and "gfx942 gfx1100" in workflow
    assert "rocm/dev-ubuntu-24.04" in (out / "ci" / "gpu-backends.gitlab-ci.yml").read_text()
    res = keep_cuda(EXAMPLES, "--out-dir", str(tmp_path / "x"), "--ci", "jenkins")
    assert res.returncode == 2 and res.stderr.strip().splitlines()[-1].startswith("cass-lsp port: --ci: unknown CI")


@pytest.mark.slow
@pytest.mark.skipif(NVCC is None, reason="nvcc is not installed")
def test_portable_fixes_change_only_what_they_fix_and_nvcc_still_builds(tmp_path: Path) -> None:
    from cass_lsp.translate import translate

    out = tmp_path / "keep-cuda"
    res = keep_cuda(EXAMPLES, "--out-dir", str(out), "--apply-portable-fixes")
    assert res.returncode == 0, res.stderr
    assert "reduce-make/kernels.cuh: 3" in res.stdout
    before, after = _sources(EXAMPLES), _sources(out)
    assert {k for k in before if before[k] != after[k]} == {"reduce-make/kernels.cuh"}
    fixed = after["reduce-make/kernels.cuh"].decode()
    assert "% CASS_WARP_SIZE" in fixed
    assert not [f for f in translate(fixed).findings if f.code == "warp-size-literal"]
    env = {**os.environ, "PATH": f"{Path(NVCC).parent}{os.pathsep}{os.environ['PATH']}"}
    res = subprocess.run(["make", "-C", str(out / "reduce-make")], capture_output=True, text=True, env=env)
    assert res.returncode == 0, res.stderr[-2000:]


@pytest.mark.slow
def test_the_build_tree_translates_with_the_recorded_options(tmp_path: Path) -> None:
    src = tmp_path / "blas"
    src.mkdir()
    (src / "Makefile").write_text("CC = nvcc\nmain: main.cu\n\t$(CC) $< -o $@ -lcublas\n")
    (src / "main.cu").write_text("#include <cublas_v2.h>\nint main() { cublasHandle_t h; cublasCreate(&h); }\n")
    res = keep_cuda(src, "--in-place", "--roc")
    assert res.returncode == 0, res.stderr
    assert '"roc": true' in (src / blocks.OPTIONS_FILE).read_text()
    mirror = tmp_path / "build-hip" / "blas"
    argv = [*CLI, "port", str(src), "--out-dir", str(mirror), "--build-tree", "--hip-version", "6.4.3", "--quiet"]
    res = subprocess.run(argv, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    assert "rocblas_create_handle(&h)" in (mirror / "main.hip").read_text()
    assert not (mirror / blocks.OPTIONS_FILE).exists() and blocks.BEGIN not in (mirror / "Makefile").read_text()


def test_a_translation_with_a_rule_set_of_its_own_has_an_input_key() -> None:
    """The key of a build tree's translation reads the options field by field: a rule set in them
    (functions, mapping proxies) is keyed by its rules' ids, not copied (dataclasses.astuple raised)."""
    extra = Rule("project.names", "identifiers", run=lambda ctx, node, name: True, names=frozenset({"cudaMine"}))
    own = TranslateOptions(rules=default_rules().extended([extra]))
    assert input_key("x", own) == input_key("x", TranslateOptions(rules=default_rules().extended([extra])))
    assert input_key("x", own) != input_key("x", TranslateOptions())
    assert input_key("x", TranslateOptions()) == input_key("x", TranslateOptions())
