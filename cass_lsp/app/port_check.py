"""`cass-lsp port --check`: compile each ported file with hipcc for the AMD targets.

The same builds the editor runs in the background (``pipeline.Builder``), for a whole tree:
errors are reported on the CUDA lines they came from, and each kernel's resource use on the
first target is shown beside it.
"""

from __future__ import annotations

import asyncio
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.core.result import TranslationResult
from cass_lsp.session import translate_headers
from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain.discovery import discover
from cass_lsp.toolchain.pipeline import Builder, BuildRequest, DocumentBuild
from cass_lsp.translate import TranslateOptions


@dataclass(frozen=True)
class FileToCheck:
    source: Path  # the CUDA file (errors are reported on its lines)
    display: str  # how the report names it
    translation: TranslationResult


def toolchain_settings(targets: str | None, hipcc_command: str = "") -> ToolchainSettings:
    """Settings from the CLI's ``--targets a,b`` and ``--hipcc-command 'prefix... hipcc'``."""
    settings = ToolchainSettings(hipcc_command=shlex.split(hipcc_command))
    if targets:
        settings.targets = targets.split(",")
    return settings


def check(
    files: Sequence[FileToCheck], options: TranslateOptions, settings: ToolchainSettings | None = None
) -> tuple[str, bool]:
    """Compile every file for every target (``options``: what the files were translated with,
    for their local headers too); the report's text and whether all compiled."""
    tc = discover(settings)
    if not tc.has_hip:
        problem = tc.problem("hipcc")
        reason = f"{problem.message} Fix: {problem.fix}" if problem else "hipcc not found"
        return f"hipcc check skipped: {reason}", False
    builds = asyncio.run(_build_all(Builder(tc), files, tuple(tc.targets), options))
    return _report(tc.targets, tc.hip_version, tc.clang_version, files, builds), all(
        b.targets[t].result.ok for b in builds for t in tc.targets
    )


async def _build_all(
    builder: Builder, files: Sequence[FileToCheck], targets: tuple[str, ...], options: TranslateOptions
) -> list[DocumentBuild]:
    """Each file's translation, with its local headers translated with the same ``options``."""

    async def build(f: FileToCheck) -> DocumentBuild:
        request = BuildRequest(path=f.source, text=f.translation.source, language="cuda", targets=targets)
        headers = await asyncio.to_thread(translate_headers, request, options)
        return await builder.build(request, f.translation, headers)

    return await asyncio.gather(*(build(f) for f in files))


def _report(
    targets: Sequence[str],
    hip_version: str | None,
    clang_version: str | None,
    files: Sequence[FileToCheck],
    builds: Sequence[DocumentBuild],
) -> str:
    width = max([len(f.display) for f in files] + [4])
    lines = [
        f"hipcc check (HIP {hip_version or '?'}, clang {clang_version or '?'}), device code for {', '.join(targets)}",
        (f"{'file':<{width}}  " + "  ".join(f"{t:<10}" for t in targets)).rstrip(),
    ]
    details: list[str] = []
    for f, build in zip(files, builds, strict=True):
        cells = []
        for target in targets:
            tb = build.targets[target]
            errors = sum(d.severity == "error" for d in tb.diagnostics)
            cells.append("ok" if tb.result.ok else f"{errors} error{'s' * (errors != 1)}")
        lines.append((f"{f.display:<{width}}  " + "  ".join(f"{c:<10}" for c in cells)).rstrip())
        for d in build.diagnostics:
            if d.severity in ("error", "warning"):
                where = f"{f.display}:{d.start_line + 1}:{d.start_column + 1}"
                code = f" [{d.code}]" if d.code else ""
                details.append(f"  {where}: {d.severity}: {d.message}{code} ({', '.join(d.targets)})")
        first = build.targets[targets[0]].assembly
        for kernel in first.kernels if first is not None else []:
            occupancy = kernel.occupancy()
            waves = f", {occupancy.describe()}" if occupancy is not None else ""
            details.append(f"  {f.display}: kernel {kernel.name} on {targets[0]}: {kernel.stats.describe()}{waves}")
    return "\n".join([*lines, "", *details] if details else lines)
