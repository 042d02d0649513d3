"""What a status bar shows: the toolchain in use, the engine, the model and its state.

``status(session)`` answers as ``cass.status`` does (``cass_lsp/server/README.md``), but for the
compiles waiting or running, which the server counts::

    {toolchain: {hipcc, hipVersion, targets, nvcc, sassTools, problems, ...},
     engine, model: {backend, id, state, ...},
     run: {platform, gpu, hipVersion, skipped, latest: {file, verdict, message}}}

Toolchain discovery runs a few short subprocesses (about 0.4 s the first time, cached after) and
the model's state looks at the disk: both run off the event loop.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from cass_lsp.models.engine import model_unusable_reason
from cass_lsp.session.paths import document_path
from cass_lsp.settings import ModelSettings
from cass_lsp.toolchain.run import choose_platform, translation_hip

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.toolchain.model import Toolchain


async def status(session: Session) -> dict[str, Any]:
    settings = session.settings
    toolchain = await session.toolchain()
    model = await asyncio.to_thread(configured_model_state, settings.model)
    if (runtime := session.model_runtime_state()) is not None:  # once work on it started, that wins
        model = {**model, "state": runtime}
    summary = {"toolchain": toolchain_summary(toolchain), "engine": settings.engine, "model": model}
    return {**summary, "run": run_summary(session, toolchain)}


def run_summary(session: Session, toolchain: Toolchain) -> dict[str, Any]:
    """Where a program with main runs beside its CUDA original (or why not), and the latest verdict."""
    mode = session.settings.run.mode
    platform, reason = choose_platform(toolchain, mode)
    gpu = None
    if platform == "nvidia":
        gpu = f"{toolchain.nvidia_gpus[0].name} ({toolchain.nvidia_gpus[0].sm})"
    elif platform == "amd" and toolchain.amd_gpus:
        gpu = " ".join(x for x in (toolchain.amd_gpus[0].arch, toolchain.amd_gpus[0].name) if x)
    latest = None
    if (found := session.builds.latest_run()) is not None:
        uri, report = found
        outcome = report.outcome
        latest = {
            "file": document_path(uri).name,
            "verdict": outcome.status if outcome else "skipped",
            "message": outcome.message if outcome else report.skipped,
        }
    return {
        "platform": platform,
        "gpu": gpu,
        "hipVersion": translation_hip(toolchain, mode) or toolchain.hip_version,
        "skipped": reason or None,
        "latest": latest,
    }


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
