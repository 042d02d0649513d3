#!/usr/bin/env python3
"""Generate cass_lsp/translate/data/signature_casts.json: the arguments of CUDA calls that need a
cast once renamed, because HIP's declaration is stricter in constness than CUDA's.

CUDA declares ``nvrtcCompileProgram(nvrtcProgram, int, const char * const *options)``, which takes
a ``char **``; HIP declares ``hiprtcCompileProgram(hiprtcProgram, int, const char **options)``,
which does not ("no matching function"). CUDA's ``cuMemcpyHtoD`` takes a ``const void *`` source,
HIP's ``hipMemcpyHtoD`` a ``void *``. For every runtime, driver and NVRTC function the tables
rename, this compares each parameter of CUDA's declaration with HIP's (CUDA's type names renamed
through the tables): where a pointer parameter has the same types at every level and CUDA's
qualifiers do not convert to HIP's (C++'s qualification conversions), any argument CUDA accepts is
cast to HIP's type (translate/signature_casts.py writes the cast). Other differences are listed
with ``--report`` and left to the rules that know them.

The declarations are read from the headers: HIP's of the test lanes (each checked release's root,
and the host's: an older HIP must need the same casts), CUDA's in the CUDA toolkit (cuda.h, cuda_runtime_api.h) and
nvrtc.h where one is installed (PyPI's nvidia-cuda-nvrtc); without nvrtc.h, NVRTC's prototypes are
the ones below, copied from CUDA 13.0's nvrtc.h.

    python scripts/gen_signature_casts.py [--hip ROOT/usr/include ...] [--cuda DIR] [--check] [--report]
"""

from __future__ import annotations

import argparse
import json
import re
import site
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cass_lsp.core.hip_releases import checked  # noqa: E402
from cass_lsp.toolchain.roots import cache_dir  # noqa: E402
from cass_lsp.translate.mapping import load  # noqa: E402

OUTPUT = ROOT / "cass_lsp" / "translate" / "data" / "signature_casts.json"
HIP_HEADERS = ("hip/hip_runtime_api.h", "hip/hiprtc.h", "hip/amd_detail/amd_hip_gl_interop.h")
CUDA_HEADERS = ("cuda.h", "cuda_runtime_api.h", "cudaGL.h", "cuda_gl_interop.h")
FAMILIES = ("runtime", "driver", "nvrtc")
# The lanes' HIP headers, newest first: each checked release's root, and the host's (Debian's HIP 5.2).
HIP_ROOTS = (*(cache_dir() / r.root_name / "usr" / "include" for r in reversed(checked())), Path("/usr/include"))
CUDA_ROOTS = (Path("/usr/local/cuda/include"), Path("/usr/local/cuda-13.0/include"))

# CUDA 13.0's nvrtc.h, for a machine without it.
NVRTC_PROTOTYPES = """
nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders,
                               const char * const *headers, const char * const *includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char * const *options);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);
nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char * const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char** lowered_name);
nvrtcResult nvrtcVersion(int *major, int *minor);
const char *nvrtcGetErrorString(nvrtcResult result);
"""

_COMMENTS = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
_DECLARATION = re.compile(r"\b(\w+)\s*\(((?:[^;{}()]|\([^()]*\))*)\)\s*(?:__attribute__\s*\(\(.*?\)\)\s*)?;")
_DEFINE = re.compile(r"^\s*#\s*define\s+(\w+)\s+(?:__CUDA_API_\w+\()?(\w+)\)?\s*$", re.MULTILINE)
_TOKEN = re.compile(r"\w+|\*|&|\[\]")
_NOISE = re.compile(r"__d(?:parm|v)\s*\([^()]*\)|=[^,]*$")
_QUALIFIERS = frozenset({"const", "volatile", "struct", "enum", "__restrict__", "restrict"})


def declarations(text: str) -> dict[str, list[str]]:
    """Function name -> its parameters' texts (of the first declaration of each name)."""
    text = _COMMENTS.sub(" ", text)
    found: dict[str, list[str]] = {}
    for m in _DECLARATION.finditer(text):
        name, params = m.group(1), m.group(2)
        if name in found or name in ("if", "while", "for", "switch", "return", "sizeof", "defined"):
            continue
        parts = _split(params)
        found[name] = [] if parts == ["void"] else parts
    return found


def _split(params: str) -> list[str]:
    parts, depth, current = [], 0, []
    for ch in params:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def type_tokens(param: str, renames: dict[str, str]) -> list[str]:
    """A parameter's type as tokens, its name and default value left out, CUDA's names renamed."""
    tokens = _TOKEN.findall(_NOISE.sub("", param))
    words = [i for i, t in enumerate(tokens) if re.fullmatch(r"\w+", t) and t not in _QUALIFIERS]
    if len(words) >= 2:  # the last word is the parameter's name (a type alone has one word)
        del tokens[words[-1]]
    kept = [renames.get(t, t) for t in tokens if t not in ("struct", "enum", "__restrict__", "restrict")]
    if "unsigned" in kept and not any(t in ("int", "char", "short", "long") for t in kept):
        kept.insert(kept.index("unsigned") + 1, "int")  # `unsigned` is `unsigned int`
    return kept


def levels(tokens: list[str]) -> tuple[str, list[bool]] | None:
    """(the base type, whether each level is const: the base, then each pointer, the outermost last)."""
    if "&" in tokens or "[]" in tokens:
        return None
    base = [t for t in tokens if t not in ("const", "volatile", "*")]
    if not base:
        return None
    consts = [False]
    for t in tokens:
        if t == "*":
            consts.append(False)
        elif t == "const":
            consts[-1] = True
    return " ".join(base), consts


