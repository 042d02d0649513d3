"""Finding the HIP and CUDA toolchains, their versions, targets and GPUs.

``discover()`` is usable without the server (``cass-lsp doctor``, the translation engine's
corpus tests) and is cached per settings and environment: it runs a handful of short probes
(``hipcc --version``, ``clang -print-supported-cpus``, ``nvcc --version``, ...) once.

Search order
- hipcc: ``cass.toolchain.hipccCommand`` (a prefix such as ``docker exec -i NAME`` or bwrap,
  then hipcc's path inside it), ``cass.toolchain.rocmPath``, ``$ROCM_PATH``, ``$HIP_PATH``,
  ``/opt/rocm``, ``PATH``, and last the ROCm roots that ``scripts/rocm_root.sh`` makes in
  ``~/.cache/cass-lsp`` (see ``roots.py``). hipcc always runs with ``HIP_PLATFORM=amd``: without
  it the Perl wrapper picks nvcc when it sees one.
- Several HIP toolchains ("lanes") may be found; ``discover()`` returns the one in use and
  ``discover_lanes()`` all of them (``cass-lsp doctor``, the corpus report).
- nvcc: ``cass.toolchain.cudaPath``, ``$CUDA_HOME``, ``$CUDA_PATH``, ``PATH``,
  ``/usr/local/cuda``, PyPI's ``nvidia-cuda-nvcc`` wheel. cuobjdump and nvdisasm: beside nvcc,
  the same folders, and PyPI's ``nvidia-cuda-cuobjdump``/``nvidia-cuda-nvdisasm`` wheels
  (``site-packages/nvidia/cu13/bin``).

Compiles go through hipcc itself rather than the clang command it builds: its Perl start-up
costs about 0.07 s per run here (0.43 s against 0.36 s for a small kernel), which is small
beside the compile, and hipcc is what the user's own build runs.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import shlex
import shutil
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import devicelibs, roots
from cass_lsp.toolchain.process import run_quick

# CDNA targets that share gfx940's generation: when clang lacks them, the CDNA fallback stands in.
CDNA3_TARGETS = frozenset({"gfx940", "gfx941", "gfx942", "gfx950"})
PREFERRED_CDNA = "gfx942"  # MI300
FALLBACK_CDNA = "gfx90a"  # MI200: clang-15 knows it and Debian's device libraries cover it
DEFAULT_ROCM = Path("/opt/rocm")
DEFAULT_CUDA = Path("/usr/local/cuda")
KFD = Path("/dev/kfd")

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True)
class Problem:
    """Something missing or wrong, what it costs, and how to fix it."""

    component: str  # "hipcc", "gfx942", "nvcc", "cuobjdump", ...
    message: str
    fix: str
    severity: Severity = "warning"

    def to_json(self) -> dict[str, str]:
        return {"component": self.component, "severity": self.severity, "message": self.message, "fix": self.fix}


@dataclass(frozen=True)
class AmdGpu:
    arch: str  # gfx1100
    name: str = ""  # marketing name when rocminfo gives one

    def to_json(self) -> dict[str, str]:
        return {"arch": self.arch, "name": self.name}


@dataclass(frozen=True)
class NvidiaGpu:
    name: str
    compute_capability: str  # "9.0"

    @property
    def sm(self) -> str:
        return "sm_" + self.compute_capability.replace(".", "")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "computeCapability": self.compute_capability, "sm": self.sm}


@dataclass(frozen=True)
class Toolchain:
    """What was found. Paths are None when a tool is missing; ``problems`` says how to fix it."""

    hipcc: Path | None = None
    # argv words before hipcc (a container or root it runs in); hipcc's and clang's paths are
    # inside it, host file paths are the same there.
    hipcc_prefix: tuple[str, ...] = ()
    lane: str = ""  # how this HIP was found: "host", "root rocm-6.4", "hipccCommand"
    libraries: tuple[str, ...] = ()  # ROCm libraries whose headers this HIP finds (hipblas, miopen...)
    rocm_path: Path | None = None
    hip_version: str | None = None  # release, e.g. "5.2.3" (package or ROCm version)
    hip_runtime_version: str | None = None  # as hipcc prints it, e.g. "5.2.21153-0"
    clang: Path | None = None
    clang_version: str | None = None  # "15.0.6"
    bitcode_dir: Path | None = None  # the installed ROCm device libraries
    device_lib_dirs: Mapping[str, Path] = field(default_factory=dict)  # target -> remedy folder
    known_targets: frozenset[str] = frozenset()  # gfx targets clang accepts
    targets: tuple[str, ...] = ()  # the targets to compile for (settings resolved)
    cdna_target: str = FALLBACK_CDNA
    amd_gpus: tuple[AmdGpu, ...] = ()
    amd_gpu_note: str = ""  # how AMD GPUs were looked for, or why none was
    nvcc: Path | None = None
    nvcc_version: str | None = None  # "13.0"
    cuobjdump: Path | None = None
    nvdisasm: Path | None = None
    cuda_tools_version: str | None = None  # cuobjdump's release
    nvidia_gpus: tuple[NvidiaGpu, ...] = ()
    nvidia_gpu_note: str = ""
    sass_arch: str = "sm_89"
    problems: tuple[Problem, ...] = ()
    notes: tuple[str, ...] = ()
    environ: Mapping[str, str] = field(default_factory=dict, repr=False)

    # ---- what callers check ----------------------------------------------------------------
    @property
    def has_hip(self) -> bool:
        return self.hipcc is not None

    @property
    def has_nvcc(self) -> bool:
        return self.nvcc is not None

    @property
    def has_sass_tools(self) -> bool:
        return self.nvcc is not None and self.cuobjdump is not None and self.nvdisasm is not None

    def problem(self, component: str) -> Problem | None:
        return next((p for p in self.problems if p.component == component), None)

    # ---- HIP -------------------------------------------------------------------------------
    def hip_env(self) -> dict[str, str]:
        """The environment for hipcc: the discovery environment with ``HIP_PLATFORM=amd``."""
        env = _with_system_path(self.environ) if self.hipcc_prefix else dict(self.environ)
        env["HIP_PLATFORM"] = "amd"
        if self.rocm_path is not None and self.rocm_path != Path("/usr"):
            env["ROCM_PATH"] = str(self.rocm_path)
        return env

    def hipcc_argv(self) -> list[str]:
        """The words that run hipcc: with a prefix, through ``env`` so that HIP_PLATFORM reaches
        hipcc in a container that does not pass the caller's environment on."""
        if self.hipcc is None:
            raise ToolMissingError(self.problem("hipcc") or _hipcc_missing([]))
        if self.hipcc_prefix:
            return [*self.hipcc_prefix, "env", "HIP_PLATFORM=amd", str(self.hipcc)]
        return [str(self.hipcc)]

    @property
    def hip_release(self) -> tuple[int, int]:
        """(major, minor) of the HIP release, (0, 0) when unknown."""
        m = re.match(r"(\d+)\.(\d+)", self.hip_version or "")
        return (int(m.group(1)), int(m.group(2))) if m else (0, 0)

    def hip_flags(self, target: str) -> list[str]:
        """Flags every hipcc run for ``target`` needs (arch, remedy folder, warning filter)."""
        flags = [f"--offload-arch={target}"]
        lib_dir = self.device_lib_dirs.get(target.split(":", 1)[0])
        if lib_dir is not None:
            flags.append(f"--rocm-device-lib-path={lib_dir}")
        # hipcc appends linker flags (-lamdhip64, -L...) even to -c/-S runs; clang warns about each.
        flags.append("-Wno-unused-command-line-argument")
        return flags

    def hip_compile_argv(
        self,
        target: str,
        source: Path,
        output: Path,
        *,
        device_only: bool = False,
        extra: Sequence[str] = (),
    ) -> list[str]:
        """hipcc arguments that compile ``source`` for ``target``.

        ``device_only``: device assembly (``--cuda-device-only -S``) into ``output``; otherwise
        an object file (``-c``, host and device). ``-x hip`` is added when the suffix isn't
        ``.hip`` (a ``.cu`` file would otherwise be compiled as CUDA).
        """
        argv = [*self.hipcc_argv(), *self.hip_flags(target)]
        argv += ["--cuda-device-only", "-S"] if device_only else ["-c"]
        argv += [*extra, "-o", str(output)]
        if Path(source).suffix != ".hip":
            argv += ["-x", "hip"]
        argv.append(str(source))
        return argv

    def hip_build_argv(self, target: str, source: Path, output: Path, *, extra: Sequence[str] = ()) -> list[str]:
        """hipcc arguments that build an executable of ``source`` for ``target``."""
        argv = [*self.hipcc_argv(), *self.hip_flags(target), *extra, "-o", str(output)]
        if Path(source).suffix != ".hip":
            argv += ["-x", "hip"]
        argv.append(str(source))
        return argv

    # ---- NVIDIA ----------------------------------------------------------------------------
    def nvidia_env(self) -> dict[str, str]:
        """The environment for nvcc/cuobjdump: nvdisasm's folder on PATH (cuobjdump -sass runs it)."""
        env = dict(self.environ)
        dirs = [str(p.parent) for p in (self.nvdisasm, self.cuobjdump, self.nvcc) if p is not None]
        env["PATH"] = os.pathsep.join(dict.fromkeys([*dirs, *env.get("PATH", "").split(os.pathsep)]))
        if self.nvdisasm is not None:
            env["NVDISASM_PATH"] = str(self.nvdisasm.parent)
        return env

    def to_json(self) -> dict[str, Any]:
        def s(p: Path | None) -> str | None:
            return str(p) if p is not None else None

        return {
            "hip": {
                "hipcc": s(self.hipcc),
                "hipccPrefix": list(self.hipcc_prefix),
                "lane": self.lane,
                "libraries": list(self.libraries),
                "rocmPath": s(self.rocm_path),
                "hipVersion": self.hip_version,
                "hipRuntimeVersion": self.hip_runtime_version,
                "clang": s(self.clang),
                "clangVersion": self.clang_version,
                "bitcodeDir": s(self.bitcode_dir),
                "deviceLibDirs": {t: str(p) for t, p in self.device_lib_dirs.items()},
                "knownTargets": sorted(self.known_targets),
                "targets": list(self.targets),
                "cdnaTarget": self.cdna_target,
            },
            "amdGpus": [g.to_json() for g in self.amd_gpus],
            "amdGpuNote": self.amd_gpu_note,
            "cuda": {
                "nvcc": s(self.nvcc),
                "nvccVersion": self.nvcc_version,
                "cuobjdump": s(self.cuobjdump),
                "nvdisasm": s(self.nvdisasm),
                "toolsVersion": self.cuda_tools_version,
                "sassArch": self.sass_arch,
            },
            "nvidiaGpus": [g.to_json() for g in self.nvidia_gpus],
            "nvidiaGpuNote": self.nvidia_gpu_note,
            "problems": [p.to_json() for p in self.problems],
            "notes": list(self.notes),
        }


