"""Backend ``openai``: a CASS model served by any OpenAI-compatible server.

vLLM, SGLang, TGI, Ollama and ``transformers serve`` all answer ``POST {base}/chat/completions``.
We send the CASS conversation with greedy decoding (``temperature: 0``) and ``stream: true``,
and read the server-sent events as they come (``data: {...}`` lines, ``data: [DONE]``). A server
that ignores ``stream`` and answers with one JSON body is read too.

* ``model.baseUrl`` is the API root (``http://host:8000/v1``; a URL without ``/v1`` gets it).
* The API key comes from the environment variable named by ``model.apiKeyEnv`` (never from
  settings); no key, no ``Authorization`` header (local servers need none).
* ``model.timeoutSeconds`` bounds connecting, and every wait for the server's next bytes: a
  server that accepts and never answers fails after that long; a slow but streaming one runs on.
* ``model.retries`` retries, with exponential backoff (0.5 s, 1 s, 2 s... capped at 8 s, or the
  server's ``Retry-After``), connection failures, 429 and 5xx answers. Nothing is retried once
  text has streamed, or after a timeout (the server is up but slow: retrying would double the
  wait).
* Only httpx is used (a core dependency), no OpenAI SDK.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from collections.abc import Callable
from typing import Any

import httpx

from cass_lsp.models.base import CancelToken, Completion, EngineUnavailable, ServerError, TextCallback
from cass_lsp.models.prompts import Message, Task

BACKOFF_FIRST_SECONDS = 0.5
BACKOFF_MAX_SECONDS = 8.0
# Without the model's tokenizer, a conservative estimate: Qwen's BPE averages over 3.5 bytes a
# token on CUDA code; counting 3 keeps split pieces inside the window.
BYTES_PER_TOKEN_ESTIMATE = 3.0


def chat_url(base_url: str) -> str:
    base = base_url.strip().rstrip("/")
    if base.endswith("/chat/completions"):
        return base
    if not base.endswith("/v1"):
        base += "/v1"
    return base + "/chat/completions"


class _Retryable(Exception):
    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after")
    try:
        return min(BACKOFF_MAX_SECONDS * 4, float(value)) if value else None
    except ValueError:
        return None


def _server_message(body: bytes) -> str:
    try:
        data = json.loads(body)
    except ValueError:
        return body.decode("utf-8", "replace").strip()[:300]
    if isinstance(data, dict):
        error = data.get("error", data.get("detail", data))
        if isinstance(error, dict):
            return str(error.get("message", error))[:300]
        return str(error)[:300]
    return str(data)[:300]


class _Partial:
    """Text streamed so far by the current attempt (returned when the user cancels)."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.tokens = 0


