"""No network in a sandbox, but the Unix sockets its config binds in (for host services)."""

from __future__ import annotations

import asyncio
import json
import socket
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from conftest import StartSandbox

from sandboxes.errors import SandboxStartError

INSIDE_SOCKET = "/run/rollgate/echo.sock"
PROBE = """
import json, socket, sys
def attempt(family, address):
    try:
        with socket.socket(family, socket.SOCK_STREAM) as client:
            client.settimeout(5)
            client.connect(address)
            client.sendall(b"ping")
            return client.recv(100).decode()
    except OSError as exc:
        return type(exc).__name__
print(json.dumps({"unix": attempt(socket.AF_UNIX, sys.argv[1]),
                  "tcp": attempt(socket.AF_INET, ("127.0.0.1", int(sys.argv[2])))}))
"""


@pytest.fixture
async def echo_socket(tmp_path: Path) -> AsyncIterator[Path]:
    """A Unix-socket echo server on the host (prefixing "echo:"), its socket in a tmp dir,
    connectable by anyone (the sandbox user is not its owner under runsc)."""
    async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"echo:" + await reader.read(100))
        await writer.drain()
        writer.close()

    path = tmp_path / "echo.sock"
    server = await asyncio.start_unix_server(echo, path)
    path.chmod(0o666)
    async with server:
        yield path


@pytest.fixture
def tcp_echo() -> Iterator[int]:
    """A TCP listener on the host's loopback (it never answers: reaching it is the failure)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        yield listener.getsockname()[1]


async def test_a_bound_unix_socket_is_reachable_but_tcp_is_not(
    start_sandbox: StartSandbox, backend: str, echo_socket: Path, tcp_echo: int
) -> None:
    sandbox = await start_sandbox(backend, unix_sockets=((str(echo_socket), INSIDE_SOCKET),))
    result = await sandbox.exec([sys.executable, "-S", "-c", PROBE, INSIDE_SOCKET, str(tcp_echo)], timeout_s=30)
    assert result.exit_code == 0, result.stderr
    outcome = json.loads(result.stdout)
    assert outcome["unix"] == "echo:ping"
    assert outcome["tcp"] in ("ConnectionRefusedError", "OSError")  # the sandbox's own, empty loopback
    assert "Unix sockets" in sandbox.status().in_force["network"]


async def test_without_the_bind_the_host_socket_is_absent(
    start_sandbox: StartSandbox, backend: str, echo_socket: Path, tcp_echo: int
) -> None:
    sandbox = await start_sandbox(backend)
    result = await sandbox.exec([sys.executable, "-S", "-c", PROBE, str(echo_socket), str(tcp_echo)], timeout_s=30)
    assert json.loads(result.stdout)["unix"] == "FileNotFoundError"
    assert sandbox.status().in_force["network"] == "none"


async def test_binding_a_path_that_is_no_socket_fails_to_start(
    start_sandbox: StartSandbox, backend: str, tmp_path: Path
) -> None:
    (tmp_path / "plain").write_text("not a socket")
    with pytest.raises(SandboxStartError, match="not a Unix socket"):
        await start_sandbox(backend, unix_sockets=((str(tmp_path / "plain"), INSIDE_SOCKET),))
