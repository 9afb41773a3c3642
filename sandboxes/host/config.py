"""How sandboxes are made (`SandboxConfig`) and what one reports it enforces (`SandboxStatus`)."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field

from sandboxes.errors import SandboxStartError
from sandboxes.host.limits import SandboxLimits

BACKENDS = ("bubblewrap", "runsc", "docker", "process")
"""Sandbox backends: bubblewrap (the default), gVisor's runsc, a container of a Docker API engine
(Docker or Podman), and a plain process (no isolation)."""
UNSANDBOXED_BACKENDS = ("process", "inprocess")
NO_ISOLATION = "NO ISOLATION (development only)"
DATA_ROOT = "/opt/rollgate/data"
"""Where a sandbox sees env data: the directories it was given (`SandboxConfig.data_dirs`) at
`<root>/<VARIABLE>`, and the data its env ships at `<root>/<env>`, which is where
`sandboxes.registry.DATA_DIR` lies beside the package bound at /opt/rollgate/sandboxes."""
ENV_PATHS_ROOT = "/opt/rollgate/env-paths"
"""Where a plugin env's sandboxes see the folders it imports from (`SandboxConfig.env_paths`): at
`<root>/<n>`, the n-th of them, first on the env server's path."""
DEFAULT_DOCKER_HOST = "unix:///var/run/docker.sock"
"""The Docker engine's own default socket (Podman's `podman-docker` package links it too)."""
ALLOW_UNSANDBOXED_VAR = "ROLLGATE_ALLOW_UNSANDBOXED"
"""Environment variable that, set to 1/true/yes, allows the unsandboxed runtimes."""
ENV_UNIX_SOCKETS: dict[str, tuple[str, ...]] = {"search": ("/run/rollgate/retriever.sock",)}
"""Env name -> the sandbox paths of the Unix sockets it uses (the search env's retriever,
`sandboxes.inside.envs.search.retrieval.DEFAULT_SOCKET`). `SandboxConfig.for_env` binds into
an env's sandboxes only the configured sockets at these paths: every other env gets none."""


def given_data_dirs(configured: dict[str, str]) -> dict[str, str]:
    """The envs' data directories a runner was given: `configured` (variable -> host directory),
    and each env data variable (ALFWORLD_DATA, ...) set in this process's environment, the
    configured ones winning; SandboxStartError naming one that is not a directory."""
    from sandboxes.registry import data_variables

    from_environment = {name: os.environ[name] for name in data_variables().values() if os.environ.get(name)}
    data = {**from_environment, **configured}
    for name, path in data.items():
        if not os.path.isdir(path):
            raise SandboxStartError(f"{name}={path}: not a directory")
    return data


def default_docker_host() -> str:
    """The Docker API socket of the docker backend: DOCKER_HOST, as the docker CLI and SDK read it."""
    return os.environ.get("DOCKER_HOST") or DEFAULT_DOCKER_HOST


def unsandboxed_allowed_by_environment() -> bool:
    return os.environ.get(ALLOW_UNSANDBOXED_VAR, "").strip().lower() in ("1", "true", "yes")


