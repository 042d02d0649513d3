"""Whole CUDALibrarySamples libraries ported for HIP 7, checked against HIP 7's library headers.

No HIP 7 compiler runs here, so each ported source is compiled with ``-fsyntax-only`` by the 6.4
lane's hipcc with HIP 7.2's hipBLAS, hipSOLVER and hipSPARSE headers first on the include path
(``scripts/hip7_headers.sh`` fetches them; the HIP runtime stays the lane's own) and ``-DNDEBUG``,
as the samples' own Release builds. ``--compare`` also checks a port for HIP 6.4 the same way:
the names a HIP 7 user would have got before.

    .venv/bin/python benchmarks/bench_hip7_names.py [--libraries cuBLAS,cuSOLVER] [--compare]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cass_lsp.core.hip_releases import newest  # noqa: E402
from cass_lsp.toolchain import roots  # noqa: E402
from tests.lanes import hip_lane  # noqa: E402

CORPUS = REPO.parent / "shared" / "corpus" / "cudalibrarysamples"
LIBRARIES = ("hipblas", "hipblas-common", "hipsolver", "hipsparse")
LANE = newest().short  # the compiler: the newest lane's hipcc


def port(library: str, hip_version: str, out: Path) -> None:
    argv = [str(REPO / ".venv/bin/cass-lsp"), "port", str(CORPUS / library), "--out-dir", str(out)]
    subprocess.run([*argv, "--hip-version", hip_version, "--progress", "never", "-q"], check=True, capture_output=True)


def check(tree: Path, libraries: Path) -> list[tuple[Path, str]]:
    """The sources under ``tree`` that do not compile against HIP 7's library headers, with the first error."""
    tc = hip_lane(LANE)

    def one(src: Path) -> tuple[Path, str] | None:
        include = [f"-I{libraries}", f"-I{tree / 'utils'}", f"-I{tree}", f"-I{src.parent}", "-fsyntax-only"]
        include.append("-DNDEBUG")  # the samples' CMake builds Release unless told otherwise
        proc = subprocess.run(
            tc.hip_compile_argv(tc.targets[0], src, Path("/dev/null"), extra=include),
            capture_output=True,
            text=True,
            env=tc.hip_env(),
        )
        errors = [line.split(" error: ")[-1] for line in proc.stderr.splitlines() if " error: " in line]
        return None if proc.returncode == 0 else (src.relative_to(tree.parent), errors[0] if errors else "")

    with ThreadPoolExecutor(2) as pool:
        return [r for r in pool.map(one, sorted(tree.rglob("*.hip"))) if r is not None]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--libraries", default="cuBLAS,cuSOLVER")
    parser.add_argument("--compare", action="store_true", help=f"also check a port for HIP {LANE}")
    args = parser.parse_args()
    headers = roots.cache_dir() / "hip-7-headers"
    if not (headers / "HIP_VERSION").is_file():
        why = roots.failure("hip-7-headers") or "run scripts/hip7_headers.sh"
        print(f"skipped: no HIP 7 headers in {headers} ({why})")
        return 0
    try:
        hip_lane(LANE)
    except pytest.skip.Exception as why:
        print(f"skipped: {why}")
        return 0
    release = (headers / "HIP_VERSION").read_text().strip()
    print(f"HIP {release} library headers; the {LANE} lane's hipcc, -fsyntax-only -DNDEBUG")
    headers_release = ".".join(release.split(".")[:2])
    with tempfile.TemporaryDirectory(prefix="cass-hip7-") as tmp:
        libraries = Path(tmp) / "libraries"
        libraries.mkdir()
        for name in LIBRARIES:
            (libraries / name).symlink_to(headers / "usr" / "include" / name)
        for library in args.libraries.split(","):
            for version in (headers_release, LANE) if args.compare else (headers_release,):
                start = time.monotonic()
                out = Path(tmp) / version / library
                port(library, version, out)
                failed = check(out, libraries)
                total = len(list(out.rglob("*.hip")))
                print(f"{library} ported for HIP {version}: {total - len(failed)}/{total} sources compile"
                      f" ({time.monotonic() - start:.0f} s)")  # fmt: skip
                for src, error in failed:
                    print(f"  {src}: {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
