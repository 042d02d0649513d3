"""At most ``MAX_DIAGNOSTICS`` findings are published per file (issue 19, item 8): a 10 MB file
had 60,001 diagnostics. Errors first, then warnings, then the rest, each in file order; one
information diagnostic at the top of the file says how many were left out."""

from __future__ import annotations

from cass_lsp.server.features import translation
from cass_lsp.server.features.translation import CAPPED_CODE, capped
from cass_lsp.translate import Finding, Severity, translate
from tests.lsp.conftest import open_document, wait_for_diagnostics


def finding(start: int, severity: Severity) -> Finding:
    return Finding("c", severity, "m", start, start + 1)


def test_errors_first_then_warnings_in_file_order() -> None:
    findings = [
        finding(0, Severity.INFO),
        finding(1, Severity.WARNING),
        finding(2, Severity.ERROR),
        finding(3, Severity.WARNING),
        finding(4, Severity.HINT),
        finding(5, Severity.ERROR),
    ]
    shown, left_out = capped(findings, 3)
    assert [f.start for f in shown] == [1, 2, 5]  # the two errors and the first warning, in file order
    assert left_out == 3
    assert capped(findings, 6) == (findings, 0)


# Every launch and every deprecated call is a finding.
MANY = "".join(
    f"__global__ void k{i}(int* x) {{ x[0] = 32; }}\nvoid h{i}() {{ cudaThreadSynchronize(); }}\n" for i in range(40)
)


async def test_published_findings_are_capped(client, monkeypatch) -> None:
    monkeypatch.setattr(translation, "MAX_DIAGNOSTICS", 10)
    total = len(translate(MANY).findings)
    assert total > 10
    uri = open_document(client, client.workspace_root / "many.cu", MANY)
    diagnostics = await wait_for_diagnostics(client, uri, lambda ds: any(d.code == CAPPED_CODE for d in ds))
    ours = [d for d in diagnostics if d.source == "cass-lsp"]
    assert len(ours) == 11
    note = ours[0]
    assert note.code == CAPPED_CODE and note.range.start.line == 0
    assert note.message.startswith(f"{total - 10:,} of the {total:,} findings of this file are not shown")
    lines = [d.range.start.line for d in ours[1:]]
    assert lines == sorted(lines)


class History(dict):
    """client.diagnostics that keeps every publication."""

    def __init__(self) -> None:
        super().__init__()
        self.published: list[tuple[str, list]] = []

    def __setitem__(self, uri, diagnostics) -> None:  # type: ignore[no-untyped-def]
        self.published.append((uri, list(diagnostics)))
        super().__setitem__(uri, diagnostics)


async def test_a_large_file_first_gets_the_findings_of_its_start(client, monkeypatch) -> None:
    # (thresholds scaled down: a 10 MB file gets those of its first 256 KB while it is translated)
    monkeypatch.setattr(translation, "PROVISIONAL_MIN_BYTES", 1000)
    monkeypatch.setattr(translation, "PROVISIONAL_BYTES", 600)
    history = History()
    monkeypatch.setattr(client, "diagnostics", history)
    uri = open_document(client, client.workspace_root / "large.cu", MANY)
    final = await wait_for_diagnostics(
        client, uri, lambda ds: bool(ds) and not any(d.code == translation.PROVISIONAL_CODE for d in ds)
    )
    assert len(final) == len(translate(MANY).findings)
    ours = [[d for d in ds if d.source == "cass-lsp"] for u, ds in history.published if u == uri]
    first = next(ds for ds in ours if ds)
    assert first[0].code == translation.PROVISIONAL_CODE
    head_lines = MANY.encode()[:600].count(b"\n")
    assert len(first) > 1 and all(d.range.end.line < head_lines for d in first[1:])
