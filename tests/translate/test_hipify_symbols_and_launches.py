"""HIPIFY's conventions (issue 19, item 7): HIP_SYMBOL in the graph memcpy-to/from-symbol node calls
as in cudaMemcpyToSymbol's; hipLaunchKernelGGL without the space a launch's `( )` left."""

from __future__ import annotations

from cass_lsp.translate import TranslateOptions
from tests.translate.strict import translate


def test_graph_symbol_nodes_take_hip_symbol() -> None:
    src = (
        "__constant__ float c[4]; __device__ int d;\n"
        "void h(cudaGraph_t g, cudaGraphNode_t n, cudaGraphExec_t e, float* p) {\n"
        "  cudaGraphAddMemcpyNodeToSymbol(&n, g, nullptr, 0, c, p, 16, 0, cudaMemcpyHostToDevice);\n"
        "  cudaGraphAddMemcpyNodeFromSymbol(&n, g, nullptr, 0, p, d, 4, 0, cudaMemcpyDeviceToHost);\n"
        "  cudaGraphMemcpyNodeSetParamsToSymbol(n, c, p, 16, 0, cudaMemcpyHostToDevice);\n"
        "  cudaGraphMemcpyNodeSetParamsFromSymbol(n, p, d, 4, 0, cudaMemcpyDeviceToHost);\n"
        "  cudaGraphExecMemcpyNodeSetParamsToSymbol(e, n, c, p, 16, 0, cudaMemcpyHostToDevice);\n"
        "  cudaGraphExecMemcpyNodeSetParamsFromSymbol(e, n, p, d, 4, 0, cudaMemcpyDeviceToHost);\n"
        "  cudaGraphMemcpyNodeSetParamsToSymbol(n, HIP_SYMBOL(c), p, 16, 0, cudaMemcpyHostToDevice);\n"
        "}\n"
    )
    lines = translate(src).text.splitlines()[3:-1]
    assert lines == [
        "  hipGraphAddMemcpyNodeToSymbol(&n, g, nullptr, 0, HIP_SYMBOL(c), p, 16, 0, hipMemcpyHostToDevice);",
        "  hipGraphAddMemcpyNodeFromSymbol(&n, g, nullptr, 0, p, HIP_SYMBOL(d), 4, 0, hipMemcpyDeviceToHost);",
        "  hipGraphMemcpyNodeSetParamsToSymbol(n, HIP_SYMBOL(c), p, 16, 0, hipMemcpyHostToDevice);",
        "  hipGraphMemcpyNodeSetParamsFromSymbol(n, p, HIP_SYMBOL(d), 4, 0, hipMemcpyDeviceToHost);",
        "  hipGraphExecMemcpyNodeSetParamsToSymbol(e, n, HIP_SYMBOL(c), p, 16, 0, hipMemcpyHostToDevice);",
        "  hipGraphExecMemcpyNodeSetParamsFromSymbol(e, n, p, HIP_SYMBOL(d), 4, 0, hipMemcpyDeviceToHost);",
        "  hipGraphMemcpyNodeSetParamsToSymbol(n, HIP_SYMBOL(c), p, 16, 0, hipMemcpyHostToDevice);",
    ]


def test_launch_with_empty_spaced_arguments_leaves_no_space() -> None:
    src = (
        "__global__ void z() {}\n__global__ void k(int a) {}\n"
        "int main() { z<<<1, 1>>>( ); z<<<2, 2>>>(); k<<<1, 2>>>( 3); k<<<1, 2>>>(\n      4); }\n"
    )
    text = translate(src, TranslateOptions(launch_style="hipLaunchKernelGGL")).text
    assert "hipLaunchKernelGGL(z, dim3(1), dim3(1), 0, 0);" in text
    assert "hipLaunchKernelGGL(z, dim3(2), dim3(2), 0, 0);" in text
    # arguments keep the spaces their author wrote
    assert "hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0,  3);" in text
    assert "hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0, \n      4);" in text
