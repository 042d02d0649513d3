"""Reproductions in the style of NVIDIA's CUDA samples (issue 35): a tree whose programs include
shared helper headers from another folder (``Common/``, found through ``-I``), translated file by
file and compiled with a lane's hipcc for every target of the lane.

``translate_tree`` writes the HIP tree (a ``.cu`` becomes ``.hip``, headers and ``.cpp`` files keep
their names, as ``port`` names them); ``compile_tree`` compiles its programs, the result cached by
content (tests/lanes.py); ``gl_headers`` copies the host's OpenGL, GLEW and GLUT headers beside
them, for a lane whose root does not see the host's /usr/include.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions, TranslationResult
from tests.lanes import LANE_TARGETS, hip_lane, run_compile
from tests.translate.strict import translate

HEADER_SUFFIXES = (".h", ".cuh", ".hpp")
GL_FOLDERS = ("GL", "KHR")  # libgl-dev, libglew-dev, freeglut3-dev (scripts/setup.sh)


def translated_name(relative: str) -> str:
    return relative[: -len(".cu")] + ".hip" if relative.endswith(".cu") else relative


def translate_tree(
    folder: Path, files: Mapping[str, str], options: TranslateOptions | None = None
) -> dict[str, TranslationResult]:
    """Translate every file of ``files`` (a path relative to ``folder`` -> its CUDA text) into
    ``folder``; returns each translation by its CUDA path."""
    results = {}
    for relative, text in files.items():
        result = translate(text, options)
        target = folder / translated_name(relative)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(result.text, encoding="utf-8")
        results[relative] = result
    return results


def compile_tree(
    lane: str,
    folder: Path,
    programs: Iterable[str],
    includes: Iterable[str] = ("Common",),
    extra: Iterable[str] = (),
    targets: Iterable[str] | None = None,
) -> None:
    """Compile each of ``programs`` (CUDA paths relative to ``folder``, translated there) with lane
    ``lane`` for all its targets at once (``targets``: those of them only; ``-c``: host and device
    code), with ``includes`` (folders of ``folder``) and ``folder`` itself on the include path; fails
    with hipcc's errors."""
    tc = hip_lane(lane)
    first, *others = [t for t in LANE_TARGETS[lane] if targets is None or t in set(targets)]
    flags = [*(f"--offload-arch={t}" for t in others), f"-I{folder}", *(f"-I{folder / i}" for i in includes), *extra]
    for program in programs:
        source = folder / translated_name(program)
        argv = tc.hip_compile_argv(first, source, source.with_suffix(".o"), extra=flags)
        proc = run_compile(tc, argv, root=folder, env=tc.hip_env(), timeout=600)
        assert proc.returncode == 0, f"{program}:\n{proc.stdout}{proc.stderr[-6000:]}"


def gl_headers(folder: Path) -> None:
    """Copy the host's GL/ and KHR/ headers into ``folder`` (on the include path of ``compile_tree``):
    the 6.4 lane's root has none; skips the test when the host has none either."""
    for name in GL_FOLDERS:
        source = Path("/usr/include") / name
        if not (source / ("glew.h" if name == "GL" else "khrplatform.h")).is_file():
            pytest.skip(
                f"no {source} headers (libgl-dev, libglew-dev and freeglut3-dev: scripts/setup.sh installs them)"
            )
        shutil.copytree(source, folder / name, dirs_exist_ok=True)
