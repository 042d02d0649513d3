"""A project as cass-lsp reads it: its files, read once by one scanner (scan.py -> model.py's
``Project``), for port, --check, --keep-cuda, assess and the editor's index alike; the one
catalogue of finding codes (codes.py); and its own rules, ``cass-lsp.toml`` at its root
(rule_file.py: reading, problems, schema), whose rules join the translator's rule set (rules.py)
and whose severities join the decisions about findings (``cass_lsp.translate.suppression``). Over
the translator: the command line, the session and the server read it; the translator sees only a
rule set and a policy."""

from cass_lsp.project.rule_file import RULE_FILE, Problem, ProjectRules, find_rule_file, for_path, load, parse

__all__ = ["RULE_FILE", "Problem", "ProjectRules", "find_rule_file", "for_path", "load", "parse"]
