"""compile_commands.json: finding it, reading an entry's flags, and hipcc honouring them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cass_lsp.session import build_translated
from cass_lsp.toolchain import compile_commands
from cass_lsp.toolchain.pipeline import Builder, BuildRequest, request_flags


def _project(tmp_path: Path) -> Path:
    src = tmp_path / "proj" / "src"
    (tmp_path / "proj" / "include").mkdir(parents=True)
    src.mkdir()
    (tmp_path / "proj" / "include" / "config.h").write_text("#define FROM_CONFIG 7\n")
    (src / "main.cu").write_text(
        '#include "config.h"\n'
        "#ifndef NEEDED\n#error NEEDED must come from compile_commands.json\n#endif\n"
        "__global__ void k(int* p) { p[0] = FROM_CONFIG + NEEDED; }\n"
    )
    build = tmp_path / "proj" / "build"
    build.mkdir()
    entries = [
        {
            "directory": str(build),
            "arguments": [
                "nvcc",
                "-I../include",
                "-isystem",
                "/opt/sys",
                "-DNEEDED=1",
                "-D",
                "OTHER",
                "-std=c++17",
                "-O2",
                "-c",
                "../src/main.cu",
                "-o",
                "main.o",
            ],
            "file": "../src/main.cu",
        },
        {
            "directory": str(build),
            "command": "clang++ --include-directory=/x/y -UNDEBUG --std c++20 -c ../src/other.cpp",
            "file": "../src/other.cpp",
        },
    ]
    (build / "compile_commands.json").write_text(json.dumps(entries))
    return src / "main.cu"


def test_find_and_read(tmp_path):
    main = _project(tmp_path)
    database = compile_commands.find_database(main.parent)
    assert database == tmp_path / "proj" / "build" / "compile_commands.json"
    flags = compile_commands.flags_for(main, database)
    assert flags.include_dirs == (str(tmp_path / "proj" / "include"),)
    assert flags.system_include_dirs == ("/opt/sys",)
    assert flags.defines == ("NEEDED=1", "OTHER")
    assert flags.std == "c++17" and flags.exact
    assert flags.as_args()[:3] == [f"-I{tmp_path / 'proj' / 'include'}", "-isystem", "/opt/sys"]
    other = compile_commands.flags_for(main.parent / "other.cpp", database)
    assert other.include_dirs == ("/x/y",) and other.undefines == ("NDEBUG",) and other.std == "c++20"
    # A file without its own entry borrows one from its folder (as clangd does for new files).
    borrowed = compile_commands.flags_for(main.parent / "new.cu", database)
    assert borrowed is not None and not borrowed.exact


def test_stops_at_the_workspace(tmp_path):
    main = _project(tmp_path)
    (tmp_path / "proj" / "build" / "compile_commands.json").unlink()
    (tmp_path / "compile_commands.json").write_text("[]")
    assert compile_commands.find_database(main.parent, stop=tmp_path / "proj") is None
    assert compile_commands.find_database(main.parent) == tmp_path / "compile_commands.json"


@pytest.mark.slow
async def test_hipcc_uses_the_flags(hip_toolchain, tmp_path):
    main = _project(tmp_path)
    dirs, defines, std = request_flags(main, workspace_folders=[tmp_path / "proj"], include_paths=["/extra"])
    assert str(tmp_path / "proj" / "include") in dirs and "/extra" in dirs and str(tmp_path / "proj") in dirs
    assert "NEEDED=1" in defines and std == "c++17"
    request = BuildRequest(main, main.read_text(), "cuda", ("gfx90a",), include_dirs=dirs, defines=defines, std=std)
    build = await build_translated(Builder(hip_toolchain), request)
    assert build.diagnostics == [], build.output
    without = await build_translated(Builder(hip_toolchain), BuildRequest(main, main.read_text(), "cuda", ("gfx90a",)))
    # Without the database's -I, the include fails on the CUDA line that has it.
    assert [(d.start_line, d.code) for d in without.diagnostics] == [(0, "pp_file_not_found")]


def test_response_files_are_read(tmp_path):
    """nvcc's --options-file/-optf and @FILE, relative to the entry's folder, nested ones too; one
    that cannot be read is left out."""
    build = tmp_path / "build"
    (build / "CMakeFiles").mkdir(parents=True)
    (build / "CMakeFiles" / "includes_CUDA.rsp").write_text('-I"/src/inc dir" -isystem /sys\n')
    (build / "defs.rsp").write_text("-DA=1 @more.rsp\n")
    (build / "more.rsp").write_text("-DB -I../rel\n")
    args = ["--options-file", "CMakeFiles/includes_CUDA.rsp", "-optf=defs.rsp", "@missing.rsp", "-DC", "-c", "x.cu"]
    flags = compile_commands.parse_arguments(args, build)
    assert flags.include_dirs == ("/src/inc dir", str(tmp_path / "rel"))
    assert flags.system_include_dirs == ("/sys",) and flags.defines == ("A=1", "B", "C")
    loop = build / "loop.rsp"
    loop.write_text("-DL @loop.rsp\n")
    assert compile_commands.parse_arguments(["@loop.rsp"], build).defines == ("L",) * 4  # nesting stops
