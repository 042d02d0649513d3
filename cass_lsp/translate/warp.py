"""Warp-level hazards: lane masks, *_sync intrinsics, and a warp size of 32 written into code.

HIP runs wave32 on RDNA (gfx10xx, gfx11xx, gfx12xx) and wave64 on CDNA (gfx90a, gfx942): a mask
of 0xffffffff covers half a CDNA wavefront, and `& 31`, `% 32`, `>> 5` compute the wrong lane and
warp ids there.

What HIP has, by release (``TranslateOptions.hip``), as read in the headers of HIP 5.2.3 and
6.4.3 (the two toolchain lanes the tests compile with):

- before 6.2: no *_sync intrinsics, no __activemask; __shfl, __shfl_up/down/xor, __ballot,
  __any and __all take no mask and act on the active lanes of the wavefront. A *_sync call whose
  mask is provably every active lane loses its mask; any other mask is an error finding.
- 6.2 to 6.x: hip/amd_detail/amd_warp_sync_functions.h declares __shfl_sync, __shfl_up_sync,
  __shfl_down_sync, __shfl_xor_sync, __ballot_sync, __any_sync, __all_sync, __match_any_sync and
  __match_all_sync (and amd_warp_functions.h __activemask, returning 64 bits), all only when
  HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the HIP headers: the translation defines it
  before the file's first include. Their mask must be a 64-bit integer (a static_assert), so a
  full 32-bit mask becomes the full 64-bit one, and any other mask is cast. Unless NDEBUG is
  defined, each call checks (__hip_check_mask) that the mask is exactly the set of lanes that
  call it with that mask, and traps otherwise: a mask computed for a 32-lane warp fails on
  wave64 targets, where lanes 32-63 share the wavefront.
- 7.x: ROCm 7.0's release notes say the warp sync builtins are on by default (the header tests
  HIP_DISABLE_WARP_SYNC_BUILTINS instead), so no define is written. We have no 7.x headers to
  check this against; everything else is written as for 6.4.
- no release up to 6.4 has __syncwarp, __reduce_*_sync or __uni_sync.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.core.result import Edit, Severity
from cass_lsp.translate.context import (
    THIRTY_TWO_BIT_TYPES,
    Context,
    call_arguments,
    call_of_callee,
    thread_like,
)
from cass_lsp.translate.rules import Rule, register, rule

SYNC_TO_PLAIN = {
    "__shfl_sync": "__shfl",
    "__shfl_up_sync": "__shfl_up",
    "__shfl_down_sync": "__shfl_down",
    "__shfl_xor_sync": "__shfl_xor",
    "__ballot_sync": "__ballot",
    "__any_sync": "__any",
    "__all_sync": "__all",
}
MATCH_SYNC = frozenset({"__match_any_sync", "__match_all_sync"})  # HIP 6.2+ only
# No HIP release up to 6.4 has these.
NOT_IN_HIP = frozenset(
    {
        "__reduce_add_sync",
        "__reduce_min_sync",
        "__reduce_max_sync",
        "__reduce_and_sync",
        "__reduce_or_sync",
        "__reduce_xor_sync",
        "__uni_sync",
    }
)
SYNC_WITHOUT_HIP = MATCH_SYNC | NOT_IN_HIP  # what HIP before 6.2 lacks, besides the *_sync forms
SYNC_IN_HIP_6_2 = frozenset({*SYNC_TO_PLAIN, *MATCH_SYNC})  # take a 64-bit mask first
BALLOT_CALLS = frozenset({"__ballot_sync", "__ballot", "__activemask", *MATCH_SYNC})
NAMES = frozenset({*SYNC_TO_PLAIN, *SYNC_WITHOUT_HIP, "__activemask", "__syncwarp"})

FULL_MASK_64 = "0xffffffffffffffffull"
BEFORE_6_2 = "HIP before 6.2"
NEWEST_CHECKED = "6.4"

_ACTIVE_MASK = re.compile(r"^\(?\s*__activemask\s*\(\s*\)\s*\)?$")
# All 64 bits set (a 64-bit type on LP64 Linux, as HIP's static_assert wants).
_FULL_MASK_64 = re.compile(
    r"^\(?\s*(?:0[xX][fF]{16}[uUlL]*|~\(?0(?:[uU]?[lL]{1,2}|[lL]{1,2}[uU])\)?|-1[lL]{1,2})\s*\)?$"
)
# All 32 bits set: the full mask of a CUDA warp.
_FULL_MASK_32 = re.compile(r"^\(?\s*(?:0[xX][fF]{8}[uUlL]*|~\(?0[uU]?\)?|-1)\s*\)?$")
# Calls and literals whose type is 64-bit on HIP 6.2+ (no cast needed to pass them as a mask).
_WIDE_EXPR = re.compile(
    r"^(?:__(?:ballot(?:64|_sync)?|activemask|match_(?:any|all)_sync)\s*\(|0[xX][0-9a-fA-F]{9,}|\d+[uU]?[lL]{2}\b)"
)
SIXTY_FOUR_BIT_TYPES = frozenset(
    {
        "unsigned long long",
        "unsigned long long int",
        "long long",
        "long long int",
        "uint64_t",
        "int64_t",
        "std::uint64_t",
        "std::int64_t",
        "unsigned long",
        "unsigned long int",
        "long",
        "size_t",
    }
)
_WARP_MACRO_NAME = re.compile(r"(?i)warp_?size|warpsz|^lanes?$|threads_per_warp|lanes_per_warp|^warp$")


def has_sync(ctx: Context) -> bool:
    """Does the target HIP have the *_sync intrinsics (with 64-bit masks)?"""
    return ctx.options.hip >= (6, 2)


def mask_kind(ctx: Context, text: str, depth: int = 0) -> tuple[str, bool] | None:
    """("active" | "full64" | "full32", direct) for a mask that is every lane, else None.

    ``direct``: the text itself is the mask (not a macro or constant naming it).
    """
    text = text.strip()
    if _ACTIVE_MASK.match(text):
        return ("active", depth == 0)
    if _FULL_MASK_64.match(text):
        return ("full64", depth == 0)
    if _FULL_MASK_32.match(text):
        return ("full32", depth == 0)
    value = ctx.facts.object_macros.get(text) or ctx.facts.constants.get(text)
    if value is None or depth >= 4:
        return None
    return mask_kind(ctx, value, depth + 1)


def is_full_mask(ctx: Context, text: str, depth: int = 0) -> bool:
    return mask_kind(ctx, text, depth) is not None


# -- local mask variables ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Variable:
    """A mask argument that names a variable of the enclosing function."""

    type_text: str  # as declared, spaces normalised ("" when unknown)
    values: tuple[Node, ...] | None  # every value assigned to it; None: it may change otherwise

    def wide(self) -> bool:
        return self.type_text in SIXTY_FOUR_BIT_TYPES


def _enclosing_function(node: Node) -> Node | None:
    current = node.parent
    while current is not None and current.type != "function_definition":
        current = current.parent
    return current


def _local_variable(ctx: Context, ident: Node) -> _Variable | None:
    """The variable ``ident`` names, when the enclosing function declares it once (a parameter
    included), with every value the function assigns to it: found from each occurrence of the name
    in the function, so that any other way to change it (`m &= x`, `++m`, `&m`, a reference, a
    call that may take it by reference) makes the values unknown."""
    fn = _enclosing_function(ident)
    if fn is None:
        return None
    name = ctx.text(ident)
    pattern = re.compile(rb"(?<![\w])" + re.escape(name.encode()) + rb"(?![\w])")
    declarations: list[Node] = []
    values: list[Node] = []
    provable = True
    for m in pattern.finditer(ctx.data, fn.start_byte, fn.end_byte):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "identifier" or (node.start_byte, node.end_byte) != m.span():
            continue
        parent = node.parent
        if parent is None:
            continue
        kind = parent.type
        if kind == "init_declarator" and parent.child_by_field_name("declarator") == node:
            declarations.append(parent.parent)  # type: ignore[arg-type]
            value = parent.child_by_field_name("value")
            if value is None or value.type in ("initializer_list", "argument_list"):
                provable = False
            else:
                values.append(value)
        elif kind == "declaration" and node in parent.children_by_field_name("declarator"):
            declarations.append(parent)
        elif kind in ("parameter_declaration", "optional_parameter_declaration"):
            declarations.append(parent)
            provable = False  # the caller's value
        elif kind.endswith("_declarator"):
            declarations.append(parent)  # a pointer, reference or array of that name
            provable = False
        elif kind == "assignment_expression" and parent.child_by_field_name("left") == node:
            op = parent.child_by_field_name("operator")
            right = parent.child_by_field_name("right")
            if op is None or ctx.text(op) != "=" or right is None:
                provable = False
            else:
                values.append(right)
        elif kind == "update_expression" or (
            kind == "pointer_expression" and ctx.data[parent.start_byte : parent.start_byte + 1] == b"&"
        ):
            provable = False  # ++m, &m
        elif kind == "argument_list":
            call = parent.parent
            callee = call.child_by_field_name("function") if call is not None else None
            if callee is None or not ctx.text(callee).startswith("__"):
                provable = False  # a user function may take it by reference
        elif kind == "init_declarator":
            declarator = parent.child_by_field_name("declarator")
            if declarator is not None and declarator.type == "reference_declarator":
                provable = False
    if len(declarations) != 1:
        return None
    decl = declarations[0]
    if decl is None:
        return None
    if any(c.type == "storage_class_specifier" and ctx.text(c) == "static" for c in decl.children):
        provable = False
    type_node = decl.child_by_field_name("type")
    type_text = " ".join(ctx.text(type_node).split()) if type_node is not None else ""
    return _Variable(type_text, tuple(values) if provable and values else None)


def _variable_kinds(ctx: Context, var: _Variable | None) -> list[tuple[str, bool]] | None:
    """The mask kind of every value the variable is assigned, when all are every-lane masks."""
    if var is None or var.values is None:
        return None
    kinds = [mask_kind(ctx, ctx.text(v)) for v in var.values]
    if any(k is None for k in kinds):
        return None
    return kinds  # type: ignore[return-value]


def _assigned(kinds: list[tuple[str, bool]]) -> str:
    names = {"__activemask()" if k == "active" else "the full mask" for k, _ in kinds}
    return " or ".join(sorted(names))


# -- names -------------------------------------------------------------------------------------


def handle_name(ctx: Context, node: Node, name: str) -> None:
    """A warp intrinsic's name in code."""
    call = call_of_callee(node)
    sync = has_sync(ctx)
    if call is None:
        if sync and (name in SYNC_IN_HIP_6_2 or name == "__activemask"):
            ctx.need("warp_sync_builtins")
            return
        ctx.report(
            "warp-sync-missing",
            f"{name} is not a call here; {_missing(ctx, name)}",
            node.start_byte,
            node.end_byte,
        )
        return
    args = call_arguments(call)
    if name == "__activemask":
        if sync:
            ctx.need("warp_sync_builtins")
        else:  # (inside the mask of a call that drops it, warp.sync's edit supersedes this one)
            ctx.replace(call.start_byte, call.end_byte, "__ballot(1)")
            ctx.report(
                "activemask",
                f"{BEFORE_6_2} has no __activemask: rewritten to __ballot(1), which returns a 64-bit mask of the"
                " active lanes",
                call.start_byte,
                call.end_byte,
            )
        _check_ballot_storage(ctx, call, name)
        return
    if name == "__syncwarp":
        ctx.replace(call.start_byte, call.end_byte, "__builtin_amdgcn_wave_barrier()")
        ctx.report(
            "syncwarp",
            f"HIP has no __syncwarp (none up to {NEWEST_CHECKED}): rewritten to __builtin_amdgcn_wave_barrier();"
            " AMD wavefronts run in lockstep, so a partial mask synchronises the whole wavefront",
            call.start_byte,
            call.end_byte,
        )
        return
    if name in NOT_IN_HIP or (name in MATCH_SYNC and not sync):
        ctx.report(
            "warp-sync-missing",
            f"{_missing(ctx, name)}. Rewrite it with {'__shfl_xor_sync' if sync else '__shfl'}/__ballot loops",
            call.start_byte,
            call.end_byte,
        )
        return
    if sync:
        _sync_call_hip6(ctx, call, name, args)
    else:
        _sync_call_hip5(ctx, node, call, name, args)
    if name in BALLOT_CALLS:
        _check_ballot_storage(ctx, call, name)


