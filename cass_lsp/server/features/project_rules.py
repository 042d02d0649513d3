"""A project's rule file (``cass-lsp.toml``) in the editor, and what a CUDA name becomes on hover.

- The rule file's problems (an entry left out, with its fix) are diagnostics on the rule file
  itself, published when a document of its project opens and when the file changes, whether or
  not the file is open.
- The file is watched (``workspace/didChangeWatchedFiles``, registered where the client registers
  watchers dynamically); a change makes the session translate the open documents again with the
  rules as they are now. Where the client cannot watch, the session still checks the file's time
  and size on each translation, so the next edit or save sees the change.
- A hover on a CUDA name shows what it becomes (the session's ``name_hover``: ``cass-lsp
  explain``'s answer from the tables, and what the rule file says of the name).
"""

from __future__ import annotations

import contextlib
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session import RULE_FILE, document_path, is_cuda

if TYPE_CHECKING:
    from cass_lsp.session.values import Document

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "rule-file"
PROBLEM_CODE = "rule-file"


class ProjectRulesFeature(Feature):
    name = "project_rules"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._published: dict[str, tuple] = {}  # rule file URI -> the problems published for it

    def register(self) -> None:
        @self.server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
        def watched_files_changed(ls, params: types.DidChangeWatchedFilesParams) -> None:
            self.rule_files_changed([document_path(c.uri) for c in params.changes])

    async def initialized(self) -> None:
        if not self.server.client_supports("workspace.did_change_watched_files.dynamic_registration"):
            return
        watcher = types.FileSystemWatcher(glob_pattern=f"**/{RULE_FILE}")
        registration = types.Registration(
            id=str(uuid.uuid4()),
            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers=[watcher]),
        )
        with contextlib.suppress(Exception):  # a client that refuses: the time-and-size check remains
            await self.server.client_register_capability_async(types.RegistrationParams(registrations=[registration]))

    def rule_files_changed(self, paths: list[Path]) -> None:
        changed = [p for p in paths if p.name == RULE_FILE]
        if not changed:
            return
        self.session.rule_files_changed(changed)
        for path in changed:  # its problems as they are now (none when it is gone or fixed)
            found = self.session.rule_file_problems(path)
            if found is not None and Path(found[0]) == path:
                self._publish(found[0], found[1])
            else:
                self._publish(str(path), ())

    def document_opened(self, doc: Document) -> None:
        if is_cuda(doc):
            found = self.session.rule_file_problems(document_path(doc.uri))
            if found is not None:
                self._publish(*found)

    def _publish(self, path: str, problems: tuple) -> None:  # type: ignore[type-arg]
        uri = Path(path).as_uri()
        if self._published.get(uri) == problems:
            return
        self._published[uri] = problems
        diagnostics = [
            types.Diagnostic(
                range=types.Range(
                    start=types.Position(line=max(p.line - 1, 0), character=0),
                    end=types.Position(line=max(p.line - 1, 0) + 1, character=0),
                ),
                message=p.message,
                severity=types.DiagnosticSeverity.Error,
                source=SOURCE,
                code=PROBLEM_CODE,
            )
            for p in problems
        ]
        self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, diagnostics)

    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        if not is_cuda(doc):
            return None
        text = await self.session.name_hover(doc, offset)
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))
