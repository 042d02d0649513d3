"""Real compilers on the corpus: every translated file builds with hipcc (HIP_PLATFORM=amd) for
gfx1030 (RDNA2, wave32), gfx1100 (RDNA3, wave32) and the wave64 CDNA target the toolchain has
(gfx942, else gfx90a); every CUDA original builds with `nvcc -c -arch=sm_89`.

Each file is compiled once per compiler, for all AMD targets in one hipcc run, at most two
compiles at a time; results are cached by content (tests/lanes.py: toolchain, argv, the bytes of
the translation and its headers), so a rerun compiles only what changed.

On the HIP 5.2 lane, files whose only failure is a library header the machine lacks (Debian 12
packages hipRAND and hipSPARSE but not hipBLAS, hipFFT, hipSOLVER or hipCUB; nvcc's image has no
cuBLAS/cuFFT/cuRAND/cuSPARSE/cuSOLVER/NVRTC headers unless PyPI's nvidia-* wheels are installed)
are skipped, naming the header. The HIP 6.4 lane (tests/lanes.py) has every library's headers:
there every file, translated for HIP 6.4, must compile for gfx942, gfx1100 and gfx1200, and
nothing is skipped.
"""

from __future__ import annotations

import os
import re
import site
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain.discovery import Toolchain, discover
from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import LANE_TARGETS, folder_fingerprint, hip_lane, run_compile
from tests.translate.strict import translate

pytestmark = pytest.mark.slow

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
PROGRAMS = sorted(p.name for p in CORPUS.glob("*.cu"))
# Files whose findings say HIP 5.x cannot compile them (asserted below, not just skipped).
NOT_FOR_HIP_5 = {"hazards_unsupported.cu"}
NOT_FOR_HIP_6 = {"hazards_unsupported.cu"}
# HIP 6.x has no texture functions on gfx942 (MI300): there the texture program's textures are software.
EMULATED_TEXTURES = ("texture_object.cu", "gfx942")
AMD_TARGETS = ["gfx1100", "gfx1030", "gfx942"]  # gfx942 resolves to gfx90a on clang-15
TIMEOUT = 300

# clang, EDG (nvcc's front end) and gcc (nvcc's host compiler) each say it their own way.
_MISSING_HEADER = re.compile(
    r"fatal error: '([^']+)' file not found|cannot open source file \"([^\"]+)\"|fatal error: ([^:\s]+): No such file"
)
LIBRARY_HEADERS = re.compile(
    r"^(hipblas|hipfft|hipsolver|hipcub|hiprand|hipsparse|rocprim|rocrand|rocsparse|rocblas|rocsolver|thrust|miopen)/|"
    r"^(cublas|cufft|curand|cusparse|cusolver|nvrtc|cudnn)\w*\.h$"
)


@dataclass(frozen=True)
class Outcome:
    ok: bool
    output: str
    missing_library_header: str | None = None


def _outcome(proc: subprocess.CompletedProcess[str]) -> Outcome:
    output = proc.stdout + proc.stderr
    if proc.returncode == 0:
        return Outcome(True, output)
    missing = [next(g for g in groups if g) for groups in _MISSING_HEADER.findall(output)]
    if missing and all(LIBRARY_HEADERS.search(h) for h in missing):
        return Outcome(False, output, missing[0])
    return Outcome(False, output)


@cache
def toolchain() -> Toolchain:
    # The host's lane (Debian's HIP 5.2), pinned: the newest HIP found (the 6.4 root) is in use by
    # default, and hip64_results covers that lane.
    return discover(ToolchainSettings(targets=AMD_TARGETS), lane="host")


def _nvcc_includes() -> list[str]:
    """Library headers from PyPI's nvidia-* wheels (site-packages/nvidia/<lib>/include) and
    CASS_CUDA_INCLUDE, when present."""
    dirs = [d for d in os.environ.get("CASS_CUDA_INCLUDE", "").split(os.pathsep) if d]
    for base in [*site.getsitepackages(), site.getusersitepackages()]:
        for inc in sorted(Path(base).glob("nvidia/*/include")):
            dirs.append(str(inc))
    return [f"-I{d}" for d in dirs]


def _write_translations(out: Path, options: TranslateOptions) -> list[Path]:
    """Every corpus file translated into ``out`` (before any compile starts); the headers."""
    headers = []
    for source in sorted([*CORPUS.glob("*.cuh"), *CORPUS.glob("*.cu")]):
        target = out / (source.name if source.suffix == ".cuh" else source.stem + ".hip")
        target.write_text(translate(source.read_text(encoding="utf-8"), options).text, encoding="utf-8")
        if source.suffix == ".cuh":
            headers.append(target)
    return headers


