"""Forked sandboxes: apart from each other, reporting their exit, and a fork server that recovers.

The escape suite and the sandbox tests run on forked sandboxes too (the FORKED kind); these
are what only forking can break: sandboxes sharing one template.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import os
import signal
import socket
from collections.abc import AsyncIterator

import psutil
import pytest

from sandboxes.errors import SandboxStartError
from sandboxes.host import forking
from sandboxes.host.cgroups import SandboxCgroup, find_hierarchies
from sandboxes.host.forking import ForkServer
from sandboxes.host.pool import SandboxPool
from sandboxes.host.runtime.bubblewrap import fork_server_launch
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import SubprocessSession
from tests.sandbox_kinds import sandbox_config

TIMEOUT_S = 60.0
needs_cgroups = pytest.mark.skipif(not find_hierarchies()[0], reason="no cgroup the runner can create here")
SNOOP = """
import json, os, socket
seen = sorted(int(name) for name in os.listdir("/proc") if name.isdigit())
files = sorted(os.listdir("/tmp")) + sorted(os.listdir("/dev/shm"))
probe = socket.socket(socket.AF_UNIX)
try:
    probe.connect("\\0rollgate-forked")
    reached = True
except OSError:
    reached = False
print(json.dumps({"pids": seen, "files": files, "reached": reached}))
"""
LEAVE_TRACES = """
import os, socket, subprocess, sys
open("/tmp/mine", "w").close()
open("/dev/shm/mine", "w").close()
listener = socket.socket(socket.AF_UNIX)
listener.bind("\\0rollgate-forked")
listener.listen()
os.set_inheritable(listener.fileno(), True)
subprocess.Popen(["sleep", "300"], pass_fds=[listener.fileno()], start_new_session=True)
"""


@pytest.fixture
async def forks() -> AsyncIterator[ForkServer]:
    forks = ForkServer("countdown", sandbox_config("forked"))
    yield forks
    await forks.close()


async def start(forks: ForkServer) -> Sandbox:
    return await Sandbox.start("countdown", forks.config, timeout_s=TIMEOUT_S, forks=forks)


async def python(sandbox: Sandbox, code: str) -> str:
    result = await sandbox.exec(["python3", "-S", "-c", code], timeout_s=TIMEOUT_S)
    assert result.exit_code == 0, result.stderr
    return result.stdout


async def test_sandboxes_of_one_fork_server_see_nothing_of_each_other(forks: ForkServer) -> None:
    first, second = await start(forks), await start(forks)
    try:
        await python(first, LEAVE_TRACES)
        seen_by_first = json.loads(await python(first, SNOOP))
        seen_by_second = json.loads(await python(second, SNOOP))
    finally:
        await first.stop()
        await second.stop()
    assert seen_by_first["files"] == ["mine", "mine"]  # its listener died with its command (PID namespace)
    assert seen_by_second == {"pids": seen_by_second["pids"], "files": [], "reached": False}
    assert max(seen_by_second["pids"]) < 10  # each command sees its own PID namespace


async def test_a_forked_sandbox_reports_how_it_ended(forks: ForkServer) -> None:
    closed = await start(forks)
    async with SubprocessSession(closed, timeout_s=TIMEOUT_S) as session:
        await session.reset({"id": "train-000000"}, 0, {})
    assert closed.server.returncode == 0
    killed = await start(forks)
    assert await killed.stop("timeout") == ["timeout"]
    assert killed.server.returncode == 128 + signal.SIGKILL  # its supervisor killed it


async def test_starts_asked_together_are_forked_together(forks: ForkServer) -> None:
    """Requests are pipelined: every one is answered, each with its own sandbox."""
    sandboxes = await asyncio.gather(*(start(forks) for _ in range(24)))
    try:
        assert len({sandbox.server.pid for sandbox in sandboxes}) == 24
        results = await asyncio.gather(*(sandbox.exec(["true"]) for sandbox in sandboxes))
        assert [result.exit_code for result in results] == [0] * 24
    finally:
        await asyncio.gather(*(sandbox.stop() for sandbox in sandboxes))


async def test_a_request_given_up_leaves_no_sandbox_behind(forks: ForkServer) -> None:
    await (await start(forks)).stop()  # the fork server runs
    assert forks._process is not None
    tree = psutil.Process(forks._process.pid)
    before = {process.pid for process in tree.children(recursive=True)}
    given_up = asyncio.create_task(forks.spawn(TIMEOUT_S))
    await asyncio.sleep(0)  # let it send its request
    given_up.cancel()
    with pytest.raises(asyncio.CancelledError):
        await given_up
    kept = await start(forks)  # its reply comes after the one given up
    await kept.stop()
    stray = [process for process in tree.children(recursive=True) if process.pid not in before]
    _, alive = psutil.wait_procs(stray, timeout=TIMEOUT_S)
    assert not alive


async def test_a_request_waits_while_the_control_socket_is_full() -> None:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    with ours, theirs:
        ours.setblocking(False)
        ours.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        queued = 0
        with contextlib.suppress(BlockingIOError):
            while True:
                ours.send(b"x" * 512)
                queued += 1
        request = asyncio.create_task(forking._send(ours, b"request", []))
        await asyncio.sleep(0)
        assert queued and not request.done()
        for _ in range(queued):
            theirs.recv(1024)
        await asyncio.wait_for(request, TIMEOUT_S)
        assert theirs.recv(1024) == b"request"


async def test_a_dead_fork_server_takes_its_sandboxes_along_and_is_restarted(forks: ForkServer) -> None:
    orphaned = await start(forks)
    assert forks._process is not None
    os.killpg(forks._process.pid, signal.SIGKILL)
    assert await orphaned.server.exited(TIMEOUT_S)
    assert not orphaned.alive
    await orphaned.stop()
    replacement = await start(forks)
    assert (await replacement.exec(["true"])).exit_code == 0
    await replacement.stop()


async def test_a_fork_server_that_cannot_start_says_why() -> None:
    forks = ForkServer("countdown", sandbox_config("forked", ro_binds=(("/no/such/path", "/x"),)))
    try:
        with pytest.raises(SandboxStartError) as failure:
            await Sandbox.start("countdown", forks.config, timeout_s=TIMEOUT_S, forks=forks)
        assert "fork server did not start" in str(failure.value)
        assert "/no/such/path" in failure.value.stderr_tail
    finally:
        await forks.close()


async def test_a_supervisor_that_cannot_join_its_cgroups_fails_the_start(
    forks: ForkServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its write into the cgroup fails (here: /dev/full, ENOSPC): no sandbox runs outside."""
    monkeypatch.setattr(SandboxCgroup, "entry_fds", lambda self: [os.open("/dev/full", os.O_WRONLY)])
    with pytest.raises(SandboxStartError) as failure:
        await start(forks)
    assert "joining a cgroup" in failure.value.stderr_tail


