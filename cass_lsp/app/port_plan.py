"""A port as a plan: what each file of the ``Project`` becomes, with which options, and, file by
file, its outcome (the text it becomes and its findings, decided), computed in memory. The writer
(app/port_write.py) writes the outcomes; ``assess`` reads the same plan and writes nothing, so the
two report the same findings on the same files.

- **Sources** (``.cu``, headers, C and C++): translated with the project's options (its rule file,
  its build's macros from the compile database and ``--define``, the names its other files
  declare, the decisions about findings), ``.cu`` names in ``#include`` following the renames;
  port's own findings (an ``#include`` outside the folder ported, an output whose name the tree
  has) decided as the translation's are.
- **Build files** a port rewrites (project/scan.py says which): their system's port, its
  findings decided; one its tool cannot read is copied with a ``build-unreadable`` error.
- Everything else is copied; links are made again; special files are listed.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cass_lsp import runtime
from cass_lsp.app import build_tree, decisions
from cass_lsp.app.common import LineIndex, SourceError, for_third_party, read_source
from cass_lsp.app.port_options import PortOptions
from cass_lsp.app.port_report import ReportedFinding
from cass_lsp.app.tree import real_path
from cass_lsp.buildfiles import BuildFileError, BuildOptions, BuildResult
from cass_lsp.buildfiles.codes import BY_CODE as BUILD_CODES
from cass_lsp.core.codes import FindingKind
from cass_lsp.core.output_names import OutputNames
from cass_lsp.core.result import Finding, Suppressed, TranslationResult, encode
from cass_lsp.project.codes import INCLUDE_OUTSIDE_TREE, OUTPUT_NAME_TAKEN
from cass_lsp.project.model import Project, ProjectFile
from cass_lsp.syntax.languages import parse
from cass_lsp.toolchain.compile_commands import CompileFlags
from cass_lsp.translate import suppression
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate

Action = Literal["translate", "build-file", "copy", "link", "special", "leave", "own-file"]
_INCLUDE_CU = re.compile(r'^(\s*#\s*include\s*")([^"\n]+\.cu)(")', re.MULTILINE)
_INCLUDE_QUOTED = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"', re.MULTILINE)


@dataclass(frozen=True)
class FilePlan:
    """What one entry of the tree becomes."""

    file: ProjectFile
    action: Action
    target: Path  # where it goes
    output: str  # relative to the HIP tree
    options: TranslateOptions | None = None  # a source's (the project's, its build's macros)
    flags: CompileFlags | None = None  # from the compile database


@dataclass
class Outcome:
    """What a file becomes, in memory: the bytes to write and the findings, decided."""

    data: bytes  # the translation, the ported build file, or the file as it is
    text: str | None = None  # the new text (what --in-place writes), where it is text
    result: TranslationResult | None = None
    build: BuildResult | None = None
    findings: list[Finding] = field(default_factory=list)  # reported (after the decisions)
    suppressed: list[Suppressed] = field(default_factory=list)
    reported: list[ReportedFinding] = field(default_factory=list)
    suppressed_json: list[dict[str, Any]] = field(default_factory=list)
    renamed: str | None = None  # why its output has the name it has
    unreadable: bool = False  # a build file its tool could not read: copied as it is
    source: str = ""  # the text it was made from
    tree: Any = None  # the source's parse, where it was asked for

    @property
    def compat(self) -> frozenset[str]:
        return frozenset(self.result.compat) if self.result is not None else frozenset()


@dataclass(frozen=True)
class PortPlan:
    project: Project
    out: Path
    options: PortOptions
    translate: TranslateOptions  # the base: the HIP, the project's declared names
    build: BuildOptions
    projects: decisions.Projects
    files: tuple[FilePlan, ...]
    with_flags: Counter[str]  # translated files the database gave flags: "exact" or "borrowed"

    def key(self, plan: FilePlan, source: str) -> str:
        """A build tree's key of what a translation depends on (``--build-tree``), else ''."""
        if not self.options.build_tree or plan.options is None:
            return ""
        return build_tree.input_key(source, plan.options)


