"""Code actions as values: what can be done at a place in a document, and the change each makes.

``actions(session, doc, start, end)`` lists them (byte offsets), in this order:

- quick fixes of the translation's findings in the range (``quickfix``; the fix is safe in CUDA
  and HIP alike), then of a build file's findings;
- "Convert kernel NAME to HIP" on a kernel's name, signature or body (``refactor.rewrite``) and
  "Convert file to HIP" (``source.convertToHip``), for a CUDA document. Its result goes to a new
  file beside it: ``k.hip``, or where that exists (on disk or open unsaved), ``k-2.hip`` ("Convert
  file to HIP as k-2.hip"), with "Replace existing k.hip with the translation"
  (``source.convertToHip.replace``) offered as an action of its own: nothing the user has is
  replaced unless they chose that;
- where a CASS model is configured and usable: "Convert kernel NAME / file to HIP with CASS
  model" (``refactor.cassModel`` / ``source.cassModel``), and for a SASS document "Translate
  FUNCTION / file to RDNA3 assembly (CASS)". These are slow: they ``run`` as commands (model
  conversions, ``conversions.py``) rather than being applied.

``apply(session, action)`` makes the change an action stands for, on the document as it is now:
a ``DocumentEdit`` (byte-offset edits of the open document) or a ``FileWrite`` (a whole file:
"Convert file to HIP" writes ``X.hip`` beside ``X.cu`` unless ``translate.output`` is
"replace", which replaces the document's own text). The language server turns both into
protocol objects (code actions, workspace edits); the command line can list and apply them on a
document it opened in the session.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from cass_lsp.core.result import Edit, Finding
from cass_lsp.session.build_files import build_system
from cass_lsp.session.paths import document_path, free_sibling_path, is_cuda, sibling_path
from cass_lsp.syntax.cuda import kernel_at
from cass_lsp.toolchain.clang_diagnostics import ignored_result_places
from cass_lsp.toolchain.result_checks import check_calls
from cass_lsp.translate import translate_kernel

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document

QUICK_FIX = "quickfix"
CONVERT_KERNEL = "refactor.rewrite"
CONVERT_FILE = "source.convertToHip"
REPLACE_FILE = "source.convertToHip.replace"  # a sub-kind: asked for with the conversion, never chosen alone
MODEL_KERNEL = "refactor.cassModel"
MODEL_FILE = "source.cassModel"

Operation = Literal["fix", "check", "kernel", "file", "model", "asm"]


@dataclass(frozen=True)
class Action:
    """One thing the user can do at a place. ``what`` says which; the rest is what it needs:
    ``finding`` (a quick fix: the finding whose ``fix`` it applies), ``kernel`` (a kernel's
    qualified name) and ``offset`` (where it starts, or where it was asked for: a byte offset of
    the document at ``version``), ``scope`` (a model conversion's: "kernel" or "file"), ``path``
    (a file conversion's output; ``replace``: the user chose to replace the file there)."""

    title: str
    kind: str
    what: Operation
    uri: str
    version: int
    finding: Finding | None = None
    kernel: str | None = None
    offset: int | None = None
    scope: Literal["kernel", "file"] | None = None
    preferred: bool = False
    places: tuple[tuple[int, int], ...] = ()  # "check": the (line, column) of each call that ignores its error
    path: Path | None = None
    replace: bool = False

    @property
    def runs(self) -> bool:
        """Slow work (a model's): run as a command with progress, not applied as an edit."""
        return self.what in ("model", "asm")


@dataclass(frozen=True)
class DocumentEdit:
    """Byte-offset edits of the open document ``uri``."""

    uri: str
    edits: tuple[Edit, ...]


@dataclass(frozen=True)
class FileWrite:
    """A whole file: ``path`` with ``text``: a new file, or where ``replace`` (the user chose to),
    the file there replaced."""

    path: Path
    text: str = field(repr=False)
    replace: bool = False


Change = DocumentEdit | FileWrite


class ActionGone(LookupError):
    """What the action was about is no longer in the document (a kernel renamed or deleted)."""


def wanted(kind: str, only: Sequence[str] | None) -> bool:
    """Whether an action of ``kind`` is one of the ``only`` kinds (itself or a sub-kind)."""
    return only is None or any(kind == w or kind.startswith(w + ".") for w in only)


async def actions(
    session: Session, doc: Document, start: int, end: int, only: Sequence[str] | None = None
) -> list[Action]:
    """The actions at ``[start, end)`` of ``doc`` (of the ``only`` kinds, if given)."""
    found: list[Action] = []
    if is_cuda(doc):
        if wanted(QUICK_FIX, only):
            result = session.translation_now(doc)  # fixes of what is shown: never waits for a translation
            found += _fixes(doc, result.findings if result else (), start, end, preferred=True)
            found += _result_checks(session, doc, start, end)
        tree = await session.documents.tree(doc)
        kernel = kernel_at(tree, start) if tree is not None else None
        if kernel is not None:
            found.append(
                Action(
                    f"Convert kernel {kernel.name} to HIP",
                    CONVERT_KERNEL,
                    "kernel",
                    doc.uri,
                    doc.version,
                    kernel=kernel.qualified_name,
                    offset=kernel.node.start_byte,
                )
            )
        found += _convert_file(session, doc)
    if build_system(doc.uri) is not None and wanted(QUICK_FIX, only):
        found += _fixes(doc, session.build_files.findings_now(doc), start, end)
    found += await _model_actions(session, doc, start)
    return [a for a in found if wanted(a.kind, only)]


def taken(session: Session, path: Path) -> bool:
    """Whether ``path`` holds something of the user's: a file (or a link) on disk, or a document
    open in the editor and not saved yet."""
    return os.path.lexists(path) or session.documents.find(path.as_uri()) is not None


def _convert_file(session: Session, doc: Document) -> list[Action]:
    """ "Convert file to HIP" into a new file (or the document itself: ``translate.output`` is
    "replace"), and where the sibling exists, replacing it as an action of its own."""
    if session.settings.translate.output == "replace":
        return [Action("Convert file to HIP", CONVERT_FILE, "file", doc.uri, doc.version)]
    source = document_path(doc.uri)
    new = free_sibling_path(source, lambda p: taken(session, p))
    sibling = sibling_path(source)
    if new == sibling:
        return [Action("Convert file to HIP", CONVERT_FILE, "file", doc.uri, doc.version, path=new)]
    return [
        Action(f"Convert file to HIP as {new.name}", CONVERT_FILE, "file", doc.uri, doc.version, path=new),
        Action(
            f"Replace existing {sibling.name} with the translation",
            REPLACE_FILE,
            "file",
            doc.uri,
            doc.version,
            path=sibling,
            replace=True,
        ),
    ]


def _fixes(doc: Document, findings: Sequence[Finding], start: int, end: int, preferred: bool = False) -> list[Action]:
    return [
        Action(f.fix_title or f"Fix {f.code}", QUICK_FIX, "fix", doc.uri, doc.version, finding=f, preferred=preferred)
        for f in findings
        if f.fix and not (f.end < start or f.start > end)
    ]


def _result_checks(session: Session, doc: Document, start: int, end: int) -> list[Action]:
    """The quick fix of the background build's ignored-results warning (HIP declares hipError_t
    nodiscard): check each call that drops its error (toolchain/result_checks.py)."""
    build = session.builds.latest(doc.uri)
    if build is None:
        return []
    source = bytes(doc.source)
    first, last = source.count(b"\n", 0, start), source.count(b"\n", 0, end)
    found = []
    for d in build.diagnostics:
        places = ignored_result_places(d)
        if places and d.start_line <= last and first <= d.end_line and check_calls(source, places):
            title = f"Check the error of the {len(places)} call{'s' * (len(places) > 1)} that ignore it"
            found.append(Action(title, QUICK_FIX, "check", doc.uri, doc.version, places=tuple(places)))
    return found


async def _model_actions(session: Session, doc: Document, offset: int) -> list[Action]:
    from cass_lsp.models.engine import model_unusable_reason

    settings = session.settings
    if doc.notice is not None:
        return []
    if doc.language == "cuda" and not doc.uri.endswith(".hip"):
        if settings.engine == "rules" or model_unusable_reason(settings.model, "source") is not None:
            return []
        found = []
        tree = await session.documents.tree(doc)
        kernel = kernel_at(tree, offset) if tree is not None else None
        if kernel is not None:
            title = f"Convert kernel {kernel.name} to HIP with CASS model"
            found.append(
                Action(
                    title,
                    MODEL_KERNEL,
                    "model",
                    doc.uri,
                    doc.version,
                    kernel=kernel.qualified_name,
                    offset=offset,
                    scope="kernel",
                )
            )
        found.append(
            Action("Convert file to HIP with CASS model", MODEL_FILE, "model", doc.uri, doc.version, scope="file")
        )
        return found
    if doc.language == "sass" and model_unusable_reason(settings.model, "asm") is None:
        from cass_lsp.models.sass_normalize import sass_function_at

        found = []
        function = sass_function_at(doc.text, len(doc.source[:offset].decode("utf-8", "replace")))
        if function is not None:
            title = f"Translate {function[0]} to RDNA3 assembly (CASS)"
            found.append(Action(title, MODEL_FILE, "asm", doc.uri, doc.version, offset=offset))
        found.append(Action("Translate file to RDNA3 assembly (CASS)", MODEL_FILE, "asm", doc.uri, doc.version))
        return found
    return []


async def apply(session: Session, action: Action) -> Change:
    """The change ``action`` makes to the document as it is now (it may have changed since the
    action was offered: a kernel is then found again by name). Raises ``ActionGone`` when what it
    was about is gone, ``ValueError`` for an action that runs rather than applies."""
    doc = session.documents.get(action.uri)
    if action.what == "fix":
        assert action.finding is not None
        return DocumentEdit(doc.uri, action.finding.fix)
    if action.what == "check":
        return DocumentEdit(doc.uri, tuple(check_calls(bytes(doc.source), action.places)))
    if action.what == "kernel":
        tree = await session.documents.tree(doc)
        target: int | str = (
            action.offset if action.version == doc.version and action.offset is not None else action.kernel or ""
        )
        options, text = session.translate_options(doc), doc.text
        try:
            kernel = await session.run_translation(lambda: translate_kernel(text, target, options, tree=tree))
        except LookupError:
            raise ActionGone(f"kernel {action.kernel} is no longer in the document") from None
        return DocumentEdit(doc.uri, tuple(kernel.all_edits))
    if action.what == "file":
        result = await session.translation(doc)
        if session.settings.translate.output == "replace":
            return DocumentEdit(doc.uri, tuple(result.edits))
        path = action.path or free_sibling_path(document_path(doc.uri), lambda p: taken(session, p))
        if not action.replace and taken(session, path):
            raise ActionGone(f"{path.name} exists now: ask for the conversion again to choose a new name or replace it")
        return FileWrite(path, result.text, replace=action.replace)
    raise ValueError(f"{action.title!r} runs as a command (a model's work): it is not applied as an edit")


def action_data(action: Action) -> dict[str, Any]:
    """What identifies an action again later (``from_data``): JSON, as a code action's ``data``."""
    data: dict[str, Any] = {"action": action.what, "uri": action.uri, "version": action.version}
    if action.kernel is not None:
        data["kernel"] = action.kernel
    if action.offset is not None:
        data["offset"] = action.offset
    if action.path is not None:
        data["path"] = action.path.name  # beside the document: a name, not a path
    if action.replace:
        data["replace"] = True
    return data


def from_data(title: str, kind: str, data: dict[str, Any]) -> Action:
    """The action ``action_data`` described (a quick fix is never resolved later: it carries its edit)."""
    what = data.get("action")
    if what not in ("kernel", "file"):
        raise ValueError(f"not an action to resolve: {what!r}")
    offset = data.get("offset")
    uri = str(data.get("uri", ""))
    name = data.get("path")
    return Action(
        title,
        kind,
        what,
        uri,
        int(data.get("version", -1)),
        kernel=str(data["kernel"]) if "kernel" in data else None,
        offset=offset if isinstance(offset, int) else None,
        path=document_path(uri).with_name(Path(name).name) if isinstance(name, str) and name else None,
        replace=data.get("replace") is True,
    )
