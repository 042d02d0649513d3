"""Kernel launches: `k<<<grid, block, shmem, stream>>>(args)` as hipLaunchKernelGGL (an option).

hipcc accepts the chevrons, so they are kept by default. The macro form is written with edits on
the punctuation only (`<<<`, `>>>`, commas), so renames inside the arguments stay separate
edits. Its kernel name is a macro argument: a templated name with commas goes through
HIP_KERNEL_NAME(...). As in HIPIFY's output, grid and block become dim3(...) unless they already
are one, and the shared-memory size and stream are written as they are, parenthesized only when
a comma outside parentheses (in template arguments) could split them.

Launches in `#define` bodies are text to tree-sitter (a preproc_arg): they are lexed here. A
launch whose kernel name, configuration or argument list is not inside the body (`#define
CFG <<<g, b>>>`, `#define L(k) k<<<g, b>>>` used as `L(k)(x)`) cannot be rewritten in the body
alone and keeps its chevrons, with a `macro-launch` finding saying so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cass_lsp.syntax.cuda import Launch, launches
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    text: str


@rule(
    "launches",
    phase="range",
    pattern=b"<<",  # `<< <` too (chevrons.py)
    when={"launch_style": "hipLaunchKernelGGL"},
    codes={"macro-launch"},
)
def rewrite(ctx: Context, start: int, end: int) -> None:
    for launch in launches(ctx.root):
        if start <= launch.node.start_byte < end:
            _rewrite_one(ctx, launch)
    _rewrite_macro_bodies(ctx, start, end)


def _rewrite_one(ctx: Context, launch: Launch) -> None:
    config = [c for c in launch.config.named_children if c.type != "comment"]
    if not 2 <= len(config) <= 4 or launch.node.has_error:
        return  # not a launch hipLaunchKernelGGL can express (or code tree-sitter could not parse)
    callee = launch.callee
    args_node = launch.arguments
    kernel_args = [c for c in args_node.named_children if c.type != "comment"]
    _emit(
        ctx,
        _Span(callee.start_byte, callee.end_byte, ctx.text(callee)),
        [_Span(c.start_byte, c.end_byte, ctx.text(c)) for c in config],
        args_node.start_byte,
        bool(kernel_args),
    )


def _emit(
    ctx: Context, callee: _Span, config: list[_Span], args_open: int, has_args: bool, va_args: bool = False
) -> None:
    """The edits that turn a launch into hipLaunchKernelGGL(...); ``args_open``: its "(" offset."""
    templated = "," in callee.text
    ctx.replace(
        callee.start,
        callee.start,
        "hipLaunchKernelGGL(HIP_KERNEL_NAME(" if templated else "hipLaunchKernelGGL(",
    )
    wrappers = [_wrapper(arg.text, i) for i, arg in enumerate(config)]
    opening = "), " if templated else ", "
    ctx.replace(callee.end, config[0].start, opening + wrappers[0])
    for i in range(1, len(config)):
        ctx.replace(config[i - 1].end, config[i].start, _closing(wrappers[i - 1]) + ", " + wrappers[i])
    defaults = "".join(", 0" for _ in range(len(config), 4))
    # A macro's `(__VA_ARGS__)` may be empty: GNU's `, ##__VA_ARGS__` (clang has it in every mode)
    # drops the comma then.
    after = ", ##" if va_args else ", " if has_args else ""
    # From the end of the last configuration argument through the argument list's "(", and the
    # spaces of an empty one: `k<<<g, b>>>( )` is `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0)`.
    end = args_open + 1
    if not has_args and not va_args:
        while ctx.data[end : end + 1] in (b" ", b"\t"):
            end += 1
        if ctx.data[end : end + 1] != b")":
            end = args_open + 1
    ctx.replace(config[-1].end, end, _closing(wrappers[-1]) + defaults + after)


_DIM3_CALL = re.compile(r"dim3\s*\(")


def _wrapper(text: str, index: int) -> str:
    """What opens configuration argument ``index`` (grid, block, shared memory, stream)."""
    if index < 2:
        # Already `dim3(...)` (its commas are inside the parentheses): not wrapped again. `dim3{1, 2}`
        # is: braces do not keep a macro argument together.
        m = _DIM3_CALL.match(text)
        return "" if m is not None and _matching(text, m.end() - 1) == len(text) - 1 else "dim3("
    return "(" if _comma_outside_parentheses(text) else ""


def _comma_outside_parentheses(text: str) -> bool:
    depth = 0
    for c in text:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            return True
    return False


def _matching(text: str, open_at: int) -> int:
    """Index of the ")" closing the "(" at ``open_at`` (-1 when unbalanced)."""
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _closing(wrapper: str) -> str:
    return ")" if wrapper else ""


# -- launches in #define bodies ----------------------------------------------------------------

# Tokens of a macro body: literals and comments whole (skipped), line continuations (blank),
# identifiers, numbers, and the punctuation a launch needs.
_TOKEN = re.compile(
    rb"""
      (?P<skip>"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|//[^\n]*|/\*.*?(?:\*/|\Z)|\\\r?\n|\s+)
    | (?P<tok><<<|>>>|::|\#\#|[A-Za-z_]\w*|\.?[0-9](?:[eEpP][+-]|[\w.'])*|\S)
    """,
    re.VERBOSE | re.DOTALL,
)
_OPEN = {b"(": b")", b"[": b"]", b"{": b"}"}
_CLOSE = {b")", b"]", b"}"}


@dataclass(frozen=True)
class _Token:
    start: int
    end: int
    text: bytes


def _tokens(data: bytes, start: int, end: int) -> list[_Token]:
    return [_Token(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(data, start, end) if m.lastgroup == "tok"]


# A #define line up to its body (tree-sitter ends a body at a comment in it, so the body is taken
# from the text: the logical line, continuations included).
_DEFINE = re.compile(rb"[ \t]*#[ \t]*define[ \t]+[A-Za-z_]\w*(?:\([^)\n]*\))?")


def _rewrite_macro_bodies(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    done = -1  # end of the last #define looked at
    pos = data.find(b"<<<", start, end)
    while pos != -1:
        if pos >= done:
            line_start, line_end = _logical_line(data, pos)
            m = _DEFINE.match(data, line_start, line_end)
            if m is not None:
                _rewrite_macro_body(ctx, m.end(), line_end)
            done = line_end
        pos = data.find(b"<<<", pos + 3, end)


def _logical_line(data: bytes, pos: int) -> tuple[int, int]:
    """The line around ``pos`` with its backslash continuations: [start, end) without the newline."""
    start = data.rfind(b"\n", 0, pos) + 1
    while start >= 2 and data[: start - 1].rstrip(b"\r").endswith(b"\\"):
        start = data.rfind(b"\n", 0, start - 1) + 1
    end = data.find(b"\n", pos)
    while end != -1 and data[:end].rstrip(b"\r").endswith(b"\\"):
        end = data.find(b"\n", end + 1)
    return start, len(data) if end == -1 else end


def _rewrite_macro_body(ctx: Context, start: int, end: int) -> None:
    tokens = _tokens(ctx.data, start, end)
    for i, token in enumerate(tokens):
        if token.text != b"<<<":
            continue
        why = _rewrite_macro_launch(ctx, tokens, i)
        if why:
            ctx.report(
                "macro-launch",
                f"This launch in a #define body stays as <<<...>>> (hipcc accepts it): {why}",
                token.start,
                token.end,
            )


def _rewrite_macro_launch(ctx: Context, tokens: list[_Token], at: int) -> str:
    """Rewrite the launch whose `<<<` is tokens[at]; an empty string, or why it could not be."""
    callee_start = _callee_start(tokens, at)
    if callee_start is None:
        return "the kernel is not named in the macro body (or not by a plain name)"
    close = _find_close(tokens, at + 1)
    if close is None:
        return "its `>>>` is not in the macro body"
    config = _split_commas(tokens, at + 1, close)
    if not 2 <= len(config) <= 4 or any(a == b for a, b in config):
        return "hipLaunchKernelGGL needs two to four configuration arguments"
    if close + 1 >= len(tokens) or tokens[close + 1].text != b"(":
        return "its argument list is not in the macro body"
    args_close = _find_bracket(tokens, close + 1)
    if args_close is None:
        return "its argument list is not closed in the macro body"
    callee = _span(ctx, tokens[callee_start], tokens[at - 1])
    spans = [_span(ctx, tokens[a], tokens[b - 1]) for a, b in config]
    inner = tokens[close + 2 : args_close]
    va_args = len(inner) == 1 and inner[0].text == b"__VA_ARGS__"
    _emit(ctx, callee, spans, tokens[close + 1].start, bool(inner), va_args)
    return ""


def _span(ctx: Context, first: _Token, last: _Token) -> _Span:
    return _Span(first.start, last.end, ctx.hip_text(first.start, last.end))


def _callee_start(tokens: list[_Token], at: int) -> int | None:
    """Index of the first token of the kernel name before tokens[at] (`k`, `ns::k<T, 2>`)."""
    i = at - 1
    if i >= 0 and tokens[i].text == b">":  # template arguments: back to the matching "<"
        depth = 0
        while i >= 0:
            text = tokens[i].text
            if text in (b">", b")", b"]"):
                depth += 1
            elif text in (b"<", b"(", b"["):
                depth -= 1
                if depth == 0:
                    break
            i -= 1
        i -= 1
    if i < 0 or not _is_identifier(tokens[i].text):
        return None
    # ns::k, ::k, and names pasted from macro parameters (kernel_##T): still one macro argument.
    while i >= 2 and tokens[i - 1].text in (b"::", b"##") and _is_identifier(tokens[i - 2].text):
        i -= 2
    if i >= 1 and tokens[i - 1].text == b"::":  # ::k
        i -= 1
    if i >= 1 and tokens[i - 1].text in (b"#", b"##", b"."):  # a stringized or member name: not ours
        return None
    if i >= 2 and tokens[i - 1].text == b">" and tokens[i - 2].text == b"-":  # p->name
        return None
    return i


def _is_identifier(text: bytes) -> bool:
    return bool(text) and (text[:1].isalpha() or text[:1] == b"_")


def _find_close(tokens: list[_Token], start: int) -> int | None:
    """Index of the `>>>` closing a configuration that starts at tokens[start]."""
    depth = 0
    for i in range(start, len(tokens)):
        text = tokens[i].text
        if text in _OPEN:
            depth += 1
        elif text in _CLOSE:
            depth -= 1
            if depth < 0:
                return None
        elif text == b">>>" and depth == 0:
            return i
    return None


def _find_bracket(tokens: list[_Token], open_at: int) -> int | None:
    depth = 0
    for i in range(open_at, len(tokens)):
        text = tokens[i].text
        if text in _OPEN:
            depth += 1
        elif text in _CLOSE:
            depth -= 1
            if depth == 0:
                return i
    return None


def _split_commas(tokens: list[_Token], start: int, end: int) -> list[tuple[int, int]]:
    """Token index ranges of the comma-separated items of tokens[start:end] (depth 0 commas)."""
    items: list[tuple[int, int]] = []
    depth = 0
    item_start = start
    for i in range(start, end):
        text = tokens[i].text
        if text in _OPEN:
            depth += 1
        elif text in _CLOSE:
            depth -= 1
        elif text == b"," and depth == 0:
            items.append((item_start, i))
            item_start = i + 1
    items.append((item_start, end))
    return items
