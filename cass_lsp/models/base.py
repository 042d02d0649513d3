"""What the engines and model backends share: cancellation, progress events, errors, completions.

Kept free of torch, transformers and pygls so that every layer (and the CLI) can import it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol

from cass_lsp.models.prompts import Message, Task

INSTALL_HINT = "pip install 'cass-lsp[model]'"


class Cancelled(Exception):
    """The user cancelled the translation."""


class EngineUnavailable(Exception):
    """A model engine cannot be used (not configured, not installed, not loadable, server down).

    ``message`` says what happened, ``hint`` what to do about it.
    """

    def __init__(self, message: str, hint: str = "") -> None:
        self.message = message
        self.hint = hint
        super().__init__(f"{message} {hint}".strip())


class ServerError(EngineUnavailable):
    """The OpenAI-compatible server failed the request (after retries where they apply)."""


class CancelToken:
    """A cancellation flag shared by the event loop and the model's worker thread.

    Threads poll ``cancelled``; coroutines ``await wait()``. ``cancel()`` may be called from any
    thread (an LSP ``$/cancelRequest``, a progress-bar cancel, a test).
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._waiters: list[tuple[asyncio.AbstractEventLoop, asyncio.Event]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            waiters, self._waiters = self._waiters, []
        for loop, event in waiters:
            if not loop.is_closed():
                loop.call_soon_threadsafe(event.set)

    async def wait(self) -> None:
        event = asyncio.Event()
        with self._lock:
            if self._event.is_set():
                return
            self._waiters.append((asyncio.get_running_loop(), event))
        await event.wait()

    def raise_if_cancelled(self) -> None:
        if self.cancelled:
            raise Cancelled("cancelled")


Stage = Literal["loading", "prompt", "generating", "compiling", "repairing", "fallback", "done"]


@dataclass(frozen=True)
class ProgressEvent:
    """What a translation is doing, for LSP work-done progress and the CLI.

    ``tokens`` counts tokens generated so far in this attempt (all pieces); ``attempt`` of
    ``attempts`` is the repair loop's position (1 of 1 without repair); ``piece`` of
    ``pieces`` the part of a split input being translated; ``delta`` is streamed text.
    """

    stage: Stage
    message: str = ""
    tokens: int = 0
    attempt: int = 1
    attempts: int = 1
    piece: int = 1
    pieces: int = 1
    delta: str = ""

    def title(self) -> str:
        """A one-line summary ("attempt 1 of 3: 120 tokens")."""
        parts = []
        if self.attempts > 1:
            parts.append(f"attempt {self.attempt} of {self.attempts}")
        if self.pieces > 1:
            parts.append(f"part {self.piece} of {self.pieces}")
        if self.stage == "generating":
            parts.append(f"{self.tokens} tokens")
        elif self.message:
            parts.append(self.message)
        return ": ".join(parts) if parts else self.stage


ProgressCallback = Callable[[ProgressEvent], None]


@dataclass(frozen=True)
class Completion:
    text: str
    tokens: int  # generated tokens (reported by the server, or counted)
    finish: str  # "stop", "length", "cancelled"
    model: str


TextCallback = Callable[[str, int], None]  # (new text, tokens so far)


class ModelBackend(Protocol):
    """Where a CASS model runs: in this process (transformers) or on a server (openai)."""

    name: str  # "transformers" or "openai"

    def model_for(self, task: Task) -> str:
        """The model id (or served name) used for ``task``; "" when none is configured."""
        ...

    async def token_counter(self, task: Task) -> Callable[[str], int]:
        """A function counting the tokens of a text for ``task``'s model (exact or estimated)."""
        ...

    async def complete(
        self,
        task: Task,
        messages: list[Message],
        *,
        max_new_tokens: int,
        on_text: TextCallback | None = None,
        cancel: CancelToken | None = None,
        draft: str | None = None,
    ) -> Completion:
        """Greedy completion of a chat. Raises EngineUnavailable when the model cannot be used."""
        ...

    async def aclose(self) -> None: ...
