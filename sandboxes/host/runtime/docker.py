"""The docker runtime: the env server in a container of a Docker API engine (Docker, or the
Docker-compatible service of Podman), driven through the docker SDK.

Why a supervisor process: the rest of `sandboxes` talks to an env server through a child
process's pipes (`sandboxes.host.pipe`: JSON lines, a stderr tail, an exit status, one kill path).
A container's stdio is not a pipe but the engine's attach stream, multiplexed on one socket.
Rather than a second transport, each sandbox's first process is a small supervisor (this
module run as `python -m sandboxes.host.runtime.docker SPEC`): it creates the container, attaches
to its stdio before starting it, relays stdin to it and its stdout and stderr back to its own
(so the runner sees exactly the pipes it sees under bubblewrap), and exits with the
container's exit status once the container ended. `Sandbox.start`, `exec`, `stop` and
`status` are unchanged. Whatever ends the supervisor, the container goes: the runner's
`Launch.cleanup` force-removes it by name once the supervisor is gone (awaiting a create the
killed supervisor left in flight; every API call has a timeout), and the first sandbox a
runner starts removes the containers left by runners of this host that died.

What the container is (the bubblewrap layout, see `sandboxes.host.runtime.bubblewrap`):
- an image built once per engine from a local, empty root filesystem (mount points, the
  merged-/usr symlinks and the link /testbed -> /tmp/testbed, `TESTBED_LINK`; no registry is
  needed), named by a hash of its content;
- read-only: that root, /usr, the /etc allowlist, the Python installation and virtualenv, the
  `sandboxes` package at /opt/rollgate/sandboxes, the config's read-only binds, its data dirs
  at DATA_ROOT/<VAR> and its Unix sockets (the only way out: the network mode is "none");
- a private tmpfs /tmp capped at the limits' `workspace_bytes` (working directory and $HOME),
  and /dev/shm capped at the limits' `shm_bytes`;
- uid/gid 65534, every capability dropped, no_new_privs, its own PID, IPC and UTS namespaces;
  rollgate's server seccomp filter on top of the engine's profile (the prelude loads it), and
  each tool command confined in namespaces of its own (`sandboxes.inside.confine`);
- the limits: memory, processes and CPU (the quota and shares `sandboxes.host.cgroups` computes)
  as the container's cgroup limits (set by the engine), the rlimits as the container's
  ulimits, but RLIMIT_AS, which the Docker API cannot express: a
  short prelude sets it inside before it execs the server with exactly `server_environ` (the
  engine adds variables of its own, e.g. HOSTNAME).

The server runs as PID 1 of the container: when it ends, the kernel kills everything else in
it. The engine's container log is off (log driver "none"): output goes to the runner only.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.util
import io
import itertools
import json
import logging
import os
import resource
import signal
import socket
import struct
import sys
import tarfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sandboxes.errors import SandboxStartError
from sandboxes.host.cgroups import CPU_PERIOD_US, cpu_quota_us, cpu_weight
from sandboxes.host.runtime import (
    PACKAGE_DIR,
    TESTBED_LINK,
    Launch,
    seccomp_program,
    seccomp_report,
    server_environ,
    site_packages,
)
from sandboxes.host.runtime.bubblewrap import ETC_FILES, NOBODY, SANDBOX_ROOT, python_roots

if TYPE_CHECKING:
    import docker

    from sandboxes.host.config import SandboxConfig

ISOLATION = "container (Docker API engine): mount, pid, net, ipc, uts namespaces, uid 65534, no capabilities, " \
            "no_new_privs"
API_VERSION = "1.41"
"""The Docker API version spoken (Docker 20.10 and later, Podman 4): no version probe per call."""
API_TIMEOUT_S = 30
LATE_CREATE_S = 2
"""How long a sandbox's cleanup awaits a create its killed supervisor may have left in flight."""
IMAGE_REPOSITORY = "localhost/rollgate-sandbox"
LABEL_RUNNER = "org.rollgate.runner"
"""Label naming the runner that started a container ("host:pid"), for sweeping stale ones."""
ENGINE_ULIMITS = {"RLIMIT_CPU": "cpu", "RLIMIT_FSIZE": "fsize", "RLIMIT_NOFILE": "nofile", "RLIMIT_NPROC": "nproc",
                  "RLIMIT_CORE": "core"}
