"""Types every layer shares: edits over a source, findings, a translation and its source map.

The bottom of the layering (see tests/test_layers.py): imports nothing else of cass_lsp.
"""
