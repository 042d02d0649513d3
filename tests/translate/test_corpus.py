"""The corpus through the engine: every file translates, hazard files report what they hold,
compile-clean files need nothing newer than HIP 5.2.3, and one-kernel conversion agrees with
whole-file conversion for every corpus kernel."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.syntax.cuda import kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import Severity, TranslateOptions, apply_edits
from tests.translate.strict import translate, translate_kernel

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SOURCES = sorted(p.name for p in CORPUS.iterdir() if p.suffix in (".cu", ".cuh"))
# Files that exist to show constructs HIP 5.x cannot compile.
NOT_FOR_HIP_5 = {"hazards_unsupported.cu"}

EXPECTED_CODES = {
    "hazards_warp.cu": {
        "warp-size-macro",
        "warp-size-literal",
        "ballot-32bit",
        "warp-sync-rewritten",
        "lane-mask-32",
        "activemask",
        "syncwarp",
    },
    "hazards_unsupported.cu": {
        "warp-sync-mask",
        "warp-sync-missing",
        "inline-ptx",
        "inline-ptx-translated",
        "cooperative-groups",
        "fp8",
        "libcudacxx",
        "cuda-arch-decided",
        "device-prop-hip6",
        "device-prop-missing",
        "cuda-version-defined",
        "unsupported-api",
        "unsupported-header",
    },
    "reduction.cu": {"warp-size-literal", "warp-sync-rewritten"},
    "cuda13_apis.cu": {"cuda13-signature"},
    "bf16.cu": {"bfloat16"},
}


def read(name: str) -> str:
    return (CORPUS / name).read_text(encoding="utf-8")


def test_corpus_size_and_real_programs() -> None:
    lines = {name: read(name).count("\n") for name in SOURCES}
    assert 12 <= len(SOURCES) <= 30
    assert sum(1 for n in lines.values() if 100 <= n <= 400) >= 6, lines


@pytest.mark.parametrize("name", SOURCES)
def test_corpus_file_translates(name: str) -> None:
    source = read(name)
    result = translate(source, TranslateOptions(hip_version="5.2.3"))
    assert result.text != source
    found = {f.code for f in result.findings}
    assert EXPECTED_CODES.get(name, set()) <= found
    if name not in NOT_FOR_HIP_5:
        assert "hip-version" not in found
        assert not [f for f in result.findings if f.severity == Severity.ERROR], "compile-clean files have no errors"
    else:
        assert any(f.severity == Severity.ERROR for f in result.findings)


@pytest.mark.parametrize("name", SOURCES)
def test_kernel_conversion_agrees_with_whole_file(name: str) -> None:
    source = read(name)
    whole = translate(source)
    tree = parse("cuda", source.encode())
    for fn in kernels(tree):
        start, end = fn.outer.start_byte, fn.outer.end_byte
        part = translate_kernel(source, fn.node.start_byte)
        assert (part.start, part.end) == (start, end)
        expected = tuple(e for e in whole.edits if start <= e.start and e.end <= end)
        assert part.edits == expected, fn.qualified_name
        local = source.encode()[start:end].decode()
        shifted = [type(e)(e.start - start, e.end - start, e.text) for e in expected]
        assert part.text == apply_edits(local, shifted)
        whole_findings = [f for f in whole.findings if start <= f.start < end]
        assert list(part.findings) == whole_findings
        # The kernel's HIP text appears verbatim in the whole-file translation.
        assert part.text in whole.text