"""The rlimits the engine sets (Docker API ulimit names). RLIMIT_AS has none: the prelude sets it."""
PRELUDE = (
    "import json, os, resource, sys\n"
    "limit = int(sys.argv[1])\n"
    "if limit:\n"
    "    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))\n"
    "if sys.argv[3] == 'seccomp':\n"
    "    from sandboxes import seccomp\n"
    "    seccomp.load(seccomp.filter_program('server'))\n"
    "os.execvpe(sys.argv[4], sys.argv[4:], json.loads(sys.argv[2]))\n"
)
"""Run inside, as the container's command: set RLIMIT_AS, load the server seccomp filter (on top
of the engine's profile) unless told "no-seccomp", then exec the command with exactly the given
environment (argv: limit, environment as JSON, "seccomp" or "no-seccomp", command...)."""
_TOP_LEVEL = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
_MOUNT_POINTS = {"tmp": 0o1777, "proc": 0o755, "dev": 0o755, "sys": 0o755, "etc": 0o755, "opt/rollgate": 0o755}
"""The image's directories and modes: /tmp's is its tmpfs's too (Podman copies the image's up)."""
_STDIN, _STDOUT, _STDERR = 0, 1, 2
_SEALED_TMPFS = {"/run": "ro,nosuid,nodev,noexec,size=64k", "/var/tmp": "ro,nosuid,nodev,noexec,size=64k"}
"""Podman mounts writable tmpfs at /run and /var/tmp of a read-only container unless the
container has its own: these keep /tmp the only writable place, as under bubblewrap."""
_ids = itertools.count()
_log = logging.getLogger(__name__)


def launch(command: Sequence[str], config: SandboxConfig) -> Launch:
    """The Launch of the supervisor that runs `command` in a container built as described above."""
    if importlib.util.find_spec("docker") is None:
        raise SandboxStartError("the docker backend needs the docker SDK (pip install docker)")
    seccomp_program(config)  # where none is written, refused: its commands would get no tool filter
    for socket_path, _ in config.unix_sockets:
        if not Path(socket_path).is_socket():
            raise SandboxStartError(f"{socket_path} is not a Unix socket")
    name = f"rollgate-{os.getpid()}-{next(_ids)}"
    spec = {"host": config.docker_host, "name": name, "body": container_body(command, config),
            "sweep": _first_launch(config.docker_host)}
    argv = [sys.executable, "-S", "-m", "sandboxes.host.runtime.docker", json.dumps(spec)]
    environ = {"PYTHONPATH": ":".join([str(PACKAGE_DIR.parent), *site_packages()]), "LANG": "C.UTF-8",
               "PYTHONDONTWRITEBYTECODE": "1"}
    in_force, unavailable = limits_report(config)
    return Launch(argv, environ, ISOLATION, host_rlimits=frozenset({"RLIMIT_CORE"}), in_force=in_force,
                  unavailable=unavailable, cleanup=lambda: release_container(config.docker_host, name),
                  container=name)


def container_body(command: Sequence[str], config: SandboxConfig) -> dict[str, Any]:
    """The Docker API `POST /containers/create` body of the sandbox (the image is the supervisor's)."""
    environ = server_environ(pythonpath=SANDBOX_ROOT, home="/tmp", data=config.data_environ())
    limits = config.limits
    filtered = "seccomp" if seccomp_program(config) is not None else "no-seccomp"
    prelude = [sys.executable, "-S", "-c", PRELUDE, str(limits.address_space_bytes), json.dumps(environ), filtered]
    host_config: dict[str, Any] = {
        "NetworkMode": "none",
        "ReadonlyRootfs": True,
        "CapDrop": ["ALL"],
        "SecurityOpt": ["no-new-privileges"],
        "Mounts": [{"Type": "bind", "Source": source, "Target": target, "ReadOnly": True}
                   for source, target in _binds(config)],
        "Tmpfs": {"/tmp": f"rw,exec,nosuid,nodev,size={limits.workspace_bytes},mode=1777", **_SEALED_TMPFS},
        "ShmSize": limits.shm_bytes,
        "Ulimits": [{"Name": ENGINE_ULIMITS[name], "Soft": soft, "Hard": hard}
                    for name, soft, hard in _ulimits(config)],
        "LogConfig": {"Type": "none", "Config": {}},
    }
    if limits.memory_bytes:
        host_config.update(Memory=limits.memory_bytes, MemorySwap=limits.memory_bytes)
    if limits.processes:
        host_config["PidsLimit"] = limits.processes
    host_config.update(cpu_host_config(limits.cpus))
    return {
        "Cmd": [*prelude, *command],
        "Env": [f"{key}={value}" for key, value in environ.items()],
        "User": f"{NOBODY}:{NOBODY}",
        "WorkingDir": "/tmp",
        "Hostname": "sandbox",
        "OpenStdin": True, "StdinOnce": True, "Tty": False,
        "AttachStdin": True, "AttachStdout": True, "AttachStderr": True,
        "Labels": {LABEL_RUNNER: runner_label()},
        "HostConfig": host_config,
    }


