# The two commands of the README: `make demo` (set up, then port the bundled examples) and
# `make test` (set up, then run every check CI runs). Both start with an idempotent set-up.
.PHONY: setup demo test lint bench vscode vscode-host screenshots
VENV := .venv/bin

setup:
	@bash scripts/setup.sh

demo: setup
	@echo "== the toolchains cass-lsp found"; $(VENV)/cass-lsp doctor; echo
	@echo "== port the bundled examples, then compile the HIP for the AMD targets"
	@$(VENV)/cass-lsp port examples --out-dir build/examples-hip --check --progress never; echo
	@root="$$($(VENV)/python -c 'import shlex; from cass_lsp.toolchain import roots; r = roots.find_roots(); print(shlex.join(r[0].hipcc_command()) if r else "")')"; \
	if [ -n "$$root" ]; then \
	  echo "== the same with the ROCm 6.4 lane: MI300 (gfx942), RDNA3 (gfx1100), RDNA4 (gfx1200)"; \
	  $(VENV)/cass-lsp port examples --out-dir build/examples-hip-6.4 --check --progress never \
	    --targets gfx942,gfx1100,gfx1200 --hipcc-command "$$root"; echo; \
	fi
	@echo "== what will not port silently: findings for examples/warp_reduce.cu"
	@$(VENV)/cass-lsp translate examples/warp_reduce.cu --out-dir build/translate; echo
	@echo "== the HIP it became (diff against the CUDA)"
	@diff -u examples/warp_reduce.cu build/examples-hip/warp_reduce.hip || true
	@echo; echo "HIP tree: build/examples-hip (report: build/examples-hip/cass-port-report.json)"

lint: setup
	$(VENV)/ruff check .
	$(VENV)/ruff format --check .

test: setup lint vscode vscode-host
	HF_HUB_OFFLINE=1 $(VENV)/python -m pytest -q

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(VENV)/python $$b || exit 1; done

# The VS Code extension: bundle, node:test against the real server, .vsix in editors/vscode/build/.
vscode: setup
	cd editors/vscode && npm run build && CASS_LSP_COMMAND=$(CURDIR)/$(VENV)/cass-lsp npm test && npm run package

# The extension inside a real VS Code: code-server 4.100.3 driven through Chromium (installed,
# once, outside the repository by scripts/setup_vscode_host.sh), on the freshly built .vsix.
HOST_TESTS := node --test --test-concurrency=1 --test-reporter=spec test/host/flows.test.mjs test/host/keep_cuda.test.mjs test/host/trust.test.mjs
vscode-host: vscode
	@bash scripts/setup_vscode_host.sh
	cd editors/vscode && $(HOST_TESTS)

# The main flows of the host suite, also rewriting the README's pictures in docs/screenshots/.
screenshots: vscode
	@bash scripts/setup_vscode_host.sh
	cd editors/vscode && CASS_SCREENSHOTS=1 node --test --test-concurrency=1 --test-reporter=spec test/host/flows.test.mjs test/host/keep_cuda.test.mjs