def _missing(ctx: Context, name: str) -> str:
    """Which HIP releases lack ``name``."""
    if name in NOT_IN_HIP or name == "__syncwarp":
        return f"HIP has no {name} (none up to {NEWEST_CHECKED})"
    if has_sync(ctx):  # pragma: no cover - the others exist there
        return f"HIP {NEWEST_CHECKED} has no {name}"
    if name in MATCH_SYNC or name == "__activemask":
        return f"{BEFORE_6_2} has no {name} (6.2+ has it, with a 64-bit mask); {ctx.mapping.sync_intrinsics_note}"
    return f"{BEFORE_6_2} has no {name}; {ctx.mapping.sync_intrinsics_note}"


def _activemask_fix(ctx: Context, mask: Node | None) -> dict:
    """The quick fix for a mask HIP cannot use as it is: __activemask() in the CUDA source."""
    if mask is None or _ACTIVE_MASK.match(ctx.text(mask)):
        return {}
    return {
        "fix": (Edit(mask.start_byte, mask.end_byte, "__activemask()"),),
        "fix_title": "Use __activemask() as the mask (the lanes that run this call)",
    }


def _sync_call_hip5(ctx: Context, node: Node, call: Node, name: str, args: list[Node]) -> None:
    """HIP before 6.2: drop a mask that is every active lane; any other mask is an error."""
    plain = SYNC_TO_PLAIN[name]
    mask_node = args[0] if args else None
    mask = ctx.text(mask_node) if mask_node is not None else "(none)"
    kind = mask_kind(ctx, mask) if mask_node is not None else None
    var_kinds = None
    if kind is None and mask_node is not None and mask_node.type == "identifier":
        var_kinds = _variable_kinds(ctx, _local_variable(ctx, mask_node))
    if mask_node is not None and (kind is not None or var_kinds is not None):
        ctx.replace(node.start_byte, node.end_byte, plain)
        end = args[1].start_byte if len(args) > 1 else mask_node.end_byte
        ctx.replace(mask_node.start_byte, end, "")
        if var_kinds is not None:
            what = (
                f"{name}: {mask} is assigned only {_assigned(var_kinds)} in this function, so it names every active"
                f" lane: it becomes {plain}, which takes no mask ({BEFORE_6_2} has no *_sync intrinsics)"
            )
        elif kind is not None and kind[0] == "active":
            what = (
                f"{name} with __activemask() (every active lane) becomes {plain}, which takes no mask"
                f" ({BEFORE_6_2} has no *_sync intrinsics)"
            )
        else:
            what = (
                f"{name} with the full mask becomes {plain} ({BEFORE_6_2} has no *_sync intrinsics); on wave64"
                " targets it spans all 64 lanes"
            )
        ctx.report("warp-sync-rewritten", what, call.start_byte, call.end_byte)
        return
    ctx.report(
        "warp-sync-mask",
        f"{name} with mask {mask}: {BEFORE_6_2} has only {plain}, which takes no mask and acts on every active"
        f" lane, so only a mask of every active lane can be dropped. {ctx.mapping.sync_intrinsics_note}. If the"
        " mask is always the lanes that run this call, use __activemask() (a quick fix) and it is dropped;"
        " otherwise restructure the code so that all lanes take part",
        call.start_byte,
        call.end_byte,
        **_activemask_fix(ctx, mask_node),
    )


