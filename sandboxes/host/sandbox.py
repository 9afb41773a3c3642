"""One sandbox running an env server: start, exec, stop, status.

    sandbox = await Sandbox.start("countdown", SandboxConfig(), timeout_s=30)
    result = await sandbox.exec(["sh", "-c", "ulimit -a"], timeout_s=10)
    print(sandbox.status())      # the backend, its isolation, each limit in force or not
    await sandbox.stop()         # every process of the sandbox is gone when this returns

`start` returns once the env server answered ready (it then waits for `reset`; sessions
drive it, see `sandboxes.host.session`) and every process of the sandbox is in the sandbox's own
cgroups. The sandbox's first process takes its rlimits before exec, so everything it ever
starts inherits them; the runner moves its processes into the cgroups while the server
starts up (a move costs the kernel 10 to 30 ms of waiting, which would otherwise come on
top of the start-up), before any task reaches it. A forked sandbox's supervisor joins them
itself before it forks the rest (`SandboxCgroup.entry_fds`), which costs no such wait.

Where a pids cgroup bounds each sandbox, RLIMIT_NPROC is not set (`per_sandbox_process_limit`):
it counts the processes of the sandbox's host uid across every sandbox, so one fork bomb held
by it would stop them all. With `require_limits`, a sandbox whose memory, pids or CPU limit is
not in force does not start (SandboxStartError naming each and why).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import logging
import os
import shutil
import signal
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sandboxes.errors import EnvTimeout, SandboxStartError
from sandboxes.host import metrics
from sandboxes.host.cgroups import SandboxCgroup, find_hierarchies, sweep_stale
from sandboxes.host.config import SandboxConfig, SandboxStatus
from sandboxes.host.limits import launcher
from sandboxes.host.pipe import ServerProcess
from sandboxes.host.runtime import Launch, launch, precompile_package, server_argv
from sandboxes.inside.command import MAX_OUTPUT_BYTES, ExecResult

if TYPE_CHECKING:
    from sandboxes.host.forking import ForkServer

__all__ = ["ExecResult", "Sandbox", "per_sandbox_process_limit"]

REQUIRED_LIMITS = ("memory_cgroup", "pids_cgroup", "cpu_cgroup")
"""The limits `SandboxConfig.require_limits` refuses to start a sandbox without."""
PIDS_CGROUP_BACKENDS = ("bubblewrap", "process")
"""Backends whose every process is in the runner's pids cgroup of the sandbox, as the host's
uid that RLIMIT_NPROC counts (runsc's guest kernel counts its own; docker's are the engine's)."""
NPROC_NOT_SET = ("not set: the pids cgroup bounds this sandbox alone, where RLIMIT_NPROC would count "
                 "the host uid's processes in every sandbox")
_EXEC_GRACE_S = 5.0
_SIGNAL_REASONS = {signal.SIGXCPU: "cpu_limit", signal.SIGXFSZ: "file_size_limit"}
_log = logging.getLogger(__name__)


class Sandbox:
    """A started sandbox; `server` is its env server's pipe."""

    def __init__(self, server: ServerProcess, launched: Launch, cgroup: SandboxCgroup, status: SandboxStatus) -> None:
        self.server = server
        self._launch = launched
        self._cgroup = cgroup
        self._status = status
        self._stopping: asyncio.Future[list[str]] | None = None
        self.kill_reasons: list[str] = []
        """Why the sandbox died or was killed (set by `stop`): timeout, oom, cpu_limit, ..."""

    @classmethod
    async def start(
        cls, env_name: str, config: SandboxConfig, *, timeout_s: float, command: Sequence[str] | None = None,
        forks: ForkServer | None = None,
    ) -> Sandbox:
        """Start the env server `env_name` (or `command`) in a new sandbox; wait until ready.

        `forks`: fork the sandbox from that fork server (of `env_name`, built as
        `per_sandbox_process_limit(config)` says) instead of starting one. SandboxStartError if
        the backend is unknown or refused (an unsandboxed one not allowed), if
        `config.require_limits` and the memory, pids or CPU limit is not in force, or if the server
        does not come up within `timeout_s`; nothing is left then.
        """
        config.check_allowed()
        _prepare_host(config.cgroup_parent if config.cgroups else None)
        started = time.perf_counter()
        config = _applied(config, forks)
        launched = forks.launched if forks is not None else launch(list(command or server_argv(env_name)), config)
        cgroup = SandboxCgroup()
        try:
            cgroup, status = _limits(config, launched)
            if config.require_limits:
                _check_required(status)
            if forks is not None:
                server = await _fork(forks, cgroup, timeout_s)
            else:
                _check_executable(launched.argv[0])
                argv = [*launcher(_host_rlimits(config, launched)), *launched.argv]
                server = await ServerProcess.start(
                    argv, environ=launched.environ, timeout_s=timeout_s, supervised=launched.supervised,
                    pass_fds=launched.pass_fds, alongside=cgroup.adopt,
                )
        except BaseException:
            _release(cgroup, launched)  # nothing runs in it any more: quick
            raise
        finally:
            for fd in launched.pass_fds:
                os.close(fd)
        metrics.observe_start(config.backend, time.perf_counter() - started)
        return cls(server, launched, cgroup, status)

    @property
    def alive(self) -> bool:
        return self.server.running and self._stopping is None

    def status(self) -> SandboxStatus:
        """The backend, its isolation, and which limits are in force or unavailable here."""
        return self._status

    def limit_events(self) -> dict[str, int]:
        """How often a cgroup limit struck so far: {"oom_kill": n, "pids_max": n, "cpu_throttled":
        n} (where used)."""
        return self._cgroup.events()

    def cpu_time_s(self) -> float | None:
        """The CPU time the sandbox used so far, as its own cgroup counts it; None where none
        counts it (no cgroup here, or a container's, which are the engine's)."""
        return self._cgroup.cpu_time_s() if not self._launch.container else None

    async def exec(
        self, argv: Sequence[str], *, timeout_s: float = 60.0, max_output_bytes: int = 64 * 1024, cwd: str = ""
    ) -> ExecResult:
        """Run `argv` inside the sandbox as a child of its env server and return how it ended.

        The command is killed (its whole process group) after `timeout_s`; at most
        `max_output_bytes` of each output stream come back (up to MAX_OUTPUT_BYTES).
        EnvError if it cannot start; EnvTimeout (and the sandbox is stopped) if the server
        itself does not answer in time.
        """
        params = {"argv": list(argv), "timeout_s": timeout_s, "max_output_bytes": min(max_output_bytes,
                                                                                      MAX_OUTPUT_BYTES)}
        if cwd:
            params["cwd"] = cwd
        try:
            async with asyncio.timeout(timeout_s + _EXEC_GRACE_S):
                return ExecResult.from_wire(await self.server.request("exec", params))
        except TimeoutError:
            await self.stop("timeout")
            raise EnvTimeout(f"exec did not answer within {timeout_s + _EXEC_GRACE_S} s") from None

    async def stop(self, reason: str = "") -> list[str]:
        """Kill every process of the sandbox, remove its cgroups and files; idempotent.

        `reason` records why the caller kills it (e.g. "timeout"); returns the kill reasons,
        with what the sandbox's own end tells (oom, cpu_limit, file_size_limit, crashed).
        Cancelling the caller does not stop the cleanup.
        """
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop(reason))
        return await asyncio.shield(self._stopping)

    async def _stop(self, reason: str) -> list[str]:
        died_alone = not self.server.running
        await self.server.kill()
        reasons = [reason] if reason else []
        if self._cgroup.events().get("oom_kill"):
            reasons.append("oom")
        if died_alone and not reasons and (death := _death_reason(self.server.returncode)):
            reasons.append(death)
        await asyncio.to_thread(_release, self._cgroup, self._launch)
        self.kill_reasons = reasons
        for kill_reason in reasons:
            metrics.count_kill(kill_reason)
        return reasons


