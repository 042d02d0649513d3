"""The session layer in process: toolchain discovery once per settings change, the one factory of
translation options, translations per version, and builds whose headers are translated with the
document's options. A fixed toolchain and a builder that records stand in for discovery and hipcc
(the real ones are tested in tests/toolchain and through the server in tests/lsp)."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from cass_lsp.core.hip_releases import NEWEST_HIP
from cass_lsp.core.result import TranslationResult
from cass_lsp.session import Session, translation_hip
from cass_lsp.settings import Settings, load_settings
from cass_lsp.syntax.parse_service import TextChange
from cass_lsp.toolchain.clang_diagnostics import LineMapping
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.toolchain.pipeline import BuildRequest, DocumentBuild
from tests.lanes import hip_lane

FAKE_HIP = Toolchain(hipcc=Path("/nonexistent/hipcc"), hip_version="5.2.3", targets=("gfx1100",))

HEADER = """#pragma once
#include <cublas_v2.h>
inline void scale(cublasHandle_t h, int n, const float *a, float *x) { cublasSscal(h, n, a, x, 1); }
"""
MAIN = """#include <cublas_v2.h>
#include "blas_helpers.cuh"
__global__ void k(float *x) { x[threadIdx.x] = 0; }
int main() {
  cublasHandle_t h;
  cublasCreate(&h);
  float a = 2, *x = nullptr;
  scale(h, 4, &a, x);
  cublasSaxpy(h, 4, &a, x, 1, x, 1);
}
"""


class RecordingBuilder:
    """Records what a build was given instead of compiling it."""

    def __init__(self, toolchain: Toolchain) -> None:
        self.toolchain = toolchain
        self.calls: list[tuple[BuildRequest, TranslationResult | None, dict]] = []

    async def build(self, request, translation=None, headers=None) -> DocumentBuild:  # type: ignore[no-untyped-def]
        self.calls.append((request, translation, dict(headers or {})))
        text = translation.text if translation is not None else request.text
        mapping = LineMapping.of_translation(translation) if translation else LineMapping.identity(text)
        return DocumentBuild(request, translation, mapping, {}, None, "recorded", [], 0.0, 0.0, text, "")


class CountingDiscovery:
    def __init__(self, toolchain: Toolchain = FAKE_HIP) -> None:
        self.toolchain = toolchain
        self.calls = 0

    def __call__(self, settings) -> Toolchain:  # type: ignore[no-untyped-def]
        self.calls += 1
        return dataclasses.replace(self.toolchain, targets=tuple(settings.targets))


def settings(**values) -> Settings:  # type: ignore[no-untyped-def]
    loaded, errors = load_settings(values)
    assert not errors, errors
    return loaded


def open_cuda(session: Session, path: Path, text: str, version: int = 1):  # type: ignore[no-untyped-def]
    return session.documents.open(path.as_uri(), text, version, "cuda-cpp")


async def test_discovery_runs_once_per_toolchain_settings_change() -> None:
    discovery = CountingDiscovery()
    session = Session(discover_toolchain=discovery)
    session.apply_settings(settings(toolchain={"targets": ["gfx1100"]}))
    first = await session.toolchain()
    session.apply_settings(settings(toolchain={"targets": ["gfx1100"]}, translate={"roc": True}))
    assert await session.toolchain() is first
    assert discovery.calls == 1
    session.apply_settings(settings(toolchain={"targets": ["gfx942"]}))
    assert (await session.toolchain()).targets == ("gfx942",)
    assert discovery.calls == 2


async def test_listeners_hear_of_each_new_toolchain() -> None:
    session = Session(discover_toolchain=CountingDiscovery())
    heard: list[Toolchain] = []
    session.on_toolchain(heard.append)
    session.apply_settings(Settings())
    toolchain = await session.toolchain()
    assert heard == [toolchain]


async def test_translate_options_follow_the_settings_and_the_toolchains_hip() -> None:
    session = Session(discover_toolchain=CountingDiscovery())
    assert session.translate_options().hip_version == NEWEST_HIP  # no toolchain yet: the newest HIP known
    session.apply_settings(settings(translate={"roc": True, "launchStyle": "hipLaunchKernelGGL"}))
    await session.toolchain()
    options = session.translate_options()
    assert (options.hip_version, options.roc, options.launch_style) == ("5.2.3", True, "hipLaunchKernelGGL")


def test_one_function_decides_the_hip_of_a_translation() -> None:
    """--hip-version, else the toolchain's HIP, else the newest known with a note saying so."""
    assert translation_hip(FAKE_HIP) == translation_hip(FAKE_HIP, None) and translation_hip(FAKE_HIP).version == "5.2.3"
    assert translation_hip(FAKE_HIP, "6.4").version == "6.4" and translation_hip(FAKE_HIP, "6.4").note is None
    none_found = translation_hip(Toolchain())
    assert none_found.version == NEWEST_HIP and "no HIP toolchain was found" in (none_found.note or "")
    unknown = translation_hip(dataclasses.replace(FAKE_HIP, hip_version=None))
    assert unknown.version == NEWEST_HIP and "unknown" in (unknown.note or "")


