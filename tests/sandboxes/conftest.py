"""Fixtures of the sandbox tests: a sandbox factory, probes, no leaks (the backends available
here: tests/sandbox_kinds.py)."""

from __future__ import annotations

import contextlib
import importlib.util
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from sandboxes.host import cgroups
from sandboxes.host.cgroups import find_hierarchies
from sandboxes.host.forking import ForkServer
from sandboxes.host.runtime import docker as docker_runtime
from sandboxes.host.sandbox import Sandbox
from tests.sandbox_kinds import SANDBOX_KINDS, requested_kind, sandbox_config, start_kind

PROBE_PRELUDE = """
import ctypes, errno, json, os, socket, sys
def outcome(action):
    try:
        return ["ok", action()]
    except OSError as exc:
        return ["error", errno.errorcode.get(exc.errno, exc.errno)]
    except Exception as exc:
        return ["error", type(exc).__name__]
"""
"""Probes run inside sandboxes start with this: `outcome(action)` is ["ok", its result] or
["error", the errno's name or the exception's class]."""
StartSandbox = Callable[..., Awaitable[Sandbox]]
SHARED_SANDBOXES: set[Sandbox] = set()
"""Sandboxes that outlive a test (module fixtures): runsc adds host processes to one as its
guest starts processes, which are no leak of the test."""


STACK_COMMANDS = ("services.runner.main", "services.gateway.main", "vllm.entrypoints", "redis-server",
                  "podman system service")
"""Services a session-wide end-to-end stack runs beside these tests; their sandboxes are theirs."""


def _tree(process: psutil.Process) -> set[int]:
    with contextlib.suppress(psutil.NoSuchProcess):
        return {process.pid} | {p.pid for p in process.children(recursive=True)}
    return set()


def _is_stack_service(process: psutil.Process) -> bool:
    with contextlib.suppress(psutil.NoSuchProcess):
        return any(command in " ".join(process.cmdline()) for command in STACK_COMMANDS)
    return False


def _alive(process: psutil.Process) -> bool:
    with contextlib.suppress(psutil.NoSuchProcess):
        return process.status() != psutil.STATUS_ZOMBIE
    return False


def live_children() -> set[int]:
    shared: set[int] = set()
    for sandbox in SHARED_SANDBOXES:
        with contextlib.suppress(psutil.NoSuchProcess):
            shared |= {p.pid for p in psutil.Process(sandbox.server.pid).children(recursive=True)}
    for child in psutil.Process().children():
        if _is_stack_service(child):
            shared |= _tree(child)
    children = psutil.Process().children(recursive=True)
    return {p.pid for p in children if p.pid not in shared and _alive(p)}


@pytest.fixture(autouse=True)
def no_leaked_children() -> Iterator[None]:
    """Every test must end with no process of ours left that it started."""
    before = live_children()
    yield
    assert live_children() <= before


@pytest.fixture(scope="session", autouse=True)
def no_leaked_cgroups() -> Iterator[None]:
    """Every sandbox the session started removed its cgroups."""
    yield
    leftovers = [path for hierarchy in find_hierarchies()[0].values()
                 for path in hierarchy.directory.glob(f"rollgate-{os.getpid()}-*")]
    assert not leftovers


@pytest.fixture(params=SANDBOX_KINDS)
def backend(request: pytest.FixtureRequest) -> str:
    return requested_kind(request)


@pytest.fixture(autouse=True)
def no_leaked_containers() -> Iterator[None]:
    """Every docker sandbox a test started was removed with it (its processes are the engine's)."""
    before = _own_containers()
    yield
    assert _own_containers() <= before


def _own_containers() -> set[str]:
    host = os.environ.get("DOCKER_HOST", "")
    if not host or importlib.util.find_spec("docker") is None:
        return set()
    label = f"{docker_runtime.LABEL_RUNNER}={docker_runtime.runner_label()}"
    client = docker_runtime.engine_client(host)
    return {container["Id"] for container in client.api.containers(all=True, filters={"label": label})}


def sandbox_processes(sandbox: Sandbox) -> list[psutil.Process]:
    """The host processes of a sandbox: its first process and that one's descendants, then,
    for a container, the container's (its engine's children, not the first process's)."""
    first = psutil.Process(sandbox.server.pid)
    processes = [first, *first.children(recursive=True)]
    if name := sandbox._launch.container:
        state = docker_runtime.engine_client(os.environ["DOCKER_HOST"]).api.inspect_container(name)["State"]
        if state["Pid"]:
            init = psutil.Process(state["Pid"])
            processes += [init, *init.children(recursive=True)]
    return processes


def container_cgroup(sandbox: Sandbox, controller: str) -> Path:
    """The directory of a docker sandbox's container's cgroup of `controller` (v1), or of its v2
    cgroup, as the host sees it (through the container's first process's /proc/PID/cgroup)."""
    name = sandbox._launch.container
    pid = docker_runtime.engine_client(os.environ["DOCKER_HOST"]).api.inspect_container(name)["State"]["Pid"]
    mounts = cgroups._cgroup_mounts()
    memberships = [line.split(":", 2) for line in Path(f"/proc/{pid}/cgroup").read_text().splitlines()]
    for _, controllers, path in memberships:
        if controller in controllers.split(",") and controller in mounts:
            return mounts[controller] / path.lstrip("/")
    return mounts["cgroup2"] / next(path for _, controllers, path in memberships if not controllers).lstrip("/")


@pytest.fixture
async def start_sandbox() -> AsyncIterator[StartSandbox]:
    """`await start_sandbox(kind, **config fields)`: a countdown env server's sandbox, stopped
    at the end of the test (with its fork server, if FORKED)."""
    started: list[Sandbox] = []
    fork_servers: list[ForkServer] = []

    async def start(kind: str, *, env: str = "countdown", **config: Any) -> Sandbox:
        sandbox, forks = await start_kind(kind, env, sandbox_config(kind, **config))
        started.append(sandbox)
        if forks is not None:
            fork_servers.append(forks)
        return sandbox

    yield start
    for sandbox in started:
        await sandbox.stop()
    for forks in fork_servers:
        await forks.close()
