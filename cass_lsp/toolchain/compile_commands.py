"""Include paths and macros from a ``compile_commands.json`` (CMake, Bear, ...).

Only the flags that change what a translation unit means are taken: ``-I``, ``-isystem``,
``-D``, ``-U`` and ``-std`` (nvcc's long spellings too), those in response files included
(``--options-file``/``-optf FILE``, ``@FILE``, where CMake puts a ``.cu`` file's include
folders). Warning, optimisation and architecture flags belong to the user's build, not to the
background check. Relative paths are resolved against the entry's ``directory``, as compilers do.

In a keep-CUDA project (``cass-lsp port --keep-cuda``) the AMD build's database (CMake,
``-B build-hip``) names the HIP files generated from the CUDA ones, in ``BUILD/cass-hip/<root
name>/``, the mirror of the project: a CUDA file's flags are those of its generated file, with the
include folders inside the mirror mapped back to the source folders they mirror.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cass_lsp.core.output_names import output_name

DATABASE = "compile_commands.json"
# Build folders searched beside a file's folders: the keep-CUDA AMD build's first (its flags are the
# background build's), then the usual one.
BUILD_FOLDERS = ("build-hip", "build")
KEEP_CUDA_OPTIONS = "cass-lsp-hip.json"  # buildfiles.keep_cuda.OPTIONS_FILE: marks a keep-CUDA root
KEEP_CUDA_MIRRORS = "cass-hip"  # the keep-CUDA CMake module generates into BUILD/cass-hip/<root name>


@dataclass(frozen=True)
class CompileFlags:
    include_dirs: tuple[str, ...] = ()
    system_include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()  # NAME or NAME=VALUE
    undefines: tuple[str, ...] = ()
    std: str | None = None  # "c++17"
    database: str | None = None  # the compile_commands.json they came from
    exact: bool = True  # False when borrowed from another file's entry in the same folder

    def as_args(self) -> list[str]:
        args = [f"-I{d}" for d in self.include_dirs]
        for d in self.system_include_dirs:
            args += ["-isystem", d]
        args += [f"-D{d}" for d in self.defines] + [f"-U{u}" for u in self.undefines]
        if self.std:
            args.append(f"-std={self.std}")
        return args


def find_database(start: Path, stop: Path | None = None) -> Path | None:
    """The nearest ``compile_commands.json`` in ``start`` or a parent (or their ``build-hip/``
    or ``build/``), not going above ``stop`` (a workspace folder) when given."""
    folder = start if start.is_dir() else start.parent
    stop_resolved = stop.resolve() if stop is not None else None
    for candidate_dir in [folder, *folder.parents]:
        for candidate in (candidate_dir / DATABASE, *(candidate_dir / b / DATABASE for b in BUILD_FOLDERS)):
            if candidate.is_file():
                return candidate
        if stop_resolved is not None and candidate_dir.resolve() == stop_resolved:
            break
    return None


def find_in_tree(root: Path) -> Path | None:
    """The database of a source tree: ``root/compile_commands.json``, else its build folder's
    (``build-hip/``, ``build/``), as CMake (``-DCMAKE_EXPORT_COMPILE_COMMANDS=ON``) and Bear write
    them; never a folder above ``root`` (another project's)."""
    for candidate in (root / DATABASE, *(root / b / DATABASE for b in BUILD_FOLDERS)):
        if candidate.is_file():
            return candidate
    return None


def database_error(path: Path) -> str | None:
    """Why ``path`` is not a compile database (one line with the fix), or None when it is one."""
    if path.is_dir():
        return f"{path} holds no {DATABASE}" if not (path / DATABASE).is_file() else None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        return f"cannot read {path}: {exc.strerror or exc}"
    except ValueError as exc:
        return f"{path} is not JSON ({exc})"
    if not isinstance(data, list) or not all(isinstance(e, dict) and "file" in e for e in data):
        return f"{path} is not a compile database: a JSON list of entries with a file and a command"
    for number, entry in enumerate(data, 1):
        if (problem := _entry_problem(entry)) is not None:
            return f"{path}: entry {number} of {len(data)} {problem}: each entry has a file, a directory and a command"
    return None


def _entry_problem(entry: dict[str, Any]) -> str | None:
    """What is wrong with a database entry (as a compiler would reject it), or None."""
    for key in ("file", "directory"):
        if not isinstance(entry.get(key), str) or not entry[key]:
            return f"has no {key} path (got {entry.get(key)!r})"
    arguments, command = entry.get("arguments"), entry.get("command")
    if arguments is not None:
        if not isinstance(arguments, list) or not arguments or not all(isinstance(a, str) for a in arguments):
            return f"has arguments that are not a list of words (got {arguments!r})"
    elif not isinstance(command, str) or not command.strip():
        return f"has no command (got {command!r})"
    return None


@lru_cache(maxsize=16)
def _load(path: str, mtime_ns: int) -> tuple[dict[str, Any], ...]:
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return ()
    return tuple(e for e in data if isinstance(e, dict)) if isinstance(data, list) else ()


def load_database(path: Path) -> tuple[dict[str, Any], ...]:
    """The entries of a database, re-read when the file changes."""
    try:
        return _load(str(path), path.stat().st_mtime_ns)
    except OSError:
        return ()


def _arguments(entry: dict[str, Any]) -> list[str]:
    if isinstance(entry.get("arguments"), list):
        return [str(a) for a in entry["arguments"]]
    try:
        return shlex.split(str(entry.get("command", "")))
    except ValueError:
        return str(entry.get("command", "")).split()


def _entry_file(entry: dict[str, Any]) -> Path:
    directory = Path(str(entry.get("directory", ".")))
    return Path(os.path.normpath(directory / str(entry.get("file", ""))))


# flag -> field; each takes a value joined (-Ifoo, --include-path=foo) or as the next word.
_VALUE_FLAGS = {
    "-I": "include",
    "--include-directory": "include",
    "--include-path": "include",
    "-isystem": "system",
    "--system-include": "system",
    "-D": "define",
    "--define-macro": "define",
    "-U": "undefine",
    "--undefine-macro": "undefine",
    "-std": "std",
    "--std": "std",
}


# Response files: nvcc's --options-file (-optf), and @FILE (clang, gcc, nvcc): CMake puts a CUDA
# file's -I flags in one (`--options-file CMakeFiles/x.dir/includes_CUDA.rsp`).
_OPTIONS_FILE_FLAGS = ("--options-file", "-optf")
_NESTED_RESPONSE_FILES = 4  # how deep response files may name response files


def expand_response_files(args: list[str], directory: Path, depth: int = 0) -> list[str]:
    """``args`` with each response file replaced by the words it holds (relative to ``directory``,
    as the compiler reads them there); one that cannot be read is left out (the build made it,
    and will again)."""
    out: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        name = None
        if arg in _OPTIONS_FILE_FLAGS and i < len(args):
            name, i = args[i], i + 1
        elif arg.startswith(tuple(f"{f}=" for f in _OPTIONS_FILE_FLAGS)):
            name = arg.split("=", 1)[1]
        elif arg.startswith("@") and len(arg) > 1:
            name = arg[1:]
        if name is None:
            out.append(arg)
            continue
        if depth >= _NESTED_RESPONSE_FILES:
            continue
        try:
            text = (directory / name).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        try:
            words = shlex.split(text)
        except ValueError:  # an unclosed quote: the words as written
            words = text.split()
        out += expand_response_files(words, directory, depth + 1)
    return out


def parse_arguments(args: list[str], directory: Path) -> CompileFlags:
    found: dict[str, list[str]] = {"include": [], "system": [], "define": [], "undefine": [], "std": []}
    args = expand_response_files(args, directory)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        for flag, kind in _VALUE_FLAGS.items():
            if arg == flag and i < len(args):
                value = args[i]
                i += 1
            elif arg.startswith(flag + "="):
                value = arg[len(flag) + 1 :]
            elif len(flag) == 2 and arg.startswith(flag) and len(arg) > 2:
                value = arg[2:]
            else:
                continue
            if kind in ("include", "system"):
                value = os.path.normpath(directory / value)
            found[kind].append(value)
            break
    return CompileFlags(
        include_dirs=tuple(dict.fromkeys(found["include"])),
        system_include_dirs=tuple(dict.fromkeys(found["system"])),
        defines=tuple(found["define"]),
        undefines=tuple(found["undefine"]),
        std=found["std"][-1] if found["std"] else None,
    )


def keep_cuda_mirror(file: Path, database: Path) -> tuple[Path, Path] | None:
    """(root, mirror): the keep-CUDA project ``file`` belongs to and where the build of
    ``database`` generated its HIP files; None outside a keep-CUDA project."""
    root = next((d for d in file.parents if (d / KEEP_CUDA_OPTIONS).is_file()), None)
    return None if root is None else (root, database.parent / KEEP_CUDA_MIRRORS / root.name)


def _generated(file: Path, root: Path, mirror: Path) -> Path:
    """The HIP file the keep-CUDA build generates from ``file`` (``.cu`` -> ``.hip``, as port names them)."""
    return mirror / output_name(file.relative_to(root), lambda rel: (root / rel).exists())


def _mirrored_back(flags: CompileFlags, root: Path, mirror: Path) -> CompileFlags:
    def back(folder: str) -> str:
        path = Path(folder)
        return str(root / path.relative_to(mirror)) if path.is_relative_to(mirror) else folder

    return dataclasses.replace(
        flags,
        include_dirs=tuple(dict.fromkeys(map(back, flags.include_dirs))),
        system_include_dirs=tuple(dict.fromkeys(map(back, flags.system_include_dirs))),
    )


def flags_for(file: Path, database: Path) -> CompileFlags | None:
    """Flags of ``file``'s entry; else those of an entry in the same folder (as clangd infers
    flags for headers and new files); None when the database has neither. In a keep-CUDA
    project, those of the file generated from it first, mapped back (see the module's doc)."""
    target = Path(os.path.normpath(file.absolute()))
    mirrored = keep_cuda_mirror(target, Path(os.path.normpath(database.absolute())))
    if mirrored is not None:
        root, mirror = mirrored
        flags = _flags_of(_generated(target, root, mirror), database)
        if flags is not None:
            return _mirrored_back(flags, root, mirror)
    return _flags_of(target, database)


def _flags_of(target: Path, database: Path) -> CompileFlags | None:
    entries = load_database(database)
    exact = next((e for e in entries if _entry_file(e) == target), None)
    entry = exact or next((e for e in entries if _entry_file(e).parent == target.parent), None)
    if entry is None:
        return None
    flags = parse_arguments(_arguments(entry)[1:], Path(str(entry.get("directory", "."))))
    return dataclasses.replace(flags, database=str(database), exact=exact is not None)
