#!/usr/bin/env bash
# Installs what the real-VS-Code host tests (editors/vscode/test/host/) need, idempotently:
# Debian's Chromium (and libkrb5-dev and ripgrep, which code-server's install needs), and, in a
# cache folder outside the repository, code-server 4.100.3 (VS Code 1.100 in the browser; the
# last releases that run on Node 20) and playwright-core (which drives the installed Chromium;
# it never downloads a browser). A second run finds the stamp and does nothing.
#
# The cache folder: $CASS_VSCODE_HOST_DIR, else ${XDG_CACHE_HOME:-~/.cache}/cass-lsp/code-server-4.100.3
# (the test suite computes the same path). Anything that cannot be installed stops the script
# with the reason: a missing piece is a broken set-up, not something to skip.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
PLAYWRIGHT_CORE_VERSION=1.65.1
APT_PACKAGES=(libkrb5-dev ripgrep chromium)
HOST_DIR=${CASS_VSCODE_HOST_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cass-lsp/code-server-$CODE_SERVER_VERSION}
# Bump the recipe number when the steps below change: it forces a reinstall.
STAMP="recipe 1; code-server $CODE_SERVER_VERSION; playwright-core $PLAYWRIGHT_CORE_VERSION"

say() { printf '\033[1m[vscode-host]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[vscode-host] cannot set up the VS Code host:\033[0m %s\n' "$*" >&2; exit 1; }
# Runs a step, showing its output only when it fails.
step() {
  local what=$1; shift
  local log; log=$(mktemp)
  if ! "$@" >"$log" 2>&1; then
    tail -n 40 "$log" >&2; rm -f "$log"
    die "$what failed (command: $*; its last lines are above)"
  fi
  rm -f "$log"
}

VSCODE="$HOST_DIR/node_modules/code-server/lib/vscode"
installed() {
  [ "$(cat "$HOST_DIR/.cass-lsp-stamp" 2>/dev/null)" = "$STAMP" ] \
    && [ -x /usr/bin/chromium ] && [ -x /usr/bin/rg ] \
    && [ -f "$HOST_DIR/node_modules/code-server/out/node/entry.js" ] \
    && [ -f "$HOST_DIR/node_modules/playwright-core/package.json" ]
}
if installed; then
  exit 0
fi

command -v node >/dev/null || die "node is not installed (code-server $CODE_SERVER_VERSION needs Node 20)"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" = 20 ] || [ "$node_major" = 22 ] || die "code-server $CODE_SERVER_VERSION needs Node 20 or 22; this is Node $(node --version)"

# ---- Debian packages ----------------------------------------------------------------------
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  say "installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  step "apt-get update" $SUDO apt-get update -qq
  step "apt-get install ${missing[*]}" env DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium is missing after installing the chromium package"
[ -x /usr/bin/rg ] || die "/usr/bin/rg is missing after installing the ripgrep package"

# ---- code-server and playwright-core, in the cache folder ---------------------------------
say "installing code-server $CODE_SERVER_VERSION and playwright-core $PLAYWRIGHT_CORE_VERSION into $HOST_DIR (a few minutes, once)"
rm -rf "$HOST_DIR"
mkdir -p "$HOST_DIR"
cd "$HOST_DIR"
cat > package.json <<EOF
{ "name": "cass-lsp-vscode-host", "private": true, "description": "made by cass-lsp's scripts/setup_vscode_host.sh" }
EOF
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# node-pty's post-install runs `npx node-gyp`, which would otherwise stop to ask.
export npm_config_yes=true
# node-gyp builds the native modules against Node's headers: Debian's nodejs ships them under /usr,
# and otherwise node-gyp downloads them from nodejs.org, which a machine that reaches only the
# package registries cannot (a new HOME has no ~/.npmrc saying nodedir=/usr).
[ -f /usr/include/node/common.gypi ] && export npm_config_nodedir=/usr
NPM=(npm --no-audit --no-fund --loglevel=error)
step "npm install code-server playwright-core" \
  "${NPM[@]}" install --ignore-scripts --save-exact "code-server@$CODE_SERVER_VERSION" "playwright-core@$PLAYWRIGHT_CORE_VERSION"

# code-server's own postinstall, by hand: VS Code's production modules, with the native ones
# rebuilt for this Node, and Debian's ripgrep where @vscode/ripgrep's download would put its own.
cd "$VSCODE"
step "npm install in code-server's lib/vscode" "${NPM[@]}" install --unsafe-perm --omit=dev --ignore-scripts
mkdir -p node_modules/@vscode/ripgrep/bin
cp /usr/bin/rg node_modules/@vscode/ripgrep/bin/rg
step "npm rebuild of VS Code's native modules" \
  "${NPM[@]}" rebuild kerberos @parcel/watcher @vscode/spdlog native-watchdog node-pty @vscode/deviceid
ln -sfn node_modules node_modules.asar
ln -sfn code-linux.sh bin/remote-cli/code-server
ln -sfn browser-linux.sh bin/helpers/browser.sh
cd extensions
step "npm install in code-server's built-in extensions" "${NPM[@]}" install --unsafe-perm --omit=dev --ignore-scripts
cd "$HOST_DIR"
step "npm rebuild argon2" "${NPM[@]}" rebuild argon2 --build-from-source

# code-server reads (and, when missing, writes) a config file: ours, so ~/.config stays untouched.
printf 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n' > config.yaml
# A smoke test: code-server starts and answers --version.
version=$(node node_modules/code-server/out/node/entry.js --config "$HOST_DIR/config.yaml" --version 2>&1 | head -n 1) \
  || die "code-server does not start: $version"
case "$version" in
  "$CODE_SERVER_VERSION"*) ;;
  *) die "code-server --version answered '$version', expected $CODE_SERVER_VERSION" ;;
esac
node -e "require('playwright-core')" || die "playwright-core does not load"

echo "$STAMP" > "$HOST_DIR/.cass-lsp-stamp"
say "ready: code-server $version, $(/usr/bin/chromium --version 2>/dev/null | head -n 1), playwright-core $PLAYWRIGHT_CORE_VERSION"
