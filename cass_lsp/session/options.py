"""The one factory of translation options: what the settings and the toolchain in use decide.

Everything that translates for the user (the editor's diagnostics and conversions, the
background build and the headers it translates, model fallbacks, `translate` and `port`) gets
its ``TranslateOptions`` here, so no two of them write for different HIP releases or libraries.
"""

from __future__ import annotations

from typing import Literal

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
