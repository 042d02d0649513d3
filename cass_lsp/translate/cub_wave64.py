"""CUB's warp-transposing block loads and stores on wave64 targets.

``cub::BlockLoad<T, BLOCK, ITEMS, BLOCK_LOAD_WARP_TRANSPOSE>`` (and ``BlockStore`` with
``BLOCK_STORE_WARP_TRANSPOSE``, and both ``_TIMESLICED`` forms) moves whole warps through shared
memory, so rocPRIM, under hipCUB, requires the block to be a whole number of hardware warps: a
``static_assert`` (``BlockSize % wavefront size == 0``) in device code. On wave32 targets (RDNA)
any block of 32k threads passes; on wave64 targets (CDNA: gfx90a, gfx942) a block of 32 threads,
common in CUDA code (HeCBench's blockScan runs BlockLoad with 32-thread blocks), does not compile.

``BLOCK_LOAD_TRANSPOSE``/``BLOCK_STORE_TRANSPOSE`` give the same blocked arrangement with no
warp condition (striped accesses instead of warp-striped ones). The algorithm argument becomes a
constant expression that keeps the warp-transposing form wherever the block is a whole number of
the target's wavefronts (``HIPCUB_DEVICE_WARP_THREADS``: 32 or 64 in each device pass) and takes
the plain transpose elsewhere, so every target compiles with the same results and wave32 targets
keep CUDA's access pattern. Only a literal algorithm argument is seen; one passed through a
template parameter is left alone.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

FALLBACK = {
    "BLOCK_LOAD_WARP_TRANSPOSE": "BLOCK_LOAD_TRANSPOSE",
    "BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED": "BLOCK_LOAD_TRANSPOSE",
    "BLOCK_STORE_WARP_TRANSPOSE": "BLOCK_STORE_TRANSPOSE",
    "BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED": "BLOCK_STORE_TRANSPOSE",
}
NAMES = frozenset(FALLBACK)
_TEMPLATES = {"BlockLoad": 3, "BlockStore": 3}  # template -> index of the algorithm argument
_BLOCK_DIMS = (1, 4, 5)  # BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z


def _template_argument(node: Node) -> tuple[Node, Node] | None:
    """(the argument holding ``node``, its template_argument_list) when ``node`` is a whole
    template argument of BlockLoad/BlockStore in the algorithm's place."""
    arg = node
    while arg.parent is not None and arg.parent.type in ("qualified_identifier", "type_descriptor"):
        arg = arg.parent
    args = arg.parent
    if args is None or args.type != "template_argument_list" or args.parent is None:
        return None
    name = args.parent.child_by_field_name("name")
    index = _TEMPLATES.get(name.text.decode() if name is not None and name.text else "")
    named = args.named_children
    if index is None or index >= len(named) or named[index] != arg:
        return None
    return arg, args


@rule("cub-warp-transpose", names=NAMES, codes={"cub-warp-transpose"})
def handle(ctx: Context, node: Node, name: str) -> None:
    found = _template_argument(node)
    if found is None:
        return
    arg, args = found
    named = args.named_children
    dims = [ctx.text(named[i]).strip() for i in _BLOCK_DIMS if i < len(named)]
    block = " * ".join(dims)
    size = " * ".join(f"({d})" for d in dims)
    size = f"({size})" if len(dims) > 1 else size
    ctx.replace(arg.start_byte, arg.start_byte, f"({size} % HIPCUB_DEVICE_WARP_THREADS == 0 ? ")
    ctx.replace(arg.end_byte, arg.end_byte, f" : ::hipcub::{FALLBACK[name]})")
    ctx.report(
        "cub-warp-transpose",
        f"hipCUB's {name} needs a block of whole hardware warps (rocPRIM static_assert), and wave64"
        f" targets (gfx90a, gfx942) have 64-thread warps: for a block of {block} threads that is not a"
        f" multiple of the target's warp, {FALLBACK[name]} is used, which gives the same blocked"
        " arrangement with striped instead of warp-striped accesses",
        node.start_byte,
        node.end_byte,
    )
