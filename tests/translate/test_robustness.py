"""Broken input never crashes the engine: corpus files cut and spliced at random places."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cass_lsp.syntax.cuda import kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import TranslateOptions, apply_edits
from tests.translate.strict import translate, translate_kernel

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SOURCES = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.iterdir()) if p.suffix in (".cu", ".cuh")]
NOISE = ["<<<", ">>>", "(", ")", "{", "}", '"', "'", "/*", "//", "#define X ", "\\\n", ",", "é", "\x00", "0xffffffff"]


@settings(max_examples=150, deadline=None)
@given(
    source=st.sampled_from(SOURCES),
    cut=st.floats(0, 1),
    length=st.integers(0, 300),
    noise=st.sampled_from(NOISE),
    ggl=st.booleans(),
)
@pytest.mark.slow
def test_spliced_sources_translate_consistently(source: str, cut: float, length: int, noise: str, ggl: bool) -> None:
    at = int(cut * len(source))
    text = source[:at] + noise + source[at + length :]
    options = TranslateOptions(launch_style="hipLaunchKernelGGL" if ggl else "chevrons", hip_version="5.2.3")
    result = translate(text, options)
    assert apply_edits(text, result.edits) == result.text
    size = len(text.encode())
    assert all(0 <= f.start <= f.end <= size for f in result.findings)
    for fn in kernels(parse("cuda", text.encode()))[:3]:
        part = translate_kernel(text, fn.node.start_byte, options)
        assert part.start <= fn.node.start_byte < part.end


def test_a_syntax_error_inside_a_rewritten_call_keeps_its_finding() -> None:
    """The call rewrite replaces the text around the error, but the error is the input's: it stays.

    Found by the property test above (CI): the recorder's strict mode raised, as if the rewrite
    had silently dropped another rule's finding.
    """
    source = (CORPUS / "cudnn_conv.cu").read_text(encoding="utf-8")
    at = source.index("CUDNN_CROSS_CORRELATION")
    text = source[:at] + "<<<" + source[at:]
    result = translate(text, TranslateOptions(hip_version="5.2.3"))
    errors = [f.start for f in result.findings if f.code == "syntax-error"]
    assert any(at <= start <= at + 3 for start in errors), errors
    assert "miopenConvolutionMode_t" not in text and apply_edits(text, result.edits) == result.text
