"""The editor's project index (cass_lsp/session/project_index.py) over each project of the
projects corpus (../shared/corpus/projects): the files it reads, the seconds of a first read and
of a read again with nothing changed (each file's facts cached by time and size: what a save
costs), and whether its names and inline-asm functions are port's (the facts of port's scan of the
tree, project/scan.py).

    .venv/bin/python benchmarks/bench_project_index.py [--corpus DIR]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from cass_lsp.project.scan import scan
from cass_lsp.session.project_index import read_project

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "projects"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args()
    print(f"{'project':<14} {'files':>6} {'first s':>8} {'again s':>8} {'names':>6}  same as port")
    for project in sorted(p for p in args.corpus.iterdir() if p.is_dir()):
        started = time.perf_counter()
        first = read_project(project, False, {}, {})
        first_s = time.perf_counter() - started
        started = time.perf_counter()
        again = read_project(project, False, {}, first.cached)
        again_s = time.perf_counter() - started
        port = scan(project.resolve()).facts  # what port's scan of the tree reads
        same = (port.names, port.asm_functions) == (again.facts.names, again.facts.asm_functions)
        names = len(first.facts.names)
        print(f"{project.name:<14} {len(first.cached):>6} {first_s:>8.3f} {again_s:>8.3f} {names:>6}  {same}")


if __name__ == "__main__":
    main()
