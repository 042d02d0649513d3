"""Warp masks treated alike wherever they are written (issue 19, item 5): a full mask in a #define
body gets the caveat it gets in code; a variable assigned only the full mask is the same mask at file
scope as in a function; and on HIP 5.x a macro that defined a plain intrinsic through its *_sync form
does not become a macro defining that intrinsic as itself (compiled on both lanes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

HIP_5 = TranslateOptions(hip_version="5.2.3")
HIP_6 = TranslateOptions(hip_version="6.4.3")
OPTIONS = {"5.2": HIP_5, "6.4": HIP_6}


def findings(result, code: str) -> list:
    return [f for f in result.findings if f.code == code]


def test_a_full_mask_in_a_define_body_gets_the_caveat_it_gets_in_code() -> None:
    in_code = "__device__ float f(float v) { return __shfl_sync(0xffffffff, v, 0); }\n"
    in_macro = "#define SHFL(v) __shfl_sync(0xffffffff, v, 0)\n__device__ float f(float v) { return SHFL(v); }\n"
    for options, caveat in (
        (HIP_6, "Without NDEBUG, HIP traps if a lane in the mask is inactive"),
        (HIP_5, "on wave64 targets it spans all 64 lanes"),
    ):
        (code,) = findings(translate(in_code, options), "warp-sync-rewritten")
        (macro,) = findings(translate(in_macro, options), "warp-sync-rewritten")
        assert caveat in code.message and caveat in macro.message
        assert macro.severity == code.severity


GLOBAL_MASK = "unsigned mask = 0xffffffff;\n__device__ float f(float v) { return v + __shfl_xor_sync(mask, v, 1); }\n"
LOCAL_MASK = "__device__ float f(float v) { unsigned mask = 0xffffffff; return v + __shfl_xor_sync(mask, v, 1); }\n"


@pytest.mark.parametrize("options", [HIP_5, HIP_6], ids=["5.2", "6.4"])
def test_a_mask_variable_is_the_same_at_file_scope_as_in_a_function(options) -> None:
    local, file_scope = translate(LOCAL_MASK, options), translate(GLOBAL_MASK, options)
    call = "__shfl_xor(v, 1)" if options is HIP_5 else "__shfl_xor_sync(0xffffffffffffffffull, v, 1)"
    assert call in local.text and call in file_scope.text
    assert [(f.code, f.severity) for f in local.findings] == [(f.code, f.severity) for f in file_scope.findings]
    (rewritten,) = findings(file_scope, "warp-sync-rewritten")
    assert "`mask` is assigned only the full mask in this file" in rewritten.message
    for qualified in ("static unsigned mask", "__device__ unsigned mask", "const unsigned mask"):
        again = translate(GLOBAL_MASK.replace("unsigned mask", qualified), options)
        assert call in again.text, qualified


@pytest.mark.parametrize(
    "change",
    [
        "__global__ void g(unsigned m) { mask = m; }\n",  # assigned another value elsewhere in the file
        "void h() { cudaMemcpyToSymbol(mask, &h, 4); }\n",  # written from the host
        "__global__ void g() { mask &= 3u; }\n",
    ],
)
def test_a_file_scope_mask_changed_anywhere_in_the_file_is_not_provable(change: str) -> None:
    r = translate(GLOBAL_MASK + change, HIP_5)
    assert "__shfl_xor_sync(mask, v, 1)" in r.text
    assert len(findings(r, "warp-sync-mask")) == 1


def test_extern_mask_is_another_files() -> None:
    r = translate("extern unsigned mask;\n" + GLOBAL_MASK.split("\n", 1)[1], HIP_5)
    assert findings(r, "warp-sync-mask")


SELF = "#define __shfl(v,d) __shfl_sync(0xffffffff, v, d)\n"


def test_hip_5_drops_a_define_that_would_define_the_intrinsic_as_itself() -> None:
    src = (
        "#include <cuda_runtime.h>\n" + SELF + "#define __shfl_down(v, d) __shfl_down_sync(FULL, v, d)\n"
        "#define FULL 0xffffffffu\n"
        "#define SHFL_UP(v, d) __shfl_up_sync(0xffffffff, v, d)\n"
        "__global__ void k(float* x) { x[0] = __shfl(x[0], 0) + __shfl_down(x[0], 1) + SHFL_UP(x[0], 1); }\n"
    )
    r = translate(src, HIP_5)
    assert "#define __shfl" not in r.text
    assert "#define SHFL_UP(v, d) __shfl_up(v, d)\n" in r.text  # a macro of another name stays
    assert "x[0] = __shfl(x[0], 0) + __shfl_down(x[0], 1)" in r.text
    removed = [f for f in findings(r, "warp-sync-rewritten") if "to itself is removed" in f.message]
    assert len(removed) == 2
    r6 = translate(src, HIP_6)  # HIP 6.2+ keeps the *_sync form: the macro is not itself
    assert "#define __shfl(v,d) __shfl_sync(0xffffffffffffffffull, v, d)" in r6.text


PROGRAM = """#include <cuda_runtime.h>
#define __shfl(v,d) __shfl_sync(0xffffffff, v, d)
#define SHFL_DOWN(v, d) __shfl_down_sync(0xffffffff, v, d)
unsigned mask = 0xffffffff;
__device__ unsigned dmask = 0xffffffff;
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce(float* x) {
  float v = x[threadIdx.x];
  v += SHFL_DOWN(v, 1);
  v += __shfl_xor_sync(mask, v, 2);
  v += __shfl_xor_sync(dmask, v, 4);
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  v += tile.shfl_down(v, 8);
  x[threadIdx.x] = __shfl(v, 0);
}
"""


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_macros_and_file_scope_masks_compile_on_the_lane(lane: str, tmp_path: Path) -> None:
    """HIP's cooperative groups call __shfl with three arguments: included after the file's
    two-argument macro of that name, they fail to compile, as `#define __shfl(v, d) __shfl(v, d)`
    did on HIP 5.2. (HIP 6.4 keeps the *_sync form, so the program keeps the cg include first.)"""
    src = (
        PROGRAM
        if lane == "5.2"
        else PROGRAM.replace("#include <cooperative_groups.h>\n", "").replace(
            "#include <cuda_runtime.h>\n", "#include <cuda_runtime.h>\n#include <cooperative_groups.h>\n"
        )
    )
    r = translate(src, OPTIONS[lane])
    assert not [f for f in r.findings if f.severity.name == "ERROR"], r.findings
    (tmp_path / "main.hip").write_text(r.text)
    compile_on_lane(lane, tmp_path / "main.hip")
