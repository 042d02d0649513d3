"""Macros that paste CUDA names together: `#define cuda(x) check(cuda##x, #x)`, used `cuda(Malloc(&p, n))`.

No CUDA name appears whole in the file, so no table renames one; the HIP build calls cudaMalloc.
One rule translates every such macro:

- In ``#define NAME(...)``, a prefix pasted before a parameter becomes HIP's by HIPIFY's naming
  convention (``cuda##x`` -> ``hip##x``, ``cublas##x`` -> ``hipblas##x``, ``CUDA_##x`` ->
  ``HIP_##x``...), and each use of NAME in the file is checked (the argument of that parameter).
- Each use is the name ``prefix + rest`` written whole, as the tables report it (``tables.apply``:
  a HIP too old for it, deprecated, no equivalent; ``unknown-cuda-api`` where no table knows it and
  the project does not declare it). Where HIP's name keeps the HIP prefix but not the rest
  (cudaMallocHost is hipHostMalloc), the pasted part is rewritten (``cuda(HostMalloc(&p, n))``);
  where no rest can follow the HIP prefix (under --roc, rocBLAS's snake case), a ``token-paste``
  error says what to call instead.
- A use whose pasted call HIP declares under another name or without CUDA's C++ overload is written
  as HIP's call (the runtime's overloads: ``cuda(EventCreate(&e, flags))`` ->
  ``cuda(EventCreateWithFlags(&e, flags))``, ``cuda(HostGetDevicePointer((void**)&p, h, 0))``), in
  both forms, ``cuda(Call(args))`` and ``CALL(Call, args...)`` (``cuda##fn(__VA_ARGS__)``).
- The macros of the project's other files are followed into every file that uses them (``port``
  and ``translate`` read them all first: ``pasting_macros``, project.py), so a header of error
  checks pastes for the sources that include it. A macro defined here with no use here, in a
  translation that knows no more of the project, gets a ``token-paste`` note: its uses elsewhere
  are checked only where the project is known or names it.

A project's rule file (``[pasting-macros]`` in ``cass-lsp.toml``, cass_lsp/project/rule_file.py)
gives data this rule consults (``PastingMacro``, through ``TranslateOptions.project``): a macro it
names is followed into the files that use it without defining it (its first argument is the
pasted one), its prefix may be one the convention does not know (with its HIP prefix), and
``"off"`` leaves a macro and its uses as written (one that pastes the project's own names).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.translate import calls, lexer, tables, unknown_api
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule

CODE = "token-paste"

# HIPIFY's naming convention, per prefix a macro pastes to.
PREFIXES = {
    "cuda": "hip",
    "cublas": "hipblas",
    "cufft": "hipfft",
    "curand": "hiprand",
    "cusparse": "hipsparse",
    "cusolver": "hipsolver",
    "nvrtc": "hiprtc",
    "cu": "hip",
    "CUDA_": "HIP_",
    "CUBLAS_": "HIPBLAS_",
    "CUFFT_": "HIPFFT_",
    "CURAND_": "HIPRAND_",
    "CUSPARSE_": "HIPSPARSE_",
    "CUSOLVER_": "HIPSOLVER_",
    "NVRTC_": "HIPRTC_",
    "CU_": "HIP_",
}


@dataclass(frozen=True)
class PastingMacro:
    """A macro a project names (``[pasting-macros]``): ``NAME(rest...)`` pastes ``prefix`` before
    its first argument, ``hip_prefix`` in the HIP build; ``off``: left as written, uses and all."""

    name: str
    prefix: str = "cuda"
    hip_prefix: str = "hip"
    off: bool = False
    index: int = 0  # the argument it pastes to
    variadic: bool = False  # `prefix##f(__VA_ARGS__)`: the call's arguments follow the pasted one


@dataclass(frozen=True)
class _Pasting:
    """What one macro pastes: ``prefix`` (``hip_prefix`` for HIP) before its argument ``index``."""

    macro: str
    index: int
    prefix: str
    hip_prefix: str
    variadic: bool = False  # the macro's arguments after ``index`` are the pasted call's


_LEADING_NAME = re.compile(rb"\s*([A-Za-z_]\w*)")
_OPEN = re.compile(rb"[ \t]*\(")


@rule("token-paste", phase="range", codes={CODE, "unknown-cuda-api", "hip-compat", *tables.API_CODES},
      produces={"runtime_api", "compat"})  # fmt: skip
def rewrite(ctx: Context, start: int, end: int) -> None:
    """Macros pasting CUDA names (cuda##x): HIP's prefix pasted, each use's rest checked against the tables and
    rewritten where HIP's name differs; the project's [pasting-macros] (cass-lsp.toml) name more, or turn one off."""
    named = configured(ctx)
    if ctx.data.find(b"##", start, end) >= 0:
        _defines(ctx, start, end, named)
    followed = [m for m in named.values() if not m.off]
    if not followed:
        return  # none named: what the file's own #defines paste is all
    # Defined in another file: what the project says it pastes, in the uses of this range.
    defined_here = tables.own_macros(ctx)
    for macro in (m for m in followed if m.name not in defined_here):
        pasting = _Pasting(macro.name, macro.index, macro.prefix, macro.hip_prefix, macro.variadic)
        for use in _uses(ctx, pasting, start, end):
            _check_use(ctx, pasting, *use)


def configured(ctx: Context) -> Mapping[str, PastingMacro]:
    """The project's pasting macros by name: those its files define (``TranslateOptions.pasting_macros``),
    and its rule file's, which win."""
    project = ctx.options.project
    named = {m.name: m for m in ctx.options.pasting_macros}
    named.update((m.name, m) for m in (project.pasting_macros if project is not None else ()))
    return named


_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)\(([^)\n]*)\)((?:[^\n]*\\\r?\n)*[^\n]*)", re.MULTILINE)
_VA_CALL = re.compile(rb"[ \t]*\([ \t]*__VA_ARGS__[ \t]*\)")


