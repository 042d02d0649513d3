"""The languages cass-lsp parses, and how a document's language is recognised.

``cuda`` covers .cu, .cuh and .hip through tree-sitter-cuda; ``sass`` and ``rdna`` are our own
grammars (grammars/sass, grammars/rdna) built as C extensions by setup.py.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import cache
from pathlib import PurePosixPath
from typing import Literal
from urllib.parse import unquote, urlparse

from tree_sitter import Language, Node, Parser, Tree

LanguageName = Literal["cuda", "sass", "rdna"]
LANGUAGES: tuple[LanguageName, ...] = ("cuda", "sass", "rdna")

_MODULES = {"cuda": "tree_sitter_cuda", "sass": "cass_lsp.syntax._sass", "rdna": "cass_lsp.syntax._rdna"}


@cache
def language(name: LanguageName) -> Language:
    try:
        module = importlib.import_module(_MODULES[name])
    except ImportError as exc:  # a source checkout whose extensions were never built
        raise RuntimeError(
            f"the {name} grammar is not built ({exc}); run `pip install -e .` (or `make setup`)"
        ) from exc
    return Language(module.language())


def new_parser(name: LanguageName) -> Parser:
    """A fresh parser (parsers are not thread-safe: one per thread or document)."""
    return Parser(language(name))


def parse(name: LanguageName, source: bytes) -> Tree:
    return new_parser(name).parse(source)


CUDA_EXTENSIONS = {".cu", ".cuh", ".hip"}
SASS_EXTENSIONS = {".sass", ".cuasm"}
RDNA_EXTENSIONS = {".s", ".amdgcn", ".rdna", ".isa", ".asm"}
CUDA_LANGUAGE_IDS = {"cuda-cpp", "cuda", "hip"}
# VS Code ids (editors/vscode) and Neovim filetypes (editors/nvim) of ours, and common others.
SASS_LANGUAGE_IDS = {"sass-asm", "nvsass", "nvidia-sass"}
RDNA_LANGUAGE_IDS = {"amdgpu-asm", "amdgpu", "amdgcn", "rdna", "gcn"}

# What the first lines of real tool output look like.
_SASS_HEAD = re.compile(
    rb"^\s*(code for sm_\d+|Fatbin (elf|ptx) code:|\s*Function\s*:|\.headerflags"
    rb"|//-+ \.text\.|\.target\s+sm_|/\*[0-9a-f]{4,}\*/)",
    re.M,
)
_RDNA_HEAD = re.compile(
    rb"(\.amdgcn_target|\.amdhsa_|file format elf64-amdgpu"
    rb"|^\s*[sv]_[a-z0-9_]+\s|^\s*(global|ds|flat|buffer|scratch)_[a-z0-9_]+\s)",
    re.M,
)


def uri_path(uri: str) -> PurePosixPath:
    return PurePosixPath(unquote(urlparse(uri).path))


def looks_like_sass(head: bytes) -> bool:
    return _SASS_HEAD.search(head) is not None


def looks_like_rdna(head: bytes) -> bool:
    return _RDNA_HEAD.search(head) is not None


# Build files (the build-file feature's): never sniffed as assembly. The editors' language ids
# and the names of every build system's files (buildfiles/systems/; a test holds them equal).
BUILD_LANGUAGE_IDS = frozenset({"cmake", "makefile", "make", "config", "meson", "bzl"})
_BUILD_NAMES = frozenset(
    {"cmakelists.txt", "makefile", "gnumakefile", "configure.ac", "configure.in", "meson.build", "build", "build.bazel"}
)


def _is_build_file(name: str) -> bool:
    lower = name.lower()
    return lower in _BUILD_NAMES or lower.endswith((".cmake", ".mk")) or lower.startswith("makefile.")


def detect(uri: str, language_id: str = "", head: bytes = b"") -> LanguageName | None:
    """The language of a document from its client language id, extension and first bytes.

    ``head`` is the start of the text (a few KB). A ``.sass`` file is SASS only when it looks
    like it: the extension is also Sass stylesheets'.
    """
    suffix = uri_path(uri).suffix.lower()
    lid = language_id.lower()
    if lid in CUDA_LANGUAGE_IDS or suffix in CUDA_EXTENSIONS:
        return "cuda"
    if lid in SASS_LANGUAGE_IDS or suffix in SASS_EXTENSIONS:
        return "sass"
    if lid in RDNA_LANGUAGE_IDS or suffix in RDNA_EXTENSIONS:
        return "rdna"
    if lid in BUILD_LANGUAGE_IDS or _is_build_file(uri_path(uri).name):
        return None  # a Makefile line `s_files = ...` is not AMD assembly
    if head and looks_like_sass(head):
        return "sass"
    if head and looks_like_rdna(head):
        return "rdna"
    return None


def iter_errors(root: Tree | Node, limit: int = 100) -> Iterator[Node]:
    """ERROR and MISSING nodes, skipping subtrees without errors (cheap on clean trees)."""
    node = root.root_node if isinstance(root, Tree) else root
    if not node.has_error:
        return
    stack = [node]
    count = 0
    while stack and count < limit:
        current = stack.pop()
        if current.is_error or current.is_missing:
            count += 1
            yield current
            continue
        stack.extend(c for c in reversed(current.children) if c.has_error or c.is_missing)
