"""Code that nvcc accepts and clang rejects (checked with nvcc 13.0 and clang 21, HIP 6.4): not a
translation error, but it decides whether a project builds for AMD. Each gets an ``nvcc-only-code``
finding; where the fix is mechanical and means what nvcc made of the code, the translation makes it
and the finding carries it as a fix of the CUDA source (nvcc compiles the fixed source alike):

- CUDA qualifiers that differ between a member's declaration in its class and its out-of-line
  definition (`float f(float);` ... `__device__ float A::f(float x) {...}`): nvcc merges them and
  warns ("redeclared with __device__, hence treated as a __host__ __device__ function"); clang
  rejects ("out-of-line definition of 'f' does not match any declaration", "__device__ function 'f'
  cannot overload __host__ function 'f'"). Both become `__host__ __device__`, nvcc's reading.
- A function template that calls a function this file declares only after it: nvcc finds it at
  the instantiation; clang looks up a name with builtin-typed arguments where the template is
  defined ("call to function 'helper' that is neither visible in the template definition nor found
  by argument-dependent lookup"). The function is declared before the template.
- A `__host__ __device__` function that calls a host function of this file: nvcc warns ("calling a
  __host__ function from a __host__ __device__ function is not allowed"); clang rejects it wherever
  the function is compiled for the GPU.
- An inline, static or template `__device__` function that calls a host function (GooFit's
  `BlattWeisskopf_Norm` calls its host `GooFit::abort`): nvcc compiles it as long as the function is
  never emitted for the GPU; clang rejects the call at once ("no matching function for call to
  'abort'": a host candidate is not viable in a `__device__` function). As `__host__ __device__` the
  call is checked only where the function is emitted for the GPU, as nvcc checks it (and overload
  resolution picks what it picked before on each side). The host functions are this file's and
  those the project's files declare for the host only (``declared_functions``, project facts).
- A `constexpr` (or `const`, constant-initialized) local named by an inline asm operand in a host
  function (fork_union's `"b"(sleep_level)`, vendored by StringZilla): clang's device pass, which reads
  host functions too, says "reference to local variable 'sleep_level' declared in enclosing function".
  As a `static` local it is the same constant, and clang accepts it.
- A `__device__` function defined where only a device pass reads it (`#elif SZ_DEBUG &&
  defined(__CUDA_ARCH__)`), named by a macro or a host function (StringZilla's `sz_assert_` calls
  `sz_assert_cuda_failure_` in its host functions' device pass): nvcc's device pass never reads host
  functions; clang's does, and finds no viable candidate ("no matching function for call to
  'sz_assert_cuda_failure_'"). As `__host__ __device__` it is the same function to the device pass,
  and no other pass reads it.
- `va_arg` in device code: nvcc compiles it; clang does not ("CUDA device code does not support
  va_arg").
- A `__device__` or `__constant__` variable initialized by a call: nvcc folds some calls to constants
  (`abs(-3)`); clang calls it dynamic initialization, which device variables do not support.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from tree_sitter import Node, Query, QueryCursor

from cass_lsp.core.result import Edit, Severity
from cass_lsp.syntax.cuda import Function, function_of, inner_declarator
from cass_lsp.syntax.languages import language
from cass_lsp.translate import lexer
from cass_lsp.translate.collapsed_overloads import parameter_types
from cass_lsp.translate.context import Context, call_arguments
from cass_lsp.translate.cuda_arch import only_device_passes_read
from cass_lsp.translate.directives import directive_at
from cass_lsp.translate.rules import rule

CODE = "nvcc-only-code"
_QUALIFIERS = frozenset({"__host__", "__device__", "__global__"})
_DEVICE_KINDS = frozenset({"kernel", "device", "host_device"})
_VECTOR_MAKERS = ("make_",)  # make_float2 & co.: constexpr in HIP
_NAMESPACE_SCOPES = ("translation_unit", "namespace_definition", "declaration_list")


@cache
def _asm_operands_query() -> Query:
    return Query(language("cuda"), "(gnu_asm_input_operand) @operand")


@cache
def _calls_query() -> Query:
    return Query(language("cuda"), "(call_expression function: (identifier) @callee)")


def _called(node: Node) -> list[Node]:
    """The names of the functions called by name under ``node``, in order."""
    found = QueryCursor(_calls_query()).captures(node).get("callee", [])
    return sorted(found, key=lambda n: n.start_byte)


def _descendants(node: Node, kinds: str | tuple[str, ...]) -> Iterator[Node]:
    """The nodes of type ``kinds`` under ``node`` (itself included), in order."""
    wanted = (kinds,) if isinstance(kinds, str) else kinds
    cursor = [node]
    while cursor:
        current = cursor.pop()
        if current.type in wanted:
            yield current
        cursor.extend(reversed(current.children))


def _qualifiers(node: Node) -> tuple[set[str], list[Node]]:
    """The CUDA qualifiers among ``node``'s specifiers (a declaration or definition), and their nodes."""
    found, nodes = set(), []
    for child in node.children:
        if child.type in ("function_declarator", "compound_statement", "field_identifier", "identifier"):
            break
        text = child.text.decode() if child.text is not None else ""
        if text in _QUALIFIERS:
            found.add(text)
            nodes.append(child)
    return found, nodes


