"""Diagnostics per document from several producers (syntax, findings, hipcc), merged.

Each producer owns a key; setting a key replaces that producer's diagnostics only, and the
document's whole list is published again.
"""

from __future__ import annotations

from collections.abc import Callable

from lsprotocol import types

Publish = Callable[[types.PublishDiagnosticsParams], None]


class DiagnosticsHub:
    def __init__(self, publish: Publish) -> None:
        self._publish = publish
        self._by_uri: dict[str, dict[str, list[types.Diagnostic]]] = {}

    def set(self, uri: str, key: str, diagnostics: list[types.Diagnostic], version: int | None = None) -> None:
        per_uri = self._by_uri.setdefault(uri, {})
        if not diagnostics and key not in per_uri:
            return
        per_uri[key] = diagnostics
        self._publish(types.PublishDiagnosticsParams(uri=uri, diagnostics=self.get(uri), version=version))

    def get(self, uri: str, key: str | None = None) -> list[types.Diagnostic]:
        per_uri = self._by_uri.get(uri, {})
        if key is not None:
            return list(per_uri.get(key, []))
        return [d for diags in per_uri.values() for d in diags]

    def forget(self, uri: str) -> None:
        if self._by_uri.pop(uri, None):
            self._publish(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
