"""`cass-lsp port DIR`: translate a whole source tree from CUDA to HIP.

The result goes to a new tree (``DIR-hip`` beside DIR, or ``--out-dir``); the input is written
only with ``--in-place``. ``.cu`` files become ``.hip`` and every `#include "x.cu"` that names one
of them follows; headers (``.cuh``, ``.h``, ...) and C/C++ sources are translated under their own
names, so their includes keep resolving; other files are copied unchanged. CUDA device functions
HIP lacks (compat.py) are defined once, in ``OUT/cass_hip_compat.h``, which the files that call
them include. A progress bar goes to
stderr on a terminal, a summary table at the end, and a JSON report (per-file findings with
lines and columns) to ``OUT/cass-port-report.json`` or ``--report``.

Build files are ported too (cass_lsp.buildfiles): CMakeLists.txt and the *.cmake files they
include, Makefiles and *.mk; what cannot be rewritten mechanically is a finding on the build
file's line. Ported Makefiles find hipcc on the machine that builds (HIPCC, else ROCM_PATH, else
hipcc on PATH) and default GPU_TARGETS to --targets; the sources are translated for the HIP of the
toolchain in use (--hipcc-command, else the newest found, as --check finds it).

No surprises: ``OUT/.cass-port-manifest.json`` records what port wrote (path and hash); a second
run leaves, and lists, every file changed since (``--force`` overwrites). Each file is written
whole or not at all and recorded as it is written (app/manifest.py): a run stopped by Ctrl-C says
what it wrote, and the same command again finishes the work. A symbolic link inside
the tree becomes the same link; links leaving the tree, FIFOs, devices and sockets are listed in
the summary and the report as not ported.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import sys
from collections import Counter
from pathlib import Path

from cass_lsp import runtime
from cass_lsp.app import decisions, keep_cuda
from cass_lsp.app.common import (
    HIP_VERSION_HELP,
    LineIndex,
    Progress,
    SourceError,
    add_exclude_argument,
    command_text,
    finding_json,
    for_third_party,
    hip_release,
    read_source,
    readable_bytes,
    summary_table,
    targets_argument,
    toolchain_settings,
    write_json,
    write_output,
)
from cass_lsp.app.finding_lines import Shown, listed
from cass_lsp.app.finding_lines import lines as finding_lines
from cass_lsp.app.manifest import MANIFEST_NAME, Manifest, cannot_write, saved_if_stopped, tree_writer
from cass_lsp.app.model_engine import add_engine_arguments, run_with_model
from cass_lsp.app.tree import entries as _entries
from cass_lsp.app.tree import keep_executable, real_path, third_party, unmatched_excludes
from cass_lsp.buildfiles import BuildFileError, kind_of, port_build_file
from cass_lsp.buildfiles.cmake import includes as cmake_includes
from cass_lsp.core.output_names import RENAMED, OutputNames, output_relpath
from cass_lsp.core.result import Finding, Severity, encode
from cass_lsp.core.source_tree import TRANSLATED
from cass_lsp.session import build_options, toolchain_error, translate_options, translation_hip
from cass_lsp.toolchain.compile_commands import DATABASE, database_error, find_in_tree, flags_for
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import suppression
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate
from cass_lsp.translate.project import with_project

REPORT_NAME = "cass-port-report.json"
BUILD_OUTPUTS = ".cass-build-outputs"  # a build tree's files, one per line: the AMD CMake build's byproducts
_INCLUDE_CU = re.compile(r'^(\s*#\s*include\s*")([^"\n]+\.cu)(")', re.MULTILINE)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", type=Path, metavar="DIR", help="the CUDA source tree")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--out-dir", type=Path, help="where the HIP tree goes (default: DIR-hip beside DIR)")
    where.add_argument("--in-place", action="store_true", help="translate DIR itself (.cu files become .hip)")
    parser.add_argument("--launch-style", choices=["chevrons", "hipLaunchKernelGGL"], default="chevrons")
    parser.add_argument(
        "--hip-version",
        type=hip_release,
        help=HIP_VERSION_HELP,
    )
    parser.add_argument(
        "--roc",
        action="store_true",
        help="call rocBLAS, rocRAND, rocSPARSE and rocSOLVER directly instead of the hip* libraries (HIPIFY's -roc)",
    )
    parser.add_argument("--report", type=Path, help=f"JSON report path (default: OUT/{REPORT_NAME})")
    add_exclude_argument(parser, "DIR")
    decisions.add_arguments(parser)
    parser.add_argument("--progress", choices=["auto", "always", "never"], default="auto")
    parser.add_argument(
        "--quiet",
        "-q",
        action="store_true",
        help="print only errors: error findings, files skipped, what could not be written (no tables)",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="compile each ported CUDA file with hipcc for the AMD targets; errors on the CUDA lines",
    )
    parser.add_argument(
        "--targets",
        type=targets_argument,
        help="comma-separated AMD targets for --check and the ported Makefiles' GPU_TARGETS (default: the toolchain's)",
    )
    parser.add_argument(
        "--hipcc-command",
        type=command_text,
        default="",
        help="the HIP toolchain: run hipcc through this command (a container or root prefix, then hipcc's path in"
        " it); the sources are translated for its HIP version and --check builds with it (cmake and make too)",
    )
    parser.add_argument(
        "--force",
        action="store_true",
        help="overwrite files of the HIP tree that were changed since port wrote them (default: leave and list them)",
    )
    parser.add_argument(
        "--include", "-I", action="append", default=[], metavar="DIR", help="for --check: an include path (repeatable)"
    )
    parser.add_argument(
        "--define",
        "-D",
        action="append",
        default=[],
        metavar="NAME[=VALUE]",
        help="a macro the build defines (repeatable): the translation decides #if on it, --check passes it"
        " to the compiler and to CMake",
    )
    parser.add_argument(
        "--compile-commands",
        type=Path,
        metavar="PATH",
        help="the project's compile database (compile_commands.json, or the folder holding it; default: the one in"
        " DIR or its build/ or build-hip/ folder): each file's include paths and macros, for --check and the"
        " translation (a macro the build defines is the project's name, not an unknown CUDA API)",
    )
    keep = parser.add_argument_group("keep CUDA (the CUDA sources stay; the AMD build is generated from them)")
    keep.add_argument(
        "--keep-cuda",
        action="store_true",
        help="leave the CUDA sources as they are: the build files gain an AMD build (cmake -DGPU_BACKEND=hip,"
        " make GPU_BACKEND=hip) that translates them into the build tree at build time; needs --out-dir or"
        " --in-place",
    )
    keep.add_argument(
        "--apply-portable-fixes",
        action="store_true",
        help="with --keep-cuda: apply to the CUDA sources the fixes nvcc compiles to the same program"
        " (warp-size literals, 32-bit ballots, guarded cudaDeviceProp fields); nothing else changes",
    )
    keep.add_argument(
        "--ci",
        default="",
        metavar="github,gitlab",
        help="with --keep-cuda: also write CI jobs that build both backends (GitHub Actions, GitLab CI)",
    )
    keep.add_argument(
        "--build-tree",
        action="store_true",
        help="what the AMD build of --keep-cuda runs: OUT is a build tree, written over, only the sources"
        " changed since translated again, the keep-cuda blocks of the build files left out",
    )
    add_engine_arguments(parser)


def _fix_cu_includes(text: str, source: Path, root: Path, names: OutputNames) -> str:
    """`#include "x.cu"` -> `#include "x.hip"` where x.cu is a file of the tree (and so renamed)."""

    def replace(m: re.Match[str]) -> str:
        target = real_path(source.parent / m.group(2))
        if target is not None and target.is_file() and root in target.parents:
            new = names(target.relative_to(root)).name
            return m.group(1) + m.group(2)[: -len(target.name)] + new + m.group(3)
        return m.group(0)

    return _INCLUDE_CU.sub(replace, text)


def _included_cmake(src: Path, files: list[Path]) -> set[Path]:
    """The *.cmake files of the tree that a CMakeLists.txt or another included file includes."""
    by_stem: dict[str, list[Path]] = {}
    for f in files:
        if f.suffix == ".cmake":
            by_stem.setdefault(f.stem, []).append(f)
    found: set[Path] = set()
    todo = [f for f in files if f.name == "CMakeLists.txt"]
    while todo:
        f = todo.pop()
        try:
            text = f.read_text(encoding="utf-8", errors="surrogateescape")
        except OSError:
            continue
        for name in cmake_includes(text):
            for var in ("${CMAKE_CURRENT_SOURCE_DIR}", "${CMAKE_CURRENT_LIST_DIR}", "${CMAKE_SOURCE_DIR}",
                        "${PROJECT_SOURCE_DIR}"):  # fmt: skip
                name = name.replace(var, str(f.parent))
            if name.endswith(".cmake"):
                candidates = [c] if (c := real_path(f.parent / name)) is not None else []
            else:
                candidates = by_stem.get(name, [])
            for c in candidates:
                if c in files and c not in found:
                    found.add(c)
                    todo.append(c)
    return found


_INCLUDE_QUOTED = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"', re.MULTILINE)


def _outside_includes(text: str, path: Path, root: Path) -> list[Finding]:
    """A warning on each ``#include "../../common/util.h"`` that reaches a file outside the folder
    ported: that file is not translated, and the build of the HIP tree will not find it (or will
    find the CUDA one). The message names the folder that holds both, to port instead."""
    found = []
    for m in _INCLUDE_QUOTED.finditer(text):
        target = Path(os.path.normpath(path.parent / m.group(1)))
        if root in target.parents or not target.is_file():
            continue
        enclosing = Path(os.path.commonpath([root, target]))
        start = len(text[: m.start(1)].encode("utf-8", "surrogateescape"))
        found.append(
            Finding(code="include-outside-tree", severity=Severity.WARNING, kind="hazard",
                    message=f'"{m.group(1)}" is outside the folder ported ({target}): it is not translated and'
                    f" the HIP tree's build will not find it; port {enclosing}, which holds both",
                    start=start, end=start + len(m.group(1).encode("utf-8", "surrogateescape")))
        )  # fmt: skip
    return found


def _toolchain(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from cass_lsp.toolchain.discovery import discover

    return discover(toolchain_settings(args.targets, args.hipcc_command))


def run(args: argparse.Namespace) -> int:
    src = real_path(args.directory)
    if src is None or not src.is_dir():
        what = "a loop of symbolic links" if src is None else "not a directory"
        print(f"cass-lsp port: {args.directory} is {what}", file=sys.stderr)
        return 2
    wanted = args.out_dir or src.with_name(src.name + "-hip")
    out = src if args.in_place else real_path(wanted)
    if out is None:
        print(f"cass-lsp port: {wanted} is a loop of symbolic links: choose another --out-dir", file=sys.stderr)
        return 2
    if not args.in_place and out == src:
        print("cass-lsp port: the output must not be the input tree (use --in-place for that)", file=sys.stderr)
        return 2
    if args.keep_cuda or args.apply_portable_fixes or args.ci:
        if not args.keep_cuda:
            print("cass-lsp port: --apply-portable-fixes and --ci go with --keep-cuda", file=sys.stderr)
            return 2
        if not (args.in_place or args.out_dir):
            print("cass-lsp port: --keep-cuda needs --out-dir OUT (a copy) or --in-place (this tree's build files"
                  " gain the AMD build)", file=sys.stderr)  # fmt: skip
            return 2
    if (error := decisions.rules_error(args, "cass-lsp port")) is not None:
        print(error, file=sys.stderr)
        return 2
    if args.compile_commands is not None and (error := database_error(args.compile_commands)) is not None:
        print(f"cass-lsp port: --compile-commands: {error}; CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON,"
              " Bear with `bear -- make`", file=sys.stderr)  # fmt: skip
        return 2
    if args.build_tree:
        if args.in_place or args.check or args.keep_cuda:
            print("cass-lsp port: --build-tree writes a generated tree: use it with --out-dir alone", file=sys.stderr)
            return 2
        # The build translates as `port --keep-cuda` recorded, with the rules (the same text every build).
        keep_cuda.load_options(src, args)
        args.force, args.engine = True, "rules"
    # A build tree keeps what discovery found while the toolchain is unchanged: a rebuild with
    # nothing to translate must not pay for probing hipcc.
    remembered = keep_cuda.remembered_toolchain(out, args) if args.build_tree else None
    if remembered is not None:
        hip_version, build_opts = remembered
        return _port(args, src, out, _options(args, hip_version), None, None, build_opts)
    # The toolchain in use decides the HIP that port writes for (--hip-version: for the translation alone).
    tc = _toolchain(args)
    if (error := toolchain_error(tc)) is not None:
        print(f"cass-lsp port: {error}", file=sys.stderr)
        return 2
    if args.targets:  # a target named that this toolchain's clang cannot compile for is said, not dropped
        left_out = [p for p in tc.problems if p.component in args.targets.split(",") and p.component not in tc.targets]
        for problem in left_out:
            print(f"cass-lsp port: {problem.message} {problem.fix}", file=sys.stderr)
        if args.check and not tc.targets:
            print("cass-lsp port: --check has no AMD target this toolchain compiles for; nothing was written",
                  file=sys.stderr)  # fmt: skip
            return 2
    hip = translation_hip(tc, args.hip_version)
    if hip.note and not args.quiet:
        print(f"cass-lsp port: {hip.note}", file=sys.stderr)
    options = _options(args, hip.version, tc)
    if args.keep_cuda:
        return keep_cuda.run(args, src, out, options, tc)
    if args.build_tree:
        keep_cuda.remember_toolchain(out, args, hip.version, build_options(tc))
    return run_with_model(args, "cass-lsp port", lambda model: _port(args, src, out, options, model, tc))


def _database(args: argparse.Namespace, src: Path) -> Path | None:
    """The compile database: ``--compile-commands`` (a file, or the folder holding one), else the
    tree's own (``compile_commands.find_in_tree``)."""
    given = args.compile_commands
    if given is None:
        return find_in_tree(src)
    return given / DATABASE if given.is_dir() else given


