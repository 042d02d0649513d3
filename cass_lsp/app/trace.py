"""`cass-lsp trace FILE.cu [-- ARGS...]`: run a CUDA program and its HIP translation in trace mode and
name the first kernel whose results differ.

Both sources get a call after each kernel launch, ``cass_trace::after("kernel", line, arguments...)``,
and are built with the trace header force-included (runtime/trace/cass_trace.h): after each launch
every device buffer an argument points into is copied back and checksummed, on both sides; the
traces are compared launch by launch (toolchain/trace.py). Where the outputs already differ, this
says which kernel computed something else first; where they agree, that every launch agreed.

The program runs on the GPU there is (toolchain/run.py): an AMD GPU, else an NVIDIA GPU through
HIP's NVIDIA platform, the file then translated for the HIP that platform's headers declare. One
file: the headers it includes from its folder are used as they are on both sides.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

from cass_lsp.app.common import SourceError, read_source
from cass_lsp.syntax.cuda import launches
from cass_lsp.syntax.languages import parse
from cass_lsp.toolchain import run as run_compare
from cass_lsp.toolchain.discovery import discover
from cass_lsp.translate import TranslateOptions, translate


def instrument(text: str) -> tuple[str, int]:
    """``text`` with ``cass_trace::after(...)`` after each launch that is a statement of its own, and
    how many launches got one (a launch inside an expression or a macro is left alone)."""
    source = text.encode("utf-8", "surrogateescape")
    tree = parse("cuda", source)
    inserts: list[tuple[int, bytes]] = []
    for launch in launches(tree):
        statement = launch.node.parent
        if statement is None or statement.type != "expression_statement":
            continue
        arguments = [source[a.start_byte : a.end_byte].decode("utf-8", "surrogateescape")
                     for a in launch.arguments.named_children if a.type != "comment"]  # fmt: skip
        line = launch.node.start_point[0] + 1
        call = f' cass_trace::after("{launch.kernel_name}", {line}{"".join(f", {a}" for a in arguments)});'
        inserts.append((statement.end_byte, call.encode("utf-8", "surrogateescape")))
    out = bytearray(source)
    for offset, call in sorted(inserts, reverse=True):
        out[offset:offset] = call
    return bytes(out).decode("utf-8", "surrogateescape"), len(inserts)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a CUDA program (a file with main)")
    parser.add_argument("args", nargs=argparse.REMAINDER, help="its arguments (after --)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run (default 60)")


def run(args: argparse.Namespace) -> int:
    try:
        text = read_source(args.file)
    except SourceError as exc:
        print(f"cass-lsp trace: {args.file}: {exc}", file=sys.stderr)
        return 2
    tc = discover()
    platform, reason = run_compare.choose_platform(tc, "auto")
    if platform is None:
        print(f"cass-lsp trace: nothing to run on: {reason}", file=sys.stderr)
        return 2
    hip = run_compare.translation_hip(tc, "auto") or tc.hip_version
    translation = translate(text, TranslateOptions(hip_version=hip))
    cuda_traced, count = instrument(text)
    hip_traced, hip_count = instrument(translation.text)
    print(f"trace: {count} launch(es) of {args.file.name} traced (HIP {hip_count}); HIP {hip} on {platform}")
    arguments = tuple(a for a in args.args if a != "--")
    spec = run_compare.RunSpec(args=arguments, limits=run_compare.RunLimits(timeout=args.timeout), trace=True)
    with tempfile.TemporaryDirectory(prefix="cass-trace-") as tmp:
        folder = Path(tmp)
        (folder / "cuda").mkdir()
        (folder / "hip").mkdir()
        cuda_file = folder / "cuda" / args.file.name
        hip_file = folder / "hip" / f"{args.file.stem}.hip"
        cuda_file.write_text(cuda_traced, encoding="utf-8", errors="surrogateescape")
        hip_file.write_text(hip_traced, encoding="utf-8", errors="surrogateescape")
        includes = [f"-I{args.file.resolve().parent}"]
        outcome = asyncio.run(
            run_compare.run_and_compare(
                tc, cuda_file, hip_file, spec=spec, extra=includes, cuda_extra=includes, workdir=folder / "work"
            )
        )
    print(f"{outcome.status}: {outcome.message}")
    if outcome.status in ("skipped", "no-reference"):
        return 2
    return 0 if outcome.status in ("equal", "equal-masked") and outcome.trace is None else 1
