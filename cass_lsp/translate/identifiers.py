"""The identifier pass: every CUDA name in code (and in #define bodies) renamed or reported.

One scan over the bytes finds identifier tokens whose text is a candidate (a CUDA API the
tables know, or a name a hazard check wants); the tree says whether each one is code, a
string, a comment or a #define body. Strings and comments keep their text.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import cache

from tree_sitter import Node

from cass_lsp.syntax.cuda import functions
from cass_lsp.translate import bf16, calls, compat, cub_wave64, hazards, lexer, libcalls, textures, warp
from cass_lsp.translate.context import CODE_IDENTIFIERS, NEWEST_HIP, Context, call_of_callee
from cass_lsp.translate.mapping import ApiEntry, MappingData, version_tuple

_IDENT = re.compile(rb"(?<![\w])[A-Za-z_]\w*")
DEVICE_MARKERS = frozenset(
    {"__global__", "__device__", "__shared__", "__constant__", "threadIdx", "blockIdx", "blockDim", "gridDim"}
)
_RUNTIME_FAMILIES = frozenset({"runtime", "driver"})

Handler = Callable[[Context, Node, str], None]


@cache
def _candidates(mapping: MappingData) -> dict[bytes, str]:
    names: set[str] = set(mapping.apis)
    names |= warp.NAMES | DEVICE_MARKERS | hazards.VERSION_MACROS | {"__CUDA_ARCH__", "texture", "cuda"}
    names |= set(mapping.namespaces)
    names |= mapping.prop_removed_in_cuda13 | mapping.prop_hip_since_6_0 | mapping.prop_not_in_hip
    names |= set(mapping.prop_renamed_in_hip_6_0)
    names |= mapping.cooperative_groups_missing | mapping.cooperative_groups_missing_methods
    names |= libcalls.candidates(mapping)
    names |= textures.FETCHES
    names |= compat.NAMES | bf16.NAMES | cub_wave64.NAMES
    return {name.encode(): name for name in names}


def scan(ctx: Context, start: int, end: int) -> None:
    candidates = _candidates(ctx.mapping)
    root = ctx.root
    data = ctx.data
    macro_tokens: dict[int, set[tuple[int, int]]] = {}
    for m in _IDENT.finditer(data, start, end):
        name = candidates.get(m.group())
        if name is None:
            continue
        s, e = m.span()
        node = root.descendant_for_byte_range(s, e)
        if node is None:
            continue
        kind = node.type
        if kind in CODE_IDENTIFIERS:
            if node.start_byte == s and node.end_byte == e:
                handle_code(ctx, node, name)
        elif kind == "preproc_arg":
            tokens = macro_tokens.get(node.start_byte)
            if tokens is None:
                tokens = {(ts, te) for ts, te, _ in lexer.identifiers(data, node.start_byte, node.end_byte)}
                macro_tokens[node.start_byte] = tokens
            if (s, e) in tokens:
                handle_macro_token(ctx, s, e, name)
        elif kind == name and name in DEVICE_MARKERS:
            ctx.has_device_code = True
        elif kind == name and name in compat.MACROS:  # a keyword of the grammar: __grid_constant__
            compat.use(ctx, s, e, name, None)


def handle_code(ctx: Context, node: Node, name: str) -> None:
    if node.type == "namespace_identifier" and _before_missing_scope(node):
        # A type after an unknown macro (`INLINE cudaError_t f()`) parses as `cudaError_t` +
        # MISSING `::`: the tree says nothing true of it, so it is a bare token, as in a #define.
        handle_macro_token(ctx, node.start_byte, node.end_byte, name)
        return
    special = _specials(ctx.mapping).get(name)
    if special is not None:
        special(ctx, node, name)
        return
    kind = node.type
    if kind == "field_identifier":
        _field(ctx, node, name)
        return
    if kind == "namespace_identifier":
        _namespace(ctx, node, name)
        return
    if name in DEVICE_MARKERS:
        ctx.has_device_code = True
        return
    if name in ctx.mapping.cooperative_groups_missing:
        hazards.handle_cooperative_groups(ctx, node, name)
    if name in ctx.mapping.namespaces and _names_a_namespace(node):
        ctx.replace(node.start_byte, node.end_byte, ctx.mapping.namespaces[name])
        return
    entry = ctx.mapping.apis.get(name)
    if entry is not None:
        apply_entry(ctx, entry, node.start_byte, node.end_byte, node)


def _before_missing_scope(node: Node) -> bool:
    siblings = node.parent.children if node.parent is not None else []  # next_sibling skips MISSING nodes
    after = next((b for a, b in itertools.pairwise(siblings) if a == node), None)
    return after is not None and after.is_missing and after.type == "::"


def _names_a_namespace(node: Node) -> bool:
    """`using namespace cub;` and `namespace c = cub;` name the namespace with a plain identifier."""
    parent = node.parent
    if parent is None:
        return False
    if parent.type == "using_declaration":
        return any(child.type == "namespace" for child in parent.children)
    return parent.type in ("namespace_alias_definition", "nested_namespace_specifier")


def handle_macro_token(ctx: Context, start: int, end: int, name: str) -> None:
    if name in warp.NAMES:
        warp.handle_macro_token(ctx, start, end, name)
        return
    if name in DEVICE_MARKERS:
        ctx.has_device_code = True
        return
    if name in hazards.VERSION_MACROS or name == "__CUDA_ARCH__":
        hazards.handle_version_macro(ctx, None, name, start, end)
        return
    if bf16.rename(ctx, start, end, name):
        return
    if name in compat.NAMES and compat.use(ctx, start, end, name, None):
        return
    if hazards.is_fp8(name):
        hazards.handle_fp8(ctx, start, end, name)
        return
    entry = ctx.mapping.apis.get(name)
    if entry is not None:
        apply_entry(ctx, entry, start, end, None)


def apply_entry(ctx: Context, entry: ApiEntry, start: int, end: int, node: Node | None) -> None:
    """Rename ``entry.cuda`` at [start, end) and report what the tables say about it."""
    name = entry.cuda
    if entry.supported:
        if entry.renamed:
            ctx.replace(start, end, entry.hip)
        if entry.family in _RUNTIME_FAMILIES:
            ctx.uses_runtime_api = True
        hip_version = ctx.options.hip_version or NEWEST_HIP
        newer = entry.hip_added and version_tuple(entry.hip_added) > ctx.options.hip
        if newer and not (entry.hip in compat.BACKPORTS and compat.use(ctx, start, end, entry.hip, node)):
            ctx.report(
                "hip-version",
                f"{entry.hip} (for {name}) appeared in HIP {entry.hip_added}; HIP {hip_version} lacks it",
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
        added = f" (added in CUDA {entry.cuda_added})" if entry.cuda_added else ""
        lib = ctx.mapping.library(entry.family)
        gone = f"; {lib} removed {entry.hip} in ROCm {entry.hip_removed}" if entry.hip and entry.hip_removed else ""
        if entry.alt:  # --roc: the ROCm library lacks it, the hip* layer has it
            message = (
                f"{name}{added} has no {lib} equivalent ({entry.family} API, --roc): the hip* layer has {entry.alt}"
                " (translate without --roc), or rewrite it by hand"
            )
        else:
            message = (
                f"{name}{added} has no {lib} equivalent{gone} ({entry.family} API): rewrite it by hand or guard it"
                " with #ifndef __HIP_PLATFORM_AMD__"
            )
        ctx.report("unsupported-api", message, start, end)
    note = f": {entry.note}" if entry.note else ""
    if entry.cuda_removed:
        keeps = f"; HIP still has {entry.hip}" if entry.supported else ""
        ctx.report("removed-in-cuda", f"{name} was removed in CUDA {entry.cuda_removed}{keeps}{note}", start, end)
    elif entry.cuda_deprecated:
        ctx.report("deprecated-in-cuda", f"{name} is deprecated since CUDA {entry.cuda_deprecated}{note}", start, end)


def _reportable_unsupported(ctx: Context, entry: ApiEntry, node: Node | None) -> bool:
    """Device-library helpers with plain names (umin, saturate) are reported only when called and not
    defined in this file, so that a user's own function of that name stays quiet."""
    if entry.family != "device" or entry.cuda.startswith("_"):
        return True
    if node is None or call_of_callee(node) is None:
        return False
    if not hasattr(ctx, "_defined_functions"):
        ctx._defined_functions = {f.name for f in functions(ctx.root)}  # type: ignore[attr-defined]
    return entry.cuda not in ctx._defined_functions  # type: ignore[attr-defined]


