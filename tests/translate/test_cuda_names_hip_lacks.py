"""Any construct the rules leave that HIP lacks gets a finding (issue 34, item 7; issue 35, item 7).

The names CUDA 13's runtime and device headers declare (its API: `cuda*`, `CUDA*`, `CU*`, `cu*`,
the `__` intrinsics, cooperative_groups.h's members) are compared with what HIP 6.4 declares (its
headers and clang's HIP headers), as test_unsupported_vs_hip_headers.py compares the renames. Each
name only CUDA has must be claimed by a rule (renamed, rewritten or reported), be one the
unknown-API check reports, or be listed below as CUDA's own machinery with the reason. It failed
on `CUDART_CB` ("variable has incomplete type 'void'"), `block_tile_memory`, the half-precision
constants, `__cvta_*`, `__threadfence_cluster`, CUDA 12's group members and driver types CUDA
12.x added. Then the constructs are translated as real code writes them and compiled on the HIP
6.4 lane; every such name the translation leaves has a finding on it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

from cass_lsp.translate import default_rules, identifiers, lexer, mapping, unknown_api
from tests.lanes import cached_json, compile_on_lane, content_key, folder_fingerprint, hip_lane, run_compile
from tests.translate.strict import translate
from tests.translate.test_unsupported_vs_hip_headers import INCLUDE, declared_names, hip64_declarations, needs_root

# What CUDA's declarations wear that hides their shape: `struct __align__(16) block_tile_memory`.
_ATTRIBUTES = re.compile(
    r"\b(?:__align__|alignas|__declspec|__attribute__)\s*\((?:[^()]|\([^()]*\))*\)|\b__device_builtin__\b"
    r"|\b__cudart_builtin__\b"
)
# Headers of features HIP has none of, each reported as a whole (unsupported-header: mma.h,
# cuda_pipeline.h, cuda_awbarrier.h), of interop and tools (issue 35), and CUDA's own generated
# and typedef files.
_NOT_API = re.compile(
    r"^(?:cupti|nv|generated_|cudaEGL|cudaGL|cudaVDPAU|cuda_egl|cuda_gl|cuda_vdpau|fatbinary|cuda_awbarrier"
    r"|cuda_pipeline|cudaProfiler|cudaTypedefs|cudart_platform|cuda_stdint|mma|cuda_occupancy)|Typedefs\.h$"
)
_API = re.compile(r"^(?:cuda|CUDA|CU|cu[A-Z]|__[a-z])")
# Implementation details of CUDA's headers, by their names' shape.
_IMPLEMENTATION = re.compile(
    r"_impl$|_internal$|^__libcpp_|^__float_simpl|_helper$|^__(?:cudart|nv|internal)|^__[a-z0-9]+Atomic[A-Z]"
)

# CUDA's own machinery: names its headers declare that no program of a user calls. name -> why.
_NVCC_INTERNALS = "nvcc's generated code and the device runtime call it (host_runtime.h, cuda_device_runtime_api.h)"
_STORAGE = "a storage-class or attribute macro of crt/host_defines.h and storage_class.h, which nvcc expands"
_CG_INTERNAL = "an implementation detail of cooperative_groups.h"
_CLUSTER_MEMBER = "a member of cluster_group, which the cooperative-groups rule reports where it is used"
MACHINERY: dict[str, str] = {
    **{
        name: _STORAGE
        for name in (
            "__annotate__",
            "__builtin_align__",
            "__device__shadow_var",
            "__device__text_var",
            "__device_builtin_surface_type__",
            "__device_builtin_texture_type__",
            "__device_fun",
            "__device_func__",
            "__device_var",
            "__dv",
            "__export__",
            "__host__shadow_var",
            "__import__",
            "__inline_hint__",
            "__loc_sc__",
            "__local_maxnreg__",
            "__local_warpSize",
            "__location__",
            "__name__shadow_var",
            "__name__text_var",
            "__no_return__",
            "__pad__",
            "__surf__",
            "__text__",
            "__text_var",
            "__thread__",
            "__tile__",
            "__tile_builtin__",
            "__tile_global__",
            "__type",
            "__var_used__",
            "__specialization_static",
            "CUDART_DEVICE",
        )
    },
    # C and C++ spellings the compiler itself knows (clang has them as keywords or builtins).
    **{
        name: "a keyword or builtin of the compiler"
        for name in (
            "__restrict__",
            "__inline__",
            "__func__",
            "__cdecl",
            "__builtin_expect",
            "__assert",
            "__assert2",
            "__assert_rtn",
        )
    },
    **{
        name: "a helper of CUDA's math headers (the functions around it are what programs call)"
        for name in (
            "__cmath_power",
            "__host_stirling_poly",
            "__host_tgamma_kernel",
            "__host_tgamma_stirling",
            "__isfinite",
            "__isfinitef",
            "__isinfd",
            "__isnand",
        )
    },
    **{
        name: _NVCC_INTERNALS
        for name in (
            "__cudaAddressOf",
            "__cudaDeviceSynchronizeDeprecationAvoidance",
            "__cudaGetKernel",
            "__cudaInitModule",
            "__cudaOccupancyB2DHelper",
            "__cudaPopCallConfiguration",
            "__cudaSetupArg",
            "__cudaSetupArgSimple",
            "__cudaUnregisterBinaryUtil",
            "__cudaUnregisterFatBinary",
            "__cuda_INT_MAX",
            "__cuda_builtin_vector_align8",
            "cudalibraryHostUniversalFunctionAndDataTable",
        )
    },
    **{
        name: _CG_INTERNAL
        for name in (
            "__multi_warp_thread_block_tile",
            "__single_warp_thread_block_tile",
            "__static_parent_thread_block_tile_base",
            "__static_size_multi_warp_tile_base",
            "__static_size_thread_block_tile_base",
            "__static_size_tile_base",
            "collectives_scheme",
            "get_mask",
            "get_scratch_location",
            "get_sync_location",
            "get_type",
            "gg",
            "gg_data",
            "group_data",
            "init_barriers",
            "internal_thread_block_tile",
            "multi_warp_scratch_location_getter",
            "multi_warp_sync_location_getter",
            "staticParentBaseT",
            "staticSizeBaseT",
            "staticTileBaseT",
            "tg_data",
            "th",
            "thread_group_base",
            "verify_thread_block_tile_size",
        )
    },
    **{
        name: _CLUSTER_MEMBER
        for name in (
            "cluster_index",
            "cluster_rank",
            "dim_clusters",
            "num_clusters",
            "map_shared_rank",
            "query_shared_rank",
        )
    },
    "arrival_token": "the type grid_group::barrier_arrive() returns, which the cg-members rule reports",
}
# Families of nvcc's internals, by name.
MACHINERY_FAMILIES = re.compile(r"^__cudaCDP2|^__cudaRegister|^__cudaLaunch|^__cudaGet_|^__storage_")


def cuda_include() -> Path | None:
    """nvcc's include folder (as `nvcc --dryrun` gives it), or None without nvcc."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        return None
    out = subprocess.run(
        [nvcc, "--dryrun", "-c", "-x", "cu", "/dev/null", "-o", "/dev/null"],
        capture_output=True,
        text=True,
        check=False,
    )
    found = re.search(r'INCLUDES="-I([^"]+)"', out.stdout + out.stderr)
    return Path(found.group(1)).resolve() if found else None


