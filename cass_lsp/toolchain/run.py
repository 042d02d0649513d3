"""Run the HIP translation and compare its output with the CUDA original's: one engine for both GPUs.

The platform (``choose_platform``): where an AMD GPU is present (``/dev/kfd`` plus
``rocminfo``/``amdgpu-arch``, see gpus.py) the translation is built with hipcc for that GPU's arch;
where an NVIDIA GPU is present and no AMD GPU, it is built for HIP's NVIDIA platform (nvcc through
the NVIDIA layer, nvidia_layer.py; the translation must then be made for the HIP that layer
declares). The CUDA original is the reference:
- built with nvcc and run, where ``nvidia-smi`` shows an NVIDIA GPU;
- else an expected-output file beside the CUDA source, named after it plus ``.expected``
  (``vector_add.cu`` -> ``vector_add.cu.expected``), so one folder can hold references for
  ``foo.cu`` and ``foo.hip`` without clashing.
Both run with the same arguments and input files (``RunSpec``), each in a folder of its own.

Programs run in a private temporary folder with a clean environment (``PATH``, ``HOME``,
``LANG`` and the GPU-selection and library-path variables the runtimes need), no stdin, a
wall-clock timeout that kills the whole process group, and limits set with ``setrlimit`` in the
child before exec: CPU seconds, data segment size, size of files written, no core dumps.
Address space (``RLIMIT_AS``) is deliberately not limited: the ROCm and CUDA runtimes reserve
tens of GiB of virtual address space for unified addressing and fail under such a limit.
Output beyond a cap is cut and reported. The process that runs a built program is a ``Runner``
(``run_program`` by default): tests without a GPU give one of their own.

The comparison and the verdicts are compare.py's: equal, equal after masking (timing lines, a
float tolerance), different (the first differing line, with context), nondeterministic (the
original, run again, disagrees with itself), build-failed (the first error), failed, timed-out.
"""

from __future__ import annotations

import dataclasses
import os
import resource
import shutil
import tempfile
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from cass_lsp.toolchain import hip, nvidia, trace
from cass_lsp.toolchain.compare import (
    BuildError,
    Comparison,
    Masks,
    Verdict,
    compare_outputs,
    first_error,
    verdict_of,
)
from cass_lsp.toolchain.model import Toolchain, ToolMissingError
from cass_lsp.toolchain.process import ProcessResult, run_async

EXPECTED_SUFFIX = ".expected"
# Variables a GPU program may legitimately need from the user's environment.
_PASSED_VARIABLES = (
    "HIP_VISIBLE_DEVICES",
    "ROCR_VISIBLE_DEVICES",
    "GPU_DEVICE_ORDINAL",
    "CUDA_VISIBLE_DEVICES",
    "LD_LIBRARY_PATH",
    "HSA_OVERRIDE_GFX_VERSION",
)


@dataclass(frozen=True)
class RunLimits:
    timeout: float = 10.0  # wall clock, seconds
    cpu_seconds: int = 0  # 0: the timeout rounded up, plus one
    data_bytes: int = 8 * 1024**3  # heap and writable private mappings
    file_bytes: int = 64 * 1024**2  # largest file the program may write
    output_bytes: int = 1024**2  # stdout and stderr kept (each)

    def preexec(self) -> Callable[[], None]:
        cpu = self.cpu_seconds or int(self.timeout) + 1
        data, files = self.data_bytes, self.file_bytes

        def apply() -> None:  # runs in the child between fork and exec
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
            resource.setrlimit(resource.RLIMIT_DATA, (data, data))
            resource.setrlimit(resource.RLIMIT_FSIZE, (files, files))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

        return apply


