"""Verify and repair: compile the model's translation, send hipcc's errors back, keep what compiles.

1. The model translates the CUDA source (attempt 1 of N, N = 1 + ``model.repairAttempts``).
2. The candidate is compiled by the toolchain layer's background compile (``hipcc
   --cuda-device-only`` for the configured targets, diagnostics mapped onto the CUDA lines).
3. On failure the compiler's errors go back to the model: the CASS conversation as it was, the
   model's answer, and a user turn with the errors (``prompts.repair_messages``).
4. The first candidate that compiles is the result. When none does, the rule engine's
   translation is the result and the model's candidates stay available (with their errors).

Nothing is applied here: the caller offers the outcome to the user.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cass_lsp.core.result import TranslationResult
from cass_lsp.models.base import CancelToken, EngineUnavailable, ProgressCallback, ProgressEvent
from cass_lsp.models.engine import ModelEngine, ModelTranslationResult, RuleEngine, fall_back
from cass_lsp.models.split import InputTooLong


@dataclass
class CompileOutcome:
    ok: bool
    errors: str = ""  # the compiler's messages, as the model and the user read them
    diagnostics: list[Any] = field(default_factory=list)  # mapped onto the CUDA source
    verified: bool = True  # False when no compiler was available (then ok is False too)
    detail: Any = None  # the toolchain's DocumentBuild


CompileFn = Callable[[TranslationResult], Awaitable[CompileOutcome]]


@dataclass
class Candidate:
    attempt: int
    result: ModelTranslationResult
    compile: CompileOutcome


@dataclass
class RepairOutcome:
    chosen: ModelTranslationResult  # what to offer: a model candidate that compiled, else the rules'
    source: Literal["model", "rules", "unverified"]  # unverified: the model's, no compiler to check
    candidates: list[Candidate]  # every model attempt, in order, with its compile status
    messages: list[str]

    @property
    def model_attempt(self) -> Candidate | None:
        """The model's last attempt (what to offer next to the rules' result when none compiled)."""
        return self.candidates[-1] if self.candidates else None


def hipcc_compile(
    builder: Any,
    path: Path,
    *,
    targets: Sequence[str] | None = None,
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
    extra_args: Sequence[str] = (),
    timeout: float = 60.0,
    headers: Callable[[Any], Any] | None = None,
) -> CompileFn:
    """A CompileFn through the toolchain layer's ``Builder`` (the background compile).

    ``headers(request)``: the translated local headers the candidate includes (the session's
    translation of them); none by default."""
    from cass_lsp.toolchain.pipeline import BuildRequest, missing_toolchain_message

    async def compile_candidate(result: TranslationResult) -> CompileOutcome:
        problem = missing_toolchain_message(builder.toolchain)
        if problem is not None:
            return CompileOutcome(False, problem, verified=False)
        request = BuildRequest(
            path=path,
            text=result.source,
            language="cuda",
            targets=tuple(targets or builder.toolchain.targets),
            sass_arch=None,
            include_dirs=tuple(include_dirs),
            defines=tuple(defines),
            extra_args=tuple(extra_args),
            timeout=timeout,
        )
        translated = await asyncio.to_thread(headers, request) if headers is not None else None
        build = await builder.build(request, result, translated)
        ok = bool(build.targets) and all(t.result.ok for t in build.targets.values())
        return CompileOutcome(ok, _errors_for_model(build, path), list(build.diagnostics), True, build)

    return compile_candidate


def _errors_for_model(build: Any, path: Path) -> str:
    """hipcc's output with the private temporary paths shown as the document's file name."""
    lines = []
    for target in build.targets.values():
        stderr = target.result.process.stderr
        if not stderr.strip() or target.result.ok:
            continue
        # hipcc 6.x repeats the whole clang command after the errors: noise for the model.
        stderr = "\n".join(ln for ln in stderr.splitlines() if not ln.startswith("failed to execute:"))
        folder = str(target.result.source.parent)
        stderr = stderr.replace(folder + "/", "").replace(folder, ".")
        lines.append(stderr.replace(target.result.source.name, path.with_suffix(".hip").name))
        break  # one target's errors are enough for the model; they usually agree
    return "\n".join(lines).strip()


async def translate_verified(
    model: ModelEngine,
    source: str,
    compile_candidate: CompileFn,
    *,
    attempts: int,
    rules: RuleEngine | None = None,
    progress: ProgressCallback | None = None,
    cancel: CancelToken | None = None,
) -> RepairOutcome:
    """The loop of the module docstring; ``attempts`` counts the first translation (at least 1)."""
    rules = rules or model.rules
    cancel = cancel or CancelToken()
    attempts = max(1, attempts)
    candidates: list[Candidate] = []
    messages: list[str] = []
    try:
        result = await model.translate(source, progress=progress, cancel=cancel, attempt=1, attempts=attempts)
    except (EngineUnavailable, InputTooLong) as exc:
        fallback = await fall_back(rules, source, str(exc), progress=progress)
        return RepairOutcome(fallback, "rules", [], list(fallback.messages))
    for attempt in range(1, attempts + 1):
        cancel.raise_if_cancelled()
        if progress is not None:
            progress(ProgressEvent("compiling", "compiling with hipcc", attempt=attempt, attempts=attempts))
        outcome = await compile_candidate(result)
        candidates.append(Candidate(attempt, result, outcome))
        if not outcome.verified:
            messages.append(f"The model's translation was not compiled: {outcome.errors}")
            return RepairOutcome(result, "unverified", candidates, messages + result.messages)
        if outcome.ok:
            if attempt > 1:
                messages.append(f"The model's translation compiles after {attempt - 1} repair(s).")
            return RepairOutcome(result, "model", candidates, messages + result.messages)
        if attempt == attempts:
            break
        try:
            result = await model.repair(
                source, result, outcome.errors, progress=progress, cancel=cancel, attempt=attempt + 1, attempts=attempts
            )
        except EngineUnavailable as exc:
            messages.append(f"Repair stopped: {exc}")
            break
    tried = len(candidates)
    reason = f"none of the model's {tried} translation{'s' if tried > 1 else ''} compiled"
    fallback = await fall_back(rules, source, reason, progress=progress)
    return RepairOutcome(fallback, "rules", candidates, messages + fallback.messages)
