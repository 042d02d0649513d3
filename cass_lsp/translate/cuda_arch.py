"""`__CUDA_ARCH__` on AMD: each test of it decided as a person porting the code would.

HIP does not define ``__CUDA_ARCH__``: in ``#if`` it is 0, in code it is undeclared. Left as it
is, ``defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600`` (with ``defined`` rewritten) is true in AMD
device code and turns on a fallback ``atomicAdd(double)`` that collides with HIP's, while
``__CUDA_ARCH__ >= 350`` turns off every fast path. An architecture test is a feature test: an
AMD GPU counts as NVIDIA's newest architecture (``NEWEST_CUDA_ARCH``), whose features HIP
provides where it can (what it lacks gets its own findings), and host code sees no
``__CUDA_ARCH__``, as with nvcc. So each test is evaluated twice, for host code (undefined: 0)
and for device code (``NEWEST_CUDA_ARCH``), and written as what it is on AMD:

- ``#ifdef __CUDA_ARCH__``, ``defined(__CUDA_ARCH__)``: ``__HIP_DEVICE_COMPILE__`` (no finding);
- a condition, or its largest parts, made of ``__CUDA_ARCH__``, numbers and operators: ``1``,
  ``0``, ``defined(__HIP_DEVICE_COMPILE__)`` or ``!defined(__HIP_DEVICE_COMPILE__)`` by its two
  values (a ``cuda-arch-decided`` note says which);
- judgements get a ``cuda-arch-macro`` warning: a test for one architecture (``== 750``: an AMD
  GPU is none of NVIDIA's), ``__CUDA_ARCH__`` used as a number, and a branch chosen for AMD whose
  text is inline PTX while the other branch is portable C++ (then AMD takes the other one, in
  host code too: clang's host pass reads device functions, which nvcc's strips);
- in code or a ``#define`` body: the number ``NEWEST_CUDA_ARCH``, with a warning; never where the
  preprocessor wants a name (``#ifdef``, ``#ifndef``, ``defined()``, read from the line where the
  tree could not parse the code around the directive): there ``__HIP_DEVICE_COMPILE__``.

A branch the decision removes from both passes is not compiled for AMD: the errors found inside
it (inline PTX, APIs HIP lacks) are dropped, the note speaking for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.conditions import BINARY, UNARY
from cass_lsp.translate.conditions import number as literal_value
from cass_lsp.translate.context import Context
from cass_lsp.translate.directives import directive_at, tests_name
from cass_lsp.translate.lacking import api_hip_lacks
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tree import declarator_names

NAME = "__CUDA_ARCH__"
DEVICE_PASS = "__HIP_DEVICE_COMPILE__"
# sm_121, the newest architecture nvcc 13.0 lists (nvcc --list-gpu-code).
NEWEST_CUDA_ARCH = 1210
NEWEST_SM = "sm_121"

DECIDED = "cuda-arch-decided"
JUDGED = "cuda-arch-macro"  # the warning of a judgement
# What a branch AMD never compiles may hold without it mattering there.
MOOT_IN_DEAD_BRANCH = frozenset(
    {
        "inline-ptx", "inline-ptx-translated", "unsupported-api", "unknown-cuda-api", "hip-version",
        "warp-sync-missing", "warp-sync-mask",
    }
)  # fmt: skip

PTX = "is inline PTX (or enables it), which AMD GPUs cannot run"  # what _unportable says of asm
_CONDITIONS = ("preproc_if", "preproc_elif")
_COMPARISONS = frozenset({"==", "!=", "<", "<=", ">", ">="})

Values = tuple[int, int]  # (host code, device code)


@dataclass
class _Seen:
    """What evaluating a part of a condition met."""

    compared: bool = False  # __CUDA_ARCH__ compared or computed with (not only defined())
    exact: list[str] = field(default_factory=list)  # the architectures tested for alone (== / !=)


def _values(ctx: Context, node: Node, seen: _Seen) -> Values | None:
    """The node's value in host and device code on AMD, or None where it depends on anything but
    ``__CUDA_ARCH__`` and numbers."""
    kind = node.type
    if kind == "number_literal":
        value = literal_value(ctx.text(node))
        return None if value is None else (value, value)
    if kind == "identifier":
        if ctx.text(node) != NAME:
            return None
        seen.compared = True
        return 0, NEWEST_CUDA_ARCH
    if kind == "preproc_defined":
        names = [c for c in node.named_children if c.type == "identifier"]
        return (0, 1) if len(names) == 1 and ctx.text(names[0]) == NAME else None
    if kind == "parenthesized_expression":
        inner = [c for c in node.named_children if c.type != "comment"]
        return _values(ctx, inner[0], seen) if len(inner) == 1 else None
    if kind == "unary_expression":
        op, arg = node.child_by_field_name("operator"), node.child_by_field_name("argument")
        fn = UNARY.get(op.type) if op is not None else None
        value = _values(ctx, arg, seen) if fn is not None and arg is not None else None
        return None if value is None or fn is None else (fn(value[0]), fn(value[1]))
    if kind == "binary_expression":
        op = node.child_by_field_name("operator")
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        fn = BINARY.get(op.type) if op is not None else None
        if fn is None or left is None or right is None:
            return None
        a, b = _values(ctx, left, seen), _values(ctx, right, seen)
        if a is None or b is None:
            return None
        if op.type in ("==", "!=") and NAME.encode() in ctx.data[node.start_byte : node.end_byte]:
            number = b[0] if a == (0, NEWEST_CUDA_ARCH) else a[0]
            seen.exact.append(f"sm_{number // 10}" if number % 10 == 0 and number > 0 else ctx.text(node))
        try:
            return fn(a[0], b[0]), fn(a[1], b[1])
        except ValueError:  # a negative shift
            return None
    return None


def _written(values: Values) -> str:
    """The text of a part whose values are ``values``: a condition where both are 0 or 1."""
    host, device = values
    if {host, device} <= {0, 1}:
        if host == device:
            return str(host)
        return f"defined({DEVICE_PASS})" if device else f"!defined({DEVICE_PASS})"
    if host == device:
        return str(host)
    return f"(defined({DEVICE_PASS}) ? {device} : {host})"


def _means(values: Values) -> str:
    if not set(values) <= {0, 1}:
        return f"{values[1]} in device code, {values[0]} in host code"
    host, device = (bool(v) for v in values)
    if host == device:
        return f"{'true' if host else 'false'} in host and device code"
    return f"{'true' if device else 'false'} in device code, {'true' if host else 'false'} in host code"


_ASM = frozenset({"asm", "__asm__", "__asm"})
_DEFINES = ("preproc_def", "preproc_function_def")
_GUARDS = ("preproc_ifdef", "preproc_if", "preproc_elif", "preproc_elifdef")


@dataclass(frozen=True)
class _Branch:
    start: int
    end: int
    items: tuple[Node, ...]  # what it holds (declarations, directives, statements)


def _branches(directive: Node, condition: Node) -> tuple[_Branch, _Branch | None]:
    """The branch ``directive`` guards, and its #else (None: none, or an #elif)."""
    alternative = directive.child_by_field_name("alternative")
    end = alternative.start_byte if alternative is not None else directive.children[-1].start_byte
    items = tuple(c for c in directive.named_children if c.start_byte >= condition.end_byte and c.end_byte <= end)
    taken = _Branch(condition.end_byte, end, items)
    if alternative is None or alternative.type != "preproc_else":
        return taken, None
    return taken, _Branch(alternative.start_byte, alternative.end_byte, tuple(alternative.named_children))


