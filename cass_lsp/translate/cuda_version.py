"""CUDA's version macros on AMD: defined as the CUDA release the target HIP corresponds to, where
CUDA's headers defined them.

``CUDART_VERSION`` (cuda_runtime_api.h), ``CUDA_VERSION`` (cuda.h) and nvcc's
``__CUDACC_VER_MAJOR__``/``__CUDACC_VER_MINOR__`` are feature tests in real code: `#if CUDART_VERSION
>= 9000` picks the `__shfl_sync` forms, vendored Random123 stops with `#error "why are we in
nvccfeatures.h if CUDART_VERSION is not defined"` (its compiler test `defined(__CUDACC__)` becomes
`defined(__HIPCC__)`), `printf("CUDA %d", CUDART_VERSION)` reports the version. HIP defines none of
them, so a test takes the branch of a missing CUDA and a use in code is undeclared. Each is defined
as the CUDA API level the target HIP corresponds to (the release table's ``cuda_version``: HIP 6.4,
CUDA 12.3), in an `#ifndef` block before the top-level construct of its first use in the file, with
a note; the branches of that CUDA are then translated like the rest. A file that defines the macro
itself keeps its own. (``__NVCC__`` says which compiler runs, not what the API has: nvcc_macro.py.)

Only where CUDA had them: a file that includes a CUDA header, or that the HIP runtime include is
added to (device code, launches, runtime calls: nvcc's implicit cuda_runtime.h). A header the host
compiler also reads with no CUDA in it keeps its host fallbacks (a random-number library's
`#if !defined(CUDART_VERSION) || CUDART_VERSION < 5000` `sincospif`).

A test made of these macros, numbers and `defined` is decided with the values defined: a branch AMD
never compiles (`#if CUDART_VERSION < 5000`) holds nothing that matters there, and where the errors
of what HIP lacks sit inside one a ``cuda-version-decided`` note says so and speaks for them (so a
function is not kept for CUDA only because of a call in a dead branch, cuda_only_helpers.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.syntax.cuda import includes as all_includes
from cass_lsp.syntax.cuda import launches
from cass_lsp.translate import conditions
from cass_lsp.translate.context import Context
from cass_lsp.translate.cuda_arch import MOOT_IN_DEAD_BRANCH
from cass_lsp.translate.includes import header_target, is_include_guard
from cass_lsp.translate.rules import rule

CODE = "cuda-version-defined"
DECIDED = "cuda-version-decided"
MACROS = ("CUDART_VERSION", "CUDA_VERSION", "__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__")
_DIRECTIVES = ("preproc_if", "preproc_elif", "preproc_ifdef", "preproc_elifdef")


def value(name: str, cuda_version: int) -> int:
    """``name``'s value for CUDA ``cuda_version`` (12030: CUDA 12.3)."""
    if name == "__CUDACC_VER_MAJOR__":
        return cuda_version // 1000
    if name == "__CUDACC_VER_MINOR__":
        return cuda_version % 1000 // 10
    return cuda_version


@dataclass(frozen=True)
class _Use:
    """The first use of a macro: where its definition goes, and the span the note is on."""

    name: str
    point: int
    start: int
    end: int


@dataclass(frozen=True)
class _Test:
    """A directive whose test depends on the macros alone: its text, span, and the branch dead for
    each value it may take (None: none)."""

    text: str
    start: int
    end: int
    names: frozenset[str]
    value: int  # with every macro it names defined
    dead: tuple[int, int] | None


def _defined_by_file(ctx: Context, name: str) -> bool:
    return re.search(rb"^[ \t]*#[ \t]*define[ \t]+" + name.encode() + rb"\b", ctx.data, re.MULTILINE) is not None


def _top_level_start(ctx: Context, node: Node) -> int:
    """The start of the line of the top-level construct holding ``node`` (inside an include guard:
    the guard's child), where a definition precedes every use that follows."""
    while node.parent is not None and node.parent.type != "translation_unit" and not is_include_guard(node.parent):
        node = node.parent
    return ctx.data.rfind(b"\n", 0, node.start_byte) + 1


def _uses(ctx: Context) -> dict[str, _Use]:
    return ctx.state("cuda-version.uses", dict)


def _tests(ctx: Context) -> dict[int, _Test]:
    return ctx.state("cuda-version.tests", dict)


def _use(ctx: Context, node: Node | None, name: str, start: int, end: int) -> None:
    uses = _uses(ctx)
    if node is not None and name not in uses and not _defined_by_file(ctx, name):
        uses[name] = _Use(name, _top_level_start(ctx, node), start, end)
    if node is not None:
        _note_test(ctx, node)


