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

The command's path: its arguments become typed options once (``PortOptions``: nothing past
``run`` reads the argparse namespace); the tree is read once (``project.scan``: the files, their
roles, the build files a port rewrites, the builds ``--check`` runs, the compile database, the
names the files declare); the port is planned (app/port_plan.py: what each file becomes), then
written (app/port_write.py) into a ``PortReport`` that the printer, the JSON report and
``--check`` (app/port_check.py) read. ``--keep-cuda`` (app/keep_cuda.py) reads the same project.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from cass_lsp.app import build_tree, decisions, keep_cuda
from cass_lsp.app.common import (
    HIP_VERSION_HELP,
    Progress,
    add_exclude_argument,
    command_text,
    hip_release,
    targets_argument,
    toolchain_settings,
    write_json,
)
from cass_lsp.app.finding_lines import listed
from cass_lsp.app.manifest import MANIFEST_NAME, Manifest, cannot_write, saved_if_stopped
from cass_lsp.app.model_engine import EngineOptions, ModelTranslator, add_engine_arguments, open_model
from cass_lsp.app.port_options import PortOptions
from cass_lsp.app.port_plan import plan_port
from cass_lsp.app.port_report import MAX_LISTED, PortReport, print_report
from cass_lsp.app.port_write import write_port
from cass_lsp.app.tree import real_path, unmatched_excludes
from cass_lsp.buildfiles import BuildOptions
from cass_lsp.project.model import Project
from cass_lsp.project.scan import scan
from cass_lsp.session import build_options, toolchain_error, translate_options, translation_hip
from cass_lsp.toolchain.compile_commands import database_error
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.project import with_facts

REPORT_NAME = "cass-port-report.json"
PROG = "cass-lsp port"


def configure(parser: argparse.ArgumentParser) -> None:
    """What to port, where to, and how to translate it; what it reports; --check's build;
    --keep-cuda's; the engine."""
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
    _report_arguments(parser)
    _check_arguments(parser)
    _keep_cuda_arguments(parser)
    add_engine_arguments(parser)


def _report_arguments(parser: argparse.ArgumentParser) -> None:
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


def _check_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--check",
        action="store_true",
        help="compile each ported CUDA file with hipcc for the AMD targets; errors on the CUDA lines",
    )
    add_toolchain_arguments(parser)
    parser.add_argument(
        "--force",
        action="store_true",
        help="overwrite files of the HIP tree that were changed since port wrote them (default: leave and list them)",
    )
    parser.add_argument(
        "--include", "-I", action="append", default=[], metavar="DIR", help="for --check: an include path (repeatable)"
    )
    add_build_arguments(parser)


def add_toolchain_arguments(parser: argparse.ArgumentParser) -> None:
    """``--targets`` and ``--hipcc-command``: the toolchain a port writes for (port's and assess's)."""
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


def add_build_arguments(parser: argparse.ArgumentParser) -> None:
    """``--define`` and ``--compile-commands``: what the project's build tells the translation."""
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


def _keep_cuda_arguments(parser: argparse.ArgumentParser) -> None:
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


def port_options(args: argparse.Namespace) -> PortOptions:
    """The command line's arguments as typed options, once."""
    return PortOptions(
        directory=args.directory,
        out_dir=args.out_dir,
        in_place=args.in_place,
        launch_style=args.launch_style,
        hip_version=args.hip_version,
        roc=args.roc,
        report=args.report,
        exclude=tuple(args.exclude),
        ignore=tuple(args.ignore),
        rules=args.rules,
        progress=args.progress,
        quiet=args.quiet,
        check=args.check,
        targets=args.targets,
        hipcc_command=args.hipcc_command,
        force=args.force,
        include=tuple(args.include),
        define=tuple(args.define),
        compile_commands=args.compile_commands,
        keep_cuda=args.keep_cuda,
        apply_portable_fixes=args.apply_portable_fixes,
        ci=args.ci,
        build_tree=args.build_tree,
        engine=EngineOptions.of(args),
    )


def run(args: argparse.Namespace) -> int:
    return port(port_options(args))