async def _fork(forks: ForkServer, cgroup: SandboxCgroup, timeout_s: float) -> ServerProcess:
    """A sandbox forked from `forks`, its supervisor joining `cgroup` before it forks the rest."""
    entry = cgroup.entry_fds()
    try:
        process = await forks.spawn(timeout_s, cgroup_fds=entry)
    finally:
        for fd in entry:
            os.close(fd)
    server = await ServerProcess.attach(process, timeout_s=timeout_s)
    if not cgroup.holds(server.pid):
        await server.kill()
        raise SandboxStartError("the forked sandbox is not in its cgroups")
    return server


def per_sandbox_process_limit(config: SandboxConfig) -> SandboxConfig:
    """`config` without RLIMIT_NPROC (`user_processes` 0) where a pids cgroup will bound each
    of its sandboxes: then pids.max, counting one sandbox alone, is what stops a fork bomb, not
    the rlimit, which counts every process of the host uid (that of an unprivileged runner, or
    of a fork server's user namespace) in all sandboxes together. The runner's own RLIMIT_NPROC
    stays the host-wide backstop. Fork servers are to be built with this config."""
    if not _pids_cgroup_expected(config) or not config.limits.user_processes:
        return config
    return dataclasses.replace(config, limits=dataclasses.replace(config.limits, user_processes=0))


