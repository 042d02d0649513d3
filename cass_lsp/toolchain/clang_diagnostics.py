"""clang's text diagnostics (as hipcc prints them), and mapping them back onto CUDA lines.

clang writes, for each diagnostic::

    In file included from /tmp/x/k.hip:2:          <- include chain, outermost first (clang;
    In file included from /tmp/x/other.h:1:           GCC-style "   from" lines are read too)
    /tmp/x/k.h:2:29: error: cannot initialize ... [-Wflag]
    <source line>
    <caret and ranges>
    fix-it:"/tmp/x/k.hip":{14:26-14:46}:"hipDeviceSynchronize"   (-fdiagnostics-parseable-fixits)
    /tmp/x/k.h:1:17: note: candidate function not viable ...     <- notes follow their diagnostic

plus driver messages (``clang: error: ...``) and the ``N errors generated`` summary. Notes attach
to the error or warning before them. clang's text output names only warning flags
(``[-Wunused-variable]``); for common errors we add the name clangd would report (clang's
internal diagnostic id without its ``err_`` prefix) from a small table of message patterns.

``map_diagnostics`` moves each diagnostic onto the CUDA document: lines of the compiled HIP file
go through the translation's source map; a diagnostic in a header moves to the ``#include``
line of the main file that (transitively) included it, as clangd does.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from cass_lsp.core.result import TranslationResult

ClangSeverity = Literal["fatal error", "error", "warning", "note", "remark"]


@dataclass(frozen=True)
class Location:
    file: str
    line: int  # 1-based, as clang prints
    column: int  # 1-based; 0 when clang gave none


@dataclass(frozen=True)
class FixIt:
    file: str
    start: tuple[int, int]  # (line, column), 1-based
    end: tuple[int, int]
    text: str


@dataclass
class ClangDiagnostic:
    severity: ClangSeverity
    message: str
    location: Location | None  # None for driver messages ("clang: error: ...")
    flag: str | None = None  # "-Wunused-variable"
    include_stack: tuple[Location, ...] = ()  # the #include lines that led here, as clang lists them
    notes: list[ClangDiagnostic] = field(default_factory=list)
    fixits: list[FixIt] = field(default_factory=list)
    rendered: str = ""  # the lines clang printed for it, notes included

    @property
    def code(self) -> str | None:
        """``-Wflag`` for warnings, clang's diagnostic name for the errors we recognise."""
        if self.flag:
            return self.flag
        return error_code(self.message) if self.severity in ("error", "fatal error") else None


# Message patterns -> clang diagnostic ids (DiagnosticSemaKinds.td, DiagnosticLexKinds.td,
# DiagnosticParseKinds.td), without the err_ prefix, as clangd shows them.
_ERROR_CODES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p), code)
    for p, code in [
        (r"^use of undeclared identifier '.*'; did you mean", "undeclared_var_use_suggest"),
        (r"^use of undeclared identifier", "undeclared_var_use"),
        (r"^unknown type name '.*'; did you mean", "unknown_typename_suggest"),
        (r"^unknown type name", "unknown_typename"),
        (r"^no member named '.*' in .*; did you mean", "no_member_suggest"),
        (r"^no member named", "no_member"),
        (r"^no matching function for call to", "ovl_no_viable_function_in_call"),
        (r"^call to '.*' is ambiguous", "ovl_ambiguous_call"),
        (r"^'.*' file not found", "pp_file_not_found"),
        (r"^cannot initialize (a|an|return) ", "init_conversion_failed"),
        (r"^too many arguments to function call", "typecheck_call_too_many_args"),
        (r"^too few arguments to function call", "typecheck_call_too_few_args"),
        (r"^invalid operands to binary expression", "typecheck_invalid_operands"),
        (r"^redefinition of", "redefinition"),
        (r"^reference to __(host|device|global)__ function .* in __(host|device|global)__", "ref_bad_target"),
        (r"^no viable conversion from", "typecheck_nonviable_condition"),
        (r"^expected ';'", "expected_semi"),
        (r"^expected expression", "expected_expression"),
        (r"^use of undeclared label", "undeclared_label_use"),
        (r"^static assertion failed", "static_assert_failed"),
        (r"^'.*' is not a member of|^no type named '.*' in", "typename_nested_not_found"),
    ]
]


def error_code(message: str) -> str | None:
    for pattern, code in _ERROR_CODES:
        if pattern.search(message):
            return code
    return None


def flag_url(code: str | None) -> str | None:
    """Documentation for a warning flag (clang's diagnostics reference)."""
    if code and code.startswith("-W"):
        return "https://clang.llvm.org/docs/DiagnosticsReference.html#" + code[1:].lower()
    return None


