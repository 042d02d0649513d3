"""The reader's framing in process: every well-framed message comes out whole, however the
stream is cut into reads, and every badly framed one is dropped, named, and followed by the next
message (the real server over stdio: test_jsonrpc_robustness.py)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from cass_lsp.server.framing import Dropped, Framer


def body(msg_id: int, method: str = "shutdown") -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": msg_id, "method": method}).encode()


def framed(data: bytes, length: int | None = None) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % (len(data) if length is None else length) + data


def events(stream: bytes, cuts: list[int] = ()) -> list:  # type: ignore[assignment,type-arg]
    framer = Framer()
    out = []
    last = 0
    for cut in [*sorted(cuts), len(stream)]:
        out += framer.feed(stream[last:cut])
        last = cut
    return out


def bodies(found: list) -> list[bytes]:  # type: ignore[type-arg]
    return [e for e in found if isinstance(e, bytes)]


def dropped_ids(found: list) -> list:  # type: ignore[type-arg]
    return [e.request_id() for e in found if isinstance(e, Dropped)]


def test_messages_with_other_headers_and_between_blank_lines() -> None:
    stream = (
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" + framed(body(1)) + b"\r\n" + framed(body(2))
    )
    assert events(stream) == [body(1), body(2)]


def test_a_content_length_that_is_too_short() -> None:
    found = events(framed(body(1), length=10) + framed(body(2)))
    assert bodies(found)[-1] == body(2)
    assert [e.reason for e in found if isinstance(e, Dropped)] == [
        "a Content-Length (10) shorter than its message (49 bytes)"
    ]
    assert dropped_ids(found) == [1]  # answered with an error, not left waiting


def test_a_too_short_content_length_at_the_end_of_what_was_read() -> None:
    """The rest of the message comes in a later read: the cut body goes on (a parse error), the
    rest is dropped when the next header shows where it ends."""
    stream = framed(body(1), length=10) + framed(body(2))
    found = events(stream, [len(framed(body(1), length=10)) - 39])
    assert bodies(found) == [body(1)[:10], body(2)]
    assert [e.reason.split(" (")[0] for e in found if isinstance(e, Dropped)] == ["bytes before a header"]


def test_a_content_length_that_is_too_long() -> None:
    found = events(framed(body(1), length=80) + framed(body(2)))
    assert bodies(found) == [body(2)] and dropped_ids(found) == [1]


def test_a_content_length_that_is_no_number_or_none() -> None:
    stream = b"Content-Length: abc\r\n\r\n" + body(1) + body(2) + framed(body(3))
    found = events(stream)
    assert bodies(found) == [body(3)]
    assert [e.reason for e in found if isinstance(e, Dropped)] == [
        "a Content-Length that is no number ('abc')",
        "a message without a (valid) Content-Length header",
        "a message without a (valid) Content-Length header",
    ]
    assert dropped_ids(found) == [None, 1, 2]


def test_junk_lines_and_headers_without_a_length() -> None:
    stream = b"X-Nonsense: 1\r\nGARBAGE\x00\xff\r\n\r\n" + framed(body(1))
    found = events(stream)
    assert bodies(found) == [body(1)]
    assert [e.reason for e in found if isinstance(e, Dropped)] == [
        "a line that is no header",
        "headers without Content-Length",
    ]


def test_a_body_that_mentions_content_length_is_one_message() -> None:
    text = json.dumps({"jsonrpc": "2.0", "method": "x", "params": {"text": "Content-Length: 5\r\n\r\nhello"}}).encode()
    assert events(framed(text) + framed(body(2))) == [text, body(2)]


messages = st.lists(st.integers(1, 10_000), min_size=1, max_size=6)


@settings(max_examples=200, deadline=None)
@given(ids=messages, data=st.data())
def test_well_framed_messages_come_out_whole_however_the_reads_are_cut(ids, data) -> None:
    stream = b"".join(framed(body(i, "textDocument/hover")) for i in ids)
    cuts = data.draw(st.lists(st.integers(0, len(stream)), max_size=8))
    assert events(stream, cuts) == [body(i, "textDocument/hover") for i in ids]


faults = st.sampled_from(["short", "long", "abc", "none", "junk"])


def faulty(msg_id: int, fault: str) -> bytes:
    data = body(msg_id)
    return {
        "short": framed(data, length=len(data) // 2),
        "long": framed(data, length=len(data) + 20),
        "abc": b"Content-Length: abc\r\n\r\n" + data,
        "none": data,
        "junk": b"GARBAGE\r\n" + framed(data),
    }[fault]


@settings(max_examples=200, deadline=None)
@given(plan=st.lists(st.tuples(st.integers(1, 10_000), st.none() | faults), min_size=1, max_size=6), data=st.data())
def test_after_any_framing_fault_the_next_message_is_read(plan, data) -> None:
    """Whatever faults come before, a well-framed message after them is read whole, and a faulty
    request is either read (junk before it) or answered (its id dropped), never lost silently."""
    stream = b"".join(framed(body(i)) if fault is None else faulty(i, fault) for i, fault in plan)
    stream += framed(body(0, "probe"))
    cuts = data.draw(st.lists(st.integers(0, len(stream)), max_size=4))
    found = events(stream, cuts)
    assert bodies(found)[-1] == body(0, "probe")
    for msg_id, fault in plan:
        if fault in (None, "junk"):
            assert body(msg_id) in bodies(found)
        elif fault in ("long", "abc", "none"):
            assert msg_id in dropped_ids(found) or body(msg_id) in bodies(found)