def pasting_macros(data: bytes) -> tuple[PastingMacro, ...]:
    """The macros the source ``data`` defines that paste a prefix of HIPIFY's convention before a
    parameter (read lexically: for the other files of a project, project.py)."""
    if b"##" not in data:
        return ()
    found: dict[str, PastingMacro] = {}
    for define in _DEFINE.finditer(data):
        name, params, body = define.group(1).decode(), define.group(2), define.group(3)
        parameters = [p.strip().decode() for p in params.split(b",")]
        for m in _paste_pattern(frozenset()).finditer(body):
            param = m.group(2).decode()
            if param in parameters and name not in found:
                index = parameters.index(param)
                found[name] = PastingMacro(name, m.group(1).decode(), PREFIXES[m.group(1).decode()], index=index,
                                           variadic=_variadic(body, m.end(), parameters, index))  # fmt: skip
    return tuple(found.values())


def _variadic(body: bytes, after: int, parameters: list[str], index: int) -> bool:
    """Is the pasted name called with the macro's remaining arguments: `cuda##fn(__VA_ARGS__)`, fn the
    last named parameter?"""
    return parameters[-1] == "..." and index == len(parameters) - 2 and _VA_CALL.match(body, after) is not None


def _defines(ctx: Context, start: int, end: int, named: Mapping[str, PastingMacro]) -> None:
    """``#define NAME(...)`` bodies in [start, end) that paste a prefix before a parameter."""
    extra = frozenset(m.prefix for m in named.values() if not m.off)
    for m in _paste_pattern(extra).finditer(ctx.data, start, end):
        body = ctx.root.descendant_for_byte_range(m.start(), m.end())
        define = body.parent if body is not None and body.type == "preproc_arg" else None
        name_node = define.child_by_field_name("name") if define is not None else None
        if define is None or define.type != "preproc_function_def" or name_node is None:
            continue
        prefix, param, macro = m.group(1).decode(), m.group(2).decode(), ctx.text(name_node)
        parameters = _parameters(ctx, define)
        index = parameters.index(param) if param in parameters else None
        hip_prefix = _hip_prefix(named.get(macro), prefix)
        if index is None or hip_prefix is None:
            continue
        ctx.replace(m.start(1), m.end(1), hip_prefix)
        written = define.child_by_field_name("parameters")
        raw = [p.strip() for p in ctx.text(written)[1:-1].split(",")] if written is not None else []
        variadic = _variadic(ctx.data[: define.end_byte], m.end(), raw, raw.index(param) if param in raw else -1)
        pasting = _Pasting(macro, index, prefix, hip_prefix, variadic)
        checked = ctx.state("token-paste.checked", set)
        if pasting in checked:  # defined again (#ifdef ... #else): its uses were checked once
            continue
        checked.add(pasting)
        uses = _uses(ctx, pasting)
        for use in uses:
            _check_use(ctx, pasting, *use)
        if not uses and macro not in named:
            ctx.report(
                CODE,
                f"`{prefix}##{param}` pastes CUDA names together: written `{hip_prefix}##{param}`, which makes HIP's"
                f" names where they follow HIPIFY's convention ({prefix}X -> {hip_prefix}X). This file does not use"
                f" the macro: a use elsewhere whose HIP name differs (cudaMallocHost is hipHostMalloc) will not"
                f" compile unless the project names the macro (cass-lsp.toml: [pasting-macros] {macro} = {{}})",
                m.start(1),
                m.end(1),
            )


