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
import json
import os
import signal
import socket
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sandboxes.errors import SandboxStartError
from sandboxes.pipe import MAX_LINE_BYTES, StderrTail
from sandboxes.runtime.bubblewrap import fork_server_launch

if TYPE_CHECKING:
    from sandboxes.config import SandboxConfig
    from sandboxes.runtime import Launch

_REPLY_BYTES = 4096
_EXIT_GRACE_S = 2.0


class ForkedProcess:
    """A forked sandbox's supervisor, with the attributes of asyncio's subprocess Process that
    `sandboxes.pipe.ServerProcess` uses."""

    def __init__(self, pid: int, stdin: asyncio.StreamWriter, stdout: asyncio.StreamReader,
                 stderr: asyncio.StreamReader, status: asyncio.StreamReader) -> None:
        self.pid, self.stdin, self.stdout, self.stderr = pid, stdin, stdout, stderr
        self.returncode: int | None = None
        self._status = asyncio.ensure_future(self._read_status(status))

    async def wait(self) -> int:
        """The exit status once the supervisor exited: its sandbox's (bubblewrap's convention),
        or -SIGKILL when the supervisor itself was killed."""
        return await asyncio.shield(self._status)

    async def _read_status(self, status: asyncio.StreamReader) -> int:
        text = (await status.read()).strip()
        self.returncode = int(text) if text.isdigit() else -signal.SIGKILL
        return self.returncode


class ForkServer:
    """Sandboxes of env `env_name`, each built as `config` says, forked from one warm template."""

    def __init__(self, env_name: str, config: SandboxConfig, *, start_timeout_s: float = 60.0) -> None:
        self.env_name, self.config, self.start_timeout_s = env_name, config, start_timeout_s
        self._process: asyncio.subprocess.Process | None = None
        self._control: socket.socket | None = None
        self._stderr = StderrTail(None)
        self._lock = asyncio.Lock()

    @functools.cached_property
    def launched(self) -> Launch:
        """How the fork server starts, and the isolation and limits of its sandboxes;
        SandboxStartError where bubblewrap cannot run it."""
        return fork_server_launch(self.env_name, self.config)

    async def spawn(self, timeout_s: float, cgroup_fds: Sequence[int] = ()) -> ForkedProcess:
        """A new sandbox's supervisor, its pipes connected; the env server in it starts
        serving at once. The supervisor first joins the cgroups of `cgroup_fds` (see
        `SandboxCgroup.entry_fds`; they stay the caller's to close) and fails if it cannot.
        SandboxStartError if the fork server cannot be started or refuses."""
        loop = asyncio.get_running_loop()
        pipes = [os.pipe() for _ in range(4)]  # stdin, stdout, stderr, status
        theirs = [pipes[0][0], pipes[1][1], pipes[2][1], pipes[3][1]]
        ours = [pipes[0][1], pipes[1][0], pipes[2][0], pipes[3][0]]
        try:
            async with asyncio.timeout(timeout_s), self._lock:
                control = await self._started()
                try:
                    socket.send_fds(control, [b"fork"], [*theirs, *cgroup_fds])
                except OSError as exc:
                    await self.close()
                    raise SandboxStartError(f"the {self.env_name} fork server is gone: {exc}") from None
                reply, pidfds = await _receive(loop, control)
        except TimeoutError:
            _close(ours)
            raise SandboxStartError(f"the {self.env_name} fork server did not fork within {timeout_s} s") from None
        except BaseException:
            _close(ours)
            raise
        finally:
            _close(theirs)
        try:
            if "error" in reply or len(pidfds) != 1:
                raise SandboxStartError(f"the {self.env_name} fork server refused: {reply.get('error', reply)}")
            return await _connect(loop, _host_pid(pidfds[0]), ours)
        except BaseException:
            _close(ours)
            raise
        finally:
            _close(pidfds)

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
            raise SandboxStartError(f"the {self.env_name} fork server did not start", stderr_tail=self._stderr.text())
        return ours


async def _receive(loop: asyncio.AbstractEventLoop, control: socket.socket) -> tuple[dict[str, object], list[int]]:
    """The fork server's reply and the fds it carries."""
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


async def _connect(loop: asyncio.AbstractEventLoop, pid: int, fds: list[int]) -> ForkedProcess:
    """The ForkedProcess of supervisor `pid` over our ends of its pipes (stdin, stdout, stderr, status)."""
    readers = []
    for fd, limit in ((fds[1], MAX_LINE_BYTES), (fds[2], 2**16), (fds[3], 2**16)):
        reader = asyncio.StreamReader(limit=limit, loop=loop)
        pipe = open(fd, "rb", 0)  # noqa: SIM115 - the transport owns and closes it
        await loop.connect_read_pipe(lambda r=reader: asyncio.StreamReaderProtocol(r), pipe)
        readers.append(reader)
    pipe = open(fds[0], "wb", 0)  # noqa: SIM115 - as above
    transport, protocol = await loop.connect_write_pipe(asyncio.streams.FlowControlMixin, pipe)
    writer = asyncio.StreamWriter(transport, protocol, None, loop)
    return ForkedProcess(pid, writer, *readers)


def _host_pid(pidfd: int) -> int:
    """The pid, in this process's PID namespace, of the process `pidfd` refers to."""
    with open(f"/proc/self/fdinfo/{pidfd}") as info:
        for line in info:
            if line.startswith("Pid:"):
                pid = int(line.split()[1])
                if pid > 0:
                    return pid
    raise SandboxStartError("the forked sandbox exited before it was seen")


def _close(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)
