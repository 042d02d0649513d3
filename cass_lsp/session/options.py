"""The one factory of translation options, and of build-file options: what the settings and the
toolchain in use decide.

Everything that translates for the user (the editor's diagnostics and conversions, the
background build and the headers it translates, model fallbacks, `translate` and `port`) gets
its ``TranslateOptions`` here, so no two of them write for different HIP releases or libraries.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from cass_lsp.buildfiles import BuildOptions, keep_cuda
from cass_lsp.core.hip_releases import NEWEST_HIP
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import TranslateOptions

LaunchStyle = Literal["chevrons", "hipLaunchKernelGGL"]


@dataclass(frozen=True)
class TranslationHip:
    """The HIP release translations are written for, and a note when it is not a toolchain's."""

    version: str
    note: str | None = None


def translation_hip(toolchain: Toolchain | None, requested: str | None = None) -> TranslationHip:
    """The one place that decides which HIP a translation is written for, for the editor (its
    diagnostics, conversions and background builds) and the command line (translate, port, port
    --check) alike: ``requested`` (``--hip-version``) if given; else the HIP of the toolchain in
    use (``toolchain``: discovered, the newest found unless the settings choose one); else, when
    none was found or its HIP is unknown, the newest known, with a note. ``toolchain`` None: not
    looked for yet (the editor before discovery ends), the newest known."""
    if requested:
        return TranslationHip(requested)
    if toolchain is None:
        return TranslationHip(NEWEST_HIP)
    if toolchain.hip_version:
        return TranslationHip(toolchain.hip_version)
    why = "no HIP toolchain was found" if not toolchain.has_hip else f"the HIP release of {toolchain.hipcc} is unknown"
    return TranslationHip(
        NEWEST_HIP, f"{why}: translating for HIP {NEWEST_HIP}, the newest known (--hip-version picks another)"
    )


def toolchain_error(toolchain: Toolchain) -> str | None:
    """One line naming the toolchain setting that cannot be used and its fix (a hipccCommand that
    does not run hipcc, a rocmPath that is not a ROCm folder), or None: the command line stops on
    it, the server shows it, rather than going on without the toolchain the user chose."""
    problem = toolchain.setting_error
    return f"{problem.message} Fix: {problem.fix}" if problem is not None else None


def translate_options(
    *,
    toolchain: Toolchain | None = None,
    hip_version: str | None = None,
    launch_style: LaunchStyle = "chevrons",
    roc: bool = False,
    compat_header: str | None = None,
) -> TranslateOptions:
    """The options of a translation for the user: HIP as ``translation_hip`` decides it (from
    ``hip_version`` if given, else from ``toolchain``), the AMD targets the toolchain's."""
    hip = translation_hip(toolchain, hip_version).version
    targets = tuple(toolchain.targets) if toolchain is not None else ()
    return TranslateOptions(
        launch_style=launch_style, hip_version=hip, roc=roc, compat_header=compat_header, targets=targets
    )


@dataclass(frozen=True)
class ProjectOptions:
    """The translation options a keep-CUDA project recorded (``cass-lsp-hip.json`` at its root):
    what its generated AMD build translates with, so the editor translates its files the same way."""

    root: Path
    launch_style: LaunchStyle = "chevrons"
    roc: bool = False


def project_options(path: Path) -> ProjectOptions | None:
    """The recorded options of the keep-CUDA project ``path`` (a file) belongs to; None outside one.
    Read as the generated build reads them (``port --build-tree``): an unknown launch style is the
    default, roc only when true."""
    if not path.is_absolute():  # an untitled document: no folder to belong to
        return None
    root = keep_cuda.project_root(path)
    if root is None:
        return None
    recorded = keep_cuda.read_options(root)
    style = recorded.get("launch_style")
    return ProjectOptions(
        root=root,
        launch_style=style if style in ("chevrons", "hipLaunchKernelGGL") else "chevrons",
        roc=recorded.get("roc") is True,
    )


def build_options(toolchain: Toolchain | None) -> BuildOptions:
    """What a ported Makefile's HIPCC and GPU_TARGETS default to: the toolchain's hipcc command
    (with the device-library folder it needs, if any) and targets. The same for `cass-lsp port`
    and the editor's build-file findings."""
    if toolchain is None:
        return BuildOptions()
    if not toolchain.has_hip:
        return BuildOptions(hipcc="hipcc", gpu_targets=tuple(toolchain.targets) or ("gfx942",))
    argv = toolchain.hipcc_argv()
    dirs = {str(d) for t in toolchain.targets if (d := toolchain.device_lib_dirs.get(t)) is not None}
    if len(dirs) == 1:
        argv = [*argv, f"--rocm-device-lib-path={dirs.pop()}"]
    return BuildOptions(hipcc=shlex.join(argv), gpu_targets=tuple(toolchain.targets) or ("gfx942",))
