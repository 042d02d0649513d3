"""The pyramid's guard itself (tests/pyramid.py), in a pytest run of its own: an unmarked test that
starts a process fails and names it; a marked one passes; a fixture's process counts for the test."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
pytest_plugins = ["pytester"]
pytestmark = pytest.mark.slow  # the inner tests start processes

INNER = """
import subprocess
import pytest

@pytest.fixture
def started():
    subprocess.run(["true"], check=True)

def test_in_process():
    assert sum(range(4)) == 6

def test_unmarked_starts_a_process():
    subprocess.run(["true"], check=True)

@pytest.mark.slow
def test_marked_starts_a_process():
    subprocess.run(["true"], check=True)

def test_unmarked_fixture_starts_a_process(started):
    pass
"""


@pytest.fixture(autouse=True)
def importable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", str(REPO))  # the inner run imports tests.pyramid


def test_an_unmarked_test_that_starts_a_process_fails_naming_it(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nmarkers =\n    slow: real processes\n")
    pytester.makepyfile(test_inner=INNER)
    result = pytester.runpytest_subprocess("-p", "tests.pyramid", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(
        [
            "*test_unmarked_starts_a_process is not marked slow but started a process: true*",
            "*test_unmarked_fixture_starts_a_process is not marked slow but started a process: true*",
        ]
    )


def test_the_report_lists_instead_of_failing(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makeini("[pytest]\nmarkers =\n    slow: real processes\n")
    pytester.makepyfile(test_inner=INNER)
    report = tmp_path / "report.txt"
    monkeypatch.setenv("CASS_PYRAMID_REPORT", str(report))
    result = pytester.runpytest_subprocess("-p", "tests.pyramid", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=4)
    listed = report.read_text().splitlines()
    assert [line.split("::")[1].split(" ")[0] for line in listed] == [
        "test_unmarked_starts_a_process",
        "test_unmarked_fixture_starts_a_process",
    ]
