"""Language detection: build files are never taken for assembly by their contents."""

from __future__ import annotations

import pytest

from cass_lsp.syntax.languages import detect

MAKEFILE = b"CC = nvcc\ns_files = a.cu b.cu\nv_flags = -O3\n"


@pytest.mark.parametrize("name", ["Makefile", "makefile", "GNUmakefile", "rules.mk", "CMakeLists.txt", "hip.cmake"])
def test_a_build_file_is_not_sniffed_as_assembly(name: str) -> None:
    assert detect(f"file:///p/{name}", "", MAKEFILE) is None


def test_a_build_language_id_is_not_sniffed_either() -> None:
    assert detect("file:///p/Makefile.linux", "makefile", MAKEFILE) is None


def test_an_assembly_file_without_an_extension_still_is() -> None:
    head = b'\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"\n\ts_load_b64 s[0:1], s[0:1], 0x0\n'
    assert detect("file:///p/listing", "", head) == "rdna"
