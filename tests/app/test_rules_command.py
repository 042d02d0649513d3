"""`cass-lsp rules` lists the translator's pipeline as the engine runs it (issue 33 part 5): phase,
order, rule, trigger, what it supersedes, the codes it may report; as a table and as JSON."""

from __future__ import annotations

import json

from cass_lsp.translate import default_rules
from tests.cli import cli_in_process


def test_the_json_is_the_default_rule_set_in_the_order_it_runs() -> None:
    done = cli_in_process(["rules", "--json"])
    assert done.returncode == 0, done.stderr
    listed = json.loads(done.stdout)
    rules = default_rules()
    assert [(r["phase"], r["id"]) for r in listed] == [(r.phase, r.id) for r in rules]
    phases = [r["phase"] for r in listed]
    assert phases == sorted(phases, key=["identifiers", "range", "review", "finish"].index)
    by_id = {r["id"]: r for r in listed}
    for r in rules:
        assert by_id[r.id]["codes"] == sorted(r.codes), r.id
        assert by_id[r.id]["supersedes"] == sorted(r.supersedes), r.id
    assert [r["order"] for r in listed if r["phase"] == "review"] == [1, 2, 3, 4]
    assert by_id["cuda-only-helpers"]["trigger"]["after"] == [
        "cuda-version.define",
        "never-compiled",
        "unknown-cuda-api",
    ]
    assert by_id["launches"]["trigger"]["pattern"] == "<<"  # `<< <` too (chevrons.py)
    assert by_id["launches"]["trigger"]["when"] == {"launch_style": "hipLaunchKernelGGL"}
    assert by_id["warp.sync"]["trigger"]["in_define_bodies"] and by_id["warp.sync"]["trigger"]["names"] > 10
    assert by_id["api-tables"]["trigger"]["priority"] == -100
    assert {code for r in listed for code in r["codes"]} == set(rules.catalogue)


def test_the_table_has_a_row_per_rule_in_pipeline_order() -> None:
    done = cli_in_process(["rules"])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["phase", "order", "rule", "trigger", "supersedes", "codes"]
    rows = [line.split() for line in lines[1:]]
    assert rows[-1][:3] == ["finish", "1", "finish"]
    ids = [row[3] if row[0] == "identifiers" else row[2] for row in rows]  # "prio N" takes two cells
    assert ids == [r.id for r in default_rules()]
    line_of = dict(zip(ids, lines[1:], strict=True))
    launches = line_of["launches"]
    assert "'<<' in the range; launch_style=hipLaunchKernelGGL" in launches and "macro-launch" in launches
    helpers = line_of["cuda-only-helpers"]
    assert helpers.split()[:2] == ["review", "4"] and "after unknown-cuda-api" in helpers
    tables = line_of["api-tables"]
    assert tables.split()[:3] == ["identifiers", "prio", "-100"] and "names from the tables" in tables
