"""``explain``: what a CUDA name becomes, as the translator writes a minimal use of it for each HIP
release of the release table, so that it cannot say otherwise than ``translate``."""

from __future__ import annotations

import pytest

from cass_lsp.core.hip_releases import RELEASES
from cass_lsp.translate import TranslateOptions, translate
from cass_lsp.translate.explain import close_names, cuda_names_for, explain, known_names, marked_use

ALL = tuple(r.version for r in RELEASES)


def written(name: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """Release -> (the use as written, the codes of the findings)."""
    e = explain(name)
    assert e is not None, name
    return {o.release: (o.written, tuple(f.code for f in o.findings)) for o in e.releases}


def same_everywhere(name: str, text: str, codes: tuple[str, ...] = ()) -> None:
    assert written(name) == dict.fromkeys(ALL, (text, codes)), name


def test_the_names_explain_answered_wrongly() -> None:
    """Each of these contradicted translate: no equivalent, no table knows it, missing on HIP 6.2+,
    rewritten where translate reports an error, hip_bfloat16 for 6.2+, atomicAdd_block."""
    same_everywhere("threadIdx", "auto cass_v = threadIdx.x;")
    same_everywhere("warpSize", "auto cass_v = warpSize;")
    same_everywhere("__syncthreads", "__syncthreads();")
    same_everywhere("__popc", "__popc(v);")
    same_everywhere("__ldg", "__ldg(v);")
    same_everywhere("atomicAdd", "atomicAdd(v);")
    assert explain("atomicAdd").name == "atomicAdd"  # not atomicAdd_block, whose HIP name it is
    shfl = written("__shfl_down_sync")
    assert shfl["5.2.3"] == shfl["6.0.0"] == ("__shfl_down(v, 1);", ("warp-sync-rewritten",))
    for release in ("6.2.0", "6.4.3", "7.0.0"):  # HIP 6.2+ has the *_sync intrinsics
        assert shfl[release] == ("__shfl_down_sync(0xffffffffffffffffull, v, 1);", ("warp-sync-rewritten",))
    assert written("__ballot_sync")["6.4.3"] == ("__ballot_sync(0xffffffffffffffffull, v);", ("warp-sync-rewritten",))
    reduce = explain("__reduce_add_sync")
    assert reduce is not None  # as translate says: a runtime definition before HIP 7, HIP's own from 7.0
    by_release = {o.release: {f.code for f in o.findings} for o in reduce.releases}
    assert by_release["6.4.3"] == {"hip-compat"} and by_release["7.0.0"] == {"warp-sync-rewritten"}
    bf16 = written("__nv_bfloat16")
    assert bf16["5.2.3"] == ("cass_bfloat16 cass_v;", ("bfloat16",))  # with its definition
    assert bf16["6.2.0"] == bf16["7.0.0"] == ("__hip_bfloat16 cass_v;", ())


def test_types_and_values_are_not_shown_as_calls() -> None:
    for name, kind, use in (
        ("__nv_bfloat16", "device type", "__nv_bfloat16 cass_v;"),
        ("cudaStream_t", "type", "cudaStream_t cass_v;"),
        ("CUBLAS_OP_N", "value", "auto cass_v = CUBLAS_OP_N;"),
        ("cudaSuccess", "type or value", "auto cass_v = sizeof(cudaSuccess);"),
        ("clockRate", "member of cudaDeviceProp", "auto cass_v = p.clockRate;"),
        ("CUDART_VERSION", "macro tested by the preprocessor", "#ifdef CUDART_VERSION"),
    ):
        e = explain(name)
        assert e is not None and (e.use.kind, e.use.text) == (kind, use)
        assert f"{name}(" not in e.text()


def test_a_name_whose_hip_counterpart_changed_across_releases() -> None:
    """cublasCgemm3m: none before hipBLAS 6.0, hipblasCgemm_v2 in 6.x, hipblasCgemm from HIP 7 (hipBLAS 3)."""
    e = explain("cublasCgemm3m")
    assert e is not None
    names = {o.release: o.hip for o in e.releases}
    assert names == {"5.2.3": "hipblasCgemm_v2", "6.0.0": "hipblasCgemm_v2", "6.2.0": "hipblasCgemm_v2",
                     "6.4.3": "hipblasCgemm_v2", "7.0.0": "hipblasCgemm"}  # fmt: skip
    assert "hip-version" in {f.code for f in e.releases[0].findings}
    assert "hip-version" not in {f.code for f in e.releases[1].findings}
    assert e.roc_library == "rocBLAS" and "unsupported-api" in {f.code for f in e.roc.findings}
    assert "HIP 6.0.0 to 6.4.3:\n    hipblasCgemm_v2();" in e.text()


def test_roc_libraries_and_hipblaslt() -> None:
    sgemm = explain("cublasSgemm_v2")
    assert sgemm is not None and sgemm.hip == "hipblasSgemm" and sgemm.roc.written == "rocblas_sgemm();"
    lt = explain("cublasLtMatmul")
    assert lt is not None and lt.library == "hipBLASLt"


def test_cudnn_releases_are_cudnns() -> None:
    e = explain("cudnnConvolutionForward")
    assert e is not None and e.dated_by == "cuDNN" and "deprecated in cuDNN 9.0.0" in e.text()
    assert "CUDA 9.0.0" not in e.text()


def test_unknown_names_hip_names_and_typos() -> None:
    assert explain("cudaNoSuchThing") is None
    assert close_names("cudaMaloc")[0] == "cudaMalloc"
    assert set(cuda_names_for("hipblasSgemm")) == {"cublasSgemm", "cublasSgemm_v2"}


def test_the_hover_form() -> None:
    e = explain("cudaMallocAsync")
    assert e is not None
    lines = e.markdown().splitlines()
    assert lines[:6] == ["### cudaMallocAsync → hipMallocAsync", "---", "```cpp", "cudaMallocAsync();",
                         "hipMallocAsync();", "```"]  # fmt: skip
    assert "- HIP 5.2.3 to 7.0.0: `hipMallocAsync();`" in lines


def _embedded(program: str) -> str:
    """The same use in a larger file: an include first, an unrelated function before and after."""
    before = "#include <cstdio>\nstatic int cass_other(int x) { return x + 1; }\n"
    after = "\nstatic int cass_last(int x) { return x - 1; }\n"
    return before + program + after


@pytest.mark.slow
def test_explain_agrees_with_translate_for_every_name_of_the_tables() -> None:
    """For every name the tables and the rules know, what explain says each release writes and
    reports is what translate gives for the same use inside a larger file."""
    names = known_names()
    assert len(names) > 9000
    disagree = []
    for name in names:
        e = explain(name)
        assert e is not None, name
        for outcome in e.releases:
            result = translate(_embedded(e.use.program), TranslateOptions(hip_version=outcome.release))
            got = (marked_use(result.text), tuple((f.code, f.severity.name.lower()) for f in result.findings))
            said = (outcome.written, tuple((f.code, f.severity) for f in outcome.findings))
            if got != said:
                disagree.append((name, outcome.release, said, got))
    assert not disagree, disagree[:10]
