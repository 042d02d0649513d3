"""The fan-out from the server to its features, with one exception guard for all of it.

Every hook and request the server passes to its features goes through ``Dispatch``: a feature
that raises is logged (the server's log and the client's, as an internal error naming the
feature and the hook) and skipped, and the other features still answer. A JSON-RPC error a
feature raises on purpose (``JsonRpcInvalidParams`` for a document that is not open) is the
request's answer and goes to the client as such.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol

from pygls.exceptions import JsonRpcException

logger = logging.getLogger(__name__)


class Feature(Protocol):
    """What the fan-out needs of a feature (``feature.Feature``): its name; hooks by name."""

    name: str


OnFailure = Callable[[str], None]  # one line about the failure, for the client's log


class Dispatch:
    def __init__(self, features: Sequence[Feature], on_failure: OnFailure) -> None:
        self.features = list(features)
        self._on_failure = on_failure

    @contextlib.contextmanager
    def guard(self, feature: Feature, hook: str) -> Iterator[None]:
        """The one guard: what ``feature``'s ``hook`` raises is logged, not passed on."""
        try:
            yield
        except JsonRpcException:
            raise
        except Exception as exc:
            logger.exception("feature %s failed in %s", feature.name, hook)
            self._on_failure(f"cass-lsp internal error in feature {feature.name} ({hook}): {exc!r}")

    def notify(self, hook: str, *args: Any) -> None:
        """Call ``hook(*args)`` on every feature (lifecycle hooks: they return nothing)."""
        for feature in self.features:
            with self.guard(feature, hook):
                getattr(feature, hook)(*args)

    async def notify_async(self, hook: str, *args: Any) -> None:
        for feature in self.features:
            with self.guard(feature, hook):
                await getattr(feature, hook)(*args)

    async def first(self, hook: str, *args: Any) -> Any:
        """The first answer that is not None, asking the features in order."""
        for feature in self.features:
            with self.guard(feature, hook):
                if (answer := await getattr(feature, hook)(*args)) is not None:
                    return answer
        return None

    async def gather(self, hook: str, *args: Any) -> list[Any]:
        """Every feature's answers (lists), joined in feature order."""
        answers: list[Any] = []
        for feature in self.features:
            with self.guard(feature, hook):
                answers += await getattr(feature, hook)(*args)
        return answers

    async def ask(self, name: str, hook: str, *args: Any, default: Any = None) -> Any:
        """The answer of the feature called ``name`` (``default`` when none is, or it failed)."""
        for feature in self.features:
            if feature.name == name:
                with self.guard(feature, hook):
                    return await getattr(feature, hook)(*args)
        return default
