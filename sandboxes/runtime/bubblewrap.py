"""The bubblewrap runtime: the env server in a rootless sandbox (a first, minimal version).

What the sandbox sees:
- every namespace unshared (`--unshare-all`): no network, own PIDs, IPC, UTS and cgroups;
  uid/gid 65534 (nobody) in a user namespace, all capabilities dropped, a new session;
- read-only: /usr (with the /bin, /lib* of a merged-/usr layout), a few /etc files the
  dynamic loader and Python use (never /etc/shadow, /etc/passwd or /etc as a whole), the
  Python installation (sys.base_prefix) and the virtualenv (sys.prefix), and this repository's
  `sandboxes/` package mounted at /opt/rollgate/sandboxes: never the repository root or /root;
- a private, size-capped tmpfs /tmp (the working directory and $HOME), /proc and a minimal /dev;
- only PATH, PYTHONPATH, HOME, LANG and PYTHONDONTWRITEBYTECODE set (`--clearenv`).

The server runs as PID 1 of its PID namespace (`--as-pid-1`): when it exits or is killed the
kernel kills and reaps everything else in the sandbox, and bwrap, its parent, reaps it and
exits, so stopping a sandbox leaves not even a zombie (see `sandboxes.pipe`). The sandbox also
dies with the runner (`--die-with-parent`). Resource limits, cgroups and warm pools come later.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from sandboxes.errors import SandboxStartError
from sandboxes.runtime import PACKAGE_DIR, server_argv, server_environ

SANDBOX_ROOT = "/opt/rollgate"
NOBODY = "65534"
TMP_SIZE_BYTES = 256 * 1024 * 1024
ETC_FILES = (
    "/etc/alternatives",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
)
_TOP_LEVEL_DIRS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")


def bubblewrap_argv(env_name: str, *, tmp_size_bytes: int = TMP_SIZE_BYTES) -> list[str]:
    """The full command line that runs the env server `env_name` inside bubblewrap.

    Raises SandboxStartError when bwrap is not installed.
    """
    return sandbox_argv(server_argv(env_name), tmp_size_bytes=tmp_size_bytes)


def sandbox_argv(
    command: Sequence[str],
    *,
    ro_binds: Sequence[tuple[str, str]] = (),
    tmp_size_bytes: int = TMP_SIZE_BYTES,
) -> list[str]:
    """bwrap's command line running `command` in the sandbox described above, with the
    extra read-only `(host path, sandbox path)` binds `ro_binds`."""
    environ = server_environ(pythonpath=SANDBOX_ROOT, home="/tmp")
    return [
        _bwrap_path(),
        *("--unshare-all", "--as-pid-1", "--die-with-parent", "--new-session", "--clearenv"),
        *[arg for name, value in environ.items() for arg in ("--setenv", name, value)],
        *_system_binds(),
        *_python_binds(),
        *("--ro-bind", str(PACKAGE_DIR), f"{SANDBOX_ROOT}/sandboxes"),
        *[arg for source, target in ro_binds for arg in ("--ro-bind", source, target)],
        *("--proc", "/proc", "--dev", "/dev"),
        *_tmpfs("/tmp", tmp_size_bytes),
        *("--hostname", "sandbox", "--chdir", "/tmp", "--uid", NOBODY, "--gid", NOBODY),
        *("--cap-drop", "ALL", "--"),
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


def _bwrap_path() -> str:
    path = shutil.which("bwrap")
    if path is None:
        raise SandboxStartError("bubblewrap (bwrap) is not installed")
    return path


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


def _python_binds() -> list[str]:
    """Read-only binds of the Python installation and the virtualenv, unless already in /usr."""
    roots = sorted({Path(sys.base_prefix).absolute(), Path(sys.prefix).absolute()})
    args: list[str] = []
    for root in roots:
        if not root.is_relative_to("/usr"):
            args += ["--ro-bind", str(root), str(root)]
    return args


def _tmpfs(path: str, size_bytes: int) -> list[str]:
    """A tmpfs at `path`, capped at `size_bytes` where bwrap supports `--size` (0.8 and up)."""
    if bwrap_version() >= (0, 8):
        return ["--size", str(size_bytes), "--tmpfs", path]
    return ["--tmpfs", path]
