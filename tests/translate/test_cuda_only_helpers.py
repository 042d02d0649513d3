"""A function the file never calls, built on an API HIP lacks, is kept for CUDA only
(cuda_only_helpers.py): NVIDIA's cusolver_utils.h helper that stopped every cuSOLVER port."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.translate import Severity
from tests.lanes import hip_lane, run_compile
from tests.translate.strict import translate, translate_kernel

REPO = Path(__file__).resolve().parents[2]
CLS = REPO.parent / "shared" / "corpus" / "cudalibrarysamples"
GUARD = "#ifndef __HIP_PLATFORM_AMD__"

# As CUDALibrarySamples' cuSOLVER/utils/cusolver_utils.h has it (trimmed), on cuSOLVER's norm types
# (no HIP equivalent; the header's own helper, on cusolverIRSRefinement_t, and cusolverMg's grid
# mapping now have stand-ins): a helper every project includes and few call, beside one they use.
HELPER = """\
// Returns cusolverNorm_t value as defined in cusolver_common.h for the string containing
// norm name
cusolverNorm_t get_cusolver_norm(std::string norm_string) {
    if (norm_string.compare("CUSOLVER_FRO_NORM") == 0)
        return CUSOLVER_FRO_NORM;
    else if (norm_string.compare("CUSOLVER_INF_NORM") == 0)
        return CUSOLVER_INF_NORM;
    else
        printf("Unknown norm parameter: \\"%s\\"\\n", norm_string.c_str());

    return (cusolverNorm_t)0;
}
"""
HEADER = (
    """\
#pragma once
#include <cstdio>
#include <string>
#include <cuda_runtime.h>
#include <cusolverDn.h>

inline int checked(cusolverStatus_t status) { return status == CUSOLVER_STATUS_SUCCESS ? 0 : 1; }

"""
    + HELPER
)
CALLER = '\nint main() { return (int)get_cusolver_norm("CUSOLVER_FRO_NORM"); }\n'


def codes(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.code for f in result.findings]


def test_an_uncalled_helper_on_an_api_hip_lacks_is_kept_for_cuda_only() -> None:
    result = translate(HEADER)
    # The guard holds the leading comment too, on lines of their own; the rest is translated.
    assert f"{GUARD}\n// Returns cusolverNorm_t value" in result.text
    assert result.text.endswith("return (cusolverNorm_t)0;\n}\n#endif\n")
    assert "inline int checked(hipsolverStatus_t status)" in result.text
    assert codes(result) == ["cuda-only-helper"]  # the errors inside go with it
    (warning,) = result.findings
    assert warning.severity == Severity.WARNING
    assert HEADER.encode()[warning.start : warning.end] == b"get_cusolver_norm"
    assert warning.message.startswith(
        "`get_cusolver_norm` uses cusolverNorm_t, CUSOLVER_FRO_NORM and"
        " CUSOLVER_INF_NORM, which HIP lacks: kept for CUDA only (#ifndef __HIP_PLATFORM_AMD__);"
        " a caller on AMD will not"
    )


def test_a_helper_the_file_calls_keeps_its_errors() -> None:
    result = translate(HEADER + CALLER)
    assert GUARD not in result.text
    assert "cuda-only-helper" not in codes(result)
    assert codes(result).count("unsupported-api") == 4


def test_only_functions_at_namespace_scope_are_guarded() -> None:
    # A header: its includers see the guard (in a source file, a host function another unit may call
    # stays, below).
    source = """#pragma once
#include <cusolverDn.h>
namespace solvers {
template <typename T>
__device__ T in_namespace(T x) { cusolverNorm_t r = CUSOLVER_FRO_NORM; return x; }
}
extern "C" {
cusolverNorm_t in_extern_c() { return CUSOLVER_FRO_NORM; }
}
struct Solver {
    cusolverNorm_t method() { return CUSOLVER_FRO_NORM; }
};
int before; cusolverNorm_t after_code() { return CUSOLVER_FRO_NORM; } int after;
"""
    result = translate(source)
    text = result.text
    assert f"namespace solvers {{\n{GUARD}\ntemplate <typename T>\n__device__ T in_namespace" in text
    assert "return x; }\n#endif\n}" in text
    assert f'extern "C" {{\n{GUARD}\ncusolverNorm_t in_extern_c()' in text
    after_code = "cusolverNorm_t after_code() { return CUSOLVER_FRO_NORM; }"
    assert f"int before; \n{GUARD}\n{after_code}\n#endif\n int after;" in text
    assert "struct Solver {\n    cusolverNorm_t method()" in text  # a member: its class stays whole
    helpers = [source.encode()[f.start : f.end] for f in result.findings if f.code == "cuda-only-helper"]
    assert helpers == [b"in_namespace", b"in_extern_c", b"after_code"]
    assert codes(result).count("unsupported-api") == 2  # the member's


def test_a_function_used_only_by_a_guarded_one_is_guarded_too() -> None:
    source = """#include <cuda_runtime.h>
