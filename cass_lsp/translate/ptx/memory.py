"""The warp, memory, atomic and synchronization instructions of PTX. PTX's warp is 32 lanes: on a
wave64 target each half of the wavefront is one such warp (32-bit ballots, shuffles within the
half). Memory accesses are generic or global, through a 64-bit address; atomics and ordered
accesses keep their order and scope (``__hip_atomic_*``)."""

from __future__ import annotations

from cass_lsp.translate.ptx.arithmetic import braced, only, ptx_type
from cass_lsp.translate.ptx.operands import (
    ADDRESS,
    C_TYPES,
    FENCES,
    ORDERS,
    SCOPES,
    Lowering,
    Unknown,
)
from cass_lsp.translate.ptx.parse import Instruction


def vote(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("any", "all", "uni", "ballot")), "")
    only(inst, {mode, "sync"}, (3,) if "sync" in inst.modifiers else (2,))
    t = ptx_type(inst, lambda t: t == ("b32" if mode == "ballot" else "pred"))
    d, p = inst.operands[:2]
    lo.helpers.add("__cass_ptx_lanes")
    mask = f" & {lo.value(inst.operands[2], 'b32')}" if "sync" in inst.modifiers else ""
    ballot = f"(__cass_ptx_ballot({lo.value(p, 'pred')}){mask})"
    members = f"(__cass_ptx_ballot(true){mask})"
    if mode == "ballot":
        lo.store(d, t, ballot)
    elif mode == "any":
        lo.store(d, t, f"({ballot} != 0u)")
    elif mode == "all":
        lo.store(d, t, f"({ballot} == {members})")
    else:
        votes = lo.temp("unsigned int")
        lo.statements.append(f"{votes} = {ballot};")
        lo.store(d, t, f"({votes} == 0u || {votes} == {members})")


def shfl(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("up", "down", "bfly", "idx")), "")
    sync = "sync" in inst.modifiers
    only(inst, {mode, "sync"}, 5 if sync else 4)
    ptx_type(inst, lambda t: t == "b32")
    dest, a, b, c = inst.operands[:4]
    lo.helpers.add("__cass_ptx_shfl")
    args = ", ".join([f"CASS_PTX_SHFL_{mode.upper()}", *(lo.value(x, "b32", raw=True) for x in (a, b, c))])
    d, _, p = dest.partition("|")
    if not p:
        lo.store(d, "b32", f"__cass_ptx_shfl({args})")
        return
    valid = lo.temp("bool")
    lo.store(d, "b32", f"__cass_ptx_shfl({args}, &{valid})")
    lo.store(p, "pred", valid)


def pointer_to(lo: Lowering, token: str, t: str, const: bool, volatile: bool = False) -> str:
    """``[%1+8]`` as a pointer to a ``t`` (the base a 64-bit operand or register)."""
    m = ADDRESS.match(token.strip())
    if m is None:
        raise Unknown(f"the address {token!r}")
    base, offset = m.group(1), (m.group(2) or "").replace(" ", "")
    found = lo._operand(base)
    if found is not None and found[1].kind != "l":
        raise Unknown(f"{token}: an address in a {found[1].constraint!r} operand (a 32-bit window address)")
    if found is None and lo.registers.get(base, "") not in ("u64", "b64", "s64"):
        raise Unknown(f"the address {token!r}")
    qualifiers = ("const " if const else "") + ("volatile " if volatile else "")
    pointer = f"{qualifiers}{C_TYPES[t]} *"
    raw = f"@RAW{found[0]}@" if found is not None else lo._register(base)
    if offset and offset not in ("0", "-0"):
        char = f"{'const ' if const else ''}{'volatile ' if volatile else ''}char *"
        return f"(({pointer})(({char}){raw} + {offset}))"
    return f"(({pointer}){raw})"


_CACHE = frozenset(
    {"ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt", "L1::no_allocate", "L2::64B", "L2::128B", "L2::256B"}
)
_CACHE_PREFIXES = ("L1::", "L2::")


def access(inst: Instruction) -> tuple[str, str, str, str, list[str]]:
    """(space, order, scope, vector, the modifiers not understood) of an ld, st, atom or red."""
    space = order = scope = vector = ""
    rest = []
    for m in inst.modifiers:
        if m in ("global", "generic"):
            space = m
        elif m in ORDERS and m:
            order = m
        elif m in ("volatile", "weak"):
            order = order or m
        elif m in SCOPES:
            scope = m
        elif m in ("v2", "v4"):
            vector = m
        elif m in _CACHE or m.startswith(_CACHE_PREFIXES) or m in C_TYPES:
            continue
        else:
            rest.append(m)
    return space, order, scope, vector, rest


