"""The CASS model engine: prompts, backends (transformers, OpenAI-compatible servers), decoding.

Import the submodules you need; nothing here imports torch or transformers:

* ``engine``: ``select_engine(settings)``, ``RuleEngine``, ``ModelEngine``, ``FallbackEngine``;
* ``repair``: compile the model's translation and send the errors back;
* ``transformers_backend`` / ``openai_backend``: where the model runs;
* ``decode``: the fast GPU decode loop (``FastDecoder``);
* ``prompts``, ``sass_normalize``, ``split``: the CASS prompt shapes, SASS normalisation and
  context splitting.

Pointing cass-lsp at a downloaded model or a vLLM server: docs/models.md.
"""
