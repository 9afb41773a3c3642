"""Warm pools of sandboxes: env servers started before their episode, one pool per env.

    pools = SandboxPools(SandboxConfig(), min_idle=2, max_size=64)
    sandbox = await pools.acquire("countdown", timeout_s=30)   # at once when one is idle
    ...                                                         # one episode
    await pools.release(sandbox)                                # destroyed; a new one warms up
    await pools.drain()                                         # at shutdown: nothing left

A sandbox serves exactly one episode: `release` stops it (every process of it is gone when
it returns) and the pool starts replacements in the background to keep `min_idle` idle ones.
Where the config says so (`SandboxConfig.forks`), the pool's sandboxes are forked from its
fork server (`sandboxes.host.forking`), started with the pool's first sandbox and stopped by
`drain`; where none can run, the pool says why once and starts its sandboxes afresh.
`max_size` bounds the sandboxes of a pool, idle, in use and starting together: `acquire`
waits for room (up to its timeout) when the pool is full. An idle sandbox that died is
replaced when `acquire` finds it. Background starts that fail back off (up to a minute) so a
broken host does not spin; `acquire` then starts its own and reports its error.
"""

from __future__ import annotations

import asyncio
import collections
import logging

from sandboxes.errors import ForkServerUnavailable, SandboxError, SandboxStartError
from sandboxes.host import metrics
from sandboxes.host.config import SandboxConfig
from sandboxes.host.forking import ForkServer
from sandboxes.host.plugin_envs import env_paths
from sandboxes.host.sandbox import Sandbox, per_sandbox_process_limit
from sandboxes.registry import import_path

__all__ = ["SandboxPool", "SandboxPools"]

_BACKOFF_S = (0.5, 60.0)
_log = logging.getLogger(__name__)


