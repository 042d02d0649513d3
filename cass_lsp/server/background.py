"""Background work of the server: tasks kept alive with their failures logged, and debouncing.

A debounced job has a key (``("compile", uri)``): a newer call with the same key cancels the
older task, waiting or running, so work on an outdated document version is thrown away.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

logger = logging.getLogger(__name__)


class Background:
    def __init__(self, on_failure: Callable[[str], None], on_idle: Callable[[], None]) -> None:
        """``on_failure(line)``: a task failed (for the client's log); ``on_idle()``: the last
        task ended."""
        self.tasks: set[asyncio.Task] = set()
        self._debounced: dict[Any, asyncio.Task] = {}
        self._on_failure = on_failure
        self._on_idle = on_idle

    def spawn(self, coro: Coroutine[Any, Any, Any], name: str = "") -> asyncio.Task:
        """Run a coroutine in the background, keeping a reference and logging its failure."""
        task = asyncio.get_running_loop().create_task(coro, name=name or None)
        self.tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if not self.tasks:
            self._on_idle()
        if not task.cancelled() and (exc := task.exception()) is not None:
            logger.error("background task %s failed", task.get_name(), exc_info=exc)
            self._on_failure(f"internal error in {task.get_name() or 'a background task'}: {exc!r}")

    def debounce(self, key: Any, delay: float, job: Callable[[], Awaitable[Any]]) -> asyncio.Task:
        """Run ``job`` after ``delay`` seconds unless called again with the same key (which
        cancels this one, waiting or running)."""
        if (old := self._debounced.get(key)) is not None and not old.done():
            old.cancel()

        async def later() -> None:
            await asyncio.sleep(delay)
            await job()

        task = self.spawn(later(), name=f"debounced {key}")
        self._debounced[key] = task
        task.add_done_callback(lambda t, key=key: self._debounced.get(key) is t and self._debounced.pop(key))
        return task

    def cancel_debounced(self, predicate: Callable[[Any], bool]) -> None:
        for key, task in list(self._debounced.items()):
            if predicate(key):
                task.cancel()

    def pending(self, kind: str) -> int:
        """Debounced jobs of one kind (keys ``(kind, uri)``) waiting or running."""
        return sum(
            1
            for key, task in self._debounced.items()
            if isinstance(key, tuple) and key and key[0] == kind and not task.done()
        )

    def cancel_all(self) -> None:
        for task in list(self.tasks):
            task.cancel()
