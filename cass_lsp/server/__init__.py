"""The language server: a thin pygls protocol layer (server.py) and feature modules (features/)."""
