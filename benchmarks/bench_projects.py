"""Whole projects ported and built, build files included: HeCBench (Makefiles) and NVIDIA's
CUDALibrarySamples (CMake), on a HIP lane (default: the 6.4 root).

HeCBench, per target: the programs whose hand-written ``-hip`` twin builds with its own Makefile
(``make CC="hipcc --offload-arch=T"``), and how many of those build after ``cass-lsp port`` with
the ported Makefile (``make GPU_TARGETS=T``), compile and link.
CUDALibrarySamples, per library: the projects that configure and build after port
(``cmake -S P -B B -DCMAKE_HIP_ARCHITECTURES=T && cmake --build B``); each of the rest should carry
an error finding in the port report (what the HIP side lacks).

Results are cached by content in ~/.cache/cass-lsp/project-results: a twin's by its files, the
lane and the target; a port's build by what port wrote (every file of the ported tree but the
report and the manifest), the lane and the target. A rerun ports every project again (in this
process: a few hundredths of a second each) and builds only the trees whose text changed: a
change to cass-lsp that leaves a program's port as it was rebuilds nothing.

Real projects (``--corpus projects``, ../shared/corpus/projects): each built with its authors' own
commands, its CUDA original with nvcc 13 and then its port and keep-CUDA trees on the lane, for
the first target (see RECIPES).

    .venv/bin/python benchmarks/bench_projects.py [--corpus hecbench|cls|projects|all] [--jobs N]
        [--only SUBSTRING] [--limit N] [--seed S] [--targets gfx942,...] [--lane 6.4|5.2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from cass_lsp.app.port_check import built_gpu_code, check_commands, run_commands  # noqa: E402
from cass_lsp.buildfiles import system_named  # noqa: E402
from cass_lsp.core.hip_releases import newest  # noqa: E402
from cass_lsp.toolchain import roots  # noqa: E402
from cass_lsp.toolchain.discovery import Toolchain  # noqa: E402
from tests.cli import cli_in_process  # noqa: E402
from tests.lanes import LANE_TARGETS, hip_lane  # noqa: E402

SHARED = Path(os.environ.get("CASS_CORPUS", REPO.parent / "shared" / "corpus"))
HECBENCH = SHARED / "hecbench"
CLS = SHARED / "cudalibrarysamples"
CACHE = roots.cache_dir() / "project-results"
NEWEST_HIP_LANE = newest().short  # the default lane: the newest release checked
# The cass-lsp sources a keep-CUDA build runs (bench_keep_cuda.py keys its results on them).
CODE = [REPO / "cass_lsp" / d for d in ("buildfiles", "translate", "app", "session")]
# What port writes beside the tree it ports: not part of what the build reads.
PORT_RECORDS = frozenset({"cass-port-report.json", ".cass-port-manifest.json"})


def lane_key(tc: Toolchain) -> list[str]:
    """What a cached build on ``tc`` depends on: its HIP, and its root's recipe (more packages, MPI
    say, build more)."""
    return [tc.hip_version or "", roots.recipe_stamp(tc.hipcc_prefix) or ""]


def lane(name: str) -> Toolchain:
    """The tests' lane ``name`` (tests/lanes.py), or the reason it is missing as the exit message."""
    try:
        return hip_lane(name)
    except pytest.skip.Exception as why:
        raise SystemExit(str(why)) from None


def _digest_tree(h, folder: Path, skip: frozenset[str] = frozenset()) -> None:  # type: ignore[no-untyped-def]
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name not in skip):
        h.update(path.relative_to(folder).as_posix().encode())
        h.update(hashlib.sha256(path.read_bytes()).digest())


_CODE_DIGEST: list[str] = []


def code_digest() -> str:
    if not _CODE_DIGEST:
        h = hashlib.sha256()
        for folder in CODE:
            for path in sorted(p for p in folder.rglob("*") if p.suffix in (".py", ".json", ".h", ".cmake", ".mk")):
                h.update(path.read_bytes())
        _CODE_DIGEST.append(h.hexdigest())
    return _CODE_DIGEST[0]


def ported_digest(out: Path) -> str:
    """What a build of the ported tree reads: its files, less port's own records."""
    h = hashlib.sha256()
    _digest_tree(h, out, PORT_RECORDS)
    return h.hexdigest()


def cached(key_parts: Sequence[str], folders: Sequence[Path], compute):  # type: ignore[no-untyped-def]
    h = hashlib.sha256("\0".join(key_parts).encode())
    for folder in folders:
        _digest_tree(h, folder)
    path = CACHE / (h.hexdigest()[:32] + ".json")
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        pass
    result = compute()
    CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result))
    return result


