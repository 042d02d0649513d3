"""`cass-lsp assess DIR`: the porting effort of a tree before any port, written nowhere in DIR: a
synthetic tree with a file of each effort class, and a real project of the corpus."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from cass_lsp.app.assess import effort
from cass_lsp.core.result import Finding, Severity
from tests.cli import cli_in_process

REPO = Path(__file__).resolve().parents[2]
PROJECTS = Path(os.environ.get("CASS_PROJECTS", REPO.parent / "shared" / "corpus" / "projects"))

FILES = {
    "clean.cu": "__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"
    "int main() { float* p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); cudaFree(p); }\n",
    "warp.cu": "__global__ void k(int* o) { o[threadIdx.x & 31] = 1; }\nint main() { k<<<1, 64>>>(0); }\n",
    "ptx.cu": '__global__ void k(int* o) { int l; asm("mov.u32 %0, %%nsmid;" : "=r"(l)); o[l] = 1; }\n'
    "int main() { k<<<1, 64>>>(0); }\n",
    "newer.cu": "int main() { cudaEvent_t e; cudaEventRecordWithFlags(e, 0, cudaEventRecordExternal); }\n",
    "host.cpp": "int add(int a, int b) { return a + b; }\n",
    "blas.cpp": "#include <cublas_v2.h>\nint main() { cublasHandle_t h; cublasCreate(&h); }\n",
}
CMAKE = """cmake_minimum_required(VERSION 3.18)
project(x LANGUAGES CXX CUDA)
add_executable(x clean.cu warp.cu)
set_target_properties(x PROPERTIES CUDA_ARCHITECTURES 70)
"""


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    root.mkdir()
    for name, text in FILES.items():
        (root / name).write_text(text)
    (root / "CMakeLists.txt").write_text(CMAKE)
    return root


def _snapshot(root: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(root).as_posix(): (p.stat().st_mtime_ns, p.stat().st_size) for p in root.rglob("*")}


def _assess(root: Path, *argv: str) -> dict:  # type: ignore[type-arg]
    r = cli_in_process(["assess", str(root), "--json", *argv])
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_each_file_gets_its_effort_class_and_reasons(tree: Path) -> None:
    before = _snapshot(tree)
    data = _assess(tree, "--hip-version", "6.2.0")
    assert _snapshot(tree) == before  # nothing written into DIR
    files = {f["path"]: f for f in data["files"]}
    assert {name: files[name]["effort"] for name in FILES} == {
        "clean.cu": "none",
        "warp.cu": "review",
        "ptx.cu": "manual",
        "newer.cu": "blocked",
        "host.cpp": "none",
        "blas.cpp": "none",
    }
    assert files["warp.cu"]["reasons"] == ["warp-size-literal x1"]
    assert files["ptx.cu"]["reasons"] == ["inline-ptx x1"]
    assert files["newer.cu"]["reasons"][0] == "needs a newer HIP than the target (hip-version x2)"
    assert files["newer.cu"]["needs_hip"] == {"version": "6.4.0", "for": "cudaEventRecordWithFlags"}
    assert files["clean.cu"]["kernels"] == 1 and files["clean.cu"]["api_uses"] == 2
    assert files["host.cpp"]["cuda_lines"] == 0 and files["clean.cu"]["cuda_lines"] == 2
    assert data["totals"]["files_with_cuda"] == 5
    assert data["totals"]["effort"] == {"blocked": 1, "manual": 1, "review": 1, "none": 2}
    assert data["libraries"] == {"HIP": 5, "hipBLAS": 2}
    assert data["needs_hip"] == {"version": "6.4.0", "for": "cudaEventRecordWithFlags"}
    [cmake] = data["build_files"]
    assert (cmake["path"], cmake["system"], cmake["effort"]) == ("CMakeLists.txt", "cmake", "none")
    assert cmake["codes"] == {"build-cmake-minimum": 1, "build-arch": 1}  # infos: the rewrite says what it did


def test_the_target_hip_and_decided_findings_change_the_classes(tree: Path) -> None:
    files = {f["path"]: f["effort"] for f in _assess(tree, "--hip-version", "6.4.3")["files"]}
    assert files["newer.cu"] == "none"  # HIP 6.4 has hipEventRecordExternal
    (tree / "cass-lsp.toml").write_text('[findings]\nwarp-size-literal = "off"\n')
    (tree / "ptx.cu").write_text("// cass-lsp: ignore-file[inline-ptx]\n" + FILES["ptx.cu"])
    data = _assess(tree)
    files = {f["path"]: f for f in data["files"]}
    assert (files["warp.cu"]["effort"], files["ptx.cu"]["effort"]) == ("none", "none")
    assert files["warp.cu"]["suppressed"] == 1 and data["totals"]["suppressed"] == 2


def test_the_table_and_the_markdown_page(tree: Path, tmp_path: Path) -> None:
    page = tmp_path / "plan" / "assessment.md"
    r = cli_in_process(["assess", str(tree), "--hip-version", "6.2.0", "--markdown", str(page)])
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    header = next(line for line in lines if line.startswith("file "))
    assert header.split() == ["file", "lines", "CUDA", "lines", "API", "uses", "kernels", "rewritten", "errors",
                              "warnings", "effort", "reasons"]  # fmt: skip
    assert "effort (files with CUDA): 1 blocked, 1 manual, 1 review, 2 none" in lines
    assert "HIP needed: HIP 6.4.0 or newer (for cudaEventRecordWithFlags)" in lines
    text = page.read_text()
    assert text.startswith("# Porting proj to HIP: assessment\n")
    assert "| `ptx.cu` | 2 | 2 | 0 | 1 | 1 | manual | inline-ptx x1 |" in text
    assert "| `CMakeLists.txt` | cmake | none |" in text


def test_third_party_code_is_marked(tree: Path) -> None:
    (tree / "extern" / "lib").mkdir(parents=True)
    (tree / "extern" / "lib" / "ptx.cuh").write_text(FILES["ptx.cu"])
    data = _assess(tree, "--exclude", "vendored/*")
    files = {f["path"]: f for f in data["files"]}
    assert files["extern/lib/ptx.cuh"]["reasons"] == ["third-party", "inline-ptx x1"]
    assert files["extern/lib/ptx.cuh"]["third_party"] is True and "third_party" not in files["ptx.cu"]
    assert data["totals"]["third_party_effort"] == {"blocked": 0, "manual": 1, "review": 0, "none": 0}


def test_effort_classes() -> None:
    def f(code: str, severity: Severity) -> Finding:
        return Finding(code, severity, "m", 0, 0)

    assert effort([]) == ("none", [])
    assert effort([f("hip-compat", Severity.INFO)]) == ("none", [])
    assert effort([f("warp-size-literal", Severity.WARNING)] * 2) == ("review", ["warp-size-literal x2"])
    assert effort([f("inline-ptx", Severity.ERROR), f("lane-mask-32", Severity.WARNING)]) == (
        "manual",
        ["inline-ptx x1", "lane-mask-32 x1"],
    )
    assert effort([f("unsupported-header", Severity.ERROR), f("inline-ptx", Severity.ERROR)])[0] == "blocked"


def test_a_tree_that_is_not_a_folder_is_one_line(tmp_path: Path) -> None:
    r = cli_in_process(["assess", str(tmp_path / "none")])
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "is not a directory" in r.stderr


@pytest.mark.slow
@pytest.mark.skipif(not (PROJECTS / "AutoDock-GPU").is_dir(), reason=f"the projects corpus is not at {PROJECTS}")
def test_a_real_project_gets_the_expected_classes(tmp_path: Path) -> None:
    """AutoDock-GPU: `__CUDA_ARCH__ >= 700` and a warp size literal in two kernels (review), the
    rest ported by the rules (cuda/kernels.cu's inline PTX is two `mov.b64` bit casts, a known
    idiom the translator rewrites); its Makefile builds no
    CUDA itself: Makefile.Cuda, which it includes, does (--use_fast_math, for review)."""
    copy = tmp_path / "AutoDock-GPU"
    shutil.copytree(PROJECTS / "AutoDock-GPU", copy)
    before = _snapshot(copy)
    data = _assess(copy)
    assert _snapshot(copy) == before
    files = {f["path"]: f for f in data["files"] if f["cuda_lines"]}
    assert {p: f["effort"] for p, f in files.items() if f["effort"] != "none"} == {
        "cuda/kernel3.cu": "review",
        "cuda/kernel4.cu": "review",
    }
    assert files["cuda/kernel3.cu"]["reasons"] == ["cuda-arch-macro x1"]
    assert data["totals"]["effort"] == {"blocked": 0, "manual": 0, "review": 2, "none": 10}
    assert data["libraries"] == {"HIP": 48}
    builds = {b["path"]: (b["system"], b["effort"]) for b in data["build_files"]}
    assert builds == {"Makefile": ("make", "none"), "Makefile.Cuda": ("make", "review"),
                      "Makefile.OpenCL": ("make", "none")}  # fmt: skip
