#!/bin/bash
# What benchmarks/device/cusolver_mg_on_cuda.sh runs on an NVIDIA machine: CUDALibrarySamples'
# cusolverMg programs (MgGetrf, MgPotrf, MgSyevd) translated by cass-lsp for HIP 6.4, with include
# folders that map the HIP headers they name to benchmarks/device/cusolver_mg_hip_on_cuda.h, in
# .device-work/mg/ (git-ignored; carry it). There the stand-ins (runtime/headers/hipsolver_mg.h) run
# on cuSOLVER's single-GPU routines: their gather, scatter, workspace and info handling, not hipSOLVER.
set -eu
REPO=$(git rev-parse --show-toplevel)
CORPUS=${CASS_CORPUS:-$REPO/../shared/corpus}
W=$REPO/.device-work/mg
C=$CORPUS/cudalibrarysamples/cuSOLVER
cd "$REPO"
rm -rf "$W" && mkdir -p "$W/src" "$W/inc/hip" "$W/inc/hipsolver" "$W/inc/hipblas" "$W/inc/hipsparse"
cp benchmarks/device/cusolver_mg_hip_on_cuda.h "$W/inc/"
for h in hip/hip_runtime.h hip/hip_runtime_api.h hip/hip_complex.h hip/library_types.h hipsolver/hipsolver.h \
  hipblas/hipblas.h hipsparse/hipsparse.h; do
  echo '#include "../cusolver_mg_hip_on_cuda.h"' >"$W/inc/$h"
done
.venv/bin/cass-lsp translate -q --hip-version 6.4.3 --out-dir "$W/src" "$C"/MgGetrf/*.cu "$C"/MgPotrf/*.cu \
  "$C"/MgSyevd/*.cu "$C"/utils/cusolverMg_utils.h "$C"/utils/cusolver_utils.h
cp benchmarks/device/cusolver_mg_on_cuda.sh "$W/run.sh"
ls "$W/src"