class OpenAIBackend:
    """The ``openai`` backend (see the module docstring)."""

    name = "openai"

    def __init__(
        self,
        base_url: str,
        source_model: str,
        asm_model: str = "",
        *,
        api_key_env: str = "OPENAI_API_KEY",
        timeout: float = 120.0,
        retries: int = 2,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if not base_url.strip():
            raise EngineUnavailable(
                "the openai backend needs a server.", "Set model.baseUrl, e.g. http://127.0.0.1:8000/v1."
            )
        self.url = chat_url(base_url)
        self.models: dict[Task, str] = {"source": source_model.strip(), "asm": asm_model.strip()}
        self.api_key_env = api_key_env
        self.timeout = timeout
        self.retries = retries
        self._transport = transport
        self._client: httpx.AsyncClient | None = None
        self._client_loop: asyncio.AbstractEventLoop | None = None
        self.attempts_made = 0  # for tests: requests sent, retries included

    @classmethod
    def from_settings(cls, settings: Any) -> OpenAIBackend:
        return cls(
            settings.base_url,
            settings.source_model,
            settings.asm_model,
            api_key_env=settings.api_key_env,
            timeout=settings.timeout_seconds,
            retries=settings.retries,
        )

    def model_for(self, task: Task) -> str:
        return self.models[task]

    async def token_counter(self, task: Task) -> Callable[[str], int]:
        return lambda text: int(len(text.encode()) / BYTES_PER_TOKEN_ESTIMATE) + 1

    def _client_for_loop(self) -> httpx.AsyncClient:
        loop = asyncio.get_running_loop()
        if self._client is None or self._client.is_closed or self._client_loop is not loop:
            self._client_loop = loop
            timeout = httpx.Timeout(self.timeout, connect=min(self.timeout, 10.0))
            self._client = httpx.AsyncClient(timeout=timeout, transport=self._transport)
        return self._client

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream", "Content-Type": "application/json"}
        key = os.environ.get(self.api_key_env, "").strip() if self.api_key_env else ""
        if key:
            headers["Authorization"] = f"Bearer {key}"
        return headers

    async def complete(
        self,
        task: Task,
        messages: list[Message],
        *,
        max_new_tokens: int,
        on_text: TextCallback | None = None,
        cancel: CancelToken | None = None,
        draft: str | None = None,  # servers do their own speculative decoding, if any
    ) -> Completion:
        model = self.models[task]
        if not model:
            setting = "model.sourceModel" if task == "source" else "model.asmModel"
            raise EngineUnavailable(f"no {task} model is configured for the server.", f"Set {setting}.")
        cancel = cancel or CancelToken()
        payload = {
            "model": model,
            "messages": messages,
            "max_tokens": max_new_tokens,
            "temperature": 0,
            "stream": True,
        }
        partial = _Partial()
        request = asyncio.ensure_future(self._with_retries(payload, on_text, partial))
        cancelled = asyncio.ensure_future(cancel.wait())
        try:
            done, _ = await asyncio.wait({request, cancelled}, return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            request.cancel()
            raise
        finally:
            cancelled.cancel()
        if request not in done:  # closing the stream makes vLLM and the others stop generating
            request.cancel()
            return Completion("".join(partial.text), partial.tokens, "cancelled", model)
        return request.result()

    async def _with_retries(
        self, payload: dict[str, Any], on_text: TextCallback | None, partial: _Partial
    ) -> Completion:
        delay = BACKOFF_FIRST_SECONDS
        last: _Retryable | None = None
        for attempt in range(self.retries + 1):
            if attempt:
                wait = last.retry_after if last is not None and last.retry_after is not None else delay
                await asyncio.sleep(wait * (0.8 + 0.4 * random.random()))
                delay = min(BACKOFF_MAX_SECONDS, delay * 2)
            try:
                return await self._stream_once(payload, on_text, partial)
            except _Retryable as exc:
                last = exc
        tries = self.retries + 1
        raise ServerError(
            f"the model server at {self.url} failed {tries} time{'s' if tries > 1 else ''}: {last}",
            "Check that it is running (and model.baseUrl), or raise model.retries.",
        )

    async def _stream_once(
        self, payload: dict[str, Any], on_text: TextCallback | None, partial: _Partial
    ) -> Completion:
        client = self._client_for_loop()
        self.attempts_made += 1
        text = partial.text
        text.clear()
        tokens = 0
        finish = ""
        model = payload["model"]
        try:
            async with client.stream("POST", self.url, json=payload, headers=self._headers()) as response:
                if response.status_code == 429 or response.status_code >= 500:
                    body = await response.aread()
                    raise _Retryable(f"HTTP {response.status_code}: {_server_message(body)}", _retry_after(response))
                if response.status_code >= 400:
                    body = await response.aread()
                    raise ServerError(
                        f"the model server at {self.url} refused the request (HTTP {response.status_code}):"
                        f" {_server_message(body)}",
                        f"Check model.sourceModel/model.asmModel ({model!r}) against the server's /v1/models.",
                    )
                kind = response.headers.get("content-type", "")
                if "text/event-stream" not in kind:  # a server that does not stream
                    data = json.loads(await response.aread())
                    choice = (data.get("choices") or [{}])[0]
                    content = (choice.get("message") or {}).get("content") or choice.get("text") or ""
                    usage = data.get("usage") or {}
                    tokens = int(usage.get("completion_tokens") or 0)
                    if content and on_text is not None:
                        on_text(content, tokens)
                    return Completion(content, tokens, choice.get("finish_reason") or "stop", data.get("model", model))
                async for line in response.aiter_lines():
                    if not line.startswith("data:"):
                        continue  # comments, event names, keep-alives
                    data_text = line[5:].strip()
                    if data_text == "[DONE]":
                        break
                    try:
                        event = json.loads(data_text)
                    except ValueError:
                        continue
                    if "error" in event:
                        raise ServerError(
                            f"the model server failed while generating: {_server_message(data_text.encode())}"
                        )
                    model = event.get("model") or model
                    usage = event.get("usage") or {}
                    if usage.get("completion_tokens"):
                        tokens = int(usage["completion_tokens"])
                    for choice in event.get("choices") or []:
                        delta = (choice.get("delta") or {}).get("content") or choice.get("text") or ""
                        if delta:
                            text.append(delta)
                            tokens = max(tokens, len(text))
                            partial.tokens = tokens
                            if on_text is not None:
                                on_text(delta, tokens)
                        if choice.get("finish_reason"):
                            finish = choice["finish_reason"]
        except (httpx.ConnectError, httpx.ConnectTimeout, httpx.RemoteProtocolError) as exc:
            if text:
                raise ServerError(
                    f"the model server at {self.url} dropped the connection while answering: {exc}"
                ) from exc
            raise _Retryable(f"cannot connect ({type(exc).__name__}: {exc or 'no answer'})") from exc
        except httpx.TimeoutException as exc:
            raise ServerError(
                f"the model server at {self.url} did not answer within {self.timeout:g} s"
                + (" after it started streaming" if text else ""),
                "It may be overloaded; raise model.timeoutSeconds, or try again later.",
            ) from exc
        except httpx.HTTPError as exc:
            raise ServerError(f"the request to the model server at {self.url} failed: {exc}") from exc
        return Completion("".join(text), tokens, finish or "stop", model)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None
