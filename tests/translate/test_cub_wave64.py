"""CUB's warp-transposing block loads and stores on wave64 targets (cub_wave64.py): the
translation compiles for gfx942 where a mechanical one does not, and keeps the warp-transposing
form wherever the block is a whole number of the target's warps."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import LANE_TARGETS, compile_on_lane, hip_lane, run_compile
from tests.translate.strict import translate

# HeCBench's blockScan in small: BlockLoad/BlockStore with warp transposes, 32- and 128-thread blocks.
PROGRAM = """\
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_scan.cuh>
using namespace cub;

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void scan(const int* d_in, int* d_out) {
  typedef BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, BLOCK_LOAD_WARP_TRANSPOSE> BlockLoadT;
  typedef cub::BlockStore<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_STORE_WARP_TRANSPOSE> BlockStoreT;
  typedef BlockScan<int, BLOCK_THREADS> BlockScanT;
  __shared__ union {
    typename BlockLoadT::TempStorage load;
    typename BlockStoreT::TempStorage store;
    typename BlockScanT::TempStorage scan;
  } temp_storage;
  int data[ITEMS_PER_THREAD];
  BlockLoadT(temp_storage.load).Load(d_in, data);
  __syncthreads();
  BlockScanT(temp_storage.scan).ExclusiveSum(data, data);
  __syncthreads();
  BlockStoreT(temp_storage.store).Store(d_out, data);
}

template <int BLOCK_THREADS, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM>
__global__ void passed_in(const int* d_in, int* d_out) {
  typedef BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, ALGORITHM> BlockLoadT;
  __shared__ typename BlockLoadT::TempStorage storage;
  int data[ITEMS_PER_THREAD];
  BlockLoadT(storage).Load(d_in, data);
  d_out[threadIdx.x] = data[0];
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 4096 * sizeof(int));
  cudaMalloc(&out, 4096 * sizeof(int));
  scan<32, 32><<<1, 32>>>(in, out);
  scan<128, 8><<<1, 128>>>(in, out);
  passed_in<128, 4, BLOCK_LOAD_WARP_TRANSPOSE><<<1, 128>>>(in, out);
  return cudaDeviceSynchronize() != cudaSuccess;
}
"""


def test_the_algorithm_falls_back_where_the_block_is_not_whole_warps() -> None:
    result = translate(PROGRAM, TranslateOptions(hip_version="6.4.3"))
    assert (
        "BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, ((BLOCK_THREADS) % HIPCUB_DEVICE_WARP_THREADS == 0"
        " ? BLOCK_LOAD_WARP_TRANSPOSE : ::hipcub::BLOCK_LOAD_TRANSPOSE)> BlockLoadT;"
    ) in result.text
    assert (
        "hipcub::BlockStore<int, BLOCK_THREADS, ITEMS_PER_THREAD, ((BLOCK_THREADS) % HIPCUB_DEVICE_WARP_THREADS == 0"
        " ? hipcub::BLOCK_STORE_WARP_TRANSPOSE : ::hipcub::BLOCK_STORE_TRANSPOSE)> BlockStoreT;"
    ) in result.text
    notes = [f for f in result.findings if f.code == "cub-warp-transpose"]
    assert [PROGRAM.encode()[: f.start].count(b"\n") + 1 for f in notes] == [8, 9]
    assert "BLOCK_LOAD_TRANSPOSE is used" in notes[0].message and "gfx942" in notes[0].message
    assert not [f for f in result.findings if f.severity.name == "ERROR"]


def test_an_algorithm_passed_through_a_template_parameter_is_left_alone() -> None:
    text = translate(PROGRAM).text
    assert "BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, ALGORITHM> BlockLoadT;" in text
    assert "passed_in<128, 4, BLOCK_LOAD_WARP_TRANSPOSE>" in text  # a launch, not BlockLoad's argument


def test_multidimensional_blocks_count_every_dimension() -> None:
    src = "#include <cub/cub.cuh>\ntypedef cub::BlockLoad<float, 16, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE, 2> L;\n"
    assert "((16) * (2)) % HIPCUB_DEVICE_WARP_THREADS == 0 ?" in translate(src).text


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4"])
def test_the_translation_compiles_for_wave64_and_wave32(lane: str, tmp_path: Path) -> None:
    assert "gfx942" in LANE_TARGETS[lane] and "gfx1100" in LANE_TARGETS[lane]
    hip_lane(lane)
    main = tmp_path / "scan.hip"
    main.write_text(translate(PROGRAM, TranslateOptions(hip_version="6.4.3")).text, encoding="utf-8")
    compile_on_lane(lane, main)


@pytest.mark.slow
def test_without_the_fallback_gfx942_rejects_the_32_thread_block(tmp_path: Path) -> None:
    """Why the rewrite exists: the mechanical translation fails rocPRIM's static_assert on gfx942."""
    tc = hip_lane("6.4")
    text = translate(PROGRAM, TranslateOptions(hip_version="6.4.3")).text
    mechanical = re.sub(r"\(\(BLOCK_THREADS\) % HIPCUB_DEVICE_WARP_THREADS == 0 \? ([\w:]+) : [\w:]+\)", r"\1", text)
    assert "ITEMS_PER_THREAD, BLOCK_LOAD_WARP_TRANSPOSE> BlockLoadT;" in mechanical
    main = tmp_path / "scan.hip"
    main.write_text(mechanical, encoding="utf-8")
    argv = tc.hip_compile_argv("gfx942", main, tmp_path / "scan.o")
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), timeout=600)
    assert proc.returncode != 0
    assert "BlockSize must be a multiple of hardware warpsize" in proc.stderr
