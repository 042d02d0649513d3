#!/usr/bin/env bash
# Fetches the headers of HIP 7 and its libraries (the -dev packages of Debian experimental's
# ROCm 7, unpacked, nothing installed) into ${XDG_CACHE_HOME:-~/.cache}/cass-lsp/hip-7-headers, for
# the tests that check the translation for HIP 7 against them: hipBLAS 3 (ROCm 7.0) dropped the
# _v2 functions, so every rename the translation makes for HIP 7 must be a name these headers
# declare, and the compat headers must compile against its hipBLAS. About 6 MB, 10 seconds;
# a second run finds its stamp and returns at once.
#
# If they cannot be fetched (no route to the Debian mirror), this says why in hip-7-headers.failed
# and exits 0: the tests that read them then skip with that reason.
set -euo pipefail

RECIPE=1  # bump when the package list changes: the headers are then fetched again
MIRROR=${CASS_DEBIAN_MIRROR:-http://deb.debian.org/debian}
DEST=${XDG_CACHE_HOME:-$HOME/.cache}/cass-lsp/hip-7-headers
PACKAGES=(libamdhip64-dev libhipblas-dev libhipblas-common-dev libhipcub-dev libhipfft-dev libhiprand-dev
  libhipsolver-dev libhipsparse-dev librocblas-dev librocfft-dev librocprim-dev librocrand-dev
  librocsolver-dev librocsparse-dev)

say() { printf '\033[1m[hip-7-headers]\033[0m %s\n' "$*" >&2; }
fail() {
  say "not fetched: $*"
  mkdir -p "$(dirname "$DEST")"
  printf '%s\n' "$*" > "$DEST.failed"
  rm -rf "$DEST.tmp"
  exit 0
}

if [ "$(cat "$DEST/.cass-recipe" 2>/dev/null)" = "$RECIPE" ]; then
  exit 0
fi
for tool in curl xz dpkg-deb; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install curl xz-utils dpkg)"
done

rm -rf "$DEST.tmp" "$DEST.failed"
mkdir -p "$DEST.tmp/debs"
say "fetching HIP 7's headers from Debian experimental into $DEST (once)"
index="$DEST.tmp/Packages"
curl -fsS "$MIRROR/dists/experimental/main/binary-amd64/Packages.xz" | xz -d > "$index" \
  || fail "could not read $MIRROR/dists/experimental/main/binary-amd64/Packages.xz"
for pkg in "${PACKAGES[@]}"; do
  file=$(awk -v p="$pkg" '$1 == "Package:" { hit = ($2 == p) } hit && $1 == "Filename:" { print $2; exit }' "$index")
  [ -n "$file" ] || fail "Debian experimental has no $pkg"
  curl -fsS -o "$DEST.tmp/debs/$(basename "$file")" "$MIRROR/$file" || fail "could not fetch $MIRROR/$file"
  dpkg-deb -x "$DEST.tmp/debs/$(basename "$file")" "$DEST.tmp" || fail "could not unpack $(basename "$file")"
done
version=$(awk '$2 == "HIP_VERSION_MAJOR" || $2 == "HIP_VERSION_MINOR" || $2 == "HIP_VERSION_PATCH" { printf "%s%s", sep, $3; sep = "." }' \
  "$DEST.tmp/usr/include/hip/hip_version.h" 2>/dev/null || true)
case "$version" in 7.*) ;; *) fail "the headers fetched are not HIP 7 (hip_version.h says '${version:-nothing}')" ;; esac
echo "$version" > "$DEST.tmp/HIP_VERSION"
rm -rf "$DEST.tmp/debs" "$index" "$DEST.tmp/usr/share" "$DEST.tmp/usr/lib"
echo "$RECIPE" > "$DEST.tmp/.cass-recipe"
rm -rf "$DEST"
mv "$DEST.tmp" "$DEST"
say "HIP $version headers in $DEST"
