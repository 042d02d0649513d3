"""The driver API as CUDA 12 and 13 write it, where HIP's differs beyond a rename.

- ``cuCtxCreate(&ctx, params, flags, dev)``: CUDA 13's cuCtxCreate (the former ``_v4``) takes a
  ``CUctxCreateParams*`` (execution affinity, a CIG context); HIP's ``hipCtxCreate(&ctx, flags,
  dev)`` has neither feature, so the argument is dropped (a warning says so; the struct itself is
  cass-lsp's ``cass_hipCtxCreateParams``, runtime/headers/driver.h, for the code that fills it).
- ``CUdeviceptr`` arithmetic: CUDA's ``CUdeviceptr`` is an integer (``unsigned long long``), HIP's
  ``hipDeviceptr_t`` a ``void*``: ``d_A + size`` is "arithmetic on a pointer to void" and
  ``d_B - d_A`` "arithmetic on pointers to void". On the file's own ``CUdeviceptr`` variables,
  parameters, members and arrays: ``p + n`` and ``p - n`` (and ``+=``, ``-=``) step through
  ``char*`` and cast back, ``p - q`` is the byte distance as CUDA's ``unsigned long long``, and
  ``p % n``, ``p & m`` and an ordered comparison with a number read the address as that integer:
  each the value CUDA computes; an integer given to a CUdeviceptr (``CUdeviceptr d = (size_t)base +
  offset``, an argument of ``cuMemcpyHtoD``...) and a CUdeviceptr read as an integer take the cast
  CUDA's conversion needs (handles.py).
- ``cuOccupancyMaxPotentialBlockSize(&grid, &block, f, blockSizeToSMem, smem, limit)`` (and its
  ``WithFlags`` form): HIP's ``hipModuleOccupancyMaxPotentialBlockSize`` takes no function of the
  block size for the dynamic shared memory. A null one is dropped; a function is kept, through
  cass-lsp's ``cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem`` (runtime/headers/driver.h),
  which searches the block sizes as CUDA does (sage's SGX checksum).
- ``CUmemAllocationProp::requestedHandleTypes`` is ``hipMemAllocationProp::requestedHandleType``
  (the same member, first after the type, in both).
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate import compat, handles
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule

DEVICEPTR_TYPES = frozenset({"CUdeviceptr", "CUdeviceptr_v2"})
ADDRESS = "unsigned long long"  # what CUDA's CUdeviceptr is
_NULLS = frozenset({"NULL", "nullptr", "0", "0LL", "0ULL"})
_STEP = frozenset({"+", "-"})
_AS_INTEGER = frozenset({"%", "&", "|", "^", "<", ">", "<=", ">=", "/", "*", ">>", "<<"})


# -- cuCtxCreate ---------------------------------------------------------------------------------


@rule("cuda13-ctx-create", names={"cuCtxCreate"}, renames=True, codes={"cuda13-signature"})
def ctx_create(ctx: Context, node: Node, name: str) -> None:
    """`cuCtxCreate(&ctx, params, flags, dev)` (CUDA 13) -> `hipCtxCreate(&ctx, flags, dev)`."""
    call = call_of_callee(node) if node.type == "identifier" else None
    args = call_arguments(call) if call is not None else []
    if call is None or len(args) != 4:
        return
    params = ctx.text(args[1]).strip()
    ctx.replace(args[1].start_byte, args[2].start_byte, "")
    what = (
        "none here"
        if params in _NULLS
        else f"{params}: execution affinity or a CIG context, which HIP has neither of (check that it asks for none)"
    )
    ctx.report(
        "cuda13-signature",
        f"CUDA 13's cuCtxCreate takes a CUctxCreateParams pointer ({what}); HIP's hipCtxCreate takes the flags and"
        " the device only: the argument is dropped",
        call.start_byte,
        call.end_byte,
    )


# -- cuOccupancyMaxPotentialBlockSize -----------------------------------------------------------

OCCUPANCY_ARGUMENTS = {"cuOccupancyMaxPotentialBlockSize": 6, "cuOccupancyMaxPotentialBlockSizeWithFlags": 7}
OCCUPANCY_STAND_IN = "cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem"
_CALLBACK = 3  # the argument HIP's form lacks: a function of the block size for the dynamic shared memory


@rule(
    "occupancy-callback",
    names=set(OCCUPANCY_ARGUMENTS),
    priority=1,  # before api-tables: the call's form decides
    codes={"hip-compat"},
    produces={"compat", "runtime_api"},
)
def occupancy(ctx: Context, node: Node, name: str) -> bool:
    """`cuOccupancyMaxPotentialBlockSize(&g, &b, f, cb, smem, limit)`: HIP's form has no `cb`."""
    call = call_of_callee(node) if node.type == "identifier" else None
    args = call_arguments(call) if call is not None else []
    if call is None or len(args) != OCCUPANCY_ARGUMENTS[name]:
        return False  # not a call (a pointer to it): the tables rename it
    callback = args[_CALLBACK]
    if ctx.text(callback).strip() in _NULLS:
        ctx.replace(node.start_byte, node.end_byte, "hipModule" + name.removeprefix("cu"))
        ctx.replace(callback.start_byte, args[_CALLBACK + 1].start_byte, "")
    else:
        ctx.replace(node.start_byte, node.end_byte, OCCUPANCY_STAND_IN)
        compat.use(ctx, node.start_byte, node.end_byte, OCCUPANCY_STAND_IN, node, name)
    ctx.need("runtime_api")
    return True


