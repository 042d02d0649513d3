"""A name declared in the user's code is never a CUDA API (issue 32, item 11): a member `cudaVars`,
a function `CUDA_devices`, a macro parameter `cuDevice`, a kernel `cudaDevice_timeStep` declared in
another file of the project, a macro its CMakeLists.txt defines got `unknown-cuda-api` errors
(unknown_api.py, `port`'s project_names)."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.unknown_api import project_names
from tests.cli import cli_in_process
from tests.translate.strict import translate

# The project's state.h (another file) declares Solver, CUDA_devices and cudaDevice_timeStep.
SOLVER = """#include "state.h"
#define GET_NAME(cuDevice, buf) cuDeviceGetName(buf, sizeof(buf), cuDevice)
void Solver::setup() {
  cudaVars = 3;
  int n = CUDA_devices();
  cudaDevice_timeStep<<<1, 1>>>(n);
  cudaStreamCount = cudaVarsPerStream + n;
  char name[64];
  GET_NAME(0, name);
  cudaDeviceSetLimit(cudaLimitStackSize, CUDA_STACKSIZE);
}
"""


def _unknown(source: str, options: TranslateOptions | None = None) -> list[str]:
    result = translate(source, options)
    return [source.encode()[f.start : f.end].decode() for f in result.findings if f.code == "unknown-cuda-api"]


def test_names_cuda_could_not_have_are_the_users() -> None:
    # A parameter, an assigned name and names CUDA's spelling rules out stay quiet with this file alone;
    # the rest needs the project's other files (port).
    assert _unknown(SOLVER) == ["cudaVarsPerStream", "CUDA_STACKSIZE"]


def test_names_the_project_declares_elsewhere_are_the_users() -> None:
    options = TranslateOptions(project_names=("CUDA_STACKSIZE", "cudaVarsPerStream"))
    assert _unknown(SOLVER, options) == []


def test_cuda_names_no_table_knows_are_still_reported() -> None:
    source = "void f(cudaStream_t s) { cudaStreamFutureThing(s, CUDA_FUTURE_CONSTANT); }\nint main() { return 0; }\n"
    assert _unknown(source) == ["cudaStreamFutureThing", "CUDA_FUTURE_CONSTANT"]
    assert _unknown(source, TranslateOptions(project_names=("cudaOther",))) == [
        "cudaStreamFutureThing",
        "CUDA_FUTURE_CONSTANT",
    ]


def test_project_names_are_read_from_declarations_and_build_files() -> None:
    header = b"""struct Solver {
  int cudaVars;
  float* cudaVarsPerStream;
  void setup();
};
int CUDA_devices();
__global__ void cudaDevice_timeStep(int n);
#define CUDA_MAX_STREAMS 4
typedef struct cudaPlanNode { int n; } cudaPlan;
int x = cudaMalloc(0, 0) + cudaNotDeclaredHere(1);
"""
    cmake = b"target_compile_definitions(app PRIVATE CUDA_STACKSIZE=1024)\nadd_definitions(-DCUDA_TRACE)\n"
    names = project_names([header], [cmake])
    assert names == (
        "CUDA_MAX_STREAMS",
        "CUDA_STACKSIZE",
        "CUDA_TRACE",
        "CUDA_devices",
        "cudaDevice_timeStep",
        "cudaPlan",
        "cudaPlanNode",
        "cudaVars",
        "cudaVarsPerStream",
    )


def test_port_gives_each_file_the_names_of_the_whole_tree(tmp_path: Path) -> None:
    tree = tmp_path / "proj"
    tree.mkdir()
    (tree / "state.h").write_text(
        "struct Solver { int cudaVars; int cudaStreamCount; float cudaVarsPerStream; void setup(); };\n"
        "int CUDA_devices();\n__global__ void cudaDevice_timeStep(int n);\n",
        encoding="utf-8",
    )
    (tree / "solver.cu").write_text(SOLVER, encoding="utf-8")
    (tree / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.18)\nproject(p LANGUAGES CXX CUDA)\nadd_library(s solver.cu)\n"
        "target_compile_definitions(s PRIVATE CUDA_STACKSIZE=1024)\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    proc = cli_in_process(["port", str(tree), "--out-dir", str(out), "--hip-version", "6.4.3", "--progress", "never"])
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "cass-port-report.json").read_text(encoding="utf-8"))
    codes = [f["code"] for entry in report["files"] for f in entry["findings"]]
    assert "unknown-cuda-api" not in codes, proc.stderr
    assert "cuda-only-helper" not in codes  # Solver::setup is not hidden from the AMD build


def test_translate_gives_each_file_the_names_of_the_files_it_is_given(tmp_path: Path) -> None:
    """`cass-lsp translate state.h solver.cu`: the names state.h declares are the user's in solver.cu
    (before: cudaVarsPerStream was an unknown CUDA API there). CUDA_STACKSIZE, which only the build
    files define, is not among the files given: still reported."""
    (tmp_path / "state.h").write_text(
        "struct Solver { int cudaVars; int cudaStreamCount; float cudaVarsPerStream; void setup(); };\n",
        encoding="utf-8",
    )
    (tmp_path / "solver.cu").write_text(SOLVER, encoding="utf-8")
    report = tmp_path / "report.json"
    argv = ["translate", str(tmp_path / "state.h"), str(tmp_path / "solver.cu"), "--out-dir", str(tmp_path / "hip")]
    proc = cli_in_process([*argv, "--hip-version", "6.4.3", "--report", str(report)])
    assert proc.returncode == 0, proc.stderr
    files = {Path(entry["source"]).name: entry for entry in json.loads(report.read_text(encoding="utf-8"))["files"]}
    unknown = [f["message"].split(" ", 1)[0] for f in files["solver.cu"]["findings"] if f["code"] == "unknown-cuda-api"]
    assert unknown == ["CUDA_STACKSIZE"], proc.stderr
    # The same file alone knows no more than itself
    alone = cli_in_process(
        ["translate", str(tmp_path / "solver.cu"), "--hip-version", "6.4.3", "--report", str(report)]
    )
    assert alone.returncode == 0, alone.stderr
    findings = json.loads(report.read_text(encoding="utf-8"))["files"][0]["findings"]
    assert sum(f["code"] == "unknown-cuda-api" for f in findings) == 2


def test_a_definition_whose_name_starts_its_own_line_is_the_projects() -> None:
    """`__global__ void` on one line and `CUDAmyKernel(...)` on the next is a definition, as a type
    ending the line before; a call at the start of a line after a statement, a `}` or an #include
    is not."""
    declared = b"""__global__ void
CUDAmyKernel(int* p) { p[0] = 1; }

int
cudaMyHelper(int a);
static float *
cudaMyBuffer(void);
"""
    used = b"""#include <vector>
cudaAfterInclude(1);
void f() {
  if (1) { g(); }
  cudaAfterBrace(2);
  g();
  cudaAfterCall(3);
}
"""
    assert project_names([declared, used]) == ("CUDAmyKernel", "cudaMyBuffer", "cudaMyHelper")


def test_translate_of_two_files_knows_a_definition_split_over_two_lines(tmp_path: Path) -> None:
    (tmp_path / "kernels.cu").write_text(
        "__global__ void\nCUDAmyKernel(int* p) { p[0] = 1; }\nint\ncudaMyHelper(int a);\n"
    )
    (tmp_path / "main.cu").write_text("void run(int* p) {\n  CUDAmyKernel<<<1, 1>>>(p);\n  cudaMyHelper(1);\n}\n")
    files = [str(tmp_path / "kernels.cu"), str(tmp_path / "main.cu")]
    proc = cli_in_process(["translate", *files, "--out-dir", str(tmp_path / "hip"), "--hip-version", "6.4.3"])
    assert proc.returncode == 0 and "unknown-cuda-api" not in proc.stderr, proc.stderr