def _sync_call_hip6(ctx: Context, call: Node, name: str, args: list[Node]) -> None:
    """HIP 6.2+: keep the *_sync form; its mask must be 64-bit and name the wavefront's lanes."""
    ctx.need("warp_sync_builtins")
    if not args:
        return
    mask_node = args[0]
    mask = ctx.text(mask_node)
    kind = mask_kind(ctx, mask)
    var = None
    if kind is None and mask_node.type == "identifier":
        var = _local_variable(ctx, mask_node)
    var_kinds = _variable_kinds(ctx, var)
    if kind is not None or var_kinds is not None:
        kinds = [kind] if kind is not None else var_kinds
        assert kinds is not None
        if kind is not None and kind[1] and kind[0] in ("active", "full64"):
            return  # already 64 bits: __activemask() or ~0ull
        if var is not None and var.wide() and all(d and k in ("active", "full64") for k, d in kinds):
            return  # e.g. `unsigned long long m = __activemask();`
        active = any(k == "active" for k, _ in kinds)
        replacement = "__activemask()" if active else FULL_MASK_64
        ctx.replace(mask_node.start_byte, mask_node.end_byte, replacement)
        if var is not None:
            what = (
                f"{name}: {mask} is assigned only {_assigned(kinds)} in this function but is not a 64-bit"
                f" integer, and HIP 6.2+ takes a 64-bit mask: the call uses {replacement}"
            )
        elif active:
            what = f"{name}: {mask} is __activemask(), used directly (HIP 6.2+ takes a 64-bit mask)"
        else:
            what = (
                f"{name}: HIP 6.2+ takes a 64-bit mask, so the full mask {mask} becomes {FULL_MASK_64} (wave32"
                " uses its low half). Without NDEBUG, HIP traps if a lane in the mask is inactive: on wave64"
                " (gfx90a, gfx942) a block whose size is not a multiple of 64 needs __activemask() instead"
            )
        ctx.report("warp-sync-rewritten", what, call.start_byte, call.end_byte)
        return
    wide = _WIDE_EXPR.match(mask) is not None or (var is not None and var.wide())
    if not wide:
        ctx.replace(mask_node.start_byte, mask_node.start_byte, "static_cast<unsigned long long>(")
        ctx.replace(mask_node.end_byte, mask_node.end_byte, ")")
    cast = "" if wide else " It was cast to unsigned long long, as HIP 6.2+ wants a 64-bit mask."
    ctx.report(
        "warp-sync-mask",
        f"{name} with mask {mask}: a CUDA mask names lanes of a 32-lane warp, but on wave64 targets (gfx90a,"
        " gfx942) lanes 32-63 run in the same wavefront and are not in it. HIP 6.2+ checks (unless NDEBUG is"
        f" defined) that the mask is exactly the lanes that make the call, and traps otherwise.{cast} Right on"
        " wave32 targets (RDNA); for wave64, compute the mask per wavefront (__activemask(), __ballot_sync) or"
        " restructure the code so that all lanes take part",
        call.start_byte,
        call.end_byte,
        severity=Severity.WARNING if wide else None,
        **_activemask_fix(ctx, mask_node),
    )