class ToolMissingError(RuntimeError):
    """A tool needed for an operation was not found; ``problem.fix`` says how to get it."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.message} Fix: {problem.fix}")
        self.problem = problem


# ---- small helpers ---------------------------------------------------------------------------


def _executable(path: Path) -> Path | None:
    return path if path.is_file() and os.access(path, os.X_OK) else None


def _which(name: str, env: Mapping[str, str]) -> Path | None:
    found = shutil.which(name, path=env.get("PATH", ""))
    return Path(found) if found else None


def _version(pattern: str, *texts: str) -> str | None:
    for text in texts:
        m = re.search(pattern, text)
        if m:
            return m.group(1)
    return None


def _pypi_nvidia_bins() -> list[Path]:
    """bin folders of PyPI's nvidia-* wheels (``nvidia/cu13/bin``, ``nvidia/cuda_nvcc/bin``...)."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.submodule_search_locations:
        return []
    bins: list[Path] = []
    for root in spec.submodule_search_locations:
        bins += sorted(p for p in Path(root).glob("*/bin") if p.is_dir())
    return bins


# ---- HIP ---------------------------------------------------------------------------------------


def _hipcc_missing(looked: list[str]) -> Problem:
    where = ", ".join(looked) if looked else "ROCM_PATH, /opt/rocm, PATH"
    return Problem(
        "hipcc",
        f"hipcc not found (looked in {where}): no background HIP compile, diagnostics or AMD assembly.",
        "Debian/Ubuntu: `sudo apt-get install hipcc rocm-device-libs`; or install ROCm and set ROCM_PATH"
        " or the setting cass.toolchain.rocmPath to its folder.",
        "error",
    )


