"""cass-lsp: a language server for porting CUDA to HIP."""

__version__ = "0.1.0"
