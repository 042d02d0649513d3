"""`cass-lsp settings-schema`: print the settings' JSON schema (or the settings table of docs/settings.md)."""

from __future__ import annotations

import argparse
import json

from cass_lsp.settings import json_schema, markdown_table


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--markdown", action="store_true", help="print the settings table of docs/settings.md instead")


def run(args: argparse.Namespace) -> int:
    print(markdown_table() if args.markdown else json.dumps(json_schema(), indent=2), end="" if args.markdown else "\n")
    return 0
