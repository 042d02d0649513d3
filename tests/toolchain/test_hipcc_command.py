"""The cass.toolchain.hipccCommand setting (``--hipcc-command``) when it is one word or wrong:
one word is that hipcc; anything that cannot run is an error problem naming the setting and
the fix, never an exception. A stand-in hipcc (a shell script) keeps these tests off the real
toolchains; the stand-in ROCm root is what made a one-word command fail with an IndexError."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.discovery import discover, discover_lanes
from cass_lsp.toolchain.model import ToolMissingError

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

FAKE_HIPCC = '#!/bin/sh\necho "HIP version: 6.4.43482-0"\necho "clang version 19.0.0"\n'


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """A PATH holding only a stand-in hipcc, and a cache holding a ROCm root (as rocm_root.sh leaves one)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    hipcc = bin_dir / "hipcc"
    hipcc.write_text(FAKE_HIPCC)
    hipcc.chmod(0o755)
    root = tmp_path / "cache" / "cass-lsp" / "rocm-6.4"
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "hipcc").touch()
    (root / roots.STAMP).touch()
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    assert roots.find_roots(env), "the stand-in root must count as a root"
    return env


def _look(command: list[str], env: dict[str, str]):  # type: ignore[no-untyped-def]
    return discover(ToolchainSettings(hipcc_command=command), environ=env, system_dirs=False)


def test_one_word_is_that_hipcc(env: dict[str, str]) -> None:
    hipcc = Path(env["PATH"]) / "hipcc"
    tc = _look([str(hipcc)], env)
    assert tc.hipcc == hipcc and tc.hipcc_prefix == () and tc.lane == "hipccCommand"
    assert tc.clang_version == "19.0.0" and tc.problem("hipcc") is None
    assert tc.hipcc_argv() == [str(hipcc)]


def test_one_bare_name_is_found_on_path(env: dict[str, str]) -> None:
    tc = _look(["hipcc"], env)
    assert tc.hipcc == Path(env["PATH"]) / "hipcc" and tc.hipcc_prefix == ()


@pytest.mark.parametrize(
    ("command", "named"),
    [
        (["/nonexistent/hipcc"], "/nonexistent/hipcc"),
        (["no-such-hipcc"], "no-such-hipcc"),
        (["no-such-container-tool", "exec", "rocm", "hipcc"], "no-such-container-tool"),
        (["docker", "exec", ""], "empty"),
    ],
)
def test_a_command_that_cannot_run_is_an_error_naming_the_setting(
    env: dict[str, str], command: list[str], named: str
) -> None:
    tc = _look(command, env)
    assert tc.hipcc is None
    problem = tc.problem("hipcc")
    assert problem is not None and problem.severity == "error"
    assert "cass.toolchain.hipccCommand" in problem.message and "--hipcc-command" in problem.message
    assert named in problem.message
    assert "hipcc's path" in problem.fix and "clear" in problem.fix
    with pytest.raises(ToolMissingError) as err:
        tc.hipcc_argv()
    assert "\n" not in str(err.value) and "cass.toolchain.hipccCommand" in str(err.value)


def test_lanes_keep_a_broken_command_in_use(env: dict[str, str]) -> None:
    """doctor reported the host's hipcc as in use, with "No problems found", when the command was wrong."""
    lanes = discover_lanes(ToolchainSettings(hipcc_command=["no-such-container-tool", "hipcc"]), environ=env)
    assert lanes[0].hipcc is None and lanes[0].problem("hipcc") is not None


