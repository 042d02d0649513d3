"""CMake as a build system (``CMakeLists.txt`` and the ``*.cmake`` files a project includes): the
rewrite itself is buildfiles/cmake.py; here is what the rest of cass-lsp asks of CMake. A
``CMakeLists.txt`` is a build; a ``*.cmake`` file is ported only where a build includes it.
``--check`` configures the topmost ``CMakeLists.txt`` of each part of the tree, as a user would
(its ``add_subdirectory`` calls build the rest), with CMake's HIP language and the toolchain's clang.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path, PurePath, PurePosixPath

from cass_lsp.buildfiles import cmake
from cass_lsp.buildfiles.cmake_functions import signatures
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.buildfiles.keep_cuda import BEGIN, END, root_relative, strip_blocks
from cass_lsp.buildfiles.result import BuildFileError, BuildOptions, BuildResult
from cass_lsp.buildfiles.system import (
    BuildSystem,
    CheckBuild,
    CheckContext,
    CiBuild,
    Command,
    Companions,
    EditorFiles,
    ImagePaths,
    KeepCudaBuild,
    TreeIndex,
    VerifyBuild,
    VerifyContext,
    VerifyRun,
)
from cass_lsp.core.result import Edit, Finding, encode

ENTRY = "CMakeLists.txt"
# CUDA in a CMake file: a .cu source, CUDA as a word (a language, find_package(CUDA), CUDA::x,
# CMAKE_CUDA_*, ${CUDA_LIBRARIES}), FindCUDA's cuda_* commands, nvcc, a CUDA library. Not a
# lowercase folder name (add_subdirectory(cuda) is the folder's business).
_CUDA = re.compile(
    r"(?<![A-Za-z])CUDA|(?i:(?<![a-z])cuda_\w+\s*\()|\.cu(?![\w.])|(?i:nvcc)"
    r"|(?i:(?<![a-z])cu(?:blas|fft|rand|sparse|solver|dnn)|nvml|nvtx)"
)
# The folder variables an include() or add_subdirectory() path may start with: the file's own.
_FOLDER_VARIABLES = ("${CMAKE_CURRENT_SOURCE_DIR}", "${CMAKE_CURRENT_LIST_DIR}", "${CMAKE_SOURCE_DIR}",
                     "${PROJECT_SOURCE_DIR}")  # fmt: skip
_LIBRARY_VARIABLE = re.compile(r"\$\{(CUDA_\w+?_(?:LIBRARY|LIBRARIES)|CUDA_LIBRARIES)\}")
_FINDS_CUDA = re.compile(r"find_package\s*\(\s*(?:CUDA|CUDAToolkit)\b", re.IGNORECASE)
_FIND_PACKAGE = re.compile(r"\s*find_package\(\s*([A-Za-z0-9_.+-]+)")
_INCLUDE_KEYWORDS = {"SYSTEM", "BEFORE", "AFTER", "PUBLIC", "PRIVATE", "INTERFACE"}

CMAKE_MODULE = "cass-lsp-hip.cmake"
SWITCH = "cmake -DGPU_BACKEND=hip -DCMAKE_HIP_ARCHITECTURES=gfx942"
_SOURCE_DIR = re.compile(r"\bCMAKE_SOURCE_DIR\b")


class CMake(BuildSystem):
    name = "cmake"
    title = "CMake"
    editor = EditorFiles(("**/CMakeLists.txt", "**/*.cmake"), vscode=("cmake",), nvim=("cmake",))
    needs_toolchain = False

    def claims(self, path: PurePath) -> bool:
        return path.name == ENTRY or path.name.endswith(".cmake")

    def standalone(self, path: PurePath) -> bool:
        return path.name == ENTRY

    def builds_cuda(self, text: str) -> bool:
        return _CUDA.search(_without_comments(text)) is not None

    def included(self, text: str, here: Path, tree: TreeIndex) -> list[Path]:
        found = []
        for name in cmake.includes(text):
            name = _in_folder(name, here)
            if name.endswith(".cmake"):
                candidates = [c] if (c := tree.real(here / name)) is not None else []
            else:
                candidates = list(tree.by_stem(name, ".cmake"))
            found += [c for c in candidates if c in tree]
        return found

    def added(self, text: str, here: Path, tree: TreeIndex) -> list[Path]:
        try:
            commands = cmake.parse(text)
        except BuildFileError:
            return []
        found = []
        for command in commands:
            if command.name.lower() == "add_subdirectory" and command.args:
                folder = _in_folder(command.args[0].value, here)
                entry = tree.real(here / folder / ENTRY)
                if entry is not None and entry in tree:
                    found.append(entry)
        return found

    def project_facts(self, texts: list[str]) -> ProjectFacts:
        """The project's own functions and macros, FindCUDA's library variables it names, and
        whether it finds CUDA (where those variables are set)."""
        return ProjectFacts(
            cmake_functions=signatures(texts),
            cuda_library_variables=frozenset(v for t in texts for v in _LIBRARY_VARIABLE.findall(t)),
            finds_cuda=any(_FINDS_CUDA.search(t) for t in texts),
        )

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        return cmake.port(text, options)

    def include_folders(self, text: str) -> list[tuple[int, int, str]]:
        try:
            commands = cmake.parse(text)
        except BuildFileError:
            return []
        found = []
        for command in commands:
            name = command.name.lower()
            if name not in ("include_directories", "target_include_directories"):
                continue
            for arg in command.args[1:] if name == "target_include_directories" else command.args:
                value = arg.value
                for variable in ("${CMAKE_CURRENT_SOURCE_DIR}/", "${CMAKE_CURRENT_LIST_DIR}/"):
                    value = value.removeprefix(variable)
                if value in _INCLUDE_KEYWORDS or "$" in value or value.startswith("/") or not value:
                    continue
                inner = 1 if arg.quoted else 0
                found.append((arg.start + inner, arg.end - inner, value))
        return found

    def companions(self, text: str, result: BuildResult, options: BuildOptions) -> Companions:
        """A fix inside a command needs the lines port writes around that command: after it (the
        ``-fgpu-rdc`` options of ``CUDA_SEPARABLE_COMPILATION``), and before it the ``find_package``
        of a library the fix links."""
        insertions = [e for e in result.edits if e.start == e.end]
        commands = cmake.parse(text) if insertions else []  # it parsed once already
        to_byte = (lambda i: i) if text.isascii() else (lambda i: len(encode(text[:i])))
        spans = [(to_byte(c.line_start), to_byte(c.start), to_byte(c.close + 1)) for c in commands]

        def needs(f: Finding) -> tuple[Edit, ...]:
            command = next((s for s in spans if s[1] <= f.start < s[2]), None)
            if command is None:
                return ()
            line_start, _, after = command
            fixed = " ".join(e.text for e in f.fix)
            found = [e for e in insertions if e.start == after]  # lines port adds after the command
            for e in insertions:
                if e.start == line_start:  # the find_package lines before it: those of what the fix links
                    lines = [ln for ln in e.text.splitlines(keepends=True) if _names_package(ln, fixed)]
                    if lines:
                        found.append(Edit(e.start, e.end, "".join(lines)))
            return tuple(found)

        return needs

    def check_entry(self, path: PurePath) -> bool:
        """Every CMakeLists.txt: the topmost is the one a user configures, ``project()`` or not
        (one that an outer project adds has none, and its own configure error is the one to see)."""
        return path.name == ENTRY

    def nested_builds(self) -> bool:
        return False

    def check(self, folder: Path, context: CheckContext, build: Path | None = None) -> CheckBuild:
        """Configure and build for the targets with the toolchain's clang (CMake's HIP language)."""
        build = build or folder / "build" / "cass-check"
        if context.cmake is None:
            return CheckBuild((), build, build.parent, problem=context.cmake_problem)
        env: list[tuple[str, str]] = []
        configure = [context.cmake, "-S", str(folder), "-B", str(build),
                     f"-DCMAKE_HIP_ARCHITECTURES={';'.join(context.targets)}"]  # fmt: skip
        if context.hip_compiler is not None:
            env.append(("HIPCXX", context.hip_compiler))
        if context.host_compilers is not None:  # a root without g++: its clang for C and C++ too
            env += [("CXX", context.host_compilers[1]), ("CC", context.host_compilers[0])]
        if context.on_host:
            configure.append("-DCMAKE_HIP_PLATFORM=amd")
            if context.hip_flags:
                env.append(("HIPFLAGS", context.hip_flags))
        configure += [f"-D{d}" if "=" in d else f"-D{d}=ON" for d in context.defines]
        configure += ["-G", "Unix Makefiles"]  # its own build folder: make's -k keeps going past a program's failure
        make = [context.cmake, "--build", str(build), "-j", str(context.jobs), "--", "-k"]
        # CMake's file API says which programs the project builds (``programs``), read after the build.
        query = build / ".cmake" / "api" / "v1" / "query"
        ask = [Command((context.cmake, "-E", "make_directory", str(query))),
               Command((context.cmake, "-E", "touch", str(query / "codemodel-v2")))]  # fmt: skip
        commands = (*ask, Command(tuple(configure), tuple(env)), Command(tuple(make), tuple(env)))
        return CheckBuild(commands, build, own_folder=build.parent, option_hint="--define NAME=ON")

    def programs(self, build: Path) -> list[tuple[str, Path]] | None:
        """The executables CMake's file API lists after configure, each where it lands."""
        reply = build / ".cmake" / "api" / "v1" / "reply"
        try:
            index = json.loads(max(reply.glob("index-*.json")).read_text(encoding="utf-8"))
            codemodel = index["reply"]["codemodel-v2"]["jsonFile"]
            model = json.loads((reply / codemodel).read_text(encoding="utf-8"))
            found = []
            for target in model["configurations"][0]["targets"]:
                data = json.loads((reply / target["jsonFile"]).read_text(encoding="utf-8"))
                if data.get("type") == "EXECUTABLE" and data.get("artifacts"):
                    artifact = Path(data["artifacts"][0]["path"])
                    found.append((data["name"], artifact if artifact.is_absolute() else build / artifact))
            return sorted(found)
        except (OSError, ValueError, KeyError, IndexError, TypeError):
            return None

    def ci(self, project_dir: str, targets: tuple[str, ...], paths: ImagePaths) -> CiBuild:
        from shlex import quote

        build, build_hip = (quote(_under(project_dir, name)) for name in ("build", "build-hip"))
        project = quote(project_dir)
        return CiBuild(
            nvidia_tools="cmake make g++",
            nvidia_build=(f"cmake -S {project} -B {build}", f"cmake --build {build} --parallel"),
            amd_build=(
                f"cmake -S {project} -B {build_hip} -DGPU_BACKEND=hip"
                f" {quote('-DCMAKE_HIP_ARCHITECTURES=' + ';'.join(targets))}"
                f" -DCMAKE_HIP_COMPILER={quote(paths.hip_clang)} -DCMAKE_PREFIX_PATH={quote(paths.rocm_path)}",
                f"cmake --build {build_hip} --parallel",
            ),
            pip=("cmake>=3.27",),  # CMake's HIP language finds ROCm's hip-lang config from 3.27 (cmake#24562)
        )


