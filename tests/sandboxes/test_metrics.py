"""The sandboxes' Prometheus metrics, and the package staying standard-library-only."""

from __future__ import annotations

import subprocess
import sys

from conftest import StartSandbox
from prometheus_client import REGISTRY

from sandboxes.host.config import SandboxConfig
from sandboxes.host.pool import SandboxPool
from sandboxes.host.runtime import PACKAGE_DIR
from tests.sandbox_kinds import backend_of


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def test_starts_are_timed_by_backend(start_sandbox: StartSandbox, backend: str) -> None:
    label = backend_of(backend)
    before = sample("rollgate_sandbox_start_seconds_count", backend=label)
    await start_sandbox(backend)
    assert sample("rollgate_sandbox_start_seconds_count", backend=label) == before + 1
    assert sample("rollgate_sandbox_start_seconds_sum", backend=label) > 0


async def test_kills_are_counted_by_reason(start_sandbox: StartSandbox) -> None:
    before = sample("rollgate_sandbox_kills_total", reason="timeout")
    sandbox = await start_sandbox("bubblewrap")
    assert await sandbox.stop("timeout") == ["timeout"]
    assert await sandbox.stop("timeout") == ["timeout"]  # idempotent: counted once
    assert sample("rollgate_sandbox_kills_total", reason="timeout") == before + 1


async def test_a_clean_stop_is_no_kill(start_sandbox: StartSandbox) -> None:
    sandbox = await start_sandbox("bubblewrap")
    assert await sandbox.stop() == []


async def test_pool_size_and_idle_are_gauges_by_env() -> None:
    pool = SandboxPool("countdown", SandboxConfig(), min_idle=1, max_size=2)
    pool.warm_up()
    try:
        sandbox = await pool.acquire(60)
        assert sample("rollgate_sandbox_pool_size", env="countdown") == pool.size >= 1
        assert sample("rollgate_sandbox_pool_idle", env="countdown") == pool.idle
        await pool.release(sandbox)
    finally:
        await pool.drain()
    assert sample("rollgate_sandbox_pool_size", env="countdown") == 0


def test_the_package_needs_only_the_standard_library() -> None:
    """Without site-packages, every runner-side module still imports; metrics become no-ops."""
    code = """
import sys
import sandboxes.inside.server, sandboxes.host.session, sandboxes.host.pool, sandboxes.host.sandbox
import sandboxes.host.metrics as metrics
metrics.observe_start("bubblewrap", 0.01)
metrics.count_kill("timeout")
ours = {"sandboxes", "__main__", *sys.stdlib_module_names}
print(sorted({name.split(".")[0] for name in sys.modules} - ours))
"""
    done = subprocess.run([sys.executable, "-S", "-c", code], env={"PYTHONPATH": str(PACKAGE_DIR.parent)},
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_importing_the_package_does_not_import_prometheus() -> None:
    code = "import sys, sandboxes.host.session, sandboxes.host.pool; print('prometheus_client' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