def _options(args: argparse.Namespace, hip_version: str | None, tc: Toolchain | None = None) -> TranslateOptions:
    return translate_options(toolchain=tc, launch_style=args.launch_style, hip_version=hip_version, roc=args.roc)


def _finding(code: str, severity: Severity, message: str, kind: str = "unsupported") -> Finding:
    return Finding(code=code, severity=severity, message=message, start=0, end=0, kind=kind)


def _with_project(options: TranslateOptions, src: Path, files: list[Path]) -> TranslateOptions:
    """``options`` with what the tree's sources and build files tell each file's translation (the
    names they declare and define, the functions they write in inline asm: translate/project.py)."""
    sources = [f for f in files if f.suffix in TRANSLATED]
    builds = [f for f in files if kind_of(f.relative_to(src)) is not None]
    return with_project(options, readable_bytes(sources), readable_bytes(builds))


def _port(args: argparse.Namespace, src: Path, out: Path, options: TranslateOptions, model, tc, build_opts=None) -> int:  # type: ignore[no-untyped-def]
    """Port the tree; a run stopped by Ctrl-C says what it wrote (every file written is in the
    manifest, so the same command again finishes the work) and exits with 130."""
    entries_found = _entries(src, None if args.in_place else out)
    for line in unmatched_excludes(args.exclude, (e.path.relative_to(src).as_posix() for e in entries_found),
                                   "cass-lsp port", str(src)):  # fmt: skip
        print(line, file=sys.stderr)
    manifest = None if args.in_place else Manifest.load(out)
    if manifest is not None:
        try:
            manifest.begin()  # nothing is written before OUT is known to be writable
        except OSError as exc:
            fix = "choose another --out-dir, or make it writable"
            print(cannot_write("cass-lsp port", out, exc, fix), file=sys.stderr)
            return 2
    progress = Progress(len(entries_found), "never" if args.build_tree or args.quiet else args.progress)
    try:
        with saved_if_stopped(manifest):
            return _port_tree(args, src, out, options, model, tc, build_opts, entries_found, manifest, progress)
    except KeyboardInterrupt:
        progress.close()
        done = f"interrupted after {progress.done} of {len(entries_found)} files"
        if manifest is None:
            print(f"\ncass-lsp port: {done} (translated in place); run the same command again to finish",
                  file=sys.stderr)  # fmt: skip
        else:
            print(f"\ncass-lsp port: {done}; the {manifest.written()} it wrote are recorded in {out / MANIFEST_NAME}"
                  "\n  run the same command again to finish (what is written already is checked, not rewritten)",
                  file=sys.stderr)  # fmt: skip
        return 130


