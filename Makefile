# The two commands of the README: `make demo` (set up, then port the bundled examples) and
# `make test` (set up, then run every check CI runs). Both start with an idempotent set-up.
.PHONY: setup demo test check lint bench vscode vscode-host screenshots
VENV := .venv/bin

setup:
	@bash scripts/setup.sh

# The hipcc of the toolchain in use (the newest found, the HIP 6.4 lane here: the keep-CUDA step
# compiles for gfx942, which the hipcc on PATH, Debian's HIP 5.2, does not know), as a command line.
DEMO_HIPCC = $(shell $(VENV)/cass-lsp doctor --json | $(VENV)/python -c 'import json, shlex, sys; \
  hip = json.load(sys.stdin).get("hip") or {}; \
  print(shlex.join([*(hip.get("hipccPrefix") or []), hip["hipcc"]]) if hip.get("hipcc") else "")')

demo: setup
	@echo "== the toolchains cass-lsp found (the newest is in use)"; $(VENV)/cass-lsp doctor; echo
	@echo "== port the bundled examples, then compile the HIP for MI300 (gfx942), RDNA3 (gfx1100), RDNA4 (gfx1200)"
	@$(VENV)/cass-lsp port examples --out-dir build/examples-hip --check --progress never --targets gfx942,gfx1100,gfx1200; echo
	@if command -v hipcc >/dev/null; then \
	  echo "== the same for Debian's HIP 5.2 (the host lane): RDNA3 (gfx1100), CDNA2 (gfx90a)"; \
	  $(VENV)/cass-lsp port examples --out-dir build/examples-hip-5.2 --check --progress never \
	    --targets gfx1100,gfx90a --hipcc-command hipcc; echo; \
	fi
	@echo "== keep CUDA, build for AMD too: examples/keep-cuda gets a GPU_BACKEND=hip switch (CUDA sources: only the portable fixes)"
	@$(VENV)/cass-lsp port examples/keep-cuda --keep-cuda --out-dir build/keep-cuda --apply-portable-fixes --progress never -q
	@$(MAKE) --no-print-directory -C build/keep-cuda/reduce-make GPU_BACKEND=hip CASS_LSP=$(CURDIR)/$(VENV)/cass-lsp HIPCC='$(DEMO_HIPCC)' GPU_TARGETS="gfx942 gfx1100" 2>&1 | grep -v "warning\|^ *[0-9]* |\|^ *|\|generated" || true
	@echo "== again, nothing changed: nothing is translated or compiled"
	@$(MAKE) --no-print-directory -C build/keep-cuda/reduce-make GPU_BACKEND=hip CASS_LSP=$(CURDIR)/$(VENV)/cass-lsp HIPCC='$(DEMO_HIPCC)' GPU_TARGETS="gfx942 gfx1100"; echo
	@echo "== what will not port silently: findings for examples/warp_reduce.cu"
	@$(VENV)/cass-lsp translate examples/warp_reduce.cu --out-dir build/translate; echo
	@echo "== the HIP it became (diff against the CUDA)"
	@diff -u examples/warp_reduce.cu build/examples-hip/warp_reduce.hip || true
	@echo; echo "HIP tree: build/examples-hip (report: build/examples-hip/cass-port-report.json)"

lint: setup
	$(VENV)/ruff check .
	$(VENV)/ruff format --check .

# The fast tests alone (the pyramid's base: in process, no compiler, no corpus; tests/pyramid.py
# fails an unmarked test that starts a process), for the edit-test loop.
check: lint
	HF_HUB_OFFLINE=1 $(VENV)/python -m pytest -q --numprocesses=2 -m "not slow"

# pytest, with `make vscode-host` (the extension's build and both its suites) beside it: scripts/test.sh.
test: setup lint
	@bash scripts/test.sh

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(VENV)/python $$b || exit 1; done

# The VS Code extension: bundle, node:test against the real server, .vsix in editors/vscode/build/.
# (--ignore-scripts: npm test's pretest would type-check again what the build just checked.)
vscode: setup
	cd editors/vscode && npm run build && CASS_LSP_COMMAND=$(CURDIR)/$(VENV)/cass-lsp npm test --ignore-scripts && npm run package

# The extension inside a real VS Code: code-server 4.100.3 driven through Chromium (installed,
# once, outside the repository by scripts/setup_vscode_host.sh), on the freshly built .vsix.
HOST_TESTS := node --test --test-concurrency=1 --test-reporter=spec test/host/flows.test.mjs test/host/keep_cuda.test.mjs test/host/trust.test.mjs
vscode-host: vscode
	@bash scripts/setup_vscode_host.sh
	cd editors/vscode && $(HOST_TESTS)

# The main flows of the host suite, also rewriting the pictures in docs/screenshots/.
screenshots: vscode
	@bash scripts/setup_vscode_host.sh
	cd editors/vscode && CASS_SCREENSHOTS=1 node --test --test-concurrency=1 --test-reporter=spec test/host/flows.test.mjs test/host/keep_cuda.test.mjs
