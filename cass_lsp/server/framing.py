"""Reading LSP messages from a byte stream, recovering from bad framing.

Each message is headers (``Content-Length: N``, perhaps ``Content-Type``), a blank line and N
bytes of JSON. pygls' reader loses its place for good after one badly framed message (a
``Content-Length`` that is too short or not a number, or none): every later body is glued to the
next header line, and the server answers nothing again, not even ``shutdown``. ``Framer`` keeps
its place instead: what cannot be a well-framed message is dropped up to the next header, and
each drop is an event (``Dropped``) that the server logs and, where the dropped bytes are a
request, answers with an error, so no client waits for an answer that never comes:

- ``Content-Length`` too short: the body read is no JSON (the protocol answers with a parse
  error); the rest of it, up to the next header, is dropped.
- ``Content-Length`` too long: when a whole JSON message is followed by the next header inside
  the announced length, that message is dropped and reading goes on at the header.
- ``Content-Length: abc`` or no ``Content-Length``: the headers are dropped, and so is the JSON
  message after them (found by parsing it).
- Lines that are no header: dropped one by one.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

logger = logging.getLogger(__name__)

_CONTENT_LENGTH = re.compile(rb"content-length[ \t]*:", re.IGNORECASE)
_HEADER = re.compile(rb"([A-Za-z][A-Za-z0-9-]*)[ \t]*:[ \t]*(.*?)[ \t]*\r?\n?$", re.DOTALL)
_HEADER_STARTS = (b"C", b"c", b" ", b"\t", b"\r", b"\n")  # what may follow a body: the next header
MAX_HEADER_LINE = 64 * 1024  # a "header" line longer than this is junk: dropped without waiting for its end


@dataclass(frozen=True)
class Dropped:
    """Bytes that were no well-framed message, and why."""

    data: bytes
    reason: str

    def request_id(self) -> int | str | None:
        """The id of the request the dropped bytes hold, if they hold one (to answer it)."""
        start = self.data.find(b"{")
        if start < 0:
            return None
        try:
            message, _ = json.JSONDecoder().raw_decode(self.data[start:].decode("utf-8", "replace"))
        except ValueError:
            return None
        if not isinstance(message, dict) or "method" not in message:
            return None
        msg_id = message.get("id")
        return msg_id if isinstance(msg_id, int | str) and not isinstance(msg_id, bool) else None


Event = bytes | Dropped  # a message body to handle, or what was dropped


class Framer:
    """Splits a byte stream into message bodies: ``feed`` what was read, get what is complete."""

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._headers = bytearray()  # the header lines read of the message being framed
        self._announced: int | None = None  # its Content-Length
        self._bad_length: bytes | None = None  # a Content-Length value that is no length
        self._length: int | None = None  # the body being read: its announced length
        self._scanned = 0  # how far that body was searched for a next header

    def feed(self, data: bytes) -> list[Event]:
        self._buffer += data
        events: list[Event] = []
        while (event := self._body() if self._length is not None else self._header()) is not None:
            events.append(event)
        return events

    # ---- headers ---------------------------------------------------------------------------

    def _header(self) -> Event | None:
        buf = self._buffer
        if not self._headers:
            blank = len(buf) - len(buf.lstrip())  # blank lines between messages
            del buf[:blank]
            if buf[:1] in (b"{", b"["):
                return self._headerless()
        newline = buf.find(b"\n")
        if newline < 0:
            if len(buf) > MAX_HEADER_LINE:
                return self._drop(len(buf) - 32, "a line of more than 64 KiB that is no header")
            return None
        line = bytes(buf[: newline + 1])
        if not line.strip():  # the blank line that ends the headers
            del buf[: newline + 1]
            return self._end_of_headers(line)
        found = _CONTENT_LENGTH.search(line)
        if found is not None and found.start() > 0:
            # The rest of a message whose Content-Length was too short, glued to the next header.
            why = "bytes before a header (the end of a message whose Content-Length was too short?)"
            return self._drop(found.start(), why)
        header = _HEADER.match(line)
        if header is None:
            return self._drop(newline + 1, "a line that is no header")
        del buf[: newline + 1]
        self._headers += line
        if header.group(1).lower() == b"content-length":
            value = header.group(2)
            self._announced, self._bad_length = (int(value), None) if value.isdigit() else (None, value)
        return self._header()

    def _end_of_headers(self, blank: bytes) -> Event | None:
        headers, announced, bad = bytes(self._headers) + blank, self._announced, self._bad_length
        self._headers, self._announced, self._bad_length = bytearray(), None, None
        if announced is not None:
            self._length, self._scanned = announced, 0
            return self._body()
        if bad is not None:
            return Dropped(headers, f"a Content-Length that is no number ({bad.decode('latin-1')!r})")
        return Dropped(headers, "headers without Content-Length")

    def _headerless(self) -> Event | None:
        """A JSON message with no headers before it: dropped once it is whole (found by parsing)."""
        buf = self._buffer
        size = _json_prefix(buf)
        if size:
            return self._drop(size, "a message without a (valid) Content-Length header")
        found = _CONTENT_LENGTH.search(buf)
        if found is not None:  # no JSON after all: junk up to the next header
            return self._drop(found.start(), "bytes that are no message")
        return None  # the rest of it has not come yet

    def _drop(self, size: int, reason: str) -> Dropped:
        data = bytes(self._buffer[:size])
        del self._buffer[:size]
        return Dropped(data, reason)

    # ---- the body --------------------------------------------------------------------------

    def _body(self) -> Event | None:
        buf, length = self._buffer, self._length
        assert length is not None
        limit = min(len(buf), length)
        for start in [found.start() for found in _CONTENT_LENGTH.finditer(buf, self._scanned, limit)]:
            if _is_json(buf[:start]):
                # A whole message, then the next one's header: the announced length was too long.
                self._length = None
                return self._drop(start, f"a Content-Length ({length}) longer than its message ({start} bytes)")
        self._scanned = max(self._scanned, limit - 32)  # a header may be split across two reads
        if len(buf) < length:
            return None
        self._length = None
        body = bytes(buf[:length])
        del buf[:length]
        # A body that does not end as a message does, or no header after it: checked (a parse
        # more), as the announced length may be wrong.
        suspicious = body.rstrip()[-1:] not in (b"}", b"]") or buf[:1] not in (b"", *_HEADER_STARTS)
        if not suspicious or _is_json(body):
            return body
        whole = _json_prefix(body)
        if 0 < whole < length:  # a whole message, then the start of the next: too long
            buf[0:0] = body[whole:]
            return Dropped(body[:whole], f"a Content-Length ({length}) longer than its message ({whole} bytes)")
        whole = _json_prefix(body + buf)
        if whole > length:  # the message goes on after the body: too short
            rest = bytes(buf[: whole - length])
            del buf[: whole - length]
            return Dropped(body + rest, f"a Content-Length ({length}) shorter than its message ({whole} bytes)")
        return body  # no JSON however framed: the protocol answers with a parse error


def _json_prefix(data: bytes | bytearray) -> int:
    """The length in bytes of the JSON value ``data`` starts with (0: it starts with none)."""
    text = data.decode("utf-8", "surrogateescape")
    try:
        _, end = json.JSONDecoder().raw_decode(text)
    except ValueError:
        return 0
    return len(text[:end].encode("utf-8", "surrogateescape"))


def _is_json(data: bytes | bytearray) -> bool:
    try:
        json.loads(data)
    except ValueError:
        return False
    return True


Read = Callable[[], Awaitable[bytes]]


async def serve(
    read: Read,
    handle: Callable[[bytes], Any],
    on_dropped: Callable[[Dropped], Any],
    stopped: Callable[[], bool],
) -> None:
    """Read until the stream ends (``read`` returns b"") or ``stopped()``: each message body goes
    to ``handle``, each drop to ``on_dropped``."""
    framer = Framer()
    while not stopped():
        data = await read()
        if not data:
            break
        for event in framer.feed(data):
            if isinstance(event, Dropped):
                on_dropped(event)
            else:
                handle(event)
