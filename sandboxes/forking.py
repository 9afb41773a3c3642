"""The runner's end of a fork server (`sandboxes.forkserver`): warm sandboxes of one env, forked.

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
from sandboxes.pipe import MAX_LINE_BYTES, ForkedProcess, StderrTail
from sandboxes.runtime.bubblewrap import fork_server_launch

if TYPE_CHECKING:
    from sandboxes.config import SandboxConfig
    from sandboxes.runtime import Launch

_REPLY_BYTES = 4096
_EXIT_GRACE_S = 2.0


class ForkServer:
    """Sandboxes of env `env_name`, each built as `config` says, forked from one warm template."""

    def __init__(self, env_name: str, config: SandboxConfig, *, start_timeout_s: float = 60.0) -> None:
        self.env_name, self.config, self.start_timeout_s = env_name, config, start_timeout_s
        self._process: asyncio.subprocess.Process | None = None
        self._control: socket.socket | None = None
        self._stderr = StderrTail(None)
        self._lock = asyncio.Lock()
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

        A request whose reply is not read (a timeout, a cancelled caller) leaves that reply
        to a later request, which tells it by its id, discards it and kills its sandbox."""
        pipes = [os.pipe() for _ in range(4)]  # stdin, stdout, stderr, status
        theirs = [pipes[0][0], pipes[1][1], pipes[2][1], pipes[3][1]]
        ours = [open(pipes[0][1], "wb", 0), *(open(read, "rb", 0) for read, _ in pipes[1:])]  # noqa: SIM115
        try:
            async with asyncio.timeout(timeout_s), self._lock:
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
        """Stop the fork server; the kernel then kills every sandbox it made. Idempotent."""
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
        control = await self._started()
        request_id = next(self._ids)
        try:
            socket.send_fds(control, [json.dumps({"id": request_id}).encode()], fds)
        except OSError as exc:
            await self.close()
            raise SandboxStartError(f"the {self.env_name} fork server is gone: {exc}") from None
        while True:
            reply, pidfds = await _receive(control)
            if reply.get("id") == request_id:
                break
            for pidfd in pidfds:  # the sandbox of an earlier request nobody waits for any more
                signal.pidfd_send_signal(pidfd, signal.SIGKILL)
            _close(pidfds)
        if "error" in reply or len(pidfds) != 1:
            _close(pidfds)
            raise SandboxStartError(f"the {self.env_name} fork server refused: {reply.get('error', reply)}")
        return pidfds[0]

    async def _started(self) -> socket.socket:
        """The control socket of a running fork server, started here if there is none."""
        if self._control is not None and self._process is not None and self._process.returncode is None:
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
        return ours


async def _receive(control: socket.socket) -> tuple[dict[str, object], list[int]]:
    """The fork server's next reply and the fds it carries."""
    loop = asyncio.get_running_loop()
    readable = loop.create_future()
    loop.add_reader(control.fileno(), lambda: readable.done() or readable.set_result(None))
    try:
        await readable
    finally:
        loop.remove_reader(control.fileno())
    message, fds, _, _ = socket.recv_fds(control, _REPLY_BYTES, 1)
    if not message:
        _close(fds)
        raise SandboxStartError("the fork server exited")
    return json.loads(message), fds


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
            transport, _ = await loop.connect_read_pipe(lambda r=reader: asyncio.StreamReaderProtocol(r), pipe)
            transports.append(transport)
            readers.append(reader)
        writing, protocol = await loop.connect_write_pipe(asyncio.streams.FlowControlMixin, pipes[0])
    except BaseException:
        for transport in transports:
            transport.close()  # off the event loop at once; it closes its pipe later
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


def _close(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)
