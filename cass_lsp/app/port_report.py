"""What a port did, typed (``PortReport``): what the printer prints, what the JSON report holds
(``OUT/cass-port-report.json``) and what ``--check`` builds from. One value, three readers.

Streams, as compilers use them: the findings a person must act on, files skipped and what could
not be written are diagnostics (stderr); the lists, the summary table and where the tree and the
report are, what a user pipes into ``less`` or a file, go to stdout.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from cass_lsp.app import decisions
from cass_lsp.app.common import SEVERITY_NAMES, LineIndex, summary_table
from cass_lsp.app.finding_lines import Shown, listed
from cass_lsp.app.finding_lines import lines as finding_lines
from cass_lsp.core.result import Finding, TranslationResult

MAX_LISTED = 20  # files skipped, not ported or kept, printed (the report lists them all)


@dataclass(frozen=True)
class ReportedFinding:
    """A finding where a person reads it: 1-based line and column (characters)."""

    code: str
    severity: str  # error, warning, info, hint
    kind: str
    line: int
    column: int
    end_line: int
    end_column: int
    message: str
    fix: str | None
    url: str

    @classmethod
    def of(cls, f: Finding, index: LineIndex, line: int | None = None) -> ReportedFinding:
        """``f`` placed in its file (``line``: the line, where the finding has no span of its own)."""
        start, end = index.position(f.start), index.position(f.end)
        return cls(
            f.code, SEVERITY_NAMES[f.severity], f.kind, line or start.line, start.column, line or end.line,
            end.column, f.message, f.fix_title or None, f.url,
        )  # fmt: skip

    def as_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity,
            "kind": self.kind,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
            "message": self.message,
            "fix": self.fix,
            "url": self.url,
        }


@dataclass
class FileReport:
    """One entry of the tree: what it became (``status``) and what was found in it."""

    source: str  # relative to the CUDA tree
    output: str  # relative to the HIP tree
    status: str = ""  # translated, ported, copied, linked, kept, unchanged, not-ported, skipped
    findings: list[ReportedFinding] = field(default_factory=list)
    suppressed: list[dict[str, Any]] = field(default_factory=list)  # decisions.suppressed_json
    link: str | None = None  # a link's text in the HIP tree
    third_party: bool = False
    reason: str = ""  # why not ported
    error: str = ""  # why skipped
    build_file: bool = False  # its findings are printed whatever their severity, without columns

    def as_json(self) -> dict[str, Any]:
        findings = [f.as_json() for f in self.findings]
        data: dict[str, Any] = {"source": self.source, "output": self.output, "findings": findings}
        if self.link is not None:
            data["link"] = self.link
        if self.third_party:
            data["third_party"] = True
        if self.suppressed:
            data["suppressed"] = self.suppressed
        data["status"] = self.status
        if self.reason:
            data["reason"] = self.reason
        if self.error:
            data["error"] = self.error
        return data


@dataclass
class Translated:
    """A translation written, for ``--check``: its CUDA file and what it became."""

    path: Path  # the CUDA file
    rel: Path  # relative to the CUDA tree
    output: str  # relative to the HIP tree
    result: TranslationResult | None  # None: a build file


CCCL_COPIES = (
    "copies of NVIDIA's CCCL (Thrust, CUB, libcu++), copied as they are: rocThrust and hipCUB stand in for them,"
    " and the build files no longer put them on the include path"
)


@dataclass
class PortReport:
    source: Path
    output: Path
    report_path: Path
    files: list[FileReport] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # every finding reported, in file order
    counts: Counter[str] = field(default_factory=Counter)  # files by status
    hip_version: str | None = None
    compat: set[str] = field(default_factory=set)  # the runtime definitions the files use
    compat_header: str | None = None  # where they were written
    kept: list[str] = field(default_factory=list)  # files the user changed since: left
    not_ported: list[str] = field(default_factory=list)
    cccl_copies: list[str] = field(default_factory=list)  # copied as they are: rocThrust and hipCUB stand in
    renamed: list[str] = field(default_factory=list)  # outputs whose default name the tree has
    rule_files: dict[str, Any] | None = None
    compile_commands: dict[str, Any] | None = None
    written: dict[str, Translated] = field(default_factory=dict)  # output -> what --check maps back
    to_check: list[Translated] = field(default_factory=list)  # the sources --check compiles alone
    also_skipped: list[str] = field(default_factory=list)  # what else could not be written (the compat header)
    file_counts: dict[str, int] | None = None  # the files' statuses as the report's summary counts them
    saved: bool = True  # the JSON report was written (else the last one written, if any, is left)

    def add(self, entry: FileReport) -> None:
        self.files.append(entry)
        self.counts[entry.status] += 1

    @property
    def skipped(self) -> list[str]:
        return [*(f"{f.source}: skipped: {f.error}" for f in self.files if f.status == "skipped"), *self.also_skipped]

    def summary(self) -> dict[str, Any]:
        counts = self.file_counts if self.file_counts is not None else dict(self.counts)
        summary: dict[str, Any] = {"files": counts, "findings": dict(Counter(f.kind for f in self.findings))}
        if self.hip_version:
            summary["hip_version"] = self.hip_version
        if self.compat:
            summary["compat_header"] = {"path": self.compat_header, "defines": sorted(self.compat)}
        if self.kept:
            summary["kept"] = sorted(set(self.kept))
        if self.not_ported:
            summary["not_ported"] = self.not_ported
        if self.cccl_copies:
            summary["cccl_copies"] = self.cccl_copies
        if (suppressed := self.suppressed()) is not None:
            summary["suppressed"] = suppressed
        if self.rule_files:
            summary["rule_files"] = self.rule_files
        if self.compile_commands is not None:
            summary["compile_commands"] = self.compile_commands
        return summary

    def suppressed(self) -> dict[str, Any] | None:
        return decisions.suppressed_summary({"source": f.source, "suppressed": f.suppressed} for f in self.files)

    def as_json(self, summary: dict[str, Any] | None = None) -> dict[str, Any]:
        return {
            "source": str(self.source),
            "output": str(self.output),
            "summary": summary if summary is not None else self.summary(),
            "files": [f.as_json() for f in self.files],
        }


def print_report(report: PortReport, quiet: bool, out: TextIO | None = None, err: TextIO | None = None) -> None:
    """The findings a person must act on and what was skipped (stderr); unless ``quiet``, the lists,
    the summary table and where things are (stdout)."""
    out, err = out or sys.stdout, err or sys.stderr
    shown = [
        Shown(f.source, x.line, None if f.build_file else x.column, x.severity, x.code, x.message)
        for f in report.files
        for x in f.findings
        if x.severity == "error" or (f.build_file and not quiet)
    ]
    more = f"every finding is in {report.report_path}" if report.saved else "the report could not be written"
    for line in finding_lines(shown, more=more):
        print(line, file=err)
    for line in listed(report.skipped, MAX_LISTED, "the report lists them all"):
        print(line, file=err)
    if quiet:  # what follows is not an error: the files not ported or kept, the summary
        return
    if report.renamed:
        print("\nnames the tree already has (its own files keep them):", file=out)
        for line in listed(report.renamed, MAX_LISTED, "the report lists them all"):
            print(f"  warning: {line}", file=out)
    if report.not_ported:
        print("\nnot ported (listed, not copied):", file=out)
        for line in listed(report.not_ported, MAX_LISTED, "the report's summary lists them all"):
            print(f"  {line}", file=out)
    if report.cccl_copies:
        print(f"\n{CCCL_COPIES}:", file=out)
        for line in listed(report.cccl_copies, MAX_LISTED, "the report's summary lists them all"):
            print(f"  {line}", file=out)
    if report.kept:
        print("\nchanged since port wrote them, left as they are (--force overwrites):", file=out)
        for line in listed(sorted(set(report.kept)), MAX_LISTED, "the report's summary lists them all"):
            print(f"  {line}", file=out)
    print("\n" + summary_table(report.counts, report.findings), file=out)
    if (
        line := decisions.suppressed_line(report.suppressed(), report.report_path if report.saved else None)
    ) is not None:
        print(line, file=out)
    where = (
        report.report_path if report.saved else f"not written (any earlier one is left as it was: {report.report_path})"
    )
    print(f"\nHIP tree: {report.output}\nreport: {where}", file=out)
