"""The editor's decisions about finding codes (``cass.findings``): the settings become decisions
that win over the project's rule file; a bad entry is a line with the fix, and left out."""

from __future__ import annotations

from cass_lsp.core.result import Severity
from cass_lsp.project import parse
from cass_lsp.session.options import settings_decisions, translate_options
from cass_lsp.settings import load_settings
from cass_lsp.translate import translate

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