def _guarded_ptx(ctx: Context, name: str) -> bool:
    """Does code the file keeps under ``#ifdef name`` (or ``defined(name)`` in an #if) hold inline asm?"""
    for start, end, _ in lexer.occurrences(ctx.data, (name,)):
        node = ctx.root.descendant_for_byte_range(start, end)
        while node is not None and node.type not in _GUARDS and node.type not in _DEFINES:
            node = node.parent
        if node is None or node.type in _DEFINES:
            continue
        test = node.child_by_field_name("name") or node.child_by_field_name("condition")
        alternative = node.child_by_field_name("alternative")
        end_of_branch = alternative.start_byte if alternative is not None else node.end_byte
        if (
            test is not None
            and test.start_byte <= start < test.end_byte
            and _has_asm(ctx, test.end_byte, end_of_branch)
        ):
            return True
    return False


def _has_asm(ctx: Context, start: int, end: int) -> bool:
    return any(name in _ASM for _, _, name in lexer.identifiers(ctx.data, start, end))


def _holds_ptx(ctx: Context, branch: _Branch) -> bool:
    """Inline asm in the branch, a call of a function whose body is inline asm (moderngpu's
    `shfl_add`, in this file or, ``TranslateOptions.asm_functions``, another of the project's), or
    inline asm in code the file keeps under a macro the branch defines (flashinfer's `#define
    FLASHINFER_CP_ASYNC_ENABLED` under `__CUDA_ARCH__ >= 800`)."""
    if _has_asm(ctx, branch.start, branch.end):
        return True
    with_asm = ctx.state("cuda-arch.asm-functions", lambda: set(asm_functions([ctx.data], ctx.options.asm_functions)))
    # (a function the branch defines itself is its own: the portable twin of an asm one)
    own = {ctx.text(n) for d in branch.items if d.type == "function_definition" for n in _defined(d)}
    if any(
        name in with_asm and name not in own for _, _, name in lexer.identifiers(ctx.data, branch.start, branch.end)
    ):
        return True
    names = (d.child_by_field_name("name") for d in branch.items if d.type in _DEFINES)
    return any(_guarded_ptx(ctx, ctx.text(n)) for n in names if n is not None)