def port(options: PortOptions) -> int:
    """``cass-lsp port`` with ``options``: the exit status (2: nothing done, an argument or a folder
    is wrong, said in one line)."""
    src = real_path(options.directory)
    if src is None or not src.is_dir():
        what = "a loop of symbolic links" if src is None else "not a directory"
        return _refused(f"{options.directory} is {what}")
    wanted = options.out_dir or src.with_name(src.name + "-hip")
    out = src if options.in_place else real_path(wanted)
    if out is None:
        return _refused(f"{wanted} is a loop of symbolic links: choose another --out-dir")
    if not options.in_place and out == src:
        return _refused("the output must not be the input tree (use --in-place for that)")
    if options.keep_cuda or options.apply_portable_fixes or options.ci:
        if not options.keep_cuda:
            return _refused("--apply-portable-fixes and --ci go with --keep-cuda")
        if not (options.in_place or options.out_dir):
            return _refused("--keep-cuda needs --out-dir OUT (a copy) or --in-place (this tree's build files gain"
                            " the AMD build)")  # fmt: skip
    if (error := decisions.rules_error(options, PROG)) is not None:
        print(error, file=sys.stderr)
        return 2
    if options.compile_commands is not None and (error := database_error(options.compile_commands)) is not None:
        return _refused(f"--compile-commands: {error}; CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON,"
                        " Bear with `bear -- make`")  # fmt: skip
    if options.build_tree:
        if options.in_place or options.check or options.keep_cuda:
            return _refused("--build-tree writes a generated tree: use it with --out-dir alone")
        # The build translates as `port --keep-cuda` recorded, with the rules (the same text every build).
        options = build_tree.recorded_options(src, options)
        options = dataclasses.replace(options, force=True, engine=dataclasses.replace(options.engine, engine="rules"))
        # A build tree keeps what discovery found while the toolchain is unchanged: a rebuild with
        # nothing to translate must not pay for probing hipcc.
        remembered = build_tree.remembered_toolchain(out, options)
        if remembered is not None:
            hip_version, build_opts = remembered
            return _port(options, src, out, _translate_options(options, hip_version), None, None, build_opts)
    found = translation(options, PROG)
    if isinstance(found, str):
        return _refused(found)
    translate, tc = found
    if options.keep_cuda:
        return keep_cuda.run(options, _scan(options, src, out), out, translate, tc)
    if options.build_tree:
        build_tree.remember_toolchain(out, options, translate.hip_version, build_options(tc))
    model, status = open_model(options.engine, PROG)
    if status:
        return status
    try:
        return _port(options, src, out, translate, model, tc)
    finally:
        if model is not None:
            model.close()


def translation(options: PortOptions, prog: str) -> tuple[TranslateOptions, Toolchain] | str:
    """The toolchain in use and the options a port translates with: the HIP the toolchain has
    (``--hip-version`` for the translation alone), its targets; a line when the toolchain asked for
    cannot be used. Port's and assess's."""
    tc = _toolchain(options)
    if (error := toolchain_error(tc)) is not None:
        return error
    if options.targets:  # a target named that this toolchain's clang cannot compile for is said, not dropped
        asked = options.targets.split(",")
        for problem in [p for p in tc.problems if p.component in asked and p.component not in tc.targets]:
            print(f"{prog}: {problem.message} {problem.fix}", file=sys.stderr)
        if options.check and not tc.targets:
            return "--check has no AMD target this toolchain compiles for; nothing was written"
    hip = translation_hip(tc, options.hip_version)
    if hip.note and not options.quiet:
        print(f"{prog}: {hip.note}", file=sys.stderr)
    return _translate_options(options, hip.version, tc), tc


