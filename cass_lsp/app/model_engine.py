"""``--engine`` for ``cass-lsp translate`` and ``cass-lsp port``: the same choice as the server's.

``--engine auto`` (default) uses a CASS model when ``--model`` names one that can be loaded
(or served, with ``--backend openai --base-url URL``), else the rule engine; ``rules`` never
uses a model; ``model`` requires one and exits with what to install or set when it cannot.
A model that fails on a file (server down, answer without code, a function longer than the
window) gives the rule engine's translation for that file, with a message on stderr.

The defaults of ``--model``, ``--backend`` and ``--base-url`` come from ``CASS_MODEL``,
``CASS_MODEL_BACKEND`` and ``CASS_MODEL_BASE_URL`` so a shell or CI job can set them once.
Nothing here imports torch unless a transformers model is used.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TextIO


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("engine (CASS models)")
    group.add_argument(
        "--engine",
        choices=["auto", "rules", "model"],
        default="auto",
        help="rule engine, CASS model, or the model when one is configured and loadable (default: auto)",
    )
    group.add_argument(
        "--model",
        metavar="ID|DIR",
        default=os.environ.get("CASS_MODEL", ""),
        help="CUDA-to-HIP model: a Hugging Face id (e.g. ahmedheakl/cass-src-1.5b), a local folder,"
        " or the served model name with --backend openai (default: $CASS_MODEL)",
    )
    group.add_argument(
        "--backend",
        choices=["transformers", "openai"],
        default=os.environ.get("CASS_MODEL_BACKEND", "transformers"),
        help="run the model here (transformers) or on an OpenAI-compatible server (openai)",
    )
    group.add_argument(
        "--base-url",
        default=os.environ.get("CASS_MODEL_BASE_URL", ""),
        help="the server's API root for --backend openai, e.g. http://127.0.0.1:8000/v1",
    )
    group.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto", help="device for transformers")
    group.add_argument("--max-new-tokens", type=int, default=4096, help="most tokens one answer may have")
    group.add_argument("--context-tokens", type=int, default=16384, help="the model's context window")


class EngineChoice(Protocol):
    """What picks the engine: ``EngineOptions``, or the parsed arguments of a command that has them."""

    engine: str
    model: str
    backend: str
    base_url: str
    device: str
    max_new_tokens: int
    context_tokens: int


@dataclass(frozen=True)
class EngineOptions:
    """``--engine`` and the model's arguments, typed."""

    engine: str = "auto"
    model: str = ""
    backend: str = "transformers"
    base_url: str = ""
    device: str = "auto"
    max_new_tokens: int = 4096
    context_tokens: int = 16384

    @classmethod
    def of(cls, args: argparse.Namespace) -> EngineOptions:
        return cls(args.engine, args.model, args.backend, args.base_url, args.device, args.max_new_tokens,
                   args.context_tokens)  # fmt: skip


class ModelTranslator:
    """Runs the model engine for a command-line tool: one event loop for all files."""

    def __init__(self, engine: Any, prog: str, stream: TextIO | None = None) -> None:
        self.engine = engine
        self.prog = prog
        self.stream = stream or sys.stderr
        import asyncio  # here: the rule engine's commands never start an event loop

        self.loop = asyncio.new_event_loop()
        self.fallbacks = 0

    def translate(self, source: str, label: str) -> Any:
        from cass_lsp.models.base import ProgressEvent

        live = self.stream.isatty()

        def progress(event: ProgressEvent) -> None:
            if live and event.stage == "generating":
                self.stream.write(f"\r{label}: {event.title()}".ljust(60)[:100])
                self.stream.flush()

        result = self.loop.run_until_complete(self.engine.translate(source, progress=progress))
        if live:
            self.stream.write("\r" + " " * 60 + "\r")
        if not result.engine.startswith("model:"):
            self.fallbacks += 1
        for message in getattr(result, "messages", []):
            print(f"{label}: {message}", file=self.stream)
        return result

    def close(self) -> None:
        from cass_lsp.models.engine import FallbackEngine

        engine = self.engine
        if isinstance(engine, FallbackEngine):
            self.loop.run_until_complete(engine.model.backend.aclose())
        self.loop.close()


def run_with_model(args: EngineChoice, prog: str, work: Callable[[ModelTranslator | None], int]) -> int:
    """``work(model)`` with the model the arguments ask for (None: the rule engine), closed after;
    a model that cannot be used is one line on stderr and exit status 2."""
    model, status = open_model(args, prog)
    if status:
        return status
    try:
        return work(model)
    finally:
        if model is not None:
            model.close()


def open_model(args: EngineChoice, prog: str) -> tuple[ModelTranslator | None, int]:
    """The model the arguments ask for (None: the rule engine) and 0; (None, 2) for a model that
    cannot be used, said in one line on stderr. The caller closes the model."""
    if not wants_model(args):
        return None, 0
    from cass_lsp.models.base import EngineUnavailable

    try:
        return model_translator(args, prog), 0
    except EngineUnavailable as exc:  # says what to install or set
        print(f"{prog}: {exc}", file=sys.stderr)
        return None, 2


def wants_model(args: EngineChoice) -> bool:
    """Whether the arguments may pick a model: not with ``--engine rules``, nor with ``auto`` and no
    model named (the default: the rule engine, without loading the model engines' modules)."""
    if args.engine == "auto":
        return bool(args.model.strip() or args.base_url.strip())
    return args.engine != "rules"


def model_translator(args: EngineChoice, prog: str) -> ModelTranslator | None:
    """The model engine the arguments ask for, or None for the rule engine.

    Raises ``EngineUnavailable`` (its message says what to install or set) for ``--engine model``
    when the model cannot be used. (``run_with_model`` asks ``wants_model`` first, so that the
    rule engine's commands never import ``cass_lsp.models``.)
    """
    from cass_lsp.models.engine import select_engine
    from cass_lsp.settings import ModelSettings, Settings

    model = ModelSettings(
        backend=args.backend,
        source_model=args.model,
        base_url=args.base_url,
        device=args.device,
        max_new_tokens=args.max_new_tokens,
        context_tokens=args.context_tokens,
    )
    choice = select_engine(Settings(engine=args.engine, model=model))
    for message in choice.messages:
        print(f"{prog}: {message}", file=sys.stderr)
    if not choice.is_model:
        return None
    return ModelTranslator(choice.engine, prog)
