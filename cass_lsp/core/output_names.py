"""Where each file of a CUDA tree goes in its HIP tree: the one place that names port's outputs.

A ``.cu`` file becomes ``.hip`` (``output_relpath``); every other file keeps its name. A tree may
already ship ``foo.hip`` beside ``foo.cu`` (a project that keeps a HIP version of its own): that
file is the project's, copied as it is, and the translation of ``foo.cu`` takes a name no file of
the tree has (``foo.cu.hip``, else ``foo.cu.2.hip``...: ``output_name``). Everything that names
an output asks here: port's files, report, ``#include "foo.cu"`` and symbolic links, the build
files, whose ``foo.cu`` becomes the chosen name before their own rewrite (``in_build_file``: the
build-file rewriters turn the remaining ``.cu`` names into ``.hip``), and the editor's look-up of
the file a keep-CUDA build generated (toolchain/compile_commands.py). Here in core so that every
layer can ask.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

RENAMED = {".cu": ".hip"}


def output_relpath(rel: Path) -> Path:
    """The default name of ``rel``'s output (a name the tree may already have: ``output_name``)."""
    return rel.with_suffix(RENAMED[rel.suffix]) if rel.suffix in RENAMED else rel


def output_name(rel: Path, exists: Callable[[Path], bool]) -> Path:
    """The name of ``rel``'s output in a tree where ``exists(path)`` says which names are taken."""
    default = output_relpath(rel)
    if default == rel or not exists(default):
        return default
    suffix = RENAMED[rel.suffix]
    chosen, n = rel.with_name(rel.name + suffix), 2
    while exists(chosen):
        chosen, n = rel.with_name(f"{rel.name}.{n}{suffix}"), n + 1
    return chosen


@dataclass(frozen=True)
class OutputNames:
    """The output names of one tree: ``names(rel)``."""

    moved: dict[Path, Path] = field(default_factory=dict)  # sources whose default name the tree has -> chosen

    @classmethod
    def of(cls, rels: Iterable[Path]) -> OutputNames:
        """``rels``: every path of the tree, relative to its root."""
        present = set(rels)
        moved: dict[Path, Path] = {}
        for rel in sorted(present):
            chosen = output_name(rel, present.__contains__)
            if chosen != output_relpath(rel):
                moved[rel] = chosen
        return cls(moved)

    def __call__(self, rel: Path) -> Path:
        return self.moved.get(rel) or output_relpath(rel)

    def note(self, rel: Path) -> str | None:
        """Why ``rel``'s output has the name it has, where that is not the default."""
        chosen = self.moved.get(rel)
        if chosen is None:
            return None
        default = output_relpath(rel).as_posix()
        return (
            f"{rel.as_posix()} is written as {chosen.as_posix()}: the tree has its own {default}, copied as it is"
            " (a make pattern rule from %.hip builds that one)"
        )

    def in_build_file(self, text: str, build_rel: Path, read_from: Iterable[Path] = ()) -> str:
        """``text`` of the build file ``build_rel`` with ``foo.cu`` written as its chosen name, for each
        moved source in the build file's folder or below, or below a folder that reads it in
        (``read_from``: the folders of the build files that include it, whose paths it speaks in:
        ``cmake/sources.cmake`` listing ``src/foo.cu`` for the top CMakeLists.txt)."""
        folders = [build_rel.parent, *read_from]
        for rel, chosen in self.moved.items():
            if not any(folder == rel.parent or folder in rel.parents for folder in folders):
                continue
            token = re.compile(rf"(?<![\w.-]){re.escape(rel.name)}(?![\w.])")
            text = token.sub(chosen.name, text)
        return text
