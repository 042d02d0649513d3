"""Cutting a file at top-level boundaries (issue 19, item 8): each chunk parsed alone gives the
whole-file parse's top-level nodes, at the same offsets, with the same structure.

Checked on every tests/corpus source and a seeded sample of HeCBench's CUDA sources, with a tiny
chunk size (a cut at every point the lexer allows), and on the cases a naive cut gets wrong.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from cass_lsp.syntax.languages import parse
from cass_lsp.translate.chunks import parse_chunks, parse_range, plan

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted(p for p in (ROOT / "tests" / "corpus").iterdir() if p.suffix in (".cu", ".cuh", ".h", ".cpp"))
HECBENCH = ROOT.parent / "shared" / "corpus" / "hecbench"
SAMPLE = 60


def _hecbench_sample() -> list[Path]:
    found = sorted(HECBENCH.glob("*-cuda/*.cu"))
    return random.Random(19).sample(found, min(SAMPLE, len(found)))


def _top_level(data: bytes, ranges: list[tuple[int, int]]) -> list[tuple[str, int, int, str]]:
    out = []
    for start, end in ranges:
        out += [(n.type, n.start_byte, n.end_byte, str(n)) for n in parse_range(data, start, end).root_node.children]
    return out


def _same_as_whole(data: bytes, chunk_bytes: int = 1) -> int:
    ranges = plan(data, chunk_bytes).chunks
    assert ranges[0][0] == 0 and ranges[-1][1] == len(data)
    assert all(a[1] == b[0] for a, b in itertools.pairwise(ranges)), "chunks must be contiguous"
    whole = [(n.type, n.start_byte, n.end_byte, str(n)) for n in parse("cuda", data).root_node.children]
    assert _top_level(data, ranges) == whole
    return len(ranges)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_corpus_chunks_parse_as_in_the_whole_file(path: Path) -> None:
    _same_as_whole(path.read_bytes())


@pytest.mark.slow
@pytest.mark.skipif(not HECBENCH.is_dir(), reason="no HeCBench corpus next to the repository")
def test_hecbench_chunks_parse_as_in_the_whole_file() -> None:
    chunked = 0
    for path in _hecbench_sample():
        chunked += _same_as_whole(path.read_bytes()) > 1
    assert chunked > SAMPLE // 2  # the sample is really cut


NOT_CUT = {
    # A `;` in a #if group, in a comment, in a string, in a macro continuation, in a struct.
    "if group": "#if A\nint a;\nint b;\n#endif\n",
    "comment": "/* int a;\nint b; */\n",
    "string": 'const char *s = "a;\\\nb;";\n',
    "macro": "#define M \\\n  int a; \\\n  int b;\n",
    "struct": "struct S {\n  int a;\n  int b;\n};\n",
    # A type's body may be followed by declarators on the next line: no cut after its `}`.
    "declarator after a type": "struct S {\n  int a;\n}\ns;\n",
    "namespace": "namespace n {\nint a;\nint b;\n}\n",
}


@pytest.mark.parametrize("text", NOT_CUT.values(), ids=NOT_CUT.keys())
def test_no_cut_inside_a_construct(text: str) -> None:
    assert plan(text.encode(), 1).chunks == [(0, len(text.encode()))]


def test_cuts_after_declarations_and_function_bodies() -> None:
    text = "int a;\nvoid f() {\n  g();\n}\n// note\n#define X \n\nint b;\n"
    data = text.encode()
    second = data.index(b"void")
    third = data.index(b"// note")
    assert plan(data, 1).chunks == [(0, second), (second, third), (third, len(data))]
    _same_as_whole(data)


def test_chunks_hold_about_the_size_asked() -> None:
    data = b"".join(b"__global__ void k%d(float *x) {\n  x[0] = %d;\n}\n" % (i, i) for i in range(5000))
    ranges = plan(data, 4096).chunks
    assert len(ranges) > 40
    assert max(end - start for start, end in ranges) < 4096 + 64
    assert plan(data, len(data)).chunks == [(0, len(data))]


def test_chunk_trees_are_at_the_file_rows() -> None:
    data = b"".join(b"int a%d;\nvoid f%d() {\n  g();\n}\n" % (i, i) for i in range(50))
    chunks = list(parse_chunks(data, plan(data, 64).chunks))
    assert len(chunks) > 5
    for start, _end, tree in chunks:
        first = tree.root_node.children[0]
        assert first.start_byte == start
        assert first.start_point.row == data.count(b"\n", 0, start)
