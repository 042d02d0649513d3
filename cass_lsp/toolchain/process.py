"""Running compilers and tools: one async runner with timeout and whole-group cancellation.

Every compiler run starts in its own session (``start_new_session=True``), so the child is the
leader of a new process group. hipcc is a Perl script that starts clang, which starts its own
``-cc1`` jobs; killing only the direct child would leave clang running. On timeout or
cancellation we therefore ``os.killpg`` the whole group and wait for the child to be reaped.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import asyncio


@dataclass(frozen=True)
class ProcessResult:
    argv: tuple[str, ...]
    returncode: int  # -signal when killed; see ``timed_out``
    stdout: str
    stderr: str
    duration: float  # seconds, wall clock, from spawn to exit
    timed_out: bool = False
    truncated: bool = False  # output went past ``max_output`` and was cut

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out


def kill_group(pid: int) -> None:
    """SIGKILL the process group led by ``pid`` (no error when it is already gone)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


async def _read_capped(stream: asyncio.StreamReader | None, cap: int) -> tuple[bytes, bool]:
    """Read a stream to its end, keeping at most ``cap`` bytes (the rest is drained, not kept)."""
    if stream is None:
        return b"", False
    kept = bytearray()
    truncated = False
    while chunk := await stream.read(65536):
        room = cap - len(kept)
        if room > 0:
            kept += chunk[:room]
        if len(chunk) > room:
            truncated = True
    return bytes(kept), truncated


async def run_async(
    argv: Sequence[str | os.PathLike[str]],
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
    timeout: float | None = None,
    stdin: bytes | None = None,
    max_output: int = 16 * 1024 * 1024,
    preexec_fn: object = None,
) -> ProcessResult:
    """Run ``argv`` as an asyncio subprocess in a new process group.

    Returns when the process exits or ``timeout`` seconds pass (then the group is killed and
    ``timed_out`` is set). Cancelling the awaiting task kills the whole group before the
    ``CancelledError`` propagates, so a cancelled compile leaves no process behind.
    ``preexec_fn`` (resource limits for program runs) runs in the child before exec.
    """
    import asyncio  # here: the probes (run_quick) run in commands that never start a loop

    args = [os.fspath(a) for a in argv]
    start = time.perf_counter()
    proc = await asyncio.create_subprocess_exec(
        *args,
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(env) if env is not None else None,
        cwd=os.fspath(cwd) if cwd is not None else None,
        start_new_session=True,
        preexec_fn=preexec_fn,  # type: ignore[arg-type]
    )

    async def communicate() -> tuple[bytes, bool, bytes, bool]:
        if stdin is not None and proc.stdin is not None:
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                proc.stdin.write(stdin)
                await proc.stdin.drain()
            proc.stdin.close()
        (out, out_cut), (err, err_cut) = await asyncio.gather(
            _read_capped(proc.stdout, max_output), _read_capped(proc.stderr, max_output)
        )
        await proc.wait()
        return out, out_cut, err, err_cut

    timed_out = False
    try:
        out, out_cut, err, err_cut = await asyncio.wait_for(communicate(), timeout)
    except asyncio.TimeoutError:
        timed_out = True
        kill_group(proc.pid)
        await proc.wait()
        out, out_cut, err, err_cut = b"", False, b"", False
    except BaseException:  # CancelledError included: never leave the group running
        kill_group(proc.pid)
        with contextlib.suppress(BaseException):
            await asyncio.shield(proc.wait())
        raise
    finally:
        # The leader may have exited while grandchildren (clang -cc1) still run.
        kill_group(proc.pid)
    return ProcessResult(
        argv=tuple(args),
        returncode=proc.returncode if proc.returncode is not None else -1,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        duration=time.perf_counter() - start,
        timed_out=timed_out,
        truncated=out_cut or err_cut,
    )


def run_quick(
    argv: Sequence[str | os.PathLike[str]],
    *,
    env: Mapping[str, str] | None = None,
    timeout: float = 20.0,
    cwd: str | Path | None = None,
) -> ProcessResult | None:
    """Run a short probe (``--version`` and the like) synchronously; None when it cannot start.

    Used by discovery, which runs outside any event loop (``cass-lsp doctor``) or once in a
    worker thread. A probe that times out is reported with ``timed_out`` rather than raised.
    """
    args = [os.fspath(a) for a in argv]
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            start_new_session=True,
        )
    except OSError:
        return None
    try:
        out, err = proc.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        kill_group(proc.pid)
        out, err = proc.communicate()
        timed_out = True
    finally:
        kill_group(proc.pid)
    return ProcessResult(
        argv=tuple(args),
        returncode=proc.returncode,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        duration=time.perf_counter() - start,
        timed_out=timed_out,
    )


@contextlib.contextmanager
def private_tmpdir(env: Mapping[str, str]) -> Iterator[dict[str, str]]:
    """``env`` with TMPDIR a folder of its own, removed after: Debian's clang 15 (HIP 5.2) leaves
    two empty <source>-<hex> folders in TMPDIR for each file hipcc compiles to an object or links."""
    with tempfile.TemporaryDirectory(prefix="cass-hipcc-") as scratch:
        yield {**env, "TMPDIR": scratch}