def _pids_cgroup_expected(config: SandboxConfig) -> bool:
    """Whether each sandbox of `config` gets a pids cgroup holding all its processes here."""
    return (config.backend in PIDS_CGROUP_BACKENDS and config.cgroups and config.limits.processes > 0
            and "pids" in find_hierarchies(config.cgroup_parent)[0])


def _applied(config: SandboxConfig, forks: ForkServer | None) -> SandboxConfig:
    """`config` with the RLIMIT_NPROC its sandbox really gets: a forked one its fork server's,
    a started one none where a pids cgroup bounds it."""
    if forks is None:
        return per_sandbox_process_limit(config)
    forked = dataclasses.replace(config.limits, user_processes=forks.config.limits.user_processes)
    return dataclasses.replace(config, limits=forked)


def _check_required(status: SandboxStatus) -> None:
    """SandboxStartError naming each of REQUIRED_LIMITS not in force, and why."""
    missing = [f"{name}: {status.unavailable.get(name, 'not reported')}" for name in REQUIRED_LIMITS
               if name not in status.in_force]
    if missing:
        raise SandboxStartError("refusing to start a sandbox without its memory, pids and CPU limits "
                                f"(require_limits is set): {'; '.join(missing)}")


@functools.cache
def _prepare_host(cgroup_parent: str | None) -> None:
    """Once per process: bytecode for the sandboxes, and no cgroups left by dead runners."""
    precompile_package()
    if cgroup_parent is not None and (swept := sweep_stale(cgroup_parent)):
        _log.info("removed %d cgroups of sandboxes whose runner died", swept)


def _limits(config: SandboxConfig, launched: Launch) -> tuple[SandboxCgroup, SandboxStatus]:
    """The sandbox's cgroup (created here) and the status of every limit."""
    in_force, unavailable = config.limits.rlimit_report() if launched.host_rlimits is None else ({}, {})
    if config.cgroups:
        processes = config.limits.processes and (launched.pids_cgroup_limit or config.limits.processes)
        cgroup, cgroup_in_force, cgroup_unavailable = SandboxCgroup.create(
            config.limits.memory_bytes, processes, config.limits.cpus, parent=config.cgroup_parent)
    else:
        cgroup, cgroup_in_force = SandboxCgroup(), {}
        cgroup_unavailable = dict.fromkeys(REQUIRED_LIMITS, "disabled")
    in_force.update(cgroup_in_force, **launched.in_force)
    unavailable.update(cgroup_unavailable, **launched.unavailable)
    if nproc_unset := _why_no_nproc(config, launched, in_force):
        unavailable["RLIMIT_NPROC"] = nproc_unset
    status = SandboxStatus(config.backend, launched.isolation, in_force, unavailable)
    return cgroup, status


def _why_no_nproc(config: SandboxConfig, launched: Launch, in_force: dict[str, str]) -> str:
    """Why the host RLIMIT_NPROC is not set on the sandbox ("" where it is, or is the backend's)."""
    if config.limits.user_processes or launched.host_rlimits is not None:
        return ""
    return NPROC_NOT_SET if "pids_cgroup" in in_force else "disabled (0)"


def _check_executable(program: str) -> None:
    """SandboxStartError naming `program` unless it can be run: the launcher execs it last, where
    a missing program would only show as an exit code."""
    if shutil.which(program) is None:
        raise SandboxStartError(f"cannot start {program}: no such executable")


def _host_rlimits(config: SandboxConfig, launched: Launch) -> list[tuple[str, int, int]]:
    rlimits = config.limits.rlimits()
    if launched.host_rlimits is None:
        return rlimits
    return [limit for limit in rlimits if limit[0] in launched.host_rlimits]


def _release(cgroup: SandboxCgroup, launched: Launch) -> None:
    cgroup.remove()
    if launched.cleanup is not None:
        try:
            launched.cleanup()
        except OSError as exc:
            _log.warning("sandbox cleanup failed: %s", exc)


def _death_reason(returncode: int | None) -> str | None:
    """Why a sandbox ended on its own, from its first process's exit status (bwrap passes a
    signal on as 128 + its number); None for a clean exit."""
    if returncode == 0:
        return None
    if returncode is not None:
        number = -returncode if returncode < 0 else returncode - 128
        with contextlib.suppress(ValueError):
            return _SIGNAL_REASONS.get(signal.Signals(number), "crashed")
    return "crashed"
