"""The *_sync intrinsics and __activemask for the target HIP (see the package's docstring): masks
dropped (HIP before 6.2), widened to 64 bits or cast (6.2+), reported where no rewrite is right;
in code and in #define bodies."""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.hip_releases import newest
from cass_lsp.core.result import Edit, Severity
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule
from cass_lsp.translate.warp.ballot import check_ballot_storage
from cass_lsp.translate.warp.masks import (
    ACTIVE_MASK,
    BALLOT_CALLS,
    BEFORE_SYNC,
    FULL_MASK_64,
    MATCH_SYNC,
    NAMES,
    NOT_IN_HIP,
    SYNC_HIP,
    SYNC_SINCE,
    SYNC_TO_PLAIN,
    WIDE_EXPR,
    assigned,
    has_sync,
    in_hip,
    is_full_mask,
    local_variable,
    mask_kind,
    missing,
    variable_kinds,
)

# -- names -------------------------------------------------------------------------------------


def handle_name(ctx: Context, node: Node, name: str) -> None:
    """A warp intrinsic's name in code."""
    call = call_of_callee(node)
    sync = has_sync(ctx)
    if call is None:
        if sync and (in_hip(ctx, name) or name == "__activemask"):
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
                f"{BEFORE_SYNC} has no __activemask: rewritten to __ballot(1), which returns a 64-bit mask of the"
                " active lanes",
                call.start_byte,
                call.end_byte,
            )
        check_ballot_storage(ctx, call, name)
        return
    if name == "__syncwarp":
        ctx.replace(call.start_byte, call.end_byte, "__builtin_amdgcn_wave_barrier()")
        ctx.report(
            "syncwarp",
            f"HIP has no __syncwarp (none up to {newest().short}): rewritten to __builtin_amdgcn_wave_barrier();"
            " AMD wavefronts run in lockstep, so a partial mask synchronises the whole wavefront",
            call.start_byte,
            call.end_byte,
        )
        return
    if missing(ctx, name) or (name in MATCH_SYNC and not sync):
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
        check_ballot_storage(ctx, call, name)


def _missing(ctx: Context, name: str) -> str:
    """Which HIP releases lack ``name``."""
    if name in NOT_IN_HIP or name == "__syncwarp":
        return f"HIP has no {name} (none up to {newest().short})"
    if has_sync(ctx):  # pragma: no cover - the others exist there
        return f"HIP {newest().short} has no {name}"
    if name in MATCH_SYNC or name == "__activemask":
        note = ctx.mapping.sync_intrinsics_note
        return f"{BEFORE_SYNC} has no {name} ({SYNC_SINCE}+ has it, with a 64-bit mask); {note}"
    return f"{BEFORE_SYNC} has no {name}; {ctx.mapping.sync_intrinsics_note}"


def _activemask_fix(ctx: Context, mask: Node | None) -> dict:
    """The quick fix for a mask HIP cannot use as it is: __activemask() in the CUDA source."""
    if mask is None or ACTIVE_MASK.match(ctx.text(mask)):
        return {}
    return {
        "fix": (Edit(mask.start_byte, mask.end_byte, "__activemask()"),),
        "fix_title": "Use __activemask() as the mask (the lanes that run this call)",
    }


def full_mask_hip5(name: str, where: str = "") -> str:
    """The finding of a full mask dropped (HIP before 6.2), in code or in a #define body (``where``)."""
    return (
        f"{name}{where} with the full mask becomes {SYNC_TO_PLAIN[name]} ({BEFORE_SYNC} has no *_sync intrinsics);"
        " on wave64 targets it spans all 64 lanes"
    )


TRAP_CAVEAT = (
    "Without NDEBUG, HIP traps if a lane in the mask is inactive: on wave64 (gfx90a, gfx942) a block whose size"
    " is not a multiple of 64 needs __activemask() instead"
)


def full_mask_hip6(name: str, mask: str, where: str = "") -> str:
    """The finding of a full 32-bit mask widened (HIP 6.2+), in code or in a #define body (``where``)."""
    return (
        f"{name}{where}: {SYNC_HIP} takes a 64-bit mask, so the full mask `{mask}` becomes {FULL_MASK_64} (wave32"
        f" uses its low half). {TRAP_CAVEAT}"
    )


