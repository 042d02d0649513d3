# The two commands of the README: `make demo` (set up, then port the bundled examples) and
# `make test` (set up, then run every check CI runs). Both start with an idempotent set-up.
.PHONY: setup demo test lint bench docs vscode
VENV := .venv/bin

setup:
	@bash scripts/setup.sh

demo: setup
	@$(VENV)/cass-lsp symbols examples/*.cu

lint: setup
	$(VENV)/ruff check cass_lsp tests scripts benchmarks
	$(VENV)/ruff format --check cass_lsp tests scripts benchmarks

test: setup lint vscode
	HF_HUB_OFFLINE=1 $(VENV)/python -m pytest -q

bench: setup
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(VENV)/python $$b || exit 1; done

# The VS Code extension: bundle, node:test against the real server, .vsix in editors/vscode/build/.
vscode: setup
	cd editors/vscode && npm run build && CASS_LSP_COMMAND=$(CURDIR)/$(VENV)/cass-lsp npm test && npm run package
