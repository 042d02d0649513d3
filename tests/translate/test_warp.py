"""Warp intrinsics for the target HIP: maskless forms before 6.2, 64-bit-mask *_sync forms from 6.2
(with HIP_ENABLE_WARP_SYNC_BUILTINS up to 6.x), masks provably every active lane dropped on HIP 5.x,
and a quick fix to __activemask() where a mask cannot be dropped. Compiled by both HIP lanes in
test_warp_lanes.py."""

from __future__ import annotations

import pytest

from cass_lsp.core.hip_releases import NEWEST_HIP
from cass_lsp.translate import Severity, TranslateOptions, apply_edits
from tests.translate.strict import translate, translate_kernel

HIP_5 = TranslateOptions(hip_version="5.2.3")
HIP_6 = TranslateOptions(hip_version="6.4.3")
DEFINE = "#ifndef HIP_ENABLE_WARP_SYNC_BUILTINS\n#define HIP_ENABLE_WARP_SYNC_BUILTINS\n#endif\n"


def covered(src: str, f) -> str:
    return src.encode()[f.start : f.end].decode()


def findings(result, code: str) -> list:
    return [f for f in result.findings if f.code == code]


def test_no_version_means_the_newest_hip_we_know() -> None:
    src = "__global__ void k(float* x) { x[0] = __shfl_down_sync(0xffffffff, x[0], 1); }\n"
    assert NEWEST_HIP.startswith("6.4")
    assert TranslateOptions().hip == (6, 4, 3)
    assert translate(src).text == translate(src, HIP_6).text
    assert translate(src, TranslateOptions(hip_version="5.2.3")).text != translate(src).text


def test_full_masks_become_64_bit_on_hip_6() -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "#define FULL 0xffffffff\n"
        "constexpr unsigned kAll = ~0u;\n"
        "__global__ void k(float* x) {\n"
        "  float v = x[threadIdx.x];\n"
        "  v += __shfl_xor_sync(FULL, v, 1);\n"
        "  v += __shfl_sync(0xFFFFFFFFu, v, 0, 16);\n"
        "  v += __shfl_up_sync(kAll, v, 1);\n"
        "  v += __shfl_down_sync(-1, v, 1);\n"
        "  v += __shfl_down_sync(~0ull, v, 2);\n"
        "  v += __shfl_xor_sync(__activemask(), v, 4);\n"
        "  x[threadIdx.x] = v + __any_sync(FULL, v > 0) + __all_sync(0xffffffff, v > 1);\n"
        "}\n"
    )
    r = translate(src, HIP_6)
    assert r.text.startswith(DEFINE + "#include ")
    full = "0xffffffffffffffffull"
    for line in (
        f"v += __shfl_xor_sync({full}, v, 1);",
        f"v += __shfl_sync({full}, v, 0, 16);",
        f"v += __shfl_up_sync({full}, v, 1);",
        f"v += __shfl_down_sync({full}, v, 1);",
        "v += __shfl_down_sync(~0ull, v, 2);",  # already 64 bits
        "v += __shfl_xor_sync(__activemask(), v, 4);",  # __activemask() is 64-bit on HIP 6.2+
        f"__any_sync({full}, v > 0) + __all_sync({full}, v > 1)",
    ):
        assert line in r.text
    rewritten = findings(r, "warp-sync-rewritten")
    assert len(rewritten) == 6
    assert all(f.severity == Severity.INFO and "HIP 6.2+" in f.message for f in rewritten)
    assert not [f for f in r.findings if f.severity == Severity.ERROR]


def test_hip_5_drops_full_masks_and_says_which_hip_lacks_them() -> None:
    src = "__global__ void k(float* x) { x[0] = __shfl_down_sync(0xffffffff, x[0], 1); }\n"
    r = translate(src, HIP_5)
    assert "x[0] = __shfl_down(x[0], 1);" in r.text
    assert "HIP_ENABLE_WARP_SYNC_BUILTINS" not in r.text
    (f,) = findings(r, "warp-sync-rewritten")
    assert "HIP before 6.2 has no *_sync intrinsics" in f.message


