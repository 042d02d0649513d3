"""NVRTC options that name an NVIDIA architecture, in a file that compiles with NVRTC.

NVIDIA's samples build the option from the device's compute capability
(``"--gpu-architecture=sm_"`` then ``%d%d`` of the major and minor numbers, or ``compute_``): hipRTC
compiles for AMD targets (gfx942...), and on AMD the compute capability HIP reports (9.4 on gfx942)
names no target, so ``hiprtcCompileProgram`` fails at run time. The string is the user's data, so
nothing is rewritten: a warning on it says what hipRTC takes instead.
"""

from __future__ import annotations

import re

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "rtc-arch-option"
_OPTION = re.compile(rb"(?:--gpu-architecture|-arch)[= ]?(?:sm_|compute_)")


@rule("rtc-arch-option", phase="range", pattern=b"arch", codes={CODE})
def arch_options(ctx: Context, start: int, end: int) -> None:
    if b"nvrtc" not in ctx.data:
        return
    for m in _OPTION.finditer(ctx.data, start, end):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        while node is not None and node.type not in ("string_literal", "raw_string_literal"):
            node = node.parent
        if node is None:
            continue
        ctx.report(
            CODE,
            f"{ctx.text(node)}: hipRTC compiles for AMD targets (gfx942, gfx1100...), and the compute capability"
            " HIP reports names none, so this option makes hiprtcCompileProgram fail: leave it out (hipRTC"
            " compiles for the current device) or pass --gpu-architecture= with hipDeviceProp_t::gcnArchName",
            node.start_byte,
            node.end_byte,
        )
