"""Autotools (``configure.ac``): found, not rewritten. A configure script that looks for nvcc
and the CUDA headers decides the whole build; what replaces it is the project's choice (hipcc
found the same way, or CMake), so port leaves it as it is with one error finding on the first
line that looks for CUDA, the manual steps in its message."""

from __future__ import annotations

import re
from pathlib import PurePath

from cass_lsp.buildfiles.flags import Rewrite
from cass_lsp.buildfiles.result import BuildOptions, BuildResult, apply
from cass_lsp.buildfiles.system import BuildSystem, EditorFiles

NAMES = {"configure.ac", "configure.in"}
_CUDA = re.compile(r"nvcc|cuda", re.IGNORECASE)
MESSAGE = (
    "this configure script looks for CUDA (nvcc, cuda_runtime.h); cass-lsp does not port autotools, so"
    " the AMD build needs these steps by hand: look for hipcc instead (AC_PATH_PROG([HIPCC], [hipcc], [],"
    " [$ROCM_PATH/bin:$PATH])), check for hip/hip_runtime.h with CPPFLAGS -D__HIP_PLATFORM_AMD__, link"
    " -lamdhip64 for -lcudart; in the Makefile.am files compile the .hip files (the .cu ones, renamed) with"
    " $(HIPCC) --offload-arch=gfx942 (one per AMD target) in place of $(NVCC) and its -gencode flags; then"
    " autoreconf -fi"
)


_CODE_LINE = re.compile(r"^(?!\s*(?:#|dnl\b)).*$", re.MULTILINE)  # not a comment


class Autotools(BuildSystem):
    name = "autotools"
    title = "autotools"
    editor = EditorFiles(("**/configure.ac", "**/configure.in"), nvim=("config",))
    rewrites = False

    def claims(self, path: PurePath) -> bool:
        return path.name in NAMES

    def builds_cuda(self, text: str) -> bool:
        return any(_CUDA.search(line.group()) for line in _CODE_LINE.finditer(text))

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        """The text as it was, with the finding where CUDA is first looked for (none when it never is)."""
        for line in _CODE_LINE.finditer(text):
            m = _CUDA.search(line.group())
            if m is not None:
                at = line.start() + m.start()
                finding = Rewrite(at, at + len(m.group()), None, "error", "build-autotools", MESSAGE, fixable=False)
                return apply(text, [finding])
        return apply(text, [])


SYSTEM = Autotools()
