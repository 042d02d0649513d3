"""The table of arguments that HIP's stricter declarations refuse (data/signature_casts.json) is what
scripts/gen_signature_casts.py finds in the headers in use: HIP 6.4's (the lane's root) and 5.2's
(Debian's), and CUDA 13's. A change to either toolkit that adds, removes or changes a cast fails
here until the table is generated again."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from cass_lsp.translate import signature_casts
from cass_lsp.translate.mapping import load

ROOT = Path(__file__).resolve().parents[2]


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("gen_signature_casts", ROOT / "scripts" / "gen_signature_casts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_table_is_what_the_headers_give() -> None:
    gen = _generator()
    hip_roots = [r for r in gen.HIP_ROOTS if (r / "hip" / "hiprtc.h").is_file()]
    cuda_root = next((r for r in gen.CUDA_ROOTS if (r / "cuda.h").is_file()), None)
    if len(hip_roots) < 2 or cuda_root is None:  # the 6.4 root and the host's HIP 5.2
        pytest.skip("the HIP 6.4 root, Debian's HIP 5.2 or CUDA's headers are missing (scripts/setup.sh)")
    data, _ = gen.generate(hip_roots, cuda_root)
    committed = (ROOT / "cass_lsp" / "translate" / "data" / "signature_casts.json").read_text(encoding="utf-8")
    assert gen.render(data) == committed, "run scripts/gen_signature_casts.py and commit its output"


def test_the_casts_the_samples_need_are_there() -> None:
    casts = signature_casts.casts()
    assert casts["nvrtcCompileProgram"] == ((2, "const char **"),)
    assert casts["nvrtcCreateProgram"] == ((4, "const char **"), (5, "const char **"))
    assert casts["cuMemcpyHtoD"] == ((1, "void *"),)
    assert all(load().apis[name].renamed for name in casts)  # each is a call the tables rename


def test_qualification_conversions() -> None:
    gen = _generator()

    def needs_cast(cuda: str, hip: str) -> bool:
        c, h = gen.levels(gen.type_tokens(cuda, {})), gen.levels(gen.type_tokens(hip, {}))
        return not gen.converts(c[1], h[1])

    assert needs_cast("const char * const *options", "const char** options")
    assert needs_cast("const void *src", "void* src")
    assert not needs_cast("char *log", "char* log")
    assert not needs_cast("void *dst", "const void* dst")  # HIP adds const to the pointee: converts
    assert needs_cast("char **p", "const char **p")  # char** does not convert to const char**
    assert not needs_cast("char **p", "const char * const *p")
    assert not needs_cast("int * const p", "int *p")  # the parameter's own const: nothing to the caller
