"""Commands run inside a sandbox on the runner's request (`Sandbox.exec`), with bounded output.

The env server starts every command (the runner's `exec`, an env's tools and test runs)
through `sandboxes.inside.confine`: in namespaces of its own, where it can reach neither the
server's protocol streams nor its memory nor its signals; a command that cannot be confined is
not run (EnvError). It also shares everything the sandbox enforces (namespaces, uid, rlimits,
cgroups, seccomp). Its stdout and stderr are read as they come, so it never blocks on a full
pipe, and only their first `max_output_bytes` are kept (the totals are counted). At exit or
timeout the command's whole process group is killed (and with its launcher, its PID namespace),
and the zombies it leaves to the server (PID 1 of a sandbox inherits orphans) are reaped.
"""

from __future__ import annotations

import contextlib
import os
import select
import selectors
import signal
import time
from dataclasses import asdict, dataclass
from typing import Any

from sandboxes.errors import EnvError, ProtocolError
from sandboxes.inside import confine

MAX_OUTPUT_BYTES = 4 * 1024 * 1024
"""The most output of each stream a command may return (keeps a response line bounded)."""
_DRAIN_AFTER_EXIT_S = 0.1
_REAP_WAIT_S = 1.0


@dataclass(frozen=True)
class ExecResult:
    """How a command ended and the start of its output.

    `exit_code` is None when a signal ended it, named by `signal` (e.g. "SIGXCPU");
    `timed_out` says the sandbox killed it at its timeout. `stdout_bytes`/`stderr_bytes`
    count everything it wrote; `stdout`/`stderr` keep the first `max_output_bytes` (decoded
    as UTF-8, invalid bytes replaced).
    """

    exit_code: int | None
    signal: str | None
    timed_out: bool
    stdout: str
    stderr: str
    stdout_bytes: int
    stderr_bytes: int

    @property
    def truncated(self) -> bool:
        return self.stdout_bytes > len(self.stdout.encode()) or self.stderr_bytes > len(self.stderr.encode())

    def to_wire(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_wire(cls, payload: Any) -> ExecResult:
        try:
            return cls(**payload)
        except TypeError as exc:
            raise ProtocolError(f"malformed exec result: {payload!r:.200}") from exc


def run_command(params: dict[str, Any]) -> ExecResult:
    """Run `params["argv"]` confined (at most `timeout_s`, keeping `max_output_bytes` of each
    stream, in `cwd`); EnvError if it cannot start or cannot be confined, ProtocolError for
    malformed params."""
    argv, timeout_s, max_bytes = params.get("argv"), params.get("timeout_s", 60.0), params.get("max_output_bytes")
    if not isinstance(argv, list) or not argv or not all(isinstance(arg, str) for arg in argv):
        raise ProtocolError(f"exec needs 'argv', a non-empty list of strings, got {argv!r:.100}")
    if not isinstance(timeout_s, int | float) or not isinstance(max_bytes, int) or max_bytes < 0:
        raise ProtocolError("exec needs a numeric 'timeout_s' and an integer 'max_output_bytes'")
    process = _ConfinedProcess.start(argv, params.get("cwd"))
    deadline = time.monotonic() + float(timeout_s)
    with process:
        outputs, timed_out = _read_bounded(process, deadline, min(max_bytes, MAX_OUTPUT_BYTES))
        process.wait(max(deadline - time.monotonic(), 0))  # its output ended: let it exit on its own
        timed_out = timed_out or process.poll() is None
        _kill_group(process.pid)
        returncode = process.wait()
        assert returncode is not None  # waited for without a timeout
    _reap_group(process.pid)
    (stdout, stdout_bytes), (stderr, stderr_bytes) = outputs
    name = signal.Signals(-returncode).name if returncode < 0 else None
    return ExecResult(None if name else returncode, name, timed_out, stdout, stderr, stdout_bytes, stderr_bytes)


class _ConfinedProcess:
    """A confined command's launcher (`confine.spawn`) as run_command sees it: its pid, our ends
    of its output pipes, and its exit status (the exit pipe tells when it exited, without polling)."""

    def __init__(self, pid: int, exited: int, stdout: int, stderr: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self.stdout, self.stderr = os.fdopen(stdout, "rb", 0), os.fdopen(stderr, "rb", 0)
        self._exited = exited

    @classmethod
    def start(cls, argv: list[str], cwd: str | None) -> _ConfinedProcess:
        """The started command; EnvError if it cannot be confined or exec'd."""
        (stdout, stdout_write), (stderr, stderr_write) = os.pipe2(os.O_CLOEXEC), os.pipe2(os.O_CLOEXEC)
        try:
            pid, exited = confine.spawn(argv, cwd, stdout_write, stderr_write)
        except confine.ConfinementError as exc:
            _close(stdout, stderr)
            raise EnvError(f"this sandbox cannot run commands: {exc.strerror}") from None
        except OSError as exc:
            _close(stdout, stderr)
            raise EnvError(f"cannot run {argv[0]!r}: {exc.strerror}") from None
        finally:
            _close(stdout_write, stderr_write)
        return cls(pid, exited, stdout, stderr)

    def poll(self) -> int | None:
        """The return code (-N for signal N) once the launcher exited, else None; reaps it."""
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout_s: float | None = None) -> int | None:
        """The return code once exited; None if `timeout_s` passed first. The exit pipe ends
        as the launcher exits, just before the kernel makes it a zombie: then it is waited for."""
        if self.returncode is None and timeout_s is not None:
            waiting = select.poll()
            waiting.register(self._exited, select.POLLIN)
            if not waiting.poll(int(timeout_s * 1000) + 1):
                return self.poll()
        if self.returncode is None:
            self.returncode = os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])
        return self.returncode

    def __enter__(self) -> _ConfinedProcess:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stdout.close()
        self.stderr.close()
        os.close(self._exited)
        if self.returncode is None:  # an error on the way: never leave the command running
            _kill_group(self.pid)
            self.wait()


