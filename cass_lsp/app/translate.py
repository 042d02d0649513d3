"""`cass-lsp translate FILE... [-o OUT | --in-place | --out-dir DIR]`: CUDA files to HIP.

The HIP text goes to stdout by default; findings go to stderr as compiler-style lines.
Files that cannot be translated (binary, unreadable) are skipped with a message; the exit
status is then 1. Bytes that are not UTF-8 (a Latin-1 name in a comment) are translated around
and written back unchanged.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from cass_lsp.app import decisions
from cass_lsp.app.common import (
    HIP_VERSION_HELP,
    LineIndex,
    SourceError,
    add_exclude_argument,
    command_words,
    finding_json,
    for_third_party,
    hip_release,
    read_source,
    readable_bytes,
    write_json,
    write_output,
)
from cass_lsp.app.finding_lines import Shown, counts_line
from cass_lsp.app.finding_lines import lines as finding_lines
from cass_lsp.app.manifest import cannot_write
from cass_lsp.app.model_engine import add_engine_arguments, run_with_model
from cass_lsp.app.tree import third_party, unmatched_excludes
from cass_lsp.core.files import NotRegularFile, writable_target
from cass_lsp.core.result import encode
from cass_lsp.session import toolchain_error, translate_options, translation_hip
from cass_lsp.settings import ToolchainSettings
from cass_lsp.translate.engine import translate, translate_kernel
from cass_lsp.translate.project import with_project


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="CUDA sources (.cu, .cuh, ...)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("-o", "--output", type=Path, help="write the HIP text to this file (one input only)")
    where.add_argument("--in-place", action="store_true", help="overwrite each input with its HIP text")
    where.add_argument("--out-dir", type=Path, help="write each result into DIR (.cu becomes .hip)")
    parser.add_argument(
        "--launch-style",
        choices=["chevrons", "hipLaunchKernelGGL"],
        default="chevrons",
        help="keep <<<...>>> launches (default) or write hipLaunchKernelGGL(...)",
    )
    parser.add_argument(
        "--hip-version",
        type=hip_release,
        help=HIP_VERSION_HELP,
    )
    parser.add_argument(
        "--hipcc-command",
        type=command_words,
        default=[],
        help="the HIP toolchain whose HIP to translate for: hipcc's path, or a container or root prefix then"
        " hipcc's path in it (as port's and doctor's)",
    )
    parser.add_argument(
        "--roc",
        action="store_true",
        help="call rocBLAS, rocRAND, rocSPARSE and rocSOLVER directly instead of the hip* libraries (HIPIFY's -roc)",
    )
    parser.add_argument("--kernel", help="convert only this kernel (its name) and print its HIP text")
    parser.add_argument("--report", type=Path, help="also write the findings as JSON to this file")
    add_exclude_argument(parser, "the folder it is run in")
    decisions.add_arguments(parser)
    parser.add_argument("-q", "--quiet", action="store_true", help="don't print findings")
    add_engine_arguments(parser)


def output_name(path: Path) -> str:
    return path.with_suffix(".hip").name if path.suffix == ".cu" else path.name


def run(args: argparse.Namespace) -> int:
    if args.output is not None and len(args.files) > 1:
        print("cass-lsp translate: -o takes one input file; use --out-dir for several", file=sys.stderr)
        return 2
    if (error := _not_writable(args)) is not None:
        print(f"cass-lsp translate: {error}", file=sys.stderr)
        return 2
    toolchain = None
    if args.hipcc_command or not args.hip_version:
        # The toolchain in use decides the HIP (--hip-version alone needs none: no probes).
        from cass_lsp.toolchain.discovery import discover

        toolchain = discover(ToolchainSettings(hipcc_command=args.hipcc_command))
        if (error := toolchain_error(toolchain)) is not None:
            print(f"cass-lsp translate: {error}", file=sys.stderr)
            return 2
    note = translation_hip(toolchain, args.hip_version).note
    if note and not args.quiet:
        print(f"cass-lsp translate: {note}", file=sys.stderr)
    options = translate_options(
        toolchain=toolchain, hip_version=args.hip_version, launch_style=args.launch_style, roc=args.roc
    )
    if (error := decisions.rules_error(args, "cass-lsp translate")) is not None:
        print(error, file=sys.stderr)
        return 2
    here = "the current folder"
    for line in unmatched_excludes(args.exclude, map(_relative, args.files), "cass-lsp translate", here):
        print(line, file=sys.stderr)
    # What the files given tell each other's translations (the names they declare, the functions they
    # write in inline asm), as port reads its whole tree.
    options = with_project(options, readable_bytes(args.files))
    projects = decisions.Projects(options, args, "cass-lsp translate")
    return run_with_model(args, "cass-lsp translate", lambda model: _run(args, projects, model))


def _run(args: argparse.Namespace, projects: decisions.Projects, model) -> int:  # type: ignore[no-untyped-def]
    status = 0
    report: list[dict] = []
    shown: list[Shown] = []
    for path in args.files:
        options = projects.options(path)
        try:
            source = read_source(path)
        except SourceError as exc:
            print(f"{path}: skipped: {exc}", file=sys.stderr)
            report.append({"source": str(path), "status": "skipped", "error": str(exc), "findings": []})
            status = 1
            continue
        if args.kernel:
            try:
                kernel = translate_kernel(source, args.kernel, options)
            except LookupError:
                print(f"{path}: no kernel named {args.kernel!r}", file=sys.stderr)
                status = 1
                continue
            text, findings, suppressed, index = kernel.text, kernel.findings, kernel.suppressed, LineIndex(source)
        else:
            result = model.translate(source, str(path)) if model is not None else translate(source, options)
            text, findings, suppressed, index = result.text, result.findings, result.suppressed, LineIndex(source)
        if third_party(_relative(path), args.exclude):
            findings = for_third_party(tuple(findings))
        found = [finding_json(f, index) for f in findings]
        report.append({"source": str(path), "status": "translated", "findings": found})
        if suppressed:
            report[-1]["suppressed"] = decisions.suppressed_json(suppressed, index)
        shown += [Shown(str(path), x["line"], x["column"], x["severity"], x["code"], x["message"]) for x in found]
        target = _target(args, path)
        try:
            _emit(target, path, text, many=len(args.files) > 1)
        except OSError as exc:
            if target is None:
                raise  # stdout: a closed pipe ends the command quietly (cli.main)
            print(cannot_write("cass-lsp translate", target, exc, _WRITE_FIX[_where(args)]), file=sys.stderr)
            report[-1]["status"] = "not-written"
            status = 1
            if not args.in_place:  # every other file would go to the same folder
                break
    suppressed_summary = decisions.suppressed_summary(report)
    if not args.quiet:  # the summary line too when nothing was found: the run is said to have ended
        _print_findings(shown, args.report, len(report))
        if (line := decisions.suppressed_line(suppressed_summary, args.report)) is not None:
            print(f"cass-lsp translate: {line}", file=sys.stderr)
    if args.report is not None:
        data: dict = {"files": report}
        if suppressed_summary:
            data["suppressed"] = suppressed_summary
        if projects.used:
            data["rule_files"] = projects.summary()
        try:
            write_json(args.report, data)
        except OSError as exc:
            print(cannot_write("cass-lsp translate", args.report, exc, "choose another --report"), file=sys.stderr)
            status = 1
    return status


def _not_writable(args: argparse.Namespace) -> str | None:
    """Why the output named cannot take the HIP text (a FIFO, a device, a folder: writing would
    replace it or feed it), before anything is translated; None: it can. A symbolic link is
    written through to its file."""
    named = [("-o", args.output)] if args.output is not None and str(args.output) != "-" else []
    if args.in_place:
        named = [("--in-place", path) for path in args.files]
    for flag, path in named:
        try:
            writable_target(path)
        except NotRegularFile as exc:
            fix = "give a file's path, or -o - for standard output"
            if flag == "--in-place":
                fix = "write the HIP elsewhere with -o or --out-dir"
            return f"{flag} {path} is {exc.kind}, not a regular file; {fix}"
        except OSError as exc:
            return f"{flag} {path}: {exc.strerror or exc}"
    return None


def _count(n: int, what: str) -> str:
    return f"{n:,} {what}{'s' if n != 1 else ''}"


def _relative(path: Path) -> str:
    """``path`` relative to the folder translate runs in where it is below it (what --exclude matches)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix() if path.is_absolute() else path.as_posix()
    except (ValueError, OSError, RuntimeError):
        return path.as_posix()


