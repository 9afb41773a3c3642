"""Per-sandbox memory, pids and CPU limits: required where the config says so, and what stops a fork bomb.

These tests never skip for want of cgroups: they start their sandboxes with `require_limits`,
so a host without usable memory, pids and cpu controllers fails them with the start error naming
what is missing (here, root writes the v1 controllers).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import PROBE_PRELUDE
from rollgate import EpisodeStatus, JobSpec
from test_rootless import REPOSITORY, UNPRIVILEGED, unprivileged

from sandboxes.errors import SandboxStartError
from sandboxes.host import cgroups
from sandboxes.host.cgroups import find_hierarchies
from sandboxes.host.limits import MIB, SandboxLimits
from sandboxes.host.pool import SandboxPool
from sandboxes.host.sandbox import NPROC_NOT_SET, Sandbox
from sandboxes.host.session import EnvSession, open_session
from services.agents import get_agent
from services.common.queue import EpisodeRef
from services.common.settings import Settings
from services.runner.episode import Episode, EpisodeDeps
from services.runner.main import sandbox_pools
from tests.sandbox_kinds import FORKED, sandbox_config

BOMB_CHILDREN = 1000
"""A fork bomb's safety cap: far above every limit under test."""
FORK_BOMB = PROBE_PRELUDE + """
import signal
def hold():
    os.setsid()  # out of the command's process group: it outlives the command
    devnull = os.open("/dev/null", os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    signal.pause()
forked = 0
try:
    while forked < int(sys.argv[1]):
        if os.fork() == 0:
            hold()
            os._exit(0)
        forked += 1
    print(json.dumps({"forked": forked}))
except OSError as exc:
    print(json.dumps({"forked": forked, "error": errno.errorcode[exc.errno]}))
"""
"""Forks until it fails (or reaches argv[1]); the children stay until the sandbox stops."""
TENANT_LIMITS = SandboxLimits(processes=64, user_processes=40)
"""A per-sandbox pids limit above the per-uid RLIMIT_NPROC: whichever stops a bomb shows."""


KINDS = [pytest.param("bubblewrap", id="bubblewrap"), pytest.param(FORKED, id=FORKED)]
"""Sandboxes started afresh, and forked from a fork server."""
PoolSandbox = Callable[..., Awaitable[Sandbox]]


@pytest.fixture
async def pool_sandbox() -> AsyncIterator[PoolSandbox]:
    """`await pool_sandbox(kind, **config fields)`: a countdown sandbox from a pool of its own,
    made as the runner makes them (its fork server too, for FORKED); every pool drained after."""
    pools: list[SandboxPool] = []

    async def acquire(kind: str, **fields: Any) -> Sandbox:
        pools.append(SandboxPool("countdown", sandbox_config(kind, **fields), min_idle=0, max_size=4))
        return await pools[-1].acquire(timeout_s=60)

    yield acquire
    for pool in pools:
        await pool.drain()


async def fork(sandbox: Sandbox, children: int = BOMB_CHILDREN) -> dict[str, object]:
    """Run FORK_BOMB in `sandbox` up to `children` forks: {"forked": n[, "error": errno]}."""
    result = await sandbox.exec([sys.executable, "-S", "-c", FORK_BOMB, str(children)], timeout_s=60)
    assert result.exit_code == 0, (result.signal, result.stderr)
    outcome: dict[str, object] = json.loads(result.stdout)
    return outcome


# --- one tenant's fork bomb leaves the others working --------------------------------------

TENANTS_RUNNER = """
import asyncio, json, sys
from sandboxes.errors import SandboxError, SandboxStartError
from sandboxes.host.config import SandboxConfig
from sandboxes.host.limits import SandboxLimits
from sandboxes.host.pool import SandboxPool

async def run(sandbox, children):
    if isinstance(sandbox, Exception):
        return {"start_error": str(sandbox)}
    try:
        result = await sandbox.exec([sys.executable, "-S", "-c", sys.argv[2], str(children)], timeout_s=60)
    except SandboxError as exc:
        return {"exec_error": str(exc)}
    return json.loads(result.stdout) if result.exit_code == 0 else {"exit": result.exit_code, "stderr": result.stderr}

async def main(kind):
    config = SandboxConfig(limits=SandboxLimits(**json.loads(sys.argv[3])), fork_server=kind == "forked")
    pool = SandboxPool("countdown", config, min_idle=0, max_size=3)
    async def start():
        try:
            return await pool.acquire(timeout_s=60)
        except SandboxStartError as exc:
            return exc
    try:
        bomber, neighbour = await start(), await start()
        seen = {"bomb": await run(bomber, 1000), "neighbour": await run(neighbour, 30)}
        seen["newcomer"] = await run(await start(), 5)
        seen["events"], seen["status"] = bomber.limit_events(), bomber.status().in_force
    finally:
        await pool.drain()
    print(json.dumps(seen))

asyncio.run(main(sys.argv[1]))
"""
"""Run as an unprivileged runner, with a pool as the runner makes them: a fork bomb in one
sandbox, then, while its processes stay, 30 forks in a second sandbox, and a third sandbox
started and running 5."""


