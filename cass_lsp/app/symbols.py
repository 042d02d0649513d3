"""`cass-lsp symbols FILE...`: the outline of CUDA, SASS or AMD GPU assembly files."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cass_lsp.syntax.files import read_source
from cass_lsp.syntax.languages import detect, parse
from cass_lsp.syntax.symbols import Symbol, symbols


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
    parser.add_argument("--json", action="store_true", help="print JSON instead of an indented outline")


def run(args: argparse.Namespace) -> int:
    status = 0
    report = {}
    for path in args.files:
        source = read_source(path)
        if source.problem:
            print(f"{path}: {source.problem}", file=sys.stderr)
            if source.text is None:
                status = 1
                continue
        assert source.text is not None
        data = source.text.encode("utf-8", "surrogatepass")
        language = detect(path.resolve().as_uri(), head=data[:4096])
        if language is None:
            print(f"{path}: not CUDA, SASS or AMD GPU assembly; skipped", file=sys.stderr)
            status = 1
            continue
        tree = parse(language, data)
        found = symbols(language, tree)
        if args.json:
            report[str(path)] = [_as_dict(s, tree.root_node) for s in found]
        else:
            print(f"{path} ({language})")
            _print(found, tree.root_node, 1)
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        print()
    return status


def _line(root, offset: int) -> int:
    node = root.descendant_for_byte_range(offset, offset)
    return (node.start_point[0] if node is not None else 0) + 1


def _as_dict(sym: Symbol, root) -> dict:
    return {
        "name": sym.name,
        "kind": sym.kind,
        "detail": sym.detail,
        "line": _line(root, sym.name_start),
        "children": [_as_dict(c, root) for c in sym.children],
    }


def _print(found: list[Symbol], root, depth: int) -> None:
    for sym in found:
        detail = f"  [{sym.detail}]" if sym.detail else ""
        print(f"{'  ' * depth}{sym.kind:<9} {sym.name}{detail}  line {_line(root, sym.name_start)}")
        _print(sym.children, root, depth + 1)
