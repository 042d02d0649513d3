#!/usr/bin/env bash
# The test run of `make test`, after set-up and ruff: the VS Code extension's build and its two
# suites (node:test against the real server, then the extension inside a real VS Code) run
# beside pytest instead of before it. They wait on a browser and a server most of
# the time (about one core of two), so beside pytest they cost less wall time: 7 min 31 s for
# all, against 9 min 52 s one after the other, on a 2-core machine. Their output goes to build/editor-tests.log and is printed after pytest's;
# the run fails if either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
VENV=.venv/bin
mkdir -p build
log=build/editor-tests.log
bash scripts/setup_vscode_host.sh || exit 1

(
  set -e
  cd editors/vscode
  echo "== the extension's build and .vsix (tsc, esbuild, vsce)"
  npm run --silent build
  npm run --silent package
  echo "== the extension's tests against the real server (node:test)"
  CASS_LSP_COMMAND="$PWD/../../$VENV/cass-lsp" node --test test/*.test.mjs
  echo "== the extension inside a real VS Code (code-server and Chromium)"
  node --test --test-concurrency=1 --test-reporter=spec \
    test/host/flows.test.mjs test/host/keep_cuda.test.mjs test/host/trust.test.mjs
) >"$log" 2>&1 &
editors=$!
# Stop the editor suites with this script (Ctrl+C, a CI timeout): their hosts are process groups
# the suites themselves stop when they end.
trap 'kill "$editors" 2>/dev/null' EXIT

echo "== pytest on two workers (the editor suites run beside it: $log)"
HF_HUB_OFFLINE=1 "$VENV/python" -m pytest -q --numprocesses=2 --dist=loadscope "$@"
pytest_status=$?

wait "$editors"
editors_status=$?
trap - EXIT
echo
cat "$log"
echo
if [ "$editors_status" -ne 0 ]; then
  echo "the editor suites failed (exit $editors_status): their output is above and in $log" >&2
fi
if [ "$pytest_status" -ne 0 ]; then
  echo "pytest failed (exit $pytest_status): its output is above the editor suites'" >&2
fi
[ "$pytest_status" -eq 0 ] && [ "$editors_status" -eq 0 ]
