"""`cass-lsp port DIR --keep-cuda`: the CUDA sources stay; the build files gain an AMD build.

Nothing is translated in the tree. The build files get the switch (cass_lsp.buildfiles.keep_cuda),
the root gets the modules the AMD build runs and ``cass-lsp-hip.json`` (the translation options:
the AMD build, at build time, and the editor's background build both read them), and every CUDA
source is translated in memory once so that the report lists what the AMD build will meet.
With ``--apply-portable-fixes``, the fixes nvcc compiles to the same program are applied to the
CUDA sources (nothing else in them changes); with ``--ci``, CI jobs that build both backends.

The AMD build itself runs ``cass-lsp port ROOT --out-dir BUILD/... --build-tree``: the port of
port.py into a generated tree, with the helpers below (options, incremental keys, the end line).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import hashlib
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path, PurePosixPath

from cass_lsp import __version__
from cass_lsp.app import decisions
from cass_lsp.app.common import (
    LineIndex,
    SourceError,
    finding_json,
    for_third_party,
    read_source,
    summary_table,
    toolchain_settings,
    write_json,
    write_output,
)
from cass_lsp.app.finding_lines import Shown, listed
from cass_lsp.app.finding_lines import lines as finding_lines
from cass_lsp.app.manifest import (
    JOURNAL_NAME,
    MANIFEST_NAME,
    Manifest,
    cannot_write,
    saved_if_stopped,
    tree_writer,
)
from cass_lsp.app.tree import entries, keep_executable, third_party
from cass_lsp.buildfiles import SYSTEMS, BuildFileError, BuildOptions, BuildSystem, system_of
from cass_lsp.buildfiles import keep_cuda as blocks
from cass_lsp.core.result import Finding, Severity
from cass_lsp.core.source_tree import TRANSLATED
from cass_lsp.session.options import project_options
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate

REPORT_NAME = "cass-keep-cuda-report.json"
BUILD_OUTPUTS = ".cass-build-outputs"  # a build tree's files, one per line: the CMake build's byproducts
# Files at the root that belong to the keep-CUDA build, not to the HIP tree it generates.
ROOT_FILES = {
    *(s.keep_cuda.module for s in SYSTEMS if s.keep_cuda is not None),
    blocks.OPTIONS_FILE,
    MANIFEST_NAME,
    JOURNAL_NAME,
    REPORT_NAME,
    BUILD_OUTPUTS,
}
_WRITTEN_BY = "Written by `cass-lsp port --keep-cuda`"


# -- the options both builds and the editor read ---------------------------------------------------


def options_text(options: TranslateOptions) -> str:
    """``cass-lsp-hip.json``: what the translation depends on besides the HIP version (which the
    toolchain that builds decides)."""
    data = {"launch_style": options.launch_style, "roc": options.roc}
    return json.dumps({"tool": "cass-lsp port --keep-cuda", "translate": data}, indent=1) + "\n"


def load_options(root: Path, args: argparse.Namespace) -> None:
    """``--build-tree``: translate as ``--keep-cuda`` recorded, read as the editor reads it
    (``session.project_options``); the command line still wins."""
    recorded = project_options(root / blocks.OPTIONS_FILE)
    if recorded is None:
        return
    if args.launch_style == "chevrons":
        args.launch_style = recorded.launch_style
    args.roc = args.roc or recorded.roc


# -- the build tree --------------------------------------------------------------------------------

_TRANSLATOR_STAMP: str | None = None


def _translator_stamp() -> str:
    """cass-lsp's version and its translator's files (name, size, time): a new translator
    translates every file again."""
    global _TRANSLATOR_STAMP
    if _TRANSLATOR_STAMP is None:
        here = Path(__file__).resolve().parents[1] / "translate"
        parts = [__version__]
        for folder, _dirs, files in sorted(os.walk(here)):
            for name in sorted(files):
                if name.endswith((".py", ".json", ".h")):
                    st = os.stat(os.path.join(folder, name))
                    parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
        _TRANSLATOR_STAMP = hashlib.sha256("\n".join(parts).encode()).hexdigest()
    return _TRANSLATOR_STAMP


def input_key(source: str, options: TranslateOptions) -> str:
    """What a translation depends on: the source, the options and the translator (a rule set other
    than the default: the ids of its rules; its handlers are code, not data to hash)."""
    h = hashlib.sha256(source.encode("utf-8", "surrogateescape"))
    h.update(
        repr([(f.name, getattr(options, f.name)) for f in dataclasses.fields(options) if f.name != "rules"]).encode()
    )
    if options.rules is not None:
        h.update(repr([r.id for r in options.rules]).encode())
    h.update(_translator_stamp().encode())
    return h.hexdigest()


def build_tree_source(text: str, system: BuildSystem) -> str:
    """A build file as the HIP tree's port starts from it: without the keep-CUDA blocks (and what
    else its system's keep-CUDA build says: CMake's top source folder is the HIP tree's)."""
    keep = system.keep_cuda
    return keep.build_tree_source(text) if keep is not None else blocks.strip_blocks(text)