def _unportable(ctx: Context, branch: _Branch) -> str | None:
    """What in ``branch`` AMD GPUs cannot compile or run, as a message says it: inline PTX (or what
    enables it), or an API HIP lacks (lacking.py: `nvcuda::wmma`, a name the tables have no HIP
    counterpart of); None: the branch is portable."""
    if _holds_ptx(ctx, branch):
        return PTX
    for _, _, name in lexer.identifiers(ctx.data, branch.start, branch.end):
        api = api_hip_lacks(ctx, name)
        if api is not None:
            return f"uses {api}, which HIP lacks"
    return None


def _portable_instead(ctx: Context, chosen: _Branch, rest: _Branch | None) -> str | None:
    """Should AMD take ``rest`` (None: nothing) instead of ``chosen``, as a person porting the code
    would: ``chosen`` is unportable (what, as ``_unportable`` says it, is returned), and ``rest`` is
    portable (nothing is, where ``chosen`` only defines macros or specializes templates, whose
    primary templates then serve)."""
    why = _unportable(ctx, chosen)
    if why is None:
        return None
    if rest is None:
        optional = (d.type in _DEFINES or d.type == "comment" or _specialization(d) for d in chosen.items)
        return why if chosen.items and all(optional) else None
    return why if _unportable(ctx, rest) is None else None


def _defined(function: Node) -> list[Node]:
    return declarator_names(function.child_by_field_name("declarator"))


def _specialization(node: Node) -> bool:
    """A class template's (partial) specialization: `template <int NT> struct CTAReduce<NT, plus<int>> {...};`."""
    if node.type != "template_declaration":
        return False
    for child in node.named_children:
        if child.type in ("struct_specifier", "class_specifier"):
            name = child.child_by_field_name("name")
            return name is not None and name.type == "template_type"
    return False


# -- functions whose body is inline asm, over a project's files (lexically) ---------------------

# Braces and parentheses, what they do not count in (literals, comments: an asm string holds
# `{.reg .s32 r0;`), and the asm keywords.
_SCAN = re.compile(
    rb'[{}()]|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/|\b(?:asm|__asm__|__asm)\b',
    re.DOTALL,
)
_BEFORE_BODY = re.compile(rb"\s*(?:(?:const|noexcept|override|final|mutable|volatile|&&?)\s*)*\Z")
_NAME_BEFORE = re.compile(rb"([A-Za-z_]\w*)\s*\Z")
_ASM_TOKENS = frozenset(name.encode() for name in _ASM)
_NOT_FUNCTIONS = frozenset({b"if", b"for", b"while", b"switch", b"catch", b"return", b"sizeof", b"defined"})


