"""The sparse line index answers as a full list of line starts would, through any edits."""

from __future__ import annotations

import bisect

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cass_lsp.core.line_index import LineIndex

texts = st.text(alphabet=st.sampled_from(list("ab\n")), max_size=120).map(str.encode)


def full_starts(data: bytes) -> list[int]:
    return [0, *(i + 1 for i, byte in enumerate(data) if byte == ord("\n"))]


def assert_agrees(index: LineIndex, data: bytes) -> None:
    starts = full_starts(data)
    assert index.line_count == len(starts)
    assert [index.start(data, line) for line in range(len(starts))] == starts
    for offset in range(len(data) + 1):
        assert index.line_of(data, offset) == bisect.bisect_right(starts, offset) - 1


@settings(max_examples=150, deadline=None)
@given(text=texts, span=st.integers(1, 4), data=st.data())
def test_edits_keep_the_index_right(text: bytes, span: int, data) -> None:
    index = LineIndex(text, span)
    assert_agrees(index, text)
    for _ in range(data.draw(st.integers(1, 8))):
        start = data.draw(st.integers(0, len(text)))
        old_end = data.draw(st.integers(start, min(len(text), start + 40)))
        new = data.draw(texts)
        removed = text.count(b"\n", start, old_end)
        text = text[:start] + new + text[old_end:]
        index.edit(text, start, old_end, start + len(new), removed)
        assert_agrees(index, text)


@pytest.mark.parametrize("span", [1, 3, 32])
def test_pasting_and_deleting_many_lines(span: int) -> None:
    text = b"".join(b"line %d\n" % i for i in range(500))
    index = LineIndex(text, span)
    paste = b"".join(b"pasted %d\n" % i for i in range(1000))
    at = text.index(b"line 250")
    text = text[:at] + paste + text[at:]
    index.edit(text, at, at, at + len(paste), 0)
    assert_agrees(index, text)
    old_end = len(text) - 10
    removed = text.count(b"\n", 10, old_end)
    text = text[:10] + text[old_end:]
    index.edit(text, 10, old_end, 10, removed)
    assert_agrees(index, text)


def test_checkpoints_stay_sparse() -> None:
    text = b"x\n" * 100_000
    index = LineIndex(text)
    assert len(index._lines) <= 100_000 // 32 + 1
    text = text[:1000] + b"y\n" * 50_000 + text[1000:]
    index.edit(text, 1000, 1000, 1000 + 100_000, 0)
    assert index.line_count == 150_001
    assert len(index._lines) <= 150_000 // 32 + 2
    assert index.start(text, 149_999) == 2 * 149_999
