"""nvcc command-line words to hipcc's, by the FLAGS and LIBRARIES tables: one function both the
CMake and the Makefile rewriters call on the spans that hold compiler words."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cass_lsp.buildfiles.tables import DEFINE_VALUES, FLAG_BY_NAME, LIBRARY_BY_NAME, Flag, Library

# A make or CMake reference inside a word is part of the word, spaces and all ($(X), ${X},
# $(shell nvidia-smi --query-gpu=compute_cap)); a ';' (a CMake list's, a shell's) ends a word.
_WORD = re.compile(r"""(?:"[^"]*"|'[^']*'|\$\((?:[^()]|\([^()]*\))*\)|\$\{[^{}]*\}|[^\s;])+""")
_ARCH_IN_FUNCTION = re.compile(r"(?:-gencode|--generate-code|-arch[= ]+sm_|arch=compute_)")
_SEVERITY_KIND = {"error": "unsupported", "warning": "hazard", "info": "info"}


@dataclass
class Rewrite:
    """Replace text[start:end] with ``text`` (None: leave it); a finding when ``severity`` is set."""

    start: int
    end: int
    text: str | None
    severity: str = ""
    code: str = ""
    message: str = ""
    fixable: bool = True  # the replacement is a safe quick fix in the editor

    @property
    def kind(self) -> str:
        return _SEVERITY_KIND.get(self.severity, "info")


@dataclass
class FlagContext:
    arch_text: str  # what the first NVIDIA architecture flag of a span becomes ("" : dropped)
    targets_hint: str  # how the user names the AMD targets (for the arch finding)
    seen_arch: bool = False
    libraries: set[str] = field(default_factory=set)  # HIP link names the span now uses
    joiner: str = " "  # between the words of a flag's replacement in quotes (";" in a CMake list's item)


def _unquote(value: str) -> str:
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" else value


def library_finding(lib: Library, name: str, start: int, end: int) -> Rewrite:
    return Rewrite(
        start, end, "", "error", "build-library-missing", f"{name} dropped: HIP lacks {lib.lacks}", fixable=False
    )


def generator_expressions(text: str, start: int, end: int) -> list[tuple[int, int, int]]:
    """The outermost CMake generator expressions in text[start:end]: (start, where its value
    starts (after the first ':' at its own level), end after its '>'). An expression never
    closed is left out (the word stays as written)."""
    found = []
    i = start
    while i < end - 1:
        if text.startswith("$<", i):
            depth, j, colon = 0, i, -1
            while j < end:
                if text.startswith("$<", j):
                    depth += 1
                    j += 2
                    continue
                if text[j] == ">":
                    depth -= 1
                    if depth == 0:
                        break
                elif text[j] == ":" and depth == 1 and colon < 0:
                    colon = j + 1
                j += 1
            if j >= end:
                return found
            found.append((i, colon if colon > 0 else j, j + 1))
            i = j + 1
            continue
        i += 1
    return found


def port_words(text: str, start: int, end: int, ctx: FlagContext) -> list[Rewrite]:
    """Rewrites of the compiler words in text[start:end] (nvcc flags, -l of CUDA libraries). The
    value of a CMake generator expression (``$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math
    -maxrregcount=32>``) is ported as flags are outside one, so its '>' stays where it was; a
    CMake list's ';' separates words there."""
    out: list[Rewrite] = []
    pos = start
    for g_start, value, g_end in generator_expressions(text, start, end):
        out += _port_plain(text, pos, g_start, ctx)
        if value < g_end - 1:
            piece = value
            for k in [*(m.start() for m in re.finditer(";", text[value : g_end - 1])), g_end - 1 - value]:
                out += port_words(text, piece, value + k, ctx)
                piece = value + k + 1
        pos = g_end
    return out + _port_plain(text, pos, end, ctx)


def _port_plain(text: str, start: int, end: int, ctx: FlagContext) -> list[Rewrite]:
    """port_words on a span with no generator expression."""
    words = [(m.start() + start, m.end() + start, m.group()) for m in _WORD.finditer(text[start:end])]
    out: list[Rewrite] = []
    i = 0
    while i < len(words):
        s, e, word = words[i]
        quoted = _unquote(word) != word
        rewrites, i = _word_rewrites(words, i, ctx)
        for r in rewrites if quoted and ctx.joiner != " " else ():
            # CMake's "-Wno-deprecated-gpu-targets", an item of a command's list: the word inside its
            # quotes. Removed, the quotes go too; several words become several items ("-G" -> "-g;-O0").
            if r.text == "" and (r.start, r.end) == (s + 1, e - 1):
                r.start, r.end = s, e
            elif r.text:
                r.text = r.text.replace(" ", ctx.joiner)
        out += rewrites
    return out


