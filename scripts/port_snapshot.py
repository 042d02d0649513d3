"""A snapshot of what ``port``, ``port --keep-cuda`` and ``assess`` make of whole projects, to show
that a change of the porting side (app/, buildfiles/, project/) changed nothing it did not mean to.

Ports every project of the projects corpus (``../shared/corpus/projects``) and the bundled
examples, with the rule engine and a fixed HIP release, into a scratch folder, and prints one line
per written file (its path and a digest of its bytes), one per report (its JSON, the scratch
folder's paths replaced by names) and one per command's output streams and exit status:

    python scripts/port_snapshot.py > before.txt; ...; python scripts/port_snapshot.py | diff before.txt -

``--only NAME`` (repeatable) limits it to some projects; ``--keep DIR`` keeps the written trees.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ../shared beside the checkout (a worktree under wt/: two levels up)
_BESIDE = next((p / "shared" for p in ROOT.parents if (p / "shared").is_dir()), ROOT / "shared")
SHARED = Path(os.environ.get("CASS_SHARED", _BESIDE))
PROJECTS = SHARED / "corpus" / "projects"
sys.path.insert(0, str(ROOT))
from cass_lsp.core.hip_releases import NEWEST_HIP as HIP  # noqa: E402  (the table's newest release)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def run(argv: list[str]) -> tuple[int, str, str]:
    """``cass-lsp ARGV`` in this process: its exit status, stdout and stderr."""
    from cass_lsp.cli import main

    out, err = io.BytesIO(), io.BytesIO()
    out_text, err_text = (io.TextIOWrapper(b, encoding="utf-8", write_through=True) for b in (out, err))
    with contextlib.redirect_stdout(out_text), contextlib.redirect_stderr(err_text):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
    return code, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")


def tree_lines(label: str, out: Path, names: dict[str, str]) -> list[str]:
    lines = []
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        if path.is_symlink():
            lines.append(f"{label} {rel} link:{os.readlink(path)}")
        elif path.is_file():
            data = path.read_bytes()
            if path.suffix == ".json":  # reports and manifests name the scratch folder
                data = normalise(data.decode("utf-8", "replace"), names).encode()
            lines.append(f"{label} {rel} {digest(data)}")
    return lines


def normalise(text: str, names: dict[str, str]) -> str:
    for path, name in sorted(names.items(), key=lambda item: -len(item[0])):
        text = text.replace(path, name)
    return text


def snapshot(name: str, src: Path, scratch: Path) -> list[str]:
    lines: list[str] = []
    base = scratch / name
    out, kept = base / "hip", base / "kept"
    names = {str(src): "<src>", str(out): "<out>", str(kept): "<kept>", str(ROOT): "<repo>"}
    common = ["--hip-version", HIP, "--progress", "never", "--engine", "rules"]
    for label, argv, where in (
        ("port", ["port", str(src), "--out-dir", str(out), *common], out),
        ("keep-cuda", ["port", str(src), "--keep-cuda", "--out-dir", str(kept), *common], kept),
    ):
        code, stdout, stderr = run(argv)
        both = "\n".join(sorted(normalise(stdout + stderr, names).splitlines()))  # whichever stream a line took
        out_hash, err_hash = (digest(normalise(t, names).encode()) for t in (stdout, stderr))
        lines.append(f"{name} {label} exit={code} lines={digest(both.encode())} stdout={out_hash} stderr={err_hash}")
        lines += tree_lines(f"{name} {label}", where, names)
    code, stdout, stderr = run(["assess", str(src), "--hip-version", HIP, "--json", "--progress", "never"])
    data = json.loads(stdout) if code == 0 else {}
    data.pop("seconds", None)
    assessed = normalise(json.dumps(data, sort_keys=True), names)
    lines.append(f"{name} assess exit={code} json={digest(assessed.encode())}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], metavar="NAME")
    parser.add_argument("--keep", type=Path, metavar="DIR", help="write the trees here and keep them")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    sources = {"examples": ROOT / "examples"}
    if PROJECTS.is_dir():
        sources.update({p.name: p for p in sorted(PROJECTS.iterdir()) if p.is_dir()})
    if args.only:
        sources = {k: v for k, v in sources.items() if k in args.only}
    if args.keep is not None and args.keep.exists():
        print(f"port_snapshot: --keep {args.keep} exists: the ports must start from nothing", file=sys.stderr)
        return 2
    scratch = args.keep or Path(tempfile.mkdtemp(prefix="port-snapshot-"))
    try:
        for name, src in sources.items():
            for line in snapshot(name, src, scratch.resolve()):
                print(line, flush=True)
    finally:
        if args.keep is None:
            shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
