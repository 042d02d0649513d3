"""The one factory of translation options, and of build-file options: what the settings and the
toolchain in use decide.

Everything that translates for the user (the editor's diagnostics and conversions, the
background build and the headers it translates, model fallbacks, `translate` and `port`) gets
its ``TranslateOptions`` here, so no two of them write for different HIP releases or libraries.
"""

from __future__ import annotations

import dataclasses
import shlex
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from cass_lsp.buildfiles import BuildOptions, keep_cuda
from cass_lsp.core.hip_releases import NEWEST_HIP
from cass_lsp.project import ProjectRules
from cass_lsp.project.codes import is_known_code
from cass_lsp.settings import FindingsSettings
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.suppression import LEVELS, SEVERITIES, Decision, FindingPolicy, ignoring

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
    project: ProjectRules | None = None,
    decisions: Iterable[Decision] = (),
) -> TranslateOptions:
    """The options of a translation for the user: HIP as ``translation_hip`` decides it (from
    ``hip_version`` if given, else from ``toolchain``); the rules of the ``project`` the file
    belongs to and the decisions about findings (``for_project``); the AMD targets the toolchain's."""
    hip = translation_hip(toolchain, hip_version).version
    targets = tuple(toolchain.targets) if toolchain is not None else ()  # the findings that depend on them
    options = TranslateOptions(
        launch_style=launch_style, hip_version=hip, roc=roc, compat_header=compat_header, targets=targets
    )
    return for_project(options, project, decisions)


FINDINGS_SETTING = "setting cass.findings"  # where the editor's decisions were made, as reports name it


def settings_decisions(settings: FindingsSettings) -> tuple[tuple[Decision, ...], list[str]]:
    """The decisions of the ``cass.findings`` settings, and a line for each entry left out (an unknown
    code, a level that is none) with the fix."""
    decisions = list(ignoring([c for c in settings.ignore if is_known_code(c)], f"{FINDINGS_SETTING}.ignore"))
    problems = [
        f"cass.findings.ignore: {c!r} is not a finding code of cass-lsp (`cass-lsp rules` and FINDINGS.md list them);"
        " ignored"
        for c in settings.ignore
        if not is_known_code(c)
    ]
    for entry in settings.severity:
        code, _, level = (part.strip() for part in entry.partition("="))
        if not is_known_code(code) or level not in SEVERITIES:
            problems.append(
                f"cass.findings.severity: {entry!r} is not CODE=LEVEL with a finding code of cass-lsp and a level of"
                f" {', '.join(LEVELS)}; ignored"
            )
            continue
        decisions.append(Decision(code, SEVERITIES[level], f"{FINDINGS_SETTING}.severity"))
    return tuple(decisions), problems


def for_project(
    options: TranslateOptions, project: ProjectRules | None, decisions: Iterable[Decision] = ()
) -> TranslateOptions:
    """``options`` for a file of ``project`` (its ``cass-lsp.toml``; None: none): the project's rules
    join the rule set, and findings are decided by the project's severities, then by ``decisions``
    (the editor's settings, ``--ignore``), the later winning."""
    policy = FindingPolicy(project.severities if project is not None else ()).merged(decisions)
    return dataclasses.replace(options, project=project, findings=policy)


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
