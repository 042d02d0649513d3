#!/usr/bin/env bash
# The test run of `make test`, after set-up and ruff: pytest, and beside it `make vscode-host` (the
# VS Code extension's build and .vsix, its node:test suite against the real server, then the
# extension inside a real VS Code). The editor suites wait on a browser and a server most of the
# time, so beside pytest they cost less wall time than before it (on a 2-core machine, pytest alone
# 4 min 46 s and the editor suites alone 2 min 25 s, against 6 min 07 s to 7 min 28 s for both beside
# each other, at 7b45f22). Their output goes to build/editor-tests.log
# and is printed after pytest's; the run fails if either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
# Bytecode caches on: with PYTHONDONTWRITEBYTECODE set (some images set it), each of the run's
# ~300 Python processes (cass-lsp commands, servers, keep-CUDA builds) compiled cass_lsp from
# source again (0.3 CPU-s each), and each pytest worker rewrote every test module's asserts.
unset PYTHONDONTWRITEBYTECODE
mkdir -p build
log=build/editor-tests.log

make --no-print-directory vscode-host >"$log" 2>&1 &
editors=$!
trap 'kill "$editors" 2>/dev/null' EXIT  # a stopped run stops them too (each host stops its own processes)

echo "== pytest on two workers (the editor suites run beside it: $log)"
HF_HUB_OFFLINE=1 .venv/bin/python -m pytest -q --numprocesses=2 --dist=loadscope "$@"
pytest_status=$?

wait "$editors"
editors_status=$?
trap - EXIT
printf '\n== the editor suites (make vscode-host)\n'
cat "$log"
[ "$editors_status" -eq 0 ] || echo "the editor suites failed (exit $editors_status): their output is above and in $log" >&2
[ "$pytest_status" -eq 0 ] || echo "pytest failed (exit $pytest_status): its output is above the editor suites'" >&2
[ "$pytest_status" -eq 0 ] && [ "$editors_status" -eq 0 ]
