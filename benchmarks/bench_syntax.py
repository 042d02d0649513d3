"""Parse speed and server memory (issue 2).

Builds a 20,000-line CUDA file from the project's CUDA sources and a 100,000-line SASS file
from real `nvcc -cubin` + `cuobjdump -sass` output, then prints:
- initial parse and incremental reparse after a one-character edit (median of many edits at
  random places), through the syntax layer the server uses (Document + tree-sitter);
- the server's resident memory after opening both files over stdio, and after typing into
  the SASS file (memory under editing must stay bounded).

Targets on the 2-core CI machines: reparse <= 5 ms median (.cu) and <= 10 ms (SASS), initial
parse of the SASS file <= 1 s, idle RSS <= 120 MB.

    .venv/bin/python benchmarks/bench_syntax.py
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IDLE_SECONDS = 20
sys.path.insert(0, str(ROOT))

from lsprotocol import types  # noqa: E402

from benchmarks._lsp_client import BenchClient  # noqa: E402
from cass_lsp.syntax.document import Document  # noqa: E402


def cuda_sources() -> list[Path]:
    return sorted(p for d in ("examples", "tests/corpus") for p in (ROOT / d).rglob("*.cu"))


def build_cuda(lines: int) -> str:
    """Copies of the project's CUDA sources, each in its own namespace, up to ``lines`` lines."""
    sources = [p.read_text() for p in cuda_sources()]
    body = [
        "\n".join(line for line in src.splitlines() if not line.startswith("#include"))
        for src in sources
        if src.strip()
    ]
    out = ["#include <cuda_runtime.h>", "#include <cstdio>"]
    copy = 0
    while len(out) < lines:
        for src in body:
            out.append(f"namespace copy{copy} {{")
            out.extend(src.replace("int main(", f"int main_{copy}(").splitlines())
            out.append(f"}}  // namespace copy{copy}")
            copy += 1
    return "\n".join(out[:lines]) + "\n"


def build_sass(lines: int, workdir: Path) -> str:
    """Real cuobjdump output of the project's CUDA sources for several architectures."""
    from cass_lsp.toolchain.discovery import discover

    tc = discover()
    if not (tc.has_nvcc and tc.has_sass_tools):
        sys.exit("bench_syntax: needs nvcc and cuobjdump (run `cass-lsp doctor`)")
    env = tc.nvidia_env()
    dumps = []
    for src in cuda_sources():
        for arch in ("sm_80", "sm_89", "sm_90"):
            cubin = workdir / f"{src.stem}.{arch}.cubin"
            built = subprocess.run(
                [str(tc.nvcc), f"-arch={arch}", "-cubin", "-o", str(cubin), str(src)],
                capture_output=True,
                env=env,
            )
            if built.returncode != 0:
                continue
            dump = subprocess.run([str(tc.cuobjdump), "-sass", str(cubin)], capture_output=True, text=True, env=env)
            if dump.returncode == 0:
                dumps.append(dump.stdout)
    if not dumps:
        sys.exit("bench_syntax: no SASS could be produced")
    out: list[str] = []
    while len(out) < lines:
        for dump in dumps:
            out.extend(dump.splitlines())
    return "\n".join(out[:lines]) + "\n"


def time_parse(uri: str, language: str, text: str, edits: int, seed: int = 7) -> dict[str, float]:
    rng = random.Random(seed)
    initial = []
    for _ in range(3):
        started = time.perf_counter()
        doc = Document.open(uri, language, 1, text)  # type: ignore[arg-type]
        doc.reparse()
        initial.append(time.perf_counter() - started)
    assert (doc.tree is not None and not doc.tree.root_node.has_error) or language == "cuda"
    reparse = []
    version = 1
    for _ in range(edits):
        line = rng.randrange(doc.line_count)
        col = rng.randrange(len(doc.line_bytes(line)) + 1)
        version += 1
        started = time.perf_counter()
        doc.apply_change((line, col), (line, col), "x", version, "utf-8")
        doc.reparse()
        reparse.append(time.perf_counter() - started)
        version += 1  # undo, so the file stays what it was
        doc.apply_change((line, col), (line, col + 1), "", version, "utf-8")
        doc.reparse()
    nodes = doc.tree.root_node.descendant_count if doc.tree is not None else 0
    return {
        "initial_s": statistics.median(initial),
        "reparse_ms_median": statistics.median(reparse) * 1e3,
        "reparse_ms_p90": statistics.quantiles(reparse, n=10)[-1] * 1e3,
        "nodes": nodes,
    }