@pytest.mark.slow
async def test_the_editor_translates_for_the_newest_toolchain_found_unless_one_is_chosen(tmp_path: Path) -> None:
    """Real discovery: the 6.4 root beside Debian's 5.2. The editor wrote for 5.2 (the host's
    hipcc was in use) while `cass-lsp translate` wrote for 6.4."""
    newest, host = hip_lane("6.4"), hip_lane("5.2")
    session = Session()
    session.apply_settings(Settings())
    assert (await session.toolchain()).lane == "root rocm-6.4"
    assert session.translate_options().hip_version == newest.hip_version
    doc = open_cuda(session, tmp_path / "k.cu", "__global__ void k(int* x) { x[0] = __ballot_sync(0xffffffff, 1); }\n")
    assert "__ballot_sync(" in (await session.translation(doc)).text  # HIP 6.4 has the *_sync intrinsics
    session.apply_settings(settings(toolchain={"hipccCommand": [str(host.hipcc)]}))
    assert (await session.toolchain()).hip_version == host.hip_version
    assert session.translate_options().hip_version == host.hip_version
    assert "__ballot(" in (await session.translation(doc)).text  # HIP 5.2 has not
    await session.aclose()


async def test_translation_is_cached_per_version_and_options(tmp_path: Path) -> None:
    session = Session(discover_toolchain=CountingDiscovery())
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    first = await session.translation(doc)
    assert await session.translation(doc) is first
    assert session.translation_now(doc) is first
    session.apply_settings(settings(translate={"roc": True}))
    await session.toolchain()
    # the one shown until the new one is made (its fixes are those of the diagnostics on screen)
    assert session.translation_now(doc) is first
    again = await session.translation(doc)
    assert again is not first and "rocblas_" in again.text
    assert session.translation_now(doc) is again


async def test_a_builds_local_headers_are_translated_with_the_documents_options(tmp_path: Path) -> None:
    """With --roc the document calls rocBLAS: its header must too, or the build mixes the two
    libraries (the headers were once translated with default options)."""
    (tmp_path / "blas_helpers.cuh").write_text(HEADER)
    builders: list[RecordingBuilder] = []

    def make_builder(toolchain: Toolchain) -> RecordingBuilder:
        builders.append(RecordingBuilder(toolchain))
        return builders[-1]

    session = Session(discover_toolchain=CountingDiscovery(), make_builder=make_builder)  # type: ignore[arg-type]
    session.apply_settings(settings(translate={"roc": True}))
    await session.toolchain()
    doc = open_cuda(session, tmp_path / "main.cu", MAIN)
    request = session.build_request(doc, "cuda", ((), (), None))
    await session.build(doc, request)
    _, translation, headers = builders[-1].calls[-1]
    assert translation is not None and "rocblas_saxpy" in translation.text
    header = headers["blas_helpers.cuh"][1].text
    assert "rocblas_sscal" in header and "hipblas" not in header


class GatedBuilder(RecordingBuilder):
    """Records, once ``gate`` is set: a build stays running until the test lets it end."""

    def __init__(self, toolchain: Toolchain) -> None:
        super().__init__(toolchain)
        self.gate = asyncio.Event()

    async def build(self, request, translation=None, headers=None) -> DocumentBuild:  # type: ignore[no-untyped-def]
        await self.gate.wait()
        return await super().build(request, translation, headers)