def _find_hipcc(
    settings: ToolchainSettings, env: Mapping[str, str], system_dirs: bool
) -> tuple[Path | None, list[str], list[Problem]]:
    looked: list[str] = []
    problems: list[Problem] = []
    if settings.rocm_path:
        configured = Path(settings.rocm_path).expanduser()
        for candidate in (configured, configured / "bin" / "hipcc"):
            if candidate.name == "hipcc" and _executable(candidate):
                return candidate, looked, problems
        problems.append(
            Problem(
                "rocmPath",
                f"cass.toolchain.rocmPath is {settings.rocm_path!r}, which holds no bin/hipcc; searching elsewhere.",
                "Point cass.toolchain.rocmPath at a ROCm folder (the one holding bin/hipcc), or clear it.",
            )
        )
        looked.append(f"rocmPath={settings.rocm_path}")
    for var in ("ROCM_PATH", "HIP_PATH"):
        if env.get(var):
            looked.append(f"${var}={env[var]}")
            found = _executable(Path(env[var]) / "bin" / "hipcc")
            if found:
                return found, looked, problems
    if system_dirs:
        looked.append(str(DEFAULT_ROCM))
        found = _executable(DEFAULT_ROCM / "bin" / "hipcc")
        if found:
            return found, looked, problems
    looked.append("PATH")
    return _which("hipcc", env), looked, problems


@dataclass
class _HipProbe:
    clang: Path | None = None
    clang_version: str | None = None
    runtime_version: str | None = None
    rocm_path: Path | None = None
    bitcode_dir: Path | None = None
    output: str = ""


def _with_system_path(env: Mapping[str, str]) -> dict[str, str]:
    """A prefix (bwrap, env, docker) finds what it runs inside through the caller's PATH: make
    sure the system folders are on it."""
    dirs = [d for d in env.get("PATH", "").split(os.pathsep) if d]
    dirs += [d for d in ("/usr/local/bin", "/usr/bin", "/bin") if d not in dirs]
    return {**env, "PATH": os.pathsep.join(dirs)}