# -- #define bodies ----------------------------------------------------------------------------


def handle_macro_token(ctx: Context, start: int, end: int, name: str) -> None:
    """A warp intrinsic inside a #define body: no tree there, so rewrite only a mask that is
    plainly the first argument on the same line, and report the rest."""
    if has_sync(ctx) and (name in SYNC_IN_HIP_6_2 or name == "__activemask"):
        ctx.need("warp_sync_builtins")
        span = _macro_mask(ctx, end) if name != "__activemask" else None
        if span is not None:
            _macro_mask_hip6(ctx, start, end, name, *span)
        return
    if name in SYNC_TO_PLAIN and _rewrite_macro_call(ctx, start, end, name):
        return
    if name in SYNC_TO_PLAIN:
        message = (
            f"{name} in a macro body: {BEFORE_6_2} has no *_sync intrinsics; write {SYNC_TO_PLAIN[name]} without"
            " the mask if the mask is the full mask"
        )
        ctx.report("warp-sync-mask", message, start, end)
    else:
        ctx.report("warp-sync-missing", _missing(ctx, name), start, end)


def _macro_mask(ctx: Context, end: int) -> tuple[int, int, int] | None:
    """The first argument of the call whose name ends at ``end``, on the same line: (start and
    end of the mask, without spaces; where the next argument starts)."""
    data = ctx.data
    pos = end
    while pos < len(data) and data[pos] in b" \t":
        pos += 1
    if pos >= len(data) or data[pos : pos + 1] != b"(":
        return None
    depth, i = 0, pos + 1
    while i < len(data) and data[i : i + 1] != b"\n":
        c = data[i : i + 1]
        if c in b"([{":
            depth += 1
        elif c in b")]}":
            if depth == 0:
                return None
            depth -= 1
        elif c == b"," and depth == 0:
            break
        i += 1
    else:
        return None
    start, stop = pos + 1, i
    while start < stop and data[start] in b" \t":
        start += 1
    while stop > start and data[stop - 1] in b" \t":
        stop -= 1
    after = i + 1
    while after < len(data) and data[after] in b" \t":
        after += 1
    return start, stop, after


