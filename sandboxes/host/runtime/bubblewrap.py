"""The bubblewrap runtime: the env server in a rootless sandbox.

What the sandbox sees:
- every namespace unshared (`--unshare-all --unshare-user`): no network, own PIDs, IPC, UTS
  and cgroups; uid/gid 65534 (nobody) in a user namespace; all capabilities dropped, no_new_privs
  (always set by bubblewrap), nosuid mounts, a new session, and the server seccomp filter
  (`sandboxes.seccomp`, an allow-list); the env server may make the user, PID and mount
  namespaces that confine each tool command (`sandboxes.inside.confine`), whose own filter
  lets them make none;
- read-only: /usr (with the /bin, /lib* of a merged-/usr layout), a few /etc files the
  dynamic loader and Python use (never /etc/shadow, /etc/passwd or /etc as a whole), the
  Python installation (sys.base_prefix) and the virtualenv (sys.prefix), and this repository's
  `sandboxes/` package mounted at /opt/rollgate/sandboxes: never the repository root or /root;
  the root itself is remounted read-only;
- a private tmpfs /tmp capped at the limits' `workspace_bytes` (the working directory and
  $HOME: the only writable place but /dev/shm), a read-only /proc (the sandbox user may be
  host uid 0, see below, which the kernel lets write its global settings in /proc/sys), and
  a minimal /dev, read-only but for its device nodes and a /dev/shm tmpfs capped at the
  limits' `shm_bytes`;
- a link /testbed -> /tmp/testbed (`TESTBED_LINK`), made before the root is remounted read-only;
- the Unix sockets the config names, bound at their sandbox paths (its only way out);
- only PATH, PYTHONPATH, HOME, LANG and PYTHONDONTWRITEBYTECODE set (`--clearenv`).

The server runs as PID 1 of its PID namespace (`--as-pid-1`): when it exits or is killed the
kernel kills and reaps everything else in the sandbox, and bwrap, its parent, reaps it and
exits, so stopping a sandbox leaves not even a zombie (see `sandboxes.host.pipe`). The sandbox also
dies with the runner (`--die-with-parent`).

When the runner is root, bubblewrap maps the sandbox's uid 65534 to host uid 0 (without any
capability): the mount namespace, not file ownership, keeps host files out of reach.

Pools fork their sandboxes from a fork server started in this layout (`fork_server_launch`,
`sandboxes.inside.forkserver`), which gives each the same barriers.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

from sandboxes.errors import ForkServerUnavailable, SandboxStartError
from sandboxes.host.limits import MIB, SHM_BYTES
from sandboxes.host.runtime import (
    PACKAGE_DIR,
    TESTBED_LINK,
    Launch,
    seccomp_program,
    seccomp_report,
    server_argv,
    server_environ,
)
from sandboxes.inside import forkserver

if TYPE_CHECKING:
    from sandboxes.host.config import SandboxConfig

SANDBOX_ROOT = "/opt/rollgate"
NOBODY = "65534"
TMP_SIZE_BYTES = 256 * MIB
ETC_FILES = (
    "/etc/alternatives",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
)
ISOLATION = ("namespaces (user, mount, pid, net, ipc, uts, cgroup), uid 65534, no capabilities, no_new_privs; "
             "tool commands confined in user, pid and mount namespaces of their own")
USER_NAMESPACES = "disabled for tool commands (seccomp); the env server makes only those confining them"
_TOP_LEVEL_DIRS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")


def launch(command: Sequence[str], config: SandboxConfig) -> Launch:
    """The Launch of `command` in a bubblewrap sandbox built as described above."""
    program = seccomp_program(config)
    seccomp_fd = _memfd("rollgate-seccomp", program) if program is not None else None
    try:
        argv = sandbox_argv(command, **_layout(config), seccomp_fd=seccomp_fd)
    except BaseException:
        if seccomp_fd is not None:
            os.close(seccomp_fd)
        raise
    fds = () if seccomp_fd is None else (seccomp_fd,)
    return Launch(argv, {}, ISOLATION, supervised=True, pass_fds=fds, **_limits_report(config, program))


def fork_server_launch(env_name: str, config: SandboxConfig) -> Launch:
    """The Launch of the fork server of `env_name` (`sandboxes.inside.forkserver`): the layout above,
    keeping the capabilities it needs to make sandboxes of that layout, without the seccomp
    filter (it mounts; each sandbox loads the filter itself), as uid 0 of the user namespace
    owning its mounts (each sandbox maps itself to 65534 in a user namespace of its own and
    disables nested ones there). The number of the fd of its control socket is to be
    appended to `argv`.

    The Launch's isolation and limits are those of the sandboxes it forks. SandboxStartError
    where bubblewrap is too old to size a tmpfs (the fork server sizes its sandboxes' own).
    """
    if bwrap_version() < (0, 8):
        raise ForkServerUnavailable("the fork server needs bubblewrap 0.8 or later")
    program = seccomp_program(config)
    setup = {"rlimits": config.limits.rlimits(), "tmp_bytes": config.limits.workspace_bytes,
             "shm_bytes": config.limits.shm_bytes, "seccomp": program is not None}
    command = [*server_argv(env_name, module="sandboxes.inside.forkserver"), json.dumps(setup)]
    argv = sandbox_argv(command, **_layout(config), keep_capabilities=forkserver.KEPT_CAPABILITIES, uid="0")
    return Launch(argv, {}, f"{ISOLATION}, forked from a warm template", supervised=True,
                  **_limits_report(config, program))


def _layout(config: SandboxConfig) -> dict[str, Any]:
    """`sandbox_argv`'s arguments for the binds, data and sizes of `config`."""
    return {"ro_binds": [*config.ro_binds, *config.data_binds()], "unix_sockets": config.unix_sockets,
            "data": config.data_environ(), "tmp_size_bytes": config.limits.workspace_bytes,
            "shm_size_bytes": config.limits.shm_bytes}


class _LimitsReport(TypedDict):
    in_force: dict[str, str]
    unavailable: dict[str, str]


def _limits_report(config: SandboxConfig, program: bytes | None) -> _LimitsReport:
    """{"in_force": ..., "unavailable": ...} of what this backend enforces under `config`, with
    the server seccomp filter `program`."""
    in_force, unavailable = seccomp_report(program, config)
    in_force.update(network=_network(config.unix_sockets), user_namespaces=USER_NAMESPACES)
    if bwrap_version() >= (0, 8):
        in_force.update(workspace_bytes=str(config.limits.workspace_bytes), shm_bytes=str(config.limits.shm_bytes))
    else:
        unavailable.update(workspace_bytes="bwrap < 0.8 cannot size a tmpfs",
                           shm_bytes="bwrap < 0.8 cannot size a tmpfs")
    return {"in_force": in_force, "unavailable": unavailable}


def bubblewrap_argv(env_name: str, *, tmp_size_bytes: int = TMP_SIZE_BYTES) -> list[str]:
    """The full command line that runs the env server `env_name` inside bubblewrap.

    Raises SandboxStartError when bwrap is not installed.
    """
    return sandbox_argv(server_argv(env_name), tmp_size_bytes=tmp_size_bytes)


def sandbox_argv(
    command: Sequence[str],
    *,
    ro_binds: Sequence[tuple[str, str]] = (),
    unix_sockets: Sequence[tuple[str, str]] = (),
    data: dict[str, str] | None = None,
    tmp_size_bytes: int = TMP_SIZE_BYTES,
    shm_size_bytes: int = SHM_BYTES,
    seccomp_fd: int | None = None,
    keep_capabilities: Sequence[str] = (),
    uid: str = NOBODY,
) -> list[str]:
    """bwrap's command line running `command` in the sandbox described above, with the
    extra read-only `(host path, sandbox path)` binds `ro_binds`, the Unix sockets
    `unix_sockets` bound the same way, the env's data variables `data` set, the seccomp
    program readable from `seccomp_fd`, and the capabilities `keep_capabilities` kept (in
    the sandbox's user namespace), as `uid`. With uid 0 bwrap makes no second user namespace
    to map another uid in, nor one to disable nested ones: the sandbox is uid 0 of the user
    namespace that owns its mounts (the fork server's need: the mounts it makes are its own)."""
    environ = server_environ(pythonpath=SANDBOX_ROOT, home="/tmp", data=data)
    for socket_path, _ in unix_sockets:
        if not Path(socket_path).is_socket():
            raise SandboxStartError(f"{socket_path} is not a Unix socket")
    return [
        _bwrap_path(),
        *("--unshare-all", "--unshare-user"),
        *("--as-pid-1", "--die-with-parent"),
        *("--new-session", "--clearenv"),
        *[arg for name, value in environ.items() for arg in ("--setenv", name, value)],
        *_system_binds(),
        *_python_binds(),
        *("--ro-bind", str(PACKAGE_DIR), f"{SANDBOX_ROOT}/sandboxes"),
        *[arg for source, target in [*ro_binds, *unix_sockets] for arg in ("--ro-bind", source, target)],
        *("--proc", "/proc", "--remount-ro", "/proc", "--dev", "/dev"),
        *_tmpfs("/dev/shm", shm_size_bytes),
        *("--remount-ro", "/dev"),
        *_tmpfs("/tmp", tmp_size_bytes),
        *("--symlink", TESTBED_LINK[1], TESTBED_LINK[0]),
        *("--remount-ro", "/"),
        *("--hostname", "sandbox", "--chdir", "/tmp", "--uid", uid, "--gid", uid),
        *(("--seccomp", str(seccomp_fd)) if seccomp_fd is not None else ()),
        *("--cap-drop", "ALL"),
        *[arg for capability in keep_capabilities for arg in ("--cap-add", capability)],
        "--",
        *command,
    ]


def bwrap_version() -> tuple[int, ...]:
    """bubblewrap's version, e.g. (0, 8, 0); SandboxStartError if it does not run."""
    return _cached_version(_bwrap_path())


@functools.cache
def _cached_version(bwrap: str) -> tuple[int, ...]:
    try:
        done = subprocess.run([bwrap, "--version"], capture_output=True, text=True, check=True, timeout=10)
        output = done.stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise SandboxStartError(f"{bwrap} --version failed: {exc}") from exc
    match = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", output)
    if match is None:
        raise SandboxStartError(f"unrecognised bwrap version: {output!r:.100}")
    return tuple(int(part or 0) for part in match.groups())


@functools.cache
def _bwrap_path() -> str:
    path = shutil.which("bwrap")
    if path is None:
        raise SandboxStartError("bubblewrap (bwrap) is not installed")
    return path


def _network(unix_sockets: Sequence[tuple[str, str]]) -> str:
    if not unix_sockets:
        return "none"
    return "none but Unix sockets " + ", ".join(target for _, target in unix_sockets)


def _memfd(name: str, content: bytes) -> int:
    """An anonymous file holding `content`, positioned at its start."""
    fd = os.memfd_create(name, 0)  # not close-on-exec: the child reads it
    os.write(fd, content)
    os.lseek(fd, 0, os.SEEK_SET)
    return fd


def _system_binds() -> list[str]:
    """/usr read-only, the top-level dirs as the same symlinks or binds, the /etc allowlist."""
    args = ["--ro-bind", "/usr", "/usr"]
    for top in _TOP_LEVEL_DIRS:
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    for path in ETC_FILES:
        args += ["--ro-bind-try", path, path]
    return args


def python_roots() -> list[str]:
    """The Python installation and the virtualenv, unless already under /usr; each both where it is
    reached and where it really is, since a moved or symlinked venv's scripts name the latter."""
    prefixes = (Path(sys.base_prefix).absolute(), Path(sys.prefix).absolute())
    roots = sorted({*prefixes, *(prefix.resolve() for prefix in prefixes)})
    return [str(root) for root in roots if not root.is_relative_to("/usr")]


def _python_binds() -> list[str]:
    return [arg for root in python_roots() for arg in ("--ro-bind", root, root)]


def _tmpfs(path: str, size_bytes: int) -> list[str]:
    """A tmpfs at `path`, capped at `size_bytes` where bwrap supports `--size` (0.8 and up)."""
    if bwrap_version() >= (0, 8):
        return ["--size", str(size_bytes), "--tmpfs", path]
    return ["--tmpfs", path]