def _doctor(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cass_lsp", "doctor", *args],
        env={**env, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_doctor_hipcc_command(env: dict[str, str]) -> None:
    hipcc = str(Path(env["PATH"]) / "hipcc")
    one_word = _doctor(env, "--hipcc-command", hipcc)
    assert "Traceback" not in one_word.stderr, one_word.stderr
    assert f"hipcc        {hipcc}" in one_word.stdout

    missing = _doctor(env, "--hipcc-command", "/nonexistent/hipcc")
    assert "Traceback" not in missing.stderr, missing.stderr
    assert missing.returncode == 1 and "No problems found" not in missing.stdout
    error = next(line for line in missing.stdout.splitlines() if "[error]" in line)
    assert "cass.toolchain.hipccCommand (--hipcc-command)" in error and "/nonexistent/hipcc" in error

    unquoted = _doctor(env, "--hipcc-command", "docker exec -i 'rocm hipcc")
    assert "Traceback" not in unquoted.stderr and unquoted.returncode == 2
    assert "--hipcc-command" in unquoted.stderr.strip().splitlines()[-1]


def test_port_hipcc_command_with_an_unclosed_quote_is_a_usage_error(env: dict[str, str], tmp_path: Path) -> None:
    """`port --hipcc-command` splits the command as doctor does: an unclosed quote was a traceback."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text("__global__ void k() {}\n")
    argv = ["port", str(tmp_path / "src"), "--out-dir", str(tmp_path / "out"), "--check"]
    r = subprocess.run(
        [sys.executable, "-m", "cass_lsp", *argv, "--hipcc-command", "docker exec -i 'rocm hipcc"],
        env={**env, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in r.stderr and r.returncode == 2
    assert "No closing quotation" in r.stderr.strip().splitlines()[-1]
    assert not (tmp_path / "out").exists(), "nothing is written when the arguments are wrong"


def test_a_prefix_whose_hipcc_does_not_run_is_an_error(env: dict[str, str]) -> None:
    """The prefix runs, hipcc inside it does not: no toolchain (it was one whose compiles all failed)."""
    tc = _look(["/usr/bin/env", "/nonexistent/hipcc"], env)
    assert tc.hipcc is None and not tc.has_hip
    error = tc.setting_error
    assert error is not None and "cass.toolchain.hipccCommand" in error.message
    assert "does not run hipcc" in error.message and "hipcc's path" in error.fix


def test_a_root_that_is_not_a_rocm_root_is_an_error(env: dict[str, str]) -> None:
    """The stand-in root's usr/bin/hipcc is an empty file: bubblewrap runs, hipcc does not."""
    bwrap = roots.bwrap_path(os.environ)
    if bwrap is None:
        pytest.skip("bubblewrap (bwrap) is not installed: `sudo apt-get install bubblewrap`")
    root = roots.find_roots(env)[0]
    tc = _look(root.hipcc_command(bwrap), env)
    assert tc.hipcc is None and tc.setting_error is not None
    assert "does not run hipcc" in tc.setting_error.message


def test_the_newest_gives_way_when_its_root_cannot_run(env: dict[str, str], tmp_path: Path) -> None:
    """The root (HIP 6.4) is newer than the stand-in hipcc (release unknown), but its bubblewrap
    fails: the host's hipcc is in use, and a note says why the newest is not."""
    bwrap = Path(env["PATH"]) / "bwrap"
    bwrap.write_text("#!/bin/sh\nexit 1\n")
    bwrap.chmod(0o755)
    tc = discover(ToolchainSettings(), environ=env)
    assert tc.hipcc == Path(env["PATH"]) / "hipcc" and tc.lane == "host" and tc.setting_error is None
    note = next(n for n in tc.notes if n.startswith("HIP in use:"))
    assert "root rocm-6.4 did not run" in note


def _cli(env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cass_lsp", *argv],
        env={**env, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "command",
    [
        "/nonexistent/hipcc",
        "/etc/hostname",
        "no-such-container-tool exec rocm hipcc",
        "/usr/bin/env /nonexistent/hipcc",
    ],
    ids=["missing", "not-executable", "missing-prefix", "prefix-without-hipcc"],
)
def test_translate_port_and_doctor_stop_on_a_hipcc_command_that_cannot_run(
    env: dict[str, str], tmp_path: Path, command: str
) -> None:
    """One line naming the setting and its fix, exit status 2 (doctor: its report, then the line,
    exit status 1), nothing written; port without --check went on without the toolchain chosen."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text("__global__ void k(float* x) { x[threadIdx.x] = __shfl_sync(0xffffffff, x[0], 0); }\n")
    for argv, status in [
        (["translate", str(src / "k.cu")], 2),
        (["port", str(src), "--out-dir", str(tmp_path / "out")], 2),
        (["doctor"], 1),
    ]:
        r = _cli(env, *argv, "--hipcc-command", command)
        assert "Traceback" not in r.stderr and r.returncode == status, (argv, r.stderr)
        line = r.stderr.strip().splitlines()[-1]
        assert line.startswith(f"cass-lsp {argv[0]}: cass.toolchain.hipccCommand (--hipcc-command) is "), line
        assert " Fix: " in line and command.split()[0] in line
    assert not (tmp_path / "out").exists()


def test_doctor_with_a_rocm_path_that_is_not_rocm(env: dict[str, str], tmp_path: Path) -> None:
    r = _cli(env, "doctor", "--rocm-path", str(tmp_path / "nonexistent"))
    assert "Traceback" not in r.stderr and r.returncode == 1 and "No problems found" not in r.stdout
    line = r.stderr.strip().splitlines()[-1]
    assert line.startswith("cass-lsp doctor: cass.toolchain.rocmPath (--rocm-path) is ") and " Fix: " in line


def test_one_word_hipcc_command_in_port_and_translate(env: dict[str, str], tmp_path: Path) -> None:
    """`--hipcc-command /path/to/hipcc` (one word) is that hipcc: its HIP is what port writes for."""
    hipcc = str(Path(env["PATH"]) / "hipcc")
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text("__global__ void k() {}\n")
    r = _cli(env, "port", str(src), "--out-dir", str(tmp_path / "out"), "--hipcc-command", hipcc)
    assert "Traceback" not in r.stderr and r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "out" / "cass-port-report.json").read_text())
    assert report["summary"]["hip_version"] == _look([hipcc], env).hip_version == "6.4.43482"
    r = _cli(env, "translate", str(src / "k.cu"), "--hipcc-command", hipcc)
    assert "Traceback" not in r.stderr and r.returncode == 0 and "__global__ void k()" in r.stdout


@pytest.mark.parametrize(("command", "why"), [("/bin/false", "it does not run hipcc"), ("/nonexistent/hipcc", "")])
def test_doctor_says_a_chosen_hipcc_does_not_run_rather_than_not_found(
    env: dict[str, str], command: str, why: str
) -> None:
    """`doctor --hipcc-command false` showed "hipcc  not found": the problem is that it does not run."""
    r = _doctor(env, "--hipcc-command", command)
    row = next(line for line in r.stdout.splitlines() if line.startswith("  hipcc "))
    assert "not found" not in row
    assert row.startswith("  hipcc        not usable: cass.toolchain.hipccCommand (--hipcc-command) is ")
    assert command in row and why in row and row.endswith("(see Problems)") and len(row) < 160
