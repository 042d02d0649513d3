"""`cass-lsp serve --tcp PORT`: LSP over TCP, listening on the loopback interface only."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.lsp.conftest import server_env

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listening_addresses(port: int) -> set[str]:
    """Local addresses with a socket listening on ``port`` (from /proc/net/tcp, state 0A)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.split(":")
            if state == "0A" and int(hex_port, 16) == port:
                found.add(address)
    return found


def test_tcp_transport_answers_on_loopback_only():
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "cass_lsp", "serve", "--tcp", str(port)], env=server_env())
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                conn = socket.create_connection(("127.0.0.1", port), timeout=5)
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not listen"
                time.sleep(0.1)
        # 0100007F is 127.0.0.1 in /proc/net/tcp: nothing listens on 0.0.0.0 or another address
        assert listening_addresses(port) == {"0100007F"}
        body = json.dumps(
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "capabilities": {}}}
        ).encode()
        conn.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        reply = b""
        while b"capabilities" not in reply or not reply.rstrip().endswith(b"}"):
            chunk = conn.recv(65536)
            assert chunk, "connection closed before the reply"
            reply += chunk
        message = json.loads(reply.split(b"\r\n\r\n", 1)[1])
        assert message["id"] == 1 and message["result"]["serverInfo"]["name"] == "cass-lsp"
        conn.close()
    finally:
        proc.kill()
        proc.wait()