def _without_comments(text: str) -> str:
    return re.sub(r"#\[(=*)\[.*?\]\1\]|#[^\n]*", "", text, flags=re.DOTALL)


def _in_folder(name: str, here: Path) -> str:
    for variable in _FOLDER_VARIABLES:
        name = name.replace(variable, str(here))
    return name


def _names_package(line: str, text: str) -> bool:
    """Whether a ``find_package(P ...)`` line's package is named in ``text`` (``roc::P``, ``P::P``)."""
    m = _FIND_PACKAGE.match(line)
    return m is not None and re.search(rf"(?<![\w-]){re.escape(m.group(1))}(?![\w-])", text, re.IGNORECASE) is not None


def _under(project: str, name: str) -> str:
    return name if project == "." else f"{project}/{name}"


# ---- keep CUDA ------------------------------------------------------------------------------------


def cmake_block(project_name: str, rel_dir: PurePosixPath) -> str:
    module = f"${{CMAKE_CURRENT_SOURCE_DIR}}/{root_relative(rel_dir)}/{CMAKE_MODULE}"
    return (
        f"{BEGIN}: `{SWITCH} ...` builds for AMD\n"
        'set(GPU_BACKEND "cuda" CACHE STRING\n'
        '    "cuda: the NVIDIA build; hip: the AMD build, from HIP sources cass-lsp generates from the CUDA ones")\n'
        "set_property(CACHE GPU_BACKEND PROPERTY STRINGS cuda hip)\n"
        'if(GPU_BACKEND STREQUAL "hip")\n'
        f"  project({project_name} LANGUAGES NONE)\n"
        f'  include("{module}")\n'
        "  return()\n"
        "endif()\n"
        f"{END}\n"
    )