def _hip_prefix(named: PastingMacro | None, prefix: str) -> str | None:
    """What ``prefix`` becomes in a macro the project may name; None: left as written."""
    if named is not None and named.off:
        return None
    if named is not None and named.prefix == prefix:
        return named.hip_prefix
    return PREFIXES.get(prefix)


@lru_cache(maxsize=16)
def _paste_pattern(extra: frozenset[str]) -> re.Pattern[bytes]:
    """``prefix ## param`` for the convention's prefixes and ``extra`` (a project's own)."""
    prefixes = sorted({*PREFIXES, *extra}, key=len, reverse=True)
    return re.compile(
        rb"(?<![\w#])(" + b"|".join(re.escape(p.encode()) for p in prefixes) + rb")[ \t]*##[ \t]*([A-Za-z_]\w*)"
    )


def _parameters(ctx: Context, define: Node) -> list[str]:
    params = define.child_by_field_name("parameters")
    return [ctx.text(c) for c in params.named_children if c.type == "identifier"] if params is not None else []


def _uses(ctx: Context, pasting: _Pasting, start: int = 0, end: int | None = None) -> list[tuple[int, int, str]]:
    """The pasted part of each use of the macro in code and in #define bodies (between ``start`` and
    ``end``; default the whole file): the name leading its argument ``pasting.index``."""
    found = []
    for s, e, _ in lexer.occurrences(ctx.data, (pasting.macro,), start, end):
        node = ctx.node_at(s, e)
        if node is None:
            continue
        if node.type == "identifier":
            call = call_of_callee(node)
            args = call_arguments(call) if call is not None else []
            lead = _LEADING_NAME.match(ctx.data, args[pasting.index].start_byte) if len(args) > pasting.index else None
        elif node.type == "preproc_arg":
            lead = _argument_in_body(ctx.data, e, node.end_byte, pasting.index)
            define = node.parent
            if lead is not None and define is not None and lead.group(1).decode() in _parameters(ctx, define):
                continue  # the enclosing macro's parameter: what it pastes is decided at its uses
        else:
            continue
        if lead is not None:
            found.append((lead.start(1), lead.end(1), lead.group(1).decode()))
    return found