def _tail(output: str) -> str:
    """The first line that says what failed (a compiler's or the linker's error, CMake's, make's)."""
    errors = [
        ln
        for ln in output.splitlines()
        if re.search(r"\berror\b:|CMake Error|undefined reference|No rule|cannot find -l|\*\*\* ", ln)
    ]
    return (errors or [ln for ln in output.splitlines() if ln.strip()] or [""])[0][:300]


# A compiler's diagnostic ("path:line:col: error: ...") and the include chain before it.
_DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):\d+(?::\d+)?: (?:fatal )?error: ")
_INCLUDED_FROM = re.compile(r"^(?P<how>In file included from|\s+from) (?P<file>[^:]+):\d+")
_UNIT_SUFFIXES = frozenset({".cu", ".hip", ".c", ".cc", ".cpp", ".cxx", ".C"})
# A compile's end (clang's count, make's or CMake's next step): the next error starts another unit.
_COMPILE_END = re.compile(r"errors? generated|\*\*\* |^\[ *\d+%\] |^g?make\[\d+\]: ")


def _unit_errors(output: str) -> list[str]:
    """The first error of each translation unit that failed (a header's error counts for the unit
    that included it: the outermost file of its "In file included from" chain, which clang prints
    first and gcc last, on its "from" lines, and only before the header's first error: a later one
    belongs to the same unit until the compile ends), then the first error that is no compiler's
    (the linker's, CMake's, make's)."""
    firsts: dict[str, str] = {}
    other = ""
    chain: list[str] = []
    gcc_chain = False
    unit = ""  # the unit being compiled, as far as its diagnostics said
    for line in output.splitlines():
        included = _INCLUDED_FROM.match(line)
        if included:
            chain.append(included.group("file"))
            gcc_chain |= included.group("how") != "In file included from"
            continue
        diagnostic = _DIAGNOSTIC.match(line)
        if diagnostic:
            file = diagnostic.group("file")
            if chain:
                unit = chain[-1] if gcc_chain else chain[0]
            elif Path(file).suffix in _UNIT_SUFFIXES or not unit:
                unit = file
            firsts.setdefault(Path(unit).name, line.strip()[:300])
        elif _COMPILE_END.search(line):
            unit = ""
        if (
            not diagnostic
            and not other
            and re.search(
                # the compiler driver's own ("clang++: error: no such file or directory: ...")
                r"undefined reference|CMake Error|No rule|cannot find -l|\*\*\* |ld: |^[\w+.-]+: (?:fatal )?error: ",
                line,
            )
        ):
            other = line.strip()[:300]
        chain, gcc_chain = [], False
    by_error: dict[str, list[str]] = {}  # one line per error, with the units it stopped
    for unit, line in firsts.items():
        by_error.setdefault(line, []).append(unit)
    errors = []
    for line, units in by_error.items():
        more = f" and {len(units) - 4} more" if len(units) > 4 else ""
        errors.append(f"{', '.join(units[:4])}{more}: {line}")
    return errors + ([other] if other else []) or [_tail(output)]


def port_tree(tc: Toolchain, src: Path, out: Path, targets: Sequence[str]) -> tuple[int, dict]:  # type: ignore[type-arg]
    argv = ["port", str(src), "--out-dir", str(out), "--progress", "never", "--targets", ",".join(targets)]
    # The lane's hipcc decides the HIP translated for and the ported Makefile's HIPCC (port alone
    # would take the newest toolchain found).
    argv += ["--hipcc-command", " ".join([*tc.hipcc_prefix, str(tc.hipcc)])]
    proc = cli_in_process(argv)
    try:
        report = json.loads((out / "cass-port-report.json").read_text())
    except (OSError, ValueError):
        report = {"files": [], "error": proc.stderr[-2000:]}
    return proc.returncode, report


# ---- HeCBench ---------------------------------------------------------------------------------


def hecbench_programs() -> list[str]:
    return sorted(
        p.name[: -len("-cuda")]
        for p in HECBENCH.glob("*-cuda")
        if (p / "Makefile").exists() and (HECBENCH / (p.name[: -len("-cuda")] + "-hip") / "Makefile").exists()
    )