def _note_test(ctx: Context, node: Node) -> None:
    """Evaluate the directive whose test holds ``node``, while its tree is there."""
    directive = node.parent
    while directive is not None and directive.type not in _DIRECTIVES:
        if directive.type in ("translation_unit", "preproc_def", "preproc_function_def", "compound_statement"):
            return
        directive = directive.parent
    if directive is None:
        return
    test = directive.child_by_field_name("condition") or directive.child_by_field_name("name")
    if test is None or not test.start_byte <= node.start_byte < test.end_byte or test.start_byte in _tests(ctx):
        return
    cuda = ctx.options.release.cuda_version
    known = {name: value(name, cuda) for name in MACROS}
    names: set[str] = set()
    if directive.type in ("preproc_ifdef", "preproc_elifdef"):
        name = ctx.text(test)
        if name not in known:
            return
        names.add(name)
        result: int | None = int(directive.children[0].type in ("#ifdef", "#elifdef"))
    else:
        result = conditions.evaluate(ctx, test, known, names)
    if result is None or not names:
        return
    alternative = directive.child_by_field_name("alternative")
    end = alternative.start_byte if alternative is not None else directive.children[-1].start_byte
    if result:
        dead = (alternative.start_byte, alternative.end_byte) if alternative is not None else None
    else:
        dead = (test.end_byte, end)
    _tests(ctx)[test.start_byte] = _Test(ctx.text(test), test.start_byte, test.end_byte, frozenset(names), result, dead)


def _in_body(ctx: Context, start: int, end: int, name: str) -> None:
    arg = ctx.root.descendant_for_byte_range(start, end)
    if arg is not None and arg.parent is not None and arg.parent.type == "preproc_call":
        return  # #undef CUDART_VERSION
    _use(ctx, arg, name, start, end)


@rule(
    "cuda-version",
    macro=_in_body,
    names=MACROS,
    codes={CODE},  # reported by cuda-version.define, from what this rule notes (as `explain` shows)
    doc="CUDA's version macros noted where they are used (defined by cuda-version.define)",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    _use(ctx, node, name, node.start_byte, node.end_byte)


def _cuda_was_there(ctx: Context, start: int, end: int) -> bool:
    """Had CUDA's headers defined the macros in this file: does it include a CUDA header, or get
    the HIP runtime include (device code, launches, runtime calls)? Noted chunk by chunk."""
    seen = ctx.state("cuda-version.cuda", lambda: [False])
    needs = ctx.needs
    if not seen[0]:
        seen[0] = (
            needs.device_code
            or needs.runtime_api
            or (ctx.data.find(b"<<<", start, end) != -1 and bool(launches(ctx.root)))
            or any(
                header_target(ctx, inc.path) is not None or inc.path in ctx.mapping.headers_without_hip
                for inc in all_includes(ctx.includes_root)
            )
        )
    return seen[0]


@rule(
    "cuda-version.define",
    phase="review",
    after={"unknown-cuda-api"},  # its errors in a dead branch are moot too
    codes={CODE, DECIDED},
    refines={DECIDED: MOOT_IN_DEAD_BRANCH},
    doc="CUDART_VERSION, CUDA_VERSION, __CUDACC_VER_MAJOR__/MINOR__ defined as the CUDA the target HIP covers,"
    " where CUDA's headers defined them",
)
def define(ctx: Context, start: int, end: int) -> None:
    uses = _uses(ctx)
    if not uses and not _tests(ctx):
        return
    cuda_was_there = _cuda_was_there(ctx, start, end)
    if ctx.chunks is not None and (start, end) != ctx.chunks[-1]:
        return  # decided at the last chunk, every use known
    if ctx.chunks is None and (start, end) != (0, len(ctx.data)):
        return  # one kernel: the rest of the file, where definitions go, stays CUDA
    if not cuda_was_there:
        return
    cuda = ctx.options.release.cuda_version
    hip = ".".join(map(str, ctx.options.hip[:2]))
    for use in uses.values():
        number = value(use.name, cuda)
        ctx.replace(use.point, use.point, f"#ifndef {use.name}\n#define {use.name} {number}\n#endif\n")
        ctx.report(
            CODE,
            f"HIP does not define {use.name}: defined as {number} before its first use, for CUDA"
            f" {cuda // 1000}.{cuda % 1000 // 10}, whose runtime API HIP {hip} covers, so that tests of it take"
            " that CUDA's branches (translated like the rest of the file)",
            use.start,
            use.end,
        )
    defined = set(uses) | {name for name in MACROS if _defined_by_file(ctx, name)}
    moot = [r.finding for r in ctx.record.findings if r.finding.code in MOOT_IN_DEAD_BRANCH]
    for test in _tests(ctx).values():
        if test.dead is None or not test.names <= defined or any(_defined_by_file(ctx, n) for n in test.names):
            continue
        lo, hi = test.dead
        if not any(lo <= f.start and f.end <= hi for f in moot):
            continue
        said = ", ".join(f"{n} {value(n, cuda)}" for n in sorted(test.names))
        ctx.report(
            DECIDED,
            f"`{test.text}` is {'true' if test.value else 'false'} on AMD ({said}, as defined for HIP {hip}): the"
            f" {'#else branch' if test.value else 'branch'} is not compiled there, so what it uses that HIP lacks"
            " does not matter",
            test.start,
            test.end,
            scope=test.dead,
        )