def _rewrite_macro_call(ctx: Context, start: int, end: int, name: str) -> bool:
    """`__shfl_down_sync(0xffffffff, v, d)` in a #define body: drop the full mask as in code."""
    span = _macro_mask(ctx, end)
    if span is None:
        return False
    mask_start, mask_end, after = span
    if not is_full_mask(ctx, ctx.data[mask_start:mask_end].decode("utf-8", "replace")):
        return False
    ctx.replace(start, end, SYNC_TO_PLAIN[name])
    ctx.replace(end + ctx.data[end:mask_start].index(b"(") + 1, after, "")
    ctx.report(
        "warp-sync-rewritten",
        f"{name} with the full mask becomes {SYNC_TO_PLAIN[name]} ({BEFORE_6_2} has no *_sync intrinsics)",
        start,
        end,
    )
    return True


def _macro_mask_hip6(ctx: Context, start: int, end: int, name: str, mask_start: int, mask_end: int, _: int) -> None:
    mask = ctx.data[mask_start:mask_end].decode("utf-8", "replace")
    kind = mask_kind(ctx, mask)
    if kind is not None:
        if kind[1] and kind[0] in ("active", "full64"):
            return
        replacement = "__activemask()" if kind[0] == "active" else FULL_MASK_64
        ctx.replace(mask_start, mask_end, replacement)
        ctx.report(
            "warp-sync-rewritten",
            f"{name} in a macro body: HIP 6.2+ takes a 64-bit mask, so {mask} becomes {replacement}",
            start,
            end,
        )
        return
    wide = _WIDE_EXPR.match(mask) is not None
    if not wide:
        ctx.replace(mask_start, mask_start, "static_cast<unsigned long long>(")
        ctx.replace(mask_end, mask_end, ")")
    ctx.report(
        "warp-sync-mask",
        f"{name} in a macro body with mask {mask}: a CUDA mask names lanes of a 32-lane warp, but on wave64"
        " targets (gfx90a, gfx942) lanes 32-63 share the wavefront, and HIP 6.2+ traps (unless NDEBUG is"
        " defined) when the mask is not exactly the lanes that call"
        + ("" if wide else "; it was cast to unsigned long long, as HIP 6.2+ wants a 64-bit mask"),
        start,
        end,
        severity=Severity.WARNING if wide else None,
    )


