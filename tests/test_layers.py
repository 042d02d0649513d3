"""The import contract: layers point one way, and no module imports itself back.

    core, settings                                  the bottom: shared types, the settings schema
    runtime                                         the C++ runtime translations carry, and its reader
    syntax -> translate -> models                   the engines, each usable without the server
    project (over translate, buildfiles, toolchain) a project read once, its rules (cass-lsp.toml),
                                                    the one catalogue of finding codes
    toolchain (over core and settings)
    session (the features' shared state)  over the engines
    app (the command line), server        on top; neither imports the other

Read from the source with ``ast`` (every ``import``, module level or inside a function, except
those under ``if TYPE_CHECKING:``, which never run), so a lazy import cannot hide an edge.
Within the server, ``server.py`` and ``feature.py`` never import a feature module and no feature
imports another: ``server/cli.py`` composes them, and what they share lives in the session. The
server reaches the engines only through the session (its API and the values it hands out), and
no module of the server imports another back, not even for typing.
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "cass_lsp"

ENGINES = {"core", "settings", "runtime", "syntax", "translate", "project", "models", "toolchain"}
# layer -> the layers it may import (besides itself)
ALLOWED: dict[str, set[str]] = {
    "core": set(),
    "settings": {"core"},
    "runtime": {"core"},
    "syntax": {"core"},
    "toolchain": {"core", "settings"},
    "buildfiles": {"core", "settings"},
    "translate": {"core", "syntax", "runtime"},
    # a project's rule file over the translator; the one catalogue of finding codes, the build files' too
    "project": {"core", "syntax", "translate", "buildfiles", "toolchain"},
    "models": {"core", "settings", "syntax", "translate", "toolchain"},
    "session": ENGINES | {"buildfiles"},
    "server": ENGINES | {"session", "version", "buildfiles"},
    "app": ENGINES | {"session", "version", "buildfiles"},
    # the entry points: `cass-lsp COMMAND` picks app or server; the version string is shared
    "cli": {"app", "server", "version"},
    "__main__": {"cli"},
    "version": set(),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    parts = module.split(".")
    return "version" if len(parts) == 1 else parts[1]


def _type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports_of(path: Path, modules: set[str], typing_too: bool = False) -> set[str]:
    """The cass_lsp modules ``path`` imports at run time (and, ``typing_too``, for typing only,
    under ``if TYPE_CHECKING:``); a name imported from a package that is itself a module counts
    as that module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if _type_checking_block(node) and not typing_too:
            skipped.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "cass_lsp")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "cass_lsp":
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in modules else node.module)
    return found


@functools.cache  # read once: several tests ask, and the tree does not change under them
def graph(typing_too: bool = False) -> dict[str, set[str]]:
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    modules = set(paths)
    edges: dict[str, set[str]] = defaultdict(set)
    for module, path in paths.items():
        edges[module] = {m for m in imports_of(path, modules, typing_too) if m != module and m in modules}
    return dict(edges)


def cycles_of(edges: dict[str, set[str]]) -> list[list[str]]:
    cycles: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the stack, 2: done
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for nxt in sorted(edges.get(module, ())):
            if state.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[module] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module)
    return cycles


def test_every_layer_is_in_the_contract() -> None:
    assert {layer(m) for m in graph()} <= set(ALLOWED)


def test_layers_import_only_downwards() -> None:
    wrong = sorted(
        f"{a} -> {b}"
        for a, targets in graph().items()
        for b in targets
        if layer(b) != layer(a) and layer(b) not in ALLOWED[layer(a)]
    )
    assert wrong == [], "imports against the layer contract:\n" + "\n".join(wrong)


def test_no_import_cycles() -> None:
    cycles = cycles_of(graph())
    assert cycles == [], "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_no_import_cycles_in_the_server_even_for_typing() -> None:
    """Features and the server's own modules name the server as ``host.Host``: nothing imports
    ``server.py`` back, not even under ``TYPE_CHECKING`` (the last circle was feature.py's)."""
    edges = {a: b for a, b in graph(typing_too=True).items() if layer(a) == "server"}
    cycles = cycles_of({a: {m for m in b if layer(m) == "server"} for a, b in edges.items()})
    assert cycles == [], "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_the_server_never_imports_a_feature_and_features_never_import_each_other() -> None:
    edges = graph()
    features = {m for m in edges if m.startswith("cass_lsp.server.features.")}
    protocol = {"cass_lsp.server.server", "cass_lsp.server.feature"}
    wrong = sorted(f"{a} -> {b}" for a in protocol | features for b in edges[a] if b in features)
    assert wrong == []


def test_the_server_reaches_the_engines_only_through_the_session() -> None:
    """Features and the server's own modules import the session, core and settings (the session's
    API and the values it hands out), never an engine: the session is the one facade under the
    protocol, as clangd's ClangdServer and rust-analyzer's ``ide`` crate are. ``server/cli.py``
    alone, which starts the process, sets the allocator's policy (``syntax.memory``)."""
    through = {"session", "core", "settings", "server", "version"}
    process_start = {("cass_lsp.server.cli", "cass_lsp.syntax.memory")}
    wrong = sorted(
        f"{a} -> {b}"
        for a, targets in graph(typing_too=True).items()
        if layer(a) == "server"
        for b in targets
        if layer(b) not in through and (a, b) not in process_start
    )
    assert wrong == [], "the server around the session:\n" + "\n".join(wrong)


def test_the_checker_sees_a_violation(tmp_path: Path) -> None:
    """The contract test reads real imports: a lazy, function-level import counts."""
    source = tmp_path / "probe.py"
    source.write_text("def f():\n    from cass_lsp.server import server\n")
    assert imports_of(source, {"cass_lsp.server.server"}) == {"cass_lsp.server.server"}
    guarded = tmp_path / "typing_only.py"
    guarded.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cass_lsp.server import server\n")
    assert imports_of(guarded, {"cass_lsp.server.server"}) == set()
