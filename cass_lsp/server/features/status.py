"""`cass.status`: what editors show in a status bar (toolchain, engine, model, compiles).

The answer follows the contract in ``cass_lsp/server/README.md``::

    {toolchain: {hipcc, hipVersion, targets, nvcc, sassTools, problems},
     engine, model: {backend, id, state}, compiling}

The session answers all but ``compiling`` (``cass_lsp/session/status.py``, off the event loop);
``compiling`` counts the background compiles waiting (debounced) or running.
"""

from __future__ import annotations

from typing import Any

from cass_lsp.server.feature import Feature

COMMAND = "cass.status"


class StatusFeature(Feature):
    name = "status"

    def register(self) -> None:
        @self.server.command(COMMAND)
        async def show_status(ls, *args: Any) -> dict[str, Any]:
            return await self.status()

    async def status(self) -> dict[str, Any]:
        return {**await self.session.status(), "compiling": self.server.pending("compile")}
