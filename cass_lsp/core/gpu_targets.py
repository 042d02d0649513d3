"""The AMD GPU targets cass-lsp knows, and the check of a target the user names (``--targets``,
``--target``, the ``cass.toolchain.targets`` setting): an unknown one is refused with the list,
never dropped in silence. The facts of each target are toolchain/amdgpu_arch.py's (its table and
this list agree: tests/toolchain/test_gpu_targets.py)."""

from __future__ import annotations

import re

KNOWN_TARGETS: tuple[str, ...] = (
    "gfx900",
    "gfx906",
    "gfx908",
    "gfx90a",
    "gfx940",
    "gfx941",
    "gfx942",
    "gfx950",
    "gfx1010",
    "gfx1030",
    "gfx1031",
    "gfx1032",
    "gfx1100",
    "gfx1101",
    "gfx1102",
    "gfx1103",
    "gfx1150",
    "gfx1151",
    "gfx1200",
    "gfx1201",
)
_FEATURES = re.compile(r"(?::(?:xnack|sramecc)[+-])*")  # gfx90a:xnack-, as --offload-arch takes them


def target_error(target: str) -> str | None:
    """Why ``target`` is not an AMD target cass-lsp knows (one line, with the known ones), or None."""
    base, colon, features = target.strip().partition(":")
    if base in KNOWN_TARGETS and _FEATURES.fullmatch(colon + features):
        return None
    if base in KNOWN_TARGETS:
        hint = " (features are :xnack+/- and :sramecc+/-)"
    elif base.lower() in KNOWN_TARGETS:
        hint = f" (targets are lower case: {base.lower()})"
    elif re.fullmatch(r"(?i)(sm|compute)_\d+\w*", base):
        hint = " (an NVIDIA architecture: AMD targets are gfx names)"
    else:
        hint = ""
    return f"{target!r} is not an AMD target cass-lsp knows{hint}; known: {', '.join(KNOWN_TARGETS)}"


def parse_targets(text: str) -> list[str]:
    """``"gfx942,gfx1100"`` as a list; ValueError (``target_error``'s line) on the first unknown
    target or an empty list."""
    targets = [t.strip() for t in text.split(",") if t.strip()]
    if not targets:
        raise ValueError(f"no target given; known: {', '.join(KNOWN_TARGETS)}")
    for target in targets:
        if (error := target_error(target)) is not None:
            raise ValueError(error)
    return targets
