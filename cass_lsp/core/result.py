"""What a translation produces, whichever engine made it (rules or a CASS model).

Offsets are byte offsets into the UTF-8 encoded CUDA source, as tree-sitter uses them; the
protocol layer turns them into LSP positions. Lines are 0-based.

Any bytes in, nothing lost: a source that is not valid UTF-8 (a Latin-1 copyright sign in a
comment) is carried as text with ``surrogateescape``: each byte that is not UTF-8 becomes one
lone surrogate and encodes back to that byte. ``encode``/``decode`` below are the only
conversions the engine uses, so offsets are offsets into the original bytes and the output keeps
every byte outside the rewritten spans.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

_ERRORS = "surrogateescape"


def encode(text: str) -> bytes:
    """Text to the bytes it came from (bytes that were not UTF-8 come back unchanged)."""
    return text.encode("utf-8", _ERRORS)


def decode(data: bytes) -> str:
    """Bytes to text, never failing: bytes that are not UTF-8 become lone surrogates."""
    return data.decode("utf-8", _ERRORS)


class Severity(IntEnum):
    """Same numbers as LSP's DiagnosticSeverity."""

    ERROR = 1
    WARNING = 2
    INFO = 3
    HINT = 4


@dataclass(frozen=True, order=True)
class Edit:
    """Replace source bytes [start, end) with ``text``.

    ``portable`` (fix edits of the CUDA source only): the fixed source is valid CUDA that nvcc
    compiles to the same program, and valid HIP, so keep-CUDA ports may apply it to the sources
    they keep (``translate.portable``). It takes no part in equality or order.
    """

    start: int
    end: int
    text: str
    portable: bool = field(default=False, compare=False, repr=False)


@dataclass(frozen=True)
class Finding:
    """Something the user should know about a CUDA construct when porting it.

    ``code`` is stable (documented in cass_lsp/translate/FINDINGS.md); ``fix`` holds edits of the CUDA source that
    are safe to apply as a quick fix (empty when no safe rewrite exists: then ``message``
    says what to do by hand).
    """

    code: str
    severity: Severity
    message: str
    start: int
    end: int
    kind: str = "hazard"  # unsupported | deprecated | removed | hazard
    fix: tuple[Edit, ...] = ()
    fix_title: str = ""
    url: str = ""


@dataclass(frozen=True)
class Suppressed:
    """A finding decided away (translate/suppression.py), and by what: ``line comment`` or ``file
    comment`` (``line``: the comment's, 1-based), or where a policy turned its code off
    (``cass-lsp.toml``, ``--ignore``, a setting). Reports count them: nothing is hidden silently."""

    finding: Finding
    by: str
    line: int = 0


class SourceMap(Sequence[tuple[int, int]]):
    """``source_map[i]`` = the (first, last) CUDA lines HIP line ``i`` came from.

    Kept in two integer arrays: the result lives as long as its document is open, and a
    list of tuples costs about 100 bytes a line (2 MB for a 20,000-line file).
    """

    __slots__ = ("_first", "_last")

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._first = array("l")
        self._last = array("l")
        for span in spans:
            self.append(span)

    def append(self, span: tuple[int, int]) -> None:
        self._first.append(span[0])
        self._last.append(span[1])

    def __len__(self) -> int:
        return len(self._first)

    def __getitem__(self, index: int) -> tuple[int, int]:  # type: ignore[override]
        return self._first[index], self._last[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"SourceMap({list(self)!r})"


@dataclass
class TranslationResult:
    source: str
    text: str
    edits: tuple[Edit, ...] = ()
    findings: tuple[Finding, ...] = ()
    source_map: SourceMap = field(default_factory=SourceMap)
    engine: str = "rules"
    compat: tuple[str, ...] = ()  # CUDA device functions HIP lacks that the output defines or includes
    suppressed: tuple[Suppressed, ...] = ()  # findings decided away (not in ``findings``)

    @property
    def data(self) -> bytes:
        """The HIP text as bytes to write: bytes of the source that were not UTF-8 come back as
        they were."""
        return encode(self.text)

    def cuda_lines(self, hip_line: int) -> tuple[int, int]:
        """The CUDA lines a HIP line came from (clamped to the map's ends)."""
        if not self.source_map:
            return (hip_line, hip_line)
        return self.source_map[max(0, min(hip_line, len(self.source_map) - 1))]


def apply_edits(source: str | bytes, edits: tuple[Edit, ...] | list[Edit]) -> str:
    """Apply sorted, non-overlapping byte-offset edits to ``source`` (text, or its bytes as
    ``encode`` gives them). The output is built in one buffer: a list of slices and their join
    held the file three times over."""
    data = source if isinstance(source, bytes) else encode(source)
    view = memoryview(data)
    out = bytearray()
    pos = 0
    for e in sorted(edits):
        if e.start < pos:
            raise ValueError(f"overlapping edits at byte {e.start}")
        out += view[pos : e.start]
        out += encode(e.text)
        pos = e.end
    out += view[pos:]
    view.release()
    return out.decode("utf-8", _ERRORS)


def source_map_for(source: str | bytes, edits: tuple[Edit, ...] | list[Edit]) -> SourceMap:
    """Map each line of ``apply_edits(source, edits)`` to the source lines it came from.

    Unchanged lines map to themselves; lines produced by an edit map to the source lines that
    the edit replaced (an insertion maps to the line it was inserted at).

    One pass: the line of each offset is counted from the previous one (``bytes.count`` over
    the bytes in between), and a run of unchanged lines is appended as two ranges.
    """
    data = source if isinstance(source, bytes) else encode(source)
    result = SourceMap()
    first, last = result._first, result._last
    known_offset = known_line = 0  # the line of an offset, counted from the last one asked

    def line_of(offset: int) -> int:
        nonlocal known_offset, known_line
        if offset >= known_offset:
            known_line += data.count(b"\n", known_offset, offset)
        else:  # edits that overlap (not from the recorder): count from the start
            known_line = data.count(b"\n", 0, offset)
        known_offset = offset
        return known_line

    current: tuple[int, int] | None = None  # span of the HIP line being built

    def extend(lo: int, hi: int) -> None:
        nonlocal current
        current = (lo, hi) if current is None else (min(current[0], lo), max(current[1], hi))

    def unchanged(start: int, end: int) -> None:
        """Source bytes [start, end) copied: each of their line breaks ends a HIP line."""
        nonlocal current
        line = line_of(start)
        breaks = data.count(b"\n", start, end) if end > start else 0
        extend(line, line)
        if breaks:
            first.append(current[0])  # type: ignore[index]
            last.append(current[1])  # type: ignore[index]
            more = range(line + 1, line + breaks)
            first.extend(more)
            last.extend(more)
            current = None
            extend(line + breaks, line + breaks)

    pos = 0
    for e in sorted(edits):
        if e.start > pos:
            unchanged(pos, e.start)
        lo = line_of(e.start)
        hi = line_of(max(e.start, e.end - 1))
        extend(lo, hi)
        breaks = e.text.count("\n")
        if breaks:
            first.append(current[0])  # type: ignore[index]
            last.append(current[1])  # type: ignore[index]
            first.extend([lo] * (breaks - 1))
            last.extend([hi] * (breaks - 1))
            current = (lo, hi)
        pos = e.end
    unchanged(pos, len(data))
    if current is not None:
        result.append(current)
    return result
