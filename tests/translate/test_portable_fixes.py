"""Portable fixes (issue 17, keep-CUDA mode): edits of the CUDA source that nvcc compiles to the
same program and that remove a HIP finding. Each kind: the CUDA snippet, the fixed CUDA text, the
real nvcc compiling it (compile only), and the HIP translation of the fixed text without the
finding. Fixes that would change the CUDA program are not applied."""

from __future__ import annotations

import difflib
import shutil
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.portable import WARP_SIZE_DEFINITION, is_portable
from tests.lanes import nvcc_toolchain, run_compile
from tests.translate.strict import portable_fixes, translate

NVCC = Path("/usr/local/cuda/bin/nvcc")
needs_nvcc = pytest.mark.skipif(
    not NVCC.exists() and shutil.which("nvcc") is None, reason="nvcc is not installed (CUDA toolkit)"
)


def nvcc_compiles(tmp_path: Path, text: str) -> None:
    source = tmp_path / "x.cu"
    source.write_text(text)
    nvcc = str(NVCC) if NVCC.exists() else "nvcc"
    tc, host = nvcc_toolchain(nvcc)
    argv = [nvcc, "-c", "-arch=sm_80", "-o", "/dev/null", str(source)]
    done = run_compile(tc, argv, root=tmp_path, inputs=[source], timeout=300, extra_key=host)
    assert done.returncode == 0, done.stderr


def codes_at(text: str, code: str) -> list[str]:
    data = text.encode()
    return [data[f.start : f.end].decode() for f in translate(text).findings if f.code == code]


WARP = """\
__global__ void reduce(const float *in, float *out, int n) {
  unsigned tid = threadIdx.x;
  float v = tid < n ? in[tid] : 0.f;
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  unsigned wid = tid >> 5;
  if ((threadIdx.x & 31) == 0) out[warp + wid] = v + lane;
}
"""
WARP_FIXED = (
    WARP_SIZE_DEFINITION
    + "\n"
    + """\
__global__ void reduce(const float *in, float *out, int n) {
  unsigned tid = threadIdx.x;
  float v = tid < n ? in[tid] : 0.f;
  for (int offset = CASS_WARP_SIZE / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  int lane = threadIdx.x % CASS_WARP_SIZE;
  int warp = threadIdx.x / CASS_WARP_SIZE;
  unsigned wid = tid / CASS_WARP_SIZE;
  if ((threadIdx.x & (CASS_WARP_SIZE - 1)) == 0) out[warp + wid] = v + lane;
}
"""
)

BALLOT = """\
__global__ void vote(const int *in, int *out) {
  unsigned int b = __ballot_sync(0xffffffffu, in[threadIdx.x] > 0);
  int count = 0;
  while (b) {
    count += __ffs(b) > 0;
    b &= b - 1;
  }
  out[threadIdx.x] = count + (b == 0);
}
"""
BALLOT_FIXED = BALLOT.replace("unsigned int b =", "unsigned long long b =")

PROP = """\
#include <cstdio>
int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%s\\n", prop.name);
  printf("%d\\n", prop.hostNumaId);
  return 0;
}
"""
PROP_FIXED = PROP.replace(
    '  printf("%d\\n", prop.hostNumaId);\n',
    '#ifndef __HIP_PLATFORM_AMD__\n  printf("%d\\n", prop.hostNumaId);\n#endif\n',
)


@pytest.mark.parametrize(
    ("source", "fixed", "code"),
    [
        (WARP, WARP_FIXED, "warp-size-literal"),
        (BALLOT, BALLOT_FIXED, "ballot-32bit"),
        (PROP, PROP_FIXED, "device-prop-missing"),
    ],
    ids=["warp-size", "ballot", "device-prop"],
)
def test_each_kind_is_fixed_in_the_cuda_text(source: str, fixed: str, code: str) -> None:
    assert codes_at(source, code)  # the HIP translation reports it before
    result = portable_fixes(source)
    assert result.text == fixed
    assert result.engine == "portable-fixes"
    assert {f.code for f in result.findings} == {code}
    assert all(is_portable(f) for f in result.findings)
    assert codes_at(result.text, code) == []  # and not after


@pytest.mark.slow
@needs_nvcc
@pytest.mark.parametrize("source", [WARP, BALLOT, PROP], ids=["warp-size", "ballot", "device-prop"])
def test_the_fixed_text_compiles_with_nvcc(tmp_path: Path, source: str) -> None:
    nvcc_compiles(tmp_path, source)  # it did before
    nvcc_compiles(tmp_path, portable_fixes(source).text)


