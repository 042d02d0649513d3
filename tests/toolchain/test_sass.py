"""SASS from the real nvcc, nvdisasm and cuobjdump: functions, resources, line maps."""

from __future__ import annotations

import asyncio

import pytest

from cass_lsp.toolchain import nvidia, sass

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


@pytest.fixture(scope="module")
def built(cuda_toolchain, data, tmp_path_factory):
    out = tmp_path_factory.mktemp("sass") / "kernels.cubin"
    result = asyncio.run(nvidia.sass_of(cuda_toolchain, data / "kernels.cu", "sm_89", output=out))
    assert result.ok, result.compile.stderr
    return result, out


def test_nvdisasm_functions_and_resources(built):
    result, _ = built
    staged = result.listing.function("staged")
    fill = result.listing.function("fill")
    assert staged.symbol == "_Z6stagedPKfPfi" and fill.symbol == "_Z4fillIiEvPT_S0_"
    assert staged.registers and staged.registers > 0
    assert staged.resources["SHARED"] == 256 * 4 and staged.resources["STACK"] == 0
    assert "BAR.SYNC" in staged.listing and "EXIT" in staged.listing
    assert not staged.listing.rstrip().endswith("NOP;")  # padding dropped
    assert "REG" in staged.describe_resources()


def test_line_map_including_inlined_header_code(built, data):
    result, _ = built
    staged = result.listing.function("staged")
    source = (data / "kernels.cu").read_text().splitlines()
    call_line = next(i for i, line in enumerate(source, 1) if "global_index()" in line and "int i" in line)
    barrier_line = next(i for i, line in enumerate(source, 1) if "__syncthreads" in line)
    ranges = staged.line_ranges()
    # global_index() is inlined from kernels_util.cuh: its code maps to the line that called it.
    call_code = [staged.lines[i].text for a, b in ranges[call_line] for i in range(a, b)]
    assert any("SR_TID" in t or "SR_CTAID" in t for t in call_code)
    barrier_code = [staged.lines[i].text for a, b in ranges[barrier_line] for i in range(a, b)]
    assert any("BAR.SYNC" in t for t in barrier_code)


def test_cuobjdump_sass_and_res_usage(built, cuda_toolchain):
    _, cubin = built
    dump = asyncio.run(nvidia.cuobjdump_sass(cuda_toolchain, cubin))
    assert dump.ok, dump.stderr
    listing = sass.parse_cuobjdump_sass(dump.stdout)
    assert listing.arch == "sm_89"
    assert {f.name for f in listing.functions} == {"staged", "fill"}
    fill = listing.function("fill")
    assert fill.lines[0].text.strip().startswith("/*0000*/")
    assert "/* 0x" not in fill.listing  # encodings dropped
    usage = sass.parse_res_usage(
        " Function _Z4fillIiEvPT_S0_:\n  REG:8 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:364 TEXTURE:0\n"
    )
    assert usage == {
        "_Z4fillIiEvPT_S0_": {"REG": 8, "STACK": 0, "SHARED": 0, "LOCAL": 0, "CONSTANT[0]": 364, "TEXTURE": 0}
    }


@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_other_sass_archs(cuda_toolchain, data, tmp_path, arch):
    result = asyncio.run(nvidia.sass_of(cuda_toolchain, data / "kernels.cu", arch, output=tmp_path / "k.cubin"))
    assert result.ok and result.listing.arch == arch


def test_names_from_mangled_symbols():
    from cass_lsp.toolchain.demangle import matches, name_path

    assert name_path("_Z5saxpyifPKfPf") == ["saxpy"]
    assert name_path("_ZN2ns5scaleIfEEvPT_S1_") == ["ns", "scale"]
    assert name_path("_ZL6statici") == ["static"]
    assert name_path("plain_c_kernel") == ["plain_c_kernel"]
    assert matches("_ZN2ns5scaleIfEEvPT_S1_", "ns::scale") and matches("_ZN2ns5scaleIfEEvPT_S1_", "scale<float>")
    assert not matches("_ZN2ns5scaleIfEEvPT_S1_", "other::scale")