async def _running(session: Session, uri: str) -> None:
    while not session.builds.running(uri):
        await asyncio.sleep(0.001)


async def test_a_wanted_build_is_asked_for_unless_one_is_running_or_current(tmp_path: Path) -> None:
    """A hover asks for a build: the scheduler hears of it, unless the document is being built or
    its latest build is of this version."""
    session = Session(discover_toolchain=CountingDiscovery(), make_builder=GatedBuilder)  # type: ignore[arg-type]
    wanted: list[str] = []
    session.builds.on_wanted(lambda doc: wanted.append(doc.uri))
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    session.builds.want(doc)
    assert wanted == [doc.uri]
    building = asyncio.ensure_future(session.builds.build(doc.uri))
    await _running(session, doc.uri)
    session.builds.want(doc)
    assert wanted == [doc.uri]  # one is running
    session.builder.gate.set()  # type: ignore[union-attr]
    outcome = await building
    assert outcome.build is not None and session.builds.latest(doc.uri) is outcome.build
    assert not session.builds.running(doc.uri)
    session.builds.want(doc)
    assert wanted == [doc.uri]  # the latest build is current
    doc = session.documents.change(doc.uri, 2, [TextChange(MAIN + "// v2\n")])
    session.builds.want(doc)
    assert wanted == [doc.uri, doc.uri]  # an older version's build is not current


async def test_a_build_of_a_version_no_longer_current_is_thrown_away(tmp_path: Path) -> None:
    session = Session(discover_toolchain=CountingDiscovery(), make_builder=GatedBuilder)  # type: ignore[arg-type]
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    building = asyncio.ensure_future(session.builds.build(doc.uri))
    await _running(session, doc.uri)
    session.documents.change(doc.uri, 2, [TextChange(MAIN + "// v2\n")])
    session.builder.gate.set()  # type: ignore[union-attr]
    assert (await building).build is None and session.builds.latest(doc.uri) is None


async def test_a_newer_build_waits_until_the_cancelled_one_has_ended(tmp_path: Path) -> None:
    """Cancelling a build (a newer edit) cancels its job; the next build of the document starts
    only once that job has ended (its compilers reaped), so there are never two at once."""
    session = Session(discover_toolchain=CountingDiscovery(), make_builder=GatedBuilder)  # type: ignore[arg-type]
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    first = asyncio.ensure_future(session.builds.build(doc.uri))
    await _running(session, doc.uri)
    first.cancel()
    second = asyncio.ensure_future(session.builds.build(doc.uri))
    session.builder.gate.set()  # type: ignore[union-attr]
    assert (await second).build is not None and first.cancelled()
    assert len(session.builder.calls) == 1  # type: ignore[union-attr]  # the cancelled one never built


async def test_without_hipcc_a_build_says_what_is_missing(tmp_path: Path) -> None:
    no_hip = dataclasses.replace(FAKE_HIP, hipcc=None, hip_version=None)
    session = Session(discover_toolchain=CountingDiscovery(no_hip), make_builder=RecordingBuilder)  # type: ignore[arg-type]
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    outcome = await session.builds.build(doc.uri)
    assert outcome.build is None and outcome.missing and "hipcc" in outcome.missing


async def test_forget_drops_a_documents_state(tmp_path: Path) -> None:
    session = Session(discover_toolchain=CountingDiscovery(), make_builder=RecordingBuilder)  # type: ignore[arg-type]
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    await session.translation(doc)
    await session.builds.build(doc.uri)
    session.forget(doc.uri)
    assert session.translation_now(doc) is None and session.builds.latest(doc.uri) is None


async def test_discovery_runs_off_the_event_loop() -> None:
    """A slow discovery must not stall the loop (it runs a few subprocesses)."""
    import threading
    import time

    loop_thread = threading.get_ident()
    seen: list[int] = []

    def slow(settings) -> Toolchain:  # type: ignore[no-untyped-def]
        seen.append(threading.get_ident())
        time.sleep(0.2)
        return FAKE_HIP

    session = Session(discover_toolchain=slow)
    session.apply_settings(Settings())
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.01)

    ticker = asyncio.ensure_future(tick())
    await session.toolchain()
    ticker.cancel()
    assert seen and seen[0] != loop_thread
    assert ticks >= 5
