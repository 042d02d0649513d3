#!/usr/bin/env bash
# HIP on NVIDIA, issue 42, on the GPU machine: bash .devcarry/nvlane/run.sh from the repository root,
# with $OUT an empty folder that comes back. Made by benchmarks/device/hip_on_nvidia_all.py (copied
# here as run.sh); runs with python3 alone. The code is the branch's that prepared the folder
# (branch.tar.gz, a git archive of its HEAD, unpacked and put first on PYTHONPATH), not the
# checkout's it runs in; pylib/ carries pytest, pygls, pytest-lsp and tree-sitter for Python 3.12.
#   (a) the programs of programs.json (or ONLY=a,b), their CUDA originals and translations, built
#       and run: ALONE's first, one at a time with the GPU to themselves, until ALONE_UNTIL seconds;
#       then the others RUN_JOBS at a time, RUN_TIMEOUT seconds a run  -> hip_on_nvidia_all.json
#   (b) once ALONE's are through, beside (a): the GPU tests (tests/toolchain/test_run_nvidia.py, the
#       editor's run verdict tests/lsp/test_run_verdict_nvidia.py)  -> gpu_tests.log, gpu_tests.xml
# Everything ends within LIMIT seconds. Back: run.log, and hip_on_nvidia_run.tar.gz (every file
# above and run.log; written again every 20 s, so a run cut short still returns what it did).
# Where there is no NVIDIA GPU it says so at once, builds and runs nothing on the GPU (the GPU tests
# skip with the reason), and exits 3.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
: "${OUT:?set OUT to the folder whose files come back}"
LIMIT="${LIMIT:-400}"   # seconds for the whole job; the call's own limit is 420
ALONE="${ALONE-merge,moe-sum,minisweep}"   # the two short ones surely, minisweep with what is left
ALONE_UNTIL="${ALONE_UNTIL:-200}"
RUN_JOBS="${RUN_JOBS:-4}"
RUN_TIMEOUT="${RUN_TIMEOUT:-100}"
START=$(date +%s)
elapsed() { echo $(( $(date +%s) - START )); }
export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1
export CASS_HIP_NVIDIA_ARCH="${CASS_HIP_NVIDIA_ARCH:-sm_90}"
WORK="$(mktemp -d)"
export XDG_CACHE_HOME="$WORK/cache"   # discovery's cache, and the prepared layer where it looks for it
mkdir -p "$WORK/src" "$WORK/results" "$XDG_CACHE_HOME/cass-lsp"
cp -r "$HERE/hip-nvidia" "$XDG_CACHE_HOME/cass-lsp/hip-nvidia"
exec > >(tee -a "$OUT/run.log") 2>&1
pack() {   # everything so far, into one file under $OUT
  cp "$OUT/run.log" "$WORK/results/run.log" 2>/dev/null
  tar -czf "$OUT/pack.tmp" -C "$WORK/results" . && mv "$OUT/pack.tmp" "$OUT/hip_on_nvidia_run.tar.gz"
}
PACKER=""
finish() {
  [ -n "$PACKER" ] && kill "$PACKER" 2>/dev/null
  pack; rm -rf "$WORK"
}
trap finish EXIT

echo "== device ($(date -u +%FT%TZ)), limit $LIMIT s"
tar -xzf "$HERE/branch.tar.gz" -C "$WORK/src" || { echo "FATAL: cannot unpack $HERE/branch.tar.gz"; exit 2; }
cp -r "$HERE/ext/." "$WORK/src/"   # the package's grammars (abi3), which the archive leaves out
export PYTHONPATH="$WORK/src:$HERE/pylib${PYTHONPATH:+:$PYTHONPATH}"
echo "code: $(cat "$HERE/COMMIT" 2>/dev/null || echo '?'); $(python3 --version); $(nproc) CPUs"
nvcc --version | tail -2 || echo "no nvcc: every build fails"
BUILD_ONLY=""
if ! nvidia-smi -L; then
  echo "NO NVIDIA GPU (nvidia-smi -L failed): nothing runs on a GPU; builds only, the GPU tests skip. Exit 3."
  BUILD_ONLY="--build-only"
fi
(cd "$WORK/src" && python3 -c "from cass_lsp.toolchain.discovery import discover; tc = discover(); print('GPUs', tc.nvidia_gpus, 'nvcc', tc.nvcc, 'layer', tc.nvidia_layer or tc.nvidia_layer_note)") ||
  { echo "FATAL: cass_lsp does not import from the branch's code"; exit 2; }
(while sleep 20; do pack; done) & PACKER=$!

echo "== (a) programs [$(elapsed) s]: ${ONLY:-those of programs.json}; alone first: ${ALONE:-none}"
timeout $(( LIMIT - $(elapsed) - 5 )) python3 "$HERE/bench.py" --out "$WORK/results" ${ONLY:+--only "$ONLY"} $BUILD_ONLY \
    --alone "$ALONE" --alone-until "$ALONE_UNTIL" --alone-done "$WORK/alone.done" --run-jobs "$RUN_JOBS" \
    --run-timeout "$RUN_TIMEOUT" --deadline $(( LIMIT - $(elapsed) - 25 )) &
BENCH=$!

# (b) after the alone runs, so that they have the GPU to themselves
while [ ! -e "$WORK/alone.done" ] && [ "$(elapsed)" -lt "$ALONE_UNTIL" ] && kill -0 "$BENCH" 2>/dev/null; do sleep 2; done
TESTS="$(cd "$WORK/src" && ls tests/toolchain/test_run_nvidia.py tests/lsp/test_run_verdict_nvidia.py 2>/dev/null | tr '\n' ' ')"
echo "== (b) GPU tests [$(elapsed) s]: $TESTS"
# only the carried plugins, whatever the machine's Python has installed
(cd "$WORK/src" && PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 timeout $(( LIMIT - $(elapsed) - 15 )) python3 -m pytest \
    -c pyproject.toml --rootdir=. --noconftest -p pytest_asyncio.plugin -p pytest_lsp -p no:cacheprovider --continue-on-collection-errors -rA -q -s -m nvidia_gpu $TESTS --junitxml="$WORK/results/gpu_tests.xml" \
    > "$WORK/results/gpu_tests.log" 2>&1)
echo "(b) exit $? [$(elapsed) s]: $(tail -1 "$WORK/results/gpu_tests.log")"

wait "$BENCH"
echo "(a) exit $? [$(elapsed) s]"
echo "== done in $(elapsed) s"; ls -la "$WORK/results"
[ -z "$BUILD_ONLY" ] || exit 3