def asm_functions(sources: Iterable[bytes], known: Iterable[str] = ()) -> tuple[str, ...]:
    """The names of the functions whose bodies hold inline asm in ``sources`` (found by their
    braces, without parsing), with ``known``: for ``TranslateOptions.asm_functions``."""
    found = set(known)
    for data in sources:
        if b"asm" not in data:
            continue
        parens: list[int] = []
        closed: tuple[int, int] | None = None  # the last (...) closed: an open and its close
        blocks: list[str | None] = []  # per open brace: the function it is the body of
        for m in _SCAN.finditer(data):
            token = m.group()
            if token == b"(":
                parens.append(m.start())
            elif token == b")":
                closed = (parens.pop(), m.start()) if parens else None
            elif token == b"{":
                blocks.append(_function_named(data, closed, m.start()))
            elif token == b"}":
                if blocks:
                    blocks.pop()
            elif token in _ASM_TOKENS:
                name = next((b for b in reversed(blocks) if b is not None), None)
                if name is not None:
                    found.add(name)
    return tuple(sorted(found))


def _function_named(data: bytes, closed: tuple[int, int] | None, brace: int) -> str | None:
    """The function whose body opens at ``brace`` (after its parameter list ``closed``), if it is one."""
    if closed is None or not _BEFORE_BODY.match(data, closed[1] + 1, brace):
        return None
    name = _NAME_BEFORE.search(data, max(0, closed[0] - 256), closed[0])
    if name is None or name.group(1) in _NOT_FUNCTIONS:
        return None
    return name.group(1).decode("ascii")


def _report(ctx: Context, code: str, message: str, span: Node, dead: tuple[int, int] | None) -> None:
    """Report on ``span``; ``dead``: a branch AMD never compiles, whose moot errors this replaces."""
    ctx.report(code, message, span.start_byte, span.end_byte, scope=dead)


def _whole_condition(ctx: Context, directive: Node, condition: Node, values: Values, seen: _Seen) -> None:
    if not seen.compared:  # defined(__CUDA_ARCH__) alone: the device pass, nothing to decide
        _rename_defined(ctx, condition)
        if values in ((0, 1), (1, 0)):
            taken, other = _branches(directive, condition)
            _qualifier_macros(ctx, directive, *((taken, other) if values[1] else (other, taken)))
        return
    text = ctx.text(condition)
    values = (int(bool(values[0])), int(bool(values[1])))
    flipped: str | None = None  # why AMD takes the other branch
    taken, other = _branches(directive, condition)
    chosen, rest = (taken, other) if values[1] else (other, taken)
    if chosen is not None and (flipped := _portable_instead(ctx, chosen, rest)):
        # In host code too: clang's host pass reads device functions, which nvcc's strips.
        portable = int(not values[1])
        values = (portable, portable)
    new = _written(values)
    ctx.replace(condition.start_byte, condition.end_byte, new)
    host, device = (bool(v) for v in values)
    dead_branch = taken if not (host or device) else (other if host and device else None)
    dead = (dead_branch.start, dead_branch.end) if dead_branch is not None else None
    if flipped:
        branch = "its branch" if values[1] == 0 else "its #else branch"
        other_one = "the other branch is portable C++" if rest is not None else "without it the code is portable"
        _report(
            ctx,
            JUDGED,
            f"`{text}`: {branch} {flipped}, and {other_one}: AMD takes the portable path ({_means(values)};"
            f" written `{new}`)",
            condition,
            dead,
        )
    elif seen.exact:
        _report(
            ctx,
            JUDGED,
            f"`{text}` tests for one NVIDIA architecture ({', '.join(seen.exact)}), which an AMD GPU is not:"
            f" {_means(values)} on AMD (written `{new}`). Nothing is lost if the branch tunes for that GPU; if it"
            " is a feature test, write it with >=",
            condition,
            dead,
        )
    else:
        _report(
            ctx,
            DECIDED,
            f"`{text}` decided for AMD: {_means(values)} (written `{new}`). An AMD GPU counts as {NEWEST_SM},"
            " NVIDIA's newest architecture, for the features HIP provides; host code has no __CUDA_ARCH__, as"
            " with nvcc",
            condition,
            dead,
        )


