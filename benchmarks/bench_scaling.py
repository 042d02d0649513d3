"""Translation scaling (issue 19, item 8): lines/s and peak Python heap against file size.

    .venv/bin/python benchmarks/bench_scaling.py [--sizes 20000,100000,200000,500000] [--no-memory]

For each size, ``big_file(lines)`` (the corpus concatenated, names renamed per copy) is translated
once for time (no tracing) and once under tracemalloc for the peak Python heap it allocates,
printed in bytes per byte of source, with that of a whole-file tree-sitter tree (py-tree-sitter
allocates through Python's allocator, so tracemalloc counts trees: about 30 bytes per byte of
C++), and the peak heap of parsing the file chunk by chunk (``chunks.plan``, ``CHUNK_BYTES``, one
tree alive at a time), as the engine translates a file larger than ``engine.CHUNK_BYTES``
(``--chunk-bytes``: another size; 0, never in chunks). Wall time depends on the machine's load;
CPU time (this process) less so. Targets: at least 40,000 lines/s at every size up to 500,000
lines, and under 10 bytes of heap per byte of source. The time per line must not grow with the
size (tests/translate/test_scaling.py checks the ratio of two sizes).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_translate import big_file

from cass_lsp.syntax.languages import parse
from cass_lsp.translate import engine, translate
from cass_lsp.translate.chunks import parse_chunks, plan
from cass_lsp.translate.mapping import load

CHUNK_BYTES = engine.CHUNK_BYTES

Measured = tuple[int, int, float, float, int | None, int | None, int | None]


def chunked_parse_peak(data: bytes) -> int:
    """Peak heap of parsing ``data`` in chunks cut at top-level boundaries, one tree alive at a time."""
    gc.collect()
    tracemalloc.start()
    for _start, _end, tree in parse_chunks(data, plan(data, CHUNK_BYTES).chunks):
        del tree
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def measure(lines: int, memory: bool) -> Measured:
    """(lines, bytes, wall seconds, CPU seconds, peak heap bytes, heap of the tree-sitter tree alone,
    peak heap of a chunked parse) for a ``lines``-line file (the heap: None without ``memory``)."""
    text = big_file(lines)
    size = len(text.encode())
    gc.collect()
    start, cpu = time.perf_counter(), time.process_time()
    result = translate(text, chunk_bytes=CHUNK_BYTES)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    del result
    peak = tree = chunked = None
    if memory:
        gc.collect()
        tracemalloc.start()
        result = translate(text, chunk_bytes=CHUNK_BYTES)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        del result
        gc.collect()
        tracemalloc.start()
        parsed = parse("cuda", text.encode())
        tree = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        del parsed
        chunked = chunked_parse_peak(text.encode())
    return text.count("\n"), size, seconds, cpu, peak, tree, chunked


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="20000,100000,200000,500000")
    parser.add_argument("--no-memory", action="store_true", help="skip the tracemalloc pass")
    parser.add_argument("--chunk-bytes", type=int, default=engine.CHUNK_BYTES, help="0: whole-file translation")
    args = parser.parse_args()
    global CHUNK_BYTES
    CHUNK_BYTES = args.chunk_bytes or 2**62
    load()
    translate(big_file(2000))  # warm: queries, candidate tables
    print(
        f"{'lines':>8} {'MB':>6} {'wall s':>7} {'lines/s':>9} {'CPU s':>7} {'lines/CPU s':>11}"
        f" {'heap MB':>8} {'heap B/B':>8} {'tree B/B':>8} {'chunked tree B/B':>16}"
    )
    for lines in (int(s) for s in args.sizes.split(",")):
        n, size, seconds, cpu, peak, tree, chunked = measure(lines, not args.no_memory)
        heap = (
            ""
            if peak is None or tree is None or chunked is None
            else f" {peak / 2**20:8.1f} {peak / size:8.2f} {tree / size:8.2f} {chunked / size:16.2f}"
        )
        print(
            f"{n:>8} {size / 2**20:6.1f} {seconds:7.2f} {n / seconds:9,.0f} {cpu:7.2f} {n / cpu:11,.0f}{heap}",
            flush=True,
        )


if __name__ == "__main__":
    main()