__device__ void wait(volatile int *flag) { while (*flag == 0) { __nanosleep(100); } }
__global__ void spin(volatile int *flag) { wait(flag); flag[1] = __isGlobal(flag); }
"""
    result = translate(source)
    assert result.text.count(GUARD) == 2
    assert [source.encode()[f.start : f.end] for f in result.findings] == [b"wait", b"spin"]
    launched = translate(source + "void run(volatile int *f) { spin<<<1, 1>>>(f); }\n")
    assert GUARD not in launched.text and codes(launched) == ["unsupported-api", "unsupported-api"]


def test_main_is_never_a_helper() -> None:
    result = translate("#include <cusolverDn.h>\nint main() { cusolverNorm_t r; return 0; }\n")
    assert GUARD not in result.text and codes(result) == ["unsupported-api"]


def test_a_function_under_a_platform_test_is_left_alone() -> None:
    source = f"""#include <cusolverDn.h>
{GUARD}
cusolverNorm_t already_cuda_only() {{ return CUSOLVER_FRO_NORM; }}
#endif
"""
    result = translate(source)
    assert result.text.count(GUARD) == 1
    assert "cuda-only-helper" not in codes(result)


def test_one_kernel_converted_keeps_its_errors() -> None:
    """Converting one kernel leaves the rest of the file CUDA; whether the kernel is used is a
    question about the whole file, so the rule stays out."""
    source = "#include <cuda_runtime.h>\n__global__ void spin(int *x) { __nanosleep(100); x[0] = 1; }\n"
    assert codes(translate(source)) == ["cuda-only-helper"]
    kernel = translate_kernel(source, "spin")
    assert [f.code for f in kernel.findings] == ["unsupported-api"]
    assert GUARD not in kernel.text and all(GUARD not in e.text for e in kernel.include_edits)


def test_no_guard_opens_where_the_definitions_of_what_hip_lacks_go() -> None:
    """They follow the runtime include's line; a guard opened at that very offset would come first
    (insertions at one offset are ordered by their text) and hide them."""
    kernel = "__global__ void spin(int *x) { __nanosleep(100); x[0] = __dp4a(1, 2, 3); }\n"
    right_after = translate("#include <cuda_runtime.h>\n" + kernel)
    assert GUARD not in right_after.text and codes(right_after) == ["unsupported-api", "hip-compat"]
    apart = translate("#include <cuda_runtime.h>\n\n" + kernel).text
    assert apart.index("// End of cass-lsp's definitions.") < apart.index(GUARD)


def test_crlf_lines_stay_crlf() -> None:
    result = translate(HEADER.replace("\n", "\r\n"))
    assert f"{GUARD}\r\n// Returns" in result.text and result.text.endswith("}\r\n#endif\r\n")


@pytest.mark.slow
@pytest.mark.skipif(not CLS.is_dir(), reason=f"the corpus is missing at {CLS}")
def test_the_corpus_header_is_not_guarded_once_hip_has_stand_ins() -> None:
    """get_cusolver_refinement_solver (on cusolverIRSRefinement_t) stopped every cuSOLVER port and was
    guarded until the IRS API got stand-ins (runtime/headers/hipsolver.h, test_library_compat.py)."""
    source = (CLS / "cuSOLVER" / "utils" / "cusolver_utils.h").read_text(encoding="utf-8")
    result = translate(source)
    assert GUARD not in result.text
    assert "cass_hipsolverIRSRefinement_t get_cusolver_refinement_solver" in result.text
    assert not [f for f in result.findings if f.severity == Severity.ERROR or f.code == "cuda-only-helper"]


@pytest.mark.slow
@pytest.mark.skipif(not CLS.is_dir(), reason=f"the corpus is missing at {CLS}")
def test_the_cublas_header_is_not_guarded_once_hip_has_a_stand_in() -> None:
    """cudaEmulationMantissaControl (CUDA 13) is in no HIPIFY table, and guarded the helper that uses it
    until it got a stand-in (runtime/headers/hipblas.h, test_library_compat.py): the helper is translated."""
    source = (CLS / "cuBLAS" / "utils" / "cublas_utils.h").read_text(encoding="utf-8")
    result = translate(source)
    assert "#ifndef __HIP_PLATFORM_AMD__" not in result.text
    assert "cass_hipEmulationMantissaControl mantissaControl" in result.text
    assert {f.code for f in result.findings} == {"hip-compat"}


def port(src: Path, out: Path) -> dict:  # type: ignore[type-arg]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "HF_HUB_OFFLINE": "1"}
    argv = [sys.executable, "-m", "cass_lsp", "port", str(src), "--out-dir", str(out), "--progress", "never"]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return json.loads((out / "cass-port-report.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.slow
def test_port_guards_the_helper_in_headers_and_sources(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    suffixes = (".h", ".hpp", ".cuh", ".cu")
    for suffix in suffixes:
        (src / f"utils{suffix}").write_text(HEADER, encoding="utf-8")
    report = port(src, tmp_path / "out")
    by_source = {entry["source"]: entry for entry in report["files"]}
    for suffix in suffixes:
        entry = by_source[f"utils{suffix}"]
        assert [f["code"] for f in entry["findings"]] == ["cuda-only-helper"], suffix
        assert f"{GUARD}\n// Returns" in (tmp_path / "out" / entry["output"]).read_text(encoding="utf-8")


@pytest.mark.slow
def test_the_output_compiles_with_hip_6_4_where_no_caller_uses_it(tmp_path: Path) -> None:
    tc = hip_lane("6.4")
    (tmp_path / "cusolver_utils.h").write_text(translate(HEADER).text, encoding="utf-8")
    main = tmp_path / "main.hip"
    main.write_text(
        '#include "cusolver_utils.h"\nint main() { return checked(HIPSOLVER_STATUS_SUCCESS); }\n', encoding="utf-8"
    )
    argv = tc.hip_compile_argv("gfx942", main, tmp_path / "main.o", extra=[f"-I{tmp_path}"])
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]


# A C library's source file (issue 39 item 9): a function another file calls, whose only use of
# what HIP lacks is in a branch for a CUDA before 4.0, and one whose use is live.
LIBRARY = """#include <stdio.h>
#include <cuda_runtime.h>

