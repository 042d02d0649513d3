"""The SASS normalisation the CASS assembly models were trained on.

The CASS paper says the CUDA assembly (``nvcc -cubin`` + ``cuobjdump --dump-sass``, built with
``-Os``) was normalised before training: "redundant whitespace and comments removed", about 15%
fewer tokens; the HIP assembly was left alone. Their script is not published, so this is our
reconstruction of exactly that, and nothing more:

1. Drop the instruction-encoding comments: every ``/* 0x000fe40000000f00 */`` (the 64-bit halves
   of each 128-bit instruction word, one beside the instruction and one on the next line).
2. Drop the address comments ``/*0000*/`` in front of instructions. Branch targets written as
   addresses (``BRA 0x70``) are kept as cuobjdump wrote them: they are operands, not comments.
3. Drop any other ``/* ... */`` and ``// ...`` comment.
4. Drop lines that are empty afterwards, cuobjdump's padding rows of dots (``.........``) and
   the ``====`` rule under ``Fatbin elf code:``.
5. Collapse runs of spaces and tabs to one space and strip each line; keep the space before
   ``;`` out (``MOV R1, c[0x0][0x28] ;`` becomes ``MOV R1, c[0x0][0x28];``).

Headers (``code for sm_89``, ``Function : _Z3addPfS_S_i``, ``.headerflags ...``, the
``Fatbin elf code:`` block) are kept, normalised the same way: they carry the architecture and
the function names, and ``Function :`` lines are where a listing is split.
"""

from __future__ import annotations

import re

_ENCODING = re.compile(r"/\*\s*0x[0-9a-fA-F]{16}\s*\*/")
_ADDRESS = re.compile(r"/\*[0-9a-fA-F]{4,}\*/")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/")
_LINE_COMMENT = re.compile(r"//.*$")
_DOTS = re.compile(r"^\.{3,}$")
_SPACES = re.compile(r"[ \t]+")
_SPACE_SEMICOLON = re.compile(r" ;")
_SEPARATOR = re.compile(r"^[=-]{3,}$")


def normalize_sass(text: str) -> str:
    """``cuobjdump --dump-sass`` text as the CASS asm models saw it in training."""
    out: list[str] = []
    for raw in text.splitlines():
        line = _ENCODING.sub(" ", raw)
        line = _ADDRESS.sub(" ", line)
        line = _BLOCK_COMMENT.sub(" ", line)
        line = _LINE_COMMENT.sub("", line)
        line = _SPACES.sub(" ", line).strip()
        line = _SPACE_SEMICOLON.sub(";", line)
        if not line or _DOTS.match(line) or _SEPARATOR.match(line):
            continue
        out.append(line)
    return "\n".join(out) + ("\n" if out else "")


_FUNCTION_LINE = re.compile(r"^\s*Function\s*:\s*(\S+)", re.M)


def sass_functions(text: str) -> list[tuple[str, int, int]]:
    """(name, start, end) character ranges of each ``Function :`` section of a listing.

    A section runs from its ``Function :`` line to the next one (or the end of the text); the
    header before the first function belongs to no section.
    """
    matches = list(_FUNCTION_LINE.finditer(text))
    sections = []
    for i, match in enumerate(matches):
        start = text.rfind("\n", 0, match.start()) + 1
        end = len(text) if i + 1 == len(matches) else text.rfind("\n", 0, matches[i + 1].start()) + 1
        sections.append((match.group(1), start, end))
    return sections


def sass_function_at(text: str, offset: int) -> tuple[str, int, int] | None:
    """The ``Function :`` section holding character ``offset``, if any."""
    for name, start, end in sass_functions(text):
        if start <= offset < end:
            return name, start, end
    return None
