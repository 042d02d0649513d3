"""Translating for HIP 7: hipBLAS 3 (ROCm 7.0) dropped the ``_v2`` functions, its plain names now
taking what hipBLAS 2's ``_v2`` ones took (hipComplex, hipDataType, hipblasComputeType_t), and HIP 7
replaced ``HIP_MEMSET_NODE_PARAMS`` with ``hipMemsetParams`` (``mapping.hip_7_names``).

Checked against the headers of Debian experimental's ROCm 7 (``scripts/hip7_headers.sh``, run by
set-up): every rename the translation makes for HIP 7 is a name they declare (with the names for
HIP 6, 409 are not), and the compat headers' hipBLAS and hipSOLVER stand-ins compile against its
libraries' headers. No HIP 7 compiler runs here: the 6.4 lane's hipcc reads them, its own HIP
runtime headers kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.toolchain import roots
from cass_lsp.translate import TranslateOptions, mapping
from tests.lanes import folder_fingerprint, hip_lane, run_compile
from tests.runtime.test_headers import HEADERS, program_including_every_header
from tests.translate.strict import translate
from tests.translate.test_unsupported_vs_hip_headers import declarations, undeclared_renames

HIP_7 = roots.cache_dir() / "hip-7-headers"
LIBRARIES = ("hipblas", "hipblas-common", "hipsolver", "hipsparse")

SOURCE = """#include <cublas_v2.h>
void f(cublasHandle_t h, const cuComplex* alpha, cuComplex* a, CUDA_MEMSET_NODE_PARAMS* memset) {
  cublasCgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, alpha, a, 2, a, 2, alpha, a, 2);
  cublasCgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, alpha, a, 2, a, 2, alpha, a, 2);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, alpha, a, CUDA_C_32F, 2, a, CUDA_C_32F, 2, alpha, a,
               CUDA_C_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}
"""


def hip_7_include() -> tuple[Path, tuple[int, int]]:
    """The HIP 7 headers' include folder and their release; skips the test where they are missing."""
    version = HIP_7 / "HIP_VERSION"
    if not version.is_file():
        why = roots.failure("hip-7-headers") or "not fetched yet (run scripts/hip7_headers.sh)"
        pytest.skip(f"HIP 7's headers are missing: {why}")
    major, minor = version.read_text().split(".")[:2]
    return HIP_7 / "usr" / "include", (int(major), int(minor))


@pytest.mark.parametrize(
    ("hip_version", "names"),
    [
        (None, ["hipblasCgemm_v2(", "hipblasCgemm_v2_64(", "hipblasGemmEx_v2(", "HIP_MEMSET_NODE_PARAMS*"]),
        ("6.4.3", ["hipblasCgemm_v2(", "hipblasCgemm_v2_64(", "hipblasGemmEx_v2(", "HIP_MEMSET_NODE_PARAMS*"]),
        ("7.0.0", ["hipblasCgemm(", "hipblasCgemm_64(", "hipblasGemmEx(", "hipMemsetParams*"]),
        ("7.2.4", ["hipblasCgemm(", "hipblasCgemm_64(", "hipblasGemmEx(", "hipMemsetParams*"]),
    ],
)
def test_the_names_follow_the_hip_version(hip_version: str | None, names: list[str]) -> None:
    text = translate(SOURCE, TranslateOptions(hip_version=hip_version)).text
    for name in names:
        assert name in text, (name, text)
    if hip_version and hip_version.startswith("7"):
        assert "_v2" not in text and "HIP_MEMSET_NODE_PARAMS" not in text


def test_hip_7_names_change_only_what_hip_7_renamed() -> None:
    old, new = mapping.load(), mapping.load(hip_7=True)
    changed = {cuda: (old.apis[cuda].hip, e.hip) for cuda, e in new.apis.items() if e.hip != old.apis[cuda].hip}
    assert changed["cublasCgemm_v2"] == ("hipblasCgemm_v2", "hipblasCgemm")
    assert all(
        (before.startswith("hipblas") and before.replace("_v2", "", 1) == after) or after == "hipMemsetParams"
        for before, after in changed.values()
    ), changed
    assert mapping.load(hip_7=True) is new  # parsed once per process


@pytest.mark.parametrize("roc", [False, True], ids=["hip", "roc"])
def test_every_rename_for_hip_7_is_declared_by_its_headers(roc: bool) -> None:
    include, release = hip_7_include()
    declared = declarations(include)
    wrong = undeclared_renames(mapping.load(roc, hip_7=True), declared, release)
    # rocThrust is not among the HIP 7 headers fetched (scripts/hip7_headers.sh); HIP 6.4's root checks it
    wrong = [w for w in wrong if not w.startswith("THRUST_")]
    assert not wrong, f"{len(wrong)} renames to names HIP {release} does not declare: {wrong}"
    # the names for HIP 6 are what failed there (hipBLAS 3 has no _v2 functions)
    assert undeclared_renames(mapping.load(roc), declared, release)


@pytest.mark.slow
def test_the_compat_headers_compile_against_hip_7s_libraries(tmp_path: Path) -> None:
    include, _ = hip_7_include()
    assert "hipblasVersionMajor 3" in (include / "hipblas" / "hipblas-version.h").read_text()  # no _v2 there
    tc = hip_lane("6.4")
    libraries = tmp_path / "hip-7-libraries"
    libraries.mkdir()
    for name in LIBRARIES:
        (libraries / name).symlink_to(include / name)
    source = program_including_every_header(tmp_path, ".hip")
    extra = [f"-I{libraries}", f"-I{HEADERS}", "-fsyntax-only"]
    argv = tc.hip_compile_argv(tc.targets[0], source, tmp_path / "all.o", extra=extra)
    # inputs: the program, the compat headers, and HIP 7's library headers (by name, size and time)
    inputs = [source, *HEADERS.glob("*.h")]
    extra_key = [folder_fingerprint(include / name) for name in LIBRARIES]
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), inputs=inputs, extra_key=extra_key)
    assert proc.returncode == 0, proc.stderr[-4000:]
