"""Inline PTX: the statements whose every instruction has an exact HIP form are translated
(parse.py reads them, lower.py writes the C++, rule.py is the rule); the others keep an error
finding naming the instruction."""