def _check_ballot_storage(ctx: Context, call: Node, name: str) -> None:
    """`unsigned m = __ballot_sync(...)` keeps half a wave64 ballot."""
    parent = call.parent
    if parent is None or parent.type != "init_declarator":
        return
    decl = parent.parent
    type_node = decl.child_by_field_name("type") if decl is not None else None
    if decl is None or type_node is None or decl.type != "declaration":
        return
    type_text = " ".join(ctx.text(type_node).split())
    if type_text not in THIRTY_TWO_BIT_TYPES:
        return
    fix = (Edit(type_node.start_byte, type_node.end_byte, "unsigned long long"),)
    ctx.report(
        "ballot-32bit",
        f"The result of {name} is kept in {type_text}: HIP's ballot is 64-bit, and on wave64 targets lanes 32-63"
        " are lost. Use a 64-bit integer (and __popcll/__ffsll on it)",
        type_node.start_byte,
        call.end_byte,
        fix=fix,
        fix_title="Keep the ballot in unsigned long long",
    )


# -- numbers ---------------------------------------------------------------------------------

NUMBER_CANDIDATES = re.compile(rb"(?<![\w.])(?:31|32|16|5|0[xX][fF]{8})[uUlL]*(?![\w.])")


def _literal_value(text: str) -> int | None:
    try:
        return int(text.rstrip("uUlL"), 0)
    except ValueError:
        return None