def plan_port(
    project: Project,
    options: PortOptions,
    out: Path,
    base: TranslateOptions,
    build: BuildOptions,
    projects: decisions.Projects,
) -> PortPlan:
    """What each entry of ``project`` becomes in ``out`` (the project's root when in place)."""
    plans: list[FilePlan] = []
    with_flags: Counter[str] = Counter()
    for f in project:
        output = f.output if f.kind == "file" else f.rel
        target = out / output
        if f.kind == "special":
            plans.append(FilePlan(f, "special", target, output.as_posix()))
        elif f.kind == "link":
            plans.append(FilePlan(f, "link", target, output.as_posix()))
        elif options.build_tree and f.rel.as_posix() in build_tree.ROOT_FILES:
            plans.append(FilePlan(f, "own-file", target, output.as_posix()))  # the AMD build's own modules
        elif f.translated:
            flags = project.flags(f)
            if flags is not None:
                with_flags["exact" if flags.exact else "borrowed"] += 1
            defined = decisions.defined_names([*options.define, *(flags.defines if flags else ())])
            # The project's rules, its build's macros and the decisions about findings.
            file_options = projects.options(f.path, defined, rule_file=f.rule_file)
            plans.append(FilePlan(f, "translate", target, output.as_posix(), file_options, flags))
        elif f.system is not None and f.ported:
            plans.append(FilePlan(f, "build-file", target, output.as_posix()))
        elif not options.in_place:
            plans.append(FilePlan(f, "copy", target, output.as_posix()))
        else:
            plans.append(FilePlan(f, "leave", target, output.as_posix()))
    # What each build file's port needs of the rest of the project (its own CMake functions...).
    build = dataclasses.replace(build, project=project.build_facts)
    return PortPlan(project, out, options, base, build, projects, tuple(plans), with_flags)


def outcome(plan: PortPlan, file: FilePlan, model: Any = None, keep_tree: bool = False) -> Outcome:
    """What ``file`` becomes (a source translated, a build file ported), in memory; SourceError
    or OSError for a file that cannot be read. ``keep_tree``: a source's parse comes with it."""
    if file.action == "translate":
        return _translated(plan, file, model, keep_tree)
    if file.action == "build-file":
        return _build_file(plan, file)
    raise ValueError(f"{file.file.rel}: nothing to compute for {file.action!r}")


def _translated(plan: PortPlan, file: FilePlan, model: Any, keep_tree: bool) -> Outcome:
    f = file.file
    assert file.options is not None
    source = read_source(f.path)
    tree = parse("cuda", encode(source)) if keep_tree else None
    # The model gets CUDA files; host-only C/C++ sources and headers stay with the rules.
    use_model = model is not None and f.path.suffix in (".cu", ".cuh")
    # What HIP lacks is defined once, in OUT/cass_hip_compat.h, included where needed.
    header = Path(os.path.relpath(plan.out / runtime.HEADER_NAME, file.target.parent)).as_posix()
    file_options = dataclasses.replace(file.options, compat_header=header)
    result = model.translate(source, f.rel.as_posix()) if use_model else translate(source, file_options, tree=tree)
    if f.third_party:
        result = dataclasses.replace(result, findings=for_third_party(result.findings))
    index = LineIndex(source)
    # port's own findings, decided as the translation's are
    own = outside_includes(source, f.path, plan.project.root)
    renamed = plan.project.names.note(f.rel)
    if renamed is not None:  # the tree has this output's default name
        own.append(_finding(OUTPUT_NAME_TAKEN, renamed))
    kept, gone = suppression.apply(encode(source), own, file.options.findings)
    findings = [*result.findings, *kept]
    text = fix_cu_includes(result.text, f.path, plan.project.root, plan.project.names)
    result = dataclasses.replace(result, text=text)
    return Outcome(
        data=result.data,
        text=text,
        result=result,
        findings=findings,
        suppressed=[*result.suppressed, *gone],
        reported=[ReportedFinding.of(x, index) for x in findings],
        suppressed_json=decisions.suppressed_json((*result.suppressed, *gone), index),
        renamed=renamed,
        source=source,
        tree=tree,
    )