def test_define_only_where_the_hip_needs_it() -> None:
    src = "__global__ void k(float* x) { x[0] = __shfl_sync(0xffffffff, x[0], 0); }\n"
    for version, wanted in (("6.2.0", True), ("6.4.3", True), ("7.0.0", False), ("6.1.0", False)):
        text = translate(src, TranslateOptions(hip_version=version)).text
        assert (DEFINE in text) == wanted, version
    assert "HIP_ENABLE" not in translate("__global__ void k(float* x) { x[0] = 1; }\n", HIP_6).text
    # Written once, before the first include, and not where the file defines it already.
    src2 = "// uses HIP_ENABLE_WARP_SYNC_BUILTINS\n#include <cstdio>\n#include <cuda_runtime.h>\n" + src
    text = translate(src2, HIP_6).text
    assert text.count(DEFINE) == 1 and text.index(DEFINE) < text.index("#include <cstdio>")
    own = "#define HIP_ENABLE_WARP_SYNC_BUILTINS\n#include <hip/hip_runtime.h>\n" + src
    assert DEFINE not in translate(own, HIP_6).text


def test_partial_masks_are_cast_on_hip_6_and_keep_their_wave64_finding() -> None:
    src = (
        "__device__ int f(unsigned m, unsigned long long wide, int v) {\n"
        "  v += __shfl_down_sync(m, v, 1);\n"
        "  v += __shfl_sync(0x0000ffffu, v, 0);\n"
        "  v += __shfl_sync(wide, v, 0);\n"
        "  return v;\n"
        "}\n"
    )
    r = translate(src, HIP_6)
    assert "__shfl_down_sync(static_cast<unsigned long long>(m), v, 1)" in r.text
    assert "__shfl_sync(static_cast<unsigned long long>(0x0000ffffu), v, 0)" in r.text
    assert "__shfl_sync(wide, v, 0)" in r.text
    masks = findings(r, "warp-sync-mask")
    assert [covered(src, f) for f in masks] == [
        "__shfl_down_sync(m, v, 1)",
        "__shfl_sync(0x0000ffffu, v, 0)",
        "__shfl_sync(wide, v, 0)",
    ]
    assert [f.severity for f in masks] == [Severity.ERROR, Severity.ERROR, Severity.WARNING]
    assert all("wave64" in f.message and "HIP 6.2+" in f.message for f in masks)
    assert all(f.fix_title.startswith("Use __activemask()") for f in masks)


def test_ballot_kept_in_32_bits_keeps_its_finding_on_hip_6() -> None:
    src = "__global__ void k(int* o) { unsigned m = __ballot_sync(0xffffffff, o[0] > 0); o[1] = __popc(m); }\n"
    r = translate(src, HIP_6)
    assert "unsigned m = __ballot_sync(0xffffffffffffffffull, o[0] > 0);" in r.text
    (ballot,) = findings(r, "ballot-32bit")
    assert apply_edits(src, list(ballot.fix)).count("unsigned long long m = __ballot_sync") == 1


def test_ballot_kept_in_long_is_64_bits_on_rocm_platforms() -> None:
    # ROCm's platforms are LP64: long is 64 bits, so a ballot kept in it loses no lane.
    src = (
        "__global__ void k(int* o) {\n"
        "  unsigned long a = __ballot_sync(0xffffffff, o[0] > 0);\n"
        "  long b = __ballot_sync(0xffffffff, o[1] > 0);\n"
        "  unsigned int c = __ballot_sync(0xffffffff, o[2] > 0);\n"
        "  o[3] = __popcll(a) + __popcll(b) + __popc(c);\n"
        "}\n"
    )
    r = translate(src, HIP_6)
    assert [covered(src, f).split(" = ")[0] for f in findings(r, "ballot-32bit")] == ["unsigned int c"]


def test_intrinsics_hip_6_4_has_and_lacks() -> None:
    src = (
        "__global__ void k(int* o) {\n"
        "  int v = o[threadIdx.x], pred;\n"
        "  unsigned long long a = __match_any_sync(0xffffffff, v);\n"
        "  unsigned long long b = __match_all_sync(__activemask(), v, &pred);\n"
        "  int total = __reduce_add_sync(0xffffffff, v);\n"
        "  __syncwarp();\n"
        "  o[0] = a + b + total + __activemask();\n"
        "}\n"
    )
    r6 = translate(src, HIP_6)
    assert "__match_any_sync(0xffffffffffffffffull, v)" in r6.text
    assert "__match_all_sync(__activemask(), v, &pred)" in r6.text
    assert "o[0] = a + b + total + __activemask();" in r6.text
    assert "__builtin_amdgcn_wave_barrier();" in r6.text
    assert not findings(r6, "warp-sync-missing")  # __reduce_add_sync: defined (tests/translate/test_warp_reduce.py)
    assert "#define CASS_HIP_COMPAT___reduce_add_sync" in r6.text
    assert "HIP has no __syncwarp (none up to 6.4)" in findings(r6, "syncwarp")[0].message
    assert not findings(r6, "activemask")

    r5 = translate(src, HIP_5)
    missing5 = [covered(src, f).split("(")[0] for f in findings(r5, "warp-sync-missing")]
    assert missing5 == ["__match_any_sync", "__match_all_sync"]
    assert "o[0] = a + b + total + __ballot(1);" in r5.text


