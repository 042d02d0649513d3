"""The tree the AMD build of ``--keep-cuda`` generates at build time (``cass-lsp port ROOT --out-dir
BUILD/... --build-tree``): port's path into a generated tree, with what makes it incremental: the
options ``--keep-cuda`` recorded, a key per source of what its translation depends on (a rebuild
translates only what changed), the toolchain discovery found (a rebuild with nothing to translate
probes no hipcc), the list of the files written (CMake's byproducts) and one line at the end."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sys
from collections import Counter
from pathlib import Path

from cass_lsp import __version__
from cass_lsp.app.common import toolchain_settings
from cass_lsp.app.manifest import JOURNAL_NAME, MANIFEST_NAME
from cass_lsp.app.port_options import PortOptions
from cass_lsp.buildfiles import SYSTEMS, BuildOptions, BuildSystem
from cass_lsp.buildfiles import keep_cuda as blocks
from cass_lsp.core.result import Finding, Severity
from cass_lsp.session.options import project_options
from cass_lsp.translate.context import TranslateOptions

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


def recorded_options(root: Path, options: PortOptions) -> PortOptions:
    """``--build-tree``: translate as ``--keep-cuda`` recorded, read as the editor reads it
    (``session.project_options``); the command line still wins."""
    recorded = project_options(root / blocks.OPTIONS_FILE)
    if recorded is None:
        return options
    style = recorded.launch_style if options.launch_style == "chevrons" else options.launch_style
    return dataclasses.replace(options, launch_style=style, roc=options.roc or recorded.roc)


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


def _toolchain_key(options: PortOptions) -> str:
    """The toolchain settings, the folders discovery searches, and the files the hipcc command
    names (a ROCm root rebuilt is noticed), with their times."""
    from cass_lsp.toolchain.discovery import search_stamp

    settings = toolchain_settings(options.targets, options.hipcc_command)
    named = []
    for word in settings.hipcc_command:
        if word.startswith("/") and os.path.exists(word):
            named.append((word, os.stat(word).st_mtime_ns))
    parts = [options.hipcc_command, options.targets, options.hip_version, search_stamp(settings), named, __version__]
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()


def remembered_toolchain(out: Path, options: PortOptions) -> tuple[str | None, BuildOptions] | None:
    """(HIP version, build options) found for the same toolchain by the build before, or None."""
    try:
        data = json.loads((out / TOOLCHAIN_FILE).read_text(encoding="utf-8"))
        if data["key"] != _toolchain_key(options):
            return None
        opts = data["build_options"]
        return data["hip_version"], BuildOptions(opts["hipcc"], tuple(opts["gpu_targets"]), opts["hip_platform"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember_toolchain(out: Path, options: PortOptions, hip_version: str | None, opts: BuildOptions) -> None:
    toolchain = {"hipcc": opts.hipcc, "gpu_targets": list(opts.gpu_targets), "hip_platform": opts.hip_platform}
    data = {"key": _toolchain_key(options), "hip_version": hip_version, "build_options": toolchain}
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