@dataclass(frozen=True)
class SandboxConfig:
    """Everything that decides how a sandbox is built, except the env it serves.

    `unix_sockets`: (host path, sandbox path) pairs of Unix sockets bound into the sandbox,
    its only way to reach a host service (there is no network); each must exist when a
    sandbox starts and be connectable by the sandbox user (mode 0666 works for every backend).
    `ro_binds`: extra read-only (host path, sandbox path) binds.
    `data_dirs`: (variable, host directory) pairs pointing envs at their full upstream data
    (`sandboxes.registry.data_variables`): each directory is bound read-only at
    DATA_ROOT/<variable> and the variable set to that path in the sandbox (to the host path
    itself in the process runtime); it must be readable by the sandbox user (world-readable
    works for every backend). `for_env` keeps only the env's own, sockets (ENV_UNIX_SOCKETS) and data.
    `cgroup_parent`: a delegated cgroup v2 directory to create sandboxes' cgroups in (default:
    the runner's own cgroups).
    `docker_host`: the Docker API engine of the docker backend (Docker, or `podman system
    service`), a URL as DOCKER_HOST takes it; by default DOCKER_HOST, else DEFAULT_DOCKER_HOST.
    `allow_unsandboxed`: the `process` backend (no isolation) is refused unless this is set
    or the environment variable ROLLGATE_ALLOW_UNSANDBOXED is.
    `require_limits`: refuse to start a sandbox (SandboxStartError naming what is missing) unless
    its memory, pids and CPU limits are all in force: on a host that cannot apply them, or with
    one set to 0 or cgroups off. Off by default so a host without cgroup delegation works.
    `seccomp`: load rollgate's seccomp filter on the env server (`sandboxes.seccomp`; tool
    commands always get the tool filter). `require_seccomp`: with `seccomp` on, refuse to start
    a sandbox (SandboxStartError) where no filter is written for the machine's architecture.
    `fork_server`: pools of the bubblewrap backend fork their sandboxes from a fork server
    that keeps the env imported and warm (`sandboxes.inside.forkserver`), instead of starting each
    (a Python start-up and the env's imports, tens of milliseconds of CPU); other backends
    start each sandbox.
    `env_paths`: the folders a plugin env imports from (`sandboxes.host.plugin_envs.env_paths`),
    bound read-only under ENV_PATHS_ROOT and named to the env server (`sandboxes.registry.PATH_VARIABLE`),
    which imports the env with them first on its path; `for_env` sets them.
    """

    backend: str = "bubblewrap"
    limits: SandboxLimits = field(default_factory=SandboxLimits)
    unix_sockets: tuple[tuple[str, str], ...] = ()
    ro_binds: tuple[tuple[str, str], ...] = ()
    data_dirs: tuple[tuple[str, str], ...] = ()
    seccomp: bool = True
    require_seccomp: bool = True
    cgroups: bool = True
    cgroup_parent: str = ""
    docker_host: str = field(default_factory=default_docker_host)
    allow_unsandboxed: bool = False
    fork_server: bool = True
    require_limits: bool = False
    env_paths: tuple[str, ...] = ()

    @property
    def forks(self) -> bool:
        """Whether pools fork this config's sandboxes from a fork server."""
        return self.fork_server and self.backend == "bubblewrap"

    @property
    def unsandboxed_allowed(self) -> bool:
        return self.allow_unsandboxed or unsandboxed_allowed_by_environment()

    def for_env(self, env: str) -> SandboxConfig:
        """This config for sandboxes of `env`: only the data directory `env` reads, if any, only
        the Unix sockets it uses (ENV_UNIX_SOCKETS), if any, the data it ships bound read-only
        where its code looks for it (`sandboxes.registry.shipped_data`), if it ships any, and a
        plugin env's folders (`env_paths`), its packages built first if need be (SandboxStartError)."""
        from sandboxes.host.plugin_envs import env_paths
        from sandboxes.registry import entries, shipped_data

        registered = entries().get(env)
        variable = registered.data_variable if registered is not None else None
        own = tuple((name, path) for name, path in self.data_dirs if name == variable)
        used = ENV_UNIX_SOCKETS.get(env, ())
        sockets = tuple((host, target) for host, target in self.unix_sockets if target in used)
        shipped = shipped_data(env)
        ships = registered is not None and registered.ships_data and shipped.is_dir()
        binds = [(str(shipped), f"{DATA_ROOT}/{env}")] if ships else []
        paths = env_paths(env)
        binds += [(path, target) for path, target in zip(paths, _env_path_targets(paths), strict=True)]
        ro_binds = (*self.ro_binds, *(bind for bind in binds if bind not in self.ro_binds))
        return dataclasses.replace(self, data_dirs=own, unix_sockets=sockets, ro_binds=ro_binds, env_paths=paths)

    def data_binds(self) -> list[tuple[str, str]]:
        """(host directory, sandbox path) of each data directory."""
        return [(path, f"{DATA_ROOT}/{name}") for name, path in self.data_dirs]

    def data_environ(self, *, isolated: bool = True) -> dict[str, str]:
        """The data variables as an env server sees them (`isolated`: at their sandbox paths), and
        the folders a plugin env imports from (`env_paths`, where the env server sees them)."""
        from sandboxes.registry import PATH_VARIABLE

        seen = _env_path_targets(self.env_paths) if isolated else self.env_paths
        site = {PATH_VARIABLE: os.pathsep.join(seen)} if seen else {}
        if not isolated:
            return {**dict(self.data_dirs), **site}
        return {**{name: target for (name, _), (_, target) in zip(self.data_dirs, self.data_binds(), strict=True)},
                **site}

    def check_allowed(self) -> None:
        """SandboxStartError if the backend isolates nothing and that was not allowed."""
        if self.backend in UNSANDBOXED_BACKENDS and not self.unsandboxed_allowed:
            raise SandboxStartError(
                f"the {self.backend!r} runtime has no isolation; allow it explicitly "
                f"(allow_unsandboxed, or {ALLOW_UNSANDBOXED_VAR}=1), for development only"
            )


def _env_path_targets(paths: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f"{ENV_PATHS_ROOT}/{index}" for index in range(len(paths)))


@dataclass(frozen=True)
class SandboxStatus:
    """What one sandbox enforces: its backend, its isolation, and each limit in force or not.

    `isolation` names the barriers (NO_ISOLATION for a backend that has none). `in_force` maps
    a limit to its value; `unavailable` maps a limit to why it is not in force on this host.
    """

    backend: str
    isolation: str
    in_force: dict[str, str] = field(default_factory=dict)
    unavailable: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        held = ", ".join(f"{name}={value}" for name, value in sorted(self.in_force.items()))
        text = f"{self.backend} [{self.isolation}] limits: {held or 'none'}"
        if self.unavailable:
            text += " | not in force: " + "; ".join(f"{k}: {why}" for k, why in sorted(self.unavailable.items()))
        return text
