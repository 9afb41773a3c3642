"""Fixtures of the sandbox tests: the backends available here, a sandbox factory, no leaks."""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

import psutil
import pytest

from sandboxes.cgroups import find_hierarchies
from sandboxes.config import SandboxConfig
from sandboxes.runtime.gvisor import runsc_available
from sandboxes.sandbox import Sandbox

SANDBOX_BACKENDS = [
    pytest.param("bubblewrap", id="bubblewrap"),
    pytest.param("runsc", id="runsc",
                 marks=pytest.mark.skipif(not runsc_available(), reason="gVisor (runsc) is not installed")),
]
StartSandbox = Callable[..., Awaitable[Sandbox]]
SHARED_SANDBOXES: set[Sandbox] = set()
"""Sandboxes that outlive a test (module fixtures): runsc adds host processes to one as its
guest starts processes, which are no leak of the test."""


STACK_COMMANDS = ("services.runner.main", "services.gateway.main", "vllm.entrypoints", "redis-server")
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


@pytest.fixture(params=SANDBOX_BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def start_sandbox() -> AsyncIterator[StartSandbox]:
    """`await start_sandbox(backend, **config fields)`: a countdown env server's sandbox,
    stopped at the end of the test."""
    started: list[Sandbox] = []

    async def start(backend: str, *, env: str = "countdown", **config: Any) -> Sandbox:
        sandbox = await Sandbox.start(env, SandboxConfig(backend=backend, **config), timeout_s=60)
        started.append(sandbox)
        return sandbox

    yield start
    for sandbox in started:
        await sandbox.stop()