def cpu_host_config(cpus: float) -> dict[str, int]:
    """The container's CPU limit, the quota and weight a sandbox's own cpu cgroup gets (v1's
    shares: the Docker API's, which engines map to v2's weight); none for 0."""
    if not cpus:
        return {}
    return {"CpuPeriod": CPU_PERIOD_US, "CpuQuota": cpu_quota_us(cpus), "CpuShares": cpu_weight(cpus, 1)}


def limits_report(config: SandboxConfig) -> tuple[dict[str, str], dict[str, str]]:
    """(limits in force, limits not in force with the reason) of a docker sandbox."""
    limits = config.limits
    in_force = {name: str(soft) for name, soft, _ in _ulimits(config)}
    unavailable = {}
    if limits.processes:
        del in_force["RLIMIT_NPROC"]
        unavailable["RLIMIT_NPROC"] = "not set: the PidsLimit bounds this container alone, where RLIMIT_NPROC " \
                                      f"would count uid {NOBODY}'s processes in every container"
    else:
        in_force["RLIMIT_NPROC"] += f" (uid {NOBODY} host-wide: the container shares the host's user IDs)"
    if limits.address_space_bytes:
        in_force["RLIMIT_AS"] = str(limits.address_space_bytes)
    else:
        unavailable["RLIMIT_AS"] = "disabled (0)"
    for key, value in (("memory_cgroup", limits.memory_bytes), ("pids_cgroup", limits.processes),
                       ("cpu_cgroup", limits.cpus)):
        if value:
            in_force[key] = f"{value} (the container's cgroup, set by the engine)"
        else:
            unavailable[key] = "disabled (0)"
    sockets = ", ".join(target for _, target in config.unix_sockets)
    in_force.update(network=f"none but Unix sockets {sockets}" if sockets else "none",
                    workspace_bytes=str(limits.workspace_bytes), shm_bytes=str(limits.shm_bytes))
    filter_in_force, filter_unavailable = seccomp_report(seccomp_program(config), config)
    in_force.update(filter_in_force)
    unavailable.update(filter_unavailable)
    in_force["user_namespaces"] = "disabled for tool commands (seccomp); the env server makes only those confining them"
    unavailable.update(
        limit_events="not counted: the container's cgroups are the engine's",
    )
    return in_force, unavailable


def runner_label() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def remove_container(host: str, name: str, attempts: int = 3) -> None:
    """Force-remove container `name` (killing its processes); a container already gone is fine.

    Tried again when the engine refuses: Podman does while the container is exiting on its own."""
    import docker

    for attempt in range(1, attempts + 1):
        try:
            engine_client(host).api.remove_container(name, force=True)
            return
        except docker.errors.NotFound:
            return
        except docker.errors.APIError as exc:
            if attempt == attempts:
                _log.warning("container %s could not be removed: %s", name, str(exc))
        except (docker.errors.DockerException, OSError) as exc:  # requests' errors are OSErrors
            # a string, not the error: its traceback would keep the SDK's failed socket alive
            _log.warning("container %s could not be removed: engine %s failed: %s", name, host, str(exc))
            return


def release_container(host: str, name: str) -> None:
    """The runner's cleanup of a sandbox: remove its container, which its supervisor leaves
    once it exited. Not there: the supervisor was killed before its create returned, and the
    engine may still be creating it; a create within LATE_CREATE_S is awaited and undone."""
    import docker

    client = engine_client(host)
    try:
        client.api.inspect_container(name)
    except docker.errors.NotFound:
        since = int(time.time()) - 1
        try:
            events = client.api.events(since=since, until=since + 1 + LATE_CREATE_S, decode=True,
                                       filters={"type": "container", "container": name, "event": "create"})
            with contextlib.closing(events):  # an abandoned stream would leave its socket open
                for _ in events:
                    break
        except (docker.errors.DockerException, OSError) as exc:
            _log.warning("container %s: events of engine %s unavailable: %s", name, host, str(exc))
    except (docker.errors.DockerException, OSError):
        pass  # remove_container reports it
    remove_container(host, name)