def _argument_in_body(data: bytes, after: int, end: int, index: int) -> re.Match[bytes] | None:
    """The name leading argument ``index`` of a call whose name ends at ``after`` in a #define body
    (the body is text, not a tree)."""
    opened = _OPEN.match(data, after, end)
    if opened is None:
        return None
    depth, argument, begin = 0, 0, opened.end()
    for pos in range(opened.end(), end):
        c = data[pos : pos + 1]
        if c in (b"(", b"[", b"{"):
            depth += 1
        elif c in (b")", b"]", b"}"):
            if depth == 0:
                break
            depth -= 1
        elif c == b"," and depth == 0:
            if argument == index:
                break
            argument, begin = argument + 1, pos + 1
    return _LEADING_NAME.match(data, begin, end) if argument == index else None


def _check_use(ctx: Context, pasting: _Pasting, start: int, end: int, rest: str) -> None:
    """The use's pasted part ``rest`` (at [start, end)), reported as the name it makes is."""
    prefix, hip_prefix = pasting.prefix, pasting.hip_prefix
    name = prefix + rest
    entry = ctx.mapping.apis.get(name)
    if entry is None:
        if unknown_api.unknown(ctx, name):
            ctx.report(unknown_api.CODE, unknown_api.message(f"{name} (pasted by {pasting.macro}({rest}...))"),
                       start, end)  # fmt: skip
        return
    hip = entry.hip
    if entry.supported:
        args = _call_arguments(ctx, pasting, start, end)
        if args is not None:
            hip = _as_hip_call(ctx, name, hip, args)
    if entry.supported and not hip.startswith(hip_prefix):
        ctx.report(
            CODE,
            f"{rest} here makes {name} (the macro {pasting.macro} pastes {prefix}##, written {hip_prefix}##), whose"
            f" HIP name is {hip}: call {hip} without the macro",
            start,
            end,
            severity=Severity.ERROR,
        )
        return
    tables.apply(ctx, entry, start, end, None, text=hip[len(hip_prefix) :] if entry.supported else None)


def _call_arguments(ctx: Context, pasting: _Pasting, start: int, end: int) -> list[Node] | None:
    """The arguments of the call a use in code pastes: `cuda(Name(args))`, or the macro's own after
    the pasted one where it calls the name with them (``variadic``); None where not known."""
    node = ctx.node_at(start, end)
    if node is None or node.type != "identifier":
        return None
    call = call_of_callee(node)
    if call is not None:
        return call_arguments(call)
    if pasting.variadic and node.parent is not None and node.parent.type == "argument_list":
        macro_args = [c for c in node.parent.named_children if c.type != "comment"]
        return macro_args[pasting.index + 1 :]
    return None


def _as_hip_call(ctx: Context, name: str, hip: str, args: list[Node]) -> str:
    """The HIP function the pasted call of ``name`` becomes, with its arguments as HIP takes them:
    the runtime's C++ overloads that HIP names apart (libcalls' rewrites that only rename and add
    constant arguments), and the allocation calls' pointer casts and C defaults (calls.py)."""
    spec = ctx.mapping.call_rewrites.get(name)
    for case in spec["cases"] if spec is not None else ():
        if case.get("nargs", len(args)) != len(args) or not _renames_and_appends(case, len(args)):
            continue
        extra = [a for a in case["args"] if isinstance(a, str)]
        if extra and args:
            ctx.replace(args[-1].end_byte, args[-1].end_byte, "".join(f", {a}" for a in extra))
        hip = case.get("to") or hip
        break
    if name in ctx.mapping.void_pp_first_arg:
        calls.cast_void_pp_arguments(ctx, args, hip)
    return hip


def _renames_and_appends(case: dict, count: int) -> bool:  # type: ignore[type-arg]
    """Does the rewrite keep the ``count`` arguments in place and only add constants after them?"""
    kept, added = case["args"][:count], case["args"][count:]
    simple = not any(key in case for key in ("when", "unless", "pure", "expr", "include", "note"))
    return simple and kept == list(range(count)) and all(isinstance(a, str) and "{" not in a for a in added)
