"""Trace mode: the buffers each kernel launch was given, checksummed after it on both sides, and the
first kernel whose results differ (SYCLomatic's CodePin idea, for HIP).

A traced build force-includes ``runtime/trace/cass_trace.h`` (``HEADER``), whose allocation wrappers
know every device allocation's size, and the source calls ``cass_trace::after("kernel", line, args...)``
after each launch (written by app/trace.py). With ``$CASS_TRACE_FILE`` set, the program writes::

    LAUNCH KERNEL LINE ARGUMENT BYTES FNV-1A-64     one line per device buffer an argument points into
    LAUNCH KERNEL LINE end                          after each launch

``first_difference`` walks both traces launch by launch: the first launch whose kernels differ, or
whose buffers (by argument) differ, is named.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

# The header lives with the C++ runtime (cass_lsp/runtime); the toolchain layer imports no runtime
# module, so it is found by path.
HEADER = Path(__file__).resolve().parent.parent / "runtime" / "trace" / "cass_trace.h"
FILE_VARIABLE = "CASS_TRACE_FILE"
TRACE_NAME = "cass-trace.txt"  # in each run's folder


@dataclass(frozen=True)
class Launch:
    index: int
    kernel: str
    line: int
    buffers: dict[int, tuple[int, str]] = field(default_factory=dict)  # argument -> (bytes, checksum)


def parse(text: str) -> list[Launch]:
    """The launches of a trace file, in order (a line that does not parse is skipped: a run cut short)."""
    launches: dict[int, Launch] = {}
    for row in text.splitlines():
        words = row.split()
        if len(words) not in (4, 6) or not words[0].isdigit() or not words[2].isdigit():
            continue
        index, kernel, line = int(words[0]), words[1], int(words[2])
        launch = launches.setdefault(index, Launch(index, kernel, line))
        if len(words) == 6 and words[3].isdigit() and words[4].isdigit():
            launch.buffers[int(words[3])] = (int(words[4]), words[5])
    return [launches[i] for i in sorted(launches)]


@dataclass(frozen=True)
class Divergence:
    launch: int  # 0-based
    cuda: Launch | None
    hip: Launch | None
    argument: int | None = None  # the first argument whose buffer differs

    def describe(self) -> str:
        if self.cuda is None or self.hip is None:
            ran = self.cuda or self.hip
            side = "the CUDA original" if self.cuda is not None else "the HIP program"
            return f"launch {self.launch + 1}: only {side} launched {ran.kernel if ran else '?'} (the other had ended)"
        if self.cuda.kernel != self.hip.kernel:
            return (
                f"launch {self.launch + 1}: the CUDA original launched {self.cuda.kernel} (line {self.cuda.line}),"
                f" the HIP program {self.hip.kernel} (line {self.hip.line})"
            )
        return (
            f"the first kernel whose results differ: {self.cuda.kernel} (launch {self.launch + 1}, CUDA line"
            f" {self.cuda.line}, HIP line {self.hip.line}): the buffer of argument {self.argument} differs"
        )


def first_difference(cuda: list[Launch], hip: list[Launch]) -> Divergence | None:
    """The first launch where the traces disagree; None when every launch agrees."""
    for i in range(max(len(cuda), len(hip))):
        c = cuda[i] if i < len(cuda) else None
        h = hip[i] if i < len(hip) else None
        if c is None or h is None or c.kernel != h.kernel:
            return Divergence(i, c, h)
        for argument in sorted(set(c.buffers) | set(h.buffers)):
            if c.buffers.get(argument) != h.buffers.get(argument):
                return Divergence(i, c, h, argument)
    return None


def read(folder: Path) -> list[Launch] | None:
    """The trace a run wrote in ``folder``; None when it wrote none."""
    path = folder / TRACE_NAME
    return parse(path.read_text(errors="replace")) if path.is_file() else None
