"""OpenGL interop as NVIDIA's samples write it (issue 35, item 1), and the CUDA headers HIP has no
answer for (item 7): cuda_gl_interop.h becomes HIP 6.x's hip/hip_gl_interop.h (HIP 5.x declares the
calls in its runtime header), the map flags the samples pass to the register calls become the
register flags of the same values, and EGL interop, cuBLASXt, cusolverRf, NVTX and the others are
an error finding on the include, never a bare "file not found"."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, gl_headers, translate_tree
from tests.translate.strict import translate

HELPER_GL = """#pragma once
#include <GL/glew.h>
#include <GL/freeglut.h>
#include <stdio.h>

inline bool sdkCheckGL(const char *where) {
  GLenum e = glGetError();
  if (e != GL_NO_ERROR) fprintf(stderr, "GL error %d at %s\\n", (int)e, where);
  return e == GL_NO_ERROR;
}
"""

SIMPLE_GL = """#include <helper_gl.h>
#include <cuda_runtime.h>
#include <cuda_gl_interop.h>
#include <cudaGL.h>

GLuint vbo, tex;
struct cudaGraphicsResource *cuda_vbo_resource;
cudaGraphicsResource_t cuda_tex_resource;

__global__ void simple_vbo_kernel(float4 *pos, unsigned int width, unsigned int height, float time) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  float u = x / (float)width, v = y / (float)height;
  pos[y * width + x] = make_float4(u, __sinf(u * 4.0f + time) * __cosf(v * 4.0f + time), v, 1.0f);
}

void createVBO(GLuint *vbo, struct cudaGraphicsResource **vbo_res, unsigned int vbo_res_flags) {
  glGenBuffers(1, vbo);
  glBindBuffer(GL_ARRAY_BUFFER, *vbo);
  glBufferData(GL_ARRAY_BUFFER, 256 * 256 * 4 * sizeof(float), 0, GL_DYNAMIC_DRAW);
  cudaGraphicsGLRegisterBuffer(vbo_res, *vbo, vbo_res_flags);
  sdkCheckGL("createVBO");
}

void runCuda(struct cudaGraphicsResource **vbo_resource, float t) {
  float4 *dptr;
  size_t num_bytes;
  cudaGraphicsMapResources(1, vbo_resource, 0);
  cudaGraphicsResourceGetMappedPointer((void **)&dptr, &num_bytes, *vbo_resource);
  dim3 block(8, 8, 1), grid(256 / block.x, 256 / block.y, 1);
  simple_vbo_kernel<<<grid, block>>>(dptr, 256, 256, t);
  cudaGraphicsUnmapResources(1, vbo_resource, 0);
}

void registerTexture() {
  cudaArray_t array;
  cudaGraphicsGLRegisterImage(&cuda_tex_resource, tex, GL_TEXTURE_2D, cudaGraphicsRegisterFlagsReadOnly);
  cudaGraphicsMapResources(1, &cuda_tex_resource);
  cudaGraphicsSubResourceGetMappedArray(&array, cuda_tex_resource, 0, 0);
  cudaGraphicsUnmapResources(1, &cuda_tex_resource);
  cudaGraphicsUnregisterResource(cuda_tex_resource);
  unsigned int count;
  int devices[4];
  cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
}