def add_cmake_block(text: str, rel_dir: PurePosixPath) -> str | None:
    """``text`` (a CMakeLists.txt) with the block before its ``project()``; None when the file
    has no ``project()`` (it is not a top level: the one that includes it carries the block)."""
    text = strip_blocks(text)
    commands = cmake.parse(text)
    project = next((c for c in commands if c.name.lower() == "project" and c.args), None)
    if project is None:
        return None
    name = project.args[0].value
    block = cmake_block(name if re.fullmatch(r"[A-Za-z0-9_.+-]+", name) else "cass_hip", rel_dir)
    at = project.line_start
    return text[:at] + block + text[at:]


def cmake_module() -> str:
    """``cass-lsp-hip.cmake``, at the root: the same for every project (it reads where it is)."""
    return _CMAKE_MODULE


def build_tree_source(text: str) -> str:
    """A CMake file as the HIP tree's port starts from it: without the keep-CUDA block, with the top
    source folder of the HIP tree (the CUDA tree's is ``CMAKE_SOURCE_DIR``)."""
    return _SOURCE_DIR.sub("CASS_HIP_TOP_SOURCE_DIR", strip_blocks(text))


def next_step(folder: Path) -> str:
    return f"{SWITCH} -S {folder} -B build-hip && cmake --build build-hip"


