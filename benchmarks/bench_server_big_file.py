"""A very large CUDA file in the editor (issue 19, item 8): time to first diagnostics and RSS.

Starts ``cass-lsp serve`` over stdio with VS Code's capabilities (the background compile off:
this measures the translation's path), opens a CUDA file of about ``--mb`` MB (the corpus
concatenated, as ``bench_translate.big_file`` builds it) and waits for the first published
diagnostics that hold the translation's findings (for a file this large, those of its start, see
``PROVISIONAL_BYTES`` in cass_lsp/server/features/translation.py), then for the whole file's.
Prints the time from didOpen to each, how many were published, and the server's resident memory
(VmRSS) and its peak (VmHWM).
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
from cass_lsp.server.features.translation import PROVISIONAL_CODE  # noqa: E402

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

        async def published(done) -> tuple[float, list]:  # type: ignore[no-untyped-def]
            while not done(ours := [d for d in bench.diagnostics.get(uri, []) if d.source == "cass-lsp"]):
                if time.perf_counter() > deadline:
                    raise TimeoutError(f"no such diagnostics within {timeout} s")
                await asyncio.sleep(0.005)
            return time.perf_counter() - start, ours

        first, shown = await published(lambda ds: any(d.code != "file-skipped" for d in ds))
        rss_first, _ = memory_mb(bench.server_pid)
        whole, final = await published(lambda ds: ds and not any(d.code == PROVISIONAL_CODE for d in ds))
        rss, peak = memory_mb(bench.server_pid)
        print(
            f"{len(text.encode()) / 2**20:.1f} MB, {text.count(chr(10))} lines: first diagnostics after {first:.2f} s"
            f" ({len(shown)} published, server RSS {rss_first:.0f} MB); the whole file's after {whole:.2f} s"
            f" ({len(final)} published); server RSS {rss:.0f} MB (peak {peak:.0f} MB, {idle_rss:.0f} MB before)"
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