def _field(ctx: Context, node: Node, name: str) -> None:
    m = ctx.mapping
    if (
        name in m.prop_removed_in_cuda13
        or name in m.prop_hip_since_6_0
        or name in m.prop_not_in_hip
        or name in m.prop_renamed_in_hip_6_0
    ):
        hazards.handle_prop_field(ctx, node, name)
    if name in m.cooperative_groups_missing_methods:
        hazards.handle_cooperative_groups(ctx, node, name)


def _namespace(ctx: Context, node: Node, name: str) -> None:
    target = ctx.mapping.namespaces.get(name)
    if target is not None:
        ctx.replace(node.start_byte, node.end_byte, target)
    elif name == "cuda":
        hazards.handle_libcudacxx(ctx, node)


# -- names with their own handling -------------------------------------------------------------


def _warp(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        warp.handle_name(ctx, node, name)


def _version_macro(ctx: Context, node: Node, name: str) -> None:
    hazards.handle_version_macro(ctx, node, name, node.start_byte, node.end_byte)


def _texture(ctx: Context, node: Node, name: str) -> None:
    if node.type == "type_identifier":
        hazards.handle_texture(ctx, node)


def _with_entry(extra: Handler) -> Handler:
    """Rename through the tables, then run ``extra`` (for names in code positions only)."""

    def handler(ctx: Context, node: Node, name: str) -> None:
        if node.type in ("field_identifier", "namespace_identifier"):
            return
        entry = ctx.mapping.apis.get(name)
        if entry is not None:
            apply_entry(ctx, entry, node.start_byte, node.end_byte, node)
        extra(ctx, node, name)

    return handler


def _bf16_conversion(ctx: Context, node: Node, name: str) -> None:
    if not calls.rewrite_bf16_conversion(ctx, node, name):
        entry = ctx.mapping.apis.get(name)
        if entry is not None:
            apply_entry(ctx, entry, node.start_byte, node.end_byte, node)


def _bf16(ctx: Context, node: Node, name: str) -> None:
    """bfloat16 names: hip_bf16.h's for HIP 6.2+ (bf16.py), else hip_bfloat16's (the tables)."""
    if node.type in ("field_identifier", "namespace_identifier"):
        return
    if bf16.rename(ctx, node.start_byte, node.end_byte, name):
        return
    if name in compat.NAMES and compat.use(ctx, node.start_byte, node.end_byte, name, node):
        return
    if name in hazards.BF16_TYPES:
        _with_entry(hazards.handle_bf16)(ctx, node, name)
    elif name in calls.BF16_CONVERSIONS:
        _bf16_conversion(ctx, node, name)
    elif (entry := ctx.mapping.apis.get(name)) is not None:
        apply_entry(ctx, entry, node.start_byte, node.end_byte, node)


def _fp8(ctx: Context, node: Node, name: str) -> None:
    hazards.handle_fp8(ctx, node.start_byte, node.end_byte, name)


def _cast_void_pp(ctx: Context, node: Node, name: str) -> None:
    entry = ctx.mapping.apis.get(name)
    if node.type == "identifier" and entry is not None and entry.supported:
        calls.cast_void_pp(ctx, node, entry.hip)


def _compat(ctx: Context, node: Node, name: str) -> None:
    """A device function HIP lacks: defined in the output (compat.py), else the tables' finding."""
    if node.type == "identifier" and compat.use(ctx, node.start_byte, node.end_byte, name, node):
        return
    entry = ctx.mapping.apis.get(name)
    if entry is not None and node.type not in ("field_identifier", "namespace_identifier"):
        apply_entry(ctx, entry, node.start_byte, node.end_byte, node)


def _symbol(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        calls.wrap_symbol(ctx, node, name)


def _kernel_pointer(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        calls.cast_kernel_pointer(ctx, node, name)


@cache
def _specials(mapping: MappingData) -> dict[str, Handler]:
    specials: dict[str, Handler] = {name: _fp8 for name in mapping.apis if hazards.is_fp8(name)}
    specials.update({name: _with_entry(_cast_void_pp) for name in mapping.void_pp_first_arg})
    specials.update({name: _warp for name in warp.NAMES})
    specials.update({name: _version_macro for name in (*hazards.VERSION_MACROS, "__CUDA_ARCH__")})
    specials["texture"] = _texture
    specials.update({name: _with_entry(textures.handle_fetch) for name in textures.FETCHES})
    specials.update({name: _with_entry(hazards.handle_bf16) for name in hazards.BF16_TYPES})
    specials.update({name: _bf16_conversion for name in calls.BF16_CONVERSIONS})
    specials.update({name: _with_entry(calls.rewrite_location_call) for name in calls.LOCATION_CALLS})
    specials.update(libcalls.handlers(mapping, _with_entry, apply_entry))
    specials.update({name: _with_entry(_symbol) for name in calls.SYMBOL_CALLS})
    specials.update({name: _with_entry(_kernel_pointer) for name in calls.KERNEL_POINTER_CALLS})
    specials.update({name: _compat for name in compat.NAMES})
    specials.update({name: cub_wave64.handle for name in cub_wave64.NAMES})
    bf16_names = bf16.NAMES | hazards.BF16_TYPES | calls.BF16_CONVERSIONS.keys() | compat.BF16
    specials.update({name: _bf16 for name in bf16_names})
    return specials
