"""Child processes with a log file, a readiness check and a guaranteed stop.

Each runs in its own process group, so stopping it ends everything it started. Each carries in
its environment the pid of the process that started it (`SPAWNED_BY`): when that process dies
before it can stop them (SIGKILLed, or timed out), `reap_orphans` finds and ends them later,
instead of leaving a vLLM worker holding its memory for ever.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Self

import httpx

SPAWNED_BY = "ROLLGATE_SPAWNED_BY"


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that is free now (another process may still take it first)."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


class StartError(RuntimeError):
    """A process exited, or was not ready, before its start-up deadline."""


@dataclass
class ServiceProcess:
    """One child process with a log file and a readiness check."""

    name: str
    argv: list[str]
    env: dict[str, str]
    log_path: Path
    ready: Callable[[], bool]
    url: str = ""
    process: subprocess.Popen[bytes] | None = None
    _log: IO[bytes] | None = None

    def start(self, timeout_s: float = 60.0) -> Self:
        """Launch and wait until ready."""
        self.launch()
        self.wait_ready(timeout_s)
        return self

    def launch(self) -> Self:
        """Spawn the process in a new process group (its log file truncated) and return at once."""
        if self.process is not None:
            raise RuntimeError(f"{self.name} already started")
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log = self.log_path.open("wb")
        self.process = subprocess.Popen(self.argv, env={**self.env, SPAWNED_BY: str(os.getpid())},
                                        stdin=subprocess.DEVNULL, stdout=self._log, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        return self

    def wait_ready(self, timeout_s: float, poll_s: float = 0.1) -> None:
        """Return once `ready()` holds; StartError with the log tail if the process exits first."""
        assert self.process is not None
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise StartError(f"{self.name} exited with code {self.process.returncode}; log {self.log_path}:\n"
                                 f"{self.log_tail()}")
            if self.ready():
                return
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=poll_s)
        raise StartError(f"{self.name} was not ready in time ({timeout_s:g}s); log {self.log_path}:\n"
                         f"{self.log_tail()}")

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    @property
    def returncode(self) -> int | None:
        return self.process.returncode if self.process is not None else None

    def kill(self) -> None:
        """SIGKILL the whole process group at once: a crash, not a shutdown."""
        self._signal(signal.SIGKILL)
        if self.process is not None:
            self.process.wait()

    def stop(self, grace_s: float = 15.0) -> None:
        """SIGTERM, then SIGKILL the process group after `grace_s`. Idempotent."""
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=grace_s)
        self.kill()
        if self._log is not None:
            self._log.close()

    def log_tail(self, max_bytes: int = 4000) -> str:
        with contextlib.suppress(FileNotFoundError), self.log_path.open("rb") as log:
            log.seek(max(log.seek(0, os.SEEK_END) - max_bytes, 0))
            return log.read().decode("utf-8", errors="replace")
        return ""

    def _signal(self, sig: signal.Signals) -> None:
        if self.process is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, sig)


def reap_orphans(grace_s: float = 5.0) -> list[int]:
    """End the process groups of services whose starter is gone (SIGTERM, then SIGKILL after
    `grace_s`); returns their ids. Only groups of processes marked `SPAWNED_BY` a pid that no
    longer exists are touched, never this process's own."""
    groups = {group for pid, group, starter in _marked_processes()
              if not _alive(starter) and group != os.getpgrp()}
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for group in groups:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(group, sig)
        deadline = time.monotonic() + grace_s
        while sig == signal.SIGTERM and time.monotonic() < deadline and groups & _live_groups():
            time.sleep(0.1)
    return sorted(groups)


def _marked_processes() -> list[tuple[int, int, int]]:
    """(pid, process group, starter pid) of every process whose environment names its starter."""
    marker = f"{SPAWNED_BY}=".encode()
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            environ = (proc / "environ").read_bytes().split(b"\0")
            stat = (proc / "stat").read_text()
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue  # gone meanwhile, or not ours to read
        if starter := next((item[len(marker):] for item in environ if item.startswith(marker)), None):
            group = int(stat.rsplit(")", 1)[1].split()[2])  # after the command's name: state, ppid, pgrp
            found.append((int(proc.name), group, int(starter)))
    return found


def _live_groups() -> set[int]:
    return {group for _pid, group, _starter in _marked_processes()}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class ServiceHandle:
    """A server run as one `ServiceProcess` (`self.process`): its pid, stop, log tail, and a
    context manager that starts it, waits until it is ready and always stops it. Subclasses say
    how it waits (`wait_ready`)."""

    process: ServiceProcess

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def start(self) -> Self:
        """Spawn the server in a new process group and return at once (see `wait_ready`)."""
        self.process.launch()
        return self

    def wait_ready(self, timeout_s: float | None = None) -> None:
        raise NotImplementedError

    def stop(self, grace_s: float = 15.0) -> int | None:
        """SIGTERM the server, SIGKILL its whole process group after `grace_s` and once it has
        exited; return its exit code (None if never started)."""
        self.process.stop(grace_s)
        return self.process.returncode

    def log_tail(self, max_bytes: int = 4000) -> str:
        """The last `max_bytes` of the server's log."""
        return self.process.log_tail(max_bytes)

    def __enter__(self) -> Self:
        self.start()
        try:
            self.wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


def http_ok(url: str) -> Callable[[], bool]:
    def check() -> bool:
        try:
            return httpx.get(url, timeout=1.0, trust_env=False).status_code == 200
        except httpx.TransportError:
            return False

    return check
