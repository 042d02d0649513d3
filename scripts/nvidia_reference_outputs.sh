#!/usr/bin/env bash
# Builds every CUDA program with a main() in examples/ and tests/corpus/ with nvcc and runs it
# on the NVIDIA GPU of this machine, writing each one's stdout to OUT_DIR/<name>.expected.
# These are the reference outputs the run-and-compare check uses beside each source
# (foo.cu.expected) where no NVIDIA GPU is at hand. Run on a machine with an NVIDIA GPU:
#     bash scripts/nvidia_reference_outputs.sh OUT_DIR [ARCH]
set -uo pipefail
out=${1:?usage: nvidia_reference_outputs.sh OUT_DIR [ARCH]}
arch=${2:-native}
mkdir -p "$out"
cd "$(dirname "$0")/.."
for src in examples/*.cu tests/corpus/*.cu; do
  grep -q "int main" "$src" || continue
  name=$(echo "$src" | tr '/' '_')
  exe=$(mktemp)
  if ! nvcc -arch="$arch" -O2 -o "$exe" "$src" -lcublas -lcufft -lcurand -lcusparse -lcusolver -lnvrtc -lcuda \
       2>"$out/$name.build.log"; then
    echo "BUILD FAILED $src"; continue
  fi
  if timeout 60 "$exe" >"$out/$name.expected" 2>"$out/$name.stderr"; then
    echo "ok $src: $(head -c 200 "$out/$name.expected" | tr '\n' ' ')"
  else
    echo "RUN FAILED ($?) $src"
  fi
  rm -f "$exe"
done
