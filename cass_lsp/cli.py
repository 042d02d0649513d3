"""The `cass-lsp` command line.

Each subcommand lives with the engine it drives: a module that defines
``configure(parser)`` and ``run(args) -> int``. They are imported only when chosen, so
`cass-lsp serve` starts without loading the translation tables or torch.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from cass_lsp import __version__

# name -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "serve": ("cass_lsp.server.cli", "run the language server (stdio by default)"),
    "symbols": ("cass_lsp.app.symbols", "list the symbols of CUDA, SASS or AMD assembly files"),
    "translate": ("cass_lsp.app.translate", "translate CUDA files to HIP"),
    "port": ("cass_lsp.app.port", "port a whole source tree from CUDA to HIP"),
    "assess": ("cass_lsp.app.assess", "how much work porting a tree is, file by file, before any port"),
    "rules": ("cass_lsp.app.rules", "list the translator's rules in the order they run"),
    "explain": ("cass_lsp.app.explain", "what a CUDA name becomes in HIP, since which release, and what comes with it"),
    "doctor": ("cass_lsp.app.doctor", "show the toolchains found and what is missing"),
    "verify": ("cass_lsp.app.verify", "build a CUDA tree and its port, run both and compare what they print"),
    "trace": ("cass_lsp.app.trace", "run a program and its translation, name the first kernel whose results differ"),
    "settings-schema": ("cass_lsp.app.settings_schema", "print the settings' JSON schema"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cass-lsp", description="Port GPU code from CUDA to HIP.")
    parser.add_argument("--version", action="version", version=f"cass-lsp {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_module, help_text) in SUBCOMMANDS.items():
        sub.add_parser(name, help=help_text, description=help_text)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not argv or argv[0] not in SUBCOMMANDS:
        args = parser.parse_args(argv)  # prints help/version or the error
        parser.print_help()
        return 2
    name = argv[0]
    module = importlib.import_module(SUBCOMMANDS[name][0])
    sub_parser = argparse.ArgumentParser(prog=f"cass-lsp {name}", description=SUBCOMMANDS[name][1])
    module.configure(sub_parser)
    args = sub_parser.parse_args(argv[1:])
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