@rule("warp.numbers", phase="range", order=50, codes={"warp-size-literal", "lane-mask-32"})
def check_numbers(ctx: Context, start: int, end: int) -> None:
    root = ctx.root
    for m in NUMBER_CANDIDATES.finditer(ctx.data, start, end):
        node = root.descendant_for_byte_range(m.start(), m.end())
        if node is not None and node.type == "number_literal" and node.start_byte == m.start():
            check_number(ctx, node)


def check_number(ctx: Context, node: Node) -> None:
    """A number literal that may stand for the warp size (32), lane mask (31), warp shift (5)."""
    value = _literal_value(ctx.text(node))
    parent = node.parent
    if value is None or parent is None:
        return
    if value == 0xFFFFFFFF:
        _check_mask_comparison(ctx, parent)
        return
    if parent.type == "binary_expression" and parent.child_by_field_name("right") == node:
        op_node = parent.child_by_field_name("operator")
        op = ctx.text(op_node) if op_node is not None else ""
        left = parent.child_by_field_name("left")
        if left is None or not thread_like(ctx.text(left)):
            return
        left_text = ctx.text(left)
        if value == 31 and op == "&":
            _warp_finding(ctx, parent, f"`{left_text} & 31` assumes 32 lanes", node, "(warpSize - 1)")
        elif value == 32 and op in ("%", "/"):
            what = "lane index" if op == "%" else "warp index"
            _warp_finding(ctx, parent, f"`{left_text} {op} 32` computes a {what} for 32 lanes", node, "warpSize")
        elif value == 5 and op == ">>" and op_node is not None:
            fix = (Edit(op_node.start_byte, node.end_byte, "/ warpSize"),)
            _warp_report(ctx, parent, f"`{left_text} >> 5` computes a warp index for 32 lanes", fix)
        return
    if value == 16:
        _check_shuffle_loop(ctx, node)


def _check_mask_comparison(ctx: Context, parent: Node) -> None:
    op_node = parent.child_by_field_name("operator") if parent.type == "binary_expression" else None
    if op_node is not None and ctx.text(op_node) in ("==", "!="):
        ctx.report(
            "lane-mask-32",
            "Comparing a lane mask with 0xffffffff tests 32 lanes; on wave64 targets a full mask is"
            " 0xffffffffffffffff (compare with __ballot(1) instead)",
            parent.start_byte,
            parent.end_byte,
        )