def _in_prefix(prefix: Sequence[str], argv: Sequence[str | Path], **env_words: str) -> list[str]:
    """``argv`` as run through ``prefix`` (variables passed by ``env``, which every container has)."""
    words = [f"{k}={v}" for k, v in env_words.items()]
    if prefix:
        return [*prefix, "env", *words, *map(str, argv)]
    return [*map(str, argv)]


def _probe_hipcc(hipcc: Path, env: dict[str, str], prefix: Sequence[str] = ()) -> _HipProbe:
    """``HIPCC_VERBOSE=1 hipcc --version``: hipcc prints the clang command it runs, then clang's
    version. Without /dev/kfd, Debian's hipcc also prints a Python traceback from
    rocm_agent_enumerator on stderr: harmless, and skipped by matching only what we need."""
    argv = _in_prefix(prefix, [hipcc, "--version"], HIP_PLATFORM="amd", HIPCC_VERBOSE="1")
    res = run_quick(argv, env={**env, "HIPCC_VERBOSE": "1"})
    probe = _HipProbe()
    if res is None:
        return probe
    text = res.stdout + "\n" + res.stderr
    probe.output = text
    probe.runtime_version = _version(r"HIP version:\s*(\S+)", text)
    probe.clang_version = _version(r"clang version (\d+\.\d+\.\d+)", text)
    m = re.search(r"^hipcc-cmd:\s*(.+)$", text, re.MULTILINE)
    if m:
        try:
            words = shlex.split(m.group(1))
        except ValueError:
            words = m.group(1).split()
        if words:
            probe.clang = Path(words[0])
        for w in words:
            if w.startswith("--rocm-path="):
                probe.rocm_path = Path(w.split("=", 1)[1])
            elif w.startswith("--hip-device-lib-path="):
                probe.bitcode_dir = Path(w.split("=", 1)[1])
    return probe


def _bitcode_dir(probe: _HipProbe, rocm: Path | None) -> Path | None:
    candidates: list[Path] = []
    if probe.bitcode_dir is not None:
        candidates.append(probe.bitcode_dir)
    for root in (rocm, probe.rocm_path):
        if root is not None:
            candidates.append(root / "amdgcn" / "bitcode")
            candidates += sorted((root / "lib" / "llvm" / "lib" / "clang").glob("*/lib/amdgcn/bitcode"), reverse=True)
    candidates.append(Path("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"))
    return next((c for c in candidates if (c / "ockl.bc").is_file()), None)


def _known_targets(clang: Path | None, env: Mapping[str, str], prefix: Sequence[str] = ()) -> frozenset[str]:
    """The gfx processors clang accepts (``-print-supported-cpus`` for the amdgcn triple).

    ``-nogpulib`` keeps clang from looking for device libraries, which it would otherwise do
    before printing the list.
    """
    if clang is None:
        return frozenset()
    argv = _in_prefix(prefix, [clang, "--target=amdgcn-amd-amdhsa", "-nogpulib", "-print-supported-cpus"])
    res = run_quick(argv, env=env)
    if res is None:
        return frozenset()
    return frozenset(re.findall(r"^\s*(gfx[0-9a-f]+)\s*$", res.stdout + "\n" + res.stderr, re.MULTILINE))


# The ROCm libraries whose headers a lane may have, by the header that shows each.
LIBRARY_HEADERS: dict[str, str] = {
    "hipblas": "hipblas/hipblas.h",
    "hipfft": "hipfft/hipfft.h",
    "hipsolver": "hipsolver/hipsolver.h",
    "hipsparse": "hipsparse/hipsparse.h",
    "hiprand": "hiprand/hiprand.h",
    "hipcub": "hipcub/hipcub.hpp",
    "rocthrust": "thrust/version.h",
    "miopen": "miopen/miopen.h",
    "rocblas": "rocblas/rocblas.h",
    "rocsparse": "rocsparse/rocsparse.h",
    "rocrand": "rocrand/rocrand.h",
    "rocsolver": "rocsolver/rocsolver.h",
    "rocfft": "rocfft/rocfft.h",
}


def _probe_headers(hipcc_words: Sequence[str], env: Mapping[str, str]) -> tuple[tuple[str, ...], str | None]:
    """(libraries whose headers hipcc finds, HIP major.minor from hip_version.h): one preprocessor
    run with ``__has_include``, so the answer is the toolchain's own include search, wherever
    it runs (a container, a root, the host)."""
    import tempfile

    lines = ["#include <hip/hip_version.h>", "cass_hip HIP_VERSION_MAJOR HIP_VERSION_MINOR"]
    for name, header in LIBRARY_HEADERS.items():
        lines += [f"#if __has_include(<{header}>)", f"cass_has {name}", "#endif"]
    with tempfile.TemporaryDirectory(prefix="cass-probe-") as tmp:
        src = Path(tmp) / "probe.hip"
        src.write_text("\n".join(lines) + "\n")
        argv = [*hipcc_words, "-E", "--cuda-host-only", "-x", "hip", str(src)]
        res = run_quick(argv, env={**env, "HIP_PLATFORM": "amd"}, timeout=60)
    if res is None or not res.ok:
        return (), None
    found = tuple(re.findall(r"^cass_has (\w+)$", res.stdout, re.MULTILINE))
    m = re.search(r"^cass_hip (\d+) (\d+)$", res.stdout, re.MULTILINE)
    return found, (f"{m.group(1)}.{m.group(2)}" if m else None)