def engine_available(host: str) -> bool:
    """Whether the docker SDK is installed and a Docker API engine answers at `host`."""
    if importlib.util.find_spec("docker") is None:
        return False
    client = _sdk_client(host, 5)
    try:
        return bool(client.ping())
    except Exception:  # any failure means no usable engine
        return False
    finally:
        client.close()


@functools.cache
def engine_client(host: str, timeout_s: int = API_TIMEOUT_S) -> docker.DockerClient:
    """A client of the engine at `host`, every call bounded by `timeout_s`."""
    return _sdk_client(host, timeout_s)


def _sdk_client(host: str, timeout_s: int) -> docker.DockerClient:
    import docker

    _close_failed_connects()
    return docker.DockerClient(base_url=host, version=API_VERSION, timeout=timeout_s)


@functools.cache
def _close_failed_connects() -> None:
    """The SDK leaves the socket of a connect to a Unix socket that fails (a refused, missing or
    full listener) open, for the garbage collector to find (docker/docker-py#3356, not released).
    Its connect is replaced by one that closes the socket before the error propagates."""
    from docker.transport import unixconn

    def connect(self: unixconn.UnixHTTPConnection) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.settimeout(self.timeout)
            sock.connect(self.unix_socket)
        except BaseException:
            sock.close()
            raise
        self.sock = sock

    unixconn.UnixHTTPConnection.connect = connect  # type: ignore[method-assign]


_launched_hosts: set[str] = set()


def _first_launch(host: str) -> bool:
    """True once per engine and runner: that sandbox's supervisor sweeps stale containers."""
    first = host not in _launched_hosts
    _launched_hosts.add(host)
    return first


def _ulimits(config: SandboxConfig) -> list[tuple[str, int, int]]:
    """The engine's ulimits: the limits' rlimits (no RLIMIT_AS). RLIMIT_NOFILE and RLIMIT_NPROC
    are always given (at this process's own hard limit when the limit is off): an engine left to
    pick them may try values above what it may set. With a PidsLimit, RLIMIT_NPROC is that too:
    it counts uid 65534's processes in every container of the host, so one container's fork
    bomb would stop the others, where the PidsLimit counts this container alone."""
    rlimits = {name: (soft, hard) for name, soft, hard in config.limits.rlimits() if name in ENGINE_ULIMITS}
    if config.limits.processes:
        rlimits.pop("RLIMIT_NPROC", None)
    for name in ("RLIMIT_NOFILE", "RLIMIT_NPROC"):
        if name not in rlimits:
            hard = resource.getrlimit(getattr(resource, name))[1]
            if name == "RLIMIT_NPROC":  # runc refuses more than the kernel's pid_max, and more cannot run
                hard = min(hard, _pid_max())
            rlimits[name] = (hard, hard)
    return [(name, soft, hard) for name, (soft, hard) in rlimits.items()]


def _pid_max() -> int:
    with open("/proc/sys/kernel/pid_max") as pid_max:
        return int(pid_max.read())


def _binds(config: SandboxConfig) -> list[tuple[str, str]]:
    """(host path, container path) of every read-only bind."""
    binds = [("/usr", "/usr")]
    binds += [(f"/{top}", f"/{top}") for top in _TOP_LEVEL if os.path.isdir(f"/{top}")
              and not os.path.islink(f"/{top}")]
    binds += [(path, path) for path in ETC_FILES if os.path.exists(path)]
    binds += [(root, root) for root in python_roots()]
    return [*binds, (str(PACKAGE_DIR), f"{SANDBOX_ROOT}/sandboxes"), *config.ro_binds, *config.data_binds(),
            *config.unix_sockets]


# --- the supervisor (runs as the sandbox's first process) -------------------------------------