def _check_shuffle_loop(ctx: Context, node: Node) -> None:
    """`for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down(...)` reduces 32 lanes."""
    init = node.parent
    if init is None or init.type != "init_declarator":
        return
    decl = init.parent
    loop = decl.parent if decl is not None else None
    if loop is None or loop.type != "for_statement" or loop.child_by_field_name("initializer") != decl:
        return
    body = loop.child_by_field_name("body")
    if body is None or b"__shfl" not in ctx.data[body.start_byte : body.end_byte]:
        return
    _warp_finding(
        ctx,
        init,
        "A shuffle reduction starting at offset 16 combines 32 lanes; on wave64 targets lanes 32-63 are left out",
        node,
        "warpSize / 2",
    )


def _warp_finding(ctx: Context, construct: Node, what: str, literal: Node, replacement: str) -> None:
    _warp_report(ctx, construct, what, (Edit(literal.start_byte, literal.end_byte, replacement),))


def _warp_report(ctx: Context, construct: Node, what: str, fix: tuple[Edit, ...]) -> None:
    ctx.report(
        "warp-size-literal",
        f"{what}; AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts. Use warpSize",
        construct.start_byte,
        construct.end_byte,
        fix=fix,
        fix_title="Use warpSize",
    )


@rule("warp.size-definitions", phase="range", order=60, codes={"warp-size-macro"})
def check_warp_size_definitions(ctx: Context, start: int, end: int) -> None:
    """`#define WARP_SIZE 32` and `constexpr int kWarpSize = 32;` fix the warp size for all targets."""
    for name, body in ctx.facts.object_macros.items():
        if body == "32" and _WARP_MACRO_NAME.search(name):
            for m in re.finditer(rb"#[ \t]*define[ \t]+" + re.escape(name.encode()) + rb"[ \t]+32\b", ctx.data):
                if start <= m.start() < end:
                    ctx.report(
                        "warp-size-macro",
                        f"{name} is 32, but AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts: use warpSize in"
                        " device code (a constant in HIP), and hipDeviceProp_t::warpSize on the host",
                        m.start(),
                        m.end(),
                    )
    for m in re.finditer(rb"(?i)\b(\w*warp_?size\w*)\s*=\s*32\b", ctx.data[start:end]):
        s = start + m.start(1)
        node = ctx.root.descendant_for_byte_range(s, start + m.end(1))
        if (
            node is not None
            and node.type == "identifier"
            and node.parent is not None
            and node.parent.type == "init_declarator"
        ):
            ctx.report(
                "warp-size-macro",
                f"{m.group(1).decode()} is 32, but AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts: use"
                " warpSize in device code (a constant in HIP), and hipDeviceProp_t::warpSize on the host",
                node.parent.start_byte,
                node.parent.end_byte,
            )


# -- rules -------------------------------------------------------------------------------------


def _in_code(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        handle_name(ctx, node, name)


_SYNC_CODES = frozenset({"warp-sync-missing", "warp-sync-rewritten", "warp-sync-mask", "syncwarp", "ballot-32bit"})
register(
    Rule(
        "warp.sync",
        "identifiers",
        run=_in_code,
        macro=handle_macro_token,
        names=NAMES - {"__activemask"},
        codes=_SYNC_CODES,
        # A dropped mask takes the __activemask() in it along (its rewrite and its finding).
        supersedes=frozenset({"warp.activemask"}),
        produces=frozenset({"warp_sync_builtins"}),
        doc="*_sync intrinsics for the target HIP: masks dropped, widened or reported",
    )
)
register(
    Rule(
        "warp.activemask",
        "identifiers",
        run=_in_code,
        macro=handle_macro_token,
        names=frozenset({"__activemask"}),
        codes=frozenset({"activemask", "warp-sync-missing", "ballot-32bit"}),
        produces=frozenset({"warp_sync_builtins"}),
        doc="__activemask: kept for HIP 6.2+, __ballot(1) before",
    )
)