def _prefixed_release(prefix: Sequence[str], env: Mapping[str, str]) -> str | None:
    """The HIP release inside a container or root: ROCm's .info/version, else the Debian package."""
    script = "cat /opt/rocm/.info/version 2>/dev/null || dpkg-query -W -f='${Version}' libamdhip64-dev 2>/dev/null"
    res = run_quick([*prefix, "sh", "-c", script], env=env, timeout=30)
    return _version(r"^(?:\d+:)?(\d+\.\d+\.\d+)", res.stdout.strip()) if res is not None else None


def _release_version(hipcc: Path, rocm: Path | None, env: Mapping[str, str], runtime: str | None) -> str | None:
    """The HIP release ("5.2.3"): ROCm's .info/version, the Debian package, else hipcc's x.y.z."""
    for root in (rocm, hipcc.parent.parent):
        if root is None:
            continue
        info = root / ".info" / "version"
        with contextlib.suppress(OSError):
            v = _version(r"^(\d+\.\d+\.\d+)", info.read_text())
            if v:
                return v
    if str(hipcc).startswith("/usr/bin/") and shutil.which("dpkg-query"):
        res = run_quick(["dpkg-query", "-W", "-f=${Version}", "hipcc"], env=env, timeout=5)
        if res is not None and res.ok:
            v = _version(r"^(?:\d+:)?(\d+\.\d+\.\d+)", res.stdout)
            if v:
                return v
    return _version(r"^(\d+\.\d+\.\d+)", runtime or "")


def _resolve_targets(
    requested: Sequence[str], known: frozenset[str], gpus: Sequence[AmdGpu]
) -> tuple[tuple[str, ...], str, list[Problem], list[str]]:
    problems: list[Problem] = []
    notes: list[str] = []
    cdna = PREFERRED_CDNA if (not known or PREFERRED_CDNA in known) else FALLBACK_CDNA
    targets: list[str] = []
    for t in [*requested, *(g.arch for g in gpus)]:
        base = t.split(":", 1)[0]
        chosen = t
        if known and base not in known:
            if base in CDNA3_TARGETS:
                chosen = cdna
                notes.append(f"{t}: this clang does not know it; compiling for {cdna} (wave64 CDNA) instead.")
            else:
                problems.append(
                    Problem(
                        t,
                        f"{t}: this clang does not know the target; it is left out.",
                        "Use a newer ROCm (ROCM_PATH or cass.toolchain.rocmPath), or pick one of: "
                        + ", ".join(sorted(k for k in known if k.startswith("gfx1") or k.startswith("gfx9"))),
                    )
                )
                continue
        if chosen not in targets:
            targets.append(chosen)
    return tuple(targets), cdna, problems, notes


def _device_libraries(
    bitcode_dir: Path | None, targets: Sequence[str], clang: Path | None, env: Mapping[str, str]
) -> tuple[dict[str, Path], list[Problem], list[str]]:
    """Remedy folders for targets whose ISA library is missing (see devicelibs)."""
    if bitcode_dir is None:
        return {}, [], []
    missing = [t for t in targets if not devicelibs.has_isa_library(bitcode_dir, t)]
    if not missing:
        return {}, [], []
    fixable = [t for t in missing if devicelibs.isa_version_number(t) is not None]
    problems = [
        Problem(
            t,
            f"{t}: no ROCm device library for it in {bitcode_dir}; compiles for it will fail.",
            "Install a ROCm whose rocm-device-libs cover it (ROCM_PATH or cass.toolchain.rocmPath).",
        )
        for t in missing
        if t not in fixable
    ]
    if not fixable:
        return {}, problems, []
    tools = devicelibs.find_llvm_tools(clang, env.get("PATH"))
    if tools is None:
        for t in fixable:
            problems.append(
                Problem(
                    t,
                    f"{t}: no ROCm device library in {bitcode_dir}, and no llvm-dis/llvm-as to make one.",
                    "Debian: `sudo apt-get install llvm-15` (the remedy derives it from the gfx1030 library);"
                    " or install a ROCm that covers the target.",
                )
            )
        return {}, problems, []
    try:
        folder = devicelibs.remedy_folder(bitcode_dir, fixable, tools)
    except (devicelibs.RemedyError, OSError) as exc:
        return {}, [*problems, Problem(",".join(fixable), f"device-library remedy failed: {exc}", "Report this.")], []
    note = (
        f"{', '.join(fixable)}: {bitcode_dir} lacks the device library; using a copy with one derived"
        f" from an older RDNA library ({folder})."
    )
    return {t: folder for t in fixable}, problems, [note]


# ---- AMD GPUs ---------------------------------------------------------------------------------