def _build_file(plan: PortPlan, file: FilePlan) -> Outcome:
    """Port one build file; one its tool cannot read is copied with an error finding. Its findings
    are decided as a source's are (the rule file, ``# cass-lsp: ignore[...]`` comments)."""
    f = file.file
    assert f.system is not None
    policy = plan.projects.options(f.path, rule_file=f.rule_file).findings
    source = plan.project.names.in_build_file(read_source(f.path), f.rel, f.read_from)
    if plan.options.build_tree:  # the file as it was before --keep-cuda, its paths in the HIP tree
        source = build_tree.build_tree_source(source, f.system)
    index = LineIndex(source)
    try:
        result = f.system.port(source, plan.build)
    except BuildFileError as exc:
        finding = _finding(BUILD_CODES["build-unreadable"], f"{exc}: copied unchanged; fix the file and run port again")
        kept, gone = suppression.apply(encode(source), [finding], policy)  # decided as any finding
        return Outcome(
            data=f.path.read_bytes(),
            findings=list(kept),
            suppressed=list(gone),
            reported=[ReportedFinding.of(x, index, line=exc.line) for x in kept],
            suppressed_json=decisions.suppressed_json(gone, index),
            unreadable=True,
            source=source,
        )
    own = outside_folders(source, f.system.include_folders(source), f.path, plan.project.root)
    findings, suppressed = suppression.apply(encode(source), (*result.findings, *own), policy)
    return Outcome(
        data=result.text.encode("utf-8", "surrogateescape"),
        text=result.text,
        build=result,
        findings=list(findings),
        suppressed=list(suppressed),
        reported=[ReportedFinding.of(x, index) for x in findings],
        suppressed_json=decisions.suppressed_json(suppressed, index),
        source=source,
    )


def _finding(kind: FindingKind, message: str, start: int = 0, end: int = 0) -> Finding:
    """A finding of port's own, of catalogue entry ``kind``."""
    return Finding(code=kind.code, severity=kind.severity, message=message, start=start, end=end, kind=kind.kind)


def fix_cu_includes(text: str, source: Path, root: Path, names: OutputNames) -> str:
    """`#include "x.cu"` -> `#include "x.hip"` where x.cu is a file of the tree (and so renamed)."""

    def replace(m: re.Match[str]) -> str:
        target = real_path(source.parent / m.group(2))
        if target is not None and target.is_file() and root in target.parents:
            new = names(target.relative_to(root)).name
            return m.group(1) + m.group(2)[: -len(target.name)] + new + m.group(3)
        return m.group(0)

    return _INCLUDE_CU.sub(replace, text)


def outside_folders(text: str, folders: list[tuple[int, int, str]], path: Path, root: Path) -> list[Finding]:
    """A warning on each header folder a build file names (``include_directories(../../Common)``,
    ``-I../Common``) that is outside the folder ported and exists beside it: its headers are not
    translated, and the HIP tree's build will not find them."""
    found = []
    for start, end, value in folders:
        target = Path(os.path.normpath(path.parent / value))
        if target == root or root in target.parents or not target.is_dir():
            continue
        enclosing = Path(os.path.commonpath([root, target]))
        message = (f'"{value}" is outside the folder ported ({target}): its headers are not translated and the HIP'
                   f" tree's build will not find them; port {enclosing}, which holds both")  # fmt: skip
        s, e = len(encode(text[:start])), len(encode(text[:end]))
        found.append(_finding(INCLUDE_OUTSIDE_TREE, message, s, e))
    return found


def outside_includes(text: str, path: Path, root: Path) -> list[Finding]:
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
        message = (f'"{m.group(1)}" is outside the folder ported ({target}): it is not translated and the HIP'
                   f" tree's build will not find it; port {enclosing}, which holds both")  # fmt: skip
        end = start + len(m.group(1).encode("utf-8", "surrogateescape"))
        found.append(_finding(INCLUDE_OUTSIDE_TREE, message, start, end))
    return found


__all__ = ["FilePlan", "Outcome", "PortPlan", "SourceError", "outcome", "plan_port"]
