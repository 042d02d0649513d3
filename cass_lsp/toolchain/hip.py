"""Compiling HIP with hipcc: device assembly per target, with diagnostics and line info."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.toolchain import amdgpu_asm, clang_diagnostics
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.toolchain.process import ProcessResult, private_tmpdir, run_async

# Flags for background compiles: machine-readable fix-its, no colour codes, and line tables
# (.loc) for the source-to-assembly map. -gline-tables-only leaves the code itself unchanged
# (checked on gfx1100 and gfx90a: identical instructions with and without it).
DIAGNOSTIC_FLAGS = ("-fdiagnostics-parseable-fixits", "-fno-color-diagnostics")
LINE_INFO_FLAGS = ("-gline-tables-only",)


@dataclass(frozen=True)
class HipCompileResult:
    target: str
    source: Path  # the compiled file, as hipcc was given it (diagnostics name it so)
    process: ProcessResult
    asm_text: str | None  # device assembly, when the compile succeeded

    @property
    def ok(self) -> bool:
        return self.process.ok

    def diagnostics(self) -> list[clang_diagnostics.ClangDiagnostic]:
        return clang_diagnostics.parse(self.process.stderr)

    def assembly(self) -> amdgpu_asm.AmdAssembly | None:
        if self.asm_text is None:
            return None
        return amdgpu_asm.parse(self.asm_text, target=self.target, main_file=str(self.source))


def device_asm_argv(
    tc: Toolchain, target: str, source: Path, output: Path, *, extra: Sequence[str] = (), line_info: bool = True
) -> list[str]:
    flags = [*DIAGNOSTIC_FLAGS, *(LINE_INFO_FLAGS if line_info else ()), *extra]
    return tc.hip_compile_argv(target, source, output, device_only=True, extra=flags)


async def compile_device_asm(
    tc: Toolchain,
    source: Path,
    target: str,
    *,
    output: Path | None = None,
    extra: Sequence[str] = (),
    line_info: bool = True,
    timeout: float = 60.0,
) -> HipCompileResult:
    """``hipcc --cuda-device-only -S`` of ``source`` for ``target`` (raises ToolMissingError
    without hipcc). Cancelling the awaiting task kills hipcc and its clang children."""
    source = source.absolute()
    output = output or source.with_name(f"{source.stem}.{target.replace(':', '_')}.s")
    argv = device_asm_argv(tc, target, source, output, extra=extra, line_info=line_info)
    result = await run_async(argv, env=tc.hip_env(), cwd=source.parent, timeout=timeout)
    asm = None
    if result.ok and output.is_file():
        asm = output.read_text(errors="replace")
    return HipCompileResult(target, source, result, asm)


async def build_executable(
    tc: Toolchain, source: Path, target: str, output: Path, *, extra: Sequence[str] = (), timeout: float = 120.0
) -> ProcessResult:
    """hipcc ``source`` into an executable for ``target`` (the detected GPU's arch)."""
    argv = tc.hip_build_argv(target, source, output, extra=[*DIAGNOSTIC_FLAGS, *extra])
    with private_tmpdir(tc.hip_env()) as env:
        return await run_async(argv, env=env, cwd=source.parent, timeout=timeout)
