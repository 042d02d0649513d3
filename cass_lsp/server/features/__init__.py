"""Feature modules: one ``Feature`` subclass each, composed in ``cass_lsp.server.cli``."""