# -- CUmemAllocationProp::requestedHandleTypes ---------------------------------------------------


@rule("alloc-prop-members", names={"requestedHandleTypes"})
def handle_types(ctx: Context, node: Node, name: str) -> None:
    if node.type == "field_identifier" and b"CUmemAllocationProp" in ctx.data:
        ctx.replace(node.start_byte, node.end_byte, "requestedHandleType")


# -- CUdeviceptr arithmetic ----------------------------------------------------------------------


DEVICEPTR = handles.Handle(dict.fromkeys(DEVICEPTR_TYPES, "hipDeviceptr_t"), "deviceptr-arithmetic.names", steps=True)
# The driver functions that take a CUdeviceptr, and which of their arguments are one.
TAKES_DEVICEPTR = {
    **dict.fromkeys(("cuMemcpyHtoD", "cuMemcpyHtoDAsync", "cuMemsetD8", "cuMemsetD16", "cuMemsetD32",
                     "cuMemsetD8Async", "cuMemsetD16Async", "cuMemsetD32Async", "cuMemsetD2D8", "cuMemsetD2D32",
                     "cuMemFree", "cuMemFreeAsync", "cuMemPrefetchAsync", "cuMemAdvise"), (0,)),
    **dict.fromkeys(("cuMemcpyDtoH", "cuMemcpyDtoHAsync"), (1,)),
    **dict.fromkeys(("cuMemcpyDtoD", "cuMemcpyDtoDAsync", "cuMemcpy", "cuMemcpyAsync"), (0, 1)),
}  # fmt: skip
TAKES_DEVICEPTR |= {f"{name}_v2": at for name, at in TAKES_DEVICEPTR.items()}


def _is_deviceptr(ctx: Context, node: Node | None, found: handles.Declared) -> bool:
    return bool(handles.handle_of(ctx, node, found))


@rule("deviceptr-arithmetic", phase="range", pattern=b"CUdeviceptr")
def deviceptr_arithmetic(ctx: Context, start: int, end: int) -> None:
    """Arithmetic on the file's CUdeviceptr values, which HIP's void* refuses, and their conversions
    to and from integers: the value CUDA computes."""
    found = handles.declared(ctx, start, end, DEVICEPTR)
    if not found.handles and not found.arrays:
        return
    stack = [ctx.root]
    while stack:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.type == "binary_expression":
            _binary(ctx, node, found)
        elif node.type == "assignment_expression":
            _compound(ctx, node, found)
            handles.convert(ctx, node, found, DEVICEPTR)
        elif node.type == "init_declarator":
            handles.convert(ctx, node, found, DEVICEPTR)
        elif node.type == "call_expression":
            _arguments(ctx, node, found)
        stack.extend(node.named_children)


def _arguments(ctx: Context, call: Node, found: handles.Declared) -> None:
    callee = call.child_by_field_name("function")
    at = TAKES_DEVICEPTR.get(ctx.text(callee) if callee is not None and callee.type == "identifier" else "", ())
    args = call_arguments(call)
    for k in at:
        if k < len(args):
            handles.argument(ctx, args[k], found, "hipDeviceptr_t")


def _binary(ctx: Context, node: Node, found: handles.Declared) -> None:
    op_node = node.child_by_field_name("operator")
    left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
    if op_node is None or left is None or right is None:
        return
    op = op_node.type
    is_left, is_right = _is_deviceptr(ctx, left, found), _is_deviceptr(ctx, right, found)
    if not (is_left or is_right):
        return
    if op == "-" and is_left and is_right:  # the byte distance, CUDA's unsigned long long
        _wrap(ctx, node, f"({ADDRESS})(", left, ")")
        ctx.replace(right.start_byte, right.start_byte, "(char *)")
    elif op in _STEP and not (is_left and is_right):
        _wrap(ctx, node, "(hipDeviceptr_t)(", left if is_left else right, ")")
    elif op in _AS_INTEGER:
        for side, typed in ((left, is_left), (right, is_right)):
            if typed and not (is_left and is_right and op in ("<", ">", "<=", ">=")):
                ctx.replace(side.start_byte, side.start_byte, f"({ADDRESS})")


def _wrap(ctx: Context, node: Node, before: str, pointer: Node, after: str) -> None:
    """``before`` + ``node`` with ``(char *)`` before ``pointer`` + ``after`` (one insertion where
    ``pointer`` starts ``node``: insertions at one offset are ordered by their text)."""
    if pointer.start_byte == node.start_byte:
        ctx.replace(node.start_byte, node.start_byte, before + "(char *)")
    else:
        ctx.replace(node.start_byte, node.start_byte, before)
        ctx.replace(pointer.start_byte, pointer.start_byte, "(char *)")
    ctx.replace(node.end_byte, node.end_byte, after)


def _compound(ctx: Context, node: Node, found: handles.Declared) -> None:
    """`p += n` -> `p = (hipDeviceptr_t)((char *)p + n)`."""
    op_node = node.child_by_field_name("operator")
    left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
    if op_node is None or left is None or right is None or op_node.type not in ("+=", "-="):
        return
    if not _is_deviceptr(ctx, left, found) or _is_deviceptr(ctx, right, found):
        return
    target = ctx.hip_text(left.start_byte, left.end_byte)
    ctx.replace(op_node.start_byte, op_node.end_byte, f"= (hipDeviceptr_t)((char *){target} {op_node.type[0]}")
    ctx.replace(node.end_byte, node.end_byte, ")")
