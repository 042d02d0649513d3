"""Open documents: their bytes, a line index, and one tree-sitter tree kept up to date incrementally.

Text is kept as immutable UTF-8 bytes because tree-sitter works in byte offsets; LSP positions
(UTF-16 code units for VS Code and Neovim 0.7, UTF-8 for Neovim 0.11) are converted at the
edges. Each edit makes new bytes, updates the line index and is recorded (as an ``InputEdit``)
for a copy of the old tree, and the next parse reuses that tree: a keystroke costs a few
milliseconds even in a 100,000-line file. A tree keeps a reference to the bytes it was
parsed from (py-tree-sitter does), so ``node.text`` stays right for old trees and the
document's text exists once.
Nothing here imports pygls.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from tree_sitter import Parser, Point, Tree

from cass_lsp.core.line_index import LineIndex
from cass_lsp.syntax.languages import LanguageName, new_parser

Encoding = Literal["utf-8", "utf-16", "utf-32"]

# Surrogates that a JSON client may send (lone halves) survive the round trip through bytes.
_CODEC_ERRORS = "surrogatepass"
# A first parse of more than this goes through _first_parse.
_FIRST_PARSE_SLICE = 256 * 1024
_BINARY_PROBE = 8192


def encode(text: str) -> bytes:
    return text.encode("utf-8", _CODEC_ERRORS)


def decode(data: bytes) -> str:
    return data.decode("utf-8", _CODEC_ERRORS)


@dataclass
class Document:
    """One open document. Not thread-safe: the server touches it from the event loop only."""

    uri: str
    language: LanguageName | None
    version: int
    source: bytes
    lines: LineIndex
    tree: Tree | None = None
    tree_version: int = -1
    # Edits applied to the text since ``tree`` was parsed (to be applied to a copy of it).
    pending_edits: list[tuple[int, int, int, Point, Point, Point]] = field(default_factory=list)
    # Why the document gets no syntax features (binary, too large, not the language it claims).
    notice: str | None = None
    _text_cache: tuple[int, str] | None = None

    @classmethod
    def open(cls, uri: str, language: LanguageName | None, version: int, text: str) -> Document:
        data = encode(text)
        return cls(uri, language, version, data, LineIndex(data))

    # ---- text -------------------------------------------------------------------------

    @property
    def text(self) -> str:
        if self._text_cache is None or self._text_cache[0] != self.version:
            self._text_cache = (self.version, decode(self.source))
        return self._text_cache[1]

    @property
    def line_count(self) -> int:
        return self.lines.line_count

    def line_start(self, line: int) -> int:
        """Byte offset where ``line`` starts (0 <= line < line_count)."""
        return self.lines.start(self.source, line)

    def line_bytes(self, line: int) -> bytes:
        """The bytes of a line, without its line break."""
        if line < 0 or line >= self.line_count:
            return b""
        start = self.line_start(line)
        end = self.source.find(b"\n", start)
        chunk = self.source[start : len(self.source) if end == -1 else end]
        return chunk[:-1] if chunk.endswith(b"\r") else chunk

    def looks_binary(self) -> bool:
        return b"\x00" in self.source[:_BINARY_PROBE]

    # ---- positions ----------------------------------------------------------------------

    def offset_at(self, line: int, character: int, encoding: Encoding = "utf-16") -> int:
        """Byte offset of an LSP position; positions past a line's end clamp to it."""
        if line >= self.line_count:
            return len(self.source)
        if line < 0:
            return 0
        start = self.line_start(line)
        raw = self.line_bytes(line)
        return start + _column_to_bytes(raw, character, encoding)

    def position_at(self, offset: int, encoding: Encoding = "utf-16") -> tuple[int, int]:
        """LSP (line, character) of a byte offset."""
        offset = max(0, min(offset, len(self.source)))
        line = self.lines.line_of(self.source, offset)
        start = self.source.rfind(b"\n", 0, offset) + 1
        return line, _bytes_to_column(self.source[start:offset], encoding)

    def point_at(self, offset: int) -> Point:
        """tree-sitter Point (row, byte column) of a byte offset."""
        line = self.lines.line_of(self.source, offset)
        return Point(line, offset - (self.source.rfind(b"\n", 0, offset) + 1))

    # ---- edits --------------------------------------------------------------------------

    def replace_all(self, text: str, version: int) -> None:
        """A full-text change: the old tree is dropped (nothing useful to reuse)."""
        self.source = encode(text)
        self.lines = LineIndex(self.source)
        self.version = version
        self.tree = None
        self.tree_version = -1
        self.pending_edits.clear()

    def apply_change(
        self,
        start: tuple[int, int],
        end: tuple[int, int],
        new_text: str,
        version: int,
        encoding: Encoding = "utf-16",
    ) -> None:
        """An incremental change between two LSP positions (the client's encoding)."""
        start_byte = self.offset_at(*start, encoding)
        old_end_byte = max(start_byte, self.offset_at(*end, encoding))
        self.apply_byte_edit(start_byte, old_end_byte, encode(new_text), version)

    def apply_byte_edit(self, start_byte: int, old_end_byte: int, new: bytes, version: int) -> None:
        start_point = self.point_at(start_byte)
        old_end_point = self.point_at(old_end_byte)
        self.source = b"".join((self.source[:start_byte], new, self.source[old_end_byte:]))
        new_end_byte = start_byte + len(new)
        self.lines.edit(self.source, start_byte, old_end_byte, new_end_byte, old_end_point.row - start_point.row)
        new_end_point = self.point_at(new_end_byte)
        if self.tree is not None:
            self.pending_edits.append(
                (start_byte, old_end_byte, new_end_byte, start_point, old_end_point, new_end_point)
            )
        self.version = version

    # ---- parsing ------------------------------------------------------------------------

    @property
    def is_parsed(self) -> bool:
        return self.tree is not None and self.tree_version == self.version

    def reparse(self, parser: Parser | None = None, cancelled: Callable[[], bool] | None = None) -> Tree | None:
        """Bring ``tree`` up to date (incrementally when an old tree exists).

        The old tree is copied before the pending edits are applied to it, so readers holding
        it are not disturbed. Returns None (and keeps the old state) when ``cancelled`` says so
        during a first parse.
        """
        if self.language is None or self.notice is not None:
            return None
        if self.is_parsed:
            return self.tree
        parser = parser or parser_for(self.language)
        source, version = self.source, self.version
        if self.tree is not None:
            old = self.tree.copy()
            for edit in self.pending_edits:
                old.edit(*edit)
            tree = parser.parse(source, old)
        elif len(source) <= _FIRST_PARSE_SLICE:
            tree = parser.parse(source)
        else:
            tree = _first_parse(parser, source, cancelled)
            if tree is None:
                return None
        if version == self.version:  # no edit slipped in while parsing off the loop
            self.tree = tree
            self.tree_version = version
            self.pending_edits.clear()
        return tree


