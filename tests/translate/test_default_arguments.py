"""A call that leaves out an argument CUDA's declaration defaults and the HIP targeted does not (issue 42):
`cudaStreamWaitEvent(s, e)` built for HIP 5.2, whose hipStreamWaitEvent has no default for its flags."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.hip_releases import HIP_5_2, HIP_6_4
from cass_lsp.translate import TranslateOptions
from tests.translate.strict import translate

SOURCE = """\
#include <cstdio>
int main() {
  cudaStream_t s;
  cudaEvent_t e;
  cudaStreamCreate(&s);
  cudaEventCreate(&e);
  cudaEventRecord(e, s);
  cudaStreamWaitEvent(s, e);
  cudaStreamWaitEvent(s, e, 0);
  printf("%d\\n", (int)cudaStreamSynchronize(s));
  return 0;
}
"""


def test_the_flags_are_passed_for_a_hip_without_their_default() -> None:
    text = translate(SOURCE, TranslateOptions(hip_version=HIP_5_2.version)).text
    assert "  hipStreamWaitEvent(s, e, 0);\n  hipStreamWaitEvent(s, e, 0);\n" in text


def test_a_hip_with_the_default_keeps_the_call() -> None:
    text = translate(SOURCE, TranslateOptions(hip_version=HIP_6_4.version)).text
    assert "  hipStreamWaitEvent(s, e);\n  hipStreamWaitEvent(s, e, 0);\n" in text


@pytest.mark.slow
def test_it_builds_on_hips_nvidia_platform(tmp_path: Path) -> None:
    from tests.nvidia_lane import compile_on_nvidia, layer

    source = tmp_path / "wait.hip"
    source.write_text(translate(SOURCE, TranslateOptions(hip_version=layer().hip_version)).text)
    compile_on_nvidia(source, link=True)