def _rss_mb(pid: int) -> float:
    return int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:")[1].split()[0]) / 1024


def server_rss(files: list[tuple[Path, str]], edits: int) -> tuple[float, float]:
    """MB resident in a real `cass-lsp serve` after opening ``files`` and getting their symbols,
    then again after ``edits`` typed characters in the last file (in bursts, as typing comes)."""

    async def measure() -> tuple[float, float]:
        bench = BenchClient(settings={})
        await bench.start(files[0][0].parent)
        try:
            for path, language_id in files:
                uri = bench.open(path, path.read_text(), language_id)
                await bench.client.text_document_document_symbol_async(
                    types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
                )
            await asyncio.sleep(IDLE_SECONDS)  # background work (findings, compiles) settles
            opened = _rss_mb(bench.server_pid)
            rng = random.Random(2)
            lines = path.read_text().count("\n")
            for version in range(2, edits + 2):
                line = rng.randrange(lines)
                bench.client.text_document_did_change(
                    types.DidChangeTextDocumentParams(
                        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                        content_changes=[
                            types.TextDocumentContentChangePartial(
                                range=types.Range(start=types.Position(line, 0), end=types.Position(line, 0)), text="x"
                            )
                        ],
                    )
                )
                await asyncio.sleep(0.5 if version % 20 == 0 else 0.02)  # a pause after every 20 keys
            await bench.client.text_document_document_symbol_async(
                types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
            )
            await asyncio.sleep(IDLE_SECONDS)
            return opened, _rss_mb(bench.server_pid)
        finally:
            await bench.stop()

    return asyncio.run(measure())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cu-lines", type=int, default=20_000)
    parser.add_argument("--sass-lines", type=int, default=100_000)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--server-edits", type=int, default=600, help="characters typed into the SASS file")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="cass-bench-") as tmp:
        workdir = Path(tmp)
        cu_text = build_cuda(args.cu_lines)
        sass_text = build_sass(args.sass_lines, workdir)
        cu_path = workdir / "big.cu"
        sass_path = workdir / "big.sass"
        cu_path.write_text(cu_text)
        sass_path.write_text(sass_text)

        cu = time_parse(cu_path.as_uri(), "cuda", cu_text, args.edits)
        sass = time_parse(sass_path.as_uri(), "sass", sass_text, args.edits)
        rss, rss_edited = server_rss([(cu_path, "cuda-cpp"), (sass_path, "sass-asm")], args.server_edits)

    def row(name: str, value: str, target: str) -> None:
        print(f"{name:<44} {value:>14}   {target}")

    print(
        f"files: {args.cu_lines} lines of CUDA ({len(cu_text) / 1e6:.1f} MB), "
        f"{args.sass_lines} lines of SASS ({len(sass_text) / 1e6:.1f} MB)"
    )
    row("CUDA initial parse", f"{cu['initial_s'] * 1e3:.0f} ms", "")
    row("CUDA reparse after 1-char edit, median", f"{cu['reparse_ms_median']:.2f} ms", "target <= 5 ms")
    row("CUDA reparse after 1-char edit, p90", f"{cu['reparse_ms_p90']:.2f} ms", "")
    row("SASS initial parse", f"{sass['initial_s'] * 1e3:.0f} ms", "target <= 1000 ms")
    row("SASS reparse after 1-char edit, median", f"{sass['reparse_ms_median']:.2f} ms", "target <= 10 ms")
    row("SASS reparse after 1-char edit, p90", f"{sass['reparse_ms_p90']:.2f} ms", "")
    row("tree nodes (CUDA / SASS)", f"{cu['nodes']} / {sass['nodes']}", "")
    row("server RSS after opening both", f"{rss:.0f} MB", "target <= 120 MB")
    row(f"server RSS after {args.server_edits} edits of the SASS file", f"{rss_edited:.0f} MB", "")


if __name__ == "__main__":
    main()
