"""Peak memory of `cass-lsp translate` on a large file (issue 41 item 18): the peak resident set of
a child process translating one file made by concatenating HeCBench's CUDA sources, at 10 and
30 MB, in MB and as a multiple of the file's size, with the output's sha256 (the same output
before and after a change). Target: at most 20 times the input.

    .venv/bin/python benchmarks/bench_translate_memory.py [--sizes 10,30] [--hecbench DIR] [--quiet]

The child runs the command as a user does (`cass-lsp translate FILE -o OUT --hip-version 6.4.3`,
its findings printed to a pipe the parent drains; ``--quiet``: with ``-q``); the parent reads the
child's peak RSS (``ru_maxrss``) once it has exited. ``--profile`` runs the translation in this
process under tracemalloc instead and prints where the peak heap was allocated.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cass_lsp.core import hip_releases  # noqa: E402

HECBENCH = Path(os.environ.get("CASS_HECBENCH", ROOT.parent / "shared" / "corpus" / "hecbench"))
MB = 1024 * 1024
TARGET = 20  # times the input, at most

CHILD = """
import sys
from cass_lsp.cli import main
sys.exit(main(sys.argv[1:]))
"""


def big_cuda_file(size_mb: int, corpus: Path, out: Path) -> Path:
    """HeCBench's CUDA sources (``*-cuda/*.cu``, sorted) concatenated, repeated as needed, cut at a
    file boundary once ``size_mb`` is reached."""
    sources = sorted(corpus.glob("*-cuda/*.cu"))
    if not sources:
        raise SystemExit(f"no HeCBench CUDA sources in {corpus} (set CASS_HECBENCH)")
    target = size_mb * MB
    written = 0
    with out.open("wb") as f:
        while written < target:
            for source in sources:
                data = source.read_bytes()
                f.write(data if data.endswith(b"\n") else data + b"\n")
                written += len(data) + 1
                if written >= target:
                    break
    return out


def peak_rss_of_child(argv: list[str]) -> tuple[int, float, int]:
    """(peak RSS in bytes, seconds, exit status) of ``python -c CHILD argv``, from its own rusage."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD, *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for _ in proc.stderr:  # type: ignore[union-attr]
        pass  # drained, as a terminal would
    _pid, wait_status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(wait_status)
    return usage.ru_maxrss * 1024, time.perf_counter() - start, proc.returncode


def profile(path: Path) -> None:
    """Where the peak heap of a translation in this process was allocated (tracemalloc, top 15)."""
    import tracemalloc

    from cass_lsp.app.common import read_source
    from cass_lsp.translate import TranslateOptions, translate

    text = read_source(path)
    tracemalloc.start(10)
    result = translate(text, TranslateOptions(hip_version=hip_releases.NEWEST_HIP))
    snapshot = tracemalloc.take_snapshot()
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    size = path.stat().st_size
    print(f"{path.name}: {size / MB:.1f} MB; heap now {current / MB:.0f} MB, peak {peak / MB:.0f} MB"
          f" ({peak / size:.1f}x); {len(result.edits)} edits, {len(result.findings)} findings")  # fmt: skip
    for stat in snapshot.statistics("traceback")[:15]:
        print(f"{stat.size / MB:8.1f} MB {stat.count:9} blocks  " + " <- ".join(
            f"{Path(f.filename).name}:{f.lineno}" for f in list(stat.traceback)[:4]))  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,30", help="file sizes in MB, comma-separated (smallest first)")
    parser.add_argument("--hecbench", type=Path, default=HECBENCH)
    parser.add_argument("--quiet", action="store_true", help="translate with -q (errors alone printed)")
    parser.add_argument("--profile", action="store_true", help="tracemalloc the translation of the largest size")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    with tempfile.TemporaryDirectory(prefix="cass-memory-") as tmp:
        if args.profile:
            profile(big_cuda_file(sizes[-1], args.hecbench, Path(tmp) / f"big-{sizes[-1]}mb.cu"))
            return 0
        print(f"{'size':>8} {'peak RSS':>10} {'ratio':>7} {'seconds':>8}  output sha256")
        worst = 0.0
        for size_mb in sizes:
            source = big_cuda_file(size_mb, args.hecbench, Path(tmp) / f"big-{size_mb}mb.cu")
            out = Path(tmp) / f"big-{size_mb}mb.hip"
            argv = [
                "translate",
                str(source),
                "-o",
                str(out),
                "--hip-version",
                hip_releases.NEWEST_HIP,
                *(["-q"] if args.quiet else []),
            ]
            peak, seconds, status = peak_rss_of_child(argv)
            if status not in (0, 1):  # 1: the file has error findings
                print(f"translate exited with {status}", file=sys.stderr)
                return 1
            size = source.stat().st_size
            digest = hashlib.sha256(out.read_bytes()).hexdigest()[:16]
            ratio = peak / size
            worst = max(worst, ratio)
            print(f"{size / MB:7.1f}M {peak / MB:9.0f}M {ratio:6.1f}x {seconds:8.1f}  {digest}")
        print(f"worst: {worst:.1f}x the input (target: at most {TARGET}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
