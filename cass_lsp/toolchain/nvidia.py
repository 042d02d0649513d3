"""Compiling CUDA with nvcc for SASS (cubin + nvdisasm/cuobjdump) and for reference runs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.toolchain import hipcc_nvidia, sass
from cass_lsp.toolchain.model import Problem, Toolchain, ToolMissingError
from cass_lsp.toolchain.process import ProcessResult, run_async


def _require(tc: Toolchain, *names: str) -> None:
    for name in names:
        if getattr(tc, name) is None:
            problem = tc.problem(name) or Problem(name, f"{name} not found.", "Install the CUDA toolkit.")
            raise ToolMissingError(problem)


def _language(source: Path) -> list[str]:
    return [] if source.suffix == ".cu" else ["-x", "cu"]


def cubin_argv(tc: Toolchain, source: Path, arch: str, output: Path, *, extra: Sequence[str] = ()) -> list[str]:
    """nvcc arguments for a cubin of ``source`` with line info (``-lineinfo`` keeps the code as
    it is and adds the .debug_line that ``nvdisasm -gi`` reads)."""
    _require(tc, "nvcc")
    return [
        str(tc.nvcc),
        f"-arch={arch}",
        "-cubin",
        "-lineinfo",
        *extra,
        "-o",
        str(output),
        *_language(source),
        str(source),
    ]


@dataclass(frozen=True)
class SassResult:
    arch: str
    compile: ProcessResult
    disassembly: ProcessResult | None = None
    resource_usage: ProcessResult | None = None
    listing: sass.SassListing | None = None

    @property
    def ok(self) -> bool:
        return self.listing is not None

    @property
    def duration(self) -> float:
        runs = (self.compile, self.disassembly, self.resource_usage)
        return sum(r.duration for r in runs if r is not None)


async def sass_of(
    tc: Toolchain,
    source: Path,
    arch: str,
    *,
    output: Path | None = None,
    extra: Sequence[str] = (),
    timeout: float = 60.0,
) -> SassResult:
    """SASS of every kernel in ``source`` for ``arch``: nvcc -cubin, then ``nvdisasm -gi``
    (listing and line map) and ``cuobjdump -res-usage`` (registers, shared, stack, local)."""
    _require(tc, "nvcc", "cuobjdump", "nvdisasm")
    source = source.absolute()
    cubin = output or source.with_name(f"{source.stem}.{arch}.cubin")
    env = tc.nvidia_env()
    compiled = await run_async(
        cubin_argv(tc, source, arch, cubin, extra=extra), env=env, cwd=source.parent, timeout=timeout
    )
    if not compiled.ok or not cubin.is_file():
        return SassResult(arch, compiled)
    disassembly = await run_async([str(tc.nvdisasm), "-gi", "-c", str(cubin)], env=env, timeout=timeout)
    usage = await run_async([str(tc.cuobjdump), "-res-usage", str(cubin)], env=env, timeout=timeout)
    if not disassembly.ok:
        return SassResult(arch, compiled, disassembly, usage)
    listing = sass.parse_nvdisasm(disassembly.stdout, main_file=str(source))
    listing.arch = listing.arch or arch
    if usage.ok:
        listing.add_resources(sass.parse_res_usage(usage.stdout))
    return SassResult(arch, compiled, disassembly, usage, listing)


async def cuobjdump_sass(tc: Toolchain, binary: Path, *, timeout: float = 60.0) -> ProcessResult:
    """``cuobjdump -sass`` of a cubin or executable (the form CASS's models were trained on)."""
    _require(tc, "cuobjdump", "nvdisasm")
    return await run_async([str(tc.cuobjdump), "-sass", str(binary)], env=tc.nvidia_env(), timeout=timeout)


async def build_executable(
    tc: Toolchain, source: Path, arch: str, output: Path, *, extra: Sequence[str] = (), timeout: float = 120.0
) -> ProcessResult:
    """nvcc ``source`` into an executable for ``arch`` (the NVIDIA GPU's sm_XX)."""
    _require(tc, "nvcc")
    argv = [str(tc.nvcc), f"-arch={arch}", *extra, "-o", str(output), *_language(source), str(source)]
    return await run_async(argv, env=tc.nvidia_env(), cwd=source.parent, timeout=timeout)


async def build_hip_executable(
    tc: Toolchain, source: Path, arch: str, output: Path, *, extra: Sequence[str] = (), timeout: float = 180.0
) -> ProcessResult:
    """nvcc a HIP ``source`` into an executable for ``arch`` through HIP's NVIDIA layer (``tc.nvidia_layer``)."""
    _require(tc, "nvcc")
    layer = tc.nvidia_layer
    if layer is None:
        raise ToolMissingError(Problem("hip-nvidia", tc.nvidia_layer_note or "HIP's NVIDIA layer is not ready.", ""))
    thrust = hipcc_nvidia.thrust_flags([str(source)])
    argv = [str(tc.nvcc), *layer.nvcc_flags(arch), *thrust, *extra, "-o", str(output), "-x", "cu", str(source)]
    return await run_async(argv, env=tc.nvidia_env(), cwd=source.parent, timeout=timeout)
