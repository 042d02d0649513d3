#!/usr/bin/env bash
# Issue 42 on the GPU machine: bash .devcarry/dev42/run.sh from the repository root, with $OUT an empty
# folder that comes back. Made by benchmarks/device/hip_on_nvidia_verify.py (copied here as run.sh); runs
# with python3 alone, on the code of the branch that prepared the folder (branch.tar.gz), with pylib/ for
# Python 3.12 and CMake 3.31 (cmake.tar.gz: the HIP language on NVIDIA needs 3.28+). In this order:
#   (2) alone: the editor's run verdicts, tests/lsp/test_run_verdict_nvidia.py -> gpu_tests.log/.xml
#   (1) cass-lsp verify on warp-ctc as ported, then with one operator changed -> warpctc_verify*.json
#       (meanwhile (3)'s builds, behind them)
#   (3) the HeCBench programs of programs.json, RUN_JOBS at a time, until LIMIT -> hip_on_nvidia_all.json
# Back: run.log and dev42_run.tar.gz (every result and run.log; packed again every 20 s). Without an
# NVIDIA GPU it builds only, the GPU test skips, and it exits 3.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
: "${OUT:?set OUT to the folder whose files come back}"
LIMIT="${LIMIT:-530}"
EDITOR_LIMIT="${EDITOR_LIMIT:-240}"   # the test waits up to 240 s for each of its two verdicts
VERIFY_LIMIT="${VERIFY_LIMIT:-150}"   # warp-ctc as ported: both trees' builds and test_gpu in each
WRONG_LIMIT="${WRONG_LIMIT:-100}"     # one operator changed: the HIP tree again (the CUDA tree is built)
RUN_JOBS="${RUN_JOBS:-3}"
RUN_TIMEOUT="${RUN_TIMEOUT:-200}"
START=$(date +%s)
elapsed() { echo $(( $(date +%s) - START )); }
left() { echo $(( LIMIT - $(elapsed) )); }
export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1
export CASS_HIP_NVIDIA_ARCH="${CASS_HIP_NVIDIA_ARCH:-sm_90}"
WORK="$(mktemp -d)"
export XDG_CACHE_HOME="$WORK/cache"
mkdir -p "$WORK/src" "$WORK/results" "$WORK/cmake" "$XDG_CACHE_HOME/cass-lsp"
cp -r "$HERE/hip-nvidia" "$XDG_CACHE_HOME/cass-lsp/hip-nvidia"
exec > >(tee -a "$OUT/run.log") 2>&1
pack() {
  cp "$OUT/run.log" "$WORK/results/run.log" 2>/dev/null
  tar -czf "$OUT/pack.tmp" -C "$WORK/results" . && mv "$OUT/pack.tmp" "$OUT/dev42_run.tar.gz"
}
PACKER=""
finish() {
  [ -n "$PACKER" ] && kill "$PACKER" 2>/dev/null
  pack; rm -rf "$WORK"
}
trap finish EXIT

echo "== device ($(date -u +%FT%TZ)), limit $LIMIT s"
tar -xzf "$HERE/branch.tar.gz" -C "$WORK/src" || { echo "FATAL: cannot unpack branch.tar.gz"; exit 2; }
cp -r "$HERE/ext/." "$WORK/src/"
tar -xzf "$HERE/cmake.tar.gz" -C "$WORK/cmake" || { echo "FATAL: cannot unpack cmake.tar.gz"; exit 2; }
export PATH="$WORK/cmake/bin:$PATH"
export PYTHONPATH="$WORK/src:$HERE/pylib${PYTHONPATH:+:$PYTHONPATH}"
echo "code: $(cat "$HERE/COMMIT"); $(python3 --version); $(nproc) CPUs; $(cmake --version | head -1)"
nvcc --version | tail -1 || echo "no nvcc: every build fails"
cp -r "$HERE/warp-ctc" "$WORK/warp-ctc"
# warp-ctc's test_gpu links cuRAND: the toolkit's, else (a toolkit without it) the one Python's CUDA wheels
# carry (torch's nvidia-curand), found by CMake through CMAKE_LIBRARY_PATH and by the tests' loader in
# their build folder (their [run] puts it on LD_LIBRARY_PATH)
TOOLKIT="$(dirname "$(dirname "$(readlink -f "$(command -v nvcc)")")")"
CURAND="$(ls "$TOOLKIT"/lib64/libcurand.so "$TOOLKIT"/targets/*/lib/libcurand.so 2>/dev/null | head -1)"
if [ -z "$CURAND" ]; then
  SITES="$(python3 -c 'import site; print(" ".join(site.getsitepackages()))' 2>/dev/null)"
  WHEEL="$(find $SITES -path '*/nvidia/*/lib/libcurand.so.*' 2>/dev/null | sort | head -1)"
  if [ -n "$WHEEL" ]; then
    mkdir -p "$WORK/curand"; ln -s "$WHEEL" "$WORK/curand/libcurand.so"
    export CMAKE_LIBRARY_PATH="$WORK/curand${CMAKE_LIBRARY_PATH:+:$CMAKE_LIBRARY_PATH}"
    for tree in cuda hip hip-wrong; do
      mkdir -p "$WORK/warp-ctc/$tree/build-cass-verify"; ln -s "$WHEEL" "$WORK/warp-ctc/$tree/build-cass-verify/$(basename "$WHEEL")"
    done
  fi
  [ -n "$WHEEL" ] && CURAND="$WHEEL (a Python wheel: the toolkit has none)"
