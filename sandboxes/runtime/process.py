"""The plain-process runtime: the env server as an ordinary child process, for development.

It isolates nothing (same user, same filesystem, same network); only the environment is
scrubbed. Cleanup covers the server's process group.
"""

from __future__ import annotations

import tempfile

from sandboxes.runtime import PACKAGE_DIR, server_argv, server_environ


def process_environ() -> dict[str, str]:
    """The environment of a plain-process env server: `sandboxes` importable, nothing else."""
    return server_environ(pythonpath=str(PACKAGE_DIR.parent), home=tempfile.gettempdir())


def process_command(env_name: str) -> tuple[list[str], dict[str, str]]:
    """(argv, environment) to start the env server `env_name` as a plain process."""
    return server_argv(env_name), process_environ()
