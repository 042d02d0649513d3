"""The document builder: real translation + hipcc + nvcc, mapping, cache and cancellation."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from cass_lsp.session import build_translated
from cass_lsp.toolchain.pipeline import WORK_PREFIX, Builder, BuildRequest, remove_stale_work_dirs

from .helpers import processes_mentioning

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


def _request(path, text=None, targets=None, tc=None, **kw) -> BuildRequest:
    return BuildRequest(
        path,
        text if text is not None else path.read_text(),
        "cuda" if path.suffix == ".cu" else "hip",
        targets or tc.targets,
        **kw,
    )


async def test_missing_hip_construct_is_an_error_on_its_cuda_line(hip_toolchain, data):
    src = data / "missing_api.cu"
    build = await build_translated(Builder(hip_toolchain), _request(src, tc=hip_toolchain))
    line = next(i for i, t in enumerate(src.read_text().splitlines()) if "__nanosleep" in t)
    errors = [d for d in build.diagnostics if d.severity == "error"]
    assert [(d.start_line, d.code) for d in errors] == [(line, "undeclared_var_use")]
    assert errors[0].targets == hip_toolchain.targets  # merged across targets
    assert "__nanosleep" in errors[0].message
    assert build.translation is not None and build.translation.text.startswith('#include "hip/hip_runtime.h"')


async def test_cuda_build_has_asm_per_target_and_sass(hip_toolchain, data):
    if not hip_toolchain.has_sass_tools:
        pytest.skip("nvcc/cuobjdump/nvdisasm missing")
    build = await build_translated(
        Builder(hip_toolchain), _request(data / "kernels.cu", tc=hip_toolchain, sass_arch="sm_89")
    )
    assert build.diagnostics == [], build.output
    for target in hip_toolchain.targets:
        asm = build.targets[target].assembly
        assert [k.name for k in asm.kernels] == ["staged", "fill"]
        assert asm.kernel("staged").stats.lds_bytes == 1024
    assert build.sass is not None and build.sass.listing.function("staged").registers
    assert 0 < build.compiler_seconds <= build.wall_seconds


async def test_local_headers_are_translated_and_errors_move_to_the_include(hip_toolchain, tmp_path):
    (tmp_path / "util.cuh").write_text(
        "#pragma once\n"
        "inline void sync_all() { cudaDeviceSynchronize(); }\n"  # translated: fine under HIP
        "__device__ int broken() { return not_declared_anywhere; }\n"
    )
    main = tmp_path / "main.cu"
    main.write_text('#include <cstdio>\n#include "util.cuh"\n__global__ void k() {}\nint main() { sync_all(); }\n')
    build = await build_translated(Builder(hip_toolchain), _request(main, tc=hip_toolchain, targets=("gfx90a",)))
    assert len(build.diagnostics) == 1, build.output
    d = build.diagnostics[0]
    assert d.start_line == 1 and d.message.startswith("in included file: use of undeclared identifier")
    assert d.related[0].file == str(tmp_path / "util.cuh") and d.related[0].line == 2


async def test_hip_document_is_compiled_as_is(hip_toolchain, data):
    build = await build_translated(
        Builder(hip_toolchain), _request(data / "diag_warnings.hip", tc=hip_toolchain, extra_args=("-Wall",))
    )
    assert build.translation is None and build.sass is None
    assert {d.code for d in build.diagnostics} == {"-Wunused-variable"}
    assert build.diagnostics[0].start_line == 3 and build.diagnostics[0].start_column == 6


async def test_cache_by_content_flags_and_target(hip_toolchain, data):
    # The result cache's process counts alone: a shared preamble store would add a precompile once
    # any process of the run had compiled this preamble twice (tests/toolchain/test_preamble.py).
    builder = Builder(hip_toolchain, preambles=None)
    request = _request(data / "saxpy.hip", tc=hip_toolchain)
    first = await build_translated(builder, request)
    started = builder.processes_started
    assert started == len(hip_toolchain.targets)
    second = await build_translated(builder, request)
    assert builder.processes_started == started and all(t.cached for t in second.targets.values())
    assert second.compiler_seconds == 0 and second.diagnostics == first.diagnostics
    assert second.targets["gfx1100"].assembly.kernel("saxpy") is not None
    await build_translated(builder, _request(data / "saxpy.hip", tc=hip_toolchain, defines=("X=1",)))  # new flags
    assert builder.processes_started == 2 * started
    await build_translated(builder, _request(data / "saxpy.hip", request.text + "\n", tc=hip_toolchain))  # new content
    assert builder.processes_started == 3 * started
    # Another builder given this one's cache (the same toolchain) compiles nothing; a fresh one does.
    sharing = Builder(hip_toolchain, cache=builder.cache, preambles=None)
    assert all(t.cached for t in (await build_translated(sharing, request)).targets.values())
    assert sharing.processes_started == 0
    # Another hipcc command (the same hipcc inside another prefix: a container, a root) is another key.
    other = Builder(dataclasses.replace(hip_toolchain, hipcc_prefix=("env",)), cache=builder.cache)
    assert other._key("hip", "gfx1100") != builder._key("hip", "gfx1100")


async def test_cancelling_a_build_kills_its_compilers(hip_toolchain, data, tmp_path):
    src = tmp_path / "slow_build.hip"
    shutil.copy(data / "slow.hip", src)
    task = asyncio.create_task(build_translated(Builder(hip_toolchain), _request(src, tc=hip_toolchain)))
    deadline = time.monotonic() + 20
    # The builder compiles a copy in its private folder, named after the document.
    while not processes_mentioning("slow_build.hip"):
        assert time.monotonic() < deadline
        await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await asyncio.sleep(0.2)
    assert processes_mentioning("slow_build.hip") == []
    assert not list(tmp_path.glob("*.s"))  # nothing written beside the document


async def test_missing_hipcc_is_a_clear_error(tmp_path, data):
    from cass_lsp.toolchain.discovery import ToolMissingError, discover
    from cass_lsp.toolchain.pipeline import missing_toolchain_message

    tc = discover(environ={"PATH": str(tmp_path)}, system_dirs=False)
    assert "apt-get install hipcc" in missing_toolchain_message(tc)
    with pytest.raises(ToolMissingError, match="hipcc not found"):
        await build_translated(Builder(tc), _request(data / "saxpy.hip", targets=("gfx1100",)))


async def test_sources_with_bytes_that_are_not_utf8_are_built_byte_for_byte(hip_toolchain, tmp_path):
    """A Latin-1 header (and a document read with surrogateescape, as `cass-lsp check` reads it)
    reaches hipcc with its bytes unchanged: no UnicodeEncodeError, no replacement characters."""
    (tmp_path / "util.cuh").write_bytes(
        b"#pragma once\n// (c) J\xf6rg M\xfcller\ninline void sync_all() { cudaDeviceSynchronize(); }\n"
    )
    main = tmp_path / "main.cu"
    main.write_bytes(b'// \xa9 2024\n#include "util.cuh"\n__global__ void k() {}\nint main() { sync_all(); }\n')
    text = main.read_bytes().decode("utf-8", errors="surrogateescape")
    build = await build_translated(
        Builder(hip_toolchain), _request(main, text=text, tc=hip_toolchain, targets=("gfx90a",))
    )
    assert build.diagnostics == [], build.output
    assert build.translation is not None and build.translation.text.startswith("// \udca9 2024\n")


def test_the_build_folders_of_a_process_that_is_gone_are_removed(tmp_path: Path) -> None:
    """A server killed mid-build leaves its folder; the next process's first Builder removes it."""
    gone = subprocess.Popen(["true"])
    gone.wait()
    stale = tmp_path / f"{WORK_PREFIX}{gone.pid}-k1ll3d"
    (stale / "hip").mkdir(parents=True)
    (stale / "hip" / "saxpy.hip").write_text("// a killed build's source\n")
    running = tmp_path / f"{WORK_PREFIX}{os.getpid()}-bu1ld1"
    running.mkdir()
    unnamed = tmp_path / f"{WORK_PREFIX}x1y2z3w4"  # no pid in the name: not ours to judge
    unnamed.mkdir()
    assert remove_stale_work_dirs(tmp_path) == 1
    assert not stale.exists() and running.exists() and unnamed.exists()