def hecbench_one(tc: Toolchain, name: str, targets: Sequence[str]) -> list[dict]:  # type: ignore[type-arg]
    """One program on every target: the twin built with its own Makefile, and the port (made once,
    for every target) built with the ported Makefile in a fresh copy per target."""
    cuda, hip = HECBENCH / f"{name}-cuda", HECBENCH / f"{name}-hip"
    results = []
    with tempfile.TemporaryDirectory(prefix="cass-port-") as tmp:
        src = Path(tmp) / cuda.name
        shutil.copytree(cuda, src, symlinks=True)
        ported = Path(tmp) / f"{name}-ported"
        _rc, report = port_tree(tc, src, ported, targets)
        digest = ported_digest(ported) if ported.is_dir() else ""
        for target in targets:
            lane_key = [tc.hip_version or "", tc.clang_version or "", target]

            def twin(target: str = target) -> dict:  # type: ignore[type-arg]
                with tempfile.TemporaryDirectory(prefix="cass-twin-") as work:
                    shutil.copytree(cuda, Path(work) / cuda.name, symlinks=True)
                    shutil.copytree(hip, Path(work) / hip.name, symlinks=True)
                    # The flags every hipcc run for the target needs (the 5.2 lane's gfx1100 takes
                    # its device libraries from a remedy folder), as the ported Makefile's HIPCC has.
                    cc = " ".join([*tc.hipcc_argv(), *tc.hip_flags(target)])
                    argv = ["make", "-C", str(Path(work) / hip.name), f"CC={cc}", f"HIPCC={cc}"]
                    ok, out = run_commands([argv], Path(work))
                    return {"ok": ok, "error": "" if ok else _tail(out)}

            def ours(target: str = target) -> dict:  # type: ignore[type-arg]
                with tempfile.TemporaryDirectory(prefix="cass-build-") as work:
                    tree = Path(work) / f"{name}-ported"
                    shutil.copytree(ported, tree, symlinks=True)
                    # HIPCC given at build time, as `port --check` does: the ported Makefile names none.
                    ok, output = run_commands(check_commands(tc, system_named("make"), tree, [target]), tree)
                    return {"ok": ok, "error": "" if ok else _tail(output)}

            remedy = tc.device_lib_dirs.get(target)  # part of the twin's command where there is one
            twin_result = cached(["twin", *lane_key, *([str(remedy)] if remedy else [])], [cuda, hip], twin)
            if digest:
                ours_result = cached(["ours-tree", digest, *lane_key], [], ours)
            else:
                ours_result = {"ok": False, "error": f"port failed: {report.get('error', '')[:300]}"}
            results.append({"name": name, "target": target, "twin": twin_result, "ours": ours_result})
    return results


# ---- CUDALibrarySamples --------------------------------------------------------------------------


@dataclass(frozen=True)
class Project:
    library: str
    rel: str  # inside the library folder


def cls_projects() -> list[Project]:
    found = []
    for library in sorted(p for p in CLS.iterdir() if p.is_dir()):
        for cm in sorted(library.rglob("CMakeLists.txt")):
            if re.search(r"^\s*project\s*\(", cm.read_text(errors="replace"), re.MULTILINE | re.IGNORECASE):
                found.append(Project(library.name, cm.parent.relative_to(library).as_posix()))
    return found


def _library_shared(library: Path) -> list[Path]:
    return [p for p in (library / "utils", library / "cmake") if p.is_dir()]


def cls_one(tc: Toolchain, project: Project, target: str) -> dict:  # type: ignore[type-arg]
    """Port the project (with the library's shared folders, in the same layout: ../../utils), then
    configure and build the ported tree, the build cached by what port wrote."""
    library = CLS / project.library
    folder = library / project.rel
    with tempfile.TemporaryDirectory(prefix="cass-cls-") as tmp:
        src = Path(tmp) / project.library
        for shared in [folder, *_library_shared(library)]:
            shutil.copytree(shared, src / shared.relative_to(library), symlinks=True)
        out = Path(tmp) / f"{project.library}-hip"
        _rc, report = port_tree(tc, src, out, [target])
        errors = [
            f"{f['source']}:{x['line']}: {x['message'][:160]}"
            for f in report.get("files", [])
            for x in f.get("findings", [])
            if x["severity"] == "error"
        ]
        if not out.is_dir():
            result = {"ok": False, "error": "port failed"}
        else:
            proj = out / project.rel

            def build() -> dict:  # type: ignore[type-arg]
                argvs = check_commands(tc, system_named("cmake"), proj, [target], build=proj / "build")
                ok, output = run_commands(argvs, proj)
                return {"ok": ok, "error": "" if ok else _tail(output)}

            result = cached(["cls-tree", ported_digest(out), tc.hip_version or "", target, project.rel], [], build)
    return {"library": project.library, "project": project.rel, "target": target, **result, "findings": errors}


