"""One interface for the rule engine and the CASS models, and the choice between them.

``engine`` setting: ``rules``, ``model``, or ``auto`` (default): the model when one is
configured and loadable, else the rules. :func:`select_engine` implements that choice;
:class:`TranslationEngine` is what the server and the CLI call.

A model's source translation is a :class:`~cass_lsp.core.result.TranslationResult` like
the rules' one: its ``edits`` are a line diff (difflib) of the CUDA source against the model's
HIP, so the source map and minimal editor edits work the same for both engines; its ``engine``
is ``model:<id>``. When the model cannot answer (server down or slow, model not loadable, an
empty answer, a function longer than the window) the model engine falls back to the rule
engine's result and says why in ``messages``.

Assembly (SASS to RDNA3) has no rule engine: it needs ``model.asmModel`` whatever ``engine`` is.
"""

from __future__ import annotations

import asyncio
import dataclasses
import difflib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from cass_lsp.core.result import Edit, TranslationResult, source_map_for
from cass_lsp.models.base import (
    INSTALL_HINT,
    Cancelled,
    CancelToken,
    Completion,
    EngineUnavailable,
    ModelBackend,
    ProgressCallback,
    ProgressEvent,
)
from cass_lsp.models.prompts import Message, Task, extract_answer, messages_for, repair_messages
from cass_lsp.models.sass_normalize import normalize_sass
from cass_lsp.models.split import InputTooLong, Piece, answer_budget, input_budget, reassemble, split_sass, split_source

if TYPE_CHECKING:
    from cass_lsp.settings import ModelSettings, Settings


@dataclass
class ModelTranslationResult(TranslationResult):
    """A TranslationResult with what a model run adds: messages, raw answers, completeness."""

    messages: list[str] = field(default_factory=list)
    complete: bool = True  # every answer closed its fence and ended before max_new_tokens
    answers: list[str] = field(default_factory=list)  # the model's raw answers, one per piece
    tokens: int = 0  # tokens generated
    pieces: int = 1

    @property
    def from_model(self) -> bool:
        return self.engine.startswith("model:")


@dataclass
class AsmTranslation:
    sass: str  # the SASS given
    normalized: str  # the SASS the model saw (see sass_normalize)
    text: str  # RDNA3 assembly
    engine: str
    complete: bool = True
    messages: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    tokens: int = 0


