"""The one factory of translation options, and of build-file options: what the settings and the
toolchain in use decide.

Everything that translates for the user (the editor's diagnostics and conversions, the
background build and the headers it translates, model fallbacks, `translate` and `port`) gets
its ``TranslateOptions`` here, so no two of them write for different HIP releases or libraries.
"""

from __future__ import annotations

import shlex
from typing import Literal

from cass_lsp.buildfiles import BuildOptions
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import TranslateOptions

LaunchStyle = Literal["chevrons", "hipLaunchKernelGGL"]


def translate_options(
    *,
    launch_style: LaunchStyle = "chevrons",
    roc: bool = False,
    hip_version: str | None = None,
    compat_header: str | None = None,
) -> TranslateOptions:
    """``hip_version``: the toolchain in use's HIP (None: no toolchain, the newest we know)."""
    return TranslateOptions(launch_style=launch_style, hip_version=hip_version, roc=roc, compat_header=compat_header)


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
