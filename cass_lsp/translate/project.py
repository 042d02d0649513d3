"""What the translation of one file knows of the project's other files, read over them all before
any is translated (``port`` over its tree, ``translate`` over the files it is given), lexically: a
rebuild of a build tree that changed nothing parses nothing more.

- the names with a CUDA API prefix they declare and the build files define: the user's, never an
  unknown CUDA API (unknown_api.project_names);
- the functions whose bodies are inline asm: a ``__CUDA_ARCH__`` branch that calls one is inline
  PTX, which AMD takes the portable path around (cuda_arch.asm_functions).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.cuda_arch import asm_functions
from cass_lsp.translate.unknown_api import project_names


def with_project(
    options: TranslateOptions, sources: Sequence[bytes], build_files: Sequence[bytes] = ()
) -> TranslateOptions:
    """``options`` with what ``sources`` (and ``build_files``) tell every file's translation."""
    return dataclasses.replace(
        options, project_names=project_names(sources, build_files), asm_functions=asm_functions(sources)
    )
