"""Where the lines of a text start, for texts of any size edited keystroke by keystroke.

A list with one offset per line costs about 40 bytes a line (4 MB for a 100,000-line SASS
dump), and every edit has to shift all the entries after it (about 1 ms there). This index
keeps a checkpoint (line, offset) every ``span`` lines and finds the lines in between in the
text itself with ``bytes.find`` and ``bytes.count``: an edit shifts a few thousand
checkpoints, a lookup steps over fewer than ``2 * span`` lines. Lines end at b"\\n".
"""

from __future__ import annotations

import bisect

SPAN = 32


class LineIndex:
    __slots__ = ("_lines", "_offsets", "_span", "line_count")

    def __init__(self, data: bytes, span: int = SPAN) -> None:
        self._span = span
        self.line_count = data.count(b"\n") + 1
        self._lines, self._offsets = [0], [0]
        self._add_checkpoints(data, len(data) + 1)

    def start(self, data: bytes, line: int) -> int:
        """Offset of the first byte of ``line`` (0 <= line < line_count) in ``data``."""
        i = bisect.bisect_right(self._lines, line) - 1
        offset = self._offsets[i]
        find = data.find
        for _ in range(line - self._lines[i]):
            offset = find(b"\n", offset) + 1
        return offset

    def line_of(self, data: bytes, offset: int) -> int:
        """The line that holds byte ``offset`` (a line's b"\\n" belongs to it)."""
        i = bisect.bisect_right(self._offsets, offset) - 1
        return self._lines[i] + data.count(b"\n", self._offsets[i], offset)

    def edit(self, data: bytes, start: int, old_end: int, new_end: int, removed_lines: int) -> None:
        """Bytes [start, old_end) were replaced by the bytes now at [start, new_end) of ``data``;
        the replaced bytes held ``removed_lines`` line breaks."""
        lines, offsets = self._lines, self._offsets
        added_lines = data.count(b"\n", start, new_end)
        line_shift, byte_shift = added_lines - removed_lines, new_end - old_end
        first = bisect.bisect_right(offsets, start)  # checkpoints after the edit's start...
        past = bisect.bisect_right(offsets, old_end)  # ...and after the bytes it replaced
        tail_lines = [line + line_shift for line in lines[past:]] if line_shift else lines[past:]
        tail_offsets = [offset + byte_shift for offset in offsets[past:]] if byte_shift else offsets[past:]
        del lines[first:], offsets[first:]  # those in between started lines that are gone
        self.line_count += line_shift
        next_line = tail_lines[0] if tail_lines else self.line_count
        if next_line - lines[-1] > 2 * self._span:  # the edit brought many lines, or merged gaps
            self._add_checkpoints(data, tail_offsets[0] if tail_offsets else len(data) + 1)
        lines += tail_lines
        offsets += tail_offsets

    def _add_checkpoints(self, data: bytes, stop: int) -> None:
        """Checkpoints every ``span`` lines after the last one, for line starts before ``stop``."""
        line, offset = self._lines[-1], self._offsets[-1]
        find, span, count = data.find, self._span, 0
        while (at := find(b"\n", offset)) != -1 and at + 1 < stop:
            offset = at + 1
            count += 1
            if count == span:
                line += count
                count = 0
                self._lines.append(line)
                self._offsets.append(offset)
