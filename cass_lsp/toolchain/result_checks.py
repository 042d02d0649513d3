"""The quick fix for runtime calls whose returned error is ignored (hipcc's nodiscard warning on
every unchecked ``cudaMalloc``/``cudaMemcpy``): each call statement wrapped in a check.

The check is the file's own macro where it has one (``#define CHECK(x)`` whose body tests
``cudaSuccess`` or calls ``cudaGetErrorString``, as most CUDA samples do), else ``CASS_CHECK``,
defined after the file's includes: it prints the file, line, call and error, then exits. The
text is matched, not parsed: a place whose line does not start a plain call statement
(``cudaFree(p);``) is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cass_lsp.core.result import Edit

_CALL = re.compile(rb"(?P<name>(?P<api>cuda|hip)[A-Z]\w*)\s*\(")
_CHECK_MACRO = re.compile(
    rb"^[ \t]*#[ \t]*define[ \t]+(?P<name>\w+)\([ \t]*\w+[ \t]*\)(?P<body>(?:.*\\\r?\n)*.*)", re.M
)
_CHECKS = re.compile(rb"\b(?:cuda|hip)(?:Success|GetErrorString)\b")
_INCLUDE = re.compile(rb"^[ \t]*#[ \t]*include\b.*$", re.M)
NEW_MACRO = "CASS_CHECK"


def check_calls(source: bytes, places: Sequence[tuple[int, int]]) -> list[Edit]:
    """Edits that wrap each call statement at ``places`` (0-based line and column, as the
    compiler diagnostics give them) in a check, and define the check where the file has none;
    empty when no place holds a plain call statement."""
    starts = [0] + [m.end() for m in re.finditer(rb"\n", source)]
    calls: list[tuple[int, int, bytes]] = []  # (start, end after ')', api)
    for line, _column in sorted(set(places)):
        if 0 <= line < len(starts):
            call = _statement_call(source, starts[line], starts[line + 1] if line + 1 < len(starts) else len(source))
            if call is not None and call not in calls:
                calls.append(call)
    if not calls:
        return []
    macro = _existing_check(source)
    edits: list[Edit] = []
    if macro is None:
        macro = NEW_MACRO
        edits.append(_definition(source, calls[0][0], calls[0][2].decode()))
    for start, end, _api in calls:
        edits += [Edit(start, start, f"{macro}("), Edit(end, end, ")")]
    return sorted(edits)


def _statement_call(source: bytes, line_start: int, line_end: int) -> tuple[int, int, bytes] | None:
    """The call that starts the statement on this line (after blanks, ``{``, ``}`` or ``else``),
    its end after the closing parenthesis, when a ``;`` follows: ``cudaMemcpy(...);``."""
    text = source[line_start:line_end]
    lead = re.match(rb"[ \t]*(?:(?:[{}]|else\b)[ \t]*)*", text)
    m = _CALL.match(text, lead.end() if lead else 0)
    if m is None:
        return None
    end = _closing(source, line_start + m.end() - 1)
    if end is None or not re.match(rb"[ \t]*;", source[end : end + 64]):
        return None
    return line_start + m.start(), end, m.group("api")


def _closing(source: bytes, open_paren: int) -> int | None:
    """The offset after the parenthesis that closes the one at ``open_paren`` (strings, characters
    and comments skipped); None when it is not closed."""
    depth, i, n = 0, open_paren, len(source)
    while i < n:
        ch = source[i : i + 1]
        if ch in (b'"', b"'"):
            i += 1
            while i < n and source[i : i + 1] != ch:
                i += 2 if source[i : i + 1] == b"\\" else 1
        elif source.startswith(b"//", i):
            i = source.find(b"\n", i)
            if i < 0:
                return None
        elif source.startswith(b"/*", i):
            i = source.find(b"*/", i + 2)
            if i < 0:
                return None
            i += 1
        elif ch == b"(":
            depth += 1
        elif ch == b")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _existing_check(source: bytes) -> str | None:
    """The name of the file's own one-argument macro that checks a runtime error, if any."""
    for m in _CHECK_MACRO.finditer(source):
        if _CHECKS.search(m.group("body")):
            return m.group("name").decode()
    return None


def _definition(source: bytes, first_call: int, api: str) -> Edit:
    """``CASS_CHECK`` (and the headers it needs) after the last #include before the first call."""
    includes = [m for m in _INCLUDE.finditer(source, 0, first_call)]
    at = includes[-1].end() + 1 if includes else 0
    at = min(at, len(source))
    needs = [h for h, names in (("stdio.h", (b"<stdio.h>", b"<cstdio>")), ("stdlib.h", (b"<stdlib.h>", b"<cstdlib>")))
             if not any(n in source for n in names)]  # fmt: skip
    text = "".join(f"#include <{h}>\n" for h in needs)
    text += (
        f"// Added by cass-lsp: stop with the error when a {api} runtime call fails (HIP's errors are nodiscard).\n"
        f"#define {NEW_MACRO}(call) \\\n"
        "  do { \\\n"
        f"    {api}Error_t cass_error_ = (call); \\\n"
        f"    if (cass_error_ != {api}Success) {{ \\\n"
        f'      fprintf(stderr, "%s:%d: %s: %s\\n", __FILE__, __LINE__, #call, {api}GetErrorString(cass_error_)); \\\n'
        "      exit(EXIT_FAILURE); \\\n"
        "    } \\\n"
        "  } while (0)\n"
    )
    if at > 0 and source[at - 1 : at] != b"\n":  # the last #include ends the file without a newline
        text = "\n" + text
    return Edit(at, at, text)