def _word_rewrites(words: list[tuple[int, int, str]], i: int, ctx: FlagContext) -> tuple[list[Rewrite], int]:
    """The rewrites of words[i] (and of the value it takes), and the index of the next word."""
    s, e, word = words[i]
    i += 1
    if _unquote(word) != word:
        word, s, e = word[1:-1], s + 1, e - 1
    if word.startswith("-l") and word[2:] in LIBRARY_BY_NAME:
        lib = LIBRARY_BY_NAME[word[2:]]
        if lib.lacks:
            return [library_finding(lib, word, s, e)], i
        if lib.link:
            ctx.libraries.add(lib.link)
            return [Rewrite(s, e, f"-l{lib.link}")], i
        return [Rewrite(s, e, "")], i  # the runtime: hipcc links amdhip64 itself
    if word.startswith("$(") and _ARCH_IN_FUNCTION.search(word):
        # $(foreach t,$(TARGETS),-gencode arch=compute_$(t),code=sm_$(t)): NVIDIA architectures made by make
        return _flag_rewrite(FLAG_BY_NAME["-gencode"], "-gencode", word, s, e, ctx), i
    name, eq, value = word.partition("=")
    if word.startswith("-D") and eq and value in DEFINE_VALUES:  # -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CUDA
        return [Rewrite(e - len(value), e, DEFINE_VALUES[value])], i
    flag: Flag | None = FLAG_BY_NAME.get(name)
    if flag is None:
        return [], i
    if flag.takes_value and not eq:
        if i < len(words):
            value, e = words[i][2], words[i][1]
            i += 1
        elif flag.action != "drop":
            return [], i  # its value is elsewhere (the next string of a CMake list): left as written
    elif not flag.takes_value and eq and flag.action != "nvhpc":
        return [], i  # not this flag (e.g. -G=...)
    return _flag_rewrite(flag, name, _unquote(value), s, e, ctx), i


def _flag_rewrite(flag: Flag, name: str, value: str, s: int, e: int, ctx: FlagContext) -> list[Rewrite]:
    message = flag.message.format(flag=name, value=value, targets=ctx.targets_hint)
    if flag.action == "arch":
        text = "" if ctx.seen_arch else ctx.arch_text
        ctx.seen_arch = True
        return [Rewrite(s, e, text, flag.severity, flag.code, message)]
    if flag.action == "unwrap":
        return [Rewrite(s, e, " ".join(w for w in value.split(",") if w))]
    if flag.action == "keep":
        return [Rewrite(s, e, None, flag.severity, flag.code, message, fixable=False)]
    if flag.action == "drop":
        return [Rewrite(s, e, "", flag.severity, flag.code, message)]
    if flag.action == "nvhpc":
        return _nvhpc_rewrite(flag, name, value, s, e, ctx)
    # replace
    if name in ("-x", "--x"):
        return [Rewrite(s, e, "-x hip")] if value == "cu" else []
    hip = dict(flag.by_value).get(value, flag.hip)
    items = [v for v in value.split(",") if v] if flag.each else [value]
    return [Rewrite(s, e, " ".join(hip.format(value=v) for v in items), flag.severity, flag.code, message)]


_NVIDIA_GPU_OPTION = re.compile(r"^(?:cc\d+\w*|sm_\d+\w*|ccall|ccnative|cc\$[({]\w+[)}]|\$[({]\w+[)}])$")


def _nvhpc_rewrite(flag: Flag, name: str, value: str, s: int, e: int, ctx: FlagContext) -> list[Rewrite]:
    """nvc++'s -stdpar, -cudalib, -gpu and its options hipcc needs nothing for."""
    if name == "-stdpar":
        if value in ("", "gpu"):
            return [Rewrite(s, e, "--hipstdpar", flag.severity, flag.code, flag.message.format(flag=name, value="gpu"))]
        return [
            Rewrite(s, e, "", "warning", "build-stdpar",
                    f"{name}={value} dropped: nvc++ runs the parallel algorithms on CPU threads; hipcc's C++"
                    " library runs them with its own backend (TBB where linked), not on the GPU")
        ]  # fmt: skip
    if name == "-cudalib":
        words, lacking = [], []
        for cuda in filter(None, value.split(",")):
            lib = LIBRARY_BY_NAME.get(cuda)
            if lib is None or lib.lacks:
                lacking.append(f"{cuda} ({lib.lacks})" if lib else f"{cuda} (a library cass-lsp knows no HIP one for)")
            elif lib.link:
                ctx.libraries.add(lib.link)
                words.append(f"-l{lib.link}")
        if lacking:
            message = f"{name}={value}: dropped, HIP lacks " + "; ".join(lacking)
            return [Rewrite(s, e, " ".join(words), "error", "build-library-missing", message, fixable=False)]
        return [Rewrite(s, e, " ".join(words))]
    if name == "-gpu":
        options = [o for o in value.split(",") if o]
        if any(_NVIDIA_GPU_OPTION.match(o) for o in options):
            text = "" if ctx.seen_arch else ctx.arch_text
            ctx.seen_arch = True
            message = flag.message.format(flag=name, value=value, targets=ctx.targets_hint)
            return [Rewrite(s, e, text, flag.severity, flag.code, message)]
        return [Rewrite(s, e, "", "info", "build-nvhpc-option", f"{name}={value} dropped: an nvc++ GPU option")]
    return [Rewrite(s, e, "")]  # -cuda, -Minfo...: nothing hipcc needs