def _meaning(qualifiers: set[str]) -> str:
    if "__global__" in qualifiers:
        return "global"
    if "__device__" in qualifiers:
        return "host_device" if "__host__" in qualifiers else "device"
    return "host"


def _as_host_device(node: Node, qualifiers: set[str], nodes: list[Node]) -> Edit:
    """The edit that makes the declaration or definition ``node`` `__host__ __device__`."""
    if "__device__" in qualifiers:
        at = next(n for n in nodes if n.text == b"__device__").start_byte
        return Edit(at, at, "__host__ ", portable=True)
    if "__host__" in qualifiers:
        at = next(n for n in nodes if n.text == b"__host__").end_byte
        return Edit(at, at, " __device__", portable=True)
    return Edit(node.start_byte, node.start_byte, "__host__ __device__ ", portable=True)


def _merged_qualifiers(
    ctx: Context, declaration: Node, definition: Node
) -> tuple[set[str], set[str], tuple[Edit, ...]] | None:
    """Where a declaration's and its definition's CUDA qualifiers differ (neither `__global__`):
    both written `__host__ __device__`, nvcc's reading; (the declaration's qualifiers, the
    definition's, the edits made). None where they agree."""
    defined, defined_nodes = _qualifiers(definition)
    said, said_nodes = _qualifiers(declaration)
    meanings = {_meaning(defined), _meaning(said)}
    if len(meanings) == 1 or "global" in meanings:
        return None
    fix = tuple(
        _as_host_device(node, found, nodes)
        for node, found, nodes in ((declaration, said, said_nodes), (definition, defined, defined_nodes))
        if _meaning(found) != "host_device"
    )
    for edit in fix:
        ctx.replace(edit.start, edit.end, edit.text)
    return said, defined, fix


def _parameter_count(declarator: Node | None) -> int:
    while declarator is not None and declarator.type != "function_declarator":
        declarator = inner_declarator(declarator)
    params = declarator.child_by_field_name("parameters") if declarator is not None else None
    return len([c for c in params.named_children if c.type != "comment"]) if params is not None else -1


# Where classes are declared: namespace scope, templates, typedefs, #if branches (not function bodies).
_HOLDS_CLASSES = frozenset(
    {"namespace_definition", "declaration_list", "linkage_specification", "template_declaration", "declaration",
     "type_definition", "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"}
)  # fmt: skip


def _classes(node: Node) -> Iterator[Node]:
    for child in node.named_children:
        if child.type in ("struct_specifier", "class_specifier"):
            yield child
        elif child.type in _HOLDS_CLASSES:
            yield from _classes(child)


_WRAPPING_DECLARATORS = frozenset({"reference_declarator", "pointer_declarator"})