CUDA_INCLUDE = cuda_include()
CLANG_HIP = INCLUDE.parent / "lib"
needs_cuda = pytest.mark.skipif(
    CUDA_INCLUDE is None or not (CUDA_INCLUDE / "cuda_runtime_api.h").is_file(), reason="no CUDA toolkit (nvcc)"
)


def _declared(paths: list[Path], key_name: str) -> frozenset[str]:
    recipe = [[str(p), p.stat().st_size, p.stat().st_mtime_ns] for p in paths]
    key = content_key([key_name], recipe, [Path(__file__)], None)

    def compute() -> tuple[list[str], bool]:
        names: set[str] = set()
        for path in paths:
            names |= declared_names(_ATTRIBUTES.sub(" ", path.read_text(encoding="utf-8", errors="replace")))
        return sorted(names), True

    return frozenset(cached_json(key, compute))


@cache
def cuda_api() -> frozenset[str]:
    """The API names of CUDA's runtime and device headers and cooperative_groups.h's members."""
    assert CUDA_INCLUDE is not None
    files = [p for p in CUDA_INCLUDE.glob("*.h*") if not _NOT_API.search(p.name)]
    files += [p for p in (CUDA_INCLUDE / "crt").glob("*.h*") if not _NOT_API.search(p.name)]
    api = {n for n in _declared(sorted(files), "CUDA API") if _API.match(n) and not _IMPLEMENTATION.search(n)}
    groups = _declared([CUDA_INCLUDE / "cooperative_groups.h"], "CUDA cooperative groups")
    members = {n for n in groups if re.fullmatch(r"[a-z]\w*", n) and n != "details" and not _IMPLEMENTATION.search(n)}
    return frozenset(api | members)


