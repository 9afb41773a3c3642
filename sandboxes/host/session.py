"""Runner-side sessions: one env episode driven asynchronously, every call under a timeout.

    session = await open_session("countdown", "bubblewrap", timeout_s=60)
    async with session:
        first = await session.reset(task, seed, options)
        result = await session.step(action)

Calls are sequential (a second call while one is in flight raises OrderError). A call that
times out raises EnvTimeout, a dead env EnvCrashed (KilledByMemoryLimit for an env server killed
during a step while its sandbox's memory cgroup killed: the step's action took the memory);
after either (or a cancelled call) the session is failed: further calls raise OrderError and
the caller should close it. `close()` is idempotent, never raises, and when it returns no
process of the session is left.
`session.status` says what isolates the env and which limits are in force.

What comes back from a sandbox is not trusted until the session ended in step: a reply can be
forged by anything in the sandbox that writes into the env server's protocol stream (a
line sent ahead of the real reply, which then arrives as one line too many). So after
`close()`, `session.unconfirmed` is "" only if the env answered the close in turn and its
stream then ended with nothing unread; an episode's results count only then.

Runtimes: `bubblewrap` (the default), `runsc` and `docker` are sandboxes; `process` (a plain child
process) and `inprocess` (the env in the runner's own threads, for unit tests of trusted,
pure envs) isolate nothing and are refused unless allowed explicitly (SandboxConfig's
`allow_unsandboxed` or ROLLGATE_ALLOW_UNSANDBOXED=1). With `pools`, sandboxes come warm
from the runner's pools (`sandboxes.host.pool`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from sandboxes import wire
from sandboxes.errors import (
    EnvCrashed,
    EnvTimeout,
    KilledByMemoryLimit,
    OrderError,
    ProtocolError,
    SandboxError,
    SandboxStartError,
)
from sandboxes.host.answer_keys import agent_config
from sandboxes.host.config import BACKENDS, NO_ISOLATION, SandboxConfig, SandboxStatus
from sandboxes.host.pipe import ServerProcess
from sandboxes.host.plugin_envs import env_paths
from sandboxes.host.sandbox import Sandbox
from sandboxes.protocol import OrderEnforcing, Reset, StepResult
from sandboxes.registry import import_path, make_env

if TYPE_CHECKING:
    from sandboxes.host.pool import SandboxPools

__all__ = ["RUNTIMES", "EnvSession", "InProcessSession", "SubprocessSession", "open_session"]

RUNTIMES = ("inprocess", *BACKENDS)
_log = logging.getLogger(__name__)
_T = TypeVar("_T")


class EnvSession(ABC):
    """One episode of an environment, seen from the runner."""

    def __init__(self, *, timeout_s: float) -> None:
        self.timeout_s = timeout_s
        self._lock = asyncio.Lock()
        self._closed = False
        self._failure = ""
        self.unconfirmed = "the session is not closed yet"
        """Why the env's answers are not confirmed: "" once `close()` found the session in step
        to its end (the env closed cleanly, in turn, and said nothing it was not asked)."""

    async def reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        """Start the episode; EnvError if the env rejects the task or options."""
        return await self._call("reset", lambda: self._reset(task, seed, options))

    async def step(self, action: str, *, timeout_s: float | None = None) -> StepResult:
        """Apply one action and return the env's answer, within `timeout_s` if given (an action
        that may take longer than the session's per-call limit, e.g. a long shell command)."""
        return await self._call("step", lambda: self._step(action), timeout_s)

    async def close(self) -> None:
        """End the episode and release everything the session holds; idempotent. Sets
        `unconfirmed`."""
        if not self._closed:
            self._closed = True
            in_flight = self._lock.locked()
            graceful = not self._failure and not in_flight
            problem = await self._close(graceful=graceful)
            if not graceful:
                problem = f"the session {self._failure}" if self._failure else "closed during a call"
            self.unconfirmed = problem

    async def __aenter__(self) -> EnvSession:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    @abstractmethod
    def status(self) -> SandboxStatus:
        """What isolates the env and which limits are in force (the wall clock: per call)."""

    @abstractmethod
    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset: ...

    @abstractmethod
    async def _step(self, action: str) -> StepResult: ...

    @abstractmethod
    async def _close(self, *, graceful: bool) -> str:
        """Release the session; `graceful` asks the env to close itself first. Never raises;
        returns why a graceful close did not confirm the session ("" when it did)."""

    async def _abandon(self) -> None:  # noqa: B027 - doing nothing is a valid default
        """Called after a timeout: stop whatever still runs, if the session can."""

    async def _call(self, name: str, operation: Callable[[], Awaitable[_T]], timeout_s: float | None = None) -> _T:
        self._check_callable(name)
        timeout_s = timeout_s or self.timeout_s
        async with self._lock:
            try:
                async with asyncio.timeout(timeout_s) as deadline:
                    return await operation()
            except TimeoutError:
                if not deadline.expired():
                    raise
                self._failure = "timed out"
                await self._abandon()
                raise EnvTimeout(f"{name}() did not answer within {timeout_s} s") from None
            except (EnvCrashed, ProtocolError, asyncio.CancelledError) as exc:
                cancelled = isinstance(exc, asyncio.CancelledError)
                self._failure = "was cancelled" if cancelled else f"failed ({type(exc).__name__})"
                raise

    def _check_callable(self, name: str) -> None:
        if self._closed:
            raise OrderError(f"{name}() after close")
        if self._failure:
            raise OrderError(f"{name}() on a session that {self._failure}; close it")
        if self._lock.locked():
            raise OrderError(f"{name}() while another call is in flight")


