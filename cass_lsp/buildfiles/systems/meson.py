"""Meson (``meson.build``): the ``.cu`` names become ``.hip`` (port renames the files), and CUDA
as a language is an error finding with the manual steps: Meson has no HIP language."""

from __future__ import annotations

import re
from pathlib import PurePath

from cass_lsp.buildfiles.flags import Rewrite
from cass_lsp.buildfiles.result import BuildOptions, BuildResult, apply
from cass_lsp.buildfiles.system import BuildSystem, EditorFiles

_CU_NAME = re.compile(r"\.cu(?=['\"])")
_STRING = re.compile(r"'(?:[^'\\\n]|\\.)*'")
_LANGUAGE = re.compile(r"\b(?:project|add_languages)\s*\(")
_DEPENDENCY = re.compile(r"dependency\s*\(\s*'cuda'")
MESSAGE = (
    "Meson has no HIP language, and cass-lsp does not port meson.build beyond the .cu names: drop 'cuda'"
    " from the languages and build the .hip files as C++ with hipcc (a native file with cpp = 'hipcc' and"
    " cpp_args '--offload-arch=gfx942', one per AMD target; or a custom_target running hipcc -c); for"
    " dependency('cuda') link amdhip64 (dependency('hip') where a hip.pc is installed)"
)


def port(text: str, options: BuildOptions | None = None) -> BuildResult:
    rewrites: list[Rewrite] = []
    warned = False
    for string in _STRING.finditer(text):
        line_start = text.rfind("\n", 0, string.start()) + 1
        if text[line_start : string.start()].lstrip().startswith("#"):
            continue
        for m in _CU_NAME.finditer(string.group()):
            at = string.start() + m.start()
            rewrites.append(Rewrite(at, at + len(".cu"), ".hip"))
        if string.group() == "'cuda'" and not warned and _language_or_dependency(text, line_start, string.start()):
            rewrites.append(Rewrite(string.start(), string.end(), None, "error", "build-meson", MESSAGE, fixable=False))
            warned = True
    return apply(text, rewrites)


def _language_or_dependency(text: str, line_start: int, at: int) -> bool:
    """Whether a 'cuda' string sits in a project()/add_languages() call or names the dependency."""
    call = text.rfind("(", 0, at)
    opener = text.rfind("\n", 0, call) + 1 if call >= 0 else line_start
    head = text[opener:at]
    return bool(_LANGUAGE.search(head)) or bool(_DEPENDENCY.search(text[max(0, at - 40) : at + 6]))


class Meson(BuildSystem):
    name = "meson"
    title = "Meson"
    editor = EditorFiles(("**/meson.build",), nvim=("meson",))

    def claims(self, path: PurePath) -> bool:
        return path.name == "meson.build"

    def builds_cuda(self, text: str) -> bool:
        found = port(text)  # a .cu name, or CUDA as a language or a dependency
        return bool(found.edits or found.findings)

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        return port(text)


SYSTEM = Meson()