CMake.keep_cuda = KeepCudaBuild(
    module=CMAKE_MODULE,
    module_text=cmake_module,
    add_block=add_cmake_block,
    entry=lambda path: path.name == ENTRY,
    build_tree_source=build_tree_source,
    next_step=next_step,
)

_CMAKE_MODULE = """\
# Written by `cass-lsp port --keep-cuda`: the AMD build of this project (-DGPU_BACKEND=hip).
# The CUDA sources stay the source of truth: cass-lsp translates them, at configure time and again
# before every build (only the files changed since), into ${CMAKE_BINARY_DIR}/cass-hip, never into
# the source tree; the HIP tree's own (ported) build files build it. Options: cass-lsp-hip.json.
include_guard(GLOBAL)
cmake_minimum_required(VERSION 3.21)
# The project's C and C++ compilers first, as its own project() finds them: enabled after HIP,
# CMake looks beside the HIP compiler first and takes clang for them (cudpp's C++ that g++ accepts).
enable_language(C)
enable_language(CXX)
# The HIP compiler decides which HIP the sources are written for.
enable_language(HIP)
find_program(CASS_LSP NAMES cass-lsp DOC "the cass-lsp command that translates the CUDA sources")
if(NOT CASS_LSP)
  message(FATAL_ERROR "GPU_BACKEND=hip needs cass-lsp: pip install cass-lsp, or -DCASS_LSP=/path/to/cass-lsp")
endif()
set(_cass_root "${CMAKE_CURRENT_LIST_DIR}")
get_filename_component(_cass_name "${_cass_root}" NAME)
set(CASS_HIP_MIRROR "${CMAKE_BINARY_DIR}/cass-hip/${_cass_name}")
set(_cass_command "${CASS_LSP}" port "${_cass_root}" --out-dir "${CASS_HIP_MIRROR}" --build-tree)
set(_cass_hip_root "${CMAKE_HIP_COMPILER_ROCM_ROOT}")
if(NOT _cass_hip_root)
  get_filename_component(_cass_hip_root "${CMAKE_HIP_COMPILER}" DIRECTORY)
  get_filename_component(_cass_hip_root "${_cass_hip_root}/../.." ABSOLUTE)
endif()
# ROCm's release file, else major.minor from the HIP headers (their "patch" is a build number).
set(_cass_version "")
if(EXISTS "${_cass_hip_root}/.info/version")
  file(STRINGS "${_cass_hip_root}/.info/version" _cass_version LIMIT_COUNT 1 REGEX "^[0-9]+\\.[0-9]+\\.[0-9]+")
  string(REGEX MATCH "^[0-9]+\\.[0-9]+\\.[0-9]+" _cass_version "${_cass_version}")
endif()
foreach(_cass_header "${_cass_hip_root}/include/hip/hip_version.h" "/usr/include/hip/hip_version.h")
  if(NOT _cass_version AND EXISTS "${_cass_header}")
    file(STRINGS "${_cass_header}" _cass_lines REGEX "^#define HIP_VERSION_(MAJOR|MINOR) ")
    if(_cass_lines MATCHES "HIP_VERSION_MAJOR +([0-9]+)")
      set(_cass_version "${CMAKE_MATCH_1}")
      if(_cass_lines MATCHES "HIP_VERSION_MINOR +([0-9]+)")
        string(APPEND _cass_version ".${CMAKE_MATCH_1}.0")
      endif()
    endif()
  endif()
endforeach()
if(_cass_version)
  list(APPEND _cass_command --hip-version "${_cass_version}")
endif()
# The compile commands of the HIP build: the editor's background build reads them (mapped back to
# the CUDA files), so it compiles with the flags this build uses.
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
execute_process(COMMAND ${_cass_command} RESULT_VARIABLE _cass_result)
if(NOT _cass_result EQUAL 0)
  message(FATAL_ERROR "cass-lsp could not write the HIP sources (exit ${_cass_result}): see its message above")
endif()
file(RELATIVE_PATH _cass_subdir "${_cass_root}" "${CMAKE_CURRENT_SOURCE_DIR}")
set(CASS_HIP_TOP_SOURCE_DIR "${CASS_HIP_MIRROR}/${_cass_subdir}")
add_subdirectory("${CASS_HIP_TOP_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/cass-hip-build")
# Edited since configure: translated again before anything compiles (unchanged files are not
# rewritten, so make and ninja rebuild only what changed).
file(STRINGS "${CASS_HIP_MIRROR}/.cass-build-outputs" _cass_outputs)
list(TRANSFORM _cass_outputs PREPEND "${CASS_HIP_MIRROR}/")
add_custom_target(cass_hip_sources
  COMMAND ${_cass_command} --quiet
  BYPRODUCTS ${_cass_outputs}
  COMMENT "cass-lsp: HIP sources up to date"
  VERBATIM)
function(_cass_hip_depend directory)
  get_property(_targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_target IN LISTS _targets)
    get_target_property(_type ${_target} TYPE)
    if(NOT _type STREQUAL "INTERFACE_LIBRARY")
      add_dependencies(${_target} cass_hip_sources)
    endif()
  endforeach()
  get_property(_subdirectories DIRECTORY "${directory}" PROPERTY SUBDIRECTORIES)
  foreach(_subdirectory IN LISTS _subdirectories)
    _cass_hip_depend("${_subdirectory}")
  endforeach()
endfunction()
_cass_hip_depend("${CASS_HIP_TOP_SOURCE_DIR}")
"""

