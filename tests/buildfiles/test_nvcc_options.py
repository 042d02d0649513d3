"""The nvcc-flag table held against nvcc itself and against the HIP compiler (issue 39 item 23):
every option nvcc lists is translated, removed or left to clang on purpose, and what the table
writes is what clang takes."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp.buildfiles import port_build_file, system_named
from cass_lsp.buildfiles.tables import FLAG_BY_NAME, FLAGS, NVCC_GCC_COLLISIONS, NVCC_OPTIONS, NVCC_SAME_IN_CLANG
from tests.lanes import hip_lane, run_compile

pytestmark = pytest.mark.slow

_OPTION = re.compile(r"^(--[\w-]+)(?:\s+[<{\[][^\s]*)?(?:\s+\((-[\w-]+)\)|\s+(-[\w-]+))?")


def _nvcc_options() -> set[str]:
    nvcc = shutil.which("nvcc") or "/usr/local/bin/nvcc"
    if not Path(nvcc).exists():
        pytest.skip("nvcc is not installed")
    text = subprocess.run([nvcc, "--help"], capture_output=True, text=True, timeout=60).stdout
    names = set()
    for line in text.splitlines():
        m = _OPTION.match(line)
        if m:
            names.update(n for n in m.groups() if n)
    return names


def test_every_option_nvcc_lists_is_in_the_table_or_left_to_clang_on_purpose() -> None:
    options = _nvcc_options()
    assert len(options) > 150, sorted(options)  # the help was read
    left = options - set(FLAG_BY_NAME) - NVCC_SAME_IN_CLANG - NVCC_GCC_COLLISIONS - {"--help", "--version", "-cuda"}
    assert left == set(), sorted(left)


def test_what_the_table_writes_is_what_hipcc_takes(tmp_path: Path) -> None:
    """Every replacement the table can write, on one hipcc line with -Werror: clang reads each as
    an option it knows (an unknown or unused one is an error or a warning there)."""
    tc = hip_lane("6.4")
    written: set[str] = set()
    for flag in (*FLAGS, *NVCC_OPTIONS):
        if flag.action != "replace":
            continue
        for hip in (flag.hip, *(v for _, v in flag.by_value)):
            if hip and "{value}" not in hip:
                written.add(hip)
    # Those with a value, with a value of their own; output and mode flags are checked apart.
    valued = "-O3 -std=c++17 -DX=1 -UY -Iinc -isystem inc -ftemplate-depth=64 -ftemplate-backtrace-limit=5"
    modes = {"-c", "-E", "-M", "-MM", "-shared", "-###", "-r", "--cuda-device-only -fsyntax-only", "-x hip",
             "-fgpu-rdc -c", "-v", "-save-temps", "-pg", "-MP", "-MD", "-MMD"}  # fmt: skip
    flags = " ".join(sorted(written - modes))
    (tmp_path / "inc").mkdir()
    (tmp_path / "k.hip").write_text(
        "#include <hip/hip_runtime.h>\n__global__ void k(float *x) { x[threadIdx.x] = sqrtf(x[0]) / 3.0f; }\n"
    )
    argv = [*tc.hipcc_prefix, str(tc.hipcc), "--offload-arch=gfx942", "-Werror", "-Wunused-command-line-argument",
            *flags.split(), *valued.split(), "-c", "k.hip", "-o", "k.o"]  # fmt: skip
    proc = run_compile(tc, argv, root=tmp_path, cwd=tmp_path, env=tc.hip_env())
    assert proc.returncode == 0, (flags, proc.stderr[-3000:])


def test_an_nvcc_line_of_long_options_builds_with_hipcc(tmp_path: Path) -> None:
    """A Makefile written for nvcc with its long options, ported, compiles with the lane's hipcc."""
    tc = hip_lane("6.4")
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "scale.h").write_text("#define SCALE 2.0f\n")
    (tmp_path / "k.cu").write_text(
        '#include <hip/hip_runtime.h>\n#include "scale.h"\n__global__ void k(float *x) { x[threadIdx.x] *= SCALE; }\n'
        "int main() { k<<<1, 1>>>(nullptr); return 0; }\n"
    )
    makefile = (
        "NVCC = nvcc\n"
        "NVFLAGS = --include-path=inc --define-macro=NDEBUG,FAST --optimize 3 -use-fast-math -ftz=true"
        " -prec-div=false -noeh -restrict -Wmissing-launch-bounds -odir obj -split-compile 2 --time t.csv\n"
        "k: k.cu\n\t$(NVCC) $(NVFLAGS) k.cu --output-file k\n"
    )
    ported = port_build_file(makefile, "make")
    (tmp_path / "Makefile").write_text(ported.text)
    (tmp_path / "k.hip").write_text((tmp_path / "k.cu").read_text())
    from cass_lsp.app.port_check import check_commands

    [argv] = check_commands(tc, system_named("make"), tmp_path, ["gfx942"], extra=["k"])
    proc = run_compile(tc, argv, root=tmp_path, cwd=tmp_path)
    assert proc.returncode == 0, (ported.text, proc.stdout[-3000:] + proc.stderr[-3000:])
