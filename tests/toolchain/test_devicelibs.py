"""The gfx1100 device-library remedy: idempotent, atomic, and producing real GFX11 code."""

from __future__ import annotations

import asyncio
import os

import pytest

from cass_lsp.toolchain import devicelibs, hip
from cass_lsp.toolchain.discovery import discover

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


def test_isa_version_numbers():
    assert devicelibs.isa_version_number("gfx1030") == 10300
    assert devicelibs.isa_version_number("gfx1100") == 11000
    assert devicelibs.isa_version_number("gfx1102:xnack-") == 11002
    assert devicelibs.isa_version_number("gfx90a") is None
    assert devicelibs.isa_suffix("gfx90a:sramecc+") == "90a"


def test_remedy_is_idempotent_and_complete(hip_toolchain, cache_home):
    bitcode = hip_toolchain.bitcode_dir
    assert bitcode is not None
    if devicelibs.has_isa_library(bitcode, "gfx1100"):
        return  # this ROCm covers gfx1100 itself: no remedy to check
    tools = devicelibs.find_llvm_tools(hip_toolchain.clang)
    assert tools is not None, "llvm-dis/llvm-as of clang's LLVM are needed for the remedy"
    first = devicelibs.remedy_folder(bitcode, ["gfx1100"], tools)
    stamp = first.stat().st_mtime_ns
    second = devicelibs.remedy_folder(bitcode, ["gfx1100"], tools)
    assert first == second and first.stat().st_mtime_ns == stamp
    assert first.parent == cache_home / "cass-lsp" / "device-libs"
    assert [p.name for p in first.parent.iterdir()] == [first.name]  # no temporary folder left
    made = first / "oclc_isa_version_1100.bc"
    assert made.is_file() and not made.is_symlink()
    assert (first / "ockl.bc").is_symlink() and os.path.realpath(first / "ockl.bc") == str(
        (bitcode / "ockl.bc").resolve()
    )
    assert not list(first.glob("*.ll"))


def test_gfx1100_compile_is_real_gfx11_code(hip_toolchain, data, tmp_path, cache_home):
    tc = discover()  # the remedy folder lives in the real cache; this compile uses it
    result = asyncio.run(hip.compile_device_asm(tc, data / "saxpy.hip", "gfx1100", output=tmp_path / "s.s"))
    assert result.ok, result.process.stderr
    assert '.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"' in result.asm_text
    assert "s_delay_alu" in result.asm_text  # a GFX11-only instruction
    assert "__ockl" not in result.asm_text  # device libraries linked, not called (unlike -nogpulib)
