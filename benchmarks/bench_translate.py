"""Translation speed: lines per second on a 20,000-line CUDA file and on the corpus.

    .venv/bin/python benchmarks/bench_translate.py [--lines 20000] [--runs 5]

The big file is the corpus concatenated (kernel and function names suffixed per copy so that
it stays one valid translation unit) until it has the requested number of lines. Prints the
median of several runs; the target is the 20,000-line file in 1 s or less on 2 cores.
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from pathlib import Path

from cass_lsp.syntax.languages import parse
from cass_lsp.translate import translate
from cass_lsp.translate.mapping import load

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"
_NAME = re.compile(r"\b(main|nbody|gemm|app|pipeline|corpus)\b")


def corpus_sources() -> list[tuple[str, str]]:
    return [(p.name, p.read_text(encoding="utf-8")) for p in sorted(CORPUS.iterdir()) if p.suffix in (".cu", ".cuh")]


def big_file(lines: int) -> str:
    """Corpus copies, each with its top-level names renamed, up to ``lines`` lines."""
    parts: list[str] = []
    count = 0
    copy = 0
    while count < lines:
        for _name, text in corpus_sources():
            renamed = _NAME.sub(lambda m, c=copy: f"{m.group(1)}_{c}", text)
            parts.append(renamed)
            count += renamed.count("\n")
            if count >= lines:
                break
        copy += 1
    text = "".join(parts)
    return "\n".join(text.split("\n")[:lines]) + "\n"


def timed(fn, runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    start = time.perf_counter()
    load()
    print(f"mapping data load (once per process): {time.perf_counter() - start:.3f} s")

    text = big_file(args.lines)
    n_lines = text.count("\n")
    translate(text)  # warm caches (queries, candidate tables)
    parse_s = timed(lambda: parse("cuda", text.encode()), args.runs)
    big_s = timed(lambda: translate(text), args.runs)
    print(
        f"{n_lines}-line file: {big_s:.3f} s median of {args.runs} ({n_lines / big_s:,.0f} lines/s);"
        f" parse alone {parse_s:.3f} s"
    )

    sources = corpus_sources()
    corpus_lines = sum(t.count("\n") for _, t in sources)
    corpus_s = timed(lambda: [translate(t) for _, t in sources], args.runs)
    rate = corpus_lines / corpus_s
    print(f"corpus, {len(sources)} files, {corpus_lines} lines: {corpus_s:.3f} s ({rate:,.0f} lines/s)")


if __name__ == "__main__":
    main()
