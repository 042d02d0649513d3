"""`cass-lsp port DIR --keep-cuda`: the CUDA sources stay; the build files gain an AMD build.

Nothing is translated in the tree. The build files get the switch (cass_lsp.buildfiles.keep_cuda),
the root gets the modules the AMD build runs and ``cass-lsp-hip.json`` (the translation options:
the AMD build, at build time, and the editor's background build both read them), and every CUDA
source is translated in memory once so that the report lists what the AMD build will meet.
With ``--apply-portable-fixes``, the fixes nvcc compiles to the same program are applied to the
CUDA sources (nothing else in them changes); with ``--ci``, CI jobs that build both backends.

The AMD build itself runs ``cass-lsp port ROOT --out-dir BUILD/... --build-tree``: the port of
port.py into a generated tree (app/build_tree.py).

The project is read as port reads it (``project.scan``), and planned as port plans it: the build
files a port would rewrite get the switch, each source is translated with port's options.
"""

from __future__ import annotations

import contextlib
import json
import re
import sys
from collections import Counter
from pathlib import Path, PurePosixPath

from cass_lsp.app import decisions
from cass_lsp.app.build_tree import REPORT_NAME, ROOT_FILES
from cass_lsp.app.common import (
    LineIndex,
    SourceError,
    finding_json,
    for_third_party,
    read_source,
    summary_table,
    write_json,
    write_output,
)
from cass_lsp.app.finding_lines import Shown, listed
from cass_lsp.app.finding_lines import lines as finding_lines
from cass_lsp.app.manifest import MANIFEST_NAME, Manifest, cannot_write, saved_if_stopped, tree_writer
from cass_lsp.app.port_options import PortOptions
from cass_lsp.app.port_plan import FilePlan, plan_port
from cass_lsp.app.tree import keep_executable
from cass_lsp.buildfiles import SYSTEMS, BuildFileError, BuildOptions, BuildSystem
from cass_lsp.buildfiles import keep_cuda as blocks
from cass_lsp.core.result import Finding
from cass_lsp.project.model import Project
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate
from cass_lsp.translate.project import with_facts

_WRITTEN_BY = "Written by `cass-lsp port --keep-cuda`"


# -- the options both builds and the editor read ---------------------------------------------------


def options_text(options: TranslateOptions) -> str:
    """``cass-lsp-hip.json``: what the translation depends on besides the HIP version (which the
    toolchain that builds decides)."""
    data = {"launch_style": options.launch_style, "roc": options.roc}
    return json.dumps({"tool": "cass-lsp port --keep-cuda", "translate": data}, indent=1) + "\n"


# -- the command -----------------------------------------------------------------------------------


def run(options: PortOptions, project: Project, out: Path, translate: TranslateOptions, tc) -> int:  # type: ignore[no-untyped-def]
    manifest = None if options.in_place else Manifest.load(out)
    if manifest is not None:
        try:
            manifest.begin()  # nothing is written before OUT is known to be writable
        except OSError as exc:
            fix = "choose another --out-dir, or make it writable"
            print(cannot_write("cass-lsp port", out, exc, fix), file=sys.stderr)
            return 2
    try:
        with saved_if_stopped(manifest):
            return _run(options, project, out, translate, tc, manifest)
    except KeyboardInterrupt:
        written = f"; the {manifest.written()} files it wrote are recorded" if manifest is not None else ""
        print(f"\ncass-lsp port: interrupted{written}; run the same command again to finish", file=sys.stderr)
        return 130


def _run(options: PortOptions, project: Project, out: Path, translate: TranslateOptions, tc, manifest) -> int:  # type: ignore[no-untyped-def]
    run = _KeepCuda(options, project, out, translate, manifest)
    run.write_files()
    run.write_root_files()
    if options.ci and run.systems:
        written = _write_ci(options, out, run.projects, run.libraries, tc, run.write, options.in_place, run.kept)
        if written is None:
            return 2
        run.ci_written = written
    if manifest is not None:
        try:
            manifest.save()
        except OSError as exc:
            fix = "make the folder writable and run port again"
            print(cannot_write("cass-lsp port", out / MANIFEST_NAME, exc, fix), file=sys.stderr)
            run.counts["skipped"] += 1
    report = options.report or out / REPORT_NAME
    summary = run.summary()
    try:
        write_json(report, {"source": str(project.root), "output": str(out), "summary": summary, "files": run.files})
    except OSError as exc:
        print(cannot_write("cass-lsp port", report, exc, "choose another --report"), file=sys.stderr)
        run.counts["skipped"] += 1
    return run.print(report, summary.get("suppressed"))


