"""Which of clang's errors are of code only nvcc accepts (cass_lsp/toolchain/nvcc_only.py, issue 39
item 18): the lines are clang's, as hipcc printed them for the shapes of tests/translate/test_nvcc_only.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.toolchain.nvcc_only import nvcc_only
from tests.lanes import LANE_TARGETS, hip_lane, run_compile

CLANG_LINES = {
    "b.hip:3:21: error: out-of-line definition of 'f' does not match any declaration in 'A'": "declaration in A",
    "c2.hip:3:19: error: __device__ function 'g' cannot overload __host__ __device__ function 'g'": "declaration of g",
    "c2.hip:4:28: error: __host__ __device__ function 'h' cannot overload __device__ function 'h'": "of h",
    "a2.hip:3:56: error: call to function 'helper2' that is neither visible in the template definition nor found by"
    " argument-dependent lookup": "declare helper2 before the template",
    "d.hip:5:44: error: reference to __host__ function 'host_fn' in __host__ __device__ function": "make host_fn",
    "e.hip:3:114: error: CUDA device code does not support va_arg": "an array and its length",
    # fork_union.hpp, vendored by StringZilla (the shape alone compiles: tests/translate/test_nvcc_only.py)
    "fork_union.hpp:1545:65: error: reference to local variable 'sleep_level' declared in enclosing function"
    " 'ashvardanian::fork_union::x86_tpause_t::operator()'": "make sleep_level a static local",
    "f3.hip:9:16: error: dynamic initialization is not supported for __device__, __constant__, __shared__, and"
    " __managed__ variables": "constexpr",
}


@pytest.mark.parametrize("line", CLANG_LINES)
def test_errors_of_code_only_nvcc_accepts_are_named_with_what_to_write(line: str) -> None:
    why = nvcc_only(line)
    assert why is not None and CLANG_LINES[line] in why
    assert nvcc_only(line.split(" error: ", 1)[1]) == why  # the message alone


@pytest.mark.parametrize(
    "line",
    [
        "x.hip:2:3: error: use of undeclared identifier 'hipFooBar'",
        "x.hip:2:3: error: no matching function for call to 'hipEventCreate'",
        "x.hip:4:1: note: candidate function not viable: requires 1 argument, but 2 were provided",
        "x.hip:1:1: warning: CUDA device code does not support va_arg [-Wfoo]",
        "2 errors generated when compiling for gfx942.",
    ],
)
def test_other_lines_are_not(line: str) -> None:
    assert nvcc_only(line) is None


SHAPES = """#include <hip/hip_runtime.h>
#include <cstdarg>
#include <cstdlib>
struct A { float f(float); };
__device__ float A::f(float x) { return x; }
template <typename T> __device__ T twice(T* x) { return helper(x); }
template <typename T> __device__ T helper(T* x) { return *x; }
int host_fn(int v) { return v + 1; }
__host__ __device__ int hd(int v) { return host_fn(v); }
__device__ int sum(int n, ...) { va_list ap; va_start(ap, n); int s = va_arg(ap, int); va_end(ap); return s; }
__device__ int magnitude = abs(-3);
__global__ void k(int* o, float* f) { o[0] = hd(1) + sum(1, 2) + magnitude; f[0] = twice(f); }
"""


@pytest.mark.slow
def test_every_error_clang_gives_for_the_shapes_is_of_the_class(tmp_path: Path) -> None:
    tc = hip_lane("6.4")
    source = tmp_path / "shapes.hip"
    source.write_text(SHAPES, encoding="utf-8")
    target = LANE_TARGETS["6.4"][0]
    argv = tc.hip_compile_argv(target, source, tmp_path / "shapes.o", extra=["-ferror-limit=0"])
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    errors = [line for line in (proc.stdout + proc.stderr).splitlines() if ": error: " in line]
    assert proc.returncode != 0 and len(errors) >= 5, proc.stderr
    assert [line for line in errors if nvcc_only(line) is None] == []
