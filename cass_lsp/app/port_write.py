"""A port's plan, written: each file's outcome (app/port_plan.py) into the HIP tree through the
manifest (a file the user changed since is left; each file whole or not at all, recorded as it is
written, app/manifest.py), links made again, the compat header last; the ``PortReport`` of it all.
``--in-place`` writes over the tree itself (a ``.cu`` file becomes its ``.hip``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from cass_lsp import runtime
from cass_lsp.app.common import Progress, SourceError, read_source, write_output
from cass_lsp.app.manifest import Manifest, tree_writer
from cass_lsp.app.port_plan import FilePlan, PortPlan, outcome
from cass_lsp.app.port_report import FileReport, PortReport, Translated
from cass_lsp.app.tree import keep_executable, real_path
from cass_lsp.core.output_names import RENAMED, output_relpath

# The sources --check compiles alone: GPU units, and C and C++ files the translation touched.
_CHECKED = (".cu", ".c", ".cc", ".cpp", ".cxx")


class WriteFailed(Exception):
    """A file of the HIP tree that could not be written (the OSError is its cause)."""

    def __init__(self, rel: str, cause: OSError) -> None:
        super().__init__(f"cannot write {rel}: {cause.strerror or cause}")
        self.cause = cause


def write_port(plan: PortPlan, manifest: Manifest | None, report: PortReport, progress: Progress, model: Any) -> None:
    """Write every file of ``plan`` (``manifest`` None: in place), filling ``report``."""
    writer = _Writer(plan, manifest, report, model)
    for file in plan.files:
        entry = FileReport(file.file.rel.as_posix(), file.output)
        try:
            writer.one(file, entry)
        except (SourceError, WriteFailed) as exc:
            entry.status, entry.error = "skipped", str(exc)
        except OSError as exc:  # what could not be read (a write fails as WriteFailed)
            entry.status, entry.error = "skipped", f"cannot read: {exc.strerror or exc}"
        report.add(entry)
        progress.advance(file.file.rel.as_posix())
    progress.close()
    report.file_counts = dict(report.counts)  # the summary counts the files; the compat header follows
    if report.compat:
        data = runtime.header_text(report.compat).encode()
        try:
            writer.write(plan.out / runtime.HEADER_NAME, data, runtime.HEADER_NAME)
        except WriteFailed as exc:
            report.counts["skipped"] += 1
            report.also_skipped.append(f"{runtime.HEADER_NAME}: skipped: {exc}")
        report.compat_header = runtime.HEADER_NAME


class _Writer:
    def __init__(self, plan: PortPlan, manifest: Manifest | None, report: PortReport, model: Any) -> None:
        self.plan = plan
        self.manifest = manifest
        self.report = report
        self.model = model
        self._write = tree_writer(manifest, plan.options.force, report.kept)

    def write(self, target: Path, data: bytes, rel: str) -> bool:
        """Write a file of the tree through the manifest (False: the user's, left); WriteFailed."""
        try:
            return self._write(target, data, rel)
        except OSError as exc:
            raise WriteFailed(rel, exc) from exc

    def write_over(self, target: Path, text: str, rel: str) -> None:
        """``--in-place``: the tree's own file written over; WriteFailed."""
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_output(target, text)
        except OSError as exc:
            raise WriteFailed(rel, exc) from exc

    def one(self, file: FilePlan, entry: FileReport) -> None:
        f = file.file
        if file.action == "special":
            entry.status, entry.reason = "not-ported", f.detail
            self.report.not_ported.append(f"{f.rel}: {f.detail}")
        elif file.action == "link":
            self._link(file, entry)
        elif file.action == "own-file":
            entry.status, entry.reason = "not-ported", "the keep-CUDA build's own file"
        elif file.action == "translate":
            self._translate(file, entry)
        elif file.action == "build-file":
            self._build_file(file, entry)
        elif file.action == "copy":
            entry.status = "copied" if self.write(file.target, f.path.read_bytes(), file.output) else "kept"
            try:
                keep_executable(f.path, file.target)
            except OSError as exc:
                raise WriteFailed(file.output, exc) from exc
        else:  # in place: the file stays as it is
            entry.status = "unchanged"

    def _translate(self, file: FilePlan, entry: FileReport) -> None:
        plan, f = self.plan, file.file
        manifest = self.manifest
        if plan.options.build_tree and manifest is not None:
            key = plan.key(file, read_source(f.path))
            recorded = manifest.unchanged(file.target, file.output, f.rel.as_posix(), key)
            if recorded is not None:  # a build tree: translated from the same input before
                self.report.compat.update(recorded.get("compat", ()))
                entry.status = "unchanged"
                return
        else:
            key = ""
        done = outcome(plan, file, self.model)
        entry.third_party = f.third_party
        self.report.compat.update(done.compat)
        entry.findings = done.reported
        entry.suppressed = done.suppressed_json
        self.report.findings.extend(done.findings)
        if done.renamed is not None:
            self.report.renamed.append(done.renamed)
        if plan.options.in_place:
            assert done.text is not None
            self.write_over(file.target, done.text, file.output)
            if file.target != f.path:
                f.path.unlink()
            entry.status = "translated"
        else:
            entry.status = "translated" if self.write(file.target, done.data, file.output) else "kept"
        if key and manifest is not None:
            assert done.result is not None
            manifest.new_inputs[f.rel.as_posix()] = {"key": key, "compat": sorted(done.result.compat)}
        written = Translated(f.path, f.rel, file.output, done.result)
        self.report.written[file.output] = written
        result = done.result
        touched = result is not None and (f.path.suffix == ".cu" or bool(result.edits or result.findings))
        if f.path.suffix in _CHECKED and touched:
            self.report.to_check.append(written)

    def _build_file(self, file: FilePlan, entry: FileReport) -> None:
        done = outcome(self.plan, file)
        entry.build_file = True
        entry.findings = done.reported
        entry.suppressed = done.suppressed_json
        self.report.findings.extend(done.findings)
        in_place = self.plan.options.in_place
        if done.unreadable:
            entry.status = "copied" if in_place or self.write(file.target, done.data, file.output) else "kept"
        elif in_place:
            assert done.text is not None and done.build is not None
            self.write_over(file.target, done.text, file.output)
            entry.status = "ported" if done.build.changed else "unchanged"
        else:
            entry.status = "ported" if self.write(file.target, done.data, file.output) else "kept"
        self.report.written[file.output] = Translated(file.file.path, file.file.rel, file.output, None)

    def _link(self, file: FilePlan, entry: FileReport) -> None:
        """A symbolic link inside the tree becomes the same link (to the renamed file where its target
        was renamed); one leaving the tree, or dangling, is listed."""
        f, src, out = file.file, self.plan.project.root, self.plan.out
        link_text = f.detail
        resolved = real_path(f.path.parent / link_text)
        inside = resolved is not None and (resolved == src or src in resolved.parents)
        if resolved is None or not inside or not resolved.exists():
            why = "a loop of links" if resolved is None else "leaves the tree" if not inside else "points at nothing"
            entry.status, entry.reason = "not-ported", f"symbolic link to {link_text}: {why}"
            self.report.not_ported.append(f"{f.rel}: symbolic link to {link_text} ({why})")
            return
        names = self.plan.project.names
        new_text = link_text
        if resolved.is_file() and resolved.suffix in RENAMED and link_text.endswith(resolved.suffix):
            # The file the link names (itself perhaps a link, renamed too), as the tree's names have it.
            named = Path(os.path.normpath(f.path.parent / link_text))
            new_name = names(named.relative_to(src)).name if src in named.parents else output_relpath(named).name
            new_text = link_text[: -len(named.name)] + new_name
        name = names(f.rel) if resolved.is_file() else f.rel
        entry.output = name.as_posix()
        entry.link = new_text
        try:
            if self.plan.options.in_place:
                if name != f.rel:
                    os.symlink(new_text, out / name)
                    f.path.unlink()
                entry.status = "linked"
                return
            assert self.manifest is not None
            linked = self.manifest.link(out / name, new_text, name.as_posix(), self.plan.options.force)
        except OSError as exc:
            raise WriteFailed(name.as_posix(), exc) from exc
        entry.status = "linked" if linked else "kept"
        if not linked:
            self.report.kept.append(name.as_posix())
