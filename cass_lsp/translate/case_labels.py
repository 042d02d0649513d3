"""`case` labels of values HIP lacks, or that HIP makes duplicates: kept for CUDA only.

NVIDIA's samples' helper_cuda.h names every status of each library in a switch
(``case CUFFT_MISSING_DEPENDENCY: return "CUFFT_MISSING_DEPENDENCY";``). A value HIP's library lacks
left "use of undeclared identifier" and stopped the file; two CUDA values that become one HIP value
(``cudaErrorDeviceUninitialized`` and ``cudaErrorInvalidContext`` are both ``hipErrorInvalidContext``)
a "duplicate case value".

Such a label alone (``case X:``, not the statements after it, which may be reached by falling
through from the label above) goes inside ``#ifndef __HIP_PLATFORM_AMD__`` ... ``#endif``: CUDA
keeps it, and in HIP the switch never sees a value HIP does not have (a duplicate's value is handled
by the earlier label); the label keeps CUDA's name. One warning on each label says so; it replaces
the API errors on its value.

A value HIP lacks is a name the tables list with no HIP equivalent (or one newer than the HIP
targeted), or a name spelled as CUDA's enumerators are (``CUFFT_X``, ``cudaErrorX``) that no table
lists and the file does not define.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.hip_releases import version_tuple
from cass_lsp.translate import tables
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES

CODE = "case-label-cuda-only"
API_CODES = frozenset({"unsupported-api", "hip-version", "unknown-cuda-api"})
GUARD = "#ifndef __HIP_PLATFORM_AMD__"
_ENUMERATOR = re.compile(
    r"(?:CU|CUDA|CUBLAS|CUBLASLT|CUFFT|CUSOLVER|CUSPARSE|CURAND|CUDNN|NVRTC|NVJPEG|NPP)_[A-Z0-9_]+|cuda(?:Error|DevAttr)[A-Z]\w*"
)


def _value_name(ctx: Context, case: Node) -> Node | None:
    value = case.child_by_field_name("value")
    while value is not None and value.type == "parenthesized_expression":
        value = value.named_children[0] if value.named_children else None
    if value is not None and value.type == "qualified_identifier":
        scope = value.child_by_field_name("scope")
        if scope is not None:
            return None  # Enum::X: the file's own
        value = value.child_by_field_name("name")
    return value if value is not None and value.type == "identifier" else None


_ENUM_BODY = re.compile(rb"\benum\b[^{;]*\{([^}]*)\}")
_ENUMERATOR_NAME = re.compile(rb"(?:^|,)\s*([A-Za-z_]\w*)")


def _own_enumerators(ctx: Context) -> frozenset[str]:
    """The enumerators the file's own enums declare (one scan of the whole file)."""

    def scan() -> frozenset[str]:
        found = set()
        for body in _ENUM_BODY.finditer(ctx.data):
            found.update(m.group(1).decode("ascii") for m in _ENUMERATOR_NAME.finditer(body.group(1)))
        return frozenset(found)

    return ctx.facts.memo("case-labels.enumerators", scan)


def _missing(ctx: Context, name: str) -> str | None:
    """Why HIP lacks the value ``name`` (None: it has it, or it is not CUDA's)."""
    entry = ctx.mapping.apis.get(name)
    lib = ctx.mapping.library(entry.family) if entry is not None else "HIP"
    if entry is None:
        if not _ENUMERATOR.fullmatch(name) or name in tables.own_macros(ctx) or name in _own_enumerators(ctx):
            return None
        return f"{name} is in no table (newer than HIPIFY's?): HIP likely lacks it"
    if not entry.supported:
        note = f" ({entry.note})" if entry.note else ""
        return f"{lib} has no {name}{note}"
    if entry.hip_added and version_tuple(entry.hip_added) > ctx.options.hip:
        return f"{entry.hip} (for {name}) appeared in HIP {entry.hip_added}, after the HIP targeted"
    return None


def _guard_label(ctx: Context, case: Node, colon: int) -> None:
    data = ctx.data
    line = data.rfind(b"\n", 0, case.start_byte) + 1
    before = "" if not data[line : case.start_byte].strip() else "\n"
    ctx.replace(line if not before else case.start_byte, line if not before else case.start_byte, f"{before}{GUARD}\n")
    end = data.find(b"\n", colon)
    end = len(data) if end < 0 else end
    rest = data[colon + 1 : end]
    if rest.strip():  # `case X: return "X";`: the statement goes on a line of its own, indented
        indent = data[line : case.start_byte] if not before else b""
        blank = colon + 1 + len(rest) - len(rest.lstrip())
        ctx.replace(colon + 1, blank, "\n#endif\n" + indent.decode() + "  ")
    else:
        ctx.replace(end + 1, end + 1, "#endif\n")


@rule(
    "case-labels",
    phase="range",
    pattern=b"case",
    codes={CODE},
    refines={CODE: API_CODES},
    supersedes={API_TABLES},  # the label kept for CUDA keeps CUDA's name
)
def guard(ctx: Context, start: int, end: int) -> None:
    """Labels of values HIP lacks or makes duplicates: kept for CUDA only."""
    stack = [ctx.root.descendant_for_byte_range(start, max(start, end - 1)) or ctx.root]
    switches: list[Node] = []
    while stack:
        node = stack.pop()
        if node.type == "switch_statement" and start <= node.start_byte < end:
            switches.append(node)
        if node.end_byte > start and node.start_byte < end:
            stack.extend(node.named_children)
    for switch in sorted(switches, key=lambda n: n.start_byte):
        _check(ctx, switch)


def _cases(body: Node) -> list[Node]:
    """The switch's case labels, those in #if blocks of its body included (not a nested switch's)."""
    found = []
    stack = list(reversed(body.named_children))
    while stack:
        node = stack.pop()
        if node.type == "case_statement":
            found.append(node)
        if node.type == "case_statement" or node.type.startswith("preproc_"):
            stack.extend(reversed(node.named_children))
    return found


def _check(ctx: Context, switch: Node) -> None:
    body = switch.child_by_field_name("body")
    if body is None:
        return
    seen: dict[str, str] = {}  # a label's HIP text -> the CUDA text of the first
    for case in _cases(body):
        name = _value_name(ctx, case)
        colon = next((c.end_byte - 1 for c in case.children if c.type == ":"), None)
        if name is None or colon is None:
            continue
        cuda = ctx.text(name)
        hip = ctx.hip_text(name.start_byte, name.end_byte)
        why = _missing(ctx, cuda)
        if why is not None:
            message = f"case {cuda}: {why}; the label is kept for CUDA only (#ifndef __HIP_PLATFORM_AMD__)"
        elif hip in seen and seen[hip] != cuda:
            message = (
                f"case {cuda} and case {seen[hip]} are both {hip} in HIP (a duplicate case value): this label is kept"
                " for CUDA only (#ifndef __HIP_PLATFORM_AMD__), and HIP takes the earlier one's branch"
            )
        else:
            seen.setdefault(hip, cuda)
            continue
        _guard_label(ctx, case, colon)
        ctx.replace(name.start_byte, name.end_byte, cuda)
        ctx.report(CODE, message, name.start_byte, name.end_byte, scope=(case.start_byte, colon + 1))