# ---- cass-lsp verify ------------------------------------------------------------------------------

VERIFY_FOLDER = "build-cass-verify"  # in each tree


def verify_commands(context: VerifyContext) -> list[list[str]]:
    configure = ["cmake", "-S", ".", "-B", VERIFY_FOLDER, "-DCMAKE_BUILD_TYPE=Release"]
    arch = context.arch
    if context.side == "cuda" and arch and arch.startswith("sm_"):
        configure.append(f"-DCMAKE_CUDA_ARCHITECTURES={arch.removeprefix('sm_')}")
    elif context.side == "hip" and context.platform == "nvidia" and context.nvcc is not None:
        # CMake 3.28+: the HIP language on NVIDIA compiles with nvcc, through the layer's headers.
        flags = " ".join(shlex.quote(f) for f in context.nvcc_flags)
        configure += ["-DCMAKE_HIP_PLATFORM=nvidia", f"-DCMAKE_HIP_COMPILER={context.nvcc}"]
        configure.append(f"-DCMAKE_HIP_FLAGS={flags}")
        if context.hip_root:
            # CMake's HIP language takes the platform's headers from a ROCm root (else `hipconfig
            # --rocmpath`, which a machine with no ROCm lacks); find_package(hip) and its kin, from there.
            root = context.hip_root
            configure += [f"-DCMAKE_HIP_COMPILER_ROCM_ROOT={root}", f"-DCMAKE_PREFIX_PATH={root}"]
        if arch:
            configure.append(f"-DCMAKE_HIP_ARCHITECTURES={arch.removeprefix('sm_')}")
    elif context.side == "hip" and arch:
        configure.append(f"-DCMAKE_HIP_ARCHITECTURES={arch}")
    return [configure, ["cmake", "--build", VERIFY_FOLDER, f"-j{context.jobs}"]]


def verify_default_run(root: Path, context: VerifyContext) -> VerifyRun:
    return VerifyRun("ctest", ("ctest", "--output-on-failure"), "ctest")


def verify_program(words: list[str], root: Path, context: VerifyContext) -> tuple[list[str], Path]:
    """ctest runs in the build folder; any other command in the tree's root."""
    return words, root / VERIFY_FOLDER if words[:1] == ["ctest"] else root


CMake.verify = VerifyBuild((ENTRY,), 1, verify_commands, verify_default_run, verify_program)

SYSTEM = CMake()
