"""The syntax layer: tree-sitter parsers for CUDA/HIP, SASS and AMD GPU assembly.

Usable without the server: nothing here imports pygls.
"""