def root_filesystem() -> bytes:
    """The image's root filesystem as a tar: the mount points, the host's merged-/usr symlinks
    and TESTBED_LINK, all with fixed metadata so that its hash names its content."""
    links = {name: os.readlink(f"/{name}") for name in _TOP_LEVEL if os.path.islink(f"/{name}")}
    links[TESTBED_LINK[0].lstrip("/")] = TESTBED_LINK[1]
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for directory, mode in _MOUNT_POINTS.items():
            entry = tarfile.TarInfo(directory)
            entry.type, entry.mode = tarfile.DIRTYPE, mode
            tar.addfile(entry)
        for name, target in links.items():
            entry = tarfile.TarInfo(name)
            entry.type, entry.linkname = tarfile.SYMTYPE, target
            tar.addfile(entry)
    return buffer.getvalue()


def ensure_image(client: docker.DockerClient) -> str:
    """The sandbox image's reference, imported into the engine from `root_filesystem` unless
    there already. The hash is in the repository name: Podman's import ignores a tag."""
    import docker

    rootfs = root_filesystem()
    reference = f"{IMAGE_REPOSITORY}-{hashlib.sha256(rootfs).hexdigest()[:16]}:latest"
    try:
        client.api.inspect_image(reference)
    except docker.errors.ImageNotFound:
        client.api.import_image_from_data(rootfs, repository=reference.rpartition(":")[0])
        client.api.inspect_image(reference)  # fails loudly if the import did not name it
    return reference


def sweep_stale(client: docker.DockerClient) -> int:
    """Remove the containers that runners of this host left when they died; returns how many."""
    import docker

    prefix = f"{socket.gethostname()}:"
    removed = 0
    for container in client.api.containers(all=True, filters={"label": LABEL_RUNNER}):
        runner = container.get("Labels", {}).get(LABEL_RUNNER, "")
        pid = runner.removeprefix(prefix)
        if runner.startswith(prefix) and pid.isdigit() and not os.path.exists(f"/proc/{pid}"):
            with contextlib.suppress(docker.errors.NotFound):
                client.api.remove_container(container["Id"], force=True)
                removed += 1
    return removed


def _sweep_quietly(client: docker.DockerClient) -> None:
    """sweep_stale, whose failure (e.g. Podman listing a container removed meanwhile) must not
    fail this sandbox: the next runner sweeps again."""
    import docker

    try:
        sweep_stale(client)
    except docker.errors.DockerException as exc:
        print(f"rollgate docker sandbox: stale containers not swept: {exc}", file=sys.stderr, flush=True)


def supervise(spec: dict[str, Any]) -> int:
    """Create, attach, start and relay the container of `spec`; its exit status. The exited
    container is left to the runner's cleanup (`release_container`); on failure it is removed."""
    client = engine_client(spec["host"])
    name = spec["name"]
    try:
        if spec.get("sweep"):
            _sweep_quietly(client)
        body = {**spec["body"], "Image": ensure_image(client)}
        client.api.create_container_from_config(body, name)
        stream = client.api.attach_socket(name, params={"stdin": 1, "stdout": 1, "stderr": 1, "stream": 1})
        attached = getattr(stream, "_sock", stream)
        attached.settimeout(None)  # the relay waits as long as the sandbox lives
        client.api.start(name)
        threading.Thread(target=_relay_stdin, args=(attached,), daemon=True).start()
        _relay_output(attached)
        return int(client.api.wait(name, timeout=API_TIMEOUT_S)["StatusCode"])
    except BaseException:
        remove_container(spec["host"], name)
        raise


def _relay_stdin(attached: socket.socket) -> None:
    """Copy this process's stdin to the container's; at its end, end the container's."""
    with contextlib.suppress(OSError):
        while chunk := os.read(_STDIN, 65536):
            attached.sendall(chunk)
        attached.shutdown(socket.SHUT_WR)


def _relay_output(attached: socket.socket) -> None:
    """Copy the attach stream's frames (8-byte header: stream, 3 zero bytes, big-endian
    length) to this process's stdout and stderr, until the stream ends."""
    reader = attached.makefile("rb")
    while len(header := reader.read(8)) == 8:
        kind, length = struct.unpack(">BxxxL", header)
        payload = reader.read(length)
        _write_all(_STDERR if kind == _STDERR else _STDOUT, payload)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _exit_on_signal(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)


def main(argv: list[str]) -> int:
    """The supervisor's entry point: `python -m sandboxes.host.runtime.docker SPEC_JSON`."""
    import docker

    for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(signum, _exit_on_signal)
    try:
        return supervise(json.loads(argv[1]))
    except (docker.errors.DockerException, OSError) as exc:
        print(f"rollgate docker sandbox: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        return 125


if __name__ == "__main__":
    sys.exit(main(sys.argv))