def _port_tree(args, src, out, options, model, tc, build_opts, entries_found, manifest, progress) -> int:  # type: ignore[no-untyped-def]
    files = [e.path for e in entries_found if e.kind == "file"]
    options = _with_project(options, src, files)
    names = OutputNames.of(e.path.relative_to(src) for e in entries_found)
    included = _included_cmake(src, files)
    projects = decisions.Projects(options, args, "cass-lsp port")
    database = _database(args, src)
    with_flags: Counter[str] = Counter()  # files the database gave flags: "exact" or "borrowed" (a neighbour's)
    build_opts = build_opts or build_options(tc)
    counts: Counter[str] = Counter()
    all_findings: list[Finding] = []
    entries: list[dict] = []
    to_check = []
    written: dict[str, tuple[Path, object]] = {}  # output path -> (CUDA path, translation or None)
    compat_needed: set[str] = set()
    kept: list[str] = []
    not_ported: list[str] = []
    renamed: list[str] = []  # outputs whose default name the tree has (OutputNames.note)

    write = tree_writer(manifest, args.force, kept)

    for item in entries_found:
        path = item.path
        rel = path.relative_to(src)
        target = out / names(rel)
        rel_out = names(rel).as_posix()
        entry: dict = {"source": rel.as_posix(), "output": rel_out, "findings": []}
        try:
            if item.kind == "special":
                entry["status"] = "not-ported"
                entry["reason"] = item.detail
                not_ported.append(f"{rel}: {item.detail}")
            elif item.kind == "link":
                _link(args, src, out, item, rel, entry, manifest, not_ported, kept, names)
            elif args.build_tree and rel.as_posix() in keep_cuda.ROOT_FILES:
                entry["status"] = "not-ported"  # the AMD build's own modules: not part of the HIP tree
                entry["reason"] = "the keep-CUDA build's own file"
            elif path.suffix in TRANSLATED:
                source = read_source(path)
                flags = flags_for(path, database) if database is not None else None
                if flags is not None:
                    with_flags["exact" if flags.exact else "borrowed"] += 1
                defined = decisions.defined_names([*args.define, *(flags.defines if flags else ())])
                # The project's rules, its build's macros and the decisions about findings.
                project_options = projects.options(path, defined)
                key = keep_cuda.input_key(source, project_options) if args.build_tree else ""
                recorded = manifest.unchanged(target, rel_out, rel.as_posix(), key) if key and manifest else None
                if recorded is not None:  # a build tree: translated from the same input before
                    compat_needed.update(recorded.get("compat", ()))
                    entry["status"] = "unchanged"
                    counts[entry["status"]] += 1
                    entries.append(entry)
                    progress.advance(rel.as_posix())
                    continue
                # The model gets CUDA files; host-only C/C++ sources and headers stay with the rules.
                use_model = model is not None and path.suffix in (".cu", ".cuh")
                # What HIP lacks is defined once, in OUT/cass_hip_compat.h, included where needed.
                header = Path(os.path.relpath(out / runtime.HEADER_NAME, target.parent)).as_posix()
                file_options = dataclasses.replace(project_options, compat_header=header)
                result = model.translate(source, rel.as_posix()) if use_model else translate(source, file_options)
                if third_party(rel.as_posix(), args.exclude):
                    result = dataclasses.replace(result, findings=for_third_party(result.findings))
                    entry["third_party"] = True
                compat_needed.update(result.compat)
                index = LineIndex(source)
                # port's own findings, decided as the translation's are
                outside, gone = suppression.apply(
                    encode(source), _outside_includes(source, path, src), project_options.findings
                )
                entry["findings"] = [finding_json(f, index) for f in (*result.findings, *outside)]
                if result.suppressed or gone:
                    entry["suppressed"] = decisions.suppressed_json((*result.suppressed, *gone), index)
                all_findings.extend((*result.findings, *outside))
                if (note := names.note(rel)) is not None:  # the tree has this output's default name
                    name_taken = _finding("output-name-taken", Severity.WARNING, note, kind="hazard")
                    entry["findings"].append(finding_json(name_taken, index))
                    all_findings.append(name_taken)
                    renamed.append(note)
                text = _fix_cu_includes(result.text, path, src, names)
                result = dataclasses.replace(result, text=text)
                if args.in_place:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    write_output(target, text)
                    if target != path:
                        path.unlink()
                    entry["status"] = "translated"
                else:
                    entry["status"] = "translated" if write(target, result.data, rel_out) else "kept"
                if key and manifest is not None:
                    manifest.new_inputs[rel.as_posix()] = {"key": key, "compat": sorted(result.compat)}
                written[rel_out] = (path, result)
                if path.suffix in (".cu", ".c", ".cc", ".cpp", ".cxx") and (
                    path.suffix == ".cu" or result.edits or result.findings
                ):
                    to_check.append((path, rel, rel_out, result))
            elif (kind := kind_of(rel)) is not None and (kind != "cmake" or path.name == "CMakeLists.txt"
                                                         or path in included):  # fmt: skip
                policy = projects.options(path).findings
                _build_file(path, rel, target, rel_out, entry, build_opts, all_findings, write, args, names, policy)
                written[rel_out] = (path, None)
            elif not args.in_place:
                entry["status"] = "copied" if write(target, path.read_bytes(), rel_out) else "kept"
                keep_executable(path, target)
            else:
                entry["status"] = "unchanged"
        except (SourceError, OSError) as exc:
            entry["status"] = "skipped"
            entry["error"] = _why_skipped(exc, out, rel_out)
        counts[entry["status"]] += 1
        entries.append(entry)
        progress.advance(rel.as_posix())
    progress.close()
    report_path = args.report or out / REPORT_NAME
    summary: dict = {"files": dict(counts), "findings": dict(Counter(f.kind for f in all_findings))}
    if options.hip_version:
        summary["hip_version"] = options.hip_version
    skipped = [f"{e['source']}: skipped: {e['error']}" for e in entries if e["status"] == "skipped"]
    if compat_needed:
        data = runtime.header_text(compat_needed).encode()
        try:
            write(out / runtime.HEADER_NAME, data, runtime.HEADER_NAME)
        except OSError as exc:
            counts["skipped"] += 1
            skipped.append(f"{runtime.HEADER_NAME}: skipped: {_why_skipped(exc, out, runtime.HEADER_NAME)}")
        summary["compat_header"] = {"path": runtime.HEADER_NAME, "defines": sorted(compat_needed)}
    if kept:
        summary["kept"] = sorted(set(kept))
    if not_ported:
        summary["not_ported"] = not_ported
    suppressed = decisions.suppressed_summary(entries)
    if suppressed:
        summary["suppressed"] = suppressed
    if projects.used:
        summary["rule_files"] = projects.summary()
    if database is not None:
        summary["compile_commands"] = {"path": str(database), **with_flags}
    failed = False  # the manifest or the report could not be written (said in one line each)
    if manifest is not None:
        try:
            manifest.save()
        except OSError as exc:
            fix = "make the folder writable and run port again"
            print(cannot_write("cass-lsp port", out / MANIFEST_NAME, exc, fix), file=sys.stderr)
            failed = True
    try:
        write_json(report_path, {"source": str(src), "output": str(out), "summary": summary, "files": entries})
    except OSError as exc:
        print(cannot_write("cass-lsp port", report_path, exc, "choose another --report"), file=sys.stderr)
        failed = True
    if args.build_tree:
        for line in listed(skipped, MAX_LISTED, "the report lists them all"):
            print(line, file=sys.stderr)
        keep_cuda.finish_build_tree(out, manifest, counts, all_findings, options, report_path, args.quiet)
        return 1 if counts["skipped"] or failed else 0
    _print_findings(entries, written, errors_only=args.quiet, report=report_path)
    for line in listed(skipped, MAX_LISTED, "the report lists them all"):
        print(line, file=sys.stderr)
    if not args.quiet:  # what follows is not an error: the files not ported or kept, the summary
        if renamed:
            print("\nnames the tree already has (its own files keep them):", file=sys.stderr)
            for line in listed(renamed, MAX_LISTED, "the report lists them all"):
                print(f"  warning: {line}", file=sys.stderr)
        if not_ported:
            print("\nnot ported (listed, not copied):", file=sys.stderr)
            for line in listed(not_ported, MAX_LISTED, "the report's summary lists them all"):
                print(f"  {line}", file=sys.stderr)
        if kept:
            print("\nchanged since port wrote them, left as they are (--force overwrites):", file=sys.stderr)
            for line in listed(sorted(set(kept)), MAX_LISTED, "the report's summary lists them all"):
                print(f"  {line}", file=sys.stderr)
        print("\n" + summary_table(counts, all_findings), file=sys.stderr)
        if (line := decisions.suppressed_line(suppressed, report_path)) is not None:
            print(line, file=sys.stderr)
        print(f"\nHIP tree: {out}\nreport: {report_path}", file=sys.stderr)
    compiled = True
    if args.check:
        # Imported here: the toolchain layer is needed only when asked to compile.
        from cass_lsp.app.port_check import check_tree

        try:
            report, compiled = check_tree(
                out, src, written, to_check, options, tc, args.include, args.define, progress=args.progress,
                database=database,
            )  # fmt: skip
        except KeyboardInterrupt:
            print(f"\ncass-lsp port: --check interrupted; the HIP tree and its report are complete ({out})",
                  file=sys.stderr)  # fmt: skip
            return 130
        print(f"\n{report}", file=sys.stderr)
    return 1 if counts["skipped"] or failed or not compiled else 0