fi
echo "cuRAND: ${CURAND:-none, so warp-ctc stops at configure}"
BUILD_ONLY=""
if ! nvidia-smi -L; then
  echo "NO NVIDIA GPU: builds only, the GPU test skips. Exit 3."
  BUILD_ONLY="--build-only"
fi
(while sleep 20; do pack; done) & PACKER=$!
verify() {  # verify HIP_TREE JSON [--build-only]
  (cd "$WORK/src" && python3 -m cass_lsp verify "$WORK/warp-ctc/cuda" "$WORK/warp-ctc/$1" --platform nvidia \
      --jobs "$(nproc)" --json "$WORK/results/$2" ${3:-})
}

echo "== (2) the editor's verdicts, alone [$(elapsed) s]"
(cd "$WORK/src" && PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 timeout "$EDITOR_LIMIT" python3 -m pytest -c pyproject.toml --rootdir=. \
    --noconftest -p pytest_asyncio.plugin -p pytest_lsp -p no:cacheprovider -rA -q -s -m nvidia_gpu \
    tests/lsp/test_run_verdict_nvidia.py --junitxml="$WORK/results/gpu_tests.xml" > "$WORK/results/gpu_tests.log" 2>&1)
echo "(2) exit $? [$(elapsed) s]: $(tail -1 "$WORK/results/gpu_tests.log")"

# (3)'s builds on the CPUs, behind (1)'s (nice), while (1) runs
(cd "$WORK/src" && nice -n 10 timeout 300 python3 "$HERE/bench.py" --build-only --out "$WORK/prebuild" --deadline 280) \
    > "$WORK/results/programs_build.log" 2>&1 & PROGBUILD=$!

echo "== (1) warp-ctc: cass-lsp verify [$(elapsed) s]"
timeout "$VERIFY_LIMIT" bash -c "$(declare -f verify); WORK='$WORK'; verify hip warpctc_verify.json $BUILD_ONLY" \
    > "$WORK/results/verify.log" 2>&1
echo "(1) as ported: exit $? [$(elapsed) s]"; tail -12 "$WORK/results/verify.log"
timeout "$WRONG_LIMIT" bash -c "$(declare -f verify); WORK='$WORK'; verify hip-wrong warpctc_verify_wrong.json $BUILD_ONLY" \
    >> "$WORK/results/verify.log" 2>&1
echo "(1) one operator changed: exit $? [$(elapsed) s]"; tail -12 "$WORK/results/verify.log"

echo "== (3) HeCBench programs [$(elapsed) s], $RUN_JOBS at a time, $RUN_TIMEOUT s a run"
wait "$PROGBUILD"
(cd "$WORK/src" && timeout $(( $(left) - 5 )) python3 "$HERE/bench.py" --out "$WORK/results" $BUILD_ONLY \
    --run-jobs "$RUN_JOBS" --run-timeout "$RUN_TIMEOUT" --deadline $(( $(left) - 15 )))
echo "(3) exit $? [$(elapsed) s]"
echo "== done in $(elapsed) s"; ls -la "$WORK/results"
[ -z "$BUILD_ONLY" ] || exit 3