# ---- whole real projects (../shared/corpus/projects) ---------------------------------------------
#
# Each project is built with its authors' own commands (its README), compile and link, no GPU:
# first its CUDA original with nvcc 13, then `cass-lsp port` and `port --keep-cuda` of it on the
# HIP lane for one AMD target. A GPU translation unit counts as compiled when the build left an
# object file named after it (``x.cu.o``/``x.hip.o`` of CMake, ``x_generated_x.cu.o`` of FindCUDA,
# ``x.o`` of a Makefile); the total is the tree's GPU translation units (.cu, or .hip after the
# port, that no other GPU source includes: AutoDock-GPU's kernels.cu includes its nine others).

PROJECTS = SHARED / "projects"
PROJECT_TIMEOUT = 2400  # one configure or build step, seconds
CUDA_HOME = Path("/usr/local/cuda")


@dataclass(frozen=True)
class Recipe:
    """A project's own build, as its README says: CMake (``defines``: -D options) or Make
    (``variables``), in ``folder``; the CUDA side adds the NVIDIA architecture (CUDA 13 builds
    sm_75 and newer), the AMD side the HIP lane's compiler and target."""

    name: str
    system: str  # "cmake", "make" or "autotools"
    folder: str = "."
    options: tuple[str, ...] = ()  # -D options or make variables, both sides
    cuda_options: tuple[str, ...] = ()
    needs: str = ""  # what this machine lacks for the CUDA build, as far as known
    bootstrap: tuple[str, ...] = ()  # run first where the tree has no generated configure (autoreconf)
    folders: tuple[str, ...] = ()  # empty folders of the project's checkout the corpus does not keep
    links: tuple[tuple[str, str], ...] = ()  # symbolic links of the checkout the corpus does not keep
    serial: bool = False  # the project's own build races with make -j (AutoDock-GPU: link-code, unlink-code)
    unpack: tuple[str, ...] = ()  # archives of the corpus a checkout has unpacked (GooFit's submodules)


RECIPES = (
    Recipe("darknet", "make", options=("GPU=1", "CUDNN=0", "OPENCV=0", "LIBSO=0"),
           cuda_options=("ARCH=-gencode arch=compute_80,code=sm_80",), needs="cuBLAS, cuRAND"),
    Recipe("AutoDock-GPU", "make", options=("DEVICE=CUDA", "NUMWI=64"), folders=("bin",), serial=True,
           cuda_options=("TARGETS=80", f"GPU_INCLUDE_PATH={CUDA_HOME}/include", f"GPU_LIBRARY_PATH={CUDA_HOME}/lib64"),
           needs="cuRAND"),
    # OpenMP off: the HIP 6.4 lane's clang has no omp.h (a ROCm install has one).
    Recipe("warp-ctc", "cmake", options=("-DWITH_TORCH=OFF", "-DWITH_OMP=OFF"),
           cuda_options=("-DCMAKE_CUDA_ARCHITECTURES=80",), needs="cuRAND",
           links=(("src/ctc_entrypoint.cu", "ctc_entrypoint.cpp"),)),
    Recipe("tsne-cuda", "cmake", options=("-DBUILD_PYTHON=OFF",), cuda_options=("-DCMAKE_CUDA_ARCHITECTURES=80",),
           needs="FAISS (GPU), cuBLAS, cuFFT"),
    Recipe("cudpp", "cmake", cuda_options=("-DCMAKE_CUDA_ARCHITECTURES=80",)),
    Recipe("shoc", "autotools", options=("--with-cuda", "--without-opencl", "--without-mpi"),
           bootstrap=("sh", "build-aux/bootstrap.sh")),
    # OTHER_INCLUDES: where the Makefile expects the site's MPI headers (a Cray path as shipped),
    # Debian's on both sides (the HIP lane's root has Debian's MPI and netCDF too). Serial: its
    # device-link rule names none of the objects it links, so make -j runs it before they exist.
    Recipe("FastEddy", "make", folder="SRC/FEMAIN", serial=True,
           options=("OTHER_INCLUDES=-I/usr/lib/x86_64-linux-gnu/openmpi/include",),
           cuda_options=("ARCH_CU_FLAGS=-arch=sm_80",),
           needs="cuRAND; C++17 for CUDA 13's CUB and Thrust (its Makefile compiles -std=c++11); MPI, netCDF"
                 " (here from Debian: libopenmpi-dev, libnetcdf-dev)"),
    Recipe("xmrig-cuda", "cmake", cuda_options=("-DCUDA_ARCH=80",)),
    # The library alone (its tests, examples and packages are 40 more units of the same kind).
    Recipe("GooFit", "cmake", options=("-DGOOFIT_DEVICE=CUDA", "-DGOOFIT_TESTS=OFF", "-DGOOFIT_EXAMPLES=OFF",
                                       "-DGOOFIT_PACKAGES=OFF", "-DGOOFIT_PYTHON=OFF"),
           cuda_options=("-DCMAKE_CUDA_ARCHITECTURES=80",), unpack=("extern.tar.xz",)),
    # The four from SCALE's list, with the options its recipes pass; CAP and the CUDA arch are the
    # NVIDIA side's (the ported build takes GPU_TARGETS / CMAKE_HIP_ARCHITECTURES).
    Recipe("sage", "make", folder="kernel_launcher", options=("mlp", "mlp_protected"), cuda_options=("CAP=80",)),
    Recipe("UppASD", "cmake", options=("-DCMAKE_BUILD_TYPE=TESTING", "-DUSE_OPENMP=ON", "-DUSE_CUDA=ON"),
           cuda_options=("-DCUDA_GPU_DETECT_OUTPUT=8.0",), needs="gfortran, BLAS/LAPACK, cuRAND"),
    Recipe("parrot", "cmake", cuda_options=("-DCUDA_ARCH=80",),
           needs="the network (FetchContent downloads doctest and CCCL); CMake 3.31 for the CUDA20 dialect"),
    Recipe("StringZilla", "cmake", options=("-DCMAKE_BUILD_TYPE=Release", "-DSTRINGZILLA_BUILD_TEST=1"),
           needs="libcuda.so (CUDA::cuda_driver)"),
)  # fmt: skip


