"""Toolchain layer: discovering hipcc/nvcc, compiling in the background, reading diagnostics and assembly."""