class _KeepCuda:
    """One keep-CUDA port: the files written, what the report says of them, and its printing."""

    def __init__(
        self, options: PortOptions, project: Project, out: Path, translate: TranslateOptions, manifest
    ) -> None:  # type: ignore[no-untyped-def]
        self.options, self.project, self.out, self.translate, self.manifest = options, project, out, translate, manifest
        self.counts: Counter[str] = Counter()
        self.findings: list[Finding] = []
        self.files: list[dict] = []
        self.kept: list[str] = []
        self.not_copied: list[str] = []
        self.projects: list[tuple[BuildSystem, str]] = []  # (build system, folder relative to the root)
        self.libraries: set[str] = set()  # the HIP packages the ported build files use
        self.ci_written: list[str] = []
        self.write = tree_writer(manifest, options.force, self.kept)
        # Each source is translated as port translates it: the names the project's files declare.
        self.translate = translate = with_facts(translate, project.facts)
        self.rule_files = decisions.Projects(translate, options, "cass-lsp port")

    @property
    def systems(self) -> list[BuildSystem]:
        """The build systems that gained the AMD build, in the systems' order."""
        return [s for s in SYSTEMS if any(system is s for system, _folder in self.projects)]

    def write_files(self) -> None:
        options, in_place = self.options, self.options.in_place
        plan = plan_port(self.project, options, self.out, self.translate, BuildOptions(), self.rule_files)
        for file in plan.files:
            f, rel = file.file, file.file.rel
            rel_posix = rel.as_posix()
            if rel_posix in ROOT_FILES:
                continue  # written below
            entry: dict = {"source": rel_posix, "findings": []}
            try:
                if f.kind == "special" or (f.kind == "link" and in_place):
                    status = "unchanged" if in_place else "not-copied"
                    if not in_place:
                        self.not_copied.append(f"{rel}: {f.detail}")
                elif f.kind == "link":
                    linked = self.manifest.link(self.out / rel, f.detail, rel_posix, options.force)
                    status = "linked" if linked else "kept"
                else:
                    status = _file(file, self, entry)
                    self.libraries.update(entry.pop("libraries", ()))
            except (SourceError, OSError, BuildFileError) as exc:
                status = "skipped"
                entry["error"] = str(getattr(exc, "strerror", None) or exc)
            entry["status"] = status
            self.counts[status] += 1
            self.files.append(entry)

    def write_root_files(self) -> None:
        """The translation options and the modules the blocks include, at the root."""
        root_files = {blocks.OPTIONS_FILE: options_text(self.translate)}
        for system in self.systems:
            if system.keep_cuda is not None:
                root_files[system.keep_cuda.module] = system.keep_cuda.module_text()
        for name, text in root_files.items():
            target = self.out / name
            if self.options.in_place and target.exists() and _WRITTEN_BY not in target.read_text(errors="replace"):
                self.kept.append(name)  # a file of the user's with our name: never overwritten
                continue
            if self.options.in_place:
                write_output(target, text)
            else:
                self.write(target, text.encode(), name)

    def summary(self) -> dict:
        summary = {
            "files": dict(self.counts),
            "findings": dict(Counter(f.kind for f in self.findings)),
            "build_systems": sorted(s.name for s in self.systems),
            # Per file, the choice the issue allows (translate, or force-include a shim of renames):
            # every file is translated, because a shim header cannot rename a CUDA type in a
            # declaration the way HIP's headers need, nor carry the warp and library rewrites.
            "method": "every CUDA source translated into the build tree at build time",
        }
        if self.kept:
            summary["kept"] = sorted(set(self.kept))
        if self.not_copied:
            summary["not_copied"] = self.not_copied
        if suppressed := decisions.suppressed_summary(self.files):
            summary["suppressed"] = suppressed
        if self.rule_files.used:
            summary["rule_files"] = self.rule_files.summary()
        return summary

    def print(self, report: Path, suppressed: dict | None) -> int:
        """The errors and what was skipped (stderr); unless quiet, the summary, the lists and the
        next steps. The exit status."""
        _print_errors(self.files, report)
        skipped = [f"{f['source']}: skipped: {f['error']}" for f in self.files if f["status"] == "skipped"]
        for line in listed(skipped, 20, "the report lists them all"):
            print(line, file=sys.stderr)
        if self.options.quiet:  # errors only
            return 1 if self.counts["skipped"] or not self.projects else 0
        stream = sys.stdout  # the summary, the lists, the next steps: what a user pipes
        print(summary_table(self.counts, self.findings), file=stream)
        if (line := decisions.suppressed_line(suppressed, report)) is not None:
            print(line, file=stream)
        if self.kept:
            print("\nleft as they are (changed since port wrote them, or not ours; --force overwrites a copy's):",
                  file=stream)  # fmt: skip
            for line in listed(sorted(set(self.kept)), 20, "the report's summary lists them all"):
                print(f"  {line}", file=stream)
        fixes = [(f["source"], len(f["portable_fixes"])) for f in self.files if f.get("portable_fixes")]
        if fixes:
            print(f"\nportable fixes applied to the CUDA sources ({sum(n for _s, n in fixes)} in {len(fixes)} files;"
                  " nvcc compiles them to the same program):", file=stream)  # fmt: skip
            for source, count in fixes:
                print(f"  {source}: {count}", file=stream)
        for rel in self.ci_written:
            print(f"CI job written: {rel}", file=stream)
        print(_next_steps(self.out, self.projects), file=stream)
        print(f"report: {report}", file=stream)
        if not self.systems:
            print("cass-lsp port: no CMakeLists.txt with project() and no Makefile: nothing to build for AMD",
                  file=sys.stderr)  # fmt: skip
            return 1
        return 1 if self.counts["skipped"] else 0