# -- `#ifdef __CUDA_ARCH__` / `#define QUAL __device__` / `#else` / `#define QUAL` ----------------

_QUALIFIER = re.compile(rb"\b__(host|device|global|shared|constant|managed)__\b")
_FUNCTION_AFTER = re.compile(rb"[^;{}=]*\(")  # what follows a function's qualifier: its name, then `(`


def _qualifier_macros(ctx: Context, directive: Node, device: _Branch | None, host: _Branch | None) -> None:
    """The idiom that makes a function `__device__` in nvcc's device pass and a plain host function in
    its host pass: nvcc compiles them as two functions, one per pass. clang checks kernel bodies in
    its host pass too, where such a function is then host-only ("no matching function" at every
    kernel that calls it), so each such macro becomes `__host__ __device__` in both branches: what
    clang accepts in both passes, and the function nvcc made of it."""
    if device is None or host is None:
        return
    host_defines = {
        ctx.text(n): d for d in host.items if d.type == "preproc_def" and (n := d.child_by_field_name("name"))
    }
    rewritten = []
    for define in device.items:
        name_node = define.child_by_field_name("name")
        if define.type != "preproc_def" or name_node is None:
            continue
        name = ctx.text(name_node)
        other = host_defines.get(name)
        if other is None or not _only_device(ctx, define) or _QUALIFIER.search(_body(ctx, other)) is not None:
            continue
        if not _qualifies_functions_only(ctx, name, directive):
            continue
        body = define.child_by_field_name("value")
        assert body is not None  # _only_device: a body that says __device__
        m = _QUALIFIER.search(ctx.data, body.start_byte, body.end_byte)
        assert m is not None
        ctx.replace(m.start(), m.start(), "__host__ ")
        host_body = other.child_by_field_name("value")
        if host_body is not None:
            ctx.replace(host_body.start_byte, host_body.start_byte, "__host__ __device__ ")
        else:
            at = other.child_by_field_name("name").end_byte  # type: ignore[union-attr]
            ctx.replace(at, at, " __host__ __device__")
        rewritten.append(name)
    if rewritten:
        names = ", ".join(rewritten)
        ctx.report(
            DECIDED,
            f"{names}: __device__ in nvcc's device pass and nothing in its host pass, so nvcc made a host and a"
            " device function of each function it qualifies. clang also checks kernel bodies in its host pass,"
            " where such a function would be host-only and every kernel calling it would fail: defined as"
            " __host__ __device__ in both branches",
            directive.children[1].start_byte,
            directive.children[1].end_byte,
        )


def _body(ctx: Context, define: Node) -> bytes:
    body = define.child_by_field_name("value")
    return b"" if body is None else ctx.data[body.start_byte : body.end_byte]


def _only_device(ctx: Context, define: Node) -> bool:
    """Is the macro's body function qualifiers with `__device__` and no other CUDA qualifier?"""
    found = {m.group(1) for m in _QUALIFIER.finditer(_body(ctx, define))}
    return found == {b"device"}


def _qualifies_functions_only(ctx: Context, name: str, directive: Node) -> bool:
    """Is every use of macro ``name`` in code before a function's name (`__host__` would not apply to a
    variable)? Uses in other #define bodies follow their own macro's uses, and are let be."""
    for start, end, _ in lexer.occurrences(ctx.data, (name,)):
        if directive.start_byte <= start < directive.end_byte or directive_at(ctx.data, start) is not None:
            continue
        if _FUNCTION_AFTER.match(ctx.data, end) is None:
            return False
    return True


