"""device_missing.py: CUDA device functions HIP lacks that the tables miss are reported where
they are called."""

from __future__ import annotations

from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.strict import translate, translate_kernel

SOURCE = """#include <cstdio>
#define BACKOFF() __nanosleep(64)
__device__ void wait(volatile int* flag) {
  while (*flag == 0) { __nanosleep(100); }
}
__global__ void k(int* p, volatile int* flag) {
  __shared__ int s[32];
  p[0] = __isShared(s) + __isGlobal(p);
  wait(flag);
  BACKOFF();
}
void launch(int* p, volatile int* flag) { k<<<1, 1>>>(p, flag); }  // k is used: its errors stand (cuda_only_helpers.py)
"""


def test_calls_are_reported_and_left_as_they_are() -> None:
    for options in (TranslateOptions(), TranslateOptions(hip_version="5.2.3")):
        result = translate(SOURCE, options)
        found = [(f.code, f.severity, SOURCE.encode()[f.start : f.end].decode()) for f in result.findings]
        assert found == [
            ("unsupported-api", Severity.ERROR, "__nanosleep"),  # in the #define body
            ("unsupported-api", Severity.ERROR, "__nanosleep"),
            ("unsupported-api", Severity.ERROR, "__isShared"),
            ("unsupported-api", Severity.ERROR, "__isGlobal"),
        ]
        assert "__builtin_amdgcn_s_sleep" in result.findings[1].message
        assert "__nanosleep(100)" in result.text and "__isShared(s)" in result.text


def test_a_function_of_the_files_own_or_a_name_not_called_stays_quiet() -> None:
    own = "__device__ void __nanosleep(unsigned ns) {}\n__global__ void k() { __nanosleep(1); }\n"
    assert translate(own).findings == ()
    assert translate("__global__ void k(int __isLocal) { int x = __isLocal; }\n").findings == ()


def test_one_kernel_reports_its_own_calls() -> None:
    kernel = translate_kernel(SOURCE, "k")
    assert [f.message.split(" (")[0] for f in kernel.findings] == ["HIP has no __isShared", "HIP has no __isGlobal"]