@needs_cgroups
async def test_a_sandbox_outside_its_cgroups_is_refused(forks: ForkServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SandboxCgroup, "entry_fds", lambda self: [])
    with pytest.raises(SandboxStartError, match="not in its cgroups"):
        await start(forks)


async def test_a_pool_turns_over_many_forked_sandboxes_without_a_failed_start(caplog: pytest.LogCaptureFixture) -> None:
    """Supervisors' pids are reused once the fork server reaps them, sandboxes mount their
    own /proc into their supervisor's mount namespace: races that struck about one start in
    three hundred, which this turnover would meet."""
    pool = SandboxPool("countdown", sandbox_config("forked"), min_idle=2, max_size=4)
    pool.warm_up()
    try:
        for _ in range(300):
            sandbox = await pool.acquire(TIMEOUT_S)
            await pool.release(sandbox)
    finally:
        await pool.drain()
    assert not [record.message for record in caplog.records if "failed" in record.message]


async def test_a_pool_whose_fork_server_cannot_run_starts_sandboxes_afresh(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = dataclasses.replace(fork_server_launch("countdown", sandbox_config("forked")), argv=["/bin/false"])
    monkeypatch.setattr(forking, "fork_server_launch", lambda env, config: broken)
    pool = SandboxPool("countdown", sandbox_config("forked"), min_idle=0, max_size=2)
    try:
        first, second = await pool.acquire(TIMEOUT_S), await pool.acquire(TIMEOUT_S)
        assert first.alive and second.alive
        assert "forked" not in first.status().isolation and "forked" not in second.status().isolation
        await pool.release(first)
        await pool.release(second)
    finally:
        await pool.drain()
    warnings = [record.message for record in caplog.records if "starting countdown sandboxes afresh" in record.message]
    assert len(warnings) == 1 and "fork server did not start" in warnings[0]


async def test_a_forked_env_server_holds_no_fd_of_its_fork_server(forks: ForkServer) -> None:
    """Its stdio and the protocol's copies of them (pipes, /dev/null), and while it runs a
    command that command's pipes and poller: never the control socket or a cgroup file."""
    sandbox = await start(forks)
    try:
        server = psutil.Process(sandbox.server.pid).children()[0]  # under its supervisor; commands cannot read it
        held = {name: os.readlink(f"/proc/{server.pid}/fd/{name}") for name in os.listdir(f"/proc/{server.pid}/fd")}
    finally:
        await sandbox.stop()
    assert held["0"] == "/dev/null" and all(held[fd].startswith("pipe:") for fd in "1234")
    assert all(target.startswith(("pipe:", "anon_inode:[eventpoll]")) for fd, target in held.items() if fd != "0")
