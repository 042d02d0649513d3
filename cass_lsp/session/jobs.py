"""What the session's long jobs (a background build, a model conversion) tell whoever started
them, without knowing who that is: the language server shows it as work-done progress whose
cancel button sets ``cancelled``; the command line and the tests pass ``no_progress``."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from typing import Protocol


class Progress(Protocol):
    cancelled: asyncio.Event  # set when the user asks to stop

    def report(self, message: str | None = None, percentage: int | None = None) -> None: ...


ProgressFactory = Callable[[str, bool], AbstractAsyncContextManager[Progress]]  # (title, cancellable)


class _Silent:
    def __init__(self) -> None:
        self.cancelled = asyncio.Event()

    def report(self, message: str | None = None, percentage: int | None = None) -> None:
        pass


@contextlib.asynccontextmanager
async def no_progress(title: str, cancellable: bool = False) -> AsyncIterator[Progress]:
    yield _Silent()


async def cancellable(job: asyncio.Future, progress: Progress):  # type: ignore[no-untyped-def]
    """``job``'s result, or CancelledError once the user cancels through ``progress`` (which
    cancels ``job``, waiting until it has stopped: a build then has killed its compilers)."""
    cancelled = asyncio.ensure_future(progress.cancelled.wait())
    try:
        await asyncio.wait({job, cancelled}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        cancelled.cancel()
        if not job.done():
            job.cancel()  # the user's cancel, or ours
            with contextlib.suppress(asyncio.CancelledError):
                await job
    if job.cancelled():
        raise asyncio.CancelledError
    return job.result()
