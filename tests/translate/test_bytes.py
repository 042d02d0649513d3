"""Any bytes in, nothing lost (issue 11, item 6): sources that are not UTF-8 are translated, and
every byte outside the rewritten spans comes out exactly as it went in, through the engine API,
`cass-lsp translate` and `cass-lsp port`; finding positions stay right."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.core.result import Edit, encode
from cass_lsp.translate import TranslateOptions
from tests.lanes import hip_lane
from tests.translate.strict import translate, translate_kernel

SCRIPT = Path(sys.executable).with_name("cass-lsp")

# Latin-1 in comments, strings and a macro body, Windows-1252 quotes, a UTF-8 sequence cut short,
# bytes next to names that are rewritten, CRLF line ends in places.
LATIN1 = (
    b"// (c) 2019 \xa9 Jos\xe9 M\xfcller, Universit\xe4t\r\n"
    b"#include <cstdio>\n"
    b'#define MSG(x) printf("\xb5s: %d\\n", x); cudaDeviceSynchronize() /* \xe9t\xe9 */\n'
    b"__global__ void k(float* x) { /* \x93quoted\x94 */ int lane = threadIdx.x & 31; x[lane] = 1; }\n"
    b"int main() {\n"
    b"  float* d; cudaMalloc(&d, 4); // \xe2\x82 cut\n"
    b'  k<<<1, 32>>>(d); printf("\xe0 bient\xf4t\\n"); cudaFree(d);\xa0\n'
    b"  MSG(1);\n"
    b"}\n"
)


def assert_kept_outside_edits(source: bytes, output: bytes, edits: tuple[Edit, ...]) -> None:
    """Every source byte outside the edits is in the output, in place; the edits' text between."""
    out = 0
    pos = 0
    for e in edits:
        gap = source[pos : e.start]
        assert output[out : out + len(gap)] == gap, f"bytes {pos}..{e.start} changed"
        out += len(gap)
        text = encode(e.text)
        assert output[out : out + len(text)] == text
        out += len(text)
        pos = e.end
    assert output[out:] == source[pos:]


def test_engine_translates_bytes_that_are_not_utf8() -> None:
    with pytest.raises(UnicodeDecodeError):
        LATIN1.decode("utf-8")
    r = translate(LATIN1)
    assert isinstance(r.data, bytes)
    assert_kept_outside_edits(LATIN1, r.data, r.edits)
    for raw in (b"\xa9 Jos\xe9", b'"\xb5s: %d', b"\x93quoted\x94", b"\xe2\x82 cut", b"(d);\xa0", b"\xe9t\xe9"):
        assert raw in r.data
    # The rewrites happened, beside those bytes too.
    assert b"hipMalloc(&d, 4);" in r.data and b"hipFree(d);\xa0" in r.data
    assert b"hipDeviceSynchronize() /* \xe9t\xe9 */" in r.data
    # The file includes nothing CUDA: HIPIFY's include was added once, after the first line.
    assert r.data.count(b"hip/hip_runtime.h") == 1
    assert r.data.split(b"\n")[1] == b'#include "hip/hip_runtime.h"'


def test_str_with_surrogates_and_bytes_give_the_same_translation() -> None:
    as_text = LATIN1.decode("utf-8", "surrogateescape")
    assert translate(as_text).data == translate(LATIN1).data
    assert translate(as_text).edits == translate(LATIN1).edits


def test_finding_offsets_are_offsets_into_the_original_bytes() -> None:
    r = translate(LATIN1)
    warp = next(f for f in r.findings if f.code == "warp-size-literal")
    assert LATIN1[warp.start : warp.end] == b"threadIdx.x & 31"
    fixed = bytearray(LATIN1)
    for e in sorted(warp.fix, reverse=True):
        fixed[e.start : e.end] = encode(e.text)
    assert b"threadIdx.x & (warpSize - 1)" in fixed and b"\x93quoted\x94" in fixed


def test_source_map_and_kernel_conversion_on_bytes() -> None:
    r = translate(LATIN1)
    hip_lines = r.data.split(b"\n")
    cuda_lines = LATIN1.split(b"\n")
    line = next(i for i, text in enumerate(hip_lines) if b"hipMalloc" in text)
    first, last = r.cuda_lines(line)
    assert b"cudaMalloc" in cuda_lines[first] and first == last
    assert len(r.source_map) == len(hip_lines)
    k = translate_kernel(LATIN1, "k")
    assert encode(k.text) == LATIN1[k.start : k.end]  # nothing in the kernel needs a rewrite
    assert b"\x93quoted\x94" in encode(k.text)


def test_hipLaunchKernelGGL_style_on_bytes() -> None:
    r = translate(LATIN1, TranslateOptions(launch_style="hipLaunchKernelGGL"))
    assert b'hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, d); printf("\xe0 bient\xf4t\\n");' in r.data
    assert_kept_outside_edits(LATIN1, r.data, r.edits)


# -- the command line --------------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed at {SCRIPT}")
    return subprocess.run([str(SCRIPT), *args], capture_output=True, timeout=120)


