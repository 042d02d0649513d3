"""Bazel (``BUILD``, ``BUILD.bazel``) building CUDA: found, not rewritten. rules_cuda's
``cuda_library``/``cuda_binary``, or ``.cu`` sources in a rule, decide the GPU build; what replaces
them is the project's choice (a HIP toolchain for Bazel, or hipcc through a ``cc_library``'s
options), so port leaves the file as it is with one error finding on the first line that builds
CUDA, the manual steps in its message."""

from __future__ import annotations

import re
from pathlib import PurePath

from cass_lsp.buildfiles.flags import Rewrite
from cass_lsp.buildfiles.result import BuildOptions, BuildResult, apply
from cass_lsp.buildfiles.system import BuildSystem, EditorFiles

NAMES = {"BUILD", "BUILD.bazel"}
_CUDA = re.compile(r"\b(?:cuda_library|cuda_binary|cuda_test|cuda_objects|if_cuda)\s*\(|@rules_cuda\b|\.cu['\"]")
_CODE_LINE = re.compile(r"^(?!\s*#).*$", re.MULTILINE)  # not a comment
MESSAGE = (
    "Bazel builds CUDA here (rules_cuda, or .cu sources); cass-lsp does not port Bazel, so the AMD build needs"
    " these steps by hand: build the .hip files (the .cu ones, renamed) with a HIP toolchain for Bazel, or"
    " with hipcc through a cc_library's copts (-x hip --offload-arch=gfx942, one per AMD target); link"
    " amdhip64 for cudart and the HIP libraries (hipblas, hipfft...) for the CUDA ones"
)


class Bazel(BuildSystem):
    name = "bazel"
    title = "Bazel"
    editor = EditorFiles(("**/BUILD", "**/BUILD.bazel"), nvim=("bzl",))
    rewrites = False

    def claims(self, path: PurePath) -> bool:
        return path.name in NAMES

    def builds_cuda(self, text: str) -> bool:
        return any(_CUDA.search(line.group()) for line in _CODE_LINE.finditer(text))

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        """The text as it was, with the finding where CUDA is first built (none when it never is)."""
        for line in _CODE_LINE.finditer(text):
            m = _CUDA.search(line.group())
            if m is not None:
                at = line.start() + m.start()
                finding = Rewrite(at, at + len(m.group()), None, "error", "build-bazel", MESSAGE, fixable=False)
                return apply(text, [finding])
        return apply(text, [])


SYSTEM = Bazel()
