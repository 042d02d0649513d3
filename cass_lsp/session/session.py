"""The session: what the language server knows and does, without the protocol.

As clangd's ``ClangdServer`` sits under ``ClangdLSPServer``, the session sits under the pygls
server and its features. It owns

- the settings and the open documents (the parse service);
- toolchain discovery, once per change of the toolchain settings, shared by every feature;
- the one factory of translation options (``translate_options``), per document: the settings
  (or, in a keep-CUDA project, the options its generated AMD build records) plus the HIP of the
  toolchain in use, so the diagnostics, the conversions, the background build and the local
  headers that build translates all write for the same HIP and libraries; and the rules of the
  project's ``cass-lsp.toml`` (read again when it changes: its time and size are checked) with the
  decisions about finding codes (the rule file's, then the ``cass.findings`` settings'), and what
  the project's other files declare (``project_index.py``: the names a header declares are the
  user's, never unknown CUDA APIs, as for ``port``);
- per-document state: the translation by version, the latest build, the build running, the
  compile jobs not finished yet;
- the model backends (a loaded model outlives settings changes that do not concern it).

Features are protocol adapters over it: they turn its results into LSP messages. Nothing here
imports pygls, so all of it is tested in process (``tests/session``), with a fake toolchain
where no compiler is wanted.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cass_lsp.core.result import Finding, TranslationResult
from cass_lsp.models.engine import BackendCache
from cass_lsp.project import Problem, ProjectRules
from cass_lsp.project import for_path as rules_for_path
from cass_lsp.session import actions as code_actions
from cass_lsp.session import assembly, names, outline, status
from cass_lsp.session.build_files import BuildFiles
from cass_lsp.session.builds import Builds
from cass_lsp.session.conversions import Conversions
from cass_lsp.session.options import project_options, settings_decisions, translate_options
from cass_lsp.session.paths import document_path
from cass_lsp.session.project_index import ProjectIndex
from cass_lsp.settings import Settings, ToolchainSettings
from cass_lsp.syntax.document import Document
from cass_lsp.syntax.languages import parse
from cass_lsp.syntax.parse_service import ParseService
from cass_lsp.toolchain.discovery import Toolchain, discover
from cass_lsp.toolchain.pipeline import Builder, BuildRequest, DocumentBuild, TranslatedHeaders, local_headers
from cass_lsp.translate import TranslateOptions, translate
from cass_lsp.translate.project import with_facts

if TYPE_CHECKING:
    from cass_lsp.syntax.symbols import Fold, Symbol

logger = logging.getLogger(__name__)

Discover = Callable[[ToolchainSettings], Toolchain]
ToolchainListener = Callable[[Toolchain], None]
RuleFilesListener = Callable[[Sequence[Path]], None]


def provisional_findings(head: bytes, options: TranslateOptions) -> list[Finding]:
    """The findings of ``head`` (the start of a file) translated on its own, but for its last
    top-level construct, which the cut may have split. File-wide facts come from ``head`` alone,
    so a few may differ from the whole file's, which replace them."""
    tree = parse("cuda", head)
    children = tree.root_node.children
    safe = children[-1].start_byte if len(children) > 1 else 0
    return [f for f in translate(head, options, tree=tree).findings if f.end <= safe]


def translate_headers(request: BuildRequest, options: TranslateOptions) -> TranslatedHeaders:
    """The local headers ``request``'s document includes, translated with ``options``: the
    options its own translation was made with."""
    return {rel: (path, translate(text, options)) for rel, (path, text) in local_headers(request).items()}


async def build_translated(
    builder: Builder, request: BuildRequest, options: TranslateOptions | None = None
) -> DocumentBuild:
    """Build ``request`` outside the server (the CLI, tests, benchmarks): a CUDA document is
    translated with ``options`` (default: for the builder's toolchain), its local headers too."""
    if request.language != "cuda":
        return await builder.build(request)
    options = options or translate_options(toolchain=builder.toolchain)
    translation = await asyncio.to_thread(translate, request.text, options)
    headers = await asyncio.to_thread(translate_headers, request, options)
    return await builder.build(request, translation, headers)


@dataclass(frozen=True)
class _CachedTranslation:
    version: int
    options: TranslateOptions
    result: TranslationResult


