"""CI jobs that build a keep-CUDA project for both backends (``port --keep-cuda --ci``).

Two jobs, compile and link only (no GPU runner is assumed):

- the NVIDIA build, unchanged (``cmake -S . -B build && cmake --build build``, or ``make``), in
  NVIDIA's CUDA ``devel`` image;
- the AMD build (``-DGPU_BACKEND=hip`` / ``make GPU_BACKEND=hip``) for every AMD target at once,
  in ROCm's public ``rocm/dev-ubuntu-24.04`` image. That build runs cass-lsp (it translates the
  CUDA sources into the build tree), so the job installs it with pip, and CMake 3.27+ beside it.

Written for GitHub Actions (``.github/workflows/gpu-backends.yml``) and GitLab CI (an includable
``ci/gpu-backends.gitlab-ci.yml``; a user's ``.gitlab-ci.yml`` is never written over). Pure: text
in, text out. Each job is also data (``ci_jobs``): its setup commands (what the image lacks) and
its build commands, which the tests run here with this machine's paths (``ImagePaths``).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from cass_lsp.buildfiles.system import BuildSystem, ImagePaths
from cass_lsp.buildfiles.systems import SYSTEMS
from cass_lsp.core.hip_releases import newest

__all__ = ["ImagePaths", "ci_files", "ci_jobs", "gitlab_note"]

PROVIDERS = ("github", "gitlab")
# ROCm's public development image, pinned to the newest release checked here (the release table's)
ROCM_IMAGE = newest().image or ""
NVIDIA_IMAGE = "nvidia/cuda:12.8.0-devel-ubuntu24.04"
CASS_LSP_SPEC = "cass-lsp"
IMAGE_PATHS = ImagePaths()  # ROCm's image's

GITHUB_WORKFLOW = ".github/workflows/gpu-backends.yml"
GITLAB_INCLUDE = "ci/gpu-backends.gitlab-ci.yml"
GITLAB_ROOT = ".gitlab-ci.yml"
GITLAB_STAGE = "build"  # one of GitLab's default stages: an included file must not replace the user's list

_TARGET = re.compile(r"gfx[0-9a-f]+(?::[a-z]+[+-])*")  # gfx942, gfx90a:xnack+
_PACKAGE = re.compile(r"[a-z0-9][a-z0-9.+-]*")  # a Debian package name
_IMAGE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/:@-]*")


class CiError(ValueError):
    """An argument the jobs cannot be written with: one line naming it and the fix."""


@dataclass(frozen=True)
class CiJob:
    id: str  # "nvidia-build" or "amd-build"
    title: str
    image: str
    env: tuple[tuple[str, str], ...]
    setup: tuple[str, ...]  # installs what the image lacks: shell commands for the container only
    build: tuple[str, ...]  # configure and build: shell commands, run from the repository root


def ci_jobs(
    build_system: str | BuildSystem,
    targets: Sequence[str],
    *,
    rocm_image: str = ROCM_IMAGE,
    nvidia_image: str = NVIDIA_IMAGE,
    cass_lsp_spec: str = CASS_LSP_SPEC,
    project_dir: str = ".",
    rocm_packages: Sequence[str] = (),
    paths: ImagePaths = IMAGE_PATHS,
) -> tuple[CiJob, CiJob]:
    """The NVIDIA and the AMD job of a project at ``project_dir`` (relative to the repository root)
    built by ``build_system`` (a system with CI jobs, or its name), the AMD one for every target of
    ``targets``. ``rocm_packages``: Debian packages the AMD build needs besides the image's (e.g.
    hipblas-dev). Raises CiError for an argument that cannot be written."""
    system = _system(build_system)
    targets = _targets(targets)
    project = _project_dir(project_dir)
    for image, what in ((rocm_image, "ROCm image"), (nvidia_image, "NVIDIA image")):
        if not _IMAGE.fullmatch(image):
            raise CiError(f"{what} {image!r} is not an image name: give one like {ROCM_IMAGE}")
    bad = [p for p in rocm_packages if not _PACKAGE.fullmatch(p)]
    if bad:
        raise CiError(f"not a Debian package name: {bad[0]!r}: give names like hipblas-dev")
    spec = cass_lsp_spec.strip()
    if not spec or "\n" in spec or "${{" in spec:
        raise CiError(
            f"cass-lsp pip spec {cass_lsp_spec!r} cannot be written: give one like 'cass-lsp' or a git+https URL"
        )

    apt = "apt-get install -y --no-install-recommends"
    q = shlex.quote
    build = system.ci(project, tuple(targets), paths)
    assert build is not None  # _system took a system with CI jobs
    nvidia_tools = f"{apt} {build.nvidia_tools}"
    nvidia_build, amd_build = build.nvidia_build, build.amd_build
    pip = " ".join(["python3 -m pip install", q(spec), *(q(p) for p in build.pip)])
    # git: a pip spec may be a git URL
    amd_tools = " ".join([apt, "python3 python3-pip git make g++", *rocm_packages])
    noninteractive = ("DEBIAN_FRONTEND", "noninteractive")
    nvidia = CiJob(
        id="nvidia-build",
        title="NVIDIA build (CUDA, compile only)",
        image=nvidia_image,
        env=(noninteractive,),
        setup=("apt-get update", nvidia_tools),
        build=nvidia_build,
    )
    amd = CiJob(
        id="amd-build",
        title=f"AMD build (HIP via cass-lsp, {' '.join(targets)})",
        image=rocm_image,
        # pip into the image's Python (PEP 668 refuses without the variable; a throwaway container)
        env=(noninteractive, ("PIP_BREAK_SYSTEM_PACKAGES", "1"), ("HIP_PLATFORM", "amd")),
        setup=("apt-get update", amd_tools, pip),
        build=amd_build,
    )
    return nvidia, amd


def ci_files(
    build_system: str | BuildSystem,
    provider: str,
    targets: Sequence[str],
    *,
    gitlab_ci_exists: bool = True,
    **job_options: Any,
) -> dict[str, str]:
    """{path relative to the repository root: text} of ``provider``'s ("github" or "gitlab") CI
    for both backends (``job_options``: those of ``ci_jobs``). For GitLab, a ``.gitlab-ci.yml``
    that includes the jobs is written only when the repository has none
    (``gitlab_ci_exists=False``); else ``gitlab_note`` says what to add to it. Raises CiError for
    an argument that cannot be written."""
    if provider not in PROVIDERS:
        raise CiError(f"unknown CI provider {provider!r}: use one of {', '.join(PROVIDERS)}")
    jobs = ci_jobs(build_system, targets, **job_options)
    if provider == "github":
        return {GITHUB_WORKFLOW: github_workflow(jobs)}
    files = {GITLAB_INCLUDE: gitlab_jobs(jobs)}
    if not gitlab_ci_exists:
        files[GITLAB_ROOT] = f"include:\n  - local: {GITLAB_INCLUDE}\n"
    return files


def gitlab_note(gitlab_ci_exists: bool = True) -> str | None:
    """What to tell the user after writing the GitLab jobs: None when ``.gitlab-ci.yml`` was written."""
    if not gitlab_ci_exists:
        return None
    return (
        f"add to .gitlab-ci.yml: include: [{{local: {GITLAB_INCLUDE}}}]"
        f" (its jobs run in stage {GITLAB_STAGE!r}: a stages: list of your own must name it)"
    )


def github_workflow(jobs: Sequence[CiJob]) -> str:
    lines = [
        "# GPU backends: the NVIDIA build and the AMD build (HIP, translated by cass-lsp at build time),",
        "# compile and link only (no GPU runner). Written by `cass-lsp port --keep-cuda --ci github`.",
        "name: GPU backends",
        '"on":',
        "  push:",
        "  pull_request:",
        "  workflow_dispatch:",
        "permissions:",
        "  contents: read",
        "defaults:",
        "  run:",
        "    shell: bash",
        "jobs:",
    ]
    for job in jobs:
        lines += [
            f"  {job.id}:",
            f"    name: {_scalar(job.title)}",
            "    runs-on: ubuntu-latest",
            "    container:",
            f"      image: {_scalar(job.image)}",
            "    env:",
            *(f"      {k}: {_scalar(v)}" for k, v in job.env),
            "    steps:",
            "      - uses: actions/checkout@v4",
            "      - name: Install the build tools",
            "        run: |",
            *(f"          {command}" for command in job.setup),
        ]
        for command in job.build:
            lines += [f"      - name: {_step_name(command)}", f"        run: {_scalar(command)}"]
    return "\n".join(lines) + "\n"


def gitlab_jobs(jobs: Sequence[CiJob]) -> str:
    lines = [
        "# GPU backends: the NVIDIA build and the AMD build (HIP, translated by cass-lsp at build time),",
        "# compile and link only (no GPU runner). Written by `cass-lsp port --keep-cuda --ci gitlab`.",
        "# Include it from .gitlab-ci.yml:",
        "#   include:",
        f"#     - local: {GITLAB_INCLUDE}",
        f"# Its jobs run in the stage {GITLAB_STAGE!r}, one of GitLab's defaults:",
        "# a stages: list of your own must name it.",
    ]
    for job in jobs:
        lines += [
            "",
            f"gpu-backends:{job.id}:",
            f"  stage: {GITLAB_STAGE}",
            f"  image: {_scalar(job.image)}",
            "  variables:",
            *(f"    {k}: {_scalar(v)}" for k, v in job.env),
            "  before_script:",
            *(f"    - {_scalar(c)}" for c in job.setup),
            "  script:",
            *(f"    - {_scalar(c)}" for c in job.build),
        ]
    return "\n".join(lines) + "\n"


def _step_name(command: str) -> str:
    return "Configure" if command.startswith("cmake -S ") else "Build"


def _system(build_system: str | BuildSystem) -> BuildSystem:
    """The system whose CI jobs are asked for; CiError for one that has none."""
    with_jobs = [s for s in SYSTEMS if s.ci(".", ("gfx942",), IMAGE_PATHS) is not None]
    found = (
        build_system
        if isinstance(build_system, BuildSystem)
        else next((s for s in with_jobs if s.name == build_system), None)
    )
    if found is None or found not in with_jobs:
        raise CiError(f"unknown build system {build_system!r}: use one of {', '.join(s.name for s in with_jobs)}")
    return found


def _targets(targets: Sequence[str]) -> list[str]:
    if isinstance(targets, str):  # "gfx942,gfx90a" as the CLI's --targets gives it
        targets = targets.split(",")
    found = [t.strip() for t in targets if t.strip()]
    if not found:
        raise CiError("no AMD targets: give at least one, e.g. gfx942")
    bad = [t for t in found if not _TARGET.fullmatch(t)]
    if bad:
        raise CiError(f"not an AMD target: {bad[0]!r}: give gfx names like gfx942 or gfx90a")
    return list(dict.fromkeys(found))


def _project_dir(project_dir: str) -> str:
    path = PurePosixPath(project_dir.replace("\\", "/"))
    if path.is_absolute() or ".." in path.parts:
        raise CiError(f"project folder {project_dir!r} must be relative to the repository root, inside it")
    return path.as_posix()  # "." for the root; "a/b" without a trailing slash


_YAML_WORDS = re.compile(r"(?i:y|n|yes|no|true|false|on|off|null|~)")


def _scalar(text: str) -> str:
    """``text`` as a YAML scalar: plain when nothing in it means something to YAML, else single-quoted."""
    plain = (
        bool(text)
        and (text[0].isalpha() or text[0] == "/")
        and ": " not in text
        and " #" not in text
        and not text.endswith((":", " "))
        and "\n" not in text
        and "\t" not in text
        and not _YAML_WORDS.fullmatch(text)
    )
    return text if plain else "'" + text.replace("'", "''") + "'"
