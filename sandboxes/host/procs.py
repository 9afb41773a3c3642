"""Process helpers (Linux): find a process's children, kill them race-free, watch an exit.

Used to stop a sandbox from the inside out: killing bubblewrap's child (the sandbox's PID 1)
makes the kernel kill and reap every process of the sandbox, and bubblewrap then reaps its
child and exits, so nothing is left, not even a zombie.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import signal


def parent_of(pid: int) -> int | None:
    """The parent pid of `pid`, or None if there is no such process."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rpartition(b")")[2].split()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return int(fields[1])


def children_of(pid: int) -> list[int]:
    """The pids whose parent is `pid` right now."""
    return [int(name) for name in os.listdir("/proc") if name.isdigit() and parent_of(int(name)) == pid]


def kill_children(pid: int) -> None:
    """SIGKILL every child of `pid`, through a pidfd checked to still be that child."""
    for child in children_of(pid):
        try:
            pidfd = os.pidfd_open(child)
        except ProcessLookupError:
            continue
        try:
            if parent_of(child) == pid:
                with contextlib.suppress(ProcessLookupError):
                    signal.pidfd_send_signal(pidfd, signal.SIGKILL)
        finally:
            os.close(pidfd)


class ExitWatch:
    """Learns when process `pid` (a child not yet reaped) exits, through a pidfd (`pidfd`, a
    copy of one given, for a process that is not this one's child).

    Unlike asyncio's `Process.wait()`, which also waits until every holder of the process's
    pipes has closed them, this fires when the process itself exits.
    """

    def __init__(self, pid: int, pidfd: int | None = None) -> None:
        self._exited = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        try:
            self._pidfd = os.pidfd_open(pid) if pidfd is None else os.dup(pidfd)
        except ProcessLookupError:
            self._pidfd = -1
            self._exited.set()
        else:
            self._loop.add_reader(self._pidfd, self._on_exit)

    @property
    def exited(self) -> bool:
        """Whether the exit happened, checked now (not only when the event loop noticed)."""
        if not self._exited.is_set() and select.select([self._pidfd], [], [], 0)[0]:
            self._on_exit()
        return self._exited.is_set()

    async def wait(self, timeout_s: float) -> bool:
        """Wait at most `timeout_s` for the exit; whether it happened."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout_s):
                await self._exited.wait()
        return self.exited

    def _on_exit(self) -> None:
        self._loop.remove_reader(self._pidfd)
        os.close(self._pidfd)
        self._exited.set()
