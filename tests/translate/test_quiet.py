"""Quiet where nothing is wrong (issue 19, item 6): no "deprecated" hint on a file's own macro that
happens to be named like a CUDA function, no syntax-error note on valid multi-line macros, no HIP
runtime include in a header without CUDA (OpenGL's GL/glext.h uses GLenum and GLuint, which CUDA's
GL interop takes too)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.translate.strict import translate

HIP_5 = TranslateOptions(hip_version="5.2.3")
HIP_6 = TranslateOptions(hip_version="6.4.3")


@pytest.mark.parametrize("options", [HIP_5, HIP_6], ids=["5.2", "6.4"])
def test_no_deprecated_hint_on_the_files_own_macro(options) -> None:
    src = (
        "#define __shfl(v, d) my_shuffle(v, d)\n"
        "#define __shfl_down(v, d) __shfl_down_sync(0xffffffff, v, d)\n"
        "__device__ float my_shuffle(float v, int d);\n"
        "__global__ void k(float* x) { x[0] = __shfl(x[0], 0) + __shfl_down(x[0], 1); }\n"
    )
    r = translate(src, options)
    assert not [f for f in r.findings if f.code == "deprecated-in-cuda"], r.findings
    # CUDA's own __shfl, where the file defines no macro of that name, keeps its hint
    plain = translate("__global__ void k(float* x) { x[0] = __shfl(x[0], 0); }\n", options)
    assert [f.code for f in plain.findings if f.code == "deprecated-in-cuda"] == ["deprecated-in-cuda"]


MULTI_LINE = r"""#define CHECK(call) \
  do { \
    cudaError_t err = (call); /* a "quoted" comment */ \
    if (err != cudaSuccess) { \
      printf("%s\n", cudaGetErrorString(err)); \
    } \
  } while (0)

#define FETCH(P, I) \
{ \
    int t = (I) * 4; \
    /* "P" is assigned here */ \
    P = t; \
}

int main() {
  int p;
  FETCH(p, 2);
  CHECK(cudaDeviceSynchronize());
  return p;
}
"""


def test_no_syntax_error_note_on_valid_multi_line_macros() -> None:
    r = translate(MULTI_LINE, HIP_6)
    assert not [f for f in r.findings if f.code == "syntax-error"], r.findings
    assert "hipError_t err = (call);" in r.text and "CHECK(hipDeviceSynchronize());" in r.text
    # code that does not parse, after such a macro, is still reported
    broken = translate(MULTI_LINE + "int f( { return 0; }\n", HIP_6)
    (error,) = [f for f in broken.findings if f.code == "syntax-error"]
    assert error.start >= len(MULTI_LINE)


GL_HEADER = """#ifndef __gl_glext_h_
#define __gl_glext_h_ 1
#define GL_GLEXT_VERSION 20190805
#include <KHR/khrplatform.h>
#ifndef APIENTRYP
#define APIENTRYP APIENTRY *
#endif
typedef unsigned int GLenum;
typedef unsigned int GLuint;
typedef void (APIENTRYP PFNGLDRAWRANGEELEMENTSPROC) (GLenum mode, GLuint start, GLuint end, const void *indices);
#ifdef GL_GLEXT_PROTOTYPES
GLAPI void APIENTRY glDrawRangeElements (GLenum mode, GLuint start, GLuint end, const void *indices);
#endif
#endif
"""


def test_no_runtime_include_in_a_header_without_cuda() -> None:
    r = translate(GL_HEADER, HIP_6)
    assert "hip_runtime" not in r.text
    assert r.text == GL_HEADER
    # CUDA's GL interop in a file: the runtime include, GLuint kept
    interop = GL_HEADER.replace(
        "#endif\n", "#endif\nvoid reg(GLuint b) { cudaGraphicsGLRegisterBuffer(0, b, 0); }\n", 1
    )
    assert "hip/hip_runtime.h" in translate(interop, HIP_6).text


@pytest.mark.parametrize("name", ["glext.h", "gl.h", "glcorearb.h"])
def test_the_systems_opengl_headers_get_no_runtime_include(name: str) -> None:
    path = Path("/usr/include/GL") / name
    if not path.is_file():
        pytest.skip(f"no {path}")
    data = path.read_bytes()
    r = translate(data, HIP_6)
    assert not r.edits