@pytest.fixture(scope="module")
def hip_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    tc = toolchain()
    if not tc.has_hip:
        pytest.skip("hipcc not found (cass-lsp doctor says how to install it)")
    missing = [t for t in ("gfx1100", "gfx1030", tc.cdna_target) if t not in tc.targets]
    if missing:
        pytest.fail(f"toolchain cannot compile for {missing}: {[p.message for p in tc.problems]}")
    out = tmp_path_factory.mktemp("hip")
    headers = _write_translations(out, TranslateOptions(hip_version=tc.hip_version))

    def build(name: str) -> Outcome:
        hip = out / (Path(name).stem + ".hip")
        others = [f"--offload-arch={t}" for t in ("gfx1030", tc.cdna_target)]
        argv = tc.hip_compile_argv("gfx1100", hip, hip.with_suffix(".o"), extra=others)
        return _outcome(run_compile(tc, argv, root=out, inputs=[hip, *headers], env=tc.hip_env(), timeout=TIMEOUT))

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(PROGRAMS, pool.map(build, PROGRAMS), strict=True))


@pytest.fixture(scope="module")
def hip64_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    tc = hip_lane("6.4")
    out = tmp_path_factory.mktemp("hip64")
    headers = _write_translations(out, TranslateOptions(hip_version=tc.hip_version))

    def build(job: tuple[str, tuple[str, ...]]) -> Outcome:
        name, targets = job
        hip = out / (Path(name).stem + ".hip")
        first, *others = targets
        argv = tc.hip_compile_argv(
            first, hip, hip.with_name(f"{hip.stem}.{first}.o"), extra=[f"--offload-arch={t}" for t in others]
        )
        return _outcome(run_compile(tc, argv, root=out, inputs=[hip, *headers], env=tc.hip_env(), timeout=TIMEOUT))

    with ThreadPoolExecutor(max_workers=2) as pool:
        outcomes = pool.map(build, [(name, LANE_TARGETS["6.4"]) for name in PROGRAMS])
        return dict(zip(PROGRAMS, outcomes, strict=True))


@pytest.fixture(scope="module")
def nvcc_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    tc = toolchain()
    if not tc.has_nvcc:
        pytest.skip("nvcc not found")
    out = tmp_path_factory.mktemp("nvcc")
    includes = _nvcc_includes()
    # The library headers are outside the toolchain: a wheel installed or upgraded is a new key.
    fingerprint = [folder_fingerprint(Path(flag[2:])) for flag in includes]
    headers = sorted(CORPUS.glob("*.cuh"))

    def build(name: str) -> Outcome:
        argv = [str(tc.nvcc), "-c", "-arch=sm_89", *includes, str(CORPUS / name), "-o", str(out / f"{name}.o")]
        proc = run_compile(
            tc, argv, root=out, inputs=[CORPUS / name, *headers], env=tc.nvidia_env(), timeout=TIMEOUT,
            extra_key=fingerprint,
        )  # fmt: skip
        return _outcome(proc)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(PROGRAMS, pool.map(build, PROGRAMS), strict=True))


def test_amd_targets_cover_wave32_and_wave64() -> None:
    tc = toolchain()
    if not tc.has_hip:
        pytest.skip("hipcc not found")
    assert tc.cdna_target in ("gfx942", "gfx90a")
    assert {"gfx1030", "gfx1100", tc.cdna_target} <= set(tc.targets)


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - NOT_FOR_HIP_5))
def test_translation_compiles_with_hipcc(name: str, hip_results: dict[str, Outcome]) -> None:
    outcome = hip_results[name]
    if outcome.missing_library_header:
        pytest.skip(f"{outcome.missing_library_header} is not installed on this machine")
    assert outcome.ok, outcome.output[-4000:]


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - NOT_FOR_HIP_6))
def test_translation_compiles_with_hip_6_4(name: str, hip64_results: dict[str, Outcome]) -> None:
    """Every library's headers are there: nothing is skipped."""
    outcome = hip64_results[name]
    assert outcome.ok, outcome.output[-4000:]


def test_textures_compile_on_mi300_in_software(hip64_results: dict[str, Outcome]) -> None:
    name, target = EMULATED_TEXTURES
    assert target in LANE_TARGETS["6.4"] and hip64_results[name].ok, hip64_results[name].output[-4000:]
    findings = translate((CORPUS / name).read_text(encoding="utf-8")).findings
    # once per function that uses textures: the two kernels and main
    assert [f.code for f in findings if f.code.startswith("texture")] == ["texture-emulated"] * 3


@pytest.mark.parametrize("name", sorted(NOT_FOR_HIP_5))
def test_unsupported_constructs_fail_and_findings_say_so(name: str, hip_results: dict[str, Outcome]) -> None:
    assert not hip_results[name].ok, f"{name} compiled: move it out of NOT_FOR_HIP_5"
    findings = translate((CORPUS / name).read_text(encoding="utf-8")).findings
    errors = [f for f in findings if f.severity == Severity.ERROR]
    assert errors, "a file HIP cannot compile must say why in error findings"
    assert all(f.kind == "unsupported" for f in errors)


@pytest.mark.parametrize("name", PROGRAMS)
def test_original_compiles_with_nvcc(name: str, nvcc_results: dict[str, Outcome]) -> None:
    outcome = nvcc_results[name]
    if outcome.missing_library_header:
        pytest.skip(f"{outcome.missing_library_header} is not installed for nvcc on this machine")
    assert outcome.ok, outcome.output[-4000:]


if __name__ == "__main__":  # pragma: no cover - manual run: print what fails
    sys.exit(pytest.main([__file__, "-q", "-rs"]))
