"""Both grammars parse real compiler output of the project's own programs with zero ERROR nodes.

The assembly is made here, at test time: nvcc + cuobjdump/nvdisasm (several architectures in
one fatbin) for every CUDA program of ``examples/`` and ``tests/corpus/``, and hipcc
(``--cuda-device-only -S``, several targets) plus llvm-objdump for their HIP translations.
Programs whose library headers are not installed here (cuBLAS, cuFFT... for nvcc; hipBLAS,
hipCUB... for hipcc) cannot be compiled and are left out by name, each with its reason.

The compilers' output is cached by content (tests/lanes.py): per program for SASS (the toolchain,
the source and the headers beside it), as a whole for the AMD assembly (the toolchain, the
translations the build compiles, every source and header, and the build path's own code:
``cass_lsp/toolchain`` and ``cass_lsp/session``). A change to the translator that leaves these
programs' translations as they were compiles nothing; a rerun with nothing changed parses the
same text without compiling.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cass_lsp.session import build_translated, translate_headers, translate_options
from cass_lsp.syntax.languages import iter_errors, parse
from cass_lsp.toolchain.discovery import discover
from cass_lsp.toolchain.pipeline import Builder, BuildRequest
from cass_lsp.translate import TranslateOptions, translate
from tests.lanes import REPO, cached_json, content_key, toolchain_identity

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "examples").glob("*.cu"), *(ROOT / "tests" / "corpus").glob("*.cu")])
SASS_ARCHS = ("sm_75", "sm_80", "sm_89", "sm_90")
AMD_TARGETS = ("gfx1030", "gfx1100", "gfx90a")
OBJDUMP_TARGET = "gfx1100"
_CRASH = "PLEASE submit a bug report"  # what an LLVM tool prints when it crashes


def _errors(language: str, text: bytes) -> list[str]:
    tree = parse(language, text)  # type: ignore[arg-type]
    lines = text.split(b"\n")
    return [f"line {n.start_point[0] + 1}: {lines[n.start_point[0]][:120]!r}" for n in iter_errors(tree, 10)]


def _name(src: Path) -> str:
    """`examples/matmul_tiled.cu` and `corpus/matmul_tiled.cu` are different programs."""
    return f"{src.parent.name}/{src.name}"


def _run(argv: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=cwd, timeout=300)
    if proc.returncode < 0 or _CRASH in proc.stderr:
        _crashes.add(cwd)
    return proc


_crashes: set[Path] = set()  # folders where a tool was killed or crashed: their results are not cached


@pytest.fixture(scope="module")
def toolchain():
    tc = discover(lane="host")  # Debian's HIP 5.2, pinned: the newest HIP found is in use by default
    if not (tc.has_nvcc and tc.has_sass_tools and tc.has_hip):
        pytest.skip(f"needs nvcc, cuobjdump, nvdisasm and hipcc; problems: {[p.message for p in tc.problems]}")
    return tc


@pytest.fixture(scope="module")
def sass_outputs(toolchain, tmp_path_factory) -> dict[str, bytes]:
    """`cuobjdump -sass` of a four-architecture object, and `nvdisasm -gi` of one cubin, per program."""
    work = tmp_path_factory.mktemp("sass")
    env = toolchain.nvidia_env()
    gencode = [f"-gencode=arch=compute_{a[3:]},code={a}" for a in SASS_ARCHS]

    def build(src: Path) -> dict[str, bytes]:
        stem = _name(src).replace("/", "_")
        obj, cubin = work / f"{stem}.o", work / f"{stem}.cubin"
        built = _run([str(toolchain.nvcc), *gencode, "-c", "-o", str(obj), str(src)], env, work)
        if built.returncode != 0:  # __reduce_add_sync and friends need sm_80: try without sm_75
            built = _run([str(toolchain.nvcc), *gencode[1:], "-c", "-o", str(obj), str(src)], env, work)
        if built.returncode != 0:
            return {}
        out = {
            f"{_name(src)} cuobjdump": _run([str(toolchain.cuobjdump), "-sass", str(obj)], env, work).stdout.encode()
        }
        if (
            _run(
                [str(toolchain.nvcc), "-arch=sm_89", "-cubin", "-lineinfo", "-o", str(cubin), str(src)], env, work
            ).returncode
            == 0
        ):
            dump = _run([str(toolchain.nvdisasm), "-gi", str(cubin)], env, work)
            out[f"{_name(src)} nvdisasm"] = dump.stdout.encode()
        return out

    def cached_build(src: Path) -> dict[str, bytes]:
        recipe = ["sass", SASS_ARCHS, "cuobjdump -sass; nvcc -arch=sm_89 -cubin -lineinfo; nvdisasm -gi"]
        key = content_key(toolchain_identity(toolchain), recipe, [src, *_headers_beside(src)], ROOT)
        texts = cached_json(key, lambda: ({k: v.decode() for k, v in build(src).items()}, work not in _crashes))
        return {k: v.encode() for k, v in texts.items()}

    with ThreadPoolExecutor(2) as pool:
        results: dict[str, bytes] = {}
        for part in pool.map(cached_build, SOURCES):
            results.update(part)
    return results


def _headers_beside(src: Path) -> list[Path]:
    return sorted(p for p in src.parent.iterdir() if p.suffix in (".cuh", ".h", ".hpp"))


def _build_path_files() -> list[Path]:
    """The build path's own code (argv builders, the pipeline, the session's build glue)."""
    folders = (REPO / "cass_lsp" / "toolchain", REPO / "cass_lsp" / "session")
    return sorted(p for folder in folders for p in folder.rglob("*.py"))


def _translations(toolchain) -> list[str]:
    """What the AMD build compiles: each program and its local headers translated as the build path
    translates them, and the examples as the objdump part does."""
    options = translate_options(toolchain=toolchain)
    texts = []
    for src in SOURCES:
        request = BuildRequest(path=src, text=src.read_text(), language="cuda", targets=AMD_TARGETS)
        texts.append(translate(request.text, options).text)
        texts += [f"{rel}\0{result.text}" for rel, (_, result) in sorted(translate_headers(request, options).items())]
    examples = TranslateOptions(hip_version=toolchain.hip_version)
    texts += [translate(src.read_text(), examples).text for src in sorted((ROOT / "examples").glob("*.cu"))]
    return texts


@pytest.fixture(scope="module")
def amd_outputs(toolchain, tmp_path_factory) -> dict[str, bytes]:
    """Device assembly per target through the server's own build path (headers translated too),
    and `llvm-objdump -d` of gfx1100 code objects of the examples."""
    objdump = shutil.which("llvm-objdump-15") or shutil.which("llvm-objdump")
    recipe = ["amd", AMD_TARGETS, OBJDUMP_TARGET, objdump, _translations(toolchain)]
    inputs = sorted({*SOURCES, *(h for src in SOURCES for h in _headers_beside(src)), *_build_path_files()})
    key = content_key(toolchain_identity(toolchain), recipe, inputs, ROOT)
    texts = cached_json(key, lambda: _amd_outputs(toolchain, tmp_path_factory, objdump))
    return {k: v.encode() for k, v in texts.items()}


def _amd_outputs(toolchain, tmp_path_factory, objdump: str | None) -> tuple[dict[str, str], bool]:
    builder = Builder(toolchain, max_parallel=2)
    requests = [
        BuildRequest(path=src, text=src.read_text(), language="cuda", targets=AMD_TARGETS, timeout=300)
        for src in SOURCES
    ]

    async def build_all():
        return await asyncio.gather(*(build_translated(builder, r) for r in requests))

    results: dict[str, str] = {}
    crashed = False
    for src, build in zip(SOURCES, asyncio.run(build_all()), strict=True):
        for target, tb in build.targets.items():
            process = tb.result.process
            crashed |= process.returncode < 0 or process.timed_out or _CRASH in process.stderr
            if tb.result.asm_text is not None:
                results[f"{_name(src)} {target} -S"] = tb.result.asm_text

    work = tmp_path_factory.mktemp("objdump")
    for src in sorted((ROOT / "examples").glob("*.cu")) if objdump else ():
        hip, code = work / f"{src.stem}.hip", work / f"{src.stem}.o"
        hip.write_text(translate(src.read_text(), TranslateOptions(hip_version=toolchain.hip_version)).text)
        argv = toolchain.hip_compile_argv(OBJDUMP_TARGET, hip, code)
        argv += ["--cuda-device-only", "--no-gpu-bundle-output"]
        if _run(argv, toolchain.hip_env(), work).returncode == 0:
            dump = _run([objdump, "-d", f"--mcpu={OBJDUMP_TARGET}", str(code)], toolchain.hip_env(), work)
            if dump.returncode == 0 and "file format elf64-amdgpu" in dump.stdout:
                results[f"{_name(src)} llvm-objdump"] = dump.stdout
    return results, not crashed  # a compiler crash is never cached


# nvcc here has no cuBLAS/cuFFT/cuDNN/... headers; Debian 12 packages no hipBLAS/hipFFT/hipSOLVER/hipCUB/
# rocThrust/MIOpen (the HIP 6.4 lane has them all: tests/translate/test_corpus_compile.py).
_CORPUS = "corpus/{}.cu".format
NVCC_WITHOUT_HEADERS = {_CORPUS(n) for n in ("cublas_sgemm", "cufft_convolution", "curand_montecarlo", "cusparse_spmv",
                                            "cusolver_potrf", "nvrtc_saxpy", "cudnn_conv")}  # fmt: skip
HIPCC_WITHOUT_HEADERS = {_CORPUS(n) for n in ("cublas_sgemm", "cufft_convolution", "cusolver_potrf", "cub_scan",
                                             "cudnn_conv", "thrust_histogram")}  # fmt: skip
HIPCC_UNSUPPORTED = {_CORPUS("hazards_unsupported")}  # the translation says what HIP 5.x lacks: it cannot build


@pytest.mark.slow
def test_sass_of_every_program_parses_without_errors(sass_outputs):
    built = {key.split()[0] for key in sass_outputs}
    assert built == {_name(s) for s in SOURCES} - NVCC_WITHOUT_HEADERS
    assert sum(b"code for sm_" in dump for dump in sass_outputs.values()) >= len(built)
    failures = {key: errs for key, text in sass_outputs.items() if (errs := _errors("sass", text))}
    assert failures == {}
    for name in built:
        archs = [a for a in SASS_ARCHS if f"code for {a}".encode() in sass_outputs[f"{name} cuobjdump"]]
        assert archs in (list(SASS_ARCHS), list(SASS_ARCHS[1:])), (name, archs)


@pytest.mark.slow
def test_amd_assembly_of_every_translation_parses_without_errors(amd_outputs):
    compiled = {key.split()[0] for key in amd_outputs}
    assert compiled == {_name(s) for s in SOURCES} - HIPCC_WITHOUT_HEADERS - HIPCC_UNSUPPORTED
    for name in compiled:
        assert all(f"{name} {t} -S" in amd_outputs for t in AMD_TARGETS), name
    assert {key for key in amd_outputs if key.endswith("llvm-objdump")} == {
        f"{_name(s)} llvm-objdump" for s in SOURCES if s.parent.name == "examples"
    }
    failures = {key: errs for key, text in amd_outputs.items() if (errs := _errors("rdna", text))}
    assert failures == {}