def test_macro_bodies_on_hip_6() -> None:
    src = (
        "#define FULL 0xffffffff\n"
        "#define SHFL(v, d) __shfl_down_sync(FULL, v, d)\n"
        "#define MASKED(m, v) __shfl_sync(m, v, 0)\n"
        "#define ACTIVE(v) __shfl_xor_sync(__activemask(), v, 1)\n"
        "__global__ void k(float* x) { x[0] = SHFL(x[0], 1) + MASKED(3u, x[0]) + ACTIVE(x[0]); }\n"
    )
    r = translate(src, HIP_6)
    assert "#define SHFL(v, d) __shfl_down_sync(0xffffffffffffffffull, v, d)" in r.text
    assert "#define MASKED(m, v) __shfl_sync(static_cast<unsigned long long>(m), v, 0)" in r.text
    assert "#define ACTIVE(v) __shfl_xor_sync(__activemask(), v, 1)" in r.text
    assert DEFINE in r.text
    r5 = translate(src, HIP_5)
    assert "#define ACTIVE(v) __shfl_xor(v, 1)" in r5.text
    assert not findings(r5, "warp-sync-missing")  # the dropped __activemask() is not reported


ACTIVE_VARIABLE = (
    "__global__ void k(float* x) {\n"
    "  float v = x[threadIdx.x];\n"
    "  unsigned active = __activemask();\n"
    "  v += __shfl_down_sync(active, v, 1);\n"
    "  if (v > 0) {\n"
    "    active = __activemask();\n"
    "    v += __shfl_xor_sync(active, v, 1);\n"
    "  }\n"
    "  x[threadIdx.x] = v;\n"
    "}\n"
)


def test_hip_5_drops_a_variable_assigned_only_from_activemask() -> None:
    r = translate(ACTIVE_VARIABLE, HIP_5)
    assert "v += __shfl_down(v, 1);" in r.text and "v += __shfl_xor(v, 1);" in r.text
    dropped = findings(r, "warp-sync-rewritten")
    assert len(dropped) == 2
    assert all("`active` is assigned only __activemask() in this function" in f.message for f in dropped)
    assert not [f for f in r.findings if f.severity == Severity.ERROR]


def test_hip_6_uses_activemask_for_a_32_bit_variable_that_holds_it() -> None:
    r = translate(ACTIVE_VARIABLE, HIP_6)
    assert "v += __shfl_down_sync(__activemask(), v, 1);" in r.text
    wide = ACTIVE_VARIABLE.replace("unsigned active", "unsigned long long active")
    assert "v += __shfl_down_sync(active, v, 1);" in translate(wide, HIP_6).text


@pytest.mark.parametrize(
    "change",
    [
        "active &= 0xffu;",  # compound assignment
        "active = x[0] > 0 ? 1u : 3u;",  # another value
        "++active;",
        "unsigned* p = &active; *p = 1;",  # address taken
        "unsigned& r = active; r = 1;",  # a reference
        "modify(active);",  # a function that may take it by reference
    ],
)
def test_any_other_change_to_the_variable_keeps_the_error(change: str) -> None:
    src = "__device__ void modify(unsigned& m);\n" + ACTIVE_VARIABLE.replace(
        "  x[threadIdx.x] = v;\n", f"  {change}\n  x[threadIdx.x] = v;\n"
    )
    r = translate(src, HIP_5)
    errors = findings(r, "warp-sync-mask")
    assert len(errors) == 2, change
    assert "__shfl_down_sync(active, v, 1)" in r.text


def test_parameters_and_shadowed_names_are_not_provable() -> None:
    # (a global assigned only the full mask is, as a local is: test_warp_consistency.py)
    src = (
        "unsigned g = 0xffffffff;\n"
        "__device__ float f(float v, unsigned p) {\n"
        "  v += __shfl_sync(p, v, 0);\n"
        "  v += __shfl_sync(g, v, 0);\n"
        "  unsigned s = __activemask();\n"
        "  { unsigned s = 3; v += s; }\n"
        "  v += __shfl_sync(s, v, 0);\n"
        "  return v;\n"
        "}\n"
    )
    r = translate(src, HIP_5)
    assert len(findings(r, "warp-sync-mask")) == 2
    assert "v += __shfl(v, 0);" in r.text  # g