class Session:
    def __init__(
        self,
        documents: ParseService | None = None,
        *,
        discover_toolchain: Discover = discover,
        make_builder: Callable[[Toolchain], Builder] = Builder,
    ) -> None:
        """``discover_toolchain`` and ``make_builder``: where the toolchain and its compiles come
        from (tests give a fixed toolchain and a builder that records instead of compiling)."""
        self.settings = Settings()
        self.documents = documents or ParseService(max_bytes=int(self.settings.max_file_size_mb * 2**20))
        self._discover = discover_toolchain
        self._make_builder = make_builder
        self._toolchain: Toolchain | None = None
        self._toolchain_task: asyncio.Future[Toolchain] | None = None
        self._toolchain_key: tuple | None = None
        self._toolchain_listeners: list[ToolchainListener] = []
        self._rule_file_listeners: list[RuleFilesListener] = []
        self._decisions: tuple = ()  # the cass.findings settings' decisions (options.settings_decisions)
        # One worker: translations are CPU-bound, and this keeps them off pygls' pool.
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cass-translate")
        self._translations: dict[str, _CachedTranslation] = {}
        self.builder: Builder | None = None
        self.builds = Builds(self)  # the background builds of the open documents
        self.build_files = BuildFiles(self)  # the findings of the open build files
        self.models = BackendCache()  # the model backends (a loaded model outlives unrelated settings)
        self.conversions = Conversions(self)  # model conversions: running, and their results kept
        self.workspace_folders: tuple[Path, ...] = ()  # the editor's (a document's project may be one)
        self.project_index = ProjectIndex(self._open_buffers)  # what each project's files declare

    # ---- settings and the toolchain -------------------------------------------------------

    def apply_settings(self, settings: Settings) -> list[str]:
        """New settings; discovery starts again only when the toolchain settings changed. A line
        for each value the session leaves out (a finding code cass-lsp does not report)."""
        self.settings = settings
        self.documents.max_bytes = int(settings.max_file_size_mb * 2**20)
        self._decisions, problems = settings_decisions(settings.findings)
        self._discover_for(settings)
        return problems

    def _discover_for(self, settings: Settings) -> None:
        key = _toolchain_key(settings.toolchain)
        if key == self._toolchain_key and self._toolchain_task is not None:
            return
        self._toolchain_key = key
        if self._toolchain_task is not None and not self._toolchain_task.done():
            self._toolchain_task.cancel()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # outside the event loop (unit use): discovered on first request
            self._toolchain_task = None
            return
        self._toolchain_task = loop.create_task(self._discover_now(settings.toolchain), name="discover toolchain")
        self._toolchain_task.add_done_callback(_log_failure)

    async def _discover_now(self, settings: ToolchainSettings) -> Toolchain:
        toolchain = await asyncio.to_thread(self._discover, settings)
        if toolchain is not self._toolchain:
            self._toolchain = toolchain
            self.builder = self._make_builder(toolchain)
            self.builds.clear()
            for listener in list(self._toolchain_listeners):
                try:
                    listener(toolchain)
                except Exception:
                    logger.exception("a toolchain listener failed")
        return toolchain

    async def toolchain(self) -> Toolchain:
        """The toolchain in use for the current settings (discovered once per settings change)."""
        if self._toolchain_task is None:
            self._toolchain_key = _toolchain_key(self.settings.toolchain)
            self._toolchain_task = asyncio.ensure_future(self._discover_now(self.settings.toolchain))
        return await asyncio.shield(self._toolchain_task)

    @property
    def current_toolchain(self) -> Toolchain | None:
        """The toolchain once discovery has finished (None before: nothing waits for it)."""
        return self._toolchain

    def on_toolchain(self, listener: ToolchainListener) -> None:
        """Call ``listener`` each time a (new) toolchain is in use."""
        self._toolchain_listeners.append(listener)

    # ---- translation ----------------------------------------------------------------------

    def translate_options(self, where: Document | Path | None = None) -> TranslateOptions:
        """The options of every translation made for the user, for the toolchain in use, of the
        document ``where`` (or a file: a header it includes). In a keep-CUDA project its recorded
        launch style and roc replace the settings': the editor then writes what the project's AMD
        build compiles, so the background build's errors are that build's. What the project's other
        files declare is in them once the project has been read (``project_index.py``): until then,
        and for a document with no folder, they go without it."""
        settings = self.settings.translate
        launch_style, roc = settings.launch_style, settings.roc
        path = document_path(where.uri) if isinstance(where, Document) else where
        project = project_options(path) if path is not None else None
        if project is not None:
            launch_style, roc = project.launch_style, project.roc
        # Before discovery ends: the newest HIP known, which the newest toolchain found usually has.
        options = translate_options(
            toolchain=self._toolchain,
            launch_style=launch_style,
            roc=roc,
            project=self.rules(path),
            decisions=self._decisions,
        )
        facts = self.project_index.facts(path, self.workspace_folders) if _on_disk(path) else None
        return options if facts is None else with_facts(options, facts)

    def _open_buffers(self) -> dict[Path, bytes]:
        """The open documents' texts by path: what the project index reads for their files."""
        found = {}
        for doc in list(self.documents):
            path = document_path(doc.uri)
            if doc.uri.startswith("file:") and path.is_absolute():
                found[path] = doc.source
        return found

    def document_saved(self, doc: Document) -> None:
        """``doc`` was saved: the projects holding it are read again (the names it declares may change)."""
        if doc.uri.startswith("file:"):
            self.project_index.saved(document_path(doc.uri))

    def on_project_index(self, listener: Callable[[Path], None]) -> None:
        """Call ``listener(project)`` when what a project's files declare is read (or read again
        and changed): translations of its documents change with it."""
        self.project_index.on_ready(listener)

    # ---- the project's rule file ------------------------------------------------------------

    def rules(self, path: Path | None) -> ProjectRules | None:
        """The rules of the project the file at ``path`` belongs to (its nearest ``cass-lsp.toml``),
        read again when the file changed; None without one (or for a document with no folder)."""
        return rules_for_path(path) if path is not None and path.is_absolute() else None

    def rule_file_problems(self, path: Path | None) -> tuple[str, tuple[Problem, ...]] | None:
        """(the rule file, its problems) of the project of the file at ``path``; None without one."""
        found = self.rules(path)
        return None if found is None else (found.path, found.problems)

    def on_rule_files(self, listener: RuleFilesListener) -> None:
        """Call ``listener(paths)`` when rule files changed (the translations' options change with them)."""
        self._rule_file_listeners.append(listener)

    def rule_files_changed(self, paths: Sequence[Path]) -> None:
        """Rule files were written, made or deleted (the editor's file watcher): every translation of
        an open document is made again with the project's rules as they are now."""
        for listener in list(self._rule_file_listeners):
            try:
                listener(paths)
            except Exception:
                logger.exception("a rule-file listener failed")

    async def name_hover(self, doc: Document, offset: int) -> str | None:
        """What the CUDA name at ``offset`` becomes (markdown: ``cass-lsp explain``'s answer, a few
        small translations on the translation worker; never a compile), with what the project's
        rule file says of it; None elsewhere."""
        tree = await self.documents.tree(doc)
        name = names.name_at(tree, doc.source, offset) if tree is not None else None
        if name is None:
            return None
        rules = self.rules(document_path(doc.uri))
        return await asyncio.get_running_loop().run_in_executor(self._executor, names.hover_text, name, rules)

    async def translation(self, doc: Document) -> TranslationResult:
        """The whole-file translation of the document as it is now (computed off the loop, cached
        per version and options)."""
        options = self.translate_options(doc)
        cached = self._translations.get(doc.uri)
        if cached is not None and cached.version == doc.version and cached.options == options:
            return cached.result
        version, text = doc.version, doc.text
        tree = await self.documents.tree(doc)
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(self._executor, lambda: translate(text, options, tree=tree))
        if doc.version == version:
            self._translations[doc.uri] = _CachedTranslation(version, options, result)
        return result

    def translation_now(self, doc: Document) -> TranslationResult | None:
        """The translation already made for this version, without waiting: the one whose findings are
        shown, even where the options have changed since (the project's facts read after it was made;
        a translation with the new ones is on its way)."""
        cached = self._translations.get(doc.uri)
        if cached is None or cached.version != doc.version:
            return None
        return cached.result

    async def run_translation(self, work: Callable[[], TranslationResult]):  # type: ignore[no-untyped-def]
        """Run a translation job (a kernel conversion) on the translation worker."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, work)

    def translate_headers(self, request: BuildRequest, options: TranslateOptions | None = None) -> TranslatedHeaders:
        """The local headers of a CUDA document, translated with the document's options (a header
        must not call hipBLAS while its includer calls rocBLAS), or with ``options``."""
        return translate_headers(request, options or self.translate_options(request.path))

    async def provisional_findings(self, doc: Document, head_bytes: int) -> tuple[list[Finding], int]:
        """The findings of the first ``head_bytes`` of a large document (cut at a line end), on the
        translation worker, and how many lines they cover: shown while the whole file is translated."""
        source, options = doc.source, self.translate_options(doc)
        head = source[: source.rfind(b"\n", 0, head_bytes) + 1]
        return await self.run_translation(lambda: provisional_findings(head, options)), head.count(b"\n")

    # ---- code actions ---------------------------------------------------------------------

    async def actions(
        self, doc: Document, start: int, end: int, only: Sequence[str] | None = None
    ) -> list[code_actions.Action]:
        """What can be done at ``[start, end)`` (byte offsets) of ``doc`` (``actions.py``)."""
        return await code_actions.actions(self, doc, start, end, only)

    async def apply(self, action: code_actions.Action) -> code_actions.Change:
        """The change ``action`` makes to its document as it is now (``actions.py``)."""
        return await code_actions.apply(self, action)

    # ---- builds ---------------------------------------------------------------------------

    def build_request(
        self,
        doc: Document,
        language: str,
        flags: tuple[tuple[str, ...], tuple[str, ...], str | None],
        project_dirs: tuple[str, ...] = (),
    ) -> BuildRequest:
        """The build of ``doc`` for the toolchain in use, with ``flags`` = (include dirs, defines,
        std); the headers under ``project_dirs`` (the workspace folders) are translated with it."""
        toolchain = self._toolchain
        assert toolchain is not None
        settings = self.settings
        dirs, defines, std = flags
        return BuildRequest(
            path=document_path(doc.uri),
            text=doc.text,
            language=language,  # type: ignore[arg-type]
            targets=toolchain.targets,
            sass_arch=settings.toolchain.sass_arch if language == "cuda" else None,
            include_dirs=dirs,
            defines=defines,
            std=std,
            extra_args=tuple(settings.compile.extra_args),
            timeout=settings.compile.timeout_seconds,
            version=doc.version,
            project_dirs=project_dirs,
        )

    async def build(self, doc: Document, request: BuildRequest) -> DocumentBuild:
        """Build ``doc`` as ``request`` says: a CUDA document through its translation and the
        translations of its local headers, all with the session's options. Cancelling kills the
        compilers."""
        assert self.builder is not None
        translation = headers = None
        if request.language == "cuda":
            translation = await self.translation(doc)
            headers = await asyncio.to_thread(self.translate_headers, request)
        return await self.builder.build(request, translation, headers)

    def forget(self, uri: str) -> None:
        """The document was closed."""
        self._translations.pop(uri, None)
        self.builds.forget(uri)
        self.build_files.forget(uri)

    # ---- what the trees and the builds show ------------------------------------------------

    async def symbols(self, doc: Document) -> list[Symbol]:
        """The outline: kernels, functions, types; assembly functions and labels (``outline.py``)."""
        return await outline.symbols(self, doc)

    async def folds(self, doc: Document) -> list[Fold]:
        return await outline.folds(self, doc)

    def assembly_errors(self, doc: Document) -> list[Finding]:
        """The syntax errors of a SASS or AMD assembly document."""
        return outline.assembly_errors(doc)

    async def instruction_at(self, doc: Document, offset: int) -> outline.InstructionHover | None:
        """What the assembly instruction at ``offset`` does (markdown)."""
        return await outline.instruction_at(self, doc, offset)

    async def machine_code(self, doc: Document, offset: int) -> str | None:
        """The kernel named at ``offset``: its machine code from the latest build (markdown)."""
        return await assembly.hover(self, doc, offset)

    async def listing(
        self, doc: Document, kernel: str | None, offset: int | None, target: str | None
    ) -> assembly.Listing | assembly.Pending:
        """One kernel's whole listing for a target (``assembly.py``); ValueError says what is missing."""
        return await assembly.listing(self, doc, kernel, offset, target)

    async def status(self) -> dict[str, Any]:
        """The status bar's facts: toolchain, engine, model (``status.py``)."""
        return await status.status(self)

    # ---- models ---------------------------------------------------------------------------

    def model_runtime_state(self) -> str | None:
        """``ready``, ``loading`` or ``failed`` for a local model once work on it started, else None."""
        return self.conversions.runtime_state()

    async def aclose(self) -> None:
        """Stop background work and free what the session holds."""
        if self._toolchain_task is not None:
            self._toolchain_task.cancel()
        self.project_index.close()
        self._executor.shutdown(wait=False, cancel_futures=True)
        with contextlib.suppress(Exception):
            await self.models.aclose()


def _toolchain_key(settings: ToolchainSettings) -> tuple:
    return (
        tuple(settings.hipcc_command),
        settings.rocm_path,
        settings.cuda_path,
        tuple(settings.targets),
        settings.sass_arch,
    )


def _on_disk(path: Path | None) -> bool:
    return path is not None and path.is_absolute()


def _log_failure(task: asyncio.Future) -> None:
    if not task.cancelled() and (exc := task.exception()) is not None:
        logger.error("toolchain discovery failed", exc_info=exc)
