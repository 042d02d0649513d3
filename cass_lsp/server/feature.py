"""The interface between the thin protocol layer and each feature module.

A feature is a protocol adapter with optional hooks, given the server (positions, diagnostics,
progress, messages) and the session (documents, settings, toolchain, translations, builds:
``cass_lsp.session``). The server calls the lifecycle hooks of every feature and fans requests
out: hovers go to each feature in order until one answers, code actions are gathered from all.
A feature that needs an LSP method of its own (a command, a custom request) registers it in
``register``. Features never look each other up: what two of them share lives in the session.
The server never imports a feature; ``server/cli.py`` composes them (``features()`` there). A
feature sees the server as ``Host`` (``host.py``): it never imports the server's module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types

if TYPE_CHECKING:
    from cass_lsp.server.host import Host
    from cass_lsp.session import Session
    from cass_lsp.session.values import Document
    from cass_lsp.settings import Settings


class Feature:
    """Base class: every hook is optional and does nothing by default."""

    #: Short stable name; code actions carry it in ``data["feature"]`` for resolve.
    name: str = "feature"

    def __init__(self, server: Host, session: Session) -> None:
        self.server = server
        self.session = session

    def register(self) -> None:
        """Register commands or extra LSP methods (called once, before initialize)."""

    # ---- lifecycle (called on the event loop; must return quickly) ----------------------

    async def initialized(self) -> None:
        """After the handshake and the first settings pull."""

    def settings_changed(self, settings: Settings) -> None:
        """The settings changed (also called once with the first settings)."""

    def document_opened(self, doc: Document) -> None:
        """A document was opened and its tree is ready (``doc.tree`` may be None)."""

    def document_changed(self, doc: Document) -> None:
        """The document's text changed and its tree was brought up to date."""

    def document_saved(self, doc: Document) -> None:
        """The document was saved."""

    def document_closed(self, uri: str) -> None:
        """The document was closed: forget what is kept for it."""

    def shutdown(self) -> None:
        """The server is stopping: cancel background work, free executors."""

    # ---- requests fanned out by the server -----------------------------------------------

    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        return None

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        return []

    async def resolve_code_action(self, action: types.CodeAction, data: dict[str, Any]) -> types.CodeAction:
        return action