class TranslationEngine(Protocol):
    name: str

    async def translate(
        self, source: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> TranslationResult: ...

    async def translate_asm(
        self, sass: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> AsmTranslation: ...


def line_diff_edits(source: str, text: str) -> tuple[Edit, ...]:
    """Byte-offset edits turning ``source`` into ``text``, one per differing run of lines."""
    old = source.splitlines(keepends=True)
    new = text.splitlines(keepends=True)
    starts = [0]
    for line in old:
        starts.append(starts[-1] + len(line.encode()))
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    edits = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op != "equal":
            edits.append(Edit(starts[i1], starts[i2], "".join(new[j1:j2])))
    return tuple(edits)


def result_from_text(source: str, text: str, engine: str, **extra: Any) -> ModelTranslationResult:
    edits = line_diff_edits(source, text)
    return ModelTranslationResult(
        source=source, text=text, edits=edits, source_map=source_map_for(source, edits), engine=engine, **extra
    )


class RuleEngine:
    """The rule engine behind the engine interface (run off the event loop)."""

    name = "rules"

    def __init__(self, options: Any = None) -> None:
        self.options = options

    def translate_now(self, source: str) -> TranslationResult:
        from cass_lsp.translate import translate

        return translate(source, self.options)

    async def translate(
        self, source: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> TranslationResult:
        if cancel is not None:
            cancel.raise_if_cancelled()
        return await asyncio.to_thread(self.translate_now, source)

    async def translate_asm(
        self, sass: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> AsmTranslation:
        raise EngineUnavailable(
            "the rule engine does not translate assembly.",
            "Set model.asmModel to a CASS assembly model (e.g. ahmedheakl/cass-sm4090-1.5b).",
        )


class EmptyAnswer(EngineUnavailable):
    """The model answered, but with no code."""


class ModelEngine:
    """A CASS model behind the engine interface, through a :class:`ModelBackend`."""

    def __init__(
        self,
        backend: ModelBackend,
        *,
        context_tokens: int = 16384,
        max_new_tokens: int = 4096,
        draft_from_rules: bool = False,
        rules: RuleEngine | None = None,
    ) -> None:
        self.backend = backend
        self.context_tokens = context_tokens
        self.max_new_tokens = max_new_tokens
        self.draft_from_rules = draft_from_rules
        self.rules = rules or RuleEngine()

    @property
    def name(self) -> str:
        return f"model:{self.backend.model_for('source')}"

    @property
    def asm_name(self) -> str:
        return f"model:{self.backend.model_for('asm')}"

    async def _complete(
        self,
        task: Task,
        messages: list[Message],
        prompt_text: str,
        *,
        count: Callable[[str], int],
        progress: ProgressCallback | None,
        cancel: CancelToken,
        event: ProgressEvent,
        tokens_before: int,
        draft: str | None = None,
    ) -> Completion:
        prompt_tokens = count(prompt_text) + 64  # the chat template around the code
        budget = answer_budget(self.context_tokens, prompt_tokens, self.max_new_tokens)

        def on_text(delta: str, tokens: int) -> None:
            if progress is not None:
                progress(
                    ProgressEvent(
                        "generating",
                        tokens=tokens_before + tokens,
                        attempt=event.attempt,
                        attempts=event.attempts,
                        piece=event.piece,
                        pieces=event.pieces,
                        delta=delta,
                    )
                )

        completion = await self.backend.complete(
            task, messages, max_new_tokens=budget, on_text=on_text, cancel=cancel, draft=draft
        )
        if completion.finish == "cancelled" or cancel.cancelled:
            raise Cancelled("cancelled")
        return completion

    async def _pieces(self, task: Task, text: str, count: Callable[[str], int]) -> list[Piece]:
        budget = input_budget(self.context_tokens, task)
        splitter = split_source if task == "source" else split_sass
        return await asyncio.to_thread(splitter, text, count, budget)

    async def translate(
        self,
        source: str,
        *,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
        attempt: int = 1,
        attempts: int = 1,
    ) -> ModelTranslationResult:
        """The model's HIP for ``source`` (split at function boundaries when it is long)."""
        cancel = cancel or CancelToken()
        if progress is not None:
            progress(ProgressEvent("loading", "preparing the model", attempt=attempt, attempts=attempts))
        count = await self.backend.token_counter("source")
        pieces = await self._pieces("source", source, count)
        outputs, answers, messages = [], [], []
        tokens = 0
        complete = True
        for index, piece in enumerate(pieces, 1):
            cancel.raise_if_cancelled()
            event = ProgressEvent("generating", attempt=attempt, attempts=attempts, piece=index, pieces=len(pieces))
            if progress is not None:
                progress(
                    ProgressEvent(
                        "prompt",
                        "reading the code",
                        tokens=tokens,
                        attempt=attempt,
                        attempts=attempts,
                        piece=index,
                        pieces=len(pieces),
                    )
                )
            draft = None
            if self.draft_from_rules:
                draft = (await self.rules.translate(piece.text)).text
            completion = await self._complete(
                "source",
                messages_for("source", piece.text),
                piece.text,
                count=count,
                progress=progress,
                cancel=cancel,
                event=event,
                tokens_before=tokens,
                draft=draft,
            )
            tokens += completion.tokens
            extraction = extract_answer(completion.text, "source")
            if not extraction.code.strip():
                raise EmptyAnswer(
                    f"the model's answer held no code{f' (part {index} of {len(pieces)})' if len(pieces) > 1 else ''}."
                )
            if completion.finish == "length":
                complete = False
                messages.append(f"the model's answer was cut at {self.max_new_tokens} tokens (model.maxNewTokens).")
            elif not extraction.complete:
                complete = False
                messages.append("the model's answer ended inside its code block.")
            outputs.append(extraction.code)
            answers.append(completion.text)
        text = reassemble(pieces, outputs) if len(pieces) > 1 else _with_source_ending(source, outputs[0])
        if len(pieces) > 1:
            messages.append(f"the file was translated in {len(pieces)} parts (model.contextTokens).")
        return result_from_text(
            source,
            text,
            self.name,
            messages=messages,
            complete=complete,
            answers=answers,
            tokens=tokens,
            pieces=len(pieces),
        )

    async def repair(
        self,
        source: str,
        previous: ModelTranslationResult,
        errors: str,
        *,
        progress: ProgressCallback | None = None,
        cancel: CancelToken | None = None,
        attempt: int = 2,
        attempts: int = 2,
    ) -> ModelTranslationResult:
        """Ask the model again with the compiler's errors (the CASS conversation plus one turn)."""
        cancel = cancel or CancelToken()
        if previous.pieces != 1 or len(previous.answers) != 1:
            raise EngineUnavailable("the file is translated in several parts: it cannot be repaired in one request.")
        count = await self.backend.token_counter("source")
        messages = repair_messages("source", source, previous.answers[0], errors)
        prompt_text = "\n".join(m["content"] for m in messages)
        event = ProgressEvent("generating", attempt=attempt, attempts=attempts)
        if progress is not None:
            progress(
                ProgressEvent("repairing", "sending the compiler's errors back", attempt=attempt, attempts=attempts)
            )
        completion = await self._complete(
            "source", messages, prompt_text, count=count, progress=progress, cancel=cancel, event=event, tokens_before=0
        )
        extraction = extract_answer(completion.text, "source")
        if not extraction.code.strip():
            raise EmptyAnswer("the model's repaired answer held no code.")
        complete = completion.finish != "length" and extraction.complete
        return result_from_text(
            source,
            _with_source_ending(source, extraction.code),
            self.name,
            messages=[] if complete else ["the model's answer was cut."],
            complete=complete,
            answers=[completion.text],
            tokens=completion.tokens,
        )

    async def translate_asm(
        self, sass: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> AsmTranslation:
        """RDNA3 assembly for a SASS listing (normalised as in CASS training, split at functions)."""
        cancel = cancel or CancelToken()
        if not self.backend.model_for("asm"):
            raise EngineUnavailable(
                "no assembly model is configured.", "Set model.asmModel (e.g. ahmedheakl/cass-sm4090-1.5b)."
            )
        if progress is not None:
            progress(ProgressEvent("loading", "preparing the assembly model"))
        normalized = normalize_sass(sass)
        if not normalized.strip():
            raise EngineUnavailable("the selection holds no SASS instructions.")
        count = await self.backend.token_counter("asm")
        pieces = await self._pieces("asm", normalized, count)
        outputs, answers, messages = [], [], []
        tokens = 0
        complete = True
        for index, piece in enumerate(pieces, 1):
            event = ProgressEvent("generating", piece=index, pieces=len(pieces))
            completion = await self._complete(
                "asm",
                messages_for("asm", piece.text.strip("\n")),
                piece.text,
                count=count,
                progress=progress,
                cancel=cancel,
                event=event,
                tokens_before=tokens,
            )
            tokens += completion.tokens
            extraction = extract_answer(completion.text, "asm")
            if not extraction.code.strip():
                raise EmptyAnswer("the assembly model's answer held no code.")
            if completion.finish == "length" or not extraction.complete:
                complete = False
                messages.append("the model's answer was cut (model.maxNewTokens).")
            outputs.append(extraction.code)
            answers.append(completion.text)
        text = "\n".join(o.rstrip("\n") for o in outputs) + "\n"
        return AsmTranslation(sass, normalized, text, self.asm_name, complete, messages, answers, tokens)


def _with_source_ending(source: str, code: str) -> str:
    """The model's code ending like the source does (a final newline or not)."""
    code = code.rstrip("\n")
    return code + "\n" if source.endswith("\n") or not source else code


class FallbackEngine:
    """The model engine, with the rule engine's result when the model cannot answer."""

    def __init__(self, model: ModelEngine, rules: RuleEngine) -> None:
        self.model = model
        self.rules = rules

    @property
    def name(self) -> str:
        return self.model.name

    async def translate(
        self, source: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> ModelTranslationResult:
        try:
            return await self.model.translate(source, progress=progress, cancel=cancel)
        except (EngineUnavailable, InputTooLong) as exc:
            return await fall_back(self.rules, source, str(exc), progress=progress)

    async def translate_asm(
        self, sass: str, *, progress: ProgressCallback | None = None, cancel: CancelToken | None = None
    ) -> AsmTranslation:
        return await self.model.translate_asm(sass, progress=progress, cancel=cancel)


async def fall_back(
    rules: RuleEngine, source: str, reason: str, *, progress: ProgressCallback | None = None
) -> ModelTranslationResult:
    """The rule engine's translation, with a message saying why the model's is missing."""
    message = f"CASS model not used: {reason.rstrip('.')}. Showing the rule engine's translation."
    if progress is not None:
        progress(ProgressEvent("fallback", message))
    result = await rules.translate(source)
    return ModelTranslationResult(
        source=result.source,
        text=result.text,
        edits=result.edits,
        findings=result.findings,
        source_map=result.source_map,
        engine=result.engine,
        messages=[message],
    )


# ---- choosing an engine ----------------------------------------------------------------------


def model_unusable_reason(settings: ModelSettings, task: Task = "source") -> tuple[str, str] | None:
    """(why, what to do) when the configured model surely cannot be used; None when it may."""
    ident = settings.source_model if task == "source" else settings.asm_model
    setting = "model.sourceModel" if task == "source" else "model.asmModel"
    if settings.backend == "openai":
        if not settings.base_url.strip():
            return ("model.baseUrl is not set", "Set it to the server's API root, e.g. http://127.0.0.1:8000/v1.")
        if not ident.strip():
            return (f"{setting} is not set", "Set it to the model name the server serves (see its /v1/models).")
        return None
    if not ident.strip():
        example = "ahmedheakl/cass-src-1.5b" if task == "source" else "ahmedheakl/cass-sm4090-1.5b"
        return (f"{setting} is not set", f"Set it to a Hugging Face id (e.g. {example}) or a model folder.")
    from cass_lsp.models.transformers_backend import loadable_reason, missing_packages

    if missing_packages():
        return (f"{' and '.join(missing_packages())} not installed", f"Install the model extra: {INSTALL_HINT}")
    reason = loadable_reason(ident)
    if reason is not None:
        return (reason, "Download the model (`hf download <id>`) or set the setting to a local folder.")
    return None


class BackendCache:
    """Keeps a backend (and so a loaded model) across settings changes that do not concern it."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._backend: ModelBackend | None = None

    def backend_for(self, settings: ModelSettings) -> ModelBackend:
        if settings.backend == "openai":
            key: tuple = (
                "openai",
                settings.base_url,
                settings.source_model,
                settings.asm_model,
                settings.api_key_env,
                settings.timeout_seconds,
                settings.retries,
            )
        else:
            decode = dataclasses.astuple(settings.decode)  # a decoder setting changed: load again
            key = ("transformers", settings.source_model, settings.asm_model, settings.device, decode)
        if key != self._key or self._backend is None:
            old = self._backend
            if settings.backend == "openai":
                from cass_lsp.models.openai_backend import OpenAIBackend

                self._backend = OpenAIBackend.from_settings(settings)
            else:
                from cass_lsp.models.transformers_backend import TransformersBackend

                self._backend = TransformersBackend.from_settings(settings)
            self._key = key
            if old is not None:
                _close_later(old.aclose())
        return self._backend

    async def aclose(self) -> None:
        if self._backend is not None:
            await self._backend.aclose()
            self._backend = None
            self._key = None


def _close_later(closing: Awaitable[None]) -> None:
    try:
        asyncio.get_running_loop().create_task(closing)  # type: ignore[arg-type]
    except RuntimeError:  # no loop: nothing was started in one
        closing.close()  # type: ignore[attr-defined]


@dataclass
class EngineChoice:
    engine: TranslationEngine
    messages: list[str]  # why the model is not used, when it was configured but cannot be
    model: ModelEngine | None = None  # the model engine, when one was chosen

    @property
    def is_model(self) -> bool:
        return self.model is not None


def model_engine(settings: Settings, cache: BackendCache, rules: RuleEngine) -> ModelEngine:
    m = settings.model
    return ModelEngine(
        cache.backend_for(m),
        context_tokens=m.context_tokens,
        max_new_tokens=m.max_new_tokens,
        draft_from_rules=m.draft_from_rules and m.backend == "transformers",
        rules=rules,
    )


def select_engine(
    settings: Settings,
    *,
    cache: BackendCache | None = None,
    rules: RuleEngine | None = None,
    engine: str | None = None,
) -> EngineChoice:
    """The engine for ``settings.engine`` (or ``engine``): see the module docstring.

    ``model`` raises EngineUnavailable (saying what to install or set) when the model surely
    cannot be used; ``auto`` then uses the rules, with a message if a model was configured.
    """
    rules = rules or RuleEngine()
    mode = engine or settings.engine
    if mode == "rules":
        return EngineChoice(rules, [])
    problem = model_unusable_reason(settings.model)
    if problem is not None:
        why, hint = problem
        if mode == "model":
            raise EngineUnavailable(f"the CASS model cannot be used: {why}.", hint)
        configured = bool(settings.model.source_model.strip() or settings.model.base_url.strip())
        return EngineChoice(rules, [f"CASS model not used: {why}. {hint}"] if configured else [])
    model = model_engine(settings, cache or BackendCache(), rules)
    return EngineChoice(FallbackEngine(model, rules), [], model)


def select_asm_engine(settings: Settings, *, cache: BackendCache | None = None) -> ModelEngine:
    """The assembly model (raises EngineUnavailable saying what to set when there is none)."""
    problem = model_unusable_reason(settings.model, "asm")
    if problem is not None:
        why, hint = problem
        raise EngineUnavailable(f"the CASS assembly model cannot be used: {why}.", hint)
    return model_engine(settings, cache or BackendCache(), RuleEngine())