def _file(file: FilePlan, run: _KeepCuda, entry: dict) -> str:
    """One regular file of a keep-CUDA port: a build file gets the switch, a CUDA source is
    translated in memory (its findings are what the AMD build will meet), the rest is copied."""
    f, options = file.file, run.options
    if file.action == "build-file":  # one a port rewrites: it builds CUDA, or one that does reaches it
        new_text = _with_switch(file, run, entry)
    elif file.action == "translate":
        new_text = _translated(file, run, entry)
    else:
        new_text = None
    target, rel_posix = run.out / f.rel, f.rel.as_posix()
    if new_text is None:
        if options.in_place:
            return "unchanged"
        copied = run.write(target, f.path.read_bytes(), rel_posix)
        if copied:
            keep_executable(f.path, target)
        return "copied" if copied else "kept"
    if options.in_place:
        if new_text == read_source(f.path):
            return "unchanged"
        write_output(f.path, new_text)
        return "changed"
    return "changed" if run.write(target, new_text.encode("utf-8", "surrogateescape"), rel_posix) else "kept"


def _with_switch(file: FilePlan, run: _KeepCuda, entry: dict) -> str | None:
    """A build file with its system's block (None: none here), and what its port would link (``--ci``)."""
    f = file.file
    assert f.system is not None
    rel_dir = PurePosixPath(f.rel.parent.as_posix()) if f.rel.parent != Path(".") else PurePosixPath()
    source = read_source(f.path)
    keep, new_text = f.system.keep_cuda, None
    if keep is not None and keep.entry(f.rel):
        new_text = keep.add_block(source, rel_dir)
        if new_text is not None:
            run.projects.append((f.system, rel_dir.as_posix() or "."))
            entry["build"] = "AMD build added (GPU_BACKEND=hip)"
    if run.options.ci:  # what the AMD build will link: the CI job's packages
        with contextlib.suppress(BuildFileError):
            entry["libraries"] = f.system.port(source, BuildOptions(project=run.project.build_facts)).libraries
    return new_text