TOOLCHAIN_FILE = ".cass-toolchain.json"


def _toolchain_key(args: argparse.Namespace) -> str:
    """The toolchain settings, the folders discovery searches, and the files the hipcc command
    names (a ROCm root rebuilt is noticed), with their times."""
    from cass_lsp.toolchain.discovery import search_stamp

    settings = toolchain_settings(args.targets, args.hipcc_command)
    named = []
    for word in settings.hipcc_command:
        if word.startswith("/") and os.path.exists(word):
            named.append((word, os.stat(word).st_mtime_ns))
    parts = [args.hipcc_command, args.targets, args.hip_version, search_stamp(settings), named, __version__]
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()


def remembered_toolchain(out: Path, args: argparse.Namespace) -> tuple[str | None, BuildOptions] | None:
    """(HIP version, build options) found for the same toolchain by the build before, or None."""
    try:
        data = json.loads((out / TOOLCHAIN_FILE).read_text(encoding="utf-8"))
        if data["key"] != _toolchain_key(args):
            return None
        opts = data["build_options"]
        return data["hip_version"], BuildOptions(opts["hipcc"], tuple(opts["gpu_targets"]), opts["hip_platform"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember_toolchain(out: Path, args: argparse.Namespace, hip_version: str | None, opts: BuildOptions) -> None:
    data = {"key": _toolchain_key(args), "hip_version": hip_version, "build_options": dataclasses.asdict(opts)}
    out.mkdir(parents=True, exist_ok=True)
    _write_if_changed(out / TOOLCHAIN_FILE, json.dumps(data, indent=1) + "\n")


def finish_build_tree(  # type: ignore[no-untyped-def]
    out: Path, manifest, counts: Counter[str], findings: list[Finding], options, report: Path, quiet: bool
) -> None:
    """The build tree's list of files (CMake's byproducts), its cache tag, and one line."""
    listing = "".join(f"{rel}\n" for rel in sorted(manifest.new) if not manifest.new[rel].startswith("link:"))
    _write_if_changed(out / BUILD_OUTPUTS, listing)
    _write_if_changed(
        out / "CACHEDIR.TAG",
        "Signature: 8a477f597d28d172789f06886806bc55\n# A HIP tree cass-lsp generates at build time: not sources.\n",
    )
    _write_if_changed(out / ".gitignore", "# generated by cass-lsp at build time\n*\n")
    translated = sum(1 for rel, digest in manifest.new.items() if manifest.old.get(rel) != digest)
    if quiet and not translated and not counts["skipped"]:
        return
    errors = sum(f.severity == Severity.ERROR for f in findings)
    line = f"cass-lsp: HIP {options.hip_version or 'newest'} sources in {out}: {translated} written"
    line += f", {len(manifest.new) - translated} unchanged"
    if errors:
        line += f"; {errors} error findings in the files written (see {report})"
    print(line, file=sys.stderr)


def _write_if_changed(path: Path, text: str) -> None:
    try:
        if path.read_text(encoding="utf-8") == text:
            return
    except OSError:
        pass
    path.write_text(text, encoding="utf-8")


# -- the command -----------------------------------------------------------------------------------


def run(args: argparse.Namespace, src: Path, out: Path, options: TranslateOptions, tc) -> int:  # type: ignore[no-untyped-def]
    manifest = None if args.in_place else Manifest.load(out)
    if manifest is not None:
        try:
            manifest.begin()  # nothing is written before OUT is known to be writable
        except OSError as exc:
            fix = "choose another --out-dir, or make it writable"
            print(cannot_write("cass-lsp port", out, exc, fix), file=sys.stderr)
            return 2
    try:
        with saved_if_stopped(manifest):
            return _run(args, src, out, options, tc, manifest)
    except KeyboardInterrupt:
        written = f"; the {manifest.written()} files it wrote are recorded" if manifest is not None else ""
        print(f"\ncass-lsp port: interrupted{written}; run the same command again to finish", file=sys.stderr)
        return 130


def _run(args: argparse.Namespace, src: Path, out: Path, options: TranslateOptions, tc, manifest) -> int:  # type: ignore[no-untyped-def]
    in_place = args.in_place
    counts: Counter[str] = Counter()
    all_findings: list[Finding] = []
    report_files: list[dict] = []
    kept: list[str] = []
    not_copied: list[str] = []
    projects: list[tuple[BuildSystem, str]] = []  # (build system, folder relative to the root)
    libraries: set[str] = set()  # the HIP packages the ported build files use

    write = tree_writer(manifest, args.force, kept)
    rule_files = decisions.Projects(options, args, "cass-lsp port")

    for item in entries(src, None if in_place else out):
        rel = item.path.relative_to(src)
        rel_posix = rel.as_posix()
        if rel_posix in ROOT_FILES:
            continue  # written below
        entry: dict = {"source": rel_posix, "findings": []}
        try:
            if item.kind == "special" or (item.kind == "link" and in_place):
                status = "unchanged" if in_place else "not-copied"
                if not in_place:
                    not_copied.append(f"{rel}: {item.detail}")
            elif item.kind == "link":
                status = "linked" if manifest.link(out / rel, item.detail, rel_posix, args.force) else "kept"
            else:
                file_options = rule_files.options(item.path)
                status = _file(item.path, rel, src, out, file_options, args, write, entry, all_findings, projects)
                libraries.update(entry.pop("libraries", ()))
        except (SourceError, OSError, BuildFileError) as exc:
            status = "skipped"
            entry["error"] = str(getattr(exc, "strerror", None) or exc)
        entry["status"] = status
        counts[status] += 1
        report_files.append(entry)

    uses = [s for s in SYSTEMS if any(system is s for system, _folder in projects)]
    root_files = {blocks.OPTIONS_FILE: options_text(options)}
    for system in uses:
        if system.keep_cuda is not None:
            root_files[system.keep_cuda.module] = system.keep_cuda.module_text()
    for name, text in root_files.items():
        target = out / name
        if in_place and target.exists() and _WRITTEN_BY not in target.read_text(errors="replace"):
            kept.append(name)  # a file of the user's with our name: never overwritten
            continue
        if in_place:
            write_output(target, text)
        else:
            write(target, text.encode(), name)
    ci_written: list[str] = []
    if args.ci and uses:
        ci_written = _write_ci(args, out, projects, libraries, tc, write, in_place, kept)
        if ci_written is None:
            return 2
    if manifest is not None:
        try:
            manifest.save()
        except OSError as exc:
            fix = "make the folder writable and run port again"
            print(cannot_write("cass-lsp port", out / MANIFEST_NAME, exc, fix), file=sys.stderr)
            counts["skipped"] += 1

    report = args.report or out / REPORT_NAME
    summary = {
        "files": dict(counts),
        "findings": dict(Counter(f.kind for f in all_findings)),
        "build_systems": sorted(s.name for s in uses),
        # Per file, the choice the issue allows (translate, or force-include a shim of renames):
        # every file is translated, because a shim header cannot rename a CUDA type in a
        # declaration the way HIP's headers need, nor carry the warp and library rewrites.
        "method": "every CUDA source translated into the build tree at build time",
    }
    if kept:
        summary["kept"] = sorted(set(kept))
    if not_copied:
        summary["not_copied"] = not_copied
    suppressed = decisions.suppressed_summary(report_files)
    if suppressed:
        summary["suppressed"] = suppressed
    if rule_files.used:
        summary["rule_files"] = rule_files.summary()
    try:
        write_json(report, {"source": str(src), "output": str(out), "summary": summary, "files": report_files})
    except OSError as exc:
        print(cannot_write("cass-lsp port", report, exc, "choose another --report"), file=sys.stderr)
        counts["skipped"] += 1
    _print_errors(report_files, report)
    skipped = [f"{f['source']}: skipped: {f['error']}" for f in report_files if f["status"] == "skipped"]
    for line in listed(skipped, 20, "the report lists them all"):
        print(line, file=sys.stderr)
    if args.quiet:  # errors only
        return 1 if counts["skipped"] or not projects else 0
    print(summary_table(counts, all_findings), file=sys.stderr)
    if (line := decisions.suppressed_line(suppressed, report)) is not None:
        print(line, file=sys.stderr)
    if kept:
        print("\nleft as they are (changed since port wrote them, or not ours; --force overwrites a copy's):",
              file=sys.stderr)  # fmt: skip
        for line in listed(sorted(set(kept)), 20, "the report's summary lists them all"):
            print(f"  {line}", file=sys.stderr)
    fixes = [(f["source"], len(f["portable_fixes"])) for f in report_files if f.get("portable_fixes")]
    if fixes:
        print(f"\nportable fixes applied to the CUDA sources ({sum(n for _s, n in fixes)} in {len(fixes)} files;"
              " nvcc compiles them to the same program):", file=sys.stderr)  # fmt: skip
        for source, count in fixes:
            print(f"  {source}: {count}", file=sys.stderr)
    for rel in ci_written:
        print(f"CI job written: {rel}", file=sys.stderr)
    print(_next_steps(out, projects), file=sys.stderr)
    print(f"report: {report}", file=sys.stderr)
    if not uses:
        print("cass-lsp port: no CMakeLists.txt with project() and no Makefile: nothing to build for AMD",
              file=sys.stderr)  # fmt: skip
        return 1
    return 1 if counts["skipped"] else 0


def _file(path, rel, src, out, options, args, write, entry, all_findings, projects) -> str:  # type: ignore[no-untyped-def]
    """One regular file of a keep-CUDA port: a build file gets the switch, a CUDA source is
    translated in memory (its findings are what the AMD build will meet), the rest is copied."""
    rel_dir = PurePosixPath(rel.parent.as_posix()) if rel.parent != Path(".") else PurePosixPath()
    target = out / rel
    rel_posix = rel.as_posix()
    new_text: str | None = None
    if (system := system_of(rel)) is not None:
        source = read_source(path)
        keep = system.keep_cuda
        if keep is not None and keep.entry(rel):
            new_text = keep.add_block(source, rel_dir)
            if new_text is not None:
                projects.append((system, rel_dir.as_posix() or "."))
        if new_text is not None:
            entry["build"] = "AMD build added (GPU_BACKEND=hip)"
        if args.ci:  # what the AMD build will link: the CI job's packages
            with contextlib.suppress(BuildFileError):
                entry["libraries"] = system.port(source, BuildOptions()).libraries
    elif path.suffix in TRANSLATED:
        source = read_source(path)
        result = translate(source, options)
        findings = for_third_party(result.findings) if third_party(rel_posix, args.exclude) else result.findings
        index = LineIndex(source)
        entry["findings"] = [finding_json(f, index) for f in findings]
        if result.suppressed:
            entry["suppressed"] = decisions.suppressed_json(result.suppressed, index)
        all_findings.extend(findings)
        if args.apply_portable_fixes:
            from cass_lsp.translate.portable import portable_fixes  # only when asked

            fixed = portable_fixes(source, options)
            if fixed.edits:
                new_text = fixed.text
                entry["portable_fixes"] = [finding_json(f, index) for f in fixed.findings]
    if new_text is None:
        if args.in_place:
            return "unchanged"
        copied = write(target, path.read_bytes(), rel_posix)
        if copied:
            keep_executable(path, target)
        return "copied" if copied else "kept"
    if args.in_place:
        if new_text == read_source(path):
            return "unchanged"
        write_output(path, new_text)
        return "changed"
    return "changed" if write(target, new_text.encode("utf-8", "surrogateescape"), rel_posix) else "kept"


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


def _write_ci(args, out, projects, libraries, tc, write, in_place, kept) -> list[str] | None:  # type: ignore[no-untyped-def]
    """The CI jobs of ``--ci`` for the project at the root, else the first one found (the jobs
    build one project: a tree of many gets a note)."""
    from cass_lsp.buildfiles.ci_jobs import CiError, ci_files, gitlab_note

    system, folder = next((p for p in projects if p[1] == "."), projects[0])
    targets = args.targets or ",".join(getattr(tc, "targets", ()) or ("gfx942",))
    packages = sorted(f"{name}-dev" for name in libraries if re.fullmatch(r"(hip|roc)[a-z]+|miopen|rccl", name))
    written: list[str] = []
    gitlab_exists = (out / ".gitlab-ci.yml").exists()
    try:
        for provider in [p.strip() for p in args.ci.split(",") if p.strip()]:
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
                print(note, file=sys.stderr)
    except CiError as exc:
        print(f"cass-lsp port: --ci: {exc}", file=sys.stderr)
        return None
    if len(projects) > 1:
        print(f"CI jobs build {folder} ({system.name}); {len(projects) - 1} more projects here: add their commands"
              " to the jobs", file=sys.stderr)  # fmt: skip
    return written
