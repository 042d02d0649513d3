"""CUDA's surface-function overloads HIP lacks.

CUDA's surface functions take an optional boundary mode after the coordinates
(``surf2Dwrite(v, surf, x, y, cudaBoundaryModeZero)``), and its reads also return the value
(``float v = surf2Dread<float>(surf, x, y)``); HIP's take no boundary mode and read through a
pointer (``surf2Dread(&v, surf, x, y)``): "no matching function". HIP's surface functions act as
CUDA's ``cudaBoundaryModeZero`` (an access out of range reads 0 and writes nothing, as AMD's image
instructions do), so that mode is dropped; ``cudaBoundaryModeTrap`` (the default) is dropped with a
warning (CUDA stops the kernel on an access out of range, HIP does not); ``cudaBoundaryModeClamp``,
or a mode the translation cannot read, is an error and stays. A read that returns its value
becomes an immediately invoked lambda around HIP's pointer form.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES

CODE = "surface-boundary-mode"
# function -> how many coordinates it takes
COORDINATES = {"1D": 1, "2D": 2, "3D": 3, "1DLayered": 2, "2DLayered": 3, "Cubemap": 3, "CubemapLayered": 3}
SURFACES = frozenset(f"surf{d}{rw}" for d in COORDINATES for rw in ("read", "write"))
_NAME = re.compile(r"surf(\w+?)(read|write)")
DROPPED = {"cudaBoundaryModeZero": "", "cudaBoundaryModeTrap": "trap"}


@rule(
    "surface-overloads",
    names=SURFACES,
    priority=5,  # before texture-fetch, which then says what it says of the call
    codes={CODE},
    supersedes={API_TABLES},  # the boundary mode it drops
)
def surface_call(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    m = _NAME.fullmatch(name)
    if call is None or m is None:
        return False
    args = call_arguments(call)
    coordinates = COORDINATES[m.group(1)]
    template = node.parent if node.parent is not None and node.parent.type == "template_function" else None
    value_form = m.group(2) == "read" and template is not None
    expected = coordinates + (1 if value_form else 2)
    if len(args) == expected + 1 and not _drop_mode(ctx, name, call, args):
        return False
    if value_form and len(args) in (expected, expected + 1):
        _value_read(ctx, call, template, args[:expected])  # type: ignore[arg-type]
    return False  # texture-fetch speaks of the call too


def _drop_mode(ctx: Context, name: str, call: Node, args: list[Node]) -> bool:
    """Drop the boundary mode ``args[-1]`` where HIP's behaviour is its own; else report it."""
    mode = ctx.text(args[-1]).strip()
    if mode in DROPPED:
        ctx.replace(args[-2].end_byte, args[-1].end_byte, "")
        if DROPPED[mode]:
            ctx.report(
                CODE,
                f"{name} with {mode}: HIP's surface functions take no boundary mode and act as cudaBoundaryModeZero"
                " (an access out of range reads 0 and writes nothing), where CUDA's Trap stops the kernel: the mode"
                " is dropped",
                args[-1].start_byte,
                args[-1].end_byte,
            )
        return True
    ctx.report(
        CODE,
        f"{name} with {mode}: HIP's surface functions take no boundary mode and act as cudaBoundaryModeZero (an"
        " access out of range reads 0 and writes nothing); clamp the coordinates yourself (min/max with the"
        " surface's size) and drop the mode",
        args[-1].start_byte,
        args[-1].end_byte,
        severity=Severity.ERROR,
    )
    return False


def _value_read(ctx: Context, call: Node, template: Node, args: list[Node]) -> None:
    """``surf2Dread<float>(s, x, y)`` -> ``[&] { float _v; surf2Dread(&_v, s, x, y); return _v; }()``."""
    arguments = template.child_by_field_name("arguments")
    argument_list = call.child_by_field_name("arguments")
    if arguments is None or argument_list is None or not arguments.named_children:
        return
    value_type = ctx.hip_text(arguments.named_children[0].start_byte, arguments.named_children[0].end_byte)
    ctx.replace(call.start_byte, call.start_byte, f"[&] {{ {value_type} _v; ")
    ctx.replace(arguments.start_byte, args[0].start_byte, "(&_v, ")
    ctx.replace(argument_list.end_byte, argument_list.end_byte, "; return _v; }()")