def checkout(recipe: Recipe, tree: Path) -> None:
    """A copy of the corpus as its project's checkout is: the corpus keeps no file modes (its
    scripts are not executable: "./test_cuda.sh: Permission denied"), no empty folders, no
    symbolic links (warp-ctc's src/ctc_entrypoint.cu -> ctc_entrypoint.cpp), and submodules in an
    archive (GooFit's extern.tar.xz)."""
    for path in tree.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as f:
                script = f.read(2) == b"#!"
            path.chmod(path.stat().st_mode | 0o200 | (0o111 if script else 0))
    for folder in recipe.folders:  # with a file in it, as a repository keeps one: port copies it
        (tree / folder).mkdir(parents=True, exist_ok=True)
        (tree / folder / ".gitkeep").touch()
    for link, target in recipe.links:
        path = tree / link
        if path.is_file() and not path.is_symlink() and path.read_text(errors="replace").strip() == target:
            path.unlink()  # git's text stand-in for a link, as a checkout without symlinks has it
        if not path.exists():
            path.symlink_to(target)
    for archive in recipe.unpack:
        subprocess.run(["tar", "-xJf", archive], cwd=tree, check=True)


def _gpu_sources(tree: Path, suffix: str) -> set[str]:
    """The GPU translation units (by stem): the .cu or .hip files no other one includes."""
    from cass_lsp.app.port_check import gpu_sources

    return gpu_sources(tree, suffix=suffix)


_OBJECT = re.compile(r"^(?:cuda_compile(?:_ptx)?_\d+_generated_)?(.+?)(?:\.cu|\.hip)?\.(?:o|obj)$")


def compiled_stems(build: Path, stems: set[str]) -> set[str]:
    """The GPU sources (by stem) that left an object file under ``build``."""
    return stems & {m.group(1) for p in build.rglob("*.o") if (m := _OBJECT.match(p.name))}


def _nvidia_env() -> dict[str, str]:
    """nvcc on PATH and its headers and libraries found by the host compilers, as a CUDA module does."""
    return {
        "PATH": f"{CUDA_HOME}/bin:{os.environ.get('PATH', '')}",
        "CPATH": f"{CUDA_HOME}/include",
        "LIBRARY_PATH": f"{CUDA_HOME}/lib64",
        "CUDA_PATH": str(CUDA_HOME),
        "CUDA_HOME": str(CUDA_HOME),
    }


