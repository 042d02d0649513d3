"""The command line's orchestration: `translate`, `port`, `doctor`, `symbols`, `settings-schema`.

The top layer beside the server: it composes the engines (syntax, translate, models, toolchain)
and is imported by nothing below it.
"""
