"""Runtimes: how an env server process is started (the command line and its environment).

    process      a plain child process: no isolation, for development only
    bubblewrap   a rootless bubblewrap sandbox: no network, read-only system, private /tmp

Every runtime starts `python -m sandboxes.server ENV_NAME` with this package importable and
nothing of the caller's environment but what Python needs.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent
"""The `sandboxes` package directory this process imported."""


def server_argv(env_name: str, python: str = sys.executable) -> list[str]:
    """The env server's command line, run with `python`."""
    return [python, "-m", "sandboxes.server", env_name]


def server_environ(pythonpath: str, home: str) -> dict[str, str]:
    """The whole environment an env server gets: no variable of the caller leaks in."""
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "PYTHONPATH": pythonpath,
        "HOME": home,
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
