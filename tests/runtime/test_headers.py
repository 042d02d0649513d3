"""The runtime's definitions are real C++ headers (cass_lsp/runtime/headers/*.h): translations
copy from them byte for byte, hipcc compiles them as they are, and nvcc too (CUDA has every one of
them, so there they define nothing); the generated ones are what scripts/gen_runtime.py writes, and
the wheel carries them all."""

from __future__ import annotations

import fnmatch
import importlib.util
import shutil
import sys
from pathlib import Path

import pytest
import tomllib

from cass_lsp import runtime
from tests.lanes import folder_inputs, hip_lane, nvcc_toolchain, run_compile

HEADERS = Path(runtime.__file__).resolve().parent / runtime.HEADERS
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
    assert sorted(p.stem for p in HEADERS.glob("*.h")) == sorted(runtime.FILES)
    for path in HEADERS.glob("*.h"):
        text = path.read_text(encoding="utf-8")
        parsed = runtime.parse_header(text, path.name)
        assert parsed and all(h.header == path.name for h in parsed.values())
        assert text.count("// @cass-compat ") == len(parsed)
    assert sum(len(runtime.parse_header(p.read_text(encoding="utf-8"))) for p in HEADERS.glob("*.h")) == len(
        runtime.HELPERS
    )
    block = runtime.definitions({"__dp4a"})
    # in its guard, and on NVIDIA standing aside for CUDA's own (tests/translate/test_compat_on_nvidia.py)
    assert block.startswith(
        "#ifndef CASS_HIP_COMPAT___dp4a\n#define CASS_HIP_COMPAT___dp4a\n#ifndef __HIP_PLATFORM_NVIDIA__"
    )
    assert block.endswith("}\n#endif\n#endif\n") and block.count("#endif") == 2
    stand_in = runtime.definitions({"cass_hipblasV2"})  # a name of cass-lsp's: defined on both platforms
    assert "__HIP_PLATFORM_NVIDIA__" not in stand_in


def test_a_malformed_header_is_refused() -> None:
    with pytest.raises(ValueError, match="not in its guard"):
        runtime.parse_header("// @cass-compat __x -- nothing\nint __x;\n", "bad.h")


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_hipcc_compiles_the_headers(lane: str, tmp_path: Path) -> None:
    tc = hip_lane(lane)
    # hip_bf16.h's __hip_bfloat16 is HIP 6.2+ (since=6.2); the 5.2 lane has no hipBLAS or hipSOLVER, its
    # hipSPARSE no const descriptors and its hipDeviceProp_t no layered sizes (since=6.0)
    skip = ("bf16.h", "hipblas.h", "hipsolver.h", "hipsolver_mg.h", "hipsparse.h", "driver.h") if lane == "5.2" else ()
    source = program_including_every_header(tmp_path, ".hip", skip)
    argv = tc.hip_compile_argv(tc.targets[0], source, tmp_path / "all.o", extra=[f"-I{HEADERS}"])
    inputs = [*folder_inputs(tmp_path), *folder_inputs(HEADERS)]  # the -I folder is read too
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), inputs=inputs, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]


@pytest.mark.slow
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
    assert runtime.needed_by("cass_hipsolverDnXtrtri") == {
        "cass_hipsolverDnXtrtri",
        "cass_hipsolverDnXDense",
        "cass_hipblasV2",
    }
    block = runtime.definitions(runtime.needed_by("cass_hipsolverDnXtrtri"))
    order = [block.index(f"#define CASS_HIP_COMPAT_{n}\n") for n in ("cass_hipblasV2", "cass_hipsolverDnXDense")]
    assert order == sorted(order) and order[-1] < block.index("#define CASS_HIP_COMPAT_cass_hipsolverDnXtrtri\n")
    for name, helper in runtime.HELPERS.items():
        assert set(helper.needs) <= set(runtime.HELPERS), name


# -- the generated headers and the wheel ---------------------------------------------------------

REPO = Path(__file__).resolve().parents[2]


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("gen_runtime", REPO / "scripts" / "gen_runtime.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_the_generated_headers_are_what_the_generator_writes() -> None:
    rendered = _generator().render()
    assert {p.name for p in rendered} == {"simd.h", "dpx.h", "rounding.h"}
    for path, text in rendered.items():
        assert path.read_text(encoding="utf-8") == text, f"{path.name}: run scripts/gen_runtime.py"
        assert "Generated by scripts/gen_runtime.py" in text.splitlines()[1]
    # The families are whole: 82 video intrinsics and 36 DPX functions, each a guard nvcc predefines.
    simd, dpx = (runtime.parse_header(rendered[HEADERS / n], n) for n in ("simd.h", "dpx.h"))
    assert (len(simd), len(dpx)) == (82, 36)
    assert rendered[HEADERS / "dpx.h"].count("#define CASS_HIP_COMPAT_") == 2 * 36


def test_the_generator_check_says_which_header_differs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    generator = _generator()
    generator.HEADERS = tmp_path  # a stale copy of one header, the other missing
    (tmp_path / "simd.h").write_text("// stale\n", encoding="utf-8")
    assert generator.main(["--check"]) == 1
    assert capsys.readouterr().out.split() == [
        "differs:",
        str(tmp_path / "simd.h"),
        "differs:",
        str(tmp_path / "dpx.h"),
        "differs:",
        str(tmp_path / "rounding.h"),
    ]
    assert (tmp_path / "simd.h").read_text(encoding="utf-8") == "// stale\n" and not (tmp_path / "dpx.h").exists()


def test_the_wheel_carries_every_header() -> None:
    """pyproject's package data covers every file under runtime/headers (setuptools matches the
    patterns relative to the package folder)."""
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["cass_lsp"]
    package = REPO / "cass_lsp"
    files = [p.relative_to(package).as_posix() for p in HEADERS.iterdir()]
    assert files and all(any(fnmatch.fnmatch(f, pattern) for pattern in patterns) for f in files)
