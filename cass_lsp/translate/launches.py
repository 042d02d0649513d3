"""Kernel launches: `k<<<grid, block, shmem, stream>>>(args)` as hipLaunchKernelGGL (an option).

hipcc accepts the chevrons, so they are kept by default. The macro form is written with edits on
the punctuation only (`<<<`, `>>>`, commas), so renames inside the arguments stay separate
edits. Its kernel name is a macro argument: a templated name with commas goes through
HIP_KERNEL_NAME(...), and every configuration argument is wrapped (dim3(...) or parentheses) so
that commas in templates or sizeof expressions cannot split it.
"""

from __future__ import annotations

from cass_lsp.syntax.cuda import Launch, launches
from cass_lsp.translate.context import Context


def rewrite(ctx: Context, start: int, end: int) -> None:
    if b"<<<" not in ctx.data[start:end]:
        return
    for launch in launches(ctx.root):
        if start <= launch.node.start_byte < end:
            _rewrite_one(ctx, launch)


def _rewrite_one(ctx: Context, launch: Launch) -> None:
    config = [c for c in launch.config.named_children if c.type != "comment"]
    if not 2 <= len(config) <= 4 or launch.node.has_error:
        return  # not a launch hipLaunchKernelGGL can express (or code tree-sitter could not parse)
    callee = launch.callee
    args_node = launch.arguments
    kernel_args = [c for c in args_node.named_children if c.type != "comment"]
    templated = b"," in ctx.data[callee.start_byte : callee.end_byte]
    ctx.replace(
        callee.start_byte,
        callee.start_byte,
        "hipLaunchKernelGGL(HIP_KERNEL_NAME(" if templated else "hipLaunchKernelGGL(",
    )
    wrappers = ["dim3(", "dim3(", "(", "("]
    opening = "), " if templated else ", "
    ctx.replace(callee.end_byte, config[0].start_byte, opening + wrappers[0])
    for i in range(1, len(config)):
        ctx.replace(config[i - 1].end_byte, config[i].start_byte, "), " + wrappers[i])
    defaults = "".join(", 0" for _ in range(len(config), 4))
    after = ", " if kernel_args else ""
    # From the end of the last configuration argument through the argument list's "(".
    ctx.replace(config[-1].end_byte, args_node.start_byte + 1, ")" + defaults + after)
