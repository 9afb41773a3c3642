"""Warm pools: instant acquires, one sandbox per episode, replacement, bounds, draining."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import time
from collections.abc import AsyncIterator

import psutil
import pytest
from conftest import sandbox_processes

from sandboxes.errors import SandboxStartError, UnknownEnv
from sandboxes.host.config import SandboxConfig
from sandboxes.host.pool import SandboxPool, SandboxPools
from sandboxes.host.sandbox import Sandbox
from sandboxes.host.session import SubprocessSession, open_session
from tests.sandbox_kinds import sandbox_config

TIMEOUT_S = 60.0


async def wait_idle(pool: SandboxPool, count: int, timeout_s: float = TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout_s
    while pool.idle < count:
        assert time.monotonic() < deadline, f"pool has {pool.idle} idle, wanted {count}"
        await asyncio.sleep(0.01)


def sandbox_tree(sandbox: Sandbox) -> list[psutil.Process]:
    """The sandbox's first process, then the others (killing those kills the sandbox)."""
    return sandbox_processes(sandbox)


@pytest.fixture
async def pool(backend: str) -> AsyncIterator[SandboxPool]:
    pool = SandboxPool("countdown", sandbox_config(backend), min_idle=2, max_size=4)
    pool.warm_up()
    yield pool
    await pool.drain()


async def test_acquire_returns_a_warm_sandbox_at_once(pool: SandboxPool) -> None:
    await wait_idle(pool, 2)
    warm = list(pool._idle)
    sandbox = await pool.acquire(TIMEOUT_S)
    assert sandbox in warm  # one already started, not a start awaited (no wall-clock bound: CI may be loaded)
    assert sandbox.alive and pool.idle == 1 and pool.size >= 2
    await pool.release(sandbox)


async def test_release_destroys_the_sandbox_and_warms_a_replacement(pool: SandboxPool) -> None:
    await wait_idle(pool, 2)
    sandbox = await pool.acquire(TIMEOUT_S)
    session = SubprocessSession(sandbox, timeout_s=TIMEOUT_S)
    await session.reset({"id": "train-000000"}, 0, {})
    await sandbox.exec(["sh", "-c", "sleep 300 & sleep 300 & exit 0"])
    tree = sandbox_tree(sandbox)
    await pool.release(sandbox)
    assert not sandbox.alive
    assert not [p for p in tree if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
    await wait_idle(pool, 2)
    assert sandbox not in pool._idle


async def test_a_dead_idle_sandbox_is_replaced_on_acquire(pool: SandboxPool, backend: str) -> None:
    await wait_idle(pool, 2)
    dead = pool._idle[0]
    for process in sandbox_tree(dead)[1:]:
        with contextlib.suppress(psutil.NoSuchProcess):  # killing one may already have taken the next
            process.send_signal(signal.SIGKILL)
    deadline = time.monotonic() + TIMEOUT_S
    while dead.alive:
        assert time.monotonic() < deadline, "the killed sandbox still counts as alive"
        await asyncio.sleep(0.01)
    first = await pool.acquire(TIMEOUT_S)
    second = await pool.acquire(TIMEOUT_S)
    assert dead not in (first, second) and first.alive and second.alive
    assert dead.kill_reasons == ["idle_dead"]
    await asyncio.gather(pool.release(first), pool.release(second))


@pytest.mark.parametrize("backend", ["bubblewrap"])
async def test_acquire_waits_for_room_when_the_pool_is_full(backend: str) -> None:
    pool = SandboxPool("countdown", SandboxConfig(backend=backend), min_idle=0, max_size=1)
    try:
        first = await pool.acquire(TIMEOUT_S)
        with pytest.raises(SandboxStartError, match="no countdown sandbox within"):
            await pool.acquire(0.2)
        waiting = asyncio.create_task(pool.acquire(TIMEOUT_S))
        await asyncio.sleep(0.1)
        assert not waiting.done()
        await pool.release(first)
        second = await waiting
        assert second is not first and pool.size == 1
        await pool.release(second)
    finally:
        await pool.drain()


@pytest.mark.parametrize("backend", ["bubblewrap"])
async def test_drain_stops_everything_and_refuses_acquires(backend: str) -> None:
    pool = SandboxPool("countdown", sandbox_config(backend), min_idle=2, max_size=4)
    pool.warm_up()
    await wait_idle(pool, 2)
    busy = await pool.acquire(TIMEOUT_S)
    trees = [p for sandbox in [busy, *pool._idle] for p in sandbox_tree(sandbox)]
    await pool.drain()
    assert pool.size == 0
    assert not [p for p in trees if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
    with pytest.raises(SandboxStartError, match="draining"):
        await pool.acquire(TIMEOUT_S)
    await pool.release(busy)  # a late release of a drained sandbox is harmless


@pytest.mark.parametrize("backend", ["bubblewrap"])
async def test_failing_starts_back_off_and_acquire_reports_them(backend: str) -> None:
    config = SandboxConfig(backend=backend, ro_binds=(("/no/such/path", "/x"),))
    pool = SandboxPool("countdown", config, min_idle=1, max_size=2, start_timeout_s=10)
    try:
        pool.warm_up()
        deadline = time.monotonic() + TIMEOUT_S
        while not pool._backoff_s:
            assert time.monotonic() < deadline
            await asyncio.sleep(0.01)
        assert pool.idle == 0
        with pytest.raises(SandboxStartError):
            await pool.acquire(TIMEOUT_S)
    finally:
        await pool.drain()


async def test_pooled_sessions_play_episodes_and_leave_nothing() -> None:
    pools = SandboxPools(SandboxConfig(), min_idle=1, max_size=3)
    try:
        with pytest.raises(UnknownEnv):
            await open_session("no-such-env", "bubblewrap", timeout_s=TIMEOUT_S, pools=pools)
        trees = []
        for _ in range(3):
            async with await open_session("countdown", "bubblewrap", timeout_s=TIMEOUT_S, pools=pools) as session:
                assert isinstance(session, SubprocessSession)
                trees += sandbox_tree(session.sandbox)
                await session.reset({"id": "train-000000"}, 0, {})
                await session.step("1 + 1")
            assert not [p for p in trees if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
        assert pools.pools["countdown"].size <= 3
    finally:
        await pools.drain()
    assert pools.pools["countdown"].size == 0


async def test_pool_refuses_unsandboxed_backends_unless_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ROLLGATE_ALLOW_UNSANDBOXED", raising=False)
    pools = SandboxPools(SandboxConfig(backend="process"))
    with pytest.raises(SandboxStartError, match="no isolation"):
        await pools.acquire("countdown", timeout_s=TIMEOUT_S)
    assert os.environ.get("ROLLGATE_ALLOW_UNSANDBOXED") is None