def clean_environment(base: Mapping[str, str], home: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    env.update({k: base[k] for k in _PASSED_VARIABLES if base.get(k)})
    env.update(extra or {})
    return env


async def run_program(
    argv: Sequence[str],
    *,
    cwd: Path,
    limits: RunLimits,
    env: Mapping[str, str],
) -> ProcessResult:
    """Run a built program under ``limits`` (see the module's notes)."""
    return await run_async(
        argv,
        env=env,
        cwd=cwd,
        timeout=limits.timeout,
        max_output=limits.output_bytes,
        preexec_fn=limits.preexec(),
    )


Runner = Callable[[Sequence[str], Path, "RunLimits", Mapping[str, str]], Awaitable[ProcessResult]]


async def default_runner(argv: Sequence[str], cwd: Path, limits: RunLimits, env: Mapping[str, str]) -> ProcessResult:
    return await run_program(argv, cwd=cwd, limits=limits, env=env)


@dataclass(frozen=True)
class RunSpec:
    """How both programs run: the same arguments, the same input files (copied into each run's own
    folder, so that what one run writes is not the other's input), the limits and the masks."""

    args: tuple[str, ...] = ()
    inputs: tuple[Path, ...] = ()
    limits: RunLimits = field(default_factory=RunLimits)
    masks: Masks = field(default_factory=Masks)
    # Trace mode (trace.py): both builds force-include the trace header, both runs write their
    # kernels' buffers, and the first kernel whose results differ is named. The sources must call
    # cass_trace::after after each launch (app/trace.py writes them).
    trace: bool = False

    def build_flags(self) -> list[str]:
        return ["-include", str(trace.HEADER)] if self.trace else []

    def run_env(self, folder: Path) -> dict[str, str]:
        return {trace.FILE_VARIABLE: str(folder / trace.TRACE_NAME)} if self.trace else {}


def run_folder(work: Path, name: str, inputs: Sequence[Path]) -> Path:
    """A fresh folder ``work/name`` holding a copy of each input (a file or a folder)."""
    folder = work / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for item in inputs:
        if item.is_dir():
            shutil.copytree(item, folder / item.name, symlinks=True)
        else:
            shutil.copy2(item, folder / item.name)
    return folder


# ---- reference output -------------------------------------------------------------------------


def expected_output_path(source: Path) -> Path:
    return source.with_name(source.name + EXPECTED_SUFFIX)


@dataclass(frozen=True)
class Reference:
    text: str | None  # None when no reference could be had
    origin: str  # "the CUDA original run on NVIDIA H100 (sm_90)", "vector_add.cu.expected", or why none
    process: ProcessResult | None = None  # the CUDA run, or the build or run that failed
    rerun: Callable[[], Awaitable[ProcessResult]] | None = field(default=None, compare=False, repr=False)
    folder: Path | None = None  # where the CUDA program ran (its trace, in trace mode)


async def reference_output(
    tc: Toolchain,
    cuda_source: Path,
    *,
    workdir: Path,
    limits: RunLimits,
    extra: Sequence[str] = (),
    build_timeout: float = 120.0,
    spec: RunSpec | None = None,
    runner: Runner = default_runner,
) -> Reference:
    """The CUDA program's stdout: run for real where an NVIDIA GPU and nvcc exist, else read
    from the expected-output file; ``text`` None says why neither was possible. A real run keeps
    ``rerun``, which runs the program again (the nondeterminism check)."""
    if tc.nvidia_gpus and tc.nvcc is not None:
        gpu = tc.nvidia_gpus[0]
        exe = workdir / "cuda_reference"
        spec = spec or RunSpec(limits=limits)
        flags = [*spec.build_flags(), *extra]
        built = await nvidia.build_executable(tc, cuda_source, gpu.sm, exe, extra=flags, timeout=build_timeout)
        if not built.ok:
            return Reference(None, f"nvcc could not build the CUDA program for {gpu.sm}", built)
        runs = iter(range(1, 100))

        async def run_it() -> ProcessResult:
            folder = run_folder(workdir, f"cuda-run-{next(runs)}", spec.inputs)
            env = clean_environment(tc.environ, folder, spec.run_env(folder))
            return await runner([str(exe), *spec.args], folder, limits, env)

        ran = await run_it()
        if not ran.ok:
            why = "timed out" if ran.timed_out else f"exited with {ran.returncode}"
            return Reference(None, f"the CUDA program {why} on {gpu.name}", ran)
        origin = f"the CUDA original run on {gpu.name} ({gpu.sm})"
        return Reference(ran.stdout, origin, ran, run_it, workdir / "cuda-run-1")
    expected = expected_output_path(cuda_source)
    if expected.is_file():
        return Reference(expected.read_text(errors="replace"), expected.name)
    reason = "no NVIDIA GPU" if not tc.nvidia_gpus else "no nvcc"
    return Reference(None, f"{reason} for a CUDA reference run, and no {expected.name} beside the source")


# ---- run and compare --------------------------------------------------------------------------

RunMode = Literal["auto", "always", "never"]
Platform = Literal["amd", "nvidia"]
Status = Verdict


@dataclass(frozen=True)
class RunOutcome:
    status: Status
    message: str
    comparison: Comparison | None = None
    reference: Reference | None = None
    build: ProcessResult | None = None
    run: ProcessResult | None = None
    platform: str = ""  # "amd" or "nvidia": where the HIP program was built and run
    error: BuildError | None = None  # build-failed: the first error, in the HIP source
    again: Comparison | None = None  # nondeterministic: the original's second run against its first
    trace: trace.Divergence | None = None  # trace mode: the first kernel whose results differ
    traced: bool = False  # trace mode ran and both sides wrote a trace


def choose_platform(tc: Toolchain, mode: RunMode) -> tuple[Platform | None, str]:
    """Where the HIP program runs, or why it will not: an AMD GPU first; else an NVIDIA GPU through
    HIP's NVIDIA layer; ``always`` tries AMD even when detection found no GPU (the runtime's own
    error is then reported)."""
    if mode == "never":
        return None, "running is off (cass.run.mode is 'never')"
    if tc.amd_gpus:
        return ("amd", "") if tc.has_hip else (None, "hipcc is missing")
    if tc.nvidia_gpus:
        if tc.nvcc is None:
            return None, f"an NVIDIA GPU ({tc.nvidia_gpus[0].name}) but no nvcc to build for it"
        if tc.nvidia_layer is None:
            return None, f"an NVIDIA GPU ({tc.nvidia_gpus[0].name}) but {tc.nvidia_layer_note}"
        return "nvidia", ""
    if mode == "always" and tc.has_hip:
        return "amd", ""
    if not tc.has_hip:
        return None, "hipcc is missing"
    return None, f"no AMD GPU ({tc.amd_gpu_note}) and no NVIDIA GPU ({tc.nvidia_gpu_note})"


def skip_reason(tc: Toolchain, mode: RunMode) -> str | None:
    """Why the HIP program will not be run (None: it will be)."""
    platform, reason = choose_platform(tc, mode)
    return None if platform is not None else reason


def translation_hip(tc: Toolchain, mode: RunMode) -> str | None:
    """The HIP release a translation must be made for to run here: the NVIDIA layer's on that
    platform (None: the toolchain's own, as for compiling)."""
    platform, _ = choose_platform(tc, mode)
    return tc.nvidia_layer.hip_version if platform == "nvidia" and tc.nvidia_layer is not None else None


async def run_and_compare(
    tc: Toolchain,
    cuda_source: Path,
    hip_source: Path,
    *,
    mode: RunMode = "auto",
    limits: RunLimits | None = None,
    extra: Sequence[str] = (),
    workdir: Path | None = None,
    spec: RunSpec | None = None,
    runner: Runner = default_runner,
    cuda_extra: Sequence[str] | None = None,
) -> RunOutcome:
    """Build the HIP program for the GPU there is (``choose_platform``), run it beside the CUDA
    original with the same arguments and inputs, and give the verdict.

    ``mode``: ``auto`` runs where a GPU was detected; ``always`` tries even when detection found
    none; ``never`` does not run. ``limits`` (or ``spec.limits``) bound each run. ``extra``: flags of
    both builds, or of the HIP one where ``cuda_extra`` gives the original's (its include folders
    must not find the translated headers).
    """
    platform, reason = choose_platform(tc, mode)
    if platform is None:
        return RunOutcome("skipped", f"Running the HIP program was skipped: {reason}.")
    spec = spec or RunSpec(limits=limits or RunLimits())
    limits = limits or spec.limits
    with tempfile.TemporaryDirectory(prefix="cass-run-") as tmp:
        work = workdir or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        cuda_flags = extra if cuda_extra is None else cuda_extra
        reference = await reference_output(
            tc, cuda_source, workdir=work, limits=limits, extra=cuda_flags, spec=spec, runner=runner
        )
        if reference.text is None:
            return RunOutcome(
                "no-reference", f"Running the HIP program was skipped: {reference.origin}.", reference=reference
            )
        exe = work / "hip_program"
        extra = [*spec.build_flags(), *extra]
        if platform == "nvidia":
            gpu = tc.nvidia_gpus[0]
            where = f"{gpu.name} ({gpu.sm}, HIP's NVIDIA platform)"
            try:
                built = await nvidia.build_hip_executable(tc, hip_source, gpu.sm, exe, extra=extra)
            except ToolMissingError as exc:
                return RunOutcome("skipped", f"Running the HIP program was skipped: {exc}", reference=reference)
            env = clean_environment(tc.environ, work)
        else:
            arch = tc.amd_gpus[0].arch if tc.amd_gpus else (tc.targets[0] if tc.targets else "gfx1100")
            where = arch
            built = await hip.build_executable(tc, hip_source, arch, exe, extra=extra)
            env = clean_environment(tc.environ, work, _rocm_library_path(tc))
        if not built.ok:
            error = first_error(built.stdout + "\n" + built.stderr)
            said = f": {error.message}" if error else ""
            message = f"The HIP program did not build for {where}{said}"
            return RunOutcome("build-failed", message, None, reference, built, None, platform, error)
        folder = run_folder(work, "hip-run", spec.inputs)
        ran = await runner([str(exe), *spec.args], folder, limits, {**env, "HOME": str(folder), **spec.run_env(folder)})
        if ran.timed_out:
            message = f"The HIP program timed out after {limits.timeout:g} s on {where}."
            return RunOutcome("timed-out", message, None, reference, built, ran, platform)
        if ran.returncode != 0:
            message = f"The HIP program exited with {ran.returncode} on {where}: {ran.stderr.strip()[-300:]}"
            return RunOutcome("failed", message, None, reference, built, ran, platform)
        outcome = await _verdict(reference, built, ran, spec.masks, platform, where)
        return _traced(outcome, reference, folder) if spec.trace else outcome


def _traced(outcome: RunOutcome, reference: Reference, hip_folder: Path) -> RunOutcome:
    """The outcome with the traces' first divergence (in its message where there is one)."""
    cuda = trace.read(reference.folder) if reference.folder is not None else None
    hip_trace = trace.read(hip_folder)
    if cuda is None or hip_trace is None:
        note = " (trace mode: a side wrote no trace)"
        return dataclasses.replace(outcome, message=outcome.message + note)
    divergence = trace.first_difference(cuda, hip_trace)
    note = f" Trace: {divergence.describe()}." if divergence else f" Trace: all {len(cuda)} kernel launches agree."
    return dataclasses.replace(outcome, message=outcome.message + note, trace=divergence, traced=True)


async def _verdict(
    reference: Reference, built: ProcessResult, ran: ProcessResult, masks: Masks, platform: str, where: str
) -> RunOutcome:
    original = reference.text or ""
    again = None
    first = compare_outputs(original, ran.stdout, masks)
    if not first.equal and reference.rerun is not None:
        second = await reference.rerun()
        again = second.stdout if second.ok else None
    verdict, comparison, itself = verdict_of(original, ran.stdout, masks, again)
    if verdict == "equal":
        message = f"HIP output on {where} matches {reference.origin}."
    elif verdict == "equal-masked":
        message = f"HIP output on {where} matches {reference.origin} once masked: {comparison.describe()}"
    elif verdict == "nondeterministic" and itself is not None:
        message = (
            f"No verdict: {reference.origin} printed differently when run again ({itself.describe()}), so its"
            " output cannot judge the HIP program's."
        )
    else:
        message = f"HIP output on {where} differs from {reference.origin}: {comparison.describe()}"
        if ran.truncated:
            message += " (output cut)"
    return RunOutcome(verdict, message, comparison, reference, built, ran, platform, None, itself)


def _rocm_library_path(tc: Toolchain) -> dict[str, str]:
    """``LD_LIBRARY_PATH`` for a ROCm outside the system library folders (/opt/rocm/lib)."""
    if tc.rocm_path is None or tc.rocm_path == Path("/usr"):
        return {}
    libs = [str(tc.rocm_path / "lib")]
    if tc.environ.get("LD_LIBRARY_PATH"):
        libs.append(tc.environ["LD_LIBRARY_PATH"])
    return {"LD_LIBRARY_PATH": os.pathsep.join(libs)}
