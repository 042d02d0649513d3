"""`cass-lsp serve`: run the language server over stdio (default) or TCP on 127.0.0.1."""

from __future__ import annotations

import argparse
import logging
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    transport = parser.add_mutually_exclusive_group()
    transport.add_argument("--stdio", action="store_true", help="speak LSP over stdin/stdout (the default)")
    transport.add_argument("--tcp", type=int, metavar="PORT", help="listen on 127.0.0.1:PORT instead")
    parser.add_argument("--log-file", help="write the server's log here (stderr by default)")
    parser.add_argument("--log-level", default="WARNING", choices=["DEBUG", "INFO", "WARNING", "ERROR"])


def features() -> list[type]:
    """The features, in hover order (the first that answers a hover wins)."""
    from cass_lsp.server.features.build_files import BuildFilesFeature
    from cass_lsp.server.features.code_actions import CodeActionsFeature
    from cass_lsp.server.features.compile_check import CompileCheckFeature
    from cass_lsp.server.features.kernel_hover import KernelHoverFeature
    from cass_lsp.server.features.model_actions import ModelActionsFeature
    from cass_lsp.server.features.project_rules import ProjectRulesFeature
    from cass_lsp.server.features.status import StatusFeature
    from cass_lsp.server.features.syntax import SyntaxFeature
    from cass_lsp.server.features.translation import TranslationFeature

    return [
        SyntaxFeature,
        TranslationFeature,
        BuildFilesFeature,
        CodeActionsFeature,
        CompileCheckFeature,
        KernelHoverFeature,
        ProjectRulesFeature,  # after the kernel hover: a kernel's name is the project's, not CUDA's
        ModelActionsFeature,
        StatusFeature,
    ]


def make_server(session=None):  # type: ignore[no-untyped-def]
    """The language server with every feature over ``session`` (a new one by default)."""
    from cass_lsp.server.server import CassLanguageServer

    return CassLanguageServer(features(), session)


def run(args: argparse.Namespace) -> int:
    handler: logging.Handler = (
        logging.FileHandler(args.log_file) if args.log_file else logging.StreamHandler(sys.stderr)
    )
    logging.basicConfig(
        level=args.log_level, handlers=[handler], format="%(asctime)s %(name)s %(levelname)s %(message)s"
    )
    # pygls logs every message body at INFO: keep that out of the user's log unless asked.
    logging.getLogger("pygls").setLevel(max(logging.WARNING, logging.getLogger().level))

    from cass_lsp.syntax.memory import use_mmap_for_large_blocks

    use_mmap_for_large_blocks()
    server = make_server()
    if args.tcp is not None:
        # Loopback only: the server can read and write the user's files through edits.
        server.start_tcp("127.0.0.1", args.tcp)
    else:
        server.start_io()
    return 0
