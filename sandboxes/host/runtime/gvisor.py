"""The runsc runtime: the env server under gVisor, a user-space kernel, run rootless.

The container is an OCI bundle written per sandbox: the bubblewrap layout (read-only /usr, the
/etc allowlist, the Python installation and virtualenv, the `sandboxes` package at
/opt/rollgate/sandboxes, a size-capped tmpfs /tmp, the link /testbed -> /tmp/testbed
(`TESTBED_LINK`), the config's Unix sockets and read-only binds) on a read-only, empty root;
no_new_privs, no network (`--network=none`). The env server is the guest's root, keeping
SERVER_CAPABILITIES only (gVisor's, not the host's): gVisor lets no user namespace mount, so
the server confines each tool command (`sandboxes.inside.confine`) in a PID namespace of its
own, as uid 65534 without capabilities, with the tool seccomp filter (which gVisor applies);
the sandbox's /proc and /opt/rollgate stay visible to it (gVisor's mount namespaces do not
keep mounts apart here), the server's /proc entries closed to that uid.
The guest's system calls go to gVisor's kernel, not the host's.

The rlimits are the guest's (in the OCI spec, applied by gVisor to each guest process), but
for RLIMIT_CPU, which gVisor does not enforce: it is set on runsc itself instead, so it bounds
the CPU time of the whole sandbox (its sentry runs every guest thread). The others are not set
on runsc, whose memory file and threads would trip them. As each sandbox has its own kernel,
the guest's RLIMIT_NPROC counts this sandbox's processes only: it is set to the limits'
`processes`. The host's pids cgroup counts runsc's own tasks instead (threads, and on the
ptrace platform a stub process per guest address space: about 7 host tasks per guest
process), so it is sized to let the guest's limit strike first. runsc makes no cgroup of its
own (`--ignore-cgroups`): the sandbox's cgroups hold runsc, its sentry and gofer, so they
bound the whole sandbox's memory. runsc exits once the container's process does; its sentry
and gofer die with it. User namespaces are not disabled: a guest's is gVisor's own.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sandboxes.errors import SandboxStartError
from sandboxes.host.config import SandboxConfig
from sandboxes.host.runtime import PACKAGE_DIR, TESTBED_LINK, Launch, seccomp_program, server_environ
from sandboxes.host.runtime.bubblewrap import ETC_FILES, SANDBOX_ROOT, python_roots

ISOLATION = ("gVisor user-space kernel (runsc, rootless), no_new_privs; the env server guest root with "
             "CAP_SYS_ADMIN, CAP_SETUID, CAP_SETGID and CAP_SETPCAP only; tool commands uid 65534, no capabilities, in "
             "a PID namespace of their own")
SERVER_CAPABILITIES = ["CAP_SYS_ADMIN", "CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"]
"""What the env server keeps in the guest: to confine each tool command in a PID namespace of its
own as another uid (`sandboxes.inside.confine`; gVisor lets no user namespace mount). It runs
with umask 0: the files it makes (an env's workspace) are its commands' to change too."""
RUNSC_BASE_TASKS, RUNSC_TASKS_PER_PROCESS = 128, 8
"""The pids cgroup limit of a runsc sandbox: base + per process * the limits' `processes`."""
HOST_RLIMITS = frozenset({"RLIMIT_CPU", "RLIMIT_CORE"})
_TOP_LEVEL_LINKS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
_ids = itertools.count()


@functools.cache
def runsc_path() -> str | None:
    return shutil.which("runsc")


def runsc_available() -> bool:
    """Whether runsc is installed (whether it runs here, starting a sandbox tells)."""
    return runsc_path() is not None


def launch(command: Sequence[str], config: SandboxConfig) -> Launch:
    runsc = runsc_path()
    if runsc is None:
        raise SandboxStartError("gVisor (runsc) is not installed")
    seccomp_program(config)  # where none is written, refused: its commands would get no tool filter
    for socket_path, _ in config.unix_sockets:
        if not Path(socket_path).is_socket():
            raise SandboxStartError(f"{socket_path} is not a Unix socket")
    bundle = Path(tempfile.mkdtemp(prefix="rollgate-runsc-"))
    try:
        _write_bundle(bundle, command, config)
    except OSError as exc:
        shutil.rmtree(bundle, ignore_errors=True)
        raise SandboxStartError(f"cannot write the runsc bundle: {exc}") from exc
    name = f"rollgate-runsc-{os.getpid()}-{next(_ids)}"
    argv = [runsc, "--rootless", "--network=none", "--ignore-cgroups", *_host_uds(config),
            "--root", str(bundle / "state"), "run", "--bundle", str(bundle), name]
    in_force = {"network": "none" + (" but Unix sockets" if config.unix_sockets else ""),
                "workspace_bytes": str(config.limits.workspace_bytes)}
    in_force.update({limit: f"{soft} (guest)" for limit, soft, _ in guest_rlimits(config)})
    if config.limits.cpu_seconds:
        in_force["RLIMIT_CPU"] = f"{config.limits.cpu_seconds} (the whole sandbox)"
    unavailable = {"seccomp": "not applied to the guest: gVisor's kernel serves its system calls",
                   "user_namespaces": "not disabled: a guest's user namespace is gVisor's, not the host's"}
    return Launch(argv, {}, ISOLATION, supervised=True, host_rlimits=HOST_RLIMITS,
                  pids_cgroup_limit=RUNSC_BASE_TASKS + RUNSC_TASKS_PER_PROCESS * config.limits.processes,
                  in_force=in_force, unavailable=unavailable,
                  cleanup=lambda: shutil.rmtree(bundle, ignore_errors=True))


def guest_rlimits(config: SandboxConfig) -> list[tuple[str, int, int]]:
    """The limits' rlimits but RLIMIT_CPU, RLIMIT_NPROC being the per-sandbox process limit."""
    rlimits = [limit for limit in config.limits.rlimits() if limit[0] not in ("RLIMIT_NPROC", "RLIMIT_CPU")]
    if config.limits.processes:
        rlimits.append(("RLIMIT_NPROC", config.limits.processes, config.limits.processes))
    return rlimits


def _host_uds(config: SandboxConfig) -> list[str]:
    return ["--host-uds=open"] if config.unix_sockets else []


def _write_bundle(bundle: Path, command: Sequence[str], config: SandboxConfig) -> None:
    rootfs = bundle / "rootfs"
    mounts = _mounts(config)
    for mount in mounts:
        target = rootfs / mount["destination"].lstrip("/")
        if mount["type"] != "bind" or os.path.isdir(mount["source"]):
            target.mkdir(parents=True, exist_ok=True)
        else:  # a file (or socket) is bound onto a file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.touch()
    for name in _TOP_LEVEL_LINKS:
        host = Path("/") / name
        if host.is_symlink():
            (rootfs / name).symlink_to(os.readlink(host))
    (rootfs / TESTBED_LINK[0].lstrip("/")).symlink_to(TESTBED_LINK[1])
    (bundle / "config.json").write_text(json.dumps(_spec(command, config, mounts)))


def _spec(command: Sequence[str], config: SandboxConfig, mounts: list[dict[str, Any]]) -> dict[str, Any]:
    environ = server_environ(pythonpath=SANDBOX_ROOT, home="/tmp", data=config.data_environ())
    rlimits = [{"type": name, "soft": soft, "hard": hard} for name, soft, hard in guest_rlimits(config)]
    return {
        "ociVersion": "1.0.0",
        "process": {
            "user": {"uid": 0, "gid": 0},
            "capabilities": {kind: SERVER_CAPABILITIES for kind in ("bounding", "effective", "permitted")},
            "args": ["/bin/sh", "-c", 'umask 0 && exec "$@"', "sh", *command],  # see SERVER_CAPABILITIES
            "env": [f"{name}={value}" for name, value in environ.items()],
            "cwd": "/tmp",
            "noNewPrivileges": True,
            "rlimits": rlimits,
        },
        "root": {"path": "rootfs", "readonly": True},
        "hostname": "sandbox",
        "mounts": mounts,
        "linux": {"namespaces": [{"type": kind} for kind in ("pid", "network", "ipc", "uts", "mount")]},
    }


def _mounts(config: SandboxConfig) -> list[dict[str, Any]]:
    binds = [("/usr", "/usr")]
    binds += [(path, path) for path in ETC_FILES if os.path.exists(path)]
    binds += [(root, root) for root in python_roots()]
    binds += [(str(PACKAGE_DIR), f"{SANDBOX_ROOT}/sandboxes"), *config.ro_binds, *config.data_binds(),
              *config.unix_sockets]
    return [
        {"destination": "/proc", "type": "proc", "source": "proc"},
        *[{"destination": target, "type": "bind", "source": source, "options": ["rbind", "ro", "nosuid", "nodev"]}
          for source, target in binds],
        {"destination": "/tmp", "type": "tmpfs", "source": "tmpfs",
         "options": ["nosuid", "nodev", f"size={config.limits.workspace_bytes}"]},
    ]
