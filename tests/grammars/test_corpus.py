"""Runs each grammar's tree-sitter corpus (grammars/*/test/corpus/*.txt) from Python.

The same files `tree-sitter test` reads, checked against the built C extensions that
`pip install` produced, so CI needs no tree-sitter CLI.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cass_lsp.syntax.languages import parse

GRAMMARS = Path(__file__).resolve().parents[2] / "grammars"
_HEADER = re.compile(r"^(={3,})\s*\n(.+?)\n\1\s*\n", re.M)
_DIVIDER = re.compile(r"^-{3,}\s*$", re.M)


def corpus_cases() -> list:
    cases = []
    for corpus in sorted(GRAMMARS.glob("*/test/corpus/*.txt")):
        language = corpus.parts[-4]
        text = corpus.read_text()
        headers = list(_HEADER.finditer(text))
        for i, header in enumerate(headers):
            body = text[header.end() : headers[i + 1].start() if i + 1 < len(headers) else len(text)]
            name_lines = header.group(2).splitlines()
            name = name_lines[0].strip()
            if any(line.strip() == ":skip" for line in name_lines[1:]):
                continue
            dividers = list(_DIVIDER.finditer(body))
            if not dividers:
                continue
            divider = dividers[-1]  # the input itself may contain dashes
            source = body[: divider.start()]
            if source.endswith("\n"):
                source = source[:-1]
            expected = body[divider.end() :]
            cases.append(pytest.param(language, source, expected, id=f"{language}/{corpus.stem}/{name}"))
    return cases


def normalise(sexp: str) -> str:
    sexp = re.sub(r"\s+", " ", sexp.strip())
    return sexp.replace("( ", "(").replace(" )", ")")


CASES = corpus_cases()


def test_every_grammar_has_a_corpus():
    languages = {case.values[0] for case in CASES}
    assert languages == {"sass", "rdna"}


@pytest.mark.parametrize(("language", "source", "expected"), CASES)
def test_corpus_case(language, source, expected):
    tree = parse(language, source.encode())
    assert normalise(str(tree.root_node)) == normalise(expected)
