"""Precompiled preambles: what the preamble is (pure), and with the host's hipcc that a build that
loads one gives the assembly and diagnostics of a build that parses everything, on the same
lines, and that a header changed under it is seen."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from cass_lsp.session import build_translated
from cass_lsp.toolchain.pipeline import Builder, BuildRequest, DocumentBuild
from cass_lsp.toolchain.preamble import Preambles, split

# ---- the preamble ---------------------------------------------------------------------------


def test_the_preamble_ends_at_the_last_include_before_the_code() -> None:
    text = (
        "// a comment\n/* a block\n   comment */\n#include <cstdio>\n#define TWICE(x) \\\n  (2 * (x))\n"
        "#include <hip/hip_runtime.h>\n#define N 4\n__global__ void k(int* x) { x[0] = TWICE(N); }\n"
    )
    found = split(text)
    assert found is not None and found.lines == 7
    assert found.text == "".join(text.splitlines(keepends=True)[:7])
    # the compiled text: the preamble's lines left empty, the rest where it was
    assert found.rest.splitlines() == [""] * 7 + text.splitlines()[7:]


def test_a_guard_block_and_quoted_system_includes_are_part_of_it() -> None:
    # What the translator writes at the top of a file using warp-sync builtins.
    text = (
        "#ifndef HIP_ENABLE_WARP_SYNC_BUILTINS\n#define HIP_ENABLE_WARP_SYNC_BUILTINS\n#endif\n"
        '#include "hip/hip_runtime.h"\n#include "common.cuh"\nint x;\n'
    )
    found = split(text, local={"common.cuh"})
    assert found is not None and found.lines == 4  # up to the local header, translated beside it


@pytest.mark.parametrize(
    "text",
    [
        "int x;\n#include <cstdio>\n",  # code first
        '#include "util.cuh"\n#include <cstdio>\nint x;\n',  # a local header first
        "#ifdef A\n#include <cstdio>\nint x;\n#endif\n",  # the include's conditional ends after code
        "#pragma once\n#include <cstdio>\n",  # a pragma in the main file: clang warns about it there
        "#define ONLY 1\nint x;\n",  # no include
    ],
)
def test_no_preamble(text: str) -> None:
    assert split(text, local={"util.cuh"}) is None


def test_crlf_and_an_include_going_up_a_folder() -> None:
    found = split('#include <cstdio>\r\n#include "../x.cuh"\r\nint x;\r\n')
    assert found is not None and found.lines == 1 and found.rest.startswith("\r\n#include")


def test_a_folder_that_cannot_be_written_means_no_preamble(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    store = Preambles(tmp_path / "a-file" / "preambles")
    preamble = split("#include <cstdio>\nint x;\n")
    assert preamble is not None

    async def make(header: Path, output: Path):
        raise AssertionError("no preamble is made where it cannot be kept")

    # The third time is when a writable store makes it: still none, and no error, here.
    assert [asyncio.run(store.get("key", preamble, make)) for _ in range(3)] == [None, None, None]


# ---- with hipcc ------------------------------------------------------------------------------

# limits.h: a header of the user's (through -I) in front of the system's; SCALE: defined twice
# inside the preamble (a warning).
KERNEL = """#include <cuda_runtime.h>
#include <cstdio>
#define SCALE 3
#define SCALE 4
#include <limits.h>

__global__ void scale(float* x) { x[threadIdx.x] *= SCALE + LOCAL_LIMIT; }
"""


def _signature(build: DocumentBuild) -> dict[str, object]:
    """What a user sees of each target: the assembly and the diagnostics, but for what names the
    build's temporary folder (which differs from build to build) and the compiled file's checksum
    (``.file ... md5``: its preamble's lines are left empty)."""

    def same(line: str) -> bool:
        return "cass-compile-" not in line and "__hip_cuid_" not in line and not line.startswith("\t.file\t")

    out: dict[str, object] = {}
    for target, b in build.targets.items():
        asm = [line for line in (b.result.asm_text or "").splitlines() if same(line)]
        out[target] = (asm, [_folderless(d) for d in b.diagnostics])
    out["merged"] = [_folderless(d) for d in build.diagnostics]
    return out


def _folderless(diagnostic: object) -> str:
    return re.sub(r"/[^\s'\"]*cass-compile-[^/]+/", "<build>/", repr(diagnostic))


async def _builds(tc, path: Path, texts: list[str], preambles: Preambles | None) -> list[DocumentBuild]:
    builds = []
    for text in texts:  # one target: what a target does is the same for the others
        request = BuildRequest(path, text, "cuda", ("gfx1100",), include_dirs=(str(path.parent / "inc"),))
        builds.append(await build_translated(Builder(tc, preambles=preambles), request))
    return builds


@pytest.fixture
def kernel(tmp_path: Path) -> Path:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "limits.h").write_text("#include_next <limits.h>\n#define LOCAL_LIMIT 1\n")
    path = tmp_path / "scale.cu"
    path.write_text(KERNEL)
    return path


@pytest.mark.slow
async def test_a_preamble_with_a_warning_is_not_precompiled(hip_toolchain, kernel, tmp_path):
    # A warning inside the preamble: it is not precompiled (the warning would be seen once only).
    texts = [KERNEL + f"// edit {i}\n" for i in range(3)]
    store = Preambles(tmp_path / "store")
    loaded = await _builds(hip_toolchain, kernel, texts, store)
    assert store.made == 0 and not list(store.folder.glob("*.pch"))
    assert any(d.severity == "warning" and d.start_line == 3 and "SCALE" in d.message for d in loaded[2].diagnostics)


@pytest.mark.slow
async def test_a_build_from_the_preamble_is_the_build_from_the_whole_text(hip_toolchain, kernel, tmp_path):
    # Four edits below the preamble: the third makes it, the third and fourth load it.
    clean = KERNEL.replace("#define SCALE 3\n", "")
    texts = [clean + f"// edit {i}\n" + ("int bad = missing_name;\n" if i == 3 else "") for i in range(4)]
    store = Preambles(tmp_path / "store")
    await _builds(hip_toolchain, kernel, texts[:2], store)
    assert store.made == 0
    loaded = await _builds(hip_toolchain, kernel, texts[2:], store)
    assert store.made == 1 and len(list(store.folder.glob("*.pch"))) == 1
    plain = await _builds(hip_toolchain, kernel, texts[2:], None)
    for a, b in zip(plain, loaded, strict=True):
        assert _signature(a) == _signature(b)
    error = next(d for d in loaded[1].diagnostics if d.severity == "error")
    assert error.start_line == clean.count("\n") + 1 and "missing_name" in error.message  # on its CUDA line
    # A header the preamble read changes: clang refuses the precompiled one (it is removed) and
    # the build compiles again from the whole text, with the new value.
    (kernel.parent / "inc" / "limits.h").write_text("#include_next <limits.h>\n#define LOCAL_LIMIT 1000\n")
    after_plain = await _builds(hip_toolchain, kernel, texts[:1], None)
    after = await _builds(hip_toolchain, kernel, texts[:1], store)
    assert _signature(after[0]) == _signature(after_plain[0]) != _signature(plain[0])
    assert not list(store.folder.glob("*.pch"))
