"""Where Rollgate keeps what it builds and runs on this machine: ROLLGATE_HOME."""

from __future__ import annotations

import os
from pathlib import Path


def rollgate_home() -> Path:
    """`$ROLLGATE_HOME`, defaulting to `~/.cache/rollgate` (models, logs, dev stacks' runs, caches)."""
    return Path(os.environ.get("ROLLGATE_HOME") or os.path.expanduser("~/.cache/rollgate"))