@cache
def hip_has() -> frozenset[str]:
    """What HIP 6.4 declares: its headers and clang's HIP headers (math, the runtime wrapper)."""
    clang = sorted(p for p in CLANG_HIP.rglob("__clang_*.h") if p.is_file())
    return hip64_declarations() | _declared(clang, f"clang HIP headers {folder_fingerprint(CLANG_HIP)[:0]}")


def cuda_only() -> frozenset[str]:
    return cuda_api() - hip_has()


@needs_cuda
@needs_root
def test_every_name_only_cuda_has_is_handled() -> None:
    data = mapping.load()
    claimed = set(identifiers.dispatch(default_rules(), data).candidates.values())
    silent = sorted(
        name
        for name in cuda_only()
        if name not in claimed
        and not (unknown_api._CANDIDATE.fullmatch(name.encode()) and unknown_api.spelled_like_cuda(name))
        and name not in MACHINERY
        and not MACHINERY_FAMILIES.search(name)
    )
    assert silent == [], f"{len(silent)} names CUDA 13 declares and HIP 6.4 does not, handled by no rule: {silent}"


@needs_cuda
@needs_root
def test_the_machinery_list_is_not_stale() -> None:
    """A name listed as CUDA's machinery that CUDA stopped declaring, or HIP started to, is stale."""
    only = cuda_only()
    assert sorted(n for n in MACHINERY if n not in only) == []


# The constructs, as projects write them (the NVIDIA samples' callbacks, flashinfer's and
# CUTLASS-style kernels, CUDA 12 cooperative groups).
CONSTRUCTS = """#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

void CUDART_CB on_done(cudaStream_t stream, cudaError_t status, void* data) { printf("done %d\\n", (int)status); }
void CUDART_CB host_fn(void* data) { printf("host fn\\n"); }
typedef void (CUDART_CB *callback_t)(void*);

__global__ void tiles(int* out) {
  __shared__ cg::block_tile_memory<256> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<32>(block);
  out[block.thread_rank()] = tile.thread_rank() + block.num_threads() + (int)tile.num_threads();
  __threadfence_cluster();
}

__global__ void halves(__half* h, float* f) {
  h[0] = CUDART_INF_FP16;
  h[1] = CUDART_ONE_FP16;
  f[0] = __tanhf(f[1]);
}

__global__ void addresses(float* p) {
  __shared__ float s[64];
  size_t a = __cvta_generic_to_shared(s);
  p[0] = (float)a;
}

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  static int v = 1;
  callback_t cb = host_fn;
  cudaStreamAddCallback(s, on_done, &v, 0);
  cudaLaunchHostFunc(s, cb, &v);
  addresses<<<1, 64>>>(nullptr);  // used: their errors stand (a helper no one calls is kept for CUDA only)
  halves<<<1, 1>>>(nullptr, nullptr);
  cudaStreamSynchronize(s);
  return 0;
}
"""


