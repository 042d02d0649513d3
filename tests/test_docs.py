"""The documentation's links hold: every relative link in the README, docs/ and
benchmarks/RESULTS.md names a file of the repository that exists and, with ``#anchor``, a heading
of that page (anchors as GitHub makes them), so a moved section or a renamed file fails here.
Every page under docs/ is reachable from the README."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.glob("**/*.md")), ROOT / "benchmarks" / "RESULTS.md"]


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?")
_HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$")
_HTML_ID = re.compile(r"""<a\s[^>]*(?:name|id)=["']([^"']+)["']""")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def prose(text: str) -> Iterator[tuple[int, str]]:
    """The lines outside fenced code blocks, with their numbers (from 1)."""
    fence = ""
    for number, line in enumerate(text.splitlines(), 1):
        opening = _FENCE.match(line)
        if fence:
            marker = opening.group(1) if opening else ""
            if marker[:1] == fence[:1] and len(marker) >= len(fence) and not line.strip()[len(marker) :]:
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        yield number, line


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: link text kept, markup and punctuation but ``-`` and
    ``_`` dropped, lower case, each space a hyphen."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for _, line in prose(page.read_text(encoding="utf-8")):
        found.update(_HTML_ID.findall(line))
        heading = _HEADING.match(line)
        if not heading:
            continue
        base = slug(heading.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")  # GitHub numbers repeated headings
    return found


def links(page: Path) -> Iterator[tuple[int, str]]:
    for number, line in prose(page.read_text(encoding="utf-8")):
        line = _INLINE_CODE.sub("", line)
        for target in (*_LINK.findall(line), *_REFERENCE.findall(line)):
            yield number, target


def broken_links(page: Path, root: Path) -> list[str]:
    """One line per link of ``page`` that does not resolve inside ``root``: where and why."""
    problems = []
    for number, target in links(page):
        where = f"{page.relative_to(root)}:{number}: {target}"
        if not target or _SCHEME.match(target):
            continue  # web and editor-command links are not ours to check
        path_part, _, anchor = target.partition("#")
        file = (page.parent / unquote(path_part)).resolve() if path_part else page
        if not file.is_relative_to(root):
            problems.append(f"{where}: leaves the repository")
        elif not file.exists():
            problems.append(f"{where}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            problems.append(f"{where}: no heading with the anchor #{anchor} in {file.relative_to(root)}")
        elif anchor and file.suffix != ".md" and not re.fullmatch(r"L\d+(-L\d+)?", anchor):
            problems.append(f"{where}: #{anchor} is not a line anchor of {file.relative_to(root)}")
    return problems


def test_every_relative_link_and_anchor_resolves() -> None:
    problems = [problem for page in pages() for problem in broken_links(page, ROOT)]
    assert problems == []


def test_every_docs_page_is_reachable_from_the_readme() -> None:
    reachable, todo = set(), [ROOT / "README.md"]
    while todo:
        page = todo.pop()
        if page in reachable:
            continue
        reachable.add(page)
        for _, target in links(page):
            path_part = target.partition("#")[0]
            if path_part and not _SCHEME.match(path_part) and path_part.endswith(".md"):
                todo.append((page.parent / unquote(path_part)).resolve())
    assert [p.relative_to(ROOT) for p in DOCS.glob("**/*.md") if p.resolve() not in reachable] == []


def test_the_checker_finds_missing_files_and_anchors(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text(
        "# Guide\n\n## `port`: a whole tree\n\n## Notes\n\n## Notes\n", encoding="utf-8"
    )
    (tmp_path / "README.md").write_text(
        "# Front\n\n"
        "[ok](docs/guide.md#port-a-whole-tree) [repeated heading](docs/guide.md#notes-1) [here](#front)\n"
        "[gone](docs/missing.md) [bad anchor](docs/guide.md#no-such-section) [web](https://example.org/x#y)\n"
        "[outside](../elsewhere.md) `[in code](nowhere.md)`\n\n"
        "```\n[in a fence](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    assert broken_links(tmp_path / "README.md", tmp_path) == [
        "README.md:4: docs/missing.md: no such file",
        "README.md:4: docs/guide.md#no-such-section: no heading with the anchor #no-such-section in docs/guide.md",
        "README.md:5: ../elsewhere.md: leaves the repository",
    ]


def test_anchors_are_made_as_github_makes_them() -> None:
    assert slug("Porting projects: build files, a manifest, `--check` on the written tree") == (
        "porting-projects-build-files-a-manifest---check-on-the-written-tree"
    )
    assert slug("`make test` (`time_make_test.py`)") == "make-test-time_make_testpy"
    assert slug("vector_add — gfx1100 (RDNA3, wave32)") == "vector_add--gfx1100-rdna3-wave32"
    assert slug("What the session gives a feature (`self.session`)") == "what-the-session-gives-a-feature-selfsession"