def converts(cuda: list[bool], hip: list[bool]) -> bool:
    """Does every argument CUDA's parameter accepts convert to HIP's (the same types, qualifiers
    apart)? C++'s qualification conversions: the outermost level is the parameter's own (ignored);
    a const added at a level needs const at every level out to the outermost pointer."""
    inner = range(len(cuda) - 1)
    for k in inner:
        if cuda[k] and not hip[k]:
            return False
        if hip[k] and not cuda[k] and not all(hip[j] for j in range(k + 1, len(cuda) - 1)):
            return False
    return True


def hip_type(tokens: list[str]) -> str:
    """``const char * *`` -> ``const char **`` (the cast as written)."""
    text = " ".join(tokens).replace("* *", "**").replace("* *", "**")
    return text.replace(" *", "*").replace("*", " *", 1) if "*" in text else text


def compare(
    cuda_decls: dict[str, list[str]], hip_decls: dict[str, list[str]], renames: dict[str, str], names: Iterable[str]
) -> tuple[dict[str, list[list]], list[str]]:
    """The casts per CUDA name, and the other differences (for the report)."""
    casts: dict[str, list[list]] = {}
    other: list[str] = []
    for cuda in sorted(names):
        hip = renames[cuda]
        if cuda not in cuda_decls or hip not in hip_decls:
            continue
        c_params, h_params = cuda_decls[cuda], hip_decls[hip]
        if len(c_params) != len(h_params):
            other.append(f"{cuda}: {len(c_params)} parameters, {hip}: {len(h_params)}")
            continue
        for i, (c, h) in enumerate(zip(c_params, h_params, strict=True)):
            ct, ht = type_tokens(c, renames), type_tokens(h, {})
            if ct == ht:
                continue
            cl, hl = levels(ct), levels(ht)
            if cl is None or hl is None or cl[0] != hl[0] or len(cl[1]) != len(hl[1]):
                other.append(f"{cuda} #{i}: {' '.join(ct)} / {hip}: {' '.join(ht)}")
                continue
            if not converts(cl[1], hl[1]):
                casts.setdefault(cuda, []).append([i, hip_type(ht)])
    return casts, other


def _read(folders: Iterable[Path], names: Iterable[str]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for folder in folders:
        for name in names:
            path = folder / name
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")
                for key, value in declarations(text).items():
                    found.setdefault(key, value)
                for alias, target in _DEFINE.findall(_COMMENTS.sub(" ", text)):
                    if target in found:
                        found.setdefault(alias, found[target])
    return found


def nvrtc_header() -> Path | None:
    for base in [*site.getsitepackages(), site.getusersitepackages()]:
        for path in sorted(Path(base).glob("nvidia/*/include/nvrtc.h")):
            return path
    return None


def cuda_declarations(cuda_root: Path) -> dict[str, list[str]]:
    found = _read([cuda_root], CUDA_HEADERS)
    nvrtc = nvrtc_header()
    found.update(declarations(nvrtc.read_text(encoding="utf-8") if nvrtc else NVRTC_PROTOTYPES))
    # cuda.h's #defines give the unversioned names (cuMemcpyHtoD is cuMemcpyHtoD_v2)
    text = _COMMENTS.sub(" ", (cuda_root / "cuda.h").read_text(encoding="utf-8", errors="replace"))
    for alias, target in _DEFINE.findall(text):
        if target in found:
            found[alias] = found[target]
    return found


def generate(hip_roots: list[Path], cuda_root: Path) -> tuple[dict, list[str]]:
    mapping = load()
    renames = {n: e.hip for n, e in mapping.apis.items() if e.supported and e.renamed}
    names = [n for n, e in mapping.apis.items() if e.family in FAMILIES and n in renames]
    cuda_decls = cuda_declarations(cuda_root)
    results = []
    for hip_root in hip_roots:
        results.append(compare(cuda_decls, _read([hip_root], HIP_HEADERS), renames, names))
    casts, other = results[0]
    for root, (more, _) in zip(hip_roots[1:], results[1:], strict=True):
        # an older HIP may lack a function; where both declare it, they must need the same cast
        for name, cast in more.items():
            if name in casts and casts[name] != cast:
                raise SystemExit(f"{name}: {hip_roots[0]} needs {casts[name]}, {root} needs {cast}")
        for name, cast in more.items():
            casts.setdefault(name, cast)
    releases = " and ".join(r.version for r in reversed(checked()))
    data = {
        "about": f"Generated by scripts/gen_signature_casts.py from the headers of HIP {releases} and CUDA 13.0."
        " Do not edit.",
        "casts": dict(sorted(casts.items())),
    }
    return data, other


def render(data: dict) -> str:
    lines = ["{", f'"about": {json.dumps(data["about"])},', '"casts": {']
    items = list(data["casts"].items())
    for i, (name, cast) in enumerate(items):
        lines.append(f"{json.dumps(name)}: {json.dumps(cast)}{',' if i < len(items) - 1 else ''}")
    lines += ["}", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hip", type=Path, action="append", help="a HIP include folder (default: the lanes')")
    parser.add_argument("--cuda", type=Path, help="CUDA's include folder (default: the toolkit's)")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    parser.add_argument("--report", action="store_true", help="print the differences that are not casts")
    args = parser.parse_args(argv)
    hip_roots = args.hip or [r for r in HIP_ROOTS if (r / "hip" / "hiprtc.h").is_file()]
    cuda_root = args.cuda or next((r for r in CUDA_ROOTS if (r / "cuda.h").is_file()), None)
    if not hip_roots or cuda_root is None:
        print("no HIP headers or no CUDA toolkit headers found: give --hip and --cuda", file=sys.stderr)
        return 2
    data, other = generate(hip_roots, cuda_root)
    if args.report:
        print("\n".join(other))
    text = render(data)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run scripts/gen_signature_casts.py", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(data['casts'])} calls)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
