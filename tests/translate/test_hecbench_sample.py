"""Real code as the test of the translator: a fixed, seeded sample of HeCBench programs (library
users included) is ported with the CLI and compiled with the flags of each program's own Makefile
as port wrote it (pingpong's MPI folder under the NVIDIA HPC SDK becomes the machine's MPI), on
every target of both lanes (HIP 5.2: gfx1100, gfx90a; HIP 6.4: gfx942, gfx1100, gfx1200). A
program fails when our translation does not compile for a target where the hand-written HIP twin
does, unless it stops on a line where port reported an error finding (what HIP lacks, said before
the compile, where the twin's authors rewrote the code by hand). The whole corpus is in
benchmarks/bench_corpus.py.

Ports and compile results are cached by content (tests/hecbench.py: ``port_cached`` keyed by
cass_lsp's own files, the program's files and the HIP version; ``compile_folder`` by the ported
files, the argv and the toolchain's versions): a rerun with nothing changed compiles nothing.
"""

from __future__ import annotations

import random
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests import hecbench as hb
from tests.lanes import _lane

pytestmark = pytest.mark.slow

SEED = 20261124
PLAIN, WITH_LIBRARIES = 30, 12
LANES = ("5.2", "6.4")


def _sample() -> list[hb.Program]:
    if not (hb.CORPUS / "index.tsv").is_file():
        return []
    everything = hb.programs()
    rng = random.Random(SEED)
    with_libs = [p for p in everything if p.libraries]
    plain = [p for p in everything if not p.libraries]
    return sorted(rng.sample(plain, PLAIN) + rng.sample(with_libs, WITH_LIBRARIES), key=lambda p: p.name)


SAMPLE = _sample()


def _check(program: hb.Program, lane: str, out: Path) -> list[str]:
    """What fails for ``program`` on ``lane``: one line per target where the twin compiles and ours does not."""
    tc = _lane(lane)
    assert not isinstance(tc, str)
    ported = hb.port_cached(program, out / lane, tc.hip_version or lane)
    if ported.returncode != 0:
        return [f"HIP {lane}: port failed: {ported.stderr[-500:]}"]
    targets = hb.lane_targets(tc)
    folder = out / lane / program.cuda_dir.name
    ours = hb.compile_folder(tc, folder, hb.compile_units(folder, tc), targets)  # the ported Makefile's flags
    failing = [t for t in targets if not ours.ok(t)]
    if not failing:
        return []
    twin = hb.compile_folder(tc, program.hip_dir, hb.compile_units(program.hip_dir, tc), failing)
    said = hb.said_errors(folder / "cass-port-report.json")
    return [
        f"HIP {lane} {t}: {ours.first_error(t)}"
        for t in failing
        if twin.ok(t) and not hb.predicted(ours.first_error(t), said)
    ]


@pytest.fixture(scope="module")
def outcomes() -> dict[str, list[str]]:
    lanes = [lane for lane in LANES if not isinstance(_lane(lane), str)]
    if not lanes:
        pytest.skip("; ".join(str(_lane(lane)) for lane in LANES))
    with tempfile.TemporaryDirectory(prefix="cass-hecbench-") as tmp, ThreadPoolExecutor(2) as pool:
        jobs = {(p.name, lane): pool.submit(_check, p, lane, Path(tmp)) for p in SAMPLE for lane in lanes}
        return {
            name: [line for (n, _), job in jobs.items() if n == name for line in job.result()]
            for name in {p.name for p in SAMPLE}
        }


def test_sample_is_fixed_and_covers_libraries() -> None:
    if not SAMPLE:
        pytest.skip(f"no HeCBench corpus at {hb.CORPUS}")
    assert len(SAMPLE) >= 40
    libraries = {lib for p in SAMPLE for lib in p.libraries}
    assert len(libraries) >= 4, libraries
    assert [p.name for p in SAMPLE] == [p.name for p in _sample()]


@pytest.mark.parametrize("lane", LANES)
def test_lane_is_there(lane: str) -> None:
    """A missing lane skips here with its reason; the sample still runs on the other one."""
    if isinstance(_lane(lane), str):
        pytest.skip(str(_lane(lane)))


# With no corpus, one case that skips with the reason (an empty parametrisation would say only
# "got empty parameter set").
_NO_CORPUS = pytest.param("", id="no-corpus", marks=pytest.mark.skip(reason=f"no HeCBench corpus at {hb.CORPUS}"))


@pytest.mark.parametrize("name", [p.name for p in SAMPLE] or [_NO_CORPUS])
def test_translation_compiles_where_the_twin_does(name: str, outcomes: dict[str, list[str]]) -> None:
    assert not outcomes[name], "\n".join(outcomes[name])
