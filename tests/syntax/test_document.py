"""Incremental documents: every edit sequence ends in the tree a fresh parse gives, and LSP
positions convert to byte offsets and back in every position encoding."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cass_lsp.syntax.document import Document
from cass_lsp.syntax.languages import parse

KERNEL = """\
#include <cuda_runtime.h>
// é 😀 comments with wide characters
__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
int main() { saxpy<<<1, 32>>>(0, 1.0f, nullptr, nullptr); }
"""

pieces = st.sampled_from(["", "x", "\n", "}", "{", "é", "😀", "__global__ ", "int j = 0;\n", "/*", "*/", '"'])


def utf16_column(line: str, index: int) -> int:
    return len(line[:index].encode("utf-16-le")) // 2


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_incremental_edits_match_a_fresh_parse(data):
    text = KERNEL
    doc = Document.open("file:///k.cu", "cuda", 1, text)
    doc.reparse()
    for version in range(2, data.draw(st.integers(2, 12))):
        lines = text.split("\n")
        l1 = data.draw(st.integers(0, len(lines) - 1))
        c1 = data.draw(st.integers(0, len(lines[l1])))
        l2 = data.draw(st.integers(l1, min(l1 + 2, len(lines) - 1)))
        c2 = data.draw(st.integers(c1 if l2 == l1 else 0, len(lines[l2])))
        new = data.draw(pieces)
        start = sum(len(x) + 1 for x in lines[:l1]) + c1
        end = sum(len(x) + 1 for x in lines[:l2]) + c2
        doc.apply_change((l1, utf16_column(lines[l1], c1)), (l2, utf16_column(lines[l2], c2)), new, version)
        text = text[:start] + new + text[end:]
        assert doc.text == text
        if data.draw(st.booleans()):  # several edits may pile up before a reparse
            tree = doc.reparse()
            assert tree is not None
            assert str(tree.root_node) == str(parse("cuda", text.encode()).root_node)
    assert doc.line_count == text.count("\n") + 1


@settings(max_examples=40, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list("ab\n é😀\t")), max_size=60))
def test_positions_round_trip_in_every_encoding(text):
    doc = Document.open("file:///t.cu", "cuda", 1, text)
    for index in range(len(text) + 1):
        offset = len(text[:index].encode("utf-8", "surrogatepass"))
        for encoding in ("utf-8", "utf-16", "utf-32"):
            line, character = doc.position_at(offset, encoding)
            assert doc.offset_at(line, character, encoding) == offset


def test_utf16_columns_count_surrogate_pairs():
    doc = Document.open("file:///t.cu", "cuda", 1, "😀x\n")
    x = len("😀".encode())
    assert doc.position_at(x, "utf-16") == (0, 2)
    assert doc.position_at(x, "utf-8") == (0, 4)
    assert doc.position_at(x, "utf-32") == (0, 1)
    # a position inside the pair, or past the line's end, clamps instead of failing
    assert doc.offset_at(0, 1, "utf-16") == 0
    assert doc.offset_at(0, 99, "utf-16") == len("😀x".encode())
    assert doc.offset_at(7, 0) == len(doc.source)


def test_old_trees_keep_their_text():
    doc = Document.open("file:///k.cu", "cuda", 1, KERNEL)
    old = doc.reparse()
    assert old is not None
    at = KERNEL.encode().index(b"saxpy(")
    name = old.root_node.descendant_for_byte_range(at, at + 1)
    doc.apply_change((2, 16), (2, 21), "daxpy", 2)
    new = doc.reparse()
    assert name is not None and name.text == b"saxpy"  # the old tree reads the bytes it was parsed from
    assert new is not None and b"daxpy" in new.root_node.text


def test_a_full_text_change_drops_the_old_tree():
    doc = Document.open("file:///k.cu", "cuda", 1, KERNEL)
    doc.reparse()
    doc.replace_all("int x;\n", 2)
    assert doc.tree is None and not doc.pending_edits
    tree = doc.reparse()
    assert tree is not None and tree.root_node.children[0].type == "declaration"


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_lines_of_a_long_document_through_edits(data):
    """Past the line index's checkpoints (one every 32 lines): every line is found after edits."""
    text = KERNEL * 30  # 210 lines
    doc = Document.open("file:///long.cu", "cuda", 1, text)
    for version in range(2, data.draw(st.integers(2, 8))):
        lines = text.split("\n")
        l1 = data.draw(st.integers(0, len(lines) - 1))
        l2 = data.draw(st.integers(l1, min(l1 + 80, len(lines) - 1)))
        new = data.draw(st.sampled_from(["", "x", "\n", "é\n" * 50, KERNEL]))
        doc.apply_change((l1, 0), (l2, 0), new, version)
        start = sum(len(x) + 1 for x in lines[:l1])
        end = sum(len(x) + 1 for x in lines[:l2])
        text = text[:start] + new + text[end:]
    lines = text.split("\n")
    assert doc.line_count == len(lines)
    offset = 0
    for number, line in enumerate(lines):
        assert doc.line_bytes(number) == line.encode()
        assert doc.offset_at(number, 0) == offset
        assert doc.position_at(offset) == (number, 0)
        offset += len(line.encode()) + 1
