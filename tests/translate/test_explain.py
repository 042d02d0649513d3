"""``explain``: what a CUDA name becomes in each HIP release, from the tables, checked against what
the translator writes for those releases."""

from __future__ import annotations

import re

import pytest

from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.explain import close_names, cuda_names_for, explain
from tests.translate.strict import translate


def _releases(name: str) -> dict[str, tuple[str, str]]:
    found = explain(name)
    assert found is not None
    return {r.release: (r.hip, r.status) for r in found.releases}


def test_a_name_whose_hip_counterpart_changed_across_releases() -> None:
    """cublasCgemm3m: none before hipBLAS 6.0, hipblasCgemm_v2 in 6.x, hipblasCgemm from HIP 7 (hipBLAS 3)."""
    assert _releases("cublasCgemm3m") == {
        "5.2.3": ("hipblasCgemm_v2", "missing"),
        "6.0.0": ("hipblasCgemm_v2", "ok"),
        "6.2.0": ("hipblasCgemm_v2", "ok"),
        "6.4.3": ("hipblasCgemm_v2", "ok"),
        "7.0.0": ("hipblasCgemm", "ok"),
    }
    e = explain("cublasCgemm3m")
    assert e is not None and e.since() == "HIP 6.0.0+" and e.library == "hipBLAS" and e.roc == ""
    assert e.roc_library == "rocBLAS" and {c[0] for c in e.codes} == {"hip-version", "library-substitute"}
    assert any("3m (Gauss)" in n for n in e.notes)
    assert "5.2.3: missing; 6.0.0 to 6.4.3: hipblasCgemm_v2; 7.0.0: hipblasCgemm" in e.text()


def test_added_deprecated_and_removed_versions() -> None:
    e = explain("cudaBindTexture")
    assert e is not None
    assert e.cuda_versions == {"deprecated": "11.0", "removed": "12.0"}
    assert e.hip_versions == {"added": "1.6.0", "deprecated": "3.8.0"}
    assert {r.status for r in e.releases} == {"deprecated"}
    assert [c[:2] for c in e.codes] == [("deprecated-in-hip", "warning"), ("removed-in-cuda", "warning")]
    pedantic = _releases("CUBLAS_PEDANTIC_MATH")
    assert [pedantic[v][1] for v in ("5.2.3", "6.0.0", "6.2.0")] == ["missing", "missing", "ok"]  # added in 6.1.0


@pytest.mark.parametrize(
    "name", ["cublasCgemm3m", "CUBLAS_PEDANTIC_MATH", "cudaMallocAsync", "cudaEventRecordExternal"]
)
@pytest.mark.parametrize("hip_version", ["5.2.3", "6.4.3", "7.0.0"])
def test_what_explain_says_is_what_the_translator_writes(name: str, hip_version: str) -> None:
    hip, status = _releases(name)[hip_version]
    source = f"#include <cublas_v2.h>\nint main() {{ long x = (long){name}; return (int)x; }}\n"
    result = translate(source, TranslateOptions(hip_version=hip_version))
    assert re.search(rf"\(long\){hip}\b", result.text), result.text
    assert ("hip-version" in {f.code for f in result.findings}) == (status == "missing"), result.findings


def test_roc_names_and_what_the_hip_layer_has_instead() -> None:
    sgemm = explain("cublasSgemm_v2")
    assert sgemm is not None and (sgemm.hip, sgemm.roc, sgemm.roc_library) == (
        "hipblasSgemm",
        "rocblas_sgemm",
        "rocBLAS",
    )
    assert sgemm.roc_after == "rocblas_sgemm(...)" and sgemm.before == "cublasSgemm_v2(...)"
    pedantic = explain("CUBLAS_PEDANTIC_MATH")
    assert pedantic is not None and pedantic.roc == "" and pedantic.roc_alt == "HIPBLAS_PEDANTIC_MATH"
    assert pedantic.before == "CUBLAS_PEDANTIC_MATH"  # a constant, not a call


def test_a_name_the_rules_rewrite_names_them_and_their_codes() -> None:
    e = explain("__shfl_down_sync")
    assert e is not None and e.hip == "" and [i for i, _ in e.rules] == ["warp.sync"]
    assert "warp-sync-rewritten" in {c[0] for c in e.codes} and "unsupported-api" not in {c[0] for c in e.codes}
    assert "rewritten by warp.sync" in e.after


def test_notes_of_library_calls_whose_arguments_change() -> None:
    e = explain("cudnnConvolutionForward")
    assert e is not None and e.hip == "miopenConvolutionForward" and e.library == "MIOpen"
    assert len([n for n in e.notes if n.startswith("arguments rewritten")]) == 1  # hip and --roc say the same
    assert "library-call-rewritten" in {c[0] for c in e.codes}


def test_unknown_names_hip_names_and_typos() -> None:
    assert explain("cudaNoSuchThing") is None
    assert close_names("cudaMaloc")[0] == "cudaMalloc"
    assert set(cuda_names_for("hipblasSgemm")) == {"cublasSgemm", "cublasSgemm_v2"}


def test_the_hover_form() -> None:
    e = explain("cudaMallocAsync")
    assert e is not None
    lines = e.markdown().splitlines()
    assert lines[:5] == [
        "### cudaMallocAsync → hipMallocAsync",
        "---",
        "```cpp",
        "cudaMallocAsync(...)",
        "hipMallocAsync(...)",
    ]
    assert "- HIP runtime, HIP 5.2.0+" in lines
