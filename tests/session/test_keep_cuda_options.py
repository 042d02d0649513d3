"""In a keep-CUDA project (``cass-lsp-hip.json`` at its root, written by `port --keep-cuda`) the
editor translates as the project's generated AMD build does: its recorded launch style and roc,
not the editor settings', and the HIP of the toolchain in use. So the background build's errors
are the AMD build's. A fixed toolchain and a recording builder stand in for discovery and hipcc."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.buildfiles import keep_cuda
from cass_lsp.session import Session
from cass_lsp.session.options import project_options
from cass_lsp.toolchain.model import Toolchain
from tests.session.test_session import HEADER, MAIN, CountingDiscovery, RecordingBuilder, open_cuda, settings


def record(root: Path, **translate: object) -> None:
    """What `port --keep-cuda` writes at a project's root."""
    root.mkdir(parents=True, exist_ok=True)
    data = {"tool": "cass-lsp port --keep-cuda", "translate": translate}
    (root / keep_cuda.OPTIONS_FILE).write_text(json.dumps(data))


def recording_session() -> tuple[Session, list[RecordingBuilder]]:
    builders: list[RecordingBuilder] = []

    def make_builder(toolchain: Toolchain) -> RecordingBuilder:
        builders.append(RecordingBuilder(toolchain))
        return builders[-1]

    return Session(discover_toolchain=CountingDiscovery(), make_builder=make_builder), builders  # type: ignore[arg-type]


async def build_main(session: Session, builders: list[RecordingBuilder], folder: Path):  # type: ignore[no-untyped-def]
    """The background build of ``folder/main.cu`` (which includes ``blas_helpers.cuh``): what the
    builder was given."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "blas_helpers.cuh").write_text(HEADER)
    doc = open_cuda(session, folder / "main.cu", MAIN)
    await session.build(doc, session.build_request(doc, "cuda", ((), (), None)))
    _, translation, headers = builders[-1].calls[-1]
    return translation.text, headers["blas_helpers.cuh"][1].text


async def test_a_keep_cuda_projects_recorded_roc_decides_its_documents_and_headers(tmp_path: Path) -> None:
    """The editor says hipBLAS, the project's AMD build calls rocBLAS: the editor follows the build."""
    record(tmp_path / "proj", launch_style="chevrons", roc=True)
    session, builders = recording_session()
    session.apply_settings(settings(translate={"roc": False}))
    await session.toolchain()
    text, header = await build_main(session, builders, tmp_path / "proj" / "src")
    assert "rocblas_saxpy" in text and "hipblas" not in text
    assert "rocblas_sscal" in header and "hipblas" not in header
    # The HIP is still the toolchain's.
    assert session.translate_options(tmp_path / "proj" / "src" / "main.cu").hip_version == "5.2.3"


async def test_outside_a_keep_cuda_project_the_settings_decide(tmp_path: Path) -> None:
    session, builders = recording_session()
    session.apply_settings(settings(translate={"roc": False}))
    await session.toolchain()
    text, header = await build_main(session, builders, tmp_path / "plain")
    assert "hipblasSaxpy" in text and "rocblas" not in text
    assert "hipblasSscal" in header and "rocblas" not in header


async def test_a_recorded_roc_false_overrides_the_settings_roc(tmp_path: Path) -> None:
    record(tmp_path, launch_style="hipLaunchKernelGGL", roc=False)
    session, _ = recording_session()
    session.apply_settings(settings(translate={"roc": True, "launchStyle": "chevrons"}))
    await session.toolchain()
    doc = open_cuda(session, tmp_path / "k.cu", MAIN)
    options = session.translate_options(doc)
    assert (options.roc, options.launch_style) == (False, "hipLaunchKernelGGL")
    assert "hipblasSaxpy" in (await session.translation(doc)).text
    # Another document, outside the project: the settings.
    assert session.translate_options(tmp_path.parent / "elsewhere.cu").roc is True


def test_recorded_options_are_read_as_the_generated_build_reads_them(tmp_path: Path) -> None:
    record(tmp_path, launch_style="bogus", roc="yes")
    found = project_options(tmp_path / "a" / "k.cu")
    assert found is not None and (found.root, found.launch_style, found.roc) == (tmp_path, "chevrons", False)
    assert project_options(Path("Untitled-1")) is None  # an untitled document belongs nowhere