int main(int argc, char **argv) {
  glutInit(&argc, argv);
  glewInit();
  createVBO(&vbo, &cuda_vbo_resource, cudaGraphicsMapFlagsWriteDiscard);
  runCuda(&cuda_vbo_resource, 0.0f);
  registerTexture();
  cudaGraphicsUnregisterResource(cuda_vbo_resource);
  return 0;
}
"""

TREE = {"Common/helper_gl.h": HELPER_GL, "Samples/simpleGL/simpleGL.cu": SIMPLE_GL}


def test_gl_interop_header_and_calls_for_each_hip() -> None:
    hip6 = translate(SIMPLE_GL, TranslateOptions())
    assert "#include <hip/hip_gl_interop.h>\n" in hip6.text
    assert "cudaGL.h" not in hip6.text and hip6.text.count("hip_gl_interop.h") == 1  # both CUDA headers: one
    assert "hipGraphicsGLRegisterBuffer(vbo_res, *vbo, vbo_res_flags)" in hip6.text
    assert "createVBO(&vbo, &cuda_vbo_resource, hipGraphicsRegisterFlagsWriteDiscard)" in hip6.text
    assert "struct _hipGraphicsResource **vbo_res" in hip6.text
    assert "hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll)" in hip6.text
    assert [f for f in hip6.findings if f.severity == Severity.ERROR] == []
    # HIP 5.x declares GL interop in hip_runtime_api.h: the runtime include serves
    hip5 = translate(SIMPLE_GL, TranslateOptions(hip_version="5.2.3"))
    assert "gl_interop" not in hip5.text and "cuda_gl_interop" not in hip5.text
    assert "#include <hip/hip_runtime.h>\n" in hip5.text


NO_ANSWER = {
    "cudaEGL.h": "no EGL interop",
    "cuda_egl_interop.h": "no EGL interop",
    "cublasXt.h": "cuBLASXt",
    "cusolverRf.h": "cusolverRf",
    "nvtx3/nvToolsExt.h": "roctx",
    "nvToolsExt.h": "roctx",
    "cuda/pipeline": "pipelines",
    "cuda/barrier": "barrier",
    "mma.h": "rocWMMA",
    "cuda/std/complex": "libcu++",
    "cuda_awbarrier_primitives.h": "barrier",
    "cuda_occupancy.h": "hipOccupancyMaxActiveBlocksPerMultiprocessor",
    "nvml.h": "amd-smi",
    "npp.h": "NPP",
}


@pytest.mark.parametrize("header", sorted(NO_ANSWER))
def test_headers_hip_has_no_answer_for_are_errors_on_the_include(header: str) -> None:
    source = f"#include <cuda_runtime.h>\n#include <{header}>\n__global__ void k(int *p) {{ p[0] = 1; }}\n"
    result = translate(source)
    found = [f for f in result.findings if f.code == "unsupported-header"]
    assert len(found) == 1 and found[0].severity == Severity.ERROR
    assert source.encode()[found[0].start : found[0].end].decode() == f"<{header}>"
    assert header in found[0].message and NO_ANSWER[header] in found[0].message


def test_headers_hip_declares_elsewhere_are_mapped() -> None:
    source = "#include <cudaProfiler.h>\n#include <math_constants.h>\n#include <sm_30_intrinsics.h>\n"
    text = translate(source + "__global__ void k(float *p) { p[0] = CUDART_PI_F; }\n").text
    assert "#include <hip/hip_runtime_api.h>\n#include <hip/hip_math_constants.h>\n" in text
    assert "sm_30_intrinsics" not in text and "HIP_PI_F" in text


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_gl_sample_compiles(lane: str, tmp_path: Path) -> None:
    gl_headers(tmp_path)
    translate_tree(tmp_path, TREE, TranslateOptions(hip_version="5.2.3" if lane == "5.2" else None))
    compile_tree(lane, tmp_path, ["Samples/simpleGL/simpleGL.cu"])


GL_FIRST = {
    # a header of the project's that includes only the interop header
    "gl_buffer.h": "#pragma once\n#include <cuda_gl_interop.h>\n",
    # the interop header before anything of CUDA's, in a file that calls nothing of the runtime itself
    "viewer.cu": (
        '#include <GL/gl.h>\n#include <cuda_gl_interop.h>\n#include "gl_buffer.h"\n#include <cstdio>\n'
        'int main() { printf("%d\\n", 1); return 0; }\n'
    ),
}


def test_the_interop_header_gets_the_runtime_before_it() -> None:
    """hip/hip_gl_interop.h names hipError_t without including the runtime API (HIP 6.x)."""
    for name, source in GL_FIRST.items():
        text = translate(source, TranslateOptions(hip_version="6.4.3")).text
        assert text.index('#include "hip/hip_runtime.h"') < text.index("#include <hip/hip_gl_interop.h>"), name


@pytest.mark.slow
def test_the_interop_header_first_compiles(tmp_path: Path) -> None:
    """Before: "unknown type name 'hipError_t'" in amd_hip_gl_interop.h (issue 43 item 4)."""
    gl_headers(tmp_path)
    translate_tree(tmp_path, GL_FIRST, TranslateOptions(hip_version="6.4.3"))
    compile_tree("6.4", tmp_path, ["viewer.cu"], includes=())