def parse_rocminfo(text: str) -> list[AmdGpu]:
    """GPU agents from ``rocminfo``: each agent block's first ``Name:`` and ``Marketing Name:``."""
    gpus: list[AmdGpu] = []
    for block in re.split(r"\n\*{5,}\s*\n", text):
        if not re.search(r"^\s*Device Type:\s*GPU\s*$", block, re.MULTILINE):
            continue
        name = re.search(r"^\s*Name:\s*(gfx[0-9a-f]+)\s*$", block, re.MULTILINE)
        marketing = re.search(r"^\s*Marketing Name:\s*(.+?)\s*$", block, re.MULTILINE)
        if name:
            gpus.append(AmdGpu(name.group(1), marketing.group(1) if marketing else ""))
    return gpus


def detect_amd_gpus(rocm: Path | None, clang: Path | None, env: Mapping[str, str]) -> tuple[list[AmdGpu], str]:
    """AMD GPUs through the kernel driver's ``/dev/kfd`` and ``rocminfo``, else ``amdgpu-arch``."""
    if not KFD.exists():
        return [], "no /dev/kfd (no AMD GPU or the amdgpu kernel driver is not loaded)"
    if not os.access(KFD, os.R_OK | os.W_OK):
        return [], "/dev/kfd is not accessible to this user (add it to the 'render' and 'video' groups)"
    env_rocm = Path(env["ROCM_PATH"]) if env.get("ROCM_PATH") else None
    roots = [r for r in (rocm, env_rocm, DEFAULT_ROCM) if r is not None]
    rocminfo = next((_executable(r / "bin" / "rocminfo") for r in roots if _executable(r / "bin" / "rocminfo")), None)
    rocminfo = rocminfo or _which("rocminfo", env)
    if rocminfo is not None:
        res = run_quick([rocminfo], env=env, timeout=30)
        if res is not None and res.ok:
            gpus = parse_rocminfo(res.stdout)
            if gpus:
                return gpus, f"found through {rocminfo}"
    arch_tools = [r / sub / "amdgpu-arch" for r in roots for sub in ("llvm/bin", "lib/llvm/bin")]
    if clang is not None:
        arch_tools.append(Path(os.path.realpath(clang)).parent / "amdgpu-arch")
    tool = next((t for t in arch_tools if _executable(t)), None) or _which("amdgpu-arch", env)
    if tool is not None:
        res = run_quick([tool], env=env, timeout=30)
        if res is not None and res.ok:
            archs = list(dict.fromkeys(re.findall(r"^(gfx[0-9a-f]+)\s*$", res.stdout, re.MULTILINE)))
            if archs:
                return [AmdGpu(a) for a in archs], f"found through {tool}"
    return [], "/dev/kfd exists but neither rocminfo nor amdgpu-arch reported a GPU"


# ---- NVIDIA -----------------------------------------------------------------------------------


def _find_nvidia_tool(
    name: str, settings: ToolchainSettings, env: Mapping[str, str], system_dirs: bool, near: Path | None = None
) -> Path | None:
    dirs: list[Path] = []
    if near is not None:
        dirs.append(near.parent)
    if settings.cuda_path:
        dirs.append(Path(settings.cuda_path).expanduser() / "bin")
    dirs += [Path(env[v]) / "bin" for v in ("CUDA_HOME", "CUDA_PATH") if env.get(v)]
    for d in dirs:
        found = _executable(d / name)
        if found:
            return found
    found = _which(name, env)
    if found or not system_dirs:
        return found
    return _executable(DEFAULT_CUDA / "bin" / name) or next(
        (p for d in _pypi_nvidia_bins() if (p := _executable(d / name))), None
    )


def _tool_release(path: Path | None, env: Mapping[str, str]) -> str | None:
    if path is None:
        return None
    res = run_quick([path, "--version"], env=env)
    return _version(r"release (\d+\.\d+)", res.stdout) if res is not None else None


def parse_nvidia_smi(text: str) -> list[NvidiaGpu]:
    """``nvidia-smi --query-gpu=name,compute_cap --format=csv,noheader`` lines."""
    gpus = []
    for line in text.splitlines():
        name, _, cap = line.rpartition(",")
        cap = cap.strip()
        if name.strip() and re.fullmatch(r"\d+\.\d+", cap):
            gpus.append(NvidiaGpu(name.strip(), cap))
    return gpus


def detect_nvidia_gpus(env: Mapping[str, str]) -> tuple[list[NvidiaGpu], str]:
    smi = _which("nvidia-smi", env) or _executable(Path("/usr/bin/nvidia-smi"))
    if smi is None:
        return [], "no nvidia-smi (no NVIDIA driver)"
    res = run_quick([smi, "--query-gpu=name,compute_cap", "--format=csv,noheader"], env=env, timeout=30)
    if res is None or not res.ok:
        return [], f"nvidia-smi failed: {(res.stderr or res.stdout).strip()[:200] if res else 'could not start'}"
    gpus = parse_nvidia_smi(res.stdout)
    return gpus, f"found through {smi}" if gpus else "nvidia-smi lists no GPU"


