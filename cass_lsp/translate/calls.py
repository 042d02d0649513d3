"""Rewrites of calls whose CUDA form does not carry over as a plain rename.

- allocation functions called with a typed `T**` (CUDA's template overloads): HIP has the same
  typed overloads for most (the call is only renamed, as HIPIFY does); where the HIP version
  targeted has none, or in C, which has no overloads, the first argument is cast to (void**); an
  argument HIP's C declaration lacks a default for (hipHostMalloc's flags: cudaMallocHost has
  none) is passed, so that a C file, or a header C files include, compiles;
- a kernel passed to cudaFuncSetAttribute & co., which CUDA takes through template overloads and
  HIP only as `const void*`, is cast with reinterpret_cast<const void*>(...), as HIPIFY does;
- the symbol argument of cudaMemcpyToSymbol & co. becomes HIP_SYMBOL(x), as in HIPIFY's output
  (x itself on AMD, &x on NVIDIA, where HIP's API takes the symbol's address);
- a call that leaves out an argument CUDA's C++ declaration defaults and the HIP targeted does not
  (cudaStreamWaitEvent's flags: HIP 5.2's hipStreamWaitEvent has no default) gets it passed;
- CUDA 13's cudaMemPrefetchAsync/cudaMemAdvise taking a cudaMemLocation: HIP takes a device id;
- bfloat16 conversion intrinsics: hip_bfloat16 converts through its constructor and operator float.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.hip_releases import version_tuple
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES

LOCATION_CALLS = {"cudaMemPrefetchAsync": 2, "cudaMemAdvise": 3}  # name -> index of the location argument
BF16_CONVERSIONS = {
    "__float2bfloat16": "hip_bfloat16",
    "__float2bfloat16_rn": "hip_bfloat16",
    "__bfloat162float": "static_cast<float>",
}


# HIP allocation functions with a `template <class T>` overload taking `T**` in hip_runtime_api.h,
# and the oldest HIP checked to have it (5.2.3 is Debian 12's; 6.4.3 the newest checked: the
# overloads of hipMallocPitch and hipHostAlloc are not in 5.2.3, and the release between that
# added them is not known here, so older targets keep the cast).
TYPED_OVERLOADS = {
    "hipMalloc": "5.2",
    "hipHostMalloc": "5.2",
    "hipMallocManaged": "5.2",
    "hipMallocAsync": "5.2",
    "hipMallocFromPoolAsync": "5.2",
    "hipMallocPitch": "6.4",
    "hipHostAlloc": "6.4",
}


def has_typed_overload(ctx: Context, hip_name: str) -> bool:
    """Does the HIP targeted (``hip_version``; None: the newest) overload ``hip_name`` for ``T**``?
    Not in C (a `.c` file: gcc 14 rejects `float**` for `void**`), nor where the file defines
    __HIP_DISABLE_CPP_FUNCTIONS__, which removes the overloads."""
    since = TYPED_OVERLOADS.get(hip_name)
    if since is None or ctx.options.language == "c" or ctx.facts.disables_cpp_functions:
        return False
    target = ctx.options.hip_version
    return not target or version_tuple(target) >= version_tuple(since)


# HIP allocation function -> (the arguments CUDA's C function takes, what HIP's C declaration also
# needs): its default exists only in C++ (`__dparm`), and CUDA's function has no such parameter.
C_DEFAULTS = {"hipHostMalloc": (2, "hipHostMallocDefault")}


def pass_c_default(ctx: Context, args: list[Node], hip_name: str) -> None:
    """`cudaMallocHost(p, n)` -> `hipHostMalloc(p, n, hipHostMallocDefault)` (``args``: the call's)."""
    if hip_name not in C_DEFAULTS:
        return
    count, default = C_DEFAULTS[hip_name]
    if len(args) == count:
        ctx.replace(args[-1].end_byte, args[-1].end_byte, f", {default}")


# CUDA name -> (the arguments a call may leave out the last of, its CUDA default, the oldest HIP checked
# to default it too): HIP 5.2.3 declares hipStreamWaitEvent(stream, event, flags) with no default,
# 6.4.3 with __dparm(0); the releases between are not known here, so older targets get it passed.
DEFAULT_ARGUMENTS = {"cudaStreamWaitEvent": (2, "0", "6.4")}


def pass_default_argument(ctx: Context, node: Node, name: str) -> None:
    """`cudaStreamWaitEvent(s, e)` -> `hipStreamWaitEvent(s, e, 0)` for a HIP without the default."""
    count, default, since = DEFAULT_ARGUMENTS[name]
    target = ctx.options.hip_version
    if target and version_tuple(target) >= version_tuple(since):
        return
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    if len(args) == count:
        ctx.replace(args[-1].end_byte, args[-1].end_byte, f", {default}")


def cast_void_pp(ctx: Context, node: Node, hip_name: str) -> None:
    call = call_of_callee(node)
    cast_void_pp_arguments(ctx, call_arguments(call) if call is not None else [], hip_name)


def cast_void_pp_arguments(ctx: Context, args: list[Node], hip_name: str) -> None:
    """The allocation call's arguments ``args`` as HIP's function ``hip_name`` takes them: its
    flags passed where only C++ has a default, the pointer cast where HIP has no typed overload."""
    pass_c_default(ctx, args, hip_name)
    if has_typed_overload(ctx, hip_name) or not args:
        return
    first = args[0]
    text = ctx.text(first)
    if first.type == "cast_expression" or text.startswith(("reinterpret_cast", "static_cast", "(void")):
        return
    ctx.replace(first.start_byte, first.start_byte, "(void**)")


# CUDA name -> index of its kernel argument (HIP: `const void*`, no template overload in 5.2 or 6.4).
KERNEL_POINTER_CALLS = {
    "cudaFuncSetAttribute": 0,
    "cudaFuncSetCacheConfig": 0,
    "cudaFuncSetSharedMemConfig": 0,
    "cudaFuncGetAttributes": 1,
    "cudaLaunchKernel": 0,
}


def cast_kernel_pointer(ctx: Context, node: Node, name: str) -> None:
    """`cudaFuncSetAttribute(kernel, ...)` -> `hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), ...)`."""
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    index = KERNEL_POINTER_CALLS[name]
    if len(args) <= index:
        return
    arg = args[index]
    text = ctx.text(arg)
    if arg.type == "cast_expression" or text.startswith(("reinterpret_cast", "static_cast", "(const void", "(void")):
        return
    ctx.replace(arg.start_byte, arg.start_byte, "reinterpret_cast<const void*>(")
    ctx.replace(arg.end_byte, arg.end_byte, ")")


# CUDA name -> index of its symbol argument.
SYMBOL_CALLS = {
    "cudaMemcpyToSymbol": 0,
    "cudaMemcpyToSymbolAsync": 0,
    "cudaMemcpyFromSymbol": 1,
    "cudaMemcpyFromSymbolAsync": 1,
    "cudaGetSymbolAddress": 1,
    "cudaGetSymbolSize": 1,
    # graph nodes that copy to or from a symbol (HIP 5.0+, the same argument order)
    "cudaGraphAddMemcpyNodeToSymbol": 4,
    "cudaGraphAddMemcpyNodeFromSymbol": 5,
    "cudaGraphMemcpyNodeSetParamsToSymbol": 1,
    "cudaGraphMemcpyNodeSetParamsFromSymbol": 2,
    "cudaGraphExecMemcpyNodeSetParamsToSymbol": 2,
    "cudaGraphExecMemcpyNodeSetParamsFromSymbol": 3,
}
# Arguments that are already an address or a wrapper (HIP_SYMBOL(&x) would be &&x on NVIDIA).
_NOT_A_SYMBOL = frozenset({"pointer_expression", "cast_expression", "string_literal", "concatenated_string"})


def wrap_symbol(ctx: Context, node: Node, name: str) -> None:
    """`cudaMemcpyToSymbol(sym, ...)` -> `hipMemcpyToSymbol(HIP_SYMBOL(sym), ...)`."""
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    index = SYMBOL_CALLS[name]
    if len(args) <= index:
        return
    arg = args[index]
    if arg.type in _NOT_A_SYMBOL or ctx.text(arg).startswith("HIP_SYMBOL"):
        return
    ctx.replace(arg.start_byte, arg.start_byte, "HIP_SYMBOL(")
    ctx.replace(arg.end_byte, arg.end_byte, ")")


_HOST_TYPES = re.compile(r"(?:cuda|hip)MemLocationTypeHost\w*")
_DEVICE_TYPE = re.compile(r"(?:cuda|hip)MemLocationTypeDevice")
# Where a function gives a location variable its type: `loc.type = X` (not `==`), or its
# initializer `loc = {X, ...}` / `loc{.type = X, ...}`.
_TYPE_SET = r"\b{name}\s*(?:\.\s*type\s*=(?!=)|=?\s*\{{\s*(?:\.type\s*=)?)\s*([A-Za-z_]\w*)"
# Nodes whose evaluation may do something: a location written with one is evaluated once.
_EFFECTS = frozenset({"call_expression", "assignment_expression", "update_expression", "new_expression"})


def _static_kind(text: str) -> str | None:
    """ "host" or "device" where ``text`` names a location type of that kind; None: not known here."""
    text = text.strip()
    if _HOST_TYPES.fullmatch(text):
        return "host"
    if _DEVICE_TYPE.fullmatch(text):
        return "device"
    return None


def _choice(type_text: str, id_text: str) -> str:
    """The device id of a location whose type is known at run time only. hipMemLocationTypeDevice
    is in every HIP with hipMemLocation (host, NUMA-node host: the CPU)."""
    return f"({type_text} == hipMemLocationTypeDevice ? {id_text} : hipCpuDeviceId)"


def _literal_fields(ctx: Context, init: Node | None) -> tuple[Node | None, Node | None]:
    """The type and id of a location written as ``{type, id}`` or ``{.id = d, .type = t}``."""
    items = [c for c in init.named_children if c.type != "comment"] if init is not None else []
    fields: dict[str, Node] = {}
    for position, item in enumerate(items):
        if item.type == "initializer_pair":
            designator = item.child_by_field_name("designator")
            value = item.child_by_field_name("value")
            name = ctx.text(designator).lstrip(".").strip() if designator is not None else ""
            if value is not None and name in ("type", "id"):
                fields[name] = value
        elif position < 2:
            fields[("type", "id")[position]] = item
    return fields.get("type"), fields.get("id")


def _variable_kind(ctx: Context, arg: Node, name: str) -> str | None:
    """The kind of location variable ``name`` where the function using it gives it one type only
    (every `name.type = X` and its initializer agree); None where it may be either at run time (a
    parameter, a type set from a variable or to both kinds)."""
    function = arg.parent
    while function is not None and function.type != "function_definition":
        function = function.parent
    if function is None:
        return None
    declarator = function.child_by_field_name("declarator")
    parameters = declarator.child_by_field_name("parameters") if declarator is not None else None
    if parameters is not None and re.search(rf"\b{re.escape(name)}\b", ctx.text(parameters)):
        return None  # the caller's
    body = ctx.text(function)
    kinds = {_static_kind(m.group(1)) for m in re.finditer(_TYPE_SET.format(name=re.escape(name)), body)}
    return kinds.pop() if len(kinds) == 1 else None


def _location_device(ctx: Context, arg: Node) -> str | None:
    """HIP's device id for a cudaMemLocation argument, or None when the argument is an int."""
    text = ctx.text(arg).strip()
    if arg.type == "identifier" and text in ctx.facts.mem_location_vars:
        kind = _variable_kind(ctx, arg, text)
        return (
            "hipCpuDeviceId"
            if kind == "host"
            else f"{text}.id"
            if kind == "device"
            else _choice(f"{text}.type", f"{text}.id")
        )
    if arg.type in ("initializer_list", "compound_literal_expression") or text.startswith("cudaMemLocation"):
        init = (
            arg
            if arg.type == "initializer_list"
            else next((c for c in arg.named_children if c.type == "initializer_list"), None)
        )
        type_node, id_node = _literal_fields(ctx, init)
        if type_node is None:
            return "0"  # a zero location: CUDA's invalid type; HIP's device 0, as before
        kind = _static_kind(ctx.text(type_node))
        if kind == "host":
            return "hipCpuDeviceId"
        device = ctx.hip_text(id_node.start_byte, id_node.end_byte) if id_node is not None else "0"
        if kind == "device":
            return device
        return _choice(ctx.hip_text(type_node.start_byte, type_node.end_byte), device)
    return None


def _run_time_device(ctx: Context, arg: Node) -> str:
    """The device id of a location given by any other expression, chosen at run time from its
    type; an expression that does something (a call) evaluated once."""
    hip = ctx.hip_text(arg.start_byte, arg.end_byte)
    if arg.type in _EFFECTS or any(n.type in _EFFECTS for n in _descendants(arg)):
        return (
            f"[&] {{ const hipMemLocation cass_loc = {hip};"
            " return cass_loc.type == hipMemLocationTypeDevice ? cass_loc.id : hipCpuDeviceId; }()"
        )
    held = hip if arg.type in ("identifier", "field_expression", "subscript_expression") else f"({hip})"
    return _choice(f"{held}.type", f"{held}.id")


def _descendants(node: Node):  # type: ignore[no-untyped-def]
    for child in node.named_children:
        yield child
        yield from _descendants(child)


# The location argument it rewrites holds names the tables rename (cudaMemLocation{...}).
@rule("cuda13-location", names=LOCATION_CALLS, renames=True, codes={"cuda13-signature"}, supersedes={API_TABLES})
def rewrite_location_call(ctx: Context, node: Node, name: str) -> None:
    """`cudaMemPrefetchAsync(p, n, loc, flags[, stream])` (CUDA 13) -> `hipMemPrefetchAsync(p, n, dev[, stream])`,
    ``dev`` the location's device id (hipCpuDeviceId for the host)."""
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    index = LOCATION_CALLS[name]
    if call is None or len(args) <= index:
        return
    loc = args[index]
    device = _location_device(ctx, loc)
    cuda13 = device is not None or (name == "cudaMemPrefetchAsync" and len(args) == 5)
    if not cuda13:
        return
    if device is None:
        device = _run_time_device(ctx, loc)
    if name == "cudaMemPrefetchAsync" and len(args) >= 4:
        # Drop the flags argument (always 0 in CUDA 13.0); the stream, if any, follows the device.
        end = args[4].start_byte if len(args) == 5 else args[3].end_byte
        replacement = f"{device}, " if len(args) == 5 else device
        ctx.replace(loc.start_byte, end, replacement)
    else:
        ctx.replace(loc.start_byte, loc.end_byte, device)
    ctx.report(
        "cuda13-signature",
        f"CUDA 13's {name} takes a cudaMemLocation; HIP's takes a device id (hipCpuDeviceId for the host):"
        f" passed {device}",
        call.start_byte,
        call.end_byte,
    )


# HIP 5.x's hip_bfloat16 converts through its constructor; below bf16-native (HIP 6.2+) and compat.
@rule("bf16-conversions", names=BF16_CONVERSIONS, priority=10)
def rewrite_bf16_conversion(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node)
    if call is None or len(call_arguments(call)) != 1:
        return False
    ctx.replace(node.start_byte, node.end_byte, BF16_CONVERSIONS[name])
    return True


# -- rules -------------------------------------------------------------------------------------


def _void_pp_names(mapping: MappingData) -> frozenset[str]:
    return mapping.void_pp_first_arg


@rule("void-pp-cast", names=_void_pp_names, renames=True)
def _cast_void_pp(ctx: Context, node: Node, name: str) -> None:
    entry = ctx.mapping.apis.get(name)
    if node.type == "identifier" and entry is not None and entry.supported:
        cast_void_pp(ctx, node, entry.hip)


@rule("symbol-calls", names=SYMBOL_CALLS, renames=True)
def _symbol(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        wrap_symbol(ctx, node, name)


@rule("default-arguments", names=DEFAULT_ARGUMENTS, renames=True)
def _default_argument(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        pass_default_argument(ctx, node, name)


@rule("kernel-pointer-calls", names=KERNEL_POINTER_CALLS, renames=True)
def _kernel_pointer(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        cast_kernel_pointer(ctx, node, name)