def _translated(file: FilePlan, run: _KeepCuda, entry: dict) -> str | None:
    """A source translated in memory for its findings; with ``--apply-portable-fixes``, the source
    with the fixes nvcc compiles to the same program (None: none)."""
    f, options = file.file, file.options
    assert options is not None  # port's plan: the project's rules, its build's macros
    source = read_source(f.path)
    result = translate(source, options)
    findings = for_third_party(result.findings) if f.third_party else result.findings
    index = LineIndex(source)
    entry["findings"] = [finding_json(x, index) for x in findings]
    if result.suppressed:
        entry["suppressed"] = decisions.suppressed_json(result.suppressed, index)
    run.findings.extend(findings)
    if not run.options.apply_portable_fixes:
        return None
    from cass_lsp.translate.portable import portable_fixes  # only when asked

    fixed = portable_fixes(source, options)
    if not fixed.edits:
        return None
    entry["portable_fixes"] = [finding_json(x, index) for x in fixed.findings]
    return fixed.text


def _print_errors(files: list[dict], report: Path) -> None:
    """The error findings: what the AMD build will stop at (grouped and capped: finding_lines)."""
    errors = [
        Shown(f["source"], x["line"], x["column"], "error", x["code"], x["message"])
        for f in files
        for x in f["findings"]
        if x["severity"] == "error"
    ]
    for line in finding_lines(errors, more=f"every finding is in {report}"):
        print(line, file=sys.stderr)


def _next_steps(out: Path, projects: list[tuple[BuildSystem, str]]) -> str:
    lines = [f"\nkeep-CUDA tree: {out} (the CUDA sources are untouched unless --apply-portable-fixes)"]
    for system, folder in projects[:5]:
        if system.keep_cuda is not None:
            lines.append(f"  AMD build:    {system.keep_cuda.next_step(out / folder)}")
    if len(projects) > 5:
        lines.append(f"  ... and {len(projects) - 5} more projects (the report lists them)")
    lines.append("  NVIDIA build: as before (GPU_BACKEND unset); cass-lsp must be on PATH for the AMD build")
    return "\n".join(lines)


def _write_ci(options, out, projects, libraries, tc, write, in_place, kept) -> list[str] | None:  # type: ignore[no-untyped-def]
    """The CI jobs of ``--ci`` for the project at the root, else the first one found (the jobs
    build one project: a tree of many gets a note)."""
    from cass_lsp.buildfiles.ci_jobs import CiError, ci_files, gitlab_note

    system, folder = next((p for p in projects if p[1] == "."), projects[0])
    targets = options.targets or ",".join(getattr(tc, "targets", ()) or ("gfx942",))
    packages = sorted(f"{name}-dev" for name in libraries if re.fullmatch(r"(hip|roc)[a-z]+|miopen|rccl", name))
    written: list[str] = []
    gitlab_exists = (out / ".gitlab-ci.yml").exists()
    try:
        for provider in [p.strip() for p in options.ci.split(",") if p.strip()]:
            files = ci_files(system, provider, targets, project_dir=folder, rocm_packages=packages,
                             gitlab_ci_exists=gitlab_exists)  # fmt: skip
            for rel, text in files.items():
                target = out / rel
                if in_place and target.exists() and target.read_text(errors="replace") != text:
                    kept.append(rel)  # never over a file of the user's
                    continue
                if in_place:
                    write_output(target, text)
                elif not write(target, text.encode(), rel):
                    continue
                written.append(rel)
            if provider == "gitlab" and (note := gitlab_note(gitlab_exists)):
                print(note)
    except CiError as exc:
        print(f"cass-lsp port: --ci: {exc}", file=sys.stderr)
        return None
    if len(projects) > 1:
        print(f"CI jobs build {folder} ({system.name}); {len(projects) - 1} more projects here: add their commands"
              " to the jobs")  # fmt: skip
    return written
