"""Model conversions, the session's: the CASS model translating a file or a kernel (checked by
hipcc and repaired where it can be), or SASS into RDNA3 assembly.

Model work is slow (seconds to minutes): it runs under the caller's progress (``jobs.py``), whose
cancel, like cancelling the awaiting task, stops generation at the model's next check. What it
makes is kept as ``Conversion`` values: the choices (each a ``Change``, as code actions make)
the caller applies, the last ``KEPT_RESULTS`` kept by id so one can be applied later.

A whole-file conversion with ``compile.enabled`` and hipcc present compiles each candidate and
sends hipcc's errors back to the model (``model.repairAttempts`` times); the first that compiles
is the one choice. When none compiles the choices are the rule engine's translation and the
model's last attempt; when the model cannot answer, the rule engine's translation, with the
reason in ``messages``.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from cass_lsp.core.result import Edit, Finding, Severity
from cass_lsp.models.base import Cancelled, CancelToken, EngineUnavailable, ProgressEvent
from cass_lsp.models.engine import FallbackEngine, RuleEngine, select_asm_engine, select_engine
from cass_lsp.session.actions import Change, DocumentEdit, FileWrite, taken
from cass_lsp.session.jobs import ProgressFactory, no_progress
from cass_lsp.session.paths import document_path, free_sibling_path
from cass_lsp.syntax.document import Document

if TYPE_CHECKING:
    from cass_lsp.models.engine import ModelTranslationResult
    from cass_lsp.session.session import Session

KEPT_RESULTS = 8
PROGRESS_INTERVAL_SECONDS = 0.1  # the least time between two "generating" reports
_INCLUDE_LINE = re.compile(r"^[ \t]*#[ \t]*include\b.*\n?", re.M)


class NotConverted(Exception):
    """No conversion was made: the message says why (``warning``: the user's input, else the
    model cannot be used)."""

    def __init__(self, message: str, warning: bool = False) -> None:
        super().__init__(message)
        self.warning = warning


@dataclass(frozen=True)
class Choice:
    label: str
    engine: str  # "rules", or "model:<id>"
    compiles: bool | None  # None: not compiled
    change: Change

    @property
    def by_model(self) -> bool:
        return self.engine.startswith("model:")


@dataclass
class Conversion:
    id: str
    uri: str
    version: int  # of the document converted
    choices: list[Choice] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    cancelled: bool = False


@dataclass(frozen=True)
class AsmTranslation:
    """The model's RDNA3 assembly for a SASS document (or one function of it): ``errors`` are
    the rdna grammar's syntax errors in it (byte offsets of ``text``, as ``document`` has them)."""

    name: str
    text: str
    engine: str
    complete: bool
    messages: list[str]
    document: Document
    errors: list[Finding]
    cancelled: bool = False


