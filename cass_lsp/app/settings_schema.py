"""`cass-lsp settings-schema`: print the settings' JSON schema (or the settings table of docs/settings.md), or with
``--rule-file`` the JSON Schema of a project's ``cass-lsp.toml`` (for TOML editors: Even Better
TOML and taplo validate and complete a TOML file against it)."""

from __future__ import annotations

import argparse
import json

from cass_lsp.settings import json_schema, markdown_table


def configure(parser: argparse.ArgumentParser) -> None:
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--markdown", action="store_true", help="print the settings table of docs/settings.md instead")
    what.add_argument(
        "--rule-file", action="store_true", help="print the JSON Schema of a project's rule file, cass-lsp.toml"
    )


def run(args: argparse.Namespace) -> int:
    if args.rule_file:
        from cass_lsp.project.rule_file import schema  # the translator's catalogue: only when asked

        print(json.dumps(schema(), indent=2))
    elif args.markdown:
        print(markdown_table(), end="")
    else:
        print(json.dumps(json_schema(), indent=2))
    return 0
