"""`cass.status`: what editors show in a status bar (toolchain, engine, model, compiles).

The answer follows the contract in ``cass_lsp/server/README.md``::

    {toolchain: {hipcc, hipVersion, targets, nvcc, sassTools, problems},
     engine, model: {backend, id, state}, compiling}

Toolchain discovery runs a few short subprocesses (about 0.4 s the first time, cached after),
so it runs on asyncio's default executor: never on the event loop, never on pygls' pool (which
also reads stdin).
"""

from __future__ import annotations

import asyncio
from typing import Any

from cass_lsp.models.engine import model_unusable_reason
from cass_lsp.server.feature import Feature
from cass_lsp.settings import ModelSettings, Settings
from cass_lsp.toolchain.discovery import Toolchain

COMMAND = "cass.status"


class StatusFeature(Feature):
    name = "status"

    def register(self) -> None:
        @self.server.command(COMMAND)
        async def status(ls, *args: Any) -> dict[str, Any]:
            return await self.status()

    async def status(self) -> dict[str, Any]:
        settings = self.session.settings
        toolchain = await self.session.toolchain()
        return {
            "toolchain": toolchain_summary(toolchain),
            "engine": settings.engine,
            "model": await self._model_state(settings),
            "compiling": self._compiling(),
        }

    async def _model_state(self, settings: Settings) -> dict[str, Any]:
        """What the settings say about the models, and what the model's owner knows.

        The models package says cheaply whether a configured model can be used at all
        (packages installed, folder or cached download present, server URL set); it looks at
        the disk, so it runs off the event loop. The session knows whether a model is loaded,
        loading or failed once work on it started: that wins.
        """
        state = await asyncio.to_thread(configured_model_state, settings.model)
        if (runtime := self.session.model_runtime_state()) is not None:
            return {**state, "state": runtime}
        return state

    def _compiling(self) -> int:
        """Background compiles waiting or running (the compile feature's debounced jobs)."""
        return self.server.pending("compile")


def toolchain_summary(toolchain: Toolchain) -> dict[str, Any]:
    """The status bar's view of ``Toolchain.to_json()``: flat, short, with the problems."""
    full = toolchain.to_json()
    hip, cuda = full["hip"], full["cuda"]
    return {
        "hipcc": hip["hipcc"],
        "hipVersion": hip["hipVersion"],
        "targets": hip["targets"],
        "nvcc": cuda["nvcc"],
        "nvccVersion": cuda["nvccVersion"],
        "sassTools": toolchain.has_sass_tools,
        "sassArch": cuda["sassArch"],
        "amdGpus": [g["arch"] for g in full["amdGpus"]],
        "problems": full["problems"],
        "notes": full["notes"],
    }


def configured_model_state(model: ModelSettings) -> dict[str, Any]:
    """``{backend, id, state, ...}`` from the settings alone.

    state: ``not configured`` (no model id), ``unavailable`` (a configured model surely cannot
    be used; ``problems`` say why and what to do), ``configured`` (it may be used; models load
    on first use).
    """
    configured = model.source_model or model.asm_model
    problems = []
    for task, ident in (("source", model.source_model), ("asm", model.asm_model)):
        if ident:
            reason = model_unusable_reason(model, task)  # type: ignore[arg-type]
            if reason is not None:
                problems.append({"task": task, "message": reason[0], "fix": reason[1]})
    if not configured:
        state = "not configured"
    elif problems:
        state = "unavailable"
    else:
        state = "configured"
    return {
        "backend": model.backend,
        "id": configured or None,
        "sourceModel": model.source_model or None,
        "asmModel": model.asm_model or None,
        "state": state,
        "problems": problems,
    }