def _member_functions(ctx: Context) -> dict[tuple[str, str], list[Node]]:
    """The member functions declared in the classes and structs of this tree: (class, member) ->
    their declarations."""
    found: dict[tuple[str, str], list[Node]] = {}
    for spec in _classes(ctx.root):
        spec_name, body = spec.child_by_field_name("name"), spec.child_by_field_name("body")
        if spec_name is None or body is None:
            continue
        for field in body.named_children:
            # a constructor is a `declaration` (it has no type)
            is_member = field.type in ("field_declaration", "declaration")
            declarator = field.child_by_field_name("declarator") if is_member else None
            while declarator is not None and declarator.type in _WRAPPING_DECLARATORS:  # Vector3R &operator*=(...)
                declarator = inner_declarator(declarator)
            name = declarator.child_by_field_name("declarator") if declarator is not None else None
            if declarator is not None and declarator.type == "function_declarator" and name is not None:
                found.setdefault((ctx.text(spec_name), ctx.text(name)), []).append(field)
    return found


@rule("nvcc-only.qualifiers", phase="range", pattern=b"::", codes={CODE})
def qualifiers(ctx: Context, start: int, end: int) -> None:
    """Out-of-line member definitions whose CUDA qualifiers differ from the declaration's: both
    __host__ __device__, as nvcc treats them."""
    members: dict[tuple[str, str], list[Node]] | None = None
    for fn in ctx.facts.functions:
        definition = fn.node
        if "::" not in fn.name or not (start <= definition.start_byte < end):
            continue
        declarator = definition.child_by_field_name("declarator")
        while declarator is not None and declarator.type != "function_declarator":
            declarator = inner_declarator(declarator)
        qualified = declarator.child_by_field_name("declarator") if declarator is not None else None
        if qualified is None or qualified.type != "qualified_identifier":
            continue
        scope, member = qualified.child_by_field_name("scope"), qualified.child_by_field_name("name")
        if scope is None or member is None or member.type not in ("identifier", "operator_name"):
            continue
        scope_name = scope.child_by_field_name("name") if scope.type == "template_type" else scope
        if scope_name is None:
            continue
        if members is None:
            members = _member_functions(ctx)
        count = _parameter_count(declarator)
        declared = [d for d in members.get((ctx.text(scope_name), ctx.text(member)), [])
                    if _parameter_count(d.child_by_field_name("declarator")) == count]  # fmt: skip
        if len(declared) > 1:  # overloads of one count (MCBooster's applyBoostTo): told apart by their types
            types = _parameter_types(ctx, declarator)
            declared = [d for d in declared if _parameter_types(ctx, d.child_by_field_name("declarator")) == types]
        if len(declared) != 1:
            continue  # overloads, or a class of another file: not ours to judge
        (declaration,) = declared
        merged = _merged_qualifiers(ctx, declaration, definition)
        if merged is None:
            continue
        said, defined, fix = merged
        name = ctx.text(qualified)
        ctx.report(
            CODE,
            f"{name} is declared {_described(said)} in its class and defined {_described(defined)}: nvcc merges the"
            " two and compiles a __host__ __device__ function (with a warning); clang rejects the mismatch"
            f" (\"out-of-line definition of '{ctx.text(member)}' does not match any declaration\"). Both are"
            " written __host__ __device__",
            member.start_byte,
            member.end_byte,
            fix=fix,
            fix_title=f"Declare and define {name} __host__ __device__",
        )


def _parameter_types(ctx: Context, declarator: Node | None) -> str | None:
    """The types of a function declarator's parameters, as written without their names and defaults
    (`(const V &v2 = V())` -> `(const V &)`); None where it is not a function declarator."""
    while declarator is not None and declarator.type != "function_declarator":
        declarator = inner_declarator(declarator)
    params = declarator.child_by_field_name("parameters") if declarator is not None else None
    return parameter_types(ctx, params, hip=False) if params is not None else None


_SPACES = re.compile(r"\s+")


def _friends(ctx: Context) -> Iterator[tuple[Node, Node]]:
    """The functions the classes of this tree declare as friends: (the declaration, its function
    declarator). `__host__ __device__ inline friend V f(...)` is a field the tree types `friend`."""
    for spec in _classes(ctx.root):
        body = spec.child_by_field_name("body")
        for field in body.named_children if body is not None else ():
            if field.type == "friend_declaration":
                field = next((c for c in field.named_children if c.type == "declaration"), field)
            elif field.type != "field_declaration" or not any(c.text == b"friend" for c in field.children):
                continue
            declarator = next((c for c in field.children if c.type == "function_declarator"), None)
            declarator = declarator or field.child_by_field_name("declarator")
            while declarator is not None and declarator.type in _WRAPPING_DECLARATORS:
                declarator = inner_declarator(declarator)
            if declarator is not None and declarator.type == "function_declarator":
                yield field, declarator