@pytest.fixture
def delegated_cgroups() -> Iterator[list[Path]]:
    """A memory, a pids and a cpu cgroup of this host's (and cpuacct, where it is apart), given
    to uid 65534 to run a runner in (the way a host delegates one to an unprivileged runner);
    their `cgroup.procs` files."""
    hierarchies = find_hierarchies()[0]
    if {h.version for h in hierarchies.values()} != {1} or not {"memory", "pids", "cpu"} <= set(hierarchies):
        pytest.fail(f"this test delegates v1 memory, pids and cpu cgroups; this host offers {hierarchies}")
    directories = list(dict.fromkeys(h.directory / f"rollgate-test-delegated-{os.getpid()}"
                                     for h in hierarchies.values()))
    for directory in directories:
        directory.mkdir()
        for path in [directory, *directory.iterdir()]:
            os.chown(path, UNPRIVILEGED, UNPRIVILEGED)
    try:
        yield [directory / "cgroup.procs" for directory in directories]
    finally:
        for directory in directories:
            for child in directory.glob("rollgate-*"):
                cgroups.SandboxCgroup({"any": child}).remove()
            directory.rmdir()


@pytest.mark.skipif(os.geteuid() != 0, reason="delegating a cgroup to an unprivileged runner needs root")
@pytest.mark.parametrize("kind", [pytest.param("bubblewrap", id="bubblewrap"), pytest.param(FORKED, id=FORKED)])
def test_a_fork_bomb_leaves_the_other_sandboxes_of_its_uid_working(delegated_cgroups: list[Path], kind: str) -> None:
    """An unprivileged runner's sandboxes all run as its host uid, which RLIMIT_NPROC counts
    across all of them: a bomb held only by it would take every process the uid may have.
    With the pids cgroup in force, the bomb hits its own sandbox's pids.max instead."""
    environ = {"PATH": os.environ["PATH"], "HOME": "/nonexistent", "PYTHONDONTWRITEBYTECODE": "1",
               "PYTHONPATH": str(REPOSITORY)}
    limits = json.dumps({"processes": TENANT_LIMITS.processes, "user_processes": TENANT_LIMITS.user_processes})
    runner = unprivileged([sys.executable, "-c", TENANTS_RUNNER, kind, FORK_BOMB, limits])
    join = 'for procs in "$@"; do [ "$procs" = -- ] && break; echo $$ > "$procs"; shift; done; shift; exec "$@"'
    argv = ["sh", "-c", join, "join", *map(str, delegated_cgroups), "--", *runner]
    ran = subprocess.run(argv, capture_output=True, text=True, env=environ, cwd="/", timeout=180)
    assert ran.returncode == 0, ran.stderr[-3000:]
    seen = json.loads(ran.stdout.splitlines()[-1])
    assert (seen["neighbour"], seen["newcomer"]) == ({"forked": 30}, {"forked": 5}), seen
    assert seen["bomb"]["error"] == "EAGAIN" and TENANT_LIMITS.user_processes < seen["bomb"]["forked"] < 64
    assert seen["events"]["pids_max"] > 0
    assert "pids_cgroup" in seen["status"] and "RLIMIT_NPROC" not in seen["status"]


# --- required limits ---------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
async def test_a_fork_bomb_is_stopped_by_its_own_pids_cgroup(pool_sandbox: PoolSandbox, kind: str) -> None:
    sandbox = await pool_sandbox(kind, limits=TENANT_LIMITS, require_limits=True)
    bomb = await fork(sandbox)
    assert bomb["error"] == "EAGAIN" and TENANT_LIMITS.user_processes < bomb["forked"] < TENANT_LIMITS.processes
    assert sandbox.limit_events()["pids_max"] > 0
    assert sandbox.status().unavailable["RLIMIT_NPROC"] == NPROC_NOT_SET