MAX_LISTED = 20  # files skipped, not ported or kept, printed (the report lists them all)


def _why_skipped(exc: Exception, out: Path, rel_out: str) -> str:
    """Why a file was skipped, in a few words: what could not be read or written, and why."""
    if not isinstance(exc, OSError):
        return str(exc)
    filename = str(exc.filename or "")
    reason = exc.strerror or str(exc)
    return f"cannot write {rel_out}: {reason}" if filename.startswith(str(out)) else f"cannot read: {reason}"


def _print_findings(entries: list[dict], written: dict, errors_only: bool, report: Path) -> None:  # type: ignore[type-arg]
    """The findings of build files and the errors of sources (``errors_only``: errors alone),
    grouped and capped (finding_lines): what a person must change, not only how many."""
    shown = []
    for f in entries:
        build_file = f["output"] in written and written[f["output"]][1] is None
        for finding in f["findings"]:
            sev = finding["severity"]
            if sev != "error" and (errors_only or not build_file):
                continue
            column = None if build_file else finding["column"]
            shown.append(Shown(f["source"], finding["line"], column, sev, finding["code"], finding["message"]))
    for line in finding_lines(shown, more=f"every finding is in {report}"):
        print(line, file=sys.stderr)


def _build_file(path, rel, target, rel_out, entry, build_opts, all_findings, write, args, names, policy) -> None:  # type: ignore[no-untyped-def]
    """Port one CMake file or Makefile; a file that cannot be read is copied with an error finding.
    Its findings are decided as a source's are (``policy``, ``# cass-lsp: ignore[...]`` comments)."""
    in_place = args.in_place
    source = names.in_build_file(read_source(path), rel)
    if args.build_tree:  # the file as it was before --keep-cuda, its paths in the HIP tree
        source = keep_cuda.build_tree_source(source, kind_of(rel) or "")
    index = LineIndex(source)
    try:
        result = port_build_file(source, kind_of(rel) or "", build_opts)
    except BuildFileError as exc:
        finding = _finding("build-unreadable", Severity.ERROR,
                           f"{exc}: copied unchanged; fix the file and run port again")  # fmt: skip
        entry["findings"] = [{**finding_json(finding, index), "line": exc.line, "end_line": exc.line}]
        all_findings.append(finding)
        entry["status"] = "copied" if in_place or write(target, path.read_bytes(), rel_out) else "kept"
        return
    findings, suppressed = suppression.apply(encode(source), result.findings, policy)
    entry["findings"] = [finding_json(f, index) for f in findings]
    if suppressed:
        entry["suppressed"] = decisions.suppressed_json(suppressed, index)
    all_findings.extend(findings)
    if in_place:
        write_output(target, result.text)
        entry["status"] = "ported" if result.changed else "unchanged"
    else:
        entry["status"] = "ported" if write(target, result.text.encode("utf-8", "surrogateescape"), rel_out) else "kept"


