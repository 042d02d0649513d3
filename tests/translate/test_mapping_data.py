"""The committed mapping data: what the engine loads, and that it is what the script generates."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from cass_lsp.translate.mapping import load

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT.parent / "shared" / "reference" / "hipify-tables"
DATA = ROOT / "cass_lsp" / "translate" / "data" / "hipify.json"


def _script():
    spec = importlib.util.spec_from_file_location("gen_hipify_map", ROOT / "scripts" / "gen_hipify_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not (TABLES / "README.md").is_file(), reason=f"HIPIFY tables not present at {TABLES}")
def test_committed_data_equals_what_the_script_generates() -> None:
    gen = _script()
    assert DATA.read_text(encoding="utf-8") == gen.render(gen.generate(TABLES)), (
        "run scripts/gen_hipify_map.py and commit cass_lsp/translate/data/hipify.json"
    )


def test_every_family_is_present() -> None:
    data = load()
    families = {e.family for e in data.apis.values()}
    for family in ("runtime", "driver", "device", "cublas", "curand", "cufft", "cusparse", "cusolver", "cub"):
        assert family in families
    assert {"cucomplex", "nvrtc"} <= families


@pytest.mark.parametrize(
    ("cuda", "hip"),
    [
        ("cudaMalloc", "hipMalloc"),
        ("cudaStream_t", "hipStream_t"),
        ("cuModuleLoad", "hipModuleLoad"),
        ("cublasSgemm", "hipblasSgemm"),
        ("curandCreateGenerator", "hiprandCreateGenerator"),
        ("cufftExecC2C", "hipfftExecC2C"),
        ("cusparseSpMV", "hipsparseSpMV"),
        ("cusolverDnSpotrf", "hipsolverDnSpotrf"),
        ("cuCmulf", "hipCmulf"),
        ("nvrtcGetPTX", "hiprtcGetCode"),
        ("CubDebug", "HipcubDebug"),
        ("cudaHostAlloc", "hipHostMalloc"),  # not the deprecated hipHostAlloc
        ("__nv_bfloat16", "hip_bfloat16"),
    ],
)
def test_known_mappings(cuda: str, hip: str) -> None:
    assert load().apis[cuda].hip == hip


def test_versions_and_cuda13_overlay() -> None:
    apis = load().apis
    assert apis["cudaThreadSynchronize"].cuda_deprecated == "10.0"
    assert apis["cudaBindTexture"].cuda_removed == "12.0"
    assert not apis["__shfl_down_sync"].supported
    assert apis["cudaMemPrefetchAsync"].cuda_changed == "13.0"
    assert apis["cudaLaunchCooperativeKernelMultiDevice"].cuda_removed == "13.0"
    assert apis["cudaDeviceSetLimit"].hip_added == "5.3.0"
    data = load()
    assert "clockRate" in data.prop_removed_in_cuda13
    assert "cudaMalloc" in data.void_pp_first_arg
    assert data.headers["cublas_v2.h"] == "hipblas/hipblas.h"
    assert data.namespaces == {"cub": "hipcub"}


def test_engine_reads_no_shared_folder() -> None:
    """The package must never read /work/shared at run time."""
    package = ROOT / "cass_lsp" / "translate"
    for path in package.rglob("*.py"):
        assert "shared/reference" not in path.read_text(encoding="utf-8"), path