class Conversions:
    def __init__(self, session: Session) -> None:
        self._session = session
        self._kept: OrderedDict[str, Conversion] = OrderedDict()
        self.running = 0  # model jobs running (the status tells "loading" meanwhile)

    # ---- source -------------------------------------------------------------------------------

    async def convert(
        self,
        uri: str,
        scope: Literal["file", "kernel"] = "file",
        *,
        kernel: str | None = None,
        offset: int | None = None,
        progress: ProgressFactory = no_progress,
    ) -> Conversion:
        """The model's translation of the document ``uri`` (or of its kernel at ``offset``, else
        named ``kernel``). Raises ``NotConverted`` when no model can be used or there is no such
        kernel."""
        session = self._session
        doc = session.documents.get(uri)
        if doc.language != "cuda":
            raise ValueError("cass.modelConvert needs a CUDA document")
        settings = session.settings
        options = session.translate_options(doc)
        try:
            choice = select_engine(settings, cache=session.models, engine="model", rules=RuleEngine(options))
        except EngineUnavailable as exc:
            raise NotConverted(str(exc)) from None
        assert isinstance(choice.engine, FallbackEngine) and choice.model is not None
        engine, model = choice.engine, choice.model
        text, version = doc.text, doc.version
        span = await self._kernel(doc, kernel, offset) if scope == "kernel" else None
        if scope == "kernel" and span is None:
            raise NotConverted(f"no kernel {kernel or ''} at that position".strip(), warning=True)
        name = document_path(uri).name if span is None else span[0]
        attempts = 1 + settings.model.repair_attempts
        compile_fn = await self._compile_fn(doc) if span is None and attempts > 1 else None

        async def job(report, cancel):  # type: ignore[no-untyped-def]
            if span is not None:
                snippet = doc.source[span[1] : span[2]].decode("utf-8", "replace")
                return "kernel", await engine.translate(snippet, progress=report, cancel=cancel), []
            if compile_fn is None:
                result = await engine.translate(text, progress=report, cancel=cancel)
                return "unverified" if result.from_model else "rules", result, []
            from cass_lsp.models.repair import translate_verified

            outcome = await translate_verified(
                model, text, compile_fn, attempts=attempts, progress=report, cancel=cancel
            )
            return outcome.source, outcome.chosen, outcome.candidates

        conversion = Conversion(uuid.uuid4().hex, uri, version)
        try:
            source, result, candidates = await self._run(f"CASS: converting {name}", job, progress)
        except Cancelled:
            conversion.cancelled = True
            conversion.messages = ["cancelled"]
            return conversion
        conversion.messages = list(getattr(result, "messages", []))
        if span is not None:
            conversion.choices.append(self._kernel_choice(doc, text, span, result))
        else:
            compiles = {"model": True, "unverified": None, "rules": None}[source]
            label = "CASS model's translation" if result.from_model else "Rule engine's translation"
            conversion.choices.append(Choice(label, result.engine, compiles, self._file_change(doc, result)))
            if source == "rules" and candidates:
                last = candidates[-1].result
                label = "CASS model's last attempt (does not compile)"
                conversion.choices.append(Choice(label, last.engine, False, self._file_change(doc, last)))
        self._keep(conversion)
        return conversion

    def kept(self, conversion_id: str, index: int) -> tuple[Conversion, Choice]:
        """A kept conversion's choice; ValueError when there is no such conversion or choice."""
        conversion = self._kept.get(conversion_id)
        if conversion is None or not 0 <= index < len(conversion.choices):
            raise ValueError(f"unknown result or choice (results are kept for the last {KEPT_RESULTS} conversions)")
        return conversion, conversion.choices[index]

    def outdated(self, conversion: Conversion) -> bool:
        """Whether the document changed since ``conversion`` was made (its edits no longer fit)."""
        doc = self._session.documents.find(conversion.uri)
        return doc is not None and doc.version != conversion.version

    async def _kernel(self, doc: Document, name: str | None, offset: int | None) -> tuple[str, int, int] | None:
        from cass_lsp.syntax.cuda import kernel_at, kernels

        tree = await self._session.documents.tree(doc)
        if tree is None:
            return None
        found = kernel_at(tree, offset) if isinstance(offset, int) else None
        if found is None and name:
            found = next((k for k in kernels(tree) if k.qualified_name == name), None)
        if found is None:
            return None
        return found.name, found.outer.start_byte, found.outer.end_byte

    def _kernel_choice(
        self, doc: Document, text: str, kernel: tuple[str, int, int], result: ModelTranslationResult
    ) -> Choice:
        from cass_lsp.translate import translate_kernel

        name, start, end = kernel
        options = self._session.translate_options(doc)
        if result.from_model:
            # The model answers with a whole translation unit: keep the kernel, drop its includes.
            edits = [Edit(start, end, _INCLUDE_LINE.sub("", result.text).strip("\n"))]
            with contextlib.suppress(LookupError):
                edits += list(translate_kernel(text, name, options).include_edits)
            return Choice(
                f"CASS model's translation of {name}", result.engine, None, DocumentEdit(doc.uri, tuple(edits))
            )
        rules = translate_kernel(text, name, options)
        return Choice(
            f"Rule engine's translation of {name}", "rules", None, DocumentEdit(doc.uri, tuple(rules.all_edits))
        )

    def _file_change(self, doc: Document, result: ModelTranslationResult) -> Change:
        if self._session.settings.translate.output == "replace":
            return DocumentEdit(doc.uri, tuple(result.edits))
        # A new file, never one the user has: "Convert file to HIP" offers the replacement apart.
        return FileWrite(free_sibling_path(document_path(doc.uri), lambda p: taken(self._session, p)), result.text)

    async def _compile_fn(self, doc: Document):  # type: ignore[no-untyped-def]
        """hipcc through the background build's Builder, or None when compiling is off or impossible."""
        session = self._session
        settings = session.settings.compile
        if not settings.enabled:
            return None
        from cass_lsp.models.repair import hipcc_compile

        toolchain = await session.toolchain()
        if not toolchain.has_hip or not toolchain.targets or session.builder is None:
            return None
        return hipcc_compile(
            session.builder,
            document_path(doc.uri),
            include_dirs=settings.include_paths,
            defines=settings.defines,
            extra_args=settings.extra_args,
            timeout=settings.timeout_seconds,
            headers=session.translate_headers,
        )

    def _keep(self, conversion: Conversion) -> None:
        self._kept[conversion.id] = conversion
        while len(self._kept) > KEPT_RESULTS:
            self._kept.popitem(last=False)

    # ---- assembly -----------------------------------------------------------------------------

    async def translate_asm(
        self, uri: str, offset: int | None = None, *, progress: ProgressFactory = no_progress
    ) -> AsmTranslation:
        """The model's RDNA3 assembly for the SASS document ``uri``: of the function holding the
        byte ``offset``, else of the whole file. Raises ``NotConverted`` when no model can be used."""
        from cass_lsp.models.sass_normalize import sass_function_at

        session = self._session
        doc = session.documents.get(uri)
        if doc.language != "sass":
            raise ValueError("cass.translateAsm needs a SASS document")
        try:
            engine = select_asm_engine(session.settings, cache=session.models)
        except EngineUnavailable as exc:
            raise NotConverted(str(exc)) from None
        text = doc.text
        name = document_path(uri).stem
        if offset is not None:
            function = sass_function_at(text, len(doc.source[:offset].decode("utf-8", "replace")))
            if function is not None:
                name, start, end = function
                text = text[start:end]

        async def job(report, cancel):  # type: ignore[no-untyped-def]
            return await engine.translate_asm(text, progress=report, cancel=cancel)

        try:
            result = await self._run(f"CASS: translating {name} to RDNA3", job, progress)
        except Cancelled:
            return AsmTranslation(
                name, "", "", False, ["cancelled"], Document.open("untitled:rdna", "rdna", 0, ""), [], True
            )
        except EngineUnavailable as exc:
            raise NotConverted(str(exc)) from None
        document = Document.open("untitled:rdna", "rdna", 0, result.text)
        return AsmTranslation(
            name, result.text, result.engine, result.complete, result.messages, document, _rdna_errors(document)
        )

    # ---- progress and cancellation --------------------------------------------------------------

    async def _run(self, title: str, job: Callable[..., Awaitable[Any]], progress: ProgressFactory) -> Any:
        """``job(report, cancel)`` under cancellable progress: the user's cancel and cancelling
        this task both stop the model at its next check."""
        cancel = CancelToken()
        self.running += 1
        try:
            async with progress(title, True) as reporter:
                watcher = asyncio.ensure_future(reporter.cancelled.wait())
                watcher.add_done_callback(lambda f: cancel.cancel() if not f.cancelled() else None)
                last = [0.0]

                def report(event: ProgressEvent) -> None:
                    now = time.monotonic()
                    if event.stage == "generating" and now - last[0] < PROGRESS_INTERVAL_SECONDS:
                        return
                    last[0] = now
                    reporter.report(event.title())

                try:
                    return await job(report, cancel)
                except asyncio.CancelledError:  # $/cancelRequest
                    cancel.cancel()
                    raise
                finally:
                    watcher.cancel()
        finally:
            self.running -= 1

    def runtime_state(self) -> str | None:
        """``ready``, ``loading`` or ``failed`` for a local model once work on it started, else
        None (the status then reports what the settings say)."""
        session = self._session
        model = session.settings.model
        backend = session.models._backend
        if not (model.source_model or model.asm_model) or backend is None or backend.name != "transformers":
            return None
        workers = list(getattr(backend, "_workers", {}).values())
        if any(w.load_error is not None for w in workers):
            return "failed"
        if any(w.loaded for w in workers):
            return "ready"
        return "loading" if self.running else None


def _rdna_errors(document: Document) -> list[Finding]:
    """The rdna grammar's syntax errors in a model's assembly (none when the grammar is not built)."""
    import logging

    from cass_lsp.syntax.languages import iter_errors, parse

    try:
        tree = parse("rdna", document.source)
    except RuntimeError as exc:  # grammar not built
        logging.getLogger(__name__).warning("rdna grammar unavailable: %s", exc)
        return []
    found = []
    for node in iter_errors(tree, 100):
        snippet = (node.text or b"")[:40].decode("utf-8", "replace").strip()
        message = (
            f"AMD GPU assembly syntax error: missing {node.type}"
            if node.is_missing
            else f"AMD GPU assembly syntax error: unexpected `{snippet}`"
        )
        end = max(node.end_byte, node.start_byte)
        found.append(Finding("syntax-error", Severity.ERROR, message, node.start_byte, end, kind="unsupported"))
    return found
