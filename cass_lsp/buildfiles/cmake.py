"""CMake for CUDA to CMake's HIP language (CMakeLists.txt and the *.cmake files a project includes).

Read as CMake reads it (cmake_syntax.py): command invocations, their arguments, comments.
What changes, by the tables and build-porting.md's CUDA -> HIP table:

- the CUDA language becomes HIP (``project``, ``enable_language``, ``LANGUAGE CUDA`` source
  properties); ``cmake_minimum_required`` is raised to 3.21 where lower;
- ``find_package(CUDAToolkit|CUDA)`` becomes ``find_package(hip REQUIRED CONFIG)``; each CUDA library
  linked (``CUDA::cublas``, plain ``cublas``, ``-lcublas``) becomes its HIP target, with the
  ``find_package`` it needs written before the first command that links it;
- CMAKE_CUDA_* variables, CUDA_* properties and generator expressions become their HIP names;
  nvcc flags in flag variables and compile/link options follow the flag table;
- ``.cu`` sources are named ``.hip`` (port renames them); a keyword's ``cuda`` in the same call
  (``MODEL cuda`` of a project's own function) becomes ``hip``, with a warning;
- NVIDIA architectures (``CMAKE_CUDA_ARCHITECTURES 75 80``, ``CUDA_ARCHITECTURES OFF``) are
  removed: the AMD targets come from ``-DCMAKE_HIP_ARCHITECTURES=gfx942``.

Every rewrite that is not mechanical is a finding on its line.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace

from cass_lsp.buildfiles.cmake_functions import call_slots, signatures
from cass_lsp.buildfiles.cmake_syntax import FLAG_COMMANDS, LINK_COMMANDS, Arg, Command, includes, parse, sets_flags
from cass_lsp.buildfiles.facts import FLAGS, LIBRARIES, Signature
from cass_lsp.buildfiles.flags import FlagContext, Rewrite, library_finding, port_words
from cass_lsp.buildfiles.result import BuildOptions, BuildResult, apply
from cass_lsp.buildfiles.tables import (
    CCCL_PACKAGES,
    CCCL_VARIABLES,
    CMAKE_COMMANDS,
    CMAKE_CUDA_INCLUDE_VARIABLES,
    CMAKE_HIP_MINIMUM,
    CMAKE_KEPT,
    CMAKE_LIBRARY_COMMANDS,
    CMAKE_PREFIXES,
    CMAKE_WARNED,
    CMAKE_WORDS,
    CUDA_LIBRARY_VARIABLES,
    CUDA_VERSION_FOR_HIP,
    HIP_STANDARD,
    LIBCUDACXX,
    LIBRARY_BY_NAME,
    OLD_STANDARDS,
    Library,
    standard_message,
)

__all__ = ["Arg", "Command", "includes", "parse", "port"]  # the reader's names, as the app and keep-CUDA use them

TARGETS_HINT = "-DCMAKE_HIP_ARCHITECTURES=gfx942 (or the HIP_ARCHITECTURES property)"
_WORDS = re.compile(
    r"(?<![A-Za-z0-9_])(?:"
    + "|".join(sorted(map(re.escape, CMAKE_WORDS), key=len, reverse=True))
    + r"|CMAKE_CUDA_[A-Za-z0-9_]+)(?![A-Za-z0-9_])"
)
_KEYWORD = re.compile(r"^[A-Z][A-Z0-9_]*$")  # a keyword argument's name: MODEL, BACKEND
_CU_NAME = re.compile(r"\.cu(?=$|[\s;\")}])")
_BLOCK_STARTS = {"if", "foreach", "while", "function", "macro", "block"}
_BLOCK_ENDS = {"endif", "endforeach", "endwhile", "endfunction", "endmacro", "endblock"}
_ON = ("ON", "TRUE", "1", "YES", "Y")
_LIB_VARIABLE_REF = re.compile(r"\$\{(CUDA_\w+)\}")
_LIB_VARIABLE_NAME = re.compile(r"CUDA_(\w+?)_(?:LIBRARY|LIBRARIES)")
_LIBRARY_BY_LOWER = {name.lower(): lib for name, lib in LIBRARY_BY_NAME.items()}
_CONDITIONS = {"if", "elseif", "while"}


def port(text: str, options: BuildOptions | None = None) -> BuildResult:
    """The HIP version of a CMake file; BuildFileError when it cannot be read. ``options``'s
    project facts: the project's own functions defined elsewhere (those the file defines are
    read here too)."""
    commands = parse(text)
    functions = {**(options.project.cmake_functions if options else {}), **signatures([text])}
    hip_sources = options.project.gpu_library_sources if options else frozenset()
    scope = _scope(text, commands, options)
    rw: list[Rewrite] = []
    # Packages a find_package written (or replaced) outside any block found for the rest of the
    # file; one inside an if() may not run (warp-ctc's `IF (!WITH_TORCH)` never does), so a
    # command in another block writes its own.
    found_everywhere: set[str] = set()
    depth = 0
    libraries: set[str] = set()
    hip_host = None if "hip::host" in text else _hip_host(text, commands)
    fetched = _fetched_cccl(text, commands, rw, found_everywhere)
    if options and options.project.vendored_cccl:
        _vendored_cccl(text, commands, options.project.vendored_cccl, rw)
    for cmd in commands:
        name = cmd.name.lower()
        if cmd.start in fetched:
            continue
        depth = max(0, depth - 1) if name in _BLOCK_ENDS else depth
        if name in CMAKE_COMMANDS:
            new_name = CMAKE_COMMANDS[name]
            rw.append(
                Rewrite(cmd.start, cmd.start + len(cmd.name), new_name.upper() if cmd.name.isupper() else new_name)
            )
        packages = found_everywhere if depth == 0 else set(found_everywhere)
        handled = _command(text, cmd, name, rw, packages, libraries, scope)
        depth += 1 if name in _BLOCK_STARTS else 0
        if handled:
            continue
        if name not in _CONDITIONS:
            _cuda_include_flags(text, cmd, rw)
        if name in _GENEX_COMMANDS:
            for arg in cmd.args:
                for m in _BACKEND_BY_VARIABLE.finditer(arg.text):
                    v = m.group(1)
                    new = f"{m.group(0)[: -len(v) - 3]}$<IF:$<STREQUAL:${{{v}}},CUDA>,HIP,${{{v}}}>"
                    rw.append(Rewrite(arg.start + m.start(), arg.start + m.end(), new))
        if name in functions:  # before the generic references: what it links is found REQUIRED
            _project_call(text, cmd, functions[name], rw, packages, libraries)
        if name not in _CONDITIONS:
            _library_variables(text, cmd, rw, packages, libraries, scope)
        if hip_sources and name not in _NOT_SOURCE_LISTS:
            _hip_language(cmd, hip_sources, rw)
        sources = any(_CU_NAME.search(arg.text) for arg in cmd.args)
        for k, arg in enumerate(cmd.args):
            keyword = cmd.args[k - 1].value if k else ""
            if arg.value == "CUDA" and keyword in ("LANGUAGE", "LANGUAGES"):
                rw.append(Rewrite(arg.start, arg.end, "HIP"))
            elif sources and arg.value.upper() == "CUDA" and _KEYWORD.match(keyword) and name not in functions:
                # A function of the project's own is ported with it: its CUDA branch is HIP now, and
                # the switch that turns it on (-DSUITE_ENABLE_CUDA=ON) still builds these sources.
                _backend_argument(cmd, keyword, arg, rw)
            _words(arg, rw)
            for m in _CU_NAME.finditer(arg.text):
                rw.append(Rewrite(arg.start + m.start(), arg.start + m.end(), ".hip"))
        if name in FLAG_COMMANDS or (name in ("set", "list", "string") and sets_flags(cmd)):
            # A flag variable is one string; a command's quoted argument one item of its list.
            ctx = FlagContext("", TARGETS_HINT, joiner=" " if name in ("set", "list", "string") else ";")
            for start, end in _flag_spans(cmd.args):
                rw.extend(port_words(text, start, end, ctx))
            if name in ("set", "list"):
                _flags_as_string(text, cmd, name, rw)
        if name in ("cuda_add_library", "cuda_add_executable"):
            _drop_nvcc_options(text, cmd, rw)
    if hip_host is not None:
        rw.append(hip_host)
    if all(r.code == "build-cmake-minimum" for r in rw):
        return apply(text, [], libraries)  # no CUDA here: the file's own minimum stands
    return apply(text, rw, libraries)


def _flag_spans(args: list[Arg]) -> list[tuple[int, int]]:
    """Where a command's compiler words are: a run of arguments is one span (a flag and its value
    are two arguments: ``-gencode arch=...``, ``--keep-dir "${DIR}"``), the inside of a quoted
    argument holding several words another."""
    spans: list[tuple[int, int]] = []
    run: list[Arg] = []
    for arg in [*args, None]:
        if arg is not None and (not arg.quoted or not any(c.isspace() or c == ";" for c in arg.value)):
            run.append(arg)  # a quoted argument of one word is a word of the run ("${DIR}")
            continue
        if run:
            spans.append((run[0].start, run[-1].end))
            run = []
        if arg is not None:
            spans.append((arg.start + 1, arg.end - 1))
    return spans


def _flags_as_string(text: str, cmd: Command, name: str, rw: list[Rewrite]) -> None:
    """FindCUDA's CUDA_NVCC_FLAGS is a list (``list(APPEND CUDA_NVCC_FLAGS -O3 -lineinfo)``,
    ``set(CUDA_NVCC_FLAGS ${CUDA_NVCC_FLAGS} -ccbin;clang)``); CMAKE_HIP_FLAGS is one string
    (a ';' in it reaches the compiler). The values become one quoted string."""
    args = cmd.args
    if name == "list":
        if len(args) < 3 or args[0].value.upper() != "APPEND":
            return
        values = args[2:]
        rw.append(Rewrite(cmd.start, cmd.start + len(cmd.name), "string"))
        opening = '" '
    else:
        values = [a for a in args[1:] if a.value not in ("CACHE", "PARENT_SCOPE", "FORCE")]
        if "CACHE" in [a.value for a in args] or (len(values) == 1 and (values[0].quoted or ";" not in values[0].text)):
            return
        opening = '"'
    if not values:
        return
    rw.append(Rewrite(values[0].start, values[0].start, opening))
    for before, after in itertools.pairwise(values):
        if text[before.end : after.start] != " ":  # a newline would be inside the string
            rw.append(Rewrite(before.end, after.start, " "))
    for arg in values:
        if arg.quoted:
            rw.append(Rewrite(arg.start, arg.start + 1, ""))
            rw.append(Rewrite(arg.end - 1, arg.end, ""))
        else:
            for m in re.finditer(";", arg.text):
                rw.append(Rewrite(arg.start + m.start(), arg.start + m.end(), " "))
    rw.append(Rewrite(values[-1].end, values[-1].end, '"'))


def _drop_nvcc_options(text: str, cmd: Command, rw: list[Rewrite]) -> None:
    """``cuda_add_library(x a.cu OPTIONS -O3 RELEASE -DNDEBUG)``: what follows OPTIONS is nvcc's;
    add_library has no such keyword."""
    values = [a.value for a in cmd.args]
    if "OPTIONS" not in values:
        return
    first = cmd.args[values.index("OPTIONS")]
    dropped = " ".join(values[values.index("OPTIONS") :])
    start, _ = _with_space(text, first.start, first.end)
    message = f"{dropped} dropped: nvcc options of {cmd.name}(); put the HIP ones in target_compile_options"
    rw.append(Rewrite(start, cmd.args[-1].end, "", "warning", "build-cuda-options", message))


def _hip_host(text: str, commands: list[Command]) -> Rewrite | None:
    """Where HIP first comes into the file (``find_package(CUDA|CUDAToolkit)``, else a ``project``
    or ``enable_language`` naming CUDA): after it, ``link_libraries(hip::host)`` (and
    ``find_package(hip)`` where the file has none), so that every target after it links it: C and
    C++ files that call the HIP runtime need its platform define and include path (nvcc gave the
    CUDA runtime to every file it compiled, and CMake's CUDA language links it by itself)."""
    finds = [
        c
        for c in commands
        if c.name.lower() == "find_package" and c.args and c.args[0].value in ("CUDA", "CUDAToolkit")
    ]
    languages = [
        c for c in commands
        if c.name.lower() in ("project", "enable_language") and any(a.value == "CUDA" for a in c.args)
    ]  # fmt: skip
    first = min([*finds, *languages], key=lambda c: c.start, default=None)
    if first is None:
        return None
    lines = "" if first in finds else f"{first.indent}find_package(hip REQUIRED CONFIG)\n"
    lines += f"{first.indent}link_libraries(hip::host)"
    at = first.close + 1
    return Rewrite(at, at, "\n" + lines)


def _backend_argument(cmd: Command, keyword: str, arg: Arg, rw: list[Rewrite]) -> None:
    """``MODEL cuda`` in a call given the sources port renames (HeCBench's
    ``add_hecbench_benchmark(NAME moe MODEL cuda SOURCES main.cu)``): a project's own function,
    whose keyword selects the CUDA build for sources that are now HIP. Its HIP port says ``hip``."""
    new = "HIP" if arg.value.isupper() else "hip"
    inner = 1 if arg.quoted else 0
    rw.append(
        Rewrite(arg.start + inner, arg.end - inner, new, "warning", "build-cmake-backend",
                f"{keyword} {arg.value} became {keyword} {new}: {cmd.name}() is given the ported .hip sources;"
                f" check in its definition that {keyword} {new} builds them with HIP")
    )  # fmt: skip


_LANG_AND_ID = re.compile(r"\$<COMPILE_LANG_AND_ID:CUDA,([^<>]*)>|\$<CUDA_COMPILER_ID:([^<>]*)>")


def _compiler_conditions(arg: Arg, rw: list[Rewrite]) -> None:
    """``$<COMPILE_LANG_AND_ID:CUDA,Clang>`` means clang's CUDA mode: renamed ``HIP,Clang`` it
    would hold for every HIP compile (HIP is always clang) and turn a clang-CUDA workaround on
    everywhere. The compilers' ids keep their meaning: NVIDIA stays (HIP on NVIDIA is nvcc),
    Clang goes; with none left the condition is false (0)."""
    for m in _LANG_AND_ID.finditer(arg.text):
        ids = [i.strip() for i in (m.group(1) if m.group(1) is not None else m.group(2)).split(",") if i.strip()]
        kept = [i for i in ids if i != "Clang"]
        s, e = arg.start + m.start(), arg.start + m.end()
        if kept == ids:
            new = (
                f"$<COMPILE_LANG_AND_ID:HIP,{','.join(ids)}>"
                if m.group(1) is not None
                else f"$<HIP_COMPILER_ID:{','.join(ids)}>"
            )
            rw.append(Rewrite(s, e, new))
            continue
        new = "0" if not kept else f"$<COMPILE_LANG_AND_ID:HIP,{','.join(kept)}>"
        rw.append(Rewrite(s, e, new, "warning", "build-cmake-meaning",
                          f"{m.group()} tests for CUDA compiled by clang (clang's CUDA mode), not HIP: it became {new}"
                          " (a HIP compile is always clang, so HIP,Clang would hold everywhere)"))  # fmt: skip


def _words(arg: Arg, rw: list[Rewrite]) -> None:
    _compiler_conditions(arg, rw)
    if arg.value in {f"cuda_std_{n}" for n in OLD_STANDARDS}:
        _raise_standard(arg, rw, feature=arg.value)
        return
    for m in _WORDS.finditer(arg.text):
        word = m.group()
        if word in CMAKE_KEPT:
            continue
        new = CMAKE_WORDS.get(word)
        if new is None:
            prefix = next(p for p in CMAKE_PREFIXES if word.startswith(p))
            new = CMAKE_PREFIXES[prefix] + word[len(prefix) :]
        s, e = arg.start + m.start(), arg.start + m.end()
        if word in CMAKE_WARNED:
            rw.append(
                Rewrite(s, e, new, "warning", "build-cmake-meaning", f"{word} became {new}: {CMAKE_WARNED[word]}")
            )
        else:
            rw.append(Rewrite(s, e, new))


def _replace_command(text: str, cmd: Command, new: str) -> Rewrite:
    return Rewrite(cmd.start, cmd.close + 1, new)


def _command(
    text: str, cmd: Command, name: str, rw: list[Rewrite], packages: set[str], libraries: set[str], scope: _Scope
) -> bool:
    """Commands rewritten as a whole; True when done (the generic word rules are skipped)."""
    args = cmd.args
    values = [a.value for a in args]
    if name == "cmake_minimum_required" and "VERSION" in values:
        i = values.index("VERSION") + 1
        if i < len(args):
            low, dots, high = values[i].partition("...")
            version = tuple(int(p) for p in re.findall(r"\d+", low)[:2])
            if version and version < CMAKE_HIP_MINIMUM:
                new = ".".join(map(str, CMAKE_HIP_MINIMUM)) + (dots + high if high else "")
                rw.append(
                    Rewrite(args[i].start, args[i].end, new, "info", "build-cmake-minimum",
                            f"cmake_minimum_required {low} raised to {new}: CMake's HIP language needs 3.21"
                            " (3.27 to find a Debian-layout ROCm)")
                )  # fmt: skip
        return True
    if name in ("project", "enable_language", "check_language"):
        for arg in args[1:] if name == "project" else args:
            if arg.value == "CUDA":
                rw.append(Rewrite(arg.start, arg.end, "HIP"))
        return False
    if name == "find_package" and values and values[0] in ("CUDAToolkit", "CUDA"):
        packages.add("hip")
        # FindCUDA compiled .cu files itself; CMake's HIP language, enabled here, compiles them now.
        defined = _define_library_variables(cmd, scope, packages, libraries)
        if values[0] == "CUDAToolkit":
            # Found QUIET, the project tests CUDAToolkit_FOUND (now hip_FOUND) itself.
            how = "CONFIG QUIET" if "QUIET" in values and "REQUIRED" not in values else "REQUIRED CONFIG"
            rw.append(_replace_command(text, cmd, f"find_package(hip {how}){defined}"))
            return True
        version = CUDA_VERSION_FOR_HIP
        rw.append(
            Rewrite(cmd.start, cmd.close + 1,
                    f"enable_language(HIP)\n{cmd.indent}find_package(hip REQUIRED CONFIG)\n{cmd.indent}"
                    f"set(CUDA_VERSION {version}){defined}", "info", "build-cuda-version",
                    f"find_package(CUDA) became the HIP language and package; CUDA_VERSION, which FindCUDA set and"
                    f" the project may test, is {version} for the HIP build (HIP mirrors a recent CUDA): its version"
                    " tests take that branch")
        )  # fmt: skip
        return True
    if name == "set" and values and values[0] == "CMAKE_CUDA_COMPILER":
        rw.append(Rewrite(*_with_space(text, cmd.start, cmd.close + 1), "", "info", "build-cuda-compiler",
                          f"set(CMAKE_CUDA_COMPILER {' '.join(values[1:])}) removed: CMake's HIP compiler is ROCm's"
                          " clang++, found by CMake or given by HIPCXX or -DCMAKE_HIP_COMPILER (never nvcc or"
                          " hipcc)"))  # fmt: skip
        return True
    if name == "find_program" and "nvcc" in values[1:]:
        # A project that finds nvcc itself (and stops without it): hipcc is what the AMD build has.
        arg = cmd.args[values.index("nvcc", 1)]
        rw.append(Rewrite(arg.start, arg.end, "hipcc"))
        return True
    if name == "find_package" and values and values[0].lower() in CCCL_PACKAGES:
        _cccl_package(text, cmd, values, rw, packages)
        return True
    if name == "thrust_create_target" and values:
        # Thrust's config makes a target of a host and device system: rocThrust's is the device's.
        target = values[0]
        new = f"add_library({target} INTERFACE)\n{cmd.indent}target_link_libraries({target} INTERFACE roc::rocthrust)"
        needed = [f"find_package({p} REQUIRED CONFIG)" for p in ("rocthrust",) if p not in packages]
        packages.add("rocthrust")
        rw.append(_replace_command(text, cmd, new))
        _find_before(cmd, needed, rw)
        return True
    if name == "find_library" and len(args) > 1:
        return _find_library(cmd, values, rw, packages)
    if name == "set" and len(values) > 1 and values[0] == "CMAKE_CUDA_STANDARD" and values[1] in OLD_STANDARDS:
        _words(args[0], rw)
        _raise_standard(args[1], rw)
        return True
    # CUDA_ARCHITECTURES holds NVIDIA architectures whatever its value is (${HECBENCH_CUDA_ARCH}
    # too): renamed HIP_ARCHITECTURES, it would reach clang as AMD targets (`invalid target ID`).
    if name == "set" and values and values[0] in ("CMAKE_CUDA_ARCHITECTURES", "CUDA_ARCHITECTURES"):
        _drop_arch(text, cmd, " ".join(v for v in values[1:] if v not in ("CACHE", "STRING", "FORCE")), rw)
        return True
    if name == "set_property" and "CUDA_ARCHITECTURES" in values:
        i = values.index("CUDA_ARCHITECTURES")
        _drop_arch(text, cmd, " ".join(values[i + 1 :]), rw)
        return True
    if name == "set_target_properties" and "PROPERTIES" in values:
        i = values.index("PROPERTIES")
        targets = values[:i]
        pairs = list(range(i + 1, len(args) - 1, 2))
        # NVIDIA architectures go (a HIP_ARCHITECTURES 80 would reach clang as an AMD target).
        nvidia = [k for k in pairs if values[k] == "CUDA_ARCHITECTURES"]
        rdc = [k for k in pairs if values[k] == "CUDA_SEPARABLE_COMPILATION" and values[k + 1].upper() in _ON]
        # With no property left, `set_target_properties(t PROPERTIES)` would stop cmake: the command goes.
        whole = bool(pairs) and len(nvidia) + len(rdc) == len(pairs)
        start = len(rw)
        for k in nvidia:
            rw.append(
                Rewrite(*_with_space(text, args[k].start, args[k + 1].end), "", "info", "build-arch",
                        f"CUDA_ARCHITECTURES {values[k + 1]} removed: the AMD targets come from {TARGETS_HINT}")
            )  # fmt: skip
        for k in rdc:
            _separable(text, cmd, targets, args[k].start, args[k + 1].end, rw)
        if whole:
            # The first finding's rewrite becomes the whole command's (its quick fix stands alone);
            # the others keep their finding and lose their text.
            found = [j for j in range(start, len(rw)) if rw[j].severity]
            comment = f"# cass-lsp: {' '.join(values[i + 1 :])} removed for HIP"
            rw[found[0]] = replace(rw[found[0]], start=cmd.start, end=cmd.close + 1, text=comment)
            for j in found[1:]:
                rw[j] = replace(rw[j], text=None)
            return True
        gone = {k for n in nvidia for k in (n, n + 1)}
        for k, arg in enumerate(args):
            if k not in gone:
                _words(arg, rw)
        return True
    if name in LINK_COMMANDS:
        _link(text, cmd, rw, packages, libraries, scope)
        return True
    if name in CMAKE_LIBRARY_COMMANDS:
        _library_command(cmd, name, rw, packages, libraries)
        return True
    return False


_FIND_LIBRARY_KEYWORDS = {"NAMES", "NAMES_PER_DIR", "HINTS", "PATHS", "PATH_SUFFIXES", "DOC", "REQUIRED", "NO_CACHE"}


def _find_library(cmd: Command, values: list[str], rw: list[Rewrite], packages: set[str]) -> bool:
    """``find_library(CUDA_LIB libcuda cuda HINTS ...)``: NOTFOUND on a machine with ROCm alone,
    and the target linking it stops configure. A CUDA library becomes its HIP target (with its
    find_package) or link name; one HIP lacks, an error finding."""
    variable = values[0]
    names = []
    for value in values[1:]:
        if value in _FIND_LIBRARY_KEYWORDS and value != "NAMES":
            break
        if value != "NAMES":
            names.append(value.removeprefix("lib"))
    lib = next((LIBRARY_BY_NAME[n] for n in names if n in LIBRARY_BY_NAME), None)
    if lib is None:
        return False
    if lib.lacks:
        rw.append(library_finding(lib, " ".join(names), cmd.start, cmd.close + 1))
        return True
    if lib.target:
        find = f"find_package({lib.package} REQUIRED CONFIG)\n{cmd.indent}" if lib.package not in packages else ""
        packages.add(lib.package)
        rw.append(Rewrite(cmd.start, cmd.close + 1, f"{find}set({variable} {lib.target})"))
    else:
        rw.append(Rewrite(cmd.start, cmd.close + 1, f"find_library({variable} {lib.link})"))
    return True


def _raise_standard(arg: Arg, rw: list[Rewrite], feature: str = "") -> None:
    """A CUDA C++ standard older than 14 (CUDA_STANDARD 11, cuda_std_11): raised (tables.py says why)."""
    old = arg.value
    new = f"hip_std_{HIP_STANDARD}" if feature else HIP_STANDARD
    inner = 1 if arg.quoted else 0
    what = old if feature else f"C++ standard {old}"
    message = standard_message(what, new)
    rw.append(Rewrite(arg.start + inner, arg.end - inner, new, "info", "build-cxx-standard", message))


def _with_space(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of an argument removed with the blanks before it (and its line, when alone there)."""
    s = start
    while s > 0 and text[s - 1] in " \t":
        s -= 1
    if (s == 0 or text[s - 1] == "\n") and text[end : end + 1] == "\n":
        return s, end + 1
    return s, end


def _drop_arch(text: str, cmd: Command, value: str, rw: list[Rewrite]) -> None:
    rw.append(
        Rewrite(cmd.start, cmd.close + 1, f"# cass-lsp: NVIDIA architectures ({value}) removed; pass {TARGETS_HINT}",
                "info", "build-arch",
                f"NVIDIA architectures {value} removed: no sm-to-gfx mapping exists; the AMD targets come from"
                f" {TARGETS_HINT}")
    )  # fmt: skip


def _separable(
    text: str, cmd: Command, targets: list[str], start: int, end: int, rw: list[Rewrite], keep_text: bool = False
) -> None:
    lines = "".join(
        f"\n{cmd.indent}target_compile_options({t} PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)"
        f"\n{cmd.indent}target_link_options({t} PRIVATE -fgpu-rdc)"
        for t in targets
    )
    rw.append(Rewrite(start, end, "", "info", "build-rdc",
                      "CUDA_SEPARABLE_COMPILATION became -fgpu-rdc on compile and link (CMake has no"
                      " HIP_SEPARABLE_COMPILATION)"))  # fmt: skip
    rw.append(Rewrite(cmd.close + 1, cmd.close + 1, lines))


def _link(text: str, cmd: Command, rw: list[Rewrite], packages: set[str], libraries: set[str], scope: _Scope) -> None:
    """Each CUDA library linked becomes its HIP target; the find_package calls they need go
    before the command (once per file)."""
    needed: list[str] = []
    linked: set[str] = set()  # the HIP targets this command links already
    for arg in cmd.args:
        value = arg.value
        variable = _LIB_VARIABLE_REF.fullmatch(value)
        if value.startswith("CUDA::"):
            lib = LIBRARY_BY_NAME.get(value[len("CUDA::") :])
        elif variable:
            lib = variable_library(variable.group(1))
            if lib is not None and scope.defined and not lib.lacks:
                continue  # set where CUDA is found, as FindCUDA set it
        elif value.startswith("-l"):
            lib = LIBRARY_BY_NAME.get(value[2:])
        else:
            lib = LIBRARY_BY_NAME.get(value)
        if lib is None:
            _words(arg, rw)
            _library_references(text, [arg], rw, packages, libraries, needed, scope)  # $<$<BOOL:x>:CUDA::cublas>
            continue
        if lib.target and lib.target in linked:  # CUDA::cudart CUDA::cuda_driver: hip::host once
            rw.append(Rewrite(*_with_space(text, arg.start, arg.end), ""))
            continue
        linked.add(lib.target)
        _library(text, lib, value, arg.start, arg.end, True, rw, packages, libraries, needed)
    _find_before(cmd, needed, rw)


def variable_library(variable: str) -> Library | None:
    """The CUDA library a FindCUDA or FindCUDAToolkit variable names (CUDA_CUBLAS_LIBRARIES,
    CUDA_curand_LIBRARY, CUDA_LIBRARIES), or None."""
    name = CUDA_LIBRARY_VARIABLES.get(variable)
    if name is None:
        m = _LIB_VARIABLE_NAME.fullmatch(variable)
        if m is None:
            return None
        name = m.group(1)
    return LIBRARY_BY_NAME.get(name) or _LIBRARY_BY_LOWER.get(name.lower())


def _library(
    text: str,
    lib: Library,
    value: str,
    start: int,
    end: int,
    whole: bool,
    rw: list[Rewrite],
    packages: set[str],
    libraries: set[str],
    needed: list[str],
    how: str = "REQUIRED CONFIG",
) -> None:
    """The CUDA library ``value`` at text[start:end] (a whole argument when ``whole``) becomes its
    HIP target, link name or nothing; one HIP lacks goes with an error finding. The find_package
    lines of the packages not found yet go into ``needed``."""
    if lib.lacks:
        span = _with_space(text, start, end) if whole else (start, end)
        rw.append(library_finding(lib, value, *span))
        return
    if not lib.target:
        rw.append(Rewrite(start, end, lib.link))  # no CMake package: the plain library name, or nothing
        return
    libraries.add(lib.package)
    if lib.optional:
        rw.append(Rewrite(start, end, f"$<TARGET_NAME_IF_EXISTS:{lib.target}>", "info",
                          "build-library-optional", f"{value} became {lib.target}: {lib.optional}"))  # fmt: skip
        if lib.package not in packages:
            packages.add(lib.package)
            needed.append(f"find_package({lib.package} CONFIG QUIET)")
        return
    rw.append(Rewrite(start, end, lib.target))
    for package in ("hip", lib.package):
        if package not in packages:
            packages.add(package)
            needed.append(f"find_package({package} {how})")


def _find_before(cmd: Command, needed: list[str], rw: list[Rewrite]) -> None:
    """The find_package lines ``needed`` before ``cmd``."""
    if needed:
        rw.append(Rewrite(cmd.line_start, cmd.line_start, "".join(f"{cmd.indent}{line}\n" for line in needed)))


def _library_variables(
    text: str, cmd: Command, rw: list[Rewrite], packages: set[str], libraries: set[str], scope: _Scope
) -> None:
    """CUDA libraries named outside a link command: CUDA:: targets (``set(SUITE_LIBS
    CUDA::cudart)``), unknown on AMD, and FindCUDA's variables (``set(LIBS ${CUDA_CUBLAS_LIBRARIES})``)
    where the project never finds CUDA to set them: the libraries were left out of the link, or
    configure stopped. They become the HIP targets, found (QUIET: a build without the GPU part
    never needs them) before the command."""
    needed: list[str] = []
    _library_references(text, cmd.args, rw, packages, libraries, needed, scope)
    _find_before(cmd, needed, rw)


# Thrust's device system named by a variable the user sets (GooFit's THRUST_DEVICE_SYSTEM_${GOOFIT_DEVICE},
# -DGOOFIT_DEVICE=CUDA): CUDA's is HIP's on AMD, chosen where generator expressions are read.
_BACKEND_BY_VARIABLE = re.compile(r"THRUST_DEVICE_SYSTEM_\$\{(\w+)\}")
_GENEX_COMMANDS = {
    "target_compile_definitions",
    "add_compile_definitions",
    "target_compile_options",
    "add_compile_options",
}
_CUDA_INCLUDE_FLAG = re.compile(
    r"(?<![^\s\";])-(?:I|isystem|idirafter)\s*\$\{(?:" + "|".join(CMAKE_CUDA_INCLUDE_VARIABLES) + r")\}(?=[\s\";]|$)"
)
_LIBRARY_REFERENCE = re.compile(r"\$\{(CUDA_\w+)\}|(?<!\w)CUDA::(\w+)")


def _library_references(
    text: str,
    args: list[Arg],
    rw: list[Rewrite],
    packages: set[str],
    libraries: set[str],
    needed: list[str],
    scope: _Scope,
) -> None:
    for arg in args:
        for m in _LIBRARY_REFERENCE.finditer(arg.text):
            lib = variable_library(m.group(1)) if m.group(1) else LIBRARY_BY_NAME.get(m.group(2))
            if lib is None or (m.group(1) and scope.defined and not lib.lacks):
                continue  # a variable set where CUDA is found
            start, end = arg.start + m.start(), arg.start + m.end()
            whole = m.group() == arg.value
            _library(text, lib, m.group(), start, end, whole, rw, packages, libraries, needed, "CONFIG QUIET")


@dataclass(frozen=True)
class _Scope:
    """What the port of one file knows of FindCUDA's library variables."""

    variables: frozenset[str]  # those named in the project: set where CUDA is found, as FindCUDA set them
    defined: bool  # this file or another finds CUDA, so the variables are set there


def _scope(text: str, commands: list[Command], options: BuildOptions | None) -> _Scope:
    project = options.project if options else None
    named = {m.group(1) for m in _LIBRARY_REFERENCE.finditer(text) if m.group(1) and variable_library(m.group(1))}
    variables = frozenset(named | (project.cuda_library_variables if project else set()))
    finds = any(
        c.name.lower() == "find_package" and c.args and c.args[0].value in ("CUDA", "CUDAToolkit") for c in commands
    )
    return _Scope(variables, finds or bool(project and project.finds_cuda))


def _define_library_variables(cmd: Command, scope: _Scope, packages: set[str], libraries: set[str]) -> str:
    """Where CUDA is found: FindCUDA's (and FindCUDAToolkit's) library variables the project names,
    set to the HIP libraries with their packages found, as FindCUDA set them there (so they stay
    empty in a build that never finds CUDA). The lines to write after the find."""
    lines: list[str] = []
    for variable in sorted(scope.variables):
        lib = variable_library(variable)
        if lib is None or lib.lacks:
            continue
        if lib.target and lib.package not in packages:
            packages.add(lib.package)
            lines.append(f"find_package({lib.package} REQUIRED CONFIG)")
        if lib.target:
            libraries.add(lib.package)
        lines.append(f"set({variable} {lib.target or lib.link})")
    return "".join(f"\n{cmd.indent}{line}" for line in lines)


def _library_command(cmd: Command, name: str, rw: list[Rewrite], packages: set[str], libraries: set[str]) -> None:
    """``cuda_add_cublas_to_target(t)``: FindCUDA's, unknown once FindCUDA is gone; the HIP
    library linked as FindCUDA linked it (the plain signature)."""
    lib = LIBRARY_BY_NAME[CMAKE_LIBRARY_COMMANDS[name]]
    target = cmd.args[0].text if cmd.args else "${target}"
    needed = [f"find_package({p} REQUIRED CONFIG)" for p in ("hip", lib.package) if p not in packages]
    packages.update(("hip", lib.package))
    libraries.add(lib.package)
    rw.append(Rewrite(cmd.start, cmd.close + 1, f"target_link_libraries({target} {lib.target})"))
    _find_before(cmd, needed, rw)


def _project_call(
    text: str, cmd: Command, signature: Signature, rw: list[Rewrite], packages: set[str], libraries: set[str]
) -> None:
    """A call of the project's own function: the values it passes on to compile options become
    hipcc's, those it links the HIP libraries (with their find_package before the call)."""
    kinds = [signature.kinds.get(slot) if slot else None for slot in call_slots(signature, cmd.args)]
    ctx = FlagContext("", TARGETS_HINT, joiner=";")
    run: list[Arg] = []
    for arg, kind in [*zip(cmd.args, kinds, strict=True), (None, None)]:
        if kind == FLAGS and arg is not None:
            run.append(arg)
            continue
        for start, end in _flag_spans(run):
            rw.extend(port_words(text, start, end, ctx))
        run = []
    needed: list[str] = []
    for arg, kind in zip(cmd.args, kinds, strict=True):
        if kind != LIBRARIES:
            continue
        inner = 1 if arg.quoted else 0
        for m in re.finditer(r"[^;\s]+", arg.text[inner : len(arg.text) - inner]):
            value = m.group()
            if value.startswith("$"):
                continue  # FindCUDA's variables are _library_variables'
            lib = LIBRARY_BY_NAME.get(value.removeprefix("CUDA::").removeprefix("-l"))
            if lib is not None:
                start = arg.start + inner + m.start()
                whole = value == arg.value
                _library(text, lib, value, start, start + len(value), whole, rw, packages, libraries, needed)
    _find_before(cmd, needed, rw)


def _cccl_package(text: str, cmd: Command, values: list[str], rw: list[Rewrite], packages: set[str]) -> None:
    """``find_package(Thrust|CUB|CCCL|libcudacxx)``: CCCL's config, or the project's own Find module
    looking for CCCL's headers, found nothing on AMD. rocThrust's and hipCUB's packages instead, and
    the variables such a module sets (THRUST_INCLUDE_DIRS, THRUST_FOUND...) set from theirs."""
    hip = CCCL_PACKAGES[values[0].lower()]
    if not hip:
        rw.append(Rewrite(cmd.start, cmd.close + 1, "", "error", "build-library-missing",
                          f"find_package({values[0]}) removed: HIP lacks {LIBCUDACXX}", fixable=False))  # fmt: skip
        return
    how = "CONFIG QUIET" if "QUIET" in values and "REQUIRED" not in values else "REQUIRED CONFIG"
    lines = []
    for package in hip:
        lines.append(f"find_package({package} {how})")
        lines += [f"set({name} ${{{theirs}}})" for name, theirs in CCCL_VARIABLES.get(package, ())]
        packages.add(package)
    names = " and ".join({"rocthrust": "rocThrust", "hipcub": "hipCUB"}[p] for p in hip)
    rw.append(Rewrite(cmd.start, cmd.close + 1, f"\n{cmd.indent}".join(lines), "info", "build-cccl",
                      f"find_package({values[0]}) became {names}'s package (CCCL's Thrust and CUB on AMD); the"
                      " variables a Find module of CCCL's headers sets are set from it"))  # fmt: skip


# Commands whose arguments are no list of sources: everywhere else (add_executable, set(SRCS ...), a
# project's own goofit_add_library(...)) a C++ source that needs the HIP compiler may be listed.
_NOT_SOURCE_LISTS = {
    "set_source_files_properties", "install", "source_group", "configure_file", "file", "message",
    "get_filename_component", "if", "elseif", "while", "foreach", "string", "math", "include",
}  # fmt: skip


# A host C++ file compiled as HIP meets clang where the project's compiler was g++: a narrowing in
# braces of a value known only at run time is g++'s warning and clang's error (cudpp_plan.cpp:486,
# `{..., cond ? A | B : C}` into unsigned). As g++ did, a warning.
HOST_CXX_AS_HIP = "-Wno-error=c++11-narrowing"


def _hip_language(cmd: Command, hip_sources: frozenset[str], rw: list[Rewrite]) -> None:
    """A C or C++ source the project says includes a GPU library's headers (rocThrust, hipCUB build
    only as HIP) is compiled as HIP: ``set_source_files_properties(... LANGUAGE HIP)`` after the
    command that lists it, in the same directory scope."""
    named = [a for a in cmd.args if not a.quoted and a.value.rsplit("/", 1)[-1] in hip_sources]
    if not named:
        return
    listed = " ".join(a.text for a in named)
    rw.append(
        Rewrite(
            cmd.close + 1,
            cmd.close + 1,
            f"\n{cmd.indent}set_source_files_properties({listed} PROPERTIES LANGUAGE HIP"
            f" COMPILE_OPTIONS {HOST_CXX_AS_HIP})",
        )
    )
    for arg in named:
        rw.append(Rewrite(arg.start, arg.end, None, "info", "build-hip-source",
                          f"{arg.value} is compiled as HIP: it includes a GPU library's headers (rocThrust, hipCUB),"
                          " which build only as HIP", fixable=False))  # fmt: skip


_CCCL_REPOSITORY = re.compile(r"NVIDIA/(?:cccl|thrust|cub|libcudacxx)(?:\.git)?/?$", re.IGNORECASE)
_FETCH_USES = {"fetchcontent_makeavailable", "fetchcontent_populate", "fetchcontent_getproperties"}
_INCLUDE_FLAGS = re.compile(r"^(?:-isystem|-I|-idirafter|-iquote)$")
_DIRECTORY_KEYWORDS = {"BEFORE", "AFTER", "SYSTEM", "PRIVATE", "PUBLIC", "INTERFACE"}


def _fetched_cccl(text: str, commands: list[Command], rw: list[Rewrite], packages: set[str]) -> set[int]:
    """NVIDIA's CCCL (or Thrust, CUB) downloaded at configure time (``FetchContent_Declare(cccl
    GIT_REPOSITORY https://github.com/NVIDIA/cccl.git ...)``) and put first on the include path:
    on AMD its headers would shadow rocThrust's and hipCUB's. Its declaration becomes their
    find_package, its fetch goes, and so do the include folders and -isystem flags under its
    ``${cccl_SOURCE_DIR}``. The starts of the commands handled here."""
    names = {
        c.args[0].value.lower(): c for c in commands
        if c.name.lower() == "fetchcontent_declare" and c.args and any(_CCCL_REPOSITORY.search(a.value) for a in c.args)
    }  # fmt: skip
    if not names:
        return set()
    handled: set[int] = set()
    reference = re.compile(r"\$\{(?:" + "|".join(map(re.escape, names)) + r")_(?:SOURCE|BINARY)_DIR\}", re.IGNORECASE)
    for cmd in commands:
        name = cmd.name.lower()
        if cmd in names.values():
            lines = [f"find_package({p} REQUIRED CONFIG)" for p in ("rocthrust", "hipcub")]
            packages.update(("rocthrust", "hipcub"))
            rw.append(Rewrite(cmd.start, cmd.close + 1, f"\n{cmd.indent}".join(lines), "info", "build-cccl",
                              f"{cmd.args[0].value}, NVIDIA's CCCL fetched at configure time, became rocThrust's and"
                              " hipCUB's packages: its headers would shadow theirs (and need CUDA)"))  # fmt: skip
        elif name in _FETCH_USES:
            gone = [a for a in cmd.args if a.value.lower() in names]
            if not gone:
                continue
            if len(gone) == len(cmd.args):
                rw.append(Rewrite(*_with_space(text, cmd.start, cmd.close + 1), ""))
            else:
                rw.extend(Rewrite(*_with_space(text, a.start, a.end), "") for a in gone)
        elif any(reference.search(a.text) for a in cmd.args) and name not in _CONDITIONS:
            if _drop_cccl_folders(text, cmd, reference, rw):
                handled.add(cmd.start)
            continue  # the rest of the command is ported as any
        else:
            continue
        handled.add(cmd.start)
    return handled


def _drop_cccl_folders(text: str, cmd: Command, reference: re.Pattern[str], rw: list[Rewrite]) -> bool:
    """The include folders under a fetched CCCL: arguments naming one (include_directories), and
    the words of a flags string that do, with the -isystem or -I before them. True when the whole
    command went (it named nothing else)."""
    kept = [a for a in cmd.args if not reference.search(a.text) and a.value.upper() not in _DIRECTORY_KEYWORDS]
    if cmd.name.lower() in ("include_directories", "target_include_directories") and len(kept) <= (
        1 if cmd.name.lower() == "target_include_directories" else 0
    ):
        rw.append(Rewrite(*_with_space(text, cmd.start, cmd.close + 1), ""))
        return True
    for arg in cmd.args:
        if not reference.search(arg.text):
            continue
        if not arg.quoted:
            rw.append(Rewrite(*_with_space(text, arg.start, arg.end), ""))
            continue
        words = list(re.finditer(r"\S+", arg.text[1:-1]))
        for k, word in enumerate(words):
            if reference.search(word.group()):
                start = word.start()
                if k and _INCLUDE_FLAGS.match(words[k - 1].group()):
                    start = words[k - 1].start()
                rw.append(Rewrite(arg.start + 1 + start, arg.start + 1 + word.end(), ""))
    return False


def _cuda_include_flags(text: str, cmd: Command, rw: list[Rewrite]) -> None:
    """``-I${CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES}`` and the like, in a flags string or as two
    arguments (``-isystem ${CUDA_INCLUDE_DIRS}``): the variable is empty on AMD, so the flag would
    take the next one for its folder. Removed (hip::host gives HIP's)."""
    for k, arg in enumerate(cmd.args):
        for m in _CUDA_INCLUDE_FLAG.finditer(arg.text):
            rw.append(Rewrite(arg.start + m.start(), arg.start + m.end(), ""))
        following = cmd.args[k + 1] if k + 1 < len(cmd.args) else None
        if following is not None and _CUDA_INCLUDE_FLAG.fullmatch(f"{arg.value}{following.value}"):
            rw.append(Rewrite(arg.start, following.end, ""))


_VARIABLE = re.compile(r"\$\{(\w+)\}")
_FOLDER_LISTS = {"set", "list", "include_directories", "target_include_directories"}


def _vendored_cccl(text: str, commands: list[Command], roots: frozenset[str], rw: list[Rewrite]) -> None:
    """The project's own copy of CCCL on the include path (GooFit's
    ``set(THRUST_INCLUDE_DIRS "${GOOFIT_CCCL_DIR}/thrust" ...)``): on AMD NVIDIA's Thrust and CUB
    would shadow rocThrust's and hipCUB's (which clang finds by itself in ROCm's include folder).
    A folder that is one of its include folders, the file's own variables expanded, is removed."""
    values: dict[str, str] = {}
    for cmd in commands:
        if cmd.name.lower() == "set" and len(cmd.args) == 2:
            values[cmd.args[0].value] = cmd.args[1].value
    for cmd in commands:
        name = cmd.name.lower()
        if name not in _FOLDER_LISTS:
            continue
        for k, arg in enumerate(cmd.args):
            if (name in ("set", "list") and k == 0) or (name == "list" and k == 1):
                continue  # the variable's name, list()'s operation
            folder = _expand(arg.value, values).rstrip("/")
            root = next((r for r in roots if folder == r or folder.endswith("/" + r)), None)
            if root is not None:
                rw.append(Rewrite(*_with_space(text, arg.start, arg.end), "", "info", "build-cccl",
                                  f"{arg.value} removed: it is the project's own copy of CCCL ({root}), whose"
                                  " Thrust and CUB would shadow rocThrust's and hipCUB's"))  # fmt: skip


def _expand(value: str, values: dict[str, str]) -> str:
    for _ in range(8):  # the file's own set() values, as deep as they go
        expanded = _VARIABLE.sub(lambda m: values.get(m.group(1), m.group()), value)
        if expanded == value:
            break
        value = expanded
    return value