def _link(args, src, out, item, rel, entry, manifest, not_ported, kept, names) -> None:  # type: ignore[no-untyped-def]
    """A symbolic link inside the tree becomes the same link (to the renamed file where its target
    was renamed); one leaving the tree, or dangling, is listed."""
    link_text = item.detail
    resolved = real_path(item.path.parent / link_text)
    inside = resolved is not None and (resolved == src or src in resolved.parents)
    if resolved is None or not inside or not resolved.exists():
        why = "a loop of links" if resolved is None else "leaves the tree" if not inside else "points at nothing"
        entry["status"] = "not-ported"
        entry["reason"] = f"symbolic link to {link_text}: {why}"
        not_ported.append(f"{rel}: symbolic link to {link_text} ({why})")
        return
    new_text = link_text
    if resolved.is_file() and resolved.suffix in RENAMED and link_text.endswith(resolved.suffix):
        # The file the link names (itself perhaps a link, renamed too), as the tree's names have it.
        named = Path(os.path.normpath(item.path.parent / link_text))
        new_name = names(named.relative_to(src)).name if src in named.parents else output_relpath(named).name
        new_text = link_text[: -len(named.name)] + new_name
    name = names(rel) if resolved.is_file() else rel
    entry["output"] = name.as_posix()
    entry["link"] = new_text
    if args.in_place:
        if name != rel:
            os.symlink(new_text, out / name)
            item.path.unlink()
        entry["status"] = "linked"
        return
    target = out / name
    entry["status"] = "linked" if manifest.link(target, new_text, name.as_posix(), args.force) else "kept"
    if entry["status"] == "kept":
        kept.append(name.as_posix())