@rule("nvcc-only.friend-qualifiers", phase="range", pattern=b"friend", codes={CODE})
def friend_qualifiers(ctx: Context, start: int, end: int) -> None:
    """Friend functions declared with CUDA qualifiers in a class and defined at namespace scope with
    others (MCBooster's Vector3R.h: `__host__ __device__ inline friend Vector3R operator*(...)`, then
    `inline Vector3R operator*(...) {...}`): both __host__ __device__, as nvcc treats them."""
    friends: dict[tuple[str, str], list[Node]] = {}
    for declaration, declarator in _friends(ctx):
        name, types = declarator.child_by_field_name("declarator"), _parameter_types(ctx, declarator)
        if name is not None and types is not None:
            friends.setdefault((_SPACES.sub("", ctx.text(name)), types), []).append(declaration)
    if not friends:
        return
    for fn in ctx.facts.functions:
        definition = fn.node
        parent = fn.outer.parent
        if not (start <= definition.start_byte < end) or parent is None or parent.type not in _NAMESPACE_SCOPES:
            continue
        types = _parameter_types(ctx, definition.child_by_field_name("declarator"))
        declared = friends.get((_SPACES.sub("", ctx.text(fn.name_node)), types or ""), [])
        if types is None or len(declared) != 1:
            continue  # no friend of that signature, or several: not ours to judge
        (declaration,) = declared
        merged = _merged_qualifiers(ctx, declaration, definition)
        if merged is None:
            continue
        said, defined, fix = merged
        name = ctx.text(fn.name_node)
        ctx.report(
            CODE,
            f"{name} is declared {_described(said)} as a friend in its class and defined {_described(defined)}: nvcc"
            ' merges the two and compiles a __host__ __device__ function; clang rejects the mismatch ("__host__'
            f" function '{name}' cannot overload __host__ __device__ function '{name}'\"). Both are written __host__"
            " __device__",
            fn.name_node.start_byte,
            fn.name_node.end_byte,
            fix=fix,
            fix_title=f"Declare and define {name} __host__ __device__",
        )


def _described(qualifiers: set[str]) -> str:
    return " ".join(sorted(qualifiers, reverse=True)) if qualifiers else "without CUDA qualifiers (host)"


def _namespace_functions(ctx: Context) -> dict[str, list[Node]]:
    """Functions defined or declared at namespace scope in this tree, by name: their outer nodes."""
    found: dict[str, list[Node]] = {}
    for fn in ctx.facts.functions:
        parent = fn.outer.parent
        if fn.name_node.type == "identifier" and parent is not None and parent.type in _NAMESPACE_SCOPES:
            found.setdefault(fn.name, []).append(fn.outer)
    for declaration in ctx.root.named_children:
        declarator = declaration.child_by_field_name("declarator") if declaration.type == "declaration" else None
        if declarator is not None and declarator.type == "function_declarator":
            name = declarator.child_by_field_name("declarator")
            if name is not None and name.type == "identifier":
                found.setdefault(ctx.text(name), []).append(declaration)
    return found


def _signature(ctx: Context, outer: Node) -> str | None:
    """A declaration of the function defined at ``outer``: its text up to the body, with `;`. None
    where it has default arguments (a declaration with them, then the definition's, is an error)."""
    definition = outer if outer.type == "function_definition" else outer.named_children[-1]
    body = definition.child_by_field_name("body")
    if body is None:
        return None
    head = ctx.data[outer.start_byte : body.start_byte].decode("utf-8", "replace").rstrip()
    params = next(_descendants(definition, "parameter_list"), None)
    if params is not None and any(c.type == "optional_parameter_declaration" for c in params.named_children):
        return None
    return head + ";"