def test_each_finding_carries_the_edits_that_fix_it() -> None:
    result = portable_fixes(WARP)
    data = WARP.encode()
    assert len(result.findings) == 5
    for f in result.findings:
        (edit,) = f.fix
        assert f.start <= edit.start and edit.end <= f.end  # the edit lies in the construct it fixes
        assert data[edit.start : edit.end] in (b"32", b"31", b"16", b">> 5")
    # and one more: the definition of the warp-size macro the fixes write
    (definition,) = [e for e in result.edits if e not in {x for f in result.findings for x in f.fix}]
    assert definition.start == definition.end == 0 and WARP_SIZE_DEFINITION in definition.text


def test_nothing_else_in_the_source_changes() -> None:
    source = WARP + "// 32 lanes: tid % 32 in a comment\n" + BALLOT + PROP
    result = portable_fixes(source)
    old, new = source.splitlines(), result.text.splitlines()
    replaced: set[int] = set()
    inserted: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        assert tag != "delete"
        if tag == "replace":
            assert i2 - i1 == j2 - j1
            replaced.update(range(i1, i2))
        elif tag == "insert":
            inserted.extend(new[j1:j2])
    data = source.encode()
    # Changed lines: exactly those holding a fixed span; added lines: exactly the guard.
    assert replaced == {data.count(b"\n", 0, e.start) for e in result.edits if e.start != e.end}
    assert len(replaced) == 6
    assert inserted == [*WARP_SIZE_DEFINITION.splitlines(), "", "#ifndef __HIP_PLATFORM_AMD__", "#endif"]


def test_inline_ptx_gets_no_edit() -> None:
    source = (
        "__global__ void k(unsigned *out) {\n"
        "  float r;\n"
        '  asm volatile("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(2.0f));\n'
        "  out[threadIdx.x] = r;\n"
        "}\n"
    )
    assert codes_at(source, "inline-ptx")
    result = portable_fixes(source)
    assert result.edits == ()
    assert result.text == source


def fixed_codes(source: str) -> list[str]:
    return [f.code for f in portable_fixes(source).findings]


def fix_offered(source: str, code: str) -> bool:
    """The editor's quick fix, offered where warpSize compiles, portable or not."""
    return any(f.fix for f in translate(source).findings if f.code == code)


@pytest.mark.parametrize(
    "source",
    [
        # Host code: warpSize is a device variable (nvcc -c passes, the link fails).
        "int lanes(int threads) { int lane = threads % 32; return lane; }\n",
        # __host__ __device__: its host copy reads warpSize too.
        "__host__ __device__ int lane_of(int tid) { int lane = tid % 32; return lane; }\n",
        # A 32-wide tile, not the warp: no warp-level work, no lane or warp variable.
        "__global__ void t(float *o, const float *i) { int col = threadIdx.x % 32; o[col] = i[col]; }\n",
        # `x >> 5` and `x / 32` differ for a negative int.
        "__global__ void k(int *o, int tid) { int warp_id = tid >> 5; o[warp_id] = __shfl_sync(~0u, 1, 0); }\n",
        # Constant expressions: warpSize is none in CUDA (HeCBench marchingCubes has the first).
        "__global__ void k(int *o) {\n  constexpr unsigned threadNum = 256;\n"
        "  constexpr unsigned warpNum(threadNum / 32);\n  o[warpNum] = __shfl_sync(~0u, 1, 0);\n}\n",
        "__global__ void k(int *o) {\n  const int threads = 256;\n  __shared__ int partial[threads / 32];\n"
        "  o[0] = partial[0] + __shfl_sync(~0u, 1, 0);\n}\n",
        # The file's own warpSize.
        "#define warpSize 32\n__global__ void k(int *o) { int lane = threadIdx.x % 32; o[lane] = lane; }\n",
    ],
    ids=["host", "host-device", "tile", "signed-shift", "constexpr", "array-bound", "own-warpSize"],
)
def test_a_warp_size_fix_that_could_change_the_cuda_program_is_not_applied(source: str) -> None:
    assert codes_at(source, "warp-size-literal")
    # The editor offers its fix only where warpSize compiles: device code, not a constant expression.
    host_or_constant = "__global__" not in source or "constexpr" in source or "partial[threads" in source
    assert fix_offered(source, "warp-size-literal") != host_or_constant
    assert fixed_codes(source) == []


@pytest.mark.parametrize(
    "use",
    [
        "out[0] = ~b;",  # 64 bits of complement
        "out[0] = b << 1;",
        'printf("%x", b);',  # another type for the format
        "atomicOr((unsigned *)out, b);",  # another overload
        "auto c = b; out[0] = c;",
        "out[0] = b + 1;",
        "b |= 1 << threadIdx.x;",  # a negative int when the shift reaches bit 31
        "b++;",
    ],
)
def test_a_ballot_whose_use_depends_on_its_width_is_not_widened(use: str) -> None:
    source = (
        "#include <cstdio>\n__global__ void k(int *out) {\n"
        "  unsigned b = __ballot_sync(0xffffffffu, out[threadIdx.x] > 0);\n"
        f"  {use}\n}}\n"
    )
    assert fix_offered(source, "ballot-32bit")
    assert fixed_codes(source) == []


