#!/bin/bash
# On an NVIDIA machine with the CUDA toolkit, after benchmarks/device/cusolver_mg_prepare.sh
# (run as .device-work/mg/run.sh, carrying .device-work/mg): builds each translated cusolverMg
# sample and runs it twice, with the GPUs the machine has and with 3 grid devices that are all GPU 0
# (separate local arrays, so the block-cyclic gather and scatter of the stand-ins are exercised on
# one GPU), printing the samples' own residual and eigenvalue checks.
cd "$(dirname "$0")"
INC=$(dirname "$(find / -name cusolverDn.h -not -path '/proc/*' 2>/dev/null | head -1)")
LIB=$(dirname "$(find / -name 'libcusolver.so*' -not -path '/proc/*' 2>/dev/null | head -1)")
export LD_LIBRARY_PATH=$LIB:${LD_LIBRARY_PATH:-}
nvidia-smi -L
mkdir -p bin work
for f in src/*.hip; do
  n=$(basename "$f" .hip)
  cp "$f" "work/$n.cu"
  sed -e 's/nbGpus = (nbGpus < MAX_NUM_DEVICES) ? nbGpus : MAX_NUM_DEVICES;/nbGpus = 3;/' \
    -e 's/deviceList\[j\] = j;/deviceList[j] = 0;/' -e 's/hipGetDeviceProperties(&prop, j)/hipGetDeviceProperties(\&prop, 0)/' \
    -e 's/enablePeerAccess(nbGpus, deviceList.data());/\/\* one GPU \*\//' "$f" >"work/${n}_3.cu"
  for v in "$n" "${n}_3"; do
    if ! nvcc -std=c++17 -arch=native -Iinc -Isrc -I"$INC" "work/$v.cu" -o "bin/$v" -L"$LIB" -lcusolver -lcublas \
      -lcusparse >"work/$v.log" 2>&1; then
      echo "BUILD FAIL $v"
      grep -m8 error "work/$v.log"
      continue
    fi
    echo "=== $v"
    timeout 120 "./bin/$v" 2>&1 | grep -E "GPUs|lwork|\||lambda|parameter|rror" | head -40
    echo "rc=${PIPESTATUS[0]}"
  done
done