@pytest.mark.parametrize("kind", KINDS)
async def test_a_memory_bomb_is_killed_by_its_own_memory_cgroup(pool_sandbox: PoolSandbox, kind: str) -> None:
    limits = SandboxLimits(address_space_bytes=0, memory_bytes=160 * MIB)
    sandbox = await pool_sandbox(kind, limits=limits, require_limits=True)
    hog = [sys.executable, "-S", "-c", "hog = []\nwhile True: hog.append(bytearray(16 * 1024 * 1024))"]
    result = await sandbox.exec(hog, timeout_s=60)
    assert (result.signal, result.timed_out) == ("SIGKILL", False) and sandbox.alive
    assert sandbox.limit_events()["oom_kill"] >= 1


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "fields, missing",
    [
        pytest.param({"cgroups": False}, "memory_cgroup: disabled; pids_cgroup: disabled; cpu_cgroup: disabled",
                     id="cgroups-off"),
        pytest.param({"limits": SandboxLimits(processes=0)}, "pids_cgroup: disabled (0)", id="no-pids-limit"),
        pytest.param({"limits": SandboxLimits(memory_bytes=0)}, "memory_cgroup: disabled (0)", id="no-memory-limit"),
        pytest.param({"limits": SandboxLimits(cpus=0)}, "cpu_cgroup: disabled (0)", id="no-cpu-limit"),
    ],
)
async def test_a_required_limit_turned_off_refuses_the_start(
    pool_sandbox: PoolSandbox, kind: str, fields: dict[str, Any], missing: str
) -> None:
    with pytest.raises(SandboxStartError, match="without its memory, pids and CPU limits") as refused:
        await pool_sandbox(kind, require_limits=True, **fields)
    assert str(refused.value).endswith(f"(require_limits is set): {missing}")


@pytest.mark.parametrize("kind", KINDS)
async def test_a_host_without_controllers_refuses_only_where_limits_are_required(
    pool_sandbox: PoolSandbox, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A host whose cgroups offer no memory, pids or cpu controller (a laptop without delegation):
    sandboxes still start, saying so, unless limits are required."""
    monkeypatch.setattr(cgroups, "_cgroup_mounts", dict)
    why = "no cgroup hierarchy offers this controller here"
    lax = await pool_sandbox(kind)
    names = ("memory_cgroup", "pids_cgroup", "cpu_cgroup")
    assert {name: lax.status().unavailable[name] for name in names} == dict.fromkeys(names, why)
    assert lax.status().unavailable.get("RLIMIT_NPROC") != NPROC_NOT_SET  # the rlimit stays the backstop
    with pytest.raises(SandboxStartError, match=f"memory_cgroup: {why}; pids_cgroup: {why}; cpu_cgroup: {why}$"):
        await pool_sandbox(kind, require_limits=True)


@pytest.mark.parametrize("value", [pytest.param(True, id="on"), pytest.param(False, id="off")])
def test_the_require_limits_setting_reaches_the_pools(monkeypatch: pytest.MonkeyPatch, value: bool) -> None:
    monkeypatch.setenv("ROLLGATE_SANDBOX_REQUIRE_LIMITS", str(value).lower())
    assert sandbox_pools(Settings()).config.require_limits is value
    assert Settings.model_fields["sandbox_require_limits"].default is False


class NoWorkers:
    """The part of a WorkerPool an episode uses when it ends before its first turn."""

    def release(self, episode_id: str) -> None:
        pass


async def test_a_refused_start_ends_the_episode_as_infra_error_naming_the_missing_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ROLLGATE_SANDBOX_REQUIRE_LIMITS", "true")
    pools = sandbox_pools(Settings(sandbox_limits={"memory_bytes": 0}, sandbox_pool_min_idle=0))

    async def session(env: str, timeout_s: float) -> EnvSession:
        return await open_session(env, "bubblewrap", timeout_s=timeout_s, config=pools.config, pools=pools)

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(NoWorkers(), None, session, never_cancelled)  # type: ignore[arg-type]
    spec = JobSpec(env="countdown", tasks=["train-000000"], max_turns=1)
    try:
        trajectory = await Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent("countdown"), deps).run()
    finally:
        await pools.drain()
    assert trajectory.status == EpisodeStatus.INFRA_ERROR and not trajectory.steps
    assert trajectory.status_reason.endswith("(require_limits is set): memory_cgroup: disabled (0)")


def test_the_cpu_limit_setting_reaches_the_pools(monkeypatch: pytest.MonkeyPatch) -> None:
    """ROLLGATE_SANDBOX_LIMITS takes `cpus` as a fraction of a core beside whole-number limits
    (JSON's 2.0 is 2 there); a fraction where a whole number belongs is refused."""
    monkeypatch.setenv("ROLLGATE_SANDBOX_LIMITS", json.dumps({"cpus": 0.5, "memory_bytes": 1024.0 * MIB}))
    limits = sandbox_pools(Settings()).config.limits
    assert (limits.cpus, limits.memory_bytes, type(limits.memory_bytes)) == (0.5, 1024 * MIB, int)
    assert SandboxLimits().cpus == 1.0
    with pytest.raises(ValueError, match="processes must be a whole number"):
        SandboxLimits.with_overrides({"processes": 2.5})
    with pytest.raises(ValueError, match="cpus must be 0"):
        SandboxLimits(cpus=-1)