class SandboxPool:
    """Warm sandboxes of one env, built as `config` says."""

    def __init__(
        self, env: str, config: SandboxConfig, *, min_idle: int = 2, max_size: int = 64, start_timeout_s: float = 60.0
    ) -> None:
        if not 0 <= min_idle <= max_size or max_size < 1:
            raise ValueError(f"need 0 <= min_idle <= max_size and max_size >= 1, got {min_idle}, {max_size}")
        self.env, self.config = env, config
        self.min_idle, self.max_size, self.start_timeout_s = min_idle, max_size, start_timeout_s
        self._idle: collections.deque[Sandbox] = collections.deque()
        self._busy: set[Sandbox] = set()
        self._starting = 0
        self._warming = 0
        self._changed = asyncio.Event()
        self._refill_task: asyncio.Task[None] | None = None
        self._backoff_s = 0.0
        self._draining = False
        self._status_logged = False
        forks_config = per_sandbox_process_limit(config)  # the rlimits every forked sandbox gets
        self._forks = ForkServer(env, forks_config, start_timeout_s=start_timeout_s) if config.forks else None
        metrics.track_pool(env, lambda: self.size, lambda: self.idle)

    @property
    def size(self) -> int:
        """Sandboxes of this pool: idle, in use and starting."""
        return len(self._idle) + len(self._busy) + self._starting

    @property
    def idle(self) -> int:
        return len(self._idle)

    def warm_up(self) -> None:
        """Start filling the pool to `min_idle` in the background."""
        if not self._draining and (self._refill_task is None or self._refill_task.done()):
            self._refill_task = asyncio.create_task(self._refill())

    async def acquire(self, timeout_s: float) -> Sandbox:
        """An idle sandbox at once if there is one, else a new one (waiting for room when the
        pool is full). SandboxStartError if none is ready within `timeout_s` or it failed."""
        try:
            async with asyncio.timeout(timeout_s):
                return await self._acquire(timeout_s)
        except TimeoutError:
            raise SandboxStartError(f"no {self.env} sandbox within {timeout_s} s (pool of {self.max_size})") from None
        finally:
            self.warm_up()

    async def release(self, sandbox: Sandbox) -> None:
        """Destroy a sandbox `acquire` gave out: when this returns, its processes are gone."""
        self._busy.discard(sandbox)
        try:
            await sandbox.stop()
        finally:
            self._notify()
            self.warm_up()

    async def drain(self) -> None:
        """Stop every sandbox of the pool, in use or not, and refuse new ones; returns once
        the starts in progress have ended too (each stops what it started)."""
        self._draining = True
        if self._refill_task is not None:
            self._refill_task.cancel()
            await asyncio.gather(self._refill_task, return_exceptions=True)
        sandboxes = [*self._idle, *self._busy]
        self._idle.clear()
        self._busy.clear()
        await asyncio.gather(*(sandbox.stop() for sandbox in sandboxes))
        self._notify()
        while self._starting:
            await self._changed.wait()
        if self._forks is not None:
            await self._forks.close()

    async def _acquire(self, timeout_s: float) -> Sandbox:
        while True:
            self._check_open()
            while self._idle:
                sandbox = self._idle.popleft()
                if sandbox.alive:
                    self._busy.add(sandbox)
                    return sandbox
                await sandbox.stop("idle_dead")
            if self.size < self.max_size:
                sandbox = await self._start(timeout_s)
                self._busy.add(sandbox)
                return sandbox
            await self._changed.wait()

    async def _start(self, timeout_s: float) -> Sandbox:
        """A new sandbox, counted as starting meanwhile; stopped if the pool began draining."""
        self._starting += 1
        try:
            sandbox = await self._started_sandbox(timeout_s)
            if self._draining:
                await sandbox.stop()
                self._check_open()
            return sandbox
        finally:
            self._starting -= 1
            self._notify()

    async def _started_sandbox(self, timeout_s: float) -> Sandbox:
        """A sandbox forked from the pool's fork server; started afresh if there is none, or
        none can run here (then never again for this pool, and said so once)."""
        forks = self._forks
        if forks is not None:
            try:
                return await Sandbox.start(self.env, self.config, timeout_s=timeout_s, forks=forks)
            except ForkServerUnavailable as exc:
                if self._forks is forks:
                    self._forks = None
                    _log.warning("%s; starting %s sandboxes afresh instead (slower): %s", exc, self.env,
                                 exc.stderr_tail[-500:].strip() or "no output")
                await forks.close()
        return await Sandbox.start(self.env, self.config, timeout_s=timeout_s)

    async def _refill(self) -> None:
        """Start sandboxes until `min_idle` are idle or starting (within `max_size`)."""
        while not self._draining:
            wanted = min(self.min_idle - self.idle - self._warming, self.max_size - self.size)
            if wanted <= 0:
                return
            self._warming += wanted
            try:
                failures = [f for f in await asyncio.gather(*(self._warm_one() for _ in range(wanted))) if f]
            finally:
                self._warming -= wanted
            if failures:
                self._backoff_s = min(max(self._backoff_s * 2, _BACKOFF_S[0]), _BACKOFF_S[1])
                _log.warning("warming %s sandboxes failed (%s); retrying in %.1f s",
                             self.env, failures[0], self._backoff_s)
                await asyncio.sleep(self._backoff_s)
            else:
                self._backoff_s = 0.0

    async def _warm_one(self) -> SandboxError | None:
        """Start one sandbox into the idle ones (at once, so a cancelled refill loses none)."""
        try:
            sandbox = await self._start(self.start_timeout_s)
        except SandboxError as exc:
            return exc
        finally:
            self._notify()
        self._idle.append(sandbox)
        if not self._status_logged:
            self._status_logged = True
            _log.info("%s sandboxes: %s", self.env, sandbox.status())
        return None

    def _check_open(self) -> None:
        if self._draining:
            raise SandboxStartError(f"the {self.env} sandbox pool is draining")

    def _notify(self) -> None:
        """Wake everyone waiting for a change (room, an idle sandbox, a start's end)."""
        self._changed.set()
        self._changed = asyncio.Event()


class SandboxPools:
    """The runner's pools, one per env, made on first use; every sandbox built as `config` says."""

    def __init__(
        self, config: SandboxConfig, *, min_idle: int = 2, max_size: int = 64, start_timeout_s: float = 60.0
    ) -> None:
        self.config = config
        self._options = {"min_idle": min_idle, "max_size": max_size, "start_timeout_s": start_timeout_s}
        self.pools: dict[str, SandboxPool] = {}
        self._owners: dict[Sandbox, SandboxPool] = {}

    def pool(self, env: str) -> SandboxPool:
        """The pool of `env` (UnknownEnv for an unregistered one), warming up."""
        if env not in self.pools:
            import_path(env)
            self.config.check_allowed()
            self.pools[env] = SandboxPool(env, self.config.for_env(env), **self._options)  # type: ignore[arg-type]
            self.pools[env].warm_up()
        return self.pools[env]

    async def acquire(self, env: str, *, timeout_s: float) -> Sandbox:
        if env not in self.pools:
            await asyncio.to_thread(env_paths, env)  # a plugin env's packages, built apart from the loop once
        pool = self.pool(env)
        sandbox = await pool.acquire(timeout_s)
        self._owners[sandbox] = pool
        return sandbox

    async def release(self, sandbox: Sandbox) -> None:
        pool = self._owners.pop(sandbox, None)
        if pool is None:
            await sandbox.stop()
        else:
            await pool.release(sandbox)

    async def drain(self) -> None:
        """Stop every sandbox of every pool; new acquires fail."""
        await asyncio.gather(*(pool.drain() for pool in self.pools.values()))
        self._owners.clear()
