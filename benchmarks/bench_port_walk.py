"""The walk of ``cass-lsp port`` through the porting side of the code, and the porting side's shape.

    .venv/bin/python benchmarks/bench_port_walk.py [DIR] [--out-dir OUT]

Runs ``cass-lsp port DIR --out-dir OUT`` (default: the bundled examples into a scratch folder)
in this process under ``sys.setprofile``, after a first run unprofiled (so that nothing done as a
module is imported counts), and counts, for the functions of the porting side
(the modules of ``cass_lsp.cli``, ``cass_lsp.app``, ``cass_lsp.buildfiles``, ``cass_lsp.project``
and ``cass_lsp.session``; not core's, which the translator calls too; module and class bodies,
comprehensions, lambdas and dunder methods such as a value's ``__init__`` not counted):

- **modules**: distinct modules one of whose functions ran;
- **functions**: distinct functions that ran;
- **calls**: the calls of those functions, all of them;
- **hand-offs**: distinct (caller, callee) pairs of those functions in different modules;
- **module edges**: distinct (caller's module, callee's module) pairs, the modules different;
- **call-backs**: distinct (module, module) pairs where a call enters a module that is already
  on the stack below another (the walk comes back into a room it left: A -> B -> A);
- **depth**: the deepest nesting of those functions' calls.

Then, read from the source (``ast``), not run:

- **longest app function**: the longest function of ``cass_lsp/app``, in lines, with its name;
- **Namespace reads**: attribute reads of a name ``args`` in port's modules of ``cass_lsp/app``
  (the argparse ``Namespace`` as the command passes it);
- **build-kind comparisons**: comparisons (``==``, ``!=``, ``in``) with a string naming a build
  system (cmake, make, autotools, meson, scons), and dict literals keyed by them, outside the
  build-system modules (``cass_lsp/buildfiles/systems/``);
- **uncatalogued codes**: the distinct finding codes written as string literals in a finding,
  rewrite or flag of ``cass_lsp/app``, ``cass_lsp/buildfiles`` and ``cass_lsp/project`` that the
  finding catalogue does not declare.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import inspect
import io
import re
import shutil
import sys
import tempfile
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cass_lsp"
PORTING_SIDE = ("cass_lsp.cli", "cass_lsp.app", "cass_lsp.buildfiles", "cass_lsp.project", "cass_lsp.session")
SYSTEM_NAMES = {"cmake", "make", "autotools", "meson", "scons"}


def _ours(module: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in PORTING_SIDE)


def walk(argv: list[str]) -> dict[str, Any]:
    """Run ``cass-lsp ARGV`` in process, profiled; the counts above. (The caller runs it once
    before, unprofiled, so that what modules do as they are imported is not counted.)"""
    from cass_lsp.cli import main

    functions: set[tuple[str, str]] = set()
    edges: set[tuple[tuple[str, str], tuple[str, str]]] = set()
    callbacks: set[tuple[str, str]] = set()
    calls = 0
    stack: list[tuple[str, str] | None] = []
    depth = deepest = 0

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal calls, depth, deepest
        if event == "call":
            code = frame.f_code
            module = frame.f_globals.get("__name__", "")
            me = (module, f"{code.co_qualname}:{code.co_firstlineno}") if _counted(module, code) else None
            if me is not None:
                calls += 1
                functions.add(me)
                mine = [s for s in stack if s is not None]
                if mine and mine[-1][0] != module:
                    edges.add((mine[-1], me))
                    if any(s[0] == module for s in mine):
                        callbacks.add((mine[-1][0], module))
                depth += 1
                deepest = max(deepest, depth)
            stack.append(me)
        elif event == "return" and stack and stack.pop() is not None:
            depth -= 1

    sink = io.StringIO()
    sys.setprofile(profile)
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            code = main(argv)
    finally:
        sys.setprofile(None)
    return {
        "exit": code,
        "modules": len({m for m, _f in functions}),
        "functions": len(functions),
        "calls": calls,
        "hand-offs": len(edges),
        "module edges": len({(a[0], b[0]) for a, b in edges}),
        "call-backs": len(callbacks),
        "depth": deepest,
    }


def _counted(module: str, code: CodeType) -> bool:
    """A function of the porting side: not a module's or a class's body, a comprehension, a lambda,
    nor a dunder (a value's ``__init__``, ``__eq__``)."""
    name = code.co_name
    return (
        _ours(module)
        and bool(code.co_flags & inspect.CO_OPTIMIZED)
        and not name.startswith("<")
        and not (name.startswith("__") and name.endswith("__"))
    )


def _functions(folder: Path) -> list[tuple[int, str]]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                size = (node.end_lineno or node.lineno) - node.lineno + 1
                found.append((size, f"{path.relative_to(ROOT).as_posix()}:{node.name}"))
    return found


def _namespace_reads(path: Path) -> int:
    count = 0
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "args":
            count += 1
    return count


def _kind_comparisons() -> list[str]:
    """Where a build system's name is compared, or keys a dict, outside the system modules."""
    systems = PACKAGE / "buildfiles" / "systems"
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if systems in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                operands = [node.left, *node.comparators]
                names = [o for o in operands if isinstance(o, ast.Constant) and o.value in SYSTEM_NAMES]
            elif isinstance(node, ast.Dict):
                names = [k for k in node.keys if isinstance(k, ast.Constant) and k.value in SYSTEM_NAMES]
            else:
                continue
            if names:
                found.append(f"{path.relative_to(ROOT).as_posix()}:{node.lineno}")
    return found


_FINDING_CALLS = {"Rewrite", "Finding", "Flag", "_finding", "finding", "FindingKind"}


def _code_literals() -> set[str]:
    """The finding codes written as literals where a finding, rewrite or flag is made."""
    codes: set[str] = set()
    for package in ("app", "buildfiles", "project"):
        for path in (PACKAGE / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
                if name not in _FINDING_CALLS:
                    continue
                values = [*node.args, *(k.value for k in node.keywords if k.arg == "code")]
                for value in values:
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        text = value.value
                        if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", text):
                            codes.add(text)
    return codes


def _catalogued() -> set[str]:
    try:
        from cass_lsp.project.codes import REGISTRY  # the one registry, once there is one
    except ImportError:
        from cass_lsp.translate.findings import CATALOGUE

        return {k.code for k in CATALOGUE}
    return set(REGISTRY.codes())


def shape() -> dict[str, Any]:
    size, name = max(_functions(PACKAGE / "app"))
    comparisons = _kind_comparisons()
    uncatalogued = sorted(_code_literals() - _catalogued())
    return {
        "longest app function": f"{size} lines ({name})",
        "Namespace reads": ", ".join(
            f"{name} {_namespace_reads(PACKAGE / 'app' / name)}"
            for name in ("port.py", "keep_cuda.py", "port_check.py")
        ),
        "build-kind comparisons": f"{len(comparisons)} in {len({c.split(':')[0] for c in comparisons})} files",
        "uncatalogued codes": f"{len(uncatalogued)} ({', '.join(uncatalogued)})" if uncatalogued else "0",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", type=Path, default=ROOT / "examples")
    parser.add_argument("--out-dir", type=Path)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="port-walk-"))
    out = args.out_dir or scratch / "x"
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            from cass_lsp.cli import main

            main(["port", str(args.directory), "--out-dir", str(scratch / "warm-up")])  # imports everything
        counts = walk(["port", str(args.directory), "--out-dir", str(out)])
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"cass-lsp port {args.directory} --out-dir {out}: exit {counts.pop('exit')}")
    for key, value in counts.items():
        print(f"  {key:<14} {value}")
    print("the porting side, read from the source:")
    for key, value in shape().items():
        print(f"  {key:<24} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
