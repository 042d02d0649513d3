"""Translation time grows linearly with the file (issue 19, item 8).

The time per line of an 80,000-line file must stay within 1.3 times that of a 10,000-line file
(CPU time of this process, the best of a few runs: a ratio of two sizes, never an absolute time,
so a slow or loaded machine does not fail it). Each sample of the small size translates it eight
times in a row, so that a sample of either size covers the same lines for the same time, and the
two sizes alternate, so both minimums come from the same stretch of the machine's load. With one
run of the small file per sample (and more samples of it than of the large one), the small size's
minimum fell in quiet stretches the large one could not: on a 2-core machine shared with another
test worker the ratio of a linear translator read 1.31 to 1.35 at times, against 0.83 to 1.01 when
idle; with equal samples it read 0.93 to 1.17 under the same load.
A search of the whole file per occurrence of something (a quadratic rule) makes the ratio grow
with the size: 1.5 at these sizes (3.0 at 200,000 lines) before the rules'
whole-file facts were computed once; 1.0 since. ``benchmarks/bench_scaling.py`` prints the curve.
"""

from __future__ import annotations

import time

from benchmarks.bench_translate import big_file
from cass_lsp.translate import translate

SMALL, LARGE = 10_000, 80_000
MAX_RATIO = 1.3


ROUNDS = 2  # each: the large file once, then the small file LARGE // SMALL times


def cpu_seconds_per_line(text: str, times: int = 1) -> float:
    start = time.process_time()
    for _ in range(times):
        translate(text)
    return (time.process_time() - start) / (text.count("\n") * times)


def test_time_per_line_does_not_grow_with_the_file() -> None:
    small, large = big_file(SMALL), big_file(LARGE)
    translate(small)  # warm: queries, candidate tables
    per_line_small = per_line_large = float("inf")
    for _ in range(ROUNDS):
        per_line_large = min(per_line_large, cpu_seconds_per_line(large))
        per_line_small = min(per_line_small, cpu_seconds_per_line(small, LARGE // SMALL))
    ratio = per_line_large / per_line_small
    assert ratio < MAX_RATIO, (
        f"{LARGE} lines: {per_line_large * 1e6:.1f} us/line; {SMALL} lines: {per_line_small * 1e6:.1f} us/line"
        f" (ratio {ratio:.2f}, at most {MAX_RATIO})"
    )
