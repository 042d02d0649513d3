"""What ``cass-lsp port`` is asked to do, typed: made once from the command line's arguments
(app/port.py), read by the plan, the writer, ``--check`` and ``--keep-cuda``. A value: a mode that
changes an option (``--build-tree`` takes the options ``--keep-cuda`` recorded) makes a new one."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from cass_lsp.app.model_engine import EngineOptions

LaunchStyle = Literal["chevrons", "hipLaunchKernelGGL"]


@dataclass(frozen=True)
class PortOptions:
    directory: Path  # the CUDA tree, as given
    out_dir: Path | None = None
    in_place: bool = False
    launch_style: LaunchStyle = "chevrons"
    hip_version: str | None = None
    roc: bool = False
    report: Path | None = None
    exclude: tuple[str, ...] = ()  # third-party globs
    ignore: tuple[str, ...] = ()  # finding codes decided away
    rules: Path | None = None  # the rule file given (else each file's nearest)
    progress: str = "auto"
    quiet: bool = False
    check: bool = False
    targets: str | None = None  # "gfx942,gfx1100"
    hipcc_command: str = ""
    force: bool = False
    include: tuple[str, ...] = ()  # --check's -I
    define: tuple[str, ...] = ()  # -D: the build's macros
    compile_commands: Path | None = None
    keep_cuda: bool = False
    apply_portable_fixes: bool = False
    ci: str = ""
    build_tree: bool = False
    engine: EngineOptions = field(default_factory=EngineOptions)