class InProcessSession(EnvSession):
    """Runs the env in the runner's process, in worker threads: for trusted, pure envs and tests.

    A timed-out call cannot be stopped: its thread runs on, abandoned. As on the env server, an
    exception the env's step raises (not a SandboxError) is the agent's failure
    (`OrderEnforcing.step`); any other exception the env raises becomes EnvCrashed.
    """

    def __init__(self, env: OrderEnforcing, *, timeout_s: float) -> None:
        super().__init__(timeout_s=timeout_s)
        self._env = env

    @property
    def status(self) -> SandboxStatus:
        missing = {name: "no isolation" for name in ("network", "filesystem", "rlimits", "cgroups")}
        return _with_wall_clock(SandboxStatus("inprocess", NO_ISOLATION, unavailable=missing), self.timeout_s)

    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        return await _in_thread(self._env.reset, task, seed, options)

    async def _step(self, action: str) -> StepResult:
        return await _in_thread(self._env.step, action)

    async def _close(self, *, graceful: bool) -> str:
        if not graceful:
            return ""
        try:
            async with asyncio.timeout(self.timeout_s):
                await _in_thread(self._env.close)
        except (SandboxError, TimeoutError) as exc:
            _log.warning("closing an in-process env failed: %s", exc)
            return f"close failed: {type(exc).__name__}: {exc}"
        return ""


async def _in_thread(function: Callable[..., _T], *args: Any) -> _T:
    try:
        return await asyncio.to_thread(function, *args)
    except SandboxError:
        raise
    except Exception as exc:
        raise EnvCrashed(f"{type(exc).__name__}: {exc}") from exc