def _rename_defined(ctx: Context, node: Node) -> None:
    """``defined(__CUDA_ARCH__)`` -> ``defined(__HIP_DEVICE_COMPILE__)``, in whatever form it was written."""
    if node.type == "identifier" and ctx.text(node) == NAME:
        ctx.replace(node.start_byte, node.end_byte, DEVICE_PASS)
    for child in node.named_children:
        _rename_defined(ctx, child)


def _parts(ctx: Context, node: Node, seen: _Seen, out: list[tuple[Node, Values, bool]]) -> None:
    """The largest parts of ``node`` that depend on ``__CUDA_ARCH__`` alone, with their values."""
    if NAME.encode() not in ctx.data[node.start_byte : node.end_byte]:
        return
    mine = _Seen()
    values = _values(ctx, node, mine)
    if values is not None:
        seen.compared |= mine.compared
        seen.exact += mine.exact
        out.append((node, values, mine.compared))
        return
    for child in node.named_children:
        _parts(ctx, child, seen, out)


def _mixed_condition(ctx: Context, condition: Node) -> None:
    seen = _Seen()
    parts: list[tuple[Node, Values, bool]] = []
    _parts(ctx, condition, seen, parts)
    written = []
    for part, values, compared in parts:
        new = _written(values)
        if not compared:  # defined(__CUDA_ARCH__), in whatever form
            _rename_defined(ctx, part)
        elif new != ctx.text(part):
            ctx.replace(part.start_byte, part.end_byte, new)
        if compared:
            written.append((ctx.text(part), values, new))
    if not written:
        return
    said = "; ".join(f"`{old}` is {_means(values)} (written `{new}`)" for old, values, new in written)
    numeric = any(not set(values) <= {0, 1} for _, values, _ in written)
    if seen.exact or numeric:
        why = (
            f"tests for one NVIDIA architecture ({', '.join(seen.exact)}), which an AMD GPU is not"
            if seen.exact
            else f"__CUDA_ARCH__ is used as a number, that of {NEWEST_SM}, NVIDIA's newest architecture"
        )
        _report(ctx, JUDGED, f"{said}: {why}; check the branch", condition, None)
        return
    _report(
        ctx,
        DECIDED,
        f"{said} on AMD: an AMD GPU counts as {NEWEST_SM}, NVIDIA's newest architecture, for the features HIP"
        " provides; host code has no __CUDA_ARCH__, as with nvcc",
        condition,
        None,
    )


def _condition_of(node: Node) -> tuple[Node, Node] | None:
    """(the #if/#elif, its condition) when ``node`` is inside the condition of one."""
    child, parent = node, node.parent
    while parent is not None:
        if parent.type in _CONDITIONS:
            return (parent, child) if parent.child_by_field_name("condition") == child else None
        if parent.type.startswith("preproc") and parent.type != "preproc_defined":
            return None
        child, parent = parent, parent.parent
    return None


def _asnumber(ctx: Context, start: int, end: int, where: str) -> None:
    ctx.replace(start, end, str(NEWEST_CUDA_ARCH))
    ctx.report(
        JUDGED,
        f"__CUDA_ARCH__ {where}: HIP does not define it, so it is written as {NEWEST_CUDA_ARCH}, the number of"
        f" {NEWEST_SM}, NVIDIA's newest architecture, whose features HIP provides where it can. If it selects"
        f" NVIDIA-only code, test {DEVICE_PASS} or the AMD target macros (__gfx942__...) instead",
        start,
        end,
    )


def _in_directive(ctx: Context, start: int, end: int) -> bool:
    """Handle a use the tree does not place in a directive it parsed but whose line is one: no
    number is ever written where the preprocessor wants a name. False: a line of code."""
    directive = directive_at(ctx.data, start)
    if directive is None:
        return False
    if tests_name(ctx.data, start):
        ctx.replace(start, end, DEVICE_PASS)
    elif directive in ("if", "elif"):
        new = _written((0, NEWEST_CUDA_ARCH))
        ctx.replace(start, end, new)
        ctx.report(
            JUDGED,
            f"__CUDA_ARCH__ in an #{directive} tree-sitter could not parse: written `{new}` (0 in host code, the"
            f" number of {NEWEST_SM} in device code, as where the condition is parsed); check the branch",
            start,
            end,
        )
    elif directive == "define":
        _asnumber(ctx, start, end, "in a #define body")
    return True  # #undef, #error, #pragma...: left as written


