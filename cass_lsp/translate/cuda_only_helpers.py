"""A helper the file never calls, built on an API HIP lacks, is kept for CUDA only.

NVIDIA's shared headers carry helpers few programs call: CUDALibrarySamples' cublas_utils.h has
``getFixedPointWorkspaceSizeInBytes`` (CUDA 13's ``cudaEmulationMantissaControl``), and its
cusolver_utils.h ``get_cusolver_refinement_solver`` (``cusolverIRSRefinement_t``). Every project
includes the header, so one such helper stops every port from compiling, though almost none
calls it.

A function defined at namespace scope (host, ``__device__`` or ``__global__``) whose text holds an
error finding about an API name (``API_CODES``), and whose name the file uses nowhere else, goes
inside ``#ifndef __HIP_PLATFORM_AMD__`` ... ``#endif`` (its leading comment and template line
with it). One ``cuda-only-helper`` warning on its name says so; it speaks for the whole function
and replaces the error findings inside it (``Recorder.finding``'s ``scope``). A caller in another
file then fails with "use of undeclared identifier", which the warning explains. A function the
file itself uses keeps its errors: guarding it would only move them.

A host function another translation unit may call (external linkage, in a file that is no header:
no include guard or `#pragma once`) is never removed: the link of its callers would fail. There
the statements that hold the errors are guarded instead (``portability.guard_statement``), and the
function stays, doing the rest; where one cannot be (an error in its signature, a declaration), the
errors stand. Errors in a branch the translation decides AMD never compiles (`#if CUDART_VERSION
< 5000`: cuda_version.py, cuda_arch.py) were already replaced by the note that decided it.

Whole-file translations only: converting one kernel leaves the rest of the file CUDA, and whether
a function is used is a question about the whole file; there the errors stand.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.core.hip_releases import NEWEST_HIP
from cass_lsp.core.result import Finding, Severity
from cass_lsp.syntax.cuda import Function
from cass_lsp.translate import includes, lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.includes import is_header
from cass_lsp.translate.portability import guard_statement
from cass_lsp.translate.rules import rule

CODE = "cuda-only-helper"
# Findings about a CUDA API name that HIP (or the target HIP) lacks; unknown-cuda-api: a name in
# no table (unknown_api.py).
API_CODES = frozenset({"unsupported-api", "hip-version", "unknown-cuda-api"})
GUARD = "#ifndef __HIP_PLATFORM_AMD__"
# Macros that tell the HIP build from CUDA's: a function under a test of one is left alone.
HIP_MACROS = frozenset({"__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__HIPCC__", "__HIP__"})
NAMES_LISTED = 3  # in the message, at most

# Nodes a namespace-scope definition may sit in (conditional compilation included).
_NAMESPACE_SCOPES = frozenset(
    {"translation_unit", "namespace_definition", "linkage_specification", "declaration_list",
     "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
)  # fmt: skip


_DECLARATION_LISTS = frozenset({"namespace_definition", "linkage_specification"})


@dataclass(frozen=True)
class _Helper:
    """A function with errors in it, as far as the decision needs it (no tree: in a chunked
    translation the trees are gone by then)."""

    name: str
    name_span: tuple[int, int]
    start: int  # the definition (its template line included)
    end: int
    first: int  # where the comment lines right above it start
    callable_elsewhere: bool = False  # a host function of external linkage: another unit may call it


# A review: it reads the errors the other rules report (unknown-cuda-api's too, and the dead branches
# the version tests decide and `#if 0` holds), and speaks for them.
@rule(
    "cuda-only-helpers",
    phase="review",
    after={"unknown-cuda-api", "cuda-version.define", "never-compiled"},
    codes={CODE},
    refines={CODE: API_CODES},
)
def guard(ctx: Context, start: int, end: int) -> None:
    chunks = ctx.chunks
    if chunks is not None:
        # A chunked translation: each chunk's functions with errors, noted while its tree is there;
        # the decision at the last chunk, the errors of every chunk known.
        noted: list[_Helper] = ctx.state("cuda-only-helpers.noted", list)
        noted.extend(_noted(ctx, start, end))
        if (start, end) != chunks[-1]:
            return
        helpers: Iterable[_Helper] = noted
    elif (start, end) != (0, len(ctx.data)):
        return  # one kernel: the rest of the file stays CUDA
    else:
        helpers = (h for fn in ctx.facts.functions if (h := _helper(ctx, fn)) is not None)
    if not any(_is_api_error(r.finding) for r in ctx.record.findings):
        return
    # The findings that will stand (a rule's rewrite may take some with it), in order.
    _, _, live = ctx.record.resolve()
    errors = sorted((f for f in live if _is_api_error(f)), key=lambda f: (f.start, f.end))
    starts = [f.start for f in errors]
    candidates: list[tuple[_Helper, list[Finding]]] = []
    for helper in helpers:
        lo, hi = helper.start, helper.end
        inside = [f for f in errors[bisect.bisect_left(starts, lo) : bisect.bisect_left(starts, hi)] if f.end <= hi]
        if inside:
            candidates.append((helper, inside))
    if not candidates:
        return
    uses = _uses(ctx.data, {fn.name for fn, _ in candidates})
    taken = _include_points(ctx)
    # A use inside a function kept for CUDA is no use on AMD: repeat until nothing more is kept.
    kept: list[tuple[int, int]] = []
    while True:
        more = [(fn, inside) for fn, inside in candidates if not _used(fn, uses[fn.name], kept)]
        if not more:
            break
        for fn, inside in more:
            if _keep_for_cuda(ctx, fn, inside, taken):
                kept.append((fn.start, fn.end))
            candidates.remove((fn, inside))


def _helper(ctx: Context, fn: Function) -> _Helper | None:
    """``fn``, if it may be kept for CUDA only (errors in it aside)."""
    if (
        fn.name_node.type == "identifier"
        and fn.name != "main"  # the program itself, never a helper
        and not fn.outer.has_error
        and _at_namespace_scope(fn.outer)
        and not _in_platform_branch(fn.outer)
    ):
        name = (fn.name_node.start_byte, fn.name_node.end_byte)
        first = _leading_comments(ctx.data, fn.outer)
        elsewhere = _callable_elsewhere(ctx, fn)
        return _Helper(fn.name, name, fn.outer.start_byte, fn.outer.end_byte, first, elsewhere)
    return None


_INTERNAL = frozenset({b"static", b"inline", b"__inline__", b"__forceinline__", b"constexpr", b"consteval"})


def _callable_elsewhere(ctx: Context, fn: Function) -> bool:
    """May another translation unit call ``fn``: a host function (``__host__ __device__`` too) of
    external linkage (not static, inline, a template or in an anonymous namespace) in a file that is
    no header (a header's includers see the guard, and its warning, themselves)?"""
    if fn.kind not in ("host", "host_device") or fn.is_template or is_header(ctx):
        return False
    for child in fn.node.children:
        if child.type in ("function_declarator", "compound_statement"):
            break
        if child.text in _INTERNAL:
            return False
    parent = fn.outer.parent
    while parent is not None:
        if parent.type == "namespace_definition" and parent.child_by_field_name("name") is None:
            return False
        parent = parent.parent
    return True


def _noted(ctx: Context, start: int, end: int) -> list[_Helper]:
    """The functions of chunk [start, end) that may be kept for CUDA only and have an error recorded
    in them (some may go: the decision takes the findings that stand)."""
    errors = sorted(
        (r.finding.start, r.finding.end)
        for r in ctx.record.findings_since(ctx.range_findings_mark)
        if _is_api_error(r.finding)
    )
    if not errors:
        return []
    starts = [s for s, _ in errors]
    out = []
    for fn in ctx.facts.functions:
        lo, hi = fn.outer.start_byte, fn.outer.end_byte
        k = bisect.bisect_left(starts, lo)
        if any(e <= hi for s, e in errors[k : bisect.bisect_left(starts, hi)]):
            helper = _helper(ctx, fn)
            if helper is not None:
                out.append(helper)
    return out


def _used(fn: _Helper, places: list[int], kept: list[tuple[int, int]]) -> bool:
    """Is ``fn`` named outside itself and the functions kept for CUDA (guarding it would only move
    its errors to the use)?"""
    lo, hi = fn.start, fn.end
    return any(not lo <= at < hi and not any(s <= at < e for s, e in kept) for at in places)


def _is_api_error(f: Finding) -> bool:
    return f.code in API_CODES and f.severity == Severity.ERROR


def _at_namespace_scope(node: Node) -> bool:
    parent = node.parent
    while parent is not None and parent.type in _NAMESPACE_SCOPES:
        if parent.type == "translation_unit":
            return True
        owner = parent.parent
        if parent.type == "declaration_list" and owner is not None and owner.type not in _DECLARATION_LISTS:
            return False  # a class body or the like
        parent = parent.parent
    return False


def _in_platform_branch(node: Node) -> bool:
    """Is ``node`` inside `#ifdef`/`#ifndef __HIP_PLATFORM_AMD__` (or the like)? Either the author
    kept it for CUDA already, or it is the HIP side, where hiding it is no answer."""
    parent = node.parent
    while parent is not None:
        if parent.type == "preproc_ifdef":
            name = parent.child_by_field_name("name")
            if name is not None and name.text is not None and name.text.decode() in HIP_MACROS:
                return True
        parent = parent.parent
    return False


def _uses(data: bytes, names: set[str]) -> dict[str, list[int]]:
    """Where each of ``names`` occurs as an identifier (comments and strings skipped)."""
    found: dict[str, list[int]] = {name: [] for name in names}
    for s, _e, name in lexer.occurrences(data, names):  # one regex pass, the names only
        found[name].append(s)
    return found


def _include_points(ctx: Context) -> frozenset[int]:
    """Where the finishing step may insert includes or definitions (finish.py): before the first
    include, and after the runtime include's line where the file needs definitions of what HIP lacks
    (any top-level include's, to be safe). Insertions at one offset are ordered by their text, which
    would put those inside a guard opened there."""
    data = ctx.data
    root, ctx.root = ctx.root, ctx.includes_root  # (the same but in a chunked translation)
    try:
        points = {includes.insertion_point(ctx)}
        found = includes.top_level_includes(ctx) if ctx.needs.compat else ()
    finally:
        ctx.root = root
    for inc in found:
        end = inc.node.end_byte
        if data[end - 1 : end] != b"\n":
            end = data.find(b"\n", end) + 1 or len(data)
        points.add(end)
    return frozenset(points)


def _guard_calls(ctx: Context, fn: _Helper, inside: list[Finding]) -> bool:
    """Guard the statements that hold ``inside`` rather than the function, which another unit may
    call; False (nothing done) where one of them cannot be guarded."""
    edits = {}
    for f in inside:
        node = ctx.node_at(f.start, f.end)
        guard = guard_statement(ctx, node) if node is not None else None
        if guard is None:
            return False
        edits[guard[0].start] = guard
    for opening, closing in edits.values():
        ctx.replace(opening.start, opening.end, opening.text)
        ctx.replace(closing.start, closing.end, closing.text)
    ctx.report(CODE, _message(ctx, fn.name, inside, calls=True), *fn.name_span, scope=(fn.start, fn.end))
    return True


def _keep_for_cuda(ctx: Context, fn: _Helper, inside: list[Finding], taken: frozenset[int]) -> bool:
    if fn.callable_elsewhere:
        _guard_calls(ctx, fn, inside)
        return False  # the function stays: a use of it is a use
    data = ctx.data
    first = fn.first
    newline = "\r\n" if b"\r\n" in data[fn.start : fn.end] else "\n"
    line = data.rfind(b"\n", 0, first) + 1
    if data[line:first].strip():  # code before it on its line
        open_at, opening = first, f"{newline}{GUARD}{newline}"
    else:
        open_at, opening = line, f"{GUARD}{newline}"
    if open_at in taken:
        return False  # includes or definitions may go there too, and would land inside the guard
    end = fn.end
    eol = data.find(b"\n", end)
    if eol == -1:
        close_at, closing = len(data), f"{newline}#endif{newline}"
    elif data[end:eol].strip():  # code after it on its line
        close_at, closing = end, f"{newline}#endif{newline}"
    else:
        close_at, closing = eol + 1, f"#endif{newline}"
    ctx.replace(open_at, open_at, opening)
    ctx.replace(close_at, close_at, closing)
    ctx.report(CODE, _message(ctx, fn.name, inside), *fn.name_span, scope=(fn.start, fn.end))
    return True


def _leading_comments(data: bytes, outer: Node) -> int:
    """Where the comment lines right above ``outer`` start (no blank line between), else its start."""
    first = outer.start_byte
    prev = outer.prev_sibling
    while prev is not None and prev.type == "comment":
        gap = data[prev.end_byte : first]
        line = data.rfind(b"\n", 0, prev.start_byte) + 1
        if gap.strip() or gap.count(b"\n") > 1 or data[line : prev.start_byte].strip():
            break
        first, prev = prev.start_byte, prev.prev_sibling
    return first


def _message(ctx: Context, name: str, inside: list[Finding], calls: bool = False) -> str:
    apis = list(dict.fromkeys(ctx.data[f.start : f.end].decode("utf-8", "replace") for f in inside))
    shown = apis[:NAMES_LISTED]
    if len(apis) > NAMES_LISTED:
        shown.append(f"{len(apis) - NAMES_LISTED} more")
    listed = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]
    if all(f.code == "hip-version" for f in inside):
        lacks = f"which HIP {ctx.options.hip_version or NEWEST_HIP} lacks"
    else:
        lacks = "which HIP lacks"
    if calls:
        return (
            f"`{name}` uses {listed}, {lacks}: the statements that do are kept for CUDA only ({GUARD}), and"
            f" `{name}` stays, without them on AMD, as another translation unit may call it"
        )
    return (
        f"`{name}` uses {listed}, {lacks}: kept for CUDA only ({GUARD}); a caller on AMD will not compile"
        f" (use of undeclared identifier '{name}')"
    )
