"""Run the HIP program and compare its output with the CUDA program's.

Where an AMD GPU is present (``/dev/kfd`` plus ``rocminfo``/``amdgpu-arch``, see gpus.py),
the translated program is built with hipcc for that GPU's arch and run; its stdout is compared
with a reference:
- the CUDA program built with nvcc and run, where ``nvidia-smi`` shows an NVIDIA GPU;
- else an expected-output file beside the CUDA source, named after it plus ``.expected``
  (``vector_add.cu`` -> ``vector_add.cu.expected``), so one folder can hold references for
  ``foo.cu`` and ``foo.hip`` without clashing.

Programs run in a private temporary folder with a clean environment (``PATH``, ``HOME``,
``LANG`` and the GPU-selection and library-path variables the runtimes need), no stdin, a
wall-clock timeout that kills the whole process group, and limits set with ``setrlimit`` in the
child before exec: CPU seconds, data segment size, size of files written, no core dumps.
Address space (``RLIMIT_AS``) is deliberately not limited: the ROCm and CUDA runtimes reserve
tens of GiB of virtual address space for unified addressing and fail under such a limit.
Output beyond a cap is cut and reported.

Outputs must match exactly, except that ``\\r\\n`` counts as ``\\n`` and a missing final
newline is forgiven (what CASS-Bench's "exact output match" means in practice).
"""

from __future__ import annotations

import os
import resource
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from cass_lsp.toolchain import hip, nvidia
from cass_lsp.toolchain.model import Toolchain
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


# ---- comparison -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Comparison:
    equal: bool
    line: int = 0  # 1-based line of the first difference (0 when equal)
    column: int = 0  # 1-based column in that line
    expected_line: str | None = None  # None: the expected output had ended
    actual_line: str | None = None  # None: the actual output had ended

    def describe(self) -> str:
        if self.equal:
            return "outputs match"
        if self.actual_line is None:
            return f"output ends at line {self.line}; expected {self.expected_line!r}"
        if self.expected_line is None:
            return f"extra output from line {self.line}: {self.actual_line!r}"
        return (
            f"outputs first differ at line {self.line}, column {self.column}: "
            f"expected {self.expected_line!r}, got {self.actual_line!r}"
        )


def _lines(text: str) -> list[str]:
    text = text.replace("\r\n", "\n")
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n") if text else []


def compare_outputs(expected: str, actual: str) -> Comparison:
    """Exact comparison, reporting the first differing line and column."""
    exp, act = _lines(expected), _lines(actual)
    for index in range(max(len(exp), len(act))):
        e = exp[index] if index < len(exp) else None
        a = act[index] if index < len(act) else None
        if e == a:
            continue
        column = 1
        if e is not None and a is not None:
            column = next(
                (i + 1 for i, (x, y) in enumerate(zip(e, a, strict=False)) if x != y), min(len(e), len(a)) + 1
            )
        return Comparison(False, index + 1, column, e, a)
    return Comparison(True)


# ---- reference output -------------------------------------------------------------------------


def expected_output_path(source: Path) -> Path:
    return source.with_name(source.name + EXPECTED_SUFFIX)


@dataclass(frozen=True)
class Reference:
    text: str | None  # None when no reference could be had
    origin: str  # "nvcc run on NVIDIA H100 (sm_90)", "vector_add.cu.expected", or why none
    process: ProcessResult | None = None  # the CUDA build or run that failed, when one did


async def reference_output(
    tc: Toolchain,
    cuda_source: Path,
    *,
    workdir: Path,
    limits: RunLimits,
    extra: Sequence[str] = (),
    build_timeout: float = 120.0,
) -> Reference:
    """The CUDA program's stdout: run for real where an NVIDIA GPU and nvcc exist, else read
    from the expected-output file; ``text`` None says why neither was possible."""
    if tc.nvidia_gpus and tc.nvcc is not None:
        gpu = tc.nvidia_gpus[0]
        exe = workdir / "cuda_reference"
        built = await nvidia.build_executable(tc, cuda_source, gpu.sm, exe, extra=extra, timeout=build_timeout)
        if not built.ok:
            return Reference(None, f"nvcc could not build the CUDA program for {gpu.sm}", built)
        env = clean_environment(tc.environ, workdir)
        ran = await run_program([str(exe)], cwd=workdir, limits=limits, env=env)
        if not ran.ok:
            why = "timed out" if ran.timed_out else f"exited with {ran.returncode}"
            return Reference(None, f"the CUDA program {why} on {gpu.name}", ran)
        return Reference(ran.stdout, f"nvcc run on {gpu.name} ({gpu.sm})", ran)
    expected = expected_output_path(cuda_source)
    if expected.is_file():
        return Reference(expected.read_text(errors="replace"), expected.name)
    reason = "no NVIDIA GPU" if not tc.nvidia_gpus else "no nvcc"
    return Reference(None, f"{reason} for a CUDA reference run, and no {expected.name} beside the source")


