#!/bin/bash
# The trees benchmarks/device/keep_cuda_nvidia_builds.sh builds on a machine with the whole CUDA
# toolkit (cuBLAS, cuFFT, ... headers and libraries; this one has only the runtime): every
# project of both corpora, untouched (cls-orig, hb-orig) and after `cass-lsp port --keep-cuda`
# (cls-kept, hb-kept), in .device-work/ (git-ignored; carried to the device machine).
set -u
REPO=$(git rev-parse --show-toplevel)
CORPUS=${CASS_CORPUS:-$REPO/../shared/corpus}
W=$REPO/.device-work
cd "$REPO"
rm -rf "$W"/cls-orig "$W"/cls-kept "$W"/hb-orig "$W"/hb-kept
mkdir -p "$W"/cls-orig "$W"/cls-kept "$W"/hb-orig "$W"/hb-kept
cp benchmarks/device/keep_cuda_nvidia_builds.sh "$W"/nvidia_builds.sh
for lib in cuBLAS cuFFT cuRAND cuSOLVER cuSPARSE; do
  cp -r "$CORPUS/cudalibrarysamples/$lib" "$W/cls-orig/$lib"
  .venv/bin/cass-lsp port "$W/cls-orig/$lib" --keep-cuda --out-dir "$W/cls-kept/$lib" --progress never -q >/dev/null 2>&1 \
    || echo "port --keep-cuda failed: $lib"
done
for d in "$CORPUS"/hecbench/*-cuda; do
  n=$(basename "$d")
  [ -f "$d/Makefile" ] || continue
  cp -r "$d" "$W/hb-orig/$n"
  .venv/bin/cass-lsp port "$W/hb-orig/$n" --keep-cuda --out-dir "$W/hb-kept/$n" --progress never -q >/dev/null 2>&1 \
    || echo "port --keep-cuda failed: $n"
done
rm -f "$W"/*/*/cass-keep-cuda-report.json "$W"/*/*/.cass-port-manifest.json
du -sh "$W"