@pytest.mark.slow
def test_cli_translate_writes_the_bytes_back(tmp_path: Path) -> None:
    src = tmp_path / "latin1.cu"
    src.write_bytes(LATIN1)
    expected = translate(LATIN1).data
    stdout = run("translate", str(src), "-q")
    assert stdout.returncode == 0, stdout.stderr
    assert stdout.stdout == expected
    assert run("translate", str(src), "-q", "-o", str(tmp_path / "o.hip")).returncode == 0
    assert (tmp_path / "o.hip").read_bytes() == expected
    assert run("translate", str(src), "-q", "--out-dir", str(tmp_path / "d")).returncode == 0
    assert (tmp_path / "d" / "latin1.hip").read_bytes() == expected
    copy = tmp_path / "inplace.cu"
    copy.write_bytes(LATIN1)
    assert run("translate", str(copy), "-q", "--in-place").returncode == 0
    assert copy.read_bytes() == expected


@pytest.mark.slow
def test_cli_finding_columns_count_a_byte_that_is_not_utf8_as_one(tmp_path: Path) -> None:
    src = tmp_path / "latin1.cu"
    src.write_bytes(LATIN1)
    r = run("translate", str(src), "--report", str(tmp_path / "r.json"))
    assert r.returncode == 0
    # Line 4: `__global__ void k(float* x) { /* \x93quoted\x94 */ int lane = threadIdx.x & 31;`
    column = len(b"__global__ void k(float* x) { /* \x93quoted\x94 */ int lane = ") + 1
    assert f"latin1.cu:4:{column}: warning: `threadIdx.x & 31`".encode() in r.stderr
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    warp = next(f for f in report["files"][0]["findings"] if f["code"] == "warp-size-literal")
    assert (warp["line"], warp["column"]) == (4, column)


@pytest.mark.slow
def test_cli_port_is_byte_exact(tmp_path: Path) -> None:
    tree = tmp_path / "proj"
    (tree / "inc").mkdir(parents=True)
    (tree / "main.cu").write_bytes(LATIN1)
    header = b"// \xa9 Fran\xe7ois\n#pragma once\n__device__ inline float twice(float v) { return 2 * v; } // \xff\n"
    (tree / "inc" / "twice.cuh").write_bytes(header)
    (tree / "notes.txt").write_bytes(b"\xff\xfe raw \x00 bytes")
    out = tmp_path / "out"
    r = run("port", str(tree), "--out-dir", str(out), "--progress", "never")
    assert r.returncode == 0, r.stderr
    assert (out / "main.hip").read_bytes() == translate(LATIN1).data
    ported_header = (out / "inc" / "twice.cuh").read_bytes()
    assert ported_header == translate(header).data
    assert ported_header.startswith(b"// \xa9 Fran\xe7ois\n#pragma once\n")
    assert_kept_outside_edits(header, ported_header, translate(header).edits)
    assert (out / "notes.txt").read_bytes() == b"\xff\xfe raw \x00 bytes"
    report = json.loads((out / "cass-port-report.json").read_text(encoding="utf-8"))
    assert report["summary"]["files"] == {"copied": 1, "translated": 2}


@pytest.mark.slow
def test_translated_latin1_source_compiles(tmp_path: Path) -> None:
    """clang takes bytes that are not UTF-8 in comments and strings (in code, as the no-break space
    after `cudaFree(d);`, it refuses them, as it would the CUDA source): the port must build."""
    tc = hip_lane("5.2")
    hip = tmp_path / "latin1.hip"
    source = LATIN1.replace(b"cudaFree(d);\xa0", b"cudaFree(d);")
    hip.write_bytes(translate(source, TranslateOptions(hip_version=tc.hip_version)).data)
    argv = tc.hip_compile_argv(tc.targets[0], hip, tmp_path / "latin1.o")
    proc = subprocess.run(argv, capture_output=True, env=tc.hip_env(), timeout=600)
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")


@pytest.mark.slow
def test_cli_port_check_compiles_a_source_that_is_not_utf8(tmp_path: Path) -> None:
    """`port --check` compiles the file as text: the bytes become "?" there, not a crash; the
    written port keeps them."""
    tc = hip_lane("5.2")
    tree = tmp_path / "proj"
    tree.mkdir()
    source = LATIN1.replace(b"cudaFree(d);\xa0", b"cudaFree(d);")
    (tree / "main.cu").write_bytes(source)
    out = tmp_path / "out"
    r = run(
        "port", str(tree), "--out-dir", str(out), "--check", "--targets", tc.targets[0], "--progress", "never",
        "--hipcc-command", str(tc.hipcc),  # the 5.2 lane, pinned: the newest HIP found is in use by default
    )  # fmt: skip
    stderr = r.stderr.decode("utf-8", "replace")
    assert "Traceback" not in stderr
    assert r.returncode == 0, stderr
    assert "main.cu  ok" in r.stdout.decode("utf-8", "replace")
    assert (out / "main.hip").read_bytes() == translate(source, TranslateOptions(hip_version=tc.hip_version)).data
