"""A large file is translated in chunks even where one chunk's parse stays unsure: the heap it
takes stays a small multiple of the file (benchmarks/bench_translate_memory.py measures the
resident set of the command on 10 and 30 MB; benchmarks/RESULTS.md). A ratio, never a time."""

from __future__ import annotations

import gc
import tracemalloc

import pytest

from benchmarks.bench_translate import big_file
from cass_lsp.core.result import encode
from cass_lsp.translate import TranslateOptions, chunked, translate

pytestmark = pytest.mark.slow

# The construct that made a concatenation of HeCBench's sources parse to one ERROR (mdh's
# WKFUtils.cu): `extern "C" {` opened in an #ifdef and closed in another.
UNSURE = """#ifdef __cplusplus
extern "C" {
#endif
typedef struct { int starttime; } wkf_timer;
void wkf_timer_start(wkf_timer* t) { t->starttime = 0; }
#ifdef __cplusplus
}
#endif
"""
TARGET = 20  # bytes of heap per byte of source, at most


def _peak_heap_per_byte(source: str) -> float:
    gc.collect()
    tracemalloc.start()
    translate(source, TranslateOptions(hip_version="6.4.3"))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / len(encode(source))


def test_a_file_with_an_unsure_chunk_is_still_translated_in_chunks() -> None:
    """Its first chunk's parse is unsure (the error reaches its end): before, the whole file was
    parsed (about 40 bytes of heap per byte); now that chunk is taken as it parsed alone."""
    source = UNSURE + big_file(60000)
    assert len(encode(source)) > chunked.WHOLE_FILE_BYTES
    ratio = _peak_heap_per_byte(source)
    assert ratio < TARGET, f"{ratio:.1f} bytes of heap per byte of source"
    doubled = _peak_heap_per_byte(UNSURE + big_file(120000))  # no heavier per byte at twice the size
    assert doubled < TARGET and doubled < ratio * 1.25, f"{doubled:.1f} at twice the size, {ratio:.1f} at once"