size_t stack_limit(void) {
  size_t limit = 0;
#if CUDART_VERSION < 4000
  cudaThreadGetLimit(&limit, cudaLimitMallocHeapSize);
#else
  cudaDeviceGetLimit(&limit, cudaLimitMallocHeapSize);
#endif
  return limit;
}

int init_doubles(double* scale) {
  *scale = 2.0;
  cudaSetDoubleForDevice(scale);  // the arch before sm_13 wanted it
  return 1;
}

static void unused_here(double* d) { cudaSetDoubleForDevice(d); }
"""
LIBRARY_CALLER = """#include <stdio.h>
#include <stddef.h>
size_t stack_limit(void);
int init_doubles(double* scale);
int main(void) {
  double s = 0;
  int ok = init_doubles(&s);
  printf("%d %.1f %d\\n", ok, s, stack_limit() >= 0);
  return 0;
}
"""


def test_a_call_in_a_branch_the_version_decides_is_no_use() -> None:
    """Before: stack_limit inside #ifndef __HIP_PLATFORM_AMD__ for cudaThreadGetLimit, in the branch
    that CUDART_VERSION (12030) turns off."""
    result = translate(LIBRARY)
    text = result.text
    assert "#ifndef __HIP_PLATFORM_AMD__\nsize_t stack_limit" not in text
    decided = [f for f in result.findings if f.code == "cuda-version-decided"]
    assert [LIBRARY.encode()[f.start : f.end] for f in decided] == [b"CUDART_VERSION < 4000"]
    errors = [f for f in result.findings if f.severity == Severity.ERROR]
    assert not errors and "deprecated-in-cuda" in [f.code for f in result.findings]  # a hint stays


def test_a_function_another_file_may_call_stays_and_its_calls_are_guarded() -> None:
    """Before: init_doubles inside #ifndef __HIP_PLATFORM_AMD__, and the caller's link failed."""
    result = translate(LIBRARY)
    text = result.text
    assert (
        "  *scale = 2.0;\n#ifndef __HIP_PLATFORM_AMD__\n  cudaSetDoubleForDevice(scale);  // the arch before sm_13"
        " wanted it\n#endif\n  return 1;" in text
    )
    # static: no other unit sees it, so it is kept for CUDA whole as before
    assert f"{GUARD}\nstatic void unused_here" in text
    helpers = {LIBRARY.encode()[f.start : f.end]: f.message for f in result.findings if f.code == "cuda-only-helper"}
    assert set(helpers) == {b"init_doubles", b"unused_here"}
    assert "as another translation unit may call it" in helpers[b"init_doubles"]
    assert not [f for f in result.findings if f.severity == Severity.ERROR]


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_library_links_with_its_caller(lane: str, tmp_path: Path) -> None:
    """Before: undefined reference to 'stack_limit' and 'init_doubles'."""
    from cass_lsp.translate import TranslateOptions
    from tests.lanes import run_host_program

    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "library.hip").write_text(translate(LIBRARY, options).text, encoding="utf-8")
    (tmp_path / "main.hip").write_text(LIBRARY_CALLER, encoding="utf-8")
    run = run_host_program(hip_lane(lane), tmp_path / "main.hip", [str(tmp_path / "library.hip")])
    assert run.stdout == "1 2.0 1\n"
