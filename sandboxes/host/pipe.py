"""The runner's end of one env server process: its JSON-lines pipes and its lifetime.

The process is started in a new session, so it leads its own process group. `kill()` stops
it and everything it started: a *supervised* server (under bubblewrap, which exits when its
child does) first loses that child, the server itself as PID 1 of the sandbox, so the kernel
kills every process of the sandbox and bubblewrap reaps it and exits; then the process group
gets SIGKILL and the leader is reaped. A forked sandbox's supervisor (`ForkedProcess`) is not
the runner's child (its fork server reaps it, and its pid may then be another's at once): it
is told to kill its sandbox, then killed, through its pidfd only. Stderr is read continuously
so the env can never block on a full pipe; only its last STDERR_TAIL_BYTES are kept.
A reply line is read in chunks and refused as soon as it outgrows its cap (`wire.reply_cap`),
so a sandbox can never make the runner buffer more than that.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import signal
import subprocess
from collections.abc import Callable
from typing import Any

from sandboxes import wire
from sandboxes.errors import EnvCrashed, ProtocolError, SandboxStartError
from sandboxes.host import procs

MAX_LINE_BYTES = wire.MAX_LINE_BYTES
"""The protocol stream's read chunk (its StreamReader's limit): a reply line's usual cap, so
most replies are one read; longer lines (an exec's output) are read in several."""
STDERR_TAIL_BYTES = 8192
_EXIT_GRACE_S = 2.0
_PIPES_GRACE_S = 2.0
_log = logging.getLogger(__name__)


class ForkedProcess:
    """A forked sandbox's supervisor (`sandboxes.host.forking`), with the attributes of asyncio's
    subprocess Process that `ServerProcess` uses, `terminate` and `kill`.

    It is the fork server's child, not the runner's: the fork server reaps it, and its pid may
    then be given to another process at once. So it is watched and killed through its pidfd
    (`pidfd`, open until its exit status is read) only. `pid` is -1 if it exited before its
    pid was read."""

    def __init__(self, pid: int, pidfd: int, stdin: asyncio.StreamWriter, stdout: asyncio.StreamReader,
                 stderr: asyncio.StreamReader, status: asyncio.StreamReader) -> None:
        self.pid = pid
        self.stdin, self.stdout, self.stderr = stdin, stdout, stderr
        self.returncode: int | None = None
        self.pidfd = pidfd
        self._status = asyncio.ensure_future(self._read_status(status))

    def terminate(self) -> None:
        """Ask the supervisor to kill its sandbox (its own child: no pid of another), report
        that and exit."""
        self._signal(signal.SIGTERM)

    def kill(self) -> None:
        """SIGKILL the supervisor; its sandbox, whose PID 1 dies with it, goes along."""
        self._signal(signal.SIGKILL)

    def _signal(self, signum: int) -> None:
        if self.pidfd >= 0:
            with contextlib.suppress(ProcessLookupError):
                signal.pidfd_send_signal(self.pidfd, signum)

    async def wait(self) -> int:
        """The exit status once the supervisor exited: its sandbox's (bubblewrap's convention),
        or -SIGKILL when the supervisor itself was killed."""
        return await asyncio.shield(self._status)

    async def _read_status(self, status: asyncio.StreamReader) -> int:
        try:
            text = (await status.read()).strip()
        finally:
            os.close(self.pidfd)
            self.pidfd = -1
        self.returncode = int(text) if text.isdigit() else -signal.SIGKILL
        return self.returncode


class ServerProcess:
    """A started env server: send requests, read responses, kill it."""

    def __init__(self, process: asyncio.subprocess.Process | ForkedProcess, *, supervised: bool = False) -> None:
        self._process = process
        self._supervised = supervised
        self._exit = procs.ExitWatch(process.pid, pidfd=process.pidfd if isinstance(process, ForkedProcess) else None)
        self._stderr = StderrTail(process.stderr)
        self._ids = itertools.count(wire.READY_ID + 1)
        self._killing: asyncio.Future[None] | None = None
        self._requests = asyncio.Lock()

    @classmethod
    async def start(
        cls,
        argv: list[str],
        *,
        environ: dict[str, str],
        timeout_s: float,
        supervised: bool = False,
        pass_fds: tuple[int, ...] = (),
        alongside: Callable[[int], None] | None = None,
    ) -> ServerProcess:
        """Spawn `argv` and wait for the server's ready line; SandboxStartError otherwise.

        `supervised`: `argv` runs a supervisor that exits once its only child exits (bwrap).
        `pass_fds` stay open in it. `alongside` is called in a worker thread with the new
        process's pid while the server starts up; the start waits for it too and fails with
        what it raises. Nothing is left running when this raises. (No preexec_fn: it would
        make Python fork the whole runner; see `sandboxes.host.limits.launcher`.)
        """
        try:
            process = await asyncio.create_subprocess_exec(
                *argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=environ,
                start_new_session=True,
                limit=MAX_LINE_BYTES,
                pass_fds=pass_fds,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise SandboxStartError(f"cannot start {argv[0]}: {exc}") from exc
        return await cls.attach(process, timeout_s=timeout_s, supervised=supervised, alongside=alongside)

    @classmethod
    async def attach(
        cls,
        process: asyncio.subprocess.Process | ForkedProcess,
        *,
        timeout_s: float,
        supervised: bool = False,
        alongside: Callable[[int], None] | None = None,
    ) -> ServerProcess:
        """The server of a started `process` (a forked one too), once it answered ready; as
        `start` otherwise, killing it when this raises."""
        server = cls(process, supervised=supervised)
        try:
            side_work = [asyncio.to_thread(alongside, process.pid)] if alongside is not None else []
            await asyncio.gather(server._await_ready(timeout_s), *side_work)
        except BaseException:
            await server.kill()
            raise
        return server

    @property
    def pid(self) -> int:
        return self._process.pid

    @property
    def running(self) -> bool:
        return not self._exit.exited

    @property
    def returncode(self) -> int | None:
        """The exit status of the process started (bwrap's, when supervised), once reaped."""
        return self._process.returncode

    def stderr_tail(self) -> str:
        return self._stderr.text()

    async def exited(self, timeout_s: float) -> bool:
        """Wait at most `timeout_s` for the process to exit on its own; whether it did."""
        return await self._exit.wait(timeout_s)

    async def request(self, method: str, params: dict[str, Any]) -> Any:
        """Send one request and return its result; an error response raises as its class.

        Requests are answered one at a time, in order. EnvCrashed (with the stderr tail) if
        the process is gone, ProtocolError for a reply that breaks the protocol.
        """
        async with self._requests:
            return await self._request(method, params)

    async def _request(self, method: str, params: dict[str, Any]) -> Any:
        request_id = next(self._ids)
        await self._send(wire.encode({"id": request_id, "method": method, "params": params}))
        response = wire.decode(await self._receive(wire.reply_cap(method, params)))
        if type(response.get("id")) is not int or response["id"] != request_id:
            raise ProtocolError(f"expected a response to request {request_id}, got {response!r:.200}")
        if "error" in response:
            raise wire.error_from_wire(response["error"])
        return response.get("result")

    async def unread_output(self, timeout_s: float) -> bytes | None:
        """The start of what the server wrote that no request read (b"": nothing), once its
        protocol stream ended; None if it did not end within `timeout_s`. For after `kill()`,
        when nothing can write to the stream any more."""
        assert self._process.stdout is not None
        try:
            return await asyncio.wait_for(self._process.stdout.read(200), timeout_s)
        except TimeoutError:
            return None

    async def kill(self) -> None:
        """Stop every process of the server, reap the leader, finish reading stderr. Idempotent.

        Waits (a bounded time) until the server's pipes are closed, that is until every
        process holding them is gone; one that outlives the wait is logged. Cancelling the
        caller does not stop the cleanup, which runs once however many callers wait on it.
        """
        if self._killing is None:
            self._killing = asyncio.ensure_future(self._kill())
        await asyncio.shield(self._killing)

    async def _kill(self) -> None:
        if isinstance(self._process, ForkedProcess):
            self._process.terminate()
            if not await self._exit.wait(_EXIT_GRACE_S):
                self._process.kill()
        else:
            if self._supervised and self.running:
                procs.kill_children(self._process.pid)
                await self._exit.wait(_EXIT_GRACE_S)
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self._process.pid, signal.SIGKILL)
        if self._process.stdin is not None:
            self._process.stdin.close()
        try:
            await asyncio.wait_for(self._process.wait(), _PIPES_GRACE_S)
        except TimeoutError:
            _log.warning("env server %d exited but a process outside its group holds its pipes", self.pid)
        await self._stderr.finish(_PIPES_GRACE_S)

    async def _await_ready(self, timeout_s: float) -> None:
        try:
            async with asyncio.timeout(timeout_s):
                message = wire.decode(await self._receive(wire.MAX_LINE_BYTES))
        except TimeoutError:
            raise SandboxStartError(f"env server not ready within {timeout_s} s") from None
        except EnvCrashed as exc:
            raise SandboxStartError(f"env server failed to start: {exc}", stderr_tail=exc.stderr_tail) from None
        except ProtocolError as exc:
            raise SandboxStartError(f"env server did not announce readiness: {exc}") from None
        if message.get("id") != wire.READY_ID or not (message.get("result") or {}).get("ready"):
            raise SandboxStartError(f"env server did not announce readiness: {message!r:.200}")

    async def _send(self, line: bytes) -> None:
        assert self._process.stdin is not None
        try:
            self._process.stdin.write(line)
            await self._process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            raise await self._crashed() from None

    async def _receive(self, max_bytes: int) -> bytes:
        assert self._process.stdout is not None
        line = await read_line(self._process.stdout, max_bytes)
        if not line:
            raise await self._crashed()
        return line

    async def _crashed(self) -> EnvCrashed:
        """The error for a server gone mid-call, after letting it exit on its own (so its
        exit code is its own, not our SIGKILL) and killing whatever it left behind."""
        await self._exit.wait(_EXIT_GRACE_S)
        await self.kill()
        reason = _exit_reason(self._process.returncode)
        return EnvCrashed(f"env server {reason}", stderr_tail=self._stderr.text())


async def read_line(stream: asyncio.StreamReader, max_bytes: int) -> bytes:
    """The next line of `stream`, its newline included (without one at the end of the stream;
    b"" once it ended), read in chunks of the stream's limit; ProtocolError as soon as the
    line is longer than `max_bytes` (the rest of it is left unread)."""
    line = bytearray()
    while True:
        try:
            line += await stream.readuntil(b"\n")
            complete = True
        except asyncio.LimitOverrunError as exc:
            line += await stream.readexactly(exc.consumed)
            complete = False
        except asyncio.IncompleteReadError as exc:
            line += exc.partial
            complete = True
        if len(line) > max_bytes:
            raise ProtocolError(f"env server line over {max_bytes} bytes")
        if complete:
            return bytes(line)


class StderrTail:
    """Reads a stream to its end in a background task, keeping only its last bytes."""

    def __init__(self, stream: asyncio.StreamReader | None, limit: int = STDERR_TAIL_BYTES) -> None:
        self._buffer = bytearray()
        self._limit = limit
        self._task = asyncio.create_task(self._pump(stream)) if stream is not None else None

    def text(self) -> str:
        return self._buffer.decode("utf-8", errors="replace")

    async def finish(self, timeout_s: float) -> None:
        """Wait for end of stream (all writers gone), at most `timeout_s`, then stop reading."""
        if self._task is None:
            return
        await asyncio.wait([self._task], timeout=timeout_s)
        self._task.cancel()
        await asyncio.wait([self._task])
        if not self._task.cancelled():
            self._task.exception()  # retrieved: a failing stderr reader must not fail the session

    async def _pump(self, stream: asyncio.StreamReader) -> None:
        while chunk := await stream.read(65536):
            self._buffer += chunk
            del self._buffer[: -self._limit]


def _exit_reason(returncode: int | None) -> str:
    if returncode is not None and returncode < 0:
        with contextlib.suppress(ValueError):
            return f"killed by signal {signal.Signals(-returncode).name}"
    return f"exited with code {returncode}"