def _run(argv: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[bool, str]:
    try:
        proc = subprocess.run(
            list(argv), cwd=cwd, capture_output=True, text=True, errors="replace", timeout=PROJECT_TIMEOUT,
            env={**os.environ, "HIP_PLATFORM": "amd", **(env or {})},
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        return False, f"timed out after {PROJECT_TIMEOUT} s"
    return proc.returncode == 0, proc.stdout + proc.stderr


def _steps(
    steps: Sequence[tuple[str, Sequence[str], Path, dict[str, str] | None]], build: Path, stems: set[str]
) -> dict:  # type: ignore[type-arg]
    """Run configure then build (``make -k``: every unit that can compile does); the row."""
    row = {"configure": None, "units": 0, "total": len(stems), "link": False, "error": "", "errors": []}
    outputs = []
    for kind, argv, cwd, env in steps:
        ok, output = _run(argv, cwd, env)
        outputs.append(output)
        if kind == "configure":
            row["configure"] = ok
        if not ok:
            row["errors"] = _unit_errors(output)
            row["error"] = row["errors"][0]
            break
    else:
        row["link"] = True
    made = compiled_stems(build, stems)
    row["units"] = len(made)
    # GPU units a build that ran through (make -k) never named (darknet's Makefile lists 10 of its
    # 11 .cu files): not failures of the port, said apart from them.
    said = "\n".join(outputs)
    ran = row["link"] or bool(made)
    row["not_in_build"] = sorted(
        s for s in stems - made if ran and not re.search(rf"\b{re.escape(s)}\.(?:cu|hip)\b", said)
    )
    return row


def cuda_build(recipe: Recipe, tree: Path, work: Path) -> dict:  # type: ignore[type-arg]
    """The CUDA original with nvcc 13 on this machine (compile and link; no GPU here)."""
    stems = _gpu_sources(tree, ".cu")
    env = _nvidia_env()
    folder = tree / recipe.folder
    jobs = "1" if recipe.serial else str(max(1, os.cpu_count() or 2))
    if recipe.system == "cmake":
        from cass_lsp.app.port_check import find_cmake

        # The distribution's CMake, as a CUDA user has it (3.31 no longer reads cmake_minimum_required 2.8).
        cmake = "/usr/bin/cmake" if Path("/usr/bin/cmake").exists() else find_cmake()
        build = work / "build-cuda"
        configure = [cmake, "-S", str(folder), "-B", str(build), *recipe.options, *recipe.cuda_options]
        make = [cmake, "--build", str(build), "-j", jobs, "--", "-k"]
        return _steps([("configure", configure, folder, env), ("build", make, folder, env)], build, stems)
    if recipe.system == "autotools":
        steps = [("configure", ["./configure", *recipe.options, *recipe.cuda_options], folder, env),
                 ("build", ["make", "-k", "-j", jobs], folder, env)]  # fmt: skip
        if recipe.bootstrap:
            steps.insert(0, ("configure", list(recipe.bootstrap), folder, env))
        return _steps(steps, folder, stems)
    steps = [("build", ["make", "-k", "-j", jobs, *recipe.options, *recipe.cuda_options], folder, env)]
    # Objects anywhere in the tree: FastEddy's sit in the folders beside its Makefile's.
    return {**_steps(steps, tree, stems), "configure": None}


def amd_build(tc: Toolchain, recipe: Recipe, tree: Path, work: Path, target: str, keep: bool) -> dict:  # type: ignore[type-arg]
    """The project's own commands on the HIP lane for ``target``: after ``port`` (``tree`` holds
    .hip sources) or ``--keep-cuda`` (``keep``: the switch GPU_BACKEND=hip, the .cu sources
    translated into the build tree at build time); ``target_code``: whether the programs and
    libraries it linked hold code for ``target``."""
    start = time.time()
    row = _amd_build(tc, recipe, tree, work, target, keep)
    linked = {p: t for p, t in built_gpu_code(work, start).items() if p.suffix != ".o"}
    row["target_code"] = any(t is None or target in t for t in linked.values())
    row["linked_with_gpu_code"] = len(linked)
    return row


def _amd_build(tc: Toolchain, recipe: Recipe, tree: Path, work: Path, target: str, keep: bool) -> dict:  # type: ignore[type-arg]
    stems = _gpu_sources(tree, ".cu" if keep else ".hip")
    folder = tree / recipe.folder
    jobs = "1" if recipe.serial else str(max(1, os.cpu_count() or 2))
    cass = os.environ.get("CASS_LSP", str(Path(sys.executable).parent / "cass-lsp"))
    if recipe.system == "cmake":
        build = work / ("build-keep" if keep else "build-hip")
        *_ask, configure, make = check_commands(tc, system_named("cmake"), folder, [target], build=build)
        configure = [*configure, *recipe.options, *(["-DGPU_BACKEND=hip", f"-DCASS_LSP={cass}"] if keep else [])]
        # (the build goes on past a failure: `-- -k`, as port --check's)
        return _steps([("configure", configure, folder, None), ("build", make, folder, None)], build, stems)
    if recipe.system == "autotools":
        return {"configure": False, "units": 0, "total": len(stems), "link": False,
                "error": "autotools: the configure script looks for nvcc (see the port's findings)"}  # fmt: skip
    # make: in the lane's root where there is one (its hipcc, and its clang for gcc and g++).
    extra = ["-k", "-j", jobs, *recipe.options, *(["GPU_BACKEND=hip", f"CASS_LSP={cass}"] if keep else [])]
    [argv] = check_commands(tc, system_named("make"), folder, [target], extra=extra)
    return {**_steps([("build", argv, folder, None)], tree, stems), "configure": None}


def project_one(tc: Toolchain, recipe: Recipe, target: str, sides: Sequence[str] = ("cuda", "port", "keep")) -> dict:  # type: ignore[type-arg]
    """One project: its CUDA build (cached by the project's files), its port and keep-CUDA trees
    and their AMD builds (cached by what port wrote, the lane and the target); ``sides``: which."""
    original = PROJECTS / recipe.name
    with tempfile.TemporaryDirectory(prefix="cass-proj-") as tmp:
        work = Path(tmp)

        def cuda() -> dict:  # type: ignore[type-arg]
            tree = work / "cuda" / recipe.name
            shutil.copytree(original, tree, symlinks=True)
            checkout(recipe, tree)
            return cuda_build(recipe, tree, work / "cuda")

        row: dict = {"name": recipe.name}  # type: ignore[type-arg]
        if "cuda" in sides:
            row["cuda"] = cached(["proj-cuda", recipe.name, str(recipe), "v5"], [original], cuda)
        src = work / "src" / recipe.name
        shutil.copytree(original, src, symlinks=True)
        checkout(recipe, src)
        for kind in [k for k in ("port", "keep") if k in sides]:
            out = work / kind / recipe.name
            argv = ["port", str(src), "--out-dir", str(out), "--progress", "never", "--targets", target,
                    "--hipcc-command", " ".join([*tc.hipcc_prefix, str(tc.hipcc)])]  # fmt: skip
            if kind == "keep":
                argv.append("--keep-cuda")
            start = time.monotonic()
            proc = cli_in_process(argv)
            seconds = time.monotonic() - start
            report_name = "cass-keep-cuda-report.json" if kind == "keep" else "cass-port-report.json"
            try:
                report = json.loads((out / report_name).read_text())
            except (OSError, ValueError):
                row[kind] = {"port": False, "error": proc.stderr[-300:], "units": 0, "total": 0, "link": False}
                continue
            errors = [f"{f['source']}:{x['line']}: {x['message'][:200]} [{x['code']}]" for f in report["files"]
                      for x in f.get("findings", []) if x["severity"] == "error"]  # fmt: skip
            digest = ported_digest(out)
            key = ["proj-amd", kind, recipe.name, str(recipe), digest, *lane_key(tc), target, "v5"]
            if kind == "keep":
                key.append(code_digest())  # the keep-CUDA build runs cass-lsp itself
            build = cached(key, [], lambda out=out, kind=kind: amd_build(tc, recipe, out, out.parent, target,
                                                                          kind == "keep"))  # fmt: skip
            row[kind] = {"port": proc.returncode == 0, "seconds": round(seconds, 1), "error_findings": errors,
                         **build}  # fmt: skip
    return row


def _cell(r: dict) -> list[str]:  # type: ignore[type-arg]
    configure = {None: "-", True: "ok", False: "FAIL"}[r.get("configure")]
    # A build that linked with no code for the target in what it linked did not build for it.
    link = "FAIL" if not r.get("link") else "ok" if r.get("target_code", True) else "no code"
    return [configure, f"{r.get('units', 0)}/{r.get('total', 0)}", link]


def projects_report(results: list[dict], verbose: bool) -> str:  # type: ignore[type-arg]
    headers = ["project", "CUDA conf", "CUDA units", "CUDA link", "port conf", "port units", "port link",
               "port errors", "keep conf", "keep units", "keep link"]  # fmt: skip
    rows = []
    notes = []
    for r in results:
        port, keep = r["port"], r["keep"]
        rows.append([r["name"], *_cell(r["cuda"]), *_cell(port), len(port.get("error_findings", [])), *_cell(keep)])
        if verbose:
            for side in ("cuda", "port", "keep"):
                for error in r[side].get("errors") or ([r[side]["error"]] if r[side].get("error") else []):
                    notes.append(f"  {r['name']} {side}: {error}")
                if r[side].get("not_in_build"):
                    names = ", ".join(r[side]["not_in_build"])
                    notes.append(f"  {r['name']} {side}: not in the project's build (never named by it): {names}")
    needs = [f"  {r.name}: {r.needs}" for r in RECIPES if r.needs and r.name in {x["name"] for x in results}]
    if needs:
        notes = ["", "what the CUDA builds need that this machine lacks:", *needs, "", *notes]
    return "\n".join([table(headers, rows), *notes])


# ---- the report ---------------------------------------------------------------------------------


def table(headers: list[str], rows: list[list[object]]) -> str:
    cells = [headers, *[[str(c) for c in r] for r in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def line(r: list[str]) -> str:
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=False)))

    return "\n".join([line(cells[0]), "  ".join("-" * w for w in widths), *(line(r) for r in cells[1:])])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus", choices=["hecbench", "cls", "projects", "all"], default="all", help="all: hecbench and cls"
    )
    parser.add_argument("--lane", choices=sorted(LANE_TARGETS), default=NEWEST_HIP_LANE)
    lanes = ", ".join(f"{name}: {','.join(targets)}" for name, targets in LANE_TARGETS.items())
    parser.add_argument("--targets", help=f"comma-separated (default: the lane's; {lanes})")
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2)))
    parser.add_argument("--only", help="only names containing this")
    parser.add_argument("--limit", type=int, help="at most N projects per corpus (a seeded sample)")
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--verbose", action="store_true", help="print each failure")
    parser.add_argument("--json", help="projects: write every row (errors, error findings) to this file")
    args = parser.parse_args(argv)
    tc = lane(args.lane)
    targets = args.targets.split(",") if args.targets else list(LANE_TARGETS[args.lane])
    start = time.monotonic()
    print(f"lane HIP {tc.hip_version} ({tc.lane}), clang {tc.clang_version}, targets {', '.join(targets)}")

    def pick(items: list) -> list:  # type: ignore[type-arg]
        items = [i for i in items if not args.only or args.only in str(i)]
        if args.limit is not None and len(items) > args.limit:
            items = sorted(random.Random(args.seed).sample(items, args.limit), key=str)
        return items

    with ThreadPoolExecutor(args.jobs) as pool:
        if args.corpus in ("hecbench", "all"):
            names = pick(hecbench_programs())
            results = [r for rs in pool.map(lambda n: hecbench_one(tc, n, targets), names) for r in rs]
            rows = []
            for t in targets:
                mine = [r for r in results if r["target"] == t]
                twins = [r for r in mine if r["twin"]["ok"]]
                both = [r for r in twins if r["ours"]["ok"]]
                extra = [r for r in mine if r["ours"]["ok"] and not r["twin"]["ok"]]
                rows.append([t, len(mine), len(twins), len(both), len(extra)])
                for r in twins:
                    if not r["ours"]["ok"] and args.verbose:
                        print(f"  {t} {r['name']}: twin builds, ours not: {r['ours']['error']}")
            print(f"\nHeCBench ({len(names)} programs{' sampled' if args.limit else ''}), make, compile and link")
            print(table(["target", "programs", "twin builds", "twin and port build", "only port builds"], rows))
        if args.corpus in ("cls", "all"):
            projects = pick(cls_projects())
            results = list(pool.map(lambda pt: cls_one(tc, *pt), [(p, t) for t in targets[:1] for p in projects]))
            rows = []
            for library in sorted({r["library"] for r in results}):
                mine = [r for r in results if r["library"] == library]
                built = [r for r in mine if r["ok"]]
                said = [r for r in mine if not r["ok"] and r["findings"]]
                silent = [r for r in mine if not r["ok"] and not r["findings"]]
                rows.append([library, len(mine), len(built), len(said), len(silent)])
                for r in mine:
                    if not r["ok"] and args.verbose:
                        why = r["findings"][0] if r["findings"] else "no finding"
                        print(f"  {library}/{r['project']}: {r['error']} [{why}]")
            total = [sum(r[i] for r in rows) for i in range(1, 5)]
            rows.append(["total", *total])
            print(f"\nCUDALibrarySamples ({len(projects)} projects{' sampled' if args.limit else ''}), cmake on"
                  f" {targets[0]}, configure and build")  # fmt: skip
            print(table(["library", "projects", "build", "fail, with a finding", "fail, no finding"], rows))
        if args.corpus == "projects":
            recipes = pick(list(RECIPES))
            results = list(pool.map(lambda r: project_one(tc, r, targets[0]), recipes))
            print(f"\nReal projects ({len(recipes)}), their own build commands: CUDA with nvcc 13 (sm_80), then"
                  f" port and port --keep-cuda on HIP {tc.hip_version} for {targets[0]}; units: GPU translation"
                  " units compiled of the tree's (.cu files no other includes)")  # fmt: skip
            print(projects_report(results, args.verbose))
            if args.json:
                Path(args.json).write_text(json.dumps(results, indent=1))
    print(f"\n{time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
