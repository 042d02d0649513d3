"""What the messages say of CUDA names is true of them: cuDNN's releases are cuDNN's, hipBLASLt is
named so, a plural is a plural; assess's "HIP needed" names a CUDA name that needs that HIP."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.translate import TranslateOptions
from tests.cli import cli_in_process
from tests.translate.strict import translate


def _messages(source: str, **options) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {f.code: f.message for f in translate(source, TranslateOptions(**options)).findings}


def test_cudnn_releases_are_named_cudnn() -> None:
    said = _messages("void f() { cudnnConvolutionForward(); }\n")
    assert "since cuDNN 9.0.0" in said["deprecated-in-cuda"] and "CUDA 9" not in said["deprecated-in-cuda"]
    removed = _messages("void f() { auto x = CUDNN_CONVOLUTION_BWD_DATA_NO_WORKSPACE; }\n")
    assert "was removed in cuDNN 8.0.1" in removed["removed-in-cuda"]
    added = _messages("void f() { auto x = CUDNN_ATTN_DISABLE_PROJ_BIASES; }\n")["unsupported-api"]
    assert "(added in cuDNN 7.6.3)" in added and "(added in CUDA" not in added


def test_hipblaslt_is_named_hipblaslt() -> None:
    from cass_lsp.translate.explain import explain, library_of

    assert library_of("cublasLtMatmul", "cublas") == ("hipBLASLt", "hipBLASLt")
    assert library_of("cublasSgemm_v2", "cublas") == ("hipBLAS", "rocBLAS")
    e = explain("cublasLtMatmul")
    assert e is not None and e.library == "hipBLASLt" and "hipBLAS," not in e.markdown()


def test_no_library_is_a_plural_subject_of_has() -> None:
    from cass_lsp.translate.explain import explain

    e = explain("threadIdx")
    assert e is not None and "has no equivalent" not in e.text() and e.library == "HIP device code"


def test_assess_counts_in_words_and_needs_name_cuda(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text(
        "#include <GL/gl.h>\n#ifdef __CUDACC__\n#endif\n__global__ void k(GLenum e) {}\n"
        "void run() { k<<<1, 1>>>(0); cublasLtHandle_t h; cublasLtCreate(&h); }\n"
    )
    r = cli_in_process(["assess", str(src), "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    assert " 1 kernel, " in r.stdout and "1 kernels" not in r.stdout
    assert "HIP needed: HIP 5.5.0 or newer (for cublasLt" in r.stdout
    assert "GLenum" not in r.stdout.split("HIP needed:")[1].splitlines()[0]
    data = json.loads(cli_in_process(["assess", str(src), "--json", "--hip-version", "6.4.3"]).stdout)
    assert "hipBLASLt" in data["libraries"] and "hipBLAS" not in data["libraries"]
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "k.cu").write_text("#ifdef __CUDACC__\n#endif\n__global__ void k() {}\n")
    r = cli_in_process(["assess", str(plain), "--hip-version", "6.4.3"])
    assert "HIP needed: any HIP" in r.stdout and "__CUDACC__" not in r.stdout
