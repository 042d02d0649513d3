"""The verify-and-repair loop with a real hipcc compile.

The candidates come from a scripted backend (one HIP program that fails to compile, then one
that compiles), through the real ModelEngine; the compiles are real.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.models.base import ProgressEvent
from cass_lsp.models.engine import ModelEngine, RuleEngine
from cass_lsp.models.repair import CompileOutcome, hipcc_compile, translate_verified
from tests.models.scripted import ScriptedBackend

CUDA = """#include <cuda_runtime.h>

__global__ void scale(float* x, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}
"""
BROKEN_HIP = """#include <hip/hip_runtime.h>

__global__ void scale(float* x, float a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= factor;
}
"""
GOOD_HIP = CUDA.replace("cuda_runtime.h", "hip/hip_runtime.h")


@pytest.fixture(scope="module")
def builder():
    from cass_lsp.settings import ToolchainSettings
    from cass_lsp.toolchain.discovery import discover
    from cass_lsp.toolchain.pipeline import Builder

    toolchain = discover(ToolchainSettings())
    if not toolchain.has_hip or not toolchain.targets:
        pytest.skip("hipcc not found (apt-get install hipcc)")
    return Builder(toolchain)


def compile_fn(builder, tmp_path: Path):
    return hipcc_compile(builder, tmp_path / "scale.cu", targets=builder.toolchain.targets[:1], timeout=120)


@pytest.mark.slow
async def test_the_first_candidate_that_compiles_wins(builder, tmp_path: Path) -> None:
    backend = ScriptedBackend([f"```amd\n{BROKEN_HIP}```", f"Fixed:\n```amd\n{GOOD_HIP}```"])
    events: list[ProgressEvent] = []
    outcome = await translate_verified(
        ModelEngine(backend), CUDA, compile_fn(builder, tmp_path), attempts=3, progress=events.append
    )
    assert outcome.source == "model"
    assert outcome.chosen.text == GOOD_HIP and outcome.chosen.engine == "model:scripted-cass"
    assert [c.compile.ok for c in outcome.candidates] == [False, True]
    assert "factor" in outcome.candidates[0].compile.errors
    assert outcome.candidates[0].compile.diagnostics  # mapped onto the CUDA source
    # The repair request: the CASS turn, the model's answer, then the compiler's errors.
    repair = backend.requests[1]
    assert repair[0]["content"].startswith("Convert the following CUDA code to AMD GPU code:")
    assert repair[1] == {"role": "assistant", "content": f"```amd\n{BROKEN_HIP}```"}
    assert "undeclared identifier 'factor'" in repair[2]["content"]
    assert "/tmp/" not in repair[2]["content"]  # the private build folder is not shown
    attempts = [(e.attempt, e.attempts) for e in events if e.stage == "compiling"]
    assert attempts == [(1, 3), (2, 3)]
    assert any("after 1 repair" in m for m in outcome.messages)


@pytest.mark.slow
async def test_when_nothing_compiles_the_rules_result_is_offered(builder, tmp_path: Path) -> None:
    backend = ScriptedBackend([f"```amd\n{BROKEN_HIP}```", f"```amd\n{BROKEN_HIP}```"])
    outcome = await translate_verified(
        ModelEngine(backend), CUDA, compile_fn(builder, tmp_path), attempts=2, rules=RuleEngine()
    )
    assert outcome.source == "rules" and outcome.chosen.engine == "rules"
    assert "hip/hip_runtime.h" in outcome.chosen.text
    assert len(outcome.candidates) == 2 and not any(c.compile.ok for c in outcome.candidates)
    assert outcome.model_attempt is not None and outcome.model_attempt.result.text == BROKEN_HIP
    assert "none of the model's 2 translations compiled" in outcome.messages[-1]


async def test_attempts_are_bounded_and_a_missing_compiler_is_reported() -> None:
    calls = 0

    async def never_ok(result):  # type: ignore[no-untyped-def]
        nonlocal calls
        calls += 1
        return CompileOutcome(False, "error: nope")

    backend = ScriptedBackend([f"```amd\n{BROKEN_HIP}```"] * 5)
    outcome = await translate_verified(ModelEngine(backend), CUDA, never_ok, attempts=3)
    assert calls == 3 and len(backend.requests) == 3 and outcome.source == "rules"

    async def no_compiler(result):  # type: ignore[no-untyped-def]
        return CompileOutcome(False, "hipcc not found.", verified=False)

    outcome = await translate_verified(
        ModelEngine(ScriptedBackend([f"```amd\n{GOOD_HIP}```"])), CUDA, no_compiler, attempts=3
    )
    assert outcome.source == "unverified" and outcome.chosen.text == GOOD_HIP
    assert "not compiled: hipcc not found." in outcome.messages[0]
