"""Headers found through the include folders of compile_commands.json are the project's: the
background build translates them with the document's options, as ``port`` translates every
header of the tree it ports. They were compiled untranslated: 12 false "undeclared identifier
'checkCudaErrors'"-style errors on a CUDALibrarySamples sample whose ``port --check`` was clean.

The reproduction: ``app/main.cu`` includes ``"helper_cuda.h"`` from the sibling ``common/``,
named by ``-I../common`` in ``build/compile_commands.json``; the helper uses CUDA names and
includes its own neighbour. A header of a folder outside the project (a vendor's, a toolkit's)
is left to the compiler."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from cass_lsp.session import Session
from cass_lsp.settings import Settings, load_settings
from cass_lsp.toolchain.pipeline import Builder, request_flags
from tests.lanes import hip_lane
from tests.session.test_session import CountingDiscovery

MAIN = """#include <cuda_runtime.h>
#include "helper_cuda.h"
#include <vendor.h>

__global__ void scale(float* x) { x[threadIdx.x] *= 2.0f; }

int main() {
  float* d;
  checkCudaErrors(cudaMalloc(&d, 64 * sizeof(float)));
  scale<<<1, 64>>>(d);
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d));
  return 0;
}
"""
HELPER_CUDA = """#pragma once
#include <cstdio>
#include <cstdlib>
#include "helper_string.h"

inline void check(cudaError_t result, const char* what) {
  if (result != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\\n", what, cudaGetErrorString(result));
    std::exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val)
"""
HELPER_STRING = """#pragma once
inline int device_count() { int n = 0; cudaGetDeviceCount(&n); return n; }
"""
VENDOR = "#pragma once\ninline int vendor_version() { return 3; }\n"


def project(tmp_path: Path) -> tuple[Path, Path]:
    """(the project folder, its main.cu); the vendor's header lies outside the project."""
    root = tmp_path / "proj"
    (root / "app").mkdir(parents=True)
    (root / "common").mkdir()
    (root / "build").mkdir()
    (tmp_path / "vendor" / "include").mkdir(parents=True)
    (root / "app" / "main.cu").write_text(MAIN)
    (root / "common" / "helper_cuda.h").write_text(HELPER_CUDA)
    (root / "common" / "helper_string.h").write_text(HELPER_STRING)
    (tmp_path / "vendor" / "include" / "vendor.h").write_text(VENDOR)
    entry = {
        "directory": str(root / "build"),
        "file": "../app/main.cu",
        "command": "nvcc -I../common -I../../vendor/include -c ../app/main.cu -o main.o",
    }
    (root / "build" / "compile_commands.json").write_text(json.dumps([entry]))
    return root, root / "app" / "main.cu"


def settings(**values) -> Settings:  # type: ignore[no-untyped-def]
    loaded, errors = load_settings(values)
    assert not errors, errors
    return loaded


async def test_headers_found_through_the_include_folders_are_translated(tmp_path: Path) -> None:
    root, main = project(tmp_path)
    session = Session(discover_toolchain=CountingDiscovery())
    await session.toolchain()
    doc = session.documents.open(main.as_uri(), MAIN, 1, "cuda-cpp")
    flags = request_flags(main, workspace_folders=[root])
    request = session.build_request(doc, "cuda", flags, project_dirs=(str(root),))
    headers = session.translate_headers(request)
    assert sorted(headers) == ["helper_cuda.h", "helper_string.h"]  # the vendor's is not the project's
    assert headers["helper_cuda.h"][0] == root / "common" / "helper_cuda.h"
    helper = headers["helper_cuda.h"][1].text
    assert "hipGetErrorString" in helper and "cudaGetErrorString" not in helper
    assert "hipGetDeviceCount" in headers["helper_string.h"][1].text


async def test_a_header_outside_every_project_folder_is_left_to_the_compiler(tmp_path: Path) -> None:
    root, main = project(tmp_path)
    session = Session(discover_toolchain=CountingDiscovery())
    await session.toolchain()
    doc = session.documents.open(main.as_uri(), MAIN, 1, "cuda-cpp")
    request = session.build_request(doc, "cuda", request_flags(main, workspace_folders=[root]))
    assert session.translate_headers(request) == {}  # no workspace folder: only the document's own


@pytest.mark.slow
async def test_the_background_build_compiles_the_translated_headers(tmp_path: Path) -> None:
    """With the real hipcc (Debian's HIP 5.2, one target, no SASS): no false errors."""
    lane = hip_lane("5.2")
    root, main = project(tmp_path)
    session = Session(make_builder=lambda tc: Builder(dataclasses.replace(tc, nvcc=None)))
    session.apply_settings(settings(toolchain={"hipccCommand": [str(lane.hipcc)], "targets": ["gfx1100"]}))
    doc = session.documents.open(main.as_uri(), MAIN, 1, "cuda-cpp")
    outcome = await session.builds.build(doc.uri, workspace_folders=[root])
    await session.aclose()
    assert outcome.build is not None
    errors = [f"{d.start_line + 1}: {d.message}" for d in outcome.build.diagnostics if d.severity == "error"]
    assert errors == []
    assert outcome.build.targets["gfx1100"].result.ok


async def test_a_header_that_wraps_a_system_header_is_left_to_the_compiler(tmp_path: Path) -> None:
    """``inc/limits.h`` with ``#include_next <limits.h>``: a copy beside the translation would
    break the chain (the original would be found next, and included twice)."""
    root, main = project(tmp_path)
    (root / "common" / "limits.h").write_text("#include_next <limits.h>\n#define LOCAL_LIMIT 1\n")
    text = MAIN.replace("#include <vendor.h>\n", "#include <limits.h>\n")
    session = Session(discover_toolchain=CountingDiscovery())
    await session.toolchain()
    doc = session.documents.open(main.as_uri(), text, 1, "cuda-cpp")
    request = session.build_request(doc, "cuda", request_flags(main, workspace_folders=[root]), (str(root),))
    assert sorted(session.translate_headers(request)) == ["helper_cuda.h", "helper_string.h"]
