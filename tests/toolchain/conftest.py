"""Fixtures for the toolchain tests: the real toolchains of this machine, skipped with the fix
as reason where one is missing (CI machines install hipcc, nvcc and the PyPI nvidia tools)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.toolchain.discovery import Toolchain, discover

DATA = Path(__file__).parent / "data"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "nvidia_gpu: needs an NVIDIA GPU (nvidia-smi); skipped elsewhere")
    config.addinivalue_line("markers", "amd_gpu: needs an AMD GPU (/dev/kfd and rocminfo); skipped elsewhere")


@pytest.fixture(scope="session")
def toolchain() -> Toolchain:
    """The host's toolchain (Debian's HIP 5.2 here), pinned: these tests were written against it,
    and with nothing chosen the newest HIP found (a 6.4 root) is in use. The roots' lanes are
    tested through tests.lanes."""
    return discover(lane="host")


def _skip_reason(tc: Toolchain, component: str) -> str:
    problem = tc.problem(component)
    return f"{problem.message} Fix: {problem.fix}" if problem else f"{component} not found"


@pytest.fixture(scope="session")
def hip_toolchain(toolchain: Toolchain) -> Toolchain:
    if not toolchain.has_hip:
        pytest.skip(_skip_reason(toolchain, "hipcc"))
    return toolchain


@pytest.fixture(scope="session")
def cuda_toolchain(toolchain: Toolchain) -> Toolchain:
    if not toolchain.has_sass_tools:
        missing = next(c for c in ("nvcc", "cuobjdump", "nvdisasm") if getattr(toolchain, c) is None)
        pytest.skip(_skip_reason(toolchain, missing))
    return toolchain


@pytest.fixture(scope="session")
def data() -> Path:
    return DATA


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private XDG_CACHE_HOME, so remedy tests build their own folders."""
    home = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home
