"""The arithmetic, bit and predicate instructions of PTX, lowered as the ISA defines them: integer
arithmetic wraps (computed unsigned), shifts by the width or more give what PTX gives (0, or the
sign), not C's undefined behaviour; the bit-field, permute, funnel-shift and bit-count instructions
call cass-lsp's definitions (runtime/headers/ptx.h), directed rounding CUDA's functions of it
(runtime/headers/rounding.h)."""

from __future__ import annotations

from collections.abc import Callable

from cass_lsp.translate.ptx.operands import (
    C_TYPES,
    WIDTH,
    Lowering,
    Unknown,
    is_int,
    unsigned_of,
)
from cass_lsp.translate.ptx.parse import Instruction


def ptx_type(inst: Instruction, allowed: Callable[[str], bool] = lambda t: True) -> str:
    types = [m for m in inst.modifiers if m in C_TYPES]
    if len(types) != 1 or not allowed(types[0]):
        raise Unknown(f"`{inst.name}`")
    return types[0]


def only(inst: Instruction, allowed: set[str], count: int | tuple[int, ...]) -> None:
    """The instruction has no modifiers beyond ``allowed`` (and its type) and ``count`` operands."""
    extra = [m for m in inst.modifiers if m not in allowed and m not in C_TYPES]
    counts = (count,) if isinstance(count, int) else count
    if extra or len(inst.operands) not in counts:
        raise Unknown(f"`{inst.name}`" + (f" (.{extra[0]})" if extra else ""))


def braced(token: str) -> list[str] | None:
    token = token.strip()
    if token.startswith("{") and token.endswith("}"):
        return [t.strip() for t in token[1:-1].split(",")]
    return None


def mov(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 2)
    t = ptx_type(inst)
    dest, source = inst.operands
    parts_in, parts_out = braced(source), braced(dest)
    if parts_in is not None or parts_out is not None:
        if t not in ("b32", "b64") or len(parts_in or parts_out or []) != 2:
            raise Unknown(f"`{inst.text}`")
        half = "b16" if t == "b32" else "b32"
        if parts_in is not None:  # pack: {low, high}
            low, high = (lo.value(p, half) for p in parts_in)
            wide = C_TYPES[t]
            lo.store(dest, t, f"((({wide}){high} << {WIDTH[half]}) | ({wide}){low})")
        else:  # unpack
            value = lo.value(source, t)
            lo.store(parts_out[0], half, f"(({C_TYPES[half]})({value}))")  # type: ignore[index]
            lo.store(parts_out[1], half, f"(({C_TYPES[half]})(({value}) >> {WIDTH[half]}))")  # type: ignore[index]
        return
    lo.store(dest, t, lo.value(source, t))


# Directed rounding of float arithmetic: CUDA's __fadd_rz... (cass-lsp's definitions, exact:
# runtime/headers/rounding.h). .rn (no contraction allowed) is not taken.
_ROUNDINGS = {"rz": "rz", "rm": "rd", "rp": "ru"}
_ROUNDED = {("add", "f32"): "__fadd", ("sub", "f32"): "__fsub", ("mul", "f32"): "__fmul", ("fma", "f32"): "__fmaf"}
_ROUNDED |= {("add", "f64"): "__dadd", ("sub", "f64"): "__dsub", ("mul", "f64"): "__dmul", ("fma", "f64"): "__fma"}


def _rounded(lo: Lowering, inst: Instruction, t: str, args: list[str]) -> str | None:
    """The call computing the instruction with its rounding modifier, or None where it has none."""
    mode = next((m for m in inst.modifiers if m in _ROUNDINGS), "")
    if not mode:
        return None
    function = f"{_ROUNDED[(inst.opcode, t)]}_{_ROUNDINGS[mode]}"
    lo.helpers.add(function)
    return f"{function}({', '.join(lo.value(x, t, raw=True) for x in args)})"


def arith(lo: Lowering, inst: Instruction) -> None:
    op = {"add": "+", "sub": "-"}[inst.opcode]
    t = ptx_type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64", "f32", "f64"))
    only(inst, set(_ROUNDINGS) if not is_int(t) else set(), 3)
    d, a, b = inst.operands
    rounded = None if is_int(t) else _rounded(lo, inst, t, [a, b])
    if rounded is not None:
        lo.store(d, t, rounded)
    elif is_int(t):
        u = C_TYPES[unsigned_of(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){lo.value(a, t)} {op} ({u}){lo.value(b, t)}))")
    else:
        lo.store(d, t, f"({lo.value(a, t)} {op} {lo.value(b, t)})")