# ---- discover ---------------------------------------------------------------------------------


def _discover_hip(
    settings: ToolchainSettings, env: dict[str, str], gpus: Sequence[AmdGpu], system_dirs: bool
) -> tuple[dict[str, Any], list[Problem], list[str]]:
    notes: list[str] = []
    prefix: tuple[str, ...] = ()
    lane = "host"
    if settings.hipcc_command:
        *words, last = settings.hipcc_command
        prefix, hipcc, looked, problems = tuple(words), Path(last), ["hipccCommand"], []
        lane = "hipccCommand"
        if prefix and _which(prefix[0], env) is None and not _executable(Path(prefix[0])):
            problems.append(_hipcc_missing([f"hipccCommand: {prefix[0]} not found"]))
            return {}, problems, notes
    else:
        found_hipcc, looked, problems = _find_hipcc(settings, env, system_dirs)
        hipcc = found_hipcc
        if hipcc is None and system_dirs:
            # Last resort: a ROCm root that scripts/rocm_root.sh made.
            bwrap = roots.bwrap_path(env)
            made = roots.find_roots(env)
            looked.append(f"{roots.cache_dir(env)}/rocm-*")
            if made and bwrap:
                *words, last = made[0].hipcc_command(bwrap)
                prefix, hipcc, lane = tuple(words), Path(last), f"root {made[0].name}"
        if hipcc is None:
            return {}, [*problems, _hipcc_missing(looked)], notes
    rocm = None
    if not prefix and hipcc.parent.name == "bin" and str(hipcc.parent) != "/usr/bin":
        rocm = hipcc.parent.parent
    if lane == "hipccCommand":
        lane = next(
            (f"root {r.name}" for r in roots.find_roots(env) if r.hipcc_command(prefix[0]) == settings.hipcc_command),
            lane,
        )
    if prefix:
        env = _with_system_path(env)
    hip_env = {**env, "HIP_PLATFORM": "amd", **({"ROCM_PATH": str(rocm)} if rocm else {})}
    probe = _probe_hipcc(hipcc, hip_env, prefix)
    if probe.clang_version is None:
        problems.append(
            Problem(
                "hipcc",
                f"{hipcc} --version printed no clang version; HIP compiles will likely fail.",
                "Check the installation with `HIP_PLATFORM=amd hipcc --version`.",
                "error",
            )
        )
    if prefix:
        # Paths inside the container: trusted as hipcc printed them. A ROCm of its own covers
        # its targets' device libraries (the remedy below is for Debian 12's HIP 5.2 only).
        clang = probe.clang
        known = _known_targets(clang, env, prefix)
        bitcode = None
    else:
        clang = probe.clang if probe.clang is not None and _executable(probe.clang) else None
        known = _known_targets(clang, env)
        bitcode = _bitcode_dir(probe, rocm)
    targets, cdna, target_problems, target_notes = _resolve_targets(settings.targets, known, gpus)
    lib_dirs, lib_problems, lib_notes = _device_libraries(bitcode, targets, clang, env)
    hipcc_words = _in_prefix(prefix, [hipcc], HIP_PLATFORM="amd") if prefix else [str(hipcc)]
    libraries, header_release = _probe_headers(hipcc_words, hip_env)
    if prefix:
        release = _prefixed_release(prefix, env)
        if header_release and not (release or "").startswith(header_release + "."):
            release = header_release  # the package database seen there is not this HIP's
    else:
        release = _release_version(hipcc, rocm, env, probe.runtime_version)
    usable = tuple(t for t in targets if t in lib_dirs or bitcode is None or devicelibs.has_isa_library(bitcode, t))
    found = {
        "hipcc": hipcc,
        "hipcc_prefix": prefix,
        "lane": lane,
        "libraries": libraries,
        "rocm_path": rocm or probe.rocm_path,
        "hip_runtime_version": probe.runtime_version,
        "hip_version": release,
        "clang": clang,
        "clang_version": probe.clang_version,
        "bitcode_dir": bitcode,
        "device_lib_dirs": lib_dirs,
        "known_targets": known,
        "targets": usable,
        "cdna_target": cdna,
    }
    return found, [*problems, *target_problems, *lib_problems], [*notes, *target_notes, *lib_notes]