def load_store(lo: Lowering, inst: Instruction) -> None:
    _space, order, scope, vector, rest = access(inst)
    if rest or len(inst.operands) != 2:
        raise Unknown(f"`{inst.name}`" + (f" (.{rest[0]}: not a global or generic access)" if rest else ""))
    t = ptx_type(inst, lambda t: t != "pred")
    load = inst.opcode == "ld"
    data, address = (inst.operands[0], inst.operands[1]) if load else (inst.operands[1], inst.operands[0])
    atomic = order in ("relaxed", "acquire", "release")
    if atomic and vector:
        raise Unknown(f"`{inst.name}`: a vector access with a memory order")
    pointer = pointer_to(lo, address, t, const=load, volatile=order == "volatile")
    targets = braced(data) if vector else [data]
    if targets is None or len(targets) != int(vector[1:] if vector else 1):
        raise Unknown(f"`{inst.text}`")
    scope_name = SCOPES[scope or "gpu"] if atomic else ""
    for k, target in enumerate(targets):
        element = f"{pointer}[{k}]" if vector else f"*{pointer}"
        if load:
            if atomic:
                where = f"{pointer} + {k}" if vector else pointer
                element = f"__hip_atomic_load({where}, {ORDERS[order]}, {scope_name})"
            lo.store(target, t, element)
        elif atomic:
            lo.statements.append(
                f"__hip_atomic_store({pointer}, {lo.value(target, t)}, {ORDERS[order]}, {scope_name});"
            )
        else:
            lo.statements.append(f"{element} = {lo.value(target, t)};")


_ATOMIC_OPS = {"add": "fetch_add", "min": "fetch_min", "max": "fetch_max", "and": "fetch_and", "or": "fetch_or"}
_ATOMIC_OPS |= {"xor": "fetch_xor", "exch": "exchange"}


def atomic(lo: Lowering, inst: Instruction) -> None:
    op = next((m for m in inst.modifiers if m in (*_ATOMIC_OPS, "cas", "inc", "dec")), "")
    _space, order, scope, vector, rest = access(inst)
    rest = [m for m in rest if m != op]
    if not op or rest or vector or order in ("volatile", "weak"):
        raise Unknown(f"`{inst.name}`")
    t = ptx_type(inst, lambda t: t in ("u32", "s32", "u64", "s64", "b32", "b64", "f32", "f64"))
    if (op in ("and", "or", "xor") and t[0] == "f") or (op in ("min", "max") and t[0] in "bf"):
        raise Unknown(f"`{inst.name}`")
    if t[0] == "b":
        t = "u" + t[1:]
    result = inst.operands[0] if inst.opcode == "atom" else None
    operands = inst.operands[1:] if inst.opcode == "atom" else inst.operands
    pointer = pointer_to(lo, operands[0], t, const=False)
    scope_name, order_name = SCOPES[scope or "gpu"], ORDERS[order]
    if op in ("inc", "dec"):
        if t != "u32" or (scope or "gpu") != "gpu" or order not in ("", "relaxed"):
            raise Unknown(f"`{inst.name}`")
        value = f"atomic{op.capitalize()}({pointer}, {lo.value(operands[1], t)})"
    elif op == "cas":
        if len(operands) != 3:
            raise Unknown(f"`{inst.text}`")
        expected = lo.temp(C_TYPES[t])
        lo.statements.append(f"{expected} = {lo.value(operands[1], t)};")
        failure = "__ATOMIC_RELAXED" if order in ("", "relaxed", "release") else "__ATOMIC_ACQUIRE"
        lo.statements.append(
            f"__hip_atomic_compare_exchange_strong({pointer}, &{expected}, {lo.value(operands[2], t)}, {order_name},"
            f" {failure}, {scope_name});"
        )
        value = expected
    else:
        if len(operands) != 2:
            raise Unknown(f"`{inst.text}`")
        value = f"__hip_atomic_{_ATOMIC_OPS[op]}({pointer}, {lo.value(operands[1], t)}, {order_name}, {scope_name})"
    if result is not None:
        lo.store(result, t, value)
    elif op != "cas":
        lo.statements.append(f"(void){value};")


def fence(lo: Lowering, inst: Instruction) -> None:
    if inst.operands:
        raise Unknown(f"`{inst.name}`")
    if inst.opcode == "membar" and len(inst.modifiers) == 1 and inst.modifiers[0] in FENCES:
        scope = inst.modifiers[0]
    elif inst.opcode == "fence" and len(inst.modifiers) == 2 and inst.modifiers[0] in ("sc", "acq_rel"):
        scope = inst.modifiers[1]
    else:
        raise Unknown(f"`{inst.name}`")
    if scope not in FENCES:
        raise Unknown(f"`{inst.name}`")
    lo.statements.append(f"{FENCES[scope]};")


def barrier(lo: Lowering, inst: Instruction) -> None:
    if inst.modifiers not in (("sync",), ("sync", "aligned")) or inst.operands != ["0"]:
        raise Unknown(f"`{inst.text}` (a named barrier or a thread count)")
    lo.statements.append("__syncthreads();")


def trap(lo: Lowering, inst: Instruction) -> None:
    if inst.modifiers or inst.operands:
        raise Unknown(f"`{inst.name}`")
    lo.statements.append("__builtin_trap();")
