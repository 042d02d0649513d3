#!/usr/bin/env bash
# cass-lsp's software textures against CUDA's hardware textures on an NVIDIA GPU (made ready by
# benchmarks/device/textures_prepare.py, which copies this script as run.sh beside what it needs).
#   OUT=/some/empty/dir bash .devcarry/textures/run.sh        (from the repository root)
# Writes to $OUT, as it goes:
#   textures_log.txt      the builds and runs, with their times
#   texture_check.jsonl   per texture of the grid: fetches, unequal hardware/software, hashes
#   texture_hw.bin.gz     every hardware result (for the emulation's tests and for fitting it)
#   texture_bench.json    hardware vs software vs plain loads, ns per fetch and GB/s
#   warp_reduce.txt       cass-lsp's __reduce_*_sync (for HIP before 7) against CUDA's: lanes that differ
#   texture_tour.txt      the tour's output: CUDA, its HIP translation with hardware textures and
#                         with the software textures (three runs that should print the same), then
#                         NVIDIA's texture samples the same three ways, where they were prepared
# Every build and run has a timeout; about 2 to 3 minutes in all on an H200.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to the folder that comes back}"
mkdir -p "$out"
log="$out/textures_log.txt"
export PYTHONUNBUFFERED=1
say() { echo "[$(date +%T)] $*" | tee -a "$log"; }
build="$(mktemp -d)"
arch="${ARCH:-sm_90}"

say "textures: $(nvidia-smi -L 2>&1 | head -1); $(nvcc --version | tail -1)"
step() {  # step NAME COMMAND...: a build in the background, its output and status kept
  local name="$1"; shift
  ( cd "$here" && timeout 400 "$@" > "$build/$name.out" 2>&1; echo $? > "$build/$name.rc" ) &
}
step driver nvcc -O2 -arch="$arch" -I. texture_driver.cu -o "$build/texture_driver"
step bench nvcc -O3 -arch="$arch" -I. texture_bench.cu -o "$build/texture_bench"
step warp_reduce nvcc -O2 -arch="$arch" warp_reduce_check.cu -o "$build/warp_reduce"
step tour_cuda nvcc -O2 -w -arch="$arch" texture_tour.cu -o "$build/tour_cuda"
step tour_hw nvcc -O2 -w -D__HIP_PLATFORM_NVIDIA__ -Ihip-on-nvidia -arch="$arch" -x cu texture_tour.hip \
  -o "$build/tour_hw"
step tour_sw nvcc -O2 -w -D__HIP_PLATFORM_NVIDIA__ -DCASS_TEXTURES_IN_SOFTWARE -Ihip-on-nvidia -arch="$arch" \
  -x cu texture_tour.hip -o "$build/tour_sw"
names="driver bench warp_reduce tour_cuda tour_hw tour_sw"
# NVIDIA's samples: CUDA, and the translation both ways. HIP 5.2's NVIDIA layer never includes
# hip/driver_types.h, whose guard the translation of helper_cuda.h's `#ifdef __DRIVER_TYPES_H__` tests:
# defined here, as HIP's AMD layer defines it.
guard=-DHIP_INCLUDE_HIP_DRIVER_TYPES_H
if [ -f "$here/samples/list.txt" ]; then
  for sample in $(cat "$here/samples/list.txt"); do
    cu="samples/cuda/$sample/$sample.cu"; hip="samples/hip/$sample/$sample.hip"
    step "${sample}_cuda" nvcc -O2 -w -arch="$arch" -Isamples/cuda/Common "$cu" -o "$build/${sample}_cuda"
    step "${sample}_hw" nvcc -O2 -w -D__HIP_PLATFORM_NVIDIA__ $guard -Ihip-on-nvidia -Isamples/hip -Isamples/hip/Common \
      -arch="$arch" -x cu "$hip" -o "$build/${sample}_hw"
    step "${sample}_sw" nvcc -O2 -w -D__HIP_PLATFORM_NVIDIA__ $guard -DCASS_TEXTURES_IN_SOFTWARE -Ihip-on-nvidia \
      -Isamples/hip -Isamples/hip/Common -arch="$arch" -x cu "$hip" -o "$build/${sample}_sw"
    names="$names ${sample}_cuda ${sample}_hw ${sample}_sw"
  done
fi
wait
for name in $names; do
  say "build $name: status $(cat "$build/$name.rc" 2>/dev/null || echo missing)"
  tail -n 20 "$build/$name.out" >> "$log"
done

if [ -x "$build/texture_driver" ]; then
  say "grid: hardware against software, every texture"
  timeout 300 "$build/texture_driver" "$here/grid.bin" "$build/hw.bin" "$out/texture_check.jsonl" >> "$log" 2>&1
  say "grid: status $?"
  [ -f "$build/hw.bin" ] && gzip -c "$build/hw.bin" > "$out/texture_hw.bin.gz"
fi
if [ -x "$build/warp_reduce" ]; then
  say "__reduce_*_sync: the runtime's against CUDA's"
  timeout 120 "$build/warp_reduce" > "$out/warp_reduce.txt" 2>&1
  say "__reduce_*_sync: status $?"
fi
if [ -x "$build/texture_bench" ]; then
  say "benchmark"
  timeout 300 "$build/texture_bench" > "$out/texture_bench.json" 2>> "$log"
  say "benchmark: status $?"
fi
: > "$out/texture_tour.txt"
for name in tour_cuda tour_hw tour_sw; do
  if [ -x "$build/$name" ]; then
    echo "== $name" >> "$out/texture_tour.txt"
    timeout 120 "$build/$name" >> "$out/texture_tour.txt" 2>&1
    echo "== $name status $?" >> "$out/texture_tour.txt"
  fi
done
for name in $names; do
  case "$name" in simpleTexture_*|driver|bench|warp_reduce|tour_*) continue ;; esac  # simpleTexture needs an image
  if [ -x "$build/$name" ]; then
    echo "== $name" >> "$out/texture_tour.txt"
    ( cd "$build" && timeout 120 "./$name" >> "$out/texture_tour.txt" 2>&1 )
    echo "== $name status $?" >> "$out/texture_tour.txt"
  fi
done
say "tour and samples: $(grep -c '' "$out/texture_tour.txt") lines"
rm -rf "$build"
say "done"