@pytest.mark.parametrize(
    ("use", "portable"),
    [
        ("if (b) out[0] = __popc(b);", True),  # a truth test and the low 32 bits: the same for int
        ("out[0] = (b & 1) != 0;", True),
        ("out[0] = b < 0;", False),  # negative when lane 31 votes, never once widened
        ("out[0] = b >> 1;", False),  # an arithmetic shift of a negative int
        ("out[0] = __popcll(b);", False),  # sign-extended to 64 bits before
    ],
)
def test_an_int_ballot_is_widened_only_where_its_sign_does_not_show(use: str, portable: bool) -> None:
    source = (
        f"__global__ void k(int *out) {{\n  int b = __ballot_sync(0xffffffffu, out[threadIdx.x] > 0);\n  {use}\n}}\n"
    )
    assert fixed_codes(source) == (["ballot-32bit"] if portable else [])


@pytest.mark.parametrize(
    "statement",
    [
        'int numa = prop.hostNumaId;\n  printf("%d\\n", numa);',  # the HIP build would lose `numa`
        'if (prop.major > 7) printf("%d\\n", prop.hostNumaId);',  # guarding the body of an unbraced if
        'printf("%d\\n", prop.hostNumaId); printf("\\n");',  # another statement on the line
    ],
    ids=["declaration", "unbraced-if", "shared-line"],
)
def test_a_device_prop_use_that_cannot_be_guarded_alone_is_left(statement: str) -> None:
    source = PROP.replace('printf("%d\\n", prop.hostNumaId);', statement)
    assert codes_at(source, "device-prop-missing")
    assert fixed_codes(source) == []


def test_a_use_already_kept_for_cuda_is_no_hip_finding() -> None:
    assert codes_at(PROP_FIXED, "device-prop-missing") == []
    hip_side = PROP.replace(
        '  printf("%d\\n", prop.hostNumaId);\n',
        '#ifdef __HIP_PLATFORM_AMD__\n  printf("%d\\n", prop.hostNumaId);\n#endif\n',
    )
    assert codes_at(hip_side, "device-prop-missing")  # the HIP branch does get compiled by HIP


def test_the_target_hip_is_passed_on() -> None:
    older = portable_fixes(BALLOT, TranslateOptions(hip_version="5.2.3"))
    assert older.text == BALLOT_FIXED
    assert portable_fixes(WARP.encode()).text == WARP_FIXED  # bytes are read as translate reads them


def test_a_trailing_comment_goes_inside_the_guard() -> None:
    source = PROP.replace("prop.hostNumaId);", "prop.hostNumaId);  // NUMA node")
    assert portable_fixes(source).text == PROP_FIXED.replace("prop.hostNumaId);", "prop.hostNumaId);  // NUMA node")
    continued = PROP.replace("prop.hostNumaId);", "prop.hostNumaId);  // continued \\")
    assert fixed_codes(continued) == []  # the comment goes on to the next line


@pytest.mark.slow
@needs_nvcc
def test_nvcc_compiles_the_warp_size_fixes_to_the_same_ptx(tmp_path: Path) -> None:
    """The fixes write CASS_WARP_SIZE, 32 for nvcc: `warpSize` itself compiled to a division and a
    loop left rolled (4% more instructions on HeCBench's fixed files)."""
    nvcc = str(NVCC) if NVCC.exists() else "nvcc"

    tc, host = nvcc_toolchain(nvcc)

    def ptx(name: str, text: str) -> str:
        source, out = tmp_path / f"{name}.cu", tmp_path / f"{name}.ptx"
        source.write_text(text)
        argv = [nvcc, "-ptx", "-arch=sm_80", "-o", str(out), str(source)]
        done = run_compile(tc, argv, root=tmp_path, inputs=[source], outputs=[out], extra_key=host, timeout=300)
        assert done.returncode == 0, done.stderr
        return "\n".join(ln for ln in out.read_text().splitlines() if not ln.startswith("//"))

    assert portable_fixes(WARP).text == WARP_FIXED
    assert ptx("before", WARP) == ptx("after", WARP_FIXED)


@pytest.mark.parametrize("test", ["#ifdef __HIP_PLATFORM_AMD__", "#if defined(__HIP_PLATFORM_AMD__)"])
def test_a_warp_size_macro_split_by_platform_is_not_reported(test: str) -> None:
    split = f"{test}\n#define WARP_SIZE warpSize\n#else\n#define WARP_SIZE 32\n#endif\n"
    assert [f for f in translate(split).findings if f.code == "warp-size-macro"] == []
    assert [f.code for f in translate("#define WARP_SIZE 32\n").findings] == ["warp-size-macro"]
