"""The finding codes of the build-file engine, declared once (as the translator's are in
translate/findings.py); ``project/codes.py`` gathers them into the one catalogue that the rule file,
``--ignore`` and FINDINGS.md are checked against. A rewrite that reports a code not declared here is
refused when it is applied (result.py).

The severity is the usual one; a rewrite may report its code at another (``build-dlink`` is an
info where the device link was rewritten, an error where it could not be). A finding's kind follows
its severity (``KIND_OF_SEVERITY``, as ``flags.Rewrite.kind``)."""

from __future__ import annotations

from cass_lsp.core.codes import REGISTRY, FindingKind
from cass_lsp.core.result import Severity

CMAKE_HIP = "https://rocm.docs.amd.com/en/latest/conceptual/cmake-packages.html"
HIPCC = "https://rocm.docs.amd.com/projects/HIPCC/en/latest/"
PORTING_GUIDE = "https://rocm.docs.amd.com/projects/HIP/en/latest/how-to/hip_porting_guide.html"
HIPSTDPAR = "https://rocm.docs.amd.com/projects/HIP/en/latest/how-to/hipstdpar.html"

KIND_OF_SEVERITY = {Severity.ERROR: "unsupported", Severity.WARNING: "hazard", Severity.INFO: "info"}


def _code(code: str, title: str, severity: Severity, url: str) -> FindingKind:
    return FindingKind(code, title, severity, KIND_OF_SEVERITY[severity], url)


ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
CODES: tuple[FindingKind, ...] = (
    _code("build-arch", "NVIDIA architectures removed: the AMD targets come from the build's", INFO, HIPCC),
    _code("build-gpu-probe", "An nvidia-smi probe became the AMD targets", INFO, HIPCC),
    _code("build-fast-math", "--use_fast_math became -ffast-math, whose semantics differ", WARNING, HIPCC),
    _code("build-maxrregcount", "-maxrregcount dropped: hipcc has no register cap", WARNING, HIPCC),
    _code("build-ptxas", "-Xptxas options dropped: there is no ptxas", INFO, HIPCC),
    _code("build-nvcc-option", "An nvcc option clang has no counterpart for, removed", WARNING, HIPCC),
    _code("build-ptx", "A PTX, cubin or fatbin output has no HIP counterpart", ERROR, HIPCC),
    _code("build-dlink", "nvcc's separate device link", ERROR, HIPCC),
    _code("build-rdc", "Separable compilation became -fgpu-rdc, on the link too", INFO, HIPCC),
    _code("build-library-missing", "A library HIP lacks, dropped from the link", ERROR, PORTING_GUIDE),
    _code("build-library-optional", "A library not in every ROCm, linked where CMake finds it", INFO, CMAKE_HIP),
    _code("build-cuda-compiler", "CMake's CUDA compiler setting removed; nvcc looked for as hipcc", INFO, CMAKE_HIP),
    _code("build-cccl", "Thrust, CUB or CCCL's package became rocThrust's or hipCUB's", INFO, CMAKE_HIP),
    _code("build-hip-source", "A C or C++ source that needs the HIP compiler compiled as HIP", INFO, CMAKE_HIP),
    _code("build-cmake-minimum", "cmake_minimum_required raised for CMake's HIP language", INFO, CMAKE_HIP),
    _code("build-cxx-standard", "A C++ standard below 14 raised", INFO, CMAKE_HIP),
    _code("build-cuda-version", "find_package(CUDA) became HIP; CUDA_VERSION set for the project", INFO, CMAKE_HIP),
    _code("build-cuda-options", "The nvcc OPTIONS of cuda_add_* dropped", WARNING, CMAKE_HIP),
    _code("build-cmake-backend", "A project function's cuda keyword became hip", WARNING, CMAKE_HIP),
    _code("build-cmake-meaning", "A CMake word whose meaning changes for HIP", WARNING, CMAKE_HIP),
    _code("build-nvhpc", "The NVIDIA HPC SDK's compilers", ERROR, HIPCC),
    _code("build-nvhpc-option", "An nvc++ GPU option dropped", INFO, HIPCC),
    _code("build-nvhpc-path", "A folder of the NVIDIA HPC SDK became ROCm's or the MPI's", INFO, HIPCC),
    _code("build-stdpar", "nvc++'s -stdpar", WARNING, HIPSTDPAR),
    _code("build-autotools", "A configure script that looks for CUDA: the manual steps", ERROR, PORTING_GUIDE),
    _code("build-meson", "Meson with CUDA as a language: the manual steps", ERROR, PORTING_GUIDE),
    _code("build-bazel", "Bazel building CUDA: the manual steps", ERROR, PORTING_GUIDE),
    _code("build-unreadable", "A build file its own tool could not read either", ERROR, PORTING_GUIDE),
)
BY_CODE = {kind.code: kind for kind in CODES}
REGISTRY.declare("buildfiles", CODES)