def mul(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("lo", "hi", "wide")), "")
    t = ptx_type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64", "f32", "f64"))
    only(inst, ({mode} if mode else set()) | (set(_ROUNDINGS) if not is_int(t) else set()), 3)
    d, a, b = inst.operands
    if not is_int(t):
        if mode:
            raise Unknown(f"`{inst.name}`")
        lo.store(d, t, _rounded(lo, inst, t, [a, b]) or f"({lo.value(a, t)} * {lo.value(b, t)})")
        return
    x, y = lo.value(a, t), lo.value(b, t)
    bits = WIDTH[t]
    if mode == "wide":
        if bits == 64:
            raise Unknown(f"`{inst.name}`")
        wide = ("u" if t[0] == "u" else "s") + str(2 * bits)
        w = C_TYPES[wide]
        lo.store(d, wide, f"(({w}){x} * ({w}){y})")
    elif mode == "hi":
        if bits == 64:
            lo.helpers.add("__cass_ptx_bits")
            lo.store(d, t, f"__cass_ptx_mulhi_{t}({x}, {y})")
        else:
            wide = C_TYPES[("u" if t[0] == "u" else "s") + str(2 * bits)]
            lo.store(d, t, f"(({C_TYPES[t]})((({wide}){x} * ({wide}){y}) >> {bits}))")
    elif mode == "lo":
        u = C_TYPES[unsigned_of(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){x} * ({u}){y}))")
    else:
        raise Unknown(f"`{inst.name}`")


def fma(lo: Lowering, inst: Instruction) -> None:
    """fma.{rn,rz,rm,rp}.{f32,f64}: one rounding of a * b + c (.rn: fmaf/fma, correctly rounded)."""
    only(inst, {"rn", *_ROUNDINGS}, 4)
    t = ptx_type(inst, lambda t: t in ("f32", "f64"))
    d, a, b, c = inst.operands
    if "rn" in inst.modifiers:
        function = "fmaf" if t == "f32" else "fma"
        lo.store(d, t, f"{function}({', '.join(lo.value(x, t, raw=True) for x in (a, b, c))})")
        return
    rounded = _rounded(lo, inst, t, [a, b, c])
    if rounded is None:
        raise Unknown(f"`{inst.name}` (a rounding modifier is required)")
    lo.store(d, t, rounded)


def mad(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("lo", "wide")), "")
    only(inst, {mode}, 4)
    t = ptx_type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64"))
    d, a, b, c = inst.operands
    x, y = lo.value(a, t), lo.value(b, t)
    if mode == "lo":
        u = C_TYPES[unsigned_of(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){x} * ({u}){y} + ({u}){lo.value(c, t)}))")
    elif mode == "wide" and WIDTH[t] < 64:
        wide = ("u" if t[0] == "u" else "s") + str(2 * WIDTH[t])
        u = C_TYPES[unsigned_of(wide)]
        w = C_TYPES[wide]
        lo.store(d, wide, f"(({w})(({u})(({w}){x} * ({w}){y}) + ({u}){lo.value(c, wide)}))")
    else:
        raise Unknown(f"`{inst.name}`")


def logic(lo: Lowering, inst: Instruction) -> None:
    t = ptx_type(inst, lambda t: t in ("pred", "b16", "b32", "b64"))
    if inst.opcode == "not":
        only(inst, set(), 2)
        d, a = inst.operands
        lo.store(d, t, f"(!{lo.value(a, t)})" if t == "pred" else f"(({C_TYPES[t]})~{lo.value(a, t)})")
        return
    only(inst, set(), 3)
    op = {"and": "&", "or": "|", "xor": "^"}[inst.opcode]
    d, a, b = inst.operands
    op = {"&": "&&", "|": "||", "^": "!="}[op] if t == "pred" else op
    lo.store(d, t, f"({lo.value(a, t)} {op} {lo.value(b, t)})")