def _in_macro(ctx: Context, start: int, end: int, name: str) -> None:
    arg = ctx.root.descendant_for_byte_range(start, end)
    call = arg.parent if arg is not None else None
    if call is not None and call.type == "preproc_call":
        return  # #undef __CUDA_ARCH__
    if tests_name(ctx.data, start):
        ctx.replace(start, end, DEVICE_PASS)  # `#define ON_DEVICE defined(__CUDA_ARCH__)`
        return
    _asnumber(ctx, start, end, "in a #define body")


@rule(
    "cuda-arch",
    macro=_in_macro,
    names={NAME},
    codes={DECIDED, JUDGED},
    refines={DECIDED: MOOT_IN_DEAD_BRANCH, JUDGED: MOOT_IN_DEAD_BRANCH},
    doc="__CUDA_ARCH__ tests decided for AMD (device code: NVIDIA's newest architecture; host code: none)",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    parent = node.parent
    if node.type != "identifier" or parent is None:
        return
    if parent.type in ("preproc_def", "preproc_function_def") and parent.child_by_field_name("name") == node:
        return  # the file defines __CUDA_ARCH__ itself (an editor's stand-in): its own
    if parent.type in ("preproc_ifdef", "preproc_elifdef"):
        ctx.replace(node.start_byte, node.end_byte, DEVICE_PASS)
        if parent.type == "preproc_ifdef":
            taken, other = _branches(parent, node)
            negated = parent.children[0].type == "#ifndef"
            _qualifier_macros(ctx, parent, *((other, taken) if negated else (taken, other)))
        return
    found = _condition_of(node)
    if found is None:
        if not _in_directive(ctx, node.start_byte, node.end_byte):
            _asnumber(ctx, node.start_byte, node.end_byte, "in code")
        return
    directive, condition = found
    done = ctx.state("cuda-arch.conditions", set)
    if condition.start_byte in done:
        return
    done.add(condition.start_byte)
    seen = _Seen()
    values = _values(ctx, condition, seen)
    if values is not None:
        _whole_condition(ctx, directive, condition, values, seen)
    else:
        _mixed_condition(ctx, condition)


def _false_in_host_code(ctx: Context, condition: Node) -> bool:
    """Is the #if condition false in host code whatever its other names are (`X && defined(__CUDA_ARCH__)`,
    `__CUDA_ARCH__ >= 700`)?"""
    values = _values(ctx, condition, _Seen())
    if values is not None:
        return values[0] == 0
    if condition.type == "parenthesized_expression":
        inner = [c for c in condition.named_children if c.type != "comment"]
        return len(inner) == 1 and _false_in_host_code(ctx, inner[0])
    op = condition.child_by_field_name("operator")
    if condition.type == "binary_expression" and op is not None and op.type == "&&":
        sides = (condition.child_by_field_name("left"), condition.child_by_field_name("right"))
        return any(side is not None and _false_in_host_code(ctx, side) for side in sides)
    return False


def only_device_passes_read(ctx: Context, start: int, end: int) -> bool:
    """Is [start, end) in a branch only a device pass compiles (`#ifdef __CUDA_ARCH__`, `#elif X &&
    defined(__CUDA_ARCH__)`): code a host compiler never reads?"""
    node = ctx.root.descendant_for_byte_range(start, end)
    while node is not None:
        parent = node.parent
        if parent is not None and parent.child_by_field_name("alternative") != node:
            if parent.type == "preproc_ifdef" and parent.children[0].type == "#ifdef":
                name = parent.child_by_field_name("name")
                if name is not None and ctx.text(name) == NAME:
                    return True
            condition = parent.child_by_field_name("condition") if parent.type in _CONDITIONS else None
            if condition is not None and condition.end_byte <= start and _false_in_host_code(ctx, condition):
                return True
        node = parent
    return False