class SubprocessSession(EnvSession):
    """Talks to the env server of a `Sandbox` (bubblewrap, runsc, docker, or a plain process).

    A timeout kills the sandbox at once (its state is unknown); a graceful close asks the env
    to close (the server answers once it has, then exits, and is given a moment to), then the
    sandbox and everything it started are killed and reaped either way, by `release` (a
    pool's) or by stopping it. The session is confirmed if the close was answered in turn
    and the protocol stream, once nothing in the sandbox is left to write to it, holds
    nothing more: any injected line shows as one too many, whichever reply it displaced.
    """

    CLOSE_GRACE_S = 5.0
    STREAM_END_S = 2.0

    def __init__(
        self, sandbox: Sandbox, *, timeout_s: float, release: Callable[[Sandbox], Awaitable[None]] | None = None
    ) -> None:
        super().__init__(timeout_s=timeout_s)
        self.sandbox = sandbox
        self._release = release

    @property
    def server(self) -> ServerProcess:
        return self.sandbox.server

    @property
    def status(self) -> SandboxStatus:
        return _with_wall_clock(self.sandbox.status(), self.timeout_s)

    async def _reset(self, task: dict[str, Any], seed: int, options: dict[str, Any]) -> Reset:
        result = await self.server.request("reset", {"task": task, "seed": seed, "options": options})
        return wire.reset_from_wire(result)

    async def _step(self, action: str) -> StepResult:
        """The env's result; KilledByMemoryLimit where the env server died during the step and
        its sandbox's memory cgroup killed a process meanwhile (the agent's doing: see the error)."""
        oom_kills = self.sandbox.limit_events().get("oom_kill", 0)
        try:
            return wire.step_result_from_wire(await self.server.request("step", {"action": action}))
        except EnvCrashed as exc:
            if self.sandbox.limit_events().get("oom_kill", 0) > oom_kills:
                raise KilledByMemoryLimit(f"{exc}: the sandbox's memory limit was reached while it handled the "
                                          "action", stderr_tail=exc.stderr_tail) from exc
            raise

    async def _abandon(self) -> None:
        await self.sandbox.stop("timeout")

    async def _close(self, *, graceful: bool) -> str:
        problem = await self._ask_to_close() if graceful else ""
        if self._release is not None:
            await self._release(self.sandbox)
        else:
            await self.sandbox.stop()
        if graceful and not problem:
            unread = await self.server.unread_output(self.STREAM_END_S)
            if unread is None:
                problem = "the env server's protocol stream did not end"
            elif unread:
                problem = f"the env server sent what no request asked for: {unread!r:.200}"
        return problem

    async def _ask_to_close(self) -> str:
        """Ask the env to close; why that failed ("" when it did not)."""
        if not self.server.running:
            return "the env server was gone before close"
        try:
            async with asyncio.timeout(min(self.timeout_s, self.CLOSE_GRACE_S)):
                await self.server.request("close", {})
                await self.server.exited(self.CLOSE_GRACE_S)  # it exits once it answered
        except (SandboxError, TimeoutError) as exc:
            _log.warning("env server did not close cleanly: %s", exc)
            return f"close failed: {type(exc).__name__}: {exc}"
        return ""


def _with_wall_clock(status: SandboxStatus, timeout_s: float) -> SandboxStatus:
    return dataclasses.replace(status, in_force={**status.in_force, "wall_clock_s": f"{timeout_s:g} per call"})


def _make_env(name: str) -> OrderEnforcing:
    """make_env, with an env that fails to import or construct reported as a start failure."""
    try:
        return make_env(name)
    except SandboxError:
        raise
    except Exception as exc:
        raise SandboxStartError(f"env {name!r} failed to start: {type(exc).__name__}: {exc}") from exc


async def open_session(
    env: str,
    runtime: str,
    *,
    timeout_s: float,
    config: SandboxConfig | None = None,
    pools: SandboxPools | None = None,
) -> EnvSession:
    """A ready session of env `env` in `runtime` (one of RUNTIMES), built as `config` says
    (its backend replaced by `runtime`), taken from `pools` when given. The in-process
    runtime ignores `config.data_dirs`: its env reads the caller's own environment. An env
    with an answer key on this side (`sandboxes.host.answer_keys`) gets its agent view as its
    data directory, never its full data (pools: their config must be made so, see
    `answer_keys.agent_data_dirs`).

    Raises UnknownEnv before starting anything for an unregistered env, SandboxStartError if
    the runtime is unknown or refused, or the sandbox does not come up within `timeout_s`.
    """
    config = dataclasses.replace(config or SandboxConfig(), backend=runtime)
    if runtime == "inprocess":
        config.check_allowed()
        return InProcessSession(await asyncio.to_thread(_make_env, env), timeout_s=timeout_s)
    if runtime not in BACKENDS:
        raise SandboxStartError(f"unknown sandbox runtime {runtime!r}; runtimes are {', '.join(RUNTIMES)}")
    import_path(env)
    await asyncio.to_thread(env_paths, env)  # a plugin env's packages, built apart from the loop once
    if runtime == "process":
        config.check_allowed()
        _log.warning("env %r runs as a plain process: NO ISOLATION (development only)", env)
    if pools is not None:
        sandbox = await pools.acquire(env, timeout_s=timeout_s)
        return SubprocessSession(sandbox, timeout_s=timeout_s, release=pools.release)
    sandbox = await Sandbox.start(env, agent_config(env, config), timeout_s=timeout_s)
    return SubprocessSession(sandbox, timeout_s=timeout_s)