def _read_bounded(process: _ConfinedProcess, deadline: float, limit: int) -> tuple[list[tuple[str, int]], bool]:
    """Read both pipes until end of output or `deadline`; keep `limit` bytes of each."""
    kept, counts = [bytearray(), bytearray()], [0, 0]
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ, 0)
        selector.register(process.stderr, selectors.EVENT_READ, 1)
        while selector.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            events = selector.select(min(remaining, _DRAIN_AFTER_EXIT_S))
            if not events and process.poll() is not None:
                # Exited; what it wrote between that select and its exit is read first.
                events = selector.select(0)
                if not events:
                    break  # and what still holds its pipes has gone quiet
            for key, _ in events:
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    selector.unregister(key.fileobj)
                    continue
                counts[key.data] += len(chunk)
                kept[key.data] += chunk[: max(limit - len(kept[key.data]), 0)]
        timed_out = time.monotonic() >= deadline and process.poll() is None
    texts = [bytes(buffer).decode(errors="replace") for buffer in kept]
    return list(zip(texts, counts, strict=True)), timed_out


def _close(*fds: int) -> None:
    for fd in fds:
        os.close(fd)


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _reap_group(pgid: int) -> None:
    """Wait (boundedly) until no process of group `pgid` is alive, reaping those that were
    left to this process as zombies (orphans of the command, when the server is PID 1)."""
    deadline = time.monotonic() + _REAP_WAIT_S
    while time.monotonic() < deadline:
        members = _group_members(pgid)
        for pid, state in members:
            if state == "Z":
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(pid, os.WNOHANG)
        if not members:
            return
        time.sleep(0.005)


def _group_members(pgid: int) -> list[tuple[int, str]]:
    """(pid, state) of the processes of group `pgid` that are this process's children or alive."""
    members = []
    me = os.getpid()
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rpartition(b")")[2].split()
        except OSError:
            continue
        state, parent, group = fields[0].decode(), int(fields[1]), int(fields[3])
        if group == pgid and (state != "Z" or parent == me):
            members.append((int(name), state))
    return members
