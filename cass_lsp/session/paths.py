"""What kind of document a URI names, for the session and its callers: its path, whether it is a
CUDA document the rule engine translates, whether (and how) the background build compiles it,
and where "Convert file to HIP" writes its result."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlparse

if TYPE_CHECKING:
    from cass_lsp.syntax.document import Document

COMPILED_SUFFIXES = (".cu", ".hip")


def document_path(uri: str) -> Path:
    return Path(unquote(urlparse(uri).path))


def sibling_path(path: Path) -> Path:
    """Where 'Convert file to HIP' puts its result: ``k.cu`` -> ``k.hip``, ``k.cuh`` -> ``k.hip.cuh``."""
    if path.suffix == ".cu":
        return path.with_suffix(".hip")
    return path.with_name(f"{path.stem}.hip{path.suffix}")


def free_sibling_path(path: Path, taken: Callable[[Path], bool]) -> Path:
    """``sibling_path``, or where that is ``taken``, the first free of ``k-2.hip``, ``k-3.hip``...
    (``k-2.hip.cuh`` for a header): a conversion never lands on a file the user has."""
    sibling = sibling_path(path)
    tail = sibling.name[len(path.stem) :]  # ".hip", ".hip.cuh"
    n = 1
    while taken(sibling):
        n += 1
        sibling = sibling.with_name(f"{path.stem}-{n}{tail}")
    return sibling


def is_cuda(doc: Document) -> bool:
    """A CUDA document the rule engine translates (not a .hip file, not one too large to parse)."""
    return doc.language == "cuda" and doc.notice is None and not urlparse(doc.uri).path.endswith(".hip")


def compiled_language(doc: Document) -> str | None:
    """ "cuda" (translate, then compile), "hip" (compile as is), or None (not compiled)."""
    if doc.language != "cuda" or doc.notice is not None:
        return None
    suffix = document_path(doc.uri).suffix.lower()
    if suffix not in COMPILED_SUFFIXES:
        return None
    return "hip" if suffix == ".hip" else "cuda"
