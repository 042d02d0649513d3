# The two commands of the README: `make demo` (set up, then port the bundled examples) and
# `make test` (set up, then run every check CI runs). Both start with an idempotent set-up.
.PHONY: setup demo test lint bench vscode
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

test: setup lint vscode
	HF_HUB_OFFLINE=1 $(VENV)/python -m pytest -q

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(VENV)/python $$b || exit 1; done

# The VS Code extension: bundle, node:test against the real server, .vsix in editors/vscode/build/.
vscode: setup
	cd editors/vscode && npm run build && CASS_LSP_COMMAND=$(CURDIR)/$(VENV)/cass-lsp npm test && npm run package
