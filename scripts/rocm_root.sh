#!/usr/bin/env bash
# Makes a HIP toolchain lane: a Debian root holding a HIP release and the ROCm libraries'
# headers, run on the host's own files through bubblewrap:
#
#   scripts/rocm_root.sh [VERSION]   a release of the table with a Debian recipe (default: the
#                                    newest release checked that has one)
#
#   bwrap --bind / / --ro-bind ROOT/usr /usr --ro-bind ROOT/etc /etc --proc /proc --dev /dev -- /usr/bin/hipcc ...
#
# The recipe (the Debian suite, its packages, the root's name and stamp) is the release table's:
# cass_lsp/core/hip_releases.py, `python3 -m cass_lsp.core.hip_releases --recipe VERSION`. Debian
# and its suites are merged-/usr, so /bin and /lib follow /usr. Nothing from the root goes into
# the host's /usr. The root lives outside the repository, in
# ${CASS_ROCM_ROOT:-${XDG_CACHE_HOME:-~/.cache}/cass-lsp/rocm-X.Y}, and is made once: a second
# run finds its stamp and returns at once. `cass-lsp doctor` finds it by itself.
#
# The ROCm libraries are the real packages, so that ported programs and CMake projects link
# (`make`, `cmake` and `cmake --build` run in the root too: make and the root's clang++ are what
# CMake's HIP language needs), and what real projects build with beside HIP, as a ROCm install sees
# it in the system: Open MPI and netCDF (0.4 GB). Kept small (1.5 GB on disk; the ROCm part 1.1 GB
# instead of 5.4 GB): the GPU kernel data no compile or link reads, and nothing here could run
# anyway, is left out: the files rocBLAS (Tensile) and MIOpen load at run time are never unpacked
# (dpkg path-exclude), and the
# device code inside the shared objects (their .hip_fatbin section: 1.9 GB in librocsolver, 1.6 GB
# in librocsparse, 1 GB in librocblas) becomes a hole in the file (fallocate --punch-hole): the ELF
# layout, symbols and size stay as they were, so the linker reads them as before, and the bytes
# read back as zeros.
#
# If the root cannot be made (no route to the Debian mirror, no root rights), this says why in
# ROOT.failed and exits 0: the tests of this lane then skip with that reason.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
# The release's recipe: HIP_RELEASE, ROOT_NAME, SUITE, EXTRA_SUITE, RECIPE (the root's stamp: the
# table bumps it when the package list or the slimming changes, and the root is made again) and
# PACKAGES. The system's Python: this runs before any virtual environment exists.
recipe=$(PYTHONPATH="$REPO" "${PYTHON:-python3}" -m cass_lsp.core.hip_releases --recipe "$@") || exit 2
eval "$recipe"
MIRROR=${CASS_DEBIAN_MIRROR:-http://deb.debian.org/debian}
ROOT=${CASS_ROCM_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/cass-lsp/$ROOT_NAME}

say() { printf '\033[1m[%s]\033[0m %s\n' "$ROOT_NAME" "$*" >&2; }
fail() {
  say "not made: $*"
  mkdir -p "$(dirname "$ROOT")"
  printf '%s\n' "$*" > "$ROOT.failed"
  rm -rf "$ROOT.tmp"
  exit 0
}

# Punch a hole over the device code (.hip_fatbin) of every large shared object in $1.
slim_device_code() {
  command -v readelf >/dev/null && command -v fallocate >/dev/null || { say "no readelf/fallocate: device code kept"; return 0; }
  local so off size
  while IFS= read -r so; do
    read -r off size < <(readelf -SW "$so" 2>/dev/null | sed -E 's/^ *\[ *[0-9]+\] *//' | awk '$1==".hip_fatbin" {print $4, $5}') || true
    [ -n "${off:-}" ] || continue
    $SUDO fallocate --punch-hole --offset "$((16#$off))" --length "$((16#$size))" "$so" || say "could not slim $so"
  done < <(find "$1" -maxdepth 1 -type f -name 'lib*.so*' -size +20M)
}

if [ "$(cat "$ROOT/.cass-root-recipe" 2>/dev/null)" = "$RECIPE" ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null && sudo -n true 2>/dev/null || fail "making the root needs root rights (debootstrap, chroot); run scripts/rocm_root.sh as root or with sudo"
  SUDO="sudo"
fi
for tool in debootstrap bwrap; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install debootstrap bubblewrap)"
done

start=$(date +%s)
rm -rf "$ROOT.tmp" "$ROOT.failed"
mkdir -p "$ROOT.tmp"
say "making the ROCm $HIP_RELEASE root in $ROOT (once: about 3 minutes, 1.5 GB)"
$SUDO debootstrap --variant=minbase "$SUITE" "$ROOT.tmp" "$MIRROR" > "$ROOT.tmp.log" 2>&1 \
  || fail "debootstrap of Debian $SUITE from $MIRROR failed: $(tail -n 2 "$ROOT.tmp.log" | tr '\n' ' ')"

# Documentation and translations are never read by a compiler.
$SUDO tee "$ROOT.tmp/etc/dpkg/dpkg.cfg.d/cass-slim" > /dev/null <<'EOF'
path-exclude=/usr/share/doc/*
path-exclude=/usr/share/man/*
path-exclude=/usr/share/info/*
path-exclude=/usr/share/locale/*
path-exclude=/usr/share/lintian/*
path-exclude=/usr/lib/x86_64-linux-gnu/rocblas/*
path-exclude=/usr/lib/x86_64-linux-gnu/hipblaslt/*
path-exclude=/usr/share/miopen/db/*
path-exclude=/usr/share/miopen/perf_models/*
EOF
# The mirror is a snapshot whose Release file has expired.
$SUDO tee "$ROOT.tmp/etc/apt/apt.conf.d/99cass" > /dev/null <<'EOF'
Acquire::Check-Valid-Until "false";
APT::Install-Recommends "false";
APT::Install-Suggests "false";
EOF
$SUDO cp /etc/resolv.conf "$ROOT.tmp/etc/resolv.conf" 2>/dev/null || true
install=(apt-get install -y -qq)
if [ -n "$EXTRA_SUITE" ]; then  # its packages on top of the suite's (e.g. experimental's ROCm)
  echo "deb $MIRROR $EXTRA_SUITE main" | $SUDO tee "$ROOT.tmp/etc/apt/sources.list.d/cass-$EXTRA_SUITE.list" > /dev/null
  install+=(-t "$EXTRA_SUITE")
fi
in_root() { $SUDO chroot "$ROOT.tmp" env DEBIAN_FRONTEND=noninteractive "$@"; }
in_root apt-get update -qq >> "$ROOT.tmp.log" 2>&1 || fail "apt-get update in the $SUITE root failed"

in_root "${install[@]}" "${PACKAGES[@]}" >> "$ROOT.tmp.log" 2>&1 \
  || fail "installing HIP $HIP_RELEASE in the $SUITE root failed: $(tail -n 3 "$ROOT.tmp.log" | tr '\n' ' ')"
in_root apt-get clean
slim_device_code "$ROOT.tmp/usr/lib/x86_64-linux-gnu"
$SUDO rm -rf "$ROOT.tmp/var/lib/apt/lists"/* "$ROOT.tmp/var/cache/debconf"/*-old

# Check it the way cass-lsp will run it.
probe=$(bwrap --bind / / --ro-bind "$ROOT.tmp/usr" /usr --ro-bind "$ROOT.tmp/etc" /etc --proc /proc --dev /dev \
  -- env HIP_PLATFORM=amd /usr/bin/hipcc --version 2>&1) || fail "hipcc in the root does not run: $probe"
grep -qF "HIP version: $HIP_RELEASE." <<< "$probe" || fail "hipcc in the root is not HIP $HIP_RELEASE: $probe"

echo "$RECIPE" | $SUDO tee "$ROOT.tmp/.cass-root-recipe" > /dev/null
rm -rf "$ROOT"
mv "$ROOT.tmp" "$ROOT"
mv "$ROOT.tmp.log" "$ROOT.log"
say "made in $(( $(date +%s) - start )) s, $(du -sh "$ROOT" | cut -f1): $(grep -m1 'HIP version' <<< "$probe")"
