"""Runtimes: how a sandbox's first process is started (command line, environment, fds).

    process      a plain child process: NO ISOLATION, for development only
    bubblewrap   a rootless bubblewrap sandbox: no network, read-only system, private /tmp
    runsc        gVisor's runsc, rootless: the bubblewrap layout behind a user-space kernel
    docker       a container of a Docker API engine (Docker or Podman), the bubblewrap layout

Each backend module has `launch(command, config) -> Launch`. Every runtime starts
`python -m sandboxes.inside.server ENV_NAME` (or the command given) with this package importable and
nothing of the caller's environment but what Python needs. Every sandboxed one offers the link
TESTBED_LINK.
"""

from __future__ import annotations

import functools
import importlib
import platform
import sys
import sysconfig
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sandboxes import seccomp
from sandboxes.errors import SandboxStartError

if TYPE_CHECKING:
    from sandboxes.host.config import SandboxConfig

PACKAGE_DIR = Path(__file__).resolve().parents[2]
"""The `sandboxes` package directory this process imported."""
TESTBED_LINK = ("/testbed", "/tmp/testbed")
"""(path, target) of a symbolic link in the read-only root of every sandbox: /testbed, where
SWE-bench's agent harnesses assume the repository they work on, leads into the sandbox's own
private /tmp, so each sandbox has its own and it is writable there. Nothing is at the target
until an env puts it there (the SWE env checks its repository out there)."""


@dataclass
class Launch:
    """How to start one sandbox, and what its backend enforces beyond the rlimits and cgroups.

    `supervised`: `argv` runs a supervisor that exits once its only child, the sandbox's
    first process, exits (see `sandboxes.host.pipe`). `host_rlimits`: the names of the limits'
    rlimits set on the first process (None: all; the backend applies the others itself).
    `pids_cgroup_limit`: the pids cgroup limit, for a backend that runs host tasks of its own
    (None: the limits' `processes`). `pass_fds` stay open in the child (and are closed here
    once it started). `cleanup` runs once the sandbox is gone. `container`: the name of the
    container the sandbox runs in, for a backend whose processes are an engine's, not
    descendants of `argv`.
    """

    argv: list[str]
    environ: dict[str, str]
    isolation: str
    supervised: bool = False
    host_rlimits: frozenset[str] | None = None
    pids_cgroup_limit: int | None = None
    pass_fds: tuple[int, ...] = ()
    in_force: dict[str, str] = field(default_factory=dict)
    unavailable: dict[str, str] = field(default_factory=dict)
    cleanup: Callable[[], None] | None = None
    container: str = ""


def launch(command: Sequence[str], config: SandboxConfig) -> Launch:
    """The Launch of `command` in `config.backend`; SandboxStartError for an unknown one."""
    modules = {"process": "process", "bubblewrap": "bubblewrap", "runsc": "gvisor", "docker": "docker"}
    if config.backend not in modules:
        raise SandboxStartError(f"unknown sandbox backend {config.backend!r}; backends are {', '.join(modules)}")
    module = importlib.import_module(f"sandboxes.host.runtime.{modules[config.backend]}")
    result: Launch = module.launch(command, config)
    return result


def seccomp_program(config: SandboxConfig) -> bytes | None:
    """The server seccomp filter of `config`'s sandboxes (`sandboxes.seccomp`), None when
    `config.seccomp` is off; SandboxStartError where it is on and required but no filter is
    written for this machine's architecture (fail closed rather than run without one)."""
    if not config.seccomp:
        return None
    program = seccomp.filter_program("server")
    if program is None and config.require_seccomp:
        raise SandboxStartError(f"no seccomp filter is written for {platform.machine()!r} (only for "
                                f"{', '.join(sorted(set(seccomp.MACHINES.values())))}); set require_seccomp=False "
                                "to run sandboxes without one")
    return program


def seccomp_report(program: bytes | None, config: SandboxConfig) -> tuple[dict[str, str], dict[str, str]]:
    """({"seccomp": ...}, {}) when `program` is loaded, else ({}, {"seccomp": why not})."""
    if program is not None:
        return {"seccomp": f"allow-list of {len(seccomp.ALLOWED)} system calls, {len(seccomp.DENIED)} refused "
                           "by name, the rest ENOSYS"}, {}
    return {}, {"seccomp": "disabled" if not config.seccomp else "no filter for this architecture"}


@functools.cache
def precompile_package() -> None:
    """Write the bytecode of the `sandboxes` package beside it, once per process and where the
    directory is writable: sandboxes mount it read-only and would compile it at every start."""
    import compileall

    compileall.compile_dir(PACKAGE_DIR, quiet=2)


def server_argv(env_name: str, python: str = sys.executable, module: str = "sandboxes.inside.server") -> list[str]:
    """The env server's command line, run with `python` (`module`: the fork server's instead).

    `-S` skips the `site` module (its .pth files cost tens of milliseconds per start); the
    sandbox gets site-packages through PYTHONPATH instead (see `server_environ`).
    """
    return [python, "-S", "-m", module, env_name]


def site_packages() -> list[str]:
    """The directories of this interpreter's installed packages (the virtualenv's, if any)."""
    paths = sysconfig.get_paths()
    return list(dict.fromkeys([paths["purelib"], paths["platlib"]]))


def server_environ(pythonpath: str, home: str, data: dict[str, str] | None = None) -> dict[str, str]:
    """The whole environment an env server gets: no variable of the caller leaks in.

    PYTHONPATH is `pythonpath` (where `sandboxes` is), then site-packages (the server runs
    without `site`, so .pth files are not processed). `data`: the env's data variables.
    """
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "PYTHONPATH": ":".join([pythonpath, *site_packages()]),
        "HOME": home,
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        **(data or {}),
    }
