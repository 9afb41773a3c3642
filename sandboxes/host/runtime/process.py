"""The plain-process runtime: the env server as an ordinary child process, for development.

It isolates nothing (same user, same filesystem, same network): its status says NO ISOLATION,
and `sandboxes.host.sandbox` refuses it unless unsandboxed runtimes are allowed explicitly. Only
the environment is scrubbed; the rlimits and cgroups still apply. Cleanup covers the server's
process group (and its cgroup, where there is one).
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence

from sandboxes.host.config import NO_ISOLATION, SandboxConfig
from sandboxes.host.runtime import PACKAGE_DIR, Launch, server_environ


def launch(command: Sequence[str], config: SandboxConfig) -> Launch:
    unavailable = {name: "no isolation" for name in ("network", "workspace_bytes", "filesystem", "seccomp")}
    environ = process_environ(config.data_environ(isolated=False))
    return Launch(list(command), environ, NO_ISOLATION, unavailable=unavailable)


def process_environ(data: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a plain-process env server: `sandboxes` importable, its data
    variables (`data`), nothing else."""
    return server_environ(pythonpath=str(PACKAGE_DIR.parent), home=tempfile.gettempdir(), data=data)