def _types_declared_between(ctx: Context, start: int, end: int, outer: Node) -> bool:
    """Does ``outer``'s signature name a type the file declares in [start, end)?"""
    names = {ctx.text(t) for t in _descendants(outer, "type_identifier") if t.start_byte < (outer.end_byte)}
    kinds = ("struct_specifier", "class_specifier", "type_definition", "alias_declaration", "enum_specifier")
    for node in _descendants(ctx.root, kinds):
        if start <= node.start_byte < end:
            declared = node.child_by_field_name("name") or node.child_by_field_name("declarator")
            if declared is not None and ctx.text(declared) in names:
                return True
    return False


@rule("nvcc-only.late-declaration", phase="range", pattern=b"template", codes={CODE})
def late_declaration(ctx: Context, start: int, end: int) -> None:
    """Function templates calling a function the file declares only after them: declared before."""
    functions = _namespace_functions(ctx)
    declared_here: set[str] = set()
    for template in ctx.root.named_children:
        if template.type != "template_declaration" or not (start <= template.start_byte < end):
            continue
        definition = template.named_children[-1]
        body = definition.child_by_field_name("body") if definition.type == "function_definition" else None
        later = {n for n, places in functions.items() if min(p.start_byte for p in places) > template.start_byte}
        if body is None or not later:
            continue
        for callee in _called(body):
            name = ctx.text(callee)
            call = callee.parent
            if name not in later or call is None or not call_arguments(call) or name in declared_here:
                continue
            first = functions[name][0]
            line = ctx.data.rfind(b"\n", 0, template.start_byte) + 1
            signature = _signature(ctx, first)
            if signature is not None and not _types_declared_between(ctx, line, first.start_byte, first):
                declared_here.add(name)
                fix = (Edit(line, line, signature + "\n", portable=True),)
                ctx.replace(line, line, signature + "\n")
                how, severity = "declared before it", Severity.WARNING
            else:
                fix, how, severity = (), f"declare {name} before the template", Severity.ERROR
            ctx.report(
                CODE,
                f"`{name}` is declared only after this template: nvcc finds it where the template is instantiated;"
                f" clang looks it up here and rejects the call (\"call to function '{name}' that is neither visible"
                f' in the template definition nor found by argument-dependent lookup"): {how}',
                callee.start_byte,
                callee.end_byte,
                fix=fix,
                fix_title=f"Declare {name} before the template" if fix else "",
                severity=severity,
            )


_IMPLICITLY_HOST_DEVICE = frozenset({b"constexpr", b"consteval"})  # clang compiles them for both


def _plain_host(ctx: Context, fn: Function) -> bool:
    """A host function clang does not also compile for the GPU: not constexpr, not main, and not under
    an #if (whose other branch may define it for the GPU, as helper_math.h's `#ifndef __CUDACC__`)."""
    if fn.kind != "host" or fn.name == "main":
        return False
    if any(c.text in _IMPLICITLY_HOST_DEVICE for c in _specifiers(fn.node)):
        return False
    parent = fn.outer.parent
    while parent is not None:
        if parent.type.startswith("preproc_"):
            return False
        parent = parent.parent
    return True


def _specifiers(definition: Node) -> Iterator[Node]:
    for child in definition.children:
        if child.type in ("function_declarator", "compound_statement"):
            return
        yield child
        if child.type == "type_qualifier" or child.type == "storage_class_specifier":
            yield from child.children


@rule("nvcc-only.host-call", phase="range", pattern=b"__host__", codes={CODE})
def host_call(ctx: Context, start: int, end: int) -> None:
    """`__host__ __device__` functions calling a host function of this file."""
    host_only = {fn.name for fn in ctx.facts.functions if _plain_host(ctx, fn)}
    host_only -= {fn.name for fn in ctx.facts.functions if fn.kind != "host"}  # overloads for the GPU
    host_only -= ctx.mapping.apis.keys()  # CUDA's own (min, fminf...), which HIP has for the GPU too
    if not host_only:
        return
    for fn in ctx.facts.functions:
        if fn.kind != "host_device" or not (start <= fn.node.start_byte < end):
            continue
        for callee in _called(fn.node):
            if ctx.text(callee) not in host_only - {fn.name}:
                continue
            name = ctx.text(callee)
            ctx.report(
                CODE,
                f"`{fn.name}` is __host__ __device__ and calls `{name}`, a host function: nvcc only warns; clang"
                f' rejects the call wherever `{fn.name}` is compiled for the GPU ("reference to __host__ function'
                f" '{name}' in __host__ __device__ function\"). Make `{name}` __host__ __device__ if it can run on"
                f" the GPU, or keep the call out of device code (#ifndef __HIP_DEVICE_COMPILE__)",
                callee.start_byte,
                callee.end_byte,
            )


