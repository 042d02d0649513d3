"""CUDA 13's cudaMemPrefetchAsync and cudaMemAdvise take a cudaMemLocation; HIP's take a device id,
hipCpuDeviceId for the host. The location becomes that id: from its type where the file fixes it
(a literal, or a variable given one type), else chosen at run time from its type."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

RELEASES = ["5.2.3", "6.4.3", "7.0.0"]
RUN_TIME = "({0}.type == hipMemLocationTypeDevice ? {0}.id : hipCpuDeviceId)"


def hip(source: str, release: str = "6.4.3") -> str:
    return translate(source, TranslateOptions(hip_version=release)).text


@pytest.mark.parametrize("release", RELEASES)
def test_a_host_location_becomes_the_cpu_device_id(release: str) -> None:
    source = (
        "void f(float* p, size_t n) {\n"
        "  cudaMemLocation loc;\n"
        "  loc.type = cudaMemLocationTypeHost;\n"
        "  loc.id = 0;\n"
        "  cudaMemPrefetchAsync(p, n, loc, 0);\n"
        "  cudaMemAdvise(p, n, cudaMemAdviseSetPreferredLocation, loc);\n"
        "}\n"
    )
    text = hip(source, release)
    assert "hipMemPrefetchAsync(p, n, hipCpuDeviceId);" in text
    assert "hipMemAdvise(p, n, hipMemAdviseSetPreferredLocation, hipCpuDeviceId);" in text


def test_a_device_location_becomes_its_id_and_literals_are_read_by_field() -> None:
    source = (
        "void f(float* p, size_t n, int dev, cudaStream_t s) {\n"
        "  cudaMemLocation loc = {cudaMemLocationTypeDevice, dev};\n"
        "  cudaMemPrefetchAsync(p, n, loc, 0, s);\n"
        "  cudaMemPrefetchAsync(p, n, cudaMemLocation{.id = dev, .type = cudaMemLocationTypeDevice}, 0, s);\n"
        "  cudaMemPrefetchAsync(p, n, {.type = cudaMemLocationTypeHostNuma, .id = 1}, 0, s);\n"
        "}\n"
    )
    text = hip(source)
    assert "hipMemPrefetchAsync(p, n, loc.id, s);" in text
    assert "hipMemPrefetchAsync(p, n, dev, s);" in text
    assert "hipMemPrefetchAsync(p, n, hipCpuDeviceId, s);" in text


@pytest.mark.parametrize("release", RELEASES)
def test_a_location_whose_type_is_decided_at_run_time_is_chosen_at_run_time(release: str) -> None:
    source = (
        "void g(float* p, size_t n, cudaMemLocation where) { cudaMemPrefetchAsync(p, n, where, 0); }\n"
        "void h(float* p, size_t n, int dev, bool host) {\n"
        "  cudaMemLocation loc;\n"
        "  if (host) loc.type = cudaMemLocationTypeHost; else loc.type = cudaMemLocationTypeDevice;\n"
        "  loc.id = dev;\n"
        "  cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy, loc);\n"
        "}\n"
        "void k(float* p, size_t n, cudaMemLocationType t, int dev) {\n"
        "  cudaMemPrefetchAsync(p, n, cudaMemLocation{t, dev}, 0);\n"
        "}\n"
    )
    text = hip(source, release)
    assert f"hipMemPrefetchAsync(p, n, {RUN_TIME.format('where')});" in text
    assert f"hipMemAdvise(p, n, hipMemAdviseSetAccessedBy, {RUN_TIME.format('loc')});" in text
    assert "hipMemPrefetchAsync(p, n, (t == hipMemLocationTypeDevice ? dev : hipCpuDeviceId));" in text


def test_a_location_made_by_a_call_is_evaluated_once() -> None:
    source = "void g(float* p, size_t n, int d) { cudaMemPrefetchAsync(p, n, make_location(d), 0, 0); }\n"
    text = hip(source)
    assert (
        "hipMemPrefetchAsync(p, n, [&] { const hipMemLocation cass_loc = make_location(d);"
        " return cass_loc.type == hipMemLocationTypeDevice ? cass_loc.id : hipCpuDeviceId; }(), 0);"
    ) in text


PROGRAM = """#include <cuda_runtime.h>
void to(float* p, size_t n, cudaMemLocation where, cudaStream_t s) {
  cudaMemPrefetchAsync(p, n, where, 0, s);
  cudaMemAdvise(p, n, cudaMemAdviseSetAccessedBy, where);
}
void to_device(float* p, size_t n, int dev) {
  cudaMemLocation loc = {cudaMemLocationTypeDevice, dev};
  cudaMemPrefetchAsync(p, n, loc, 0);
  cudaMemPrefetchAsync(p, n, cudaMemLocation{cudaMemLocationTypeDevice, dev}, 0);
}
"""


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_the_location_expressions_compile(lane: str, tmp_path: Path) -> None:
    release = {"5.2": "5.2.3", "6.4": "6.4.3"}[lane]
    [result] = translate_tree(tmp_path, {"locations.cu": PROGRAM}, TranslateOptions(hip_version=release)).values()
    assert RUN_TIME.format("where") in result.text and "#ifndef __HIP_PLATFORM_AMD__" not in result.text
    compile_tree(lane, tmp_path, ["locations.cu"], includes=())
