"""Rewrites of calls whose CUDA form does not carry over as a plain rename.

- allocation functions called with a typed `T**` (CUDA's template overloads): cast to (void**);
- CUDA 13's cudaMemPrefetchAsync/cudaMemAdvise taking a cudaMemLocation: HIP takes a device id;
- bfloat16 conversion intrinsics: hip_bfloat16 converts through its constructor and operator float.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_arguments, call_of_callee

LOCATION_CALLS = {"cudaMemPrefetchAsync": 2, "cudaMemAdvise": 3}  # name -> index of the location argument
BF16_CONVERSIONS = {
    "__float2bfloat16": "hip_bfloat16",
    "__float2bfloat16_rn": "hip_bfloat16",
    "__bfloat162float": "static_cast<float>",
}


def cast_void_pp(ctx: Context, node: Node) -> None:
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    if not args:
        return
    first = args[0]
    text = ctx.text(first)
    if first.type == "cast_expression" or text.startswith(("reinterpret_cast", "static_cast", "(void")):
        return
    ctx.replace(first.start_byte, first.start_byte, "(void**)")


def _location_device(ctx: Context, arg: Node) -> str | None:
    """HIP's device id for a cudaMemLocation argument, or None when the argument is an int."""
    text = ctx.text(arg).strip()
    if arg.type == "identifier" and text in ctx.facts.mem_location_vars:
        return f"{text}.id"
    if arg.type in ("initializer_list", "compound_literal_expression") or text.startswith("cudaMemLocation"):
        init = (
            arg
            if arg.type == "initializer_list"
            else next((c for c in arg.named_children if c.type == "initializer_list"), None)
        )
        items = [c for c in init.named_children if c.type != "comment"] if init is not None else []
        if items and "Host" in ctx.text(items[0]):
            return "hipCpuDeviceId"
        if len(items) >= 2:
            return ctx.hip_text(items[1].start_byte, items[1].end_byte)
        return "0"
    return None


def rewrite_location_call(ctx: Context, node: Node, name: str) -> None:
    """`cudaMemPrefetchAsync(p, n, loc, flags[, stream])` (CUDA 13) -> `hipMemPrefetchAsync(p, n, dev[, stream])`."""
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
        device = f"{ctx.hip_text(loc.start_byte, loc.end_byte)}.id"
    if name == "cudaMemPrefetchAsync" and len(args) >= 4:
        # Drop the flags argument (always 0 in CUDA 13.0); the stream, if any, follows the device.
        end = args[4].start_byte if len(args) == 5 else args[3].end_byte
        replacement = f"{device}, " if len(args) == 5 else device
        ctx.replace(loc.start_byte, end, replacement)
    else:
        ctx.replace(loc.start_byte, loc.end_byte, device)
    ctx.report(
        "cuda13-signature",
        f"CUDA 13's {name} takes a cudaMemLocation; HIP's takes a device id: passed {device}. A host location"
        " (cudaMemLocationTypeHost) must become hipCpuDeviceId",
        call.start_byte,
        call.end_byte,
    )


def rewrite_bf16_conversion(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node)
    if call is None or len(call_arguments(call)) != 1:
        return False
    ctx.replace(node.start_byte, node.end_byte, BF16_CONVERSIONS[name])
    return True