_HEADER = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+):(?:(?P<col>\d+):)? "
    r"(?P<sev>fatal error|error|warning|note|remark): (?P<msg>.*?)(?: \[(?P<opts>[^\[\]]*)\])?$"
)
_NOLOC = re.compile(r"^(?:(?P<tool>[\w.+-]+): )?(?P<sev>fatal error|error|warning|note|remark): (?P<msg>.*)$")
_INCLUDED = re.compile(r"^(?:In file included from|\s+from) (?P<file>.+?):(?P<line>\d+):$")
_FIXIT = re.compile(r'^fix-it:"(?P<file>(?:[^"\\]|\\.)*)":\{(\d+):(\d+)-(\d+):(\d+)\}:"(?P<text>(?:[^"\\]|\\.)*)"$')
_SUMMARY = re.compile(r"^\d+ (?:errors?|warnings?)( and \d+ (?:errors?|warnings?))? generated")


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def _flag(opts: str | None) -> str | None:
    """``-Werror,-Wunused-variable`` -> ``-Wunused-variable``."""
    if not opts:
        return None
    flags = [o.strip() for o in opts.split(",") if o.strip().startswith("-W") and o.strip() != "-Werror"]
    return flags[-1] if flags else None


def parse(output: str) -> list[ClangDiagnostic]:
    """Top-level diagnostics (errors, warnings, remarks) with their notes, in clang's order."""
    diagnostics: list[ClangDiagnostic] = []
    current: ClangDiagnostic | None = None  # the last top-level diagnostic
    target: ClangDiagnostic | None = None  # where source/caret lines go (it or its last note)
    pending_includes: list[Location] = []
    # clang prints a file's include chain only when it differs from the previous diagnostic's,
    # so later diagnostics in the same header inherit the chain seen last for that file.
    stacks: dict[str, tuple[Location, ...]] = {}
    for raw in output.splitlines():
        line = raw.rstrip("\r")
        m = _INCLUDED.match(line)
        if m:
            pending_includes.append(Location(m.group("file"), int(m.group("line")), 0))
            continue
        m = _HEADER.match(line)
        loc: Location | None = None
        if m:
            loc = Location(m.group("file"), int(m.group("line")), int(m.group("col") or 0))
            sev, msg, flag = m.group("sev"), m.group("msg"), _flag(m.group("opts"))
        else:
            m = _NOLOC.match(line)
            if m and not line.startswith(" "):
                sev, msg, flag = m.group("sev"), m.group("msg"), None
                m2 = re.search(r" \[(-W[^\[\]]*)\]$", msg)
                if m2:
                    msg, flag = msg[: m2.start()], _flag(m2.group(1))
            else:
                m = None
        if m:
            prefix = "".join(f"In file included from {inc.file}:{inc.line}:\n" for inc in pending_includes)
            stack = tuple(pending_includes)
            if loc is not None:
                stack = stacks[loc.file] = stack or stacks.get(loc.file, ())
            diag = ClangDiagnostic(
                sev,  # type: ignore[arg-type]
                msg,
                loc,
                flag=flag,
                include_stack=stack,
                rendered=prefix + line + "\n",
            )
            pending_includes = []
            if sev == "note" and current is not None:
                current.notes.append(diag)
                current.rendered += diag.rendered
                target = diag
            else:
                diagnostics.append(diag)
                current = target = diag
            continue
        m = _FIXIT.match(line)
        if m and current is not None:
            a, b, c, d = (int(m.group(i)) for i in range(2, 6))
            current.fixits.append(FixIt(_unescape(m.group("file")), (a, b), (c, d), _unescape(m.group("text"))))
            continue
        if _SUMMARY.match(line):
            current = target = None
            continue
        if target is not None and line:
            target.rendered += line + "\n"
            if target is not current and current is not None:
                current.rendered += line + "\n"
    return diagnostics


# ---- mapping onto the CUDA document ---------------------------------------------------------

Severity = Literal["error", "warning", "information", "hint"]


@dataclass(frozen=True)
class Related:
    file: str  # a path: the CUDA document itself (``main``) or a header on disk
    line: int  # 0-based
    column: int  # 0-based
    message: str
    in_main: bool  # True when ``file`` is the CUDA document (line already mapped)


@dataclass(frozen=True)
class MappedDiagnostic:
    """A compiler diagnostic placed on the CUDA document (0-based lines and columns)."""

    start_line: int
    start_column: int
    end_line: int
    end_column: int | None  # None: to the end of end_line
    severity: Severity
    message: str
    code: str | None
    related: tuple[Related, ...] = ()
    targets: tuple[str, ...] = ()  # the targets that reported it
    rendered: str = ""  # clang's text for this diagnostic

    def key(self) -> tuple[object, ...]:
        return (self.start_line, self.start_column, self.severity, self.message, self.code)

    @property
    def url(self) -> str | None:
        """Documentation of the diagnostic (a warning flag's, in clang's reference), if any."""
        return flag_url(self.code)


