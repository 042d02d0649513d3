#!/usr/bin/env bash
# HIP on NVIDIA, issue 42, on the GPU machine: bash .devcarry/nvlane/run.sh from the repository root,
# with $OUT an empty folder that comes back. Made by benchmarks/device/hip_on_nvidia_all.py (copied
# here as run.sh); runs with python3 alone (cass-lsp's package and tests are carried in src/).
#   (b) the GPU tests of the suite (tests/toolchain/test_run_nvidia.py), with pytest  -> gpu_tests.log
#   (c) cass-lsp verify on HeCBench's heat and on a port of it with one operator changed -> verify*.json
#   (a) every eligible HeCBench program, its CUDA original and its translation, built and run
#       -> hip_on_nvidia_all.json (written after each program)
# (b) and (c) run beside (a), which has the CPUs' builds; everything ends within LIMIT seconds.
# ONLY=a,b (what a first run's deadline left, as the summary script prints it): those programs alone.
# Back: run.log, gpu_tests.log, gpu_tests.xml, verify.log, verify.json, verify_wrong.json,
# hip_on_nvidia_all.json (7 files).
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
: "${OUT:?set OUT to the folder whose files come back}"
LIMIT="${LIMIT:-450}"   # seconds for the whole job; the device tool's own limit is 600
START=$(date +%s)
export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1
export PYTHONPATH="$HERE/src${PYTHONPATH:+:$PYTHONPATH}"
export CASS_HIP_NVIDIA_ARCH="${CASS_HIP_NVIDIA_ARCH:-sm_90}"
export XDG_CACHE_HOME="$(mktemp -d)"    # discovery's cache, and the prepared layer where it looks for it
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
mkdir -p "$XDG_CACHE_HOME/cass-lsp" && cp -r "$HERE/hip-nvidia" "$XDG_CACHE_HOME/cass-lsp/hip-nvidia"
exec > >(tee -a "$OUT/run.log") 2>&1
elapsed() { echo $(( $(date +%s) - START )); }

echo "== device ($(date -u +%FT%TZ))"
nvidia-smi -L; nvcc --version | tail -2; python3 --version; nproc
python3 -c "import pytest" 2>/dev/null || export PYTHONPATH="$PYTHONPATH:$HERE/pylib"   # a pure-Python pytest, carried
(cd "$HERE" && python3 -c "from cass_lsp.toolchain.discovery import discover; tc = discover(); print(\"GPUs\", tc.nvidia_gpus, \"nvcc\", tc.nvcc, \"layer\", tc.nvidia_layer or tc.nvidia_layer_note)")

if [ -n "${ONLY:-}" ]; then
  echo "== (a) $ONLY"
  timeout $(( LIMIT - $(elapsed) - 10 )) python3 "$HERE/bench.py" --out "$OUT" --only "$ONLY" --deadline $(( LIMIT - $(elapsed) - 40 ))
  echo "== done in $(elapsed) s"; exit 0
fi

(   # (b) then (c), beside (a)
  cd "$HERE/src" && echo "== (b) GPU tests [$(elapsed) s]" &&
  timeout 150 python3 -m pytest -c /dev/null --rootdir=. --noconftest -p no:cacheprovider -rA -q \
      -m nvidia_gpu tests/toolchain/test_run_nvidia.py --junitxml="$OUT/gpu_tests.xml" > "$OUT/gpu_tests.log" 2>&1
  echo "(b) exit $? [$(elapsed) s]: $(tail -1 "$OUT/gpu_tests.log")"
  cd "$HERE/verify"
  for side in hip hip-wrong; do
    json="$OUT/verify.json"; [ "$side" = hip-wrong ] && json="$OUT/verify_wrong.json"
    echo "== (c) cass-lsp verify cuda $side [$(elapsed) s]" >> "$OUT/verify.log"
    timeout 150 python3 -m cass_lsp verify cuda "$side" --make "ARCH=$CASS_HIP_NVIDIA_ARCH" --make VERIFY=yes \
        --jobs 4 --json "$json" >> "$OUT/verify.log" 2>&1
    echo "(c) verify cuda $side: exit $? [$(elapsed) s]" | tee -a "$OUT/verify.log"
  done
) &
SIDE=$!

echo "== (a) every eligible HeCBench program [$(elapsed) s]"
timeout $(( LIMIT - $(elapsed) - 10 )) python3 "$HERE/bench.py" --out "$OUT" --deadline $(( LIMIT - $(elapsed) - 40 ))
echo "(a) exit $? [$(elapsed) s]"
wait "$SIDE"
echo "== done in $(elapsed) s"; ls -la "$OUT"
