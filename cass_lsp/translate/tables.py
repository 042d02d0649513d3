"""The mapping tables as rules: a CUDA name renamed to its HIP counterpart, and what the tables say
about it reported (no equivalent, a newer HIP needed, deprecated or removed).

``apply`` is the shared piece: any rule may call it, and a rule declared with ``renames=True``
gets it for each occurrence in code before its own handler runs. The rules here claim what no
other rule claims first: the tables' names (``api-tables``, lowest priority), namespaces, and
the markers of device code.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from tree_sitter import Node

from cass_lsp import runtime
from cass_lsp.core.hip_releases import NEWEST_HIP, version_tuple
from cass_lsp.translate import compat
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.mapping import ApiEntry, MappingData, released_by
from cass_lsp.translate.rules import rule

RUNTIME_FAMILIES = frozenset({"runtime", "driver"})
DEVICE_MARKERS = frozenset(
    {"__global__", "__device__", "__shared__", "__constant__", "threadIdx", "blockIdx", "blockDim", "gridDim"}
)
NOT_IN_CODE = ("field_identifier", "namespace_identifier")  # a member or scope of that name, not the API
API_CODES = frozenset(
    {
        "hip-version",
        "deprecated-in-hip",
        "experimental-in-hip",
        "unsupported-api",
        "removed-in-cuda",
        "deprecated-in-cuda",
        "library-substitute",
    }
)
API_TABLES = "api-tables"


def apply(ctx: Context, entry: ApiEntry, start: int, end: int, node: Node | None, text: str | None = None) -> None:
    """Rename ``entry.cuda`` at [start, end) and report what the tables say about it. ``text``: what
    the HIP name is written as there (None: ``entry.hip``; the part after the prefix that a
    project's macro pastes, cass_lsp/project/rules.py)."""
    name = entry.cuda
    if not (entry.supported and entry.renamed) and name in own_macros(ctx):
        return  # the file's own macro of that name (`#define __shfl(v, d) ...`): not CUDA's
    if entry.hip in runtime.STAND_INS and not compat.use(ctx, start, end, entry.hip, node, name):
        entry = replace(entry, hip="")  # HIP older than the definition's: no equivalent, as the tables said
    if entry.supported:
        if entry.renamed and (text is None or text.encode() != ctx.data[start:end]):
            ctx.replace(start, end, entry.hip if text is None else text)
        if ctx.mapping.stand_ins.get(name):
            ctx.report_once(
                f"library-substitute:{name}",
                "library-substitute",
                f"HIP has no {name}: {entry.hip} stands in; {ctx.mapping.stand_ins[name]}",
                start,
                end,
            )
        if entry.family == "driver" and entry.hip.startswith(("hiprtc", "HIPRTC_")):
            ctx.need("headers", "hip/hiprtc.h")  # the driver's linker is hipRTC's: its header, not <cuda.h>'s
        if entry.family in RUNTIME_FAMILIES and (entry.renamed or name.startswith(("cu", "CU"))):
            # (not OpenGL's GLenum and GLuint, which CUDA's interop API takes and HIP keeps: a
            # header such as GL/glext.h uses them without any CUDA)
            ctx.need("runtime_api")
        hip_version = ctx.options.hip_version or NEWEST_HIP
        note = f" ({entry.note})" if entry.note else ""  # e.g. which releases were checked
        newer = entry.hip_added and version_tuple(entry.hip_added) > ctx.options.hip
        if newer and not (entry.hip in runtime.BACKPORTS and compat.use(ctx, start, end, entry.hip, node)):
            ctx.report(
                "hip-version",
                f"{entry.hip}{'' if entry.hip == name else f' (for {name})'} appeared in HIP {entry.hip_added};"
                f" HIP {hip_version} lacks it{note}",
                start,
                end,
            )
        if entry.hip_deprecated:
            ctx.report(
                "deprecated-in-hip",
                f"{entry.hip} (for {name}) is deprecated since ROCm {entry.hip_deprecated}",
                start,
                end,
            )
        if entry.experimental:
            ctx.report("experimental-in-hip", f"{entry.hip} (for {name}) is experimental in HIP", start, end)
    elif _reportable_unsupported(ctx, entry, node):
        added = f" (added in {released_by(entry.family)} {entry.cuda_added})" if entry.cuda_added else ""
        lib = ctx.mapping.library(entry.family)
        gone = f"; {lib} removed {entry.hip} in ROCm {entry.hip_removed}" if entry.hip and entry.hip_removed else ""
        if entry.alt:  # --roc: the ROCm library lacks it, the hip* layer has it
            message = (
                f"{name}{added} has no {lib} equivalent ({entry.family} API, --roc): the hip* layer has {entry.alt}"
                " (translate without --roc), or rewrite it by hand"
            )
        else:
            # what to do instead, where the data says (a removed or deprecated name's note goes below)
            instead = f": {entry.note}" if entry.note and not (entry.cuda_removed or entry.cuda_deprecated) else ""
            message = (
                f"{name}{added} has no {lib} equivalent{gone} ({entry.family} API){instead}: rewrite it by hand or"
                " guard it with #ifndef __HIP_PLATFORM_AMD__"
            )
        ctx.report("unsupported-api", message, start, end)
    note = f": {entry.note}" if entry.note else ""
    if entry.cuda_removed:
        keeps = f"; HIP still has {entry.hip}" if entry.supported else ""
        which = released_by(entry.family)
        ctx.report("removed-in-cuda", f"{name} was removed in {which} {entry.cuda_removed}{keeps}{note}", start, end)
    elif entry.cuda_deprecated:
        which = released_by(entry.family)
        ctx.report(
            "deprecated-in-cuda", f"{name} is deprecated since {which} {entry.cuda_deprecated}{note}", start, end
        )


_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.MULTILINE)