def _discover_cuda(
    settings: ToolchainSettings, env: dict[str, str], system_dirs: bool
) -> tuple[dict[str, Any], list[Problem]]:
    problems: list[Problem] = []
    nvcc = _find_nvidia_tool("nvcc", settings, env, system_dirs)
    cuobjdump = _find_nvidia_tool("cuobjdump", settings, env, system_dirs, near=nvcc)
    nvdisasm = _find_nvidia_tool("nvdisasm", settings, env, system_dirs, near=cuobjdump or nvcc)
    if nvcc is None:
        problems.append(
            Problem(
                "nvcc",
                "nvcc not found (looked in cudaPath, CUDA_HOME, CUDA_PATH, PATH, /usr/local/cuda, PyPI's nvidia"
                " wheels): no NVIDIA SASS on hover and no CUDA reference runs.",
                "Install the CUDA toolkit and set CUDA_HOME or cass.toolchain.cudaPath; or"
                " `pip install nvidia-cuda-nvcc` into cass-lsp's environment.",
            )
        )
    for name, path in (("cuobjdump", cuobjdump), ("nvdisasm", nvdisasm)):
        if path is None:
            problems.append(
                Problem(
                    name,
                    f"{name} not found: no NVIDIA SASS on hover.",
                    "`pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm` into cass-lsp's environment,"
                    " or install the full CUDA toolkit.",
                )
            )
    tool_env = {**env, "PATH": os.pathsep.join(str(p.parent) for p in (nvdisasm, cuobjdump) if p)}
    found = {
        "nvcc": nvcc,
        "nvcc_version": _tool_release(nvcc, env),
        "cuobjdump": cuobjdump,
        "nvdisasm": nvdisasm,
        "cuda_tools_version": _tool_release(cuobjdump or nvdisasm, tool_env),
    }
    return found, problems


def _discover(settings: ToolchainSettings, env: dict[str, str], system_dirs: bool) -> Toolchain:
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="cass-discover") as pool:
        cuda = pool.submit(_discover_cuda, settings, env, system_dirs)
        nvidia_gpus = pool.submit(detect_nvidia_gpus, env)
        # GPUs first: a detected AMD GPU's arch joins the targets.
        rocm_hint = Path(settings.rocm_path).expanduser() if settings.rocm_path else None
        amd_gpus, amd_note = detect_amd_gpus(rocm_hint, None, env)
        hip, hip_problems, notes = _discover_hip(settings, env, amd_gpus, system_dirs)
        cuda_found, cuda_problems = cuda.result()
        nv_gpus, nv_note = nvidia_gpus.result()
    problems = [*hip_problems, *cuda_problems]
    if not amd_gpus:
        notes.append(f"No AMD GPU: {amd_note}. HIP programs are compiled but not run.")
    if not nv_gpus:
        notes.append(f"No NVIDIA GPU: {nv_note}. CUDA reference runs use expected-output files instead.")
    return Toolchain(
        **hip,
        **cuda_found,
        amd_gpus=tuple(amd_gpus),
        amd_gpu_note=amd_note,
        nvidia_gpus=tuple(nv_gpus),
        nvidia_gpu_note=nv_note,
        sass_arch=settings.sass_arch,
        problems=tuple(problems),
        notes=tuple(notes),
        environ=env,
    )


_ENV_KEYS = ("PATH", "ROCM_PATH", "HIP_PATH", "CUDA_HOME", "CUDA_PATH", "XDG_CACHE_HOME", "HOME")
_cache: dict[tuple[Any, ...], Toolchain] = {}
_lock = threading.Lock()


def discover(
    settings: ToolchainSettings | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    system_dirs: bool = True,
) -> Toolchain:
    """The toolchains for ``settings`` in ``environ`` (default: this process's), cached.

    ``environ`` lets callers (tests, doctor) look with another PATH or ROCM_PATH; the result's
    ``hip_env()``/``nvidia_env()`` derive from it. ``system_dirs=False`` looks only where the
    settings and the environment point (not in /opt/rocm, /usr/local/cuda or PyPI's wheels).
    """
    settings = settings or ToolchainSettings()
    env = dict(os.environ if environ is None else environ)
    key = (
        tuple(settings.hipcc_command),
        settings.rocm_path,
        settings.cuda_path,
        tuple(settings.targets),
        settings.sass_arch,
        tuple(env.get(k) for k in _ENV_KEYS),
        system_dirs,
    )
    with _lock:
        cached = _cache.get(key)
        if cached is None:
            cached = _cache[key] = _discover(settings, env, system_dirs)
    return cached


def discover_lanes(
    settings: ToolchainSettings | None = None, *, environ: Mapping[str, str] | None = None
) -> list[Toolchain]:
    """Every HIP toolchain found: the one in use first, then the host's hipcc and each ROCm
    root that scripts/rocm_root.sh made, once each."""
    import dataclasses

    settings = settings or ToolchainSettings()
    env = dict(os.environ if environ is None else environ)
    candidates = [settings, dataclasses.replace(settings, hipcc_command=[])]
    bwrap = roots.bwrap_path(env)
    if bwrap:
        for root in roots.find_roots(env):
            candidates.append(dataclasses.replace(settings, hipcc_command=root.hipcc_command(bwrap)))
    lanes: list[Toolchain] = []
    seen: set[tuple[Any, ...]] = set()
    for candidate in candidates:
        tc = discover(candidate, environ=env)
        key = (tc.hipcc_prefix, tc.hipcc)
        if tc.hipcc is not None and key not in seen:
            seen.add(key)
            lanes.append(tc)
    return lanes or [discover(settings, environ=env)]


def clear_cache() -> None:
    """Forget discovered toolchains (after the user installs something, or in tests)."""
    with _lock:
        _cache.clear()