def _refused(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 2


def _toolchain(options: PortOptions) -> Toolchain:
    from cass_lsp.toolchain.discovery import discover

    return discover(toolchain_settings(options.targets, options.hipcc_command))


def _translate_options(options: PortOptions, hip_version: str | None, tc: Toolchain | None = None) -> TranslateOptions:
    return translate_options(toolchain=tc, launch_style=options.launch_style, hip_version=hip_version, roc=options.roc)


def _scan(options: PortOptions, src: Path, out: Path) -> Project:
    """The project, read once: the output tree (a folder inside the input) left out."""
    return scan(src, exclude=None if options.in_place else out, excludes=options.exclude,
                database=options.compile_commands, rules=options.rules)  # fmt: skip


def _port(
    options: PortOptions,
    src: Path,
    out: Path,
    translate: TranslateOptions,
    model: ModelTranslator | None,
    tc: Toolchain | None,
    build: BuildOptions | None = None,
) -> int:
    """Port the tree; a run stopped by Ctrl-C says what it wrote (every file written is in the
    manifest, so the same command again finishes the work) and exits with 130."""
    project = _scan(options, src, out)
    for line in unmatched_excludes(options.exclude, (f.rel.as_posix() for f in project), PROG, str(src)):
        print(line, file=sys.stderr)
    manifest = None if options.in_place else Manifest.load(out)
    if manifest is not None:
        try:
            manifest.begin()  # nothing is written before OUT is known to be writable
        except OSError as exc:
            print(cannot_write(PROG, out, exc, "choose another --out-dir, or make it writable"), file=sys.stderr)
            return 2
    progress = Progress(len(project.files), "never" if options.build_tree or options.quiet else options.progress)
    # What the tree's sources and build files tell each file's translation (the names they declare
    # and define, the functions they write in inline asm: translate/project.py).
    translate = with_facts(translate, project.facts)
    projects = decisions.Projects(translate, options, PROG)
    plan = plan_port(project, options, out, translate, build or build_options(tc), projects)
    report = PortReport(src, out, options.report or out / REPORT_NAME, hip_version=translate.hip_version)
    report.cccl_copies = sorted(project.build_facts.vendored_cccl)
    try:
        with saved_if_stopped(manifest):
            write_port(plan, manifest, report, progress, model)
    except KeyboardInterrupt:
        progress.close()
        print(_interrupted(progress, len(project.files), manifest, out), file=sys.stderr)
        return 130
    if projects.used:
        report.rule_files = projects.summary()
    if project.database is not None:
        report.compile_commands = {"path": str(project.database), **plan.with_flags}
    failed = _save(report, manifest, out)
    if options.build_tree:
        assert manifest is not None
        for line in listed(report.skipped, MAX_LISTED, "the report lists them all"):
            print(line, file=sys.stderr)
        build_tree.finish_build_tree(out, manifest, report.counts, report.findings, translate, report.report_path,
                                    options.quiet)  # fmt: skip
        return 1 if report.counts["skipped"] or failed else 0
    print_report(report, options.quiet)
    compiled = _check(report, project, tc, options) if options.check else True
    if compiled is None:
        return 130
    return 1 if report.counts["skipped"] or failed or not compiled else 0


def _interrupted(progress: Progress, total: int, manifest: Manifest | None, out: Path) -> str:
    """What a run stopped by Ctrl-C says: how far it went, and that the same command finishes."""
    done = f"interrupted after {progress.done} of {total} files"
    if manifest is None:
        return f"\n{PROG}: {done} (translated in place); run the same command again to finish"
    return (f"\n{PROG}: {done}; the {manifest.written()} it wrote are recorded in {out / MANIFEST_NAME}"
            "\n  run the same command again to finish (what is written already is checked, not rewritten)")  # fmt: skip


def _check(report: PortReport, project: Project, tc: Toolchain | None, options: PortOptions) -> bool | None:
    """``--check``: build what was written; whether it all built (None: interrupted, said)."""
    # Imported here: the toolchain layer is needed only when asked to compile.
    from cass_lsp.app.port_check import check_tree

    try:
        text, compiled = check_tree(report, project, tc, options)
    except KeyboardInterrupt:
        print(f"\n{PROG}: --check interrupted; the HIP tree and its report are complete ({report.output})",
              file=sys.stderr)  # fmt: skip
        return None
    print(f"\n{text}")  # a report, as the summary: what a user pipes
    return compiled


def _save(report: PortReport, manifest: Manifest | None, out: Path) -> bool:
    """Write the manifest and the JSON report; True when one could not be (each failure is one line)."""
    failed = False
    if manifest is not None:
        try:
            manifest.save()
        except OSError as exc:
            print(cannot_write(PROG, out / MANIFEST_NAME, exc, "make the folder writable and run port again"),
                  file=sys.stderr)  # fmt: skip
            failed = True
    try:
        write_json(report.report_path, report.as_json())
    except OSError as exc:
        print(cannot_write(PROG, report.report_path, exc, "choose another --report"), file=sys.stderr)
        report.saved, failed = False, True
    return failed