def own_macros(ctx: Context) -> frozenset[str]:
    """The names the file #defines itself."""

    def scan() -> frozenset[str]:
        data = ctx.data
        return (
            frozenset(m.group(1).decode("ascii") for m in _DEFINE.finditer(data)) if b"define" in data else frozenset()
        )

    return ctx.facts.memo("api-tables.own-macros", scan)


def _reportable_unsupported(ctx: Context, entry: ApiEntry, node: Node | None) -> bool:
    """Device-library helpers with plain names (umin, saturate) are reported only when called and not
    defined in this file, so that a user's own function of that name stays quiet."""
    if entry.family != "device" or entry.cuda.startswith("_"):
        return True
    if node is None or call_of_callee(node) is None:
        return False
    return entry.cuda not in ctx.facts.defined_functions


# -- rules -------------------------------------------------------------------------------------


def _api_names(mapping: MappingData) -> frozenset[str]:
    return frozenset(mapping.apis)


def _api_macro(ctx: Context, start: int, end: int, name: str) -> None:
    entry = ctx.mapping.apis.get(name)
    if entry is not None:
        apply(ctx, entry, start, end, None)


@rule(
    API_TABLES,
    macro=_api_macro,
    names=_api_names,
    priority=-100,  # any other rule that claims a name of the tables comes first
    codes=API_CODES | {"hip-compat"},
    produces={"runtime_api", "compat", "headers"},
    doc="Rename through the tables and report what they say",
)
def rename_in_code(ctx: Context, node: Node, name: str) -> None:
    """``apply`` for an occurrence in code (not a member or a scope of that name)."""
    if node.type in NOT_IN_CODE:
        return
    entry = ctx.mapping.apis.get(name)
    if entry is not None:
        apply(ctx, entry, node.start_byte, node.end_byte, node)


# `struct cudaGraphicsResource *r` names CUDA's struct tag; HIP's hipGraphicsResource is a typedef (of
# struct _hipGraphicsResource in HIP 5.2.3 and 6.4.3), which `struct` cannot name: the tag is HIP's.
TYPEDEF_NOT_TAG = {"cudaGraphicsResource": "_hipGraphicsResource"}


@rule(
    "struct-tags",
    names=TYPEDEF_NOT_TAG,
    produces={"runtime_api"},
    doc="`struct cudaGraphicsResource` to HIP's tag (its name is a typedef in HIP)",
)
def _struct_tag(ctx: Context, node: Node, name: str) -> bool:
    parent = node.parent
    if node.type != "type_identifier" or parent is None or parent.type != "struct_specifier":
        return False  # the typedef's name: the tables rename it
    ctx.replace(node.start_byte, node.end_byte, TYPEDEF_NOT_TAG[name])
    ctx.need("runtime_api")
    return True


def _device_token(ctx: Context, start: int, end: int, name: str) -> None:
    ctx.need("device_code")


@rule(
    "device-code",
    macro=_device_token,
    keyword=_device_token,
    names=DEVICE_MARKERS,
    produces={"device_code"},
    doc="Device code in the file: it needs the HIP runtime include",
)
def _device_marker(ctx: Context, node: Node, name: str) -> None:
    if node.type not in NOT_IN_CODE:
        ctx.need("device_code")


def _names_a_namespace(node: Node) -> bool:
    """`using namespace cub;` and `namespace c = cub;` name the namespace with a plain identifier."""
    parent = node.parent
    if parent is None:
        return False
    if parent.type == "using_declaration":
        return any(child.type == "namespace" for child in parent.children)
    return parent.type in ("namespace_alias_definition", "nested_namespace_specifier")


@rule(
    "namespaces",
    names=lambda mapping: mapping.namespaces,
    doc="CUDA library namespaces renamed (cub -> hipcub, thrust::cuda ...)",
)
def _namespace(ctx: Context, node: Node, name: str) -> bool:
    target = ctx.mapping.namespaces[name]
    if node.type == "namespace_identifier" or (node.type != "field_identifier" and _names_a_namespace(node)):
        ctx.replace(node.start_byte, node.end_byte, target)
        return True
    return False


def before_missing_scope(node: Node) -> bool:
    """A type after an unknown macro (`INLINE cudaError_t f()`) parses as `cudaError_t` + MISSING
    `::`: the tree says nothing true of it, so it is a bare token, as in a #define."""
    if node.type != "namespace_identifier":
        return False
    siblings = node.parent.children if node.parent is not None else []  # next_sibling skips MISSING nodes
    after = next((b for a, b in itertools.pairwise(siblings) if a == node), None)
    return after is not None and after.is_missing and after.type == "::"
