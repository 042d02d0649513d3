"""A deterministic model backend for tests: it answers from a script, through the real engine code."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from cass_lsp.models.base import CancelToken, Completion, TextCallback
from cass_lsp.models.prompts import Message, Task


class ScriptedBackend:
    """Answers each request with the next scripted answer, streamed a line at a time."""

    name = "scripted"

    def __init__(self, answers: list[str], model: str = "scripted-cass", delay: float = 0.0) -> None:
        self.answers = list(answers)
        self.model = model
        self.delay = delay
        self.requests: list[list[Message]] = []

    def model_for(self, task: Task) -> str:
        return self.model

    async def token_counter(self, task: Task) -> Callable[[str], int]:
        return lambda text: len(text.split())

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
        self.requests.append(messages)
        answer = self.answers.pop(0) if self.answers else ""
        sent = 0
        for line in answer.splitlines(keepends=True):
            if cancel is not None and cancel.cancelled:
                return Completion(answer[:sent], sent, "cancelled", self.model)
            if self.delay:
                await asyncio.sleep(self.delay)
            sent += len(line)
            if on_text is not None:
                on_text(line, len(answer[:sent].split()))
        return Completion(answer, len(answer.split()), "stop", self.model)

    async def aclose(self) -> None:
        pass