def _print_findings(shown: list[Shown], report: Path | None, files: int) -> None:
    """Compiler-style lines (grouped and capped: finding_lines), then one line that sums them up."""
    more = f"every finding is in {report}" if report is not None else "--report FILE lists every finding"
    printed = finding_lines(shown, more=more)
    for line in printed:
        print(line, file=sys.stderr)
    severities = counts_line(Counter(f.severity for f in shown))
    found = f"{_count(len(shown), 'finding')} ({severities})" if shown else "no findings"
    total = f"{_count(files, 'file')}, {found}"
    grouped = len(printed) < len(set(shown))
    print(f"cass-lsp translate: {total}" + (f"; {more}" if grouped else ""), file=sys.stderr)


_WRITE_FIX = {
    "in-place": "the file is left as it was; make it writable, or write the HIP elsewhere with -o or --out-dir",
    "out-dir": "choose another --out-dir, or make that folder writable",
    "output": "choose another -o, or make that folder writable",
}


def _where(args: argparse.Namespace) -> str:
    return "in-place" if args.in_place else "out-dir" if args.out_dir is not None else "output"


def _target(args: argparse.Namespace, path: Path) -> Path | None:
    """The file the HIP text of ``path`` goes to; None: stdout."""
    if args.in_place:
        return path
    if args.out_dir is not None:
        return args.out_dir / output_name(path)
    if args.output is not None and str(args.output) != "-":
        return args.output
    return None


def _emit(target: Path | None, path: Path, text: str, *, many: bool) -> None:
    """The HIP text into ``target``, else to stdout (OSError when it cannot be written)."""
    if target is not None:
        write_output(target, text)
    else:
        # Bytes, not text: stdout's encoding must not change what the source had.
        header = f"// ===== {output_name(path)} (from {path}) =====\n" if many else ""
        sys.stdout.flush()
        sys.stdout.buffer.write(encode(header + text))
        sys.stdout.buffer.flush()
