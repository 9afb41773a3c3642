"""Fixtures of the sandbox tests: the backends available here, a sandbox factory, no leaks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

import psutil
import pytest

from sandboxes.config import SandboxConfig
from sandboxes.runtime.gvisor import runsc_available
from sandboxes.sandbox import Sandbox

SANDBOX_BACKENDS = [
    pytest.param("bubblewrap", id="bubblewrap"),
    pytest.param("runsc", id="runsc",
                 marks=pytest.mark.skipif(not runsc_available(), reason="gVisor (runsc) is not installed")),
]
StartSandbox = Callable[..., Awaitable[Sandbox]]


def live_children() -> set[int]:
    return {p.pid for p in psutil.Process().children(recursive=True) if p.status() != psutil.STATUS_ZOMBIE}


@pytest.fixture(autouse=True)
def no_leaked_children() -> Iterator[None]:
    """Every test must end with no process of ours left that it started."""
    before = live_children()
    yield
    assert live_children() <= before


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
