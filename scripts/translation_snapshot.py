"""A snapshot of what the rule engine writes for real code, to show a refactor changed nothing.

Translates every CUDA source and header of the corpora (HeCBench, CUDALibrarySamples, the
test corpus) under several option sets and prints one digest per file and option set (the
output text, the edits, the findings with their codes, severities and messages, the compat
helpers). Two runs that print the same lines wrote the same translations.

    python scripts/translation_snapshot.py > before.txt; ...; python scripts/translation_snapshot.py | diff before.txt -
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from cass_lsp.syntax.cuda import kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import TranslateOptions, translate, translate_kernel

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("CASS_SHARED", ROOT.parent / "shared"))
CORPORA = [ROOT / "tests" / "corpus", SHARED / "corpus" / "hecbench", SHARED / "corpus" / "cudalibrarysamples"]
SUFFIXES = {".cu", ".cuh", ".h", ".hpp", ".cpp"}
OPTIONS = {
    "6.4": TranslateOptions(),
    "5.2": TranslateOptions(hip_version="5.2.3"),
    "roc": TranslateOptions(roc=True),
    "ggl": TranslateOptions(launch_style="hipLaunchKernelGGL", hip_version="5.2.3"),
}


def digest(*parts: object) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(repr(p).encode("utf-8", "surrogateescape"))
    return h.hexdigest()[:16]


def main() -> int:
    kernel_files = 0
    for corpus in CORPORA:
        if not corpus.is_dir():
            continue
        for path in sorted(corpus.rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file() or "-hip" in path.parts[-2]:
                continue
            data = path.read_bytes()
            rel = path.relative_to(corpus.parent)
            for label, options in OPTIONS.items():
                r = translate(data, options)
                findings = [(f.code, f.severity, f.start, f.end, f.message, f.fix) for f in r.findings]
                print(rel, label, digest(r.text, r.edits, findings, r.compat))
            if path.suffix == ".cu" and kernel_files < 400:
                tree = parse("cuda", data)
                for fn in list(kernels(tree))[:3]:
                    kernel_files += 1
                    k = translate_kernel(data, fn.outer.start_byte, OPTIONS["5.2"], tree=tree)
                    print(
                        rel,
                        "kernel",
                        fn.qualified_name,
                        digest(k.text, k.edits, k.include_edits, [(f.code, f.message) for f in k.findings]),
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