@needs_cuda
@needs_root
def test_each_name_only_cuda_has_that_the_translation_leaves_has_a_finding() -> None:
    result = translate(CONSTRUCTS)
    only = cuda_only()
    data = CONSTRUCTS.encode()
    edited = [(e.start, e.end) for e in result.edits if e.end > e.start]
    left = [
        (s, e, name)
        for s, e, name in lexer.identifiers(data)
        if name in only and not any(a <= s and e <= b for a, b in edited)
    ]
    unexplained = [name for s, e, name in left if not any(f.start <= s and e <= f.end for f in result.findings)]
    assert unexplained == []
    codes = sorted({f.code for f in result.findings})
    assert codes == ["calling-convention", "cg-tile-memory", "unsupported-api"]
    assert [data[f.start : f.end].decode() for f in result.findings if f.code == "unsupported-api"] == [
        "__tanhf",
        "__cvta_generic_to_shared",
    ]
    text = result.text
    assert "void on_done(hipStream_t stream" in text and "typedef void (*callback_t)(void*);" in text
    assert "cg::this_thread_block();" in text and "block_tile_memory" not in text
    assert "block.size() + (int)tile.size()" in text and "__threadfence();" in text
    assert "h[0] = HIPRT_INF_FP16;" in text


def _without_reported(source: str) -> str:
    """The constructs less the two the translation reports (HIP has no counterpart to write)."""
    source = source.replace("  size_t a = __cvta_generic_to_shared(s);\n  p[0] = (float)a;\n", "  p[0] = s[0];\n")
    return source.replace("f[0] = __tanhf(f[1]);", "f[0] = tanhf(f[1]);")


@pytest.mark.slow
@needs_cuda
def test_the_translated_constructs_compile_on_the_6_4_lane(tmp_path: Path) -> None:
    """Before: "variable has incomplete type 'void'", "no template named 'block_tile_memory'",
    "no member named 'num_threads'", undeclared CUDART_INF_FP16 and __threadfence_cluster."""
    source = _without_reported(CONSTRUCTS)
    (tmp_path / "main.hip").write_text(translate(source).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")


@pytest.mark.slow
def test_a_tile_wider_than_a_wave32_fails_where_the_warning_says(tmp_path: Path) -> None:
    """The cg-tile-memory warning's claim: a tile of 64 compiles for gfx942 (wave64), not for gfx1100."""
    source = _without_reported(CONSTRUCTS.replace("tiled_partition<32>", "tiled_partition<64>"))
    (tmp_path / "main.hip").write_text(translate(source).text, encoding="utf-8")
    tc = hip_lane("6.4")
    results = {}
    for target in ("gfx942", "gfx1100"):
        argv = tc.hip_compile_argv(target, tmp_path / "main.hip", tmp_path / f"{target}.o")
        results[target] = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), inputs=[tmp_path / "main.hip"])
    assert results["gfx942"].returncode == 0, results["gfx942"].stderr[-3000:]
    assert results["gfx1100"].returncode != 0 and "wavefront size" in results["gfx1100"].stderr


def test_group_members_cuda_12_named() -> None:
    source = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ int total(cg::thread_block& block) { return block.num_threads(); }
__global__ void k(int* out) {
  cg::grid_group grid = cg::this_grid();
  out[0] = grid.num_blocks();
}
struct Pool { int num_threads() const { return 4; } };
int host(Pool p) { return p.num_threads(); }
int main() { k<<<1, 1>>>(nullptr); return 0; }
"""
    result = translate(source)
    assert "return block.size(); }" in result.text
    assert "return p.num_threads(); }" in result.text  # not a group: the user's own member
    assert [(f.code, source.encode()[f.start : f.end].decode()) for f in result.findings] == [
        ("cooperative-groups", "num_blocks()")
    ]
    assert "gridDim.x * gridDim.y * gridDim.z" in result.findings[0].message


def test_calling_conventions_a_file_defines_or_tests_stay() -> None:
    source = "#ifndef CUDART_CB\n#define CUDART_CB\n#endif\n#undef CUDA_CB\nvoid CUDART_CB f(void* p);\n"
    assert translate(source).text == "#ifndef CUDART_CB\n#define CUDART_CB\n#endif\n#undef CUDA_CB\nvoid f(void* p);\n"