# ---- run and compare --------------------------------------------------------------------------

RunMode = Literal["auto", "always", "never"]
Status = Literal["skipped", "match", "mismatch", "build-failed", "run-failed", "no-reference"]


@dataclass(frozen=True)
class RunOutcome:
    status: Status
    message: str
    comparison: Comparison | None = None
    reference: Reference | None = None
    build: ProcessResult | None = None
    run: ProcessResult | None = None


def skip_reason(tc: Toolchain, mode: RunMode) -> str | None:
    """Why the HIP program will not be run (None: it will be)."""
    if mode == "never":
        return "running is off (cass.run.mode is 'never')"
    if not tc.has_hip:
        return "hipcc is missing"
    if not tc.amd_gpus and mode == "auto":
        return f"no AMD GPU ({tc.amd_gpu_note})"
    return None


async def run_and_compare(
    tc: Toolchain,
    cuda_source: Path,
    hip_source: Path,
    *,
    mode: RunMode = "auto",
    limits: RunLimits | None = None,
    extra: Sequence[str] = (),
    workdir: Path | None = None,
) -> RunOutcome:
    """Build and run the HIP program on the AMD GPU and compare with the CUDA reference.

    ``mode``: ``auto`` runs where an AMD GPU was detected; ``always`` tries even when detection
    found none (the runtime's own error is then reported); ``never`` does not run.
    """
    reason = skip_reason(tc, mode)
    if reason is not None:
        return RunOutcome("skipped", f"Running the HIP program was skipped: {reason}.")
    limits = limits or RunLimits()
    with tempfile.TemporaryDirectory(prefix="cass-run-") as tmp:
        work = workdir or Path(tmp)
        reference = await reference_output(tc, cuda_source, workdir=work, limits=limits, extra=extra)
        if reference.text is None:
            return RunOutcome(
                "no-reference", f"Running the HIP program was skipped: {reference.origin}.", reference=reference
            )
        arch = tc.amd_gpus[0].arch if tc.amd_gpus else (tc.targets[0] if tc.targets else "gfx1100")
        exe = work / "hip_program"
        built = await hip.build_executable(tc, hip_source, arch, exe, extra=extra)
        if not built.ok:
            return RunOutcome("build-failed", f"hipcc could not build the program for {arch}.", None, reference, built)
        env = clean_environment(tc.environ, work, _rocm_library_path(tc))
        ran = await run_program([str(exe)], cwd=work, limits=limits, env=env)
        if ran.timed_out:
            message = f"The HIP program timed out after {limits.timeout:g} s on {arch}."
            return RunOutcome("run-failed", message, None, reference, built, ran)
        if ran.returncode != 0:
            message = f"The HIP program exited with {ran.returncode} on {arch}: {ran.stderr.strip()[-300:]}"
            return RunOutcome("run-failed", message, None, reference, built, ran)
        comparison = compare_outputs(reference.text, ran.stdout)
        if comparison.equal:
            return RunOutcome("match", f"HIP output matches {reference.origin}.", comparison, reference, built, ran)
        message = f"HIP output differs from {reference.origin}: {comparison.describe()}"
        if ran.truncated:
            message += f" (output cut at {limits.output_bytes} bytes)"
        return RunOutcome("mismatch", message, comparison, reference, built, ran)


def _rocm_library_path(tc: Toolchain) -> dict[str, str]:
    """``LD_LIBRARY_PATH`` for a ROCm outside the system library folders (/opt/rocm/lib)."""
    if tc.rocm_path is None or tc.rocm_path == Path("/usr"):
        return {}
    libs = [str(tc.rocm_path / "lib")]
    if tc.environ.get("LD_LIBRARY_PATH"):
        libs.append(tc.environ["LD_LIBRARY_PATH"])
    return {"LD_LIBRARY_PATH": os.pathsep.join(libs)}