# Declarations read from the text (project facts: no parse): a name and `(` after a run of words, `::`,
# `*`, `&`, `<...>` and `,` that starts a statement (after `;`, `{` or `}`).
_HEAD = re.compile(rb"(?<=[;{}])([\w\s*&:<>,]*?)\b([A-Za-z_]\w*)\s*\(")
_SKIPPED = re.compile(rb"//[^\n]*|/\*.*?\*/|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.DOTALL | re.MULTILINE)
_WORD = re.compile(rb"[A-Za-z_]\w*")
_NOT_DECLARING = frozenset(
    {b"return", b"else", b"do", b"case", b"new", b"delete", b"throw", b"goto", b"using", b"typedef", b"operator",
     b"co_return", b"co_yield", b"co_await", b"sizeof", b"decltype", b"if", b"for", b"while", b"switch"}
)  # fmt: skip
_GPU_QUALIFIERS = frozenset({b"__device__", b"__global__"})
_PLAIN_UNDERSCORED = frozenset({b"__host__", b"__inline__", b"__forceinline__", b"__noinline__", b"__restrict__"})
_MAYBE_MACRO = re.compile(rb"[A-Z][A-Z0-9_]{2,}|__\w+__")  # GOOFIT_HOSTDEVICE, __hydra_dual__


def declared_functions(data: bytes) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The functions ``data`` declares or defines for the host only, and those it declares for the GPU
    or with a word that may be a macro saying so, read from the text: (host, device)."""
    text = b";" + _SKIPPED.sub(b" ", data)
    host: set[str] = set()
    device: set[str] = set()
    for m in _HEAD.finditer(text):
        prefix, name = m.group(1), m.group(2)
        words = _WORD.findall(prefix)
        if not words or name in _NOT_DECLARING or prefix.count(b"<") != prefix.count(b">"):
            continue
        if any(w in _NOT_DECLARING or w in _IMPLICITLY_HOST_DEVICE for w in words) or _MAYBE_MACRO.fullmatch(name):
            continue
        gpu = any(w in _GPU_QUALIFIERS or (w not in _PLAIN_UNDERSCORED and _MAYBE_MACRO.fullmatch(w)) for w in words)
        (device if gpu else host).add(name.decode("ascii"))
    return tuple(sorted(host)), tuple(sorted(device))


_EMITTED_WHEN_USED = frozenset({"inline", "static", "__forceinline__", "__inline__"})


def _emitted_only_when_used(fn: Function) -> bool:
    """Is ``fn`` compiled only where something calls it (inline, static, a template), by nvcc and clang?"""
    return fn.is_template or any((c.text or b"").decode() in _EMITTED_WHEN_USED for c in _specifiers(fn.node))


@rule("nvcc-only.never-emitted", phase="range", pattern=b"__device__", codes={CODE})
def never_emitted(ctx: Context, start: int, end: int) -> None:
    """Inline, static and template `__device__` functions that call a host function: __host__ __device__."""
    functions = ctx.facts.functions
    candidates = [
        fn for fn in functions
        if fn.kind == "device" and start <= fn.node.start_byte < end and "::" not in fn.name
        and fn.outer.parent is not None and fn.outer.parent.type in _NAMESPACE_SCOPES and _emitted_only_when_used(fn)
    ]  # fmt: skip
    if not candidates:
        return
    host_only = set(ctx.options.host_functions) | {fn.name for fn in functions if _plain_host(ctx, fn)}
    host_only -= {fn.name for fn in functions if fn.kind != "host"}  # overloads for the GPU
    # the whole file's, read once (a chunked translation runs this rule per chunk)
    host_only -= ctx.state("nvcc-only.never-emitted.device", lambda: set(declared_functions(ctx.data)[1]))
    if not host_only:
        return
    namespace: dict[str, list[Node]] | None = None
    for fn in candidates:
        calls = [c for c in _called(fn.node) if ctx.text(c) in host_only - {fn.name}]
        if not calls:
            continue
        namespace = _namespace_functions(ctx) if namespace is None else namespace
        if len(namespace.get(fn.name, [])) != 1:
            continue  # declared before, or overloaded: its declarations would have to agree
        qualifiers, nodes = _qualifiers(fn.node)
        edit = _as_host_device(fn.node, qualifiers, nodes)
        ctx.replace(edit.start, edit.end, edit.text)
        name = ctx.text(calls[0])
        ctx.report(
            CODE,
            f"`{fn.name}` is __device__ and calls `{name}`, a host function: nvcc compiles it as long as"
            f' `{fn.name}` is never emitted for the GPU; clang rejects the call at once ("no matching function for'
            f" call to '{name}'\"). As __host__ __device__, clang checks the call only where `{fn.name}` is"
            " emitted for the GPU, as nvcc does",
            calls[0].start_byte,
            calls[0].end_byte,
            fix=(edit,),
            fix_title=f"Declare {fn.name} __host__ __device__",
        )


def _constant_locals(ctx: Context, body: Node, before: int) -> dict[str, Node]:
    """The `constexpr` (and constant-initialized `const`) locals declared in ``body`` before ``before``,
    not `static`, by name: their declarations."""
    found: dict[str, Node] = {}
    for declaration in _descendants(body, "declaration"):
        if declaration.start_byte >= before:
            break
        words = {(c.text or b"").decode() for c in _specifiers(declaration)}
        if "static" in words or not ({"constexpr", "const"} & words):
            continue
        for init in declaration.children_by_field_name("declarator"):
            name, value = init.child_by_field_name("declarator"), init.child_by_field_name("value")
            if init.type != "init_declarator" or name is None or name.type != "identifier" or value is None:
                continue
            if "constexpr" in words or value.type == "number_literal":
                found[ctx.text(name)] = declaration
    return found


@rule("nvcc-only.asm-constant", phase="range", pattern=b"asm", codes={CODE})
def asm_constant(ctx: Context, start: int, end: int) -> None:
    """Constant locals named by an inline asm operand of a host function: `static`."""
    done: set[int] = set()
    cursor = QueryCursor(_asm_operands_query())
    cursor.set_byte_range(start, end)  # the range's only: a chunked translation runs this per chunk
    for operand in sorted(cursor.captures(ctx.root).get("operand", []), key=lambda n: n.start_byte):
        if not (start <= operand.start_byte < end):
            continue
        function = operand.parent
        while function is not None and function.type != "function_definition":
            function = function.parent
        body = function.child_by_field_name("body") if function is not None else None
        if function is None or body is None or _meaning(_qualifiers(function)[0]) != "host":
            continue
        value = operand.child_by_field_name("value")
        names = [value] if value is not None and value.type == "identifier" else []
        constants = _constant_locals(ctx, body, operand.start_byte) if names else {}
        for name in names:
            declaration = constants.get(ctx.text(name))
            if declaration is None or declaration.start_byte in done:
                continue
            done.add(declaration.start_byte)
            edit = Edit(declaration.start_byte, declaration.start_byte, "static ", portable=True)
            ctx.replace(edit.start, edit.end, edit.text)
            ctx.report(
                CODE,
                f"`{ctx.text(name)}`, a constant local, is an operand of inline asm in a host function: nvcc and a"
                " host compiler accept it; clang's device pass, which reads host functions too, rejects it"
                f" (\"reference to local variable '{ctx.text(name)}' declared in enclosing function\"). As a"
                " static local it is the same constant",
                name.start_byte,
                name.end_byte,
                fix=(edit,),
                fix_title=f"Make {ctx.text(name)} static",
            )


def _named_outside_device_code(ctx: Context, fn: Function) -> Node | None:
    """The first place outside ``fn`` that names it in a macro's body or in a host function."""
    kinds = [(f.node.start_byte, f.node.end_byte, f.kind) for f in ctx.facts.functions if f is not fn]
    for start, end, _ in lexer.occurrences(ctx.data, (fn.name,)):
        if fn.node.start_byte <= start < fn.node.end_byte:
            continue
        inside = [kind for lo, hi, kind in kinds if lo <= start < hi]
        if directive_at(ctx.data, start) == "define" or (inside and inside[-1] == "host"):
            return ctx.root.descendant_for_byte_range(start, end)
    return None


@rule("nvcc-only.device-pass-function", phase="range", pattern=b"__device__", codes={CODE})
def device_pass_function(ctx: Context, start: int, end: int) -> None:
    """`__device__` functions only a device pass reads, that host code names: __host__ __device__."""
    namespace: dict[str, list[Node]] | None = None
    for fn in ctx.facts.functions:
        if fn.kind != "device" or not (start <= fn.node.start_byte < end) or "::" in fn.name:
            continue
        if not only_device_passes_read(ctx, fn.node.start_byte, fn.node.end_byte):
            continue
        if sum(f.name == fn.name for f in ctx.facts.functions) > 1:
            continue  # an #else defines it too (bitcracker's LOP3LUT_XOR): the branches are one reading
        named = _named_outside_device_code(ctx, fn)
        namespace = _namespace_functions(ctx) if namespace is None else namespace
        if named is None or [n for n in namespace.get(fn.name, []) if n != fn.outer]:
            continue  # declared elsewhere too: the declarations would have to agree
        qualifiers, nodes = _qualifiers(fn.node)
        edit = _as_host_device(fn.node, qualifiers, nodes)
        ctx.replace(edit.start, edit.end, edit.text)
        ctx.report(
            CODE,
            f"`{fn.name}` is __device__ where only a device pass reads it, and a macro or a host function names it:"
            " nvcc's device pass never reads host functions; clang's does, and finds no viable candidate"
            f" (\"no matching function for call to '{fn.name}'\"). As __host__ __device__ it is the same function"
            " to the device pass, and no other pass reads it",
            fn.name_node.start_byte,
            fn.name_node.end_byte,
            fix=(edit,),
            fix_title=f"Declare {fn.name} __host__ __device__",
        )


@rule("nvcc-only.va-arg", names={"va_arg"}, codes={CODE})
def va_arg(ctx: Context, node: Node, name: str) -> None:
    """va_arg in device code, which clang does not compile."""
    function = node.parent
    while function is not None and function.type != "function_definition":
        function = function.parent
    described = function_of(function) if function is not None else None
    if described is None or described.kind not in _DEVICE_KINDS:
        return
    ctx.report(
        CODE,
        f"`{name}` in device code (`{described.name}`): nvcc compiles it; clang does not"
        ' ("CUDA device code does not support va_arg"). Pass the values another way (an array and its length)',
        node.start_byte,
        node.end_byte,
        severity=Severity.ERROR,
    )


@rule("nvcc-only.dynamic-init", phase="range", pattern=b"__", codes={CODE})
def dynamic_init(ctx: Context, start: int, end: int) -> None:
    """`__device__`/`__constant__` variables initialized by a call."""
    for declaration in ctx.root.named_children:
        if declaration.type != "declaration" or not (start <= declaration.start_byte < end):
            continue
        space, _ = _qualifiers(declaration)
        texts = {c.text for c in declaration.children}
        if "__device__" not in space and b"__constant__" not in texts:
            continue
        for init in declaration.named_children:
            value = init.child_by_field_name("value") if init.type == "init_declarator" else None
            calls = [c for c in _descendants(value, "call_expression")] if value is not None else []
            called = [c.child_by_field_name("function") for c in calls]
            names = [ctx.text(c) for c in called if c is not None]
            shown = [n for n in names if not n.startswith(_VECTOR_MAKERS)]
            if not shown:
                continue
            ctx.report(
                CODE,
                f"Initialized by a call ({', '.join(dict.fromkeys(shown))}): nvcc folds some calls to constants;"
                " clang calls it dynamic initialization, which __device__ and __constant__ variables do not"
                " support. Write the value (a literal, or a constexpr expression)",
                value.start_byte,  # type: ignore[union-attr]
                value.end_byte,  # type: ignore[union-attr]
                severity=Severity.ERROR,
            )
