"""What porting one build file needs to know of the rest of its project, as a value passed in
with the build options: the project's own CMake functions (whose arguments carry nvcc flags and
CUDA libraries into the build) and the C and C++ sources that need the HIP compiler. The port of a
whole tree makes it once (project/scan.py); a build file ported alone (the editor) has none, and
its rules then follow only what the file itself defines."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

FLAGS = "flags"  # a value that reaches compile or link options
LIBRARIES = "libraries"  # a value that reaches target_link_libraries


@dataclass(frozen=True)
class Signature:
    """What a project's own CMake function or macro does with its arguments: which keywords (of
    its cmake_parse_arguments) and which positions carry values to compile options or a link."""

    keywords: frozenset[str] = frozenset()  # every keyword it parses: where a keyword's values end
    kinds: Mapping[str, str] = field(default_factory=dict)  # keyword, or "#0", "#1"..., "#rest" -> FLAGS | LIBRARIES
    parameters: int = 0  # named parameters: the positions before ${ARGN}


@dataclass(frozen=True)
class ProjectFacts:
    cmake_functions: Mapping[str, Signature] = field(default_factory=dict)  # by lower-case name
    # Names (no folder) of the C and C++ sources that include a GPU library's headers (Thrust, CUB,
    # hipCUB, rocPRIM...): the HIP compiler must compile them, not the host one.
    gpu_library_sources: frozenset[str] = frozenset()
    # FindCUDA's library variables the project names (${CUDA_curand_LIBRARY}), and whether it finds
    # CUDA (find_package(CUDA|CUDAToolkit)), where they are set.
    cuda_library_variables: frozenset[str] = frozenset()
    finds_cuda: bool = False
    # The include folders of the project's own copy of NVIDIA's CCCL (extern/cccl/thrust, .../cub,
    # .../libcudacxx/include), relative to its root: on AMD rocThrust and hipCUB take their place.
    vendored_cccl: frozenset[str] = frozenset()


def merged(*found: ProjectFacts) -> ProjectFacts:
    """The facts of several parts of a project (each build system's, the sources'), as one."""
    out: dict[str, object] = {}
    for f in fields(ProjectFacts):
        values = [getattr(x, f.name) for x in found]
        if f.name == "finds_cuda":
            out[f.name] = any(values)
        elif f.name == "cmake_functions":
            out[f.name] = {k: v for value in values for k, v in value.items()}
        else:
            out[f.name] = frozenset().union(*values)
    return ProjectFacts(**out)  # type: ignore[arg-type]
