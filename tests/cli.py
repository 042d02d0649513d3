"""``cass-lsp`` commands run inside the test process, for tests about what a command does rather
than about the process (tests/translate/test_cli.py runs the console script)."""

from __future__ import annotations

import contextlib
import io
import subprocess
import threading
from collections.abc import Sequence

_IN_PROCESS = threading.Lock()  # one command in process at a time: it takes sys.stdout and sys.stderr


def cli_in_process(argv: Sequence[str]) -> subprocess.CompletedProcess:
    """``cass-lsp ARGV`` through ``cass_lsp.cli.main`` in this process, its exit status and output
    as a process's: a port in a process of its own spent 0.5 CPU-s starting for 0.03 of porting
    (the sample's 84 ports after each change to cass_lsp: 40 CPU-s)."""
    from cass_lsp.cli import main

    # Text streams over bytes, as a process's: `translate` writes its output to sys.stdout.buffer.
    out, err = io.BytesIO(), io.BytesIO()
    out_text, err_text = (io.TextIOWrapper(b, encoding="utf-8", write_through=True) for b in (out, err))
    with _IN_PROCESS, contextlib.redirect_stdout(out_text), contextlib.redirect_stderr(err_text):
        try:
            code = main(list(argv))
        except SystemExit as exc:  # argparse's errors
            code = exc.code if isinstance(exc.code, int) else 2
    stdout, stderr = (b.getvalue().decode("utf-8", "replace") for b in (out, err))
    return subprocess.CompletedProcess(["cass-lsp", *argv], code, stdout, stderr)
