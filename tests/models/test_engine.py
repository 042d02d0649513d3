"""The engine interface: choosing rules/model/auto, model results as TranslationResults, fallbacks."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from cass_lsp.core.result import apply_edits
from cass_lsp.models.base import Cancelled, CancelToken, EngineUnavailable, ProgressEvent
from cass_lsp.models.engine import (
    BackendCache,
    FallbackEngine,
    ModelEngine,
    ModelTranslationResult,
    RuleEngine,
    line_diff_edits,
    select_asm_engine,
    select_engine,
)
from cass_lsp.models.transformers_backend import TransformersBackend
from cass_lsp.settings import DecodeSettings, ModelSettings, Settings
from tests.models.scripted import ScriptedBackend

CUDA = """#include <cuda_runtime.h>

__global__ void scale(float* x, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}

int main() {
    float* x;
    cudaMalloc(&x, 64 * sizeof(float));
    scale<<<1, 64>>>(x, 2.0f, 64);
    cudaDeviceSynchronize();
    cudaFree(x);
}
"""
HIP = CUDA.replace("cuda_runtime.h", "hip/hip_runtime.h").replace("cuda", "hip")


def settings(**model: object) -> Settings:
    engine = model.pop("engine", "auto")
    return Settings(engine=engine, model=ModelSettings(**model))  # type: ignore[arg-type]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---- selection -----------------------------------------------------------------------------


def test_rules_when_chosen() -> None:
    choice = select_engine(settings(engine="rules", source_model="/nowhere"))
    assert isinstance(choice.engine, RuleEngine) and choice.messages == [] and not choice.is_model


def test_auto_without_a_model_is_rules_silently() -> None:
    choice = select_engine(settings())
    assert isinstance(choice.engine, RuleEngine) and choice.messages == []


def test_auto_with_a_missing_model_is_rules_with_a_message(tmp_path: Path) -> None:
    choice = select_engine(settings(source_model=str(tmp_path / "missing")))
    assert isinstance(choice.engine, RuleEngine)
    assert "does not exist" in choice.messages[0]


def test_model_with_a_missing_model_explains(tmp_path: Path) -> None:
    with pytest.raises(EngineUnavailable, match="does not exist"):
        select_engine(settings(engine="model", source_model=str(tmp_path / "missing")))
    with pytest.raises(EngineUnavailable) as info:
        select_engine(settings(engine="model"))
    assert "model.sourceModel is not set" in str(info.value)


def test_model_without_torch_says_what_to_install(monkeypatch: pytest.MonkeyPatch, tiny_model_dir: Path) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(EngineUnavailable) as info:
        select_engine(settings(engine="model", source_model=str(tiny_model_dir)))
    assert "pip install 'cass-lsp[model]'" in str(info.value)
    choice = select_engine(settings(source_model=str(tiny_model_dir)))
    assert isinstance(choice.engine, RuleEngine) and "torch not installed" in choice.messages[0]


def test_auto_with_a_loadable_model_is_the_model(tiny_model_dir: Path) -> None:
    cache = BackendCache()
    choice = select_engine(settings(source_model=str(tiny_model_dir), device="cpu"), cache=cache)
    assert isinstance(choice.engine, FallbackEngine) and choice.is_model
    assert choice.engine.name == f"model:{tiny_model_dir}"
    # The backend (and its loaded model) survives a settings change that does not concern it.
    again = select_engine(settings(source_model=str(tiny_model_dir), device="cpu", retries=5), cache=cache)
    assert again.model is not None and choice.model is not None
    assert again.model.backend is choice.model.backend
    # A decoder setting concerns it: the model is loaded again with the new one.
    tuned = settings(source_model=str(tiny_model_dir), device="cpu", decode=DecodeSettings(split_values=2))
    third = select_engine(tuned, cache=cache)
    assert third.model is not None and third.model.backend is not choice.model.backend
    assert isinstance(third.model.backend, TransformersBackend) and third.model.backend.decode.split_values == 2


def test_openai_needs_a_url_and_a_name() -> None:
    with pytest.raises(EngineUnavailable, match="baseUrl"):
        select_engine(settings(engine="model", backend="openai", source_model="m"))
    with pytest.raises(EngineUnavailable, match="sourceModel"):
        select_engine(settings(engine="model", backend="openai", base_url="http://127.0.0.1:1/v1"))


def test_asm_needs_an_asm_model(tiny_model_dir: Path) -> None:
    with pytest.raises(EngineUnavailable, match="asmModel"):
        select_asm_engine(settings(source_model=str(tiny_model_dir)))
    engine = select_asm_engine(settings(asm_model=str(tiny_model_dir), device="cpu"))
    assert engine.asm_name == f"model:{tiny_model_dir}"


# ---- results -------------------------------------------------------------------------------


def test_line_diff_edits_rebuild_the_text() -> None:
    edits = line_diff_edits(CUDA, HIP)
    assert apply_edits(CUDA, edits) == HIP
    assert all(e.start <= e.end for e in edits)
    assert line_diff_edits(CUDA, CUDA) == ()
    unicode_src, unicode_out = "// ü\nint a;\n", "// ü\nint b;\nint c;\n"
    assert apply_edits(unicode_src, line_diff_edits(unicode_src, unicode_out)) == unicode_out


async def test_model_translation_is_a_translation_result_with_a_source_map() -> None:
    backend = ScriptedBackend([f"Here you go:\n```amd\n{HIP}```\n"])
    engine = ModelEngine(backend)
    events: list[ProgressEvent] = []
    result = await engine.translate(CUDA, progress=events.append)
    assert isinstance(result, ModelTranslationResult)
    assert result.text == HIP and result.engine == "model:scripted-cass" and result.from_model
    assert apply_edits(CUDA, result.edits) == HIP
    assert len(result.source_map) == HIP.count("\n") + 1  # source_map_for counts the line after the last newline
    assert result.cuda_lines(0) == (0, 0) and result.cuda_lines(9) == (9, 9)
    assert result.complete and result.messages == []
    assert backend.requests[0][0]["content"].startswith("Convert the following CUDA code to AMD GPU code:\n```cuda\n")
    generating = [e for e in events if e.stage == "generating"]
    assert generating and generating[-1].tokens == result.tokens > 0
    assert "".join(e.delta for e in generating).startswith("Here you go:")


async def test_a_cut_answer_is_marked_incomplete() -> None:
    engine = ModelEngine(ScriptedBackend([f"```amd\n{HIP[:120]}"]))
    result = await engine.translate(CUDA)
    assert not result.complete and "ended inside its code block" in result.messages[0]


async def test_long_input_is_split_and_reassembled() -> None:
    functions = "".join(
        f"__global__ void k{i}(float* x) {{\n" + "".join(f"    x[{j}] += {j};\n" for j in range(30)) + "}\n\n"
        for i in range(6)
    )
    source = "#include <cuda_runtime.h>\n\n" + functions
    answers = []
    engine = ModelEngine(ScriptedBackend(answers), context_tokens=600)
    # The scripted model echoes each piece as HIP: answers are computed from the requests.
    backend = engine.backend

    async def echo(task, messages, **kwargs):  # type: ignore[no-untyped-def]
        backend.requests.append(messages)
        code = messages[0]["content"].split("```cuda\n", 1)[1].rsplit("\n```", 1)[0]
        from cass_lsp.models.base import Completion

        return Completion(f"```amd\n#include <hip/hip_runtime.h>\n{code}\n```", 10, "stop", "scripted")

    backend.complete = echo  # type: ignore[method-assign]
    result = await engine.translate(source)
    assert result.pieces > 1 and len(backend.requests) == result.pieces
    assert result.text.count("#include <hip/hip_runtime.h>") == 1
    assert all(f"void k{i}(" in result.text for i in range(6))
    assert "translated in" in result.messages[-1]


async def test_fallback_to_rules_when_the_server_is_down() -> None:
    s = settings(backend="openai", base_url=f"http://127.0.0.1:{closed_port()}/v1", source_model="m", retries=0)
    choice = select_engine(s)
    assert isinstance(choice.engine, FallbackEngine)
    events: list[ProgressEvent] = []
    result = await choice.engine.translate(CUDA, progress=events.append)
    assert result.engine == "rules"
    assert "hip/hip_runtime.h" in result.text
    assert "CASS model not used" in result.messages[0] and "cannot connect" in result.messages[0]
    assert events[-1].stage == "fallback"


async def test_fallback_when_the_answer_is_empty() -> None:
    engine = FallbackEngine(ModelEngine(ScriptedBackend(["I cannot help with that."[:0]])), RuleEngine())
    result = await engine.translate(CUDA)
    assert result.engine == "rules" and "held no code" in result.messages[0]


async def test_fallback_when_a_function_is_longer_than_the_window() -> None:
    huge = "__global__ void huge(float* x) {\n" + "    x[0] += 1;\n" * 400 + "}\n"
    engine = FallbackEngine(ModelEngine(ScriptedBackend([]), context_tokens=512), RuleEngine())
    result = await engine.translate(huge)
    assert result.engine == "rules" and "huge (line 1" in result.messages[0]


async def test_cancel_raises_and_does_not_fall_back() -> None:
    cancel = CancelToken()
    engine = FallbackEngine(ModelEngine(ScriptedBackend([f"```amd\n{HIP}```"], delay=0.01)), RuleEngine())

    def progress(event: ProgressEvent) -> None:
        if event.stage == "generating":
            cancel.cancel()

    with pytest.raises(Cancelled):
        await engine.translate(CUDA, progress=progress, cancel=cancel)


async def test_rules_do_not_translate_assembly() -> None:
    with pytest.raises(EngineUnavailable, match="asmModel"):
        await RuleEngine().translate_asm("EXIT;")


async def test_the_tiny_model_end_to_end(tiny_model_dir: Path) -> None:
    """The real transformers path: its garbage answer is extracted (no fence: the whole answer)."""
    backend = TransformersBackend(str(tiny_model_dir), str(tiny_model_dir), device="cpu")
    engine = ModelEngine(backend, max_new_tokens=24)
    events: list[ProgressEvent] = []
    result = await engine.translate(CUDA, progress=events.append)
    assert result.engine == f"model:{tiny_model_dir}"
    assert apply_edits(CUDA, result.edits) == result.text
    assert result.tokens == 24 and not result.complete  # cut at max_new_tokens
    assert max(e.tokens for e in events) == 24
    asm = await engine.translate_asm("Function : _Z1kv\nMOV R1, c[0x0][0x28] ;  /* 0x00000a0000017a02 */\nEXIT ;\n")
    assert asm.normalized == "Function : _Z1kv\nMOV R1, c[0x0][0x28];\nEXIT;\n"
    assert asm.engine == f"model:{tiny_model_dir}" and asm.tokens == 24
    await backend.aclose()
