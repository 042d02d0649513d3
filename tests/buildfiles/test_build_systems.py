"""The build systems as one table: each is a module of buildfiles/systems/ with the whole
protocol, the editors' lists of build files are the table's, and nothing outside the system
modules tests which system a file belongs to."""

from __future__ import annotations

import ast
import re
from pathlib import Path, PurePath

import pytest

from cass_lsp.buildfiles import SYSTEMS, BuildOptions, system_of
from cass_lsp.buildfiles.system import BuildSystem
from cass_lsp.syntax.languages import BUILD_LANGUAGE_IDS, detect

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "cass_lsp"
SYSTEM_MODULES = PACKAGE / "buildfiles" / "systems"


def _example(pattern: str) -> str:
    """A file name a glob of the table matches: ``**/*.cmake`` -> ``x.cmake``."""
    return pattern.removeprefix("**/").replace("*", "x")


def test_every_system_is_a_module_of_its_own_with_the_whole_protocol() -> None:
    modules = {p.stem for p in SYSTEM_MODULES.glob("*.py") if p.stem != "__init__"}
    assert {type(s).__module__.rsplit(".", 1)[-1] for s in SYSTEMS} == modules
    assert len({s.name for s in SYSTEMS}) == len(SYSTEMS)
    for system in SYSTEMS:
        for method in ("claims", "builds_cuda", "port"):  # what every system must say for itself
            assert getattr(type(system), method) is not getattr(BuildSystem, method), (system.name, method)
        for pattern in system.editor.patterns:
            assert system_of(_example(pattern)) is system, pattern
        assert system.title and system.editor.patterns


@pytest.mark.parametrize("system", SYSTEMS, ids=lambda s: s.name)
def test_a_file_without_cuda_builds_none_and_gets_no_finding(system: BuildSystem) -> None:
    assert not system.builds_cuda("# a CUDA build? no: nvcc and foo.cu in a comment\n")
    assert system.port("", BuildOptions()).findings == ()


def _ts_array(source: str, name: str) -> list[str]:
    body = re.search(rf"export const {name} = \[(.*?)\] as const;", source, re.DOTALL)
    assert body is not None, name
    return re.findall(r"'([^']+)'", body.group(1))


def test_the_vscode_client_sends_every_systems_files() -> None:
    """Before: autotools and Meson findings never reached VS Code (its lists named CMake and make)."""
    source = (REPO / "editors" / "vscode" / "src" / "protocol.ts").read_text(encoding="utf-8")
    assert _ts_array(source, "BUILD_FILE_PATTERNS") == [p for s in SYSTEMS for p in s.editor.patterns]
    assert _ts_array(source, "BUILD_FILE_LANGUAGES") == [i for s in SYSTEMS for i in s.editor.vscode]


@pytest.mark.parametrize("config", ["lsp/cass.lua", "cass-0.7.lua"])
def test_the_neovim_client_attaches_to_every_systems_filetypes(config: str) -> None:
    source = (REPO / "editors" / "nvim" / config).read_text(encoding="utf-8")
    listed = re.search(r"filetypes = \{([^}]*)\}", source)
    assert listed is not None
    filetypes = re.findall(r"'([^']+)'", listed.group(1))
    assert filetypes[:4] == ["cuda", "hip", "nvsass", "amdgpu"]
    assert filetypes[4:] == [i for s in SYSTEMS for i in s.editor.nvim]


def test_build_files_are_never_taken_for_assembly() -> None:
    assert {i for s in SYSTEMS for i in (*s.editor.vscode, *s.editor.nvim)} <= BUILD_LANGUAGE_IDS
    for system in SYSTEMS:
        for pattern in system.editor.patterns:
            assert detect(f"file:///p/{_example(pattern)}", head=b"  s_mov_b32 s0, 1\n") is None, pattern


def _kind_comparisons(path: Path) -> list[int]:
    names = {s.name for s in SYSTEMS}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.Dict):
            operands = [k for k in node.keys if k is not None]
        else:
            continue
        if any(isinstance(o, ast.Constant) and o.value in names for o in operands):
            found.append(node.lineno)
    return found


def test_no_code_outside_the_system_modules_compares_a_systems_name() -> None:
    """14 comparisons on "cmake"/"make" in 7 files sent every kind that was not Make down CMake's
    path; a system says for itself what it does."""
    wrong = [
        f"{path.relative_to(REPO)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if SYSTEM_MODULES not in path.parents
        for line in _kind_comparisons(path)
    ]
    assert wrong == []


def test_the_checker_sees_a_comparison(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('def f(kind):\n    return kind == "make" or {"cmake": 1}.get(kind)\n')
    assert _kind_comparisons(probe) == [2, 2]


def test_claims_go_by_name_alone() -> None:
    assert system_of(PurePath("a/b/CMakeLists.txt")) is system_of("CMakeLists.txt")
    assert system_of("Makefile.am") is None and system_of("notes.txt") is None


def test_a_makefile_names_the_sibling_folders_whose_sources_it_builds() -> None:
    make = next(s for s in SYSTEMS if s.name == "make")
    text = (
        "OBJS = ./main.o \\\n\t../GRID/grid.o ../GRID/CUDA/cuda_grid.o\nSRC = src/k.cu\n"
        "%.o: %.cu\n\tnvcc -c $< -o $@\nobj: $(OBJDIR)/x.o\n"
    )
    assert make.source_folders(text) == ["../GRID", "../GRID/CUDA", "src"]
    assert next(s for s in SYSTEMS if s.name == "cmake").source_folders("add_library(a ../x/a.cu)") == []