def test_hip_5_error_offers_the_quick_fix_that_drops_the_mask() -> None:
    src = (
        "__global__ void k(float* x, unsigned m) {\n"
        "  float v = x[threadIdx.x];\n"
        "  if (threadIdx.x < 16) v += __shfl_down_sync(m, v, 1);\n"
        "  x[threadIdx.x] = v;\n"
        "}\n"
    )
    r = translate(src, HIP_5)
    (error,) = findings(r, "warp-sync-mask")
    assert error.severity == Severity.ERROR
    assert error.fix_title == "Use __activemask() as the mask (the lanes that run this call)"
    fixed = apply_edits(src, list(error.fix))
    assert "v += __shfl_down_sync(__activemask(), v, 1);" in fixed  # still CUDA
    after = translate(fixed, HIP_5)
    assert "v += __shfl_down(v, 1);" in after.text  # and now the mask is dropped
    assert not findings(after, "warp-sync-mask")


def test_kernel_conversion_writes_the_define_too() -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "__global__ void a(float* x) { x[0] = __shfl_down_sync(0xffffffff, x[0], 1); }\n"
        "__global__ void b(float* x) { x[0] = 1; }\n"
    )
    k = translate_kernel(src, "a", HIP_6)
    (include,) = k.include_edits
    assert include.text.startswith(DEFINE + "#include ") and "hip/hip_runtime.h" in include.text
    assert "__shfl_down_sync(0xffffffffffffffffull, x[0], 1)" in k.text
    assert not any("HIP_ENABLE" in e.text for e in translate_kernel(src, "b", HIP_6).include_edits)


def test_a_file_that_includes_local_code_defines_the_macro_first() -> None:
    """`#include "kernels.cu"` after the HIP runtime: the included file's own define would come too
    late (HIP's headers are already in), so the including file defines the macro."""
    src = '#include <cuda.h>\n#include "kernels.cu"\nint main() { cudaDeviceSynchronize(); }\n'
    assert translate(src, HIP_6).text.startswith(DEFINE + "#include ")
    src = '#include <cuda.h>\n#include "kernels.cu"\nint main() { return run(); }\n'  # HIP only in kernels.cu
    assert translate(src, HIP_6).text.startswith(DEFINE + "#include ")
    assert DEFINE not in translate(src, HIP_5).text
    assert DEFINE not in translate('#include "util.h"\nint f();\n', HIP_6).text  # host code: no HIP runtime
    assert DEFINE not in translate('#include "cuda_runtime.h"\n__global__ void k() {}\n', HIP_6).text


def test_the_warp_size_fix_is_offered_only_where_warp_size_compiles() -> None:
    """HIP's warpSize is a device variable, not a constant: the "Use warpSize" fix is offered in
    device code only, never in host code (a __host__ __device__ function's host copy included) nor in
    a constant expression; the finding stays everywhere."""
    src = """
__global__ void k(int* out) { int tid = threadIdx.x; out[tid] = tid % 32; }
__host__ __device__ int lane_of(int tid) { return tid % 32; }
int host_warps(int tid) { return tid / 32; }
__global__ void shared(int* out) { int tid = threadIdx.x; __shared__ int s[tid / 32 + 1]; out[0] = s[0]; }
"""
    warp = [f for f in translate(src, TranslateOptions()).findings if f.code == "warp-size-literal"]
    assert len(warp) == 4
    with_fix = [f for f in warp if f.fix]
    assert [f.fix_title for f in with_fix] == ["Use warpSize"]
    assert apply_edits(src, list(with_fix[0].fix)).count("out[tid] = tid % warpSize;") == 1
    assert all(f.fix_title == "" for f in warp if not f.fix)


@pytest.mark.parametrize("options", [HIP_5, HIP_6], ids=["hip5", "hip6"])
def test_a_mask_named_mask_is_quoted_as_code(options: TranslateOptions) -> None:
    # Was "__shfl_down_sync with mask mask: ...", a message that seemed to repeat its placeholder.
    src = "__global__ void k(float* x, unsigned mask) { x[0] = __shfl_down_sync(mask, x[0], 1); }\n"
    (finding,) = findings(translate(src, options), "warp-sync-mask")
    assert finding.message.startswith("__shfl_down_sync with mask `mask`: ")
    macro = "#define SUM(v) __shfl_down_sync(mask, v, 1)\n"
    (finding,) = findings(translate(macro, HIP_6), "warp-sync-mask")
    assert finding.message.startswith("__shfl_down_sync in a macro body with mask `mask`: ")
