"""The CI jobs of ``port --keep-cuda --ci``: the written YAML holds what GitHub Actions and GitLab
require and the same commands as the jobs' data, and those commands build here: the AMD job's in
the HIP 6.4 root with this machine's paths for the image's; the NVIDIA job's (the project's own
build) with nvcc in tests/app/test_keep_cuda.py, on the bundled keep-CUDA example."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.buildfiles.ci_jobs import (
    GITHUB_WORKFLOW,
    GITLAB_INCLUDE,
    GITLAB_ROOT,
    NVIDIA_IMAGE,
    ROCM_IMAGE,
    CiError,
    CiJob,
    ImagePaths,
    _scalar,
    ci_files,
    ci_jobs,
    gitlab_note,
)

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent  # cass-lsp and cmake 3.27+ (PyPI's), as the AMD job installs them
TARGETS = ("gfx942", "gfx1100")
GITLAB_DEFAULT_STAGES = {".pre", "build", "test", "deploy", ".post"}


def load_yaml(text: str):  # type: ignore[no-untyped-def]
    yaml = pytest.importorskip("yaml", reason="PyYAML (a dependency of the [model] extra) is not installed")
    return yaml.safe_load(text)


def amd_job(build_system: str, **kwargs) -> CiJob:  # type: ignore[no-untyped-def]
    return ci_jobs(build_system, TARGETS, **kwargs)[1]


# ---- the written files ----------------------------------------------------------------------


@pytest.mark.parametrize("build_system", ["cmake", "make"])
def test_github_workflow_has_what_actions_requires_and_the_jobs_commands(build_system: str) -> None:
    files = ci_files(build_system, "github", TARGETS)
    assert list(files) == [GITHUB_WORKFLOW]
    workflow = load_yaml(files[GITHUB_WORKFLOW])
    assert set(workflow["on"]) >= {"push", "pull_request"}
    jobs = workflow["jobs"]
    for job in ci_jobs(build_system, TARGETS):
        written = jobs[job.id]
        assert written["runs-on"] == "ubuntu-latest" and written["container"]["image"] == job.image
        assert written["env"] == dict(job.env)
        steps = written["steps"]
        assert steps[0]["uses"].startswith("actions/checkout@") and all("run" in s for s in steps[1:])
        # the setup step runs its commands one per line; each build command is a step of its own
        assert steps[1]["run"].splitlines() == list(job.setup)
        assert [s["run"] for s in steps[2:]] == list(job.build)
    assert jobs["nvidia-build"]["container"]["image"] == NVIDIA_IMAGE
    assert jobs["amd-build"]["container"]["image"] == ROCM_IMAGE


@pytest.mark.parametrize("build_system", ["cmake", "make"])
def test_gitlab_jobs_are_an_includable_file_with_the_jobs_commands(build_system: str) -> None:
    files = ci_files(build_system, "gitlab", TARGETS)
    assert list(files) == [GITLAB_INCLUDE]  # a user's .gitlab-ci.yml is never written
    written = load_yaml(files[GITLAB_INCLUDE])
    # no top-level stages: an included list would replace the pipeline's default stages
    assert "stages" not in written
    for job in ci_jobs(build_system, TARGETS):
        entry = written[f"gpu-backends:{job.id}"]
        assert entry["stage"] in GITLAB_DEFAULT_STAGES and entry["image"] == job.image
        assert entry["variables"] == dict(job.env) and all(isinstance(v, str) for v in entry["variables"].values())
        assert entry["before_script"] == list(job.setup) and entry["script"] == list(job.build)
    assert GITLAB_INCLUDE in (gitlab_note() or "")


def test_a_repository_without_gitlab_ci_gets_one_that_includes_the_jobs() -> None:
    files = ci_files("cmake", "gitlab", TARGETS, gitlab_ci_exists=False)
    assert load_yaml(files[GITLAB_ROOT]) == {"include": [{"local": GITLAB_INCLUDE}]}
    assert GITLAB_INCLUDE in files and gitlab_note(gitlab_ci_exists=False) is None


def test_the_amd_job_uses_the_rocm_image_every_target_and_installs_cass_lsp_and_cmake() -> None:
    cmake_job = amd_job("cmake", cass_lsp_spec="git+https://example.org/cass-lsp.git@main")
    assert cmake_job.image == ROCM_IMAGE and ROCM_IMAGE.startswith("rocm/dev-ubuntu-24.04:")
    assert cmake_job.build[0].split()[:6] == ["cmake", "-S", ".", "-B", "build-hip", "-DGPU_BACKEND=hip"]
    assert "'-DCMAKE_HIP_ARCHITECTURES=gfx942;gfx1100'" in cmake_job.build[0]
    assert cmake_job.build[1] == "cmake --build build-hip --parallel"
    pip = cmake_job.setup[-1]
    assert pip == "python3 -m pip install git+https://example.org/cass-lsp.git@main 'cmake>=3.27'"
    make_job = amd_job("make")
    assert make_job.build == ("make GPU_BACKEND=hip HIPCC=/opt/rocm/bin/hipcc 'GPU_TARGETS=gfx942 gfx1100'",)
    assert make_job.setup[-1] == "python3 -m pip install cass-lsp"


def test_the_nvidia_job_is_the_projects_own_build() -> None:
    assert ci_jobs("cmake", TARGETS)[0].build == ("cmake -S . -B build", "cmake --build build --parallel")
    assert ci_jobs("make", TARGETS)[0].build == ("make",)


def test_a_project_below_the_repository_root_is_built_there() -> None:
    nvidia, amd = ci_jobs("cmake", TARGETS, project_dir="./gpu/app/")
    assert nvidia.build == ("cmake -S gpu/app -B gpu/app/build", "cmake --build gpu/app/build --parallel")
    assert amd.build[0].startswith("cmake -S gpu/app -B gpu/app/build-hip ")
    nvidia, amd = ci_jobs("make", TARGETS, project_dir="my app")
    assert nvidia.build == ("make -C 'my app'",) and amd.build[0].startswith("make -C 'my app' GPU_BACKEND=hip ")


def test_rocm_packages_are_installed_in_the_amd_job_only() -> None:
    nvidia, amd = ci_jobs("cmake", TARGETS, rocm_packages=["hipblas-dev", "hipfft-dev"])
    assert amd.setup[1].endswith(" hipblas-dev hipfft-dev") and "hipblas" not in " ".join(nvidia.setup)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"build_system": "bazel"}, "unknown build system 'bazel'"),
        ({"provider": "jenkins"}, "unknown CI provider 'jenkins'"),
        ({"targets": []}, "no AMD targets"),
        ({"targets": ["sm_80"]}, "not an AMD target: 'sm_80'"),
        ({"targets": ["gfx942; rm -rf /"]}, "not an AMD target"),
        ({"project_dir": "/abs/path"}, "must be relative to the repository root"),
        ({"project_dir": "../outside"}, "must be relative to the repository root"),
        ({"rocm_image": "rocm/dev ubuntu"}, "is not an image name"),
        ({"rocm_packages": ["hipblas-dev; curl x"]}, "not a Debian package name"),
        ({"cass_lsp_spec": "cass-lsp\nrm -rf /"}, "cannot be written"),
        ({"cass_lsp_spec": "${{ secrets.TOKEN }}"}, "cannot be written"),
    ],
)
def test_bad_arguments_are_one_line_errors_naming_the_fix(kwargs: dict, message: str) -> None:  # type: ignore[type-arg]
    args = {"build_system": "cmake", "provider": "github", "targets": TARGETS, **kwargs}
    with pytest.raises(CiError) as caught:
        ci_files(args.pop("build_system"), args.pop("provider"), args.pop("targets"), **args)
    text = str(caught.value)
    assert message in text and "\n" not in text and (": use " in text or ": give " in text or "must" in text)


def test_targets_given_as_the_clis_comma_list_are_split_and_deduplicated() -> None:
    job = ci_jobs("make", "gfx942,gfx90a:xnack+,gfx942")[1]
    assert job.build[0].endswith("'GPU_TARGETS=gfx942 gfx90a:xnack+'")


@pytest.mark.parametrize(
    "text",
    ["yes", "on", "1", "12:30", "a: b", "x #y", "- item", "it's", "'quoted'", '"dq"', "${{ x }}", "trailing:", "@at"],
)
def test_yaml_scalars_read_back_as_written(text: str) -> None:
    assert load_yaml(f"key: {_scalar(text)}") == {"key": text}


@pytest.mark.slow
def test_every_command_is_valid_shell() -> None:
    for build_system in ("cmake", "make"):
        for job in ci_jobs(
            build_system, TARGETS, cass_lsp_spec="cass-lsp @ git+https://x.org/c.git", project_dir="a b"
        ):
            for command in (*job.setup, *job.build):
                proc = subprocess.run(["bash", "-n", "-c", command], capture_output=True, text=True)
                assert proc.returncode == 0, (command, proc.stderr)


# ---- the commands, run here ------------------------------------------------------------------


def project_in_repository(tmp_path: Path, build_system: str) -> tuple[Path, Path]:
    """A repository folder with the fixture project at ``gpu/app`` (below the root, as the jobs allow)."""
    repo = tmp_path / "repo"
    project = repo / "gpu" / "app"
    shutil.copytree(FIXTURES / f"ci_{build_system}", project)
    return repo, project


def run_here(command: str, cwd: Path, env: dict[str, str], prefix: tuple[str, ...] = ()) -> None:
    proc = subprocess.run(
        [*prefix, "sh", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, timeout=900
    )  # fmt: skip
    assert proc.returncode == 0, f"{command}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"


def kept_cuda_project(tmp_path: Path, build_system: str) -> tuple[Path, Path]:
    """The fixture project in a repository, after ``port --keep-cuda --in-place`` (what the jobs
    build: the repository the CI files are committed to); its CUDA sources left alone."""
    repo, project = project_in_repository(tmp_path, build_system)
    cuda_before = (project / "saxpy.cu").read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "cass_lsp", "port", str(project), "--keep-cuda", "--in-place", "--progress", "never"],
        capture_output=True, text=True, cwd=REPO, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert (project / "saxpy.cu").read_bytes() == cuda_before  # the CUDA sources are left alone
    return repo, project


@pytest.mark.slow
@pytest.mark.parametrize("build_system", ["cmake", "make"])
def test_the_amd_jobs_commands_build_the_kept_cuda_project_on_the_64_lane(tmp_path: Path, build_system: str) -> None:
    from tests.lanes import hip_lane

    tc = hip_lane("6.4")
    repo, project = kept_cuda_project(tmp_path, build_system)
    # The image's paths become the root's (hipcc, its clang); each command runs inside the root,
    # where there is no g++ (the image has one): its clang for C and C++ too.
    assert tc.clang is not None
    here = ImagePaths(hipcc=str(tc.hipcc), hip_clang=str(tc.clang), rocm_path="/usr")
    amd = amd_job(build_system, project_dir="gpu/app", paths=here)
    env = {
        **os.environ, **dict(amd.env), "PATH": f"{VENV_BIN}:{os.environ.get('PATH', '')}",
        "CXX": str(tc.clang), "CC": str(tc.clang).replace("clang++", "clang"),
    }  # fmt: skip
    for command in amd.build:
        run_here(command, repo, env, prefix=tc.hipcc_prefix)
    # linked: a program with device code for every target of the job
    programs = [p for p in project.rglob("saxpy*") if p.is_file() and p.suffix == "" and os.access(p, os.X_OK)]
    assert programs, sorted(str(p.relative_to(project)) for p in project.rglob("*"))
    for target in TARGETS:
        assert all(f"amdgcn-amd-amdhsa--{target}".encode() in p.read_bytes() for p in programs), target
