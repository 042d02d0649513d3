"""documentSymbol, folding and notices through the server (in process; the outline also through
the server process)."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from tests.lsp.conftest import VSCODE, VSCODE_PROCESS, open_document, wait_for_diagnostics

CUDA = """\
#include <cuda_runtime.h>
namespace blas {
template <typename T>
__global__ void axpy(int n, T a, const T* x, T* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
__device__ float square(float v) { return v * v; }
struct Pair { float a, b; };
}  // namespace blas
int main() {
  return 0;
}
"""


@pytest.mark.parametrize("client", [VSCODE, VSCODE_PROCESS], indirect=True, ids=str)
async def test_cuda_symbols_nest_kernels_in_namespaces(client):
    uri = open_document(client, client.workspace_root / "axpy.cu", CUDA)
    result = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    names = {s.name: s for s in result}
    assert set(names) == {"blas", "main"}
    blas = names["blas"]
    assert blas.kind == types.SymbolKind.Namespace
    children = {c.name: c for c in blas.children}
    assert children["axpy"].kind == types.SymbolKind.Event
    assert children["axpy"].detail == "__global__ template"
    # the kernel's range starts at its template header, its name on line 3
    assert children["axpy"].range.start.line == 2
    assert children["axpy"].selection_range.start == types.Position(line=3, character=16)
    assert children["square"].detail == "__device__"
    assert children["Pair"].kind == types.SymbolKind.Struct


async def test_folding_ranges_cover_functions(client):
    uri = open_document(client, client.workspace_root / "fold.cu", CUDA)
    result = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    spans = {(f.start_line, f.end_line) for f in result}
    assert (1, 9) in spans  # namespace
    assert (2, 6) in spans  # templated kernel
    assert (10, 12) in spans  # main


async def test_request_for_unopened_document_is_a_clear_error(client):
    uri = (client.workspace_root / "never-opened.cu").as_uri()
    with pytest.raises(JsonRpcInvalidParams, match="document not open"):
        await client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
    # and the server keeps serving
    other = open_document(client, client.workspace_root / "after.cu", CUDA)
    result = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=other))
    )
    assert result


async def test_binary_file_gets_one_notice(client):
    uri = open_document(client, client.workspace_root / "blob.cu", "\x00\x01\x02ELF" * 100)
    diagnostics = await wait_for_diagnostics(client, uri, lambda d: len(d) > 0)
    assert len(diagnostics) == 1
    assert "binary" in diagnostics[0].message
    assert diagnostics[0].severity == types.DiagnosticSeverity.Information
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert symbols == []