_SEVERITY: dict[str, Severity] = {
    "fatal error": "error",
    "error": "error",
    "warning": "warning",
    "remark": "information",
    "note": "information",
}


class TextLines(Sequence[str]):
    """A text's lines (split at "\\n") by index, without a string per line kept alive.

    A build is kept as long as its document is open: for a 20,000-line file, split lists
    of both texts would cost 3.5 MB; offsets cost 4 bytes a line.
    """

    __slots__ = ("_starts", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        starts = array("L", [0])
        find, at = text.find, text.find("\n")
        while at != -1:
            starts.append(at + 1)
            at = find("\n", at + 1)
        self._starts = starts

    def __len__(self) -> int:
        return len(self._starts)

    def __getitem__(self, index: int) -> str:  # type: ignore[override]
        if index < 0:
            index += len(self._starts)
        if not 0 <= index < len(self._starts):
            raise IndexError(index)
        end = self._starts[index + 1] - 1 if index + 1 < len(self._starts) else len(self._text)
        return self._text[self._starts[index] : end]


@dataclass(frozen=True)
class LineMapping:
    """How the compiled file's lines relate to the document's (both 0-based).

    Columns stay clang's (1-based byte columns become 0-based byte offsets in the line) only on
    lines the translation left as they were; elsewhere a diagnostic marks the CUDA line(s) from
    their first non-blank character, since a column in rewritten text means nothing there.
    """

    compiled_lines: Sequence[str]
    document_lines: Sequence[str]
    cuda_lines: Callable[[int], tuple[int, int]]

    @classmethod
    def identity(cls, text: str) -> LineMapping:
        """A document compiled as it is (a ``.hip`` file)."""
        lines = TextLines(text)
        return cls(lines, lines, lambda n: (n, n))

    @classmethod
    def of_translation(cls, result: TranslationResult) -> LineMapping:
        return cls(TextLines(result.text), TextLines(result.source), result.cuda_lines)

    def unchanged(self, compiled_line: int) -> bool:
        first, last = self.cuda_lines(compiled_line)
        return (
            first == last
            and 0 <= compiled_line < len(self.compiled_lines)
            and 0 <= first < len(self.document_lines)
            and self.compiled_lines[compiled_line] == self.document_lines[first]
        )

    def indent(self, document_line: int) -> int:
        if not 0 <= document_line < len(self.document_lines):
            return 0
        # Lines keep bytes that were not UTF-8 as lone surrogates.
        text = self.document_lines[document_line].encode("utf-8", "surrogateescape")
        return len(text) - len(text.lstrip())


def map_diagnostics(
    diagnostics: Sequence[ClangDiagnostic],
    main_file: str,
    mapping: LineMapping,
    *,
    target: str = "",
    others: Mapping[str, tuple[str, LineMapping]] | None = None,
) -> list[MappedDiagnostic]:
    """Place clang's diagnostics on the CUDA document.

    ``main_file`` is the path the compiled file had on clang's command line; ``mapping`` relates
    its lines to the document's (``LineMapping.of_translation``, or ``identity`` for a ``.hip``
    document compiled as it is). ``others`` maps compiled copies of headers (translated local
    headers) to their real path and line mapping, so related locations point at the user's file.
    """
    others = others or {}
    out: list[MappedDiagnostic] = []

    def is_main(file: str) -> bool:
        return file == main_file

    def place(loc: Location) -> tuple[int, int, int, int | None]:
        hip_line = loc.line - 1
        first, last = mapping.cuda_lines(hip_line)
        if loc.column > 0 and mapping.unchanged(hip_line):
            return first, loc.column - 1, last, None
        return first, mapping.indent(first), last, None

    def related_of(d: ClangDiagnostic, message: str | None = None) -> Related | None:
        if d.location is None:
            return None
        if is_main(d.location.file):
            line, col, _, _ = place(d.location)
            return Related(main_file, line, col, message or d.message, True)
        if d.location.file in others:
            real, header_map = others[d.location.file]
            line = header_map.cuda_lines(d.location.line - 1)[0]
            column = d.location.column - 1 if header_map.unchanged(d.location.line - 1) else header_map.indent(line)
            return Related(real, line, max(column, 0), message or d.message, False)
        return Related(d.location.file, d.location.line - 1, max(d.location.column - 1, 0), message or d.message, False)

    for d in diagnostics:
        severity = _SEVERITY[d.severity]
        message = d.message
        related: list[Related] = []
        anchor: Location | None = None
        if d.location is not None and is_main(d.location.file):
            anchor = d.location
        elif d.location is not None:
            # In a header: move to the main file's #include line, else to a note in the main
            # file (an instantiation or macro expansion site).
            includer = next((inc for inc in d.include_stack if is_main(inc.file)), None)
            if includer is not None:
                anchor = Location(includer.file, includer.line, 0)
                message = f"in included file: {d.message}"
                here = related_of(d, "error occurred here" if severity == "error" else "warning occurred here")
                if here is not None:
                    related.append(here)
            else:
                note = next((n for n in d.notes if n.location and is_main(n.location.file)), None)
                if note is not None and note.location is not None:
                    anchor = note.location
                    here = related_of(d, d.message)
                    if here is not None:
                        related.append(here)
        related += [r for n in d.notes if (r := related_of(n)) is not None]
        if anchor is None:
            start, col, end, end_col = 0, 0, 0, None
        else:
            start, col, end, end_col = place(anchor)
        out.append(
            MappedDiagnostic(
                start_line=start,
                start_column=col,
                end_line=end,
                end_column=end_col,
                severity=severity,
                message=message,
                code=d.code,
                related=tuple(related),
                targets=(target,) if target else (),
                rendered=d.rendered,
            )
        )
    return out


def merge_targets(per_target: Iterable[Sequence[MappedDiagnostic]]) -> list[MappedDiagnostic]:
    """One diagnostic for what several targets report alike, listing the targets that did.

    hipcc compiles each target separately, so a syntax error comes once per target; a
    wave-size problem may come from one target only, which the ``targets`` field then shows.
    """
    merged: dict[tuple[object, ...], MappedDiagnostic] = {}
    for diagnostics in per_target:
        for d in diagnostics:
            k = d.key()
            if k in merged:
                merged[k] = replace(merged[k], targets=tuple(dict.fromkeys(merged[k].targets + d.targets)))
            else:
                merged[k] = d
    return list(merged.values())


# ---- calls whose returned error is ignored ----------------------------------------------------

# HIP declares hipError_t (and some libraries' status types) nodiscard: clang warns at every call
# whose result is dropped, which in CUDA code is most cudaMalloc and cudaMemcpy lines.
_IGNORED = re.compile(r"^ignoring return value of type '(?P<type>\w+)' declared with 'nodiscard' attribute")
_GROUPED = re.compile(r"^\d+ calls ignore the (?P<type>\w+) they return, which")


def group_ignored_results(diagnostics: Sequence[MappedDiagnostic]) -> list[MappedDiagnostic]:
    """One warning per file and returned type for clang's ``ignoring return value of type
    'hipError_t' declared with 'nodiscard' attribute``, at the first such call, each call a
    related place (12 lines for a 70-line example before); every other diagnostic as it was."""
    by_type: dict[str, list[MappedDiagnostic]] = {}
    for d in diagnostics:
        m = _IGNORED.match(d.message)
        if m is not None:
            by_type.setdefault(m.group("type"), []).append(d)
    out: list[MappedDiagnostic] = []
    for d in diagnostics:
        m = _IGNORED.match(d.message)
        group = by_type.get(m.group("type"), []) if m is not None else []
        if len(group) < 2:
            out.append(d)
        elif d is group[0]:
            out.append(_grouped(m.group("type"), group))  # type: ignore[union-attr]
    return out


def _grouped(returned: str, group: list[MappedDiagnostic]) -> MappedDiagnostic:
    first = group[0]
    lines = ", ".join(str(d.start_line + 1) for d in group[:5]) + (", …" if len(group) > 5 else "")
    message = (
        f"{len(group)} calls ignore the {returned} they return, which HIP declares nodiscard (lines {lines}):"
        " check them (a quick fix does) or cast to (void)"
    )
    related = tuple(
        Related("", d.start_line, d.start_column, f"the {returned} of this call is ignored", True) for d in group
    )
    targets = tuple(dict.fromkeys(t for d in group for t in d.targets))
    return replace(
        first, message=message, related=related, targets=targets, rendered="".join(d.rendered for d in group)
    )


def ignored_result_places(d: MappedDiagnostic) -> list[tuple[int, int]]:
    """The (line, column) of each call whose hipError_t ``d`` reports ignored (0-based, on the
    document); empty for any other diagnostic."""
    m = _GROUPED.match(d.message) or _IGNORED.match(d.message)
    if m is None or m.group("type") != "hipError_t":
        return []
    if _GROUPED.match(d.message):
        return [(r.line, r.column) for r in d.related if r.in_main]
    return [(d.start_line, d.start_column)]
