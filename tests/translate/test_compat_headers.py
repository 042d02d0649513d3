"""The definitions of what HIP lacks are real C++ headers (cass_lsp/translate/compat_headers/*.h):
compat.py copies from them byte for byte, hipcc compiles them as they are, and nvcc too (CUDA has
every one of them, so there they define nothing)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cass_lsp.translate import compat
from tests.lanes import folder_inputs, hip_lane, nvcc_toolchain, run_compile

HEADERS = Path(compat.__file__).resolve().parent / compat.HEADERS
USE = (
    "__global__ void k(unsigned* x) {\n"
    "  x[0] = __vadd4(x[1], x[2]) + __dp4a(x[1], x[2], 0u) + __vimax3_u32(1u, 2u, 3u);\n"
    "}\n"
)


def program_including_every_header(folder: Path, suffix: str, skip: tuple[str, ...] = ()) -> Path:
    source = folder / f"all{suffix}"
    names = sorted(p.name for p in HEADERS.glob("*.h") if p.name not in skip)
    source.write_text("".join(f'#include "{n}"\n' for n in names) + USE, encoding="utf-8")
    return source


def test_every_header_is_read_and_every_definition_guarded() -> None:
    assert sorted(p.stem for p in HEADERS.glob("*.h")) == sorted(compat.FILES)
    for path in HEADERS.glob("*.h"):
        text = path.read_text(encoding="utf-8")
        parsed = compat.parse_header(text, path.name)
        assert parsed and all(h.header == path.name for h in parsed.values())
        assert text.count("// @cass-compat ") == len(parsed)
    assert sum(len(compat.parse_header(p.read_text(encoding="utf-8"))) for p in HEADERS.glob("*.h")) == len(
        compat.HELPERS
    )
    block = compat.definitions({"__dp4a"})
    assert block.startswith("#ifndef CASS_HIP_COMPAT___dp4a\n#define CASS_HIP_COMPAT___dp4a\n")
    assert block.endswith("}\n#endif\n") and block.count("#endif") == 1


def test_a_malformed_header_is_refused() -> None:
    with pytest.raises(ValueError, match="not in its guard"):
        compat.parse_header("// @cass-compat __x -- nothing\nint __x;\n", "bad.h")


@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_hipcc_compiles_the_headers(lane: str, tmp_path: Path) -> None:
    tc = hip_lane(lane)
    # hip_bf16.h's __hip_bfloat16 is HIP 6.2+ (since=6.2); the 5.2 lane has no hipBLAS or hipSOLVER, and its
    # hipSPARSE no const descriptors (since=6.0)
    skip = ("bf16.h", "hipblas.h", "hipsolver.h", "hipsolver_mg.h", "hipsparse.h") if lane == "5.2" else ()
    source = program_including_every_header(tmp_path, ".hip", skip)
    argv = tc.hip_compile_argv(tc.targets[0], source, tmp_path / "all.o", extra=[f"-I{HEADERS}"])
    inputs = [*folder_inputs(tmp_path), *folder_inputs(HEADERS)]  # the -I folder is read too
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), inputs=inputs, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_nvcc_compiles_the_headers(tmp_path: Path) -> None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc")
    source = program_including_every_header(tmp_path, ".cu")
    argv = [nvcc, "-c", "-arch", "sm_89", f"-I{HEADERS}", str(source), "-o", str(tmp_path / "all.o")]
    tc, host = nvcc_toolchain(nvcc)
    inputs = [*folder_inputs(tmp_path), *folder_inputs(HEADERS)]
    proc = run_compile(tc, argv, root=tmp_path, inputs=inputs, timeout=600, extra_key=host)
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_needs_are_followed_through_and_come_first() -> None:
    # DnXtrtri needs the dense helpers, which need the hipBLAS naming of the HIP at hand
    assert compat.needed_by("cass_hipsolverDnXtrtri") == {
        "cass_hipsolverDnXtrtri",
        "cass_hipsolverDnXDense",
        "cass_hipblasV2",
    }
    block = compat.definitions(compat.needed_by("cass_hipsolverDnXtrtri"))
    order = [block.index(f"#define CASS_HIP_COMPAT_{n}\n") for n in ("cass_hipblasV2", "cass_hipsolverDnXDense")]
    assert order == sorted(order) and order[-1] < block.index("#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri\n")
    for name, helper in compat.HELPERS.items():
        assert set(helper.needs) <= set(compat.HELPERS), name
