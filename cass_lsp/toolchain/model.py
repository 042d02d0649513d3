"""What discovery found (``Toolchain``), what is missing with its fix (``Problem``), and the
argv and environments built from it to run hipcc, nvcc and their tools.

hipcc always runs with ``HIP_PLATFORM=amd``: without it the Perl wrapper picks nvcc when it sees
one. Compiles go through hipcc itself rather than the clang command it builds: its Perl start-up
costs about 0.07 s per run here (0.43 s against 0.36 s for a small kernel), which is small
beside the compile, and hipcc is what the user's own build runs.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cass_lsp.toolchain.gpus import AmdGpu, NvidiaGpu

FALLBACK_CDNA = "gfx90a"  # MI200: clang-15 knows it and Debian's device libraries cover it

Severity = Literal["error", "warning", "info"]


@dataclass(frozen=True)
class Problem:
    """Something missing or wrong, what it costs, and how to fix it."""

    component: str  # "hipcc", "gfx942", "nvcc", "cuobjdump", ...
    message: str
    fix: str
    severity: Severity = "warning"
    # The setting the problem is about ("cass.toolchain.hipccCommand"): an error there is the
    # user's choice failing, which the command line and the server report as such.
    setting: str = ""

    def to_json(self) -> dict[str, str]:
        return {"component": self.component, "severity": self.severity, "message": self.message, "fix": self.fix}


# What clang accepts in HIP code and nvcc only with a flag (__device__ lambdas; host constexpr
# functions called in kernels).
CLANG_LIKE = ("--extended-lambda", "--expt-relaxed-constexpr")


@dataclass(frozen=True)
class NvidiaLayer:
    """HIP's NVIDIA platform as found (nvidia_layer.py): the HIP headers nvcc builds HIP code with."""

    include: Path  # the folder holding hip/
    hip_version: str  # the HIP its headers declare: what translations for this platform target
    source: str  # where it comes from, for people
    hipcc: tuple[str, ...]  # the words of a hipcc for this platform
    compat: Path  # cass-lsp's compat header, force-included
    prepared: bool = True  # by cass-lsp (its bin/hipcc), or a ROCm install's own
    forward: Path | None = None  # cass-lsp's forwarding headers where include/ lacks them (a ROCm install's)

    @property
    def root(self) -> Path:
        """The layer's prefix: CMake's ROCm root for the HIP language there, and where its packages are."""
        return self.include.parent

    def nvcc_flags(self, arch: str | None = None) -> list[str]:
        """The flags that make nvcc compile HIP for this platform (``arch``: sm_90; None: nvcc's default)."""
        return [
            "-w",
            *([f"-arch={arch}"] if arch else []),
            "-D__HIP_PLATFORM_NVIDIA__",
            f"-I{self.include}",
            *([f"-I{self.forward}"] if self.forward else []),
            "-include",
            str(self.compat),
            *CLANG_LIKE,
        ]

    def hipcc_words(self, arch: str | None = None) -> list[str]:
        """A hipcc command for build files (``make HIPCC=...``): compiles for ``arch``, with the compat header."""
        env = [f"CASS_HIP_NVIDIA_ARCH={arch}"] if arch else []
        if self.prepared:
            return ["env", *env, *self.hipcc] if env else list(self.hipcc)
        words = list(self.hipcc)  # env HIP_PLATFORM=nvidia ... ROCM/bin/hipcc
        arch_flag = [f"--gpu-architecture={arch}"] if arch else []
        forward = ["-I", str(self.forward)] if self.forward else []
        return [*words, *arch_flag, *forward, "-include", str(self.compat)]

    def to_json(self) -> dict[str, str | bool | list[str]]:
        return {
            "include": str(self.include),
            "hipVersion": self.hip_version,
            "source": self.source,
            "hipcc": list(self.hipcc),
            "compat": str(self.compat),
            "prepared": self.prepared,
        }


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
    # HIP's NVIDIA platform (nvidia_layer.py): the HIP headers nvcc builds HIP code with, or why none
    nvidia_layer: NvidiaLayer | None = None
    nvidia_layer_note: str = ""
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

    @property
    def setting_error(self) -> Problem | None:
        """The error of a toolchain setting that cannot be used (hipccCommand, rocmPath), if any:
        the toolchain the user chose is not there, and no other stands in for it."""
        return next((p for p in self.problems if p.setting and p.severity == "error"), None)

    # ---- HIP -------------------------------------------------------------------------------
    def hip_env(self) -> dict[str, str]:
        """The environment for hipcc: the discovery environment with ``HIP_PLATFORM=amd``."""
        env = with_system_path(self.environ) if self.hipcc_prefix else dict(self.environ)
        env["HIP_PLATFORM"] = "amd"
        if self.rocm_path is not None and self.rocm_path != Path("/usr"):
            env["ROCM_PATH"] = str(self.rocm_path)
        return env

    def hipcc_argv(self) -> list[str]:
        """The words that run hipcc: with a prefix, through ``env`` so that HIP_PLATFORM reaches
        hipcc in a container that does not pass the caller's environment on."""
        if self.hipcc is None:
            raise ToolMissingError(self.problem("hipcc") or hipcc_missing([]))
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
            "hipOnNvidia": self.nvidia_layer.to_json() if self.nvidia_layer else None,
            "hipOnNvidiaNote": self.nvidia_layer_note,
            "problems": [p.to_json() for p in self.problems],
            "notes": list(self.notes),
        }


class ToolMissingError(RuntimeError):
    """A tool needed for an operation was not found; ``problem.fix`` says how to get it."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.message} Fix: {problem.fix}")
        self.problem = problem


def hipcc_missing(looked: list[str]) -> Problem:
    """The problem when no hipcc was found; ``looked`` names the places searched."""
    where = ", ".join(looked) if looked else "ROCM_PATH, /opt/rocm, PATH"
    return Problem(
        "hipcc",
        f"hipcc not found (looked in {where}): no background HIP compile, diagnostics or AMD assembly.",
        "Debian/Ubuntu: `sudo apt-get install hipcc rocm-device-libs`; or install ROCm and set ROCM_PATH"
        " or the setting cass.toolchain.rocmPath to its folder.",
        "error",
    )


# ---- commands run through a prefix (a container or root, see roots.py) ------------------------


def with_system_path(env: Mapping[str, str]) -> dict[str, str]:
    """A prefix (bwrap, env, docker) finds what it runs inside through the caller's PATH: make
    sure the system folders are on it."""
    dirs = [d for d in env.get("PATH", "").split(os.pathsep) if d]
    dirs += [d for d in ("/usr/local/bin", "/usr/bin", "/bin") if d not in dirs]
    return {**env, "PATH": os.pathsep.join(dirs)}


def in_prefix(prefix: Sequence[str], argv: Sequence[str | Path], **env_words: str) -> list[str]:
    """``argv`` as run through ``prefix`` (variables passed by ``env``, which every container has)."""
    words = [f"{k}={v}" for k, v in env_words.items()]
    if prefix:
        return [*prefix, "env", *words, *map(str, argv)]
    return [*map(str, argv)]
