"""Time from save to hipcc diagnostics for the corpus, with the compilers' own time apart (issue 4).

Two views:
1. Through the real server over stdio (VS Code's capabilities): for each corpus file, change it
   (a new comment line, so nothing is cached) and save; the time from didSave to the server's
   compile report (logged just before the diagnostics are published) is split into the time
   compilers were running (hipcc per target and nvcc + nvdisasm + cuobjdump for SASS, run
   concurrently on the machine's cores) and what the server adds: translation, temporary files,
   parsing and mapping diagnostics, process start-up, the event loop.
2. The engine alone (``Builder.build``, the AMD targets): the same split without the protocol, with
   hipcc's CPU time, once parsing the whole text and once loading the precompiled preamble.

Target: the server adds <= 100 ms beyond the compilers.

    .venv/bin/python benchmarks/bench_compile.py [--runs 3] [--files tests/corpus/*.cu]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._lsp_client import BenchClient  # noqa: E402
from cass_lsp.session import build_translated  # noqa: E402
from cass_lsp.toolchain.discovery import discover  # noqa: E402
from cass_lsp.toolchain.pipeline import Builder, BuildRequest  # noqa: E402
from cass_lsp.toolchain.preamble import Preambles  # noqa: E402

SETTINGS = {"compile": {"enabled": True, "debounceMs": 300}, "run": {"mode": "never"}}


def corpus() -> list[Path]:
    return sorted((ROOT / "tests" / "corpus").glob("*.cu"))


async def through_server(files: list[Path], runs: int) -> list[tuple[str, float, float]]:
    bench = BenchClient(SETTINGS)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        await bench.start(root)
        try:
            for src in files:
                path = root / src.name
                for header in src.parent.glob("*.cuh"):  # local headers the corpus includes
                    (root / header.name).write_text(header.read_text())
                text = src.read_text()
                path.write_text(text)
                uri = bench.open(path, text)
                await bench.compiled(path.name, 1)
                totals, compilers = [], []
                for run in range(runs):
                    version = run + 2
                    text += f"// edit {run}\n"
                    path.write_text(text)
                    bench.client.text_document_did_change(
                        types.DidChangeTextDocumentParams(
                            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
                        )
                    )
                    saved = time.perf_counter()
                    bench.client.text_document_did_save(
                        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
                    )
                    done, _wall, compiler_ms = await bench.compiled(path.name, version)
                    totals.append((done - saved) * 1000)
                    compilers.append(compiler_ms)
                rows.append((src.name, statistics.median(totals), statistics.median(compilers)))
        finally:
            await bench.stop()
    return rows


async def engine_only(files: list[Path], runs: int, preambles: bool) -> list[tuple[str, float, float, float]]:
    """Per file: median wall, compiler and hipcc-CPU ms of ``runs`` edits. With ``preambles`` (a
    store of its own), two edits more come first: one remembers the preamble, one precompiles it."""
    tc = discover()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        store = Preambles(Path(tmp)) if preambles else None
        for src in files:
            walls, compilers, cpu = [], [], []
            for run in range(runs + (2 if preambles else 0)):
                builder = Builder(tc, preambles=store)  # a fresh cache: every run compiles
                text = src.read_text() + f"// run {run}\n"
                before = _children_cpu()
                build = await build_translated(builder, BuildRequest(src, text, "cuda", tc.targets))
                if run >= (2 if preambles else 0):
                    walls.append(build.wall_seconds * 1000)
                    compilers.append(build.compiler_seconds * 1000)
                    cpu.append((_children_cpu() - before) * 1000)
            rows.append((src.name, statistics.median(walls), statistics.median(compilers), statistics.median(cpu)))
    return rows


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cpu_table(title: str, rows: list[tuple[str, float, float, float]]) -> None:
    print(title)
    print(f"  {'file':<24}{'total ms':>10}{'compilers ms':>14}{'hipcc CPU ms':>14}")
    for name, total, compilers, cpu in rows:
        print(f"  {name:<24}{total:>10.0f}{compilers:>14.0f}{cpu:>14.0f}")
    print(f"  sum of hipcc CPU: {sum(r[3] for r in rows) / 1000:.1f} s")


def table(title: str, rows: list[tuple[str, float, float]]) -> None:
    print(title)
    print(f"  {'file':<24}{'total ms':>10}{'compilers ms':>14}{'added ms':>10}")
    for name, total, compilers in rows:
        print(f"  {name:<24}{total:>10.0f}{compilers:>14.0f}{total - compilers:>10.0f}")
    added = [t - c for _, t, c in rows]
    print(
        f"  median added by the server: {statistics.median(added):.0f} ms, max {max(added):.0f} ms (target <= 100 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--files", nargs="*", type=Path, default=None)
    args = parser.parse_args()
    files = args.files or corpus()
    tc = discover()
    if not tc.has_hip:
        print(f"skipped: {tc.problem('hipcc').message} Fix: {tc.problem('hipcc').fix}")
        return
    print(f"targets {', '.join(tc.targets)}; SASS {tc.sass_arch if tc.has_sass_tools else 'off (tools missing)'}")
    table("save -> diagnostics through the server (median of runs)", asyncio.run(through_server(files, args.runs)))
    # The engine alone, AMD targets only (no SASS): each compile parsing the whole text, then
    # with the document's precompiled preamble loaded (toolchain/preamble.py).
    cpu_table(
        "engine only, whole text (Builder.build, no protocol, no SASS)",
        asyncio.run(engine_only(files, args.runs, False)),
    )
    cpu_table("engine only, precompiled preamble", asyncio.run(engine_only(files, args.runs, True)))


if __name__ == "__main__":
    main()
