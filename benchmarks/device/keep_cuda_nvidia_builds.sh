#!/bin/bash
# On the device machine (run from the repository root, .device-work carried; made by
# benchmarks/device/keep_cuda_prepare.sh): the NVIDIA build (GPU_BACKEND unset) of every project,
# untouched and kept (port --keep-cuda),
# with the nvcc of this machine, compile and link: one line per project in $OUT/nvidia_builds.tsv.
set -u
W=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
export PATH=/usr/local/cuda/bin:$PATH
{
  nvcc --version | tail -2; cmake --version | head -1; nproc
  python3 - <<'PY'
import glob, os
for lib in ("cublas", "cufft", "curand", "cusolver", "cusparse"):
    hits = glob.glob(f"/usr/local/cuda*/include/{lib}*.h") + glob.glob(f"/usr/**/nvidia/**/include/{lib}*.h", recursive=True)
    print(lib, hits[:1])
PY
} > "$OUT/device_info.txt" 2>&1
one() {
  kind=$1; rel=$2
  for side in orig kept; do
    if [ "$kind" = cls ]; then
      src="$W/cls-$side/$rel"; b="/tmp/b/$side/$rel"; mkdir -p "$b"
      (cmake -S "$src" -B "$b" -DCMAKE_CUDA_ARCHITECTURES=90 && cmake --build "$b" -j2) > "$b.log" 2>&1
    else
      d="$W/hb-$side/$rel"
      make -C "$d" ARCH=sm_90 -j2 > "/tmp/hb-$side-$rel.log" 2>&1
    fi
    eval "rc_$side=$?"
  done
  why=""
  if [ "$rc_kept" != 0 ]; then
    log=$([ "$kind" = cls ] && echo "/tmp/b/kept/$rel.log" || echo "/tmp/hb-kept-$rel.log")
    why=$(grep -m1 -E "error|Error|No rule" "$log" | cut -c1-200 | tr '\t' ' ')
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$kind" "$rel" "$rc_orig" "$rc_kept" "$why"
}
export -f one; export W
if [ -n "${ONLY:-}" ]; then sed 's/^/hb /' "$ONLY"; else
{
  (cd "$W/cls-orig" && grep -rlis --include=CMakeLists.txt '^\s*project\s*(' . | sed 's|^\./||; s|/CMakeLists.txt$||' | sed 's/^/cls /')
  (cd "$W/hb-orig" && ls -d *-cuda | sed 's/^/hb /')
}; fi | xargs -P 8 -L 1 bash -c 'one "$0" "$1"' > "$OUT/nvidia_builds.tsv"
awk -F'\t' '{n[$1]++; o[$1]+=($3==0); k[$1]+=($4==0); b[$1]+=($3==0 && $4==0)} END {for (x in n) printf "%s: %d projects, untouched builds %d, kept builds %d, both %d\n", x, n[x], o[x], k[x], b[x]}' "$OUT/nvidia_builds.tsv" | tee "$OUT/summary.txt"
