"""`cass-lsp port DIR`: translate a whole source tree from CUDA to HIP.

The result goes to a new tree (``DIR-hip`` beside DIR, or ``--out-dir``); the input is written
only with ``--in-place``. ``.cu`` files become ``.hip`` and every `#include "x.cu"` that names one
of them follows; headers (``.cuh``, ``.h``, ...) and C/C++ sources are translated under their own
names, so their includes keep resolving; other files are copied unchanged. CUDA device functions
HIP lacks (compat.py) are defined once, in ``OUT/cass_hip_compat.h``, which the files that call
them include. A progress bar goes to
stderr on a terminal, a summary table at the end, and a JSON report (per-file findings with
lines and columns) to ``OUT/cass-port-report.json`` or ``--report``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

from cass_lsp.app.common import (
    LineIndex,
    Progress,
    SourceError,
    finding_json,
    read_source,
    summary_table,
    write_json,
    write_output,
)
from cass_lsp.app.model_engine import add_engine_arguments, model_translator
from cass_lsp.core.result import Finding
from cass_lsp.models.base import EngineUnavailable
from cass_lsp.session import translate_options
from cass_lsp.translate import compat
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate

RENAMED = {".cu": ".hip"}
TRANSLATED = {".cu", ".cuh", ".h", ".hh", ".hpp", ".hxx", ".inl", ".inc", ".c", ".cc", ".cpp", ".cxx"}
SKIPPED_DIRS = {".git", ".hg", ".svn", "__pycache__", "build", ".venv"}
REPORT_NAME = "cass-port-report.json"
_SURROGATE = re.compile("[\udc80-\udcff]")  # a byte that was not UTF-8 (cli_common.read_source)
_INCLUDE_CU = re.compile(r'^(\s*#\s*include\s*")([^"\n]+\.cu)(")', re.MULTILINE)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", type=Path, metavar="DIR", help="the CUDA source tree")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--out-dir", type=Path, help="where the HIP tree goes (default: DIR-hip beside DIR)")
    where.add_argument("--in-place", action="store_true", help="translate DIR itself (.cu files become .hip)")
    parser.add_argument("--launch-style", choices=["chevrons", "hipLaunchKernelGGL"], default="chevrons")
    parser.add_argument(
        "--hip-version",
        help="the HIP release to translate for, e.g. 5.2.3 (warp intrinsics are written for it; newer HIP APIs"
        " are reported); default: with --check the toolchain's, else the newest known, 6.4.3",
    )
    parser.add_argument(
        "--roc",
        action="store_true",
        help="call rocBLAS, rocRAND, rocSPARSE and rocSOLVER directly instead of the hip* libraries (HIPIFY's -roc)",
    )
    parser.add_argument("--report", type=Path, help=f"JSON report path (default: OUT/{REPORT_NAME})")
    parser.add_argument("--progress", choices=["auto", "always", "never"], default="auto")
    parser.add_argument(
        "--check",
        action="store_true",
        help="compile each ported CUDA file with hipcc for the AMD targets; errors on the CUDA lines",
    )
    parser.add_argument("--targets", help="comma-separated AMD targets for --check (default: gfx1100,gfx942)")
    parser.add_argument(
        "--hipcc-command",
        default="",
        help="for --check: run hipcc through this command (a container or root prefix, then hipcc's path in it)",
    )
    add_engine_arguments(parser)


def output_relpath(rel: Path) -> Path:
    return rel.with_suffix(RENAMED[rel.suffix]) if rel.suffix in RENAMED else rel


def _sources(root: Path, exclude: Path | None) -> list[Path]:
    found = []
    for path in sorted(root.rglob("*")):
        rel_parts = path.relative_to(root).parts
        if any(part in SKIPPED_DIRS for part in rel_parts[:-1]):
            continue
        if exclude is not None and (path == exclude or exclude in path.parents):
            continue
        if path.is_file() and not path.is_symlink():
            found.append(path)
    return found


def _fix_cu_includes(text: str, source: Path, root: Path) -> str:
    """`#include "x.cu"` -> `#include "x.hip"` where x.cu is a file of the tree (and so renamed)."""

    def replace(m: re.Match[str]) -> str:
        target = (source.parent / m.group(2)).resolve()
        if target.is_file() and root in target.parents:
            return m.group(1) + m.group(2)[: -len(".cu")] + ".hip" + m.group(3)
        return m.group(0)

    return _INCLUDE_CU.sub(replace, text)


def run(args: argparse.Namespace) -> int:
    src = args.directory.resolve()
    if not src.is_dir():
        print(f"cass-lsp port: {args.directory} is not a directory", file=sys.stderr)
        return 2
    out = src if args.in_place else (args.out_dir or src.with_name(src.name + "-hip")).resolve()
    if not args.in_place and out == src:
        print("cass-lsp port: the output must not be the input tree (use --in-place for that)", file=sys.stderr)
        return 2
    hip_version = args.hip_version
    if hip_version is None and args.check:
        # --check compiles with the toolchain it finds: translate for that HIP (else the newest known).
        from cass_lsp.app.port_check import toolchain_settings
        from cass_lsp.toolchain.discovery import discover

        hip_version = discover(toolchain_settings(args.targets, args.hipcc_command)).hip_version
    options = translate_options(launch_style=args.launch_style, hip_version=hip_version, roc=args.roc)
    try:
        model = model_translator(args, "cass-lsp port")
    except EngineUnavailable as exc:  # says what to install or set
        print(f"cass-lsp port: {exc}", file=sys.stderr)
        return 2
    try:
        return _port(args, src, out, options, model)
    finally:
        if model is not None:
            model.close()


def _port(args: argparse.Namespace, src: Path, out: Path, options: TranslateOptions, model) -> int:  # type: ignore[no-untyped-def]
    files = _sources(src, None if args.in_place else out)
    progress = Progress(len(files), args.progress)
    counts: Counter[str] = Counter()
    all_findings: list[Finding] = []
    entries: list[dict] = []
    to_check = []
    compat_needed: set[str] = set()
    for path in files:
        rel = path.relative_to(src)
        target = out / output_relpath(rel)
        entry: dict = {"source": rel.as_posix(), "output": output_relpath(rel).as_posix(), "findings": []}
        try:
            if path.suffix in TRANSLATED:
                source = read_source(path)
                # The model gets CUDA files; host-only C/C++ sources and headers stay with the rules.
                use_model = model is not None and path.suffix in (".cu", ".cuh")
                # What HIP lacks is defined once, in OUT/cass_hip_compat.h, included where needed.
                header = Path(os.path.relpath(out / compat.HEADER_NAME, target.parent)).as_posix()
                file_options = dataclasses.replace(options, compat_header=header)
                result = model.translate(source, rel.as_posix()) if use_model else translate(source, file_options)
                compat_needed.update(result.compat)
                index = LineIndex(source)
                entry["findings"] = [finding_json(f, index) for f in result.findings]
                all_findings.extend(result.findings)
                if path.suffix == ".cu":
                    # --check compiles each file alone in a scratch folder: definitions inline there;
                    # and as text, so bytes that are not UTF-8 become "?" (one byte for one: the
                    # errors' positions stay right).
                    checkable = _SURROGATE.sub("?", source)
                    alone = translate(checkable, options) if result.compat or checkable != source else result
                    to_check.append((path, rel, alone))
                text = _fix_cu_includes(result.text, path, src)
                target.parent.mkdir(parents=True, exist_ok=True)
                write_output(target, text)
                if args.in_place and target != path:
                    path.unlink()
                entry["status"] = "translated"
            elif not args.in_place:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, target)
                entry["status"] = "copied"
            else:
                entry["status"] = "unchanged"
        except (SourceError, OSError) as exc:
            entry["status"] = "skipped"
            entry["error"] = str(exc)
            print(f"\n{rel}: skipped: {exc}", file=sys.stderr)
        counts[entry["status"]] += 1
        entries.append(entry)
        progress.advance(rel.as_posix())
    progress.close()
    report_path = args.report or out / REPORT_NAME
    summary = {"files": dict(counts), "findings": dict(Counter(f.kind for f in all_findings))}
    if compat_needed:
        (out / compat.HEADER_NAME).write_text(compat.header_text(compat_needed), encoding="utf-8")
        summary["compat_header"] = {"path": compat.HEADER_NAME, "defines": sorted(compat_needed)}
    write_json(report_path, {"source": str(src), "output": str(out), "summary": summary, "files": entries})
    print(summary_table(counts, all_findings), file=sys.stderr)
    print(f"\nHIP tree: {out}\nreport: {report_path}", file=sys.stderr)
    compiled = True
    if args.check and to_check:
        # Imported here: the toolchain layer is needed only when asked to compile.
        from cass_lsp.app.port_check import FileToCheck, check, toolchain_settings

        files = [FileToCheck(path, rel.as_posix(), result) for path, rel, result in to_check]
        report, compiled = check(files, options, toolchain_settings(args.targets, args.hipcc_command))
        print(f"\n{report}", file=sys.stderr)
    return 1 if counts["skipped"] or not compiled else 0