def _sync_call_hip5(ctx: Context, node: Node, call: Node, name: str, args: list[Node]) -> None:
    """HIP before 6.2: drop a mask that is every active lane; any other mask is an error."""
    plain = SYNC_TO_PLAIN[name]
    mask_node = args[0] if args else None
    mask = ctx.text(mask_node) if mask_node is not None else "(none)"
    kind = mask_kind(ctx, mask) if mask_node is not None else None
    var_kinds = None
    where = "in this function"
    if kind is None and mask_node is not None and mask_node.type == "identifier":
        var = local_variable(ctx, mask_node)
        var_kinds = variable_kinds(ctx, var)
        where = var.where if var is not None else where
    if mask_node is not None and (kind is not None or var_kinds is not None):
        ctx.replace(node.start_byte, node.end_byte, plain)
        end = args[1].start_byte if len(args) > 1 else mask_node.end_byte
        ctx.replace(mask_node.start_byte, end, "")
        if var_kinds is not None:
            what = (
                f"{name}: `{mask}` is assigned only {assigned(var_kinds)} {where}, so it names every active"
                f" lane: it becomes {plain}, which takes no mask ({BEFORE_SYNC} has no *_sync intrinsics)"
            )
        elif kind is not None and kind[0] == "active":
            what = (
                f"{name} with __activemask() (every active lane) becomes {plain}, which takes no mask"
                f" ({BEFORE_SYNC} has no *_sync intrinsics)"
            )
        else:
            what = full_mask_hip5(name)
        ctx.report("warp-sync-rewritten", what, call.start_byte, call.end_byte)
        return
    ctx.report(
        "warp-sync-mask",
        f"{name} with mask `{mask}`: {BEFORE_SYNC} has only {plain}, which takes no mask and acts on every active"
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
        var = local_variable(ctx, mask_node)
    var_kinds = variable_kinds(ctx, var)
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
                f"{name}: `{mask}` is assigned only {assigned(kinds)} {var.where} but is not a 64-bit"
                f" integer, and {SYNC_HIP} takes a 64-bit mask: the call uses {replacement}"
                + ("" if active else f". {TRAP_CAVEAT}")
            )
        elif active:
            what = f"{name}: `{mask}` is __activemask(), used directly ({SYNC_HIP} takes a 64-bit mask)"
        else:
            what = full_mask_hip6(name, mask)
        ctx.report("warp-sync-rewritten", what, call.start_byte, call.end_byte)
        return
    wide = WIDE_EXPR.match(mask) is not None or (var is not None and var.wide())
    if not wide:
        ctx.replace(mask_node.start_byte, mask_node.start_byte, "static_cast<unsigned long long>(")
        ctx.replace(mask_node.end_byte, mask_node.end_byte, ")")
    cast = "" if wide else f" It was cast to unsigned long long, as {SYNC_HIP} wants a 64-bit mask."
    ctx.report(
        "warp-sync-mask",
        f"{name} with mask `{mask}`: a CUDA mask names lanes of a 32-lane warp, but on wave64 targets (gfx90a,"
        f" gfx942) lanes 32-63 run in the same wavefront and are not in it. {SYNC_HIP} checks (unless NDEBUG is"
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
    if has_sync(ctx) and (in_hip(ctx, name) or name == "__activemask"):
        ctx.need("warp_sync_builtins")
        span = _macro_mask(ctx, end) if name != "__activemask" else None
        if span is not None:
            _macro_mask_hip6(ctx, start, end, name, *span)
        return
    if name in SYNC_TO_PLAIN and _rewrite_macro_call(ctx, start, end, name):
        return
    if name in SYNC_TO_PLAIN:
        message = (
            f"{name} in a macro body: {BEFORE_SYNC} has no *_sync intrinsics; write {SYNC_TO_PLAIN[name]} without"
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
    define = _defines_itself(ctx, start, SYNC_TO_PLAIN[name], after)
    if define is not None:
        # `#define __shfl(v,d) __shfl_sync(0xffffffff, v, d)` would become `#define __shfl(v, d)
        # __shfl(v, d)`: HIP's own __shfl hidden behind a macro of two arguments (its width
        # argument lost to every later use, hipCUB's included). HIP has the plain form: the
        # definition goes.
        ctx.replace(define.start_byte, _line_end(ctx, define.end_byte), "")
        ctx.report(
            "warp-sync-rewritten",
            f"{name} with the full mask is {SYNC_TO_PLAIN[name]} ({BEFORE_SYNC} has no *_sync intrinsics), which HIP"
            f" has: this #define of {SYNC_TO_PLAIN[name]} to itself is removed; on wave64 targets it spans all 64"
            " lanes",
            start,
            end,
        )
        return True
    ctx.replace(start, end, SYNC_TO_PLAIN[name])
    ctx.replace(end + ctx.data[end:mask_start].index(b"(") + 1, after, "")
    ctx.report("warp-sync-rewritten", full_mask_hip5(name, " in a macro body"), start, end)
    return True


def _defines_itself(ctx: Context, start: int, plain: str, after: int) -> Node | None:
    """The `#define plain(a, b) NAME_sync(MASK, a, b)` whose body is the call at ``start`` (its
    arguments after the mask from ``after``), when dropping the mask leaves exactly `plain(a, b)`."""
    node = ctx.root.descendant_for_byte_range(start, start)
    while node is not None and node.type != "preproc_function_def":
        node = node.parent
    if node is None:
        return None
    name, params, body = (node.child_by_field_name(f) for f in ("name", "parameters", "value"))
    if name is None or params is None or body is None or ctx.text(name) != plain:
        return None
    if ctx.data[body.start_byte : start].strip():
        return None  # the call is not the whole body
    text = ctx.data[after : body.end_byte].decode("utf-8", "replace").strip()
    if not text.endswith(")"):
        return None
    args = [a.strip() for a in text[:-1].split(",")]
    names = [ctx.text(p) for p in params.named_children]
    return node if args == names else None


def _line_end(ctx: Context, offset: int) -> int:
    """Just past the newline that ends the line at ``offset`` (the end of the file at most)."""
    if offset > 0 and ctx.data[offset - 1 : offset] == b"\n":
        return offset
    nl = ctx.data.find(b"\n", offset)
    return len(ctx.data) if nl == -1 else nl + 1


def _macro_mask_hip6(ctx: Context, start: int, end: int, name: str, mask_start: int, mask_end: int, _: int) -> None:
    mask = ctx.data[mask_start:mask_end].decode("utf-8", "replace")
    kind = mask_kind(ctx, mask)
    if kind is not None:
        if kind[1] and kind[0] in ("active", "full64"):
            return
        replacement = "__activemask()" if kind[0] == "active" else FULL_MASK_64
        ctx.replace(mask_start, mask_end, replacement)
        if kind[0] == "active":
            what = f"{name} in a macro body: `{mask}` is __activemask(), used directly ({SYNC_HIP} takes a 64-bit mask)"
        else:
            what = full_mask_hip6(name, mask, " in a macro body")
        ctx.report("warp-sync-rewritten", what, start, end)
        return
    wide = WIDE_EXPR.match(mask) is not None
    if not wide:
        ctx.replace(mask_start, mask_start, "static_cast<unsigned long long>(")
        ctx.replace(mask_end, mask_end, ")")
    ctx.report(
        "warp-sync-mask",
        f"{name} in a macro body with mask `{mask}`: a CUDA mask names lanes of a 32-lane warp, but on wave64"
        f" targets (gfx90a, gfx942) lanes 32-63 share the wavefront, and {SYNC_HIP} traps (unless NDEBUG is"
        " defined) when the mask is not exactly the lanes that call"
        + ("" if wide else f"; it was cast to unsigned long long, as {SYNC_HIP} wants a 64-bit mask"),
        start,
        end,
        severity=Severity.WARNING if wide else None,
    )


# -- rules -------------------------------------------------------------------------------------


_SYNC_CODES = frozenset({"warp-sync-missing", "warp-sync-rewritten", "warp-sync-mask", "syncwarp", "ballot-32bit"})


@rule(
    "warp.activemask",
    macro=handle_macro_token,
    names={"__activemask"},
    codes={"activemask", "warp-sync-missing", "ballot-32bit"},
    produces={"warp_sync_builtins"},
    doc=f"__activemask: kept for {SYNC_HIP}, __ballot(1) before",
)
@rule(
    "warp.sync",
    macro=handle_macro_token,
    names=NAMES - {"__activemask"},
    codes=_SYNC_CODES,
    # A dropped mask takes the __activemask() in it along (its rewrite and its finding).
    supersedes={"warp.activemask"},
    produces={"warp_sync_builtins"},
    doc="*_sync intrinsics for the target HIP: masks dropped, widened or reported",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    if node.type == "identifier":
        handle_name(ctx, node, name)
