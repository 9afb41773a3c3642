"""How the sandbox tests make sandboxes: the backends available here (each a pytest param,
skipped where it is missing), forked sandboxes, and a Docker API engine for the docker backend
(tests/sandboxes, tests/security and tests/envs play every backend available)."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sandboxes.host.config import SandboxConfig, default_docker_host
from sandboxes.host.forking import ForkServer
from sandboxes.host.runtime import docker as docker_runtime
from sandboxes.host.runtime.gvisor import runsc_available
from sandboxes.host.sandbox import Sandbox

DOCKER_READY_S = 60.0
PODMAN_CONF = """\
[containers]
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
"""
"""Podman as a Docker API engine here: runc (crun fails on rlimits and hybrid cgroups), cgroupfs
(no systemd), a file event log, and ulimits it may set (the open-files hard limit is 20000)."""
GIVEN_DOCKER_HOST = os.environ.get("DOCKER_HOST", "")
DOCKER_REASON = (
    "no Docker API engine: the docker SDK is missing, or neither DOCKER_HOST answers nor podman is installed"
)


def docker_expected() -> bool:
    """Whether docker tests can run: the SDK, and a given engine, or podman to serve one."""
    if importlib.util.find_spec("docker") is None:
        return False
    if GIVEN_DOCKER_HOST:
        return docker_runtime.engine_available(GIVEN_DOCKER_HOST)
    return shutil.which("podman") is not None or docker_runtime.engine_available(default_docker_host())


SANDBOX_BACKENDS = [  # gVisor and the container engine start slowly: the unit loop plays bubblewrap
    pytest.param("bubblewrap", id="bubblewrap"),
    pytest.param("runsc", id="runsc", marks=[
        pytest.mark.skipif(not runsc_available(), reason="gVisor (runsc) is not installed"), pytest.mark.slow]),
    pytest.param("docker", id="docker", marks=[
        pytest.mark.skipif(not docker_expected(), reason=DOCKER_REASON), pytest.mark.slow]),
]
FORKED = "forked"
"""Not a backend: bubblewrap sandboxes forked from a fork server (`sandboxes.host.forking`), the way
the pools make them."""
SANDBOX_KINDS = [*SANDBOX_BACKENDS, pytest.param(FORKED, id=FORKED)]
"""How sandboxes are made: each backend available here, and forked."""


def requested_kind(request: pytest.FixtureRequest) -> str:
    """A fixture's param, a kind of sandbox, with the session's Docker API engine started first
    for docker (the `docker_engine` fixture)."""
    if request.param == "docker":
        request.getfixturevalue("docker_engine")
    return str(request.param)


def backend_of(kind: str) -> str:
    """The backend of a kind of sandbox (FORKED ones are bubblewrap's)."""
    return "bubblewrap" if kind == FORKED else kind


def sandbox_config(kind: str, **fields: Any) -> SandboxConfig:
    """The SandboxConfig of a kind of sandbox, with `fields` set."""
    return SandboxConfig(backend=backend_of(kind), fork_server=kind == FORKED, **fields)


async def start_kind(kind: str, env: str, config: SandboxConfig) -> tuple[Sandbox, ForkServer | None]:
    """A sandbox of `kind` serving `env`, and the fork server it came from (to be closed after)."""
    forks = ForkServer(env, config) if kind == FORKED else None
    try:
        return await Sandbox.start(env, config, timeout_s=60, forks=forks), forks
    except BaseException:
        if forks is not None:
            await forks.close()
        raise


@contextlib.contextmanager
def docker_engine_in(directory: Path) -> Iterator[str]:
    """The Docker API engine of the docker tests (DOCKER_HOST becomes it): DOCKER_HOST when
    given; else a `podman system service` on a socket in `directory`, stopped on leaving; else
    the default socket. The suite's `docker_engine` fixture holds one for the session."""
    if GIVEN_DOCKER_HOST or not shutil.which("podman"):
        yield default_docker_host()
        return
    (directory / "containers.conf").write_text(PODMAN_CONF)
    host = f"unix://{directory / 'podman.sock'}"
    environ = {**os.environ, "CONTAINERS_CONF": str(directory / "containers.conf")}
    with (directory / "service.log").open("wb") as log:
        # In its own directory: conmon writes files (an "oom" marker) into its working directory.
        service = subprocess.Popen(["podman", "system", "service", "--time=0", host], env=environ,
                                   stdout=log, stderr=subprocess.STDOUT, cwd=directory)
    try:
        _await_engine(host, service, directory / "service.log")
        os.environ["DOCKER_HOST"] = host
        yield host
    finally:
        os.environ.pop("DOCKER_HOST", None)
        service.terminate()
        try:
            service.wait(30)
        except subprocess.TimeoutExpired:
            service.kill()
            service.wait()


def _await_engine(host: str, service: subprocess.Popen[bytes], log: Path) -> None:
    """Wait until the service accepts connections, then check it answers the Docker API."""
    deadline = time.monotonic() + DOCKER_READY_S
    while not _listens(host.removeprefix("unix://")):
        if service.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"podman system service did not serve {host}: {log.read_text()[-2000:]}")
        time.sleep(0.05)  # polling the socket, under the deadline above
    if not docker_runtime.engine_available(host):
        raise RuntimeError(f"{host} listens but does not answer the Docker API: {log.read_text()[-2000:]}")


def _listens(path: str) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
        except OSError:
            return False
    return True
