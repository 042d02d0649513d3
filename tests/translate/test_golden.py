"""Golden tests: each golden/NAME.cu translates to golden/NAME.hip with golden/NAME.findings
for HIP 5.2.3, and to golden/NAME.6.4.hip with golden/NAME.6.4.findings for HIP 6.4.3.

NAME.ggl.hip, where present, is the hipLaunchKernelGGL translation. Regenerate after a
deliberate change with CASS_UPDATE_GOLDEN=1 and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cass_lsp.app.common import SEVERITY_NAMES, LineIndex
from cass_lsp.translate import TranslateOptions
from tests.translate.strict import translate

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("CASS_UPDATE_GOLDEN") == "1"
HIP_5 = TranslateOptions(hip_version="5.2.3")
HIP_6 = TranslateOptions(hip_version="6.4.3")
CASES = sorted(p.stem for p in GOLDEN.glob("*.cu"))
GGL_CASES = ["hipify_conventions", "launches", "templates_namespaces"]


def findings_text(source: str, result) -> str:
    index = LineIndex(source)
    lines = []
    for f in result.findings:
        s, e = index.position(f.start), index.position(f.end)
        text = source.encode()[f.start : f.end].decode()
        first = text.splitlines()[0] if text else ""
        lines.append(f"{s.line}:{s.column}-{e.line}:{e.column} {SEVERITY_NAMES[f.severity]} {f.code} `{first}`")
    return "\n".join(lines) + "\n"


def check(path: Path, actual: str) -> None:
    if UPDATE or not path.exists():
        path.write_text(actual, encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"{path.name} did not exist: written, review it")
    assert actual == path.read_text(encoding="utf-8"), f"{path.name} differs (CASS_UPDATE_GOLDEN=1 to accept)"


@pytest.mark.parametrize("name", CASES)
def test_golden_translation(name: str) -> None:
    source = (GOLDEN / f"{name}.cu").read_text(encoding="utf-8")
    result = translate(source, HIP_5)
    check(GOLDEN / f"{name}.hip", result.text)
    check(GOLDEN / f"{name}.findings", findings_text(source, result))


@pytest.mark.parametrize("name", CASES)
def test_golden_translation_for_hip_6_4(name: str) -> None:
    source = (GOLDEN / f"{name}.cu").read_text(encoding="utf-8")
    result = translate(source, HIP_6)
    check(GOLDEN / f"{name}.6.4.hip", result.text)
    check(GOLDEN / f"{name}.6.4.findings", findings_text(source, result))


@pytest.mark.parametrize("name", GGL_CASES)
def test_golden_hip_launch_kernel_ggl(name: str) -> None:
    source = (GOLDEN / f"{name}.cu").read_text(encoding="utf-8")
    result = translate(source, TranslateOptions(launch_style="hipLaunchKernelGGL", hip_version="5.2.3"))
    check(GOLDEN / f"{name}.ggl.hip", result.text)


def test_every_golden_case_has_expectations() -> None:
    assert CASES, "no golden inputs"
    for name in CASES:
        assert (GOLDEN / f"{name}.hip").exists() or UPDATE
