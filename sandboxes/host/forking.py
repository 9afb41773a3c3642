"""The runner's end of a fork server (`sandboxes.inside.forkserver`): warm sandboxes of one env, forked.

    forks = ForkServer("countdown", SandboxConfig())
    sandbox = await Sandbox.start("countdown", config, timeout_s=30, forks=forks)
    ...
    await forks.close()      # the fork server and every sandbox it made are gone

The fork server starts on the first request and again after it died. Each request sends the
new sandbox's pipes (created here) and gets back a pidfd of its supervisor, whose host pid the
runner reads from the pidfd (the fork server only knows its own PID namespace's numbers).
The supervisor is seen as asyncio's subprocess Process (`ForkedProcess`): its pid, the three
pipes, and its exit status, which it writes on a fourth pipe since it is not the runner's
child.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import itertools
import json
import os
import signal
import socket
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sandboxes.errors import ForkServerUnavailable, SandboxStartError
from sandboxes.host.pipe import MAX_LINE_BYTES, ForkedProcess, StderrTail
from sandboxes.host.runtime.bubblewrap import fork_server_launch

if TYPE_CHECKING:
    from sandboxes.host.config import SandboxConfig
    from sandboxes.host.runtime import Launch

_REPLY_BYTES = 4096
_EXIT_GRACE_S = 2.0


class ForkServer:
    """Sandboxes of env `env_name`, each built as `config` says, forked from one warm template.

    Requests are pipelined: each is sent as soon as it is made, the fork server forks them one
    after the other, and a reader hands each reply to its request by id. A burst of starts
    (every episode of a batch at once) then waits for the forks only, not for a round trip
    through a busy event loop per fork."""

    def __init__(self, env_name: str, config: SandboxConfig, *, start_timeout_s: float = 60.0) -> None:
        self.env_name, self.config, self.start_timeout_s = env_name, config, start_timeout_s
        self._process: asyncio.subprocess.Process | None = None
        self._control: socket.socket | None = None
        self._reader: asyncio.Task[None] | None = None
        self._waiting: dict[int, asyncio.Future[int]] = {}
        self._stderr = StderrTail(None)
        self._starting = asyncio.Lock()
        self._sending = asyncio.Lock()
        self._ids = itertools.count()

    @functools.cached_property
    def launched(self) -> Launch:
        """How the fork server starts, and the isolation and limits of its sandboxes;
        SandboxStartError where bubblewrap cannot run it."""
        return fork_server_launch(self.env_name, self.config)

    async def spawn(self, timeout_s: float, cgroup_fds: Sequence[int] = ()) -> ForkedProcess:
        """A new sandbox's supervisor, its pipes connected; the env server in it starts
        serving at once. The supervisor first joins the cgroups of `cgroup_fds` (see
        `SandboxCgroup.entry_fds`; they stay the caller's to close) and fails if it cannot.
        SandboxStartError if the fork server cannot be started or refuses.

        A request whose reply is not awaited any more (a timeout, a cancelled caller) has
        the sandbox of that reply killed when it comes."""
        pipes = [os.pipe() for _ in range(4)]  # stdin, stdout, stderr, status
        theirs = [pipes[0][0], pipes[1][1], pipes[2][1], pipes[3][1]]
        ours = [open(pipes[0][1], "wb", 0), *(open(read, "rb", 0) for read, _ in pipes[1:])]  # noqa: SIM115
        try:
            async with asyncio.timeout(timeout_s):
                pidfd = await self._request([*theirs, *cgroup_fds])
        except BaseException as exc:
            for pipe in ours:
                pipe.close()
            if isinstance(exc, TimeoutError):
                raise SandboxStartError(f"the {self.env_name} fork server did not fork within {timeout_s} s") from None
            raise
        finally:
            _close(theirs)
        return await _connect(pidfd, ours)

    async def close(self) -> None:
        """Stop the fork server; the kernel then kills every sandbox it made, and requests
        still waiting fail. Idempotent."""
        if self._reader is not None:
            self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
            self._reader = None
        if self._control is not None:
            self._control.close()
            self._control = None
        if self._process is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self._process.pid, signal.SIGKILL)
            await self._process.wait()
            await self._stderr.finish(_EXIT_GRACE_S)
            self._process = None

    async def _request(self, fds: list[int]) -> int:
        """Send one fork request with `fds`; the pidfd of the supervisor it forked."""
        async with self._starting:
            control = await self._started()
        request_id = next(self._ids)
        reply: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = reply
        try:
            try:
                async with self._sending:
                    await _send(control, json.dumps({"id": request_id}).encode(), fds)
            except OSError as exc:
                del self._waiting[request_id]
                await self.close()
                raise SandboxStartError(f"the {self.env_name} fork server is gone: {exc}") from None
            return await reply
        except asyncio.CancelledError:
            if reply.done() and not reply.cancelled() and reply.exception() is None:
                _discard([reply.result()])  # answered, but its caller is gone
            raise
        finally:
            self._waiting.pop(request_id, None)

    async def _started(self) -> socket.socket:
        """The control socket of a running fork server, started here if there is none."""
        if self._control is not None and self._reader is not None and not self._reader.done():
            return self._control
        await self.close()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self._process = await asyncio.create_subprocess_exec(
                *self.launched.argv, str(theirs.fileno()), stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, start_new_session=True,
                pass_fds=(theirs.fileno(),), env=self.launched.environ,
            )
        finally:
            theirs.close()
        self._control = ours
        ours.setblocking(False)
        self._stderr = StderrTail(self._process.stderr)
        assert self._process.stdout is not None
        try:
            async with asyncio.timeout(self.start_timeout_s):
                ready = await self._process.stdout.readline()
        except TimeoutError:
            ready = b""
        if ready != b"ready\n":
            await self.close()
            raise ForkServerUnavailable(f"the {self.env_name} fork server did not start",
                                        stderr_tail=self._stderr.text())
        self._reader = asyncio.create_task(self._read_replies(ours))
        return ours

    async def _read_replies(self, control: socket.socket) -> None:
        """Hand each reply to the request waiting for it; kill the sandbox of one nobody waits
        for. Once the fork server's end is closed, every request still waiting fails."""
        loop, fd = asyncio.get_running_loop(), control.fileno()
        readable = asyncio.Event()
        loop.add_reader(fd, readable.set)
        try:
            while True:
                try:
                    message, pidfds, _, _ = socket.recv_fds(control, _REPLY_BYTES, 1)
                except BlockingIOError:
                    readable.clear()
                    await readable.wait()
                    continue
                if not message:
                    _close(pidfds)
                    break
                self._hand_over(json.loads(message), pidfds)
        finally:
            loop.remove_reader(fd)
            gone = SandboxStartError(f"the {self.env_name} fork server exited")
            for reply in self._waiting.values():
                if not reply.done():
                    reply.set_exception(gone)

    def _hand_over(self, reply: dict[str, object], pidfds: list[int]) -> None:
        request_id = reply.get("id")
        waiting = self._waiting.pop(request_id, None) if isinstance(request_id, int) else None
        if waiting is None or waiting.done():  # the sandbox of a request given up
            _discard(pidfds)
        elif "error" in reply or len(pidfds) != 1:
            _close(pidfds)
            waiting.set_exception(SandboxStartError(f"the {self.env_name} fork server refused: "
                                                    f"{reply.get('error', reply)}"))
        else:
            waiting.set_result(pidfds[0])


async def _send(control: socket.socket, message: bytes, fds: list[int]) -> None:
    """Send `message` with `fds`, waiting while the socket's buffer is full (one sender at a
    time: the event loop keeps one writer callback per socket)."""
    loop, fd = asyncio.get_running_loop(), control.fileno()
    while True:
        try:
            socket.send_fds(control, [message], fds)
            return
        except BlockingIOError:
            writable = asyncio.Event()
            loop.add_writer(fd, writable.set)
            try:
                await writable.wait()
            finally:
                loop.remove_writer(fd)


async def _connect(pidfd: int, pipes: list[io.FileIO]) -> ForkedProcess:
    """The ForkedProcess of the supervisor `pidfd` over our ends of its pipes (stdin, stdout,
    stderr, status), which it owns from here on: all closed if this fails."""
    loop = asyncio.get_running_loop()
    transports: list[asyncio.BaseTransport] = []
    try:
        pid = _host_pid(pidfd)
        readers = []
        for pipe, limit in zip(pipes[1:], (MAX_LINE_BYTES, 2**16, 2**16), strict=True):
            reader = asyncio.StreamReader(limit=limit, loop=loop)
            transport, _ = await loop.connect_read_pipe(functools.partial(asyncio.StreamReaderProtocol, reader), pipe)
            transports.append(transport)
            readers.append(reader)
        writing, protocol = await loop.connect_write_pipe(asyncio.streams.FlowControlMixin, pipes[0])
    except BaseException:
        for opened in transports:
            opened.close()  # off the event loop at once; it closes its pipe later
        for pipe in pipes:
            pipe.close()
        os.close(pidfd)
        raise
    return ForkedProcess(pid, pidfd, asyncio.StreamWriter(writing, protocol, None, loop), *readers)


def _host_pid(pidfd: int) -> int:
    """The pid, in this process's PID namespace, of the process `pidfd` refers to (-1 once it
    exited)."""
    with open(f"/proc/self/fdinfo/{pidfd}") as info:
        for line in info:
            if line.startswith("Pid:"):
                return int(line.split()[1])
    return -1


def _discard(pidfds: list[int]) -> None:
    """Kill the supervisors of `pidfds` (their sandboxes go along) and close the pidfds."""
    for pidfd in pidfds:
        with contextlib.suppress(ProcessLookupError):
            signal.pidfd_send_signal(pidfd, signal.SIGKILL)
    _close(pidfds)


def _close(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)
