"""The editor's decisions about finding codes (``cass.findings``): the settings become decisions
that win over the project's rule file; a bad entry is a line with the fix, and left out."""

from __future__ import annotations

import asyncio
import os

from cass_lsp.core.result import Severity
from cass_lsp.project import parse
from cass_lsp.session import Session
from cass_lsp.session.options import settings_decisions, translate_options
from cass_lsp.settings import load_settings
from cass_lsp.translate import translate
from tests.session.test_session import FAKE_HIP

SOURCE = "__global__ void k(int* o) { o[threadIdx.x & 31] = 0; }\nint main() { cudaVendorCall(); }\n"


def test_settings_decide_after_the_project() -> None:
    settings, errors = load_settings(
        {"cass": {"findings": {"ignore": ["unknown-cuda-api"], "severity": ["warp-size-literal=error"]}}}
    )
    assert errors == []
    decisions, problems = settings_decisions(settings.findings)
    assert problems == []
    project = parse('[findings]\nwarp-size-literal = "off"\nunknown-cuda-api = "warning"\n')
    result = translate(SOURCE, translate_options(hip_version="6.4.3", project=project, decisions=decisions))
    assert [(f.code, f.severity) for f in result.findings] == [("warp-size-literal", Severity.ERROR)]
    assert [(s.finding.code, s.by) for s in result.suppressed] == [("unknown-cuda-api", "setting cass.findings.ignore")]


def test_a_bad_entry_is_a_line_and_left_out() -> None:
    settings, errors = load_settings({"findings": {"ignore": ["warp-size-literl"], "severity": ["fp8=loud", "fp8"]}})
    assert errors == []  # the types are right: the codes are checked against the catalogue
    decisions, problems = settings_decisions(settings.findings)
    assert decisions == ()
    assert problems == [
        "cass.findings.ignore: 'warp-size-literl' is not a finding code of cass-lsp (`cass-lsp rules` and FINDINGS.md"
        " list them); ignored",
        "cass.findings.severity: 'fp8=loud' is not CODE=LEVEL with a finding code of cass-lsp and a level of error,"
        " warning, info, hint, off; ignored",
        "cass.findings.severity: 'fp8' is not CODE=LEVEL with a finding code of cass-lsp and a level of error,"
        " warning, info, hint, off; ignored",
    ]


def test_the_session_translates_with_the_projects_rules_read_again_when_they_change(tmp_path) -> None:  # type: ignore[no-untyped-def]
    source = "int main() { cudaVendorAlloc(0); cudaThreadSynchronize(); }\n"
    path = tmp_path / "k.cu"
    path.write_text(source)

    async def run() -> None:
        session = Session(discover_toolchain=lambda settings: FAKE_HIP)
        problems = session.apply_settings(load_settings({"findings": {"ignore": ["fp9"]}})[0])
        assert problems and "'fp9' is not a finding code" in problems[0]
        doc = session.documents.open(path.as_uri(), source, 1, "cuda-cpp")
        codes = [f.code for f in (await session.translation(doc)).findings]
        assert codes == ["unknown-cuda-api", "deprecated-in-cuda"]
        rule_file = tmp_path / "cass-lsp.toml"
        rule_file.write_text('[names]\nown = ["cudaVendorAlloc"]\n')
        assert [f.code for f in (await session.translation(doc)).findings] == ["deprecated-in-cuda"]
        rule_file.write_text('[names]\nown = ["cudaVendorAlloc"]\n[findings]\ndeprecated-in-cuda = "off"\n')
        stat = rule_file.stat()
        os.utime(rule_file, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
        assert (await session.translation(doc)).findings == ()
        hover = await session.name_hover(doc, source.index("cudaThreadSynchronize"))
        assert hover is not None and hover.startswith("### cudaThreadSynchronize → hipDeviceSynchronize")
        assert hover.endswith("- `deprecated-in-cuda`: off in cass-lsp.toml")
        assert await session.name_hover(doc, source.index("main")) is None
        await session.aclose()

    asyncio.run(run())
