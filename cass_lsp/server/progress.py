"""Work-done progress around a job: begin on enter, end on exit, a no-op where the client lacks
the capability; ``cancelled`` is set when the user cancels from the editor's progress UI."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from lsprotocol import types

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer


class ProgressReporter:
    def __init__(self, server: LanguageServer, token: str | None) -> None:
        self._server = server
        self.token = token
        self.cancelled = asyncio.Event()

    def report(self, message: str | None = None, percentage: int | None = None) -> None:
        if self.token is not None:
            self._server.work_done_progress.report(
                self.token, types.WorkDoneProgressReport(message=message, percentage=percentage)
            )


@contextlib.asynccontextmanager
async def progress(
    server: LanguageServer, supported: bool, title: str, cancellable: bool = False
) -> AsyncIterator[ProgressReporter]:
    """``supported``: the client announced ``window.workDoneProgress``."""
    token: str | None = None
    if supported:
        token = f"cass-lsp/{uuid.uuid4()}"
        try:
            # Shielded: a job cancelled while waiting (a newer edit) must not cancel pygls' own
            # future of the request, or the client's late answer raises InvalidStateError.
            await asyncio.wait_for(asyncio.shield(server.work_done_progress.create_async(token)), timeout=5)
        except Exception:  # a client that does not answer create: go on without progress
            token = None
    reporter = ProgressReporter(server, token)
    if token is not None:
        server.work_done_progress.begin(token, types.WorkDoneProgressBegin(title=title, cancellable=cancellable))
        future = server.work_done_progress.tokens.get(token)
        if future is not None:
            loop = asyncio.get_running_loop()
            future.add_done_callback(lambda _f: loop.call_soon_threadsafe(reporter.cancelled.set))
    try:
        yield reporter
    finally:
        if token is not None:
            server.work_done_progress.end(token, types.WorkDoneProgressEnd())
            server.work_done_progress.tokens.pop(token, None)
