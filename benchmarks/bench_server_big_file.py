"""A very large CUDA file in the editor (issue 19, item 8): time to first diagnostics and RSS.

Starts ``cass-lsp serve`` over stdio with VS Code's capabilities (the background compile off:
this measures the translation's path), opens a CUDA file of about ``--mb`` MB (the corpus
concatenated, as ``bench_translate.big_file`` builds it) and waits for the first published
diagnostics that hold the translation's findings. Prints the time from didOpen to them, how many
were published, and the server's resident memory then (VmRSS) and at its peak (VmHWM).
Target: first diagnostics of a 10 MB file within 3 s.

    .venv/bin/python benchmarks/bench_server_big_file.py [--mb 10]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_translate import big_file  # noqa: E402

from benchmarks._lsp_client import BenchClient  # noqa: E402

SETTINGS = {"compile": {"enabled": False}, "run": {"mode": "never"}}
BYTES_PER_LINE = 40.7  # big_file's average


def memory_mb(pid: int) -> tuple[float, float]:
    """(VmRSS, VmHWM) of ``pid`` in MB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


async def run(mb: float, timeout: float) -> None:
    text = big_file(int(mb * 2**20 / BYTES_PER_LINE))
    bench = BenchClient(SETTINGS)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        path = root / "big.cu"
        path.write_text(text)
        await bench.start(root)
        idle_rss, _ = memory_mb(bench.server_pid)
        start = time.perf_counter()
        uri = bench.open(path, text)
        deadline = start + timeout
        while not any(d.source == "cass-lsp" and d.code != "file-skipped" for d in bench.diagnostics.get(uri, [])):
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no diagnostics within {timeout} s")
            await asyncio.sleep(0.005)
        elapsed = time.perf_counter() - start
        published = bench.diagnostics[uri]
        rss, peak = memory_mb(bench.server_pid)
        print(
            f"{len(text.encode()) / 2**20:.1f} MB, {text.count(chr(10))} lines: first diagnostics after"
            f" {elapsed:.2f} s ({len(published)} published); server RSS {rss:.0f} MB (peak {peak:.0f} MB,"
            f" {idle_rss:.0f} MB before the file)"
        )
        await bench.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10.0)
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args()
    asyncio.run(run(args.mb, args.timeout))


if __name__ == "__main__":
    main()
