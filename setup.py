"""Builds the project's tree-sitter grammars (grammars/*/src/parser.c, committed) as C extensions.

Everything else about the package lives in pyproject.toml; setuptools needs this file only
for ext_modules. No Node and no tree-sitter CLI are needed at install time.
"""

from pathlib import Path

from setuptools import Extension, setup

GRAMMARS = ("sass", "rdna")


def grammar_extension(name: str) -> Extension:
    src = Path("grammars", name, "src")
    sources = ["cass_lsp/syntax/grammar_binding.c", str(src / "parser.c")]
    if (src / "scanner.c").exists():
        sources.append(str(src / "scanner.c"))
    return Extension(
        f"cass_lsp.syntax._{name}",
        sources=sources,
        include_dirs=[str(src)],
        define_macros=[
            ("GRAMMAR", name),
            ("Py_LIMITED_API", "0x030A0000"),
            ("TREE_SITTER_HIDE_SYMBOLS", None),
        ],
        extra_compile_args=["-std=c11", "-O2", "-Wno-unused-parameter"],
        py_limited_api=True,
    )


setup(
    ext_modules=[grammar_extension(name) for name in GRAMMARS if Path("grammars", name, "src", "parser.c").exists()],
    options={"bdist_wheel": {"py_limited_api": "cp310"}},
)
