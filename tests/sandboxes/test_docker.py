"""The docker backend's own parts: the engine's limits on the container, the container's
lifetime (removed however its supervisor ends), the image, a missing engine."""

from __future__ import annotations

import gc
import os
import signal

import psutil
import pytest
from conftest import StartSandbox, container_cgroup

from sandboxes.errors import SandboxStartError
from sandboxes.host.limits import MIB, SandboxLimits
from sandboxes.host.runtime import docker as docker_runtime
from sandboxes.host.sandbox import Sandbox
from tests.sandbox_kinds import SANDBOX_BACKENDS

pytestmark = pytest.mark.parametrize("backend", [SANDBOX_BACKENDS[2]], indirect=True)
LIMITS = SandboxLimits(processes=50, memory_bytes=300 * MIB, workspace_bytes=8 * MIB, cpus=0.5)


def inspect(sandbox: Sandbox) -> dict:
    client = docker_runtime.engine_client(os.environ["DOCKER_HOST"])
    return client.api.inspect_container(sandbox._launch.container)


async def test_the_engine_holds_the_container_to_its_limits(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend, limits=LIMITS)
    host_config = inspect(sandbox)["HostConfig"]
    assert (host_config["Memory"], host_config["PidsLimit"]) == (300 * MIB, 50)
    limits = await sandbox.exec(["grep", "Max processes", "/proc/self/limits"])
    assert int(limits.stdout.split()[2]) > LIMITS.user_processes  # uid 65534 host-wide: the PidsLimit holds instead
    assert sandbox.status().unavailable["RLIMIT_NPROC"].startswith("not set: the PidsLimit")
    assert host_config["ReadonlyRootfs"] and host_config["NetworkMode"] == "none"
    assert sandbox.status().in_force["memory_cgroup"].startswith(str(300 * MIB))
    assert (host_config["CpuPeriod"], host_config["CpuQuota"], host_config["CpuShares"]) == (100_000, 50_000, 512)
    assert container_cpu_limit(sandbox) == (50_000, 100_000)  # the engine wrote it into the container's cgroup
    assert sandbox.status().in_force["cpu_cgroup"].startswith("0.5 (the container's cgroup")
    assert sandbox.status().in_force["seccomp"].startswith("allow-list")
    filters = await sandbox.exec(["grep", "Seccomp_filters", "/proc/self/status"])
    assert filters.stdout.split() == ["Seccomp_filters:", "3"]  # the engine's, the server's, the command's


def container_cpu_limit(sandbox: Sandbox) -> tuple[int, int]:
    """(quota, period) of the container's CPU limit, in microseconds, read from its cgroup."""
    directory = container_cgroup(sandbox, "cpu")
    if (directory / "cpu.max").exists():
        quota, period = (directory / "cpu.max").read_text().split()
        return int(quota), int(period)
    return int((directory / "cpu.cfs_quota_us").read_text()), int((directory / "cpu.cfs_period_us").read_text())


async def test_a_killed_supervisor_leaves_no_container(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend)
    init = psutil.Process(inspect(sandbox)["State"]["Pid"])
    os.kill(sandbox.server.pid, signal.SIGKILL)
    await sandbox.stop()
    assert not init.is_running() or init.status() == psutil.STATUS_ZOMBIE


async def test_a_stopped_sandbox_has_no_container(start_sandbox: StartSandbox, backend: str) -> None:
    sandbox = await start_sandbox(backend)
    await sandbox.stop()
    client = docker_runtime.engine_client(os.environ["DOCKER_HOST"])
    assert not client.api.containers(all=True, filters={"name": sandbox._launch.container})


def test_the_image_is_named_by_its_content(backend: str) -> None:
    client = docker_runtime.engine_client(os.environ["DOCKER_HOST"])
    assert docker_runtime.root_filesystem() == docker_runtime.root_filesystem()
    reference = docker_runtime.ensure_image(client)
    assert reference == docker_runtime.ensure_image(client) and client.api.inspect_image(reference)


async def test_an_engine_that_does_not_answer_fails_the_start(start_sandbox: StartSandbox, backend: str,
                                                              tmp_path: os.PathLike[str]) -> None:
    assert not docker_runtime.engine_available(f"unix://{tmp_path}/none.sock")
    with pytest.raises(SandboxStartError) as failure:
        await start_sandbox(backend, docker_host=f"unix://{tmp_path}/none.sock")
    assert "rollgate docker sandbox: ConnectionError" in failure.value.stderr_tail
    gc.collect()  # a socket of the refused connects left open would be reported here (an error)
