"""Tree helpers shared by the grammar tests."""

from __future__ import annotations

from collections.abc import Iterator

from tree_sitter import Node, Parser, Tree


def walk(node: Node) -> Iterator[Node]:
    """Every node below ``node`` (anonymous ones too), in document order."""
    cursor = node.walk()
    visited = False
    while True:
        if not visited:
            yield cursor.node
            if cursor.goto_first_child():
                continue
        if cursor.goto_next_sibling():
            visited = False
            continue
        if not cursor.goto_parent():
            return
        visited = True


def problems(tree: Tree) -> list[str]:
    return [
        f"{n.type} at {n.start_point} {n.text!r:.80}" for n in walk(tree.root_node) if n.type == "ERROR" or n.is_missing
    ]


def of_type(tree: Tree | Node, *types: str) -> list[Node]:
    root = tree.root_node if isinstance(tree, Tree) else tree
    return [n for n in walk(root) if n.type in types]


def text(node: Node | None) -> str:
    assert node is not None
    assert node.text is not None
    return node.text.decode()


def parse(parser: Parser, source: str) -> Tree:
    return parser.parse(source.encode())


def only(tree: Tree, node_type: str) -> Node:
    nodes = of_type(tree, node_type)
    assert len(nodes) == 1, [str(n) for n in nodes]
    return nodes[0]