def _first_parse(parser: Parser, source: bytes, cancelled: Callable[[], bool] | None) -> Tree | None:
    """Parse a large text so that other threads keep running meanwhile.

    py-tree-sitter holds the GIL while it parses a bytestring; through a reader callback (with
    a progress callback, which tree-sitter calls every few hundred operations) it lets other
    threads in. The reader hands over the whole rest of the text at once: trees built from
    many small chunks came out 15% larger. The result is then reparsed from the bytestring
    (nothing changed, so it takes under a millisecond and reuses every node) so that the
    tree reads ``node.text`` from ``source`` rather than through the reader.
    """

    def read(offset: int, _point: Point) -> bytes:
        return source[offset:]

    def progress(*_state: object) -> bool:
        return cancelled() if cancelled is not None else False

    try:
        sliced = parser.parse(read, progress_callback=progress)
    except ValueError:  # py-tree-sitter's answer to a parse the progress callback halted
        sliced = None
    if sliced is None:
        parser.reset()
        return None
    return parser.parse(source, sliced)


_local = threading.local()


def parser_for(language: LanguageName) -> Parser:
    """A parser for this thread (tree-sitter parsers must not be shared between threads)."""
    parsers = getattr(_local, "parsers", None)
    if parsers is None:
        parsers = _local.parsers = {}
    if language not in parsers:
        parsers[language] = new_parser(language)
    return parsers[language]


def _column_to_bytes(line: bytes, character: int, encoding: Encoding) -> int:
    if character <= 0:
        return 0
    if encoding == "utf-8" or line.isascii():
        return min(character, len(line))
    text = decode(line)
    units = 0
    for index, ch in enumerate(text):
        width = 1 if encoding == "utf-32" else (2 if ord(ch) > 0xFFFF else 1)
        if units + width > character:
            return len(encode(text[:index]))
        units += width
    return len(line)


def _bytes_to_column(prefix: bytes, encoding: Encoding) -> int:
    if encoding == "utf-8" or prefix.isascii():
        return len(prefix)
    text = prefix.decode("utf-8", "replace")
    if encoding == "utf-32":
        return len(text)
    return sum(2 if ord(ch) > 0xFFFF else 1 for ch in text)
