"""Fixtures of the sandbox tests: the backends available here, a sandbox factory, no leaks."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import socket
import subprocess
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from sandboxes.host import cgroups
from sandboxes.host.cgroups import find_hierarchies
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


def _docker_expected() -> bool:
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
        pytest.mark.skipif(not _docker_expected(), reason=DOCKER_REASON), pytest.mark.slow]),
]
FORKED = "forked"
"""Not a backend: bubblewrap sandboxes forked from a fork server (`sandboxes.host.forking`), the way
the pools make them."""
SANDBOX_KINDS = [*SANDBOX_BACKENDS, pytest.param(FORKED, id=FORKED)]
"""How sandboxes are made: each backend available here, and forked."""
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


@pytest.fixture(params=SANDBOX_KINDS)
def backend(request: pytest.FixtureRequest) -> str:
    if request.param == "docker":
        request.getfixturevalue("docker_engine")
    return str(request.param)


@pytest.fixture(scope="session")
def docker_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The Docker API engine of the docker tests (DOCKER_HOST becomes it): DOCKER_HOST when
    given; else a `podman system service` on a socket of its own for this session, stopped at
    its end; else the default socket."""
    if GIVEN_DOCKER_HOST or not shutil.which("podman"):
        yield default_docker_host()
        return
    directory = tmp_path_factory.mktemp("podman")
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
    """Wait until the service accepts connections, then check it answers the Docker API. The
    SDK is asked only once the socket listens: a connect it fails leaves its socket unclosed
    (a ResourceWarning, an error under this suite's filterwarnings, in some later test)."""
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