def shift(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 3)
    t = ptx_type(inst, lambda t: t in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"))
    if inst.opcode == "shl" and t[0] != "b":
        raise Unknown(f"`{inst.name}`")
    d, a, b = inst.operands
    bits, x, n = WIDTH[t], lo.value(a, t), lo.value(b, "u32")
    c = C_TYPES[t]
    if inst.opcode == "shl":
        lo.store(d, t, f"({n} >= {bits}u ? ({c})0 : ({c})({x} << {n}))")
    elif t[0] == "s":  # arithmetic: a shift of the width or more gives the sign
        lo.store(d, t, f"({n} >= {bits}u ? ({c})({x} < 0 ? -1 : 0) : ({c})({x} >> {n}))")
    else:
        u = C_TYPES[unsigned_of(t)]
        lo.store(d, t, f"({n} >= {bits}u ? ({c})0 : ({c})(({u}){x} >> {n}))")


def minmax(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 3)
    t = ptx_type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64"))
    d, a, b = inst.operands
    x, y = lo.value(a, t), lo.value(b, t)
    op = "<" if inst.opcode == "min" else ">"
    lo.store(d, t, f"({x} {op} {y} ? {x} : {y})")


def bitcount(lo: Lowering, inst: Instruction) -> None:
    only(inst, {"shiftamt"} if inst.opcode == "bfind" else set(), 2)
    d, a = inst.operands
    if inst.opcode == "brev":
        t = ptx_type(inst, lambda t: t in ("b32", "b64"))
        lo.helpers.add("__cass_ptx_bits")
        lo.store(d, t, f"__cass_ptx_brev{WIDTH[t]}({lo.value(a, t, raw=True)})")
        return
    if inst.opcode == "bfind":
        t = ptx_type(inst, lambda t: t in ("u32", "s32", "u64", "s64"))
        lo.helpers.add("__cass_ptx_bfind")
        signed = "true" if t[0] == "s" else "false"
        shiftamt = "true" if "shiftamt" in inst.modifiers else "false"
        value = f"(unsigned long long)(({C_TYPES['u' + t[1:]]}){lo.value(a, t)})"
        lo.store(d, "u32", f"__cass_ptx_bfind({value}, {WIDTH[t]}, {signed}, {shiftamt})")
        return
    t = ptx_type(inst, lambda t: t in ("b32", "b64"))
    lo.helpers.add("__cass_ptx_bits")
    if inst.opcode == "clz":
        lo.store(d, "u32", f"__cass_ptx_clz({lo.value(a, t)}, {WIDTH[t]})")
    else:
        lo.store(d, "u32", f"__cass_ptx_popc({lo.value(a, t)})")


def bfe(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 4)
    t = ptx_type(inst, lambda t: t in ("u32", "s32", "u64", "s64"))
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_bfe")
    args = ", ".join([lo.value(a, t, raw=True), lo.value(b, "u32", raw=True), lo.value(c, "u32", raw=True)])
    lo.store(d, t, f"__cass_ptx_bfe_{t}({args})")


def bfi(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 5)
    t = ptx_type(inst, lambda t: t in ("b32", "b64"))
    f, a, b, c, d = inst.operands
    lo.helpers.add("__cass_ptx_bfi")
    args = [
        lo.value(a, t, raw=True),
        lo.value(b, t, raw=True),
        lo.value(c, "u32", raw=True),
        lo.value(d, "u32", raw=True),
    ]
    lo.store(f, t, f"__cass_ptx_bfi_{t}({', '.join(args)})")


def prmt(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 4)  # the default mode only (f4e, b4e, rc8, ecl, ecr, rc16 are not taken)
    ptx_type(inst, lambda t: t == "b32")
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_prmt")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c))
    lo.store(d, "b32", f"__cass_ptx_prmt({args})")


def lop3(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 5)
    ptx_type(inst, lambda t: t == "b32")
    d, a, b, c, lut = inst.operands
    lo.helpers.add("__cass_ptx_lop3")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c, lut))
    lo.store(d, "b32", f"__cass_ptx_lop3({args})")


def shf(lo: Lowering, inst: Instruction) -> None:
    direction = next((m for m in inst.modifiers if m in ("l", "r")), "")
    mode = next((m for m in inst.modifiers if m in ("wrap", "clamp")), "")
    if not direction or not mode:
        raise Unknown(f"`{inst.name}`")
    only(inst, {direction, mode}, 4)
    ptx_type(inst, lambda t: t == "b32")
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_shf")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c))
    lo.store(d, "b32", f"__cass_ptx_shf_{direction}_{mode}({args})")


_COMPARISONS = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_UNSIGNED_COMPARISONS = {"lo": "<", "ls": "<=", "hi": ">", "hs": ">="}


def setp(lo: Lowering, inst: Instruction) -> None:
    cmp = next((m for m in inst.modifiers if m in _COMPARISONS or m in _UNSIGNED_COMPARISONS), "")
    only(inst, {cmp}, 3)  # no .and/.or/.xor with a third predicate
    t = ptx_type(inst, lambda t: t != "pred")
    dest, a, b = inst.operands
    if cmp in _UNSIGNED_COMPARISONS:
        t = unsigned_of(t) if is_int(t) else ""
        if not t:
            raise Unknown(f"`{inst.name}`")
        condition = f"({lo.value(a, t)} {_UNSIGNED_COMPARISONS[cmp]} {lo.value(b, t)})"
    elif not is_int(t) and cmp == "ne":  # ordered: false where either is NaN
        x, y = lo.value(a, t), lo.value(b, t)
        condition = f"({x} < {y} || {x} > {y})"
    elif cmp:
        condition = f"({lo.value(a, t)} {_COMPARISONS[cmp]} {lo.value(b, t)})"
    else:
        raise Unknown(f"`{inst.name}`")
    p, _, q = dest.partition("|")
    lo.store(p, "pred", condition)
    if q:
        lo.store(q, "pred", f"(!{condition})")


def selp(lo: Lowering, inst: Instruction) -> None:
    only(inst, set(), 4)
    t = ptx_type(inst, lambda t: t != "pred")
    d, a, b, c = inst.operands
    lo.store(d, t, f"({lo.value(c, 'pred')} ? {lo.value(a, t)} : {lo.value(b, t)})")
